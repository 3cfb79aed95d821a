/**
 * The card procedure's fixes after the audit, on forced dice (ForcedStream): the standing order to
 * respond to an opponent drawing (RULINGS.md QR-120), a joker turned last in a phase (QR-7), the
 * attack from a hold on the response test (QR-121), reductions that add (QR-4), and Disciplined's
 * reroll of the response from a hold (QR-122).
 */
import { describe, expect, it } from 'vitest';
import { QUICK_DRAW_HOOK } from '@deadeye/agents';
import { ACT_ATTACK, ACT_FIRE, ACT_HOLD, ACT_NONE, type SkirmishAgent } from '@deadeye/core';
import { rollActionDice } from '../src/skirmish/rolls.ts';
import { BLACK_JOKER, RED_JOKER } from '../src/skirmish/world.ts';
import { duelSetup, forcedWorld, fireAgent, holdAgent, lineOf, shuffleDice } from './qd-helpers.ts';

const MINOR = 'TYPE=minor PERSONALITY=ordinary WPN=cartridge-revolver';
const SUPPORTING = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver';
const MAIN = 'TYPE=main PERSONALITY=ordinary WPN=cartridge-revolver';
/** Plenty of 7s after the dice a test cares about (a 7 neither fails nor is special). */
const PAD = Array.from({ length: 60 }, () => 7);

/** Does nothing on his cards; his respond order is the Quick on the Draw hook's (the doctrines' `settle`). */
const standsAndResponds: SkirmishAgent = (o, s, out) => {
  out.action = ACT_NONE;
  QUICK_DRAW_HOOK.settle(o, out, s);
};
/** Draws and shoots at the other duelist from phase `from` on; does nothing before. */
function firesFrom(from: number): SkirmishAgent {
  return (o, _s, out) => {
    if (o.turn >= from) {
      out.action = ACT_FIRE;
      out.target = 1 - o.self;
    } else out.action = ACT_NONE;
  };
}

describe('the standing order to respond to an opponent drawing (REEL 4, SHOOTOUTS; QR-120)', () => {
  it('holds from the trial’s start: he responds to a draw before his own first card', () => {
    const setup = duelSetup(`${MINOR} NAME=A`, `${MINOR} NAME=B`, 10);
    // Pack [A, B, red, black] turned B, A, red, black. B draws and shoots: 6 (hasty); A responds: 3,
    // backs off 4 paces without drawing; B's shot (1D10): 3, a miss. A's card is forfeit.
    const shuffle = shuffleDice([0, 1, RED_JOKER, BLACK_JOKER], [1, 0, RED_JOKER, BLACK_JOKER]);
    const { engine, world } = forcedWorld(setup, [standsAndResponds, firesFrom(1)], [...shuffle, 6, 3, 3, ...PAD]);
    world.log = [];
    engine.playTrial();
    const log = world.log;
    const draws = lineOf(log, /B draws and shoots: rolls 6/);
    expect(draws).toBeGreaterThan(-1);
    expect(lineOf(log, /A responds to an opponent drawing: rolls 3/)).toBeGreaterThan(draws);
    expect(lineOf(log, /A panics and backs off 4 paces/)).toBeGreaterThan(draws);
    expect(lineOf(log, /A's card is forfeit/)).toBeGreaterThan(draws);
  });

  it('stands across phases: given on his last card of a phase, it holds before his first card of the next', () => {
    const setup = duelSetup(`${MINOR} NAME=A`, `${MINOR} NAME=B`, 10, 2);
    // Phase 1: [A, B, red, black] turned A, B, red, black: nobody rolls. Phase 2: turned B, A, red,
    // black: B draws and shoots: 6; A responds: 3, backs off; B's shot: 3, a miss.
    const s1 = shuffleDice([0, 1, RED_JOKER, BLACK_JOKER], [0, 1, RED_JOKER, BLACK_JOKER]);
    const s2 = shuffleDice([0, 1, RED_JOKER, BLACK_JOKER], [1, 0, RED_JOKER, BLACK_JOKER]);
    const { engine, world } = forcedWorld(setup, [standsAndResponds, firesFrom(2)], [...s1, ...s2, 6, 3, 3, ...PAD]);
    world.log = [];
    engine.playTrial();
    const log = world.log;
    const phase2 = lineOf(log, /^Phase 2/);
    const draws = lineOf(log, /B draws and shoots: rolls 6/);
    expect(draws).toBeGreaterThan(phase2);
    expect(lineOf(log, /A responds to an opponent drawing: rolls 3/)).toBeGreaterThan(draws);
    expect(lineOf(log, /A panics and backs off 4 paces/)).toBeGreaterThan(draws);
  });
});

describe('a joker turned last in a phase (REEL 1, FILMING THE ACTION; QR-7)', () => {
  it('has no effect: the first card of the next phase rolls its dice', () => {
    const setup = duelSetup(`${MINOR} NAME=A`, `${MINOR} NAME=B`, 40, 2);
    // Each walks a space away from the other.
    const mover: SkirmishAgent = (o, _s, out) => {
      out.moveTo = o.cell[o.self]! + (o.self === 0 ? -1 : 1);
      out.rate = 3;
      out.action = ACT_NONE;
    };
    // Both phases turned A, B, black, red: the red joker is the last card of phase 1.
    const s1 = shuffleDice([0, 1, RED_JOKER, BLACK_JOKER], [0, 1, BLACK_JOKER, RED_JOKER]);
    const s2 = shuffleDice([0, 1, RED_JOKER, BLACK_JOKER], [0, 1, BLACK_JOKER, RED_JOKER]);
    // The move tests: phase 1 A 6, B 6; phase 2 A 2 (fails), B 6.
    const { engine, world } = forcedWorld(setup, [mover, mover], [...s1, 6, 6, ...s2, 2, 6, ...PAD]);
    world.log = [];
    engine.playTrial();
    const log = world.log;
    const phase2 = lineOf(log, /^Phase 2/);
    expect(lineOf(log, /card 4: the red joker/)).toBeLessThan(phase2);
    expect(lineOf(log, /the red joker makes it a 10/)).toBe(-1);
    expect(log.findIndex((l, k) => k > phase2 && /A wants to move: rolls 2/.test(l))).toBeGreaterThan(phase2);
  });
});

describe('an attack from a hold (REEL 3, RESPONDING TO AN OPPORTUNITY WHILE HOLDING; QR-121)', () => {
  /** Holds; asked to respond from the hold, attacks the other. */
  const holdAttack: SkirmishAgent = (o, _s, out) => {
    if (o.responding === 1) {
      out.action = ACT_ATTACK;
      out.target = 1 - o.self;
    } else out.action = ACT_HOLD;
  };
  /** Walks into contact with A at a full move, and does nothing else. */
  const mover: SkirmishAgent = (o, _s, out) => {
    out.moveTo = o.cell[0]! + 1;
    out.rate = 4;
    out.action = ACT_NONE;
  };
  // Pack [A, A, B, B, red, black] turned A, B, A, B, red, black: A holds; B wants to move: 6, into contact.
  const shuffle = shuffleDice([0, 0, 1, 1, RED_JOKER, BLACK_JOKER], [0, 1, 0, 1, RED_JOKER, BLACK_JOKER]);
  const play = (dice: readonly number[]) => {
    const setup = duelSetup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 3, 1);
    const { engine, world } = forcedWorld(setup, [holdAttack, mover], [...shuffle, 6, ...dice, ...PAD]);
    world.log = [];
    engine.playTrial();
    return world;
  };

  it('is tested: 2-4 hesitates, no attack, the hold spent', () => {
    const world = play([3]);
    const log = world.log!;
    const moved = lineOf(log, /B moves/);
    expect(lineOf(log, /A responds to an opportunity: rolls 3/)).toBeGreaterThan(moved);
    expect(lineOf(log, /Hesitate! A does not respond in time/)).toBeGreaterThan(moved);
    expect(lineOf(log, /A attacks B/)).toBe(-1);
    expect(world.holding[0]).toBe(0);
  });

  it('1 is Flustered!: no attack, he retreats (in the open) from the enemy', () => {
    const world = play([1]);
    const log = world.log!;
    expect(lineOf(log, /A responds to an opportunity: rolls 1/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A panics and retreats slowly( toward cover)?/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A attacks B/)).toBe(-1);
  });

  it('10 attacks with the reroll of a failed attack (Quick Reactions!)', () => {
    // Response 10; the attack die (1D10): 3, rerolled: 8.
    const world = play([10, 3, 8]);
    const log = world.log!;
    const resp = lineOf(log, /A responds to an opportunity: rolls 10/);
    const attacks = lineOf(log, /A attacks B/);
    expect(resp).toBeGreaterThan(-1);
    expect(attacks).toBeGreaterThan(resp);
    expect(log[attacks + 1]).toMatch(/A rolls 1D10: 3/);
    expect(log[attacks + 2]).toBe('    A rerolls the attack dice (Quick Reactions!)');
    expect(log[attacks + 3]).toMatch(/A rolls 1D10: 8/);
  });
});

describe('reductions add (QR-4, QR-67)', () => {
  it('each level past the reduced dice adds a die taken worst: a star 3D10, the others 4D10 worst at level 3', () => {
    const star = forcedWorld(duelSetup(`${MAIN} NAME=A`, `${MINOR} NAME=B`), [holdAgent, holdAgent], [9, 8, 3, 7]);
    expect(rollActionDice(star.world, 0, 3)).toBe(3);
    expect(star.stream.draws).toBe(3);
    const other = forcedWorld(duelSetup(`${SUPPORTING} NAME=A`, `${MINOR} NAME=B`), [holdAgent, holdAgent], [9, 8, 7, 3, 7]);
    expect(rollActionDice(other.world, 0, 3)).toBe(3);
    expect(other.stream.draws).toBe(4);
    // Level 2 as before: 2D10 worst for a star.
    const two = forcedWorld(duelSetup(`${MAIN} NAME=A`, `${MINOR} NAME=B`), [holdAgent, holdAgent], [9, 4, 7]);
    expect(rollActionDice(two.world, 0, 2)).toBe(4);
    expect(two.stream.draws).toBe(2);
  });
});

describe('Disciplined rerolls the response from a hold (REEL 2, PERSONALITY; QR-122)', () => {
  it('a failed "Responding to an opportunity" test is rerolled and the second outcome kept', () => {
    const setup = duelSetup(`TYPE=supporting PERSONALITY=disciplined WPN=cartridge-revolver NAME=A`, `${MINOR} NAME=B`, 12);
    const mover: SkirmishAgent = (o, _s, out) => {
      out.moveTo = o.cell[0]! + 3;
      out.rate = 3;
      out.action = ACT_NONE;
    };
    // Pack [A, A, B, red, black] turned A, B, A, red, black. A holds; B wants to move: 6; A responds: 3,
    // rerolled: 7; fires (1D10): 3, a miss.
    const shuffle = shuffleDice([0, 0, 1, RED_JOKER, BLACK_JOKER], [0, 1, 0, RED_JOKER, BLACK_JOKER]);
    const { engine, world } = forcedWorld(setup, [holdAgent, mover], [...shuffle, 6, 3, 7, 3, ...PAD]);
    world.log = [];
    engine.playTrial();
    const log = world.log;
    const resp = lineOf(log, /A responds to an opportunity: rolls 3/);
    expect(resp).toBeGreaterThan(-1);
    expect(log[resp + 1]).toMatch(/A rerolls \(trait\): 7/);
    expect(lineOf(log, /A fires his .* at B/)).toBeGreaterThan(resp);
  });

  it('a holder responding to an opponent drawing rerolls a failure too', () => {
    const setup = duelSetup(`TYPE=supporting PERSONALITY=disciplined WPN=cartridge-revolver NAME=A`, `${MINOR} NAME=B`, 10);
    // Pack [A, A, B, red, black] turned A, B, A, red, black. A holds; B draws and shoots: 6; A, holding,
    // responds to the draw: 3, rerolled: 7; B's shot (1D10): 3, a miss; A's hasty shot: 3, a miss.
    const shuffle = shuffleDice([0, 0, 1, RED_JOKER, BLACK_JOKER], [0, 1, 0, RED_JOKER, BLACK_JOKER]);
    const { engine, world } = forcedWorld(setup, [holdAgent, fireAgent], [...shuffle, 6, 3, 7, 3, 3, ...PAD]);
    world.log = [];
    engine.playTrial();
    const log = world.log;
    const resp = lineOf(log, /A responds to an opponent drawing: rolls 3/);
    expect(resp).toBeGreaterThan(lineOf(log, /B draws and shoots: rolls 6/));
    expect(log[resp + 1]).toMatch(/A rerolls \(trait\): 7/);
  });
});
