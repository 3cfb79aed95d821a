/**
 * The twenty-seventh audit (a, 2026-12-04): the black joker stops a beast's flight and its run at
 * its prey, which roll no die (RULINGS.md QR-24, amended again). QR-24's amendment of the
 * twenty-sixth audit (a man's flight, the Northfield tasks) had left the beast's run open: the
 * joker went with the card while the beast ran in, or (the cougar fixture, seed 1, trial 3) stayed
 * on its card for its attack dice. "That character either makes no movement or action on that
 * turn or suffers a reverse or mishap" (REEL 1). The slow move in bad going under
 * `+slow-bad-going-untested` is in switches-j.test.ts. Each assertion fails on the code before.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '@deadeye/core';
import { compileScenario, getSystem, replayScenario } from '@deadeye/registry';

const system = getSystem('quickdraw');

/** The fixture `name` (fixtures/<name>.yaml) compiled for Quick on the Draw, with no variant. */
function fixture(name: string): ReturnType<typeof compileScenario> {
  return compileScenario(system, loadScenario(fileURLToPath(new URL(`./fixtures/${name}.yaml`, import.meta.url))), {});
}

/**
 * Trial `trial` (seed 1) of fixture `name`: the line `said` must follow the black joker's card and
 * the beast's card, and the next line start another card or phase (the beast does nothing more).
 */
function stopped(name: string, trial: number, card: string, said: string): void {
  const log = replayScenario(system, fixture(name), '1', trial).log;
  const k = log.indexOf(said);
  expect(k, `${name} trial ${trial}: ${said}`).toBeGreaterThan(1);
  expect(log[k - 2], `${name} trial ${trial}`).toMatch(/^ {2}card \d+: the black joker$/);
  expect(log[k - 1], `${name} trial ${trial}`).toBe(card);
  expect(log[k + 1], `${name} trial ${trial}`).toMatch(/^( {2}card \d+: |Phase \d+: )/);
}

describe('the twenty-seventh audit (a): the black joker stops a beast that would run or flee', () => {
  it('a run at its prey (the cougar, trial 3: Jed would have evaded before its attack dice)', () => {
    stopped('cougar', 3, '  card 5: Cougar', '    the black joker: Cougar does not run at Jed');
    stopped('wolf-pack', 18, '  card 4: Old Wolf', '    the black joker: Old Wolf does not run at Amos');
    stopped('buffalo-herd', 39, '  card 5: Bull', '    the black joker: Bull does not run at Second Hunter');
  });

  it('a flight (a wolf and the rattlesnake)', () => {
    stopped('wolf-pack', 1, '  card 2: Old Wolf', '    the black joker: Old Wolf does not flee');
    stopped('rattlesnake', 28, '  card 6: Rattlesnake', '    the black joker: Rattlesnake does not flee');
  });
});
