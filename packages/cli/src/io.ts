/**
 * Small I/O helpers of the `deadeye` commands: the version, user paths, output checks before a
 * run, atomic writes.
 */
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, realpathSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { checkThreads, defaultThreads } from '@deadeye/runner';
import { parseWhole } from '@deadeye/core';

/** Deadeye's version, from the root package.json. */
export const VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/**
 * A path the user typed, resolved against the directory they ran the command from (pnpm runs
 * scripts from the workspace root and keeps the caller's directory in INIT_CWD).
 */
export function userPath(p: string): string {
  return resolve(process.env['INIT_CWD'] ?? process.cwd(), p);
}

/**
 * Writes a file whole or not at all: to a temporary sibling (`<path>.partial-<pid>`) first, then
 * renamed into place; on an error the temporary file is removed. A symbolic link is written
 * through (its target replaced, the link kept), and a target that is not a regular file (a
 * terminal, a pipe such as `/dev/stdout`) is written directly (an audit, 2026-11-29: the rename
 * replaced the link itself, `/dev/stdout` included). It is synchronous, so a signal the process
 * handles (`main.ts` handles SIGINT and SIGTERM) waits for it to finish.
 */
export function writeFileAtomic(given: string, text: string): void {
  let path = given;
  if (statOrUndefined(given, false)?.isSymbolicLink() === true) {
    const target = statOrUndefined(given);
    // A device or a process's descriptor (/dev/stdout -> /proc/self/fd/1), whatever it leads to:
    // written in place, as a shell's redirection would be.
    if ((target !== undefined && !target.isFile()) || /^\/(dev|proc)\//.test(readlinkSync(given))) {
      writeFileSync(given, text);
      return;
    }
    // A dangling link: its target is made where it points.
    path = target === undefined ? resolve(dirname(given), readlinkSync(given)) : realpathSync(given);
  }
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.partial-${process.pid}`;
  try {
    writeFileSync(tmp, text);
    renameSync(tmp, path);
  } catch (e) {
    rmSync(tmp, { force: true });
    throw e;
  }
}

/**
 * Writes a run's outputs: the results JSON to `jsonPath` (atomically) and the report to
 * `reportDir` with `writeReport`, each when asked, printing where each went.
 */
export async function writeOutputs<S>(
  summary: S,
  jsonPath: string | undefined,
  reportDir: string | undefined,
  writeReport: ((dir: string, summary: S) => Promise<{ dir: string }>) | undefined,
): Promise<void> {
  if (jsonPath !== undefined) {
    writeFileAtomic(jsonPath, `${JSON.stringify(summary, null, 2)}\n`);
    process.stdout.write(`results JSON: ${jsonPath}\n`);
  }
  if (writeReport !== undefined && reportDir !== undefined) {
    const written = await writeReport(reportDir, summary);
    process.stdout.write(`report: ${resolve(written.dir, 'index.html')}\n`);
  }
}

/** The options every simulation command parses the same way. */
export interface RunOutputs {
  /** Worker threads, validated. */
  readonly threads: number;
  /** Absolute path of the results JSON, or undefined. */
  readonly jsonPath: string | undefined;
  /** Absolute report directory, or undefined. */
  readonly reportDir: string | undefined;
  /** The report module, loaded only when a report is asked for. */
  readonly report: typeof import('@deadeye/report') | undefined;
}

/**
 * Parses `--threads`, `--json` and `--report`, and checks that every output can be written before
 * any simulation runs, so that a bad path fails at once and leaves nothing behind, rather than
 * after the whole run: the results JSON (`--json`: not a directory, in a directory that exists or
 * can be made, where files can be created), the report directory (`--report`: the same of its
 * parent, and empty or a previous report), and `library --out` (`out`: a directory that exists
 * or can be made, where files can be created, and `library.md` in it not a directory).
 * @throws Error naming the option, the path and the fix, for a bad thread count or output path.
 */
export async function prepareOutputs(o: { threads?: string; json?: string; report?: string; out?: string }): Promise<RunOutputs> {
  const threads = o.threads === undefined ? defaultThreads() : parseWhole(o.threads, '--threads', 1);
  checkThreads(threads);
  if (o.json === '-') throw new Error('--json -: give a file name (the text goes to standard output)');
  const jsonPath = o.json === undefined ? undefined : userPath(o.json);
  if (o.json !== undefined && jsonPath !== undefined) assertFileWritable(jsonPath, `--json ${o.json}`, `give a file name, e.g. ${join(o.json, 'results.json')}`);
  if (o.out !== undefined) {
    const out = userPath(o.out);
    assertCanWriteIn(out, `--out ${o.out}`);
    assertFileWritable(join(out, 'library.md'), `--out ${o.out}`, 'remove it or choose another --out');
  }
  const reportDir = o.report === undefined ? undefined : userPath(o.report);
  if (o.report !== undefined && reportDir !== undefined) assertCanWriteIn(dirname(reportDir), `--report ${o.report}`);
  // The JSON is written before the report, which replaces its directory whole: the JSON may be
  // neither the report's directory nor inside it (an audit, 2026-11-29: the run was lost after it).
  if (jsonPath !== undefined && reportDir !== undefined && (jsonPath === reportDir || jsonPath.startsWith(`${reportDir}/`))) {
    throw new Error(`--json ${o.json}: ${jsonPath === reportDir ? 'the same path as' : 'inside'} --report ${o.report}, which the report replaces; write the JSON elsewhere (the report holds its own summary.json)`);
  }
  const report = reportDir === undefined ? undefined : await import('@deadeye/report');
  if (report !== undefined && reportDir !== undefined) report.assertReplaceable(reportDir);
  return { threads, jsonPath, reportDir, report };
}

/**
 * `path`'s file system entry (with `follow` false, a link's own entry, not its target's), or
 * undefined when it does not exist (or a parent is a file).
 */
function statOrUndefined(path: string, follow = true): Stats | undefined {
  try {
    return follow ? statSync(path) : lstatSync(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw e;
  }
}

/**
 * Checks, changing nothing, that files can be created in directory `dir` (which the writers make,
 * with its parents, when it is missing): its nearest existing ancestor (`dir` itself if it exists)
 * must be a directory in which an entry can be created. Probes by creating and
 * removing an empty temporary directory there (a permission check alone passes for root, and on
 * `/proc`).
 * @throws Error `<what>: ...` naming the path in the way and the fix.
 */
function assertCanWriteIn(dir: string, what: string): void {
  let at = dir;
  let info = statOrUndefined(at);
  while (info === undefined && dirname(at) !== at) {
    at = dirname(at);
    info = statOrUndefined(at);
  }
  if (info === undefined) throw new Error(`${what}: no part of ${dir} exists; choose a path in a directory you can write to`);
  if (!info.isDirectory()) throw new Error(`${what}: ${at} is a file, not a directory; choose a path in a directory you can write to`);
  let probe: string;
  try {
    probe = mkdtempSync(join(at, '.deadeye-probe-'));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? (e instanceof Error ? e.message : String(e));
    throw new Error(`${what}: cannot create files in ${at} (${code}); choose a path in a directory you can write to`);
  }
  rmdirSync(probe);
}

/**
 * Checks that {@link writeFileAtomic} can write `path`: it is not a directory, and files can be
 * created in its directory ({@link assertCanWriteIn}).
 * @throws Error `<what>: ...` naming the path in the way and the fix (`fix` when it is a directory).
 */
export function assertFileWritable(path: string, what: string, fix: string): void {
  const entry = statOrUndefined(path);
  if (entry?.isDirectory() === true) throw new Error(`${what}: ${path} is a directory; ${fix}`);
  // A socket (a process's standard output under some launchers, as /dev/stdout names it) cannot be opened by path.
  if (entry?.isSocket() === true) throw new Error(`${what}: ${path} is a socket, which cannot be opened by its name; ${fix}`);
  assertCanWriteIn(dirname(path), what);
}

/**
 * Checks that two file outputs of one command are not the same file (one would silently replace
 * the other), changing nothing; either may be absent.
 * @param a the first, as `[option as typed, resolved path]`, e.g. `['--json x', '/abs/x']`
 * @throws Error naming both options and the fix
 */
export function assertDistinctOutputs(a: readonly [string, string | undefined], b: readonly [string, string | undefined]): void {
  if (a[1] === undefined || b[1] === undefined || a[1] !== b[1]) return;
  throw new Error(`${b[0]}: the same file as ${a[0]}; give each output its own file`);
}

/**
 * The entries of the scenario directory `dir` (as the user typed it, resolved with {@link userPath}).
 * @param command the command it is for, named in the fix (`library`, `systems`)
 * @throws Error naming the directory and the fix when it is missing, a file or unreadable.
 */
export function readScenarioDirectory(dir: string, command = 'library'): string[] {
  try {
    return readdirSync(userPath(dir));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const found = code === 'ENOENT' ? 'no such directory' : code === 'ENOTDIR' ? 'not a directory' : `cannot be read (${code ?? String(e)})`;
    throw new Error(`${dir}: ${found}; give the directory of the scenario files, e.g. deadeye ${command} scenarios`);
  }
}
