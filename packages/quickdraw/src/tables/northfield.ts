/**
 * The numbers of the BOOT HILL mini-module "Shootout in Northfield" that Quick on the Draw must
 * translate (boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN NORTHFIELD, MORALE,
 * Morale Modifiers; RULINGS.md QR-93): the modifiers as printed, in d100 points (added to the
 * percentile roll, so that a negative one helps), and how many of them make one pip of the D10 read
 * on the courage chart (quick-on-the-draw.md, REEL 3, COURAGE TEST). The module's system-neutral
 * numbers (dice of the set-up, the bank, money, rewards) are core's special-rules/northfield/tables.ts.
 */
export const NORTHFIELD_QD = {
  /** Morale Modifiers, d100 points as printed ("add or subtract from the % die roll"). */
  morale: {
    gangMember: -10,
    greatestNumbers: -5,
    fewestCasualties: -5,
    citizen: -5,
    relativeKilled: -10,
    woundsUnderHalf: 5,
    woundsOverHalf: 10,
    recognized: 10,
    threatened: 10,
  },
  /**
   * d100 points per pip of the courage test's read (QR-93): a D10 pip is a tenth of the range, as
   * 10 points are of the d100. The net modifier is divided by it and rounded toward zero.
   */
  pointsPerPip: 10,
  /** The courage chart's lowest read that holds (5-9 "Keep Going!", 10 "Totally Unaffected!"): 1-4 fail the module's check. */
  holdsFrom: 5,
} as const;
