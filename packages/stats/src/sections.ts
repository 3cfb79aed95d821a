/**
 * A rule system's own counted outcomes (`CountSection` of `@deadeye/core`: Quick on the Draw's
 * courage tests, cards lost...), summarised once for every system: each `proportion` row becomes a
 * rate (`count / of`, fraction 0..1) with its Wilson interval, each `mean` row an average
 * (`count / of`, e.g. cards lost per trial) without one. Nothing here names a system or a section.
 *
 * Also the wording of a rule system's turn ({@link TurnUnit}) for the texts and reports: the
 * registry's `turn` is handed in from above (stats never imports the registry), and it is never
 * written into a results JSON.
 */
import type { CountSection, TurnStructure } from '@deadeye/core';
import { wilson, zForConfidence } from './intervals.ts';
import { thousands } from '@deadeye/core';

/** As `checkCount` of duel-summary.ts (not imported from there: that module imports this one). */
function checkCount(where: string, name: string, value: number, max: number): void {
  if (!Number.isInteger(value) || value < 0 || value > max) throw new RangeError(`${where}: ${name} must be an integer in 0..${max}, got ${value}`);
}

/** One row of a {@link CountSectionSummary}. */
export interface CountRowSummary {
  readonly label: string;
  /** The row's group (e.g. a character's name), when the system gave one. */
  readonly group?: string;
  /** The count and what it is out of (trials, tests taken...), totals over all trials. */
  readonly count: number;
  readonly of: number;
  /**
   * `count / of`, unrounded: a fraction 0..1 for a `proportion` section, an average per `of` for a
   * `mean` section (it may exceed 1); `null` when `of` is 0.
   */
  readonly rate: number | null;
  /** Wilson interval of `rate` at the summary's confidence (fractions); `null` for a `mean` section or when `of` is 0. */
  readonly low: number | null;
  readonly high: number | null;
}

/** A section of counts as the results JSON carries it: the section's id, title, description and kind, and its rows summarised. */
export interface CountSectionSummary {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly kind: 'proportion' | 'mean';
  readonly rows: readonly CountRowSummary[];
}

/**
 * Summarises a rule system's sections: per row `rate = count / of` (null when `of` is 0); for a
 * `proportion` section the Wilson interval `[low, high]` of `count` successes in `of` at
 * `confidence`, for a `mean` section `low` and `high` are null. Sections and rows keep their order;
 * a row's `group` is copied only when given.
 * @param where the start of error messages, e.g. `range 3` (empty: none)
 * @param confidence two-sided confidence level (fraction in (0, 1), default 0.95)
 * @throws RangeError when two sections share an id, a section's kind is neither `proportion` nor
 *   `mean`, a count or `of` is not a whole number >= 0, or a proportion's count exceeds its `of`
 */
export function summarizeSections(sections: readonly CountSection[], confidence = 0.95, where = ''): CountSectionSummary[] {
  zForConfidence(confidence);
  const at = where === '' ? '' : `${where}: `;
  const ids = new Set<string>();
  return sections.map((s): CountSectionSummary => {
    if (ids.has(s.id)) throw new RangeError(`${at}sections: two sections have the id ${s.id}`);
    ids.add(s.id);
    if (s.kind !== 'proportion' && s.kind !== 'mean') throw new RangeError(`${at}section ${s.id}: kind must be proportion or mean, got ${String(s.kind)}`);
    const rows = s.rows.map((r): CountRowSummary => {
      const row = `${at}section ${s.id}, row ${r.group === undefined ? '' : `${r.group} / `}${r.label}`;
      checkCount(row, 'of', r.of, Number.MAX_SAFE_INTEGER);
      checkCount(row, 'count', r.count, s.kind === 'proportion' ? r.of : Number.MAX_SAFE_INTEGER);
      const rate = r.of > 0 ? r.count / r.of : null;
      const ci = s.kind === 'proportion' && r.of > 0 ? wilson(r.count, r.of, confidence) : null;
      return {
        label: r.label,
        ...(r.group === undefined ? {} : { group: r.group }),
        count: r.count,
        of: r.of,
        rate,
        low: ci === null ? null : ci[0],
        high: ci === null ? null : ci[1],
      };
    });
    return { id: s.id, title: s.title, description: s.description, kind: s.kind, rows };
  });
}

/**
 * Whether a section's rows (one section's, or every range's rows of a duel's section) counted
 * anything: a row with `of` above 0, and for a `mean` section one whose count is above 0 too (a
 * share of 0 out of some is something counted; means all 0, or totals all 0, are not). The text,
 * the report's tables and its charts show a section only when it did, and name the others on one
 * line.
 */
export function sectionCounted(rows: readonly Pick<CountRowSummary, 'rate' | 'count'>[], kind: CountSectionSummary['kind']): boolean {
  return rows.some((r) => r.rate !== null && (kind !== 'mean' || r.count > 0));
}

/**
 * `text` (a section's description) with thousands separators in its whole numbers as the tables
 * print counts (`25767 in all` -> `25,767 in all`): every number of five digits or more, and one of
 * four digits when it is one of `counts` (the section's counts and totals), so that a year or a
 * rule's number stays as written. A number inside a word, an id (`QR-1234`) or a decimal is left.
 */
export function groupDigits(text: string, counts: readonly number[] = []): string {
  const known = new Set(counts);
  return text.replace(/(?<![\w.,-])\d{4,}(?![\w]|[.,]\d)/g, (digits) => {
    const n = Number(digits);
    return digits.length >= 5 || known.has(n) ? thousands(n) : digits;
  });
}

/** Columns of the `sections.csv` table (a duel's adds `range` first). */
export const SECTION_TABLE_COLUMNS = ['section', 'title', 'kind', 'group', 'label', 'count', 'of', 'rate', 'low', 'high'] as const;

/** The rows of `sections.csv`: one per row of every section (`group`, `rate`, `low`, `high` empty when absent). */
export function sectionTableRows(sections: readonly CountSectionSummary[]): (string | number | null)[][] {
  return sections.flatMap((s) => s.rows.map((r) => [s.id, s.title, s.kind, r.group ?? null, r.label, r.count, r.of, r.rate, r.low, r.high]));
}

/** The part of a rule system's turn (`RuleSystem.turn` of the registry) the texts and reports word: its name and game seconds. */
export type TurnUnit = Pick<TurnStructure, 'unit' | 'seconds'>;

/**
 * What one turn is, for texts: `a turn is about 10 seconds` (BOOT HILL: unit `turn`, 10 s), `a turn
 * is one phase, about 5 seconds`, `a turn is one phase, of no fixed game time`, `a turn has no fixed
 * game time`; without a turn (the system unknown to the caller): `turns of the rule system`.
 */
export function turnNote(turn: TurnUnit | undefined): string {
  if (turn === undefined) return 'turns of the rule system';
  const one = turn.unit === 'turn' ? 'a turn' : `a turn is one ${turn.unit},`;
  if (turn.seconds === null) return turn.unit === 'turn' ? 'a turn has no fixed game time' : `${one} of no fixed game time`;
  return turn.unit === 'turn' ? `a turn is about ${turn.seconds} seconds` : `${one} about ${turn.seconds} seconds`;
}

/**
 * A length in turns, for texts: `3 turns (about 30 seconds)`, `2.5 turns (about 25 seconds)`,
 * `1 turn`; the seconds only when the turn has a game time.
 */
export function turnsLength(turns: number, turn: TurnUnit | undefined): string {
  const n = `${turns} turn${turns === 1 ? '' : 's'}`;
  return turn === undefined || turn.seconds === null ? n : `${n} (about ${Number((turns * turn.seconds).toFixed(1))} seconds)`;
}
