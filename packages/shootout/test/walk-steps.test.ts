/**
 * The walk's cached steps (movement.ts `walk`, core `downhillSteps`): off Northfield a step down the
 * path field is read from the cache of the step with nobody in the way, and every neighbour is
 * looked at only when a figure stands on it. The cache must change no move: the same figures,
 * moved from the same places on the same dice, end where the look at every neighbour at every step
 * takes them (a cache filled with -1, "no step down", makes the walk look every time), with the
 * same log, detours round figures included.
 */
import { placeAt, SO_RATE_FULL, SO_RATE_SHORT, UNREACHABLE } from '@deadeye/core';
import { Stream } from '@deadeye/rng';
import { describe, expect, it } from 'vitest';
import { moveFigure } from '../src/skirmish/index.ts';
import { forcedWorld, setupOf, type Fig } from './skirmish-helpers.ts';

describe('Shootout! walk: the cached step down the field changes no move', () => {
  it('figures crowded round a wall with a door and a window, rough ground: every move as with a look at every neighbour', () => {
    // A wall across the map with a door and a window, and rough ground: paths that bend, steps of
    // different costs, the allowance halved; eight figures on 16 x 9 cells stand in each other's way.
    const map = {
      width: 16,
      height: 9,
      terrain: ['{ type: wall, rect: [8, 0, 1, 9] }', '{ type: door, cells: [[8, 2]] }', '{ type: window, cells: [[8, 6]] }', '{ type: rough, rect: [3, 3, 3, 3] }'],
    };
    const figs: Fig[] = Array.from({ length: 8 }, (_, k) => ({ name: `F${k}`, side: k < 6 ? 'A' : 'B', at: [k, 0] as const, speed: k % 3 }));
    const setup = setupOf(figs, map);
    // Enough dice for every move's 1D6 once within 12" of an enemy, the same in both worlds.
    const dice = Array.from({ length: 20_000 }, (_, k) => 1 + (k % 6));
    const cached = forcedWorld(setup, dice);
    const looked = forcedWorld(setup, dice);
    const cells = cached.world.map.cells;
    const none = new Int8Array(cells).fill(-1);
    const rng = new Stream('walk-steps');
    const open: number[] = [];
    const reach = cached.world.map.pathField(0);
    for (let c = 0; c < cells; c++) if (reach[c]! < UNREACHABLE) open.push(c);
    const pick = (): number => open[(rng.d100() * 100 + rng.d100()) % open.length]!;
    let detours = 0;
    let blockedSteps = 0;
    for (let trial = 0; trial < 1_200; trial++) {
      // Eight distinct open cells; figure 0 walks to a ninth.
      const at: number[] = [];
      while (at.length < 9) {
        const c = pick();
        if (!at.includes(c)) at.push(c);
      }
      const dest = at[8]!;
      const rate = trial % 4 === 0 ? SO_RATE_SHORT : SO_RATE_FULL;
      for (const { world } of [cached, looked]) for (let k = 0; k < 8; k++) placeAt(world, k, at[k]!);
      looked.world.downhill[dest] = none;
      cached.log.length = 0;
      looked.log.length = 0;
      moveFigure(cached.world, 0, dest, rate);
      moveFigure(looked.world, 0, dest, rate);
      expect(cached.world.cell[0], `trial ${trial}`).toBe(looked.world.cell[0]);
      expect(cached.world.facing[0], `trial ${trial}`).toBe(looked.world.facing[0]);
      expect(cached.log).toEqual(looked.log);
      if (cached.log.some((l) => l.includes('in his way'))) detours++;
      // A figure on the step the cache gives from the start: the walk had to look round it.
      const steps = cached.world.downhill[dest]!;
      const d = steps[at[0]!]!;
      if (d >= 0 && at.slice(1, 8).some((c) => isStepTo(cached.world.map.width, at[0]!, d, c))) blockedSteps++;
    }
    // The cases that matter were met: walks round figures, and a cached step held by a figure.
    expect(detours).toBeGreaterThan(10);
    expect(blockedSteps).toBeGreaterThan(10);
    expect(cached.stream.draws).toBe(looked.stream.draws);
  });
});

/** True if the step in direction `d` (movement.ts order: N, NE, E, SE, S, SW, W, NW) from `from` leads to `to`. */
function isStepTo(width: number, from: number, d: number, to: number): boolean {
  const DX = [0, 1, 1, 1, 0, -1, -1, -1];
  const DY = [-1, -1, 0, 1, 1, 1, 0, -1];
  return from + DY[d]! * width + DX[d]! === to;
}
