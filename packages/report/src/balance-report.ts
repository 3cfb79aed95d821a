/**
 * The report of `deadeye balance`: the win-rate matrix as a heat map (the shared heat map: the
 * row's score against the column, its Wilson interval and counts in the tooltip; a panel per band),
 * the Bradley-Terry strengths as bars with their bootstrap intervals, and each entrant's score
 * against its cost with the fitted line (and 50% at equal cost), the entrants found over- or
 * under-costed named; the standings and verdicts as tables, `summary.json` and `tables/balance.csv`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { TopLevelSpec } from 'vega-lite';
import { join } from 'node:path';
import { BALANCE_VERDICTS, balanceCsv, balanceHeadline, balanceDistance, formatBalanceP, type BalanceResult, type BalanceTable } from '@deadeye/stats';
import { CHART_WIDTH, CONFIG, PERCENT_AXIS, SCHEMA, wrapWords, type ReportChart } from './chart-base.ts';
import { dataTable, escapeHtml, factsTable, houseRulesSection, pct, renderReportPage, td } from './html.ts';
import { writeReportDirectory, writeSummaryJson, type ReportResult } from './report.ts';
import { heatMap } from './heat-map.ts';
import { placeLabels } from './label-layout.ts';
import { axisLabelLimit } from './text-width.ts';
import { thousands } from '@deadeye/core/thousands';

/**
 * A table's title and panel label: its distance, `3 spaces (18 ft)`. Not the band's name: a band
 * of the template is one distance for every entrant, which is another band of a weapon's own
 * (the Scatter Gun's medium at BOOT HILL's short 3 spaces; out of its reach at 30).
 */
export function balanceTableLabel(t: Pick<BalanceTable, 'range'>): string {
  return balanceDistance(t.range);
}
const tableLabel = balanceTableLabel;

/** The verdicts some standing of `r` has, in legend order, and their colours (the charts' colour scale). */
function verdictScale(r: BalanceResult, fair: string): { domain: string[]; range: string[] } {
  const colours: Record<string, string> = { 'under-costed': '#d6604d', fair, 'over-costed': '#4393c3', 'out of reach': '#e0c060', 'no verdict': '#9a9a9a' };
  const any = new Set(r.tables.flatMap((t) => t.standings.map((s) => s.verdict)));
  // The withheld verdicts are listed only where some entrant has one.
  const domain = BALANCE_VERDICTS.filter((v) => (v !== 'out of reach' && v !== 'no verdict') || any.has(v));
  return { domain: [...domain], range: domain.map((v) => colours[v]!) };
}

/** The entrants in order of strength in the first table, strongest first (the matrix's and the charts' order). */
function order(r: BalanceResult): string[] {
  const first = r.tables[0]!;
  return [...first.standings].sort((a, b) => b.strength - a.strength).map((s) => r.entrants[s.entrant]!.name);
}

/** The win-rate matrix: the row's score against the column, a panel per band. */
export function balanceHeatMap(r: BalanceResult): TopLevelSpec {
  const names = order(r);
  const shorts = names.map((n) => r.entrants.find((e) => e.name === n)!.short);
  const many = names.length > 14;
  const cells = r.tables.flatMap((t) =>
    t.cells.map((c) => ({
      x: r.entrants[c.column]!.short,
      y: r.entrants[c.row]!.name,
      facet: tableLabel(t),
      // Four decimals are a hundredth of a point: enough for a tooltip, and the spec stays small.
      rate: Number(c.score.toFixed(4)),
      low: Number(c.interval[0].toFixed(4)),
      high: Number(c.interval[1].toFixed(4)),
      wins: Number(c.wins.toFixed(2)),
      losses: Number(c.losses.toFixed(2)),
      draws: Number(c.draws.toFixed(2)),
      trials: c.trials,
    })),
  );
  return heatMap(cells, {
    title: wrapWords(`${r.systemName}: the win-rate matrix`, 70),
    subtitle: wrapWords(`${r.subject}; each cell the row's score against the column (wins + draws/2), ${thousands(r.trials)} fights a pairing, half each way; its 95% Wilson interval in the tooltip; rows and columns by strength`, 100),
    xTitle: 'against',
    yTitle: null,
    xOrder: shorts,
    yOrder: names,
    cellWidth: many ? 14 : 40,
    cellHeight: many ? 14 : 22,
    labels: !many,
    legend: 'Score of the row',
    scheme: 'redblue',
    ...(r.tables.length > 1 ? { facetOrder: r.tables.map(tableLabel) } : {}),
    tooltip: [
      { field: 'low', title: '95% low', format: '.1%' },
      { field: 'high', title: '95% high', format: '.1%' },
      { field: 'wins', title: 'wins' },
      { field: 'losses', title: 'losses' },
      { field: 'draws', title: 'draws' },
      { field: 'trials', title: 'fights' },
    ],
  });
}

/** The Bradley-Terry strengths: a bar from 0 (the reference) per entrant, its bootstrap interval as a whisker; a column per band. */
export function balanceStrengthChart(r: BalanceResult): TopLevelSpec {
  const names = order(r);
  const values = r.tables.flatMap((t) =>
    t.standings.map((s) => ({ entrant: r.entrants[s.entrant]!.name, band: tableLabel(t), strength: s.strength, low: s.strengthInterval[0], high: s.strengthInterval[1], verdict: s.verdict })),
  );
  const layer = {
    height: { step: 14 },
    width: r.tables.length > 1 ? 200 : CHART_WIDTH - 160,
    encoding: { y: { field: 'entrant', type: 'nominal', sort: names, title: null, axis: { labelLimit: axisLabelLimit(names, CONFIG.axis.labelFontSize) } } },
    layer: [
      {
        mark: { type: 'bar' },
        encoding: {
          x: { field: 'strength', type: 'quantitative', title: 'log-strength' },
          color: { field: 'verdict', type: 'nominal', title: 'Verdict', scale: verdictScale(r, '#bbbbbb') },
          tooltip: [{ field: 'entrant' }, { field: 'band' }, { field: 'strength', format: '+.2f' }, { field: 'low', title: '95% low', format: '+.2f' }, { field: 'high', title: '95% high', format: '+.2f' }, { field: 'verdict' }],
        },
      },
      { mark: { type: 'rule', color: 'black' }, encoding: { x: { field: 'low', type: 'quantitative' }, x2: { field: 'high' } } },
    ],
  };
  const head = {
    $schema: SCHEMA,
    title: { text: `${r.systemName}: Bradley-Terry strengths`, subtitle: wrapWords(`${r.entrants[r.reference]!.name} = 0; P(i beats j) = 1 / (1 + exp(s_j - s_i)), fitted to the pairwise scores (draws half) by the MM algorithm; whiskers: 95% bootstrap intervals; colour: the verdict on its cost`, 100) },
    data: { values },
  };
  if (r.tables.length === 1) return { ...head, ...layer, config: CONFIG } as TopLevelSpec;
  return { ...head, facet: { column: { field: 'band', type: 'nominal', title: null, sort: r.tables.map(tableLabel) } }, spec: layer, config: CONFIG } as TopLevelSpec;
}

/** The cost chart's plot height (pixels) and its point labels' font size. */
const COST_PANEL_HEIGHT = 320;
const COST_LABEL_SIZE = 9;

/**
 * One panel of the cost chart: table `t`'s entrants, its line, 50% dashed at equal cost, the
 * entrants with a verdict other than fair named, each label placed clear of the other labels and
 * points ({@link placeLabels}; a thin leader line back to a point whose label had to move up or down).
 */
function costPanel(r: BalanceResult, t: BalanceTable, width: number) {
  const costs = r.entrants.map((e) => e.cost);
  const lo = Math.min(...costs);
  const hi = Math.max(...costs);
  // A little room either side, so that the dearest and cheapest have room for a label.
  const pad = hi > lo ? 0.04 * (hi - lo) : 1;
  const domain = [lo - pad, hi + pad];
  const values = t.standings.map((s) => {
    const e = r.entrants[s.entrant]!;
    return { entrant: e.name, cost: e.cost, score: s.score, low: s.interval[0], high: s.interval[1], fair: s.fair, verdict: s.verdict, short: e.short };
  });
  const named = values.filter((v) => v.verdict !== 'fair');
  const px = (c: number): number => ((c - domain[0]!) / (domain[1]! - domain[0]!)) * width;
  const places = placeLabels(
    named.map((v) => ({ x: px(v.cost), y: (1 - v.score) * COST_PANEL_HEIGHT, text: v.short })),
    { width, height: COST_PANEL_HEIGHT, fontSize: COST_LABEL_SIZE },
  );
  // Back from pixels to the chart's units: the labels are drawn at data positions on the same scales.
  const labels = named.map((v, k) => {
    const p = places[k]!;
    return { entrant: v.entrant, label: v.short, cost: v.cost, score: v.score, lx: domain[0]! + (p.x / width) * (domain[1]! - domain[0]!), ly: 1 - p.y / COST_PANEL_HEIGHT, align: p.align, moved: p.moved };
  });
  const line = [lo, hi].map((c) => ({ cost: c, score: t.line.intercept + t.line.slope * c }));
  const x = { field: 'cost', type: 'quantitative', title: `cost (${r.costUnit})`, scale: { domain, nice: false, zero: false } };
  const y = { field: 'score', type: 'quantitative', title: 'score against all (wins + draws/2)', axis: PERCENT_AXIS, scale: { domain: [0, 1] } };
  const text = (align: 'left' | 'right') => ({
    data: { values: labels.filter((l) => l.align === align) },
    mark: { type: 'text', align, baseline: 'middle', fontSize: COST_LABEL_SIZE },
    encoding: { x: { ...x, field: 'lx' }, y: { ...y, field: 'ly' }, text: { field: 'label' } },
  });
  return {
    ...(r.tables.length > 1 ? { title: tableLabel(t) } : {}),
    width,
    height: COST_PANEL_HEIGHT,
    layer: [
      ...(r.equalCost ? [{ data: { values: [{ score: 0.5 }] }, mark: { type: 'rule', strokeDash: [4, 3], color: '#888' }, encoding: { y: { field: 'score', type: 'quantitative' } } }] : []),
      { data: { values: line }, mark: { type: 'line', color: '#444' }, encoding: { x, y } },
      { data: { values }, mark: { type: 'rule', color: '#999' }, encoding: { x, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' } } },
      {
        data: { values },
        mark: { type: 'point', filled: true, size: 50 },
        encoding: {
          x,
          y,
          color: { field: 'verdict', type: 'nominal', title: 'Verdict', scale: verdictScale(r, '#888888') },
          tooltip: [{ field: 'entrant' }, { field: 'cost' }, { field: 'score', format: '.1%' }, { field: 'low', title: '95% low', format: '.1%' }, { field: 'high', title: '95% high', format: '.1%' }, { field: 'fair', title: 'fair score', format: '.1%' }, { field: 'verdict' }],
        },
      },
      ...(labels.some((l) => l.moved) ? [{ data: { values: labels.filter((l) => l.moved) }, mark: { type: 'rule', color: '#aaa', strokeWidth: 0.6 }, encoding: { x, y, x2: { field: 'lx' }, y2: { field: 'ly' } } }] : []),
      ...(['left', 'right'] as const).filter((a) => labels.some((l) => l.align === a)).map(text),
    ],
  };
}

/** Score against cost: a point per entrant with its Wilson whisker, the fitted line, 50% dashed at equal cost; the over- and under-costed named; a panel per band. */
export function balanceCostChart(r: BalanceResult): TopLevelSpec {
  const subtitle = r.equalCost
    ? `every side fields the same ${r.costUnit}, so a fair cost scores 50% (dashed); the line is fitted to score against cost; named: the entrants whose score is off 50% beyond chance (Holm, alpha ${r.alpha}); whiskers: 95% Wilson intervals`
    : `the line is what a unit of cost buys across the entrants in reach (least squares); named: the entrants off the line beyond chance (Holm, alpha ${r.alpha})${r.tables.some((t) => t.standings.some((s) => s.verdict === 'out of reach')) ? ', and those out of reach (no verdict, left out of the line)' : ''}; whiskers: 95% Wilson intervals`;
  const head = { $schema: SCHEMA, title: { text: `${r.systemName}: score against cost`, subtitle: wrapWords(subtitle, 100) } };
  if (r.tables.length === 1) return { ...head, ...costPanel(r, r.tables[0]!, CHART_WIDTH), config: CONFIG } as TopLevelSpec;
  return { ...head, columns: 2, concat: r.tables.map((t) => costPanel(r, t, 300)), config: CONFIG } as TopLevelSpec;
}

/** The balance report's charts. */
export const BALANCE_CHARTS: readonly ReportChart<BalanceResult>[] = [
  { name: 'matrix', title: 'The win-rate matrix', build: balanceHeatMap },
  { name: 'strengths', title: 'Bradley-Terry strengths', build: balanceStrengthChart },
  { name: 'cost', title: 'Score against cost', build: balanceCostChart },
];

/** One table's standings, strongest first. */
function standingsTable(r: BalanceResult, t: BalanceTable): string {
  const sgn = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;
  const reach = t.standings.some((s) => s.reach !== undefined);
  const rows = [...t.standings]
    .sort((a, b) => b.strength - a.strength)
    .map((s) => {
      const e = r.entrants[s.entrant]!;
      // Out of reach stands out: the entrant cannot hit here, and has no verdict and no fair score
      // (the line's value at its cost would read as a target it could meet).
      const here = reach ? td(s.reach?.band === null ? `<strong>${escapeHtml(s.reach.text)}</strong>` : escapeHtml(s.reach?.text ?? ''), 'w') : '';
      const sizes = s.sizes.length === 1 ? String(s.sizes[0]!.figures) : s.sizes.map((z) => `${z.figures} (${(100 * z.weight).toFixed(0)}%)`).join(' or ');
      return `<tr>${td(`${escapeHtml(e.name)}<br><span class="ci">${escapeHtml(`${e.group}: ${e.detail}`)}</span>`, 'w')}${td(String(e.cost))}${r.equalCost ? td(escapeHtml(sizes)) : ''}${here}${td(`${pct(s.score)}<br><span class="ci">[${pct(s.interval[0])}, ${pct(s.interval[1])}]</span>`)}${td(s.reach?.band === null ? '—' : `${pct(s.fair)}`)}${td(`${sgn(s.strength)}<br><span class="ci">[${sgn(s.strengthInterval[0])}, ${sgn(s.strengthInterval[1])}]</span>`)}${td(escapeHtml(formatBalanceP(s.adjustedP)))}${td(escapeHtml(s.verdict), 'l')}</tr>`;
    });
  return dataTable(['Entrant', `Cost (${r.costUnit})`, ...(r.equalCost ? ['Figures'] : []), ...(reach ? [`Its band at ${tableLabel(t)}`] : []), 'Score [95%]', 'Fair score', 'Strength [95%]', 'p (Holm)', 'Verdict'], rows.join('\n'));
}

/** `text` with its first letter capitalised, to open a paragraph of the page (the verdict sentences and the subject are written for the terminal's lines, lower case). */
function asSentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Writes the report of a round robin into `dir` (atomically, as every report): `index.html` with
 * the charts, the verdicts and the standings, `summary.json` and `tables/balance.csv`.
 * @returns the absolute report directory and the files written
 * @throws Error as `writeReportDirectory`
 */
export async function writeBalanceReport(dir: string, r: BalanceResult): Promise<ReportResult> {
  const template = r.template as { name?: string; file?: string; range?: number; points?: number };
  return writeReportDirectory(
    dir,
    r,
    BALANCE_CHARTS,
    async (temp) => {
      const summary = await writeSummaryJson(temp, r);
      mkdirSync(join(temp, 'tables'), { recursive: true });
      const csv = join(temp, 'tables', 'balance.csv');
      writeFileSync(csv, balanceCsv(r), 'utf8');
      return [summary, csv];
    },
    (charts, dataFiles) =>
      renderReportPage({
        title: `Balance: ${r.systemName}`,
        // The lead says each table's verdicts in one sentence (balanceHeadline); each table's
        // section below has every entrant's figures (an audit: the lead had them all, a page of text).
        lead: escapeHtml(`${asSentence(r.subject)}: ${r.entrants.length} entrants, every pair ${thousands(r.trials)} fights${r.tables.length > 1 ? ' at each band' : ''}. ${r.tables.map((t) => `${r.tables.length > 1 ? `At ${tableLabel(t)}: ` : ''}${balanceHeadline(r, t)}.`).join(' ')} Each is tested in its section below.`),
        sections: [
          {
            id: 'facts',
            label: 'Run',
            heading: 'The round robin',
            body: factsTable([
              ['Rule system', `${r.systemName}, variant ${r.variant}`],
              ['Entrants', r.subject],
              ['Encounter', `${template.name ?? ''} (${template.file ?? ''})${r.equalCost ? `: ${template.points ?? ''} ${r.costUnit} a side, ${balanceDistance(Number(template.range ?? 0))} apart` : `: ${r.tables.map((t) => `${tableLabel(t)}${t.band === null ? '' : ` (the ${t.band} band)`}`).join(', ')}${r.distances === undefined ? '' : `; ${r.distances}`}`}`],
              ['Cost', r.costSource],
              ['Rulings', r.rulings],
              ['Trials', `${thousands(r.trials)} a pairing (half each way), seed ${r.seed}`],
              ['Pairing', r.pairing],
              ['Draws', r.draws],
              ['Strengths', `Bradley-Terry, MM algorithm (Hunter 2004), ${r.entrants[r.reference]!.name} = 0; one drawn game added to each pairing as a prior; 95% intervals from ${r.tables[0]!.fit.bootstrapReplicates} bootstrap redraws of each pairing's outcomes`],
              ['Verdicts', r.equalCost ? `score against 50% (equal ${r.costUnit} a side), two-sided z, Holm over the entrants, alpha ${r.alpha}` : `score against the least-squares line of score on cost, two-sided z, Holm over the entrants, alpha ${r.alpha}${r.tables.some((t) => t.standings.some((s) => s.verdict === 'out of reach')) ? '; an entrant out of reach at a distance (it cannot hit there) has no verdict there, and the line and the Holm correction leave it out' : ''}`],
            ]),
          },
          ...r.tables.map((t, k) => ({
            id: `table-${k}`,
            label: tableLabel(t),
            heading: `Standings at ${tableLabel(t)}`,
            body: `${t.text.map((l) => `<p>${escapeHtml(asSentence(l))}</p>`).join('\n')}\n<div class="scroll">${standingsTable(r, t)}</div>`,
          })),
          ...houseRulesSection(r.houseRules),
        ],
        charts,
        dataFiles,
        version: r.version,
      }),
  );
}
