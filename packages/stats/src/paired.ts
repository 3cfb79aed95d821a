/**
 * Paired comparison of two arms played on common random numbers (trial t of each arm from the
 * same stream): the change in a side's win rate with a paired interval, McNemar's exact test on
 * the discordant trials ({@link mcnemarExact}), and how much the pairing saved against two
 * independent runs.
 */
import { lazyFunction } from './lazy-require.ts';
import { wilson, zForConfidence, type Interval } from './intervals.ts';

const binomialCdf = lazyFunction<(x: number, n: number, p: number) => number>('@stdlib/stats-base-dists-binomial-cdf');

/**
 * McNemar's exact test of `gained` against `lost` discordant trials: the two-sided binomial test
 * of `gained` of `gained + lost` at p = 1/2, which, the distribution being symmetric, is twice the
 * lower tail at the smaller count, capped at 1 (1 when there is no discordant trial).
 *
 * Written from the lower tail (`@stdlib/stats-base-dists-binomial-cdf`) rather than with
 * `@stdlib/stats-binomial-test`, which forms the far tail as 1 - cdf: below about 1e-16 that is 0,
 * and its p-value was half the true one (an audit, 2026-12-01: 2.395e-89 for 27 against 410, where
 * scipy's binomtest gives 4.789e-89).
 * @returns the p-value, a probability in 0..1
 */
export function mcnemarExact(gained: number, lost: number): number {
  const n = gained + lost;
  if (n === 0 || gained === lost) return 1;
  return Math.min(1, 2 * binomialCdf(Math.min(gained, lost), n, 0.5));
}

/** The change in one side's win rate from a base arm to a changed arm, trial by trial. */
export interface PairedWinDifference {
  /** Trials in each arm. */
  readonly trials: number;
  /** Wins of the side in the base arm and in the changed arm, with Wilson intervals (fractions). */
  readonly baseWins: number;
  readonly baseRate: number;
  readonly baseInterval: Interval;
  readonly armWins: number;
  readonly armRate: number;
  readonly armInterval: Interval;
  /** Trials the side won in the changed arm only (`gained`) and in the base arm only (`lost`). */
  readonly gained: number;
  readonly lost: number;
  /** armRate - baseRate (a fraction; x 100 for points). */
  readonly difference: number;
  /**
   * Its paired interval: Agresti and Min's adjusted Wald interval for a difference of paired
   * proportions (half a trial added to each cell of the 2 x 2 table; "Simple improved confidence
   * intervals for comparing matched proportions", Statistics in Medicine 24, 2005, 729-740), which
   * keeps its coverage when few trials differ (a plain Wald interval has width 0 when none does);
   * clipped to [-1, 1], as their own code does (with a handful of trials it can reach past).
   */
  readonly interval: Interval;
  /** McNemar's exact test: two-sided binomial test of `gained` out of `gained + lost` at 1/2 (1 when none is discordant). */
  readonly pValue: number;
  /**
   * Trials per arm that two independent runs would need for an interval as narrow (the unpaired
   * variance over the paired one, times `trials`); Infinity when the arms never differ.
   */
  readonly unpairedEquivalent: number;
}

/**
 * Compares arm `arm` with arm `base` on `side`'s wins: `base[t]` and `arm[t]` are trial t's
 * winning side in each arm (-1 none), the two played from the same stream.
 * @param confidence two-sided level of the interval (default 0.95)
 * @throws RangeError when the arms differ in length or are empty, or `confidence` is not in (0, 1)
 */
export function pairedWinDifference(base: Int8Array, arm: Int8Array, side: number, confidence = 0.95): PairedWinDifference {
  const n = base.length;
  if (n === 0 || arm.length !== n) throw new RangeError(`paired arms need the same number of trials (at least 1), got ${n} and ${arm.length}`);
  let b = 0;
  let a = 0;
  let gained = 0;
  let lost = 0;
  for (let t = 0; t < n; t++) {
    const wb = base[t] === side ? 1 : 0;
    const wa = arm[t] === side ? 1 : 0;
    b += wb;
    a += wa;
    if (wa > wb) gained++;
    else if (wb > wa) lost++;
  }
  const z = zForConfidence(confidence);
  const d = (gained - lost) / n;
  // Variance of the mean of the per-trial differences (values -1, 0, 1).
  const varPaired = ((gained + lost) / n - d * d) / n;
  // Agresti-Min: the same with half a trial more in each of the four cells.
  const nA = n + 2;
  const dA = (gained - lost) / nA;
  const half = z * Math.sqrt(Math.max(0, ((gained + lost + 1) / nA - dA * dA) / nA));
  const pb = b / n;
  const pa = a / n;
  const varUnpaired = (pb * (1 - pb) + pa * (1 - pa)) / n;
  return {
    trials: n,
    baseWins: b,
    baseRate: pb,
    baseInterval: wilson(b, n, confidence),
    armWins: a,
    armRate: pa,
    armInterval: wilson(a, n, confidence),
    gained,
    lost,
    difference: d,
    interval: [Math.max(-1, dA - half), Math.min(1, dA + half)],
    pValue: mcnemarExact(gained, lost),
    unpairedEquivalent: varPaired > 0 ? (n * varUnpaired) / varPaired : varUnpaired > 0 ? Infinity : n,
  };
}
