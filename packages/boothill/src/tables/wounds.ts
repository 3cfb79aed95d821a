/**
 * BOOT HILL WOUND CHART: for each hit, a first d100 gives the location and a second d100 its severity
 * (light: -3 STRENGTH, serious: -7 STRENGTH, mortal: immediate death). STRENGTH 0 or less is
 * unconscious. Plus the movement effects of wounds.
 */
import type { RollRange, Source, WoundChartRow, WoundSeverity } from './types.ts';

/**
 * The WOUND CHART, rows in location-roll order (Left Leg 01-10 ... Head 86-00). Each row gives its
 * location roll and the severity-roll ranges (percentile, inclusive; `mortal` is `null` where "—").
 * Shape: `readonly WoundChartRow[]`. Source: see {@link WOUND_CHART_SOURCE}.
 */
export const WOUND_CHART: readonly WoundChartRow[] = [
  { location: 'leftLeg', label: 'Left Leg', roll: [1, 10], light: [1, 40], serious: [41, 100], mortal: null },
  { location: 'rightLeg', label: 'Right Leg', roll: [11, 20], light: [1, 40], serious: [41, 100], mortal: null },
  { location: 'leftArmHand', label: 'Left Arm/Hand', roll: [21, 25], light: [1, 75], serious: [76, 100], mortal: null },
  { location: 'rightArmHand', label: 'Right Arm/Hand', roll: [26, 30], light: [1, 75], serious: [76, 100], mortal: null },
  { location: 'rightShoulder', label: 'Right Shoulder', roll: [31, 40], light: [1, 40], serious: [41, 90], mortal: [91, 100] },
  { location: 'leftShoulder', label: 'Left Shoulder', roll: [41, 50], light: [1, 40], serious: [41, 80], mortal: [81, 100] },
  { location: 'abdomenGroin', label: 'Abdomen/Groin', roll: [51, 70], light: [1, 40], serious: [41, 80], mortal: [81, 100] },
  { location: 'chest', label: 'Chest', roll: [71, 85], light: [1, 20], serious: [21, 60], mortal: [61, 100] },
  { location: 'head', label: 'Head', roll: [86, 100], light: [1, 20], serious: [21, 40], mortal: [41, 100] },
];

/** Source of {@link WOUND_CHART}: rulebook COMBAT / WOUNDS / WOUND CHART. */
export const WOUND_CHART_SOURCE: Source = {
  seed: 'boot-hill-rulebook.txt',
  section: 'COMBAT / WOUNDS / WOUND CHART',
  note:
    "Agrees cell for cell with the Referee's Screen's first WOUND CHART and with boot-hill-v2-combat-rules.md " +
    "section 5. The screen's second copy prints Left Leg light wound 01-10 (leaving 11-40 unassigned); 01-40 is " +
    'right (DESIGN.md, Errata), see WOUND_CHART_SCREEN_SECOND_COPY_LEFT_LEG_LIGHT.',
};

/**
 * Erratum, kept for the record and not used by any lookup: the Referee's Screen's second WOUND CHART
 * prints the Left Leg light wound as 01-10. Its first copy, the rulebook and the v2 digest print 01-40,
 * which is right (the serious range starts at 41). Percentile range, inclusive.
 * Source: boot-hill-referee-screen-and-northfield-module.md, second "### WOUND CHART" (after the WEAPONS CHART).
 */
export const WOUND_CHART_SCREEN_SECOND_COPY_LEFT_LEG_LIGHT: RollRange = [1, 10];

/**
 * STRENGTH points lost per wound: light 3, serious 7 (a mortal wound kills outright).
 * Source: rulebook WOUND CHART headings "Lt. Wound (-3 on Strength)", "Ser. Wound (-7 on Strength)".
 */
export const WOUND_STRENGTH_LOSS = { light: 3, serious: 7 } as const;

/** One line of the movement effects of wounds. */
export interface WoundMovementEffect {
  /** Wound as printed, e.g. `Light wound in leg`. */
  readonly wound: string;
  readonly severity: Exclude<WoundSeverity, 'mortal'>;
  /** `leg`: a leg location; `other`: any location but a leg. */
  readonly where: 'leg' | 'other';
  /** Effect as printed in the rulebook. */
  readonly effect: string;
  /** Multiplier on movement rates (spaces per turn). */
  readonly speedFactor: number;
  /** True when the character may only walk (serious leg wound). */
  readonly walkOnly: boolean;
  /** True when walking is exempt from the factor ("except walking"). */
  readonly walkingUnaffected: boolean;
}

/**
 * The three movement lines printed under the Referee's Screen WOUND CHART (and in the rulebook's
 * MOVEMENT / Wounds): light leg wound -> half speed; serious leg wound -> walk only, at half speed; other
 * serious wounds -> half speed except walking. Light wounds elsewhere do not generally affect movement.
 * Shape: `readonly WoundMovementEffect[]`. Source: boot-hill-rulebook.txt, MOVEMENT / Wounds;
 * boot-hill-referee-screen-and-northfield-module.md, under WOUND CHART.
 */
export const WOUND_MOVEMENT_EFFECTS: readonly WoundMovementEffect[] = [
  {
    wound: 'Light wound in leg', severity: 'light', where: 'leg', effect: 'Move at ½ speed',
    speedFactor: 0.5, walkOnly: false, walkingUnaffected: false,
  },
  {
    wound: 'Serious wound in leg', severity: 'serious', where: 'leg', effect: 'Walk only, at ½ speed',
    speedFactor: 0.5, walkOnly: true, walkingUnaffected: false,
  },
  {
    wound: 'Other serious wounds', severity: 'serious', where: 'other', effect: 'Move at ½ speed, except walking',
    speedFactor: 0.5, walkOnly: false, walkingUnaffected: true,
  },
];

/** Source of {@link WOUND_MOVEMENT_EFFECTS}. */
export const WOUND_MOVEMENT_EFFECTS_SOURCE: Source = {
  seed: 'boot-hill-rulebook.txt',
  section: 'MOVEMENT / Wounds',
  note:
    "The Referee's Screen prints the same three lines under both copies of its WOUND CHART. \"Light wounds other " +
    'than in the leg do not generally affect movement." The Northfield module adds that reductions are cumulative, ' +
    'fractions rounded up (module rule, not a general one).',
};

function checkRoll(what: string, roll: number): void {
  if (!Number.isInteger(roll) || roll < 1 || roll > 100) {
    throw new RangeError(`WOUND CHART: ${what} roll must be an integer 1..100 (00 = 100), got ${roll}`);
  }
}

function inRange(range: RollRange | null, roll: number): boolean {
  return range !== null && roll >= range[0] && roll <= range[1];
}

/**
 * The WOUND CHART row (location) for the first percentile roll.
 *
 * @param roll location roll, an integer 1..100.
 * @throws RangeError when `roll` is not an integer in 1..100.
 * Source: rulebook WOUND CHART, "Dice Roll" column.
 */
export function woundLocationOf(roll: number): WoundChartRow {
  checkRoll('location', roll);
  const row = WOUND_CHART.find((r) => inRange(r.roll, roll));
  if (row === undefined) throw new RangeError(`WOUND CHART: no location for roll ${roll}`);
  return row;
}

/**
 * The severity of a wound at a location for the second percentile roll.
 *
 * @param row the location row from {@link woundLocationOf}.
 * @param roll severity roll, an integer 1..100.
 * @returns `light`, `serious` or `mortal`.
 * @throws RangeError when `roll` is not an integer in 1..100 (or the row leaves it uncovered).
 * Source: rulebook WOUND CHART, Lt. / Ser. / Mortal Wound columns.
 */
export function woundSeverityOf(row: WoundChartRow, roll: number): WoundSeverity {
  checkRoll('severity', roll);
  if (inRange(row.light, roll)) return 'light';
  if (inRange(row.serious, roll)) return 'serious';
  if (inRange(row.mortal, roll)) return 'mortal';
  throw new RangeError(`WOUND CHART: ${row.label} has no severity for roll ${roll}`);
}
