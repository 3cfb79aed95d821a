import { describe, it, expect } from 'vitest';
import {
  cellXY,
  compileMap,
  exitCells,
  taskPlaces,
  DEFAULT_TERRAIN_COSTS,
  DOWNHILL_UNKNOWN,
  downhillSteps,
  FACING_DX,
  FACING_DY,
  lineCrosses,
  lineRoom,
  offsetIndex,
  C_CORNER,
  C_HARD,
  C_NONE,
  C_SOFT,
  S_BLOCKED,
  S_CORNER,
  S_HARD,
  S_OBSCURED,
  T_INTERIOR,
  T_STREET,
  T_WALL,
  T_WINDOW,
  UNREACHABLE,
  type GameMap,
} from '../src/scenario/game-map.ts';
import type { CoverObject, ScenarioMap, TerrainPatch } from '../src/scenario/types.ts';

function map(width: number, height: number, more: Partial<ScenarioMap> = {}): ScenarioMap {
  return { width, height, feetPerSpace: 6, default: 'street', terrain: [], cover: [], places: {}, heights: [], ...more };
}

const wall = (...cells: [number, number][]): TerrainPatch => ({ type: 'wall', cells });
const cover = (kind: CoverObject['kind'], ...cells: [number, number][]): CoverObject => ({ kind, cells });

/** Sight bits of the line from (x0, y0) to (x1, y1). */
function sight(m: GameMap, x0: number, y0: number, x1: number, y1: number): number {
  return m.sight(m.cellAt(x0, y0))[m.cellAt(x1, y1)] as number;
}

/** Path cost from (x, y) to (dx, dy). */
function cost(m: GameMap, x: number, y: number, dx: number, dy: number): number {
  return m.pathField(m.cellAt(dx, dy))[m.cellAt(x, y)] as number;
}

describe('compileMap: terrain, cover, places, exits', () => {
  it('applies terrain patches in order, a later one overwriting an earlier one', () => {
    const interiorThenWall = compileMap(map(4, 4, { terrain: [{ type: 'interior', rect: [0, 0, 3, 3] }, wall([1, 1])] }));
    expect(interiorThenWall.terrain[interiorThenWall.cellAt(1, 1)]).toBe(T_WALL);
    expect(interiorThenWall.terrain[interiorThenWall.cellAt(0, 0)]).toBe(T_INTERIOR);
    expect(interiorThenWall.terrain[interiorThenWall.cellAt(3, 3)]).toBe(T_STREET);

    const wallThenInterior = compileMap(map(4, 4, { terrain: [wall([1, 1]), { type: 'interior', rect: [0, 0, 3, 3] }] }));
    expect(wallThenInterior.terrain[wallThenInterior.cellAt(1, 1)]).toBe(T_INTERIOR);
  });

  it('uses map.default for uncovered cells and applies cover objects in order, with their names', () => {
    const m = compileMap(
      map(3, 1, {
        default: 'interior',
        cover: [{ kind: 'soft', name: 'fence', cells: [[0, 0], [1, 0]] }, { kind: 'hard', name: 'trough', cells: [[1, 0]] }, cover('corner', [2, 0])],
      }),
    );
    expect([...m.terrain]).toEqual([T_INTERIOR, T_INTERIOR, T_INTERIOR]);
    expect([...m.cover]).toEqual([C_SOFT, C_HARD, C_CORNER]);
    expect(m.coverName).toEqual(['fence', 'trough', 'corner cover']);
    expect(compileMap(map(2, 1)).cover[0]).toBe(C_NONE);
    expect(compileMap(map(2, 1)).coverName).toEqual(['', '']);
  });

  it('marks walls, hard and corner cover impassable; soft cover, doors, windows, stairs passable', () => {
    const m = compileMap(
      map(7, 1, {
        terrain: [wall([0, 0]), { type: 'door', cells: [[3, 0]] }, { type: 'window', cells: [[4, 0]] }, { type: 'stairs', cells: [[5, 0]] }],
        cover: [cover('hard', [1, 0]), cover('corner', [2, 0]), cover('soft', [6, 0])],
      }),
    );
    expect([...m.passable]).toEqual([0, 0, 0, 1, 1, 1, 1]);
  });

  it('compiles places to sorted cell indices without repeats', () => {
    const m = compileMap(map(5, 5, { places: { bank: { cells: [[4, 4], [1, 1]], rect: [1, 1, 2, 1] } } }));
    expect([...(m.places.get('bank') ?? [])]).toEqual([6, 7, 24]);
  });

  it('makes every passable edge cell an exit when exits is absent', () => {
    const m = compileMap(map(5, 4, { terrain: [wall([0, 2])] }));
    const exits = [...m.exit].reduce((a, b) => a + b, 0);
    expect(exits).toBe(2 * 5 + 2 * 2 - 1);
    expect(m.exit[m.cellAt(0, 0)]).toBe(1);
    expect(m.exit[m.cellAt(4, 3)]).toBe(1);
    expect(m.exit[m.cellAt(0, 2)]).toBe(0); // a wall
    expect(m.exit[m.cellAt(2, 1)]).toBe(0); // inside
  });

  it('makes only the passable cells of the named places exits when exits is given', () => {
    const m = compileMap(map(5, 4, { terrain: [wall([4, 0])], places: { east: { rect: [4, 0, 1, 4] }, west: { rect: [0, 0, 1, 4] } }, exits: ['east'] }));
    expect([...m.exit].reduce((a, b) => a + b, 0)).toBe(3);
    expect(m.exit[m.cellAt(4, 0)]).toBe(0);
    expect(m.exit[m.cellAt(4, 1)]).toBe(1);
    expect(m.exit[m.cellAt(0, 1)]).toBe(0);
    expect([...compileMap(map(3, 3, { exits: [] })).exit].every((e) => e === 0)).toBe(true);
  });

  it('rejects areas off the map and unknown exit places', () => {
    expect(() => compileMap(map(3, 3, { terrain: [wall([3, 0])] }))).toThrow(RangeError);
    expect(() => compileMap(map(3, 3, { cover: [{ kind: 'hard', rect: [2, 2, 2, 1] }] }))).toThrow(/off the 3x3 map/);
    expect(() => compileMap(map(3, 3, { exits: ['nowhere'] }))).toThrow(/nowhere/);
  });
});

describe('compileMap: cells and distance', () => {
  const m = compileMap(map(10, 8));

  it('numbers cells y * width + x and returns -1 off the map', () => {
    expect(m.cells).toBe(80);
    expect(m.cellAt(3, 2)).toBe(23);
    expect(m.cellAt(9, 7)).toBe(79);
    expect(m.cellAt(-1, 0)).toBe(-1);
    expect(m.cellAt(10, 0)).toBe(-1);
    expect(m.cellAt(0, 8)).toBe(-1);
  });

  it('measures the Euclidean distance between cell centres, in spaces', () => {
    expect(m.distance(m.cellAt(0, 0), m.cellAt(3, 4))).toBe(5);
    expect(m.distance(m.cellAt(9, 0), m.cellAt(0, 0))).toBe(9);
    expect(m.distance(m.cellAt(1, 1), m.cellAt(2, 2))).toBeCloseTo(Math.SQRT2, 12);
    expect(m.distance(m.cellAt(5, 5), m.cellAt(5, 5))).toBe(0);
  });

  it('offsetIndex reads the same distance and facing from the offset tables, for every pair of cells', () => {
    for (let a = 0; a < m.cells; a++) {
      for (let b = 0; b < m.cells; b++) {
        const k = offsetIndex(m, a, b);
        expect(Number.isInteger(k)).toBe(true);
        const dx = m.cellX[b]! - m.cellX[a]!;
        const dy = m.cellY[b]! - m.cellY[a]!;
        expect(m.offsetDistance[k]).toBe(Math.sqrt(dx * dx + dy * dy));
        expect(m.offsetDistance[k]).toBe(m.distance(a, b));
        if (a !== b) expect(m.offsetFacing[k]).toBe(m.facing(a, b));
      }
    }
    expect(m.offsetDistance[offsetIndex(m, m.cellAt(0, 0), m.cellAt(3, 4))]).toBe(5);
  });
});

describe('compileMap: sight', () => {
  it('sees clear across open ground', () => {
    const m = compileMap(map(9, 7));
    for (const from of [0, m.cellAt(4, 3), m.cellAt(8, 6)]) expect([...m.sight(from)].every((b) => b === 0)).toBe(true);
  });

  it('caches a row: the same array twice', () => {
    const m = compileMap(map(4, 4));
    expect(m.sight(5)).toBe(m.sight(5));
  });

  it('is blocked by a wall on the line, not by a wall off it, nor by the target cell itself', () => {
    const m = compileMap(map(6, 3, { terrain: [wall([2, 1])] }));
    expect(sight(m, 0, 1, 5, 1)).toBe(S_BLOCKED);
    expect(sight(m, 5, 1, 0, 1)).toBe(S_BLOCKED);
    expect(sight(m, 0, 0, 5, 0)).toBe(0);
    expect(sight(m, 0, 1, 1, 1)).toBe(0);
    expect(sight(m, 0, 1, 2, 1)).toBe(0); // the wall is the target cell
  });

  it('is obscured, not blocked, by soft cover anywhere on the line', () => {
    const m = compileMap(map(8, 1, { cover: [cover('soft', [1, 0])] }));
    expect(sight(m, 0, 0, 7, 0)).toBe(S_OBSCURED); // next to the shooter, far from the target
    expect(sight(m, 7, 0, 0, 0)).toBe(S_OBSCURED);
    expect(sight(m, 7, 0, 1, 0)).toBe(0); // the target's own cell does not count
    expect(sight(m, 7, 0, 2, 0)).toBe(0);
  });

  it('gives hard cover only to a target adjacent to the hard cover cell', () => {
    const m = compileMap(map(8, 1, { cover: [cover('hard', [6, 0])] }));
    expect(sight(m, 0, 0, 7, 0)).toBe(S_HARD); // target next to the trough
    expect(sight(m, 7, 0, 0, 0)).toBe(0); // shooter next to it, target 6 spaces away: no cover
    expect(sight(m, 7, 0, 5, 0)).toBe(S_HARD); // from the other side, target next to it
  });

  it('gives corner cover next to a corner cover cell', () => {
    const m = compileMap(map(8, 1, { cover: [cover('corner', [6, 0])] }));
    expect(sight(m, 0, 0, 7, 0)).toBe(S_CORNER);
    expect(sight(m, 7, 0, 0, 0)).toBe(0);
  });

  it('treats a window next to the target as hard cover and a door next to the target as corner cover', () => {
    const m = compileMap(map(9, 3, { terrain: [{ type: 'window', cells: [[6, 0]] }, { type: 'door', cells: [[6, 2]] }] }));
    expect(m.terrain[m.cellAt(6, 0)]).toBe(T_WINDOW);
    expect(sight(m, 0, 0, 7, 0)).toBe(S_HARD);
    expect(sight(m, 8, 0, 2, 0)).toBe(0); // window far from the target
    expect(sight(m, 0, 2, 7, 2)).toBe(S_CORNER);
    expect(sight(m, 8, 2, 2, 2)).toBe(0);
    // Adjacency is Chebyshev: a diagonal neighbour of the target counts.
    expect(sight(m, 5, 0, 7, 1)).toBe(S_HARD); // crosses (6, 0), (6, 1)
    expect(sight(m, 3, 0, 7, 1)).toBe(0); // crosses (4, 0), (5, 0), (5, 1), (6, 1): misses the window
    expect(sight(m, 4, 2, 7, 1)).toBe(S_CORNER); // through the corner beside the door (6, 2)
  });

  it('gives no door corner to a man outside shot from inside through the door: the doorway frames the shooter (S5 amended)', () => {
    // A building on the west (x 0-3, y 0-4: walls round an interior x 1-2, y 1-3), its door at (3, 2);
    // the street east of it.
    const m = compileMap(
      map(10, 5, {
        terrain: [
          { type: 'wall', rect: [0, 0, 4, 5] },
          { type: 'interior', rect: [1, 1, 2, 3] },
          { type: 'door', cells: [[3, 2]] },
        ],
      }),
    );
    // From inside, out through the door, at a man beside it in the street: no corner.
    expect(sight(m, 1, 2, 4, 2)).toBe(0);
    expect(sight(m, 1, 2, 5, 2)).toBe(0);
    // The other way, from the street at the man inside behind the door: the doorway frames him.
    expect(sight(m, 8, 2, 2, 2)).toBe(S_CORNER);
    // Inside to inside, through a door between two rooms: the man beyond it is framed by it.
    const rooms = compileMap(
      map(9, 3, {
        terrain: [
          { type: 'wall', rect: [0, 0, 9, 3] },
          { type: 'interior', rect: [1, 1, 7, 1] },
          { type: 'wall', cells: [[4, 1]] },
          { type: 'door', cells: [[4, 1]] },
        ],
      }),
    );
    expect(sight(rooms, 1, 1, 5, 1)).toBe(S_CORNER);
  });

  it('counts both cells beside a corner the line passes exactly through', () => {
    // (0,0) -> (2,2) passes through the grid corner between (0,0), (1,0), (0,1) and (1,1).
    for (const cell of [[1, 0], [0, 1], [2, 1], [1, 2]] as [number, number][]) {
      const m = compileMap(map(3, 3, { terrain: [wall(cell)] }));
      expect(sight(m, 0, 0, 2, 2)).toBe(S_BLOCKED);
      expect(sight(m, 2, 2, 0, 0)).toBe(S_BLOCKED);
    }
    const offLine = compileMap(map(3, 3, { terrain: [wall([2, 0]), wall([0, 2])] }));
    expect(sight(offLine, 0, 0, 2, 2)).toBe(0);
  });

  it('crosses every cell the segment passes through (supercover), not just one per column', () => {
    // (0,0) -> (2,1): the segment crosses x = 1 at y = 0.75 (cell (1,0)) and y = 1 at x = 1.5 (cell (1,1)).
    for (const cell of [[1, 0], [1, 1]] as [number, number][]) {
      expect(sight(compileMap(map(3, 2, { terrain: [wall(cell)] })), 0, 0, 2, 1)).toBe(S_BLOCKED);
    }
    expect(sight(compileMap(map(3, 2, { terrain: [wall([0, 1]), wall([2, 0])] })), 0, 0, 2, 1)).toBe(0);
  });

  it('combines bits along a line', () => {
    const m = compileMap(map(8, 1, { terrain: [wall([3, 0])], cover: [cover('soft', [1, 0]), cover('hard', [6, 0])] }));
    expect(sight(m, 0, 0, 7, 0)).toBe(S_BLOCKED | S_OBSCURED | S_HARD);
  });
});

describe('compileMap: lineCells', () => {
  const cellsOf = (m: GameMap, x0: number, y0: number, x1: number, y1: number): [number, number][] => {
    const out = new Int32Array(m.width + m.height);
    const k = m.lineCells(m.cellAt(x0, y0), m.cellAt(x1, y1), out);
    return Array.from(out.subarray(0, k), (c) => [c % m.width, Math.floor(c / m.width)]);
  };
  it('lists the crossed cells in order from the shooter, both ends left out', () => {
    const m = compileMap(map(9, 7));
    expect(cellsOf(m, 1, 3, 5, 3)).toEqual([[2, 3], [3, 3], [4, 3]]);
    expect(cellsOf(m, 5, 3, 1, 3)).toEqual([[4, 3], [3, 3], [2, 3]]);
    expect(cellsOf(m, 0, 0, 1, 1)).toEqual([[1, 0], [0, 1]]);
    expect(cellsOf(m, 4, 4, 4, 4)).toEqual([]);
  });
  it('crosses both cells beside a grid corner on an exact diagonal (supercover), as sight does', () => {
    const m = compileMap(map(9, 7));
    expect(cellsOf(m, 0, 0, 2, 2)).toEqual([[1, 0], [0, 1], [1, 1], [2, 1], [1, 2]]);
    // A knight's move passes through the centre of no grid corner: two cells.
    expect(cellsOf(m, 0, 0, 2, 1)).toEqual([[1, 0], [1, 1]]);
  });
  it('reads the whole of a long exact diagonal (3L - 1 cells, more than width + height): a wall by its far end blocks it', () => {
    // A 20 x 20 map, the diagonal from (0, 0) to (19, 19): 56 cells crossed.
    const open = compileMap(map(20, 20));
    const out = new Int32Array(lineRoom(open));
    expect(open.lineCells(open.cellAt(0, 0), open.cellAt(19, 19), out)).toBe(56);
    expect(sight(open, 0, 0, 19, 19) & S_BLOCKED).toBe(0);
    for (const [x, y] of [[17, 17], [18, 17], [17, 18], [1, 1]] as const) {
      const walled = compileMap(map(20, 20, { terrain: [wall([x, y])] }));
      expect(sight(walled, 0, 0, 19, 19) & S_BLOCKED, `wall at ${x},${y}`).not.toBe(0);
      expect(sight(walled, 19, 19, 0, 0) & S_BLOCKED, `wall at ${x},${y}, looking back`).not.toBe(0);
    }
  });
  it('gives the cells whose walls block sight', () => {
    const m = compileMap(map(9, 7, { terrain: [wall([3, 2])] }));
    for (let x = 0; x < 9; x++) {
      for (let y = 0; y < 7; y++) {
        const crosses = cellsOf(m, 0, 0, x, y).some(([a, b]) => a === 3 && b === 2);
        expect((sight(m, 0, 0, x, y) & S_BLOCKED) !== 0).toBe(crosses);
      }
    }
  });
});

describe('lineCrosses', () => {
  it('is true for exactly the cells lineCells lists, over every pair of cells of a 13 x 11 grid and every cell of their box but the ends', () => {
    const m = compileMap(map(13, 11));
    const out = new Int32Array(lineRoom(m));
    const onLine = new Uint8Array(m.cells);
    let crossed = 0;
    let passed = 0;
    for (let a = 0; a < m.cells; a++) {
      for (let b = 0; b < m.cells; b++) {
        const k = m.lineCells(a, b, out);
        for (let q = 0; q < k; q++) onLine[out[q] as number] = 1;
        const x0 = a % m.width;
        const y0 = Math.floor(a / m.width);
        const x1 = b % m.width;
        const y1 = Math.floor(b / m.width);
        for (let x = Math.min(x0, x1); x <= Math.max(x0, x1); x++) {
          for (let y = Math.min(y0, y1); y <= Math.max(y0, y1); y++) {
            const c = m.cellAt(x, y);
            if (c === a || c === b) continue;
            const crosses = lineCrosses(x0, y0, x1, y1, x, y);
            if (crosses !== (onLine[c] === 1)) expect({ from: [x0, y0], to: [x1, y1], cell: [x, y], crosses }).toEqual({ from: [x0, y0], to: [x1, y1], cell: [x, y], crosses: onLine[c] === 1 });
            if (crosses) crossed++;
            else passed++;
          }
        }
        for (let q = 0; q < k; q++) onLine[out[q] as number] = 0;
      }
    }
    // Both answers were met many times.
    expect(crossed).toBeGreaterThan(100_000);
    expect(passed).toBeGreaterThan(100_000);
  });
  it('lineRoom holds the longest line of maps of several shapes (a line can cross more than width + height cells)', () => {
    for (const [w, h] of [[13, 11], [20, 20], [7, 30], [30, 7], [1, 25], [25, 1], [2, 2]] as const) {
      const m = compileMap(map(w, h));
      const out = new Int32Array(4 * (w + h));
      let longest = 0;
      for (let a = 0; a < m.cells; a++) for (let b = 0; b < m.cells; b++) longest = Math.max(longest, m.lineCells(a, b, out));
      expect(longest, `${w} x ${h}`).toBeLessThanOrEqual(lineRoom(m));
      if (w === 20) expect(longest).toBeGreaterThan(w + h);
    }
  });
});

describe('compileMap: heights', () => {
  it('compiles map.heights in order, 0 elsewhere', () => {
    const m = compileMap(map(4, 1, { heights: [{ feet: 12, rect: [1, 0, 3, 1] }, { feet: 4, cells: [[3, 0]] }] }));
    expect(Array.from(m.elevation)).toEqual([0, 12, 12, 4]);
  });

  it('allows a drop and a climb of less than 10 feet, a climb of 10 or more only to or from stairs', () => {
    const m = compileMap(map(5, 1, { heights: [{ feet: 10, rect: [2, 0, 3, 1] }, { feet: 19, cells: [[4, 0]] }], terrain: [{ type: 'stairs', cells: [[3, 0]] }] }));
    expect(m.canStep(1, 2)).toBe(false); // 0 -> 10 feet: a climb
    expect(m.canStep(2, 1)).toBe(true); // a drop
    expect(m.canStep(2, 3)).toBe(true); // level
    expect(m.canStep(3, 4)).toBe(true); // 10 -> 19 from stairs
    const flat = compileMap(map(3, 1, { heights: [{ feet: 9.5, cells: [[2, 0]] }] }));
    expect(flat.canStep(1, 2)).toBe(true);
  });

  it('makes path costs directed: down a roof edge, not up it', () => {
    const m = compileMap(map(3, 1, { heights: [{ feet: 12, cells: [[0, 0]] }] }));
    expect(cost(m, 0, 0, 2, 0)).toBe(4); // off the roof and on
    expect(cost(m, 2, 0, 0, 0)).toBe(UNREACHABLE); // no way up
  });
});

describe('compileMap: coverCells and coverable', () => {
  it('lists exactly the passable cells next to hard or corner cover, a window or a door (not the window or door itself), ascending', () => {
    const m = compileMap(
      map(7, 5, {
        terrain: [wall([6, 0], [6, 1]), { type: 'window', cells: [[6, 2]] }, { type: 'door', cells: [[6, 4]] }],
        cover: [cover('hard', [1, 1]), cover('corner', [3, 3]), cover('soft', [1, 4])],
      }),
    );
    const expected: number[] = [];
    for (let y = 0; y < 5; y++) {
      for (let x = 0; x < 7; x++) {
        const c = m.cellAt(x, y);
        if (m.passable[c] !== 1) continue;
        const nextTo = (ax: number, ay: number) => Math.abs(ax - x) <= 1 && Math.abs(ay - y) <= 1 && (ax !== x || ay !== y);
        if (nextTo(1, 1) || nextTo(3, 3) || nextTo(6, 2) || nextTo(6, 4)) expected.push(c);
      }
    }
    expect(Array.from(m.coverCells)).toEqual(expected);
    // The soft cover at (1, 4) gives none: (0, 4) is not listed (it is next to nothing else).
    expect(m.coverCells).not.toContain(m.cellAt(0, 4));
  });

  it('holds every cell that any sight row marks as behind hard or corner cover', () => {
    const m = compileMap(
      map(9, 7, {
        terrain: [wall([4, 0], [4, 1], [4, 2]), { type: 'window', cells: [[4, 3]] }, { type: 'door', cells: [[8, 5]] }],
        cover: [cover('hard', [2, 5], [3, 5]), cover('corner', [6, 2]), cover('soft', [1, 2])],
      }),
    );
    const listed = new Set(m.coverCells);
    let covered = 0;
    let impassable = 0;
    for (let from = 0; from < m.cells; from++) {
      const row = m.sight(from);
      for (let to = 0; to < m.cells; to++) {
        if (((row[to] as number) & (S_HARD | S_CORNER)) === 0) continue;
        // coverable: every such cell, passable or not (observe.ts reads no sight row elsewhere).
        expect(m.coverable[to]).toBe(1);
        if (m.passable[to] !== 1) {
          impassable++;
          continue;
        }
        covered++;
        expect(listed.has(to)).toBe(true);
      }
    }
    expect(covered).toBeGreaterThan(20);
    expect(impassable).toBeGreaterThan(0);
  });

  it('coverable: 1 on exactly the cells next to hard or corner cover, a window or a door, passable or not; coverCells its passable ones', () => {
    const m = compileMap(
      map(7, 5, {
        terrain: [wall([6, 0], [6, 1]), { type: 'window', cells: [[6, 2]] }, { type: 'door', cells: [[6, 4]] }],
        cover: [cover('hard', [1, 1], [2, 1]), cover('corner', [3, 3]), cover('soft', [1, 4])],
      }),
    );
    for (let y = 0; y < 5; y++) {
      for (let x = 0; x < 7; x++) {
        const nextTo = (ax: number, ay: number) => Math.abs(ax - x) <= 1 && Math.abs(ay - y) <= 1 && (ax !== x || ay !== y);
        const want = nextTo(1, 1) || nextTo(2, 1) || nextTo(3, 3) || nextTo(6, 2) || nextTo(6, 4) ? 1 : 0;
        expect(m.coverable[m.cellAt(x, y)], `(${x}, ${y})`).toBe(want);
      }
    }
    // The hard cover at (1, 1) is next to the hard cover at (2, 1): impassable, and coverable.
    expect(m.passable[m.cellAt(1, 1)]).toBe(0);
    expect(m.coverable[m.cellAt(1, 1)]).toBe(1);
    expect(Array.from(m.coverCells)).toEqual(Array.from({ length: m.cells }, (_, c) => c).filter((c) => m.coverable[c] === 1 && m.passable[c] === 1));
  });
});

describe('compileMap: path fields', () => {
  it('costs 2 an orthogonal step and 3 a diagonal step on open ground', () => {
    const m = compileMap(map(5, 5));
    expect(cost(m, 0, 0, 0, 0)).toBe(0);
    expect(cost(m, 0, 0, 4, 0)).toBe(8);
    expect(cost(m, 0, 0, 1, 1)).toBe(3);
    expect(cost(m, 0, 0, 4, 2)).toBe(3 + 3 + 2 + 2);
  });

  it('goes around a wall', () => {
    // A wall along x = 2 from y = 0 to y = 3, open at y = 4.
    const m = compileMap(map(5, 5, { terrain: [{ type: 'wall', rect: [2, 0, 1, 4] }] }));
    // (0,0) -> (2,4): 2 diagonal + 2 orthogonal; (2,4) -> (4,0): the same.
    expect(cost(m, 0, 0, 4, 0)).toBe(20);
    expect(m.pathField(m.cellAt(4, 0))[m.cellAt(2, 0)]).toBe(UNREACHABLE); // the wall itself
  });

  it('charges the cost of entering a door, window or stairs cell, not of leaving it', () => {
    for (const [type, extra] of [['door', 2], ['window', 6], ['stairs', 12]] as const) {
      const m = compileMap(map(3, 1, { terrain: [{ type, cells: [[1, 0]] }] }));
      expect(cost(m, 0, 0, 2, 0)).toBe(4 + extra);
      expect(cost(m, 0, 0, 1, 0)).toBe(2 + extra); // entering the door cell
      expect(cost(m, 1, 0, 0, 0)).toBe(2); // leaving it
    }
  });

  it('goes through a door rather than around when that is cheaper', () => {
    // A wall across the map at y = 2 with a door at (2, 2) and a gap at the far end (9, 2).
    const m = compileMap(map(10, 5, { terrain: [{ type: 'wall', rect: [0, 2, 9, 1] }, { type: 'door', cells: [[2, 2]] }] }));
    expect(cost(m, 2, 0, 2, 4)).toBe(4 * 2 + 2);
  });

  it('does not squeeze diagonally between two impassable cells, and leaves enclosed cells unreachable', () => {
    const m = compileMap(map(3, 3, { terrain: [wall([1, 0])], cover: [cover('hard', [0, 1])] }));
    expect(cost(m, 0, 0, 2, 2)).toBe(UNREACHABLE);
    expect(cost(m, 2, 2, 0, 0)).toBe(UNREACHABLE);
    // One impassable neighbour is not enough to stop a diagonal step.
    const one = compileMap(map(3, 3, { terrain: [wall([1, 0])] }));
    expect(cost(one, 0, 0, 1, 1)).toBe(3);
  });

  it('bars diagonal steps into and out of a door when the map says so (Northfield: "Diagonal movement is allowed except through doors")', () => {
    // A wall across the map at y = 2 with a door at (2, 2); open ground above and below.
    const terrain: TerrainPatch[] = [{ type: 'wall', rect: [0, 2, 5, 1] }, { type: 'door', cells: [[2, 2]] }];
    const free = compileMap(map(5, 5, { terrain }));
    const barred = compileMap(map(5, 5, { terrain, diagonalThroughDoors: false }));
    const door = free.cellAt(2, 2);
    // Steps out of the door: N (bit 0) and S (bit 4) only when barred; the diagonals as well when free.
    const N = 1 << 0, NE = 1 << 1, SE = 1 << 3, S = 1 << 4, SW = 1 << 5, NW = 1 << 7;
    expect(free.steps[door]).toBe(N | NE | SE | S | SW | NW);
    expect(barred.steps[door]).toBe(N | S);
    // Into the door from (1, 1): diagonal (SE) only when free.
    expect(free.steps[free.cellAt(1, 1)]! & SE).toBe(SE);
    expect(barred.steps[barred.cellAt(1, 1)]! & SE).toBe(0);
    // Through the door from (1, 1) to (3, 3): free, diagonally in (3 + the door's 2) and out (3);
    // barred, by the square in front of it and the one behind: E 2, S 2 + 2, S 2, E 2.
    expect(cost(free, 1, 1, 3, 3)).toBe(3 + 2 + 3);
    expect(cost(barred, 1, 1, 3, 3)).toBe(2 + 4 + 2 + 2);
    // The path fields and the steps agree: every step a field descends by is one the mask allows.
    for (const m of [free, barred]) {
      const field = m.pathField(m.cellAt(3, 3));
      for (let c = 0; c < m.cells; c++) {
        if (field[c]! >= UNREACHABLE || field[c] === 0) continue;
        let ok = false;
        for (let k = 0; k < 8; k++) if ((m.steps[c]! & (1 << k)) !== 0 && field[c + FACING_DY[k]! * m.width + FACING_DX[k]!]! < field[c]!) ok = true;
        expect(ok).toBe(true);
      }
    }
  });

  it('gives the cell index offset of a step in each compass direction (stepOffset, FACING_DX order)', () => {
    const m = compileMap(map(7, 5));
    expect(m.stepOffset.length).toBe(8);
    // From the centre (3, 2), N, NE, E, SE, S, SW, W, NW.
    const c = m.cellAt(3, 2);
    const expected = [m.cellAt(3, 1), m.cellAt(4, 1), m.cellAt(4, 2), m.cellAt(4, 3), m.cellAt(3, 3), m.cellAt(2, 3), m.cellAt(2, 2), m.cellAt(2, 1)];
    expect(Array.from(m.stepOffset, (off) => c + off)).toEqual(expected);
    // Every step the mask allows lands on the neighbour the compass direction names.
    for (let cell = 0; cell < m.cells; cell++) {
      for (let k = 0; k < 8; k++) {
        if ((m.steps[cell]! & (1 << k)) === 0) continue;
        expect(cell + m.stepOffset[k]!).toBe(m.cellAt(m.cellX[cell]! + FACING_DX[k]!, m.cellY[cell]! + FACING_DY[k]!));
      }
    }
  });

  it('leaves everything unreachable from an impassable destination', () => {
    const m = compileMap(map(3, 3, { terrain: [wall([1, 1])] }));
    expect([...m.pathField(m.cellAt(1, 1))].every((v) => v === UNREACHABLE)).toBe(true);
  });

  it('caches fields', () => {
    const m = compileMap(map(4, 4));
    expect(m.pathField(3)).toBe(m.pathField(3));
  });

  it('measures toward the nearest cell of a set, cached by key', () => {
    const m = compileMap(map(7, 1, { terrain: [wall([6, 0])] }));
    const field = m.pathFieldToSet('ends', Int32Array.of(0, 6));
    // The wall at 6 is ignored as a source.
    expect([...field]).toEqual([0, 2, 4, 6, 8, 10, UNREACHABLE]);
    expect(m.pathFieldToSet('ends', Int32Array.of(0, 6))).toBe(field);
    const both = compileMap(map(7, 1)).pathFieldToSet('ends', Int32Array.of(0, 6));
    expect([...both]).toEqual([0, 2, 4, 6, 4, 2, 0]);
  });

  it('rejects a destination off the map', () => {
    const m = compileMap(map(3, 3));
    expect(() => m.pathField(9)).toThrow(RangeError);
    expect(() => m.sight(-1)).toThrow(RangeError);
  });

  it('handles a 200 x 200 map', () => {
    // A wall down x = 100 with a gap at the bottom, (100, 199).
    const m = compileMap(map(200, 200, { terrain: [{ type: 'wall', rect: [100, 0, 1, 199] }] }));
    // (0,0) -> (100,199): 100 diagonal + 99 orthogonal = 498; (100,199) -> (199,0): 99 + 100 = 497.
    expect(cost(m, 0, 0, 199, 0)).toBe(995);
    expect(m.sight(0)[m.cellAt(199, 0)]).toBe(S_BLOCKED);
    expect(m.sight(0)[m.cellAt(99, 199)]).toBe(0);
  });
});

describe("compileMap: the rule system's terrain costs", () => {
  const row = () => map(5, 1, { terrain: [{ type: 'door', cells: [[1, 0]] }, { type: 'window', cells: [[2, 0]] }, { type: 'stairs', cells: [[3, 0]] }] });
  it("by default charges the rulebook's door 1, window 3 and stairs 6 spaces (in half-spaces)", () => {
    const m = compileMap(row());
    expect(DEFAULT_TERRAIN_COSTS).toEqual({ door: 2, window: 6, stairs: 12 });
    expect(cost(m, 0, 0, 4, 0)).toBe(4 * 2 + 2 + 6 + 12);
  });
  it('charges the costs it is given into every path field (a 12-foot map: door 1, window 2, stairs 3 squares)', () => {
    const m = compileMap(row(), { door: 2, window: 4, stairs: 6 });
    expect(cost(m, 0, 0, 4, 0)).toBe(4 * 2 + 2 + 4 + 6);
    expect(m.horsePathField(m.cellAt(0, 0))[m.cellAt(4, 0)]).toBe(UNREACHABLE); // horses keep to the street
  });
  it('refuses a cost that is not a whole number of half-spaces 0..255', () => {
    expect(() => compileMap(row(), { door: 1.5, window: 4, stairs: 6 })).toThrow(/door/);
    expect(() => compileMap(row(), { door: 2, window: -1, stairs: 6 })).toThrow(/window/);
    expect(() => compileMap(row(), { door: 2, window: 4, stairs: 256 })).toThrow(/stairs/);
  });
});

describe('downhillSteps: the walks\' cache of steps by destination', () => {
  it('makes one array per destination on first use, every entry unknown, and hands back the same one after', () => {
    const cache = new Array<Int8Array | undefined>(12);
    const a = downhillSteps(cache, 5, 12);
    expect(a.length).toBe(12);
    expect([...a].every((d) => d === DOWNHILL_UNKNOWN)).toBe(true);
    a[3] = 4;
    expect(downhillSteps(cache, 5, 12)).toBe(a);
    expect(downhillSteps(cache, 5, 12)[3]).toBe(4);
    const b = downhillSteps(cache, 6, 12);
    expect(b).not.toBe(a);
    expect(b[3]).toBe(DOWNHILL_UNKNOWN);
    expect(cache[5]).toBe(a);
    expect(cache[6]).toBe(b);
  });
});

describe('cellXY, exitCells, taskPlaces: what the three systems read of a map alike', () => {
  it('writes a cell as (x,y), x across and y down', () => {
    const m = compileMap(map(5, 4));
    expect(cellXY(m, m.cellAt(3, 2))).toBe('(3,2)');
    expect(cellXY(m, 0)).toBe('(0,0)');
    expect(cellXY(m, m.cellAt(4, 3))).toBe('(4,3)');
  });

  it('lists the exit cells in ascending order, none on a closed map', () => {
    const m = compileMap(map(5, 4, { terrain: [wall([4, 0])], places: { east: { rect: [4, 0, 1, 4] } }, exits: ['east'] }));
    expect([...exitCells(m)]).toEqual([m.cellAt(4, 1), m.cellAt(4, 2), m.cellAt(4, 3)]);
    expect(exitCells(compileMap(map(3, 3, { exits: [] }))).length).toBe(0);
  });

  it("gives a character's task place as the whole named place holding his cell, his cell alone elsewhere, null with none", () => {
    const m = compileMap(map(6, 4, { places: { bank: { rect: [1, 1, 2, 2] }, door: { cells: [[5, 0]] } } }));
    const bank = [m.cellAt(1, 1), m.cellAt(2, 1), m.cellAt(1, 2), m.cellAt(2, 2)].sort((a, b) => a - b);
    const places = taskPlaces(m, [{ params: { place: m.cellAt(2, 2) } }, { params: { place: m.cellAt(4, 3) } }, { params: {} }, { params: { place: m.cellAt(5, 0) } }]);
    expect([...places[0]!]).toEqual(bank);
    expect([...places[1]!]).toEqual([m.cellAt(4, 3)]);
    expect(places[2]).toBeNull();
    expect([...places[3]!]).toEqual([m.cellAt(5, 0)]);
  });
});
