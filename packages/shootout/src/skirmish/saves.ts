/**
 * Saving throws, hits to kill and pinning (shootout.txt, "3. Ranged Combat": "Targets roll a
 * saving throw on 1D6 for each hit, adding situational modifiers. Each score of 6 or above is a
 * save. All natural rolls of 1 are fails." Modifiers: "Target moved >3" this turn +1", "Target in
 * hard cover +1", "Low visibility +1"; "4. Close Combat" likewise; "Courage": "Men who take 2 or
 * more hits from ranged fire in a single round (and survive of course) are pinned down").
 *
 * An unsaved hit takes one from the figure's HTK; at 0 he is dead (RULINGS.md SR-56). Simultaneous
 * fire (ranged combat, close combat, a tied Draw!) queues its unsaved hits and applies them
 * together ({@link applyPending}); snapfire and the first volley of a Draw! apply them at once.
 *
 * Reads the map's sight rows, `movedHalf`, the variant; writes `htk`, status (core's setStatus),
 * `wounded`, `pinned`, the pending hits and the counts. Draws the saving throw dice.
 */
import { diceLane } from '@deadeye/rng';
import { S_CORNER, S_HARD, STATUS_DEAD, W_KILLS, W_WOUNDS } from '@deadeye/core';
import { takeOutSo } from './northfield.ts';
import { nameOf, count, S_PER_CHARACTER, S_GLOBAL, S_PINNED, S_SAVES, up, type SoWorld } from './world.ts';

/** Half-spaces of path a figure must exceed this turn for "Target moved >3"" (3" at the map's scale, as half-spaces). */
function movedOver3(world: SoWorld, t: number): boolean {
  return world.movedHalf[t]! > (2 * 3) / world.ips + 1e-9;
}

/**
 * The saving throw modifier of target `t` hit by a figure standing in cell `from`: +1 if he moved
 * more than 3" this turn, +1 behind hard cover on the line from `from` (core's `S_HARD` or
 * `S_CORNER`: a trough, a wall's corner, a window or a door frame beside him), +1 in low
 * visibility (the `+low-visibility` variant; RULINGS.md SR-48). With `parts`, each term that
 * counts is pushed to it in words, for the replay.
 */
export function saveModifier(world: SoWorld, from: number, t: number, parts: string[] | null = null): number {
  let m = world.setup.variant.lowVisibility;
  if (parts !== null && m !== 0) parts.push('low visibility +1');
  if (movedOver3(world, t)) {
    m++;
    if (parts !== null) parts.push('moved over 3" +1');
  }
  if ((lineSight(world, from, t) & (S_HARD | S_CORNER)) !== 0) {
    m++;
    if (parts !== null) parts.push('hard cover +1');
  }
  return m;
}

/**
 * The sight bits of the line from cell `from` to target `t` (core's `S_*`), with the Northfield
 * module's cover for the map's (COMBAT, Cover; RULINGS.md SR-75): inside a building hard cover,
 * outside only a corner, and no cover of the building against a shooter in an adjacent space.
 * Without the module, the map's bits.
 */
export function lineSight(world: SoWorld, from: number, t: number): number {
  const to = world.cell[t]!;
  const sight = world.map.sight(from)[to]!;
  const nf = world.northfield;
  if (nf === null) return sight;
  const rest = sight & ~(S_HARD | S_CORNER);
  const map = world.map;
  if (Math.abs(map.cellX[from]! - map.cellX[to]!) <= 1 && Math.abs(map.cellY[from]! - map.cellY[to]!) <= 1) return rest | (sight & S_CORNER);
  return rest | nf.coverBits(t, sight);
}

/**
 * One hit on `t` from a figure standing in `from`, with the weapon's accumulator cell `wCell`
 * (class and band) and the section's band `band` (0 short, 1 long, 2 close combat): his saving
 * throw (1D6 + {@link saveModifier}, 6 or more saves, a natural 1 fails). Unsaved, the hit is
 * applied now (`immediate`) or queued for {@link applyPending}. Counts the hit's save by band and
 * the weapon's wounds (unsaved hits). Returns true if he saved.
 */
export function saveOrTake(world: SoWorld, from: number, t: number, wCell: number, band: number, immediate: boolean): boolean {
  const parts = world.log !== null ? [] : null;
  const mod = saveModifier(world, from, t, parts);
  world.stream.lane(diceLane(t));
  const d = world.stream.d6();
  const saved = d !== 1 && d + mod >= 6;
  count(world, S_SAVES + 2 * band);
  if (saved) count(world, S_SAVES + 2 * band + 1);
  if (world.log !== null) world.log.push(`      ${nameOf(world, t)} saves: 1D6 ${d}${mod !== 0 ? ` + ${mod} (${parts!.join(', ')})` : ''} = ${d + mod}: ${saved ? 'saved' : d === 1 ? 'a natural 1, fails' : 'fails'}`);
  if (saved) return true;
  world.acc[wCell + W_WOUNDS] = world.acc[wCell + W_WOUNDS]! + 1;
  if (immediate) takeHit(world, t, wCell);
  else {
    world.pendTarget[world.pendLen] = t;
    world.pendCell[world.pendLen] = wCell;
    world.pendLen++;
  }
  return false;
}

/**
 * One unsaved hit on `t` now: one HTK off; at 0 he is dead, the kill counted to the weapon's cell
 * `wCell`. A figure already down takes nothing. `notice` (default true): the Northfield module
 * hears of the death at once (takeOutSo); {@link applyPending} tells it after the last hit instead.
 * @returns true if this hit killed him
 */
export function takeHit(world: SoWorld, t: number, wCell: number, notice = true): boolean {
  if (!up(world, t)) return false;
  world.htk[t] = world.htk[t]! - 1;
  world.wounded[t] = 1;
  if (world.htk[t]! > 0) {
    if (world.log !== null) world.log.push(`      ${nameOf(world, t)} has ${world.htk[t]} HTK left`);
    return false;
  }
  world.acc[wCell + W_KILLS] = world.acc[wCell + W_KILLS]! + 1;
  if (world.log !== null) world.log.push(`      ${nameOf(world, t)} is dead`);
  // Core's setStatus, then the Northfield module's trigger (the gang's morale on its first man down).
  takeOutSo(world, t, STATUS_DEAD, notice);
  return true;
}

/**
 * Applies the queued unsaved hits together, in the order they were rolled; empties the queue.
 * The Northfield module hears of the dead only once every hit has landed (RULINGS.md SR-76): the
 * gang's morale check on its first man down is taken by those still up after the whole volley, not
 * by a man whose own hit is still to land.
 */
export function applyPending(world: SoWorld): void {
  const len = world.pendLen;
  if (len > 0 && world.log !== null) world.log.push('    the hits land together');
  const nf = world.northfield;
  // The dead of this landing, written over the queue's front as it is read (killed <= k).
  let killed = 0;
  for (let k = 0; k < len; k++) {
    const t = world.pendTarget[k]!;
    if (takeHit(world, t, world.pendCell[k]!, nf === null) && nf !== null) world.pendTarget[killed++] = t;
  }
  world.pendLen = 0;
  for (let k = 0; k < killed; k++) nf!.onTakeOut(world.pendTarget[k]!, STATUS_DEAD);
}

/**
 * Pins `t` if he has taken 2 or more hits from ranged fire this turn (counted before saving
 * throws) and is still up, and is not pinned already (RULINGS.md SR-49).
 */
export function checkPinned(world: SoWorld, t: number): void {
  if (world.pinned[t] === 1 || world.hitsTaken[t]! < 2 || !up(world, t)) return;
  world.pinned[t] = 1;
  count(world, S_PINNED);
  count(world, S_GLOBAL + t * S_PER_CHARACTER);
  if (world.log !== null) world.log.push(`      ${nameOf(world, t)} is pinned down (${world.hitsTaken[t]} hits this turn)`);
}

/** {@link checkPinned} for every figure. */
export function checkAllPinned(world: SoWorld): void {
  for (let t = 0; t < world.n; t++) checkPinned(world, t);
}
