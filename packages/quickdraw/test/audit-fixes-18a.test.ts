/**
 * The eighteenth audit's fixes, area a (REEL 1, THE BASICS, and REEL 3, MOVEMENT AND ACTION: the
 * cards, the action dice, Cut!, the movement chart, holding and responding, tasks, locating,
 * reacting, terrain), on forced dice:
 * 1. the scenario task's 10, "Complete Success! Succeed in the task and may perform another action
 *    or move, attack or shoot" (REEL 3, TASKS), gives the move his agent declares (untested), not
 *    only another action (engine.ts `moveAfterTask`; RULINGS.md QR-228): a robber who finished his
 *    robbery on a 10 stood at the counter, his move to the escape asked at `PHASE_FIRE` and dropped.
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, ACT_NONE, ACT_TASK, PHASE_MOVE, QD_RATE_FULL, type SkirmishAgent } from '@deadeye/core';
import { cellOf, lineOf, locatedWorld, streetSetup, xOf } from './qd-helpers.ts';

const PAD = Array.from({ length: 40 }, () => 7);

describe('1. the scenario task\'s 10 may be a move (REEL 3, TASKS; QR-228)', () => {
  const setup = streetSetup([
    { name: 'Cracker', side: 'Gang', type: 'supporting', personality: 'ordinary', x: 2, y: 2 },
    { name: 'Enemy', side: 'Posse', type: 'minor', personality: 'ordinary', x: 12, y: 6 },
  ]);

  /**
   * Cracker's card at his task's place (2,2): the task (on `dice`), and once it is done his agent
   * declares `after` (a move to (10,2) at a full move, or a shot at Enemy from where he stands).
   */
  function card(dice: readonly number[], after: 'move' | 'shot') {
    const cracker: SkirmishAgent = (o, _s, out) => {
      if (o.tasksDone === 0) {
        out.action = ACT_TASK;
        out.task = 0;
        return;
      }
      if (after === 'move') {
        if (o.phase === PHASE_MOVE) {
          out.moveTo = 2 * 40 + 10;
          out.rate = QD_RATE_FULL;
        }
        out.action = ACT_NONE;
      } else {
        out.action = ACT_FIRE;
        out.target = 1;
      }
    };
    const { engine, world } = locatedWorld(setup, [...dice, ...PAD], [cracker, (_o, _s, out) => void (out.action = ACT_NONE)]);
    (world.taskPlace as (Int32Array | null)[])[0] = Int32Array.of(cellOf(world, 2, 2));
    world.drawn[0] = 1;
    world.turn = 1;
    engine.playCard(0);
    return world;
  }

  it('a 10 on the task: he moves on, untested (a full move, 8 paces)', () => {
    const world = card([10], 'move');
    expect(world.tasksDone[0]).toBe(1);
    expect(lineOf(world.log!, /Complete Success! Cracker does the task/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Cracker moves after his task/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Cracker wants to move/)).toBe(-1);
    expect(xOf(world, 0)).toBe(10);
    expect(world.movesThisPhase[0]).toBe(1);
  });

  it('control: a 5-9 on the task: done, and no move on this card', () => {
    const world = card([6], 'move');
    expect(world.tasksDone[0]).toBe(1);
    expect(xOf(world, 0)).toBe(2);
  });

  it('control: a 10 with no move declared: the action, untested (his shot, with no Wanting to Shoot test)', () => {
    const world = card([10, 8], 'shot');
    expect(lineOf(world.log!, /Cracker moves after his task/)).toBe(-1);
    expect(lineOf(world.log!, /Cracker wants to shoot/)).toBe(-1);
    expect(lineOf(world.log!, /Cracker fires his .* at Enemy/)).toBeGreaterThan(-1);
    expect(xOf(world, 0)).toBe(2);
  });
});
