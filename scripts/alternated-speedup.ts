/**
 * The 2-thread speedup of a scenario run, measured as an A/B on this shared machine should be
 * (the developers' brief: alternate the two several times in one session, report medians): each
 * round a warmed pool of the runner of 1 thread, then one of 2 (packages/runner, TrialPool: the
 * worker bundle, as `deadeye run` plays), started for the round, play the scenario, each run on
 * its own seed so no run repeats another's trials. Used by
 * scripts/speedup.ts, which prints every round, and which scripts/bench.ts runs in a process of
 * its own for Northfield's speedup target (issue #17 section 1: one pair of runs measured a moment
 * of the machine, 1.25 to 2.06 in earlier sessions on the same code).
 */
import { readFileSync } from 'node:fs';
import type { TrialPool } from '@deadeye/runner';
import { meanOverCpus, onEachCpu, speedupOverCores } from './affinity.ts';
import { withCpu } from './cpu-per-wall.ts';

/** One timed run: trials per wall second, the process's CPU seconds per wall second, trials per CPU second, and its wall milliseconds. */
export interface SpeedupRun {
  readonly rate: number;
  readonly cpuPerWall: number;
  readonly perCpuSecond: number;
  readonly ms: number;
}

/**
 * One round: its 1-thread runs, one pinned to each CPU (`threads1ByCpu`; one unpinned run, `cpu`
 * null, where the CPUs cannot be pinned: scripts/affinity.ts), their mean (`threads1`: each
 * figure the mean of the runs'), the 2-thread run, the speedup (2-thread rate over the mean
 * 1-thread rate), `speedupOverFastestCpu` (over the fastest core's: what a 1-thread run that
 * landed there would print), CPU efficiency (trials per CPU second, 2 over the 1-thread mean) and
 * the 1-, 5- and 15-minute load averages as it began.
 */
export interface SpeedupRound {
  readonly threads1: SpeedupRun;
  readonly threads1ByCpu: (SpeedupRun & { readonly cpu: number | null })[];
  readonly threads2: SpeedupRun;
  readonly speedup: number;
  readonly speedupOverFastestCpu: number;
  readonly cpuEfficiency: number;
  readonly load: number[];
}

/** The rounds and their medians: the speedup (and over the fastest core), each pool's rate, the 2-thread runs' CPUs per wall second and the CPU efficiency. */
export interface AlternatedSpeedup {
  readonly runs: SpeedupRound[];
  readonly speedup: number;
  readonly speedupOverFastestCpu: number;
  readonly rate1: number;
  readonly rate2: number;
  readonly cpuPerWall2Threads: number;
  readonly cpuEfficiency: number;
}

/** The median of a non-empty list (the upper one of an even count). */
const median = (a: readonly number[]): number => [...a].sort((x, y) => x - y)[a.length >> 1]!;

/**
 * Plays `rounds` rounds, each on pools of its own: a 1-thread pool is started, warmed (`warmUp`
 * trials a thread: every worker builds its engine and V8 optimises it) and timed over `trials`
 * trials, then destroyed, once pinned to each CPU of the process in turn (the first CPU rotated
 * from round to round; scripts/affinity.ts: the cores of this machine are not alike, and the
 * speedup over one unpinned 1-thread run was decided by which core it landed on); then a 2-thread
 * pool the same way, unpinned. Fresh pools each round because a
 * worker's optimised code is its own (V8 optimises what that worker has seen), and a pool kept for
 * every round repeats whatever its worker had in every round: on 2026-12-07 one kept 1-thread
 * worker played 1,750 trials per CPU second against the usual 2,600 in all three rounds (on a
 * machine then slowing down too) and the "speedup" printed was 2.37. The median over fresh pools
 * samples the workers as well as the moments.
 * @param makePool starts a pool of `threads` worker threads (the runner's TrialPool)
 * @param play one run of `trials` trials with `seed` on `pool` (the runner's `runScenario` of the system and setup measured)
 * @throws Error from the runner
 */
export async function alternatedSpeedup(
  makePool: (threads: number) => TrialPool,
  play: (pool: TrialPool, seed: string, trials: number) => Promise<{ readonly elapsedMs: number }>,
  trials: number,
  rounds: number,
  warmUp = Math.min(trials, 2_000),
): Promise<AlternatedSpeedup> {
  const timed = async (threads: number, seed: string): Promise<SpeedupRun> => {
    const pool = makePool(threads);
    try {
      await play(pool, 'warm-up', warmUp * threads);
      const { run, cpuMs, cpuPerWall } = await withCpu(() => play(pool, seed, trials));
      return { rate: Math.round(trials / (run.elapsedMs / 1000)), cpuPerWall: Number(cpuPerWall.toFixed(2)), perCpuSecond: Math.round(trials / (cpuMs / 1000)), ms: Math.round(run.elapsedMs) };
    } finally {
      await pool.destroy();
    }
  };
  const runs: SpeedupRound[] = [];
  for (let r = 0; r < rounds; r++) {
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);
    // Each core's run on a seed of its own: no run repeats another's trials.
    let k = 0;
    const ones = await onEachCpu(() => timed(1, `speedup-${r}-1-${k++}`), r);
    const one: SpeedupRun = {
      rate: Math.round(meanOverCpus(ones, (x) => x.rate)),
      cpuPerWall: Number(meanOverCpus(ones, (x) => x.cpuPerWall).toFixed(2)),
      perCpuSecond: Math.round(meanOverCpus(ones, (x) => x.perCpuSecond)),
      ms: Math.round(meanOverCpus(ones, (x) => x.ms)),
    };
    const two = await timed(2, `speedup-${r}-2`);
    const { overMean, overFastest } = speedupOverCores(two.rate, ones.map((x) => x.result.rate));
    runs.push({
      threads1: one,
      threads1ByCpu: ones.map(({ cpu, result }) => ({ ...result, cpu })),
      threads2: two,
      speedup: Number(overMean.toFixed(3)),
      speedupOverFastestCpu: Number(overFastest.toFixed(3)),
      cpuEfficiency: Number((two.perCpuSecond / one.perCpuSecond).toFixed(3)),
      load,
    });
  }
  return {
    runs,
    speedup: median(runs.map((r) => r.speedup)),
    speedupOverFastestCpu: median(runs.map((r) => r.speedupOverFastestCpu)),
    rate1: median(runs.map((r) => r.threads1.rate)),
    rate2: median(runs.map((r) => r.threads2.rate)),
    cpuPerWall2Threads: median(runs.map((r) => r.threads2.cpuPerWall)),
    cpuEfficiency: median(runs.map((r) => r.cpuEfficiency)),
  };
}
