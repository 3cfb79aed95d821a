/**
 * The scripted doctrines of scenario play, written once for every rule system: each is a
 * {@link SkirmishAgent} (an optional fourth argument names its targeting policy, a fifth its rule
 * system's hook; `agentFor` binds both once per character). A doctrine reads only its character's
 * {@link SkirmishObservation}, its parameters in `obs.params` (numbers: the engine has already
 * resolved a place name to its first cell index, a band name to 0..3, a rate word to the system's
 * rate code, a boolean to 0/1) and, for the brawler only, the trial's random stream. Every
 * parameter and its default is listed in {@link DOCTRINES}.
 *
 * A doctrine sets the neutral intent fields itself and asks its {@link SystemHook} (systems/) for
 * what only a rule system has: the rate of a pace (`still`, `crawl`, `walk`, `evade`, `run`,
 * `dash`), a quick shot, aiming, throwing, close combat, mounting and dismounting. The system
 * codes named below are BOOT HILL's, the default hook's (systems/boothill.ts): paces walk
 * `RATE_WALK`, evade `RATE_RUN_DODGE`, run `RATE_RUN`, dash `RATE_GALLOP` mounted, else `RATE_RUN`;
 * every pace is `RATE_WALK` at most for a lamed man on foot.
 *
 * Shared rules of every doctrine:
 * - Broken (`obs.broken === 1`, morale failed): at `PHASE_MOVE` move toward the nearest exit
 *   ({@link fleeCellFree}: another exit when an enemy stands on it; {@link fleeCell}, down `map.pathFieldToSet('exits', obs.exits)`) at the `dash` pace (BOOT
 *   HILL `fleeRate`: `RATE_GALLOP` mounted, `RATE_WALK` lamed on foot, else `RATE_RUN`); at
 *   `PHASE_FIRE` do nothing (`ACT_NONE`).
 * - Targets are picked by the doctrine's targeting policy among enemies that are visible and up.
 * - Shots asked are min(rate of fire, rounds loaded) of the weapon in hand; a firearm is fired only
 *   within its extreme range (except by `standing`, which reproduces the standing duel), a thrown
 *   weapon is thrown only within its extreme range; a reload is asked only if the weapon has spare
 *   rounds, room (loaded < capacity) and a reload rate above 0.
 * - A planned `ACT_RELOAD` at `PHASE_MOVE` caps the move at the `walk` pace (BOOT HILL: reloading
 *   allows walking at most); a lamed character on foot never asks for more than `RATE_WALK`.
 * - `PHASE_BRAWL` (all but the brawler): the hook's default round (`hook.closeCombat`; BOOT HILL:
 *   keep a hold it has `BRAWL_KEEP_HOLD`, grapple when held `BRAWL_GRAPPLE`: only grappling
 *   breaks a hold, strike with any weapon in hand `BRAWL_STRIKE`, else punch `BRAWL_PUNCH`). No
 *   random numbers.
 * - Facings: toward the target (or threat) when staying; -1 (toward the move) when moving, except
 *   where a doctrine says otherwise.
 *
 * After the doctrine, `agentFor` lets the hook add the system's own choices (`hook.settle`;
 * BOOT HILL: none; Quick on the Draw: hold, the type of shot, the defence, respond), except for a
 * doctrine that never fights ({@link DoctrineInfo.fights}: the noncombatant).
 *
 * This file holds the table of doctrines ({@link DOCTRINES}) and the seven general ones; the four
 * of "Shootout in Northfield" are in northfield-doctrines.ts, the pieces they share (fleeing,
 * going, the armed action, the default close-combat round) in doctrine-actions.ts, and the table
 * of doctrine functions by name in doctrine-agents.ts.
 *
 * Distances are in spaces (1 space = 6 feet); path costs in half-spaces. Allocation-free.
 */
import {
  ACT_DRAW,
  ACT_FIRE,
  ACT_NONE,
  ACT_RELOAD,
  ACT_SURRENDER,
  ACT_TASK,
  PHASE_BRAWL,
  PHASE_MOVE,
  RATE_RUN,
  RATE_WALK,
  fireForbidden,
  offsetIndex,
  type SkirmishAgent,
  type SkirmishIntent,
  type SkirmishObservation,
} from '@deadeye/core';
import { coveredFrom, fleeCellFree, forwardCoverCell, lastKnownEnemy, nearestCoverCell, nearestCoverCellWithin } from './movement.ts';
import {
  enemyInSight,
  isTargetable,
  mostDangerousEnemy,
  nearestEnemy,
  pickTarget,
  type TargetingPolicy,
} from './targeting.ts';
import { BOOT_HILL_HOOK } from './systems/boothill.ts';
import {
  PACE_DASH,
  PACE_EVADE,
  PACE_RUN,
  PACE_WALK,
  type AgentRng,
  type SystemHook,
} from './systems/hook.ts';
import {
  BRAWL_REACH,
  BRAWLER_SHOOT_BEYOND,
  HALF_SPACES,
  given,
  flee,
  go,
  goToExit,
  stayFacing,
  has,
  canReload,
  loadedFirearm,
  drawCandidate,
  fire,
  draw,
  drawOrFire,
  armedAction,
  armedOpening,
  walkIfReloading,
  defaultBrawl,
} from './doctrine-actions.ts';

export { BRAWL_REACH, BRAWLER_SHOOT_BEYOND, defaultBrawl } from './doctrine-actions.ts';


/**
 * A doctrine: a {@link SkirmishAgent} taking its targeting policy as an optional fourth argument
 * (default: the doctrine's own, {@link DoctrineInfo.targeting}) and its rule system's hook as an
 * optional fifth (default: BOOT HILL's, `BOOT_HILL_HOOK`).
 */
export type DoctrineAgent = (obs: SkirmishObservation, rng: AgentRng, out: SkirmishIntent, policy?: TargetingPolicy, hook?: SystemHook) => void;


/**
 * How a doctrine parameter's value is checked by `validateAgentSpec` (and resolved by the engine):
 * - `flag`: 0 or 1 (or a boolean);
 * - `probability`: a number 0..1;
 * - `band`: a range band 0..3 (or `short`, `medium`, `long`, `extreme`);
 * - `rate`: the rule system's rate code (BOOT HILL: a `RATE_*` code 1..6, or `crawl`, `walk`,
 *   `runDodge`, `run`, `trot`, `gallop`, `RATE_WORDS`; Quick on the Draw: a `QD_RATE_*` code 1..5,
 *   or `crawl`, `half`, `evasive`, `full`, `dash`, `QD_RATE_WORDS`);
 * - `cell`: a place name (resolved to its first cell) or a cell index (`min` allows -1);
 * - `spaces`: a distance, a number >= 0;
 * - `count`: a whole number >= 1.
 */
export type ParamKind = 'flag' | 'probability' | 'band' | 'rate' | 'cell' | 'spaces' | 'count';

/** One documented parameter of a doctrine. */
export interface DoctrineParam {
  /** Value used when the scenario does not give one; `null` when the parameter is required. */
  readonly default: number | null;
  /** What the parameter does. */
  readonly meaning: string;
  /** Its unit or range (spaces, a probability, a flag, a RATE_* code...). */
  readonly unit: string;
  /** How its value is checked. */
  readonly kind: ParamKind;
  /** Smallest number accepted for `cell` parameters (-1 where -1 means "none"), default 0. */
  readonly min?: number;
}

/** One doctrine, as data (documentation, `deadeye validate`, reports). */
export interface DoctrineInfo {
  readonly name: DoctrineName;
  /** What it does, in a few sentences. */
  readonly summary: string;
  /** Its targeting policy when the scenario names none. */
  readonly targeting: TargetingPolicy;
  /** Its parameters by name (an empty object: none). */
  readonly params: Readonly<Record<string, DoctrineParam>>;
  /**
   * False for a doctrine that never shoots or attacks (the noncombatant): `agentFor` then does not
   * ask the system hook's `settle` for the system's combat choices (Quick on the Draw: hold,
   * respond, the defence). Absent: true.
   */
  readonly fights?: boolean;
}

/** The doctrine names, in documentation order. */
export const DOCTRINE_NAMES = ['standing', 'gunfighter', 'rifleman', 'defender', 'brawler', 'noncombatant', 'objective', 'northfieldRobber', 'northfieldGuard', 'northfieldCitizen', 'northfieldEmployee'] as const;
/** A doctrine name (see {@link DOCTRINE_NAMES}). */
export type DoctrineName = (typeof DOCTRINE_NAMES)[number];

/** Range-band words accepted for a `band` parameter, index = band. */
export const BAND_WORDS = ['short', 'medium', 'long', 'extreme'] as const;

const FLAG = '0 or 1 (a boolean)';

/**
 * Every doctrine with its summary, default targeting policy and parameters (name -> default,
 * meaning, unit, kind). The doctrine functions below implement exactly this.
 */
export const DOCTRINES: readonly DoctrineInfo[] = [
  {
    name: 'standing',
    summary:
      'Never moves while an enemy is in sight. Fire phase: with rounds loaded in the weapon in hand and a target, fires min(rate of fire, loaded) shots (no hipshooting, no aiming, no range check); else reloads if loaded < capacity with spare rounds and a reload rate; else nothing. With no enemy in sight at all (a chart moved him behind a wall, or the enemy out of his line), walks toward the last known one until one is (with `chase` 0, stays). Reproduces the standing duel.',
    targeting: 'nearest',
    params: {
      chase: { default: 1, meaning: 'with no enemy in sight at all, walks toward the last known one until one is; 0: stays (the duel a standoff to the turn limit)', unit: FLAG, kind: 'flag' },
    },
  },
  {
    name: 'gunfighter',
    summary:
      'Closes on its target at `rate` until the target is within the upper bound of range band `band` of the weapon in hand, then stands and shoots (within extreme range). Empty with spares: plans a reload (walking at most). Empty with no spares: draws another loaded firearm. No enemy visible: moves toward the last known cell of one (with `chase` 0, holds its ground until one shows). Brawls an adjacent enemy when it has nothing to shoot. Unarmed (nothing loaded or reloadable): fetches the nearest weapon lying on the map. With `dismount`, gets off its horse; with `rideDown` (Quick on the Draw), rides down (driving a vehicle, runs down) a man on foot within a mounted move instead of shooting him; with `fallBack` (Quick on the Draw), down to its last card, falls back to cover within a move, still shooting.',
    targeting: 'mostDangerous',
    params: {
      band: { default: 0, meaning: 'preferred range band of the weapon in hand: it advances until the target is within this band', unit: 'band index: 0 short, 1 medium, 2 long, 3 extreme', kind: 'band' },
      rate: { default: RATE_WALK, meaning: 'movement rate while closing (absent: the walk pace)', unit: 'RATE_* code (2 walk)', kind: 'rate' },
      hipshoot: { default: 0, meaning: 'every shot a quick shot: BOOT HILL hipshoots (first shot +5, hit -10); Quick on the Draw and Shootout! have no quick shot to choose and ignore it', unit: FLAG, kind: 'flag' },
      dismount: { default: 0, meaning: 'mounted, dismounts at the end of its first move', unit: FLAG, kind: 'flag' },
      chase: { default: 1, meaning: 'with no enemy visible, moves toward the last known cell of one; 0: holds its ground until one shows (a man hidden in a corner: the Kid Cashes In)', unit: FLAG, kind: 'flag' },
      fan: {
        default: 0,
        meaning: 'Quick on the Draw: fans a single action revolver at 6 paces or less (not moved, loaded); it empties the gun, and in an audit\'s duel at 5 paces (2026-12-01) it cut the fanner\'s wins from 49% to 30%; BOOT HILL and Shootout! ignore it',
        unit: FLAG,
        kind: 'flag',
      },
      rideDown: {
        default: 0,
        meaning: 'Quick on the Draw: mounted or driving a vehicle, rides (drives) down the man on foot it would shoot or attack, within a mounted move (16 paces), instead (default 0: no bundled scenario asks it); BOOT HILL and Shootout! ignore it',
        unit: FLAG,
        kind: 'flag',
      },
      fallBack: {
        default: 0,
        meaning: 'Quick on the Draw: down to its last card (of two or more), on foot, out of close combat and out of cover from the most dangerous enemy it sees, falls back evasively to the nearest cover within one move (8 paces) instead of its own move, still shooting (default 0: measured, it loses; RULINGS.md QR-176); BOOT HILL and Shootout! ignore it',
        unit: FLAG,
        kind: 'flag',
      },
      persuade: {
        default: 0,
        meaning: 'Quick on the Draw: a Charismatic or Dominant character charms or influences an enemy in reach (next to him; within 10 paces) instead of shooting or striking (RULINGS.md QR-159, QR-160); BOOT HILL ignores it',
        unit: FLAG,
        kind: 'flag',
      },
    },
  },
  {
    name: 'rifleman',
    summary:
      'Holds its post (walks back to it if displaced, unless under Quick on the Draw its target is within effective range: then it shoots from where it stands; never advances) and shoots at its target within extreme range. With `aim`, aims the first turn at a new target beyond the medium band of its weapon, then fires. Reloads when empty, or tops up when there is nothing to shoot. Unarmed: fetches the nearest weapon lying on the map. Mounted, dismounts (`dismount`).',
    targeting: 'nearest',
    params: {
      post: { default: -1, meaning: 'cell it holds; -1: wherever it stands', unit: 'place name or cell index (-1: none)', kind: 'cell', min: -1 },
      aim: { default: 1, meaning: 'aims for a turn before firing at a new target beyond the medium band', unit: FLAG, kind: 'flag' },
      dismount: { default: 1, meaning: 'mounted, dismounts at the end of its first move (to fire on foot)', unit: FLAG, kind: 'flag' },
      persuade: {
        default: 0,
        meaning: 'Quick on the Draw: a Charismatic or Dominant character charms or influences an enemy in reach (next to him; within 10 paces) instead of shooting or striking (RULINGS.md QR-159, QR-160); BOOT HILL ignores it',
        unit: FLAG,
        kind: 'flag',
      },
    },
  },
  {
    name: 'defender',
    summary:
      'Not in hard or corner cover against the most dangerous visible enemy (or the last known one): moves to the nearest cover cell from it within `coverSearch` (running and dodging if an enemy is visible, else walking), facing it. With `advance` (default), only cover from which the weapon in hand reaches that enemy will do; with none such, beyond its reach (of him and of its target) it goes from cover to cover toward him, and from the cover nearest him closes in (running and dodging if an enemy is visible, else walking). Shoots from cover at its target within extreme range; reloads (or tops up) in cover, or where no cover can be reached. Unarmed: fetches the nearest weapon lying on the map. Mounted, dismounts (`dismount`).',
    targeting: 'mostDangerous',
    params: {
      coverSearch: { default: 12, meaning: 'farthest path cost of a cover cell it will move to', unit: 'spaces of path cost', kind: 'spaces' },
      advance: { default: 1, meaning: 'takes only cover from which the weapon in hand reaches the threat; with none within coverSearch, beyond reach goes from cover to cover toward the threat, then closes in', unit: FLAG, kind: 'flag' },
      dismount: { default: 1, meaning: 'mounted, dismounts at the end of its first move (to take cover on foot)', unit: FLAG, kind: 'flag' },
      persuade: {
        default: 0,
        meaning: 'Quick on the Draw: a Charismatic or Dominant character charms or influences an enemy in reach (next to him; within 10 paces) instead of shooting or striking (RULINGS.md QR-159, QR-160); BOOT HILL ignores it',
        unit: FLAG,
        kind: 'flag',
      },
    },
  },
  {
    name: 'brawler',
    summary:
      'Closes on its target (its brawl opponent first) at `rate` and brawls it within 1.5 spaces. Brawl rounds: keeps a hold, grapples when held; otherwise with a weapon in hand strikes with probability `strike`, else grapples with probability `grapple`, else punches. With `shoot`, fires a loaded firearm in hand at an enemy farther than 3 spaces (drawing one if needed).',
    targeting: 'nearest',
    params: {
      rate: { default: RATE_RUN, meaning: 'movement rate while closing (absent: the run pace)', unit: 'RATE_* code (4 run)', kind: 'rate' },
      strike: { default: 0.5, meaning: 'chance of striking with the weapon in hand in a brawl round (not holding, not held)', unit: 'probability 0..1', kind: 'probability' },
      grapple: { default: 0.3, meaning: 'chance of grappling rather than punching in a brawl round when not striking', unit: 'probability 0..1', kind: 'probability' },
      shoot: { default: 1, meaning: 'fires a loaded firearm at enemies farther than 3 spaces', unit: FLAG, kind: 'flag' },
      persuade: {
        default: 0,
        meaning: 'Quick on the Draw: a Charismatic or Dominant character charms or influences an enemy in reach (next to him; within 10 paces) instead of shooting or striking (RULINGS.md QR-159, QR-160); BOOT HILL ignores it',
        unit: FLAG,
        kind: 'flag',
      },
    },
  },
  {
    name: 'noncombatant',
    fights: false,
    summary:
      'Never fires. Flees to the nearest exit (running; galloping mounted), or with `hide` goes to the nearest cover cell from the most dangerous enemy (running and dodging) and stays there (fleeing if no cover is within `coverSearch`). With `surrender`, surrenders when an enemy is within 1.5 spaces.',
    targeting: 'nearest',
    params: {
      hide: { default: 0, meaning: 'hides in the nearest cover instead of fleeing', unit: FLAG, kind: 'flag' },
      surrender: { default: 0, meaning: 'surrenders when a visible enemy is within 1.5 spaces', unit: FLAG, kind: 'flag' },
      coverSearch: { default: 12, meaning: 'farthest path cost of a cover cell it will hide in (hide = 1)', unit: 'spaces of path cost', kind: 'spaces' },
    },
  },
  {
    name: 'objective',
    summary:
      'Runs (gallops mounted) to `place`; does the scenario task wherever the engine says it can (`taskHere`) until `tasks` are done, waiting at `place` meanwhile; then runs to `escape` (or the nearest exit). With `task` 0 it goes to `place` and stays. With `dismount` it gets off its horse at `place`; with `mount` it goes back to its horse before escaping. Fires at its target within the medium band of its weapon when standing or walking, and also when running or galloping with `fireRunning` (reloading only when standing); with nothing loaded in hand and no reload then, draws another loaded firearm it carries.',
    targeting: 'nearest',
    params: {
      place: { default: null, meaning: 'where the task is done (or, with task 0, the place to reach)', unit: 'place name or cell index', kind: 'cell' },
      task: { default: 1, meaning: '1: do the task at `place` then escape; 0: just reach `place` and stay', unit: FLAG, kind: 'flag' },
      tasks: { default: 1, meaning: 'tasks to do before escaping', unit: 'count', kind: 'count' },
      escape: { default: -1, meaning: 'exit cell to escape by; -1: the nearest exit', unit: 'place name or cell index (-1: nearest exit)', kind: 'cell', min: -1 },
      dismount: { default: 0, meaning: 'mounted, dismounts on reaching `place` (within 1.5 spaces) to do the task on foot', unit: FLAG, kind: 'flag' },
      mount: { default: 1, meaning: 'tasks done and its horse waiting riderless: goes back and mounts before escaping', unit: FLAG, kind: 'flag' },
      fireRunning: { default: 0, meaning: 'fires on the way too, running or galloping (the shooter-movement hit modifier applies)', unit: FLAG, kind: 'flag' },
    },
  },
  {
    name: 'northfieldRobber',
    summary:
      '"Shootout in Northfield", a robber in the bank: does the job the gang\'s plan gives it (`taskKind`: threaten an employee, walking up to him; cover one, standing; search a bank square, walking to it and searching only there), but shoots first at a visible armed enemy within the medium band (taking up the other, loaded gun it carries when the one in hand is empty); told to cover with nothing loaded in hand, it draws a loaded weapon it carries, else reloads. Leaves when the plan has nothing left, `leaveAfter` turns after the alarm, or when broken: back to its horse, mounts, and rides out by the cheapest street to an exit; leaving, broken or not, it shoots an enemy (armed or not) standing on the next square of its way out, and with nothing loaded in hand draws a loaded weapon it carries.',
    targeting: 'mostDangerous',
    params: {
      leaveAfter: { default: 3, meaning: 'turns after the alarm before it leaves the bank', unit: 'count of turns', kind: 'count' },
    },
  },
  {
    name: 'northfieldGuard',
    summary:
      '"Shootout in Northfield", a mounted gang member on the street: quiet before the alarm; after it, shoots at the most dangerous visible armed citizen within extreme range, else fires in the air to keep the citizens off the street (intimidation: one reinforcement fewer), reloading when empty. Rides out by the cheapest street to an exit once no gang member is left in the bank, or when broken; leaving, broken or not, it shoots an enemy (armed or not) standing on the next square of its way out; broken with nothing loaded in hand, it draws a loaded weapon it carries.',
    targeting: 'mostDangerous',
    params: {},
  },
  {
    name: 'northfieldCitizen',
    summary:
      '"Shootout in Northfield", a townsman: unarmed, goes to arm (`armAt` if given, else the nearer hardware store within `hardwareRange`, else stays in the building it is in, or runs to the nearest building; Quick on the Draw: a half move where its way meets bad going and a half move reaches, QR-221) and stays there while the module searches; armed, fights as the defender (cover from the most dangerous gang member, shoots from it, reloads in cover).',
    targeting: 'mostDangerous',
    params: {
      armAt: { default: -1, meaning: 'where it goes to arm (Henry Wheeler without his revolver: the Dampier House); -1: a hardware store or the nearest building', unit: 'place name or cell index (-1: none)', kind: 'cell', min: -1 },
      hardwareRange: { default: 10, meaning: 'farthest straight distance of a hardware store it will run to', unit: 'spaces (squares)', kind: 'spaces' },
      coverSearch: { default: 6, meaning: 'farthest path cost of a cover cell it will move to, once armed', unit: 'spaces of path cost', kind: 'spaces' },
    },
  },
  {
    name: 'northfieldEmployee',
    summary:
      '"Shootout in Northfield", a bank employee: never moves; with a loaded gun in hand (after the module\'s heroics check, or once attacked) fires at the nearest visible gang member, reloading when empty.',
    targeting: 'nearest',
    params: {},
  },
];

/** `obs.params[name]`, or `def` when absent or not a number. */
export function param(obs: SkirmishObservation, name: string, def: number): number {
  return given(obs.params[name], def);
}


// ---------------------------------------------------------------------------------------------
// Doctrines

/**
 * `standing`: never moves while an enemy is in sight (unless broken). `PHASE_MOVE` plans and
 * `PHASE_FIRE` does: with rounds loaded in the weapon in hand and a target, `ACT_FIRE` min(rate of
 * fire, loaded) shots (no hipshoot, no aim, no range check); else `ACT_RELOAD` if loaded <
 * capacity, spare > 0 and reload rate > 0; else `ACT_NONE`. Default targeting `nearest`.
 *
 * Parameter `chase` (0/1, default 1): with no enemy up in sight at all (a chart's move took him
 * behind a wall, or took the enemy out of his line: Quick on the Draw's "heads for cover", which
 * may end in a doorway with a wall between, RULINGS.md QR-21 amended), he walks toward the last
 * known enemy still up ({@link lastKnownEnemy}) until one is in sight again (0: stays, the duel
 * a standoff to the turn limit). In the standing duel both men are always in sight, so it never
 * moves there.
 */
export const standing: DoctrineAgent = (obs, _rng, out, policy = 'nearest', hook = BOOT_HILL_HOOK) => {
  if (obs.phase === PHASE_BRAWL) return defaultBrawl(obs, out, hook);
  if (obs.broken === 1) {
    if (obs.phase === PHASE_MOVE) flee(obs, out, hook);
    return;
  }
  if (obs.phase === PHASE_MOVE && !enemyInSight(obs) && given(obs.params['chase'], 1) !== 0) {
    const e = lastKnownEnemy(obs);
    if (e >= 0) go(obs, out, obs.cell[e] as number, hook.pace(obs, PACE_WALK));
  }
  const w = obs.weaponInHand;
  if (!has(obs, w)) return;
  const t = pickTarget(policy, obs);
  if ((obs.loaded[w] as number) > 0 && t >= 0) fire(obs, out, t, w);
  else if (canReload(obs, w)) out.action = ACT_RELOAD;
};

/**
 * `gunfighter`: closes to its preferred range band and shoots. Default targeting `mostDangerous`.
 *
 * Parameters: `band` (0..3, default 0 = short): it moves toward its target while the target is
 * farther than `bands[4 * w + band]` spaces of the weapon in hand (1.5 spaces for a weapon without
 * bands, or the weapon it is drawing), otherwise stays facing it; `rate` (the system's rate code,
 * default the `walk` pace, `RATE_WALK`): rate while closing; `hipshoot` (0/1, default 0): every
 * shot a quick shot (`hook.quickShot`; BOOT HILL: hipshoots);
 * `dismount` (0/1, default 0): mounted, gets down at the end of its first move; `chase` (0/1,
 * default 1): with no enemy visible, moves toward the last known one (0: stays); `fan` (0/1,
 * default 0): read by the Quick on the Draw hook's `settle` only (fans a single action revolver at
 * 6 paces or less, systems/quickdraw.ts `shotType`), never by the doctrine; `rideDown` (0/1, default
 * 0): likewise the hook's only: mounted or driving a vehicle, it rides (drives) down the man on
 * foot it would shoot, within a mounted move (systems/quickdraw.ts `rideDownWanted`; Quick on the
 * Draw's RULINGS.md QR-158); `fallBack` (0/1, default 0): passed to the hook at the end of the
 * move (`hook.fallBack`), which alone reads it (Quick on the Draw: a man down to his last card
 * falls back to cover, systems/quickdraw.ts `fallBackCell`, RULINGS.md QR-176; BOOT HILL and
 * Shootout! leave the move as it is);
 * `persuade` (0/1, default 0): likewise the hook's only (a Charismatic or Dominant character
 * charms or influences an enemy in reach instead of shooting or striking, systems/quickdraw.ts
 * `settlePersuasion`). Unarmed, it fetches the nearest weapon lying on the map ({@link armedOpening}).
 *
 * Action ({@link armedAction}): shoots within extreme range; empty with spares reloads (planned at
 * `PHASE_MOVE`, so the move is at most walking); empty with no spares draws another loaded
 * firearm; brawls an adjacent enemy when it has nothing to shoot. No enemy visible: moves toward
 * the last known cell of the last target or of the nearest enemy still up ({@link lastKnownEnemy}).
 */
export const gunfighter: DoctrineAgent = (obs, _rng, out, policy = 'mostDangerous', hook = BOOT_HILL_HOOK) => {
  if (armedOpening(obs, out, hook, 0)) return;
  const t = pickTarget(policy, obs);
  armedAction(obs, out, hook, t, true, false);
  if (out.action === ACT_FIRE && given(obs.params['hipshoot'], 0) !== 0) hook.quickShot(out);
  if (obs.phase !== PHASE_MOVE) return;
  // The enemy to close on: the target while beyond the band, else (no target) the last known one.
  let chase = -1;
  if (t >= 0) {
    // The weapon he holds, or the one he takes up (drawn, or drawn as he fires: drawOrFire).
    const w = has(obs, obs.weaponInHand) ? obs.weaponInHand : out.action === ACT_DRAW || out.action === ACT_FIRE ? out.weapon : -1;
    let band = Math.trunc(given(obs.params['band'], 0));
    band = band < 0 ? 0 : band > 3 ? 3 : band;
    // The system's say on how close that is worth coming (Quick on the Draw: the effective range at least).
    let bound = w >= 0 ? hook.closeBound(obs, w, obs.bands[4 * w + band] as number) : 0;
    if (!(bound > 0)) bound = BRAWL_REACH;
    if ((obs.distance[t] as number) > bound) chase = t;
    else stayFacing(obs, out, t);
  } else if (given(obs.params['chase'], 1) !== 0) chase = lastKnownEnemy(obs);
  if (chase >= 0) go(obs, out, obs.cell[chase] as number, hook.paceOr(obs, obs.params['rate'], PACE_WALK));
  walkIfReloading(obs, out, hook);
  hook.fallBack(obs, out);
};

/**
 * `rifleman`: holds a post and shoots. Default targeting `nearest`.
 *
 * Parameters: `post` (cell index, default -1 = wherever it stands; a place name in the scenario):
 * when displaced from it, walks back (`walk` pace), facing its target, unless it fires at a target
 * within the system's `hook.closeBound` of 0 (Quick on the Draw: the weapon's effective range;
 * nothing under BOOT HILL and Shootout!): then it shoots from where it stands; it never advances;
 * `aim` (0/1, default 1): at a new target (not last turn's `lastTarget`) farther than the medium
 * band of the weapon in hand (`bands[4 * w + 1]`, spaces) but within its extreme range, aims
 * (`hook.aim`, BOOT HILL `ACT_AIM`) this turn and fires the next; `dismount` (0/1, default 1): mounted, gets down at the
 * end of its first move; `persuade` (0/1, default 0): read by the Quick on the Draw hook's `settle` only (a Charismatic
 * or Dominant character charms or influences an enemy in reach instead of shooting or striking,
 * systems/quickdraw.ts `settlePersuasion`), never by the doctrine. Unarmed, it fetches the nearest weapon lying on the map ({@link armedOpening}).
 *
 * Action ({@link armedAction}): shoots within extreme range; reloads when empty or, with nothing
 * to shoot, tops up; draws another loaded firearm when empty with no spares. With no target it
 * faces the last known enemy.
 */
export const rifleman: DoctrineAgent = (obs, _rng, out, policy = 'nearest', hook = BOOT_HILL_HOOK) => {
  if (armedOpening(obs, out, hook, 1)) return;
  const t = pickTarget(policy, obs);
  const w = obs.weaponInHand;
  if (
    t >= 0 &&
    given(obs.params['aim'], 1) !== 0 &&
    t !== obs.lastTarget &&
    loadedFirearm(obs, w) &&
    (obs.distance[t] as number) > (obs.bands[4 * w + 1] as number) &&
    (obs.distance[t] as number) <= (obs.extremeRange[w] as number)
  ) {
    hook.aim(out, t);
  } else {
    armedAction(obs, out, hook, t, true, true);
  }
  if (obs.phase !== PHASE_MOVE) return;
  const post = Math.trunc(given(obs.params['post'], -1));
  const look = t >= 0 ? t : lastKnownEnemy(obs);
  // Off his post he walks back to it, unless he fires at a target so close that the system would
  // have a closing man stop there (hook.closeBound with no band of his own: Quick on the Draw, the
  // effective range, RULINGS.md QR-219; none under BOOT HILL and Shootout!).
  const standsToShoot = out.action === ACT_FIRE && out.target >= 0 && w >= 0 && (obs.distance[out.target] as number) <= hook.closeBound(obs, w, 0);
  if (post >= 0 && post !== obs.cell[obs.self] && !standsToShoot) {
    go(obs, out, post, hook.pace(obs, PACE_WALK));
    out.face = look >= 0 ? obs.map.facing(post, obs.cell[look] as number) : -1;
  } else {
    stayFacing(obs, out, look);
  }
  walkIfReloading(obs, out, hook);
};

/**
 * `defender`: takes cover and shoots from it. Default targeting `mostDangerous` (for shooting; the
 * threat it takes cover from is always the most dangerous visible enemy, else the last known one).
 *
 * Parameter: `coverSearch` (spaces of path cost, default 12): the farthest cover cell it will go
 * to (`nearestCoverCell` with 2 x coverSearch half-spaces); `advance` (0/1, default 1): see Move
 * below; `dismount` (0/1, default 1): mounted,
 * gets down at the end of its first move; `persuade` (0/1, default 0): read by the Quick on the Draw hook's `settle` only (a Charismatic
 * or Dominant character charms or influences an enemy in reach instead of shooting or striking,
 * systems/quickdraw.ts `settlePersuasion`), never by the doctrine. Unarmed, it fetches the nearest weapon
 * lying on the map ({@link armedOpening}).
 *
 * Move: in cover against the threat ({@link coveredFrom}): stays facing it. Else moves to the
 * nearest cover cell from the threat at the `evade` pace (`RATE_RUN_DODGE`) if an enemy is visible, else `walk`,
 * facing the threat from there; no cover within reach: stays and fights. No threat known: stays.
 * With `advance` (0/1, default 1), the cover must also lie within the extreme range of the weapon in
 * hand from the threat (`nearestCoverCellWithin`; its own cell too). With no such cover within
 * `coverSearch`, a defender beyond that range of the threat and of its target moves to the cover
 * cell nearest the threat (`forwardCoverCell`) when it is nearer him than where he stands, else
 * closes in on the threat (at the `evade` pace if an enemy is visible, else `walk`); one within
 * that range stays and fights (he does not fall back out of reach).
 * Action ({@link armedAction}): shoots within extreme range; reloads (and tops up when there is
 * nothing to shoot) only in cover, when no enemy is visible, or when no cover is within reach.
 */
export const defender: DoctrineAgent = (obs, _rng, out, policy = 'mostDangerous', hook = BOOT_HILL_HOOK) => defend(obs, out, policy, hook, given(obs.params['advance'], 1) !== 0);

/**
 * The {@link defender} doctrine, `advance` given by the caller (the defender's own parameter; the
 * armed Northfield citizen never advances: he fires from where the module's town put him).
 */
export function defend(obs: SkirmishObservation, out: SkirmishIntent, policy: TargetingPolicy, hook: SystemHook, advance: boolean): void {
  if (armedOpening(obs, out, hook, 1)) return;
  const own = obs.cell[obs.self] as number;
  let threat: number;
  if (policy === 'nearest') {
    threatAndNearest(obs);
    threat = THREAT_AND_NEAREST[0] as number;
  } else threat = mostDangerousEnemy(obs);
  const seen = threat >= 0;
  if (!seen) threat = lastKnownEnemy(obs);
  const threatCell = threat >= 0 ? (obs.cell[threat] as number) : -1;
  // Every policy picks among the enemies seen and up, so none when there is no threat. Under
  // `mostDangerous` the target is the threat already found, under `nearest` the one found with it.
  const target = !seen ? -1 : policy === 'mostDangerous' ? threat : policy === 'nearest' ? (THREAT_AND_NEAREST[1] as number) : pickTarget(policy, obs);
  let coverCell = -1;
  // With `advance`, only cover from which the weapon in hand reaches the threat will do; with none
  // such within coverSearch, a defender beyond reach (of the threat and of his target) goes from
  // cover to cover toward the threat, and from the cover nearest him closes in (an audit,
  // 2026-11-29: Shootout!'s shotgunner sat behind his barrels out of range for the whole street fight).
  // The distances are compared in reachesCell and reachesTarget, which return booleans: a
  // distance returned into this function by a call V8 did not inline was boxed (51 bytes a trial
  // of BOOT HILL's street fight, up to 1.4 KB of Quick on the Draw's: `pnpm bench`'s bytesPerTrial).
  let closeIn = false;
  if (threatCell >= 0) {
    const maxCost = HALF_SPACES * given(obs.params['coverSearch'], 12);
    const ownInReach = !advance || reachesCell(obs, own, threatCell) || (target >= 0 && reachesTarget(obs, target));
    if (ownInReach && coveredFrom(obs.map, threatCell, own)) coverCell = own;
    else {
      coverCell = nearestCoverCell(obs, threatCell, maxCost);
      if (coverCell >= 0 && advance && !reachesCell(obs, coverCell, threatCell)) {
        coverCell = nearestCoverCellWithin(obs, threatCell, maxCost, reachInHand(obs));
        // The next cover toward the threat, if it is more than half a space nearer him than where the defender stands.
        if (coverCell < 0 && !ownInReach) coverCell = forwardCoverCell(obs, threatCell, maxCost);
      }
      closeIn = coverCell < 0 && !ownInReach;
    }
  }
  const reloadOk = !seen || coverCell === own || coverCell < 0;
  armedAction(obs, out, hook, target, reloadOk, true);
  if (obs.phase !== PHASE_MOVE) return;
  if (coverCell >= 0 && coverCell !== own) {
    go(obs, out, coverCell, hook.pace(obs, seen ? PACE_EVADE : PACE_WALK));
    out.face = obs.map.facing(coverCell, threatCell);
  } else if (closeIn) {
    go(obs, out, threatCell, hook.pace(obs, seen ? PACE_EVADE : PACE_WALK));
    out.face = obs.map.facing(own, threatCell);
  } else {
    stayFacing(obs, out, threat);
  }
  walkIfReloading(obs, out, hook);
}

/** How far the weapon in hand reaches (its extreme range, spaces); Infinity without one (or one of no range: nothing to close for). */
function reachInHand(obs: SkirmishObservation): number {
  const w = obs.weaponInHand;
  const r = w >= 0 ? (obs.extremeRange[w] as number) : 0;
  return r > 0 ? r : Infinity;
}

/**
 * True if the weapon in hand reaches from cell `from` to cell `to` (its extreme range, spaces, at
 * least the distance; always without a weapon of range: {@link reachInHand}). The distance is
 * read from the map's table (`offsetIndex`), the range here: a fractional number returned by a
 * call V8 does not inline is boxed, an allocation in the trial loop (`GameMap.distance` and
 * `reachInHand` here cost about 1.4 KB a trial of Quick on the Draw's street fight in some runs).
 */
function reachesCell(obs: SkirmishObservation, from: number, to: number): boolean {
  const w = obs.weaponInHand;
  const r = w >= 0 ? (obs.extremeRange[w] as number) : 0;
  return !(r > 0) || (obs.map.offsetDistance[offsetIndex(obs.map, from, to)] as number) <= r;
}

/** As {@link reachesCell}, to character `target` (the observation's `distance`, spaces). */
function reachesTarget(obs: SkirmishObservation, target: number): boolean {
  const w = obs.weaponInHand;
  const r = w >= 0 ? (obs.extremeRange[w] as number) : 0;
  return !(r > 0) || (obs.distance[target] as number) <= r;
}

/** {@link threatAndNearest}'s answer: the most dangerous enemy, then the nearest (-1: none). */
const THREAT_AND_NEAREST = new Int32Array(2);

/**
 * {@link mostDangerousEnemy} and {@link nearestEnemy} of `obs` in one pass over the enemies seen,
 * up and not barred by `S_NO_FIRE` (the same tests and ties), into {@link THREAT_AND_NEAREST} (nothing allocated).
 */
function threatAndNearest(obs: SkirmishObservation): void {
  const { enemies, visible, up, distance, danger } = obs;
  let threat = -1;
  let threatDanger = -Infinity;
  let threatD = Infinity;
  let nearest = -1;
  let nearestD = Infinity;
  for (let k = 0; k < enemies.length; k++) {
    const i = enemies[k] as number;
    if (((visible[i] as number) & (up[i] as number)) === 0) continue;
    const g = danger[i] as number;
    const d = distance[i] as number;
    const isThreat = g > threatDanger || (g === threatDanger && d < threatD);
    // The firing limits only of one who would beat either best (each best is targetable: see targeting.ts).
    if ((!isThreat && d >= nearestD) || fireForbidden(obs, i)) continue;
    if (isThreat) {
      threatDanger = g;
      threatD = d;
      threat = i;
    }
    if (d < nearestD) {
      nearestD = d;
      nearest = i;
    }
  }
  THREAT_AND_NEAREST[0] = threat;
  THREAT_AND_NEAREST[1] = nearest;
}

/**
 * `brawler`: closes and brawls. Default targeting `nearest`; its brawl opponent, while a visible
 * enemy that is up, comes first.
 *
 * Parameters: `rate` (the system's rate code, default the `run` pace, `RATE_RUN`): rate while closing; `strike` (probability,
 * default 0.5) and `grapple` (probability, default 0.3): see below; `shoot` (0/1, default 1): with
 * a loaded firearm in hand (else drawing a carried one), fires min(rate of fire, loaded) at a
 * target farther than 3 spaces and within extreme range; `persuade` (0/1, default 0): read by the Quick on the Draw hook's `settle` only (a Charismatic
 * or Dominant character charms or influences an enemy in reach instead of shooting or striking,
 * systems/quickdraw.ts `settlePersuasion`), never by the doctrine.
 *
 * Move: target within 1.5 spaces: stays facing it, plans to close with it (`hook.engage`, BOOT
 * HILL `ACT_BRAWL`); else closes on it; no enemy visible: toward the last known one. Fire:
 * `hook.engage` within 1.5 spaces, else the `shoot` rule. Beyond 1.5 spaces but within the
 * system's charge (`hook.chargeReach`: Quick on the Draw's, his move; BOOT HILL's and
 * Shootout!'s reach no further), with nothing else chosen (no shot, no draw), `hook.engage` too,
 * with the move toward it: the system plays the move as the charge (Quick on the Draw's
 * RULINGS.md QR-220). Brawl rounds (`hook.closeCombatMixed`):
 * holding its opponent `BRAWL_KEEP_HOLD`; held `BRAWL_GRAPPLE`; else with any weapon in hand one
 * uniform draw u1: `BRAWL_STRIKE` if u1 < strike; otherwise (or with an empty hand) one uniform
 * draw u2: `BRAWL_GRAPPLE` if u2 < grapple, else `BRAWL_PUNCH`.
 */
export const brawler: DoctrineAgent = (obs, rng, out, policy = 'nearest', hook = BOOT_HILL_HOOK) => {
  if (obs.phase === PHASE_BRAWL) {
    out.target = obs.brawlOpponent;
    hook.closeCombatMixed(obs, out, rng, given(obs.params['strike'], 0.5), given(obs.params['grapple'], 0.3));
    return;
  }
  if (obs.broken === 1) {
    if (obs.phase === PHASE_MOVE) flee(obs, out, hook);
    return;
  }
  const t = isTargetable(obs, obs.brawlOpponent) ? obs.brawlOpponent : pickTarget(policy, obs);
  if (t >= 0) {
    const dist = obs.distance[t] as number;
    if (dist <= BRAWL_REACH) {
      hook.engage(out, t);
      if (obs.phase === PHASE_MOVE) stayFacing(obs, out, t);
      return;
    }
    if (given(obs.params['shoot'], 1) !== 0 && dist > BRAWLER_SHOOT_BEYOND) {
      const w = obs.weaponInHand;
      if (loadedFirearm(obs, w)) {
        if (dist <= (obs.extremeRange[w] as number)) fire(obs, out, t, w);
      } else {
        const d = drawCandidate(obs, true);
        if (d >= 0) drawOrFire(obs, out, hook, t, d);
      }
    }
    // Within the system's charge, with nothing else chosen: charge him (Quick on the Draw's QR-220).
    if (out.action === ACT_NONE && dist <= hook.chargeReach(obs)) hook.engage(out, t);
  }
  if (obs.phase !== PHASE_MOVE) return;
  // Close on the target, else (none) on the last known enemy.
  const chase = t >= 0 ? t : lastKnownEnemy(obs);
  if (chase >= 0) go(obs, out, obs.cell[chase] as number, hook.paceOr(obs, obs.params['rate'], PACE_RUN));
};

/** A visible enemy that is up within `reach` spaces. */
function enemyWithin(obs: SkirmishObservation, reach: number): boolean {
  const n = nearestEnemy(obs);
  return n >= 0 && (obs.distance[n] as number) <= reach;
}

/**
 * `noncombatant`: never fires. Default targeting `nearest` (unused: it never shoots).
 *
 * Parameters: `hide` (0/1, default 0); `surrender` (0/1, default 0): surrenders (`ACT_SURRENDER`,
 * staying put) when a visible enemy that is up is within 1.5 spaces; `coverSearch` (spaces of path
 * cost, default 12) for hiding.
 *
 * Move (`hide` 0): toward the nearest exit at the `dash` pace (`RATE_RUN`; `RATE_GALLOP` mounted; `RATE_WALK` lamed).
 * Move (`hide` 1): against the most dangerous visible enemy (else the last known one), stays if in
 * cover, else goes to the nearest cover cell within `coverSearch` at the `evade` pace (`RATE_RUN_DODGE`), else flees
 * as above; no enemy known: stays.
 */
export const noncombatant: DoctrineAgent = (obs, _rng, out, _policy, hook = BOOT_HILL_HOOK) => {
  if (obs.phase === PHASE_BRAWL) return defaultBrawl(obs, out, hook);
  if (obs.broken === 1) {
    if (obs.phase === PHASE_MOVE) flee(obs, out, hook);
    return;
  }
  if (given(obs.params['surrender'], 0) !== 0 && enemyWithin(obs, BRAWL_REACH)) {
    out.action = ACT_SURRENDER;
    return;
  }
  if (obs.phase !== PHASE_MOVE) return;
  if (given(obs.params['hide'], 0) === 0) {
    flee(obs, out, hook);
    return;
  }
  let threat = mostDangerousEnemy(obs);
  if (threat < 0) threat = lastKnownEnemy(obs);
  if (threat < 0) return;
  const threatCell = obs.cell[threat] as number;
  const c = nearestCoverCell(obs, threatCell, HALF_SPACES * given(obs.params['coverSearch'], 12));
  if (c >= 0) go(obs, out, c, hook.pace(obs, PACE_EVADE));
  else flee(obs, out, hook);
};

const MODE_TASK = 0;
const MODE_GO = 1;
const MODE_WAIT = 2;
const MODE_ESCAPE = 3;

/** What the objective runner is doing now (stateless: read from the observation). */
function objectiveMode(obs: SkirmishObservation): number {
  const place = Math.trunc(given(obs.params['place'], -1));
  const own = obs.cell[obs.self] as number;
  if (given(obs.params['task'], 1) === 0) return place >= 0 && own !== place ? MODE_GO : MODE_WAIT;
  if (obs.tasksDone < given(obs.params['tasks'], 1)) {
    if (obs.taskHere === 1) return MODE_TASK;
    return place >= 0 && own !== place ? MODE_GO : MODE_WAIT;
  }
  return MODE_ESCAPE;
}

/**
 * `objective`: the objective runner. Default targeting `nearest`.
 *
 * Parameters: `place` (cell index, required; a place name in the scenario): where the task is
 * done; `task` (0/1, default 1); `tasks` (count, default 1); `escape` (cell index, default -1 =
 * the nearest exit); `dismount` (0/1, default 0): mounted, gets down within 1.5 spaces of `place`;
 * `mount` (0/1, default 1): its tasks done and its horse waiting riderless (`obs.horseCell`), goes
 * back at the `run` pace and mounts (`hook.mount`, BOOT HILL `HORSE_MOUNT`) before escaping; `fireRunning` (0/1, default 0): fires on the way
 * too, at any rate.
 *
 * With `task` 1, while fewer than `tasks` tasks are done: `ACT_TASK` (staying) wherever
 * `obs.taskHere === 1`; else to `place` at the `dash` pace (`RATE_RUN`; `RATE_GALLOP` mounted; `RATE_WALK` lamed),
 * or waits there. Then to `escape` (or the nearest exit) at the same rate. With `task` 0: to
 * `place` and stays there.
 * Fire: when standing (waiting) or moving no faster than the `walk` pace (`hook.noFaster`; at any rate with
 * `fireRunning`), at its target within the
 * medium band of the weapon in hand (`bands[4 * w + 1]`, spaces): min(rate of fire, loaded) shots;
 * when waiting with the weapon in hand empty, reloads; otherwise, with nothing loaded in hand (the
 * weapon in hand empty, not a firearm, or none), draws another loaded firearm he carries
 * (`drawOrFire`: where drawing is part of firing, BOOT HILL's S13, fires it at once at a target
 * within its medium band). Before 2026-12-02 he never drew: at Coffeyville under Quick on the
 * Draw, Bob Dalton's Winchester ran empty in 174 of 300 trials and his loaded Colt never fired.
 */
export const objective: DoctrineAgent = (obs, _rng, out, policy = 'nearest', hook = BOOT_HILL_HOOK) => {
  if (obs.phase === PHASE_BRAWL) return defaultBrawl(obs, out, hook);
  if (obs.broken === 1) {
    if (obs.phase === PHASE_MOVE) flee(obs, out, hook);
    return;
  }
  const mode = objectiveMode(obs);
  if (mode === MODE_TASK) {
    out.action = ACT_TASK;
    return;
  }
  const rate = hook.pace(obs, PACE_DASH);
  if (mode === MODE_WAIT || hook.noFaster(rate, PACE_WALK) || param(obs, 'fireRunning', 0) !== 0) {
    const w = obs.weaponInHand;
    const t = pickTarget(policy, obs);
    if (t >= 0 && loadedFirearm(obs, w) && (obs.distance[t] as number) <= (obs.bands[4 * w + 1] as number)) fire(obs, out, t, w);
    else if (mode === MODE_WAIT && has(obs, w) && (obs.loaded[w] as number) === 0 && canReload(obs, w)) out.action = ACT_RELOAD;
    else if (!loadedFirearm(obs, w)) {
      // Nothing loaded in hand and no reload now: take up another loaded firearm he carries (a
      // raider's Colt when his Winchester is empty), and where drawing is part of firing (BOOT
      // HILL, S13) fire it at once at a target within its medium band.
      const d = drawCandidate(obs, true);
      if (d >= 0) drawOrFire(obs, out, hook, t >= 0 && (obs.distance[t] as number) <= (obs.bands[4 * d + 1] as number) ? t : -1, d);
    }
  }
  if (obs.phase !== PHASE_MOVE) return;
  if (mode === MODE_GO || mode === MODE_WAIT) {
    const place = Math.trunc(given(obs.params['place'], -1));
    // At a dash, unless a slower pace reaches it at less risk (Quick on the Draw's bad going: QR-221).
    if (mode === MODE_GO) go(obs, out, place, hook.paceWithin(obs, PACE_DASH, place));
    // Get down at the place (within 1.5 spaces of it), to do the task on foot.
    if (obs.mounted === 1 && place >= 0 && given(obs.params['dismount'], 0) !== 0 && obs.map.distance(obs.cell[obs.self] as number, place) <= BRAWL_REACH) hook.dismount(out);
  } else if (mode === MODE_ESCAPE) {
    if (obs.mounted === 0 && obs.horseCell >= 0 && given(obs.params['mount'], 1) !== 0) {
      // Back to the horse first: run up to it and mount (the engine ends the move there).
      hook.mount(out);
      out.rate = hook.pace(obs, PACE_RUN);
      return;
    }
    const escape = Math.trunc(given(obs.params['escape'], -1));
    // Standing on the exit already (a fall back put him there), sent to it all the same, to leave by
    // it (QR-181; an audit, 2026-12-01: Grat Dalton, fallen back onto Death Alley's exit, waited
    // there to the turn limit in 13 of 400 Coffeyville trials under Quick on the Draw).
    const exit = escape >= 0 ? escape : fleeCellFree(obs);
    goToExit(obs, out, exit, hook.paceWithin(obs, PACE_DASH, exit));
  }
};
