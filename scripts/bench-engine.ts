/**
 * `tsx scripts/bench-engine.ts`: the skirmish engine alone, in this thread, as the workers run it
 * (a benchmark, not a test; an A/B tool for engine refactors).
 *
 * The engine and what it imports are bundled by esbuild into one CommonJS file, as
 * packages/runner/src/worker-bundle.ts bundles the worker (module by module through tsx the
 * engines run about 20% slower, which would hide or invent differences), then
 * `SkirmishEngine.runBatch` (built by the registry, with the scenario's agents) plays the street
 * fight (scenarios/street-fight.yaml) and Northfield
 * (scenarios/northfield.yaml) in alternation: after a warm-up (sight rows, path fields, JIT),
 * `--rounds` rounds (default 3) of `--street-trials` (default 100,000) and `--northfield-trials`
 * (default 2,000) trials each. Prints one JSON line: trials per CPU second of each round and their
 * median per scenario, and the garbage collections (minor, major) during each scenario's timed rounds,
 * counted with a `gc` PerformanceObserver (a trial loop that allocates nothing triggers none).
 *
 * For an A/B, copy this file into the other checkout's scripts/ and run both alternately.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PerformanceObserver } from 'node:perf_hooks';

const args = process.argv.slice(2);
const flag = (name: string, d: number): number => {
  const i = args.indexOf(name);
  const v = i >= 0 ? Number(args[i + 1]) : d;
  if (!(Number.isInteger(v) && v >= 1)) throw new Error(`${name} must be a whole number >= 1, got ${args[i + 1]}`);
  return v;
};
const ROUNDS = flag('--rounds', 3);
const STREET_TRIALS = flag('--street-trials', 100_000);
const NORTHFIELD_TRIALS = flag('--northfield-trials', 2_000);
const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Bundle {
  createScenarioEngine(system: string, setup: unknown): { runBatch(stream: unknown, trials: number, acc: Float64Array): void };
  compileSkirmish(s: unknown): { id: string };
  createSkirmishAccumulator(setup: unknown): Float64Array;
  loadScenario(file: string): unknown;
  streamFor(seed: string, id: string, firstTrial: number): unknown;
}

/** Bundles the engine as the worker bundle does (esbuild, CommonJS, node20) and loads it. */
function loadBundle(): Bundle {
  // The workspace packages resolve from the registry (which names every rule system); esbuild from the runner.
  const req = createRequire(join(ROOT, 'packages/runner/package.json'));
  // esbuild is the runner's dependency (not resolvable from scripts/ for types): the one call used.
  const esbuild = req('esbuild') as { buildSync(o: object): { outputFiles: { text: string }[] } };
  const out = esbuild.buildSync({
    stdin: {
      contents:
        "export { compileSkirmish, createSkirmishAccumulator } from '@deadeye/boothill'; export { loadScenario } from '@deadeye/core'; export { streamFor } from '@deadeye/rng'; export { createScenarioEngine } from '@deadeye/registry';",
      resolveDir: join(ROOT, 'packages/registry'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // The scenario loader finds yaml and ajv from its own file (core's createRequire): the bundle runs from a temporary directory.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(ROOT, 'packages/core/src/scenario/load.ts')).href) },
    write: false,
    logLevel: 'silent',
  });
  const dir = mkdtempSync(join(tmpdir(), 'bench-engine-'));
  const file = join(dir, 'engine.cjs');
  writeFileSync(file, out.outputFiles[0]!.text);
  const bundle = createRequire(import.meta.url)(file) as Bundle;
  // Loaded: the file is no longer needed.
  rmSync(dir, { recursive: true, force: true });
  return bundle;
}

const B = loadBundle();
const make = (name: string) => {
  const setup = B.compileSkirmish(B.loadScenario(join(ROOT, 'scenarios', `${name}.yaml`)));
  return { setup, engine: B.createScenarioEngine('boothill', setup), acc: B.createSkirmishAccumulator(setup) };
};
const street = make('street-fight');
const northfield = make('northfield');
let batch = 0;
/**
 * Trials per second of `trials` trials in batches of at most 8192, per second of this process's
 * CPU time (user + system): on a shared machine, other processes' load lengthens the wall time
 * far more than the CPU time of a single-threaded loop.
 */
const run = (s: ReturnType<typeof make>, trials: number): number => {
  const c0 = process.cpuUsage();
  for (let done = 0; done < trials; done += 8192) s.engine.runBatch(B.streamFor('bench-engine', s.setup.id, 8192 * batch++), Math.min(8192, trials - done), s.acc);
  const c = process.cpuUsage(c0);
  return trials / ((c.user + c.system) / 1e6);
};
run(street, 30_000);
run(northfield, 500);
await new Promise((r) => setTimeout(r, 50));
/** Which scenario is running (the GC observer counts under it). */
let now: 'street' | 'northfield' = 'street';
const gc = { street: { minor: 0, major: 0 }, northfield: { minor: 0, major: 0 } };
const obs = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if ((e as unknown as { detail?: { kind?: number } }).detail?.kind === 1) gc[now].minor++;
    else gc[now].major++;
  }
});
obs.observe({ entryTypes: ['gc'] });
/** The observer's entries arrive asynchronously: let them in before switching scenario. */
const settle = () => new Promise((r) => setTimeout(r, 20));
const rates = { street: [] as number[], northfield: [] as number[] };
for (let r = 0; r < ROUNDS; r++) {
  now = 'street';
  rates.street.push(run(street, STREET_TRIALS));
  await settle();
  now = 'northfield';
  rates.northfield.push(run(northfield, NORTHFIELD_TRIALS));
  await settle();
}
obs.disconnect();
const median = (a: number[]): number => [...a].sort((x, y) => x - y)[a.length >> 1]!;
console.log(
  JSON.stringify({
    streetFight: { median: Math.round(median(rates.street)), rounds: rates.street.map(Math.round) },
    northfield: { median: Math.round(median(rates.northfield)), rounds: rates.northfield.map(Math.round) },
    gc,
  }),
);
