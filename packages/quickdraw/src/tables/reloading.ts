/** RELOADING WEAPONS (REEL 4): which missile weapons reload when, and which are difficult to reload. */
import type { ReloadClass, Source } from './types.ts';
import { QOTD_SEED } from './types.ts';

/** One row of the reloading table: the first cell and its bullet items as printed, the reload class it defines, and whether it is the Difficult row. */
export interface ReloadingRow {
  readonly heading: string;
  readonly items: readonly string[];
  /** The reload class the row defines; `null` for the Difficult row (it qualifies weapons of other rows). */
  readonly reload: ReloadClass | null;
  /** The Difficult row: characters or crews use reduced action dice to reload. */
  readonly difficult: boolean;
}

/** The five printed rows in order. Shape: `readonly ReloadingRow[]`. Source: {@link RELOADING_SOURCE}. */
export const RELOADING_TABLE: readonly ReloadingRow[] = [
  {
    heading: 'Missile weapons that have to be reloaded after each time they are used:',
    items: [
      'All single shot weapons volley guns unless Double barrelled: Such weapons must be reloaded after both barrels have been fired',
      'All bows',
      'All Artillery pieces',
    ],
    reload: 'after-use',
    difficult: false,
  },
  {
    heading: 'Missile weapons that have to be replaced or recovered after each time they are used',
    items: ['a spear or throwing axe or similar'],
    reload: 'replace',
    difficult: false,
  },
  {
    heading: 'Missile weapons that have to be recoiled or recovered after each time they are used:',
    items: ['a net, lasso, bolas or whip'],
    reload: 'recoil',
    difficult: false,
  },
  {
    heading: 'Missile weapons that have to be reloaded if any 1s are thrown when shooting:',
    items: ['All Revolving or Repeating cartridge Firearms or any special Firearms such as Harmonica Guns', 'All Bolt Action or Magazine Firearms'],
    reload: 'after-a-one',
    difficult: false,
  },
  {
    heading: 'Reloading the following weapons is Difficult so characters or crews use reduced action dice:',
    items: [
      'All Cap and Ball Repeating Firearms unless using a preloaded cylinder',
      'All Multi-barrelled Firearms',
      'A Machine gun or artillery piece without a full crew',
    ],
    reload: null,
    difficult: true,
  },
];

/** Source of {@link RELOADING_TABLE}. */
export const RELOADING_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: 'REEL 4: SHOOTING AND WEAPONS OF THE OLD WEST',
  section: 'RELOADING WEAPONS',
  note:
    'The first bullet is printed as one item: "All single shot weapons volley guns unless Double barrelled: ..." (read: single shot weapons and volley guns; a double barrel reloads after both barrels). ' +
    'Weapons that need no reloading (fighting weapons, fists) are ReloadClass `never`, which has no printed row.',
};
