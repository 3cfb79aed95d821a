/**
 * Numbers as the terminal and the reports print them, written once for both.
 */

/**
 * A mean with `digits` decimals, except one that would print as 0 but is not (0 < |x| below half
 * the last decimal): then to one significant figure (`0.004`), so that a mean of shots or turns
 * that is small but real does not print as `0.00` beside a rate it made (an audit, 2026-12-01:
 * "Mean shots per trial 0.00" beside a 60% hit rate).
 * @param x the mean (any unit)
 * @param digits decimals, 0 or more
 */
export function meanText(x: number, digits = 2): string {
  const fixed = x.toFixed(digits);
  return x !== 0 && Math.abs(x) < 0.5 * 10 ** -digits ? x.toPrecision(1) : fixed;
}

/**
 * A share (a fraction of trials, shots...: 0.4512) in percent with `digits` decimals, no sign
 * (`45.12`), except one that would print as a bound it is not: a share above 0 that would print as
 * 0, or one below 1 that would print as 100, gets as many more decimals as it takes to differ (up
 * to 6), so that 99.99% of trials does not read as all of them (an audit, 2026-12-06: the O.K.
 * Corral's comparison said "Earps win 100.0% [100.0, 100.0] under Quick on the Draw" beside a table
 * of 99.99% [99.99-100.00], 10 trials of 100,000 going the other way). Any other number (a
 * difference, a share of 0 or 1, or one within float noise of them: 1e-12) prints with `digits` decimals.
 * @param x the share, a fraction (1 = 100%)
 * @param digits decimals, 0 or more
 */
export function shareDigits(x: number, digits: number): string {
  let d = digits;
  let s = (100 * x).toFixed(d);
  // Within float noise of a bound (an exact probability summed to 0.9999999999999998, which a share
  // of counts never is: k of n trials is at least 1/n from either bound): the bound, as it is.
  if (Math.abs(x) < FLOAT_NOISE || Math.abs(1 - x) < FLOAT_NOISE) return s;
  while (d < 6 && ((x > 0 && Number(s) === 0) || (x < 1 && Number(s) === 100))) s = (100 * x).toFixed(++d);
  return s;
}

/** How far from 0 or 1 a share may be and still be taken for it, the rounding of a float sum (far below 1 in a trillion trials). */
const FLOAT_NOISE = 1e-12;

/** {@link shareDigits} with a percent sign: `45.12%`. */
export function shareText(x: number, digits: number): string {
  return `${shareDigits(x, digits)}%`;
}
