/**
 * The twenty-sixth audit (c, 2026-12-04): the black joker stops a card whose movement or action
 * rolls no die (RULINGS.md QR-24, amended): a broken man's flight, and the Northfield module's tasks
 * (a threat, a search, a cover, a shot in the air). "That character either makes no movement or
 * action on that turn or suffers a reverse or mishap" (REEL 1): on such a card there is no first
 * roll for the joker to make a 1, and it had gone with the card while the flight or the task went
 * ahead (the street fight, seed 1, trial 45: the Sheriff fled off the map on the black joker's
 * card). Each assertion fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

const system = getSystem('quickdraw');

/**
 * The replay's line `said` in trial `trial` of `name`, with the card line before it and the line
 * before that (the joker turned): [joker, card, said].
 */
function around(name: string, trial: number, said: string): readonly string[] {
  const log = replayScenario(system, bundled(name), '1', trial).log;
  const k = log.indexOf(said);
  expect(k, `${name} trial ${trial}: ${said}`).toBeGreaterThan(1);
  return log.slice(k - 2, k + 1);
}

describe('the twenty-sixth audit (c): the black joker stops a flight and a task', () => {
  it("the Sheriff, broken, does not flee on the black joker's card (the street fight, trial 122)", () => {
    // Trial 45 until the thirty-second audit's QR-21 amendment changed the trials; trial 122 was
    // not played on the code before the fix.
    const [joker, card] = around('street-fight', 122, '    the black joker: Sheriff does not flee');
    expect(joker).toBe('  card 7: the black joker');
    expect(card).toBe('  card 8: Sheriff');
  });

  it("Northfield's tasks: no shot in the air, no cover, no search, no threat on the black joker's card", () => {
    const cases: readonly [number, string, string][] = [
      [0, '  card 22: Cole Younger', '    the black joker: Cole Younger does not fire in the air'],
      [9, '  card 28: Frank James', '    the black joker: Frank James does not cover the employee'], // trial 3 until the twenty-ninth audit
      [6, '  card 15: Bob Younger', '    the black joker: Bob Younger does not search the bank'],
      [12, '  card 9: Frank James', '    the black joker: Frank James does not threaten the employee'],
    ];
    for (const [trial, card, line] of cases) {
      const [joker, turned] = around('northfield', trial, line);
      expect(joker, `trial ${trial}`).toMatch(/^ {2}card \d+: the black joker$/);
      expect(turned, `trial ${trial}`).toBe(card);
    }
  });
});
