/** EFFECTS OF HIT TABLE ON CHARACTERS (REEL 6): the effect of a hit by D10 roll and the target's DV, and what each outcome means. */
import type { HitEffect, Source } from './types.ts';
import { QOTD_SEED } from './types.ts';

/**
 * The DV columns of the table, in printed order. `4` stands for the printed "DV 3+" column (after
 * "DV 3"), headed "Is Firing through a loophole". Source: {@link EFFECTS_SOURCE}.
 */
export const EFFECT_COLUMNS = [-3, -2, -1, 0, 1, 2, 3, 4] as const;

/** The column labels as printed (`DV-3` ... `DV 3+`), in {@link EFFECT_COLUMNS} order. */
export const EFFECT_COLUMN_LABELS = ['DV-3', 'DV-2', 'DV-1', 'DV 0', 'DV 1', 'DV 2', 'DV 3', 'DV 3+'] as const;

/**
 * The header over the columns (printed on the line above them, headed "A hit on a character who:"):
 * null where the column has none (DV-3, DV-2, DV-1).
 */
export const EFFECT_COLUMN_HEADERS: readonly (string | null)[] = [
  null,
  null,
  null,
  'Has no armour',
  'Has minimal armour',
  'Has armour',
  'Has heavy armour',
  'Is Firing through a loophole',
];

const G: HitEffect = 'graze';
const N: HitEffect = 'near-miss';
const C: HitEffect = 'courage-test';
const H1: HitEffect = '1-hit';
const H2: HitEffect = '2-hits';
const H3: HitEffect = '3-hits';

/**
 * The effects grid, indexed `[roll - 1][column]` (roll 1..10; columns as {@link EFFECT_COLUMNS}:
 * DV-3 .. DV 3, DV 3+). The table prints roll 10 first; this array runs from roll 1. Source: {@link EFFECTS_SOURCE}.
 */
export const EFFECTS_OF_HIT: readonly (readonly HitEffect[])[] = [
  /* 1 */ [H3, H3, H3, H2, H2, H2, H2, H1],
  /* 2 */ [H3, H3, H2, H2, H2, H2, H1, H1],
  /* 3 */ [H2, H2, H2, H2, H1, H1, C, C],
  /* 4 */ [H2, H2, H2, H1, H1, C, C, C],
  /* 5 */ [H2, H2, H1, H1, C, C, C, C],
  /* 6 */ [H1, H1, H1, C, C, C, C, G],
  /* 7 */ [H1, H1, C, C, C, C, C, G],
  /* 8 */ [H1, C, C, C, C, C, G, N],
  /* 9 */ [C, C, C, C, G, G, N, N],
  /* 10 */ [G, G, G, G, N, N, N, N],
];

/**
 * The effect of a hit: roll 1..10 and the target's final DV. A DV below -3 reads the DV-3 column; a
 * DV above 3 reads the "DV 3+" column (clamped; the engine has a ruling for what lies beyond).
 * @throws RangeError for a roll that is not an integer 1..10. Source: {@link EFFECTS_SOURCE}.
 */
export function hitEffect(roll: number, dv: number): HitEffect {
  if (!Number.isInteger(roll) || roll < 1 || roll > 10) throw new RangeError(`a D10 roll is 1..10, got ${roll}`);
  const col = Math.min(Math.max(Math.round(dv), -3), 4) + 3;
  const effect = EFFECTS_OF_HIT[roll - 1]?.[col];
  if (effect === undefined) throw new RangeError(`no cell for roll ${roll}, DV ${dv}`);
  return effect;
}

/** One outcome of the table below the grid: its name and effect as printed. */
export interface HitOutcome {
  /** As printed: `Hit`, `Courage Test`, `Graze`, `Near Miss`. */
  readonly outcome: string;
  /** The codes the outcome covers (`Hit` covers 1, 2 and 3 hits). */
  readonly effects: readonly HitEffect[];
  /** The Effect cell as printed (HTML stripped). */
  readonly text: string;
}

/** The four outcomes as printed. Shape: `readonly HitOutcome[]`. Source: {@link EFFECTS_SOURCE}. */
export const HIT_OUTCOMES: readonly HitOutcome[] = [
  {
    outcome: 'Hit',
    effects: [H1, H2, H3],
    text: "Each hit by a lethal weapon wounds a character and removes one of their action cards. Once a character has no cards left they become a casualty of war and collapse from their wounds. They will take no further part in the action unless they receive medical assistance which restores 1 card Each hit by a Blunt Weapon including fists and feet temporarily KO's the character and removes one of their action cards. If they have cards remaining they can test to come round (see below) and, if successful, recover the card. Once a character has no cards left they pass out. They will take no further part in the action unless they receive medical assistance which restores 1 card. Unless the character is now a casualty or has passed out they must take a Courage Test and will carry out the outcome immediately",
  },
  { outcome: 'Courage Test', effects: [C], text: 'The character must make a Courage test by rolling on the chart and will carry out the outcome immediately' },
  {
    outcome: 'Graze',
    effects: [G],
    text: 'Most Characters must take a Courage Test Characters who are a Hero or Main Character or are Brave or a Fanatic can carry on as normal and do not take a Courage Test',
  },
  {
    outcome: 'Near Miss',
    effects: [N],
    text: 'The hit is a close miss or is deflected by the surrounding cover or absorbed by the armour worn by the character so has no effect',
  },
];

/** Cards removed by each effect (each hit removes one card; courage tests, grazes and near misses none). */
export const HITS_OF: Readonly<Record<HitEffect, number>> = { 'near-miss': 0, graze: 0, 'courage-test': 0, '1-hit': 1, '2-hits': 2, '3-hits': 3 };

/** Source of {@link EFFECTS_OF_HIT}, {@link HIT_OUTCOMES}. */
export const EFFECTS_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: 'REEL 6: DETERMINING THE EFFECTS OF SHOOTING AND FIGHTING',
  section: 'EFFECTS OF HIT TABLE ON CHARACTERS',
  note:
    'The column headers "Has no armour", "Has minimal armour", "Has armour", "Has heavy armour", "Is Firing through a loophole" sit over DV 0 .. DV 3+. ' +
    'The Graze text makes Heroes, Main Characters, Brave and Fanatic characters carry on (the Fanatic personality row itself does not say so).',
};
