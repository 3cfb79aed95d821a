/**
 * The thirty-first audit (f, 2026-12-04, a read of Coffeyville): a double-barrelled gun with one
 * barrel left is not one to top up. The engine reloads a weapon only once it is empty ("Double
 * barrelled: Such weapons must be reloaded after both barrels have been fired", RELOADING WEAPONS;
 * shooting.ts `reload`: "is loaded: nothing to reload, the card passes"), and the observation's
 * `capacity` now says so for every weapon (1: `loaded < capacity` only when empty; world.ts;
 * RULINGS.md QR-222 amended). Before, it was the full load (2 for a double), so the doctrines asked
 * a top-up the engine refused, card after card: at Coffeyville (seed 1, trial 15) T. A. Reynolds,
 * one barrel fired, passed ten phases at Isham's back counter and never walked to his post (7 of
 * trials 0-40, 40 cards). Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

const system = getSystem('quickdraw');

describe('the thirty-first audit (f): no top-up of a double-barrelled gun with a barrel left (QR-222 amended)', () => {
  it('in Coffeyville trials 15, 23 and 27 (seed 1) no card passes on a loaded gun\'s refused reload', () => {
    const setup = bundled('coffeyville');
    for (const trial of [15, 23, 27]) {
      const log = replayScenario(system, setup, '1', trial).log;
      expect(log.filter((l) => /is loaded: nothing to reload, the card passes$/.test(l)), `trial ${trial}`).toEqual([]);
      // The men of Isham's with shotguns fire them (a barrel left is no stop).
      expect(log.some((l) => /fires (both barrels of )?his Double-barrelled shotgun/.test(l)), `trial ${trial}`).toBe(true);
    }
  });
});
