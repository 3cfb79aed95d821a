/**
 * The report of `deadeye compare --vary`: the effect of one step of an attribute on a side's win
 * rate under each rule system, with paired intervals (one chart: a point and its interval per
 * system and direction), a table per system (what each step changed, the rates, the paired
 * difference, McNemar's p-value, what the pairing was worth) and each system's step as data.
 * Same page, chart conventions and atomic write as the other reports; `summary.json` holds the numbers.
 */
import type { TopLevelSpec } from 'vega-lite';
import { possessive, varyPoints, type VaryComparison } from '@deadeye/stats';
import { wrapWords, type ReportChart } from './chart-base.ts';
import { effectChart } from './effect-chart.ts';
import { dataTable, escapeHtml, factsTable, pct, renderReportPage, td } from './html.ts';
import { writeReportDirectory, writeSummaryJson, type ReportResult } from './report.ts';
import { formatP } from './compare-report.ts';
import { thousands } from '@deadeye/core/thousands';

/**
 * Percentage points with a sign, 2 decimals (`+3.25`, `-0.05`), as the rates beside them ({@link pct}):
 * at one decimal an interval crossing 0 could read `[+0.0, +0.3]` (an audit, 2026-12-07). Stats'
 * {@link varyPoints}, as the summary sentences and the terminal print them.
 */
const points = varyPoints;

/** The effect of one step per system: the paired change in the side's win rate (points), a point and its interval per direction (effect-chart.ts). */
export function varyEffectChart(c: VaryComparison): TopLevelSpec {
  const rows = c.systems.flatMap((s) =>
    s.steps.flatMap((st) => (st.paired === undefined ? [] : [{ row: s.systemName, series: `one step ${st.direction}`, change: 100 * st.paired.difference, low: 100 * st.paired.interval[0], high: 100 * st.paired.interval[1] }])),
  );
  const notPlayed = c.systems.flatMap((s) => s.steps.filter((st) => st.paired === undefined).map((st) => `${s.systemName}: no step ${st.direction}`));
  return effectChart(
    {
      text: `One step of ${c.attribute}: change in ${possessive(c.side)} win rate`,
      subtitle: [
        ...wrapWords(`${c.characters.join(', ')}; ${thousands(c.trials)} paired trials per arm, ${Math.round(c.confidence * 100)}% paired intervals`, 100),
        ...(notPlayed.length > 0 ? wrapWords(`Not played: ${notPlayed.join('; ')}`, 100) : []),
      ],
    },
    rows,
    'Change in win rate (percentage points)',
    { name: 'Step', order: ['one step down', 'one step up'], colours: ['#d62728', '#1f77b4'] },
  );
}

/** The chart of a vary report. */
export const VARY_CHARTS: readonly ReportChart<VaryComparison>[] = [{ name: 'effect', title: 'Effect of one step, per system', build: varyEffectChart }];

/**
 * "Worth unpaired trials" of a step: the trials per arm that two independent runs would need for
 * an interval as narrow as the paired one, or {@link NO_TRIAL_CHANGED} when it is infinite (no
 * trial's winner changed between the arms; an audit, 2026-12-07, found a bare "∞" unexplained).
 */
function worthUnpaired(x: number): string {
  return Number.isFinite(x) ? thousands(Math.round(x)) : NO_TRIAL_CHANGED;
}

/** The worth of a step that changed no trial's winner, as the table prints it. */
const NO_TRIAL_CHANGED = '— (no trial changed)';

/** The note under the run's facts: what the systems' tables hold, at `confidence`. */
function tablesNote(confidence: number): string {
  const level = `${Math.round(confidence * 100)}%`;
  return `<p>In each system's table: win rates in percent of trials, with ${level} Wilson intervals under them; the change in percentage points, with Agresti and Min's ${level} paired interval; McNemar's exact p on the trials whose winner changed, Holm-adjusted over every step of every system. Worth unpaired trials: how many trials per arm two independent runs would need for an interval as narrow as the paired one.</p>`;
}

/** The note above a system's table where a step of it changed no trial's winner: what {@link NO_TRIAL_CHANGED} means. */
const NO_TRIAL_CHANGED_NOTE = `<p>${escapeHtml(`“${NO_TRIAL_CHANGED}”: no trial's winner changed between the arms, so the paired difference has no spread at all, which no number of unpaired trials matches; the interval beside it is still not 0 wide (it allows for changes too rare to have come up in these trials).`)}</p>`;

/** One system's table: the unchanged scenario, then each step. */
function systemTable(s: VaryComparison['systems'][number], side: string): string {
  const rows = [`<tr>${td('unchanged', 'l')}${td('')}${td(`${pct(s.base.rate)}<br><span class="ci">[${pct(s.base.interval[0])}, ${pct(s.base.interval[1])}]</span>`)}${td('')}${td('')}${td('')}</tr>`];
  for (const st of s.steps) {
    const moved = [...st.changes.map((ch) => `${escapeHtml(ch.character)}: ${escapeHtml(ch.from)} → ${escapeHtml(ch.to)}`), ...st.cannot.map((x) => `${escapeHtml(x.character)}: not moved (${escapeHtml(x.why)})`)].join('<br>');
    const p = st.paired;
    rows.push(
      `<tr>${td(`one step ${st.direction}`, 'l')}${td(moved, 'w')}${
        p === undefined
          ? `${td('not played')}${td('')}${td('')}${td('')}`
          : `${td(`${pct(p.armRate)}<br><span class="ci">[${pct(p.armInterval[0])}, ${pct(p.armInterval[1])}]</span>`)}${td(`${points(p.difference)}<br><span class="ci">[${points(p.interval[0])}, ${points(p.interval[1])}]</span>`)}${td(`${formatP(p.pValue)}<br><span class="ci">Holm ${formatP(st.adjustedP!)}${st.detected === true ? ', detected' : ''}</span>`)}${td(worthUnpaired(p.unpairedEquivalent))}`
      }</tr>`,
    );
  }
  return dataTable(['Arm', 'Who moved', `${escapeHtml(side)} win`, 'Change (points)', 'p (McNemar; Holm-adjusted)', 'Worth unpaired trials'], rows.join('\n'));
}

/**
 * Writes the report of a `--vary` comparison into `dir` (atomically, as every report): `index.html`
 * with the summary sentences, the effect chart, a table per system and the steps' definitions,
 * and `summary.json`.
 * @returns the absolute report directory and the files written
 * @throws Error as `writeReportDirectory` (a directory that is neither empty nor a previous report, missing fonts, file system errors)
 */
export async function writeVaryReport(dir: string, c: VaryComparison): Promise<ReportResult> {
  return writeReportDirectory(
    dir,
    c,
    VARY_CHARTS,
    async (temp) => [await writeSummaryJson(temp, c)],
    (charts, dataFiles) =>
      renderReportPage({
        title: `One step of ${c.attribute}: ${c.scenarioName}`,
        lead: c.text.map(escapeHtml).join('<br>\n'),
        sections: [
          {
            id: 'facts',
            label: 'Run',
            heading: 'The comparison',
            body: `${factsTable([
              ['Scenario', `${c.scenarioName} (${c.scenario})`],
              ['Moved', `${c.who}: ${c.characters.join(', ')}`],
              ['Win rate of', c.side],
              ['Trials', `${thousands(c.trials)} per arm, seed ${c.seed}`],
              ['Pairing', c.pairing],
            ])}\n${tablesNote(c.confidence)}`,
          },
          ...c.systems.map((s) => ({ id: `system-${s.system}`, label: s.systemName, heading: s.systemName, body: `${s.steps.some((st) => st.paired !== undefined && !Number.isFinite(st.paired.unpairedEquivalent)) ? `${NO_TRIAL_CHANGED_NOTE}\n` : ''}${systemTable(s, c.side)}` })),
          {
            id: 'steps',
            label: 'Steps',
            heading: 'What one step is in each system',
            body: dataTable(['System', 'Step', 'Why', 'Source'], c.systems.map((s) => `<tr>${td(escapeHtml(s.systemName), 'l')}${td(escapeHtml(s.step.step), 'w')}${td(escapeHtml(s.step.why), 'w')}${td(escapeHtml(s.step.source), 'w')}</tr>`).join('\n')),
          },
        ],
        charts,
        dataFiles,
        version: c.version,
      }),
  );
}
