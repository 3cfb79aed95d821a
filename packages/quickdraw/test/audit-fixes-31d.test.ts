/**
 * The thirty-first audit (d, 2026-12-04, a read of the O.K. Corral with Tom McLaury armed): the
 * reaction test owed to one new enemy is not taken when he is out of the fight by the man's next
 * card (acting.ts `playCard`; RULINGS.md QR-355 amended). Before, Doc Holliday, who had seen Billy
 * Claiborne and shot him down on card 8, reacted to him on card 18 and spent the red joker on it
 * (seed 1, trial 82). Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

const system = getSystem('quickdraw');

describe('the thirty-first audit (d): no reaction test to a new enemy down since he was seen (QR-355 amended)', () => {
  it('Curly Bill does not react to the Sheriff, whom he shot down shooting back (the street fight, trial 51)', () => {
    // The street fight, trial 51 (the O.K. Corral with Tom armed, trial 82, Doc Holliday and Billy
    // Claiborne, until the thirty-second audit's QR-21 amendment changed the trials); checked on
    // that code with the amendment taken out: "Curly Bill reacts to a new enemy (Sheriff): rolls 9".
    const log = replayScenario(system, bundled('street-fight'), '1', 51).log;
    const down = log.indexOf('    Sheriff collapses from his wounds');
    expect(down).toBeGreaterThan(0);
    expect(log[down - 5]).toBe('    Curly Bill fires his Cartridge revolver at Sheriff (hasty shot, 14.0 paces, a long shot)');
    const card = log.indexOf('  card 5: Curly Bill', down);
    expect(log[card + 1]).toBe("    Curly Bill's new enemy Sheriff is out of the fight: no reaction test");
    expect(log.slice(down).some((l) => /Curly Bill reacts to a new enemy \(Sheriff\)/.test(l))).toBe(false);
    // The card goes on to what his agent asked.
    expect(log[card + 2]).toBe('    Curly Bill wants to move and shoot: rolls 9 (best of 9, 1)');
  });
});
