/**
 * `--trials`, `--seed` and `replay --trial`, read the same way by every command that plays trials (duel, run,
 * compare, ab, sweep, balance, library, baseline, check, replay), each bad value one line naming
 * the option and the fix (an audit, 2026-11-30: `--trials 2e10` was refused by the runner in words
 * that named no option, `--trials 1e16` as "not a whole number", and `--seed ""` was played).
 */
import { parseWhole } from '@deadeye/core';
import { MAX_TRIALS } from '@deadeye/runner';

/** Why sweep, ab and balance need 2 trials or more, for the message of a smaller count. */
export const PAIRED_TRIALS_WHY = 'its paired intervals and tests need at least 2 trials';

/**
 * Reads a trial count as typed (`10000`, `1e4`): a whole number from `min` to {@link MAX_TRIALS}.
 * @param words the option's value, as typed
 * @param min the fewest trials the command can play: 1, or 2 (sweep, ab, balance)
 * @param option the option named in a message
 * @param why with `min` 2, why the command needs two (appended to the message of a smaller count)
 * @returns the trial count
 * @throws Error, one line: `--trials: "2e10" is more than 10000000000 trials, ...; give a whole
 *   number from 1 to 10000000000`, or `--trials: "0" is not a whole number >= 1`
 */
export function parseTrials(words: string, min: number, option = '--trials', why?: string): number {
  const n = Number(words);
  if (/^\s*[+]?\d+(\.\d+)?(e[+]?\d+)?\s*$/i.test(words) && Number.isFinite(n) && n > MAX_TRIALS) {
    throw new Error(`${option}: "${words}" is more than ${MAX_TRIALS} trials, the most one run plays; give a whole number from ${min} to ${MAX_TRIALS}`);
  }
  try {
    return parseWhole(words, option, min);
  } catch (e) {
    if (why === undefined) throw e;
    throw new Error(`${(e as Error).message} (${why})`);
  }
}

/**
 * Reads `replay --trial`: a trial's number, 0-based, at most the last of the largest run
 * ({@link MAX_TRIALS} trials, numbered 0 to MAX_TRIALS - 1), for no run has a later one (an
 * audit, 2026-12: `--trial 99999999999` was replayed).
 * @param words the option's value, as typed
 * @throws Error, one line naming `--trial`, for a number that is not whole, negative or past the last
 */
export function parseTrialNumber(words: string): number {
  return parseWhole(words, '--trial', 0, { max: MAX_TRIALS - 1, what: `(trials are numbered from 0, and a run plays at most ${MAX_TRIALS})` });
}

/**
 * Reads a seed (`--seed`): any word or number, the spaces around it dropped, so that `--seed " 1"`
 * plays seed `1` (the same random numbers); a seed without such spaces is used exactly as typed,
 * so every seed's streams are as they always were.
 * @param words the option's value, as typed
 * @param option the option (or file field) named in a message
 * @returns the seed, trimmed
 * @throws Error `--seed: "" is empty; give a word or a number, e.g. --seed 1` for an empty or blank seed
 */
export function parseSeed(words: string, option = '--seed'): string {
  const seed = words.trim();
  if (seed === '') throw new Error(`${option}: ${JSON.stringify(words)} is ${words === '' ? 'empty' : 'blank'}; give a word or a number, e.g. --seed 1`);
  return seed;
}
