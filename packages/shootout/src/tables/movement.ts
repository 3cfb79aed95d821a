/**
 * Movement (`shootout.txt`, "2. Move Troops", and the last bullet of "Organisation."),
 * transcribed. Distances in inches.
 */
import { SHOOTOUT_SEED, type Source } from './types.ts';

/** Source of {@link MOVEMENT}. */
export const MOVEMENT_SOURCE: Source = {
  seed: SHOOTOUT_SEED,
  section: '2. Move Troops',
  note: 'Indians on foot: "Organisation." (its last bullet).',
};

/** The movement rules as numbers, each with its sentence as printed. Source: {@link MOVEMENT_SOURCE}. */
export interface Movement {
  /** Inches before the figure is near the enemy: `base` + Speed ("up to 6\" + its Speed factor"). */
  readonly base: number;
  /** Once within `within` inches of a visible enemy: `dice` D6 inches + Speed, "for remainder of game". */
  readonly nearEnemy: { readonly within: number; readonly dice: number; readonly text: string };
  /** Difficult ground divides the speed by `divisor`, rounded up. */
  readonly difficultTerrain: { readonly divisor: number; readonly rounding: 'up'; readonly text: string };
  /** Indians on foot are not slowed by difficult terrain. */
  readonly indiansOnFoot: { readonly slowed: false; readonly text: string };
  /** Initiative: the greater Speed, else 1D6 each. */
  readonly initiative: { readonly factor: 'speed'; readonly tieDice: number; readonly text: string };
  /** "Each figure that can, may move up to 6\" + its Speed factor." */
  readonly text: string;
}

/** Movement. Source: {@link MOVEMENT_SOURCE}. */
export const MOVEMENT: Movement = {
  base: 6,
  nearEnemy: { within: 12, dice: 1, text: 'Once a figure is within 12" of visible enemy this becomes 1D6" + Speed factor, for remainder of game.' },
  difficultTerrain: { divisor: 2, rounding: 'up', text: "Dense undergrowth, rocky hillsides, rivers etc all half a figure's speed (rounded up)." },
  indiansOnFoot: { slowed: false, text: 'Indians on foot are not slowed by difficult terrain.' },
  initiative: { factor: 'speed', tieDice: 1, text: 'Where important, initiative goes to the group with the greater Speed characteristic (or roll 1D6 each).' },
  text: 'Each figure that can, may move up to 6" + its Speed factor.',
};
