/**
 * The A/B comparison's statistics (issue #16 section 3): the paired t-test against scipy's
 * `ttest_rel` on published-style data, identical arms give exactly zero differences, a known shift
 * is found, and pairing is worth more unpaired trials when the arms move together.
 */
import { describe, expect, it } from 'vitest';
import { abComparison, pairedMeanDifference, type ArmRecords } from '../src/index.ts';
import { INFO, records } from './ab-fixtures.ts';
import { signFlipExact } from '../src/ab.ts';

describe('signFlipExact', () => {
  it('gives the exact permutation p-value of paired whole-number differences (an audit, 2026-12-01: the t-test said 0.046 for 4 of 4 trials up by 1)', () => {
    const zeros = (_k: number, v: number[]) => [...new Array<number>(5000 - v.length).fill(0), ...v];
    // 4 trials up by 1 of 5,000: 2 / 16; 12 up and 1 down: scipy binomtest(12, 13) 0.00341796875.
    expect(signFlipExact(zeros(0, [1, 1, 1, 1]))).toBeCloseTo(0.125, 12);
    expect(signFlipExact(zeros(0, [...new Array<number>(12).fill(1), -1]))).toBeCloseTo(0.00341796875, 12);
    // Mixed sizes, by enumeration of the 32 signs (Python itertools): 0.25.
    expect(signFlipExact([2, 1, 1, -1, 3, 0, 0])).toBeCloseTo(0.25, 12);
    expect(signFlipExact([0, 0, 0])).toBe(1);
    expect(signFlipExact([0.5, 1])).toBeNull();
    expect(signFlipExact(new Array<number>(201).fill(1))).toBeNull();
  });

  it("ab's mean metrics take it when few trials differ", () => {
    const n = 5000;
    const a: ArmRecords = { winners: new Int8Array(n), turns: new Int32Array(n).fill(3), casualties: new Int32Array(2 * n) };
    const turns = new Int32Array(n).fill(3);
    for (let t = 0; t < 4; t++) turns[t] = 4;
    const b: ArmRecords = { ...a, turns };
    const c = abComparison({ ...INFO, trials: n }, ['Law', 'Cowboys'], a, b);
    const m = c.metrics.find((x) => x.key === 'turns')!;
    expect(m.test).toBe('sign-flip exact');
    expect(m.pValue).toBeCloseTo(0.125, 12);
  });
});

describe('pairedMeanDifference', () => {
  it("matches scipy's ttest_rel (p-value and 95% interval of the mean difference)", () => {
    // scipy 1.17: ttest_rel([1,2,3,4,5,6], [1,1,2,2,3,3]) -> p 0.01722454968034138, CI (0.39934261529, 2.60065738471)
    const one = pairedMeanDifference([1, 1, 2, 2, 3, 3], [1, 2, 3, 4, 5, 6]);
    expect(one.difference).toBeCloseTo(1.5, 12);
    expect(one.pValue).toBeCloseTo(0.01722454968034138, 10);
    expect(one.interval[0]).toBeCloseTo(0.3993426152919868, 10);
    expect(one.interval[1]).toBeCloseTo(2.600657384708013, 10);
    // ttest_rel([0,1,0,2,1,3,0,1], [1,1,0,1,0,1,0,0]) -> p 0.1704706607870538, CI (-0.27400497308, 1.27400497308)
    const two = pairedMeanDifference([1, 1, 0, 1, 0, 1, 0, 0], [0, 1, 0, 2, 1, 3, 0, 1]);
    expect(two.pValue).toBeCloseTo(0.1704706607870538, 10);
    expect(two.interval[0]).toBeCloseTo(-0.2740049730751596, 10);
    expect(two.interval[1]).toBeCloseTo(1.2740049730751597, 10);
  });

  it('is exactly zero, with p = 1, when no trial differs, and counts a constant shift as certain', () => {
    const same = pairedMeanDifference([3, 1, 4, 1, 5], [3, 1, 4, 1, 5]);
    expect([same.difference, same.interval[0], same.interval[1], same.pValue]).toEqual([0, 0, 0, 1]);
    const shifted = pairedMeanDifference([3, 1, 4, 1, 5], [4, 2, 5, 2, 6]);
    expect([shifted.difference, shifted.pValue]).toEqual([1, 0]);
    expect(() => pairedMeanDifference([1], [1])).toThrow(RangeError);
    expect(() => pairedMeanDifference([1, 2], [1])).toThrow(RangeError);
  });

  it('is worth more unpaired trials the more the arms move together', () => {
    // B = A + small noise: the unpaired variance (two arms) dwarfs the paired one.
    const a = Array.from({ length: 400 }, (_, t) => (t * 7919) % 13);
    const b = a.map((x, t) => x + (t % 10 === 0 ? 1 : 0));
    const p = pairedMeanDifference(a, b);
    expect(p.unpairedEquivalent).toBeGreaterThan(50 * 400);
    expect(p.interval[1] - p.interval[0]).toBeLessThan(0.1);
  });
});

describe('abComparison', () => {
  const n = 2000;
  it('gives exactly zero differences and no trial differing for identical arms', () => {
    const a = records(n, (t) => (t % 3) - 1, (t) => 1 + (t % 7), (t, s) => (t + s) % 3);
    const c = abComparison({ ...INFO, trials: n }, ['Law', 'Cowboys'], a, a);
    expect(c.trialsDiffering).toBe(0);
    expect(c.metrics.map((m) => m.key)).toEqual(['wins:Law', 'wins:Cowboys', 'draws', 'turns', 'casualties:Law', 'casualties:Cowboys']);
    for (const m of c.metrics) {
      expect(m.difference).toBe(0);
      expect(m.discordant).toBe(0);
      expect(m.adjustedP).toBe(1);
    }
    expect(c.text[1]).toMatch(/same outcome in every trial/);
  });

  it('finds a shift in one side\'s wins and the turns, Holm-adjusted, and leaves what did not move', () => {
    // B: every 10th trial Law loses -> wins; each of those lasts one turn more.
    const a = records(n, (t) => (t % 2 === 0 ? 0 : 1), (t) => 3 + (t % 5), (t, s) => (s === 0 ? t % 2 : 1 - (t % 2)));
    const b = records(n, (t) => (t % 2 === 0 || t % 10 === 1 ? 0 : 1), (t) => 3 + (t % 5) + (t % 10 === 1 ? 1 : 0), (t, s) => (s === 0 ? t % 2 : 1 - (t % 2)));
    const c = abComparison({ ...INFO, trials: n }, ['Law', 'Cowboys'], a, b);
    const law = c.metrics.find((m) => m.key === 'wins:Law')!;
    expect(law.difference).toBeCloseTo(0.1, 12);
    expect(law.discordant).toBe(200);
    expect(law.interval[0]).toBeGreaterThan(0.08);
    expect(law.adjustedP).toBeLessThan(1e-6);
    const turns = c.metrics.find((m) => m.key === 'turns')!;
    expect(turns.difference).toBeCloseTo(0.1, 12);
    expect(turns.adjustedP).toBeLessThan(1e-6);
    expect(c.metrics.find((m) => m.key === 'casualties:Law')!.adjustedP).toBe(1);
    expect(c.trialsDiffering).toBe(200);
    expect(c.text.some((l) => /^Law win: 50\.0% -> 60\.0%, \+10\.00 \[/.test(l))).toBe(true);
    // What pairing bought: the range over the metrics that differed, two significant figures (an
    // audit, 2026-12-01: the sentence named the largest alone, to the trial).
    const worth = c.metrics.filter((m) => m.discordant > 0 && Number.isFinite(m.unpairedEquivalent)).map((m) => m.unpairedEquivalent);
    const two = (x: number): string => Number(x.toPrecision(2)).toLocaleString('en-US');
    const line = c.text.find((l) => l.startsWith('Pairing made this comparison'))!;
    expect(line).toContain(`as precise as ${two(Math.min(...worth))} to ${two(Math.max(...worth))} unpaired trials per arm, by metric`);
  });
});

describe('abComparison text: counts of trials (an audit, 2026-12-08)', () => {
  it('"1 trial (2.5%) ended differently", not "1 trials"', () => {
    const n = 40;
    const a = records(n, () => 0, () => 3, () => 1);
    const b = records(n, (t) => (t === 7 ? 1 : 0), () => 3, () => 1);
    const c = abComparison({ ...INFO, trials: n }, ['Law', 'Cowboys'], a, b);
    expect(c.text[0]).toContain('40 trials each on common random numbers; 1 trial (2.5%) ended differently.');
  });
});
