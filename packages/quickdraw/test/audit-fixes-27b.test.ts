/**
 * The twenty-seventh audit (b, 2026-12-04): a courage test's flight away from the enemy stops short
 * of another enemy (RULINGS.md QR-348). "If in the open or in close combat, panic and flee at
 * maximum speed away from the enemy" (REEL 3, TAKING A COURAGE TEST, 1): with no exit to run to,
 * the man ran away from the shooter and could end in contact with another enemy (the saloon
 * brawl, seed 1, trial 72: Red Carter, shot at by the Gambler, fled from (6,6) to (1,4), beside the
 * Bartender at (1,3)). Now his flight stops on the last cell of its way that is not beside an enemy
 * up (movement.ts `moveAwayClear`, as a fall back's, QR-210). Fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { placeAt, STATUS_UNCONSCIOUS } from '@deadeye/core';
import { getSystem, replayScenario } from '@deadeye/registry';
import { isLocated } from '../src/skirmish/locating.ts';
import { moveAllowance, moveAwayClear } from '../src/skirmish/movement.ts';
import { bundled } from './fixture.ts';
import { cellOf, locatedWorld } from './qd-helpers.ts';

describe('the twenty-seventh audit (b): a flight away from the enemy stops short of another (QR-348)', () => {
  it('Red Carter flees from the Gambler and stops short of the Bartender, whom he has not located (trial 72\'s figures)', () => {
    // Re-pinned (the thirty-fourth audit's third form of QR-21's walk away): in trial 72 itself his
    // flight now reads the Bartender, located, and no longer runs toward him ("flees (6,6) -> (5,5)"),
    // and the stop short of a flight is rarer in play (a walk away keeps off every enemy he has
    // located; only one he has not located lies in its way: trial 425 below). The
    // figures of trial 72 at his courage test, the Bartender behind the bar not located: his
    // flight runs toward him and stops short of him, as before the amendment.
    const saloon = bundled('saloon-brawl');
    const who = (name: string) => saloon.characters.findIndex((c) => c.name === name);
    const world = locatedWorld(saloon, [5, 5, 5, 5, 5, 5, 5, 5, 5, 5]).world;
    const carter = who('Red Carter');
    const bartender = who('Bartender');
    const figures = [['Big Swede', 5, 5], ['Lefty Jack', 8, 7], ['Silver Dollar Sam', 5, 6], ['Blacksmith', 8, 8], ['Gambler', 13, 9], ['Bartender', 1, 3], ['Red Carter', 6, 6]] as const;
    for (const [name, x, y] of figures) placeAt(world, who(name), cellOf(world, x, y));
    for (const name of ['Big Swede', 'Lefty Jack', 'Silver Dollar Sam']) world.status[who(name)] = STATUS_UNCONSCIOUS;
    world.located[carter * world.n + bartender] = 0;
    expect(isLocated(world, carter, bartender)).toBe(false);
    world.log = [];
    moveAwayClear(world, carter, world.cell[who('Gambler')]!, moveAllowance(world, carter), 'flees', true);
    expect(world.log).toEqual([
      "    Red Carter's way away would stop at (2,4), beside Bartender at (1,3): he stops short of him",
      '    Red Carter flees (6,6) -> (3,4)',
    ]);
  });

  it('played: trial 425, Big Swede flees from the Gambler and stops short of the Bartender behind the bar', () => {
    const log = replayScenario(getSystem('quickdraw'), bundled('saloon-brawl'), '1', 425).log;
    const k = log.indexOf('    Big Swede takes a courage test: rolls 1');
    expect(k).toBeGreaterThan(0);
    expect(log.slice(k + 1, k + 3)).toEqual([
      "    Big Swede's way away would stop at (2,4), beside Bartender at (1,3): he stops short of him",
      '    Big Swede flees (6,7) -> (3,4)',
    ]);
  });

  it('played: trial 72, the Bartender located, his flight keeps off him', () => {
    const log = replayScenario(getSystem('quickdraw'), bundled('saloon-brawl'), '1', 72).log;
    const k = log.indexOf('    Red Carter takes a courage test: rolls 1');
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toBe('    Red Carter flees (6,6) -> (5,5)');
  });
});
