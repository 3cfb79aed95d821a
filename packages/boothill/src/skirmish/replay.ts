/**
 * Replays one trial of a scenario run with its turn-by-turn log (positions, moves, every roll).
 */
import type { SkirmishAgent } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { createSkirmishAccumulator } from './accumulator.ts';
import { SkirmishEngine, type SkirmishTrialOutcome } from './engine.ts';
import type { SkirmishSetup } from './setup.ts';

/** A replayed scenario trial: its log lines and outcome. */
export interface SkirmishReplay {
  /** Global trial index within the run, 0-based. */
  readonly trial: number;
  readonly log: readonly string[];
  readonly outcome: SkirmishTrialOutcome;
}

/**
 * Re-runs trial `trial` (0-based) of the run `(seed, setup)` alone and logs it, from the trial's
 * own numbers (`streamFor(seed, id, trial)`): exactly what it drew in the run, whatever the
 * thread count.
 * @param agents each character's agent, in character order (the registry builds them)
 * @throws RangeError if trial is not a non-negative integer.
 */
export function replaySkirmishTrial(setup: SkirmishSetup, seed: string, trial: number, agents: readonly SkirmishAgent[]): SkirmishReplay {
  if (!(Number.isInteger(trial) && trial >= 0)) throw new RangeError(`trial must be an integer >= 0, got ${trial}`);
  const stream = streamFor(seed, setup.id, trial);
  const engine = new SkirmishEngine(setup, agents);
  const scratch = createSkirmishAccumulator(setup);
  const log: string[] = [];
  const before = scratch.slice();
  const winner = engine.runTrial(stream, scratch, log);
  // Turns played: the one histogram cell that grew.
  let turns = 0;
  for (let t = 0; t < setup.maxTurns; t++) if (scratch[engine.layout.turns + t] !== before[engine.layout.turns + t]) turns = t + 1;
  return { trial, log, outcome: engine.outcome(winner, turns) };
}
