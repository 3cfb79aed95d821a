/**
 * The nineteenth audit's helper 19d: two loose ends of 19c's readings of REEL 4.
 * 1. Lucky's and Cut!'s rerolls of a missed shot keep the second roll as the Expert's does: a
 *    first roll whose 1 (or misfire) jammed the weapon or left it to be reprimed is rerolled, the
 *    mishap with it; the first roll's 1 of a revolver still forces the reload ("if any 1s are
 *    thrown", QR-8), as for the Expert; `+mishap-stands` plays the old reading for all three (QR-102).
 * 2. A muzzle-loading double's misfire spends the barrel fired (to be reprimed), not both (QR-251);
 *    under `+mishap-stands` that barrel stops the reroll as a jam does (QR-102).
 * On forced dice; each test fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { SHOT_DELIBERATE } from '@deadeye/core';
import { buildQdDuels, qdOdds, type QdDuel } from '../src/index.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { Q_FORCED_RELOADS, Q_JAMS, Q_MISFIRES } from '../src/skirmish/counts.ts';
import { expectSimulatedShotsAgree, lineOf, qCount, VERSUS_TARGET, versusWorld } from './qd-helpers.ts';

const SUPPORTING = 'TYPE=supporting PERSONALITY=ordinary';
const LUCKY = 'TYPE=supporting PERSONALITY=lucky';
const HERO = 'TYPE=hero PERSONALITY=ordinary';
/** A's line against the Supporting target B 5 paces off, under `words`, on the forced dice `values` then 7s; seen, located, logged. */
function versus(a: string, values: readonly number[], words = 'text') {
  return versusWorld(a, values, 5, words);
}

/** As {@link versus}, A ordered to yell Cut! on a miss, with a card still to come. */
function cutting(a: string, values: readonly number[], words = 'text') {
  const w = versus(a, values, words);
  w.world.toCome[0] = 2;
  w.world.cutOrder[0] = 1;
  return w;
}

describe("1. Lucky's and Cut!'s rerolls keep the second roll, the first roll's mishap with it (QR-102, QR-83, QR-5)", () => {
  it('a Lucky man whose breech-loading rifle jams on a 1 rerolls: the 7 hits, the rifle not jammed; under +mishap-stands the jam stands', () => {
    const { world: w } = versus(`${LUCKY} WPN=breech-loading-rifle`, [1, 7]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /jams/)).toBeGreaterThan(-1);
    expect(w.log).toContain("    the first roll's mishap goes with it: A keeps the second roll");
    expect(w.log).toContain('    A is Lucky and rerolls the shot');
    expect([w.hits[0], w.jammed[0], w.loaded[0], w.luckLeft[0]]).toEqual([1, 0, 0, 3]);
    // The jam undone is not counted: the counters count the mishaps that stood.
    expect(qCount(w, Q_JAMS)).toBe(0);
    const stands = versus(`${LUCKY} WPN=breech-loading-rifle`, [1, 7], 'text+mishap-stands').world;
    fire(stands, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(stands.log!, /is Lucky/)).toBe(-1);
    expect([stands.hits[0], stands.jammed[0], stands.luckLeft[0]]).toEqual([0, 1, 4]);
    expect(qCount(stands, Q_JAMS)).toBe(1);
  });

  it("a Lucky man's percussion musket misfires on a 1: rerolled, the 8 hits, the misfire undone and not counted; under +mishap-stands it stands and counts", () => {
    const { world: w } = versus(`${LUCKY} WPN=smoothbore-musket`, [1, 8]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /misfire/i)).toBeGreaterThan(-1);
    expect(qCount(w, Q_MISFIRES)).toBe(0);
    expect([w.hits[0], w.luckLeft[0]]).toEqual([1, 3]);
    const stands = versus(`${LUCKY} WPN=smoothbore-musket`, [1, 8], 'text+mishap-stands').world;
    fire(stands, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(qCount(stands, Q_MISFIRES)).toBe(1);
    expect([stands.hits[0], stands.luckLeft[0]]).toEqual([0, 4]);
  });

  it("a Hero's Cut! of a breech-loading rifle's 1 (best of 1, 1): the jam goes, the 8 hits; under +mishap-stands no Cut!", () => {
    const { world: w } = cutting(`${HERO} WPN=breech-loading-rifle`, [1, 1, 8, 2]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /A yells "Cut!"/)).toBeGreaterThan(-1);
    expect([w.hits[0], w.jammed[0], w.cutLeft[0]]).toEqual([1, 0, 0]);
    const stands = cutting(`${HERO} WPN=breech-loading-rifle`, [1, 1, 8, 2], 'text+mishap-stands').world;
    fire(stands, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(stands.log!, /Cut!/)).toBe(-1);
    expect([stands.hits[0], stands.jammed[0], stands.cutLeft[0]]).toEqual([0, 1, 1]);
  });

  it("a Lucky man's revolver 1 rerolled: the 7 hits and the revolver must still be reloaded (any 1s are thrown), as after the Expert's", () => {
    for (const words of ['text', 'text+mishap-stands']) {
      const { world: w } = versus(`${LUCKY} WPN=cartridge-revolver`, [1, 7], words);
      fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
      expect([w.hits[0], w.loaded[0], qCount(w, Q_FORCED_RELOADS)], words).toEqual([1, 0, 1]);
    }
  });

  it("a Hero's Cut! of a revolver shot of 3 with a discarded 1 (best of 3, 1): the 8 hits, the reload forced", () => {
    const { world: w } = cutting(`${HERO} WPN=cartridge-revolver`, [3, 1, 8, 2]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.hits[0]).toBe(1);
    expect(w.loaded[0]).toBe(0);
    expect(qCount(w, Q_FORCED_RELOADS)).toBe(1);
  });
});

describe('1b. `deadeye odds` plays Lucky\'s reroll the same way (QR-102, QR-83)', () => {
  const LUCKY_RIFLE = `${LUCKY} WPN=breech-loading-rifle NAME=A`;
  const matchup = (words: string): QdDuel => buildQdDuels({ a: LUCKY_RIFLE, b: VERSUS_TARGET, range: '5', maxTurns: '10', variant: words })[0]!;
  const missOf = (m: QdDuel): number => qdOdds.exact(m, 'deliberate').outcomes.find((o) => o.outcome === 'miss')!.probability;
  it("a Lucky Supporting rifleman misses 0.4 x 0.4 = 16%; under +mishap-stands 0.1 + 0.3 x 0.4 = 22% (his jam not rerolled); the engine's simulated shots agree (100,000 trials, fixed seed, 4 standard errors)", () => {
    expect(missOf(matchup('text'))).toBeCloseTo(0.16, 12);
    expect(missOf(matchup('text+mishap-stands'))).toBeCloseTo(0.22, 12);
    for (const words of ['text', 'text+mishap-stands']) {
      expectSimulatedShotsAgree(matchup(words), '19d', words);
    }
  });
});

describe("2. a muzzle-loading double's misfire spends the barrel fired, to be reprimed, not both (QR-251)", () => {
  it('a percussion double-barrelled shotgun misfires on a 1: one barrel left loaded; the other fired (a 3), both spent', () => {
    const { world: w } = versus(`${SUPPORTING} WPN=percussion-double-barrelled-shotgun`, [1, 3]);
    expect(w.loaded[0]).toBe(2);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /misfires/)).toBeGreaterThan(-1);
    expect([w.hits[0], w.loaded[0]]).toEqual([0, 1]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.loaded[0]).toBe(0);
  });

  it("a flintlock double's 2, a percussion derringer's and sawn-off's 1, the double fowling piece's 1: the barrel fired only", () => {
    // The sawn-off's one barrel is 2D10 High for a Supporting man: 1 and 1.
    for (const [wpn, values] of [['flintlock-double-barrelled-shotgun', [2]], ['percussion-derringer', [1]], ['percussion-sawn-off-shotgun', [1, 1]], ['double-fowling-piece', [1]]] as const) {
      const { world: w } = versus(`${SUPPORTING} WPN=${wpn}`, values);
      fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
      expect([qCount(w, Q_MISFIRES), w.loaded[0]], wpn).toEqual([1, 1]);
    }
  });

  it("a Shotgunner's misfire: rerolled as read (the 7 hits, one barrel left); under +mishap-stands the barrel to be reprimed stands, the other still loaded", () => {
    const { world: w } = versus(`${SUPPORTING} SKILLS=shotgunner WPN=percussion-double-barrelled-shotgun`, [1, 7]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect([w.hits[0], w.loaded[0]]).toEqual([1, 1]);
    const stands = versus(`${SUPPORTING} SKILLS=shotgunner WPN=percussion-double-barrelled-shotgun`, [1, 7], 'text+mishap-stands').world;
    fire(stands, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(stands.log!, /rerolls/)).toBe(-1);
    expect([stands.hits[0], stands.loaded[0]]).toEqual([0, 1]);
  });
});
