/**
 * The BOOT HILL system hook: every choice of the doctrines that only BOOT HILL has, mapped onto
 * its intent options (`@deadeye/core` agent/boothill.ts). Sources, boot-hill-rulebook.txt:
 * - paces -> movement rates: MOVEMENT (on foot crawl 2, walk 6, run and dodge 12, run 24 spaces a
 *   turn; mounted walk 8, trot 16, gallop 32; a leg or serious wound halves the speed or allows
 *   walking only, so a lamed man on foot is never asked to go faster than walking);
 * - the quick shot -> hipshooting: FIRST SHOT DETERMINATION CHART, MISCELLANEOUS (+5) and HIT
 *   DETERMINATION CHART, MISCELLANEOUS (-10);
 * - aiming: FIRST SHOT DETERMINATION CHART, MISCELLANEOUS ("aims at same target...", +5);
 * - throwing: COMBAT, HIT DETERMINATION ("fires a shot (or throws a weapon)");
 * - close combat -> brawling: BRAWLS, PUNCHING TABLE, GRAPPLING TABLE (only grappling breaks a hold);
 * - mounting, dismounting: MOVEMENT, Mounting & Dismounting (-2 movement, the move ends); riding
 *   double and slinging: "Shootout in Northfield", Horses
 *   (boot-hill-referee-screen-and-northfield-module.md).
 *
 * One object, bound once per agent: no allocation, one shape at every call site.
 */
import {
  ACT_AIM,
  ACT_BRAWL,
  ACT_THROW,
  BRAWL_GRAPPLE,
  BRAWL_KEEP_HOLD,
  BRAWL_PUNCH,
  BRAWL_STRIKE,
  HORSE_DISMOUNT,
  HORSE_MOUNT,
  HORSE_PICK_UP,
  HORSE_SLING,
  RATE_CRAWL,
  RATE_GALLOP,
  RATE_RUN,
  RATE_RUN_DODGE,
  RATE_STILL,
  RATE_TROT,
  RATE_WALK,
  type SkirmishIntent,
  type SkirmishObservation,
} from '@deadeye/core';
import { BRAWL_REACH, PACE_DASH, type AgentRng, type Pace, type SystemHook } from './hook.ts';

/** Rate words accepted for a `rate` parameter (the words the BOOT HILL scenario set-up resolves), -> `RATE_*` code. */
export const RATE_WORDS: Readonly<Record<string, number>> = { crawl: RATE_CRAWL, walk: RATE_WALK, runDodge: RATE_RUN_DODGE, run: RATE_RUN, trot: RATE_TROT, gallop: RATE_GALLOP };

/**
 * The rate each pace asks for before the character's mount and wounds are considered, index =
 * pace: still, crawl, walk, run and dodge (`evade`), run, gallop (`dash`; on foot: run).
 */
export const PACE_RATES: Int8Array = Int8Array.of(RATE_STILL, RATE_CRAWL, RATE_WALK, RATE_RUN_DODGE, RATE_RUN, RATE_GALLOP);

/**
 * The fastest rate a fleeing character may ask for: `RATE_GALLOP` mounted, else `RATE_WALK` when
 * lamed (`obs.lamed`, a leg or serious wound), else `RATE_RUN`. The rate of {@link PACE_DASH}.
 */
export function fleeRate(obs: SkirmishObservation): number {
  if (obs.mounted === 1) return RATE_GALLOP;
  return obs.lamed === 1 ? RATE_WALK : RATE_RUN;
}

/**
 * `rate` as a character may sensibly ask for it: on foot and lamed, at most `RATE_WALK` (the
 * engine halves the speed itself); otherwise unchanged.
 */
export function allowedRate(obs: SkirmishObservation, rate: number): number {
  if (obs.mounted !== 1 && obs.lamed === 1 && rate > RATE_WALK) return RATE_WALK;
  return rate;
}

/** BOOT HILL's {@link SystemHook.pace}. */
function paceRate(obs: SkirmishObservation, pace: Pace): number {
  return pace === PACE_DASH ? fleeRate(obs) : allowedRate(obs, PACE_RATES[pace] as number);
}

/** BOOT HILL's answers to the doctrines (see {@link SystemHook}). */
export const BOOT_HILL_HOOK: SystemHook = {
  id: 'boothill',
  ridingDouble: true,
  fireDrawing: true,
  rateWords: RATE_WORDS,
  /**
   * `still` RATE_STILL; `crawl` RATE_CRAWL; `walk` RATE_WALK; `evade` RATE_RUN_DODGE and `run`
   * RATE_RUN (a lamed man on foot: RATE_WALK; a rider keeps them, the engine reads them as a trot
   * and a gallop); `dash` {@link fleeRate}.
   */
  pace: paceRate,
  /** `pace`'s rate ({@link paceRate}): BOOT HILL's rates are chosen for fire and reloading, not for the ground. */
  paceWithin(obs: SkirmishObservation, pace: Pace, _dest: number): number {
    return paceRate(obs, pace);
  },
  /** `rate` when given, else `pace`'s rate; through {@link allowedRate}. */
  paceOr(obs: SkirmishObservation, rate: number | undefined, pace: Pace): number {
    return rate === undefined || Number.isNaN(rate) ? paceRate(obs, pace) : allowedRate(obs, rate);
  },
  /** `rate` <= the pace's rate before mount and wounds ({@link PACE_RATES}): rates are ordered by speed. */
  noFaster(rate: number, pace: Pace): boolean {
    return rate <= (PACE_RATES[pace] as number);
  },
  /** `hipshoot` 1. */
  quickShot(out: SkirmishIntent): void {
    out.hipshoot = 1;
  },
  /** `ACT_AIM` at `target`. */
  aim(out: SkirmishIntent, target: number): void {
    actAt(out, ACT_AIM, target);
  },
  /** `ACT_THROW` at `target`. */
  throwAt(out: SkirmishIntent, target: number): void {
    actAt(out, ACT_THROW, target);
  },
  /** `ACT_BRAWL` with `target`. */
  engage(out: SkirmishIntent, target: number): void {
    actAt(out, ACT_BRAWL, target);
  },
  /** `BRAWL_REACH`: a brawl is with a man in the same or an adjacent space (S22); he walks there first. */
  chargeReach(_obs: SkirmishObservation): number {
    return BRAWL_REACH;
  },
  /** Keep a hold (`BRAWL_KEEP_HOLD`), grapple when held (`BRAWL_GRAPPLE`), strike with a weapon in hand (`BRAWL_STRIKE`), else punch (`BRAWL_PUNCH`). */
  closeCombat(obs: SkirmishObservation, out: SkirmishIntent): void {
    const h = holdChoice(obs);
    out.brawl = h >= 0 ? h : inHand(obs) ? BRAWL_STRIKE : BRAWL_PUNCH;
  },
  /**
   * Keep a hold, grapple when held; else with a weapon in hand one uniform draw u1: `BRAWL_STRIKE`
   * if u1 < strike; otherwise (or with an empty hand) one uniform draw u2: `BRAWL_GRAPPLE` if
   * u2 < grapple, else `BRAWL_PUNCH`.
   */
  closeCombatMixed(obs: SkirmishObservation, out: SkirmishIntent, rng: AgentRng, strike: number, grapple: number): void {
    const h = holdChoice(obs);
    if (h >= 0) out.brawl = h;
    else if (inHand(obs) && rng.uniform() < strike) out.brawl = BRAWL_STRIKE;
    else out.brawl = rng.uniform() < grapple ? BRAWL_GRAPPLE : BRAWL_PUNCH;
  },
  /** `HORSE_DISMOUNT`. */
  dismount(out: SkirmishIntent): void {
    out.horse = HORSE_DISMOUNT;
  },
  /** `HORSE_MOUNT`. */
  mount(out: SkirmishIntent): void {
    out.horse = HORSE_MOUNT;
  },
  /** `HORSE_SLING` of `comrade`. */
  sling(out: SkirmishIntent, comrade: number): void {
    out.horse = HORSE_SLING;
    out.target = comrade;
  },
  /** `HORSE_PICK_UP` of `comrade` (riding double). */
  takeUp(out: SkirmishIntent, comrade: number): void {
    out.horse = HORSE_PICK_UP;
    out.target = comrade;
  },
  /** Nothing: the doctrine's own move stands (no fall-back policy of this system's own; the gunfighter's `fallBack` is Quick on the Draw's). */
  fallBack(_obs: SkirmishObservation, _out: SkirmishIntent): void {},
  /** The band the doctrine asked: the hit roll changes with the band. */
  closeBound(_obs: SkirmishObservation, _w: number, bound: number): number {
    return bound;
  },
  /** Nothing: BOOT HILL has no choices beyond the doctrine's (no field written, no random number drawn). */
  settle(_obs: SkirmishObservation, _out: SkirmishIntent, _rng: AgentRng): void {},
};

/** `action` at character `target`. */
function actAt(out: SkirmishIntent, action: number, target: number): void {
  out.action = action;
  out.target = target;
}

/** The brawl choice a hold forces: keep one's own hold (`BRAWL_KEEP_HOLD`); held, grapple (`BRAWL_GRAPPLE`: only grappling breaks a hold); else -1. */
function holdChoice(obs: SkirmishObservation): number {
  return obs.hold === 1 ? BRAWL_KEEP_HOLD : obs.hold === 2 ? BRAWL_GRAPPLE : -1;
}

/** A weapon is in the gun hand. */
function inHand(obs: SkirmishObservation): boolean {
  const w = obs.weaponInHand;
  return w >= 0 && w < obs.weaponCount;
}
