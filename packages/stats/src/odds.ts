/**
 * The results JSON of `deadeye odds`: one attack's exact outcome distribution at one or more
 * ranges under one rule system ({@link OddsSummary}), or, with `--compare`, the chance that one
 * attack of a typical shooter puts a typical target out of action against range, one line per
 * system ({@link OddsComparison}). Probabilities are fractions 0..1; ranges are map spaces
 * (`range`) and feet (`rangeFeet` = spaces x {@link FEET_PER_SPACE}).
 */
import { FEET_PER_SPACE, type AttackOdds } from '@deadeye/core';

/** One range's odds. */
export interface OddsAtRange {
  /** Map spaces. */
  readonly range: number;
  /** Feet (spaces x 6). */
  readonly rangeFeet: number;
  readonly odds: AttackOdds;
}

/** `deadeye odds --system X`: one attack at each range. */
export interface OddsSummary {
  readonly system: string;
  readonly systemName: string;
  readonly variant: string;
  /** Shooter and target display names, the shooter's weapon as asked (`null`: his first). */
  readonly shooter: string;
  readonly target: string;
  readonly weapon: string | null;
  /** The shot type or attack form (`--shot`). */
  readonly shot: string;
  readonly ranges: readonly OddsAtRange[];
  /** Deadeye version. */
  readonly version: string;
}

/** One system's line of {@link OddsComparison}: a typical attack at every range the weapon reaches. */
export interface OddsLine {
  readonly system: string;
  readonly systemName: string;
  /** The typical shooter and target (duel words in the system's terms) and the shooter's weapon (`null`: his first). */
  readonly shooter: string;
  readonly target: string;
  readonly weapon: string | null;
  readonly shot: string;
  /** What one attack is under the system, in its words (`AttackOdds.attack` at the first range): a shot, or a turn's fire. */
  readonly attack: string;
  readonly points: readonly { readonly range: number; readonly rangeFeet: number; readonly hit: number; readonly outOfAction: number }[];
}

/** `deadeye odds --compare --weapon KIND`: one line per system. */
export interface OddsComparison {
  /** The weapon kind compared, e.g. `revolver`. */
  readonly weapon: string;
  readonly systems: readonly OddsLine[];
  readonly version: string;
}

/** Feet of `spaces` map spaces. */
export function spacesToFeet(spaces: number): number {
  return spaces * FEET_PER_SPACE;
}

/**
 * Checks that `odds` is a distribution: every probability in 0..1, the outcomes summing to 1, `hit`
 * and `outOfAction` consistent with them, each detail summing to 1 (all within 1e-9).
 * @param where names the attack in the error
 * @throws Error naming `where` and what is wrong
 */
export function checkOdds(odds: AttackOdds, where: string): void {
  const near = (a: number, b: number): boolean => Math.abs(a - b) <= 1e-9;
  const bad = odds.outcomes.find((o) => !(o.probability >= -1e-12 && o.probability <= 1 + 1e-12));
  if (bad !== undefined) throw new Error(`${where}: outcome "${bad.outcome}" has probability ${bad.probability}, outside 0..1`);
  const total = odds.outcomes.reduce((a, o) => a + o.probability, 0);
  if (!near(total, 1)) throw new Error(`${where}: the outcomes sum to ${total}, not 1`);
  const out = odds.outcomes.filter((o) => o.outOfAction).reduce((a, o) => a + o.probability, 0);
  if (!near(out, odds.outOfAction)) throw new Error(`${where}: outOfAction ${odds.outOfAction} is not the sum of the outcomes marked so (${out})`);
  if (!(odds.hit >= -1e-12 && odds.hit <= 1 + 1e-12 && odds.outOfAction <= odds.hit + 1e-9)) throw new Error(`${where}: hit ${odds.hit} must be in 0..1 and at least outOfAction ${odds.outOfAction}`);
  for (const d of odds.details) {
    const s = d.rows.reduce((a, r) => a + r.probability, 0);
    if (d.rows.length > 0 && !near(s, 1)) throw new Error(`${where}: detail "${d.title}" sums to ${s}, not 1`);
  }
}
