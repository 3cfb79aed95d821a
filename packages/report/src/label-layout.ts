/**
 * Point labels that do not collide, placed in TypeScript from the data (no randomness: the same
 * data always gives the same places). Each label is tried beside its point, right then left, then
 * nudged up and down in steps of a line, keeping clear of the other points, the labels already
 * placed and the plot's edges; the first place clear of all of them is taken, or, when none is,
 * the one overlapping least. Labels are placed in order of their points, top to bottom, then left
 * to right.
 */
import { textWidth } from './text-width.ts';

/** A point to label, in pixels of the plot (x to the right from its left edge, y down from its top). */
export interface LabelPoint {
  readonly x: number;
  readonly y: number;
  readonly text: string;
}

/** Where a label goes: its anchor in the plot's pixels, the text's vertical middle at `y`, starting (align `left`) or ending (`right`) at `x`. */
export interface PlacedLabel {
  readonly x: number;
  readonly y: number;
  readonly align: 'left' | 'right';
  /** True when nudged up or down off its point's level (worth a leader line back to the point). */
  readonly moved: boolean;
}

/** The plot and the text of {@link placeLabels}. */
export interface LabelLayoutOptions {
  /** The plot's size in pixels. */
  readonly width: number;
  readonly height: number;
  /** The labels' font size, pixels. */
  readonly fontSize: number;
  /** Pixels between a point's centre and its label (default 6), and a point's radius (default 4). */
  readonly gap?: number;
  readonly radius?: number;
  /** Most steps of a line up or down tried each side (default 8). */
  readonly steps?: number;
  /** The text's width in pixels (default DejaVu Sans's, {@link textWidth}). */
  readonly measure?: (text: string, fontSize: number) => number;
}

interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Places a label beside each of `points` so that no two labels, no label and point, and no label
 * and the plot's edge overlap where that can be had.
 * @returns one place per point, in the order of `points`
 */
export function placeLabels(points: readonly LabelPoint[], o: LabelLayoutOptions): PlacedLabel[] {
  const gap = o.gap ?? 6;
  const r = o.radius ?? 4;
  const steps = o.steps ?? 8;
  const measure = o.measure ?? textWidth;
  const h = o.fontSize + 2;
  const dots: Box[] = points.map((p) => ({ x0: p.x - r, y0: p.y - r, x1: p.x + r, y1: p.y + r }));
  const placed: Box[] = [];
  const out: PlacedLabel[] = new Array(points.length);
  const order = points.map((_, i) => i).sort((a, b) => points[a]!.y - points[b]!.y || points[a]!.x - points[b]!.x || a - b);
  for (const i of order) {
    const p = points[i]!;
    const w = measure(p.text, o.fontSize);
    const candidates: { dy: number; align: 'left' | 'right' }[] = [{ dy: 0, align: 'left' }, { dy: 0, align: 'right' }];
    for (let k = 1; k <= steps; k++) {
      for (const dy of [-k * h, k * h]) {
        candidates.push({ dy, align: 'left' }, { dy, align: 'right' });
      }
    }
    let best: { place: PlacedLabel; box: Box; cost: number } | null = null;
    for (const c of candidates) {
      const x = c.align === 'left' ? p.x + gap : p.x - gap;
      const y = p.y + c.dy;
      const box: Box = c.align === 'left' ? { x0: x, y0: y - h / 2, x1: x + w, y1: y + h / 2 } : { x0: x - w, y0: y - h / 2, x1: x, y1: y + h / 2 };
      // Off the plot: as bad as covering the part that sticks out.
      let cost = Math.max(0, -box.x0) * h + Math.max(0, box.x1 - o.width) * h + Math.max(0, -box.y0) * w + Math.max(0, box.y1 - o.height) * w;
      for (const d of dots) cost += overlap(box, d);
      for (const b of placed) cost += overlap(box, b);
      if (best === null || cost < best.cost) best = { place: { x, y, align: c.align, moved: c.dy !== 0 }, box, cost };
      if (cost === 0) break;
    }
    placed.push(best!.box);
    out[i] = best!.place;
  }
  return out;
}
