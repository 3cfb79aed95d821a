/**
 * "Shootout in Northfield" (boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN
 * NORTHFIELD): the mini-module's own rules, played on top of the BOOT HILL skirmish engine when a
 * scenario names the special rule `northfield` (scenarios/northfield.yaml).
 *
 * The engine calls a {@link NorthfieldRules} at fixed points of its turn (set-up, turn start,
 * before each move, after each move, the firing declarations, end of turn, victory, record); the
 * module reads the engine's world through {@link NorthfieldHost} (read-only) and changes it only
 * through the world's functions that keep its caches right (core `setStatus`, `placeAt`;
 * world.ts `setInHand`, `setRounds`, `setWeaponGone`, `setBroken`; casualties.ts `takeOut`).
 * Where the module's text is ambiguous the choice is a numbered ruling N1... in
 * packages/boothill/RULINGS.md.
 */
import { S_CORNER, S_HARD, TASK_COVER, TASK_INTIMIDATE, TASK_SEARCH, TASK_THREATEN, placeAt, setStatus, type GameMap } from '@deadeye/core';
import type { Stream } from '@deadeye/rng';
import { NORTHFIELD } from '../tables/northfield.ts';
import { takeOut } from './casualties.ts';
import type { SpecialRule } from './special-rule.ts';
import { nameOf, setBroken, setInHand, setRounds, setWeaponGone, type SkirmishWorld, ST_CAPTURED as CAPTURED, ST_DEAD as DEAD, ST_FLED as FLED, ST_RESERVE as RESERVE, ST_UNCONSCIOUS as UNCONSCIOUS, ST_UP as UP, xy } from './world.ts';


/** Tasks a Northfield agent may declare with ACT_TASK (`SkirmishIntent.task`; @deadeye/core TASK_*). */
export const NF_TASK_THREATEN = TASK_THREATEN;
export const NF_TASK_SEARCH = TASK_SEARCH;
export const NF_TASK_COVER = TASK_COVER;
export const NF_TASK_INTIMIDATE = TASK_INTIMIDATE;

export { NORTHFIELD } from '../tables/northfield.ts';

export { compileNorthfield, type NorthfieldSetup } from './northfield-setup.ts';
import type { NorthfieldSetup } from './northfield-setup.ts';

/** A column the module reads; it never writes one (the world's functions do, keeping the caches right). */
type Column = { readonly [index: number]: number };

/**
 * The engine's {@link SkirmishWorld} as the module sees it: the same object, its columns typed
 * read-only, so that the module cannot write a column past the functions that keep the world's
 * caches right (core `setStatus` and `placeAt`; world.ts `setInHand`, `setRounds`,
 * `setWeaponGone`, `setBroken`; casualties.ts `takeOut`).
 */
export interface NorthfieldHost {
  readonly map: GameMap;
  readonly n: number;
  /** Weapon slots per character (slot `i * maxW + w`). */
  readonly maxW: number;
  readonly status: Column;
  readonly cell: Column;
  readonly sideOf: Column;
  readonly mounted: Column;
  readonly horseCell: Column;
  readonly woundPts: Column;
  readonly str: Column;
  readonly mrl: Column;
  readonly inHand: Column;
  readonly loaded: Column;
  readonly gone: Column;
  readonly wCapacity: Column;
  readonly weaponCount: Column;
  readonly lastAttacker: Column;
  readonly broken: Column;
  readonly sideCasualties: Column;
  /** The trial's random stream. */
  readonly stream: Stream;
  /** The replay log, or null when not logging. */
  readonly log: string[] | null;
}

/**
 * The module's rules for one engine (state reused across trials; nothing allocated per trial).
 * Sources: boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN NORTHFIELD, each method
 * naming its section.
 */
export class NorthfieldRules implements SpecialRule {
  readonly nf: NorthfieldSetup;
  /** The engine's world, read-only (reads). */
  private readonly h: NorthfieldHost;
  /** The same world, for the functions that write it (never written here directly). */
  private readonly w: SkirmishWorld;
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

  /**
   * @param nf the compiled module (`compileNorthfield`)
   * @param world the engine's world: the module reads it and changes it only through its functions
   */
  constructor(nf: NorthfieldSetup, world: SkirmishWorld) {
    const n = world.n;
    const host: NorthfieldHost = world;
    this.nf = nf;
    this.h = host;
    this.w = world;
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

  /**
   * Appends `line` to the replay log. Callers test `this.h.log !== null` first, so that a trial
   * that is not logged builds no strings (they were most of what Northfield's trial loop allocated).
   */
  private log(line: string): void {
    const l = this.h.log;
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
    const rng = h.stream;
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
      setInHand(this.w, i, -1);
      // Face down: no weapon yet; the employees' guns lie loaded at hand (Employee Heroics).
      if (!this.isEmployee(i)) for (let w = 0; w < h.weaponCount[i]!; w++) setWeaponGone(this.w, i, w, 1);
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
    const k = h.stream.die(this.poolCount) - 1;
    const i = this.poolLeft[k]!;
    this.poolLeft[k] = this.poolLeft[this.poolCount - 1]!;
    this.poolCount--;
    setStatus(this.w, i, UP);
    placeAt(this.w, i, cell);
    setInHand(this.w, i, -1);
    setWeaponGone(this.w, i, 0, 1);
    setBroken(this.w, i, 0);
    this.loadingTurn[i] = 0;
    this.moraleBeforeMove[i] = morale ? 1 : 0;
    if (this.h.log !== null) this.log(`  ${nameOf(this.w, i)} comes in at ${xy(this.w, cell)}`);
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
        setStatus(this.w, g, CAPTURED);
        if (this.h.log !== null) this.log(`    ${nameOf(this.w, i)} captures ${nameOf(this.w, g)}`);
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
        const roll = h.stream.d6();
        found = roll <= NORTHFIELD.armingFinds;
        if (this.h.log !== null) how = `searches the building: d6 ${roll}, ${found ? 'a weapon' : 'nothing'}`;
        if (!found && this.h.log !== null) this.log(`  ${nameOf(this.w, i)} ${how}`);
      }
      if (!found) continue;
      const slot = i * maxW + w;
      setWeaponGone(this.w, i, w, 0);
      setInHand(this.w, i, w);
      if (i === nf.wheeler && w === nf.wheelerRevolver) {
        setRounds(this.w, i, w, h.wCapacity[slot]!);
        if (this.h.log !== null) this.log(`  ${nameOf(this.w, i)} ${how}: his revolver, loaded`);
      } else {
        setRounds(this.w, i, w, 0);
        this.loadingTurn[i] = turn + 1;
        if (this.h.log !== null) this.log(`  ${nameOf(this.w, i)} ${how}: unloaded, loading next turn`);
      }
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
      if (this.h.log !== null) this.log(`  ${nameOf(this.w, i)} covers ${nameOf(this.w, target)}`);
    } else if (task === NF_TASK_INTIMIDATE) {
      const w = h.inHand[i]!;
      if (w < 0 || this.nf.building[h.cell[i]!] === 1) return;
      const slot = i * h.maxW + w;
      if (h.loaded[slot]! <= 0) return;
      setRounds(this.w, i, w, h.loaded[slot]! - 1);
      if (this.h.log !== null) this.log(`  ${nameOf(this.w, i)} fires in the air to keep the citizens off the street`);
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
    if (this.h.log !== null) this.log(`  the first gang member is down: every gang member checks morale`);
    for (const g of this.nf.gang) if (h.status[g] === UP) this.moraleCheck(g, 0, 'a gang member is down');
  }

  /**
   * End of turn: threats (4), search (5), employee heroics, loading found weapons, then
   * reinforcements (6).
   */
  endTurn(turn: number): void {
    const h = this.h;
    const nf = this.nf;
    const rng = h.stream;
    // 4. Threats.
    for (const i of nf.gang) {
      if (h.status[i] !== UP || this.task[i] !== NF_TASK_THREATEN) continue;
      const e = this.taskTarget[i]!;
      if (e < 0 || !this.isEmployee(e) || h.status[e] !== UP || this.threatened[e] === 1 || !this.adjacent(h.cell[i]!, h.cell[e]!)) continue;
      this.threatened[e] = 1;
      this.threatenedNow[e] = 1;
      const held = this.moraleCheck(e, NORTHFIELD.morale.threatened, this.h.log === null ? '' : `threatened by ${nameOf(this.w, i)}`, true);
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
      if (this.h.log !== null) this.log(`  ${nameOf(this.w, e)} gives up ${e === nf.cashier ? 'the vault' : 'a cash reserve'}: $${dollars} to ${nameOf(this.w, i)}`);
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
          if (this.h.log !== null) this.log(`  ${nameOf(this.w, i)} tries the vault: d6 ${roll}, open: $${this.vaultDollars}`);
        } else {
          this.vaultState = 2;
          if (this.h.log !== null) this.log(`  ${nameOf(this.w, i)} tries the vault: d6 ${roll}, locked`);
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
        if (this.h.log !== null) this.log(`  ${nameOf(this.w, i)} searches ${xy(this.w, h.cell[i]!)}: ${certain ? 'the last squares' : `d6 ${roll}`}, a cash reserve: $${dollars}`);
      } else {
        if (this.h.log !== null) this.log(`  ${nameOf(this.w, i)} searches ${xy(this.w, h.cell[i]!)}: d6 ${roll}, nothing`);
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
      if (w >= 0) setRounds(this.w, i, w, h.wCapacity[i * h.maxW + w]!);
      this.loadingTurn[i] = 0;
      if (this.h.log !== null) this.log(`  ${nameOf(this.w, i)} has loaded his weapon`);
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
      if (this.h.log !== null) this.log(`Reinforcements: d6 ${roll} - ${intimidating} intimidating = ${count}; ${came} arrive`);
    }
  }

  /** The number of reinforcements a roll gives: d6 less one per intimidating gang member, never below 0. */
  static reinforcementCount(roll: number, intimidating: number): number {
    return Math.max(0, roll - intimidating);
  }

  private reach(e: number, why: string): void {
    const h = this.h;
    this.drewGun[e] = 1;
    setInHand(this.w, e, 0);
    if (this.h.log !== null) this.log(`  ${nameOf(this.w, e)} reaches for his gun (${why})`);
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
    const roll = h.stream.d100();
    const mod = this.moraleModifier(i, extra);
    const held = roll + mod <= h.mrl[i]!;
    if (this.h.log !== null) this.log(`    morale (${why}): ${nameOf(this.w, i)} d100 ${roll} ${mod >= 0 ? '+' : ''}${mod} vs ${h.mrl[i]}: ${held ? 'holds' : 'fails'}`);
    if (held) return true;
    if (h.sideOf[i] === this.nf.gangSide) {
      if (h.mounted[i] === 1 || h.horseCell[i]! >= 0) setBroken(this.w, i, 1);
      else takeOut(this.w, i, CAPTURED);
      return false;
    }
    if (employee || this.nf.pool.indexOf(i) < 0) {
      // Lettered counters are set aside for good: out of the fight as fled.
      takeOut(this.w, i, FLED);
    } else {
      // Back to the pool, face down: he may come again as a reinforcement.
      setStatus(this.w, i, RESERVE);
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
      if (st === UP) takeOut(this.w, g, CAPTURED);
      else if (st === UNCONSCIOUS) setStatus(this.w, g, CAPTURED);
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
