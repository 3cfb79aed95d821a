/**
 * Courage tests and pinning (`shootout.txt`, "Courage"), transcribed.
 */
import { SHOOTOUT_SEED, type Source } from './types.ts';

/** Source of {@link COURAGE} and {@link PINNED}. */
export const COURAGE_SOURCE: Source = {
  seed: SHOOTOUT_SEED,
  section: 'Courage',
  note: 'The text gives no natural-1 rule for the courage test (unlike hits and saves): `naturalOneFails` is null, left to the engine\'s rulings.',
};

/** When a figure must test its courage, each as printed. */
export type CourageTrigger = 'engageMounted' | 'engagedByMounted' | 'pinnedToMove';

/**
 * The courage test: 1D6 + Courage, `pass` or more passes. `naturalOneFails` is null: the text does
 * not say (see {@link COURAGE_SOURCE}). Source: {@link COURAGE_SOURCE}.
 */
export const COURAGE: {
  readonly dice: number;
  readonly factor: 'courage';
  readonly pass: number;
  readonly naturalOneFails: null;
  readonly when: Readonly<Record<CourageTrigger, { readonly text: string; readonly onFail: string }>>;
  readonly text: string;
} = {
  dice: 1,
  factor: 'courage',
  pass: 6,
  naturalOneFails: null,
  when: {
    engageMounted: {
      text: 'Men on foot can only move to engage mounted men in the open, in close combat if they first pass a courage test.',
      onFail: 'Otherwise the figure must remain at a firing distance.',
    },
    engagedByMounted: {
      text: 'Men on foot who are engaged in close combat by mounted men, who survive the round, must also test their courage to remain.',
      onFail: 'Test as above, failure means the figure must move away next turn.',
    },
    pinnedToMove: {
      text: 'To move next go they must pass a courage test.',
      onFail: 'They may test each turn until they pass.',
    },
  },
  text: 'Roll 1D6, adding their courage factor and score 6 or more to pass.',
};

/**
 * Pinned down: a figure taking `hits` or more hits from ranged fire in a single round, and
 * surviving, is pinned; it tests courage to move ({@link COURAGE}, `pinnedToMove`), fires at the
 * "Firer pinned down" modifier (`RANGED_COMBAT.modifiers.firerPinned`) and may only return fire,
 * never snapfire. Source: {@link COURAGE_SOURCE}.
 */
export const PINNED: { readonly hits: number; readonly text: string; readonly returnFireOnly: string } = {
  hits: 2,
  text: 'Men who take 2 or more hits from ranged fire in a single round (and survive of course) are pinned down.',
  returnFireOnly: 'Pinned figures may only return fire, they may not snapfire.',
};
