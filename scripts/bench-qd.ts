/**
 * `tsx scripts/bench-qd.ts`: Quick on the Draw's engine alone on the 3-against-3 street fight
 * (scenarios/street-fight.yaml, `--system quickdraw`), in this thread, as the workers run it (a
 * benchmark, not a test; an A/B tool for engine changes).
 *
 * As scripts/bench-engine.ts does for BOOT HILL: the engine and what it imports are bundled by
 * esbuild into one CommonJS file (as the runner's worker bundle is), compiled through the registry
 * (`compileScenario(getSystem('quickdraw'), ...)`, `createScenarioEngine`), warmed up, then
 * `--rounds` rounds (default 5) of `--trials` trials (default 100,000) in batches of 8,192.
 * Prints one JSON line: trials per CPU second (user + system: on a shared machine other
 * processes lengthen the wall time far more than the CPU time of one thread) of each round and
 * their median; the garbage collections (minor, major) during the timed rounds, counted with a
 * `gc` PerformanceObserver (a trial loop that allocates nothing triggers none); and a checksum of
 * the accumulator after the warm-up batches (the same seeds every run: two versions that play the
 * same trials print the same checksum).
 *
 * `--heap-sample` also samples the allocations of the timed rounds (V8's sampling heap profiler,
 * collected objects included) and prints the allocating functions, bytes per 1,000 trials.
 *
 * `--root DIR` bundles the sources of another checkout (its packages/ and their node_modules),
 * e.g. a copy of the code before a change: run both alternately for an A/B.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PerformanceObserver } from 'node:perf_hooks';
import { createHash } from 'node:crypto';
import { Session } from 'node:inspector/promises';

const args = process.argv.slice(2);
const flag = (name: string, d: number): number => {
  const i = args.indexOf(name);
  const v = i >= 0 ? Number(args[i + 1]) : d;
  if (!(Number.isInteger(v) && v >= 1)) throw new Error(`${name} must be a whole number >= 1, got ${args[i + 1]}`);
  return v;
};
const ROUNDS = flag('--rounds', 5);
const TRIALS = flag('--trials', 100_000);
const rootAt = args.indexOf('--root');
const ROOT = rootAt >= 0 ? resolve(args[rootAt + 1]!) : fileURLToPath(new URL('..', import.meta.url));
const HEAP_SAMPLE = args.includes('--heap-sample');
const SCENARIO = join(fileURLToPath(new URL('..', import.meta.url)), 'scenarios', 'street-fight.yaml');

interface Engine {
  runBatch(stream: unknown, trials: number, acc: Float64Array): void;
}
interface Bundle {
  getSystem(id: string): { scenarios: { createAccumulator(setup: unknown): Float64Array } };
  compileScenario(system: unknown, scenario: unknown, o: object): { id: string };
  createScenarioEngine(system: string, setup: unknown): Engine;
  loadScenario(file: string): unknown;
  streamFor(seed: string, id: string, batch: number): unknown;
}

/** Bundles the registry, core and rng of `ROOT` as the worker bundle does (esbuild, CommonJS, node20) and loads it. */
function loadBundle(): Bundle {
  const req = createRequire(join(ROOT, 'packages/runner/package.json'));
  // esbuild is the runner's dependency (not resolvable from scripts/ for types): the one call used.
  const esbuild = req('esbuild') as { buildSync(o: object): { outputFiles: { text: string }[] } };
  const out = esbuild.buildSync({
    stdin: {
      contents:
        "export { loadScenario } from '@deadeye/core'; export { streamFor } from '@deadeye/rng'; export { compileScenario, createScenarioEngine, getSystem } from '@deadeye/registry';",
      resolveDir: join(ROOT, 'packages/registry'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  });
  const file = join(mkdtempSync(join(tmpdir(), 'bench-qd-')), 'engine.cjs');
  writeFileSync(file, out.outputFiles[0]!.text);
  return createRequire(import.meta.url)(file) as Bundle;
}

const B = loadBundle();
const system = B.getSystem('quickdraw');
const setup = B.compileScenario(system, B.loadScenario(SCENARIO), {});
const engine = B.createScenarioEngine('quickdraw', setup);

// Warm-up (sight rows, path fields, JIT) on fixed seeds; its accumulator is the checksum.
const check = system.scenarios.createAccumulator(setup);
for (let b = 0; b < 4; b++) engine.runBatch(B.streamFor('bench-qd-check', setup.id, b), 8192, check);
const checksum = createHash('sha256').update(new Uint8Array(check.buffer)).digest('hex').slice(0, 16);

const acc = system.scenarios.createAccumulator(setup);
let batch = 0;
/** Trials per CPU second of `trials` trials in batches of at most 8192. */
const run = (trials: number): number => {
  const c0 = process.cpuUsage();
  for (let done = 0; done < trials; done += 8192) engine.runBatch(B.streamFor('bench-qd', setup.id, batch++), Math.min(8192, trials - done), acc);
  const c = process.cpuUsage(c0);
  return trials / ((c.user + c.system) / 1e6);
};
await new Promise((r) => setTimeout(r, 50));
const gc = { minor: 0, major: 0 };
const obs = new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if ((e as unknown as { detail?: { kind?: number } }).detail?.kind === 1) gc.minor++;
    else gc.major++;
  }
});
obs.observe({ entryTypes: ['gc'] });
const session = HEAP_SAMPLE ? new Session() : null;
if (session !== null) {
  session.connect();
  await session.post('HeapProfiler.startSampling', { samplingInterval: 128, includeObjectsCollectedByMinorGC: true, includeObjectsCollectedByMajorGC: true });
}
const rates: number[] = [];
for (let r = 0; r < ROUNDS; r++) rates.push(run(TRIALS));
if (session !== null) {
  interface HeapNode {
    callFrame: { functionName: string; url: string; lineNumber: number };
    selfSize: number;
    children: HeapNode[];
  }
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: HeapNode } };
  const bytes = new Map<string, number>();
  const walk = (n: HeapNode, path: string): void => {
    const here = `${n.callFrame.functionName || '(anonymous)'}:${n.callFrame.lineNumber + 1}`;
    const p = path === '' ? here : `${path} < ${here}`.split(' < ').slice(-4).join(' < ');
    if (n.selfSize > 0) bytes.set(p, (bytes.get(p) ?? 0) + n.selfSize);
    for (const c of n.children) walk(c, p);
  };
  walk(profile.head, '');
  const perK = (b: number): number => Math.round((b / (ROUNDS * TRIALS)) * 1000);
  for (const [k, b] of [...bytes].sort((x, y) => y[1] - x[1]).slice(0, 15)) console.error(`${String(perK(b)).padStart(8)} B/1k trials  ${k}`);
  session.disconnect();
}
await new Promise((r) => setTimeout(r, 50));
obs.disconnect();
const median = (a: number[]): number => [...a].sort((x, y) => x - y)[a.length >> 1]!;
console.log(JSON.stringify({ root: ROOT, median: Math.round(median(rates)), rounds: rates.map(Math.round), gc, checksum }));
