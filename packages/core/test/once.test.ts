/**
 * core's `once`: a value made on the first call, the same value after; a throw leaves it unmade.
 */
import { describe, expect, it } from 'vitest';
import { once } from '../src/index.ts';

describe('once', () => {
  it('makes the value on the first call only, and returns that very value after', () => {
    let calls = 0;
    const table = once(() => {
      calls += 1;
      return new Map([['h', 0.5]]);
    });
    expect(calls).toBe(0);
    const first = table();
    expect(table()).toBe(first);
    expect(table()).toBe(first);
    expect(calls).toBe(1);
  });

  it('keeps an undefined value as made, and tries again after a throw', () => {
    let calls = 0;
    const nothing = once(() => {
      calls += 1;
      return undefined;
    });
    nothing();
    nothing();
    expect(calls).toBe(1);
    let tries = 0;
    const flaky = once(() => {
      tries += 1;
      if (tries === 1) throw new Error('first');
      return tries;
    });
    expect(() => flaky()).toThrow('first');
    expect(flaky()).toBe(2);
    expect(flaky()).toBe(2);
  });
});
