/**
 * `@deadeye/report`: charts and a self-contained HTML report of Deadeye results.
 *
 * - Spec builders ({@link winRateChart}, {@link winRateByRangeChart}, {@link hitRateChart},
 *   {@link turnsChart}, {@link woundLocationChart}) return Vega-Lite specs with inline data.
 * - {@link renderSvg} / {@link svgToPng} render them headlessly (DejaVu Sans, no canvas).
 * - {@link writeDuelReport} writes the whole report directory atomically.
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
export { renderSvg, svgToPng, resolveDejaVuFonts, SYSTEM_DEJAVU_DIR } from './render.ts';
export { renderDuelHtml, escapeHtml, inlineSvg, type DuelHtmlInput, type HtmlChart } from './html.ts';
export { assertReplaceable, writeDuelReport, type DuelReportOptions, type DuelReportResult } from './report.ts';
export { renderSkirmishHtml, writeSkirmishReport } from './skirmish-report.ts';
export { writeReportDirectory } from './report.ts';
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
  BAND_STYLE,
} from './skirmish-charts.ts';
export { chartsThatApply, type ReportChart } from './charts.ts';
export { renderReportPage, type HtmlPage, type HtmlSection } from './html.ts';
export { type SkirmishHtmlInput, type SkirmishReportOptions } from './skirmish-report.ts';
export { type ReportResult } from './report.ts';
