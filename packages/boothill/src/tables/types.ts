/**
 * Shapes shared by the BOOT HILL tables under `tables/`. Every table module exports its data as a
 * typed constant together with a {@link Source} naming the seed file and section it was
 * transcribed from (seed files live in `../shared/seeds/` from the project root).
 */

/** Where a table was transcribed from: a seed file and the section heading inside it. */
export interface Source {
  /** Seed file name, e.g. `boot-hill-rulebook.txt`. */
  readonly seed: string;
  /** Section heading as printed, e.g. `WEAPONS CHART`. */
  readonly section: string;
  /** Anything the reader must know about the transcription (errata, readings). */
  readonly note?: string;
}

/** An inclusive range of percentile rolls, 1..100 (the printed "00" is 100). */
export type RollRange = readonly [low: number, high: number];

/** Weapon speed classes of the price chart and weapons chart. */
export type WeaponSpeedClass = 'Very Slow' | 'Slow' | 'Below Average' | 'Average' | 'Fast' | 'Very Fast';

/** Rows of the WEAPONS CHART (one per weapon type, not per price-chart item). */
export type WeaponType =
  | 'knifeOrTomahawk'
  | 'bow'
  | 'lance'
  | 'derringer'
  | 'capAndBallRevolver'
  | 'singleActionRevolver'
  | 'doubleActionRevolver'
  | 'fastDrawRevolver'
  | 'longBarrelRevolver'
  | 'scatterGun'
  | 'shotgun'
  | 'civilWarRifle'
  | 'civilWarCarbine'
  | 'buffaloRifle'
  | 'armyRifle'
  | 'otherRifles'
  | 'otherCarbines';

/** Range bands, nearest first. Index 0..3 in every per-band array. */
export type RangeBand = 'short' | 'medium' | 'long' | 'extreme';
export const RANGE_BANDS: readonly RangeBand[] = ['short', 'medium', 'long', 'extreme'];

/** One row of the WEAPONS CHART. */
export interface WeaponChartRow {
  readonly type: WeaponType;
  /** Name as printed in the chart, e.g. `Fast Draw Revolver`. */
  readonly name: string;
  /**
   * Upper bound of each band in spaces (1 space = 6 feet), inclusive: `[short, medium, long, extreme]`.
   * "0 to 3 / 3+ to 7 / 7+ to 15 / 15+ to 30" is `[3, 7, 15, 30]`; a range past `bands[3]` is out of reach.
   */
  readonly bands: readonly [number, number, number, number];
  /** Rate of fire in shots per turn as printed (the "1*" rows are 1 here, see `doubleBarrelledStar`). */
  readonly rateOfFire: number;
  /** True on the rows printed "1*" ("= 2 if double-barreled"). */
  readonly doubleBarrelledStar: boolean;
  /** Rounds loaded per turn; `null` where the chart prints "—" (cannot be reloaded). */
  readonly reloadRate: number | null;
  readonly speed: WeaponSpeedClass;
}

/** One weapon of the PRICE CHART (or a weapon the Referee's Screen names that the price chart lacks). */
export interface WeaponItem {
  /** The price chart's abbreviation (KN, 1D, 2D, CBR, SAR6, ... AR); `BW` for the screen's bow. */
  readonly code: string;
  /** Other spellings of the same weapon, e.g. the Referee's Screen's `D2` for `2D`. Upper case. */
  readonly aliases: readonly string[];
  /** Item name as printed, e.g. `Two-Shot Derringer`. */
  readonly name: string;
  /** Its row of the WEAPONS CHART. */
  readonly type: WeaponType;
  /** Rounds the weapon holds: the number in its name, 2 for double-barrelled guns, else 1. */
  readonly capacity: number;
  readonly doubleBarrelled: boolean;
  /** Shots per turn: the chart's rate of fire, 2 for a double-barrelled "1*" weapon. */
  readonly rateOfFire: number;
  /** Rounds loaded per turn (chart's reload rate); 0 where the chart prints "—". */
  readonly reloadRate: number;
  readonly speed: WeaponSpeedClass;
  /** Cost in dollars, `null` for weapons not in the price chart. */
  readonly cost: number | null;
  /** e.g. `after 1870`; `null` when the chart leaves it blank. */
  readonly availability: string | null;
  readonly source: Source;
}

/** Wound locations of the WOUND CHART, in the order of its location rolls. */
export type WoundLocation =
  | 'leftLeg'
  | 'rightLeg'
  | 'leftArmHand'
  | 'rightArmHand'
  | 'rightShoulder'
  | 'leftShoulder'
  | 'abdomenGroin'
  | 'chest'
  | 'head';

export type WoundSeverity = 'light' | 'serious' | 'mortal';

/** One row of the WOUND CHART. */
export interface WoundChartRow {
  readonly location: WoundLocation;
  /** Location as printed, e.g. `Left Arm/Hand`. */
  readonly label: string;
  /** Location roll (d100). */
  readonly roll: RollRange;
  /** Severity roll (second d100) for each severity; `null` where the chart prints "—". */
  readonly light: RollRange;
  readonly serious: RollRange;
  readonly mortal: RollRange | null;
}
