/**
 * Vega-Lite chart specs of a {@link ComparisonSummary} (`deadeye compare`: one scenario played under
 * several rule systems), with the conventions of the duel and scenario charts (`charts.ts`,
 * `skirmish-charts.ts`): pure functions returning a complete `TopLevelSpec` with inline data, the
 * shared DejaVu Sans `CONFIG`, a title that says what is shown and in which units, axis titles with
 * units and tooltips. Rates are plotted as fractions and labelled as percent.
 *
 * They are small multiples: one panel per system (or per metric, the systems side by side in each),
 * every panel on the same scale (shares 0..1), so the panels can be read against each other at a
 * glance. The panels together are at most {@link CHART_WIDTH} wide, so the charts fit a laptop
 * screen beside their axis labels.
 */
import type { TopLevelSpec } from 'vega-lite';
import { endStatesShown, type ComparedSystem, type ComparisonSummary, type SkirmishSummary } from '@deadeye/stats';
import { CHART_WIDTH, COLOR_A, COLOR_DRAW, CONFIG, PERCENT_AXIS, SCHEMA, chartsThatApply, ciWhisker, listLines, type ReportChart } from './charts.ts';
import { END_STATE_STYLE, SIDE_COLORS, characterLabels, confidenceLabel, scenarioLabel, wrapWords } from './skirmish-charts.ts';
import { thousands } from '@deadeye/core/thousands';
import { escapeHtml } from './html.ts';

/** Title of each comparison chart, keyed by chart name (also the HTML section headings). */
export const COMPARE_CHART_TITLES = {
  sides: 'Side wins and draws by system (% of trials)',
  fates: 'Character fates by system (% of trials)',
  rates: 'Hit rate, lethality and first shot by system (%)',
  length: 'Mean length of a fight by system',
} as const;

/** Gap between two panels of a chart (pixels). */
const PANEL_SPACING = 14;

/** Longest subtitle line (characters) before it is wrapped. */
const SUBTITLE_WIDTH = 100;

/** Label of the draws (no side won) on axes and legends. */
const DRAW_LABEL = 'Draw (no side won)';

/**
 * The label of each system on axes, panel headers and legends, in `comparison.systems` order: its
 * display name (`BOOT HILL`), with the rules variant after it (`BOOT HILL (screen)`) when two
 * systems share a name, and ` #2`, ` #3`... when that is still not enough, so each label is distinct.
 */
export function systemLabels(comparison: Pick<ComparisonSummary, 'systems'>): string[] {
  const names = comparison.systems.map((s) => s.systemName);
  const base = comparison.systems.map((s) => (names.filter((n) => n === s.systemName).length > 1 ? `${s.systemName} (${s.variant})` : s.systemName));
  const seen = new Map<string, number>();
  return base.map((b) => {
    const n = (seen.get(b) ?? 0) + 1;
    seen.set(b, n);
    return n === 1 ? b : `${b} #${n}`;
  });
}

/**
 * `12.3 phases`: a length in a system's own turns (one decimal), its unit in the plural as the
 * comparison's sentences word it.
 */
export function ownTurnsLabel(system: Pick<ComparedSystem, 'meanTurns' | 'turnUnit'>): string {
  return `${system.meanTurns.toFixed(1)} ${system.turnUnit}s`;
}

/** Whether every system of the comparison gives its mean length in seconds of game time (and there is one). */
export function lengthInSeconds(comparison: Pick<ComparisonSummary, 'systems'>): boolean {
  return comparison.systems.length > 0 && comparison.systems.every((s) => s.meanSeconds !== null);
}

/** `Gunfight at the O.K. Corral (ok-corral)`, through the scenario charts' `scenarioLabel` (which reads the id and name only). */
function scenarioLine(c: ComparisonSummary): string {
  return scenarioLabel({ scenario: c.scenario, scenarioName: c.scenarioName } as SkirmishSummary);
}

/** The character labels of the scenario charts (`Wyatt Earp (Earps)`), in scenario order: every system has the same characters. */
function comparedCharacterLabels(c: ComparisonSummary): string[] {
  return characterLabels({ characters: c.systems[0]?.characters ?? [] } as unknown as SkirmishSummary);
}

/** `1,000 trials per system, seed x; BOOT HILL screen rules, ...`, wrapped. */
function runLines(c: ComparisonSummary): string[] {
  return wrapWords(`${thousands(c.trials)} trials per system, seed ${c.seed}; ${c.systems.map((s) => `${s.systemName} ${s.variant} rules`).join(', ')}`, SUBTITLE_WIDTH);
}

/** Width of each of `n` panels side by side, so that the panels and the gaps between them fill {@link CHART_WIDTH}. */
function panelWidth(n: number): number {
  return Math.max(60, Math.floor((CHART_WIDTH - PANEL_SPACING * (Math.max(n, 1) - 1)) / Math.max(n, 1)));
}

/**
 * A Vega expression for `labelExpr` that prints each of `labels` on lines of at most `width`
 * characters (`wrapWords`); any other label as it is.
 */
function wrappedLabelExpr(labels: readonly string[], width: number): string {
  return `indexof(${JSON.stringify(labels)}, datum.label) >= 0 ? ${JSON.stringify(labels.map((l) => wrapWords(l, width)))}[indexof(${JSON.stringify(labels)}, datum.label)] : datum.label`;
}

/** A tooltip line of a quantitative field: percent with 2 decimals by default, or `format`. */
function tip(field: string, title: string, format = '.2%'): { field: string; type: 'quantitative'; format: string; title: string } {
  return { field, type: 'quantitative', format, title };
}

/**
 * The column header of panels, one per `labels` (system names or metrics), wrapped to fit a panel of
 * `width` pixels.
 */
function panelHeader(field: string, labels: readonly string[], width: number) {
  return {
    field,
    type: 'nominal' as const,
    sort: [...labels],
    title: null,
    header: { labelAngle: 0, labelAlign: 'center' as const, labelFontWeight: 'bold' as const, labelExpr: wrappedLabelExpr(labels, Math.max(12, Math.floor(width / 8))) },
  };
}

/**
 * Side wins and draws per system: one panel per system (in `systems` order), in each one upright bar
 * per side (the scenario's side order) and one for draws, the share of trials (fractions, shown as
 * %; they sum to 1 in each panel) with a rule for the Wilson interval. The y scale is 0..1 and shared
 * by every panel.
 */
export function compareSides(comparison: ComparisonSummary): TopLevelSpec {
  const labels = systemLabels(comparison);
  const sides = comparison.systems[0]?.sides.map((s) => s.side) ?? [];
  const outcomes = [...sides, DRAW_LABEL];
  const values = comparison.systems.flatMap((s, i) => [
    ...s.sides.map((x) => ({ system: labels[i], outcome: x.side, fraction: x.rate, low: x.ci[0], high: x.ci[1], count: x.count })),
    { system: labels[i], outcome: DRAW_LABEL, fraction: s.draws.rate, low: s.draws.ci[0], high: s.draws.ci[1], count: s.draws.count },
  ]);
  const width = panelWidth(labels.length);
  return {
    $schema: SCHEMA,
    title: {
      text: COMPARE_CHART_TITLES.sides,
      subtitle: [
        scenarioLine(comparison),
        ...runLines(comparison),
        `Bars: Monte Carlo share of trials; rules: ${confidenceLabel(comparison.confidence)} Wilson interval; one panel per system, same scale`,
      ],
    },
    config: CONFIG,
    data: { values },
    facet: { column: panelHeader('system', labels, width) },
    spacing: PANEL_SPACING,
    spec: {
      width,
      height: 240,
      encoding: {
        x: { field: 'outcome', type: 'nominal', sort: outcomes, scale: { domain: outcomes }, title: null, axis: { labelAngle: -40, labelLimit: 120 } },
      },
      layer: [
        {
          mark: 'bar',
          encoding: {
            y: { field: 'fraction', type: 'quantitative', title: 'Share of trials (%)', axis: PERCENT_AXIS, scale: { domain: [0, 1] } },
            color: { field: 'outcome', type: 'nominal', legend: null, scale: { domain: outcomes, range: [...sides.map((_, i) => SIDE_COLORS[i % SIDE_COLORS.length] ?? COLOR_A), COLOR_DRAW] } },
            tooltip: [{ field: 'system', title: 'System' }, { field: 'outcome', title: 'Outcome' }, tip('fraction', 'Share of trials'), tip('low', 'CI low'), tip('high', 'CI high'), tip('count', 'Trials', ',d')],
          },
        },
        ciWhisker('y'),
      ],
    },
    resolve: { scale: { x: 'shared', y: 'shared' } },
  } satisfies TopLevelSpec;
}

/**
 * Character fates per system: one panel per system, in each one horizontal bar per character (the
 * scenario's order, labels on the first panel), stacked from the end states (`escaped` only where someone escaped; fractions of
 * trials, shown as %; each bar sums to 1). The x scale is 0..1 and shared by every panel.
 */
export function compareFates(comparison: ComparisonSummary): TopLevelSpec {
  const labels = systemLabels(comparison);
  const characters = comparedCharacterLabels(comparison);
  // `escaped` only where some system's run has a man who escaped.
  const shown = endStatesShown(comparison.systems.some((s) => s.characters.some((c) => c.states.escaped.count > 0)));
  const states = shown.map((s) => END_STATE_STYLE[s].label);
  const values = comparison.systems.flatMap((s, i) =>
    s.characters.flatMap((c, k) =>
      shown.map((e, order) => ({
        system: labels[i],
        character: characters[k],
        state: END_STATE_STYLE[e].label,
        order,
        fraction: c.states[e].rate,
        low: c.states[e].ci[0],
        high: c.states[e].ci[1],
        count: c.states[e].count,
      })),
    ),
  );
  const width = panelWidth(labels.length);
  return {
    $schema: SCHEMA,
    title: {
      text: COMPARE_CHART_TITLES.fates,
      subtitle: [
        scenarioLine(comparison),
        ...runLines(comparison),
        ...wrapWords('How each character ended the trial (the worst that happened to him; a wounded character who fled counts as fled); one panel per system, same scale', SUBTITLE_WIDTH),
      ],
    },
    config: CONFIG,
    data: { values },
    facet: { column: panelHeader('system', labels, width) },
    spacing: PANEL_SPACING,
    spec: {
      width,
      height: { step: 22 },
      mark: 'bar',
      encoding: {
        y: { field: 'character', type: 'nominal', sort: characters, scale: { domain: characters }, title: 'Character (side)', axis: { labelLimit: 220, maxExtent: 230 } },
        x: { field: 'fraction', type: 'quantitative', stack: 'zero', title: 'Share of trials (%)', axis: { ...PERCENT_AXIS, tickCount: 4 }, scale: { domain: [0, 1] } },
        color: {
          field: 'state',
          type: 'nominal',
          title: 'End state',
          sort: states,
          scale: { domain: states, range: shown.map((s) => END_STATE_STYLE[s].color) },
          legend: { orient: 'bottom', direction: 'horizontal' },
        },
        order: { field: 'order', type: 'quantitative' },
        tooltip: [
          { field: 'system', title: 'System' },
          { field: 'character', title: 'Character' },
          { field: 'state', title: 'End state' },
          tip('fraction', 'Share of trials'),
          tip('low', 'CI low'),
          tip('high', 'CI high'),
          tip('count', 'Trials', ',d'),
        ],
      },
    },
    resolve: { scale: { x: 'shared', y: 'shared' } },
  } satisfies TopLevelSpec;
}

/**
 * What a comparison's first-shot figure is, in words: one definition when every system counts the
 * same event (or none says), else each system's own ("BOOT HILL: fastest character still up at the
 * end of the phase, of firing phases in which ..."), which are not one quantity.
 */
export function firstShotWords(comparison: Pick<ComparisonSummary, 'systems'>): string {
  const own = comparison.systems.filter((s) => s.terms?.firstShot !== undefined);
  const keys = new Set(own.map((s) => `${s.terms.firstShot!.exchange}|${s.terms.firstShot!.standing}`));
  if (own.length === 0 || (keys.size === 1 && own.length === comparison.systems.length)) return 'the character who alone fired fastest in an exchange, still up after it (% of exchanges)';
  return `each system counts its own event, so the figures are not set against each other: ${own.map((s) => `${s.systemName}, ${s.terms.firstShot!.fastest.toLowerCase()} ${s.terms.firstShot!.standing} (% of ${s.terms.firstShot!.exchange})`).join('; ')}`;
}

/**
 * The rates panels' x labels: 0%, 50% and 100% under grid lines every 25% (an audit, 2026-12-07:
 * ticks at 0/40/80% only; labels at every 25% ran "75%100%" together in a 177-pixel panel).
 */
const RATE_AXIS_LABELS = 'datum.value === 0 || datum.value === 0.5 || datum.value === 1 ? datum.label : ""';

/** The first shot's event in a subtitle's few words: each system's own (not comparable), or the one event all count. */
function firstShotShort(comparison: Pick<ComparisonSummary, 'systems'>): string {
  const own = comparison.systems.filter((s) => s.terms?.firstShot !== undefined);
  const keys = new Set(own.map((s) => `${s.terms.firstShot!.exchange}|${s.terms.firstShot!.standing}`));
  return own.length === 0 || (keys.size === 1 && own.length === comparison.systems.length) ? 'one event in every system' : "each system's own event, not set against each other";
}

/** The end states a casualty is counted in, with each system's own name where it has one: "unconscious (Quick on the Draw: out of action, alive), dead, fled or captured". */
export function comparedCasualtyWords(comparison: Pick<ComparisonSummary, 'systems'>): string {
  const own = comparison.systems.flatMap((s) => {
    const o = s.terms?.endStates?.unconscious;
    return o === undefined ? [] : [`${s.systemName}: ${o.name.toLowerCase()}`];
  });
  return `unconscious${own.length === 0 ? '' : ` (${own.join('; ')})`}, dead, fled or captured`;
}

/**
 * The three rates of {@link compareRates}: panel header, what it is a share of, and its value in a
 * system. Panel headers short enough for a line or two over a third of the chart (an audit, 2026-12-07:
 * "First shot (% of exchanges, each system's own)" took three lines); what each counts is in the
 * chart's note on the page ({@link compareRatesNote}) and, briefly, in its subtitle.
 */
const RATE_METRICS: readonly { readonly label: string; readonly of: string; readonly get: (s: ComparedSystem) => { rate: number | null; ci: readonly [number, number] | null; count: number; of: number } }[] = [
  { label: 'Hit rate (% of shots)', of: 'shots fired', get: (s) => ({ ...s.hitRate, count: s.hits, of: s.shots }) },
  { label: 'Deaths (% of casualties)', of: 'casualties', get: (s) => ({ ...s.deathsPerCasualty, count: s.deaths, of: s.casualties }) },
  { label: 'First shot (% of exchanges)', of: 'exchanges', get: (s) => ({ rate: s.firstShot.rate, ci: s.firstShot.ci, count: s.firstShot.fastestStanding, of: s.firstShot.exchanges }) },
];

/**
 * What {@link compareRates} counts, for the page beside the chart (HTML, escaped): hit rate, deaths
 * and casualties in each system's words, and the first shot, which each system counts as its own
 * event. It was the chart's subtitle, some twelve lines over three short panels (an audit, 2026-12-07).
 */
export function compareRatesNote(comparison: ComparisonSummary): string {
  return escapeHtml(
    `Hit rate: hits / shots fired. Deaths: dead among the characters out at the end (${comparedCasualtyWords(comparison)}). First shot: ${firstShotWords(comparison)}. Bars: Monte Carlo; whiskers: ${confidenceLabel(comparison.confidence)} Wilson interval; the same 0-100% scale in every panel.`,
  );
}

/**
 * Hit rate (hits per shot fired), deaths per casualty (dead among the characters out) and the first
 * shooter left standing (the character who alone fired fastest in an exchange, still up after it),
 * per system: one panel per metric, the systems as horizontal bars in each (fractions, shown as %)
 * with rules for the Wilson intervals. The x scale is 0..1 and shared by every panel. A system
 * without shots, casualties or exchanges has no bar in that panel (named in the subtitle).
 */
export function compareRates(comparison: ComparisonSummary): TopLevelSpec {
  const labels = systemLabels(comparison);
  const metrics = RATE_METRICS.map((m) => m.label);
  const missing: string[] = [];
  const values = RATE_METRICS.flatMap((m) =>
    comparison.systems.flatMap((s, i) => {
      const v = m.get(s);
      if (v.rate === null || v.ci === null) {
        missing.push(`${labels[i]} (no ${m.of})`);
        return [];
      }
      return [{ metric: m.label, system: labels[i], rate: v.rate, low: v.ci[0], high: v.ci[1], count: v.count, of: v.of }];
    }),
  );
  const width = panelWidth(metrics.length);
  return {
    $schema: SCHEMA,
    title: {
      text: COMPARE_CHART_TITLES.rates,
      subtitle: [
        scenarioLine(comparison),
        ...runLines(comparison),
        ...wrapWords(
          `Hit rate: hits / shots fired; deaths: dead / casualties; first shot: fastest still up / exchanges, ${firstShotShort(comparison)}`,
          SUBTITLE_WIDTH,
        ),
        `Bars: Monte Carlo; whiskers: ${confidenceLabel(comparison.confidence)} Wilson interval; grid at every 25%`,
        ...(missing.length > 0 ? listLines('No bar: ', missing) : []),
      ],
    },
    config: CONFIG,
    data: { values },
    facet: { column: panelHeader('metric', metrics, width) },
    spacing: PANEL_SPACING,
    spec: {
      width,
      height: { step: 30 },
      encoding: {
        y: { field: 'system', type: 'nominal', sort: labels, scale: { domain: labels }, title: null, axis: { labelLimit: 180 } },
      },
      layer: [
        {
          mark: { type: 'bar', color: COLOR_A },
          encoding: {
            x: { field: 'rate', type: 'quantitative', title: 'Share (%)', axis: { ...PERCENT_AXIS, values: [0, 0.25, 0.5, 0.75, 1], labelExpr: RATE_AXIS_LABELS }, scale: { domain: [0, 1] } },
            tooltip: [{ field: 'system', title: 'System' }, { field: 'metric', title: 'Metric' }, tip('rate', 'Rate'), tip('low', 'CI low'), tip('high', 'CI high'), tip('count', 'Count', ',d'), tip('of', 'Out of', ',d')],
          },
        },
        ciWhisker('x'),
      ],
    },
    resolve: { scale: { x: 'shared', y: 'shared' } },
  } satisfies TopLevelSpec;
}

/**
 * Mean length of a trial per system. In seconds of game time when every system defines its turn's
 * game time (`meanSeconds` not null): one horizontal bar per system on one axis, labelled with its
 * value and the system's own turns beside it (`39 s (3.9 turns)`). Otherwise each system's length
 * is in its own turns (`12.3 phases`), which are not the same game time: then no bar and no
 * shared axis (bars of different units side by side would be read against each other), only
 * each system's value as text, the seconds beside it where a system has them.
 */
export function compareLength(comparison: ComparisonSummary): TopLevelSpec {
  const labels = systemLabels(comparison);
  const seconds = lengthInSeconds(comparison);
  const values = comparison.systems.map((s, i) => ({
    system: labels[i],
    value: seconds ? (s.meanSeconds as number) : s.meanTurns,
    turns: s.meanTurns,
    seconds: s.meanSeconds,
    unit: s.turnUnit,
    label: seconds ? `${Math.round(s.meanSeconds as number)} s (${ownTurnsLabel(s)})` : `${ownTurnsLabel(s)}${s.meanSeconds === null ? '' : ` (about ${Math.round(s.meanSeconds)} s)`}`,
  }));
  const max = Math.max(1, ...values.map((v) => v.value));
  const x = {
    field: 'value',
    type: 'quantitative' as const,
    title: seconds ? 'Mean length of a trial (seconds of game time)' : "Mean length of a trial (each system's own turns)",
    // room on the right for the value labels
    scale: { domain: [0, max * 1.35], nice: true },
  };
  return {
    $schema: SCHEMA,
    title: {
      text: COMPARE_CHART_TITLES.length,
      subtitle: [
        scenarioLine(comparison),
        ...runLines(comparison),
        ...wrapWords(
          seconds
            ? "In seconds of game time (mean turns played x seconds per turn); each system's own turns in brackets"
            : `In each system's own turns (${comparison.systems.map((s) => `${s.systemName}: ${s.turnUnit}${s.secondsPerTurn === null ? ', no fixed game time' : `, about ${s.secondsPerTurn} s`}`).join('; ')}): not the same game time, so no bars on one axis`,
          SUBTITLE_WIDTH,
        ),
      ],
    },
    width: CHART_WIDTH,
    height: { step: 30 },
    config: CONFIG,
    data: { values },
    encoding: {
      y: { field: 'system', type: 'nominal', sort: labels, scale: { domain: labels }, title: null, axis: { labelLimit: 180 } },
    },
    layer: seconds
      ? [
          {
            mark: { type: 'bar', color: COLOR_A },
            encoding: {
              x,
              // Every system has seconds here (the bars are in seconds).
              tooltip: [{ field: 'system', title: 'System' }, tip('turns', 'Mean turns', '.2f'), { field: 'unit', title: 'Turn unit' }, tip('seconds', 'Mean seconds', '.1f')],
            },
          },
          { mark: { type: 'text', align: 'left', baseline: 'middle', dx: 4, fontSize: 11 }, encoding: { x, text: { field: 'label' } } },
        ]
      : [
          {
            mark: { type: 'text', align: 'left', baseline: 'middle', x: 4, fontSize: 12 },
            encoding: {
              text: { field: 'label' },
              // No seconds here: not every system has them (a label gives them where one does).
              tooltip: [{ field: 'system', title: 'System' }, tip('turns', 'Mean turns', '.2f'), { field: 'unit', title: 'Turn unit' }],
            },
          },
        ],
  } satisfies TopLevelSpec;
}

/** One chart of the comparison report. */
export type CompareChart = ReportChart<ComparisonSummary>;

/** Every chart of the comparison report, in report order: the one list the HTML and the files follow. */
export const COMPARE_CHARTS: readonly CompareChart[] = [
  { name: 'sides', title: COMPARE_CHART_TITLES.sides, build: compareSides },
  { name: 'fates', title: COMPARE_CHART_TITLES.fates, build: compareFates, applies: (c) => (c.systems[0]?.characters.length ?? 0) > 0 },
  { name: 'rates', title: COMPARE_CHART_TITLES.rates, build: compareRates, note: compareRatesNote, applies: (c) => c.systems.some((s) => RATE_METRICS.some((m) => m.get(s).rate !== null)) },
  { name: 'length', title: COMPARE_CHART_TITLES.length, build: compareLength },
];

/** The charts of {@link COMPARE_CHARTS} that apply to `comparison` (no fates without characters, no rates chart when no system has any of the three rates). */
export function compareChartsFor(comparison: ComparisonSummary): CompareChart[] {
  return chartsThatApply(COMPARE_CHARTS, comparison);
}
