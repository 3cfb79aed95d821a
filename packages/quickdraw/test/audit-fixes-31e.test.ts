/**
 * The thirty-first audit (e, 2026-12-04, a read of the O.K. Corral with Tom McLaury armed): a failed
 * task at a linear obstacle ends a walk before it, so the walk to cover, the fall back away and the
 * flight away read the cell before each crossing as a place the walk may end (movement.ts
 * `riskyStop`, `moveToCover`, `moveAwayClear`; RULINGS.md QR-210 amended). Where it is beside an
 * enemy up (or, falling back, no farther from the man), he stops short as for a walk ending there.
 * Before, only the planned end was read: Billy Clanton's fall back toward the cover past Frank
 * McLaury's horse failed its crossing and left him beside Wyatt and Virgil Earp (seed 1, trial
 * 123), and Frank McLaury's toward the Harwood window left him 1.4 paces from Doc Holliday, who had
 * shot from 2.0 (trial 15). Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

const system = getSystem('quickdraw');
const setup = bundled('ok-corral-tom-armed');

describe('the thirty-first audit (e): a walk to cover reads where a failed crossing would stop it (QR-210 amended)', () => {
  it('Frank McLaury does not fall back onto the cell beside Doc Holliday before the horse (trial 6)', () => {
    // Until the thirty-third audit's QR-21 amendment the same reading was checked on trial 123's
    // fall back to cover at (10,13); then on Billy Clanton's panic's back off there (moveAwayClear,
    // as the fix made it too) until the thirty-fourth's amendment moved that trial: now Frank
    // McLaury's courage test's fall back away, with no cover (moveAwayClear).
    const log = replayScenario(system, setup, '1', 6).log;
    const k = log.indexOf("    Frank McLaury's way back crosses (11,14), and a failed crossing would stop at (12,13), beside Doc Holliday at (13,12), as would its first step");
    expect(k).toBeGreaterThan(0);
    expect(log[k - 1]).toBe('    Frank McLaury takes a courage test: rolls 4');
    expect(log[k + 1]).toBe('    Frank McLaury falls back: no way to go, he stays at (13,14)');
  });
  it('Frank McLaury does not fall back toward the window to 1.4 paces from Doc Holliday (trial 7); the failed crossing read on a walk to cover (the O.K. Corral, trial 281)', () => {
    // Trial 7 (trial 15, the cover at (11,15), until the thirty-second audit's QR-21 amendment
    // changed the trials, then 45 until the thirty-third's); checked on trial 45 with the failed
    // crossing's cell not read: "No Luck so Far!", he falls back to (12,13), beside Doc Holliday.
    // Since the thirty-fourth audit's QR-21 amendment (gap f) the way to (11,14) by (12,13), beside
    // Doc, bars that cover in the choice: he falls back away from Virgil Earp, and the failed
    // crossing's read on a walk to cover is checked where the enemy beside the cell is beside him
    // already (so the way is not barred): the O.K. Corral, trial 281, Virgil Earp beside Tom McLaury.
    const log = replayScenario(system, setup, '1', 7).log;
    expect(log.some((l) => /Frank McLaury falls back to cover \(13,14\) -> \(12,13\)/.test(l))).toBe(false);
    expect(log).toContain('    Frank McLaury falls back (13,14) -> (8,9)');
    const okc = replayScenario(system, bundled('ok-corral'), '1', 281).log;
    const k = okc.indexOf("    Virgil Earp's way to cover at (10,13) crosses (13,13), and a failed crossing would stop at (14,14), beside Tom McLaury at (15,15), as would its first step");
    expect(k).toBeGreaterThan(0);
    expect(okc[k + 1]).toBe('    Virgil Earp heads for cover: no way to go, he stays at (14,15)');
  });
});
