/**
 * The twenty-seventh audit (g, 2026-12-04): a Quick Draw rerolls a failed answer to an opponent
 * drawing only when his own gun is holstered, the answer being then his draw ("Can reroll a failed
 * draw action", REEL 2; RULINGS.md QR-174 amended, as a holder's response already was). Before, a
 * man answering with his gun in hand rerolled it too (the Long Branch Saloon, seed 1, trial 138:
 * Bat Masterson, his revolver drawn since card 1, rerolled his 3 to a 6 and shot as Clay Allison
 * drew). Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

describe('the twenty-seventh audit (g): no Quick Draw reroll of an answer with the gun in hand (QR-174 amended)', () => {
  it('Bat Masterson keeps his 3 and backs off (the Long Branch Saloon, trial 138, card 9)', () => {
    const log = replayScenario(getSystem('quickdraw'), bundled('long-branch-saloon'), '1', 138).log;
    const k = log.indexOf('    Bat Masterson responds to an opponent drawing: rolls 3 (best of 3, 2)');
    expect(k).toBeGreaterThan(0);
    expect(log[k - 1]).toBe('    Clay Allison draws and shoots: the red joker makes it a 10');
    // His revolver has been in his hand since he drew and fired on card 1.
    expect(log.slice(0, k).some((l) => /^ {4}Bat Masterson fires his Cartridge revolver/.test(l))).toBe(true);
    expect(log[k + 1]).toMatch(/^ {4}Bat Masterson panics and backs off 4 paces/);
  });
});
