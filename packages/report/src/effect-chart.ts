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
  return {
    $schema: SCHEMA,
    title: { text: title.text, subtitle: [...title.subtitle] },
    width: CHART_WIDTH,
    height: { step: 22 },
    data: { values: rows.map((r) => ({ ...r })) },
    encoding: { y: { field: 'row', type: 'nominal', sort: null, title: null }, ...bySeries },
    layer: [
      { mark: { type: 'rule', color: '#888' }, encoding: { x: { datum: 0, type: 'quantitative' }, y: null, ...keep } },
      { mark: { type: 'rule', strokeWidth: 2, ...(series === undefined ? { color: '#1f77b4' } : {}) }, encoding: { x: { field: 'low', type: 'quantitative', title: xTitle }, x2: { field: 'high' } } },
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
