/**
 * Replays one trial of a Shootout! scenario run with its turn-by-turn log: command points, every
 * move, every combat die, saving throw and courage test.
 */
import { replayScenarioTrial, type ReplayedScenario, type SkirmishAgent } from '@deadeye/core';
import { createSoAccumulator } from './accumulator.ts';
import { SoEngine } from './engine.ts';
import type { SoSetup } from './setup.ts';

/**
 * Re-runs trial `trial` (0-based) of the run `(seed, setup)` alone with a log (core's
 * `replayScenarioTrial`: it draws exactly what it drew in the run, on any thread count); a
 * figure up who lost HTK is `wounded (n HTK left)`.
 * @throws RangeError unless `trial` is a whole number >= 0
 */
export function replaySoTrial(setup: SoSetup, agents: readonly SkirmishAgent[], seed: string, trial: number): ReplayedScenario {
  const engine = new SoEngine(setup, agents);
  const world = engine.world;
  return replayScenarioTrial(engine, setup, createSoAccumulator(setup), seed, trial, (i) => (world.wounded[i] === 1 ? `wounded (${world.htk[i]} HTK left)` : 'up'));
}
