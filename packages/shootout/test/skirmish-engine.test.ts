/**
 * The Shootout! scenario engine end to end: compiling a scenario's `stats.shootout` blocks (and the
 * one-line refusals), a run of the test street (packages/shootout/test/fixtures/so-street.yaml)
 * through the registry and the runner on 1 and 2 threads (identical results), its count
 * sections, and a replayed trial that draws exactly what it drew in its batch.
 */
import { fileURLToPath } from 'node:url';
import { loadScenario, parseScenario } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';

/** Trials per chunk, cut as a runner might (any cut gives the same results: each trial has its own numbers). */
const BATCH_SIZE = 8192;
import { compileScenario, getSystem, replayScenario, scenarioAgents } from '@deadeye/registry';
import { describe, expect, it } from 'vitest';
// The runner is no dependency of this package: reached by path (it resolves its own dependencies).
import { runScenario } from '../../runner/src/index.ts';
import { createSoAccumulator, mergeSoAccumulator, soCounts, SoEngine, soLayout, type SoSetup } from '../src/index.ts';
import { scenarioYaml, setupOf, type Fig } from './skirmish-helpers.ts';

const system = getSystem('shootout');
const FIXTURE = fileURLToPath(new URL('./fixtures/so-street.yaml', import.meta.url));
const scenario = { ...loadScenario(FIXTURE), file: 'so-street.yaml' };
const setup = compileScenario(system, scenario, {}) as SoSetup;

/** The message of compiling `yaml` under Shootout! through the registry. */
function compileError(yaml: string): string {
  try {
    compileScenario(system, parseScenario(yaml, 'bad.yaml'), {});
  } catch (e) {
    return (e as Error).message;
  }
  return 'no error';
}

const two: Fig[] = [
  { name: 'A1', at: [2, 2], group: 'a', leader: true },
  { name: 'B1', side: 'B', at: [20, 2] },
];

describe('compiling stats.shootout', () => {
  it('compiles the test street: groups and leaders, weapons at the map scale', () => {
    expect(setup.groups.map((g) => [g.name, g.members.length, setup.characters[g.leader]?.name])).toEqual([
      ['posse', 3, 'Sheriff'],
      ['gang', 3, 'Gang Leader'],
    ]);
    expect(setup.characters[0]!.ranged[0]).toMatchObject({ id: 'colt-revolver', dice: 2, shortRange: 3, maxRange: 18, ammo: 6, revolver: 1, heavy: 0 });
    expect(setup.characters[2]!.ranged[0]).toMatchObject({ id: 'shotgun', dice: 3, split: 1, ammo: 2 });
    expect(setup.characters[3]!.close).toMatchObject({ id: 'bowie-knife', dice: 2 });
    expect(setup.characters[0]!.close).toMatchObject({ id: 'fists', dice: 1 });
    expect(setup.characters[5]!.hiredGun).toBe(1);
    expect(setup.inchesPerSpace).toBe(1);
    const big = setupOf(two, { feetPerSpace: 12 });
    expect(big.characters[0]!.ranged[0]).toMatchObject({ shortRange: 1.5, maxRange: 9 });
  });

  it('without groups, one group per side led by the side\'s leader', () => {
    const yaml = scenarioYaml([{ name: 'Boss', at: [2, 2] }, { name: 'Man', at: [2, 3] }, { name: 'B1', side: 'B', at: [20, 2] }]).replace('  - { name: A }', '  - { name: A, leader: Boss }');
    const s = compileScenario(system, parseScenario(yaml, 't.yaml'), {}) as SoSetup;
    expect(s.groups.map((g) => [g.name, g.members, g.leader])).toEqual([
      ['A', [0, 1], 0],
      ['B', [2], -1],
    ]);
  });

  it('casts the street fight from BOOT HILL (SR-C1..SR-C4) and plays a block profile, its fields overriding the row', () => {
    const street = compileScenario(system, { ...loadScenario(fileURLToPath(new URL('../../../scenarios/street-fight.yaml', import.meta.url))), file: 'street-fight.yaml' }, {}) as SoSetup;
    const marshal = street.characters[0]!;
    expect(marshal.source).toBe('Townsfolk/Sheriff (cast from BOOT HILL: BOOT HILL role Town Marshal (SR-C2))');
    expect([marshal.factors, marshal.ranged.map((w) => w.id), marshal.close.id, marshal.profile, marshal.points]).toEqual([
      { close: 0, ranged: 2, speed: 1, courage: 1, leader: 1, htk: 2 },
      ['colt-revolver'],
      'fists',
      'townsfolk/sheriff',
      10,
    ]);
    expect(street.characters[3]!.source).toMatch(/^Famous Names\/Curly Brocius \(cast from BOOT HILL: famous name \(SR-C1\)\)$/);
    const ok = scenarioYaml(two);
    const doc = compileScenario(system, parseScenario(ok.replace(/factors: \{[^}]*\}, weapons: \[colt-revolver\]/, 'profile: Doc Holliday, weapons: [shotgun]'), 'p.yaml'), {}) as SoSetup;
    expect([doc.characters[0]!.factors.speed, doc.characters[0]!.ranged.map((w) => w.id), doc.characters[0]!.profile]).toEqual([3, ['shotgun'], 'famous/doc-holliday']);
    const gun = compileScenario(system, parseScenario(ok.replace(/factors: \{[^}]*\}, weapons: \[colt-revolver\]/, 'profile: Hired Gun'), 'p.yaml'), {}) as SoSetup;
    expect(gun.characters[0]!.hiredGun).toBe(1);
  });

  it('refuses in one line: an unknown profile, a bad field, two leaders, a group on two sides, a Northfield scenario without its cast, a scale', () => {
    const ok = scenarioYaml(two);
    expect(compileError(ok.replace('factors: {', 'profile: Doc Holiday, factors: {'))).toMatch(/^bad\.yaml: characters\[0\] \(A1\)\.stats\.shootout\.profile: unknown Shootout! profile "Doc Holiday"/);
    expect(compileError(ok.replace('weapons: [colt-revolver]', 'weapons: [colt-revolvr]'))).toMatch(/^bad\.yaml: characters\[0\]\.stats\.shootout\.weapons\[0\]: expected one of .*found "colt-revolvr"/);
    expect(compileError(ok.replace('htk: 1 }', 'htk: 0 }'))).toMatch(/^bad\.yaml: characters\[0\]\.stats\.shootout\.factors\.htk: expected hits to kill/);
    expect(compileError(ok.replace(', weapons: [colt-revolver], group: a', ', group: a'))).toBe('bad.yaml: characters[0] (A1).stats.shootout.weapons: expected a list of weapon ids (e.g. [colt-revolver]; [] for fists), found none');
    expect(compileError(scenarioYaml([...two, { name: 'A2', at: [2, 3], group: 'a', leader: true }]))).toBe(
      'bad.yaml: characters[2] (A2).stats.shootout.leader: group "a" has a leader already (A1); one leader a group',
    );
    expect(compileError(scenarioYaml([two[0]!, { ...two[1]!, group: 'a' }]))).toBe('bad.yaml: characters[1] (B1).stats.shootout.group: group "a" is on side A already; a group belongs to one side: rename it');
    // The module is played (RULINGS.md SR-67), and core's compileNorthfield refuses a scenario without its cast.
    expect(compileError(scenarioYaml(two, {}, 'specialRules: [northfield]\n'))).toMatch(/^bad\.yaml: characters\[0\] \(A1\): not in the module's James-Younger Gang table/);
    expect(compileError(scenarioYaml(two, { feetPerSpace: 10 }))).toBe('bad.yaml: map.feetPerSpace: Shootout! plays one inch a 6-foot space (or 2" a 12-foot square); found 10');
    expect(() => setupOf(two, {}, { variant: 'text+fog' })).toThrow('--variant: unknown "fog" for the Shootout! skirmish; expected text, optionally with +low-visibility, +volleys, +derringer-draw');
    expect(setupOf(two, {}, { variant: 'volleys+low-visibility' }).variant.name).toBe('text+low-visibility+volleys');
  });
});

describe('the test street through the runner', () => {
  const TRIALS = BATCH_SIZE + 77;
  it('gives the same counts on 1 and 2 threads, equal to the in-process batch sums', async () => {
    const one = await runScenario('shootout', setup, { seed: 'so-det', trials: TRIALS, threads: 1 });
    const two = await runScenario('shootout', setup, { seed: 'so-det', trials: TRIALS, threads: 2 });
    expect(one.counts.trials).toBe(TRIALS);
    expect(JSON.stringify(two.counts)).toBe(JSON.stringify(one.counts));
    const engine = new SoEngine(setup, scenarioAgents(system, setup));
    const total = createSoAccumulator(setup);
    for (let b = 0; b * BATCH_SIZE < TRIALS; b++) {
      const acc = createSoAccumulator(setup);
      engine.runBatch(streamFor('so-det', setup.id, b * BATCH_SIZE), Math.min(BATCH_SIZE, TRIALS - b * BATCH_SIZE), acc);
      mergeSoAccumulator(total, acc);
    }
    expect(JSON.stringify(soCounts(setup, total))).toBe(JSON.stringify(one.counts));
  }, 120_000);

  it('counts its own sections: command points, saves, pins, courage, Draw!', () => {
    const engine = new SoEngine(setup, scenarioAgents(system, setup));
    const acc = createSoAccumulator(setup);
    engine.runBatch(streamFor('so-sections', setup.id, 0), 2000, acc);
    const c = soCounts(setup, acc);
    expect(c.trials).toBe(2000);
    expect(c.sections?.map((s) => s.id)).toEqual(['shootout.command', 'shootout.actions', 'shootout.saves', 'shootout.pinned', 'shootout.courage', 'shootout.draw', 'shootout.points']);
    const command = c.sections![0]!.rows;
    const rolled = command[0]!.count;
    // Every point rolled is spent or lost.
    expect(command.slice(1).reduce((s, r) => s + r.count, 0)).toBe(rolled);
    // The sides' wins and the draws add up; every character's end states add up.
    expect(c.sides.reduce((s, x) => s + x.wins, 0) + c.draws).toBe(2000);
    for (const ch of c.characters) expect(Object.values(ch.endState).reduce((s, x) => s + x, 0)).toBe(2000);
    expect(c.weapons.some((w) => w.weapon === 'colt-revolver' && w.band === 'long' && w.shots > 0)).toBe(true);
    // Saved hits are hits less wounds, by weapon and band.
    const saves = c.sections![2]!.rows.filter((r) => r.group === 'Colt Revolver' && r.label === 'long');
    const colt = c.weapons.find((w) => w.weapon === 'colt-revolver' && w.band === 'long')!;
    expect(saves[0]).toMatchObject({ count: colt.hits - colt.wounds, of: colt.hits });
  });

  it('replays a trial with every die, drawing exactly what it drew in its batch', () => {
    const agents = scenarioAgents(system, setup);
    const layout = soLayout(setup);
    const engine = new SoEngine(setup, agents);
    const world = engine.world;
    world.stream = streamFor('so-replay', setup.id, 0);
    world.acc = createSoAccumulator(setup);
    const outcomes: { winner: number; turns: number }[] = [];
    for (let t = 0; t < 40; t++) {
      const before = world.acc.slice();
      engine.playTrial();
      let winner = -1;
      setup.sides.forEach((_, s) => {
        if (world.acc[layout.sides[s]!] !== before[layout.sides[s]!]) winner = s;
      });
      let turns = 0;
      for (let k = 0; k < setup.maxTurns; k++) if (world.acc[layout.turns + k] !== before[layout.turns + k]) turns = k + 1;
      outcomes.push({ winner, turns });
    }
    for (const t of [0, 17, 39]) {
      const r = replayScenario(system, setup, 'so-replay', t);
      expect({ winner: r.winner, turns: r.turns }).toEqual(outcomes[t]);
      expect(r.log[0]).toBe('Turn 1');
      expect(r.log.some((l) => /command points 1D6 \d \+ Leader/.test(l))).toBe(true);
      expect(r.log.some((l) => /^ {6}1D6 \d: /.test(l))).toBe(true);
      expect(r.fates.map((f) => f.name)).toEqual(setup.characters.map((c) => c.name));
    }
  });
});
