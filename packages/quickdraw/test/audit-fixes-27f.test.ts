/**
 * The twenty-seventh audit (f, 2026-12-04): a shot the engine makes for a man without asking his
 * agent (a courage test's 10 "shoot at the enemy", an answer to a draw, a hasty shot in defence)
 * fires both barrels of a double when both are loaded, as the doctrines ask on his own card
 * (RULINGS.md QR-167 amended; shooting.ts `BOTH_IF_LOADED`). Before, such a shot was always of one
 * barrel (the street fight, seed 1, trial 16: Pete Spence, both barrels loaded, shot back on a
 * courage test's 10 with one, 1D10). Fails on the code before. (The case moved to trial 28 after
 * the twenty-eighth audit, whose fixes changed trial 16.)
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

describe('the twenty-seventh audit (f): a free shot of a loaded double fires both barrels (QR-167 amended)', () => {
  it("Pete Spence's shot back on a courage test's 10 (the street fight, trial 28)", () => {
    const log = replayScenario(getSystem('quickdraw'), bundled('street-fight'), '1', 28).log;
    const k = log.indexOf('    Totally Unaffected! Pete Spence shoots back');
    expect(k).toBeGreaterThan(0);
    expect(log[k - 1]).toBe('    Pete Spence takes a courage test: rolls 10');
    expect(log[k + 1]).toBe('    Pete Spence fires both barrels of his Double-barrelled shotgun at Town Marshal (deliberate shot, 18.0 paces)');
    expect(log[k + 2]).toMatch(/^ {4}Pete Spence rolls 2D10 \(best of \d+, \d+\): \d+$/);
  });
});
