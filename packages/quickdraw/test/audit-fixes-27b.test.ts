/**
 * The twenty-seventh audit (b, 2026-12-04): a courage test's flight away from the enemy stops short
 * of another enemy (RULINGS.md QR-348). "If in the open or in close combat, panic and flee at
 * maximum speed away from the enemy" (REEL 3, TAKING A COURAGE TEST, 1): with no exit to run to,
 * the man ran away from the shooter and could end in contact with another enemy (the saloon
 * brawl, seed 1, trial 72: Red Carter, shot at by the Gambler, fled from (6,6) to (1,4), beside the
 * Bartender at (1,3)). Now his flight stops on the last cell of its way that is not beside an enemy
 * up (movement.ts `moveAwayClear`, as a fall back's, QR-210). Fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

describe('the twenty-seventh audit (b): a flight away from the enemy stops short of another (QR-348)', () => {
  it('Red Carter flees from the Gambler and stops short of the Bartender (the saloon brawl, trial 72)', () => {
    const log = replayScenario(getSystem('quickdraw'), bundled('saloon-brawl'), '1', 72).log;
    const k = log.indexOf('    Red Carter takes a courage test: rolls 1');
    expect(k).toBeGreaterThan(0);
    // Since the thirty-fourth audit's QR-21 amendment (a walk away reads the nearest enemy he has
    // located) his way away meets figures and goes round them, and ends at (2,5), short of the
    // Bartender (before it: (3,4), straight).
    expect(log.slice(k + 1, k + 4)).toEqual([
      "    Red Carter's way away would stop at (1,4), beside Bartender at (1,3): he stops short of him",
      '    Red Carter goes round figures in his way (5 steps)',
      '    Red Carter flees (6,6) -> (2,5)',
    ]);
  });
});
