/**
 * The historical record checked against what the model produced: {@link assessHistory} takes a
 * scenario summary (`summarizeSkirmish`, whose `history` sets each recorded outcome beside its
 * simulated share) and the record as the scenario file gives it, and says, for each recorded
 * outcome, whether the run produced it at all; whether the recorded length can be set beside the
 * simulated one (the same unit of game time, and shorter than the turn limit); and, for a record
 * in which no side won, what that means and how often the matching simulated outcome came up.
 *
 * Units and conventions: counts are trials; rates are fractions 0..1 of the run's trials with
 * Wilson intervals at the summary's `confidence`; the record's `turns` are BOOT HILL turns (about
 * {@link HISTORY_TURN_SECONDS} seconds each, docs/scenarios.md, History).
 *
 * The fields it adds are derived from the summary's counts and the record only: a summary without
 * them (as `summarizeSkirmish` returns it, and as the golden files hold it) carries the same
 * outcomes.
 */
import { historyNoteApplies, historyNoteText, type NoWinnerMeaning, type ScenarioHistory, thousands } from '@deadeye/core';
import { wilson } from './intervals.ts';
import { turnNote, type TurnUnit } from './sections.ts';
import type { HistoryFateSummary, HistoryNoWinnerSummary, HistoryTurnsSummary, HistoryWinnerSummary, NoWinnerOutcome, SkirmishHistorySummary, SkirmishSummary } from './skirmish-summary.ts';

/**
 * Seconds of game time in one turn of a record's `turns`: the record counts BOOT HILL turns
 * (rulebook: "each turn is considered as approximately ten seconds of time").
 */
export const HISTORY_TURN_SECONDS = 10;

/** What {@link assessHistory} needs besides the summary and the record. */
export interface HistoryCheckOptions {
  /**
   * The scenario's victory conditions (`Scenario.victory`; only their `type` is read). The split
   * of the draws into `undecided` and `all-out` needs a side to win only as the last side standing.
   */
  readonly victory: readonly { readonly type: string }[];
  /** The rule system's turn (the registry's `turn`): the record's length is compared only when a turn is {@link HISTORY_TURN_SECONDS} seconds. */
  readonly turn: TurnUnit;
}

/** The meanings of `noWinner` in words, and the outcome each is set beside. */
const NO_WINNER: Readonly<Record<NoWinnerMeaning, { readonly text: string; readonly outcome: 'undecided' | 'all-out' }>> = {
  stopped: { text: 'the fight was stopped before either side won', outcome: 'undecided' },
  'backed-down': { text: 'one side backed down: the fight never came off', outcome: 'undecided' },
  'walked-away': { text: 'both sides drew off, neither beaten', outcome: 'undecided' },
  'all-down': { text: 'every side was put out of action at once', outcome: 'all-out' },
};

/**
 * The draws of a two-side fight decided only by the last side standing, split into trials in which
 * every side was out at once and trials the turn limit ended with both sides up. Side A is wholly
 * out exactly when B won or both were out at once, so `allOut = A wholly out - B's wins` (and the
 * same from B's side, which must agree). `undefined` when the split does not hold: not two sides,
 * another victory condition, the Northfield module (victory by money), or counts that disagree.
 */
function splitDraws(s: SkirmishSummary, victory: HistoryCheckOptions['victory']): { allOut: number; undecided: number } | undefined {
  if (s.sides.length !== 2 || s.northfield !== undefined || !victory.every((v) => v.type === 'lastSideStanding')) return undefined;
  const [a, b] = s.sides as [SkirmishSummary['sides'][0], SkirmishSummary['sides'][0]];
  const wholly = (h: readonly number[]): number => h[h.length - 1] ?? 0;
  const fromA = wholly(a.casualties.histogram) - b.wins;
  const fromB = wholly(b.casualties.histogram) - a.wins;
  if (fromA !== fromB || fromA < 0 || fromA > s.draws.count) return undefined;
  return { allOut: fromA, undecided: s.draws.count - fromA };
}

/**
 * The flag of a recorded outcome no trial produced, for texts and reports: `never happened in 10,000 trials`.
 * @param trials the run's trials (count)
 */
export function neverProducedText(trials: number): string {
  return `never happened in ${thousands(trials)} trial${trials === 1 ? '' : 's'}`;
}

/** Plural-aware `N turns`. */
const turnsText = (n: number): string => `${n} turn${n === 1 ? '' : 's'}`;

/**
 * Checks the summary's historical record against what the run produced and returns the summary with
 * its `history` completed:
 * - `winner` (a side) and each of `fates` get `count` (trials that ended so) and `produced`
 *   (`count > 0`): a record never produced lies outside what the model did in this run;
 * - `winner: null` gets a sibling `noWinner` ({@link HistoryNoWinnerSummary}): what the record
 *   means by it and the matching simulated outcome's count, share and Wilson interval;
 * - `turns` gets `comparable`, `unreachable` and, when not comparable, `notComparable` (why): the
 *   record is comparable when a turn of the system is {@link HISTORY_TURN_SECONDS} seconds (BOOT
 *   HILL's) and the record is shorter than the turn limit; `unreachable` when it is longer than the
 *   limit (no trial can last so long; in the same unit only); equal to the limit, every trial ends
 *   within it by construction, so it is not comparable either;
 * - `notes`: the texts of the record's notes about the summary's rule system (`history.notes`: a
 *   plain note, or one whose `systems` name it), when it has any;
 * - `outsideModel`: one phrase per recorded outcome outside what the run produced (never produced,
 *   or a length beyond the turn limit), e.g. `George Cubine: dead`; empty when the whole record lies
 *   inside it.
 * Rates and intervals already in the summary are left as they are.
 *
 * @param summary a scenario summary with a `history` (from `summarizeSkirmish` with the same record)
 * @param record the scenario's record (`Scenario.history`): `noWinner` and `notes` are read from it
 * @param o the scenario's victory conditions and the system's turn ({@link HistoryCheckOptions})
 * @returns a new summary (the input is not changed), with the same field order
 * @throws RangeError when the summary has no history, names a winner or a fate the summary's sides
 *   or characters do not have, or the record's winner is `null` without `noWinner`
 */
export function assessHistory(summary: SkirmishSummary, record: ScenarioHistory, o: HistoryCheckOptions): SkirmishSummary {
  const h = summary.history;
  if (h === undefined) throw new RangeError(`assessHistory: the summary of scenario ${summary.scenario} has no history`);
  const { trials, confidence } = summary;
  const outside: string[] = [];

  let winner: HistoryWinnerSummary | null | undefined = h.winner;
  let noWinner: HistoryNoWinnerSummary | undefined;
  if (h.winner !== undefined && h.winner !== null) {
    const side = summary.sides.find((x) => x.name === h.winner?.side);
    if (side === undefined) throw new RangeError(`assessHistory: history.winner ${h.winner.side} is not one of the sides`);
    winner = { ...h.winner, count: side.wins, produced: side.wins > 0 };
    if (side.wins === 0) outside.push(`winner: ${side.name}`);
  } else if (h.winner === null) {
    const meaning = record.noWinner;
    if (meaning === undefined) throw new RangeError(`assessHistory: history.noWinner is required with winner null (what "no side won" means)`);
    const split = splitDraws(summary, o.victory);
    const { text, outcome } = NO_WINNER[meaning];
    const matched: NoWinnerOutcome = split === undefined ? 'no-side-won' : outcome;
    const count = split === undefined ? summary.draws.count : outcome === 'undecided' ? split.undecided : split.allOut;
    const outcomeText =
      matched === 'undecided'
        ? 'no side won, both sides still standing at the turn limit'
        : matched === 'all-out'
          ? 'no side won, every side out of action at once'
          : 'no side won (the turn limit, or every side out at once: not told apart in this scenario)';
    noWinner = { meaning, meaningText: text, outcome: matched, outcomeText, count, rate: count / trials, ci: wilson(count, trials, confidence), produced: count > 0 };
    if (count === 0) outside.push(`no winner (${outcomeText})`);
  }

  const fates = h.fates.map((f): HistoryFateSummary => {
    const c = summary.characters.find((x) => x.name === f.character);
    if (c === undefined) throw new RangeError(`assessHistory: history.fates names ${f.character}, who is not one of the characters`);
    const count = c[f.recorded].count;
    if (count === 0) outside.push(`${f.character}: ${f.recorded}`);
    return { ...f, count, produced: count > 0 };
  });

  let turns: HistoryTurnsSummary | undefined;
  if (h.turns !== undefined) {
    const t = h.turns;
    const sameUnit = o.turn.seconds === HISTORY_TURN_SECONDS;
    const unreachable = sameUnit && t.recorded > summary.maxTurns;
    const notComparable = !sameUnit
      ? `the record counts BOOT HILL turns of about ${HISTORY_TURN_SECONDS} seconds, and in this rule system ${turnNote(o.turn)}`
      : unreachable
        ? `the record (${turnsText(t.recorded)}) is longer than the turn limit (${turnsText(summary.maxTurns)}): no trial can last so long`
        : t.recorded >= summary.maxTurns
          ? `the record (${turnsText(t.recorded)}) equals the turn limit: every trial ends within it`
          : undefined;
    turns = { ...t, comparable: notComparable === undefined, unreachable, ...(notComparable === undefined ? {} : { notComparable }) };
    if (unreachable) outside.push(`length: ${turnsText(t.recorded)}, longer than the turn limit of ${summary.maxTurns}`);
  }

  const ownNotes = (record.notes ?? []).filter((n) => historyNoteApplies(n, summary.system)).map(historyNoteText);
  const history: SkirmishHistorySummary = {
    source: h.source,
    ...(h.date === undefined ? {} : { date: h.date }),
    ...(h.summary === undefined ? {} : { summary: h.summary }),
    ...(winner === undefined ? {} : { winner }),
    ...(noWinner === undefined ? {} : { noWinner }),
    fates,
    ...(turns === undefined ? {} : { turns }),
    facts: h.facts,
    // The notes about this run's system: plain notes, and those naming it (`{systems, text}`).
    ...(ownNotes.length === 0 ? {} : { notes: ownNotes }),
    outsideModel: outside,
  };
  return { ...summary, history };
}
