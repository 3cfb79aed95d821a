/**
 * Piscina worker: plays one batch of duel trials from the batch's own seeded stream and returns
 * its accumulator, transferred (not copied). Engines are cached per matchup for the worker's life.
 */
import { move } from 'piscina';
import { DuelEngine, createDuelAccumulator, type DuelMatchup } from '@deadeye/boothill';
import { BATCH_SIZE, streamFor } from '@deadeye/rng';

/**
 * A run of consecutive batches of one matchup. Each batch draws from its own stream; their counts
 * are summed in batch order into one accumulator (integer sums, so grouping never changes them).
 */
export interface DuelBatchTask {
  readonly matchup: DuelMatchup;
  /** The run's seed. */
  readonly seed: string;
  /** First batch index within the matchup, 0-based. */
  readonly firstBatch: number;
  /** Number of consecutive batches. */
  readonly batches: number;
  /** Trials of the whole run at this matchup (the last batch may be short). */
  readonly runTrials: number;
}

const engines = new Map<string, DuelEngine>();

/** Runs the task's batches; returns their summed accumulator (see @deadeye/boothill duel/accumulator.ts). */
export default function runDuelBatches(task: DuelBatchTask): Float64Array {
  const key = JSON.stringify(task.matchup);
  let engine = engines.get(key);
  if (engine === undefined) {
    engine = new DuelEngine(task.matchup);
    engines.set(key, engine);
  }
  const acc = createDuelAccumulator(task.matchup.maxTurns);
  for (let b = task.firstBatch; b < task.firstBatch + task.batches; b++) {
    const trials = Math.min(BATCH_SIZE, task.runTrials - b * BATCH_SIZE);
    engine.runBatch(streamFor(task.seed, task.matchup.id, b), trials, acc);
  }
  return move(acc) as unknown as Float64Array;
}
