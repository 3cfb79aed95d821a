/**
 * Writes a duel report directory: `index.html` (self-contained), `charts/<name>.vl.json|.svg|.png`,
 * `tables/*.csv` and `summary.json`. The directory appears complete or not at all: everything is
 * written into a sibling temp directory that is renamed into place at the end.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { onExit } from 'signal-exit';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { writeDuelTables, type DuelSummary, type OutcomeTerms, type TurnUnit } from '@deadeye/stats';
import { duelChartsFor, type ChartContext, type ReportChart } from './charts.ts';
import { withHouseRulesLine } from './chart-base.ts';
import { renderDuelHtml, type HtmlChart } from './html.ts';
import { renderSvg, resolveDejaVuFonts, svgToPng } from './render.ts';

/** Options of {@link writeDuelReport}. */
export interface DuelReportOptions {
  /** Page heading and `<title>` (default: `Duel report: <A name> (<weapon>) vs <B name> (<weapon>)`). */
  readonly title?: string;
  /** The duel's rule system's words (`getSystem(summary.system).terms`, handed in by the CLI); absent: `NEUTRAL_TERMS`. */
  readonly terms?: OutcomeTerms;
  /**
   * The duel's rule system's turn (`getSystem(summary.system).turn`, handed in by the CLI), to say
   * what a turn is in the page and the turns chart, as the scenario report does; absent: not said.
   */
  readonly turn?: TurnUnit;
}

/** What a report writer ({@link writeDuelReport}, `writeSkirmishReport`) wrote. */
export interface ReportResult {
  /** The report directory, absolute. */
  readonly dir: string;
  /** Every file written, absolute paths inside `dir`: charts, tables, summary.json, index.html last. */
  readonly files: string[];
}

/** What {@link writeDuelReport} wrote. */
export type DuelReportResult = ReportResult;

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

/**
 * Throws unless `target` is absent, an empty directory, or a previous report (holds both
 * `index.html` and `summary.json`): a report never replaces anything else. Callers check it
 * before a long run, so a bad `--report` fails before the simulation, not after; and
 * {@link moveReportIntoPlace} checks it again at the move. Synchronous (a few file system calls).
 * @throws Error naming the directory and the fix.
 */
export function assertReplaceable(target: string): void {
  let info;
  try {
    info = statSync(target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (!info.isDirectory()) throw new Error(`Cannot write report to ${target}: it exists and is not a directory`);
  const entries = readdirSync(target);
  if (entries.length === 0) return;
  if (entries.includes('index.html') && entries.includes('summary.json')) return;
  throw new Error(`Refusing to replace ${target}: it is not empty and is not a Deadeye report (no index.html and summary.json). Choose another directory or remove it.`);
}

/**
 * One turn of the event loop (a macrotask), where a signal the process handles (the CLI's SIGINT
 * and SIGTERM) is run with no write in flight. The report's writes are synchronous; the charts'
 * rendering yields to the event loop today (vega's dataflow: 15 of 15 Ctrl-Cs given once the
 * charts folder existed stopped the report, with or without this), but nothing promises it, and
 * without a turn between files a Ctrl-C would wait for the whole report.
 */
const yieldToSignals = (): Promise<void> => new Promise((done) => setImmediate(done));

/** The previous report's name while the new one is moved into place. */
const oldReportPath = (target: string): string => `${target}.old-${process.pid}`;

/**
 * Undoes an unfinished report write, synchronously (it also runs when the process exits or is
 * interrupted mid-write): removes the temp directory, and puts the previous report back if it was
 * moved aside and the new one is not in place yet (or removes it if the new one is).
 */
function abandonReport(temp: string, target: string): void {
  const old = oldReportPath(target);
  if (existsSync(old)) {
    if (existsSync(target)) rmSync(old, { recursive: true, force: true, maxRetries: 3 });
    else renameSync(old, target);
  }
  rmSync(temp, { recursive: true, force: true, maxRetries: 3 });
}

/**
 * Moves a finished report directory `temp` to `target`, replacing a previous report there only
 * now (moved aside, then removed once the new one is in place; put back if the move fails).
 * Synchronous, so that a signal the process handles (the CLI's SIGINT and SIGTERM) waits for it:
 * never a previous report moved aside and the new one not yet in place (a review, 2026-11-29:
 * `library`'s last step could be interrupted there, leaving no report and the old one stranded).
 * @throws Error when `target` exists and is neither empty nor a previous report, or on a file
 *   system error
 */
export function moveReportIntoPlace(temp: string, target: string): void {
  if (!existsSync(target)) {
    renameSync(temp, target);
    return;
  }
  assertReplaceable(target);
  const old = oldReportPath(target);
  rmSync(old, { recursive: true, force: true });
  renameSync(target, old);
  try {
    renameSync(temp, target);
  } catch (error) {
    renameSync(old, target);
    throw error;
  }
  rmSync(old, { recursive: true, force: true });
}

/**
 * Writes a complete duel report into `dir`:
 * - `index.html`: self-contained page (inline CSS and SVG charts, no scripts, no external URLs)
 *   with the run facts (seed, trials, threads, variant, system, max turns, version, elapsed time,
 *   trials/s), outcome and per-duelist tables (exact probabilities beside Monte Carlo when
 *   present) and relative links to every file below;
 * - `charts/<name>.vl.json` (Vega-Lite spec), `.svg` and `.png` (2x, DejaVu Sans) for every chart
 *   of {@link duelChartsFor} (`winRate`, `winRateByRange` with >= 2 ranges, `hitRate`, `turns`,
 *   `woundLocation`);
 * - `tables/*.csv` and `summary.json` via `writeDuelTables` of `@deadeye/stats`.
 *
 * Everything is written to the sibling `<dir>.partial-<pid>` first and renamed to `dir` at the
 * end; an existing report at `dir` is replaced only then. On any error, and when the process
 * exits or is ended by a signal (SIGINT, SIGTERM...) before the report is in place, the temp
 * directory is removed and `dir` is left as it was.
 *
 * @param dir report directory (created with its parents; relative paths resolve against the cwd)
 * @param summary the run's results (from `summarizeDuel`)
 * @returns the absolute report directory and the files written
 * @throws Error when `dir` exists and is neither empty nor a previous report (index.html +
 *   summary.json), when the DejaVu fonts are missing (see `resolveDejaVuFonts`), or on chart
 *   compile/render and file system errors
 */
export async function writeDuelReport(dir: string, summary: DuelSummary, options: DuelReportOptions = {}): Promise<DuelReportResult> {
  const title = options.title ?? `Duel report: ${summary.a.name} (${summary.a.weapon}) vs ${summary.b.name} (${summary.b.weapon})`;
  const terms = options.terms === undefined ? {} : { terms: options.terms };
  const turn = options.turn === undefined ? {} : { turn: options.turn };
  // The charts get the system's words and turn too (an audit, 2026-12-01: without them a Quick on
  // the Draw duel's charts gave its ranges in "sp" where its tables say paces).
  return writeReportDirectory(dir, summary, duelChartsFor(summary), (temp) => writeDuelTables(summary, temp), (charts, dataFiles) =>
    renderDuelHtml({ summary, title, charts, dataFiles, ...terms, ...turn }),
    { ...terms, ...turn },
  );
}

/** The whole summary as `<temp>/summary.json` (2-space JSON): the tables of the reports whose numbers are one JSON (vary, ab, sweep). @returns its path */
export async function writeSummaryJson(temp: string, summary: unknown): Promise<string> {
  const path = join(temp, 'summary.json');
  writeFileSync(path, `${JSON.stringify(summary, null, 2)}\n`, 'utf8');
  return path;
}

/**
 * The report directory writer both reports share: renders each chart's Vega-Lite spec to
 * `charts/<name>.vl.json`, `.svg` and `.png`, writes the tables with `writeTables`, then
 * `index.html` from `renderHtml`, all in `<dir>.partial-<pid>`, renamed into place at the end.
 * Each chart is built with `context` (the run's turn, for the texts that word it); a summary with
 * house rules (`houseRules`) has them named in a last subtitle line of every chart (chart-base
 * `withHouseRulesLine`).
 * @returns the absolute report directory and the files written
 * @throws Error as {@link writeDuelReport}; the temp directory is removed on any error.
 */
export async function writeReportDirectory<S>(
  dir: string,
  summary: S,
  chartList: readonly ReportChart<S>[],
  writeTables: (temp: string) => Promise<string[]>,
  renderHtml: (charts: HtmlChart[], dataFiles: string[]) => string,
  context: ChartContext = {},
): Promise<ReportResult> {
  const target = resolve(dir);
  if (dirname(target) === target) throw new Error(`Cannot write a report to the root directory ${target}`);
  assertReplaceable(target);
  mkdirSync(dirname(target), { recursive: true });
  const temp = `${target}.partial-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  // Until the report is in place, an exit or a signal (Ctrl-C) removes the temp directory. Every
  // file is written synchronously (here, by the table writers and the other reports' writers), so
  // that no write is in flight on libuv's threads when the signal's handler runs: with
  // fs/promises a CSV being written could appear while the exit hook removed the directory (an
  // audit, 2026-12-07: Ctrl-C 2.7 s into a street fight's report, 2 times in 33, left
  // `<dir>.partial-<pid>/tables/` and a stack trace of rmSync's ENOTEMPTY). The loop yields to
  // the event loop after each chart ({@link yieldToSignals}), where a signal is handled with no
  // write in flight, so that Ctrl-C still stops a report being written.
  const removeOnExit = onExit(() => abandonReport(temp, target));
  try {
    const fonts = resolveDejaVuFonts();
    mkdirSync(join(temp, 'charts'), { recursive: true });
    const written: string[] = [];
    const charts: HtmlChart[] = [];
    for (const chart of chartList) {
      const spec = withHouseRulesLine(chart.build(summary, context), (summary as { readonly houseRules?: readonly { readonly name: string }[] }).houseRules);
      const paths = { specPath: `charts/${chart.name}.vl.json`, svgPath: `charts/${chart.name}.svg`, pngPath: `charts/${chart.name}.png` };
      writeFileSync(join(temp, paths.specPath), `${JSON.stringify(spec, null, 2)}\n`, 'utf8');
      const svg = await renderSvg(spec);
      writeFileSync(join(temp, paths.svgPath), svg, 'utf8');
      writeFileSync(join(temp, paths.pngPath), svgToPng(svg, fonts));
      written.push(paths.specPath, paths.svgPath, paths.pngPath);
      const note = chart.note?.(summary, context);
      charts.push({ name: chart.name, title: chart.title, svg, ...paths, ...(note === undefined ? {} : { note }) });
      await yieldToSignals();
    }
    const dataFiles = (await writeTables(temp)).map((p) => toPosix(relative(temp, p)));
    written.push(...dataFiles);
    writeFileSync(join(temp, 'index.html'), renderHtml(charts, dataFiles), 'utf8');
    written.push('index.html');
    moveReportIntoPlace(temp, target);
    return { dir: target, files: written.map((p) => join(target, p)) };
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw error;
  } finally {
    removeOnExit();
  }
}
