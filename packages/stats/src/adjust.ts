/**
 * Multiple-testing adjustment, written once for every family of tests Deadeye reports together
 * (a comparison's metrics, a check's baselines, an A/B test's headline metrics).
 */
import { lazyFunction } from './lazy-require.ts';

const padjust = lazyFunction<(p: number[], method: string) => number[]>('@stdlib/stats-padjust');

/**
 * Holm's step-down adjustment of `pValues` (`@stdlib/stats-padjust`, method `holm`): rejecting
 * where the adjusted p-value is below alpha keeps the family-wise false-alarm rate at alpha.
 * @returns the adjusted p-values, in the order given (an empty list for none)
 */
export function holm(pValues: readonly number[]): number[] {
  return pValues.length === 0 ? [] : padjust([...pValues], 'holm');
}

/**
 * A p-value as the commands print it: `<1e-15` below 1e-15 (`@stdlib`'s chi-square test returns
 * exactly 0 there, which `0.0e+0` would misstate), one significant digit in
 * exponent form below 1e-4, else four decimals.
 */
export function formatP(p: number): string {
  return p < 1e-15 ? '<1e-15' : p < 1e-4 ? p.toExponential(1) : p.toFixed(4);
}

/**
 * A change as the commands print it: its sign, then `|x|` to `decimals` places (`+1.25`, `-0.40`),
 * the sign taken after rounding, so that a change that rounds to zero reads `+0.0`, never `-0.0`
 * (an audit, 2026-12-01: `compare --vary` printed `[-0.0, +0.3]`). Percentage points: pass `100 * x`.
 */
export function formatSigned(x: number, decimals: number): string {
  const text = Math.abs(x).toFixed(decimals);
  return `${x < 0 && Number(text) !== 0 ? '-' : '+'}${text}`;
}
