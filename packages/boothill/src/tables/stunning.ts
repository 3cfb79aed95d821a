/**
 * BOOT HILL STUNNING CHART (Referee's Screen only; the rulebook has none): the percent chance that a
 * blow or a wound stuns, plain or when hit from behind / surprised, and how long a stun lasts.
 */
import type { Source } from './types.ts';

/** Causes of a stun, one per printed row. */
export type StunCause = 'gunButtOrBarrel' | 'club' | 'chair' | 'bulletWoundInHead' | 'buffaloGunBulletWound' | 'tomahawk';

/** One row of the STUNNING CHART. Chances are percent (d100 at or under stuns). */
export interface StunRow {
  readonly cause: StunCause;
  /** Cause as printed, e.g. `Gun butt or barrel`. */
  readonly label: string;
  /** The Basic column, percent. */
  readonly basic: number;
  /** The Hit From Behind/Surprised column, percent. */
  readonly fromBehindOrSurprised: number;
}

/**
 * The STUNNING CHART, rows in printed order. Shape: `readonly StunRow[]`, chances in percent.
 * Source: {@link STUNNING_CHART_SOURCE}.
 */
export const STUNNING_CHART: readonly StunRow[] = [
  { cause: 'gunButtOrBarrel', label: 'Gun butt or barrel', basic: 20, fromBehindOrSurprised: 60 },
  { cause: 'club', label: 'Club', basic: 25, fromBehindOrSurprised: 65 },
  { cause: 'chair', label: 'Chair', basic: 30, fromBehindOrSurprised: 70 },
  { cause: 'bulletWoundInHead', label: 'Bullet wound in head', basic: 50, fromBehindOrSurprised: 80 },
  { cause: 'buffaloGunBulletWound', label: 'Buffalo gun bullet wound', basic: 25, fromBehindOrSurprised: 30 },
  { cause: 'tomahawk', label: 'Tomahawk', basic: 25, fromBehindOrSurprised: 65 },
];

/** Source of {@link STUNNING_CHART}: Referee's Screen STUNNING CHART. */
export const STUNNING_CHART_SOURCE: Source = {
  seed: 'boot-hill-referee-screen-and-northfield-module.md',
  section: "BOOT HILL Referee's Screen / STUNNING CHART",
  note:
    'Not in the rulebook or the v2 digest. Columns: Basic | Hit From Behind/Surprised, percent. The Buffalo gun ' +
    'bullet wound row prints 25% / 30% (a much smaller surprise bonus than the other rows): transcribed as printed. ' +
    'The chart does not say when to roll; presumably on a hit by the weapon (a glancing blow or better on the ' +
    'PUNCHING TABLE for a striking weapon) or a bullet wound of that kind. Below the chart: "A stunned character may ' +
    'do nothing on the turn after he is stunned, and will make all actions at half-effect on the following turn ' +
    '(moving at half speed, firing at only half his percentile score for Accuracy and Speed, etc.)."',
};

/** Turns (10 s game turns) after a stun during which the character may do nothing: 1. Source: Referee's Screen, below the STUNNING CHART. */
export const STUNNED_TURNS_HELPLESS = 1;

/** Turns after the helpless turn during which all actions are at half effect (half speed, half Accuracy and Speed percentile scores): 1. Source: Referee's Screen, below the STUNNING CHART. */
export const STUNNED_TURNS_HALF = 1;
