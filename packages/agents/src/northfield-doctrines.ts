/**
 * The doctrines of "Shootout in Northfield" (boot-hill-referee-screen-and-northfield-module.md,
 * SHOOTOUT IN NORTHFIELD; the module's rules are core's northfield special rule): the robber, the
 * guard, the citizen and the bank employee, each described in doctrines.ts `DOCTRINES`, and the
 * searches they share (the nearest building, the nearest of a set of cells). Distances in spaces;
 * allocation-free after the first trial (the per-map memos are filled on first use).
 */
import {
  ACT_RELOAD,
  ACT_TASK,
  FACING_DX,
  FACING_DY,
  PHASE_BRAWL,
  PHASE_MOVE,
  STATUS_UNCONSCIOUS,
  STATUS_UP,
  T_INTERIOR,
  TASK_COVER,
  TASK_INTIMIDATE,
  TASK_SEARCH,
  TASK_THREATEN,
  UNREACHABLE,
  type SkirmishIntent,
  type GameMap,
  type SkirmishObservation,
} from '@deadeye/core';
import { CELL_UNKNOWN, CellMarks, cellMemo, enemyOn, rideOutCellFree, stepDown } from './movement.ts';
import { isTargetable, mostDangerousEnemy } from './targeting.ts';
import { BOOT_HILL_HOOK } from './systems/boothill.ts';
import { PACE_DASH, PACE_RUN, PACE_WALK, type SystemHook } from './systems/hook.ts';
import {
  given,
  go,
  has,
  canReload,
  loadedFirearm,
  drawCandidate,
  fire,
  draw,
  drawOrFire,
  defaultBrawl,
} from './doctrine-actions.ts';
import { standing, defend, type DoctrineAgent } from './doctrines.ts';

/** How far (spaces) a rider goes for a horseless comrade, and a horseless man for a rider. */
const PICK_UP_REACH = 10;

/**
 * The nearest comrade within {@link PICK_UP_REACH} spaces, up and not carried, who is either
 * (`mounted` false) on foot without a horse of his own (it is down, or he has none): one to take
 * up behind; or (`mounted` true) riding alone, carrying nobody: one to be taken up by
 * (Northfield, Horses). -1 if none.
 */
function nearestComrade(obs: SkirmishObservation, mounted: boolean): number {
  const me = obs.self;
  const mySide = obs.side[me];
  let best = -1;
  let bestD = PICK_UP_REACH;
  for (let j = 0; j < obs.count; j++) {
    if (j === me || obs.side[j] !== mySide || obs.status[j] !== STATUS_UP || obs.carriedBy[j] !== -1) continue;
    if (mounted ? obs.riding[j] !== 1 || obs.carrying[j] !== -1 : obs.riding[j] !== 0 || obs.horseAt[j] !== -1) continue;
    const d = obs.distance[j] as number;
    if (d <= bestD) {
      bestD = d;
      best = j;
    }
  }
  return best;
}

/** An unconscious comrade, not carried, lying within one square of the observer's riderless horse and within 3 spaces of him; or -1. */
function comradeToSling(obs: SkirmishObservation): number {
  const me = obs.self;
  const horse = obs.horseCell;
  if (horse < 0) return -1;
  const map = obs.map;
  for (let j = 0; j < obs.count; j++) {
    if (j === me || obs.side[j] !== obs.side[me] || obs.status[j] !== STATUS_UNCONSCIOUS || obs.carriedBy[j] !== -1) continue;
    const c = obs.cell[j] as number;
    if (Math.abs((map.cellX[c] as number) - (map.cellX[horse] as number)) <= 1 && Math.abs((map.cellY[c] as number) - (map.cellY[horse] as number)) <= 1 && (obs.distance[j] as number) <= 3) return j;
  }
  return -1;
}

/**
 * A gang member leaving town (the module: no bandit leaves on foot; MOVEMENT, Horses):
 * - carried behind a comrade: his rider rides;
 * - on foot with his horse standing: first slings an unconscious comrade lying by it over it
 *   ({@link comradeToSling}, `hook.sling`), else goes back to it and mounts (`hook.mount`), at
 *   the `run` pace;
 * - on foot with no horse: goes to the nearest comrade riding alone ({@link nearestComrade}), to
 *   be taken up behind, at the `run` pace;
 * - mounted and alone: takes up a horseless comrade within reach ({@link nearestComrade},
 *   `hook.takeUp`) on the way, then rides at the `dash` pace (a gallop) by the cheapest street
 *   to an exit ({@link rideOutCellFree}: another exit when an enemy stands on the nearest).
 * Reads BOOT HILL's horse observation (`horseCell`, `riding`, `horseAt`, `carrying`, `carriedBy`).
 */
function rideOut(obs: SkirmishObservation, out: SkirmishIntent, hook: SystemHook): void {
  if (obs.phase !== PHASE_MOVE) return;
  const me = obs.self;
  if (obs.carriedBy[me] !== -1) return;
  if (obs.mounted === 0) {
    if (obs.horseCell >= 0) {
      const u = hook.ridingDouble ? comradeToSling(obs) : -1;
      if (u >= 0) hook.sling(out, u);
      else hook.mount(out);
      out.rate = hook.pace(obs, PACE_RUN);
    } else if (hook.ridingDouble) {
      const r = nearestComrade(obs, true);
      if (r >= 0) go(obs, out, obs.cell[r] as number, hook.pace(obs, PACE_RUN));
    }
    return;
  }
  go(obs, out, exitAhead(obs, rideOutCellFree(obs)), hook.pace(obs, PACE_DASH));
  if (hook.ridingDouble && obs.carrying[me] === -1) {
    const p = nearestComrade(obs, false);
    if (p >= 0) hook.takeUp(out, p);
  }
}

/**
 * `exit`, or when the rider already stands on it (a move that was not his ride out ended there: a
 * Quick on the Draw reaction's move away), a neighbouring exit cell a horse may enter with no enemy
 * on it, so that his move ends on an exit he was heading for and he rides off (an audit,
 * 2026-11-30: asked for the exit he stood on, he stood there, mounted, until the turn limit, in 123
 * of 2,000 Quick on the Draw Northfield trials). `exit` when there is none.
 */
function exitAhead(obs: SkirmishObservation, exit: number): number {
  const own = obs.cell[obs.self] as number;
  if (exit !== own) return exit;
  const map = obs.map;
  const mask = map.steps[own] as number;
  for (let k = 0; k < 8; k++) {
    if ((mask & (1 << k)) === 0) continue;
    const nb = own + (FACING_DY[k] as number) * map.width + (FACING_DX[k] as number);
    if (map.exit[nb] === 1 && map.horsePassable[nb] === 1 && enemyOn(obs, nb) < 0) return nb;
  }
  return exit;
}

/**
 * Where a gang member leaving town goes, as {@link rideOut} sends him: his riderless horse on foot
 * (or, where riding double is played, the comrade riding alone who is to take him up), an exit
 * mounted; -1 when carried or going nowhere.
 */
function leavingTo(obs: SkirmishObservation, hook: SystemHook): number {
  const me = obs.self;
  if (obs.carriedBy[me] !== -1) return -1;
  if (obs.mounted === 1) return exitAhead(obs, rideOutCellFree(obs));
  if (obs.horseCell >= 0) return obs.horseCell;
  if (!hook.ridingDouble) return -1;
  const r = nearestComrade(obs, true);
  return r >= 0 ? (obs.cell[r] as number) : -1;
}

/**
 * An enemy who bars a leaving gang member's way out: one he may target standing on the next square
 * of his cheapest way to where he goes ({@link leavingTo}; the horse's path field when mounted): of
 * the squares the map lets him step to that are nearer it, the one of least core `stepVia` (ties:
 * the lower field value, then N, NE, E... order), as the walks take it; or -1. (An audit,
 * 2026-11-30: under Shootout!, robbers in the bank's door wanting out to their horses and an
 * unarmed townsman outside it wanting in stood for the rest of the game, the gang captured at the
 * turn limit: a gang member in the door at the end of 1.1% of 10,000 trials. Stacking keeps a
 * figure off an opponent's square, the only other way out was the window, dearer than any move,
 * and the robbers shot only at armed enemies.)
 */
function inTheWay(obs: SkirmishObservation, hook: SystemHook): number {
  const dest = leavingTo(obs, hook);
  const own = obs.cell[obs.self] as number;
  if (dest < 0 || dest === own) return -1;
  const map = obs.map;
  const field = obs.mounted === 1 ? map.horsePathField(dest) : map.pathField(dest);
  const here = field[own] as number;
  if (!(here > 0 && here < UNREACHABLE)) return -1;
  const next = stepDown(map, field, own);
  if (next < 0) return -1;
  const e = enemyOn(obs, next);
  return e >= 0 && isTargetable(obs, e) ? e : -1;
}

/** The most dangerous visible armed enemy (danger > 0), or -1. */
function armedThreat(obs: SkirmishObservation): number {
  const t = mostDangerousEnemy(obs);
  return t >= 0 && (obs.danger[t] as number) > 0 ? t : -1;
}

/**
 * `northfieldRobber`: see DOCTRINES. Parameter `leaveAfter` (turns, default 3). Move: the job's
 * cell (`taskCell`) at a walk (threaten: toward the employee, the engine stops it beside him;
 * cover: stays). Fire: a visible armed enemy within the medium band of the weapon in hand first
 * (min(rate of fire, loaded) shots), or, with nothing loaded in hand, within the medium band of a
 * loaded firearm he carries, which he takes up (`drawOrFire`: BOOT HILL fires it as he draws it); else `ACT_TASK` with `task` = `taskKind` and `target` =
 * `taskTarget` (a search only standing on `taskCell`; no threat or cover of an employee no longer up,
 * the step passing), except that a robber whose job is to cover
 * with no loaded firearm in hand draws a loaded one he carries, else reloads (the module refuses a
 * cover without a loaded weapon). Leaving (`rideOut` in `PHASE_MOVE`), in `PHASE_FIRE` he shoots
 * the armed enemy within the medium band (not when broken), else an enemy on the next square of
 * his way out; with nothing loaded in hand he draws a loaded firearm he carries (`drawOrFire`:
 * BOOT HILL fires it as he draws it, S13, at the one he would have shot).
 */
export const northfieldRobber: DoctrineAgent = (obs, _rng, out, _policy, hook = BOOT_HILL_HOOK) => {
  if (obs.phase === PHASE_BRAWL) return defaultBrawl(obs, out, hook);
  const leaving = obs.broken === 1 || obs.taskKind === 0 || (obs.alarm > 0 && obs.turn - obs.alarm >= given(obs.params['leaveAfter'], 3));
  const w = obs.weaponInHand;
  const t = armedThreat(obs);
  const shoot = t >= 0 && loadedFirearm(obs, w) && (obs.distance[t] as number) <= (obs.bands[4 * w + 1] as number);
  if (leaving) {
    if (obs.phase === PHASE_MOVE) rideOut(obs, out, hook);
    else if (shoot && obs.broken === 0) fire(obs, out, t, w);
    else if (loadedFirearm(obs, w)) {
      // An enemy barring his way out is shot, armed or not, broken or not: the module's broken
      // gang member "will ride out of town if [he] can" (MORALE).
      const b = inTheWay(obs, hook);
      if (b >= 0) fire(obs, out, b, w);
    } else {
      // Nothing loaded in hand: he takes up the loaded revolver he carries (every robber has an
      // FDR6 and an SAR6, COMBAT, Reloading), and where drawing is part of firing (BOOT HILL, S13)
      // fires it at once: at the armed enemy within its medium band (not broken), else at one
      // barring his way. Before 2026-12-02 a robber riding out with his gun emptied never drew the other.
      const d = drawCandidate(obs, true);
      if (d >= 0) drawOrFire(obs, out, hook, t >= 0 && obs.broken === 0 && (obs.distance[t] as number) <= (obs.bands[4 * d + 1] as number) ? t : inTheWay(obs, hook), d);
    }
    return;
  }
  if (obs.phase === PHASE_MOVE) {
    if (obs.taskKind !== TASK_COVER) go(obs, out, obs.taskCell, hook.pace(obs, PACE_WALK));
    return;
  }
  // Shoots first, covering or not (DOCTRINES: "but shoots first at a visible armed enemy"; an
  // audit, 2026-11-29: a covering robber never shot, so a cashier who had drawn shot him down from
  // two paces while he went on covering him). Covering "may do nothing else that turn" (the
  // module): a shot ends this turn's cover.
  if (shoot) {
    fire(obs, out, t, w);
    return;
  }
  // Nothing loaded in hand and that armed enemy within the medium band of the loaded gun he
  // carries: he takes it up to shoot first (BOOT HILL fires it as he draws it, S13), whatever his job.
  if (t >= 0 && !loadedFirearm(obs, w)) {
    const d = drawCandidate(obs, true);
    if (d >= 0 && (obs.distance[t] as number) <= (obs.bands[4 * d + 1] as number)) {
      drawOrFire(obs, out, hook, t, d);
      return;
    }
  }
  // Covering needs a loaded weapon in hand (ROBBING THE BANK: "To cover a bank employee a bandit
  // must have a loaded weapon"): with the one in hand empty he draws a loaded one he carries (every
  // robber has an FDR6 and an SAR6, COMBAT, Reloading), else reloads, and covers from the next turn
  // (an audit, 2026-12-01: a robber who had emptied his gun declared a cover the module refused,
  // turn after turn, and stood doing nothing under the employee's fire).
  if (obs.taskKind === TASK_COVER && !loadedFirearm(obs, w)) {
    const d = drawCandidate(obs, true);
    if (d >= 0) {
      draw(out, d);
      return;
    }
    if (canReload(obs, w)) {
      out.action = ACT_RELOAD;
      return;
    }
  }
  // A search only on his job's square, the one the plan gives him (an audit, 2026-12-01: on the
  // way there, under Quick on the Draw on a move's 10, he searched where he stood, 74 times in 300
  // trials on a square searched already).
  if (obs.taskKind === TASK_SEARCH && obs.cell[obs.self] !== obs.taskCell) return;
  // No threat or cover of an employee down since the plan was made (the plan is the turn's; under
  // Quick on the Draw, a phase of several cards, an audit of 2026-12-04 found robbers covering an
  // employee shot down on an earlier card: the module refuses it now): the step passes.
  if ((obs.taskKind === TASK_THREATEN || obs.taskKind === TASK_COVER) && obs.taskTarget >= 0 && obs.status[obs.taskTarget] !== STATUS_UP) return;
  out.action = ACT_TASK;
  out.task = obs.taskKind;
  out.target = obs.taskTarget;
};

/** `northfieldGuard`: see DOCTRINES. No parameters. */
export const northfieldGuard: DoctrineAgent = (obs, _rng, out, _policy, hook = BOOT_HILL_HOOK) => {
  if (obs.phase === PHASE_BRAWL) return defaultBrawl(obs, out, hook);
  // Anyone of the gang still in the bank?
  let inBank = 0;
  const bank = obs.places.get('bank');
  if (bank !== undefined) {
    const inside = rankIn(obs.map, bank);
    for (let i = 0; i < obs.count; i++) {
      if (i === obs.self || obs.side[i] !== obs.side[obs.self] || obs.up[i] !== 1) continue;
      if ((inside[obs.cell[i] as number] as number) >= 0) inBank++;
    }
  }
  const leaving = obs.broken === 1 || (obs.alarm > 0 && inBank === 0);
  if (obs.phase === PHASE_MOVE) {
    if (leaving) rideOut(obs, out, hook);
    return;
  }
  if (obs.alarm === 0) return;
  const w = obs.weaponInHand;
  // An enemy barring his way out is shot, armed or not, broken or not (as the robber's).
  const b = leaving && loadedFirearm(obs, w) ? inTheWay(obs, hook) : -1;
  if (obs.broken === 1) {
    if (b >= 0) fire(obs, out, b, w);
    else if (!loadedFirearm(obs, w)) {
      // Nothing loaded in hand: he takes up the loaded revolver he carries (every gang member has
      // an FDR6 and an SAR6, COMBAT, Reloading), and where drawing is part of firing (BOOT HILL,
      // S13) fires it at once at a man barring his way out, as the robber does. Before 2026-12-02 a
      // broken guard with his gun emptied rode out without drawing the other.
      const d = drawCandidate(obs, true);
      if (d >= 0) drawOrFire(obs, out, hook, inTheWay(obs, hook), d);
    }
    return;
  }
  const t = armedThreat(obs);
  if (t >= 0 && loadedFirearm(obs, w) && (obs.distance[t] as number) <= (obs.extremeRange[w] as number)) fire(obs, out, t, w);
  else if (b >= 0) fire(obs, out, b, w);
  else if (loadedFirearm(obs, w)) {
    out.action = ACT_TASK;
    out.task = TASK_INTIMIDATE;
  } else if (has(obs, w) && canReload(obs, w)) out.action = ACT_RELOAD;
  else {
    const d = drawCandidate(obs, false);
    if (d >= 0) drawOrFire(obs, out, hook, t, d);
  }
};

/** Building interior cells of a map (terrain `interior`), computed once per map. */
const buildingCells = new WeakMap<object, Int32Array>();
function buildingsOf(obs: SkirmishObservation): Int32Array {
  let cells = buildingCells.get(obs.map);
  if (cells === undefined) {
    const list: number[] = [];
    for (let c = 0; c < obs.map.cells; c++) {
      const t = obs.map.terrain[c];
      if (t === T_INTERIOR) list.push(c);
    }
    cells = Int32Array.from(list);
    buildingCells.set(obs.map, cells);
  }
  return cells;
}

/**
 * The cell of `cells` nearest `own` in a straight line, no visible enemy up in it, within `within`
 * spaces (ties: the last in `cells`), or -1.
 *
 * The nearest cell with no enemy anywhere depends on the map alone, so it is memoised per list and
 * own cell ({@link unmarkedNearest}). An enemy can only take a cell out of the running, so the
 * answer is that cell unless it lies beyond `within` (then none is nearer: -1) or a visible enemy
 * up stands in it; only then is the list searched again with the enemies' cells marked
 * ({@link nearestCellOf}: a short list looked through; a long one, every building of the map,
 * searched outward from `own`). The citizens' searches were Shootout!'s Northfield's costliest
 * agent lines (issue #17). Exported for its test.
 */
export function nearestOf(obs: SkirmishObservation, cells: Int32Array | undefined, own: number, within: number): number {
  if (cells === undefined) return -1;
  const map = obs.map;
  const nearest = cellMemo(unmarkedNearest, cells, map.cells);
  let c = nearest[own] as number;
  if (c === CELL_UNKNOWN) {
    // A new marking with nothing marked (its stamp is in no cell yet); begun first, since it may
    // make the marks afresh for another map.
    const none = enemyCells.begin(map);
    nearest[own] = c = nearestCellOf(map, cells, own, Infinity, enemyCells.marks, none);
  }
  if (c < 0 || map.distance(own, c) > within) return -1;
  if (!enemyStandsOn(obs, c)) return c;
  // The enemies' cells marked once, not looked for among everyone at every candidate cell.
  const marks = markEnemyCells(obs);
  return nearestCellOf(map, cells, own, within, marks, enemyCells.stamp);
}

/**
 * Per list of cells, per map cell `own`: the list's cell nearest `own` with no cell marked (-1
 * none; movement.ts `CELL_UNKNOWN` not yet computed). Filled on first need (`cellMemo`).
 */
const unmarkedNearest = new WeakMap<Int32Array, Int32Array>();

/** True if a visible enemy of the observer who is up stands on cell `c` (what {@link markEnemyCells} marks). */
function enemyStandsOn(obs: SkirmishObservation, c: number): boolean {
  const enemies = obs.enemies;
  for (let k = 0; k < enemies.length; k++) {
    const i = enemies[k] as number;
    if (obs.cell[i] === c && obs.up[i] === 1 && obs.visible[i] === 1) return true;
  }
  return false;
}

/**
 * The cell of `cells` nearest `own` (map distance, spaces), within `within` spaces, not marked
 * `stamp` in `marks` (per map cell), ties the last in `cells`; -1 if none. A list of more than
 * `spiralFrom` cells is searched outward from `own` ({@link nearestBySpiral}), a shorter one looked
 * through: the same cell either way. Exported for its test.
 */
export function nearestCellOf(map: GameMap, cells: Int32Array, own: number, within: number, marks: Int32Array, stamp: number, spiralFrom = SPIRAL_FROM): number {
  if (cells.length > spiralFrom) return nearestBySpiral(map, rankIn(map, cells), own, within, marks, stamp);
  let best = -1;
  let bestD = within;
  for (let k = 0; k < cells.length; k++) {
    const d = map.distance(own, cells[k] as number);
    if (d <= bestD && marks[cells[k] as number] !== stamp) {
      bestD = d;
      best = cells[k] as number;
    }
  }
  return best;
}

/** Lists of more cells than this are searched outward from the observer ({@link nearestOf}). */
const SPIRAL_FROM = 64;

/**
 * Per map: every offset (dx, dy) a cell of it can have from another, in order of distance
 * (spaces), as `dx` and `dy` columns and their distances. Computed once per map.
 */
interface OffsetOrder {
  readonly dx: Int32Array;
  readonly dy: Int32Array;
  readonly d: Float64Array;
}
const offsetOrders = new WeakMap<object, OffsetOrder>();
function offsetsByDistance(map: GameMap): OffsetOrder {
  let order = offsetOrders.get(map);
  if (order === undefined) {
    const w = map.width;
    const h = map.height;
    const list: [number, number, number][] = [];
    // The distance as the map's own table gives it, so that ties are the map's ties.
    for (let dy = -(h - 1); dy <= h - 1; dy++) for (let dx = -(w - 1); dx <= w - 1; dx++) list.push([dx, dy, map.offsetDistance[map.offsetCentre + dy * (2 * w - 1) + dx] as number]);
    list.sort((a, b) => a[2] - b[2]);
    order = { dx: Int32Array.from(list, (e) => e[0]), dy: Int32Array.from(list, (e) => e[1]), d: Float64Array.from(list, (e) => e[2]) };
    offsetOrders.set(map, order);
  }
  return order;
}

/** Per list of cells (a place's, the buildings'): each map cell's last index in the list, or -1 (also a test of membership). Computed once per list. */
const ranks = new WeakMap<Int32Array, Int32Array>();
function rankIn(map: GameMap, cells: Int32Array): Int32Array {
  let rank = ranks.get(cells);
  if (rank === undefined) {
    rank = new Int32Array(map.cells).fill(-1);
    for (let k = 0; k < cells.length; k++) rank[cells[k] as number] = k;
    ranks.set(cells, rank);
  }
  return rank;
}

/**
 * {@link nearestOf} for a long list given as its ranks ({@link rankIn}): the offsets from `own`
 * in order of distance up to `within`; the first distance with a cell of the list not marked
 * `stamp` in `marks` decides, and among its cells the last in the list wins.
 */
function nearestBySpiral(map: GameMap, rank: Int32Array, own: number, within: number, marks: Int32Array, stamp: number): number {
  const order = offsetsByDistance(map);
  const w = map.width;
  const h = map.height;
  const x0 = own % w;
  const y0 = (own - x0) / w;
  let best = -1;
  let bestRank = -1;
  let bestD = within;
  for (let k = 0; k < order.d.length; k++) {
    const d = order.d[k] as number;
    if (d > bestD) break;
    const x = x0 + (order.dx[k] as number);
    const y = y0 + (order.dy[k] as number);
    if (x < 0 || x >= w || y < 0 || y >= h) continue;
    const c = y * w + x;
    const r = rank[c] as number;
    if (r <= bestRank || marks[c] === stamp) continue;
    best = c;
    bestRank = r;
    bestD = d;
  }
  return best;
}

/** Scratch of {@link markEnemyCells} (movement.ts `CellMarks`). */
const enemyCells = new CellMarks();

/** Marks with a new stamp (`enemyCells.stamp`) the cells of the observer's visible enemies up; returns the marks. */
function markEnemyCells(obs: SkirmishObservation): Int32Array {
  const stamp = enemyCells.begin(obs.map);
  const marks = enemyCells.marks;
  const enemies = obs.enemies;
  for (let k = 0; k < enemies.length; k++) {
    const i = enemies[k] as number;
    if (obs.up[i] === 1 && obs.visible[i] === 1) marks[obs.cell[i] as number] = stamp;
  }
  return marks;
}

/** True if no weapon of `obs` is usable (found): nothing loaded, nothing to load. */
function unarmed(obs: SkirmishObservation): boolean {
  for (let w = 0; w < obs.weaponCount; w++) if ((obs.loaded[w] as number) > 0 || (obs.spare[w] as number) > 0) return false;
  return true;
}

/** `northfieldCitizen`: see DOCTRINES. Parameters `armAt`, `hardwareRange`, `coverSearch`. */
export const northfieldCitizen: DoctrineAgent = (obs, rng, out, policy = 'mostDangerous', hook = BOOT_HILL_HOOK) => {
  if (obs.phase === PHASE_BRAWL) return defaultBrawl(obs, out, hook);
  if (!unarmed(obs)) return defend(obs, out, policy, hook, false);
  if (obs.phase !== PHASE_MOVE) return;
  const own = obs.cell[obs.self] as number;
  const armAt = Math.trunc(given(obs.params['armAt'], -1));
  let dest = -1;
  if (armAt >= 0) dest = armAt;
  else {
    const a = obs.places.get('allen-hardware');
    const m = obs.places.get('manning-hardware');
    const range = given(obs.params['hardwareRange'], 10);
    if ((a !== undefined && (rankIn(obs.map, a)[own] as number) >= 0) || (m !== undefined && (rankIn(obs.map, m)[own] as number) >= 0)) return;
    const da = nearestOf(obs, a, own, range);
    const dm = nearestOf(obs, m, own, range);
    dest = da < 0 ? dm : dm < 0 ? da : obs.map.distance(own, da) <= obs.map.distance(own, dm) ? da : dm;
    if (dest < 0) {
      if (obs.map.terrain[own] === T_INTERIOR) return;
      dest = nearestOf(obs, buildingsOf(obs), own, Infinity);
    }
  }
  // At a run, unless a slower pace reaches it at less risk (Quick on the Draw's bad going: a building's floor, QR-221).
  go(obs, out, dest, hook.paceWithin(obs, PACE_RUN, dest));
};

/** `northfieldEmployee`: see DOCTRINES. The standing doctrine's firing, never moving. */
export const northfieldEmployee: DoctrineAgent = (obs, rng, out, _policy, hook = BOOT_HILL_HOOK) => {
  if (obs.phase === PHASE_MOVE) return;
  standing(obs, rng, out, 'nearest', hook);
};
