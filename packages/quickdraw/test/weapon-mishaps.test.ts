/**
 * Weapon mishaps on forced dice (ForcedStream): a pepperpot's or early revolving rifle's 1
 * ignites all shots in one blast (QR-150); the shooting chart's 1 rerolled for a double action
 * pistol or fanning jams it (QR-151); dynamite: thrown 8 paces at most (QR-152), its fuse lit
 * first (QR-153), a 1 drops it and a 2-4 falls short (QR-154), the blast where it goes off (QR-155).
 */
import { describe, expect, it } from 'vitest';
import { SHOT_DELIBERATE, SHOT_FANNING } from '@deadeye/core';
import { fire, inReach, weaponInHand } from '../src/skirmish/shooting.ts';
import { shootAction } from '../src/skirmish/shootouts.ts';
import { DV } from '../src/tables/dv.ts';
import { Q_JAMS, Q_MISFIRES } from '../src/skirmish/counts.ts';
import { type QdWorld } from '../src/skirmish/world.ts';
import { duelSetup, forcedWorld, idleAgent, lineOf, qCount, VERSUS_TARGET, versusWorld } from './qd-helpers.ts';

const SUPPORTING = 'TYPE=supporting PERSONALITY=ordinary';
const TARGET = VERSUS_TARGET;

/** A's line against a Supporting target B at `range` paces: qd-helpers' versusWorld. */
const world = versusWorld;

describe('a pepperpot ignites all shots in one blast on a 1 (QR-150)', () => {
  for (const wpn of ['pepperpot', 'revolving-rifle']) {
    it(`${wpn}: a 1 rolls 3D10, each 5+ a hit read as a hasty shot, the gun emptied, the shooter tests for injury`, () => {
      // A (Supporting, 1D10): a 1; the blast 6, 9, 3: two hits on B.
      const { world: w } = world(`${SUPPORTING} WPN=${wpn}`, [1, 6, 9, 3]);
      fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
      const log = w.log!.join('\n');
      expect(log).toMatch(/ignites all its shots in one blast: 3D10 6, 9, 3/);
      expect(w.hits[0]).toBe(1);
      expect(w.loaded[0]).toBe(0);
      expect(lineOf(w.log!, /A tests for injury as if hit by a light impact weapon/)).toBeGreaterThan(lineOf(w.log!, /ignites/));
      // Two hits on B, each read as a hasty shot: B's DV one above that of a deliberate hit.
      const effects = w.log!.filter((l) => /B rolls \d+ for the effect at DV/.test(l));
      expect(effects.length).toBe(2);
      const plain = world(`${SUPPORTING} WPN=${wpn}`, [6]).world;
      fire(plain, 0, 1, SHOT_DELIBERATE, 0, false);
      const dvOf = (l: string): number => Number(/at DV (-?\d+)/.exec(l)![1]);
      const deliberate = plain.log!.find((l) => /B rolls \d+ for the effect at DV/.test(l))!;
      expect(dvOf(effects[0]!)).toBe(dvOf(deliberate) + DV.hasty);
    });
  }

  it('the blast misses on three dice under 5: no hit, but the injury test all the same', () => {
    const { world: w } = world(`${SUPPORTING} WPN=pepperpot`, [1, 2, 4, 3]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.hits[0]).toBe(0);
    expect(lineOf(w.log!, /A tests for injury/)).toBeGreaterThan(-1);
  });

  it('no reroll of the 1 (an Expert with the weapon): the blast is the shot', () => {
    const { world: w } = world(`${SUPPORTING} SKILLS=pistoleer WPN=pepperpot`, [1, 2, 2, 2]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /rerolls/)).toBe(-1);
    expect(lineOf(w.log!, /ignites all its shots/)).toBeGreaterThan(-1);
  });

  it('a 2 jams and a 3 misfires, as before; no blast', () => {
    const jam = world(`${SUPPORTING} WPN=pepperpot`, [2]).world;
    fire(jam, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(jam.jammed[0]).toBe(1);
    expect(lineOf(jam.log!, /ignites/)).toBe(-1);
    expect(qCount(jam, Q_JAMS)).toBe(1);
    expect(qCount(jam, Q_MISFIRES)).toBe(0);
    // A 3: the die misfires (it scores nothing), the gun neither jams nor blasts; counted as a misfire (the results' quickdraw.weapons).
    const misfire = world(`${SUPPORTING} WPN=pepperpot`, [3]).world;
    fire(misfire, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(misfire.jammed[0]).toBe(0);
    expect(misfire.hits[0]).toBe(0);
    expect(lineOf(misfire.log!, /ignites/)).toBe(-1);
    expect(qCount(misfire, Q_MISFIRES)).toBe(1);
    expect(qCount(misfire, Q_JAMS)).toBe(0);
  });
});

describe('the shooting chart\'s 1 rerolled for a double action pistol or fanning jams it (QR-151)', () => {
  it('a double action revolver: a 1, rerolled 1: jammed and empty', () => {
    const { world: w } = world(`${SUPPORTING} WPN=double-action-revolver`, [1, 1]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.jammed[0]).toBe(1);
    expect(w.loaded[0]).toBe(0);
    expect(qCount(w, Q_JAMS)).toBe(1);
  });

  it('a double action revolver: a 1, rerolled 6: out of ammunition, not jammed, no hit', () => {
    const { world: w } = world(`${SUPPORTING} WPN=double-action-revolver`, [1, 6]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.jammed[0]).toBe(0);
    expect(w.loaded[0]).toBe(0);
    expect(w.hits[0]).toBe(0);
    expect(lineOf(w.log!, /the 1 is rerolled for a double action pistol: 6/)).toBeGreaterThan(-1);
  });

  it('fanning a single action revolver: a 1 rerolled 1 jams it; the other die hits', () => {
    // Supporting fanning: 2D10 both score: 1 and 8; the 1 rerolled: 1.
    const { world: w } = world(`${SUPPORTING} WPN=cartridge-revolver`, [1, 8, 1]);
    fire(w, 0, 1, SHOT_FANNING, 0, false);
    expect(lineOf(w.log!, /fanning shot/)).toBeGreaterThan(-1);
    expect(w.jammed[0]).toBe(1);
    expect(w.hits[0]).toBe(1);
  });

  it('a single action revolver not fanned: a 1 is not rerolled (out of ammunition only)', () => {
    const { world: w } = world(`${SUPPORTING} WPN=cartridge-revolver`, [1, 1]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.jammed[0]).toBe(0);
    expect(w.loaded[0]).toBe(0);
    expect(lineOf(w.log!, /rerolled/)).toBe(-1);
  });
});

const DYN = `${SUPPORTING} WPN=dynamite`;
const effectsOn = (w: QdWorld, who: string): number => w.log!.filter((l) => new RegExp(`^\\s*${who} rolls \\d+ for the effect`).test(l)).length;

describe('dynamite (WEAPONS TABLE: "Stick of dynamite or Black Power Bomb"; QR-152 to QR-155)', () => {
  it('"It can be thrown 8 paces": no long throw', () => {
    const eight = world(DYN, [], 8).world;
    expect(inReach(eight, 0, 1, weaponInHand(eight, 0)!)).toBe(true);
    const nine = world(DYN, [], 9).world;
    expect(inReach(nine, 0, 1, weaponInHand(nine, 0)!)).toBe(false);
  });

  it('the fuse is lit first, a task that takes the card; the throw comes on a later card', () => {
    // A's card: the task 6 (lit). His next card: wants to shoot 7; the throw 8 and 8: two hits on B.
    const { world: w } = world(DYN, [6, 7, 8, 8]);
    w.drawn[0] = 1;
    shootAction(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.fuseLit[0]).toBe(1);
    expect(w.shots[0]).toBe(0);
    expect(lineOf(w.log!, /A lights the fuse/)).toBeGreaterThan(-1);
    shootAction(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.shots[0]).toBe(1);
    expect(w.hits[0]).toBe(1);
    expect(effectsOn(w, 'B')).toBe(2);
    expect(w.fuseLit[0]).toBe(0);
    expect(w.loaded[0]).toBe(0);
  });

  it('a 2-4 on the task fails to light it; a 10 lights it and he throws at once', () => {
    const fail = world(DYN, [3]).world;
    fail.drawn[0] = 1;
    shootAction(fail, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(fail.fuseLit[0]).toBe(0);
    expect(fail.loaded[0]).toBe(1);
    // 10: lit; no Wanting to Shoot test; the throw 6 and 2: one hit.
    const ten = world(DYN, [10, 6, 2]).world;
    ten.drawn[0] = 1;
    shootAction(ten, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(ten.shots[0]).toBe(1);
    expect(ten.hits[0]).toBe(1);
    expect(lineOf(ten.log!, /wants to shoot/)).toBe(-1);
  });

  it('a 1 on the task: it explodes prematurely in his hand; B, 5 paces off, is not hit', () => {
    const { world: w } = world(DYN, [1]);
    w.drawn[0] = 1;
    shootAction(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /explodes prematurely/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /A tests for injury as if hit by his own dynamite/)).toBeGreaterThan(-1);
    expect(w.loaded[0]).toBe(0);
    expect(w.shots[0]).toBe(0);
    expect(effectsOn(w, 'B')).toBe(0);
  });

  it('a 1 thrown: dropped at his feet, the other die does not count, he tests for injury', () => {
    const { world: w } = world(DYN, [1, 9]);
    w.fuseLit[0] = 1;
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.hits[0]).toBe(0);
    expect(effectsOn(w, 'B')).toBe(0);
    expect(lineOf(w.log!, /A drops the Dynamite/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /A tests for injury as if hit by his own dynamite/)).toBeGreaterThan(-1);
    expect(w.loaded[0]).toBe(0);
  });

  it('2-4: it falls short by 1D10 paces; 1 pace short of B it still blasts him, at the explosive DV', () => {
    // 8 paces: the throw 3 and 4, a miss; deviation 1: it lands 1 pace short, next to B.
    const { world: w } = world(DYN, [3, 4, 1], 8);
    w.fuseLit[0] = 1;
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /falls short: 1 paces/)).toBeGreaterThan(-1);
    expect(w.hits[0]).toBe(0);
    expect(effectsOn(w, 'B')).toBe(1);
    expect(lineOf(w.log!, /A tests for injury/)).toBe(-1);
    const line = w.log!.find((l) => /B rolls \d+ for the effect at DV/.test(l))!;
    // B's DV: his own (0 in the open, unarmoured), high impact and explosive.
    expect(line).toContain(`at DV ${DV['high-impact'] + DV.explosive}`);
  });

  it('falling short 4 paces of 8 it blasts nobody; 9 paces short it lands at his own feet', () => {
    const mid = world(DYN, [3, 4, 4], 8).world;
    mid.fuseLit[0] = 1;
    fire(mid, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(effectsOn(mid, 'B') + effectsOn(mid, 'A')).toBe(0);
    const back = world(DYN, [3, 4, 9], 8).world;
    back.fuseLit[0] = 1;
    fire(back, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(effectsOn(back, 'B')).toBe(0);
    expect(lineOf(back.log!, /A tests for injury as if hit by his own dynamite/)).toBeGreaterThan(-1);
  });
});
