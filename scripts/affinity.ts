/**
 * Which CPUs this process runs on, for the benchmark scripts' 1-thread runs (scripts/bench.ts,
 * scripts/alternated-speedup.ts), through util-linux's `taskset` (in every Debian system).
 *
 * Why: the cores of this machine are not alike. On 2026-12-07 the same 60,000 street fights in a
 * bundled process took 2.04 to 2.07 s pinned to CPU 0 and 2.82 to 3.12 s pinned to CPU 1, three
 * runs each, alternated (docs/performance.md, "The two cores are not alike"); in other sessions the
 * slow one was now one core, now the other, in spells of seconds to minutes. A 1-thread run lands
 * on either, and a 2-thread run uses both, so a speedup that divides by one 1-thread run is about
 * (fast + slow) / fast or (fast + slow) / slow by the toss of where that run landed: 1.49 to 2.39
 * in one bench's five rounds. Pinned to each core in turn, the 1-thread rate is the mean of the
 * cores', what a 2-thread run that uses both fully would double.
 */
import { spawnSync } from 'node:child_process';

/**
 * The CPUs this process may run on (its affinity list, e.g. [0, 1]), or null where `taskset` is
 * missing or its answer cannot be read.
 */
export function processCpus(): number[] | null {
  const r = spawnSync('taskset', ['-cp', String(process.pid)], { encoding: 'utf8' });
  if (r.error !== undefined || r.status !== 0) return null;
  // "pid 3211's current affinity list: 0,1" (ranges as "0-3,6").
  const list = r.stdout.slice(r.stdout.lastIndexOf(':') + 1).trim();
  const cpus: number[] = [];
  for (const part of list.split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (m === null) return null;
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    for (let c = from; c <= to; c++) cpus.push(c);
  }
  return cpus.length > 0 ? cpus : null;
}

/** Tries of {@link pinProcess} when a thread ends while taskset goes through them. */
const PIN_TRIES = 20;

/**
 * Sets the CPUs of every thread of this process (`taskset -a`); threads started later (a pool's
 * workers) inherit the mask of the thread that starts them. taskset lists the threads, then sets
 * each: one that ends in between (a worker thread or one of Node's own, winding down) fails it with
 * "No such process", so that case is tried again, after 10 ms, up to {@link PIN_TRIES} times (seen
 * once in a CI run of the test under load).
 * @throws Error with taskset's message when it fails otherwise, or every try found a thread gone
 */
export function pinProcess(cpus: readonly number[]): void {
  for (let attempt = 1; ; attempt++) {
    const r = spawnSync('taskset', ['-a', '-cp', cpus.join(','), String(process.pid)], { encoding: 'utf8' });
    if (r.error === undefined && r.status === 0) return;
    const message = r.error?.message ?? r.stderr.trim();
    if (attempt >= PIN_TRIES || !message.includes('No such process')) throw new Error(`taskset -a -cp ${cpus.join(',')}: ${message}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
}

/** Whether this process may set its CPUs (a container may forbid it): set to those it has. */
function canPin(cpus: readonly number[]): boolean {
  try {
    pinProcess(cpus);
    return true;
  } catch {
    return false;
  }
}

/** At most this many CPUs are measured one by one; a larger machine's 1-thread runs are not pinned. */
export const MAX_PINNED_CPUS = 4;

/**
 * Runs `run` once pinned to each CPU of this process in turn (the order rotated by `rotate`, so
 * that alternated rounds do not always start on the same core), restoring the process's CPUs
 * after each; where the CPUs cannot be read or set (no taskset, or a container that forbids it),
 * or there are fewer than 2 or more than
 * {@link MAX_PINNED_CPUS}, runs it once unpinned (`cpu` null).
 * @returns each run's result with the CPU it was pinned to
 * @throws what `run` throws, or Error when taskset fails to pin a CPU it listed
 */
export async function onEachCpu<T>(run: () => Promise<T>, rotate = 0): Promise<{ cpu: number | null; result: T }[]> {
  const cpus = processCpus();
  if (cpus === null || cpus.length < 2 || cpus.length > MAX_PINNED_CPUS || !canPin(cpus)) return [{ cpu: null, result: await run() }];
  const order = cpus.map((_, k) => cpus[(k + rotate) % cpus.length]!);
  const out: { cpu: number | null; result: T }[] = [];
  for (const cpu of order) {
    pinProcess([cpu]);
    try {
      out.push({ cpu, result: await run() });
    } finally {
      pinProcess(cpus);
    }
  }
  return out;
}

/**
 * The mean over the runs of {@link onEachCpu} of one figure of each run's result (each core's run
 * counted once; the one unpinned run's figure where it could not pin).
 * @throws Error for no runs
 */
export function meanOverCpus<T>(runs: readonly { readonly result: T }[], figure: (r: T) => number): number {
  if (runs.length === 0) throw new Error('meanOverCpus: no runs');
  return runs.reduce((t, x) => t + figure(x.result), 0) / runs.length;
}

/**
 * A 2-thread run's speedup (its trials per second, `rate2`) over the cores' 1-thread rates
 * (`rates1`, trials per second, one a core: {@link onEachCpu}): over their mean, what a 2-thread
 * run that used both cores fully would double, and over the fastest, what a 1-thread run that
 * landed there would print. Unrounded ratios.
 * @throws Error for no 1-thread rate
 */
export function speedupOverCores(rate2: number, rates1: readonly number[]): { overMean: number; overFastest: number } {
  if (rates1.length === 0) throw new Error('speedupOverCores: no 1-thread rate');
  return { overMean: rate2 / (rates1.reduce((t, r) => t + r, 0) / rates1.length), overFastest: rate2 / Math.max(...rates1) };
}

