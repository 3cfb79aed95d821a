/**
 * `--target-error` (issue #16 section 5): the trial count from a pilot's Wilson interval, the cap,
 * and, simulated with fixed seeds, that runs of the chosen size reach the stated precision.
 */
import { describe, expect, it } from 'vitest';
import { Stream } from '@deadeye/rng';
import { precisionPlan, trialsForPrecision, widestHalfWidth, wilson } from '../src/index.ts';

describe('trialsForPrecision', () => {
  it('sizes the run for the rate whose pilot interval allows the largest variance', () => {
    // A pilot at 1/2: the Wilson half-width at 1/2 (about z / 2 / sqrt(n)), at most 0.005 from n = 38,414.
    const half = trialsForPrecision([{ label: 'A win', count: 1000, n: 2000 }], 0.005, 1e6);
    expect(half.limiting).toBe('A win');
    expect(Math.abs(half.trials - 38414)).toBeLessThanOrEqual(5);
    const atHalf = (n: number): number => { const [lo, hi] = wilson(n / 2, n); return (hi - lo) / 2; };
    expect(atHalf(half.trials % 2 === 0 ? half.trials : half.trials + 1)).toBeLessThanOrEqual(0.005);
    // A pilot at 10%: sized at the upper limit of its 99% interval, the larger rate limiting.
    const [, hi] = wilson(200, 2000, 0.99);
    const tenth = trialsForPrecision([{ label: 'rare', count: 200, n: 2000 }, { label: 'rarer', count: 20, n: 2000 }], 0.01, 1e6);
    expect(tenth.limiting).toBe('rare');
    expect(Math.abs(tenth.trials - (1.959963984540054 ** 2 * hi * (1 - hi)) / 0.0001)).toBeLessThan(10);
    // Never fewer trials than the pilot.
    expect(trialsForPrecision([{ label: 'rare', count: 2, n: 2000 }], 0.05, 1e6).trials).toBe(2000);
    // Paired: the share of trials that differ bounds the variance of the paired difference.
    const [, dh] = wilson(40, 2000, 0.99);
    expect(trialsForPrecision([{ label: 'change', count: 40, n: 2000, kind: 'paired' }], 0.002, 1e7).trials).toBe(Math.ceil((1.959963984540054 ** 2 * dh) / 0.002 ** 2));
    // The cap.
    expect(trialsForPrecision([{ label: 'A win', count: 1000, n: 2000 }], 0.001, 50000)).toEqual({ trials: 50000, limiting: 'A win', capped: true });
    expect(() => trialsForPrecision([], 0, 10)).toThrow(/--target-error/);
    expect(() => trialsForPrecision([], 0.01, 1)).toThrow(/--max-trials/);
  });

  it('reports a cap that stopped the run as not reached', () => {
    const planned = trialsForPrecision([{ label: 'A win', count: 1000, n: 2000 }], 0.001, 50000);
    const plan = precisionPlan({ target: 0.001, confidence: 0.95, pilotSeed: 's/pilot', pilotTrials: 2000, maxTrials: 50000 }, planned, widestHalfWidth([{ label: 'A win', count: 25000, n: 50000 }]));
    expect(plan.reached).toBe(false);
    expect(plan.note).toMatch(/--max-trials cap \(50000\)/);
    expect(plan.achieved).toBeGreaterThan(0.004);
  });

  it('reaches the stated precision in nearly every run (simulated binomial pilots and runs, fixed seed)', () => {
    const s = new Stream('precision-test');
    const target = 0.01;
    for (const p of [0.003, 0.03, 0.2, 0.5, 0.85]) {
      let reached = 0;
      const reps = 200;
      for (let r = 0; r < reps; r++) {
        let c = 0;
        for (let i = 0; i < 2000; i++) if (s.uniform() < p) c++;
        const { trials } = trialsForPrecision([{ label: 'x', count: c, n: 2000 }], target, 1e7);
        let k = 0;
        for (let i = 0; i < trials; i++) if (s.uniform() < p) k++;
        if (widestHalfWidth([{ label: 'x', count: k, n: trials }]).halfWidth <= target) reached++;
      }
      // The pilot's upper bound makes falling short rare (with the pilot's 99% interval and at least the pilot's trials, a few in a hundred at most).
      expect(reached / reps).toBeGreaterThanOrEqual(0.95);
    }
  });
});
