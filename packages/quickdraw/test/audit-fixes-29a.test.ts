/**
 * The twenty-ninth audit (a, 2026-12-04): a walk down a path field (a move to a place, a charge, a
 * follow up) ranks its steps by what they cost him, and a step into a linear obstacle costs him a
 * quarter of his full move besides the step (REEL 3, LINEAR OBSTACLES; QR-62), not the map's path
 * cost alone, which charges a soft cover cell nothing (RULINGS.md QR-352). Before, a tie on the
 * map's path cost went to the cell nearer the goal: in the saloon brawl (seed 1, trial 8) Lefty
 * Jack followed up the Gambler over the card table, with open floor beside it, and rolled the
 * obstacle's task for it. Trial 8's case failed on the code before; the thirtieth audit ended that
 * follow up (QR-357), and the case is now a charge past the table in trial 253 (not checked against
 * the code before QR-352, whose trials differ).
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

describe('the twenty-ninth audit (a): a walk down a field prices a linear obstacle (QR-352)', () => {
  it('Lefty Jack charges the Bartender past the card table, not over it (saloon brawl, trial 253)', () => {
    // Trial 8's follow up round the table until the thirtieth audit's QR-357 ended that fight (it
    // was an untested follow up of a man who had evaded): a charge whose straight line runs over
    // the table at (12,6), walked round it, with no task roll at it.
    const log = replayScenario(getSystem('quickdraw'), bundled('saloon-brawl'), '1', 253).log;
    const k = log.indexOf('    Lefty Jack charges (14,9) -> (11,5)');
    expect(k).toBeGreaterThan(0);
    expect(log[k - 1]).toMatch(/^ {4}Lefty Jack wants to attack: rolls /);
    expect(log.some((l) => l.startsWith('    Lefty Jack tries to cross a linear obstacle'))).toBe(false);
  });
});
