/**
 * Piscina worker: plays one run of consecutive batches of a compiled scenario or duel matchup of
 * any registered rule system, each batch from its own seeded stream, and returns the summed
 * accumulator, copied (not transferred: see {@link runBatches}). Engines come from the registry
 * (dispatch by system id) and are cached per system and scenario or matchup for the worker's life.
 */
import type { CompiledDuel, CompiledScenario, ScenarioEngine, TrialEngine } from '@deadeye/core';
import { createDuelEngine, createScenarioEngine, duelOf, getSystem } from '@deadeye/registry';
import { BATCH_SIZE, streamFor, trialStream } from '@deadeye/rng';

/** What every task names: the rule system, the run's seed and a run of consecutive batches. */
interface BatchRun {
  /** Rule system id (registry). */
  readonly system: string;
  /** The run's seed. */
  readonly seed: string;
  /** First batch index, 0-based. */
  readonly firstBatch: number;
  /** Number of consecutive batches. */
  readonly batches: number;
  /** Trials of the whole run (the last batch may be short). */
  readonly runTrials: number;
}

/**
 * A run of consecutive batches of one duel matchup. Each batch draws from its own stream; their
 * counts are summed in batch order into one accumulator (integer sums, so grouping never changes them).
 */
export interface DuelBatchTask extends BatchRun {
  readonly kind: 'duel';
  readonly matchup: CompiledDuel;
}

/**
 * A run of consecutive batches of one compiled scenario. `paired`: each trial draws from its own
 * stream (`trialStream`: common random numbers across the arms of a paired comparison) and the
 * task returns each trial's winner too ({@link PairedBatchResult}).
 */
export interface ScenarioBatchTask extends BatchRun {
  readonly kind: 'scenario';
  readonly setup: CompiledScenario;
  readonly paired?: boolean;
}

/** What a paired task returns: the summed accumulator and each trial's winning side (-1 none), in trial order. */
export interface PairedBatchResult {
  readonly acc: Float64Array;
  readonly winners: Int8Array;
}

export type WorkerTask = DuelBatchTask | ScenarioBatchTask;

const engines = new Map<string, { engine: TrialEngine; id: string; create: () => Float64Array }>();

/**
 * Runs the task's batches; returns their summed accumulator, which the pool copies back to the
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
    engines.set(key, cached);
  }
  const acc = cached.create();
  if (task.kind === 'scenario' && task.paired === true) {
    const first = task.firstBatch * BATCH_SIZE;
    const end = Math.min(task.runTrials, (task.firstBatch + task.batches) * BATCH_SIZE);
    const winners = new Int8Array(end - first);
    // A scenario engine (createScenarioEngine) can tell each trial's winner.
    const engine = cached.engine as ScenarioEngine;
    for (let t = first; t < end; t++) engine.runBatch(trialStream(task.seed, cached.id, t), 1, acc, winners.subarray(t - first, t - first + 1));
    return { acc, winners };
  }
  for (let b = task.firstBatch; b < task.firstBatch + task.batches; b++) {
    const trials = Math.min(BATCH_SIZE, task.runTrials - b * BATCH_SIZE);
    cached.engine.runBatch(streamFor(task.seed, cached.id, b), trials, acc);
  }
  return acc;
}
