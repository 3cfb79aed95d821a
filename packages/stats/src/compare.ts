/**
 * One scenario under several rule systems, side by side (`deadeye compare`): the headline metrics
 * of each system's {@link SkirmishSummary}, and, for each metric, whether the systems differ.
 *
 * Units and conventions (as the summaries'): rates are fractions 0..1 with Wilson intervals at
 * `confidence`; counts are totals over the trials; lengths are each system's own turns (BOOT HILL:
 * turns of about 10 s; Quick on the Draw: phases; Shootout!: turns) and seconds only where the
 * system defines game time (`TurnUnit.seconds`).
 *
 * The tests: for each metric, a Pearson chi-square test of homogeneity on the systems x categories
 * table of counts (`@stdlib/stats-chi2test`, no continuity correction), with categories no system
 * met dropped and the smallest categories merged until every expected count is at least 5 (or two
 * categories are left: then a table of two systems takes Fisher's exact test, `exact`, and one of
 * three `lowExpected` says the approximation is rough). Hits per shot, deaths
 * per casualty and the first shooter standing count events of which a trial may hold several, not
 * trials: those are not independent, so their tests are a rough guide (`perEvent`). The p-values of
 * the metrics counted in trials (who wins, casualties per side, each character's end state) are
 * adjusted together (Holm, `@stdlib/stats-padjust`), so the chance that any of them is called
 * different when the systems do not differ is at most `alpha`. The per-event tests are adjusted
 * among themselves, outside that family: their p-values are too small, and taken into it they
 * would break its promise (and, by their number, weaken every other test's adjustment).
 *
 * The systems play from the same seed, so their random numbers are the same streams used by
 * different rules, and the tests (built for independent samples) take them as independent. They
 * nearly are: measured by scripts/compare-correlation.ts (3,000 trials of the street fight,
 * Coffeyville and Northfield, 2026-12-01), the first side's wins under two systems correlate trial
 * by trial by -0.02 to +0.04 (Pearson's r, standard error about 0.02). A positive correlation
 * makes a test conservative, a negative one a little prone to false alarms; at these sizes either
 * way is slight ({@link COMPARE_INDEPENDENCE_NOTE}).
 */
import { lazyFunction } from './lazy-require.ts';
import { CASUALTY_END_STATES, SKIRMISH_END_STATES, type OutcomeTerms, type SkirmishEndState } from '@deadeye/core';
import { holm } from './adjust.ts';
import { wilson, type Interval } from './intervals.ts';
import { shareDigits, shareText } from './numbers.ts';
import type { TurnUnit } from './sections.ts';
import type { FirstShotSummary, OptionalRate, RateCell, SkirmishSummary } from './skirmish-summary.ts';

/** What the compare report says of the systems' common seed (measured: the module's comment). */
export const COMPARE_INDEPENDENCE_NOTE =
  "The systems play from the same seed, each its own rules on the same random streams; the tests take their samples as independent, and they nearly are: the first side's wins under two systems correlate trial by trial by -0.02 to +0.04 (Pearson's r over 3,000 trials of the street fight, Coffeyville and Northfield; scripts/compare-correlation.ts), too little to move a test's verdict.";

const chi2test = lazyFunction<(x: number[][], opts?: { correct?: boolean }) => { pValue: number; statistic: number; df: number }>('@stdlib/stats-chi2test');
const hypergeometricPmf = lazyFunction<(x: number, population: number, successes: number, draws: number) => number>('@stdlib/stats-base-dists-hypergeometric-pmf');

/**
 * Fisher's exact test of a 2 x 2 table of counts, two-sided: the probability, with the margins
 * fixed, of every table no more probable than the one observed (relative tolerance 1e-7, as R's
 * `fisher.test`; Agresti, Categorical Data Analysis, 3rd ed., section 3.5.1). Exact at any level,
 * where Pearson's chi-square is too light in the far tail when an expected count is small.
 * @param table [[a, b], [c, d]], non-negative integers
 * @returns the p-value, in [0, 1]
 */
export function fisherExact2x2(table: readonly (readonly number[])[]): number {
  const [[a, b], [c, d]] = table as [[number, number], [number, number]];
  const population = a + b + c + d;
  const col = a + c;
  const row = a + b;
  const lo = Math.max(0, row - (population - col));
  const hi = Math.min(row, col);
  const observed = hypergeometricPmf(a, population, col, row);
  let p = 0;
  for (let x = lo; x <= hi; x++) {
    const q = hypergeometricPmf(x, population, col, row);
    if (q <= observed * (1 + 1e-7)) p += q;
  }
  return Math.min(1, p);
}

/** One system's run as `compare` hands it in: its summary, name and turn. */
export interface ComparedRun {
  readonly summary: SkirmishSummary;
  /** The system's display name, e.g. `BOOT HILL`. */
  readonly systemName: string;
  /** The system's turn (the registry's `turn`), for the length in seconds. */
  readonly turn: TurnUnit;
  /** The system's words for its counts (the registry's `terms`): what its first-shot figure counts, its own end-state names. Absent: neutral words. */
  readonly terms?: OutcomeTerms;
}

/** What a system's first-shot figure counts, and its own end-state names, as a comparison carries them (from {@link ComparedRun.terms}). */
export interface ComparedTerms {
  readonly firstShot?: OutcomeTerms['firstShot'];
  readonly endStates?: OutcomeTerms['endStates'];
}

/** One system's headline metrics in a comparison. */
export interface ComparedSystem {
  /** Registry id, e.g. `boothill`. */
  readonly system: string;
  readonly systemName: string;
  readonly variant: string;
  /** What one of the system's turns is called (`turn`, `phase`...). */
  readonly turnUnit: string;
  /** Seconds of game time a turn stands for, or `null` when the system defines none. */
  readonly secondsPerTurn: number | null;
  /** Each side's wins: count of trials, rate, Wilson interval. */
  readonly sides: readonly (RateCell & { readonly side: string })[];
  readonly draws: RateCell;
  /** Mean length of a trial in the system's own turns, and in seconds where it defines them (else `null`). */
  readonly meanTurns: number;
  readonly meanSeconds: number | null;
  /** Shots fired over all trials, per trial, and hits per shot (Wilson interval over shots). */
  readonly shots: number;
  readonly hits: number;
  readonly shotsPerTrial: number;
  readonly hitRate: OptionalRate;
  /** Characters out of the fight (unconscious, dead, fled or captured) over all trials, and per trial. */
  readonly casualties: number;
  /** Characters dead at the end, over all trials. */
  readonly deaths: number;
  readonly casualtiesPerTrial: number;
  /** Shots fired per casualty (`null` with no casualty): how many shots a casualty costs. */
  readonly shotsPerCasualty: number | null;
  /** Dead among the casualties (Wilson interval over casualties): how lethal the system is. */
  readonly deathsPerCasualty: OptionalRate;
  /** How often the character who fired first (fastest) in an exchange is still up after it. */
  readonly firstShot: FirstShotSummary;
  /** The system's words: what its first-shot figure counts (each system counts its own event), its own end-state names. */
  readonly terms: ComparedTerms;
  /** Each character's end states (shares of trials, with intervals), in the scenario's order. */
  readonly characters: readonly { readonly name: string; readonly side: string; readonly states: Readonly<Record<SkirmishEndState, RateCell>> }[];
}

/** The test of one metric across the systems. */
export interface MetricTest {
  /** Stable key, e.g. `outcome`, `hitRate`, `fate:Wyatt Earp`, `casualties:Earps`. */
  readonly metric: string;
  /** Plain words, e.g. `side wins and draws`. */
  readonly label: string;
  /** The categories tested (after merging), each a `+`-joined list of the original ones. */
  readonly categories: readonly string[];
  /** The systems tested (ids, in `systems` order): those with any count for the metric (a system that never counts it, e.g. no first-shot exchanges, is left out). */
  readonly systems: readonly string[];
  /** Counts, one row per tested system, one column per category. */
  readonly table: readonly (readonly number[])[];
  /**
   * Pearson chi-square statistic, degrees of freedom, p-value; Holm-adjusted p-value, within the
   * family of the metrics counted in trials, or, for a `perEvent` test, within the per-event tests.
   */
  readonly statistic: number;
  readonly df: number;
  readonly pValue: number;
  readonly adjustedP: number;
  /** `adjustedP < alpha`: the systems differ in this metric (for a `perEvent` test, a rough verdict outside the family's false-alarm rate). */
  readonly differ: boolean;
  /** True when an expected count stayed under 5 (two categories left) and the test is the chi-square's (three systems): the p-value is rough. */
  readonly lowExpected: boolean;
  /** True when an expected count stayed under 5 in a 2 x 2 table, which then takes Fisher's exact test (`pValue` exact; `statistic`, `df` the chi-square's). */
  readonly exact: boolean;
  /**
   * True when the counts are of events several of which may come in one trial (shots, casualties,
   * first-shot exchanges), not of trials: they are not independent (the same shooter, the same
   * fight), so the test, which takes them to be, gives too small a p-value: a rough guide only.
   */
  readonly perEvent: boolean;
}

/** The comparison of one scenario under several systems: the public results JSON of `deadeye compare`. */
export interface ComparisonSummary {
  /** The house rules applied (`--house-rule`), each to its own system's run only; absent when none. */
  readonly houseRules?: readonly import('@deadeye/core').HouseRuleSummary[];
  readonly scenario: string;
  readonly scenarioName: string;
  readonly seed: string;
  /** Trials per system. */
  readonly trials: number;
  readonly confidence: number;
  /** Family-wise false-alarm rate of the tests of the metrics counted in trials, fraction (Holm); the per-event tests take it as their level too, without its promise. */
  readonly alpha: number;
  readonly version: string;
  readonly systems: readonly ComparedSystem[];
  /** Metrics not tested (a single category met, or fewer than two systems), with the reason. */
  readonly untested: readonly { readonly metric: string; readonly label: string; readonly why: string }[];
  readonly tests: readonly MetricTest[];
  /** The plain-language summary, one sentence an entry, generated from the numbers. */
  readonly text: readonly string[];
  /** Each system's whole results summary, as `deadeye run --json` writes it. */
  readonly runs: readonly SkirmishSummary[];
}

/** One system's headline metrics from its summary. */
export function comparedSystem(run: ComparedRun): ComparedSystem {
  const s = run.summary;
  const shots = s.characters.reduce((a, c) => a + c.shots, 0);
  const hits = s.characters.reduce((a, c) => a + c.hits, 0);
  const casualties = s.characters.reduce((a, c) => a + CASUALTY_END_STATES.reduce((b, e) => b + c[e].count, 0), 0);
  const dead = s.characters.reduce((a, c) => a + c.dead.count, 0);
  const rate = (k: number, n: number): OptionalRate => (n === 0 ? { rate: null, ci: null } : { rate: k / n, ci: wilson(k, n, s.confidence) });
  return {
    system: s.system,
    systemName: run.systemName,
    variant: s.variant,
    turnUnit: run.turn.unit,
    secondsPerTurn: run.turn.seconds,
    sides: s.sides.map((x) => ({ side: x.name, count: x.wins, rate: x.winRate, ci: x.winRateCI })),
    draws: s.draws,
    meanTurns: s.turns.mean,
    meanSeconds: run.turn.seconds === null ? null : s.turns.mean * run.turn.seconds,
    shots,
    hits,
    shotsPerTrial: shots / s.trials,
    hitRate: rate(hits, shots),
    casualties,
    deaths: dead,
    casualtiesPerTrial: casualties / s.trials,
    shotsPerCasualty: casualties === 0 ? null : shots / casualties,
    deathsPerCasualty: rate(dead, casualties),
    firstShot: s.firstShot,
    terms: { ...(run.terms === undefined ? {} : { firstShot: run.terms.firstShot }), ...(run.terms?.endStates === undefined ? {} : { endStates: run.terms.endStates }) },
    characters: s.characters.map((c) => ({ name: c.name, side: c.side, states: Object.fromEntries(SKIRMISH_END_STATES.map((e) => [e, c[e]])) as Record<SkirmishEndState, RateCell> })),
  };
}

/**
 * The chi-square test of homogeneity of a systems x categories table: categories with no count
 * dropped, then the two smallest (by total) merged until every expected count is at least 5 or
 * two are left. A 2 x 2 table left with an expected count below 5 (a rare category, or two runs of
 * very different sizes) takes Fisher's exact test instead ({@link fisherExact2x2}; `exact`): the
 * chi-square's p-value there is far too small at the levels a Holm adjustment over hundreds of
 * tests compares it with (an audit, 2026-11-29: 0 of 20,000 against 3 of 2,000 gave 4e-8, where
 * the exact test gives 7.5e-4).
 * @param table counts, one row per system (non-negative integers)
 * @param names the categories' names, one per column
 * @returns the test (`statistic` and `df` are the chi-square's even when `exact`), or `null` when
 *   fewer than two rows have a count or fewer than two categories remain
 */
export function homogeneityTest(
  table: readonly (readonly number[])[],
  names: readonly string[],
): { categories: string[]; table: number[][]; statistic: number; df: number; pValue: number; lowExpected: boolean; exact: boolean } | null {
  const rows = table.filter((r) => r.some((x) => x > 0));
  if (rows.length < 2 || rows.length !== table.length) return null;
  let cols = names.map((name, j) => ({ name, counts: table.map((r) => r[j] as number) })).filter((c) => c.counts.some((x) => x > 0));
  const total = table.reduce((a, r) => a + r.reduce((b, x) => b + x, 0), 0);
  const minRow = Math.min(...table.map((r) => r.reduce((b, x) => b + x, 0)));
  const colTotal = (c: { counts: number[] }): number => c.counts.reduce((a, x) => a + x, 0);
  for (;;) {
    if (cols.length < 2) return null;
    const smallest = Math.min(...cols.map(colTotal));
    if ((smallest * minRow) / total >= 5 || cols.length === 2) break;
    // Merge the two smallest columns (ties: the later ones), keeping the others' order.
    const order = cols.map((c, j) => ({ j, t: colTotal(c) })).sort((a, b) => a.t - b.t || b.j - a.j);
    const [a, b] = [Math.min(order[0]!.j, order[1]!.j), Math.max(order[0]!.j, order[1]!.j)];
    const merged = { name: `${cols[a]!.name}+${cols[b]!.name}`, counts: cols[a]!.counts.map((x, i) => x + cols[b]!.counts[i]!) };
    cols = cols.flatMap((c, j) => (j === a ? [merged] : j === b ? [] : [c]));
  }
  const m = table.map((_, i) => cols.map((c) => c.counts[i]!));
  const out = chi2test(m, { correct: false });
  const smallest = Math.min(...cols.map(colTotal));
  const lowExpected = (smallest * minRow) / total < 5;
  const exact = lowExpected && m.length === 2 && cols.length === 2;
  return { categories: cols.map((c) => c.name), table: m, statistic: out.statistic, df: out.df, pValue: exact ? fisherExact2x2(m) : out.pValue, lowExpected, exact };
}

/** The metrics whose counts are events within trials (shots, casualties, exchanges), not trials: see {@link MetricTest.perEvent}. */
const PER_EVENT_METRICS: ReadonlySet<string> = new Set(['hitRate', 'deathsPerCasualty', 'firstShot']);

/** The metrics tested, as systems x categories tables of counts. */
function metricTables(systems: readonly ComparedSystem[], runs: readonly SkirmishSummary[]): { metric: string; label: string; names: string[]; table: number[][] }[] {
  const first = runs[0]!;
  const out: { metric: string; label: string; names: string[]; table: number[][] }[] = [];
  out.push({ metric: 'outcome', label: 'side wins and draws', names: [...first.sides.map((x) => `${x.name} win`), 'draw'], table: runs.map((r) => [...r.sides.map((x) => x.wins), r.draws.count]) });
  out.push({ metric: 'hitRate', label: 'hits per shot', names: ['hit', 'miss'], table: systems.map((s) => [s.hits, s.shots - s.hits]) });
  out.push({
    metric: 'deathsPerCasualty',
    label: 'deaths per casualty',
    names: ['dead', 'out, not dead'],
    table: systems.map((s) => [s.deaths, s.casualties - s.deaths]),
  });
  out.push({ metric: 'firstShot', label: 'first shooter left standing', names: ['standing', 'not standing'], table: runs.map((r) => [r.firstShot.fastestStanding, r.firstShot.exchanges - r.firstShot.fastestStanding]) });
  first.sides.forEach((side, k) => {
    const size = Math.max(...runs.map((r) => r.sides[k]!.casualties.histogram.length));
    out.push({
      metric: `casualties:${side.name}`,
      label: `${side.name}: characters out per trial`,
      names: Array.from({ length: size }, (_, j) => String(j)),
      table: runs.map((r) => Array.from({ length: size }, (_, j) => r.sides[k]!.casualties.histogram[j] ?? 0)),
    });
  });
  first.characters.forEach((c, k) => {
    out.push({ metric: `fate:${c.name}`, label: `${c.name}'s end state`, names: [...SKIRMISH_END_STATES], table: runs.map((r) => SKIRMISH_END_STATES.map((e) => r.characters[k]![e].count)) });
  });
  return out;
}

/**
 * Compares one scenario's runs under several systems: each system's headline metrics, a
 * homogeneity test per metric with Holm-adjusted p-values, and a plain-language summary.
 * @param runs the runs, one per system, of the same scenario, seed and trial count
 * @param alpha family-wise false-alarm rate of the tests (fraction in (0, 1), default 0.05)
 * @throws Error when the runs are not of one scenario (id, sides and characters), or alpha is out of range
 */
export function compareSkirmishes(runs: readonly ComparedRun[], alpha = 0.05): ComparisonSummary {
  if (runs.length === 0) throw new Error('compare: no system to compare');
  if (!(alpha > 0 && alpha < 1)) throw new Error(`--alpha: expected a fraction between 0 and 1, e.g. 0.05, got ${alpha}`);
  const first = runs[0]!.summary;
  for (const r of runs) {
    const s = r.summary;
    const same = s.scenario === first.scenario && s.trials === first.trials && s.sides.map((x) => x.name).join('|') === first.sides.map((x) => x.name).join('|') && s.characters.map((c) => c.name).join('|') === first.characters.map((c) => c.name).join('|');
    if (!same) throw new Error(`compare: the ${s.system} run is not of the same scenario, sides, characters and trials as the ${first.system} run`);
  }
  const systems = runs.map(comparedSystem);
  const summaries = runs.map((r) => r.summary);
  const untested: { metric: string; label: string; why: string }[] = [];
  const raw: Omit<MetricTest, 'adjustedP' | 'differ'>[] = [];
  for (const m of metricTables(systems, summaries)) {
    const counted = m.table.map((r, i) => ({ r, id: systems[i]!.system })).filter((x) => x.r.some((v) => v > 0));
    // Each system's first-shot figure counts its own event (BOOT HILL: a firing phase's fastest
    // man; Quick on the Draw: the trial's first to draw and shoot; Shootout!: a Draw!): figures of
    // different events are not one quantity to test.
    if (m.metric === 'firstShot' && !sameFirstShot(systems.filter((x) => counted.some((c) => c.id === x.system)))) {
      untested.push({ metric: m.metric, label: m.label, why: 'each system counts a different event (its own first-shot figure)' });
      continue;
    }
    if (counted.length < 2) {
      untested.push({ metric: m.metric, label: m.label, why: runs.length < 2 ? 'only one system' : `counted by ${counted.length === 0 ? 'no system' : `${counted[0]!.id} only`}` });
      continue;
    }
    const t = homogeneityTest(counted.map((x) => x.r), m.names);
    if (t === null) {
      untested.push({ metric: m.metric, label: m.label, why: 'one outcome in every system' });
      continue;
    }
    raw.push({ metric: m.metric, label: m.label, systems: counted.map((x) => x.id), categories: t.categories, table: t.table, statistic: t.statistic, df: t.df, pValue: t.pValue, lowExpected: t.lowExpected && !t.exact, exact: t.exact, perEvent: PER_EVENT_METRICS.has(m.metric) });
  }
  const adjusted = holmWithin(raw.map((t) => t.pValue), raw.map((t) => t.perEvent));
  const tests: MetricTest[] = raw.map((t, i) => ({ ...t, adjustedP: adjusted[i]!, differ: adjusted[i]! < alpha }));
  const base = { scenario: first.scenario, scenarioName: first.scenarioName, seed: first.seed, trials: first.trials, confidence: first.confidence, alpha, version: first.version, systems, untested, tests };
  return { ...base, text: comparisonText(base), runs: summaries };
}

/** True when every system's first-shot figure counts the same event (the same `terms.firstShot`, or none given). */
function sameFirstShot(systems: readonly ComparedSystem[]): boolean {
  const key = (s: ComparedSystem): string => (s.terms.firstShot === undefined ? '' : `${s.terms.firstShot.exchange}|${s.terms.firstShot.standing}`);
  return systems.every((s) => key(s) === key(systems[0]!));
}

/**
 * Holm's adjustment of `pValues` within two families, the entries where `inSecond` is false and
 * those where it is true, each adjusted as if the other were not there.
 * @returns the adjusted p-values, in the order given
 */
function holmWithin(pValues: readonly number[], inSecond: readonly boolean[]): number[] {
  const out = new Array<number>(pValues.length);
  for (const second of [false, true]) {
    const at = pValues.flatMap((_, i) => (inSecond[i] === second ? [i] : []));
    holm(at.map((i) => pValues[i]!)).forEach((a, k) => (out[at[k]!] = a));
  }
  return out;
}

/** Percent with one decimal, e.g. `71.0%` ({@link shareText}: more where it would round to 0 or 100 but is not). */
const pc = (x: number): string => shareText(x, 1);
/** An interval in percent, e.g. `[70.4, 71.6]` (as {@link pc}). */
const iv = (i: Interval): string => `[${shareDigits(i[0], 1)}, ${shareDigits(i[1], 1)}]`;
/** `a, b and c`. */
const list = (xs: readonly string[]): string => (xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/**
 * The plain-language summary of a comparison: who wins under each system, which fights last
 * longest, how often shots hit, how lethal each system is, how much the first shot is worth, and
 * what the tests found. Sentences, generated from the numbers only.
 */
export function comparisonText(c: Pick<ComparisonSummary, 'systems' | 'tests' | 'untested' | 'alpha'>): string[] {
  const out: string[] = [];
  const systems = c.systems;
  for (let k = 0; k < (systems[0]?.sides.length ?? 0); k++) {
    const side = systems[0]!.sides[k]!.side;
    out.push(`${side} win ${list(systems.map((s) => `${pc(s.sides[k]!.rate)} ${iv(s.sides[k]!.ci)} under ${s.systemName}`))}.`);
  }
  if (systems.some((s) => s.draws.count > 0)) out.push(`No side wins (the turn limit reached, or every side out at once) in ${list(systems.map((s) => `${pc(s.draws.rate)} under ${s.systemName}`))}.`);
  if (systems.length >= 2) {
    const timed = systems.filter((s) => s.meanSeconds !== null);
    const len = systems.map((s) => `${s.meanTurns.toFixed(1)} ${s.turnUnit}s${s.meanSeconds === null ? '' : ` (about ${Math.round(s.meanSeconds)} s)`} under ${s.systemName}`);
    out.push(
      timed.length === systems.length
        ? `${[...systems].sort((a, b) => b.meanSeconds! - a.meanSeconds!)[0]!.systemName} fights last longest: ${list(len)}.`
        : `Fights last ${list(len)} on average (the systems' turns are not the same length of game time${timed.length > 0 ? `; only ${list(timed.map((s) => s.systemName))} gives one in seconds` : ''}).`,
    );
    const shooting = systems.filter((s) => s.hitRate.rate !== null);
    if (shooting.length >= 2) {
      const byHit = [...shooting].sort((a, b) => b.hitRate.rate! - a.hitRate.rate!);
      out.push(`Shots hit most often under ${byHit[0]!.systemName} (${pc(byHit[0]!.hitRate.rate!)} of ${byHit[0]!.shotsPerTrial.toFixed(1)} shots a fight) and least under ${byHit[byHit.length - 1]!.systemName} (${pc(byHit[byHit.length - 1]!.hitRate.rate!)} of ${byHit[byHit.length - 1]!.shotsPerTrial.toFixed(1)}).`);
    }
    const lethal = systems.filter((s) => s.deathsPerCasualty.rate !== null);
    if (lethal.length >= 2) {
      const byDeath = [...lethal].sort((a, b) => b.deathsPerCasualty.rate! - a.deathsPerCasualty.rate!);
      out.push(`${byDeath[0]!.systemName} is the most lethal: ${pc(byDeath[0]!.deathsPerCasualty.rate!)} of its casualties are dead, against ${list(byDeath.slice(1).map((s) => `${pc(s.deathsPerCasualty.rate!)} under ${s.systemName}`))}.`);
      // A system whose casualty alive is its own end state (Quick on the Draw: out of the action,
      // alive after the POST ACTION roll) says why its deaths are few.
      for (const s of lethal) {
        const own = s.terms.endStates?.unconscious;
        if (own !== undefined) out.push(`Under ${s.systemName} a casualty not dead is ${own.name.toLowerCase()}: ${own.meaning}.`);
      }
    }
    const first = systems.filter((s) => s.firstShot.rate !== null);
    if (first.length >= 2) {
      out.push(
        sameFirstShot(first)
          ? `The character who shoots first in an exchange is left standing ${list(first.map((s) => `${pc(s.firstShot.rate!)} under ${s.systemName}`))}.`
          : `The first shot, as each system counts it (different events, not tested against each other): ${list(first.map((s) => `${pc(s.firstShot.rate!)} under ${s.systemName}${s.terms.firstShot === undefined ? '' : ` (${s.terms.firstShot.fastest.toLowerCase()} ${s.terms.firstShot.standing}, of ${s.terms.firstShot.exchange})`}`))}.`,
      );
    }
  }
  const perTrial = c.tests.filter((t) => !t.perEvent);
  if (perTrial.length > 0) {
    const differ = perTrial.filter((t) => t.differ);
    const same = perTrial.filter((t) => !t.differ);
    out.push(
      `The systems differ in ${differ.length} of the ${perTrial.length} metrics counted in trials (chi-square tests, Holm-adjusted, ${pc(c.alpha)} chance of any false alarm)${differ.length > 0 ? `: ${list(differ.map((t) => t.label))}` : ''}.` +
        (same.length > 0 ? ` No difference is detected in ${list(same.map((t) => t.label))}.` : ''),
    );
  }
  const perEvent = c.tests.filter((t) => t.perEvent);
  if (perEvent.length > 0) {
    const differ = perEvent.filter((t) => t.differ);
    const same = perEvent.filter((t) => !t.differ);
    out.push(
      `Of the metrics counted in events, several a trial (${list(perEvent.map((t) => t.label))}; their tests take the events as independent, so their p-values are too small: a rough guide, outside that false-alarm rate), ` +
        (differ.length > 0 ? `the systems look different in ${list(differ.map((t) => t.label))}` : 'none looks different') +
        (differ.length > 0 && same.length > 0 ? `, not in ${list(same.map((t) => t.label))}` : '') +
        '.',
    );
  }
  return out;
}
