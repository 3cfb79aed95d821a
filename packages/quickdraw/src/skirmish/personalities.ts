/**
 * Personalities that change a character's own procedure beyond a reroll (REEL 2, CASTING –
 * CREATING CHARACTERS, PERSONALITY). Bloodthirsty, "Always finishes their foe off: Must pass an
 * Action test to stop fighting or taking trophies from a fallen foe" (RULINGS.md QR-82). The auras
 * of the Natural Leader and the Dominant character are read by every test (rolls.ts `test`,
 * RULINGS.md QR-80, QR-81); a foe falling marks a Bloodthirsty opponent (effects.ts `takeCards`).
 * Allocates nothing.
 */
import { STATUS_UP } from '@deadeye/core';
import { strike } from './fighting.ts';
import { test } from './rolls.ts';
import { nameOf, type QdWorld } from './world.ts';

/**
 * A Bloodthirsty character taking trophies from a fallen foe tests to stop on his card: true if he
 * fails (the card is spent on the fallen foe), false if he passes (5+) or is not taking trophies.
 */
export function takingTrophies(world: QdWorld, i: number): boolean {
  if (world.trophy[i] === 0) return false;
  const v = test(world, i, 0, 0, 'tries to stop taking trophies (Bloodthirsty)');
  if (v >= 5) {
    world.trophy[i] = 0;
    return false;
  }
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} finishes off his fallen foe`);
  return true;
}

/**
 * A Bloodthirsty character in close combat who wants to move away tests to stop fighting: true if
 * he fails (he fights on: the card is a blow at his opponent, `blow` as his agent asked), false if
 * he passes or is not Bloodthirsty.
 */
export function fightsOn(world: QdWorld, i: number, blow: number): boolean {
  const opp = world.engaged[i]!;
  if (world.setup.characters[i]!.bloodthirsty === 0 || opp < 0 || world.status[opp] !== STATUS_UP) return false;
  const v = test(world, i, 0, 0, 'tries to stop fighting (Bloodthirsty)');
  if (v >= 5) return false;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} cannot stop fighting`);
  if (world.setup.noFighting === 0) strike(world, i, opp, blow, 0, 0, 0, true);
  return true;
}
