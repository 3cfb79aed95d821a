/**
 * The twenty-ninth audit (f, 2026-12-04): a man who flees (a courage test's 1) standing on an exit
 * open to him leaves the map by it, as one whose flight ends there does (RULINGS.md QR-181
 * amended, QR-21). Before, his flight looked for a way to the exit he stood on, walked none, ran
 * away from the enemy into a dead end and surrendered: at Coffeyville (seed 1, trial 44) Bill
 * Power, on Death Alley's west end, "cannot get away and surrenders" (4 of trials 0-900, each a
 * raider on the gang's own exit). Trial 44's case failed on the code before; since the thirtieth
 * audit's QR-355 the case was Emmett Dalton's in trial 544 (not checked against the code before
 * the amendment, whose trials differ), and since the thirty-second audit's QR-21 amendment it is
 * Bill Power's in trial 11 (checked on that code with the flight from an exit cell taken out: "Bill
 * Power flees: no way to go, he stays at (0,25)").
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

describe('the twenty-ninth audit (f): a flight from an exit cell leaves by it (QR-181)', () => {
  it('Grat Dalton, on an exit, flees off the map (Coffeyville, trial 183)', () => {
    // Trial 44's Bill Power until the thirtieth audit's QR-355 changed the trials, then trial 544's
    // Emmett Dalton until the thirty-second audit's QR-21 amendment did, then trial 11's Bill
    // Power until the thirty-fourth's.
    const log = replayScenario(getSystem('quickdraw'), bundled('coffeyville'), '1', 183).log;
    const k = log.indexOf('    Grat Dalton flees: he stands on an exit, and leaves the map');
    expect(k).toBeGreaterThan(0);
    expect(log[k - 1]).toBe('    Grat Dalton takes a courage test: rolls 1');
    expect(log).not.toContain('    Grat Dalton cannot get away and surrenders');
    // Off the map, he neither acts nor is shot again (a card of his left in the pack passes).
    expect(log.slice(k + 1)).toContain('    Grat Dalton has fled: the card passes');
    expect(log.slice(k + 1).some((l) => (l.startsWith('    Grat Dalton') && l !== '    Grat Dalton has fled: the card passes') || / at Grat Dalton /.test(l))).toBe(false);
  });
});
