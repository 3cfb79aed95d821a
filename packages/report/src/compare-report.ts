/**
 * The comparison report of `deadeye compare` (one scenario played under several rule systems, side
 * by side): `index.html` (self-contained: inline CSS and SVG, no scripts, no external URLs),
 * `charts/<name>.vl.json|.svg|.png` for every chart of `COMPARE_CHARTS` that applies, and
 * `tables/systems.csv`, `tables/tests.csv` with `summary.json`. Same page frame, helpers and
 * atomic write as the duel and scenario reports (`html.ts`, `report.ts`).
 *
 * The page fits a 1280 px laptop screen without scrolling sideways: the headline metrics are two
 * narrow tables (one row per system each: who wins and how long, then shooting and casualties),
 * each rate's interval under it, headers that wrap, and charts no wider than `CHART_WIDTH` of plot.
 */
import { COMPARE_INDEPENDENCE_NOTE, tablesToFrames, writeTableFiles, type ComparedSystem, type ComparisonSummary, type MetricTest, type TableRows } from '@deadeye/stats';
import { dataTable, escapeHtml, factsTable, houseRulesSection, num, rateOverCi, renderReportPage, td, type HtmlChart } from './html.ts';
import { writeReportDirectory, type ReportResult } from './report.ts';
import { compareChartsFor, comparedCasualtyWords, firstShotWords, lengthInSeconds, systemLabels } from './compare-charts.ts';
import { confidenceLabel } from './skirmish-charts.ts';
import { thousands } from '@deadeye/core/thousands';

/** Everything the comparison page shows. */
export interface ComparisonHtmlInput {
  readonly comparison: ComparisonSummary;
  /** Page heading and `<title>` (text). */
  readonly title: string;
  /** The rendered charts, in page order (see `COMPARE_CHARTS`). */
  readonly charts: readonly HtmlChart[];
  /** Data files (CSV tables, summary.json) relative to the report directory, `/` separators. */
  readonly dataFiles: readonly string[];
}

/** Options of {@link writeComparisonReport}. */
export interface ComparisonReportOptions {
  /** Page heading and `<title>` (default: `Comparison report: <scenario name>`). */
  readonly title?: string;
}

/** A cell of a CSV table: number, text, or `null` (an empty cell). */
type Cell = TableRows['rows'][number][number];

/** File name of each table under `tables/`. */
export const COMPARISON_TABLE_FILES = { systems: 'systems.csv', tests: 'tests.csv' } as const;

/** How the categories of a test are joined in the page and in `tests.csv` (a merged category keeps its `+`). */
const CATEGORY_SEPARATOR = ' | ';

/** A table cell whose text may wrap (class `w`: not the `l` and `n` cells' `nowrap`), left-aligned. */
function tdWrap(content: string): string {
  return td(content, 'w');
}

function row(cells: readonly string[]): string {
  return `<tr>${cells.join('')}</tr>`;
}

/** The system's name with its id and rules variant under it, for the first cell of a row. */
function systemCell(s: ComparedSystem, label: string): string {
  return td(`${escapeHtml(label)}<br><span class="ci">${escapeHtml(s.system)}, ${escapeHtml(s.variant)} rules</span>`, 'l');
}

/** `3.92 turns` over `about 39 s` (the seconds only where the system defines its turn's game time). */
function lengthCell(s: ComparedSystem): string {
  const own = `${num(s.meanTurns, 2)} ${escapeHtml(s.turnUnit)}s`;
  return td(s.meanSeconds === null ? `${own}<br><span class="ci">no fixed game time</span>` : `${own}<br><span class="ci">about ${num(s.meanSeconds, 0)} s</span>`);
}

/**
 * `p`-values as people read them: `0.0123`, `< 0.0001` below that (text; the exact values are in
 * summary.json and tests.csv).
 */
export function formatP(p: number): string {
  return p < 0.0001 ? '< 0.0001' : p.toFixed(4);
}

function runFacts(c: ComparisonSummary): string {
  return factsTable([
    ['Scenario', `${c.scenarioName} (${c.scenario})`],
    ['Systems', c.systems.map((s) => `${s.systemName} (${s.system}, ${s.variant} rules)`).join('; ')],
    ['Seed', c.seed],
    ['Trials per system', thousands(c.trials)],
    ['Confidence level', `${confidenceLabel(c.confidence)} (Wilson score intervals)`],
    ['Alpha', `${c.alpha}: family-wise false-alarm rate (Holm)`],
    ['Deadeye version', c.version],
  ]);
}

/** Who wins, and how long the fights last: one row per system. */
function outcomesTable(c: ComparisonSummary, labels: readonly string[]): string {
  const level = confidenceLabel(c.confidence);
  const sides = c.systems[0]?.sides.map((x) => x.side) ?? [];
  const heads = ['System', ...sides.map((side) => `${side} win, % [${level} CI]`), `Draws, % [${level} CI]`, lengthInSeconds(c) ? 'Mean length (own turns; seconds)' : "Mean length (system's own turns)"];
  const rows = c.systems.map((s, i) =>
    row([systemCell(s, labels[i] ?? s.systemName), ...s.sides.map((x) => td(rateOverCi(x.rate, x.ci))), td(rateOverCi(s.draws.rate, s.draws.ci)), lengthCell(s)]),
  );
  return dataTable(heads, rows.join('\n'));
}

/** Shooting and casualties: one row per system. */
function shootingTable(c: ComparisonSummary, labels: readonly string[]): string {
  const level = confidenceLabel(c.confidence);
  const heads = [
    'System',
    'Shots per trial',
    `Hit rate, % of shots [${level} CI]`,
    'Casualties per trial',
    'Shots per casualty',
    `Deaths, % of casualties [${level} CI]`,
    `First shot (each system's own), % [${level} CI]`,
  ];
  const rows = c.systems.map((s, i) =>
    row([
      systemCell(s, labels[i] ?? s.systemName),
      td(num(s.shotsPerTrial, 2)),
      td(rateOverCi(s.hitRate.rate, s.hitRate.ci)),
      td(num(s.casualtiesPerTrial, 2)),
      td(num(s.shotsPerCasualty, 2)),
      td(rateOverCi(s.deathsPerCasualty.rate, s.deathsPerCasualty.ci)),
      td(rateOverCi(s.firstShot.rate, s.firstShot.ci)),
    ]),
  );
  return dataTable(heads, rows.join('\n'));
}

/** The verdict of a test as the page words it. */
function verdict(t: MetricTest): string {
  return t.differ ? (t.perEvent ? 'differ (rough)' : 'differ') : 'no difference detected';
}

/** The note of a test whose expected counts stayed low. */
const LOW_EXPECTED_NOTE = 'an expected count is under 5: the p-value is rough';
const EXACT_NOTE = "an expected count is under 5: Fisher's exact test (the p-value is exact)";
const PER_EVENT_NOTE = 'counts events, several a trial (not independent): the p-value is too small, a rough guide; Holm-adjusted among the per-event tests only';

function testsTable(c: ComparisonSummary): string {
  if (c.tests.length === 0) return '<p>No metric was tested.</p>';
  const heads = ['Metric', 'Categories tested', 'Chi-square', 'df', 'p-value', 'Holm-adjusted p', 'Verdict', 'Note'];
  const rows = c.tests.map((t) =>
    row([
      tdWrap(escapeHtml(t.label)),
      tdWrap(escapeHtml(t.categories.join(CATEGORY_SEPARATOR))),
      td(num(t.statistic, 2)),
      td(String(t.df)),
      td(escapeHtml(formatP(t.pValue))),
      td(escapeHtml(formatP(t.adjustedP))),
      t.differ ? td(`<strong>${escapeHtml(verdict(t))}</strong>`, 'l') : tdWrap(verdict(t)),
      tdWrap([t.lowExpected ? LOW_EXPECTED_NOTE : '', t.exact ? EXACT_NOTE : '', t.perEvent ? PER_EVENT_NOTE : ''].filter((x) => x !== '').join('; ')),
    ]),
  );
  return dataTable(heads, rows.join('\n'));
}

function untestedTable(c: ComparisonSummary): string {
  if (c.untested.length === 0) return '';
  return `<h3>Not tested</h3>
${dataTable(['Metric', 'Why not'], c.untested.map((u) => row([tdWrap(escapeHtml(u.label)), tdWrap(escapeHtml(u.why))])).join('\n'))}`;
}

/**
 * Moves the section `id` (and its nav link) of a page built by `renderReportPage` after the chart
 * sections, just before the Files section: the page frame puts its own sections before the charts,
 * and the tests read best after them. The page is unchanged when it has no such section.
 */
function moveAfterCharts(html: string, id: string): string {
  const open = `<section id="${id}">`;
  const start = html.indexOf(open);
  const end = html.indexOf('</section>', start);
  const files = '<section id="files">';
  if (start < 0 || end < 0 || !html.includes(files)) return html;
  const section = html.slice(start, end + '</section>'.length);
  const moved = html.slice(0, start) + html.slice(end + '</section>'.length).replace(/^\n\n/, '');
  const nav = `<a href="#${id}">`;
  const navStart = moved.indexOf(nav);
  const navEnd = moved.indexOf('</a>', navStart) + '</a>'.length;
  const navLink = moved.slice(navStart, navEnd);
  const withoutNav = navStart < 0 ? moved : moved.slice(0, navStart) + moved.slice(navEnd);
  // function replacements: the moved text may hold `$` patterns
  const withNav = navStart < 0 ? withoutNav : withoutNav.replace('<a href="#files">', () => `${navLink}<a href="#files">`);
  return withNav.replace(files, () => `${section}\n\n${files}`);
}

/**
 * Builds the comparison page, in order: the plain-language summary (`comparison.text`, one list
 * item a sentence); the run facts (scenario, systems with their variants, seed, trials per system,
 * confidence level, alpha, version); the headline metrics, one row per system in two tables (side
 * win rates and draws with Wilson intervals and the mean length in the system's own turns, with
 * seconds where it defines them; then shots per trial, hit rate, casualties per trial, shots per
 * casualty, deaths per casualty and the first shooter left standing); the charts; the tests (metric,
 * categories, chi-square statistic, df, p-value, Holm-adjusted p-value, verdict, a note where the
 * expected counts were low) and the metrics not tested with the reason; the links to the files.
 * All text from the comparison is HTML-escaped; the inline chart SVGs lose their namespace
 * declarations (not needed in HTML), so the page holds no http(s) address. Pure (no I/O).
 * @returns the complete HTML document
 */
export function renderComparisonHtml(input: ComparisonHtmlInput): string {
  const { comparison: c, title, charts, dataFiles } = input;
  const labels = systemLabels(c);
  const level = confidenceLabel(c.confidence);
  // Inline SVG in HTML needs no namespace declarations (the HTML parser gives `<svg>` its own): without
  // them the page holds no http(s) address at all.
  const inline = charts.map((chart) => ({ ...chart, svg: chart.svg.replace(/\s+xmlns(?::xlink)?="https?:\/\/[^"]*"/g, '') }));
  const html = renderReportPage({
    title,
    lead: `Scenario <strong>${escapeHtml(c.scenarioName)}</strong> (${escapeHtml(c.scenario)}) under ${c.systems.length} rule system${c.systems.length === 1 ? '' : 's'}: ${escapeHtml(labels.join(', '))}.
Seed ${escapeHtml(c.seed)}, ${escapeHtml(thousands(c.trials))} trials per system.`,
    sections: [
      {
        id: 'summary',
        label: 'Summary',
        heading: 'Summary',
        body: `<ul class="summary">\n${c.text.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n')}\n</ul>`,
      },
      { id: 'run', label: 'Run', heading: 'Run', body: runFacts(c) },
      ...houseRulesSection(c.houseRules),
      {
        id: 'systems',
        label: 'Systems',
        heading: 'Headline metrics by system',
        body: `<p>One row per system. Wins and draws are % of trials (a draw: no side won, the turn limit reached or every side out at once); the mean length is in the system's own turns, and in seconds of game time where the system gives its turn one. ${level} Wilson score intervals in brackets under each rate (percent).</p>
${outcomesTable(c, labels)}
<p>Shots and casualties are per trial (their totals over all trials divided by the trials); a casualty is a character out at the end (${escapeHtml(comparedCasualtyWords(c))}). Hit rate is % of shots fired; deaths are % of casualties; the first shot: ${escapeHtml(firstShotWords(c))}. “—”: not defined (no shots, no casualties, no exchange).</p>
${shootingTable(c, labels)}`,
      },
      {
        id: 'tests',
        label: 'Tests',
        heading: 'Do the systems differ?',
        body: `<p>For each metric, a Pearson chi-square test of homogeneity (no continuity correction) on the table of counts, one row per system; categories no system met are dropped, and the smallest merged (joined by +) until every expected count is at least 5 or two are left. The p-values of the metrics counted in trials (who wins, casualties per side, each character's end state) are adjusted together (Holm), so the chance that any of them is called different when the systems do not differ is at most alpha = ${escapeHtml(String(c.alpha))}; “differ”: Holm-adjusted p below alpha. Hits per shot, deaths per casualty and the first shooter standing count events, several a trial, which the test takes as independent: their p-values are too small, so they are adjusted among themselves, outside that promise, and their verdict is a rough guide. ${escapeHtml(COMPARE_INDEPENDENCE_NOTE)}</p>
${testsTable(c)}
${untestedTable(c)}`,
      },
    ],
    charts: inline,
    dataFiles,
    version: c.version,
  });
  return moveAfterCharts(html, 'tests');
}

/** `tables/systems.csv`: one row per system, the headline columns (fractions 0..1, lengths in the system's own turns and seconds). */
export function comparisonSystemRows(c: ComparisonSummary): TableRows {
  const sides = c.systems[0]?.sides.map((x) => x.side) ?? [];
  const columns = [
    'system', 'system_name', 'variant', 'turn_unit', 'seconds_per_turn',
    ...sides.flatMap((side) => [`wins:${side}`, `win_rate:${side}`, `win_low:${side}`, `win_high:${side}`]),
    'draws', 'draw_rate', 'draw_low', 'draw_high',
    'mean_turns', 'mean_seconds',
    'shots', 'hits', 'shots_per_trial', 'hit_rate', 'hit_low', 'hit_high',
    'casualties', 'deaths', 'casualties_per_trial', 'shots_per_casualty', 'deaths_per_casualty', 'deaths_per_casualty_low', 'deaths_per_casualty_high',
    'first_shot_exchanges', 'first_shot_standing', 'first_shot_rate', 'first_shot_low', 'first_shot_high',
  ];
  const rows = c.systems.map((s): Cell[] => [
    s.system, s.systemName, s.variant, s.turnUnit, s.secondsPerTurn,
    ...s.sides.flatMap((x) => [x.count, x.rate, x.ci[0], x.ci[1]]),
    s.draws.count, s.draws.rate, s.draws.ci[0], s.draws.ci[1],
    s.meanTurns, s.meanSeconds,
    s.shots, s.hits, s.shotsPerTrial, s.hitRate.rate, s.hitRate.ci?.[0] ?? null, s.hitRate.ci?.[1] ?? null,
    s.casualties, s.deaths, s.casualtiesPerTrial, s.shotsPerCasualty, s.deathsPerCasualty.rate, s.deathsPerCasualty.ci?.[0] ?? null, s.deathsPerCasualty.ci?.[1] ?? null,
    s.firstShot.exchanges, s.firstShot.fastestStanding, s.firstShot.rate, s.firstShot.ci?.[0] ?? null, s.firstShot.ci?.[1] ?? null,
  ]);
  return { columns, rows };
}

/**
 * `tables/tests.csv`: one row per test: `metric`, `label`, `categories` (` | `-joined), `counts`
 * (the table of counts as JSON, one array per system in `systems` order), `statistic`, `df`,
 * `p_value`, `adjusted_p` (Holm), `differ`, `low_expected` and `per_event` (`true`/`false`).
 */
export function comparisonTestRows(c: ComparisonSummary): TableRows {
  const columns = ['metric', 'label', 'categories', 'counts', 'statistic', 'df', 'p_value', 'adjusted_p', 'differ', 'low_expected', 'per_event'];
  const rows = c.tests.map((t): Cell[] => [t.metric, t.label, t.categories.join(CATEGORY_SEPARATOR), JSON.stringify(t.table), t.statistic, t.df, t.pValue, t.adjustedP, String(t.differ), String(t.lowExpected), String(t.perEvent)]);
  return { columns, rows };
}

/**
 * Writes `<dir>/tables/systems.csv` ({@link comparisonSystemRows}), `<dir>/tables/tests.csv`
 * ({@link comparisonTestRows}) and `<dir>/summary.json` (the whole comparison, 2-space JSON), with
 * `writeTableFiles` of `@deadeye/stats` (CSV quoted as RFC 4180, `null` as an empty cell).
 * @returns the paths written, CSVs first, summary.json last
 * @throws the file system's errors
 */
export async function writeComparisonTables(dir: string, comparison: ComparisonSummary): Promise<string[]> {
  const frames = await tablesToFrames({ systems: comparisonSystemRows(comparison), tests: comparisonTestRows(comparison) });
  return writeTableFiles(dir, COMPARISON_TABLE_FILES, frames, comparison);
}

/**
 * Writes a complete comparison report into `dir`, like `writeSkirmishReport` does for one run:
 * - `index.html` (see {@link renderComparisonHtml});
 * - `charts/<name>.vl.json`, `.svg` and `.png` for every chart of `COMPARE_CHARTS` that applies
 *   (`sides`, `fates` with characters, `rates` when a system has a hit rate, deaths per casualty or
 *   first shot, `length`);
 * - `tables/systems.csv`, `tables/tests.csv` and `summary.json` (see {@link writeComparisonTables}).
 *
 * Everything is written to the sibling `<dir>.partial-<pid>` and renamed to `dir` at the end; a
 * previous report at `dir` is replaced only then. On any error the temp directory is removed and
 * `dir` is left as it was.
 * @param dir report directory (created with its parents; relative paths resolve against the cwd)
 * @param comparison the comparison (from `compareSkirmishes`)
 * @param options `title`: page heading and `<title>` (default `Comparison report: <scenario name>`)
 * @returns the absolute report directory and the files written (index.html last)
 * @throws Error when `dir` exists and is neither empty nor a previous report (index.html +
 *   summary.json), when the DejaVu fonts are missing, or on chart and file system errors
 */
export async function writeComparisonReport(dir: string, comparison: ComparisonSummary, options: ComparisonReportOptions = {}): Promise<ReportResult> {
  const title = options.title ?? `Comparison report: ${comparison.scenarioName}`;
  return writeReportDirectory(
    dir,
    comparison,
    compareChartsFor(comparison),
    (temp) => writeComparisonTables(temp, comparison),
    (charts, dataFiles) => renderComparisonHtml({ comparison, title, charts, dataFiles }),
  );
}
