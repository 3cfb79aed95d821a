/**
 * The effect chart, written once for every paired comparison (`compare --vary`, `ab`, sweeps): one
 * row per effect, a point at the paired change and a rule across its interval, a line at 0.
 */
import type { TopLevelSpec } from 'vega-lite';
import { CHART_WIDTH, CONFIG, SCHEMA } from './chart-base.ts';

/** One effect: its row label, an optional series (drawn side by side in the row, coloured), the change and its interval. */
export interface EffectRow {
  readonly row: string;
  readonly series?: string;
  readonly change: number;
  readonly low: number;
  readonly high: number;
}

/**
 * The change axis of an effect chart over `values` (the rows' lows, highs and changes): ticks every
 * 1, 2 or 5 x 10^k, about five across the span with 0 always among them (the zero line labelled,
 * even at an edge), the scale from the first tick to the last, and labels with the decimals the
 * step needs (`0.01` steps: two). An audit (2026-12-07) found vega's own ticks on the ab means chart
 * run together ("-0.045-0.040") in 3-decimal labels 0.005 apart, and 0 at the edge unlabelled.
 * @returns the scale domain, the tick values and the d3 label format; null without finite values
 */
export function effectAxis(values: readonly number[]): { domain: [number, number]; ticks: number[]; format: string } | null {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) return null;
  const lo = Math.min(0, ...finite);
  const hi = Math.max(0, ...finite);
  const span = hi - lo || Math.max(Math.abs(lo), Math.abs(hi), 1);
  const rough = span / 5;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((m) => m * magnitude >= rough) ?? 10) * magnitude;
  const first = Math.floor(lo / step + 1e-9);
  const last = Math.max(first + 1, Math.ceil(hi / step - 1e-9));
  const decimals = Math.max(0, -Math.floor(Math.log10(step) + 1e-9));
  // Integer multiples rounded to the step's decimals: no 0.30000000000000004 tick.
  const ticks = Array.from({ length: last - first + 1 }, (_, k) => Number(((first + k) * step).toFixed(decimals)));
  return { domain: [ticks[0]!, ticks[ticks.length - 1]!], ticks, format: `.${decimals}f` };
}

/**
 * Builds the chart.
 * @param title the chart's title and subtitle lines
 * @param rows the effects, drawn in the order given
 * @param xTitle the change's axis title, with its unit (`Change in win rate (percentage points)`)
 * @param series the series in their order and colours, when rows carry one
 * @param format the tooltip's number format (d3), e.g. `+.1f`
 */
export function effectChart(
  title: { readonly text: string; readonly subtitle: readonly string[] },
  rows: readonly EffectRow[],
  xTitle: string,
  series?: { readonly name: string; readonly order: readonly string[]; readonly colours: readonly string[] },
  format = '+.1f',
): TopLevelSpec {
  const bySeries =
    series === undefined
      ? {}
      : {
          yOffset: { field: 'series', type: 'nominal', sort: series.order },
          color: { field: 'series', type: 'nominal', sort: series.order, title: series.name, scale: { domain: series.order, range: series.colours } },
        };
  // The zero line spans the whole chart: the inherited row, offset and colour channels are removed (null).
  const keep = series === undefined ? {} : { yOffset: null, color: null };
  const axis = effectAxis(rows.flatMap((r) => [r.low, r.high, r.change]));
  const scale = axis === null ? {} : { scale: { domain: axis.domain, nice: false, zero: true }, axis: { values: axis.ticks, format: axis.format } };
  return {
    $schema: SCHEMA,
    title: { text: title.text, subtitle: [...title.subtitle] },
    width: CHART_WIDTH,
    height: { step: 22 },
    data: { values: rows.map((r) => ({ ...r })) },
    encoding: { y: { field: 'row', type: 'nominal', sort: null, title: null }, ...bySeries },
    layer: [
      { mark: { type: 'rule', color: '#888' }, encoding: { x: { datum: 0, type: 'quantitative' }, y: null, ...keep } },
      { mark: { type: 'rule', strokeWidth: 2, ...(series === undefined ? { color: '#1f77b4' } : {}) }, encoding: { x: { field: 'low', type: 'quantitative', title: xTitle, ...scale }, x2: { field: 'high' } } },
      {
        mark: { type: 'point', filled: true, size: 70, ...(series === undefined ? { color: '#1f77b4' } : {}) },
        encoding: {
          x: { field: 'change', type: 'quantitative' },
          tooltip: [{ field: 'row' }, ...(series === undefined ? [] : [{ field: 'series' }]), { field: 'change', format }, { field: 'low', format }, { field: 'high', format }],
        },
      },
    ],
    config: CONFIG,
  } as TopLevelSpec;
}
