/**
 * `pnpm bench`: speed and memory of the standing duel, printed as JSON (a benchmark, not a test).
 *
 * Measures Doc Holliday vs Johnny Ringo at 10 spaces:
 * - duels per second on 1 thread and on 2 threads over `--trials` (default 10,000,000) trials,
 *   on warmed-up pools (pool start-up is reported separately), the faster of two timed runs each,
 *   and the 2-thread speedup;
 * - random numbers drawn per duel, the raw draw rate of the same generator (seedrandom xor4096)
 *   measured in this run, and the ratio of the duel's draw rate to it;
 * - peak RSS of a whole `deadeye duel`-like run of 1e6 and of 1e7 trials on 2 threads, each in a
 *   fresh process, to show memory does not grow with the trial count.
 * Targets (issue #2): >= 1,000,000 duels/s per thread, speedup >= 1.8, flat peak memory.
 *
 * Options: --trials N (default 1e7), --skip-rss.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { compileDuel, findCharacter } from '@deadeye/boothill';
import { GENERATOR, rawGenerator } from '@deadeye/rng';
import { DuelPool } from '@deadeye/runner';

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const TRIALS = Number(flag('--trials') ?? 1e7);
if (!(Number.isInteger(TRIALS) && TRIALS >= 1)) throw new Error(`--trials must be a whole number >= 1, got ${flag('--trials')}`);
const SKIP_RSS = args.includes('--skip-rss');

const matchup = compileDuel({ a: findCharacter('Doc Holliday'), b: findCharacter('Johnny Ringo'), range: 10 });

async function duelsPerSecond(threads: number): Promise<{ rate: number; drawsPerDuel: number; startupMs: number; runsMs: number[] }> {
  const t0 = performance.now();
  const pool = new DuelPool(threads);
  // Warm-up: every worker loads and compiles the engine before timing.
  await pool.run([matchup], { seed: 'warm-up', trials: 8192 * threads * 4 });
  const startupMs = performance.now() - t0;
  try {
    // Two timed runs; the faster one counts (the slower one mostly measures the machine's noise).
    const runs = [];
    for (const seed of ['bench-1', 'bench-2']) runs.push(await pool.run([matchup], { seed, trials: TRIALS }));
    const best = runs.reduce((x, y) => (y.elapsedMs < x.elapsedMs ? y : x));
    const c = best.counts[0];
    if (c === undefined) throw new Error('no counts');
    return { rate: TRIALS / (best.elapsedMs / 1000), drawsPerDuel: c.randomDraws / c.trials, startupMs, runsMs: runs.map((r) => Math.round(r.elapsedMs)) };
  } finally {
    await pool.destroy();
  }
}

function rawDrawRate(): number {
  const next = rawGenerator('raw-rate');
  const n = 50_000_000;
  let sink = 0;
  for (let i = 0; i < 1_000_000; i++) sink += next(); // warm-up
  const t0 = performance.now();
  for (let i = 0; i < n; i++) sink += next();
  const secs = (performance.now() - t0) / 1000;
  if (sink < 0) console.error(sink); // keep the loop from being optimised away
  return n / secs;
}

function peakRss(trials: number): number {
  const here = fileURLToPath(new URL('./bench-rss.ts', import.meta.url));
  const loader = createRequire(import.meta.url).resolve('tsx');
  const r = spawnSync(process.execPath, ['--import', new URL(`file://${loader}`).href, here, String(trials)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`bench-rss ${trials} failed: ${r.stderr}`);
  return (JSON.parse(r.stdout) as { maxRssBytes: number }).maxRssBytes;
}

const one = await duelsPerSecond(1);
const two = await duelsPerSecond(2);
const raw = rawDrawRate();
const speedup = two.rate / one.rate;
const out: Record<string, unknown> = {
  benchmark: 'BOOT HILL standing duel, Doc Holliday vs Johnny Ringo, 10 spaces (60 ft), screen variant',
  trials: TRIALS,
  generator: GENERATOR,
  duelsPerSecond1Thread: Math.round(one.rate),
  duelsPerSecond2Threads: Math.round(two.rate),
  speedup2Threads: Number(speedup.toFixed(3)),
  poolStartupMs: { threads1: Math.round(one.startupMs), threads2: Math.round(two.startupMs) },
  timedRunsMs: { threads1: one.runsMs, threads2: two.runsMs },
  randomNumbersPerDuel: Number(one.drawsPerDuel.toFixed(4)),
  rawDrawsPerSecond: Math.round(raw),
  duelDrawsPerSecond1Thread: Math.round(one.rate * one.drawsPerDuel),
  ratioDuelDrawRateToRawDrawRate: Number(((one.rate * one.drawsPerDuel) / raw).toFixed(4)),
};
if (!SKIP_RSS) {
  const rss6 = peakRss(1_000_000);
  const rss7 = peakRss(10_000_000);
  out['peakRssMiB'] = { trials1e6: Number((rss6 / 2 ** 20).toFixed(1)), trials1e7: Number((rss7 / 2 ** 20).toFixed(1)) };
  out['peakRssGrowth1e6To1e7'] = Number((rss7 / rss6).toFixed(3));
}
out['targets'] = {
  duelsPerSecondPerThreadAtLeast1e6: one.rate >= 1e6 && two.rate / 2 >= 1e6,
  speedupAtLeast1_8: speedup >= 1.8,
  ...(SKIP_RSS ? {} : { peakRssFlat: (out['peakRssGrowth1e6To1e7'] as number) < 1.15 }),
};
console.log(JSON.stringify(out, null, 2));
