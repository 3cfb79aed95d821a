/**
 * The reports of `deadeye odds`: one attack's exact outcome distribution at each range (a stacked
 * bar per range), and `--compare`'s chance that one shot puts a typical target out of action
 * against range in feet, one line per system. Same page, chart conventions and atomic write as
 * the other reports (`html.ts`, `chart-base.ts`, `report.ts`); `summary.json` holds the numbers.
 */
import { writeFileSync } from 'node:fs';
import type { TopLevelSpec } from 'vega-lite';
import { join } from 'node:path';
import type { OddsComparison, OddsSummary } from '@deadeye/stats';
import { CHART_WIDTH, CONFIG, PERCENT_AXIS, SCHEMA, wrapWords, type ReportChart } from './chart-base.ts';
import { dataTable, escapeHtml, factsTable, pct, renderReportPage, td } from './html.ts';
import { writeReportDirectory, type ReportResult } from './report.ts';
import { END_STATE_STYLE } from './skirmish-charts.ts';

/** `5 sp / 30 ft`. */
const rangeText = (range: number, feet: number): string => `${range} sp / ${feet} ft`;

/** `n` colours from `light` to `dark` (`#rrggbb`), evenly spaced in RGB; `one` alone when `n` is 1. */
function ramp(light: string, dark: string, one: string, n: number): string[] {
  if (n <= 1) return n === 1 ? [one] : [];
  const rgb = (c: string): number[] => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
  const [a, b] = [rgb(light), rgb(dark)];
  return Array.from({ length: n }, (_, k) => `#${a.map((x, i) => Math.round(x + ((b[i]! - x) * k) / (n - 1)).toString(16).padStart(2, '0')).join('')}`);
}

/**
 * The colour of each of an attack's outcomes (in their order), in the palette of the fates charts
 * ({@link END_STATE_STYLE}), by what the outcome leaves the target: a plain `miss` the colour of
 * unhurt; an outcome that leaves him in the fight (a wound, a graze, hits saved...) a shade of
 * wounded's amber, lighter to darker in the system's order (mildest first); one that puts him out
 * of action the colour of unconscious when its name says unconscious, else a shade of dead's grey.
 * An audit (2026-12-07) found BOOT HILL's "dead (mortal wound)" drawn green (vega's tableau20), the
 * fates charts' colour of unhurt.
 */
export function oddsOutcomeColors(outcomes: readonly { readonly outcome: string; readonly outOfAction: boolean }[]): string[] {
  const unconscious = (o: { outcome: string }): boolean => /unconscious/i.test(o.outcome);
  const inFight = outcomes.filter((o) => o.outcome !== 'miss' && !o.outOfAction);
  const down = outcomes.filter((o) => o.outOfAction && !unconscious(o));
  const amber = ramp('#fbe3a8', '#a0600c', END_STATE_STYLE.wounded.color, inFight.length);
  const grey = ramp('#6e6e6e', '#141414', END_STATE_STYLE.dead.color, down.length);
  return outcomes.map((o) =>
    o.outcome === 'miss' ? END_STATE_STYLE.unhurt.color : !o.outOfAction ? amber[inFight.indexOf(o)]! : unconscious(o) ? END_STATE_STYLE.unconscious.color : grey[down.indexOf(o)]!,
  );
}

/** One stacked bar per range: the shares of the attack's outcomes, in the system's order (exact, from the tables), coloured as the fates charts ({@link oddsOutcomeColors}). */
export function oddsOutcomesChart(s: OddsSummary): TopLevelSpec {
  const first = s.ranges[0]?.odds.outcomes ?? [];
  const outcomes = first.map((o) => o.outcome);
  const values = s.ranges.flatMap((r) => r.odds.outcomes.map((o, k) => ({ range: rangeText(r.range, r.rangeFeet), outcome: o.outcome, order: k, probability: o.probability })));
  return {
    $schema: SCHEMA,
    title: {
      text: `One attack: what it does (${s.systemName})`,
      subtitle: [`${s.shooter} at ${s.target}, ${s.shot}; exact, from the tables`, 'Colours as the fates charts: green a miss (the target unhurt), amber still in the fight, purple unconscious, dark grey dead or otherwise out of action'],
    },
    width: CHART_WIDTH,
    height: { step: 26 },
    data: { values },
    // A white edge between segments: two outcomes of one colour family stay apart.
    mark: { type: 'bar', stroke: 'white', strokeWidth: 0.5 },
    encoding: {
      y: { field: 'range', type: 'nominal', sort: null, title: 'Range' },
      x: { field: 'probability', type: 'quantitative', stack: 'zero', scale: { domain: [0, 1] }, axis: PERCENT_AXIS, title: 'Share of attacks' },
      color: { field: 'outcome', type: 'nominal', sort: outcomes, title: 'Outcome', scale: { domain: outcomes, range: oddsOutcomeColors(first) } },
      order: { field: 'order', type: 'quantitative' },
      tooltip: [{ field: 'range' }, { field: 'outcome' }, { field: 'probability', format: '.2%' }],
    },
    config: CONFIG,
  } as TopLevelSpec;
}

/** One line per system: the chance that one shot of the typical attack puts the target out of action, against range in feet (same 0..100% axis). */
export function oddsComparisonChart(c: OddsComparison): TopLevelSpec {
  const values = c.systems.flatMap((s) => s.points.map((p) => ({ system: s.systemName, feet: p.rangeFeet, outOfAction: p.outOfAction, hit: p.hit })));
  return {
    $schema: SCHEMA,
    title: { text: `One ${c.weapon} attack: the chance it puts the target out of action`, subtitle: c.systems.flatMap((s) => wrapWords(`${s.systemName}: ${s.attack}`, 100)) },
    width: CHART_WIDTH,
    height: 300,
    data: { values },
    mark: { type: 'line', point: true },
    encoding: {
      x: { field: 'feet', type: 'quantitative', title: 'Range (feet)' },
      y: { field: 'outOfAction', type: 'quantitative', scale: { domain: [0, 1] }, axis: PERCENT_AXIS, title: 'Out of action after one attack' },
      color: { field: 'system', type: 'nominal', title: 'Rule system' },
      tooltip: [{ field: 'system' }, { field: 'feet' }, { field: 'outOfAction', format: '.2%' }, { field: 'hit', format: '.2%' }],
    },
    config: CONFIG,
  } as TopLevelSpec;
}

/** The chart of an odds report. */
export const ODDS_CHARTS: readonly ReportChart<OddsSummary>[] = [{ name: 'outcomes', title: 'What one attack does', build: oddsOutcomesChart }];
/** The chart of an odds comparison report. */
export const ODDS_COMPARISON_CHARTS: readonly ReportChart<OddsComparison>[] = [{ name: 'out-of-action', title: 'Out of action after one attack, by range', build: oddsComparisonChart }];

/** Writes `summary.json` in `temp`; returns its path. */
async function writeSummary(temp: string, summary: unknown): Promise<string[]> {
  const path = join(temp, 'summary.json');
  writeFileSync(path, `${JSON.stringify(summary, null, 2)}\n`, 'utf8');
  return [path];
}

/**
 * Writes the report of one attack's odds into `dir` (atomically, as every report): `index.html`
 * with a table per range (each outcome's probability, whether it puts the target out of action,
 * each detail), the outcomes chart, and `summary.json`.
 * @returns the absolute report directory and the files written
 * @throws Error as `writeReportDirectory` (a directory that is neither empty nor a previous report, missing fonts, file system errors)
 */
export async function writeOddsReport(dir: string, s: OddsSummary): Promise<ReportResult> {
  return writeReportDirectory(dir, s, ODDS_CHARTS, (temp) => writeSummary(temp, s), (charts, dataFiles) =>
    renderReportPage({
      title: `Single-shot odds: ${s.shooter} at ${s.target} (${s.systemName})`,
      lead: `Exact probabilities of one attack's outcomes, computed from ${escapeHtml(s.systemName)}'s tables with no simulation; the target unhurt before it.`,
      sections: [
        { id: 'facts', label: 'Attack', heading: 'The attack', body: factsTable([['System', `${s.systemName} (${s.system}), variant ${s.variant}`], ['Shooter', s.shooter], ['Weapon', s.weapon ?? 'his first'], ['Target', s.target], ['Shot', s.shot]]) },
        ...s.ranges.map((r) => ({
          id: `range-${r.range}`,
          label: `${r.rangeFeet} ft`,
          heading: `At ${rangeText(r.range, r.rangeFeet)}: hit ${pct(r.odds.hit)}, out of action ${pct(r.odds.outOfAction)}`,
          body: `<p>${escapeHtml(r.odds.attack)}</p>\n${dataTable(['Outcome', 'Probability', 'Out of action'], r.odds.outcomes.map((o) => `<tr>${td(escapeHtml(o.outcome), 'l')}${td(pct(o.probability))}${td(o.outOfAction ? 'yes' : '')}</tr>`).join('\n'))}\n${r.odds.details
            .map((d) => `<p>${escapeHtml(d.title)}</p>\n${dataTable(['', 'Probability'], d.rows.map((row) => `<tr>${td(escapeHtml(row.label), 'l')}${td(pct(row.probability))}</tr>`).join('\n'))}`)
            .join('\n')}`,
        })),
      ],
      charts,
      dataFiles,
      version: s.version,
    }),
  );
}

/**
 * Writes the report of `deadeye odds --compare` into `dir` (atomically): `index.html` with each
 * system's typical attack and a table of the chance of out of action by range, the line chart, and
 * `summary.json`.
 * @returns the absolute report directory and the files written
 * @throws Error as `writeReportDirectory`
 */
export async function writeOddsComparisonReport(dir: string, c: OddsComparison): Promise<ReportResult> {
  const feet = [...new Set(c.systems.flatMap((s) => s.points.map((p) => p.rangeFeet)))].sort((a, b) => a - b);
  const rows = feet.map((f) => `<tr>${td(`${f} ft`, 'l')}${c.systems.map((s) => td(pct(s.points.find((p) => p.rangeFeet === f)?.outOfAction))).join('')}</tr>`).join('\n');
  return writeReportDirectory(dir, c, ODDS_COMPARISON_CHARTS, (temp) => writeSummary(temp, c), (charts, dataFiles) =>
    renderReportPage({
      title: `Single-shot odds by rule system: one ${c.weapon} attack`,
      lead: "For a typical shooter against a typical target under each rule system, the exact chance that one attack (as the system has it: a shot, or a turn's fire) puts the target out of action, against range in feet.",
      sections: [
        { id: 'attacks', label: 'Attacks', heading: 'The typical attack of each system', body: factsTable(c.systems.map((s) => [s.systemName, s.attack])) },
        { id: 'table', label: 'Table', heading: 'Out of action after one attack', body: dataTable(['Range', ...c.systems.map((s) => s.systemName)], rows) },
      ],
      charts,
      dataFiles,
      version: c.version,
    }),
  );
}
