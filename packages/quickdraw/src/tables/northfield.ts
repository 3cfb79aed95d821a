/**
 * The numbers of the BOOT HILL mini-module "Shootout in Northfield" that Quick on the Draw must
 * translate (boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN NORTHFIELD, MORALE,
 * Morale Modifiers; RULINGS.md QR-93): how many of the modifiers' d100 points (core's
 * `NORTHFIELD.morale`, as printed) make one pip of the D10 read on the courage chart
 * (quick-on-the-draw.md, REEL 3, COURAGE TEST), and the read that holds. The module's
 * system-neutral numbers (dice of the set-up, the bank, money, rewards, the Morale Modifiers) are
 * core's special-rules/northfield/tables.ts.
 */
export const NORTHFIELD_QD = {
  /**
   * d100 points per pip of the courage test's read (QR-93): a D10 pip is a tenth of the range, as
   * 10 points are of the d100. The net modifier is divided by it and rounded toward zero.
   */
  pointsPerPip: 10,
  /** The courage chart's lowest read that holds (5-9 "A- OK - Keep Calm and Carry On!", 10 "Totally Unaffected!"): 1-4 fail the module's check. */
  holdsFrom: 5,
} as const;
