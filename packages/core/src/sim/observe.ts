/**
 * The system-neutral part of building an agent's observation (DESIGN.md principle 4: agents
 * decide on what their character can observe): for every other character, where he is (or was
 * last seen), whether the observer sees him, at what distance, what lies on the line between them
 * (sight bits: blocked, hard or corner cover...), and how much of a threat he is; and whether the
 * observer stands in cover from a visible enemy up. What a rule system decides it gives as tables
 * over the map's offsets ({@link ObservationTables}), computed once per engine: its sight (BOOT
 * HILL: the 90-degree arc of observation, ruling S3) and its threat estimate by range band (BOOT
 * HILL: expected strength points per turn of the weapon in hand). The rest of the observation
 * (the observer's own state in the system's terms) the system fills itself.
 * Allocates nothing.
 */
import { STATUS_FLED, STATUS_RESERVE, STATUS_UP } from '../agent/intent.ts';
import type { NeutralObservation } from '../agent/observation.ts';
import { S_BLOCKED, S_CORNER, S_HARD, type GameMap } from '../scenario/game-map.ts';
import { takeArmsChanges, touchThreat, type SimWorld } from './world.ts';

/** A rule system's sight and threat, tabulated over the map's offsets (`GameMap.offsetKey`). */
export interface ObservationTables {
  /** `arc[facing * arcSize + offset]`: 1 where a figure facing `facing` (0..7) sees a cell at `offset` given a clear line. */
  readonly arc: Uint8Array;
  /** Entries per facing (`map.offsetDistance.length`). */
  readonly arcSize: number;
  /**
   * Per character, where his threat's band table starts in {@link bandByOffset}, or -1 when he
   * is no threat now (unarmed, nothing loaded). Kept current by the system when his weapon changes.
   */
  readonly threatBands: Int32Array;
  /** Range band at each offset from a threat's band table, or -1 out of range. */
  readonly bandByOffset: Int8Array;
  /** Threat estimates: character j's at band b is `threatTable[threatAt[j] + b]`. */
  readonly threatTable: Float64Array;
  readonly threatAt: Int32Array;
  /**
   * True when `arc` is all 1s (sight all round: Shootout!, SR-40): then neither the observer's
   * facing nor the attackers he is aware of change what he sees, and an incremental observation need not
   * start afresh when they change. Default false.
   */
  readonly allRound?: boolean;
}

/**
 * Sets character j's threat in `tables`: `bands`, where his band table starts in `bandByOffset`
 * (-1: no threat now), and `at`, where his estimates start in `threatTable`. A change of `bands`
 * is logged with core's {@link touchThreat}, so that the observations recompute his danger.
 * Quick on the Draw and Shootout! call it through {@link refreshThreats}, for those whose arms
 * changed (their threat is the weapon in hand, ready); BOOT HILL keeps its tables current itself
 * at each write (`refreshDanger`).
 */
export function setThreat(world: SimWorld, tables: ObservationTables, j: number, bands: number, at: number): void {
  if (bands === tables.threatBands[j]) return;
  tables.threatBands[j] = bands;
  tables.threatAt[j] = at;
  touchThreat(world, j);
}

/**
 * Observation tables in the layout {@link refreshThreats} keeps (Quick on the Draw's and
 * Shootout!'s): sight all round (`arc` all 1s, `allRound`), per weapon slot (`i * maxW + w`) a band
 * table of `arcSize` entries (one per map offset) in `bandByOffset` and two estimates (near band,
 * far band) in `threatTable`; nobody a threat yet (`threatBands` all -1).
 * @param n characters
 * @param arcSize the map's offsets (`map.offsetDistance.length`)
 * @param bandByOffset `slots * arcSize` bands (-1 out of range)
 * @param threatTable `slots * 2` estimates
 * @throws Error when the two tables do not hold the same number of slots
 */
export function allRoundSlotTables(n: number, arcSize: number, bandByOffset: Int8Array, threatTable: Float64Array): ObservationTables {
  if (bandByOffset.length !== (threatTable.length / 2) * arcSize) throw new Error(`allRoundSlotTables: ${bandByOffset.length} bands for ${threatTable.length / 2} slots of ${arcSize} offsets`);
  return { arc: new Uint8Array(8 * arcSize).fill(1), arcSize, threatBands: new Int32Array(n).fill(-1), bandByOffset, threatTable, threatAt: new Int32Array(n), allRound: true };
}

/** One weapon slot's two range bands and the threat estimate in each, for {@link twoBandSlotTables}. */
export interface SlotBands {
  /** Band 0 reaches this far (map spaces; a cell at distance d is in it when d <= near). */
  readonly near: number;
  /** Band 1 reaches this far, past `near` (map spaces; below `near`: no band 1). */
  readonly far: number;
  /** The threat estimates in band 0 and band 1 (the system's unit, e.g. expected hits a turn). */
  readonly nearThreat: number;
  readonly farThreat: number;
}

/**
 * {@link allRoundSlotTables} filled from each weapon slot's two bands (Quick on the Draw's and
 * Shootout!'s: within the near distance, then out to the far one, else out of range): for
 * character i's weapon w (w < `weapons(i)`), `bands(i, w)` gives the distances and threats, or null
 * to leave the slot no band (out of range everywhere, no threat).
 * @param map the map (its `offsetDistance`, map spaces by offset)
 * @param n characters; `maxW` weapon slots a character
 * @throws Error as {@link allRoundSlotTables}
 */
export function twoBandSlotTables(map: GameMap, n: number, maxW: number, weapons: (i: number) => number, bands: (i: number, w: number) => SlotBands | null): ObservationTables {
  const arcSize = map.offsetDistance.length;
  const bandByOffset = new Int8Array(n * maxW * arcSize).fill(-1);
  const threatTable = new Float64Array(n * maxW * 2);
  for (let i = 0; i < n; i++) {
    for (let w = 0; w < weapons(i); w++) {
      const b = bands(i, w);
      if (b === null) continue;
      const s = i * maxW + w;
      for (let k = 0; k < arcSize; k++) {
        const d = map.offsetDistance[k]!;
        bandByOffset[s * arcSize + k] = d <= b.near ? 0 : d <= b.far ? 1 : -1;
      }
      threatTable[s * 2] = b.nearThreat;
      threatTable[s * 2 + 1] = b.farThreat;
    }
  }
  return allRoundSlotTables(n, arcSize, bandByOffset, threatTable);
}

/**
 * Characters whose threat in `tables` (kept by {@link refreshThreats}) is not the one `readySlot`
 * gives now: 0 unless a write of `inHand` or `loaded` went unnoted (core's `touchArms`). For the
 * systems' tests, at each decision after the observation; O(characters).
 */
export function staleThreats<W extends SimWorld>(world: W, tables: ObservationTables, readySlot: (world: W, j: number) => number): number {
  let stale = 0;
  for (let j = 0; j < world.n; j++) {
    const slot = readySlot(world, j);
    if (tables.threatBands[j] !== (slot < 0 ? -1 : slot * tables.arcSize) || (slot >= 0 && tables.threatAt[j] !== slot * 2)) stale++;
  }
  return stale;
}

/**
 * Brings up to date the threat of every character whose arms changed since the last call (core's
 * `touchArms` at each write of the weapon in hand or the rounds loaded, `setStatus`, and
 * `resetSimWorld` for everyone): `readySlot(world, j)` is the weapon slot (`j * maxW + w`) whose
 * band table and estimates are his threat now, or -1 when he is no threat (nothing ready in hand,
 * not up); his threat is then set with {@link setThreat} to `slot * tables.arcSize` in
 * `bandByOffset` and `slot * 2` in `threatTable` (tables made by {@link allRoundSlotTables}). Called at each observation, before
 * {@link observeOthers}: the same threats as setting every enemy's at every observation (issue
 * #17: that loop was about a tenth of Northfield's time under either system), for the characters
 * whose arms changed since. `readySlot` must not note arms itself.
 */
export function refreshThreats<W extends SimWorld>(world: W, tables: ObservationTables, readySlot: (world: W, j: number) => number): void {
  const count = takeArmsChanges(world);
  const list = world.armsList;
  const arcSize = tables.arcSize;
  for (let k = 0; k < count; k++) {
    const j = list[k]!;
    const slot = readySlot(world, j);
    setThreat(world, tables, j, slot < 0 ? -1 : slot * arcSize, slot < 0 ? tables.threatAt[j]! : slot * 2);
  }
}

/**
 * What each observer's last observation of the others was computed from, so that the next one
 * recomputes only what has changed (issue #17: Northfield's 45 characters made 1,385 observations a
 * trial, each looking at all 45; between two looks of one observer about 3.6 others had changed).
 * An observation row (i, j) is a function of i's cell, facing and the attackers he is aware of, of j's cell,
 * status and threat, and of the map and the system's tables (fixed per engine); a comrade's row
 * does not depend on i's facing or those attackers. Rows are recomputed for every j when i has moved
 * since his last look, for every enemy when he has turned or is aware of a new attacker, and besides
 * only for the characters logged in `SimWorld.changeLog` since (core's {@link touch}; of those
 * whose threat alone changed, {@link touchThreat}, only the danger). One per engine, sized once;
 * {@link resetObserverMemory} each trial.
 */
export class ObserverMemory {
  /** `version` at i's last observation, -1 none yet this trial (or forgotten: the next is computed afresh). */
  readonly observedAt: Int32Array;
  /** i's cell, facing and number of attackers he was aware of (`awareCount`) at that observation. */
  readonly observedCell: Int32Array;
  readonly observedFacing: Int32Array;
  readonly observedAware: Int32Array;
  /** `coverFrom[i * n + j]`: 1 if j, a visible enemy up, had i in hard or corner cover at i's last observation. */
  readonly coverFrom: Uint8Array;
  /** Per observer, the 1s in his row of `coverFrom`. */
  readonly coverCount: Int32Array;
  /** Scratch, `n` each: an incremental observation's logged comrades, enemies, and enemies whose threat alone changed. */
  readonly mates: Int32Array;
  readonly foes: Int32Array;
  readonly threats: Int32Array;

  /** @param n the number of characters */
  constructor(n: number) {
    this.observedAt = new Int32Array(n).fill(-1);
    this.observedCell = new Int32Array(n);
    this.observedFacing = new Int32Array(n);
    this.observedAware = new Int32Array(n);
    this.coverFrom = new Uint8Array(n * n);
    this.coverCount = new Int32Array(n);
    this.mates = new Int32Array(n);
    this.foes = new Int32Array(n);
    this.threats = new Int32Array(n);
  }
}

/** Starts a trial: no observer has looked yet. */
export function resetObserverMemory(m: ObserverMemory): void {
  for (let i = 0; i < m.observedAt.length; i++) {
    m.observedAt[i] = -1;
    m.coverCount[i] = 0;
  }
  for (let k = 0; k < m.coverFrom.length; k++) m.coverFrom[k] = 0;
}

/**
 * Fills the per-character columns of i's observation `o` (`cell`, `visible`, `distance` in map
 * spaces, `sightBits`, `danger`): comrades are always seen (unless fled or in reserve); an enemy
 * is seen on a clear line when i is aware of him as an attacker (`aware`) or he is inside i's sight arc, and then his cell
 * is remembered in `lastSeen[i * n + j]`; an enemy out of sight is where i last saw him, with no
 * danger. Enemies fled or in reserve are never seen.
 *
 * Incremental ({@link ObserverMemory}): `o` must be i's own observation, kept from his last call,
 * and every change of a character's cell, status or threat since then must have gone through
 * core's {@link touch} (or, a change of threat alone, {@link touchThreat}); then only the rows of
 * the characters who changed are recomputed, and of a threat alone only the danger of a visible
 * enemy up (all rows when i moved, when more changes than characters were logged, or after
 * `memory.observedAt[i] = -1`; every enemy's row when he turned or is aware of a new attacker, unless
 * sight is all round: `tables.allRound`). Comrades' rows and enemies' rows are computed in loops
 * of their own ({@link comradeRows}, {@link enemyRows}). What a caller adds to a row afterwards (a special
 * rule's `S_NO_FIRE`) it must clear itself in rows this call did not recompute. The result is
 * the same as computing every row afresh: the golden results are unchanged. Speed:
 * docs/performance.md, "The observation, incremental" (Northfield under BOOT HILL about 1.3 times as many trials per CPU second).
 * @param lastSeen the cells last seen, `n * n`, by observer then character
 * @param aware the attackers each observer is aware of whatever his arc, `n * n` by observer then
 *   character (1: aware; BOOT HILL: every man who has shot at or struck him, S3), or null for none
 * @param awareCount the number of 1s in i's row of `aware` (0 with none): a new attacker is a new count
 * @returns 1 if i's cell gives hard or corner cover against a visible enemy up, else 0
 */
export function observeOthers(
  world: SimWorld,
  map: GameMap,
  i: number,
  o: NeutralObservation,
  tables: ObservationTables,
  lastSeen: Int32Array,
  aware: Uint8Array | null,
  awareCount: number,
  memory: ObserverMemory,
): number {
  const n = world.n;
  const me = world.cell[i]!;
  const facing = world.facing[i]!;
  const version = world.version;
  const since = memory.observedAt[i]!;
  // Every row afresh (he moved, or the log does not reach back to his last look), every enemy's
  // row (he turned or is aware of a new attacker: what he sees of his comrades does not change), or
  // only the rows of the characters logged since his last look.
  const full = since < 0 || version - since > n || memory.observedCell[i] !== me;
  const turned = !full && tables.allRound !== true && (memory.observedFacing[i] !== facing || memory.observedAware[i] !== awareCount);
  memory.observedAt[i] = version;
  memory.observedCell[i] = me;
  memory.observedFacing[i] = facing;
  memory.observedAware[i] = awareCount;
  // Nobody changed since his last look: every row holds.
  if (!full && !turned && version === since) return memory.coverCount[i]! > 0 ? 1 : 0;
  const mySide = world.sideOf[i]!;
  const row = map.sight(me);
  if (full) {
    comradeRows(world, map, me, o, row, world.membersOf[mySide]!, world.membersOf[mySide]!.length);
    return enemyRows(world, map, i, o, tables, lastSeen, aware, memory, row, world.enemiesOf[mySide]!, world.enemiesOf[mySide]!.length);
  }
  // The entries logged since his last look, sorted: comrades, enemies, enemies whose threat alone
  // changed (core's touchThreat: their danger alone, after their rows).
  const log = world.changeLog;
  const mask = world.changeMask;
  const sideOf = world.sideOf;
  const mates = memory.mates;
  const foes = memory.foes;
  const threats = memory.threats;
  let m = 0;
  let f = 0;
  let t = 0;
  // The entry before (n: none; entries are characters 0..n-1, or ~j).
  let previous = n;
  for (let v = since + 1; v <= version; v++) {
    const e = log[v & mask]!;
    // The same entry twice running (one man changed twice, nobody else between): once.
    if (e === previous) continue;
    previous = e;
    if (e >= 0) {
      if (sideOf[e] === mySide) mates[m++] = e;
      else foes[f++] = e;
    } else if (sideOf[~e] !== mySide) threats[t++] = ~e;
  }
  if (m > 0) comradeRows(world, map, me, o, row, mates, m);
  if (turned) {
    const enemies = world.enemiesOf[mySide]!;
    return enemyRows(world, map, i, o, tables, lastSeen, aware, memory, row, enemies, enemies.length);
  }
  const cover = f > 0 ? enemyRows(world, map, i, o, tables, lastSeen, aware, memory, row, foes, f) : memory.coverCount[i]! > 0 ? 1 : 0;
  if (t > 0) {
    // His threat alone: his danger, where he is a visible enemy up; the rest of his row still
    // holds (his cell and status are as at its last computation, or as just recomputed).
    const cell = world.cell;
    const status = world.status;
    const oVisible = o.visible;
    const oDanger = o.danger;
    const offsetKey = map.offsetKey;
    const offsetFrom = map.offsetCentre - offsetKey[me]!;
    for (let k = 0; k < t; k++) {
      const j = threats[k]!;
      if (oVisible[j] !== 1 || status[j] !== STATUS_UP) continue;
      writeDanger(oDanger, tables, j, offsetFrom + offsetKey[cell[j]!]!);
    }
  }
  return cover;
}

/**
 * Recomputes the rows of `count` comrades (`list`) of the observer standing in `me` (sight row
 * `row`): cell, distance, sight bits, seen unless fled or in reserve. A comrade's danger and cover
 * entry stay 0: not written (sides change only through core `changeSide`, after which the engine
 * clears those and starts every observer afresh: Quick on the Draw's persuasion.ts `turnSide`).
 */
function comradeRows(world: SimWorld, map: GameMap, me: number, o: NeutralObservation, row: Uint8Array, list: Int32Array, count: number): void {
  // The columns and observation arrays in locals (fewer than in the enemies' loop: V8 keeps more
  // of them in registers).
  const cell = world.cell;
  const status = world.status;
  const oCell = o.cell;
  const oVisible = o.visible;
  const oDistance = o.distance;
  const oSightBits = o.sightBits;
  const offsetKey = map.offsetKey;
  const offsetDistance = map.offsetDistance;
  const offsetFrom = map.offsetCentre - offsetKey[me]!;
  for (let k = 0; k < count; k++) {
    const j = list[k]!;
    const cj = cell[j]!;
    const st = status[j]!;
    oDistance[j] = offsetDistance[offsetFrom + offsetKey[cj]!]!;
    oSightBits[j] = row[cj]!;
    oVisible[j] = st === STATUS_FLED || st === STATUS_RESERVE ? 0 : 1;
    oCell[j] = cj;
  }
}

/**
 * Recomputes the rows of `count` enemies (`list`) of observer i (sight row `row`): seen on a
 * clear line when i is aware of him as an attacker or he is in i's arc, then his cell remembered in `lastSeen`, his
 * danger and whether he has i in hard or corner cover (`memory.coverFrom`); else where i last saw
 * him, no danger. Returns i's cover flag (1 if any visible enemy up has him in cover).
 */
function enemyRows(
  world: SimWorld,
  map: GameMap,
  i: number,
  o: NeutralObservation,
  tables: ObservationTables,
  lastSeen: Int32Array,
  aware: Uint8Array | null,
  memory: ObserverMemory,
  row: Uint8Array,
  list: Int32Array,
  count: number,
): number {
  const n = world.n;
  const cell = world.cell;
  const status = world.status;
  const oCell = o.cell;
  const oVisible = o.visible;
  const oDistance = o.distance;
  const oDanger = o.danger;
  const oSightBits = o.sightBits;
  const me = cell[i]!;
  const seen = i * n;
  const offsetKey = map.offsetKey;
  const offsetDistance = map.offsetDistance;
  const offsetFrom = map.offsetCentre - offsetKey[me]!;
  const arc = tables.arc;
  const arcFrom = world.facing[i]! * tables.arcSize;
  const coverFrom = memory.coverFrom;
  // Whether his cell could be in hard or corner cover from anyone: else no sight row of an enemy's need be read.
  const coverable = map.coverable[me] === 1;
  let cover = memory.coverCount[i]!;
  for (let k = 0; k < count; k++) {
    const j = list[k]!;
    const cj = cell[j]!;
    const off = offsetFrom + offsetKey[cj]!;
    const bits = row[cj]!;
    const st = status[j]!;
    oDistance[j] = offsetDistance[off]!;
    oSightBits[j] = bits;
    let c = 0;
    if (st !== STATUS_FLED && st !== STATUS_RESERVE && (bits & S_BLOCKED) === 0 && (arc[arcFrom + off] === 1 || (aware !== null && aware[seen + j] === 1))) {
      oVisible[j] = 1;
      lastSeen[seen + j] = cj;
      oCell[j] = cj;
      if (st === STATUS_UP) {
        writeDanger(oDanger, tables, j, off);
        if (coverable && (map.sight(cj)[me]! & (S_HARD | S_CORNER)) !== 0) c = 1;
      } else oDanger[j] = 0;
    } else {
      oVisible[j] = 0;
      oCell[j] = lastSeen[seen + j]!;
      oDanger[j] = 0;
    }
    cover += c - coverFrom[seen + j]!;
    coverFrom[seen + j] = c;
  }
  memory.coverCount[i] = cover;
  return cover > 0 ? 1 : 0;
}

/**
 * Writes into `danger[j]` enemy j's threat (the tables' estimate, e.g. BOOT HILL's expected
 * strength points per turn) at map offset `off` from the observer (`GameMap.offsetKey` terms): the
 * estimate of his range band there, 0 out of range or with no threat. Stores rather than returns,
 * so that a call V8 does not inline boxes no fraction.
 */
function writeDanger(danger: Float64Array, tables: ObservationTables, j: number, off: number): void {
  const bands = tables.threatBands[j]!;
  const band = bands < 0 ? -1 : tables.bandByOffset[bands + off]!;
  danger[j] = band < 0 ? 0 : tables.threatTable[tables.threatAt[j]! + band]!;
}
