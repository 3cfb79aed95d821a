/**
 * The thirty-fourth audit (c, 2026-12-05): known gap (h) of QR-21's amendment of the thirty-third.
 * A failed Wanting to Attack's 1 ("loses confidence and falls back 2 paces") on his own card, from
 * contact (no charge, whose move was counted already), is a move of his turns this phase where it
 * moved him, and his next move test of the phase is on reduced dice (RULINGS.md QR-6, amended by
 * the twenty-seventh audit and by the thirty-fourth; fighting.ts `attackAction`). Before, the
 * close-quarters fixture's Slash (seed 1, trial 5) fell back on card 9 and moved on full dice on
 * card 10 of the same phase. Fails with the rule removed.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadScenario } from '@deadeye/core';
import { compileScenario, getSystem, replayScenario } from '@deadeye/registry';

const system = getSystem('quickdraw');
const setup = compileScenario(system, loadScenario(fileURLToPath(new URL('./fixtures/close-quarters.yaml', import.meta.url))), {});

describe('the thirty-fourth audit (c): a failed Wanting to Attack\'s fall back is a move of the phase (QR-6 amended)', () => {
  it('Slash, fallen back from Remington on card 4, tests his charge on card 6 on reduced dice (close quarters, trial 114)', () => {
    // Found on trial 5 (card 9 and 10's move test); the thirty-fourth audit's walk away (QR-21)
    // moved that trial. A charge is a move (QR-168): its test is on reduced dice after a move of
    // the phase. With the rule removed this test rolls on full dice ("rolls 8 (best of 5, 8)").
    const log = replayScenario(system, setup, '1', 114).log;
    const k = log.indexOf('    Slash loses confidence and falls back 2 paces (7,4) -> (6,5)');
    expect(k).toBeGreaterThan(0);
    expect(log[k - 2]).toBe('  card 4: Slash');
    expect(log[k - 1]).toBe('    Slash wants to attack: the black joker makes it a 1');
    const card = log.indexOf('  card 6: Slash', k);
    expect(card).toBe(k + 8);
    expect(log[card + 1]).toMatch(/^ {4}Slash wants to attack: rolls \d+ \(reduced x1\)$/);
    expect(log[card + 2]).toBe('    Slash charges (6,5) -> (7,4)');
  });
});
