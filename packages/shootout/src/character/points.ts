/**
 * A profile's points by the text's formula (`shootout.txt`, "Points Costs": "Sum of all factors
 * below + No. of ranged and close combat dice"), read by RULINGS.md SR-9: the six factors (Close,
 * Ranged, Speed, Courage, Leader and HTK) + the combat dice of his best ranged weapon (none: 0) +
 * the combat dice of his close combat weapon (Fists: 1); and a figure's, whose weapons given
 * beyond his printed row add their dice ({@link figurePoints}).
 */
import { closeWeapon, rangedWeapon, type Factors } from '../tables/index.ts';
import { closeWeaponFor } from './weapon-words.ts';

/** A profile's points and how they add up. */
export interface Points {
  /** Points by the formula. */
  readonly points: number;
  /** Close + Ranged + Speed + Courage + Leader + HTK. */
  readonly factors: number;
  /** The ranged weapon counted (the most combat dice; the first named on a tie), or null. */
  readonly rangedWeapon: string | null;
  /** Its combat dice, 0 without one. */
  readonly rangedDice: number;
  /** The close combat weapon counted. */
  readonly closeWeapon: string;
  /** Its combat dice. */
  readonly closeDice: number;
  /** E.g. `factors 6 + Colt Revolver 2 + Fists/Improvised Weapons 1 = 9`. */
  readonly working: string;
}

/** Sum of the six factors (SR-9: HTK is one of "all factors"). */
export function factorSum(f: Factors): number {
  return f.close + f.ranged + f.speed + f.courage + f.leader + f.htk;
}

/**
 * Points of a figure with factors `f`, ranged weapons `ranged` (ids, possibly none) and close
 * combat weapon `close` (id), by RULINGS.md SR-9.
 * @throws Error for an unknown weapon id (the weapons tables' own errors)
 */
export function computePoints(f: Factors, ranged: readonly string[], close: string): Points {
  let best: string | null = null;
  let rangedDice = 0;
  for (const id of ranged) {
    const d = rangedWeapon(id).dice;
    if (d > rangedDice) {
      rangedDice = d;
      best = id;
    }
  }
  const cw = closeWeapon(close);
  const factors = factorSum(f);
  const points = factors + rangedDice + cw.dice;
  const parts = [`factors ${factors}`];
  if (best !== null) parts.push(`${rangedWeapon(best).name} ${rangedDice}`);
  parts.push(`${cw.name} ${cw.dice}`);
  return { points, factors, rangedWeapon: best, rangedDice, closeWeapon: close, closeDice: cw.dice, working: `${parts.join(' + ')} = ${points}` };
}

/** The weapons a printed row names (the basic weapons of SR-9): ranged weapon ids and the close combat weapon id. */
export interface RowWeapons {
  readonly ranged: readonly string[];
  readonly close: string;
}

/**
 * A figure's points (RULINGS.md SR-9; `shootout.txt`, "Points Costs": "Only basic weapons are
 * taken into account ... If you've given him a rifle and a Bowie knife then you will need to add
 * these to his basic cost"): the formula ({@link computePoints}) over his basic weapons, the ones
 * his printed row `row` names that he carries (a close weapon given beyond the row leaves the one
 * his guns give him, a Rifle Butt or Fists, SR-4, SR-7), plus the combat dice of each weapon given
 * beyond the row: a ranged weapon the row does not name, and a named close combat weapon it does
 * not name (a spear once, as the close combat spear: SR-6). With no row (a block's own factors and
 * weapons) every weapon he carries is basic: the formula alone.
 * @param ranged the ranged weapon ids he carries (the spear included if he carries one)
 * @param close the close combat weapon id he fights with (named, or the Rifle Butt or Fists his guns give him)
 * @param row his printed row's weapons, or null
 * @returns the points and the weapons added to the row (ids, in the order carried, the close weapon last)
 * @throws Error for an unknown weapon id (the weapons tables' own errors)
 */
export function figurePoints(f: Factors, ranged: readonly string[], close: string, row: RowWeapons | null): { points: number; added: readonly string[] } {
  const guns = ranged.filter((w) => w !== close);
  if (row === null) return { points: computePoints(f, guns, close).points, added: [] };
  const named = (w: string) => row.ranged.includes(w) || row.close === w;
  const basic = guns.filter(named);
  const added = guns.filter((w) => !named(w));
  // A close weapon he was given (not the butt or fists his guns give him) that the row does not name.
  const closeAdded = !named(close) && close !== closeWeaponFor(ranged, null);
  let points = computePoints(f, basic, closeAdded ? closeWeaponFor(basic, null) : close).points;
  for (const w of added) points += rangedWeapon(w).dice;
  if (closeAdded) {
    points += closeWeapon(close).dice;
    added.push(close);
  }
  return { points, added };
}
