/**
 * BOOT HILL's part of the agents' vocabulary: what only BOOT HILL asks of an agent, beside the
 * neutral part (`./intent.ts`, `./observation.ts`). Sources: boot-hill-rulebook.txt (MOVEMENT,
 * COMBAT, TARGET SELECTION, FIRST SHOT DETERMINATION CHART, HIT DETERMINATION CHART, BRAWLS) and
 * "Shootout in Northfield" (boot-hill-referee-screen-and-northfield-module.md, Horses).
 *
 * Doctrines (`@deadeye/agents`) do not set these fields themselves: they ask the BOOT HILL system
 * hook (`packages/agents/src/systems/boothill.ts`), which maps a neutral request (a pace, a quick
 * shot, close combat, mount or dismount) to these codes. The BOOT HILL engine reads them.
 */

import { RATE_STILL } from './intent.ts';

/**
 * Movement rates (`SkirmishIntent.rate` under BOOT HILL; MOVEMENT table): on foot crawl 2, walk 6,
 * run and dodge 12, run 24 spaces a turn; mounted walk 8, trot 16, gallop 32. The engine reads a
 * rider's walk as walking, his run and dodge or trot as trotting, his run or gallop as galloping
 * (a trot from a stop), and a man on foot's trot as run and dodge, his gallop as running. Not
 * moving is the neutral `RATE_STILL` (0, ./intent.ts).
 */
export const RATE_CRAWL = 1;
export const RATE_WALK = 2;
export const RATE_RUN_DODGE = 3;
export const RATE_RUN = 4;
export const RATE_TROT = 5;
export const RATE_GALLOP = 6;
/** The rates' words in a turn log, index = `RATE_*` code. */
export const RATE_NAMES = ['still', 'crawling', 'walking', 'running and dodging', 'running', 'trotting', 'galloping'] as const;
/** The movement rates by name. */
export const Rate = { still: RATE_STILL, crawl: RATE_CRAWL, walk: RATE_WALK, runDodge: RATE_RUN_DODGE, run: RATE_RUN, trot: RATE_TROT, gallop: RATE_GALLOP } as const;
/** A movement rate code (see {@link Rate}). */
export type Rate = (typeof Rate)[keyof typeof Rate];

// BOOT HILL's own actions (`SkirmishIntent.action`), beside the neutral `ACT_*` of ./intent.ts.

/**
 * Aim at `target` this turn without firing: the next turn's shot at him gets the aim bonus (FIRST
 * SHOT DETERMINATION CHART, MISCELLANEOUS: "aims at same target for second or greater consecutive
 * turn", +5).
 */
export const ACT_AIM = 2;
/** Brawl with `target` (within one space) this turn (BRAWLS). */
export const ACT_BRAWL = 5;
/** Throw the weapon in hand at `target` (COMBAT, HIT DETERMINATION: "fires a shot (or throws a weapon)"). */
export const ACT_THROW = 6;
/** BOOT HILL's own actions by name. */
export const BootHillAction = { aim: ACT_AIM, brawl: ACT_BRAWL, throw: ACT_THROW } as const;
/** A BOOT HILL action code (see {@link BootHillAction}). */
export type BootHillAction = (typeof BootHillAction)[keyof typeof BootHillAction];

/** PHASE_MOVE horse choices (`SkirmishIntent.horse`; MOVEMENT, Mounting & Dismounting). */
export const HORSE_STAY = 0;
/** Move on foot toward the own horse (`SkirmishObservation.horseCell`) and mount it: -2 movement, the move ends. */
export const HORSE_MOUNT = 1;
/** Move (mounted), then dismount where the move ends: -2 movement, the move ends; the horse stays there. */
export const HORSE_DISMOUNT = 2;
/**
 * Riding double ("Shootout in Northfield", Horses): ride to within one square of the comrade
 * `target` (up, on foot) and take him up behind (three squares of movement), then ride on toward
 * `moveTo` with what is left, halved.
 */
export const HORSE_PICK_UP = 3;
/**
 * Slinging ("Shootout in Northfield", Horses): on foot, go to within one square of the unconscious
 * comrade `target` and sling him over the own horse standing within one square of him (three
 * squares of movement; the move goes on: he mounts if he can).
 */
export const HORSE_SLING = 4;
/** The horse choices by name. */
export const Horse = { stay: HORSE_STAY, mount: HORSE_MOUNT, dismount: HORSE_DISMOUNT, pickUp: HORSE_PICK_UP, sling: HORSE_SLING } as const;
/** A horse choice code (see {@link Horse}). */
export type Horse = (typeof Horse)[keyof typeof Horse];

/** Brawling choices (`SkirmishIntent.brawl` in PHASE_BRAWL; BRAWLS, PUNCHING TABLE, GRAPPLING TABLE). */
export const BRAWL_PUNCH = 0;
export const BRAWL_GRAPPLE = 1;
/** Keep the hold the character has on his opponent (no roll; its effect again). */
export const BRAWL_KEEP_HOLD = 2;
/** Strike with the weapon in hand (gun butt or barrel, club, chair, knife, tomahawk) on the punching table. */
export const BRAWL_STRIKE = 3;
/** The brawling choices by name. */
export const Brawl = { punch: BRAWL_PUNCH, grapple: BRAWL_GRAPPLE, keepHold: BRAWL_KEEP_HOLD, strike: BRAWL_STRIKE } as const;
/** A brawling choice code (see {@link Brawl}). */
export type Brawl = (typeof Brawl)[keyof typeof Brawl];

/**
 * The intent fields only BOOT HILL reads, beside the neutral ones (`NeutralIntent`, ./intent.ts). The engine resets them
 * before each call (hipshoot 0, targets -1, `BRAWL_PUNCH`, `HORSE_STAY`).
 */
export interface BootHillOptions {
  /** Extra targets of a spread, or -1: up to three targets in the same or adjacent spaces (TARGET SELECTION, 1). */
  target2: number;
  target3: number;
  /** 1: hipshoot (FIRST SHOT DETERMINATION CHART, MISCELLANEOUS: first shot +5; HIT DETERMINATION CHART, MISCELLANEOUS: hit -10). */
  hipshoot: number;
  /** PHASE_BRAWL: `BRAWL_*` (BRAWLS). */
  brawl: number;
  /** PHASE_MOVE: `HORSE_*` (mount or dismount, ending the move; pick up or sling the comrade `target`). */
  horse: number;
}

/**
 * What a character observes that only BOOT HILL (and its Northfield module) fills, beside
 * the neutral ones (`NeutralObservation`, ./observation.ts). A system without these rules leaves them at their
 * nothing values (0, -1).
 */
export interface BootHillObservation {
  /** Wound points (and brawl damage) taken (WOUNDS). */
  woundPoints: number;
  /** The observer's strength points (STRENGTH). */
  strength: number;
  /** 1 if the observer holds his brawl opponent in a hold; 2 if he is held; 0 neither (GRAPPLING TABLE). */
  hold: number;
  /** 1 if the character sits a horse, riding it or carried on it (shared, current). */
  readonly riding: Uint8Array;
  /** Cell of each character's own horse standing riderless, or -1 (mounted, none, or it is down; shared, current). */
  readonly horseAt: Int32Array;
  /** Riding double (Northfield, Horses): the comrade each rider carries behind him (or slung over his saddle), -1 none (shared, current). */
  readonly carrying: Int32Array;
  /** Riding double (Northfield, Horses): the rider whose horse carries each character, -1 none (shared, current). */
  readonly carriedBy: Int32Array;
  /** Cell of the observer's own horse standing riderless (he dismounted), or -1 (mounted, no horse, or it is down). */
  horseCell: number;
}
