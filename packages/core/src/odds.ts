/**
 * Single-shot odds (`deadeye odds`): the exact probabilities of one attack's outcomes under a rule
 * system, computed from its tables with no simulation (as icepool or AnyDice would), and a Monte
 * Carlo estimate of the same attack through the system's own engine code, which the tests set
 * against the exact figures. The attack is duelist A's on duelist B at the range of a compiled duel
 * matchup (`CompiledDuel`; range in map spaces, 1 space = {@link FEET_PER_SPACE} feet), B
 * unhurt before it.
 */
import type { Stream } from '@deadeye/rng';

/** One outcome of a single attack (an entry of {@link AttackOdds.outcomes}). */
export interface AttackOutcome {
  /** In the system's words, e.g. `miss`, `near miss`, `graze`, `1 hit`, `serious wound`, `2 unsaved hits`. */
  readonly outcome: string;
  /** Probability, 0..1. */
  readonly probability: number;
  /** True when this outcome puts the (unhurt) target out of action: dead, unconscious or otherwise out of the fight, as the system has it. */
  readonly outOfAction: boolean;
}

/** A distribution of a hit's finer results (e.g. BOOT HILL's wound location), rows summing to 1 given a hit. */
export interface OddsDetail {
  readonly title: string;
  readonly rows: readonly { readonly label: string; readonly probability: number }[];
}

/** The distribution of one attack's outcomes, exact ({@link OddsSupport.exact}) or estimated ({@link OddsSupport.simulate}). */
export interface AttackOdds {
  /** The attack in words: the shot type or attack form, the weapon, the modifiers that apply (one line). */
  readonly attack: string;
  /** Probability that the attack hits: any outcome but a plain miss (0..1). */
  readonly hit: number;
  /** Probability that it puts the unhurt target out of action: the sum of the outcomes marked `outOfAction` (0..1). */
  readonly outOfAction: number;
  /** Mutually exclusive and exhaustive outcomes (a miss included): probabilities sum to 1. */
  readonly outcomes: readonly AttackOutcome[];
  /** Finer breakdowns of a hit, each summing to 1 given a hit; empty when the system has none. */
  readonly details: readonly OddsDetail[];
}

/** What `deadeye odds --compare --weapon KIND` plays under a system: a typical shooter and target, as duel words. */
export interface TypicalAttack {
  /** Duelist words (a roster name or a stat line in the system's terms) of the shooter and the target. */
  readonly a: string;
  readonly b: string;
  /** The shooter's weapon (the system's code); undefined: the shooter's first weapon. */
  readonly weaponA?: string | undefined;
  /** The farthest range the weapon reaches, map spaces. */
  readonly maxRange: number;
}

/** A rule system's single-shot odds. */
/** `M`: the system's compiled duel matchup (`CompiledDuel` of rule-system.ts, not imported here: that module imports this one). */
export interface OddsSupport<M> {
  /** The shot types or attack forms `--shot` takes, the first the default (e.g. Quick on the Draw: deliberate, aimed, hasty...). */
  readonly shots: readonly { readonly name: string; readonly description: string }[];
  /** The weapon kinds {@link OddsSupport.typical} knows: at least `revolver`, and `rifle` and `shotgun` when the system has them. */
  readonly kinds: readonly string[];
  /**
   * The exact odds of one attack by `matchup`'s duelist A on duelist B at its range, from the tables.
   * @throws Error naming `--shot` and the known shots for an unknown shot; naming `--range` when the weapon cannot reach
   */
  exact(matchup: M, shot: string): AttackOdds;
  /**
   * The same attack played `trials` times through the system's own engine code, drawing from `stream`: the
   * estimated outcome shares (same outcome names and order as {@link OddsSupport.exact}).
   */
  simulate(matchup: M, shot: string, stream: Stream, trials: number): AttackOdds;
  /**
   * A typical shooter with a weapon of `kind` and a typical target.
   * @throws Error naming `--weapon` and the known kinds for an unknown kind
   */
  typical(kind: string): TypicalAttack;
}
