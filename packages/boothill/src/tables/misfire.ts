/**
 * BOOT HILL MISFIRE TABLE (Referee's Screen only; the rulebook has none): a percentile roll per shot
 * gives no misfire, a dud, an explosion or a jammed shell, by weapon type.
 */
import type { RollRange, Source, WeaponType } from './types.ts';

/** The result of a misfire roll. */
export type MisfireResult = 'noMisfire' | 'dud' | 'explosion' | 'jammedShell';

/** One row of the MISFIRE TABLE. Ranges are percentile, inclusive; `null` where the table prints "—". */
export interface MisfireRow {
  /** Weapon as printed, e.g. `Cap & Ball Revolver`. */
  readonly weapon: string;
  readonly weaponType: WeaponType;
  readonly noMisfire: RollRange;
  readonly dud: RollRange | null;
  readonly explosion: RollRange | null;
  readonly jammedShell: RollRange | null;
}

/**
 * The MISFIRE TABLE, rows in printed order (14 firearm types). There are no rows for Knife or Tomahawk,
 * Bow or Lance, which cannot misfire. Shape: `readonly MisfireRow[]`, ranges percentile 1..100.
 * Source: see {@link MISFIRE_TABLE_SOURCE}.
 */
export const MISFIRE_TABLE: readonly MisfireRow[] = [
  { weapon: 'Derringer', weaponType: 'derringer', noMisfire: [1, 98], dud: [99, 100], explosion: null, jammedShell: null },
  { weapon: 'Cap & Ball Revolver', weaponType: 'capAndBallRevolver', noMisfire: [1, 95], dud: [96, 99], explosion: [100, 100], jammedShell: null },
  { weapon: 'Single Action Revolver', weaponType: 'singleActionRevolver', noMisfire: [1, 99], dud: [100, 100], explosion: null, jammedShell: null },
  { weapon: 'Double Action Revolver', weaponType: 'doubleActionRevolver', noMisfire: [1, 99], dud: [100, 100], explosion: null, jammedShell: null },
  { weapon: 'Long Barrel Revolver', weaponType: 'longBarrelRevolver', noMisfire: [1, 99], dud: [100, 100], explosion: null, jammedShell: null },
  { weapon: 'Fast Draw Revolver', weaponType: 'fastDrawRevolver', noMisfire: [1, 99], dud: [100, 100], explosion: null, jammedShell: null },
  { weapon: 'Scatter Gun', weaponType: 'scatterGun', noMisfire: [1, 99], dud: [100, 100], explosion: null, jammedShell: null },
  { weapon: 'Shotgun', weaponType: 'shotgun', noMisfire: [1, 99], dud: [100, 100], explosion: null, jammedShell: null },
  { weapon: 'Civil War Carbine', weaponType: 'civilWarCarbine', noMisfire: [1, 95], dud: [96, 97], explosion: null, jammedShell: [98, 100] },
  { weapon: 'Civil War Rifle', weaponType: 'civilWarRifle', noMisfire: [1, 95], dud: [96, 97], explosion: null, jammedShell: [98, 100] },
  { weapon: 'Other Rifles', weaponType: 'otherRifles', noMisfire: [1, 97], dud: [98, 98], explosion: null, jammedShell: [99, 100] },
  { weapon: 'Other Carbines', weaponType: 'otherCarbines', noMisfire: [1, 97], dud: [98, 98], explosion: null, jammedShell: [99, 100] },
  { weapon: 'Buffalo Rifle', weaponType: 'buffaloRifle', noMisfire: [1, 98], dud: [99, 100], explosion: null, jammedShell: null },
  { weapon: 'Army Rifle', weaponType: 'armyRifle', noMisfire: [1, 98], dud: [99, 100], explosion: null, jammedShell: null },
];

/** Source of {@link MISFIRE_TABLE}: Referee's Screen MISFIRE TABLE. */
export const MISFIRE_TABLE_SOURCE: Source = {
  seed: 'boot-hill-referee-screen-and-northfield-module.md',
  section: "BOOT HILL Referee's Screen / MISFIRE TABLE",
  note:
    'Not in the rulebook. No rows for Knife or Tomahawk, Bow or Lance. Every row covers 01-00 exactly once. ' +
    'The table has one row per WEAPONS CHART type, so e.g. the repeating shotgun (6SG) uses the Shotgun row.',
};

/**
 * The rules printed below the MISFIRE TABLE, as data: a dud always misses; an explosion has a 50% chance
 * of injuring the character handling the gun (location and severity from the WOUND CHART); a jammed weapon
 * cannot fire until cleared, which takes 3 turns. Source: Referee's Screen, below the MISFIRE TABLE.
 */
export const MISFIRE_RULES = {
  dudAlwaysMisses: true,
  /** Percent chance that an explosion injures the character handling the gun. */
  explosionInjuryChancePercent: 50,
  /** Table for the location and severity of an explosion injury. */
  explosionInjuryTable: 'WOUND CHART',
  /** Game turns (10 s each) to clear a jammed weapon; it cannot be fired until cleared. */
  jamClearTurns: 3,
  text:
    'A dud round is always a miss. An explosion has a 50% chance of injuring the character handling the gun ' +
    '(consult the WOUND CHART for location and severity of injury). A jammed weapon cannot be fired until it is ' +
    'cleared, which takes three turns.',
} as const;

/**
 * The MISFIRE TABLE row of a weapon type.
 *
 * @returns the row, or `undefined` for the types the table omits (knifeOrTomahawk, bow, lance).
 * Source: Referee's Screen MISFIRE TABLE.
 */
export function misfireRowFor(type: WeaponType): MisfireRow | undefined {
  return MISFIRE_TABLE.find((r) => r.weaponType === type);
}

/**
 * The result of a misfire roll on a row.
 *
 * @param row a row of {@link MISFIRE_TABLE}.
 * @param roll percentile roll, an integer 1..100 (00 = 100).
 * @throws RangeError when `roll` is not an integer in 1..100.
 * Source: Referee's Screen MISFIRE TABLE.
 */
export function misfireResult(row: MisfireRow, roll: number): MisfireResult {
  if (!Number.isInteger(roll) || roll < 1 || roll > 100) {
    throw new RangeError(`MISFIRE TABLE: percentile roll must be an integer 1..100 (00 = 100), got ${roll}`);
  }
  const within = (r: RollRange | null): boolean => r !== null && roll >= r[0] && roll <= r[1];
  if (within(row.noMisfire)) return 'noMisfire';
  if (within(row.dud)) return 'dud';
  if (within(row.explosion)) return 'explosion';
  if (within(row.jammedShell)) return 'jammedShell';
  throw new RangeError(`MISFIRE TABLE: ${row.weapon} has no result for roll ${roll}`);
}
