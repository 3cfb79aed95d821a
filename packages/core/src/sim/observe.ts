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
import type { SimWorld } from './world.ts';

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
}

/**
 * Fills the per-character columns of i's observation `o` (`cell`, `visible`, `distance` in map
 * spaces, `sightBits`, `danger`): comrades are always seen (unless fled or in reserve); an enemy
 * is seen on a clear line when he is i's last attacker or inside i's sight arc, and then his cell
 * is remembered in `lastSeen[i * n + j]`; an enemy out of sight is where i last saw him, with no
 * danger. Enemies fled or in reserve are never seen.
 * @param lastSeen the cells last seen, `n * n`, by observer then character
 * @param lastAttacker the character who last shot at or struck i, or -1
 * @returns 1 if i's cell gives hard or corner cover against a visible enemy up, else 0
 */
export function observeOthers(
  world: SimWorld,
  map: GameMap,
  i: number,
  o: NeutralObservation,
  tables: ObservationTables,
  lastSeen: Int32Array,
  lastAttacker: number,
): number {
  const n = world.n;
  // The columns and observation arrays in locals: the loop runs for every decision.
  const cell = world.cell;
  const status = world.status;
  const sideOf = world.sideOf;
  const oCell = o.cell;
  const oVisible = o.visible;
  const oDistance = o.distance;
  const oDanger = o.danger;
  const oSightBits = o.sightBits;
  const me = cell[i]!;
  const row = map.sight(me);
  const mySide = sideOf[i]!;
  const seen = i * n;
  const offsetKey = map.offsetKey;
  const offsetDistance = map.offsetDistance;
  const offsetFrom = map.offsetCentre - offsetKey[me]!;
  const arc = tables.arc;
  const arcFrom = world.facing[i]! * tables.arcSize;
  const threatBands = tables.threatBands;
  let inCover = 0;
  for (let j = 0; j < n; j++) {
    const cj = cell[j]!;
    const off = offsetFrom + offsetKey[cj]!;
    const d = offsetDistance[off]!;
    const bits = row[cj]!;
    const st = status[j]!;
    oDistance[j] = d;
    oSightBits[j] = bits;
    if (sideOf[j] === mySide) {
      oVisible[j] = st === STATUS_FLED || st === STATUS_RESERVE ? 0 : 1;
      oCell[j] = cj;
      oDanger[j] = 0;
      continue;
    }
    const vis = st !== STATUS_FLED && st !== STATUS_RESERVE && (bits & S_BLOCKED) === 0 && (lastAttacker === j || arc[arcFrom + off] === 1);
    if (vis) {
      oVisible[j] = 1;
      lastSeen[seen + j] = cj;
      oCell[j] = cj;
      if (st === STATUS_UP) {
        const bands = threatBands[j]!;
        const band = bands < 0 ? -1 : tables.bandByOffset[bands + off]!;
        oDanger[j] = band < 0 ? 0 : tables.threatTable[tables.threatAt[j]! + band]!;
        if ((map.sight(cj)[me]! & (S_HARD | S_CORNER)) !== 0) inCover = 1;
      } else oDanger[j] = 0;
    } else {
      oVisible[j] = 0;
      oCell[j] = lastSeen[seen + j]!;
      oDanger[j] = 0;
    }
  }
  return inCover;
}
