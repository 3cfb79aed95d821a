/**
 * The twenty-sixth audit (d, 2026-12-04, a read of the saloon brawl's replays): a man fighting hand
 * to hand who rolls 2-4 reacting to a new enemy ("This doesn't look good! Head for the nearest cover
 * if in the open or duck down if in cover", REEL 3) does not head for cover out of the fight:
 * leaving it is the break-off's roll on his own card (REEL 5; RULINGS.md QR-347, as QR-269 for the
 * Wanting to Shoot chart's 1). In cover he ducks down as before. Before the fix Big Swede, beside
 * Silver Dollar Sam who had struck him twice, walked 5 paces away to cover with no break-off roll
 * (trial 28, card 10). Fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

const system = getSystem('quickdraw');

describe('the twenty-sixth audit (d): no heading for cover out of a fight', () => {
  it("Big Swede, fighting Silver Dollar Sam, stays in the fight on the reaction's 2-4 (the saloon brawl, trial 108)", () => {
    // Trial 108, card 3 (trial 28, card 10, until the thirty-third audit's QR-21 amendment changed the trials).
    const log = replayScenario(system, bundled('saloon-brawl'), '1', 108).log;
    const k = log.indexOf('  card 3: Big Swede');
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toMatch(/^ {4}Big Swede reacts to a new enemy (.+): rolls [234]\b/);
    expect(log[k + 2]).toBe("    This doesn't look good! Big Swede is fighting Silver Dollar Sam hand to hand: he does not head for cover");
    expect(log.slice(k, k + 4).some((l) => l.includes('Big Swede heads for cover'))).toBe(false);
  });
});
