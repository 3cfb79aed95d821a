/**
 * The nineteenth audit's helper 19c: four readings of REEL 4 questioned by an earlier audit.
 * 1. An Expert's reroll of a miss keeps the second roll: a first roll whose 1 (or misfire) jammed
 *    the weapon or left it to be reprimed is rerolled, the mishap with it; a revolver's 1 still
 *    forces the reload ("any 1s are thrown"); `+mishap-stands` plays the old reading (QR-102).
 * 2. A Marksman "can reroll when testing to reload": the reload itself, not clearing a jam nor
 *    lighting a fuse; `+marksman-tasks` plays the old reading (QR-250).
 * 3. A cartridge double's 1 spends the barrel fired, not both (QR-251).
 * 4. The fowling piece "which can be double barrelled": `double-fowling-piece` (QR-252).
 * On forced dice; each assertion of the reading fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { SHOT_DELIBERATE } from '@deadeye/core';
import { buildQdDuels, qdOdds, type QdDuel } from '../src/index.ts';
import { fire, lightFuse, reload } from '../src/skirmish/shooting.ts';
import { Q_FORCED_RELOADS, Q_MISFIRES } from '../src/skirmish/counts.ts';
import { weaponById, weaponRowId } from '../src/tables/weapons.ts';
import { QD_WEAPON_IDS } from '../src/character/weapon-ids.ts';
import { expectSimulatedShotsAgree, lineOf, qCount, VERSUS_TARGET, versusWorld } from './qd-helpers.ts';

const SUPPORTING = 'TYPE=supporting PERSONALITY=ordinary';

/** A's line against the Supporting target B 5 paces off, under `words`, on the forced dice `values` then 7s; seen, located, logged. */
function versus(a: string, values: readonly number[], words = 'text') {
  return versusWorld(a, values, 5, words);
}

describe("1. an Expert's reroll keeps the second roll, the first roll's mishap with it (QR-102)", () => {
  it('a Rifleman whose breech-loading rifle jams on a 1 rerolls: the 7 hits and the rifle is not jammed', () => {
    const { world: w } = versus(`${SUPPORTING} SKILLS=rifleman WPN=breech-loading-rifle`, [1, 7]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /the Breech-loading rifle jams|jams/)).toBeGreaterThan(-1);
    expect(w.log).toContain('    A rerolls the attack dice (Expert)');
    expect(w.hits[0]).toBe(1);
    expect(w.jammed[0]).toBe(0);
    // A single shot: spent by the shot, to be reloaded.
    expect(w.loaded[0]).toBe(0);
  });

  it('under +mishap-stands the jam stands and the miss is not rerolled', () => {
    const { world: w, stream } = versus(`${SUPPORTING} SKILLS=rifleman WPN=breech-loading-rifle`, [1, 7], 'text+mishap-stands');
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /rerolls/)).toBe(-1);
    expect([w.hits[0], w.jammed[0], stream.draws]).toEqual([0, 1, 1]);
  });

  it("a percussion musket's misfire on a 1 is rerolled by a Rifleman: the 8 hits", () => {
    const { world: w } = versus(`${SUPPORTING} SKILLS=rifleman WPN=smoothbore-musket`, [1, 8]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /misfires/)).toBeGreaterThan(-1);
    expect(w.hits[0]).toBe(1);
    const stands = versus(`${SUPPORTING} SKILLS=rifleman WPN=smoothbore-musket`, [1, 8], 'text+mishap-stands').world;
    fire(stands, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(stands.hits[0]).toBe(0);
  });

  it("a cap and ball revolver's 1 (a jam) rerolled by a Pistoleer: the jam goes, the reload stays (any 1s are thrown)", () => {
    const { world: w } = versus(`${SUPPORTING} SKILLS=pistoleer WPN=cap-and-ball-revolver`, [1, 6]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.hits[0]).toBe(1);
    expect(w.jammed[0]).toBe(0);
    expect(w.loaded[0]).toBe(0);
    expect(qCount(w, Q_FORCED_RELOADS)).toBe(1);
  });

  it('a stick of dynamite dropped on a 1 is not rerolled: it has gone off', () => {
    const { world: w } = versus(`${SUPPORTING} SKILLS=expert WPN=dynamite`, [1, 3, 9, 9]);
    w.fuseLit[0] = 1;
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /drops the/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /rerolls the attack dice/)).toBe(-1);
  });
});

describe("1b. `deadeye odds` plays the Expert's reroll the same way (QR-102, QR-86)", () => {
  const RIFLEMAN = `${SUPPORTING} SKILLS=rifleman WPN=breech-loading-rifle NAME=A`;
  const matchup = (words: string): QdDuel => buildQdDuels({ a: RIFLEMAN, b: VERSUS_TARGET, range: '5', maxTurns: '10', variant: words })[0]!;
  const missOf = (m: QdDuel): number => qdOdds.exact(m, 'deliberate').outcomes.find((o) => o.outcome === 'miss')!.probability;
  it('a Supporting Rifleman misses 0.4 x 0.4 = 16%; under +mishap-stands 0.1 + 0.3 x 0.4 = 22% (his jam not rerolled)', () => {
    expect(missOf(matchup('text'))).toBeCloseTo(0.16, 12);
    expect(missOf(matchup('text+mishap-stands'))).toBeCloseTo(0.22, 12);
  });
  it("exact and the engine's simulated shots agree (100,000 trials, fixed seed, 4 standard errors)", () => {
    for (const words of ['text', 'text+mishap-stands']) {
      expectSimulatedShotsAgree(matchup(words), '19c', words);
    }
  });
});

describe('2. a Marksman rerolls a reload, not a jam cleared nor a fuse lit (QR-250)', () => {
  const MARKSMAN = `${SUPPORTING} SKILLS=marksman`;
  it('clearing a jam: the 3 fails and is not rerolled; under +marksman-tasks the 7 clears it', () => {
    const { world: w, stream } = versus(`${MARKSMAN} WPN=breech-loading-rifle`, [3, 7]);
    w.jammed[0] = 1;
    w.loaded[0] = 0;
    reload(w, 0, 0);
    expect([w.jammed[0], stream.draws]).toEqual([1, 1]);
    const old = versus(`${MARKSMAN} WPN=breech-loading-rifle`, [3, 7], 'text+marksman-tasks').world;
    old.jammed[0] = 1;
    old.loaded[0] = 0;
    reload(old, 0, 0);
    expect(old.jammed[0]).toBe(0);
  });

  it('lighting a fuse: the 3 fails and is not rerolled; under +marksman-tasks the 7 lights it', () => {
    const { world: w } = versus(`${MARKSMAN} WPN=dynamite`, [3, 7]);
    lightFuse(w, 0, 0);
    expect(w.fuseLit[0]).toBe(0);
    const old = versus(`${MARKSMAN} WPN=dynamite`, [3, 7], 'text+marksman-tasks').world;
    lightFuse(old, 0, 0);
    expect(old.fuseLit[0]).toBe(1);
  });

  it('the reload itself is rerolled (control): 3, then 7 reloads the empty rifle', () => {
    const { world: w } = versus(`${MARKSMAN} WPN=breech-loading-rifle`, [3, 7]);
    w.loaded[0] = 0;
    reload(w, 0, 0);
    expect(w.loaded[0]).toBe(1);
  });
});

describe("2b. a fuse's 1 has gone off: not rerolled (QR-153)", () => {
  it('a Disciplined man who rolls a 1 lighting the fuse: it explodes, no reroll (the 7 would have lit it)', () => {
    const { world: w } = versus(`TYPE=supporting PERSONALITY=disciplined WPN=dynamite`, [1, 7]);
    lightFuse(w, 0, 0);
    expect(lineOf(w.log!, /explodes prematurely/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /rerolls/)).toBe(-1);
    expect(w.fuseLit[0]).toBe(0);
  });
  it('a failure of 2-4 is rerolled (control): 3, then 7 lights it', () => {
    const { world: w } = versus(`TYPE=supporting PERSONALITY=disciplined WPN=dynamite`, [3, 7]);
    lightFuse(w, 0, 0);
    expect(w.fuseLit[0]).toBe(1);
  });
});

describe("3. a cartridge double's 1 spends the barrel fired, not both (QR-251)", () => {
  it('a double-barrelled shotgun: a 1 on one barrel leaves the other loaded', () => {
    const { world: w } = versus(`${SUPPORTING} WPN=double-barrelled-shotgun`, [1]);
    expect(w.loaded[0]).toBe(2);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.hits[0]).toBe(0);
    expect(w.loaded[0]).toBe(1);
  });
  it('a derringer and a sawn-off likewise', () => {
    for (const wpn of ['derringer', 'sawn-off-shotgun']) {
      // The sawn-off's one barrel is 2D10 High for a Supporting man: 1 and 1.
      const { world: w } = versus(`${SUPPORTING} WPN=${wpn}`, [1, 1]);
      fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
      expect(w.loaded[0], wpn).toBe(1);
    }
  });
  it("a Shotgunner's 1 on one barrel is rerolled (the weapon is not emptied): the 7 hits, one barrel left", () => {
    const { world: w } = versus(`${SUPPORTING} SKILLS=shotgunner WPN=double-barrelled-shotgun`, [1, 7], 'text+mishap-stands');
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.hits[0]).toBe(1);
    expect(w.loaded[0]).toBe(1);
  });
  it('a percussion muzzle-loading double still misfires on a 1 (control; the barrel fired only since 19d: audit-fixes-19d.test.ts)', () => {
    const { world: w } = versus(`${SUPPORTING} WPN=percussion-double-barrelled-shotgun`, [1]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(qCount(w, Q_MISFIRES)).toBe(1);
    expect(w.loaded[0]).toBe(1);
  });
});

describe('4. the double-barrelled fowling piece (QR-252)', () => {
  it('is an id: the fowling piece row with two barrels', () => {
    const w = weaponById('double-fowling-piece');
    const row = weaponById('fowling-piece');
    expect({ ...w, id: row.id, short: row.short, note: row.note, capacity: row.capacity }).toEqual(row);
    expect([w.capacity, w.range, w.impact, w.ignition]).toEqual([2, 36, 'light', 'percussion']);
    expect(weaponRowId('double-fowling-piece')).toBe('fowling-piece');
    expect(QD_WEAPON_IDS).toContain('double-fowling-piece');
  });
  it('fires one barrel (one round) or both (the double column, two rounds)', () => {
    const one = versus(`TYPE=main PERSONALITY=ordinary WPN=double-fowling-piece`, [3, 4]).world;
    expect(one.loaded[0]).toBe(2);
    fire(one, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(one.loaded[0]).toBe(1);
    const both = versus(`TYPE=main PERSONALITY=ordinary WPN=double-fowling-piece`, [3, 4]).world;
    fire(both, 0, 1, SHOT_DELIBERATE, 0, false, 2);
    expect(lineOf(both.log!, /fires both barrels of his Double fowling piece/)).toBeGreaterThan(-1);
    expect(lineOf(both.log!, /rolls 2D10 \(each scores\): 3, 4/)).toBeGreaterThan(-1);
    expect(both.loaded[0]).toBe(0);
  });
});
