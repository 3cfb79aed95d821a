/**
 * `tsx scripts/bench-qd.ts`: Quick on the Draw's engine alone on the 3-against-3 street fight
 * (scenarios/street-fight.yaml, `--system quickdraw`), in one thread, as the workers run it (a
 * benchmark, not a test; an A/B tool for engine changes).
 *
 * As the runner's worker bundle is, scripts/bench-qd-run.ts and the engine it reaches through
 * the registry are bundled by esbuild into one CommonJS file, which runs in a plain `node` child
 * process (scripts/bundled-child.ts). It compiles the scenario through the
 * registry, warms up, then plays `--rounds` rounds (default 5) of `--trials` trials (default
 * 100,000) in batches of 8,192, and prints one JSON line: trials per CPU second (user + system: on
 * a shared machine other processes lengthen the wall time far more than the CPU time of one
 * thread) of each round and their median; the garbage collections (minor, major) during the timed
 * rounds, counted with a `gc` PerformanceObserver (a trial loop that allocates nothing triggers no
 * minor one; a major one marked "reduce" in `--trace-gc` is V8's memory reducer, not allocation);
 * and a checksum of the accumulator of four fixed-seed warm-up batches (two versions that play the
 * same trials print the same checksum).
 *
 * `--heap-sample` also samples the allocations of the timed rounds (V8's sampling heap profiler,
 * collected objects included) and prints the allocating call paths, bytes per 1,000 trials.
 *
 * `--trace-protectors` runs the child with V8's `--trace-protector-invalidation` (nothing printed:
 * no typed-array check was added).
 *
 * `--system ID` measures another rule system's engine on the same street fight (e.g. `shootout`;
 * default `quickdraw`).
 *
 * `--scenario FILE` plays another scenario file instead of the street fight (e.g.
 * `scenarios/northfield.yaml`; its trials are longer: pass fewer `--trials`).
 *
 * `--root DIR` bundles the sources of another checkout (its packages/ with their node_modules),
 * e.g. a copy of the code before a change: run both alternately for an A/B.
 */
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBundled } from './bundled-child.ts';

const args = process.argv.slice(2);
const flag = (name: string, d: number): number => {
  const i = args.indexOf(name);
  const v = i >= 0 ? Number(args[i + 1]) : d;
  if (!(Number.isInteger(v) && v >= 1)) throw new Error(`${name} must be a whole number >= 1, got ${args[i + 1]}`);
  return v;
};
const ROUNDS = flag('--rounds', 5);
const TRIALS = flag('--trials', 100_000);
const HERE = fileURLToPath(new URL('.', import.meta.url));
const rootAt = args.indexOf('--root');
const ROOT = rootAt >= 0 ? resolve(args[rootAt + 1]!) : resolve(HERE, '..');

const scenarioAt = args.indexOf('--scenario');
const SCENARIO = scenarioAt >= 0 ? resolve(args[scenarioAt + 1]!) : join(HERE, '..', 'scenarios', 'street-fight.yaml');

const stdout = runBundled(
  join(HERE, 'bench-qd-run.ts'),
  ['--rounds', String(ROUNDS), '--trials', String(TRIALS), '--scenario', SCENARIO, ...(args.includes('--heap-sample') ? ['--heap-sample'] : []), ...(args.includes('--system') ? ['--system', args[args.indexOf('--system') + 1]!] : [])],
  { root: ROOT, nodeArgs: args.includes('--trace-protectors') ? ['--trace-protector-invalidation'] : [] },
);
const result = JSON.parse(stdout) as Record<string, unknown>;
console.log(JSON.stringify({ root: ROOT, ...result }));
