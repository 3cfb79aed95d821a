import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { agentLane, diceLane, ForcedStream, Stream, streamFor, streamKey, TRIAL_LANE } from '../src/index.ts';

/** Chi-square statistic of observed counts against a uniform expectation. */
function chiSquare(counts: number[]): number {
  const n = counts.reduce((a, b) => a + b, 0);
  const e = n / counts.length;
  return counts.reduce((s, c) => s + (c - e) ** 2 / e, 0);
}

describe('streams', () => {
  const draws = (s: Stream, n = 20): number[] => Array.from({ length: n }, () => s.d100());
  /** The first `n` d100 of trial `t` of the run (seed, id), lane `lane`. */
  const trialDraws = (seed: string | number, id: string, t: number, lane = TRIAL_LANE, n = 20): number[] => {
    const s = streamFor(seed, id, t);
    s.nextTrial();
    s.lane(lane);
    return draws(s, n);
  };

  it('give each trial numbers that are a pure function of (seed, id, trial)', () => {
    const xs = trialDraws(42, 'duel|x', 3);
    expect(trialDraws('42', 'duel|x', 3)).toEqual(xs);
    expect(trialDraws(42, 'duel|x', 4)).not.toEqual(xs);
    expect(trialDraws(42, 'duel|y', 3)).not.toEqual(xs);
    expect(trialDraws(43, 'duel|x', 3)).not.toEqual(xs);
    // Trial indices past 2^32 are trials of their own.
    expect(trialDraws(42, 'duel|x', 2 ** 32 + 3)).not.toEqual(xs);
    expect(streamKey(1, 'id')).not.toBe(streamKey(1, 'id2'));
  });

  it('play trial t on the same numbers whichever stream enters it (any cut of a run into tasks)', () => {
    const s = streamFor('cut', 'scenario', 0);
    const seq: number[][] = [];
    for (let t = 0; t < 12; t++) {
      s.nextTrial();
      // A varying number of draws per trial, in several lanes, as an engine would.
      const row = draws(s, 1 + (t % 5));
      s.lane(diceLane(t % 3));
      row.push(...draws(s, 3));
      seq.push(row);
      expect(s.trial).toBe(t);
    }
    for (const first of [0, 5, 11]) {
      const fresh = streamFor('cut', 'scenario', first);
      for (let t = first; t < 12; t++) {
        fresh.nextTrial();
        const row = draws(fresh, 1 + (t % 5));
        fresh.lane(diceLane(t % 3));
        row.push(...draws(fresh, 3));
        expect(row).toEqual(seq[t]);
      }
    }
  });

  it("keep each lane's numbers whatever the other lanes draw (common random numbers)", () => {
    // Arm A: character 0 rolls 2 dice, then character 1 rolls 5; arm B: character 0 rolls 7 (a rule drew more).
    const arm = (first: number): { one: number[]; agent: number[]; own: number[] } => {
      const s = streamFor('crn', 'fight', 9);
      s.nextTrial();
      const own = draws(s, 2);
      s.lane(diceLane(0));
      draws(s, first);
      const was = s.lane(agentLane(1));
      expect(was).toBe(diceLane(0));
      const agent = draws(s, 4);
      s.lane(diceLane(1));
      const one = draws(s, 5);
      return { one, agent, own };
    };
    const a = arm(2);
    const b = arm(7);
    expect(b.one).toEqual(a.one);
    expect(b.agent).toEqual(a.agent);
    expect(b.own).toEqual(a.own);
    // Lanes differ from one another.
    expect(a.one).not.toEqual(a.agent);
    expect(trialDraws(1, 'x', 0, diceLane(0))).not.toEqual(trialDraws(1, 'x', 0, diceLane(1)));
    expect(trialDraws(1, 'x', 0, diceLane(5))).not.toEqual(trialDraws(1, 'x', 0, agentLane(5)));
  });

  it('enter a trial at any lane on the same numbers as entering it and then selecting that lane', () => {
    for (const lane of [diceLane(0), diceLane(1), agentLane(2), 40]) {
      const entered = streamFor('enter-at', 'duel', 5);
      const selected = streamFor('enter-at', 'duel', 5);
      for (let t = 5; t < 9; t++) {
        entered.nextTrial(lane);
        selected.nextTrial();
        selected.lane(lane);
        expect(entered.trial).toBe(t);
        expect(draws(entered, 7)).toEqual(draws(selected, 7));
        // The lanes not entered at, the trial's own among them, are seeded on first use as usual.
        for (const other of [TRIAL_LANE, diceLane(3)]) {
          entered.lane(other);
          selected.lane(other);
          expect(draws(entered, 3)).toEqual(draws(selected, 3));
        }
      }
    }
  });

  it("step exactly seedrandom's Tyche-i from each lane's state", () => {
    for (const [t, lane] of [[0, 0], [7, 3], [123_456, 40]] as const) {
      const s = streamFor('tyche', 'id', t);
      s.nextTrial();
      s.lane(lane);
      const state = (s as unknown as { state: Int32Array }).state;
      const o = 4 * lane;
      const raw = seedrandom.tychei('', { state: { a: state[o]!, b: state[o + 1]!, c: state[o + 2]!, d: state[o + 3]! } } as never);
      for (let k = 0; k < 5000; k++) {
        const want = raw();
        if (k % 3 === 0) expect(s.uniform()).toBe(want);
        else if (k % 3 === 1) expect(s.d100()).toBe(Math.floor(want * 100) + 1);
        else expect(s.die(6)).toBe(Math.floor(want * 6) + 1);
      }
    }
  });

  it("seed each lane's state by the header's derivation, word by word (the written-out finalisers)", () => {
    // The derivation as the module's header states it, with fmix32 MurmurHash3's finaliser.
    const fmix32 = (h: number): number => {
      h ^= h >>> 16;
      h = Math.imul(h, 0x85ebca6b);
      h ^= h >>> 13;
      h = Math.imul(h, 0xc2b2ae35);
      return (h ^ (h >>> 16)) | 0;
    };
    const K = [0x9e3779b1 | 0, 0x7feb352d, 0x846ca68b | 0, 0x68e31da5];
    const G = [0x85157af5 | 0, 0x2c1b3c6d, 0x297a2d39, 0xb5297a4d | 0];
    const key = streamKey(7, 'derivation');
    const rootGen = seedrandom.xor4096(key);
    const root = [0, 1, 2, 3].map(() => rootGen.int32() | 0);
    for (const t of [0, 1, 99, 2 ** 31 + 5, 2 ** 32 + 3, 3 * 2 ** 32 + 17]) {
      const tw = root.map((r, k) => fmix32((fmix32(r ^ (t | 0)) + Math.imul(Math.floor(t / 2 ** 32) | 0, K[k]!)) | 0));
      const s = new Stream(key, t);
      s.nextTrial(diceLane(2));
      for (const lane of [diceLane(2), TRIAL_LANE, agentLane(0), 40]) {
        s.lane(lane);
        const state = (s as unknown as { state: Int32Array }).state;
        const want = tw.map((w, k) => fmix32(w ^ Math.imul(lane + 1, G[k]!)));
        expect(Array.from(state.subarray(4 * lane, 4 * lane + 4))).toEqual(want);
      }
    }
  });

  it('give uniform, uncorrelated first draws across trials and lanes (the per-trial seeding)', () => {
    const N = 100_000;
    const s = streamFor('seeding', 'scenario', 0);
    const first = new Array<number>(100).fill(0);
    const pair = new Array<number>(100).fill(0);
    for (let t = 0; t < N; t++) {
      s.nextTrial();
      s.lane(diceLane(0));
      const a = s.d10();
      s.lane(diceLane(1));
      const b = s.d10();
      s.lane(TRIAL_LANE);
      first[s.d100() - 1]!++;
      pair[(a - 1) * 10 + (b - 1)]!++;
    }
    // Chi-square critical value at p = 0.0001 for 99 degrees of freedom (fixed seed: never flakes).
    expect(chiSquare(first)).toBeLessThan(160);
    expect(chiSquare(pair)).toBeLessThan(160);
  });

  it('count every number drawn', () => {
    const s = new Stream('count');
    s.d100();
    s.d10();
    s.d6();
    s.twoD10Digits();
    s.nD10KeepHighest(3, 2);
    expect(s.draws).toBe(1 + 1 + 1 + 2 + 3);
  });
});

describe('dice', () => {
  const N = 200_000;
  // Chi-square critical values at p = 0.0001 (fixed seed, so this never flakes; a biased die fails).
  const CRIT = { 5: 25.7, 9: 33.7, 99: 160 } as const;

  it('d100 is uniform on 1..100', () => {
    const s = new Stream('d100');
    const counts = new Array<number>(100).fill(0);
    for (let i = 0; i < N; i++) {
      const r = s.d100();
      expect(r >= 1 && r <= 100 && Number.isInteger(r)).toBe(true);
      counts[r - 1]!++;
    }
    expect(chiSquare(counts)).toBeLessThan(CRIT[99]);
  });

  it('d10 and d6 are uniform on their faces', () => {
    const s = new Stream('small dice');
    const c10 = new Array<number>(10).fill(0);
    const c6 = new Array<number>(6).fill(0);
    for (let i = 0; i < N; i++) {
      c10[s.d10() - 1]!++;
      c6[s.d6() - 1]!++;
    }
    expect(chiSquare(c10)).toBeLessThan(CRIT[9]);
    expect(chiSquare(c6)).toBeLessThan(CRIT[5]);
    expect(c10.every((c) => c > 0)).toBe(true);
  });

  it('2d10 read as digits and summed is 2..20 with the triangular distribution', () => {
    const s = new Stream('2d10');
    const counts = new Array<number>(21).fill(0);
    for (let i = 0; i < N; i++) counts[s.twoD10Digits()]!++;
    expect(counts[0]).toBe(0);
    expect(counts[1]).toBe(0);
    // P(11) = 10/100, P(2) = P(20) = 1/100.
    expect(Math.abs(counts[11]! / N - 0.1)).toBeLessThan(4 * Math.sqrt((0.1 * 0.9) / N));
    expect(Math.abs(counts[2]! / N - 0.01)).toBeLessThan(4 * Math.sqrt((0.01 * 0.99) / N));
    expect(Math.abs(counts[20]! / N - 0.01)).toBeLessThan(4 * Math.sqrt((0.01 * 0.99) / N));
  });

  it('nD10 keeps the highest or lowest dice', () => {
    const f = () => new ForcedStream([3, 9, 1]);
    expect(f().nD10KeepHighest(3, 2)).toBe(12);
    expect(f().nD10KeepLowest(3, 2)).toBe(4);
    expect(f().nD10KeepHighest(3, 1)).toBe(9);
    expect(() => new Stream('x').nD10KeepHighest(2, 3)).toThrow(RangeError);
    // E[max of 2d10] = 7.15
    const s = new Stream('keep');
    let sum = 0;
    for (let i = 0; i < N; i++) sum += s.nD10KeepHighest(2, 1);
    expect(Math.abs(sum / N - 7.15)).toBeLessThan(0.03);
  });

  it('ForcedStream replays fixed dice and refuses impossible ones', () => {
    const f = new ForcedStream([100, 10, 6]);
    expect(f.d100()).toBe(100);
    expect(f.d10()).toBe(10);
    expect(f.d6()).toBe(6);
    expect(() => f.d6()).toThrow(/ran out/);
    expect(() => new ForcedStream([7]).d6()).toThrow(/not a roll of 1..6/);
  });

  it('shuffles a deck deterministically', () => {
    const deck = Array.from({ length: 52 }, (_, i) => i);
    const a = new Stream('deck').shuffle([...deck]);
    const b = new Stream('deck').shuffle([...deck]);
    expect(a).toEqual(b);
    expect([...a].sort((x, y) => x - y)).toEqual(deck);
    expect(a).not.toEqual(deck);
  });
});
