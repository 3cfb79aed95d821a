/**
 * The CI regression guard's statistics (`deadeye baseline`, `deadeye check`): the outcome counts a
 * baseline keeps ({@link GuardOutcomes}), and the check of a new run against them
 * ({@link guardCheck}): categorical outcomes (side wins and draws, each character's end state) by
 * a chi-square test of homogeneity on the 2 x k table with the rarest categories merged until
 * every expected count is at least 5, a 2 x 2 table left with a smaller one by Fisher's exact test
 * (`homogeneityTest`, compare.ts); the turns a fight lasts and each side's casualties per trial by
 * the same test on their histograms (each value a category); every p-value of one check adjusted
 * together by Holm's method (`@stdlib/stats-padjust`), so that `alpha` is the chance that a check
 * of an unchanged tree fails at all; each side's win rate with the difference and its (1 - 2
 * alpha) interval, and with a margin a TOST equivalence verdict. A difference of two shares has
 * Newcombe's hybrid score interval (intervals.ts `newcombe`), which holds the difference and keeps a
 * spread at 0 and 1; a difference of two means, Welch's normal interval.
 *
 * (An audit of 2026-11-29 measured the two-sample Kolmogorov-Smirnov test these histograms had: on
 * counts with few values its asymptotic p-value is far too large, so that 2% of duels lasting a
 * turn longer was found 1% of the time, against 100% by the chi-square; {@link ks2Histograms} is
 * kept for callers who want it, with that caveat.)
 *
 * Shots and hits per weapon class are kept in the baseline (a diff of it reads as the change in
 * outcomes) but not tested: hits within one trial are not independent (the same shooter, the same
 * range), so a test that counts shots as independent trials would raise false alarms.
 */
import { SKIRMISH_END_STATES, type SkirmishCounts, type SkirmishEndState } from '@deadeye/core';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import { homogeneityTest } from './compare.ts';
import { holm } from './adjust.ts';
import { newcombeZ, zForConfidence, type Interval } from './intervals.ts';
import { shareText } from './numbers.ts';


/** What a baseline keeps of a run: plain counts, in the order of the scenario. */
export interface GuardOutcomes {
  readonly trials: number;
  /** Side names, and each side's wins; `draws`: trials no side won. */
  readonly sides: readonly { readonly name: string; readonly wins: number; readonly casualties: readonly number[] }[];
  readonly draws: number;
  /** `turns[t - 1]`: trials that ended after turn t. */
  readonly turns: readonly number[];
  readonly characters: readonly { readonly name: string; readonly side: string; readonly endState: Readonly<Record<SkirmishEndState, number>> }[];
  /** Shots and hits per weapon class (over every band): kept for the reader, not tested. */
  readonly weapons: readonly { readonly weapon: string; readonly shots: number; readonly hits: number }[];
}

/** The counts a baseline keeps, from a run's counts. */
export function guardOutcomes(c: SkirmishCounts): GuardOutcomes {
  const weapons = new Map<string, { weapon: string; shots: number; hits: number }>();
  for (const w of c.weapons) {
    const k = weapons.get(w.weaponName) ?? { weapon: w.weaponName, shots: 0, hits: 0 };
    k.shots += w.shots;
    k.hits += w.hits;
    weapons.set(w.weaponName, k);
  }
  return {
    trials: c.trials,
    sides: c.sides.map((s) => ({ name: s.name, wins: s.wins, casualties: [...s.casualties] })),
    draws: c.draws,
    turns: [...c.turns],
    characters: c.characters.map((ch) => ({ name: ch.name, side: ch.side, endState: { ...ch.endState } })),
    weapons: [...weapons.values()],
  };
}

/**
 * The upper tail of the asymptotic Kolmogorov distribution: P(K > x) = 2 sum_{k>=1} (-1)^(k-1)
 * exp(-2 k^2 x^2) (scipy.stats.kstwobign.sf). 1 for x <= 0.
 */
export function kolmogorovSf(x: number): number {
  if (x <= 0) return 1;
  // Below 0.2 the tail is 1 to 15 digits; the series converges slowly there.
  if (x < 0.2) return 1;
  let sum = 0;
  for (let k = 1; k <= 100; k++) {
    const term = Math.exp(-2 * k * k * x * x);
    sum += (k % 2 === 1 ? 1 : -1) * term;
    if (term < 1e-17) break;
  }
  return Math.min(1, Math.max(0, 2 * sum));
}

/**
 * The two-sample Kolmogorov-Smirnov test of two distributions on 0, 1, 2... given as histograms
 * of counts (`a[k]`: trials with value k): D, the largest gap between the two empirical CDFs, and
 * its asymptotic p-value `kolmogorovSf(sqrt(n m / (n + m)) D)`. With ties (any discrete
 * distribution) the test is conservative: the false-alarm rate is at most the stated level, but on
 * counts with few values far below it, and the test has little power (the guard no longer uses it).
 * @throws RangeError when either histogram is empty (no trial)
 */
export function ks2Histograms(a: readonly number[], b: readonly number[]): { statistic: number; pValue: number } {
  const n = a.reduce((s, x) => s + x, 0);
  const m = b.reduce((s, x) => s + x, 0);
  if (n <= 0 || m <= 0) throw new RangeError(`two-sample KS needs trials in both histograms, got ${n} and ${m}`);
  let fa = 0;
  let fb = 0;
  let d = 0;
  for (let k = 0; k < Math.max(a.length, b.length); k++) {
    fa += (a[k] ?? 0) / n;
    fb += (b[k] ?? 0) / m;
    d = Math.max(d, Math.abs(fa - fb));
  }
  return { statistic: d, pValue: kolmogorovSf(Math.sqrt((n * m) / (n + m)) * d) };
}

/** One tested metric of a check. */
export interface GuardTest {
  /** Stable id, e.g. `outcome`, `fate:Doc Holliday`, `turns`, `casualties:Earps`. */
  readonly metric: string;
  readonly label: string;
  /** Pearson's chi-square of homogeneity, or Fisher's exact test for a sparse 2 x 2 table. */
  readonly test: 'chi-square' | 'fisher-exact';
  /** What the baseline and the new run show, in a few words (a rate, a mean). */
  readonly baseline: string;
  readonly now: string;
  /**
   * The change (now - baseline) with its (1 - alpha) interval: for a categorical metric the share
   * of the category that moved most (a fraction; `label` names it; Newcombe's hybrid score
   * interval), for an ordinal one the mean (`label` is its unit; Welch's normal interval).
   */
  readonly difference: { readonly label: string; readonly kind: 'share' | 'mean'; readonly value: number; readonly interval: Interval };
  readonly statistic: number;
  readonly pValue: number;
  /** Holm-adjusted over every test of the check. */
  readonly adjustedP: number;
  readonly shifted: boolean;
  /** The categories as tested, when rare ones were merged (chi-square). */
  readonly categories?: readonly string[];
}

/** A side's win rate, baseline and now: the difference, its interval and a verdict (TOST with `--equivalence`). */
export interface GuardRate {
  readonly side: string;
  readonly baseline: number;
  readonly now: number;
  readonly difference: number;
  /** The (1 - 2 alpha) Newcombe hybrid score interval of the difference, the one TOST reads (equivalent when it lies inside the margin). */
  readonly interval: Interval;
  /**
   * With a margin: the larger of the two one-sided p-values (H0: the difference is at least the
   * margin), each the level at which Newcombe's one-sided bound reaches the margin; 1 when the
   * difference itself is at or past the margin. Else null.
   */
  readonly tostP: number | null;
  /**
   * `changed`: the outcome test shifted and the interval excludes 0. With a margin: `equivalent`
   * (TOST below alpha: the change is smaller than the margin) or `inconclusive`; without one,
   * `no shift detected`.
   */
  readonly verdict: 'changed' | 'equivalent' | 'inconclusive' | 'no shift detected';
}

/** A check of one run against one baseline. */
export interface GuardCheck {
  readonly alpha: number;
  readonly tests: readonly GuardTest[];
  /** Metrics not tested and why (one outcome only, no trial...). */
  readonly untested: readonly { readonly metric: string; readonly why: string }[];
  /** Each side's win rate, baseline and now (the headline rates). */
  readonly rates: readonly GuardRate[];
  /** The equivalence margin (a fraction), when one was given. */
  readonly equivalence?: number;
  /** True when any test is below alpha after Holm's adjustment. */
  readonly shifted: boolean;
}

const pct = (x: number): string => shareText(x, 2);

/**
 * The category whose share moved most from `a` to `b`, with Newcombe's hybrid score interval of
 * the difference (the normal one shrank to nothing where a run's share was 0 or 1: an audit,
 * 2026-12-01, found `ok` tests beside intervals that left out 0, and a 1-trial check with
 * `unconscious +54.60 points [+47.27, +61.93]`).
 */
function largestShareChange(names: readonly string[], a: readonly number[], b: readonly number[], z: number): GuardTest['difference'] {
  const n1 = a.reduce((s, x) => s + x, 0);
  const n2 = b.reduce((s, x) => s + x, 0);
  let best: GuardTest['difference'] | null = null;
  names.forEach((name, j) => {
    const d = b[j]! / n2 - a[j]! / n1;
    if (best !== null && Math.abs(d) <= Math.abs(best.value)) return;
    best = { label: name, kind: 'share', value: d, interval: newcombeZ(a[j]!, n1, b[j]!, n2, z) };
  });
  return best!;
}

/**
 * The change of the mean of a histogram (`h[k]` trials with value k + offset), with Welch's normal
 * interval. A run of fewer than 2 trials has no variance of its own: it is given the other run's
 * (the 1-trial check had an interval of the baseline's spread alone, far too narrow).
 */
function meanChange(a: readonly number[], b: readonly number[], offset: number, unit: string, z: number): GuardTest['difference'] {
  const moments = (h: readonly number[]): [n: number, mean: number, variance: number] => {
    const n = h.reduce((s, x) => s + x, 0);
    const m = n === 0 ? 0 : h.reduce((s, x, k) => s + x * (k + offset), 0) / n;
    const v = n < 2 ? 0 : h.reduce((s, x, k) => s + x * (k + offset - m) ** 2, 0) / (n - 1);
    return [n, m, v];
  };
  const [n1, m1, s1] = moments(a);
  const [n2, m2, s2] = moments(b);
  const v1 = n1 < 2 ? s2 : s1;
  const v2 = n2 < 2 ? s1 : s2;
  const d = m2 - m1;
  const se = Math.sqrt(v1 / n1 + v2 / n2);
  return { label: unit, kind: 'mean', value: d, interval: [d - z * se, d + z * se] };
}
const meanOf = (h: readonly number[], offset: number): number => {
  const n = h.reduce((s, x) => s + x, 0);
  return n === 0 ? 0 : h.reduce((s, x, k) => s + x * (k + offset), 0) / n;
};

/**
 * The smallest change of a win rate near 50% (a fraction) that a check of `trials` trials against a
 * baseline of as many detects with probability `power` in a two-sided test at `alpha`, by the
 * normal approximation: (z(1 - alpha/2) + z(power)) * sqrt(2 * 0.25 / trials). A guide to the size
 * of a baseline, not the check's own test (which is Holm-adjusted over several, so it needs more).
 * @example detectableShift(20000, 0.001) // about 0.0207: two points
 */
export function detectableShift(trials: number, alpha: number, power = 0.8): number {
  return (zForConfidence(1 - alpha) + zForConfidence(2 * power - 1)) * Math.sqrt(0.5 / trials);
}

/** Names in order: a run's or a baseline's sides and characters, as {@link rosterDifference} compares them. */
export interface Roster {
  readonly sides: readonly { readonly name: string }[];
  readonly characters: readonly { readonly name: string }[];
}

/**
 * What differs between a baseline's sides and characters and a run's (their names, in order), in
 * words for an error line, or null when they are the same: the names the baseline has and the
 * scenario no longer has, the new ones, or "the same ... in another order".
 * @example rosterDifference(base, now) // 'characters: "Deputy" is not in the scenario now; "Deputy Bob" is new'
 */
export function rosterDifference(base: Roster, now: Roster): string | null {
  const parts: string[] = [];
  const compare = (what: string, a: readonly string[], b: readonly string[]): void => {
    if (JSON.stringify(a) === JSON.stringify(b)) return;
    const gone = a.filter((x) => !b.includes(x));
    const added = b.filter((x) => !a.includes(x));
    const quoted = (xs: readonly string[]): string => xs.map((x) => JSON.stringify(x)).join(', ');
    const words: string[] = [];
    if (gone.length > 0) words.push(`${quoted(gone)} ${gone.length === 1 ? 'is' : 'are'} not in the scenario now`);
    if (added.length > 0) words.push(`${quoted(added)} ${added.length === 1 ? 'is' : 'are'} new`);
    if (words.length === 0) words.push(a.length === b.length ? `the same ${what} in another order` : `${a.length} ${what} in the baseline, ${b.length} now`);
    parts.push(`${what}: ${words.join('; ')}`);
  };
  compare('sides', base.sides.map((x) => x.name), now.sides.map((x) => x.name));
  compare('characters', base.characters.map((x) => x.name), now.characters.map((x) => x.name));
  return parts.length === 0 ? null : parts.join('; ');
}

/**
 * Checks a new run's outcomes against a baseline's (the same scenario, system, variant: the
 * caller checks that). Holm over every test, so that `alpha` is the family-wise false-alarm rate.
 * @param equivalence with a margin (a fraction, e.g. 0.01 for one point), TOST verdicts per side's win rate
 * @throws Error when the two runs are not of the same sides and characters, or alpha or the margin is out of range
 */
export function guardCheck(base: GuardOutcomes, now: GuardOutcomes, alpha: number, equivalence?: number): GuardCheck {
  if (!(alpha > 0 && alpha < 1)) throw new Error(`--alpha: expected a fraction between 0 and 1, e.g. 0.001, got ${alpha}`);
  if (equivalence !== undefined && !(equivalence > 0 && equivalence < 1)) throw new Error(`--equivalence: expected a margin as a fraction between 0 and 1, e.g. 0.01 for one point, got ${equivalence}`);
  const differs = rosterDifference(base, now);
  if (differs !== null) throw new Error(`the run and the baseline have different sides or characters (${differs}): the scenario changed; make the baseline again`);
  const raw: Omit<GuardTest, 'adjustedP' | 'shifted'>[] = [];
  const zDiff = zForConfidence(1 - alpha);
  const untested: { metric: string; why: string }[] = [];
  const chi = (metric: string, label: string, names: readonly string[], a: readonly number[], b: readonly number[], show: (row: readonly number[]) => string, difference: () => GuardTest['difference'] = () => largestShareChange(names, a, b, zDiff)): void => {
    const t = homogeneityTest([a, b], names);
    if (t === null) {
      untested.push({ metric, why: 'one outcome only in both runs' });
      return;
    }
    raw.push({ metric, label, test: t.exact ? 'fisher-exact' : 'chi-square', baseline: show(a), now: show(b), difference: difference(), statistic: t.statistic, pValue: t.pValue, ...(t.categories.length < names.filter((_, j) => a[j]! + b[j]! > 0).length ? { categories: t.categories } : {}) });
  };
  const outcomeRow = (o: GuardOutcomes): number[] => [...o.sides.map((s) => s.wins), o.draws];
  const shares = (names: readonly string[]) => (row: readonly number[]): string => {
    const n = row.reduce((s, x) => s + x, 0);
    return names.flatMap((name, j) => (row[j]! > 0 ? [`${name} ${pct(row[j]! / n)}`] : [])).join(', ');
  };
  const outcomeNames = [...base.sides.map((s) => `${s.name} win`), 'draw'];
  chi('outcome', 'side wins and draws', outcomeNames, outcomeRow(base), outcomeRow(now), shares(outcomeNames));
  // A baseline of format 1 (before the `escaped` end state) counts a man who left the map with his
  // side's objective as fled, and as a casualty: his fate is tested with escaped folded into fled,
  // and a side's casualties only where no man of the new run escaped (the two then count alike).
  const legacy = base.characters.some((c) => (c.endState as Partial<Record<SkirmishEndState, number>>).escaped === undefined);
  const fateNames = legacy ? SKIRMISH_END_STATES.filter((e) => e !== 'escaped') : SKIRMISH_END_STATES;
  base.characters.forEach((c, k) => {
    const row = (o: GuardOutcomes): number[] => fateNames.map((e) => o.characters[k]!.endState[e] + (legacy && e === 'fled' ? (o.characters[k]!.endState.escaped ?? 0) : 0));
    chi(`fate:${c.name}`, `${c.name}'s end state`, fateNames, row(base), row(now), shares(fateNames));
  });
  // Counts (turns, casualties): each value a category of the same test; the change shown is the mean's.
  const counts = (metric: string, label: string, a: readonly number[], b: readonly number[], offset: number, unit: string): void => {
    const width = Math.max(a.length, b.length);
    const pad = (h: readonly number[]): number[] => Array.from({ length: width }, (_, k) => h[k] ?? 0);
    const names = Array.from({ length: width }, (_, k) => String(k + offset));
    chi(metric, label, names, pad(a), pad(b), (h) => `mean ${meanOf(h, offset).toFixed(3)} ${unit}`, () => meanChange(a, b, offset, unit, zDiff));
  };
  counts('turns', 'turns played', base.turns, now.turns, 1, 'turns');
  base.sides.forEach((s, k) => {
    const metric = `casualties:${s.name}`;
    if (legacy && now.characters.some((c) => c.side === s.name && (c.endState.escaped ?? 0) > 0)) {
      untested.push({ metric, why: 'the baseline (format 1) counts a man who escaped with his side\'s objective as a casualty, this run does not: make the baseline again to test it' });
      return;
    }
    counts(metric, `${s.name}: characters out per trial`, s.casualties, now.sides[k]!.casualties, 0, 'out');
  });
  const adjusted = holm(raw.map((t) => t.pValue));
  const tests: GuardTest[] = raw.map((t, i) => ({ ...t, adjustedP: adjusted[i]!, shifted: adjusted[i]! < alpha }));
  const shifted = tests.some((t) => t.shifted);
  const outcomeShifted = tests.find((t) => t.metric === 'outcome')?.shifted ?? false;
  const z = zForConfidence(1 - 2 * alpha);
  const rates: GuardRate[] = base.sides.map((s, k) => {
    const p1 = s.wins / base.trials;
    const p2 = now.sides[k]!.wins / now.trials;
    const d = p2 - p1;
    // Newcombe's interval keeps a spread at a rate of 0 or 1 (the Wald interval is [0, 0] for 10
    // wins of 10 twice, and TOST then called any margin met) and holds the difference printed
    // beside it (the Agresti-Caffo interval it replaced, 2026-12-01, was centred on the difference
    // with a win and a loss added to each run: "-0.16 points [-2.97, +2.99]").
    const wins = now.sides[k]!.wins;
    const interval = newcombeZ(s.wins, base.trials, wins, now.trials, z);
    const tostP = equivalence === undefined ? null : tostPValue(s.wins, base.trials, wins, now.trials, equivalence);
    return { side: s.name, baseline: p1, now: p2, difference: d, interval, tostP, verdict: rateVerdict(outcomeShifted, interval, tostP, alpha) };
  });
  return { alpha, tests, untested, rates, ...(equivalence === undefined ? {} : { equivalence }), shifted };
}

/**
 * TOST's p-value for `|p2 - p1| < margin` read off Newcombe's interval: for each one-sided null
 * (the difference at or below -margin; at or above +margin) the level `1 - Phi(z)` at which the
 * bound at critical value z reaches the margin (each bound moves monotonically with z; found by
 * bisection), the larger of the two; 1 when the difference itself is at or past the margin. So
 * `tostP < alpha` exactly when the (1 - 2 alpha) interval lies inside the margin.
 */
function tostPValue(x1: number, n1: number, x2: number, n2: number, margin: number): number {
  const d = x2 / n2 - x1 / n1;
  if (d <= -margin || d >= margin) return 1;
  const reach = (side: 0 | 1): number => {
    // The z at which the lower (side 0) bound falls to -margin, or the upper (side 1) rises to +margin.
    let lo = 0;
    let hi = 64;
    for (let k = 0; k < 200; k++) {
      const mid = (lo + hi) / 2;
      const bound = newcombeZ(x1, n1, x2, n2, mid)[side];
      if (side === 0 ? bound > -margin : bound < margin) lo = mid;
      else hi = mid;
    }
    return (lo + hi) / 2;
  };
  return Math.max(1 - normalCdf(reach(0), 0, 1), 1 - normalCdf(reach(1), 0, 1));
}

/** A side's win-rate verdict: changed (the outcome test shifted and the interval excludes 0), else by TOST, else no shift detected. */
function rateVerdict(outcomeShifted: boolean, interval: Interval, tostP: number | null, alpha: number): GuardRate['verdict'] {
  if (outcomeShifted && (interval[0] > 0 || interval[1] < 0)) return 'changed';
  if (tostP === null) return 'no shift detected';
  return tostP < alpha ? 'equivalent' : 'inconclusive';
}

/**
 * Holm's adjustment over every test of several checks at once (one `deadeye check` run of many
 * baselines), so that `alpha` is the chance that the whole run raises any false alarm; each
 * check's `adjustedP`, `shifted` and win-rate verdicts are recomputed.
 */
export function adjustAcross(checks: readonly GuardCheck[], alpha: number): GuardCheck[] {
  const all = checks.flatMap((c) => c.tests.map((t) => t.pValue));
  const adjusted = holm(all);
  let k = 0;
  return checks.map((c) => {
    const tests = c.tests.map((t) => {
      const a = adjusted[k++]!;
      return { ...t, adjustedP: a, shifted: a < alpha };
    });
    const outcomeShifted = tests.find((t) => t.metric === 'outcome')?.shifted ?? false;
    const rates = c.rates.map((r) => ({ ...r, verdict: rateVerdict(outcomeShifted, r.interval, r.tostP, alpha) }));
    return { ...c, alpha, tests, rates, shifted: tests.some((t) => t.shifted) };
  });
}
