/**
 * The twenty-eighth audit (c, 2026-12-04): heading for cover on a reaction's 2-4, and the courage
 * test's 2-4 "fall back 1 move towards the nearest cover" (REEL 3), are full moves off the movement
 * chart, so the man is "Moving quickly" until his next card (DV +1 when shot, REEL 6), as after a
 * charge, a rush or a flight (RULINGS.md QR-213 amended). Before, he was shot at the DV of a man
 * standing still (Northfield, seed 1, trial 1: Bill Chadwell, heading away from A. B. Manning on
 * his horse, was hit at DV 0, a graze and a courage test, where DV 1 makes the 10 a near miss;
 * since the thirty-second audit the test reads trial 36, Jim Younger).
 * Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

describe('the twenty-eighth audit (c): heading for cover is moving quickly (QR-213 amended)', () => {
  it('Bill Chadwell, heading away, is shot as moving quickly before his next card (Northfield, trial 37)', () => {
    // Trial 37 (trial 1, Bill Chadwell, until the thirty-second audit's QR-21 amendment changed
    // the trials; then trial 36, Jim Younger, until the thirty-fourth's; then trial 23, Bill
    // Chadwell, until the thirty-fifth's QR-21; then trial 59 until its QR-57). Checked on this code
    // with the heading away's "moving quickly" taken out (effects.ts and acting.ts `takeCover`):
    // DV -2, 3 hits where DV -1 makes the 2 two hits.
    const log = replayScenario(getSystem('quickdraw'), bundled('northfield'), '1', 37).log;
    const k = log.indexOf('    Bill Chadwell heads away, no cover in reach (8,7) -> (13,5)');
    expect(k).toBeGreaterThan(0);
    const shot = log.indexOf('    A. B. Manning fires his Repeating rifle at Bill Chadwell (deliberate shot, 18.1 paces)', k);
    expect(shot).toBeGreaterThan(k);
    // No card of his between: still moving quickly.
    expect(log.slice(k, shot).some((l) => l.endsWith(': Bill Chadwell'))).toBe(false);
    expect(log[shot + 5]).toBe('    Bill Chadwell rolls 2 for the effect at DV -1: 2-hits');
  });
});
