/**
 * The trial runner: cuts each matchup's (or scenario's) trials into tasks of consecutive trials,
 * runs them on a piscina pool of worker threads, and merges the returned accumulators in trial
 * order. It knows no rule system: it names the system's id in each task, the worker gets the
 * engine from the registry, and the system's accumulator functions merge and read the counts.
 * Because each trial draws from its own numbers derived from (seed, matchup id, trial) (rng), the
 * thread count and the cut into tasks never change a result (DESIGN.md principle 1, as redesigned
 * by issue #16: docs/architecture.md).
 *
 * Task sizes adapt to the run's speed: the first tasks are small (every thread gets work at once,
 * even on a 1,000-trial run), later ones are sized to take about {@link TASK_TARGET_MS} on one
 * thread from the trials per thread-second measured so far, so that progress moves several times
 * a second and each thread stays busy to the end.
 *
 * A run of at most {@link INLINE_TRIALS} trials in all is played in the calling thread, by the
 * workers' own function (worker.ts `runBatches`), and starts no thread: starting the pool's
 * threads and loading the engines in them is most of a one-trial duel's wall time (issue #17).
 */
import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import type { Piscina } from 'piscina';
import { createTrialRecords, type CompiledDuel, type CompiledScenario, type DuelRangeCounts, type SkirmishCounts, type TrialRecords } from '@deadeye/core';
import { duelOf, getSystem } from '@deadeye/registry';
import { SILENT, type ProgressSink } from './progress.ts';
import { defaultThreads } from './threads.ts';
import { LONG_RUN_TRIALS_PER_THREAD, LONG_RUN_V8_FLAGS, V8_FLAGS_EVENT, WORKER_V8_FLAGS } from './v8-flags.ts';
import { workerFile } from './worker-bundle.ts';
import runBatches, { type DuelBatchTask, type PairedBatchResult, type ScenarioBatchTask, type WorkerTask } from './worker.ts';

export { etaText, progressBar, SILENT, type ProgressSink } from './progress.ts';
export { INLINING_BUDGET, LONG_RUN_TRIALS_PER_THREAD, LONG_RUN_V8_FLAGS, SYNCHRONOUS_OPTIMISATION, V8_FLAGS_EVENT, WORKER_V8_FLAGS } from './v8-flags.ts';
export type { DuelBatchTask, PairedBatchResult, ScenarioBatchTask, WorkerTask } from './worker.ts';

/** Most trials in one worker task. */
export const MAX_TASK_TRIALS = 65_536;

/** Trials in each of a job's first tasks, before its speed is known. */
export const FIRST_TASK_TRIALS = 64;

/** What a task should take on one thread, milliseconds: progress moves at least this often per thread. */
export const TASK_TARGET_MS = 250;

/**
 * Most trials (of all a run's matchups or arms together) played in the calling thread rather than
 * on the pool's threads: as many as one first task (a few milliseconds of Northfield, the slowest
 * scenario), where starting the threads would cost more than the trials. The results are the same
 * either way (each trial has its own numbers).
 */
export const INLINE_TRIALS = FIRST_TASK_TRIALS;

export { defaultThreads };

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
  /** Threads that played the trials: the pool's, or 1 for a run of at most {@link INLINE_TRIALS} trials played in the calling thread. */
  readonly threads: number;
  /** Wall time of the simulation, milliseconds (pool start-up included). */
  readonly elapsedMs: number;
}

/** Most trials one run plays: 10,000,000,000. */
export const MAX_TRIALS = 10_000_000_000;

/**
 * Validates a trial count. @throws Error naming the fix unless it is an integer >= 1 and <= {@link MAX_TRIALS}.
 */
export function checkTrials(trials: number): void {
  if (!(Number.isInteger(trials) && trials >= 1 && trials <= MAX_TRIALS)) {
    throw new Error(`trials must be a whole number from 1 to ${MAX_TRIALS}, got ${trials}`);
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

/** One unit of work of a run: a matchup or scenario whose tasks are merged in trial order. */
interface Job<T> {
  /** Builds the worker task for trials [firstTrial, firstTrial + trials). */
  readonly task: (firstTrial: number, trials: number) => T;
  /** A zeroed accumulator for this job. */
  readonly create: () => Float64Array;
  /** Adds a task's accumulator into the job's total. */
  readonly merge: (total: Float64Array, part: Float64Array) => void;
}

/**
 * A pool of worker threads for duel and scenario trials of any rule system, reusable across
 * runs (benchmarks warm it once; the CLI runs every range of a command on one pool).
 */
export class TrialPool {
  readonly threads: number;
  /** What {@link TrialPool.longRunFlags} reads: set once, when the threads start. */
  private startedLong: boolean | null = null;
  /** The worker threads, started by the first run too big to play inline ({@link INLINE_TRIALS}). */
  private pool: Piscina<WorkerTask, Float64Array | PairedBatchResult> | null = null;
  private readonly longRuns: boolean | undefined;

  /**
   * @param threads worker threads (1 to {@link maxThreads})
   * @param options `longRuns`: true to start the threads with {@link LONG_RUN_V8_FLAGS} whatever
   *   the first run's length, false never to; left out, the first run too big to play inline
   *   decides ({@link LONG_RUN_TRIALS_PER_THREAD} trials a thread or more: long), and later runs
   *   keep the threads and their flags (restarting them for a long run after a short pilot was
   *   slower: docs/performance.md, "The inlining budget, for long runs only"). A benchmark of
   *   the speed once warm, whose first run is a short warm-up, says true.
   * @throws Error for a bad thread count.
   */
  constructor(threads: number = defaultThreads(), options: { readonly longRuns?: boolean } = {}) {
    checkThreads(threads);
    this.threads = threads;
    this.longRuns = options.longRuns;
  }

  /**
   * Whether the pool's threads were started with {@link LONG_RUN_V8_FLAGS} (the larger inlining
   * budget) rather than {@link WORKER_V8_FLAGS}; null until they start. For tests and benchmarks.
   */
  get longRunFlags(): boolean | null {
    return this.startedLong;
  }

  /**
   * The pool's threads, started on first use, by a run of `trialsPerThread` trials a thread: with
   * {@link LONG_RUN_V8_FLAGS} for a long one, else {@link WORKER_V8_FLAGS}. V8's flags are the
   * process's: a pool started after a long run's keeps the larger budget.
   */
  private workers(trialsPerThread: number): Piscina<WorkerTask, Float64Array | PairedBatchResult> {
    if (this.pool !== null) return this.pool;
    // Loaded here, not imported: a command that plays no trial (`--help`, `validate`), or only a
    // few, never loads piscina, which took about 25 ms of CPU of every start (issue #17, measured here).
    const { Piscina: Pool } = createRequire(import.meta.url)('piscina') as typeof import('piscina');
    // The threads optimise their hot functions themselves, not on V8's background compiler
    // ({@link SYNCHRONOUS_OPTIMISATION}), and in a long run inline more into them
    // ({@link INLINING_BUDGET}); the process is told first ({@link V8_FLAGS_EVENT}: the launcher
    // writes its code cache).
    const long = this.longRuns ?? trialsPerThread >= LONG_RUN_TRIALS_PER_THREAD;
    this.startedLong = long;
    (process as EventEmitter).emit(V8_FLAGS_EVENT);
    // node:v8 loaded here too: at the command's start it took about 3 ms (it loads Node's streams).
    const { setFlagsFromString } = createRequire(import.meta.url)('node:v8') as typeof import('node:v8');
    for (const flag of long ? LONG_RUN_V8_FLAGS : WORKER_V8_FLAGS) setFlagsFromString(flag);
    this.pool = new Pool<WorkerTask, Float64Array | PairedBatchResult>({
      // One bundled file (worker-bundle.ts): about 20% faster than the sources module by module.
      filename: workerFile(),
      execArgv: [],
      minThreads: this.threads,
      maxThreads: this.threads,
      idleTimeout: 60_000,
    });
    return this.pool;
  }

  /**
   * Runs every matchup for `trials` trials and returns merged counts. Memory stays flat in the
   * trial count: at most `2 x threads` tasks are in flight, and each finished task is merged
   * as soon as all earlier trials of its matchup are. `elapsedMs` covers this run only.
   * @param system rule system id (registry)
   * @throws Error for an unknown system or one with no duel, a bad trial count, or the first worker error.
   */
  async run(system: string, matchups: readonly CompiledDuel[], options: Omit<DuelRunOptions, 'threads'>): Promise<DuelRunResult> {
    const duel = duelOf(getSystem(system));
    const started = performance.now();
    const { totals, threads } = await this.runJobs(
      matchups.map((matchup) => ({
        task: (firstTrial: number, trials: number): DuelBatchTask => ({ kind: 'duel', system, matchup, seed: options.seed, firstTrial, trials }),
        create: () => duel.createAccumulator(matchup),
        merge: (total: Float64Array, part: Float64Array) => duel.mergeAccumulator(total, part),
      })),
      options,
    );
    const elapsedMs = performance.now() - started;
    return { counts: matchups.map((m, i) => duel.counts(m, totals[i] as Float64Array)), threads, elapsedMs };
  }

  /**
   * Runs a compiled scenario of rule system `system` for `trials` trials and returns merged
   * counts, as {@link TrialPool.run} does for duels (same tasks, same merge order, same determinism).
   * @throws Error for an unknown system, a bad trial count, or the first worker error.
   */
  async runScenario(system: string, setup: CompiledScenario, options: Omit<DuelRunOptions, 'threads'>): Promise<ScenarioRunResult> {
    const rules = getSystem(system).scenarios;
    const started = performance.now();
    const {
      totals: [total],
      threads,
    } = await this.runJobs(
      [
        {
          task: (firstTrial: number, trials: number): ScenarioBatchTask => ({ kind: 'scenario', system, setup, seed: options.seed, firstTrial, trials }),
          create: () => rules.createAccumulator(setup),
          merge: (t: Float64Array, part: Float64Array) => rules.mergeAccumulator(t, part),
        },
      ],
      options,
    );
    return { counts: rules.counts(setup, total as Float64Array), threads, elapsedMs: performance.now() - started };
  }

  /**
   * Plays the arms of a paired comparison (the same scenario changed in different ways, each
   * compiled for rule system `system`) for `trials` trials each, trial t of every arm from the
   * same numbers (rng's `streamFor(seed, id, t)`: common random numbers), and returns each arm's counts
   * and each trial's winner. Thread count never changes the results.
   * @returns per arm, in the order given: counts, each trial's outcome (`records`: winner, turns,
   *   casualties at trial t's index) and `winners[t]` the side that won trial t (-1 none)
   * @throws Error for an unknown system, a bad trial count, or the first worker error
   */
  async runPaired(system: string, arms: readonly CompiledScenario[], options: Omit<DuelRunOptions, 'threads'>): Promise<PairedRunResult> {
    const rules = getSystem(system).scenarios;
    const started = performance.now();
    checkTrials(options.trials);
    const records = arms.map((a) => createTrialRecords(options.trials, a.sides.length));
    const { totals, threads } = await this.runJobs(
      arms.map((setup) => ({
        task: (firstTrial: number, trials: number): ScenarioBatchTask => ({ kind: 'scenario', system, setup, seed: options.seed, firstTrial, trials, paired: true }),
        create: () => rules.createAccumulator(setup),
        merge: (t: Float64Array, part: Float64Array) => rules.mergeAccumulator(t, part),
      })),
      options,
      records,
    );
    return { counts: arms.map((a, i) => rules.counts(a, totals[i] as Float64Array)), records, winners: records.map((r) => r.winners), threads, elapsedMs: performance.now() - started };
  }

  /**
   * The task loop shared by duels and scenarios; returns each job's merged accumulator and the
   * threads that played them (1 for a run played in the calling thread: {@link INLINE_TRIALS}).
   */
  private async runJobs<T extends WorkerTask>(jobs: readonly Job<T>[], options: Omit<DuelRunOptions, 'threads'>, records?: readonly TrialRecords[]): Promise<{ totals: Float64Array[]; threads: number }> {
    checkTrials(options.trials);
    const progress = options.progress ?? SILENT;
    const trials = options.trials;
    const totals = jobs.map((j) => j.create());
    const nextToMerge = jobs.map(() => 0);
    const waiting = jobs.map(() => new Map<number, { acc: Float64Array; trials: number }>());
    const totalTrials = trials * jobs.length;
    let done = 0;
    // Where the next task starts: job by job, trial by trial.
    let job = 0;
    let next = 0;
    const started = performance.now();
    const window = this.threads * 2;
    const threads = this.threads;
    /** The next task's size: small until a task has come back, then about TASK_TARGET_MS of one thread's work. */
    const taskSize = (): number => {
      const left = trials - next;
      const elapsed = performance.now() - started;
      const perThreadMs = done > 0 ? done / (elapsed * threads) : 0;
      let size = perThreadMs > 0 ? Math.floor(perThreadMs * TASK_TARGET_MS) : FIRST_TASK_TRIALS;
      // Never more than an even share of what is left of the whole run, so every thread works to the end.
      const remaining = left + (jobs.length - 1 - job) * trials;
      size = Math.min(size, Math.ceil(remaining / threads), MAX_TASK_TRIALS);
      return Math.max(1, Math.min(size, left));
    };

    // Merge each task's counts once all earlier trials of its job are merged (trial order).
    const settle = (m: number, firstTrial: number, acc: Float64Array, count: number): void => {
      const wait = waiting[m] as Map<number, { acc: Float64Array; trials: number }>;
      wait.set(firstTrial, { acc, trials: count });
      for (;;) {
        const at = nextToMerge[m] as number;
        const ready = wait.get(at);
        if (ready === undefined) break;
        (jobs[m] as Job<T>).merge(totals[m] as Float64Array, ready.acc);
        wait.delete(at);
        nextToMerge[m] = at + ready.trials;
      }
    };

    /** Task (job m, trials first .. first + count - 1) has returned `result`: its counts and records go to their places. */
    const take = (m: number, first: number, count: number, result: Float64Array | PairedBatchResult): void => {
      let acc: Float64Array;
      if (result instanceof Float64Array) acc = result;
      else {
        // A paired task: its trials' outcomes go to their place in the run's.
        const into = records![m] as TrialRecords;
        into.winners.set(result.records.winners, first);
        into.turns.set(result.records.turns, first);
        into.casualties.set(result.records.casualties, first * into.sides);
        acc = result.acc;
      }
      settle(m, first, acc, count);
      done += count;
      progress.update(done, totalTrials);
    };

    try {
      if (totalTrials <= INLINE_TRIALS) {
        // A run this small is played here, job by job, each as one task (INLINE_TRIALS).
        for (let m = 0; m < jobs.length; m++) take(m, 0, trials, runBatches((jobs[m] as Job<T>).task(0, trials)));
        return { totals, threads: 1 };
      }
      const pool = this.workers(totalTrials / this.threads);
      await new Promise<void>((resolve, reject) => {
        let inFlight = 0;
        let failed = false;
        const launch = (): void => {
          while (!failed && inFlight < window && job < jobs.length) {
            const m = job;
            const first = next;
            const count = taskSize();
            next += count;
            if (next >= trials) {
              job++;
              next = 0;
            }
            inFlight++;
            pool.run((jobs[m] as Job<T>).task(first, count)).then(
              (result) => {
                inFlight--;
                take(m, first, count, result);
                if (job >= jobs.length && inFlight === 0) resolve();
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
    return { totals, threads: this.threads };
  }

  /** Stops the worker threads. */
  async destroy(): Promise<void> {
    if (this.pool !== null) await this.pool.destroy();
    this.pool = null;
  }
}

/** What {@link TrialPool.runPaired} returns: per arm, its counts, each trial's outcome and (the records' own) winning sides (-1 none). */
export interface PairedRunResult {
  readonly counts: SkirmishCounts[];
  readonly records: TrialRecords[];
  readonly winners: Int8Array[];
  /** Threads that played the trials: the pool's, or 1 for a run of at most {@link INLINE_TRIALS} trials played in the calling thread. */
  readonly threads: number;
  readonly elapsedMs: number;
}

/** Result of a scenario run: merged counts and wall time. */
export interface ScenarioRunResult {
  readonly counts: SkirmishCounts;
  /** Threads that played the trials: the pool's, or 1 for a run of at most {@link INLINE_TRIALS} trials played in the calling thread. */
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
