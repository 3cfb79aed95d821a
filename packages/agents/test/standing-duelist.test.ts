import { describe, expect, it } from 'vitest';
import { INTENT_FIRE, INTENT_HOLD, INTENT_RELOAD, intentAmount, intentKind } from '@deadeye/core';
import { standingDuelist } from '../src/index.ts';

const obs = (loaded: number, capacity: number, rateOfFire: number, reloadRate: number, targetUp = 1) => ({ loaded, capacity, rateOfFire, reloadRate, targetUp });

describe('standingDuelist', () => {
  it('fires min(rate of fire, rounds loaded)', () => {
    expect(intentKind(standingDuelist(obs(6, 6, 3, 3)))).toBe(INTENT_FIRE);
    expect(intentAmount(standingDuelist(obs(6, 6, 3, 3)))).toBe(3);
    expect(intentAmount(standingDuelist(obs(2, 6, 3, 3)))).toBe(2);
    expect(intentAmount(standingDuelist(obs(2, 2, 2, 2)))).toBe(2);
  });
  it('reloads min(reload rate, capacity - loaded) when empty', () => {
    expect(intentKind(standingDuelist(obs(0, 6, 3, 3)))).toBe(INTENT_RELOAD);
    expect(intentAmount(standingDuelist(obs(0, 6, 3, 3)))).toBe(3);
    expect(intentAmount(standingDuelist(obs(0, 1, 1, 2)))).toBe(1);
    expect(intentAmount(standingDuelist(obs(0, 6, 3, 1)))).toBe(1);
  });
  it('holds when it cannot reload, or when the target is already down', () => {
    expect(standingDuelist(obs(0, 1, 1, 0))).toBe(INTENT_HOLD);
    expect(standingDuelist(obs(3, 6, 3, 3, 0))).toBe(INTENT_HOLD);
  });
});
