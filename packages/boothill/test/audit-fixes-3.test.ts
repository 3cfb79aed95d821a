/**
 * Two findings of BOOT HILL's second audit, settled by rulings (2026-11-29), each on forced dice
 * over a small scenario and each failing on the code before (boot-hill-rulebook.txt BRAWLS,
 * Punching and the PUNCHING TABLE's notes; the Referee's Screen's STUNNING CHART; RULINGS.md S12,
 * S21):
 *
 * - S12: in the second turn after a stun a man brawls "at half-effect": his blows take half their
 *   strength points (rounded down) and he strikes in the order of half his BASP (his blows did
 *   full damage, in his full speed's order).
 * - S21: a weapon in hand holds a hand ("Punching by a character assumes that one or both arms are
 *   free"): a man with a weapon in his gun hand punches with the other (the Left column) and his
 *   combination scores 2; with a weapon in each hand he cannot punch and strikes with the weapon
 *   (he punched with both fists around his gun).
 *
 * And two findings of a third audit (2026-11-29; the v2 combat rules' First Shot Determination
 * Modifiers, and the Northfield module's MOVEMENT):
 *
 * - A man who ran to his horse and mounted fires with both first-shot rows, "running -20" and "on
 *   horseback -10" (the horseback row alone applied, while the hit chart took his running).
 * - Under the Northfield module wound reductions of movement are cumulative, fractions rounded up
 *   (one halving at most applied, and half-squares rounded down).
 * - V1, V3 (the character set-up, rulebook lines 97-609): `compare --vary`'s STR step is to the
 *   next row of the STRENGTH table (STR 8 stepped to 7, which no row has), each step says what the
 *   stat is made of, and a sweep may set BASP down to -9 (it refused the Screen's Merchant's 0).
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ACT_FIRE, BRAWL_GRAPPLE, BRAWL_PUNCH, BRAWL_STRIKE, HORSE_MOUNT, loadScenario, parseScenario, PHASE_BRAWL, PHASE_FIRE, PHASE_MOVE, RATE_RUN, RATE_WALK, type SkirmishAgent } from '@deadeye/core';
import { ForcedStream, streamFor } from '@deadeye/rng';
import { compileSkirmish, createSkirmishAccumulator, SkirmishEngine } from '../src/index.ts';
import { allowance } from '../src/skirmish/movement.ts';
import { worsenWound } from '../src/skirmish/world.ts';
import { ownPrice } from '../src/system/balance.ts';
import { bootHillVary } from '../src/system/vary.ts';
import { weaponByCode } from '../src/tables/weapons.ts';
import { northfieldHost } from './northfield-host.ts';
import { brawler, puncher, type Who, yaml } from './rules-scenario.ts';

/** Plays one trial of `text` with `agents` on forced `dice`; returns the log. */
function play(text: string, agents: SkirmishAgent[], dice: number[], maxTurns: number): string[] {
  const setup = compileSkirmish(parseScenario(text, 'audit.yaml'), { maxTurns });
  const log: string[] = [];
  new SkirmishEngine(setup, agents).runTrial(new ForcedStream(dice), createSkirmishAccumulator(setup), log);
  return log;
}
const ones = (k: number) => Array.from({ length: k }, () => 1);
/** The lines of turn `t` of a log. */
function turn(log: string[], t: number): string[] {
  const from = log.indexOf(`Turn ${t}`);
  const to = log.indexOf(`Turn ${t + 1}`);
  return log.slice(from, to < 0 ? undefined : to);
}

describe('S12: the second turn after a stun, a man brawls at half effect', () => {
  // A (BASP 16, a revolver: his blows are gun-butt strikes) and B (BASP 20, empty-handed, faster).
  // Turn 1: B's punch 2d10 2, a miss (+2 to A); A's gun butt 14 + 2 - 1 = 15, a hook, and the stun
  // roll 1: B is stunned. Turn 2: B does nothing. Turn 3, at half effect: B's punch 2d10 19, a
  // haymaker (4 points with his strong hand).
  const text = yaml({ pos: [2, 4], stats: '{ basp: 16, bac: 70, str: 99, mrl: 90 }' }, { pos: [3, 4], weapons: '[]', stats: '{ basp: 20, bac: 70, str: 99, mrl: 90 }' });
  const dice = [50, 60, 1, 1, 10, 4, 1, ...ones(4), 50, 60, ...ones(4), 50, 60, 1, 1, 10, 9, ...ones(20)];
  const log = play(text, [brawler(BRAWL_STRIKE), puncher], dice, 3);

  it('B is stunned in turn 1 and strikes no blow in turn 2', () => {
    expect(turn(log, 1)).toContain('      stun check (gun butt): needs 20 or less, rolls 1: STUNNED');
    expect(turn(log, 2).some((l) => l.startsWith('    B '))).toBe(false);
  });

  it('in turn 3 his haymaker takes half its 4 points, and he strikes after A (half his BASP 20 is 10, below A\'s 16)', () => {
    const t3 = turn(log, 3);
    const aBlow = t3.findIndex((l) => l.startsWith('    A gun butt'));
    const bBlow = t3.findIndex((l) => l.startsWith('    B punch: 2d10 19'));
    expect(aBlow).toBeGreaterThan(-1);
    expect(bBlow).toBeGreaterThan(aBlow);
    expect(t3[bBlow]).toMatch(/Haymaker, at half effect$/);
    expect(t3[bBlow + 1]).toBe('      A loses 2 STR (97 of 99 left)');
  });
});

describe('S21: a weapon in hand holds a hand', () => {
  /** A (BASP 20: he strikes first) with `weapons` and `extra`, punching B; A's first 2d10 are `d1`, `d2`. */
  function firstBlow(weapons: string, d1: number, d2: number, extra = ''): string[] {
    const a: Who = { pos: [2, 4], weapons, extra, stats: '{ basp: 20, bac: 70, str: 99, mrl: 90 }' };
    const log = play(yaml(a, { pos: [3, 4], weapons: '[]' }), [brawler(BRAWL_PUNCH), puncher], [50, 60, d1, d2, ...ones(40)], 1);
    const k = log.findIndex((l) => l.startsWith('    A '));
    return log.slice(k, k + 2);
  }

  it('empty-handed, a haymaker (19) scores the Right column\'s 4 and a combination (16) 2 + 2', () => {
    expect(firstBlow('[]', 10, 9)).toEqual(['    A punch: 2d10 19 = 19: Haymaker', '      B loses 4 STR (95 of 99 left)']);
    expect(firstBlow('[]', 10, 6)[1]).toBe('      B loses 4 STR (95 of 99 left)');
  });

  it('a revolver in his gun hand: he punches with the other, the Left column\'s 3, and the combination scores 2', () => {
    expect(firstBlow('[{ code: SAR6 }]', 10, 9)).toEqual(['    A punch: 2d10 19 = 19: Haymaker', '      B loses 3 STR (96 of 99 left)']);
    expect(firstBlow('[{ code: SAR6 }]', 10, 6)[1]).toBe('      B loses 2 STR (97 of 99 left)');
  });

  it('a left-hander with a revolver punches with his right: the listing reversed, 3 again', () => {
    expect(firstBlow('[{ code: SAR6 }]', 10, 9, ', hand: left')[1]).toBe('      B loses 3 STR (96 of 99 left)');
  });

  it('a revolver drawn in each hand (two guns): no hand free, the punch is a gun-butt blow (19 - 1 = 18, an uppercut: 3 + 1)', () => {
    expect(firstBlow('[{ code: SAR6 }, { code: SAR6 }]', 10, 9, ', twoGuns: true')).toEqual(['    A gun butt: 2d10 19 -1 = 18: Uppercut', '      B loses 4 STR (95 of 99 left)']);
  });

  it('his gun arm in an arm lock, he cannot swing the revolver in it: a strike is a punch with the other (17 - 1 = 16, 2 points)', () => {
    // B (BASP 20) grapples first: 2d10 12, an arm lock on A's right arm (-1 to A's next roll).
    const grappler: SkirmishAgent = (obs, _r, out) => {
      if (obs.phase === PHASE_BRAWL) out.brawl = BRAWL_GRAPPLE;
    };
    const a: Who = { pos: [2, 4], stats: '{ basp: 16, bac: 70, str: 99, mrl: 90 }' };
    const log = play(yaml(a, { pos: [3, 4], weapons: '[]', stats: '{ basp: 20, bac: 70, str: 99, mrl: 90 }' }), [brawler(BRAWL_STRIKE), grappler], [50, 60, 6, 6, 10, 7, ...ones(40)], 1);
    expect(log).toContain('    B grapples: 2d10 12 = 12: Arm lock, right');
    const k = log.findIndex((l) => l.startsWith('    A '));
    expect(log.slice(k, k + 2)).toEqual(['    A punch: 2d10 17 -1 = 16: Combination', '      B loses 2 STR (97 of 99 left)']);
  });

  it('a revolver not drawn holds no hand: 4', () => {
    expect(firstBlow('[{ code: SAR6 }]', 10, 9, ', drawn: false')[1]).toBe('      B loses 4 STR (95 of 99 left)');
  });
});

describe('first shot: a man who ran to his horse and mounted is running and on horseback (v2 combat rules, First Shot Determination Modifiers; S26)', () => {
  it('base 18, on horseback -10, running -20: net speed -12', () => {
    const text = yaml({ pos: [0, 4], extra: ', horseAt: [8, 4], horseStrength: 40' }, { pos: [20, 4] });
    const a: SkirmishAgent = (obs, _r, out) => {
      if (obs.phase === PHASE_MOVE) {
        out.horse = HORSE_MOUNT;
        out.rate = RATE_RUN;
      }
      if (obs.phase === PHASE_FIRE) {
        out.action = ACT_FIRE;
        out.target = 1;
        out.shots = 1;
      }
    };
    const setup = compileSkirmish(parseScenario(text, 'audit.yaml'), { maxTurns: 1 });
    const log: string[] = [];
    new SkirmishEngine(setup, [a, () => {}]).runTrial(streamFor('audit', setup.id, 0), createSkirmishAccumulator(setup), log);
    expect(log).toContain('  A mounts his horse at (8,4)');
    expect(log).toContain('  fires at net speed -12: A (-12: base 18, on horseback -10, running -20)');
  });
});

describe('Northfield: wound reductions of movement are cumulative, fractions rounded up (MOVEMENT)', () => {
  const setup = compileSkirmish(loadScenario(fileURLToPath(new URL('../../../scenarios/northfield.yaml', import.meta.url))));
  const STACEY = setup.characters.findIndex((c) => c.name === 'Elias Stacey');
  const LEFT_LEG = 0;
  const CHEST = 7;
  /** Elias Stacey's allowance (half-squares) at `rate` after the wounds `wounds` ([location, 1 light or 2 serious], in order). */
  function allowed(rate: number, wounds: Record<number, number> | [number, number][]): number {
    const { h } = northfieldHost(setup, 'audit-3', 2);
    expect(h.mounted[STACEY]).toBe(0);
    const list = Array.isArray(wounds) ? wounds : Object.entries(wounds).map(([loc, level]) => [Number(loc), level] as [number, number]);
    for (const [loc, level] of list) worsenWound(h, STACEY, loc, level);
    return allowance(h, STACEY, rate, false);
  }

  it('walking 3 squares with a light leg wound: 1.5 rounded up, 2 squares', () => {
    expect(allowed(RATE_WALK, {})).toBe(6);
    expect(allowed(RATE_WALK, { [LEFT_LEG]: 1 })).toBe(4);
  });

  it('running 12 squares with a light leg wound and a serious chest wound: halved twice, 3 squares', () => {
    expect(allowed(RATE_RUN, { [LEFT_LEG]: 1 })).toBe(12);
    expect(allowed(RATE_RUN, { [LEFT_LEG]: 1, [CHEST]: 2 })).toBe(6);
  });

  it('each wound is its own reduction: two light leg wounds halve a walk twice (3 squares to 1), two serious chest wounds a run (12 to 3)', () => {
    const RIGHT_LEG = 1;
    expect(allowed(RATE_WALK, [[LEFT_LEG, 1], [RIGHT_LEG, 1]])).toBe(2);
    expect(allowed(RATE_WALK, [[LEFT_LEG, 1], [LEFT_LEG, 1]])).toBe(2);
    expect(allowed(RATE_RUN, [[CHEST, 2], [CHEST, 2]])).toBe(6);
    // A serious wound elsewhere spares walking, however many.
    expect(allowed(RATE_WALK, [[CHEST, 2], [CHEST, 2]])).toBe(6);
    // A serious leg wound: walk only, halved, and halved again by another leg wound.
    expect(allowed(RATE_RUN, [[LEFT_LEG, 2]])).toBe(4);
    expect(allowed(RATE_RUN, [[LEFT_LEG, 2], [RIGHT_LEG, 1]])).toBe(2);
  });

  it('on the BOOT HILL map the wounds halve once (WOUND CHART movement effects): 24 spaces to 12', () => {
    const text = yaml({ pos: [2, 4] }, { pos: [30, 4] });
    for (const wounds of [[[LEFT_LEG, 1], [CHEST, 2]], [[LEFT_LEG, 1], [1, 1]], [[CHEST, 2], [CHEST, 2]]]) {
      const engine = new SkirmishEngine(compileSkirmish(parseScenario(text, 'audit.yaml')), [() => {}, () => {}]);
      engine.world.turn = 1;
      for (const [loc, level] of wounds) worsenWound(engine.world, 0, loc!, level!);
      expect(allowance(engine.world, 0, RATE_RUN, false)).toBe(24);
    }
  });
});

describe('V1: the STR step is to the next row of the STRENGTH table (a third audit: STR is the score itself, 8..20)', () => {
  const text = yaml({ pos: [2, 4], stats: '{ basp: 10, bac: 70, str: 8, mrl: 90 }' }, { pos: [30, 4], stats: '{ basp: 10, bac: 70, str: 20, mrl: 90 }' });
  const scenario = parseScenario(text, 'audit.yaml');
  const setup = compileSkirmish(scenario);
  const recompile = (s: typeof scenario) => compileSkirmish(s);

  it('STR 8 (Feeble, the lowest row) has no step down, STR 20 (Mighty) none up', () => {
    const down = bootHillVary.step(scenario, setup, [0, 1], 'toughness', -1, recompile);
    expect(down.changes).toEqual([{ character: 'B', from: 'STR 20', to: 'STR 19' }]);
    expect(down.cannot).toEqual([{ character: 'A', why: 'STR 8 -1 is outside 8..20 (the STRENGTH table has no such row)' }]);
    const up = bootHillVary.step(scenario, setup, [0, 1], 'toughness', 1, recompile);
    expect(up.changes).toEqual([{ character: 'A', from: 'STR 8', to: 'STR 9' }]);
    expect(up.cannot.map((c) => c.character)).toEqual(['B']);
  });

  it('the step says what each stat is made of (rulebook BASE NUMBERS)', () => {
    expect(bootHillVary.steps.speed.why).toMatch(/BASP is a sum \(the SPEED score and the BRAVERY speed modifier\)/);
    expect(bootHillVary.steps.accuracy.why).toMatch(/BAC is a sum \(50 \+ the GUN ACCURACY score and the BRAVERY and EXPERIENCE accuracy modifiers\)/);
    expect(bootHillVary.steps.toughness.why).toMatch(/STR is his STRENGTH score, one row a point from 8 to 20/);
  });

  it('a sweep may set BASP 0, as the Screen\'s Merchant has (V3: -9 or more)', () => {
    expect(bootHillVary.setStat!(scenario, setup, 0, 'basp', 0, recompile).characters[0]!.basp).toBe(0);
    expect(() => bootHillVary.setStat!(scenario, setup, 0, 'basp', -10, recompile)).toThrow(/from -9 to 999/);
  });
});

describe('B1: the balance tables price a weapon alone (PRICE CHART: "**Includes holster and belt in price")', () => {
  it('the Fast Draw Revolvers cost their price less the $5 Holster & Gun Belt; every other weapon its price', () => {
    expect(ownPrice(weaponByCode('FDR6'))).toBe(35);
    expect(ownPrice(weaponByCode('FDR5'))).toBe(30);
    expect(ownPrice(weaponByCode('SAR6'))).toBe(30);
    expect(ownPrice(weaponByCode('15R'))).toBe(weaponByCode('15R').cost);
  });
});
