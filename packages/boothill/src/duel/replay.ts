/**
 * Replays one trial of a duel run with its turn-by-turn log.
 */
import type { WeaponAgent } from '@deadeye/core';
import { BATCH_SIZE, streamFor } from '@deadeye/rng';
import { createDuelAccumulator } from './accumulator.ts';
import { DuelEngine, unpackOutcome, type DuelTrialOutcome } from './engine.ts';
import type { DuelMatchup } from './matchup.ts';

/** A replayed trial: its log lines and outcome. */
export interface DuelReplay {
  /** Global trial index within the run at this range, 0-based. */
  readonly trial: number;
  readonly batch: number;
  readonly log: readonly string[];
  readonly outcome: DuelTrialOutcome;
}

/**
 * Re-runs trial `trial` (0-based) of the run `(seed, matchup)` alone and logs it. The trial's
 * batch stream is advanced through the batch's earlier trials silently (microseconds), so the
 * logged trial draws exactly the numbers it drew in the batch run, on any thread count.
 * @param agents the two duelists' agents (the registry builds them)
 * @throws RangeError if trial is not a non-negative integer.
 */
export function replayDuelTrial(matchup: DuelMatchup, seed: string, trial: number, agents: readonly [WeaponAgent, WeaponAgent]): DuelReplay {
  if (!(Number.isInteger(trial) && trial >= 0)) throw new RangeError(`trial must be an integer >= 0, got ${trial}`);
  const batch = Math.floor(trial / BATCH_SIZE);
  const stream = streamFor(seed, matchup.id, batch);
  const engine = new DuelEngine(matchup, agents);
  const scratch = createDuelAccumulator(matchup.maxTurns);
  const skip = trial - batch * BATCH_SIZE;
  for (let i = 0; i < skip; i++) engine.runTrial(stream, scratch, null);
  const log: string[] = [];
  const packed = engine.runTrial(stream, scratch, log);
  return { trial, batch, log, outcome: unpackOutcome(packed, engine.state) };
}
