/**
 * Shooting fixes on forced dice (ForcedStream): the reroll of a miss is the attack dice (QR-102),
 * a sawn-off's one barrel takes one round, a shoulder arm raised for a deliberate shot is up and
 * not drawn (QR-104), a weapon that may not be drawn and fired is drawn only by a response
 * (QR-105), single shot breech loaders jam on a 1 (QR-103), clearing a jam does not reload and a
 * 5-9 reload allows a hasty shot (QR-106), thrown weapons' shots are deliberate or aimed (QR-107).
 */
import { describe, expect, it } from 'vitest';
import { ACT_RELOAD, SHOT_DELIBERATE, SHOT_HASTY } from '@deadeye/core';
import { CLEARED_OPEN_FIRE, fire, reload, RELOADED_HASTY_SHOT, RELOADED_NOTHING, REROLL_ANY_MISS, REROLL_NOT_ONES } from '../src/skirmish/shooting.ts';
import { respondToOpportunity, shootAction } from '../src/skirmish/shootouts.ts';
import { Q_FORCED_RELOADS, Q_JAMS } from '../src/skirmish/counts.ts';
import { type QdWorld } from '../src/skirmish/world.ts';
import { duelSetup, forcedWorld, idleAgent, lineOf, qCount, VERSUS_TARGET, versusWorld } from './qd-helpers.ts';

const MAIN = 'TYPE=main PERSONALITY=ordinary';
const TARGET = VERSUS_TARGET;
/** Plenty of 7s after the dice a test cares about (a 7 neither fails nor is special). */
const PAD = Array.from({ length: 40 }, () => 7);

/** A's line against a Supporting target B at `range` paces: qd-helpers' versusWorld. */
const world = versusWorld;

describe('the reroll of a miss is the attack dice (QR-102)', () => {
  it("an Expert's miss on 2D10 High is rerolled on 2D10 High, and a 1 of the reroll forces the reload", () => {
    // A (Main, pistoleer): 3 and 2, a miss; the reroll 1 and 8: a hit on the 8, the 1 thrown. One d10 would have been the 1: a miss.
    const { world: w } = world(`${MAIN} SKILLS=pistoleer WPN=cartridge-revolver`, [3, 2, 1, 8]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.hits[0]).toBe(1);
    expect(lineOf(w.log!, /A rolls 2D10 \(best of 1, 8\): 8/)).toBeGreaterThan(lineOf(w.log!, /A rerolls the attack dice/));
    expect(w.log).toContain('    A rerolls the attack dice (Expert)');
    expect(w.loaded[0]).toBe(0);
    expect(qCount(w, Q_FORCED_RELOADS)).toBe(1);
  });

  it("a Supporting Expert's long shot (2D10 take the worst) is rerolled on 2D10 take the worst", () => {
    // 15 paces, beyond the revolver's 12: reduced dice, 2D10 worst. 9 and 3: a miss; the reroll 9 and 2: a miss (one d10, the 9, would hit).
    const { world: w } = world('TYPE=supporting PERSONALITY=ordinary SKILLS=pistoleer WPN=cartridge-revolver', [9, 3, 9, 2], 15);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /A rolls 2D10 \(worst of 9, 2\): 2/)).toBeGreaterThan(-1);
    expect(w.hits[0]).toBe(0);
  });

  it('an Expert rerolls a miss on a 1 too (a 1 is a failure to hit); the 1 still forces the reload', () => {
    // Supporting (1D10), pistoleer: a 1, then 7: a hit.
    const { world: w } = world('TYPE=supporting PERSONALITY=ordinary SKILLS=pistoleer WPN=cartridge-revolver', [1, 7]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.hits[0]).toBe(1);
    expect(w.loaded[0]).toBe(0);
  });

  it('a 10 on Wanting to Shoot rerolls the attack dice of a miss of 2-4, not a 1', () => {
    const miss = world(`${MAIN} WPN=cartridge-revolver`, [3, 2, 2, 9]).world;
    fire(miss, 0, 1, SHOT_DELIBERATE, REROLL_NOT_ONES, false);
    expect(miss.hits[0]).toBe(1);
    expect(miss.log).toContain('    A rerolls the attack dice (Got Them!)');
    // A 1 (both dice) is not rerolled: "ignoring any 1's rolled".
    const one = world(`${MAIN} WPN=cartridge-revolver`, [1, 1, 9, 9]).world;
    fire(one, 0, 1, SHOT_DELIBERATE, REROLL_NOT_ONES, false);
    expect(one.hits[0]).toBe(0);
    expect(lineOf(one.log!, /rerolls/)).toBe(-1);
  });

  it('a 10 on Wanting to Shoot, played: the reroll is two dice', () => {
    // A (Main, drawn): wants to shoot 10 (10, 4); the shot 3, 2; the reroll 2, 9: a hit.
    const { world: w } = world(`${MAIN} WPN=cartridge-revolver`, [10, 4, 3, 2, 2, 9]);
    w.drawn[0] = 1;
    shootAction(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.hits[0]).toBe(1);
  });

  it('a 10 on responding to an opportunity "can reroll the dice": a 1 too', () => {
    // A holds with his revolver drawn: responds 10 (10, 4); the shot 1, 1; the reroll 8, 8: a hit.
    const { world: w } = world(`${MAIN} WPN=cartridge-revolver`, [10, 4, 1, 1, 8, 8]);
    w.drawn[0] = 1;
    w.holding[0] = 1;
    respondToOpportunity(w, 0, 1, SHOT_DELIBERATE);
    expect(w.hits[0]).toBe(1);
    expect(w.loaded[0]).toBe(0);
    // The same through fire: REROLL_ANY_MISS.
    const f = world(`${MAIN} WPN=cartridge-revolver`, [1, 1, 8, 8]).world;
    fire(f, 0, 1, SHOT_DELIBERATE, REROLL_ANY_MISS, false);
    expect(f.hits[0]).toBe(1);
  });
});

describe('rounds and barrels', () => {
  it("a sawn-off's one-barrel shot takes one round, its second empties it", () => {
    const { world: w } = world(`${MAIN} WPN=sawn-off-shotgun`, [3, 4, 3, 4]);
    expect(w.loaded[0]).toBe(2);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.loaded[0]).toBe(1);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.loaded[0]).toBe(0);
  });

  it("a double-barrelled shotgun's one barrel takes one round", () => {
    const { world: w } = world(`${MAIN} WPN=double-barrelled-shotgun`, [3, 4]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.loaded[0]).toBe(1);
  });
});

describe('raising a shoulder arm (QUICK DRAW; QR-104)', () => {
  it('a stationary man raising his rifle for a deliberate shot: not drawn, and the rifle is up after', () => {
    // Free shot (no wanting test): the attack 3, 2.
    const { world: w } = world(`${MAIN} WPN=repeating-rifle`, [3, 2]);
    w.drawn[0] = 0;
    shootAction(w, 0, 1, SHOT_DELIBERATE, 0, true);
    expect(lineOf(w.log!, /A fires his .* \(deliberate shot/)).toBeGreaterThan(-1);
    expect(w.drawn[0]).toBe(1);
  });

  it('responding from a hold, stationary, with a rifle at rest for a deliberate shot: not drawing, so not hasty', () => {
    // Responds 7 (7, 6); the shot 3, 2.
    const { world: w } = world(`${MAIN} WPN=repeating-rifle`, [7, 6, 3, 2]);
    w.drawn[0] = 0;
    w.holding[0] = 1;
    respondToOpportunity(w, 0, 1, SHOT_DELIBERATE);
    expect(lineOf(w.log!, /A fires his .* \(deliberate shot/)).toBeGreaterThan(-1);
    expect(w.drawn[0]).toBe(1);
  });
});

describe('"Cannot be drawn and fired in the same turn" in a response (QR-105)', () => {
  it('a holstered long pistol is drawn, not fired, responding to an opportunity', () => {
    const { world: w } = world(`${MAIN} WPN=long-pistol`, [7, 6]);
    w.drawn[0] = 0;
    w.holding[0] = 1;
    respondToOpportunity(w, 0, 1, SHOT_DELIBERATE);
    expect(w.drawn[0]).toBe(1);
    expect(w.shots[0]).toBe(0);
    expect(lineOf(w.log!, /A draws his Long pistol \(it may not be drawn and fired/)).toBeGreaterThan(-1);
  });

  it('a holstered long pistol is drawn, not fired, responding to an opponent drawing', () => {
    // B (Main, holstered revolver) draws and shoots on 7 (7, 6); A, holding, responds 7 (7, 6): draws only; B's hasty shot 3, 2.
    const setup = duelSetup(`${MAIN} WPN=long-pistol NAME=A`, `${MAIN} WPN=cartridge-revolver NAME=B`, 5, 5);
    const { world: w } = forcedWorld(setup, [idleAgent, idleAgent], [7, 6, 7, 6, 3, 2, ...PAD]);
    w.seen.fill(1);
    w.located.fill(1);
    w.log = [];
    w.drawn.fill(0);
    w.holding[0] = 1;
    shootAction(w, 1, 0, SHOT_DELIBERATE, 0, false);
    expect(lineOf(w.log!, /A responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
    expect(w.drawn[0]).toBe(1);
    expect(w.shots[0]).toBe(0);
    expect(w.shots[1]).toBe(1);
  });
});

describe('single shot breech loaders (QR-103)', () => {
  it('a single shot breech loader jams on a 1 ("Damn It! ... a single shot breech loader it jams")', () => {
    for (const wpn of ['breech-loading-rifle', 'breech-loading-carbine', 'sharps-rifle']) {
      const { world: w } = world(`${MAIN} WPN=${wpn}`, [1, 1]);
      fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
      expect(w.jammed[0], wpn).toBe(1);
      expect(qCount(w, Q_JAMS)).toBe(1);
      expect(w.loaded[0]).toBe(0);
    }
  });
});

describe('reloading and clearing a jam (QR-106)', () => {
  it('clearing a jam (5-9) does not reload the weapon: the reload is a later card', () => {
    // Jammed, no attempt failed yet: his action dice (Main: 2D10 best): 7, 7 clear it; the next card's reload 7, 6.
    const { world: w } = world(`${MAIN} WPN=breech-loading-rifle`, [7, 7, 7, 6]);
    w.jammed[0] = 1;
    w.loaded[0] = 0;
    expect(reload(w, 0, 0)).toBe(RELOADED_NOTHING);
    expect(w.jammed[0]).toBe(0);
    expect(w.loaded[0]).toBe(0);
    expect(reload(w, 0, 0)).toBe(RELOADED_HASTY_SHOT);
    expect(w.loaded[0]).toBe(1);
  });

  it('"fail to unjam ... and make any further attempt with reduced action dice": reduced only after a failed attempt', () => {
    // First attempt on his action dice (Main: 2D10 best): 1, 1, a failure with a 1. The next on
    // reduced dice (1D10): 3, fiddly; then 1D10 again: 7, clear, and the next jam starts afresh.
    const { world: w, stream } = forcedWorld(duelSetup(`${MAIN} WPN=breech-loading-rifle NAME=A`, TARGET, 5, 5), [idleAgent, idleAgent], [1, 1, 3, 7, ...PAD]);
    w.log = [];
    w.jammed[0] = 1;
    w.loaded[0] = 0;
    expect(reload(w, 0, 0)).toBe(RELOADED_NOTHING);
    expect([w.jammed[0], w.unjamFailed[0], stream.draws]).toEqual([1, 1, 2]);
    expect(reload(w, 0, 0)).toBe(RELOADED_NOTHING);
    expect([w.jammed[0], stream.draws]).toEqual([1, 3]);
    expect(reload(w, 0, 0)).toBe(RELOADED_NOTHING);
    expect([w.jammed[0], w.unjamFailed[0], stream.draws]).toEqual([0, 0, 4]);
  });

  it('a 10 clearing a jam "may load or shoot": an empty weapon is loaded, one with rounds may open fire', () => {
    const empty = world(`${MAIN} WPN=breech-loading-rifle`, [10]).world;
    empty.jammed[0] = 1;
    empty.loaded[0] = 0;
    expect(reload(empty, 0, 0)).toBe(RELOADED_NOTHING);
    expect([empty.jammed[0], empty.loaded[0]]).toEqual([0, 1]);
    // A pepperpot jammed on a 2 keeps its rounds.
    const rounds = world(`${MAIN} WPN=pepperpot`, [10]).world;
    rounds.jammed[0] = 1;
    rounds.loaded[0] = 1;
    // "may load or shoot": the shot, not the reload's move (QR-106).
    expect(reload(rounds, 0, 0)).toBe(CLEARED_OPEN_FIRE);
    expect([rounds.jammed[0], rounds.loaded[0]]).toEqual([0, 1]);
  });

  it('a 5-9 on the reload chart: "Ready to shoot! ... may now ... make a hasty shot" at his last target', () => {
    // A's reload card: 7, 6 (a single shot rifle, empty); the hasty shot 3, 2.
    const { engine, world: w } = world(`${MAIN} WPN=breech-loading-rifle`, [7, 6, 3, 2]);
    w.drawn[0] = 1;
    w.loaded[0] = 0;
    w.lastTarget[0] = 1;
    w.intent.action = ACT_RELOAD;
    w.intent.target = 1;
    (engine as unknown as { act(i: number, free: boolean): void }).act(0, false);
    expect(lineOf(w.log!, /A's .* is ready to shoot/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /A fires his .* at B \(hasty shot/)).toBeGreaterThan(-1);
    expect(w.shots[0]).toBe(1);
  });
});

describe('"All shots are deliberate or aimed" (WEAPONS TABLE; QR-107)', () => {
  it('a spear thrown after moving is deliberate, not hasty', () => {
    const { world: w } = world(`${MAIN} WPN=thrown`, [3, 2]);
    w.movedThisCard[0] = 1;
    fire(w, 0, 1, SHOT_HASTY, 0, false);
    expect(lineOf(w.log!, /A fires his .* \(deliberate shot/)).toBeGreaterThan(-1);
  });

  it('a spear thrown standing after aiming at the target is aimed, even asked hasty', () => {
    const { world: w } = world(`${MAIN} WPN=thrown`, [3, 2]);
    w.aimingAt[0] = 1;
    fire(w, 0, 1, SHOT_HASTY, 0, false);
    expect(lineOf(w.log!, /A fires his .* \(aimed shot/)).toBeGreaterThan(-1);
  });
});
