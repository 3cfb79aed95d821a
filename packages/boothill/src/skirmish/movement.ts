/**
 * A. Movement (boot-hill-rulebook.txt, TURN SEQUENCE A and MOVEMENT; RULINGS.md S1, S6, S21, S26):
 * the order of movement (d100, lowest first, or side order), the rates and what wounds and stuns
 * leave of them (WOUND CHART movement effects), the walk down the map's path field (terrain, doors,
 * windows, stairs, drops, stacking), mounting and dismounting, and the module's riding double and
 * slinging (Northfield, Horses), leaving the map.
 *
 * Reads: status, helplessUntil, halfUntil, holding, heldBy, carrier, passenger, mounted,
 * horseMoving, horseCell, worst, cell, sideOf, broken; the map (path fields, steps, terrain,
 * elevation, exits). Writes: order, key, rate, horseMoving, cell and occupancy (via placeAt),
 * facing, mounted, horseCell, carrier, passenger, the victory places reached (core Victory.arrive), leftover, downhill caches; status via
 * takeOut (leaving the map, surrender).
 */
import { TRIAL_LANE } from '@deadeye/rng';
import { ACT_RELOAD, ACT_SURRENDER, detourLine, detourWho, WalkDetourRules, enemyKnownAt, placeAt, HORSE_DISMOUNT, HORSE_MOUNT, HORSE_PICK_UP, HORSE_SLING, PHASE_MOVE, RATE_CRAWL, RATE_GALLOP, RATE_NAMES, RATE_RUN, RATE_RUN_DODGE, RATE_STILL, RATE_TROT, RATE_WALK, ROUGH_GROUND, T_DOOR, T_STAIRS, T_WINDOW, UNREACHABLE, STEP_DIAGONAL, STEP_ORTHOGONAL, stepVia, DOWNHILL_UNKNOWN, downhillSteps } from '@deadeye/core';
import { MOVEMENT_COSTS } from '../tables/movement.ts';
import { NORTHFIELD } from '../tables/northfield.ts';
import { surrender, takeOut } from './casualties.ts';
import { canPickUp, canSling, mountAt, unhorsePassenger } from './horses.ts';
import { DIAGONAL_STEP_COST, DROP_ENDS_MOVE_FEET, ORTHOGONAL_STEP_COST, ROUGH_COST_FACTOR, ROUGH_EXEMPT } from './lookups.ts';
import { letGo } from './brawling.ts';
import { decide } from './observe.ts';
import { halfEffect, helpless } from './stunning.ts';
import { DIAG, L_LEFT_LEG, L_RIGHT_LEG, nameOf, type SkirmishWorld, sortOrder, ST_FLED, ST_UP, withinOne, xy } from './world.ts';

/**
 * A. Movement: everyone up moves in the order of a d100 each, lowest first, ties in character order
 * (S1), or by side (`movementOrder`); helpless, held, holding and carried men stay; each agent
 * chooses a destination, rate, facing and horse action. Horses that did not move stop.
 */
export function movementPhase(world: SkirmishWorld): void {
  const n = world.n;
  let count = 0;
  // The movement order is the trial's, rolled in its own lane.
  world.stream.lane(TRIAL_LANE);
  for (let i = 0; i < n; i++) {
    if (world.status[i] !== ST_UP) continue;
    world.order[count] = i;
    // S1: d100 per character, lowest first; ties keep the character order. Side order: by side.
    world.key[i] = world.setup.movementOrder === 1 ? world.sideOf[i]! : world.stream.d100();
    count++;
  }
  sortOrder(world, count, true);
  // Every roll is in the replay: the order's d100s, in the order they give (an audit, 2026-12-01).
  if (world.log !== null && world.setup.movementOrder !== 1 && count > 0) {
    const rolls: string[] = [];
    for (let k = 0; k < count; k++) rolls.push(`${nameOf(world, world.order[k]!)} ${world.key[world.order[k]!]}`);
    world.log.push(`  order of movement (d100 each, lowest first): ${rolls.join(', ')}`);
  }
  for (let i = 0; i < n; i++) world.mountedNow[i] = 0;
  for (let k = 0; k < count; k++) {
    const i = world.order[k]!;
    world.rate[i] = RATE_STILL;
    if (world.status[i] !== ST_UP || helpless(world, i)) continue;
    // S21: a holder who has broken (a failed morale check: he flees) lets go ("until ... the
    // holding character opts to try another action", BRAWLS); a character held, or holding and
    // not broken, cannot move away.
    if (world.holding[i]! >= 0 && world.broken[i] === 1) letGo(world, i, 'breaks and lets go of');
    if (world.holding[i]! >= 0 || world.heldBy[i]! >= 0) continue;
    // Riding double: the man behind moves with his rider.
    if (world.carrier[i]! >= 0) continue;
    if (world.northfield !== null && !world.northfield.mayMove(i)) continue;
    const it = decide(world, i, PHASE_MOVE);
    if (it.action === ACT_SURRENDER) {
      surrender(world, i);
      continue;
    }
    const dest = it.moveTo >= 0 && it.moveTo < world.map.cells && it.moveTo !== world.cell[i]! ? it.moveTo : -1;
    if (it.horse === HORSE_DISMOUNT && world.mounted[i] === 1) dismount(world, i, dest, it.rate);
    else if (it.horse === HORSE_MOUNT && world.mounted[i] === 0 && world.horseCell[i]! >= 0) mount(world, i, it.rate);
    else if (it.horse === HORSE_PICK_UP && canPickUp(world, i, it.target)) pickUpRider(world, i, it.target, dest, it.rate);
    else if (it.horse === HORSE_SLING && canSling(world, i, it.target)) sling(world, i, it.target, it.rate);
    else if (dest >= 0) move(world, i, dest, it.rate, it.action === ACT_RELOAD, 0);
    if (it.face >= 0 && it.face < 8) world.facing[i] = it.face;
    if (world.northfield !== null) world.northfield.afterMove(i);
  }
  // A mounted figure that did not move stops its horse (MOVEMENT, Movement Changes); a man
  // carried behind moves as his rider did.
  // A horse got on this turn stood still: its first move next turn is a walk or a trot
  // ("when a mounted figure moves from a stopped position", MOVEMENT; S26), whatever pace its rider
  // went on foot before he mounted (his rate stays that pace for the shots at him).
  for (let i = 0; i < n; i++) {
    const c = world.carrier[i]!;
    if (c >= 0) world.rate[i] = world.rate[c]!;
    const rider = c >= 0 ? c : i;
    world.horseMoving[i] = world.mounted[i] === 1 && world.rate[i] !== RATE_STILL && world.mountedNow[rider] === 0 ? 1 : 0;
  }
}

/**
 * Movement allowance in half-spaces for `rate`, after wounds and stunning (one halving at most;
 * under the Northfield module wounds' halvings cumulative, in whole squares rounded up: RULINGS.md
 * S2, N1); sets the clamped rate.
 * `reloading`: a walk at most (WEAPONS), and under the Northfield module three squares at most
 * (COMBAT, Reloading; weapons.ts `reload` refuses a reload after more).
 */
export function allowance(world: SkirmishWorld, i: number, wanted: number, reloading: boolean): number {
  let rate = wanted;
  if (world.mounted[i] === 1) {
    rate = rate <= RATE_WALK ? RATE_WALK : rate === RATE_RUN_DODGE || rate === RATE_TROT ? RATE_TROT : RATE_GALLOP;
    // From a stop the first move is a walk or a trot.
    if (world.horseMoving[i] === 0 && rate === RATE_GALLOP) rate = RATE_TROT;
    if (reloading) rate = RATE_WALK;
  } else {
    rate = rate === RATE_TROT ? RATE_RUN_DODGE : rate === RATE_GALLOP ? RATE_RUN : rate;
    if (rate < RATE_CRAWL) rate = RATE_CRAWL;
    // Reloading allows walking at most (WEAPONS: "to the exclusion of all other activities except walking").
    if (reloading && rate > RATE_WALK) rate = RATE_WALK;
  }
  let spaces = world.mounted[i] === 1 ? world.mountedSpaces[rate]! : world.footSpaces[rate]!;
  // Halvings of the rate by wounds (WOUND CHART movement effects): one at most, but under the
  // Northfield module "such reductions are cumulative, with fractions rounded up" (MOVEMENT; N1):
  // one for each wound that reduces it (each leg wound; each serious wound elsewhere, but not a walk).
  let halvings = 0;
  if (world.mounted[i] === 0) {
    const o = i * 9;
    const leg = Math.max(world.worst[o + L_LEFT_LEG]!, world.worst[o + L_RIGHT_LEG]!);
    let seriousElsewhere = 0;
    for (let l = 2; l < 9; l++) if (world.worst[o + l] === 2) seriousElsewhere = 1;
    // Serious wound in leg: walk only, at half speed (a serious wound elsewhere spares walking).
    if (leg === 2 && rate > RATE_WALK) rate = RATE_WALK;
    spaces = world.footSpaces[rate]!;
    if (world.northfield !== null) {
      // Each wound counted (`legWounds`, `otherSerious`: worsenWound), at least the worst wounds' kinds.
      halvings = Math.max(world.legWounds[i]!, leg > 0 ? 1 : 0) + (rate !== RATE_WALK ? Math.max(world.otherSerious[i]!, seriousElsewhere) : 0);
    } else {
      halvings = leg > 0 || (seriousElsewhere === 1 && rate !== RATE_WALK) ? 1 : 0;
    }
  }
  // Stunned (S12): half his movement, once.
  if (halvings === 0 && halfEffect(world, i)) halvings = 1;
  world.rate[i] = rate;
  // In half-squares; under the module halved in whole squares, fractions up.
  let b = halvings === 0 ? 2 * spaces : world.northfield !== null ? 2 * Math.ceil(spaces / (1 << halvings)) : spaces;
  // Riding double halves the horse's movement (Northfield, Horses).
  if (world.passenger[i]! >= 0) b >>= 1;
  // Northfield: no reload after moving more than three squares (COMBAT, Reloading; RULINGS.md N5):
  // a man who means to reload moves three at most (a mounted walk is four).
  if (reloading && world.northfield !== null && b > RELOAD_MOVE_MAX) b = RELOAD_MOVE_MAX;
  return b;
}

/** The Northfield module's most movement for a man reloading, in half-squares: three squares (COMBAT, Reloading). */
const RELOAD_MOVE_MAX = 2 * NORTHFIELD.maxSquaresMovedToLoad;

/**
 * Moves (mounted) toward `dest` (-1: stays), then dismounts where the move ends: mounting or
 * dismounting uses 2 spaces of the movement rate and ends the move (MOVEMENT, Mounting &
 * Dismounting). The horse stays riderless in that cell (S26).
 */
export function dismount(world: SkirmishWorld, i: number, dest: number, wanted: number): void {
  if (dest >= 0) move(world, i, dest, wanted, false, world.mountCost);
  else world.rate[i] = RATE_STILL;
  if (world.status[i] !== ST_UP) return;
  world.mounted[i] = 0;
  world.horseMoving[i] = 0;
  world.horseCell[i] = world.cell[i]!;
  const p = world.passenger[i]!;
  if (p >= 0) unhorsePassenger(world, i, p);
  if (world.log !== null) world.log.push(`  ${nameOf(world, i)} dismounts at ${xy(world, world.cell[i]!)}`);
}

/**
 * Moves on foot toward his riderless horse and mounts it if he ends within one space of it with
 * 2 spaces of movement to spare (S26); he then stands in the horse's cell, mounted, his move over.
 */
export function mount(world: SkirmishWorld, i: number, wanted: number): void {
  const horse = world.horseCell[i]!;
  if (withinOne(world, world.cell[i]!, horse)) {
    // Already beside the horse: the allowance must still cover the mount (it sets the rate; he does not move).
    const enough = allowance(world, i, wanted, false) >= world.mountCost;
    world.rate[i] = RATE_STILL;
    if (!enough) return;
  } else if (!move(world, i, horse, wanted, false, world.mountCost) || world.status[i] !== ST_UP || !withinOne(world, world.cell[i]!, horse)) return;
  if (world.cell[i] !== horse && occupied(world, horse, i)) return;
  mountAt(world, i, horse);
}

/**
 * Brings i to within one space of `cell` at rate `wanted`, keeping `cost` half-spaces of his
 * allowance (riding double, slinging): moves if he is not there yet. Leaves what is left of the
 * allowance in `world.leftover`.
 * @returns true if he is within one space of `cell`, up, with `cost` to spare.
 */
export function approach(world: SkirmishWorld, i: number, cell: number, wanted: number, cost: number): boolean {
  if (!withinOne(world, world.cell[i]!, cell)) {
    return move(world, i, cell, wanted, false, cost) && world.status[i] === ST_UP && withinOne(world, world.cell[i]!, cell);
  }
  world.leftover = allowance(world, i, wanted, false);
  if (world.leftover >= cost) return true;
  world.rate[i] = RATE_STILL;
  return false;
}

/**
 * Riding double (Northfield, Horses): i rides to within one square of `p`, takes him up behind
 * (three squares of movement), then rides on toward `dest` (-1: stays) with what is left,
 * halved. The module's example: trotting 8, 2 to come alongside, 3 to pick up, 3 left, halved:
 * one more square.
 */
export function pickUpRider(world: SkirmishWorld, i: number, p: number, dest: number, wanted: number): void {
  if (!approach(world, i, world.cell[p]!, wanted, world.pickUpCost)) return;
  world.carrier[p] = i;
  world.passenger[i] = p;
  world.mounted[p] = 1;
  world.horseCell[p] = -1;
  world.speedStale[p] = 1;
  placeAt(world, p, world.cell[i]!);
  if (world.log !== null) world.log.push(`  ${nameOf(world, i)} takes ${nameOf(world, p)} up behind him at ${xy(world, world.cell[i]!)}: riding double`);
  const rest = (world.leftover - world.pickUpCost) >> 1;
  if (dest >= 0 && dest !== world.cell[i] && rest > 0) move(world, i, dest, wanted, false, 0, rest);
}

/**
 * Slinging an unconscious man over a horse (Northfield, Horses): i walks to within one square of
 * `u` and slings him over his own horse (three squares of movement); the move does not end, so
 * he mounts at once (one more square) if the horse is within one square of him.
 */
export function sling(world: SkirmishWorld, i: number, u: number, wanted: number): void {
  if (!approach(world, i, world.cell[u]!, wanted, world.pickUpCost)) return;
  const horse = world.horseCell[i]!;
  world.carrier[u] = i;
  world.passenger[i] = u;
  world.mounted[u] = 1;
  placeAt(world, u, horse);
  if (world.log !== null) world.log.push(`  ${nameOf(world, i)} slings ${nameOf(world, u)} over his horse at ${xy(world, horse)}`);
  if (world.leftover - world.pickUpCost >= world.mountCost && withinOne(world, world.cell[i]!, horse) && (world.cell[i] === horse || !occupied(world, horse, i))) mountAt(world, i, horse);
}

/**
 * Walks i toward `dest` along the cheapest path at rate `wanted` (clamped by {@link allowance}),
 * keeping `reserve` half-spaces of the allowance unused (for mounting or dismounting).
 * @returns false when the allowance is smaller than the reserve (he does not move), else true.
 */
export function move(world: SkirmishWorld, i: number, dest: number, wanted: number, reloading: boolean, reserve: number, given = -1): boolean {
  const map = world.map;
  const onHorse = world.setup.horsesOnStreets === 1 && world.mounted[i] === 1;
  const field = onHorse ? map.horsePathField(dest) : map.pathField(dest);
  let budget = (given >= 0 ? given : allowance(world, i, wanted, reloading)) - reserve;
  world.leftover = 0;
  if (budget < 0) {
    world.rate[i] = RATE_STILL;
    return false;
  }
  // His whole move: a first step dearer than all of it (stairs at a walk, a window at a crawl) is
  // taken as his whole move (S2).
  const full = budget;
  const rate = world.rate[i]!;
  const fast = ROUGH_EXEMPT[rate] === 0;
  const stepOffset = world.stepOffset;
  const downhill = downhillTo(world, dest, onHorse);
  let cur = world.cell[i]!;
  const start = cur;
  let lastDir = -1;
  let dropped = 0;
  while (cur !== dest && field[cur]! < UNREACHABLE) {
    // The step down the field as if nobody stood in the way (cached); if somebody stands there,
    // the step down the field around everybody.
    let bestDir = downhill[cur]!;
    if (bestDir === DOWNHILL_UNKNOWN) {
      bestDir = stepDown(world, cur, field, -1, onHorse);
      downhill[cur] = bestDir;
    }
    if (bestDir >= 0 && occupied(world, cur + stepOffset[bestDir]!, i)) {
      const blocked = cur + stepOffset[bestDir]!;
      bestDir = stepDown(world, cur, field, i, onHorse);
      // Every step on held by another figure: he goes round them (core Detour; RULINGS.md S30):
      // his move planned again from where it started, the cheapest walk within it, round every
      // figure, to the cell nearest `dest` by the ways round them (the field round the figures,
      // `roundField`), if one is nearer than here; not when the figure stands on `dest` itself
      // (he is beside it). (With less left than a step, nothing to go round: he has no move
      // left, and no line.)
      if (bestDir < 0 && field[blocked] !== 0 && budget >= ORTHOGONAL_STEP_COST) {
        const det = world.detour;
        const rules = detourRules.set(world, i, field, fast);
        const who = world.log !== null ? detourWho(world, map, world.setup.characters, i, cur, rules) : '';
        // The same search as one made before (one figure a cell, no special rules: its rules read
        // nothing else that changes), the same walk (core Detour.recall).
        const kept = world.setup.stacking === 1 && world.northfield === null;
        let n = -1;
        if (kept) {
          const key = det.key;
          key[0] = start;
          key[1] = full;
          key[2] = cur;
          key[3] = fast ? 1 : 0;
          key[4] = i;
          key[5] = world.cell[i]!;
          key[6] = world.status[i]!;
          n = det.recall(field, world.occupancy);
        }
        if (n < 0) {
          n = det.findRound(map, field, start, full, rules, cur);
          if (kept) det.remember(field, world.occupancy, n);
        }
        if (world.log !== null) world.log.push(`  ${detourLine(nameOf(world, i), who, n)}`);
        if (n > 0) {
          cur = start;
          budget = full;
          lastDir = -1;
        }
        for (let k = 0; k < n; k++) {
          const nb = det.path[k]!;
          const d = DIAG_OF_FACING[det.dirs[k]!]!;
          budget -= stepCost(world, cur, nb, d, fast);
          cur = nb;
          lastDir = d;
        }
        break;
      }
    }
    if (bestDir < 0) break;
    const best = cur + stepOffset[bestDir]!;
    const cost = stepCost(world, cur, best, bestDir, fast);
    const rise = map.elevation[best]! - map.elevation[cur]!;
    const t = map.terrain[best]!;
    const whole = cur === start && cost > full && full > 0;
    if (cost > budget && !whole) break;
    if (world.northfield !== null && !world.northfield.mayEnter(i, cur, best)) break;
    budget = whole ? 0 : budget - cost;
    cur = best;
    lastDir = bestDir;
    // A window ends the move (MOVEMENT_COSTS.windowEndsMove); so does a drop of 10 feet or more.
    if (t === T_WINDOW && MOVEMENT_COSTS.windowEndsMove) break;
    if (-rise >= DROP_ENDS_MOVE_FEET) {
      dropped = -rise;
      break;
    }
    if (whole) break;
  }
  world.leftover = budget + reserve;
  if (cur === start) {
    if (given < 0) world.rate[i] = RATE_STILL;
    return true;
  }
  placeAt(world, i, cur);
  const carried = world.passenger[i]!;
  if (carried >= 0 && world.mounted[i] === 1) placeAt(world, carried, cur);
  if (lastDir >= 0) world.facing[i] = DIR_TO_FACING[lastDir]!;
  if (world.log !== null) {
    world.log.push(`  ${nameOf(world, i)} moves ${RATE_NAMES[world.rate[i]!]} ${xy(world, start)} -> ${xy(world, cur)}`);
    if (dropped > 0) world.log.push(`    ${nameOf(world, i)} drops ${dropped} feet: the move ends`);
  }
  // Places reached (victory), and leaving the map (S6).
  world.victory.arrive(i, world.sideOf[i]!, cur, world.log);
  // Heading for an exit: not a chase to where he last saw an enemy on one (core enemyKnownAt).
  if (map.exit[cur] === 1 && (world.broken[i] === 1 || (map.exit[dest] === 1 && !enemyKnownAt(world.obsOf[i]!, dest))) && (world.northfield === null || world.northfield.mayLeave(i))) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} leaves the map`);
    takeOut(world, i, ST_FLED);
  }
  return true;
}

/**
 * Half-spaces a step from `cur` into its neighbour `best` (DIAG direction `dir`) costs: 1 space
 * orthogonal, 1.5 diagonal; doubled on rough ground (rough, forest, snow, sand, swamp, ruins:
 * RULINGS.md S28) and uphill except crawling and walking (`fast` false) (MOVEMENT, Outdoor Terrain);
 * plus a door's, window's or stairs' cost (MOVEMENT, Doors & Windows & Stairs).
 */
function stepCost(world: SkirmishWorld, cur: number, best: number, dir: number, fast: boolean): number {
  const map = world.map;
  let cost = DIAG[2 * dir]! !== 0 && DIAG[2 * dir + 1]! !== 0 ? DIAGONAL_STEP_COST : ORTHOGONAL_STEP_COST;
  const rise = map.elevation[best]! - map.elevation[cur]!;
  const t = map.terrain[best]!;
  if (fast && (ROUGH_GROUND[t] === 1 || (rise > 0 && rise < DROP_ENDS_MOVE_FEET))) cost *= ROUGH_COST_FACTOR;
  if (t === T_DOOR) cost += world.doorCost;
  else if (t === T_WINDOW) cost += world.windowCost;
  else if (t === T_STAIRS) cost += world.stairsCost;
  return cost;
}

/**
 * The rules of a walk round figures (core `DetourRules`) for {@link move}, set before each search
 * (one per module: no allocation): a step costs what the walk charges ({@link stepCost}) and is
 * refused onto a cell another figure holds ({@link occupied}), off the field he walks down (a
 * rider's: the cells a horse may enter), through a window or down a drop that would end the move,
 * or where the Northfield module closes a building to him. Value: the field's.
 */
class BhDetourRules extends WalkDetourRules {
  private world: SkirmishWorld | null = null;
  private i = 0;
  private fast = false;

  set(world: SkirmishWorld, i: number, field: Int32Array, fast: boolean): this {
    this.aim(world.map, field, 0);
    this.world = world;
    this.i = i;
    this.fast = fast;
    return this;
  }

  stepCost(a: number, d: number, b: number): number {
    const world = this.world!;
    const map = world.map;
    if (!this.onField(b) || this.blocks(b)) return -1;
    if (map.terrain[b] === T_WINDOW || map.elevation[a]! - map.elevation[b]! >= DROP_ENDS_MOVE_FEET) return -1;
    if (world.northfield !== null && !world.northfield.mayEnter(this.i, a, b)) return -1;
    return stepCost(world, a, b, DIAG_OF_FACING[d]!, this.fast);
  }

  blocks(c: number): boolean {
    return occupied(this.world!, c, this.i);
  }
}
const detourRules = new BhDetourRules();

/**
 * The step (DIAG direction) from `cur` down `field`: among the map's allowed steps (on the map,
 * passable, no squeezing diagonally between two blocked cells, no climb: GameMap.steps, as
 * GameMap.pathField) to a field value below `cur`'s, the one of least core `stepVia` (the step,
 * the cell's entering cost and its field value: the cheapest path's step; ties: the lower field
 * value, then the first in DIAG order), skipping cells where a character up other than `self`
 * stands (`self` -1: nobody is in the way); -1 if none. When the step ignoring everybody leads to
 * a free cell it is also the step around everybody (nothing else is as good), so {@link move} caches that one per
 * destination ({@link downhillTo}) and looks again only when somebody stands there. With
 * `horse` (Northfield), only the cells a horse may enter.
 */
export function stepDown(world: SkirmishWorld, cur: number, field: Int32Array, self: number, horse: boolean): number {
  const map = world.map;
  const mask = map.steps[cur]!;
  const here = field[cur]!;
  let bestVia = UNREACHABLE;
  let bestVal = here;
  let bestDir = -1;
  for (let d = 0; d < 8; d++) {
    if ((mask & DIAG_BIT[d]!) === 0) continue;
    const nb = cur + world.stepOffset[d]!;
    if (horse && map.horsePassable[nb] === 0) continue;
    const v = field[nb]!;
    if (v >= here) continue;
    const via = stepVia(map, nb, DIAG_STEP[d]!, field);
    if (via > bestVia || (via === bestVia && v >= bestVal) || (self >= 0 && occupied(world, nb, self))) continue;
    bestVia = via;
    bestVal = v;
    bestDir = d;
  }
  return bestDir;
}

/** The cached {@link stepDown} (nobody in the way) of every cell toward `dest`, core {@link DOWNHILL_UNKNOWN} until computed (core `downhillSteps`). */
export function downhillTo(world: SkirmishWorld, dest: number, horse: boolean): Int8Array {
  return downhillSteps(horse ? world.horseDownhill : world.downhill, dest, world.map.cells);
}

/**
 * True if `self` may not enter `cell`: another counter up is there (stacking 1, from the
 * occupancy counts), or, stacking 2 (Northfield: a scan of the characters, only where the counts
 * show another counter up), an opponent or two counters already (MOVEMENT, Stacking).
 */
export function occupied(world: SkirmishWorld, cell: number, self: number): boolean {
  const others = world.occupancy[cell]! - (world.cell[self] === cell && world.status[self] === ST_UP ? 1 : 0);
  if (world.setup.stacking === 1) return others > 0;
  // Nobody else up there (core keeps the counts): no scan.
  if (others === 0) return false;
  let count = 0;
  const side = world.sideOf[self]!;
  for (let j = 0; j < world.n; j++) {
    // A man riding double behind another does not count (Stacking: "two horses and four riders").
    if (j === self || world.status[j] !== ST_UP || world.cell[j] !== cell || world.carrier[j]! >= 0) continue;
    if (world.sideOf[j] !== side) return true;
    count++;
  }
  return count >= world.setup.stacking;
}

/** Facing (0..7, N clockwise) of each DIAG step direction. */
const DIR_TO_FACING: readonly number[] = [7, 0, 1, 6, 2, 5, 4, 3];
/** The DIAG step direction of each facing (the inverse of {@link DIR_TO_FACING}). */
const DIAG_OF_FACING: readonly number[] = DIR_TO_FACING.map((_, f) => DIR_TO_FACING.indexOf(f));
/** `GameMap.steps` bit (facing order) of each DIAG step direction. */
const DIAG_BIT: readonly number[] = DIR_TO_FACING.map((f) => 1 << f);
/** Half-spaces of the step in each DIAG direction (`stepVia`). */
const DIAG_STEP: readonly number[] = DIR_TO_FACING.map((f) => (f % 2 === 1 ? STEP_DIAGONAL : STEP_ORTHOGONAL));

