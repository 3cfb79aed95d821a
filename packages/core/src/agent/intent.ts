/**
 * The system-neutral part of the agents' Intent vocabulary (DESIGN.md principle 4: agents decide,
 * engines resolve): the decision points ({@link Phase}), the actions every rule system has
 * ({@link Action}: shoot a target, reload, draw, surrender, do a scenario task, pick up), the
 * character states ({@link Status}) and the intent fields every doctrine fills ({@link NeutralIntent}).
 *
 * What only one rule system has lives beside it: BOOT HILL's options in `./boothill.ts`; a
 * scenario's tasks in `./tasks.ts`. The object an engine hands an agent is one flat
 * `SkirmishIntent` (`./skirmish.ts`) with the fields of every part: the split is at the level of
 * types, modules and documentation, never of objects (one shape for V8; nothing allocated per
 * decision).
 *
 * Every code is a number, defined once as an `UPPER_SNAKE` constant (the name engines import) and
 * gathered in a const object with a type of the same name (STYLE.md, vega-lite).
 */

/**
 * Decision points. BOOT HILL asks once per turn per character that is up (TURN SEQUENCE):
 * - `PHASE_MOVE`: where to move and how fast, and what the character means to do in the firing
 *   that follows;
 * - `PHASE_FIRE`: after everyone has moved: fire, reload, draw, or nothing;
 * - `PHASE_BRAWL`: each round of close combat of a character within reach of an enemy.
 */
export const PHASE_MOVE = 0;
export const PHASE_FIRE = 1;
export const PHASE_BRAWL = 2;
/** The decision points by name (`SkirmishObservation.phase`). */
export const Phase = { move: PHASE_MOVE, fire: PHASE_FIRE, brawl: PHASE_BRAWL } as const;
/** A decision point code (see {@link Phase}). */
export type Phase = (typeof Phase)[keyof typeof Phase];

/** `SkirmishIntent.rate` of a character not moving, in every rule system's rate codes (BOOT HILL: `RATE_*`, ./boothill.ts). */
export const RATE_STILL = 0;

/**
 * Actions every rule system resolves (`SkirmishIntent.action`). The codes 0..9 are taken: BOOT
 * HILL's own actions are 2 (aim), 5 (brawl) and 6 (throw) (`./boothill.ts`); a later system's own
 * actions take new codes.
 */
export const ACT_NONE = 0;
/** Fire `shots` at `target` with the weapon in hand. */
export const ACT_FIRE = 1;
/** Reload the weapon in hand (BOOT HILL: walking at most this turn). */
export const ACT_RELOAD = 3;
/** Put weapon `weapon` (index into the character's weapons) in the gun hand. */
export const ACT_DRAW = 4;
/** Give up: the character surrenders and is out of the fight. */
export const ACT_SURRENDER = 7;
/** Do the scenario task at the character's cell (`task` names it; `./tasks.ts`). */
export const ACT_TASK = 8;
/** Pick up the item (a weapon lying on the map) `weapon` names, lying in the character's cell. */
export const ACT_PICK_UP = 9;
/** The neutral actions by name. */
export const Action = { none: ACT_NONE, fire: ACT_FIRE, reload: ACT_RELOAD, draw: ACT_DRAW, surrender: ACT_SURRENDER, task: ACT_TASK, pickUp: ACT_PICK_UP } as const;
/** A neutral action code (see {@link Action}). */
export type Action = (typeof Action)[keyof typeof Action];

/** Character states in `SkirmishObservation.status` (the engines' own codes). */
export const STATUS_UP = 0;
export const STATUS_UNCONSCIOUS = 1;
export const STATUS_DEAD = 2;
export const STATUS_FLED = 3;
export const STATUS_CAPTURED = 4;
/** Waiting off the map to come in (a special rule's reserve, e.g. Northfield's citizen pool). */
export const STATUS_RESERVE = 5;
/** The states by name, indexed by code (replays, outcomes). */
export const STATUS_NAMES = ['up', 'unconscious', 'dead', 'fled', 'captured', 'reserve'] as const;
/** The character states by name. */
export const Status = { up: STATUS_UP, unconscious: STATUS_UNCONSCIOUS, dead: STATUS_DEAD, fled: STATUS_FLED, captured: STATUS_CAPTURED, reserve: STATUS_RESERVE } as const;
/** A character state code (see {@link Status}). */
export type Status = (typeof Status)[keyof typeof Status];

/**
 * The intent fields every doctrine fills, under every rule system: go to a place (how fast is the
 * system's code, from the agent's system hook), face a way, and one action with its target,
 * shots, weapon or task. The engine resets them before each call.
 */
export interface NeutralIntent {
  /** PHASE_MOVE: cell to move toward, or -1 to stay. */
  moveTo: number;
  /**
   * PHASE_MOVE: how fast, as the rule system's movement rate code (`RATE_STILL` 0: not moving, in
   * every system); ignored when `moveTo` is -1. Doctrines take it from their system hook's `pace`
   * (BOOT HILL: `RATE_*`, `./boothill.ts`).
   */
  rate: number;
  /** PHASE_MOVE: face this facing (0..7, N clockwise) at the end of the move; -1: toward the move, or keep. */
  face: number;
  /** `ACT_*` (or a system's own action code). In PHASE_MOVE the planned action (BOOT HILL: ACT_RELOAD limits the move to walking). */
  action: number;
  /** Character index targeted, or -1. */
  target: number;
  /** Shots to fire in all. */
  shots: number;
  /** ACT_DRAW: weapon index (into the character's weapons); ACT_PICK_UP: item index (into `SkirmishObservation.itemCell`). */
  weapon: number;
  /** ACT_TASK: which scenario task (0: the scenario's task at the character's place; special rules define others, `./tasks.ts`). */
  task: number;
}
