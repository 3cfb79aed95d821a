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
  it('Billy the Kid rerolls his failed move toward Pat Garrett, out of sight (trial 5, phase 2, card 6)', () => {
    const log = replayScenario(getSystem('quickdraw'), bundled('kid-cashes-in'), '1', 5).log;
    const k = log.indexOf('  card 6: Billy the Kid', log.findIndex((l) => l.startsWith('Phase 2:')));
    expect(k).toBeGreaterThan(0);
    expect(log.slice(k + 1, k + 4)).toEqual([
      '    Billy the Kid wants to move: rolls 2 (reduced x1)',
      '    Billy the Kid rerolls (trait): 8',
      '    Billy the Kid moves (half move) (2,9) -> (5,8)',
    ]);
  });

  it("Pat Garrett's Flustered! does not retreat toward Billy the Kid (trial 212, phase 5, card 3)", () => {
    const log = replayScenario(getSystem('quickdraw'), bundled('kid-cashes-in'), '1', 212).log;
    const k = log.indexOf('    Pat Garrett responds to an opportunity: rolls 1 (best of 1, 1)');
    expect(k).toBeGreaterThan(0);
    // The cover at (10,6) lies toward Billy at (8,11): no retreat; none back from him, and no way back.
    expect(log[k + 1]).toBe('    Pat Garrett panics and retreats slowly: no way to go, he stays at (10,2)');
  });
});
