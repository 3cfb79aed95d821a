/**
 * Ranged combat (shootout.txt, "3. Ranged Combat"): "Roll number of combat dice for weapon, add
 * any ranged combat skill and situational modifiers. Each score of six or more is a hit. All
 * natural rolls of 1 are misses." Situational modifiers: "Target stationary +1", "Target in open
 * +1", "Target at short range +1", "Snapfiring -2 (Firing at target not visible at start of
 * turn)", "Firer pinned down -1". "Figures must be able to trace a direct line-of-sight to their
 * target." Short and maximum ranges, split dice (shotgun, Gatling gun, cannon), ammunition before
 * reload (each combat die a round: RULINGS.md SR-42), heavy weapons' reload for a command point
 * (SR-43).
 *
 * Reads the map's sight rows, `cell`, `movedHalf`, `pinned`, the weapons' columns and `loaded`;
 * writes `loaded`, `fired`, `holstered`, `lastTarget`, `lastAttacker`, `shotAt`, `hitsTaken`, the
 * shots and hits (core's columns and weapon block) and the counts; hits go on to saves.ts. Draws
 * the combat dice. Allocates nothing.
 */
import { diceLane } from '@deadeye/rng';
import { offsetIndex, S_BLOCKED, S_CORNER, S_HARD, S_OBSCURED, W_HITS, W_SHOTS, W_STRIDE, touchArms } from '@deadeye/core';
import { spend } from './command.ts';
import { lineSight, saveOrTake } from './saves.ts';
import { BAND_LONG, BAND_SHORT, count, inches, nameOf, S_CP_RELOAD, S_RELOAD_NO_POINT, S_RELOADS, SO_BANDS, UNLIMITED, up, type SoWorld } from './world.ts';

/** The to-hit modifier for snapfire ("Snapfiring -2"). */
export const SNAPFIRE = -2;
/** The to-hit modifier for a pinned firer ("Firer pinned down -1"). */
export const FIRER_PINNED = -1;
/** Sight bits that put a target out of the open (RULINGS.md SR-40): hard or corner cover on the line beside him, or soft cover or forest on it. */
const COVER_BITS = S_HARD | S_CORNER | S_OBSCURED;

/** Start of the accumulator's weapon block cells of weapon class `cls` at band `band` (0 short, 1 long, 2 close combat). */
export function weaponCell(world: SoWorld, cls: number, band: number): number {
  return world.weaponCells + (cls * SO_BANDS.length + band) * W_STRIDE;
}

/** Slot (`i * maxW + w`) of i's weapon in hand, or -1 (none: close combat only). */
export function slotInHand(world: SoWorld, i: number): number {
  const w = world.inHand[i]!;
  return w < 0 ? -1 : i * world.maxW + w;
}

/**
 * True if `i` may fire weapon slot `slot` at `t` now: an enemy up, on a line not blocked by a wall,
 * within the maximum range (inclusive: RULINGS.md SR-41), rounds loaded; and if `i` is pinned,
 * only at an enemy who fired at him this turn or last ("Pinned figures may only return fire":
 * RULINGS.md SR-49). Under Northfield the weapon must be found (not face down) and the module's
 * firing limits allow the shot (core `mayShootAt`: buildings, a citizen loading inside, no fire
 * through a friend; RULINGS.md SR-74).
 */
export function canFireAt(world: SoWorld, i: number, t: number, slot: number): boolean {
  if (slot < 0 || t < 0 || t >= world.n || world.sideOf[t] === world.sideOf[i] || !up(world, t)) return false;
  if (world.loaded[slot]! <= 0 || world.gone[slot] === 1) return false;
  const from = world.cell[i]!;
  const to = world.cell[t]!;
  if ((world.map.sight(from)[to]! & S_BLOCKED) !== 0) return false;
  if (world.map.offsetDistance[offsetIndex(world.map, from, to)]! > world.wMax[slot]! + 1e-9) return false;
  if (world.pinned[i] === 1) {
    const when = world.shotAt[i * world.n + t]!;
    if (!(when > 0 && when >= world.turn - 1)) return false;
  }
  return world.northfield === null || world.northfield.mayShootAt(i, t);
}

/**
 * True if i may reload the weapon in hand now: he holds one, found (not face down), and is not
 * loading a found weapon under the Northfield module, which loads it itself at the end of the next
 * turn (COMBAT, Reloading; RULINGS.md SR-71).
 */
export function mayReload(world: SoWorld, i: number): boolean {
  const slot = slotInHand(world, i);
  if (slot < 0 || world.gone[slot] === 1) return false;
  return world.northfield === null || !world.northfield.loading(i);
}

/**
 * The to-hit modifier of `i` firing slot `slot` at `t` (his Ranged factor and the situational
 * modifiers): +1 if `t` has not moved this turn (stationary), +1 if `t` is in the open (no cover
 * on the line: RULINGS.md SR-40), +1 within the weapon's short range (inclusive), -2 snapfiring,
 * -1 if `i` is pinned down. With `parts`, each term that counts is pushed to it in words
 * (`Ranged +1`, `stationary target +1`...), for the replay.
 */
export function toHitModifier(world: SoWorld, i: number, t: number, slot: number, snap: boolean, parts: string[] | null = null): number {
  let m = world.rangedF[i]!;
  if (parts !== null) parts.push(`Ranged ${signed(m)}`);
  if (world.movedHalf[t] === 0) {
    m++;
    if (parts !== null) parts.push('stationary target +1');
  }
  const from = world.cell[i]!;
  const to = world.cell[t]!;
  if ((lineSight(world, from, t) & COVER_BITS) === 0) {
    m++;
    if (parts !== null) parts.push('target in the open +1');
  }
  const short = world.wShort[slot]!;
  if (short >= 0 && world.map.offsetDistance[offsetIndex(world.map, from, to)]! <= short + 1e-9) {
    m++;
    if (parts !== null) parts.push('short range +1');
  }
  if (snap) {
    m += SNAPFIRE;
    if (parts !== null) parts.push(`snapfire ${signed(SNAPFIRE)}`);
  }
  if (world.pinned[i] === 1) {
    m += FIRER_PINNED;
    if (parts !== null) parts.push(`pinned down ${signed(FIRER_PINNED)}`);
  }
  return m;
}

/** `+1`, `-2`, `+0`: a modifier as the replay writes it. */
export function signed(m: number): string {
  return `${m >= 0 ? '+' : ''}${m}`;
}

/**
 * Rolls `dice` combat dice of slot `slot` by `i` at `t` (each 1D6 + {@link toHitModifier}, 6 or
 * more hits, a natural 1 misses); each hit counts toward pinning `t` and goes to his saving throw
 * (saves.ts; unsaved hits applied now if `immediate`, else queued). Counts each die as a shot
 * and each hit, for `i` and for the weapon at its band. Returns the hits.
 */
export function fireDice(world: SoWorld, i: number, t: number, slot: number, dice: number, snap: boolean, immediate: boolean): number {
  // The modifier's terms in words for the replay (an audit, 2026-12-01: a total alone could not be checked).
  const parts = world.log !== null ? [] : null;
  const mod = toHitModifier(world, i, t, slot, snap, parts);
  const dist = world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.cell[t]!)]!;
  const short = world.wShort[slot]!;
  const band = short >= 0 && dist <= short + 1e-9 ? BAND_SHORT : BAND_LONG;
  const cell = weaponCell(world, world.wCls[slot]!, band);
  const acc = world.acc;
  const from = world.cell[i]!;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} ${snap ? 'snapfires' : 'fires'} ${dice} ${dice === 1 ? 'die' : 'dice'} at ${nameOf(world, t)} (${inches(dist * world.ips)}, ${SO_BANDS[band]} range), modifier ${signed(mod)} (${parts!.join(', ')})`);
  let hits = 0;
  for (let k = 0; k < dice; k++) {
    // Hits applied at once: no die is rolled at a figure already dead (RULINGS.md SR-44).
    if (immediate && !up(world, t)) break;
    // Every draw names its lane (rng: common random numbers): the shooter's dice, the target's saves.
    world.stream.lane(diceLane(i));
    const d = world.stream.d6();
    const hit = d !== 1 && d + mod >= 6;
    world.shots[i] = world.shots[i]! + 1;
    acc[cell + W_SHOTS] = acc[cell + W_SHOTS]! + 1;
    if (world.log !== null) world.log.push(`      1D6 ${d}: ${hit ? 'hit' : d === 1 ? 'a natural 1, misses' : 'misses'}`);
    if (!hit) continue;
    hits++;
    world.hits[i] = world.hits[i]! + 1;
    acc[cell + W_HITS] = acc[cell + W_HITS]! + 1;
    world.hitsTaken[t] = world.hitsTaken[t]! + 1;
    saveOrTake(world, from, t, cell, band, immediate);
  }
  world.lastAttacker[t] = i;
  world.shotAt[t * world.n + i] = world.turn;
  return hits;
}

/**
 * i fires the weapon in hand: all its combat dice (as many as he has rounds for: each die rolled a
 * round, a die not rolled because its target is already dead none; under the `+volleys` variant
 * all of them, one round a volley: RULINGS.md SR-42) at `t1`, or split between `t1`, `t2` and `t3`
 * for a weapon that "Can split dice between targets" (dealt one at a time in that order, so the
 * first gets any odd die; a target dealt none is not fired at: RULINGS.md SR-46). Targets he may
 * not fire at ({@link canFireAt}) are dropped; with none he does not fire. Marks him as having
 * fired (his weapon drawn). Returns the dice rolled.
 */
export function volley(world: SoWorld, i: number, t1: number, t2: number, t3: number, snap: boolean, immediate: boolean): number {
  const slot = slotInHand(world, i);
  if (slot < 0) return 0;
  let a = canFireAt(world, i, t1, slot) ? t1 : -1;
  let b = -1;
  let c = -1;
  if (world.wSplit[slot] === 1) {
    b = t2 !== a && canFireAt(world, i, t2, slot) ? t2 : -1;
    c = t3 !== a && t3 !== b && canFireAt(world, i, t3, slot) ? t3 : -1;
    if (a < 0) {
      a = b >= 0 ? b : c;
      if (a === b) b = -1;
      if (a === c) c = -1;
    }
    if (b < 0 && c >= 0) {
      b = c;
      c = -1;
    }
  }
  if (a < 0) return 0;
  const loaded = world.loaded[slot]!;
  const volleys = world.setup.variant.volleys === 1;
  const dice = volleys ? world.wDice[slot]! : Math.min(world.wDice[slot]!, loaded);
  world.fired[i] = 1;
  world.holstered[i] = 0;
  world.lastTarget[i] = a;
  const k = c >= 0 ? 3 : b >= 0 ? 2 : 1;
  const each = Math.floor(dice / k);
  const extra = dice - each * k;
  // A target dealt no die is not fired at (nor shot at, for a pinned man's return fire: SR-49, SR-46).
  const shotsBefore = world.shots[i]!;
  fireDice(world, i, a, slot, each + (extra > 0 ? 1 : 0), snap, immediate);
  if (b >= 0 && each + (extra > 1 ? 1 : 0) > 0) fireDice(world, i, b, slot, each + (extra > 1 ? 1 : 0), snap, immediate);
  if (c >= 0 && each > 0) fireDice(world, i, c, slot, each, snap, immediate);
  // Each die rolled spends one round, a die not rolled (its target already dead) none; under
  // +volleys each volley one round, whatever its dice (RULINGS.md SR-42).
  const rolled = world.shots[i]! - shotsBefore;
  if (world.wAmmo[slot]! > 0 && loaded < UNLIMITED) {
    world.loaded[slot] = loaded - (volleys ? 1 : rolled);
    touchArms(world, i);
  }
  return rolled;
}

/**
 * i reloads the weapon in hand to full ("Ammo before Reload"; a figure with no rounds "spends the
 * turn reloading to full and does not fire"). A heavy weapon's reload costs his group a command
 * point ("To reload a heavy weapon 1"); without one left he cannot reload this turn (RULINGS.md
 * SR-43). A weapon that never runs out, or is full, is not reloaded. Marks him as having used his
 * turn's fire. Returns true if he reloaded.
 */
export function reload(world: SoWorld, i: number): boolean {
  const slot = slotInHand(world, i);
  if (slot < 0 || world.wAmmo[slot] === 0 || world.loaded[slot]! >= world.wAmmo[slot]!) return false;
  world.fired[i] = 1;
  if (world.wHeavy[slot] === 1) {
    const g = world.groupOf[i]!;
    if (world.gPoints[g]! < 1) {
      count(world, S_RELOAD_NO_POINT);
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} has no command point to reload his heavy weapon`);
      return false;
    }
    spend(world, g, 1, S_CP_RELOAD);
  }
  world.loaded[slot] = world.wAmmo[slot]!;
  touchArms(world, i);
  count(world, S_RELOADS);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} reloads${world.wHeavy[slot] === 1 ? ' (1 command point)' : ''}`);
  return true;
}
