/**
 * The hooks a scenario's special rule gives the Quick on the Draw card procedure: the "Shootout in
 * Northfield" module (core special-rules/northfield, with Quick on the Draw's adapter in
 * northfield.ts; RULINGS.md QR-89 onwards). The phase functions see the rule only through this
 * interface (`QdWorld.northfield`); the engine (engine.ts) plugs the rule in and calls its set-up,
 * phase and victory hooks itself. This module imports nothing, so that the world, the phase
 * functions and the rule form no import cycle.
 *
 * Characters are indices (`i`, `t`), cells map cell indices; every hook is called in the trial
 * loop and must not allocate.
 */
export interface QdSpecialRule {
  /** A card, before i's agent is asked to move: false and the card is spent doing nothing (QR-92). */
  mayMove(i: number): boolean;
  /** A walk, before each step of i from `from` to the neighbouring `to`: false ends his walk there. */
  mayEnter(i: number, from: number, to: number): boolean;
  /** A walk ending on an exit cell: false keeps him on the map. */
  mayLeave(i: number): boolean;
  /** After i's move on his card (captures). */
  afterMove(i: number): void;
  /** The action of a card: i declares the rule's task `task` (TASK_* 1..4) on `target` (-1 none). */
  declare(i: number, task: number, target: number): void;
  /** Every limit of the rule on i shooting at t. */
  mayShootAt(i: number, t: number): boolean;
  /** Observation: the rule's limit on i shooting into t's cell. */
  mayShootInto(i: number, t: number): boolean;
  /** Observation: marks i's friends for {@link lineClear} (call before it, once per observer). */
  markFriends(i: number): void;
  /** Observation: true if nothing of the rule blocks the line of fire from i to t (friends marked first). */
  lineClear(i: number, t: number): boolean;
  /** The `S_HARD | S_CORNER` cover bits for target t, given the map's `sight` bits of the line. */
  coverBits(t: number, sight: number): number;
  /** True if t, inside a building, has hard cover from `attacker` (not within one square of him). */
  hardCover(t: number, attacker: number): boolean;
  /** i has just been put out of the action with status `status` (STATUS_*). */
  onTakeOut(i: number, status: number): void;
  /** The phase the rule's alarm went off (0: not yet). */
  readonly discovered: number;
  /** This phase's job (TASK_*, 0 none), its target character and its cell, per character. */
  readonly jobKind: Uint8Array;
  readonly jobTarget: Int32Array;
  readonly jobCell: Int32Array;
}
