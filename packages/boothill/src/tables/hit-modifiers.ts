/**
 * BOOT HILL HIT DETERMINATION CHART, in both printed readings. The chance to hit (percent) is the hit
 * base number ({@link HIT_DETERMINATION_BASE} + accuracy ability score + bravery accuracy modifier +
 * experience accuracy modifier) plus every applicable modifier below (all cumulative); a d100 roll at or
 * under the chance hits.
 */
import type { Source } from './types.ts';

/**
 * Which printed HIT DETERMINATION CHART to use: `screen` (Referee's Screen, the default) or `rulebook`
 * (rulebook and v2 combat digest, as printed, with the opposite signs on range, target movement and
 * scatter gun/shotgun).
 */
export type HitReading = 'screen' | 'rulebook';

/** One printed HIT DETERMINATION CHART. Every value is a percent added to the chance to hit. */
export interface HitModifierTable {
  /** RANGE, by band of the WEAPONS CHART. */
  readonly range: { readonly short: number; readonly medium: number; readonly long: number; readonly extreme: number };
  /** MOVEMENT OF SHOOTER. */
  readonly shooterMovement: {
    readonly walking: number;
    readonly crawling: number;
    readonly runningAndDodging: number;
    readonly running: number;
    readonly trotting: number;
    readonly galloping: number;
  };
  /** MOVEMENT OF TARGET. */
  readonly targetMovement: {
    readonly walkingOrCrawling: number;
    readonly runningOrTrotting: number;
    readonly galloping: number;
    readonly runningAndDodging: number;
  };
  /** WOUNDS of the shooter: total wound points less than 50% / 50% or more of STRENGTH. */
  readonly wounds: { readonly lessThanHalf: number; readonly halfOrMore: number };
  /** Weapon at rest on solid object (not possible on the turn weapon is first aimed at target). */
  readonly weaponAtRest: number;
  readonly secondShot: number;
  readonly thirdShot: number;
  /** Firing a scatter gun. */
  readonly scatterGun: number;
  /** Firing a shotgun. */
  readonly shotgun: number;
  /** Shooting with the wrong hand (with left hand if right-handed, etc.). */
  readonly wrongHand: number;
  readonly lightWoundGunArm: number;
  readonly seriousWoundGunArm: number;
  readonly twoPistols: number;
  readonly hipshooting: number;
  /** Target obscured (50% or less of target is visible). */
  readonly targetObscured: number;
  readonly source: Source;
}

/**
 * The base 50% chance to hit, to which the accuracy ability score, bravery accuracy modifier and
 * experience accuracy modifier are added to give the hit-determination base number (percent).
 * Source: boot-hill-rulebook.txt, BASE NUMBERS (FIRST SHOT & "TO HIT") / Hit Determination; the Referee's
 * Screen HIT DETERMINATION CHART and boot-hill-v2-combat-rules.md section 4 say the same.
 */
export const HIT_DETERMINATION_BASE = 50;

const SHARED = {
  shooterMovement: { walking: -5, crawling: -10, runningAndDodging: -30, running: -20, trotting: -15, galloping: -25 },
  wounds: { lessThanHalf: -5, halfOrMore: -20 },
  weaponAtRest: 10,
  secondShot: -10,
  thirdShot: -20,
  wrongHand: -10,
  lightWoundGunArm: -25,
  seriousWoundGunArm: -50,
  twoPistols: -30,
  hipshooting: -10,
  targetObscured: -10,
} as const;

/**
 * Both printed HIT DETERMINATION CHARTs, keyed by reading. They agree on shooter movement, wounds and
 * the miscellaneous lines except scatter gun and shotgun; they differ in sign on range, target movement,
 * scatter gun and shotgun. Shape: `Record<HitReading, HitModifierTable>`, values in percent.
 * Sources: `screen` = boot-hill-referee-screen-and-northfield-module.md, HIT DETERMINATION CHART;
 * `rulebook` = boot-hill-rulebook.txt, COMBAT / HIT DETERMINATION CHART (and boot-hill-v2-combat-rules.md
 * section 4, which prints the same).
 */
export const HIT_MODIFIERS: Readonly<Record<HitReading, HitModifierTable>> = {
  screen: {
    range: { short: 10, medium: 0, long: -15, extreme: -25 },
    shooterMovement: SHARED.shooterMovement,
    targetMovement: { walkingOrCrawling: -5, runningOrTrotting: -10, galloping: -15, runningAndDodging: -20 },
    wounds: SHARED.wounds,
    weaponAtRest: SHARED.weaponAtRest,
    secondShot: SHARED.secondShot,
    thirdShot: SHARED.thirdShot,
    scatterGun: 20,
    shotgun: 10,
    wrongHand: SHARED.wrongHand,
    lightWoundGunArm: SHARED.lightWoundGunArm,
    seriousWoundGunArm: SHARED.seriousWoundGunArm,
    twoPistols: SHARED.twoPistols,
    hipshooting: SHARED.hipshooting,
    targetObscured: SHARED.targetObscured,
    source: {
      seed: 'boot-hill-referee-screen-and-northfield-module.md',
      section: "BOOT HILL Referee's Screen / HIT DETERMINATION CHART",
      note:
        'Default reading (DESIGN.md, Errata): the only self-consistent one — a nearer target and a scatter gun or ' +
        'shotgun help, a farther or faster target hurts.',
    },
  },
  rulebook: {
    range: { short: -10, medium: 0, long: 15, extreme: 25 },
    shooterMovement: SHARED.shooterMovement,
    targetMovement: { walkingOrCrawling: 5, runningOrTrotting: 10, galloping: 15, runningAndDodging: 20 },
    wounds: SHARED.wounds,
    weaponAtRest: SHARED.weaponAtRest,
    secondShot: SHARED.secondShot,
    thirdShot: SHARED.thirdShot,
    scatterGun: -20,
    shotgun: -10,
    wrongHand: SHARED.wrongHand,
    lightWoundGunArm: SHARED.lightWoundGunArm,
    seriousWoundGunArm: SHARED.seriousWoundGunArm,
    twoPistols: SHARED.twoPistols,
    hipshooting: SHARED.hipshooting,
    targetObscured: SHARED.targetObscured,
    source: {
      seed: 'boot-hill-rulebook.txt',
      section: 'COMBAT / Hit Determination / HIT DETERMINATION CHART',
      note:
        'As printed: Short -10, Long +15, Extreme +25, target movement +5..+20, scatter gun -20, shotgun -10 ' +
        '(boot-hill-v2-combat-rules.md section 4 prints the same). Signs opposite to the Referee\'s Screen on ' +
        'range, target movement, scatter gun and shotgun; kept as the named variant "rulebook" (DESIGN.md, Errata).',
    },
  },
};

/**
 * The default HIT DETERMINATION CHART reading: `screen`.
 *
 * Reason (DESIGN.md, "Errata found in the seeds"): the rulebook and the v2 combat digest print Short -10,
 * Long +15, Extreme +25, target movement +5..+20, scatter gun -20, shotgun -10, while the Referee's Screen
 * prints the opposite signs. Only the screen's reading is self-consistent (a farther, faster target is
 * harder to hit), so it is the default; the as-printed rulebook reading stays selectable as `rulebook`.
 */
export const DEFAULT_HIT_READING: HitReading = 'screen';
