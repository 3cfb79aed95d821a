/**
 * "Shootout in Northfield" under Quick on the Draw: the fifth audit's fixes (commit 3f0cd3d), each
 * shown with forced dice on the bundled scenario (scenarios/northfield.yaml) and failing on the
 * code before them:
 *
 * - F1 (QR-98): a citizen may step into the square of a knocked-out gang member (`kod`, still up)
 *   and captures him (walk.ts `taken` asks the module's `mayCapture`).
 * - F2 (QR-95): no reload on the reload chart after moving more than three squares in the phase
 *   (shooting.ts `reload` asks the module's `mayReload`).
 * - F3 (QR-95): a found weapon loaded on the reload chart ends the loading (core `reloaded`): the
 *   gang may shoot at him from outside his building.
 * - F4 (QR-94): a bank employee covered this phase does not shoot (`QdNorthfieldRules.mayShootAt`,
 *   core `covered`), whence shooting.ts `inReach` refuses.
 * - F5 (QR-99): the module's cover replaces the map's (effects.ts `targetDv`): no window or door
 *   cover from an adjacent shooter, none for a man outside a building.
 * - F6 (QR-93): a relative captured while out of the action to lethal hits still counts as "a
 *   relative is killed".
 * - F7 (QR-93): Brave/Proud and Lucky reroll a failure of the read after the Morale Modifiers.
 * - F8 (QR-93, QR-112): a man knocked out takes no module morale check: he holds.
 * - F11 (QR-98): a captured man out of cards, some of them to lethal hits, rolls his fate at the end
 *   (effects.ts `casualtyFate`).
 * - F12 (QR-95): a bank employee's own draw is refused until he has reached for his gun (core
 *   `mayDraw`, asked by acting.ts `draw`; 2026-11-29).
 */
import { describe, expect, it } from 'vitest';
import { ACT_DRAW, NORTHFIELD, placeAt, setStatus, STATUS_CAPTURED, STATUS_DEAD, STATUS_UNCONSCIOUS, STATUS_UP, TASK_COVER, type SkirmishAgent } from '@deadeye/core';
import { ForcedStream } from '@deadeye/rng';
import { DV } from '../src/tables/dv.ts';
import { BY_SHOOTING, casualtyFate, targetDv } from '../src/skirmish/effects.ts';
import { moveToward } from '../src/skirmish/movement.ts';
import { inReach, reload } from '../src/skirmish/shooting.ts';
import { cellOf, host as northfieldHost, idle, idx, scenario, setup } from './northfield-helpers.ts';

const nf = setup.northfield!;
const host = () => northfieldHost(setup, 'qd-northfield-fixes');

/** As {@link host}, the robbery discovered on phase 1 (citizen reaction d6 3, recognition d6 6: not recognized). */
function discovered() {
  const r = host();
  r.h.stream = new ForcedStream([3, 6]);
  r.rules.turnStart(1);
  return r;
}

const BOB = idx('Bob Younger');
const JIM = idx('Jim Younger');
const COLE = idx('Cole Younger');
const CLELL = idx('Clell Miller');
const FRANK = idx('Frank James');
const JESSE = idx('Jesse James');
const HAYWOOD = idx('Joseph Haywood');
const BUNKER = idx('A. E. Bunker');
const MANNING = idx('A. B. Manning');
const WHEELER = idx('Henry Wheeler');
const drawsOf = (h: { stream: unknown }): number => (h.stream as ForcedStream).draws;

describe('F1: a citizen steps into a knocked-out outlaw\'s square and captures him (QR-98)', () => {
  it('Wheeler walks from (24,14) onto Clell Miller knocked out at (24,16) (a real move, not placeAt) and captures him', () => {
    const { h, rules } = discovered();
    const d = cellOf(24, 16);
    placeAt(h, CLELL, d);
    h.kod[CLELL] = 1;
    placeAt(h, WHEELER, cellOf(24, 14));
    expect(h.status[CLELL]).toBe(STATUS_UP);
    h.stream = new ForcedStream([]);
    // Two squares: 4 half-spaces, with some to spare.
    moveToward(h, WHEELER, d, 8, 'moves');
    rules.afterMove(WHEELER);
    expect(h.cell[WHEELER]).toBe(d);
    expect(h.status[CLELL]).toBe(STATUS_CAPTURED);
  });
  it('an outlaw up and not knocked out still bars his square', () => {
    const { h } = discovered();
    const d = cellOf(24, 16);
    placeAt(h, CLELL, d);
    placeAt(h, WHEELER, cellOf(24, 14));
    moveToward(h, WHEELER, d, 8, 'moves');
    expect(h.cell[WHEELER]).not.toBe(d);
    // Then knocked out, the square opens to him (fails on the old code: he stays where he stopped).
    h.kod[CLELL] = 1;
    moveToward(h, WHEELER, d, 8, 'moves');
    expect(h.cell[WHEELER]).toBe(d);
  });
});

describe('F2: no reload after moving more than three squares in the phase (QR-95, the module\'s mayReload)', () => {
  /** Phase 2 begun, Frank James's revolver in hand and empty. */
  function frankEmpty() {
    const { h, rules } = discovered();
    rules.turnStart(2);
    const slot = FRANK * h.maxW;
    h.inHand[FRANK] = 0;
    h.drawn[FRANK] = 1;
    h.loaded[slot] = 0;
    return { h, rules, slot };
  }
  it('Frank James, five squares from where he stood at the phase\'s start, may not reload: nothing drawn, nothing loaded', () => {
    const { h, rules, slot } = frankEmpty();
    const start = h.cell[FRANK]!;
    const W = setup.map.width;
    expect([start % W, Math.floor(start / W)]).toEqual([18, 18]);
    placeAt(h, FRANK, cellOf(24, 28));
    expect(rules.mayReload(FRANK)).toBe(false);
    h.stream = new ForcedStream([9, 9]);
    expect(reload(h, FRANK, 0)).toBe(0);
    expect(drawsOf(h)).toBe(0);
    expect(h.loaded[slot]).toBe(0);
    expect(h.log!.some((l) => /Frank James moved more than three squares this phase: he may not reload/.test(l))).toBe(true);
  });
  it('three squares or fewer, he reloads on the chart as ever (a 9: ready to shoot)', () => {
    const { h, rules, slot } = frankEmpty();
    placeAt(h, FRANK, cellOf(21, 18));
    expect(rules.mayReload(FRANK)).toBe(true);
    h.stream = new ForcedStream([9, 9]);
    expect(reload(h, FRANK, 0)).toBeGreaterThan(0);
    expect(h.loaded[slot]).toBeGreaterThan(0);
    // Then five squares off in the next phase (counted from where phase 3 began): no reload (old code reloads).
    rules.turnStart(3);
    placeAt(h, FRANK, cellOf(26, 18));
    h.loaded[slot] = 0;
    h.stream = new ForcedStream([9, 9]);
    expect(reload(h, FRANK, 0)).toBe(0);
    expect(h.loaded[slot]).toBe(0);
  });
});

describe('F3: a found weapon loaded on the reload chart ends the loading (QR-95, core reloaded)', () => {
  it('Manning, armed empty in his hardware store, reloads on a 9 next phase: loading no more, Jesse outside may shoot at him', () => {
    const { h, rules } = discovered();
    const r = scenario.map.places['manning-hardware']!.rect!;
    placeAt(h, MANNING, cellOf(r[0], r[1]));
    rules.turnStart(2);
    h.stream = new ForcedStream([6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
    rules.armingPhase(2);
    expect(rules.unarmed(MANNING)).toBe(false);
    expect(h.loaded[MANNING * h.maxW]).toBe(0);
    expect(rules.loading(MANNING)).toBe(true);
    // Jesse James in the street south of the store: no shot at a man loading inside.
    placeAt(h, JESSE, cellOf(r[0], r[1] + 6));
    expect(rules.mayShootInto(JESSE, MANNING)).toBe(false);
    h.turn = 3;
    rules.turnStart(3);
    h.stream = new ForcedStream([9]);
    reload(h, MANNING, 0);
    expect(h.loaded[MANNING * h.maxW]).toBe(1);
    expect(rules.loading(MANNING)).toBe(false);
    expect(rules.mayShootInto(JESSE, MANNING)).toBe(true);
    expect(rules.mayShootAt(JESSE, MANNING)).toBe(true);
  });
});

describe('F4: a covered bank employee does not shoot (QR-94)', () => {
  /** Haywood with his gun drawn (loaded), Frank James beside him in the bank with his revolver loaded in hand, phase 2 begun. */
  const atHaywood = () => {
    const r = discovered();
    const { h, rules } = r;
    rules.sys.drawGun(HAYWOOD);
    expect(rules.sys.loadedInHand(HAYWOOD)).toBe(true);
    placeAt(h, FRANK, h.cell[HAYWOOD]! + 1);
    h.inHand[FRANK] = 0;
    h.drawn[FRANK] = 1;
    h.loaded[FRANK * h.maxW] = 1;
    h.turn = 2;
    rules.turnStart(2);
    return r;
  };
  it('covered by Frank James this phase, Haywood may not shoot at him (mayShootAt false, inReach refuses)', () => {
    const { h, rules } = atHaywood();
    const spec = setup.characters[HAYWOOD]!.weapons[h.inHand[HAYWOOD]!]!;
    // Not covered: he may.
    expect(rules.mayShootAt(HAYWOOD, FRANK)).toBe(true);
    expect(inReach(h, HAYWOOD, FRANK, spec)).toBe(true);
    rules.declare(FRANK, TASK_COVER, HAYWOOD);
    expect(h.log!.some((l) => /Frank James covers Joseph Haywood/.test(l))).toBe(true);
    expect(rules.mayShootAt(HAYWOOD, FRANK)).toBe(false);
    expect(inReach(h, HAYWOOD, FRANK, spec)).toBe(false);
  });
  it('the cover lasts the phase: on the next phase, not covered, he may shoot again', () => {
    const { h, rules } = atHaywood();
    const spec = setup.characters[HAYWOOD]!.weapons[h.inHand[HAYWOOD]!]!;
    rules.declare(FRANK, TASK_COVER, HAYWOOD);
    expect(inReach(h, HAYWOOD, FRANK, spec)).toBe(false);
    h.turn = 3;
    rules.turnStart(3);
    expect(inReach(h, HAYWOOD, FRANK, spec)).toBe(true);
  });
});

describe('F5: the module\'s cover replaces the map\'s (QR-99, effects.ts targetDv)', () => {
  it('Bunker in the bank\'s door (20,19) shot by Jesse from the adjacent (21,18): no hard cover; from two squares, hard cover', () => {
    const { h } = host();
    placeAt(h, BUNKER, cellOf(20, 19));
    placeAt(h, JESSE, cellOf(21, 18));
    const armour = setup.characters[BUNKER]!.armour;
    expect(targetDv(h, BUNKER, JESSE, BY_SHOOTING, 0)).toBe(armour);
    placeAt(h, JESSE, cellOf(22, 19));
    expect(targetDv(h, BUNKER, JESSE, BY_SHOOTING, 0)).toBe(armour + DV['hard-cover']);
  });
  it('Bob Younger on the sidewalk (27,11) shot through the window by Manning inside at (30,11): no cover ("can be hit anywhere")', () => {
    const { h } = host();
    placeAt(h, BOB, cellOf(27, 11));
    placeAt(h, MANNING, cellOf(30, 11));
    expect(nf.building[cellOf(27, 11)]).toBe(0);
    expect(nf.building[cellOf(30, 11)]).toBe(1);
    expect(targetDv(h, BOB, MANNING, BY_SHOOTING, 0)).toBe(setup.characters[BOB]!.armour);
  });
});

describe('F6: a relative captured while out of the action to lethal hits still counts as killed (QR-93)', () => {
  it('Bob Younger unconscious of lethal hits, then captured by Manning: Jim Younger\'s modifier keeps the relative\'s -10', () => {
    const { h, rules } = host();
    const base = rules.moraleModifier(JIM, 0);
    h.lethal[BOB] = h.cardsMax[BOB]!;
    setStatus(h, BOB, STATUS_UNCONSCIOUS);
    const down = rules.moraleModifier(JIM, 0);
    expect(down).toBeLessThanOrEqual(base + NORTHFIELD.morale.relativeKilled);
    const c = cellOf(24, 14);
    placeAt(h, BOB, c);
    placeAt(h, MANNING, c);
    rules.afterMove(MANNING);
    expect(h.status[BOB]).toBe(STATUS_CAPTURED);
    expect(rules.moraleModifier(JIM, 0)).toBe(down);
  });
});

describe('F7: Brave rerolls a failure of the read after the Morale Modifiers (QR-93)', () => {
  it('Cole Younger (Brave), the gang\'s -10 (+1), rolls a raw 4: it reads 5 and holds with no reroll (one die drawn)', () => {
    const { h, rules } = host();
    expect(rules.moraleModifier(COLE, 0)).toBe(NORTHFIELD.morale.gangMember);
    h.stream = new ForcedStream([4, 1]);
    expect(rules.moraleCheck(COLE, 0, 'test')).toBe(true);
    expect(drawsOf(h)).toBe(1);
    expect(h.broken[COLE]).toBe(0);
    expect(h.log!.some((l) => /Cole Younger rerolls/.test(l))).toBe(false);
  });
});

describe('F8: a knocked-out man takes no module morale check (QR-93, QR-112)', () => {
  it('Clell Miller knocked out holds without a die, even where a 1 would break him', () => {
    const { h, rules } = host();
    h.kod[CLELL] = 1;
    h.stream = new ForcedStream([1]);
    expect(rules.moraleCheck(CLELL, 0, 'test')).toBe(true);
    expect(drawsOf(h)).toBe(0);
    expect(h.broken[CLELL]).toBe(0);
    expect(h.status[CLELL]).toBe(STATUS_UP);
    expect(h.log!.some((l) => /Clell Miller is knocked out and takes no test/.test(l))).toBe(true);
  });
  it('the first gang member down: the six others up test (Jesse James 2D10), Clell knocked out does not', () => {
    const { h, rules } = host();
    h.kod[CLELL] = 1;
    setStatus(h, BOB, STATUS_UNCONSCIOUS);
    h.stream = new ForcedStream([9, 9, 9, 9, 9, 9, 9, 9]);
    rules.onTakeOut(BOB, STATUS_UNCONSCIOUS);
    expect(drawsOf(h)).toBe(7);
    expect(h.log!.some((l) => /Clell Miller takes a courage test/.test(l))).toBe(false);
    for (const g of nf.gang) if (g !== BOB) expect(h.broken[g]).toBe(0);
  });
});

describe('F11: a captured man out of cards, some to lethal hits, rolls his fate (QR-98, effects.ts casualtyFate)', () => {
  it('Bob Younger, one lethal and the rest blunt, unconscious, captured at the end: a 1 then a 1 is "A Goner!" (dead)', () => {
    const { h, rules } = host();
    h.lethal[BOB] = 1;
    h.ko[BOB] = h.cardsMax[BOB]! - 1;
    setStatus(h, BOB, STATUS_UNCONSCIOUS);
    rules.winner(true);
    expect(h.status[BOB]).toBe(STATUS_CAPTURED);
    h.stream = new ForcedStream([1, 1, 1, 1]);
    casualtyFate(h, BOB);
    expect(drawsOf(h)).toBeGreaterThan(0);
    expect(h.status[BOB]).toBe(STATUS_DEAD);
  });
});

describe('F12: a bank employee takes his gun only by reaching for it (QR-95, the module\'s mayDraw)', () => {
  it('Bunker\'s own draw on his card is refused before heroics (Jesse may draw)', () => {
    const drawFirst: SkirmishAgent = (_o, _s, out) => {
      out.action = ACT_DRAW;
      out.weapon = 0;
    };
    const { engine, h, rules } = northfieldHost(setup, 'qd-northfield-fixes', setup.characters.map((_, i) => (i === BUNKER ? drawFirst : idle)));
    expect(h.inHand[BUNKER]).toBe(-1);
    expect(rules.mayDraw(BUNKER)).toBe(false);
    expect(rules.mayDraw(JESSE)).toBe(true);
    engine.playCard(BUNKER);
    expect(h.inHand[BUNKER]).toBe(-1);
    expect(h.log!.some((l) => l.includes('Bunker draws'))).toBe(false);
  });
});

describe('F12: before the alarm a citizen does not move, not even broken (QR-92, the module\'s unaware)', () => {
  it('Manning, broken by a courage test while the robbery is undiscovered, stays where he is; after the alarm he flees', () => {
    const { engine, h, rules } = host();
    h.status[MANNING] = STATUS_UP;
    h.broken[MANNING] = 1;
    h.lastAttacker[MANNING] = JESSE;
    const at = h.cell[MANNING]!;
    expect(rules.discovered).toBe(0);
    expect(rules.unaware(MANNING)).toBe(true);
    engine.playCard(MANNING);
    expect(h.cell[MANNING]).toBe(at);
    expect(h.log!.some((l) => l.includes('Manning does not stir'))).toBe(true);
    // The alarm sounded (citizen reaction d6 3, recognition d6 6): he runs.
    h.stream = new ForcedStream([3, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
    rules.turnStart(2);
    expect(rules.unaware(MANNING)).toBe(false);
    engine.playCard(MANNING);
    expect(h.cell[MANNING]).not.toBe(at);
  });
});
