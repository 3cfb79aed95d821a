/**
 * Each rule system's step of speed, accuracy and toughness (`RuleSystem.vary`, `deadeye compare
 * --vary`): the step as data, what it changes in the compiled scenario, the ends of each scale,
 * and that a stepped scenario plays.
 */
import { fileURLToPath } from 'node:url';
import { createTrialRecords, loadScenario, type CompiledScenario, type Scenario, type VaryAttribute } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { describe, expect, it } from 'vitest';
import { compileScenario, createScenarioEngine, getSystem } from '../src/index.ts';

const file = (name: string): string => fileURLToPath(new URL(`../../../scenarios/${name}`, import.meta.url));
const STREET = { ...loadScenario(file('street-fight.yaml')), file: 'street-fight.yaml' };
const CORRAL = { ...loadScenario(file('ok-corral.yaml')), file: 'ok-corral.yaml' };
const index = (s: Scenario, name: string): number => s.characters.findIndex((c) => c.name === name);

/** The system's setup of `scenario`, and a stepper bound to it. */
function stepper(id: string, scenario: Scenario & { file?: string }) {
  const system = getSystem(id);
  const setup = compileScenario(system, scenario, {});
  const recompile = (s: Scenario & { file?: string }): CompiledScenario => compileScenario(system, s, {});
  return {
    system,
    setup,
    step: (who: string[], attribute: VaryAttribute, dir: -1 | 1, from: CompiledScenario = setup) => system.vary!.step(scenario, from, who.map((w) => index(scenario, w)), attribute, dir, recompile),
  };
}

/** Plays 20 trials of a setup (a stepped scenario must play). */
function plays(id: string, setup: CompiledScenario): void {
  const system = getSystem(id);
  const acc = system.scenarios.createAccumulator(setup);
  const records = createTrialRecords(20, setup.sides.length);
  records.winners.fill(-9);
  createScenarioEngine(id, setup).runBatch(streamFor('vary-test', setup.id, 0), 20, acc, records);
  const winners = records.winners;
  expect([...winners].every((w) => w >= -1 && w < setup.sides.length)).toBe(true);
}

describe('every system defines every step, with its reasoning and source', () => {
  for (const id of ['boothill', 'quickdraw', 'shootout']) {
    it(id, () => {
      const v = getSystem(id).vary!;
      for (const a of ['speed', 'accuracy', 'toughness'] as const) {
        expect(v.steps[a].attribute).toBe(a);
        expect(v.steps[a].step.length).toBeGreaterThan(5);
        expect(v.steps[a].why).toMatch(/RULINGS\.md/);
        expect(v.steps[a].source).toMatch(/\.(txt|md)/);
      }
    });
  }
});

describe('BOOT HILL: the next row of the ability table, from Average for BASP and BAC, from his own for STR (RULINGS.md V1)', () => {
  const s = stepper('boothill', STREET);
  type Bh = { characters: { name: string; basp: number; bac: number; str: number; mrl: number; weapons: { firstShotBase: number }[] }[] };
  const before = (s.setup as unknown as Bh).characters[index(STREET, 'Town Marshal')]!;

  it('reads the steps from the tables: SPEED -2 / +2, GUN ACCURACY -3 / +2, STRENGTH -1 / +1 within 8..20', () => {
    expect(s.system.vary!.steps.speed.step).toMatch(/Below Average -2 \/ Above Average \+2 speed points to BASP/);
    expect(s.system.vary!.steps.accuracy.step).toMatch(/Below Average -3 \/ Above Average \+2 percent to BAC/);
    expect(s.system.vary!.steps.toughness.step).toBe('the next row of the STRENGTH table from his own: -1 / +1 strength points to STR (none below 8 or above 20)');
  });

  it('moves only the stat, and the first shot base of every weapon with BASP', () => {
    const up = s.step(['Town Marshal'], 'speed', 1);
    const after = (up.setup as unknown as Bh).characters[index(STREET, 'Town Marshal')]!;
    expect(up.changes).toEqual([{ character: 'Town Marshal', from: `BASP ${before.basp}`, to: `BASP ${before.basp + 2}` }]);
    expect([after.basp, after.bac, after.str, after.mrl]).toEqual([before.basp + 2, before.bac, before.str, before.mrl]);
    expect(after.weapons.map((w) => w.firstShotBase)).toEqual(before.weapons.map((w) => w.firstShotBase + 2));
    // The others are as they were.
    const others = (up.setup as unknown as Bh).characters.filter((_, i) => i !== index(STREET, 'Town Marshal'));
    expect(JSON.stringify(others)).toBe(JSON.stringify((s.setup as unknown as Bh).characters.filter((_, i) => i !== index(STREET, 'Town Marshal'))));
    const down = s.step(['Town Marshal'], 'accuracy', -1);
    expect((down.setup as unknown as Bh).characters[index(STREET, 'Town Marshal')]!.bac).toBe(before.bac - 3);
    const tough = s.step(['Town Marshal'], 'toughness', -1);
    expect((tough.setup as unknown as Bh).characters[index(STREET, 'Town Marshal')]!.str).toBe(before.str - 1);
    plays('boothill', up.setup);
  });

  it('leaves a BAC past 100 or a STR below the STRENGTH table as it is, saying why', () => {
    const edge = { ...s.setup, characters: (s.setup as unknown as Bh).characters.map((c, i) => (i === 0 ? { ...c, bac: 99, str: 8 } : c)) } as unknown as CompiledScenario;
    const name = (s.setup as unknown as Bh).characters[0]!.name;
    const up = s.step([name], 'accuracy', 1, edge);
    expect(up.changes).toEqual([]);
    expect(up.cannot[0]!.why).toBe('BAC 99 +2 is outside 0..100');
    expect(up.setup).toBe(edge);
    expect(s.step([name], 'toughness', -1, edge).cannot[0]!.why).toBe('STR 8 -1 is outside 8..20 (the STRENGTH table has no such row)');
  });
});

describe('Quick on the Draw: a trait gained or lost (RULINGS.md QR-V1)', () => {
  const s = stepper('quickdraw', STREET);
  type Qd = { characters: { name: string; profile: { skills: string[] }; traits: number }[] };
  const skills = (setup: CompiledScenario, name: string): string[] => (setup as unknown as Qd).characters[index(STREET, name)]!.profile.skills;

  it('speed: Quick Draw gained going up; no step down without it (no slow trait)', () => {
    const up = s.step(['Town Marshal'], 'speed', 1);
    expect(skills(up.setup, 'Town Marshal')).toEqual(['quick-draw']);
    expect((up.setup as unknown as Qd).characters[index(STREET, 'Town Marshal')]!.traits).not.toBe((s.setup as unknown as Qd).characters[index(STREET, 'Town Marshal')]!.traits);
    expect(up.changes).toEqual([{ character: 'Town Marshal', from: 'no skills', to: 'quick-draw' }]);
    const down = s.step(['Town Marshal'], 'speed', -1);
    expect(down.changes).toEqual([]);
    expect(down.cannot).toEqual([{ character: 'Town Marshal', why: 'no quick-draw to lose, and no trait below none' }]);
    // From Quick Draw, one step down loses it again.
    expect(s.step(['Town Marshal'], 'speed', -1, up.setup).changes).toEqual([{ character: 'Town Marshal', from: 'quick-draw', to: 'no skills' }]);
    plays('quickdraw', up.setup);
  });

  it('accuracy and toughness: a three-rung ladder, a trait only into a free skill slot', () => {
    // Frank Stilwell is a minor character: one skill slot, none used.
    const up = s.step(['Frank Stilwell'], 'accuracy', 1);
    expect(skills(up.setup, 'Frank Stilwell')).toEqual(['marksman']);
    expect(s.step(['Frank Stilwell'], 'accuracy', 1, up.setup).cannot[0]!.why).toBe('has marksman already, the top of the ladder');
    expect(s.step(['Frank Stilwell'], 'toughness', 1, up.setup).cannot[0]!.why).toBe('no free skill slot for tough (1 of 1: marksman)');
    expect(skills(s.step(['Frank Stilwell'], 'accuracy', -1).setup, 'Frank Stilwell')).toEqual(['poor-shot']);
    expect(skills(s.step(['Frank Stilwell'], 'toughness', -1).setup, 'Frank Stilwell')).toEqual(['frail']);
  });

  it("Doc Holliday's Frail is lost going up; he has no slot and no rung left for more", () => {
    const c = stepper('quickdraw', CORRAL);
    const doc = (c.setup as unknown as Qd).characters[index(CORRAL, 'Doc Holliday')]!.profile.skills;
    expect(doc).toContain('frail');
    const up = c.step(['Doc Holliday'], 'toughness', 1);
    expect((up.setup as unknown as Qd).characters[index(CORRAL, 'Doc Holliday')]!.profile.skills).toEqual(doc.filter((k) => k !== 'frail'));
    expect(c.step(['Doc Holliday'], 'toughness', -1).cannot[0]!.why).toBe('has frail already, the bottom of the ladder');
    expect(c.step(['Doc Holliday'], 'accuracy', 1).cannot[0]!.why).toBe('has marksman already, the top of the ladder');
  });
});

describe('Shootout!: one point of a factor (RULINGS.md SR-V1)', () => {
  const s = stepper('shootout', STREET);
  type So = { characters: { name: string; factors: { speed: number; ranged: number; htk: number; close: number } }[] };
  const f = (setup: CompiledScenario, name: string) => (setup as unknown as So).characters[index(STREET, name)]!.factors;

  it('moves Speed, Ranged or HTK by one and nothing else', () => {
    const before = f(s.setup, 'Town Marshal');
    const up = s.step(['Town Marshal'], 'speed', 1);
    expect(f(up.setup, 'Town Marshal')).toEqual({ ...before, speed: before.speed + 1 });
    expect(up.changes).toEqual([{ character: 'Town Marshal', from: `SPEED ${before.speed}`, to: `SPEED ${before.speed + 1}` }]);
    expect(f(s.step(['Town Marshal'], 'accuracy', -1).setup, 'Town Marshal')).toEqual({ ...before, ranged: before.ranged - 1 });
    expect(f(s.step(['Town Marshal'], 'toughness', 1).setup, 'Town Marshal')).toEqual({ ...before, htk: before.htk + 1 });
    expect(f(up.setup, 'Deputy')).toBe(f(s.setup, 'Deputy'));
    plays('shootout', up.setup);
  });

  it('an HTK 1 figure has no step down', () => {
    expect(f(s.setup, 'Deputy').htk).toBe(1);
    const down = s.step(['Deputy'], 'toughness', -1);
    expect(down.changes).toEqual([]);
    expect(down.cannot).toEqual([{ character: 'Deputy', why: 'HTK 1 -1 is outside 1..9' }]);
  });
});
