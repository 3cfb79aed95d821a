import { describe, expect, it } from 'vitest';
import { axisLabelLimit, placeLabels, textWidth, type PlacedLabel } from '@deadeye/report';

/** A label's box in the plot's pixels, as placeLabels lays it out. */
function box(p: PlacedLabel, text: string, fontSize: number) {
  const w = textWidth(text, fontSize);
  const x0 = p.align === 'left' ? p.x : p.x - w;
  return { x0, x1: x0 + w, y0: p.y - (fontSize + 2) / 2, y1: p.y + (fontSize + 2) / 2 };
}
const apart = (a: ReturnType<typeof box>, b: ReturnType<typeof box>): boolean => a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;

describe('placeLabels', () => {
  it('two points on one spot (Crazy Horse and Geronimo, 15 points, 11%) get labels apart, the second nudged with a leader', () => {
    const points = [{ x: 540, y: 284, text: 'Crazy Horse' }, { x: 540, y: 284, text: 'Geronimo' }];
    const places = placeLabels(points, { width: 560, height: 320, fontSize: 9 });
    const [a, b] = places.map((p, k) => box(p, points[k]!.text, 9));
    expect(apart(a!, b!)).toBe(true);
    expect(places.filter((p) => p.moved)).toHaveLength(1);
    // At the right edge both turn left, inside the plot.
    for (const p of places) expect(p.align).toBe('right');
  });

  it('a crowd of labels at one cost (BOOT HILL at $30) stays inside the plot with no two labels overlapping', () => {
    const points = ['FDR5', 'SAR6', '2SG', 'BR', '6R', 'SAR5', 'DAR6'].map((text, k) => ({ x: 90, y: 100 + 3 * k, text }));
    const places = placeLabels(points, { width: 300, height: 320, fontSize: 9 });
    const boxes = places.map((p, k) => box(p, points[k]!.text, 9));
    for (let i = 0; i < boxes.length; i++) {
      expect(boxes[i]!.x0).toBeGreaterThanOrEqual(0);
      expect(boxes[i]!.x1).toBeLessThanOrEqual(300);
      for (let j = i + 1; j < boxes.length; j++) expect(apart(boxes[i]!, boxes[j]!)).toBe(true);
    }
  });

  it('is deterministic: the same points give the same places', () => {
    const points = [{ x: 10, y: 10, text: 'A' }, { x: 12, y: 11, text: 'B' }, { x: 11, y: 9, text: 'C' }];
    expect(placeLabels(points, { width: 100, height: 100, fontSize: 9 })).toEqual(placeLabels(points, { width: 100, height: 100, fontSize: 9 }));
  });
});

describe('axisLabelLimit', () => {
  it('fits the longest label in DejaVu Sans (the matrix cut "Civil War Type Repeating Rifle (7 sho…" at 220 pixels)', () => {
    const long = 'Civil War Type Repeating Carbine (7 shot) (CWC)';
    expect(textWidth(long, 11)).toBeGreaterThan(220);
    expect(axisLabelLimit([long, 'AR'], 11)).toBeGreaterThanOrEqual(Math.ceil(textWidth(long, 11)));
    expect(axisLabelLimit(['AR'], 11)).toBe(160);
  });
});
