/**
 * Vega-Lite chart specs of a duel {@link DuelSummary}. Pure functions: each returns a complete
 * `TopLevelSpec` with the data inline (`data.values`), the font set to DejaVu Sans, a title that
 * says what is shown and in which units, and axis titles with units. Shares are plotted as
 * fractions and labelled as percent; ranges are in spaces with feet beside them (1 space = 6 ft).
 */
import type { TopLevelSpec } from 'vega-lite';
import type { DuelSummary } from '@deadeye/stats';
import { FEET_PER_SPACE, turnNote } from '@deadeye/stats';
import { duelSectionCharts } from './section-charts.ts';
import { CHART_WIDTH, COLOR_A, COLOR_B, CONFIG, PERCENT_AXIS, SCHEMA, chartsThatApply, ciWhisker, listLines, pct, rangeLabel, rangeTitle, rangeUnit, type ChartContext, type ReportChart } from './chart-base.ts';
import { thousands } from '@deadeye/core/thousands';

export { CHART_WIDTH, CHART_FONT, CONFIG, PERCENT_AXIS, SCHEMA, chartsThatApply, ciWhisker, listLines, pct, rangeLabel, type ReportChart, type ChartContext } from './chart-base.ts';

export { COLOR_A, COLOR_B } from './chart-base.ts';
const COLOR_BOTH = '#6b6b6b';
/** Colour of draws (undecided trials). */
export const COLOR_DRAW = '#c4c4c4';

/** Title of each chart, keyed by chart name (also the HTML section headings). */
export const CHART_TITLES = {
  winRate: 'Duel outcomes by range (% of trials)',
  winRateByRange: 'Win rate against range (% of trials)',
  turns: 'Turns to resolution (% of trials)',
  woundLocation: 'Where wounds land (% of wounds received)',
  hitRate: 'Hit rate per shot fired (% of shots)',
} as const;

/** Wound chart locations in chart (location roll) order, with their printed labels. */
export const WOUND_LOCATIONS: readonly { readonly key: string; readonly label: string }[] = [
  { key: 'leftLeg', label: 'Left Leg' },
  { key: 'rightLeg', label: 'Right Leg' },
  { key: 'leftArmHand', label: 'Left Arm/Hand' },
  { key: 'rightArmHand', label: 'Right Arm/Hand' },
  { key: 'rightShoulder', label: 'Right Shoulder' },
  { key: 'leftShoulder', label: 'Left Shoulder' },
  { key: 'abdomenGroin', label: 'Abdomen/Groin' },
  { key: 'chest', label: 'Chest' },
  { key: 'head', label: 'Head' },
];

/** `A: Doc Holliday (FDR6)`: the label of a duelist in legends (distinct even in mirror duels). */
export function duelistLabel(summary: DuelSummary, which: 'A' | 'B'): string {
  const d = which === 'A' ? summary.a : summary.b;
  return `${which}: ${d.name} (${d.weapon})`;
}

function matchup(summary: DuelSummary): string {
  return `${duelistLabel(summary, 'A')} vs ${duelistLabel(summary, 'B')}`;
}

function runLine(summary: DuelSummary): string {
  return `${thousands(summary.trials)} trials per range, seed ${summary.seed}, ${summary.variant} rules, max ${summary.maxTurns} turns`;
}

/** Range category axis: `3 sp / 18 ft` labels on two lines (`3 sp` over `18 ft`; `3 paces`, `3 inches` in the system's own word). */
const RANGE_BAND_AXIS = { labelAngle: 0, labelExpr: "split(datum.label, ' / ')", labelPadding: 4 };

/** Width of charts with one category per range: {@link CHART_WIDTH}, wider when there are many ranges. */
function bandedWidth(summary: DuelSummary): number {
  return Math.max(CHART_WIDTH, summary.results.length * 56);
}

/**
 * Outcomes per range: bars of A wins, B wins, both down and draw (fractions of trials, shown as
 * %), whiskers for the 95 % Wilson intervals of A and B wins, and black ticks at the exact
 * probabilities where the summary has them.
 */
export function winRateChart(summary: DuelSummary, context: ChartContext = {}): TopLevelSpec {
  const u = rangeUnit(context);
  const outcomes = [`A (${summary.a.name}) wins`, `B (${summary.b.name}) wins`, 'Both down', `Draw (undecided after ${summary.maxTurns} turns)`];
  const [oA, oB, oBoth, oDraw] = outcomes as [string, string, string, string];
  const ranges = summary.results.map((r) => rangeLabel(r, u));
  const values = summary.results.flatMap((r) => {
    const range = rangeLabel(r, u);
    const e = r.exact;
    return [
      { range, outcome: oA, fraction: r.aWins, low: r.aWinsCI[0], high: r.aWinsCI[1], exact: e?.aWins ?? null },
      { range, outcome: oB, fraction: r.bWins, low: r.bWinsCI[0], high: r.bWinsCI[1], exact: e?.bWins ?? null },
      { range, outcome: oBoth, fraction: r.bothDown, low: null, high: null, exact: e?.bothDown ?? null },
      { range, outcome: oDraw, fraction: r.draw, low: null, high: null, exact: e?.draw ?? null },
    ];
  });
  const hasExact = summary.results.some((r) => r.exact !== undefined);
  const y = { field: 'fraction', type: 'quantitative' as const, title: 'Share of trials (%)', axis: PERCENT_AXIS, scale: { domain: [0, 1] } };
  return {
    $schema: SCHEMA,
    title: {
      text: CHART_TITLES.winRate,
      subtitle: [
        matchup(summary),
        runLine(summary),
        `Bars: Monte Carlo; whiskers: 95% Wilson interval${hasExact ? '; black ticks: exact probability (Markov chain)' : ''}`,
      ],
    },
    width: bandedWidth(summary),
    height: 300,
    config: CONFIG,
    data: { values },
    encoding: {
      x: { field: 'range', type: 'nominal', sort: ranges, title: rangeTitle(context), axis: RANGE_BAND_AXIS },
      xOffset: { field: 'outcome', type: 'nominal', sort: outcomes, scale: { domain: outcomes, paddingInner: 0.1 } },
    },
    layer: [
      {
        mark: { type: 'bar' },
        encoding: {
          y,
          color: { field: 'outcome', type: 'nominal', title: 'Outcome', scale: { domain: outcomes, range: [COLOR_A, COLOR_B, COLOR_BOTH, COLOR_DRAW] } },
          tooltip: [
            { field: 'range', title: 'Range' },
            { field: 'outcome', title: 'Outcome' },
            { field: 'fraction', type: 'quantitative', format: '.2%', title: 'Monte Carlo' },
            // Only when solved: unsolved, every bar's tooltip and screen-reader label said "Exact: null".
            ...(hasExact ? [{ field: 'exact', type: 'quantitative' as const, format: '.2%', title: 'Exact' }] : []),
          ],
        },
      },
      {
        transform: [{ filter: 'datum.low != null' }],
        ...ciWhisker('y'),
      },
      ...(hasExact
        ? [
            {
              transform: [{ filter: 'datum.exact != null' }],
              mark: { type: 'tick' as const, color: 'black', opacity: 1, thickness: 3 },
              encoding: { y: { field: 'exact', type: 'quantitative' as const } },
            },
          ]
        : []),
    ],
  } satisfies TopLevelSpec;
}

/**
 * Win rates of A and B against range (fractions of trials, shown as %): lines with points and a
 * shaded 95 % Wilson band; exact probabilities as hollow diamonds where present. Only meaningful
 * with two or more ranges (the report skips it otherwise), but valid for one.
 */
export function winRateByRangeChart(summary: DuelSummary, context: ChartContext = {}): TopLevelSpec {
  const u = rangeUnit(context);
  const duelists = [duelistLabel(summary, 'A'), duelistLabel(summary, 'B')];
  const values = summary.results.flatMap((r) => [
    { range: r.range, duelist: duelists[0], win: r.aWins, low: r.aWinsCI[0], high: r.aWinsCI[1], exact: r.exact?.aWins ?? null },
    { range: r.range, duelist: duelists[1], win: r.bWins, low: r.bWinsCI[0], high: r.bWinsCI[1], exact: r.exact?.bWins ?? null },
  ]);
  const hasExact = summary.results.some((r) => r.exact !== undefined);
  const color = { field: 'duelist', type: 'nominal', title: 'Duelist', scale: { domain: duelists, range: [COLOR_A, COLOR_B] } } as const;
  const y = { type: 'quantitative' as const, title: 'Win rate (% of trials)', axis: PERCENT_AXIS, scale: { domain: [0, 1] } };
  return {
    $schema: SCHEMA,
    title: {
      text: CHART_TITLES.winRateByRange,
      subtitle: [matchup(summary), runLine(summary), `Lines: Monte Carlo; band: 95% Wilson interval${hasExact ? '; diamonds: exact probability' : ''}`],
    },
    width: CHART_WIDTH,
    height: 300,
    config: CONFIG,
    data: { values },
    encoding: {
      x: {
        field: 'range',
        type: 'quantitative',
        title: u === 'sp' ? 'Range (spaces; 1 space = 6 ft)' : `Range (${u}, one a space; 1 space = 6 ft)`,
        scale: { zero: false, nice: false, padding: 28 },
        axis: { values: summary.results.map((r) => r.range), labelExpr: `[datum.value + ' ${u}', datum.value * ${FEET_PER_SPACE} + ' ft']`, grid: true },
      },
      color,
    },
    layer: [
      {
        mark: { type: 'line', point: true, strokeWidth: 2 },
        encoding: {
          y: { ...y, field: 'win' },
          tooltip: [
            { field: 'duelist', title: 'Duelist' },
            { field: 'range', title: 'Range (spaces)' },
            { field: 'win', type: 'quantitative', format: '.2%', title: 'Win rate' },
            { field: 'low', type: 'quantitative', format: '.2%', title: 'CI low' },
            { field: 'high', type: 'quantitative', format: '.2%', title: 'CI high' },
          ],
        },
      },
      { mark: { type: 'area', opacity: 0.18 }, encoding: { y: { ...y, field: 'low' }, y2: { field: 'high' } } },
      ...(hasExact
        ? [
            {
              transform: [{ filter: 'datum.exact != null' }],
              mark: { type: 'point' as const, shape: 'diamond', filled: false, size: 110, strokeWidth: 2 },
              encoding: { y: { ...y, field: 'exact' } },
            },
          ]
        : []),
    ],
  } satisfies TopLevelSpec;
}

/**
 * Turns-to-resolution histogram: share of ALL trials (shown as %) decided in each turn, per range
 * (colour, grouped bars; small multiples by range when there are more than three ranges). Turns
 * after the last turn in which any trial was decided are left out; draws are listed in the subtitle.
 */
export function turnsChart(summary: DuelSummary, context: ChartContext = {}): TopLevelSpec {
  const u = rangeUnit(context);
  const ranges = summary.results.map((r) => rangeLabel(r, u));
  let lastTurn = 1;
  for (const r of summary.results) for (const t of r.turns) if (t.fraction > 0) lastTurn = Math.max(lastTurn, t.turn);
  const values = summary.results.flatMap((r) => r.turns.filter((t) => t.turn <= lastTurn).map((t) => ({ range: rangeLabel(r, u), turn: t.turn, fraction: t.fraction })));
  const draws = listLines(`Draws (undecided after ${summary.maxTurns} turns, not shown): `, summary.results.map((r) => `${pct(r.draw)} at ${r.range} ${u}`));
  // What a turn is, when the system's turn is known (Quick on the Draw: a phase), as the scenario report's turns chart says.
  const turnWords = context.turn === undefined ? '' : `${turnNote(context.turn)}; `;
  const means = listLines(`Mean turns played (${turnWords}a draw counts ${summary.maxTurns}): `, summary.results.map((r) => `${r.meanTurns.toFixed(2)} at ${r.range} ${u}`));
  const facetted = summary.results.length > 3;
  const color = { field: 'range', type: 'nominal', title: rangeTitle(context), sort: ranges, scale: { domain: ranges } } as const;
  const x = { field: 'turn', type: 'ordinal', title: 'Turn in which the duel was decided (turn number)', axis: { labelAngle: 0, labelOverlap: 'parity' as const } } as const;
  const y = { field: 'fraction', type: 'quantitative', title: 'Share of trials (%)', axis: PERCENT_AXIS } as const;
  const tooltip = [
    { field: 'range', title: 'Range' },
    { field: 'turn', title: 'Turn' },
    { field: 'fraction', type: 'quantitative' as const, format: '.2%', title: 'Share of trials' },
  ];
  const title = {
    text: CHART_TITLES.turns,
    subtitle: [matchup(summary), ...draws, ...means],
  };
  if (facetted) {
    return {
      $schema: SCHEMA,
      title,
      config: CONFIG,
      data: { values },
      facet: { row: { field: 'range', type: 'nominal', sort: ranges, title: rangeTitle(context), header: { labelAngle: 0, labelAlign: 'left' } } },
      spec: { width: CHART_WIDTH - 90, height: 90, mark: { type: 'bar', color: COLOR_A }, encoding: { x, y: { ...y, title: '% of trials' }, tooltip } },
    } as TopLevelSpec;
  }
  return {
    $schema: SCHEMA,
    title,
    width: CHART_WIDTH,
    height: 280,
    config: CONFIG,
    data: { values },
    mark: 'bar',
    encoding: {
      x,
      xOffset: { field: 'range', type: 'nominal', sort: ranges, scale: { domain: ranges } },
      y,
      color,
      tooltip,
    },
  } satisfies TopLevelSpec;
}

/**
 * Distribution of wound locations received by each duelist (fractions of that duelist's wounds,
 * shown as %), locations in wound chart order, one panel per range. Location keys not in
 * {@link WOUND_LOCATIONS} are appended under their key. BOOT HILL's wound chart: a duelist whose
 * summary has no `woundLocations` has no bars (the report leaves the chart out when none has them,
 * see {@link hasWoundLocations}).
 */
export function woundLocationChart(summary: DuelSummary, context: ChartContext = {}): TopLevelSpec {
  const u = rangeUnit(context);
  const ranges = summary.results.map((r) => rangeLabel(r, u));
  const duelists = [duelistLabel(summary, 'A'), duelistLabel(summary, 'B')];
  const labels = new Map(WOUND_LOCATIONS.map((l) => [l.key, l.label]));
  const order = WOUND_LOCATIONS.map((l) => l.label);
  for (const r of summary.results) {
    for (const k of [...Object.keys(r.a.woundLocations ?? {}), ...Object.keys(r.b.woundLocations ?? {})]) {
      if (!labels.has(k)) {
        labels.set(k, k);
        order.push(k);
      }
    }
  }
  const noWounds: string[] = [];
  const values = summary.results.flatMap((r) =>
    (['A', 'B'] as const).flatMap((which, i) => {
      const d = which === 'A' ? r.a : r.b;
      if (d.woundsPerTrial === 0) noWounds.push(`${which} at ${r.range} ${u}`);
      return Object.entries(d.woundLocations ?? {}).map(([key, fraction]) => ({ range: rangeLabel(r, u), duelist: duelists[i], location: labels.get(key) ?? key, fraction }));
    }),
  );
  return {
    $schema: SCHEMA,
    title: {
      text: CHART_TITLES.woundLocation,
      subtitle: [matchup(summary), 'Share of the wounds each duelist received that hit each location', ...(noWounds.length > 0 ? listLines('No wounds received: ', noWounds) : [])],
    },
    config: CONFIG,
    data: { values },
    facet: { row: { field: 'range', type: 'nominal', sort: ranges, title: rangeTitle(context), header: { labelAngle: 0, labelAlign: 'left' } } },
    spec: {
      width: CHART_WIDTH - 150,
      height: { step: 8 },
      mark: 'bar',
      encoding: {
        y: { field: 'location', type: 'nominal', sort: order, scale: { domain: order }, title: 'Wound location' },
        yOffset: { field: 'duelist', type: 'nominal', sort: duelists, scale: { domain: duelists } },
        x: { field: 'fraction', type: 'quantitative', title: 'Share of wounds received (%)', axis: { ...PERCENT_AXIS, tickCount: 6 } },
        color: { field: 'duelist', type: 'nominal', title: 'Wounds received by', scale: { domain: duelists, range: [COLOR_A, COLOR_B] } },
        tooltip: [
          { field: 'range', title: 'Range' },
          { field: 'duelist', title: 'Duelist' },
          { field: 'location', title: 'Location' },
          { field: 'fraction', type: 'quantitative', format: '.2%', title: 'Share of wounds' },
        ],
      },
    },
  } satisfies TopLevelSpec;
}

/**
 * Hit rate (hits per shot fired, shown as %) of each duelist at each range, with 95 % Wilson
 * whiskers. A duelist who fired no shots at a range has no bar there (named in the subtitle).
 */
export function hitRateChart(summary: DuelSummary, context: ChartContext = {}): TopLevelSpec {
  const u = rangeUnit(context);
  const ranges = summary.results.map((r) => rangeLabel(r, u));
  const duelists = [duelistLabel(summary, 'A'), duelistLabel(summary, 'B')];
  const noShots: string[] = [];
  const values = summary.results.flatMap((r) =>
    (['A', 'B'] as const).flatMap((which, i) => {
      const d = which === 'A' ? r.a : r.b;
      if (d.hitRate === null || d.hitRateCI === null) {
        noShots.push(`${which} at ${r.range} ${u}`);
        return [];
      }
      return [{ range: rangeLabel(r, u), duelist: duelists[i], band: which === 'A' ? r.band.a : r.band.b, hitRate: d.hitRate, low: d.hitRateCI[0], high: d.hitRateCI[1], shotsPerTrial: d.shotsPerTrial }];
    }),
  );
  return {
    $schema: SCHEMA,
    title: {
      text: CHART_TITLES.hitRate,
      subtitle: [matchup(summary), 'Bars: hits / shots fired; whiskers: 95% Wilson interval', ...(noShots.length > 0 ? listLines('No shots fired (no bar): ', noShots) : [])],
    },
    width: bandedWidth(summary),
    height: 260,
    config: CONFIG,
    data: { values },
    encoding: {
      x: { field: 'range', type: 'nominal', sort: ranges, scale: { domain: ranges }, title: rangeTitle(context), axis: RANGE_BAND_AXIS },
      xOffset: { field: 'duelist', type: 'nominal', sort: duelists, scale: { domain: duelists, paddingInner: 0.1 } },
    },
    layer: [
      {
        mark: 'bar',
        encoding: {
          y: { field: 'hitRate', type: 'quantitative', title: 'Hit rate (% of shots fired)', axis: PERCENT_AXIS },
          color: { field: 'duelist', type: 'nominal', title: 'Duelist', scale: { domain: duelists, range: [COLOR_A, COLOR_B] } },
          tooltip: [
            { field: 'range', title: 'Range' },
            { field: 'duelist', title: 'Duelist' },
            { field: 'band', title: 'Range band' },
            { field: 'hitRate', type: 'quantitative', format: '.2%', title: 'Hit rate' },
            { field: 'shotsPerTrial', type: 'quantitative', format: '.2f', title: 'Shots per trial' },
          ],
        },
      },
      ciWhisker('y'),
    ],
  } satisfies TopLevelSpec;
}

/** Whether any duelist at any range has wound locations (BOOT HILL's wound chart). */
export function hasWoundLocations(summary: DuelSummary): boolean {
  return summary.results.some((r) => r.a.woundLocations !== undefined || r.b.woundLocations !== undefined);
}

/** One chart of the duel report. */
export type DuelChart = ReportChart<DuelSummary>;

/** Every chart of the duel report, in report order: the one list the HTML and the files follow. */
export const DUEL_CHARTS: readonly DuelChart[] = [
  { name: 'winRate', title: CHART_TITLES.winRate, build: winRateChart },
  { name: 'winRateByRange', title: CHART_TITLES.winRateByRange, build: winRateByRangeChart, applies: (s) => s.results.length >= 2 },
  { name: 'hitRate', title: CHART_TITLES.hitRate, build: hitRateChart },
  { name: 'turns', title: CHART_TITLES.turns, build: turnsChart },
  { name: 'woundLocation', title: CHART_TITLES.woundLocation, build: woundLocationChart, applies: hasWoundLocations },
];

/**
 * The charts of {@link DUEL_CHARTS} that apply to `summary` (e.g. no win-rate-by-range line for one
 * range, no wound-location chart without BOOT HILL's wound counts), then one chart per section of
 * the rule system's own outcomes (`results[].sections`, see `duelSectionCharts`).
 */
export function duelChartsFor(summary: DuelSummary): DuelChart[] {
  return [...chartsThatApply(DUEL_CHARTS, summary), ...duelSectionCharts(summary)];
}
