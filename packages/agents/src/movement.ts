/**
 * Movement helpers shared by the doctrines: where to go (toward a cell, to cover, to an exit) and
 * which way to face (how fast is the rule system's: its hook's `pace`, systems/). Path costs are the compiled map's, in half-spaces (orthogonal step
 * 2, diagonal step 3, plus door, window and stairs surcharges; `UNREACHABLE` where no path goes);
 * distances are in spaces (1 space = 6 feet).
 *
 * Allocation-free: every helper is a loop over typed arrays the map has already cached (a path
 * field or sight row is computed by the map on first use and reused afterwards).
 */
import {
  costFromField,
  FACING_DX,
  FACING_DY,
  S_BLOCKED,
  S_CORNER,
  S_HARD,
  STEP_DIAGONAL,
  STEP_ORTHOGONAL,
  UNREACHABLE,
  facingOfOffset,
  offsetIndex,
  stepVia,
  type GameMap,
  type SkirmishObservation,
} from '@deadeye/core';

/** Sight bits that mean "the target at `to` is behind cover a figure can shoot from". */
export const S_COVER = S_HARD | S_CORNER;

/**
 * The extra path cost of entering `cell` (door, window, stairs), half-spaces: what the map adds to
 * every step into it, at the costs the rule system compiled the map with (`GameMap.enterCost`;
 * Northfield's 12-foot squares halve them, ruling N18), so agents cost a path as the engine walks it.
 */
export function enterCost(map: GameMap, cell: number): number {
  return map.enterCost[cell] as number;
}

/**
 * The path cost from the observer's cell `own` to `cell`, half-spaces, read from the one cached
 * field toward the observer (`obs.map.pathField(own)`): core's `costFromField`, which says why it
 * is exact. `UNREACHABLE` where no path goes.
 */
export const costFromSelf = costFromField;

/** The step {@link stepDown} found: its cost (`STEP_ORTHOGONAL` or `STEP_DIAGONAL`, no surcharge) and the field's value where it leads (one per module: no allocation). */
export const downStep = { step: 0, value: 0 };

/**
 * The next cell of a walk down `field` from `cur`, as the engines walk it with nobody in the way:
 * among the steps the map allows (`map.steps`: on the map, passable, no diagonal squeeze, no
 * climb) to a cell lower on the field, the one of least core `stepVia` (ties: the lower value,
 * then N, NE, E... order); with `horseCells`, only onto cells marked 1 there. -1 where none is
 * lower. The step's cost and the value there in {@link downStep}.
 */
export function stepDown(map: GameMap, field: Int32Array, cur: number, horseCells: Uint8Array | null = null): number {
  const w = map.width;
  const mask = map.steps[cur] as number;
  const here = field[cur] as number;
  let next = -1;
  let bestVia = UNREACHABLE;
  let bestValue = here;
  for (let k = 0; k < 8; k++) {
    if ((mask & (1 << k)) === 0) continue;
    const dx = FACING_DX[k] as number;
    const dy = FACING_DY[k] as number;
    const nb = cur + dy * w + dx;
    if (horseCells !== null && horseCells[nb] !== 1) continue;
    const v = field[nb] as number;
    if (v >= here) continue;
    const step = dx !== 0 && dy !== 0 ? STEP_DIAGONAL : STEP_ORTHOGONAL;
    const via = stepVia(map, nb, step, field);
    if (via < bestVia || (via === bestVia && v < bestValue)) {
      bestVia = via;
      bestValue = v;
      next = nb;
      downStep.step = step;
    }
  }
  downStep.value = bestValue;
  return next;
}

/** What {@link measureWalk} found (one per module: no allocation). */
export const walkMeasure = { slow: 0, cost: 0, arrives: 0 };

/**
 * The walk from cell `own` down `field` (a path field of `obs.map` to one cell, or a set), as the
 * engines walk it with nobody in the way ({@link stepDown}), while `budget` half-spaces last. A
 * step costs the map's (`STEP_ORTHOGONAL`, `STEP_DIAGONAL`) times `slowFactor`
 * into a cell marked 1 in `slow`, plus the cell's `enterCost`. Writes {@link walkMeasure}: `slow`
 * 1 if `own` or any cell entered is marked in `slow`, `cost` the half-spaces spent, `arrives` 1 if
 * the walk reached a cell of value 0 (where it goes) within the budget.
 * @param slow 1 per map cell where going is slow (Quick on the Draw's bad going: `badGoingCells`)
 */
export function measureWalk(map: GameMap, field: Int32Array, own: number, budget: number, slow: Uint8Array, slowFactor: number): typeof walkMeasure {
  let cur = own;
  let cost = 0;
  let met = slow[own] as number;
  let f = field[cur] as number;
  while (f > 0 && f < UNREACHABLE) {
    const next = stepDown(map, field, cur);
    if (next < 0) break;
    const c = (slow[next] === 1 ? downStep.step * slowFactor : downStep.step) + (map.enterCost[next] as number);
    if (cost + c > budget) break;
    cost += c;
    cur = next;
    f = downStep.value;
    if (slow[next] === 1) met = 1;
  }
  walkMeasure.slow = met;
  walkMeasure.cost = cost;
  walkMeasure.arrives = f === 0 ? 1 : 0;
  return walkMeasure;
}

/**
 * The cell to give the engine as `moveTo` to go toward `destCell`: `destCell` itself (the engine
 * walks the cheapest path of `map.pathField(destCell)`), or -1 (stay) when `destCell` is -1 or the
 * observer's own cell.
 */
export function stepToward(obs: SkirmishObservation, destCell: number): number {
  if (destCell < 0 || destCell === obs.cell[obs.self]) return -1;
  return destCell;
}

/**
 * True if a figure at `cell` is behind hard or corner cover against a shooter at `threatCell`:
 * the line from `threatCell` to `cell` crosses a hard or corner cover cell (or window or door)
 * next to `cell` and no wall (`map.sight(threatCell)[cell]` has `S_HARD` or `S_CORNER`, not
 * `S_BLOCKED`). A wall-blocked line is not counted: the defender wants to shoot back.
 */
export function coveredFrom(map: GameMap, threatCell: number, cell: number): boolean {
  if (threatCell < 0 || cell < 0) return false;
  const bits = map.sight(threatCell)[cell] as number;
  return (bits & S_COVER) !== 0 && (bits & S_BLOCKED) === 0;
}

/** True if a character other than the observer that is up (as far as it knows) stands on `cell`. */
export function occupied(obs: SkirmishObservation, cell: number): boolean {
  for (let i = 0; i < obs.count; i++) {
    if (i !== obs.self && obs.up[i] === 1 && obs.cell[i] === cell) return true;
  }
  return false;
}

/**
 * Per map cell marks for a look at many cells (which hold an enemy, which are {@link occupied}):
 * each marking takes a new `stamp`, and a cell is marked when `marks[cell] === stamp`. A scratch,
 * not a memory: every marking starts afresh (agents stay pure functions of their observation);
 * nothing is cleared or allocated while the map stays the same.
 */
export class CellMarks {
  marks = new Int32Array(0);
  stamp = 0;
  private map: object | null = null;

  /** Starts a new marking of `map`'s cells (none marked); returns its stamp. */
  begin(map: GameMap): number {
    if (this.map !== map) {
      this.marks = new Int32Array(map.cells);
      this.map = map;
      this.stamp = 0;
    }
    if (++this.stamp === 0x40000000) {
      this.marks.fill(0);
      this.stamp = 1;
    }
    return this.stamp;
  }

  /** A new marking of the cells {@link occupied} for `obs` (another character up stands there). */
  occupiedBy(obs: SkirmishObservation): void {
    const stamp = this.begin(obs.map);
    for (let i = 0; i < obs.count; i++) if (i !== obs.self && obs.up[i] === 1) this.marks[obs.cell[i] as number] = stamp;
  }
}

/**
 * The cover cell nearest the observer against a shooter at `threatCell`.
 *
 * Candidates are passable cells that are not exits (ending a move on an exit leaves the map),
 * not occupied by another character that is up, and {@link coveredFrom} the threat. Their cost is
 * the path cost from the observer's cell, read from `map.pathField(ownCell)` ({@link costFromSelf},
 * half-spaces), and must be at most `maxCost` half-spaces (2 per space). The observer's own cell
 * qualifies at cost 0.
 *
 * Everything but the occupancy depends on the map alone, so the candidates' order is memoised per
 * map, (own cell, threat cell) and `maxCost` ({@link coverOrders}); a call then only tests the
 * first few for occupancy.
 * @param threatCell the shooter's cell (-1: none, returns -1)
 * @param maxCost the largest path cost accepted, half-spaces
 * @returns the cheapest candidate (ties: lowest cell index), or -1 if none.
 */
export function nearestCoverCell(obs: SkirmishObservation, threatCell: number, maxCost: number): number {
  return nearestCoverCellWithin(obs, threatCell, maxCost, Infinity);
}

/**
 * {@link nearestCoverCell} among the cover cells within `reach` spaces of the threat (Euclidean,
 * `GameMap.distance`; Infinity: any): where a weapon reaching `reach` can shoot the threat from.
 * Memoised as {@link nearestCoverCell} is, in a cache of its own for each `maxCost` and `reach` (a
 * weapon's extreme range; a NaN of either: not memoised).
 * @param maxCost the largest path cost accepted, half-spaces
 * @param reach spaces from `threatCell`
 * @returns the cheapest such candidate (ties: lowest cell index), or -1 if none
 */
export function nearestCoverCellWithin(obs: SkirmishObservation, threatCell: number, maxCost: number, reach: number): number {
  const own = obs.cell[obs.self] as number;
  if (threatCell < 0 || own < 0) return -1;
  const keep = Math.max(1, obs.count);
  if (Number.isNaN(maxCost) || Number.isNaN(reach)) {
    if (scratchCells.length < keep) scratchCells = new Int32Array(keep);
    return firstFree(obs, own, scratchCells, 0, coverCandidates(obs.map, own, threatCell, maxCost, keep, scratchCells, 0, reach));
  }
  const memo = coverOrders(obs.map, keep, maxCost, reach);
  const slot = coverSlot(own, threatCell);
  if (memo.own[slot] !== own || memo.threat[slot] !== threatCell) {
    memo.own[slot] = own;
    memo.threat[slot] = threatCell;
    memo.size[slot] = coverCandidates(obs.map, own, threatCell, maxCost, keep, memo.cells, slot * keep, reach);
  }
  return firstFree(obs, own, memo.cells, slot * keep, memo.size[slot] as number);
}

/**
 * The cover cell from the threat within `maxCost` half-spaces of path cost of the observer that
 * lies nearest the threat (`GameMap.distance`, spaces; ties: the cheaper, then the lowest cell
 * index), not an exit, not the threat's cell, and free (the observer's own, or no other character
 * up on it): the next cover on the way to a threat beyond reach. Candidates as
 * {@link nearestCoverCell}'s (hard or corner cover, no wall between), and only those more than half
 * a space nearer the threat than the observer stands (no step that gains nothing).
 *
 * Memoised as {@link nearestCoverCell} is (the candidates' order depends on the map, the two cells
 * and `maxCost` alone), in a cache of its own: a call then only tests the first few for occupancy.
 * Computed afresh at every call, the look at every cover cell was a tenth of the Shootout! street
 * fight's time (issue #17).
 * @param maxCost the largest path cost accepted, half-spaces (NaN: not memoised)
 * @returns the cell, or -1 if none
 */
export function forwardCoverCell(obs: SkirmishObservation, threatCell: number, maxCost: number): number {
  const own = obs.cell[obs.self] as number;
  if (threatCell < 0 || own < 0) return -1;
  const keep = Math.max(1, obs.count);
  if (Number.isNaN(maxCost)) {
    if (scratchCells.length < keep) scratchCells = new Int32Array(keep);
    return firstFree(obs, own, scratchCells, 0, coverCandidates(obs.map, own, threatCell, maxCost, keep, scratchCells, 0, Infinity, true));
  }
  const memo = coverOrders(obs.map, keep, maxCost, Infinity, true);
  const slot = coverSlot(own, threatCell);
  if (memo.own[slot] !== own || memo.threat[slot] !== threatCell) {
    memo.own[slot] = own;
    memo.threat[slot] = threatCell;
    memo.size[slot] = coverCandidates(obs.map, own, threatCell, maxCost, keep, memo.cells, slot * keep, Infinity, true);
  }
  return firstFree(obs, own, memo.cells, slot * keep, memo.size[slot] as number);
}

/** The first of the `size` cells of `order` from `at` that is the observer's own or not occupied by another character up; -1 if none. */
function firstFree(obs: SkirmishObservation, own: number, order: Int32Array, at: number, size: number): number {
  for (let k = at; k < at + size; k++) {
    const c = order[k] as number;
    if (c === own || !occupied(obs, c)) return c;
  }
  return -1;
}

/** Scratch for {@link coverCandidates}: the candidates' costs (half-spaces), and the cells when nothing is memoised; grown to the largest `keep` met. */
let scratchCosts = new Float64Array(64);
let scratchCells = new Int32Array(64);
/** Scratch for {@link coverCandidates}: the candidates' first keys (distances from the threat, spaces, or 0). */
let scratchFirst = new Float64Array(64);

/**
 * The {@link nearestCoverCell} candidates of the observer at `own` against a shooter at
 * `threatCell`, occupancy aside, cheapest first (ties: lowest cell index), at most `keep` of
 * them, written to `out` from `at`: with `keep` the number of characters, the first free one is
 * always among them (the others can hold at most `keep - 1` cells). With `reach` (spaces), only
 * cells within that distance of the threat. With `forward` ({@link forwardCoverCell}'s), only
 * cells more than half a space nearer the threat than `own`, nearest the threat first
 * (`GameMap.offsetDistance`, spaces), ties the cheaper, then the lowest cell index.
 * @returns how many were written (0..keep)
 */
function coverCandidates(map: GameMap, own: number, threatCell: number, maxCost: number, keep: number, out: Int32Array, at: number, reach = Infinity, forward = false): number {
  const row = map.sight(threatCell);
  const field = map.pathField(own);
  if (scratchCosts.length < keep) scratchCosts = new Float64Array(keep);
  if (scratchFirst.length < keep) scratchFirst = new Float64Array(keep);
  const costs = scratchCosts;
  // The order's first key: the distance from the threat (forward), else 0 (by cost alone).
  const firsts = scratchFirst;
  const nearer = forward ? (map.offsetDistance[offsetIndex(map, own, threatCell)] as number) - 0.5 : Infinity;
  const measure = forward || reach !== Infinity;
  let size = 0;
  // Only the map's cover cells can be behind hard or corner cover (GameMap.coverCells, ascending);
  // a step costs at least 2 half-spaces, so only those within (maxCost + 12) / 2 spaces
  // (Chebyshev; +12: the cost may discount the entering cost of the own cell, at most a flight of
  // stairs) can qualify.
  const r = Math.max(0, Math.floor((maxCost + 12) / 2));
  const cellX = map.cellX;
  const cellY = map.cellY;
  const ox = cellX[own] as number;
  const oy = cellY[own] as number;
  const candidates = map.coverCells;
  for (let k = 0; k < candidates.length; k++) {
    const c = candidates[k] as number;
    const cx = cellX[c] as number;
    const cy = cellY[c] as number;
    if (cx < ox - r || cx > ox + r || cy < oy - r || cy > oy + r) continue;
    if (map.exit[c] === 1 || c === threatCell) continue;
    const bits = row[c] as number;
    if ((bits & S_COVER) === 0 || (bits & S_BLOCKED) !== 0) continue;
    const d = measure ? (map.offsetDistance[offsetIndex(map, c, threatCell)] as number) : 0;
    if (d > reach || d >= nearer) continue;
    const cost = costFromSelf(map, field, own, c);
    if (cost >= UNREACHABLE || cost > maxCost) continue;
    // Insert by (first key, cost) after any equal pair (cells come in ascending order), keeping the `keep` first.
    const first = forward ? d : 0;
    let pos = size;
    while (pos > 0 && ((firsts[pos - 1] as number) > first || ((firsts[pos - 1] as number) === first && (costs[pos - 1] as number) > cost))) pos--;
    if (pos >= keep) continue;
    for (let m = Math.min(size, keep - 1); m > pos; m--) {
      out[at + m] = out[at + m - 1] as number;
      costs[m] = costs[m - 1] as number;
      firsts[m] = firsts[m - 1] as number;
    }
    out[at + pos] = c;
    costs[pos] = cost;
    firsts[pos] = first;
    if (size < keep) size++;
  }
  return size;
}

/** log2 of the slots of a {@link CoverOrders} cache. */
const COVER_SLOT_BITS = 12;

/** The slot (0..2^COVER_SLOT_BITS - 1) of the pair (`own`, `threatCell`) in a {@link CoverOrders} cache: a multiplicative hash of both cells. Exported for the tests. */
export function coverSlot(own: number, threatCell: number): number {
  return (Math.imul(own, 0x9e3779b1) + Math.imul(threatCell, 0x85ebca77)) >>> (32 - COVER_SLOT_BITS);
}

/**
 * Memoised {@link coverCandidates} of one map for one `keep` (the character count) and `maxCost`:
 * a direct-mapped cache of 2^COVER_SLOT_BITS slots, each the (own cell, threat cell) pair it holds
 * (`own` -1: empty) and its candidates (`cells`, `keep` a slot; `size` of them). Fixed size, so
 * filling it never allocates (a `Map` of arrays grew with every new pair: a few bytes a trial in
 * the trial loop, scripts/bench.ts); a pair that loses its slot to another is computed again, with
 * the same result.
 */
interface CoverOrders {
  readonly keep: number;
  readonly maxCost: number;
  /** Spaces from the threat a candidate may lie ({@link nearestCoverCellWithin}; Infinity: any). */
  readonly reach: number;
  /** True for {@link forwardCoverCell}'s orders (`coverCandidates` with `forward`), false for its plain ones. */
  readonly forward: boolean;
  readonly own: Int32Array;
  readonly threat: Int32Array;
  readonly size: Int32Array;
  readonly cells: Int32Array;
}

const coverOrdersByMap = new WeakMap<GameMap, CoverOrders[]>();

/** The {@link CoverOrders} cache of `map` for `keep`, `maxCost` (half-spaces), `reach` (spaces) and `forward`, made on first use. */
function coverOrders(map: GameMap, keep: number, maxCost: number, reach = Infinity, forward = false): CoverOrders {
  let memos = coverOrdersByMap.get(map);
  if (memos === undefined) {
    memos = [];
    coverOrdersByMap.set(map, memos);
  }
  for (let k = 0; k < memos.length; k++) {
    const m = memos[k] as CoverOrders;
    if (m.keep === keep && m.maxCost === maxCost && m.reach === reach && m.forward === forward) return m;
  }
  const slots = 1 << COVER_SLOT_BITS;
  const memo: CoverOrders = { keep, maxCost, reach, forward, own: new Int32Array(slots).fill(-1), threat: new Int32Array(slots), size: new Int32Array(slots), cells: new Int32Array(slots * keep) };
  memos.push(memo);
  return memo;
}

/**
 * The item (a weapon lying on the map, `obs.itemCell[k] >= 0`) nearest the observer by path cost
 * ({@link costFromSelf}, half-spaces); ties: the lowest index.
 * @returns the item index, or -1 when none lies where a path goes.
 */
export function nearestItem(obs: SkirmishObservation): number {
  const own = obs.cell[obs.self] as number;
  if (own < 0) return -1;
  const field = obs.map.pathField(own);
  let best = -1;
  let bestCost = UNREACHABLE;
  for (let k = 0; k < obs.itemCount; k++) {
    const c = obs.itemCell[k] as number;
    if (c < 0) continue;
    const cost = costFromSelf(obs.map, field, own, c);
    if (cost < bestCost) {
      bestCost = cost;
      best = k;
    }
  }
  return best;
}

/**
 * The exit cell nearest the observer by path cost, half-spaces: the end of a cheapest path to the
 * set of exits, found by walking down the one cached field `map.pathFieldToSet('exits', obs.exits)`
 * from the observer's cell. Each step goes to the neighbour (passable, no diagonal squeeze between
 * two impassable orthogonal neighbours) with the least step cost (2 orthogonal, 3 diagonal, plus
 * {@link enterCost}) + field value among those with a smaller field value that it may step to
 * (`map.canStep`: no climbing 10 feet but by stairs; all read from `map.steps`); ties: the first in
 * N, NE, E... order. The walk ends on a cell of field value 0, an exit. Costs one field for the
 * whole map rather than one per observer cell; the answer is memoised per map and cell.
 * @returns the exit cell, the observer's own cell if it stands on an exit, or -1 if no exit can
 *   be reached.
 */
export function fleeCell(obs: SkirmishObservation): number {
  return exitCellFrom(obs, false);
}

/**
 * As {@link fleeCell} for a rider whose horse keeps to the streets (Northfield: no sidewalks, no
 * buildings): the exit reached by the cheapest horse path, or -1.
 */
export function rideOutCell(obs: SkirmishObservation): number {
  return exitCellFrom(obs, true);
}

/**
 * {@link rideOutCell}, unless an enemy who is up (as far as the observer knows) stands on that
 * exit: stacking keeps a rider off an opponent's square, and he waited beside it for the rest of
 * the game (an audit, 2026-11-29: Northfield under Shootout!, a townsman come in as a reinforcement
 * on the exit; Cole Younger captured at the turn limit in 7% of trials). Then the exit cell a horse
 * may enter with no enemy on it that the cheapest horse path reaches (`map.horsePathField`, ties:
 * the first in `exits`); the cell of {@link rideOutCell} if every exit is held.
 * @returns the exit cell, or -1 if no exit can be reached
 */
export function rideOutCellFree(obs: SkirmishObservation): number {
  return freeExit(obs, rideOutCell(obs), true);
}

/**
 * {@link fleeCell}, unless an enemy who is up (as far as the observer knows) stands on that exit:
 * then the exit cell with no enemy on it nearest by path cost ({@link costFromSelf}, half-spaces;
 * ties: the first in `exits`), as {@link rideOutCellFree} for a rider; the cell of
 * {@link fleeCell} if every exit is held. A broken man ran for the one exit and waited beside it
 * while an enemy stood there (agent audit, stop 39's findings left).
 * @returns the exit cell, the observer's own cell if it stands on an exit, or -1 if no exit can be reached
 */
export function fleeCellFree(obs: SkirmishObservation): number {
  return freeExit(obs, fleeCell(obs), false);
}

/** `cell` (an exit, or -1), or when an enemy holds it the cheapest exit no enemy holds (for a horse: one it may enter, by `map.horsePathField`). */
function freeExit(obs: SkirmishObservation, cell: number, horse: boolean): number {
  if (cell < 0 || !heldByEnemy(obs, cell)) return cell;
  const own = obs.cell[obs.self] as number;
  const { exits, map } = obs;
  const field = horse ? null : map.pathField(own);
  let best = cell;
  let bestCost = UNREACHABLE;
  for (let k = 0; k < exits.length; k++) {
    const e = exits[k] as number;
    if ((horse && map.horsePassable[e] !== 1) || heldByEnemy(obs, e)) continue;
    const cost = field === null ? (map.horsePathField(e)[own] as number) : costFromSelf(map, field, own, e);
    if (cost < bestCost) {
      bestCost = cost;
      best = e;
    }
  }
  return best;
}

/** True if an enemy of the observer who is up stands on `cell` (as far as the observer knows). */
function heldByEnemy(obs: SkirmishObservation, cell: number): boolean {
  return enemyOn(obs, cell) >= 0;
}

/** An enemy of the observer who is up standing on `cell` (as far as the observer knows; the first of `enemies`), or -1. */
export function enemyOn(obs: SkirmishObservation, cell: number): number {
  const { enemies } = obs;
  for (let k = 0; k < enemies.length; k++) {
    const j = enemies[k] as number;
    if (obs.up[j] === 1 && obs.cell[j] === cell) return j;
  }
  return -1;
}

function exitCellFrom(obs: SkirmishObservation, horse: boolean): number {
  const own = obs.cell[obs.self] as number;
  if (own < 0 || obs.exits.length === 0) return -1;
  const map = obs.map;
  // The walk depends on the map and the cell alone (the map caches the 'exits' field by key).
  const memos = horse ? rideOutCells : fleeCells;
  const memo = cellMemo(memos, map, map.cells);
  let cell = memo[own] as number;
  if (cell === CELL_UNKNOWN) {
    cell = horse ? walkToExit(map, map.horsePathFieldToSet('exits', obs.exits), own, map.horsePassable) : walkToExit(map, map.pathFieldToSet('exits', obs.exits), own, null);
    memo[own] = cell;
  }
  return cell;
}

/** {@link fleeCell}'s (and {@link rideOutCell}'s) answer per map and cell, {@link CELL_UNKNOWN} until asked. */
const fleeCells = new WeakMap<GameMap, Int32Array>();
const rideOutCells = new WeakMap<GameMap, Int32Array>();

/** Not yet computed, in a {@link cellMemo}. */
export const CELL_UNKNOWN = -2;

/**
 * A memo of one cell per map cell for `key` (a map, a list of cells), kept in `memos`: made on
 * first need with every entry {@link CELL_UNKNOWN} (`cells` entries), filled by the caller as it
 * asks. For answers that depend on the map (and the key) alone: where a man flees, the nearest
 * building.
 */
export function cellMemo<K extends object>(memos: WeakMap<K, Int32Array>, key: K, cells: number): Int32Array {
  let memo = memos.get(key);
  if (memo === undefined) {
    memo = new Int32Array(cells).fill(CELL_UNKNOWN);
    memos.set(key, memo);
  }
  return memo;
}

/** The walk of {@link fleeCell} from `own` down the exits field ({@link stepDown}; with `horseCells`, only on the cells a horse may enter): the exit cell it ends on, or -1. */
function walkToExit(map: GameMap, field: Int32Array, own: number, horseCells: Uint8Array | null): number {
  let cur = own;
  let f = field[cur] as number;
  if (f >= UNREACHABLE) return -1;
  while (f > 0) {
    const next = stepDown(map, field, cur, horseCells);
    if (next < 0) return -1;
    cur = next;
    f = downStep.value;
  }
  return cur;
}

/**
 * The facing (0 = N, clockwise to 7 = NW; y grows south) from `fromCell` toward `toCell`: the
 * nearest of the eight compass directions to the line between the cell centres.
 * @param width map width, cells
 * @returns 0..7, or -1 (keep the facing) when the cells are the same or either is -1.
 */
export function facingToward(fromCell: number, toCell: number, width: number): number {
  if (fromCell < 0 || toCell < 0 || fromCell === toCell) return -1;
  const dx = (toCell % width) - (fromCell % width);
  const dy = Math.floor(toCell / width) - Math.floor(fromCell / width);
  // Angle clockwise from north: atan2(east, north).
  return facingOfOffset(dx, dy);
}

/**
 * The enemy to look for when none is visible: the character last targeted (`lastTarget`) if it is
 * an enemy still up (as far as the observer knows) with a known cell, else the enemy that is up
 * whose last known cell is nearest the observer (`map.distance`, spaces). Visibility is not
 * required; its `cell` is where the observer last saw it.
 * @returns a character index, or -1.
 */
export function lastKnownEnemy(obs: SkirmishObservation): number {
  const self = obs.self;
  const own = obs.cell[self] as number;
  const mySide = obs.side[self];
  const t = obs.lastTarget;
  if (t >= 0 && t < obs.count && t !== self && obs.side[t] !== mySide && obs.up[t] === 1 && (obs.cell[t] as number) >= 0) return t;
  let best = -1;
  let bestD = Infinity;
  // map.distance, read from its table in the loop (no call that could box a fraction).
  const { offsetDistance, offsetKey, offsetCentre } = obs.map;
  const base = offsetCentre - (offsetKey[own] as number);
  const enemies = obs.enemies;
  for (let k = 0; k < enemies.length; k++) {
    const i = enemies[k] as number;
    if (obs.up[i] !== 1) continue;
    const c = obs.cell[i] as number;
    if (c < 0) continue;
    const d = offsetDistance[base + (offsetKey[c] as number)] as number;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  }
  return best;
}
