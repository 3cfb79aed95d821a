/**
 * The compiled map every rule system plays on: terrain and cover per cell in flat typed arrays,
 * line of sight and cover per (from, to) cell pair computed lazily one `from` row at a time and
 * cached, and path distance fields toward a destination, also lazy and cached. Nothing is
 * allocated once a row or field has been computed, so a trial loop can query it freely.
 *
 * Cells are numbered `index = y * width + x`.
 */
import { TERRAIN_TYPES, type Area, type CoverKind, type ScenarioMap } from './types.ts';

/** Terrain codes in `GameMap.terrain` (order of TERRAIN_TYPES in types.ts). */
export const T_STREET = 0;
export const T_SIDEWALK = 1;
export const T_INTERIOR = 2;
export const T_WALL = 3;
export const T_DOOR = 4;
export const T_WINDOW = 5;
export const T_STAIRS = 6;
export const T_ROUGH = 7;
/** Forest or jungle: rough ground that obscures the lines crossing it ({@link S_OBSCURED}). */
export const T_FOREST = 8;
/** Deep snow. */
export const T_SNOW = 9;
/** Deep sand. */
export const T_SAND = 10;
/** Swamp. */
export const T_SWAMP = 11;
/** Ruins or a derelict structure. */
export const T_RUINS = 12;

/**
 * 1 per terrain code (`T_*`) that is rough ground, "rough or dense terrain" (boot-hill-rulebook.txt,
 * MOVEMENT, Outdoor Terrain): `rough`, `forest`, `snow`, `sand`, `swamp`, `ruins`; 0 for the
 * town's terrains (street, sidewalk, interior, wall, door, window, stairs). Each rule system
 * decides what rough ground costs (BOOT HILL RULINGS.md S28, Quick on the Draw QR-65); the map's
 * path fields do not charge it.
 */
export const ROUGH_GROUND: Uint8Array = Uint8Array.of(0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1);

/** Cover codes in `GameMap.cover`. */
export const C_NONE = 0;
export const C_HARD = 1;
export const C_SOFT = 2;
export const C_CORNER = 3;

/**
 * Bits of a sight entry `sight(from)[to]`, for a line of fire drawn from the centre of `from` to
 * the centre of `to`:
 * - `S_BLOCKED`: a wall cell lies on the line: no sight, no fire.
 * - `S_OBSCURED`: the line crosses soft cover or a forest cell: the target is obscured (50% or
 *   less visible).
 * - `S_HARD`: the line crosses a hard cover cell or a window cell, that cell being adjacent to `to`
 *   (Chebyshev distance 1): the target at `to` is behind hard cover, shooting over it. Hard cover
 *   or a window farther from `to` protects nothing.
 * - `S_CORNER`: the line crosses a corner cover cell or a door cell, that cell being adjacent to
 *   `to`: the target is around a corner (a leg exposed too). Not a door cell on a line from inside
 *   a building (an interior or stairs cell) to a man outside it: that doorway frames the shooter.
 * Hard and corner cover cells do not block sight (a man is seen over a trough or round a corner);
 * only walls do. The cells `from` and `to` themselves are never counted. A line "crosses" every
 * cell it passes through (supercover: a line through a corner point crosses both neighbours).
 */
export const S_BLOCKED = 1;
export const S_OBSCURED = 2;
export const S_HARD = 4;
export const S_CORNER = 8;
/**
 * Not a bit of the map's sight rows: an observation's `sightBits` (SkirmishObservation) carry it
 * when a special rule forbids the observer to fire at that character now, though he is seen
 * (Northfield: a friendly counter on the line, or the gang's limits on shooting into buildings).
 */
export const S_NO_FIRE = 16;

/** Compass facings as unit steps, index 0 = N, clockwise (types.ts FACINGS order). */
export const FACING_DX: readonly number[] = [0, 1, 1, 1, 0, -1, -1, -1];
export const FACING_DY: readonly number[] = [-1, -1, 0, 1, 1, 1, 0, -1];

/** A compiled map. */
export interface GameMap {
  readonly width: number;
  readonly height: number;
  /** width * height. */
  readonly cells: number;
  readonly feetPerSpace: number;
  /** Terrain code per cell (`T_*`). */
  readonly terrain: Uint8Array;
  /** Cover code per cell (`C_*`). */
  readonly cover: Uint8Array;
  /** 1 where a figure may stand or pass (not wall, not hard or corner cover). */
  readonly passable: Uint8Array;
  /** 1 on exit cells: a character who ends his move there leaves the map (fled). */
  readonly exit: Uint8Array;
  /** Named places: name -> cell indices (sorted ascending). */
  readonly places: ReadonlyMap<string, Int32Array>;
  /** Names of the cover objects by cell (for logs), `''` where none. */
  readonly coverName: readonly string[];
  /**
   * Every cell a figure could be behind hard or corner cover in, ascending: the passable cells
   * with a neighbour (Chebyshev distance 1) that is hard or corner cover, a window or a door. A
   * sight entry `sight(from)[c]` can carry `S_HARD` or `S_CORNER` only for such a `c`, so a cover
   * search need look at these cells alone.
   */
  readonly coverCells: Int32Array;
  /**
   * 1 on every cell with a neighbour (Chebyshev distance 1) that is hard or corner cover, a window
   * or a door, passable or not (the coverCells' flag by cell, and more): a sight entry
   * `sight(from)[c]` carries `S_HARD` or `S_CORNER` only where `coverable[c]` is 1, so a look for
   * cover need not read the sight row elsewhere.
   */
  readonly coverable: Uint8Array;
  /** Ground height of each cell above street level, feet (`map.heights`; 0 where none is given). */
  readonly elevation: Float64Array;
  /** Column of each cell (`index % width`), for hot loops that would otherwise divide. */
  readonly cellX: Int32Array;
  /** Row of each cell (`floor(index / width)`). */
  readonly cellY: Int32Array;
  /**
   * The steps a figure may take from each cell: bit `k` of `steps[c]` is set when the neighbour of
   * `c` in compass direction `k` ({@link FACING_DX}, {@link FACING_DY} order: N, NE, E... NW) lies
   * on the map, is passable, is not a diagonal squeeze between two impassable orthogonal
   * neighbours, is not a diagonal step into or out of a door cell on a map that forbids it
   * (`ScenarioMap.diagonalThroughDoors` false: Northfield), and {@link GameMap.canStep} allows the
   * step from `c`. These are exactly the steps
   * `pathField` relaxes (read the other way) and the steps a walk down a field may take.
   */
  readonly steps: Uint8Array;
  /**
   * The cell index offset of a step in each compass direction `k` ({@link FACING_DX},
   * {@link FACING_DY} order: N, NE, E... NW): `FACING_DY[k] * width + FACING_DX[k]`, the neighbour of
   * `c` being `c + stepOffset[k]` where bit `k` of `steps[c]` is set. 8 entries.
   */
  readonly stepOffset: Int32Array;
  /**
   * Offset tables, for hot loops that must not call a function returning a fraction (an engine's
   * trial loop: a call V8 does not inline boxes its floating-point result, which allocates).
   * `offsetKey[c]` is `y * (2 * width - 1) + x` of cell `c`; the offset of `b` from `a` indexes
   * `offsetCentre + offsetKey[b] - offsetKey[a]` in {@link offsetDistance} and {@link offsetFacing}.
   */
  readonly offsetKey: Int32Array;
  /** Index of the zero offset in the offset tables (see {@link offsetKey}). */
  readonly offsetCentre: number;
  /** Distance between the centres of `a` and `b`, spaces, at `offsetCentre + offsetKey[b] - offsetKey[a]`: what {@link distance} returns. */
  readonly offsetDistance: Float64Array;
  /** Facing from `a` toward `b` (0..7), indexed as {@link offsetDistance}: what {@link facing} returns for two different cells. */
  readonly offsetFacing: Uint8Array;

  /**
   * True if a figure may step from cell `from` to the neighbouring cell `to` as far as heights go:
   * not a climb of {@link DROP_FEET} or more unless either cell is stairs (a drop of that much is
   * allowed; it ends the move). Adjacency and passability are not checked here.
   */
  canStep(from: number, to: number): boolean;

  /** Euclidean distance between cell centres, in spaces. */
  distance(a: number, b: number): number;

  /**
   * The compass facing (0 = N, clockwise to 7 = NW; y grows south) from cell `from` toward cell
   * `to`: the nearest of the eight directions to the line between the centres, that is
   * `round(atan2(dx, -dy) / (pi / 4))` modulo 8. -1 when the cells are the same or either is
   * negative.
   */
  facing(from: number, to: number): number;

  /**
   * Sight row of cell `from`: `row[to]` holds the `S_*` bits of the line from `from` to `to`.
   * Computed on first use and cached; the returned array must not be written.
   */
  sight(from: number): Uint8Array;

  /**
   * The cells a line of fire from the centre of cell `from` to the centre of cell `to` crosses,
   * `from` and `to` excluded, in order from `from` (supercover: a line through a grid corner crosses
   * both cells beside it), written to `out`. Room for {@link lineRoom} cells is always enough: a
   * line crosses |dx| + |dy| - 1 cells plus one more at each grid corner it passes through, up to
   * min(|dx|, |dy|) of them (an exact diagonal of L spaces crosses 3L - 1 cells).
   * The same cells {@link sight} reads. Allocation-free.
   * @returns how many cells were written.
   */
  lineCells(from: number, to: number, out: Int32Array): number;

  /**
   * Extra path cost of entering each cell, half-spaces: the {@link TerrainCosts} the map was
   * compiled with (the rule system's door, window and stairs costs at the map's scale) for door,
   * window and stairs cells, else 0. What {@link GameMap.pathField} adds per step; agents read it
   * to cost a path the same way. Must not be written.
   */
  readonly enterCost: Uint8Array;

  /**
   * Path cost field toward `dest`: `field[c]` is the cost in half-spaces of the cheapest path from
   * `c` to `dest` over passable cells, 8-connected (orthogonal step 2, diagonal step 3, plus the
   * extra cost of each door, window or stairs cell entered: the {@link TerrainCosts} the map was
   * compiled with), or `UNREACHABLE`. Computed on first use and cached; must not be written.
   */
  pathField(dest: number): Int32Array;

  /**
   * The cheapest path cost field toward the nearest cell of a set (a place, or every exit), as
   * `pathField`; cached by `key`.
   */
  pathFieldToSet(key: string, cells: Int32Array): Int32Array;

  /**
   * 1 per cell a horse may enter: street and open rough ground (rough, forest, snow, sand, swamp),
   * not sidewalks, doors, windows, stairs, building interiors ("Shootout in Northfield", Horses)
   * nor ruins (a derelict structure is a building's inside).
   */
  readonly horsePassable: Uint8Array;

  /** As {@link pathField}, over the cells a horse may enter only (for riders in Northfield). */
  horsePathField(dest: number): Int32Array;

  /** As {@link pathFieldToSet}, over the cells a horse may enter only. */
  horsePathFieldToSet(key: string, cells: Int32Array): Int32Array;

  /**
   * 1 per cell a vehicle may enter: a cell a horse may enter with no cover object in it (a
   * vehicle crosses no wall, fence or other obstacle: quick-on-the-draw.md, REEL 3, Linear
   * Obstacles, "Vehicles cannot cross such obstacles").
   */
  readonly vehiclePassable: Uint8Array;

  /** As {@link pathField}, over the cells a vehicle may enter only. */
  vehiclePathField(dest: number): Int32Array;

  /** `index` of `[x, y]`; -1 when off the map. */
  cellAt(x: number, y: number): number;
}

/**
 * A drop of this many feet or more ends a move, and a climb of as much is impossible except by
 * stairs (boot-hill-rulebook.txt, MOVEMENT, Doors & Windows & Stairs: "Dropping a distance of 10
 * feet or more (from a roof, for instance) will end a character's move immediately").
 */
export const DROP_FEET = 10;

/**
 * The compass facing (0 = N, clockwise to 7 = NW; y grows south) of the offset (dx, dy) between
 * two cell centres: `round(atan2(dx, -dy) / (pi / 4))` modulo 8. (0, 0) gives 0.
 */
export function facingOfOffset(dx: number, dy: number): number {
  const octant = Math.round(Math.atan2(dx, -dy) / (Math.PI / 4));
  return ((octant % 8) + 8) % 8;
}

/**
 * The index of the offset from cell `a` to cell `b` in {@link GameMap.offsetDistance} and
 * {@link GameMap.offsetFacing}: `offsetCentre + offsetKey[b] - offsetKey[a]`, an integer. A trial
 * loop reads a distance (spaces) as `map.offsetDistance[offsetIndex(map, a, b)]`: a call returning
 * the fractional distance itself allocates a boxed number whenever V8 does not inline it, and
 * whether it does depends on each caller's inlining budget, so it varies from run to run.
 */
export function offsetIndex(map: GameMap, a: number, b: number): number {
  return map.offsetCentre + (map.offsetKey[b] as number) - (map.offsetKey[a] as number);
}

/** `(x,y)` of `cell` on `map` (spaces from the top-left corner, x across, y down), as the replay logs write a cell. */
export function cellXY(map: Pick<GameMap, 'width'>, cell: number): string {
  return `(${cell % map.width},${Math.floor(cell / map.width)})`;
}

/** The exit cells of `map` (where {@link GameMap.exit} is 1), ascending: every observation's `exits`. */
export function exitCells(map: GameMap): Int32Array {
  const exits: number[] = [];
  for (let k = 0; k < map.cells; k++) if (map.exit[k] === 1) exits.push(k);
  return Int32Array.from(exits);
}

/**
 * Where each character does his scenario tasks: his agent's `place` parameter (a cell, set by the
 * scenario loader from a place name or `[x, y]`: docs/scenarios.md, the `objective` doctrine) as
 * the cells of the named place holding it (the first in `map.places` order), else that cell alone;
 * null for a character with no `place`. Under every rule system a task is done anywhere in it.
 * @param characters the characters in index order, each with his agent's parameters
 * @returns one entry per character
 */
export function taskPlaces(map: GameMap, characters: readonly { readonly params: Readonly<Record<string, number>> }[]): (Int32Array | null)[] {
  return characters.map((ch) => {
    const p = ch.params['place'];
    if (p === undefined) return null;
    for (const cells of map.places.values()) if (cells.includes(p)) return cells;
    return Int32Array.of(p);
  });
}

/** Whether a cell of terrain `t` is inside a building: an interior or stairs cell (a door or window is the building's edge). */
function isInside(t: number): boolean {
  return t === T_INTERIOR || t === T_STAIRS;
}

/**
 * Cells of a buffer long enough for any {@link GameMap.lineCells} of `map`: width + height +
 * min(width, height) (a line crosses at most (width - 1) + (height - 1) - 1 cells and one more per
 * grid corner, of which there are at most min(width, height) - 1).
 */
export function lineRoom(map: { readonly width: number; readonly height: number }): number {
  return map.width + map.height + Math.min(map.width, map.height);
}

/**
 * True if a line of fire from the centre of cell (x0, y0) to the centre of (x1, y1) crosses cell
 * (x, y), given that (x, y) lies in the box of the two (x between x0 and x1, y between y0 and y1)
 * and is neither end: the unit square round (x, y), edges included, meets the line, which in
 * integers is |(x - x0)(y1 - y0) - (y - y0)(x1 - x0)| * 2 <= |x1 - x0| + |y1 - y0|. Exactly the
 * cells {@link GameMap.lineCells} lists (a line through a grid corner crosses both cells beside
 * it; a test checks every pair of cells of a grid), without walking the line: for a few cells
 * (Northfield's friendly counters, whose squares no fire may cross) it is cheaper.
 */
export function lineCrosses(x0: number, y0: number, x1: number, y1: number, x: number, y: number): boolean {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const cross = (x - x0) * dy - (y - y0) * dx;
  return 2 * (cross < 0 ? -cross : cross) <= (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}

/** Path cost of a cell no path reaches. */
export const UNREACHABLE = 0x3fffffff;

/** Path cost of a step to an orthogonal neighbour, half-spaces (1 space). */
export const STEP_ORTHOGONAL = 2;
/** Path cost of a step to a diagonal neighbour, half-spaces (1.5 spaces: the usual 2-to-3 approximation of sqrt 2). */
export const STEP_DIAGONAL = 3;
/**
 * The cost, half-spaces, of the cheapest path down `field` from a cell that steps first to its
 * neighbour `nb` by a step of `step` half-spaces ({@link STEP_ORTHOGONAL} or {@link STEP_DIAGONAL}):
 * the step, the entering cost of `nb` (`map.enterCost`: a door, window or stairs) and `field[nb]`
 * (which counts neither). A walk down a path field takes, among the neighbours below its cell, the
 * one of least `stepVia` (ties: the lower field value, then the walker's direction order): a step of
 * the field's own cheapest path. The lowest field value alone is not always one: beside a window and
 * a door that lead to the same street, the window's cell has the lower value (its surcharge is
 * counted on entering it, not in its own value), and the engines' walks went through windows where
 * the cheapest path took the door.
 * @param field a path field of `map` (`pathField`, `pathFieldToSet`, `horsePathField`)
 */
export function stepVia(map: GameMap, nb: number, step: number, field: Int32Array): number {
  return step + (map.enterCost[nb] as number) + (field[nb] as number);
}

/** An entry of a {@link downhillSteps} array not computed yet. */
export const DOWNHILL_UNKNOWN = -2;

/**
 * The cache of a walk's steps down the path field toward `dest` with nobody in the way: per cell
 * of the map, the direction of the step a walk takes from it (in the rule system's own direction
 * order; -1 none), {@link DOWNHILL_UNKNOWN} until the walk first computes it. The array is made
 * on first use and kept in `cache[dest]` (an array of the map's cells: read without hashing).
 * The step ignoring everybody is also the step round everybody when the cell it leads to is free
 * (nothing else is as good: the least `stepVia` among fewer cells), so a walk that reads it looks
 * at every neighbour only when a figure stands there (BOOT HILL's `move`, Shootout!'s `walk`).
 * Allocates once per destination (the map's cells bytes), then never.
 * @param cache the engine's arrays by destination cell (length: the map's cells)
 * @param dest the destination cell of the path field walked down
 * @param cells the map's cell count
 */
export function downhillSteps(cache: (Int8Array | undefined)[], dest: number, cells: number): Int8Array {
  let steps = cache[dest];
  if (steps === undefined) {
    steps = unknownSteps(cells);
    cache[dest] = steps;
  }
  return steps;
}

/**
 * {@link downhillSteps} kept by the path field walked down rather than by its destination, for a
 * walk handed only the field (Quick on the Draw's `walk`): every field so kept must be one of the
 * map's, cached and never written. Allocates once per field (the map's cells bytes), then never.
 * @param cache the engine's arrays by field
 * @param field the path field walked down (`GameMap.pathField` or `horsePathField`)
 * @param cells the map's cell count
 */
export function downhillStepsOf(cache: Map<Int32Array, Int8Array>, field: Int32Array, cells: number): Int8Array {
  let steps = cache.get(field);
  if (steps === undefined) {
    steps = unknownSteps(cells);
    cache.set(field, steps);
  }
  return steps;
}

/** A steps array of `cells` entries, none computed yet ({@link DOWNHILL_UNKNOWN}). */
function unknownSteps(cells: number): Int8Array {
  return new Int8Array(cells).fill(DOWNHILL_UNKNOWN);
}

/**
 * The path cost from cell `own` to `cell`, half-spaces, read from a field toward `own`
 * (`map.pathField(own)` or `map.horsePathField(own)`): `field[cell]` is the cost of the cheapest
 * path from `cell` to `own`, which counts the entry surcharge of every cell entered but `cell`
 * itself; walked the other way the same path counts `cell`'s surcharge and not `own`'s, so
 * `cost = field[cell] + enterCost[cell] - enterCost[own]` exactly (step costs are symmetric).
 * `UNREACHABLE` where no path goes. (The agents' `costFromSelf`; Quick on the Draw's cover search.)
 */
export function costFromField(map: GameMap, field: Int32Array, own: number, cell: number): number {
  const f = field[cell] as number;
  if (f >= UNREACHABLE) return UNREACHABLE;
  return f + (map.enterCost[cell] as number) - (map.enterCost[own] as number);
}

/** Extra path cost of entering a door cell, half-spaces (MOVEMENT: a door costs 1). */
export const ENTER_DOOR = 2;
/** Extra path cost of entering a window cell, half-spaces (MOVEMENT: a window costs 3 and ends the move). */
export const ENTER_WINDOW = 6;
/** Extra path cost of entering a stairs cell, half-spaces (MOVEMENT: 6 a flight; one stairs cell is one flight). */
export const ENTER_STAIRS = 12;

/**
 * Extra movement, half-spaces, to enter a cell of each costed terrain: what a rule system charges
 * for going through a door or window or up or down a flight of stairs, at the map's scale. The
 * rule system computes it once and hands it to {@link compileMap}, so that the path fields agents
 * and engines walk and the engine's own charge for each step are the same numbers.
 */
export interface TerrainCosts {
  /** Entering a door cell. */
  readonly door: number;
  /** Entering a window cell. */
  readonly window: number;
  /** Entering a stairs cell (one stairs cell is one flight). */
  readonly stairs: number;
}

/**
 * The BOOT HILL rulebook's costs on its 6-foot spaces (MOVEMENT: door 1, window 3, stairs 6 a
 * flight, doubled into half-spaces): the map's costs when a caller gives none (validation, tools,
 * tests). An engine passes its rule system's own.
 */
export const DEFAULT_TERRAIN_COSTS: TerrainCosts = { door: ENTER_DOOR, window: ENTER_WINDOW, stairs: ENTER_STAIRS };

/**
 * Compiles a validated scenario map (see `load.ts`) into a {@link GameMap}, with the rule system's
 * terrain `costs` (half-spaces; default {@link DEFAULT_TERRAIN_COSTS}).
 *
 * - Terrain: `map.default` everywhere, then the `map.terrain` patches in order (a later patch
 *   overwrites an earlier one). Cover: the `map.cover` objects in order, likewise; `coverName` holds
 *   the object's `name`, or `hard cover` / `soft cover` / `corner cover` when it has none.
 * - `passable`: not a wall and not hard or corner cover. `exit`: the passable cells of the places
 *   named in `map.exits`, or, when `exits` is absent, the passable cells on the map's edge.
 * - `sight`: the line from centre to centre is walked with a supercover traversal (every cell the
 *   segment passes through; where it passes exactly through a cell corner, both cells beside the
 *   corner count); see the `S_*` bits.
 * - `pathField(dest)`: exact cheapest directed costs, computed by Dijkstra backward from `dest`.
 *   A step costs {@link STEP_ORTHOGONAL} or {@link STEP_DIAGONAL} plus the extra cost of the cell
 *   it enters (`enterCost`: `costs.door`, `costs.window`, `costs.stairs`); so `field[c]`
 *   counts the extras of every cell entered after `c` up to and including `dest`, never that of
 *   `c` itself, and `pathField(b)[a]` may differ from `pathField(a)[b]` when `a` or `b` is a door,
 *   window or stairs cell. A diagonal step between two impassable orthogonal neighbours is not
 *   allowed (no squeezing between two wall corners), nor a diagonal step into or out of a door
 *   cell when `map.diagonalThroughDoors` is false, nor a climb of {@link DROP_FEET} or more except
 *   to or from stairs ({@link GameMap.canStep}; a drop is allowed, so heights make costs directed).
 *   An impassable destination is unreachable from everywhere, itself included; `pathFieldToSet`
 *   ignores the impassable cells of its set.
 * - `elevation`: the `map.heights` patches in order (feet, 0 where none).
 * @throws RangeError when an area lies off the map or `exits` names an unknown place (the loader
 *   reports both as scenario problems first), or a terrain cost is not a whole number 0..255.
 */
export function compileMap(map: ScenarioMap, costs: TerrainCosts = DEFAULT_TERRAIN_COSTS): GameMap {
  for (const k of ['door', 'window', 'stairs'] as const) {
    const v = costs[k];
    if (!(Number.isInteger(v) && v >= 0 && v <= 255)) throw new RangeError(`terrain cost ${k} must be a whole number of half-spaces 0..255, got ${v}`);
  }
  return new CompiledMap(map, costs);
}

const COVER_CODES: Readonly<Record<CoverKind, number>> = { hard: C_HARD, soft: C_SOFT, corner: C_CORNER };

/** The cell indices of an area, sorted ascending, without repeats. */
function areaIndices(area: Area, width: number, height: number, what: string): Int32Array {
  const out = new Set<number>();
  const add = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= width || y >= height) throw new RangeError(`${what}: cell [${x}, ${y}] is off the ${width}x${height} map`);
    out.add(y * width + x);
  };
  for (const [x, y] of area.cells ?? []) add(x, y);
  if (area.rect !== undefined) {
    const [x0, y0, w, h] = area.rect;
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) add(x, y);
  }
  return Int32Array.from(out).sort();
}

class CompiledMap implements GameMap {
  readonly width: number;
  readonly height: number;
  readonly cells: number;
  readonly feetPerSpace: number;
  readonly terrain: Uint8Array;
  readonly cover: Uint8Array;
  readonly passable: Uint8Array;
  readonly exit: Uint8Array;
  readonly places: ReadonlyMap<string, Int32Array>;
  readonly coverName: readonly string[];
  readonly coverCells: Int32Array;
  readonly coverable: Uint8Array;
  readonly elevation: Float64Array;
  readonly horsePassable: Uint8Array;
  readonly vehiclePassable: Uint8Array;
  readonly cellX: Int32Array;
  readonly cellY: Int32Array;
  readonly steps: Uint8Array;
  readonly stepOffset: Int32Array;
  /** `ScenarioMap.diagonalThroughDoors`: false bars diagonal steps into and out of door cells. */
  private readonly diagonalThroughDoors: boolean;

  readonly offsetKey: Int32Array;
  readonly offsetCentre: number;
  readonly offsetDistance: Float64Array;
  readonly offsetFacing: Uint8Array;
  /** `S_BLOCKED | S_OBSCURED` bits a cell puts on any line crossing it. */
  private readonly lineBits: Uint8Array;
  /** `S_HARD | S_CORNER` bits a cell puts on a line crossing it next to the target. */
  private readonly nearBits: Uint8Array;
  /** Extra path cost of entering each cell (the {@link TerrainCosts} of its terrain). */
  readonly enterCost: Uint8Array;
  private readonly sightRows: (Uint8Array | undefined)[];
  /** Scratch for {@link lineOfFire}'s cells. */
  private readonly lineBuffer: Int32Array;
  /** Path fields by destination cell, computed on first use (an array: read without hashing). */
  private readonly fields: (Int32Array | undefined)[];
  private readonly setFields = new Map<string, Int32Array>();
  private readonly horseFields: (Int32Array | undefined)[];
  private readonly horseSetFields = new Map<string, Int32Array>();
  private readonly vehicleFields: (Int32Array | undefined)[];
  /** Dijkstra heap scratch (keys `cost * cells + cell`), allocated on the first path field. */
  private heap: Float64Array | undefined;

  constructor(map: ScenarioMap, costs: TerrainCosts) {
    const { width, height } = map;
    const cells = width * height;
    this.width = width;
    this.height = height;
    this.cells = cells;
    this.feetPerSpace = map.feetPerSpace;
    // (Absent in maps built in code rather than loaded: the schema's default, true.)
    this.diagonalThroughDoors = map.diagonalThroughDoors !== false;

    this.terrain = new Uint8Array(cells).fill(TERRAIN_TYPES.indexOf(map.default));
    map.terrain.forEach((patch, i) => {
      const code = TERRAIN_TYPES.indexOf(patch.type);
      for (const c of areaIndices(patch, width, height, `map.terrain[${i}]`)) this.terrain[c] = code;
    });

    this.cover = new Uint8Array(cells);
    const coverName: string[] = new Array<string>(cells).fill('');
    map.cover.forEach((object, i) => {
      for (const c of areaIndices(object, width, height, `map.cover[${i}]`)) {
        this.cover[c] = COVER_CODES[object.kind];
        coverName[c] = object.name ?? `${object.kind} cover`;
      }
    });
    this.coverName = coverName;

    this.passable = new Uint8Array(cells);
    this.horsePassable = new Uint8Array(cells);
    this.vehiclePassable = new Uint8Array(cells);
    this.lineBits = new Uint8Array(cells);
    this.nearBits = new Uint8Array(cells);
    this.enterCost = new Uint8Array(cells);
    for (let c = 0; c < cells; c++) {
      const t = this.terrain[c] as number;
      const k = this.cover[c];
      this.passable[c] = t !== T_WALL && k !== C_HARD && k !== C_CORNER ? 1 : 0;
      this.horsePassable[c] = this.passable[c] === 1 && (t === T_STREET || (ROUGH_GROUND[t] === 1 && t !== T_RUINS)) ? 1 : 0;
      this.vehiclePassable[c] = this.horsePassable[c] === 1 && k === C_NONE ? 1 : 0;
      // A forest cell is soft cover to every line crossing it: trees and undergrowth hide a man but stop no bullet.
      this.lineBits[c] = (t === T_WALL ? S_BLOCKED : 0) | (k === C_SOFT || t === T_FOREST ? S_OBSCURED : 0);
      this.nearBits[c] = (k === C_HARD || t === T_WINDOW ? S_HARD : 0) | (k === C_CORNER || t === T_DOOR ? S_CORNER : 0);
      this.enterCost[c] = t === T_DOOR ? costs.door : t === T_WINDOW ? costs.window : t === T_STAIRS ? costs.stairs : 0;
    }

    const places = new Map<string, Int32Array>();
    for (const [name, area] of Object.entries(map.places)) places.set(name, areaIndices(area, width, height, `map.places.${name}`));
    this.places = places;

    this.exit = new Uint8Array(cells);
    if (map.exits === undefined) {
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) if (x === 0 || y === 0 || x === width - 1 || y === height - 1) this.exit[y * width + x] = 1;
      }
    } else {
      for (const name of map.exits) {
        const place = places.get(name);
        if (place === undefined) throw new RangeError(`map.exits: no place named ${JSON.stringify(name)}`);
        for (const c of place) this.exit[c] = 1;
      }
    }
    for (let c = 0; c < cells; c++) this.exit[c] = (this.exit[c] as number) & (this.passable[c] as number);

    this.elevation = new Float64Array(cells);
    (map.heights ?? []).forEach((patch, i) => {
      for (const c of areaIndices(patch, width, height, `map.heights[${i}]`)) this.elevation[c] = patch.feet;
    });

    const coverCells: number[] = [];
    this.coverable = new Uint8Array(cells);
    for (let c = 0; c < cells; c++) {
      const x = c % width;
      const y = (c - x) / width;
      let near = false;
      for (let d = 0; d < 8 && !near; d++) {
        const nx = x + (FACING_DX[d] as number);
        const ny = y + (FACING_DY[d] as number);
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && (this.nearBits[ny * width + nx] as number) !== 0) near = true;
      }
      if (!near) continue;
      this.coverable[c] = 1;
      if (this.passable[c] === 1) coverCells.push(c);
    }
    this.coverCells = Int32Array.from(coverCells);

    this.cellX = new Int32Array(cells);
    this.cellY = new Int32Array(cells);
    for (let c = 0; c < cells; c++) {
      this.cellX[c] = c % width;
      this.cellY[c] = Math.floor(c / width);
    }
    // The same expressions distance() and facing() used to evaluate per call, tabulated once.
    // Signed offsets (dx, dy) of two cells, row by row: no sign tests when reading them.
    const span = 2 * width - 1;
    this.offsetKey = new Int32Array(cells);
    for (let c = 0; c < cells; c++) this.offsetKey[c] = (this.cellY[c] as number) * span + (this.cellX[c] as number);
    this.offsetCentre = (height - 1) * span + width - 1;
    this.offsetDistance = new Float64Array(span * (2 * height - 1));
    this.offsetFacing = new Uint8Array(span * (2 * height - 1));
    for (let dy = 1 - height; dy < height; dy++) {
      for (let dx = 1 - width; dx < width; dx++) {
        this.offsetDistance[this.offsetCentre + dy * span + dx] = Math.sqrt(dx * dx + dy * dy);
        this.offsetFacing[this.offsetCentre + dy * span + dx] = facingOfOffset(dx, dy);
      }
    }
    this.stepOffset = Int32Array.from(FACING_DX, (dx, d) => (FACING_DY[d] as number) * width + dx);
    this.steps = new Uint8Array(cells);
    for (let c = 0; c < cells; c++) {
      const x = c % width;
      const y = (c - x) / width;
      let mask = 0;
      for (let k = 0; k < 8; k++) {
        const dx = FACING_DX[k] as number;
        const dy = FACING_DY[k] as number;
        const nx = x + dx;
        const ny = y + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const n = ny * width + nx;
        if (this.passable[n] !== 1) continue;
        if (dx !== 0 && dy !== 0 && this.passable[y * width + nx] !== 1 && this.passable[ny * width + x] !== 1) continue;
        if (dx !== 0 && dy !== 0 && this.doorDiagonalBarred(c, n)) continue;
        if (!this.canStep(c, n)) continue;
        mask |= 1 << k;
      }
      this.steps[c] = mask;
    }

    this.sightRows = new Array<Uint8Array | undefined>(cells);
    this.lineBuffer = new Int32Array(lineRoom(this));
    this.fields = new Array<Int32Array | undefined>(cells);
    this.horseFields = new Array<Int32Array | undefined>(cells);
    this.vehicleFields = new Array<Int32Array | undefined>(cells);
  }

  cellAt(x: number, y: number): number {
    // (v | 0) === v: a whole number in 32 bits, cheaper than Number.isInteger in the agents' loops.
    return (x | 0) === x && (y | 0) === y && x >= 0 && y >= 0 && x < this.width && y < this.height ? y * this.width + x : -1;
  }

  /**
   * True when a diagonal step between cells `a` and `b` (either way) is barred as going through a
   * door: the map forbids it (`diagonalThroughDoors` false) and either cell is a door.
   */
  private doorDiagonalBarred(a: number, b: number): boolean {
    return !this.diagonalThroughDoors && (this.terrain[a] === T_DOOR || this.terrain[b] === T_DOOR);
  }

  canStep(from: number, to: number): boolean {
    return (
      (this.elevation[to] as number) - (this.elevation[from] as number) < DROP_FEET || this.terrain[to] === T_STAIRS || this.terrain[from] === T_STAIRS
    );
  }

  distance(a: number, b: number): number {
    return this.offsetDistance[this.offsetCentre + (this.offsetKey[b] as number) - (this.offsetKey[a] as number)] as number;
  }

  facing(from: number, to: number): number {
    if (from < 0 || to < 0 || from === to) return -1;
    return this.offsetFacing[this.offsetCentre + (this.offsetKey[to] as number) - (this.offsetKey[from] as number)] as number;
  }

  sight(from: number): Uint8Array {
    // Kept this small so that callers' hot loops inline it; the first use of a row computes it.
    const row = this.sightRows[from];
    return row !== undefined ? row : this.sightRow(from);
  }

  /** Computes and caches the sight row of `from` (see {@link sight}). */
  private sightRow(from: number): Uint8Array {
    this.checkCell(from);
    const row = new Uint8Array(this.cells);
    const w = this.width;
    const fx = from % w;
    const fy = (from - fx) / w;
    for (let to = 0; to < this.cells; to++) {
      const tx = to % w;
      row[to] = this.lineOfFire(fx, fy, tx, (to - tx) / w);
    }
    this.sightRows[from] = row;
    return row;
  }

  /**
   * `S_*` bits of the line from the centre of (x0, y0) to the centre of (x1, y1), end cells
   * excluded. A line from inside a building (an interior or stairs cell) to a man outside it takes
   * no corner from a door cell it crosses: the doorway frames the line of the man firing out
   * through it, not the man outside (BOOT HILL RULINGS.md S5, amended 2026-12-01).
   */
  private lineOfFire(x0: number, y0: number, x1: number, y1: number): number {
    const line = this.lineBuffer;
    const from = y0 * this.width + x0;
    const to = y1 * this.width + x1;
    const n = this.lineCells(from, to, line);
    const outward = isInside(this.terrain[from] as number) && !isInside(this.terrain[to] as number);
    let bits = 0;
    for (let k = 0; k < n; k++) {
      const c = line[k]!;
      const b = this.crossing(c % this.width, (c - (c % this.width)) / this.width, x1, y1);
      bits |= outward && this.terrain[c] === T_DOOR && this.cover[c] !== C_CORNER ? b & ~S_CORNER : b;
    }
    return bits;
  }

  lineCells(from: number, to: number, out: Int32Array): number {
    const w = this.width;
    const x0 = from % w;
    const y0 = (from - x0) / w;
    const x1 = to % w;
    const y1 = (to - x1) / w;
    const nx = Math.abs(x1 - x0);
    const ny = Math.abs(y1 - y0);
    const sx = x1 > x0 ? 1 : -1;
    const sy = y1 > y0 ? 1 : -1;
    let x = x0;
    let y = y0;
    let n = 0;
    // Step ix (iy) crosses the vertical (horizontal) grid line at parameter (ix + 1/2) / nx
    // ((iy + 1/2) / ny) along the segment; compare the two in integers.
    for (let ix = 0, iy = 0; ix < nx || iy < ny; ) {
      const order = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
      if (order === 0) {
        // Through a grid corner: both cells beside it are crossed.
        out[n++] = y * w + x + sx;
        out[n++] = (y + sy) * w + x;
        x += sx;
        y += sy;
        ix++;
        iy++;
      } else if (order < 0) {
        x += sx;
        ix++;
      } else {
        y += sy;
        iy++;
      }
      if (x !== x1 || y !== y1) out[n++] = y * w + x;
    }
    return n;
  }

  /** Bits the crossed cell (x, y) puts on a line of fire toward (tx, ty). */
  private crossing(x: number, y: number, tx: number, ty: number): number {
    const c = y * this.width + x;
    const near = Math.abs(x - tx) <= 1 && Math.abs(y - ty) <= 1;
    return (this.lineBits[c] as number) | (near ? (this.nearBits[c] as number) : 0);
  }

  pathField(dest: number): Int32Array {
    let field = this.fields[dest];
    if (field === undefined) {
      this.checkCell(dest);
      field = this.dijkstra([dest]);
      this.fields[dest] = field;
    }
    return field;
  }

  pathFieldToSet(key: string, cells: Int32Array): Int32Array {
    let field = this.setFields.get(key);
    if (field === undefined) {
      for (const c of cells) this.checkCell(c);
      field = this.dijkstra(cells);
      this.setFields.set(key, field);
    }
    return field;
  }

  horsePathField(dest: number): Int32Array {
    let field = this.horseFields[dest];
    if (field === undefined) {
      this.checkCell(dest);
      field = this.dijkstra([dest], this.horsePassable);
      this.horseFields[dest] = field;
    }
    return field;
  }

  horsePathFieldToSet(key: string, cells: Int32Array): Int32Array {
    let field = this.horseSetFields.get(key);
    if (field === undefined) {
      for (const c of cells) this.checkCell(c);
      field = this.dijkstra(cells, this.horsePassable);
      this.horseSetFields.set(key, field);
    }
    return field;
  }

  vehiclePathField(dest: number): Int32Array {
    let field = this.vehicleFields[dest];
    if (field === undefined) {
      this.checkCell(dest);
      field = this.dijkstra([dest], this.vehiclePassable);
      this.vehicleFields[dest] = field;
    }
    return field;
  }

  private checkCell(c: number): void {
    if (!Number.isInteger(c) || c < 0 || c >= this.cells) throw new RangeError(`cell ${c} is off the ${this.width}x${this.height} map`);
  }

  /** Cheapest cost from every cell to the nearest passable source (see {@link compileMap}). */
  private dijkstra(sources: ArrayLike<number>, passable: Uint8Array = this.passable): Int32Array {
    const { width: w, height: h, cells, enterCost } = this;
    const field = new Int32Array(cells).fill(UNREACHABLE);
    // Each cell is settled once and then pushes at most its 8 neighbours.
    const heap = (this.heap ??= new Float64Array(9 * cells + 1));
    let size = 0;
    const push = (key: number) => {
      let i = size++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        const pk = heap[parent] as number;
        if (pk <= key) break;
        heap[i] = pk;
        i = parent;
      }
      heap[i] = key;
    };
    const pop = (): number => {
      const top = heap[0] as number;
      const last = heap[--size] as number;
      let i = 0;
      for (;;) {
        let child = 2 * i + 1;
        if (child >= size) break;
        if (child + 1 < size && (heap[child + 1] as number) < (heap[child] as number)) child++;
        if ((heap[child] as number) >= last) break;
        heap[i] = heap[child] as number;
        i = child;
      }
      heap[i] = last;
      return top;
    };

    for (let i = 0; i < sources.length; i++) {
      const s = sources[i] as number;
      if (passable[s] === 1 && field[s] !== 0) {
        field[s] = 0;
        push(s);
      }
    }
    while (size > 0) {
      const key = pop();
      const cost = Math.floor(key / cells);
      const u = key - cost * cells;
      if (cost > (field[u] as number)) continue;
      const ux = u % w;
      const uy = (u - ux) / w;
      const enter = enterCost[u] as number;
      for (let d = 0; d < 8; d++) {
        const dx = FACING_DX[d] as number;
        const dy = FACING_DY[d] as number;
        const vx = ux + dx;
        const vy = uy + dy;
        if (vx < 0 || vy < 0 || vx >= w || vy >= h) continue;
        const v = vy * w + vx;
        if (passable[v] !== 1) continue;
        const diagonal = dx !== 0 && dy !== 0;
        if (diagonal && passable[uy * w + vx] !== 1 && passable[vy * w + ux] !== 1) continue;
        if (diagonal && this.doorDiagonalBarred(u, v)) continue;
        // No climbing 10 feet or more but by stairs (a drop down is allowed).
        if (!this.canStep(v, u)) continue;
        // The step v -> u enters u.
        const c = cost + (diagonal ? STEP_DIAGONAL : STEP_ORTHOGONAL) + enter;
        if (c < (field[v] as number)) {
          field[v] = c;
          push(c * cells + v);
        }
      }
    }
    return field;
  }
}
