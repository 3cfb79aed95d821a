/**
 * A fixed-size memo of the places of cover within a man's move (cover.ts `coverFrom`): for a man on
 * cell `here` heading for cover against a figure on cell `from` with a move of `budget`
 * half-spaces, the cells that the map alone makes candidates (passable, within the move by the
 * map's path cost, a place of cover from `from`, and not past the enemy, or, falling back, farther
 * from him and on his side), in the order `coverFrom` tries them: path cost, then cell index. What
 * the other figures make of them (a cell taken, an enemy beside it or a nearer one in view of it,
 * the walk there) is read afresh at every call. Only the map is read (under the Northfield module,
 * its cover: the map's corners and the module's buildings, fixed too), so an entry holds for every
 * trial of the engine.
 *
 * Speed (scripts/ab-engine.ts, the street fight under Quick on the Draw, x1.047): the search
 * looked at every cell within the move's reach (about 147 a call, 3.6 calls a trial) and was about
 * 5% of the trial's time; see docs/performance.md, "Quick on the Draw's street fight since
 * 2026-12-01, and its cover read from a memo".
 *
 * Two slots a set (a hash of the key), the one not read last filled next: an entry whose slot
 * another key takes is made again when next asked for. A key with more than
 * {@link COVER_PLACES_CAP} candidates is marked so (count -1) and searched as before. Allocates
 * only when made.
 */
export class CoverPlaces {
  /** Per slot: here, from, budget (half-spaces, a fraction where the move is), flags ({@link coverPlacesFlags}); here -1 while empty. */
  readonly key: Float64Array;
  /** Per slot: the candidates held (-1: more than {@link COVER_PLACES_CAP}, not memoised). */
  readonly count: Int32Array;
  /** Per slot, {@link COVER_PLACES_CAP} cells: the candidates in order, path cost then cell index. */
  readonly cells: Int32Array;
  /** Per set of two slots: 1 if its second slot was filled or read last, else 0 (the other is filled next). */
  readonly recent: Uint8Array;
  /** Scratch of a fill: the path cost of each candidate held so far. */
  readonly costs: Int32Array;

  constructor() {
    this.key = new Float64Array(COVER_PLACES_SLOTS * 4).fill(-1);
    this.count = new Int32Array(COVER_PLACES_SLOTS);
    this.cells = new Int32Array(COVER_PLACES_SLOTS * COVER_PLACES_CAP);
    this.recent = new Uint8Array(COVER_PLACES_SLOTS >> 1);
    this.costs = new Int32Array(COVER_PLACES_CAP);
  }

  /**
   * The slot holding the candidates of the key (here, from: cell indices; budget: half-spaces;
   * flags), or -1: one of the two slots of the key's set (a hash of the key), noted as read last.
   */
  find(here: number, from: number, budget: number, flags: number): number {
    const s = setOf(here, from, budget, flags);
    if (this.holds(s, here, from, budget, flags)) {
      this.recent[s >> 1] = 0;
      return s;
    }
    if (this.holds(s + 1, here, from, budget, flags)) {
      this.recent[s >> 1] = 1;
      return s + 1;
    }
    return -1;
  }

  /**
   * The slot to fill with the key's candidates (of the key's set, the one not read or filled last),
   * made the key's and empty: fill it with {@link CoverPlaces.add}.
   */
  victim(here: number, from: number, budget: number, flags: number): number {
    const set = setOf(here, from, budget, flags);
    const s = set + (this.recent[set >> 1] === 1 ? 0 : 1);
    this.recent[set >> 1] = s - set;
    const k = s * 4;
    this.key[k] = here;
    this.key[k + 1] = from;
    this.key[k + 2] = budget;
    this.key[k + 3] = flags;
    this.count[s] = 0;
    return s;
  }

  /** True if slot `s` holds the candidates of this key. */
  holds(s: number, here: number, from: number, budget: number, flags: number): boolean {
    const k = s * 4;
    const key = this.key;
    return key[k] === here && key[k + 1] === from && key[k + 2] === budget && key[k + 3] === flags;
  }

  /**
   * Adds candidate `c` of path cost `cost` (half-spaces) to slot `s`, after those of a lower cost or
   * the same (cells added in index order keep it). Past {@link COVER_PLACES_CAP} the slot is marked
   * not memoised (count -1) and later adds do nothing.
   */
  add(s: number, c: number, cost: number): void {
    const n = this.count[s]!;
    if (n < 0) return;
    if (n === COVER_PLACES_CAP) {
      this.count[s] = -1;
      return;
    }
    const cells = this.cells;
    const costs = this.costs;
    const base = s * COVER_PLACES_CAP;
    let k = n;
    for (; k > 0 && costs[k - 1]! > cost; k--) {
      costs[k] = costs[k - 1]!;
      cells[base + k] = cells[base + k - 1]!;
    }
    costs[k] = cost;
    cells[base + k] = c;
    this.count[s] = n + 1;
  }
}

/** The first slot of the key's set of two (a hash of the key; `budget * 4` an integer for the moves met, a fraction truncated). */
function setOf(here: number, from: number, budget: number, flags: number): number {
  const h = Math.imul(here, 0x9e3779b1) ^ Math.imul(from + 1, 0x85ebca77) ^ Math.imul(budget * 4 + flags + 1, 0xc2b2ae3d);
  return ((h ^ (h >>> 15)) & (COVER_PLACES_SLOTS / 2 - 1)) * 2;
}

/** Slots of a {@link CoverPlaces} memo (a power of two: sets of two). */
export const COVER_PLACES_SLOTS = 4096;
/** Candidates a slot of a {@link CoverPlaces} memo holds at most (the street fight's keys have 8 at the median, 21 at the 99th percentile, 48 at most; Coffeyville's 15, 71 and 121). */
export const COVER_PLACES_CAP = 32;

/** The flags of a {@link CoverPlaces} key: 1 falling back (the courage test's "fall back 1 move towards the nearest cover"), 2 on the horses' path field (mounted). */
export function coverPlacesFlags(fallBack: boolean, mounted: boolean): number {
  return (fallBack ? 1 : 0) | (mounted ? 2 : 0);
}
