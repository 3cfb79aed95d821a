/**
 * The thirty-fourth audit (b, 2026-12-05): known gap (f) of QR-21's amendment of the thirty-third
 * (RULINGS.md QR-21, "Amended by the thirty-fourth audit"). A man heading or falling back "towards
 * the nearest cover" (cover.ts `coverFrom`) no longer takes a cover whose way there passes
 * beside an enemy up he is not beside already (`passesBeside`): until then only the walk's end was
 * read, and at the O.K. Corral (seed 1, trial 59) Doc Holliday headed for the cover at (10,13)
 * from Billy Claiborne by way of (12,13), beside Frank McLaury at (13,14).
 *
 * The first two tests fail with the rule removed; the third with its exemption for an enemy he
 * is beside already removed (checked each alone).
 */
import { describe, expect, it } from 'vitest';
import { placeAt, setStatus, STATUS_DEAD, STATUS_UP } from '@deadeye/core';
import { getSystem, replayScenario } from '@deadeye/registry';
import { moveAllowance, plannedPath } from '../src/skirmish/movement.ts';
import { coverFrom } from '../src/skirmish/cover.ts';
import { bundled } from './fixture.ts';
import { cellOf, locatedWorld } from './qd-helpers.ts';

const system = getSystem('quickdraw');

describe('the thirty-fourth audit (b): the way to cover does not pass beside an enemy (QR-21 amended)', () => {
  it('Doc Holliday does not head for the cover at (10,13) by way of Frank McLaury', () => {
    const okc = bundled('ok-corral');
    const who = (name: string) => okc.characters.findIndex((c) => c.name === name);
    const world = locatedWorld(okc, [5, 5, 5, 5, 5, 5, 5, 5, 5]).world;
    const doc = who('Doc Holliday');
    const frank = who('Frank McLaury');
    const claiborne = who('Billy Claiborne');
    // Tom McLaury (12,13) is down, as in trial 59 after Doc's both barrels.
    const tom = who('Tom McLaury');
    setStatus(world, tom, STATUS_DEAD);
    expect(world.cell[doc]).toBe(cellOf(world, 13, 12));
    expect(world.cell[frank]).toBe(cellOf(world, 13, 14));
    expect(world.cell[claiborne]).toBe(cellOf(world, 13, 17));
    const m = world.map;
    const budget = moveAllowance(world, doc);
    const old = cellOf(world, 10, 13);
    // The way the walk takes to (10,13) passes (12,13), where Tom lies, beside Frank McLaury.
    const path = new Int32Array(m.cells);
    const n = plannedPath(world, doc, old, budget, path);
    expect(path[n - 1]).toBe(old);
    expect(Array.from(path.subarray(0, n - 1)).some((c) => Math.abs(m.cellX[c]! - 13) <= 1 && Math.abs(m.cellY[c]! - 14) <= 1)).toBe(true);
    const cover = coverFrom(world, doc, world.cell[claiborne]!, budget);
    expect(cover).not.toBe(old);
    // Whatever he heads for instead, its way passes beside no enemy up.
    if (cover >= 0) {
      const k = plannedPath(world, doc, cover, budget, path);
      for (let s = 0; s < k; s++) {
        for (let j = 0; j < world.n; j++) {
          if (world.sideOf[j] === world.sideOf[doc] || world.status[j] !== STATUS_UP) continue;
          const beside = Math.abs(m.cellX[path[s]!]! - m.cellX[world.cell[j]!]!) <= 1 && Math.abs(m.cellY[path[s]!]! - m.cellY[world.cell[j]!]!) <= 1;
          expect(beside).toBe(false);
        }
      }
    }
  });

  it('played: trial 59 of the O.K. Corral', () => {
    const log = replayScenario(system, bundled('ok-corral'), '1', 59).log;
    expect(log.some((l) => l.includes('Doc Holliday heads for cover (13,12) -> (10,13)'))).toBe(false);
    expect(log).toContain('    Doc Holliday heads away, no cover in reach (13,12) -> (18,7)');
  });

  it('an enemy beside him already does not bar the way: he heads for cover past Tom McLaury beside him', () => {
    // Doc Holliday at (13,12) with Tom McLaury up beside him at (12,13) and Frank McLaury away:
    // the cover at (8,14) from Billy Claiborne is reached by way of (12,12) and (11,13), both
    // beside Tom; a man in contact already is not barred by the man he is in contact with.
    const okc = bundled('ok-corral');
    const who = (name: string) => okc.characters.findIndex((c) => c.name === name);
    const world = locatedWorld(okc, [5, 5, 5, 5, 5, 5, 5, 5, 5]).world;
    const doc = who('Doc Holliday');
    placeAt(world, who('Frank McLaury'), cellOf(world, 20, 20));
    expect(world.cell[who('Tom McLaury')]).toBe(cellOf(world, 12, 13));
    const m = world.map;
    const budget = moveAllowance(world, doc);
    const cover = coverFrom(world, doc, world.cell[who('Billy Claiborne')]!, budget);
    expect(cover).toBe(cellOf(world, 8, 14));
    const path = new Int32Array(m.cells);
    const n = plannedPath(world, doc, cover, budget, path);
    expect(Array.from(path.subarray(0, n)).some((c) => Math.abs(m.cellX[c]! - 12) <= 1 && Math.abs(m.cellY[c]! - 13) <= 1)).toBe(true);
  });
});
