/**
 * `npx tsx scripts/startup.ts [--runs 7]`: how fast the pre-built `deadeye` command starts (issue
 * #17 section 2), printed as JSON; `pnpm bench` prints the same block (`startup`).
 *
 * Each figure is the median wall time, in milliseconds, of `--runs` runs (default 7) of a fresh
 * process (spawnSync, output discarded), after one unmeasured run (which also rebuilds a stale
 * bundle, and fills the file cache):
 * - `help`: `deadeye --help`; target under 150 ms;
 * - `duel`: a one-trial duel, `deadeye duel --a "Doc Holliday" --b "Johnny Ringo" --range 10
 *   --trials 1` (worker pool start-up included); target under 250 ms;
 * - `run`: a one-trial scenario, `deadeye run scenarios/street-fight.yaml --trials 1` (no target:
 *   it reads and validates a YAML file);
 * - `node`: `node -e 0`, Node's own start-up on this machine, for scale (no target);
 * - `duelFromSources`: the one-trial duel from the TypeScript sources (`tsx
 *   packages/cli/src/main.ts`, which bundles the worker on each start), as it ran before the
 *   pre-built command (no target; `--runs` capped at 3, it is slow).
 * Wall time on a shared machine varies with its load: compare figures taken together.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** The command as `node_modules/.bin/deadeye` runs it. */
const BIN = fileURLToPath(new URL('../packages/cli/bin/deadeye.cjs', import.meta.url));
const SOURCES = fileURLToPath(new URL('../packages/cli/src/main.ts', import.meta.url));
const DUEL = ['duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '10', '--trials', '1'];

/** One start-up figure: the median and every run, milliseconds; the target and whether it was met (null: no target). */
export interface StartupFigure {
  readonly command: string;
  readonly medianMs: number;
  readonly runsMs: readonly number[];
  readonly targetMs: number | null;
  readonly met: boolean | null;
}

/** Runs `args` under Node `runs` times after one unmeasured run; the wall time of each, milliseconds. @throws Error when a run fails */
function wallTimes(args: readonly string[], runs: number): number[] {
  const times: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const started = performance.now();
    const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    const ms = performance.now() - started;
    if (r.status !== 0) throw new Error(`node ${args.join(' ')} failed (exit status ${r.status}): ${r.stderr}`);
    if (i > 0) times.push(Math.round(ms));
  }
  return times;
}

function figure(command: string, args: readonly string[], runs: number, targetMs: number | null): StartupFigure {
  const runsMs = wallTimes(args, runs);
  const sorted = [...runsMs].sort((a, b) => a - b);
  const medianMs = sorted[(sorted.length - 1) >> 1] as number;
  return { command, medianMs, runsMs, targetMs, met: targetMs === null ? null : medianMs < targetMs };
}

/**
 * Measures the start-up figures (see the file's header).
 * @param runs measured runs of each command, at least 1
 */
export function startupFigures(runs = 7): Record<string, StartupFigure> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return {
    help: figure('deadeye --help', [BIN, '--help'], runs, 150),
    duel: figure('deadeye duel --a "Doc Holliday" --b "Johnny Ringo" --range 10 --trials 1', [BIN, ...DUEL], runs, 250),
    run: figure('deadeye run scenarios/street-fight.yaml --trials 1', [BIN, 'run', 'scenarios/street-fight.yaml', '--trials', '1'], runs, null),
    node: figure('node -e 0', ['-e', '0'], runs, null),
    duelFromSources: figure('tsx packages/cli/src/main.ts duel --a "Doc Holliday" --b "Johnny Ringo" --range 10 --trials 1', ['--import', tsx, SOURCES, ...DUEL], Math.min(runs, 3), null),
  };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const i = process.argv.indexOf('--runs');
  const runs = i >= 0 ? Number(process.argv[i + 1]) : 7;
  if (!(Number.isInteger(runs) && runs >= 1)) throw new Error(`--runs must be a whole number >= 1, got ${process.argv[i + 1]}`);
  console.log(JSON.stringify(startupFigures(runs), null, 2));
}
