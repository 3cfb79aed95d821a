/**
 * The standing duel: Monte Carlo against the exact Markov-chain solution, hand-computed cases,
 * replay, and input errors. Fixed seeds; tolerances of 4 standard errors.
 */
import { describe, expect, it } from 'vitest';
import { standingDuelist } from '@deadeye/agents';
import type { WeaponAgent } from '@deadeye/core';

/** Both duelists play the standing duelist (the registry's default). */
const STANDING: readonly [WeaponAgent, WeaponAgent] = [standingDuelist, standingDuelist];
import { streamFor } from '@deadeye/rng';

/** Trials per chunk, cut as a runner might (any cut gives the same results: each trial has its own numbers). */
const BATCH_SIZE = 8192;
import { INTENT_FIRE, packIntent } from '@deadeye/core';
import {
  ACC_RANDOM_DRAWS,
  buildMatchups,
  DuelEngine,
  compileDuel,
  createDuelAccumulator,
  duelCounts,
  findCharacter,
  parseStatLine,
  replayDuelTrial,
  solveDuelExact,
  unpackOutcome,
  mergeDuelAccumulator,
  type DuelMatchup,
  type DuelSetup,
} from '../src/index.ts';

/** Runs `trials` trials in batches exactly as the runner does, in-process. */
function monteCarlo(m: DuelMatchup, trials: number, seed = 'test') {
  const engine = new DuelEngine(m, STANDING);
  const total = createDuelAccumulator(m.maxTurns);
  for (let b = 0; b * BATCH_SIZE < trials; b++) {
    const acc = createDuelAccumulator(m.maxTurns);
    engine.runBatch(streamFor(seed, m.id, b * BATCH_SIZE), Math.min(BATCH_SIZE, trials - b * BATCH_SIZE), acc);
    mergeDuelAccumulator(total, acc);
  }
  return duelCounts(m, total);
}

/** |observed share - p| in standard errors of a binomial share with n trials. */
function standardErrors(count: number, n: number, p: number): number {
  const se = Math.sqrt((p * (1 - p)) / n);
  const diff = Math.abs(count / n - p);
  if (se === 0) return diff === 0 ? 0 : Infinity;
  return diff / se;
}

const who = (name: string) => findCharacter(name);

const MATCHUPS: { label: string; setup: DuelSetup }[] = [
  { label: 'Doc Holliday vs Johnny Ringo, FDR6 at 10 (long)', setup: { a: who('Doc Holliday'), b: who('Johnny Ringo'), range: 10 } },
  {
    label: 'Doc Holliday scatter gun vs Johnny Ringo at 3 (scatter gun medium, FDR6 short)',
    setup: { a: who('Doc Holliday'), b: who('Johnny Ringo'), weaponA: 'SCG2', range: 3 },
  },
  { label: 'Elias Stacey shotgun vs Cowboy SAR6 at 8 (shotgun medium, SAR6 medium)', setup: { a: who('Elias Stacey'), b: who('Cowboy'), range: 8 } },
  { label: 'tie in net speed: Jesse James vs Pat Garrett, FDR6 +26 each, at 5', setup: { a: who('Jesse James'), b: who('Pat Garrett'), range: 5 } },
  {
    label: 'reload-heavy long fight: Bank Teller vs Saloon Gal, two-shot derringers at 8 (extreme)',
    setup: { a: who('Bank Teller'), b: who('Saloon Gal'), range: 8 },
  },
  {
    label: 'rifles: Henry Wheeler army rifle vs Ambusher 9-shot rifle at 45 (medium / long)',
    setup: { a: who('Henry Wheeler'), b: who('Ambusher'), range: 45 },
  },
  {
    label: 'rulebook reading: Doc Holliday vs Johnny Ringo at 10',
    setup: { a: who('Doc Holliday'), b: who('Johnny Ringo'), range: 10, variant: 'rulebook' },
  },
  {
    label: 'scatter gun at extreme with a 0-wound chance: Bartender vs Miner at 12',
    setup: { a: who('Bartender'), b: who('Miner'), range: 12 },
  },
];

describe('standing duel: Monte Carlo within 4 standard errors of the exact solution', () => {
  const N = 200_000;
  for (const { label, setup } of MATCHUPS) {
    it(label, () => {
      const m = compileDuel(setup);
      const exact = solveDuelExact(m, STANDING);
      const mc = monteCarlo(m, N);
      const total = exact.aWins + exact.bWins + exact.bothDown + exact.draw;
      expect(total).toBeCloseTo(1, 12);
      const pairs: [string, number, number][] = [
        ['aWins', mc.aWins, exact.aWins],
        ['bWins', mc.bWins, exact.bWins],
        ['bothDown', mc.bothDown, exact.bothDown],
        ['draw', mc.draw, exact.draw],
        ['aDead', mc.a.endState.dead, exact.aDead],
        ['aUnconscious', mc.a.endState.unconscious, exact.aUnconscious],
        ['bDead', mc.b.endState.dead, exact.bDead],
        ['bUnconscious', mc.b.endState.unconscious, exact.bUnconscious],
      ];
      for (const [name, count, p] of pairs) {
        expect(standardErrors(count, N, p), `${name}: MC ${count / N} vs exact ${p}`).toBeLessThan(4);
      }
      // Turn distribution, turn by turn, and the mean.
      exact.turnDistribution.forEach((p, t) => {
        expect(standardErrors(mc.turnsHistogram[t] as number, N, p), `turn ${t + 1}`).toBeLessThan(4);
      });
      let second = 0;
      exact.turnDistribution.forEach((p, t) => (second += p * (t + 1) ** 2));
      second += exact.draw * m.maxTurns ** 2;
      const sd = Math.sqrt(Math.max(second - exact.meanTurns ** 2, 0));
      let mcTurns = mc.draw * m.maxTurns;
      mc.turnsHistogram.forEach((n, t) => (mcTurns += n * (t + 1)));
      expect(Math.abs(mcTurns / N - exact.meanTurns)).toBeLessThanOrEqual(4 * (sd / Math.sqrt(N)) + 1e-12);
    });
  }

  it('has the power to tell the two hit readings apart (the check can fail)', () => {
    const screen = solveDuelExact(compileDuel({ a: who('Doc Holliday'), b: who('Johnny Ringo'), range: 10 }), STANDING);
    const mc = monteCarlo(compileDuel({ a: who('Doc Holliday'), b: who('Johnny Ringo'), range: 10, variant: 'rulebook' }), N);
    expect(standardErrors(mc.aWins, N, screen.aWins)).toBeGreaterThan(4);
  });
});

describe('standing duel: hand-computed cases', () => {
  // A always fires first (net speed 50 against 0) and always hits (BAC 200); B has STR 1, so any
  // light or serious wound knocks B out, and B never fires.
  const sure = parseStatLine('BASP=+50 BAC=200 STR=20 WPN=1D', 'Sure Shot');
  const target = parseStatLine('BASP=+0 BAC=0 STR=1 WPN=1D', 'Target');
  // P(mortal) from the wound chart: right shoulder .10 x .10, left shoulder .10 x .20,
  // abdomen/groin .20 x .20, chest .15 x .40, head .15 x .60 = 0.22.
  it('one sure shot: B dead with P(mortal wound) = 0.22, else unconscious, all in turn 1', () => {
    const m = compileDuel({ a: sure, b: target, range: 1 });
    const x = solveDuelExact(m, STANDING);
    expect(x.aWins).toBeCloseTo(1, 12);
    expect(x.bDead).toBeCloseTo(0.22, 12);
    expect(x.bUnconscious).toBeCloseTo(0.78, 12);
    expect(x.meanTurns).toBeCloseTo(1, 12);
    const mc = monteCarlo(m, 20_000);
    expect(mc.aWins).toBe(20_000);
    expect(mc.a.shots).toBe(20_000);
    expect(mc.b.shots).toBe(0);
    expect(standardErrors(mc.b.endState.dead, 20_000, 0.22)).toBeLessThan(4);
  });

  it('a shooter who can never hit and a target who never fires: a draw after max turns, reloading between shots', () => {
    const blind = parseStatLine('BASP=+10 BAC=0 STR=10 WPN=1D', 'Blind');
    const idle = parseStatLine('BASP=+0 BAC=0 STR=10 WPN=1D', 'Idle');
    // At 8 spaces a derringer is at extreme range (-25): BAC 0 - 25 never hits.
    const m = compileDuel({ a: blind, b: idle, range: 8, maxTurns: 7 });
    const x = solveDuelExact(m, STANDING);
    expect(x.draw).toBe(1);
    expect(x.meanTurns).toBe(7);
    const mc = monteCarlo(m, 1000);
    expect(mc.draw).toBe(1000);
    // 1D: capacity 1, rate of fire 1, reload rate 2. Turns 1, 3, 5, 7 fire; 2, 4, 6 reload.
    expect(mc.a.shots).toBe(4 * 1000);
    expect(mc.b.shots).toBe(4 * 1000);
  });

  it('simultaneous fire: with equal net speeds both can go down in the same turn', () => {
    const x = parseStatLine('BASP=+10 BAC=200 STR=1 WPN=1D', 'X');
    const y = parseStatLine('BASP=+10 BAC=200 STR=1 WPN=1D', 'Y');
    const m = compileDuel({ a: x, b: y, range: 1 });
    const exact = solveDuelExact(m, STANDING);
    expect(exact.bothDown).toBeCloseTo(1, 12);
    const mc = monteCarlo(m, 2000);
    expect(mc.bothDown).toBe(2000);
    expect(mc.simultaneousFirst).toBe(2000);
  });

  it('the faster duelist fires first: the slower one never fires if the first shot always drops him', () => {
    const fast = parseStatLine('BASP=+11 BAC=200 STR=1 WPN=1D', 'Fast');
    const slow = parseStatLine('BASP=+10 BAC=200 STR=1 WPN=1D', 'Slow');
    const mc = monteCarlo(compileDuel({ a: slow, b: fast, range: 1 }), 2000);
    expect(mc.bWins).toBe(2000);
    expect(mc.a.shots).toBe(0);
    expect(mc.b.firedFirst).toBe(2000);
  });
});

describe('standing duel: setup errors', () => {
  it('a range past a weapon\'s extreme band is an error naming the weapon, the limit and the ranges to give', () => {
    expect(() => compileDuel({ a: who('Doc Holliday'), b: who('Johnny Ringo'), range: 31 })).toThrow(/FDR6.*30/s);
    expect(() => compileDuel({ a: who('Doc Holliday'), b: who('Johnny Ringo'), range: 31 })).toThrow(/; give a range from just over 0 to 30 spaces$/);
  });
  it('rejects a non-positive range, an unknown variant and a bad turn limit', () => {
    const base = { a: who('Doc Holliday'), b: who('Johnny Ringo') };
    expect(() => compileDuel({ ...base, range: 0 })).toThrow(/positive number of spaces/);
    expect(() => compileDuel({ ...base, range: 5, variant: 'house' as never })).toThrow(/unknown variant "house"/);
    expect(() => compileDuel({ ...base, range: 5, maxTurns: 0 })).toThrow(/max turns/);
  });
  it('a named weapon changes the first shot base to BASP plus that weapon\'s speed modifier', () => {
    const m = compileDuel({ a: who('Doc Holliday'), b: who('Johnny Ringo'), weaponA: 'SCG2', weaponB: 'SAR6', range: 3 });
    expect(m.a.firstShotBase).toBe(28);
    expect(m.b.firstShotBase).toBe(37);
    expect(m.a.rateOfFire).toBe(2);
    expect(m.a.band).toBe('medium');
    expect(m.a.weaponModifier).toBe(20);
  });
});

describe('batch tally', () => {
  it('a batch adds to the accumulator exactly what its trials played one at a time add, a shotgun duel too', () => {
    // runBatch counts outcomes and wounds and adds them to the accumulator once at its end
    // (DuelEngine.tally); runTrial adds each trial's at once. Every slot must agree, and a second
    // batch must not count the first's again.
    const shotgun = compileDuel({ a: who('Elias Stacey'), b: who('Cowboy'), range: 8 });
    for (const m of [compileDuel({ a: who('Doc Holliday'), b: who('Johnny Ringo'), range: 10 }), shotgun]) {
      const batched = new DuelEngine(m, STANDING);
      const single = new DuelEngine(m, STANDING);
      const a = createDuelAccumulator(m.maxTurns);
      const b = createDuelAccumulator(m.maxTurns);
      for (const first of [0, 3000]) {
        batched.runBatch(streamFor('tally', m.id, first), 3000, a);
        const stream = streamFor('tally', m.id, first);
        const before = stream.draws;
        for (let i = 0; i < 3000; i++) single.runTrial(stream, b, null);
        b[ACC_RANDOM_DRAWS] = (b[ACC_RANDOM_DRAWS] as number) + (stream.draws - before);
      }
      expect(Array.from(a)).toEqual(Array.from(b));
      const counts = duelCounts(m, a);
      expect(counts.trials).toBe(6000);
      expect(Object.values(counts.b.woundsByLocation ?? {}).reduce((x, y) => x + y, 0)).toBeGreaterThan(0);
      expect(counts.a.wins + counts.b.wins).toBeGreaterThan(0);
    }
  });
});

describe('replay', () => {
  const m = compileDuel({ a: who('Doc Holliday'), b: who('Johnny Ringo'), range: 10 });

  function batchOutcomes(batch: number, count: number) {
    const engine = new DuelEngine(m, STANDING);
    const acc = createDuelAccumulator(m.maxTurns);
    const outcomes: ReturnType<typeof unpackOutcome>[] = [];
    const stream = streamFor('replay-seed', m.id, batch * BATCH_SIZE);
    for (let i = 0; i < count; i++) outcomes.push(unpackOutcome(engine.runTrial(stream, acc, null), engine.state));
    return outcomes;
  }

  it('re-runs a trial with the outcome it had in the batch run, in the first and a later batch', () => {
    const first = batchOutcomes(0, 60);
    for (const t of [0, 17, 59]) expect(replayDuelTrial(m, 'replay-seed', t, STANDING).outcome).toEqual(first[t]);
    const second = batchOutcomes(1, 10);
    expect(replayDuelTrial(m, 'replay-seed', BATCH_SIZE + 9, STANDING).outcome).toEqual(second[9]);
  });

  it('logs net speeds, every roll and every wound', () => {
    // Find a trial with at least one wound so the log has a wound line.
    let t = 0;
    let r = replayDuelTrial(m, 'replay-seed', t, STANDING);
    while (r.outcome.a.end === 'unhurt' && r.outcome.b.end === 'unhurt') r = replayDuelTrial(m, 'replay-seed', ++t, STANDING);
    const text = r.log.join('\n');
    expect(text).toMatch(/Turn 1/);
    expect(text).toMatch(/net speed: Doc Holliday 38 \(first shot base 38\); Johnny Ringo 39/);
    expect(text).toMatch(/shot 1: needs 80 or less, rolls \d+/);
    expect(text).toMatch(/location roll \d+ = [A-Z]/);
    expect(text).toMatch(/Outcome:/);
  });
});

describe('standing duel: thrown weapons', () => {
  it('refuses a knife (throwing accuracy is not on a stat line) and accepts the Indian\'s bow', () => {
    expect(() => compileDuel({ a: who('Doc Holliday'), b: who('Cowboy'), weaponA: 'KN', range: 2 })).toThrow(/throwing accuracy/);
    const m = compileDuel({ a: who('Indian'), b: who('Cowboy'), range: 10 });
    expect(m.a.weapon).toBe('BW');
    expect(m.a.capacity).toBe(1);
    expect(m.a.reloadRate).toBe(1);
    expect(m.a.band).toBe('medium');
  });
});

describe('standing duel: the engine enforces the weapon on any agent', () => {
  it('an agent asking for more shots than the rate of fire or the rounds loaded gets what the weapon allows', () => {
    const greedy = () => packIntent(INTENT_FIRE, 99);
    const m = compileDuel({ a: parseStatLine('BASP=+10 BAC=0 STR=10 WPN=2D', 'A'), b: parseStatLine('BASP=+0 BAC=0 STR=10 WPN=2D', 'B'), range: 8, maxTurns: 3 });
    const engine = new DuelEngine(m, [greedy, greedy]);
    const acc = createDuelAccumulator(m.maxTurns);
    engine.runTrial(streamFor('greedy', m.id, 0), acc, null);
    // Two-shot derringer: 2 shots in turn 1, then nothing loaded and the greedy agent never reloads.
    expect(engine.state.columns.shots[0]).toBe(2);
    expect(engine.state.columns.loaded[0]).toBe(0);
    expect(solveDuelExact(m, [greedy, greedy]).draw).toBe(1);
  });
});

describe('standing duel: each trial starts afresh', () => {
  it('resetTrial sets every state column (written out cell by cell: a new column must be added there)', () => {
    const m = compileDuel({ a: who('Doc Holliday'), b: who('Johnny Ringo'), weaponA: 'SCG2', range: 3 });
    const engine = new DuelEngine(m, STANDING);
    const acc = createDuelAccumulator(m.maxTurns);
    const stream = streamFor('reset', m.id, 0);
    const c = engine.state.columns;
    // Play until a trial leaves something in every column: wounds, a gun-arm wound, fire, shots, hits, a man down.
    const dirty = () => [c.wounds, c.gunArm, c.fired, c.shots, c.hits, c.status].every((col) => col[0]! + col[1]! > 0);
    let t = 0;
    do engine.runTrial(stream, acc, null);
    while (!dirty() && ++t < 1000);
    expect(t).toBeLessThan(1000);
    engine.resetTrial();
    expect(Object.keys(c).sort()).toEqual(['fired', 'gunArm', 'hits', 'loaded', 'shots', 'status', 'wounds']);
    for (const [name, column] of Object.entries(c)) {
      const expected = name === 'loaded' ? [m.a.capacity, m.b.capacity] : [0, 0];
      expect([...column], name).toEqual(expected);
    }
  });
});

describe('standing duel: the duelists\' names (buildMatchups)', () => {
  it('names two of the same name and a stat line as every system does, and keys the random streams by the names as given', () => {
    const [same] = buildMatchups({ a: 'Doc Holliday', b: 'doc holliday', range: '5', maxTurns: '20' });
    expect([same!.a.name, same!.b.name]).toEqual(['Doc Holliday', 'Doc Holliday (B)']);
    expect(same!.id).toBe('duel|Doc Holliday/FDR6|Doc Holliday/FDR6|5');
    const [line] = buildMatchups({ a: 'BASP=+12 BAC=70 STR=14 WPN=SAR6', b: 'Doc Holliday', range: '2', maxTurns: '20' });
    expect([line!.a.name, line!.b.name]).toEqual(['A', 'Doc Holliday']);
    // The id (and so every trial's numbers: streamFor(seed, id, trial)) is the one compileDuel gives the line's own name.
    expect(line!.id).toBe(compileDuel({ a: parseStatLine('BASP=+12 BAC=70 STR=14 WPN=SAR6'), b: who('Doc Holliday'), range: 2 }).id);
    expect(line!.id).toContain('BASP=+12 BAC=70 STR=14 WPN=SAR6/SAR6');
  });
});
