/**
 * The system-neutral part of a skirmish's state: the per-character columns every rule system's
 * engine needs (where each character stands and faces, his side and status, whether he rides,
 * the weapon in his hand and the rounds loaded in each weapon slot) and the per-cell occupancy,
 * allocated once per engine ({@link SimWorld}) and started again each trial ({@link resetSimWorld}).
 *
 * Some columns are caches of others; the writes that must keep them right go through one
 * function each (as bitECS routes writes through addComponent / removeComponent):
 * - {@link placeAt} / {@link startAt}: `cell`, keeping `occupancy` (characters up per map cell);
 * - {@link setStatus}: `status`, keeping `upNow`, `occupancy` and `sideCasualties`.
 * Both also count in `version` and log who changed ({@link touch}), so that an engine can tell that
 * nobody has moved or changed status since it last computed something from `cell` and `status`
 * (an agent's observation), or recompute only the rows of those who did.
 * A rule system extends {@link SimWorld} with its own columns (one class shape per engine, so
 * that the phase functions' property reads stay monomorphic) and adds its own cache-keeping writes.
 *
 * Status codes are the STATUS_* of agent/intent.ts (the codes agents read). Nothing here draws
 * a die or allocates after construction.
 */
import { STATUS_RESERVE, STATUS_UP } from '../agent/intent.ts';

/**
 * The neutral columns of one engine: `n` characters, `maxW` weapon slots each (slot `i * maxW +
 * w`), `cells` map cells, `sides` sides. Columns are public for the engine's phase functions;
 * write `cell` and `status` only through {@link placeAt}, {@link startAt} and {@link setStatus}.
 *
 * The columns the constructor sets are `declare`d (no class field emitted): a field declared
 * without a value is first defined as `undefined` when the object is made, and V8 then tracks
 * its type as anything, so every read of a column checked what kind of array it holds; set
 * first by the constructor, each keeps its array's type and the checks go (Quick on the Draw's
 * street fight x1.06 with QdWorld's columns alike, scripts/ab-engine.ts). A subclass declares its
 * own columns the same way.
 */
export class SimWorld {
  /** Characters. */
  declare readonly n: number;
  /** Weapon slots per character (at least 1). */
  declare readonly maxW: number;
  /**
   * Side of each character now (0-based): the side he was cast on ({@link SimWorld.homeSideOf}),
   * unless a rule has turned him ({@link changeSide}: only Quick on the Draw's persuasion, a man
   * charmed or influenced to fight for the other side, packages/quickdraw/RULINGS.md QR-159,
   * QR-160; under BOOT HILL and Shootout! sides never change).
   */
  declare readonly sideOf: Int32Array;
  /** Side each character was cast on (static). */
  declare readonly homeSideOf: Int32Array;
  /** Characters per side now (as cast, unless {@link changeSide}). */
  declare readonly sideSize: Int32Array;
  /** Per side (index = side), its characters now in index order (as cast, unless {@link changeSide}, which puts new lists in). */
  declare readonly membersOf: Int32Array[];
  /** Per side (index = side), the characters of the other sides now in index order: the loops over one's enemies ({@link changeSide} puts new lists in). */
  declare readonly enemiesOf: Int32Array[];
  /** 1 once {@link changeSide} has turned anyone this trial (then {@link restoreSides} puts everyone back). */
  sidesChanged = 0;
  /** Map cell of each character (`y * width + x`). */
  declare readonly cell: Int32Array;
  /** Facing of each character, 0..7 (N, NE, E, SE, S, SW, W, NW). */
  declare readonly facing: Uint8Array;
  /** Status of each character (STATUS_*); write through {@link setStatus}. */
  declare readonly status: Uint8Array;
  /** 1 where `status` is STATUS_UP, kept by {@link setStatus} (every observation's `up` column). */
  declare readonly upNow: Uint8Array;
  /** 1 if the character is on a horse (or carried on one). */
  declare readonly mounted: Uint8Array;
  /** Index of the weapon in the gun hand (in the character's weapon list), or -1. */
  declare readonly inHand: Int32Array;
  /** Rounds loaded per weapon slot (`i * maxW + w`). */
  declare readonly loaded: Int32Array;
  /** Characters up in each map cell, kept by {@link placeAt}, {@link startAt} and {@link setStatus}. */
  declare readonly occupancy: Uint8Array;
  /** Characters of each side out of action this trial (gone from up to any status but reserve). */
  declare readonly sideCasualties: Int32Array;
  /** 1 once the character has been hurt this trial (a wound, or strength lost hand to hand): `wounded` at the end unless out of action. */
  declare readonly wounded: Uint8Array;
  /** Shots each character has fired this trial (thrown weapons included), and hits scored (a shot counts one hit at most). */
  declare readonly shots: Int32Array;
  declare readonly hits: Int32Array;
  /** Hand-to-hand rounds each character has fought this trial (BOOT HILL: brawling rounds), and strength points he inflicted in them. */
  declare readonly brawlRounds: Int32Array;
  declare readonly brawlDamage: Int32Array;
  /**
   * 1 when the character holds something of his side's objective this trial: he has done a
   * scenario task (task 0, an objective runner's, e.g. a Coffeyville raider's robbery) or, in
   * Northfield, taken money. Set by {@link holdObjective}, cleared by {@link resetSimWorld}. A man
   * off the map at the end (`STATUS_FLED`) who holds it ends `escaped`, not `fled`, and is no
   * casualty in the counts (core's `recordTrial`); the trial's play never reads it.
   */
  declare readonly objectiveHeld: Uint8Array;
  /** The turn being played (1-based; the system's turns), set by `playTurns`. */
  turn = 0;
  /**
   * Writes of `cell` and `status` this trial: 0 at {@link resetSimWorld}, one more at each
   * {@link placeAt}, {@link startAt} and {@link setStatus}. While it is unchanged nobody has moved
   * or changed status, and whatever was computed from those columns still holds (the Quick on the
   * Draw engine reuses an observation of the others so). An engine may add its own changes that
   * such a computation reads (the weapon in a hand) by adding one itself. Reset each trial, so it
   * stays a small integer.
   */
  version = 0;
  /**
   * Who changed at each `version`: `changeLog[version & changeMask]` is the character `j` whose
   * cell or status (or anything else of his an observation reads) the write that made `version`
   * changed ({@link touch}), or `~j` (negative) when only his threat changed ({@link touchThreat}),
   * a ring of at least `2n + 2` entries. An incremental observation (sim/observe.ts
   * {@link ObserverMemory}) reads the entries since an observer's last look to recompute only the
   * rows of those who changed (of a threat alone, only the danger); with more changes than
   * characters since then it recomputes every row, so the ring never wraps under it.
   */
  declare readonly changeLog: Int32Array;
  /** `changeLog.length - 1` (a power of two less one). */
  declare readonly changeMask: number;
  /**
   * The characters whose arms may have changed since an engine last took them
   * ({@link takeArmsChanges}): the weapon in hand, the rounds it holds, or the status (a man down is
   * no threat). `armsList[0..armsCount)` lists them once each, `armsChanged` is 1 for those listed.
   * Written by {@link touchArms}, {@link setStatus} and {@link resetSimWorld} (everyone); an engine
   * that keeps each character's threat from these (Quick on the Draw, Shootout!: core's
   * `refreshThreats`) then recomputes only theirs, not every enemy's at every observation. BOOT
   * HILL keeps its threats at each write itself and never takes the list.
   */
  declare readonly armsChanged: Uint8Array;
  declare readonly armsList: Int32Array;
  armsCount = 0;

  /**
   * @param sideOf side index (0-based) of each character; its length is the character count
   * @param sideSize characters per side
   * @param maxW weapon slots per character (the longest weapon list; at least 1)
   * @param cells map cells (width x height)
   * @throws Error when a side index is outside `sideSize` or `maxW` < 1
   */
  constructor(sideOf: ArrayLike<number>, sideSize: ArrayLike<number>, maxW: number, cells: number) {
    const n = sideOf.length;
    if (!(maxW >= 1)) throw new Error(`SimWorld: maxW must be at least 1, got ${maxW}`);
    for (let i = 0; i < n; i++) if (!(sideOf[i]! >= 0 && sideOf[i]! < sideSize.length)) throw new Error(`SimWorld: character ${i} has side ${sideOf[i]}, expected 0..${sideSize.length - 1}`);
    this.n = n;
    this.maxW = maxW;
    this.sideOf = Int32Array.from(sideOf);
    this.homeSideOf = Int32Array.from(sideOf);
    this.sideSize = Int32Array.from(sideSize);
    this.membersOf = sideLists(this.sideOf, sideSize.length, true);
    this.enemiesOf = sideLists(this.sideOf, sideSize.length, false);
    this.cell = new Int32Array(n);
    this.facing = new Uint8Array(n);
    this.status = new Uint8Array(n);
    this.upNow = new Uint8Array(n);
    this.mounted = new Uint8Array(n);
    this.inHand = new Int32Array(n);
    this.loaded = new Int32Array(n * maxW);
    this.occupancy = new Uint8Array(cells);
    this.sideCasualties = new Int32Array(sideSize.length);
    this.wounded = new Uint8Array(n);
    this.shots = new Int32Array(n);
    this.hits = new Int32Array(n);
    this.brawlRounds = new Int32Array(n);
    this.brawlDamage = new Int32Array(n);
    this.objectiveHeld = new Uint8Array(n);
    let size = 64;
    while (size < 2 * n + 2) size *= 2;
    this.changeLog = new Int32Array(size);
    this.changeMask = size - 1;
    this.armsChanged = new Uint8Array(n);
    this.armsList = new Int32Array(n);
  }
}

/** Per side, its characters (`members`) or the characters of the other sides, in index order, as `sideOf` gives them. Allocates. */
function sideLists(sideOf: Int32Array, sides: number, members: boolean): Int32Array[] {
  const everyone = Array.from(sideOf.keys());
  return Array.from({ length: sides }, (_, side) => Int32Array.from(everyone.filter((j) => (sideOf[j] === side) === members)));
}

/** Puts new side lists (`membersOf`, `enemiesOf`) into the world's outer arrays, as `sideOf` gives them now. Allocates. */
function putSideLists(world: SimWorld): void {
  const sides = world.sideSize.length;
  const members = sideLists(world.sideOf, sides, true);
  const enemies = sideLists(world.sideOf, sides, false);
  for (let s = 0; s < sides; s++) {
    world.membersOf[s] = members[s]!;
    world.enemiesOf[s] = enemies[s]!;
  }
}

/**
 * Turns character `j` to side `side` (0-based) for the rest of the trial, or until he is turned
 * again: `sideOf`, `sideSize` and the side lists (`membersOf`, `enemiesOf`: new lists, put in
 * place of the old in the same outer arrays, so a reference to those arrays stays good; one to a
 * list itself does not), and his casualty, if he is out of action, counted for his new side (core
 * `setStatus`'s count: everyone neither up nor in reserve). Logged with {@link touch}. Whatever a
 * rule system computed from the sides (an incremental observation's rows: core
 * `resetObserverMemory`; an observation's `enemies`) the caller must make again. Only Quick on
 * the Draw's persuasion turns anyone (a man charmed or influenced to fight for the persuader's
 * side: packages/quickdraw/RULINGS.md QR-159, QR-160); {@link restoreSides} puts everyone back.
 * Allocates (the lists): only a persuasion that turns a man calls it.
 * @throws Error when `side` is not one of the world's sides
 */
export function changeSide(world: SimWorld, j: number, side: number): void {
  const sides = world.sideSize.length;
  if (!(Number.isInteger(side) && side >= 0 && side < sides)) throw new Error(`changeSide: side ${side}, expected 0..${sides - 1}`);
  const was = world.sideOf[j]!;
  if (was === side) return;
  world.sideOf[j] = side;
  world.sideSize[was] = world.sideSize[was]! - 1;
  world.sideSize[side] = world.sideSize[side]! + 1;
  const st = world.status[j]!;
  if (st !== STATUS_UP && st !== STATUS_RESERVE) {
    world.sideCasualties[was] = world.sideCasualties[was]! - 1;
    world.sideCasualties[side] = world.sideCasualties[side]! + 1;
  }
  putSideLists(world);
  world.sidesChanged = 1;
  touch(world, j);
}

/**
 * Puts every character back on the side he was cast on ({@link SimWorld.homeSideOf}) after
 * {@link changeSide}: sides, their sizes and lists, and each side's casualties counted again from
 * the statuses (everyone neither up nor in reserve, as core `setStatus` counts them). Nothing when
 * nobody was turned this trial. Called at each trial's start ({@link resetSimWorld}) and by an
 * engine before it records a trial in which anyone was turned (the counts are by the sides as cast).
 */
export function restoreSides(world: SimWorld): void {
  if (world.sidesChanged === 0) return;
  const sides = world.sideSize.length;
  world.sideOf.set(world.homeSideOf);
  world.sideSize.fill(0);
  world.sideCasualties.fill(0);
  for (let j = 0; j < world.n; j++) {
    const s = world.homeSideOf[j]!;
    world.sideSize[s] = world.sideSize[s]! + 1;
    const st = world.status[j]!;
    if (st !== STATUS_UP && st !== STATUS_RESERVE) world.sideCasualties[s] = world.sideCasualties[s]! + 1;
  }
  putSideLists(world);
  world.sidesChanged = 0;
}

/**
 * Counts a change of character `j` that an observation reads (his cell, his status, or his threat:
 * the weapon in his hand and what it holds) in `version` and logs him in `changeLog`, so that
 * every observation computed from the old state is known to be stale in his row. {@link placeAt},
 * {@link startAt} and {@link setStatus} call it; a rule system calls it for its own threat changes.
 */
export function touch(world: SimWorld, j: number): void {
  const v = ++world.version;
  world.changeLog[v & world.changeMask] = j;
}

/**
 * Counts a change of character `j`'s threat alone (the weapon in his hand and what it holds: his
 * `ObservationTables.threatBands` or `threatAt`; not his cell or status) in `version` and logs it
 * as `~j` in `changeLog`: an incremental observation then recomputes only j's danger, and only
 * where he is a visible enemy up (issue #17: in Northfield under BOOT HILL over half the rows
 * logged were threat changes, nearly all of them of men the observer did not see or of his own
 * side). {@link touch} does as well, recomputing the whole row.
 */
export function touchThreat(world: SimWorld, j: number): void {
  const v = ++world.version;
  world.changeLog[v & world.changeMask] = ~j;
}

/**
 * Notes that the arms of character `j` changed (the weapon in his hand, or the rounds loaded in a
 * weapon of his): lists him once for the next {@link takeArmsChanges}. A rule system that keeps
 * threats with core's `refreshThreats` calls it at every write of `inHand` or `loaded` (a change of
 * status is noted by {@link setStatus}).
 */
export function touchArms(world: SimWorld, j: number): void {
  if (world.armsChanged[j] === 1) return;
  world.armsChanged[j] = 1;
  world.armsList[world.armsCount++] = j;
}

/**
 * Takes the characters noted by {@link touchArms} (and {@link setStatus}, {@link resetSimWorld})
 * since the last call: returns how many, listed in `world.armsList[0..count)`, and empties the
 * list (the entries stay readable until the next note).
 */
export function takeArmsChanges(world: SimWorld): number {
  const count = world.armsCount;
  const list = world.armsList;
  for (let k = 0; k < count; k++) world.armsChanged[list[k]!] = 0;
  world.armsCount = 0;
  return count;
}

/**
 * Starts a trial's neutral state: occupancy cleared (only characters' cells can hold a count),
 * everyone on the side he was cast on ({@link restoreSides}), up and unhurt, no casualties, no shots, hits or hand-to-hand rounds, everyone's arms
 * noted as changed ({@link touchArms}). The caller then puts each character in his start cell with
 * {@link startAt} and sets facing, mounted, inHand and loaded itself.
 */
export function resetSimWorld(world: SimWorld): void {
  const n = world.n;
  // Sides turned in the trial before (a variant switch's changeSide): as cast again.
  if (world.sidesChanged !== 0) restoreSides(world);
  // Plain loops: on arrays this small they beat a native fill() call per column.
  for (let i = 0; i < n; i++) world.occupancy[world.cell[i]!] = 0;
  for (let i = 0; i < n; i++) {
    world.status[i] = STATUS_UP;
    world.upNow[i] = 1;
    world.wounded[i] = 0;
    world.shots[i] = 0;
    world.hits[i] = 0;
    world.brawlRounds[i] = 0;
    world.brawlDamage[i] = 0;
    world.objectiveHeld[i] = 0;
  }
  for (let s = 0; s < world.sideCasualties.length; s++) world.sideCasualties[s] = 0;
  world.version = 0;
  for (let i = 0; i < n; i++) {
    world.armsChanged[i] = 1;
    world.armsList[i] = i;
  }
  world.armsCount = n;
}

/**
 * Puts `i` in his start `cell` at the start of a trial ({@link resetSimWorld} has cleared the
 * counts): counts him in `occupancy` if he is up, and in `version`.
 */
export function startAt(world: SimWorld, i: number, cell: number): void {
  world.cell[i] = cell;
  touch(world, i);
  if (world.status[i] === STATUS_UP) world.occupancy[cell] = world.occupancy[cell]! + 1;
}

/** Moves `i` to map cell `cell`, keeping `occupancy` (a man up leaves one count and adds to the other) and counting in `version`. */
export function placeAt(world: SimWorld, i: number, cell: number): void {
  if (world.status[i] === STATUS_UP) {
    world.occupancy[world.cell[i]!] = world.occupancy[world.cell[i]!]! - 1;
    world.occupancy[cell] = world.occupancy[cell]! + 1;
  }
  world.cell[i] = cell;
  touch(world, i);
}

/**
 * Notes that i holds something of his side's objective ({@link SimWorld.objectiveHeld}): he has
 * done a scenario task, or taken Northfield money. If he is off the map at the end he escaped with
 * it (end state `escaped`), else it changes nothing. Draws nothing; the trial's play never reads it.
 */
export function holdObjective(world: SimWorld, i: number): void {
  world.objectiveHeld[i] = 1;
}

/**
 * Sets i's status to `st` (STATUS_*), keeping `upNow` and `occupancy`, counting in `version`,
 * noting his arms as changed ({@link touchArms}: a man down is no threat), and counting a casualty
 * for his side when he goes from up to anything but reserve (a special rule's reserve is no
 * casualty: Northfield's citizens going back to the pool). Coming (back) up counts no casualty off.
 */
export function setStatus(world: SimWorld, i: number, st: number): void {
  const was = world.status[i]!;
  world.status[i] = st;
  touch(world, i);
  touchArms(world, i);
  if (was === STATUS_UP && st !== STATUS_UP) {
    world.upNow[i] = 0;
    world.occupancy[world.cell[i]!] = world.occupancy[world.cell[i]!]! - 1;
    if (st !== STATUS_RESERVE) world.sideCasualties[world.sideOf[i]!] = world.sideCasualties[world.sideOf[i]!]! + 1;
  } else if (was !== STATUS_UP && st === STATUS_UP) {
    world.upNow[i] = 1;
    world.occupancy[world.cell[i]!] = world.occupancy[world.cell[i]!]! + 1;
  }
}
