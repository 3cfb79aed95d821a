/**
 * scripts/affinity.ts, which pins the benchmark's 1-thread runs to each CPU in turn (the cores of
 * this machine are not alike: docs/performance.md, "The two cores are not alike"). In a child
 * process of its own, since it sets the CPUs of every thread of the process it runs in: each run
 * sees itself, and a worker thread it starts, on its one CPU; the process's CPUs are restored
 * after each; and the order rotates. Where this machine cannot pin (no taskset, or one CPU), the
 * fallback: one run, unpinned. And with a stand-in `taskset` first on PATH: a thread gone while
 * taskset goes through them is tried again (seen once under load in CI), a refusal unpins.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { meanOverCpus, speedupOverCores } from '../../../scripts/affinity.ts';
import { spawnSyncPatiently } from './run-cli.ts';

const affinity = new URL('../../../scripts/affinity.ts', import.meta.url).href;

interface Probe {
  before: number[] | null;
  runs: { cpu: number | null; result: { main: number[] | null; worker: string } }[];
  after: number[] | null;
  rotated: (number | null)[];
}

/** onEachCpu in a child: each run reports the CPUs of its process and of a worker thread it starts. */
function probe(): Probe {
  const tsx = new URL(`file://${createRequire(import.meta.url).resolve('tsx')}`).href;
  const script = `import { onEachCpu, processCpus } from ${JSON.stringify(affinity)};
import { Worker } from 'node:worker_threads';
// A worker thread's own CPUs, from /proc (the thread's Cpus_allowed_list).
const workerCpus = () => new Promise((resolve, reject) => {
  const w = new Worker("const { readFileSync } = require('node:fs'); const { parentPort } = require('node:worker_threads'); const tid = readFileSync('/proc/thread-self/status', 'utf8').match(/Cpus_allowed_list:\\\\s*(\\\\S+)/)[1]; parentPort.postMessage(tid);", { eval: true, execArgv: [] });
  let cpus;
  w.once('message', (m) => { cpus = m; });
  w.once('error', reject);
  // Its CPUs once it has ended: the thread gone before the run's CPUs are restored.
  w.once('exit', () => resolve(cpus));
});
const before = processCpus();
const runs = await onEachCpu(async () => ({ main: processCpus(), worker: await workerCpus() }));
const after = processCpus();
const rotated = (await onEachCpu(async () => 0, 1)).map((x) => x.cpu);
console.log(JSON.stringify({ before, runs, after, rotated }));`;
  const r = spawnSyncPatiently({ argv: ['--import', tsx, '--input-type=module', '-e', script], cwd: fileURLToPath(new URL('.', import.meta.url)), what: 'node (scripts/affinity.ts onEachCpu)' });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as Probe;
}

describe('scripts/affinity.ts: the benchmark pins its 1-thread runs to each CPU in turn', () => {
  it('each run on one CPU, its worker threads too, every CPU once, the CPUs restored after, the order rotated; or one unpinned run where it cannot pin', () => {
    const p = probe();
    // Whether this machine lets a process be pinned, asked apart from scripts/affinity.ts: where it
    // does, the pinned runs are required (a fault of the script's own pinning is not taken for a
    // machine that forbids it).
    const cpus = p.before;
    if (cpus === null || cpus.length < 2 || cpus.length > 4 || spawnSync('taskset', ['-c', String(cpus[1]), 'true']).status !== 0) {
      expect(p.runs.map((x) => x.cpu)).toEqual([null]);
      return;
    }
    expect(p.runs.map((x) => x.cpu)).toEqual(cpus);
    for (const run of p.runs) {
      expect(run.result.main).toEqual([run.cpu]);
      expect(run.result.worker).toBe(String(run.cpu));
    }
    expect(p.after).toEqual(cpus);
    expect(p.rotated).toEqual([...cpus.slice(1), cpus[0]]);
  }, 120_000);

  /**
   * In a child whose PATH finds a stand-in `taskset` first: it fails as `failure` says the first
   * `fails` times it is asked to set (`-a`), then runs the real one. What pinProcess and
   * onEachCpu did: the stand-in's calls, and onEachCpu's CPUs or its error.
   */
  const withStandIn = (fails: number, failure: string): { sets: number; cpus: (number | null)[] | null; error: string | null } => {
    const real = spawnSync('sh', ['-c', 'command -v taskset'], { encoding: 'utf8' }).stdout.trim();
    const dir = mkdtempSync(join(tmpdir(), 'deadeye-taskset-'));
    try {
      const count = join(dir, 'count');
      writeFileSync(count, '0');
      writeFileSync(join(dir, 'taskset'), `#!/bin/sh
if [ "$1" = "-a" ]; then
  n=$(cat ${count}); n=$((n + 1)); echo $n > ${count}
  if [ $n -le ${fails} ]; then echo "taskset: failed to get pid 1's affinity: ${failure}" >&2; exit 1; fi
fi
exec ${real} "$@"
`);
      chmodSync(join(dir, 'taskset'), 0o755);
      const tsx = new URL(`file://${createRequire(import.meta.url).resolve('tsx')}`).href;
      const script = `import { onEachCpu } from ${JSON.stringify(affinity)};
try { console.log(JSON.stringify({ cpus: (await onEachCpu(async () => 0)).map((x) => x.cpu), error: null })); }
catch (e) { console.log(JSON.stringify({ cpus: null, error: String(e) })); }`;
      const r = spawnSyncPatiently({ argv: ['--import', tsx, '--input-type=module', '-e', script], cwd: fileURLToPath(new URL('.', import.meta.url)), env: { ...process.env, PATH: `${dir}:${process.env['PATH']}` }, what: 'node (scripts/affinity.ts with a stand-in taskset)' });
      expect(r.status, r.stderr).toBe(0);
      const out = JSON.parse(r.stdout) as { cpus: (number | null)[] | null; error: string | null };
      return { sets: Number(spawnSync('cat', [count], { encoding: 'utf8' }).stdout.trim()), ...out };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('a thread that ends while taskset goes through them ("No such process") is tried again, and pinning goes on; a refusal ("Operation not permitted") leaves the runs unpinned', (ctx) => {
    const cpus = probe().before;
    // A machine that cannot pin has no pinning to try again: reported as skipped, not passed.
    if (cpus === null || cpus.length < 2 || cpus.length > 4 || spawnSync('taskset', ['-c', String(cpus[1]), 'true']).status !== 0) return ctx.skip();
    // Three failures, then every set works: the check that it may pin, one pin and one restore a CPU.
    const raced = withStandIn(3, 'No such process');
    expect(raced.error).toBeNull();
    expect(raced.cpus).toEqual(cpus);
    expect(raced.sets).toBe(3 + 1 + 2 * cpus.length);
    // Refused: asked once, and the one run unpinned.
    const refused = withStandIn(1000, 'Operation not permitted');
    expect(refused).toEqual({ sets: 1, cpus: [null], error: null });
  }, 120_000);

  it('the speedup over the cores: over the mean of their 1-thread rates and over the fastest; the mean of a figure over the runs', () => {
    // Cores of 2,800 and 2,000 trials a second, a 2-thread run of 4,560: 4,560 / 2,400 and 4,560 / 2,800.
    expect(speedupOverCores(4560, [2800, 2000])).toEqual({ overMean: 1.9, overFastest: 4560 / 2800 });
    expect(speedupOverCores(3000, [1500])).toEqual({ overMean: 2, overFastest: 2 });
    expect(() => speedupOverCores(3000, [])).toThrow(/no 1-thread rate/);
    expect(meanOverCpus([{ result: { rate: 10 } }, { result: { rate: 30 } }], (r) => r.rate)).toBe(20);
    expect(() => meanOverCpus([], (r: { rate: number }) => r.rate)).toThrow(/no runs/);
  });
});

