/** ENTANGLING OR RESTRAINING OPPONENTS (REEL 6): ranges of entangling weapons and the entanglement chart. The escape chart is `CHARTS.escape`. */
import type { Source } from './types.ts';
import { QOTD_SEED } from './types.ts';

/** How entangled a character is. */
export type EntanglementResult = 'barely' | 'partially' | 'entangled' | 'trapped';

/** One row of the chart: the dice roll as printed, the rolls it covers, the result code, and title and text as printed. */
export interface EntanglementRow {
  readonly roll: string;
  readonly from: number;
  readonly to: number;
  readonly result: EntanglementResult;
  readonly title: string;
  readonly text: string;
  /** 1: the character counts as defenceless. */
  readonly defenceless: number;
  /** How the character may escape: `action` (normal test, may also act), `normal` (normal test, no further action), `difficult` (reduced dice), `help` (only with help). */
  readonly escape: 'action' | 'normal' | 'difficult' | 'help';
}

/**
 * The chart in printed order (10, 5+, 2 to 4, 1): rolled by the entangled character with action dice
 * (1D10 per tentacle for a tentacled beast). "5+" covers 5 to 9. Source: {@link ENTANGLEMENT_SOURCE}.
 */
export const ENTANGLEMENT_CHART: readonly EntanglementRow[] = [
  {
    roll: '10',
    from: 10,
    to: 10,
    result: 'barely',
    title: 'Barely entangled or restrained',
    text: 'The character may spend next turn trying to escape. Throw their action dice and if successful they can also make an action/movement',
    defenceless: 0,
    escape: 'action',
  },
  {
    roll: '5+',
    from: 5,
    to: 9,
    result: 'partially',
    title: 'Partially entangled or restrained',
    text: 'The character may spend the next turn trying to escape. If successful can make no further action or move',
    defenceless: 0,
    escape: 'normal',
  },
  {
    roll: '2 to 4',
    from: 2,
    to: 4,
    result: 'entangled',
    title: 'Entangled or restrained',
    text: 'The character is defenceless. The character may try to escape on their next turn as a difficult action using reduced dice but otherwise makes no action or move',
    defenceless: 1,
    escape: 'difficult',
  },
  {
    roll: '1',
    from: 1,
    to: 1,
    result: 'trapped',
    title: 'Completely trapped or restrained',
    text: 'The character is defenceless. The character cannot escape without help. If there is help, roll for escape see below',
    defenceless: 1,
    escape: 'help',
  },
];

/** The row for a roll 1..10. @throws RangeError outside 1..10. */
export function entanglementOf(roll: number): EntanglementRow {
  const row = ENTANGLEMENT_CHART.find((r) => Number.isInteger(roll) && roll >= r.from && roll <= r.to);
  if (row === undefined) throw new RangeError(`a D10 roll is 1..10, got ${roll}`);
  return row;
}

/** Ranges of entangling weapons, paces: nets, lassoes and bolas 8, whips 3. Source: {@link ENTANGLEMENT_SOURCE}. */
export const ENTANGLE_RANGE = { 'net-lasso-bolas': 8, whip: 3 } as const;

/** The range sentence as printed. */
export const ENTANGLE_RANGE_TEXT =
  'Characters armed with Nets, Lassoos, and Bolas may attempt to entangle an opponent within 8 paces of them and if armed with a whip within 3 paces of them.';

/** Source of {@link ENTANGLEMENT_CHART} and {@link ENTANGLE_RANGE}. */
export const ENTANGLEMENT_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: 'REEL 6: DETERMINING THE EFFECTS OF SHOOTING AND FIGHTING',
  section: 'ENTANGLING OR RESTRAINING OPPONENTS',
  note:
    'Result cells are printed as one string (title then text), split here. "Lassoos" is a printed typo, kept. ' +
    'On a 10 to hit, the attacked character rolls twice on this chart and takes the worse result.',
};
