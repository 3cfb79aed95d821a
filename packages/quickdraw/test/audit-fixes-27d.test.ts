/**
 * The twenty-seventh audit (d and e, 2026-12-04), two findings of a read of the Kid Cashes In's
 * replays. (d) Rash's reroll of a failed move "which would take them
 * towards the enemy" (REEL 2, PERSONALITY) counts an enemy out of sight where the man last saw him
 * (RULINGS.md QR-349). Before, the engine looked only at the enemies he saw: in the Kid Cashes In,
 * Billy the Kid, walking back toward Pat Garrett whom the walls hid, never had the reroll (a
 * helper's count: 102 failed move tests in trials 0-299, none rerolled). (e) A holder's "Flustered!
 * Panic and if in the open retreat slowly towards cover" (REEL 3) retreats to cover back from the
 * enemy only, as a courage test's fall back (RULINGS.md QR-232 amended, QR-210): Pat Garrett, his
 * response a 1, walked to cover nearer Billy the Kid (trial 212: 9.2 to 6.3 spaces off him). Each
 * fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

describe('the twenty-seventh audit (d): the Rash reroll toward an enemy out of sight (QR-349)', () => {
  it('Billy the Kid rerolls his failed move toward Pat Garrett, out of sight (trial 102, phase 2, card 3)', () => {
    // Trial 102 (trial 5, phase 2, card 6 until the thirty-second audit's QR-21 amendment changed
    // the trials); checked on that code with only the enemies in sight counted: no reroll, "Are you
    // Sure?".
    const log = replayScenario(getSystem('quickdraw'), bundled('kid-cashes-in'), '1', 102).log;
    const k = log.indexOf('  card 3: Billy the Kid', log.findIndex((l) => l.startsWith('Phase 2:')));
    expect(k).toBeGreaterThan(0);
    expect(log.slice(k + 1, k + 4)).toEqual([
      '    Billy the Kid wants to move: rolls 4 (best of 4, 1)',
      '    Billy the Kid rerolls (trait): 8 (best of 4, 8)',
      '    Billy the Kid moves (half move) (6,8) -> (7,6)',
    ]);
  });

  it("Charles Connelly's Flustered! does not retreat toward cover no farther from Dick Broadwell (Coffeyville, trial 183, phase 13, card 2)", () => {
    // Since the thirty-second audit's QR-21 amendment changed the trials (the Kid Cashes In, trial
    // 212, Pat Garrett, until then): checked on that code with any cover in reach taken: "panics and
    // retreats slowly toward cover (13,24) -> (13,23)", 5 spaces from Broadwell at (18,24) as before.
    const log = replayScenario(getSystem('quickdraw'), bundled('coffeyville'), '1', 183).log;
    const k = log.indexOf('    Charles Connelly responds to an opportunity: rolls 1 (best of 1, 1)');
    expect(k).toBeGreaterThan(0);
    expect(log[k - 2]).toBe('    Dick Broadwell moves (dash) (24,21) -> (18,24)');
    expect(log[k + 3]).toBe('    Charles Connelly panics and retreats slowly (13,24) -> (11,25)');
  });
});
