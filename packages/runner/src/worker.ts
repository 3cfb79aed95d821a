/**
 * Piscina worker: plays a run of consecutive trials of a compiled scenario or duel matchup of
 * any registered rule system, each trial from its own numbers (rng), and returns the summed
 * accumulator, copied (not transferred: see {@link runBatches}). Engines come from the registry
 * (dispatch by system id) and are cached per system and scenario or matchup for the worker's life.
 */
import { createTrialRecords, type CompiledDuel, type CompiledScenario, type ScenarioEngine, type TrialEngine, type TrialRecords } from '@deadeye/core';
import { createDuelEngine, createScenarioEngine, duelOf, getSystem } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';

/** What every task names: the rule system, the run's seed and a run of consecutive trials. */
interface TrialRun {
  /** Rule system id (registry). */
  readonly system: string;
  /** The run's seed. */
  readonly seed: string;
  /** First trial index of the task, 0-based. */
  readonly firstTrial: number;
  /** Number of consecutive trials, at least 1. */
  readonly trials: number;
}

/**
 * Consecutive trials of one duel matchup. Trial t draws from its own numbers (rng's
 * `streamFor(seed, id, t)`), so how a run is cut into tasks never changes a result; the counts are
 * summed into one accumulator.
 */
export interface DuelBatchTask extends TrialRun {
  readonly kind: 'duel';
  readonly matchup: CompiledDuel;
}

/**
 * Consecutive trials of one compiled scenario. `paired`: the task returns each trial's outcome too
 * ({@link PairedBatchResult}), for paired comparisons (every run of a seed and scenario id plays
 * trial t on the same numbers: common random numbers).
 */
export interface ScenarioBatchTask extends TrialRun {
  readonly kind: 'scenario';
  readonly setup: CompiledScenario;
  readonly paired?: boolean;
}

/** What a paired task returns: the summed accumulator and each trial's outcome (core's `TrialRecords`: winner, turns, casualties), in trial order. */
export interface PairedBatchResult {
  readonly acc: Float64Array;
  readonly records: TrialRecords;
}

export type WorkerTask = DuelBatchTask | ScenarioBatchTask;

const engines = new Map<string, { engine: TrialEngine; id: string; create: () => Float64Array }>();

/**
 * Most engines a worker keeps: a run of thousands of arms (`deadeye balance`: one scenario per
 * pairing, way round and side size) would otherwise keep every arm's engine and world for the
 * worker's life. The pool plays arms one after another, so the oldest is the one not needed again.
 */
export const MAX_CACHED_ENGINES = 64;

/**
 * Runs the task's trials; returns their summed accumulator, which the pool copies back to the
 * main thread. Deliberately not transferred (`move`): transferring detaches the worker's
 * ArrayBuffer, and the first detach in a thread makes V8 check every later typed-array access in
 * that thread's optimized code for a detached buffer, which slowed the engines (all typed arrays)
 * by about 15% (street fight on one thread 38.5k -> 45k trials/s). The accumulator is a few
 * hundred numbers; copying it per task costs nothing measurable.
 * @throws Error for an unknown rule system (the main thread checks it first)
 */
export default function runBatches(task: WorkerTask): Float64Array | PairedBatchResult {
  const key = task.kind === 'duel' ? `${task.system} duel ${JSON.stringify(task.matchup)}` : `${task.system} scenario ${JSON.stringify(task.setup)}`;
  let cached = engines.get(key);
  if (cached === undefined) {
    const system = getSystem(task.system);
    if (task.kind === 'duel') {
      const m = task.matchup;
      const duel = duelOf(system);
      cached = { engine: createDuelEngine(task.system, m), id: m.id, create: () => duel.createAccumulator(m) };
    } else {
      const s = task.setup;
      cached = { engine: createScenarioEngine(task.system, s), id: s.id, create: () => system.scenarios.createAccumulator(s) };
    }
    if (engines.size >= MAX_CACHED_ENGINES) engines.delete(engines.keys().next().value as string);
    engines.set(key, cached);
  }
  const acc = cached.create();
  const stream = streamFor(task.seed, cached.id, task.firstTrial);
  if (task.kind === 'scenario' && task.paired === true) {
    const records = createTrialRecords(task.trials, task.setup.sides.length);
    // A scenario engine (createScenarioEngine) can tell each trial's outcome.
    (cached.engine as ScenarioEngine).runBatch(stream, task.trials, acc, records);
    return { acc, records };
  }
  cached.engine.runBatch(stream, task.trials, acc);
  return acc;
}
