/**
 * BOOT HILL morale (the "Shootout in Northfield" module's MORALE rules; the rulebook has none): a
 * non-player character checks morale by rolling d100, modified by the situation; a modified roll higher
 * than the character's morale (MRL, or Bravery) fails, and the character runs for safety or surrenders.
 */
import type { Source } from './types.ts';

/** Situations of the module's "Morale Modifiers" list, in printed order. */
export type MoraleModifierKey =
  | 'jamesYoungerGang'
  | 'greatestNumbers'
  | 'fewestCasualties'
  | 'citizenOfNorthfield'
  | 'relativeKilled'
  | 'woundsLessThanHalf'
  | 'woundsMoreThanHalf'
  | 'outlawsRecognized'
  | 'directlyThreatened';

/**
 * Situation -> modifier added to the d100 morale roll (percent; negative helps, since a roll higher than
 * MRL fails): gang member -10, greatest numbers -5, fewest casualties -5, citizen of Northfield -5,
 * relative killed -10, wounds less than 50% of STRENGTH +5, wounds more than 50% +10, outlaws recognized
 * +10, directly threatened +10. All that apply are added. Shape: `Record<MoraleModifierKey, number>`, in
 * printed order. Source: {@link MORALE_SOURCE}.
 */
export const MORALE_MODIFIERS: Readonly<Record<MoraleModifierKey, number>> = {
  jamesYoungerGang: -10,
  greatestNumbers: -5,
  fewestCasualties: -5,
  citizenOfNorthfield: -5,
  relativeKilled: -10,
  woundsLessThanHalf: 5,
  woundsMoreThanHalf: 10,
  outlawsRecognized: 10,
  directlyThreatened: 10,
};

/**
 * Each modifier's line as printed (markdown emphasis removed), in printed order.
 * Shape: `Record<MoraleModifierKey, string>`. Source: {@link MORALE_SOURCE}.
 */
export const MORALE_MODIFIER_LABELS: Readonly<Record<MoraleModifierKey, string>> = {
  jamesYoungerGang: 'If a member of the James-Younger gang',
  greatestNumbers: 'If on the side with the greatest numbers',
  fewestCasualties: 'If on the side with the fewest casualties',
  citizenOfNorthfield: 'If a citizen of Northfield',
  relativeKilled: 'If a relative is killed',
  woundsLessThanHalf: 'If suffering from wounds less than 50% of Strength',
  woundsMoreThanHalf: 'If suffering from wounds totaling more than 50% of Strength',
  outlawsRecognized: 'If the outlaws have been recognized',
  directlyThreatened: 'If directly threatened (see Threatening Bank Employees)',
};

/** Source of {@link MORALE_MODIFIERS}: the Northfield module's MORALE section, "Morale Modifiers". */
export const MORALE_SOURCE: Source = {
  seed: 'boot-hill-referee-screen-and-northfield-module.md',
  section: 'Shootout in Northfield / MORALE / Morale Modifiers (add or subtract from the % die roll)',
  note:
    'A morale check rolls d100; it fails if the modified roll is higher than the character\'s morale (MRL, or ' +
    'Bravery). Player characters never check morale. Signs: the seed\'s markdown list prints the first five lines ' +
    '"- 10", "- 5", "- 5", "- 5", "- 10" (the list bullet has swallowed the printed minus) and the last four with an ' +
    'explicit plus ("- + 5", "- + 10", "- +10", "- +10"); the first five are read as minus. That reading is the only ' +
    'one consistent with the check (a lower roll passes): a gang member, the stronger side, defenders of their own ' +
    'town and a relative\'s death steady a character; wounds, recognising the James-Younger gang and being ' +
    'threatened shake him. Wounds of exactly 50% of Strength fall in neither wound line as printed: read as +5 (RULINGS.md N10). The module ' +
    'says when checks are made (citizens before moving and on entering, the gang when the first member is killed ' +
    'or shot unconscious).',
};
