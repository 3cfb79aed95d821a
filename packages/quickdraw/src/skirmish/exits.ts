/**
 * The map's exits for those who leave by them (REEL 3, WANTING TO MOVE; COURAGE TEST, 1: "panic
 * and flee"): the exit cells in groups, one exit a side of a road or the map
 * ({@link exitGroups}); a walk down the path field to the nearest exit ({@link walkToExit}) and
 * whether its first step leads toward an enemy ({@link exitRouteNears}); a man fleeing who stands
 * on an exit leaving by it ({@link fleeFromExit}). Walks are walk.ts's (`walk`), moves
 * movement.ts's (`walkDown`); the rule of who may leave the map is walk.ts's (`mayLeaveMap`,
 * RULINGS.md QR-181).
 * Split out of movement.ts on 2026-12-06, the same code (golden all same). Allocates nothing per
 * trial (the exits' groups once per world: `QdWorld.exitGroups`).
 */
import { offsetIndex, STATUS_FLED, UNREACHABLE } from '@deadeye/core';
import { alight, walkDown } from './movement.ts';
import { mayLeaveMap, walk } from './walk.ts';
import { goOut, nameOf, type ExitGroup, type QdWorld } from './world.ts';

/**
 * The exits of `exits` (a list of the map's exit cells) one by one: its cells in groups side by
 * side (diagonals too: one road's edge, one side of the map), in the order of their first cell.
 * Two cells on the map's edge join only on the same side of it (a corner cell counts with its west
 * or east column), so that exits running round a corner are one exit a side: the O.K. Corral's
 * edge, every cell of it an exit, was one exit from the west road round the south edge to the back
 * of the lot, and a flight that rejected the lot's way (it led toward the shooter) rejected the
 * west road with it (RULINGS.md QR-21, amended by the thirtieth audit). Allocates: the world
 * keeps the answer (`QdWorld.exitGroups`; a WeakMap per list, looked up on each flight, allocated
 * some 40 bytes a look-up in V8 and broke the street fight's "no allocation in the trial loop").
 */
export function exitGroups(map: { readonly width: number; readonly height: number }, exits: Int32Array): readonly ExitGroup[] {
  const w = map.width;
  const h = map.height;
  // The side of the map's edge a cell is on (0 west, 1 east, 2 north, 3 south), -1 inside it.
  const side = (c: number): number => {
    const x = c % w;
    const y = Math.floor(c / w);
    return x === 0 ? 0 : x === w - 1 ? 1 : y === 0 ? 2 : y === h - 1 ? 3 : -1;
  };
  const group = new Int32Array(exits.length).fill(-1);
  const found: ExitGroup[] = [];
  for (let k = 0; k < exits.length; k++) {
    if (group[k] !== -1) continue;
    const g = found.length;
    const members = [k];
    group[k] = g;
    for (let m = 0; m < members.length; m++) {
      const a = exits[members[m]!]!;
      for (let q = 0; q < exits.length; q++) {
        if (group[q] !== -1) continue;
        const b = exits[q]!;
        if (Math.abs((a % w) - (b % w)) > 1 || Math.abs(Math.floor(a / w) - Math.floor(b / w)) > 1) continue;
        const sa = side(a);
        const sb = side(b);
        if (sa < 0 || sb < 0 || sa === sb) {
          group[q] = g;
          members.push(q);
        }
      }
    }
    const cells = Int32Array.from(members.map((q) => exits[q]!)).sort();
    found.push({ key: `exit-${cells.join('-')}`, cells });
  }
  return found;
}

/**
 * As {@link walkDown} toward the nearest exit (`exits`: the map's exit cells, or some of them under
 * their own `key` for the map's cached fields: {@link exitGroups}), over the cells a horse may enter
 * when i rides. Returns false (he has not moved) when no exit is reachable.
 */
export function walkToExit(world: QdWorld, i: number, exits: Int32Array, budget: number, how: string, key = 'exits'): boolean {
  alight(world, i);
  const map = world.map;
  const field = world.mounted[i] === 1 ? map.horsePathFieldToSet(key, exits) : map.pathFieldToSet(key, exits);
  if (!(field[world.cell[i]!]! < UNREACHABLE)) return false;
  walkDown(world, i, field, budget, how, true);
  return true;
}

/**
 * True when the first step i would take toward the nearest of `exits` with `budget` half-spaces
 * (on foot, or on the cells a horse may enter when mounted: the field and the steps
 * {@link walkToExit} walks, core `stepVia` with its door, window and stairs costs, and the cells
 * taken) takes him toward cell `from`: half a space at least along the line from his cell to it
 * (the step's projection on that line, in spaces; he does not move; no dice). False when no
 * exit is reachable, he stands on one, or he has no step to take. What a man who must flee "away
 * from the enemy" (COURAGE TEST, 1) asks before he runs for an exit (effects.ts `flee`, RULINGS.md
 * QR-21). `key`: as {@link walkToExit}'s.
 */
export function exitRouteNears(world: QdWorld, i: number, exits: Int32Array, from: number, budget: number, key = 'exits'): boolean {
  const map = world.map;
  const field = world.mounted[i] === 1 ? map.horsePathFieldToSet(key, exits) : map.pathFieldToSet(key, exits);
  const cur = world.cell[i]!;
  const here = field[cur]!;
  if (!(here > 0 && here < UNREACHABLE)) return false;
  // The walk itself, planning only (`out`: he does not move): its first step is the one he would take.
  const out = world.scratch;
  const w = walk(world, i, field, -1, budget, out);
  if (w.steps === 0) return false;
  // Toward him by half a space at least along the line to him (the step's projection on it): an
  // orthogonal step within 60 degrees of the line, a diagonal one within about 69, at any range.
  // A step across the line, that brings him a hair nearer a man far off, does not lead toward him
  // (RULINGS.md QR-21, amended by the thirtieth audit: riders in Northfield rejected the road south
  // for a step from 8.06 to 8.0 spaces from Haywood, rode into the dead-end street and
  // surrendered); amended by the thirty-first, the projection in place of the half space nearer,
  // which close to him read a step sliding past him as not toward him.
  const d = map.offsetDistance[offsetIndex(map, cur, from)]!;
  if (!(d > 0)) return false;
  const x0 = map.cellX[cur]!;
  const y0 = map.cellY[cur]!;
  const along = (map.cellX[out[0]!]! - x0) * (map.cellX[from]! - x0) + (map.cellY[out[0]!]! - y0) * (map.cellY[from]! - y0);
  return along >= 0.5 * d;
}

/**
 * A man who flees (broken) standing on one of `exits` (the exit cells open to him) leaves the map
 * by it at once, as one who ends his flight there does ({@link finishMove}; RULINGS.md QR-181,
 * amended by the twenty-ninth audit). True if he left. Until then his flight looked for a way to
 * the exit he stood on, found none to walk, ran away from the enemy into a dead end and surrendered
 * (Coffeyville, seed 1, trial 44: Bill Power on Death Alley's west end, captured).
 */
export function fleeFromExit(world: QdWorld, i: number, exits: Int32Array): boolean {
  const cell = world.cell[i]!;
  if (world.map.exit[cell] !== 1 || world.aboard[i]! >= 0 || !mayLeaveMap(world, i, false)) return false;
  let open = false;
  for (let k = 0; k < exits.length && !open; k++) open = exits[k] === cell;
  if (!open) return false;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} flees: he stands on an exit, and leaves the map`);
  goOut(world, i, STATUS_FLED);
  return true;
}
