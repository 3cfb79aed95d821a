/**
 * BOOT HILL ability tables: SPEED, GUN/THROWING ACCURACY, STRENGTH, BRAVERY, EXPERIENCE, and the two
 * ability-improvement charts (Initial Modification, Survival Modification).
 *
 * Every roll is a percentile roll 1..100 (the printed "00" is 100). Rows are in printed order.
 */
import type { RollRange, Source } from './types.ts';

const RULEBOOK = 'boot-hill-rulebook.txt';
const ABILITIES = 'SETTING UP GAME CHARACTERS / DETERMINATION OF INDIVIDUAL ABILITIES';

/**
 * A d100 table: a name for error messages, its source, and rows each carrying the inclusive
 * percentile range `roll` they answer to.
 */
export interface AbilityTable<Row extends { readonly roll: RollRange }> {
  /** Table name as printed, used in error messages, e.g. `SPEED`. */
  readonly name: string;
  readonly source: Source;
  readonly rows: readonly Row[];
}

/** A row of the SPEED, ACCURACY or STRENGTH table. */
export interface AbilityScoreRow {
  /** Die score (d100), inclusive. */
  readonly roll: RollRange;
  /** Description as printed, e.g. `Greased Lightning`. */
  readonly description: string;
  /**
   * "Ability Score" column. SPEED and ACCURACY: a modifier (speed points to the first-shot base
   * number; percent to the hit base number). STRENGTH: strength points (wound points absorbed).
   */
  readonly score: number;
}

/** A row of the BRAVERY table. */
export interface BraveryRow {
  readonly roll: RollRange;
  readonly description: string;
  /** Added to the first-shot base number (speed points). */
  readonly speedModifier: number;
  /** Added to the hit-determination base number (percent). */
  readonly accuracyModifier: number;
}

/** A row of the EXPERIENCE table. */
export interface ExperienceRow {
  readonly roll: RollRange;
  /** "Previous Number of Gunfights" as printed: `None`, `1`, ... `10`, `11 or more`. */
  readonly gunfights: string;
  /** The least number of previous gunfights the row stands for (`None` = 0, `11 or more` = 11). */
  readonly minGunfights: number;
  /** Added to the hit-determination base number (percent). */
  readonly accuracyModifier: number;
}

/** A row of the Initial Modification or Survival Modification chart. */
export interface ModificationRow {
  /** Dice score range the row applies to (as ruled, see `printedRoll`). */
  readonly roll: RollRange;
  /** The range exactly as printed, when it differs from `roll` (Survival Modification only). */
  readonly printedRoll?: RollRange;
  /** Modification as printed, e.g. `Add 25 to percentile dice score`, `Add ½`. */
  readonly modification: string;
  /** Points added to the percentile dice score (0.5 for the printed `Add ½`). */
  readonly add: number;
}

/**
 * SPEED: percentile die score -> description and ability score (speed points added to the first-shot
 * base number). Shape: `{ name, source, rows: { roll, description, score }[] }`, rolls 1..100.
 * Source: boot-hill-rulebook.txt, DETERMINATION OF INDIVIDUAL ABILITIES, SPEED.
 */
export const SPEED_TABLE: AbilityTable<AbilityScoreRow> = {
  name: 'SPEED',
  source: { seed: RULEBOOK, section: `${ABILITIES} / SPEED` },
  rows: [
    { roll: [1, 5], description: 'Slow', score: -5 },
    { roll: [6, 10], description: 'Below Average', score: -2 },
    { roll: [11, 20], description: 'Average', score: 0 },
    { roll: [21, 35], description: 'Above Average', score: 2 },
    { roll: [36, 50], description: 'Quick', score: 4 },
    { roll: [51, 65], description: 'Very Quick', score: 6 },
    { roll: [66, 80], description: 'Fast', score: 9 },
    { roll: [81, 90], description: 'Very Fast', score: 12 },
    { roll: [91, 95], description: 'Lightning', score: 15 },
    { roll: [96, 96], description: 'Greased Lightning', score: 18 },
    { roll: [97, 97], description: 'Greased Lightning', score: 19 },
    { roll: [98, 98], description: 'Greased Lightning', score: 20 },
    { roll: [99, 99], description: 'Greased Lightning', score: 21 },
    { roll: [100, 100], description: 'Greased Lightning', score: 22 },
  ],
};

/**
 * GUN ACCURACY (all firearms) and THROWING ACCURACY (knives, spears, bows) share this table; roll
 * twice, once for each. Percentile die score -> description and ability score (percent added to the
 * hit-determination base number). Shape: `{ name, source, rows: { roll, description, score }[] }`.
 * Source: boot-hill-rulebook.txt, DETERMINATION OF INDIVIDUAL ABILITIES, GUN ACCURACY ... and
 * THROWING ACCURACY ....
 */
export const ACCURACY_TABLE: AbilityTable<AbilityScoreRow> = {
  name: 'GUN ACCURACY / THROWING ACCURACY',
  source: {
    seed: RULEBOOK,
    section: `${ABILITIES} / GUN ACCURACY (Includes All Firearms) and THROWING ACCURACY (Includes Knives, Spears and Bows)`,
    note: 'Roll twice on this chart, once for Gun Accuracy and once for Throwing Accuracy, recording each separately.',
  },
  rows: [
    { roll: [1, 5], description: 'Very Poor', score: -9 },
    { roll: [6, 15], description: 'Poor', score: -6 },
    { roll: [16, 25], description: 'Below Average', score: -3 },
    { roll: [26, 35], description: 'Average', score: 0 },
    { roll: [36, 50], description: 'Above Average', score: 2 },
    { roll: [51, 65], description: 'Fair', score: 5 },
    { roll: [66, 75], description: 'Good', score: 7 },
    { roll: [76, 85], description: 'Very Good', score: 10 },
    { roll: [86, 95], description: 'Excellent', score: 15 },
    { roll: [96, 98], description: 'Crack Shot', score: 18 },
    { roll: [99, 100], description: 'Deadeye', score: 20 },
  ],
};

/**
 * STRENGTH: percentile die score -> description and ability score (strength points; light wounds take
 * 3, serious 7, 0 or less is unconscious). Shape: `{ name, source, rows: { roll, description, score }[] }`.
 * Source: boot-hill-rulebook.txt, DETERMINATION OF INDIVIDUAL ABILITIES, STRENGTH.
 */
export const STRENGTH_TABLE: AbilityTable<AbilityScoreRow> = {
  name: 'STRENGTH',
  source: { seed: RULEBOOK, section: `${ABILITIES} / STRENGTH` },
  rows: [
    { roll: [1, 2], description: 'Feeble', score: 8 },
    { roll: [3, 5], description: 'Puny', score: 9 },
    { roll: [6, 10], description: 'Frail', score: 10 },
    { roll: [11, 17], description: 'Weakling', score: 11 },
    { roll: [18, 25], description: 'Sickly', score: 12 },
    { roll: [26, 40], description: 'Average', score: 13 },
    { roll: [41, 60], description: 'Above Average', score: 14 },
    { roll: [61, 75], description: 'Sturdy', score: 15 },
    { roll: [76, 83], description: 'Hardy', score: 16 },
    { roll: [84, 90], description: 'Strong', score: 17 },
    { roll: [91, 95], description: 'Very Strong', score: 18 },
    { roll: [96, 98], description: 'Powerful', score: 19 },
    { roll: [99, 100], description: 'Mighty', score: 20 },
  ],
};

/**
 * BRAVERY: percentile die score -> description, speed modifier (speed points, first-shot base number)
 * and accuracy modifier (percent, hit base number).
 * Shape: `{ name, source, rows: { roll, description, speedModifier, accuracyModifier }[] }`.
 * Source: boot-hill-rulebook.txt, DETERMINATION OF INDIVIDUAL ABILITIES, BRAVERY.
 */
export const BRAVERY_TABLE: AbilityTable<BraveryRow> = {
  name: 'BRAVERY',
  source: {
    seed: RULEBOOK,
    section: `${ABILITIES} / BRAVERY`,
    note: 'Fearless (91-98) and Foolhardy (99-00) both print an accuracy modifier of +15; only the speed modifier differs (+4 / +5).',
  },
  rows: [
    { roll: [1, 10], description: 'Coward', speedModifier: -4, accuracyModifier: -6 },
    { roll: [11, 20], description: 'Cowardly', speedModifier: -2, accuracyModifier: -3 },
    { roll: [21, 35], description: 'Average', speedModifier: 0, accuracyModifier: 0 },
    { roll: [36, 65], description: 'Above Average', speedModifier: 1, accuracyModifier: 3 },
    { roll: [66, 80], description: 'Brave', speedModifier: 2, accuracyModifier: 6 },
    { roll: [81, 90], description: 'Very Brave', speedModifier: 3, accuracyModifier: 10 },
    { roll: [91, 98], description: 'Fearless', speedModifier: 4, accuracyModifier: 15 },
    { roll: [99, 100], description: 'Foolhardy', speedModifier: 5, accuracyModifier: 15 },
  ],
};

/**
 * EXPERIENCE: percentile die score -> previous number of gunfights (as printed) and accuracy modifier
 * (percent, hit base number). Survived gunfights later move a character down this table by gunfight
 * count (see SURVIVAL_MODIFICATION).
 * Shape: `{ name, source, rows: { roll, gunfights, minGunfights, accuracyModifier }[] }`.
 * Source: boot-hill-rulebook.txt, DETERMINATION OF INDIVIDUAL ABILITIES, EXPERIENCE.
 */
export const EXPERIENCE_TABLE: AbilityTable<ExperienceRow> = {
  name: 'EXPERIENCE',
  source: { seed: RULEBOOK, section: `${ABILITIES} / EXPERIENCE` },
  rows: [
    { roll: [1, 40], gunfights: 'None', minGunfights: 0, accuracyModifier: -10 },
    { roll: [41, 60], gunfights: '1', minGunfights: 1, accuracyModifier: -5 },
    { roll: [61, 75], gunfights: '2', minGunfights: 2, accuracyModifier: -5 },
    { roll: [76, 85], gunfights: '3', minGunfights: 3, accuracyModifier: 0 },
    { roll: [86, 90], gunfights: '4', minGunfights: 4, accuracyModifier: 0 },
    { roll: [91, 93], gunfights: '5', minGunfights: 5, accuracyModifier: 2 },
    { roll: [94, 95], gunfights: '6', minGunfights: 6, accuracyModifier: 2 },
    { roll: [96, 96], gunfights: '7', minGunfights: 7, accuracyModifier: 6 },
    { roll: [97, 97], gunfights: '8', minGunfights: 8, accuracyModifier: 6 },
    { roll: [98, 98], gunfights: '9', minGunfights: 9, accuracyModifier: 8 },
    { roll: [99, 99], gunfights: '10', minGunfights: 10, accuracyModifier: 8 },
    { roll: [100, 100], gunfights: '11 or more', minGunfights: 11, accuracyModifier: 10 },
  ],
};

/**
 * Initial Modification (player characters only): the original dice score rolled for SPEED, GUN
 * ACCURACY, THROWING ACCURACY, STRENGTH and BRAVERY -> points added to that dice score before the
 * ability tables are read. Not applied to EXPERIENCE.
 * Shape: `{ name, source, rows: { roll, modification, add }[] }`.
 * Source: boot-hill-rulebook.txt, IMPROVING CHARACTER ABILITIES, Initial Modification (Player characters only).
 */
export const PLAYER_CHARACTER_MODIFICATION: AbilityTable<ModificationRow> = {
  name: 'Initial Modification (Player characters only)',
  source: {
    seed: RULEBOOK,
    section: 'IMPROVING CHARACTER ABILITIES / Initial Modification (Player characters only)',
    note: 'Applies to SPEED, GUN ACCURACY, THROWING ACCURACY, STRENGTH and BRAVERY rolls of player characters.',
  },
  rows: [
    { roll: [1, 25], modification: 'Add 25 to percentile dice score', add: 25 },
    { roll: [26, 50], modification: 'Add 15 to percentile dice score', add: 15 },
    { roll: [51, 70], modification: 'Add 10 to percentile dice score', add: 10 },
    { roll: [71, 90], modification: 'Add 5 to percentile dice score', add: 5 },
    { roll: [91, 100], modification: 'Add nothing', add: 0 },
  ],
};

/**
 * Survival Modification (all characters): for each gunfight survived, the current dice score for SPEED
 * and for BRAVERY is increased by `add` points (0.5 for the printed `Add ½`); EXPERIENCE instead counts
 * one more gunfight. Only gunfights in which the character faced the possibility of death count, and
 * experience is gained at most once per scenario.
 * Shape: `{ name, source, rows: { roll, printedRoll, modification, add }[] }`.
 * Source: boot-hill-rulebook.txt, IMPROVING CHARACTER ABILITIES, Survival Modification (All characters).
 */
export const SURVIVAL_MODIFICATION: AbilityTable<ModificationRow> = {
  name: 'Survival Modification (All characters)',
  source: {
    seed: RULEBOOK,
    section: 'IMPROVING CHARACTER ABILITIES / Survival Modification (All characters)',
    note:
      'The chart prints "01-51" and then "51-70", so a score of 51 falls in both rows. `roll` reads the ' +
      'first row as 01-50 (every other boundary of the ability charts, and the Initial Modification ' +
      'chart\'s 51-70 row, put 51 in the upper row), so 51 adds 2; `printedRoll` keeps the printed ranges.',
  },
  rows: [
    { roll: [1, 50], printedRoll: [1, 51], modification: 'Add 3', add: 3 },
    { roll: [51, 70], printedRoll: [51, 70], modification: 'Add 2', add: 2 },
    { roll: [71, 90], printedRoll: [71, 90], modification: 'Add 1', add: 1 },
    { roll: [91, 95], printedRoll: [91, 95], modification: 'Add ½', add: 0.5 },
    { roll: [96, 100], printedRoll: [96, 100], modification: 'Add nothing', add: 0 },
  ],
};

/**
 * The row of a d100 table whose inclusive `roll` range contains `roll`.
 *
 * @param table any table of this module (or another `{ name, rows: { roll }[] }` d100 table).
 * @param roll a percentile roll, an integer 1..100 (the printed "00" is 100).
 * @returns the matching row (the first one, should ranges ever overlap).
 * @throws RangeError naming the table when `roll` is not an integer in 1..100, or no row covers it.
 */
export function lookupAbility<Row extends { readonly roll: RollRange }>(
  table: Pick<AbilityTable<Row>, 'name' | 'rows'>,
  roll: number,
): Row {
  if (!Number.isInteger(roll) || roll < 1 || roll > 100) {
    throw new RangeError(`${table.name}: percentile roll must be an integer 1..100 (00 = 100), got ${roll}`);
  }
  for (const row of table.rows) {
    if (roll >= row.roll[0] && roll <= row.roll[1]) return row;
  }
  throw new RangeError(`${table.name}: no row covers percentile roll ${roll}`);
}

/**
 * A player character's improved dice score: the original roll plus the Initial Modification for it.
 *
 * Ruling: the result is capped at 100 (a percentile score reads 01..00 and the ability tables end at
 * 00). With the printed chart the cap never binds (the largest result is 90 + 5 = 95), but it keeps the
 * function total if the chart is ever edited.
 *
 * @param roll the original percentile roll, an integer 1..100.
 * @returns the improved dice score, 1..100, to read on SPEED, ACCURACY, STRENGTH or BRAVERY.
 * @throws RangeError when `roll` is not an integer in 1..100.
 * Source: boot-hill-rulebook.txt, IMPROVING CHARACTER ABILITIES, Initial Modification (Player characters only).
 */
export function applyPlayerCharacterModification(roll: number): number {
  const row = lookupAbility(PLAYER_CHARACTER_MODIFICATION, roll);
  return Math.min(100, roll + row.add);
}
