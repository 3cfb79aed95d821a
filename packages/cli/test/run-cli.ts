/**
 * How the CLI tests run `deadeye`: from the TypeScript sources (packages/cli/src/main.ts under the
 * tsx loader), in a child process, so that its exit status, stdout and stderr are what a user's
 * shell sees. (`pnpm deadeye` runs the pre-built bundle of the same sources: prebuilt.test.ts runs
 * it beside these.) Every such child, and those other packages' tests start on the sources (the
 * browser test's reports, the runner's `--trace-opt` run), is watched for Node 20's rare hang of
 * the loader ({@link HANG_MS}): killed and run once more.
 */
import { spawn, spawnSync, type ChildProcessByStdio, type SpawnSyncReturns } from 'node:child_process';
import type { Readable } from 'node:stream';
import { createRequire } from 'node:module';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/** The repository root (with a trailing slash). */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** The CLI's entry point in the sources. */
export const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
/** tsx's loader, for `node --import`. */
export const TSX = new URL(`file://${createRequire(import.meta.url).resolve('tsx')}`).href;

/** What one run of the command left: its exit status (null if killed by a signal), stdout and stderr, as text. */
export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * How long one run may take before it is taken for a hang of Node 20's module loading under tsx,
 * ms. Seen once (2026-12-06, in a fresh clone's CI run): `deadeye sweep --sweep
 * scenarios/street-fight.yaml` sat 14 minutes with its main thread idle, a message port of the
 * loader's hooks thread still waiting, and not one line of main.ts run (its signal handlers not
 * installed): tsx's hooks (`module.register`, run on Node 20's hooks thread) never answered the
 * module loads. The pre-built command users run (packages/cli/bin) loads no hooks. A command of the
 * tests takes seconds; this is far past the slowest.
 */
export const HANG_MS = 90_000;

/**
 * `deadeye` as run by a user whose shell is in `dir`: the command reads the user's directory from
 * `INIT_CWD` (as under `pnpm deadeye`), so relative paths in `args` are `dir`'s; the child's own
 * working directory is the repository root. Waits for the child to end. A run that has not ended
 * after {@link HANG_MS} is killed and run once more (said on stderr), so that the loader's rare hang
 * does not hold the suite until CI's limit; a command that hangs both times fails the test.
 * @returns a function of the command's arguments (`deadeyeIn(tmp)('run', 'x.yaml')`)
 * @throws Error naming the command when both runs hung
 */
export function deadeyeIn(dir: string): (...args: string[]) => CliRun {
  return (...args: string[]): CliRun => {
    const r = spawnSyncPatiently({ argv: ['--import', TSX, MAIN, ...args], cwd: ROOT, env: { ...process.env, INIT_CWD: dir }, what: `deadeye ${args.join(' ')}` });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
}

/**
 * Writes test files under `dir`: the returned function writes `text` to `name` (a path relative
 * to `dir`, its folders made) and returns `name`, for the CLI to read from `dir` ({@link deadeyeIn}).
 */
export function fileIn(dir: string): (name: string, text: string) => string {
  return (name: string, text: string): string => {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
    return name;
  };
}

/** Where and how a child of this Node runs, for {@link spawnSyncPatiently} and {@link drivePatiently}. */
export interface ChildSpec {
  /** The child's arguments to `node` (e.g. `['--import', TSX, MAIN, ...args]`). */
  readonly argv: readonly string[];
  readonly cwd: string;
  readonly env?: NodeJS.ProcessEnv;
  /** The command as a person would write it, for the line on stderr and the error. */
  readonly what: string;
  /** How long a run may take before it is taken for a hang, ms; default {@link HANG_MS}. */
  readonly hangMs?: number;
  /**
   * A file for the child's stdout instead of a pipe (made anew for each run), for output written
   * past Node's stream, as V8's traces are: when Node has made the pipe non-blocking, such a write
   * to a pipe the parent drains late (a loaded machine) is lost; to a file it is not.
   * {@link spawnSyncPatiently} reads it back into `stdout`; {@link drivePatiently}, which hands the
   * test the child's stdout as a stream, does not take it.
   */
  readonly stdoutFile?: string;
}

/** The line on stderr of a run killed as hung, or the error of a second one. */
function hangLine(spec: ChildSpec, hangMs: number, attempt: number, stdout: string): string {
  const waited = `${spec.what}: no exit within ${hangMs / 1000} s`;
  return attempt === 2 ? `${waited}, twice` : `run-cli: ${waited} (stdout so far: ${JSON.stringify(stdout.slice(0, 200))}); killed and run once more\n`;
}

/**
 * `node` with `spec.argv` (a child of this Node, under the tsx loader when its arguments import
 * it), waited for, its output as text: a run that has not ended after `spec.hangMs` is killed
 * (SIGKILL) and run once more, said on stderr, as {@link deadeyeIn} runs `deadeye`; for the tests
 * of other packages that start Node on the sources.
 * @throws Error naming `spec.what` when both runs hung
 */
export function spawnSyncPatiently(spec: ChildSpec): SpawnSyncReturns<string> {
  const hangMs = spec.hangMs ?? HANG_MS;
  for (let attempt = 1; ; attempt++) {
    const out = spec.stdoutFile === undefined ? 'pipe' : openSync(spec.stdoutFile, 'w');
    let r: SpawnSyncReturns<string>;
    try {
      r = spawnSync(process.execPath, spec.argv, { cwd: spec.cwd, env: spec.env ?? process.env, encoding: 'utf8', timeout: hangMs, killSignal: 'SIGKILL', stdio: ['pipe', out, 'pipe'] });
    } finally {
      if (typeof out === 'number') closeSync(out);
    }
    if (spec.stdoutFile !== undefined) r.stdout = readFileSync(spec.stdoutFile, 'utf8');
    if ((r.error as NodeJS.ErrnoException | undefined)?.code !== 'ETIMEDOUT') return r;
    if (attempt === 2) throw new Error(hangLine(spec, hangMs, attempt, r.stdout));
    process.stderr.write(hangLine(spec, hangMs, attempt, r.stdout));
  }
}

/** A started child, its stdout and stderr piped (stdin ignored). */
export type CliChild = ChildProcessByStdio<null, Readable, Readable>;

/**
 * `node` with `spec.argv` started without waiting, for a test that works with the child while it
 * runs (reads its output as it comes, signals it): `drive(child)` must settle once the child has
 * exited (and read or `resume()` its stdout, lest a full pipe hold it). If `drive` has not settled
 * after `spec.hangMs`, the child is killed (SIGKILL), and once `drive` has settled, started and
 * driven once more (said on stderr), as {@link spawnSyncPatiently} does.
 * @returns what `drive` resolved with
 * @throws what `drive` threw (but after a kill for a hang); Error naming `spec.what` when both runs hung
 */
export async function drivePatiently<T>(spec: ChildSpec, drive: (child: CliChild) => Promise<T>): Promise<T> {
  const hangMs = spec.hangMs ?? HANG_MS;
  for (let attempt = 1; ; attempt++) {
    const child = spawn(process.execPath, spec.argv, { cwd: spec.cwd, env: spec.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let hung = false;
    const watchdog = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, hangMs);
    let result: T;
    try {
      result = await drive(child);
    } catch (e) {
      if (!hung) throw e;
    } finally {
      clearTimeout(watchdog);
    }
    if (!hung) return result!;
    if (attempt === 2) throw new Error(hangLine(spec, hangMs, attempt, ''));
    process.stderr.write(hangLine(spec, hangMs, attempt, ''));
  }
}

/**
 * `deadeye ARGS` started as {@link deadeyeIn} starts it, driven by `drive` as {@link drivePatiently} drives a child.
 * @throws as {@link drivePatiently}
 */
export function driveDeadeyeIn<T>(dir: string, args: readonly string[], drive: (child: CliChild) => Promise<T>): Promise<T> {
  return drivePatiently({ argv: ['--import', TSX, MAIN, ...args], cwd: ROOT, env: { ...process.env, INIT_CWD: dir }, what: `deadeye ${args.join(' ')}` }, drive);
}

/** `deadeye ARGS` from the repository root: the bundled scenarios' paths as the README writes them. */
export const deadeye = deadeyeIn(ROOT);

/**
 * Asserts the brief's bad-input contract: nothing on stdout, exactly one line on stderr (ending in
 * a newline) matching `message` (which says how it starts, e.g. `/^deadeye: error: /`), exit status 2.
 */
export function expectOneLineError(r: CliRun, message: RegExp): void {
  expect(r.stdout).toBe('');
  expect(r.stderr.endsWith('\n'), r.stderr).toBe(true);
  expect(r.stderr.trimEnd().split('\n')).toEqual([expect.stringMatching(message)]);
  expect(r.status).toBe(2);
}
