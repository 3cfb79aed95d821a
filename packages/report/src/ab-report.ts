/**
 * The report of `deadeye ab`: two arms of one scenario (A and B, each as written or with house
 * rules) played on common random numbers. Two effect charts (effect-chart.ts: the rates' paired
 * changes in percentage points, the means' per trial), the metrics table (each arm's value with
 * its interval, the paired change and its interval, the test, the p-value and its Holm
 * adjustment, the trials that differed, what the pairing was worth), and each arm's house rules
 * with the changed cells beside the originals. Same page and atomic write as the other reports;
 * `summary.json` holds the numbers.
 */
import type { TopLevelSpec } from 'vega-lite';
import { abValue, shareText, SIGN_FLIP_MAX_DISCORDANT, type AbComparison, type AbMetric, type HouseRuleSummary } from '@deadeye/stats';
import { CONFIG, SCHEMA, wrapWords, type ReportChart } from './chart-base.ts';
import { effectChart } from './effect-chart.ts';
import { dataTable, escapeHtml, factsTable, houseRulesSection, renderReportPage, td } from './html.ts';
import { writeReportDirectory, writeSummaryJson, type ReportResult } from './report.ts';
import { formatP } from './compare-report.ts';
import { thousands } from '@deadeye/core/thousands';

/**
 * The chart of one kind of metric: its paired changes, B - A. The rates share one axis (percentage
 * points); the means, one axis per unit (`turns`, `casualties`...), stacked: changes in different
 * units are not set against each other on one scale.
 */
function abChart(c: AbComparison, kind: 'rate' | 'mean'): TopLevelSpec {
  const scale = kind === 'rate' ? 100 : 1;
  const metrics = c.metrics.filter((m) => m.kind === kind);
  const rowsOf = (ms: readonly AbMetric[]) => ms.map((m) => ({ row: m.label, change: scale * m.difference, low: scale * m.interval[0], high: scale * m.interval[1] }));
  const title = {
    text: kind === 'rate' ? 'B against A: change in each rate' : 'B against A: change per trial',
    subtitle: wrapWords(`${c.scenarioName}, ${c.systemName}; B: ${c.b.description}; A: ${c.a.description}; ${thousands(c.trials)} paired trials, ${Math.round(c.confidence * 100)}% paired intervals`, 100),
  };
  if (kind === 'rate') return effectChart(title, rowsOf(metrics), 'Change, B - A (percentage points)', undefined, '+.1f');
  const units = [...new Set(metrics.map((m) => m.unit))];
  if (units.length <= 1) return effectChart(title, rowsOf(metrics), `Change per trial, B - A${units[0] === undefined ? '' : ` (${units[0]})`}`, undefined, '+.3f');
  // One panel per unit, each on its own axis.
  const panels = units.map((u) => {
    const { $schema: _s, config: _c, title: _t, ...panel } = effectChart({ text: '', subtitle: [] }, rowsOf(metrics.filter((m) => m.unit === u)), `Change per trial, B - A (${u})`, undefined, '+.3f') as TopLevelSpec & Record<string, unknown>;
    return panel;
  });
  return { $schema: SCHEMA, title: { text: title.text, subtitle: [...title.subtitle] }, vconcat: panels, config: CONFIG } as TopLevelSpec;
}

/** The charts of an A/B report. */
export const AB_CHARTS: readonly ReportChart<AbComparison>[] = [
  { name: 'rates', title: 'Rates: B against A', build: (c) => abChart(c, 'rate') },
  { name: 'means', title: 'Means per trial: B against A', build: (c) => abChart(c, 'mean') },
];

/** A value over its interval, in the metric's terms. */
function valueCell(m: AbMetric, v: { value: number; interval: readonly [number, number] }, signed = false): string {
  return td(`${escapeHtml(abValue(m, v.value, signed))}<br><span class="ci">[${escapeHtml(abValue(m, v.interval[0], signed))}, ${escapeHtml(abValue(m, v.interval[1], signed))}]</span>`);
}

/** The metrics table. */
function metricsTable(c: AbComparison): string {
  const rows = c.metrics.map(
    (m) =>
      `<tr>${td(`${escapeHtml(m.label)}<br><span class="ci">${escapeHtml(m.test)}</span>`, 'l')}${valueCell(m, m.a)}${valueCell(m, m.b)}${valueCell(m, { value: m.difference, interval: m.interval }, true)}${td(`${formatP(m.adjustedP)}<br><span class="ci">${formatP(m.pValue)}</span>`)}${td(thousands(m.discordant))}${td(Number.isFinite(m.unpairedEquivalent) ? thousands(Math.round(m.unpairedEquivalent)) : '—')}</tr>`,
  );
  return dataTable(['Metric (test)', 'A', 'B', 'B - A', 'p, Holm (raw)', 'Trials differing', 'Worth unpaired'], rows.join('\n'));
}

/**
 * What the metrics table shows, above it: the intervals, the tests (the means' test as each row
 * names it: the paired t-test, or the exact sign-flip test where few trials differed) and what
 * "worth unpaired trials" means, a metric that varied in neither arm included. An audit,
 * 2026-12-08: the note said "the paired t interval and test" above rows tested by the sign-flip
 * test, and "—" where no trial differed above a row of 0 trials differing and 3,000 worth.
 */
export function abMetricsNote(c: AbComparison): string {
  const level = `${Math.round(c.confidence * 100)}%`;
  return (
    `Rates in percent of trials (the change in percentage points), with ${level} intervals under them: Wilson for each arm's rate, Agresti and Min's paired interval for the change, McNemar's exact test on the trials that changed. ` +
    `Means per trial with normal intervals, the paired t interval for the change, and its test as each row names it: the paired t-test, or, where ${SIGN_FLIP_MAX_DISCORDANT} trials or fewer differed, the exact sign-flip test (the t-test's p-value is far too small there). ` +
    `The p-values are Holm-adjusted together. "Worth unpaired trials": how many trials per arm two independent runs would need for an interval as narrow; "—" where the paired difference has no spread but the metric varied (no trial differed between the arms, say), which no number of unpaired trials matches; the trials played where it varied in neither arm (a rate of 0% in both: two independent runs would have no spread either).`
  );
}

/** An arm's house rules as the report's section, headed by the arm. */
function armSection(label: string, rules: readonly HouseRuleSummary[]): { id: string; label: string; heading: string; body: string }[] {
  return houseRulesSection(rules).map((s) => ({ ...s, id: `house-rules-${label.toLowerCase()}`, label: `Arm ${label}`, heading: `Arm ${label}: house rules` }));
}

/**
 * Writes the report of an A/B comparison into `dir` (atomically, as every report): `index.html`
 * with the summary sentences, the two effect charts, the metrics table and each arm's house rules,
 * and `summary.json`.
 * @returns the absolute report directory and the files written
 * @throws Error as `writeReportDirectory` (a directory that is neither empty nor a previous report, missing fonts, file system errors)
 */
export async function writeAbReport(dir: string, c: AbComparison): Promise<ReportResult> {
  return writeReportDirectory(
    dir,
    c,
    AB_CHARTS,
    async (temp) => [await writeSummaryJson(temp, c)],
    (charts, dataFiles) =>
      renderReportPage({
        title: `A/B: ${c.scenarioName} (${c.systemName})`,
        lead: c.text.map(escapeHtml).join('<br>\n'),
        sections: [
          {
            id: 'facts',
            label: 'Run',
            heading: 'The comparison',
            body: factsTable([
              ['Scenario', `${c.scenarioName} (${c.scenario})`],
              ['Rule system', `${c.systemName}, variant ${c.variant}`],
              ['A', c.a.description],
              ['B', c.b.description],
              ['Trials', `${thousands(c.trials)} per arm, seed ${c.seed}`],
              ['Pairing', c.pairing],
              ['Trials that ended differently', `${thousands(c.trialsDiffering)} (${shareText(c.trialsDiffering / c.trials, 1)})`],
            ]),
          },
          {
            id: 'metrics',
            label: 'Metrics',
            heading: 'Headline metrics, arm by arm and paired',
            body: `<p>${escapeHtml(abMetricsNote(c))}</p>\n<div class="scroll">${metricsTable(c)}</div>`,
          },
          ...armSection('A', c.a.houseRules),
          ...armSection('B', c.b.houseRules),
        ],
        charts,
        dataFiles,
        version: c.version,
      }),
  );
}
