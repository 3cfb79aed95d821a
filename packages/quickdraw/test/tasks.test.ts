/**
 * Tasks (src/skirmish/tasks.ts; RULINGS.md QR-62..QR-64) on forced dice: the task roll at a linear
 * obstacle inside a walk (a window, soft cover; not a door), its four outcomes (stop before it,
 * abandon it for the phase, cross, cross and act again), Athletic's reroll, and the shared
 * `task` helper's counts and Strong's reroll.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, PHASE_MOVE, placeAt, QD_RATE_FULL, type SkirmishAgent } from '@deadeye/core';
import { TRAIT } from '../src/index.ts';
import { moveToward } from '../src/skirmish/movement.ts';
import { REROLL } from '../src/skirmish/rolls.ts';
import { isLinearObstacle, task, TASK_ATHLETIC, TASK_PLAIN, TASK_STRENGTH, taskRerolls } from '../src/skirmish/tasks.ts';
import { Q_TASKS, Q_TASKS_FAILED } from '../src/skirmish/counts.ts';
import { at, coverSetup, who, withTraits } from './fixture.ts';
import { forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

const PAD = Array.from({ length: 40 }, () => 7);
const idle = coverSetup.characters.map(() => idleAgent);
const C = who('Climber');
const M = who('Marshal');
/** Half-spaces of a full move (8 paces at one pace a space). */
const MOVE = 16;
const INSIDE = at(15, 3);
const WINDOW = at(15, 5);
const BELOW = at(15, 6);
const notAthletic = withTraits('Climber', (t) => t & ~TRAIT.athletic);

describe('linear obstacles', () => {
  it('are windows and soft cover; not doors, hard cover or open street', () => {
    const { world } = forcedWorld(coverSetup, idle, PAD);
    expect(isLinearObstacle(world, WINDOW)).toBe(true);
    expect(isLinearObstacle(world, at(9, 8))).toBe(true);
    expect(isLinearObstacle(world, at(17, 5))).toBe(false);
    expect(isLinearObstacle(world, at(5, 5))).toBe(false);
    expect(isLinearObstacle(world, at(8, 8))).toBe(false);
  });

  it('5-9: he climbs through the window and goes on', () => {
    const { world, stream } = forcedWorld(notAthletic, idle, [6, ...PAD]);
    world.log = [];
    moveToward(world, C, INSIDE, MOVE, 'moves');
    expect(stream.draws).toBe(1);
    expect(world.cell[C]).toBe(INSIDE);
    expect(lineOf(world.log, /Climber comes to a window at \(15,5\)/)).toBeGreaterThan(-1);
    expect(world.acc[world.qAt + Q_TASKS]).toBe(1);
    expect(world.acc[world.qAt + Q_TASKS_FAILED]).toBe(0);
  });

  it('2-4: he stops before it; he may try again later in the phase', () => {
    const { world, stream } = forcedWorld(notAthletic, idle, [3, 6, ...PAD]);
    moveToward(world, C, INSIDE, MOVE, 'moves');
    expect(world.cell[C]).toBe(BELOW);
    expect(world.acc[world.qAt + Q_TASKS_FAILED]).toBe(1);
    moveToward(world, C, INSIDE, MOVE, 'moves');
    expect(stream.draws).toBe(2);
    expect(world.cell[C]).toBe(INSIDE);
  });

  it('1: he stops and abandons it: no further attempt this phase; next phase he tries again', () => {
    const { world, stream } = forcedWorld(notAthletic, idle, [1, 6, ...PAD]);
    world.log = [];
    world.turn = 1;
    moveToward(world, C, INSIDE, MOVE, 'moves');
    expect(world.cell[C]).toBe(BELOW);
    moveToward(world, C, INSIDE, MOVE, 'moves');
    expect(stream.draws).toBe(1);
    expect(world.cell[C]).toBe(BELOW);
    expect(lineOf(world.log, /Climber has given up crossing at \(15,5\) this phase/)).toBeGreaterThan(-1);
    world.turn = 2;
    moveToward(world, C, INSIDE, MOVE, 'moves');
    expect(stream.draws).toBe(2);
    expect(world.cell[C]).toBe(INSIDE);
  });

  it('Athletic rerolls the failed climb, keeping the second roll', () => {
    const athletic = forcedWorld(coverSetup, idle, [3, 6, ...PAD]);
    moveToward(athletic.world, C, INSIDE, MOVE, 'moves');
    expect(athletic.stream.draws).toBe(2);
    expect(athletic.world.cell[C]).toBe(INSIDE);
    const plain = forcedWorld(notAthletic, idle, [3, 6, ...PAD]);
    moveToward(plain.world, C, INSIDE, MOVE, 'moves');
    expect(plain.stream.draws).toBe(1);
    expect(plain.world.cell[C]).toBe(BELOW);
  });

  it('a door is a basic action: through it with no roll', () => {
    const { world, stream } = forcedWorld(notAthletic, idle, PAD);
    placeAt(world, C, at(17, 6));
    moveToward(world, C, at(17, 3), MOVE, 'moves');
    expect(world.cell[C]).toBe(at(17, 3));
    expect(stream.draws).toBe(0);
  });

  it("the walk takes the cheapest path's steps: by the door, not the window whose own cell is nearer", () => {
    // From (16,6) to (15,4) inside: by the window (15,5) the path costs 11 half-spaces (3 + the
    // map's 6 for a window + 2), by the door (17,5) 10 (3 + 2 + 3 + 2); the window's cell has the
    // lower field value (2, its own cost not counted) than the door's (5): the walk went to it and
    // rolled a task there.
    const { world, stream } = forcedWorld(notAthletic, idle, PAD);
    placeAt(world, C, at(16, 6));
    moveToward(world, C, at(15, 4), MOVE, 'moves');
    expect(world.cell[C]).toBe(at(15, 4));
    expect(stream.draws).toBe(0);
  });

  it('soft cover: the rail fence is crossed on a task roll', () => {
    const { world, stream } = forcedWorld(coverSetup, idle, [3, 4, ...PAD]);
    placeAt(world, M, at(8, 8));
    moveToward(world, M, at(11, 8), MOVE, 'moves');
    expect(stream.draws).toBe(2); // the Marshal's 2D10 best: 3, 4
    expect(world.cell[M]).toBe(at(8, 8));
  });

  it('crossing costs a quarter of his full move (QR-62): 4 paces take him over the fence and one step on, not two', () => {
    // The Marshal's full move is 8 paces (16 half-spaces): the step over the fence costs 2 + 4, the next 2.
    const { world } = forcedWorld(coverSetup, idle, [7, 7, ...PAD]);
    placeAt(world, M, at(8, 8));
    moveToward(world, M, at(11, 8), MOVE / 2, 'moves');
    expect(world.cell[M]).toBe(at(10, 8));
  });

  it('10 on his card: over, and a further action on the card (no wanting-to-shoot test); 5-9 no action', () => {
    const BOSS = who('Boss');
    const mover: SkirmishAgent = (o, _s, out) => {
      if (o.phase === PHASE_MOVE) {
        out.moveTo = at(10, 8);
        out.rate = QD_RATE_FULL;
      } else {
        out.action = ACT_FIRE;
        out.target = BOSS;
      }
    };
    const agents = idle.map((a, i) => (i === C ? mover : a));
    const play = (values: number[]) => {
      const r = forcedWorld(notAthletic, agents, values);
      r.world.log = [];
      placeAt(r.world, C, at(8, 8));
      for (let j = 0; j < r.world.n; j++) r.world.seen[C * r.world.n + j] = 1;
      for (let j = 0; j < r.world.n; j++) if (r.world.sideOf[j] !== r.world.sideOf[C]) r.world.located[C * r.world.n + j] = 1;
      r.engine.playCard(C);
      return r.world;
    };
    // Wanting to move 6 (1D10); the fence: 10; the shot (1D10): 3.
    const ten = play([6, 10, 3, ...PAD]);
    expect(ten.cell[C]).toBe(at(10, 8));
    expect(lineOf(ten.log!, /Complete Success! Climber is over and may act again/)).toBeGreaterThan(-1);
    expect(lineOf(ten.log!, /Climber wants to shoot/)).toBe(-1);
    expect(ten.shots[C]).toBe(1);
    expect(ten.taskFree[C]).toBe(0);
    // The fence on a 6: over, and the card was his move: no action on it (a card is a move or an
    // action, RULINGS.md QR-130; he declared no shot with the move).
    const six = play([6, 6, 7, 3, ...PAD]);
    expect(six.cell[C]).toBe(at(10, 8));
    expect(lineOf(six.log!, /Climber wants to shoot/)).toBe(-1);
    expect(six.shots[C]).toBe(0);
  });
});

describe('a 10 at an obstacle off his card\'s move (QR-63, the twentieth audit)', () => {
  it('moved by another rule (a flight, a fall back, a response): over, with no promise of an action that never comes', () => {
    // The Marshal walks over the fence outside his card's move (core's moveToward, as a flight or a
    // fall back does): the task roll 10 (2D10 best of 10, 7).
    const { world } = forcedWorld(coverSetup, idle, [10, 7, ...PAD]);
    world.log = [];
    placeAt(world, M, at(8, 8));
    moveToward(world, M, at(11, 8), MOVE / 2, 'flees');
    expect(world.cell[M]).toBe(at(10, 8));
    expect(lineOf(world.log, /Complete Success! Marshal is over$/)).toBeGreaterThan(-1);
    expect(lineOf(world.log, /may act again/)).toBe(-1);
    expect(world.taskFree[M]).toBe(0);
  });
});

describe('the task roll', () => {
  it('counts tasks and failures; Athletic and Strong reroll their own kinds only', () => {
    const { world } = forcedWorld(coverSetup, idle, [3, 8, 10, ...PAD]);
    expect(task(world, M, 0, 0, 'tries a task')).toBe(8); // 2D10 best: 3, 8
    expect(task(world, C, 0, 0, 'tries a task')).toBe(10);
    expect(world.acc[world.qAt + Q_TASKS]).toBe(2);
    expect(world.acc[world.qAt + Q_TASKS_FAILED]).toBe(0);
    expect(taskRerolls(world, C, TASK_ATHLETIC)).toBe(REROLL);
    expect(taskRerolls(world, C, TASK_STRENGTH)).toBe(0);
    expect(taskRerolls(world, C, TASK_PLAIN)).toBe(0);
    const strong = forcedWorld(withTraits('Marshal', (t) => t | TRAIT.strong), idle, [2, 3, 4, 9, ...PAD]);
    expect(taskRerolls(strong.world, M, TASK_STRENGTH)).toBe(REROLL);
    expect(taskRerolls(strong.world, M, TASK_ATHLETIC)).toBe(0);
    expect(task(strong.world, M, 0, taskRerolls(strong.world, M, TASK_STRENGTH), 'lifts the beam')).toBe(9);
    expect(strong.world.acc[strong.world.qAt + Q_TASKS_FAILED]).toBe(0);
  });
});
