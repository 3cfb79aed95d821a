/**
 * Movement on forced dice (shootout.txt, "2. Move Troops"; Organisation): 6" + Speed, 1D6" + Speed
 * once within 12" of a visible enemy, difficult terrain halving (rounded up) except Indians on
 * foot, a short move of 3", the scale of 12-foot squares.
 */
import { SO_RATE_FULL, SO_RATE_SHORT } from '@deadeye/core';
import { describe, expect, it } from 'vitest';
import { moveAway, moveFigure, movedInches } from '../src/skirmish/index.ts';
import { cellOf, forcedWorld, setupOf, type Fig } from './skirmish-helpers.ts';

const runner: Fig = { name: 'Runner', at: [2, 5], speed: 1 };
const far: Fig = { name: 'Far', side: 'B', at: [29, 1] };

describe('the move: 6" + Speed, then 1D6" + Speed within 12" of a visible enemy', () => {
  it('moves 6" + Speed while no enemy is within 12"', () => {
    const { world, stream } = forcedWorld(setupOf([runner, far]), []);
    moveFigure(world, 0, cellOf(world, 25, 5), SO_RATE_FULL);
    expect(world.cell[0]).toBe(cellOf(world, 9, 5));
    expect(movedInches(world, 0)).toBe(7);
    expect(stream.draws).toBe(0);
    expect(world.closeQuarters[0]).toBe(0);
  });
  it('within 12" of a visible enemy the move is 1D6" + Speed, for the rest of the game', () => {
    const { world, stream, log } = forcedWorld(setupOf([runner, { ...far, at: [14, 5] }]), [3, 1]);
    moveFigure(world, 0, cellOf(world, 10, 5), SO_RATE_FULL);
    expect(world.cell[0]).toBe(cellOf(world, 6, 5)); // 3 + 1
    expect(log.some((l) => /within 12" of Far/.test(l))).toBe(true);
    world.movedHalf[0] = 0;
    world.map.sight(0); // (no state) the enemy goes far away: the flag stays
    moveFigure(world, 0, cellOf(world, 10, 5), SO_RATE_FULL);
    expect(world.cell[0]).toBe(cellOf(world, 8, 5)); // 1 + 1
    expect(stream.draws).toBe(2);
  });
  it('an enemy within 12" behind a wall is not visible: 6" + Speed', () => {
    const { world, stream } = forcedWorld(setupOf([runner, { ...far, at: [12, 5] }], { terrain: ['{ type: wall, rect: [10, 0, 1, 11] }'] }), []);
    moveFigure(world, 0, cellOf(world, 9, 5), SO_RATE_FULL);
    expect(stream.draws).toBe(0);
    expect(world.cell[0]).toBe(cellOf(world, 9, 5));
  });
  it('a short move goes 3" at most', () => {
    const { world } = forcedWorld(setupOf([runner, far]), []);
    moveFigure(world, 0, cellOf(world, 25, 5), SO_RATE_SHORT);
    expect(world.cell[0]).toBe(cellOf(world, 5, 5));
  });
  it('on 12-foot squares a space is 2": 7" is 3 spaces and a half, so 3', () => {
    const { world } = forcedWorld(setupOf([runner, far], { feetPerSpace: 12 }), []);
    moveFigure(world, 0, cellOf(world, 25, 5), SO_RATE_FULL);
    expect(world.cell[0]).toBe(cellOf(world, 5, 5));
    expect(movedInches(world, 0)).toBe(6);
  });
});

describe('difficult terrain halves the move, rounded up; Indians on foot are not slowed', () => {
  const rough = { terrain: ['{ type: rough, rect: [5, 0, 20, 11] }'] };
  it('a move entering rough ground has half its 7", rounded up: 4"', () => {
    const { world } = forcedWorld(setupOf([runner, far], rough), []);
    moveFigure(world, 0, cellOf(world, 25, 5), SO_RATE_FULL);
    expect(world.cell[0]).toBe(cellOf(world, 6, 5));
    expect(movedInches(world, 0)).toBe(4);
  });
  it('a move starting in it likewise', () => {
    const { world } = forcedWorld(setupOf([{ ...runner, at: [6, 5] }, far], rough), []);
    moveFigure(world, 0, cellOf(world, 25, 5), SO_RATE_FULL);
    expect(world.cell[0]).toBe(cellOf(world, 10, 5));
  });
  it('an Indian on foot goes his whole move; mounted, he is slowed', () => {
    const { world } = forcedWorld(setupOf([{ ...runner, indian: true }, far], rough), []);
    moveFigure(world, 0, cellOf(world, 25, 5), SO_RATE_FULL);
    expect(world.cell[0]).toBe(cellOf(world, 9, 5));
    const rider = forcedWorld(setupOf([{ ...runner, indian: true, mounted: true }, far], rough), []).world;
    moveFigure(rider, 0, cellOf(rider, 25, 5), SO_RATE_FULL);
    expect(rider.cell[0]).toBe(cellOf(rider, 6, 5));
  });
});

describe('moving away and leaving the map', () => {
  it('moves away from a cell with the whole move, each step to the farthest free neighbour', () => {
    const { world } = forcedWorld(setupOf([{ ...runner, at: [10, 5] }, far]), []);
    moveAway(world, 0, cellOf(world, 20, 5));
    // 7" = four diagonal steps of 1.5" (each a little farther than the straight one).
    expect(movedInches(world, 0)).toBe(6);
    expect(world.map.cellX[world.cell[0]!]).toBe(6);
  });
  it('a figure sent to an exit who ends his move on it has fled', () => {
    const setup = setupOf([{ ...runner, at: [4, 5] }, far], {}, {}, '');
    const { world } = forcedWorld(setup, []);
    moveFigure(world, 0, cellOf(world, 0, 5), SO_RATE_FULL);
    expect(world.status[0]).toBe(3);
  });
});
