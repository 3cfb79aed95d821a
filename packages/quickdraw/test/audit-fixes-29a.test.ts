/**
 * The twenty-ninth audit (a, 2026-12-04): a walk down a path field (a move to a place, a charge, a
 * follow up) ranks its steps by what they cost him, and a step into a linear obstacle costs him a
 * quarter of his full move besides the step (REEL 3, LINEAR OBSTACLES; QR-62), not the map's path
 * cost alone, which charges a soft cover cell nothing (RULINGS.md QR-352). Before, a tie on the
 * map's path cost went to the cell nearer the goal: in the saloon brawl (seed 1, trial 8) Lefty
 * Jack followed up the Gambler over the card table, with open floor beside it, and rolled the
 * obstacle's task for it. Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

describe('the twenty-ninth audit (a): a walk down a field prices a linear obstacle (QR-352)', () => {
  it('Lefty Jack follows up the Gambler round the card table, not over it (saloon brawl, trial 8, phase 4, card 8)', () => {
    const log = replayScenario(getSystem('quickdraw'), bundled('saloon-brawl'), '1', 8).log;
    const k = log.indexOf('    I see you! Lefty Jack locates Gambler');
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toBe('    Lefty Jack follows up (11,5) -> (13,9)');
    expect(log.some((l) => l.startsWith('    Lefty Jack tries to cross a linear obstacle'))).toBe(false);
  });
});
