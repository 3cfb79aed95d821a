/**
 * The "Shootout in Northfield" special rule compiled from a scenario (boot-hill-referee-screen-and-
 * northfield-module.md, SHOOTOUT IN NORTHFIELD; docs/northfield.md names the places): who is who
 * and where things are, the same under every rule system. Apart from the rules (rules.ts) so that
 * compiling a scenario does not load them.
 */
import type { Scenario } from '../../scenario/types.ts';
import { T_INTERIOR, T_DOOR, T_WINDOW, T_STAIRS, type GameMap } from '../../scenario/game-map.ts';
import { NORTHFIELD } from './tables.ts';

/** The compiled module: who is who and where things are (cell indices). */
export interface NorthfieldSetup {
  readonly gangSide: number;
  readonly townSide: number;
  /** Character indices. */
  readonly gang: Int32Array;
  readonly cashier: number;
  readonly tellers: Int32Array;
  /** The bank employees: the cashier, then the two tellers. */
  readonly employees: Int32Array;
  readonly wheeler: number;
  /** Wheeler's weapon indices: his revolver, his army rifle. */
  readonly wheelerRevolver: number;
  readonly wheelerRifle: number;
  readonly stacey: number;
  /** The unlettered citizens (reserve characters), in file order. */
  readonly pool: Int32Array;
  /** Reward per character, dollars (gang only, else 0). */
  readonly reward: Int32Array;
  /** Family number per character (-1 none). */
  readonly family: Int32Array;
  /** The bank's squares (vault included) and the vault. */
  readonly bank: Int32Array;
  readonly vault: number;
  /** 1 per cell inside any building (interior, door, window, stairs cells). */
  readonly building: Uint8Array;
  /**
   * Which building each cell is in: the 4-connected groups of {@link building} cells (walls part
   * them), numbered from 0; -1 outside any building.
   */
  readonly buildingOf: Int32Array;
  /** The bank's {@link buildingOf} number (its doors and windows are part of it). */
  readonly bankBuilding: number;
  /** 1 per cell inside the bank. */
  readonly inBank: Uint8Array;
  /**
   * 1 per cell inside a hardware store (ARMING TOWNSPEOPLE: "Any town citizen inside a hardware
   * store will find a weapon automatically"): every cell of the buildings that hold the places
   * `allen-hardware` and `manning-hardware`, their doors and windows too, as for every building
   * (RULINGS.md N6, N12).
   */
  readonly hardware: Uint8Array;
  /** 1 per cell inside the Dampier House (Wheeler's army rifle): the building of the place `dampier-house`, doors and windows too. */
  readonly dampier: Uint8Array;
  /** start-H..start-O cells. */
  readonly poolStarts: Int32Array;
  /** placement-11..placement-66 cells: index (first die - 1) * 6 + (second die - 1). */
  readonly placement: Int32Array;
  /** reinforcement-1..6 cells. */
  readonly reinforcement: Int32Array;
  /**
   * The variant "more realistic" order (1): fire in the rule system's own order (BOOT HILL: BASP +
   * WPN, its net speed), not the gang first (0).
   */
  readonly realisticOrder: number;
}

const placeCells = (scenario: Scenario, name: string, fail: (path: string, msg: string) => never): number[] => {
  const a = scenario.map.places[name];
  if (a === undefined) return fail(`map.places.${name}`, `the northfield rule needs this place (see docs/northfield.md); it is missing`);
  const w = scenario.map.width;
  if (a.cells !== undefined) return a.cells.map(([x, y]) => y * w + x);
  const out: number[] = [];
  const [x0, y0, rw, rh] = a.rect!;
  for (let y = y0; y < y0 + rh; y++) for (let x = x0; x < x0 + rw; x++) out.push(y * w + x);
  return out;
};

/**
 * Compiles the `northfield` special rule of a scenario: finds the module's cast by name, the
 * places by their documented names (docs/northfield.md) and the rewards.
 * @param characters The compiled characters' names, sides, weapon codes and reserve flags.
 * @param wheelerWeapons the rule system's codes of Henry Wheeler's two weapons, his revolver and
 *   the army rifle (SETTING UP THE GAME; BOOT HILL: SAR6, AR)
 * @throws Error (via `fail`, naming file and field) for a missing place or character, a gang
 *   member not in the module's reward table, a lettered citizen in reserve, an unlettered citizen
 *   not in reserve, or Wheeler without exactly the two weapons `wheelerWeapons`.
 */
export function compileNorthfield(
  scenario: Scenario,
  map: GameMap,
  characters: readonly { readonly name: string; readonly side: number; readonly reserve: number; readonly weapons: readonly { readonly code: string }[] }[],
  params: Readonly<Record<string, string | number>>,
  fail: (path: string, msg: string) => never,
  wheelerWeapons: readonly [revolver: string, rifle: string],
): NorthfieldSetup {
  for (const k of Object.keys(params)) if (k !== 'gang' && k !== 'order') fail(`specialRules (northfield).${k}`, 'unknown parameter; expected gang (a side name) or order (sides or realistic)');
  const gangName = params.gang ?? scenario.sides[0]!.name;
  const gangSide = scenario.sides.findIndex((s) => s.name === gangName);
  if (gangSide < 0 || scenario.sides.length !== 2) fail('specialRules (northfield).gang', `expected one of the two sides (${scenario.sides.map((s) => s.name).join(', ')}), found ${JSON.stringify(gangName)}`);
  const order = params.order ?? 'sides';
  if (order !== 'sides' && order !== 'realistic') fail('specialRules (northfield).order', `expected sides (gang fires first, then the town) or realistic (BASP + WPN), found ${JSON.stringify(order)}`);
  const townSide = 1 - gangSide;
  const find = (name: string): number => {
    const i = characters.findIndex((c) => c.name === name);
    if (i < 0) fail('characters', `the northfield rule needs the character "${name}" (Citizens of Northfield); he is missing`);
    if (characters[i]!.side !== townSide) fail(`characters[${i}] (${name}).side`, `expected the town's side ${scenario.sides[townSide]!.name}`);
    if (characters[i]!.reserve === 1) fail(`characters[${i}] (${name}).reserve`, 'a lettered citizen starts on the map: remove reserve');
    return i;
  };
  const n = characters.length;
  const reward = new Int32Array(n);
  const family = new Int32Array(n).fill(-1);
  const gang: number[] = [];
  const pool: number[] = [];
  characters.forEach((c, i) => {
    if (c.side === gangSide) {
      const r = NORTHFIELD.rewards[c.name];
      if (r === undefined) fail(`characters[${i}] (${c.name})`, `not in the module's James-Younger Gang table (${Object.keys(NORTHFIELD.rewards).join(', ')}); the reward is unknown`);
      if (c.reserve === 1) fail(`characters[${i}] (${c.name}).reserve`, 'gang members start on the map');
      reward[i] = r as number;
      gang.push(i);
      NORTHFIELD.families.forEach((f, k) => {
        if (f.includes(c.name)) family[i] = k;
      });
    } else if (c.reserve === 1) {
      if (c.weapons.length !== 1) fail(`characters[${i}] (${c.name}).weapons`, 'an unlettered citizen has the one weapon pictured on his counter');
      pool.push(i);
    }
  });
  const cashier = find(NORTHFIELD.cashier);
  const tellers = NORTHFIELD.tellers.map(find);
  const wheeler = find(NORTHFIELD.wheeler);
  const codes = characters[wheeler]!.weapons.map((w) => w.code);
  const wheelerRevolver = codes.indexOf(wheelerWeapons[0]);
  const wheelerRifle = codes.indexOf(wheelerWeapons[1]);
  if (codes.length !== 2 || wheelerRevolver < 0 || wheelerRifle < 0) fail(`characters[${wheeler}] (${NORTHFIELD.wheeler}).weapons`, `expected [${wheelerWeapons.join(', ')}] (his revolver or the army rifle, by a die), found [${codes.join(', ')}]`);
  const stacey = find(NORTHFIELD.stacey);

  const cells = map.cells;
  const mask = (list: readonly number[]): Uint8Array => {
    const m = new Uint8Array(cells);
    for (const c of list) m[c] = 1;
    return m;
  };
  const bank = placeCells(scenario, 'bank', fail);
  const vault = placeCells(scenario, 'vault', fail);
  if (vault.length !== 1 || !bank.includes(vault[0]!)) fail('map.places.vault', 'expected one cell inside map.places.bank');
  const building = new Uint8Array(cells);
  for (let c = 0; c < cells; c++) {
    const t = map.terrain[c];
    if (t === T_INTERIOR || t === T_DOOR || t === T_WINDOW || t === T_STAIRS) building[c] = 1;
  }
  for (const c of bank) building[c] = 1;
  const buildingOf = new Int32Array(cells).fill(-1);
  let buildings = 0;
  for (let c0 = 0; c0 < cells; c0++) {
    if (building[c0] === 0 || buildingOf[c0]! >= 0) continue;
    const stack = [c0];
    buildingOf[c0] = buildings;
    while (stack.length > 0) {
      const c = stack.pop()!;
      const x = c % map.width;
      for (const d of [x > 0 ? c - 1 : -1, x < map.width - 1 ? c + 1 : -1, c - map.width, c + map.width]) {
        if (d < 0 || d >= cells || building[d] === 0 || buildingOf[d]! >= 0) continue;
        buildingOf[d] = buildings;
        stack.push(d);
      }
    }
    buildings++;
  }
  // A place's building whole: its doors and windows are inside it as the interior is (a citizen
  // in the hardware store's doorway is in the store; the place lists only the interior).
  const wholeBuildings = (list: readonly number[]): Uint8Array => {
    const of = new Set<number>();
    for (const c of list) of.add(buildingOf[c]!);
    const m = new Uint8Array(cells);
    for (let c = 0; c < cells; c++) if (buildingOf[c]! >= 0 && of.has(buildingOf[c]!)) m[c] = 1;
    for (const c of list) m[c] = 1;
    return m;
  };
  const one = (name: string): number => {
    const list = placeCells(scenario, name, fail);
    if (list.length !== 1) fail(`map.places.${name}`, `expected one cell, found ${list.length}`);
    return list[0]!;
  };
  const poolStarts = NORTHFIELD.poolStartLetters.map((l) => one(`start-${l}`));
  const placement: number[] = [];
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) placement.push(one(`placement-${a}${b}`));
  const reinforcement = [1, 2, 3, 4, 5, 6].map((k) => one(`reinforcement-${k}`));
  if (pool.length < poolStarts.length) fail('characters', `the northfield rule needs at least ${poolStarts.length} unlettered citizens in reserve (for start-H..start-O); found ${pool.length}`);
  return {
    gangSide,
    townSide,
    gang: Int32Array.from(gang),
    cashier,
    tellers: Int32Array.from(tellers),
    employees: Int32Array.from([cashier, ...tellers]),
    wheeler,
    wheelerRevolver,
    wheelerRifle,
    stacey,
    pool: Int32Array.from(pool),
    reward,
    family,
    bank: Int32Array.from(bank),
    vault: vault[0]!,
    building,
    buildingOf,
    bankBuilding: buildingOf[bank[0]!]!,
    inBank: mask(bank),
    hardware: wholeBuildings([...placeCells(scenario, 'allen-hardware', fail), ...placeCells(scenario, 'manning-hardware', fail)]),
    dampier: wholeBuildings(placeCells(scenario, 'dampier-house', fail)),
    poolStarts: Int32Array.from(poolStarts),
    placement: Int32Array.from(placement),
    reinforcement: Int32Array.from(reinforcement),
    realisticOrder: order === 'realistic' ? 1 : 0,
  };
}
