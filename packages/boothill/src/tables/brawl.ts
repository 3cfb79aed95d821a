/**
 * BOOT HILL BRAWLING CHARTS: the PUNCHING TABLE and the GRAPPLING TABLE, the striking weapons used on
 * the punching table, and score lookups. In each of the two brawling rounds of a turn a brawler punches
 * or grapples: two d10 are rolled and their digits added (2..20), the previous round's next-round
 * modifiers are applied, and the adjusted score is looked up on the chosen table. Effects are STRENGTH
 * points lost; next-round modifiers adjust the dice roll of the next brawling round, or convert at
 * {@link BRAWL_MODIFIER_PERCENT_PER_POINT}% per point to the chance to hit of a shot fired in the firing
 * that follows.
 */
import type { Source } from './types.ts';

/** Results of the PUNCHING TABLE, one per printed row (the three "Miss" rows share `miss`). */
export type PunchResult =
  | 'miss'
  | 'blocked'
  | 'glancingBlow'
  | 'jab'
  | 'hook'
  | 'combination'
  | 'rabbitPunch'
  | 'uppercut'
  | 'haymaker';

/** One row of the PUNCHING TABLE. */
export interface PunchRow {
  /** Lowest adjusted 2d10 score of the row, inclusive; -99 for "2 or less". */
  readonly low: number;
  /** Highest adjusted score, inclusive; 99 for "19 or more". */
  readonly high: number;
  readonly result: PunchResult;
  /** Result as printed, without footnote marks, e.g. `Glancing blow`. */
  readonly label: string;
  /**
   * STRENGTH points the opponent loses, the Effect column's (Left) figure; 0 where the cell is blank.
   * The table favours right-handers; for a left-handed character the Left and Right figures swap.
   * On the combination row this is the per-arm 2 of "2 plus 2".
   */
  readonly effectLeft: number;
  /** STRENGTH points the opponent loses, the (Right) figure; 0 where blank. Combination: 2, see `combination`. */
  readonly effectRight: number;
  /**
   * True on 16, Combination ("2 plus 2"): 2 + 2 = 4 points if both arms are free, only 2 if one arm is
   * free (`effectLeft`/`effectRight` hold the one-arm 2).
   */
  readonly combination: boolean;
  /** Next-round modifier to the opponent's dice roll (e.g. -1; +2 after a bad miss); 0 if none. */
  readonly nextOpponent: number;
}

/**
 * The PUNCHING TABLE, rows in printed order ("2 or less" .. "19 or more"); rows are contiguous and cover
 * every integer score. Shape: `readonly PunchRow[]`; effects in STRENGTH points, next-round modifiers in
 * points of the 2d10 roll. Also used for striking weapons ({@link STRIKING_WEAPONS}).
 * Source: {@link PUNCHING_TABLE_SOURCE}.
 */
export const PUNCHING_TABLE: readonly PunchRow[] = [
  { low: -99, high: 2, result: 'miss', label: 'Miss', effectLeft: 0, effectRight: 0, combination: false, nextOpponent: 2 },
  { low: 3, high: 4, result: 'miss', label: 'Miss', effectLeft: 0, effectRight: 0, combination: false, nextOpponent: 1 },
  { low: 5, high: 7, result: 'miss', label: 'Miss', effectLeft: 0, effectRight: 0, combination: false, nextOpponent: 0 },
  { low: 8, high: 9, result: 'blocked', label: 'Blocked', effectLeft: 0, effectRight: 0, combination: false, nextOpponent: 0 },
  { low: 10, high: 13, result: 'glancingBlow', label: 'Glancing blow', effectLeft: 1, effectRight: 1, combination: false, nextOpponent: 0 },
  { low: 14, high: 14, result: 'jab', label: 'Jab', effectLeft: 1, effectRight: 2, combination: false, nextOpponent: 0 },
  { low: 15, high: 15, result: 'hook', label: 'Hook', effectLeft: 2, effectRight: 2, combination: false, nextOpponent: 0 },
  { low: 16, high: 16, result: 'combination', label: 'Combination', effectLeft: 2, effectRight: 2, combination: true, nextOpponent: -1 },
  { low: 17, high: 17, result: 'rabbitPunch', label: 'Rabbit punch', effectLeft: 2, effectRight: 3, combination: false, nextOpponent: -1 },
  { low: 18, high: 18, result: 'uppercut', label: 'Uppercut', effectLeft: 2, effectRight: 3, combination: false, nextOpponent: -2 },
  { low: 19, high: 99, result: 'haymaker', label: 'Haymaker', effectLeft: 3, effectRight: 4, combination: false, nextOpponent: -3 },
];

/** Source of {@link PUNCHING_TABLE}: rulebook BRAWLS / BRAWLING CHARTS / PUNCHING TABLE. */
export const PUNCHING_TABLE_SOURCE: Source = {
  seed: 'boot-hill-rulebook.txt',
  section: 'BRAWLS / BRAWLING CHARTS / PUNCHING TABLE',
  note:
    'The Effect column prints "N (Left) M (Right)"; the rulebook (BRAWLS / Punching) says the table is set up to ' +
    'favour right-handed characters and that for left-handed characters the listings in the column are reversed. ' +
    'Every next-round figure is printed "(Opponent)": it modifies the opponent\'s next roll. Combination "2 plus 2": ' +
    '4 points if both arms are free, 2 if only one (notes to the table). Agrees cell for cell with ' +
    'boot-hill-v2-combat-rules.md section 6 and with the Referee\'s Screen PUNCHING TABLE; the screen\'s header ' +
    'names the columns "Effect | Opponent | You" (copied from its grappling table), but its rows hold Effect ' +
    '(Left) | Effect (Right) | next round, e.g. Haymaker 3 | 4 | -3 = the rulebook\'s "3 (Left) 4 (Right)", ' +
    '"-3 (Opponent)".',
};

/** Results of the GRAPPLING TABLE, one per printed row (the three "No hold" rows share `noHold`). */
export type GrappleResult =
  | 'knee'
  | 'gouge'
  | 'noHold'
  | 'armLockLeft'
  | 'armLockRight'
  | 'elbowSmash'
  | 'throw'
  | 'kick'
  | 'headLock'
  | 'bearHug';

/** One row of the GRAPPLING TABLE. */
export interface GrappleRow {
  /** Lowest adjusted 2d10 score, inclusive; -99 for "1 or less". */
  readonly low: number;
  /** Highest adjusted score, inclusive; 99 for "19 or more". */
  readonly high: number;
  readonly result: GrappleResult;
  /** Result as printed, without footnote marks or bold, e.g. `Arm lock, left`. */
  readonly label: string;
  /** STRENGTH points the opponent loses. */
  readonly effectOpponent: number;
  /** STRENGTH points the grappler (you) loses: knee 4, gouge 1 (when not held), else 0. */
  readonly effectYou: number;
  /** Next-round modifier to the opponent's dice roll; 0 if none. */
  readonly nextOpponent: number;
  /** Next-round modifier to your own dice roll: knee -4, gouge -2, else 0. */
  readonly nextYou: number;
  /** True on the four holds (arm lock left, arm lock right, head lock, bear hug), printed bold. */
  readonly hold: boolean;
  /**
   * True on the rows a held character breaks the hold with (1 or less, 2 or 3, 15 or 16; marked "**").
   * A held character rolling 3 or less breaks the hold instead of being kneed or gouged, with no other
   * effect; on 15 or 16 he breaks it and throws the holder. Every other roll of a held character is
   * "no effect".
   */
  readonly breaksHold: boolean;
}

/**
 * The GRAPPLING TABLE, rows in printed order ("1 or less" .. "19 or more"); rows are contiguous and
 * cover every integer score. Shape: `readonly GrappleRow[]`; effects in STRENGTH points, next-round
 * modifiers in points of the 2d10 roll. A hold continues from round to round with its effect, without
 * rolling, until broken or released; a bear hug prevents punching (the held character may only grapple
 * to break it). Source: {@link GRAPPLING_TABLE_SOURCE}.
 */
export const GRAPPLING_TABLE: readonly GrappleRow[] = [
  {
    low: -99, high: 1, result: 'knee', label: 'Opponent knees you (or if held, you break hold)',
    effectOpponent: 0, effectYou: 4, nextOpponent: 0, nextYou: -4, hold: false, breaksHold: true,
  },
  {
    low: 2, high: 3, result: 'gouge', label: 'Opponent gouges you (or if held, you break hold)',
    effectOpponent: 0, effectYou: 1, nextOpponent: 0, nextYou: -2, hold: false, breaksHold: true,
  },
  { low: 4, high: 5, result: 'noHold', label: 'No hold', effectOpponent: 0, effectYou: 0, nextOpponent: 2, nextYou: 0, hold: false, breaksHold: false },
  { low: 6, high: 7, result: 'noHold', label: 'No hold', effectOpponent: 0, effectYou: 0, nextOpponent: 1, nextYou: 0, hold: false, breaksHold: false },
  { low: 8, high: 9, result: 'noHold', label: 'No hold', effectOpponent: 0, effectYou: 0, nextOpponent: 0, nextYou: 0, hold: false, breaksHold: false },
  { low: 10, high: 11, result: 'armLockLeft', label: 'Arm lock, left', effectOpponent: 2, effectYou: 0, nextOpponent: -1, nextYou: 0, hold: true, breaksHold: false },
  { low: 12, high: 13, result: 'armLockRight', label: 'Arm lock, right', effectOpponent: 2, effectYou: 0, nextOpponent: -1, nextYou: 0, hold: true, breaksHold: false },
  { low: 14, high: 14, result: 'elbowSmash', label: 'Elbow smash', effectOpponent: 2, effectYou: 0, nextOpponent: -1, nextYou: 0, hold: false, breaksHold: false },
  {
    low: 15, high: 16, result: 'throw', label: 'Throw (and if held, you break hold)',
    effectOpponent: 2, effectYou: 0, nextOpponent: -2, nextYou: 0, hold: false, breaksHold: true,
  },
  { low: 17, high: 17, result: 'kick', label: 'Kick', effectOpponent: 3, effectYou: 0, nextOpponent: -1, nextYou: 0, hold: false, breaksHold: false },
  { low: 18, high: 18, result: 'headLock', label: 'Head lock', effectOpponent: 4, effectYou: 0, nextOpponent: -2, nextYou: 0, hold: true, breaksHold: false },
  { low: 19, high: 99, result: 'bearHug', label: 'Bear hug', effectOpponent: 1, effectYou: 0, nextOpponent: -4, nextYou: 0, hold: true, breaksHold: false },
];

/** Source of {@link GRAPPLING_TABLE}: rulebook BRAWLS / BRAWLING CHARTS / GRAPPLING TABLE. */
export const GRAPPLING_TABLE_SOURCE: Source = {
  seed: 'boot-hill-rulebook.txt',
  section: 'BRAWLS / BRAWLING CHARTS / GRAPPLING TABLE',
  note:
    'The rulebook (and boot-hill-v2-combat-rules.md section 6) prints the knee and gouge cells garbled: ' +
    '"4 (-) (Opponent) - (-) (You) -4 (-) (You)" and "1 (-) (Opponent) - (-) (You) -2 (-) (You)". The Referee\'s ' +
    'Screen GRAPPLING TABLE prints them in columns Effect | Opponent | You: "4 (-) | -(-) | -4(-)" and ' +
    '"1(-) | -(-) | -2(-)". Reading: the row is "Opponent knees/gouges you", so the Effect is lost by YOU (knee 4, ' +
    'gouge 1), the Opponent next-round cell is blank and YOUR next roll takes -4 (knee) / -2 (gouge). The ' +
    'rulebook\'s worked example (Example of a brawl) confirms it: Juan grapples, rolls 3, "is gouged and loses a ' +
    'strength point", then subtracts -2 "because of the gouge he just suffered"; later, at 1, he "has been kneed ' +
    '... suffering the loss of 4 strength points". Throw "2 (Opponent) -2 (Opponent)": 2 points and -2 on the ' +
    'opponent\'s next roll (the example: Juan thrown loses 2 and subtracts 2). Holds (bold on the screen): arm ' +
    'locks, head lock, bear hug. Breaking a hold: only 15, 16 or 3 or less. Discrepancy: the worked example has ' +
    'Juan\'s arm lock, left cost Sam "another strength point" (Sam totals 9 = 4 + 4 + 1) while the rulebook, the ' +
    'screen and the v2 digest all print 2 for both arm locks; the tables govern (2).',
};

/** Striking weapons used on the PUNCHING TABLE. */
export interface StrikingWeapon {
  readonly key: 'gunButt' | 'club' | 'chair' | 'knife' | 'tomahawk';
  /** Added to the 2d10 punching score (negative: harder to hit). */
  readonly rollModifier: number;
  /** STRENGTH points added to the Effect of a hit (glancing blow or better). */
  readonly extraEffect: number;
  /** True when a hit (glancing blow or better) is rolled on the WOUND CHART instead of taking the Effect. */
  readonly woundChart: boolean;
}

/**
 * Striking weapons on the PUNCHING TABLE: gun butt or barrel / club: -1 to the roll, +1 effect; chair
 * (larger striking weapon): -2, +2; knife and tomahawk (cutting weapons): a hit (glancing blow or
 * better) rolls on the WOUND CHART instead, roll modifier 0 (none printed). Shape:
 * `Record<key, StrikingWeapon>`. Source: {@link STRIKING_WEAPONS_SOURCE}.
 */
export const STRIKING_WEAPONS: Readonly<Record<StrikingWeapon['key'], StrikingWeapon>> = {
  gunButt: { key: 'gunButt', rollModifier: -1, extraEffect: 1, woundChart: false },
  club: { key: 'club', rollModifier: -1, extraEffect: 1, woundChart: false },
  chair: { key: 'chair', rollModifier: -2, extraEffect: 2, woundChart: false },
  knife: { key: 'knife', rollModifier: 0, extraEffect: 0, woundChart: true },
  tomahawk: { key: 'tomahawk', rollModifier: 0, extraEffect: 0, woundChart: true },
};

/** Source of {@link STRIKING_WEAPONS}: rulebook BRAWLS (paragraph on weapons in hand-to-hand fighting). */
export const STRIKING_WEAPONS_SOURCE: Source = {
  seed: 'boot-hill-rulebook.txt',
  section: 'BRAWLS',
  note:
    '"Striking weapons such as a club or a gun barrel or butt use the normal column for effect on the PUNCHING ' +
    'table, causing an extra point of damage if a hit is made, but necessitating a subtraction of one from the dice ' +
    'roll to hit. Larger striking weapons, such as a chair, add two points ... a subtraction of two". A knife or ' +
    'similar cutting weapon (such as a tomahawk): "any hit results in rolls on the WOUND chart"; the rules give no ' +
    'roll modifier for cutting weapons, so 0 (and no extra effect). The worked example agrees: revolver 14 - 1 = 13, ' +
    'glancing blow for 1 + 1 = 2; chair 15 - 2 = 13, glancing blow for 1 + 2 = 3. Stunning by these weapons: ' +
    'STUNNING_CHART.',
};

/** Each next-round point is worth 10% on the chance to hit of a shot fired in the following firing (a -2 is -20%). Source: rulebook BRAWLS; notes to both tables ("X 10%"). */
export const BRAWL_MODIFIER_PERCENT_PER_POINT = 10;

function rowFor<R extends { readonly low: number; readonly high: number }>(table: readonly R[], name: string, score: number): R {
  if (!Number.isInteger(score)) throw new RangeError(`${name}: adjusted score must be an integer, got ${score}`);
  const first = table[0];
  const last = table[table.length - 1];
  if (first === undefined || last === undefined) throw new RangeError(`${name}: empty table`);
  if (score <= first.high) return first;
  if (score >= last.low) return last;
  // A loop, not find(): no closure per brawling blow.
  for (let k = 0; k < table.length; k++) {
    const row = table[k] as R;
    if (score >= row.low && score <= row.high) return row;
  }
  throw new RangeError(`${name}: no row for score ${score}`);
}

/**
 * The PUNCHING TABLE row for an adjusted 2d10 score (dice total plus modifiers). Scores below the
 * first row's range take "2 or less", above take "19 or more".
 *
 * @param score adjusted score, any integer.
 * @throws RangeError when `score` is not an integer.
 * Source: rulebook PUNCHING TABLE.
 */
export function punchRowFor(score: number): PunchRow {
  return rowFor(PUNCHING_TABLE, 'PUNCHING TABLE', score);
}

/**
 * The GRAPPLING TABLE row for an adjusted 2d10 score. Scores below take "1 or less", above take
 * "19 or more". For a held character only rows with `breaksHold` have an effect (see {@link GrappleRow}).
 *
 * @param score adjusted score, any integer.
 * @throws RangeError when `score` is not an integer.
 * Source: rulebook GRAPPLING TABLE.
 */
export function grappleRowFor(score: number): GrappleRow {
  return rowFor(GRAPPLING_TABLE, 'GRAPPLING TABLE', score);
}

/**
 * Brawling rounds in each game turn: "Each participant in a hand-to-hand fight will have two rounds
 * of brawling per turn" (TURN SEQUENCE); "The brawling portion of the turn consists of two rounds"
 * (BRAWLS). Source: {@link BRAWLING_ROUNDS_PER_TURN_SOURCE}.
 */
export const BRAWLING_ROUNDS_PER_TURN = 2;

/** Source of {@link BRAWLING_ROUNDS_PER_TURN}. */
export const BRAWLING_ROUNDS_PER_TURN_SOURCE: Source = {
  seed: 'boot-hill-rulebook.txt',
  section: 'TURN SEQUENCE; BRAWLS',
};
