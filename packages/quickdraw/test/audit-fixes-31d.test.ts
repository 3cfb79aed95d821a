/**
 * The thirty-first audit (d, 2026-12-04, a read of the O.K. Corral with Tom McLaury armed): the
 * reaction test owed to one new enemy is not taken when he is out of the fight by the man's next
 * card (engine.ts `playCard`; RULINGS.md QR-355 amended). Before, Doc Holliday, who had seen Billy
 * Claiborne and shot him down on card 8, reacted to him on card 18 and spent the red joker on it
 * (seed 1, trial 82). Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

const system = getSystem('quickdraw');

describe('the thirty-first audit (d): no reaction test to a new enemy down since he was seen (QR-355 amended)', () => {
  it('Doc Holliday does not react to Billy Clanton, whom Morgan Earp shot down on card 10 (the O.K. Corral with Tom armed, trial 351)', () => {
    // Trial 351 (trial 82, Billy Claiborne, whom Doc himself shot down, until the thirty-second
    // audit's QR-21 amendment changed the trials); checked on that code with the amendment taken
    // out: "Doc Holliday reacts to a new enemy (Billy Clanton): rolls 7".
    const log = replayScenario(system, bundled('ok-corral-tom-armed'), '1', 351).log;
    const down = log.indexOf('    Billy Clanton collapses from his wounds');
    expect(down).toBeGreaterThan(0);
    const card = log.indexOf('  card 14: Doc Holliday', down);
    expect(log[card + 1]).toBe("    Doc Holliday's new enemy Billy Clanton is out of the fight: no reaction test");
    expect(log.slice(down).some((l) => /Doc Holliday reacts to a new enemy \(Billy Clanton\)/.test(l))).toBe(false);
    // The card goes to its action, a reload.
    expect(log[card + 2]).toBe('    Doc Holliday reloads: rolls 7 (best of 5, 7)');
  });
});
