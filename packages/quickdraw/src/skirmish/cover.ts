/**
 * Where a man finds cover on the map (REEL 3, the courage test's "fall back 1 move towards the
 * nearest cover", the reactions' "head for cover", and every "if in cover duck down"): whether a
 * cell is in cover from a figure (`coverAt`, `shelteredAt`), and the nearest place of cover he can
 * get to within a move (`coverFrom`; RULINGS.md QR-21 and its amendments). The walk there is
 * movement.ts's (`moveToCover`); this module chooses the place, planning with walk.ts's walk
 * (no dice). Split out of movement.ts on 2026-12-05 (the thirty-fourth audit), the same code.
 * Reads the map's sight rows, the occupancy and locating (locating.ts); writes nothing but
 * `world.scratch` (a planning walk) and the memo of the places the map alone makes candidates
 * (`world.coverPlaces`, cover-places.ts; 2026-12-06). Allocates nothing.
 */
import { costFromField, FACING_DX, FACING_DY, offsetIndex, S_BLOCKED, S_CORNER, S_HARD, STATUS_UP, STEP_ORTHOGONAL } from '@deadeye/core';
import { COVER_PLACES_CAP, coverPlacesFlags, type CoverPlaces } from './cover-places.ts';
import { isLocated } from './locating.ts';
import { besideEnemy, fieldToward } from './movement.ts';
import { routeWithin, taken, walk } from './walk.ts';
import type { QdWorld } from './world.ts';

/**
 * The nearest cell (by path cost from i: core's `costFromField`, a door's, window's or stairs'
 * cost of entering it counted) that is a place of cover against a figure at `from` ({@link
 * coverPlace}: one of the map's cover cells giving hard or corner cover, {@link coverAt}, under the
 * Northfield module the ones the module's cover keeps; or a cell behind a wall, {@link
 * behindWall}), within `budget` half-spaces, or -1 if none: i's own cell if he is already in cover
 * there ({@link shelteredAt}). (Until the thirty-second audit only the first: a place behind a
 * wall was never one, and Jim Courtright, in the saloon's doorway in Luck of the Draw, walked into
 * the room toward Luke Short to a table where a step back out of the door would have put the front
 * wall between them; RULINGS.md QR-21 amended.) The candidates are the cells within `budget` / 2
 * spaces of his (a step costs 2 half-spaces at least), in the map's cell order, as the map's list
 * of cover cells is. Within `budget` by the
 * walk's own price too ({@link routeWithin}: bad going, a building's inside among it, costs him 25%
 * more a step; RULINGS.md QR-353): until the twenty-ninth audit a cover the map's path put within
 * his move, a building's 25% not, was chosen, and the walk ran out a step or two short of it, in
 * the open (Ben Thompson's ambush, seed 1, trial 10: King Fisher "falls back to cover" (12,12) ->
 * (7,12), short of (5,13)). (Until 2026-11-30 the
 * field was read as the cost from the cell to him, which counts his cell's surcharge and not the
 * cover cell's: he chose cover up a flight of stairs he could not climb with the move.)
 *
 * No cover cell beside an enemy up (in contact: the cover is no cover in a fight); with `fallBack`
 * (the courage test's "fall back 1 move towards the nearest cover"), only one back from `from`:
 * farther from it than where he stands, and on his side of him (the step from his cell to the cover
 * points away from `from`, a positive dot product), so that the way there does not pass the enemy
 * (RULINGS.md QR-210: an audit, 2026-12-01, saw men "fall back" toward the man who shot them,
 * round him, and into the enemy's line); without it, none past `from` ({@link pastEnemy}: beyond
 * him along the line from i to him, and within 45 degrees of it). None in the open to a nearer
 * enemy he knows of ({@link openToNearer}), and only one the walk he would take round the figures
 * in the way reaches within `budget` (a planning walk, no dice, into `world.scratch`) (RULINGS.md
 * QR-21, amended by the thirty-third audit, 2026-12-05), by a way that passes beside no enemy up he
 * is not beside already ({@link passesBeside}; amended by the thirty-fourth audit, the same day).
 */
export function coverFrom(world: QdWorld, i: number, from: number, budget: number, fallBack = false): number {
  const map = world.map;
  const here = world.cell[i]!;
  if (shelteredAt(world, here, from)) return here;
  const mounted = world.mounted[i] === 1;
  const field = mounted ? map.horsePathField(here) : map.pathField(here);
  // What the map alone makes a candidate, in the order tried, is memoised (cover-places.ts; under
  // the Northfield module too, whose cover reads its buildings, fixed): only the figures are read
  // afresh. A key with more candidates than a slot holds is searched below.
  const memo = world.coverPlaces;
  const flags = coverPlacesFlags(fallBack, mounted);
  let s = memo.find(here, from, budget, flags);
  if (s < 0) {
    s = memo.victim(here, from, budget, flags);
    fillCoverPlaces(world, memo, s, here, from, budget, flags, field);
  }
  const count = memo.count[s]!;
  if (count >= 0) {
    for (let k = 0, base = s * COVER_PLACES_CAP; k < count; k++) {
      const c = memo.cells[base + k]!;
      if (!taken(world, i, c) && !besideEnemy(world, i, c) && openToNearer(world, i, c, from) < 0 && reachedBy(world, i, c, here, budget)) return c;
    }
    return -1;
  }
  reachBox(map, here, budget);
  const x0 = box[0]!;
  const x1 = box[1]!;
  const y0 = box[2]!;
  const y1 = box[3]!;
  // The candidates in order of the map's path cost (then of the cell's index), each taken only if
  // the walk there costs no more than his move (`routeWithin`: bad going's 25% counted; RULINGS.md
  // QR-353): `lastCost` and `last` the one last turned down.
  let lastCost = -1;
  let last = -1;
  for (;;) {
    let best = -1;
    let bestCost = budget + 1;
    for (let y = y0; y <= y1; y++) {
      for (let c = y * map.width + x0, end = y * map.width + x1; c <= end; c++) {
        if (map.passable[c] !== 1) continue;
        const cost = costFromField(map, field, here, c);
        if (cost >= bestCost || cost < lastCost || (cost === lastCost && c <= last)) continue;
        if (mapCandidate(world, c, here, from, fallBack) && !taken(world, i, c) && !besideEnemy(world, i, c) && openToNearer(world, i, c, from) < 0) {
          bestCost = cost;
          best = c;
        }
      }
    }
    if (best < 0) return -1;
    if (reachedBy(world, i, best, here, budget)) return best;
    lastCost = bestCost;
    last = best;
  }
}

/** {@link reachBox}'s result: x0, x1, y0, y1 (columns and rows, inclusive). */
const box = new Int32Array(4);

/**
 * The box of cells within `budget` / 2 spaces of cell `here` (a step costs STEP_ORTHOGONAL
 * half-spaces at least), clipped to the map, written to {@link box}: where {@link coverFrom} looks
 * for its candidates.
 */
function reachBox(map: QdWorld['map'], here: number, budget: number): void {
  const hx = map.cellX[here]!;
  const hy = map.cellY[here]!;
  const reach = Math.floor(budget / STEP_ORTHOGONAL);
  box[0] = Math.max(0, hx - reach);
  box[1] = Math.min(map.width - 1, hx + reach);
  box[2] = Math.max(0, hy - reach);
  box[3] = Math.min(map.height - 1, hy + reach);
}

/**
 * Fills slot `s` of the memo with the candidates the map alone makes for {@link coverFrom}'s key
 * (here, from, budget, flags; `field` the path field from `here` it reads): the passable cells
 * within `budget` / 2 spaces of `here` whose path cost is under `budget` + 1 (the search's own
 * bound) and of which {@link mapCandidate} says yes, by cost then cell index.
 */
function fillCoverPlaces(world: QdWorld, memo: CoverPlaces, s: number, here: number, from: number, budget: number, flags: number, field: Int32Array): void {
  const map = world.map;
  const fallBack = (flags & 1) !== 0;
  reachBox(map, here, budget);
  const x0 = box[0]!;
  const x1 = box[1]!;
  const y0 = box[2]!;
  const y1 = box[3]!;
  for (let y = y0; y <= y1; y++) {
    for (let c = y * map.width + x0, end = y * map.width + x1; c <= end; c++) {
      if (map.passable[c] !== 1) continue;
      const cost = costFromField(map, field, here, c);
      // The search's own bound: a cost under budget + 1 (costs are whole half-spaces, a move may be
      // a fraction: a cost of 10 against 9.25 is a candidate, the walk's price, which prices a
      // window at a quarter of his move, may still fit; routeWithin says).
      if (!(cost < budget + 1) || !mapCandidate(world, c, here, from, fallBack)) continue;
      memo.add(s, c, cost);
      if (memo.count[s]! < 0) return;
    }
  }
}

/**
 * True if the map alone makes cell `c` a place for a man on `here` to head for against a figure
 * on `from` ({@link coverFrom}): a place of cover ({@link coverPlace}), and with `fallBack` farther
 * from `from` than `here` is and on his side of him (a positive dot product of the step there with
 * the line from `from` to him), else not past him ({@link pastEnemy}).
 */
function mapCandidate(world: QdWorld, c: number, here: number, from: number, fallBack: boolean): boolean {
  const map = world.map;
  const hx = map.cellX[here]!;
  const hy = map.cellY[here]!;
  const ax = hx - map.cellX[from]!;
  const ay = hy - map.cellY[from]!;
  const vx = map.cellX[c]! - hx;
  const vy = map.cellY[c]! - hy;
  // `| 0`: an int32, never -0 (0 times a negative, a double for V8: boxed for `pastEnemy` at every such cell).
  const along = (vx * ax + vy * ay) | 0;
  // The distances read here, not passed in: a fraction passed to a call V8 does not inline is boxed.
  return coverPlace(world, c, from) && (fallBack ? map.offsetDistance[offsetIndex(map, from, c)]! > map.offsetDistance[offsetIndex(map, from, here)]! && along > 0 : !pastEnemy(vx, vy, ax, ay, along));
}

/**
 * True if i on `here` gets to cell `c` by the walk he would take ({@link coverFrom}): within
 * `budget` half-spaces by the walk's price ({@link routeWithin}), ending on `c` round the figures in
 * the way (a planning walk, no dice, into `world.scratch`; RULINGS.md QR-21 amended by the
 * thirty-third audit), by a way that passes beside no enemy up he is not beside already
 * ({@link passesBeside}; amended by the thirty-fourth audit).
 */
function reachedBy(world: QdWorld, i: number, c: number, here: number, budget: number): boolean {
  const to = fieldToward(world, i, c);
  if (to === null || !routeWithin(world, i, to, here, budget)) return false;
  const w = walk(world, i, to, -1, budget, world.scratch);
  return w.cur === c && passesBeside(world, i, world.scratch, w.steps - 1, here) < 0;
}

/**
 * True if a man on cell `c` is "in cover" against a figure at `from` where an outcome says "if in
 * cover duck down" (the courage test, Wanting to Shoot's 1, Flustered!, This doesn't look good!):
 * in hard or corner cover from there ({@link coverAt}), or with a wall between, no line from `from`
 * at all (`S_BLOCKED`): a man no enemy can see is not in the open. RULINGS.md QR-21 amended.
 */
export function shelteredAt(world: QdWorld, c: number, from: number): boolean {
  return (world.map.sight(from)[c]! & S_BLOCKED) !== 0 || coverAt(world, c, from);
}

/** True if i stands in cover against a figure at `from` ({@link shelteredAt}: hard or corner cover, or a wall between). */
export function shelteredFrom(world: QdWorld, i: number, from: number): boolean {
  return shelteredAt(world, world.cell[i]!, from);
}

/**
 * True if a cover `vx`, `vy` spaces off (east, south) lies past the enemy `-ax`, `-ay` spaces off
 * ({@link coverFrom}, heading for cover): farther along the line to him than he is (`along`, the
 * dot product of the two, negated, more than his distance squared) and within 45 degrees of that
 * line (the way there goes by him). A cover off to the side of a man beside him is not past him.
 * RULINGS.md QR-21, amended by the thirty-third audit.
 */
function pastEnemy(vx: number, vy: number, ax: number, ay: number, along: number): boolean {
  const e2 = ax * ax + ay * ay;
  return -along > e2 && 2 * along * along > (vx * vx + vy * vy) * e2;
}

/**
 * True if cell `c` is a place to head for "towards the nearest cover" against a figure at `from`
 * ({@link coverFrom}): one of the map's cover cells (`map.coverable`: beside a cover object, a door
 * or a window) giving hard or corner cover from there ({@link coverAt}; under the Northfield module
 * the ones the module's cover keeps), or a cell behind a wall ({@link behindWall}).
 */
function coverPlace(world: QdWorld, c: number, from: number): boolean {
  return behindWall(world, c, from) || (world.map.coverable[c] === 1 && coverAt(world, c, from));
}

/**
 * True if a wall stands between cell `c` and a figure at `from` and a step of his does not undo
 * it: no line from `from` to `c` (`S_BLOCKED`), nor from any cell next to `from` that a man may
 * stand on (`map.passable`). The map's lines are supercover (a line through a corner point crosses
 * both cells), so a line that only grazes the corner of a door jamb is blocked: such a one-cell
 * shadow is no place to head for (a read of the thirty-second audit's change, 2026-12-05: in the
 * Kid Cashes In Billy the Kid "fell back to cover" down Pat Garrett's line of fire into the doorway,
 * and in the ambush King Fisher into the front door, in view of five ambushers; RULINGS.md QR-21
 * amended). "In cover" where he stands ({@link shelteredAt}) still reads the line from `from` alone.
 */
function behindWall(world: QdWorld, c: number, from: number): boolean {
  const map = world.map;
  if ((map.sight(from)[c]! & S_BLOCKED) === 0) return false;
  const x = map.cellX[from]!;
  const y = map.cellY[from]!;
  for (let d = 0; d < 8; d++) {
    const nx = x + FACING_DX[d]!;
    const ny = y + FACING_DY[d]!;
    if (nx < 0 || ny < 0 || nx >= map.width || ny >= map.height) continue;
    const nb = ny * map.width + nx;
    if (map.passable[nb] === 1 && (map.sight(nb)[c]! & S_BLOCKED) === 0) return false;
  }
  return true;
}

/**
 * The first enemy of i (in the world's `enemiesOf` order) that makes cell `c` no place of cover from a
 * figure at `from`, or -1: an enemy up, located by i ({@link isLocated}: one he knows of, on a
 * line from where he stands), standing elsewhere than `from`, nearer to `c` than `from` is (map
 * distance, spaces), from whom `c` is in the open: no hard or corner cover ({@link coverAt}) and
 * no wall between ({@link behindWall}: as for the place itself, a line that only grazes a wall's
 * corner is no wall between; with {@link shelteredAt}, the first form of the same day, men walked
 * past Curly Bill into the door at (4,2) of the street fight, trial 79, and round Virgil Earp to
 * Fly's door at the O.K. Corral, trial 15: 24 of 158 walks to cover there in trials 0-99). "Head for the nearest cover" (REEL 3) is cover from the fight, not from one man
 * alone: a place hidden from the man the test is against but in full view of a nearer enemy is no
 * cover (RULINGS.md QR-21, amended by the thirty-third audit, 2026-12-05: in the street fight, seed
 * 1, trial 96, the Deputy left the hard cover at (5,9) for the window at (5,10), hidden from Pete
 * Spence 19.6 paces off and open to Curly Bill at 6.7). Allocates nothing.
 */
function openToNearer(world: QdWorld, i: number, c: number, from: number): number {
  const map = world.map;
  const far = map.offsetDistance[offsetIndex(map, from, c)]!;
  const enemies = world.enemiesOf[world.sideOf[i]!]!;
  for (let e = 0; e < enemies.length; e++) {
    const j = enemies[e]!;
    if (world.status[j] !== STATUS_UP) continue;
    const d = world.cell[j]!;
    if (d === from || !(map.offsetDistance[offsetIndex(map, d, c)]! < far) || coverAt(world, c, d) || behindWall(world, c, d) || !isLocated(world, i, j)) continue;
    return j;
  }
  return -1;
}

/**
 * The first enemy of i (in the world's `enemiesOf` order), up, not beside i's cell `here` (within
 * one space, diagonals too), who stands beside one of the first `steps` cells of a planned walk
 * (`path`, in order), or -1: {@link coverFrom} refuses a cover whose way there passes beside an
 * enemy (its last cell, the cover, is read by {@link besideEnemy}). Until the thirty-fourth audit
 * (2026-12-05) only the walk's end was read: at the O.K. Corral, seed 1, trial 59, Doc Holliday
 * "headed for cover (13,12) -> (10,13)" from Billy Claiborne by way of (12,13), beside Frank
 * McLaury at (13,14) (76 of 1,484 covers chosen there in 1,000 trials; 86 of 5,509 at Coffeyville).
 * Whether the enemy is located is not read, as for the walk's end (a man a pace off is no hidden
 * enemy). RULINGS.md QR-21 amended. Allocates nothing.
 */
function passesBeside(world: QdWorld, i: number, path: Int32Array, steps: number, here: number): number {
  const map = world.map;
  const hx = map.cellX[here]!;
  const hy = map.cellY[here]!;
  const enemies = world.enemiesOf[world.sideOf[i]!]!;
  for (let e = 0; e < enemies.length; e++) {
    const j = enemies[e]!;
    if (world.status[j] !== STATUS_UP) continue;
    const d = world.cell[j]!;
    const x = map.cellX[d]!;
    const y = map.cellY[d]!;
    if (Math.abs(x - hx) <= 1 && Math.abs(y - hy) <= 1) continue;
    for (let m = 0; m < steps; m++) {
      const c = path[m]!;
      if (Math.abs(map.cellX[c]! - x) <= 1 && Math.abs(map.cellY[c]! - y) <= 1) return j;
    }
  }
  return -1;
}

/** True if i stands in hard or corner cover against a figure at `from` ({@link coverAt}). */
export function inCoverFrom(world: QdWorld, i: number, from: number): boolean {
  return coverAt(world, world.cell[i]!, from);
}

/**
 * True if cell `c` is in hard or corner cover against a figure at `from`: the map's (its sight
 * row's `S_HARD` or `S_CORNER`), or under the Northfield module the module's, which replaces it
 * ("Everyone inside a building is assumed to have hard cover unless they are being shot at from an
 * adjacent square ... any individual not inside a building or using the corner of a building for
 * cover can be hit anywhere", COMBAT, Cover; RULINGS.md QR-99, amended after an audit, 2026-12-01:
 * the DV read the module's cover, but a man's "in cover" the map's, so men inside a building fled
 * its floor as if in the open, and men behind a trough in the street ducked down).
 */
export function coverAt(world: QdWorld, c: number, from: number): boolean {
  const nf = world.northfield;
  if (nf !== null) return nf.coveredAt(c, from);
  return (world.map.sight(from)[c]! & (S_HARD | S_CORNER)) !== 0;
}
