/**
 * What every chart of the reports shares (duel, scenario, and a rule system's own sections): the
 * font, the `config`, the schema, the Wilson whisker layer, label helpers, and what a report chart
 * is ({@link ReportChart}). `charts.ts` re-exports all of it.
 */
import type { TopLevelSpec } from 'vega-lite';
import type { DuelRangeSummary, OutcomeTerms, TurnUnit } from '@deadeye/stats';
import { shareText } from '@deadeye/stats';

/** Plot area width of every chart (pixels, before the 2x PNG zoom). */
export const CHART_WIDTH = 560;

/** Font of every chart; the PNG renderer loads exactly this family. */
export const CHART_FONT = 'DejaVu Sans';

/** Colours of the first and second party (duelist A / B, first and second side). */
export const COLOR_A = '#1f77b4';
export const COLOR_B = '#d62728';

/** Colours of sides, in side order (repeating after ten sides). */
export const SIDE_COLORS: readonly string[] = [COLOR_A, COLOR_B, '#2ca02c', '#ff7f0e', '#9467bd', '#8c564b', '#e377c2', '#17becf', '#bcbd22', '#7f7f7f'];

/** The colour of the side at `index` in the summary's side order ({@link SIDE_COLORS}, repeating). */
export function sideColor(index: number): string {
  return SIDE_COLORS[index % SIDE_COLORS.length] ?? COLOR_A;
}

/** `$schema` of every spec. */
export const SCHEMA = 'https://vega.github.io/schema/vega-lite/v6.json';
/**
 * The layer that draws a Wilson interval as a whisker from the datum's `low` to its `high`
 * (fractions, on the chart's percent axis), along `axis` ('y' for upright bars, 'x' for lying
 * ones); `color` and `strokeWidth` (pixels) default to a thin black rule.
 */
export function ciWhisker(axis: 'x' | 'y', color = 'black', strokeWidth = 1.5) {
  const encoding = axis === 'y' ? { y: { field: 'low', type: 'quantitative' as const }, y2: { field: 'high' } } : { x: { field: 'low', type: 'quantitative' as const }, x2: { field: 'high' } };
  return { mark: { type: 'rule' as const, color, strokeWidth }, encoding };
}

/** `config` of every spec: DejaVu Sans, white background, title/axis/legend font sizes. */
export const CONFIG = {
  font: CHART_FONT,
  background: 'white',
  padding: 12,
  title: { fontSize: 15, subtitleFontSize: 11, subtitleColor: '#444', anchor: 'start', offset: 12 },
  axis: { labelFontSize: 11, titleFontSize: 12, titleFontWeight: 'normal', gridColor: '#e6e6e6' },
  legend: { labelFontSize: 11, titleFontSize: 12, labelLimit: 360, orient: 'bottom', direction: 'vertical' },
  header: { labelFontSize: 12, titleFontSize: 12 },
  view: { stroke: '#ddd' },
} as const;

/**
 * `head` then the items, comma-separated, as subtitle lines of at most `width` characters (as
 * {@link wrapWords}; continuation lines indented 4 spaces): a line breaks between items, and an item
 * too long for a line of its own is broken at its spaces. It counted items (at most 4 or 6 a line)
 * until an audit (2026-12-07) found Shootout!'s Draw! chart with a 221-character line of three long
 * items, which shrank the chart to fit the page.
 */
export function listLines(head: string, items: readonly string[], width = 100): string[] {
  const lines: string[] = [];
  let line = head;
  items.forEach((item, k) => {
    const text = k < items.length - 1 ? `${item},` : item;
    const joined = k === 0 ? `${line}${text}` : `${line} ${text}`;
    if (joined.length <= width) {
      line = joined;
      return;
    }
    if (k > 0 || head.trim() !== '') lines.push(line.trimEnd());
    // On a line of its own; one too long even there is broken at its spaces.
    const parts = wrapWords(text, width - 4);
    lines.push(...parts.slice(0, -1).map((p) => `    ${p}`));
    line = `    ${parts[parts.length - 1] ?? ''}`;
  });
  if (line.trim() !== '') lines.push(line.trimEnd());
  return lines.length > 0 ? lines : [head];
}

/** `3 sp / 18 ft`: the label of a range on category axes and legends. */
export function rangeLabel(r: Pick<DuelRangeSummary, 'range' | 'rangeFeet'>, unit = 'sp'): string {
  return `${r.range} ${unit} / ${r.rangeFeet} ft`;
}

/** The word for a duel's range in the run's rule system (`terms.rangeUnit`: paces, inches), else `sp` (spaces). */
export function rangeUnit(context: ChartContext): string {
  return context.terms?.rangeUnit ?? 'sp';
}

/**
 * The title of a duel chart's range axis or facet: "Range (spaces / feet)", the spaces named in the
 * run's rule system's distance (`terms.rangeUnit`: "Range (paces / feet)", "Range (inches / feet)").
 */
export function rangeTitle(context: ChartContext): string {
  return `Range (${context.terms?.rangeUnit ?? 'spaces'} / feet)`;
}

/** A fraction as percent with 1 decimal (`0.4512` -> `45.1%`; stats' shareText: more where it would round to 0 or 100 but is not), for subtitles. */
export function pct(x: number): string {
  return shareText(x, 1);
}

/** Axis of fractions labelled as whole percent. */
export const PERCENT_AXIS = { format: '.0%' } as const;

/**
 * What a chart may need beyond its summary: the run's rule system's turn (`getSystem(id).turn` of
 * the registry, handed in by the CLI: the report never imports the registry). Without it, texts say
 * "turns of the rule system" instead of the turn's game time.
 */
export interface ChartContext {
  readonly turn?: TurnUnit;
  /** The run's rule system's words for its counts (the registry's `terms`); absent: {@link NEUTRAL_TERMS}. */
  readonly terms?: OutcomeTerms;
}

/**
 * The words of a report not told its rule system's (`terms` absent from the {@link ChartContext}):
 * true of every system, saying less than its own. The CLI always hands the system's.
 */
export const NEUTRAL_TERMS: OutcomeTerms = {
  bands: [],
  wounds: { name: 'Wounds', meaning: 'wounds inflicted' },
  kills: { name: 'Kills', meaning: 'characters put out of the fight' },
  brawlDamage: "the rule system's damage",
  firstShot: { exchange: 'exchanges of fire in which one character alone was the fastest', fastest: 'Fastest character still up', standing: 'afterwards' },
  duel: { together: 'trials in which both fired first together', first: 'trials in which the duelist alone fired first' },
};

/** One chart of a report of summaries of type `S`. */
export interface ReportChart<S> {
  /** File stem under `charts/` (`<name>.vl.json`, `.svg`, `.png`). */
  readonly name: string;
  /** Title (also the chart's own title and the HTML heading). */
  readonly title: string;
  /** Builds the Vega-Lite spec. */
  readonly build: (summary: S, context?: ChartContext) => TopLevelSpec;
  /** Whether the chart is meaningful for this summary (default: always). */
  readonly applies?: (summary: S) => boolean;
  /**
   * Text the page shows above the chart (HTML, escaped by the builder): what the chart's figures
   * count, when that is too long for its subtitle (the chart keeps a short line for when it is read
   * alone, as PNG or SVG). Default: none.
   */
  readonly note?: (summary: S, context?: ChartContext) => string;
}

/** The charts of `charts` that apply to `summary`, in list order. */
export function chartsThatApply<S>(charts: readonly ReportChart<S>[], summary: S): ReportChart<S>[] {
  return charts.filter((c) => c.applies?.(summary) ?? true);
}


/** `text` cut into lines of at most `width` characters at spaces (a longer word stands on its own line). */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * `spec` with a last subtitle line naming the run's house rules (`--house-rule`), when it had any:
 * `House rules: Shotguns +10 at short range; Doc's bad day (not the rules as printed)`, wrapped at
 * 100 characters. A house rule's changed table cells do not show in the variant's name, and every
 * chart is also written alone (PNG, SVG), where it could be taken for the rules as printed (an
 * audit, 2026-12-01). The report directory writer applies it to every chart of a summary with
 * `houseRules`. Returns `spec` itself when there are none; else a copy (the spec is not changed).
 */
export function withHouseRulesLine(spec: TopLevelSpec, houseRules: readonly { readonly name: string }[] | undefined): TopLevelSpec {
  if (houseRules === undefined || houseRules.length === 0) return spec;
  const lines = wrapWords(`House rules: ${houseRules.map((r) => r.name).join('; ')} (not the rules as printed)`, 100);
  const title = (spec as { title?: unknown }).title;
  if (title !== null && typeof title === 'object' && !Array.isArray(title)) {
    const t = title as { subtitle?: string | readonly string[] };
    const before = t.subtitle === undefined ? [] : typeof t.subtitle === 'string' ? [t.subtitle] : [...t.subtitle];
    return { ...spec, title: { ...(title as object), subtitle: [...before, ...lines] } } as TopLevelSpec;
  }
  return { ...spec, title: { text: (title ?? '') as string | string[], subtitle: lines } } as TopLevelSpec;
}
