/**
 * Label limits for laying out chart labels in TypeScript before vega draws them: from the widths
 * of DejaVu Sans, the font every chart is drawn in ({@link textWidth}, render.ts: the renderer's
 * own measure), so that a limit computed here is what resvg and the browser draw.
 */
import { textWidth } from './render.ts';

export { textWidth };

/**
 * An axis's `labelLimit` (pixels) that leaves every one of `labels` whole at `fontSize`: the widest
 * label's width and 4 pixels, at least `least` (vega's truncation with "…" applies past it), at most
 * `most` (a longer label is cut rather than squeeze the plot).
 */
export function axisLabelLimit(labels: readonly string[], fontSize: number, least = 160, most = 480): number {
  const widest = widestLabel(labels, fontSize);
  return Math.min(most, Math.max(least, Math.ceil(widest) + 4));
}

/**
 * The `axis` of a band (nominal) x axis whose every label stands under a slot `step` pixels wide
 * (the plot's width over the number of labels): level when the widest of `labels` at `fontSize`
 * fits its slot with 8 pixels to spare, else turned -45 degrees (ends under the tick, so that no two
 * overlap: neighbours are `step` x sin 45 >= 20 pixels apart for a step of 28 or more, more than a
 * line of 11-pixel text), with a `labelLimit` that leaves the widest whole up to `most` pixels. An
 * audit (2026-12-07) found level weapon names cut at 140 pixels and running into each other
 * ("Single Action Revolver" into "Fast Draw Revolver") in the weapon charts' 112-pixel slots.
 */
export function bandAxisLabels(labels: readonly string[], step: number, fontSize: number, most = 260): { labelAngle: number; labelLimit: number; labelAlign?: 'right'; labelBaseline?: 'top' } {
  if (widestLabel(labels, fontSize) + 8 <= step) return { labelAngle: 0, labelLimit: Math.ceil(step) };
  return { labelAngle: -45, labelLimit: axisLabelLimit(labels, fontSize, 0, most), labelAlign: 'right', labelBaseline: 'top' };
}

/** The width of the widest of `labels` at `fontSize` (pixels; 0 without labels). */
function widestLabel(labels: readonly string[], fontSize: number): number {
  return labels.reduce((w, l) => Math.max(w, textWidth(l, fontSize)), 0);
}
