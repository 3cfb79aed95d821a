/**
 * The twenty-third audit, part d (23d), on forced dice: holds and opportunities (REEL 3, WANTING TO
 * RESPOND, RESPONDING TO AN OPPORTUNITY WHILE HOLDING), the red joker, and a walk at a linear
 * obstacle. Each fix's assertions fail on the code before it; the controls, and part 3 (the engine
 * as it was, recorded), pass on both.
 *
 * 1. A move that gets nowhere ("Are you Sure? Hesitate and do not move", the movement chart's 2-4)
 *    presents the enemy's holders no opportunity, as a hold or a wait does not (QR-321). Before the
 *    fix they were offered every move tested. engine.ts `cardMoveOrAction`; RULINGS.md QR-330.
 */
import { describe, expect, it } from 'vitest';
import { ACT_NONE, type SkirmishAgent } from '@deadeye/core';
import { BLACK_JOKER, RED_JOKER } from '../src/skirmish/world.ts';
import { duelSetup, forcedWorld, holdAgent, lineOf, shuffleDice } from './qd-helpers.ts';

const SEVENS = Array.from({ length: 40 }, () => 7);
const SUPPORTING = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver';

/** B walks 2 spaces toward A (row-major cells: A is 0, west of him), declaring no action. */
const walksIn: SkirmishAgent = (o, _s, out) => {
  out.moveTo = o.cell[o.self]! - 2;
  out.rate = 3; // QD_RATE_FULL
  out.action = ACT_NONE;
};

/**
 * A and B (both Supporting, 2 cards, 8 paces apart, seen and located), the pack turned A, B, A, B,
 * red, black: A holds on his first card; B walks in on each of his. `dice`: after the shuffle.
 */
function holdPhase(dice: readonly number[]) {
  const setup = duelSetup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 8);
  const shuffle = shuffleDice([0, 0, 1, 1, RED_JOKER, BLACK_JOKER], [0, 1, 0, 1, RED_JOKER, BLACK_JOKER]);
  const { engine, world } = forcedWorld(setup, [holdAgent, walksIn], [...shuffle, ...dice, ...SEVENS]);
  world.seen.fill(1);
  world.located.fill(1);
  world.log = [];
  engine.playTurn(1);
  return world.log;
}

describe('1. a move that hesitates ("Are you Sure?", 2-4) presents the holders no opportunity (QR-330)', () => {
  it('B rolls 3 on his move: he does not move, and A, holding, does not respond to it', () => {
    // B's move test 3: "Are you Sure? Hesitate and do not move". Before the fix A was offered it and
    // responded (the response test 7, then his shot).
    const log = holdPhase([3]);
    const hesitates = lineOf(log, /Are you Sure\? B hesitates and does not move/);
    expect(lineOf(log, /^ {4}A holds/)).toBeGreaterThan(-1);
    expect(hesitates).toBeGreaterThan(-1);
    expect(lineOf(log, /A responds from his hold/)).toBe(-1);
    // His hold lapses on his own next card, unspent (QR-13).
    expect(lineOf(log, /A stops holding/)).toBeGreaterThan(hesitates);
  });

  it('control: B rolls 6 and walks in: A responds from his hold', () => {
    const log = holdPhase([6]);
    const moves = lineOf(log, /B moves/);
    expect(moves).toBeGreaterThan(-1);
    expect(lineOf(log, /A responds from his hold/)).toBeGreaterThan(moves);
  });
});
