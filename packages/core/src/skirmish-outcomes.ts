/**
 * Outcome counts of a scenario run, as the runner hands them to `stats` (`summarizeSkirmish`):
 * integer counts summed over all trials (never per-trial rows), merged from worker accumulators
 * in batch order.
 */
import type { ScenarioHistory } from './scenario/types.ts';

/**
 * End state of a character after a trial: the worst that happened to him. `escaped`: off the map
 * at the end with something of his side's objective (a scenario task done, e.g. a Coffeyville
 * raider's robbery; Northfield money), no casualty; `fled`: off the map at the end without it
 * (he ran, or rode out empty-handed), a casualty. Both are core's `STATUS_FLED` in the trial; core's
 * `SimWorld.objectiveHeld` tells them apart.
 */
export type SkirmishEndState = 'unhurt' | 'wounded' | 'escaped' | 'unconscious' | 'dead' | 'fled' | 'captured';
export const SKIRMISH_END_STATES: readonly SkirmishEndState[] = ['unhurt', 'wounded', 'escaped', 'unconscious', 'dead', 'fled', 'captured'];
/** What `escaped` means, as the terminal, the report and the README say it. */
export const ESCAPED_MEANING = "off the map at the end with something of his side's objective (a scenario task done, or Northfield money), no casualty; fled: off the map without it";
/** The end states that make a casualty (out of the fight and not away with his side's objective). */
export const CASUALTY_END_STATES: readonly SkirmishEndState[] = ['unconscious', 'dead', 'fled', 'captured'];

/** Counts for one side. */
export interface SideCounts {
  readonly name: string;
  /** Trials the side won. */
  readonly wins: number;
  /**
   * Casualties histogram: `casualties[k]` = trials in which exactly k of the side's characters
   * ended unconscious, dead, fled or captured (k = 0..side size): a man who escaped with his
   * side's objective is no casualty.
   */
  readonly casualties: readonly number[];
}

/** Counts for one character. */
export interface CharacterCounts {
  readonly name: string;
  readonly side: string;
  /** End state counts; they sum to `trials`. A wounded character who fled (or escaped) counts as fled (or escaped). */
  readonly endState: Readonly<Record<SkirmishEndState, number>>;
  /** Shots fired (thrown weapons included) and hits scored, over all trials. */
  readonly shots: number;
  readonly hits: number;
  /** Brawling rounds fought and strength points inflicted by brawling. */
  readonly brawlRounds: number;
  readonly brawlDamage: number;
}

/** Counts for one weapon type at one range band. */
export interface WeaponBandCounts {
  /** WEAPONS CHART row, e.g. `fastDrawRevolver`. */
  readonly weapon: string;
  /** Name as printed, e.g. `Fast Draw Revolver`. */
  readonly weaponName: string;
  /** `short` | `medium` | `long` | `extreme`. */
  readonly band: string;
  readonly shots: number;
  readonly hits: number;
  /** Wounds inflicted (a shotgun hit can wound several times, or not at all). */
  readonly wounds: number;
  /** Characters killed (status dead) by a wound from this weapon type at this band. */
  readonly kills: number;
}

/** Everything a scenario run counts. */
export interface SkirmishCounts {
  readonly trials: number;
  readonly maxTurns: number;
  /** Trials no side won (turn limit, or every side out at once). */
  readonly draws: number;
  readonly sides: readonly SideCounts[];
  readonly characters: readonly CharacterCounts[];
  /** Turns played: `turns[t - 1]` = trials that ended after turn t (t = 1..maxTurns). */
  readonly turns: readonly number[];
  /** Weapon and band cells with at least one shot, in weapon-chart then band order. */
  readonly weapons: readonly WeaponBandCounts[];
  /**
   * First shot: exchanges are firing phases in which characters of two or more sides fired.
   * `exchanges` counts those in which one character alone had the highest net speed;
   * `fastestStanding` counts those in which that character was still up at the end of the phase.
   */
  readonly firstShot: { readonly exchanges: number; readonly fastestStanding: number };
  /** Random numbers drawn, over all trials. */
  readonly randomDraws: number;
  /** The Northfield module's counts, when the scenario plays it (the `northfield` special rule). */
  readonly northfield?: NorthfieldCounts;
  /**
   * The rule system's own counted outcomes (e.g. Quick on the Draw's courage tests, cards lost),
   * one titled table each, in the order the system lists them. Stats, the CLI and the report
   * summarise, print and chart every section without naming any. Absent (not an empty list) when
   * the system counts none, so that the results JSON gains no key.
   */
  readonly sections?: readonly CountSection[];
}

/**
 * A rule system's own counted outcomes: one titled table of counts (e.g. Quick on the Draw's
 * courage tests). A system fills these in its `counts` (scenario or duel) from its accumulator;
 * `@deadeye/stats` turns each row into a rate with a Wilson interval (`proportion`) or a mean
 * (`mean`), and the CLI and the report show every section as a table and a chart.
 */
export interface CountSection {
  /** Stable id, e.g. `quickdraw.courage` (unique within one counts object; also the chart's file name). */
  readonly id: string;
  /** Title as shown, e.g. `Courage tests`. */
  readonly title: string;
  /** What is counted and where the rule comes from (seed file and section). */
  readonly description: string;
  /** `proportion`: each row's count out of `of` (a rate with a Wilson interval); `mean`: count / of as an average per `of` (e.g. cards lost per trial), no interval. */
  readonly kind: 'proportion' | 'mean';
  readonly rows: readonly CountRow[];
}

/** One row of a {@link CountSection}. */
export interface CountRow {
  /** Row label, e.g. `fall back and take cover (2-4)`. */
  readonly label: string;
  /** Optional group (e.g. the character's name), rows of a group are shown together. */
  readonly group?: string;
  /** The count, and what it is out of (trials, tests taken...). Both whole numbers >= 0; for `proportion`, `count <= of`. */
  readonly count: number;
  readonly of: number;
}

/**
 * What the Northfield module counts ("Shootout in Northfield", ROBBING THE BANK, REINFORCEMENTS,
 * VICTORY CONDITIONS). Money is counted in whole $1,000s (every sum of the module is one).
 */
export interface NorthfieldCounts {
  /** Index of the gang's side. */
  readonly gangSide: number;
  /** `gangMoney[k]`: trials in which the gang rode out with $k,000 (k = 0..48). */
  readonly gangMoney: readonly number[];
  /** `townMoney[k]`: trials in which the town's rewards for outlaws captured or killed came to $k,000. */
  readonly townMoney: readonly number[];
  /** `discoveredTurn[t]`: trials in which the robbery was discovered on turn t (t = 0: never). */
  readonly discoveredTurn: readonly number[];
  /** `reinforcements[k]`: trials in which k citizens arrived as reinforcements. */
  readonly reinforcements: readonly number[];
  /** Trials in which the gang was recognized. */
  readonly recognized: number;
  /** Trials in which the gang got the vault's money, and in which it got at least one cash reserve. */
  readonly vaultLooted: number;
  readonly reserveFound: number;
}

/** What a run adds to the counts in the results JSON (as DuelRunInfo for the duel). */
export interface SkirmishRunInfo {
  /** Scenario id (file base name) and display name. */
  readonly scenario: string;
  readonly scenarioName: string;
  readonly system: string;
  readonly variant: string;
  readonly seed: string;
  readonly trials: number;
  readonly threads: number;
  readonly maxTurns: number;
  readonly elapsedMs: number;
  readonly trialsPerSecond: number;
  readonly version: string;
  /**
   * The scenario's historical record (`Scenario.history`), when it refights a real fight: the
   * summary then sets the simulated outcomes beside it (`SkirmishSummary.history`). Absent: no record.
   */
  readonly history?: ScenarioHistory;
}
