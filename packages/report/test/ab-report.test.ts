/**
 * The A/B report's charts: the rates on one axis in percentage points, the means on one axis per
 * unit (turns, casualties), so that changes in different units are not read against each other.
 */
import { describe, expect, it } from 'vitest';
import { compile, type TopLevelSpec } from 'vega-lite';
import { abComparison } from '@deadeye/stats';
import { AB_CHARTS } from '@deadeye/report';
import { INFO, records } from '../../stats/test/ab-fixtures.ts';

/** Two arms of 40 trials of a two-sided fight, B shifted by one trial: winners, turns and casualties differ. */
function comparison() {
  const n = 40;
  const arm = (shift: number) => records(n, (t) => ((t + shift) % 3 === 0 ? 1 : 0), (t) => 2 + ((t + shift) % 4), (t, s) => (2 * t + s + shift) % 3);
  return abComparison({ ...INFO, trials: n }, ['Law', 'Cowboys'], arm(0), arm(1));
}

describe('A/B charts', () => {
  const c = comparison();
  const build = (name: string) => AB_CHARTS.find((x) => x.name === name)!.build(c, {}) as TopLevelSpec & { vconcat?: { layer: { encoding: { x?: { title?: string } } }[]; data: { values: { row: string }[] } }[] };

  it('draws the means one panel per unit, each on its own axis titled with its unit', () => {
    const units = [...new Set(c.metrics.filter((m) => m.kind === 'mean').map((m) => m.unit))];
    expect(units.length).toBeGreaterThan(1);
    const spec = build('means');
    expect(spec.vconcat).toHaveLength(units.length);
    spec.vconcat!.forEach((panel, k) => {
      expect(panel.layer[1]?.encoding.x?.title).toBe(`Change per trial, B - A (${units[k]})`);
      const labels = c.metrics.filter((m) => m.kind === 'mean' && m.unit === units[k]).map((m) => m.label);
      expect(panel.data.values.map((v) => v.row)).toEqual(labels);
    });
    expect(() => compile(spec)).not.toThrow();
  });

  it('draws the rates on one axis in percentage points', () => {
    const spec = build('rates') as TopLevelSpec & { vconcat?: unknown; layer: { encoding: { x?: { title?: string } } }[] };
    expect(spec.vconcat).toBeUndefined();
    expect(spec.layer[1]?.encoding.x?.title).toBe('Change, B - A (percentage points)');
  });
});
