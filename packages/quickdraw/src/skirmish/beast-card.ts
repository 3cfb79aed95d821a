/**
 * A beast's card (REEL 7: BEASTS): what an activated beast does when its card is turned, by its
 * own procedure, not its agent's (RULINGS.md QR-47). In order: an entangled beast tries to escape
 * (entangle.ts `escapeOnCard` on its own dice, RULINGS.md QR-140: not free, the card is over); a
 * fleeing beast flees on; a beast
 * with no attack dice left flees ("If a beast loses all of its attack dice it cannot make any
 * offensive actions but may flee if it still has some movement left"); a beast backing off tries
 * to recover (its attack dice, the best: 1 flees, 2-4 keeps backing off, 5+ recovers and acts,
 * RULINGS.md QR-50); a calm herbivore does nothing; any other beast goes for its prey (the one
 * it is fighting, else who provoked it, else the nearest enemy it sees): runs at its speed into
 * contact ({@link beastMove})
 * and attacks with its attack dice ({@link beastAttack}, an All Out Attack when enraged; strike
 * in fighting.ts rolls them). The engine lets holders respond between the two. Reads and writes
 * the stance columns, `mood`, `prey`, `engaged`, `cell` (through movement.ts). Allocates nothing.
 */
import { BLOW_ALL_OUT, BLOW_STANDARD, offsetIndex, S_BLOCKED, STATUS_UP } from '@deadeye/core';
import { beastFlee, fleeFrom, stampede } from './beasts.ts';
import { blackJokerIdles, blackJokerStops } from './rolls.ts';
import { ENT_TRAPPED, escapeOnCard } from './entangle.ts';
import { engage, fearsomeCharge, inContact, strike } from './fighting.ts';
import { moveToward } from './movement.ts';
import { beastBudget, beastDice, rollBeastDice } from './wild-animals.ts';
import { active, MOOD_BACK, MOOD_CALM, MOOD_ENRAGED, MOOD_FLEE, MOOD_HUNT, nameOf, resetStance, type QdWorld } from './world.ts';

/** The nearest enemy up that beast `i` can see, or -1. */
function nearestSeen(world: QdWorld, i: number): number {
  const row = world.map.sight(world.cell[i]!);
  let best = -1;
  let bestD = Infinity;
  for (let j = 0; j < world.n; j++) {
    if (world.sideOf[j] === world.sideOf[i] || world.status[j] !== STATUS_UP || (row[world.cell[j]!]! & S_BLOCKED) !== 0) continue;
    const d = world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.cell[j]!)]!;
    if (d < bestD) {
      bestD = d;
      best = j;
    }
  }
  return best;
}

/**
 * The first part of beast `i`'s card: its stance is reset; under `+black-joker-idle` the black
 * joker's card ends there (QR-24); then, entangled, it tries to escape
 * (not free: nothing more, QR-140), then it flees, recovers, stays, or runs
 * at its prey (`movingQuickly` when it moved: a beast runs at its maximum speed). The black joker
 * on its card stops a flight or a run, which roll no die (QR-24 amended; "the black joker: Cougar
 * does not run at X"); one in contact spends it on its attack dice.
 * @returns whom it is in contact with and will attack, or -1
 */
export function beastMove(world: QdWorld, i: number): number {
  resetStance(world, i);
  if (!active(world, i)) return -1;
  // Under +black-joker-idle the black joker's card makes no movement or action (RULINGS.md QR-24).
  if (blackJokerIdles(world, i)) return -1;
  // Entangled or restrained: the card goes to escaping, as a character's; not free, it neither
  // moves nor attacks, and stays defenceless (entangle.ts; RULINGS.md QR-140).
  if (world.entangled[i] !== 0) {
    const before = world.entangled[i]!;
    if (!escapeOnCard(world, i)) {
      // Its test failed (it is still caught; completely trapped it has no test): a herd animal
      // sets off its herd away from the man who caught it, its last attacker (RULINGS.md QR-52).
      const cause = world.lastAttacker[i]!;
      if (before !== ENT_TRAPPED && world.entangled[i] !== 0 && world.setup.characters[i]!.beast!.herd === 1 && cause >= 0) stampede(world, i, cause);
      return -1;
    }
  }
  // Its flight and its run at its prey roll no die: the black joker stops them, as a man's flight
  // (RULINGS.md QR-24, amended: "makes no movement or action on that turn").
  if (world.broken[i] === 1 || world.mood[i] === MOOD_FLEE) {
    if (!blackJokerStops(world, i, 'flee')) beastFlee(world, i, fleeFrom(world, i));
    return -1;
  }
  const dice = beastDice(world, i);
  if (dice === 0) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} has no attack dice left`);
    if (!blackJokerStops(world, i, 'flee')) beastFlee(world, i, fleeFrom(world, i));
    return -1;
  }
  if (world.mood[i] === MOOD_BACK) {
    const v = rollBeastDice(world, i, dice, 'tries to recover');
    if (v === 1) {
      beastFlee(world, i, fleeFrom(world, i));
      return -1;
    }
    if (v <= 4) {
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} keeps backing off`);
      return -1;
    }
    world.mood[i] = world.setup.characters[i]!.beast!.herd === 1 ? MOOD_CALM : MOOD_HUNT;
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} recovers`);
  }
  if (world.mood[i] === MOOD_CALM) return -1;
  // Its prey: the one it is fighting ("keeps fighting"), else who provoked it, else the nearest enemy it sees.
  const e = world.engaged[i]!;
  const p = world.prey[i]!;
  const t = e >= 0 && world.status[e] === STATUS_UP && inContact(world, i, e) ? e : p >= 0 && world.status[p] === STATUS_UP ? p : nearestSeen(world, i);
  if (t < 0) return -1;
  if (!inContact(world, i, t)) {
    if (blackJokerStops(world, i, `run at ${nameOf(world, t)}`)) return -1;
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} goes for ${nameOf(world, t)}`);
    moveToward(world, i, world.cell[t]!, beastBudget(world, i), 'runs');
    if (world.movedThisCard[i] === 1) world.movingQuickly[i] = 1;
    if (!inContact(world, i, t)) return -1;
  }
  return t;
}

/**
 * The second part of beast `i`'s card: if still hunting or enraged, up, with an attack die left and in contact with `t`, it
 * engages him and attacks him: having charged in (moved this card), a Fearsome beast makes him take
 * a courage test in close combat ("if they charge or are charged by such a character", REEL 2; 1
 * flee, 2-4 fall back 2 paces On the Back Foot, REEL 3, COURAGE TEST; fighting.ts
 * `fearsomeCharge`, RULINGS.md QR-110: one who flees or falls back out of contact is not struck);
 * then one blow (`strike`: its attack dice, the best; the defender may respond), an All Out
 * Attack when enraged.
 */
export function beastAttack(world: QdWorld, i: number, t: number): void {
  const mood = world.mood[i]!;
  // With no attack die left (a holder's shot as it ran in) it "cannot make any offensive actions"
  // (REEL 7): no fight is started, no Fearsome charge (RULINGS.md QR-282).
  if ((mood !== MOOD_HUNT && mood !== MOOD_ENRAGED) || !active(world, i) || beastDice(world, i) === 0 || world.status[t] !== STATUS_UP || !inContact(world, i, t)) return;
  const charged = world.movedThisCard[i]!;
  // Engaged first: the Fearsome beast's charge gives its prey his courage test "in close combat"
  // (1 flee, 2-4 fall back 2 paces On the Back Foot), as a man's charge does (RULINGS.md QR-110;
  // the eighteenth audit: it was taken before, read as in the open). Fled, or fallen back out of
  // contact: no blow, and the fight is over where contact was lost.
  engage(world, i, t);
  if (charged === 1 && !fearsomeCharge(world, i, t)) return;
  strike(world, i, t, mood === MOOD_ENRAGED ? BLOW_ALL_OUT : BLOW_STANDARD, 0, charged, 0, true);
}
