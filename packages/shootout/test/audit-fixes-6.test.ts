/**
 * The sixth audit's fixes (replays read against shootout.txt), on forced dice:
 * 1. a move that went nowhere (a 1" roll short of the next space) draws no snapfire: he is no
 *    "new target during movement" (engine.ts `afterMove`; RULINGS.md SR-45);
 * 2. the replay says what the snapfire costs (a command point) and when a move goes nowhere.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, type SkirmishAgent } from '@deadeye/core';
import { moveFigure } from '../src/skirmish/index.ts';
import { cellOf, forcedWorld, idle, setupOf, type Fig } from './skirmish-helpers.ts';

const a: Fig = { name: 'A', at: [5, 5], group: 'g', leader: true, ranged: 0 };
const foe: Fig = { name: 'Foe', side: 'B', at: [13, 5], htk: 3 };
/** Snapfires at whoever it is offered. */
const snap: SkirmishAgent = (o, _s, out) => {
  if (o.snapTarget >= 0) {
    out.action = ACT_FIRE;
    out.target = o.snapTarget;
  }
};
const afterMove = (engine: unknown) => (engine as { afterMove(i: number, from: number): void }).afterMove.bind(engine);

describe('no snapfire at a move that went nowhere (SR-45)', () => {
  it('Foe stays in his cell: A is not asked and his group pays nothing; Foe comes from another cell: A snapfires', () => {
    const { engine, world, log } = forcedWorld(setupOf([a, foe]), [1, 1, 1, 1, 1, 1], [snap, idle]);
    world.gPoints[0] = 3;
    world.gPoints[1] = 3;
    afterMove(engine)(1, world.cell[1]!);
    expect(world.gPoints[0]).toBe(3);
    expect(log.some((l) => /snapfires/.test(l))).toBe(false);
    afterMove(engine)(1, cellOf(world, 14, 5));
    expect(world.gPoints[0]).toBe(2);
    expect(log.some((l) => /A snapfires .* at Foe/.test(l))).toBe(true);
    expect(log).toContain('    A: 1 command point (snapfire), 2 left');
  });
});

describe('a move that goes nowhere is said', () => {
  it('a 1" move (1D6 1 + Speed 0) whose next space is a door (it costs more) stays, and the log says so', () => {
    // A wall across the street at x = 6 with a door at (6,5): within 12" of the visible Foe the
    // move is 1D6" + Speed, the die 1: 1" (2 half-spaces) does not pay for the door.
    const map = { terrain: ['{ type: wall, rect: [6, 0, 1, 11] }', '{ type: door, cells: [[6, 5]] }'] };
    const { world, log } = forcedWorld(setupOf([{ ...a, speed: 0 }, { ...foe, at: [9, 5] }], map), [1, 1, 1]);
    moveFigure(world, 0, cellOf(world, 8, 5), 2);
    expect(world.cell[0]).toBe(cellOf(world, 5, 5));
    expect(log).toContain('    A moves 1D6 1 + Speed 0 = 1"');
    expect(log).toContain('    A stays at (5,5): his move does not reach the next space');
  });
});
