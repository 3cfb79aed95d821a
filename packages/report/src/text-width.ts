/**
 * Text widths for laying out chart labels in TypeScript before vega draws them (axis label limits,
 * label placement): DejaVu Sans's own advance widths, the font every chart is drawn in, so that a
 * limit computed here is what resvg and the browser draw.
 */
import { loadFontMetrics, type FontMetrics } from './font-metrics.ts';
import { resolveDejaVuFonts } from './render.ts';

let metrics: FontMetrics | null | undefined;

/**
 * The width of `text` in DejaVu Sans at `fontSize` pixels, in pixels (kerning ignored). When the
 * font cannot be found, 0.62 em a character (DejaVu Sans's average for Latin text), so that a
 * spec is still built.
 */
export function textWidth(text: string, fontSize: number): number {
  if (metrics === undefined) {
    try {
      metrics = loadFontMetrics(resolveDejaVuFonts()[0]!);
    } catch {
      metrics = null;
    }
  }
  return metrics === null ? 0.62 * fontSize * [...text].length : metrics.width(text, fontSize);
}

/**
 * An axis's `labelLimit` (pixels) that leaves every one of `labels` whole at `fontSize`: the widest
 * label's width and 4 pixels, at least `least` (vega's truncation with "…" applies past it), at most
 * `most` (a longer label is cut rather than squeeze the plot).
 */
export function axisLabelLimit(labels: readonly string[], fontSize: number, least = 160, most = 480): number {
  const widest = labels.reduce((w, l) => Math.max(w, textWidth(l, fontSize)), 0);
  return Math.min(most, Math.max(least, Math.ceil(widest) + 4));
}
