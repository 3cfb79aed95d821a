/** REEL 7: BEASTS: damage to wild animals, its outcomes, and the animal types. The beast's reaction chart is `CHARTS['beast-reaction']`. */
import type { Source } from './types.ts';
import { QOTD_SEED } from './types.ts';

const REEL7 = 'REEL 7: BEASTS';

/** Damage to a wild animal, as codes. */
export type AnimalDamage = 'nick' | '1-hit' | '2-hits' | 'slain';

/** Columns of {@link WILD_ANIMAL_DAMAGE}: DV -2 .. DV2, and 3 for the printed "DV3+". */
export const WILD_ANIMAL_COLUMNS = [-2, -1, 0, 1, 2, 3] as const;

const NK: AnimalDamage = 'nick';
const H1: AnimalDamage = '1-hit';
const H2: AnimalDamage = '2-hits';
const SL: AnimalDamage = 'slain';

/**
 * DAMAGE TO WILD ANIMALS, indexed `[roll - 1][column]` (1D10; columns as {@link WILD_ANIMAL_COLUMNS}).
 * Source: {@link WILD_ANIMAL_SOURCE}.
 */
export const WILD_ANIMAL_DAMAGE: readonly (readonly AnimalDamage[])[] = [
  /* 1 */ [SL, SL, SL, SL, SL, SL],
  /* 2 */ [SL, SL, SL, H2, H2, H2],
  /* 3 */ [SL, SL, H2, H2, H2, H2],
  /* 4 */ [SL, H2, H2, H2, H2, H1],
  /* 5 */ [H2, H2, H2, H2, H1, H1],
  /* 6 */ [H2, H2, H2, H1, H1, NK],
  /* 7 */ [H2, H1, H1, H1, NK, NK],
  /* 8 */ [H1, H1, H1, NK, NK, NK],
  /* 9 */ [H1, NK, NK, NK, NK, NK],
  /* 10 */ [NK, NK, NK, NK, NK, NK],
];

/**
 * Damage for a roll 1..10 and the animal's final DV, clamped to the printed columns (-2 .. 3+).
 * The text's rule for adjustments beyond the columns ("roll an extra dice and take the lowest result
 * for DV-2 and the highest result for DV+3") is {@link WILD_ANIMAL_BEYOND_TEXT}, left to the engine.
 * @throws RangeError for a roll outside 1..10.
 */
export function wildAnimalDamage(roll: number, dv: number): AnimalDamage {
  if (!Number.isInteger(roll) || roll < 1 || roll > 10) throw new RangeError(`a D10 roll is 1..10, got ${roll}`);
  const d = WILD_ANIMAL_DAMAGE[roll - 1]?.[Math.min(Math.max(Math.round(dv), -2), 3) + 2];
  if (d === undefined) throw new RangeError(`no cell for roll ${roll}, DV ${dv}`);
  return d;
}

/** The sentence printed under the grid. */
export const WILD_ANIMAL_BEYOND_TEXT =
  'Where the adjustments for impact is not possible roll an extra dice and take the lowest result for DV-2 and the highest result for DV+3.';

/** One outcome of the damage: printed name, codes, effect as printed. */
export interface WildAnimalOutcome {
  readonly outcome: string;
  readonly damage: readonly AnimalDamage[];
  readonly text: string;
}

/** The three outcomes as printed. Source: {@link WILD_ANIMAL_SOURCE}. */
export const WILD_ANIMAL_OUTCOMES: readonly WildAnimalOutcome[] = [
  { outcome: 'Nick', damage: [NK], text: 'If injured through shooting, test for reaction If in combat, the animal/beast is driven back 2 paces and takes a reaction test' },
  {
    outcome: 'Hit',
    damage: [H1, H2],
    text: 'Speed is reduced by 25% for each hit: The animal/beast loses one attack dice for each hit, is driven back 4 paces if in combat and takes a reaction test. Animals up to horse size are killed if they receive 2Hits. Animals up to elephant size are killed if they receive 4Hits and larger animals up to 6 hits',
  },
  { outcome: 'Slain', damage: [SL], text: 'Animal/Beast drops dead' },
];

/** Hits that kill an animal by size (from the Hit outcome): up to horse size 2, up to elephant size 4, larger 6. */
export const ANIMAL_HITS_TO_KILL = { 'up-to-horse': 2, 'up-to-elephant': 4, larger: 6 } as const;

/** Fraction of speed lost per hit (Hit outcome: "Speed is reduced by 25% for each hit"). */
export const ANIMAL_SPEED_CUT_PER_HIT = 0.25;

/** Source of {@link WILD_ANIMAL_DAMAGE} and {@link WILD_ANIMAL_OUTCOMES}. */
export const WILD_ANIMAL_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: REEL7,
  section: 'DAMAGE TO WILD ANIMALS',
  note: 'Under EFFECT OF HITS ON WILD ANIMALS ("roll 1D10"). The column labels mix "DV -2" and "DV0": all read as DV values.',
};

/** One row of ANIMAL TYPES, cells as printed, with the numbers read from them. */
export interface AnimalType {
  readonly id: 'herbivore' | 'large-cat' | 'dog' | 'reptile-or-bear' | 'snake';
  /** "Animal" as printed. */
  readonly animal: string;
  /** "Max Speed" cell as printed (`12/16, see notes.`). */
  readonly speedText: string;
  /** Maximum speed, paces (the land speed where two are printed; see `note`). */
  readonly speed: number;
  /** "DV" cell as printed (`Normally 0 DV1 if Buffalo`). */
  readonly dvText: string;
  readonly dv: number;
  /** Attack dice: rolled, best taken, for attacks and reactions; one lost per wounding hit. */
  readonly attackDice: number;
  readonly attackType: string;
  /** "Traits and Special Rules" as printed. */
  readonly traits: string;
  /** 1: all its damage is rated as high impact. */
  readonly highImpact: number;
  readonly note?: string;
}

/**
 * ANIMAL TYPES, the five printed rows. Shape: `readonly AnimalType[]`, speeds in paces. Source:
 * {@link ANIMAL_TYPES_SOURCE} (the text is cut off after the snakes row).
 */
export const ANIMAL_TYPES: readonly AnimalType[] = [
  {
    id: 'herbivore',
    animal: 'Horses or similar sized herbivores including cattle and Buffalo',
    speedText: '16',
    speed: 16,
    dvText: 'Normally 0 DV1 if Buffalo',
    dv: 0,
    attackDice: 2,
    attackType: 'Hooves and horns',
    traits:
      'Herd mentality If one animal in a herd fails a test then the whole group will stampede directly away from the cause. Any character in the path who cannot escape them will receive one attack per animal within 2 paces of the character',
    highImpact: 0,
    note: 'DV 0; a buffalo is DV 1.',
  },
  {
    id: 'large-cat',
    animal: 'Large cats up to cougar size',
    speedText: '16',
    speed: 16,
    dvText: '0',
    dv: 0,
    attackDice: 2,
    attackType: 'Teeth and/or claws',
    traits: 'Traits – Fearsome. Cat types are Sure footed and Stealthy All damage is rated as high impact',
    highImpact: 1,
  },
  {
    id: 'dog',
    animal: 'Dogs or similar up to wolf size',
    speedText: '12',
    speed: 12,
    dvText: '0',
    dv: 0,
    attackDice: 2,
    attackType: 'Teeth',
    traits: 'Traits – Fearsome, Sixth Sense',
    highImpact: 0,
  },
  {
    id: 'reptile-or-bear',
    animal: 'Carnivorous Reptiles e.g. Alligators or mammals up to horse size e.g. Grizzly bears',
    speedText: '12/16, see notes.',
    speed: 16,
    dvText: '2',
    dv: 2,
    attackDice: 2,
    attackType: 'Teeth and/or claws',
    traits:
      'Very thick skin provides protection Traits - Fearsome, Stealthy or Strong If land based up to 16. If water based 16 in water but only 12 on land All damage rated as high impact',
    highImpact: 1,
    note: 'Speed 16 for a land-based animal (a bear); a water-based one (an alligator) moves 16 in water but only 12 on land.',
  },
  {
    id: 'snake',
    animal: 'Snakes',
    speedText: '8',
    speed: 8,
    dvText: '0',
    dv: 0,
    attackDice: 1,
    attackType: 'Bite and poison or crush',
    traits: 'Traits –Stealthy Not affected by bad going',
    highImpact: 0,
  },
];

/** Source of {@link ANIMAL_TYPES}. */
export const ANIMAL_TYPES_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: REEL7,
  section: 'ANIMAL TYPES',
  note:
    'The text is cut off after the snakes row (the seed ends there). The beast with tentacles that ENTANGLING OR RESTRAINING OPPONENTS refers to ("see Wild Animals") is missing, ' +
    'and so is the column of "the amount of wounds they can sustain" that the introduction announces; the Hit outcome of DAMAGE TO WILD ANIMALS gives hits to kill by size ' +
    '(ANIMAL_HITS_TO_KILL). DESIGN.md errata.',
};
