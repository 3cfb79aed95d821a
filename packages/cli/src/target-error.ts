/**
 * `--target-error E [--max-trials N]` on run, compare and ab, instead of `--trials`: the trial
 * count chosen from an independent pilot so that every headline rate's 95% Wilson interval has a
 * half-width of at most E (`@deadeye/stats` precision.ts: the rule and why it is unbiased).
 */
import type { SkirmishCounts } from '@deadeye/core';
import { trialsForPrecision, type RateCount } from '@deadeye/stats';
import { DEFAULT_MAX_TRIALS } from './options-help.ts';

/** The options every command that plays trials shares (run, duel, ab, sweep): how many trials (or a target precision), the seed, the threads, the outputs. */
export interface PlayOptions {
  trials: string;
  /** `--target-error` and `--max-trials`, instead of `--trials`. */
  targetError?: string;
  maxTrials?: string;
  seed: string;
  threads?: string;
  json?: string;
  report?: string;
  quiet?: boolean;
}

/** Trials of the pilot (fewer when `--max-trials` is smaller). */
export const PILOT_TRIALS = 2000;


/** What `--target-error` asks for, parsed. */
export interface TargetRequest {
  readonly target: number;
  readonly maxTrials: number;
  readonly pilotTrials: number;
  readonly pilotSeed: string;
}

/**
 * Reads `--target-error` and `--max-trials`.
 * @param trialsGiven whether `--trials` was given on the command line
 * @returns undefined when no target was asked for
 * @throws Error naming the option and the fix: both `--trials` and `--target-error`, a target not
 *   in (0, 0.5), a cap below 2, `--max-trials` without a target
 */
export function parseTarget(o: { targetError?: string; maxTrials?: string; seed: string }, trialsGiven: boolean): TargetRequest | undefined {
  if (o.targetError === undefined) {
    if (o.maxTrials !== undefined) throw new Error('--max-trials: goes with --target-error; give the trials with --trials instead');
    return undefined;
  }
  if (trialsGiven) throw new Error('--trials and --target-error: give one of them (--target-error chooses the trials)');
  const target = Number(o.targetError);
  if (!(Number.isFinite(target) && target > 0 && target < 0.5)) throw new Error(`--target-error: expected a fraction between 0 and 0.5 (0.005 is half a percentage point), found "${o.targetError}"`);
  const maxTrials = o.maxTrials === undefined ? DEFAULT_MAX_TRIALS : Number(o.maxTrials);
  if (!(Number.isInteger(maxTrials) && maxTrials >= 2 && maxTrials <= 1e10)) throw new Error(`--max-trials: expected a whole number from 2 to 10000000000, found "${o.maxTrials}"`);
  return { target, maxTrials, pilotTrials: Math.min(PILOT_TRIALS, maxTrials), pilotSeed: `${o.seed}/pilot` };
}

/** A scenario run's headline rates: each side's wins and the trials no side won. */
export function skirmishRates(c: Pick<SkirmishCounts, 'trials' | 'draws' | 'sides'>): RateCount[] {
  return [...c.sides.map((s) => ({ label: `${s.name} win`, count: s.wins, n: c.trials })), { label: 'nobody wins', count: c.draws, n: c.trials }];
}

/** The trials to play for `request`, from the pilots' rates (every system's or arm's together). */
export function plannedTrials(request: TargetRequest, pilotRates: readonly RateCount[]): { trials: number; limiting: string; capped: boolean } {
  return trialsForPrecision(pilotRates, request.target, request.maxTrials);
}
