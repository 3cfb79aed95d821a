/**
 * The compiled map every rule system plays on: terrain and cover per cell in flat typed arrays,
 * line of sight and cover per (from, to) cell pair computed lazily one `from` row at a time and
 * cached, and path distance fields toward a destination, also lazy and cached. Nothing is
 * allocated once a row or field has been computed, so a trial loop can query it freely.
 *
 * Cells are numbered `index = y * width + x`.
 */

/** Terrain codes in `GameMap.terrain` (order of TERRAIN_TYPES in types.ts). */
export const T_STREET = 0;
export const T_SIDEWALK = 1;
export const T_INTERIOR = 2;
export const T_WALL = 3;
export const T_DOOR = 4;
export const T_WINDOW = 5;
export const T_STAIRS = 6;
export const T_ROUGH = 7;

/** Cover codes in `GameMap.cover`. */
export const C_NONE = 0;
export const C_HARD = 1;
export const C_SOFT = 2;
export const C_CORNER = 3;

/**
 * Bits of a sight entry `sight(from)[to]`, for a line of fire drawn from the centre of `from` to
 * the centre of `to`:
 * - `S_BLOCKED`: a wall cell lies on the line: no sight, no fire.
 * - `S_OBSCURED`: the line crosses soft cover: the target is obscured (50% or less visible).
 * - `S_HARD`: the line crosses a hard cover cell or a window cell adjacent to `to` (Chebyshev
 *   distance 1): the target at `to` is behind hard cover, shooting over it.
 * - `S_CORNER`: the line crosses a corner cover cell or a door cell adjacent to `to`: the target is
 *   around a corner (a leg exposed too).
 * Hard and corner cover cells do not block sight (a man is seen over a trough or round a corner);
 * only walls do. The cells `from` and `to` themselves are never counted. A line "crosses" every
 * cell it passes through (supercover: a line through a corner point crosses both neighbours).
 */
export const S_BLOCKED = 1;
export const S_OBSCURED = 2;
export const S_HARD = 4;
export const S_CORNER = 8;

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

  /** Euclidean distance between cell centres, in spaces. */
  distance(a: number, b: number): number;

  /**
   * Sight row of cell `from`: `row[to]` holds the `S_*` bits of the line from `from` to `to`.
   * Computed on first use and cached; the returned array must not be written.
   */
  sight(from: number): Uint8Array;

  /**
   * Path cost field toward `dest`: `field[c]` is the cost in half-spaces of the cheapest path from
   * `c` to `dest` over passable cells, 8-connected (orthogonal step 2, diagonal step 3, door +2,
   * window +6, stairs +12: the rulebook's MOVEMENT costs doubled), or `UNREACHABLE`. Computed on
   * first use and cached; must not be written.
   */
  pathField(dest: number): Int32Array;

  /**
   * The cheapest path cost field toward the nearest cell of a set (a place, or every exit), as
   * `pathField`; cached by `key`.
   */
  pathFieldToSet(key: string, cells: Int32Array): Int32Array;

  /** `index` of `[x, y]`; -1 when off the map. */
  cellAt(x: number, y: number): number;
}

/** Path cost of a cell no path reaches. */
export const UNREACHABLE = 0x3fffffff;
