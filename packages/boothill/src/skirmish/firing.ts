/**
 * B. Firing (boot-hill-rulebook.txt, TURN SEQUENCE B and COMBAT: FIRST SHOT DETERMINATION, HIT
 * DETERMINATION, TARGET SELECTION; Referee's Screen MISFIRE TABLE; RULINGS.md R3, R11, R13, R15,
 * S3, S4, S7, S9, S10, S17, S18, S22): declarations, the net speed of each firer
 * ({@link netSpeed}), the order of fire (highest first, equal net speeds simultaneous, re-ordered
 * after each volley), volleys and their shots ({@link fireGun}, {@link determineHit}), shotgun
 * fields of fire, misfires (variant), two guns.
 *
 * Reads: status, sideOf, cell, facing, rate, mounted, woundPts, worst, inHand, offHand, loaded,
 * gone, jammedUntil, firedAt, aimedAt, nextMod, holding, heldBy, holdKind, turnOneBonus, the
 * weapon columns (w*: wLaunched puts the bow on throwing accuracy, S16), the band tables. Writes:
 * action, pending, fire* declarations (fireDeclared: the shots declared, for the off-hand pistol, S9), speed,
 * speedStale, fireBase, fireBaseOff, firedNow, aimedNow, firedAt, aimedAt, loaded, gone,
 * jammedUntil, inHand, nextMod (used up), shots, hits, lastAttacker, facing, moraleDue, the
 * accumulator's exchange and weapon rows; wounds through {@link rollWound}.
 */
import { diceLane, TRIAL_LANE } from '@deadeye/rng';
import { ACT_AIM, ACT_BRAWL, ACT_DRAW, ACT_FIRE, ACT_NONE, ACT_PICK_UP, ACT_RELOAD, ACT_SURRENDER, ACT_TASK, ACT_THROW, holdObjective, PHASE_FIRE, RATE_NAMES, RATE_RUN, RATE_RUN_DODGE, RATE_STILL, S_BLOCKED, S_OBSCURED } from '@deadeye/core';
import { Spread } from '../duel/matchup.ts';
import { BRAWL_MODIFIER_PERCENT_PER_POINT } from '../tables/brawl.ts';
import { FIRST_SHOT_MODIFIERS as FS } from '../tables/first-shot.ts';
import { MISFIRE_RULES, MISFIRE_TABLE, misfireResult } from '../tables/misfire.ts';
import { FIELD_OF_FIRE } from '../tables/shotgun-effects.ts';
import { RANGE_BANDS } from '../tables/types.ts';
import { LEFT_ARM_HAND, RIGHT_ARM_HAND } from '../wound-lookup.ts';
import { RIDER_HIT_MAX } from './lookups.ts';
import { A_EXCHANGES, A_FASTEST_STANDING, W_HITS, W_SHOTS, W_STRIDE } from './accumulator.ts';
import { startBrawl } from './brawling.ts';
import { surrender } from './casualties.ts';
import { decide, inArc, sees } from './observe.ts';
import { halfEffect, helpless } from './stunning.ts';
import { draw, pickUp, reload } from './weapons.ts';
import { ALL_LOCATIONS, HOLD_ARM_LEFT, HOLD_ARM_RIGHT, HOLD_BEAR, nameOf, noteAttacker, refreshDanger, type SkirmishWorld, ST_UP, xy } from './world.ts';
import { exposedMask, rollWound, spreadWounds, woundHorse } from './wounds.ts';

/**
 * B. Firing: every character up and not helpless declares (fire, throw, aim, reload, draw, pick up,
 * brawl, a task, surrender); the firers fire in order of net speed, the highest first, equal net
 * speeds simultaneously, net speeds recomputed after each volley for those wounded, stunned or
 * unhorsed since (COMBAT, First Shot Determination; S4, R13). Counts the exchange for the first
 * shot statistic (S17).
 */
export function firingPhase(world: SkirmishWorld): void {
  const n = world.n;
  const maxW = world.maxW;
  let firers = 0;
  for (let i = 0; i < n; i++) {
    world.firedNow[i] = -1;
    world.aimedNow[i] = -1;
    world.action[i] = ACT_NONE;
    world.pending[i] = 0;
  }
  for (let i = 0; i < n; i++) {
    if (world.status[i] !== ST_UP || helpless(world, i)) continue;
    const it = decide(world, i, PHASE_FIRE);
    const act = it.action;
    if (act === ACT_SURRENDER) {
      surrender(world, i);
      continue;
    }
    if (act === ACT_RELOAD) reload(world, i);
    else if (act === ACT_DRAW) draw(world, i, it.weapon);
    else if (act === ACT_AIM) {
      if (validTarget(world, i, it.target, world.inHand[i]!)) {
        world.aimedNow[i] = it.target;
        world.action[i] = ACT_AIM;
        if (world.log !== null) world.log.push(`  ${nameOf(world, i)} aims at ${nameOf(world, it.target)}`);
      }
    } else if (act === ACT_TASK && world.northfield !== null) {
      world.northfield.declare(i, it.task, it.target);
      world.action[i] = ACT_TASK;
    } else if (act === ACT_TASK) {
      const tp = world.taskPlace[i];
      if (tp !== null && tp !== undefined && tp.includes(world.cell[i]!)) {
        world.tasksDone[i] = world.tasksDone[i]! + 1;
        holdObjective(world, i);
        world.action[i] = ACT_TASK;
        if (world.log !== null) world.log.push(`  ${nameOf(world, i)} does the task at ${xy(world, world.cell[i]!)}`);
      }
    } else if (act === ACT_BRAWL) startBrawl(world, i, it.target);
    else if (act === ACT_PICK_UP) pickUp(world, i, it.weapon);
    else if (act === ACT_FIRE || act === ACT_THROW) {
      if (it.weapon >= 0 && it.weapon < world.weaponCount[i]! && it.weapon !== world.inHand[i]) draw(world, i, it.weapon);
      const w = world.inHand[i]!;
      if (!canFire(world, i, w) || !validTarget(world, i, it.target, w)) continue;
      const slot = i * maxW + w;
      const declared = Math.max(1, it.shots);
      let shots = Math.min(declared, world.wRof[slot]!, world.loaded[slot]!);
      if (world.wThrown[slot] === 1) shots = 1;
      world.fireDeclared[i] = declared;
      world.fireTarget[i] = it.target;
      world.fireTarget2[i] = spreadTarget(world, i, it.target, it.target2, w);
      world.fireTarget3[i] = spreadTarget(world, i, it.target, it.target3, w);
      if (world.fireTarget3[i] === world.fireTarget2[i]) world.fireTarget3[i] = -1;
      world.fireShots[i] = shots;
      world.fireWeapon[i] = w;
      world.fireHip[i] = it.hipshoot === 1 ? 1 : 0;
      world.action[i] = act;
      world.pending[i] = 1;
      firers++;
    }
  }
  // A bank employee covered this turn will not try to attack (the Northfield module, ROBBING THE
  // BANK, Covering; RULINGS.md N9): his fire declared before the cover was is dropped.
  if (world.northfield !== null && firers > 0) {
    for (let i = 0; i < n; i++) {
      if (world.pending[i] !== 1 || !world.northfield.covered(i)) continue;
      world.pending[i] = 0;
      world.action[i] = ACT_NONE;
      firers--;
      if (world.log !== null) world.log.push(`  ${nameOf(world, i)} is covered and holds his fire`);
    }
  }
  if (firers === 0) {
    endFiring(world, false);
    return;
  }

  // First shot statistic: the character alone at the highest net speed at the start (S17).
  let fastest = -1;
  let best = -Infinity;
  let tie = false;
  let sideMask = 0;
  for (let i = 0; i < n; i++) {
    if (world.pending[i] !== 1) continue;
    sideMask |= 1 << Math.min(world.sideOf[i]!, 30);
    const ns = netSpeed(world, i, null);
    world.speed[i] = ns;
    world.speedStale[i] = 0;
    if (ns > best) {
      best = ns;
      fastest = i;
      tie = false;
    } else if (ns === best) tie = true;
  }
  const exchange = (sideMask & (sideMask - 1)) !== 0 && !tie;

  // Order of fire: highest net speed first, recomputed after every volley so that a character
  // wounded before his turn is re-ordered (COMBAT, First Shot Determination); equal net speeds
  // fire simultaneously. With `sidesFireInOrder`, each side in turn.
  let firstSide = 0;
  const group = world.group;
  for (;;) {
    // The group at the top net speed, in character order: hit chances are fixed before anyone
    // fires (simultaneous, S4).
    let top = -Infinity;
    let size = 0;
    if (world.setup.sidesFireInOrder === 1) {
      firstSide = Infinity;
      for (let i = 0; i < n; i++) if (world.pending[i] === 1 && world.status[i] === ST_UP && world.sideOf[i]! < firstSide) firstSide = world.sideOf[i]!;
    }
    for (let i = 0; i < n; i++) {
      if (world.pending[i] !== 1) continue;
      if (world.status[i] !== ST_UP) {
        // Killed or knocked out before his turn: he loses his shots.
        world.pending[i] = 0;
        continue;
      }
      if (world.setup.sidesFireInOrder === 1 && world.sideOf[i] !== firstSide) continue;
      // His net speed changes only if a shot has wounded, stunned or unhorsed him since.
      if (world.speedStale[i] === 1) {
        world.speed[i] = netSpeed(world, i, null);
        world.speedStale[i] = 0;
      }
      const ns = world.speed[i]!;
      if (ns > top) {
        top = ns;
        size = 0;
      }
      if (ns === top) group[size++] = i;
    }
    if (size === 0) break;
    for (let k = 0; k < size; k++) world.pending[group[k]!] = 2;
    if (world.log !== null) {
      const names: string[] = [];
      for (let k = 0; k < size; k++) names.push(`${nameOf(world, group[k]!)} (${describeNetSpeed(world, group[k]!)})`);
      world.log.push(`  ${size > 1 ? 'simultaneous fire' : 'fires'} at net speed ${top}: ${names.join('; ')}`);
    }
    for (let k = 0; k < size; k++) {
      const i = group[k]!;
      // The base's terms in words for the replay (an audit, 2026-12-01: the chance was a total alone).
      const parts = world.log !== null ? [] : null;
      const b = shooterBase(world, i, parts);
      // Firing two pistols: -30 on every shot of both, only in a firing where both fire (S9).
      const both = offHandShots(world, i) > 0;
      const two = both ? world.hit.twoPistols : 0;
      world.fireBase[i] = b + gunArmMod(world, i, false) + two;
      if (both) {
        const off = world.offHand[i]!;
        world.fireBaseOff[i] = b - world.wMod[i * maxW + world.fireWeapon[i]!]! + world.wMod[i * maxW + off]! + world.hit.wrongHand + gunArmMod(world, i, true) + two;
      }
      if (parts !== null) logBase(world, i, parts, both, two);
    }
    // Simultaneous fire (S4, R13): each shooter fires even if a group-mate's shot has just dropped
    // him, and at his target even if a group-mate has just dropped the target (`outInGroup`).
    world.fireGroup++;
    for (let k = 0; k < size; k++) {
      const i = group[k]!;
      world.pending[i] = 0;
      volley(world, i);
    }
  }

  if (exchange) {
    world.acc[A_EXCHANGES] = world.acc[A_EXCHANGES]! + 1;
    if (world.status[fastest] === ST_UP) world.acc[A_FASTEST_STANDING] = world.acc[A_FASTEST_STANDING]! + 1;
  }
  endFiring(world, true);
}

/** End of the firing phase: this turn's targets and aims become last turn's (R3); morale due after shooting if the scenario says so. */
export function endFiring(world: SkirmishWorld, anyoneFired: boolean): void {
  const n = world.n;
  for (let i = 0; i < n; i++) {
    world.firedAt[i] = world.firedNow[i]!;
    world.aimedAt[i] = world.aimedNow[i]!;
  }
  if (anyoneFired && world.setup.morale.afterShooting === 1) for (let i = 0; i < n; i++) world.moraleDue[i] = 1;
}

/** The weapon in hand can fire now (loaded, not jammed, not lost) and the hands are free for it. */
export function canFire(world: SkirmishWorld, i: number, w: number): boolean {
  if (w < 0) return false;
  const slot = i * world.maxW + w;
  if (world.gone[slot] === 1 || world.loaded[slot]! <= 0 || world.jammedUntil[slot]! >= world.turn) return false;
  if (world.wFirearm[slot] === 0 && world.wThrown[slot] === 0) return false;
  // Loading a found weapon (his counter upside down): he "is loading a weapon that turn and cannot
  // fire" (the Northfield module, Counter Positioning; RULINGS.md N6).
  if (world.northfield !== null && world.northfield.loading(i)) return false;
  // S22: a character holding someone cannot fire; nor one in a bear hug or with his gun arm locked.
  if (world.holding[i]! >= 0) return false;
  const by = world.heldBy[i]!;
  if (by >= 0) {
    const k = world.holdKind[i]!;
    if (k === HOLD_BEAR) return false;
    if ((k === HOLD_ARM_RIGHT && world.leftHanded[i] === 0) || (k === HOLD_ARM_LEFT && world.leftHanded[i] === 1)) return false;
  }
  return true;
}

/** `t` is another character, up, seen by `i`, and within the extreme range of weapon `w` (if any). */
export function validTarget(world: SkirmishWorld, i: number, t: number, w: number): boolean {
  if (t < 0 || t >= world.n || t === i || world.status[t] !== ST_UP || !sees(world, i, t)) return false;
  if (world.northfield !== null && !world.northfield.mayShootAt(i, t)) return false;
  if (w < 0) return true;
  const slot = i * world.maxW + w;
  return world.offsetDistance[world.offsetCentre + world.offsetKey[world.cell[t]!]! - world.offsetKey[world.cell[i]!]!]! <= world.wBands[slot * 4 + 3]!;
}

/** A second or third target of a spread: up to three targets in the same or adjacent spaces (TARGET SELECTION 1). */
export function spreadTarget(world: SkirmishWorld, i: number, first: number, t: number, w: number): number {
  if (t < 0 || t === first || !validTarget(world, i, t, w)) return -1;
  const a = world.cell[first]!;
  const b = world.cell[t]!;
  return Math.abs(world.cellX[a]! - world.cellX[b]!) <= 1 && Math.abs(world.cellY[a]! - world.cellY[b]!) <= 1 ? t : -1;
}

/** Wound modifier (first shot or hit) of `i`: wounds under 50% of STR, or 50% or more (R11). */
export function woundMod(world: SkirmishWorld, i: number, light: number, heavy: number): number {
  const w = world.woundPts[i]!;
  if (w === 0) return 0;
  return 2 * w >= world.str[i]! ? heavy : light;
}

/** Net speed of `i` against his declared target (FIRST SHOT DETERMINATION CHART); with `parts`, lists them. */
export function netSpeed(world: SkirmishWorld, i: number, parts: string[] | null): number {
  const w = world.fireWeapon[i]!;
  const slot = i * world.maxW + w;
  const t = world.fireTarget[i]!;
  let base = world.wFirstShot[slot]!;
  // S12: a stunned character acts at half effect: half his BASP.
  if (halfEffect(world, i)) base -= Math.trunc(world.basp[i]! / 2);
  if (parts !== null) parts.push(`base ${base}`);
  let mods = 0;
  let completely = false;
  if (world.turn === 1) {
    const s = world.setup.characters[i]!.surprise;
    if (s === 2) {
      mods += part(parts, FS.completelySurprised, 'completely surprised');
      completely = true;
    } else if (s === 1) mods += part(parts, FS.surprised, 'surprised');
    if (world.setup.characters[i]!.givesFirstMove === 1) mods += part(parts, FS.givingOpponentFirstMove, 'gives first move');
    if (world.turnOneBonus[i] !== 0) mods += part(parts, world.turnOneBonus[i]!, "road agent's spin");
  }
  // Returning fire on an unseen opponent: complete surprise (S3).
  if (!completely && t >= 0 && !inArc(world, i, world.cell[t]!)) mods += part(parts, FS.completelySurprised, 'returning fire on an unseen opponent');
  // Both rows apply to a man who ran to his horse and mounted: the pace he went on foot is his rate
  // for the turn's shots (S26), as on the hit chart.
  if (world.mounted[i] === 1) mods += part(parts, FS.onHorseback, 'on horseback');
  if (world.rate[i] === RATE_RUN || world.rate[i] === RATE_RUN_DODGE) mods += part(parts, FS.runningOrRunningAndDodging, 'running');
  mods += part(parts, woundMod(world, i, FS.woundsLessThanHalf, FS.woundsHalfOrMore), 'wounds');
  if (offHandShots(world, i) > 0) mods += part(parts, FS.drawsTwoGuns, 'two guns');
  if (world.fireHip[i] === 1) mods += part(parts, FS.hipshoots, 'hipshoots');
  // R3: consecutive fire on the same target (+10) or aim at it (+5), one or the other.
  if (t >= 0 && world.firedAt[i] === t) mods += part(parts, FS.firesSameTargetConsecutiveTurn, 'same target again');
  else if (t >= 0 && world.aimedAt[i] === t) mods += part(parts, FS.aimsSameTargetConsecutiveTurn, 'aimed last turn');
  return base + mods;
}

/** i's net speed and its parts, for the replay log. */
export function describeNetSpeed(world: SkirmishWorld, i: number): string {
  const parts: string[] = [];
  const ns = netSpeed(world, i, parts);
  return `${ns}: ${parts.join(', ')}`;
}

/** The part of i's hit chance that does not depend on the target or the shot number (HIT DETERMINATION CHART). */
export function shooterBase(world: SkirmishWorld, i: number, parts: string[] | null = null): number {
  const w = world.fireWeapon[i]!;
  const slot = i * world.maxW + w;
  const h = world.hit;
  // Thrown and launched weapons (knife, tomahawk, lance, bow) on THROWING accuracy (S16).
  const throwing = world.wThrown[slot] === 1 || world.wLaunched[slot] === 1;
  let acc = throwing ? world.throwing[i]! : world.bac[i]!;
  if (halfEffect(world, i)) acc = Math.trunc(acc / 2);
  if (parts !== null) parts.push(`${throwing ? 'throwing' : 'BAC'} ${acc}${halfEffect(world, i) ? ' (half: stunned)' : ''}`);
  let c = acc + part(parts, world.mods.shooter[world.rate[i]!]!, RATE_NAMES[world.rate[i]!]!) + part(parts, woundMod(world, i, h.wounds.lessThanHalf, h.wounds.halfOrMore), 'wounds') + part(parts, world.wMod[slot]!, 'weapon');
  if (world.fireHip[i] === 1) c += part(parts, h.hipshooting, 'hipshooting');
  // Brawling next-round modifier of the last turn's last round, x10% on a shot in this firing
  // (BRAWLS); it is used up. One of an earlier turn has lapsed (S11).
  if (world.nextMod[i] !== 0) {
    if (world.lastBrawlTurn === world.turn - 1) c += part(parts, world.nextMod[i]! * BRAWL_MODIFIER_PERCENT_PER_POINT, "last round's brawl");
    world.nextMod[i] = 0;
  }
  // Weapon at rest (S10): still, next to hard cover, and aimed or fired at this target last turn;
  // not a shot from the hip, which rests on nothing.
  const t = world.fireTarget[i]!;
  if (world.fireHip[i] === 0 && world.rate[i] === RATE_STILL && (world.aimedAt[i] === t || world.firedAt[i] === t) && world.besideCover[world.cell[i]!] === 1) c += part(parts, h.weaponAtRest, 'weapon at rest');
  return c;
}

/** Gun-arm location of `i` for the weapon in the gun hand (or the other arm for the off hand). */
export function gunArmMod(world: SkirmishWorld, i: number, offHand: boolean): number {
  const left = (world.leftHanded[i] === 1) !== offHand;
  const sev = world.worst[i * 9 + (left ? LEFT_ARM_HAND : RIGHT_ARM_HAND)]!;
  return sev === 2 ? world.hit.seriousWoundGunArm : sev === 1 ? world.hit.lightWoundGunArm : 0;
}

/**
 * Shots i's off-hand pistol fires with the declared volley (S9): none unless he holds two guns, the
 * gun hand's weapon is a pistol and the off-hand pistol can fire (not lost, not jammed, loaded);
 * else the shots declared (TURN SEQUENCE B.1: "indicate target and number of shots"), capped by its
 * rate of fire and rounds loaded. Both pistols fire only when this is above 0, and only then the
 * two-gun penalties apply ("Firing two pistols -30", "draws two guns" -3).
 */
export function offHandShots(world: SkirmishWorld, i: number): number {
  const off = world.offHand[i]!;
  const w = world.fireWeapon[i]!;
  if (off < 0 || w < 0 || off === w) return 0;
  const maxW = world.maxW;
  const main = i * maxW + w;
  if (world.wFirearm[main] === 0 || world.wLongArm[main] === 1 || world.wLaunched[main] === 1) return 0;
  const slot = i * maxW + off;
  if (world.gone[slot] === 1 || world.jammedUntil[slot]! >= world.turn || world.loaded[slot]! <= 0) return 0;
  return Math.min(world.fireDeclared[i]!, world.wRof[slot]!, world.loaded[slot]!);
}

/** Fires i's declared volley (and the off-hand pistol's with two guns, S9). */
export function volley(world: SkirmishWorld, i: number): void {
  const w = world.fireWeapon[i]!;
  world.firedNow[i] = world.fireTarget[i]!;
  // Whether both pistols fire is settled before the first shot (a jam of the gun hand's pistol
  // does not stop the other's volley).
  const offShots = offHandShots(world, i);
  fireGun(world, i, w, world.fireShots[i]!, false);
  if (offShots > 0) fireGun(world, i, world.offHand[i]!, offShots, true);
  // He faces his target after firing (S3).
  const t = world.fireTarget[i]!;
  if (t >= 0) faceToward(world, i, world.cell[t]!);
}

/** Turns i to face `cell` (the map's facing table; unchanged for his own cell). */
export function faceToward(world: SkirmishWorld, i: number, cell: number): void {
  // The map's facing table: round(atan2(dx, -dy) / (pi / 4)) mod 8, 0 = north, clockwise.
  const f = world.map.facing(world.cell[i]!, cell);
  if (f >= 0) world.facing[i] = f;
}

/**
 * Fires `shots` shots of i's weapon `w` (the off-hand pistol with `offHand`) at his declared
 * targets in turn (a spread: up to three, R15), each shot rolled by {@link determineHit} with the
 * second and third shot modifiers, misfires (variant, S18), thrown weapons, and the shotgun's
 * field of fire (S7). Counts shots and hits (a shot hits once however many it hits).
 */
export function fireGun(world: SkirmishWorld, i: number, w: number, shots: number, offHand: boolean): void {
  // The volley's dice (to hit, misfires, wounds, stunning) are the shooter's.
  world.stream.lane(diceLane(i));
  const maxW = world.maxW;
  const slot = i * maxW + w;
  const h = world.hit;
  const base = offHand ? world.fireBaseOff[i]! : world.fireBase[i]!;
  // What no shot of the volley changes, read once (V8 checks every array read in a loop again).
  const t1 = world.fireTarget[i]!;
  const t2 = world.fireTarget2[i]!;
  const t3 = world.fireTarget3[i]!;
  const bands = world.wBandBase[slot]! + world.offsetCentre - world.offsetKey[world.cell[i]!]!;
  const weaponRows = world.layout.weapons + world.wType[slot]! * 4 * W_STRIDE;
  const thrown = world.wThrown[slot] === 1;
  const misfireRow = world.setup.variant.misfires ? world.wMisfire[slot]! : -1;
  const sp = world.wSpread[slot]!;
  // A target is fired at while he is as he was when the shooter's volley began (the gun hand's;
  // the off-hand pistol's shots are the same volley): up, or put out by a group-mate's shot since
  // his group began to fire (`outInGroup`, S4: that does not stop this simultaneous volley); the
  // volley stops once its own shots put him out (R15).
  if (!offHand) {
    world.volleyStatus1 = t1 >= 0 ? world.status[t1]! : -1;
    world.volleyStatus2 = t2 >= 0 ? world.status[t2]! : -1;
    world.volleyStatus3 = t3 >= 0 ? world.status[t3]! : -1;
  }
  const outInGroup = world.outInGroup;
  const group = world.fireGroup;
  const s1 = world.volleyStatus1;
  const s2 = world.volleyStatus2;
  const s3 = world.volleyStatus3;
  let tk = 0;
  for (let k = 0; k < shots; k++) {
    // Next target of the spread still to be fired at.
    let t = -1;
    if (t2 < 0 && t3 < 0) t = world.status[t1] === s1 && (s1 === ST_UP || outInGroup[t1] === group) ? t1 : -1;
    else {
      for (let tries = 0; tries < 3; tries++) {
        const q = (tk + tries) % 3;
        const cand = q === 0 ? t1 : q === 1 ? t2 : t3;
        const sq = q === 0 ? s1 : q === 1 ? s2 : s3;
        if (cand >= 0 && world.status[cand] === sq && (sq === ST_UP || outInGroup[cand] === group)) {
          t = cand;
          tk = (q + 1) % 3;
          break;
        }
      }
    }
    if (t < 0 && k === 0 && world.log !== null) world.log.push(`    ${nameOf(world, i)} holds fire: ${t1 >= 0 ? `${nameOf(world, t1)} is down` : 'no target'}`);
    if (t < 0 || world.loaded[slot]! <= 0) break;
    world.loaded[slot] = world.loaded[slot]! - 1;
    world.shots[i] = world.shots[i]! + 1;
    const band = world.bandByOffset[bands + world.offsetKey[world.cell[t]!]!]!;
    if (band < 0) break;
    const wo = weaponRows + band * W_STRIDE;
    world.acc[wo + W_SHOTS] = world.acc[wo + W_SHOTS]! + 1;
    if (thrown) {
      world.gone[slot] = 1;
      world.inHand[i] = -1;
    }
    // Misfires (variant): MISFIRE TABLE per shot.
    if (misfireRow >= 0) {
      const roll = world.stream.d100();
      const r = misfireResult(MISFIRE_TABLE[misfireRow]!, roll);
      if (r !== 'noMisfire') {
        if (world.log !== null) world.log.push(`    misfire roll ${roll}: ${r}`);
        if (r === 'dud') continue;
        if (r === 'jammedShell') {
          // Cleared in the three turns after this one (S18): he fires it again in the fourth.
          world.jammedUntil[slot] = world.turn + MISFIRE_RULES.jamClearTurns;
          break;
        }
        // Explosion: the weapon is lost; 50% the shooter is wounded (S18).
        world.gone[slot] = 1;
        if (world.stream.d100() <= MISFIRE_RULES.explosionInjuryChancePercent) rollWound(world, i, i, -1, -1, ALL_LOCATIONS);
        break;
      }
    }
    const shotMod = k === 0 ? 0 : k === 1 ? h.secondShot : h.thirdShot;
    // A shot counts one hit (weapons table, hit rate) if it hits anyone, its own target or, with a
    // scatter gun's field of fire, anyone else: hits never exceed shots.
    let anyHit = determineHit(world, i, t, slot, band, base + shotMod, wo, k, true);
    // Shotgun and scatter gun fields of fire (TARGET SELECTION 2; S7).
    if (sp !== Spread.None) {
      const r = FIELD_RADIUS[(sp - 1) * 4 + band]!;
      if (r >= 0) {
        const tc = world.cell[t]!;
        const tx = world.cellX[tc]!;
        const ty = world.cellY[tc]!;
        for (let j = 0; j < world.n; j++) {
          if (j === i || j === t || world.status[j] !== ST_UP) continue;
          const c = world.cell[j]!;
          const cx = world.cellX[c]!;
          const cy = world.cellY[c]!;
          if (Math.abs(cx - tx) > r || Math.abs(cy - ty) > r) continue;
          if ((world.map.sight(world.cell[i]!)[c]! & S_BLOCKED) !== 0) continue;
          if (determineHit(world, i, j, slot, band, base + shotMod, wo, k, false)) anyHit = true;
        }
      }
    }
    if (anyHit) {
      world.hits[i] = world.hits[i]! + 1;
      world.acc[wo + W_HITS] = world.acc[wo + W_HITS]! + 1;
    }
  }
  // Rounds fired, a weapon thrown or lost: his danger to others changed.
  refreshDanger(world, i);
}

/**
 * One hit roll of `i` at `t`; on a hit, the wounds (or the horse's). Returns true if the target
 * was hit (the caller counts the shot's hit once, however many men it hit).
 */
export function determineHit(world: SkirmishWorld, i: number, t: number, slot: number, band: number, base: number, wo: number, k: number, primary: boolean): boolean {
  const h = world.hit;
  const sight = world.map.sight(world.cell[i]!)[world.cell[t]!]!;
  let chance = base + world.wRangeMod[slot * 4 + band]! + world.mods.target[world.rate[t]!]!;
  if ((sight & S_OBSCURED) !== 0) chance += h.targetObscured;
  const roll = world.stream.d100();
  const hit = roll <= chance;
  if (world.log !== null) logShot(world, i, t, slot, k, primary, band, chance, roll);
  // Shot at, hit or not, he knows who fired at him (RB TARGET SELECTION: "any person firing at that
  // character, even if the character has his back turned"; RULINGS.md S3).
  noteAttacker(world, t, i);
  if (!hit) return false;
  // Mounted target: 1-60 the rider, 61-00 the horse (Northfield module, Horses; S8).
  if (world.mounted[t] === 1) {
    const r = world.stream.d100();
    if (r > RIDER_HIT_MAX) {
      woundHorse(world, t, slot, band, r);
      return true;
    }
  }
  const exposed = exposedMask(world, i, t, sight);
  const sp = world.wSpread[slot]!;
  const n = sp !== Spread.None ? spreadWounds(world, sp, band) : 1;
  // Hard cover turns a hit on an unexposed location into a miss (WOUNDS): a shot counts as a hit
  // when at least one of its wounds lands (or a shotgun hit rolls 0 wounds).
  let landed = n === 0;
  for (let q = 0; q < n; q++) if (rollWound(world, t, i, slot, wo, exposed)) landed = true;
  return landed;
}

/**
 * The replay log's line of a hit roll (kept out of {@link determineHit}, which V8 then inlines).
 * The distance in spaces to one decimal, or two where one would hide a difference (10.05 spaces is
 * long range for a revolver: "10.0" read as short).
 */
export function logShot(world: SkirmishWorld, i: number, t: number, slot: number, k: number, primary: boolean, band: number, chance: number, roll: number): void {
  const d = world.map.distance(world.cell[i]!, world.cell[t]!);
  const shown = d.toFixed(Math.abs(d - Number(d.toFixed(1))) < 1e-9 ? 1 : 2);
  // The shot's own terms, read from the tables determineHit reads; the base is what is left (its
  // terms on the line {@link logBase} wrote; the replay test checks the two agree).
  const h = world.hit;
  const parts: string[] = [];
  const shotMod = k === 0 ? 0 : k === 1 ? h.secondShot : h.thirdShot;
  const terms =
    part(parts, world.wRangeMod[slot * 4 + band]!, `${RANGE_BANDS[band]} range`) +
    part(parts, shotMod, k === 1 ? 'second shot' : 'third shot') +
    part(parts, world.mods.target[world.rate[t]!]!, `target ${RATE_NAMES[world.rate[t]!]}`) +
    ((world.map.sight(world.cell[i]!)[world.cell[t]!]! & S_OBSCURED) !== 0 ? part(parts, h.targetObscured, 'obscured') : 0);
  world.log!.push(
    `    ${nameOf(world, i)} ${primary ? `shot ${k + 1}` : 'spread'} at ${nameOf(world, t)} (${shown} spaces, ${RANGE_BANDS[band]}): needs ${chance} or less (base ${chance - terms}${parts.length > 0 ? `, ${parts.join(', ')}` : ''}), rolls ${roll}: ${roll <= chance ? 'HIT' : 'miss'}`,
  );
}

/**
 * The replay line of i's base chance to hit for this firing (`fireBase`, and `fireBaseOff` with two
 * pistols), with its terms in words: `parts` from {@link shooterBase}, then the gun arm's wound and
 * the two pistols'.
 */
function logBase(world: SkirmishWorld, i: number, parts: string[], both: boolean, two: number): void {
  const main = [...parts];
  part(main, gunArmMod(world, i, false), 'gun arm wounded');
  part(main, two, 'two pistols');
  world.log!.push(`    ${nameOf(world, i)}'s base chance to hit: ${world.fireBase[i]} (${main.join(', ')})`);
  if (!both) return;
  const maxW = world.maxW;
  const off = world.offHand[i]!;
  // The gun hand's weapon modifier out (`weapon +5`; not `weapon at rest +10`, which both keep).
  const other = parts.filter((p) => !/^weapon [+-]\d/.test(p));
  part(other, world.wMod[i * maxW + off]!, 'weapon');
  part(other, world.hit.wrongHand, 'wrong hand');
  part(other, gunArmMod(world, i, true), 'off arm wounded');
  part(other, two, 'two pistols');
  world.log!.push(`    with the off-hand pistol: ${world.fireBaseOff[i]} (${other.join(', ')})`);
}

/** A modifier, noted in `parts` (replay logs) when non-zero; returns it. */
function part(parts: string[] | null, v: number, what: string): number {
  if (parts !== null && v !== 0) parts.push(`${what} ${v > 0 ? '+' : ''}${v}`);
  return v;
}

/**
 * Shotgun and scatter gun fields of fire (TARGET SELECTION 2; S7) by `(spread - 1) * 4 + band`:
 * the radius in spaces around the target within which everyone else is shot at too, 0 for "every
 * target in the space" (the target and whoever else stands in his square: on the Northfield map
 * "Two counters ... can be placed in the same square. Both counters occupy the square equally (both
 * can shoot and be shot at)"; elsewhere one figure holds a space, S2, so nobody else), or -1 for "a
 * single target" (the shotgun at close range: the target alone). S7 reads "every target within N
 * spaces" as an N-space-wide pattern centred on the target: radius (N - 1) / 2 (within 5 spaces: 2;
 * within 3: 1). Each man in the field is rolled for separately (COMBAT, WOUNDS: "all possible
 * targets in the field of fire will be individually checked").
 */
const FIELD_RADIUS: Int8Array = Int8Array.from({ length: 8 }, (_, k) => {
  const field = FIELD_OF_FIRE[(k >> 2) + 1 === Spread.Shotgun ? 'shotgun' : 'scatterGun'][RANGE_BANDS[k & 3]!]!;
  return field.kind === 'everyTargetWithin' ? (field.spaces! - 1) >> 1 : field.kind === 'everyTargetInSpace' ? 0 : -1;
});


/**
 * The road agent's spin (a scenario's set-up): 1d6, 1..`succeeds` the spinner gets the first
 * shot bonus on turn 1, else his opponent (`turnOneBonus`). Rolled at the start of each trial.
 */
export function rollRoadAgentsSpin(world: SkirmishWorld): void {
  const spin = world.setup.roadAgentsSpin;
  if (spin === null) return;
  world.stream.lane(TRIAL_LANE);
  const roll = world.stream.d6();
  const favoured = roll <= spin.succeeds ? spin.spinner : spin.against;
  world.turnOneBonus[favoured] = spin.bonus;
  if (world.log !== null) world.log.push(`Road agent's spin: d6 ${roll}, ${roll <= spin.succeeds ? 'it works' : 'it fails'}: ${nameOf(world, favoured)} +${spin.bonus} speed on turn 1`);
}
