/** CHARACTER TYPE/STAR STATUS (REEL 2): cards, action dice, reduced dice, personality and skills by character type. */
import type { CharacterType, DiceSpec, Source } from './types.ts';
import { QOTD_SEED } from './types.ts';

/** One row of the character type table. */
export interface CharacterTypeRow {
  /** "Type of Character" as printed, e.g. `Main Characters`. */
  readonly name: string;
  /** Number of cards (turns per phase; each lethal hit removes one). */
  readonly cards: number;
  readonly actionDice: DiceSpec;
  readonly reducedDice: DiceSpec;
  /** Number of personalities (always 1). */
  readonly personality: number;
  /** Maximum number of skills/traits. */
  readonly maxSkills: number;
  /** "Action Dice" cell as printed. */
  readonly actionDiceText: string;
  /** "Reduced Action dice" cell as printed. */
  readonly reducedDiceText: string;
}

const BEST2: DiceSpec = { dice: 2, read: 'best' };
const ONE: DiceSpec = { dice: 1, read: 'best' };
const WORST2: DiceSpec = { dice: 2, read: 'worst' };

/**
 * The character type table, by type. Shape: `Record<CharacterType, CharacterTypeRow>`.
 * Source: {@link CHARACTER_TYPE_SOURCE}.
 */
export const CHARACTER_TYPE_TABLE: Readonly<Record<CharacterType, CharacterTypeRow>> = {
  hero: { name: 'Heroes', cards: 4, actionDice: BEST2, reducedDice: ONE, personality: 1, maxSkills: 4, actionDiceText: 'Roll 2D10 and take best result', reducedDiceText: 'Roll 1D10' },
  main: { name: 'Main Characters', cards: 3, actionDice: BEST2, reducedDice: ONE, personality: 1, maxSkills: 3, actionDiceText: 'Roll 2D10 and take best result', reducedDiceText: 'Roll 1D10' },
  supporting: { name: 'Supporting Characters', cards: 2, actionDice: ONE, reducedDice: WORST2, personality: 1, maxSkills: 2, actionDiceText: 'Roll 1D10', reducedDiceText: 'Roll 2D10 and take worst result' },
  minor: { name: 'Minor characters', cards: 1, actionDice: ONE, reducedDice: WORST2, personality: 1, maxSkills: 1, actionDiceText: 'Roll 1D10', reducedDiceText: 'Roll 2D10 and take worst result' },
};

/** Source of {@link CHARACTER_TYPE_TABLE}. */
export const CHARACTER_TYPE_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: 'REEL 2: CASTING – CREATING CHARACTERS',
  section: 'CHARACTER TYPE/STAR STATUS',
  note: 'The card counts are also printed in REEL 1, FILMING THE ACTION - DEALING THE CARDS (Heroes 4, Main Characters 3, Supporting Characters 2, and Minor Characters 1).',
};
