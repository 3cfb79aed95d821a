/**
 * The hooks a scenario's special rule (the "Shootout in Northfield" module: ./northfield/, its
 * `NorthfieldScenario` implements them) gives a rule system's turn: where each is asked, and what
 * it may refuse or change. A system's phases see the rule only through this interface (BOOT HILL:
 * `SkirmishWorld.northfield`; Quick on the Draw: `QdWorld.northfield`, with its own addition); the
 * engine plugs the rule in and calls its set-up, turn and victory hooks itself. This module imports
 * types alone (erased when built), so that a system's world, its phases and the rule form no
 * import cycle.
 *
 * Characters are indices (`i`, `t`), cells map cell indices; every hook is called in the trial
 * loop and must not allocate. "Turn" is the system's turn (Quick on the Draw: the phase).
 */
import type { FireLimits } from '../agent/observation.ts';

export interface SpecialRuleHooks {
  /** Movement, before i's agent is asked to move: false keeps him where he is this turn. */
  mayMove(i: number): boolean;
  /** Movement, before each step of i from `from` to the neighbouring `to`: false ends his move there. */
  mayEnter(i: number, from: number, to: number): boolean;
  /** Movement, when i ends a move on an exit cell: false keeps him on the map. */
  mayLeave(i: number): boolean;
  /** Movement, after i has moved (captures and the like). */
  afterMove(i: number): void;
  /**
   * Declarations: false when i may not take a weapon in hand by his own choice now (asked by a
   * system's draw, BOOT HILL's draw as part of firing included; a draw the rules make, as the
   * rule's own reaching for a gun, is not asked).
   */
  mayDraw(i: number): boolean;
  /** Declarations: i declares the rule's task `task` (TASK_* 1..4) on `target` (-1: none). */
  declare(i: number, task: number, target: number): void;
  /** Firing: every limit of the rule on i firing at t (a declared target is refused when false). */
  mayShootAt(i: number, t: number): boolean;
  /** Observation: the rule's limit on i firing into t's cell (buildings and the like). */
  mayShootInto(i: number, t: number): boolean;
  /**
   * Observation: in each enemy's row j of i's observation (`visible`, `sightBits`, indexed by
   * character; a friend's row never carries the bit), clears the `S_NO_FIRE` bit and sets it again
   * where j is a visible enemy up whom the rule forbids
   * i to fire at now ({@link mayShootInto}, and no friend on the line). Every row, also those an
   * incremental observation kept from an earlier look: the limits hang on others than i and j.
   * Called through core's `markFireLimits` (after {@link observe}), on first need.
   */
  markNoFire(i: number, visible: Uint8Array, sightBits: Uint8Array): void;
  /** Observation: one row of {@link markNoFire}, for core's `fireForbidden`: true where j is a visible enemy up whom the rule forbids i to fire at now. */
  forbids(i: number, j: number, visible: Uint8Array): boolean;
  /**
   * Observation: the rule's part of i's observation `o` at a decision point: the alarm
   * ({@link discovered}), i's job ({@link jobKind}, {@link jobTarget}, {@link jobCell}), and its
   * firing limits left to mark on first need (`o.fireLimits`, core's `markFireLimits`). Written
   * once for every rule system's observation.
   */
  observe(i: number, o: RuleObservation): void;
  /** Hits: the `S_HARD | S_CORNER` cover bits for target t, given the map's `sight` bits of the line. */
  coverBits(t: number, sight: number): number;
  /** Casualties: i has just been put out of action with status `status` (STATUS_*). */
  onTakeOut(i: number, status: number): void;
  /** Observation: the turn the rule's alarm went off (0: not yet). */
  readonly discovered: number;
  /** Observation: this turn's task (TASK_*, 0 none), its target character and its cell, per character. */
  readonly jobKind: Uint8Array;
  readonly jobTarget: Int32Array;
  readonly jobCell: Int32Array;
}

/** The fields of an observation (core's `NeutralObservation`) a special rule fills ({@link SpecialRuleHooks.observe}). */
export interface RuleObservation {
  alarm: number;
  taskKind: number;
  taskTarget: number;
  taskCell: number;
  fireLimits: FireLimits | null;
  limitsStamp: number;
}
