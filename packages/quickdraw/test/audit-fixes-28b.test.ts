/**
 * The twenty-eighth audit (b, 2026-12-04): a walk away from the enemy (falling back, evading,
 * fleeing with no exit) takes the farthest step his move left pays for, and of two equally far the
 * cheaper (RULINGS.md QR-351). Before, it took the farthest neighbour before it looked at the
 * step's cost, and stopped where that step (over the card table, through the door) cost more than
 * he had left, or rolled the obstacle's task on a tie an open step would have settled: in the
 * saloon brawl (seed 1) the Gambler's evade failed at the card table (trial 6) and Silver Dollar
 * Sam's fall back stopped at the door (trial 9), with open floor behind each (a helper's count:
 * 37 such walks in trials 0-299). Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

describe('the twenty-eighth audit (b): a walk away takes a step it can pay for (QR-351)', () => {
  it('the Gambler evades Lefty Jack over open floor, not into the card table (trial 6, phase 2, card 4)', () => {
    const log = replayScenario(getSystem('quickdraw'), bundled('saloon-brawl'), '1', 6).log;
    const k = log.indexOf('    Gambler responds to the attack: rolls 5');
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toBe('    Gambler evades (11,7) -> (14,9)');
    expect(log.some((l) => l.startsWith('    Gambler tries to cross a linear obstacle'))).toBe(false);
  });

  it('a man beside the door falls back over open floor, not against it (trial 410)', () => {
    // Trial 9's Silver Dollar Sam, (6,9) -> (7,9), until the thirtieth audit changed the trials.
    const log = replayScenario(getSystem('quickdraw'), bundled('saloon-brawl'), '1', 410).log;
    expect(log).toContain('    Blacksmith loses confidence and falls back 2 paces (6,9) -> (5,9)');
    expect(log).not.toContain('    Blacksmith loses confidence and falls back 2 paces: no way to go, he stays at (6,9)');
  });

  it('a walk whose next step back his move cannot pay for says so, not "figures in his way" (Coffeyville, trial 89)', () => {
    // Trial 89 (trial 0 until the thirty-second audit's QR-21 amendment changed the trials): the
    // same walk, the same card.
    const log = replayScenario(getSystem('quickdraw'), bundled('coffeyville'), '1', 89).log;
    const k = log.indexOf("    Charles Connelly's next step back costs more than his move has left: he stops at (11,25)");
    expect(k).toBeGreaterThan(0);
    expect(log[k - 1]).toBe('    Charles Connelly wants to shoot: the black joker makes it a 1');
    expect(log[k + 1]).toBe('    Charles Connelly loses his nerve and falls back (13,24) -> (11,25)');
    expect(log.some((l) => / finds figures in his way /.test(l) && l.startsWith('    Charles Connelly'))).toBe(false);
  });
});
