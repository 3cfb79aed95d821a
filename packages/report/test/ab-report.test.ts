/**
 * The A/B report's charts: the rates on one axis in percentage points, the means on one axis per
 * unit (turns, casualties), so that changes in different units are not read against each other.
 */
import { describe, expect, it } from 'vitest';
import { compile, type TopLevelSpec } from 'vega-lite';
import { abComparison } from '@deadeye/stats';
import { AB_CHARTS, abMetricsNote, effectAxis, effectChart, renderSvg } from '@deadeye/report';
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

describe('effectAxis', () => {
  it('ticks every 1, 2 or 5 x 10^k, about five, 0 among them, labelled with the decimals the step needs (an audit, 2026-12-07: "-0.045-0.040" run together, 0 at the edge unlabelled)', async () => {
    // The audit's turns played: -0.032 [-0.044, -0.019], all below 0.
    const turns = effectAxis([-0.044, -0.019, -0.032])!;
    expect(turns).toEqual({ domain: [-0.05, 0], ticks: [-0.05, -0.04, -0.03, -0.02, -0.01, 0], format: '.2f' });
    const casualties = effectAxis([0.0273, 0.0467, -0.036, -0.013])!;
    expect(casualties.ticks).toEqual([-0.04, -0.02, 0, 0.02, 0.04, 0.06]);
    expect(effectAxis([-1.48, 0.48, -1.34, 0.54])).toEqual({ domain: [-1.5, 1], ticks: [-1.5, -1, -0.5, 0, 0.5, 1], format: '.1f' });
    expect(effectAxis([0, 0])!.ticks).toContain(0);
    expect(effectAxis([])).toBeNull();
    // The chart draws them: 0 labelled at the edge, no two labels run together.
    const svg = await renderSvg(effectChart({ text: 't', subtitle: [] }, [{ row: 'turns played', change: -0.032, low: -0.044, high: -0.019 }], 'Change per trial (turns)', undefined, '+.3f'));
    const labels = [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '').filter((t) => /^[−\d.-]+$/.test(t));
    expect(labels).toEqual(['−0.05', '−0.04', '−0.03', '−0.02', '−0.01', '0.00']);
  });
});

describe("the metrics table's note (an audit, 2026-12-08)", () => {
  it("names the sign-flip test the rows of few differing trials use, not the paired t-test alone", () => {
    const c = comparison();
    expect(c.metrics.some((m) => m.test === 'sign-flip exact')).toBe(true);
    const note = abMetricsNote(c);
    expect(note).toContain('the paired t-test, or, where 200 trials or fewer differed, the exact sign-flip test');
    expect(note).not.toContain('the paired t interval and test for the change');
  });
  it('says what "worth unpaired trials" is for a metric that varied in neither arm, as the table prints it', () => {
    const n = 40;
    // Nobody ever wins: "nobody wins" is 0% in both arms, 0 trials differing, worth the trials played.
    const arm = (shift: number) => records(n, (t) => (t + shift) % 2, (t) => 2 + ((t + shift) % 4), (t, s) => (2 * t + s + shift) % 3);
    const c = abComparison({ ...INFO, trials: n }, ['Law', 'Cowboys'], arm(0), arm(1));
    const constant = c.metrics.find((m) => m.discordant === 0 && m.unpairedEquivalent === n);
    expect(constant, JSON.stringify(c.metrics.map((m) => [m.label, m.discordant, m.unpairedEquivalent]))).toBeDefined();
    expect(abMetricsNote(c)).toContain('the trials played where it varied in neither arm');
  });
});
