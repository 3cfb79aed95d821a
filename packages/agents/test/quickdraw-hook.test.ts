import { describe, expect, it } from 'vitest';
import {
  ACT_AIM,
  ACT_ATTACK,
  ACT_FIRE,
  ACT_HOLD,
  ACT_NONE,
  ACT_RELOAD,
  ACT_SURRENDER,
  ACT_TAKE_AIM,
  ACT_TASK,
  BLOW_ALL_OUT,
  BLOW_MIGHTY,
  BRAWL_PUNCH,
  DEFEND_BASIC,
  DEFEND_BLOCK,
  DEFEND_EVADE,
  DEFEND_HASTY_SHOT,
  HORSE_DISMOUNT,
  HORSE_MOUNT,
  HORSE_STAY,
  PHASE_BRAWL,
  PHASE_FIRE,
  PHASE_MOVE,
  QD_RATE_CRAWL,
  QD_RATE_DASH,
  QD_RATE_EVASIVE,
  QD_RATE_FULL,
  QD_RATE_HALF,
  QdRate,
  RATE_STILL,
  SHOT_AIMED,
  SHOT_AUTO,
  SHOT_DELIBERATE,
  SHOT_FANNING,
  SHOT_HASTY,
  SHOT_SNAP,
  S_NO_FIRE,
  SEEKS_LEADER,
  SEEKS_NASTIEST,
  type QuickDrawObservation,
  type SkirmishIntent,
} from '@deadeye/core';
import {
  BOOT_HILL_HOOK,
  DOCTRINES,
  FALL_BACK_REACH,
  FAN_RANGE,
  Pace,
  QD_PACE_RATES,
  QD_RATE_WORDS,
  QUICK_DRAW_HOOK,
  SYSTEM_HOOKS,
  agentFor,
  aimWanted,
  blowOf,
  defenceOf,
  fallBackCell,
  holdWanted,
  isSystemId,
  respondWanted,
  seekFoe,
  shotType,
  validateAgentSpec,
  type AgentSpecInput,
} from '../src/index.ts';
import {
  KNIFE,
  NO_RNG,
  QD_REVOLVER,
  RIFLE,
  fakeMap,
  intent,
  makeObservation,
  scriptedRng,
  type CharSpec,
  type ObservationOptions,
  type TestObservation,
} from './observation-fixture.ts';

const hook = QUICK_DRAW_HOOK;

/** A street 40 paces long and 5 wide, exits at both short ends. */
const STREET = fakeMap(Array.from({ length: 5 }, () => `E${'.'.repeat(38)}E`));
const cell = (x: number, y: number) => STREET.cellAt(x, y);

/** A Main Character with his cards in play: 3 cards, 2 still to come, may hold, Cut! left. */
const STAR: Partial<QuickDrawObservation> = { cards: 3, cardsMax: 3, cardsToCome: 2, star: 1, cutLeft: 1, canHold: 1, drawn: 1 };

/** The observer (side 0) at (10,2) with a Quick on the Draw revolver (2x range 24 paces), and one enemy `range` paces east. */
function duel(range: number, options: ObservationOptions = {}, enemy: Partial<CharSpec> = {}): TestObservation {
  return makeObservation(STREET, [{ side: 0, at: [10, 2] }, { side: 1, at: [10 + range, 2], danger: 1, ...enemy }], { weapons: [QD_REVOLVER], ...options });
}

/** An intent as a doctrine left it: `fields` over a fresh one. */
function asked(fields: Partial<SkirmishIntent>): SkirmishIntent {
  return Object.assign(intent(), fields);
}

/** `settle` on `out` (no random numbers), returning it. */
function settled(o: TestObservation, out: SkirmishIntent): SkirmishIntent {
  hook.settle(o, out, NO_RNG);
  return out;
}

/** The agent of `spec` under Quick on the Draw decides on `o` (no random numbers unless `rng`). */
function qd(spec: AgentSpecInput, o: TestObservation, rng = NO_RNG): SkirmishIntent {
  const out = intent();
  agentFor(spec, 'quickdraw')(o, rng, out);
  return out;
}

describe('systems/quickdraw: registration and rate words', () => {
  it('is registered under quickdraw, with the QdRate words', () => {
    expect(SYSTEM_HOOKS.quickdraw).toBe(QUICK_DRAW_HOOK);
    expect(hook.id).toBe('quickdraw');
    expect(isSystemId('quickdraw')).toBe(true);
    expect(hook.rateWords).toBe(QD_RATE_WORDS);
    expect(QD_RATE_WORDS).toEqual({ crawl: QD_RATE_CRAWL, half: QD_RATE_HALF, evasive: QD_RATE_EVASIVE, full: QD_RATE_FULL, dash: QD_RATE_DASH });
    expect(QD_RATE_WORDS).toEqual(QdRate);
  });
  it('validateAgentSpec checks a rate against the system’s words and codes (default boothill)', () => {
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { rate: 'full' } }, 'quickdraw')).toEqual([]);
    expect(validateAgentSpec({ doctrine: 'brawler', params: { rate: 5 } }, 'quickdraw')).toEqual([]);
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { rate: 'runDodge' } }, 'quickdraw')).toEqual([
      'parameter "rate" of doctrine "gunfighter" must be a movement rate (crawl, half, evasive, full, dash, or a QD_RATE code 1..5), found "runDodge"',
    ]);
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { rate: 6 } }, 'quickdraw')).toHaveLength(1);
    // BOOT HILL's words as before, with or without the system named.
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { rate: 'runDodge' } })).toEqual([]);
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { rate: 'runDodge' } }, 'boothill')).toEqual([]);
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { rate: 'full' } })).toEqual([
      'parameter "rate" of doctrine "gunfighter" must be a movement rate (crawl, walk, runDodge, run, trot, gallop, or a RATE code 1..6), found "full"',
    ]);
    expect(validateAgentSpec({ doctrine: 'gunfighter' }, 'warlords')).toEqual(['unknown rule system "warlords" for agents; expected one of boothill, quickdraw, shootout']);
    expect(() => agentFor({ doctrine: 'gunfighter', params: { rate: 'gallop' } }, 'quickdraw')).toThrow('must be a movement rate (crawl, half, evasive, full, dash');
  });
  it('the gunfighter’s fan flag is documented, optional, and valid under both systems', () => {
    const fan = DOCTRINES.find((d) => d.name === 'gunfighter')?.params['fan'];
    expect(fan).toMatchObject({ default: 0, kind: 'flag' });
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { fan: true } })).toEqual([]);
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { fan: 1 } }, 'quickdraw')).toEqual([]);
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { fan: 2 } }, 'quickdraw')).toHaveLength(1);
  });
});

describe('systems/quickdraw: the doctrines’ requests', () => {
  it('maps each pace to a QD_RATE code, whatever the character’s wounds or mount', () => {
    const foot = duel(5);
    const lamed = duel(5);
    lamed.lamed = 1;
    const mounted = duel(5, { mounted: true });
    const table: [Pace, number][] = [
      [Pace.still, RATE_STILL],
      [Pace.crawl, QD_RATE_CRAWL],
      [Pace.walk, QD_RATE_HALF],
      [Pace.evade, QD_RATE_EVASIVE],
      [Pace.run, QD_RATE_FULL],
      [Pace.dash, QD_RATE_DASH],
    ];
    for (const [p, rate] of table) {
      expect([hook.pace(foot, p), hook.pace(lamed, p), hook.pace(mounted, p)], `pace ${p}`).toEqual([rate, rate, rate]);
      expect(QD_PACE_RATES[p]).toBe(rate);
      expect(hook.paceOr(foot, undefined, p)).toBe(rate);
      expect(hook.paceOr(foot, Number.NaN, p)).toBe(rate);
    }
    expect(hook.paceOr(foot, QD_RATE_FULL, Pace.walk)).toBe(QD_RATE_FULL);
  });
  it('noFaster orders the rates by speed', () => {
    expect(hook.noFaster(QD_RATE_HALF, Pace.walk)).toBe(true);
    expect(hook.noFaster(QD_RATE_CRAWL, Pace.walk)).toBe(true);
    expect(hook.noFaster(QD_RATE_EVASIVE, Pace.walk)).toBe(false);
    expect(hook.noFaster(QD_RATE_EVASIVE, Pace.evade)).toBe(true);
    expect(hook.noFaster(QD_RATE_FULL, Pace.evade)).toBe(false);
    expect(hook.noFaster(QD_RATE_DASH, Pace.dash)).toBe(true);
  });
  it('a quick shot asks nothing (QR-200); aim takes a card aiming; a throw is a shot; close combat is an attack', () => {
    expect(() => hook.quickShot(intent())).not.toThrow();
    const q = asked({ action: ACT_FIRE, target: 1, shots: 3 });
    hook.quickShot(q);
    expect(q).toEqual(asked({ action: ACT_FIRE, target: 1, shots: 3 }));
    const a = intent();
    hook.aim(a, 2);
    expect(a).toEqual(asked({ action: ACT_TAKE_AIM, target: 2 }));
    const t = intent();
    hook.throwAt(t, 3);
    expect(t).toEqual(asked({ action: ACT_FIRE, target: 3, shots: 1 }));
    const e = intent();
    hook.engage(e, 1);
    expect(e).toEqual(asked({ action: ACT_ATTACK, target: 1 }));
  });
  it('mount and dismount ask for it (a basic action); riding double and slinging (Northfield) write nothing', () => {
    const down = intent();
    hook.dismount(down);
    expect(down).toEqual(asked({ horse: HORSE_DISMOUNT }));
    const up = intent();
    hook.mount(up);
    expect(up).toEqual(asked({ horse: HORSE_MOUNT }));
    const out = intent();
    hook.sling(out, 2);
    hook.takeUp(out, 3);
    expect(out).toEqual(intent());
    expect(out.horse).toBe(HORSE_STAY);
  });
});

describe('systems/quickdraw: close combat', () => {
  it('the form of attack: a Mighty Blow for a star, an All Out Attack for the others; no random number', () => {
    const rng = scriptedRng([]);
    const star = duel(1, { phase: PHASE_BRAWL, weapons: [], quickDraw: STAR });
    star.brawlOpponent = 1;
    expect(blowOf(star)).toBe(BLOW_MIGHTY);
    const other = duel(1, { phase: PHASE_BRAWL, weapons: [], quickDraw: { cards: 2, cardsMax: 2 } });
    other.brawlOpponent = 1;
    expect(blowOf(other)).toBe(BLOW_ALL_OUT);
    // The default round and the brawler's mixed round ask the same.
    for (const o of [star, other]) {
      const a = intent();
      hook.closeCombat(o, a);
      const b = intent();
      hook.closeCombatMixed(o, b, rng, 0.5, 0.3);
      expect(b).toEqual(a);
      expect(a).toEqual(asked({ blow: blowOf(o), defence: DEFEND_EVADE }));
      expect(a.brawl).toBe(BRAWL_PUNCH); // BOOT HILL's field untouched
    }
    expect(rng.draws).toBe(0);
  });
  it('the defence: evade with 2 cards or more in play, else the basic defence; never a block nor a hasty shot', () => {
    const o = duel(1, { phase: PHASE_FIRE, quickDraw: STAR });
    expect(defenceOf(o)).toBe(DEFEND_EVADE);
    o.cards = 2;
    expect(defenceOf(o)).toBe(DEFEND_EVADE);
    o.cards = 1;
    expect(defenceOf(o)).toBe(DEFEND_BASIC);
    o.cards = 0;
    expect(defenceOf(o)).toBe(DEFEND_BASIC);
    // A loaded gun in hand or none, the same: the hasty shot in defence leaves him defenceless if the attacker still hits.
    const knife = duel(1, { phase: PHASE_FIRE, weapons: [KNIFE], quickDraw: { cards: 2 } });
    expect(defenceOf(knife)).toBe(DEFEND_EVADE);
    const fists = duel(1, { phase: PHASE_FIRE, weapons: [], quickDraw: { cards: 3 } });
    expect(defenceOf(fists)).toBe(DEFEND_EVADE);
    for (const c of [0, 1, 2, 3, 4]) expect([DEFEND_BASIC, DEFEND_EVADE], `cards ${c}`).toContain(defenceOf(duel(1, { quickDraw: { cards: c } })));
    expect(defenceOf(duel(1, { quickDraw: { cards: 4 } }))).not.toBe(DEFEND_BLOCK);
    expect(defenceOf(duel(1, { quickDraw: { cards: 4 } }))).not.toBe(DEFEND_HASTY_SHOT);
  });
  it('settle asks the defence at every decision but a close combat round, whatever the action', () => {
    for (const action of [ACT_NONE, ACT_FIRE, ACT_RELOAD, ACT_ATTACK]) {
      const o = duel(10, { phase: PHASE_FIRE, quickDraw: { cards: 2 } });
      expect(settled(o, asked({ action, target: 1, shots: 1 })).defence, `action ${action}`).toBe(DEFEND_EVADE);
      const one = duel(10, { phase: PHASE_FIRE, quickDraw: { cards: 1 } });
      expect(settled(one, asked({ action, target: 1, shots: 1 })).defence, `action ${action}`).toBe(DEFEND_BASIC);
    }
    const brawl = duel(1, { phase: PHASE_BRAWL, quickDraw: STAR });
    expect(settled(brawl, asked({ target: 1, blow: BLOW_MIGHTY }))).toEqual(asked({ target: 1, blow: BLOW_MIGHTY }));
  });
});

describe('systems/quickdraw: settle, one card one use (RULINGS.md QR-130)', () => {
  it('a move planned with a reload, a task or a surrender is dropped; with a shot, an attack or an aim it stays', () => {
    for (const action of [ACT_RELOAD, ACT_TASK, ACT_SURRENDER]) {
      const out = settled(duel(8, { phase: PHASE_MOVE, quickDraw: { ...STAR, canHold: 0 } }), asked({ moveTo: cell(14, 2), rate: QD_RATE_FULL, action, target: 1 }));
      expect([out.moveTo, out.rate, out.action]).toEqual([-1, RATE_STILL, action]);
    }
    for (const action of [ACT_FIRE, ACT_ATTACK, ACT_TAKE_AIM]) {
      const out = settled(duel(8, { phase: PHASE_MOVE, quickDraw: STAR }), asked({ moveTo: cell(14, 2), rate: QD_RATE_FULL, action, target: 1 }));
      expect(out.moveTo).toBe(cell(14, 2));
    }
    // At PHASE_FIRE nothing is dropped (the move is over or was never planned).
    const fire = settled(duel(8, { phase: PHASE_FIRE, quickDraw: STAR }), asked({ moveTo: cell(14, 2), rate: QD_RATE_FULL, action: ACT_RELOAD }));
    expect(fire.moveTo).toBe(cell(14, 2));
  });
});

describe('systems/quickdraw: settle, hold', () => {
  it('holds instead of doing nothing, not moved, with an enemy he may target visible at any range', () => {
    const o = duel(20, { phase: PHASE_FIRE, quickDraw: STAR });
    expect(settled(o, intent())).toEqual(asked({ action: ACT_HOLD, respond: 1, defence: DEFEND_EVADE }));
    const plan = duel(20, { phase: PHASE_MOVE, quickDraw: STAR });
    expect(settled(plan, intent()).action).toBe(ACT_HOLD);
    // Out of his reach (2x 12 paces): he holds for the enemy who walks into it.
    const far = duel(26, { phase: PHASE_FIRE, quickDraw: STAR });
    expect(holdWanted(far, intent())).toBe(true);
  });
  it('holds instead of a shot at a target beyond 2x range or out of sight, or of a reload of a gun still loaded', () => {
    const o = makeObservation(STREET, [{ side: 0, at: [10, 2] }, { side: 1, at: [30, 2] }, { side: 1, at: [38, 2] }], { weapons: [QD_REVOLVER], phase: PHASE_FIRE, quickDraw: STAR });
    expect(settled(o, asked({ action: ACT_FIRE, target: 2, shots: 3 }))).toMatchObject({ action: ACT_HOLD, target: -1, shots: 0, cut: 0 });
    o.visible[2] = 0;
    o.distance[2] = 10;
    expect(settled(o, asked({ action: ACT_FIRE, target: 2, shots: 3 })).action).toBe(ACT_HOLD);
    // The engine reloads only an empty or jammed weapon: a top-up is a card lost.
    expect(settled(o, asked({ action: ACT_RELOAD })).action).toBe(ACT_HOLD);
    o.loaded[0] = 0;
    expect(holdWanted(o, asked({ action: ACT_RELOAD }))).toBe(false);
  });
  it('does not hold instead of a shot he can take, a long shot on reduced dice included', () => {
    for (const range of [5, 12, 13, 18, 24]) {
      const o = duel(range, { phase: PHASE_FIRE, quickDraw: STAR });
      expect(settled(o, asked({ action: ACT_FIRE, target: 1, shots: 3 })), `${range} paces`).toMatchObject({ action: ACT_FIRE, target: 1, shots: 3, shot: SHOT_DELIBERATE, cut: 0 });
    }
  });
  it('holds for an enemy not yet in sight, or one he may not fire at now: "in anticipation of an enemy moving into their range" (QR-77)', () => {
    const unseen = duel(20, { phase: PHASE_FIRE, quickDraw: STAR });
    unseen.visible[1] = 0;
    expect(settled(unseen, intent()).action).toBe(ACT_HOLD);
    const barred = duel(20, { phase: PHASE_FIRE, quickDraw: STAR });
    barred.sightBits[1] = S_NO_FIRE;
    expect(holdWanted(barred, intent())).toBe(true);
  });
  it('does not hold when he may not, is responding, has moved or plans a move, is broken, has nothing ready, no enemy is up, or another action was asked', () => {
    const cases: [string, (o: TestObservation) => void, Partial<SkirmishIntent>?][] = [
      ['canHold 0 (a Minor character, or held already)', (o) => (o.canHold = 0)],
      ['responding', (o) => (o.responding = 1)],
      ['moved this card', (o) => (o.movedThisCard = 1)],
      ['broken', (o) => (o.broken = 1)],
      ['empty gun', (o) => (o.loaded[0] = 0)],
      ['empty hand', (o) => (o.weaponInHand = -1)],
      ['no enemy up', (o) => (o.up[1] = 0)],
      ['reload of an empty gun asked', (o) => (o.loaded[0] = 0), { action: ACT_RELOAD }],
      ['aim asked', () => {}, { action: ACT_TAKE_AIM, target: 1 }],
      ['attack asked', () => {}, { action: ACT_ATTACK, target: 1 }],
    ];
    for (const [why, change, fields] of cases) {
      const o = duel(20, { phase: PHASE_FIRE, quickDraw: STAR });
      change(o);
      expect(holdWanted(o, asked(fields ?? {})), why).toBe(false);
    }
    const moving = duel(20, { phase: PHASE_MOVE, quickDraw: STAR });
    expect(holdWanted(moving, asked({ moveTo: cell(11, 2), rate: QD_RATE_HALF }))).toBe(false);
  });
});

describe('systems/quickdraw: settle, aiming', () => {
  it('a card spent aiming at a target he can shoot now becomes a deliberate shot; one he cannot shoot is aimed at', () => {
    const near = duel(20, { phase: PHASE_FIRE, quickDraw: STAR });
    expect(aimWanted(near, asked({ action: ACT_TAKE_AIM, target: 1 }))).toBe(false);
    expect(settled(near, asked({ action: ACT_TAKE_AIM, target: 1 }))).toMatchObject({ action: ACT_FIRE, target: 1, shots: 1, shot: SHOT_DELIBERATE });
    const far = duel(26, { phase: PHASE_FIRE });
    expect(aimWanted(far, asked({ action: ACT_TAKE_AIM, target: 1 }))).toBe(true);
    expect(settled(far, asked({ action: ACT_TAKE_AIM, target: 1 }))).toMatchObject({ action: ACT_TAKE_AIM, target: 1, shot: SHOT_AUTO });
    const unseen = duel(10, { phase: PHASE_FIRE });
    unseen.visible[1] = 0;
    expect(aimWanted(unseen, asked({ action: ACT_TAKE_AIM, target: 1 }))).toBe(true);
    const empty = duel(10, { phase: PHASE_FIRE });
    empty.loaded[0] = 0;
    expect(aimWanted(empty, asked({ action: ACT_TAKE_AIM, target: 1 }))).toBe(true);
  });
});

describe('systems/quickdraw: settle, the type of shot', () => {
  const fire = (fields: Partial<SkirmishIntent> = {}) => asked({ action: ACT_FIRE, target: 1, shots: 3, ...fields });
  it('hasty after moving on this card, or with a move planned', () => {
    const o = duel(10, { phase: PHASE_FIRE, quickDraw: { movedThisCard: 1 } });
    expect(settled(o, fire()).shot).toBe(SHOT_HASTY);
    const plan = duel(10, { phase: PHASE_MOVE });
    expect(settled(plan, fire({ moveTo: cell(11, 2), rate: QD_RATE_HALF })).shot).toBe(SHOT_HASTY);
    expect(settled(plan, fire()).shot).toBe(SHOT_DELIBERATE);
  });
  it('aimed at the target aimed at on the last card (not after moving), else deliberate', () => {
    const o = duel(10, { phase: PHASE_FIRE, quickDraw: { aimingAt: 1 } });
    expect(shotType(o, fire())).toBe(SHOT_AIMED);
    o.aimingAt = 2;
    expect(shotType(o, fire())).toBe(SHOT_DELIBERATE);
    o.aimingAt = 1;
    o.movedThisCard = 1;
    expect(shotType(o, fire())).toBe(SHOT_HASTY);
    // A rider's mount moving does not make his shot hasty (REEL 4, SHOOTING FROM A MOUNT OR VEHICLE).
    o.mounted = 1;
    expect(shotType(o, fire())).toBe(SHOT_AIMED);
    o.mounted = 0;
  });
  it('fanning with the fan flag, a handgun loaded (the engine shows a revolver loaded as 1), the target within 6 paces', () => {
    const o = duel(FAN_RANGE, { phase: PHASE_FIRE, params: { fan: 1 } });
    o.loaded[0] = 1;
    expect(shotType(o, fire())).toBe(SHOT_FANNING);
    o.loaded[0] = 0;
    expect(shotType(o, fire())).toBe(SHOT_DELIBERATE);
    expect(shotType(duel(FAN_RANGE + 1, { phase: PHASE_FIRE, params: { fan: 1 } }), fire())).toBe(SHOT_DELIBERATE);
    expect(shotType(duel(FAN_RANGE, { phase: PHASE_FIRE }), fire())).toBe(SHOT_DELIBERATE);
    expect(shotType(duel(FAN_RANGE, { phase: PHASE_FIRE, params: { fan: 0 } }), fire())).toBe(SHOT_DELIBERATE);
    expect(shotType(duel(FAN_RANGE, { phase: PHASE_FIRE, params: { fan: 1 }, weapons: [RIFLE] }), fire())).toBe(SHOT_DELIBERATE);
    expect(shotType(duel(FAN_RANGE, { phase: PHASE_FIRE, params: { fan: 1 }, quickDraw: { movedThisCard: 1 } }), fire())).toBe(SHOT_HASTY);
  });
  it('keeps a type the doctrine asked (a quick shot) and leaves other actions alone', () => {
    const o = duel(5, { phase: PHASE_FIRE, params: { fan: 1 }, quickDraw: { aimingAt: 1 } });
    expect(settled(o, fire({ shot: SHOT_HASTY })).shot).toBe(SHOT_HASTY);
    expect(settled(o, asked({ action: ACT_ATTACK, target: 1 })).shot).toBe(SHOT_AUTO);
    expect(settled(duel(26, { phase: PHASE_FIRE }), asked({ action: ACT_TAKE_AIM, target: 1 })).shot).toBe(SHOT_AUTO);
  });
  it('in close combat, a 10 on Wanting to Shoot taken as the hasty shot and a counter attack (counter 1; RULINGS.md QR-188); out of it, never', () => {
    const o = duel(1, { phase: PHASE_FIRE });
    expect(settled(o, fire()).counter).toBe(0);
    o.brawlOpponent = 1;
    expect(settled(o, fire()).counter).toBe(1);
    expect(settled(o, asked({ action: ACT_ATTACK, target: 1 })).counter).toBe(0);
    expect(settled(o, asked({ action: ACT_RELOAD })).counter).toBe(0);
    // Under Quick on the Draw the doctrines' own shot at the man they fight carries it.
    expect(qd({ doctrine: 'gunfighter' }, o).action).toBe(ACT_FIRE);
    expect(qd({ doctrine: 'gunfighter' }, o).counter).toBe(1);
  });
  it('never asks a snap shot (SHOT_SNAP), at any range, star or not', () => {
    for (const range of [1, 5, 12, 20]) {
      for (const star of [0, 1]) {
        const o = duel(range, { phase: PHASE_FIRE, quickDraw: { star, cards: 2 } });
        expect(settled(o, fire()).shot, `${range} paces, star ${star}`).not.toBe(SHOT_SNAP);
      }
    }
  });
});

describe('systems/quickdraw: settle, Cut! and respond', () => {
  it('never yells Cut! on an action: a star keeps it for the effects roll that would take his last card', () => {
    const actions: Partial<SkirmishIntent>[] = [
      { action: ACT_FIRE, target: 1, shots: 1 },
      { action: ACT_ATTACK, target: 1 },
      { action: ACT_RELOAD },
      { action: ACT_TAKE_AIM, target: 1 },
      { action: ACT_NONE },
    ];
    for (const phase of [PHASE_MOVE, PHASE_FIRE, PHASE_BRAWL]) {
      for (const fields of actions) {
        const o = duel(10, { phase, quickDraw: { ...STAR, cutLeft: 1 } });
        expect(settled(o, asked(fields)).cut, `phase ${phase}, action ${fields.action}`).toBe(0);
      }
    }
    // A move planned with a shot: the move test is not rerolled by Cut! either.
    const plan = duel(20, { phase: PHASE_MOVE, quickDraw: STAR });
    expect(settled(plan, asked({ moveTo: cell(11, 2), rate: QD_RATE_HALF, action: ACT_FIRE, target: 1, shots: 1 })).cut).toBe(0);
  });
  it('respond with a weapon ready (or a loaded gun to draw), a standing order given even with no card to come; a close combat round never', () => {
    const o = duel(10, { phase: PHASE_FIRE, quickDraw: { cardsToCome: 1 } });
    expect(respondWanted(o)).toBe(true);
    expect(settled(o, asked({ action: ACT_RELOAD })).respond).toBe(1);
    // His last card of a phase: the order stands for the next phase (the engine checks the card to give up: QR-120).
    o.cardsToCome = 0;
    expect(respondWanted(o)).toBe(true);
    expect(settled(o, asked({ action: ACT_RELOAD })).respond).toBe(1);
    o.cardsToCome = 1;
    o.responding = 1;
    expect(respondWanted(o)).toBe(false);
    o.responding = 0;
    o.broken = 1;
    expect(respondWanted(o)).toBe(false);
    o.broken = 0;
    o.loaded[0] = 0;
    expect(respondWanted(o)).toBe(false);
    const holstered = duel(10, { phase: PHASE_FIRE, weapons: [{ ...QD_REVOLVER, loaded: 0 }, QD_REVOLVER], quickDraw: { cardsToCome: 1 } });
    expect(respondWanted(holstered)).toBe(true);
    expect(respondWanted(duel(10, { phase: PHASE_FIRE, weapons: [], quickDraw: { cardsToCome: 1 } }))).toBe(false);
    const brawl = duel(1, { phase: PHASE_BRAWL, quickDraw: { cardsToCome: 1 } });
    expect(settled(brawl, asked({ target: 1 })).respond).toBe(0);
  });
  it('BOOT HILL’s settle writes nothing and draws nothing', () => {
    const o = duel(10, { phase: PHASE_FIRE, quickDraw: STAR });
    const out = asked({ action: ACT_FIRE, target: 1, shots: 3 });
    BOOT_HILL_HOOK.settle(o, out, NO_RNG);
    expect(out).toEqual(asked({ action: ACT_FIRE, target: 1, shots: 3 }));
  });
});

describe('doctrines under Quick on the Draw (agentFor(spec, "quickdraw"))', () => {
  it('gunfighter: closes at half move with a hasty shot planned; standing, a deliberate shot with respond and the evade defence, never Cut!', () => {
    const move = qd({ doctrine: 'gunfighter' }, duel(20, { phase: PHASE_MOVE, quickDraw: STAR }));
    expect(move).toMatchObject({ moveTo: cell(30, 2), rate: QD_RATE_HALF, action: ACT_FIRE, target: 1, shots: 3, shot: SHOT_HASTY, cut: 0, respond: 1, defence: DEFEND_EVADE });
    expect(move.hipshoot).toBe(0);
    const run = qd({ doctrine: 'gunfighter', params: { rate: QD_RATE_FULL } }, duel(20, { phase: PHASE_MOVE, params: { rate: QD_RATE_FULL } }));
    expect(run.rate).toBe(QD_RATE_FULL);
    const moved = qd({ doctrine: 'gunfighter' }, duel(20, { phase: PHASE_FIRE, quickDraw: { ...STAR, movedThisCard: 1 } }));
    expect(moved).toMatchObject({ action: ACT_FIRE, target: 1, shot: SHOT_HASTY });
    const standing = qd({ doctrine: 'gunfighter' }, duel(5, { phase: PHASE_FIRE, quickDraw: STAR }));
    expect(standing).toEqual(asked({ action: ACT_FIRE, target: 1, shots: 3, shot: SHOT_DELIBERATE, respond: 1, defence: DEFEND_EVADE }));
  });
  it('gunfighter with band extreme (the SHOOTOUTS duelist): stands at 15 paces and draws and shoots deliberately', () => {
    const holstered = { ...STAR, drawn: 0 };
    const stand = qd({ doctrine: 'gunfighter', params: { band: 3 } }, duel(15, { phase: PHASE_MOVE, params: { band: 3 }, quickDraw: holstered }));
    expect(stand).toMatchObject({ moveTo: -1, rate: RATE_STILL, action: ACT_FIRE, target: 1, shot: SHOT_DELIBERATE, cut: 0 });
    // Band medium (the effective range): he walks in and his shot is hasty.
    const walk = qd({ doctrine: 'gunfighter', params: { band: 1 } }, duel(15, { phase: PHASE_MOVE, params: { band: 1 }, quickDraw: holstered }));
    expect(walk).toMatchObject({ moveTo: cell(25, 2), action: ACT_FIRE, shot: SHOT_HASTY });
    // Beyond twice the range he walks in.
    const far = qd({ doctrine: 'gunfighter', params: { band: 3 } }, duel(28, { phase: PHASE_MOVE, params: { band: 3 }, quickDraw: holstered }));
    expect(far.moveTo).toBe(cell(38, 2));
  });
  it('gunfighter: hipshoot changes nothing (a stationary shot with the gun in hand is deliberate, QR-200); fan fans at 6 paces; holds when its target is out of range and another enemy is within it', () => {
    const hip = qd({ doctrine: 'gunfighter', params: { hipshoot: 1 } }, duel(5, { phase: PHASE_FIRE, params: { hipshoot: 1 } }));
    expect(hip).toMatchObject({ action: ACT_FIRE, shot: SHOT_DELIBERATE, hipshoot: 0 });
    const hipMoving = qd({ doctrine: 'gunfighter', params: { hipshoot: 1 } }, duel(5, { phase: PHASE_FIRE, params: { hipshoot: 1 }, quickDraw: { movedThisCard: 1 } }));
    expect(hipMoving).toMatchObject({ action: ACT_FIRE, shot: SHOT_HASTY });
    const fan = qd({ doctrine: 'gunfighter', params: { fan: 1 } }, duel(5, { phase: PHASE_FIRE, params: { fan: 1 } }));
    expect(fan).toMatchObject({ action: ACT_FIRE, target: 1, shot: SHOT_FANNING });
    // The most dangerous enemy 28 paces off (beyond 2x range, 24), an unarmed one 12 paces off.
    const o = makeObservation(
      STREET,
      [{ side: 0, at: [10, 2] }, { side: 1, at: [22, 2], danger: 0 }, { side: 1, at: [38, 2], danger: 2 }],
      { weapons: [QD_REVOLVER], phase: PHASE_FIRE, quickDraw: STAR },
    );
    expect(qd({ doctrine: 'gunfighter' }, o)).toEqual(asked({ action: ACT_HOLD, respond: 1, defence: DEFEND_EVADE }));
    o.canHold = 0;
    expect(qd({ doctrine: 'gunfighter' }, o)).toEqual(asked({ respond: 1, defence: DEFEND_EVADE }));
  });
  it('rifleman: shoots at once, deliberately, at a new target it could aim at; aimed after a card spent aiming', () => {
    const now = qd({ doctrine: 'rifleman' }, duel(20, { phase: PHASE_FIRE, quickDraw: STAR }));
    expect(now).toMatchObject({ action: ACT_FIRE, target: 1, shots: 1, shot: SHOT_DELIBERATE, cut: 0 });
    // Under BOOT HILL the same observation aims (the doctrine's choice is untouched there).
    const bh = intent();
    agentFor({ doctrine: 'rifleman' })(duel(20, { phase: PHASE_FIRE, quickDraw: STAR }), NO_RNG, bh);
    expect(bh.action).toBe(ACT_AIM);
    const next = duel(20, { phase: PHASE_FIRE, quickDraw: { ...STAR, aimingAt: 1 } });
    next.lastTarget = 1;
    expect(qd({ doctrine: 'rifleman' }, next)).toMatchObject({ action: ACT_FIRE, target: 1, shot: SHOT_AIMED, cut: 0 });
  });
  it('defender: shoots from where it stands, deliberate; in close combat the evade defence', () => {
    const o = duel(10, { phase: PHASE_FIRE, quickDraw: { cards: 2, cardsToCome: 1, canHold: 1 } });
    expect(qd({ doctrine: 'defender' }, o)).toMatchObject({ action: ACT_FIRE, target: 1, shot: SHOT_DELIBERATE, cut: 0, respond: 1, defence: DEFEND_EVADE });
    const brawl = duel(1, { phase: PHASE_BRAWL, quickDraw: { cards: 2, cardsToCome: 1 } });
    brawl.brawlOpponent = 1;
    expect(qd({ doctrine: 'defender' }, brawl)).toEqual(asked({ target: 1, blow: BLOW_ALL_OUT, defence: DEFEND_EVADE }));
  });
  it('brawler: attacks an adjacent enemy (ACT_ATTACK); a Mighty Blow for a star, an All Out Attack for the others, drawing no random number', () => {
    const rng = scriptedRng([]);
    const o = duel(1, { phase: PHASE_FIRE, weapons: [], quickDraw: STAR });
    expect(qd({ doctrine: 'brawler' }, o, rng)).toEqual(asked({ action: ACT_ATTACK, target: 1, defence: DEFEND_EVADE }));
    const plan = duel(1, { phase: PHASE_MOVE, weapons: [], quickDraw: STAR });
    expect(qd({ doctrine: 'brawler' }, plan, rng)).toMatchObject({ moveTo: -1, action: ACT_ATTACK, target: 1 });
    const round = duel(1, { phase: PHASE_BRAWL, weapons: [], quickDraw: STAR });
    round.brawlOpponent = 1;
    expect(qd({ doctrine: 'brawler' }, round, rng)).toEqual(asked({ target: 1, blow: BLOW_MIGHTY, defence: DEFEND_EVADE }));
    const minor = duel(1, { phase: PHASE_BRAWL, weapons: [], quickDraw: { cards: 1, cardsMax: 1 } });
    minor.brawlOpponent = 1;
    expect(qd({ doctrine: 'brawler' }, minor, rng)).toEqual(asked({ target: 1, blow: BLOW_ALL_OUT, defence: DEFEND_BASIC }));
    expect(rng.draws).toBe(0);
    const far = qd({ doctrine: 'brawler' }, duel(20, { phase: PHASE_MOVE, weapons: [] }));
    expect(far).toMatchObject({ moveTo: cell(30, 2), rate: QD_RATE_FULL });
  });
  it('noncombatant: flees at a dash, armed or not, and never holds, responds or yells Cut!', () => {
    const o = duel(10, { phase: PHASE_MOVE, quickDraw: STAR });
    const flee = qd({ doctrine: 'noncombatant' }, o);
    expect(flee).toMatchObject({ moveTo: cell(0, 2), rate: QD_RATE_DASH, action: ACT_NONE, respond: 0, cut: 0 });
    const fire = qd({ doctrine: 'noncombatant', params: { hide: 1 } }, duel(10, { phase: PHASE_FIRE, params: { hide: 1 }, quickDraw: STAR }));
    expect(fire).toEqual(intent());
    const brawl = duel(1, { phase: PHASE_BRAWL, weapons: [], quickDraw: { cards: 1 } });
    brawl.brawlOpponent = 1;
    expect(qd({ doctrine: 'noncombatant' }, brawl)).toEqual(asked({ target: 1, blow: BLOW_ALL_OUT, defence: DEFEND_BASIC }));
  });
  it('are pure: the same observation gives the same intent, and the observation is not changed', () => {
    const snapshot = (o: TestObservation) =>
      JSON.stringify([o.phase, o.cell, o.visible, o.distance, o.loaded, o.params, o.cards, o.cardsToCome, o.star, o.cutLeft, o.canHold, o.responding, o.movedThisCard, o.aimingAt, o.drawn].map((v) => (ArrayBuffer.isView(v) ? Array.from(v as Int32Array) : v)));
    const cases: [AgentSpecInput, TestObservation][] = [
      [{ doctrine: 'gunfighter', params: { fan: 1 } }, duel(5, { phase: PHASE_FIRE, params: { fan: 1 }, quickDraw: STAR })],
      [{ doctrine: 'gunfighter' }, duel(20, { phase: PHASE_MOVE, quickDraw: STAR })],
      [{ doctrine: 'rifleman' }, duel(20, { phase: PHASE_FIRE, quickDraw: STAR })],
      [{ doctrine: 'defender' }, duel(10, { phase: PHASE_MOVE, quickDraw: STAR })],
      [{ doctrine: 'brawler' }, duel(1, { phase: PHASE_BRAWL, quickDraw: STAR })],
      [{ doctrine: 'noncombatant' }, duel(3, { phase: PHASE_MOVE, quickDraw: STAR })],
    ];
    for (const [spec, o] of cases) {
      if (o.phase === PHASE_BRAWL) o.brawlOpponent = 1;
      const agent = agentFor(spec, 'quickdraw');
      const before = snapshot(o);
      const a = intent();
      const b = intent();
      agent(o, NO_RNG, a);
      agent(o, NO_RNG, b);
      expect(b, spec.doctrine).toEqual(a);
      expect(snapshot(o), spec.doctrine).toBe(before);
      expect(a.cut, spec.doctrine).toBe(0);
      if (spec.doctrine !== 'noncombatant') expect(a.defence, spec.doctrine).toBe(defenceOf(o));
    }
  });
  it('BOOT HILL agents ignore the fan flag and the Quick on the Draw fields', () => {
    const o = duel(5, { phase: PHASE_FIRE, quickDraw: STAR });
    const plain = intent();
    agentFor({ doctrine: 'gunfighter' })(o, NO_RNG, plain);
    o.params['fan'] = 1;
    const fan = intent();
    agentFor({ doctrine: 'gunfighter', params: { fan: 1 } }, 'boothill')(o, NO_RNG, fan);
    expect(fan).toEqual(plain);
    expect(plain).toEqual(asked({ action: ACT_FIRE, target: 1, shots: 3 }));
  });
});

describe('systems/quickdraw: the foe a personality seeks (RULINGS.md QR-85)', () => {
  /** The observer at (10,2) with a revolver; a leader 6 paces east (danger 1), a more dangerous gunman 10 east (danger 3), another 30 east (danger 9, out of reach). */
  function three(seeks: number): TestObservation {
    const o = makeObservation(
      STREET,
      [
        { side: 0, at: [10, 2] },
        { side: 1, at: [16, 2], danger: 1, leader: 1 },
        { side: 1, at: [20, 2], danger: 3 },
        { side: 1, at: [38, 2], danger: 9 },
      ],
      { weapons: [QD_REVOLVER] },
    );
    o.seeks = seeks;
    return o;
  }
  it('Heroic: a shot goes to the most dangerous enemy within his weapon\'s reach; an attack to the most dangerous enemy', () => {
    const o = three(SEEKS_NASTIEST);
    o.danger[3] = 0; // the far one no threat: the gunman at 10 paces is the nastiest
    expect(settled(o, asked({ action: ACT_FIRE, target: 1 })).target).toBe(2);
    expect(settled(three(SEEKS_NASTIEST), asked({ action: ACT_ATTACK, target: 1 })).target).toBe(3);
    // The nastiest is 28 paces off, beyond the revolver's 24: the shot stays on the doctrine's target.
    const far = asked({ action: ACT_FIRE, target: 1 });
    seekFoe(three(SEEKS_NASTIEST), far);
    expect(far.target).toBe(1);
  });
  it('Proud: an attack goes to the enemy leader; a shot is his doctrine\'s', () => {
    expect(settled(three(SEEKS_LEADER), asked({ action: ACT_ATTACK, target: 2 })).target).toBe(1);
    const shot = asked({ action: ACT_FIRE, target: 2 });
    seekFoe(three(SEEKS_LEADER), shot);
    expect(shot.target).toBe(2);
  });
  it('nobody else is turned (seeks 0)', () => {
    const out = asked({ action: ACT_ATTACK, target: 2 });
    seekFoe(three(0), out);
    expect(out.target).toBe(2);
  });
});

describe('systems/quickdraw: falling back on the last card (RULINGS.md QR-176)', () => {
  /** 21 x 5, hard cover at (3,2); the enemy at (20,2) shoots from the east: the cell behind the cover is (2,2). */
  const YARD = fakeMap(['E....................', '.....................', '...H.................', '.....................', '....................E']);
  const at = (x: number, y: number) => YARD.cellAt(x, y);
  /** A Main Character (3 cards) with `cards` in play at (x, y), the gunfighter's `fallBack` 1 unless `params` says otherwise. */
  const yard = (x: number, y: number, cards = 1, options: ObservationOptions = {}) =>
    makeObservation(YARD, [{ side: 0, at: [x, y] }, { side: 1, at: [20, 2], danger: 1 }], {
      weapons: [QD_REVOLVER],
      phase: PHASE_MOVE,
      params: { fallBack: 1 },
      ...options,
      quickDraw: { ...STAR, cards, ...options.quickDraw },
    });
  const gunfighter = (o: TestObservation, params: Record<string, number> = { fallBack: 1 }) => qd({ doctrine: 'gunfighter', params }, o);

  it('down to his last card, in the open, he falls back evasively to the cover cell, facing the enemy, his shot now hasty', () => {
    // (9,0) -> (2,2): 5 straight steps and 2 diagonal ones, 16 half-spaces = 8 spaces, one move.
    const out = gunfighter(yard(9, 0));
    expect(out).toMatchObject({ moveTo: at(2, 2), rate: QD_RATE_EVASIVE, face: 2, action: ACT_FIRE, target: 1, shot: SHOT_HASTY });
    expect(fallBackCell(yard(9, 0), asked({ action: ACT_FIRE, target: 1 }))).toBe(at(2, 2));
  });
  it('not beyond one move (FALL_BACK_REACH spaces of path), nor in cover already', () => {
    expect(FALL_BACK_REACH).toBe(8);
    // (10,0) -> (2,2): 6 straight steps and 2 diagonal ones, 18 half-spaces = 9 spaces.
    expect(fallBackCell(yard(10, 0), asked({ action: ACT_FIRE, target: 1 }))).toBe(-1);
    expect(fallBackCell(yard(2, 2), asked({ action: ACT_FIRE, target: 1 }))).toBe(-1);
  });
  it('not without the parameter, not with two cards, not a Minor character on his one card', () => {
    const plain = asked({ action: ACT_FIRE, target: 1 });
    expect(fallBackCell(yard(9, 0, 1, { params: {} }), plain)).toBe(-1);
    expect(fallBackCell(yard(9, 0, 1, { params: { fallBack: 0 } }), plain)).toBe(-1);
    expect(fallBackCell(yard(9, 0, 2), plain)).toBe(-1);
    expect(fallBackCell(yard(9, 0, 1, { quickDraw: { cardsMax: 1, star: 0 } }), plain)).toBe(-1);
    // The gunfighter without `fallBack` keeps his place (the enemy, 11 spaces off, within the
    // revolver's effective range of 12: QR-217) instead; farther off he closes on him.
    expect(gunfighter(yard(9, 0, 1, { params: {} }), {}).moveTo).toBe(-1);
    expect(gunfighter(yard(2, 0, 1, { params: {} }), {}).moveTo).toBe(at(20, 2));
  });
  it('not in close combat, broken, riding, responding, nor at PHASE_FIRE; a reload, a task or an attack keeps the card', () => {
    const plain = asked({ action: ACT_FIRE, target: 1 });
    const fighting = yard(9, 0);
    fighting.brawlOpponent = 1;
    const broken = yard(9, 0);
    broken.broken = 1;
    const riding = yard(9, 0, 1, { mounted: true });
    for (const o of [fighting, broken, riding, yard(9, 0, 1, { quickDraw: { responding: 1 } }), yard(9, 0, 1, { phase: PHASE_FIRE })]) {
      expect(fallBackCell(o, plain)).toBe(-1);
    }
    for (const action of [ACT_RELOAD, ACT_TASK, ACT_ATTACK]) expect(fallBackCell(yard(9, 0), asked({ action, target: 1 }))).toBe(-1);
    expect(fallBackCell(yard(9, 0), asked({ action: ACT_NONE }))).toBe(at(2, 2));
  });
  it('BOOT HILL leaves the move as the doctrine planned it', () => {
    // The hooks read the parameter from the observation (the engine puts the spec's there): the
    // same wounded man, with and without it, decides the same under BOOT HILL, not under Quick on the Draw.
    const decide = (system: string, params: Record<string, number>) => {
      const out = intent();
      agentFor({ doctrine: 'gunfighter', params }, system)(yard(9, 0, 1, { params }), NO_RNG, out);
      return out;
    };
    expect(decide('boothill', { fallBack: 1 })).toEqual(decide('boothill', {}));
    expect(decide('quickdraw', { fallBack: 1 }).moveTo).not.toBe(decide('quickdraw', {}).moveTo);
  });
});
