/**
 * The one factory of agents' observations (src/agent/skirmish.ts `newObservation`): what an engine
 * gives is shared or kept, the rest takes its nothing value, and every observation has one shape.
 */
import { describe, expect, it } from 'vitest';
import { PHASE_MOVE, compileMap, newObservation, type ObservationInit, type ScenarioMap } from '../../src/index.ts';

const scenarioMap: ScenarioMap = { width: 6, height: 4, feetPerSpace: 6, default: 'street', terrain: [], cover: [], places: {}, heights: [] };
const map = compileMap(scenarioMap);

/** The least an engine gives: 3 characters, 2 weapon slots, one weapon. */
function least(): ObservationInit {
  return { self: 1, map, side: Int32Array.of(0, 0, 1), up: Uint8Array.of(1, 1, 1), status: new Uint8Array(3), leader: Uint8Array.of(1, 0, 1), weaponSlots: 2, weaponCount: 1, params: {}, exits: Int32Array.of(0) };
}

describe('newObservation', () => {
  it('shares the columns it is given, with the world, and sizes its own by characters and weapon slots', () => {
    const init = least();
    const o = newObservation(init);
    expect([o.side, o.up, o.status, o.leader, o.exits]).toEqual([init.side, init.up, init.status, init.leader, init.exits]);
    expect(o.side).toBe(init.side);
    expect(o.status).toBe(init.status);
    expect([o.self, o.count, o.map, o.places, o.weaponCount]).toEqual([1, 3, map, map.places, 1]);
    expect([o.cell.length, o.visible.length, o.distance.length, o.danger.length, o.sightBits.length]).toEqual([3, 3, 3, 3, 3]);
    // The observer (1) is on side 0 with 0: his one enemy is 2.
    expect(Array.from(o.enemies)).toEqual([2]);
    expect(Array.from(newObservation({ ...init, self: 2 }).enemies)).toEqual([0, 1]);
    // An engine's list (its world's) is shared, not copied.
    const enemies = Int32Array.of(2);
    expect(newObservation({ ...init, enemies }).enemies).toBe(enemies);
    expect([o.loaded.length, o.spare.length, o.capacity.length, o.rateOfFire.length, o.reloadRate.length, o.extremeRange.length, o.thrown.length, o.firearm.length, o.longArm.length, o.bands.length]).toEqual([2, 2, 2, 2, 2, 2, 2, 2, 2, 8]);
  });

  it('gives everything left out its nothing value: nobody rides, no horses, no items, no cards, -1 for nobody', () => {
    const o = newObservation(least());
    expect([o.phase, o.turn, o.facing, o.strength, o.weaponInHand, o.lastAttacker, o.lastTarget, o.brawlOpponent, o.horseCell, o.taskTarget, o.taskCell, o.aimingAt]).toEqual([PHASE_MOVE, 0, 0, 0, -1, -1, -1, -1, -1, -1, -1, -1]);
    expect(Array.from(o.riding)).toEqual([0, 0, 0]);
    expect([Array.from(o.horseAt), Array.from(o.carrying), Array.from(o.carriedBy)]).toEqual([[-1, -1, -1], [-1, -1, -1], [-1, -1, -1]]);
    expect([o.itemCount, o.itemCell.length, o.cardsMax, o.star, o.cards]).toEqual([0, 0, 0, 0, 0]);
    expect(Array.from(o.capacity)).toEqual([0, 0]);
  });

  it('keeps the weapons, mounts, items and Quick on the Draw facts it is given', () => {
    const capacity = Int32Array.of(6, 0);
    const bands = Float64Array.of(1, 2, 3, 4, 0, 0, 0, 0);
    const itemCell = Int32Array.of(5, 7);
    const horseAt = Int32Array.of(-1, 4, -1);
    const o = newObservation({ ...least(), capacity, bands, itemCell, horseAt, strength: 12, cardsMax: 3, star: 1 });
    expect(o.capacity).toBe(capacity);
    expect(o.bands).toBe(bands);
    expect(o.horseAt).toBe(horseAt);
    expect([o.itemCell, o.itemCount, o.strength, o.cardsMax, o.star]).toEqual([itemCell, 2, 12, 3, 1]);
  });

  it('builds every observation with the same fields in the same order (one object shape for the doctrines)', () => {
    const bare = newObservation(least());
    const full = newObservation({ ...least(), riding: new Uint8Array(3), horseAt: new Int32Array(3), carrying: new Int32Array(3), carriedBy: new Int32Array(3), loaded: new Int32Array(2), bands: new Float64Array(8), strength: 9, itemCell: Int32Array.of(3), cardsMax: 4, star: 1 });
    expect(Object.keys(full)).toEqual(Object.keys(bare));
  });

  it('refuses per-weapon arrays of the wrong length and more weapons than slots', () => {
    expect(() => newObservation({ ...least(), capacity: new Int32Array(3) })).toThrow(/capacity has 3 entries, expected 2/);
    expect(() => newObservation({ ...least(), bands: new Float64Array(2) })).toThrow(/bands has 2 entries, expected 8/);
    expect(() => newObservation({ ...least(), weaponCount: 3 })).toThrow(/3 weapons in 2 slots/);
  });
});
