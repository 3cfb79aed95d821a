/**
 * core's `thousands`: the same text as `toLocaleString('en-US')` for every number it is given
 * (whole numbers written by hand, the rest handed to Intl), over a fixed list: every length of
 * whole number up to 2^53, each side of every power of ten and of every group boundary, negatives,
 * and what it hands on (fractions, -0, beyond 2^53, NaN, infinities).
 */
import { describe, expect, it } from 'vitest';
import { thousands, trialsText } from '../src/thousands.ts';

describe('thousands', () => {
  it('writes whole numbers as en-US does: 1,234,567', () => {
    expect(thousands(1234567)).toBe('1,234,567');
    expect(thousands(-1234)).toBe('-1,234');
    expect(thousands(999)).toBe('999');
    expect(thousands(1000)).toBe('1,000');
    expect(thousands(0)).toBe('0');
  });

  it('gives the text of toLocaleString("en-US") for every number of a fixed list', () => {
    const values: number[] = [];
    for (let p = 0; p <= 15; p++) for (const d of [-1, 0, 1]) values.push(10 ** p + d, -(10 ** p + d));
    // Every length of digits, each digit, up to 2^53 - 1.
    let x = 7;
    for (let i = 0; i < 200; i++) {
      x = (x * 48271) % 2147483647;
      values.push(x, -x, x * 4194301, Number.MAX_SAFE_INTEGER - x);
    }
    values.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53, 2 ** 60, 1e21, 1e22);
    values.push(-0, 0.5, 1234.5678, -1234.5, 0.001, 999.9995, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY);
    for (const v of values) expect(thousands(v), String(v)).toBe(v.toLocaleString('en-US'));
  });
});

describe('trialsText', () => {
  it('one trial, and every other count in the plural (an audit, 2026-12-08: "1 trials each")', () => {
    expect(trialsText(1)).toBe('1 trial');
    expect(trialsText(0)).toBe('0 trials');
    expect(trialsText(2)).toBe('2 trials');
    expect(trialsText(12000)).toBe('12,000 trials');
  });
});
