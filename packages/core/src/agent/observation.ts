/**
 * The system-neutral part of what a character observes at a decision point: what every rule
 * system's engine fills for its agents (BOOT HILL's own fields are `BootHillObservation`,
 * `./boothill.ts`; the whole is `SkirmishObservation`, `./skirmish.ts`).
 *
 * The engine keeps one observation per engine and overwrites it (no allocation); agents must not
 * keep references between calls. Arrays are sized to the scenario's character count and indexed
 * by character; entries of characters the observer cannot see are stale and must be ignored
 * (`visible[i] === 0`). Distances are in spaces (1 space = 6 feet = one pace = one inch by
 * default, DESIGN.md), turns are the system's turns (BOOT HILL: about ten seconds).
 */
import { S_NO_FIRE, type GameMap } from '../scenario/game-map.ts';

export interface NeutralObservation {
  // --- The decision point.
  /** `PHASE_*` (./intent.ts). */
  phase: number;
  /** The turn, from 1. */
  turn: number;
  /** The deciding character's index. */
  self: number;

  // --- The fight: every character, as the observer knows it.
  readonly map: GameMap;
  /** Number of characters. */
  readonly count: number;
  /** Side index of every character (always known). */
  readonly side: Int32Array;
  /**
   * The characters of the other sides than the observer's, in ascending order (the world's
   * `SimWorld.enemiesOf` list of his side, shared): what a look for a target or a threat runs over.
   * Sides change only under a variant switch (core `changeSide`), whose engine then puts the new
   * list here.
   */
  enemies: Int32Array;
  /** Every character's cell as last seen by the observer (current for the visible ones). */
  readonly cell: Int32Array;
  /** 1 if the observer can see the character now (a clear line, and in the 90-degree arc, within 1 space, or, under BOOT HILL, one who has shot at or struck him: RULINGS.md S3), else 0. Own side: always 1. */
  readonly visible: Uint8Array;
  /** 1 if the character is up (can act and be shot at), as far as the observer knows. */
  readonly up: Uint8Array;
  /** Distance from the observer, spaces. */
  readonly distance: Float64Array;
  /**
   * Expected damage per turn the character could inflict on the observer with the weapon it
   * holds, at the present distance, in the system's units (BOOT HILL: strength points); 0 when
   * unarmed, out of range or out of sight.
   */
  readonly danger: Float64Array;
  /**
   * `S_*` sight bits of the line from the observer to each character, plus `S_NO_FIRE` when a
   * special rule forbids the observer to fire at him now. `S_NO_FIRE` is marked on first need:
   * call {@link markFireLimits} before reading it.
   */
  readonly sightBits: Uint8Array;
  /** 1 if the character is the leader of its side. */
  readonly leader: Uint8Array;
  /**
   * Every character's state, `STATUS_*` (shared with the engine, current). An agent reads it for
   * its own side (a man knows how his comrades fare); for enemies it uses `up` and `visible`.
   */
  readonly status: Uint8Array;

  // --- The observer himself.
  /** Own facing, 0..7 (N clockwise). */
  facing: number;
  /** 1 if a wound limits movement (BOOT HILL: a leg wound or a serious wound). */
  lamed: number;
  /** 1 if the observer sits a mount. */
  mounted: number;
  /** The last character who shot at or struck the observer, or -1. */
  lastAttacker: number;
  /** The character the observer fired at or aimed at last turn, or -1. */
  lastTarget: number;
  /** The opponent the observer is in close combat with (BOOT HILL: brawling), or -1. */
  brawlOpponent: number;
  /** 1 if the observer's cell gives hard or corner cover against any visible enemy, else 0. */
  inCover: number;
  /** 1 if morale has failed: the observer must flee (or has surrendered). */
  broken: number;
  /**
   * How far he can move now, spaces, where the system tells it (0 where it does not: BOOT HILL).
   * Shootout!: if a command point is spent on him (6" + Speed; 1" + Speed at least once within
   * 12" of a visible enemy, the 1D6 not yet rolled). Quick on the Draw: his maximum move on a card,
   * less a quarter to get up from prone (REEL 3, WANTING TO MOVE), as far as a charge carries him
   * (REEL 5, WANTING TO MAKE AN ATTACK).
   */
  moveAllowance: number;

  // --- The observer's weapons.
  /**
   * Weapon in the gun hand: index into the character's weapons, or -1 (empty hand). Quick on the
   * Draw's two-gun man: the one he shoots, his other hand's while the gun hand's cannot shoot
   * (quickdraw RULINGS.md QR-156).
   */
  weaponInHand: number;
  /** Number of weapons carried. */
  weaponCount: number;
  /** Per carried weapon (index 0..weaponCount-1): rounds loaded, spare rounds, capacity, rate of fire (shots a turn), reload rate (rounds a turn), extreme range in spaces, 1 if thrown, 1 if a firearm, 1 if a rifle or shotgun (two-handed). */
  readonly loaded: Int32Array;
  readonly spare: Int32Array;
  readonly capacity: Int32Array;
  readonly rateOfFire: Int32Array;
  readonly reloadRate: Int32Array;
  readonly extremeRange: Float64Array;
  /** Upper bound of each range band in spaces, 4 per weapon: `bands[4 * w + b]` (BOOT HILL: short, medium, long, extreme). */
  readonly bands: Float64Array;
  readonly thrown: Uint8Array;
  readonly firearm: Uint8Array;
  readonly longArm: Uint8Array;

  // --- The scenario: its doctrine parameters, places, exits, tasks and items (every system).
  /** Doctrine parameters from the scenario (numbers; strings are resolved: a place name to its first cell index, a rate word to the system's rate code). */
  readonly params: Readonly<Record<string, number>>;
  /** Places by name, as in `map.places`. */
  readonly places: GameMap['places'];
  /** Exit cells (where fleeing ends), as a set for `map.pathFieldToSet('exits', ...)`. */
  readonly exits: Int32Array;
  /** 1 if the scenario task at the observer's cell can be done now (objective runner). */
  taskHere: number;
  /** Number of tasks this character has done. */
  tasksDone: number;
  /** The turn the alarm was raised (Northfield: the robbery discovered), known to everyone; 0 before, or with no such rule. */
  alarm: number;
  /**
   * The observer's job this turn from a special rule's plan, or 0 (Northfield: the gang's plan in
   * the bank, `TASK_THREATEN`, `TASK_SEARCH`, `TASK_COVER`, ./tasks.ts), with the character
   * it concerns (`taskTarget`, -1 none) and the cell to go to (`taskCell`, -1 none).
   */
  taskKind: number;
  taskTarget: number;
  taskCell: number;
  /** Number of items (weapons lying on the map) in the scenario. */
  readonly itemCount: number;
  /** Cell of each item still lying on the map, -1 once picked up (items are known to everyone). */
  readonly itemCell: Int32Array;
  /**
   * A special rule's firing limits not yet marked in every row of `sightBits` (`S_NO_FIRE`), or
   * null when they are (or there are none). The rule sets it at each decision (and counts one more
   * in `limitsStamp`); {@link markFireLimits} marks every row and sets it back to null;
   * {@link fireForbidden} marks one row. Agents read `S_NO_FIRE` only through those two functions.
   */
  fireLimits: FireLimits | null;
  /** Counts the decisions the rule has set `fireLimits` at (0 before the first). */
  limitsStamp: number;
  /** Per row (character): the `limitsStamp` at which {@link fireForbidden} marked that row, so that a row is marked once a decision. */
  readonly noFireAt: Int32Array;
}

/**
 * A special rule's firing limits at a decision point (Northfield: `NorthfieldScenario`, COMBAT's
 * buildings and friendly counters; core's special-rules/hooks.ts `markNoFire`).
 */
export interface FireLimits {
  /**
   * In every row j of i's observation (`visible`, `sightBits`, indexed by character) clears
   * `S_NO_FIRE` and sets it where j is a visible enemy up whom the rule forbids i to fire at now.
   */
  markNoFire(i: number, visible: Uint8Array, sightBits: Uint8Array): void;
  /** One row of {@link markNoFire}: true where j is a visible enemy up (`visible`: i's observation's) whom the rule forbids i to fire at now. */
  forbids(i: number, j: number, visible: Uint8Array): boolean;
}

/**
 * Marks `o`'s firing limits (`S_NO_FIRE` in `sightBits`) if they are not marked yet: what every
 * reader of `S_NO_FIRE` calls first. Marked on first need rather than at every decision: most
 * decisions never read them (issue #17: in Northfield under BOOT HILL about two decisions in three
 * pick no target, and the marks, a look at every character and the friends on each line, were a
 * fifth of the trial's time). Exact: the world does not change while an agent decides, and an
 * engine that asks an agent again on the same observation does so only when nothing changed.
 */
export function markFireLimits(o: NeutralObservation): void {
  const f = o.fireLimits;
  if (f === null) return;
  o.fireLimits = null;
  f.markNoFire(o.self, o.visible, o.sightBits);
}

/**
 * True if a special rule forbids the observer to fire at character `j` now (`S_NO_FIRE` in his
 * row of `sightBits`), the row marked first if it is not marked yet at this decision: what a
 * reader asking of one row calls (a look for a target asks only of the enemies seen and up, not of
 * every row as {@link markFireLimits} marks them: issue #17, in Northfield under BOOT HILL about
 * 0.6 rows a marking of 8 or 37 enemies' rows, and the marks of every row were about a ninth of
 * the trial). The same answer as {@link markFireLimits} then reading the bit (the world does not
 * change while an agent decides); a row a friend's, not seen or not up is never forbidden.
 */
export function fireForbidden(o: NeutralObservation, j: number): boolean {
  const f = o.fireLimits;
  if (f !== null && o.noFireAt[j] !== o.limitsStamp) {
    o.noFireAt[j] = o.limitsStamp;
    const bits = o.sightBits[j]! & ~S_NO_FIRE;
    o.sightBits[j] = f.forbids(o.self, j, o.visible) ? bits | S_NO_FIRE : bits;
  }
  return (o.sightBits[j]! & S_NO_FIRE) !== 0;
}

/**
 * True if `cell` is where the observer last saw an enemy still up (`obs.cell` of one of
 * `obs.enemies` whose `up` is 1): a move there is a chase, not a run for an exit, even when the cell
 * is an exit (the scenario format's exits: one who ends a move on an exit cell he was heading for
 * leaves the map; BOOT HILL RULINGS.md S6, Quick on the Draw QR-181, Shootout! SR-59).
 */
export function enemyKnownAt(obs: NeutralObservation, cell: number): boolean {
  const enemies = obs.enemies;
  for (let k = 0; k < enemies.length; k++) {
    const e = enemies[k] as number;
    if (obs.up[e] === 1 && obs.cell[e] === cell) return true;
  }
  return false;
}
