/**
 * Characters put out of action (WOUNDS: unconscious, dead; MORALE: fled, captured; surrender) and
 * what goes with it: the side's casualty count, the Referee's Screen MORALE triggers (S14: first
 * casualty, half the side down), holds let go (S21), the man riding double behind a rider who goes
 * (Northfield, Horses), the special rule's own trigger.
 *
 * Reads: status, cell, sideOf, passenger, carrier, mounted, sideSize, setup.morale.
 * Writes: status, upNow, occupancy, sideCasualties, sideHalfChecked, moraleDue, the hold and brawl
 * columns (via releaseBrawl), carrier, passenger, horseStr, horseWounds, mounted.
 */
import { setStatus } from '@deadeye/core';
import { unhorsePassenger } from './horses.ts';
import { nameOf, releaseBrawl, type SkirmishWorld, ST_CAPTURED, ST_DEAD, ST_FLED, ST_UNCONSCIOUS, ST_UP, STATUS_NAMES } from './world.ts';

/**
 * Marks `i` out of action with status `st` (ST_UNCONSCIOUS, ST_DEAD, ST_FLED, ST_CAPTURED), once:
 * a man already out only goes from unconscious to dead. Counts the casualty for his side, fires
 * the morale triggers (S14), lets go of holds and brawls, unhorses or takes along a man riding
 * double, and tells the special rule.
 */
export function takeOut(world: SkirmishWorld, i: number, st: number): void {
  if (world.status[i] !== ST_UP) {
    if (st === ST_DEAD && world.status[i] === ST_UNCONSCIOUS) setStatus(world, i, ST_DEAD);
    return;
  }
  // The casualty is counted here, before a man riding double behind him is (same side: the
  // triggers below come out the same either way).
  setStatus(world, i, st);
  // Put out by the group now firing: still its simultaneous volleys' target (firing.ts, S4).
  world.outInGroup[i] = world.fireGroup;
  const s = world.sideOf[i]!;
  const before = world.sideCasualties[s]! - 1;
  // Riding double: the man behind goes with a rider riding out, else takes the reins or falls;
  // a man carried who is shot down falls off.
  const behind = world.passenger[i]!;
  if (behind >= 0) riderGone(world, i, behind, st);
  const rider = world.carrier[i]!;
  if (rider >= 0) unhorsePassenger(world, rider, i);
  releaseBrawl(world, i);
  const m = world.setup.morale;
  // Morale triggers (S14): the side's first casualty; half the side out.
  if (m.firstCasualty === 1 && before === 0) dueSide(world, s);
  if (m.halfDown === 1 && world.sideHalfChecked[s] === 0 && 2 * (before + 1) >= world.sideSize[s]!) {
    world.sideHalfChecked[s] = 1;
    dueSide(world, s);
  }
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is ${STATUS_NAMES[st]}`);
  if (world.northfield !== null) world.northfield.onTakeOut(i, st);
}

/** Makes every member of side `s` due a morale check at the end of the turn (S14). */
export function dueSide(world: SkirmishWorld, s: number): void {
  for (const m of world.setup.sides[s]!.members) world.moraleDue[m] = 1;
}

/**
 * Rider `r`, carrying `p`, is out of action with status `st`: riding out (fled), he takes `p`
 * with him, up or unconscious; down or captured, a conscious `p` takes the reins (the horse's
 * strength and wounds go with it) and an unconscious one falls off.
 */
export function riderGone(world: SkirmishWorld, r: number, p: number, st: number): void {
  if (st === ST_FLED && world.mounted[r] === 1) {
    world.carrier[p] = -1;
    world.passenger[r] = -1;
    if (world.status[p] === ST_UP) takeOut(world, p, ST_FLED);
    else if (world.status[p] === ST_UNCONSCIOUS) {
      setStatus(world, p, ST_FLED);
      if (world.log !== null) world.log.push(`    ${nameOf(world, p)} is carried out of town over ${nameOf(world, r)}'s saddle`);
    }
    return;
  }
  if (world.status[p] === ST_UP && world.mounted[r] === 1) {
    world.carrier[p] = -1;
    world.passenger[r] = -1;
    world.horseStr[p] = world.horseStr[r]!;
    world.horseWounds[p] = world.horseWounds[r]!;
    world.mounted[r] = 0;
    if (world.log !== null) world.log.push(`    ${nameOf(world, p)} takes the reins of ${nameOf(world, r)}'s horse`);
    return;
  }
  unhorsePassenger(world, r, p);
}

/** `i` surrenders (an agent's ACT_SURRENDER): out of action as captured. */
export function surrender(world: SkirmishWorld, i: number): void {
  if (world.log !== null) world.log.push(`  ${nameOf(world, i)} surrenders`);
  takeOut(world, i, ST_CAPTURED);
}
