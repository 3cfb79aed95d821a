/**
 * How the CLI tests run `deadeye`: from the TypeScript sources (packages/cli/src/main.ts under the
 * tsx loader, as `pnpm deadeye` does), in a child process, so that its exit status, stdout and
 * stderr are what a user's shell sees. prebuilt.test.ts runs the pre-built bundle beside it.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
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
    for (let attempt = 1; ; attempt++) {
      const r = spawnSync(process.execPath, ['--import', TSX, MAIN, ...args], { encoding: 'utf8', cwd: ROOT, env: { ...process.env, INIT_CWD: dir }, timeout: HANG_MS, killSignal: 'SIGKILL' });
      if ((r.error as NodeJS.ErrnoException | undefined)?.code !== 'ETIMEDOUT') return { status: r.status, stdout: r.stdout, stderr: r.stderr };
      const what = `deadeye ${args.join(' ')}`;
      if (attempt === 2) throw new Error(`${what}: no exit within ${HANG_MS / 1000} s, twice`);
      process.stderr.write(`run-cli: ${what}: no exit within ${HANG_MS / 1000} s (stdout so far: ${JSON.stringify(r.stdout.slice(0, 200))}); killed and run once more\n`);
    }
  };
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
