/**
 * "Shootout in Northfield" (boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN
 * NORTHFIELD): the mini-module's scenario logic, written once for every rule system, played when a
 * scenario names the special rule `northfield` (scenarios/northfield.yaml; docs/northfield.md).
 *
 * What lives here (system-neutral, on core's {@link SimWorld}): the town's set-up (citizens on
 * the map and in the pool, Wheeler's revolver, the money), citizen reaction to the alarm and the
 * recognition roll, the consequences of a failed morale check, arming townspeople (searching,
 * the hardware stores, Stacey and Wheeler) and loading found weapons, robbing the bank (threats,
 * searching, the vault, the cash reserves, covering and employee heroics, the gang's plan),
 * reinforcements, capturing outlaws, the building, stacking, line-of-fire and leaving limits, hard
 * cover inside buildings, and victory by money; the counts the engine records (money, discovery,
 * reinforcements, recognition).
 *
 * What a rule system supplies ({@link NorthfieldSystem}, its adapter): everything that depends on
 * its combat rules: what a weapon in hand, loaded, found or face down is in its columns, drawing
 * and loading, firing into the air, "was he attacked", riding out and taking a man out of the
 * fight (its casualties), and the morale check itself, asked as "pass or fail" with the module's
 * conditions ({@link MORALE_GANG}...) that apply. What stays BOOT HILL-specific
 * (packages/boothill/src/skirmish/northfield.ts and tables/northfield.ts), and why: the morale
 * check's d100 roll against MRL with the Morale Modifiers in d100 points (another system tests
 * morale its own way), the d100 split of a hit on a mounted man (BOOT HILL's hit resolution), and
 * the 12-foot-square scale rules (movement points of picking up or slinging a man, halved
 * movement and ranges: BOOT HILL's movement and range tables; RULINGS.md N1, N18).
 *
 * The rules read the world through {@link NorthfieldHost} (read-only) and change it only through
 * core's cache-keeping `setStatus` and `placeAt` and through the adapter. Characters are indices,
 * cells map cell indices (`y * width + x`), distances in the module's squares, money in dollars,
 * turns from 1. Where the module's text is ambiguous the choice is a numbered ruling N1... in
 * packages/boothill/RULINGS.md. Nothing is allocated per trial: the state is sized once per
 * engine and reset by {@link NorthfieldScenario.reset}.
 *
 * Reading order: one class, `NorthfieldScenario`, its methods in the order of the module's TURN
 * SEQUENCE, each against its section of the seed text, after three small readers
 * (`vaultLooted`, `reserveFound`: what the trial's counts record of the bank, accumulator.ts;
 * `countIn`: the counters up in a square, for MOVEMENT's Stacking):
 * - `reset`, `bringIn`: SETTING UP THE GAME and the Citizens of Northfield (the town's pool, which
 *   the reinforcements draw on too);
 * - `turnStart`, `mayMove`, `unaware`: CITIZEN REACTION (the alarm roll, who may move before it);
 * - `afterMove`, `squaresMoved`: MOVEMENT (capturing outlaws);
 * - `armingPhase`, `unarmed`, `mayReload`, `mayDraw`, `loading`, `reloaded`: ARMING TOWNSPEOPLE;
 * - `declare`, `covered`, `fired`, `moved`, `voidTask`: ROBBING THE BANK, the gang's tasks as
 *   declared and played in the turn;
 * - `buildingReady`, `mayEnter`, `markFriends`, `lineClear`, `markNoFire`, `forbids`, `observe`,
 *   `mayShootInto`, `mayShootAt`, `coverBits`, `coverBitsAt`: COMBAT (the buildings, stacking, the
 *   line of fire, hard cover inside);
 * - `endTurn`, the turn's steps 4 to 6 (ROBBING THE BANK), one method each, with the helpers
 *   each calls: `pocket` (the money taken, by `threats` and `search`), `threats` (`adjacent`: the
 *   employee threatened stands beside), `search`, `employeeHeroics` (`reach`: an employee draws),
 *   `loadFoundWeapons` (ARMING TOWNSPEOPLE), `reinforce` (`reinforcementCount`; `roomForTown`,
 *   `roomBeside`: the reinforcements' squares, MOVEMENT's Stacking);
 * - `moraleConditions`, `checkMorale`, `onTakeOut` (and {@link moraleModifierPoints} above the
 *   class): MORALE and its Morale Modifiers;
 * - `winner`, `mayLeave`: VICTORY CONDITIONS (money; gang members leave town mounted only);
 * - `assignJobs`, `worthSearching`, `atWork`, `opponentOn`: the gang's plan (ROBBING THE BANK), which jobs the agents
 *   are given.
 */
import { diceLane, TRIAL_LANE, type Stream } from '@deadeye/rng';
import { STATUS_CAPTURED as CAPTURED, STATUS_DEAD as DEAD, STATUS_FLED as FLED, STATUS_RESERVE as RESERVE, STATUS_UNCONSCIOUS as UNCONSCIOUS, STATUS_UP as UP } from '../../agent/intent.ts';
import { TASK_COVER, TASK_INTIMIDATE, TASK_SEARCH, TASK_THREATEN } from '../../agent/tasks.ts';
import { cellXY, lineCrosses, S_CORNER, S_HARD, S_NO_FIRE, type GameMap } from '../../scenario/game-map.ts';
import { holdObjective, placeAt, setStatus, type SimWorld } from '../../sim/world.ts';
import { NORTHFIELD } from './tables.ts';
import type { NorthfieldSetup } from './setup.ts';
import type { RuleObservation } from '../hooks.ts';

/** Tasks a Northfield agent may declare (the agents' TASK_* of core agent/tasks.ts). */
export const NF_TASK_THREATEN = TASK_THREATEN;
export const NF_TASK_SEARCH = TASK_SEARCH;
export const NF_TASK_COVER = TASK_COVER;
export const NF_TASK_INTIMIDATE = TASK_INTIMIDATE;

/**
 * The module's morale conditions (MORALE, Morale Modifiers), bits of the `conditions` argument of
 * {@link NorthfieldSystem.moraleCheck}; the adapter gives each its own weight (BOOT HILL: d100 points).
 */
/** He is a gang member. */
export const MORALE_GANG = 1;
/** He is a citizen. */
export const MORALE_CITIZEN = 2;
/** A citizen, and the gang has been recognized. */
export const MORALE_RECOGNIZED = 4;
/** His side has more counters up in play than the other. */
export const MORALE_GREATEST_NUMBERS = 8;
/** His side has fewer casualties than the other. */
export const MORALE_FEWEST_CASUALTIES = 16;
/** A relative of his in the gang has been killed. */
export const MORALE_RELATIVE_KILLED = 32;
/** He is a bank employee being threatened (ROBBING THE BANK, Threats). */
export const MORALE_THREATENED = 64;

/**
 * The Morale Modifiers that apply (MORALE, Morale Modifiers; NORTHFIELD.morale), in d100 points
 * added to the roll, so that a negative sum helps: those of `conditions` (MORALE_* bits) and of his
 * wounds, `lost` of `whole` (more than half +10, any +5), each rule system measuring a wound its
 * own way (BOOT HILL strength points, Quick on the Draw lethal cards, Shootout! HTK). BOOT HILL
 * adds the sum to its d100 roll; the other systems translate it to their own test.
 */
export function moraleModifierPoints(conditions: number, lost: number, whole: number): number {
  const M = NORTHFIELD.morale;
  let mod = (conditions & MORALE_THREATENED) !== 0 ? M.threatened : 0;
  if ((conditions & MORALE_GANG) !== 0) mod += M.gangMember;
  if ((conditions & MORALE_CITIZEN) !== 0) mod += M.citizen;
  if ((conditions & MORALE_RECOGNIZED) !== 0) mod += M.recognized;
  if ((conditions & MORALE_GREATEST_NUMBERS) !== 0) mod += M.greatestNumbers;
  if ((conditions & MORALE_FEWEST_CASUALTIES) !== 0) mod += M.fewestCasualties;
  if ((conditions & MORALE_RELATIVE_KILLED) !== 0) mod += M.relativeKilled;
  if (lost > 0) mod += 2 * lost > whole ? M.woundsOverHalf : M.woundsUnderHalf;
  return mod;
}

/** A column the module reads; it never writes one (the world's functions and the adapter do). */
type Column = { readonly [index: number]: number };

/**
 * The engine's world as the module sees it: core's {@link SimWorld} columns, read-only (write
 * them through `setStatus`, `placeAt` or the adapter), plus the map, the trial's stream and log.
 */
export interface NorthfieldHost {
  readonly map: GameMap;
  readonly n: number;
  readonly status: Column;
  readonly cell: Column;
  readonly sideOf: Column;
  readonly mounted: Column;
  /** Characters up per map cell (core's `SimWorld.occupancy`). */
  readonly occupancy: Column;
  /** The trial's random stream. */
  readonly stream: Stream;
  /** The replay log, or null when not logging. */
  readonly log: string[] | null;
}

/**
 * What the module needs from a rule system: the adapter a system gives {@link NorthfieldScenario}
 * (BOOT HILL's: packages/boothill/src/skirmish/northfield.ts). Characters are indices; a weapon
 * `w` is an index in the character's weapon list. Every method is called in the trial loop and
 * must not allocate (strings only when the log is on); none draws a die except {@link moraleCheck}.
 */
export interface NorthfieldSystem {
  /** i's name, for the log. */
  nameOf(i: number): string;
  /** i holds no weapon in his hand (set-up; a citizen coming in). */
  holster(i: number): void;
  /** Every weapon of i face down: not found yet, not his to use (SETTING UP THE GAME). */
  faceDown(i: number): void;
  /** i is not broken (a citizen coming in from the pool). */
  steady(i: number): void;
  /** True if i has no weapon found (face down). */
  unarmed(i: number): boolean;
  /** i finds his weapon `w` and takes it in hand: loaded to capacity if `loaded`, else empty (ARMING TOWNSPEOPLE). */
  arm(i: number, w: number, loaded: boolean): void;
  /**
   * i loads the weapon in his hand to capacity, if he holds one (COMBAT, Reloading); false when the
   * system's rules keep it from loading (Quick on the Draw: jammed by the reload chart, to be
   * cleared first), and nothing is loaded.
   */
  load(i: number): boolean;
  /** Bank employee e takes his gun (his first weapon) in hand (ROBBING THE BANK, Employee Heroics). */
  drawGun(e: number): void;
  /** True if i holds a found weapon with a round loaded (ready to fire). */
  readyToFire(i: number): boolean;
  /** True if i holds a weapon with a round loaded (covering an employee). */
  loadedInHand(i: number): boolean;
  /** i fires one round of the weapon in his hand into the air (ROBBING THE BANK, Intimidation); he holds one loaded. */
  spendRound(i: number): void;
  /** True if e has been shot at or attacked this turn (Employee Heroics). */
  attacked(e: number): boolean;
  /**
   * A morale check of i under the module's `conditions` (MORALE_* bits), logged with `why`.
   * Draws its dice from the trial's stream. @returns true if he holds.
   */
  moraleCheck(i: number, conditions: number, why: string): boolean;
  /** True if i is broken: his morale failed and he makes for the map's edge (the gang's plan leaves him out). */
  broken(i: number): boolean;
  /** A gang member who failed morale rides out if mounted or beside his horse (sets him broken): @returns false if he cannot. */
  rideOut(i: number): boolean;
  /** Takes i out of the fight with status `status` (STATUS_*), through the system's casualties. */
  takeOut(i: number, status: number): void;
  /**
   * True if gang member i, up in town, may still get away: he is mounted or his horse stands
   * riderless; under a system that plays riding double (BOOT HILL) also when he is carried behind a
   * comrade or a comrade up in town rides alone and might take him up (VICTORY CONDITIONS: "Gang
   * members may be mounted double, but no bandits may leave town on foot").
   */
  mayEscape(i: number): boolean;
}

/**
 * {@link NorthfieldSystem.loadedInHand} for a system whose every weapon loads rounds (BOOT HILL,
 * Shootout!): i (a character index) holds a weapon (`inHand` not -1) whose slot `i * maxW + w` has
 * a round loaded; what a robber needs to cover an employee. Throws nothing. Source:
 * boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN NORTHFIELD, ROBBING THE BANK.
 */
export function loadedWeaponInHand(h: SimWorld, i: number): boolean {
  const w = h.inHand[i]!;
  return w >= 0 && h.loaded[i * h.maxW + w]! > 0;
}

/**
 * {@link NorthfieldSystem.readyToFire} for a system that keeps a citizen's face-down weapons in a
 * `gone` column (1 per slot `i * maxW + w` while not found yet; BOOT HILL, Shootout!): i (a
 * character index) holds a found weapon with a round loaded. Throws nothing. Source:
 * boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN NORTHFIELD, SETTING UP THE GAME
 * and ARMING TOWNSPEOPLE.
 */
export function foundWeaponReady(h: SimWorld & { readonly gone: Uint8Array }, i: number): boolean {
  const w = h.inHand[i]!;
  return w >= 0 && h.gone[i * h.maxW + w] === 0 && h.loaded[i * h.maxW + w]! > 0;
}

/**
 * The module's scenario logic for one engine (state reused across trials; nothing allocated per
 * trial), on any rule system through its {@link NorthfieldSystem} adapter. A rule system's engine
 * holds one (BOOT HILL: its `NorthfieldRules` extends this class) and calls it at fixed points of
 * its turn: {@link reset} after its own, {@link turnStart}, {@link mayMove} / {@link mayEnter} /
 * {@link afterMove} / {@link mayLeave} around each move, {@link armingPhase} after moving,
 * {@link declare} and the firing limits, {@link onTakeOut}, {@link endTurn} and {@link winner}.
 * Sources: boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN NORTHFIELD, each method
 * naming its section.
 */
export class NorthfieldScenario {
  readonly nf: NorthfieldSetup;
  /** The engine's world, read-only (reads). */
  protected readonly h: NorthfieldHost;
  /** The same world, for core's functions that write it (never written here directly). */
  protected readonly w: SimWorld;
  /** The rule system's side of the module. */
  readonly sys: NorthfieldSystem;
  private readonly n: number;
  /**
   * Spaces put before each of the module's replay lines: '' (BOOT HILL, Shootout!: a turn's
   * events are two spaces in), or more while a rule system plays a step nested deeper (Quick on
   * the Draw sets two more while a card is played, whose events are four spaces in).
   */
  indent = '';
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
  /**
   * `markedAt[side]`: core's `version` when {@link markFriends} last listed that side's counters
   * (-1: not yet this trial). While `version` is unchanged nobody has moved or changed status, so
   * the list still holds for every observer of the side (issue #17: Northfield under BOOT HILL,
   * the marks were a seventh of the observation's time).
   */
  private readonly markedAt: Int32Array;
  /** The side whose counters {@link lineClear} reads (the last {@link markFriends}). */
  private markedSide = 0;
  /**
   * The cells of each side's counters up or unconscious as x and y (`friendX[side * n + k]`,
   * k < `friendCount[side]`), for {@link lineClear}.
   */
  private readonly friendX: Int32Array;
  private readonly friendY: Int32Array;
  private readonly friendCount: Int32Array;
  /** Money of each side at the end of the last trial (dollars). */
  gangMoney = 0;
  townMoney = 0;

  /**
   * @param nf the compiled module (`compileNorthfield`)
   * @param world the engine's world (its map, stream and log with it): the module reads it and
   *   changes it only through core's functions and `sys`
   * @param sys the rule system's adapter
   */
  constructor(nf: NorthfieldSetup, world: SimWorld & NorthfieldHost, sys: NorthfieldSystem) {
    const n = world.n;
    const host: NorthfieldHost = world;
    this.nf = nf;
    this.h = host;
    this.w = world;
    this.sys = sys;
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
    const sides = world.sideSize.length;
    this.markedAt = new Int32Array(sides).fill(-1);
    this.friendX = new Int32Array(sides * n);
    this.friendY = new Int32Array(sides * n);
    this.friendCount = new Int32Array(sides);
  }

  /**
   * Appends `line` to the replay log. Callers test `this.h.log !== null` first, so that a trial
   * that is not logged builds no strings (they were most of what Northfield's trial loop allocated).
   */
  protected log(line: string): void {
    const l = this.h.log;
    if (l !== null) l.push(this.indent + line);
  }

  private isEmployee(i: number): boolean {
    return this.nf.employees.includes(i);
  }

  /** A cell as "(x,y)" (logs). */
  private xy(cell: number): string {
    return cellXY(this.h.map, cell);
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
    this.markedAt.fill(-1);
    const nf = this.nf;
    const rng = h.stream;
    rng.lane(TRIAL_LANE);
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
      this.sys.holster(i);
      // Face down: no weapon yet; the employees' guns lie loaded at hand (Employee Heroics).
      if (!this.isEmployee(i)) this.sys.faceDown(i);
    }
    this.hasRevolver = rng.d6() <= NORTHFIELD.wheelerRevolverMax ? 1 : 0;
    if (this.h.log !== null) this.log(`Northfield: Henry Wheeler has ${this.hasRevolver === 1 ? 'his revolver' : 'the army rifle (his revolver is at home)'}`);
    // The pool, shuffled (counters mixed face down).
    const pool = nf.pool;
    for (let k = 0; k < pool.length; k++) {
      this.poolLeft[k] = pool[k]!;
      setStatus(this.w, pool[k]!, RESERVE);
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
    if (this.h.log !== null) this.log(`Northfield: ${extra} more citizens at random squares; ${this.poolCount} left in the pool`);
    this.reserveDollars[0] = rng.d6() * NORTHFIELD.dollarsPerPip;
    this.reserveDollars[1] = rng.d6() * NORTHFIELD.dollarsPerPip;
    this.reservesLeft = 2;
    let v = 0;
    for (let k = 0; k < NORTHFIELD.vaultDice; k++) v += rng.d6();
    this.vaultDollars = v * NORTHFIELD.dollarsPerPip;
    if (this.h.log !== null) this.log(`Northfield: cash reserves $${this.reserveDollars[0]} and $${this.reserveDollars[1]}, vault $${this.vaultDollars}`);
  }

  /** Puts a random citizen of the pool on `cell` (face down). @returns his index, or -1 (pool empty). */
  private bringIn(cell: number, morale: boolean): number {
    if (this.poolCount === 0) return -1;
    const h = this.h;
    // Who comes is the trial's draw (rng's lanes); the lane it was in goes on after it.
    const was = h.stream.lane(TRIAL_LANE);
    const k = h.stream.die(this.poolCount) - 1;
    h.stream.lane(was);
    const i = this.poolLeft[k]!;
    this.poolLeft[k] = this.poolLeft[this.poolCount - 1]!;
    this.poolCount--;
    setStatus(this.w, i, UP);
    placeAt(this.w, i, cell);
    this.sys.holster(i);
    // An unlettered citizen has the one weapon on his counter (compileNorthfield checks it).
    this.sys.faceDown(i);
    this.sys.steady(i);
    this.loadingTurn[i] = 0;
    this.moraleBeforeMove[i] = morale ? 1 : 0;
    if (this.h.log !== null) this.log(`  ${this.sys.nameOf(i)} comes in at ${this.xy(cell)}`);
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
    h.stream.lane(TRIAL_LANE);
    const roll = h.stream.d6();
    if (roll <= NORTHFIELD.undiscoveredMax) {
      if (this.h.log !== null) this.log(`Citizen reaction: d6 ${roll}, the robbery is not discovered`);
      return;
    }
    this.discovered = turn;
    const rec = h.stream.d6();
    this.recognized = rec <= NORTHFIELD.recognizedMax ? 1 : 0;
    if (this.h.log !== null) this.log(`Citizen reaction: d6 ${roll}, the alarm is sounded; recognition d6 ${rec}: ${this.recognized === 1 ? 'the James-Younger gang is recognized' : 'nobody knows who they are'}`);
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
    if (this.unaware(i)) return false;
    if (this.moraleBeforeMove[i] === 1) {
      this.moraleBeforeMove[i] = 0;
      if (!this.checkMorale(i, 0, 'before moving')) return false;
    }
    return true;
  }

  /**
   * True while i is a townsman, not a bank employee, and the robbery is not yet discovered: "the
   * townspeople may not move" (CITIZEN REACTION), not even in flight (a rule system's own flight,
   * as Quick on the Draw's after a courage test, asks it apart from {@link mayMove}, which would
   * also make his morale check).
   */
  unaware(i: number): boolean {
    return this.discovered === 0 && this.h.sideOf[i] !== this.nf.gangSide && !this.isEmployee(i);
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
        setStatus(this.w, g, CAPTURED);
        if (this.h.log !== null) this.log(`    ${this.sys.nameOf(i)} captures ${this.sys.nameOf(g)}`);
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
        h.stream.lane(diceLane(i));
        const roll = h.stream.d6();
        found = roll <= NORTHFIELD.armingFinds;
        if (this.h.log !== null) how = `searches the building: d6 ${roll}, ${found ? 'a weapon' : 'nothing'}`;
        if (!found && this.h.log !== null) this.log(`  ${this.sys.nameOf(i)} ${how}`);
      }
      if (!found) continue;
      if (i === nf.wheeler && w === nf.wheelerRevolver) {
        this.sys.arm(i, w, true);
        if (this.h.log !== null) this.log(`  ${this.sys.nameOf(i)} ${how}: his revolver, loaded`);
      } else {
        this.sys.arm(i, w, false);
        this.loadingTurn[i] = turn + 1;
        if (this.h.log !== null) this.log(`  ${this.sys.nameOf(i)} ${how}: unloaded, loading next turn`);
      }
    }
  }

  /** True if i has no weapon found (face down). */
  unarmed(i: number): boolean {
    return this.sys.unarmed(i);
  }

  /**
   * May i reload this turn? Not after moving more than three squares this turn (COMBAT,
   * Reloading: "A character is not allowed to reload if he moved more than three squares during
   * the turn"), squares counted as for searching (RULINGS.md N5). Asked by a system's reload, after
   * the movement phase.
   */
  mayReload(i: number): boolean {
    return this.squaresMoved(i) <= NORTHFIELD.maxSquaresMovedToLoad;
  }

  /**
   * May i take a weapon in hand by his own choice? Not a bank employee who has not reached for his
   * gun: "If a bank employee is not being covered or threatened, a special morale check is made ...
   * If the roll is successful, the teller or cashier will reach for and try to fire a nearby loaded
   * gun" (ROBBING THE BANK, Employee Heroics); he reaches only after the check, or when shot at or
   * attacked (BOOT HILL's RULINGS.md N9). Everyone else may.
   */
  mayDraw(i: number): boolean {
    return this.drewGun[i] === 1 || !this.isEmployee(i);
  }

  /** True while i is loading a found weapon (counter upside down): he cannot fire. */
  loading(i: number): boolean {
    return this.loadingTurn[i]! !== 0;
  }

  /**
   * i's weapon was loaded by his rule system's own reload before the module's end of turn loads
   * it (Quick on the Draw's reload chart on a card: its RULINGS.md QR-95): he is loading no longer,
   * so his counter is face up again and he may be fired at and counts as ready to fire.
   */
  reloaded(i: number): void {
    this.loadingTurn[i] = 0;
  }

  /** A Northfield task declared in the firing phase (ACT_TASK with `task`, `target`). */
  declare(i: number, task: number, target: number): void {
    const h = this.h;
    if (h.sideOf[i] !== this.nf.gangSide) return;
    if (task === NF_TASK_THREATEN || task === NF_TASK_SEARCH) {
      this.task[i] = task;
      this.taskTarget[i] = target;
    }
    // Each declaration has its replay line (threats and searches are resolved at the end of the turn, with their own).
    if (task === NF_TASK_THREATEN) {
      if (this.h.log !== null) this.log(`  ${this.sys.nameOf(i)} threatens ${target >= 0 ? this.sys.nameOf(target) : 'nobody'} (resolved at the end of the turn)`);
    } else if (task === NF_TASK_SEARCH) {
      if (this.h.log !== null) this.log(`  ${this.sys.nameOf(i)} searches where he stands (resolved at the end of the turn)`);
    } else if (task === NF_TASK_COVER) {
      // Covering: a loaded weapon in hand, no move this turn; two employees if in the same square.
      // A man down is covered by nobody (an audit, 2026-12-04: under Quick on the Draw, whose plan
      // is made at the phase's start, robbers covered an employee shot down on an earlier card, and
      // so every employee of his square). A refused cover is no task: nothing to resolve or void.
      if (!this.sys.loadedInHand(i) || h.cell[i] !== this.moveStart[i] || target < 0 || !this.isEmployee(target) || h.status[target] !== UP) {
        if (this.h.log !== null) {
          const why = !this.sys.loadedInHand(i) ? 'he has no loaded weapon in hand' : h.cell[i] !== this.moveStart[i] ? 'he has moved this turn' : target < 0 || !this.isEmployee(target) ? 'a cover is of a bank employee' : 'he is out of the fight';
          this.log(`  ${this.sys.nameOf(i)} cannot cover ${target >= 0 ? this.sys.nameOf(target) : 'anyone'}: ${why}`);
        }
        return;
      }
      this.task[i] = task;
      this.taskTarget[i] = target;
      for (const e of this.nf.employees) if (h.cell[e] === h.cell[target]) this.coveredNow[e] = 1;
      if (this.h.log !== null) this.log(`  ${this.sys.nameOf(i)} covers ${this.sys.nameOf(target)}`);
    } else if (task === NF_TASK_INTIMIDATE) {
      if (this.nf.building[h.cell[i]!] === 1 || !this.sys.loadedInHand(i)) {
        if (this.h.log !== null) this.log(`  ${this.sys.nameOf(i)} cannot fire in the air: ${this.nf.building[h.cell[i]!] === 1 ? 'he is in a building' : 'nothing loaded in hand'}`);
        return;
      }
      this.sys.spendRound(i);
      // Only a shot in the air intimidates (BOOT HILL's N11): a gang member in a building or with
      // nothing loaded in hand declares it for nothing.
      this.task[i] = task;
      this.taskTarget[i] = target;
      if (this.h.log !== null) this.log(`  ${this.sys.nameOf(i)} fires in the air to keep the citizens off the street`);
    }
  }

  /**
   * True if i is a bank employee covered by a gang member this turn: "If a teller or cashier is
   * being 'covered' by at least one gang member, the bank employee will not try to attack" (ROBBING
   * THE BANK, Covering): {@link mayShootAt} refuses his shots; the module spares him the heroics
   * check. A rule system whose declarations come before the cover's is told by it (BOOT HILL's
   * firing phase drops a covered employee's declared fire).
   */
  covered(i: number): boolean {
    return this.coveredNow[i] === 1;
  }

  /**
   * i has fired a shot this turn after declaring a threat, a search or a cover on an earlier step
   * of it (Quick on the Draw: a later card of the phase, its RULINGS.md QR-94 as amended
   * 2026-12-04). Each is the robber's one action of the turn: "may take no other action that turn
   * except moving" (a threat), "may not perform any other action that turn" (a search), "may do
   * nothing else that turn (including movement)" (a cover; ROBBING THE BANK). So the shot voids
   * it: a threat or search is not resolved at the turn's end, and a cover covers no more from the
   * shot on. A rule system whose declaration is the turn's one action (BOOT HILL, Shootout!) never
   * calls it. Nothing happens when i declared none.
   */
  fired(i: number): void {
    const task = this.task[i]!;
    if (task === NF_TASK_THREATEN || task === NF_TASK_SEARCH || task === NF_TASK_COVER) this.voidTask(i, 'he has fired this turn');
  }

  /**
   * i has moved after declaring a cover this turn (Quick on the Draw: an evade, a courage test's
   * fall back, any move on a later card): "To cover a bank employee a bandit ... may do nothing
   * else that turn (including movement)" (ROBBING THE BANK), so his cover covers no more from the
   * move on (QR-94 as amended 2026-12-04). A threat or a search allows moving and stands.
   */
  moved(i: number): void {
    if (this.task[i] === NF_TASK_COVER) this.voidTask(i, 'he has moved');
  }

  /**
   * Voids i's declared threat, search or cover (said with `why`); a cover's employees are then
   * covered only by the covers of the other robbers still up, read at the squares they stand on
   * now (a cover of a robber down since stands until such a recount, as it always did).
   */
  private voidTask(i: number, why: string): void {
    const h = this.h;
    const task = this.task[i]!;
    this.task[i] = 0;
    if (h.log !== null) {
      const what = task === NF_TASK_THREATEN ? `threat of ${this.sys.nameOf(this.taskTarget[i]!)}` : task === NF_TASK_SEARCH ? 'search' : `cover of ${this.sys.nameOf(this.taskTarget[i]!)}`;
      this.log(`  ${this.sys.nameOf(i)}'s ${what} is void: ${why} (the module's one action a turn)`);
    }
    this.taskTarget[i] = -1;
    if (task !== NF_TASK_COVER) return;
    for (const e of this.nf.employees) this.coveredNow[e] = 0;
    for (const g of this.nf.gang) {
      if (this.task[g] !== NF_TASK_COVER || h.status[g] !== UP) continue;
      const c = h.cell[this.taskTarget[g]!]!;
      for (const e of this.nf.employees) if (h.cell[e] === c) this.coveredNow[e] = 1;
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
      if (this.sys.readyToFire(j)) return true;
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
   * Lists the cells of i's friendly counters (his side's characters up or unconscious) for
   * {@link lineClear}; his own cell is listed too, which the line never crosses (it leaves out the
   * squares of both ends). Kept from the last list of his side while core's `version` is unchanged
   * (the list reads only cells and statuses). O(characters) when listed afresh; nothing allocated.
   */
  markFriends(i: number): void {
    const h = this.h;
    const side = h.sideOf[i]!;
    this.markedSide = side;
    if (this.markedAt[side] === this.w.version) return;
    this.markedAt[side] = this.w.version;
    const w = h.map.width;
    let count = 0;
    const members = this.w.membersOf[side]!;
    for (let k = 0; k < members.length; k++) {
      const j = members[k]!;
      const st = h.status[j]!;
      if (st === UP || st === UNCONSCIOUS) {
        const c = h.cell[j]!;
        const x = c % w;
        this.friendX[side * this.n + count] = x;
        this.friendY[side * this.n + count] = (c - x) / w;
        count++;
      }
    }
    this.friendCount[side] = count;
  }

  /**
   * True if no square the line of fire from i to t crosses (their own squares left out) holds a
   * counter listed by the last {@link markFriends}: "No fire is allowed through a square
   * containing a friendly counter" (COMBAT; RULINGS.md N15). The squares a line crosses all lie
   * in the box of its two end squares; a friend's there is tested against the line itself (core's
   * `lineCrosses`: the cells `GameMap.lineCells` lists), without walking the line (issue #17: the
   * walk was most of Northfield's firing limits' time under Shootout!).
   */
  lineClear(i: number, t: number): boolean {
    const h = this.h;
    const side = this.markedSide;
    const from = h.cell[i]!;
    const to = h.cell[t]!;
    const w = h.map.width;
    const x0 = from % w;
    const y0 = (from - x0) / w;
    const x1 = to % w;
    const y1 = (to - x1) / w;
    const xLo = x0 < x1 ? x0 : x1;
    const xHi = x0 < x1 ? x1 : x0;
    const yLo = y0 < y1 ? y0 : y1;
    const yHi = y0 < y1 ? y1 : y0;
    const at = side * this.n;
    const count = this.friendCount[side]!;
    for (let k = 0; k < count; k++) {
      const x = this.friendX[at + k]!;
      const y = this.friendY[at + k]!;
      // In the box, on neither end square (the line leaves both out; i himself is listed), and crossed.
      if (x >= xLo && x <= xHi && y >= yLo && y <= yHi && (x !== x0 || y !== y0) && (x !== x1 || y !== y1) && lineCrosses(x0, y0, x1, y1, x, y)) return false;
    }
    return true;
  }

  /**
   * Clears `S_NO_FIRE` in every enemy's row of i's observation and sets it where j is a visible
   * enemy up whom the module's firing limits forbid i to fire at now ({@link mayShootInto},
   * {@link lineClear}: each row as {@link forbids} decides it). A friend's row never carries the
   * bit (only this sets it, and only on enemies). `visible` and `sightBits` are i's observation's
   * columns. Written once for every rule system's observation.
   */
  markNoFire(i: number, visible: Uint8Array, sightBits: Uint8Array): void {
    const enemies = this.w.enemiesOf[this.h.sideOf[i]!]!;
    for (let k = 0; k < enemies.length; k++) {
      const j = enemies[k]!;
      const bits = sightBits[j]! & ~S_NO_FIRE;
      sightBits[j] = this.forbids(i, j, visible) ? bits | S_NO_FIRE : bits;
    }
  }

  /**
   * One row of {@link markNoFire} (core's `fireForbidden`, for a reader asking of one enemy): true
   * where j is an enemy of i, visible (`visible`: i's observation's) and up, whom the module's
   * firing limits forbid i to fire at now ({@link mayShootInto}, {@link lineClear} with the friends
   * listed by {@link markFriends}, kept while core's `version` is unchanged, so listed once however
   * many rows are asked).
   */
  forbids(i: number, j: number, visible: Uint8Array): boolean {
    const h = this.h;
    if (visible[j] !== 1 || h.status[j] !== UP || h.sideOf[j] === h.sideOf[i]) return false;
    if (!this.mayShootInto(i, j)) return true;
    this.markFriends(i);
    return !this.lineClear(i, j);
  }

  /**
   * The module's part of i's observation `o` (hooks.ts `observe`): the turn of the alarm
   * (`discovered`), his job of the gang's plan (`jobKind`, `jobTarget`, `jobCell`), and its firing
   * limits ({@link markNoFire}) left to core's `markFireLimits`, which marks them when an agent
   * first reads `S_NO_FIRE`.
   */
  observe(i: number, o: RuleObservation): void {
    o.alarm = this.discovered;
    o.taskKind = this.jobKind[i]!;
    o.taskTarget = this.jobTarget[i]!;
    o.taskCell = this.jobCell[i]!;
    o.fireLimits = this;
    o.limitsStamp++;
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

  /** Every firing limit of the module on i firing at t: a bank employee covered this turn does not shoot ({@link covered}), {@link mayShootInto}, and a clear line ({@link lineClear}), the friends listed afresh. */
  mayShootAt(i: number, t: number): boolean {
    // A bank employee covered this turn does not shoot: "If a teller or cashier is being 'covered'
    // by at least one gang member, the bank employee will not try to attack" (ROBBING THE BANK,
    // Covering; BOOT HILL's N9, Quick on the Draw's QR-94, Shootout!'s SR-73).
    if (this.coveredNow[i] === 1) return false;
    if (!this.mayShootInto(i, t)) return false;
    // Marked afresh (once a shot, not a hot path): the firing check holds even for a caller that
    // wrote cells or statuses without core's placeAt or setStatus, which `version` would not count.
    this.markedAt[this.h.sideOf[i]!] = -1;
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
    return this.coverBitsAt(this.h.cell[t]!, sight);
  }

  /** {@link coverBits} for a man standing on cell `c`. */
  coverBitsAt(c: number, sight: number): number {
    return (sight & S_CORNER) | (this.nf.building[c] === 1 ? S_HARD : 0);
  }

  /**
   * End of turn, the module's TURN SEQUENCE steps 4 to 6: threats (4), search (5), employee
   * heroics, loading found weapons, then reinforcements (6), each a method below in that order.
   * @param turn the turn ending, from 1
   */
  endTurn(turn: number): void {
    this.h.stream.lane(TRIAL_LANE);
    this.threats();
    this.search();
    this.employeeHeroics();
    this.loadFoundWeapons(turn);
    if (this.discovered !== 0) this.reinforce();
  }

  /** Gang member i takes `dollars` (0 or more): his loot grows, and money held is the objective he carries. */
  private pocket(i: number, dollars: number): void {
    this.loot[i] = this.loot[i]! + dollars;
    if (this.loot[i]! > 0) holdObjective(this.w, i);
  }

  /**
   * Step 4, Threats (ROBBING THE BANK): each gang member up who declared a threat against an
   * employee beside him, not threatened before, makes him check morale; failing, the cashier opens
   * the vault (BOOT HILL's N8: even one a search found locked) and another employee gives up a cash
   * reserve. A threat that comes to nothing is said in the log.
   */
  private threats(): void {
    const h = this.h;
    const nf = this.nf;
    for (const i of nf.gang) {
      if (h.status[i] !== UP || this.task[i] !== NF_TASK_THREATEN) continue;
      const e = this.taskTarget[i]!;
      if (e < 0 || !this.isEmployee(e) || h.status[e] !== UP || this.threatened[e] === 1 || !this.adjacent(h.cell[i]!, h.cell[e]!)) {
        // Said, as the declaration was (an audit, 2026-12-04: threats declared two squares away
        // were dropped here unsaid).
        if (this.h.log !== null) {
          const why = e < 0 || !this.isEmployee(e) ? 'nobody to threaten' : h.status[e] !== UP ? `${this.sys.nameOf(e)} is out of the fight` : this.threatened[e] === 1 ? `${this.sys.nameOf(e)} has been threatened already` : `he is not beside ${this.sys.nameOf(e)}`;
          this.log(`  ${this.sys.nameOf(i)}'s threat comes to nothing: ${why}`);
        }
        continue;
      }
      this.threatened[e] = 1;
      this.threatenedNow[e] = 1;
      const held = this.checkMorale(e, MORALE_THREATENED, this.h.log === null ? '' : `threatened by ${this.sys.nameOf(i)}`, true);
      if (held) continue;
      let dollars = 0;
      if (e === nf.cashier) {
        // "the cashier knows how to open the bank vault": a vault found locked by a search he
        // opens still (only a vault looted already is empty; BOOT HILL's N8).
        if (this.vaultState !== 1) {
          dollars = this.vaultDollars;
          this.vaultState = 1;
        }
      } else if (this.reservesLeft > 0) {
        dollars = this.reserveDollars[2 - this.reservesLeft]!;
        this.reservesLeft--;
      }
      this.pocket(i, dollars);
      if (this.h.log !== null) this.log(`  ${this.sys.nameOf(e)} gives up ${e === nf.cashier ? 'the vault' : 'a cash reserve'}: $${dollars} to ${this.sys.nameOf(i)}`);
    }
  }

  /** True if cells `a` and `b` are the same square or next to each other (diagonals too). */
  private adjacent(a: number, b: number): boolean {
    const w = this.h.map.width;
    return Math.abs((a % w) - (b % w)) <= 1 && Math.abs(Math.floor(a / w) - Math.floor(b / w)) <= 1;
  }

  /**
   * Step 5, Search (ROBBING THE BANK): one bank square per gang member up who declared a search,
   * each square once. The vault's square: a d6 of at most `NORTHFIELD.vaultOpens` opens it, else
   * it is locked. Another square: a d6 of at most `NORTHFIELD.searchFinds` finds a cash reserve,
   * and one is certain once the squares left are no more than the reserves left.
   */
  private search(): void {
    const h = this.h;
    const nf = this.nf;
    const rng = h.stream;
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
          this.pocket(i, this.vaultDollars);
          if (this.h.log !== null) this.log(`  ${this.sys.nameOf(i)} tries the vault: d6 ${roll}, open: $${this.vaultDollars}`);
        } else {
          this.vaultState = 2;
          if (this.h.log !== null) this.log(`  ${this.sys.nameOf(i)} tries the vault: d6 ${roll}, locked`);
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
        this.pocket(i, dollars);
        if (this.h.log !== null) this.log(`  ${this.sys.nameOf(i)} searches ${this.xy(h.cell[i]!)}: ${certain ? 'the last squares' : `d6 ${roll}`}, a cash reserve: $${dollars}`);
      } else {
        if (this.h.log !== null) this.log(`  ${this.sys.nameOf(i)} searches ${this.xy(h.cell[i]!)}: d6 ${roll}, nothing`);
      }
    }
  }

  /**
   * Employee Heroics (ROBBING THE BANK): an employee up in the bank who has not drawn reaches for
   * his gun when shot at or attacked; else, neither covered nor threatened this turn, when he passes
   * a special morale check.
   */
  private employeeHeroics(): void {
    const h = this.h;
    const nf = this.nf;
    for (const e of nf.employees) {
      if (h.status[e] !== UP || this.drewGun[e] === 1 || nf.inBank[h.cell[e]!] === 0) continue;
      if (this.sys.attacked(e)) this.reach(e, 'attacked');
      else if (this.threatenedNow[e] === 0 && this.coveredNow[e] === 0) {
        if (this.checkMorale(e, 0, 'heroics', true)) this.reach(e, 'heroics');
      }
    }
  }

  /** Bank employee `e` reaches for his gun (ROBBING THE BANK, Employee Heroics: `why` says which condition), drawn through the adapter; logged. */
  private reach(e: number, why: string): void {
    this.drewGun[e] = 1;
    this.sys.drawGun(e);
    if (this.h.log !== null) this.log(`  ${this.sys.nameOf(e)} reaches for his gun (${why})`);
  }

  /**
   * Loading found weapons (ARMING TOWNSPEOPLE): a man whose loading turn has come loads through the
   * adapter, unless he moved more than `NORTHFIELD.maxSquaresMovedToLoad` squares this turn (then
   * he tries again next turn).
   * @param turn the turn ending, from 1
   */
  private loadFoundWeapons(turn: number): void {
    const h = this.h;
    for (let i = 0; i < this.n; i++) {
      const t = this.loadingTurn[i]!;
      if (t === 0 || t > turn || h.status[i] !== UP) continue;
      if (this.squaresMoved(i) > NORTHFIELD.maxSquaresMovedToLoad) {
        this.loadingTurn[i] = turn + 1;
        continue;
      }
      const loaded = this.sys.load(i);
      this.loadingTurn[i] = 0;
      if (this.h.log !== null) this.log(`  ${this.sys.nameOf(i)} ${loaded ? 'has loaded his weapon' : 'cannot load his weapon: it is jammed'}`);
    }
  }

  /**
   * Step 6, Reinforcement (once the robbery is discovered): d6 less one per gang member up
   * intimidating outside the buildings ({@link NorthfieldScenario.reinforcementCount}) townsmen
   * come from the pool, each at the reinforcement square a d6 names, or the nearest room beside it
   * (MOVEMENT's Stacking); none when there is no room.
   */
  private reinforce(): void {
    const h = this.h;
    const nf = this.nf;
    const rng = h.stream;
    let intimidating = 0;
    for (const g of nf.gang) if (h.status[g] === UP && this.task[g] === NF_TASK_INTIMIDATE && nf.building[h.cell[g]!] === 0) intimidating++;
    const roll = rng.d6();
    const count = NorthfieldScenario.reinforcementCount(roll, intimidating);
    let came = 0;
    for (let k = 0; k < count && this.poolCount > 0; k++) {
      let cell = nf.reinforcement[rng.d6() - 1]!;
      if (!this.roomForTown(cell)) cell = this.roomBeside(cell);
      if (cell < 0) continue;
      this.bringIn(cell, true);
      came++;
    }
    this.reinforcements += came;
    if (this.h.log !== null) this.log(`Reinforcements: d6 ${roll} - ${intimidating} intimidating = ${count}; ${came} arrive`);
  }

  /** The number of reinforcements a roll gives: d6 less one per intimidating gang member, never below 0. */
  static reinforcementCount(roll: number, intimidating: number): number {
    return Math.max(0, roll - intimidating);
  }

  /**
   * True if a townsman may come in on `cell`: fewer than two counters up there, none of them a
   * gang member's ("Counters on opposing sides may stack together only if they are brawling, or
   * ... capturing", MOVEMENT, Stacking; an audit, 2026-12-01: 16 of 6,211 reinforcements in 300
   * trials came in on a square Jim Younger held, mounted).
   */
  private roomForTown(cell: number): boolean {
    if (this.countIn(cell) >= NORTHFIELD.stacking) return false;
    const h = this.h;
    for (const g of this.nf.gang) if (h.status[g] === UP && h.cell[g] === cell) return false;
    return true;
  }

  /** A cell next to `cell` a townsman may come in on ({@link roomForTown}), or -1. */
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
        if (map.passable[c] === 1 && this.roomForTown(c)) return c;
      }
    }
    return -1;
  }

  /**
   * The module's morale conditions that apply to i now (MORALE, Morale Modifiers), as MORALE_*
   * bits, `extra` (MORALE_THREATENED or 0) added: his side, the recognition, greatest numbers and
   * fewest casualties (counters up in play on each side; men of each side now killed, unconscious
   * or captured, not those who rode out or left play: BOOT HILL's RULINGS.md N10), a relative in
   * the gang killed. His wounds are the rule system's own (the adapter weighs them).
   */
  moraleConditions(i: number, extra: number): number {
    const h = this.h;
    const nf = this.nf;
    const mine = h.sideOf[i]!;
    let bits = extra;
    if (mine === nf.gangSide) bits |= MORALE_GANG;
    else {
      bits |= MORALE_CITIZEN;
      if (this.recognized === 1) bits |= MORALE_RECOGNIZED;
    }
    // Greatest numbers: counters up in play on each side. Fewest casualties: men of each side
    // down (killed or unconscious) or captured now; a man who rode out or left play after a failed
    // check is no casualty (BOOT HILL's N10).
    let upMine = 0;
    let upOther = 0;
    let downMine = 0;
    let downOther = 0;
    for (let j = 0; j < this.n; j++) {
      const st = h.status[j]!;
      if (st === UP) {
        if (h.sideOf[j] === mine) upMine++;
        else upOther++;
      } else if (st === DEAD || st === UNCONSCIOUS || st === CAPTURED) {
        if (h.sideOf[j] === mine) downMine++;
        else downOther++;
      }
    }
    if (upMine > upOther) bits |= MORALE_GREATEST_NUMBERS;
    if (downMine < downOther) bits |= MORALE_FEWEST_CASUALTIES;
    const f = nf.family[i]!;
    if (f >= 0) {
      for (const g of nf.gang) if (g !== i && nf.family[g] === f && h.status[g] === DEAD) {
        bits |= MORALE_RELATIVE_KILLED;
        break;
      }
    }
    return bits;
  }

  /**
   * A morale check (MORALE; RULINGS.md N9), asked of the rule system with the module's conditions
   * ({@link moraleConditions}, `extra` MORALE_THREATENED or 0). Failing, a citizen leaves play
   * (unlettered back to the pool, lettered set aside), an employee is removed (he gives up,
   * `employee` true); a gang member rides out when he can, else surrenders (captured).
   * @returns true if he holds.
   */
  checkMorale(i: number, extra: number, why: string, employee = false): boolean {
    const h = this.h;
    const held = this.sys.moraleCheck(i, this.moraleConditions(i, extra), why);
    if (held) return true;
    if (h.sideOf[i] === this.nf.gangSide) {
      if (!this.sys.rideOut(i)) this.sys.takeOut(i, CAPTURED);
      return false;
    }
    if (employee || this.nf.pool.indexOf(i) < 0) {
      // Lettered counters are set aside for good: out of the fight as fled.
      this.sys.takeOut(i, FLED);
    } else {
      // Back to the pool, face down: he may come again as a reinforcement.
      setStatus(this.w, i, RESERVE);
      this.poolLeft[this.poolCount++] = i;
    }
    return false;
  }

  /** A gang member down (killed or unconscious) for the first time: every gang member checks morale (MORALE). */
  onTakeOut(i: number, status: number): void {
    const h = this.h;
    if (h.sideOf[i] !== this.nf.gangSide || this.gangChecked === 1 || (status !== DEAD && status !== UNCONSCIOUS)) return;
    this.gangChecked = 1;
    if (this.h.log !== null) this.log(`  the first gang member is down: every gang member checks morale`);
    for (const g of this.nf.gang) if (h.status[g] === UP) this.checkMorale(g, 0, 'a gang member is down');
  }

  /**
   * VICTORY CONDITIONS: "The game ends when all surviving James-Younger gang members have ridden off
   * the map ... or when any gang members still in town cannot escape": when no gang member is left
   * up in town (ridden out, down or captured), when none of those still up in town may escape (no
   * horse, and no comrade to ride double with: `NorthfieldSystem.mayEscape`), or at the turn limit
   * (`final`). Those still in town are then captured ("any outlaws left behind at the end of the
   * game are automatically considered captured", MOVEMENT, Capturing Outlaws), as are the
   * unconscious left behind. The gang's money is the loot of those who rode out; the town's the
   * rewards of the outlaws captured or killed. @returns the side with more money, -1 for equal
   * money, -2 while the game goes on.
   */
  winner(final: boolean): number {
    const h = this.h;
    const nf = this.nf;
    let mayEscape = false;
    for (const g of nf.gang) {
      if (h.status[g] === UP && this.sys.mayEscape(g)) {
        mayEscape = true;
        break;
      }
    }
    if (mayEscape && !final) return -2;
    if (!final && h.log !== null) {
      for (const g of nf.gang) {
        if (h.status[g] === UP) h.log.push(`    ${this.sys.nameOf(g)} cannot escape (no horse to ride out on): the game ends`);
      }
    }
    let gang = 0;
    let town = 0;
    for (const g of nf.gang) {
      const st = h.status[g]!;
      if (st === UP) this.sys.takeOut(g, CAPTURED);
      else if (st === UNCONSCIOUS) setStatus(this.w, g, CAPTURED);
      if (h.status[g] === FLED) gang += this.loot[g]!;
      else town += nf.reward[g]!;
    }
    this.gangMoney = gang;
    this.townMoney = town;
    return gang > town ? nf.gangSide : town > gang ? nf.townSide : -1;
  }

  /** Gang members leave town only mounted (VICTORY CONDITIONS); citizens never walk off. */
  mayLeave(i: number): boolean {
    return this.h.sideOf[i] === this.nf.gangSide && this.h.mounted[i] === 1;
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
    // The robbers at work in the bank, and whether anything is left to search: with two or more,
    // one searches while anything is left, however many employees stand to be covered (an audit,
    // 2026-12-01: with every employee holding against his threat, three robbers covered three
    // employees for the rest of the robbery and nobody searched; RULINGS.md N8).
    let robbers = 0;
    for (const g of nf.gang) if (this.atWork(g)) robbers++;
    let searchable = false;
    for (let k = 0; k < nf.bank.length && !searchable; k++) searchable = this.worthSearching(k);
    const coverers = searchable && robbers >= 2 ? robbers - 1 : robbers;
    // Employees to threaten, then to cover: a cover keeps an employee from attacking while the
    // robbery goes on, so none once nothing is left to search and nobody to threaten; the plan has
    // run out and the robbers leave (an audit, 2026-12-01: they covered the employees until
    // `leaveAfter`, 1,206 phases of 300 trials under Quick on the Draw, the guards firing in the
    // air all the while; RULINGS.md N8).
    for (let pass = 0; pass < 2; pass++) {
      if (pass === 1 && !searchable && jobs === 0) break;
      for (const e of nf.employees) {
        if (h.status[e] !== UP || nf.inBank[h.cell[e]!] === 0) continue;
        if (pass === 0 && this.threatened[e] === 1) continue;
        if (pass === 1) {
          if (this.threatened[e] === 0) continue;
          let dup = false;
          for (let q = 0; q < jobs; q++) if (this.jobListKind[q] === NF_TASK_COVER && h.cell[this.jobListTarget[q]!] === h.cell[e]) dup = true;
          if (dup) continue;
          // Threats first (they pass at the turn's end), then covers while a robber is left to search.
          if (jobs >= coverers) continue;
        }
        this.jobListKind[jobs] = pass === 0 ? NF_TASK_THREATEN : NF_TASK_COVER;
        this.jobListTarget[jobs] = e;
        jobs++;
      }
    }
    let next = 0;
    for (const g of nf.gang) {
      if (!this.atWork(g)) continue;
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
        if (!this.worthSearching(k)) continue;
        let taken = false;
        for (const o of nf.gang) if (o !== g && this.jobKind[o] === NF_TASK_SEARCH && this.jobCell[o] === c) taken = true;
        // Nor a square a townsman stands on: a robber cannot enter it (no stacking with an
        // opponent, N5), so he would wait before it for good (an audit, 2026-11-29: given the
        // cashier's square, Charlie Pitts idled for the rest of the robbery in 41% of trials).
        if (taken || this.opponentOn(c, g)) continue;
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

  /**
   * True if bank square `k` (index into the setup's `bank`) is still worth a search for the gang's
   * plan: not searched yet, and the vault while untried, another square while a cash reserve is
   * still hidden (ROBBING THE BANK; {@link search} plays the search).
   */
  private worthSearching(k: number): boolean {
    const nf = this.nf;
    return this.searched[k] === 0 && (nf.bank[k] === nf.vault ? this.vaultState === 0 : this.reservesLeft > 0);
  }

  /** True if gang member g can take a job in the bank: up, on foot, not broken, inside it. */
  private atWork(g: number): boolean {
    const h = this.h;
    return h.status[g] === UP && h.mounted[g] === 0 && !this.sys.broken(g) && this.nf.inBank[h.cell[g]!] === 1;
  }

  /** True if a character up of another side than g's stands on cell c. */
  private opponentOn(c: number, g: number): boolean {
    const h = this.h;
    if (h.occupancy[c] === 0) return false;
    for (let j = 0; j < h.n; j++) if (h.cell[j] === c && h.status[j] === UP && h.sideOf[j] !== h.sideOf[g]) return true;
    return false;
  }

  /** This turn's job of each gang member in the bank (NF_TASK_*, 0 none), its employee and cell. */
  readonly jobKind: Uint8Array;
  readonly jobTarget: Int32Array;
  readonly jobCell: Int32Array;
  private readonly jobListKind: Uint8Array = new Uint8Array(6);
  private readonly jobListTarget: Int32Array = new Int32Array(6);

}
