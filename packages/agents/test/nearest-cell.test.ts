/**
 * nearestCellOf (doctrines.ts): the search outward from the observer over the offsets in order of
 * distance gives the cell a look through the whole list gives (the nearest unmarked cell within
 * reach, ties the last in the list), on Northfield's map and on lists built to tie.
 */
import { fileURLToPath } from 'node:url';
import { compileMap, loadScenario } from '@deadeye/core';
import { describe, expect, it } from 'vitest';
import { nearestCellOf } from '../src/doctrines.ts';

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
