/**
 * Piscina worker: plays one run of consecutive batches of a duel matchup or a compiled scenario
 * from each batch's own seeded stream, and returns the summed accumulator, copied (not
 * transferred: see {@link runBatches}). Engines are cached per matchup or scenario for the
 * worker's life.
 */
import {
  DuelEngine,
  SkirmishEngine,
  createDuelAccumulator,
  createSkirmishAccumulator,
  type DuelMatchup,
  type SkirmishSetup,
} from '@deadeye/boothill';
import { BATCH_SIZE, streamFor } from '@deadeye/rng';

/** What every task names: the run's seed and a run of consecutive batches. */
interface BatchRun {
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
  readonly matchup: DuelMatchup;
}

/** A run of consecutive batches of one compiled BOOT HILL scenario. */
export interface SkirmishBatchTask extends BatchRun {
  readonly kind: 'skirmish';
  readonly setup: SkirmishSetup;
}

export type WorkerTask = DuelBatchTask | SkirmishBatchTask;

interface BatchEngine {
  runBatch(stream: ReturnType<typeof streamFor>, trials: number, acc: Float64Array): void;
}

const engines = new Map<string, { engine: BatchEngine; id: string; create: () => Float64Array }>();

/**
 * Runs the task's batches; returns their summed accumulator, which the pool copies back to the
 * main thread. Deliberately not transferred (`move`): transferring detaches the worker's
 * ArrayBuffer, and the first detach in a thread makes V8 check every later typed-array access in
 * that thread's optimized code for a detached buffer, which slowed the engines (all typed arrays)
 * by about 15% (street fight on one thread 38.5k -> 45k trials/s). The accumulator is a few
 * hundred numbers; copying it per task costs nothing measurable.
 */
export default function runBatches(task: WorkerTask): Float64Array {
  const key = task.kind === 'duel' ? `duel ${JSON.stringify(task.matchup)}` : `skirmish ${JSON.stringify(task.setup)}`;
  let cached = engines.get(key);
  if (cached === undefined) {
    if (task.kind === 'duel') {
      const m = task.matchup;
      cached = { engine: new DuelEngine(m), id: m.id, create: () => createDuelAccumulator(m.maxTurns) };
    } else {
      const s = task.setup;
      cached = { engine: new SkirmishEngine(s), id: s.id, create: () => createSkirmishAccumulator(s) };
    }
    engines.set(key, cached);
  }
  const acc = cached.create();
  for (let b = task.firstBatch; b < task.firstBatch + task.batches; b++) {
    const trials = Math.min(BATCH_SIZE, task.runTrials - b * BATCH_SIZE);
    cached.engine.runBatch(streamFor(task.seed, cached.id, b), trials, acc);
  }
  return acc;
}
