/**
 * The sweep report's charts, rendered as users see them: the heat map's rows named once (in the
 * subtitle), not by an axis title drawn over itself down the panels; the line chart's legend
 * there, in full colour, and its ticks the values swept. (An audit, 2026-12-07: the spec-level
 * tests before passed on a chart with no legend at all.)
 */
import { describe, expect, it } from 'vitest';
import { compile } from 'vega-lite';
import { sweepResult } from '@deadeye/stats';
import { renderSvg, sweepAxisTitle, sweepHeatMap, sweepLineChart } from '@deadeye/report';

const INFO = {
  scenario: 's',
  scenarioName: 'S',
  system: 'boothill',
  systemName: 'BOOT HILL',
  variant: 'screen',
  trials: 20,
  seed: '1',
  confidence: 0.95,
  pairing: 'common random numbers',
  elapsedMs: 0,
  version: 'test',
};
const winners = (k: number) => Int8Array.from({ length: 20 }, (_, t) => ((t + k) % 3 === 0 ? 1 : 0));

describe('sweep charts', () => {
  it('names the heat map rows once, in the subtitle', async () => {
    const r = sweepResult({ ...INFO, parameters: [{ name: 'Doc.bac', values: ['50', '60'] }, { name: 'Ringo.bac', values: ['40', '70'] }] }, ['Law', 'Cowboys'], winners(0), [
      { values: { 'Doc.bac': '50', 'Ringo.bac': '40' }, winners: winners(1) },
      { values: { 'Doc.bac': '50', 'Ringo.bac': '70' }, winners: winners(2) },
      { values: { 'Doc.bac': '60', 'Ringo.bac': '40' }, winners: winners(3) },
      { values: { 'Doc.bac': '60', 'Ringo.bac': '70' }, winners: winners(4) },
    ]);
    expect(() => compile(sweepHeatMap(r))).not.toThrow();
    const svg = await renderSvg(sweepHeatMap(r));
    // "down: Ringo.bac" in the subtitle; no axis title of it on each panel.
    expect(svg).not.toMatch(/>Ringo\.bac</);
    expect(svg).toMatch(/down: Ringo\.bac/);
    expect(svg).toMatch(/>Doc\.bac</);
  });

  it("draws the line chart's legend, in full colour, and ticks at the values swept", async () => {
    const r = sweepResult({ ...INFO, parameters: [{ name: 'Doc.bac', values: ['60', '70', '80', '90', '100'] }] }, ['Law', 'Cowboys'], winners(0), ['60', '70', '80', '90', '100'].map((v, k) => ({ values: { 'Doc.bac': v }, winners: winners(k + 1) })));
    const svg = await renderSvg(sweepLineChart(r));
    for (const name of ['Law win', 'Cowboys win', 'nobody wins']) expect(svg).toContain(`>${name}<`);
    expect(svg).toMatch(/>Rate</);
    // The x axis's labels are the values swept, and nothing between them.
    for (const v of ['60', '70', '80', '90', '100']) expect(svg).toContain(`>${v}<`);
    for (const v of ['62', '98']) expect(svg).not.toContain(`>${v}<`);
    const spec = sweepLineChart(r) as { layer: { mark: { type: string }; encoding: { color: { legend?: { symbolOpacity?: number } | null } } }[] };
    expect(spec.layer.find((l) => l.mark.type === 'area')!.encoding.color.legend?.symbolOpacity).toBe(1);
  });

  it('titles the axes with the parameters\' readable titles where given, "range" in map spaces, else the raw key (an audit, 2026-12-07: "Doc Holliday.boothill.bac" without "%")', async () => {
    const titles = { 'Doc.bac': 'Doc: BAC, basic accuracy with firearms (percent, 0..100)', 'Ringo.bac': 'Ringo: BAC, basic accuracy with firearms (percent, 0..100)' };
    const line = sweepResult({ ...INFO, parameters: [{ name: 'Doc.bac', values: ['60', '70'] }] }, ['Law', 'Cowboys'], winners(0), ['60', '70'].map((v, k) => ({ values: { 'Doc.bac': v }, winners: winners(k + 1) })));
    const x = (sweepLineChart(line, titles) as { layer: { encoding: { x: { title: string } } }[] }).layer[0]!.encoding.x.title;
    expect(x).toBe(titles['Doc.bac']);
    expect(await renderSvg(sweepLineChart(line, titles))).toContain('Doc: BAC, basic accuracy with firearms (percent, 0..100)');
    expect(sweepAxisTitle('range')).toBe('Range between the sides (map spaces)');
    expect(sweepAxisTitle('Doc.bac')).toBe('Doc.bac');
    const heat = sweepResult({ ...INFO, parameters: [{ name: 'Doc.bac', values: ['50'] }, { name: 'Ringo.bac', values: ['40'] }] }, ['Law', 'Cowboys'], winners(0), [{ values: { 'Doc.bac': '50', 'Ringo.bac': '40' }, winners: winners(1) }]);
    const svg = await renderSvg(sweepHeatMap(heat, titles));
    expect(svg).toContain(`down: ${titles['Ringo.bac']}`);
    expect(svg).toContain(`>${titles['Doc.bac']}<`);
  });
  it('titles the chart by the readable title too, and stands words level (an audit, 2026-12-08: "the rates against house:houserules/x.yaml", "off" and "on" on end)', async () => {
    const name = 'house:houserules/x.yaml';
    const titles = { [name]: 'House rule "X" (off / on)' };
    const line = sweepResult({ ...INFO, parameters: [{ name, values: ['off', 'on'] }] }, ['Law', 'Cowboys'], winners(0), ['off', 'on'].map((v, k) => ({ values: { [name]: v }, winners: winners(k + 1) })));
    const spec = sweepLineChart(line, titles) as { title: { text: string[] }; layer: { encoding: { x: { axis?: { labelAngle?: number } } } }[] };
    expect(spec.title.text.join(' ')).toBe('S: the rates against House rule "X" (off / on)');
    expect(spec.layer[0]!.encoding.x.axis?.labelAngle).toBe(0);
    const svg = await renderSvg(sweepLineChart(line, titles));
    expect(svg).not.toContain('against house:');
    const heat = sweepResult({ ...INFO, parameters: [{ name, values: ['off'] }, { name: 'Ringo.bac', values: ['40'] }] }, ['Law', 'Cowboys'], winners(0), [{ values: { [name]: 'off', 'Ringo.bac': '40' }, winners: winners(1) }]);
    expect(await renderSvg(sweepHeatMap(heat, titles))).not.toContain('over house:');
  });
});
