/**
 * Weapons lying on the map (a scenario's `items`, BOOT HILL codes converted as carried weapons
 * are: RULINGS.md SR-C4, SR-60). Shootout! has no rule for picking a weapon up; "Other costs may be
 * agreed for special actions" (shootout.txt, "1. Command Points"): picking one up is the figure's
 * one action of the turn besides his move, taken in the ranged combat phase, and the move to it an
 * ordinary move (a command point, or two outside the command radius).
 *
 * Reads `cell`, `fired`, `itemCell`, `carried`, the items (setup.ts SoItemSpec) and the weapon
 * slots' `wAmmo`; writes `itemCell`, `gone`, `loaded`, `inHand`, `holstered`, `shownCount`,
 * `closeDice`, `closeCls` and `fired`. Draws nothing; allocates nothing (but its log line).
 */
import { touchArms } from '@deadeye/core';
import { nameOf, UNLIMITED, xy, type SoWorld } from './world.ts';

/**
 * Figure `i` picks up item `k` (an index into the scenario's `items`, as the observation's
 * `itemCell`) lying in his cell: it leaves the map (`itemCell[k]` -1: nobody else can pick it up).
 * A ranged weapon becomes his weapon `carried + slot`, in his hand, drawn (no Draw! with it: SR-53),
 * loaded to its "Ammo before Reload" as a carried weapon starts (SR-42), or empty if it lay empty
 * (`loaded: 0`: his reload fills it, SR-42); the weapon he held before
 * he keeps; a rifle (a Repeater Rifle or a Rifled Musket) gives a man fighting with his fists its
 * Rifle Butt (SR-4), as one carried does. A close combat weapon becomes the one he fights with if it has more dice than his
 * (the most dice, his own of equals: SR-54). It is his action of the turn: he does not fire,
 * reload or change weapon after it (`fired`).
 * @returns false (nothing happens) when `k` is no item, the item is gone or lies elsewhere, or he
 *   has already fired this turn
 */
export function pickUp(world: SoWorld, i: number, k: number): boolean {
  if (k < 0 || k >= world.itemCell.length || world.itemCell[k] !== world.cell[i] || world.fired[i] === 1) return false;
  const item = world.setup.items[k]!;
  world.itemCell[k] = -1;
  world.fired[i] = 1;
  if (item.ranged !== null) {
    const w = world.carried[i]! + item.slot;
    const s = i * world.maxW + w;
    world.gone[s] = 0;
    // Loaded to its "Ammo before Reload" as a carried weapon starts, or empty when it lay empty (SR-60).
    world.loaded[s] = item.loaded === 0 ? 0 : world.wAmmo[s] === 0 ? UNLIMITED : world.wAmmo[s]!;
    world.inHand[i] = w;
    world.holstered[i] = 0;
    if (world.shownCount[i]! < w + 1) world.shownCount[i] = w + 1;
    // A rifle brings its butt to a man fighting with his fists (RULINGS.md SR-4), as a carried one does.
    const butt = world.setup.rifleButt;
    if (world.wButt[s] === 1 && world.closeCls[i] === world.setup.fists.cls && butt.dice > world.closeDice[i]!) {
      world.closeDice[i] = butt.dice;
      world.closeCls[i] = butt.cls;
    }
    // His threat changed (core's refreshThreats: the others' danger of him).
    touchArms(world, i);
  } else if (item.close !== null && item.close.dice > world.closeDice[i]!) {
    world.closeDice[i] = item.close.dice;
    world.closeCls[i] = item.close.cls;
  }
  if (world.log !== null) {
    const name = item.ranged?.name ?? item.close?.name ?? '';
    world.log.push(`    ${nameOf(world, i)} picks up the ${item.code} (${name}) at ${xy(world, world.cell[i]!)}${item.ranged !== null && item.loaded === 0 ? ', empty' : ''}`);
  }
  return true;
}
