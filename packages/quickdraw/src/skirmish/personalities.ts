/**
 * Personalities that change a character's own procedure beyond a reroll (REEL 2, CASTING –
 * CREATING CHARACTERS, PERSONALITY). Bloodthirsty, "Always finishes their foe off: Must pass an
 * Action test to stop fighting or taking trophies from a fallen foe" (RULINGS.md QR-82); Rash,
 * "Always stands, fights" (QR-78): he does not break off a fight. The auras
 * of the Natural Leader and the Dominant character are read by every test (rolls.ts `test`,
 * RULINGS.md QR-80, QR-81); a foe falling marks a Bloodthirsty opponent (effects.ts `takeCards`;
 * a beast slain, wild-animals.ts `beastDamage`).
 * Allocates nothing.
 */
import { STATUS_UP } from '@deadeye/core';
import { attackAction, inContact, stopsFighting, strike } from './fighting.ts';
import { TRAIT } from './setup.ts';
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
 * A character in close combat who wants to move away (his card's move while engaged): a Rash one
 * "Always stands, fights" (REEL 2, PERSONALITY, Rash; RULINGS.md QR-78), and under `+proud-stands` a
 * Proud one, "Always stands and fights" (Proud): in contact with his opponent, he does not break
 * off but fights on, with no test; a Bloodthirsty one tests to stop
 * fighting (QR-82). True if he fights on (the card is a blow at his opponent, of the form
 * `blowOf(i, opponent)` gives, his agent's answer at `PHASE_BRAWL`: QR-78), false if he may go on
 * to break off. A Bloodthirsty man whose opponent fell back out of contact and who cannot stop
 * follows him up (fighting.ts `attackAction`, QR-161: a move into contact, `moved` called after
 * it, then the blow).
 */
export function fightsOn(world: QdWorld, i: number, blowOf: (i: number, t: number) => number, moved: ((i: number) => void) | null = null): boolean {
  const opp = world.engaged[i]!;
  if (opp < 0 || world.status[opp] !== STATUS_UP) return false;
  const c = world.setup.characters[i]!;
  // Proud's "Always stands and fights" as a rule, as Rash's, under +proud-stands (QR-78).
  const standing = TRAIT.rash | (world.setup.variant.proudStands === 1 ? TRAIT.proud : 0);
  if ((c.traits & standing) !== 0 && inContact(world, i, opp)) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} stands and fights (${(c.traits & TRAIT.rash) !== 0 ? 'Rash' : 'Proud'})`);
  } else if (c.bloodthirsty === 0 || stopsFighting(world, i)) return false;
  if (world.setup.noFighting === 0) {
    if (inContact(world, i, opp)) strike(world, i, opp, blowOf(i, opp), 0, 0, 0, true);
    else attackAction(world, i, opp, blowOf(i, opp), 0, false, moved);
  }
  return true;
}
