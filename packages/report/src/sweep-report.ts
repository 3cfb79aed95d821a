/**
 * The report of `deadeye sweep`: for one varied parameter, each headline rate against the
 * parameter's values, a line with its Wilson band and the baseline (the scenario as written) as a
 * dashed rule; for two, a heat map per headline rate (the rate in each cell, written in it). The
 * long table of cells and rates (with each cell's paired change from the baseline) and
 * `summary.json`; CSV in `tables/sweep.csv`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { TopLevelSpec } from 'vega-lite';
import { join } from 'node:path';
import { formatSigned, shareText, sweepCsv, type SweepResult } from '@deadeye/stats';
import { CHART_WIDTH, CONFIG, PERCENT_AXIS, SCHEMA, wrapWords, type ReportChart } from './chart-base.ts';
import { dataTable, escapeHtml, factsTable, houseRulesSection, pct, renderReportPage, td } from './html.ts';
import { writeReportDirectory, writeSummaryJson, type ReportResult } from './report.ts';
import { formatP } from './compare-report.ts';
import { heatMap } from './heat-map.ts';
import { thousands } from '@deadeye/core/thousands';

/** Whether a parameter's values are all numbers (a quantitative axis) or words (an ordinal one). */
function numeric(values: readonly string[]): boolean {
  return values.every((v) => Number.isFinite(Number(v)));
}

/**
 * Readable titles of a sweep's parameters, by their names (`Doc Holliday.boothill.bac` ->
 * `Doc Holliday: BAC, basic accuracy with firearms (percent, 0..100)`): the CLI's, from the rule
 * system's own descriptions of its stats (the report names no system). A name without one is its
 * own title, but for `range`, which is in map spaces.
 */
export type SweepTitles = Readonly<Record<string, string>>;

/** The axis title of parameter `name` ({@link SweepTitles}). */
export function sweepAxisTitle(name: string, titles: SweepTitles = {}): string {
  return titles[name] ?? (name === 'range' ? 'Range between the sides (map spaces)' : name);
}

/** One parameter: each headline rate against its values, with a 95% band, and the baseline dashed; the axis titled from `titles` ({@link sweepAxisTitle}). */
export function sweepLineChart(r: SweepResult, titles: SweepTitles = {}): TopLevelSpec {
  const p = r.parameters[0]!;
  const q = numeric(p.values);
  const values = r.rows.map((row) => ({ x: q ? Number(row.values[p.name]) : row.values[p.name], metric: row.metric, rate: row.rate, low: row.interval[0], high: row.interval[1] }));
  const base = r.baseline.map((b) => ({ metric: b.metric, rate: b.rate }));
  // A numeric parameter's ticks are the values swept (the default nice ticks ran "98" and "100"
  // together at 60..100 and marked values never played).
  // Words (off/on, hero/minor, weapon ids) stand level, not turned (an audit, 2026-12-08: "off" and "on" stood on end).
  const x = { field: 'x', type: q ? 'quantitative' : 'ordinal', title: sweepAxisTitle(p.name, titles), ...(q ? { scale: { zero: false }, axis: { values: p.values.map(Number) } } : { sort: p.values, axis: { labelAngle: 0 } }) };
  return {
    $schema: SCHEMA,
    // Titled by the parameter's readable title, as its axis (an audit, 2026-12-08: the title read "against house:houserules/shotgun-plus-ten.yaml").
    title: { text: wrapWords(`${r.scenarioName}: the rates against ${sweepAxisTitle(p.name, titles)}`, 70), subtitle: wrapWords(`${r.systemName}; ${thousands(r.trials)} trials per value on common random numbers; bands: 95% Wilson intervals; dashed: the scenario as written`, 100) },
    width: CHART_WIDTH,
    height: 300,
    layer: [
      // One legend for the three layers' shared colour (a `legend: null` on the bands' layer, meant
      // to leave the legend to the lines, removed it from the chart: an audit, 2026-12-07, found
      // three unnamed lines).
      { data: { values }, mark: { type: 'area', opacity: 0.2 }, encoding: { x, y: { field: 'low', type: 'quantitative', axis: PERCENT_AXIS, title: 'Share of trials' }, y2: { field: 'high' }, color: { field: 'metric', type: 'nominal', title: 'Rate', legend: { orient: 'bottom', direction: 'horizontal', symbolType: 'stroke', symbolOpacity: 1, symbolStrokeWidth: 3 } } } },
      { data: { values }, mark: { type: 'line', point: true }, encoding: { x, y: { field: 'rate', type: 'quantitative' }, color: { field: 'metric', type: 'nominal', title: 'Rate' }, tooltip: [{ field: 'metric' }, { field: 'x', title: sweepAxisTitle(p.name, titles) }, { field: 'rate', format: '.1%' }, { field: 'low', format: '.1%' }, { field: 'high', format: '.1%' }] } },
      { data: { values: base }, mark: { type: 'rule', strokeDash: [4, 3] }, encoding: { y: { field: 'rate', type: 'quantitative' }, color: { field: 'metric', type: 'nominal' } } },
    ],
    config: CONFIG,
  } as TopLevelSpec;
}

/** Two parameters: a heat map per headline rate (the shared heat map, one panel per rate), the rate written in each cell; the axes titled from `titles` ({@link sweepAxisTitle}). */
export function sweepHeatMap(r: SweepResult, titles: SweepTitles = {}): TopLevelSpec {
  const [p1, p2] = [r.parameters[0]!, r.parameters[1]!];
  const cells = r.rows.map((row) => ({ x: row.values[p1.name]!, y: row.values[p2.name]!, facet: row.metric, rate: row.rate, low: row.interval[0], high: row.interval[1] }));
  const sortOf = (p: typeof p1): string[] => (numeric(p.values) ? [...p.values].sort((x, y) => Number(x) - Number(y)) : [...p.values]);
  return heatMap(cells, {
    title: wrapWords(`${r.scenarioName}: the rates over ${sweepAxisTitle(p1.name, titles)} and ${sweepAxisTitle(p2.name, titles)}`, 70),
    // The heat map names the rows ("down: ..."); the columns' title is under the last panel.
    subtitle: wrapWords(`${r.systemName}; ${thousands(r.trials)} trials per cell on common random numbers; across: ${sweepAxisTitle(p1.name, titles)}`, 100),
    xTitle: sweepAxisTitle(p1.name, titles),
    yTitle: sweepAxisTitle(p2.name, titles),
    xOrder: sortOf(p1),
    yOrder: sortOf(p2),
    facetOrder: [...new Set(r.rows.map((row) => row.metric))],
    tooltip: [{ field: 'facet', title: 'rate' }, { field: 'low', title: '95% low', format: '.1%' }, { field: 'high', title: '95% high', format: '.1%' }],
  });
}

/** The sweep report's chart: the line for one parameter, the heat map for two, the axes titled from `titles`. */
export function sweepCharts(titles: SweepTitles = {}): readonly ReportChart<SweepResult>[] {
  return [{ name: 'rates', title: 'The rates across the sweep', build: (r) => (r.parameters.length === 1 ? sweepLineChart(r, titles) : sweepHeatMap(r, titles)) }];
}

/** The sweep report's chart without titles (each parameter's name on its axis): {@link sweepCharts}. */
export const SWEEP_CHARTS: readonly ReportChart<SweepResult>[] = sweepCharts();

/** The long table: each cell and rate, with its change from the baseline. */
function rowsTable(r: SweepResult): string {
  const pts = (x: number): string => formatSigned(100 * x, 1);
  const rows = r.rows.map(
    (row) =>
      `<tr>${r.parameters.map((p) => td(escapeHtml(row.values[p.name] ?? ''))).join('')}${td(escapeHtml(row.metric), 'l')}${td(`${pct(row.rate)}<br><span class="ci">[${pct(row.interval[0])}, ${pct(row.interval[1])}]</span>`)}${td(`${pts(row.difference)}<br><span class="ci">[${pts(row.differenceInterval[0])}, ${pts(row.differenceInterval[1])}]</span>`)}${td(formatP(row.pValue))}</tr>`,
  );
  return dataTable([...r.parameters.map((p) => escapeHtml(p.name)), 'Rate', 'Share of trials', 'Change from as written (points)', 'p (McNemar)'], rows.join('\n'));
}

/**
 * Writes the report of a sweep into `dir` (atomically, as every report): `index.html` with the
 * chart and the long table, `summary.json` and `tables/sweep.csv`.
 * @param options `titles`: the parameters' readable titles for the chart's axes ({@link SweepTitles})
 * @returns the absolute report directory and the files written
 * @throws Error as `writeReportDirectory`
 */
export async function writeSweepReport(dir: string, r: SweepResult, options: { readonly titles?: SweepTitles } = {}): Promise<ReportResult> {
  return writeReportDirectory(
    dir,
    r,
    sweepCharts(options.titles),
    async (temp) => {
      const summary = await writeSummaryJson(temp, r);
      mkdirSync(join(temp, 'tables'), { recursive: true });
      const csv = join(temp, 'tables', 'sweep.csv');
      writeFileSync(csv, sweepCsv(r), 'utf8');
      return [summary, csv];
    },
    (charts, dataFiles) =>
      renderReportPage({
        title: `Sweep: ${r.scenarioName} (${r.systemName})`,
        lead: escapeHtml(`${r.parameters.map((p) => `${p.name}: ${p.values.join(', ')}`).join('; ')}. As written: ${r.baseline.map((b) => `${b.metric} ${shareText(b.rate, 1)}`).join(', ')}.`),
        sections: [
          {
            id: 'facts',
            label: 'Run',
            heading: 'The sweep',
            body: factsTable([
              ...(r.sweepFile === undefined ? [] : [['Sweep file', `${r.sweepFile.name ?? r.sweepFile.file} (${r.sweepFile.file})${r.sweepFile.description === undefined ? '' : `: ${r.sweepFile.description}`}`] as [string, string]]),
              ['Scenario', `${r.scenarioName} (${r.scenario})`],
              ['Rule system', `${r.systemName}, variant ${r.variant}`],
              ['Varied', r.parameters.map((p) => `${p.name} = ${p.values.join(', ')}`).join('; ')],
              ...(r.rangeAsWritten === undefined ? [] : [['Range as written', `${r.rangeAsWritten} spaces, between the first character of each side (range moves the second side along that line)`] as [string, string]]),
              ['Trials', `${thousands(r.trials)} per cell, seed ${r.seed}`],
              ['Pairing', r.pairing],
            ]),
          },
          ...houseRulesSection(r.houseRules),
          { id: 'cells', label: 'Cells', heading: 'Every cell and rate', body: `<p>Each rate with its 95% Wilson interval; the change from the scenario as written with Agresti and Min's paired interval and McNemar's exact p-value (not adjusted for the number of cells).</p>\n<div class="scroll">${rowsTable(r)}</div>` },
        ],
        charts,
        dataFiles,
        version: r.version,
      }),
  );
}
