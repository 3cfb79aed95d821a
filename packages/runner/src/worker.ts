/**
 * Piscina worker: plays one batch of duel trials from the batch's own seeded stream and returns
 * its accumulator, transferred (not copied). Engines are cached per matchup for the worker's life.
 */
import { move } from 'piscina';
import { DuelEngine, createDuelAccumulator, type DuelMatchup } from '@deadeye/boothill';
import { streamFor } from '@deadeye/rng';

/** One batch of a duel run. */
export interface DuelBatchTask {
  readonly matchup: DuelMatchup;
  /** The run's seed. */
  readonly seed: string;
  /** Batch index within the matchup, 0-based. */
  readonly batch: number;
  /** Trials in this batch (BATCH_SIZE except for the last batch). */
  readonly trials: number;
}

const engines = new Map<string, DuelEngine>();

/** Runs a batch; returns its accumulator (see @deadeye/boothill duel/accumulator.ts). */
export default function runDuelBatch(task: DuelBatchTask): Float64Array {
  const key = JSON.stringify(task.matchup);
  let engine = engines.get(key);
  if (engine === undefined) {
    engine = new DuelEngine(task.matchup);
    engines.set(key, engine);
  }
  const acc = createDuelAccumulator(task.matchup.maxTurns);
  engine.runBatch(streamFor(task.seed, task.matchup.id, task.batch), task.trials, acc);
  return move(acc) as unknown as Float64Array;
}
