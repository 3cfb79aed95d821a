/**
 * The neutral world's `version` (src/sim/world.ts): the count of writes of `cell` and `status` a
 * trial, by which an engine knows that nobody has moved or changed status since it last looked.
 */
import { describe, expect, it } from 'vitest';
import { STATUS_DEAD, SimWorld, placeAt, resetSimWorld, setStatus, startAt } from '../src/index.ts';

describe('sim/world version', () => {
  it('counts every placeAt, startAt and setStatus, and nothing else', () => {
    const w = new SimWorld([0, 1], [1, 1], 1, 10);
    resetSimWorld(w);
    expect(w.version).toBe(0);
    startAt(w, 0, 2);
    startAt(w, 1, 7);
    expect(w.version).toBe(2);
    w.facing[0] = 3;
    w.inHand[1] = 0;
    w.loaded[1] = 0;
    expect(w.version).toBe(2);
    placeAt(w, 0, 3);
    expect(w.version).toBe(3);
    setStatus(w, 1, STATUS_DEAD);
    expect(w.version).toBe(4);
  });
  it('starts again at 0 each trial', () => {
    const w = new SimWorld([0, 1], [1, 1], 1, 10);
    resetSimWorld(w);
    placeAt(w, 0, 5);
    resetSimWorld(w);
    expect(w.version).toBe(0);
  });
});
