/**
 * The walk's cached steps (walk.ts `walk`, core `downhillStepsOf`): down a path field, from a cell none of
 * whose steps crosses a linear obstacle (world.ts `plainStep`, obstacles.ts `plainSteps`), the step
 * with nobody in the way is read from a cache per field, and every neighbour is looked at only when
 * a figure stands on it (or there is no step down). The cache must change no walk: whole trials of
 * three bundled scenarios, and of one whose men have different moves, play exactly as in a world
 * whose `plainStep` is all 0, where every walk looks at every neighbour at every step.
 */
import { DOWNHILL_UNKNOWN } from '@deadeye/core';
import { createScenarioEngine } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';
import { describe, expect, it } from 'vitest';
import { createQdAccumulator, type QdEngine } from '../src/index.ts';
import { bundled } from './fixture.ts';

describe('Quick on the Draw walk: the cached step down a field changes no walk', () => {
  for (const [name, trials] of [['street-fight', 2_000], ['ok-corral', 1_000], ['coffeyville', 150]] as const) {
    it(`${name}: ${trials} trials as with a look at every neighbour at every step`, () => {
      const setup = bundled(name);
      const cached = createScenarioEngine('quickdraw', setup) as QdEngine;
      const looked = createScenarioEngine('quickdraw', setup) as QdEngine;
      looked.world.plainStep.fill(0);
      const a = createQdAccumulator(setup);
      const b = createQdAccumulator(setup);
      cached.runBatch(streamFor('walk-steps', setup.id, 0), trials, a);
      looked.runBatch(streamFor('walk-steps', setup.id, 0), trials, b);
      expect(Array.from(a)).toEqual(Array.from(b));
      // The cache was read: steps computed in it, none in the world that looks every time.
      const computed = (e: QdEngine): number => [...e.world.downhill.values()].reduce((n, steps) => n + steps.filter((d) => d !== DOWNHILL_UNKNOWN).length, 0);
      expect(computed(cached)).toBeGreaterThan(100);
      expect(computed(looked)).toBe(0);
    });
  }

  it('walkers of different moves: the cache as the look at every neighbour, and a cache read beside linear obstacles too would not be', () => {
    // A crossing is priced at a quarter of the walker's own move (walk.ts fieldVia): a step cached
    // for one walker beside an obstacle is not every walker's. The bundled men on foot share one
    // move, so the O.K. Corral is played with moves of 4, 6, 10 and 14 paces in turn.
    const base = bundled('ok-corral');
    const setup = { ...base, characters: base.characters.map((c, k) => ({ ...c, move: [4, 6, 10, 14][k % 4]! })) };
    const play = (plainStep: number | null): number[] => {
      const engine = createScenarioEngine('quickdraw', setup) as QdEngine;
      if (plainStep !== null) engine.world.plainStep.fill(plainStep);
      const acc = createQdAccumulator(setup);
      engine.runBatch(streamFor('walk-steps', setup.id, 0), 150, acc);
      return Array.from(acc);
    };
    const looked = play(0);
    expect(play(null)).toEqual(looked);
    // Every cell marked plain: the cache read beside the obstacles too, and the trials differ.
    expect(play(1)).not.toEqual(looked);
  });
});
