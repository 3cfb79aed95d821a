/**
 * BOOT HILL FIRST SHOT DETERMINATION CHART: situational modifiers added to a character's first-shot base
 * number (speed ability score + bravery speed modifier + weapon speed modifier) to give the net speed
 * score for the turn. Highest net speed fires first; equal scores fire simultaneously.
 */
import type { Source } from './types.ts';

/** Keys of {@link FIRST_SHOT_MODIFIERS}. */
export type FirstShotModifier =
  | 'givingOpponentFirstMove'
  | 'surprised'
  | 'completelySurprised'
  | 'runningOrRunningAndDodging'
  | 'onHorseback'
  | 'woundsLessThanHalf'
  | 'woundsHalfOrMore'
  | 'drawsTwoGuns'
  | 'hipshoots'
  | 'firesSameTargetConsecutiveTurn'
  | 'aimsSameTargetConsecutiveTurn';

/**
 * Situation -> modifier to the net speed score (speed points; all cumulative except as noted in
 * {@link FIRST_SHOT_ONE_OF}). "Wounds" compare total wound points with STRENGTH (less than 50% / 50% or
 * more). Shape: `Record<FirstShotModifier, number>`. Source: see {@link FIRST_SHOT_MODIFIERS_SOURCE}.
 */
export const FIRST_SHOT_MODIFIERS: Readonly<Record<FirstShotModifier, number>> = {
  givingOpponentFirstMove: -1,
  surprised: -5,
  completelySurprised: -10,
  runningOrRunningAndDodging: -20,
  onHorseback: -10,
  woundsLessThanHalf: -5,
  woundsHalfOrMore: -20,
  drawsTwoGuns: -3,
  hipshoots: 5,
  firesSameTargetConsecutiveTurn: 10,
  aimsSameTargetConsecutiveTurn: 5,
};

/**
 * Each modifier's line as printed in the rulebook chart (heading / text).
 * Shape: `Record<FirstShotModifier, string>`. Source: see {@link FIRST_SHOT_MODIFIERS_SOURCE}.
 */
export const FIRST_SHOT_MODIFIER_LABELS: Readonly<Record<FirstShotModifier, string>> = {
  givingOpponentFirstMove: 'SURPRISE / Giving opponent the first move',
  surprised: 'SURPRISE / Character is surprised',
  completelySurprised: 'SURPRISE / Character is completely surprised (including returning fire on an unseen opponent)',
  runningOrRunningAndDodging: 'MOVEMENT / Character is running or running and dodging',
  onHorseback: 'MOVEMENT / Character is on horseback',
  woundsLessThanHalf: 'WOUNDS / Character has wounds totalling less than 50% of STRENGTH',
  woundsHalfOrMore: 'WOUNDS / Character has wounds totalling 50% or more of STRENGTH',
  drawsTwoGuns: 'MISCELLANEOUS / Character draws two guns',
  hipshoots: 'MISCELLANEOUS / Character hipshoots',
  firesSameTargetConsecutiveTurn: 'MISCELLANEOUS / Character fires on same target for second or greater consecutive turn or',
  aimsSameTargetConsecutiveTurn: 'MISCELLANEOUS / Character aims at same target for second or greater consecutive turn',
};

/**
 * Modifiers of which at most one applies: the chart prints "fires on same target for second or greater
 * consecutive turn *or* (+10) / aims at same target ... (+5)" — one or the other, never both (DESIGN.md
 * errata; the v2 digest drops the "or"). Source: rulebook and Referee's Screen FIRST SHOT DETERMINATION CHART.
 */
export const FIRST_SHOT_ONE_OF: readonly (readonly FirstShotModifier[])[] = [
  ['firesSameTargetConsecutiveTurn', 'aimsSameTargetConsecutiveTurn'],
];

/** Source of {@link FIRST_SHOT_MODIFIERS}: rulebook COMBAT / FIRST SHOT DETERMINATION CHART. */
export const FIRST_SHOT_MODIFIERS_SOURCE: Source = {
  seed: 'boot-hill-rulebook.txt',
  section: 'COMBAT / First Shot Determination / FIRST SHOT DETERMINATION CHART',
  note:
    'The fire (+10) and aim (+5) bonuses for the same target on a second or later consecutive turn are one or ' +
    'the other, not both: the chart joins them with "or" (DESIGN.md, Errata). The Referee\'s Screen FIRST SHOT ' +
    'DETERMINATION CHART prints the same values (spelling "totaling"); boot-hill-v2-combat-rules.md section 3 ' +
    'prints the same values but drops the "or".',
};
