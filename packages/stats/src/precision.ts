/**
 * `--target-error`: how many trials a run needs for every headline rate's interval to be at most a
 * given half-width, chosen before the run from a pilot, so that the run's estimates stay unbiased.
 *
 * The rule. A pilot of `pilotTrials` trials is played from its own seed (`<seed>/pilot`), whose
 * numbers the run never uses. For each headline rate the pilot's 99% Wilson interval bounds the
 * rate: the run's trial count is the smallest n whose 95% Wilson half-width is at most the target
 * at the value in that interval nearest 1/2 (where the interval is widest); for a paired
 * difference (`ab`), whose variance per trial is at most the share of trials in which the arms
 * differ, the smallest n with z * sqrt(that share's upper limit / n) <= target. The rate that needs
 * most sets n, never fewer than the pilot's trials (a smaller run's own rate could stray past the
 * pilot's interval) and at most `maxTrials`. The run then plays n trials from the user's seed,
 * exactly as `--trials n` would.
 *
 * Why unbiased. Stopping a run when its own intervals first get narrow enough ties the number of
 * trials to the estimates (a run whose rate sits near 0 or 1 stops early), which biases them. Here
 * n depends only on the pilot, whose numbers are independent of the run's, so the run is a fixed-n
 * sample and each rate is the plain unbiased proportion; the result is the same for any thread
 * count (it is `--trials n`) and is repeatable. The pilot's bound makes falling short of the
 * target unlikely, not impossible: the precision reached is reported, and "not reached" when it
 * fell short or the `--max-trials` cap stopped it.
 */
import { wilson, zForConfidence } from './intervals.ts';
import { thousands } from '@deadeye/core';

/** One headline rate of a pilot or a run: what it is, the trials it happened in, out of how many. */
export interface RateCount {
  readonly label: string;
  readonly count: number;
  readonly n: number;
  /**
   * `paired`: `count` is the trials in which two paired arms differ on the rate (`ab`): the
   * variance of the paired difference per trial is at most that share, so its bound is the
   * share's upper Wilson limit. Default `binomial`: the variance is p(1 - p).
   */
  readonly kind?: 'binomial' | 'paired';
}

/** What the results JSON records of a `--target-error` run. */
export interface PrecisionPlan {
  /** The half-width asked for (a fraction: 0.005 is half a percentage point), at `confidence`. */
  readonly target: number;
  readonly confidence: number;
  readonly pilotSeed: string;
  readonly pilotTrials: number;
  /** The trials the run played (per arm, system or range), and the cap. */
  readonly trials: number;
  readonly maxTrials: number;
  /** The rate that needed most trials, by the pilot. */
  readonly limitingRate: string;
  /** The widest half-width among the run's headline rates, and which. */
  readonly achieved: number;
  readonly widestRate: string;
  /** Whether every headline rate's half-width is at most the target. */
  readonly reached: boolean;
  /** Why not, when not: the cap, or the pilot's bound fell short. */
  readonly note: string;
  readonly rule: string;
}

/** The rule, in one sentence, for the JSON's reader. */
export const PRECISION_RULE =
  "fixed sample size from an independent pilot (seed <seed>/pilot): for each headline rate the fewest trials whose 95% Wilson half-width is at most the target at the value of the pilot's 99% Wilson interval nearest 1/2 (a paired change: the share of trials that differ, at its upper limit, as the variance), for the rate needing most, at least the pilot's trials, capped by --max-trials; the run is then exactly --trials n (unbiased: n does not depend on the run's own numbers)";

/**
 * The trials a run needs for every rate's half-width to be at most `target`, from the pilot's counts.
 * @returns the trials (at least 2, at most `maxTrials`) and the rate that needed most
 * @throws RangeError unless 0 < target < 0.5 and maxTrials is a whole number >= 2
 */
export function trialsForPrecision(pilot: readonly RateCount[], target: number, maxTrials: number, confidence = 0.95): { trials: number; limiting: string; capped: boolean } {
  if (!(target > 0 && target < 0.5)) throw new RangeError(`--target-error must be a fraction between 0 and 0.5 (0.005 is half a percentage point), got ${target}`);
  if (!(Number.isInteger(maxTrials) && maxTrials >= 2)) throw new RangeError(`--max-trials must be a whole number >= 2, got ${maxTrials}`);
  const z = zForConfidence(confidence);
  // Never fewer trials than the pilot: a smaller run's own rate could stray past the pilot's interval.
  let need = Math.max(2, ...pilot.map((r) => r.n));
  let limiting = pilot[0]?.label ?? '';
  for (const r of pilot) {
    const [lo, hi] = r.n > 0 ? wilson(r.count, r.n, PILOT_CONFIDENCE) : [0, 1];
    const p = lo > 0.5 ? lo : hi < 0.5 ? hi : 0.5;
    // A paired difference: its normal interval, variance at most the share that differs. A rate: its Wilson interval at p.
    const n = r.kind === 'paired' ? Math.ceil((z * z * hi) / (target * target)) : wilsonTrials(p, target, z);
    if (n > need) {
      need = n;
      limiting = r.label;
    }
  }
  return { trials: Math.min(need, maxTrials), limiting, capped: need > maxTrials };
}

/** The pilot's interval that bounds each rate's variance: wider than the run's, so that the run's own rate rarely falls outside it. */
export const PILOT_CONFIDENCE = 0.99;

/** Wilson's half-width for an observed rate `p` over `n` trials at critical value `z`. */
function wilsonHalfWidth(p: number, n: number, z: number): number {
  return (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
}

/** The fewest trials whose Wilson half-width at rate `p` is at most `target` (doubling, then bisection). */
function wilsonTrials(p: number, target: number, z: number): number {
  let hi = 2;
  while (wilsonHalfWidth(p, hi, z) > target) hi *= 2;
  let lo = Math.max(1, hi / 2);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (wilsonHalfWidth(p, mid, z) > target) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The widest Wilson half-width among `rates` (fractions), and which rate. */
export function widestHalfWidth(rates: readonly RateCount[], confidence = 0.95): { halfWidth: number; label: string } {
  let best = { halfWidth: 0, label: '' };
  for (const r of rates) {
    const [lo, hi] = wilson(r.count, r.n, confidence);
    if ((hi - lo) / 2 > best.halfWidth) best = { halfWidth: (hi - lo) / 2, label: r.label };
  }
  return best;
}

/**
 * The plan as the JSON records it, once the run is played.
 * @param achieved the widest half-width of the run's headline rates, and which
 */
export function precisionPlan(
  o: { target: number; confidence: number; pilotSeed: string; pilotTrials: number; maxTrials: number },
  planned: { trials: number; limiting: string; capped: boolean },
  achieved: { halfWidth: number; label: string },
): PrecisionPlan {
  const reached = achieved.halfWidth <= o.target;
  const note = reached ? '' : planned.capped ? `the --max-trials cap (${o.maxTrials}) stopped the run short of the trials the pilot called for` : "the pilot's bound fell short of this run's variance; run again with a larger --target-error or --trials";
  return { ...o, trials: planned.trials, limitingRate: planned.limiting, achieved: achieved.halfWidth, widestRate: achieved.label, reached, note, rule: PRECISION_RULE };
}

/** One line for the terminal. */
export function formatPrecision(p: PrecisionPlan): string {
  const pts = (x: number): string => `${(100 * x).toFixed(2)} points`;
  return `Target error ${pts(p.target)} (${Math.round(p.confidence * 100)}%): ${thousands(p.trials)} trials chosen from a ${thousands(p.pilotTrials)}-trial pilot (seed ${p.pilotSeed}; ${p.limitingRate} needed most); widest half-width ${pts(p.achieved)} (${p.widestRate}): ${p.reached ? 'reached' : `NOT reached: ${p.note}`}\n`;
}
