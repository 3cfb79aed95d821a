/**
 * The neutral world columns (src/sim/world.ts): the writes that keep the caches right.
 */
import { describe, expect, it } from 'vitest';
import { STATUS_DEAD, STATUS_FLED, STATUS_RESERVE, STATUS_UNCONSCIOUS, STATUS_UP, SimWorld, placeAt, resetSimWorld, setStatus, startAt } from '../src/index.ts';

/** Three characters (sides 0, 0, 1), two weapon slots each, a 10-cell map; all in their start cells. */
function world(): SimWorld {
  const w = new SimWorld([0, 0, 1], [2, 1], 2, 10);
  resetSimWorld(w);
  startAt(w, 0, 3);
  startAt(w, 1, 3);
  startAt(w, 2, 7);
  return w;
}

describe('sim/world', () => {
  it('allocates the columns once, sized by characters, slots, cells and sides', () => {
    const w = world();
    expect([w.n, w.maxW, w.loaded.length, w.occupancy.length, w.sideCasualties.length]).toEqual([3, 2, 6, 10, 2]);
    expect(Array.from(w.sideSize)).toEqual([2, 1]);
    // Each side's characters and its enemies, in index order.
    expect(w.membersOf.map((m) => Array.from(m))).toEqual([[0, 1], [2]]);
    expect(w.enemiesOf.map((e) => Array.from(e))).toEqual([[2], [0, 1]]);
  });
  it('refuses a side outside the sides and a world without weapon slots', () => {
    expect(() => new SimWorld([0, 2], [1, 1], 1, 4)).toThrow(/character 1 has side 2/);
    expect(() => new SimWorld([0], [1], 0, 4)).toThrow(/maxW/);
  });
  it('placeAt and startAt keep the occupancy counts of characters up', () => {
    const w = world();
    expect([w.occupancy[3], w.occupancy[7]]).toEqual([2, 1]);
    placeAt(w, 0, 4);
    expect([w.occupancy[3], w.occupancy[4], w.cell[0]]).toEqual([1, 1, 4]);
    setStatus(w, 0, STATUS_DEAD);
    placeAt(w, 0, 5);
    expect([w.occupancy[4], w.occupancy[5], w.cell[0]]).toEqual([0, 0, 5]);
  });
  it('setStatus keeps upNow and occupancy and counts a casualty once, none for the reserve', () => {
    const w = world();
    setStatus(w, 1, STATUS_UNCONSCIOUS);
    expect([w.upNow[1], w.occupancy[3], w.sideCasualties[0]]).toEqual([0, 1, 1]);
    setStatus(w, 1, STATUS_DEAD);
    expect([w.upNow[1], w.occupancy[3], w.sideCasualties[0]]).toEqual([0, 1, 1]);
    setStatus(w, 2, STATUS_RESERVE);
    expect([w.upNow[2], w.occupancy[7], w.sideCasualties[1]]).toEqual([0, 0, 0]);
    setStatus(w, 2, STATUS_UP);
    expect([w.upNow[2], w.occupancy[7], w.sideCasualties[1]]).toEqual([1, 1, 0]);
    setStatus(w, 2, STATUS_FLED);
    expect([w.upNow[2], w.occupancy[7], w.sideCasualties[1]]).toEqual([0, 0, 1]);
  });
  it('resetSimWorld starts a trial: everyone up, no counts, no casualties', () => {
    const w = world();
    setStatus(w, 0, STATUS_DEAD);
    placeAt(w, 2, 9);
    resetSimWorld(w);
    expect(Array.from(w.status)).toEqual([STATUS_UP, STATUS_UP, STATUS_UP]);
    expect(Array.from(w.upNow)).toEqual([1, 1, 1]);
    expect(Array.from(w.occupancy).every((k) => k === 0)).toBe(true);
    expect(Array.from(w.sideCasualties)).toEqual([0, 0]);
  });
});
