/**
 * Hits on beasts (REEL 7: BEASTS, EFFECT OF HITS ON WILD ANIMALS and DAMAGE TO WILD ANIMALS):
 * "When a wild animal is shot or struck check its Defense Value (DV), allow for any adjustments and
 * then roll 1D10"; beyond the printed columns "roll an extra dice and take the lowest result for
 * DV-2 and the highest result for DV+3"; Nick (a reaction test; in combat driven back 2 paces), Hit
 * (speed -25% and one attack die lost per hit, driven back 4 paces in combat, a reaction test;
 * killed at 2 hits up to horse size), Slain. Also the beast's own dice: its attack dice, the best
 * taken ("When a beast attacks, it rolls the number of attack dice shown and takes the best
 * result"), and its speed. The reaction test a hit calls for is owed (`reactFrom`) and taken by
 * beasts.ts once the shot or blow is over. Reads and writes `beastHits`, `reactFrom`, `engaged`,
 * `wounded`, `status` (through setStatus), `cell` (driven back), `trophy`. Allocates nothing.
 * RULINGS.md QR-48, QR-51.
 */
import { STATUS_DEAD, STATUS_UP } from '@deadeye/core';
import { ANIMAL_SPEED_CUT_PER_HIT, WILD_ANIMAL_COLUMNS, wildAnimalDamage } from '../tables/beasts.ts';
import { moveAway } from './movement.ts';
import { jokerRoll, PASSED, redJokerPasses, reductionRolled, rolled, rollRead } from './rolls.ts';
import { READ_BEST, READ_WORST } from './setup.ts';
import { Q_BEASTS_SLAIN } from './counts.ts';
import { count, goOut, nameOf, type QdWorld } from './world.ts';

/** The lowest and highest printed DV columns of DAMAGE TO WILD ANIMALS (-2 and "DV3+"). */
const LOWEST = WILD_ANIMAL_COLUMNS[0];
const HIGHEST = WILD_ANIMAL_COLUMNS[WILD_ANIMAL_COLUMNS.length - 1]!;
/** Paces a beast is driven back in combat by a Nick and by a Hit (the outcomes' texts). */
export const NICK_DRIVEN_BACK = 2;
export const HIT_DRIVEN_BACK = 4;

/** What a hit on a beast did, as effects.ts's HitResult: hits taken (`cards`), and 1 in `out` if it died. */
export interface BeastHitResult {
  cards: number;
  out: number;
}

/** Attack dice beast `i` has left: its ANIMAL TYPES dice less one per hit (0: no offensive action). */
export function beastDice(world: QdWorld, i: number): number {
  const b = world.setup.characters[i]!.beast!;
  return Math.max(0, b.attackDice - world.beastHits[i]!);
}

/** Beast `i`'s move in half-spaces: its maximum speed (paces) less 25% per hit ("Speed is reduced by 25% for each hit"). */
export function beastBudget(world: QdWorld, i: number): number {
  const speed = world.setup.characters[i]!.move * Math.max(0, 1 - ANIMAL_SPEED_CUT_PER_HIT * world.beastHits[i]!);
  return (2 * speed) / world.setup.pacesPerSpace;
}

/**
 * Rolls `dice` D10 for beast `i` and takes the best (its attack dice: attacks, reactions,
 * recovering). The joker on its card makes the first roll of the card a 10 (red) or a 1 (black),
 * as for a character's first test (RULINGS.md QR-7).
 * @param what the roll's name, for the log
 */
export function rollBeastDice(world: QdWorld, i: number, dice: number, what: string): number {
  const forced = jokerRoll(world, i, what);
  if (forced !== 0) return forced;
  const v = rollRead(world, dice, READ_BEST);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} ${what}: ${dice}D10 ${rolled(world, v)}`);
  return v;
}

/**
 * Beast `i` tests where the text gives a character his action dice: escaping an entanglement
 * (entangle.ts `escapeOnCard`; RULINGS.md QR-140). A beast has no action dice (QR-45): it rolls
 * its attack dice left (at least one), the best, and at reduction `level` one step down the
 * action dice's ladder per level (QR-4: several dice read best become one, one die becomes 2D10
 * take the worst, dice read worst gain one; at most one level under `+reduce-once`). `reroll`: a failure (1-4) is rerolled once, the
 * second take standing. The joker on its card decides the card's first roll (QR-7); under
 * `+red-joker-easy` a later test of the red joker's card passes unrolled (QR-7).
 * @param what the test's name, for the log
 * @returns the roll read, 1..10
 */
export function beastTest(world: QdWorld, i: number, level: number, reroll: boolean, what: string): number {
  if (redJokerPasses(world, i, what)) return PASSED;
  const forced = jokerRoll(world, i, what);
  if (forced !== 0) return forced;
  // Under +reduce-once never more than reduced once (QR-4).
  const at = reductionRolled(world.setup, level);
  let v = rollBeastAt(world, i, at);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} ${what}: rolls ${rolled(world, v)}${at > 0 ? ` (reduced x${at})` : ''}`);
  if (v < 5 && reroll) {
    v = rollBeastAt(world, i, at);
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} rerolls (trait): ${rolled(world, v)}`);
  }
  return v;
}

/** One roll of beast `i`'s attack dice left (at least one) at reduction `level` ({@link beastTest}). */
function rollBeastAt(world: QdWorld, i: number, level: number): number {
  let dice = Math.max(1, beastDice(world, i));
  let worst = false;
  for (let k = 0; k < level; k++) {
    if (worst) dice++;
    else if (dice > 1) dice = 1;
    else {
      dice = 2;
      worst = true;
    }
  }
  return rollRead(world, dice, worst ? READ_WORST : READ_BEST);
}

/** The hit being resolved (one per module: no allocation). */
const result: BeastHitResult = { cards: 0, out: 0 };

/**
 * A hit on beast `t` by `attacker` at DV `dv` (every adjustment included): 1D10 on DAMAGE TO WILD
 * ANIMALS; below DV-2 two dice and the lowest read at DV-2, above DV3 two dice and the highest read
 * at DV3+ (RULINGS.md QR-51). Nick: in combat (`combat` 1) driven back 2 paces, the fight going
 * on; Hit: `hits` more hits (dead at its `hitsToKill`), in combat driven back 4 paces and the
 * fight broken off; both owe a reaction test to
 * `attacker`. Slain: dead, and a Bloodthirsty man fighting it takes trophies from it (`trophy`,
 * RULINGS.md QR-82).
 */
export function beastDamage(world: QdWorld, t: number, attacker: number, dv: number, combat: number): BeastHitResult {
  result.cards = 0;
  result.out = 0;
  const first = world.stream.d10();
  let roll = first;
  let column = dv;
  let again = 0;
  if (dv < LOWEST || dv > HIGHEST) {
    again = world.stream.d10();
    roll = dv < LOWEST ? Math.min(first, again) : Math.max(first, again);
    column = dv < LOWEST ? LOWEST : HIGHEST;
  }
  const damage = wildAnimalDamage(roll, column);
  if (world.log !== null) {
    const dice = again === 0 ? `1D10 ${roll}` : `2D10 ${first} and ${again}, the ${dv < LOWEST ? 'lowest' : 'highest'} read at DV ${column}`;
    world.log.push(`    damage to ${nameOf(world, t)} at DV ${dv}: ${dice}: ${damage}`);
  }
  world.lastAttacker[t] = attacker;
  const b = world.setup.characters[t]!.beast!;
  const hits = damage === '1-hit' ? 1 : damage === '2-hits' ? 2 : 0;
  if (damage === 'slain' || world.beastHits[t]! + hits >= b.hitsToKill) {
    result.cards = damage === 'slain' ? b.hitsToKill - world.beastHits[t]! : hits;
    result.out = 1;
    world.beastHits[t] = b.hitsToKill;
    world.wounded[t] = 1;
    count(world, Q_BEASTS_SLAIN);
    // A Bloodthirsty man fighting it takes trophies from the fallen foe until he passes an action
    // test, as from a fallen man (REEL 2, PERSONALITY; effects.ts `takeCards`; RULINGS.md QR-82).
    for (let k = 0; k < world.n; k++) {
      if (world.engaged[k] === t && world.setup.characters[k]!.bloodthirsty === 1 && world.status[k] === STATUS_UP) world.trophy[k] = 1;
    }
    goOut(world, t, STATUS_DEAD);
    world.reactFrom[t] = -1;
    if (world.log !== null) world.log.push(`    ${nameOf(world, t)} drops dead`);
    return result;
  }
  if (hits > 0) {
    world.beastHits[t] = world.beastHits[t]! + hits;
    world.wounded[t] = 1;
    result.cards = hits;
    if (world.log !== null) world.log.push(`    ${nameOf(world, t)} takes ${hits} hit${hits > 1 ? 's' : ''}: ${beastDice(world, t)} attack dice left, speed ${(world.setup.characters[t]!.move * (1 - ANIMAL_SPEED_CUT_PER_HIT * world.beastHits[t]!)).toFixed(0)} paces`);
  }
  if (combat === 1) {
    const back = hits > 0 ? HIT_DRIVEN_BACK : NICK_DRIVEN_BACK;
    moveAway(world, t, world.cell[attacker]!, (2 * back) / world.setup.pacesPerSpace, false, hits > 0 ? 'is driven back 4 paces' : 'is driven back 2 paces');
    // A Hit breaks the fight off; a Nick only drives it back, and the fight goes on: its
    // opponent follows up (RULINGS.md QR-51, QR-161).
    if (hits > 0) {
      world.engaged[t] = -1;
      if (world.engaged[attacker] === t) world.engaged[attacker] = -1;
    }
  }
  world.reactFrom[t] = attacker;
  return result;
}
