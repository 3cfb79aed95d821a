/**
 * The sweep report's charts: the heat map's rows titled with the second parameter, and the line
 * chart's legend drawn from the lines (full colour), not the pale interval bands.
 */
import { describe, expect, it } from 'vitest';
import { compile } from 'vega-lite';
import { sweepResult } from '@deadeye/stats';
import { sweepHeatMap, sweepLineChart } from '@deadeye/report';

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
  it('titles the heat map rows with the second parameter', () => {
    const r = sweepResult({ ...INFO, parameters: [{ name: 'Doc.bac', values: ['50', '60'] }, { name: 'Ringo.bac', values: ['40', '70'] }] }, ['Law', 'Cowboys'], winners(0), [
      { values: { 'Doc.bac': '50', 'Ringo.bac': '40' }, winners: winners(1) },
      { values: { 'Doc.bac': '50', 'Ringo.bac': '70' }, winners: winners(2) },
      { values: { 'Doc.bac': '60', 'Ringo.bac': '40' }, winners: winners(3) },
      { values: { 'Doc.bac': '60', 'Ringo.bac': '70' }, winners: winners(4) },
    ]);
    const spec = sweepHeatMap(r) as { spec?: { encoding?: { y?: { title?: string } } }; encoding?: { y?: { title?: string } } };
    const y = spec.spec?.encoding?.y ?? spec.encoding?.y;
    expect(y?.title).toBe('Ringo.bac');
    expect(() => compile(sweepHeatMap(r))).not.toThrow();
  });

  it("draws the line chart's legend from the lines, not from the pale bands", () => {
    const r = sweepResult({ ...INFO, parameters: [{ name: 'Doc.bac', values: ['50', '60'] }] }, ['Law', 'Cowboys'], winners(0), [
      { values: { 'Doc.bac': '50' }, winners: winners(1) },
      { values: { 'Doc.bac': '60' }, winners: winners(2) },
    ]);
    const spec = sweepLineChart(r) as { layer: { mark: { type: string }; encoding: { color: { legend?: unknown; title?: string } } }[] };
    const area = spec.layer.find((l) => l.mark.type === 'area')!;
    const line = spec.layer.find((l) => l.mark.type === 'line')!;
    expect(area.encoding.color.legend).toBeNull();
    expect(line.encoding.color.title).toBe('Rate');
    expect(line.encoding.color.legend).toBeUndefined();
  });
});
