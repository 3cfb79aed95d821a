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
