/**
 * One chart per section of a rule system's own counted outcomes (`sections` of a scenario summary,
 * or of each range of a duel summary: Quick on the Draw's courage tests, cards lost...), written once
 * for every system: nothing here names a system or a section. A `proportion` section is drawn as
 * lying bars of `count / of` (shown as %) with Wilson whiskers, a `mean` section as lying bars of the
 * mean; the chart is titled with the section's title, its description is the subtitle.
 */
import type { TopLevelSpec } from 'vega-lite';
import type { CountRowSummary, CountSectionSummary, DuelSummary, SkirmishSummary } from '@deadeye/stats';
import { CHART_WIDTH, CONFIG, PERCENT_AXIS, SCHEMA, ciWhisker, listLines, rangeLabel, rangeUnit, wrapWords, type ChartContext, type ReportChart } from './chart-base.ts';

/** Colours of the series (duel ranges) or groups (e.g. characters), in order, repeating after ten. */
const SERIES_COLORS: readonly string[] = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#bcbd22', '#7f7f7f'];

/** A row as charted: the summary's row, and the series it belongs to (a duel's range), if any. */
export interface SectionChartRow extends CountRowSummary {
  readonly series?: string;
}

/** `section-quickdraw.courage`: the chart's file stem (and anchor) of a section id (characters other than letters, digits, `.`, `_`, `-` become `-`). */
export function sectionChartName(id: string): string {
  return `section-${id.replace(/[^A-Za-z0-9._-]/g, '-')}`;
}

/** `Billy Clanton: lethal`: a row's label on the category axis (its group before it when it has one). */
export function sectionRowLabel(row: Pick<CountRowSummary, 'label' | 'group'>): string {
  return row.group === undefined ? row.label : `${row.group}: ${row.label}`;
}

/**
 * The chart of one section: one lying bar per row (categories in row order, `group: label`), of
 * `rate` (proportion: a fraction shown as %, 0 to 100%, with a whisker for its Wilson interval at
 * `confidence`; mean: the mean per `of`, no whisker). With `series` (a duel's ranges) the bars of a
 * row stand side by side, one colour per series; otherwise rows are coloured by group when they
 * have groups. Rows whose `of` is 0 have no bar and are named in the subtitle.
 * @param section the section (its title, description, kind)
 * @param rows the rows to draw (the section's own, or several ranges' with `series` set)
 * @param context subtitle lines after the description (scenario or duel, run)
 * @param confidence the intervals' confidence level (fraction, e.g. 0.95)
 * @param series the series in order (legend and colours), when the rows have them
 */
export function countSectionChart(
  section: Pick<CountSectionSummary, 'id' | 'title' | 'description' | 'kind'>,
  rows: readonly SectionChartRow[],
  context: readonly string[],
  confidence: number,
  series?: readonly string[],
): TopLevelSpec {
  const proportion = section.kind === 'proportion';
  const categories = [...new Set(rows.map(sectionRowLabel))];
  const groups = [...new Set(rows.flatMap((r) => (r.group === undefined ? [] : [r.group])))];
  const empty = rows.filter((r) => r.rate === null).map((r) => (r.series === undefined ? sectionRowLabel(r) : `${sectionRowLabel(r)} (${r.series})`));
  const values = rows.flatMap((r) =>
    r.rate === null
      ? []
      : [{ category: sectionRowLabel(r), label: r.label, group: r.group ?? null, series: r.series ?? null, rate: r.rate, low: r.low, high: r.high, count: r.count, of: r.of }],
  );
  const level = `${Number((confidence * 100).toFixed(2))}%`;
  const colorBy = series !== undefined ? { field: 'series', title: 'Range', domain: [...series] } : groups.length > 0 ? { field: 'group', title: 'Group', domain: groups } : undefined;
  const color =
    colorBy === undefined
      ? undefined
      : {
          field: colorBy.field,
          type: 'nominal' as const,
          title: colorBy.title,
          sort: colorBy.domain,
          scale: { domain: colorBy.domain, range: colorBy.domain.map((_, i) => SERIES_COLORS[i % SERIES_COLORS.length] as string) },
          legend: { orient: 'bottom' as const, direction: 'horizontal' as const },
        };
  const x = proportion
    ? { field: 'rate', type: 'quantitative' as const, title: 'Share (% of the row\'s total: count / of)', axis: PERCENT_AXIS, scale: { domain: [0, 1] } }
    : // '~g': as many digits as a tick needs (0.005, 0.01; 12), where '.2f' printed 0.00, 0.01, 0.01 for means below 0.05.
      { field: 'rate', type: 'quantitative' as const, title: 'Mean (count / of)', axis: { format: '~g' } };
  const tooltip = [
    ...(series === undefined ? [] : [{ field: 'series', title: 'Range' }]),
    ...(groups.length > 0 ? [{ field: 'group', title: 'Group' }] : []),
    { field: 'label', title: 'Row' },
    proportion ? { field: 'rate', type: 'quantitative' as const, format: '.2%', title: 'Share' } : { field: 'rate', type: 'quantitative' as const, format: '.3f', title: 'Mean' },
    ...(proportion
      ? [
          { field: 'low', type: 'quantitative' as const, format: '.2%', title: 'CI low' },
          { field: 'high', type: 'quantitative' as const, format: '.2%', title: 'CI high' },
        ]
      : []),
    { field: 'count', type: 'quantitative' as const, format: ',d', title: 'Count' },
    { field: 'of', type: 'quantitative' as const, format: ',d', title: 'Out of' },
  ];
  const perCategory = series === undefined ? 1 : Math.max(1, series.length);
  return {
    $schema: SCHEMA,
    title: {
      text: section.title,
      subtitle: [
        ...wrapWords(section.description, 100),
        ...context,
        proportion ? `Bars: count / of (% of each row's total); whiskers: ${level} Wilson interval` : 'Bars: mean (count / of), no interval',
        ...(empty.length > 0 ? listLines('Nothing to count (of = 0, no bar): ', empty, 4) : []),
      ],
    },
    width: CHART_WIDTH,
    height: { step: 14 * perCategory + 8 },
    config: CONFIG,
    data: { values },
    encoding: {
      y: { field: 'category', type: 'nominal', sort: categories, scale: { domain: categories }, title: null, axis: { labelLimit: 260, maxExtent: 280 } },
      ...(series === undefined ? {} : { yOffset: { field: 'series', type: 'nominal' as const, sort: [...series], scale: { domain: [...series] } } }),
    },
    layer: [
      {
        mark: color === undefined ? { type: 'bar', color: SERIES_COLORS[0] } : { type: 'bar' },
        encoding: { x, ...(color === undefined ? {} : { color }), tooltip },
      },
      ...(proportion ? [{ transform: [{ filter: 'datum.low != null' }], ...ciWhisker('x') }] : []),
    ],
  } as TopLevelSpec;
}

/**
 * Whether any of `rows` has something to draw: a row with `of` above 0, and for a mean (`kind`
 * `mean`) one above 0 too (a share of 0 is drawn, its interval saying how low it is; means all 0
 * would be an empty frame: the table says so).
 */
function anythingToCount(rows: readonly Pick<CountRowSummary, 'rate' | 'count'>[], kind: CountSectionSummary['kind']): boolean {
  return rows.some((r) => r.rate !== null && (kind !== 'mean' || r.count > 0));
}

/**
 * One chart per section of a scenario summary, in section order (none without `sections`); a
 * section with nothing to count in any row (every `of` 0, or a mean section's every count 0) has
 * no chart, only its table.
 */
export function skirmishSectionCharts(summary: SkirmishSummary): ReportChart<SkirmishSummary>[] {
  return (summary.sections ?? []).filter((section) => anythingToCount(section.rows, section.kind)).map((section) => ({
    name: sectionChartName(section.id),
    title: section.title,
    build: (s: SkirmishSummary) =>
      countSectionChart(section, section.rows, [`${s.scenarioName} (${s.scenario}); ${s.trials.toLocaleString('en-US')} trials, seed ${s.seed}, ${s.system} ${s.variant} rules`], s.confidence),
  }));
}

/**
 * One chart per section of a duel summary, over all ranges (a section is identified by its id; its
 * title, description and kind are taken from the first range that has it), each row's bars one per
 * range, in section order of first appearance (none when no range has `sections`); a section with
 * nothing to count in any row at any range (or a mean section's every count 0) has no chart, only
 * its table.
 */
export function duelSectionCharts(summary: DuelSummary): ReportChart<DuelSummary>[] {
  const sections = new Map<string, CountSectionSummary>();
  for (const r of summary.results) for (const sec of r.sections ?? []) if (!sections.has(sec.id)) sections.set(sec.id, sec);
  const rowsOf = (id: string): CountRowSummary[] => summary.results.flatMap((r) => r.sections?.find((x) => x.id === id)?.rows ?? []);
  return [...sections.values()].filter((section) => anythingToCount(rowsOf(section.id), section.kind)).map((section) => ({
    name: sectionChartName(section.id),
    title: section.title,
    build: (s: DuelSummary, context: ChartContext = {}) => {
      const u = rangeUnit(context);
      const ranges = s.results.filter((r) => r.sections?.some((x) => x.id === section.id));
      const rows = ranges.flatMap((r) => (r.sections?.find((x) => x.id === section.id)?.rows ?? []).map((row): SectionChartRow => ({ ...row, series: rangeLabel(r, u) })));
      const matchup = `A: ${s.a.name} (${s.a.weapon}) vs B: ${s.b.name} (${s.b.weapon}); ${s.trials.toLocaleString('en-US')} trials per range, seed ${s.seed}, ${s.system} ${s.variant} rules`;
      return countSectionChart(section, rows, [matchup], 0.95, ranges.map((r) => rangeLabel(r, u)));
    },
  }));
}
