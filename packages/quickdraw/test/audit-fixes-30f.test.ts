/**
 * The thirtieth audit (f, 2026-12-04, a read of Northfield under Quick on the Draw): a way out
 * "leads toward" the man a rider flees from only when its first step brings him nearer by half a
 * space at least (exits.ts `exitRouteNears`; RULINGS.md QR-21, amended). Before, any step nearer
 * by a hair counted: at Northfield (seed 1, trial 77) Jesse James, at (26,17), rejected the road
 * south for a step from 8.06 to 8.0 spaces from Joseph Haywood, rode into the dead-end side street
 * at (35,4) and surrendered there with both roads out open (12 of trials 0-120, 11 of them Bill
 * Chadwell's). Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

const system = getSystem('quickdraw');

describe('the thirtieth audit (f): a way out leads toward a man only if it closes on him (QR-21)', () => {
  it('Bill Chadwell rides out south, not into the dead end (Northfield, trial 17)', () => {
    // Trial 77's Jesse James until the thirty-second audit's QR-21 amendment changed the trials,
    // then trial 11's Jim Younger until the thirty-fourth's. Checked on this code with any step
    // nearer by a hair counted: he goes round figures the other way and surrenders.
    const log = replayScenario(system, bundled('northfield'), '1', 17).log;
    const k = log.indexOf('    Bill Chadwell flees (23,5) -> (23,13)');
    expect(k).toBeGreaterThan(0);
    expect(log).toContain('    Bill Chadwell leaves the map');
    expect(log.some((l) => /^ {4}Bill Chadwell (cannot get away and surrenders|flees: no way to go)/.test(l))).toBe(false);
  });

  it('no rider of the gang surrenders in the dead-end side street in trials 0-20', () => {
    const setup = bundled('northfield');
    for (let t = 0; t < 21; t++) {
      const log = replayScenario(system, setup, '1', t).log;
      expect(log.filter((l) => / flees: no way to go, he stays at \(35,4\)$/.test(l)), `trial ${t}`).toEqual([]);
    }
  });
});
