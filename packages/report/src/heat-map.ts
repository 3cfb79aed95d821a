/**
 * The heat map, written once for every grid of rates (`deadeye sweep` over two parameters, the
 * win-rate matrix of `deadeye balance`): a rectangle per cell coloured by its rate on a 0..100%
 * scale, the rate written in it, a tooltip with whatever the caller adds (intervals, counts), and
 * optionally one panel per value of a facet field.
 */
import type { TopLevelSpec } from 'vega-lite';
import { CHART_WIDTH, CONFIG, SCHEMA } from './chart-base.ts';
import { axisLabelLimit, textWidth } from './text-width.ts';
import { shareDigits, shareText } from '@deadeye/stats';

/** One cell: its column (`x`) and row (`y`) labels, its rate (a fraction), and extra fields for the tooltip. */
export interface HeatCell {
  readonly x: string;
  readonly y: string;
  readonly rate: number;
  /** The panel it belongs to, when the map is faceted. */
  readonly facet?: string;
  readonly [field: string]: string | number | undefined;
}

/** How to draw a heat map. */
export interface HeatMapOptions {
  readonly title: string | readonly string[];
  readonly subtitle: readonly string[];
  readonly xTitle: string | null;
  readonly yTitle: string | null;
  /** The column and row labels in order. */
  readonly xOrder: readonly string[];
  readonly yOrder: readonly string[];
  /** Pixels per cell across and down (default 60 and 24); the width is capped at the report's chart width. */
  readonly cellWidth?: number;
  readonly cellHeight?: number;
  /** Write the rate in each cell (default true). */
  readonly labels?: boolean;
  /** The colour legend's title (default `Share of trials`). */
  readonly legend?: string;
  /** Extra tooltip fields beyond x, y and the rate: `{field, title, format?}`. */
  readonly tooltip?: readonly { readonly field: string; readonly title: string; readonly format?: string }[];
  /** The facet field's title, when cells carry `facet` (one panel each, in `facetOrder`). */
  readonly facetOrder?: readonly string[];
  /** The colour scheme (default `blues`; a diverging one such as `redblue` centres at 50%). */
  readonly scheme?: string;
}

/** Builds a heat map of `cells`. */
export function heatMap(cells: readonly HeatCell[], o: HeatMapOptions): TopLevelSpec {
  // A cell's label: percent, no decimal and no sign in a narrow cell (stats' shareDigits: the
  // decimals that tell a share near 0 or 100 from it, a 99.6% cell not labelled 100).
  const narrow = o.cellWidth !== undefined && o.cellWidth < 30;
  const values = cells.map((c) => ({ ...c, label: narrow ? shareDigits(c.rate, 0) : shareText(c.rate, 1) }));
  const scheme = o.scheme ?? 'blues';
  const diverging = scheme !== 'blues';
  const layer = [
    { mark: 'rect', encoding: { color: { field: 'rate', type: 'quantitative', title: o.legend ?? 'Share of trials', legend: { format: '.0%', direction: 'horizontal', orient: 'bottom' }, scale: { scheme, domain: [0, 1], ...(diverging ? { domainMid: 0.5, reverse: true } : {}) } } } },
    ...(o.labels === false
      ? []
      : [{ mark: { type: 'text', fontSize: narrow ? 8 : 10 }, encoding: { text: { field: 'label' }, color: { condition: { test: diverging ? 'datum.rate > 0.85 || datum.rate < 0.15' : 'datum.rate > 0.6', value: 'white' }, value: 'black' } } }]),
  ];
  // Column labels turn when one is wider than its cell (an audit, 2026-12-02: the balance matrix's
  // 14-pixel columns ran "FDR6FDR5SAR6..." together, short codes kept level): upright in narrow
  // cells, at -60 degrees in wider ones; the axis labels' limits fit the longest label.
  const labelSize = CONFIG.axis.labelFontSize;
  const cell = Math.min(CHART_WIDTH, (o.cellWidth ?? 60) * o.xOrder.length) / Math.max(1, o.xOrder.length);
  const crowded = o.xOrder.some((x) => x.length > 6 || textWidth(x, labelSize) > cell - 4);
  const labelAngle = !crowded ? 0 : cell < 2 * labelSize ? -90 : -60;
  const spec = {
    width: Math.min(CHART_WIDTH, (o.cellWidth ?? 60) * o.xOrder.length),
    height: (o.cellHeight ?? 24) * o.yOrder.length,
    encoding: {
      x: { field: 'x', type: 'ordinal', title: o.xTitle, sort: [...o.xOrder], axis: { labelAngle, labelLimit: axisLabelLimit(o.xOrder, labelSize) } },
      y: { field: 'y', type: 'ordinal', title: o.yTitle, sort: [...o.yOrder], axis: { labelLimit: axisLabelLimit(o.yOrder, labelSize, 220) } },
      tooltip: [{ field: 'y', title: o.yTitle ?? 'row' }, { field: 'x', title: o.xTitle ?? 'column' }, { field: 'rate', title: o.legend ?? 'rate', format: '.1%' }, ...(o.tooltip ?? []).map((t) => ({ field: t.field, title: t.title, ...(t.format === undefined ? {} : { format: t.format }) }))],
    },
    layer,
  };
  const head = { $schema: SCHEMA, title: { text: typeof o.title === 'string' ? o.title : [...o.title], subtitle: [...o.subtitle] }, data: { values } };
  if (o.facetOrder === undefined) return { ...head, ...spec, config: CONFIG } as TopLevelSpec;
  // Panels in a column: the rows' title is said once, as the first line of the subtitle, not on
  // each panel's axis, where Vega-Lite drew a long one over itself down the whole chart (an audit,
  // 2026-12-07: a two-parameter sweep's heat maps).
  const rows = o.yTitle === null ? [] : [`down: ${o.yTitle}`];
  return {
    ...head,
    title: { ...head.title, subtitle: [...rows.filter((r) => !o.subtitle.join(' ').includes(r)), ...o.subtitle] },
    facet: { row: { field: 'facet', type: 'nominal', title: null, sort: [...o.facetOrder], header: { labelAngle: 0, labelOrient: 'top', labelAnchor: 'start', labelFontWeight: 'bold', labelFontSize: 12 } } },
    spec: { ...spec, encoding: { ...spec.encoding, y: { ...spec.encoding.y, title: null } } },
    resolve: { scale: { color: 'shared' } },
    config: CONFIG,
  } as TopLevelSpec;
}
