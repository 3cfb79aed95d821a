/**
 * A figure's walk on the map (REEL 3, WANTING TO MOVE), the part every move of movement.ts shares:
 * what a step costs him (bad going, a door's or a window's cost, a linear obstacle's quarter move:
 * RULINGS.md QR-6, QR-62, QR-65, QR-66, QR-142, QR-352), which cells he may not take (stacking,
 * a horse's or a vehicle's ground: QR-30, QR-38, QR-91), the walk itself (down a path field, away
 * from a man and the enemies he has located, or back up a field; round figures in the way with
 * core's `Detour`: QR-21, QR-205, QR-335, QR-351), and putting him where it ended
 * ({@link finishMove}: locating, victory places, exits: QR-181). movement.ts decides where a move
 * goes and calls these. Split from movement.ts on 2026-12-06 (the same code, moved).
 *
 * Module state, one per thread (no allocation in a trial): the last walk's result ({@link walked}),
 * the cells of the last real walk (for locating.ts `afterMove`), and, during one walk, what a walk
 * away reads (the enemies located, or the field climbed back).
 */
import { detourLine, detourWho, DOWNHILL_UNKNOWN, downhillStepsOf, WalkDetourRules, offsetIndex, placeAt, ROUGH_GROUND, STATUS_FLED, STATUS_UP, T_INTERIOR, T_STAIRS, TERRAIN_TYPES, UNREACHABLE, STEP_DIAGONAL, STEP_ORTHOGONAL, stepVia, QD_BAD_GOING_STEP } from '@deadeye/core';
import { MOUNTED_MOVE } from '../tables/movement.ts';
import { afterMove, isLocated } from './locating.ts';
import { TRAIT } from './setup.ts';
import { crossObstacle, entersObstacle } from './tasks.ts';
import { goOut, nameOf, xy, type QdWorld } from './world.ts';

/** Half-spaces of path cost of an orthogonal and a diagonal step (the map's own units). */
const ORTHOGONAL = 2;
const DIAGONAL = 3;
/** The eight step directions, clockwise from north (0 N, 2 E, 4 S, 6 W; the map's `steps` bits): column and row offsets, in cells. */
export const DX = [0, 1, 1, 1, 0, -1, -1, -1] as const;
export const DY = [-1, -1, 0, 1, 1, 1, 0, -1] as const;

/**
 * i's maximum move on one turn, paces (REEL 3, WANTING TO MOVE): mounted 16 ("Mounted characters
 * riding horses or similar sized animals"), else his own on foot (8; Fleet Footed 10, Lumbering 6).
 */
export function movePaces(world: QdWorld, i: number): number {
  if (world.driving === i) {
    const v = world.aboard[i]!;
    return world.vImmobile[v] === 1 || world.vDestroyed[v] === 1 ? 0 : world.setup.vehicles[v]!.move / (1 << world.vHalved[v]!);
  }
  return world.mounted[i] === 1 ? MOUNTED_MOVE : world.setup.characters[i]!.move;
}

/** i's maximum move ({@link movePaces}) in half-spaces, the unit of the walks' budgets. */
export function fullMove(world: QdWorld, i: number): number {
  return (2 * movePaces(world, i)) / world.setup.pacesPerSpace;
}

/**
 * 1 per terrain code (core's `T_*`) that is bad going (REEL 3, Movement in Bad Going: "rocky
 * ground, thick under brush, steep slopes, muddy or boggy ground. Areas of snow ... Characters
 * moving in a building count it as bad going"): core's rough ground (rough, forest, snow, sand,
 * swamp, ruins), building interiors and stairs (a steep slope in a building: RULINGS.md QR-202).
 * RULINGS.md QR-6, QR-65.
 */
export const BAD_GOING: Uint8Array = Uint8Array.from(TERRAIN_TYPES, (_, t) => (ROUGH_GROUND[t] === 1 || t === T_INTERIOR || t === T_STAIRS ? 1 : 0));

/** True if `cell` is bad going: its terrain is, or the variant's poor visibility or bad weather makes all terrain so (QR-66). */
export function badGoingAt(world: QdWorld, cell: number): boolean {
  return world.setup.variant.badWeather === 1 || BAD_GOING[world.map.terrain[cell]!] === 1;
}

/**
 * The traits of i that bear on his move in bad going, Surefooted and Lumbering among them (REEL 3,
 * Movement in Bad Going): his own on foot; none when he rides or drives: the horse's feet, or
 * the wagon's wheels, carry him, not his own (RULINGS.md QR-142). `stepCost` here and terrain.ts
 * (`playMove`, `plainMoveLevel`) read them alike.
 */
export function footTraits(world: QdWorld, i: number): number {
  return world.mounted[i] === 1 || world.driving === i ? 0 : world.setup.characters[i]!.traits;
}

/**
 * True if i loses nothing to bad going, neither the 25% from his move nor the reduced dice of a move
 * faster than a half move ("There are no deductions for sure footed characters", REEL 3, Movement in
 * Bad Going; Surefooted: "can move through Bad Going without penalty", REEL 2): Surefooted on his own
 * feet ({@link footTraits}, RULINGS.md QR-67); under `+surefooted-rider` a Surefooted rider too (not
 * a driver, whose vehicle pays 50%; QR-142). The reroll of the move test is his feet's alone.
 */
export function sparedBadGoing(world: QdWorld, i: number): boolean {
  if ((footTraits(world, i) & TRAIT.surefooted) !== 0) return true;
  return world.setup.variant.surefootedRider === 1 && world.mounted[i] === 1 && world.driving !== i && (world.setup.characters[i]!.traits & TRAIT.surefooted) !== 0;
}

/**
 * Where {@link stepCost} and {@link walkStepCost} leave their price (half-spaces), read by their
 * callers: a double returned from a call V8 does not inline is a heap number, allocated at every
 * step priced (bad going's 25% makes most prices fractions; scripts/bench.ts, Quick on the Draw's
 * bytes a trial).
 */
export const stepOut = new Float64Array(1);

/** {@link walk}'s price of the best step away from the cell it stands on (half-spaces), while it looks at the steps. */
const bestStepCost = new Float64Array(1);

/**
 * Cost of stepping from `cur` in direction `d` into `nb` for character i (half-spaces): bad going
 * costs 4/3 (25% off the move) unless he is sure footed and on foot ({@link sparedBadGoing}): it costs
 * a rider too ("Most characters whether on foot or mounted deduct 25%"), his own Surefooted not
 * sparing his horse (RULINGS.md QR-30, QR-142; under `+surefooted-rider` it does); a driver's vehicle pays 50% ("Heavily laden
 * animals and wheeled transport deduct 50% from movement", QR-38). Each case writes its own sum: a cost kept in one variable
 * across the cases (whole, doubled, or times 4/3) was a tagged value in V8, boxed on every step.
 * Written to {@link stepOut}`[0]`, not returned: a fraction (4/3 a step in bad going) returned from
 * a call V8 does not inline is a heap number (scripts/bench-qd.ts `--heap-sample`).
 */
export function stepCost(world: QdWorld, i: number, d: number, nb: number): void {
  const step = DX[d] !== 0 && DY[d] !== 0 ? DIAGONAL : ORTHOGONAL;
  if (!badGoingAt(world, nb)) stepOut[0] = step + world.map.enterCost[nb]!;
  else if (world.driving === i) stepOut[0] = step * 2 + world.map.enterCost[nb]!;
  else if (!sparedBadGoing(world, i)) stepOut[0] = step * QD_BAD_GOING_STEP + world.map.enterCost[nb]!;
  else stepOut[0] = step + world.map.enterCost[nb]!;
}

/**
 * True if `cell` holds as many others up as the stacking allows (one; two under the Northfield
 * module: RULINGS.md QR-91), or i rides and a horse may not enter it, or he drives and a vehicle may not.
 */
export function taken(world: QdWorld, i: number, cell: number): boolean {
  return (
    world.occupancy[cell]! >= world.setup.stacking + (world.cell[i] === cell ? 1 : 0) ||
    (world.setup.stacking > 1 && world.occupancy[cell]! > 0 && enemyIn(world, i, cell)) ||
    (world.mounted[i] === 1 && world.map.horsePassable[cell] === 0) ||
    (world.driving === i && world.map.vehiclePassable[cell] === 0)
  );
}

/**
 * True if an enemy of i up stands in `cell` (stacking two: "Counters cannot move through a square
 * with an opposing counter in it", QR-91), but for a knocked-out outlaw a citizen may step in to
 * capture (the module's `mayCapture`, QR-98).
 */
function enemyIn(world: QdWorld, i: number, cell: number): boolean {
  const side = world.sideOf[i];
  const nf = world.northfield;
  for (let j = 0; j < world.n; j++) {
    if (world.cell[j] === cell && world.status[j] === STATUS_UP && world.sideOf[j] !== side && (nf === null || !nf.mayCapture(i, j))) return true;
  }
  return false;
}

/**
 * The field movement.ts `fallBackAlong`'s walk climbs (null: none, the walk backs away from its `from`
 * in a straight line): set only for that walk.
 */
let backField: Int32Array | null = null;

/**
 * {@link walk} back up `field` (a path field toward where he was going) from his cell `start` with
 * `budget` half-spaces: each step to the free neighbour highest on it, higher than where he
 * stands (RULINGS.md QR-312, movement.ts `fallBackAlong`). Does not move him.
 */
export function walkBack(world: QdWorld, i: number, field: Int32Array, start: number, budget: number): typeof walked {
  backField = field;
  const w = walk(world, i, null, start, budget);
  backField = null;
  return w;
}

/**
 * The cells of the enemies up that the man walking away has located, other than the cell he walks
 * away from: {@link aimAway} sets them at the start of a {@link walk} away, {@link awayValue} reads
 * them (he does not move while walking, and locating reads his own cell: the same all walk long).
 * Grown, never per trial, to the largest side's enemies.
 */
let awayCells = new Int32Array(16);
let awayCount = 0;

/** Sets {@link awayCells} for i walking away from cell `from`: the enemies up he has located ({@link isLocated}), off `from`. */
function aimAway(world: QdWorld, i: number, from: number): void {
  const enemies = world.enemiesOf[world.sideOf[i]!]!;
  if (awayCells.length < enemies.length) awayCells = new Int32Array(enemies.length);
  let n = 0;
  for (let e = 0; e < enemies.length; e++) {
    const j = enemies[e]!;
    if (world.status[j] !== STATUS_UP) continue;
    const c = world.cell[j]!;
    if (c === from || !isLocated(world, i, j)) continue;
    awayCells[n++] = c;
  }
  awayCount = n;
}

/**
 * A {@link walk} away from `from` (`field` null): the value of cell `x`, lower the farther: minus
 * the square of its distance (spaces squared, {@link distance2}: a whole number, ordered as the
 * distance is) from the nearest of `from` and the enemies up the walker has located
 * ({@link awayCells}, set by {@link aimAway}), or climbing {@link backField}, minus that field's
 * value (`UNREACHABLE`, never lower than where he stands, off it). A walk away from one man is a
 * walk away from the fight: until the thirty-fourth audit (2026-12-05) it read `from` alone, and a
 * man backing off one enemy could close on another (the saloon brawl, seed 1, trial 8: Big Swede
 * "heads away, no cover in reach (5,5) -> (10,5)", from 6.3 to 2.2 spaces off the Gambler;
 * RULINGS.md QR-21 amended, gap (g)). Allocates nothing, and returns a small integer, never a heap
 * number: until 2026-12-05 the value was minus the distance, a fraction, boxed wherever a call that
 * returned it was not inlined, and the walk read it through a Float64Array instead (docs/performance.md).
 */
function awayValue(map: QdWorld['map'], x: number, from: number): number {
  // `0 - ...`, not `-...`: minus 0 is no small integer for V8 (a heap number when returned).
  if (backField !== null) {
    const f = backField[x]!;
    return f < UNREACHABLE ? 0 - f : UNREACHABLE;
  }
  let d = distance2(map, x, from);
  for (let k = 0; k < awayCount; k++) {
    const dj = distance2(map, x, awayCells[k]!);
    if (dj < d) d = dj;
  }
  return 0 - d;
}

/**
 * The square of the distance between the centres of cells `a` and `b`, spaces squared: a whole
 * number, in the order of the map's distance (`offsetDistance`, its square root), so that the
 * walk away's values ({@link awayValue}) are small integers to V8, never heap numbers. Until
 * 2026-12-05 they were minus the distance itself, a fraction off the map's lines, boxed wherever
 * core's walk round figures (`Detour`) read one from a call it did not inline: the same choices
 * (a square root keeps the order of whole numbers, ties and all), fewer bytes a trial.
 */
function distance2(map: QdWorld['map'], a: number, b: number): number {
  const dx = map.cellX[a]! - map.cellX[b]!;
  const dy = map.cellY[a]! - map.cellY[b]!;
  return dx * dx + dy * dy;
}

/**
 * Where a walk ended: the cell, the last step's direction (-1 none), the cells entered if asked,
 * `obstacle` 1 if a planning walk stepped into a linear obstacle from a cell that is not one
 * (a real walk would have rolled the task there), and `stopped` 1 if this walk (the last one)
 * ended at a failed task roll there (one per module: no allocation).
 */
const walked = { cur: 0, lastDir: -1, steps: 0, obstacle: 0, failedTask: 0, detour: 0, stopped: 0 };

/**
 * The cells of the last real {@link walk} (no `out`: he moves), in order from `walkedFrom`
 * (excluded) to its end, `walkedLen` of them: what {@link finishMove} hands locating.ts
 * `afterMove`, so that an enemy who watched him walk out of sight knows where he went out of it
 * (RULINGS.md QR-57 amended). Grown, never per trial, to the longest walk.
 */
let walkedPath = new Int32Array(64);
let walkedLen = 0;
let walkedFrom = -1;

/** Records cell `c` as the next step of the real walk under way ({@link walkedPath}). */
function stepTaken(c: number): void {
  if (walkedLen === walkedPath.length) {
    const grown = new Int32Array(walkedPath.length * 2);
    grown.set(walkedPath);
    walkedPath = grown;
  }
  walkedPath[walkedLen++] = c;
}

/**
 * True if a walk since the last {@link clearWalkFailedTask} (a move, a flight, a fall back) stopped
 * at a linear obstacle whose task roll failed (tasks.ts `crossObstacle`). A caller clears it first:
 * a function that returns before walking (no exit reachable) leaves it as it was.
 */
export function lastWalkFailedTask(): boolean {
  return walked.failedTask === 1;
}

/** Clears {@link lastWalkFailedTask} before a sequence of walks. */
export function clearWalkFailedTask(): void {
  walked.failedTask = 0;
}

/**
 * Steps i from his cell while the budget lasts: down `field` (each step to the free neighbour
 * lowest on it), or with `field` null away from cell `from` (each step to a free neighbour
 * farther from it, the one farthest from the nearest of it and the enemies he has located:
 * {@link awayValue}). Stops where the next step costs more than is left, or before a linear
 * obstacle whose task roll fails (tasks.ts `crossObstacle`: rolled on stepping into one from a
 * cell that is not). Where every neighbour that would take him on is held by another figure, he
 * goes round them: with what is left of the move, the cheapest walk to the reachable cell nearest
 * where he is going (core `Detour`, crossing no linear obstacle; RULINGS.md QR-205), unless one of
 * them holds the destination itself (a field's 0: he is beside it). An entangled character takes
 * no step. Does not move him. `out`: when given, the cells entered are written to it in order and
 * `walked.steps` counts them. `stopAt`: a cell where the walk ends when it enters it (-1: none).
 */
export function walk(world: QdWorld, i: number, field: Int32Array | null, from: number, budget: number, out: Int32Array | null = null, stopAt = -1): typeof walked {
  const map = world.map;
  let cur = world.cell[i]!;
  // Trapped under his dead mount, he goes nowhere until he frees himself (mounts.ts).
  // `+budget`: a number for V8 from the start, so that the loop keeps it unboxed (a parameter
  // merged into the loop as it comes is a tagged value: each step would box the fraction left).
  let left = world.trapped[i] === 1 ? 0 : +budget;
  const full = left;
  // Away from `from`: the enemies he has located, read once for the walk (awayValue).
  if (field === null && backField === null) aimAway(world, i, from);
  // A linear obstacle crossed on the way (a task rolled): a walk round figures then starts from where he is.
  let crossed = false;
  let lastDir = -1;
  walked.steps = 0;
  walked.obstacle = 0;
  walked.detour = 0;
  walked.stopped = 0;
  if (out === null) {
    walkedFrom = cur;
    walkedLen = 0;
  }
  // On foot, one a cell (no special rule's stacking): `taken` is the occupancy alone, read here
  // (the same test; a call per neighbour looked at was a tenth of the walk). He does not move
  // while walking: his own cell stays `home`.
  const occupancy = world.occupancy;
  const home = world.cell[i]!;
  const plain = world.setup.stacking === 1 && world.mounted[i] === 0 && world.driving !== i;
  const width = map.width;
  // Down a field, the step with nobody in the way, cached per field and cell (core
  // `downhillStepsOf`), read only from the cells `plainStep` marks.
  const down = field !== null ? downhillStepsOf(world.downhill, field, map.cells) : null;
  const plainStep = world.plainStep;
  for (;;) {
    // No step costs less than an orthogonal one (stepCost; `enterCost` is never negative): none fits.
    if (left < ORTHOGONAL) break;
    if (world.entangled[i] !== 0) break;
    if (field !== null && !(field[cur]! > 0 && field[cur]! < UNREACHABLE)) break;
    const mask = map.steps[cur]!;
    let best = -1;
    let bestDir = -1;
    const here = field !== null ? field[cur]! : awayValue(map, cur, from);
    let bestVal = here;
    // Down a field, the cheapest path's step (core `stepVia`, whole half-spaces, with the 25% a
    // linear obstacle costs him in place of the map's entering cost: RULINGS.md QR-352; ties: the
    // lower value, then N, NE, E... order); away from `from`, the farthest neighbour whose step his
    // move left pays for (ties: the cheaper step, then N, NE, E... order; RULINGS.md QR-351).
    let bestVia = UNREACHABLE;
    // The price of the best step away so far, in a Float64Array (`bestStepCost[0]`), not a local:
    // V8 kept the local a tagged value and boxed a fraction at every step chosen (scripts/bench.ts).
    bestStepCost[0] = UNREACHABLE;
    // Away from `from`: a free step farther off that his move left does not pay for (QR-351): the
    // search below then finds the farthest walk his move pays for, with no figure in the way.
    let dear = false;
    // A neighbour that would take him on (below his cell), and one of them the destination itself (a field's 0).
    let lower = false;
    let source = false;
    // From a cell none of whose steps crosses a linear obstacle, the step down the field is the
    // same for every walker (fieldVia is core's stepVia there): when the one with nobody in the way
    // leads to a free cell it is also the step round everybody (the least among fewer cells cannot
    // be less), and the look at every neighbour below is skipped. Else (a figure on it, no step
    // down, a crossing beside) every neighbour is looked at, as before.
    if (down !== null && plainStep[cur] === 1) {
      let d = down[cur]!;
      if (d === DOWNHILL_UNKNOWN) {
        d = stepDownFor(world, i, field!, cur);
        down[cur] = d;
      }
      if (d >= 0) {
        const nb = cur + DY[d]! * width + DX[d]!;
        if (!(plain ? occupancy[nb]! >= (nb === home ? 2 : 1) : taken(world, i, nb))) {
          best = nb;
          bestDir = d;
        }
      }
    }
    for (let d = best >= 0 ? 8 : 0; d < 8; d++) {
      if ((mask & (1 << d)) === 0) continue;
      const nb = cur + DY[d]! * width + DX[d]!;
      const v = field !== null ? field[nb]! : awayValue(map, nb, from);
      if (v >= here) continue;
      // Backing away from `from`, each step farther from it, whatever the nearer enemies (RULINGS.md
      // QR-21 amended by the thirty-fourth audit). A step refused so is none that would take him on:
      // it does not set off the walk round figures below (until the thirty-fourth audit's third
      // form it did, and the walk round, which then read `from` alone, walked him toward the nearer
      // enemy it left; since the thirty-fifth it reads the walk's own value: QdDetourRules).
      if (field === null && backField === null && !(map.offsetDistance[offsetIndex(map, nb, from)]! > map.offsetDistance[offsetIndex(map, cur, from)]!)) continue;
      lower = true;
      if (v === 0) source = true;
      if (field !== null) {
        const via = fieldVia(world, i, field, cur, d, nb);
        if (via > bestVia || (via === bestVia && v >= bestVal)) continue;
        if (plain ? occupancy[nb]! >= (nb === home ? 2 : 1) : taken(world, i, nb)) continue;
        // Not over a linear obstacle whose far side is held by figures: the crossing would lead
        // nowhere, he would be turned back the way he came (RULINGS.md QR-335); as a held step.
        if (heldBeyond(world, i, field, from, cur, nb, plain, home)) continue;
        bestVia = via;
      } else {
        if (v > bestVal || (plain ? occupancy[nb]! >= (nb === home ? 2 : 1) : taken(world, i, nb)) || heldBeyond(world, i, field, from, cur, nb, plain, home)) continue;
        // A step over a table, a window or a door his move left cannot pay for is passed over for one
        // it can (until the twenty-eighth audit the walk took the farthest and stopped there).
        const cost = (walkStepCost(world, i, cur, d, nb), stepOut[0]!);
        if (cost > left) {
          dear = true;
          continue;
        }
        if (v === bestVal && cost >= bestStepCost[0]!) continue;
        bestStepCost[0] = cost;
      }
      bestVal = v;
      best = nb;
      bestDir = d;
    }
    if (best < 0) {
      // Every step that would take him on is held by another figure (nothing else stops a step
      // here): he goes round them (core `Detour`; RULINGS.md QR-205): his move planned again from
      // where it started (from here once he has crossed an obstacle), the cheapest walk within it,
      // round every figure, to the cell nearest where he is going by the ways round them (the
      // field round the figures, `roundField`; backing away, the farthest by the walk's own value,
      // QdDetourRules), if one is nearer than here. Not when one of them holds the destination itself: he is there, beside it.
      // (With less left than a step, nothing to go round: he has no move left, and no line.)
      if (lower && !source && left >= ORTHOGONAL && backField === null) {
        walked.detour = 1;
        const det = world.detour;
        const rules = detourRules.set(world, i, field, from, home, plain, cur);
        const who = world.log !== null && out === null ? detourWho(world, map, world.setup.characters, i, cur, rules) : '';
        // The same search as one made before (one figure a cell, no special rules: its rules read
        // nothing else that changes), the same walk (core Detour.recall). Not backing away from
        // enemies he has located: the value reads where they stand (awayValue), which the key
        // does not hold.
        const kept = world.setup.stacking === 1 && world.northfield === null && (field !== null || awayCount === 0);
        let n = -1;
        if (kept) {
          const key = det.key;
          key[0] = crossed ? cur : home;
          key[1] = crossed ? left : full;
          key[2] = cur;
          key[3] = from;
          key[4] = home;
          key[5] = plain ? 1 : 0;
          key[6] = i;
          key[7] = world.cell[i]!;
          key[8] = world.mounted[i]!;
          key[9] = world.driving === i ? 1 : 0;
          n = det.recall(field, world.occupancy);
        }
        if (n < 0) {
          // The move as it came (`budget`, a tagged value), not `full`, its copy the loop keeps as a
          // double: a fraction passed to a call V8 does not inline is boxed (a heap number a search).
          const spend = crossed ? left : world.trapped[i] === 1 ? 0 : budget;
          n = field !== null ? det.findRound(map, field, crossed ? cur : home, spend, rules, cur) : det.find(map, crossed ? cur : home, spend, rules, rules.value(cur));
          if (kept) det.remember(field, world.occupancy, n);
        }
        if (world.log !== null && out === null) world.log.push(`    ${dear && who === 'figures' ? dearLine(nameOf(world, i), n, xy(world, cur)) : detourLine(nameOf(world, i), who, n)}`);
        if (n > 0 && !crossed) {
          cur = home;
          left = full;
          lastDir = -1;
          walked.steps = 0;
          if (out === null) walkedLen = 0;
        }
        for (let k = 0; k < n && (out === null || walked.steps < out.length); k++) {
          const nb = det.path[k]!;
          const d = det.dirs[k]!;
          left -= (stepCost(world, i, d, nb), stepOut[0]!);
          cur = nb;
          lastDir = d;
          if (out !== null) out[walked.steps++] = cur;
          else stepTaken(cur);
          if (cur === stopAt) break;
        }
      }
      break;
    }
    const crossing = entersObstacle(world, cur, best);
    const cost = (walkStepCost(world, i, cur, bestDir, best), stepOut[0]!);
    if (cost > left) break;
    // The Northfield module: a gang member enters no building but the bank unless citizens in it are ready to fire (COMBAT; QR-91).
    if (world.northfield !== null && !world.northfield.mayEnter(i, cur, best)) break;
    // A planning walk (`out` given: the path he would take, he does not move) rolls no task at an
    // obstacle; nor does a beast, which has no action dice (RULINGS.md QR-45, QR-62): it pays the 25%.
    if (crossing) {
      crossed = true;
      if (out !== null) walked.obstacle = 1;
      else if (world.animal[i] === 0 && !crossObstacle(world, i, best)) {
        walked.failedTask = 1;
        walked.stopped = 1;
        break;
      }
    }
    left -= cost;
    cur = best;
    lastDir = bestDir;
    if (out !== null) out[walked.steps++] = cur;
    else stepTaken(cur);
    if (cur === stopAt) break;
  }
  walked.cur = cur;
  walked.lastDir = lastDir;
  return walked;
}

/**
 * The replay's words for a walk away whose free steps back cost more than the move left pays for
 * (a window, a door, a table: RULINGS.md QR-351), with no figure in the way: `steps` of the walk
 * from where it started that his move pays for, found by the search round figures, in place of the
 * steps walked (0: none found; the walk ends where it is, `at`: said by its cell, since the line
 * comes before the move's own line).
 */
function dearLine(walker: string, steps: number, at: string): string {
  return `${walker}'s next step back costs more than his move has left: ${steps > 0 ? `he takes the farthest way back it pays for (${steps} step${steps === 1 ? '' : 's'})` : `he stops at ${at}`}`;
}

/**
 * What i's walk pays for the step from `cur` in direction `d` to its neighbour `nb`, half-spaces:
 * core's step cost (stepCost), but crossing a linear obstacle "Deduct 25% from movement" (REEL 3):
 * a quarter of his full move, in place of the map's own entering cost of a window (RULINGS.md QR-62).
 * Written to {@link stepOut}`[0]`, not returned.
 */
function walkStepCost(world: QdWorld, i: number, cur: number, d: number, nb: number): void {
  stepCost(world, i, d, nb);
  if (entersObstacle(world, cur, nb)) stepOut[0] = stepOut[0]! - world.map.enterCost[nb]! + fullMove(world, i) / 4;
}

/**
 * The direction of i's step from `cur` down `field` with nobody in the way, or -1 if no neighbour
 * is lower: the least {@link fieldVia} (ties: the lower field value, then N, NE, E... order), as
 * the walk's look at every neighbour ranks them. The step {@link routeWithin} takes, and the one
 * {@link walk} caches (from a cell none of whose steps crosses a linear obstacle, where
 * `fieldVia` is core's `stepVia` for every walker).
 */
function stepDownFor(world: QdWorld, i: number, field: Int32Array, cur: number): number {
  const map = world.map;
  const mask = map.steps[cur]!;
  const here = field[cur]!;
  let bestDir = -1;
  let bestVia = UNREACHABLE;
  let bestVal = here;
  for (let d = 0; d < 8; d++) {
    if ((mask & (1 << d)) === 0) continue;
    const nb = cur + DY[d]! * map.width + DX[d]!;
    const v = field[nb]!;
    if (v >= here) continue;
    const via = fieldVia(world, i, field, cur, d, nb);
    if (via > bestVia || (via === bestVia && v >= bestVal)) continue;
    bestVia = via;
    bestVal = v;
    bestDir = d;
  }
  return bestDir;
}

/**
 * The rank of i's step from cell `cur` in direction `d` into its neighbour `nb` on a walk down
 * `field`, half-spaces, lower first: core `stepVia` (the step, the map's cost of entering `nb`, the
 * field beyond it), with a step into a linear obstacle from a cell that is not one priced at a
 * quarter of his full move, as `walkStepCost` charges it, where that is more than the map's cost
 * of entering it (a table, a fence: nothing on the map), not where less (a window, 3 spaces on the
 * map: the field's route keeps to the door it planned, and rolls no task; RULINGS.md QR-352).
 */
function fieldVia(world: QdWorld, i: number, field: Int32Array, cur: number, d: number, nb: number): number {
  const map = world.map;
  const via = stepVia(map, nb, (d & 1) === 1 ? STEP_DIAGONAL : STEP_ORTHOGONAL, field);
  if (!entersObstacle(world, cur, nb)) return via;
  const quarter = fullMove(world, i) / 4;
  const enter = map.enterCost[nb]!;
  return quarter > enter ? via + quarter - enter : via;
}

/**
 * True if i's walk down `field` from cell `start` to its end (the field's 0) costs him no more
 * than `budget` half-spaces, with nobody standing in the way: each step the one {@link walk} takes
 * ({@link fieldVia}), at the price the walk pays for it (`walkStepCost`: bad going's 25%, a door's
 * or a window's cost, a linear obstacle's quarter move); false off the field. What
 * cover.ts `coverFrom` asks of a cover "within his move" (RULINGS.md QR-353): the map's path cost
 * charges no bad going. A yes or no rather than the price: the price is a fraction where bad going
 * is on the way, and a fraction returned is a heap number (scripts/bench-qd.ts `--heap-sample`).
 */
export function routeWithin(world: QdWorld, i: number, field: Int32Array, start: number, budget: number): boolean {
  const map = world.map;
  let cur = start;
  let cost = 0;
  for (;;) {
    const here = field[cur]!;
    if (here === 0) return true;
    if (!(here < UNREACHABLE)) return false;
    const bestDir = stepDownFor(world, i, field, cur);
    if (bestDir < 0) return false;
    const best = cur + DY[bestDir]! * map.width + DX[bestDir]!;
    cost += (walkStepCost(world, i, cur, bestDir, best), stepOut[0]!);
    if (cost > budget) return false;
    cur = best;
  }
}

/**
 * True if the step from `cur` (its value: the field's, or {@link awayValue}'s backing away from
 * `from`; read here, not passed) into cell `nb` crosses a linear obstacle (a task roll, tasks.ts `crossObstacle`)
 * to a far side held by figures: no neighbour of `nb` but `cur` is both free and nearer where he is
 * going than `cur` (the destination itself, a field's 0, held or not, is: crossing brings him to it
 * or beside it). Such a crossing leads nowhere: until the twenty-third audit (part d, 2026-12-03)
 * he rolled the task, crossed, and the walk round the figures beyond, which crosses no obstacle,
 * took him back out the way he came, card after card (the O.K. Corral, seed 1, trial 20: Doc
 * Holliday over Frank McLaury's horse at (13,13) and back to (14,13), Wyatt and Morgan Earp beyond
 * it). The walk treats that step as held (RULINGS.md QR-335).
 */
function heldBeyond(world: QdWorld, i: number, field: Int32Array | null, from: number, cur: number, nb: number, plain: boolean, home: number): boolean {
  if (!entersObstacle(world, cur, nb)) return false;
  if (field !== null && field[nb] === 0) return false;
  const map = world.map;
  // The value of his own cell, read here rather than passed: a double passed to a call V8 does
  // not inline is boxed, a heap number at every neighbour a walk away looked at (scripts/bench.ts).
  const here = field !== null ? field[cur]! : awayValue(map, cur, from);
  const mask = map.steps[nb]!;
  const occupancy = world.occupancy;
  for (let d = 0; d < 8; d++) {
    if ((mask & (1 << d)) === 0) continue;
    const x = nb + DY[d]! * map.width + DX[d]!;
    if (x === cur) continue;
    const u = field !== null ? field[x]! : awayValue(map, x, from);
    if (u >= here) continue;
    if (field !== null && u === 0) return false;
    if (!(plain ? occupancy[x]! >= (x === home ? 2 : 1) : taken(world, i, x))) return false;
  }
  return true;
}

/**
 * The rules of a {@link walk} round figures (core `DetourRules`), set before each search (one per
 * module: no allocation): a step costs what the walk charges (`stepCost`: bad going, a door's or a
 * window's cost) and is refused onto a cell he may not take (another figure's, as the walk's own
 * test), off the field he walks down, across a linear obstacle (a task roll, QR-62: a detour does
 * not roll one) or where the Northfield module closes a building to him (QR-91). Value: the field's,
 * or, backing away, as the walk's own steps: {@link awayValue} (the nearest of the man he backs away
 * from and the enemies up he has located) of a cell at least as far from that man as the cell where
 * the figures stopped him (`stuck`), none otherwise (`UNREACHABLE`). Until the thirty-fifth audit
 * (2026-12-05) the value was minus the distance from that man alone, and a man who went round
 * figures could end nearer another enemy he had located (RULINGS.md QR-21, the walk round figures
 * in a walk away).
 */
class QdDetourRules extends WalkDetourRules {
  private world: QdWorld | null = null;
  private i = 0;
  private home = 0;
  private plain = false;
  /** Backing away (no field) with enemies located ({@link awayCount} > 0): the square of the distance (spaces squared, {@link distance2}) from `from` of the cell where the figures stopped him; -1 otherwise (minus the square of the distance from `from`, ordered as core's value, minus the distance). */
  private stuckFrom = -1;

  set(world: QdWorld, i: number, field: Int32Array | null, from: number, home: number, plain: boolean, stuck: number): this {
    this.aim(world.map, field, from);
    this.world = world;
    this.i = i;
    this.home = home;
    this.plain = plain;
    this.stuckFrom = field === null && awayCount > 0 ? distance2(world.map, stuck, from) : -1;
    return this;
  }

  /**
   * Down a field, core's (the field's value); backing away, whole numbers, as the walk's own
   * ({@link awayValue}): with enemies located, {@link awayValue} of a cell as far from `from` as
   * where he was stopped, else minus the square of the distance from `from` (core's value there,
   * minus the distance, in the same order: the same walk, and no fraction boxed by the search).
   */
  override value(c: number): number {
    if (this.field !== null) return super.value(c);
    const map = this.map!;
    const d2 = distance2(map, c, this.from);
    if (this.stuckFrom < 0) return 0 - d2;
    return d2 >= this.stuckFrom ? awayValue(map, c, this.from) : UNREACHABLE;
  }

  stepCost(a: number, d: number, b: number): number {
    const world = this.world!;
    const i = this.i;
    if (this.field !== null && !this.onField(b)) return -1;
    if (this.blocks(b)) return -1;
    if (entersObstacle(world, a, b)) return -1;
    if (world.northfield !== null && !world.northfield.mayEnter(i, a, b)) return -1;
    return (stepCost(world, i, d, b), stepOut[0]!);
  }

  blocks(c: number): boolean {
    const world = this.world!;
    return this.plain ? world.occupancy[c]! >= (c === this.home ? 2 : 1) : taken(world, this.i, c);
  }
}
const detourRules = new QdDetourRules();

/** Puts i in `cur` after a move from `start`: occupancy, facing, prone (a move gets him up), locating (locating.ts `afterMove`), victory places, exits. */
export function finishMove(world: QdWorld, i: number, start: number, cur: number, lastDir: number, how: string, toExit = false): void {
  if (cur === start) {
    // The chart's outcome was played: said, though it moved him nowhere (a fall back blocked...);
    // a first step stopped by a failed task at an obstacle ("No Luck so Far!", said just before)
    // is no "no way to go" (RULINGS.md QR-21, known gap (e) of the thirty-second audit).
    if (world.log !== null && how !== '') world.log.push(`    ${nameOf(world, i)} ${how}: ${walked.stopped === 1 ? 'stopped at the obstacle' : 'no way to go'}, he stays at ${xy(world, start)}`);
    return;
  }
  placeAt(world, i, cur);
  // The cells walked, where this move is the last real walk (a move placed otherwise, a random
  // movement or a man carried past, has none: afterMove then knows only its ends).
  const path = walkedFrom === start && walkedLen > 0 && walkedPath[walkedLen - 1] === cur;
  afterMove(world, i, start, cur, path ? walkedPath : null, path ? walkedLen : 0);
  walkedFrom = -1;
  world.prone[i] = 0;
  if (lastDir >= 0) world.facing[i] = lastDir;
  world.movedThisCard[i] = 1;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} ${how} ${xy(world, start)} -> ${xy(world, cur)}`);
  // A cover of the Northfield module allows no move that turn (RULINGS.md QR-94, amended
  // 2026-12-04); under +robber-card-turn a later card is another turn (QR-209).
  if (world.northfield !== null && world.setup.variant.robberCardTurn === 0) world.northfield.moved(i);
  world.victory.arrive(i, world.sideOf[i]!, cur, world.log);
  // One who ends on an exit cell fleeing, or heading for an exit (`toExit`), leaves the map, as
  // under BOOT HILL (S6) and Shootout! (SR-59) (an audit, 2026-11-29: only a broken man left, so a
  // noncombatant or an escaping raider who reached the edge stood there for good; QR-181).
  if (world.map.exit[cur] === 1 && mayLeaveMap(world, i, toExit)) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} leaves the map`);
    goOut(world, i, STATUS_FLED);
  }
}

/**
 * True if i, on an exit cell, leaves the map by it: fleeing (broken), or on a move toward an exit
 * (`toExit`). Under the Northfield module a gang member leaves town only mounted (QR-97); a
 * panicking citizen leaves play. RULINGS.md QR-181.
 */
export function mayLeaveMap(world: QdWorld, i: number, toExit: boolean): boolean {
  const nf = world.northfield;
  return world.broken[i] === 1 ? nf === null || nf.mayLeave(i) || world.sideOf[i] === world.setup.northfield!.townSide : toExit && (nf === null || nf.mayLeave(i));
}
