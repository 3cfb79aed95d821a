/**
 * `deadeye ab`'s terminal table (ab-command.ts `formatAb`) and the signed figures of the commands
 * (stats `formatSigned`): a mean shows the decimals its interval needs, and nothing prints `-0.0`
 * (an audit, 2026-12-01).
 */
import { describe, expect, it } from 'vitest';
import { formatSigned, type AbComparison } from '@deadeye/stats';
import { formatAb } from '../src/ab-command.ts';

const metric = (label: string, kind: 'rate' | 'mean', a: number, b: number, interval: [number, number]) => ({ key: label, label, kind, a: { value: a }, b: { value: b }, difference: b - a, interval, adjustedP: 0.0001, unpairedEquivalent: 1e6 });

describe('formatAb', () => {
  it("gives a mean the decimals its interval needs: +0.0020 [+0.0010, +0.0040], not +0.00 [+0.00, +0.00]", () => {
    const c = { text: ['summary'], confidence: 0.95, metrics: [metric('Dalton gang casualties', 'mean', 4.9512, 4.9532, [0.001, 0.004]), metric('turns', 'mean', 3.5, 3.9, [0.2, 0.6]), metric('Town win', 'rate', 0.5, 0.52, [0.01, 0.03])] } as unknown as AbComparison;
    const lines = formatAb(c).split('\n');
    expect(lines.find((l) => l.startsWith('Dalton gang casualties'))).toMatch(/ 4\.9512 +4\.9532 +\+0\.0020 \[\+0\.0010, \+0\.0040\] /);
    expect(lines.find((l) => l.startsWith('turns'))).toMatch(/ 3\.50 +3\.90 +\+0\.40 \[\+0\.20, \+0\.60\] /);
    expect(lines.find((l) => l.startsWith('Town win'))).toMatch(/ 50\.0% +52\.0% +\+2\.00 \[\+1\.00, \+3\.00\] points /);
  });
});

describe('formatSigned', () => {
  it('signs after rounding: a change that rounds to zero is +0.0, never -0.0', () => {
    expect(formatSigned(-0.04, 1)).toBe('+0.0');
    expect(formatSigned(-0.05, 1)).toBe('-0.1');
    expect(formatSigned(-0, 2)).toBe('+0.00');
    expect(formatSigned(1.234, 2)).toBe('+1.23');
    expect(formatSigned(-1.234, 2)).toBe('-1.23');
  });
});
