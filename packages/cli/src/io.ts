/**
 * Small I/O helpers of the `deadeye` commands: the version, user paths, atomic writes.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
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

/** Writes a file whole or not at all: to a temporary sibling first, then renamed into place. */
export function writeFileAtomic(path: string, text: string): void {
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
 * Parses `--threads`, `--json` and `--report`, and checks the report directory can be written
 * before any simulation runs (so a bad `--report` leaves nothing behind).
 * @throws Error naming the option for a bad thread count or a directory that is not a report.
 */
export async function prepareOutputs(o: { threads?: string; json?: string; report?: string }): Promise<RunOutputs> {
  const threads = o.threads === undefined ? defaultThreads() : parseWhole(o.threads, '--threads', 1);
  checkThreads(threads);
  const jsonPath = o.json === undefined ? undefined : userPath(o.json);
  const reportDir = o.report === undefined ? undefined : userPath(o.report);
  const report = reportDir === undefined ? undefined : await import('@deadeye/report');
  if (report !== undefined && reportDir !== undefined) await report.assertReplaceable(reportDir);
  return { threads, jsonPath, reportDir, report };
}
