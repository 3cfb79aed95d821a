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
  it('Doc Holliday does not react to Billy Claiborne, whom he shot down on card 8 (the O.K. Corral with Tom armed, trial 82)', () => {
    const log = replayScenario(system, bundled('ok-corral-tom-armed'), '1', 82).log;
    const down = log.indexOf('    Billy Claiborne collapses from his wounds');
    expect(down).toBeGreaterThan(0);
    const card = log.indexOf('  card 18: Doc Holliday', down);
    expect(log[card + 1]).toBe("    Doc Holliday's new enemy Billy Claiborne is out of the fight: no reaction test");
    expect(log.slice(down).some((l) => /Doc Holliday reacts to a new enemy \(Billy Claiborne\)/.test(l))).toBe(false);
    // The red joker goes to the card's action, a reload.
    expect(log[card + 2]).toBe('    Doc Holliday reloads: the red joker makes it a 10');
  });
});
