/**
 * Action dice by form of attack (REEL 4, the table after RELOADING WEAPONS: "Due to the nature of
 * the weapons used Characters action dice are changed depending on their form of attack").
 */
import type { AttackForm, DiceSpec, Source } from './types.ts';
import { QOTD_SEED } from './types.ts';

/** One form of attack: the dice of heroes and main characters (`star`), of supporting and minor characters (`other`), and the column text as printed. */
export interface AttackFormDice {
  readonly star: DiceSpec;
  readonly other: DiceSpec;
  /** The column's description as printed (second row of the table). */
  readonly text: string;
  /** The column's first header as printed: `Fighting` or `Firing`. */
  readonly header: string;
  /** The `star` cell as printed, e.g. `2D10 and both can score`. */
  readonly starText: string;
  /** The `other` cell as printed, e.g. `1D10`. */
  readonly otherText: string;
}

/**
 * The dice by attack form. Shape: `Record<AttackForm, AttackFormDice>`; `High` is read `best`, "both /
 * all can score" `each`. Source: {@link ATTACK_FORM_SOURCE}.
 */
export const ATTACK_FORM_DICE: Readonly<Record<AttackForm, AttackFormDice>> = {
  melee: {
    star: { dice: 2, read: 'best' },
    other: { dice: 1, read: 'best' },
    text: 'Using a Melee or Improvised Weapon or Fists, etc',
    header: 'Fighting',
    starText: '2D10 High',
    otherText: '1D10',
  },
  single: {
    star: { dice: 2, read: 'best' },
    other: { dice: 1, read: 'best' },
    text: 'A thrown weapon or Bow or a Single Shot Firearm including swivel guns or one barrel of a double barrelled weapon',
    header: 'Firing',
    starText: '2D10 High',
    otherText: '1D10',
  },
  double: {
    star: { dice: 2, read: 'each' },
    other: { dice: 2, read: 'best' },
    text: 'A double barrelled weapon firing both barrels or one barrel of a sawn off shotgun or making snap shots',
    header: 'Firing',
    starText: '2D10 and both can score',
    otherText: '2D10 High',
  },
  multi: {
    star: { dice: 3, read: 'each' },
    other: { dice: 2, read: 'each' },
    text: 'A Blunderbuss or both barrels of a sawn off shotgun or Multi-barrelled weapon or a Fused Grenade/dynamite or ball/shot from artillery or a burst from a hand cranked MG or fanning',
    header: 'Firing',
    starText: '3D10 and all can score',
    otherText: '2D10 and both can score',
  },
  grape: {
    star: { dice: 4, read: 'each' },
    other: { dice: 3, read: 'each' },
    text: 'firing grape shot or a keg of black powder/ bundle of dynamite/ shell or case shot or a burst from an automatic weapon',
    header: 'Firing',
    starText: '4D10 and all can score',
    otherText: '3D10 and all can score',
  },
};

/** The sentence printed under the table. */
export const ATTACK_FORM_REDUCED_NOTE = 'Use reduced action dice if poor shots or poor fighter/brawler or if outnumbered in a fight.';

/** Source of {@link ATTACK_FORM_DICE}. */
export const ATTACK_FORM_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: 'REEL 4: SHOOTING AND WEAPONS OF THE OLD WEST',
  section: 'RELOADING WEAPONS',
  note:
    'Printed after the RELOADING WEAPONS table without a heading of its own. Its first column reads SHOOTING / Character Action Dice / (blank) / Supporting & Minor: ' +
    'the "Character Action Dice" row holds the column descriptions and the unlabelled row under it the dice of heroes and main characters (`star`); ' +
    'the "Supporting & Minor" row is `other`. The note names brawlers among those on reduced dice, though the Brawler skill lowers DV instead.',
};

/** The dice of a form of attack for a character type: heroes and main characters roll `star`, supporting and minor `other`. */
export function attackFormDice(form: AttackForm, star: boolean): DiceSpec {
  const row = ATTACK_FORM_DICE[form];
  return star ? row.star : row.other;
}
