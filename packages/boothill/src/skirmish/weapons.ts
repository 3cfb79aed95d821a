/**
 * Weapons in hand (boot-hill-rulebook.txt, WEAPONS: reloading "to the exclusion of all other
 * activities except walking"; drawing; RULINGS.md S25, picking up an item): the firing phase's
 * actions that change what a character holds. Each refreshes his danger estimate.
 *
 * Reads: inHand, offHand, rate, gone, jammedUntil, wReload, wCapacity, itemCell, carried, the
 * special rule's reload limit (Northfield: squares moved).
 * Writes: inHand, offHand, loaded, spare, gone, itemCell, action, the danger cache.
 */
import { ACT_PICK_UP, ACT_RELOAD, RATE_WALK } from '@deadeye/core';
import { nameOf, setInHand, setRounds, setWeaponGone, type SkirmishWorld, xy } from './world.ts';

/**
 * Reloads i's weapon in hand: up to its reload rate (rounds per turn), not beyond capacity or the
 * spare rounds; refused after moving faster than a walk (WEAPONS: "to the exclusion of all other
 * activities except walking"), and under the Northfield module after moving more than three squares
 * this turn (COMBAT, Reloading: "not allowed to reload if he moved more than three squares during
 * the turn"; a mounted man walks four; RULINGS.md N5). A weapon jammed or lost is not reloaded.
 * With two guns (S9) the rounds the gun hand's weapon does not take, up to its reload rate, go
 * into the off-hand pistol (up to that pistol's own rate): one reload action, the gun hand's
 * weapon first.
 */
export function reload(world: SkirmishWorld, i: number): void {
  const w = world.inHand[i]!;
  if (w < 0) return;
  // Reloading excludes every activity but walking (WEAPONS).
  if (world.rate[i]! > RATE_WALK) {
    if (world.log !== null) world.log.push(`  ${nameOf(world, i)} cannot reload: he moved faster than a walk this turn`);
    return;
  }
  if (world.northfield !== null && !world.northfield.mayReload(i)) {
    if (world.log !== null) world.log.push(`  ${nameOf(world, i)} cannot reload: he moved more than three squares this turn`);
    return;
  }
  // A found weapon is loaded by the module, in a turn ("Weapons are unloaded when found; loading
  // takes one turn", ARMING TOWNSPEOPLE; RULINGS.md N6): not by a reload of his own meanwhile.
  if (world.northfield !== null && world.northfield.loading(i)) return;
  const slot = i * world.maxW + w;
  const budget = world.wReload[slot]!;
  const k = reloadInto(world, i, w, budget);
  const off = world.offHand[i]!;
  if (off >= 0 && off !== w && budget - k > 0) reloadInto(world, i, off, budget - k);
}

/** Loads up to `most` rounds (and its reload rate) into i's weapon `w` from its spares, unless jammed or lost; returns how many. */
function reloadInto(world: SkirmishWorld, i: number, w: number, most: number): number {
  const slot = i * world.maxW + w;
  if (world.gone[slot] === 1 || world.jammedUntil[slot]! >= world.turn) return 0;
  const k = Math.min(most, world.wReload[slot]!, world.wCapacity[slot]! - world.loaded[slot]!, world.spare[slot]!);
  if (k <= 0) return 0;
  world.spare[slot] = world.spare[slot]! - k;
  setRounds(world, i, w, world.loaded[slot]! + k);
  world.action[i] = ACT_RELOAD;
  if (world.log !== null) world.log.push(`  ${nameOf(world, i)} reloads ${k}${w === world.offHand[i] ? ' into the off-hand pistol' : ''} (${world.loaded[slot]} loaded, ${world.spare[slot]} spare)`);
  return k;
}

/**
 * Picks up item `k` lying in i's cell: it becomes his weapon `carried + k`, in his gun hand (the
 * weapon held before is kept). It takes his action for the turn (S25). Refused (nothing happens)
 * when the item is gone or lies elsewhere.
 */
export function pickUp(world: SkirmishWorld, i: number, k: number): void {
  if (k < 0 || k >= world.itemCell.length || world.itemCell[k] !== world.cell[i]) return;
  const w = world.carried[i]! + k;
  world.itemCell[k] = -1;
  if (world.offHand[i] === w) world.offHand[i] = -1;
  setWeaponGone(world, i, w, 0);
  setInHand(world, i, w);
  world.action[i] = ACT_PICK_UP;
  if (world.log !== null) world.log.push(`  ${nameOf(world, i)} picks up the ${world.setup.characters[i]!.weapons[w]!.code} at ${xy(world, world.cell[i]!)}`);
}

/** Takes i's weapon `w` (index in his list) into his gun hand, if he has it (not lost, not an item left lying). */
export function draw(world: SkirmishWorld, i: number, w: number): void {
  if (w < 0 || w >= world.weaponCount[i]! || world.gone[i * world.maxW + w] === 1) return;
  // The Northfield module: a bank employee's gun only after his heroics (N9).
  if (world.northfield !== null && !world.northfield.mayDraw(i)) return;
  if (world.offHand[i] === w) world.offHand[i] = -1;
  setInHand(world, i, w);
  if (world.log !== null) world.log.push(`  ${nameOf(world, i)} takes ${world.setup.characters[i]!.weapons[w]!.code} in hand`);
}
