import { describe, expect, it } from 'vitest';
import { meanText, shareDigits, shareText } from '../src/index.ts';

describe('meanText', () => {
  it('prints a mean with its decimals, and one that would print 0 but is not to one significant figure', () => {
    expect(meanText(1.234)).toBe('1.23');
    expect(meanText(0)).toBe('0.00');
    expect(meanText(0.004)).toBe('0.004');
    expect(meanText(0.0049, 2)).toBe('0.005');
    expect(meanText(0.005)).toBe('0.01');
    expect(meanText(-0.0004, 3)).toBe('-0.0004');
    expect(meanText(0.2, 0)).toBe('0.2');
  });
});

describe('shareDigits and shareText', () => {
  it('print a share in percent with its decimals', () => {
    expect(shareText(0.4512, 2)).toBe('45.12%');
    expect(shareText(0.4512, 1)).toBe('45.1%');
    expect(shareDigits(0.4512, 1)).toBe('45.1');
    expect(shareText(0.5, 0)).toBe('50%');
  });
  it('print 0 and 100 only for shares of 0 and 1, or within float noise of them', () => {
    expect(shareText(0, 1)).toBe('0.0%');
    expect(shareText(1, 1)).toBe('100.0%');
    expect(shareText(1, 2)).toBe('100.00%');
    // An exact distribution's conditional share summed in floats (`deadeye odds`: "1 scoring die
    // 100.000000%" where it was 0.9999999999999998): the bound, at the decimals asked.
    expect(shareText(0.9999999999999998, 2)).toBe('100.00%');
    expect(shareText(5e-17, 2)).toBe('0.00%');
  });
  it('give a share that would round to a bound it is not the decimals that tell it apart', () => {
    // 10 trials of 100,000 the other way: 99.99%, not 100.0%.
    expect(shareText(0.9999, 1)).toBe('99.99%');
    expect(shareText(0.0001, 1)).toBe('0.01%');
    // The Wilson interval of 100,000 of 100,000 at 95%: [99.996, 100].
    expect(shareDigits(0.999962, 2)).toBe('99.996');
    expect(shareDigits(0.99995, 1)).toBe('99.995');
    expect(shareText(0.00004, 2)).toBe('0.004%');
    // Not past 6 decimals.
    expect(shareText(1e-10, 1)).toBe('0.000000%');
  });
  it('leave a difference or a number past the bounds as it is', () => {
    expect(shareText(-0.00001, 1)).toBe('-0.0%');
    expect(shareText(1.2, 1)).toBe('120.0%');
    expect(shareText(Number.NaN, 1)).toBe('NaN%');
  });
});
