/**
 * Balance tables (`deadeye balance`, issue #16 section 6): a round robin's pairwise outcomes ->
 * the win-rate matrix with intervals, a Bradley-Terry strength per entrant, and each entrant's
 * score against its cost (is the cost fair, which entrants are over- or under-costed?).
 *
 * Conventions, written once here and in the README:
 * - A draw (no side won: both out at once, or the turn limit) is half a win to each side. A
 *   score is (wins + draws / 2) / trials.
 * - A score's interval is Wilson's on the half-counted successes. A draw varies less than half a
 *   win and half a loss, so the interval is a little wider than it need be (conservative).
 * - Bradley-Terry: P(i beats j) = pi_i / (pi_i + pi_j), fitted to the half-counted wins by the MM
 *   algorithm (Hunter 2004, "MM algorithms for generalized Bradley-Terry models", Ann. Statist. 32),
 *   strengths on the log scale with the reference entrant at 0. Each pairing adds a prior of one
 *   drawn game (half a win each way), so that the fit exists when an entrant never wins (or never
 *   loses) a pairing; with N trials a pairing it is 1/N of the data. The intervals are percentile
 *   intervals of a bootstrap that redraws each pairing's outcomes (wins, losses, draws) from its
 *   observed shares (multinomial), from a seeded stream the caller hands in.
 * - Pairings are played on common random numbers (trial t of every pairing draws the same
 *   numbers), which correlates them; the intervals and tests treat pairings as independent.
 */
import { balanceDistance, type BalanceEntrant, type BalanceReach, type HouseRuleSummary } from '@deadeye/core';
// Imported statically, as guard.ts does, so that the bundle holds it: a createRequire here was
// run at every start of the command (some 180 files of @stdlib read, about 40 ms, even for --help).
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import { holm } from './adjust.ts';
import { lazyFunction } from './lazy-require.ts';
import { wilsonScore, zForConfidence, type Interval } from './intervals.ts';
import { shareText } from './numbers.ts';

/**
 * One pairing's outcomes: entrant `a` against entrant `b` (indices), `trials` fights. Counts may
 * be fractional: a pairing whose sides mix two sizes weighs each stratum by its share.
 */
export interface PairOutcome {
  readonly a: number;
  readonly b: number;
  readonly trials: number;
  readonly winsA: number;
  readonly winsB: number;
  /** Fights no side won (`trials - winsA - winsB`). */
  readonly draws: number;
  /**
   * Of the draws, the fights nothing decided: no side had won when the turn limit was reached (the
   * sides never closed, or never broke the other). Absent: 0. A draw of both sides down at once
   * before it (BOOT HILL's "both down") is decided, and not counted here.
   */
  readonly undecided?: number;
}

/** A Bradley-Terry fit: log-strengths (reference 0), iterations and whether it converged. */
export interface BradleyTerryFit {
  readonly logStrength: readonly number[];
  readonly iterations: number;
  readonly converged: boolean;
}

/** Options of {@link fitBradleyTerry}. */
export interface BradleyTerryOptions {
  /** Drawn games added to each pairing (half a win each way): default 1. */
  readonly prior?: number;
  /** Stop when no log-strength moves more than this in an iteration (default 1e-10). */
  readonly tolerance?: number;
  /** Most iterations (default 100,000). */
  readonly maxIterations?: number;
}

/**
 * Fits Bradley-Terry strengths to pairwise outcomes by the MM algorithm (Hunter 2004, eq. 3):
 * pi_i <- W_i / sum_j n_ij / (pi_i + pi_j), W_i the half-counted wins of i, n_ij the fights of i
 * and j (plus `prior` drawn games each pairing), then rescaled so that pi_reference = 1.
 * @param n the number of entrants; `pairs` index them 0..n-1 (a pair may appear more than once: summed)
 * @param reference the entrant fixed at log-strength 0
 * @throws RangeError for a pair naming an entrant out of range or itself, a bad reference, or a
 *   negative prior; Error when, with no prior, an entrant has no fights
 */
export function fitBradleyTerry(n: number, pairs: readonly PairOutcome[], reference: number, options: BradleyTerryOptions = {}): BradleyTerryFit {
  const prior = options.prior ?? 1;
  const tolerance = options.tolerance ?? 1e-10;
  const maxIterations = options.maxIterations ?? 100_000;
  if (!(Number.isInteger(reference) && reference >= 0 && reference < n)) throw new RangeError(`fitBradleyTerry: reference ${reference} is not an entrant 0..${n - 1}`);
  if (!(prior >= 0)) throw new RangeError(`fitBradleyTerry: prior ${prior} must be 0 or more`);
  // Fights and half-counted wins, as n x n matrices (row i: against j).
  const fights = new Float64Array(n * n);
  const wins = new Float64Array(n * n);
  for (const p of pairs) {
    if (p.a === p.b || p.a < 0 || p.b < 0 || p.a >= n || p.b >= n) throw new RangeError(`fitBradleyTerry: pair ${p.a} v ${p.b} is not two entrants of 0..${n - 1}`);
    fights[p.a * n + p.b]! += p.trials;
    fights[p.b * n + p.a]! += p.trials;
    wins[p.a * n + p.b]! += p.winsA + p.draws / 2;
    wins[p.b * n + p.a]! += p.winsB + p.draws / 2;
  }
  const W = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j || fights[i * n + j] === 0) continue;
      fights[i * n + j]! += prior;
      wins[i * n + j]! += prior / 2;
      W[i]! += wins[i * n + j]!;
    }
  }
  for (let i = 0; i < n; i++) {
    let any = false;
    for (let j = 0; j < n; j++) any ||= fights[i * n + j]! > 0;
    if (!any) throw new Error(`fitBradleyTerry: entrant ${i} has no fights`);
  }
  // MM rather than Newton-Raphson (measured, one core: 19 Shootout! profiles, 536 MM iterations in
  // 6 ms against Newton's 8 in 10 ms; 39 entrants, 3 of them near-hopeless, 173 in 21 ms against 30 ms).
  const pi = new Float64Array(n).fill(1);
  const next = new Float64Array(n);
  let iterations = 0;
  let converged = false;
  while (iterations < maxIterations) {
    iterations++;
    for (let i = 0; i < n; i++) {
      let denom = 0;
      for (let j = 0; j < n; j++) if (j !== i && fights[i * n + j]! > 0) denom += fights[i * n + j]! / (pi[i]! + pi[j]!);
      next[i] = W[i]! / denom;
    }
    const scale = next[reference]!;
    let moved = 0;
    for (let i = 0; i < n; i++) {
      const v = next[i]! / scale;
      // An entrant with no wins at all (no prior) sinks to 0: stop when the others have settled.
      moved = Math.max(moved, v === 0 && pi[i] === 0 ? 0 : Math.abs(Math.log(v) - Math.log(pi[i]!)));
      pi[i] = v;
    }
    if (moved < tolerance || !Number.isFinite(moved)) {
      converged = moved < tolerance;
      break;
    }
  }
  return { logStrength: Array.from(pi, (v) => Math.log(v)), iterations, converged };
}

/**
 * Percentile bootstrap intervals of the Bradley-Terry log-strengths: `replicates` times, each
 * pairing's outcomes redrawn from its observed shares of wins, losses and draws (multinomial, the
 * same trials), the strengths refitted.
 * @param uniform a seeded uniform source on [0, 1) (the caller's stream: `@deadeye/rng`); called
 *   once per redrawn fight, pairings and replicates in order
 * @returns per entrant [low, high] at `confidence` (the reference's is [0, 0])
 */
export function bootstrapBradleyTerry(n: number, pairs: readonly PairOutcome[], reference: number, uniform: () => number, replicates = 200, confidence = 0.95, options: BradleyTerryOptions = {}): Interval[] {
  const draws: number[][] = Array.from({ length: n }, () => []);
  for (let r = 0; r < replicates; r++) {
    const redrawn = pairs.map((p): PairOutcome => {
      const pa = p.winsA / p.trials;
      const pd = (p.winsA + p.draws) / p.trials;
      let winsA = 0;
      let drawn = 0;
      for (let t = 0; t < p.trials; t++) {
        const u = uniform();
        if (u < pa) winsA++;
        else if (u < pd) drawn++;
      }
      return { a: p.a, b: p.b, trials: p.trials, winsA, draws: drawn, winsB: p.trials - winsA - drawn };
    });
    const fit = fitBradleyTerry(n, redrawn, reference, options);
    fit.logStrength.forEach((v, i) => draws[i]!.push(v));
  }
  const tail = (1 - confidence) / 2;
  return draws.map((d) => {
    const s = [...d].sort((x, y) => x - y);
    const at = (q: number): number => s[Math.min(s.length - 1, Math.max(0, Math.round(q * (s.length - 1))))]!;
    return [at(tail), at(1 - tail)];
  });
}

/** An entrant of a round robin as the results show it: core's {@link BalanceEntrant} (id, names, group, cost, detail). */
export type BalanceEntrantInfo = BalanceEntrant;

/** One cell of the win-rate matrix: `row`'s score against `column`. */
export interface BalanceCell {
  readonly row: number;
  readonly column: number;
  readonly trials: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  /** (wins + draws / 2) / trials. */
  readonly score: number;
  readonly interval: Interval;
}

/** The verdicts of a standing, in the order the charts' legends list them. */
export const BALANCE_VERDICTS = ['under-costed', 'fair', 'over-costed', 'out of reach', 'no verdict'] as const;
/**
 * One of {@link BALANCE_VERDICTS}; the last two are withheld verdicts: `out of reach` (the entrant
 * cannot reach that distance), `no verdict` from an entrant whose fights say nothing of its cost
 * (most of them undecided: {@link BALANCE_UNDECIDED_SHARE}), or from every entrant of a table with
 * fewer than three in reach to fit the line of score on cost through ({@link BALANCE_MIN_LINE}).
 */
export type BalanceVerdict = (typeof BALANCE_VERDICTS)[number];

/** Above this share of its fights undecided ({@link PairOutcome} `undecided`), an entrant's score is mostly half-wins nothing decided: it gets no verdict. */
export const BALANCE_UNDECIDED_SHARE = 0.5;
/** The fewest entrants a line of score on cost is judged by: two fix it, and leave it no scatter to test against. */
export const BALANCE_MIN_LINE = 3;

/** One entrant's line of a table. */
export interface BalanceStanding {
  readonly entrant: number;
  /** What its side cost in all (figures x cost), on average over its sizes, and its sizes with the share of fights each. */
  readonly fielded: number;
  readonly sizes: readonly { readonly figures: number; readonly weight: number }[];
  /** Its score against every other entrant together, and its Wilson interval. */
  readonly trials: number;
  readonly score: number;
  readonly interval: Interval;
  /** Bradley-Terry log-strength (reference 0) and its bootstrap interval. */
  readonly strength: number;
  readonly strengthInterval: Interval;
  /** The fair score at its cost (0.5 at equal cost; else the fitted line's), its distance in standard errors, and Holm's p-value (null: not tested, out of reach or no verdict). */
  readonly fair: number;
  readonly z: number;
  readonly adjustedP: number | null;
  /**
   * `under-costed` (wins more than its cost says), `over-costed`, `fair` (within the precision),
   * or `out of reach`: the distance is beyond its reach (it cannot hit), so it is not tested, and
   * the line of score on cost and the Holm correction leave it out; or `no verdict`, not tested
   * either: most of its fights undecided (`undecided` above {@link BALANCE_UNDECIDED_SHARE}; also
   * left out of the line and the Holm correction), or fewer than {@link BALANCE_MIN_LINE} entrants
   * in reach to fit the line of score on cost (costs that differ).
   */
  readonly verdict: BalanceVerdict;
  /** The share of its fights nothing decided ({@link PairOutcome} `undecided`). */
  readonly undecided: number;
  /** Its own band at the table's distance, or that it is out of reach, when the system says (BOOT HILL's weapons). */
  readonly reach?: BalanceReach;
  /** Its distance from the fitted line of score on cost, in standard errors of its score. */
  readonly lineZ: number;
}

/** A weighted least-squares line of score against cost: score = intercept + slope x cost. */
export interface BalanceLine {
  readonly intercept: number;
  readonly slope: number;
  /** The slope's interval at the result's confidence (Student's t, points - 2 degrees of freedom; unbounded with two entrants or one cost). */
  readonly slopeInterval: Interval;
}

/** The round robin at one range (a band, or the template's range). */
export interface BalanceTable {
  /** The band's name (`short`...), or null for the template's range. */
  readonly band: string | null;
  /** Range in map spaces. */
  readonly range: number;
  readonly cells: readonly BalanceCell[];
  readonly standings: readonly BalanceStanding[];
  readonly line: BalanceLine;
  readonly fit: { readonly iterations: number; readonly converged: boolean; readonly prior: number; readonly bootstrapReplicates: number };
  /** Plain sentences: the fairness verdicts and their basis. */
  readonly text: readonly string[];
}

/** A whole round robin (the results JSON, `kind: "balance"`). */
export interface BalanceResult {
  readonly kind: 'balance';
  readonly system: string;
  readonly systemName: string;
  readonly variant: string;
  readonly subject: string;
  readonly costUnit: string;
  readonly costSource: string;
  readonly rulings: string;
  /** How the distances of the bands were chosen (the system's {@link BalanceSupport} `distances`), when it plays bands. */
  readonly distances?: string;
  /** True when every side fields equal cost (fair = a score of 0.5); false when costs differ (fair = the fitted line). */
  readonly equalCost: boolean;
  readonly template: Readonly<Record<string, unknown>>;
  readonly trials: number;
  readonly seed: string;
  readonly confidence: number;
  readonly alpha: number;
  readonly pairing: string;
  readonly draws: string;
  readonly reference: number;
  readonly entrants: readonly BalanceEntrantInfo[];
  readonly tables: readonly BalanceTable[];
  /** The house rules applied (`--house-rule`), when any. */
  readonly houseRules?: readonly HouseRuleSummary[];
  readonly elapsedMs: number;
  readonly version: string;
}

/** The fight counts of one table: each pairing's outcomes (both orientations summed) and each entrant's side. */
export interface BalanceTableInput {
  readonly band: string | null;
  readonly range: number;
  readonly pairs: readonly PairOutcome[];
  readonly sides: readonly { readonly fielded: number; readonly sizes: readonly { readonly figures: number; readonly weight: number }[] }[];
  /** Each entrant's own band at `range`, or out of reach (the system's `reach`); absent: all reach it. */
  readonly reach?: readonly BalanceReach[];
}

const tQuantile = lazyFunction<(p: number, dof: number) => number>('@stdlib/stats-base-dists-t-quantile');

/**
 * Least squares of y on x (weights w, relative): intercept, slope, the slope's standard error from
 * the residual scatter and its degrees of freedom (points - 2; 0: two points fix the line, no error).
 */
function weightedLine(x: readonly number[], y: readonly number[], w: readonly number[]): { intercept: number; slope: number; se: number; dof: number } {
  const sw = w.reduce((s, v) => s + v, 0);
  const mx = x.reduce((s, v, i) => s + w[i]! * v, 0) / sw;
  const my = y.reduce((s, v, i) => s + w[i]! * v, 0) / sw;
  const sxx = x.reduce((s, v, i) => s + w[i]! * (v - mx) ** 2, 0);
  const sxy = x.reduce((s, v, i) => s + w[i]! * (v - mx) * (y[i]! - my), 0);
  const dof = x.length - 2;
  if (sxx === 0) return { intercept: my, slope: 0, se: Number.POSITIVE_INFINITY, dof };
  const slope = sxy / sxx;
  if (dof < 1) return { intercept: my - slope * mx, slope, se: Number.POSITIVE_INFINITY, dof };
  // The slope's variance from the scatter about the line (residual variance / Sxx).
  const rss = x.reduce((s, v, i) => s + w[i]! * (y[i]! - (my + slope * (v - mx))) ** 2, 0);
  const se = Math.sqrt(rss / dof / sxx);
  return { intercept: my - slope * mx, slope, se, dof };
}

/** Options of {@link balanceTable}. */
export interface BalanceTableOptions {
  readonly confidence: number;
  readonly alpha: number;
  readonly equalCost: boolean;
  readonly reference: number;
  readonly uniform: () => number;
  readonly replicates: number;
  readonly prior?: number;
  readonly costUnit: string;
}

/**
 * One table of the round robin: the matrix (every ordered pair of entrants that met), each
 * entrant's score against all with its Wilson interval, its Bradley-Terry strength with bootstrap
 * interval, the weighted line of score against cost, and the verdicts: an entrant is under-costed
 * (over-costed) when its score lies above (below) the fair score by more than Holm's correction
 * at `alpha` allows (z = (score - fair) / sqrt(score(1 - score)/trials), two-sided); the fair
 * score is 0.5 when every side fields equal cost, else the fitted line's at its cost.
 * @throws RangeError when an entrant met nobody
 */
export function balanceTable(entrants: readonly BalanceEntrantInfo[], input: BalanceTableInput, o: BalanceTableOptions): BalanceTable {
  const n = entrants.length;
  const prior = o.prior ?? 1;
  const cells: BalanceCell[] = [];
  const total = Array.from({ length: n }, () => ({ trials: 0, points: 0, undecided: 0 }));
  for (const p of input.pairs) {
    const half = (w: number): number => w + p.draws / 2;
    cells.push({ row: p.a, column: p.b, trials: p.trials, wins: p.winsA, losses: p.winsB, draws: p.draws, score: half(p.winsA) / p.trials, interval: wilsonScore(half(p.winsA), p.trials, o.confidence) });
    cells.push({ row: p.b, column: p.a, trials: p.trials, wins: p.winsB, losses: p.winsA, draws: p.draws, score: half(p.winsB) / p.trials, interval: wilsonScore(half(p.winsB), p.trials, o.confidence) });
    total[p.a]!.trials += p.trials;
    total[p.a]!.points += half(p.winsA);
    total[p.a]!.undecided += p.undecided ?? 0;
    total[p.b]!.trials += p.trials;
    total[p.b]!.points += half(p.winsB);
    total[p.b]!.undecided += p.undecided ?? 0;
  }
  cells.sort((x, y) => x.row - y.row || x.column - y.column);
  total.forEach((t, i) => {
    if (t.trials === 0) throw new RangeError(`balanceTable: ${entrants[i]!.name} met nobody`);
  });
  const fit = fitBradleyTerry(n, input.pairs, o.reference, { prior });
  const intervals = bootstrapBradleyTerry(n, input.pairs, o.reference, o.uniform, o.replicates, o.confidence, { prior });
  const score = total.map((t) => t.points / t.trials);
  // A score's variance, floored at half a fight's worth so that an entrant that always wins still has a standard error.
  const variance = total.map((t, i) => Math.max(score[i]! * (1 - score[i]!), 0.25 / t.trials) / t.trials);
  const cost = entrants.map((e) => e.cost);
  // An entrant out of reach at this distance cannot hit: its score says nothing of its price
  // (an audit, 2026-12-02: the Scatter Gun "over-costed" at 30 spaces, past its reach of 15), so
  // it gets no verdict, and neither the line nor the Holm family counts it. Its fights still
  // count in the others' scores and in the strengths.
  const out = entrants.map((_, i) => input.reach?.[i]?.band === null);
  // So with an entrant most of whose fights nothing decided (an audit, 2026-12: Shootout!'s balance
  // at 100 spaces, where the sides never closed within the template's turns, called every entrant
  // "fair" on scores of 50% made of draws): the same mechanism, another reason. (Draws of both
  // sides down at once are decided fights, and count as they did.)
  const undecided = total.map((t) => t.undecided / t.trials);
  const idle = entrants.map((_, i) => !out[i] && undecided[i]! > BALANCE_UNDECIDED_SHARE);
  const inReach = entrants.map((_, i) => i).filter((i) => !out[i] && !idle[i]);
  // Costs that differ are judged against the line of score on cost, which fewer than three
  // entrants leave untested (two fix it; an audit, 2026-12: BOOT HILL's extreme band with two
  // weapons in reach called both "fair" from a line through their two points): no verdicts.
  const tooFew = !o.equalCost && inReach.length < BALANCE_MIN_LINE;
  const tested = tooFew ? [] : inReach;
  // The line weighs every entrant alike (what a unit of cost buys across the entrants), its slope's error from the scatter about it.
  const fitted = inReach.length > 0 ? inReach : entrants.map((_, i) => i);
  const line = weightedLine(fitted.map((i) => cost[i]!), fitted.map((i) => score[i]!), fitted.map(() => 1));
  const fair = cost.map((c) => (o.equalCost ? 0.5 : line.intercept + line.slope * c));
  const zs = score.map((s, i) => (s - fair[i]!) / Math.sqrt(variance[i]!));
  const testedP = holm(tested.map((i) => 2 * (1 - normalCdf(Math.abs(zs[i]!), 0, 1))));
  const adjusted: (number | null)[] = entrants.map(() => null);
  tested.forEach((i, k) => {
    adjusted[i] = testedP[k]!;
  });
  const standings: BalanceStanding[] = entrants.map((_, i) => ({
    entrant: i,
    fielded: input.sides[i]!.fielded,
    sizes: input.sides[i]!.sizes,
    trials: total[i]!.trials,
    score: score[i]!,
    interval: wilsonScore(total[i]!.points, total[i]!.trials, o.confidence),
    strength: fit.logStrength[i]!,
    strengthInterval: intervals[i]!,
    fair: fair[i]!,
    z: zs[i]!,
    adjustedP: adjusted[i]!,
    verdict: out[i] ? 'out of reach' : adjusted[i] === null ? 'no verdict' : verdictOf(adjusted[i]!, zs[i]!, o.alpha),
    undecided: undecided[i]!,
    lineZ: (score[i]! - (line.intercept + line.slope * cost[i]!)) / Math.sqrt(variance[i]!),
    ...(input.reach?.[i] === undefined ? {} : { reach: input.reach[i] }),
  }));
  const table: Omit<BalanceTable, 'text'> = {
    band: input.band,
    range: input.range,
    cells,
    standings,
    // Student's t with the residuals' degrees of freedom (an audit, 2026-11-29: the normal z gave
    // 70% coverage with three entrants); none with two (the line goes through both).
    line: { intercept: line.intercept, slope: line.slope, slopeInterval: slopeInterval(line, o.confidence) },
    fit: { iterations: fit.iterations, converged: fit.converged, prior, bootstrapReplicates: o.replicates },
  };
  return { ...table, text: balanceText(entrants, table, o) };
}

/** A tested standing's verdict from its Holm-adjusted p and the sign of its z. */
function verdictOf(p: number, z: number, alpha: number): BalanceVerdict {
  return p < alpha ? (z > 0 ? 'under-costed' : 'over-costed') : 'fair';
}

/** The slope's interval at `confidence`: Student's t with the line's degrees of freedom; unbounded with none, or no spread of cost. */
function slopeInterval(line: { slope: number; se: number; dof: number }, confidence: number): Interval {
  if (line.dof < 1 || !Number.isFinite(line.se)) return [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  const t = tQuantile(1 - (1 - confidence) / 2, line.dof);
  return [line.slope - t * line.se, line.slope + t * line.se];
}

/** A fraction as a percentage to one decimal, e.g. `53.2%` (the verdict sentences' and the headline's figures; {@link shareText}). */
const pct = (x: number): string => shareText(x, 1);

/** The table's verdicts in plain sentences, with their statistical basis. */
function balanceText(entrants: readonly BalanceEntrantInfo[], t: Omit<BalanceTable, 'text'>, o: BalanceTableOptions): string[] {
  const where = t.band === null ? `at ${balanceDistance(t.range)}` : `at ${balanceDistance(t.range)}, the template's ${t.band} band`;
  const outOfReach = t.standings.filter((s) => s.verdict === 'out of reach');
  const idle = t.standings.filter((s) => s.verdict === 'no verdict' && s.undecided > BALANCE_UNDECIDED_SHARE);
  const left = entrants.length - outOfReach.length - idle.length;
  const tested = t.standings.filter((s) => s.adjustedP !== null).length;
  const basis = o.equalCost
    ? `the score at equal cost against 50% (a fair cost wins half its fights)`
    : `the score against the line fitted to score and cost (what its cost buys on average)`;
  const lines = [`${where}: verdicts test ${basis}, two-sided, Holm-adjusted over the ${tested === 0 ? 'entrants tested (none here, below)' : `${tested} entrants${outOfReach.length + idle.length > 0 ? ' in reach' : ''}`} at alpha ${o.alpha}; a draw is half a win.`];
  if (outOfReach.length > 0) {
    lines.push(
      `Out of reach at ${balanceDistance(t.range)}, so no verdict: ${outOfReach.map((s) => `${entrants[s.entrant]!.name}, ${pct(s.score)} (${s.reach!.text})`).join('; ')}. ${outOfReach.length === 1 ? 'It cannot hit and loses or draws every fight; its price does not buy this distance, so the line of score on cost and the Holm correction leave it out' : 'They cannot hit and lose or draw every fight; their price does not buy this distance, so the line of score on cost and the Holm correction leave them out'} (the others' scores still count their fights against ${outOfReach.length === 1 ? 'it' : 'them'}).`,
    );
  }
  if (idle.length > 0) {
    lines.push(
      `Most fights undecided at ${balanceDistance(t.range)}, so no verdict: ${idle.map((s) => `${entrants[s.entrant]!.name}, ${pct(s.undecided)} of its fights`).join('; ')} (no side had won at the turn limit: the sides did not close, or did not break the other, in the template's turns). ${idle.length === 1 ? 'Its score is' : 'Their scores are'} mostly half-wins of fights nothing decided, which say nothing of cost, so the line of score on cost and the Holm correction leave ${idle.length === 1 ? 'it' : 'them'} out; a shorter range, or more turns in the template, gives fights that end.`,
    );
  }
  if (tested === 0 && left > 0) {
    lines.push(
      `No verdicts ${where}: ${left} entrant${left === 1 ? '' : 's'} in reach with fights decided, and the line of score on cost needs at least ${BALANCE_MIN_LINE} (two fix it, leaving no scatter to test against); name more entrants that reach this distance.`,
    );
  }
  const named = (v: BalanceStanding['verdict']): string[] =>
    [...t.standings]
      .filter((s) => s.verdict === v)
      .sort((a, b) => b.z - a.z)
      .map((s) => `${entrants[s.entrant]!.name} (${Number(s.fielded.toFixed(2))} ${o.costUnit}: ${pct(s.score)} [${pct(s.interval[0])}, ${pct(s.interval[1])}] against a fair ${pct(s.fair)}, z ${s.z >= 0 ? '+' : ''}${s.z.toFixed(1)}, p ${formatBalanceP(s.adjustedP)})`);
  const under = named('under-costed');
  const over = named('over-costed');
  lines.push(under.length === 0 ? 'under-costed: none found.' : `under-costed (win more than their cost says): ${under.join('; ')}.`);
  lines.push(over.length === 0 ? 'over-costed: none found.' : `over-costed (win less than their cost says): ${over.join('; ')}.`);
  const fairCount = t.standings.filter((s) => s.verdict === 'fair').length;
  if (tested > 0) lines.push(`${fairCount} of ${tested}${outOfReach.length + idle.length > 0 ? ' in reach' : ''} within the precision of their fair score.`);
  // No line to speak of: every entrant left out (it was fitted through all of them, its slope 0.00 [0.00, 0.00]).
  if (left < 2) {
    lines.push(`Score against cost: no line (${left === 0 ? 'no entrant' : 'one entrant'} in reach with fights decided).`);
    return lines;
  }
  const [lo, hi] = t.line.slopeInterval;
  const bounds = Number.isFinite(lo) && Number.isFinite(hi) ? `[${(100 * lo).toFixed(2)}, ${(100 * hi).toFixed(2)}]` : '(no interval: a line through two entrants, or one cost, has no scatter to measure)';
  const per = `${(100 * t.line.slope).toFixed(2)} points of score per ${o.costUnit.replace(/s$/, '')} ${bounds}`;
  if (o.equalCost) {
    const far = [...t.standings].filter((s) => Math.abs(s.lineZ) > 3).sort((a, b) => Math.abs(b.lineZ) - Math.abs(a.lineZ));
    lines.push(
      far.length === 0
        ? 'No entrant lies more than 3 standard errors from the line of score on cost.'
        : `Farthest from the line of score on cost (more than 3 standard errors; above: a score higher than the line's at its cost, below: lower): ${far.map((s) => `${entrants[s.entrant]!.name} ${s.lineZ > 0 ? 'above' : 'below'} (z ${s.lineZ >= 0 ? '+' : ''}${s.lineZ.toFixed(1)})`).join(', ')}.`,
    );
    // The verdicts and the line ask two questions (an audit, 2026-12-02: Townsmen "under-costed"
    // yet "below" the line read as a contradiction): say so where their answers part.
    const parted = far.filter((s) => (s.verdict === 'under-costed' && s.lineZ < 0) || (s.verdict === 'over-costed' && s.lineZ > 0));
    if (parted.length > 0) {
      const onLine = (s: BalanceStanding): number => t.line.intercept + t.line.slope * entrants[s.entrant]!.cost;
      lines.push(
        `The verdicts and the line answer two questions: a verdict sets the score against 50% (what equal ${o.costUnit} should give); above and below set it against the line's score at the entrant's cost (what these entrants score on average at that cost). Where the line lies far from 50% the two part: ${parted
          .map((s) => `${entrants[s.entrant]!.name} ${s.verdict} (${pct(s.score)}, ${s.score > 0.5 ? 'above' : 'below'} 50%) yet ${s.lineZ > 0 ? 'above' : 'below'} the line (${pct(onLine(s))} at ${entrants[s.entrant]!.cost} ${o.costUnit})`)
          .join('; ')}.`,
      );
    }
    lines.push(
      lo > 0
        ? `Score against cost: ${per}: at equal points the dearer entrants win more, so the formula under-prices them (and over-prices the cheap ones).`
        : hi < 0
          ? `Score against cost: ${per}: at equal points the dearer entrants win less, so the formula over-prices them (and under-prices the cheap ones).`
          : `Score against cost: ${per}: no trend with cost detected.`,
    );
  } else {
    lines.push(lo > 0 ? `Score against cost: ${per}: the dearer ones win more.` : hi < 0 ? `Score against cost: ${per}: the dearer ones win less.` : `Score against cost: ${per}: no trend with cost detected (the price does not track the weapon's worth here).`);
  }
  return lines;
}

/**
 * One table's verdicts in a sentence, for the lead of a report (the table's own `text` has every
 * entrant's figures): how many entrants are under-costed, over-costed and fair (and out of reach, or with no verdict),
 * the farthest of each verdict from its fair score (largest |z|) with its score against that fair
 * score, and the trend of score with cost. E.g. "9 under-costed (most: Fast Draw Revolver (6 shot)
 * (FDR6), 71.7% against a fair 50.5%), 8 over-costed (most: ...), 5 fair; no trend with cost".
 * Shapes: `t` one of `r.tables`; scores in percent of fights won (a draw half).
 */
export function balanceHeadline(r: Pick<BalanceResult, 'entrants' | 'equalCost'>, t: BalanceTable): string {
  const count = (v: BalanceVerdict): number => t.standings.filter((s) => s.verdict === v).length;
  const most = (v: BalanceVerdict): string => {
    const list = t.standings.filter((s) => s.verdict === v);
    if (list.length === 0) return '';
    const s = list.reduce((a, b) => (Math.abs(b.z) > Math.abs(a.z) ? b : a));
    return ` (${list.length === 1 ? '' : 'most: '}${r.entrants[s.entrant]!.name}, ${pct(s.score)} against a fair ${pct(s.fair)})`;
  };
  const out = count('out of reach');
  const none = count('no verdict');
  const [lo, hi] = t.line.slopeInterval;
  const dearer = r.equalCost ? 'at equal cost the dearer' : 'the dearer';
  const trend = lo > 0 ? `${dearer} win more` : hi < 0 ? `${dearer} win less` : 'no trend with cost';
  return `${count('under-costed')} under-costed${most('under-costed')}, ${count('over-costed')} over-costed${most('over-costed')}, ${count('fair')} fair${out > 0 ? `, ${out} out of reach` : ''}${none > 0 ? `, ${none} with no verdict` : ''}; ${none + out === t.standings.length ? 'no line of score on cost' : trend}`;
}

/**
 * Below this a Holm-adjusted p-value of the verdicts is printed as `< 1e-12`: p is 2(1 - Phi(|z|))
 * times up to the entrants' count, and 1 - Phi(|z|) in double precision loses its digits below
 * about 1e-15 (it is 0 from |z| of 8.3), so a smaller figure would be noise, and 0 a falsehood.
 */
export const BALANCE_P_FLOOR = 1e-12;

/**
 * A verdict's Holm-adjusted p-value as every balance output prints it (the verdict sentences, the
 * report's standings, the terminal): `< 1e-12` below {@link BALANCE_P_FLOOR} (never `0.0e+0`), one
 * significant figure in exponent form below 1e-4 (`4.6e-6`), else four decimals (`0.0034`); `-`
 * for null (an entrant not tested: out of reach at that distance, or no verdict).
 */
export function formatBalanceP(p: number | null): string {
  if (p === null || Number.isNaN(p)) return '-';
  return p < BALANCE_P_FLOOR ? `< ${BALANCE_P_FLOOR.toExponential(0)}` : p < 1e-4 ? p.toExponential(1) : p.toFixed(4);
}

/** The CSV columns of {@link balanceCsv}, in order: one row per table and ordered pair. */
export const BALANCE_CSV_COLUMNS = ['band', 'range', 'row', 'row_cost', 'column', 'column_cost', 'trials', 'wins', 'losses', 'draws', 'score', 'low', 'high'] as const;

/** The matrix as long-format CSV (one row per table and ordered pair). */
export function balanceCsv(r: BalanceResult): string {
  const q = (s: string): string => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const rows = r.tables.flatMap((t) =>
    t.cells.map((c) => [t.band ?? '', t.range, q(r.entrants[c.row]!.name), r.entrants[c.row]!.cost, q(r.entrants[c.column]!.name), r.entrants[c.column]!.cost, c.trials, c.wins, c.losses, c.draws, c.score.toFixed(6), c.interval[0].toFixed(6), c.interval[1].toFixed(6)].join(',')),
  );
  return `${[BALANCE_CSV_COLUMNS.join(','), ...rows].join('\n')}\n`;
}
