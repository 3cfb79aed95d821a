/**
 * The neutral world's `version` (src/sim/world.ts): the count of writes of `cell` and `status` a
 * trial, by which an engine knows that nobody has moved or changed status since it last looked; and
 * its list of characters whose arms changed, from which core's `refreshThreats` (src/sim/observe.ts)
 * keeps the threats of Quick on the Draw and Shootout!.
 */
import { describe, expect, it } from 'vitest';
import { STATUS_DEAD, STATUS_UP, SimWorld, allRoundSlotTables, twoBandSlotTables, placeAt, refreshThreats, resetSimWorld, staleThreats, setStatus, startAt, takeArmsChanges, touchArms, type ObservationTables } from '../src/index.ts';

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

describe('sim/world arms changes (touchArms, takeArmsChanges) and refreshThreats', () => {
  /** Three characters on two sides, two weapon slots each; tables of the Quick on the Draw / Shootout! layout (a band table a slot). */
  function world() {
    const w = new SimWorld([0, 1, 1], [1, 2], 2, 10);
    const arcSize = 4;
    const tables: ObservationTables = allRoundSlotTables(3, arcSize, new Int8Array(3 * 2 * arcSize), new Float64Array(3 * 2 * 2));
    return { w, tables };
  }
  /** Ready: a weapon in hand with rounds, and up. */
  const readySlot = (w: SimWorld, j: number): number => (w.inHand[j]! >= 0 && w.status[j] === STATUS_UP && w.loaded[j * w.maxW + w.inHand[j]!]! > 0 ? j * w.maxW + w.inHand[j]! : -1);

  it('a trial starts with everyone listed; a character is listed once however often noted; taking empties the list', () => {
    const { w } = world();
    resetSimWorld(w);
    expect(takeArmsChanges(w)).toBe(3);
    expect(Array.from(w.armsList)).toEqual([0, 1, 2]);
    expect(takeArmsChanges(w)).toBe(0);
    touchArms(w, 2);
    touchArms(w, 2);
    touchArms(w, 0);
    expect(takeArmsChanges(w)).toBe(2);
    expect(Array.from(w.armsList.subarray(0, 2))).toEqual([2, 0]);
    expect(Array.from(w.armsChanged)).toEqual([0, 0, 0]);
  });

  it('setStatus notes the arms (a man down is no threat); moving does not', () => {
    const { w } = world();
    resetSimWorld(w);
    takeArmsChanges(w);
    placeAt(w, 1, 4);
    expect(w.armsCount).toBe(0);
    setStatus(w, 1, STATUS_DEAD);
    expect(w.armsCount).toBe(1);
    expect(w.armsList[0]).toBe(1);
  });

  it('refreshThreats sets the threat of those listed only, logs each change once, and leaves the others as they were', () => {
    const { w, tables } = world();
    resetSimWorld(w);
    for (let j = 0; j < 3; j++) {
      w.inHand[j] = j === 2 ? 1 : 0;
      w.loaded[j * 2 + w.inHand[j]!] = 6;
    }
    refreshThreats(w, tables, readySlot);
    expect(Array.from(tables.threatBands)).toEqual([0, 2 * 4, 5 * 4]);
    expect(Array.from(tables.threatAt)).toEqual([0, 2 * 2, 5 * 2]);
    expect(w.version).toBe(3);
    // Emptied without a note: not seen (the contract: every write of inHand or loaded is noted).
    w.loaded[2 * 2 + 1] = 0;
    refreshThreats(w, tables, readySlot);
    expect(tables.threatBands[2]).toBe(5 * 4);
    touchArms(w, 2);
    refreshThreats(w, tables, readySlot);
    expect(tables.threatBands[2]).toBe(-1);
    expect(w.version).toBe(4);
    expect(w.changeLog[4 & w.changeMask]).toBe(~2);
    // Noted but unchanged: nothing logged.
    touchArms(w, 0);
    refreshThreats(w, tables, readySlot);
    expect(w.version).toBe(4);
    expect(tables.threatBands[0]).toBe(0);
  });

  it('staleThreats counts the threats a write left unnoted; allRoundSlotTables refuses tables of different slot counts', () => {
    const { w, tables } = world();
    resetSimWorld(w);
    w.inHand[1] = 0;
    w.loaded[2] = 6;
    refreshThreats(w, tables, readySlot);
    expect(staleThreats(w, tables, readySlot)).toBe(0);
    w.loaded[2] = 0;
    w.inHand[2] = 0;
    w.loaded[4] = 1;
    expect(staleThreats(w, tables, readySlot)).toBe(2);
    touchArms(w, 1);
    touchArms(w, 2);
    refreshThreats(w, tables, readySlot);
    expect(staleThreats(w, tables, readySlot)).toBe(0);
    expect(tables.allRound).toBe(true);
    expect(() => allRoundSlotTables(3, 4, new Int8Array(24), new Float64Array(10))).toThrow(/24 bands for 5 slots of 4 offsets/);
  });
});

describe('twoBandSlotTables', () => {
  it("fills each slot's band by map offset (near, then out to far, else -1) and its two threats; a null slot has no band", () => {
    const map = { offsetDistance: Float64Array.from([0, 1, 1.5, 2, 3, 5]) } as unknown as Parameters<typeof twoBandSlotTables>[0];
    const t = twoBandSlotTables(map, 2, 2, (i) => (i === 0 ? 2 : 1), (i, w) => (i === 0 && w === 1 ? null : { near: 1.5, far: i === 0 ? 3 : -1, nearThreat: 0.4 + w, farThreat: 0.2 }));
    expect(t.allRound).toBe(true);
    expect([...t.bandByOffset.slice(0, 6)]).toEqual([0, 0, 0, 1, 1, -1]);
    expect([...t.bandByOffset.slice(6, 12)]).toEqual([-1, -1, -1, -1, -1, -1]);
    expect([...t.bandByOffset.slice(12, 18)]).toEqual([0, 0, 0, -1, -1, -1]);
    expect([...t.threatTable]).toEqual([0.4, 0.2, 0, 0, 0.4, 0.2, 0, 0]);
  });
});
