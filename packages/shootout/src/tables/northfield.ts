/**
 * The numbers of the BOOT HILL mini-module "Shootout in Northfield" that Shootout! reads in its own
 * terms (boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN NORTHFIELD; the section is
 * named on each line), and the one number of the translation (RULINGS.md SR-68): a morale modifier
 * in d100 points becomes pips of the courage test's 1D6. The module's system-neutral numbers (its
 * d6 rolls, money, stacking, rewards, cast, and the Morale Modifiers in d100 points, the input of
 * {@link moralePips}) are @deadeye/core special-rules/northfield/tables.ts.
 */

/**
 * Pips of the courage test's 1D6 per 100 d100 points (RULINGS.md SR-68): one pip moves a 1D6 test
 * by a sixth, 100/6 d100 points.
 */
export const PIPS_PER_100_POINTS = 6;

/**
 * A morale modifier of `points` d100 points (added to the roll: negative helps) as a modifier of
 * the courage test (added to 1D6 + Courage: positive helps): minus `points` times 6/100, rounded
 * to the nearest whole pip, halves away from zero (RULINGS.md SR-68). -10 gives +1, -5 and +5
 * give 0, -15 and -20 +1, +10 -1, -25 +2.
 */
export function moralePips(points: number): number {
  const p = (-points * PIPS_PER_100_POINTS) / 100;
  const r = Math.round(Math.abs(p));
  return r === 0 ? 0 : p < 0 ? -r : r;
}

/**
 * A Courage factor for a morale score (MRL, percent) of the module's tables, the one the scenario's
 * `stats.shootout` blocks were written with (RULINGS.md SR-68): the factor whose 1D6 + Courage >= 6
 * test (a natural 1 failing) passes nearest MRL percent of the time, MRL x 6/100 rounded, less 1:
 * MRL 40 +1, 45 +2, 68 +3, 82 +4, 92 +5 (a Courage above +4 passes on 2..6 all the same).
 */
export function courageForMorale(mrl: number): number {
  return Math.round((mrl * PIPS_PER_100_POINTS) / 100) - 1;
}
