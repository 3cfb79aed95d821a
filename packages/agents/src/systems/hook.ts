/**
 * The seam between the doctrines, written once, and the rule systems they play. A doctrine fills
 * the neutral intent fields itself (`moveTo`, `face`, `action` among the neutral `ACT_*`,
 * `target`, `shots`, `weapon`, `task`) and asks its character's {@link SystemHook} for every
 * choice only a rule system knows how to make: how fast a pace is, a quick shot, aiming, throwing,
 * close combat, getting on or off a mount. After the doctrine, `agentFor` lets the hook add the
 * system's own choices (`settle`). BOOT HILL's hook is `./boothill.ts`, Quick on the Draw's
 * `./quickdraw.ts`; a system supplies its own object of the same shape (`./index.ts` registers it)
 * without copying a doctrine.
 *
 * One hook object per rule system, bound once per agent by `agentFor`: every call site sees one
 * object (monomorphic), and no method allocates.
 */
import type { SkirmishAgent, SkirmishIntent, SkirmishObservation } from '@deadeye/core';

/** The random stream an agent is given (`@deadeye/rng` Stream). */
export type AgentRng = Parameters<SkirmishAgent>[1];

/**
 * How fast a doctrine means to go, in the doctrines' own words; the hook's {@link SystemHook.pace}
 * turns a pace into the system's movement rate code for the character now (his mount, his wounds):
 * - `still`: not moving (`RATE_STILL`, 0, in every system: the doctrines write it themselves);
 * - `crawl`: as low and slow as one can;
 * - `walk`: steadily (a man reloading, keeping his aim, or going back to his post);
 * - `evade`: fast but hard to hit (to cover under fire);
 * - `run`: fast on foot (a rider keeps his system's run);
 * - `dash`: the fastest the character can go (galloping if mounted), to flee or race to an objective.
 */
export const PACE_STILL = 0;
export const PACE_CRAWL = 1;
export const PACE_WALK = 2;
export const PACE_EVADE = 3;
export const PACE_RUN = 4;
export const PACE_DASH = 5;

/** Distance within which two characters may brawl: same or adjacent space (diagonal 1.414), spaces. */
export const BRAWL_REACH = 1.5;
/** The paces by name. */
export const Pace = { still: PACE_STILL, crawl: PACE_CRAWL, walk: PACE_WALK, evade: PACE_EVADE, run: PACE_RUN, dash: PACE_DASH } as const;
/** A pace code (see {@link Pace}). */
export type Pace = (typeof Pace)[keyof typeof Pace];

/**
 * A rule system's answers to the doctrines. Every method is allocation-free and writes only the
 * fields it names; `obs` and `out` are the engine's (see `SkirmishObservation`, `SkirmishIntent`).
 */
export interface SystemHook {
  /** The system's id (the registry's, e.g. `boothill`). */
  readonly id: string;
  /**
   * Rate words a scenario may give a doctrine's `rate` parameter, -> the system's rate code (the
   * system's scenario set-up resolves them; `validateAgentSpec` checks them).
   */
  readonly rateWords: Readonly<Record<string, number>>;
  /** The system's movement rate code (`SkirmishIntent.rate`) for `pace`, as the observer may ask it now. */
  pace(obs: SkirmishObservation, pace: Pace): number;
  /**
   * The rate for a move toward cell `dest` that `pace` would take him to: `pace`'s ({@link pace})
   * unless a slower one reaches it at less risk. Quick on the Draw: where the move's path meets
   * bad going (`obs.badGoingCells`), the half move where it reaches (REEL 3: faster than slowly
   * there is on reduced dice, and a 1 a fall; its RULINGS.md QR-221); BOOT HILL and Shootout!:
   * `pace`'s.
   */
  paceWithin(obs: SkirmishObservation, pace: Pace, dest: number): number;
  /**
   * A doctrine's `rate` parameter `rate` (the system's rate code, as the scenario set-up resolved
   * it) as the observer may ask it now, or `pace`'s rate when the parameter is absent (undefined
   * or NaN).
   */
  paceOr(obs: SkirmishObservation, rate: number | undefined, pace: Pace): number;
  /** True if moving at rate code `rate` is no faster than `pace` (e.g. to fire only standing or walking). */
  noFaster(rate: number, pace: Pace): boolean;
  /** With the fire action set: make it a quick shot, fast rather than well (not called for a normal shot). */
  quickShot(out: SkirmishIntent): void;
  /** Aim at character `target` this turn instead of firing (the next turn's shot gets the system's aim bonus). */
  aim(out: SkirmishIntent, target: number): void;
  /** Throw the weapon in hand at character `target`. */
  throwAt(out: SkirmishIntent, target: number): void;
  /** Close with character `target` (within reach) and fight him hand to hand this turn. */
  engage(out: SkirmishIntent, target: number): void;
  /**
   * Spaces within which {@link engage}, asked where he stands, reaches his man this turn: BOOT
   * HILL's and Shootout!'s `BRAWL_REACH` (the same or an adjacent space: their men walk into
   * contact first); Quick on the Draw's charge, the card's attack that moves him into contact (REEL
   * 5, WANTING TO MAKE AN ATTACK: "moving into close combat"), his move (`obs.moveAllowance`)
   * further.
   */
  chargeReach(obs: SkirmishObservation): number;
  /**
   * A round of close combat with `obs.brawlOpponent` (the doctrine has set `out.target`), the
   * system's sensible default: no random numbers.
   */
  closeCombat(obs: SkirmishObservation, out: SkirmishIntent): void;
  /**
   * A round of close combat mixing the system's blows at random: with a weapon in hand strike with
   * probability `strike`, otherwise grapple with probability `grapple`, else punch (the brawler;
   * holds and being held as in {@link closeCombat}).
   */
  closeCombatMixed(obs: SkirmishObservation, out: SkirmishIntent, rng: AgentRng, strike: number, grapple: number): void;
  /** Mounted: get off the mount where this move ends. */
  dismount(out: SkirmishIntent): void;
  /** On foot: go to the own mount standing riderless (`obs.horseCell`) and get on it. */
  mount(out: SkirmishIntent): void;
  /**
   * True if the system plays the Northfield module's riding double and slinging ("Each horse can
   * carry two bandits ... Slinging an unconscious man over a horse", MOVEMENT, Horses): BOOT HILL
   * does; under Quick on the Draw and Shootout! `sling` and `takeUp` write nothing (QR-97, SR-70),
   * so a doctrine must not wait on them.
   */
  readonly ridingDouble: boolean;
  /**
   * True if drawing a weapon is part of firing it, so that a man may fire a weapon he does not hold
   * in the same turn (BOOT HILL: the first shot numbers include the draw, RULINGS.md S13): a
   * doctrine that would draw a loaded firearm to shoot a target in its reach fires it instead
   * (doctrine-actions.ts `drawOrFire`, `weapon` = the one drawn). Under Quick on the Draw and
   * Shootout! drawing is an action of its own (their draw rules, a Draw!, SR-62): false.
   */
  readonly fireDrawing: boolean;
  /** On foot: sling the unconscious comrade `comrade` over the own mount (`target` = comrade). */
  sling(out: SkirmishIntent, comrade: number): void;
  /** Mounted: ride by the comrade `comrade` on foot and take him up behind (`target` = comrade). */
  takeUp(out: SkirmishIntent, comrade: number): void;
  /**
   * At `PHASE_MOVE`, after the doctrine planned its move: fall back to cover instead, when the
   * system's own policy calls for it (writes `moveTo`, `rate`, `face`; Quick on the Draw: a man
   * down to his last card, with the gunfighter's `fallBack` parameter, `./quickdraw.ts`
   * {@link fallBackCell}). A system with no such policy leaves `out` alone (BOOT HILL, Shootout!).
   */
  fallBack(obs: SkirmishObservation, out: SkirmishIntent): void;
  /**
   * How close (map spaces) a doctrine that closes on its target before firing weapon slot `w`
   * comes, given the band bound it asked (`bound`, spaces: `obs.bands[4 * w + band]`): where the
   * system's hit roll changes with the band (BOOT HILL, Shootout!) that bound; under Quick on the
   * Draw at least the weapon's effective range, since only that range and twice it change a roll
   * (RULINGS.md QR-2) and a man who moves fires hasty (QR-217). The rifleman asks it with a bound
   * of 0: off his post, he shoots where he stands at a target within it rather than walk back
   * (QR-219; none is within 0 under BOOT HILL and Shootout!, so he walks back there).
   */
  closeBound(obs: SkirmishObservation, w: number, bound: number): number;
  /**
   * The system's own choices on top of the doctrine's intent, called by `agentFor` after the
   * doctrine at every decision point (Quick on the Draw: hold, the type of shot, the defence, respond).
   * Reads only `obs` and what the doctrine wrote in `out`; random numbers only from `rng`;
   * allocation-free. A system with no such choices leaves `out` alone and draws nothing (BOOT HILL).
   */
  settle(obs: SkirmishObservation, out: SkirmishIntent, rng: AgentRng): void;
}
