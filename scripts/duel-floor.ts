/**
 * `npx tsx scripts/duel-floor.ts`: the BOOT HILL standing duel against its draws-only floor, in one
 * thread, as the workers run it (issue #17 section 3; a benchmark, not a test; `pnpm bench` prints
 * its figures as `duelFloor`).
 *
 * The measuring half (scripts/duel-floor-run.ts) is bundled with the engine into one CommonJS file
 * and run in a plain `node` child (scripts/bundled-child.ts), as the runner runs its workers. There
 * it compiles Doc Holliday vs Johnny Ringo at 10 spaces (or `--a`, `--b`, `--range`), plays
 * `--trials` trials (default 1,000,000) once, one at a time, recording how many random numbers each
 * trial drew; then, after a warm-up, `--rounds` rounds (default 5) of, in turn:
 * - the duel: the engine's `runBatch` over the trials, in batches of 8,192 from their own streams
 *   (`streamFor`, as the runner's tasks);
 * - the floor: the same streams, and in each trial as many d100s as the duel drew in it, with no
 *   rules (the random numbers alone);
 * - the floor with trial entry: the same, each trial also entered (`Stream.nextTrial`, which
 *   derives the trial's numbers: a cost of the streams every trial pays, rules or not);
 * each timed in CPU seconds of the process (user + system: on a shared machine other processes
 * lengthen the wall time far more than the CPU time of one thread). Rates are duels per CPU
 * second; `ratioToFloor` is the median over the rounds of the duel's rate over the floor's
 * in the same round (a change in the machine's load falls on both). Target (issue #17): at least
 * 0.25. `checksum` hashes the accumulator of the recorded trials: two versions of the engine that
 * play the same trials print the same one.
 *
 * `--root DIR` bundles another checkout's packages (e.g. a copy of the code before a change): run
 * both alternately for an A/B. `--cpu-prof DIR` profiles the duel instead: the child plays the
 * duel's rounds only (no floor, so no ratio) under `node --cpu-prof` (profile written to DIR), and
 * `selfTime` lists the functions with the most self time (per cent of the samples, as V8
 * attributes inlined code; the recording pass and start-up are in it too).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runBundled } from './bundled-child.ts';

/** What {@link measureDuelFloor} measures and on what. */
export interface DuelFloorOptions {
  readonly rounds?: number | undefined;
  readonly trials?: number | undefined;
  /** Roster names of the duelists and the range in spaces (default Doc Holliday, Johnny Ringo, 10). */
  readonly a?: string;
  readonly b?: string;
  readonly range?: number;
  /** Checkout whose packages are measured (default this one). */
  readonly root?: string | undefined;
  /** Directory for a `--cpu-prof` profile of the child playing the duel alone (no floor rounds, no ratio), or none. */
  readonly cpuProfDir?: string;
}

/** Rates per CPU second of each round and their median. */
export interface RoundRates {
  readonly median: number;
  readonly rounds: readonly number[];
}

/** The figures {@link measureDuelFloor} returns (see the module's header). */
export interface DuelFloorResult {
  readonly benchmark: string;
  readonly trials: number;
  readonly duelsPerCpuSecond: RoundRates;
  readonly floorDuelsPerCpuSecond: RoundRates;
  readonly ratioToFloor: number;
  readonly ratioToFloorTarget: number;
  readonly ratioToFloorMet: boolean;
  readonly floorWithTrialEntryDuelsPerCpuSecond: RoundRates;
  readonly ratioToFloorWithTrialEntry: number;
  /** Random numbers (d100s and d10s) per duel. */
  readonly randomNumbersPerDuel: number;
  /** d100s per CPU second from one lane of one stream, no trials entered. */
  readonly rawD100PerCpuSecond: number;
  readonly checksum: string;
}

/** Issue #17's target: the duel at least this share of its draws-only floor's rate. */
export const DUEL_FLOOR_TARGET = 0.25;

/**
 * Measures the duel against its draws-only floor in a bundled child process (see the module's
 * header). Takes about 10 s per round of 1,000,000 trials on a quiet core.
 * @throws Error when the child fails (its stderr is passed through)
 */
export function measureDuelFloor(o: DuelFloorOptions = {}): DuelFloorResult {
  const a = o.a ?? 'Doc Holliday';
  const b = o.b ?? 'Johnny Ringo';
  const range = o.range ?? 10;
  const trials = o.trials ?? 1_000_000;
  const script = fileURLToPath(new URL('./duel-floor-run.ts', import.meta.url));
  const profiling = o.cpuProfDir !== undefined;
  const stdout = runBundled(script, ['--rounds', String(o.rounds ?? 5), '--trials', String(trials), '--a', a, '--b', b, '--range', String(range), ...(profiling ? ['--duel-only'] : [])], {
    root: o.root,
    ...(o.cpuProfDir === undefined ? {} : { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${resolve(o.cpuProfDir)}`] }),
  });
  // `sink` only keeps the floor's draws from being optimised away.
  const { sink: _sink, ...r } = JSON.parse(stdout) as Omit<DuelFloorResult, 'benchmark' | 'trials' | 'ratioToFloorTarget' | 'ratioToFloorMet'> & { sink: boolean };
  return {
    benchmark: `BOOT HILL standing duel, ${a} vs ${b}, ${range} spaces, screen variant, one thread (bundled, in-process), against the same streams drawing the same d100s with no rules`,
    trials,
    ...r,
    ratioToFloorTarget: DUEL_FLOOR_TARGET,
    ratioToFloorMet: !profiling && r.ratioToFloor >= DUEL_FLOOR_TARGET,
  };
}

/**
 * Self time per function of the newest `.cpuprofile` in `dir` (V8's CPU profile format), the
 * `top` largest first, each as `name:line` (the line in the bundle) and per cent of the samples.
 * @throws Error when `dir` holds no profile
 */
export function selfTimeByFunction(dir: string, top = 15): { function: string; selfPercent: number }[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  if (files.length === 0) throw new Error(`no .cpuprofile in ${dir}`);
  const newest = files.map((f) => join(dir, f)).sort((x, y) => statSync(y).mtimeMs - statSync(x).mtimeMs)[0]!;
  interface ProfileNode {
    id: number;
    callFrame: { functionName: string; lineNumber: number };
  }
  const profile = JSON.parse(readFileSync(newest, 'utf8')) as { nodes: ProfileNode[]; samples: number[] };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  for (const id of profile.samples) {
    const f = nodes.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + 1);
  }
  return [...self]
    .sort((x, y) => y[1] - x[1])
    .slice(0, top)
    .map(([name, n]) => ({ function: name, selfPercent: Number(((100 * n) / profile.samples.length).toFixed(1)) }));
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const value = (name: string): string | undefined => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const whole = (name: string): number | undefined => {
    const v = value(name);
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!(Number.isInteger(n) && n >= 1)) {
      console.error(`duel-floor: ${name} must be a whole number >= 1, got ${v}`);
      process.exit(2);
    }
    return n;
  };
  const range = value('--range');
  const root = value('--root');
  const prof = value('--cpu-prof');
  const result = measureDuelFloor({
    rounds: whole('--rounds'),
    trials: whole('--trials'),
    ...(value('--a') === undefined ? {} : { a: value('--a') }),
    ...(value('--b') === undefined ? {} : { b: value('--b') }),
    ...(range === undefined ? {} : { range: Number(range) }),
    ...(root === undefined ? {} : { root }),
    ...(prof === undefined ? {} : { cpuProfDir: prof }),
  });
  const selfTime = prof === undefined ? {} : { selfTime: selfTimeByFunction(prof) };
  console.log(JSON.stringify({ root: resolve(root ?? fileURLToPath(new URL('..', import.meta.url))), ...result, ...selfTime }, null, 2));
}
