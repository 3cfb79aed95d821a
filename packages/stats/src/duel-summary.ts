/**
 * The results of a standing duel run, summarised from the runner's integer counts
 * (`DuelRangeCounts`, never per-trial rows) into the public results JSON (`DuelSummary`) that the
 * CLI writes with `--json` and that `@deadeye/report` draws.
 *
 * Conventions: every share is a FRACTION in 0..1 (never percent) and is left unrounded; ranges
 * are in spaces (1 space = 6 feet) with the feet given beside them; turns are the rule system's
 * turns (`system`). BOOT HILL's own duelist fields (first shot base, BAC, STR, wounds by location and
 * severity) appear only when the counts carry them; any system's own outcomes are in `sections`.
 */
import { FEET_PER_SPACE } from '@deadeye/core';
import type { DuelistCounts, DuelRangeCounts, HouseRuleSummary, DuelRunInfo, EndState, ExactDuelResult } from '@deadeye/core';
import { wilson, type Interval } from './intervals.ts';
import { summarizeSections, type CountSectionSummary } from './sections.ts';


/** Names and weapons of the two duelists (taken from the first range). */
export interface DuelistIdentity {
  /** Display name, e.g. `Doc Holliday`. */
  readonly name: string;
  /** Weapon code, e.g. `FDR6`. */
  readonly weapon: string;
}

/** Wound severities, as fractions of the wounds one duelist received (they sum to 1, or all 0). */
export interface WoundSeverityShares {
  readonly light: number;
  readonly serious: number;
  readonly mortal: number;
}

/** One duelist's results at one range. All shares are fractions of trials unless stated. */
export interface DuelistRangeSummary {
  /** Display name. */
  readonly name: string;
  /** Weapon code. */
  readonly weapon: string;
  /** The duelist in his system's terms (one line), when the system gives one (`DuelistCounts.profile`). */
  readonly profile?: string;
  /** First shot base (BASP + weapon speed modifier), points. BOOT HILL's: absent when the counts lack it. */
  readonly firstShotBase?: number;
  /** Basic accuracy (hit determination base), percent as printed on the character sheet. BOOT HILL's, as above. */
  readonly bac?: number;
  /** Strength points. BOOT HILL's, as above. */
  readonly str?: number;
  /** Hits per shot fired (fraction 0..1); `null` when no shots were fired. */
  readonly hitRate: number | null;
  /** 95 % Wilson interval of `hitRate` `[low, high]` (fractions); `null` when no shots were fired. */
  readonly hitRateCI: Interval | null;
  /** Mean shots fired per trial (shots, all turns). */
  readonly shotsPerTrial: number;
  /**
   * Mean wounds received per trial (count; 0 means the wound shares below are all 0). With the
   * two below, BOOT HILL's wound chart: absent when the counts have no `woundsByLocation`.
   */
  readonly woundsPerTrial?: number;
  /** Fraction of trials in which this duelist alone had the higher turn-1 net speed. */
  readonly firedFirst: number;
  /** P(win | fired first), a fraction of the trials this duelist fired first; `null` if it never did. */
  readonly winRateWhenFiredFirst: number | null;
  /** 95 % Wilson interval of `winRateWhenFiredFirst` (fractions); `null` if it never fired first. */
  readonly winRateWhenFiredFirstCI: Interval | null;
  /** End states, fractions of trials; the four sum to 1, with `fled` and `captured` where present. */
  readonly unhurt: number;
  readonly wounded: number;
  readonly unconscious: number;
  readonly dead: number;
  /**
   * Fractions of trials in which he left the fight, whatever his wounds: fled, or captured (he
   * surrendered). Present where the system's duelists may leave (Quick on the Draw's), as the
   * counts' `left`.
   */
  readonly fled?: number;
  readonly captured?: number;
  /**
   * Wounds received by WOUND CHART location (keys as counted, in chart order: `leftLeg`,
   * `rightLeg`, `leftArmHand`, `rightArmHand`, `rightShoulder`, `leftShoulder`, `abdomenGroin`,
   * `chest`, `head`), as fractions of all wounds this duelist received (sum 1; all 0 when none).
   */
  readonly woundLocations?: Readonly<Record<string, number>>;
  /** Wounds received by severity, fractions of all wounds this duelist received (sum 1; all 0 when none); absent when the counts have none. */
  readonly woundSeverity?: WoundSeverityShares;
}

/** Share of all trials resolved (someone out) in one turn. */
export interface TurnShare {
  /** Turn number, 1-based. */
  readonly turn: number;
  /** Trials resolved in this turn, as a fraction of ALL trials (draws included in the denominator). */
  readonly fraction: number;
}

/**
 * Exact probabilities from the Markov-chain solver, copied unchanged (fractions; turns for
 * `meanTurns`); the per-turn distribution is left out (the Monte Carlo `turns` stands beside it).
 */
export type ExactSummary = Omit<ExactDuelResult, 'turnDistribution'>;

/** Results at one range. Outcome shares are fractions of all trials at this range. */
export interface DuelRangeSummary {
  /** Range in spaces. */
  readonly range: number;
  /** Range in feet (`range * 6`). */
  readonly rangeFeet: number;
  /** Range band of each duelist's weapon at this range (`short` | `medium` | `long` | `extreme`). */
  readonly band: { readonly a: string; readonly b: string };
  /** A won (B out, A still up). */
  readonly aWins: number;
  /** B won (A out, B still up). */
  readonly bWins: number;
  /** Both out in the same turn. */
  readonly bothDown: number;
  /** Neither out after `maxTurns` turns. */
  readonly draw: number;
  /** 95 % Wilson interval of `aWins` `[low, high]` (fractions). */
  readonly aWinsCI: Interval;
  /** 95 % Wilson interval of `bWins` `[low, high]` (fractions). */
  readonly bWinsCI: Interval;
  /** Mean turns played, a draw counting `maxTurns` (turns). */
  readonly meanTurns: number;
  /** Turns-to-resolution distribution for turns 1..maxTurns; fractions of all trials (draws excluded, so they sum to `1 - draw`). */
  readonly turns: readonly TurnShare[];
  /** Fraction of trials whose turn-1 net speeds tied (simultaneous first fire). */
  readonly simultaneousFirst: number;
  /** Random numbers drawn per trial (mean). */
  readonly randomDrawsPerTrial: number;
  readonly a: DuelistRangeSummary;
  readonly b: DuelistRangeSummary;
  /** Exact probabilities, present when the run asked for exact mode. */
  readonly exact?: ExactSummary;
  /** The rule system's own counted outcomes at this range (`DuelRangeCounts.sections`, 95% Wilson intervals); absent when it counts none. */
  readonly sections?: readonly CountSectionSummary[];
}

/**
 * The results JSON of a duel run (public contract, written by the CLI with `--json`): the run's
 * facts ({@link DuelRunInfo}: system, variant, seed, trials per range, threads, maxTurns,
 * elapsedMs, trialsPerSecond, version), the duelists, and one entry per range.
 */
export interface DuelSummary extends DuelRunInfo {
  /** The house rules the duel was played with (`--house-rule`), with their changes; absent when none. */
  readonly houseRules?: readonly HouseRuleSummary[];
  readonly a: DuelistIdentity;
  readonly b: DuelistIdentity;
  /** One entry per range, in the order given to {@link summarizeDuel}. */
  readonly results: readonly DuelRangeSummary[];
}

/**
 * Checks that a count is an integer in `0..max`.
 * @param where what the count belongs to (start of the error message), e.g. `range 3, duelist A`
 * @throws RangeError `<where>: <name> must be an integer in 0..<max>, got <value>`
 */
export function checkCount(where: string, name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new RangeError(`${where}: ${name} must be an integer in 0..${max}, got ${value}`);
  }
}

/** Sum of the values (0 when empty). */
export function sum(values: Iterable<number>): number {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

function shares<K extends string>(counts: Readonly<Record<K, number>>, keys: readonly K[]): Record<K, number> {
  const total = sum(keys.map((k) => counts[k]));
  const out = {} as Record<K, number>;
  for (const k of keys) out[k] = total > 0 ? counts[k] / total : 0;
  return out;
}

function summarizeDuelist(where: string, c: DuelistCounts, trials: number): DuelistRangeSummary {
  checkCount(where, 'wins', c.wins, trials);
  checkCount(where, 'firedFirst', c.firedFirst, trials);
  checkCount(where, 'winsWhenFiredFirst', c.winsWhenFiredFirst, Math.min(c.firedFirst, c.wins));
  checkCount(where, 'shots', c.shots, Number.MAX_SAFE_INTEGER);
  checkCount(where, 'hits', c.hits, c.shots);
  const endStates: readonly EndState[] = ['unhurt', 'wounded', 'unconscious', 'dead'];
  for (const s of endStates) checkCount(where, `endState.${s}`, c.endState[s], trials);
  if (c.left !== undefined) {
    checkCount(where, 'left.fled', c.left.fled, trials);
    checkCount(where, 'left.captured', c.left.captured, trials);
  }
  const endTotal = sum(endStates.map((s) => c.endState[s])) + (c.left === undefined ? 0 : c.left.fled + c.left.captured);
  if (endTotal !== trials) {
    throw new RangeError(`${where}: end states sum to ${endTotal}, expected ${trials} trials`);
  }
  const optional = (k: 'firstShotBase' | 'bac' | 'str'): Partial<Record<typeof k, number>> => (c[k] === undefined ? {} : { [k]: c[k] });
  let wounds: Pick<DuelistRangeSummary, 'woundsPerTrial' | 'woundLocations' | 'woundSeverity'> = {};
  if (c.woundsByLocation !== undefined) {
    const locationKeys = Object.keys(c.woundsByLocation);
    for (const k of locationKeys) checkCount(where, `woundsByLocation.${k}`, c.woundsByLocation[k] ?? 0, Number.MAX_SAFE_INTEGER);
    wounds = { woundsPerTrial: sum(Object.values(c.woundsByLocation)) / trials, woundLocations: shares(c.woundsByLocation, locationKeys) };
  }
  if (c.woundsBySeverity !== undefined) {
    const severityKeys = ['light', 'serious', 'mortal'] as const;
    for (const k of severityKeys) checkCount(where, `woundsBySeverity.${k}`, c.woundsBySeverity[k], Number.MAX_SAFE_INTEGER);
    wounds = { ...wounds, woundSeverity: shares(c.woundsBySeverity, severityKeys) };
  }
  // Keys in the order of the results JSON (BOOT HILL's fields where they always stood).
  return {
    name: c.name,
    weapon: c.weapon,
    ...(c.profile === undefined ? {} : { profile: c.profile }),
    ...optional('firstShotBase'),
    ...optional('bac'),
    ...optional('str'),
    hitRate: c.shots > 0 ? c.hits / c.shots : null,
    hitRateCI: c.shots > 0 ? wilson(c.hits, c.shots) : null,
    shotsPerTrial: c.shots / trials,
    ...(wounds.woundsPerTrial === undefined ? {} : { woundsPerTrial: wounds.woundsPerTrial }),
    firedFirst: c.firedFirst / trials,
    winRateWhenFiredFirst: c.firedFirst > 0 ? c.winsWhenFiredFirst / c.firedFirst : null,
    winRateWhenFiredFirstCI: c.firedFirst > 0 ? wilson(c.winsWhenFiredFirst, c.firedFirst) : null,
    unhurt: c.endState.unhurt / trials,
    wounded: c.endState.wounded / trials,
    unconscious: c.endState.unconscious / trials,
    dead: c.endState.dead / trials,
    ...(c.left === undefined ? {} : { fled: c.left.fled / trials, captured: c.left.captured / trials }),
    ...(wounds.woundLocations === undefined ? {} : { woundLocations: wounds.woundLocations }),
    ...(wounds.woundSeverity === undefined ? {} : { woundSeverity: wounds.woundSeverity }),
  };
}

/**
 * True where the run's system counts duelists who left the fight (`fled`, `captured`: Quick on the
 * Draw's); the duelists' table and report then show those two columns.
 */
export function duelistsMayLeave(summary: DuelSummary): boolean {
  return summary.results.some((r) => r.a.fled !== undefined || r.b.fled !== undefined);
}

function copyExact(e: ExactDuelResult): ExactSummary {
  const { turnDistribution: _, ...rest } = e;
  return rest;
}

/**
 * Summarises the counts of one range. See {@link summarizeDuel} for the checks made.
 * @param maxTurns the run's turn limit (turns); draws count as this many turns in `meanTurns`
 * @throws RangeError on inconsistent counts
 */
export function summarizeRange(counts: DuelRangeCounts, maxTurns: number): DuelRangeSummary {
  const where = `range ${counts.range}`;
  const { trials } = counts;
  if (!Number.isInteger(trials) || trials < 1) {
    throw new RangeError(`${where}: trials must be an integer >= 1, got ${trials}`);
  }
  if (counts.maxTurns !== maxTurns) {
    throw new RangeError(`${where}: maxTurns ${counts.maxTurns} differs from the run's ${maxTurns}`);
  }
  for (const k of ['aWins', 'bWins', 'bothDown', 'draw', 'simultaneousFirst'] as const) {
    checkCount(where, k, counts[k], trials);
  }
  const outcomeTotal = counts.aWins + counts.bWins + counts.bothDown + counts.draw;
  if (outcomeTotal !== trials) {
    throw new RangeError(`${where}: aWins + bWins + bothDown + draw = ${outcomeTotal}, expected ${trials} trials`);
  }
  if (counts.a.wins !== counts.aWins || counts.b.wins !== counts.bWins) {
    throw new RangeError(`${where}: duelist win counts (${counts.a.wins}, ${counts.b.wins}) differ from aWins/bWins (${counts.aWins}, ${counts.bWins})`);
  }
  const hist = counts.turnsHistogram;
  if (hist.length > maxTurns) {
    throw new RangeError(`${where}: turnsHistogram has ${hist.length} entries, more than maxTurns ${maxTurns}`);
  }
  hist.forEach((v, i) => checkCount(where, `turnsHistogram[${i}]`, v, trials));
  const resolved = sum(hist);
  if (resolved !== trials - counts.draw) {
    throw new RangeError(`${where}: turnsHistogram sums to ${resolved}, expected trials - draw = ${trials - counts.draw}`);
  }

  let turnSum = 0;
  const turns: TurnShare[] = [];
  for (let t = 1; t <= maxTurns; t++) {
    const n = hist[t - 1] ?? 0;
    turnSum += t * n;
    turns.push({ turn: t, fraction: n / trials });
  }

  const summary: DuelRangeSummary = {
    range: counts.range,
    rangeFeet: counts.range * FEET_PER_SPACE,
    band: { a: counts.a.band, b: counts.b.band },
    aWins: counts.aWins / trials,
    bWins: counts.bWins / trials,
    bothDown: counts.bothDown / trials,
    draw: counts.draw / trials,
    aWinsCI: wilson(counts.aWins, trials),
    bWinsCI: wilson(counts.bWins, trials),
    meanTurns: (turnSum + counts.draw * maxTurns) / trials,
    turns,
    simultaneousFirst: counts.simultaneousFirst / trials,
    randomDrawsPerTrial: counts.randomDraws / trials,
    a: summarizeDuelist(`${where}, duelist A`, counts.a, trials),
    b: summarizeDuelist(`${where}, duelist B`, counts.b, trials),
  };
  return {
    ...summary,
    ...(counts.exact ? { exact: copyExact(counts.exact) } : {}),
    ...(counts.sections === undefined ? {} : { sections: summarizeSections(counts.sections, 0.95, where) }),
  };
}

/**
 * Builds the results JSON of a duel run from the runner's counts.
 *
 * Fractions are counts divided by the range's trials, unrounded; intervals are 95 % Wilson;
 * `meanTurns = (sum over t of t * turnsHistogram[t-1] + draw * maxTurns) / trials`.
 *
 * @param info facts about the run (seed, trials per range, threads, variant, ...)
 * @param ranges counts per range, in the order the results should list them (at least one)
 * @returns the {@link DuelSummary}, one `results` entry per range in the given order
 * @throws RangeError when `ranges` is empty, or the counts are inconsistent: a range's trials or
 *   maxTurns differ from `info`, a count is negative, non-integer or exceeds its trials, the four
 *   outcomes do not sum to trials, the turns histogram does not sum to `trials - draw` (or is longer
 *   than maxTurns), a duelist's end states do not sum to trials, `wins` differ from `aWins`/`bWins`,
 *   hits exceed shots, or wins-when-fired-first exceed fired-first or wins
 */
export function summarizeDuel(info: DuelRunInfo, ranges: readonly DuelRangeCounts[]): DuelSummary {
  const first = ranges[0];
  if (first === undefined) throw new RangeError('summarizeDuel needs at least one range');
  for (const r of ranges) {
    if (r.trials !== info.trials) {
      throw new RangeError(`range ${r.range}: ${r.trials} trials, but the run states ${info.trials} trials per range`);
    }
  }
  return {
    system: info.system,
    variant: info.variant,
    seed: info.seed,
    trials: info.trials,
    threads: info.threads,
    maxTurns: info.maxTurns,
    elapsedMs: info.elapsedMs,
    trialsPerSecond: info.trialsPerSecond,
    version: info.version,
    a: { name: first.a.name, weapon: first.a.weapon },
    b: { name: first.b.name, weapon: first.b.weapon },
    results: ranges.map((r) => summarizeRange(r, info.maxTurns)),
  };
}
