/**
 * The agent interface of scenario play (DESIGN.md principle 4: agents decide, engines resolve).
 *
 * At each decision point the engine fills the deciding character's {@link SkirmishObservation}
 * (one per engine, overwritten: no allocation) and calls its agent with the observation, the
 * trial's random stream and an {@link SkirmishIntent} to fill. The agent reads only what its
 * character can observe; the engine applies the rules to whatever the agent asks, clamping what
 * the rules do not allow (no more shots than the rate of fire or the rounds loaded, no reload
 * after running, no target out of sight).
 *
 * Decision points, once per turn per character that is up (BOOT HILL TURN SEQUENCE):
 * - `PHASE_MOVE`: where to move and at what rate, and what the character means to do in the
 *   firing that follows (reloading allows walking at most).
 * - `PHASE_FIRE`: after everyone has moved: fire (target, shots), aim, reload, draw, or nothing.
 * - `PHASE_BRAWL`: each brawling round of a character within one space of an enemy: punch,
 *   grapple, or keep a hold.
 */
import type { Stream } from '@deadeye/rng';
import type { GameMap } from './scenario/game-map.ts';

export const PHASE_MOVE = 0;
export const PHASE_FIRE = 1;
export const PHASE_BRAWL = 2;

/** Movement rates (BOOT HILL MOVEMENT table). On foot: crawl 2, walk 6, run and dodge 12, run 24 spaces a turn; mounted: walk 8, trot 16, gallop 32. */
export const RATE_STILL = 0;
export const RATE_CRAWL = 1;
export const RATE_WALK = 2;
export const RATE_RUN_DODGE = 3;
export const RATE_RUN = 4;
export const RATE_TROT = 5;
export const RATE_GALLOP = 6;
export const RATE_NAMES = ['still', 'crawling', 'walking', 'running and dodging', 'running', 'trotting', 'galloping'] as const;

/** Actions. */
export const ACT_NONE = 0;
/** Fire `shots` at `target` (and at `target2`, `target3` for a spread) with the weapon in hand. */
export const ACT_FIRE = 1;
/** Aim at `target` this turn without firing (the next turn's shot gets the aim bonus). */
export const ACT_AIM = 2;
/** Reload the weapon in hand (walking at most this turn). */
export const ACT_RELOAD = 3;
/** Put weapon `weapon` (index into the character's weapons) in the gun hand. */
export const ACT_DRAW = 4;
/** Brawl with `target` (within one space) this turn. */
export const ACT_BRAWL = 5;
/** Throw the weapon in hand at `target`. */
export const ACT_THROW = 6;
/** Give up: the character surrenders and is out of the fight. */
export const ACT_SURRENDER = 7;
/** Do the scenario task at the character's cell (`task` names it). */
export const ACT_TASK = 8;
/** Pick up the item (a weapon lying on the map) `weapon` names, lying in the character's cell. */
export const ACT_PICK_UP = 9;
export const ACT_NAMES = ['none', 'fire', 'aim', 'reload', 'draw', 'brawl', 'throw', 'surrender', 'task', 'pick up'] as const;

/**
 * Tasks of special rules (`SkirmishIntent.task` with ACT_TASK), "Shootout in Northfield"
 * (ROBBING THE BANK, REINFORCEMENTS): threaten the bank employee `target` (adjacent); search the
 * bank square the character stands in; cover the employee `target` (a loaded weapon in hand, no
 * move this turn); fire in the air on the street to intimidate the citizens (one shot).
 */
export const TASK_THREATEN = 1;
export const TASK_SEARCH = 2;
export const TASK_COVER = 3;
export const TASK_INTIMIDATE = 4;

/** PHASE_MOVE horse choices (`SkirmishIntent.horse`). */
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

/** Character states in `SkirmishObservation.status` (the engines' own codes). */
export const STATUS_UP = 0;
export const STATUS_UNCONSCIOUS = 1;
export const STATUS_DEAD = 2;
export const STATUS_FLED = 3;
export const STATUS_CAPTURED = 4;
/** Waiting off the map to come in (a special rule's reserve, e.g. Northfield's citizen pool). */
export const STATUS_RESERVE = 5;

/** Brawling choices. */
export const BRAWL_PUNCH = 0;
export const BRAWL_GRAPPLE = 1;
/** Keep the hold the character has on his opponent (no roll; its effect again). */
export const BRAWL_KEEP_HOLD = 2;
/** Strike with the weapon in hand (gun butt or barrel, club, chair, knife, tomahawk) on the punching table. */
export const BRAWL_STRIKE = 3;

/** What an agent fills in. The engine resets it before each call. */
export interface SkirmishIntent {
  /** PHASE_MOVE: cell to move toward, or -1 to stay. */
  moveTo: number;
  /** PHASE_MOVE: RATE_*; ignored when `moveTo` is -1. */
  rate: number;
  /** PHASE_MOVE: face this facing (0..7, N clockwise) at the end of the move; -1: toward the move, or keep. */
  face: number;
  /** ACT_*. In PHASE_MOVE the planned action (ACT_RELOAD limits the move to walking). */
  action: number;
  /** Character index targeted, or -1. */
  target: number;
  /** Extra targets of a spread (up to three targets in the same or adjacent spaces), or -1. */
  target2: number;
  target3: number;
  /** Shots to fire in all. */
  shots: number;
  /** ACT_DRAW: weapon index (into the character's weapons); ACT_PICK_UP: item index (into `SkirmishObservation.itemCell`). */
  weapon: number;
  /** 1: hipshoot (first shot +5, hit -10). */
  hipshoot: number;
  /** PHASE_BRAWL: BRAWL_*. */
  brawl: number;
  /** PHASE_MOVE: HORSE_* (mount or dismount, ending the move; pick up or sling the comrade `target`). */
  horse: number;
  /** ACT_TASK: which scenario task (0: the scenario's task at the character's place; special rules define others, e.g. Northfield's threaten, search, cover, intimidate). */
  task: number;
}

/**
 * What a character observes. Arrays are sized to the scenario's character count and indexed by
 * character; entries of characters the observer cannot see are stale and must be ignored
 * (`visible[i] === 0`). Agents must not keep references between calls.
 */
export interface SkirmishObservation {
  phase: number;
  turn: number;
  /** The deciding character's index. */
  self: number;
  readonly map: GameMap;
  /** Number of characters. */
  readonly count: number;
  /** Side index of every character (always known). */
  readonly side: Int32Array;
  /** Every character's cell as last seen by the observer (current for the visible ones). */
  readonly cell: Int32Array;
  /** 1 if the observer can see the character now (in the 90-degree arc or within 1 space, and a clear line), else 0. Own side: always 1. */
  readonly visible: Uint8Array;
  /** 1 if the character is up (can act and be shot at), as far as the observer knows. */
  readonly up: Uint8Array;
  /** Distance from the observer, spaces. */
  readonly distance: Float64Array;
  /**
   * Expected strength points per turn the character could inflict on the observer with the weapon
   * it holds, at the present distance (0 when unarmed, out of range or out of sight).
   */
  readonly danger: Float64Array;
  /**
   * `S_*` sight bits of the line from the observer to each character, plus `S_NO_FIRE` when a
   * special rule forbids the observer to fire at him now.
   */
  readonly sightBits: Uint8Array;
  /** 1 if the character is the leader of its side. */
  readonly leader: Uint8Array;
  /**
   * Every character's state, STATUS_* (shared with the engine, current). An agent reads it for
   * its own side (a man knows how his comrades fare); for enemies it uses `up` and `visible`.
   */
  readonly status: Uint8Array;
  /** 1 if the character sits a horse, riding it or carried on it (shared, current). */
  readonly riding: Uint8Array;
  /** Cell of each character's own horse standing riderless, or -1 (mounted, none, or it is down; shared, current). */
  readonly horseAt: Int32Array;
  /** Riding double: the comrade each rider carries behind him (or slung over his saddle), -1 none (shared, current). */
  readonly carrying: Int32Array;
  /** Riding double: the rider whose horse carries each character, -1 none (shared, current). */
  readonly carriedBy: Int32Array;

  // The observer himself.
  /** Own facing, 0..7. */
  facing: number;
  /** Wound points (and brawl damage) taken. */
  woundPoints: number;
  strength: number;
  /** 1 if a leg wound or a serious wound limits movement. */
  lamed: number;
  mounted: number;
  /** Weapon in the gun hand: index into the character's weapons, or -1 (empty hand). */
  weaponInHand: number;
  /** Number of weapons carried. */
  weaponCount: number;
  /** Per carried weapon (index 0..weaponCount-1): rounds loaded, spare rounds, capacity, rate of fire, reload rate, extreme range in spaces, 1 if thrown, 1 if a firearm, 1 if a rifle or shotgun (two-handed). */
  readonly loaded: Int32Array;
  readonly spare: Int32Array;
  readonly capacity: Int32Array;
  readonly rateOfFire: Int32Array;
  readonly reloadRate: Int32Array;
  readonly extremeRange: Float64Array;
  /** Upper bound of each range band in spaces, 4 per weapon: `bands[4 * w + b]`. */
  readonly bands: Float64Array;
  readonly thrown: Uint8Array;
  readonly firearm: Uint8Array;
  readonly longArm: Uint8Array;
  /** The last character who shot at or struck the observer, or -1. */
  lastAttacker: number;
  /** The character the observer fired at or aimed at last turn, or -1. */
  lastTarget: number;
  /** The opponent the observer is brawling with, or -1. */
  brawlOpponent: number;
  /** 1 if the observer holds his brawl opponent in a hold; 2 if he is held; 0 neither. */
  hold: number;
  /** 1 if the observer's cell gives hard or corner cover against any visible enemy, else 0. */
  inCover: number;
  /** 1 if morale has failed: the observer must flee (or has surrendered). */
  broken: number;
  /** Doctrine parameters from the scenario (numbers; strings are resolved: a place name to its first cell index). */
  readonly params: Readonly<Record<string, number>>;
  /** Places by name, as in `map.places`. */
  readonly places: GameMap['places'];
  /** Exit cells (where fleeing ends), as a set for `map.pathFieldToSet('exits', ...)`. */
  readonly exits: Int32Array;
  /** 1 if the scenario task at the observer's cell can be done now (objective runner). */
  taskHere: number;
  /** Number of tasks this character has done. */
  tasksDone: number;
  /** Cell of the observer's own horse standing riderless (he dismounted), or -1 (mounted, no horse, or it is down). */
  horseCell: number;
  /** The turn the alarm was raised (Northfield: the robbery discovered), known to everyone; 0 before, or with no such rule. */
  alarm: number;
  /**
   * The observer's job this turn from a special rule's plan, or 0 (Northfield: the gang's plan in
   * the bank, `TASK_THREATEN`, `TASK_SEARCH`, `TASK_COVER`), with the character
   * it concerns (`taskTarget`, -1 none) and the cell to go to (`taskCell`, -1 none).
   */
  taskKind: number;
  taskTarget: number;
  taskCell: number;
  /** Number of items (weapons lying on the map) in the scenario. */
  readonly itemCount: number;
  /** Cell of each item still lying on the map, -1 once picked up (items are known to everyone). */
  readonly itemCell: Int32Array;
}

/** An agent: a pure function of (observation, rng) that fills `out`. */
export type SkirmishAgent = (observation: SkirmishObservation, rng: Stream, out: SkirmishIntent) => void;

/** A fresh intent with nothing decided (moveTo -1, action none, targets -1). */
export function emptyIntent(): SkirmishIntent {
  return { moveTo: -1, rate: 0, face: -1, action: ACT_NONE, target: -1, target2: -1, target3: -1, shots: 0, weapon: -1, hipshoot: 0, brawl: BRAWL_PUNCH, horse: HORSE_STAY, task: 0 };
}

/** Resets an intent in place to {@link emptyIntent}'s values (no allocation). */
export function resetIntent(i: SkirmishIntent): void {
  i.moveTo = -1;
  i.rate = 0;
  i.face = -1;
  i.action = ACT_NONE;
  i.target = -1;
  i.target2 = -1;
  i.target3 = -1;
  i.shots = 0;
  i.weapon = -1;
  i.hipshoot = 0;
  i.brawl = BRAWL_PUNCH;
  i.horse = HORSE_STAY;
  i.task = 0;
}
