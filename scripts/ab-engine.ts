/**
 * `npx tsx scripts/ab-engine.ts --a DIR [--b DIR] [--system ID] [--scenario FILE | --duel "A|B|RANGE"]
 * [--trials N] [--slices N] [--processes N]`: an A/B of two checkouts' engines in one process, for changes too small to see
 * through this shared machine's noise when each version runs in its own process (bench-qd.ts's
 * rounds of the same code ranged over 30% in one session).
 *
 * Each checkout's engines are bundled by esbuild (scripts/bundled-child.ts `bundleScript`, as the
 * workers run them) into a module of their own (ab-engine-side.ts), and both are loaded in one plain
 * `node` child (ab-engine-run.ts), which plays `--slices` slices (default 40) of `--trials` trials
 * (default 2,000; fewer for a long scenario) of `--scenario` (default scenarios/street-fight.yaml)
 * under `--system` (default quickdraw) on each side in turn, the same streams on both, and times each
 * slice in CPU time. A slow spell of the machine then falls on both sides alike. `--duel "A|B|RANGE"`
 * (e.g. `"Doc Holliday|Johnny Ringo|10"`, as scripts/duel-floor.ts) plays the BOOT HILL standing
 * duel of two roster characters instead (give `--trials` in the hundred thousands: a duel is short).
 *
 * Each process compiles its two copies its own way (an A/A run, one checkout against itself, gave
 * the second 0.95 to 1.00 of the first's speed, varying by process), so this is done in
 * `--processes` processes (default 4), the two loaded in either order in turn.
 *
 * Prints one JSON line: `speedupMedian`, b's speed over a's (CPU time of all slices), the median
 * over the processes, and in how many b was faster; per process, each side's trials per CPU
 * second and the speedup; and `sameResults`: each side's four fixed-seed warm-up batches gave the
 * same accumulator in every process (both played the same trials, as a change meant to keep
 * results must).
 *
 * `--a DIR`: the checkout before a change (e.g. `git clone -q . /tmp/old && cd /tmp/old &&
 * git checkout REV && pnpm install --offline`); `--b DIR`: after it, default this checkout.
 * @throws Error when a value is missing or not a whole number >= 1, or esbuild or the child fails
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleScript, CHECKOUT_ROOT } from './bundled-child.ts';
import { LONG_RUN_V8_FLAGS } from '@deadeye/runner';

const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  if (args[i + 1] === undefined) throw new Error(`${name} needs a value`);
  return args[i + 1];
};
const whole = (name: string, d: number): number => {
  const v = Number(value(name) ?? d);
  if (!(Number.isInteger(v) && v >= 1)) throw new Error(`${name} must be a whole number >= 1, got ${value(name)}`);
  return v;
};
const HERE = fileURLToPath(new URL('.', import.meta.url));
const a = value('--a');
if (a === undefined) throw new Error('--a DIR (the checkout before the change) is required');
const b = value('--b') ?? CHECKOUT_ROOT;
const PROCESSES = whole('--processes', 4);
const scenario = resolve(value('--scenario') ?? join(CHECKOUT_ROOT, 'scenarios', 'street-fight.yaml'));
// The BOOT HILL standing duel instead of a scenario: "A|B|RANGE" (roster names, spaces).
const duel = args.includes('--duel') ? (value('--duel') ?? '') : undefined;
if (duel !== undefined && !/^[^|]+\|[^|]+\|\d+(\.\d+)?$/.test(duel)) throw new Error(`--duel must be "A|B|RANGE" (two roster names and a range in spaces), got "${duel}"`);

const dir = mkdtempSync(join(tmpdir(), 'deadeye-ab-engine-'));
try {
  const side = join(HERE, 'ab-engine-side.ts');
  writeFileSync(join(dir, 'a.cjs'), bundleScript(side, resolve(a)));
  writeFileSync(join(dir, 'b.cjs'), bundleScript(side, resolve(b)));
  writeFileSync(join(dir, 'run.cjs'), bundleScript(join(HERE, 'ab-engine-run.ts')));
  // Each process compiles its two copies of the engines its own way (an A/A run of one checkout
  // against itself gave b 0.95 to 1.00 of a's speed, varying by process): several processes, the
  // checkouts loaded in turn in either order, and their speedups' median.
  const runs: Record<string, unknown>[] = [];
  const speedups: number[] = [];
  let same = true;
  for (let p = 0; p < PROCESSES; p++) {
    const swap = p % 2 === 1;
    // A long run's workers' V8 flags (runner's LONG_RUN_V8_FLAGS): the speed once warm.
    const child = spawnSync(process.execPath, [
      ...LONG_RUN_V8_FLAGS, join(dir, 'run.cjs'), '--a', join(dir, swap ? 'b.cjs' : 'a.cjs'), '--b', join(dir, swap ? 'a.cjs' : 'b.cjs'),
      '--system', value('--system') ?? 'quickdraw', '--scenario', scenario,
      '--trials', String(whole('--trials', 2000)), '--slices', String(whole('--slices', 40)),
      ...(duel === undefined ? [] : ['--duel', duel]),
    ], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
    if (child.status !== 0) throw new Error(`ab-engine: the child failed (status ${child.status})`);
    const r = JSON.parse(child.stdout) as { trialsPerCpuSecond: { a: number; b: number }; speedup: { total: number }; checksums: { same: boolean } };
    const speedup = swap ? 1 / r.speedup.total : r.speedup.total;
    speedups.push(speedup);
    same &&= r.checksums.same;
    runs.push({ first: swap ? 'b' : 'a', a: swap ? r.trialsPerCpuSecond.b : r.trialsPerCpuSecond.a, b: swap ? r.trialsPerCpuSecond.a : r.trialsPerCpuSecond.b, speedup: Number(speedup.toFixed(4)) });
  }
  const sorted = [...speedups].sort((x, y) => x - y);
  const median = sorted.length % 2 === 1 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  console.log(JSON.stringify({ a: resolve(a), b: resolve(b), scenario: duel === undefined ? scenario : `BOOT HILL standing duel ${duel}`, speedupMedian: Number(median.toFixed(4)), processesBFaster: speedups.filter((x) => x > 1).length, sameResults: same, processes: runs }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
