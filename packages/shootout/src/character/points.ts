/**
 * A profile's points by the text's formula (`shootout.txt`, "Points Costs": "Sum of all factors
 * below + No. of ranged and close combat dice"), read by RULINGS.md SR-9: the six factors (Close,
 * Ranged, Speed, Courage, Leader and HTK) + the combat dice of his best ranged weapon (none: 0) +
 * the combat dice of his close combat weapon (Fists: 1).
 */
import { closeWeapon, rangedWeapon, type Factors } from '../tables/index.ts';

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
