/**
 * The batch runner: cuts each matchup's trials into batches of BATCH_SIZE, runs them on a piscina
 * pool of worker threads, and merges the returned accumulators in batch order. Because each batch
 * draws from its own stream derived from (seed, matchup id, batch), the thread count never
 * changes a result (DESIGN.md principle 1).
 */
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { DuelRangeCounts } from '@deadeye/core';
import { createDuelAccumulator, duelCounts, mergeDuelAccumulator, type DuelMatchup } from '@deadeye/boothill';
import { BATCH_SIZE } from '@deadeye/rng';
import { SILENT, type ProgressSink } from './progress.ts';
import type { DuelBatchTask } from './worker.ts';

export { progressBar, SILENT, type ProgressSink } from './progress.ts';
export type { DuelBatchTask } from './worker.ts';

/** Largest number of consecutive batches one worker task runs (8 x 8192 = 65,536 trials). */
export const MAX_BATCHES_PER_TASK = 8;

/** Default thread count: the cores Node reports as available. */
export function defaultThreads(): number {
  return availableParallelism();
}

/** Options of a duel run. */
export interface DuelRunOptions {
  /** The run's seed (any string; integers are fine). */
  readonly seed: string;
  /** Trials per matchup, a positive integer. */
  readonly trials: number;
  /** Worker threads, a positive integer (default: available cores). */
  readonly threads?: number | undefined;
  /** Progress sink (default: silent). */
  readonly progress?: ProgressSink | undefined;
}

/** Result of a duel run: counts per matchup, in the order given, and wall time. */
export interface DuelRunResult {
  readonly counts: DuelRangeCounts[];
  readonly threads: number;
  /** Wall time of the simulation, milliseconds (pool start-up included). */
  readonly elapsedMs: number;
}

/**
 * Validates a trial count. @throws Error naming the fix unless it is an integer >= 1 and <= 1e10.
 */
export function checkTrials(trials: number): void {
  if (!(Number.isInteger(trials) && trials >= 1 && trials <= 1e10)) {
    throw new Error(`trials must be a whole number from 1 to 10000000000, got ${trials}`);
  }
}

/** Validates a thread count. @throws Error naming the fix unless it is an integer 1..256. */
export function checkThreads(threads: number): void {
  if (!(Number.isInteger(threads) && threads >= 1 && threads <= 256)) {
    throw new Error(`threads must be a whole number from 1 to 256, got ${threads}`);
  }
}

/**
 * The worker file. Deadeye runs from its TypeScript sources, so the entry is `worker-entry.mjs`,
 * which registers tsx inside the thread. Workers get an empty execArgv: they must not inherit the
 * parent's loader flags (`--import tsx` made the worker about 2.5 times slower, measured here).
 */
const WORKER_FILE = fileURLToPath(new URL('./worker-entry.mjs', import.meta.url));

/**
 * A pool of worker threads for duel batches, reusable across runs (benchmarks warm it once;
 * the CLI runs every range of a command on one pool).
 */
export class DuelPool {
  readonly threads: number;
  private readonly pool: Piscina<DuelBatchTask, Float64Array>;

  /** @throws Error for a bad thread count. */
  constructor(threads: number = defaultThreads()) {
    checkThreads(threads);
    this.threads = threads;
    this.pool = new Piscina<DuelBatchTask, Float64Array>({
      filename: WORKER_FILE,
      execArgv: [],
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: 60_000,
    });
  }

  /**
   * Runs every matchup for `trials` trials and returns merged counts. Memory stays flat in the
   * trial count: at most `4 x threads` batches are in flight, and each finished batch is merged
   * as soon as all earlier batches of its matchup are. `elapsedMs` covers this run only.
   * @throws Error for a bad trial count, or the first worker error.
   */
  async run(matchups: readonly DuelMatchup[], options: Omit<DuelRunOptions, 'threads'>): Promise<DuelRunResult> {
    checkTrials(options.trials);
    const progress = options.progress ?? SILENT;
    const started = performance.now();
    const batchesPer = Math.ceil(options.trials / BATCH_SIZE);
    // Tasks of up to MAX_BATCHES_PER_TASK consecutive batches (fewer on small runs, so every
    // thread gets work). Sums of integer counts do not depend on this grouping.
    const perTask = Math.max(1, Math.min(MAX_BATCHES_PER_TASK, Math.floor((batchesPer * matchups.length) / (this.threads * 4))));
    const totals = matchups.map((m) => createDuelAccumulator(m.maxTurns));
    const nextToMerge = matchups.map(() => 0);
    const waiting = matchups.map(() => new Map<number, Float64Array>());
    const totalTrials = options.trials * matchups.length;
    let done = 0;

    const queue: DuelBatchTask[] = [];
    for (const matchup of matchups) {
      for (let b = 0; b < batchesPer; b += perTask) {
        queue.push({ matchup, seed: options.seed, firstBatch: b, batches: Math.min(perTask, batchesPer - b), runTrials: options.trials });
      }
    }
    const matchupIndex = new Map(matchups.map((m, i) => [m, i]));
    let cursor = 0;
    const window = this.threads * 4;

    // Merge each task's counts once all earlier tasks of its matchup are merged (batch order).
    const settle = (m: number, firstBatch: number, acc: Float64Array): void => {
      const wait = waiting[m] as Map<number, Float64Array>;
      wait.set(firstBatch, acc);
      for (;;) {
        const next = nextToMerge[m] as number;
        const ready = wait.get(next);
        if (ready === undefined) break;
        mergeDuelAccumulator(totals[m] as Float64Array, ready);
        wait.delete(next);
        nextToMerge[m] = next + perTask;
      }
    };

    try {
      await new Promise<void>((resolve, reject) => {
        let inFlight = 0;
        let failed = false;
        const launch = (): void => {
          while (!failed && inFlight < window && cursor < queue.length) {
            const task = queue[cursor++] as DuelBatchTask;
            const m = matchupIndex.get(task.matchup) as number;
            const trials = Math.min(options.trials, (task.firstBatch + task.batches) * BATCH_SIZE) - task.firstBatch * BATCH_SIZE;
            inFlight++;
            this.pool.run(task).then(
              (acc) => {
                inFlight--;
                settle(m, task.firstBatch, acc);
                done += trials;
                progress.update(done, totalTrials);
                if (cursor >= queue.length && inFlight === 0) resolve();
                else launch();
              },
              (err: unknown) => {
                failed = true;
                reject(err instanceof Error ? err : new Error(String(err)));
              },
            );
          }
        };
        launch();
      });
    } finally {
      progress.stop();
    }
    const elapsedMs = performance.now() - started;
    return { counts: matchups.map((m, i) => duelCounts(m, totals[i] as Float64Array)), threads: this.threads, elapsedMs };
  }

  /** Stops the worker threads. */
  async destroy(): Promise<void> {
    await this.pool.destroy();
  }
}

/**
 * Runs every matchup for `trials` trials on a new worker pool and returns merged counts;
 * `elapsedMs` includes starting the pool. See {@link DuelPool.run}.
 * @throws Error for a bad trial or thread count, or if a worker fails.
 */
export async function runDuels(matchups: readonly DuelMatchup[], options: DuelRunOptions): Promise<DuelRunResult> {
  checkTrials(options.trials);
  const started = performance.now();
  const pool = new DuelPool(options.threads ?? defaultThreads());
  try {
    const result = await pool.run(matchups, options);
    return { ...result, elapsedMs: performance.now() - started };
  } finally {
    await pool.destroy();
  }
}
