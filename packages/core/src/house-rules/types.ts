/**
 * House rules as data (issue #16 section 1): the shapes a house-rule file is read into, the
 * tables a rule system lets a house rule change ({@link PatchableTable}), and the sparse patch a
 * system's compile step reads its cells from ({@link TablePatch}).
 *
 * A house rule never mutates a module-level table: the registry resolves the rules against the
 * system's patchable tables (`resolve.ts`), and the system's compile step (scenario and duel)
 * reads each cell through {@link patchedCell}, copying the changed values into the compiled
 * setup or matchup, which workers receive by structured clone. One worker may thus play two arms,
 * with and without a house rule, side by side.
 */

/** The value of one table cell: a number (percent, spaces, cards, dice...), a word, or a switch. */
export type CellValue = number | string | boolean;

/** What one column of a patchable table accepts. */
export interface CellSpec {
  /** `integer`: a whole number; `number`: any finite number; `word`: one of {@link CellSpec.values}; `boolean`: true or false. */
  readonly kind: 'integer' | 'number' | 'word' | 'boolean';
  /** Inclusive bounds of a number. */
  readonly min?: number | undefined;
  readonly max?: number | undefined;
  /** The words a `word` cell takes. */
  readonly values?: readonly string[] | undefined;
  /** The unit, for documentation (`percent`, `spaces`, `cards`, `dice`...). */
  readonly unit?: string | undefined;
  /**
   * Why a cell of this column is not played in some rows (blank, `null`: the printed cell is
   * blank or `n/a`; or listed in {@link CellSpec.unplayed}), for the refusal of a change to one;
   * absent: a blank cell may be given a value.
   */
  readonly blank?: string | undefined;
  /** Rows whose cell of this column the rules never read (its value is shown, not played); a change to one is refused with {@link CellSpec.blank}. */
  readonly unplayed?: readonly string[] | undefined;
}

/**
 * A table a rule system lets house rules change, as rows of cells: the path of a cell is
 * `<system>.<table id>.<row>.<column>` (e.g. `boothill.hitModifiers.shotgun.short`). `rows` holds
 * every cell's value as the system's tables give it under the variant asked for (`null`: a blank
 * cell, shown but not patchable).
 */
export interface PatchableTable {
  /** Table id, the second part of a path, e.g. `hitModifiers`. */
  readonly id: string;
  /** What it is, e.g. `HIT DETERMINATION CHART: range modifier (percent) by weapon type and band`. */
  readonly title: string;
  /** Seed file and section it comes from. */
  readonly source: string;
  /** What its rows are, e.g. `weapon types of the WEAPONS CHART`. */
  readonly rowsAre: string;
  /** Column -> what it accepts. */
  readonly columns: Readonly<Record<string, CellSpec>>;
  /** Row -> column -> value. */
  readonly rows: Readonly<Record<string, Readonly<Record<string, CellValue | null>>>>;
  /**
   * A check across some cells of one row as the house rules leave it (each cell already fits its
   * column), e.g. BOOT HILL's WEAPONS CHART bands increasing; absent: none. `columns` are the
   * cells it reads: a failure is blamed on the last change to one of them. `check` returns what
   * the row must be, or undefined when it is.
   */
  readonly checkRow?: {
    readonly columns: readonly string[];
    readonly check: (cells: Readonly<Record<string, CellValue | null>>) => string | undefined;
  };
}

/**
 * The changed cells only: table id -> row -> column -> new value. Plain data (structured-cloneable);
 * an empty object when no house rule changes a table.
 */
export type TablePatch = Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, CellValue>>>>>>;

/**
 * A table cell as a house rule leaves it: the patched value when `patch` changes
 * `table.row.column`, else `original`. Read at compile time only (never per trial).
 */
export function patchedCell<T extends CellValue>(patch: TablePatch | undefined, table: string, row: string, column: string, original: T): T {
  const v = patch?.[table]?.[row]?.[column];
  return v === undefined ? original : (v as T);
}

/** What a rule system gives house rules: its patchable tables (`RuleSystem.houseRules`). */
export interface HouseRuleSupport {
  /**
   * Every table house rules may change, with each cell's value under `variant` (undefined: the
   * system's default), e.g. BOOT HILL's hit modifiers differ between `screen` and `rulebook`.
   * @throws Error for a variant the system does not know (as its compile would)
   */
  tables(variant: string | undefined): readonly PatchableTable[];
}

/** One change of a house-rule file (`changes[i]`). */
export interface HouseRuleChange {
  /** The path changed: `<system>.<table>.<row>.<column>`, or `<system>.variant.<switch>` / `<system>.variant.reading`. */
  readonly set: string;
  /** The new value (exactly one of `to` and `add`). */
  readonly to?: CellValue | undefined;
  /** A number added to the cell's value (as earlier changes left it). */
  readonly add?: number | undefined;
  /** Why, and where the original comes from: shown beside the change in the results. */
  readonly note: string;
}

/** A house-rule file as read and checked by `loadHouseRule` (the shape only; its paths are checked against a system by `resolveHouseRules`). */
export interface HouseRule {
  readonly name: string;
  readonly description: string;
  /** The rule system it applies to (a `--system` id). */
  readonly system: string;
  /** The path it was read from, as given. */
  readonly file: string;
  /** SHA-256 of the file's bytes, hex. */
  readonly sha256: string;
  readonly changes: readonly HouseRuleChange[];
}

/** One change as applied: the cell, its value before and after, and the note. */
export interface AppliedChange {
  /** The path as written, e.g. `boothill.hitModifiers.shotgun.short`. */
  readonly path: string;
  /** The value before this change (the table's, or as an earlier change left it); `null` for a blank cell. */
  readonly original: CellValue | null;
  /** The value after it. */
  readonly value: CellValue;
  readonly note: string;
  /**
   * True for a cell of a modifier column, one whose least value is below 0 or unbounded (a hit
   * modifier in percent, a DV...): shown signed (`+20 -> +30`). Absent for a count, a distance, a
   * score, a word or a switch (`4 -> 6` spaces, where `+4 -> +6` read as modifiers: an audit,
   * 2026-12-07), and for a change to a named character.
   */
  readonly modifier?: true;
}

/** A house rule as the results JSON, the report and a baseline name it. */
export interface HouseRuleSummary {
  readonly name: string;
  readonly description: string;
  readonly system: string;
  readonly file: string;
  readonly sha256: string;
  readonly changes: readonly AppliedChange[];
}
