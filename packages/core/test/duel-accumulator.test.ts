import { describe, expect, it } from 'vitest';
import {
  ACC_A_WINS,
  ACC_B_WINS,
  ACC_BOTH_DOWN,
  ACC_DRAW,
  ACC_RANDOM_DRAWS,
  ACC_SIMULTANEOUS_FIRST,
  ACC_TRIALS,
  D_END,
  D_FIRED_FIRST,
  D_HITS,
  D_SHOTS,
  D_WINS,
  D_WINS_WHEN_FIRST,
  DUEL_RUN_SLOTS,
  DUELIST_SLOTS,
  duelistBlock,
  duelLayout,
  newDuelAccumulator,
  readDuelCounts,
  readDuelistCounts,
} from '../src/sim/duel-accumulator.ts';

describe('the duel accumulator every system with a duel engine shares', () => {
  it('lays the duelists out from their base, stride apart, and the turns histogram after them', () => {
    const l = duelLayout(8, 24);
    expect(l).toEqual({ duelistBase: 8, duelistStride: 24, turnsBase: 56 });
    expect([duelistBlock(l, 0), duelistBlock(l, 1)]).toEqual([8, 32]);
    expect(newDuelAccumulator(l, 10).length).toBe(66);
    expect([...newDuelAccumulator(l, 3)].every((v) => v === 0)).toBe(true);
  });

  it('refuses a layout that overlaps the shared slots', () => {
    expect(() => duelLayout(DUEL_RUN_SLOTS - 1, 24)).toThrow(/at least 7/);
    expect(() => duelLayout(8, DUELIST_SLOTS - 1)).toThrow(/at least 9/);
  });

  it('reads every slot back into its field, in the order the results JSON writes them', () => {
    const l = duelLayout(16, 16);
    const acc = newDuelAccumulator(l, 3);
    // A distinct value in every shared slot, so a slot read into the wrong field shows.
    [ACC_TRIALS, ACC_A_WINS, ACC_B_WINS, ACC_BOTH_DOWN, ACC_DRAW, ACC_SIMULTANEOUS_FIRST, ACC_RANDOM_DRAWS].forEach((s, k) => (acc[s] = 100 + k));
    for (const d of [0, 1]) {
      const base = l.duelistBase + d * l.duelistStride;
      [D_WINS, D_FIRED_FIRST, D_WINS_WHEN_FIRST, D_SHOTS, D_HITS, D_END, D_END + 1, D_END + 2, D_END + 3].forEach((s, k) => (acc[base + s] = 1000 * (d + 1) + k));
    }
    acc[l.turnsBase] = 7;
    acc[l.turnsBase + 2] = 9;
    const a = readDuelistCounts(acc, l, 0, { name: 'A', weapon: 'colt', band: 'short', profile: 'a gunfighter' });
    const b = readDuelistCounts(acc, l, 1, { name: 'B', weapon: 'FDR6', band: 'medium', firstShotBase: 40, bac: 55, str: 12 });
    expect(a).toEqual({ name: 'A', weapon: 'colt', band: 'short', profile: 'a gunfighter', wins: 1000, firedFirst: 1001, winsWhenFiredFirst: 1002, shots: 1003, hits: 1004, endState: { unhurt: 1005, wounded: 1006, unconscious: 1007, dead: 1008 } });
    expect(Object.keys(b)).toEqual(['name', 'weapon', 'band', 'firstShotBase', 'bac', 'str', 'wins', 'firedFirst', 'winsWhenFiredFirst', 'shots', 'hits', 'endState']);
    expect(b.wins).toBe(2000);
    const counts = readDuelCounts(acc, l, { range: 12, maxTurns: 3 }, a, b);
    expect(counts).toEqual({ range: 12, trials: 100, maxTurns: 3, aWins: 101, bWins: 102, bothDown: 103, draw: 104, simultaneousFirst: 105, turnsHistogram: [7, 0, 9], randomDraws: 106, a, b });
    expect(Object.keys(counts)).toEqual(['range', 'trials', 'maxTurns', 'aWins', 'bWins', 'bothDown', 'draw', 'simultaneousFirst', 'turnsHistogram', 'randomDraws', 'a', 'b']);
  });
});
