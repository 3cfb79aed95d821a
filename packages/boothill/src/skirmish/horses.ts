/**
 * Horses and riding double (boot-hill-rulebook.txt, MOVEMENT, Mounting & Dismounting;
 * boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN NORTHFIELD, MOVEMENT, Horses;
 * RULINGS.md S26): getting on a standing horse, who may take whom up behind him or sling him over
 * a saddle, and a passenger coming off.
 *
 * Reads: mounted, passenger, carrier, sideOf, status, holding, heldBy, horseCell, cell.
 * Writes: cell and occupancy (via placeAt), mounted, horseMoving, horseCell, carrier, passenger,
 * speedStale.
 */
import { placeAt } from '@deadeye/core';
import { nameOf, type SkirmishWorld, ST_UNCONSCIOUS, ST_UP, withinOne, xy } from './world.ts';


/**
 * i gets up on his horse standing at `horse` (he stands in its cell, mounted, the horse still: it
 * does not count as moving this turn, whatever he did on foot before, so next turn it starts at a
 * walk or a trot, S26).
 */
export function mountAt(world: SkirmishWorld, i: number, horse: number): void {
  placeAt(world, i, horse);
  world.mounted[i] = 1;
  world.horseMoving[i] = 0;
  world.mountedNow[i] = 1;
  world.horseCell[i] = -1;
  if (world.log !== null) world.log.push(`  ${nameOf(world, i)} mounts his horse at ${xy(world, horse)}`);
}

/**
 * True if i, mounted and carrying nobody, may take `p` up behind him: a comrade up, on foot, not
 * carried, in no hold (Northfield, Horses: "Picking up a dismounted man while riding";
 * "Unconscious men cannot be picked up by a man on a horse").
 */
export function canPickUp(world: SkirmishWorld, i: number, p: number): boolean {
  return (
    p >= 0 && p < world.n && p !== i && world.mounted[i] === 1 && world.passenger[i]! < 0 && world.carrier[i]! < 0 &&
    world.sideOf[p] === world.sideOf[i] && world.status[p] === ST_UP && world.mounted[p] === 0 && world.carrier[p]! < 0 &&
    world.passenger[p]! < 0 && world.holding[p]! < 0 && world.heldBy[p]! < 0
  );
}

/**
 * True if i, on foot with his own horse standing riderless within one square of the unconscious
 * comrade `u`, may sling him over it (Northfield, Horses: unconscious men "can be rescued by a
 * dismounted friend").
 */
export function canSling(world: SkirmishWorld, i: number, u: number): boolean {
  const horse = world.horseCell[i]!;
  return (
    u >= 0 && u < world.n && u !== i && world.mounted[i] === 0 && horse >= 0 && world.passenger[i]! < 0 && world.carrier[i]! < 0 &&
    world.sideOf[u] === world.sideOf[i] && world.status[u] === ST_UNCONSCIOUS && world.carrier[u]! < 0 && withinOne(world, horse, world.cell[u]!)
  );
}

/** The man `p` carried by `r` comes off the horse (dismounted where he is). */
export function unhorsePassenger(world: SkirmishWorld, r: number, p: number): void {
  world.carrier[p] = -1;
  world.passenger[r] = -1;
  world.mounted[p] = 0;
  world.horseMoving[p] = 0;
  world.speedStale[p] = 1;
  if (world.log !== null) world.log.push(`    ${nameOf(world, p)} comes off ${nameOf(world, r)}'s horse`);
}
