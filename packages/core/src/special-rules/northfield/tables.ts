/**
 * The numbers of the mini-module "Shootout in Northfield" that do not depend on a rule system's
 * combat rules (boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN NORTHFIELD; the
 * section is named on each line): its dice (d6 rolls, read the same under every system), its
 * money (dollars), its squares (the module's map squares) and its cast. Read by the neutral rules
 * (rules.ts) and set-up (setup.ts) of this folder, and by a rule system's adapter.
 *
 * The Morale Modifiers are here too, as printed (d100 points added to BOOT HILL's roll against MRL):
 * every system reads them, BOOT HILL as they are, the others translated to their own test
 * (Quick on the Draw RULINGS.md QR-93, Shootout! SR-68). The numbers that are the BOOT HILL rules'
 * own (the d100 split of a hit on a mounted man, the movement points of picking a man up on BOOT
 * HILL's 12-foot squares) stay with BOOT HILL: packages/boothill/src/tables/northfield.ts.
 */
export const NORTHFIELD = {
  /** CITIZEN REACTION: d6 1-2, the robbery is not yet discovered. */
  undiscoveredMax: 2,
  /** MORALE: d6 1-2 on the discovery turn, the gang is recognized (rolled once). */
  recognizedMax: 2,
  /** SETTING UP THE GAME: d6 1-2 Henry Wheeler has his revolver, 3-6 the army rifle. */
  wheelerRevolverMax: 2,
  /** ROBBING THE BANK: each cash reserve is 1d6 x $1,000; the vault 6d6 x $1,000. */
  reserveDice: 1,
  vaultDice: 6,
  dollarsPerPip: 1000,
  /** Searching the Bank: a hidden cash reserve is found on a d6 roll of 1; the vault is open on a 1. */
  searchFinds: 1,
  vaultOpens: 1,
  /** ARMING TOWNSPEOPLE: a weapon is found on a d6 roll of 1, after moving 3 squares or fewer. */
  armingFinds: 1,
  maxSquaresMovedToSearch: 3,
  /** COMBAT, Reloading: no reloading after moving more than 3 squares. */
  maxSquaresMovedToLoad: 3,
  /** MOVEMENT, Stacking: two counters (horses free) in a square. */
  stacking: 2,
  /** SETTING UP THE GAME: 2d6 more citizens at random two-digit positions, at most two a square. */
  randomCitizenDice: 2,
  /** The James-Younger Gang table, Reward column (Bill Chadwell's tripled as the gang's guide). */
  rewards: {
    'Jesse James': 10000,
    'Frank James': 10000,
    'Cole Younger': 5000,
    'Jim Younger': 5000,
    'Bob Younger': 5000,
    'Clell Miller': 1000,
    'Charlie Pitts': 1000,
    'Bill Chadwell': 3000,
  } as Readonly<Record<string, number>>,
  /** Relatives among the gang (INTRODUCTION: Jesse and Frank James, brothers; Cole, Jim and Bob Younger, brothers). */
  families: [
    ['Jesse James', 'Frank James'],
    ['Cole Younger', 'Jim Younger', 'Bob Younger'],
  ] as readonly (readonly string[])[],
  /** Citizens of Northfield: the bank's cashier and tellers, and the two with special arming rules. */
  cashier: 'Joseph Haywood',
  tellers: ['A. E. Bunker', 'Frank Wilcox'] as readonly string[],
  wheeler: 'Henry Wheeler',
  stacey: 'Elias Stacey',
  /**
   * MORALE, Morale Modifiers ("add or subtract from the % die roll"), as printed: d100 points added
   * to the percentile roll against MRL, so a negative one helps. Wounds "less than 50% of
   * Strength" +5, "totaling more than 50%" +10 (each system measures a wound its own way).
   */
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
  /** Lettered start squares of the unlettered citizens placed at set-up (H to O). */
  poolStartLetters: ['H', 'I', 'J', 'K', 'L', 'M', 'N', 'O'] as readonly string[],
} as const;
