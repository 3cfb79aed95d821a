import { describe, expect, it } from 'vitest';
import { meanText } from '../src/index.ts';

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
