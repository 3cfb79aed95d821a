/**
 * The twenty-eighth audit (c, 2026-12-04): heading for cover on a reaction's 2-4, and the courage
 * test's 2-4 "fall back 1 move towards the nearest cover" (REEL 3), are full moves off the movement
 * chart, so the man is "Moving quickly" until his next card (DV +1 when shot, REEL 6), as after a
 * charge, a rush or a flight (RULINGS.md QR-213 amended). Before, he was shot at the DV of a man
 * standing still (Northfield, seed 1, trial 1: Bill Chadwell, heading away from A. B. Manning on
 * his horse, was hit at DV 0, a graze and a courage test, where DV 1 makes the 10 a near miss;
 * since the thirty-second audit the test reads trial 26, Jim Younger).
 * Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

describe('the twenty-eighth audit (c): heading for cover is moving quickly (QR-213 amended)', () => {
  it('Jim Younger, heading away, is shot at DV 1 (Northfield, trial 26)', () => {
    // Trial 26, Jim Younger (trial 1, Bill Chadwell, until the thirty-second audit's QR-21
    // amendment changed the trials: he found cover behind a wall). Checked on the code of the
    // thirty-second audit with the move's "moving quickly" taken out: DV 0 and 2 hits.
    const log = replayScenario(getSystem('quickdraw'), bundled('northfield'), '1', 26).log;
    const k = log.indexOf('    Jim Younger heads away, no cover in reach (6,7) -> (13,5)');
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toBe('    A. B. Manning responds from his hold');
    expect(log[k + 4]).toBe('    A. B. Manning fires his Repeating rifle at Jim Younger (deliberate shot, 18.1 paces)');
    expect(log[k + 8]).toBe('    Jim Younger rolls 3 for the effect at DV 1: 1-hit');
  });
});
