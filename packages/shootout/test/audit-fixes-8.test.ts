/**
 * The eighth audit's fix (shootout.txt, 2. Move Troops: "Dense undergrowth, rocky hillsides,
 * rivers etc all half a figure's speed (rounded up)"), with a fixed allowance (no dice):
 * a short move in difficult terrain is 3" at most of the halved allowance, not half of 3"
 * (movement.ts `moveFigure`, `walk`; RULINGS.md SR-37, SR-38). Fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { SO_RATE_FULL, SO_RATE_SHORT } from '@deadeye/core';
import { moveFigure, movedInches } from '../src/skirmish/index.ts';
import { cellOf, forcedWorld, setupOf, type Fig } from './skirmish-helpers.ts';

describe('a short move in difficult terrain (SR-37, SR-38)', () => {
  const runner: Fig = { name: 'Runner', at: [6, 5], speed: 0 };
  const far: Fig = { name: 'Far', side: 'B', at: [29, 1] };
  const moved = (rate: number, rough: boolean): number => {
    const { world } = forcedWorld(setupOf([runner, far], rough ? { terrain: ['{ type: rough, rect: [5, 0, 20, 11] }'] } : {}), []);
    moveFigure(world, 0, cellOf(world, 25, 5), rate);
    return movedInches(world, 0);
  };

  it('Speed 0 in rough ground: the full move 6" halved is 3", and a short move 3" too (not 2")', () => {
    expect(moved(SO_RATE_FULL, false)).toBe(6);
    expect(moved(SO_RATE_SHORT, false)).toBe(3);
    expect(moved(SO_RATE_FULL, true)).toBe(3);
    expect(moved(SO_RATE_SHORT, true)).toBe(3);
  });
});
