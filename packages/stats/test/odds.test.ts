import { describe, expect, it } from 'vitest';
import type { AttackOdds } from '@deadeye/core';
import { checkOdds, spacesToFeet } from '../src/index.ts';

const GOOD: AttackOdds = {
  attack: 'one shot',
  hit: 0.4,
  outOfAction: 0.1,
  outcomes: [
    { outcome: 'miss', probability: 0.6, outOfAction: false },
    { outcome: 'wound', probability: 0.3, outOfAction: false },
    { outcome: 'killed', probability: 0.1, outOfAction: true },
  ],
  details: [{ title: 'location', rows: [{ label: 'arm', probability: 0.25 }, { label: 'body', probability: 0.75 }] }],
};

describe('checkOdds', () => {
  it('accepts a distribution', () => {
    expect(() => checkOdds(GOOD, 'x')).not.toThrow();
  });
  it('names what is wrong: a sum other than 1, a probability outside 0..1, outOfAction not the sum of its outcomes, a detail not summing to 1', () => {
    expect(() => checkOdds({ ...GOOD, outcomes: GOOD.outcomes.slice(1) }, 'at 5 spaces')).toThrow(/^at 5 spaces: the outcomes sum to 0.4, not 1$/);
    expect(() => checkOdds({ ...GOOD, outcomes: [{ outcome: 'miss', probability: 1.2, outOfAction: false }, { outcome: 'hit', probability: -0.2, outOfAction: true }] }, 'x')).toThrow(/outcome "miss" has probability 1.2, outside 0..1/);
    expect(() => checkOdds({ ...GOOD, outOfAction: 0.2 }, 'x')).toThrow(/outOfAction 0.2 is not the sum of the outcomes marked so \(0.1\)/);
    expect(() => checkOdds({ ...GOOD, details: [{ title: 'location', rows: [{ label: 'arm', probability: 0.5 }] }] }, 'x')).toThrow(/detail "location" sums to 0.5, not 1/);
    expect(() => checkOdds({ ...GOOD, hit: 0.05 }, 'x')).toThrow(/hit 0.05 must be in 0..1 and at least outOfAction 0.1/);
  });
  it('converts spaces to feet (6 feet a space)', () => {
    expect(spacesToFeet(5)).toBe(30);
  });
});
