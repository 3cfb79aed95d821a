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
  const widest = labels.reduce((w, l) => Math.max(w, textWidth(l, fontSize)), 0);
  return Math.min(most, Math.max(least, Math.ceil(widest) + 4));
}
