/**
 * The twenty-eighth audit (c, 2026-12-04): heading for cover on a reaction's 2-4, and the courage
 * test's 2-4 "fall back 1 move towards the nearest cover" (REEL 3), are full moves off the movement
 * chart, so the man is "Moving quickly" until his next card (DV +1 when shot, REEL 6), as after a
 * charge, a rush or a flight (RULINGS.md QR-213 amended). Before, he was shot at the DV of a man
 * standing still (Northfield, seed 1, trial 1: Bill Chadwell, heading away from A. B. Manning on
 * his horse, was hit at DV 0, a graze and a courage test, where DV 1 makes the 10 a near miss).
 * Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

describe('the twenty-eighth audit (c): heading for cover is moving quickly (QR-213 amended)', () => {
  it('Bill Chadwell, heading away, is shot at DV 1 (Northfield, trial 1)', () => {
    const log = replayScenario(getSystem('quickdraw'), bundled('northfield'), '1', 1).log;
    const k = log.indexOf('    Bill Chadwell heads away, no cover in reach (5,9) -> (11,5)');
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toBe('    A. B. Manning responds from his hold');
    expect(log[k + 3]).toBe('    A. B. Manning fires his Repeating rifle at Bill Chadwell (deliberate shot, 18.1 paces)');
    expect(log[k + 7]).toBe('    Bill Chadwell rolls 10 for the effect at DV 1: near-miss');
  });
});
