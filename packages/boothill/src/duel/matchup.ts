/**
 * A standing duel compiled to plain numbers: what a worker needs to run it, and what the exact
 * solver needs to solve it. Built once per range on the main thread, sent to workers as is.
 *
 * Semantics: Deadeye issue #2 section 5 ("The standing duel"), over the rules of
 * boot-hill-rulebook.txt (COMBAT: First Shot Determination, Hit Determination, WOUNDS) and
 * boot-hill-referee-screen-and-northfield-module.md (HIT DETERMINATION CHART, the default reading).
 */
import { FEET_PER_SPACE, type TablePatch } from '@deadeye/core';
import { BOOT_HILL_ABOUT } from '../system/about.ts';
import { patchedChartRow, patchedItem, rangeModifiers } from '../system/house-rules.ts';
import type { BootHillCharacter } from '../characters.ts';
import { firstShotBase } from '../characters.ts';
import { FIRST_SHOT_MODIFIERS } from '../tables/first-shot.ts';
import { HIT_MODIFIERS, type HitReading } from '../tables/hit-modifiers.ts';
import { rangeBand, weaponByCode } from '../tables/weapons.ts';
import { RANGE_BANDS, type RangeBand } from '../tables/types.ts';

/** Rules variants of the duel. `screen` (default): the Referee's Screen's hit modifiers; `rulebook`: as printed in the rulebook. */
export const DUEL_VARIANTS: readonly HitReading[] = ['screen', 'rulebook'];

/** Default turn limit of a duel, turns; after it the duel is a draw (`BOOT_HILL_ABOUT`, where the help reads it). */
export const DEFAULT_MAX_TURNS: number = BOOT_HILL_ABOUT.duelMaxTurns;


/** Shotgun effects column of a weapon: none, scatter gun, shotgun. */
export const Spread = { None: 0, ScatterGun: 1, Shotgun: 2 } as const;
export type Spread = (typeof Spread)[keyof typeof Spread];

/** One duelist, compiled. All modifiers are percentage points; speeds are net-speed points. */
export interface DuelistSpec {
  readonly name: string;
  /** Canonical weapon code held, e.g. `FDR6`. */
  readonly weapon: string;
  /** First shot base = BASP + weapon speed modifier. */
  readonly firstShotBase: number;
  /** Hit determination base, percent. */
  readonly bac: number;
  /** Strength points. */
  readonly str: number;
  /** Shots per turn (2 for a double-barrelled "1*" weapon). */
  readonly rateOfFire: number;
  /** Rounds the weapon holds. */
  readonly capacity: number;
  /** Rounds loaded per turn of reloading (0: cannot be reloaded). */
  readonly reloadRate: number;
  /** Range band of the weapon at the duel's range. */
  readonly band: RangeBand;
  /** Index of `band` in short, medium, long, extreme. */
  readonly bandIndex: number;
  /** Hit modifier for the band, in the variant's reading. */
  readonly rangeModifier: number;
  /** Hit modifier for firing a shotgun or scatter gun in the variant's reading; 0 for other weapons. */
  readonly weaponModifier: number;
  /** Which column of the SHOTGUN/SCATTER GUN EFFECTS TABLE a hit rolls on. */
  readonly spread: Spread;
}

/** A compiled standing duel at one range. Plain data: safe to structured-clone to workers. */
export interface DuelMatchup {
  /**
   * Stream id of the matchup: duelists, weapons and range, not the variant or turn limit, so that
   * variants compared on the same matchup share their random numbers (DESIGN.md principle 1).
   */
  readonly id: string;
  /** Range in spaces. */
  readonly range: number;
  readonly variant: HitReading;
  readonly maxTurns: number;
  readonly a: DuelistSpec;
  readonly b: DuelistSpec;
  /** Modifiers that do not depend on the duelist, from the tables of the variant. */
  readonly mods: DuelModifiers;
}

/** Modifiers every duelist shares, copied from the tables so the trial loop reads plain numbers. */
export interface DuelModifiers {
  /** Hit modifier of shot 1, 2, 3 of a volley: 0, second shot, third shot. */
  readonly shot: readonly [number, number, number];
  /** Hit modifiers for wounds totalling less than / at least 50% of STR. */
  readonly hitWoundsLight: number;
  readonly hitWoundsHeavy: number;
  /** Hit modifiers for the worst wound on the gun (right) arm/hand: light, serious. */
  readonly gunArmLight: number;
  readonly gunArmSerious: number;
  /** Net-speed modifiers for wounds totalling less than / at least 50% of STR. */
  readonly speedWoundsLight: number;
  readonly speedWoundsHeavy: number;
  /** Net-speed bonus for firing on the same target for a second or later consecutive turn. */
  readonly consecutiveFire: number;
}

/** What a duel needs: two characters, optional weapon choices, range, variant and turn limit. */
export interface DuelSetup {
  readonly a: BootHillCharacter;
  readonly b: BootHillCharacter;
  /** Weapon code for A (any spelling); default: A's first roster weapon. */
  readonly weaponA?: string | undefined;
  readonly weaponB?: string | undefined;
  /** Range in spaces (1 space = 6 feet), > 0. */
  readonly range: number;
  readonly variant?: HitReading | undefined;
  /** Turn limit, positive integer (default 20). */
  readonly maxTurns?: number | undefined;
  /** House rules' changed cells (`system/house-rules.ts`: hit modifiers, WEAPONS CHART); absent: as printed. */
  readonly tables?: TablePatch | undefined;
}

/**
 * Compiles a standing duel at one range.
 * @throws Error naming the fix when the range is not a positive number, is past either weapon's
 *   extreme band, the variant is unknown, max turns is not a positive integer, a weapon code is
 *   unknown, or the weapon is thrown (knife, tomahawk, lance: RULINGS.md R10).
 */
export function compileDuel(setup: DuelSetup): DuelMatchup {
  const variant = setup.variant ?? 'screen';
  if (!DUEL_VARIANTS.includes(variant)) {
    throw new Error(`unknown variant "${String(variant)}": use one of ${DUEL_VARIANTS.join(', ')}`);
  }
  const maxTurns = setup.maxTurns ?? DEFAULT_MAX_TURNS;
  if (!(Number.isInteger(maxTurns) && maxTurns >= 1 && maxTurns <= 1000)) {
    throw new Error(`max turns must be an integer from 1 to 1000, got ${maxTurns}`);
  }
  const range = setup.range;
  if (!(Number.isFinite(range) && range > 0)) {
    throw new Error(`range must be a positive number of spaces (1 space = ${FEET_PER_SPACE} ft), got ${range}`);
  }
  const hit = HIT_MODIFIERS[variant];
  const a = compileDuelist(setup.a, setup.weaponA, range, variant, setup.tables);
  const b = compileDuelist(setup.b, setup.weaponB, range, variant, setup.tables);
  const fs = FIRST_SHOT_MODIFIERS;
  return {
    id: `duel|${a.name}/${a.weapon}|${b.name}/${b.weapon}|${range}`,
    range,
    variant,
    maxTurns,
    a,
    b,
    mods: {
      shot: [0, hit.secondShot, hit.thirdShot],
      hitWoundsLight: hit.wounds.lessThanHalf,
      hitWoundsHeavy: hit.wounds.halfOrMore,
      gunArmLight: hit.lightWoundGunArm,
      gunArmSerious: hit.seriousWoundGunArm,
      speedWoundsLight: fs.woundsLessThanHalf,
      speedWoundsHeavy: fs.woundsHalfOrMore,
      consecutiveFire: fs.firesSameTargetConsecutiveTurn,
    },
  };
}

function compileDuelist(
  c: BootHillCharacter,
  weaponCode: string | undefined,
  range: number,
  variant: HitReading,
  tables?: TablePatch,
): DuelistSpec {
  const code = weaponCode ?? c.weapons[0]?.code;
  if (code === undefined) throw new Error(`${c.name} carries no weapon: name one (e.g. --weapon-a SAR6)`);
  const item = patchedItem(weaponByCode(code), tables);
  if (item.type === 'knifeOrTomahawk' || item.type === 'lance') {
    throw new Error(
      `${c.name}'s ${item.code} (${item.name}) is thrown on throwing accuracy, which a stat line does not give: ` +
        'the standing duel takes firearms and bows (RULINGS.md R10); name a firearm with --weapon-a/--weapon-b',
    );
  }
  let band: RangeBand;
  const chartRow = patchedChartRow(item.type, tables);
  try {
    band = rangeBand(item.type, range, chartRow);
  } catch (e) {
    throw new Error(`${c.name}'s ${item.code}: ${(e as Error).message}; give a range from just over 0 to ${chartRow.bands[3]} spaces`);
  }
  const bandIndex = RANGE_BANDS.indexOf(band);
  const hit = HIT_MODIFIERS[variant];
  const spread = item.type === 'scatterGun' ? Spread.ScatterGun : item.type === 'shotgun' ? Spread.Shotgun : Spread.None;
  return {
    name: c.name,
    weapon: item.code,
    firstShotBase: firstShotBase(c, item.code),
    bac: c.bac,
    str: c.str,
    rateOfFire: item.rateOfFire,
    capacity: item.capacity,
    reloadRate: item.reloadRate,
    band,
    bandIndex,
    rangeModifier: rangeModifiers(hit, item.type, tables)[bandIndex]!,
    weaponModifier: spread === Spread.ScatterGun ? hit.scatterGun : spread === Spread.Shotgun ? hit.shotgun : 0,
    spread,
  };
}
