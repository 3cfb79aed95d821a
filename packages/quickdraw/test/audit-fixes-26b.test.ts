/**
 * The twenty-sixth audit (b, 2026-12-04): jokers spent with no line in the replay. Log lines only:
 * the play is the same (`pnpm golden` all same).
 * 1. The red joker of a card a man held on (kept for his response, RULINGS.md QR-320) goes unused
 *    when the hold ends with no response: his next card turned, the phase over, his flight, an
 *    entanglement, a persuader's sway (world.ts `holdLapses`). It vanished unsaid.
 * 2. The black joker on a card whose owner rolled nothing (a wait, a card that passes) is said to
 *    go with the card, as the red one on a card that rolls nothing is (QR-24, QR-331).
 * Each assertion fails on the code before the change.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

const system = getSystem('quickdraw');

describe('the twenty-sixth audit (b): every joker spent is said', () => {
  it("1. the Town Marshal's hold lapses at his next card: the red joker he held on is said to go unused", () => {
    // Trial 884 (9 until the twenty-seventh audit's QR-6 amendment changed the trials, then 15 until
    // the thirty-second audit's QR-21 amendment did, then 66 until the thirty-fifth's QR-57).
    const log = replayScenario(system, bundled('street-fight'), '1', 884).log;
    const k = log.indexOf("    Town Marshal's hold lapses: the red joker he held on goes unused");
    expect(k).toBeGreaterThan(1);
    expect(log.slice(k - 6, k)).toEqual(['  card 2: the red joker', '  card 3: Town Marshal', '    Town Marshal holds', '  card 4: the black joker', '  card 5: Town Marshal', '    Town Marshal stops holding']);
  });

  it("1. the Sheriff holds on the red joker's card and the phase ends: said before the next phase", () => {
    // Trial 19 (the Deputy in trial 96 until the thirty-third audit's QR-21 amendment changed the
    // trials, then in trial 264 until the thirty-fifth's QR-57 did).
    const log = replayScenario(system, bundled('street-fight'), '1', 19).log;
    const k = log.indexOf("    Sheriff's hold ends with the phase: the red joker he held on goes unused");
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toMatch(/^Phase \d+: \d+ cards$/);
    expect(log.slice(0, k).reverse().find((l) => l.startsWith('  card'))).toMatch(/: Sheriff$/);
  });

  it('2. the black joker on a card where Virgil Earp waits is said to go with the card', () => {
    // Trial 120 (18 until the twenty-ninth audit changed the trials, then 23 until the thirty-second
    // audit's QR-21 amendment did, then 4 until the thirty-third's, then 1 until the thirty-fifth's
    // QR-57): his wait on the card after the black joker.
    const log = replayScenario(system, bundled('ok-corral'), '1', 120).log;
    const k = log.findIndex((l, x) => {
      if (l !== '    Virgil Earp waits: no move and no action asked') return false;
      const card = log.slice(0, x).reverse().findIndex((m) => m.startsWith('  card'));
      return /^ {2}card \d+: the black joker$/.test(log[x - card - 2] ?? '');
    });
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toBe('    the black joker: Virgil Earp rolled nothing on this card, and it goes with the card');
  });
});
