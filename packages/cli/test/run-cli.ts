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
 * `deadeye` as run by a user whose shell is in `dir`: the command reads the user's directory from
 * `INIT_CWD` (as under `pnpm deadeye`), so relative paths in `args` are `dir`'s; the child's own
 * working directory is the repository root. Waits for the child to end.
 * @returns a function of the command's arguments (`deadeyeIn(tmp)('run', 'x.yaml')`)
 */
export function deadeyeIn(dir: string): (...args: string[]) => CliRun {
  return (...args: string[]): CliRun => {
    const r = spawnSync(process.execPath, ['--import', TSX, MAIN, ...args], { encoding: 'utf8', cwd: ROOT, env: { ...process.env, INIT_CWD: dir } });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
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
