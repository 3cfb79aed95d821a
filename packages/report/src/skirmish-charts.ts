/**
 * Vega-Lite chart specs of a scenario {@link SkirmishSummary}, with the conventions of the duel
 * charts (`charts.ts`): pure functions returning a complete `TopLevelSpec` with inline data, the
 * shared DejaVu Sans `CONFIG`, a title that says what is shown and in which units, axis titles with
 * units and tooltips. Rates are plotted as fractions and labelled as percent; turns are the rule
 * system's turns (their game time from the {@link ChartContext}'s `turn`, when given).
 */
import type { TopLevelSpec } from 'vega-lite';
import type { OutcomeTerms, SkirmishEndState, SkirmishSummary } from '@deadeye/stats';
import { CASUALTY_END_STATES, ESCAPED_MEANING, SKIRMISH_END_STATES, shownEndStates } from '@deadeye/stats';
import { shareText, turnNote } from '@deadeye/stats';
import { NEUTRAL_TERMS, SIDE_COLORS, sideColor, wrapWords, type ChartContext } from './chart-base.ts';
import { CHART_WIDTH, COLOR_A, COLOR_DRAW, CONFIG, PERCENT_AXIS, SCHEMA, chartsThatApply, ciWhisker, listLines, pct, type ReportChart } from './charts.ts';
import { skirmishSectionCharts } from './section-charts.ts';
import { bandAxisLabels } from './text-width.ts';
import { thousands } from '@deadeye/core/thousands';

export { wrapWords } from './chart-base.ts';

/** Title of each scenario chart, keyed by chart name (also the HTML section headings). */
export const SKIRMISH_CHART_TITLES = {
  sides: 'Side wins and draws (% of trials)',
  fates: 'Character fates (% of trials)',
  casualties: 'Casualties per side (% of trials)',
  turns: 'Turns played (% of trials)',
  weaponHitRate: 'Hit rate by weapon and range band (% of shots)',
  weaponEffect: 'Harm per shot by weapon and range band',
  firstShot: 'Fastest character left standing (% of exchanges)',
  historyFates: 'Recorded fates in the simulation (% of trials)',
  northfieldMoney: 'Money at the end of the Northfield raid (% of trials)',
} as const;

export { SIDE_COLORS } from './chart-base.ts';

/** Printed label and colour of each end state, in {@link SKIRMISH_END_STATES} order. */
export const END_STATE_STYLE: Readonly<Record<SkirmishEndState, { readonly label: string; readonly color: string }>> = {
  unhurt: { label: 'Unhurt', color: '#2ca02c' },
  wounded: { label: 'Wounded', color: '#f2b447' },
  escaped: { label: 'Escaped', color: '#17becf' },
  unconscious: { label: 'Unconscious', color: '#9467bd' },
  dead: { label: 'Dead', color: '#3b3b3b' },
  fled: { label: 'Fled', color: '#8fb3d9' },
  captured: { label: 'Captured', color: '#c0504d' },
};

/**
 * The printed name of end state `state` in the run's rule system's words (`terms.endStates`, e.g.
 * Quick on the Draw's "Out of action, alive" for `unconscious`), else its neutral label
 * ({@link END_STATE_STYLE}).
 */
export function endStateName(state: SkirmishEndState, terms: OutcomeTerms | undefined): string {
  return terms?.endStates?.[state]?.name ?? END_STATE_STYLE[state].label;
}

/**
 * The end states a casualty is counted in (core's `CASUALTY_END_STATES`: not unhurt, wounded or
 * escaped), in the run's rule system's words, as a phrase: "unconscious, dead, fled or captured"
 * (Quick on the Draw: "out of action, alive, dead, ..."), with what "fled" takes in.
 */
export function casualtyPhrase(terms: OutcomeTerms | undefined): string {
  const names = CASUALTY_END_STATES.filter((s) => !(terms?.absentEndStates ?? []).includes(s)).map((s) => endStateName(s, terms).toLowerCase());
  // Semicolons between the names only when a name has a comma of its own ("out of action, alive").
  const sep = names.some((n) => n.includes(',')) ? '; ' : ', ';
  return `${names.slice(0, -1).join(sep)} or ${names[names.length - 1]} (fled: off the map at the end without his side's objective; a man who escaped with it is no casualty)`;
}

/**
 * One sentence per end state the rule system names its own way (`terms.endStates`): "Name:
 * meaning." (none without); with `escaped` (a scenario where someone escaped: stats'
 * `shownEndStates`), what escaped means.
 */
export function endStateNotes(terms: OutcomeTerms | undefined, escaped = false): string[] {
  const own = SKIRMISH_END_STATES.flatMap((s) => {
    const o = terms?.endStates?.[s];
    return o === undefined ? [] : [`${o.name}: ${o.meaning}.`];
  });
  return escaped ? [...own, `${endStateName('escaped', terms)}: ${ESCAPED_MEANING}.`] : own;
}

/**
 * Colours of the range bands by their place in the rule system's order (`terms.bands`), nearest
 * first, darkest first: BOOT HILL's short, medium, long and extreme; Quick on the Draw's point
 * blank, effective and long; Shootout!'s short and long. A band past the last takes the last.
 */
export const BAND_COLORS: readonly string[] = ['#08519c', '#3182bd', '#6baed6', '#bdd7e7', '#deebf7'];
/** The colour of a close-combat band (a band of no range, so not one of the blues). */
export const CLOSE_COMBAT_COLOR = '#e6550d';

/** A percent tooltip line (2 decimals). */
function pctTip(field: string, title: string): { field: string; type: 'quantitative'; format: string; title: string } {
  return { field, type: 'quantitative', format: '.2%', title };
}

/** A count tooltip line (thousands separators). */
function countTip(field: string, title: string): { field: string; type: 'quantitative'; format: string; title: string } {
  return { field, type: 'quantitative', format: ',d', title };
}

/** `95%` for 0.95, `99.9%` for 0.999: a confidence level as people write it. */
export function confidenceLabel(confidence: number): string {
  return `${Number((confidence * 100).toFixed(2))}%`;
}

/**
 * `Wyatt Earp (Earps)`: the label of each character on axes and legends, in summary order;
 * repeated labels (two characters of the same name on one side) get ` #2`, ` #3`...
 */
export function characterLabels(summary: SkirmishSummary): string[] {
  const seen = new Map<string, number>();
  return summary.characters.map((c) => {
    const base = `${c.name} (${c.side})`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} #${n}`;
  });
}

/** `Gunfight at the O.K. Corral (ok-corral)`: the scenario line of subtitles and headings. */
export function scenarioLabel(summary: SkirmishSummary): string {
  return `${summary.scenarioName} (${summary.scenario})`;
}

function runLine(s: SkirmishSummary): string {
  return `${thousands(s.trials)} trials, seed ${s.seed}, ${s.system} ${s.variant} rules, max ${s.maxTurns} turns`;
}

function sideColors(s: SkirmishSummary): string[] {
  return s.sides.map((_, i) => sideColor(i));
}

/**
 * Bands present in the weapon cells, in the rule system's order (`terms.bands`), then any others in
 * order of appearance; each with its colour: a close-combat band {@link CLOSE_COMBAT_COLOR}, the
 * others {@link BAND_COLORS} by their place in that order (the same band, the same colour, in
 * every report of the system), so that no two bands share one.
 */
export function bandsOf(s: SkirmishSummary, terms: OutcomeTerms): { bands: string[]; colors: string[] } {
  const present = new Set(s.weapons.map((w) => w.band));
  const order = [...terms.bands, ...[...present].filter((b) => !terms.bands.includes(b))];
  const ranged = order.filter((b) => b !== 'close combat');
  const bands = order.filter((b) => present.has(b));
  const colors = bands.map((b) => (b === 'close combat' ? CLOSE_COMBAT_COLOR : (BAND_COLORS[Math.min(ranged.indexOf(b), BAND_COLORS.length - 1)] as string)));
  return { bands, colors };
}

/** Weapon names in order of first appearance (weapon-chart order as counted). */
function weaponNames(s: SkirmishSummary): string[] {
  return [...new Set(s.weapons.map((w) => w.weaponName))];
}

/** Plot width of the weapon charts (pixels): 28 per bar (a weapon's bands side by side), at least {@link CHART_WIDTH}. */
function weaponChartWidth(weapons: readonly string[], bands: readonly string[]): number {
  return Math.max(CHART_WIDTH, weapons.length * bands.length * 28);
}

/** The weapon charts' x axis: names level when each fits its weapon's slot, else turned so none is cut or overlaps ({@link bandAxisLabels}). */
function weaponAxis(weapons: readonly string[], bands: readonly string[]) {
  return bandAxisLabels(weapons, weaponChartWidth(weapons, bands) / Math.max(1, weapons.length), CONFIG.axis.labelFontSize);
}

/**
 * Side wins and draws: one bar per side and one for draws (fractions of trials, shown as %; they
 * sum to 1), with whiskers for the Wilson intervals.
 */
export function sidesChart(summary: SkirmishSummary): TopLevelSpec {
  const draw = 'Draw (no side won)';
  const outcomes = [...summary.sides.map((s) => s.name), draw];
  const values = [
    ...summary.sides.map((s) => ({ outcome: s.name, fraction: s.winRate, low: s.winRateCI[0], high: s.winRateCI[1], count: s.wins })),
    { outcome: draw, fraction: summary.draws.rate, low: summary.draws.ci[0], high: summary.draws.ci[1], count: summary.draws.count },
  ];
  return {
    $schema: SCHEMA,
    title: {
      text: SKIRMISH_CHART_TITLES.sides,
      subtitle: [scenarioLabel(summary), runLine(summary), `Bars: Monte Carlo share of trials; whiskers: ${confidenceLabel(summary.confidence)} Wilson interval; draw: turn limit reached, or every side out at once`],
    },
    width: Math.max(CHART_WIDTH, outcomes.length * 90),
    height: 280,
    config: CONFIG,
    data: { values },
    encoding: {
      x: { field: 'outcome', type: 'nominal', sort: outcomes, scale: { domain: outcomes }, title: 'Outcome', axis: { labelAngle: 0, labelLimit: 160 } },
    },
    layer: [
      {
        mark: 'bar',
        encoding: {
          y: { field: 'fraction', type: 'quantitative', title: 'Share of trials (%)', axis: PERCENT_AXIS, scale: { domain: [0, 1] } },
          color: { field: 'outcome', type: 'nominal', legend: null, scale: { domain: outcomes, range: [...sideColors(summary), COLOR_DRAW] } },
          tooltip: [{ field: 'outcome', title: 'Outcome' }, pctTip('fraction', 'Share of trials'), pctTip('low', 'CI low'), pctTip('high', 'CI high'), countTip('count', 'Trials')],
        },
      },
      ciWhisker('y'),
    ],
  } satisfies TopLevelSpec;
}

/**
 * Character fates: one horizontal bar per character, stacked from the end states (stats'
 * `shownEndStates`: `escaped` only where someone escaped, none the rule system cannot produce
 * (`terms.absentEndStates`); fractions of trials, shown as %; each bar sums to 100 %), in end-state order.
 */
export function fatesChart(summary: SkirmishSummary, context: ChartContext = {}): TopLevelSpec {
  const labels = characterLabels(summary);
  const shown = shownEndStates(summary.characters, context.terms?.absentEndStates);
  const states = shown.map((s) => endStateName(s, context.terms));
  const values = summary.characters.flatMap((c, i) =>
    shown.map((s, order) => ({
      character: labels[i],
      side: c.side,
      state: states[order],
      order,
      fraction: c[s].rate,
      low: c[s].ci[0],
      high: c[s].ci[1],
      count: c[s].count,
    })),
  );
  return {
    $schema: SCHEMA,
    title: {
      text: SKIRMISH_CHART_TITLES.fates,
      subtitle: [
        scenarioLabel(summary),
        runLine(summary),
        'How each character ended the trial (the worst that happened to him; a wounded character who fled counts as fled)',
        ...endStateNotes(context.terms, shown.includes('escaped')).flatMap((n) => wrapWords(n, 110)),
      ],
    },
    width: CHART_WIDTH,
    height: { step: 26 },
    config: CONFIG,
    data: { values },
    mark: 'bar',
    encoding: {
      y: { field: 'character', type: 'nominal', sort: labels, scale: { domain: labels }, title: 'Character (side)', axis: { labelLimit: 260, maxExtent: 280 } },
      x: { field: 'fraction', type: 'quantitative', stack: 'zero', title: 'Share of trials (%)', axis: PERCENT_AXIS, scale: { domain: [0, 1] } },
      color: { field: 'state', type: 'nominal', title: 'End state', sort: states, scale: { domain: states, range: shown.map((s) => END_STATE_STYLE[s].color) }, legend: { orient: 'bottom', direction: 'horizontal' } },
      order: { field: 'order', type: 'quantitative' },
      tooltip: [
        { field: 'character', title: 'Character' },
        { field: 'state', title: 'End state' },
        pctTip('fraction', 'Share of trials'),
        pctTip('low', 'CI low'),
        pctTip('high', 'CI high'),
        countTip('count', 'Trials'),
      ],
    },
  } satisfies TopLevelSpec;
}

/**
 * Casualties per side: for k = 0..side size, the share of trials (shown as %) in which exactly k
 * of the side's characters were out (unconscious, dead, fled or captured); grouped bars by side.
 */
export function casualtiesChart(summary: SkirmishSummary, context: ChartContext = {}): TopLevelSpec {
  const sides = summary.sides.map((s) => s.name);
  // Counts past the largest any trial reached are left out (Northfield's town of 37: no trial past
  // a dozen), as the turns chart leaves out turns no trial reached; at least 6 pixels a bar.
  let last = 0;
  for (const s of summary.sides) s.casualties.histogram.forEach((n, k) => (n > 0 && k > last ? (last = k) : undefined));
  const counts = last + 1;
  const values = summary.sides.flatMap((s) => s.casualties.histogram.slice(0, counts).map((n, k) => ({ side: s.name, casualties: k, fraction: n / summary.trials, count: n })));
  const largest = Math.max(...summary.sides.map((s) => s.casualties.histogram.length - 1));
  return {
    $schema: SCHEMA,
    title: {
      text: SKIRMISH_CHART_TITLES.casualties,
      subtitle: [
        scenarioLabel(summary),
        ...wrapWords(`Characters out at the end of the trial: ${casualtyPhrase(context.terms)}`, 110),
        ...listLines('Mean casualties per trial: ', summary.sides.map((s) => `${s.name} ${s.casualties.mean.toFixed(2)}`)),
        ...(counts - 1 < largest ? [`Counts above ${counts - 1} (up to ${largest}): no trial, not shown`] : []),
      ],
    },
    width: Math.max(CHART_WIDTH, counts * sides.length * 6),
    height: 260,
    config: CONFIG,
    data: { values },
    mark: 'bar',
    encoding: {
      // Labels thinned where they would touch (Northfield's town has 37 men: 38 counts).
      x: { field: 'casualties', type: 'ordinal', title: 'Characters of the side out (count)', axis: { labelAngle: 0, labelOverlap: 'parity' } },
      xOffset: { field: 'side', type: 'nominal', sort: sides, scale: { domain: sides } },
      y: { field: 'fraction', type: 'quantitative', title: 'Share of trials (%)', axis: PERCENT_AXIS },
      color: { field: 'side', type: 'nominal', title: 'Side', sort: sides, scale: { domain: sides, range: sideColors(summary) } },
      tooltip: [{ field: 'side', title: 'Side' }, { field: 'casualties', title: 'Characters out' }, pctTip('fraction', 'Share of trials'), countTip('count', 'Trials')],
    },
  } satisfies TopLevelSpec;
}

/**
 * Turns played: share of ALL trials (shown as %) that ended after each turn. Turns after the last
 * turn in which any trial ended are left out; trials stopped by the turn limit end after turn
 * `maxTurns`. The subtitle words the turn from `context.turn` (`a turn is about 10 seconds` for BOOT HILL).
 */
export function skirmishTurnsChart(summary: SkirmishSummary, context: ChartContext = {}): TopLevelSpec {
  const hist = summary.turns.histogram;
  let lastTurn = 1;
  hist.forEach((n, i) => {
    if (n > 0) lastTurn = i + 1;
  });
  const values = hist.slice(0, lastTurn).map((n, i) => ({ turn: i + 1, fraction: n / summary.trials, count: n }));
  return {
    $schema: SCHEMA,
    title: {
      text: SKIRMISH_CHART_TITLES.turns,
      subtitle: [
        scenarioLabel(summary),
        `Mean ${summary.turns.mean.toFixed(2)} turns per trial (${turnNote(context.turn)}); trials stopped by the limit end after turn ${summary.maxTurns}`,
        `Draws (no side won): ${pct(summary.draws.rate)} of trials`,
      ],
    },
    width: CHART_WIDTH,
    height: 260,
    config: CONFIG,
    data: { values },
    mark: { type: 'bar', color: COLOR_A },
    encoding: {
      x: { field: 'turn', type: 'ordinal', title: 'Turn after which the trial ended (turn number)', axis: { labelAngle: 0, labelOverlap: 'parity' } },
      y: { field: 'fraction', type: 'quantitative', title: 'Share of trials (%)', axis: PERCENT_AXIS },
      tooltip: [{ field: 'turn', title: 'Turn' }, pctTip('fraction', 'Share of trials'), countTip('count', 'Trials')],
    },
  } satisfies TopLevelSpec;
}

/**
 * Hit rate (hits per shot fired, shown as %) of each weapon type at each range band, with Wilson
 * whiskers. Cells without shots have no bar.
 */
export function weaponHitRateChart(summary: SkirmishSummary, context: ChartContext = {}): TopLevelSpec {
  const { bands, colors } = bandsOf(summary, context.terms ?? NEUTRAL_TERMS);
  const weapons = weaponNames(summary);
  const values = summary.weapons.flatMap((w) =>
    w.hitRate.rate === null || w.hitRate.ci === null
      ? []
      : [{ weapon: w.weaponName, band: w.band, hitRate: w.hitRate.rate, low: w.hitRate.ci[0], high: w.hitRate.ci[1], shots: w.shots, hits: w.hits }],
  );
  return {
    $schema: SCHEMA,
    title: {
      text: SKIRMISH_CHART_TITLES.weaponHitRate,
      subtitle: [scenarioLabel(summary), `Bars: hits / shots fired, all characters; whiskers: ${confidenceLabel(summary.confidence)} Wilson interval`],
    },
    width: weaponChartWidth(weapons, bands),
    height: 260,
    config: CONFIG,
    data: { values },
    encoding: {
      x: { field: 'weapon', type: 'nominal', sort: weapons, scale: { domain: weapons }, title: 'Weapon', axis: weaponAxis(weapons, bands) },
      xOffset: { field: 'band', type: 'nominal', sort: bands, scale: { domain: bands, paddingInner: 0.1 } },
    },
    layer: [
      {
        mark: 'bar',
        encoding: {
          y: { field: 'hitRate', type: 'quantitative', title: 'Hit rate (% of shots fired)', axis: PERCENT_AXIS },
          color: { field: 'band', type: 'nominal', title: 'Range band', sort: bands, scale: { domain: bands, range: colors } },
          tooltip: [
            { field: 'weapon', title: 'Weapon' },
            { field: 'band', title: 'Range band' },
            pctTip('hitRate', 'Hit rate'),
            pctTip('low', 'CI low'),
            pctTip('high', 'CI high'),
            countTip('shots', 'Shots'),
            countTip('hits', 'Hits'),
          ],
        },
      },
      ciWhisker('y'),
    ],
  } satisfies TopLevelSpec;
}

/**
 * Wounds and kills per shot fired, in the rule system's words (`terms.wounds`, `terms.kills`: BOOT
 * HILL's wounds and characters killed, Quick on the Draw's cards lost and men put out of the
 * action, Shootout!'s unsaved hits and kills), by weapon type and range band: two panels with their
 * own scales (wounds per shot can exceed 1 with shotguns). Cells without shots are left out.
 */
export function weaponEffectChart(summary: SkirmishSummary, context: ChartContext = {}): TopLevelSpec {
  const terms = context.terms ?? NEUTRAL_TERMS;
  const { bands, colors } = bandsOf(summary, terms);
  const weapons = weaponNames(summary);
  const measures = [`${terms.wounds.name} per shot`, `${terms.kills.name} per shot`];
  const values = summary.weapons.flatMap((w) =>
    w.woundsPerShot === null || w.killsPerShot === null
      ? []
      : [
          { weapon: w.weaponName, band: w.band, measure: measures[0], value: w.woundsPerShot, count: w.wounds, shots: w.shots },
          { weapon: w.weaponName, band: w.band, measure: measures[1], value: w.killsPerShot, count: w.kills, shots: w.shots },
        ],
  );
  return {
    $schema: SCHEMA,
    title: {
      text: SKIRMISH_CHART_TITLES.weaponEffect,
      subtitle: [scenarioLabel(summary), ...wrapWords(`${terms.wounds.name}: ${terms.wounds.meaning}; ${terms.kills.name.toLowerCase()}: ${terms.kills.meaning}; per shot fired, all characters`, 110)],
    },
    config: CONFIG,
    data: { values },
    facet: { row: { field: 'measure', type: 'nominal', sort: measures, title: null, header: { labelAngle: 0, labelAlign: 'left', labelAnchor: 'start', labelOrient: 'top' } } },
    spec: {
      width: weaponChartWidth(weapons, bands),
      height: 170,
      mark: 'bar',
      encoding: {
        x: { field: 'weapon', type: 'nominal', sort: weapons, scale: { domain: weapons }, title: 'Weapon', axis: weaponAxis(weapons, bands) },
        xOffset: { field: 'band', type: 'nominal', sort: bands, scale: { domain: bands, paddingInner: 0.1 } },
        // The domain niced to the axis's own ticks (4), so that its top is a labelled tick (an audit: the
        // Scatter Gun's 1.8 wounds a shot ran to an unlabelled top, the ticks at 0.5 and the domain niced at 0.2).
        y: { field: 'value', type: 'quantitative', title: 'Per shot fired (count / shot)', scale: { nice: 4 }, axis: { format: '.2f', tickCount: 4 } },
        color: { field: 'band', type: 'nominal', title: 'Range band', sort: bands, scale: { domain: bands, range: colors } },
        tooltip: [
          { field: 'weapon', title: 'Weapon' },
          { field: 'band', title: 'Range band' },
          { field: 'measure', title: 'Measure' },
          { field: 'value', type: 'quantitative', format: '.3f', title: 'Per shot' },
          countTip('count', 'Total'),
          countTip('shots', 'Shots'),
        ],
      },
    },
    resolve: { scale: { y: 'independent' } },
  } satisfies TopLevelSpec;
}

/**
 * First shot: how often the fastest man of an exchange of fire was still up afterwards (fraction
 * of exchanges, shown as %), with its Wilson interval; an exchange, its fastest man and when he is
 * looked at in the rule system's words (`terms.firstShot`: BOOT HILL's highest net speed at the end
 * of the phase, Quick on the Draw's first man to draw and shoot at the end of the trial,
 * Shootout!'s faster at a Draw!). Without exchanges the bar is absent (the report skips the chart).
 */
export function firstShotChart(summary: SkirmishSummary, context: ChartContext = {}): TopLevelSpec {
  const f = summary.firstShot;
  const words = (context.terms ?? NEUTRAL_TERMS).firstShot;
  const label = words.fastest;
  const values = f.rate === null || f.ci === null ? [] : [{ label, rate: f.rate, low: f.ci[0], high: f.ci[1], exchanges: f.exchanges, standing: f.fastestStanding }];
  return {
    $schema: SCHEMA,
    title: {
      text: SKIRMISH_CHART_TITLES.firstShot,
      subtitle: [
        scenarioLabel(summary),
        ...wrapWords(`Exchanges: ${words.exchange} (${thousands(f.exchanges)})`, 110),
        `Bar: share of those exchanges in which that character was still up ${words.standing}; whisker: ${confidenceLabel(summary.confidence)} Wilson interval`,
      ],
    },
    width: CHART_WIDTH,
    height: 60,
    config: CONFIG,
    data: { values },
    encoding: { y: { field: 'label', type: 'nominal', title: null, scale: { domain: [label] } } },
    layer: [
      {
        mark: { type: 'bar', color: COLOR_A, height: 26 },
        encoding: {
          x: { field: 'rate', type: 'quantitative', title: 'Share of exchanges (%)', axis: PERCENT_AXIS, scale: { domain: [0, 1] } },
          tooltip: [pctTip('rate', 'Fastest still up'), pctTip('low', 'CI low'), pctTip('high', 'CI high'), countTip('exchanges', 'Exchanges'), countTip('standing', 'Fastest still up')],
        },
      },
      ciWhisker('x'),
    ],
  } satisfies TopLevelSpec;
}

/**
 * Recorded fates in the simulation: for each character whose fate the historical record gives
 * (`summary.history.fates`, in character order), a horizontal bar of the share of trials in which
 * he ended with that fate (fraction of trials, shown as %), coloured by the recorded fate as in the
 * fates chart, with a whisker for its Wilson interval. A record without fates gives an empty chart
 * (the report skips it).
 * @throws Error when the summary has no `history` (the scenario has no record)
 */
export function historyFatesChart(summary: SkirmishSummary, context: ChartContext = {}): TopLevelSpec {
  const history = summary.history;
  if (history === undefined) throw new Error(`historyFatesChart: the summary of scenario ${summary.scenario} has no history (its scenario has no historical record)`);
  const labels = characterLabels(summary);
  const values = history.fates.map((f) => {
    const i = summary.characters.findIndex((c) => c.name === f.character);
    const c = summary.characters[i];
    if (c === undefined) throw new Error(`historyFatesChart: history.fates names ${f.character}, who is not one of the summary's characters`);
    return { character: labels[i] as string, recorded: endStateName(f.recorded, context.terms), rate: f.simulatedRate, low: f.ci[0], high: f.ci[1], count: c[f.recorded].count };
  });
  const rows = values.map((v) => v.character);
  const fates = SKIRMISH_END_STATES.filter((s) => history.fates.some((f) => f.recorded === s));
  return {
    $schema: SCHEMA,
    title: {
      text: SKIRMISH_CHART_TITLES.historyFates,
      subtitle: [
        scenarioLabel(summary),
        ...wrapWords(`Record: ${history.source}${history.date === undefined ? '' : ` (${history.date})`}`, 100),
        runLine(summary),
        `Bars: share of trials in which the character ended with his recorded fate; whiskers: ${confidenceLabel(summary.confidence)} Wilson interval`,
      ],
    },
    width: CHART_WIDTH,
    height: { step: 26 },
    config: CONFIG,
    data: { values },
    encoding: { y: { field: 'character', type: 'nominal', sort: rows, scale: { domain: rows }, title: 'Character (side)', axis: { labelLimit: 260, maxExtent: 280 } } },
    layer: [
      {
        mark: 'bar',
        encoding: {
          x: { field: 'rate', type: 'quantitative', title: 'Share of trials ending with the recorded fate (%)', axis: PERCENT_AXIS, scale: { domain: [0, 1] } },
          color: {
            field: 'recorded',
            type: 'nominal',
            title: 'Recorded fate',
            sort: fates.map((s) => endStateName(s, context.terms)),
            scale: { domain: fates.map((s) => endStateName(s, context.terms)), range: fates.map((s) => END_STATE_STYLE[s].color) },
            legend: { orient: 'bottom', direction: 'horizontal' },
          },
          tooltip: [
            { field: 'character', title: 'Character' },
            { field: 'recorded', title: 'Recorded fate' },
            pctTip('rate', 'Share of trials'),
            pctTip('low', 'CI low'),
            pctTip('high', 'CI high'),
            countTip('count', 'Trials'),
          ],
        },
      },
      // a white halo under the whisker keeps it visible on the dark bar of `dead`
      ciWhisker('x', 'white', 4.5),
      ciWhisker('x'),
    ],
  } satisfies TopLevelSpec;
}

/**
 * Money at the end of "Shootout in Northfield": for each side, the share of trials (bars, %) ending
 * with each sum in $1,000s: the gang's loot carried out of town, and the town's rewards for the
 * outlaws captured or killed (the side with more wins; VICTORY CONDITIONS). Sums no trial reached
 * above the largest one are left out.
 * @throws Error when the summary has no `northfield` section
 */
export function northfieldMoneyChart(summary: SkirmishSummary): TopLevelSpec {
  const nf = summary.northfield;
  if (nf === undefined) throw new Error(`northfieldMoneyChart: the summary of scenario ${summary.scenario} has no northfield section`);
  const top = Math.max(1, ...[nf.gangMoney.histogram, nf.townMoney.histogram].map((h) => h.reduce((m, n, k) => (n > 0 ? k : m), 0)));
  const values: { side: string; thousands: number; rate: number; count: number }[] = [];
  for (const [side, h] of [['Gang: loot carried out', nf.gangMoney.histogram], ['Town: rewards', nf.townMoney.histogram]] as const) {
    for (let k = 0; k <= top; k++) values.push({ side, thousands: k, rate: (h[k] ?? 0) / summary.trials, count: h[k] ?? 0 });
  }
  return {
    $schema: SCHEMA,
    title: {
      text: SKIRMISH_CHART_TITLES.northfieldMoney,
      subtitle: [
        scenarioLabel(summary),
        runLine(summary),
        `Gang victory (more money than the town) in ${shareText(nf.gangVictory.rate, 1)} of trials; mean loot $${thousands(Math.round(nf.gangMoney.mean))}, mean rewards $${thousands(Math.round(nf.townMoney.mean))}`,
      ],
    },
    width: CHART_WIDTH,
    height: 260,
    config: CONFIG,
    data: { values },
    mark: 'bar',
    encoding: {
      x: { field: 'thousands', type: 'ordinal', title: 'Money at the end ($1,000s)' },
      xOffset: { field: 'side' },
      y: { field: 'rate', type: 'quantitative', title: 'Share of trials (%)', axis: PERCENT_AXIS },
      color: { field: 'side', type: 'nominal', title: 'Side', scale: { range: [SIDE_COLORS[0] as string, SIDE_COLORS[1] as string] }, legend: { orient: 'bottom', direction: 'horizontal' } },
      tooltip: [{ field: 'side', title: 'Side' }, { field: 'thousands', title: '$1,000s' }, pctTip('rate', 'Share of trials'), countTip('count', 'Trials')],
    },
  } satisfies TopLevelSpec;
}

/** One chart of the scenario report. */
export type SkirmishChart = ReportChart<SkirmishSummary>;

const anyShots = (s: SkirmishSummary): boolean => s.weapons.some((w) => w.shots > 0);

/** Every chart of the scenario report, in report order: the one list the HTML and the files follow. */
export const SKIRMISH_CHARTS: readonly SkirmishChart[] = [
  { name: 'sides', title: SKIRMISH_CHART_TITLES.sides, build: sidesChart },
  { name: 'fates', title: SKIRMISH_CHART_TITLES.fates, build: fatesChart },
  { name: 'casualties', title: SKIRMISH_CHART_TITLES.casualties, build: casualtiesChart },
  { name: 'turns', title: SKIRMISH_CHART_TITLES.turns, build: skirmishTurnsChart },
  { name: 'weaponHitRate', title: SKIRMISH_CHART_TITLES.weaponHitRate, build: weaponHitRateChart, applies: anyShots },
  { name: 'weaponEffect', title: SKIRMISH_CHART_TITLES.weaponEffect, build: weaponEffectChart, applies: anyShots },
  { name: 'firstShot', title: SKIRMISH_CHART_TITLES.firstShot, build: firstShotChart, applies: (s) => s.firstShot.exchanges > 0 },
  { name: 'historyFates', title: SKIRMISH_CHART_TITLES.historyFates, build: historyFatesChart, applies: (s) => (s.history?.fates.length ?? 0) > 0 },
  { name: 'northfieldMoney', title: SKIRMISH_CHART_TITLES.northfieldMoney, build: northfieldMoneyChart, applies: (s) => s.northfield !== undefined },
];

/**
 * The charts of {@link SKIRMISH_CHARTS} that apply to `summary` (no weapon charts without shots, no
 * first-shot chart without exchanges, no recorded-fates chart without a history that records fates),
 * then one chart per section of the rule system's own outcomes (`summary.sections`, see
 * `skirmishSectionCharts`).
 */
export function skirmishChartsFor(summary: SkirmishSummary): SkirmishChart[] {
  return [...chartsThatApply(SKIRMISH_CHARTS, summary), ...skirmishSectionCharts(summary)];
}
