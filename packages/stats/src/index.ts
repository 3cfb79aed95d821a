/**
 * `@deadeye/stats`: interval estimates and the results summary of Deadeye runs.
 *
 * - {@link wilson}, {@link newcombe}, {@link binomialZ}: binomial proportion helpers (fractions in 0..1; Newcombe's interval of a difference of two).
 * - {@link summarizeDuel}: runner counts -> the public results JSON ({@link DuelSummary}).
 * - {@link duelFrames}, {@link writeDuelTables}: danfojs DataFrames and CSV/JSON files of a summary.
 * - {@link summarizeSkirmish}: scenario counts (and the scenario's historical record, if any) -> the
 *   scenario results JSON ({@link SkirmishSummary}); {@link assessHistory} checks that record against
 *   what the run produced.
 */
export { wilson, wilsonScore, newcombe, binomialZ, zForConfidence, type Interval } from './intervals.ts';
export { meanText, shareDigits, shareText } from './numbers.ts';
export { pairedWinDifference, type PairedWinDifference } from './paired.ts';
export { abComparison, abText, SIGN_FLIP_MAX_DISCORDANT, abValue, pairedMeanDifference, type AbArm, type AbComparison, type AbInfo, type AbMetric, type ArmRecords, type PairedMeanDifference } from './ab.ts';
export { formatP, formatSigned, holm } from './adjust.ts';
export { balanceCsv, balanceHeadline, balanceTable, bootstrapBradleyTerry, formatBalanceP, BALANCE_MIN_LINE, BALANCE_P_FLOOR, BALANCE_UNDECIDED_SHARE, BALANCE_VERDICTS, type BalanceVerdict, fitBradleyTerry, BALANCE_CSV_COLUMNS, type BalanceCell, type BalanceEntrantInfo, type BalanceLine, type BalanceResult, type BalanceStanding, type BalanceTable, type BalanceTableInput, type BalanceTableOptions, type BradleyTerryFit, type BradleyTerryOptions, type PairOutcome } from './balance.ts';
export { sweepCsv, sweepResult, SWEEP_CSV_COLUMNS, type SweepParameter, type SweepResult, type SweepRow } from './sweep.ts';
export { formatPrecision, precisionPlan, trialsForPrecision, widestHalfWidth, PRECISION_RULE, type PrecisionPlan, type RateCount } from './precision.ts';
export { adjustAcross, guardCheck, detectableShift, guardOutcomes, kolmogorovSf, ks2Histograms, rosterDifference, type Roster, type GuardCheck, type GuardOutcomes, type GuardRate, type GuardTest } from './guard.ts';
export { possessive, varyComparison, varyPoints, varyText, type VaryArms, type VaryComparison, type VaryStepResult, type VarySystemResult } from './vary.ts';
export {
  summarizeDuel,
  duelistsMayLeave,
  summarizeRange,
  type DuelSummary,
  type DuelRangeSummary,
  type DuelistRangeSummary,
  type DuelistIdentity,
  type ExactSummary,
  type TurnShare,
  type WoundSeverityShares,
} from './duel-summary.ts';
export {
  duelFrames,
  duelTableRows,
  frameToCSV,
  writeDuelTables,
  DUEL_FRAME_COLUMNS,
  DUEL_TABLE_FILES,
  type Cell,
  type DuelFrames,
} from './frames.ts';
/** The runner's input types, re-exported so consumers of this package need not depend on `@deadeye/core`. */
export { FEET_PER_SPACE } from '@deadeye/core';
export { balanceDistance, type BalanceReach } from '@deadeye/core';
export type { DuelRangeCounts, DuelistCounts, DuelRunInfo, ExactDuelResult, EndState } from '@deadeye/core';
/** Scenario (skirmish) runs: runner counts -> results JSON, DataFrames and CSV/JSON files. */
export {
  summarizeSkirmish,
  shownEndStates,
  endStatesShown,
  SKIRMISH_SUMMARY_FIELDS,
  type SkirmishSummary,
  type SkirmishSideSummary,
  type SkirmishCharacterSummary,
  type SkirmishWeaponSummary,
  type CasualtiesSummary,
  type TurnsSummary,
  type FirstShotSummary,
  type RateCell,
  type OptionalRate,
  type SkirmishHistorySummary,
  type NorthfieldSummary,
  type MoneySummary,
  type HistoryWinnerSummary,
  type HistoryFateSummary,
  type HistoryTurnsSummary,
  type HistoryNoWinnerSummary,
  type NoWinnerOutcome,
  PER_SHOT_INTERVAL_NOTE,
} from './skirmish-summary.ts';
/** The historical record checked against what the run produced (never produced, not comparable, what "no side won" means). */
export { assessHistory, neverProducedText, HISTORY_TURN_SECONDS, type HistoryCheckOptions } from './history-check.ts';
export {
  skirmishFrames,
  skirmishTableRows,
  writeSkirmishTables,
  SKIRMISH_FRAME_COLUMNS,
  SKIRMISH_TABLE_FILES,
  type SkirmishFrames,
} from './skirmish-frames.ts';
export { tablesToFrames, writeTableFiles, type TableRows } from './frames.ts';
export { CASUALTY_END_STATES, ESCAPED_MEANING, SKIRMISH_END_STATES } from '@deadeye/core';
export type { SkirmishCounts, SkirmishRunInfo, SkirmishEndState, SideCounts, CharacterCounts, WeaponBandCounts, ScenarioHistory, HistoryFact } from '@deadeye/core';
/** A rule system's own counted outcomes, summarised once for every system; and the wording of its turn. */
export { summarizeSections, sectionCounted, groupDigits, sectionTableRows, SECTION_TABLE_COLUMNS, turnNote, turnsLength, type CountSectionSummary, type CountRowSummary, type TurnUnit } from './sections.ts';
export type { CountSection, CountRow } from '@deadeye/core';
/** One scenario under several rule systems: headline metrics, chi-square tests with Holm-adjusted p-values, a plain-language summary. */
export { COMPARE_INDEPENDENCE_NOTE, compareSkirmishes, comparedSystem, comparisonText, homogeneityTest, type ComparedRun, type ComparedSystem, type ComparedTerms, type ComparisonSummary, type MetricTest } from './compare.ts';
/** Single-shot odds (`deadeye odds`): the results JSON shapes and the distribution check. */
export { checkOdds, spacesToFeet, type OddsAtRange, type OddsComparison, type OddsLine, type OddsSummary } from './odds.ts';
export type { AttackOdds, AttackOutcome, OddsDetail } from '@deadeye/core';
export type { AppliedChange, HouseRuleSummary } from '@deadeye/core';
/** What a system's outcome counts mean in its own words (the registry's `terms`), for the reports. */
export type { OutcomeTerms } from '@deadeye/core';
