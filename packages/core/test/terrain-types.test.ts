/**
 * The outdoor terrain types of Quick on the Draw's movement chart (forest, snow, sand, swamp,
 * ruins) on the compiled map: codes, passability, horses, sight (a forest obscures, nothing
 * blocks), path costs, and the schema (packages/quickdraw/RULINGS.md QR-65; BOOT HILL S28).
 */
import { describe, expect, it } from 'vitest';
import {
  compileMap,
  ROUGH_GROUND,
  S_OBSCURED,
  T_FOREST,
  T_ROUGH,
  T_RUINS,
  T_SAND,
  T_SNOW,
  T_STREET,
  T_SWAMP,
  type GameMap,
} from '../src/scenario/game-map.ts';
import { parseScenario } from '../src/scenario/load.ts';
import { TERRAIN_TYPES, type ScenarioMap, type TerrainType } from '../src/scenario/types.ts';

function map(width: number, height: number, more: Partial<ScenarioMap> = {}): ScenarioMap {
  return { width, height, feetPerSpace: 6, default: 'street', terrain: [], cover: [], places: {}, heights: [], ...more };
}

function sight(m: GameMap, x0: number, y0: number, x1: number, y1: number): number {
  return m.sight(m.cellAt(x0, y0))[m.cellAt(x1, y1)] as number;
}

const OUTDOOR: readonly TerrainType[] = ['forest', 'snow', 'sand', 'swamp', 'ruins'];

describe('the outdoor terrain types', () => {
  it('have the codes T_FOREST.. T_RUINS, in TERRAIN_TYPES order, and are rough ground', () => {
    expect([T_FOREST, T_SNOW, T_SAND, T_SWAMP, T_RUINS].map((t) => TERRAIN_TYPES[t])).toEqual(OUTDOOR);
    expect(ROUGH_GROUND.length).toBe(TERRAIN_TYPES.length);
    expect(TERRAIN_TYPES.filter((_, t) => ROUGH_GROUND[t] === 1)).toEqual(['rough', ...OUTDOOR]);
    expect(ROUGH_GROUND[T_STREET]).toBe(0);
    expect(ROUGH_GROUND[T_ROUGH]).toBe(1);
  });

  it.each(OUTDOOR)('%s is passable and costs a path no more than the street', (type) => {
    const m = compileMap(map(5, 1, { terrain: [{ type, rect: [1, 0, 3, 1] }] }));
    expect(m.passable[m.cellAt(2, 0)]).toBe(1);
    expect(m.pathField(m.cellAt(4, 0))[m.cellAt(0, 0)]).toBe(8);
  });

  it('horses may enter forest, snow, sand and swamp, not ruins', () => {
    for (const type of OUTDOOR) {
      const m = compileMap(map(3, 1, { terrain: [{ type, cells: [[1, 0]] }] }));
      expect([type, m.horsePassable[m.cellAt(1, 0)]]).toEqual([type, type === 'ruins' ? 0 : 1]);
    }
  });

  it('a forest cell obscures a line crossing it; the shooter’s and the target’s own cells do not count', () => {
    const m = compileMap(map(7, 1, { terrain: [{ type: 'forest', rect: [2, 0, 3, 1] }] }));
    expect(sight(m, 0, 0, 6, 0)).toBe(S_OBSCURED);
    // A target standing at the forest's edge, nothing of it between: seen in the open.
    expect(sight(m, 0, 0, 2, 0)).toBe(0);
    // One space deep: obscured.
    expect(sight(m, 0, 0, 3, 0)).toBe(S_OBSCURED);
  });

  it.each(['snow', 'sand', 'swamp', 'ruins'] as const)('%s neither blocks nor obscures sight', (type) => {
    const m = compileMap(map(7, 1, { terrain: [{ type, rect: [2, 0, 3, 1] }] }));
    expect(sight(m, 0, 0, 6, 0)).toBe(0);
  });

  it('scenario files accept the new types', () => {
    const s = parseScenario(
      `
name: t
map: { width: 6, height: 1, default: sand, terrain: [{ type: forest, cells: [[1, 0]] }, { type: snow, cells: [[2, 0]] }, { type: swamp, cells: [[3, 0]] }, { type: ruins, cells: [[4, 0]] }] }
sides: [{ name: A }, { name: B }]
characters:
  - { name: A, stats: { boothill: { basp: 10, bac: 70, str: 12, mrl: 90 } }, side: A, position: [0, 0], facing: E, weapons: [{ code: SAR6 }], agent: { doctrine: standing } }
  - { name: B, stats: { boothill: { basp: 10, bac: 70, str: 12, mrl: 90 } }, side: B, position: [5, 0], facing: W, weapons: [{ code: SAR6 }], agent: { doctrine: standing } }
`,
      't.yaml',
    );
    const m = compileMap(s.map);
    expect(Array.from(m.terrain)).toEqual([T_SAND, T_FOREST, T_SNOW, T_SWAMP, T_RUINS, T_SAND]);
  });
});
