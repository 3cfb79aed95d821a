/** COMBAT WEAPONS (REEL 2, PROPS): fighting weapons, improvised weapons and fists, and the reach table. */
import type { Reach, Source } from './types.ts';
import { QOTD_SEED } from './types.ts';

/** Source of {@link REACH_TABLE} and {@link COMBAT_WEAPON_KINDS}. */
export const REACH_SOURCE: Source = {
  seed: QOTD_SEED,
  reel: 'REEL 2: CASTING – CREATING CHARACTERS',
  section: 'COMBAT WEAPONS',
  note: 'Cells are printed in italics (<i>), stripped. The improvised row has no Close Reach cell (empty string).',
};

/** One row of the reach table: the Type as printed and its Close/Short/Medium/Long Reach cells as printed. */
export interface ReachRow {
  readonly type: string;
  readonly cells: Readonly<Record<Reach, string>>;
}

/** The reach table (2 rows: Fighting weapon, Improvised Weapon). Source: {@link REACH_SOURCE}. */
export const REACH_TABLE: readonly ReachRow[] = [
  {
    type: 'Fighting weapon',
    cells: {
      close: 'Knife',
      short: 'Tomahawk, Hand Axe, Bowie Knife, Club or Pistol used as a club.',
      medium: 'Clubbed shoulder arm or Two handed weapons, Swords, Sabres, etc. Chained Martial Arts Weapons',
      long: 'Fixed Bayonet, Spear, Lance',
    },
  },
  {
    type: 'Improvised Weapon',
    cells: {
      close: '',
      short: '1 handed farm implement, etc.',
      medium: '2 handed scythe or 2 handed Club or similar improvised weapon',
      long: 'Pitch Fork, Improvised spear or similar improvised weapon',
    },
  },
];

/** The three kinds of combat weapon, with their printed bullets (markdown bold removed). Source: {@link REACH_SOURCE}. */
export const COMBAT_WEAPON_KINDS = {
  fighting:
    'A fighting weapon is any weapon designed for fighting or killing. These can be further divided into those with a close, short, medium or long reach.',
  improvised:
    'An improvised weapon is an object, tool or implement designed for other purposes, such as farm tools, natural objects, etc, but can be used for fighting or brawling. These too can be further divided into those with a short, medium or long reach.',
  fists:
    'Fists etc covers bare hands and/or feet and light clubs such as coshes, saps, clubbed handguns and knuckledusters. These are all close reach.',
} as const;

/** The longer reach rule as printed: the attacker with the longer reach lowers the defender's DV by 1, until the shorter reach scores a hit. */
export const LONGER_REACH_TEXT =
  "An attacker improves the chance of hitting if he has a longer reach weapon. This reduces the defender's DV by 1. However the advantage of reach is lost if the character with the shorter reach weapon manages to score a hit as it is assumed that they have managed to close with their opponent and got under the weapon's effective reach.";

/** DV change for the longer reach. */
export const LONGER_REACH_DV = -1;

/** Reach order, shortest first: a weapon is "longer" when its index is higher. */
export const REACH_ORDER: readonly Reach[] = ['close', 'short', 'medium', 'long'];
