/**
 * The eleventh audit's fixes, on forced dice:
 * 1. a man who flees (COURAGE TEST, 1) asks whether the way out leads toward the enemy of the
 *    step he would take on it (the walk's own: core `stepVia`, a diagonal costing more than a
 *    straight step), not of the neighbour lowest on the exit field (movement.ts `exitRouteNears`;
 *    RULINGS.md QR-21).
 * Each fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { courageTest } from '../src/skirmish/effects.ts';
import { arena, MINOR_GUN } from './beast-helpers.ts';
import { locatedWorld, xOf, yOf } from './qd-helpers.ts';

const SEVENS = Array.from({ length: 40 }, () => 7);

describe('the eleventh audit', () => {
  it('1. a man fleeing from an enemy due south runs west for the exit: his first step is west, not the south-west one that nears the enemy', () => {
    // Abe at (5,10), Bob 4 spaces due south. The west end is the nearest exit: west (4,10) and
    // south-west (4,11) are both 4 spaces from it, and the walk takes the straight step (cheaper).
    // West takes him no nearer Bob (4 -> 4.1 spaces): he runs for the exit. Before the fix the
    // test read the south-west neighbour (the first of the two in compass order), which nears
    // Bob, and Abe ran north away from him instead.
    const setup = arena([
      { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [5, 10], facing: 'S', drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [5, 14], facing: 'N', drawn: true },
    ]);
    const { world } = locatedWorld(setup, [1, ...SEVENS]);
    courageTest(world, 0, 1);
    expect(world.broken[0]).toBe(1);
    expect(xOf(world, 0)).toBeLessThan(5);
    expect(yOf(world, 0)).toBe(10);
  });
});
