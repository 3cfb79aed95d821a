/**
 * The twenty-third audit, part c (23c), on forced dice: the card procedure and holds (REEL 1,
 * FILMING THE ACTION and 'CUT!'; REEL 3, WANTING TO RESPOND). Each fix's assertions fail on the
 * code before it; the controls pass on both.
 *
 * 1. The red joker turned before a card on which he holds is his response's from that hold: "The
 *    Red Joker signifies good luck and also affects the next card that is turned over. That
 *    character gets a bonus appropriate to the situation, equivalent to rolling a 10" (REEL 1,
 *    FILMING THE ACTION). A hold rolls nothing on its card ("no need to test to hold", REEL 3);
 *    the action of that card is the response, made later in the phase. Before the fix the joker was
 *    dropped with the card (no roll on it) and the response was rolled: the red joker gave the man
 *    nothing, where the black joker on the same card stops the hold (QR-24). acting.ts `act`
 *    (ACT_HOLD), rolls.ts `holdJokerOn`; RULINGS.md QR-320.
 * 2. An enemy's card on which he holds or waits, neither moving nor acting, presents the holders no
 *    opportunity: "they may hold in anticipation of an enemy moving into their range, attempting to
 *    close with them or some other event ... If, later in the phase, an opportunity presents itself
 *    ... " (REEL 3, RESPONDING TO AN OPPORTUNITY WHILE HOLDING); a hold is "not to move or act on
 *    their turn". Before the fix a holder responded after any enemy card with no move, his hold or
 *    his wait included ("B holds" / "A responds from his hold"), where the engine offers the
 *    holders a broken man's card or a dash for cover only when he moved (QR-13). acting.ts
 *    `cardMoveOrAction`, `act`; RULINGS.md QR-321.
 */
import { describe, expect, it } from 'vitest';
import { ACT_ATTACK, ACT_DRAW, ACT_HOLD, ACT_NONE, DEFEND_EVADE, type SkirmishAgent } from '@deadeye/core';
import { BLACK_JOKER, RED_JOKER } from '../src/skirmish/world.ts';
import { duelSetup, forcedWorld, holdAgent, lineOf, shuffleDice } from './qd-helpers.ts';

const SUPPORTING = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver';
const MINOR = 'TYPE=minor PERSONALITY=ordinary WPN=cartridge-revolver';
const PAD = Array<number>(60).fill(7);

/** B walks 3 spaces toward A (row-major cells: A is 0, east of him), declaring no action. */
const walksIn: SkirmishAgent = (o, _s, out) => {
  out.moveTo = o.cell[0]! + 3;
  out.rate = 3; // QD_RATE_FULL
  out.action = 0;
};

/**
 * A (Supporting, 2 cards, holding on his first) and B (Minor) at 12 paces, B walking in on his
 * card. The pack [A, A, B, red, black] turned as `order`; the dice after the shuffle `dice`.
 */
function holdPhase(order: readonly number[], dice: readonly number[]) {
  const setup = duelSetup(`${SUPPORTING} NAME=A`, `${MINOR} NAME=B`, 12);
  const shuffle = shuffleDice([0, 0, 1, RED_JOKER, BLACK_JOKER], order);
  const { engine, world } = forcedWorld(setup, [holdAgent, walksIn], [...shuffle, ...dice, ...PAD]);
  world.seen.fill(1);
  world.located.fill(1);
  world.log = [];
  engine.playTurn(1);
  return world.log;
}

describe('1. the red joker before a hold card is the response from that hold (REEL 1; QR-320)', () => {
  it('red joker, A holds, B walks in: A responds on the joker\'s 10 ("Quick Reactions!"), not on a roll', () => {
    // Turned: red, A (holds), B (move test 6), A, black. A's response: the joker's 10 (no die);
    // his shot (drawing: hasty) 1D10 3, a miss, rerolled for the 10: 3 again. Before the fix the
    // response rolled the 3: "Hesitate!".
    const log = holdPhase([RED_JOKER, 0, 1, 0, BLACK_JOKER], [6, 3, 3]);
    const held = lineOf(log, /^ {4}A holds/);
    const moved = lineOf(log, /B moves/);
    expect(held).toBeGreaterThan(-1);
    expect(moved).toBeGreaterThan(held);
    expect(lineOf(log, /A held on the red joker's card: it is his response's/)).toBeGreaterThan(moved);
    expect(lineOf(log, /A responds to an opportunity: the red joker makes it a 10/)).toBeGreaterThan(moved);
    expect(lineOf(log, /Hesitate! A does not respond in time/)).toBe(-1);
    expect(lineOf(log, /A rerolls the attack dice \(Quick Reactions!\)/)).toBeGreaterThan(moved);
  });

  it('control: no joker before the hold card: the response is rolled (3: "Hesitate!")', () => {
    const log = holdPhase([0, RED_JOKER, 1, 0, BLACK_JOKER], [6, 3]);
    // The red joker falls on B's card here: his move test is its 10 (no die), so the 6 is unused.
    expect(lineOf(log, /A responds to an opportunity: rolls (6|3)/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A held on the red joker's card/)).toBe(-1);
  });

  it('control: the black joker before the hold card stops the hold (QR-24): no response at all', () => {
    const log = holdPhase([BLACK_JOKER, 0, 1, 0, RED_JOKER], [6]);
    expect(lineOf(log, /the black joker: A does not hold/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A responds from his hold/)).toBe(-1);
  });

  it('the joker kept on the hold serves one response only, and his next card is rolled as any', () => {
    // Turned: red, A (holds), B (6), A (his own card: the hold long gone; agent holds again: refused), black.
    const log = holdPhase([RED_JOKER, 0, 1, 0, BLACK_JOKER], [6, 3, 3]);
    expect(log.filter((l) => /the red joker makes it a 10/.test(l)).length).toBe(1);
  });

  it('a holder attacked responds with his hold (QR-197) on the red joker of the hold card', () => {
    // A (Supporting) holds on the red joker's card; B (Minor, beside him) attacks him on his card;
    // A, ordered to evade, responds from his hold: the joker's 10, not the 2 forced (Flustered!).
    const setup = duelSetup(`${SUPPORTING} NAME=A`, 'TYPE=minor PERSONALITY=ordinary WPN=knife NAME=B', 1);
    const evader: SkirmishAgent = (o, s, out) => {
      holdAgent(o, s, out);
      out.defence = DEFEND_EVADE;
    };
    const attacker: SkirmishAgent = (_o, _s, out) => {
      out.action = ACT_ATTACK;
      out.target = 0;
    };
    const shuffle = shuffleDice([0, 0, 1, RED_JOKER, BLACK_JOKER], [RED_JOKER, 0, 1, 0, BLACK_JOKER]);
    // B's Wanting to Attack test 7; A's response (the joker's 10; before: the 2), then 7s.
    const { engine, world } = forcedWorld(setup, [evader, attacker], [...shuffle, 7, 2, ...PAD]);
    world.seen.fill(1);
    world.located.fill(1);
    world.log = [];
    engine.playTurn(1);
    const log = world.log;
    expect(lineOf(log, /^ {4}A holds/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A responds to the attack: the red joker makes it a 10/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Flustered! A's DV is lowered by 1/)).toBe(-1);
  });
});

describe('2. an enemy who holds or waits presents the holders no opportunity (REEL 3; QR-321)', () => {
  /**
   * A and B (both Supporting, 2 cards, 8 paces apart, seen and located), the pack [A, A, B, B,
   * red, black] turned A, B, A, B, red, black: A holds on his first card (and on the later ones,
   * refused); B plays `b` on each of his cards.
   */
  function phase(b: SkirmishAgent) {
    const setup = duelSetup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 8);
    const shuffle = shuffleDice([0, 0, 1, 1, RED_JOKER, BLACK_JOKER], [0, 1, 0, 1, RED_JOKER, BLACK_JOKER]);
    const { engine, world } = forcedWorld(setup, [holdAgent, b], [...shuffle, ...PAD]);
    world.seen.fill(1);
    world.located.fill(1);
    world.log = [];
    engine.playTurn(1);
    return world;
  }

  it('B holds on his card: A does not respond to it (his hold kept until his own card)', () => {
    const world = phase((_o, _s, out) => {
      out.action = ACT_HOLD;
    });
    const log = world.log!;
    const bHolds = lineOf(log, /^ {4}B holds/);
    expect(bHolds).toBeGreaterThan(lineOf(log, /^ {4}A holds/));
    expect(lineOf(log, /A responds from his hold/)).toBe(-1);
    expect(lineOf(log, /A fires/)).toBe(-1);
    // His hold lapsed on his own next card, not spent on B's hold (QR-13).
    expect(lineOf(log, /A stops holding/)).toBeGreaterThan(bHolds);
  });

  it('B waits (no move, no action asked): A does not respond to it', () => {
    const world = phase((_o, _s, out) => {
      out.action = ACT_NONE;
    });
    const log = world.log!;
    expect(lineOf(log, /B waits: no move and no action asked/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A responds from his hold/)).toBe(-1);
    expect(lineOf(log, /A stops holding/)).toBeGreaterThan(-1);
  });

  it('control: B draws his gun (an action): A responds from his hold, on the response test (7)', () => {
    const world = phase((_o, _s, out) => {
      out.action = ACT_DRAW;
      out.weapon = 0;
    });
    const log = world.log!;
    const draws = lineOf(log, /B draws his/);
    expect(draws).toBeGreaterThan(-1);
    expect(lineOf(log, /A responds from his hold/)).toBeGreaterThan(draws);
    expect(lineOf(log, /A responds to an opportunity: rolls 7/)).toBeGreaterThan(draws);
  });
});
