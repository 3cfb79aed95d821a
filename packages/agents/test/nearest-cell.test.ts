/**
 * nearestCellOf (doctrines.ts): the search outward from the observer over the offsets in order of
 * distance gives the cell a look through the whole list gives (the nearest unmarked cell within
 * reach, ties the last in the list), on Northfield's map and on lists built to tie. nearestOf, with
 * its memo of the nearest cell when nothing is marked, gives the cell of a search with the visible
 * enemies' cells marked.
 */
import { fileURLToPath } from 'node:url';
import { compileMap, loadScenario } from '@deadeye/core';
import { describe, expect, it } from 'vitest';
import type { SkirmishObservation } from '@deadeye/core';
import { nearestCellOf, nearestOf } from '../src/northfield-doctrines.ts';

const map = compileMap(loadScenario(fileURLToPath(new URL('../../../scenarios/northfield.yaml', import.meta.url))).map);

describe('nearestCellOf: outward search and look through the list agree', () => {
  it('on many lists, marks, observers and reaches (Northfield map), the same cell both ways', () => {
    // Lists, marks and observers spread over the map by fixed strides (no randomness needed).
    const marks = new Int32Array(map.cells);
    let found = 0;
    let cases = 0;
    for (let t = 0; t < 400; t++) {
      // A list of 65..400 cells in an order unlike cell order, with repeats (ties fall anywhere in it).
      const size = 65 + ((t * 37) % 336);
      const cells = Int32Array.from({ length: size }, (_, k) => (k * (97 + 2 * t) + t * 31) % map.cells);
      const stamp = t + 1;
      for (let k = 0; k < 40; k++) marks[(k * 131 + t * 17) % map.cells] = stamp;
      for (let q = 0; q < 10; q++) {
        const own = (q * 389 + t * 53) % map.cells;
        const within = q % 3 === 0 ? Infinity : 1 + ((q + t) % 12);
        const spiral = nearestCellOf(map, cells, own, within, marks, stamp, 0);
        const linear = nearestCellOf(map, cells, own, within, marks, stamp, Infinity);
        expect(spiral).toBe(linear);
        cases++;
        if (linear >= 0) found++;
      }
    }
    // Both outcomes were exercised: a cell found, and none within reach.
    expect(found).toBeGreaterThan(cases / 4);
    expect(found).toBeLessThan(cases);
  });

  it('among cells at the same distance the last in the list wins, and a marked cell is passed over', () => {
    const w = map.width;
    const own = 10 * w + 10;
    // Four cells 2 spaces away orthogonally, listed in an order unlike their cell order.
    const ring = Int32Array.from([10 * w + 12, 8 * w + 10, 12 * w + 10, 10 * w + 8]);
    const cells = new Int32Array(70).fill(0 * w + 0);
    cells.set(ring, 66);
    const marks = new Int32Array(map.cells);
    expect(nearestCellOf(map, cells, own, Infinity, marks, 1, 0)).toBe(10 * w + 8);
    marks[10 * w + 8] = 1;
    expect(nearestCellOf(map, cells, own, Infinity, marks, 1, 0)).toBe(12 * w + 10);
    expect(nearestCellOf(map, cells, own, 1.5, marks, 1, 0)).toBe(-1);
  });
});

describe('nearestOf: the memoised nearest cell with no enemy equals a search with the enemies marked', () => {
  it('on lists long and short, observers, reaches and enemies standing on the memo\'s own answers', () => {
    const n = 9;
    const obs = {
      map,
      enemies: Int32Array.from([1, 2, 3, 4, 5, 6, 7, 8]),
      cell: new Int32Array(n),
      up: new Uint8Array(n),
      visible: new Uint8Array(n),
    } as unknown as SkirmishObservation;
    const marks = new Int32Array(map.cells);
    let stamp = 0;
    let moved = 0;
    let cases = 0;
    for (let t = 0; t < 60; t++) {
      // Short lists (looked through) and long ones (searched outward).
      const size = t % 2 === 0 ? 5 + (t % 40) : 65 + ((t * 37) % 300);
      const cells = Int32Array.from({ length: size }, (_, k) => (k * (97 + 2 * t) + t * 31) % map.cells);
      for (let q = 0; q < 30; q++) {
        const own = (q * 389 + t * 53) % map.cells;
        const within = q % 3 === 0 ? Infinity : 1 + ((q + t) % 12);
        const alone = nearestCellOf(map, cells, own, Infinity, new Int32Array(map.cells), 1);
        // Enemies by fixed strides; every other case one stands on the nearest cell (when there is one), some not visible or down.
        for (let e = 1; e < n; e++) {
          obs.cell[e] = (e * 211 + q * 7 + t * 13) % map.cells;
          obs.up[e] = (e + q) % 5 === 0 ? 0 : 1;
          obs.visible[e] = (e + t) % 4 === 0 ? 0 : 1;
        }
        if (q % 2 === 0 && alone >= 0) {
          obs.cell[1] = alone;
          obs.up[1] = 1;
          obs.visible[1] = 1;
        }
        stamp++;
        for (let e = 1; e < n; e++) if (obs.up[e] === 1 && obs.visible[e] === 1) marks[obs.cell[e] as number] = stamp;
        const expected = nearestCellOf(map, cells, own, within, marks, stamp);
        // Twice: the first fills the memo, the second reads it.
        expect(nearestOf(obs, cells, own, within)).toBe(expected);
        expect(nearestOf(obs, cells, own, within)).toBe(expected);
        if (expected !== alone && expected >= 0) moved++;
        cases++;
      }
    }
    // An enemy on the nearest cell sent the search elsewhere in many cases.
    expect(moved).toBeGreaterThan(cases / 10);
  });
});
