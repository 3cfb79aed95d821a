/**
 * The thirty-first audit (b, 2026-12-04): QR-21's "leads toward" read on the step's direction, as
 * the thirtieth audit's amendment (f) left for a later audit. A way out leads toward the man he
 * flees from when its first step goes half a space at least along the line from his cell to that
 * man (the projection of the step on it; exits.ts `exitRouteNears`), alike at every range. The
 * thirtieth audit's test, a step that closes on him by half a space, read a step sliding past a man
 * diagonally beside him (from 1.41 to 1.0 spaces off) as not toward him, though it is within 45
 * degrees of the line to him. Fails on the code before (the close case); the far cases pass on
 * both.
 */
import { describe, expect, it } from 'vitest';
import { placeAt } from '@deadeye/core';
import { exitRouteNears } from '../src/skirmish/exits.ts';
import { cellOf, forcedWorld, idleAgent, streetSetup } from './qd-helpers.ts';

/** Ann (Posse) and Bo (Gang) on the open street; Ann at (5,5), Bo at (bx,by); one exit cell at (9,5). */
function placed(bx: number, by: number) {
  const setup = streetSetup([
    { name: 'Ann', side: 'Posse', type: 'main', personality: 'brave', x: 5, y: 5 },
    { name: 'Bo', side: 'Gang', type: 'main', personality: 'brave', x: bx, y: by },
  ]);
  const { world } = forcedWorld(setup, [idleAgent, idleAgent], []);
  placeAt(world, 0, cellOf(world, 5, 5));
  placeAt(world, 1, cellOf(world, bx, by));
  return { world, exits: Int32Array.of(cellOf(world, 9, 5)) };
}

describe('the thirty-first audit (b): a way out leads toward a man by the direction of its first step (QR-21)', () => {
  it('Bo diagonally beside Ann at (6,6): her first step east, to (6,5), slides past him within 45 degrees of the line to him: toward him', () => {
    const { world, exits } = placed(6, 6);
    expect(exitRouteNears(world, 0, exits, world.cell[1]!, 16, 'test-exit-east')).toBe(true);
  });
  it('Bo 8 spaces off at (13,6): the step east is toward him; at (5,9), due south, it is across the line: not toward him', () => {
    const far = placed(13, 6);
    expect(exitRouteNears(far.world, 0, far.exits, far.world.cell[1]!, 16, 'test-exit-east')).toBe(true);
    const south = placed(5, 9);
    expect(exitRouteNears(south.world, 0, south.exits, south.world.cell[1]!, 16, 'test-exit-east')).toBe(false);
  });
  it('Bo two spaces south-east at (7,7), the step east at 45 degrees to the line: toward him (0.71 of a space along it)', () => {
    const { world, exits } = placed(7, 7);
    expect(exitRouteNears(world, 0, exits, world.cell[1]!, 16, 'test-exit-east')).toBe(true);
  });
});
