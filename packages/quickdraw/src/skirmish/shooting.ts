/**
 * Shooting (REEL 4, SHOOTING AND WEAPONS OF THE OLD WEST): the shot itself (`fire`: the type of
 * shot, the attack dice by form, to hit on 5+ per scoring die with a Bull's Eye on a 10, long shots
 * to twice the effective range on reduced dice), misfires and jams by ignition and weapon,
 * reloading (revolving and repeating weapons after any 1; single shots after every shot; the reload
 * chart), and the hits handed to effects.ts (a poisoned weapon's hits call for the poison test; a beast shot
 * at is activated and tests its reaction: beasts.ts); a net, lasso, bolas or whip that hits
 * entangles instead (entangle.ts) and is recoiled after each use. The weapons table's mishaps: a
 * pepperpot's 1 fires every chamber in one blast (QR-150), a double action pistol's or a fanned
 * shot's 1 rerolled jams it on a second 1 (QR-151), and dynamite: thrown 8 paces at most, its fuse
 * lit first, dropped on a 1, falling short on 2-4 and going off where it lands (QR-152 to QR-155).
 * A two-gun man shoots the gun in his gun hand, and the one in his other hand, from his wrong hand
 * (DV +2 unless Ambidextrous), while the first cannot shoot (`settleHands`, QR-156). Wanting to
 * shoot, the SHOOTOUTS chart and the answers to a draw, which lead to `fire`, are shootouts.ts.
 * Reads and writes the weapon columns (`inHand`, `offHand`, `wrongHand`, `loaded`, `jammed`, `drawn`, `dropped`,
 * `fuseLit`; `fouled` is read), `aimingAt`, `lastTarget`, the shot and weapon counts. Allocates nothing.
 */
import { diceLane } from '@deadeye/rng';
import { offsetIndex, S_BLOCKED, SHOT_AIMED, SHOT_AUTO, SHOT_DELIBERATE, SHOT_FANNING, SHOT_HASTY, SHOT_NAMES, SHOT_SNAP, STATUS_UP, touchArms, W_HITS, W_KILLS, W_SHOTS, W_STRIDE, W_WOUNDS } from '@deadeye/core';
import { DV } from '../tables/dv.ts';
import { ATTACK_FORMS } from '../tables/types.ts';
import { beastShotAt, settleReactions, WAKE_SHOT } from './beasts.ts';
import { BY_SHOOTING, flushCourage, hitResult, resolveHit, targetDv } from './effects.ts';
import { isLocated, revealShooter } from './locating.ts';
import { controlAfterShot, hitMount, mountDv, shooterChooses, strikesMount } from './mounts.ts';
import { hitVehicle, shotVdv, strikesVehicle } from './vehicles.ts';
import { CUT, KEEP_ONE, PASS, REROLL, cutSaved, newAttackDice, rollAttack, spendCut, spendLuck, test } from './rolls.ts';
import { BY_WEAPON, entangle, entangles } from './entangle.ts';
import { injuryTest } from './terrain.ts';
import { refusesHarm } from './persuasion.ts';
import { bothBarrels, fullLoad, IMPACT_HIGH, IMPACT_LIGHT, RELOAD_AFTER_A_ONE, RELOAD_AFTER_USE, RELOAD_RECOVER, TRAIT, TRAIT2, type QdWeaponSpec } from './setup.ts';
import { Q_FORCED_RELOADS, Q_JAMS, Q_MISFIRES, Q_RELOAD_TESTS, Q_BULLS_EYES, Q_WRONG_HAND_SHOTS } from './counts.ts';
import { active, count, nameOf, xy, poisonedWeapon, showSpare, type QdWorld, withinPace } from './world.ts';

const FORM_DOUBLE = ATTACK_FORMS.indexOf('double');
const FORM_MULTI = ATTACK_FORMS.indexOf('multi');
/** Range bands of the weapon counts: point blank (1 pace), effective range, long shot; close combat is band 3. */
export const BAND_POINT_BLANK = 0;
export const BAND_EFFECTIVE = 1;
export const BAND_LONG = 2;
export const BAND_CLOSE_COMBAT = 3;
export const QD_BANDS = ['point blank', 'effective', 'long', 'close combat'] as const;

/** The attack dice of the shot being resolved (one per module: no allocation). */
const dice = newAttackDice();
/**
 * The shot a defender's response of 10 allows, asked of {@link fire} (Quick on the Draw's own, not
 * an agent's word): "10 Quick Reactions! Can do a hasty shot, evade or block without deduction"
 * (REEL 3, Responding to an attack): a hasty shot (no Marksman or aimed adjustment) without the
 * hasty shot's +2 to DV (RULINGS.md QR-23).
 */
export const SHOT_HASTY_WITHOUT_DEDUCTION = -1;

/** 1 while the shot being resolved is fanned (`countHits` reads it: the chart's 1 rerolled, QR-151). */
let fanningShot = 0;
/** 1 once a score of the shot being resolved set off a chain fire (`countHits`; QR-150). */
let chained = 0;
/** 1 once a die of a stick of dynamite thrown shows a 1: dropped at the thrower's feet (`countHits`; QR-154). */
let droppedStick = 0;
/**
 * 1 once a barrel of a muzzle-loading double (`bothBarrels`) misfired in the roll being read: that
 * barrel is to be reprimed, spent by the shot as any barrel fired, the other still loaded (`countHits`;
 * RULINGS.md QR-251). A mishap as a jam is: it stops a reroll that does not undo it (`rerollable`).
 */
let reprimed = 0;
/**
 * The misfires and jams counted (`Q_MISFIRES`, `Q_JAMS`) when the shot being resolved was first
 * rolled: a reroll that undoes the roll's mishap ({@link undoMishap}) takes its count back with it,
 * so that the counters count the mishaps that stood (RULINGS.md QR-102).
 */
let misfiresAtShot = 0;
let jamsAtShot = 0;
/**
 * Bit k set: die k of the shot being resolved is a 1 of Got Them!'s reroll that `+reroll-ones-ignored`
 * ignores: a miss with no Damn It! (`countHits`; `rerollMiss`; RULINGS.md QR-102). 0 otherwise.
 */
let ignoredOnes = 0;
/**
 * Bit k set: die k of the shot being resolved was read already and is not read again (`countHits`
 * skips it): the 1 a reroll of the misses keeps, whose Damn It! (a reload, a double action pistol's
 * second roll for a jam, a misfire) was played when the dice were first read (`rerollMiss`;
 * RULINGS.md QR-102). 0 otherwise.
 */
let readAlready = 0;

/** i's weapon in hand, or undefined. */
export function weaponInHand(world: QdWorld, i: number): QdWeaponSpec | undefined {
  const w = world.inHand[i]!;
  return w < 0 ? undefined : world.setup.characters[i]!.weapons[w];
}

/** True if i can shoot his weapon in hand now: a missile weapon, loaded and not jammed, dropped or fouled (terrain.ts); a stick of dynamite with its fuse lit (QR-153). */
export function readyToShoot(world: QdWorld, i: number): boolean {
  return armed(world, i) && (world.setup.characters[i]!.weapons[world.inHand[i]!]!.explosive === 0 || world.fuseLit[i] === 1);
}

/** True if i's weapon in hand is a missile weapon, loaded and not jammed, dropped or fouled: ready to shoot, or, a stick of dynamite, to have its fuse lit. */
export function armed(world: QdWorld, i: number): boolean {
  const w = world.inHand[i]!;
  const spec = weaponInHand(world, i);
  return spec !== undefined && spec.missile === 1 && world.loaded[i * world.maxW + w]! > 0 && world.jammed[i * world.maxW + w] === 0 && world.dropped[i] === 0 && world.fouled[i] === 0;
}

/** True if the gun of weapon slot `slot` (`i * maxW + w`) can shoot: loaded and not jammed. */
function loadedGun(world: QdWorld, slot: number): boolean {
  return world.loaded[slot]! > 0 && world.jammed[slot] === 0;
}

/**
 * Which of his two guns a two-gun man uses (RULINGS.md QR-156: "Ambidextrous — Ignores the penalty
 * +2 to a target's DV when the character shoots a fire arm with the wrong hand", REEL 2): the one
 * in his gun hand while it can shoot (loaded, not jammed), else the one in his other hand if that
 * one can, shot from his wrong hand; with neither, the gun hand's (the one he reloads first).
 * Swaps `inHand` and `offHand` when he changes, and sets `wrongHand`: no action, no draw (both are
 * in his hands). Called after every shot, reload and draw of a man with a second gun in hand
 * (`offHand` >= 0); nothing for anyone else.
 */
export function settleHands(world: QdWorld, i: number): void {
  const o = world.offHand[i]!;
  if (o < 0) return;
  const w = world.inHand[i]!;
  const base = i * world.maxW;
  const wrong = world.wrongHand[i] === 1;
  const gunHand = wrong ? o : w;
  const other = wrong ? w : o;
  const use = loadedGun(world, base + gunHand) || !loadedGun(world, base + other) ? gunHand : other;
  if (use === w) return;
  world.inHand[i] = use;
  touchArms(world, i);
  world.offHand[i] = w;
  world.wrongHand[i] = use === other ? 1 : 0;
  if (world.log !== null) {
    const ws = world.setup.characters[i]!.weapons;
    world.log.push(use === other ? `    ${nameOf(world, i)} turns to the ${ws[use]!.name} in his other hand (his wrong hand)` : `    ${nameOf(world, i)} goes back to the ${ws[use]!.name} in his gun hand`);
  }
}

/** True if `t` can be shot at by i: up, on a clear line, located by i (locating.ts `isLocated`), within twice the effective range (6 paces for fanning; an entangling weapon within its range: RULINGS.md QR-72; a stick of dynamite within its 8 paces: QR-152). */
export function inReach(world: QdWorld, i: number, t: number, spec: QdWeaponSpec): boolean {
  if (world.status[t] !== STATUS_UP) return false;
  const from = world.cell[i]!;
  const to = world.cell[t]!;
  if ((world.map.sight(from)[to]! & S_BLOCKED) !== 0) return false;
  if (!(world.map.offsetDistance[offsetIndex(world.map, from, to)]! <= (entangles(spec) || spec.explosive === 1 ? 1 : 2) * spec.range && isLocated(world, i, t))) return false;
  // The Northfield module's firing limits: buildings, a friendly counter in the line (COMBAT; RULINGS.md QR-99).
  return world.northfield === null || world.northfield.mayShootAt(i, t);
}

/** True if a die of the shot just resolved reads 1 on the to-hit chart ("Damn It!"; not a die a best-of discarded). */
function readsOne(): boolean {
  for (let k = 0; k < dice.count; k++) if (dice.values[k] === 1) return true;
  return false;
}

/**
 * The thrown or hurled weapon in i's slot `slot` (not dynamite), thrown at the man on `cell`,
 * lands on that cell, hit or miss: the item it is (`itemOfSlot`) lies there for any man to pick
 * up (RELOADING WEAPONS: "Missile weapons that have to be replaced or recovered after each time
 * they are used"; WEAPONS TABLE: "Some thrown weapons can be recovered and used again"; RULINGS.md
 * QR-189). A weapon that is no item (none should be) is gone.
 */
function landThrown(world: QdWorld, i: number, slot: number, cell: number, spec: QdWeaponSpec): void {
  const k = world.itemOfSlot[slot]!;
  if (k < 0) return;
  world.itemCell[k] = cell;
  if (world.log !== null) world.log.push(`    the ${spec.name} lands at ${xy(world, cell)}, to be recovered there`);
}

/**
 * Records who shot first in the SHOOTOUTS duel: 0 a, 1 b (character indices), 2 simultaneous
 * (`-2` given). {@link fire} notes every shot it fires, whatever the path (a shot after a move, from
 * a hold, after a reload, a courage test's 10, a defence); the draw charts note theirs before it.
 */
export function noteDuelFirst(world: QdWorld, i: number): void {
  if (world.setup.duel === 0 || world.duelFirst >= 0) return;
  world.duelFirst = i === -2 ? 2 : i;
}

/**
 * True while the card being turned is i's own (`packAt`, the pack's owner; the free actions played
 * after it included): his moves on it count for his shots under `+hasty-own-card` (RULINGS.md QR-190).
 */
function onOwnCard(world: QdWorld, i: number): boolean {
  return world.packAt >= 0 && world.pack[world.packAt] === i;
}

/**
 * True if i's shot now is one "made whilst moving" (REEL 4, TYPES OF SHOOTING): he moved on his
 * card, until his next card (RULINGS.md QR-190; under `+hasty-own-card` only on the card he moved
 * on); a rider only after more than one move of his mount (QR-37; under `+moving-rider-hasty`
 * after any), a man aboard a vehicle never (QR-42).
 */
function movedForShot(world: QdWorld, i: number): boolean {
  const v = world.setup.variant;
  return world.movedThisCard[i] === 1 && (world.mounted[i] === 1 ? world.galloped[i] === 1 || v.movingRiderHasty === 1 : world.aboard[i]! < 0) && (v.hastyOwnCard === 0 || onOwnCard(world, i));
}

/**
 * True if i may throw no weapon he holds after a move under `+no-throw-moved` (RULINGS.md QR-107):
 * the switch is on and his weapon in hand is one whose "shots are deliberate or aimed" (WEAPONS
 * TABLE: the thrown spear or tomahawk, a lasso, bolas or net), and "Deliberate Shots – ... the
 * shooter must not have moved" (REEL 4, TYPES OF SHOOTING). The engine then plays no move and
 * shoot with it.
 */
export function noThrowOnMove(world: QdWorld, i: number): boolean {
  const spec = weaponInHand(world, i);
  return world.setup.variant.noThrowMoved === 1 && spec !== undefined && spec.deliberateOnly === 1;
}

/** True if i's throw is barred now (`+no-throw-moved`, {@link noThrowOnMove}): he moved ({@link movedForShot}); logged. */
export function throwBarred(world: QdWorld, i: number, spec: QdWeaponSpec): boolean {
  if (spec.deliberateOnly === 0 || world.setup.variant.noThrowMoved === 0 || !movedForShot(world, i)) return false;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} has moved: no throw of his ${spec.name} (all its shots deliberate or aimed)`);
  return true;
}

/**
 * The type of shot i makes at `t`: hasty after moving or when `asked`; snap, fanning and aimed only
 * when allowed (TYPES OF SHOOTING); else deliberate. From a mount (SHOOTING FROM A MOUNT OR
 * VEHICLE: "aimed, deliberate, and hasty shots from mounts ... moving slowly or quickly"): the
 * mount's move of one move or less does not make the shot hasty, a move of more (a 10 on a dash)
 * does (with the switch `+moving-rider-hasty` any move of it does, as on foot), and no snap shots
 * or fanning (RULINGS.md QR-37). From a vehicle ("... and deliberate,
 * snap or hasty shots from vehicles moving faster"): its moves never make the shot hasty; moving
 * faster (more than one move on its last drive) a snap shot is allowed and an aimed one is not,
 * otherwise as from a mount; no fanning (RULINGS.md QR-42). A weapon whose "shots are deliberate or
 * aimed" (WEAPONS TABLE: thrown, entangling) is never hasty, snap or fanned: aimed when it would
 * be, else deliberate, after moving or drawing too (RULINGS.md QR-107; under `+no-throw-moved` not
 * thrown at all after moving: `throwBarred`). A man who moved shoots
 * hasty until his next card, on other men's cards too (QR-190); under `+hasty-own-card` only on the
 * card he moved on.
 */
function shotType(world: QdWorld, i: number, t: number, asked: number, spec: QdWeaponSpec): number {
  const v = world.aboard[i]!;
  const riding = world.mounted[i] === 1 || v >= 0;
  const faster = v >= 0 && world.vFaster[v] === 1;
  const moved = movedForShot(world, i);
  // A thrown spear or tomahawk, a lasso, bolas or net: "All shots are deliberate or aimed" (WEAPONS TABLE; QR-107).
  if (spec.deliberateOnly === 1) return world.aimingAt[i] === t && !moved && !faster ? SHOT_AIMED : SHOT_DELIBERATE;
  // A whip: "Treat as a hasty shot" (WEAPONS TABLE).
  if (asked === SHOT_HASTY || moved || spec.alwaysHasty === 1) return SHOT_HASTY;
  if (asked === SHOT_SNAP && spec.repeating === 1 && (!riding || faster)) return SHOT_SNAP;
  if (asked === SHOT_FANNING && spec.singleAction === 1 && !riding && world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.cell[t]!)]! * world.setup.pacesPerSpace <= 6) return SHOT_FANNING;
  if ((asked === SHOT_AIMED || asked === SHOT_AUTO || asked === SHOT_DELIBERATE) && world.aimingAt[i] === t && !faster) return SHOT_AIMED;
  return SHOT_DELIBERATE;
}

/**
 * Rerolls of a shot that failed to hit (`fire`'s `reroll`): none; a 10 on Wanting to Shoot ("may
 * reroll the shooting attack dice if failed to hit ignoring any 1's rolled": a 1 is not rerolled);
 * a 10 on responding to an opportunity ("can reroll the dice": any miss). RULINGS.md QR-102.
 */
export const REROLL_NONE = 0;
export const REROLL_NOT_ONES = 1;
export const REROLL_ANY_MISS = 2;

/**
 * `barrels` for {@link fire} of a shot the engine makes for a man without asking his agent (a
 * courage test's 10, an answer to a draw, a hasty shot in defence): both barrels of a double when
 * both are loaded, as the shared doctrines ask on his own card (min(rate of fire, rounds loaded);
 * RULINGS.md QR-167 amended); one barrel, or any other weapon, fires one shot as before.
 */
export const BOTH_IF_LOADED = 2;

/**
 * The shot itself: i fires his weapon in hand at `t` (SHOOTING – TRYING TO HIT). `reroll`
 * (`REROLL_*`): a miss may be rerolled, a 1 kept or not (an Expert with the weapon rerolls any
 * miss). `regardless` 1: simultaneous fire: the shot is fired even if i goes down meanwhile. A
 * pepperpot's 1 turns the shot into the blast of every chamber, read as hasty shots, and the
 * shooter tests for injury (`chainFire`, RULINGS.md QR-150). A shot from his wrong hand (a two-gun
 * man's second gun, `wrongHand`) adds "Hit by a shot fired from the shooter's wrong hand" (+2)
 * unless he is Ambidextrous, and says so in the log; after the shot a two-gun man whose gun is
 * empty or jammed turns to the other (`settleHands`, RULINGS.md QR-156). `barrels` 2: both barrels
 * if the weapon has two loaded (setup.ts `bothBarrels`; the next form up, both rounds spent:
 * RULINGS.md QR-167), else one, as for 1 (the default).
 * @returns true if the shot was fired; false if it was refused before it (no weapon in hand, i out
 * of action, `t` down, a persuader's sway: persuasion.ts `refusesHarm`, a throw barred), so that a
 * draw and shot is noted only when fired (shootouts.ts `noteDrawAndShot`, RULINGS.md QR-266)
 */
export function fire(world: QdWorld, i: number, t: number, asked: number, reroll: number, regardless: boolean, barrels = 1): boolean {
  const spec = weaponInHand(world, i);
  if (spec === undefined || (!regardless && !active(world, i)) || world.status[t] !== STATUS_UP) return false;
  // A man under a Charismatic or Dominant enemy's sway shoots at nobody (persuasion.ts, RULINGS.md QR-159).
  if (world.setup.persuasion === 1 && refusesHarm(world, i)) return false;
  // Under +no-throw-moved a weapon whose shots are all deliberate or aimed is not thrown after moving (QR-107).
  if (throwBarred(world, i, spec)) return false;
  noteDuelFirst(world, i);
  const c = world.setup.characters[i]!;
  const slot = i * world.maxW + world.inHand[i]!;
  // Dipped in poison; under +poison-kept a thrown one picked up again too (QR-216).
  const poisoned = poisonedWeapon(world, i, world.inHand[i]!);
  const targetCell = world.cell[t]!;
  const distance = world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, targetCell)]!;
  world.attackedPhase[t] = world.turn;
  // A hasty shot without its +2 (a response of 10, QR-23); a pepperpot's chain fire below makes it hasty in full.
  let withoutDeduction = asked === SHOT_HASTY_WITHOUT_DEDUCTION;
  let type = shotType(world, i, t, withoutDeduction ? SHOT_HASTY : asked, spec);
  // Both barrels when his agent asked for them and both are loaded (RULINGS.md QR-167): the form above the weapon's own.
  const both = barrels === 2 && type !== SHOT_FANNING && type !== SHOT_SNAP && bothBarrels(spec) && world.loaded[slot]! >= 2;
  const form = type === SHOT_FANNING ? FORM_MULTI : type === SHOT_SNAP ? FORM_DOUBLE : both ? spec.form + 1 : spec.form;
  const long = distance > spec.range ? 1 : 0;
  const level = long + ((c.traits & TRAIT.poorShot) !== 0 ? 1 : 0);
  if (world.log !== null) {
    const hand = world.wrongHand[i] === 1 ? `, from his wrong hand${(c.traits & TRAIT.ambidextrous) !== 0 ? ' (Ambidextrous: no penalty)' : ''}` : '';
    world.log.push(`    ${nameOf(world, i)} fires ${both ? 'both barrels of ' : ''}his ${spec.name} at ${nameOf(world, t)} (${SHOT_NAMES[type]} shot${withoutDeduction && type === SHOT_HASTY ? ' without deduction' : ''}, ${(distance * world.setup.pacesPerSpace).toFixed(1)} paces${long === 1 ? ', a long shot' : ''}${hand})`);
  }
  revealShooter(world, i);
  fanningShot = type === SHOT_FANNING ? 1 : 0;
  chained = 0;
  droppedStick = 0;
  reprimed = 0;
  // The weapon as the shot found it: a reroll of the miss (the Expert's, Cut!, Lucky) keeps the second
  // roll, and with it the weapon's state (the first roll's jam, misfire or re-priming undone: RULINGS.md QR-102).
  const loadedBefore = world.loaded[slot]!;
  const jammedBefore = world.jammed[slot]!;
  misfiresAtShot = world.acc[world.qAt + Q_MISFIRES]!;
  jamsAtShot = world.acc[world.qAt + Q_JAMS]!;
  rollAttack(world, i, form, level, dice);
  let hits = countHits(world, i, spec, slot);
  // Rerolls of a miss: an Expert with the weapon or a 10 on responding (any miss), a 10 on wanting to shoot (not a 1), then Cut!.
  const expert = spec.expert === 1 && (c.traits & TRAIT.expert) !== 0;
  const anyMiss = expert || reroll === REROLL_ANY_MISS;
  // "If they fail to hit ... they may reroll their dice but must keep the second dice roll" (REEL 2):
  // a 1 that jammed, misfired or emptied the weapon is rerolled too, its mishap with it (not a dropped
  // stick nor a pepperpot's blast, which have gone off); under +mishap-stands it stands (QR-102).
  const undo = world.setup.variant.mishapStands === 0;
  if (hits === 0 && (reroll !== REROLL_NONE || expert) && rerollable(world, slot, anyMiss && undo)) {
    // Why, in the replay (an audit, 2026-12-01: "rerolls the attack dice" alone could not be checked).
    const why = expert ? 'Expert' : reroll === REROLL_ANY_MISS ? 'Quick Reactions!' : 'Got Them!';
    undoMishap(world, i, slot, loadedBefore, jammedBefore);
    hits = rerollMiss(world, i, spec, slot, form, level, anyMiss, why);
  }
  // Cut! ("The dice is re-rolled but the character has to abide by the second 'take'", REEL 1) and
  // Lucky ("must keep the second roll", REEL 2) reroll the miss as the Expert does: the first roll's
  // mishap undone, its 1 still a 1 thrown (`rerollShot`; QR-102, QR-5, QR-83).
  let cut = false;
  if (hits === 0 && world.cutOrder[i] === 1 && rerollable(world, slot, undo) && spendCut(world, i)) {
    cut = true;
    hits = rerollShot(world, i, spec, slot, form, level, loadedBefore, jammedBefore);
    if (hits > 0) cutSaved(world);
  }
  // Lucky, but not on Cut!'s second take, which he "has to abide by" (REEL 1; QR-5); under
  // `+lucky-effects` his luck improves the effects of his hits instead (effects.ts `resolveHit`; QR-83).
  if (hits === 0 && !cut && world.setup.variant.luckyEffects === 0 && rerollable(world, slot, undo) && spendLuck(world, i)) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is Lucky and rerolls the shot`);
    hits = rerollShot(world, i, spec, slot, form, level, loadedBefore, jammedBefore);
  }
  // A pepperpot's 1: every chamber in one blast, 3D10 read as hasty shots (RULINGS.md QR-150).
  if (chained === 1) {
    hits = chainFire(world, i);
    type = SHOT_HASTY;
    withoutDeduction = false;
  }
  // A stick of dynamite that does not hit: dropped at his feet on a 1, else it falls short (QR-154).
  const blastAt = spec.explosive === 0 || (droppedStick === 0 && hits > 0) ? -1 : droppedStick === 1 ? world.cell[i]! : fallsShort(world, i, t);
  // A slide weapon spends a round of its slide a shot (RULINGS.md QR-171): the 5th empties it.
  if (spec.slides > 0 && world.loaded[slot]! > 0) {
    world.loaded[slot] = world.loaded[slot]! - 1;
    touchArms(world, i);
  }
  // Reloading: "reloaded if any 1s are thrown" (revolving, repeating) — a discarded 1 too (RULINGS.md QR-8).
  if (dice.anyOne === 1 && spec.reload === RELOAD_AFTER_A_ONE && world.loaded[slot]! > 0) {
    world.loaded[slot] = 0;
    touchArms(world, i);
    count(world, Q_FORCED_RELOADS);
    if (world.log !== null) world.log.push(`    a 1 is thrown: ${nameOf(world, i)}'s ${spec.name} must be reloaded`);
  }
  // One round a barrel: a shot of one barrel (the weapon's own form, a sawn-off's "double" too) takes
  // one, both barrels (the form above it: WEAPONS TABLE, the dice by attack form) take two.
  if (spec.reload === RELOAD_AFTER_USE) {
    world.loaded[slot] = Math.max(0, world.loaded[slot]! - (spec.capacity >= 2 && form > spec.form ? 2 : 1));
    touchArms(world, i);
  }
  // Thrown weapons leave his hand; a net, lasso, bolas or whip must be recoiled or recovered after each use (RELOADING WEAPONS).
  if (type === SHOT_FANNING || spec.thrown === 1 || spec.reload === RELOAD_RECOVER) {
    world.loaded[slot] = 0;
    touchArms(world, i);
  }
  // A spear, tomahawk, knife or rock lands where he threw it, to be recovered there (RULINGS.md QR-189).
  // A spear or javelin breaks on a 1 (SHOOTING – TRYING TO HIT, 1: "if a spear, javelin ... it breaks"; QR-194).
  if (spec.thrown === 1 && spec.explosive === 0) {
    if (spec.breaksOnOne === 1 && readsOne()) {
      if (world.log !== null) world.log.push(`    Damn It! the ${spec.name} breaks`);
    } else landThrown(world, i, slot, targetCell, spec);
  }
  if (spec.explosive === 1) world.fuseLit[i] = 0;
  world.shots[i] = world.shots[i]! + 1;
  if (hits > 0) world.hits[i] = world.hits[i]! + 1;
  const band = withinPace(world, world.cell[i]!, targetCell) ? BAND_POINT_BLANK : long === 1 ? BAND_LONG : BAND_EFFECTIVE;
  const wc = world.weaponCells + (spec.index * 4 + band) * W_STRIDE;
  world.acc[wc + W_SHOTS] = world.acc[wc + W_SHOTS]! + 1;
  if (hits > 0) world.acc[wc + W_HITS] = world.acc[wc + W_HITS]! + 1;
  world.lastTarget[i] = t;
  world.aimingAt[i] = -1;
  world.actedPhase[i] = world.turn;
  // A shot is another action than the module's threat, search or cover of this phase: it voids
  // the one he declared on an earlier card (RULINGS.md QR-94, amended 2026-12-04); under
  // +robber-card-turn a later card is another turn (QR-209), and the task stands.
  if (world.northfield !== null && world.setup.variant.robberCardTurn === 0) world.northfield.fired(i);
  if (blastAt >= 0) {
    blast(world, i, blastAt, spec, wc);
    if (world.setup.beasts > 0) beastShotAt(world, i, t, long);
    return true;
  }
  // A net, lasso, bolas or whip entangles (a whip lashes one already entangled): RULINGS.md QR-71.
  // "Using a weapon is classed as making a shot" (REEL 6): a beast is woken and tests (QR-140).
  if (entangles(spec) && (spec.id !== 'whip' || world.entangled[t] === 0)) {
    if (hits > 0 && world.status[t] === STATUS_UP) entangle(world, t, i, BY_WEAPON, bullsEye());
    if (world.setup.beasts > 0) beastShotAt(world, i, t, long);
    return true;
  }
  // Attacker-side DV adjustments (ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV).
  const impact = distance <= spec.closeRange ? spec.impact : spec.farImpact;
  let dvShooter = 0;
  if ((c.traits & TRAIT.manKiller) !== 0) dvShooter += DV['man-killer'];
  if ((c.traits & TRAIT.marksman) !== 0 && (type === SHOT_DELIBERATE || type === SHOT_AIMED)) dvShooter += DV.marksman;
  if (impact === IMPACT_HIGH) dvShooter += DV['high-impact'];
  else if (impact === IMPACT_LIGHT) dvShooter += DV['light-or-improvised'];
  if (spec.expert === 1) dvShooter += DV.expert;
  if (spec.explosive === 1) dvShooter += DV.explosive;
  if (type === SHOT_AIMED) dvShooter += DV.aimed;
  else if (type === SHOT_SNAP) dvShooter += DV.snap;
  else if (type === SHOT_HASTY && !withoutDeduction) dvShooter += DV.hasty;
  else if (type === SHOT_FANNING) dvShooter += DV.fanned;
  // "Hit by a character riding a mount" (RULINGS.md QR-37); with +riding-blows-only, his blows only.
  if (world.mounted[i] === 1 && world.setup.variant.ridingBlowsOnly === 0) dvShooter += DV.mounted;
  // "Hit by a character who is On the Back Foot": the table's row is not limited to close combat
  // (RULINGS.md QR-165); with +back-foot-blows-only, his blows only, as the vehicle table's row.
  if (world.backFoot[i] === 1 && world.setup.variant.backFootBlowsOnly === 0) dvShooter += DV['back-foot'];
  // "Hit by a shot fired from the shooter's wrong hand", unless Ambidextrous (RULINGS.md QR-156).
  if (world.wrongHand[i] === 1) {
    count(world, Q_WRONG_HAND_SHOTS);
    if ((c.traits & TRAIT.ambidextrous) === 0) dvShooter += DV['wrong-hand'];
  }
  const chooses = shooterChooses(world, i, type === SHOT_AIMED);
  // The courage tests the hits call for wait until every hit of the shot is scored (QR-203).
  const mark = world.courageQueued;
  world.courageDeferDepth++;
  for (let k = 0, h = 0; k < dice.count; k++) {
    const v = dice.values[k]!;
    if (v < 5 || dice.misfired[k] === 1) continue;
    // Spread (shotguns, fanning): a second hit may go to another enemy within 1 pace of the target (RULINGS.md QR-11).
    // An explosion spreads so too (SHOOTING – TRYING TO HIT, 5-9 and 10; QR-154).
    const target = h > 0 && (spec.spread === 1 || type === SHOT_FANNING || spec.explosive === 1) ? spreadTarget(world, i, t, h) : t;
    h++;
    if (world.status[target] !== STATUS_UP) continue;
    if (v === 10) {
      count(world, Q_BULLS_EYES);
      if (world.log !== null) world.log.push(`    Bulls Eye!`);
    }
    const dvHit = dvShooter + (v === 10 ? DV['bulls-eye'] : 0);
    // A hit on a rider may strike his mount (REEL 4, SHOOTING AT A RIDER OR AT VEHICLES).
    if (world.mounted[target] === 1 && strikesMount(world, i, target, chooses)) {
      hitMount(world, target, i, mountDv(world, target, i, BY_SHOOTING) + dvHit);
      continue;
    }
    // A hit on a rider of a vehicle may strike the vehicle (REEL 4, SHOOTING AT A RIDER OR AT VEHICLES).
    const veh = world.aboard[target]!;
    if (veh >= 0 && strikesVehicle(world, i, target, chooses)) {
      const r = hitVehicle(world, veh, i, shotVdv(world, veh, i, type, spec, impact, v === 10, !withoutDeduction));
      world.acc[wc + W_WOUNDS] = world.acc[wc + W_WOUNDS]! + r.cards;
      world.acc[wc + W_KILLS] = world.acc[wc + W_KILLS]! + r.out;
      continue;
    }
    const dv = targetDv(world, target, i, BY_SHOOTING, spec.nonGunpowder) + dvHit;
    const r = resolveHit(world, target, i, dv, 0, BY_SHOOTING, poisoned);
    world.acc[wc + W_WOUNDS] = world.acc[wc + W_WOUNDS]! + r.cards;
    if (r.out === 1) world.acc[wc + W_KILLS] = world.acc[wc + W_KILLS]! + 1;
  }
  // The tests to keep control of a horse wait with them (RULINGS.md QR-300).
  if (--world.courageDeferDepth === 0) flushCourage(world, mark, controlAfterShot);
  // The blast: "Also test for a potential injury to the shooter" (QR-150): as if hit by a light
  // impact weapon (terrain.ts `injuryTest`), or under +blast-plain-dv at his plain DV.
  if (chained === 1 && world.status[i] === STATUS_UP) {
    // The shooter's own injury is no effect of the shot on its target (`hitResult.effects`, read by system/odds.ts).
    const effects = hitResult.effects;
    // At his plain DV under +blast-plain-dv ("Test on the Effect of Hits chart", no light impact +1).
    if (world.setup.variant.blastPlainDv === 1) injuryTest(world, i, 0, 'the blast, at his own DV');
    else injuryTest(world, i);
    hitResult.effects = effects;
  }
  if (world.setup.beasts > 0) beastShotAt(world, i, t, long);
  // A two-gun man whose gun is now empty or jammed turns to the other (RULINGS.md QR-156).
  if (world.offHand[i]! >= 0) settleHands(world, i);
  return true;
}

/**
 * i lights the fuse of his stick of dynamite (WEAPONS TABLE: "The fuse must be lit. This is a task
 * on a flammable object that takes one turn. If a 1 is thrown it explodes prematurely"): SHOOTING
 * RELATED TASKS, "Preparing/lighting the fuses", on the reload chart (Disciplined and an Expert with
 * it reroll a failure of 2-4, as `reload`; a Marksman only under `+marksman-tasks`, QR-250; a 1 has
 * gone off and is rerolled by nobody): 1 explodes prematurely in his hand (`blast` at his
 * cell, the stick gone); 2-4 "Fail to light a fuse"; 5-9 lit (he throws on a later card); 10
 * "Successfully light fuse and may throw this turn". RULINGS.md QR-153. Returns the roll.
 */
export function lightFuse(world: QdWorld, i: number, cutOrder: number): number {
  const spec = weaponInHand(world, i)!;
  const slot = i * world.maxW + world.inHand[i]!;
  const c = world.setup.characters[i]!;
  // The chart's "disciplined, expert with the weapon ... can reroll a failed dice"; a Marksman's
  // reroll is "when testing to reload" only, unless +marksman-tasks (RULINGS.md QR-250).
  const rerolls = (c.traits & TRAIT.disciplined) !== 0 || spec.expert === 1 || marksmanRerolls(world, i, true) ? REROLL : 0;
  // "If a 1 is thrown it explodes prematurely": a 1 has gone off, and is not rerolled (KEEP_ONE; QR-153).
  const v = test(world, i, 0, rerolls | KEEP_ONE | (cutOrder === 1 ? CUT : 0), 'lights the fuse');
  if (v === 1) {
    world.loaded[slot] = 0;
    touchArms(world, i);
    if (world.log !== null) world.log.push(`    It explodes prematurely! ${nameOf(world, i)}'s ${spec.name} goes off in his hand`);
    blast(world, i, world.cell[i]!, spec, world.weaponCells + (spec.index * 4 + BAND_POINT_BLANK) * W_STRIDE);
    // The beasts the blast hit test their reaction now (woken first), as after any shot (RULINGS.md QR-49).
    if (world.setup.beasts > 0) settleReactions(world, WAKE_SHOT);
    return v;
  }
  if (v <= 4) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} fails to light the fuse`);
    return v;
  }
  world.fuseLit[i] = 1;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} lights the fuse${v === 10 ? ' and may throw this turn' : ''}`);
  return v;
}

/**
 * Where a stick of dynamite that missed lands (SHOOTING – TRYING TO HIT, 2-4: "If thrown dynamite
 * or similar falls short: throw for deviation"; WEAPONS TABLE: "If 2-4 it misses, roll 1D10 for
 * deviation"): a D10 in paces short of the target, on the line from the target back to the
 * thrower, the cell nearest that point; at the thrower's own cell if it falls that short or more.
 * RULINGS.md QR-154. Returns the cell.
 */
function fallsShort(world: QdWorld, i: number, t: number): number {
  world.stream.lane(diceLane(i));
  const d = world.stream.d10();
  const from = world.cell[i]!;
  const to = world.cell[t]!;
  const dist = world.map.offsetDistance[offsetIndex(world.map, from, to)]!;
  const short = d / world.setup.pacesPerSpace;
  if (world.log !== null) world.log.push(`    the ${weaponInHand(world, i)!.name} falls short: ${d} paces`);
  if (short >= dist) return from;
  const f = short / dist;
  const x = Math.round(world.map.cellX[to]! + (world.map.cellX[from]! - world.map.cellX[to]!) * f);
  const y = Math.round(world.map.cellY[to]! + (world.map.cellY[from]! - world.map.cellY[to]!) * f);
  return y * world.map.width + x;
}

/**
 * A stick of dynamite goes off at `at` without hitting its target (dropped, falling short or
 * exploding as its fuse is lit): everyone up in that cell or one of its 8 neighbours takes one hit
 * from it, thrower and friends too ("assess damage as normal": the high impact and explosive DV
 * adjustments; the thrower's is the "test for injury on shooter", terrain.ts `injuryTest` with
 * those adjustments). `wc`: the weapon count cell the wounds and kills go to. RULINGS.md QR-155.
 */
function blast(world: QdWorld, i: number, at: number, spec: QdWeaponSpec, wc: number): void {
  const ax = world.map.cellX[at]!;
  const ay = world.map.cellY[at]!;
  if (world.log !== null) world.log.push(`    the ${spec.name} explodes at (${ax}, ${ay})`);
  const adjust = DV['high-impact'] + DV.explosive;
  for (let j = 0; j < world.n; j++) {
    if (world.status[j] !== STATUS_UP) continue;
    const cj = world.cell[j]!;
    if (Math.abs(world.map.cellX[cj]! - ax) > 1 || Math.abs(world.map.cellY[cj]! - ay) > 1) continue;
    if (j === i) {
      injuryTest(world, i, adjust, 'his own dynamite');
      continue;
    }
    const r = resolveHit(world, j, i, targetDv(world, j, i, BY_SHOOTING, spec.nonGunpowder) + adjust, 0, BY_SHOOTING, 0);
    world.acc[wc + W_WOUNDS] = world.acc[wc + W_WOUNDS]! + r.cards;
    if (r.out === 1) world.acc[wc + W_KILLS] = world.acc[wc + W_KILLS]! + 1;
  }
}

/**
 * A chain fire (WEAPONS TABLE, the pepperpot and early revolving rifle rows: "ignites all shots in
 * one single blast on a score of 1. When a 1 is scored, roll 3D10, treat the shooter as if they
 * were firing hasty shots due to recoil but the target can take multiple hits"): three D10 that
 * each score (no reduction, no misfire or jam: every chamber has gone off), 5+ a hit on the
 * target, a 10 a Bulls Eye; the caller reads the hits as hasty shots and tests the shooter for
 * injury. The weapon was emptied when the 1 was read (`countHits`). RULINGS.md QR-150. Returns the hits.
 */
function chainFire(world: QdWorld, i: number): number {
  world.stream.lane(diceLane(i));
  dice.count = 3;
  dice.anyOne = 0;
  let hits = 0;
  for (let k = 0; k < 3; k++) {
    const v = world.stream.d10();
    dice.values[k] = v;
    dice.misfired[k] = 0;
    if (v >= 5) hits++;
  }
  if (world.log !== null) world.log.push(`    the ${weaponInHand(world, i)!.name} ignites all its shots in one blast: 3D10 ${dice.values[0]}, ${dice.values[1]}, ${dice.values[2]}`);
  return hits;
}

/**
 * True if the shot being resolved may be rerolled now: the weapon neither jammed nor emptied by the
 * roll, or `undo` (a reroll that keeps the second roll: REEL 2's Expert and Lucky, REEL 1's Cut!,
 * a 10 on responding) and the roll set off neither a pepperpot's blast nor a dropped stick, which
 * have gone off (RULINGS.md QR-102).
 */
function rerollable(world: QdWorld, slot: number, undo: boolean): boolean {
  if (world.loaded[slot]! > 0 && world.jammed[slot] === 0 && reprimed === 0) return true;
  return undo && chained === 0 && droppedStick === 0;
}

/**
 * Puts i's weapon back as the shot found it (`loaded`, `jammed`) if the roll being rerolled jammed
 * or emptied it, and says so; the misfires and jams that roll counted are taken back, as it never
 * stood (RULINGS.md QR-102).
 */
function undoMishap(world: QdWorld, i: number, slot: number, loadedBefore: number, jammedBefore: number): void {
  if (world.loaded[slot]! > 0 && world.jammed[slot] === 0 && reprimed === 0) return;
  reprimed = 0;
  world.acc[world.qAt + Q_MISFIRES] = misfiresAtShot;
  world.acc[world.qAt + Q_JAMS] = jamsAtShot;
  world.loaded[slot] = loadedBefore;
  world.jammed[slot] = jammedBefore;
  touchArms(world, i);
  if (world.log !== null) world.log.push(`    the first roll's mishap goes with it: ${nameOf(world, i)} keeps the second roll`);
}

/**
 * Takes back the misfires and jams counted by the roll a reroll of the whole shot replaces (the
 * Expert's, a quick reaction's, Got Them!'s with no 1 kept, Cut!'s, Lucky's), as it never stood:
 * a misfire that left the weapon as it was too, a cap and ball revolver's 2 or a pepperpot's 3,
 * which {@link undoMishap} (the weapon's state) does not see (REEL 2, Fighter or Expert: "may
 * reroll their dice but must keep the second dice roll"; RULINGS.md QR-102, QR-260). Not for a
 * reroll of the misses with a 1 kept: its kept dice are not read again, their counts stand.
 */
function forgetCounted(world: QdWorld): void {
  world.acc[world.qAt + Q_MISFIRES] = misfiresAtShot;
  world.acc[world.qAt + Q_JAMS] = jamsAtShot;
}

/**
 * A second take of the whole shot, Cut!'s ("re-roll a dice ... has to abide by the second 'take'",
 * REEL 1, 'CUT!' - RESHOOT THE SCENE!) or Lucky's ("May re-roll ... but must keep the second roll",
 * REEL 2, PERSONALITY): the roll's mishap undone ({@link undoMishap}), the attack dice rolled again
 * and read. A 1 of the roll rerolled still counts as thrown (`anyOne`: a revolver or repeater must
 * be reloaded, "if any 1s are thrown when shooting"; QR-8), as for the Expert's reroll. RULINGS.md
 * QR-102, QR-5, QR-83. Returns the hits.
 */
function rerollShot(world: QdWorld, i: number, spec: QdWeaponSpec, slot: number, form: number, level: number, loadedBefore: number, jammedBefore: number): number {
  undoMishap(world, i, slot, loadedBefore, jammedBefore);
  forgetCounted(world);
  const before = dice.anyOne;
  rollAttack(world, i, form, level, dice);
  if (before === 1) dice.anyOne = 1;
  return countHits(world, i, spec, slot);
}

/**
 * Rerolls the attack dice of i's shot that missed (RULINGS.md QR-102): the Expert's "If they fail
 * to hit their opponent/target they may reroll their dice" (REEL 2, SKILLS), a 10 on Wanting to
 * Shoot's "may reroll the shooting attack dice if failed to hit ignoring any 1's rolled" (REEL 4)
 * and a 10 on responding to an opportunity's "can reroll the dice" (REEL 3). The dice are rolled
 * again as the form rolls them (`rollAttack`: a "2D10 High" roll is two dice again, "2D10 take the
 * worst" two again). `ones` false (the 10 on Wanting to Shoot): a 1 is not rerolled: a roll read
 * as a 1 stands; of dice that each score, those of 2-4 are rerolled one D10 each and the 1s stay.
 * A 1 thrown by either roll counts as any 1 does (`anyOne`: a revolver or repeater must be
 * reloaded after the shot; QR-8). Returns the hits.
 */
function rerollMiss(world: QdWorld, i: number, spec: QdWeaponSpec, slot: number, form: number, level: number, ones: boolean, why: string): number {
  let one = -1;
  for (let k = 0; k < dice.count; k++) if (dice.values[k] === 1) one = k;
  // +reroll-ones-ignored: Got Them!'s "ignoring any 1's rolled" as the reroll's 1s ignored, a miss
  // with no Damn It! (no reload, misfire, jam or break), discarded ones too (RULINGS.md QR-102).
  const ignore = !ones && world.setup.variant.rerollOnesIgnored === 1;
  if (ones || one < 0) {
    const before = dice.anyOne;
    forgetCounted(world);
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} rerolls the attack dice (${why})`);
    rollAttack(world, i, form, level, dice);
    if (ignore) {
      dice.anyOne = before;
      for (let k = 0; k < dice.count; k++) if (dice.values[k] === 1) ignoredOnes |= 1 << k;
      const hits = countHits(world, i, spec, slot);
      ignoredOnes = 0;
      return hits;
    }
    if (before === 1) dice.anyOne = 1;
    return countHits(world, i, spec, slot);
  }
  // A 1 kept: a single read stands; of dice that each score, the others are rerolled, and the dice
  // kept are not read again (their 1's Damn It! was played on the first read).
  if (dice.count === 1) return 0;
  world.stream.lane(diceLane(i));
  for (let k = 0; k < dice.count; k++) {
    const v = dice.values[k]!;
    if (v < 2 || v > 4) {
      readAlready |= 1 << k;
      continue;
    }
    const r = world.stream.d10();
    dice.values[k] = r;
    if (r === 1) {
      if (ignore) ignoredOnes |= 1 << k;
      else dice.anyOne = 1;
    }
  }
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} rerolls the misses (not the 1s): ${Array.from(dice.values.subarray(0, dice.count)).join(', ')}`);
  const hits = countHits(world, i, spec, slot);
  ignoredOnes = 0;
  readAlready = 0;
  return hits;
}

/**
 * Reads the attack dice: per scoring die, a chain fire (a pepperpot's 1: `chained` set and the
 * weapon emptied, the blast rolled by `fire`: QR-150), a misfire or jam by the weapon's rolls (a
 * flintlock's 2-4 too under `+flint-chart-misfire`, QR-195; a 1 or 2 of any die thrown, discarded
 * or not, under `+flint-any-die`, QR-8; a muzzle-loading double's the barrel fired's, `reprimed`,
 * QR-251), a
 * 1's mishap (SHOOTING – TRYING TO HIT, "Damn It!": a revolver or repeater out of ammunition, a
 * muzzleloader to be reprimed, a single shot breech loader jammed; a double action pistol's or a
 * fanned shot's 1 rerolled, a second 1 jams it: QR-151), a miss on 2-4, a hit on 5+. Marks
 * misfired dice in `dice.misfired`. Returns the hits.
 */
function countHits(world: QdWorld, i: number, spec: QdWeaponSpec, slot: number): number {
  let hits = 0;
  // A flintlock misfires on the hit chart's whole Missed! band under +flint-chart-misfire (QR-195),
  // and on a 1 or 2 of any die thrown, a best roll's discarded dice too, under +flint-any-die (QR-8).
  const misfireMask = spec.misfireMask | (world.setup.variant.flintChartMisfire === 1 ? spec.missedMisfireMask : 0);
  const anyDie = world.setup.variant.flintAnyDie === 1 && spec.flintlock === 1 && dice.count === 1 && (spec.misfireMask & (1 << (dice.low - 1))) !== 0;
  for (let k = 0; k < dice.count; k++) {
    // A die kept by a reroll of the misses: read already, its mishap played then (QR-102).
    if (readAlready !== 0 && (readAlready & (1 << k)) !== 0) continue;
    const v = dice.values[k]!;
    dice.misfired[k] = 0;
    // A 1 of Got Them!'s reroll under +reroll-ones-ignored: a miss, no Damn It! (RULINGS.md QR-102).
    if (ignoredOnes !== 0 && (ignoredOnes & (1 << k)) !== 0) {
      if (world.log !== null) world.log.push(`    the reroll's 1 is ignored: a miss`);
      continue;
    }
    if ((misfireMask & (1 << (v - 1))) !== 0 || anyDie) {
      dice.misfired[k] = 1;
      count(world, Q_MISFIRES);
      // A double's misfire is the barrel fired's, reprimed (spent after the shot as any barrel fired), not both (QR-251).
      if (spec.reload === RELOAD_AFTER_USE && bothBarrels(spec)) reprimed = 1;
      else if (spec.reload === RELOAD_AFTER_USE) {
        world.loaded[slot] = 0;
        touchArms(world, i);
      }
      if (world.log !== null) world.log.push(`    the ${spec.name} misfires`);
      continue;
    }
    if (v === 1 && spec.explosive === 1) {
      // "If a 1 is thrown it is dropped" (WEAPONS TABLE): no die of the throw counts (QR-154).
      dice.misfired[k] = 1;
      droppedStick = 1;
      world.loaded[slot] = 0;
      touchArms(world, i);
      if (world.log !== null) world.log.push(`    Damn It! ${nameOf(world, i)} drops the ${spec.name}`);
      continue;
    }
    if ((spec.chainFireMask & (1 << (v - 1))) !== 0) {
      // "ignites all shots in one single blast on a score of 1": the blast is rolled by `fire` (QR-150).
      dice.misfired[k] = 1;
      chained = 1;
      world.loaded[slot] = 0;
      touchArms(world, i);
      continue;
    }
    if ((spec.jamMask & (1 << (v - 1))) !== 0) {
      dice.misfired[k] = 1;
      world.jammed[slot] = 1;
      count(world, Q_JAMS);
      if (world.log !== null) world.log.push(`    the ${spec.name} jams`);
      continue;
    }
    if (v === 1 && entangles(spec)) {
      // "a net, lasso, bolas or whip it becomes entangled": freed like a jam, by a test on reduced dice (RULINGS.md QR-72).
      world.jammed[slot] = 1;
      if (world.log !== null) world.log.push(`    Damn It! the ${spec.name} becomes entangled`);
    }
    if (v === 1 && (spec.doubleAction === 1 || fanningShot === 1) && world.jammed[slot] === 0) {
      // "If a double action pistol or fanning reroll it jams and needs reloading": a D10 again, a 1 jams it (QR-151).
      world.stream.lane(diceLane(i));
      const again = world.stream.d10();
      if (world.log !== null) world.log.push(`    Damn It! the 1 is rerolled for ${fanningShot === 1 ? 'fanning' : 'a double action pistol'}: ${again}${again === 1 ? `, the ${spec.name} jams` : ''}`);
      if (again === 1) {
        world.jammed[slot] = 1;
        world.loaded[slot] = 0;
        touchArms(world, i);
        count(world, Q_JAMS);
      }
    }
    // Not a cartridge double: its 1 spends the barrel fired, as any barrel (RULINGS.md QR-251).
    if (v === 1 && spec.oneEmpties === 1 && spec.thrown === 0) {
      world.loaded[slot] = 0;
      touchArms(world, i);
      if (world.log !== null) world.log.push(`    Damn It! the ${spec.name} must be reloaded`);
    }
    if (v >= 5) hits++;
  }
  return droppedStick === 1 ? 0 : hits;
}

/** True if a scoring die of the shot being resolved shows a 10 (a Bulls Eye). */
function bullsEye(): boolean {
  for (let k = 0; k < dice.count; k++) if (dice.values[k] === 10 && dice.misfired[k] === 0) return true;
  return false;
}

/**
 * The target of the `h`-th extra hit of a spread: another enemy up within 1 pace of `t` whom i
 * could shoot at himself, on a clear line and located (locating.ts `isLocated`: the first such by
 * index, alternating with `t`), else `t`. The spread is the shooter's to make ("may be spread",
 * QR-11), and a man he has not found, or takes the area for empty (Confused), or cannot see, is no
 * one he would send it to (QR-55; amended by the thirty-first audit: at the O.K. Corral Doc
 * Holliday, who had just failed to locate Billy Clanton, put a second hit on him).
 */
export function spreadTarget(world: QdWorld, i: number, t: number, h: number): number {
  if ((h & 1) === 0) return t;
  const side = world.sideOf[i]!;
  for (let j = 0; j < world.n; j++) {
    if (j === t || world.sideOf[j] === side || world.status[j] !== STATUS_UP) continue;
    if (withinPace(world, world.cell[j]!, world.cell[t]!) && isLocated(world, i, j)) return j;
  }
  return t;
}

/** What a reload lets i do at once (`reload`'s result; the engine plays the shot at his last target if in reach, else the move a reload allows). */
export const RELOADED_NOTHING = 0;
/** 5-9 "Ready to shoot! ... may now move ½ move or make a hasty shot" (RULINGS.md QR-106). */
export const RELOADED_HASTY_SHOT = 1;
/** 10 "Rapid Reload! ... may immediately Open Fire, or move 1 move" (RULINGS.md QR-106). */
export const RELOADED_OPEN_FIRE = 2;
/** {@link reload}: a jam cleared on a 10, the weapon loaded: "Successfully deploy or clear the jam and may load or shoot" (a shot, no move: RULINGS.md QR-106). */
export const CLEARED_OPEN_FIRE = 3;

/**
 * i reloads (or clears the jam of) his weapon in hand (a two-gun man: the gun in his gun hand if it
 * needs it, else the one in his other hand; then he uses the one `settleHands` gives: RULINGS.md
 * QR-156): SHOOTING RELATED TASKS, "Needing to reload
 * or restring" (Disciplined and an Expert with it reroll a failure, a Marksman a failed reload but
 * not a jam unless `+marksman-tasks`, QR-250; a difficult reload
 * uses reduced dice; a weapon reloaded stationary only after he has not moved; a bow after a
 * full move or more on reduced dice unless he is an expert rider). 1 jammed (an attempt to clear a
 * jam that fails with a 1 makes the further attempts on reduced dice: `unjamFailed`); 2-4 fiddly; 5-9 reloaded, and he may make a
 * hasty shot; 10 rapid reload: may open fire at once. A jammed weapon is cleared first ("must
 * pass an Action test to fix it before they can try to reload or reprime it"): 5-9 clears the jam
 * only (a weapon left empty is reloaded by a later card); 10 clears it "and may load or shoot":
 * loaded if empty, else he may open fire (RULINGS.md QR-106).
 * @param free the test is passed without a roll, read as a 5 (RULINGS.md QR-131)
 * @returns `RELOADED_*` (or {@link CLEARED_OPEN_FIRE}): the shot, or move, it lets him make now
 */
export function reload(world: QdWorld, i: number, cutOrder: number, free = false): number {
  // A two-gun man reloads the gun in his gun hand first, then the other (RULINGS.md QR-156).
  const o = world.offHand[i]!;
  let w = world.inHand[i]!;
  if (o >= 0 && (world.wrongHand[i] === 1 || loadedGun(world, i * world.maxW + w))) w = o;
  const spec = w < 0 ? undefined : world.setup.characters[i]!.weapons[w];
  if (spec === undefined || spec.missile === 0 || spec.thrown === 1) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} has no missile weapon in hand to reload: the card passes`);
    return 0;
  }
  const slot = i * world.maxW + w;
  if (world.loaded[slot]! > 0 && world.jammed[slot] === 0) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)}'s ${spec.name} is loaded: nothing to reload, the card passes`);
    return 0;
  }
  // The Northfield module: "not allowed to reload if he moved more than three squares during the
  // turn" (COMBAT, Reloading; the phase's squares, RULINGS.md QR-95).
  if (world.northfield !== null && !world.northfield.mayReload(i)) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} moved more than three squares this phase: he may not reload`);
    return RELOADED_NOTHING;
  }
  const v = reloadSlot(world, i, spec, slot, cutOrder, free);
  if (o >= 0) settleHands(world, i);
  return v;
}

/** One of i's preloaded slides for the slide weapon in `slot` spent; his agent sees the slides left as the weapon's spare (RULINGS.md QR-171). */
function spendSlide(world: QdWorld, i: number, slot: number): void {
  world.slidesLeft[slot] = world.slidesLeft[slot]! - 1;
  showSpare(world, i, slot - i * world.maxW);
}

/**
 * Weapon `spec` in i's slot `slot` loaded on the reload chart with `full` rounds (a slide weapon
 * spends one of its slides, QR-171); under the Northfield module a found weapon so loaded ends his
 * loading before the module's end of phase (QR-95).
 */
function loadSlot(world: QdWorld, i: number, spec: QdWeaponSpec, slot: number, full: number): void {
  world.loaded[slot] = full;
  if (spec.slides > 0) spendSlide(world, i, slot);
  if (world.northfield !== null) world.northfield.reloaded(i);
  touchArms(world, i);
}

/**
 * True if i, a Marksman, rerolls a failed test on the SHOOTING RELATED TASKS chart: "can reroll
 * when testing to reload" (REEL 2, SPECIFIC COMBAT SKILLS AND TRAITS, Marksman): a reload or
 * re-priming, not clearing a jam ("must pass an Action test to fix it before they can try to reload
 * or reprime it", REEL 4) nor lighting a fuse ("a task on a flammable object", WEAPONS TABLE),
 * unless `+marksman-tasks` (RULINGS.md QR-250). False for a man who is no Marksman.
 * @param other the test is not the reload itself: a jam cleared or a fuse lit
 */
export function marksmanRerolls(world: QdWorld, i: number, other: boolean): boolean {
  if ((world.setup.characters[i]!.traits & TRAIT.marksman) === 0) return false;
  return !other || world.setup.variant.marksmanTasks === 1;
}

/** {@link reload} of weapon `spec` in slot `slot`, which needs it (empty or jammed). */
function reloadSlot(world: QdWorld, i: number, spec: QdWeaponSpec, slot: number, cutOrder: number, free: boolean): number {
  // A slide weapon with no slide left cannot be loaded (QR-171).
  if (spec.slides > 0 && world.jammed[slot] === 0 && world.slidesLeft[slot]! <= 0) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} has no slide left for his ${spec.name}`);
    return RELOADED_NOTHING;
  }
  if (spec.stationaryReload === 1 && world.movedThisCard[i] === 1) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} must be stationary to reload his ${spec.name}`);
    return 0;
  }
  const c = world.setup.characters[i]!;
  // A test taken: not the free action's reload, made "with no action roll" (REEL 3; an audit, 2026-12-01).
  if (!free) count(world, Q_RELOAD_TESTS);
  const jammed = world.jammed[slot] === 1;
  // A Marksman rerolls the reload, not the clearing of a jam, unless +marksman-tasks (RULINGS.md QR-250).
  const rerolls = (c.traits & TRAIT.disciplined) !== 0 || spec.expert === 1 || marksmanRerolls(world, i, jammed) ? REROLL : 0;
  // A bow "Can be reloaded while moving slowly. An expert rider can reload if moving quickly, otherwise used reduced dice" (WEAPONS TABLE).
  const bowFast = spec.id === 'bow' && (world.movingQuickly[i] === 1 || world.galloped[i] === 1) && (c.traits2 & TRAIT2.expertRider) === 0 ? 1 : 0;
  // Clearing a jam is "an Action test": reduced only after a failed attempt ("Or fail to unjam ...
  // and make any further attempt with reduced action dice"), whatever the weapon; a weapon
  // "difficult to reload" reloads on reduced dice (WEAPONS TABLE; RULINGS.md QR-106).
  const reduced = jammed ? world.unjamFailed[slot]! : spec.difficultReload;
  const v = test(world, i, reduced + bowFast, rerolls | (cutOrder === 1 ? CUT : 0) | (free ? PASS : 0), jammed ? 'clears the jam' : 'reloads');
  if (v === 1) {
    if (jammed) {
      world.unjamFailed[slot] = 1;
      if (world.log !== null) world.log.push(`    It's Jammed! ${nameOf(world, i)} fails to clear his ${spec.name}: further attempts on reduced dice`);
    } else {
      world.jammed[slot] = 1;
      // The reload chart's jam is a jam as a shot's is (an audit, 2026-12-01: a cartridge revolver's only one, and not counted).
      count(world, Q_JAMS);
      if (world.log !== null) world.log.push(`    It's Jammed! ${nameOf(world, i)}'s ${spec.name} jams`);
    }
    return RELOADED_NOTHING;
  }
  if (v <= 4) {
    // The reload chart's 2-4 (REEL 4): "This is Fiddly! Do not reload or reprime or clear the jam ... on this turn".
    if (world.log !== null) world.log.push(`    This is Fiddly! ${nameOf(world, i)} ${jammed ? 'does not clear the jam of' : 'does not reload'} his ${spec.name} on this card`);
    return RELOADED_NOTHING;
  }
  // A full load: every barrel of an after-use weapon, a slide of `capacity` rounds (one of those
  // carried, spent below: QR-171), else "loaded" (1).
  const full = fullLoad(spec);
  if (jammed) {
    world.jammed[slot] = 0;
    world.unjamFailed[slot] = 0;
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} clears the jam of his ${spec.name}`);
    if (v < 10) return RELOADED_NOTHING;
    if (world.loaded[slot]! > 0) return CLEARED_OPEN_FIRE;
    if (spec.slides > 0 && world.slidesLeft[slot]! <= 0) return RELOADED_NOTHING;
    loadSlot(world, i, spec, slot, full);
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} loads it at once`);
    return RELOADED_NOTHING;
  }
  loadSlot(world, i, spec, slot, full);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)}'s ${spec.name} is ready to shoot`);
  return v === 10 ? RELOADED_OPEN_FIRE : RELOADED_HASTY_SHOT;
}
