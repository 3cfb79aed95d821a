/**
 * The runner: worker-pool results equal the in-process batch sums, for any thread count.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadScenario, type CompiledScenario } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';

/** Trials per chunk, cut as a runner might (any cut gives the same results: each trial has its own numbers). */
const BATCH_SIZE = 8192;
import { compileScenario, createDuelEngine, duelOf, getSystem } from '@deadeye/registry';
import { availableParallelism, tmpdir } from 'node:os';
import { spawnSyncPatiently } from '../../cli/test/run-cli.ts';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { INLINE_TRIALS, INLINING_BUDGET, LONG_RUN_TRIALS_PER_THREAD, LONG_RUN_V8_FLAGS, TrialPool, V8_FLAGS_EVENT, WORKER_V8_FLAGS, checkThreads, checkTrials, maxThreads, runDuels, runScenario } from '../src/index.ts';
import { asciiOnly } from '../src/worker-bundle.ts';

const duel = duelOf(getSystem('boothill'));
const matchups = [
  ...duel.compile({ a: 'Doc Holliday', b: 'Johnny Ringo', range: '5', maxTurns: '20' }),
  ...duel.compile({ a: 'Doc Holliday', b: 'Johnny Ringo', range: '12', weaponA: 'SAR6', maxTurns: '20' }),
];
const TRIALS = 3 * BATCH_SIZE + 123;

describe('runDuels', () => {
  it('gives the same counts on 1 and 2 threads, equal to the in-process batch sums', async () => {
    const one = await runDuels('boothill', matchups, { seed: 'det', trials: TRIALS, threads: 1 });
    const two = await runDuels('boothill', matchups, { seed: 'det', trials: TRIALS, threads: 2 });
    expect(JSON.stringify(two.counts)).toBe(JSON.stringify(one.counts));
    expect(one.threads).toBe(1);
    expect(two.threads).toBe(2);
    // In-process reference: the same batches, the same streams.
    matchups.forEach((m, i) => {
      const engine = createDuelEngine('boothill', m);
      const total = duel.createAccumulator(m);
      for (let b = 0; b * BATCH_SIZE < TRIALS; b++) {
        const acc = duel.createAccumulator(m);
        engine.runBatch(streamFor('det', m.id, b * BATCH_SIZE), Math.min(BATCH_SIZE, TRIALS - b * BATCH_SIZE), acc);
        duel.mergeAccumulator(total, acc);
      }
      expect(one.counts[i]).toEqual(duel.counts(m, total));
      expect(one.counts[i]?.trials).toBe(TRIALS);
    });
  });

  it('changes with the seed', async () => {
    const a = await runDuels('boothill', matchups.slice(0, 1), { seed: 'one', trials: 5000, threads: 1 });
    const b = await runDuels('boothill', matchups.slice(0, 1), { seed: 'two', trials: 5000, threads: 1 });
    expect(a.counts[0]?.aWins).not.toBe(b.counts[0]?.aWins);
  });

  it('rejects bad trial and thread counts before starting', async () => {
    expect(() => checkTrials(0)).toThrow(/trials must be a whole number/);
    expect(() => checkTrials(-5)).toThrow(/trials/);
    expect(() => checkTrials(2.5)).toThrow(/trials/);
    expect(() => checkThreads(0)).toThrow(/threads/);
    await expect(runDuels('boothill', matchups, { seed: 's', trials: 0 })).rejects.toThrow(/trials/);
  });

  it('names the known systems for an unknown one, before starting a pool', async () => {
    await expect(runDuels('chess', matchups, { seed: 's', trials: 10 })).rejects.toThrow(/unknown rule system "chess"; known: boothill \(BOOT HILL\)/);
  });
});

describe('runScenario', () => {
  it('plays a scenario of any registered system through the registry, the same on 1 and 2 threads', async () => {
    const system = getSystem('boothill');
    const scenario = loadScenario(fileURLToPath(new URL('../../../scenarios/street-fight.yaml', import.meta.url)));
    const setup = system.scenarios.compile(scenario, {});
    const one = await runScenario('boothill', setup, { seed: 'sc', trials: BATCH_SIZE + 77, threads: 1 });
    const two = await runScenario('boothill', setup, { seed: 'sc', trials: BATCH_SIZE + 77, threads: 2 });
    expect(one.counts.trials).toBe(BATCH_SIZE + 77);
    expect(JSON.stringify(two.counts)).toBe(JSON.stringify(one.counts));
    await expect(runScenario('quickdraw-not-yet', setup, { seed: 'sc', trials: 10, threads: 1 })).rejects.toThrow(/unknown rule system/);
  });

  it('plays paired arms on common random numbers: each trial its own stream, winners per trial, the same on 1 and 2 threads', async () => {
    const system = getSystem('shootout');
    const scenario = loadScenario(fileURLToPath(new URL('../../../scenarios/street-fight.yaml', import.meta.url)));
    type So = Omit<CompiledScenario, 'characters'> & { readonly characters: readonly { readonly name: string; readonly factors: { readonly speed: number } }[] };
    const setup = compileScenario(system, scenario, {}) as unknown as So;
    const faster = { ...setup, characters: setup.characters.map((c, i) => (i === 0 ? { ...c, factors: { ...c.factors, speed: c.factors.speed + 1 } } : c)) } as unknown as CompiledScenario;
    const base = setup as unknown as CompiledScenario;
    const trials = BATCH_SIZE + 40;
    const one = new TrialPool(1);
    const two = new TrialPool(2);
    try {
      const a = await one.runPaired('shootout', [base, base, faster], { seed: 'pair', trials });
      const b = await two.runPaired('shootout', [base, base, faster], { seed: 'pair', trials });
      expect(JSON.stringify(b.counts)).toBe(JSON.stringify(a.counts));
      expect(Buffer.from(b.winners[2]!.buffer).equals(Buffer.from(a.winners[2]!.buffer))).toBe(true);
      // The same scenario twice: the same trials, winner for winner.
      expect(Buffer.from(a.winners[1]!.buffer).equals(Buffer.from(a.winners[0]!.buffer))).toBe(true);
      // The winners agree with the counts.
      for (let k = 0; k < 3; k++) {
        a.counts[k]!.sides.forEach((side, s) => expect(a.winners[k]!.filter((w) => w === s).length).toBe(side.wins));
      }
      // The changed arm differs in some trials but keeps most (common random numbers).
      let same = 0;
      for (let t = 0; t < trials; t++) if (a.winners[2]![t] === a.winners[0]![t]) same++;
      expect(same).toBeLessThan(trials);
      expect(same).toBeGreaterThan(0.6 * trials);
    } finally {
      await one.destroy();
      await two.destroy();
    }
  });

  it('plays a run of at most INLINE_TRIALS trials in the calling thread: each trial as the threads play it, no thread started', async () => {
    const system = getSystem('boothill');
    const scenario = loadScenario(fileURLToPath(new URL('../../../scenarios/street-fight.yaml', import.meta.url)));
    const setup = compileScenario(system, scenario, {});
    const pool = new TrialPool(2);
    try {
      // Trial t of the small run is trial t of the big one, outcome for outcome.
      const small = await pool.runPaired('boothill', [setup], { seed: 'inline', trials: INLINE_TRIALS });
      expect(small.threads).toBe(1);
      expect((pool as unknown as { pool: unknown }).pool).toBeNull();
      const big = await pool.runPaired('boothill', [setup], { seed: 'inline', trials: 4 * INLINE_TRIALS });
      expect(big.threads).toBe(2);
      expect((pool as unknown as { pool: unknown }).pool).not.toBeNull();
      const r = small.records[0]!;
      const R = big.records[0]!;
      expect(Array.from(r.winners)).toEqual(Array.from(R.winners.subarray(0, INLINE_TRIALS)));
      expect(Array.from(r.turns)).toEqual(Array.from(R.turns.subarray(0, INLINE_TRIALS)));
      expect(Array.from(r.casualties)).toEqual(Array.from(R.casualties.subarray(0, INLINE_TRIALS * r.sides)));
      expect(small.counts[0]!.trials).toBe(INLINE_TRIALS);
      // Several matchups together count as one run: 2 x 40 trials go to the threads.
      const two = await runDuels('boothill', matchups, { seed: 'inline', trials: 40, threads: 2 });
      expect(two.threads).toBe(2);
      const one = await runDuels('boothill', matchups, { seed: 'inline', trials: 32, threads: 2 });
      expect(one.threads).toBe(1);
      expect(one.counts.map((c) => c.trials)).toEqual([32, 32]);
    } finally {
      await pool.destroy();
    }
  });

  it('caps the thread count at 4 x the available cores (at most 256), naming --threads and the range', () => {
    const most = Math.min(256, 4 * availableParallelism());
    expect(maxThreads()).toBe(most);
    expect(() => checkThreads(most)).not.toThrow();
    for (const bad of [most + 1, 99 * most, 0, 2.5]) {
      expect(() => checkThreads(bad)).toThrow(new RegExp(`^--threads: ${bad} is not allowed; use a whole number from 1 to ${most} \\(4 x this machine's \\d+ available cores?, at most 256\\)`));
    }
  });
});

describe('progressBar', () => {
  it('is silent with --quiet and when stderr is not a terminal', async () => {
    const { progressBar, SILENT } = await import('../src/index.ts');
    expect(progressBar('x', { quiet: true })).toBe(SILENT);
    if (!process.stderr.isTTY) expect(progressBar('x')).toBe(SILENT);
  });
});

describe('the worker threads optimise on their own thread (SYNCHRONOUS_OPTIMISATION)', () => {
  it("V8's trace shows every optimisation of the workers' engine synchronous", () => {
    const tsx = new URL(`file://${createRequire(import.meta.url).resolve('tsx')}`).href;
    const runner = new URL('../src/index.ts', import.meta.url).href;
    // A duel of 20,000 trials on one thread: well past INLINE_TRIALS, so the engine runs only in the worker.
    const script = `import { runDuels } from ${JSON.stringify(runner)};
import { duelOf, getSystem } from '@deadeye/registry';
const matchups = duelOf(getSystem('boothill')).compile({ a: 'Doc Holliday', b: 'Johnny Ringo', range: '10', maxTurns: '20' });
await runDuels('boothill', matchups, { seed: 'opt', trials: 20000, threads: 1 });`;
    // (run-cli.ts: a start that hangs under the tsx loader is run once more)
    const r = spawnSyncPatiently({ argv: ['--trace-opt', '--import', tsx, '--input-type=module', '-e', script], cwd: fileURLToPath(new URL('.', import.meta.url)), what: 'node --trace-opt (a duel of 20,000 trials)' });
    expect(r.status).toBe(0);
    // "[compiling method 0x... <JSFunction runBatch (sfi = ...)> (target TURBOFAN), mode: ConcurrencyMode::kSynchronous]"
    const modes = new Map<string, Set<string>>();
    for (const m of r.stdout.matchAll(/^\[compiling method \S+ <JSFunction (\S+) .*mode: ConcurrencyMode::(k\w+)\]$/gm)) {
      const [, name, mode] = m as unknown as [string, string, string];
      modes.set(name, (modes.get(name) ?? new Set()).add(mode));
    }
    // The worker's engine: the BOOT HILL duel's batch and trial, hot in the worker alone.
    for (const name of ['runBatch', 'playTrial']) expect([...(modes.get(name) ?? ['never optimised'])]).toEqual(['kSynchronous']);
  }, 240_000);
});

describe('the worker threads of a long run inline more (INLINING_BUDGET, LONG_RUN_V8_FLAGS)', () => {
  it('each of WORKER_V8_FLAGS and LONG_RUN_V8_FLAGS is a flag node accepts; a long run adds the inlining budget to the others', () => {
    expect(LONG_RUN_V8_FLAGS).toEqual([...WORKER_V8_FLAGS, INLINING_BUDGET]);
    expect(WORKER_V8_FLAGS).not.toContain(INLINING_BUDGET);
    // An unknown or retired flag: node exits 9, "bad option".
    for (const flag of LONG_RUN_V8_FLAGS) expect(spawnSync(process.execPath, [flag, '-e', '0']).status, flag).toBe(0);
  });

  it('a pool takes the long run\'s flags when its first run has LONG_RUN_TRIALS_PER_THREAD trials a thread or more, or when told to', async () => {
    const matchups = duelOf(getSystem('boothill')).compile({ a: 'Doc Holliday', b: 'Johnny Ringo', range: '10', maxTurns: '20' });
    const first = async (pool: TrialPool, trials: number): Promise<boolean | null> => {
      try {
        await pool.run('boothill', matchups, { seed: 'long', trials });
        return pool.longRunFlags;
      } finally {
        await pool.destroy();
      }
    };
    // Two threads: the trials a thread are the run's over two.
    expect(await first(new TrialPool(2), 2 * LONG_RUN_TRIALS_PER_THREAD)).toBe(true);
    expect(await first(new TrialPool(2), 2 * LONG_RUN_TRIALS_PER_THREAD - 2)).toBe(false);
    expect(await first(new TrialPool(1), 1000)).toBe(false);
    expect(await first(new TrialPool(1, { longRuns: true }), 1000)).toBe(true);
    expect(await first(new TrialPool(1, { longRuns: false }), LONG_RUN_TRIALS_PER_THREAD)).toBe(false);
    // Played inline, no thread started: nothing decided.
    expect(await first(new TrialPool(1), INLINE_TRIALS)).toBe(null);
  }, 240_000);

  it('a long run after a short one on the same pool keeps the warm threads and their flags (restarting them with the long run\'s was slower), and plays the same trials as a fresh pool', async () => {
    const matchups = duelOf(getSystem('boothill')).compile({ a: 'Doc Holliday', b: 'Johnny Ringo', range: '10', maxTurns: '20' });
    const long = 2 * LONG_RUN_TRIALS_PER_THREAD;
    const runs = async (pool: TrialPool, trials: readonly number[]): Promise<{ flags: (boolean | null)[]; counts: unknown }> => {
      const flags: (boolean | null)[] = [];
      let counts: unknown;
      try {
        for (const t of trials) {
          counts = (await pool.run('boothill', matchups, { seed: 'after-pilot', trials: t })).counts;
          flags.push(pool.longRunFlags);
        }
        return { flags, counts };
      } finally {
        await pool.destroy();
      }
    };
    // Short (a pilot), then long: the threads the pilot started and warmed play the long run.
    const afterPilot = await runs(new TrialPool(2), [2000, long]);
    expect(afterPilot.flags).toEqual([false, false]);
    expect(afterPilot.counts).toEqual((await runs(new TrialPool(2), [long])).counts);
  }, 240_000);

  /**
   * In a child process, a duel run of `trials` trials on one thread, then a thread of V8's trace
   * started after the pool's (the flags are the process's): how many calls the probe inlined, and
   * in how many optimisations.
   */
  const probeInlining = (trials: number): { inlined: number; optimised: number } => {
    const tsx = new URL(`file://${createRequire(import.meta.url).resolve('tsx')}`).href;
    const runner = new URL('../src/index.ts', import.meta.url).href;
    // The probe: inliningProbe calls six functions of 275 bytes of bytecode each (1,650 in all: over
    // V8's default cumulative budget of 920, under 4,000). V8's trace names each inlining.
    const probe = `const body = (k) => Array.from({ length: 6 }, (_, i) => 's += a[' + i + '] * ' + (k + i) + ' + (a[' + (i + 1) + '] > ' + i + ' ? a[' + i + '] : -a[' + i + ']);').join('\\n');
const [h0, h1, h2, h3, h4, h5] = [0, 1, 2, 3, 4, 5].map((k) => new Function('a', 'let s = 0;\\n' + body(k) + '\\nreturn s;'));
function inliningProbe(a) { return h0(a) + h1(a) + h2(a) + h3(a) + h4(a) + h5(a); }
const a = new Float64Array(16).fill(1);
let t = 0;
for (let k = 0; k < 300000; k++) t += inliningProbe(a);
%WaitForBackgroundOptimization();
if (t !== 46800000) throw new Error('probe: ' + t);`;
    // The pool sets its flags when it starts its threads (a duel well past INLINE_TRIALS); the
    // probe's thread, started after, runs with them (and V8's trace, set here).
    const script = `import { runDuels } from ${JSON.stringify(runner)};
import { duelOf, getSystem } from '@deadeye/registry';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
const matchups = duelOf(getSystem('boothill')).compile({ a: 'Doc Holliday', b: 'Johnny Ringo', range: '10', maxTurns: '20' });
await runDuels('boothill', matchups, { seed: 'inline', trials: ${trials}, threads: 1 });
setFlagsFromString('--trace-turbo-inlining');
setFlagsFromString('--trace-opt');
setFlagsFromString('--allow-natives-syntax');
const w = new Worker(${JSON.stringify(probe)}, { eval: true });
await new Promise((resolve, reject) => { w.on('exit', resolve); w.on('error', reject); });
process.exit(0);`;
    // V8 writes its trace straight to fd 1, past Node's stream: to a file, as a pipe may lose it.
    const dir = mkdtempSync(join(tmpdir(), 'deadeye-inlining-'));
    let r: ReturnType<typeof spawnSyncPatiently>;
    try {
      r = spawnSyncPatiently({ argv: ['--import', tsx, '--input-type=module', '-e', script], cwd: fileURLToPath(new URL('.', import.meta.url)), what: 'node (the pool, then a probe thread with --trace-turbo-inlining)', stdoutFile: join(dir, 'trace') });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(r.status, r.stderr).toBe(0);
    // An optimisation of the probe (on a background thread, or the probe's own when the pool's flags
    // make it synchronous) runs from "[compiling method ... <JSFunction inliningProbe ...> (target
    // TURBOFAN) ...]" to "[completed compiling ... <JSFunction inliningProbe ...]", and names each call
    // it inlines: "Inlining 0x... {0x... <SharedFunctionInfo>} into 0x...
    // {0x... <SharedFunctionInfo inliningProbe>}". Only completed optimisations count, and
    // %WaitForBackgroundOptimization at the probe's end lets one in flight finish, lest one the
    // thread's end cut short be counted.
    let inlined = 0;
    let optimised = 0;
    let inThisOne: number | null = null;
    for (const line of r.stdout.split('\n')) {
      if (/^\[compiling method .*<JSFunction inliningProbe .*target TURBOFAN/.test(line)) inThisOne = 0;
      else if (inThisOne !== null && /^Inlining .* into .*<SharedFunctionInfo inliningProbe>/.test(line)) inThisOne += 1;
      else if (inThisOne !== null && /^\[completed compiling .*<JSFunction inliningProbe /.test(line)) {
        optimised += 1;
        inlined += inThisOne;
        inThisOne = null;
      }
    }
    return { inlined, optimised };
  };

  it("after a long run, a thread started after the pool's inlines six 275-byte calls into one function, where V8's default budget inlines three (each time it is optimised)", () => {
    const { inlined, optimised } = probeInlining(LONG_RUN_TRIALS_PER_THREAD);
    expect(optimised).toBeGreaterThan(0);
    expect(inlined).toBe(6 * optimised);
  }, 240_000);

  it("after a short run, V8's default budget: three of the six calls inlined", () => {
    const { inlined, optimised } = probeInlining(2000);
    expect(optimised).toBeGreaterThan(0);
    expect(inlined).toBe(3 * optimised);
  }, 240_000);

  it('says so on process before it sets the flags: a code cache made then is one a start with V8 defaults accepts, one made after a long run\'s are set is not', () => {
    const tsx = new URL(`file://${createRequire(import.meta.url).resolve('tsx')}`).href;
    const runner = new URL('../src/index.ts', import.meta.url).href;
    const dir = mkdtempSync(join(tmpdir(), 'deadeye-v8-flags-'));
    try {
      const source = 'function probe(x) { return x + 1; } probe(1);';
      // As the deadeye launcher does with its bundle: the cache written on the runner's event, and
      // another written after the pool has started.
      const script = `import { runDuels } from ${JSON.stringify(runner)};
import { duelOf, getSystem } from '@deadeye/registry';
import { writeFileSync } from 'node:fs';
import { Script } from 'node:vm';
const cache = (file) => { const s = new Script(${JSON.stringify(source)}, { filename: 'probe.js' }); s.runInThisContext(); writeFileSync(file, s.createCachedData()); };
process.once(${JSON.stringify(V8_FLAGS_EVENT)}, () => cache(${JSON.stringify(join(dir, 'before'))}));
const matchups = duelOf(getSystem('boothill')).compile({ a: 'Doc Holliday', b: 'Johnny Ringo', range: '10', maxTurns: '20' });
await runDuels('boothill', matchups, { seed: 'cache', trials: ${LONG_RUN_TRIALS_PER_THREAD}, threads: 1 });
cache(${JSON.stringify(join(dir, 'after'))});
process.exit(0);`;
      const r = spawnSyncPatiently({ argv: ['--import', tsx, '--input-type=module', '-e', script], cwd: fileURLToPath(new URL('.', import.meta.url)), what: 'node (code caches before and after the pool starts)' });
      expect(r.status, r.stderr).toBe(0);
      const rejected = (file: string): string => {
        const check = `const { Script } = require('node:vm'); const s = new Script(${JSON.stringify(source)}, { filename: 'probe.js', cachedData: require('node:fs').readFileSync(${JSON.stringify(file)}) }); process.stdout.write(String(s.cachedDataRejected));`;
        return spawnSync(process.execPath, ['-e', check], { encoding: 'utf8' }).stdout;
      };
      expect(rejected(join(dir, 'before'))).toBe('false');
      expect(rejected(join(dir, 'after'))).toBe('true');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('asciiOnly (the bundles all in ASCII)', () => {
  it('writes each character outside ASCII as a \\u escape that means the same, in strings, regular expressions and comments', () => {
    const cases: [string, string][] = [
      ["const v = '’x';", "const v = '\\u2019x';"],
      ['const v = /[\'’]/g;', "const v = /['\\u2019]/g;"],
      ['const v = "😀";', 'const v = "\\ud83d\\ude00";'],
      // An escaped character (\’ means ’) loses that backslash; an escaped backslash before one keeps it.
      ["const v = '\\’';", "const v = '\\u2019';"],
      ["const v = '\\\\’';", "const v = '\\\\\\u2019';"],
      ['// a – b', '// a \\u2013 b'],
      ['const v = "plain";', 'const v = "plain";'],
    ];
    for (const [code, ascii] of cases) {
      const out = asciiOnly(code);
      expect(out).toBe(ascii);
      expect(/^[\x00-\x7f]*$/.test(out)).toBe(true);
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      const value = (c: string): unknown => new Function(`${c}; return typeof v === 'undefined' ? null : v instanceof RegExp ? "it’s 'x'".replace(v, '#') : v;`)();
      expect(value(out)).toEqual(value(code));
    }
  });
});
