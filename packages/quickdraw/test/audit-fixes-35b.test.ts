/**
 * The thirty-fifth audit (b, 2026-12-05): an enemy lost from sight (RULINGS.md QR-57, "Amended
 * 2026-12-05 (the thirty-fifth audit)"). (1) An enemy who watched a man walk out of his sight knows
 * where he went out of it (locating.ts `afterMove`, fed the cells walked by walk.ts
 * `finishMove`): an observer up with a line to the man where the walk started, who has no line to
 * him where it ends, remembers him (core's `lastSeen`, the cell his observation shows for a man out
 * of sight) at the first cell of the way after the last he had a line to; before, at the cell of
 * his own last look, often the walk's start. (2) A man who sees the cell where he remembers an enemy
 * out of his sight, or stands on it, knows he is not there, and remembers him instead at the nearest
 * cell from there that he cannot see and is not beside (observe.ts `lostFrom`, `lookFor`), searched
 * from where he first found him gone (`lostAt`). Known gap (d) of QR-21's thirty-third amendment:
 * at the O.K. Corral (seed 1, trial 14) Billy Clanton headed for cover down the lot (13,15) ->
 * (12,20), round the corner of the Harwood house, and the Earps went to (13,15), saw nobody, and
 * waited there to the turn limit. The first, third and fourth tests fail on the code before
 * (be112de7); the second (no line to the walk's start, nothing learnt) holds there too: it guards
 * the new rule's condition.
 */
import { describe, expect, it } from 'vitest';
import { PHASE_MOVE, placeAt, S_BLOCKED } from '@deadeye/core';
import { getSystem, replayScenario } from '@deadeye/registry';
import { moveAllowance, moveToward } from '../src/skirmish/movement.ts';
import { bundled } from './fixture.ts';
import { cellOf, locatedWorld } from './qd-helpers.ts';

const system = getSystem('quickdraw');

function corral() {
  const okc = bundled('ok-corral');
  const who = (name: string) => okc.characters.findIndex((c) => c.name === name);
  const { engine, world } = locatedWorld(okc, [5, 5, 5, 5, 5, 5, 5, 5, 5, 5]);
  // Ike Clanton and Billy Claiborne gone out of the lot, as they run at the first shots.
  placeAt(world, who('Ike Clanton'), cellOf(world, 5, 22));
  placeAt(world, who('Billy Claiborne'), cellOf(world, 6, 22));
  return { engine, world, who };
}

describe('the thirty-fifth audit (b): a man watched out of sight is remembered where he went out of it (QR-57 amended)', () => {
  it('Doc Holliday, in Fremont Street, loses Billy Clanton down the lot and remembers where', () => {
    const { world, who } = corral();
    const n = world.n;
    const billy = who('Billy Clanton');
    const doc = who('Doc Holliday');
    placeAt(world, doc, cellOf(world, 20, 8));
    const start = world.cell[billy]!;
    expect(start).toBe(cellOf(world, 13, 15));
    const docRow = world.map.sight(world.cell[doc]!);
    expect(docRow[start]! & S_BLOCKED).toBe(0);
    moveToward(world, billy, cellOf(world, 12, 20), moveAllowance(world, billy), 'heads for cover');
    expect(world.cell[billy]).toBe(cellOf(world, 12, 20));
    expect(docRow[world.cell[billy]!]! & S_BLOCKED).not.toBe(0);
    // Down the lot he went out of Doc's sight at (13,17), the cell after (13,16).
    const seen = world.lastSeen[doc * n + billy]!;
    expect(seen).toBe(cellOf(world, 13, 17));
    expect(docRow[seen]! & S_BLOCKED).not.toBe(0);
    expect(docRow[cellOf(world, 13, 16)]! & S_BLOCKED).toBe(0);
  });

  it('an observer with no line to where the walk started learns nothing of it', () => {
    const { world, who } = corral();
    const n = world.n;
    const billy = who('Billy Clanton');
    const doc = who('Doc Holliday');
    placeAt(world, doc, cellOf(world, 24, 10));
    expect(world.map.sight(world.cell[doc]!)[world.cell[billy]!]! & S_BLOCKED).not.toBe(0);
    world.lastSeen[doc * n + billy] = cellOf(world, 14, 14);
    moveToward(world, billy, cellOf(world, 12, 20), moveAllowance(world, billy), 'heads for cover');
    expect(world.lastSeen[doc * n + billy]).toBe(cellOf(world, 14, 14));
  });

  it('Doc Holliday at the cell where he remembers Billy Clanton, who is round the corner, looks for him round it', () => {
    const { engine, world, who } = corral();
    const n = world.n;
    const m = world.map;
    const billy = who('Billy Clanton');
    const doc = who('Doc Holliday');
    placeAt(world, billy, cellOf(world, 12, 20));
    placeAt(world, doc, cellOf(world, 13, 19));
    const docRow = m.sight(world.cell[doc]!);
    // Beside him diagonally, past the house's corner: no line.
    expect(docRow[world.cell[billy]!]! & S_BLOCKED).not.toBe(0);
    world.lastSeen[doc * n + billy] = cellOf(world, 13, 19);
    engine.observe(doc, PHASE_MOVE);
    const o = world.obs[doc]!;
    expect(o.visible[billy]).toBe(0);
    const x = o.cell[billy]!;
    // Not where he stands; a cell he cannot see, not beside him, the nearest such from (13,19).
    expect(x).not.toBe(cellOf(world, 13, 19));
    expect(docRow[x]! & S_BLOCKED).not.toBe(0);
    expect(m.distance(x, world.cell[doc]!)).toBeGreaterThan(1.5);
    expect(world.lastSeen[doc * n + billy]).toBe(x);
    expect(world.lostAt[doc * n + billy]).toBe(cellOf(world, 13, 19));
    for (let c = 0; c < m.cells; c++) {
      if (m.steps[c] === 0 || (docRow[c]! & S_BLOCKED) === 0 || m.distance(c, world.cell[doc]!) <= 1.5) continue;
      // No such cell is nearer (13,19) as the crow flies by more than a step's rounding.
      expect(m.distance(c, cellOf(world, 13, 19)) + 1.5).toBeGreaterThanOrEqual(m.distance(x, cellOf(world, 13, 19)));
    }
    // Seen again, the search is over.
    placeAt(world, doc, cellOf(world, 13, 20));
    engine.observe(doc, PHASE_MOVE);
    expect(world.obs[doc]!.visible[billy]).toBe(1);
    expect(world.lostAt[doc * n + billy]).toBe(-1);
  });

  it('played: trial 14 of the O.K. Corral, Doc Holliday follows Billy Clanton round the corner', () => {
    const log = replayScenario(system, bundled('ok-corral'), '1', 14).log;
    const k = log.indexOf('    Billy Clanton heads for cover (13,15) -> (12,20)');
    expect(k).toBeGreaterThan(0);
    const found = log.indexOf('    Doc Holliday moves (half move) (13,17) -> (13,20)', k);
    expect(found).toBeGreaterThan(k);
    expect(log[found + 1]).toBe('    Doc Holliday fires both barrels of his Sawn-off shotgun at Billy Clanton (hasty shot, 1.0 paces)');
    // Over in phase 3, where it ran to the turn limit of 12.
    expect(log.filter((l) => l.startsWith('Phase ')).length).toBe(3);
  });
});
