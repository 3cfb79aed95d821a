/**
 * Vehicles (quick-on-the-draw.md): a cart, wagon, coach or motorised vehicle on the map with the
 * characters riding in it (the scenario's `vehicles` and `characters[].vehicle`); its driver moves
 * it with its riders (REEL 3, WANTING TO MOVE: carts 8 paces, wagons 10, coaches 12; Linear
 * Obstacles: "Vehicles cannot cross such obstacles"; Bad Going: "wheeled transport deduct 50%";
 * the walk itself is walk.ts's); getting in and out (REEL 3, BASIC ACTIONS: "enter or exit a
 * vehicle"); which of a rider and his vehicle a hit strikes (REEL 4, SHOOTING AT A RIDER OR AT
 * VEHICLES; REEL 5, FIGHTING OPPONENTS ON MOUNTS OR MOVING VEHICLES); and the hits on vehicles
 * (REEL 6, HITS ON VEHICLES): the VDV by construction, its adjustments, the damage table, and its
 * outcomes: destroyed with everyone in it, immobilized, reduced mobility, courage tests. RULINGS.md
 * QR-38..QR-42.
 *
 * Reads and writes `aboard`, `vCell`, `vHalved`, `vImmobile`, `vDestroyed`, `vQuick`, `vFaster`,
 * `vMoved`, riders' `cell` (through core's placeAt) and `movingQuickly`; wounds and tests riders
 * through effects.ts. Draws only from the trial's stream. Allocates nothing.
 */
import { offsetIndex, placeAt, SHOT_AIMED, SHOT_DELIBERATE, SHOT_HASTY, STATUS_FLED, STATUS_UP } from '@deadeye/core';
import { RIDER_OR_MOUNT_RULE } from '../tables/mounts.ts';
import { VDV_ADJUSTMENTS, vehicleDamage } from '../tables/vehicles.ts';
import { courageTest, hitResult, takeCards } from './effects.ts';
import { freeCellBeside } from './movement.ts';
import { IMPACT_HIGH, IMPACT_LIGHT, TRAIT, type QdWeaponSpec } from './setup.ts';
import { Q_VEHICLE_HITS, Q_VEHICLES_DESTROYED } from './counts.ts';
import { cardsLeft, count, goOut, nameOf, type QdWorld, xy } from './world.ts';

/** The change of the VDV adjustment whose printed bullet is `item` (VDV_ADJUSTMENTS). @throws Error if no row prints it */
function vdvChange(item: string): number {
  const row = VDV_ADJUSTMENTS.find((r) => r.items.includes(item));
  if (row === undefined) throw new Error(`no VDV adjustment prints "${item}"`);
  return row.change;
}

/** The VDV adjustments played (REEL 6, HITS ON VEHICLES, ADJUSTMENTS), read from the table by their printed bullets. */
const VDV = {
  marksman: vdvChange('Shot by a Marksman'),
  deadly: vdvChange('Hit by a deadly blow or by a bulls eye shot'),
  highImpact: vdvChange('Hit by a High Impact weapon or big explosive device'),
  expert: vdvChange('Hit by an Expert with a particular type of weapon'),
  aimed: vdvChange('Hit by an aimed shot'),
  veryFast: vdvChange('Vehicle is moving very fast'),
  // The bullet's dangling "whilst moving quickly", read as a row of its own only by +vdv-moving-quickly (RULINGS.md QR-40).
  movingQuickly: vdvChange('In collision with a larger object or vehicle or whilst moving quickly or'),
  light: vdvChange('Hit by a Light Impact weapon'),
  smallArms: vdvChange('Hit by small arms'),
  melee: vdvChange('Attacked in Mêlée'),
  hastyOrOffHanded: vdvChange('Hit by a shooter who was making hasty shots or firing off handed'),
  backFoot: vdvChange('Hit by a character who is On the Back Foot in close combat'),
  improvised: vdvChange('Hit by an improvised weapon'),
} as const;

/**
 * The VDV adjustment for how vehicle `v` moved on its last drive (REEL 6, HITS ON VEHICLES,
 * ADJUSTMENTS): moving very fast (more than one move) +1; otherwise, with the switch
 * `+vdv-moving-quickly` only, moving quickly (a full move) -1, the collision bullet's "whilst moving
 * quickly" read as a row of its own; else 0 (RULINGS.md QR-40).
 */
function motionVdv(world: QdWorld, v: number): number {
  if (world.vFaster[v] === 1) return VDV.veryFast;
  return world.vQuick[v] === 1 && world.setup.variant.vdvMovingQuickly === 1 ? VDV.movingQuickly : 0;
}

/** The lowest 1D10 that puts a hit on the stated target (REEL 4: "5+"). */
const STATED_TARGET_FROM = Math.min(...RIDER_OR_MOUNT_RULE.statedTargetOn);

/** What a hit on a vehicle did to the characters in it, for the caller's weapon counts (one per module: no allocation). */
export const vehicleResult = { cards: 0, out: 0 };

/** True if i drives the vehicle he is in (its driver, in it, and it is not destroyed). */
export function drives(world: QdWorld, i: number): boolean {
  const v = world.aboard[i]!;
  return v >= 0 && world.setup.vehicles[v]!.driver === i && world.vDestroyed[v] === 0;
}

/**
 * After driver `d` has moved his vehicle from cell `from` (movement.ts walked him, `driving` set):
 * every other rider of it still up is carried to his cell, the vehicle's state of motion is noted
 * (a full move or more: moving quickly; more than one move: moving faster; the paces moved), and
 * its riders count as moving quickly until their next card when it does. A driver who left the map
 * by an exit (fled) takes them with him: they leave too (RULINGS.md QR-215).
 */
export function carry(world: QdWorld, d: number, from: number): void {
  const v = world.aboard[d]!;
  const to = world.cell[d]!;
  world.vCell[v] = to;
  if (to === from) return;
  world.vMoved[v] = world.map.offsetDistance[offsetIndex(world.map, from, to)]! * world.setup.pacesPerSpace;
  world.vQuick[v] = world.movingQuickly[d]!;
  world.vFaster[v] = world.galloped[d]!;
  for (let o = 0; o < world.n; o++) {
    if (o === d || world.aboard[o] !== v || world.status[o] !== STATUS_UP) continue;
    placeAt(world, o, to);
    world.facing[o] = world.facing[d]!;
    world.movingQuickly[o] = world.vQuick[v]!;
    world.victory.arrive(o, world.sideOf[o]!, to, world.log);
    // The driver drove it off the map by an exit: everyone in it leaves with him (RULINGS.md QR-215).
    if (world.status[d] === STATUS_FLED) {
      goOut(world, o, STATUS_FLED);
      if (world.log !== null) world.log.push(`    ${nameOf(world, o)} leaves the map in the ${world.setup.vehicles[v]!.name}`);
    }
  }
}

/** The start of driver `d`'s card: his vehicle has stopped until he drives it again (its last drive's state cleared). */
export function stopVehicle(world: QdWorld, d: number): void {
  const v = world.aboard[d]!;
  world.vQuick[v] = 0;
  world.vFaster[v] = 0;
  world.vMoved[v] = 0;
}

/** i gets in vehicle `v` (a basic action, no test): he stands in its cell, riding in it. */
export function enterVehicle(world: QdWorld, i: number, v: number): void {
  placeAt(world, i, world.vCell[v]!);
  world.aboard[i] = v;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} gets into the ${world.setup.vehicles[v]!.name} at ${xy(world, world.vCell[v]!)}`);
}

/**
 * i gets out of his vehicle (a basic action, no test) onto the first free cell beside it a figure
 * may step to (clockwise from his facing), or stays in its cell if none is free.
 */
export function exitVehicle(world: QdWorld, i: number): void {
  const v = world.aboard[i]!;
  world.aboard[i] = -1;
  const nb = freeCellBeside(world, i, world.cell[i]!);
  if (nb >= 0) placeAt(world, i, nb);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} gets out of the ${world.setup.vehicles[v]!.name} to ${xy(world, world.cell[i]!)}`);
  if (nb >= 0) world.victory.arrive(i, world.sideOf[i]!, nb, world.log);
}

/**
 * Whether a blow at a rider of a vehicle may be put on him or the vehicle at the attacker's choice
 * (REEL 5, FIGHTING OPPONENTS ON MOUNTS OR MOVING VEHICLES): a mounted attacker, an Expert with the
 * weapon he strikes with, a Man Killer, or anyone on foot when the vehicle moved up to 4 paces on
 * its last drive.
 */
export function fighterChoosesVehicle(world: QdWorld, i: number, t: number, expertWeapon: boolean): boolean {
  if (world.mounted[i] === 1 || expertWeapon || (world.setup.characters[i]!.traits & TRAIT.manKiller) !== 0) return true;
  return world.aboard[i]! < 0 && world.vMoved[world.aboard[t]!]! <= 4;
}

/**
 * Whether one hit on `t`, a rider of a vehicle, strikes the vehicle: as for a mount (RULINGS.md
 * QR-33), the attacker states (or chooses) the rider; without the choice 1D10, 1-4 the vehicle.
 */
export function strikesVehicle(world: QdWorld, attacker: number, t: number, chooses: boolean): boolean {
  if (chooses) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, attacker)} puts the hit on ${nameOf(world, t)}, not his vehicle (his choice)`);
    return false;
  }
  const r = world.stream.d10();
  const vehicle = r < STATED_TARGET_FROM;
  if (world.log !== null) world.log.push(`    rider or vehicle: 1D10 ${r}: the hit strikes ${vehicle ? `the ${world.setup.vehicles[world.aboard[t]!]!.name}` : nameOf(world, t)}`);
  return vehicle;
}

/**
 * The VDV of vehicle `v` against a shot by `i` (REEL 6, HITS ON VEHICLES, ADJUSTMENTS): its
 * construction's VDV; Marksman (deliberate or aimed, as for DV) -2; a Bull's Eye -2; High Impact
 * or dynamite -1; an Expert with the weapon -1; aimed -1; the vehicle moving very fast (more than
 * one move on its last drive) +1; Light Impact +1; small arms (every missile weapon but dynamite)
 * +1; a hasty shot or firing off handed (from his wrong hand, unless Ambidextrous: QR-156) +2,
 * once for the one bullet (RULINGS.md QR-40), or once for each under `+hasty-off-handed` (+4 for a
 * hasty shot from the wrong hand: QR-156); with `+vdv-moving-quickly`, moving quickly (a full move,
 * not more) -1; `hastyDeduction` false: a hasty shot "without deduction" (a defender's response of
 * 10, QR-23), whose +2 is left out.
 */
export function shotVdv(world: QdWorld, v: number, i: number, type: number, spec: QdWeaponSpec, impact: number, bullsEye: boolean, hastyDeduction = true): number {
  const c = world.setup.characters[i]!;
  let vdv = world.setup.vehicles[v]!.vdv;
  if ((c.traits & TRAIT.marksman) !== 0 && (type === SHOT_DELIBERATE || type === SHOT_AIMED)) vdv += VDV.marksman;
  if (bullsEye) vdv += VDV.deadly;
  if (impact === IMPACT_HIGH || spec.explosive === 1) vdv += VDV.highImpact;
  else if (impact === IMPACT_LIGHT) vdv += VDV.light;
  if (spec.expert === 1) vdv += VDV.expert;
  if (type === SHOT_AIMED) vdv += VDV.aimed;
  if (spec.explosive === 0) vdv += VDV.smallArms;
  // One bullet, once: a hasty shot, or one from his wrong hand unless Ambidextrous (RULINGS.md QR-156);
  // `+hasty-off-handed`: once for each, +4 for a hasty shot from the wrong hand.
  const hasty = type === SHOT_HASTY && hastyDeduction;
  const offHanded = world.wrongHand[i] === 1 && (c.traits & TRAIT.ambidextrous) === 0;
  if (hasty || offHanded) vdv += VDV.hastyOrOffHanded;
  if (hasty && offHanded && world.setup.variant.hastyOffHanded === 1) vdv += VDV.hastyOrOffHanded;
  return vdv + motionVdv(world, v);
}

/**
 * The VDV of vehicle `v` against a blow by `i` with `spec` (REEL 6, HITS ON VEHICLES,
 * ADJUSTMENTS): its construction's VDV; a Deadly Blow -2; an Expert with the weapon -1; a blow
 * counting as High Impact from a mount or vehicle moving over 4 paces (REEL 5) -1; attacked in
 * melee +1; On the Back Foot +2; an improvised weapon +2; moving very fast +1, or with
 * `+vdv-moving-quickly` moving quickly -1 (RULINGS.md QR-40).
 */
export function blowVdv(world: QdWorld, v: number, i: number, spec: QdWeaponSpec, deadly: boolean, highImpact: boolean): number {
  const c = world.setup.characters[i]!;
  let vdv = world.setup.vehicles[v]!.vdv + VDV.melee;
  if (deadly) vdv += VDV.deadly;
  if (spec.meleeExpert === 1 && (c.traits & TRAIT.expert) !== 0) vdv += VDV.expert;
  if (highImpact) vdv += VDV.highImpact;
  if (world.backFoot[i] === 1) vdv += VDV.backFoot;
  if (spec.improvised === 1) vdv += VDV.improvised;
  return vdv + motionVdv(world, v);
}

/**
 * One hit on vehicle `v` by `attacker` at VDV `vdv` (every adjustment included): 1D10 on the
 * vehicle damage table (the vehicle has no action dice: RULINGS.md QR-39), and its outcome (REEL
 * 6, HITS ON VEHICLES): Destroyed, "including driver, occupant, crew or passengers carried in it"
 * (each loses all his cards to lethal hits: RULINGS.md QR-41); Immobilized (it may no longer move)
 * and Reduced Mobility (its move halved, again for each such hit), its riders each taking a
 * courage test; Courage test; No Damage. Fills {@link vehicleResult} with the cards its riders lost
 * and how many of them are out.
 */
export function hitVehicle(world: QdWorld, v: number, attacker: number, vdv: number): typeof vehicleResult {
  vehicleResult.cards = 0;
  vehicleResult.out = 0;
  count(world, Q_VEHICLE_HITS);
  const roll = world.stream.d10();
  const damage = vehicleDamage(roll, vdv);
  const spec = world.setup.vehicles[v]!;
  if (world.log !== null) world.log.push(`    the ${spec.name}: 1D10 ${roll} for the damage at VDV ${vdv}: ${damage}`);
  switch (damage) {
    case 'no-damage':
      return vehicleResult;
    case 'destroyed':
      world.vDestroyed[v] = 1;
      count(world, Q_VEHICLES_DESTROYED);
      for (let o = 0; o < world.n; o++) {
        if (world.aboard[o] !== v || world.status[o] !== STATUS_UP) continue;
        world.lastAttacker[o] = attacker;
        hitResult.cards = 0;
        hitResult.out = 0;
        takeCards(world, o, cardsLeft(world, o), 0);
        vehicleResult.cards += hitResult.cards;
        vehicleResult.out += hitResult.out;
      }
      return vehicleResult;
    case 'immobilized':
      world.vImmobile[v] = 1;
      break;
    case 'reduced-mobility':
      world.vHalved[v] = Math.min(world.vHalved[v]! + 1, 30);
      break;
    default:
      break;
  }
  for (let o = 0; o < world.n; o++) {
    // A man knocked out takes no courage test, but under +ko-courage (RULINGS.md QR-112).
    if (world.aboard[o] !== v || world.status[o] !== STATUS_UP || (world.kod[o] === 1 && world.setup.variant.koCourage === 0)) continue;
    world.lastAttacker[o] = attacker;
    courageTest(world, o, attacker);
  }
  return vehicleResult;
}
