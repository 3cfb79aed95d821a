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
