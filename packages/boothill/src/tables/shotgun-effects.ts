/**
 * BOOT HILL SHOTGUN/SCATTER GUN EFFECTS TABLE and the fields of fire of shotguns and scatter guns.
 * When a target in the field of fire is hit, a d10 (0 read as 10) gives the number of wounds at the
 * shot's range band; each wound is then rolled on the WOUND CHART.
 */
import { RANGE_BANDS } from './types.ts';
import type { RangeBand, Source } from './types.ts';

/** Number of wounds per band, columns `[short, medium, long, extreme]`. */
export type WoundsByBand = readonly [number, number, number, number];

/**
 * Wounds inflicted by a hit: `SHOTGUN_EFFECTS[kind][d10 - 1][bandIndex]` (band index per
 * `RANGE_BANDS`: short 0, medium 1, long 2, extreme 3). Values are numbers of wounds; a 0 means no
 * projectile wounds although the hit roll succeeded.
 * Shape: `{ scatterGun: WoundsByBand[10]; shotgun: WoundsByBand[10] }`. Source: {@link SHOTGUN_EFFECTS_SOURCE}.
 */
export const SHOTGUN_EFFECTS: {
  readonly scatterGun: readonly WoundsByBand[];
  readonly shotgun: readonly WoundsByBand[];
} = {
  scatterGun: [
    [1, 1, 0, 0],
    [1, 1, 0, 0],
    [1, 1, 1, 0],
    [1, 1, 1, 0],
    [2, 1, 1, 1],
    [2, 1, 1, 1],
    [2, 1, 1, 1],
    [2, 2, 1, 1],
    [3, 2, 1, 1],
    [3, 2, 1, 1],
  ],
  shotgun: [
    [1, 1, 1, 0],
    [2, 1, 1, 0],
    [2, 1, 1, 1],
    [2, 2, 1, 1],
    [3, 2, 1, 1],
    [3, 2, 1, 1],
    [3, 2, 1, 1],
    [4, 2, 1, 1],
    [4, 3, 1, 1],
    [4, 3, 2, 1],
  ],
};

/** Source of {@link SHOTGUN_EFFECTS}: rulebook COMBAT / WOUNDS / SHOTGUN/SCATTER GUN EFFECTS TABLE. */
export const SHOTGUN_EFFECTS_SOURCE: Source = {
  seed: 'boot-hill-rulebook.txt',
  section: 'COMBAT / WOUNDS / SHOTGUN/SCATTER GUN EFFECTS TABLE',
  note:
    "The Referee's Screen SHOTGUN/SCATTER GUN EFFECTS TABLE and boot-hill-v2-combat-rules.md section 5 print the " +
    'same 80 cells. Die roll: a single percentile die, 1..10 (0 read as 10).',
};

/**
 * Number of wounds a hit from a shotgun or scatter gun inflicts.
 *
 * @param kind `scatterGun` or `shotgun`.
 * @param d10 the die roll, an integer 1..10 (a rolled 0 is 10).
 * @param band the shot's range band (see `rangeBand` in weapons.ts).
 * @returns wounds, 0..4.
 * @throws RangeError when `d10` is not an integer 1..10 or `band` is not a range band.
 * Source: rulebook SHOTGUN/SCATTER GUN EFFECTS TABLE.
 */
export function shotgunWounds(kind: 'scatterGun' | 'shotgun', d10: number, band: RangeBand): number {
  if (!Number.isInteger(d10) || d10 < 1 || d10 > 10) {
    throw new RangeError(`SHOTGUN/SCATTER GUN EFFECTS TABLE: d10 roll must be an integer 1..10 (0 = 10), got ${d10}`);
  }
  const column = RANGE_BANDS.indexOf(band);
  const wounds = SHOTGUN_EFFECTS[kind][d10 - 1]?.[column];
  if (column < 0 || wounds === undefined) {
    throw new RangeError(`SHOTGUN/SCATTER GUN EFFECTS TABLE: unknown range band "${String(band)}"`);
  }
  return wounds;
}

/** The targets a shotgun or scatter gun shot may hit at one range band. */
export interface FieldOfFire {
  /**
   * `singleTarget`: one target only; `everyTargetInSpace`: every target in the aimed space (or within 1
   * inch); `everyTargetWithin`: every target within `spaces` spaces (or inches).
   */
  readonly kind: 'singleTarget' | 'everyTargetInSpace' | 'everyTargetWithin';
  /**
   * The printed "within N spaces" (1 for "in the space (or within 1 inch)"; `null` for a single target).
   * The rulebook's note calls this the width of the field of fire, along any line of fire; how it is laid
   * out on the grid is the engine's ruling.
   */
  readonly spaces: number | null;
  /** The clause as printed. */
  readonly text: string;
}

/**
 * Field of fire by weapon and range band: shotgun — a single target at short ("close") range, every
 * target in the space at medium, every target within 3 spaces at long or extreme; scatter gun — every
 * target in a space at short, within 3 spaces at medium, within 5 spaces at long or extreme. Every
 * possible target in the field is checked for a hit separately.
 * Shape: `Record<'shotgun' | 'scatterGun', Record<RangeBand, FieldOfFire>>`, distances in spaces.
 * Source: {@link FIELD_OF_FIRE_SOURCE}.
 */
export const FIELD_OF_FIRE: Readonly<Record<'shotgun' | 'scatterGun', Readonly<Record<RangeBand, FieldOfFire>>>> = {
  shotgun: {
    short: { kind: 'singleTarget', spaces: null, text: 'a single target at close range' },
    medium: { kind: 'everyTargetInSpace', spaces: 1, text: 'every target in the space (or within 1 inch) at medium range' },
    long: { kind: 'everyTargetWithin', spaces: 3, text: 'every target within 3 spaces (or 3 inches) at long or extreme range' },
    extreme: { kind: 'everyTargetWithin', spaces: 3, text: 'every target within 3 spaces (or 3 inches) at long or extreme range' },
  },
  scatterGun: {
    short: { kind: 'everyTargetInSpace', spaces: 1, text: 'every target in a space (or within 1 inch) at close range' },
    medium: { kind: 'everyTargetWithin', spaces: 3, text: 'every target within 3 spaces (or 3 inches) at medium range' },
    long: { kind: 'everyTargetWithin', spaces: 5, text: 'every target within 5 spaces (or 5 inches) at long or extreme range' },
    extreme: { kind: 'everyTargetWithin', spaces: 5, text: 'every target within 5 spaces (or 5 inches) at long or extreme range' },
  },
};

/** Source of {@link FIELD_OF_FIRE}: rulebook COMBAT / TARGET SELECTION, item 2. */
export const FIELD_OF_FIRE_SOURCE: Source = {
  seed: 'boot-hill-rulebook.txt',
  section: 'COMBAT / TARGET SELECTION',
  note:
    "The Referee's Screen prints the same two sentences under its SHOTGUN/SCATTER GUN EFFECTS TABLE. \"Close range\" " +
    'is the short band. The rulebook adds that fields of fire are not limited to rows of map spaces: the defined ' +
    'width applies in any direction, range measured point to point.',
};
