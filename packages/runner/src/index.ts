/**
 * The batch runner: cuts each matchup's (or scenario's) trials into batches of BATCH_SIZE, runs them on a piscina
 * pool of worker threads, and merges the returned accumulators in batch order. It knows no rule
 * system: it names the system's id in each task, the worker gets the engine from the registry,
 * and the system's accumulator functions merge and read the counts. Because each batch
 * draws from its own stream derived from (seed, matchup id, batch), the thread count never
 * changes a result (DESIGN.md principle 1).
 */
import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { CompiledDuel, CompiledScenario, DuelRangeCounts, SkirmishCounts } from '@deadeye/core';
import { duelOf, getSystem } from '@deadeye/registry';
import { BATCH_SIZE } from '@deadeye/rng';
import { SILENT, type ProgressSink } from './progress.ts';
import { workerFile } from './worker-bundle.ts';
import type { DuelBatchTask, PairedBatchResult, ScenarioBatchTask, WorkerTask } from './worker.ts';

export { progressBar, SILENT, type ProgressSink } from './progress.ts';
export type { DuelBatchTask, PairedBatchResult, ScenarioBatchTask, WorkerTask } from './worker.ts';

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

/** Most worker threads per available core: more only adds workers (each tens of MB) that wait. */
export const THREADS_PER_CORE = 4;

/** Most worker threads on any machine. */
export const MAX_THREADS = 256;

/**
 * The most worker threads this machine takes: {@link THREADS_PER_CORE} x its available cores,
 * at most {@link MAX_THREADS}. Each worker holds its own copy of the engine and its tables, so a
 * thread count far past the cores costs memory and start-up time and runs no faster.
 */
export function maxThreads(): number {
  return Math.min(MAX_THREADS, THREADS_PER_CORE * availableParallelism());
}

/**
 * Validates a thread count (`--threads`).
 * @throws Error naming `--threads` and the allowed range unless it is a whole number from 1 to
 *   {@link maxThreads}.
 */
export function checkThreads(threads: number): void {
  const most = maxThreads();
  if (!(Number.isInteger(threads) && threads >= 1 && threads <= most)) {
    const cores = availableParallelism();
    throw new Error(
      `--threads: ${threads} is not allowed; use a whole number from 1 to ${most} (${THREADS_PER_CORE} x this machine's ${cores} available core${cores === 1 ? '' : 's'}, at most ${MAX_THREADS}), or leave it out for ${cores}`,
    );
  }
}

/** One unit of work of a run: a matchup or scenario whose batches are merged in order. */
interface Job<T> {
  /** Builds the worker task for batches [firstBatch, firstBatch + batches). */
  readonly task: (firstBatch: number, batches: number) => T;
  /** A zeroed accumulator for this job. */
  readonly create: () => Float64Array;
  /** Adds a task's accumulator into the job's total. */
  readonly merge: (total: Float64Array, part: Float64Array) => void;
}

/**
 * A pool of worker threads for duel and scenario batches of any rule system, reusable across
 * runs (benchmarks warm it once; the CLI runs every range of a command on one pool).
 */
export class TrialPool {
  readonly threads: number;
  private readonly pool: Piscina<WorkerTask, Float64Array | PairedBatchResult>;

  /** @throws Error for a bad thread count. */
  constructor(threads: number = defaultThreads()) {
    checkThreads(threads);
    this.threads = threads;
    this.pool = new Piscina<WorkerTask, Float64Array | PairedBatchResult>({
      // One bundled file (worker-bundle.ts): about 20% faster than the sources module by module.
      filename: workerFile(),
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
   * @param system rule system id (registry)
   * @throws Error for an unknown system or one with no duel, a bad trial count, or the first worker error.
   */
  async run(system: string, matchups: readonly CompiledDuel[], options: Omit<DuelRunOptions, 'threads'>): Promise<DuelRunResult> {
    const duel = duelOf(getSystem(system));
    const started = performance.now();
    const totals = await this.runJobs(
      matchups.map((matchup) => ({
        task: (firstBatch: number, batches: number): DuelBatchTask => ({ kind: 'duel', system, matchup, seed: options.seed, firstBatch, batches, runTrials: options.trials }),
        create: () => duel.createAccumulator(matchup),
        merge: (total: Float64Array, part: Float64Array) => duel.mergeAccumulator(total, part),
      })),
      options,
    );
    const elapsedMs = performance.now() - started;
    return { counts: matchups.map((m, i) => duel.counts(m, totals[i] as Float64Array)), threads: this.threads, elapsedMs };
  }

  /**
   * Runs a compiled scenario of rule system `system` for `trials` trials and returns merged
   * counts, as {@link TrialPool.run} does for duels (same batching, same merge order, same determinism).
   * @throws Error for an unknown system, a bad trial count, or the first worker error.
   */
  async runScenario(system: string, setup: CompiledScenario, options: Omit<DuelRunOptions, 'threads'>): Promise<ScenarioRunResult> {
    const rules = getSystem(system).scenarios;
    const started = performance.now();
    const [total] = await this.runJobs(
      [
        {
          task: (firstBatch: number, batches: number): ScenarioBatchTask => ({ kind: 'scenario', system, setup, seed: options.seed, firstBatch, batches, runTrials: options.trials }),
          create: () => rules.createAccumulator(setup),
          merge: (t: Float64Array, part: Float64Array) => rules.mergeAccumulator(t, part),
        },
      ],
      options,
    );
    return { counts: rules.counts(setup, total as Float64Array), threads: this.threads, elapsedMs: performance.now() - started };
  }

  /**
   * Plays the arms of a paired comparison (the same scenario changed in different ways, each
   * compiled for rule system `system`) for `trials` trials each, trial t of every arm from the
   * same stream (`trialStream(seed, id, t)`: common random numbers), and returns each arm's counts
   * and each trial's winner. Thread count never changes the results.
   * @returns per arm, in the order given: counts, and `winners[t]` the side that won trial t (-1 none)
   * @throws Error for an unknown system, a bad trial count, or the first worker error
   */
  async runPaired(system: string, arms: readonly CompiledScenario[], options: Omit<DuelRunOptions, 'threads'>): Promise<PairedRunResult> {
    const rules = getSystem(system).scenarios;
    const started = performance.now();
    const winners = arms.map(() => new Int8Array(options.trials));
    const totals = await this.runJobs(
      arms.map((setup) => ({
        task: (firstBatch: number, batches: number): ScenarioBatchTask => ({ kind: 'scenario', system, setup, seed: options.seed, firstBatch, batches, runTrials: options.trials, paired: true }),
        create: () => rules.createAccumulator(setup),
        merge: (t: Float64Array, part: Float64Array) => rules.mergeAccumulator(t, part),
      })),
      options,
      winners,
    );
    return { counts: arms.map((a, i) => rules.counts(a, totals[i] as Float64Array)), winners, threads: this.threads, elapsedMs: performance.now() - started };
  }

  /** The batch loop shared by duels and scenarios; returns each job's merged accumulator. */
  private async runJobs<T extends WorkerTask>(jobs: readonly Job<T>[], options: Omit<DuelRunOptions, 'threads'>, winners?: readonly Int8Array[]): Promise<Float64Array[]> {
    checkTrials(options.trials);
    const progress = options.progress ?? SILENT;
    const batchesPer = Math.ceil(options.trials / BATCH_SIZE);
    // Tasks of up to MAX_BATCHES_PER_TASK consecutive batches (fewer on small runs, so every
    // thread gets work). Sums of integer counts do not depend on this grouping.
    const perTask = Math.max(1, Math.min(MAX_BATCHES_PER_TASK, Math.floor((batchesPer * jobs.length) / (this.threads * 4))));
    const totals = jobs.map((j) => j.create());
    const nextToMerge = jobs.map(() => 0);
    const waiting = jobs.map(() => new Map<number, Float64Array>());
    const totalTrials = options.trials * jobs.length;
    let done = 0;

    const queue: { job: number; firstBatch: number; batches: number }[] = [];
    jobs.forEach((_, job) => {
      for (let b = 0; b < batchesPer; b += perTask) queue.push({ job, firstBatch: b, batches: Math.min(perTask, batchesPer - b) });
    });
    let cursor = 0;
    const window = this.threads * 4;

    // Merge each task's counts once all earlier tasks of its job are merged (batch order).
    const settle = (m: number, firstBatch: number, acc: Float64Array): void => {
      const wait = waiting[m] as Map<number, Float64Array>;
      wait.set(firstBatch, acc);
      for (;;) {
        const next = nextToMerge[m] as number;
        const ready = wait.get(next);
        if (ready === undefined) break;
        (jobs[m] as Job<T>).merge(totals[m] as Float64Array, ready);
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
            const q = queue[cursor++] as (typeof queue)[number];
            const trials = Math.min(options.trials, (q.firstBatch + q.batches) * BATCH_SIZE) - q.firstBatch * BATCH_SIZE;
            inFlight++;
            this.pool.run((jobs[q.job] as Job<T>).task(q.firstBatch, q.batches)).then(
              (result) => {
                inFlight--;
                let acc: Float64Array;
                if (result instanceof Float64Array) acc = result;
                else {
                  // A paired task: its trials' winners go to their place in the run's.
                  (winners![q.job] as Int8Array).set(result.winners, q.firstBatch * BATCH_SIZE);
                  acc = result.acc;
                }
                settle(q.job, q.firstBatch, acc);
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
    return totals;
  }

  /** Stops the worker threads. */
  async destroy(): Promise<void> {
    await this.pool.destroy();
  }
}

/** What {@link TrialPool.runPaired} returns: per arm, its counts and each trial's winning side (-1 none). */
export interface PairedRunResult {
  readonly counts: SkirmishCounts[];
  readonly winners: Int8Array[];
  readonly threads: number;
  readonly elapsedMs: number;
}

/** Result of a scenario run: merged counts and wall time. */
export interface ScenarioRunResult {
  readonly counts: SkirmishCounts;
  readonly threads: number;
  /** Wall time of the simulation, milliseconds (pool start-up included when run by {@link runScenario}). */
  readonly elapsedMs: number;
}

/**
 * Runs a compiled scenario of rule system `system` for `trials` trials on a new worker pool;
 * `elapsedMs` includes starting the pool. See {@link TrialPool.runScenario}.
 * @throws Error for an unknown system, a bad trial or thread count, or if a worker fails.
 */
export async function runScenario(system: string, setup: CompiledScenario, options: DuelRunOptions): Promise<ScenarioRunResult> {
  checkTrials(options.trials);
  getSystem(system);
  const started = performance.now();
  const pool = new TrialPool(options.threads ?? defaultThreads());
  try {
    const result = await pool.runScenario(system, setup, options);
    return { ...result, elapsedMs: performance.now() - started };
  } finally {
    await pool.destroy();
  }
}

/**
 * Runs every matchup for `trials` trials on a new worker pool and returns merged counts;
 * `elapsedMs` includes starting the pool. See {@link TrialPool.run}.
 * @throws Error for an unknown system or one with no duel, a bad trial or thread count, or if a worker fails.
 */
export async function runDuels(system: string, matchups: readonly CompiledDuel[], options: DuelRunOptions): Promise<DuelRunResult> {
  checkTrials(options.trials);
  duelOf(getSystem(system));
  const started = performance.now();
  const pool = new TrialPool(options.threads ?? defaultThreads());
  try {
    const result = await pool.run(system, matchups, options);
    return { ...result, elapsedMs: performance.now() - started };
  } finally {
    await pool.destroy();
  }
}
