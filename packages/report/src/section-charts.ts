/**
 * One chart per section of a rule system's own counted outcomes (`sections` of a scenario summary,
 * or of each range of a duel summary: Quick on the Draw's courage tests, cards lost...), written once
 * for every system: nothing here names a system or a section. A `proportion` section is drawn as
 * lying bars of `count / out of` (shown as %) with Wilson whiskers, a `mean` section as lying bars of
 * the mean; rows with groups in one panel per group, headed by it; bars coloured by duel range, or
 * by side when the rows are characters or sides of the run, else in one colour. The chart is titled
 * with the section's title, its description is the subtitle.
 */
import type { TopLevelSpec } from 'vega-lite';
import type { CountRowSummary, CountSectionSummary, DuelSummary, SkirmishSummary } from '@deadeye/stats';
import { groupDigits, sectionCounted, shareDigits, shareText } from '@deadeye/stats';
import { CHART_WIDTH, CONFIG, PERCENT_AXIS, SCHEMA, ciWhisker, listLines, rangeLabel, rangeUnit, sideColor, wrapWords, type ChartContext, type ReportChart } from './chart-base.ts';
import { textWidth } from './render.ts';
import { thousands } from '@deadeye/core/thousands';

/** Colours of the series (duel ranges), in order, repeating after ten. */
const SERIES_COLORS: readonly string[] = ['#1f77b4', '#d62728', '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#bcbd22', '#7f7f7f'];

/** The one colour of a section's bars when nothing else tells them apart (no series, no sides). */
const SECTION_COLOR = SERIES_COLORS[0] as string;

/** The group of a row that has none, in a section whose other rows have groups (e.g. Shootout!'s totals over all weapons). */
export const NO_GROUP = 'all';

/** Font sizes of the charts' axis labels and facet headers (`CONFIG`), for sizing their label limits. */
const AXIS_LABEL_SIZE = 11;
const HEADER_LABEL_SIZE = 12;

/** A row as charted: the summary's row, and the series it belongs to (a duel's range), if any. */
export interface SectionChartRow extends CountRowSummary {
  readonly series?: string;
}

/** The run's sides, for colouring a section's rows by side as the report's other charts do. */
export interface SectionSides {
  /** The sides in the summary's order (their colours are {@link sideColor} of this index). */
  readonly names: readonly string[];
  /** The side of each name a row may carry: each side's own name and each character's name. */
  readonly sideOf: ReadonlyMap<string, string>;
}

/** `section-quickdraw.courage`: the chart's file stem (and anchor) of a section id (characters other than letters, digits, `.`, `_`, `-` become `-`). */
export function sectionChartName(id: string): string {
  return `section-${id.replace(/[^A-Za-z0-9._-]/g, '-')}`;
}

/** `Billy Clanton: lethal`: a row's label with its group before it when it has one (the subtitle's list of rows with nothing to count). */
export function sectionRowLabel(row: Pick<CountRowSummary, 'label' | 'group'>): string {
  return row.group === undefined ? row.label : `${row.group}: ${row.label}`;
}

/**
 * A label limit (pixels) that shows the longest of `labels` whole at `fontSize`, measured in the
 * charts' font, and at least `min` (vega's default cuts labels at 180 pixels with "…").
 */
export function labelLimitFor(labels: readonly string[], fontSize: number, bold = false, min = 60): number {
  return Math.ceil(Math.max(min, ...labels.map((l) => textWidth(l, fontSize, bold))) + 4);
}

/**
 * The d3 format of a mean axis: `,~f`, whose decimals vega sets from the tick step, so that large
 * means print as plain numbers with thousands separators (`120`, `1,500`: `~g` printed `1.2e+2`)
 * and small ones with the digits they need (`0.005`: `.2f` printed `0.01`).
 */
export const MEAN_AXIS_FORMAT = ',~f';

/** `12,345`: an integer with thousands separators, as the tables print counts. */
function int(n: number): string {
  return thousands(n);
}

/**
 * The screen-reader label (`aria-label`) of a row's bar: where it is (range, group), the row, then
 * its value first: a share with its interval and count out of its total, or a mean with the count
 * and total it divides. Nothing absent is named (no "Group: null").
 */
function rowDescription(row: SectionChartRow, proportion: boolean, level: string): string {
  const where = [row.series, row.group, row.label].filter((x): x is string => x !== undefined).join(', ');
  const rate = row.rate ?? 0;
  if (proportion) {
    const ci = row.low === null || row.high === null ? '' : ` [${level} CI ${shareDigits(row.low, 2)}–${shareText(row.high, 2)}]`;
    return `${where}: share ${shareText(rate, 2)}${ci}, ${int(row.count)} out of ${int(row.of)}`;
  }
  return `${where}: mean ${rate.toFixed(3)} (count ${int(row.count)} / out of ${int(row.of)})`;
}

/**
 * The chart of one section: one lying bar per row, in row order, of `rate` (proportion: a fraction
 * shown as %, 0 to 100%, with a whisker for its Wilson interval at `confidence`; mean: the mean per
 * `of`, no whisker). Rows with groups are drawn in one panel per group (headed by the group, rows
 * named by their own short label; a row without a group, such as a total, in the panel
 * {@link NO_GROUP}), so that no label is cut. With `series` (a duel's ranges) the bars of a row
 * stand side by side, one colour per series, slots only for the series the panel has; otherwise
 * rows are coloured by side when `sides` names every row's group (or label, rows without groups)
 * as a side or a character of one, in the report's side colours, else all in one colour without a
 * legend. Rows whose `of` is 0 have no bar and are named in the subtitle. Each bar's screen-reader
 * label says the row and its share or mean (see `rowDescription`).
 * @param section the section (its title, description, kind)
 * @param rows the rows to draw (the section's own, or several ranges' with `series` set)
 * @param context subtitle lines after the description (scenario or duel, run)
 * @param confidence the intervals' confidence level (fraction, e.g. 0.95)
 * @param options `series`: the series in order (legend and colours), when the rows have them;
 *   `sides`: the run's sides, to colour rows by side; `trials`: the trials played (per series), so
 *   that a mean section whose every row divides by them is titled a mean per trial
 */
export function countSectionChart(
  section: Pick<CountSectionSummary, 'id' | 'title' | 'description' | 'kind'>,
  rows: readonly SectionChartRow[],
  context: readonly string[],
  confidence: number,
  options: { readonly series?: readonly string[]; readonly sides?: SectionSides; readonly trials?: number } = {},
): TopLevelSpec {
  const { series, sides, trials } = options;
  const proportion = section.kind === 'proportion';
  const level = `${Number((confidence * 100).toFixed(2))}%`;
  const faceted = rows.some((r) => r.group !== undefined);
  // Each drawn row with its screen-reader label (of the row as given: no made-up group named).
  const drawn = rows
    .filter((r) => r.rate !== null)
    .map((r): SectionChartRow & { readonly description: string } => ({ ...r, ...(faceted && r.group === undefined ? { group: NO_GROUP } : {}), description: rowDescription(r, proportion, level) }));
  const labels = [...new Set(drawn.map((r) => r.label))];
  const groups = [...new Set(drawn.flatMap((r) => (r.group === undefined ? [] : [r.group])))];
  const empty = rows.filter((r) => r.rate === null).map((r) => (r.series === undefined ? sectionRowLabel(r) : `${sectionRowLabel(r)} (${r.series})`));
  // Series side by side only where a row has several: per panel, the most series any of its rows has.
  const seriesPerRow = new Map<string, Set<string>>();
  for (const r of drawn) {
    if (r.series === undefined) continue;
    const key = JSON.stringify([r.group ?? null, r.label]);
    seriesPerRow.set(key, (seriesPerRow.get(key) ?? new Set<string>()).add(r.series));
  }
  const offset = series !== undefined && [...seriesPerRow.values()].some((s) => s.size > 1);
  const sideOfRow = (r: SectionChartRow): string | undefined => sides?.sideOf.get(r.group ?? r.label);
  const bySide = series === undefined && sides !== undefined && drawn.length > 0 && drawn.every((r) => sideOfRow(r) !== undefined);
  const sideNames = bySide && sides !== undefined ? sides.names.filter((n) => drawn.some((r) => sideOfRow(r) === n)) : [];
  const values = drawn.map((r) => ({
    label: r.label,
    ...(r.group === undefined ? {} : { group: r.group }),
    ...(r.series === undefined ? {} : { series: r.series }),
    ...(bySide ? { side: sideOfRow(r) } : {}),
    rate: r.rate,
    ...(proportion ? { low: r.low, high: r.high } : {}),
    count: r.count,
    of: r.of,
    description: r.description,
  }));
  const color =
    series !== undefined
      ? { field: 'series', type: 'nominal' as const, title: 'Range', sort: [...series], scale: { domain: [...series], range: series.map((_, i) => SERIES_COLORS[i % SERIES_COLORS.length] as string) }, legend: { orient: 'bottom' as const, direction: 'horizontal' as const } }
      : bySide && sides !== undefined
        ? {
            field: 'side',
            type: 'nominal' as const,
            title: 'Side',
            sort: sideNames,
            scale: { domain: sideNames, range: sideNames.map((n) => sideColor(sides.names.indexOf(n))) },
            // No legend that only repeats the rows' own names (rows that are the sides).
            legend: drawn.every((r) => (r.group ?? r.label) === sideOfRow(r)) ? null : { orient: 'bottom' as const, direction: 'horizontal' as const },
          }
        : undefined;
  const x = proportion
    ? { field: 'rate', type: 'quantitative' as const, title: "Share (% of the row's total: count / out of)", axis: PERCENT_AXIS, scale: { domain: [0, 1] } }
    : {
        field: 'rate',
        type: 'quantitative' as const,
        // Per trial where every row divides by the trials; about five ticks (an audit, 2026-12-07:
        // eleven, "0.0036 0.004" run together in Quick on the Draw's close combat per trial).
        title: trials !== undefined && rows.length > 0 && rows.every((r) => r.of === trials) ? 'Mean per trial (count / trials)' : 'Mean (count / out of)',
        axis: { format: MEAN_AXIS_FORMAT, tickCount: 5, labelOverlap: true, labelSeparation: 6 },
      };
  const tooltip = [
    ...(series === undefined ? [] : [{ field: 'series', title: 'Range' }]),
    ...(faceted ? [{ field: 'group', title: 'Group' }] : []),
    ...(bySide ? [{ field: 'side', title: 'Side' }] : []),
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
  // Every panel's axis as wide as the longest label, so that the panels' plots line up.
  const labelLimit = labelLimitFor(labels, AXIS_LABEL_SIZE);
  const whisker = ciWhisker('x');
  const panels = faceted ? groups : [undefined];
  const panel = (group: string | undefined, last: boolean) => {
    const mine = drawn.filter((r) => r.group === group);
    // The panel's rows in its own order (a label first seen in an earlier panel keeps its place here).
    const own = [...new Set(mine.map((r) => r.label))];
    const present = (series ?? []).filter((x) => mine.some((r) => r.series === x));
    const slots = offset ? Math.max(1, present.length) : 1;
    return {
      ...(group === undefined
        ? {}
        : {
            title: { text: group, anchor: 'start' as const, frame: 'group' as const, dx: -labelLimit, fontSize: HEADER_LABEL_SIZE, fontWeight: 'bold' as const, offset: 4, limit: labelLimitFor([group], HEADER_LABEL_SIZE, true) },
            transform: [{ filter: { field: 'group', equal: group } }],
          }),
      width: CHART_WIDTH,
      height: { step: 14 * slots + 8, for: 'position' as const },
      encoding: {
        y: { field: 'label', type: 'nominal' as const, sort: own, scale: { domain: own }, title: null, axis: { labelLimit, minExtent: labelLimit, maxExtent: labelLimit } },
        ...(offset ? { yOffset: { field: 'series', type: 'nominal' as const, sort: present, scale: { domain: present } } } : {}),
      },
      layer: [
        {
          mark: { type: 'bar' as const, ...(color === undefined ? { color: SECTION_COLOR } : {}) },
          encoding: {
            // Only the last panel labels the shared axis; the others keep its grid.
            x: { ...x, axis: last ? x.axis : { ...x.axis, labels: false, ticks: false, title: null } },
            ...(color === undefined ? {} : { color }),
            tooltip,
            description: { field: 'description' },
          },
        },
        // The whisker is left out of the screen reader's marks: the bar's label says the interval.
        ...(proportion ? [{ ...whisker, mark: { ...whisker.mark, aria: false } }] : []),
      ],
    };
  };
  return {
    $schema: SCHEMA,
    title: {
      text: section.title,
      subtitle: [
        ...wrapWords(groupDigits(section.description, rows.flatMap((r) => [r.count, r.of])), 100),
        ...context.flatMap((line) => wrapWords(line, 100)),
        proportion ? `Bars: count / out of (% of each row's total); whiskers: ${level} Wilson interval` : 'Bars: mean (count / out of), no interval',
        ...(empty.length > 0 ? listLines('Nothing to count (out of = 0, no bar): ', empty) : []),
      ],
    },
    config: CONFIG,
    data: { values },
    ...(faceted
      ? { vconcat: panels.map((g, i) => panel(g, i === panels.length - 1)), spacing: 10, resolve: { scale: { x: 'shared', color: 'shared', y: 'independent', yOffset: 'independent' } } }
      : panel(undefined, true)),
  } as TopLevelSpec;
}

/** The sides of a scenario summary, each side's and each character's name mapped to the side (for {@link countSectionChart}'s colours). */
function sidesOf(s: SkirmishSummary): SectionSides {
  const sideOf = new Map<string, string>();
  for (const side of s.sides) sideOf.set(side.name, side.name);
  for (const c of s.characters) if (!sideOf.has(c.name)) sideOf.set(c.name, c.side);
  return { names: s.sides.map((x) => x.name), sideOf };
}

/**
 * One chart per section of a scenario summary, in section order (none without `sections`); a
 * section that counted nothing (`sectionCounted` of `@deadeye/stats`: every `of` 0, or a mean
 * section's every count 0) has no chart, and no table either: the page names it on one line.
 */
export function skirmishSectionCharts(summary: SkirmishSummary): ReportChart<SkirmishSummary>[] {
  return (summary.sections ?? []).filter((section) => sectionCounted(section.rows, section.kind)).map((section) => ({
    name: sectionChartName(section.id),
    title: section.title,
    build: (s: SkirmishSummary) =>
      countSectionChart(section, section.rows, [`${s.scenarioName} (${s.scenario}); ${thousands(s.trials)} trials, seed ${s.seed}, ${s.system} ${s.variant} rules`], s.confidence, { sides: sidesOf(s), trials: s.trials }),
  }));
}

/**
 * One chart per section of a duel summary, over all ranges (a section is identified by its id; its
 * title, description and kind are taken from the first range that has it), each row's bars one per
 * range, in section order of first appearance (none when no range has `sections`); a section that
 * counted nothing at any range (`sectionCounted`) has no chart, and no table either: the page names
 * it on one line.
 */
export function duelSectionCharts(summary: DuelSummary): ReportChart<DuelSummary>[] {
  const sections = new Map<string, CountSectionSummary>();
  for (const r of summary.results) for (const sec of r.sections ?? []) if (!sections.has(sec.id)) sections.set(sec.id, sec);
  const rowsOf = (id: string): CountRowSummary[] => summary.results.flatMap((r) => r.sections?.find((x) => x.id === id)?.rows ?? []);
  return [...sections.values()].filter((section) => sectionCounted(rowsOf(section.id), section.kind)).map((section) => ({
    name: sectionChartName(section.id),
    title: section.title,
    build: (s: DuelSummary, context: ChartContext = {}) => {
      const u = rangeUnit(context);
      const ranges = s.results.filter((r) => r.sections?.some((x) => x.id === section.id));
      const rows = ranges.flatMap((r) => (r.sections?.find((x) => x.id === section.id)?.rows ?? []).map((row): SectionChartRow => ({ ...row, series: rangeLabel(r, u) })));
      const matchup = `A: ${s.a.name} (${s.a.weapon}) vs B: ${s.b.name} (${s.b.weapon}); ${thousands(s.trials)} trials per range, seed ${s.seed}, ${s.system} ${s.variant} rules`;
      return countSectionChart(section, rows, [matchup], 0.95, { series: ranges.map((r) => rangeLabel(r, u)), trials: s.trials });
    },
  }));
}
