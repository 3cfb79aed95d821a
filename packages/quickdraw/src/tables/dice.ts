/**
 * The dice conventions of Quick on the Draw (REEL 1, DETERMINING OUTCOMES – DICE ROLLS): every chart
 * reads a D10 roll in four bands, 1 / 2 to 4 / 5 to 9 / 10.
 */
import type { Band, Source } from './types.ts';
import { BAND_DISASTER, BAND_FAIL, BAND_OUTSTANDING, BAND_SUCCESS, QOTD_SEED } from './types.ts';

/** One of the four printed conventions: the band code (0..3), its id, the rolls it covers and the bullet as printed. */
export interface DiceConvention {
  /** {@link BAND_DISASTER} .. {@link BAND_OUTSTANDING}. */
  readonly band: number;
  readonly id: Band;
  /** Lowest and highest D10 roll of the band, inclusive. */
  readonly from: number;
  readonly to: number;
  /** The rolls as printed in the chart headers: `1`, `2 to 4`, `5 to 9`, `10`. */
  readonly label: string;
  /** The bullet as printed (markdown emphasis removed). */
  readonly text: string;
}

/**
 * The four conventions in band order. Shape: `readonly DiceConvention[]`, rolls of one D10.
 * Source: {@link DICE_SOURCE}.
 */
export const DICE_CONVENTIONS: readonly DiceConvention[] = [
  { band: BAND_DISASTER, id: 'disaster', from: 1, to: 1, label: '1', text: 'A dice roll of 1 is always a disaster and the reverse of whatever the character hoped to do.' },
  {
    band: BAND_FAIL,
    id: 'fail',
    from: 2,
    to: 4,
    label: '2 to 4',
    text: 'A dice roll of 2 to 4 means that the character failed to do what they hoped to do and in some cases, reaction for example, there will be enforced actions.',
  },
  { band: BAND_SUCCESS, id: 'success', from: 5, to: 9, label: '5 to 9', text: 'A dice roll of 5 to 9 means that the character succeeded and can act as the player wishes.' },
  { band: BAND_OUTSTANDING, id: 'outstanding', from: 10, to: 10, label: '10', text: 'A dice roll of 10 usually means outstanding success!' },
];

/** Source of {@link DICE_CONVENTIONS}. */
export const DICE_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: 'REEL 1: THE BASICS',
  section: 'DETERMINING OUTCOMES – DICE ROLLS',
  note: 'Bullets transcribed without their markdown bold.',
};

/**
 * The band of a D10 roll: 0 (1, disaster), 1 (2 to 4, fail), 2 (5 to 9, success), 3 (10, outstanding).
 * @throws RangeError for a roll that is not an integer 1..10. Source: {@link DICE_SOURCE}.
 */
export function bandOf(roll: number): number {
  if (!Number.isInteger(roll) || roll < 1 || roll > 10) throw new RangeError(`a D10 roll is 1..10, got ${roll}`);
  if (roll === 1) return BAND_DISASTER;
  if (roll <= 4) return BAND_FAIL;
  if (roll <= 9) return BAND_SUCCESS;
  return BAND_OUTSTANDING;
}
