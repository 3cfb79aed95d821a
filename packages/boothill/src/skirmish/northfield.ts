/**
 * "Shootout in Northfield" (boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN
 * NORTHFIELD): the mini-module's own rules, played on top of the BOOT HILL skirmish engine when a
 * scenario names the special rule `northfield` (scenarios/northfield.yaml).
 *
 * The engine calls a {@link NorthfieldRules} at fixed points of its turn (set-up, turn start,
 * before each move, after each move, the firing declarations, end of turn, victory, record); the
 * module changes the engine's state through {@link NorthfieldHost}. Where the module's text is
 * ambiguous the choice is a numbered ruling N1... in packages/boothill/RULINGS.md.
 */
import type { Scenario } from '@deadeye/core';
import { S_CORNER, S_HARD, T_INTERIOR, T_DOOR, T_WINDOW, T_STAIRS, TASK_COVER, TASK_INTIMIDATE, TASK_SEARCH, TASK_THREATEN, type GameMap } from '@deadeye/core';
import type { Stream } from '@deadeye/rng';

// Statuses (engine.ts: ST_*; repeated here to avoid an import cycle).
const UP = 0;
const UNCONSCIOUS = 1;
const DEAD = 2;
const FLED = 3;
const CAPTURED = 4;
const RESERVE = 5;

/** Tasks a Northfield agent may declare with ACT_TASK (`SkirmishIntent.task`; @deadeye/core TASK_*). */
export const NF_TASK_THREATEN = TASK_THREATEN;
export const NF_TASK_SEARCH = TASK_SEARCH;
export const NF_TASK_COVER = TASK_COVER;
export const NF_TASK_INTIMIDATE = TASK_INTIMIDATE;

/**
 * The module's dice and numbers, transcribed (boot-hill-referee-screen-and-northfield-module.md,
 * SHOOTOUT IN NORTHFIELD; the section is named on each line).
 */
export const NORTHFIELD = {
  /** CITIZEN REACTION: d6 1-2, the robbery is not yet discovered. */
  undiscoveredMax: 2,
  /** MORALE: d6 1-2 on the discovery turn, the gang is recognized (rolled once). */
  recognizedMax: 2,
  /** SETTING UP THE GAME: d6 1-2 Henry Wheeler has his revolver, 3-6 the army rifle. */
  wheelerRevolverMax: 2,
  /** ROBBING THE BANK: each cash reserve is 1d6 x $1,000; the vault 6d6 x $1,000. */
  reserveDice: 1,
  vaultDice: 6,
  dollarsPerPip: 1000,
  /** Searching the Bank: a hidden cash reserve is found on a d6 roll of 1; the vault is open on a 1. */
  searchFinds: 1,
  vaultOpens: 1,
  /** ARMING TOWNSPEOPLE: a weapon is found on a d6 roll of 1, after moving 3 squares or fewer. */
  armingFinds: 1,
  maxSquaresMovedToSearch: 3,
  /** COMBAT, Reloading: no reloading after moving more than 3 squares. */
  maxSquaresMovedToLoad: 3,
  /** MOVEMENT, Stacking: two counters (horses free) in a square. */
  stacking: 2,
  /**
   * MOVEMENT, Horses: picking up a dismounted man while riding, or slinging an unconscious man over
   * a horse, uses three points of movement (12-foot squares); riding double halves the horse's movement.
   */
  pickUpOrSlingSquares: 3,
  /** SETTING UP THE GAME: 2d6 more citizens at random two-digit positions, at most two a square. */
  randomCitizenDice: 2,
  /** Morale Modifiers (added to the d100 roll; a roll above morale fails). */
  morale: {
    gangMember: -10,
    greatestNumbers: -5,
    fewestCasualties: -5,
    citizen: -5,
    relativeKilled: -10,
    woundsUnderHalf: 5,
    woundsOverHalf: 10,
    recognized: 10,
    threatened: 10,
  },
  /** The James-Younger Gang table, Reward column (Bill Chadwell's tripled as the gang's guide). */
  rewards: {
    'Jesse James': 10000,
    'Frank James': 10000,
    'Cole Younger': 5000,
    'Jim Younger': 5000,
    'Bob Younger': 5000,
    'Clell Miller': 1000,
    'Charlie Pitts': 1000,
    'Bill Chadwell': 3000,
  } as Readonly<Record<string, number>>,
  /** Relatives among the gang (INTRODUCTION: Jesse and Frank James, brothers; Cole, Jim and Bob Younger, brothers). */
  families: [
    ['Jesse James', 'Frank James'],
    ['Cole Younger', 'Jim Younger', 'Bob Younger'],
  ] as readonly (readonly string[])[],
  /** Citizens of Northfield: the bank's cashier and tellers, and the two with special arming rules. */
  cashier: 'Joseph Haywood',
  tellers: ['A. E. Bunker', 'Frank Wilcox'] as readonly string[],
  wheeler: 'Henry Wheeler',
  stacey: 'Elias Stacey',
  /** Lettered start squares of the unlettered citizens placed at set-up (H to O). */
  poolStartLetters: ['H', 'I', 'J', 'K', 'L', 'M', 'N', 'O'] as readonly string[],
} as const;

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
  readonly hardware: Uint8Array;
  readonly dampier: Uint8Array;
  /** start-H..start-O cells. */
  readonly poolStarts: Int32Array;
  /** placement-11..placement-66 cells: index (first die - 1) * 6 + (second die - 1). */
  readonly placement: Int32Array;
  /** reinforcement-1..6 cells. */
  readonly reinforcement: Int32Array;
  /** The variant "more realistic" order: fire by BASP + WPN (the engine's net speed), not gang first. */
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
 * @throws Error (via `fail`, naming file and field) for a missing place or character, a gang
 *   member not in the module's reward table, a lettered citizen in reserve, an unlettered citizen
 *   not in reserve, or Wheeler without exactly the weapons SAR6 and AR.
 */
export function compileNorthfield(
  scenario: Scenario,
  map: GameMap,
  characters: readonly { readonly name: string; readonly side: number; readonly reserve: number; readonly weapons: readonly { readonly code: string }[] }[],
  params: Readonly<Record<string, string | number>>,
  fail: (path: string, msg: string) => never,
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
  const wheelerRevolver = codes.indexOf('SAR6');
  const wheelerRifle = codes.indexOf('AR');
  if (codes.length !== 2 || wheelerRevolver < 0 || wheelerRifle < 0) fail(`characters[${wheeler}] (${NORTHFIELD.wheeler}).weapons`, `expected [SAR6, AR] (his revolver or the army rifle, by a die), found [${codes.join(', ')}]`);
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
    hardware: mask([...placeCells(scenario, 'allen-hardware', fail), ...placeCells(scenario, 'manning-hardware', fail)]),
    dampier: mask(placeCells(scenario, 'dampier-house', fail)),
    poolStarts: Int32Array.from(poolStarts),
    placement: Int32Array.from(placement),
    reinforcement: Int32Array.from(reinforcement),
    realisticOrder: order === 'realistic' ? 1 : 0,
  };
}

/** What the module reads and changes in the engine (the engine passes itself). */
export interface NorthfieldHost {
  readonly map: GameMap;
  readonly status: Uint8Array;
  readonly cell: Int32Array;
  readonly sideOf: Int32Array;
  readonly mounted: Uint8Array;
  readonly horseCell: Int32Array;
  readonly woundPts: Int32Array;
  readonly str: Int32Array;
  readonly mrl: Int32Array;
  readonly inHand: Int32Array;
  readonly loaded: Int32Array;
  readonly gone: Uint8Array;
  readonly wCapacity: Int32Array;
  readonly weaponCount: Int32Array;
  readonly lastAttacker: Int32Array;
  readonly broken: Uint8Array;
  readonly sideCasualties: Int32Array;
  readonly maxW: number;
  /** Marks i out of action (engine.takeOut). */
  takeOut(i: number, status: number): void;
  /** The trial's random stream, the turn, and the event log (null when not logging). */
  rng(): Stream;
  currentTurn(): number;
  eventLog(): string[] | null;
  charName(i: number): string;
  cellName(cell: number): string;
  /** i's weapon in hand or its rounds changed (the engine refreshes what it derives from them). */
  weaponChanged(i: number): void;
  /** The module set i's status itself (the engine refreshes what it derives from it). */
  statusChanged(i: number): void;
}

/**
 * The module's rules for one engine (state reused across trials; nothing allocated per trial).
 * Sources: boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN NORTHFIELD, each method
 * naming its section.
 */
export class NorthfieldRules {
  readonly nf: NorthfieldSetup;
  private readonly h: NorthfieldHost;
  private readonly n: number;
  /** Turn the robbery was discovered (0: not yet). */
  discovered = 0;
  recognized = 0;
  private reserveDollars = new Int32Array(2);
  private reservesLeft = 0;
  private vaultDollars = 0;
  /** 0 untouched, 1 looted, 2 found locked. */
  private vaultState = 0;
  private readonly searched: Uint8Array;
  /** Bank squares searched other than the vault. */
  private plainSearched = 0;
  /** Dollars each gang member carries. */
  readonly loot: Int32Array;
  private readonly threatened: Uint8Array;
  private readonly threatenedNow: Uint8Array;
  private readonly coveredNow: Uint8Array;
  private readonly drewGun: Uint8Array;
  /** Turn at whose end a found weapon is loaded (0: none pending). */
  private readonly loadingTurn: Int32Array;
  private readonly moveStart: Int32Array;
  private readonly moraleBeforeMove: Uint8Array;
  /** 1 if Henry Wheeler has his revolver this trial (SETTING UP THE GAME, d6 1-2), else the army rifle. */
  private hasRevolver = 0;
  /** Task declared this turn per character (NF_TASK_*), and its target. */
  private readonly task: Uint8Array;
  private readonly taskTarget: Int32Array;
  private readonly poolLeft: Int32Array;
  private poolCount = 0;
  private gangChecked = 0;
  reinforcements = 0;
  /** Cells of friendly counters, marked with {@link stamp} by {@link markFriends}. */
  private readonly friendMark: Int32Array;
  private stamp = 0;
  /** Scratch for a line of fire's cells. */
  private readonly lineBuffer: Int32Array;
  /** Money of each side at the end of the last trial (dollars). */
  gangMoney = 0;
  townMoney = 0;

  constructor(nf: NorthfieldSetup, host: NorthfieldHost, n: number) {
    this.nf = nf;
    this.h = host;
    this.n = n;
    this.searched = new Uint8Array(nf.bank.length);
    this.loot = new Int32Array(n);
    this.threatened = new Uint8Array(n);
    this.threatenedNow = new Uint8Array(n);
    this.coveredNow = new Uint8Array(n);
    this.drewGun = new Uint8Array(n);
    this.loadingTurn = new Int32Array(n);
    this.moveStart = new Int32Array(n);
    this.moraleBeforeMove = new Uint8Array(n);
    this.task = new Uint8Array(n);
    this.taskTarget = new Int32Array(n);
    this.poolLeft = new Int32Array(nf.pool.length);
    this.jobKind = new Uint8Array(n);
    this.jobTarget = new Int32Array(n);
    this.jobCell = new Int32Array(n);
    this.friendMark = new Int32Array(host.map.cells);
    this.lineBuffer = new Int32Array(host.map.width + host.map.height);
  }

  private log(line: string): void {
    const l = this.h.eventLog();
    if (l !== null) l.push(line);
  }

  private isEmployee(i: number): boolean {
    return this.nf.employees.includes(i);
  }

  /** True if the vault's money was taken in the last trial (threat or search). */
  vaultLooted(): boolean {
    return this.vaultState === 1;
  }

  /** True if at least one cash reserve was taken in the last trial. */
  reserveFound(): boolean {
    return this.reservesLeft < 2;
  }

  /** Counters (not horses) up in `cell`. */
  countIn(cell: number): number {
    const h = this.h;
    let k = 0;
    for (let j = 0; j < this.n; j++) if (h.status[j] === UP && h.cell[j] === cell) k++;
    return k;
  }

  /**
   * SETTING UP THE GAME (after the engine's reset): the unlettered citizens go into reserve, eight
   * of them at random onto H..O and 2d6 more onto random two-digit squares (at most two a square,
   * re-rolling a full one); every citizen face down (no weapon found) but the bank employees
   * (weapons loaded, at hand, not in hand); Wheeler's revolver (d6 1-2) or army rifle; the two
   * cash reserves (1d6 x $1,000 each) and the vault (6d6 x $1,000).
   */
  reset(): void {
    const h = this.h;
    const nf = this.nf;
    const rng = h.rng();
    const maxW = h.maxW;
    this.discovered = 0;
    this.recognized = 0;
    this.searched.fill(0);
    this.plainSearched = 0;
    this.vaultState = 0;
    this.gangChecked = 0;
    this.reinforcements = 0;
    this.loot.fill(0);
    this.threatened.fill(0);
    this.threatenedNow.fill(0);
    this.coveredNow.fill(0);
    this.drewGun.fill(0);
    this.loadingTurn.fill(0);
    this.moraleBeforeMove.fill(0);
    this.task.fill(0);
    this.taskTarget.fill(-1);
    for (let i = 0; i < this.n; i++) {
      if (h.sideOf[i] !== nf.townSide) continue;
      h.inHand[i] = -1;
      // Face down: no weapon yet; the employees' guns lie loaded at hand (Employee Heroics).
      if (!this.isEmployee(i)) for (let w = 0; w < h.weaponCount[i]!; w++) h.gone[i * maxW + w] = 1;
    }
    this.hasRevolver = rng.d6() <= NORTHFIELD.wheelerRevolverMax ? 1 : 0;
    this.log(`Northfield: Henry Wheeler has ${this.hasRevolver === 1 ? 'his revolver' : 'the army rifle (his revolver is at home)'}`);
    // The pool, shuffled (counters mixed face down).
    const pool = nf.pool;
    for (let k = 0; k < pool.length; k++) {
      this.poolLeft[k] = pool[k]!;
      h.status[pool[k]!] = RESERVE;
      h.statusChanged(pool[k]!);
    }
    this.poolCount = pool.length;
    for (let k = 0; k < nf.poolStarts.length; k++) this.bringIn(nf.poolStarts[k]!, false);
    const extra = rng.d6() + rng.d6();
    for (let k = 0; k < extra && this.poolCount > 0; k++) {
      let cell = -1;
      for (;;) {
        cell = nf.placement[(rng.d6() - 1) * 6 + (rng.d6() - 1)]!;
        if (this.countIn(cell) < NORTHFIELD.stacking) break;
      }
      this.bringIn(cell, false);
    }
    this.log(`Northfield: ${extra} more citizens at random squares; ${this.poolCount} left in the pool`);
    this.reserveDollars[0] = rng.d6() * NORTHFIELD.dollarsPerPip;
    this.reserveDollars[1] = rng.d6() * NORTHFIELD.dollarsPerPip;
    this.reservesLeft = 2;
    let v = 0;
    for (let k = 0; k < NORTHFIELD.vaultDice; k++) v += rng.d6();
    this.vaultDollars = v * NORTHFIELD.dollarsPerPip;
    this.log(`Northfield: cash reserves $${this.reserveDollars[0]} and $${this.reserveDollars[1]}, vault $${this.vaultDollars}`);
  }

  /** Puts a random citizen of the pool on `cell` (face down). @returns his index, or -1 (pool empty). */
  private bringIn(cell: number, morale: boolean): number {
    if (this.poolCount === 0) return -1;
    const h = this.h;
    const k = h.rng().die(this.poolCount) - 1;
    const i = this.poolLeft[k]!;
    this.poolLeft[k] = this.poolLeft[this.poolCount - 1]!;
    this.poolCount--;
    h.status[i] = UP;
    h.statusChanged(i);
    h.cell[i] = cell;
    h.inHand[i] = -1;
    h.gone[i * h.maxW] = 1;
    h.broken[i] = 0;
    this.loadingTurn[i] = 0;
    this.moraleBeforeMove[i] = morale ? 1 : 0;
    h.weaponChanged(i);
    this.log(`  ${h.charName(i)} comes in at ${h.cellName(cell)}`);
    return i;
  }

  /**
   * CITIZEN REACTION, at the start of each turn until the robbery is discovered: d6 1-2 not yet.
   * On the discovery turn: the recognition roll (MORALE, d6 1-2, once) and a morale check before
   * moving for every citizen outside the bank.
   */
  turnStart(turn: number): void {
    const h = this.h;
    for (let i = 0; i < this.n; i++) {
      this.moveStart[i] = h.cell[i]!;
      this.task[i] = 0;
      this.taskTarget[i] = -1;
      this.threatenedNow[i] = 0;
      this.coveredNow[i] = 0;
    }
    this.assignJobs();
    if (this.discovered !== 0) return;
    const roll = h.rng().d6();
    if (roll <= NORTHFIELD.undiscoveredMax) {
      this.log(`Citizen reaction: d6 ${roll}, the robbery is not discovered`);
      return;
    }
    this.discovered = turn;
    const rec = h.rng().d6();
    this.recognized = rec <= NORTHFIELD.recognizedMax ? 1 : 0;
    this.log(`Citizen reaction: d6 ${roll}, the alarm is sounded; recognition d6 ${rec}: ${this.recognized === 1 ? 'the James-Younger gang is recognized' : 'nobody knows who they are'}`);
    for (let i = 0; i < this.n; i++) {
      if (h.sideOf[i] === this.nf.townSide && h.status[i] === UP && this.nf.inBank[h.cell[i]!] === 0) this.moraleBeforeMove[i] = 1;
    }
  }

  /**
   * May i move this turn? Before the discovery only the gang and the bank employees move (CITIZEN
   * REACTION). A citizen due a morale check (discovery turn, or arrived as a reinforcement) makes
   * it first; failing, he leaves play (MORALE).
   */
  mayMove(i: number): boolean {
    const h = this.h;
    if (h.sideOf[i] === this.nf.gangSide) return true;
    if (this.discovered === 0 && !this.isEmployee(i)) return false;
    if (this.moraleBeforeMove[i] === 1) {
      this.moraleBeforeMove[i] = 0;
      if (!this.moraleCheck(i, 0, 'before moving')) return false;
    }
    return true;
  }

  /** Squares moved this turn (king-move distance from where the movement began; RULINGS.md N5). */
  private squaresMoved(i: number): number {
    const w = this.h.map.width;
    const a = this.moveStart[i]!;
    const b = this.h.cell[i]!;
    return Math.max(Math.abs((a % w) - (b % w)), Math.abs(Math.floor(a / w) - Math.floor(b / w)));
  }

  /**
   * After each character's move: a citizen entering the square of an unconscious outlaw captures
   * him (MOVEMENT, Capturing Outlaws; RULINGS.md N7).
   */
  afterMove(i: number): void {
    const h = this.h;
    if (h.sideOf[i] !== this.nf.townSide || h.status[i] !== UP) return;
    const c = h.cell[i]!;
    for (const g of this.nf.gang) {
      if (h.status[g] === UNCONSCIOUS && h.cell[g] === c) {
        h.status[g] = CAPTURED;
        this.log(`    ${h.charName(i)} captures ${h.charName(g)}`);
      }
    }
  }

  /**
   * ARMING TOWNSPEOPLE, after everyone has moved: an unarmed citizen in a hardware store finds a
   * weapon; Elias Stacey finds his shotgun in any building; Henry Wheeler without his revolver
   * finds the army rifle in the Dampier House; any other unarmed citizen in a building who moved
   * three squares or fewer searches and finds one on a d6 roll of 1. The weapon is the one on his
   * counter, found unloaded (Wheeler's revolver loaded) and loaded during the next turn.
   */
  armingPhase(turn: number): void {
    const h = this.h;
    const nf = this.nf;
    const maxW = h.maxW;
    if (this.discovered === 0) return;
    for (let i = 0; i < this.n; i++) {
      if (h.sideOf[i] !== nf.townSide || h.status[i] !== UP || this.isEmployee(i) || !this.unarmed(i)) continue;
      const c = h.cell[i]!;
      if (nf.building[c] === 0) continue;
      let w = 0;
      let found = false;
      let how = '';
      if (i === nf.wheeler) {
        w = this.hasRevolver === 1 ? nf.wheelerRevolver : nf.wheelerRifle;
        if (this.hasRevolver === 0 && nf.dampier[c] === 1) {
          found = true;
          how = 'takes the army rifle in the Dampier House';
        }
      }
      if (!found && nf.hardware[c] === 1) {
        found = true;
        how = 'takes a weapon in the hardware store';
      }
      if (!found && i === nf.stacey) {
        found = true;
        how = 'finds a shotgun';
      }
      if (!found && this.squaresMoved(i) <= NORTHFIELD.maxSquaresMovedToSearch) {
        const roll = h.rng().d6();
        found = roll <= NORTHFIELD.armingFinds;
        how = `searches the building: d6 ${roll}, ${found ? 'a weapon' : 'nothing'}`;
        if (!found) this.log(`  ${h.charName(i)} ${how}`);
      }
      if (!found) continue;
      const slot = i * maxW + w;
      h.gone[slot] = 0;
      h.inHand[i] = w;
      if (i === nf.wheeler && w === nf.wheelerRevolver) {
        h.loaded[slot] = h.wCapacity[slot]!;
        this.log(`  ${h.charName(i)} ${how}: his revolver, loaded`);
      } else {
        h.loaded[slot] = 0;
        this.loadingTurn[i] = turn + 1;
        this.log(`  ${h.charName(i)} ${how}: unloaded, loading next turn`);
      }
      // After the rounds too: the danger estimate was left at the rounds he had before (stale
      // through his loading turn).
      h.weaponChanged(i);
    }
  }

  /** True if i has no weapon found (face down). */
  unarmed(i: number): boolean {
    const h = this.h;
    for (let w = 0; w < h.weaponCount[i]!; w++) if (h.gone[i * h.maxW + w] === 0) return false;
    return true;
  }

  /** True while i is loading a found weapon (counter upside down): he cannot fire. */
  loading(i: number): boolean {
    return this.loadingTurn[i]! !== 0;
  }

  /** A Northfield task declared in the firing phase (ACT_TASK with `task`, `target`). */
  declare(i: number, task: number, target: number): void {
    const h = this.h;
    if (h.sideOf[i] !== this.nf.gangSide) return;
    if (task === NF_TASK_THREATEN || task === NF_TASK_SEARCH || task === NF_TASK_COVER || task === NF_TASK_INTIMIDATE) {
      this.task[i] = task;
      this.taskTarget[i] = target;
    }
    if (task === NF_TASK_COVER) {
      // Covering: a loaded weapon in hand, no move this turn; two employees if in the same square.
      const w = h.inHand[i]!;
      if (w < 0 || h.loaded[i * h.maxW + w]! <= 0 || h.cell[i] !== this.moveStart[i] || target < 0 || !this.isEmployee(target)) return;
      for (const e of this.nf.employees) if (h.cell[e] === h.cell[target]) this.coveredNow[e] = 1;
      this.log(`  ${h.charName(i)} covers ${h.charName(target)}`);
    } else if (task === NF_TASK_INTIMIDATE) {
      const w = h.inHand[i]!;
      if (w < 0 || this.nf.building[h.cell[i]!] === 1) return;
      const slot = i * h.maxW + w;
      if (h.loaded[slot]! <= 0) return;
      h.loaded[slot] = h.loaded[slot]! - 1;
      h.weaponChanged(i);
      this.log(`  ${h.charName(i)} fires in the air to keep the citizens off the street`);
    }
  }

  /**
   * True if citizens in building `b` (a {@link NorthfieldSetup.buildingOf} number) are ready to
   * fire this turn: one up with a found, loaded weapon in hand (not loading it).
   */
  private buildingReady(b: number): boolean {
    const h = this.h;
    const nf = this.nf;
    for (let j = 0; j < this.n; j++) {
      if (h.sideOf[j] !== nf.townSide || h.status[j] !== UP || nf.buildingOf[h.cell[j]!] !== b || this.loading(j)) continue;
      const w = h.inHand[j]!;
      if (w >= 0 && h.gone[j * h.maxW + w] === 0 && h.loaded[j * h.maxW + w]! > 0) return true;
    }
    return false;
  }

  /**
   * May i step from cell `from` into the neighbouring cell `to`? "Gang members cannot enter ...
   * any building except the Bank unless citizens in the building are ready to fire that turn"
   * (COMBAT); moving within a building he is already in is free. Everyone else may.
   */
  mayEnter(i: number, from: number, to: number): boolean {
    const nf = this.nf;
    const b = nf.buildingOf[to]!;
    if (b < 0 || this.h.sideOf[i] !== nf.gangSide || b === nf.bankBuilding || nf.buildingOf[from] === b) return true;
    return this.buildingReady(b);
  }

  /**
   * Marks the cells of i's friendly counters (his side's characters up or unconscious, himself
   * left out) for {@link lineClear}. O(characters); nothing allocated.
   */
  markFriends(i: number): void {
    const h = this.h;
    if (++this.stamp === 0x40000000) {
      this.friendMark.fill(0);
      this.stamp = 1;
    }
    const side = h.sideOf[i]!;
    for (let j = 0; j < this.n; j++) {
      if (j === i || h.sideOf[j] !== side) continue;
      const st = h.status[j]!;
      if (st === UP || st === UNCONSCIOUS) this.friendMark[h.cell[j]!] = this.stamp;
    }
  }

  /**
   * True if no square the line of fire from i to t crosses (their own squares left out) holds a
   * counter marked by the last {@link markFriends}: "No fire is allowed through a square
   * containing a friendly counter" (COMBAT; RULINGS.md N15).
   */
  lineClear(i: number, t: number): boolean {
    const h = this.h;
    const line = this.lineBuffer;
    const k = h.map.lineCells(h.cell[i]!, h.cell[t]!, line);
    for (let q = 0; q < k; q++) if (this.friendMark[line[q]!] === this.stamp) return false;
    return true;
  }

  /**
   * Firing limits (COMBAT), the friendly counters excepted ({@link lineClear}): gang members cannot
   * shoot into a building other than the bank unless citizens in that building are ready to fire
   * this turn; a citizen loading a found weapon inside a building cannot be shot from outside it
   * (Reloading).
   */
  mayShootInto(i: number, t: number): boolean {
    const h = this.h;
    const nf = this.nf;
    if (h.sideOf[i] !== nf.gangSide) return true;
    const tc = h.cell[t]!;
    const b = nf.buildingOf[tc]!;
    if (b < 0) return true;
    if (this.loading(t) && nf.buildingOf[h.cell[i]!] !== b) return false;
    if (b === nf.bankBuilding || nf.buildingOf[h.cell[i]!] === b) return true;
    return this.buildingReady(b);
  }

  /** Every firing limit of the module on i firing at t: {@link mayShootInto} and a clear line ({@link lineClear}). */
  mayShootAt(i: number, t: number): boolean {
    if (!this.mayShootInto(i, t)) return false;
    this.markFriends(i);
    return this.lineClear(i, t);
  }

  /**
   * Cover (COMBAT): "Everyone inside a building is assumed to have hard cover unless they are being
   * shot at from an adjacent square" (the engine leaves adjacent shooters out itself); "any
   * individual not inside a building or using the corner of a building for cover can be hit
   * anywhere". Returns the `S_HARD | S_CORNER` bits for a target `t` given the map's `sight` bits
   * of the line: hard cover inside a building, corner cover (a leg exposed too) kept from the map.
   */
  coverBits(t: number, sight: number): number {
    return (sight & S_CORNER) | (this.nf.building[this.h.cell[t]!] === 1 ? S_HARD : 0);
  }

  /** Gang members leave town only mounted (VICTORY CONDITIONS); citizens never walk off. */
  mayLeave(i: number): boolean {
    return this.h.sideOf[i] === this.nf.gangSide && this.h.mounted[i] === 1;
  }

  /** A gang member down (killed or unconscious) for the first time: every gang member checks morale (MORALE). */
  onTakeOut(i: number, status: number): void {
    const h = this.h;
    if (h.sideOf[i] !== this.nf.gangSide || this.gangChecked === 1 || (status !== DEAD && status !== UNCONSCIOUS)) return;
    this.gangChecked = 1;
    this.log(`  the first gang member is down: every gang member checks morale`);
    for (const g of this.nf.gang) if (h.status[g] === UP) this.moraleCheck(g, 0, 'a gang member is down');
  }

  /**
   * End of turn: threats (4), search (5), employee heroics, loading found weapons, then
   * reinforcements (6).
   */
  endTurn(turn: number): void {
    const h = this.h;
    const nf = this.nf;
    const rng = h.rng();
    // 4. Threats.
    for (const i of nf.gang) {
      if (h.status[i] !== UP || this.task[i] !== NF_TASK_THREATEN) continue;
      const e = this.taskTarget[i]!;
      if (e < 0 || !this.isEmployee(e) || h.status[e] !== UP || this.threatened[e] === 1 || !this.adjacent(h.cell[i]!, h.cell[e]!)) continue;
      this.threatened[e] = 1;
      this.threatenedNow[e] = 1;
      const held = this.moraleCheck(e, NORTHFIELD.morale.threatened, `threatened by ${h.charName(i)}`, true);
      if (held) continue;
      let dollars = 0;
      if (e === nf.cashier) {
        if (this.vaultState === 0) {
          dollars = this.vaultDollars;
          this.vaultState = 1;
        }
      } else if (this.reservesLeft > 0) {
        dollars = this.reserveDollars[2 - this.reservesLeft]!;
        this.reservesLeft--;
      }
      this.loot[i] = this.loot[i]! + dollars;
      this.log(`  ${h.charName(e)} gives up ${e === nf.cashier ? 'the vault' : 'a cash reserve'}: $${dollars} to ${h.charName(i)}`);
    }
    // 5. Search: one bank square per gang member, each square once.
    for (const i of nf.gang) {
      if (h.status[i] !== UP || this.task[i] !== NF_TASK_SEARCH) continue;
      const k = nf.bank.indexOf(h.cell[i]!);
      if (k < 0 || this.searched[k] === 1) continue;
      this.searched[k] = 1;
      if (h.cell[i] === nf.vault) {
        if (this.vaultState !== 0) continue;
        const roll = rng.d6();
        if (roll <= NORTHFIELD.vaultOpens) {
          this.vaultState = 1;
          this.loot[i] = this.loot[i]! + this.vaultDollars;
          this.log(`  ${h.charName(i)} tries the vault: d6 ${roll}, open: $${this.vaultDollars}`);
        } else {
          this.vaultState = 2;
          this.log(`  ${h.charName(i)} tries the vault: d6 ${roll}, locked`);
        }
        continue;
      }
      if (this.reservesLeft === 0) continue;
      // Nine fruitless squares: the reserves are in the last two; in general, when the squares
      // left (this one included) are no more than the reserves left, this one holds one.
      this.plainSearched++;
      const squaresLeft = nf.bank.length - 1 - this.plainSearched + 1;
      const certain = squaresLeft <= this.reservesLeft;
      const roll = certain ? 0 : rng.d6();
      if (certain || roll <= NORTHFIELD.searchFinds) {
        const dollars = this.reserveDollars[2 - this.reservesLeft]!;
        this.reservesLeft--;
        this.loot[i] = this.loot[i]! + dollars;
        this.log(`  ${h.charName(i)} searches ${h.cellName(h.cell[i]!)}: ${certain ? 'the last squares' : `d6 ${roll}`}, a cash reserve: $${dollars}`);
      } else {
        this.log(`  ${h.charName(i)} searches ${h.cellName(h.cell[i]!)}: d6 ${roll}, nothing`);
      }
    }
    // Employee Heroics: not covered or threatened this turn, a special morale check; shot at or
    // attacked, they reach for their guns without one.
    for (const e of nf.employees) {
      if (h.status[e] !== UP || this.drewGun[e] === 1 || nf.inBank[h.cell[e]!] === 0) continue;
      if (h.lastAttacker[e]! >= 0) this.reach(e, 'attacked');
      else if (this.threatenedNow[e] === 0 && this.coveredNow[e] === 0) {
        if (this.moraleCheck(e, 0, 'heroics', true)) this.reach(e, 'heroics');
      }
    }
    // Loading found weapons (a turn; not after moving more than three squares).
    for (let i = 0; i < this.n; i++) {
      const t = this.loadingTurn[i]!;
      if (t === 0 || t > turn || h.status[i] !== UP) continue;
      if (this.squaresMoved(i) > NORTHFIELD.maxSquaresMovedToLoad) {
        this.loadingTurn[i] = turn + 1;
        continue;
      }
      const w = h.inHand[i]!;
      if (w >= 0) h.loaded[i * h.maxW + w] = h.wCapacity[i * h.maxW + w]!;
      this.loadingTurn[i] = 0;
      h.weaponChanged(i);
      this.log(`  ${h.charName(i)} has loaded his weapon`);
    }
    // 6. Reinforcements: d6 less one per gang member intimidating, never below 0.
    if (this.discovered !== 0) {
      let intimidating = 0;
      for (const g of nf.gang) if (h.status[g] === UP && this.task[g] === NF_TASK_INTIMIDATE && nf.building[h.cell[g]!] === 0) intimidating++;
      const roll = rng.d6();
      const count = NorthfieldRules.reinforcementCount(roll, intimidating);
      let came = 0;
      for (let k = 0; k < count && this.poolCount > 0; k++) {
        let cell = nf.reinforcement[rng.d6() - 1]!;
        if (this.countIn(cell) >= NORTHFIELD.stacking) cell = this.roomBeside(cell);
        if (cell < 0) continue;
        this.bringIn(cell, true);
        came++;
      }
      this.reinforcements += came;
      this.log(`Reinforcements: d6 ${roll} - ${intimidating} intimidating = ${count}; ${came} arrive`);
    }
  }

  /** The number of reinforcements a roll gives: d6 less one per intimidating gang member, never below 0. */
  static reinforcementCount(roll: number, intimidating: number): number {
    return Math.max(0, roll - intimidating);
  }

  private reach(e: number, why: string): void {
    const h = this.h;
    this.drewGun[e] = 1;
    h.inHand[e] = 0;
    h.weaponChanged(e);
    this.log(`  ${h.charName(e)} reaches for his gun (${why})`);
  }

  /** A cell next to `cell` with room (fewer than two counters), or -1. */
  private roomBeside(cell: number): number {
    const map = this.h.map;
    const w = map.width;
    const x = cell % w;
    const y = (cell - x) / w;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if ((dx === 0 && dy === 0) || nx < 0 || ny < 0 || nx >= w || ny >= map.height) continue;
        const c = ny * w + nx;
        if (map.passable[c] === 1 && this.countIn(c) < NORTHFIELD.stacking) return c;
      }
    }
    return -1;
  }

  private adjacent(a: number, b: number): boolean {
    const w = this.h.map.width;
    return Math.abs((a % w) - (b % w)) <= 1 && Math.abs(Math.floor(a / w) - Math.floor(b / w)) <= 1;
  }

  /**
   * The module's morale modifier for i (Morale Modifiers), `extra` added (threats). Added to the
   * d100 roll: negative helps.
   */
  moraleModifier(i: number, extra: number): number {
    const h = this.h;
    const nf = this.nf;
    const M = NORTHFIELD.morale;
    const mine = h.sideOf[i]!;
    const other = 1 - mine;
    let mod = extra;
    if (mine === nf.gangSide) mod += M.gangMember;
    else {
      mod += M.citizen;
      if (this.recognized === 1) mod += M.recognized;
    }
    // Greatest numbers and fewest casualties: counters up in play on each side.
    let upMine = 0;
    let upOther = 0;
    for (let j = 0; j < this.n; j++) {
      if (h.status[j] !== UP) continue;
      if (h.sideOf[j] === mine) upMine++;
      else upOther++;
    }
    if (upMine > upOther) mod += M.greatestNumbers;
    if (h.sideCasualties[mine]! < h.sideCasualties[other]!) mod += M.fewestCasualties;
    const f = nf.family[i]!;
    if (f >= 0) {
      for (const g of nf.gang) if (g !== i && nf.family[g] === f && h.status[g] === DEAD) {
        mod += M.relativeKilled;
        break;
      }
    }
    const wounds = h.woundPts[i]!;
    if (wounds > 0) mod += 2 * wounds > h.str[i]! ? M.woundsOverHalf : M.woundsUnderHalf;
    return mod;
  }

  /**
   * A morale check: d100 + modifiers against MRL; a roll above fails. Failing, a citizen leaves
   * play (unlettered back to the pool, lettered set aside), an employee is removed (he gives up,
   * `employee` true); a gang member rides out when mounted or beside his horse, else surrenders
   * (MORALE; RULINGS.md N9). @returns true if he holds.
   */
  moraleCheck(i: number, extra: number, why: string, employee = false): boolean {
    const h = this.h;
    const roll = h.rng().d100();
    const mod = this.moraleModifier(i, extra);
    const held = roll + mod <= h.mrl[i]!;
    this.log(`    morale (${why}): ${h.charName(i)} d100 ${roll} ${mod >= 0 ? '+' : ''}${mod} vs ${h.mrl[i]}: ${held ? 'holds' : 'fails'}`);
    if (held) return true;
    if (h.sideOf[i] === this.nf.gangSide) {
      if (h.mounted[i] === 1 || h.horseCell[i]! >= 0) h.broken[i] = 1;
      else h.takeOut(i, CAPTURED);
      return false;
    }
    if (employee || this.nf.pool.indexOf(i) < 0) {
      // Lettered counters are set aside for good: out of the fight as fled.
      h.takeOut(i, FLED);
    } else {
      // Back to the pool, face down: he may come again as a reinforcement.
      h.status[i] = RESERVE;
      h.statusChanged(i);
      this.poolLeft[this.poolCount++] = i;
    }
    return false;
  }

  /**
   * VICTORY CONDITIONS: the game ends when no gang member is left up in town (ridden out, down or
   * captured), or at the turn limit (`final`), when those still in town cannot escape and are
   * captured, as are the unconscious left behind. The gang's money is the loot of those who rode
   * out; the town's the rewards of the outlaws captured or killed. @returns the side with more
   * money, -1 for equal money, -2 while the game goes on.
   */
  winner(final: boolean): number {
    const h = this.h;
    const nf = this.nf;
    let inTown = 0;
    for (const g of nf.gang) if (h.status[g] === UP) inTown++;
    if (inTown > 0 && !final) return -2;
    let gang = 0;
    let town = 0;
    for (const g of nf.gang) {
      const st = h.status[g]!;
      if (st === UP) h.takeOut(g, CAPTURED);
      else if (st === UNCONSCIOUS) h.status[g] = CAPTURED;
      if (h.status[g] === FLED) gang += this.loot[g]!;
      else town += nf.reward[g]!;
    }
    this.gangMoney = gang;
    this.townMoney = town;
    return gang > town ? nf.gangSide : town > gang ? nf.townSide : -1;
  }

  /**
   * The gang's plan for the robbers in the bank this turn (their shared knowledge, for the
   * `northfieldRobber` doctrine): in index order, each takes the next job of: threaten an
   * employee not yet threatened; cover an employee still at his place (one robber a square); then
   * search the nearest bank square not yet searched (the vault while untried, the other squares
   * while a cash reserve is still hidden). Sets {@link jobKind}, {@link jobTarget}, {@link jobCell}.
   */
  private assignJobs(): void {
    const h = this.h;
    const nf = this.nf;
    this.jobKind.fill(0);
    this.jobTarget.fill(-1);
    this.jobCell.fill(-1);
    let jobs = 0;
    // Employees to threaten, then to cover.
    for (let pass = 0; pass < 2; pass++) {
      for (const e of nf.employees) {
        if (h.status[e] !== UP || nf.inBank[h.cell[e]!] === 0) continue;
        if (pass === 0 && this.threatened[e] === 1) continue;
        if (pass === 1) {
          if (this.threatened[e] === 0) continue;
          let dup = false;
          for (let q = 0; q < jobs; q++) if (this.jobListKind[q] === NF_TASK_COVER && h.cell[this.jobListTarget[q]!] === h.cell[e]) dup = true;
          if (dup) continue;
        }
        this.jobListKind[jobs] = pass === 0 ? NF_TASK_THREATEN : NF_TASK_COVER;
        this.jobListTarget[jobs] = e;
        jobs++;
      }
    }
    let next = 0;
    for (const g of nf.gang) {
      if (h.status[g] !== UP || h.mounted[g] === 1 || h.broken[g] === 1 || nf.inBank[h.cell[g]!] === 0) continue;
      if (next < jobs) {
        this.jobKind[g] = this.jobListKind[next]!;
        this.jobTarget[g] = this.jobListTarget[next]!;
        this.jobCell[g] = h.cell[this.jobTarget[g]!]!;
        next++;
        continue;
      }
      let best = -1;
      let bestD = Infinity;
      for (let k = 0; k < nf.bank.length; k++) {
        const c = nf.bank[k]!;
        if (this.searched[k] === 1 || (c === nf.vault ? this.vaultState !== 0 : this.reservesLeft === 0)) continue;
        let taken = false;
        for (const o of nf.gang) if (o !== g && this.jobKind[o] === NF_TASK_SEARCH && this.jobCell[o] === c) taken = true;
        if (taken) continue;
        const d = h.map.distance(h.cell[g]!, c) - (c === nf.vault ? 0.5 : 0);
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      if (best >= 0) {
        this.jobKind[g] = NF_TASK_SEARCH;
        this.jobCell[g] = best;
      }
    }
  }

  /** This turn's job of each gang member in the bank (NF_TASK_*, 0 none), its employee and cell. */
  readonly jobKind: Uint8Array;
  readonly jobTarget: Int32Array;
  readonly jobCell: Int32Array;
  private readonly jobListKind: Uint8Array = new Uint8Array(6);
  private readonly jobListTarget: Int32Array = new Int32Array(6);

}
