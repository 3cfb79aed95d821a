/**
 * Shootout!'s part of the agents' vocabulary, beside the neutral part (`./intent.ts`,
 * `./observation.ts`), BOOT HILL's (`./boothill.ts`) and Quick on the Draw's (`./quickdraw.ts`).
 * Source: shootout.txt ("1. Command Points", "2. Move Troops", "3. Ranged Combat", "Draw!",
 * "4. Close Combat", "Courage"; the organisation rules' "Hired Guns may operate outside the command
 * radius for a cost of only one command point").
 *
 * Doctrines do not set these fields themselves: the Shootout! system hook
 * (`packages/agents/src/systems/shootout.ts`) maps their neutral requests (a pace, close combat)
 * to these codes and adds the system's own choices (which figures to spend command points on,
 * keeping inside the command radius, snapfire, Draw!, splitting dice). The Shootout! engine reads
 * them; the other systems ignore them.
 *
 * Decision points under Shootout! (one turn: command points, movement, ranged combat, close
 * combat):
 * - `PHASE_MOVE`, once a turn for every figure of a group before the group spends its command
 *   points: where to move, at which rate, how much a command point on him is worth
 *   ({@link ShootoutOptions.command}) and the action planned (close combat at `target`);
 * - `PHASE_FIRE` with `snapTarget` set, during the movement phase, when an enemy he did not see
 *   at the start of the turn comes into his sight: snapfire at him (`ACT_FIRE` at `snapTarget`)
 *   or not;
 * - `PHASE_FIRE` in the ranged combat phase: fire (`target`, and `target2`, `target3` for a
 *   weapon that splits its dice), reload, change weapon, close combat with an enemy within 2", or
 *   nothing; `draw` 1 calls (or accepts) a Draw!.
 * Distances in the observation are map spaces (one inch a space by default: RULINGS.md SR-30).
 */

/**
 * Close combat with `target` (shootout.txt, "4. Close Combat": "Figures must be within 2" to
 * engage in close combat"): at `PHASE_MOVE` the figure moves toward him; at `PHASE_FIRE`, instead
 * of firing, he fights him in the close combat phase if within 2". Its own code beside the
 * neutral and other systems' actions (0..13 are taken).
 */
export const ACT_CLOSE_COMBAT = 14;
/** Shootout!'s own actions by name. */
export const ShootoutAction = { closeCombat: ACT_CLOSE_COMBAT } as const;
/** A Shootout! action code (see {@link ShootoutAction}). */
export type ShootoutAction = (typeof ShootoutAction)[keyof typeof ShootoutAction];

/**
 * Movement rates under Shootout! (`SkirmishIntent.rate`; "2. Move Troops": "Each figure that can,
 * may move up to 6" + its Speed factor"). Not moving is the neutral `RATE_STILL` (0): the figure
 * is stationary. A short move goes 3" at most, so the figure gets no "Target moved >3" this turn"
 * saving throw bonus but is no longer stationary; a full move goes as far as his allowance lets.
 */
export const SO_RATE_SHORT = 1;
export const SO_RATE_FULL = 2;
/** The rates' words in a log, index = `SO_RATE_*` code. */
export const SO_RATE_NAMES = ['still', 'short move', 'full move'] as const;
/** The movement rates by name (also rate words a scenario may give a doctrine's `rate` under Shootout!). */
export const SoRate = { short: SO_RATE_SHORT, full: SO_RATE_FULL } as const;
/** A Shootout! movement rate (see {@link SoRate}). */
export type SoRate = (typeof SoRate)[keyof typeof SoRate];

/** The longest short move, inches (a move of more than 3" gives the "Target moved >3" this turn" save bonus). */
export const SO_SHORT_MOVE_INCHES = 3;

/**
 * The intent fields only Shootout! reads, beside the neutral ones. The engine resets them before
 * each call (`command` 0, `draw` 0).
 */
export interface ShootoutOptions {
  /**
   * `PHASE_MOVE`: how much spending a command point to move him is worth: above 0, that much; 0 (no
   * opinion, the reset value) counts a move asked as 1; below 0, spend none on him (he stays
   * stationary). The group spends its points on the figures asking most first (equal: the cheaper
   * move, then scenario order), each while it has the points his move costs.
   */
  command: number;
  /**
   * `PHASE_FIRE`: 1 to call a Draw! at `target` (or accept one he calls): both figures must hold
   * a holstered revolver and both must ask it ("When two figures with holstered revolvers decide
   * to duel").
   */
  draw: number;
}

/**
 * What a character observes that only Shootout! fills, beside the neutral ones. A system without
 * these rules leaves them at their nothing values (0, -1, empty arrays).
 */
export interface ShootoutObservation {
  /** His group's command points left this turn ("1. Command Points"). */
  commandPoints: number;
  /** What moving him costs now: 1, or 2 outside the command radius of his leader (a Hired Gun 1). */
  commandCost: number;
  /** The command radius, spaces (6" at the map's scale). */
  commandRadius: number;
  /** His group's leader now (or the figure nominated), -1 none. */
  groupLeader: number;
  /** 1 once his group has spent its points on movement this turn (points left are lost at the end of the turn). */
  groupMoved: number;
  /** Every character's group index (shared, static). */
  readonly group: Int32Array;
  /** 1 if he is pinned down ("Courage": may only return fire, may not snapfire; must pass a courage test to move). */
  pinned: number;
  /** At a snapfire opportunity (`PHASE_FIRE` in the movement phase): the enemy newly in sight, else -1. */
  snapTarget: number;
  /** His close combat dice (his best close combat weapon, fists 1) and factors. */
  closeDice: number;
  closeFactor: number;
  rangedFactor: number;
  /** 1 if a Hired Gun (outside the command radius for one point). */
  hiredGun: number;
  /** Per carried weapon (`weaponCount` of them): 1 if it "Can split dice between targets". */
  readonly splitDice: Uint8Array;
  /** Every character's Speed factor (shared, static): Draw! is won by the faster. */
  readonly speedFactor: Int8Array;
  /** 1 per character whose weapon in hand is a holstered revolver (shared, current): a Draw! needs two. */
  readonly holstered: Uint8Array;
}

/**
 * The chance that one Shootout! die scores with modifier `mod` (every roll of shootout.txt: "Each
 * score of six or more is a hit. All natural rolls of 1 are misses"; saving throws and courage
 * tests alike): the faces 2..6 with face + mod >= 6, out of 6. For the engine's threat estimates
 * and the agents' hook.
 */
export function soDieChance(mod: number): number {
  let faces = 0;
  for (let d = 2; d <= 6; d++) if (d + mod >= 6) faces++;
  return faces / 6;
}
