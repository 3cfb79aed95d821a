/**
 * Tabular views of a {@link DuelSummary} as danfojs-node DataFrames, and the CSV/JSON files of a
 * results directory.
 *
 * danfojs is fed SUMMARIES only (a few rows per range): it is far too slow for per-trial data
 * (~0.5 s per group-by over 1e6 rows). It is imported lazily because loading it takes ~0.8 s.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataFrame } from 'danfojs-node';
import { duelistsMayLeave, type DuelRangeSummary, type DuelSummary, type DuelistRangeSummary } from './duel-summary.ts';
import { SECTION_TABLE_COLUMNS, sectionTableRows } from './sections.ts';

type Danfo = typeof import('danfojs-node');
let danfo: Promise<Danfo> | undefined;

/** Loads danfojs-node once (lazily; ~0.8 s the first time). */
async function loadDanfo(): Promise<Danfo> {
  // CommonJS module: Node gives `default` = module.exports; some loaders (tsx) give the exports only.
  danfo ??= import('danfojs-node').then((m) => (m as { default?: Danfo }).default ?? (m as unknown as Danfo));
  return danfo;
}

/** A cell of a frame: number, text, or `null` (empty in CSV). */
export type Cell = number | string | null;

/** A table as plain arrays: column names and rows of cells (what is handed to danfojs). */
export interface TableRows {
  columns: string[];
  rows: Cell[][];
}

/** The DataFrames of a duel summary. Fractions are 0..1, ranges in spaces, turns in turns. */
export interface DuelFrames {
  /**
   * One row per range: `range` (spaces), `range_feet`, `band_a`, `band_b`, `a_wins`, `a_wins_low`,
   * `a_wins_high`, `b_wins`, `b_wins_low`, `b_wins_high`, `both_down`, `draw`, `mean_turns` (turns),
   * `simultaneous_first`; plus `exact_a_wins`, `exact_b_wins`, `exact_both_down`, `exact_draw`,
   * `exact_a_dead`, `exact_a_unconscious`, `exact_b_dead`, `exact_b_unconscious`,
   * `exact_mean_turns` when any range has exact results (empty where a range has none).
   */
  readonly outcomes: DataFrame;
  /**
   * One row per range per duelist: `range`, `duelist` (`A`/`B`), `name`, `weapon`, `band`,
   * `win_rate`, `win_low`, `win_high`, `hit_rate`, `hit_low`, `hit_high` (empty when no shots),
   * `shots_per_trial`, `fired_first`, `win_when_fired_first`, `win_when_fired_first_low`,
   * `win_when_fired_first_high` (empty when never fired first), `dead`, `unconscious`, `wounded`, `unhurt`.
   */
  readonly duelists: DataFrame;
  /** One row per range per turn 1..maxTurns: `range`, `turn`, `fraction` (of all trials). */
  readonly turns: DataFrame;
  /** One row per range per duelist per location: `range`, `duelist`, `location`, `fraction` (of wounds received); no rows when the system counts no wound locations (BOOT HILL's). */
  readonly woundLocations: DataFrame;
}

/** Column names of each frame, in order (`outcomes` without the optional exact columns). */
export const DUEL_FRAME_COLUMNS = {
  outcomes: ['range', 'range_feet', 'band_a', 'band_b', 'a_wins', 'a_wins_low', 'a_wins_high', 'b_wins', 'b_wins_low', 'b_wins_high', 'both_down', 'draw', 'mean_turns', 'simultaneous_first'],
  exact: ['exact_a_wins', 'exact_b_wins', 'exact_both_down', 'exact_draw', 'exact_a_dead', 'exact_a_unconscious', 'exact_b_dead', 'exact_b_unconscious', 'exact_mean_turns'],
  duelists: ['range', 'duelist', 'name', 'weapon', 'band', 'win_rate', 'win_low', 'win_high', 'hit_rate', 'hit_low', 'hit_high', 'shots_per_trial', 'fired_first', 'win_when_fired_first', 'win_when_fired_first_low', 'win_when_fired_first_high', 'dead', 'unconscious', 'wounded', 'unhurt'],
  /** Appended to `duelists` where the system's duelists may leave the fight (Quick on the Draw's). */
  left: ['fled', 'captured'],
  turns: ['range', 'turn', 'fraction'],
  woundLocations: ['range', 'duelist', 'location', 'fraction'],
} as const;

/** File name of each frame's CSV under `<dir>/tables/`. */
export const DUEL_TABLE_FILES: Readonly<Record<keyof DuelFrames, string>> = {
  outcomes: 'outcomes.csv',
  duelists: 'duelists.csv',
  turns: 'turns.csv',
  woundLocations: 'wound_locations.csv',
};

function outcomeRow(r: DuelRangeSummary, withExact: boolean): Cell[] {
  const row: Cell[] = [r.range, r.rangeFeet, r.band.a, r.band.b, r.aWins, r.aWinsCI[0], r.aWinsCI[1], r.bWins, r.bWinsCI[0], r.bWinsCI[1], r.bothDown, r.draw, r.meanTurns, r.simultaneousFirst];
  if (withExact) {
    const e = r.exact;
    row.push(e?.aWins ?? null, e?.bWins ?? null, e?.bothDown ?? null, e?.draw ?? null, e?.aDead ?? null, e?.aUnconscious ?? null, e?.bDead ?? null, e?.bUnconscious ?? null, e?.meanTurns ?? null);
  }
  return row;
}

function duelistRow(r: DuelRangeSummary, which: 'A' | 'B', withLeft: boolean): Cell[] {
  const d: DuelistRangeSummary = which === 'A' ? r.a : r.b;
  const win = which === 'A' ? r.aWins : r.bWins;
  const ci = which === 'A' ? r.aWinsCI : r.bWinsCI;
  return [
    r.range, which, d.name, d.weapon, which === 'A' ? r.band.a : r.band.b,
    win, ci[0], ci[1],
    d.hitRate, d.hitRateCI?.[0] ?? null, d.hitRateCI?.[1] ?? null,
    d.shotsPerTrial, d.firedFirst,
    d.winRateWhenFiredFirst, d.winRateWhenFiredFirstCI?.[0] ?? null, d.winRateWhenFiredFirstCI?.[1] ?? null,
    d.dead, d.unconscious, d.wounded, d.unhurt,
    ...(withLeft ? [d.fled ?? null, d.captured ?? null] : []),
  ];
}

/** The rows of each frame as plain arrays (what {@link duelFrames} hands to danfojs). */
export function duelTableRows(summary: DuelSummary): Record<keyof DuelFrames, TableRows> {
  const withExact = summary.results.some((r) => r.exact !== undefined);
  const outcomes = { columns: [...DUEL_FRAME_COLUMNS.outcomes, ...(withExact ? DUEL_FRAME_COLUMNS.exact : [])], rows: summary.results.map((r) => outcomeRow(r, withExact)) };
  const withLeft = duelistsMayLeave(summary);
  const duelists = {
    columns: [...DUEL_FRAME_COLUMNS.duelists, ...(withLeft ? DUEL_FRAME_COLUMNS.left : [])],
    rows: summary.results.flatMap((r) => [duelistRow(r, 'A', withLeft), duelistRow(r, 'B', withLeft)]),
  };
  const turns = { columns: [...DUEL_FRAME_COLUMNS.turns], rows: summary.results.flatMap((r) => r.turns.map((t): Cell[] => [r.range, t.turn, t.fraction])) };
  const woundLocations = {
    columns: [...DUEL_FRAME_COLUMNS.woundLocations],
    rows: summary.results.flatMap((r) =>
      (['A', 'B'] as const).flatMap((which) =>
        Object.entries((which === 'A' ? r.a : r.b).woundLocations ?? {}).map(([location, fraction]): Cell[] => [r.range, which, location, fraction]),
      ),
    ),
  };
  return { outcomes, duelists, turns, woundLocations };
}

/**
 * Builds danfojs-node DataFrames from a summary (see {@link DuelFrames} for the columns).
 * Async because danfojs-node is loaded on first use (~0.8 s).
 */
export async function duelFrames(summary: DuelSummary): Promise<DuelFrames> {
  return tablesToFrames(duelTableRows(summary));
}

/**
 * One danfojs-node DataFrame per table, under the same keys (in the same key order).
 * Async because danfojs-node is loaded on first use (~0.8 s).
 */
export async function tablesToFrames<K extends string>(tables: Readonly<Record<K, TableRows>>): Promise<Record<K, DataFrame>> {
  const dfd = await loadDanfo();
  const frames = {} as Record<K, DataFrame>;
  for (const key of Object.keys(tables) as K[]) frames[key] = new dfd.DataFrame(tables[key].rows, { columns: tables[key].columns });
  return frames;
}

/** RFC 4180 quoting for a text cell (danfojs `toCSV` joins cells without quoting). */
function csvText(value: unknown): unknown {
  if (typeof value !== 'string' || !/[",\r\n]/.test(value)) return value;
  return `"${value.replaceAll('"', '""')}"`;
}

/**
 * A frame as CSV text: header line then one line per row, `,`-separated, `\n` line ends; text with
 * commas, quotes or line breaks is quoted (RFC 4180); `null` is written as an empty cell; numbers in
 * full precision (JavaScript's shortest round-trip form).
 */
export async function frameToCSV(df: DataFrame): Promise<string> {
  const dfd = await loadDanfo();
  const values = df.values as unknown[][];
  const quoted = new dfd.DataFrame(values.length > 0 ? values.map((row) => row.map(csvText)) : [], { columns: df.columns.map((c) => String(csvText(c))) });
  return dfd.toCSV(quoted) as string;
}

/**
 * Writes the tables of a results directory: `<dir>/tables/outcomes.csv`, `duelists.csv`,
 * `turns.csv`, `wound_locations.csv` (one per {@link DuelFrames} frame, see {@link DUEL_TABLE_FILES}),
 * `sections.csv` when a range has the rule system's own `sections` (`range`, then the columns of
 * `SECTION_TABLE_COLUMNS`)
 * and `<dir>/summary.json` (the {@link DuelSummary}, 2-space indented JSON). Creates the
 * directories as needed and overwrites existing files.
 * @returns the paths written (each `join(dir, ...)`, so absolute when `dir` is), CSVs first, summary.json last
 * @throws the file system's errors (e.g. EACCES)
 */
export async function writeDuelTables(summary: DuelSummary, dir: string): Promise<string[]> {
  const files = duelTableFiles(summary);
  if (!summary.results.some((r) => r.sections !== undefined)) return writeTableFiles(dir, files, await duelFrames(summary), summary);
  // the rule system's own sections: `tables/sections.csv`, one line per row per range (`range` first)
  const sections: TableRows = {
    columns: ['range', ...SECTION_TABLE_COLUMNS],
    rows: summary.results.flatMap((r) => sectionTableRows(r.sections ?? []).map((row) => [r.range, ...row])),
  };
  return writeTableFiles(dir, { ...files, sections: 'sections.csv' }, await tablesToFrames({ ...duelTableRows(summary), sections }), summary);
}

/**
 * The tables a duel summary has ({@link DUEL_TABLE_FILES}): `wound_locations.csv` only where its
 * rule system locates wounds (a duelist's `woundLocations`, which a system without a wound chart
 * never counts: Quick on the Draw, Shootout!), not a header alone (an audit, 2026-12-07).
 */
export function duelTableFiles(summary: DuelSummary): Readonly<Record<Exclude<keyof DuelFrames, 'woundLocations'>, string>> & { readonly woundLocations?: string } {
  const located = summary.results.some((r) => r.a.woundLocations !== undefined || r.b.woundLocations !== undefined);
  if (located) return DUEL_TABLE_FILES;
  const { woundLocations: _, ...files } = DUEL_TABLE_FILES;
  return files;
}

/**
 * Writes `<dir>/tables/<files[key]>` (CSV of `frames[key]`, see {@link frameToCSV}) for every key of
 * `files` in its order (a key whose file is absent or undefined is not written), then `<dir>/summary.json` (`summary` as 2-space indented JSON). Creates the
 * directories as needed and overwrites existing files.
 * @returns the paths written (each `join(dir, ...)`), CSVs first, summary.json last
 * @throws the file system's errors (e.g. EACCES)
 */
export async function writeTableFiles<K extends string>(dir: string, files: Readonly<Partial<Record<K, string>>>, frames: Readonly<Record<K, DataFrame>>, summary: unknown): Promise<string[]> {
  const tablesDir = join(dir, 'tables');
  mkdirSync(tablesDir, { recursive: true });
  const written: string[] = [];
  for (const key of Object.keys(files) as K[]) {
    const file = files[key];
    if (file === undefined) continue;
    const path = join(tablesDir, file);
    writeFileSync(path, await frameToCSV(frames[key]), 'utf8');
    written.push(path);
  }
  const summaryPath = join(dir, 'summary.json');
  writeFileSync(summaryPath, `${JSON.stringify(summary, null, 2)}\n`, 'utf8');
  written.push(summaryPath);
  return written;
}
