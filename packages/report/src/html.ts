/**
 * The self-contained `index.html` of a report: run facts, tables and inline SVG charts, with inline
 * CSS, no scripts and no external URLs, so it opens offline straight from disk. The page frame and
 * table/cell helpers are shared by the duel page ({@link renderDuelHtml}) and the scenario page
 * (`skirmish-report.ts`) through {@link renderReportPage}.
 */
import { duelistsMayLeave, groupDigits, sectionCounted, shareDigits, shareText, turnNote, type CountSectionSummary, type DuelRangeSummary, type DuelSummary, type DuelistRangeSummary, type HouseRuleSummary, type Interval, type OutcomeTerms, type TurnUnit } from '@deadeye/stats';
import { NEUTRAL_TERMS } from './chart-base.ts';
import { duelistLabel, rangeLabel } from './charts.ts';
import { sectionChartName } from './section-charts.ts';
import { endStateNotes } from './skirmish-charts.ts';
import { thousands } from '@deadeye/core/thousands';

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

/**
 * Prepares a standalone SVG document for inlining into HTML: drops any XML declaration and
 * doctype, drops the `xmlns:xlink` declaration when nothing uses it, and prefixes every `id`
 * (and its `url(#...)` / `href="#..."` references) with `prefix`, so clip paths and gradients of
 * several charts on one page cannot collide.
 */
export function inlineSvg(svg: string, prefix: string): string {
  let out = svg.replace(/^\s*<\?xml[^>]*\?>\s*/, '').replace(/^\s*<!DOCTYPE[^>]*>\s*/i, '');
  const withoutXlink = out.replace(/\s+xmlns:xlink="[^"]*"/g, '');
  if (!withoutXlink.includes('xlink:')) out = withoutXlink;
  const ids = new Set([...out.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''));
  if (ids.size === 0) return out;
  return out
    .replace(/(\sid=")([^"]+)"/g, (_m, head: string, id: string) => `${head}${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (m, id: string) => (ids.has(id) ? `url(#${prefix}${id})` : m))
    .replace(/(href=")#([^"]+)"/g, (m, head: string, id: string) => (ids.has(id) ? `${head}#${prefix}${id}"` : m));
}

/** A rendered chart as the page shows it. */
export interface HtmlChart {
  /** Chart name (file stem, also the anchor id). */
  readonly name: string;
  readonly title: string;
  /** The SVG document as rendered. */
  readonly svg: string;
  /** Paths relative to the report directory, with `/` separators. */
  readonly specPath: string;
  readonly svgPath: string;
  readonly pngPath: string;
  /** What the chart counts, shown above it (HTML; the chart's `note`, see `ReportChart`); absent: nothing. */
  readonly note?: string;
}

/** Everything the page shows. */
export interface DuelHtmlInput {
  readonly summary: DuelSummary;
  /** Page heading and `<title>`. */
  readonly title: string;
  readonly charts: readonly HtmlChart[];
  /** Data files (CSV tables, summary.json) relative to the report directory, `/` separators. */
  readonly dataFiles: readonly string[];
  /** The duel's rule system's words (the registry's `terms`: what a first fire together and "fired first" are); absent: `NEUTRAL_TERMS`. */
  readonly terms?: OutcomeTerms;
  /** The duel's rule system's turn (the registry's `turn`): what a turn is, said beside the turn limit and the mean turns; absent: not said. */
  readonly turn?: TurnUnit;
}

/** Shown where a value is not defined (no shots fired, never fired first...). */
export const DASH = '—';

/** A fraction as percent with 2 decimals (`0.4512` -> `45.12%`; stats' shareText: more where it would round to 0 or 100 but is not); `—` for null/undefined. */
export function pct(x: number | null | undefined): string {
  return x === null || x === undefined ? DASH : shareText(x, 2);
}

/** An interval of fractions as `[40.38–59.62]` (percent, 2 decimals, as {@link pct}) in a `ci` span; empty for null. */
export function ci(interval: Interval | null): string {
  return interval === null ? '' : `<span class="ci">[${shareDigits(interval[0], 2)}–${shareDigits(interval[1], 2)}]</span>`;
}

/**
 * A rate (percent) with its interval on the line under it, as every table cell of a rate shows it
 * (the tables stay narrow enough for a 1280 px screen); the rate alone (`—`) when undefined.
 */
export function rateOverCi(rate: number | null | undefined, interval: Interval | null | undefined): string {
  return interval === null || interval === undefined ? pct(rate) : `${pct(rate)}<br>${ci(interval)}`;
}

/** A number with `digits` decimals; `—` for null/undefined. */
export function num(x: number | null | undefined, digits: number): string {
  return x === null || x === undefined ? DASH : x.toFixed(digits);
}

/**
 * A table cell (`content` is HTML); class `n` (numbers, right-aligned, one line per `<br>`) unless
 * given, `l` for a short label kept on one line, `w` for text that may wrap.
 */
export function td(content: string, cls = 'n'): string {
  return `<td class="${cls}">${content}</td>`;
}

/** A `data` table with one header row (`heads` are text, escaped) and the given `<tr>` rows (HTML, `\n`-joined). */
export function dataTable(heads: readonly string[], rows: string): string {
  return `<table class="data">\n<thead><tr>${heads.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead>\n<tbody>\n${rows}\n</tbody></table>`;
}

/** The `facts` table of a run: one `<tr>` per `[label, value]` (both text, escaped). */
export function factsTable(facts: readonly (readonly [string, string])[]): string {
  return `<table class="facts"><tbody>\n${facts.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('\n')}\n</tbody></table>`;
}

/** A column group of the duel's outcome tables: the Monte Carlo cell, and the exact solution's beside it when there is one. */
interface OutcomeGroup {
  readonly label: string;
  readonly mc: (r: DuelRangeSummary) => string;
  readonly exact: (r: DuelRangeSummary) => string;
  /** Whether the Monte Carlo cell has a 95% interval (said in its header). */
  readonly ci?: boolean;
}

/**
 * One row per range: range, `first` columns (label, cell), the groups (a Monte Carlo column, and an
 * "Exact" one beside it when any range was solved exactly), then `last` columns.
 */
function byRangeTable(
  s: DuelSummary,
  u: string,
  first: readonly (readonly [string, (r: DuelRangeSummary) => string])[],
  groups: readonly OutcomeGroup[],
  last: readonly (readonly [string, (r: DuelRangeSummary) => string])[],
): string {
  const hasExact = s.results.some((r) => r.exact !== undefined);
  const single = (label: string): string => (hasExact ? `<th rowspan="2">${label}</th>` : `<th>${label}</th>`);
  const head1 = [
    single('Range'),
    ...first.map(([label]) => single(label)),
    ...groups.map((g) => (hasExact ? `<th colspan="2">${g.label}</th>` : `<th>${g.label}${g.ci === true ? ' [95% CI]' : ''}</th>`)),
    ...last.map(([label]) => single(label)),
  ].join('');
  const head2 = hasExact ? `<tr>${groups.map((g) => `<th>Monte Carlo${g.ci === true ? ' [95% CI]' : ''}</th><th>Exact</th>`).join('')}</tr>` : '';
  const rows = s.results
    .map((r) => {
      const cells = [
        td(escapeHtml(rangeLabel(r, u)), 'l'),
        ...first.map(([, cell]) => cell(r)),
        ...groups.flatMap((g) => (hasExact ? [td(g.mc(r)), td(g.exact(r), 'n exact')] : [td(g.mc(r))])),
        ...last.map(([, cell]) => cell(r)),
      ];
      return `<tr>${cells.join('')}</tr>`;
    })
    .join('\n');
  return `<table class="data">\n<thead><tr>${head1}</tr>${head2}</thead>\n<tbody>\n${rows}\n</tbody></table>`;
}

/** Who won at each range: A, B (with intervals under the rates), both down, draws. */
function outcomesTable(s: DuelSummary, u: string): string {
  return byRangeTable(
    s,
    u,
    [['Bands (A / B)', (r) => td(`${escapeHtml(r.band.a)} / ${escapeHtml(r.band.b)}`, 'l')]],
    [
      { label: `A wins (${escapeHtml(s.a.name)})`, mc: (r) => rateOverCi(r.aWins, r.aWinsCI), exact: (r) => pct(r.exact?.aWins), ci: true },
      { label: `B wins (${escapeHtml(s.b.name)})`, mc: (r) => rateOverCi(r.bWins, r.bWinsCI), exact: (r) => pct(r.exact?.bWins), ci: true },
      { label: 'Both down', mc: (r) => pct(r.bothDown), exact: (r) => pct(r.exact?.bothDown) },
      { label: `Draw (after ${s.maxTurns} turns)`, mc: (r) => pct(r.draw), exact: (r) => pct(r.exact?.draw) },
    ],
    [],
  );
}

/** How long the duel lasted at each range, how often both fired first together, and the random numbers a trial used. */
function lengthTable(s: DuelSummary, u: string): string {
  return byRangeTable(
    s,
    u,
    [],
    [{ label: 'Mean turns', mc: (r) => num(r.meanTurns, 3), exact: (r) => num(r.exact?.meanTurns, 3) }],
    [
      ['Simultaneous first fire (% of trials)', (r) => td(pct(r.simultaneousFirst))],
      ['Random numbers per trial', (r) => td(num(r.randomDrawsPerTrial, 1))],
    ],
  );
}

/** One row per range and duelist: range, duelist, then the cells (`<td>`s) of `render`. */
function duelistRows(s: DuelSummary, u: string, render: (r: DuelRangeSummary, which: 'A' | 'B', d: DuelistRangeSummary) => string[]): string {
  return s.results
    .flatMap((r) =>
      (['A', 'B'] as const).map((which) => {
        const d = which === 'A' ? r.a : r.b;
        const cells = [td(escapeHtml(rangeLabel(r, u)), 'l'), td(escapeHtml(duelistLabel(s, which)), 'l'), ...render(r, which, d)];
        return `<tr>${cells.join('')}</tr>`;
      }),
    )
    .join('\n');
}

/** Whether any duelist at any range has `key` (BOOT HILL's first shot base, BAC, STR; any system's profile). */
function anyDuelist(s: DuelSummary, key: 'profile' | 'firstShotBase' | 'bac' | 'str' | 'woundsPerTrial'): boolean {
  return s.results.some((r) => r.a[key] !== undefined || r.b[key] !== undefined);
}

/**
 * Each duelist's shooting by range: band, his own figures (BOOT HILL's first shot base, BAC, STR
 * only when the summary has them; a profile, which wraps but keeps 16em (at 800 px it had wrapped
 * to a word a line while the range and name kept their width: the table scrolls instead), when any
 * duelist has one), win rate,
 * hit rate, shots, fired first and the win rate when he did, intervals under the rates.
 */
function duelistsTable(s: DuelSummary, u: string): string {
  const own = ([['profile', 'Profile'], ['firstShotBase', 'First shot base'], ['bac', 'BAC (%)'], ['str', 'STR']] as const).filter(([k]) => anyDuelist(s, k));
  const heads = [
    'Range', 'Duelist', 'Band', ...own.map(([, head]) => head), 'Win rate [95% CI]', 'Hit rate [95% CI]', 'Shots per trial',
    'Fired first', 'Win rate when fired first [95% CI]',
  ];
  const rows = duelistRows(s, u, (r, which, d) => [
    td(escapeHtml(which === 'A' ? r.band.a : r.band.b), 'l'),
    ...own.map(([k]) => (d[k] === undefined ? td(DASH) : k === 'profile' ? td(escapeHtml(String(d[k])), 'w profile') : td(escapeHtml(String(d[k]))))),
    td(which === 'A' ? rateOverCi(r.aWins, r.aWinsCI) : rateOverCi(r.bWins, r.bWinsCI)),
    td(rateOverCi(d.hitRate, d.hitRateCI)),
    td(num(d.shotsPerTrial, 2)),
    td(pct(d.firedFirst)),
    td(rateOverCi(d.winRateWhenFiredFirst, d.winRateWhenFiredFirstCI)),
  ]);
  return dataTable(heads, rows);
}

/**
 * How each duelist ended the trial by range (% of trials), with the exact solution's beside when
 * present; no unconscious columns under a system that cannot knock a man out (`terms.absentEndStates`:
 * Shootout!'s were always 0, an audit, 2026-12-07).
 */
function endStatesTable(s: DuelSummary, terms: OutcomeTerms, u: string): string {
  const hasExact = s.results.some((r) => r.exact !== undefined);
  // Quick on the Draw's "unconscious" is its own: out of the action, alive (terms.endStates).
  const out = terms.endStates?.unconscious?.name ?? 'Unconscious';
  const knocksOut = !(terms.absentEndStates ?? []).includes('unconscious');
  const hasLeft = duelistsMayLeave(s);
  const heads = ['Range', 'Duelist', 'Unhurt', 'Wounded', ...(knocksOut ? [out, ...(hasExact ? [`${out} (exact)`] : [])] : []), 'Dead', ...(hasExact ? ['Dead (exact)'] : []), ...(hasLeft ? ['Fled', 'Surrendered'] : [])];
  const rows = duelistRows(s, u, (r, which, d) => {
    const exact = r.exact;
    const exactUnconscious = which === 'A' ? exact?.aUnconscious : exact?.bUnconscious;
    const exactDead = which === 'A' ? exact?.aDead : exact?.bDead;
    return [
      td(pct(d.unhurt)),
      td(pct(d.wounded)),
      ...(knocksOut ? [td(pct(d.unconscious)), ...(hasExact ? [td(pct(exactUnconscious), 'n exact')] : [])] : []),
      td(pct(d.dead)),
      ...(hasExact ? [td(pct(exactDead), 'n exact')] : []),
      ...(hasLeft ? [td(pct(d.fled ?? 0)), td(pct(d.captured ?? 0))] : []),
    ];
  });
  return dataTable(heads, rows);
}

/** BOOT HILL's wounds received (mean per trial and severity shares); `—` where a duelist's summary has none. */
function woundsTable(s: DuelSummary, u: string): string {
  const heads = ['Range', 'Wounds received by', 'Wounds per trial', 'Light', 'Serious', 'Mortal'];
  const rows = duelistRows(s, u, (_r, _which, d) => {
    const sev = d.woundSeverity;
    const none = d.woundsPerTrial === undefined || d.woundsPerTrial === 0 || sev === undefined;
    return [num(d.woundsPerTrial, 3), none ? DASH : pct(sev.light), none ? DASH : pct(sev.serious), none ? DASH : pct(sev.mortal)].map((c) => td(c));
  });
  return dataTable(heads, rows);
}

function runFacts(s: DuelSummary, u: string, turn: TurnUnit | undefined): string {
  const facts: [string, string][] = [
    ['System', s.system],
    ['Rules variant', s.variant],
    ['Seed', s.seed],
    ['Trials per range', thousands(s.trials)],
    ['Ranges', s.results.map((r) => rangeLabel(r, u)).join(', ')],
    ['Threads', String(s.threads)],
    ['Max turns', turn === undefined ? String(s.maxTurns) : `${s.maxTurns} (${turnNote(turn)})`],
    ['Deadeye version', s.version],
    ['Elapsed time', `${(s.elapsedMs / 1000).toFixed(2)} s (${thousands(Math.round(s.elapsedMs))} ms)`],
    ['Throughput', `${thousands(Math.round(s.trialsPerSecond))} trials/s`],
    ['Duelist A', duelistLabel(s, 'A')],
    ['Duelist B', duelistLabel(s, 'B')],
  ];
  return factsTable(facts);
}

/**
 * One rule system's section of counted outcomes as an HTML table (its title as `<h3>`, its
 * description, then one row per row of the section: group, label, count, out of, and the rate with
 * its Wilson interval for a proportion or the mean for a mean), with a link to its chart when there
 * is one. `series` adds a first column (a duel's range) when the rows come from several ranges.
 * @param level the intervals' confidence level as written, e.g. `95%`
 */
export function countSectionTable(
  section: Pick<CountSectionSummary, 'title' | 'description' | 'kind'>,
  rows: readonly (CountSectionSummary['rows'][number] & { readonly series?: string })[],
  level: string,
  chart?: { readonly name: string; readonly title: string },
): string {
  const proportion = section.kind === 'proportion';
  const withSeries = rows.some((r) => r.series !== undefined);
  const withGroups = rows.some((r) => r.group !== undefined);
  const heads = [...(withSeries ? ['Range'] : []), ...(withGroups ? ['Group'] : []), 'Row', 'Count', 'Out of', proportion ? `Share [${level} CI]` : 'Mean (count / out of)'];
  const body = rows
    .map((r) =>
      `<tr>${[
        ...(withSeries ? [td(escapeHtml(r.series ?? ''), 'l')] : []),
        ...(withGroups ? [td(escapeHtml(r.group ?? ''), 'l')] : []),
        td(escapeHtml(r.label), 'l'),
        td(thousands(r.count)),
        td(thousands(r.of)),
        td(proportion ? rateOverCi(r.rate, r.low !== null && r.high !== null ? [r.low, r.high] : null) : num(r.rate, 3)),
      ].join('')}</tr>`,
    )
    .join('\n');
  return `<h3>${escapeHtml(section.title)}</h3>
<p>${escapeHtml(groupDigits(section.description, rows.flatMap((r) => [r.count, r.of])))}</p>
<div class="scroll">${dataTable(heads, body)}</div>${chart === undefined ? '' : `\n<p>Chart: ${link(`#chart-${chart.name}`, chart.title)}.</p>`}`;
}

/**
 * The page section of a rule system's own outcomes (one table each, see {@link countSectionTable}),
 * then one line naming the sections that counted nothing in this run (see `sectionCounted` of
 * `@deadeye/stats`: they have no table and no chart); none when both are empty.
 * @param uncounted the titles of the sections that counted nothing
 */
export function systemSectionsHtml(tables: readonly string[], uncounted: readonly string[] = []): HtmlSection[] {
  if (tables.length === 0 && uncounted.length === 0) return [];
  return [
    {
      id: 'system-outcomes',
      label: 'System outcomes',
      heading: "The rule system's own outcomes",
      body: `<p>Outcomes the rule system counts of its own: each table says what is counted and where its rule comes from. A share is the count out of its total (%, with its Wilson score interval in brackets under it); a mean is the count divided by its total. “—”: nothing to count.</p>
${tables.join('\n')}${uncounted.length === 0 ? '' : `\n<p>Nothing counted in this run (no table, no chart): ${escapeHtml(uncounted.join('; '))}.</p>`}`,
    },
  ];
}

/** The duel's sections over all ranges (by id, in order of first appearance), as one page section; a section that counted nothing at any range is only named. `u`: the range's word (`rangeUnit`). */
function duelSectionsHtml(s: DuelSummary, charts: readonly HtmlChart[], u: string): HtmlSection[] {
  const ids: string[] = [];
  for (const r of s.results) for (const sec of r.sections ?? []) if (!ids.includes(sec.id)) ids.push(sec.id);
  const tables: string[] = [];
  const uncounted: string[] = [];
  for (const id of ids) {
    const first = s.results.flatMap((r) => r.sections ?? []).find((x) => x.id === id) as CountSectionSummary;
    const rows = s.results.flatMap((r) => (r.sections?.find((x) => x.id === id)?.rows ?? []).map((row) => ({ ...row, series: rangeLabel(r, u) })));
    if (sectionCounted(rows, first.kind)) tables.push(countSectionTable(first, rows, '95%', charts.find((c) => c.name === sectionChartName(id))));
    else uncounted.push(first.title);
  }
  return systemSectionsHtml(tables, uncounted);
}

/** A relative link (`path` and `text` escaped). */
export function link(path: string, text = path): string {
  return `<a href="${escapeHtml(path)}">${escapeHtml(text)}</a>`;
}

const CSS = `
body { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; color: #222; background: #fff; margin: 2rem auto; max-width: 1200px; padding: 0 1rem; line-height: 1.45; }
h1 { font-size: 1.6rem; margin-bottom: 0.2rem; }
h2 { font-size: 1.25rem; margin-top: 2.2rem; border-bottom: 1px solid #ddd; padding-bottom: 0.2rem; }
p.lead { color: #555; margin-top: 0; }
table { border-collapse: collapse; font-size: 0.85rem; margin: 0.6rem 0; }
table.facts th { text-align: left; font-weight: normal; color: #555; padding: 0.15rem 1.2rem 0.15rem 0; }
table.facts td { padding: 0.15rem 0; }
table.data th, table.data td { border: 1px solid #d6d6d6; padding: 0.25rem 0.5rem; vertical-align: top; }
table.data th { background: #f3f3f3; font-weight: 600; text-align: center; }
table.data td.n { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
table.data td.l { text-align: left; white-space: nowrap; }
table.data td.w { text-align: left; }
table.data td.profile { min-width: 16em; }
table.data td.exact { background: #f6f9ff; }
table.data tbody tr:nth-child(even) td { background-color: #fafafa; }
.ci { color: #666; font-size: 0.75rem; }
.scroll { overflow-x: auto; }
figure { margin: 0.8rem 0; }
figure svg { max-width: 100%; height: auto; }
.files { font-size: 0.85rem; color: #555; }
.files a { margin-right: 0.8rem; }
nav a { margin-right: 0.9rem; }
footer { margin-top: 2.5rem; font-size: 0.8rem; color: #666; }
`;

/** One of a page's own sections (before the charts), linked from the nav bar. */
export interface HtmlSection {
  /** Anchor id. */
  readonly id: string;
  /** Nav bar label (text). */
  readonly label: string;
  /** `<h2>` heading (text). */
  readonly heading: string;
  /** Section content after the heading (HTML). */
  readonly body: string;
}

/** What every report page has: heading, lead, nav bar, own sections, chart sections, files and footer. */
export interface HtmlPage {
  /** Page heading and `<title>` (text). */
  readonly title: string;
  /** Content of the lead paragraph under the heading (HTML). */
  readonly lead: string;
  readonly sections: readonly HtmlSection[];
  readonly charts: readonly HtmlChart[];
  /** Data files (CSV tables, summary.json) relative to the report directory, `/` separators. */
  readonly dataFiles: readonly string[];
  /** Deadeye version, for the footer. */
  readonly version: string;
}

/**
 * Builds a self-contained report page (inline CSS, inline chart SVGs with ids scoped per chart, no
 * scripts, relative links only). Pure (no I/O).
 * @returns the complete HTML document
 */
export function renderReportPage(page: HtmlPage): string {
  const { title, lead, sections, charts, dataFiles, version } = page;
  const chartSections = charts
    .map(
      (c) => `<section id="chart-${escapeHtml(c.name)}">
<h2>${escapeHtml(c.title)}</h2>
${c.note === undefined ? '' : `<p>${c.note}</p>\n`}<figure>
${inlineSvg(c.svg, `${c.name}-`)}
</figure>
<p class="files">${link(c.pngPath, 'PNG')} ${link(c.svgPath, 'SVG')} ${link(c.specPath, 'Vega-Lite spec')}</p>
</section>`,
    )
    .join('\n');
  const own = sections.map((x) => `<section id="${escapeHtml(x.id)}">
<h2>${escapeHtml(x.heading)}</h2>
${x.body}
</section>`);
  // No Files section (nor its nav link) for a page with no data file and no chart (the library's index).
  const hasFiles = dataFiles.length > 0 || charts.length > 0;
  const files = !hasFiles
    ? ''
    : `<section id="files">
<h2>Files</h2>
${dataFiles.length === 0 ? '' : `<p class="files">${dataFiles.map((f) => link(f)).join(' ')}</p>\n`}${charts.length === 0 ? '' : `<p class="files">Charts: ${charts.map((c) => `${link(c.specPath)} ${link(c.svgPath)} ${link(c.pngPath)}`).join(' ')}</p>\n`}</section>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${CSS}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="lead">${lead}</p>
<nav>${sections.map((x) => `<a href="#${escapeHtml(x.id)}">${escapeHtml(x.label)}</a>`).join('')}${charts.map((c) => `<a href="#chart-${escapeHtml(c.name)}">${escapeHtml(c.title.replace(/ \(.*\)$/, ''))}</a>`).join('')}${hasFiles ? '<a href="#files">Files</a>' : ''}</nav>

${[...own, chartSections, files].filter((x) => x !== '').join('\n\n')}

<footer>Deadeye ${escapeHtml(version)}. Percentages in tables are rounded for display; ${unroundedFiles(dataFiles)} the unrounded fractions.</footer>
</body>
</html>
`;
}

/**
 * The footer's words for the files that hold the unrounded figures: `summary.json and the CSV
 * tables hold`, naming only those written (an audit, 2026-12-01: the ab, odds and vary reports
 * write no CSV, and the footer sent their readers looking for it).
 */
function unroundedFiles(dataFiles: readonly string[]): string {
  const csv = dataFiles.some((f) => f.endsWith('.csv'));
  const json = dataFiles.filter((f) => f.endsWith('.json'));
  const named = [...json.map((f) => link(f)), ...(csv ? ['the CSV tables'] : [])];
  if (named.length === 0) return 'the run\'s JSON holds';
  return `${named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`} ${named.length === 1 && !csv ? 'holds' : 'hold'}`;
}

/** A cell value in the house-rules table: a modifier's number signed (`+20`; core's `AppliedChange.modifier`), another as is (`4` spaces). */
function cellText(v: unknown, modifier: boolean): string {
  return typeof v === 'number' ? (v > 0 && modifier ? `+${v}` : String(v)) : v === null ? '(blank)' : String(v);
}

/**
 * The report's "House rules" section (`--house-rule`): per rule its name, file and description,
 * then a table of its changes, each changed cell beside its original value with the rule's note;
 * none (an empty list) when the run had no house rule. All text HTML-escaped.
 */
export function houseRulesSection(rules: readonly HouseRuleSummary[] | undefined): HtmlSection[] {
  if (rules === undefined || rules.length === 0) return [];
  const body = rules
    .map((r) => {
      const rows = r.changes.map((c) => `<tr>${td(escapeHtml(c.path), 'l')}${td(escapeHtml(cellText(c.original, c.modifier === true)))}${td(escapeHtml(cellText(c.value, c.modifier === true)))}${td(escapeHtml(c.note), 'w')}</tr>`).join('\n');
      return `<h3>${escapeHtml(r.name)}</h3>
<p>${escapeHtml(r.description)} (${escapeHtml(r.system)}; file ${escapeHtml(r.file)}, sha256 ${escapeHtml(r.sha256.slice(0, 12))}…)</p>
<div class="scroll">${dataTable(['Cell', 'Original', 'House rule', 'Note'], rows)}</div>`;
    })
    .join('\n');
  return [{ id: 'house-rules', label: 'House rules', heading: 'House rules', body: `<p>This run changed the rules as below (changes applied in order; each cell beside its value before the change). Every other table is as printed.</p>\n${body}` }];
}

/**
 * Builds the duel report page. All text from the summary is HTML-escaped; chart SVGs are inlined
 * with ids scoped per chart; links are relative to the report directory. Pure (no I/O).
 * @returns the complete HTML document
 */
export function renderDuelHtml(input: DuelHtmlInput): string {
  const { summary: s, title, charts, dataFiles } = input;
  const duel = (input.terms ?? NEUTRAL_TERMS).duel;
  // The range in the system's own word (paces, inches; BOOT HILL's spaces).
  const u = input.terms?.rangeUnit ?? 'sp';
  const hasExact = s.results.some((r) => r.exact !== undefined);
  return renderReportPage({
    title,
    lead: `Standing duel, ${escapeHtml(s.system)} (${escapeHtml(s.variant)} rules): ${escapeHtml(duelistLabel(s, 'A'))} vs ${escapeHtml(duelistLabel(s, 'B'))}.
Seed ${escapeHtml(s.seed)}, ${escapeHtml(thousands(s.trials))} trials per range.`,
    sections: [
      { id: 'run', label: 'Run', heading: 'Run', body: runFacts(s, u, input.turn) },
      ...houseRulesSection(s.houseRules),
      {
        id: 'outcomes',
        label: 'Outcomes',
        heading: 'Outcomes by range (% of trials)',
        body: `<p>Monte Carlo shares of all trials at each range, with 95% Wilson score intervals in brackets under them (percent)${hasExact ? '; “Exact” columns give the probabilities of the exact Markov-chain solution' : ''}. ${input.terms?.rangeUnit === undefined ? 'Ranges in spaces (1 space = 6 feet)' : `Ranges in ${escapeHtml(input.terms.rangeUnit)}, one to a space (1 space = 6 feet)`}.</p>
<div class="scroll">${outcomesTable(s, u)}</div>
<h3>Length and first fire</h3>
<p>Mean turns played (${input.turn === undefined ? '' : `${escapeHtml(turnNote(input.turn))}; `}a draw counts as ${s.maxTurns} turns)${hasExact ? ', Monte Carlo and exact' : ''}; the share of ${escapeHtml(duel.together)}; the random numbers a trial drew.</p>
<div class="scroll">${lengthTable(s, u)}</div>`,
      },
      {
        id: 'duelists',
        label: 'Duelists',
        heading: 'Duelists by range',
        body: `<p>Win rate is % of trials; hit rate is % of shots fired; “fired first” is % of ${escapeHtml(duel.first)}; win rate when fired first is % of those trials. 95% Wilson score intervals in brackets under the rates (percent). “—”: not defined (no shots fired, never fired first).</p>
<div class="scroll">${duelistsTable(s, u)}</div>
<h3>End states</h3>
<p>How each duelist ended the trial, % of trials${hasExact ? ', with the exact Markov-chain solution beside' : ''}.${endStateNotes(input.terms).map((n) => ` ${escapeHtml(n)}`).join('')}${duelistsMayLeave(s) ? ' Fled and Surrendered: he left the fight (broken by a courage test, he ran off the street, or gave himself up when he could not get away), wounded or not; Unhurt and Wounded count only those who stayed.' : ''}</p>
<div class="scroll">${endStatesTable(s, input.terms ?? NEUTRAL_TERMS, u)}</div>`,
      },
      ...(anyDuelist(s, 'woundsPerTrial')
        ? [
            {
              id: 'wounds',
              label: 'Wounds',
              heading: 'Wounds received',
              body: `<p>Mean wounds received per trial, and their severity as % of the wounds that duelist received. Wound locations are charted below and listed in ${link('tables/wound_locations.csv')}.</p>
<div class="scroll">${woundsTable(s, u)}</div>`,
            },
          ]
        : []),
      ...duelSectionsHtml(s, charts, u),
    ],
    charts,
    dataFiles,
    version: s.version,
  });
}
