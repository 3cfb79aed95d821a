/**
 * Binomial proportion helpers: Wilson score intervals for Monte Carlo fractions, and the
 * binomial z statistic used to compare a Monte Carlo fraction with an exact probability.
 */
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

/** A closed interval `[low, high]` of a proportion, both in 0..1 (fractions, not percent). */
export type Interval = [low: number, high: number];

function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value)) {
    throw new RangeError(`${name} must be an integer, got ${value}`);
  }
}

/**
 * Two-sided standard normal critical value for a confidence level, e.g. 0.95 -> 1.959963984540054.
 * @param confidence confidence level, a fraction strictly between 0 and 1
 * @throws RangeError when `confidence` is not in (0, 1)
 */
export function zForConfidence(confidence: number): number {
  if (!(confidence > 0 && confidence < 1)) {
    throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  }
  return normalQuantile(1 - (1 - confidence) / 2, 0, 1);
}

/**
 * Wilson score interval of a binomial proportion `successes / n`.
 *
 * Well behaved at 0 and n successes (unlike the normal approximation): 0 successes gives a low
 * of exactly 0, n successes a high of exactly 1.
 *
 * @param successes successful trials, an integer in 0..n
 * @param n trials, an integer >= 1
 * @param confidence two-sided confidence level as a fraction (default 0.95 = 95 %)
 * @returns `[low, high]` as fractions in 0..1 (not percent), unrounded
 * @throws RangeError when `n < 1`, `successes` is outside 0..n, either is not an integer, or
 *   `confidence` is not in (0, 1)
 * @example wilson(50, 100) // [0.4038..., 0.5961...]
 */
export function wilson(successes: number, n: number, confidence = 0.95): Interval {
  assertCount('n', n);
  assertCount('successes', successes);
  if (n < 1) throw new RangeError(`n must be >= 1, got ${n}`);
  if (successes < 0 || successes > n) {
    throw new RangeError(`successes must be in 0..${n}, got ${successes}`);
  }
  return wilsonBounds(successes, n, confidence);
}

/**
 * Wilson's interval of a score: `score` successes out of `n` where a success may count a
 * fraction (`deadeye balance`: a draw is half a win; a pairing whose sides mix two sizes weighs
 * its strata). The same formula as {@link wilson} with p = score / n; a draw varies less than half
 * a win and half a loss, and a weighted mean of strata less than n binary trials, so the interval
 * is a little wider than it need be (conservative).
 * @throws RangeError when `n < 1`, `score` is not a number in 0..n, or `confidence` is not in (0, 1)
 */
export function wilsonScore(score: number, n: number, confidence = 0.95): Interval {
  assertCount('n', n);
  if (n < 1) throw new RangeError(`n must be >= 1, got ${n}`);
  if (!(score >= -1e-9 && score <= n + 1e-9)) throw new RangeError(`score must be in 0..${n}, got ${score}`);
  const s = Math.min(n, Math.max(0, score));
  return wilsonBounds(s, n, confidence);
}

/**
 * Newcombe's hybrid score interval (Newcombe 1998, method 10) of the difference of two
 * independent proportions, `d = x2 / n2 - x1 / n1`, from the two Wilson intervals `[l1, u1]` and
 * `[l2, u2]`: low `d - sqrt((p2 - l2)^2 + (u1 - p1)^2)`, high `d + sqrt((u2 - p2)^2 + (p1 - l1)^2)`. It always holds
 * the difference itself, and keeps a spread when a proportion is 0 or 1, where the normal (Wald)
 * interval shrinks to nothing (a category one run never saw then got a tight interval).
 * @param x1 successes of the first (baseline) run, an integer in 0..n1
 * @param n1 trials of the first run, >= 1
 * @param x2 successes of the second run, an integer in 0..n2
 * @param n2 trials of the second run, >= 1
 * @param confidence two-sided confidence level as a fraction (default 0.95)
 * @returns `[low, high]` of the difference, fractions in -1..1 (not percentage points)
 * @throws RangeError as {@link wilson}, for either run
 */
export function newcombe(x1: number, n1: number, x2: number, n2: number, confidence = 0.95): Interval {
  wilson(x1, n1, confidence);
  wilson(x2, n2, confidence);
  return newcombeZ(x1, n1, x2, n2, zForConfidence(confidence));
}

/** {@link newcombe} at the normal critical value `z` (checked counts). */
export function newcombeZ(x1: number, n1: number, x2: number, n2: number, z: number): Interval {
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const [l1, u1] = wilsonAtZ(x1, n1, z);
  const [l2, u2] = wilsonAtZ(x2, n2, z);
  const d = p2 - p1;
  return [d - Math.sqrt((p2 - l2) ** 2 + (u1 - p1) ** 2), d + Math.sqrt((u2 - p2) ** 2 + (p1 - l1) ** 2)];
}

/** Wilson's bounds of `successes` (checked by the caller) out of `n`. */
function wilsonBounds(successes: number, n: number, confidence: number): Interval {
  return wilsonAtZ(successes, n, zForConfidence(confidence));
}

/** Wilson's bounds at the normal critical value `z`. */
function wilsonAtZ(successes: number, n: number, z: number): Interval {
  const z2 = z * z;
  const p = successes / n;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const low = successes === 0 ? 0 : Math.max(0, centre - half);
  const high = successes === n ? 1 : Math.min(1, centre + half);
  return [low, high];
}

/** How far outside 0..1 an exact probability may stray by rounding before it is rejected. */
const P_TOLERANCE = 1e-12;

/**
 * Binomial z statistic of an observed count against a probability:
 * `(count/n - p) / sqrt(p (1 - p) / n)`.
 *
 * Used to check Monte Carlo fractions against exact probabilities (|z| beyond ~4 means the two
 * disagree). When `p` is 0 or 1 the variance is 0: the result is 0 if `count/n === p`, otherwise
 * `+Infinity` or `-Infinity` by the sign of `count/n - p`.
 *
 * @param count observed successes, integer in 0..n
 * @param n trials, integer >= 1
 * @param p the exact probability, a fraction in 0..1 (values within 1e-12 outside it, as floating-point
 *   sums of probabilities produce, are clamped into it)
 * @returns z in standard deviations (unitless)
 * @throws RangeError when `n < 1`, `count` is outside 0..n, or `p` is outside 0..1
 */
export function binomialZ(count: number, n: number, p: number): number {
  assertCount('n', n);
  assertCount('count', count);
  if (n < 1) throw new RangeError(`n must be >= 1, got ${n}`);
  if (count < 0 || count > n) throw new RangeError(`count must be in 0..${n}, got ${count}`);
  if (!(p >= -P_TOLERANCE && p <= 1 + P_TOLERANCE)) throw new RangeError(`p must be in 0..1, got ${p}`);
  p = Math.min(1, Math.max(0, p));
  const observed = count / n;
  const variance = p * (1 - p);
  if (variance === 0) {
    if (observed === p) return 0;
    return observed > p ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  }
  return (observed - p) / Math.sqrt(variance / n);
}
