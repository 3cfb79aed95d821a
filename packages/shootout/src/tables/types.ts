/**
 * Shapes shared by the Shootout! tables under `tables/` (the contract between the tables, the
 * engine, the standing duel and the conversion). Every table module exports its data as a typed
 * constant with a {@link Source} naming the section of `shootout.txt` it was transcribed from.
 * Distances are in inches ("Move Troops": "6\" + its Speed factor"); one map space is one inch by
 * default (DESIGN.md, "The three turn structures the seam carries").
 */

/** The one seed file of Shootout! (`../shared/seeds/`). */
export const SHOOTOUT_SEED = 'shootout.txt';

/** Where a table was transcribed from: the seed file and the section heading as printed. */
export interface Source {
  /** Always {@link SHOOTOUT_SEED}. */
  readonly seed: typeof SHOOTOUT_SEED;
  /** Section heading as printed, e.g. `3. Ranged Combat`. */
  readonly section: string;
  /** Anything the reader must know about the transcription (readings, misprints). */
  readonly note?: string;
}

/**
 * A figure's factors as printed in the troop listings ("Troop Types" and "Famous Names" columns
 * Close, Ranged, Speed, Courage, Leader, HTK): a blank cell is 0. Close and Ranged are added to
 * every combat die, Speed to the move in inches and to the Draw! roll, Courage to the courage
 * test's 1D6, Leader to the group's command points; HTK is hits to kill.
 */
export interface Factors {
  readonly close: number;
  readonly ranged: number;
  readonly speed: number;
  readonly courage: number;
  readonly leader: number;
  /** Hits to kill (1..3 in the listings). */
  readonly htk: number;
}

/**
 * One row of the ranged weapons table ("3. Ranged Combat", Weapons). Ranges in inches; `null`
 * where the table prints `n/a` (no short range) or leaves the ammunition cell empty.
 */
export interface RangedWeapon {
  /** Deadeye's id, kebab case of the printed name: `colt-revolver`, `cannon-6pdr`. */
  readonly id: string;
  /** The name as printed: `Colt Revolver`, `Cannon, 6 pdr`. */
  readonly name: string;
  /** Combat dice (d6 each). */
  readonly dice: number;
  /** Short range, inches ("Up to 3\"": a target at exactly 3\" is at short range), or null (`n/a`). */
  readonly shortRange: number | null;
  /** Maximum range, inches (inclusive). */
  readonly maxRange: number;
  /** "Can split dice between targets". */
  readonly split: boolean;
  /**
   * "Ammo before Reload" as printed: a number of rounds (each combat die spends one), or null
   * where the cell is `n/a` (bows, thrown knives, spears: never reloaded) or blank (the
   * derringer: see {@link RangedWeapon.ammoCell}).
   */
  readonly ammo: number | null;
  /** The Ammo cell as printed (`6`, `n/a`, or `` for a blank cell). */
  readonly ammoCell: string;
  /** The Notes cell as printed, emphasis removed (`Can split dice between targets`), or ``. */
  readonly notes: string;
}

/** One row of the close combat weapons table ("4. Close Combat", Weapons). */
export interface CloseWeapon {
  /** Deadeye's id, kebab case of the printed name: `fists`, `bowie-knife`. */
  readonly id: string;
  /** The name as printed: `Fists/Improvised Weapons`. */
  readonly name: string;
  /** Combat dice (d6 each). */
  readonly dice: number;
  /** The notes as printed (`Can hit from 12' away.`), or ``. */
  readonly notes: string;
}

/**
 * The troop lists of "Troop Listings." (each a heading row of the Troop Types table, in printed
 * order) and `famous`, the "Famous Names." table.
 */
export const TROOP_LIST_IDS = ['ranch-hands', 'townsfolk', 'miners', 'texas-rangers', 'us-army', 'apache', 'plains-indians', 'bandits', 'mexicans', 'famous'] as const;
/** A troop list id: kebab case of its printed heading (`famous` for "Famous Names."). */
export type TroopListId = (typeof TROOP_LIST_IDS)[number];

/**
 * One printed row of the Troop Types or Famous Names table ("Troop Listings.", "Famous Names."):
 * the name, the factors (a blank cell is 0, RULINGS.md SR-1), the weapon cell and the points as
 * printed.
 */
export interface TroopRow {
  /** The list whose heading the row sits under. */
  readonly list: TroopListId;
  /** The name as printed: `Cowboy`, `Chris (Mag'7)`. */
  readonly name: string;
  readonly factors: Factors;
  /** The Main Weapon (page 2: Weapon) cell as printed: `Rifle/Pistol`, `Improvised`. */
  readonly weapon: string;
  /** The Points cell as printed. */
  readonly points: number;
}

/**
 * A figure as Shootout! plays him: a printed row read into weapons and points, or an inline line
 * (`parseProfileLine`). Built by `character/profile.ts`.
 */
export interface Profile {
  /**
   * Unique kebab-case id: `<list>/<name>` for a printed row (`ranch-hands/cowboy`,
   * `famous/doc-holliday`), `inline` for an inline line.
   */
  readonly id: string;
  /** The name as printed (`Johnny Rico`), or the inline line itself. */
  readonly name: string;
  /** Its list, or `inline`. */
  readonly list: TroopListId | 'inline';
  /** Its list's heading as printed (`Ranch-hands`, `Famous Names`), or `inline`. */
  readonly listName: string;
  readonly factors: Factors;
  /** The weapon cell as printed (`Rifle/Pistol`), or the WPN value of an inline line. */
  readonly weapon: string;
  /**
   * The ranged weapons he carries ({@link RangedWeapon} ids, in printed order; empty for a figure
   * with none), read from the weapon cell by RULINGS.md SR-2..SR-8.
   */
  readonly ranged: readonly string[];
  /** The close combat weapon he fights with ({@link CloseWeapon} id; `fists` when none is named, SR-4, SR-7). */
  readonly close: string;
  /** The Points cell as printed; null for an inline line. */
  readonly printedPoints: number | null;
  /** Points by the text's formula ("Points Costs"), read by RULINGS.md SR-9. */
  readonly points: number;
  /** True when {@link Profile.printedPoints} is printed and differs from {@link Profile.points} (SR-10). */
  readonly pointsDisagree: boolean;
  /** How {@link Profile.points} adds up, e.g. `factors 6 + Colt Revolver 2 + Fists/Improvised Weapons 1 = 9`. */
  readonly pointsWorking: string;
  /** Where the profile comes from (`shootout.txt, Troop Listings. (Ranch-hands)`) or the inline line. */
  readonly origin: string;
}
