/**
 * The measuring half of scripts/bench-qd.ts, which bundles this file with the engine (esbuild,
 * CommonJS) and runs the bundle in a plain `node` child: no tsx loader in that process, whose
 * module hooks detach an ArrayBuffer, and the first detach in a thread makes V8 check every later
 * typed-array access for a detached buffer (see packages/runner/src/worker.ts: the workers never
 * detach one). Not meant to be run by itself.
 *
 * Arguments: `--rounds N`, `--trials N`, `--scenario FILE`, `--system ID` (default quickdraw), `--heap-sample`; prints one JSON line
 * (and, with `--heap-sample`, the allocating functions on stderr).
 */
import { createHash } from 'node:crypto';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import { loadScenario } from '@deadeye/core';
import { compileScenario, createScenarioEngine, getSystem } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';

const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const ROUNDS = Number(value('--rounds'));
const TRIALS = Number(value('--trials'));
const SCENARIO = value('--scenario')!;
const HEAP_SAMPLE = args.includes('--heap-sample');
const SYSTEM = value('--system') ?? 'quickdraw';

async function main(): Promise<void> {
  const system = getSystem(SYSTEM);
  const setup = compileScenario(system, loadScenario(SCENARIO), {});
  const engine = createScenarioEngine(SYSTEM, setup);

  // Warm-up (sight rows, path fields, JIT) on fixed seeds; its accumulator is the checksum. Four
  // batches of 8,192 trials, or of `--trials` when fewer (a long scenario's warm-up in proportion).
  const check = system.scenarios.createAccumulator(setup);
  const warm = Math.min(8192, TRIALS);
  for (let b = 0; b < 4; b++) engine.runBatch(streamFor('bench-qd-check', setup.id, b * 8192), warm, check);
  const checksum = createHash('sha256').update(new Uint8Array(check.buffer)).digest('hex').slice(0, 16);

  const acc = system.scenarios.createAccumulator(setup);
  let batch = 0;
  /** Trials per CPU second of `trials` trials in batches of at most 8192. */
  const run = (trials: number): number => {
    const c0 = process.cpuUsage();
    for (let done = 0; done < trials; done += 8192) engine.runBatch(streamFor('bench-qd', setup.id, 8192 * batch++), Math.min(8192, trials - done), acc);
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
    const sorted = [...bytes].sort((x, y) => y[1] - x[1]);
    for (const [k, b] of sorted.slice(0, 25)) console.error(`${String(perK(b)).padStart(8)} B/1k trials  ${k}`);
    // The whole sample, the profiler's own calls (`post`, the inspector's promise) included.
    console.error(`${String(perK(sorted.reduce((s, [, b]) => s + b, 0))).padStart(8)} B/1k trials  in all (${sorted.length} call paths)`);
    session.disconnect();
  }
  await new Promise((r) => setTimeout(r, 50));
  obs.disconnect();
  const median = (a: number[]): number => [...a].sort((x, y) => x - y)[a.length >> 1]!;
  console.log(JSON.stringify({ median: Math.round(median(rates)), rounds: rates.map(Math.round), gc, checksum }));
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
