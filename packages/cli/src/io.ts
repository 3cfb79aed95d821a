/**
 * Small I/O helpers of the `deadeye` commands: user paths, output checks before a
 * run, atomic writes.
 */
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readlinkSync, realpathSync, renameSync, rmdirSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { checkThreads, defaultThreads } from '@deadeye/runner';
import { parseWhole } from '@deadeye/core';

/**
 * A path the user typed, resolved against the directory they ran the command from (pnpm runs
 * scripts from the workspace root and keeps the caller's directory in INIT_CWD).
 */
export function userPath(p: string): string {
  return resolve(process.env['INIT_CWD'] ?? process.cwd(), p);
}

/**
 * A file as output names it: relative to the user's directory when it lies below it
 * (`baselines/x.json`), else absolute (`/tmp/out/x.json`, not `../../tmp/out/x.json`; an audit,
 * 2026-12-01, found the latter in `baseline`'s lines and in the JUnit suite names of `check`).
 */
export function shownPath(file: string): string {
  const rel = relative(userPath('.'), file);
  return rel === '' ? file : rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? resolve(file) : rel;
}

/**
 * Writes a file whole or not at all: to a temporary sibling (`<path>.partial-<pid>`) first, then
 * renamed into place; on an error the temporary file is removed. A symbolic link is written
 * through (its target replaced, the link kept), and a target that exists and is not a regular file
 * (the entry a path names, a link followed: a character device such as `/dev/null` or a terminal,
 * a FIFO, a socket), or a link into `/dev` or `/proc` (`/dev/stdout`), is written directly, as a
 * shell's redirection would (audits: 2026-11-29, the rename replaced the link itself,
 * `/dev/stdout` included; 2026-11-30, a device or FIFO named directly with a regular file). It is
 * synchronous, so a signal the process handles (`main.ts` handles SIGINT and SIGTERM) waits for it
 * to finish.
 * @param given the path, absolute or relative to the working directory
 * @param text the whole content, UTF-8
 * @throws Error the file system's (ENOENT, EACCES, EISDIR...), the temporary file removed
 */
export function writeFileAtomic(given: string, text: string): void {
  try {
    writeWhole(given, text);
  } catch (e) {
    // A write that fails at the end of a run (a full disk, a device that takes nothing) names the
    // file, not only the system's words (an audit, 2026-12-08: `--json /dev/full` said "ENOSPC: no
    // space left on device, write" and nothing of which output).
    const err = e as NodeJS.ErrnoException;
    if (typeof err.code !== 'string' || typeof err.message !== 'string') throw e;
    const fix = err.code === 'ENOSPC' || err.code === 'EDQUOT' ? 'free some space, or write it elsewhere' : 'write it elsewhere';
    throw Object.assign(new Error(`${shownPath(resolve(given))}: not written (${err.message}); ${fix}`), { code: err.code });
  }
}

/** {@link writeFileAtomic}'s write, its errors the file system's. */
function writeWhole(given: string, text: string): void {
  const target = statOrUndefined(given);
  // A device, a FIFO or a socket, named directly or through a link: written in place.
  if (target !== undefined && !target.isFile()) {
    writeFileSync(given, text);
    return;
  }
  let path = given;
  if (statOrUndefined(given, false)?.isSymbolicLink() === true) {
    // A process's descriptor (/dev/stdout -> /proc/self/fd/1), whatever it leads to: written in place.
    if (/^\/(dev|proc)\//.test(readlinkSync(given))) {
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
 * @throws Error the file system's for the JSON; for the report, one line naming `--report` when
 *   the directory was taken meanwhile (see {@link reportDirectoryError}), else the writer's error
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
    let written: { dir: string };
    try {
      written = await writeReport(reportDir, summary);
    } catch (e) {
      throw reportDirectoryError(`--report ${reportDir}`, reportDir, e);
    }
    process.stdout.write(`report: ${resolve(written.dir, 'index.html')}\n`);
  }
}

/**
 * The report writer's refusal of a directory (`@deadeye/report` `assertReplaceable`: "Cannot write
 * report to P: it exists and is not a directory", "Refusing to replace P: it is not empty and is
 * not a Deadeye report ...") as one line naming the option and the fix (an audit, 2026-11-30: the
 * lines named neither `--report` nor, for a file, a fix); any other error unchanged.
 * @param what the option as typed, e.g. `--report reports/x`
 * @param dir the report directory, absolute
 * @param fix the fix, when not the option's own (`library --out`, whose reports' directories the
 *   user did not name: "remove that entry or choose another --out"); default: another directory
 *   for the report, or remove what is there
 */
export function reportDirectoryError(what: string, dir: string, e: unknown, fix?: string): unknown {
  const message = e instanceof Error ? e.message : '';
  if (message.startsWith('Cannot write report to ')) {
    return new Error(`${what}: ${dir} is a file, not a directory; ${fix ?? 'give a directory for the report (a new or empty one, or a previous report), or remove the file'}`);
  }
  if (message.startsWith('Refusing to replace ')) {
    return new Error(`${what}: ${dir} is not empty and is not a Deadeye report (no index.html and summary.json), and the report replaces its directory whole; ${fix ?? 'choose another directory, or remove it'}`);
  }
  return e;
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
  /** Absolute paths of the other output files ({@link OutputFile}s given to {@link prepareOutputs}), in their order; undefined where not asked for. */
  readonly files: readonly (string | undefined)[];
}

/** An output file of a command besides `--json` (`--csv`, `--junit`). */
export interface OutputFile {
  /** The option, e.g. `--csv`. */
  readonly option: string;
  /** Its value as typed, or undefined when not given. */
  readonly value: string | undefined;
  /** A file name for the fix when it names a directory, e.g. `sweep.csv`. */
  readonly example: string;
}

/**
 * A file or folder a command reads, which no output may replace.
 * `what` names it in a message (`the scenario`, `--house-rule`, `the baseline`); `path` is as
 * typed (relative to the directory deadeye runs in), or undefined when not given.
 */
export interface CommandInput {
  readonly what: string;
  readonly path: string | undefined;
}

/**
 * Parses `--threads`, `--json` and `--report`, and checks that every output can be written before
 * any simulation runs, so that a bad path fails at once and leaves nothing behind, rather than
 * after the whole run: the results JSON (`--json`: not a directory, in a directory that exists or
 * can be made, where files can be created), the other output files (`more.files`: the same), the
 * report directory (`--report`: the same of its parent, and empty or a previous report, no output
 * file in it), `library --out` (`out`: a directory that exists or can be made, where files can be
 * created, and `library.md` and `library.html` in it not directories); none of them empty
 * ({@link assertPathGiven}); no two output files the same, and no output
 * one of the command's inputs (`more.inputs`), nor the report directory holding one (compared as
 * real paths, links followed).
 * @param more `files`: output files besides `--json` (`--csv`); `inputs`: the files the command reads
 * @returns the thread count and the outputs' absolute paths (`files` in the order given)
 * @throws Error, one line naming the option, the path and the fix, for a bad thread count or output path
 */
export async function prepareOutputs(
  o: { threads?: string | undefined; json?: string | undefined; report?: string | undefined; out?: string | undefined },
  more: { readonly files?: readonly OutputFile[]; readonly inputs?: readonly CommandInput[] } = {},
): Promise<RunOutputs> {
  const threads = o.threads === undefined ? defaultThreads() : parseWhole(o.threads, '--threads', 1);
  checkThreads(threads);
  const outputs: OutputFile[] = [{ option: '--json', value: o.json, example: 'results.json' }, ...(more.files ?? [])];
  for (const f of outputs) assertPathGiven(f.option, f.value, f.example);
  assertPathGiven('--report', o.report, 'reports/run');
  assertPathGiven('--out', o.out, 'reports');
  const paths = outputs.map((f) => {
    if (f.value === undefined) return undefined;
    if (f.value === '-') throw new Error(`${f.option} -: give a file name (the text goes to standard output)`);
    const path = userPath(f.value);
    assertFileWritable(path, `${f.option} ${f.value}`, `give a file name, e.g. ${join(f.value, f.example)}`);
    return path;
  });
  const [jsonPath, ...files] = paths;
  if (o.out !== undefined) {
    const out = userPath(o.out);
    assertCanWriteIn(out, `--out ${o.out}`);
    assertFileWritable(join(out, 'library.md'), `--out ${o.out}`, 'remove it or choose another --out');
    assertFileWritable(join(out, 'library.html'), `--out ${o.out}`, 'remove it or choose another --out');
  }
  const reportDir = o.report === undefined ? undefined : userPath(o.report);
  if (o.report !== undefined && reportDir !== undefined) assertCanWriteIn(dirname(reportDir), `--report ${o.report}`);
  // The files are written before the report, which replaces its directory whole: none may be the
  // report's directory or inside it (audits: the run was lost after it, the JSON's on
  // 2026-11-29, the CSV's on 2026-11-30).
  outputs.forEach((f, k) => {
    const path = paths[k];
    if (path === undefined || reportDir === undefined || !within(path, reportDir)) return;
    throw new Error(`${f.option} ${f.value}: ${samePath(path, reportDir) ? 'the same path as' : 'inside'} --report ${o.report}, which the report replaces; write ${f.option === '--json' ? 'the JSON elsewhere (the report holds its own summary.json)' : 'it elsewhere'}`);
  });
  for (let i = 0; i < outputs.length; i++) {
    for (let j = i + 1; j < outputs.length; j++) assertDistinctOutputs([`${outputs[i]!.option} ${outputs[i]!.value}`, paths[i]], [`${outputs[j]!.option} ${outputs[j]!.value}`, paths[j]]);
  }
  assertSparesInputs(
    [...outputs.map((f, k) => ({ what: `${f.option} ${f.value}`, path: paths[k] })), ...(reportDir === undefined ? [] : [{ what: `--report ${o.report}`, path: reportDir, directory: true }])],
    more.inputs ?? [],
  );
  const report = reportDir === undefined ? undefined : await replaceableReportDirectory(reportDir, `--report ${o.report}`);
  return { threads, jsonPath, reportDir, report, files };
}

/**
 * Checks, changing nothing, that a report can be written to `dir` (missing, empty or a previous
 * report: `@deadeye/report` `assertReplaceable`), loading the report module.
 * @param what the option as typed, e.g. `--report reports/x`
 * @param fix as {@link reportDirectoryError}'s
 * @returns the report module
 * @throws Error, one line naming `what` and the fix ({@link reportDirectoryError})
 */
export async function replaceableReportDirectory(dir: string, what: string, fix?: string): Promise<typeof import('@deadeye/report')> {
  const report = await import('@deadeye/report');
  try {
    report.assertReplaceable(dir);
  } catch (e) {
    throw reportDirectoryError(what, dir, e, fix);
  }
  return report;
}

/**
 * `path` with every link followed, as far as it exists (a path not yet made: its nearest existing
 * ancestor's real path, then the rest as given).
 */
function realPath(path: string): string {
  const abs = resolve(path);
  try {
    return realpathSync(abs);
  } catch {
    const parent = dirname(abs);
    return parent === abs ? abs : join(realPath(parent), basename(abs));
  }
}

/** Whether two paths name the same file system entry (their real paths are equal). */
function samePath(a: string, b: string): boolean {
  return realPath(a) === realPath(b);
}

/** Whether `path` is the directory `dir` or inside it (real paths). */
function within(path: string, dir: string): boolean {
  const p = realPath(path);
  const d = realPath(dir);
  return p === d || p.startsWith(d.endsWith('/') ? d : `${d}/`);
}

/**
 * Checks, changing nothing, that no output of a command is one of its inputs, and that no output
 * directory (a report, replaced whole) holds one, comparing real paths (links followed) (an audit,
 * 2026-11-30: `run S --json S` overwrote the scenario, `check B --json B` the baseline, exit 0).
 * @param outputs each output as `{what: the option as typed (`--json x`), path: absolute or undefined}`, `directory` for one replaced whole
 * @param inputs what the command reads ({@link CommandInput})
 * @throws Error, one line naming the output option, the input and the fix
 */
export function assertSparesInputs(outputs: readonly { readonly what: string; readonly path: string | undefined; readonly directory?: boolean }[], inputs: readonly CommandInput[]): void {
  for (const out of outputs) {
    if (out.path === undefined) continue;
    for (const input of inputs) {
      if (input.path === undefined) continue;
      const path = userPath(input.path);
      if (samePath(out.path, path)) {
        throw new Error(`${out.what}: the same ${out.directory === true ? 'path' : 'file'} as ${input.what} ${input.path}, which this command reads and the output would replace; write the output to another ${out.directory === true ? 'directory' : 'file'}`);
      }
      if (out.directory === true && within(path, out.path)) {
        throw new Error(`${out.what}: holds ${input.what} ${input.path}, which this command reads and the report would replace with its directory; choose another directory for the report`);
      }
    }
  }
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
 * Refuses an empty output path (`--out ""`), which would name the directory deadeye runs in (an
 * audit, 2026-12: `library --out ""` wrote its reports into the current directory). A value of
 * spaces only is refused too.
 * @param option the option, e.g. `--out`
 * @param value its value as typed, or undefined when not given (then nothing is checked)
 * @param example a path for the fix, e.g. `results.json`
 * @throws Error `<option> "": ...`, one line naming the fix
 */
export function assertPathGiven(option: string, value: string | undefined, example: string): void {
  if (value !== undefined && value.trim() === '') throw new Error(`${option} "${value}": an empty path; give a ${/\.[a-z]+$/.test(example) ? 'file' : 'directory'} name, e.g. ${option} ${example}`);
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
 * the other; compared as real paths, links followed), changing nothing; either may be absent.
 * @param a the first, as `[option as typed, resolved path]`, e.g. `['--json x', '/abs/x']`
 * @throws Error naming both options and the fix
 */
export function assertDistinctOutputs(a: readonly [string, string | undefined], b: readonly [string, string | undefined]): void {
  if (a[1] === undefined || b[1] === undefined || !samePath(a[1], b[1])) return;
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
