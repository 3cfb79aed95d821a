/**
 * Replays one trial of a duel run with its turn-by-turn log.
 */
import type { WeaponAgent } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { createDuelAccumulator } from './accumulator.ts';
import { DuelEngine, unpackOutcome, type DuelTrialOutcome } from './engine.ts';
import type { DuelMatchup } from './matchup.ts';

/** A replayed trial: its log lines and outcome. */
export interface DuelReplay {
  /** Global trial index within the run at this range, 0-based. */
  readonly trial: number;
  readonly log: readonly string[];
  readonly outcome: DuelTrialOutcome;
}

/**
 * Re-runs trial `trial` (0-based) of the run `(seed, matchup)` alone and logs it, from the
 * trial's own numbers (`streamFor(seed, id, trial)`): exactly what it drew in the run, on any
 * thread count.
 * @param agents the two duelists' agents (the registry builds them)
 * @throws RangeError if trial is not a non-negative integer.
 */
export function replayDuelTrial(matchup: DuelMatchup, seed: string, trial: number, agents: readonly [WeaponAgent, WeaponAgent]): DuelReplay {
  if (!(Number.isInteger(trial) && trial >= 0)) throw new RangeError(`trial must be an integer >= 0, got ${trial}`);
  const stream = streamFor(seed, matchup.id, trial);
  const engine = new DuelEngine(matchup, agents);
  const scratch = createDuelAccumulator(matchup.maxTurns);
  const log: string[] = [];
  const packed = engine.runTrial(stream, scratch, log);
  return { trial, log, outcome: unpackOutcome(packed, engine.state) };
}
