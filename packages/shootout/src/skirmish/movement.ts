/**
 * Moving figures (shootout.txt, "2. Move Troops"): "Each figure that can, may move up to 6" + its
 * Speed factor. Once a figure is within 12" of visible enemy this becomes 1D6" + Speed factor, for
 * remainder of game." "Dense undergrowth, rocky hillsides, rivers etc all half a figure's speed
 * (rounded up)"; "Indians on foot are not slowed by difficult terrain" (Organisation).
 *
 * A move goes down the map's path field toward the cell asked (8-connected, a diagonal step 1.5
 * spaces, core's door, window and stairs costs: RULINGS.md SR-37), stopping where the next step
 * costs more than is left or is taken by a figure up. Reads the map, occupancy, `closeQuarters`,
 * `mounted`, `indianOnFoot`; writes `cell` (core's placeAt), `facing`, `movedHalf`,
 * `closeQuarters`, status (a figure leaving by an exit has fled) and the victory places. Draws the
 * 1D6 of a move within 12". Allocates nothing (path fields are the map's, cached).
 */
import { diceLane } from '@deadeye/rng';
import { detourLine, detourWho, DOWNHILL_UNKNOWN, downhillSteps, WalkDetourRules, enemyKnownAt, offsetIndex, placeAt, ROUGH_GROUND, S_BLOCKED, setStatus, SO_RATE_SHORT, SO_SHORT_MOVE_INCHES, STATUS_FLED, stepVia, touch, UNREACHABLE } from '@deadeye/core';
import { inches, nameOf, up, xy, type SoWorld } from './world.ts';

/** "Once a figure is within 12" of visible enemy": inches. */
export const CLOSE_QUARTERS_INCHES = 12;
/** The move before that: 6" + Speed. */
export const BASE_MOVE_INCHES = 6;

const DX = [0, 1, 1, 1, 0, -1, -1, -1] as const;
const DY = [-1, -1, 0, 1, 1, 1, 0, -1] as const;
/** Half-spaces of an orthogonal and a diagonal step (the map's path cost units). */
const ORTHOGONAL = 2;
const DIAGONAL = 3;

/**
 * Marks `i` as within 12" of a visible enemy (for the rest of the game) if an enemy up stands
 * within 12" on a line of sight not blocked by a wall (RULINGS.md SR-36). Returns his flag.
 * `seen`: i's observation's distances (spaces) and sight bits, when just computed from the
 * present cells (observe.ts, after core's observeOthers): the same figures, read rather than
 * recomputed.
 */
export function checkCloseQuarters(world: SoWorld, i: number, seen: { readonly distance: Float64Array; readonly sightBits: Uint8Array } | null = null): number {
  if (world.closeQuarters[i] === 1) return 1;
  const me = world.cell[i]!;
  const row = world.map.sight(me);
  const reach = CLOSE_QUARTERS_INCHES / world.ips + 1e-9;
  // His enemies (core's list, in order of index: the first found is the one named).
  const enemies = world.enemiesOf[world.sideOf[i]!]!;
  for (let k = 0; k < enemies.length; k++) {
    const j = enemies[k]!;
    if (!up(world, j)) continue;
    const near = seen !== null ? (seen.sightBits[j]! & S_BLOCKED) === 0 && seen.distance[j]! <= reach : (row[world.cell[j]!]! & S_BLOCKED) === 0 && world.map.offsetDistance[offsetIndex(world.map, me, world.cell[j]!)]! <= reach;
    if (near) {
      world.closeQuarters[i] = 1;
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is within 12" of ${nameOf(world, j)}: 1D6" + Speed from now on`);
      return 1;
    }
  }
  return 0;
}

/**
 * i's move allowance for this move, inches: 6 + Speed, or once within 12" of a visible enemy 1D6
 * + Speed (the die rolled now), never below 0.
 */
export function rollAllowance(world: SoWorld, i: number): number {
  const speed = world.speedF[i]!;
  if (checkCloseQuarters(world, i) === 1) {
    world.stream.lane(diceLane(i));
    const d = world.stream.d6();
    const a = Math.max(0, d + speed);
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} moves 1D6 ${d} + Speed ${speed} = ${a}"`);
    return a;
  }
  return fullAllowance(world, i);
}

/** i's full move, inches: 6" + Speed, at least 0 ("may move up to 6" + its Speed factor"; RULINGS.md SR-38). */
function fullAllowance(world: SoWorld, i: number): number {
  return Math.max(0, BASE_MOVE_INCHES + world.speedF[i]!);
}

/**
 * A move of `allowance` inches as the path costs count it, in half-spaces (`ips` inches a space),
 * halved and rounded up to the whole inch in difficult terrain (`halved`: "half a figure's speed
 * (rounded up)", RULINGS.md SR-37).
 */
function moveBudget(allowance: number, halved: boolean, ips: number): number {
  return (2 * (halved ? Math.ceil(allowance / 2) : allowance)) / ips;
}

/** True if `cell` is difficult terrain: core's rough ground (rough, forest, snow, sand, swamp, ruins; RULINGS.md SR-37). */
export function difficultAt(world: SoWorld, cell: number): boolean {
  return ROUGH_GROUND[world.map.terrain[cell]!] === 1;
}

/**
 * True if i may not step into `cell`: it holds as many figures up (i left out) as the stacking
 * allows (1; Northfield 2), or, under Northfield, an enemy up ("Counters cannot move through a
 * square with an opposing counter in it": MOVEMENT, Stacking; RULINGS.md SR-69).
 */
function taken(world: SoWorld, i: number, cell: number): boolean {
  const others = world.occupancy[cell]! - (world.cell[i] === cell ? 1 : 0);
  if (others >= world.stacking) return true;
  if (others === 0 || world.stacking === 1) return others > 0;
  const side = world.sideOf[i]!;
  for (let j = 0; j < world.n; j++) if (j !== i && world.cell[j] === cell && world.sideOf[j] !== side && up(world, j)) return true;
  return false;
}

/**
 * The rules of a {@link walk} round figures (core `DetourRules`), set before each search (one per
 * module: no allocation): a step costs its length and a door's, window's or stairs' cost, and is
 * refused onto a cell he may not take ({@link taken}), off the field he walks down, where the
 * Northfield module closes a building to him (SR-74), or into difficult terrain while it would still
 * halve his allowance (`halving`: the walk halves it on entering; a detour does not replan for it).
 * Value: the field's, or, backing away, minus the distance from the cell he backs away from.
 */
class SoDetourRules extends WalkDetourRules {
  private world: SoWorld | null = null;
  private i = 0;
  private halving = false;

  set(world: SoWorld, i: number, field: Int32Array | null, from: number, halving: boolean): this {
    this.aim(world.map, field, from);
    this.world = world;
    this.i = i;
    this.halving = halving;
    return this;
  }

  stepCost(a: number, d: number, b: number): number {
    const world = this.world!;
    if (this.field !== null && !this.onField(b)) return -1;
    if (this.blocks(b) || (this.halving && difficultAt(world, b))) return -1;
    if (world.northfield !== null && !world.northfield.mayEnter(this.i, a, b)) return -1;
    return (DX[d] !== 0 && DY[d] !== 0 ? DIAGONAL : ORTHOGONAL) + world.map.enterCost[b]!;
  }

  blocks(c: number): boolean {
    return taken(this.world!, this.i, c);
  }
}
const detourRules = new SoDetourRules();

/** Where a walk ended (one per module: no allocation). */
const walked = { cur: 0, lastDir: -1, used: 0, dist: 0 };

/** What {@link scanDown} found (one per module: no allocation). */
const down = { best: -1, dir: -1, held: false, source: false, cheap: -1, cheapDir: -1 };
/**
 * What is left of a walk for {@link scanDown}'s affordable step (Northfield): half-spaces used, the
 * budget, the distance walked and its cap. In a Float64Array, not arguments: a fraction (or the
 * cap's Infinity) passed to a call V8 does not inline is boxed, a heap number at every look
 * (`pnpm bench`'s bytes allocated a trial).
 */
const room = new Float64Array(4);

/**
 * A {@link walk}'s look at every neighbour of `cur` for its next step, into {@link down}: `best` and
 * `dir`, the free neighbour below `cur` (down `field`; with `field` null farther from cell `from`)
 * on the cheapest path (core `stepVia`, whole half-spaces; ties: the lower value, then N, NE, E...
 * order; away from `from`, the farthest: there every via is 0 and the value decides), -1 if none;
 * `held`, whether a neighbour below is held by a figure (`taken`), and `source`, one of them the
 * destination itself (a field's 0); under Northfield `cheap` and `cheapDir`, the best free one he
 * can afford from what is left (`used` of `budget` half-spaces, `dist` of `distCap` walked: a
 * window's cost may be more than any move, he goes by the door then; RULINGS.md SR-69), -1 if
 * none; what is left is read from {@link room}, which the walk fills under Northfield. `i` -1:
 * nobody is in the way (the step a walk caches, core `downhillSteps`).
 */
function scanDown(world: SoWorld, i: number, field: Int32Array | null, from: number, cur: number): void {
  const map = world.map;
  const nf = world.northfield;
  const used = room[0]!;
  const budget = room[1]!;
  const dist = room[2]!;
  const distCap = room[3]!;
  const mask = map.steps[cur]!;
  let best = -1;
  let bestDir = -1;
  const here = field !== null ? field[cur]! : -map.offsetDistance[offsetIndex(map, cur, from)]!;
  let bestVal = here;
  let bestVia = UNREACHABLE;
  let cheap = -1;
  let cheapDir = -1;
  let cheapVal = here;
  let cheapVia = UNREACHABLE;
  let held = false;
  let source = false;
  for (let d = 0; d < 8; d++) {
    if ((mask & (1 << d)) === 0) continue;
    const nb = cur + DY[d]! * map.width + DX[d]!;
    const v = field !== null ? field[nb]! : -map.offsetDistance[offsetIndex(map, nb, from)]!;
    if (v >= here) continue;
    if (i >= 0 && taken(world, i, nb)) {
      held = true;
      if (v === 0) source = true;
      continue;
    }
    const step = DX[d] !== 0 && DY[d] !== 0 ? DIAGONAL : ORTHOGONAL;
    const via = field !== null ? stepVia(map, nb, step, field) : 0;
    if (via < bestVia || (via === bestVia && v < bestVal)) {
      bestVia = via;
      bestVal = v;
      best = nb;
      bestDir = d;
    }
    if (nf !== null && (via < cheapVia || (via === cheapVia && v < cheapVal)) && used + step + map.enterCost[nb]! <= budget + 1e-9 && dist + step <= distCap + 1e-9) {
      cheapVia = via;
      cheapVal = v;
      cheap = nb;
      cheapDir = d;
    }
  }
  down.best = best;
  down.dir = bestDir;
  down.held = held;
  down.source = source;
  down.cheap = cheap;
  down.cheapDir = cheapDir;
}

/**
 * Walks i from his cell with an allowance of `allowance` inches: down `field` (each step to the
 * free neighbour lowest on it), or with `field` null away from cell `from` (each step to the free
 * neighbour farthest from it and farther than where he stands). Difficult terrain (a move that
 * starts in or enters it) halves the allowance, rounded up to the inch, unless he is an Indian on
 * foot. `cap` (inches: a short move's 3", SR-38) limits the distance walked (the path's length, as
 * "moved >3"" reads it, SR-39), not the doors', windows' and stairs' extra cost, which comes out of
 * the allowance: a short move in difficult terrain goes min(3", half the allowance), not half of
 * 3" (SR-37), and one through a door on Northfield's 2" squares (2" and the door's 2") is not
 * stopped before it. `steps`: the cache of the steps down `field` with nobody in the way (core
 * `downhillSteps` of its destination), or null (backing away, and under Northfield, whose
 * affordable-step rule reads what is left of the move). Does not move him.
 */
function walk(world: SoWorld, i: number, field: Int32Array | null, steps: Int8Array | null, from: number, allowance: number, cap = Infinity): typeof walked {
  const map = world.map;
  const ips = world.ips;
  let cur = world.cell[i]!;
  const slowed = !(world.indianOnFoot[i] === 1 && world.mounted[i] === 0);
  let budget = moveBudget(allowance, false, ips);
  const distCap = (2 * cap) / ips;
  let halved = false;
  if (slowed && difficultAt(world, cur)) {
    halved = true;
    budget = moveBudget(allowance, true, ips);
  }
  const start = cur;
  const startHalved = halved;
  let used = 0;
  // The path's length, without the doors', windows' and stairs' extra cost (SR-39).
  let dist = 0;
  let lastDir = -1;
  // The affordable-step rule is Northfield's alone (SR-69): off it, no cost is looked at per neighbour.
  const nf = world.northfield;
  for (;;) {
    if (field !== null && !(field[cur]! > 0 && field[cur]! < UNREACHABLE)) break;
    let best = -1;
    let bestDir = -1;
    // Off Northfield, down the field toward `dest`: the step with nobody in the way, cached per
    // destination (core `downhillSteps`); onto a free cell it is the step the look at every
    // neighbour would take (nothing else is as good), so that look is made only when a figure
    // stands there. (Northfield's affordable-step rule reads what is left: no cache there.)
    if (steps !== null) {
      let d = steps[cur]!;
      if (d === DOWNHILL_UNKNOWN) {
        scanDown(world, -1, field, from, cur);
        d = down.dir;
        steps[cur] = d;
      }
      if (d >= 0) {
        const nb = cur + DY[d]! * map.width + DX[d]!;
        if (!taken(world, i, nb)) {
          best = nb;
          bestDir = d;
        }
      }
    }
    if (best < 0) {
      if (nf !== null) {
        room[0] = used;
        room[1] = budget;
        room[2] = dist;
        room[3] = distCap;
      }
      scanDown(world, i, field, from, cur);
      best = down.best;
      bestDir = down.dir;
    }
    if (best < 0) {
      // Every step on held by figures: he goes round them (core Detour; RULINGS.md SR-86), the
      // cheapest walk within his move, round every figure, to the cell nearest where he is going
      // by the ways round them (the field round the figures, `roundField`; backing away, the
      // farthest), if one is nearer than here; not when one of them stands on the destination
      // itself (he is beside it).
      // (With the walk's own tolerance of 1e-9: an allowance in inches over a space's inches is not
      // always a whole number of half-spaces. With less left than a step, nothing to go round: no line.)
      const left = Math.min(budget - used, distCap - dist) + 1e-9;
      if (down.held && !down.source && left >= ORTHOGONAL) {
        const det = world.detour;
        const rules = detourRules.set(world, i, field, from, slowed && !halved);
        const who = world.log !== null ? detourWho(world, map, world.setup.characters, i, cur, rules) : '';
        // His move planned again from where it started, unless entering difficult terrain has
        // halved it on the way (then from here: a detour is not replanned for the halving).
        const again = !halved || startHalved;
        const origin = again ? start : cur;
        const spend = again ? Math.min(budget, distCap) + 1e-9 : left;
        // The same search as one made before (one figure a cell, no special rules: its rules read
        // nothing else that changes), the same walk (core Detour.recall).
        const kept = world.stacking === 1 && world.northfield === null;
        let n = -1;
        if (kept) {
          const key = det.key;
          key[0] = origin;
          key[1] = spend;
          key[2] = cur;
          key[3] = from;
          key[4] = slowed && !halved ? 1 : 0;
          key[5] = i;
          key[6] = world.cell[i]!;
          n = det.recall(field, world.occupancy);
        }
        if (n < 0) {
          n = field !== null ? det.findRound(map, field, origin, spend, rules, cur) : det.find(map, origin, spend, rules, rules.value(cur));
          if (kept) det.remember(field, world.occupancy, n);
        }
        if (world.log !== null) world.log.push(`    ${detourLine(nameOf(world, i), who, n)}`);
        if (n > 0 && again) {
          cur = start;
          used = 0;
          dist = 0;
          lastDir = -1;
        }
        for (let k = 0; k < n; k++) {
          const nb = det.path[k]!;
          const d = det.dirs[k]!;
          const step = DX[d] !== 0 && DY[d] !== 0 ? DIAGONAL : ORTHOGONAL;
          used += step + map.enterCost[nb]!;
          dist += step;
          cur = nb;
          lastDir = d;
        }
      }
      break;
    }
    if (nf !== null) {
      if (down.cheap >= 0 && down.cheap !== best) {
        best = down.cheap;
        bestDir = down.cheapDir;
      }
      // Northfield: the gang may not enter a building (but the bank) whose citizens are not ready to fire (SR-74).
      if (!nf.mayEnter(i, cur, best)) break;
    }
    if (slowed && !halved && difficultAt(world, best)) {
      halved = true;
      budget = moveBudget(allowance, true, ips);
    }
    const step = DX[bestDir] !== 0 && DY[bestDir] !== 0 ? DIAGONAL : ORTHOGONAL;
    const cost = step + map.enterCost[best]!;
    // A first step whose plain length fits the move but whose door's, window's or stairs' extra
    // cost not even his full move here could pay is taken with the whole move: that cost is the
    // map's, not the text's (SR-37), and never makes a way impassable for good (the close combat
    // audit, 2026-12-08: under Northfield a citizen on rough ground below the hardware store's back
    // door, 3" of move against its 4", stood there from turn 33 to the turn limit, his side
    // spending command points on him). One a better roll of 1D6 could pay waits for it.
    const full = fullAllowance(world, i);
    const whole = used === 0 && step <= budget + 1e-9 && cost > moveBudget(full, halved, ips) + 1e-9;
    if ((!whole && used + cost > budget + 1e-9) || dist + step > distCap + 1e-9) break;
    used += whole ? budget : cost;
    dist += step;
    cur = best;
    lastDir = bestDir;
  }
  walked.cur = cur;
  walked.lastDir = lastDir;
  walked.used = used;
  walked.dist = dist;
  return walked;
}

/**
 * Moves i toward cell `dest` at rate `rate` (`SO_RATE_SHORT`: 3" at most; otherwise his whole
 * allowance, {@link rollAllowance}). A figure whose move ends on an exit cell, having asked for an
 * exit cell, leaves the map (fled; RULINGS.md SR-59). Returns the allowance used, in half-spaces
 * (the extra cost of doors, windows and stairs included).
 */
export function moveFigure(world: SoWorld, i: number, dest: number, rate: number): number {
  const start = world.cell[i]!;
  if (dest < 0 || dest === start) return 0;
  const allowance = rollAllowance(world, i);
  // A short move: 3" at most of what terrain leaves him (walk's `cap`; SR-37, SR-38).
  const cap = rate === SO_RATE_SHORT ? SO_SHORT_MOVE_INCHES : Infinity;
  // Off Northfield the field is the map's toward `dest` (fieldFor), its steps cached with it.
  const steps = world.northfield === null ? downhillSteps(world.downhill, dest, world.map.cells) : null;
  const { cur, lastDir, used, dist } = walk(world, i, fieldFor(world, i, dest), steps, -1, allowance, cap);
  // Heading for an exit: not a chase to where he last saw an enemy on one (core enemyKnownAt; SR-59).
  finishMove(world, i, start, cur, lastDir, used, dist, world.map.exit[dest] === 1 && !enemyKnownAt(world.obs[i]!, dest));
  return used;
}

/**
 * Moves i away from cell `from` with his whole allowance (a figure that failed its courage test
 * against mounted men "must move away next turn": RULINGS.md SR-51). Returns the allowance used, in half-spaces.
 */
export function moveAway(world: SoWorld, i: number, from: number): number {
  const allowance = rollAllowance(world, i);
  const start = world.cell[i]!;
  const { cur, lastDir, used, dist } = walk(world, i, null, null, from, allowance);
  finishMove(world, i, start, cur, lastDir, used, dist, true);
  return used;
}

/**
 * The path field i walks down toward `dest`: the map's, or under Northfield for a mounted man the
 * horse's (streets and open ground only: "Horses cannot enter any building or move onto a
 * sidewalk", MOVEMENT, Horses; RULINGS.md SR-70).
 */
function fieldFor(world: SoWorld, i: number, dest: number): Int32Array {
  return world.northfield !== null && world.mounted[i] === 1 ? world.map.horsePathField(dest) : world.map.pathField(dest);
}

/**
 * Under Northfield, a dismounted man going to his horse mounts it when his move ends in its space
 * or beside it (MOVEMENT, Horses: "riders must mount from ... an adjacent square"; the mount ends
 * his move): he is mounted, on the horse's space if it has room, and the horse no longer stands
 * riderless (RULINGS.md SR-70). Returns true if he mounted.
 */
export function mountIfBeside(world: SoWorld, i: number): boolean {
  const h = world.horseCell[i]!;
  const c = world.cell[i]!;
  const map = world.map;
  if (h < 0 || world.mounted[i] === 1 || Math.abs(map.cellX[h]! - map.cellX[c]!) > 1 || Math.abs(map.cellY[h]! - map.cellY[c]!) > 1) return false;
  if (h !== c && world.occupancy[h]! < world.stacking) placeAt(world, i, h);
  world.mounted[i] = 1;
  world.horseCell[i] = -1;
  // Mounted now: logged as any change of his is (his own observation's `mounted`).
  touch(world, i);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} mounts his horse at ${xy(world, world.cell[i]!)}`);
  return true;
}

/**
 * Puts i in `cur` after a move from `start`: occupancy, facing, the distance moved this turn (`dist`
 * half-spaces, the path's length: what "moved >3\"" reads, SR-39; `used`, the allowance it took with
 * the doors', windows' and stairs' extra cost, SR-37, is only logged), victory places, exits.
 */
function finishMove(world: SoWorld, i: number, start: number, cur: number, lastDir: number, used: number, dist: number, mayLeave: boolean): void {
  if (cur === start) {
    // Said, or the allowance rolled above reads as a move made.
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} stays at ${xy(world, start)}: his move does not reach the next space`);
    return;
  }
  placeAt(world, i, cur);
  if (lastDir >= 0) world.facing[i] = lastDir;
  world.movedHalf[i] = world.movedHalf[i]! + dist;
  if (world.log !== null) {
    const cost = used === dist ? '' : `, ${inches((used / 2) * world.ips)} of his move`;
    world.log.push(`    ${nameOf(world, i)} moves ${xy(world, start)} -> ${xy(world, cur)} (${inches((dist / 2) * world.ips)}${cost})`);
  }
  world.victory.arrive(i, world.sideOf[i]!, cur, world.log);
  // Northfield: gang members leave only mounted, citizens never (VICTORY CONDITIONS; SR-79).
  if (mayLeave && world.map.exit[cur] === 1 && (world.northfield === null || world.northfield.mayLeave(i))) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} leaves the map`);
    setStatus(world, i, STATUS_FLED);
  }
}

/** Inches i has moved this turn (path length, without the extra cost of doors, windows and stairs: SR-39). */
export function movedInches(world: SoWorld, i: number): number {
  return (world.movedHalf[i]! / 2) * world.ips;
}
