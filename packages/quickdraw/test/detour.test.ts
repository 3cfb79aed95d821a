/**
 * A walk goes round figures standing in the way (RULINGS.md QR-205; walk.ts `walk`, core
 * `Detour`), on forced dice. Before, a walk stepped only to a free neighbour lower on the path field
 * (or, backing away, farther from the enemy), and where every such neighbour was held it ended:
 * O.K. Corral replays said "no way to go" 318 times in 300 trials, most of them men behind a
 * comrade in the lot, 3 spaces wide. Each fails on the code before it: tests 1 to 3 before the
 * detour (d98477a), test 4 before 25f1931 (a planned detour's line), test 5 before abc5082 (the move
 * planned again from its start).
 */
import { describe, expect, it } from 'vitest';
import { STATUS_FLED, STATUS_UP } from '@deadeye/core';
import { courageTest } from '../src/skirmish/effects.ts';
import { moveAsPlanned, moveAway, moveToward, plannedPath } from '../src/skirmish/movement.ts';
import { arena, MINOR_GUN } from './beast-helpers.ts';
import { cellOf, lineOf, locatedWorld, xOf, yOf } from './qd-helpers.ts';

const SEVENS = Array.from({ length: 40 }, () => 7);

/** Abe at (5,10); Cal, Dan and Eli, his side, across his way east at (6,9), (6,10), (6,11); Bob far off. */
const ACROSS = [
  { name: 'Abe', qd: MINOR_GUN, side: 'Men' as const, at: [5, 10] as [number, number], facing: 'E', drawn: true },
  { name: 'Cal', qd: MINOR_GUN, side: 'Men' as const, at: [6, 9] as [number, number], facing: 'E', drawn: true },
  { name: 'Dan', qd: MINOR_GUN, side: 'Men' as const, at: [6, 10] as [number, number], facing: 'E', drawn: true },
  { name: 'Eli', qd: MINOR_GUN, side: 'Men' as const, at: [6, 11] as [number, number], facing: 'E', drawn: true },
  { name: 'Bob', qd: MINOR_GUN, side: 'Beasts' as const, at: [30, 3] as [number, number], facing: 'W', drawn: true },
];

describe('a walk round figures in the way (QR-205)', () => {
  it('1. fleeing with three of his men between him and the exit, he goes round them and leaves the map', () => {
    // Abe at (5,10); Cal, Dan and Eli, his side, at (4,9), (4,10), (4,11): every step west; the
    // west end (x 0) is the nearest exit; Bob, the enemy, 4 spaces east. Courage test 1: he flees.
    const setup = arena([
      { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [5, 10], facing: 'E', drawn: true },
      { name: 'Cal', qd: MINOR_GUN, side: 'Men', at: [4, 9], facing: 'E', drawn: true },
      { name: 'Dan', qd: MINOR_GUN, side: 'Men', at: [4, 10], facing: 'E', drawn: true },
      { name: 'Eli', qd: MINOR_GUN, side: 'Men', at: [4, 11], facing: 'E', drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [9, 10], facing: 'W', drawn: true },
    ]);
    const { world } = locatedWorld(setup, [1, ...SEVENS]);
    courageTest(world, 0, 4);
    expect(lineOf(world.log!, /Abe goes round Cal, Dan, Eli in his way/)).toBeGreaterThanOrEqual(0);
    expect(world.status[0]).toBe(STATUS_FLED);
  });

  it('2. walking east with three men across his path, he goes round them as far as his move takes him; backing away, too', () => {
    // Abe at (5,10) walks toward (15,10) with 12 half-spaces (6 spaces on open ground); Cal, Dan and
    // Eli stand at (6,9), (6,10), (6,11): every step east is held. (One man in the way was already
    // passed: the walk's next-lowest free neighbour is a step round him.)
    const setup = arena(ACROSS);
    const { world } = locatedWorld(setup, SEVENS);
    moveToward(world, 0, cellOf(world, 15, 10), 12, 'moves');
    // Round the line's north end: north to (5,9) 2, north-east to (6,8) 3, then south-east and east
    // (3 + 2 + 2, in some order) = 12, to (9,9), 13 half-spaces from (15,10) down the path field; no
    // walk of 12 ends nearer ((8,10), the nearest on row 10, is 14).
    expect([xOf(world, 0), yOf(world, 0)]).toEqual([9, 9]);
    expect(lineOf(world.log!, /Abe goes round Cal, Dan, Eli in his way \(5 steps\)/)).toBeGreaterThanOrEqual(0);
    // Backing away from Bob, west of him at (2,10), with five of his men round his east side: every
    // step farther from Bob is held; he goes round them.
    const back = arena([
      { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [5, 10], facing: 'W', drawn: true },
      { name: 'Cal', qd: MINOR_GUN, side: 'Men', at: [6, 9], facing: 'E', drawn: true },
      { name: 'Dan', qd: MINOR_GUN, side: 'Men', at: [6, 10], facing: 'E', drawn: true },
      { name: 'Eli', qd: MINOR_GUN, side: 'Men', at: [6, 11], facing: 'E', drawn: true },
      { name: 'Fay', qd: MINOR_GUN, side: 'Men', at: [5, 9], facing: 'E', drawn: true },
      { name: 'Gus', qd: MINOR_GUN, side: 'Men', at: [5, 11], facing: 'E', drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [2, 10], facing: 'E', drawn: true },
    ]);
    const b = locatedWorld(back, SEVENS).world;
    moveAway(b, 0, cellOf(b, 2, 10), 12, false, 'falls back');
    expect(lineOf(b.log!, /Abe goes round .* in his way/)).toBeGreaterThanOrEqual(0);
    expect(b.map.distance(b.cell[0]!, cellOf(b, 2, 10))).toBeGreaterThan(4);
  });

  it('3. no way round within his move: he stays, and the replay says so; beside the man he walks to, he does not shuffle round him', () => {
    // A wall at x 4 with one gap, (4,10), where Dan stands; Abe at (5,10) walks toward (1,10).
    const setup = arena(
      [
        { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [5, 10], facing: 'W', drawn: true },
        { name: 'Dan', qd: MINOR_GUN, side: 'Men', at: [4, 10], facing: 'E', drawn: true },
        { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [30, 3], facing: 'W', drawn: true },
      ],
      [
        [4, 0, 1, 10],
        [4, 11, 1, 9],
      ],
    );
    const { world } = locatedWorld(setup, SEVENS);
    moveToward(world, 0, cellOf(world, 1, 10), 16, 'moves');
    expect([xOf(world, 0), yOf(world, 0)]).toEqual([5, 10]);
    expect(lineOf(world.log!, /Abe finds Dan in his way and no way round within his move/)).toBeGreaterThanOrEqual(0);
    // Abe beside Bob, walking to Bob's cell: he is there; he does not step round him.
    const beside = arena([
      { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [5, 10], facing: 'E', drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [6, 10], facing: 'W', drawn: true },
    ]);
    const w = locatedWorld(beside, SEVENS).world;
    moveToward(w, 0, cellOf(w, 6, 10), 16, 'moves');
    expect([xOf(w, 0), yOf(w, 0)]).toEqual([5, 10]);
  });

  it('4. a planned walk that goes round figures is walked again for its line (moveAsPlanned declines); with less than a step left, no line', () => {
    // An audit (2026-11-30): 46 moves in 400 O.K. Corral, Coffeyville and saloon replays went round
    // figures with no line, the agent's planned walk taken as it was planned. Abe, Cal, Dan, Eli as in test 2.
    const setup = arena(ACROSS);
    const { world } = locatedWorld(setup, SEVENS);
    const dest = cellOf(world, 15, 10);
    const steps = plannedPath(world, 0, dest, 12, world.scratch);
    expect(steps).toBe(5);
    expect(moveAsPlanned(world, 0, dest, 12, 'moves')).toBe(false);
    moveToward(world, 0, dest, 12, 'moves');
    expect(lineOf(world.log!, /Abe goes round Cal, Dan, Eli in his way \(5 steps\)/)).toBeGreaterThanOrEqual(0);
    expect([xOf(world, 0), yOf(world, 0)]).toEqual([9, 9]);
    // One half-space left: no step fits, so nothing is said of the men in the way.
    const short = locatedWorld(setup, SEVENS).world;
    moveToward(short, 0, dest, 1, 'moves');
    expect(lineOf(short.log!, /in his way/)).toBe(-1);
  });

  it('5. walked into a dead end held at its mouth, he plans his move again from where it started and goes round the walls', () => {
    // A tunnel one space wide east of Abe (walls at y 9 and y 11 for x 6..10), Dan standing in its
    // mouth at (10,10); Abe at (5,10) walks toward (15,10) with 12 half-spaces. Down the field he
    // would walk into the tunnel and find Dan there with 4 half-spaces left, too few to come out
    // and go round; planned from (5,10) his move goes round a wall instead (north or south: the
    // same cost).
    const setup = arena(
      [
        { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [5, 10], facing: 'E', drawn: true },
        { name: 'Dan', qd: MINOR_GUN, side: 'Men', at: [10, 10], facing: 'E', drawn: true },
        { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [30, 3], facing: 'W', drawn: true },
      ],
      [
        [6, 9, 5, 1],
        [6, 11, 5, 1],
      ],
    );
    const { world } = locatedWorld(setup, SEVENS);
    moveToward(world, 0, cellOf(world, 15, 10), 12, 'moves');
    expect(lineOf(world.log!, /Abe goes round Dan in his way/)).toBeGreaterThanOrEqual(0);
    expect(yOf(world, 0) < 9 || yOf(world, 0) > 11).toBe(true);
    expect(xOf(world, 0)).toBeGreaterThan(7);
  });
});
