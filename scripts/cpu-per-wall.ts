/**
 * What the machine gave a timed run of the trial pool, for the benchmark scripts (scripts/bench.ts,
 * scripts/speedup.ts): the CPU seconds of the whole process (every thread: the main thread and the
 * pool's workers) per wall second of the run, about the number of cores it had (1 for a 1-thread
 * run with a core to itself, about 2 for a 2-thread run with both; a 2-thread run on a busy
 * machine gets about 1, and its speedup then measures the machine, not the code).
 */

/** A run that reports its own wall time, milliseconds (the runner's `elapsedMs`). */
export interface TimedRun {
  readonly elapsedMs: number;
}

/**
 * Awaits `run` and measures it: its result, and the process's CPU milliseconds (user + system)
 * while it ran, and those per wall millisecond of the run (`cpuPerWall`, unrounded).
 */
export async function withCpu<T extends TimedRun>(run: () => Promise<T>): Promise<{ run: T; cpuMs: number; cpuPerWall: number }> {
  const c0 = process.cpuUsage();
  const r = await run();
  const c = process.cpuUsage(c0);
  const cpuMs = (c.user + c.system) / 1000;
  return { run: r, cpuMs, cpuPerWall: cpuMs / r.elapsedMs };
}
