/**
 * A walk goes round figures standing in the way (RULINGS.md SR-86; skirmish/movement.ts `walk`,
 * core `Detour`), on forced dice. Before, where every step on was held the walk ended (220 walks in
 * 200 O.K. Corral replays). Each fails on the code before.
 */
import { SO_RATE_FULL } from '@deadeye/core';
import { describe, expect, it } from 'vitest';
import { moveAway, moveFigure } from '../src/skirmish/index.ts';
import { cellOf, forcedWorld, setupOf, type Fig } from './skirmish-helpers.ts';

// Runner: 6" + Speed 1 = 7", 7 spaces of 1" (14 half-spaces); the enemy far enough not to make it 1D6" + Speed.
const runner: Fig = { name: 'Runner', at: [5, 5], speed: 1 };
const far: Fig = { name: 'Far', side: 'B', at: [29, 1] };
const line: Fig[] = [
  { name: 'Cal', at: [6, 4] },
  { name: 'Dan', at: [6, 5] },
  { name: 'Eli', at: [6, 6] },
];

describe('a walk round figures in the way (SR-86)', () => {
  it('1. with three of his men across his path, he goes round them and on', () => {
    const { world, log } = forcedWorld(setupOf([runner, ...line, far]), []);
    moveFigure(world, 0, cellOf(world, 25, 5), SO_RATE_FULL);
    expect(log.some((l) => /^ {4}Runner goes round Cal, Dan, Eli in his way \(\d+ steps\)$/.test(l))).toBe(true);
    // Round the line's end (north 2, north-east 3, then 9 more half-spaces east and back down):
    // further east than the line, on his 14 half-spaces.
    expect(world.cell[0]! % world.map.width).toBeGreaterThan(6);
  });
  it('2. backing away with his men behind him, he goes round them', () => {
    const { world, log } = forcedWorld(
      setupOf([runner, ...line, { name: 'Fay', at: [5, 4] }, { name: 'Gus', at: [5, 6] }, { ...far, at: [2, 5] }]),
      [6],
    );
    // The enemy 3" off: the move is 1D6" + Speed, 6 + 1 = 7".
    moveAway(world, 0, cellOf(world, 2, 5));
    expect(log.some((l) => /Runner goes round .* in his way/.test(l))).toBe(true);
    expect(world.map.distance(world.cell[0]!, cellOf(world, 2, 5))).toBeGreaterThan(4);
  });
  it('3. no way round within his move: he stays, and the replay says so', () => {
    const { world, log } = forcedWorld(setupOf([runner, { name: 'Dan', at: [6, 5] }, far], { terrain: ['{ type: wall, rect: [6, 0, 1, 5] }', '{ type: wall, rect: [6, 6, 1, 5] }'] }), []);
    moveFigure(world, 0, cellOf(world, 25, 5), SO_RATE_FULL);
    expect(world.cell[0]).toBe(cellOf(world, 5, 5));
    expect(log.some((l) => /Runner finds Dan in his way and no way round within his move/.test(l))).toBe(true);
  });
});
