/**
 * The range of a two-sided scenario (`deadeye sweep --vary "range=2,5,10,15"`), for every rule
 * system, written once here.
 *
 * The ruling: a scenario's range is the distance, in spaces (map cells, centre to centre, as the
 * engines measure it: `GameMap.distance`), between the first character of the first side and the
 * first character of the second side (in the order of `characters`, leaving out those in reserve).
 * Setting the range moves the second side: its first character goes to the cell nearest the point
 * at that distance from the first side's first character along the line between them as written,
 * and every other character of the second side (with his riderless horse, `horseAt`, and the
 * vehicle he rides in) moves by the same whole-cell offset, so the side keeps its formation. The
 * first side, the map, its places, items and cover stay where they are. A range is refused, with
 * one line, when a moved character would stand off the map, on a cell no figure may stand on (a
 * wall, hard cover, a corner; for a mounted man, a cell no horse may enter) or on a character who
 * stays; so is a scenario with other than two sides, or one whose two first characters share a
 * cell (no line to move along), or a vehicle carrying both sides.
 */
import { compileMap, type GameMap } from './game-map.ts';
import type { Cell, Scenario } from './types.ts';

/** The two characters whose distance is a scenario's range: indices into `characters`. */
export interface RangeAnchors {
  /** The first character (not in reserve) of the first side. */
  readonly first: number;
  /** The first character (not in reserve) of the second side. */
  readonly second: number;
}

/**
 * The characters a scenario's range is measured between (see the module's ruling).
 * @throws Error, one line, when the scenario has other than two sides or a side with no character on the map
 */
export function rangeAnchors(scenario: Scenario): RangeAnchors {
  if (scenario.sides.length !== 2) {
    throw new Error(`range: ${scenario.name} has ${scenario.sides.length} sides (${scenario.sides.map((s) => s.name).join(', ')}); a range is set between two sides only`);
  }
  const firstOf = (side: string): number => {
    const i = scenario.characters.findIndex((c) => c.side === side && !c.reserve);
    if (i < 0) throw new Error(`range: side ${side} of ${scenario.name} has no character on the map at the start`);
    return i;
  };
  return { first: firstOf(scenario.sides[0]!.name), second: firstOf(scenario.sides[1]!.name) };
}

/** Euclidean distance between two cells' centres, spaces. */
function cellDistance(a: Cell, b: Cell): number {
  return Math.hypot(b[0] - a[0], b[1] - a[1]);
}

/**
 * The scenario's range as written: spaces between the centres of the cells of its
 * {@link rangeAnchors}.
 * @throws Error as {@link rangeAnchors}
 */
export function scenarioRange(scenario: Scenario): number {
  const { first, second } = rangeAnchors(scenario);
  return cellDistance(scenario.characters[first]!.position, scenario.characters[second]!.position);
}

/**
 * The scenario with its range set to `range` spaces (the module's ruling): the second side moved
 * along the line from the first side's first character to its own first character. Nothing else
 * changes; `map` (the compiled map of `scenario.map`, compiled here when absent) is only read.
 * @param range spaces, a number above 0
 * @returns the changed scenario, and the range it now has (the distance to the cell chosen, which
 *   differs from `range` by less than a space on a slanting line)
 * @throws Error, one line, starting `range <value>:`, for a range not above 0, a scenario with
 *   other than two sides, first characters on one cell, a character moved off the map, onto a cell
 *   he may not stand on or onto a character who stays, or a vehicle carrying both sides
 */
export function withRange(scenario: Scenario, range: number, map?: GameMap): { readonly scenario: Scenario; readonly range: number } {
  if (!(typeof range === 'number' && Number.isFinite(range) && range > 0)) throw new Error(`range ${String(range)}: expected a distance in spaces above 0`);
  const { first, second } = rangeAnchors(scenario);
  const a = scenario.characters[first]!.position;
  const b = scenario.characters[second]!.position;
  const written = cellDistance(a, b);
  if (written === 0) throw new Error(`range ${range}: ${scenario.characters[first]!.name} and ${scenario.characters[second]!.name} stand on one cell, so there is no line to set the range along`);
  // The whole-cell offset that moves the second side's first character to `r` spaces along the line.
  const offset = (r: number): Cell => [a[0] + Math.round(((b[0] - a[0]) * r) / written) - b[0], a[1] + Math.round(((b[1] - a[1]) * r) / written) - b[1]];
  const [dx, dy] = offset(range);
  const side = scenario.sides[1]!.name;
  const moves = (i: number): boolean => scenario.characters[i]!.side === side && !scenario.characters[i]!.reserve;
  const gm = map ?? compileMap(scenario.map);
  const { width, height } = scenario.map;
  const shift = (c: Cell): Cell => [c[0] + dx, c[1] + dy];
  const where = (c: Cell): string => `[${c[0]}, ${c[1]}]`;
  const staying = new Set(scenario.characters.flatMap((c, i) => (moves(i) || c.reserve || c.vehicle !== undefined ? [] : [`${c.position[0]},${c.position[1]}`])));
  // Every cell the second side's move shifts (its men, their horses, their vehicles): for the fix an off-map range is told.
  const shifted: Cell[] = scenario.characters.flatMap((c, i) => {
    if (!moves(i)) return [];
    const own = c.vehicle !== undefined ? scenario.vehicles!.find((x) => x.name === c.vehicle)!.position : c.position;
    return c.horseAt !== undefined ? [own, c.horseAt] : [own];
  });
  const onMap = (c: Cell): boolean => c[0] >= 0 && c[1] >= 0 && c[0] < width && c[1] < height;
  // The whole ranges that keep them all on the map, shortest and longest (0, 0 when none does):
  // along a straight line across a rectangle they run from one to the other.
  const onMapRanges = (): [number, number] => {
    let lo = 0;
    let hi = 0;
    for (let r = 1; r <= Math.ceil(Math.hypot(width, height)); r++) {
      const [ox, oy] = offset(r);
      if (!shifted.every((c) => onMap([c[0] + ox, c[1] + oy]))) continue;
      if (lo === 0) lo = r;
      hi = r;
    }
    return [lo, hi];
  };
  const check = (name: string, c: Cell, what: string, horse: boolean): void => {
    if (!onMap(c)) {
      const [lo, hi] = onMapRanges();
      const fix = hi === 0 ? 'no range keeps the second side on this map' : range > hi ? `give a range of at most ${hi} spaces on this map` : `give a range from ${lo} to ${hi} spaces on this map`;
      throw new Error(`range ${range}: ${name}${what} would stand at ${where(c)}, off the ${width} x ${height} map; ${fix}`);
    }
    const k = c[1] * width + c[0];
    if ((horse ? gm.horsePassable[k] : gm.passable[k]) !== 1) throw new Error(`range ${range}: ${name}${what} would stand at ${where(c)}, a cell ${horse ? 'a horse' : 'a figure'} may not stand on (a wall or hard cover)`);
  };
  const vehicles = new Set<string>();
  scenario.characters.forEach((c, i) => {
    if (!moves(i)) return;
    const p = shift(c.position);
    if (c.vehicle !== undefined) vehicles.add(c.vehicle);
    else {
      check(c.name, p, '', c.mounted);
      if (staying.has(`${p[0]},${p[1]}`)) throw new Error(`range ${range}: ${c.name} would stand at ${where(p)}, where ${scenario.characters.find((x) => x.position[0] === p[0] && x.position[1] === p[1])!.name} stands`);
    }
    if (c.horseAt !== undefined) check(c.name, shift(c.horseAt), "'s horse", true);
  });
  for (const v of vehicles) {
    const riders = scenario.characters.filter((c) => c.vehicle === v);
    if (riders.some((c) => c.side !== side)) throw new Error(`range ${range}: the vehicle ${v} carries both sides, so the second side cannot be moved apart from it`);
    check(`the vehicle ${v}`, shift(scenario.vehicles!.find((x) => x.name === v)!.position), '', false);
  }
  const changed: Scenario = {
    ...scenario,
    characters: scenario.characters.map((c, i) => (!moves(i) ? c : { ...c, position: shift(c.position), ...(c.horseAt === undefined ? {} : { horseAt: shift(c.horseAt) }) })),
    ...(scenario.vehicles === undefined ? {} : { vehicles: scenario.vehicles.map((v) => (vehicles.has(v.name) ? { ...v, position: shift(v.position) } : v)) }),
  };
  return { scenario: changed, range: cellDistance(a, [b[0] + dx, b[1] + dy]) };
}
