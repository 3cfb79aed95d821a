/**
 * `@deadeye/report`: charts and a self-contained HTML report of Deadeye results.
 *
 * - Spec builders ({@link winRateChart}, {@link winRateByRangeChart}, {@link hitRateChart},
 *   {@link turnsChart}, {@link woundLocationChart}) return Vega-Lite specs with inline data.
 * - {@link renderSvg} / {@link svgToPng} render them headlessly (DejaVu Sans, no canvas).
 * - {@link writeDuelReport} writes the whole report directory atomically.
 * - A rule system's own outcomes (`sections` of a summary) get one chart each
 *   ({@link countSectionChart}) and one table each, in both reports, whatever the system.
 */
export {
  winRateChart,
  winRateByRangeChart,
  hitRateChart,
  turnsChart,
  woundLocationChart,
  duelChartsFor,
  rangeLabel,
  duelistLabel,
  DUEL_CHARTS,
  CHART_TITLES,
  CHART_WIDTH,
  CHART_FONT,
  WOUND_LOCATIONS,
  type DuelChart,
} from './charts.ts';
export { renderSvg, svgToPng, resolveDejaVuFonts, textWidth, SYSTEM_DEJAVU_DIR } from './render.ts';
export { renderDuelHtml, escapeHtml, inlineSvg, type DuelHtmlInput, type HtmlChart } from './html.ts';
export { assertReplaceable, writeDuelReport, type DuelReportOptions, type DuelReportResult } from './report.ts';
export { renderSkirmishHtml, writeSkirmishReport } from './skirmish-report.ts';
export { renderLibraryHtml, type LibraryPage, type LibraryScenarioView } from './library-page.ts';
export { writeReportDirectory, moveReportIntoPlace } from './report.ts';
export { SKIRMISH_CHARTS, skirmishChartsFor, type SkirmishChart } from './skirmish-charts.ts';
export {
  sidesChart,
  fatesChart,
  casualtiesChart,
  skirmishTurnsChart,
  weaponHitRateChart,
  weaponEffectChart,
  firstShotChart,
  historyFatesChart,
  wrapWords,
  characterLabels,
  scenarioLabel,
  confidenceLabel,
  SKIRMISH_CHART_TITLES,
  SIDE_COLORS,
  END_STATE_STYLE,
  BAND_COLORS,
  CLOSE_COMBAT_COLOR,
  bandsOf,
} from './skirmish-charts.ts';
export { chartsThatApply, hasWoundLocations, type ReportChart, type ChartContext } from './charts.ts';
export { NEUTRAL_TERMS, listLines, sideColor } from './chart-base.ts';
/** A rule system's own counted outcomes: one chart (and one table) per section, written once for every system. */
export { countSectionChart, skirmishSectionCharts, duelSectionCharts, sectionChartName, sectionRowLabel, labelLimitFor, MEAN_AXIS_FORMAT, NO_GROUP, type SectionChartRow, type SectionSides } from './section-charts.ts';
export { countSectionTable, systemSectionsHtml } from './html.ts';
export { renderReportPage, type HtmlPage, type HtmlSection } from './html.ts';
export { type SkirmishHtmlInput, type SkirmishReportOptions } from './skirmish-report.ts';
export { type ReportResult } from './report.ts';
/** One scenario under several rule systems (`deadeye compare`): small-multiple charts and the comparison page. */
export { COMPARE_CHARTS, COMPARE_CHART_TITLES, compareChartsFor, compareSides, compareFates, compareRates, compareRatesNote, compareLength, systemLabels, ownTurnsLabel, lengthInSeconds, type CompareChart } from './compare-charts.ts';
export { renderComparisonHtml, writeComparisonReport, writeComparisonTables, comparisonSystemRows, comparisonTestRows, formatP, COMPARISON_TABLE_FILES, type ComparisonHtmlInput, type ComparisonReportOptions } from './compare-report.ts';
/** Single-shot odds (`deadeye odds`): one attack's outcomes by range, and one line per system against range in feet. */
export { varyEffectChart, writeVaryReport, VARY_CHARTS } from './vary-report.ts';
/** Paired comparisons (`compare --vary`, `ab`, sweeps): the effect chart, written once. */
export { effectAxis, effectChart, type EffectRow } from './effect-chart.ts';
/** Two arms on common random numbers (`deadeye ab`). */
export { writeAbReport, abMetricsNote, AB_CHARTS } from './ab-report.ts';
/** A grid of changes (`deadeye sweep`): a line with its band for one parameter, a heat map for two. */
export { writeSweepReport, sweepLineChart, sweepHeatMap, sweepCharts, sweepAxisTitle, SWEEP_CHARTS, type SweepTitles } from './sweep-report.ts';
export { heatMap, type HeatCell, type HeatMapOptions } from './heat-map.ts';
export { placeLabels, type LabelPoint, type LabelLayoutOptions, type PlacedLabel } from './label-layout.ts';
export { axisLabelLimit, bandAxisLabels } from './text-width.ts';
export { writeBalanceReport, balanceHeatMap, balanceStrengthChart, balanceCostChart, BALANCE_CHARTS } from './balance-report.ts';
export { oddsOutcomesChart, oddsOutcomeColors, oddsComparisonChart, writeOddsReport, writeOddsComparisonReport, ODDS_CHARTS, ODDS_COMPARISON_CHARTS } from './odds-report.ts';
