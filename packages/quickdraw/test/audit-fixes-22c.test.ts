/**
 * The twenty-second audit, part c (22c), REEL 1 to REEL 3 (the procedure of a phase), on forced
 * dice.
 *
 * 1. A hold is a card on which he neither moves nor acts: "Heroes, Main and Supporting characters
 *    can choose not to move or act on their turn but to hold ... This is a basic action and there
 *    is no need to test to hold. When their card is turned, the character simply states their
 *    intent to hold" (REEL 3, WANTING TO RESPOND, RESPONDING TO AN OPPORTUNITY WHILE HOLDING).
 *    Before the fix the further action of a move's 10 ("Move It! ... move once and perform another
 *    action", REEL 3, the movement chart), or of a scenario task's 10 ("Complete Success! ... may
 *    perform another action", REEL 3, TASKS), could be a hold: he moved (or did his task) and then
 *    held on the same card, a move and a hold in one turn (seen in a replay of Coffeyville, seed 1,
 *    trial 8, phase 3 card 22: "Charles Connelly wants to move: rolls 10 ... Charles Connelly
 *    holds"). acting.ts `act` (`mayHold`); RULINGS.md QR-290. The fix's assertions fail on the code
 *    before it (he held); the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { ACT_HOLD, ACT_NONE, ACT_TASK, PHASE_MOVE, QD_RATE_FULL, type SkirmishAgent } from '@deadeye/core';
import { arena, SUPPORTING_GUN } from './beast-helpers.ts';
import { cellOf, idleAgent, lineOf, locatedWorld, xOf } from './qd-helpers.ts';

const PAD = Array<number>(60).fill(7);

describe('1. no hold after a move or an action on the same card (REEL 3, holding; QR-290)', () => {
  /**
   * A (Men, Supporting, at 5,10) on his card: his agent declares a full move to (8,10) when
   * `moves`, else no move; asked for the card's action (after the move, or instead of it), a hold.
   * His move test (or nothing, for a hold alone) on `dice`.
   */
  function card(dice: readonly number[], moves: boolean) {
    const setup = arena([
      { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [5, 10] },
      { name: 'B', qd: SUPPORTING_GUN, side: 'Beasts', at: [20, 10], facing: 'W' },
    ]);
    const a: SkirmishAgent = (o, _s, out) => {
      if (o.phase === PHASE_MOVE && moves) {
        out.moveTo = o.cell[o.self]! + 3;
        out.rate = QD_RATE_FULL;
        out.action = ACT_NONE;
      } else out.action = ACT_HOLD;
    };
    const { engine, world } = locatedWorld(setup, [...dice, ...PAD], [a, idleAgent]);
    world.toCome.fill(1);
    world.turn = 1;
    engine.playCard(0);
    return world;
  }

  it('a 10 on his move ("Move It! ... move once and perform another action"): he moves, and does not hold on the same card', () => {
    const world = card([10], true);
    expect(lineOf(world.log!, /A wants to move: rolls 10/)).toBeGreaterThan(-1);
    expect(xOf(world, 0)).toBe(8);
    expect(world.holding[0]).toBe(0);
    expect(world.heldThisPhase[0]).toBe(0);
    expect(lineOf(world.log!, /^ {4}A holds/)).toBe(-1);
    expect(lineOf(world.log!, /A had his move on this card: no hold on it/)).toBeGreaterThan(-1);
  });

  it('control: a hold declared instead of a move: he holds, with no test', () => {
    const world = card([], false);
    expect(world.holding[0]).toBe(1);
    expect(lineOf(world.log!, /^ {4}A holds/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /A wants to move/)).toBe(-1);
    expect(xOf(world, 0)).toBe(5);
  });

  it('control: a 5-9 on his move: he moves, and the card ends (no further action asked)', () => {
    const world = card([6], true);
    expect(xOf(world, 0)).toBe(8);
    expect(world.holding[0]).toBe(0);
  });

  it('a 10 on the scenario task ("may perform another action"): the task is done, and no hold follows on the same card', () => {
    const setup = arena([
      { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [5, 10] },
      { name: 'B', qd: SUPPORTING_GUN, side: 'Beasts', at: [20, 10], facing: 'W' },
    ]);
    const a: SkirmishAgent = (o, _s, out) => {
      if (o.tasksDone === 0) {
        out.action = ACT_TASK;
        out.task = 0;
      } else out.action = ACT_HOLD;
    };
    const { engine, world } = locatedWorld(setup, [10, ...PAD], [a, idleAgent]);
    (world.taskPlace as (Int32Array | null)[])[0] = Int32Array.of(cellOf(world, 5, 10));
    world.toCome.fill(1);
    world.turn = 1;
    engine.playCard(0);
    expect(world.tasksDone[0]).toBe(1);
    expect(lineOf(world.log!, /Complete Success! A does the task/)).toBeGreaterThan(-1);
    expect(world.holding[0]).toBe(0);
    expect(lineOf(world.log!, /A has acted on this card: no hold on it/)).toBeGreaterThan(-1);
  });
});
