/**
 * Replays one trial of a Quick on the Draw scenario run with its card-by-card log: each card
 * turned, the action declared, every die.
 */
import { replayScenarioTrial, type SkirmishAgent } from '@deadeye/core';
import { createQdAccumulator } from './accumulator.ts';
import { QdEngine } from './engine.ts';
import type { QdSetup } from './setup.ts';

/** A replayed trial: its log, winner (-1 draw), phases played and each character's fate. */
export interface QdReplay {
  readonly trial: number;
  readonly log: readonly string[];
  readonly winner: number;
  readonly turns: number;
  readonly fates: readonly { readonly name: string; readonly fate: string }[];
}

/**
 * Re-runs trial `trial` (0-based) of the run `(seed, setup)` alone with a log (core's
 * `replayScenarioTrial`: it draws exactly what it drew in the run, on any thread count); a
 * character up who lost a card to a lethal hit is `wounded`.
 * @throws RangeError unless `trial` is a whole number >= 0
 */
export function replayQdTrial(setup: QdSetup, agents: readonly SkirmishAgent[], seed: string, trial: number): QdReplay {
  const engine = new QdEngine(setup, agents);
  const world = engine.world;
  return replayScenarioTrial(engine, setup, createQdAccumulator(setup), seed, trial, (i) => (world.lethal[i]! > 0 ? 'wounded' : 'up'));
}
