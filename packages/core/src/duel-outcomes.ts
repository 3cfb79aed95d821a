/**
 * Outcome counts of a standing duel, as the runner hands them to `stats`: integer counts summed
 * over all trials at one range (never per-trial rows). Produced by merging worker accumulators in
 * batch order; consumed by `@deadeye/stats` (`summarizeDuel`).
 */
import type { CountSection } from './skirmish-outcomes.ts';

/** End state of one duelist after a trial. */
export type EndState = 'unhurt' | 'wounded' | 'unconscious' | 'dead';
export const END_STATES: readonly EndState[] = ['unhurt', 'wounded', 'unconscious', 'dead'];

/** Counts for one duelist over all trials at one range. */
export interface DuelistCounts {
  /** Display name, e.g. `Doc Holliday`. */
  readonly name: string;
  /** Weapon code held, e.g. `FDR6`. */
  readonly weapon: string;
  /** Range band of that weapon at this range: `short` | `medium` | `long` | `extreme`. */
  readonly band: string;
  /**
   * The duelist in his system's terms, one line, e.g. `Hero, brave; quick-draw, marksman; Cartridge
   * revolver`. Optional: BOOT HILL gives `firstShotBase`, `bac` and `str` instead.
   */
  readonly profile?: string;
  /** First shot base (BASP + weapon speed modifier). BOOT HILL's; absent for other systems. */
  readonly firstShotBase?: number;
  /** Basic accuracy (hit determination base, percent). BOOT HILL's; absent for other systems. */
  readonly bac?: number;
  /** Strength points. BOOT HILL's; absent for other systems. */
  readonly str?: number;
  /** Trials won (the other out, this one still up). */
  readonly wins: number;
  /** Trials in which this duelist alone had the higher net speed in turn 1. */
  readonly firedFirst: number;
  /** Trials both fired first (as above) and won. */
  readonly winsWhenFiredFirst: number;
  /** Shots fired and hits scored, all turns. */
  readonly shots: number;
  readonly hits: number;
  /** End state counts of the duelists who stayed in the fight; with `left`'s, they sum to `trials`. */
  readonly endState: Readonly<Record<EndState, number>>;
  /**
   * Trials in which this duelist left the fight, whatever his wounds: `fled` (off the street) or
   * `captured` (he surrendered). Not in `endState`. Quick on the Draw's, whose duelist may break
   * on a courage test's 1 and flee, or surrender when he cannot get away (quick-on-the-draw.md,
   * REEL 3 COURAGE TEST; its RULINGS.md QR-21); absent where duelists stand to the end (BOOT
   * HILL's and Shootout!'s standing duels).
   */
  readonly left?: Readonly<Record<'fled' | 'captured', number>>;
  /**
   * Wounds received, by BOOT HILL's wound chart location (keys in chart order) and by severity.
   * BOOT HILL's; absent for other systems (their own outcomes go in `DuelRangeCounts.sections`).
   */
  readonly woundsByLocation?: Readonly<Record<string, number>>;
  readonly woundsBySeverity?: Readonly<Record<'light' | 'serious' | 'mortal', number>>;
}

/** Exact outcome probabilities of a standing duel (absorbing Markov chain, finite horizon). */
export interface ExactDuelResult {
  readonly aWins: number;
  readonly bWins: number;
  readonly bothDown: number;
  readonly draw: number;
  readonly aDead: number;
  readonly aUnconscious: number;
  readonly bDead: number;
  readonly bUnconscious: number;
  /** Mean turns played (a draw counts `maxTurns`). */
  readonly meanTurns: number;
  /** P(duel ends in turn t), index t-1, t = 1..maxTurns (draws excluded). */
  readonly turnDistribution: readonly number[];
}

/** Everything counted at one range. */
export interface DuelRangeCounts {
  /** Range in spaces (1 space = 6 feet). */
  readonly range: number;
  readonly trials: number;
  readonly maxTurns: number;
  readonly aWins: number;
  readonly bWins: number;
  readonly bothDown: number;
  readonly draw: number;
  /** Trials whose turn-1 net speeds were equal (simultaneous first fire). */
  readonly simultaneousFirst: number;
  /** `turnsHistogram[t-1]` = trials that ended (someone out) in turn t, t = 1..maxTurns. Draws are not in it. */
  readonly turnsHistogram: readonly number[];
  /** Random numbers drawn from the seeded streams, all trials. */
  readonly randomDraws: number;
  readonly a: DuelistCounts;
  readonly b: DuelistCounts;
  /** Present when exact mode was asked for. */
  readonly exact?: ExactDuelResult;
  /** The rule system's own counted outcomes at this range (see `CountSection`); absent when it counts none. */
  readonly sections?: readonly CountSection[];
}

/** Facts about the run that every output states. */
export interface DuelRunInfo {
  /** Rule system id (registry), e.g. `boothill`. */
  readonly system: string;
  /** Rules variant, e.g. `screen` (default) or `rulebook`. */
  readonly variant: string;
  /** Seed as the user gave it. */
  readonly seed: string;
  /** Trials per range. */
  readonly trials: number;
  /** Worker threads used (results do not depend on it). */
  readonly threads: number;
  /** Turn limit; a duel unresolved after it is a draw (turns). */
  readonly maxTurns: number;
  /** Wall-clock time of the run, pool start-up included (milliseconds). */
  readonly elapsedMs: number;
  /** Throughput (trials per second, all ranges). */
  readonly trialsPerSecond: number;
  /** Deadeye version (root package.json). */
  readonly version: string;
}
