/**
 * Test fixtures for the scenario agents: a small fake {@link GameMap} drawn as ASCII rows, an
 * observation factory that allocates the typed arrays for N characters, scripted random streams,
 * and an ASCII-to-ScenarioMap converter to run the same pictures through the real `compileMap`.
 *
 * Map legend (one character per cell, rows north to south, y grows south):
 * - `.` street (passable)
 * - `#` wall (impassable, blocks sight)
 * - `H` hard cover (impassable; `S_HARD` on a line crossing it next to the target)
 * - `C` corner cover (impassable; `S_CORNER` likewise)
 * - `s` soft cover (passable; `S_OBSCURED`)
 * - `E` exit (passable street cell where a character leaves the map)
 * - `D` door (passable; entering costs 2 extra half-spaces)
 * - `S` sidewalk (passable on foot, not on horseback: `horsePassable` 0)
 */
import {
  C_CORNER,
  C_HARD,
  C_NONE,
  C_SOFT,
  S_BLOCKED,
  S_CORNER,
  S_HARD,
  S_OBSCURED,
  T_DOOR,
  T_STREET,
  T_WALL,
  UNREACHABLE,
  emptyIntent,
  facingOfOffset,
  newObservation,
  type GameMap,
  type QuickDrawObservation,
  type ScenarioMap,
  type SkirmishIntent,
  type SkirmishObservation,
} from '@deadeye/core';
import type { AgentRng } from '../src/systems/hook.ts';

/** A fake map that also counts the path fields it computed. */
export interface FakeMap extends GameMap {
  fieldsComputed: number;
}

/** A {@link GameMap} from ASCII rows (see the legend above); places by name -> [x, y] cells. */
export function fakeMap(rows: readonly string[], places: Readonly<Record<string, readonly (readonly [number, number])[]>> = {}): FakeMap {
  const height = rows.length;
  const width = (rows[0] ?? '').length;
  const cells = width * height;
  const terrain = new Uint8Array(cells);
  const cover = new Uint8Array(cells);
  const passable = new Uint8Array(cells);
  const exit = new Uint8Array(cells);
  const horsePassable = new Uint8Array(cells);
  const coverName: string[] = [];
  for (let y = 0; y < height; y++) {
    const row = rows[y] as string;
    if (row.length !== width) throw new Error(`row ${y} has ${row.length} cells, expected ${width}`);
    for (let x = 0; x < width; x++) {
      const c = y * width + x;
      const ch = row[x];
      terrain[c] = ch === '#' ? T_WALL : ch === 'D' ? T_DOOR : T_STREET;
      cover[c] = ch === 'H' ? C_HARD : ch === 'C' ? C_CORNER : ch === 's' ? C_SOFT : C_NONE;
      passable[c] = ch === '#' || ch === 'H' || ch === 'C' ? 0 : 1;
      exit[c] = ch === 'E' ? 1 : 0;
      horsePassable[c] = passable[c] === 1 && ch !== 'S' ? 1 : 0;
      coverName.push(ch === 'H' ? 'hard cover' : ch === 'C' ? 'corner cover' : ch === 's' ? 'soft cover' : '');
    }
  }
  // Cells with a hard or corner cover neighbour: the only cells its sight rows can mark as covered.
  const coverCells: number[] = [];
  for (let c = 0; c < cells; c++) {
    if (passable[c] !== 1) continue;
    const x = c % width;
    const y = Math.floor(c / width);
    let near = false;
    for (let ny = y - 1; ny <= y + 1; ny++) {
      for (let nx = x - 1; nx <= x + 1; nx++) {
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const k = cover[ny * width + nx];
        if (k === C_HARD || k === C_CORNER) near = true;
      }
    }
    if (near) coverCells.push(c);
  }
  const placeMap = new Map<string, Int32Array>();
  for (const [name, list] of Object.entries(places)) placeMap.set(name, Int32Array.from(list.map(([x, y]) => y * width + x)).sort());

  const sightRows = new Map<number, Uint8Array>();
  const fields = new Map<string, Int32Array>();

  const xy = (c: number): [number, number] => [c % width, Math.floor(c / width)];

  const lineBits = (from: number, to: number): number => {
    const [x0, y0] = xy(from);
    const [x1, y1] = xy(to);
    const dx = x1 - x0;
    const dy = y1 - y0;
    const steps = Math.max(Math.abs(dx), Math.abs(dy)) * 32;
    let bits = 0;
    for (let k = 1; k < steps; k++) {
      const px = x0 + 0.5 + (dx * k) / steps;
      const py = y0 + 0.5 + (dy * k) / steps;
      const cx = Math.floor(px);
      const cy = Math.floor(py);
      const c = cy * width + cx;
      if (c === from || c === to) continue;
      if (terrain[c] === T_WALL) bits |= S_BLOCKED;
      if (cover[c] === C_SOFT) bits |= S_OBSCURED;
      const near = Math.abs(cx - x1) <= 1 && Math.abs(cy - y1) <= 1;
      if (near && cover[c] === C_HARD) bits |= S_HARD;
      if (near && cover[c] === C_CORNER) bits |= S_CORNER;
    }
    return bits;
  };

  /** Dijkstra backward from the sources (O(n^2): the maps are tiny). */
  const dijkstra = (sources: ArrayLike<number>): Int32Array => {
    result.fieldsComputed++;
    const field = new Int32Array(cells).fill(UNREACHABLE);
    const done = new Uint8Array(cells);
    for (let k = 0; k < sources.length; k++) {
      const s = sources[k] as number;
      if (passable[s] === 1) field[s] = 0;
    }
    for (;;) {
      let u = -1;
      for (let c = 0; c < cells; c++) if (done[c] === 0 && (field[c] as number) < UNREACHABLE && (u < 0 || (field[c] as number) < (field[u] as number))) u = c;
      if (u < 0) break;
      done[u] = 1;
      const [ux, uy] = xy(u);
      // A step from v into u costs 2 or 3, plus 2 if u is a door.
      const extra = terrain[u] === T_DOOR ? 2 : 0;
      for (let ddy = -1; ddy <= 1; ddy++) {
        for (let ddx = -1; ddx <= 1; ddx++) {
          if (ddx === 0 && ddy === 0) continue;
          const vx = ux + ddx;
          const vy = uy + ddy;
          if (vx < 0 || vy < 0 || vx >= width || vy >= height) continue;
          const v = vy * width + vx;
          if (passable[v] !== 1) continue;
          // No diagonal squeeze between two impassable orthogonal neighbours.
          if (ddx !== 0 && ddy !== 0 && passable[uy * width + vx] !== 1 && passable[vy * width + ux] !== 1) continue;
          const cost = (field[u] as number) + (ddx !== 0 && ddy !== 0 ? 3 : 2) + extra;
          if (cost < (field[v] as number)) field[v] = cost;
        }
      }
    }
    return field;
  };

  const cellX = Int32Array.from({ length: cells }, (_, c) => c % width);
  const cellY = Int32Array.from({ length: cells }, (_, c) => Math.floor(c / width));
  // Flat ground: every step onto a passable neighbour but a diagonal squeeze (FACING_DX order).
  const steps = new Uint8Array(cells);
  const DX = [0, 1, 1, 1, 0, -1, -1, -1];
  const DY = [-1, -1, 0, 1, 1, 1, 0, -1];
  for (let c = 0; c < cells; c++) {
    const [x, y] = xy(c);
    for (let k = 0; k < 8; k++) {
      const nx = x + DX[k]!;
      const ny = y + DY[k]!;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || passable[ny * width + nx] !== 1) continue;
      if (nx !== x && ny !== y && passable[y * width + nx] !== 1 && passable[ny * width + x] !== 1) continue;
      steps[c] = steps[c]! | (1 << k);
    }
  }

  // Offset tables as GameMap documents them, from this map's own distance (hypot) and facing.
  const span = 2 * width - 1;
  const offsetKey = Int32Array.from({ length: cells }, (_, c) => Math.floor(c / width) * span + (c % width));
  const offsetCentre = (height - 1) * span + width - 1;
  const offsetDistance = new Float64Array(span * (2 * height - 1));
  const offsetFacing = new Uint8Array(span * (2 * height - 1));
  for (let dy = 1 - height; dy < height; dy++) {
    for (let dx = 1 - width; dx < width; dx++) {
      offsetDistance[offsetCentre + dy * span + dx] = Math.hypot(dx, dy);
      offsetFacing[offsetCentre + dy * span + dx] = facingOfOffset(dx, dy);
    }
  }

  const result: FakeMap = {
    width,
    height,
    cells,
    feetPerSpace: 6,
    terrain,
    // Doors cost 2 half-spaces to enter (BOOT HILL's costs on 6-foot spaces), as the fake path fields count them.
    enterCost: Uint8Array.from(terrain, (t) => (t === T_DOOR ? 2 : 0)),
    cover,
    passable,
    exit,
    places: placeMap,
    coverName,
    coverCells: Int32Array.from(coverCells),
    // Every cell may be in cover (no sight row skipped): the fixture's sight rows are its own.
    coverable: new Uint8Array(cells).fill(1),
    // Flat ground: heights are the engine's and GameMap's to test.
    elevation: new Float64Array(cells),
    cellX,
    cellY,
    steps,
    stepOffset: Int32Array.from(DX, (dx, k) => DY[k]! * width + dx),
    offsetKey,
    offsetCentre,
    offsetDistance,
    offsetFacing,
    canStep: () => true,
    facing(from, to) {
      if (from < 0 || to < 0 || from === to) return -1;
      const [fx, fy] = xy(from);
      const [tx, ty] = xy(to);
      return facingOfOffset(tx - fx, ty - fy);
    },
    fieldsComputed: 0,
    distance(a, b) {
      const [ax, ay] = xy(a);
      const [bx, by] = xy(b);
      return Math.hypot(ax - bx, ay - by);
    },
    sight(from) {
      let row = sightRows.get(from);
      if (row === undefined) {
        row = new Uint8Array(cells);
        for (let to = 0; to < cells; to++) row[to] = to === from ? 0 : lineBits(from, to);
        sightRows.set(from, row);
      }
      return row;
    },
    lineCells() {
      throw new Error('FakeMap.lineCells: agents never walk a line of fire (the engine does)');
    },
    pathField(dest) {
      const key = `cell:${dest}`;
      let f = fields.get(key);
      if (f === undefined) {
        f = dijkstra([dest]);
        fields.set(key, f);
      }
      return f;
    },
    pathFieldToSet(key, set) {
      let f = fields.get(`set:${key}`);
      if (f === undefined) {
        f = dijkstra(set);
        fields.set(`set:${key}`, f);
      }
      return f;
    },
    cellAt(x, y) {
      return x >= 0 && y >= 0 && x < width && y < height ? y * width + x : -1;
    },
    // Horses go wherever figures go on these fixtures (Northfield's street-only horses are the engine's to test).
    horsePassable,
    horsePathField(dest) {
      return this.pathField(dest);
    },
    horsePathFieldToSet(key, set) {
      return this.pathFieldToSet(key, set);
    },
    // Vehicles too (agents never drive one; the Quick on the Draw engine tests them).
    vehiclePassable: passable,
    vehiclePathField(dest) {
      return this.pathField(dest);
    },
  };
  return result;
}

/** The same ASCII picture as a `ScenarioMap` for the real `compileMap` (`E` cells form the `exit` place). */
export function scenarioMapOf(rows: readonly string[]): ScenarioMap {
  const walls: [number, number][] = [];
  const doors: [number, number][] = [];
  const hard: [number, number][] = [];
  const corner: [number, number][] = [];
  const soft: [number, number][] = [];
  const exits: [number, number][] = [];
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const ch = row[x];
      if (ch === '#') walls.push([x, y]);
      if (ch === 'D') doors.push([x, y]);
      if (ch === 'H') hard.push([x, y]);
      if (ch === 'C') corner.push([x, y]);
      if (ch === 's') soft.push([x, y]);
      if (ch === 'E') exits.push([x, y]);
    }
  });
  return {
    width: (rows[0] ?? '').length,
    height: rows.length,
    feetPerSpace: 6,
    default: 'street',
    terrain: [
      { type: 'wall', cells: walls },
      { type: 'door', cells: doors },
    ],
    cover: [
      { kind: 'hard', cells: hard },
      { kind: 'corner', cells: corner },
      { kind: 'soft', cells: soft },
    ],
    places: { exit: { cells: exits } },
    exits: ['exit'],
    heights: [],
  };
}

/** A character placed in a test observation. */
export interface CharSpec {
  side: number;
  at: readonly [number, number];
  /** Default 1. */
  visible?: number;
  /** Default 1. */
  up?: number;
  /** Default 0. */
  danger?: number;
  /** Default 0. */
  leader?: number;
  /** STATUS_*; default 0 (up) when `up` is 1, else 2 (dead). */
  status?: number;
  /** Default 0 (on foot). */
  riding?: number;
  /** Cell of his riderless horse; default -1. */
  horseAt?: number;
  /** Default -1. */
  carrying?: number;
  /** Default -1. */
  carriedBy?: number;
}

/** A carried weapon; `extremeRange` defaults to `bands[3]`. */
export interface WeaponSpec {
  loaded: number;
  spare: number;
  capacity: number;
  rateOfFire: number;
  reloadRate: number;
  bands: readonly [number, number, number, number];
  extremeRange?: number;
  thrown?: number;
  firearm?: number;
  longArm?: number;
}

/** A six-gun: 6 rounds, rate of fire 3, reload 3, bands 3/7/15/30 spaces, 12 spare rounds. */
export const REVOLVER: WeaponSpec = { loaded: 6, spare: 12, capacity: 6, rateOfFire: 3, reloadRate: 3, bands: [3, 7, 15, 30], firearm: 1 };
/** A rifle: 10 rounds, rate of fire 1, reload 2, bands 10/20/40/60 spaces. */
export const RIFLE: WeaponSpec = { loaded: 10, spare: 20, capacity: 10, rateOfFire: 1, reloadRate: 2, bands: [10, 20, 40, 60], firearm: 1, longArm: 1 };
/**
 * A revolver as the Quick on the Draw engine describes it (effective range 12 paces; `bands`:
 * half, effective, 1.5x and 2x effective range; extreme range 2x): 6 rounds, rate of fire 3.
 */
export const QD_REVOLVER: WeaponSpec = { loaded: 6, spare: 12, capacity: 6, rateOfFire: 3, reloadRate: 3, bands: [6, 12, 18, 24], firearm: 1 };
/** A throwing knife: thrown, no rounds, bands 1/2/3/4 spaces. */
export const KNIFE: WeaponSpec = { loaded: 0, spare: 0, capacity: 0, rateOfFire: 1, reloadRate: 0, bands: [1, 2, 3, 4], thrown: 1, firearm: 0 };
/** A club: a striking weapon only. */
export const CLUB: WeaponSpec = { loaded: 0, spare: 0, capacity: 0, rateOfFire: 0, reloadRate: 0, bands: [0, 0, 0, 0], extremeRange: 0, firearm: 0 };

/** A writable observation (the contract's arrays are readonly only to agents). */
export type TestObservation = {
  -readonly [K in keyof SkirmishObservation]: SkirmishObservation[K];
} & { params: Record<string, number> };

export interface ObservationOptions {
  /** The observer, default 0. */
  self?: number;
  phase?: number;
  turn?: number;
  weapons?: readonly WeaponSpec[];
  /** Default 0 when weapons are given, else -1. */
  weaponInHand?: number;
  params?: Record<string, number>;
  /** Exit cells, default every exit cell of the map. */
  exits?: readonly number[];
  /** Items lying on the map, [x, y] each (default none). */
  items?: readonly (readonly [number, number])[];
  /** The observer is mounted (default false). */
  mounted?: boolean;
  /** His riderless horse's cell, [x, y] (default none). */
  horseAt?: readonly [number, number];
  /** Quick on the Draw's observation fields (default: their nothing values, 0 and `aimingAt` -1). */
  quickDraw?: Partial<QuickDrawObservation>;
}

const MAX_WEAPONS = 4;

/**
 * An observation of `chars` on `map` by `chars[self]`: cells from `at`, distances and sight bits
 * from the observer's cell. Own side is always visible. Everything else neutral (not broken, no
 * last attacker, no hold...).
 */
export function makeObservation(map: GameMap, chars: readonly CharSpec[], options: ObservationOptions = {}): TestObservation {
  const n = chars.length;
  const self = options.self ?? 0;
  const weapons = options.weapons ?? [];
  const exits: number[] = [];
  if (options.exits === undefined) {
    for (let c = 0; c < map.cells; c++) if (map.exit[c] === 1) exits.push(c);
  } else exits.push(...options.exits);
  const o = newObservation({
    self,
    map,
    // The sides first: the observation's `enemies` is built from them.
    side: Int32Array.from(chars, (c) => c.side),
    up: new Uint8Array(n),
    status: new Uint8Array(n),
    leader: new Uint8Array(n),
    riding: new Uint8Array(n),
    horseAt: new Int32Array(n),
    carrying: new Int32Array(n),
    carriedBy: new Int32Array(n),
    weaponSlots: MAX_WEAPONS,
    weaponCount: weapons.length,
    strength: 12,
    params: { ...(options.params ?? {}) },
    exits: Int32Array.from(exits),
    treatable: new Int8Array(n),
    itemCell: Int32Array.from((options.items ?? []).map(([x, y]) => map.cellAt(x, y))),
  }) as TestObservation;
  o.phase = options.phase ?? 0;
  o.turn = options.turn ?? 1;
  o.weaponInHand = options.weaponInHand ?? (weapons.length > 0 ? 0 : -1);
  o.horseCell = options.horseAt === undefined ? -1 : map.cellAt(options.horseAt[0], options.horseAt[1]);
  if (options.quickDraw !== undefined) Object.assign(o, options.quickDraw);
  if (options.mounted === true) o.mounted = 1;
  chars.forEach((c, i) => {
    o.side[i] = c.side;
    o.cell[i] = map.cellAt(c.at[0], c.at[1]);
    o.visible[i] = c.visible ?? 1;
    o.up[i] = c.up ?? 1;
    o.danger[i] = c.danger ?? 0;
    o.leader[i] = c.leader ?? 0;
    o.status[i] = c.status ?? ((c.up ?? 1) === 1 ? 0 : 2);
    o.riding[i] = c.riding ?? 0;
    o.horseAt[i] = c.horseAt ?? -1;
    o.carrying[i] = c.carrying ?? -1;
    o.carriedBy[i] = c.carriedBy ?? -1;
  });
  // The observer's own entries agree with his own fields.
  if (o.mounted === 1) o.riding[self] = 1;
  if (o.horseCell >= 0) o.horseAt[self] = o.horseCell;
  weapons.forEach((w, i) => {
    o.loaded[i] = w.loaded;
    o.spare[i] = w.spare;
    o.capacity[i] = w.capacity;
    o.rateOfFire[i] = w.rateOfFire;
    o.reloadRate[i] = w.reloadRate;
    o.extremeRange[i] = w.extremeRange ?? w.bands[3];
    for (let b = 0; b < 4; b++) o.bands[4 * i + b] = w.bands[b] as number;
    o.thrown[i] = w.thrown ?? 0;
    o.firearm[i] = w.firearm ?? 1;
    o.longArm[i] = w.longArm ?? 0;
  });
  refresh(o);
  return o;
}

/** Recomputes distances and sight bits from the observer's current cell (after moving someone). */
export function refresh(o: TestObservation): void {
  const own = o.cell[o.self] as number;
  o.visible[o.self] = 1;
  for (let i = 0; i < o.count; i++) {
    const c = o.cell[i] as number;
    o.distance[i] = o.map.distance(own, c);
    o.sightBits[i] = i === o.self ? 0 : (o.map.sight(own)[c] as number);
  }
}

/** Moves character `i` to (x, y) and refreshes the observation. */
export function place(o: TestObservation, i: number, x: number, y: number): void {
  o.cell[i] = o.map.cellAt(x, y);
  refresh(o);
}

/** A random stream returning `values` in turn from `uniform()` (throws when they run out); counts draws. */
export function scriptedRng(values: readonly number[]): AgentRng & { draws: number } {
  let k = 0;
  const rng = {
    draws: 0,
    uniform(): number {
      if (k >= values.length) throw new Error('scriptedRng: out of values');
      rng.draws++;
      return values[k++] as number;
    },
    die(): number {
      throw new Error('scriptedRng: die() not scripted');
    },
    d100(): number {
      throw new Error('scriptedRng: d100() not scripted');
    },
  };
  return rng as unknown as AgentRng & { draws: number };
}

/** A random stream that fails the test if an agent draws from it (deterministic doctrines). */
export const NO_RNG: AgentRng = new Proxy(
  {},
  {
    get(_t, key) {
      throw new Error(`a deterministic agent used rng.${String(key)}`);
    },
  },
) as AgentRng;

/** A fresh intent. */
export function intent(): SkirmishIntent {
  return emptyIntent();
}
