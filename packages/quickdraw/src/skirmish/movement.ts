/**
 * Moving figures on the map (REEL 3, WANTING TO MOVE): along the cheapest path toward a cell,
 * away from an enemy, or to the nearest cover from him (the place chosen by cover.ts), with a
 * budget in paces. Terrain (REEL 3,
 * Movement in Bad Going, Linear Obstacles): rough ground, the chart's terrains (forest, deep snow
 * or sand, swamp, ruins) and building interiors are bad going, and with poor visibility or bad
 * weather everything is (25% off the move, sure footed characters on foot excepted: RULINGS.md
 * QR-6, QR-65, QR-66); a door or window the map's own entering cost; getting up from prone costs
 * 25% (QR-6); a linear obstacle (a window, soft cover) is crossed only on a task roll (tasks.ts,
 * RULINGS.md QR-62). An entangled character does not move (QR-74). A mounted character moves 16
 * paces ("Mounted characters riding horses or similar sized animals 16 paces") on the cells a horse
 * may enter only (the map's `horsePassable`; RULINGS.md QR-30). A driver moves his vehicle at its
 * own move (REEL 3: carts 8, wagons 10, coaches 12 paces), halved for each Reduced Mobility, on the
 * cells a vehicle may enter only (`vehiclePassable`: no linear obstacle crossed), bad going costing
 * it 50% (RULINGS.md QR-38); anyone else in a vehicle who moves on his own gets out first. Reads
 * the map, the occupancy, `entangled`, `mounted`, `aboard`, `driving` and the vehicles' state;
 * writes `cell` (through core's placeAt), `facing`, `prone`, `aboard` (getting out), `horseNear`
 * and `vehicleNear` (caches), and locating (locating.ts). Allocates nothing.
 *
 * This module decides where each kind of move goes (toward a place, to cover, away, back along
 * the way, at random) and walks it with walk.ts, which prices the steps, takes them, goes round
 * figures and puts the walker where the walk ended (split out on 2026-12-06, the same code).
 */
import { enemyKnownAt, offsetIndex, STATUS_UP, UNREACHABLE } from '@deadeye/core';
import { RANDOM_MOVEMENT, type RandomDirection } from '../tables/movement.ts';
import { entersObstacle } from './tasks.ts';
import { nameOf, xy, type QdWorld } from './world.ts';
import { DX, DY, finishMove, fullMove, stepCost, stepOut, taken, walk, walkBack } from './walk.ts';

/**
 * i's maximum move ({@link fullMove}, half-spaces) for a move he makes off his card (a flight, a
 * fall back, heading for cover, a charge, an evasion), less a quarter if he gets up from prone
 * ("Deduct 25% from movement when getting up from prone", REEL 3; RULINGS.md QR-6): a move gets
 * him up (`finishMove`). Until the twelfth audit (2026-11-30) only his card's own moves paid it.
 */
export function moveAllowance(world: QdWorld, i: number): number {
  return world.prone[i] === 1 ? fullMove(world, i) * 0.75 : fullMove(world, i);
}

/** i's move budget for `paces`, in half-spaces, less a quarter if he gets up from prone. */
export function budgetOf(world: QdWorld, i: number, paces: number): number {
  let b = (2 * paces) / world.setup.pacesPerSpace;
  if (world.prone[i] === 1) b *= 0.75;
  return b;
}

/**
 * The first cell beside `here` that i may step to from it (the map's `steps`) with nobody up on it,
 * clockwise from i's facing; -1 when none is free. Where a man getting out of a vehicle
 * (vehicles.ts `exitVehicle`) or getting up after first aid beside the healer standing over him
 * (healing.ts `firstAid`) stands.
 */
export function freeCellBeside(world: QdWorld, i: number, here: number): number {
  const map = world.map;
  for (let k = 0; k < 8; k++) {
    const d = (world.facing[i]! + k) & 7;
    if ((map.steps[here]! & (1 << d)) === 0) continue;
    const nb = here + DY[d]! * map.width + DX[d]!;
    if (world.occupancy[nb]! === 0) return nb;
  }
  return -1;
}

/** i, in a vehicle but not driving it, gets out to move on his own (exiting is a basic action combined with movement: REEL 3, BASIC ACTIONS). */
export function alight(world: QdWorld, i: number): void {
  const v = world.aboard[i]!;
  if (v < 0 || world.driving === i) return;
  world.aboard[i] = -1;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} gets out of the ${world.setup.vehicles[v]!.name}`);
}

/**
 * The cell a rider heads for when he wants `dest`: `dest` if a horse may enter it, else the
 * nearest cell (by distance from `dest`) a horse may enter (cached per map cell in `horseNear`), or
 * -1 if the map has none.
 */
export function horseDestination(world: QdWorld, dest: number): number {
  return nearestOpen(world, dest, world.map.horsePassable, world.horseNear);
}

/** As {@link horseDestination}, for a vehicle (the cells a vehicle may enter; cached in `vehicleNear`). */
export function vehicleDestination(world: QdWorld, dest: number): number {
  return nearestOpen(world, dest, world.map.vehiclePassable, world.vehicleNear);
}

/** `dest` if `open` there, else the nearest cell open (by distance from `dest`, cached in `cache`), or -1. */
function nearestOpen(world: QdWorld, dest: number, open: Uint8Array, cache: Int32Array): number {
  const map = world.map;
  if (open[dest] === 1) return dest;
  let near = cache[dest]!;
  if (near === -2) {
    near = -1;
    let best = Infinity;
    for (let c = 0; c < map.cells; c++) {
      if (open[c] !== 1) continue;
      const d = world.map.offsetDistance[offsetIndex(world.map, dest, c)]!;
      if (d < best) {
        best = d;
        near = c;
      }
    }
    cache[dest] = near;
  }
  return near;
}

/** The path field i walks down toward `dest`: over the cells a vehicle may enter when he drives, a horse when he rides. */
export function fieldToward(world: QdWorld, i: number, dest: number): Int32Array | null {
  if (world.driving === i) {
    const to = vehicleDestination(world, dest);
    return to < 0 ? null : world.map.vehiclePathField(to);
  }
  if (world.mounted[i] === 0) return world.map.pathField(dest);
  const to = horseDestination(world, dest);
  return to < 0 ? null : world.map.horsePathField(to);
}

/**
 * True if i, moving to `dest` on his card, is heading for an exit: `dest` is an exit cell and not
 * where he last saw an enemy up (core `enemyKnownAt`: a chase ends there, it does not leave the
 * map; RULINGS.md QR-181). Until the twelfth audit (2026-11-30) any move to an exit cell left:
 * Morgan and Wyatt Earp, walking to where a cowboy had stood on the map's edge, "fled".
 */
export function headsForExit(world: QdWorld, i: number, dest: number): boolean {
  return dest >= 0 && world.map.exit[dest] === 1 && !enemyKnownAt(world.obs[i]!, dest);
}

/**
 * A full move made off the movement chart (a charge, a follow up, a rush at the enemy, a flight):
 * if i left cell `from`, he is "Moving quickly" until his next card (DV +1 when shot, REEL 6,
 * ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV), as a full move on the chart makes him (terrain.ts
 * `playMove`), unless he is evading already (+2 instead). RULINGS.md QR-206, QR-213.
 */
export function movedQuickly(world: QdWorld, i: number, from: number): void {
  if (world.cell[i] !== from && world.evading[i] === 0) world.movingQuickly[i] = 1;
}

/**
 * Moves i toward `dest` down the map's path field with `budget` half-spaces (stopping where the
 * next step costs more than is left or is taken). Ending on an exit cell takes a broken (fleeing)
 * character off the map, and, with `leaveAtExit` (the move his agent declared), one whose `dest`
 * is an exit cell (QR-181); not a move he makes for another end (a charge at a man standing on the
 * edge, carried on past his opponent, heading for cover).
 */
export function moveToward(world: QdWorld, i: number, dest: number, budget: number, how: string, leaveAtExit = false): void {
  alight(world, i);
  const field = fieldToward(world, i, dest);
  if (field !== null) walkDown(world, i, field, budget, how, leaveAtExit && world.map.exit[dest] === 1);
}

/**
 * As {@link moveToward}, down a given path field (e.g. toward the nearest exit); `toExit`: the
 * field leads to an exit, so that one who ends on an exit cell leaves the map (as {@link finishMove});
 * `stopAt`: a cell of the walk where it ends (-1: none), as {@link walk}.
 */
export function walkDown(world: QdWorld, i: number, field: Int32Array, budget: number, how: string, toExit = false, stopAt = -1): void {
  alight(world, i);
  const start = world.cell[i]!;
  const { cur, lastDir } = walk(world, i, field, -1, budget, null, stopAt);
  finishMove(world, i, start, cur, lastDir, how, toExit);
}

/**
 * i walks toward the cover cell `cover` (chosen by {@link coverFrom}) with `budget` half-spaces,
 * `how` in the replay, as {@link moveToward}; but where the walk would stop short of it beside an
 * enemy up (figures in the way make it longer than the map's path, or the move runs out: RULINGS.md
 * QR-210), he stops on the last cell of the walk that is not beside one: he does not walk into
 * contact; with no such cell (his first step would bring him beside one) he stays. The walk is
 * planned first (no dice: a planning walk rolls no task at an obstacle and goes on as if it were
 * crossed); a walk that crosses an obstacle is walked for real, its task roll rolled there (a
 * failure stops it sooner), to that cell at the farthest (QR-210 amended: it had been walked to
 * its end, beside the enemy).
 *
 * `backFrom` (a cell; -1 none): he falls back from a man there (the courage test's 2-4, "fall back
 * 1 move towards the nearest cover"). Where the cell the walk would end on (round figures in the
 * way, or stopped short of an enemy) is no farther from `backFrom` than where he stands, it is no
 * fall back: he falls back away from `backFrom` instead ({@link moveAwayClear}; QR-210 amended by
 * the twenty-fifth audit, 2026-12-04: in the saloon brawl, seed 1, trial 145, Big Swede's walk
 * round the Bartender to cover at (3,2) took him from 6.3 to 3.2 spaces off the Gambler who had
 * shot him).
 */
export function moveToCover(world: QdWorld, i: number, cover: number, budget: number, how: string, backFrom = -1): void {
  alight(world, i);
  const field = fieldToward(world, i, cover);
  if (field === null) return;
  const start = world.cell[i]!;
  const path = world.scratch;
  const planned = walk(world, i, field, -1, budget, path);
  // A failed crossing of a linear obstacle on the way ends the walk before it (tasks.ts
  // `crossObstacle`): where that cell would be beside an enemy up, or no farther from the man he
  // falls back from, the walk is read as ending there (QR-210, amended by the thirty-first audit:
  // at the O.K. Corral a courage test's fall back toward the horse's cover failed its crossing and
  // left Billy Clanton beside Wyatt Earp, and one toward the Harwood window beside Doc Holliday).
  const r = riskyStop(world, i, path, planned.steps, start, backFrom);
  const steps = r >= 0 ? r + 1 : planned.steps;
  const end = r >= 0 ? path[r]! : planned.cur;
  const short = end !== cover && end !== start && besideEnemy(world, i, end);
  // k: the last step short of an enemy up (-1: none), where the walk stops short.
  const k = short ? lastClearStep(world, i, path, steps) : steps - 1;
  const to = k >= 0 ? path[k]! : start;
  if (backFrom >= 0 && to !== start && !(world.map.offsetDistance[offsetIndex(world.map, backFrom, to)]! > world.map.offsetDistance[offsetIndex(world.map, backFrom, start)]!)) {
    // The way to the cover, round figures or stopped short of an enemy, ends no farther from the
    // one he falls back from: no fall back; he falls back away from him (QR-210, amended).
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)}'s way to cover at ${xy(world, cover)} would end no farther from the enemy at ${xy(world, backFrom)}: he falls back away from him`);
    moveAwayClear(world, i, backFrom, budget, 'falls back');
    return;
  }
  if (!short && r < 0) {
    walkToCover(world, i, field, budget, how, cover, -1);
    return;
  }
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)}'s way to cover at ${xy(world, cover)} ${r >= 0 ? failedCrossing(world, path, r) : ''}${besideLine(world, i, end)}${k >= 0 ? ': he stops short of him' : firstStepWords(world, i, path[0]!, end)}`);
  if (planned.obstacle === 1 && k >= 0) {
    // Across a linear obstacle: walked for real, the task rolled where he meets it, to that cell.
    walkToCover(world, i, field, budget, how, cover, to);
    return;
  }
  // k -1: no step short of the enemy; finishMove says he stays.
  const before = k > 0 ? path[k - 1]! : start;
  let dir = -1;
  for (let d = 0; d < 8; d++) if (before + DY[d]! * world.map.width + DX[d]! === to) dir = d;
  finishMove(world, i, start, to, dir, how);
}

/**
 * {@link walkDown} for {@link moveToCover}: i walks down `field` (a path field toward the cell
 * index `cover`) with `budget` half-spaces, to the cell `stopAt` at the farthest (-1: none), `how`
 * the replay's words for the move; a walk that ends short of the cover, stopped by a failed
 * task at an obstacle or short of an enemy, says so: "falls back to cover at (x,y), stopping short:
 * (a) -> (b)" (an audit, 2026-12-04: "falls back to cover (16,13) -> (17,13)" read as reaching it,
 * after "No Luck so Far!" had stopped him at the horse).
 */
function walkToCover(world: QdWorld, i: number, field: Int32Array, budget: number, how: string, cover: number, stopAt: number): void {
  const start = world.cell[i]!;
  const { cur, lastDir } = walk(world, i, field, -1, budget, null, stopAt);
  finishMove(world, i, start, cur, lastDir, cur === cover || cur === start || world.log === null ? how : `${how} at ${xy(world, cover)}, stopping short:`);
}

/**
 * The first cell of a planned walk (`path`, in order, `steps` cells from `start`) where a failed
 * task at a linear obstacle would end it (the cell before a step into one from a cell that is not:
 * tasks.ts `crossObstacle`, "No Luck so Far!") and which breaks what the walk's end must keep
 * (RULINGS.md QR-210, amended by the thirty-first audit): beside an enemy up of i, or, with
 * `backFrom` >= 0 (a fall back from the man on that cell), no farther from `backFrom` than `start`.
 * Its index in `path`, or -1 when there is none. `start` itself never counts (a failure there
 * leaves him where he stood), nor does a beast's walk (it rolls no task: QR-45).
 */
function riskyStop(world: QdWorld, i: number, path: Int32Array, steps: number, start: number, backFrom: number): number {
  if (world.animal[i] !== 0) return -1;
  const map = world.map;
  let prev = start;
  for (let m = 0; m < steps; m++) {
    const c = path[m]!;
    if (prev !== start && entersObstacle(world, prev, c)) {
      if (besideEnemy(world, i, prev) || (backFrom >= 0 && !(map.offsetDistance[offsetIndex(map, backFrom, prev)]! > map.offsetDistance[offsetIndex(map, backFrom, start)]!))) return m - 1;
    }
    prev = c;
  }
  return -1;
}

/** The replay's words for {@link riskyStop}'s cell `path[r]`: "crosses (x,y), and a failed crossing " (the obstacle's cell). */
function failedCrossing(world: QdWorld, path: Int32Array, r: number): string {
  return `crosses ${xy(world, path[r + 1]!)}, and a failed crossing `;
}

/**
 * The last of a planned walk's `steps` cells (`path`, in order) that is not beside an enemy up of
 * i, as an index into `path`, or -1 when every one is (his first step would already bring him
 * beside one): where {@link moveToCover} and {@link moveAwayClear} stop short (RULINGS.md QR-210).
 */
function lastClearStep(world: QdWorld, i: number, path: Int32Array, steps: number): number {
  let k = steps - 1;
  while (k >= 0 && besideEnemy(world, i, path[k]!)) k--;
  return k;
}

/**
 * Moves i away from `from` (cell) with `budget` half-spaces: each step to the free neighbour that
 * is farthest from `from` and farther than where he stands. He keeps facing `from` (falling back
 * "facing the enemy") unless `turnBack`.
 */
export function moveAway(world: QdWorld, i: number, from: number, budget: number, turnBack: boolean, how: string): void {
  alight(world, i);
  const start = world.cell[i]!;
  const { cur, lastDir } = walk(world, i, null, from, budget);
  finishMove(world, i, start, cur, turnBack ? lastDir : -1, how);
  const map = world.map;
  if (!turnBack && cur !== start) world.facing[i] = map.facing(cur, from) < 0 ? world.facing[i]! : map.facing(cur, from);
}

/**
 * Moves i back along the way to `dest` with `budget` half-spaces: each step to the free neighbour
 * farthest from `dest` by his path field (the one {@link moveToward} walks down: on foot, ridden
 * or driven), farther than where he stands; he faces the way he came from (the way ahead). A
 * "Caution – Danger Ahead!" with no enemy in sight: "Withdraw and fall back ½ a move" from the
 * danger ahead (REEL 3, the movement chart; RULINGS.md QR-312). Until the twenty-fourth audit
 * (2026-12-03) he backed away in a straight line from `dest`, which on a route that bends could
 * carry him on along it (Coffeyville, seed 1, trial 12: Bob Dalton, bound for the exit at (0,24)
 * round the block, from (51,16) to (53,13)). Where every such step is held he stops (no walk round
 * figures: that is for a move toward a place). Off his field (no way to `dest`), as {@link moveAway}.
 */
export function fallBackAlong(world: QdWorld, i: number, dest: number, budget: number, how: string): void {
  const field = fieldToward(world, i, dest);
  const start = world.cell[i]!;
  if (field === null || !(field[start]! < UNREACHABLE)) {
    moveAway(world, i, dest, budget, false, how);
    return;
  }
  alight(world, i);
  const { cur } = walkBack(world, i, field, start, budget);
  finishMove(world, i, start, cur, -1, how);
  if (cur !== start) world.facing[i] = world.map.facing(cur, start) < 0 ? world.facing[i]! : world.map.facing(cur, start);
}

/**
 * As {@link moveAway}, for a man who falls back from `from` with no cover to go to (the courage
 * test's and the new-enemy reaction's 2-4: RULINGS.md QR-21, QR-196), or who flees away from it
 * (`turnBack` true: the courage test's 1 with no exit to run to, QR-348): where the walk would end
 * beside an enemy up, he stops on the last cell of it that is not beside one, and stays where he is
 * when his first step would already be (QR-210 amended, as {@link moveToCover}). The walk is
 * planned first (no dice); walked for real to that cell at the farthest (a task failed at an
 * obstacle stops it sooner). Falling back he keeps facing `from`; fleeing he faces his way.
 */
export function moveAwayClear(world: QdWorld, i: number, from: number, budget: number, how: string, turnBack = false): void {
  alight(world, i);
  const start = world.cell[i]!;
  const path = world.scratch;
  const planned = walk(world, i, null, from, budget, path);
  // Where a failed crossing of a linear obstacle would end it beside an enemy up, the walk is
  // read as ending there (QR-210, amended by the thirty-first audit).
  const r = riskyStop(world, i, path, planned.steps, start, -1);
  const end = r >= 0 ? path[r]! : planned.cur;
  if (end === start || !besideEnemy(world, i, end)) {
    moveAway(world, i, from, budget, turnBack, how);
    return;
  }
  const k = lastClearStep(world, i, path, r >= 0 ? r + 1 : planned.steps);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)}'s way ${turnBack ? 'away' : 'back'} ${r >= 0 ? failedCrossing(world, path, r) : ''}${besideLine(world, i, end)}${k >= 0 ? ': he stops short of him' : firstStepWords(world, i, path[0]!, end)}`);
  if (k < 0) {
    finishMove(world, i, start, start, -1, how);
    return;
  }
  const { cur, lastDir } = walk(world, i, null, from, budget, null, path[k]!);
  finishMove(world, i, start, cur, turnBack ? lastDir : -1, how);
  if (!turnBack && cur !== start) world.facing[i] = world.map.facing(cur, from) < 0 ? world.facing[i]! : world.map.facing(cur, from);
}

/**
 * The last {@link plannedPath}: whose (`i`, -1 none), toward `dest` from cell `from` with `budget`
 * half-spaces, where it ended (`cur`, `lastDir`) and whether it met no linear obstacle (`clean`
 * 1). Read and spent by {@link moveAsPlanned} (one per module: no allocation).
 */
const plan = { i: -1, dest: -1, from: -1, budget: 0, cur: 0, lastDir: -1, clean: 0 };

/**
 * The cells i would enter walking toward `dest` with `budget` half-spaces, as {@link moveToward}
 * would walk them now (he does not move): written to `out` in order (room for `map.cells` is
 * enough: a walk down a path field never enters a cell twice). Kept for {@link moveAsPlanned}.
 * @returns how many
 */
export function plannedPath(world: QdWorld, i: number, dest: number, budget: number, out: Int32Array): number {
  const w = walk(world, i, world.map.pathField(dest), -1, budget, out);
  plan.i = i;
  plan.dest = dest;
  plan.from = world.cell[i]!;
  plan.budget = +budget;
  plan.cur = w.cur;
  plan.lastDir = w.lastDir;
  // A plan that went round figures is walked again, for the replay's line (the same walk: no dice).
  plan.clean = w.obstacle === 0 && w.detour === 0 ? 1 : 0;
  return w.steps;
}

/**
 * As {@link moveToward}, but from the walk {@link plannedPath} just planned for the same i, `dest`
 * and `budget` from his cell, without walking it again: only when that walk is the one
 * moveToward would take (on foot, not in a vehicle, no linear obstacle on the way: no task roll,
 * no special rule's limits) and nothing has moved since (the caller's promise: terrain.ts `go`,
 * right after the move test). The plan is spent either way. On the street fight it serves about
 * 7 of the 12 moves of a trial (walks 25 -> 17.5 a trial).
 * @returns false (nothing done) when the plan does not apply: call moveToward
 */
export function moveAsPlanned(world: QdWorld, i: number, dest: number, budget: number, how: string, leaveAtExit = false): boolean {
  const start = world.cell[i]!;
  const ok =
    plan.i === i &&
    plan.dest === dest &&
    plan.from === start &&
    plan.budget === budget &&
    plan.clean === 1 &&
    world.mounted[i] === 0 &&
    world.driving !== i &&
    world.aboard[i]! < 0 &&
    world.northfield === null;
  plan.i = -1;
  if (!ok) return false;
  finishMove(world, i, start, plan.cur, plan.lastDir, how, leaveAtExit && world.map.exit[dest] === 1);
  return true;
}

/** Eighth-turns clockwise from the facing for each random movement direction (compass: 0 N, 2 E, 4 S, 6 W). */
const TURN_OF: Record<RandomDirection, number> = { 'straight-ahead': 0, right: 2, reverse: 4, left: 6 };
/** The eighth-turns of a random movement roll 1..10 (index: the roll), read from {@link RANDOM_MOVEMENT}. */
const TURN_BY_ROLL = new Int8Array(11);
for (const row of RANDOM_MOVEMENT) for (let r = row.from; r <= row.to; r++) TURN_BY_ROLL[r] = TURN_OF[row.direction];

/**
 * Random movement (REEL 3, Random Movement: "On occasion characters will slip or lose control of a
 * mount ... Roll 1D10 1- 3 Reverse: 4&5 Go Right: 6 &7 Go left: 8+ Straight Ahead"): rolls 1D10
 * from the trial's stream and moves i straight in that direction relative to his facing, step by
 * step while `budget` half-spaces last and the next cell is open and free; he ends facing that
 * way. Shared by everything that moves a figure at random (a bolting mount, slipping in snow,
 * losing the path in a forest, loose footing in ruins).
 * @returns the roll, 1..10
 */
export function randomMove(world: QdWorld, i: number, budget: number, how: string): number {
  const roll = world.stream.d10();
  const dir = (world.facing[i]! + TURN_BY_ROLL[roll]!) & 7;
  const map = world.map;
  const start = world.cell[i]!;
  let cur = start;
  let left = +budget; // a number from the start: unboxed in the loop (see walk)
  for (;;) {
    if (world.entangled[i] !== 0 || (map.steps[cur]! & (1 << dir)) === 0) break;
    const nb = cur + DY[dir]! * map.width + DX[dir]!;
    if (taken(world, i, nb)) break;
    const cost = (stepCost(world, i, dir, nb), stepOut[0]!);
    if (cost > left) break;
    left -= cost;
    cur = nb;
  }
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)}: random movement 1D10 ${roll}`);
  finishMove(world, i, start, cur, dir, how);
  if (cur === start) world.facing[i] = dir;
  return roll;
}

/** True if an enemy of i, up, stands on cell c or next to it (within one space, diagonals too). */
export function besideEnemy(world: QdWorld, i: number, c: number): boolean {
  return enemyBeside(world, i, c) >= 0;
}

/** The first enemy of i (in the scenario's order), up, on cell c or next to it (within one space, diagonals too), or -1. */
function enemyBeside(world: QdWorld, i: number, c: number): number {
  const map = world.map;
  const x = map.cellX[c]!;
  const y = map.cellY[c]!;
  const side = world.sideOf[i]!;
  for (let j = 0; j < world.n; j++) {
    if (world.sideOf[j] === side || world.status[j] !== STATUS_UP) continue;
    const d = world.cell[j]!;
    if (Math.abs(map.cellX[d]! - x) <= 1 && Math.abs(map.cellY[d]! - y) <= 1) return j;
  }
  return -1;
}

/**
 * The replay's words for a walk that would end at cell `end` beside an enemy up (RULINGS.md
 * QR-210): "... would stop at (x,y), beside B at (x2,y2)", the enemy named and where he stands
 * (until the twenty-ninth audit it said "would stop beside an enemy at (x,y)", the walk's end, which
 * read as the enemy's cell).
 */
function besideLine(world: QdWorld, i: number, end: number): string {
  const j = enemyBeside(world, i, end);
  return `would stop at ${xy(world, end)}, beside ${j >= 0 ? `${nameOf(world, j)} at ${xy(world, world.cell[j]!)}` : 'an enemy'}`;
}

/**
 * The replay's words for a walk whose first step, the cell `first`, would already be beside an
 * enemy up (the walk stays): ", as would its first step", naming that enemy where he is not the
 * one beside the walk's `end` (an audit, 2026-12-04: "beside Doc Holliday ..., as would its first
 * step" where the first step was beside Virgil Earp).
 */
function firstStepWords(world: QdWorld, i: number, first: number, end: number): string {
  const j = enemyBeside(world, i, first);
  return j >= 0 && j !== enemyBeside(world, i, end) ? `, as would its first step, beside ${nameOf(world, j)} at ${xy(world, world.cell[j]!)}` : ', as would its first step';
}
