/**
 * The results of a scenario (skirmish) run, summarised from the runner's integer counts
 * (`SkirmishCounts`, never per-trial rows) into the public results JSON (`SkirmishSummary`) that
 * the CLI writes with `--json` and that `@deadeye/report` draws.
 *
 * Units and conventions:
 * - every rate is a FRACTION in 0..1 (never percent), unrounded, with a Wilson score interval
 *   `[low, high]` (also fractions) at the summary's `confidence` level (default 0.95);
 * - turns are the rule system's turns (`system`; BOOT HILL: about ten seconds of game time each,
 *   rulebook: "each turn is considered as approximately ten seconds of time"); the summary does not
 *   carry their wording: texts and reports take it from the registry's `turn` (`TurnUnit`, sections.ts);
 * - counts (`count`, `wins`, `shots`, `hits`, histograms...) are totals over all trials;
 *   `mean*` fields are per trial;
 * - `history` (when the scenario has a historical record) sets the record beside the simulated
 *   rates: "simulated" fields are fractions of trials, "recorded" fields are the record's values;
 * - `sections` (when the rule system counts outcomes of its own, `SkirmishCounts.sections`): each
 *   section's rows with `rate = count / of` and, for proportions, its Wilson interval (sections.ts).
 */
import type { HistoryFact, HouseRuleSummary, NoWinnerMeaning, ScenarioHistory, SkirmishCounts, SkirmishEndState, SkirmishRunInfo } from '@deadeye/core';
import { SKIRMISH_END_STATES } from '@deadeye/core';
import { checkCount, sum } from './duel-summary.ts';
import { wilson, zForConfidence, type Interval } from './intervals.ts';
import { summarizeSections, type CountSectionSummary } from './sections.ts';

/** A count of trials with its rate (`count / trials`, fraction 0..1) and Wilson interval (fractions). */

/**
 * What a hit rate's interval is worth, for the terminal and the report beside it: shots are
 * several a trial and not independent (one trial's share the range and the cover), while the Wilson
 * interval takes them to be. Measured by an audit (2026-12-07): over 18 seeds of 2,000 street
 * fights the Town Marshal's hit rate varied 1.45 times as much as his interval implies (the
 * Sheriff's and Frank Stilwell's as it implies).
 */
export const PER_SHOT_INTERVAL_NOTE =
  "hit rates count shots, several a trial, which their intervals take as independent and one trial's are not (the same range, the same cover): a rough guide, too narrow for some characters";
export interface RateCell {
  readonly count: number;
  readonly rate: number;
  readonly ci: Interval;
}

/** A rate that is undefined when its denominator is 0: then `rate` and `ci` are both `null`. */
export interface OptionalRate {
  /** Fraction 0..1, or `null` when the denominator (e.g. shots fired) is 0. */
  readonly rate: number | null;
  /** Wilson interval `[low, high]` of `rate` (fractions), or `null` with it. */
  readonly ci: Interval | null;
}

/** Casualties of one side per trial. */
export interface CasualtiesSummary {
  /** Mean characters of the side out (unconscious, dead, fled or captured) per trial (characters). */
  readonly mean: number;
  /**
   * `histogram[k]` = trials in which exactly k of the side's characters were out, k = 0..side size
   * (counts of trials; padded with 0 up to the side size; they sum to `trials`).
   */
  readonly histogram: readonly number[];
}

/** One side's results. */
export interface SkirmishSideSummary {
  readonly name: string;
  /** Trials the side won (count). */
  readonly wins: number;
  /** `wins / trials` (fraction 0..1). */
  readonly winRate: number;
  /** Wilson interval of `winRate` `[low, high]` (fractions). */
  readonly winRateCI: Interval;
  readonly casualties: CasualtiesSummary;
}

/** One character's results. The seven end-state cells are shares of trials; their rates sum to 1. `escaped`: off the map at the end with something of his side's objective (core's `SkirmishEndState`), no casualty. */
export interface SkirmishCharacterSummary {
  readonly name: string;
  /** Name of the character's side. */
  readonly side: string;
  readonly unhurt: RateCell;
  readonly wounded: RateCell;
  readonly escaped: RateCell;
  readonly unconscious: RateCell;
  readonly dead: RateCell;
  readonly fled: RateCell;
  readonly captured: RateCell;
  /** Mean shots fired per trial (`shots / trials`, thrown weapons included). */
  readonly meanShots: number;
  /** Shots fired and hits scored, over all trials (counts). */
  readonly shots: number;
  readonly hits: number;
  /** Hits per shot fired (`hits / shots`); `null` rate and interval when no shots were fired. The Wilson interval takes the shots as independent ({@link PER_SHOT_INTERVAL_NOTE}). */
  readonly hitRate: OptionalRate;
  /** Brawling rounds fought and strength points inflicted by brawling, over all trials (counts). */
  readonly brawlRounds: number;
  readonly brawlDamage: number;
}

/** How long the trials lasted. */
export interface TurnsSummary {
  /** Mean turns played per trial (the system's turns; BOOT HILL: about 10 s each); a trial stopped by the turn limit counts `maxTurns`. */
  readonly mean: number;
  /** `histogram[t - 1]` = trials that ended after turn t, t = 1..maxTurns (counts; always `maxTurns` entries, summing to `trials`). */
  readonly histogram: readonly number[];
}

/** One weapon type at one range band (only cells with at least one shot are listed). */
export interface SkirmishWeaponSummary {
  /** WEAPONS CHART row key, e.g. `fastDrawRevolver`. */
  readonly weapon: string;
  /** Name as printed, e.g. `Fast Draw Revolver`. */
  readonly weaponName: string;
  /** `short` | `medium` | `long` | `extreme`. */
  readonly band: string;
  /** Shots fired, hits scored, wounds inflicted and characters killed, over all trials (counts). */
  readonly shots: number;
  readonly hits: number;
  /** Hits per shot (`hits / shots`, fraction) with its Wilson interval; `null` when no shots. */
  readonly hitRate: OptionalRate;
  readonly wounds: number;
  /** Wounds inflicted per shot fired (`wounds / shots`; may exceed 1 with shotguns); `null` when no shots. */
  readonly woundsPerShot: number | null;
  readonly kills: number;
  /** Characters killed per shot fired (`kills / shots`, fraction); `null` when no shots. */
  readonly killsPerShot: number | null;
}

/**
 * First shot: of the firing phases in which characters of two or more sides fired and one
 * character alone had the highest net speed (`exchanges`), those in which that character was
 * still up at the end of the phase (`fastestStanding`). `rate = fastestStanding / exchanges`
 * (fraction) with its Wilson interval; both `null` when there were no such exchanges.
 */
export interface FirstShotSummary extends OptionalRate {
  readonly exchanges: number;
  readonly fastestStanding: number;
}

/** The record's winner beside the simulation. */
export interface HistoryWinnerSummary {
  /** The side that won the real fight. */
  readonly side: string;
  /** Fraction of trials that side won (0..1): its `winRate` in `sides`. */
  readonly simulatedRate: number;
  /** Wilson interval of `simulatedRate` `[low, high]` (fractions): its `winRateCI`. */
  readonly ci: Interval;
  /** Trials that side won (count): its `wins`. Set by `assessHistory` (history-check.ts). */
  readonly count?: number;
  /** Whether any trial produced the record (`count > 0`). Set by `assessHistory`. */
  readonly produced?: boolean;
}

/** One character's recorded fate beside the simulation. */
export interface HistoryFateSummary {
  /** Character name, as in `characters`. */
  readonly character: string;
  /** What became of him in the real fight (one of the end states). */
  readonly recorded: SkirmishEndState;
  /** Fraction of trials in which he ended with the recorded fate (0..1): `characters[i][recorded].rate`. */
  readonly simulatedRate: number;
  /** Wilson interval of `simulatedRate` `[low, high]` (fractions): `characters[i][recorded].ci`. */
  readonly ci: Interval;
  /** Trials in which he ended with the recorded fate (count): `characters[i][recorded].count`. Set by `assessHistory`. */
  readonly count?: number;
  /** Whether any trial produced the record (`count > 0`). Set by `assessHistory`. */
  readonly produced?: boolean;
}

/**
 * The simulated outcome a record's "no side won" is set beside:
 * - `undecided`: no side won and more than one side still had someone up (the turn limit came
 *   first): the match for `stopped`, `backed-down` and `walked-away`;
 * - `all-out`: every side out of action at once: the match for `all-down`;
 * - `no-side-won`: the two together (the draws), when the run's counts cannot tell them apart
 *   (more than two sides, a victory condition besides the last side standing, or Northfield's
 *   victory by money).
 */
export type NoWinnerOutcome = 'undecided' | 'all-out' | 'no-side-won';

/** A record's "no side won" beside the matching simulated outcome. */
export interface HistoryNoWinnerSummary {
  /** What the record's `winner: null` means (`history.noWinner` in the scenario file). */
  readonly meaning: NoWinnerMeaning;
  /** The meaning in words, e.g. `the fight was stopped before either side won`. */
  readonly meaningText: string;
  /** The simulated outcome it is set beside. */
  readonly outcome: NoWinnerOutcome;
  /** That outcome in words, e.g. `no side won, both sides still standing at the turn limit`. */
  readonly outcomeText: string;
  /** Trials that ended with that outcome (count). */
  readonly count: number;
  /** `count / trials` (fraction 0..1). */
  readonly rate: number;
  /** Wilson interval of `rate` `[low, high]` (fractions). */
  readonly ci: Interval;
  /** Whether any trial ended so (`count > 0`). */
  readonly produced: boolean;
}

/** The recorded length of the real fight beside the simulated one (the system's turns; BOOT HILL: about 10 s each). */
export interface HistoryTurnsSummary {
  /** Turns the real fight lasted (> 0; may be fractional, e.g. 2.5 for about 25 seconds). */
  readonly recorded: number;
  /** Mean turns played per trial (`turns.mean`; a trial stopped by the turn limit counts `maxTurns`). */
  readonly simulatedMean: number;
  /**
   * Fraction of trials that lasted no longer than the record (0..1): trials that ended after a turn
   * t <= `recorded`. 1 when `recorded >= maxTurns`, since no trial outlasts the turn limit.
   */
  readonly atMostRecorded: number;
  /** Wilson interval of `atMostRecorded` `[low, high]` (fractions). */
  readonly atMostRecordedCI: Interval;
  /**
   * Whether `atMostRecorded` says anything: the system's turn is a BOOT HILL turn's length (about
   * 10 seconds, the record's unit) and the record is shorter than the turn limit. Set by `assessHistory`.
   */
  readonly comparable?: boolean;
  /** Why not, when not `comparable` (a phrase: other units, beyond or at the turn limit). Set by `assessHistory`. */
  readonly notComparable?: string;
  /**
   * The record is longer than the turn limit (in the same unit): no trial can last so long, and
   * `atMostRecorded` is 1 by construction. Set by `assessHistory`.
   */
  readonly unreachable?: boolean;
}

/**
 * The historical record of the fight the scenario refights, with the simulated rate of each
 * recorded outcome. Only what the record gives appears: no `winner` when it does not name one
 * (`null` when it says no side won; the simulated share of such trials is `draws`), no `turns`
 * when it does not give the fight's length, one `fates` entry per character whose fate it gives.
 *
 * `summarizeSkirmish` fills the fields without a "Set by `assessHistory`" note; `assessHistory`
 * (history-check.ts) adds the others: whether the run produced each recorded outcome at all, what a
 * `null` winner means beside its matching outcome, whether the recorded length is comparable, the
 * record's notes and the list of recorded outcomes outside the model. `deadeye run`, `compare` and
 * `library` write summaries with both; the golden files hold `summarizeSkirmish`'s alone.
 *
 * The share of trials in which every recorded fate came out as recorded is not given: the runner
 * counts each character's end states over all trials, not which fates occurred together in a trial.
 */
export interface SkirmishHistorySummary {
  /** Where the record comes from (books, articles, the seed file and section). */
  readonly source: string;
  /** When the fight happened (text), when recorded. */
  readonly date?: string;
  /** What happened, a sentence or two, when recorded. */
  readonly summary?: string;
  /** The recorded winner and its simulated win rate; `null`: the record says no side won; absent: not recorded. */
  readonly winner?: HistoryWinnerSummary | null;
  /**
   * With `winner: null`, what the record means by it and the matching simulated outcome (count,
   * share, interval). Set by `assessHistory` (history-check.ts).
   */
  readonly noWinner?: HistoryNoWinnerSummary;
  /** One entry per character whose fate is recorded, in `characters` order. */
  readonly fates: readonly HistoryFateSummary[];
  /** The fight's recorded length beside the simulated one, when recorded. */
  readonly turns?: HistoryTurnsSummary;
  /** Other figures of the record, as given (the simulation does not produce them). */
  readonly facts: readonly HistoryFact[];
  /** The record's notes on itself beside the model (`history.notes`), when it has any. Set by `assessHistory`. */
  readonly notes?: readonly string[];
  /**
   * Each recorded outcome outside what the run produced, as a phrase (`George Cubine: dead`,
   * `winner: Earps`, `length: 72 turns, longer than the turn limit of 60`); empty: the whole record
   * lies inside it. Set by `assessHistory`.
   */
  readonly outsideModel?: readonly string[];
}

/**
 * The results JSON of a scenario run (public contract, written by the CLI with `--json`). The
 * top-level fields appear in the order of {@link SKIRMISH_SUMMARY_FIELDS}; `history` only when the
 * run's scenario has a historical record.
 */
export interface SkirmishSummary {
  /**
   * The house rules the run was played with (`--house-rule`), each with its changes (path,
   * original value, new value, note); absent when none (the JSON is then as without the feature).
   */
  readonly houseRules?: readonly HouseRuleSummary[];
  /** Scenario id (file base name). */
  readonly scenario: string;
  /** Scenario display name. */
  readonly scenarioName: string;
  /** Rule system id, e.g. `boothill`. */
  readonly system: string;
  /** Rules variant, e.g. `screen`. */
  readonly variant: string;
  readonly seed: string;
  /** Trials run. */
  readonly trials: number;
  /** Worker threads used (never changes a result). */
  readonly threads: number;
  /** Wall-clock time of the run (milliseconds). */
  readonly elapsedMs: number;
  /** Trials per second of wall-clock time. */
  readonly trialsPerSecond: number;
  /** Deadeye version. */
  readonly version: string;
  /** Turn limit of a trial (the system's turns; BOOT HILL: about 10 s each). */
  readonly maxTurns: number;
  /** Confidence level of every interval (fraction, e.g. 0.95). */
  readonly confidence: number;
  /** Trials no side won (turn limit, or every side out at once). */
  readonly draws: RateCell;
  /** One entry per side, in scenario order. Win rates and the draw rate sum to 1. */
  readonly sides: readonly SkirmishSideSummary[];
  /** One entry per character, in scenario order. */
  readonly characters: readonly SkirmishCharacterSummary[];
  readonly turns: TurnsSummary;
  /** Weapon and band cells with at least one shot, in weapon-chart then band order. */
  readonly weapons: readonly SkirmishWeaponSummary[];
  readonly firstShot: FirstShotSummary;
  /** Random numbers drawn, over all trials (count). */
  readonly randomDraws: number;
  /** The historical record beside the simulated outcomes, when the scenario has one (`SkirmishRunInfo.history`). */
  readonly history?: SkirmishHistorySummary;
  /** The Northfield module's outcomes, when the scenario plays it (the `northfield` special rule). */
  readonly northfield?: NorthfieldSummary;
  /**
   * The rule system's own counted outcomes (`SkirmishCounts.sections`), each row with its rate
   * (and Wilson interval for proportions) at `confidence`; absent when the counts have none.
   */
  readonly sections?: readonly CountSectionSummary[];
}

/** A money distribution in dollars: mean, and `histogram[k]` = trials with $k,000. */
export interface MoneySummary {
  readonly mean: number;
  readonly histogram: readonly number[];
}

/**
 * The Northfield module's outcomes ("Shootout in Northfield", VICTORY CONDITIONS: the side with
 * more money wins; ROBBING THE BANK; REINFORCEMENTS).
 */
export interface NorthfieldSummary {
  /** The gang's side name and the share of trials it won on money, with a Wilson interval. */
  readonly gangVictory: RateCell;
  /** Money each side ended with, dollars (the gang: loot carried out by those who rode out; the town: rewards). */
  readonly gangMoney: MoneySummary;
  readonly townMoney: MoneySummary;
  /** Trials in which the gang rode out with any money. */
  readonly gangGotMoney: RateCell;
  /** Trials in which the vault was looted; in which at least one cash reserve was taken. */
  readonly vaultLooted: RateCell;
  readonly reserveFound: RateCell;
  /** Turn the robbery was discovered: mean over trials in which it was, histogram (index 0: never). */
  readonly discoveredTurn: { readonly mean: number | null; readonly never: RateCell; readonly histogram: readonly number[] };
  /** The gang recognized (on the discovery turn). */
  readonly recognized: RateCell;
  /** Citizens who arrived as reinforcements: mean, histogram. */
  readonly reinforcements: { readonly mean: number; readonly histogram: readonly number[] };
}

/** The top-level fields of {@link SkirmishSummary}, in JSON order (`history` only when there is a record). */
export const SKIRMISH_SUMMARY_FIELDS = [
  'scenario', 'scenarioName', 'system', 'variant', 'seed', 'trials', 'threads', 'elapsedMs', 'trialsPerSecond', 'version',
  'maxTurns', 'confidence', 'draws', 'sides', 'characters', 'turns', 'weapons', 'firstShot', 'randomDraws', 'history', 'northfield', 'sections',
] as const satisfies readonly (keyof SkirmishSummary)[];

const ANY = Number.MAX_SAFE_INTEGER;

function rateCell(count: number, trials: number, confidence: number): RateCell {
  return { count, rate: count / trials, ci: wilson(count, trials, confidence) };
}

function optionalRate(successes: number, n: number, confidence: number): OptionalRate {
  return n > 0 ? { rate: successes / n, ci: wilson(successes, n, confidence) } : { rate: null, ci: null };
}

/**
 * The `history` section: the record's outcomes with the simulated rates and intervals the summary
 * already holds (win rates, end-state cells), and the share of trials no longer than the record.
 * @throws RangeError when the record names a winner that is not a side, a character that is not
 *   (exactly once) in `characters`, a fate that is not an end state, or turns that are not > 0
 */
function historySummary(
  history: ScenarioHistory,
  sides: readonly SkirmishSideSummary[],
  characters: readonly SkirmishCharacterSummary[],
  turns: TurnsSummary,
  trials: number,
  confidence: number,
): SkirmishHistorySummary {
  let winner: HistoryWinnerSummary | null | undefined;
  if (history.winner === null) winner = null;
  else if (history.winner !== undefined) {
    const side = sides.find((x) => x.name === history.winner);
    if (side === undefined) throw new RangeError(`history.winner: ${history.winner} is not one of the sides (${sides.map((x) => x.name).join(', ')})`);
    winner = { side: side.name, simulatedRate: side.winRate, ci: side.winRateCI };
  }

  const names = characters.map((c) => c.name);
  for (const [name, fate] of Object.entries(history.fates)) {
    const matches = names.filter((n) => n === name).length;
    if (matches !== 1) {
      throw new RangeError(`history.fates: ${name} ${matches === 0 ? 'is not one of the characters' : `names ${matches} characters; it must name one`} (${names.join(', ')})`);
    }
    if (!(SKIRMISH_END_STATES as readonly string[]).includes(fate)) {
      throw new RangeError(`history.fates.${name}: ${String(fate)} is not one of the end states (${SKIRMISH_END_STATES.join(', ')})`);
    }
  }
  const fates = characters.flatMap((c): HistoryFateSummary[] => {
    const recorded = Object.hasOwn(history.fates, c.name) ? history.fates[c.name] : undefined;
    return recorded === undefined ? [] : [{ character: c.name, recorded, simulatedRate: c[recorded].rate, ci: c[recorded].ci }];
  });

  let length: HistoryTurnsSummary | undefined;
  if (history.turns !== undefined) {
    const recorded = history.turns;
    if (!(Number.isFinite(recorded) && recorded > 0)) throw new RangeError(`history.turns: must be a number of turns > 0, got ${recorded}`);
    const atMost = sum(turns.histogram.slice(0, Math.floor(recorded)));
    length = { recorded, simulatedMean: turns.mean, atMostRecorded: atMost / trials, atMostRecordedCI: wilson(atMost, trials, confidence) };
  }

  return {
    source: history.source,
    ...(history.date === undefined ? {} : { date: history.date }),
    ...(history.summary === undefined ? {} : { summary: history.summary }),
    ...(winner === undefined ? {} : { winner }),
    fates,
    ...(length === undefined ? {} : { turns: length }),
    facts: history.facts.map((f) => ({ fact: f.fact, value: f.value })),
  };
}

/**
 * The end states a table or chart of `characters` shows, in {@link SKIRMISH_END_STATES} order:
 * every one, but `escaped` only when some character escaped (a scenario with no objective to
 * take away never shows an empty column of it), and none of `absent`: the end states the run's
 * rule system cannot produce (its `terms.absentEndStates`, e.g. Shootout!'s `unconscious`).
 */
export function shownEndStates(characters: readonly SkirmishCharacterSummary[], absent: readonly SkirmishEndState[] = []): SkirmishEndState[] {
  return endStatesShown(characters.some((c) => c.escaped.count > 0)).filter((e) => !absent.includes(e));
}

/** The end states shown, in {@link SKIRMISH_END_STATES} order: every one, `escaped` only when `escaped` (someone escaped in the runs shown). */
export function endStatesShown(escaped: boolean): SkirmishEndState[] {
  return SKIRMISH_END_STATES.filter((e) => e !== 'escaped' || escaped);
}

/**
 * Builds the results JSON of a scenario run from the runner's counts.
 *
 * Rates are counts divided by their denominators, unrounded: end states, wins and draws by
 * `trials`; hit rates by shots; the first-shot rate by exchanges. Intervals are Wilson at
 * `confidence`. `turns.mean = sum over t of t * turns[t-1] / trials`;
 * `casualties.mean = sum over k of k * casualties[k] / trials`.
 *
 * When `info.history` holds the scenario's historical record, the summary ends with a `history`
 * section ({@link SkirmishHistorySummary}): the recorded winner with its side's win rate, each
 * recorded fate with the share of trials in which that character ended so (the end-state cell and
 * its interval), the recorded length with the mean turns and the share of trials no longer than it
 * (`sum of turns[t-1] for t <= recorded, / trials`, Wilson interval), and the other facts as given.
 * Without a record there is no `history` field.
 *
 * When the counts carry the rule system's own `sections`, the summary ends with them, summarised by
 * `summarizeSections` (sections.ts); without them there is no `sections` field.
 *
 * @param info facts about the run (scenario, seed, trials, threads, variant, timing, ...)
 * @param counts the merged counts of all trials
 * @param confidence two-sided confidence level of every interval (fraction in (0, 1), default 0.95)
 * @throws RangeError when `confidence` is not in (0, 1), or the counts are inconsistent: trials or
 *   maxTurns differ from `info`; a count is negative or not an integer; side names repeat or a
 *   character's side is not listed; a character's end states do not sum to trials; hits exceed shots;
 *   kills exceed wounds; fastestStanding exceeds exchanges; side wins plus draws, a casualties
 *   histogram or the turns histogram do not sum to trials; a histogram is longer than its side
 *   size + 1 (casualties) or maxTurns (turns); or a side's casualties (sum of k * casualties[k])
 *   differ from its characters' unconscious + dead + fled + captured counts; or the history names a
 *   winner that is not a side, a character that is not exactly one of the characters, a fate that is
 *   not an end state, or turns that are not > 0
 */
export function summarizeSkirmish(info: SkirmishRunInfo, counts: SkirmishCounts, confidence = 0.95): SkirmishSummary {
  zForConfidence(confidence);
  const { trials, maxTurns } = counts;
  if (!Number.isInteger(trials) || trials < 1) throw new RangeError(`scenario ${info.scenario}: trials must be an integer >= 1, got ${trials}`);
  if (trials !== info.trials) throw new RangeError(`scenario ${info.scenario}: counts hold ${trials} trials, but the run states ${info.trials}`);
  if (!Number.isInteger(maxTurns) || maxTurns < 1) throw new RangeError(`scenario ${info.scenario}: maxTurns must be an integer >= 1, got ${maxTurns}`);
  if (maxTurns !== info.maxTurns) throw new RangeError(`scenario ${info.scenario}: counts have maxTurns ${maxTurns}, but the run states ${info.maxTurns}`);

  checkCount('draws', 'draws', counts.draws, trials);
  const sideNames = counts.sides.map((s) => s.name);
  if (sideNames.length === 0) throw new RangeError('sides: a scenario needs at least one side');
  if (new Set(sideNames).size !== sideNames.length) throw new RangeError(`sides: names must be distinct, got ${sideNames.join(', ')}`);

  const outOfAction = new Map<string, number>(sideNames.map((n) => [n, 0]));
  const sideSize = new Map<string, number>(sideNames.map((n) => [n, 0]));
  const characters = counts.characters.map((c): SkirmishCharacterSummary => {
    const where = `character ${c.name}`;
    const out = outOfAction.get(c.side);
    if (out === undefined) throw new RangeError(`${where}: side ${c.side} is not one of the sides (${sideNames.join(', ')})`);
    for (const s of SKIRMISH_END_STATES) checkCount(where, `endState.${s}`, c.endState[s], trials);
    const endTotal = sum(SKIRMISH_END_STATES.map((s) => c.endState[s]));
    if (endTotal !== trials) throw new RangeError(`${where}: end states sum to ${endTotal}, expected ${trials} trials`);
    checkCount(where, 'shots', c.shots, ANY);
    checkCount(where, 'hits', c.hits, c.shots);
    checkCount(where, 'brawlRounds', c.brawlRounds, ANY);
    checkCount(where, 'brawlDamage', c.brawlDamage, ANY);
    outOfAction.set(c.side, out + c.endState.unconscious + c.endState.dead + c.endState.fled + c.endState.captured);
    sideSize.set(c.side, (sideSize.get(c.side) ?? 0) + 1);
    const fate = (s: SkirmishEndState): RateCell => rateCell(c.endState[s], trials, confidence);
    return {
      name: c.name,
      side: c.side,
      unhurt: fate('unhurt'),
      wounded: fate('wounded'),
      escaped: fate('escaped'),
      unconscious: fate('unconscious'),
      dead: fate('dead'),
      fled: fate('fled'),
      captured: fate('captured'),
      meanShots: c.shots / trials,
      shots: c.shots,
      hits: c.hits,
      hitRate: optionalRate(c.hits, c.shots, confidence),
      brawlRounds: c.brawlRounds,
      brawlDamage: c.brawlDamage,
    };
  });

  const sides = counts.sides.map((s): SkirmishSideSummary => {
    const where = `side ${s.name}`;
    checkCount(where, 'wins', s.wins, trials);
    const size = sideSize.get(s.name) ?? 0;
    if (s.casualties.length > size + 1) throw new RangeError(`${where}: casualties histogram has ${s.casualties.length} entries, more than side size + 1 = ${size + 1}`);
    s.casualties.forEach((v, k) => checkCount(where, `casualties[${k}]`, v, trials));
    const total = sum(s.casualties);
    if (total !== trials) throw new RangeError(`${where}: casualties histogram sums to ${total}, expected ${trials} trials`);
    const histogram = Array.from({ length: size + 1 }, (_, k) => s.casualties[k] ?? 0);
    const casualtySum = sum(histogram.map((n, k) => k * n));
    const expected = outOfAction.get(s.name) ?? 0;
    if (casualtySum !== expected) {
      throw new RangeError(`${where}: casualties histogram counts ${casualtySum} characters out, but its characters' unconscious + dead + fled + captured counts sum to ${expected}`);
    }
    return { name: s.name, wins: s.wins, winRate: s.wins / trials, winRateCI: wilson(s.wins, trials, confidence), casualties: { mean: casualtySum / trials, histogram } };
  });
  const decided = sum(sides.map((s) => s.wins)) + counts.draws;
  if (decided !== trials) throw new RangeError(`sides: wins plus draws sum to ${decided}, expected ${trials} trials`);

  if (counts.turns.length > maxTurns) throw new RangeError(`turns: histogram has ${counts.turns.length} entries, more than maxTurns ${maxTurns}`);
  counts.turns.forEach((v, i) => checkCount('turns', `turns[${i}]`, v, trials));
  const turnsTotal = sum(counts.turns);
  if (turnsTotal !== trials) throw new RangeError(`turns: histogram sums to ${turnsTotal}, expected ${trials} trials`);
  const turnHistogram = Array.from({ length: maxTurns }, (_, i) => counts.turns[i] ?? 0);

  const weapons = counts.weapons.map((w): SkirmishWeaponSummary => {
    const where = `weapon ${w.weapon} at ${w.band} range`;
    checkCount(where, 'shots', w.shots, ANY);
    checkCount(where, 'hits', w.hits, w.shots);
    checkCount(where, 'wounds', w.wounds, ANY);
    checkCount(where, 'kills', w.kills, w.wounds);
    const perShot = (n: number): number | null => (w.shots > 0 ? n / w.shots : null);
    return {
      weapon: w.weapon,
      weaponName: w.weaponName,
      band: w.band,
      shots: w.shots,
      hits: w.hits,
      hitRate: optionalRate(w.hits, w.shots, confidence),
      wounds: w.wounds,
      woundsPerShot: perShot(w.wounds),
      kills: w.kills,
      killsPerShot: perShot(w.kills),
    };
  });

  const { exchanges, fastestStanding } = counts.firstShot;
  checkCount('firstShot', 'exchanges', exchanges, ANY);
  checkCount('firstShot', 'fastestStanding', fastestStanding, exchanges);
  checkCount('randomDraws', 'randomDraws', counts.randomDraws, ANY);

  const turns: TurnsSummary = { mean: sum(turnHistogram.map((n, i) => (i + 1) * n)) / trials, histogram: turnHistogram };
  const history = info.history === undefined ? undefined : historySummary(info.history, sides, characters, turns, trials, confidence);

  return {
    scenario: info.scenario,
    scenarioName: info.scenarioName,
    system: info.system,
    variant: info.variant,
    seed: info.seed,
    trials,
    threads: info.threads,
    elapsedMs: info.elapsedMs,
    trialsPerSecond: info.trialsPerSecond,
    version: info.version,
    maxTurns,
    confidence,
    draws: rateCell(counts.draws, trials, confidence),
    sides,
    characters,
    turns,
    weapons,
    firstShot: { exchanges, fastestStanding, ...optionalRate(fastestStanding, exchanges, confidence) },
    randomDraws: counts.randomDraws,
    ...(history === undefined ? {} : { history }),
    ...(counts.northfield === undefined ? {} : { northfield: northfieldSummary(counts.northfield, sides, trials, confidence) }),
    ...(counts.sections === undefined ? {} : { sections: summarizeSections(counts.sections, confidence) }),
  };
}

/**
 * The `northfield` section from the module's counts: the gang's win rate is that of side
 * `counts.gangSide` in `sides`; money in dollars from the $1,000 histograms; the mean discovery
 * turn over the trials in which the robbery was discovered (null if never).
 * @throws RangeError when a histogram does not sum to the trials, or `gangSide` is not a side.
 */
function northfieldSummary(c: NonNullable<SkirmishCounts['northfield']>, sides: readonly SkirmishSideSummary[], trials: number, confidence: number): NorthfieldSummary {
  for (const [name, h] of [['gangMoney', c.gangMoney], ['townMoney', c.townMoney], ['discoveredTurn', c.discoveredTurn], ['reinforcements', c.reinforcements]] as const) {
    if (sum(h) !== trials) throw new RangeError(`northfield.${name}: the histogram counts ${sum(h)} trials, not ${trials}`);
  }
  const money = (h: readonly number[]): MoneySummary => ({ mean: (1000 * sum(h.map((n, k) => n * k))) / trials, histogram: h });
  const discovered = trials - (c.discoveredTurn[0] ?? 0);
  const gang = sides[c.gangSide];
  if (gang === undefined) throw new RangeError(`northfield: no side ${c.gangSide}`);
  return {
    gangVictory: rateCell(gang.wins, trials, confidence),
    gangMoney: money(c.gangMoney),
    townMoney: money(c.townMoney),
    gangGotMoney: rateCell(trials - (c.gangMoney[0] ?? 0), trials, confidence),
    vaultLooted: rateCell(c.vaultLooted, trials, confidence),
    reserveFound: rateCell(c.reserveFound, trials, confidence),
    discoveredTurn: {
      mean: discovered > 0 ? sum(c.discoveredTurn.map((n, t) => n * t)) / discovered : null,
      never: rateCell(c.discoveredTurn[0] ?? 0, trials, confidence),
      histogram: c.discoveredTurn,
    },
    recognized: rateCell(c.recognized, trials, confidence),
    reinforcements: { mean: sum(c.reinforcements.map((n, k) => n * k)) / trials, histogram: c.reinforcements },
  };
}
