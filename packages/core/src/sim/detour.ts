/**
 * A walk round figures standing in the way, written once for the rule systems' walks.
 *
 * Each system walks a man down a path field (the cheapest path toward where he is going, over the
 * map, as if nobody stood on it) a step at a time, each step to a free neighbour lower on the field;
 * or, backing away from a cell, each step to the free neighbour farthest from it. Where every
 * neighbour that would take him on is held by another figure, the walk ends: a man behind a
 * comrade in a lot 3 spaces wide stood there, though a step aside and one forward went round him.
 * None of the rule texts makes a man stand still for that; a figure's square only may not be
 * entered (one figure a space, or the Northfield module's stacking). What the walk does instead:
 * {@link Detour.roundField} computes its path field again round the figures standing now, and
 * {@link Detour.find} plans the move again (from where it started, in each system's walk): among
 * the cells he can reach, round every figure, the one lowest on that field, and the cheapest way
 * there, if it is lower than where the walk stopped; else he stays there, as before.
 *
 * Allocation-free once made: typed scratch arrays sized to the map; `find` resets the cells it
 * touched (those within the move's budget), and the field round the figures is searched only for a
 * walk that found every step on held, and only as far as its move needs ({@link Detour.findRound};
 * `roundField` searches every cell).
 *
 * Both searches cost about 100 microseconds on the O.K. Corral's map, several times a whole trial
 * of a fight without them; and a fight's first moves are the same in every trial, so are the
 * searches they need. {@link Detour.recall} gives again a walk found before for the very same
 * search ({@link Detour.remember} keeps the last {@link DETOUR_PLANS}); a system asks only when
 * its rules read nothing but the key it gives, the field and the occupancy. And a move needs
 * little of the field round the figures: {@link Detour.findRound} finds the same walk as
 * `roundField` and `find` with the field searched only as far as the move's best cell.
 */
import { FACING_DX, FACING_DY, offsetIndex, STEP_DIAGONAL, STEP_ORTHOGONAL, UNREACHABLE, type GameMap } from '../scenario/game-map.ts';
import type { SimWorld } from './world.ts';

/** What a system's walk tells {@link Detour.find}: what a step costs him and what he walks toward. */
export interface DetourRules {
  /**
   * Half-spaces it costs the walker to step from cell `from` into its neighbour `to`, which lies in
   * compass direction `d` (0 N, 1 NE ... 7 NW; the map's `steps` allow the step), or a negative
   * number where he may not step (another figure's cell, a linear obstacle whose crossing is a
   * task, a cell the scenario's special rules close to him, a cell off the field he walks down).
   * A step costs at least the map's: `STEP_ORTHOGONAL`, or `STEP_DIAGONAL` for a diagonal (odd `d`);
   * {@link Detour.find} asks for no step that could not beat its best way there at that.
   */
  stepCost(from: number, d: number, to: number): number;
  /**
   * How far cell `c` is from where he is going, in any unit, lower nearer: a path field's value
   * (half-spaces to the destination), or minus the distance from a cell he backs away from.
   */
  value(c: number): number;
  /** True if another figure holds cell `c` against the walker (he may not enter it): what {@link Detour.roundField} goes round. */
  blocks(c: number): boolean;
}

/**
 * What every system's {@link DetourRules} share: where the walk goes, down a path field (value: the
 * field's, half-spaces to the destination) or, with none, away from a cell (value: minus the
 * distance from it, spaces), and {@link WalkDetourRules.toward}, which turns the value to the field
 * round the figures. A system's walk sets it with {@link WalkDetourRules.aim} before a search and
 * gives its own step costs and what a figure blocks.
 */
export abstract class WalkDetourRules implements DetourRules {
  protected map: GameMap | null = null;
  protected field: Int32Array | null = null;
  protected from = 0;
  /** The search whose field round the figures {@link WalkDetourRules.field} is, or null for the walk's own field. */
  private roundOf: Detour | null = null;

  /** The walk goes down `field`, or, `field` null, away from cell `from`, on `map`. */
  protected aim(map: GameMap, field: Int32Array | null, from: number): void {
    this.map = map;
    this.field = field;
    this.from = from;
    this.roundOf = null;
  }

  value(c: number): number {
    const map = this.map!;
    return this.field !== null ? (this.field[c] as number) : -(map.offsetDistance[offsetIndex(map, c, this.from)] as number);
  }

  /** Reads the field round the figures of `detour` ({@link Detour.findRound}) from now on. */
  towardRound(detour: Detour): void {
    this.field = detour.round;
    this.roundOf = detour;
  }

  /**
   * True if cell `c` is on the field he walks down (a value below `UNREACHABLE`); round the
   * figures, whether a way round leads from it ({@link Detour.reaches}). A system's `stepCost`
   * asks this, not the field's value, of a cell it would step into.
   */
  protected onField(c: number): boolean {
    return this.roundOf !== null ? this.roundOf.reaches(c) : (this.field![c] as number) < UNREACHABLE;
  }

  abstract stepCost(from: number, d: number, to: number): number;
  abstract blocks(c: number): boolean;
}

/** Slots of {@link Detour.key}. */
export const DETOUR_KEY_SLOTS = 10;
/** How many searches a {@link Detour} keeps for {@link Detour.recall}. */
export const DETOUR_PLANS = 8;

/**
 * Scratch for {@link Detour.find} on one map (one per world: not thread-safe, not re-entrant).
 * `path` and `dirs` hold the last path found (`dirs[k]`: the compass direction of the step into
 * `path[k]`).
 */
export class Detour {
  /** The cells of the last path found, in order from the start (excluded) to the chosen cell. */
  readonly path: Int32Array;
  /** The compass direction (0 N, clockwise) of each step of {@link Detour.path}. */
  readonly dirs: Int8Array;
  /** The last {@link Detour.roundField}. */
  readonly round: Int32Array;
  /**
   * The key of the plan asked for next ({@link Detour.recall}, {@link Detour.remember}): a
   * system's walk writes into it, slot by slot (the same slots every time), every number its
   * search reads besides the field and the map's occupancy: where the search starts, its budget,
   * the cell it must beat, the walker and what of his own state its rules read (his cell, ...).
   */
  readonly key = new Float64Array(DETOUR_KEY_SLOTS);
  /** The plans remembered: key, field and occupancy (a copy), and the walk found ({@link Detour.remember}). */
  private readonly memoKey = new Float64Array(DETOUR_PLANS * DETOUR_KEY_SLOTS);
  private readonly memoField: (Int32Array | null)[] = new Array<Int32Array | null>(DETOUR_PLANS).fill(null);
  private readonly memoOccupancy: Uint8Array;
  private readonly memoSteps = new Int32Array(DETOUR_PLANS).fill(-1);
  private readonly memoPath: Int32Array;
  private readonly memoDirs: Int8Array;
  /** The plan {@link Detour.remember} writes over next (round and round). */
  private memoNext = 0;
  /** How many searches {@link Detour.recall} has given from those kept (for tests and benchmarks). */
  recalled = 0;
  /** How many cells the searches of the field round the figures have taken off their queue, in all (for tests and benchmarks). */
  roundTaken = 0;
  /** How many of {@link Detour.findRound}'s walks were read off its marking search ({@link Detour.replay}), and how many searched again (for tests and benchmarks). */
  replayed = 0;
  searchedAgain = 0;
  /** The search of the field round the figures, where it stands ({@link Detour.runRound} goes on from there). */
  private roundMap: GameMap | null = null;
  private roundOn: Int32Array | null = null;
  private roundRules: DetourRules | null = null;
  private roundKey = 0;
  private roundSlot = 0;
  private roundLive = 0;
  private roundEntries = 0;
  /** True once that search has run to its end: {@link Detour.round} is the whole field. */
  private roundDone = true;
  /** 1 on the cells a move reaches ({@link Detour.findRound}), while its field round the figures is searched. */
  private readonly inReach: Uint8Array;
  /** What {@link Detour.reaches} found of each cell: 0 not known, 1 a way round, 2 none, 3 being looked at. */
  private readonly known: Uint8Array;
  /** {@link Detour.descend}'s stack, the cell each was reached from, the cells it looked at, and how many more it may look at before the search of the field is run to its end instead. */
  private readonly stack: Int32Array;
  private readonly parent: Int32Array;
  private readonly looked: Int32Array;
  private lookLeft = 0;
  private readonly dist: Float64Array;
  private readonly prev: Int32Array;
  private readonly prevDir: Int8Array;
  private readonly settled: Uint8Array;
  private readonly touched: Int32Array;
  /** The cells the last marking search settled (its start excluded), in the order it settled them ({@link Detour.findRound}'s replay). */
  private readonly order: Int32Array;
  /** A binary heap of cells on their keys (half-spaces): equal keys in a fixed order of operations. */
  private readonly heapKey: Float64Array;
  private readonly heapCell: Int32Array;
  private size = 0;
  /** The key of the cell {@link Detour.pop} returned last. */
  private popped = 0;
  /** Bit d of `inSteps[u]`: the neighbour of u in compass direction d is on the map and the map's `steps` let it step to u. */
  private readonly inSteps: Uint8Array;
  /** True when every step of the map's `steps` may be taken back (no drop, no one-way door): `inSteps` is `steps`. */
  private readonly bothWays: boolean;
  /** Index offset of the neighbour in each compass direction (the map's `stepOffset`). */
  private readonly nbOffset: Int32Array;
  /**
   * {@link Detour.roundField}'s bucket queue, used round and round: one more bucket than the most
   * a step may raise a key (half-spaces: the dearest step, plus as much again as its estimate may
   * change under {@link Detour.findRound}'s search toward the move's cells).
   */
  private readonly bucketCount: number;
  private readonly bucketHead: Int32Array;
  /** Its entries (a cell and the next entry of its bucket): at most one a source and one a cheaper way to a cell found. */
  private readonly entryNext: Int32Array;
  private readonly entryCell: Int32Array;
  /** The map's column and row of each cell. */
  private readonly colOf: Int32Array;
  private readonly rowOf: Int32Array;
  /**
   * The box the search of the field round the figures heads for (columns and rows, inclusive): the
   * cells a move reaches and where its walk stopped ({@link Detour.findRound}), or the whole map
   * (no estimate: the whole field).
   */
  private boxX0 = 0;
  private boxX1 = 0;
  private boxY0 = 0;
  private boxY1 = 0;

  /** @param map the map the walks are on (its `cells` size the scratch: about 270 bytes a cell, 330 KB for Northfield's 1,224) */
  constructor(map: GameMap) {
    const n = map.cells;
    this.path = new Int32Array(n);
    this.dirs = new Int8Array(n);
    this.round = new Int32Array(n);
    this.inReach = new Uint8Array(n);
    this.known = new Uint8Array(n);
    this.stack = new Int32Array(n);
    this.parent = new Int32Array(n);
    this.looked = new Int32Array(n);
    this.memoOccupancy = new Uint8Array(DETOUR_PLANS * n);
    this.memoPath = new Int32Array(DETOUR_PLANS * n);
    this.memoDirs = new Int8Array(DETOUR_PLANS * n);
    this.dist = new Float64Array(n).fill(Infinity);
    this.prev = new Int32Array(n);
    this.prevDir = new Int8Array(n);
    this.settled = new Uint8Array(n);
    this.touched = new Int32Array(n);
    this.order = new Int32Array(n);
    // Each cell is settled once and pushes at most its 8 neighbours.
    this.heapKey = new Float64Array(8 * n + 1);
    this.heapCell = new Int32Array(8 * n + 1);
    const width = map.width;
    const height = map.height;
    this.nbOffset = map.stepOffset;
    this.inSteps = new Uint8Array(n);
    let dearest = 0;
    let bothWays = true;
    for (let u = 0; u < n; u++) {
      dearest = Math.max(dearest, map.enterCost[u] as number);
      const ux = u % width;
      const uy = (u - ux) / width;
      let mask = 0;
      for (let d = 0; d < 8; d++) {
        const vx = ux + (FACING_DX[d] as number);
        const vy = uy + (FACING_DY[d] as number);
        if (vx < 0 || vy < 0 || vx >= width || vy >= height) continue;
        if (((map.steps[vy * width + vx] as number) & (1 << ((d + 4) & 7))) !== 0) mask |= 1 << d;
      }
      this.inSteps[u] = mask;
      if (mask !== map.steps[u]) bothWays = false;
    }
    this.bothWays = bothWays;
    this.colOf = map.cellX;
    this.rowOf = map.cellY;
    this.bucketCount = STEP_DIAGONAL + dearest + STEP_DIAGONAL + 1;
    this.bucketHead = new Int32Array(this.bucketCount);
    // Each cell once as a source, and once for each neighbour that finds it a cheaper way.
    this.entryNext = new Int32Array(9 * n + 1);
    this.entryCell = new Int32Array(9 * n + 1);
  }

  /**
   * Puts `cell` on the heap at the key its caller has written to `heapKey[size]` (the slot past the
   * heap's last: half-spaces). The key is not an argument: a fraction passed to a call V8 does not
   * inline is a heap number, and {@link Detour.search} pushed one at every cell it reached by a
   * step in bad going (Quick on the Draw's street fight, about 2 bytes a trial; scripts/bench.ts).
   */
  private push(cell: number): void {
    const { heapKey, heapCell } = this;
    let i = this.size++;
    const key = heapKey[i] as number;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pk = heapKey[parent] as number;
      if (pk <= key) break;
      heapKey[i] = pk;
      heapCell[i] = heapCell[parent] as number;
      i = parent;
    }
    heapKey[i] = key;
    heapCell[i] = cell;
  }

  /** Takes the cell of least key off the heap (its key in {@link Detour.popped}). */
  private pop(): number {
    const { heapKey, heapCell } = this;
    this.popped = heapKey[0] as number;
    const top = heapCell[0] as number;
    const size = --this.size;
    if (size > 0) {
      const lastKey = heapKey[size] as number;
      const lastCell = heapCell[size] as number;
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && (heapKey[child + 1] as number) < (heapKey[child] as number)) child++;
        if ((heapKey[child] as number) >= lastKey) break;
        heapKey[i] = heapKey[child] as number;
        heapCell[i] = heapCell[child] as number;
        i = child;
      }
      heapKey[i] = lastKey;
      heapCell[i] = lastCell;
    }
    return top;
  }

  /**
   * The walk found before for the same search, if {@link Detour.remember} kept it: the same
   * {@link Detour.key}, the same `field` (the same array, so one never written: a `GameMap` path
   * field, cached and never changed; null for a walk backing away) and the same
   * `occupancy` (the world's count of figures up in each cell), compared in full. Written to
   * {@link Detour.path} and {@link Detour.dirs} as {@link Detour.find} writes it.
   *
   * For a search whose rules read nothing else that changes in a trial (a system calls it only
   * then: one figure a cell, no special rules' state): the same inputs, the same walk. A fight's
   * first moves are the same in every trial, and so are the searches they need (the O.K. Corral's
   * under BOOT HILL: 5,330 searches in 5,000 trials, 37 different).
   * @returns the walk's number of steps (0: none found), or -1 when no such search is kept
   */
  recall(field: Int32Array | null, occupancy: Uint8Array): number {
    const { key, memoKey, memoOccupancy } = this;
    const cells = occupancy.length;
    for (let p = 0; p < DETOUR_PLANS; p++) {
      const steps = this.memoSteps[p] as number;
      if (steps < 0 || this.memoField[p] !== field) continue;
      let k = 0;
      const base = p * DETOUR_KEY_SLOTS;
      while (k < DETOUR_KEY_SLOTS && memoKey[base + k] === key[k]) k++;
      if (k < DETOUR_KEY_SLOTS) continue;
      let c = 0;
      const at = p * cells;
      while (c < cells && memoOccupancy[at + c] === occupancy[c]) c++;
      if (c < cells) continue;
      // Element by element: a `subarray` view is an object allocated on every call.
      const { path, dirs, memoPath, memoDirs } = this;
      for (let s = 0; s < steps; s++) {
        path[s] = memoPath[at + s] as number;
        dirs[s] = memoDirs[at + s] as number;
      }
      this.recalled++;
      return steps;
    }
    return -1;
  }

  /**
   * Keeps the walk just found ({@link Detour.find}'s `steps`, {@link Detour.path},
   * {@link Detour.dirs}) for {@link Detour.recall}, under {@link Detour.key}, `field` and a copy of
   * `occupancy`, in place of the plan kept longest ({@link DETOUR_PLANS} are kept).
   */
  remember(field: Int32Array | null, occupancy: Uint8Array, steps: number): void {
    const p = this.memoNext;
    this.memoNext = p + 1 === DETOUR_PLANS ? 0 : p + 1;
    const cells = occupancy.length;
    const at = p * cells;
    this.memoKey.set(this.key, p * DETOUR_KEY_SLOTS);
    this.memoField[p] = field;
    this.memoOccupancy.set(occupancy, at);
    const { path, dirs, memoPath, memoDirs } = this;
    for (let k = 0; k < steps; k++) {
      memoPath[at + k] = path[k] as number;
      memoDirs[at + k] = dirs[k] as number;
    }
    this.memoSteps[p] = steps;
  }

  /**
   * The cheapest walk from cell `start` within `budget` half-spaces (Dijkstra over
   * `rules.stepCost`, along the map's `steps`) to the reachable cell of least `rules.value`, which
   * must be below `beat` (default `start`'s); ties: the cheaper walk, then the cell reached first.
   * Writes that walk to {@link Detour.path} and {@link Detour.dirs}.
   * @param map the map given to the constructor
   * @param start the walker's cell
   * @param budget half-spaces of his move to spend (a fraction allowed)
   * @param beat the value a cell must be below (where a walk that did not go round ended)
   * @returns how many steps the walk has; 0 when no reachable cell is below `beat`
   */
  find(map: GameMap, start: number, budget: number, rules: DetourRules, beat: number = rules.value(start)): number {
    return this.search(map, start, budget, rules, beat, false);
  }

  /**
   * {@link Detour.find}; with `mark`, no walk chosen: each cell reached (but `start`) is marked in
   * `inReach` and listed in {@link Detour.order} in the order settled instead, and their number
   * returned (`prev` and `prevDir` keep the walks to them).
   */
  private search(map: GameMap, start: number, budget: number, rules: DetourRules, beat: number, mark: boolean): number {
    const { dist, prev, prevDir, settled, touched, nbOffset, inReach, order } = this;
    const steps = map.steps;
    let nTouched = 0;
    dist[start] = 0;
    prev[start] = -1;
    touched[nTouched++] = start;
    this.size = 0;
    this.heapKey[0] = 0;
    this.push(start);
    let best = -1;
    let bestValue = beat;
    let marked = 0;
    let x0 = map.width;
    let x1 = -1;
    let y0 = map.height;
    let y1 = -1;
    const { colOf, rowOf } = this;
    while (this.size > 0) {
      const cur = this.pop();
      const key = this.popped;
      if (settled[cur] === 1 || key > (dist[cur] as number)) continue;
      settled[cur] = 1;
      if (mark) {
        if (cur !== start) {
          inReach[cur] = 1;
          order[marked++] = cur;
          const x = colOf[cur] as number;
          const y = rowOf[cur] as number;
          if (x < x0) x0 = x;
          if (x > x1) x1 = x;
          if (y < y0) y0 = y;
          if (y > y1) y1 = y;
        }
      } else if (cur !== start) {
        const v = rules.value(cur);
        // Cells are settled cheapest first: the first of the least value is the cheapest walk to it.
        if (v < bestValue) {
          best = cur;
          bestValue = v;
        }
      }
      const mask = steps[cur] as number;
      for (let d = 0; d < 8; d++) {
        if ((mask & (1 << d)) === 0) continue;
        const nb = cur + (nbOffset[d] as number);
        if (settled[nb] === 1) continue;
        // No step costs less than the map's (DetourRules.stepCost): none dearer than this is asked for.
        const least = key + ((d & 1) === 1 ? STEP_DIAGONAL : STEP_ORTHOGONAL);
        if (least > budget || least >= (dist[nb] as number)) continue;
        const c = rules.stepCost(cur, d, nb);
        if (c < 0) continue;
        const nd = key + c;
        if (nd > budget || nd >= (dist[nb] as number)) continue;
        if (dist[nb] === Infinity) touched[nTouched++] = nb;
        dist[nb] = nd;
        prev[nb] = cur;
        prevDir[nb] = d;
        this.heapKey[this.size] = nd;
        this.push(nb);
      }
    }
    const n = mark ? marked : this.writeWalk(start, best);
    for (let k = 0; k < nTouched; k++) {
      const c = touched[k] as number;
      dist[c] = Infinity;
      settled[c] = 0;
    }
    if (mark) {
      this.boxX0 = x0;
      this.boxX1 = x1;
      this.boxY0 = y0;
      this.boxY1 = y1;
    }
    return n;
  }

  /**
   * Writes the walk from `start` to `best` (start excluded; `best` -1: none) along the search's
   * `prev` and `prevDir` to {@link Detour.path} and {@link Detour.dirs}, back to front.
   * @returns how many steps it has
   */
  private writeWalk(start: number, best: number): number {
    const { prev, prevDir } = this;
    let n = 0;
    for (let c = best; c >= 0 && c !== start; c = prev[c] as number) n++;
    for (let c = best, k = n - 1; k >= 0; c = prev[c] as number, k--) {
      this.path[k] = c;
      this.dirs[k] = prevDir[c] as number;
    }
    return n;
  }

  /**
   * The second search of {@link Detour.findRound} (`find` over the field round the figures) without
   * searching again, when it would be the marking search step for step: that is so when a way
   * round leads from every cell the marking search settled ({@link Detour.reaches}). The two ask
   * every step's cost of the same rules in the same world, which differ only in reading the field
   * through `onField` ({@link WalkDetourRules}): the walk's field first, whether a way round
   * leads after; a way round is on the walk's field, so the two `onField`s differ only on cells
   * the field has and no way round leads from. The marking search entered a cell only on a step it
   * could afford and that beat the way found, so where every cell it entered has a way round, the
   * second search gets the very same costs, and settles the same cells in the same order along the
   * same walks (`prev`, `prevDir`, which the searches of the field round the figures leave alone).
   * It then chooses, as `find` does, the first cell settled of the least value below `beat`. A
   * value read later than `find` would read it is the same choice: a cell of the least value m has
   * its final value from the first (findRound's step 2), and every other reads more than m then
   * and after.
   *
   * No cell need be asked where every step may be taken back ({@link Detour.bothWays}) and the
   * start may be walked through (on the field, not held). The cells reached and the start are
   * then one piece: from each a way leads back to the start along the marking search's walk (it
   * entered only cells of the field not held: `DetourRules.stepCost`) and on to any other. So a
   * way round leads from all of them, or from none; and from none, the second search would enter
   * no cell and choose none, and none is chosen here either (none has a value on the field round
   * the figures).
   * @param reached the number of cells the marking search settled ({@link Detour.order})
   * @returns how many steps the walk has, 0 when none goes nearer; -1 when a cell reached has no way round (the second search must run)
   */
  private replay(field: Int32Array, start: number, reached: number, rules: DetourRules, beat: number): number {
    const order = this.order;
    if (!(this.bothWays && (field[start] as number) < UNREACHABLE && !rules.blocks(start))) {
      for (let k = 0; k < reached; k++) if (!this.reaches(order[k] as number)) return -1;
    }
    let best = -1;
    let bestValue = beat;
    for (let k = 0; k < reached; k++) {
      const c = order[k] as number;
      const v = rules.value(c);
      if (v < bestValue) {
        best = c;
        bestValue = v;
      }
    }
    return this.writeWalk(start, best);
  }

  /**
   * The path field `field` (a `GameMap` path field: half-spaces from each cell to the nearest of its
   * 0 cells, the destination or a set such as the exits, doors', windows' and stairs' cost of each
   * cell entered counted) as it is round the figures standing now: the same sources and costs over
   * the same cells, none through a cell `rules.blocks` (a destination held is still a source).
   * `UNREACHABLE` where no way round leads. Written to {@link Detour.round} (valid until the next
   * call). O(cells). No system's walk calls it since 2026-12-06: they call
   * {@link Detour.findRound}, which finds the same walk with as little of this field as the move
   * needs; it stays as the reference core's detour tests check `findRound` against.
   *
   * Dijkstra's search with a bucket queue (Dial's: the costs are whole half-spaces, a step at most
   * {@link Detour.bucketCount} - 1), from the sources outward. Each value is the least cost of a
   * way round, which does not depend on the order cells of equal cost are taken in: the field is
   * the same as any shortest-path search's (the binary heap's of stop 49 included, and the A*
   * search of {@link Detour.findRound} run to its end).
   */
  roundField(map: GameMap, field: Int32Array, rules: DetourRules): Int32Array {
    this.startRound(map, field, rules, false);
    this.runRound(false);
    return this.round;
  }

  /**
   * {@link Detour.find} from `start` within `budget` (half-spaces) down the field `field` round the
   * figures ({@link Detour.roundField}), to a cell below `at`'s value on it (where the walk that
   * did not go round stopped): the very walk `rules.towardRound` and then `find` over the whole
   * field round the figures would give, found without most of that field. `rules` read `field` on
   * entry (as set by `aim`) and the field round the figures after (`towardRound`).
   *
   * How, and why it is the same walk:
   * 1. The cells the move reaches over `field`'s cells ({@link Detour.search}, marking). A cell
   *    with a way round is among them at the same cost: a walk to it passes no cell without one
   *    (a step's way round is a way round for the cell it is taken from).
   * 2. The search of the field round the figures (the bucket queue's, from the destination
   *    outward) heads for the box round those cells and `at` (A*: a cell is taken in the order of
   *    its cost so far plus {@link Detour.headTo}, the least the map's steps cost from it to the
   *    box; a consistent estimate, since no step costs less than the map's, so each cell taken
   *    has its final value, as in Dijkstra's search). Inside the box the estimate is 0, so it
   *    stops once past the least value among the cells reached, m: each of them, and `at`, of
   *    value m or less has its value, and every other reads more than m (a value not yet final is
   *    a way's cost, never below the least). Open ground of 96 under BOOT HILL: 66 cells taken a
   *    search, where the search without the estimate took 162.
   * 3. `find` over the field round the figures: the same cells settled in the same order, since
   *    whether a way round leads from a cell is decided exactly ({@link Detour.reaches}); the first
   *    settled of value m is chosen, if m is below `at`'s value, as with the whole field. When a
   *    way round leads from every cell step 1 reached, this search would be step 1's again, step
   *    for step, and its choice is read off step 1's order instead ({@link Detour.replay}; open
   *    ground of 96 under BOOT HILL: most detours).
   * `rules.stepCost` must read the field only through `onField` (as every system's does).
   * @returns how many steps the walk has ({@link Detour.path}, {@link Detour.dirs}); 0 when none goes nearer
   */
  findRound(map: GameMap, field: Int32Array, start: number, budget: number, rules: WalkDetourRules, at: number): number {
    // Every move, however far it may reach (BOOT HILL's run: 23 spaces). Until 2026-12-06 a move
    // whose square of reach covered half the map searched the whole field round the figures and
    // then planned over it (the same walk), on the reading that step 1 would cost as much as the
    // field's whole search saves: true of open ground (the 96 of scripts/scaling.ts: the same
    // speed either way), not of Northfield's streets, where walls keep the cells a run reaches
    // far fewer than its square (Northfield under BOOT HILL about 1.1 times as many trials a
    // second without it: docs/performance.md).
    const reached = this.search(map, start, budget, rules, 0, true);
    if (reached === 0) return 0;
    // Toward the cells reached, and the cell where the walk stopped (its value is read too).
    const ax = this.colOf[at] as number;
    const ay = this.rowOf[at] as number;
    if (ax < this.boxX0) this.boxX0 = ax;
    if (ax > this.boxX1) this.boxX1 = ax;
    if (ay < this.boxY0) this.boxY0 = ay;
    if (ay > this.boxY1) this.boxY1 = ay;
    this.startRound(map, field, rules, true);
    this.runRound(true);
    this.inReach.fill(0);
    this.known.fill(0);
    this.lookLeft = map.cells;
    rules.towardRound(this);
    const beat = rules.value(at);
    const steps = this.replay(field, start, reached, rules, beat);
    if (steps >= 0) {
      this.replayed++;
      return steps;
    }
    this.searchedAgain++;
    return this.search(map, start, budget, rules, beat, false);
  }

  /**
   * Whether a way round the figures leads from cell `c` to where the walk goes, for the field
   * round the figures of the last {@link Detour.findRound} (or {@link Detour.roundField}): yes
   * where it has a value already; else the search of the field has run to its end (no), or
   * {@link Detour.descend} looks.
   */
  reaches(c: number): boolean {
    if ((this.round[c] as number) < UNREACHABLE) return true;
    if (this.roundDone) return false;
    const k = this.known[c] as number;
    if (k === 1) return true;
    if (k === 2) return false;
    return this.descend(c);
  }

  /**
   * Whether a way round the figures leads from cell `b` ({@link Detour.reaches}, the field's search
   * stopped early): a search over the steps a way round may take (each into a cell of the field
   * not held, or a destination) for a cell with a value, the step lowest on the field first. Found:
   * `b` and the cells on the way there have a way round; none found: no cell looked at has one (a
   * way from any would lead to a cell with a value). Past {@link Detour.lookLeft} cells in all, the
   * search of the field runs to its end and answers.
   */
  private descend(b: number): boolean {
    const map = this.roundMap!;
    const field = this.roundOn!;
    const rules = this.roundRules!;
    const { round, known, stack, parent, looked, nbOffset } = this;
    if (!((field[b] as number) < UNREACHABLE) || ((field[b] as number) !== 0 && rules.blocks(b))) {
      known[b] = 2;
      return false;
    }
    const steps = map.steps;
    let nLooked = 0;
    let top = 0;
    stack[top++] = b;
    known[b] = 3;
    parent[b] = -1;
    looked[nLooked++] = b;
    let found = -1;
    while (top > 0 && found < 0) {
      const x = stack[--top] as number;
      const mask = steps[x] as number;
      // The steps on from x: one to a cell with a way round ends the search; the others go on the
      // stack highest on the field first (so the lowest is taken next).
      const base = top;
      for (let d = 0; d < 8; d++) {
        if ((mask & (1 << d)) === 0) continue;
        const y = x + (nbOffset[d] as number);
        const k = known[y] as number;
        if ((round[y] as number) < UNREACHABLE || k === 1) {
          found = x;
          break;
        }
        if (k !== 0) continue;
        if (!((field[y] as number) < UNREACHABLE) || rules.blocks(y)) {
          known[y] = 2;
          continue;
        }
        known[y] = 3;
        parent[y] = x;
        looked[nLooked++] = y;
        let p = top++;
        const fy = field[y] as number;
        while (p > base && (field[stack[p - 1] as number] as number) < fy) {
          stack[p] = stack[p - 1] as number;
          p--;
        }
        stack[p] = y;
      }
      if (nLooked > this.lookLeft) break;
    }
    this.lookLeft -= nLooked;
    if (found >= 0) {
      for (let k = 0; k < nLooked; k++) known[looked[k] as number] = 0;
      for (let c = found; c >= 0; c = parent[c] as number) known[c] = 1;
      return true;
    }
    if (top > 0) {
      // Looked at too many: the field's search to its end answers, for this cell and every other.
      for (let k = 0; k < nLooked; k++) known[looked[k] as number] = 0;
      this.runRound(false);
      return (round[b] as number) < UNREACHABLE;
    }
    for (let k = 0; k < nLooked; k++) known[looked[k] as number] = 2;
    return false;
  }

  /** The whole map as the box: the search of the field round the figures with no estimate (all 0), Dijkstra's. */
  private wholeBox(map: GameMap): void {
    this.boxX0 = 0;
    this.boxX1 = map.width - 1;
    this.boxY0 = 0;
    this.boxY1 = map.height - 1;
  }

  /**
   * The least the map's steps cost from cell `u` to the box (half-spaces: the octile distance by
   * `STEP_ORTHOGONAL` and `STEP_DIAGONAL`), 0 inside it: the estimate of the A* search of the
   * field round the figures. A step changes it by no more than the step's least cost.
   */
  private headTo(u: number): number {
    const x = this.colOf[u] as number;
    const y = this.rowOf[u] as number;
    const dx = x < this.boxX0 ? this.boxX0 - x : x > this.boxX1 ? x - this.boxX1 : 0;
    const dy = y < this.boxY0 ? this.boxY0 - y : y > this.boxY1 ? y - this.boxY1 : 0;
    return dx > dy ? STEP_ORTHOGONAL * dx + (STEP_DIAGONAL - STEP_ORTHOGONAL) * dy : STEP_ORTHOGONAL * dy + (STEP_DIAGONAL - STEP_ORTHOGONAL) * dx;
  }

  /**
   * Sets the search of {@link Detour.roundField} going: every cell without a value, the
   * destinations (`field`'s 0 cells) at 0, queued at their estimates ({@link Detour.headTo}).
   * `toward`: toward the box already set ({@link Detour.findRound}); else the whole map (no estimate).
   */
  private startRound(map: GameMap, field: Int32Array, rules: DetourRules, toward: boolean): void {
    const { round, bucketHead, entryNext, entryCell } = this;
    const n = map.cells;
    round.fill(UNREACHABLE);
    bucketHead.fill(-1);
    if (!toward) this.wholeBox(map);
    // The sources, at their estimates (all 0 with the whole map's box); their spread must fit the
    // queue's buckets, else the search heads for nowhere (every estimate 0).
    let low = UNREACHABLE;
    let high = 0;
    let entries = 0;
    for (let c = 0; c < n; c++) {
      if (field[c] !== 0) continue;
      round[c] = 0;
      entryCell[entries++] = c;
      const h = this.headTo(c);
      if (h < low) low = h;
      if (h > high) high = h;
    }
    if (high - low >= this.bucketCount) {
      this.wholeBox(map);
      low = 0;
    }
    for (let e = 0; e < entries; e++) {
      const slot = this.headTo(entryCell[e] as number) - low;
      entryNext[e] = bucketHead[slot] as number;
      bucketHead[slot] = e;
    }
    this.roundMap = map;
    this.roundOn = field;
    this.roundRules = rules;
    this.roundKey = entries === 0 ? 0 : low;
    this.roundSlot = 0;
    this.roundLive = entries;
    this.roundEntries = entries;
    this.roundDone = entries === 0;
  }

  /**
   * Runs the search of the field round the figures on from where it stands ({@link Detour.roundField}'s
   * Dijkstra over a bucket queue, whose keys are a cell's cost so far plus its estimate,
   * {@link Detour.headTo}: A* toward the box). With `pastReach`, stops before the first key above
   * the least value of a cell marked in `inReach` (all inside the box: key and value the same),
   * once one has been reached; else runs to the end.
   */
  private runRound(pastReach: boolean): void {
    const { round, inSteps, nbOffset, bucketHead, entryNext, entryCell, inReach } = this;
    const field = this.roundOn!;
    const rules = this.roundRules!;
    const enterCost = this.roundMap!.enterCost;
    const buckets = this.bucketCount;
    let key = this.roundKey;
    let slot = this.roundSlot;
    let live = this.roundLive;
    let entries = this.roundEntries;
    let least = Infinity;
    let taken = 0;
    while (live > 0) {
      for (let empty = 0; (bucketHead[slot] as number) < 0; empty++) {
        // Every bucket empty with entries live: entries were lost (a key outside the buckets).
        if (empty === buckets) throw new Error(`Detour: ${live} entries live and every bucket empty`);
        key++;
        slot = slot + 1 === buckets ? 0 : slot + 1;
      }
      const e = bucketHead[slot] as number;
      const u = entryCell[e] as number;
      const hu = this.headTo(u);
      // An entry left behind when the cell was reached more cheaply.
      if ((round[u] as number) + hu !== key) {
        bucketHead[slot] = entryNext[e] as number;
        live--;
        continue;
      }
      if (pastReach) {
        // Past the least value of a cell the move reaches: left on the queue for a later run.
        if (key > least) break;
        if (inReach[u] === 1) least = key;
      }
      bucketHead[slot] = entryNext[e] as number;
      live--;
      taken++;
      const enter = enterCost[u] as number;
      const mask = inSteps[u] as number;
      for (let d = 0; d < 8; d++) {
        if ((mask & (1 << d)) === 0) continue;
        // v, beside u in direction d, steps to u (the map's `steps`, read the other way).
        const v = u + (nbOffset[d] as number);
        const c = key - hu + ((d & 1) === 1 ? STEP_DIAGONAL : STEP_ORTHOGONAL) + enter;
        if (c >= (round[v] as number)) continue;
        // On the field's cells, and not held.
        if (!((field[v] as number) < UNREACHABLE) || rules.blocks(v)) continue;
        round[v] = c;
        const rise = c + this.headTo(v) - key;
        // A key below the one taken, or past the buckets, would be lost, and the search never end.
        if (rise < 0 || rise >= buckets) throw new Error(`Detour: a key rose by ${rise}, outside 0 to ${buckets - 1} (an estimate that is not consistent)`);
        let at = slot + rise;
        if (at >= buckets) at -= buckets;
        entryCell[entries] = v;
        entryNext[entries] = bucketHead[at] as number;
        bucketHead[at] = entries++;
        live++;
      }
    }
    this.roundTaken += taken;
    this.roundKey = key;
    this.roundSlot = slot;
    this.roundLive = live;
    this.roundEntries = entries;
    this.roundDone = live === 0;
  }
}

/**
 * Who stands in the walker's way at `cur` (cold: logs only): the figures up beside `cur` and nearer
 * where he is going (`rules.value`, as set for his walk), other than `i`, as "Cal, Dan", or
 * "figures" when none is (call it before the rules read a {@link Detour.roundField}, on which a held
 * cell has no value).
 * @param characters the scenario's characters, by index (their names; a list, not a function: a
 *   closure in a system's walk would make V8 allocate a context on every walk, logging or not)
 */
export function detourWho(world: SimWorld, map: GameMap, characters: readonly { readonly name: string }[], i: number, cur: number, rules: DetourRules): string {
  const here = rules.value(cur);
  const names: string[] = [];
  for (let j = 0; j < world.n; j++) {
    const c = world.cell[j] as number;
    if (j !== i && world.upNow[j] === 1 && c !== cur && map.distance(c, cur) < 1.5 && rules.value(c) < here) names.push((characters[j] as { readonly name: string }).name);
  }
  return names.length > 0 ? names.join(', ') : 'figures';
}

/**
 * The replay's words for a walk round figures, without indentation: "Abe goes round Cal, Dan in
 * his way (3 steps)" (`steps` of the walk from where it started), or, `steps` 0, "Abe finds Cal,
 * Dan in his way and no way round within his move". `who`: {@link detourWho}.
 */
export function detourLine(walker: string, who: string, steps: number): string {
  return steps > 0 ? `${walker} goes round ${who} in his way (${steps} step${steps === 1 ? '' : 's'})` : `${walker} finds ${who} in his way and no way round within his move`;
}
