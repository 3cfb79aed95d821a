/**
 * Ranged combat, saving throws, Draw! and close combat (`shootout.txt`, "3. Ranged Combat",
 * "Draw!", "4. Close Combat"): the dice, the scores that hit or save, the natural 1s, and the
 * situational modifiers, transcribed. The weapons are in `weapons.ts`. Distances in inches.
 */
import { SHOOTOUT_SEED, type Source } from './types.ts';

/** One situational modifier: its row as printed, its value (added to each d6), and the printed note. */
export interface Modifier {
  /** The row as printed: `Target stationary`. */
  readonly text: string;
  /** Added to the d6 (`+1`, `-2`). */
  readonly value: number;
  /** The note printed beside it (`Firing at target not visible at start of turn`), or ``. */
  readonly note: string;
}

/** A d6 per die (combat die or saving throw): `success` or more succeeds, and a natural 1 always fails. */
export interface D6Score {
  /** A d6 plus its factor and modifiers scoring this or more succeeds ("six or more"). */
  readonly success: number;
  /** "All natural rolls of 1 are misses" / "fails": true. */
  readonly naturalOneFails: boolean;
}

/** The ranged combat to-hit modifiers, keyed as they are printed (every row present). */
export type ToHitModifier = 'targetStationary' | 'targetInOpen' | 'shortRange' | 'snapfiring' | 'firerPinned';
/** The saving-throw modifiers, keyed as they are printed (every row present). */
export type SaveModifier = 'targetMoved' | 'hardCover' | 'lowVisibility';

/** Source of {@link RANGED_COMBAT} and {@link SAVING_THROWS}. */
export const RANGED_COMBAT_SOURCE: Source = { seed: SHOOTOUT_SEED, section: '3. Ranged Combat' };

/**
 * Ranged combat: each of the weapon's combat dice is a d6 + the firer's Ranged factor + the
 * situational modifiers that apply; 6 or more hits, a natural 1 misses. Source:
 * {@link RANGED_COMBAT_SOURCE}.
 */
export const RANGED_COMBAT: {
  readonly hit: D6Score;
  readonly factor: 'ranged';
  readonly modifiers: Readonly<Record<ToHitModifier, Modifier>>;
  readonly text: { readonly roll: string; readonly hits: string; readonly lineOfSight: string };
} = {
  hit: { success: 6, naturalOneFails: true },
  factor: 'ranged',
  modifiers: {
    targetStationary: { text: 'Target stationary', value: 1, note: '' },
    targetInOpen: { text: 'Target in open', value: 1, note: '' },
    shortRange: { text: 'Target at short range', value: 1, note: '' },
    snapfiring: { text: 'Snapfiring', value: -2, note: 'Firing at target not visible at start of turn' },
    firerPinned: { text: 'Firer pinned down', value: -1, note: '' },
  },
  text: {
    roll: 'Roll number of combat dice for weapon, add any ranged combat skill and situational modifiers.',
    hits: 'Each score of six or more is a hit. All natural rolls of 1 are misses.',
    lineOfSight: 'Figures must be able to trace a direct line-of-sight to their target.',
  },
};

/**
 * Saving throws: the target rolls 1D6 per hit + the situational modifiers that apply; 6 or more
 * saves, a natural 1 fails. The same throw follows close combat hits ("4. Close Combat": "Targets
 * roll a saving throw on 1D6 for each hit adding any situational modifiers"). Source:
 * {@link RANGED_COMBAT_SOURCE}.
 */
export const SAVING_THROWS: {
  readonly dicePerHit: number;
  readonly save: D6Score;
  readonly modifiers: Readonly<Record<SaveModifier, Modifier>>;
  /** Inches: `targetMoved` applies when the target moved more than this this turn (">3\""). */
  readonly movedMoreThan: number;
  readonly text: { readonly roll: string; readonly saves: string };
} = {
  dicePerHit: 1,
  save: { success: 6, naturalOneFails: true },
  movedMoreThan: 3,
  modifiers: {
    targetMoved: { text: 'Target moved >3" this turn', value: 1, note: '' },
    hardCover: { text: 'Target in hard cover', value: 1, note: '' },
    lowVisibility: { text: 'Low visibility', value: 1, note: '' },
  },
  text: {
    roll: 'Targets roll a saving throw on 1D6 for each hit, adding situational modifiers.',
    saves: 'Each score of 6 or above is a save. All natural rolls of 1 are fails.',
  },
};

/** Source of {@link DRAW}. */
export const DRAW_SOURCE: Source = { seed: SHOOTOUT_SEED, section: 'Draw!' };

/**
 * Draw!: two figures with holstered revolvers each roll 1D6 + Speed; the faster rolls his combat
 * dice first, and if he kills his opponent receives no fire in return. Source: {@link DRAW_SOURCE}.
 */
export const DRAW: { readonly dice: number; readonly factor: 'speed'; readonly text: string } = {
  dice: 1,
  factor: 'speed',
  text:
    'When two figures with holstered revolvers decide to duel roll 1D6 for each and add their speed factors. ' +
    'The fastest gets to roll his combat dice first, and if he kills his opponent receives no fire in return.',
};

/** Source of {@link CLOSE_COMBAT}. */
export const CLOSE_COMBAT_SOURCE: Source = {
  seed: SHOOTOUT_SEED,
  section: '4. Close Combat',
  note: "The Bullwhip's 12' is 2\" at the default scale of one inch to six feet (DESIGN.md), the same as the reach of every close combat weapon.",
};

/**
 * Close combat: within `reach` inches, each of the weapon's dice is a d6 + the Close factor; 6 or
 * more hits, a natural 1 misses; each hit gets a saving throw ({@link SAVING_THROWS}). Source:
 * {@link CLOSE_COMBAT_SOURCE}.
 */
export const CLOSE_COMBAT: {
  readonly reach: number;
  readonly hit: D6Score;
  readonly save: D6Score;
  readonly factor: 'close';
  readonly bullwhipReachFeet: number;
  readonly text: { readonly roll: string; readonly hits: string; readonly saves: string; readonly reach: string };
} = {
  reach: 2,
  hit: { success: 6, naturalOneFails: true },
  save: { success: 6, naturalOneFails: true },
  factor: 'close',
  bullwhipReachFeet: 12,
  text: {
    roll: 'Roll number of dice for weapon and add close combat skill factor.',
    hits: 'Each score of six or more is a hit. All natural rolls of 1 are misses.',
    saves: 'Each score of six or above is a save. All natural rolls of 1 are fails.',
    reach: 'Figures must be within 2" to engage in close combat.',
  },
};
