/**
 * WOUNDS (boot-hill-rulebook.txt, WOUNDS and the WOUND CHART; hard cover; SHOTGUN/SCATTER GUN
 * EFFECTS TABLE; RULINGS.md S5, S8): where a hit lands and how bad it is, what cover hides, a
 * shotgun's number of wounds, a hit on a horse (Northfield module, Horses), and the stun a wound
 * may cause (STUNNING CHART).
 *
 * Reads: cell, leftHanded, action, inHand, wLongArm, wBuffalo, wFirearm, wLaunched, wSpread, status, str,
 * carrier, passenger, horseStr, facing. Writes: woundPts, wounded, worst and lamedNow (via
 * worsenWound), horseWounds, mounted, horseMoving, speedStale, moraleDue, the accumulator's
 * wound and kill counts; status via takeOut.
 */
import { ACT_AIM, ACT_FIRE, ACT_THROW, S_CORNER, S_HARD } from '@deadeye/core';
import { Spread } from '../duel/matchup.ts';
import { LEFT_ARM_HAND, LOCATION_LABELS, LOCATION_OF_ROLL, RIGHT_ARM_HAND, SEVERITY_LABELS, SEVERITY_MORTAL, SEVERITY_OF_ROLL, SEVERITY_SERIOUS, SPREAD_WOUNDS, STRENGTH_LOSS } from '../wound-lookup.ts';
import { W_KILLS, W_WOUNDS } from './accumulator.ts';
import { takeOut } from './casualties.ts';
import { unhorsePassenger } from './horses.ts';
import { BUFFALO_WOUND_STUN, HEAD_WOUND_STUN } from './lookups.ts';
import { inFront } from './observe.ts';
import { stunCheck } from './stunning.ts';
import { ALL_LOCATIONS, L_HEAD, L_LEFT_LEG, L_LEFT_SHOULDER, L_RIGHT_LEG, L_RIGHT_SHOULDER, nameOf, type SkirmishWorld, ST_DEAD, ST_UNCONSCIOUS, ST_UP, worsenWound } from './world.ts';


/** Wounds of a shotgun (`sp` Spread.Shotgun) or scatter gun hit at `band`: d10 on the SHOTGUN/SCATTER GUN EFFECTS TABLE. */
export function spreadWounds(world: SkirmishWorld, sp: number, band: number): number {
  const d10 = world.stream.d10();
  const n = SPREAD_WOUNDS[(sp - 1) * 40 + (d10 - 1) * 4 + band]!;
  if (world.log !== null) world.log.push(`      spread d10 ${d10}: ${n} wound(s)`);
  return n;
}

/**
 * Locations of `t` exposed to `i`'s shot (WOUNDS, hard cover): all, unless the line crosses hard
 * or corner cover next to the target and the shooter is not within one space (S5). A target
 * firing a long arm or a bow (drawn with both hands, S16) shows what a rifleman does.
 */
export function exposedMask(world: SkirmishWorld, i: number, t: number, sight: number): number {
  // Northfield: the module's cover (inside a building hard, outside only a corner) for the map's.
  if (world.northfield !== null) sight = world.northfield.coverBits(t, sight);
  if ((sight & (S_HARD | S_CORNER)) === 0) return ALL_LOCATIONS;
  if (world.offsetDistance[world.offsetCentre + world.offsetKey[world.cell[t]!]! - world.offsetKey[world.cell[i]!]!]! < 1.5) return ALL_LOCATIONS;
  const left = world.leftHanded[t] === 1;
  const act = world.action[t]!;
  const firing = act === ACT_FIRE || act === ACT_THROW || act === ACT_AIM;
  let mask = 1 << L_HEAD;
  if (firing) {
    const w = world.inHand[t]!;
    const long = w >= 0 && world.wLongArm[t * world.maxW + w] === 1;
    const gunArm = left ? LEFT_ARM_HAND : RIGHT_ARM_HAND;
    if (long) mask |= (1 << LEFT_ARM_HAND) | (1 << RIGHT_ARM_HAND) | (1 << (left ? L_RIGHT_SHOULDER : L_LEFT_SHOULDER));
    else mask |= (1 << gunArm) | (1 << (left ? L_LEFT_SHOULDER : L_RIGHT_SHOULDER));
    // Around a corner a rifleman shows a leg too (RB WOUNDS names it for the rifle only); under
    // the Northfield module anyone does ("Firing around a corner also exposes a leg", S5).
    if ((sight & S_CORNER) !== 0 && (long || world.northfield !== null)) mask |= 1 << (left ? L_LEFT_LEG : L_RIGHT_LEG);
  }
  return mask;
}

/**
 * A hit on `target`'s horse (S8; Northfield module, Horses: d100 61-00 of a hit on a mounted man,
 * roll `r`): wounds rolled as on a man (a shotgun's by the EFFECTS TABLE at `band`); a mortal wound
 * or wounds reaching the horse's STRENGTH bring it down and the rider (and a man riding double)
 * comes off, unhurt.
 */
export function woundHorse(world: SkirmishWorld, target: number, slot: number, band: number, r: number): void {
  // S8: a hit on the horse rolls wounds as on a man; a mortal wound or wounds reaching the horse's
  // STRENGTH bring it down and the rider is dismounted (no damage from the fall). A man riding
  // double sits his rider's horse: both come off.
  const t = world.carrier[target]! >= 0 ? world.carrier[target]! : target;
  let n = 1;
  const sp = world.wSpread[slot]!;
  // The shotgun's d10 as on a man, with its replay line (an audit, 2026-12-01: it was rolled unseen).
  if (sp !== Spread.None) n = spreadWounds(world, sp, band);
  let down = false;
  for (let q = 0; q < n; q++) {
    const locRoll = world.stream.d100();
    const loc = LOCATION_OF_ROLL[locRoll]!;
    const sevRoll = world.stream.d100();
    const sev = SEVERITY_OF_ROLL[loc * 101 + sevRoll]!;
    if (sev === SEVERITY_MORTAL) down = true;
    else world.horseWounds[t] = world.horseWounds[t]! + STRENGTH_LOSS[sev]!;
    // Every roll is in the replay (the horse's wounds are rolled as a man's: S8).
    if (world.log !== null) world.log.push(`      wound on the horse: location roll ${locRoll} = ${LOCATION_LABELS[loc]}, severity roll ${sevRoll} = ${SEVERITY_LABELS[sev]}`);
  }
  if (world.horseWounds[t]! >= world.horseStr[t]!) down = true;
  if (world.log !== null) world.log.push(`      horse hit (roll ${r}): ${down ? 'the horse goes down; rider dismounted' : `horse STR ${world.horseStr[t]! - world.horseWounds[t]!} left`}`);
  if (down) {
    world.mounted[t] = 0;
    world.horseMoving[t] = 0;
    world.speedStale[t] = 1;
    const p = world.passenger[t]!;
    if (p >= 0) unhorsePassenger(world, t, p);
  }
}

/**
 * Rolls one wound on `t` from `by` with weapon `slot` (or -1: an explosion or a blade): location,
 * cover, severity, strength, status, stunning. Returns false when the location was covered.
 */
export function rollWound(world: SkirmishWorld, t: number, by: number, slot: number, wo: number, exposed: number): boolean {
  world.speedStale[t] = 1;
  const locRoll = world.stream.d100();
  const loc = LOCATION_OF_ROLL[locRoll]!;
  if ((exposed & (1 << loc)) === 0) {
    if (world.log !== null) world.log.push(`      location roll ${locRoll} = ${LOCATION_LABELS[loc]}: behind cover, a miss`);
    return false;
  }
  const sevRoll = world.stream.d100();
  const sev = SEVERITY_OF_ROLL[loc * 101 + sevRoll]!;
  const wasUp = world.status[t] === ST_UP;
  if (wo >= 0) world.acc[wo + W_WOUNDS] = world.acc[wo + W_WOUNDS]! + 1;
  let out = -1;
  if (sev === SEVERITY_MORTAL) {
    if (world.status[t] === ST_UP || world.status[t] === ST_UNCONSCIOUS) {
      if (wo >= 0) world.acc[wo + W_KILLS] = world.acc[wo + W_KILLS]! + 1;
      out = ST_DEAD;
    }
  } else {
    world.woundPts[t] = world.woundPts[t]! + STRENGTH_LOSS[sev]!;
    world.wounded[t] = 1;
    const level = sev === SEVERITY_SERIOUS ? 2 : 1;
    worsenWound(world, t, loc, level);
    if (world.status[t] === ST_UP && world.woundPts[t]! >= world.str[t]!) out = ST_UNCONSCIOUS;
  }
  if (world.log !== null) {
    world.log.push(
      `      wound on ${nameOf(world, t)}: location roll ${locRoll} = ${LOCATION_LABELS[loc]}, severity roll ${sevRoll} = ${SEVERITY_LABELS[sev]}; STR ${world.str[t]! - world.woundPts[t]!} of ${world.str[t]} left`,
    );
  }
  if (out >= 0) takeOut(world, t, out);
  if (wasUp && world.status[t] === ST_UP) {
    if (world.setup.morale.wounded === 1) world.moraleDue[t] = 1;
    // STUNNING CHART: a bullet wound in the head; a buffalo gun bullet wound.
    if (slot >= 0 && by !== t && world.setup.noStunning === 0) {
      const surprised = !inFront(world, t, world.cell[by]!) || (world.turn === 1 && world.setup.characters[t]!.surprise > 0);
      const col = surprised ? 1 : 0;
      // A bullet in the head is the head's row, a buffalo gun's too (its own row, 25/30, is for its
      // other wounds: the larger chance, S12).
      if (loc === L_HEAD && world.wFirearm[slot] === 1 && world.wLaunched[slot] === 0) stunCheck(world, t, HEAD_WOUND_STUN[col]!, 'bullet wound in head');
      else if (world.wBuffalo[slot] === 1) stunCheck(world, t, BUFFALO_WOUND_STUN[col]!, 'buffalo gun wound');
    }
  }
  return true;
}
