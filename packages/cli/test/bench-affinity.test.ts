/**
 * scripts/affinity.ts, which pins the benchmark's 1-thread runs to each CPU in turn (the cores of
 * this machine are not alike: docs/performance.md, "The two cores are not alike"). In a child
 * process of its own, since it sets the CPUs of every thread of the process it runs in: each run
 * sees itself, and a worker thread it starts, on its one CPU; the process's CPUs are restored
 * after each; and the order rotates. Where this machine cannot pin (no taskset, or one CPU), the
 * fallback: one run, unpinned.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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
});
