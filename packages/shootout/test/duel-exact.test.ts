/**
 * The standing duel's exact solver (src/duel/exact.ts) against hand-computed probabilities and
 * against the Monte Carlo engine (within 4 standard errors, fixed seeds, on ten matchups); the
 * thread independence of batches; and replay (the batch's trial, every die in the log).
 */
import { describe, expect, it } from 'vitest';
import { streamFor } from '@deadeye/rng';

/** Trials per chunk, cut as a runner might (any cut gives the same results: each trial has its own numbers). */
const BATCH_SIZE = 8192;
import {
  SHOOTOUT_DUEL_PARTS,
  ShootoutDuelEngine,
  buildShootoutDuels,
  createShootoutDuelAccumulator,
  mergeShootoutDuelAccumulator,
  replayShootoutDuelTrial,
  solveShootoutDuelExact,
  unpackShootoutOutcome,
  type DuelProfile,
  type ShootoutDuel,
  type ShootoutDuelTrialOutcome,
} from '../src/index.ts';
import { ROWS, STANDING, monteCarlo, profile, standardErrors } from './duel-helpers.ts';

const row = (name: string, key: keyof typeof ROWS, weapon: string): DuelProfile => profile(name, ROWS[key], weapon);
const duel = (a: DuelProfile, b: DuelProfile, range: number, maxTurns = 20, variant?: string): ShootoutDuel => buildShootoutDuels(a, b, [range], maxTurns, variant)[0]!;

const MATCHUPS: { label: string; m: ShootoutDuel }[] = [
  { label: 'Draw!, HTK 2 vs 3: Doc Holliday vs Johnny Rico, Colts at 6"', m: duel(row('Doc Holliday', 'docHolliday', 'colt-revolver'), row('Johnny Rico', 'johnnyRico', 'colt-revolver'), 6) },
  { label: 'Draw! at short range, Speed +4 vs +3: Billy the Kid vs Doc Holliday at 3"', m: duel(row('Billy the Kid', 'billyTheKid', 'colt-revolver'), row('Doc Holliday', 'docHolliday', 'colt-revolver'), 3) },
  { label: 'a shotgun at short range vs a repeater: Townsman vs Cowboy at 3"', m: duel(row('Townsman', 'townsman', 'shotgun'), row('Cowboy', 'cowboy', 'repeater-rifle'), 3) },
  { label: 'a derringer (2 rounds) vs a Colt, no Draw!: Gambler vs Deputy at 6"', m: duel(row('Gambler', 'gambler', 'derringer'), row('Deputy', 'deputy', 'colt-revolver'), 6) },
  { label: 'reload-heavy long fight: Sergeant vs Sergeant, rifled muskets at 20"', m: duel(row('Sergeant', 'sergeant', 'rifled-musket'), row('Sergeant', 'sergeant', 'rifled-musket'), 20) },
  { label: 'Draw! ties (equal Speed) and both down: Deputy vs Deputy at 10"', m: duel(row('Deputy', 'deputy', 'colt-revolver'), row('Deputy', 'deputy', 'colt-revolver'), 10) },
  { label: 'pinned often: Wild Bill Hickock vs Johnny Rico, HTK 3 each, Colts at 3"', m: duel(row('Wild Bill Hickock', 'wildBill', 'colt-revolver'), row('Johnny Rico', 'johnnyRico', 'colt-revolver'), 3) },
  { label: '+volleys shotguns, 4 turns (draws): Townsman vs Townsman at 6"', m: duel(row('Townsman', 'townsman', 'shotgun'), row('Townsman', 'townsman', 'shotgun'), 6, 4, 'text+volleys') },
  { label: 'never reloading (n/a), 3 turns: Plains Indian Warrior bow vs Apache Warrior spear at 10"', m: duel(row('Plains Warrior', 'plainsWarrior', 'bow-and-arrows'), row('Apache Warrior', 'apacheWarrior', 'spear'), 10, 3) },
  { label: 'a Gatling gun (60 rounds) vs a Colt: Hired Gun vs Wild Bill Hickock at 12"', m: duel(row('Hired Gun', 'hiredGun', 'gatling-gun'), row('Wild Bill Hickock', 'wildBill', 'colt-revolver'), 12) },
];

describe('exact solver: hand-computed', () => {
  it('Deputy vs Deputy at 10", one turn: the Draw!, its tie, and a second shooter pinned at once', () => {
    const m = duel(row('Deputy', 'deputy', 'colt-revolver'), row('Deputy', 'deputy', 'colt-revolver'), 10, 1);
    // Each die at +3 hits on 3..6 (4/6) and is unsaved 5/6 of the time: a 2-dice volley kills (HTK 1) with k = 1 - (1 - 20/36)^2.
    const k = 1 - (16 / 36) ** 2;
    // Survives it pinned (2 hits, both saved): (4/6)^2 (1/6)^2; pinned he fires at +2 (hits on 4..6): k' = 1 - (1 - 15/36)^2.
    const pinned = (4 / 6) ** 2 * (1 / 6) ** 2;
    const kPinned = 1 - (21 / 36) ** 2;
    const free = 1 - k - pinned;
    const first = 15 / 36; // P(1D6 > 1D6)
    const tie = 6 / 36;
    const e = solveShootoutDuelExact(m, STANDING);
    const aWins = first * k + first * (free * k + pinned * kPinned) + tie * k * (1 - k);
    expect(e.aWins).toBeCloseTo(aWins, 14);
    expect(e.bWins).toBeCloseTo(aWins, 14);
    expect(e.bothDown).toBeCloseTo(tie * k * k, 14);
    expect(e.draw).toBeCloseTo(1 - 2 * aWins - tie * k * k, 14);
    expect(e.aDead).toBeCloseTo(e.bWins + e.bothDown, 14);
    expect(e.meanTurns).toBeCloseTo(1, 14);
    expect(e.turnDistribution).toHaveLength(1);
  });
  it('the outcome probabilities sum to 1 and the turn distribution is the absorbed mass, on every matchup', () => {
    for (const { m } of MATCHUPS) {
      const e = solveShootoutDuelExact(m, STANDING);
      expect(e.aWins + e.bWins + e.bothDown + e.draw).toBeCloseTo(1, 12);
      expect(e.turnDistribution.reduce((s, p) => s + p, 0)).toBeCloseTo(1 - e.draw, 12);
      expect(e.aUnconscious + e.bUnconscious).toBe(0);
    }
  });
  it('a reload turn ends nothing: rifled muskets (one die, then a reload) against HTK 2 kill only in turns 3, 5, 7...', () => {
    const e = solveShootoutDuelExact(MATCHUPS[4]!.m, STANDING);
    e.turnDistribution.forEach((p, t) => {
      const turn = t + 1;
      if (turn === 1 || turn % 2 === 0) expect(p, `turn ${turn}`).toBe(0);
      else expect(p, `turn ${turn}`).toBeGreaterThan(0);
    });
  });
});

describe('standing duel: Monte Carlo within 4 standard errors of the exact solution', () => {
  const N = 200_000;
  for (const { label, m } of MATCHUPS) {
    it(label, () => {
      const exact = solveShootoutDuelExact(m, STANDING);
      const mc = monteCarlo(m, N);
      expect(mc.trials).toBe(N);
      for (const [name, count, p] of [
        ['aWins', mc.aWins, exact.aWins],
        ['bWins', mc.bWins, exact.bWins],
        ['bothDown', mc.bothDown, exact.bothDown],
        ['draw', mc.draw, exact.draw],
        ['aDead', mc.a.endState.dead, exact.aDead],
        ['bDead', mc.b.endState.dead, exact.bDead],
      ] as const) {
        expect(standardErrors(count, N, p), `${name}: MC ${count / N} vs exact ${p}`).toBeLessThan(4);
      }
      // Each turn expected in at least 10 trials on its own; the rarer turns pooled in one bin.
      let tailCount = 0;
      let tailP = 0;
      exact.turnDistribution.forEach((p, t) => {
        const count = mc.turnsHistogram[t] as number;
        if (p * N >= 10) expect(standardErrors(count, N, p), `turn ${t + 1}`).toBeLessThan(4);
        else {
          tailCount += count;
          tailP += p;
        }
      });
      expect(standardErrors(tailCount, N, tailP), 'the rare turns together').toBeLessThan(4);
      let mcTurns = mc.draw * m.maxTurns;
      mc.turnsHistogram.forEach((c, t) => (mcTurns += c * (t + 1)));
      let second = exact.draw * m.maxTurns ** 2;
      exact.turnDistribution.forEach((p, t) => (second += p * (t + 1) ** 2));
      const sd = Math.sqrt(Math.max(second - exact.meanTurns ** 2, 0));
      expect(Math.abs(mcTurns / N - exact.meanTurns)).toBeLessThanOrEqual(4 * (sd / Math.sqrt(N)) + 1e-12);
      // Consistency of the shared counts.
      expect(mc.a.endState.unhurt + mc.a.endState.wounded + mc.a.endState.dead).toBe(N);
      expect(mc.a.endState.dead).toBe(mc.bWins + mc.bothDown);
      expect(mc.simultaneousFirst + mc.a.firedFirst + mc.b.firedFirst).toBe(N);
    });
  }
  it('the matchups cover what the issue asks: a shotgun, a derringer, Draw! ties, frequent pins, a long reload-heavy fight', () => {
    const pinned = monteCarlo(MATCHUPS[6]!.m, 20_000).sections!.find((s) => s.id === 'shootout.duel.pinned')!;
    expect((pinned.rows[0]!.count / pinned.rows[0]!.of) > 0.2).toBe(true);
    const ties = monteCarlo(MATCHUPS[5]!.m, 20_000).sections!.find((s) => s.id === 'shootout.duel.draw')!;
    expect(standardErrors(ties.rows[2]!.count, ties.rows[2]!.of, 1 / 6)).toBeLessThan(4);
    expect(solveShootoutDuelExact(MATCHUPS[4]!.m, STANDING).meanTurns).toBeGreaterThan(4);
  });
});

describe('batches and threads', () => {
  const m = MATCHUPS[6]!.m;
  it('a batch gives the same accumulator whichever engine plays it and in whatever order', () => {
    const first = new ShootoutDuelEngine(m, STANDING);
    const inOrder = [0, 1, 2].map((b) => {
      const acc = createShootoutDuelAccumulator(m);
      first.runBatch(streamFor('threads', m.id, b * BATCH_SIZE), 3000, acc);
      return acc;
    });
    const second = new ShootoutDuelEngine(m, STANDING);
    const shuffled = new Map<number, Float64Array>();
    for (const b of [2, 0, 1]) {
      const acc = createShootoutDuelAccumulator(m);
      second.runBatch(streamFor('threads', m.id, b * BATCH_SIZE), 3000, acc);
      shuffled.set(b, acc);
    }
    inOrder.forEach((acc, b) => expect(Array.from(shuffled.get(b)!)).toEqual(Array.from(acc)));
    // Merged in batch order (one thread, or two threads each with some batches): the same totals.
    const one = createShootoutDuelAccumulator(m);
    inOrder.forEach((acc) => mergeShootoutDuelAccumulator(one, acc));
    const two = createShootoutDuelAccumulator(m);
    [0, 1, 2].forEach((b) => mergeShootoutDuelAccumulator(two, shuffled.get(b)!));
    expect(Array.from(two)).toEqual(Array.from(one));
    expect(() => mergeShootoutDuelAccumulator(one, new Float64Array(3))).toThrow(/lengths differ: .*different scenarios or matchups/);
  });
  it('the duel parts play it as the engine does (what the rule system will register)', () => {
    const acc = SHOOTOUT_DUEL_PARTS.createAccumulator(m);
    SHOOTOUT_DUEL_PARTS.createEngine(m, STANDING).runBatch(streamFor('threads', m.id, 0), 3000, acc);
    const c = SHOOTOUT_DUEL_PARTS.counts(m, acc);
    expect(c.trials).toBe(3000);
    expect(c.randomDraws).toBeGreaterThan(3000 * 4);
    expect(SHOOTOUT_DUEL_PARTS.exact!(m, STANDING).aWins).toBeGreaterThan(0);
  });
});

describe('replay', () => {
  const m = MATCHUPS[6]!.m;
  it('replays the batch\'s trial: same outcome, dice and hits', () => {
    const trial = BATCH_SIZE + 17;
    const engine = new ShootoutDuelEngine(m, STANDING);
    let seen: ShootoutDuelTrialOutcome | undefined;
    engine.runBatch(streamFor('replay', m.id, BATCH_SIZE), 40, createShootoutDuelAccumulator(m), (i, packed) => {
      if (i === 17) seen = unpackShootoutOutcome(packed, engine);
    });
    const r = replayShootoutDuelTrial(m, STANDING, 'replay', trial);
    expect(r.trial).toBe(trial);
    expect(r.outcome).toEqual(seen);
    expect(r.header[0]).toContain('Wild Bill Hickock: CLOSE +2 RANGED +1');
    expect(r.header[2]).toContain('turn 1 is a Draw!');
    expect(SHOOTOUT_DUEL_PARTS.replay(m, STANDING, 'replay', trial).log).toEqual(r.log);
    expect(() => replayShootoutDuelTrial(m, STANDING, 'replay', -1)).toThrow(RangeError);
  });
  it('logs every die it rolls', () => {
    const engine = new ShootoutDuelEngine(m, STANDING);
    const stream = streamFor('dice', m.id, 0);
    const acc = createShootoutDuelAccumulator(m);
    for (let i = 0; i < 200; i++) {
      const before = stream.draws;
      const log: string[] = [];
      engine.runTrial(stream, acc, log);
      let logged = 0;
      for (const line of log) {
        logged += (line.match(/1D6 \d/g) ?? []).length;
        const fire = /fires (\d+) combat di/.exec(line);
        if (fire !== null) logged += Number(fire[1]);
      }
      expect(logged, log.join('\n')).toBe(stream.draws - before);
    }
  });
});
