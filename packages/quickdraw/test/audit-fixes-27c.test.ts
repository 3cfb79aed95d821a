/**
 * The twenty-seventh audit (c, 2026-12-04): a move his own card makes without a move test (the
 * reaction to a new enemy's 2-4, heading for cover or away; losing his nerve on the Wanting to Shoot
 * chart's 1 and falling back) is a move of his turns this phase, and his next move test of the
 * phase is on reduced dice: "If they have more than 1 card and wish to perform move for a second
 * or subsequent turn then they must test to do so using their reduced action dice" (REEL 3;
 * RULINGS.md QR-6 amended). Before, only his card's move tests and the moves a chart or a follow up
 * gave him were counted (Northfield, seed 1, trial 1: Bill Chadwell headed away on his card, then
 * moved on full dice on his next card of the phase). Fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

describe('the twenty-seventh audit (c): a move on the reaction to a new enemy counts as a move of the phase (QR-6 amended)', () => {
  it('Bill Chadwell heads for cover on card 5 and his move test on card 8 is on reduced dice (Northfield, trial 1)', () => {
    // Since the thirty-second audit's QR-21 amendment he heads for cover behind a wall, where he
    // had headed away; checked on that code with the move left uncounted: "rolls 3", full dice.
    // Since the thirty-third's (cover not in the open to a nearer enemy) the cover is (7,9), not (6,7).
    const log = replayScenario(getSystem('quickdraw'), bundled('northfield'), '1', 1).log;
    const k = log.indexOf('    Bill Chadwell heads for cover (11,5) -> (7,9)');
    expect(k).toBeGreaterThan(0);
    expect(log[k - 1]).toMatch(/^ {4}Bill Chadwell reacts to (a new enemy \(.+\)|new enemies): rolls 4$/);
    const next = log.findIndex((l, m) => m > k && l.startsWith('    Bill Chadwell wants to move'));
    // The same phase, at (6,7): the reduction is the second move's alone.
    expect(log.slice(k, next).some((l) => l.startsWith('Phase '))).toBe(false);
    expect(log[next]).toBe('    Bill Chadwell wants to move: rolls 3 (worst of 3, 4) (reduced x1)');
  });
});
