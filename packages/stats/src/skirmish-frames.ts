/**
 * Tabular views of a {@link SkirmishSummary} as danfojs-node DataFrames, and the CSV/JSON files of
 * a scenario results directory (same layout and CSV dialect as the duel's, see `frames.ts`).
 *
 * Units: rates and interval bounds are fractions 0..1; counts are totals over all trials; turns are
 * BOOT HILL turns (about 10 s each).
 */
import type { DataFrame } from 'danfojs-node';
import { SKIRMISH_END_STATES } from '@deadeye/core';
import { tablesToFrames, writeTableFiles, type Cell, type TableRows } from './frames.ts';
import type { SkirmishSummary } from './skirmish-summary.ts';
import { SECTION_TABLE_COLUMNS, sectionTableRows } from './sections.ts';

/** The DataFrames of a scenario summary. */
export interface SkirmishFrames {
  /**
   * One row per side: `side`, `wins` (count), `win_rate`, `win_low`, `win_high`, `casualties_mean`
   * (characters out per trial), then `casualties_0` .. `casualties_K` (trials with exactly k
   * characters out; K = the largest side size; empty for k beyond this side's size).
   */
  readonly sides: DataFrame;
  /**
   * One row per character: `name`, `side`, then for each end state (`unhurt`, `wounded`,
   * `unconscious`, `dead`, `fled`, `captured`) its rate and Wilson bounds (`dead`, `dead_low`,
   * `dead_high`...), `mean_shots` (per trial), `shots`, `hits`, `hit_rate`, `hit_low`, `hit_high`
   * (empty when no shots), `brawl_rounds`, `brawl_damage`.
   */
  readonly characters: DataFrame;
  /**
   * One row per weapon and band: `weapon`, `weapon_name`, `band`, `shots`, `hits`, `hit_rate`,
   * `hit_low`, `hit_high`, `wounds`, `wounds_per_shot`, `kills`, `kills_per_shot`.
   */
  readonly weapons: DataFrame;
  /** One row per turn 1..maxTurns: `turn`, `trials` (trials that ended after it), `fraction` (of all trials). */
  readonly turns: DataFrame;
}

/** Column names of each frame, in order (`sides` without its `casualties_<k>` columns). */
export const SKIRMISH_FRAME_COLUMNS = {
  sides: ['side', 'wins', 'win_rate', 'win_low', 'win_high', 'casualties_mean'],
  characters: [
    'name', 'side',
    ...SKIRMISH_END_STATES.flatMap((s) => [s, `${s}_low`, `${s}_high`]),
    'mean_shots', 'shots', 'hits', 'hit_rate', 'hit_low', 'hit_high', 'brawl_rounds', 'brawl_damage',
  ],
  weapons: ['weapon', 'weapon_name', 'band', 'shots', 'hits', 'hit_rate', 'hit_low', 'hit_high', 'wounds', 'wounds_per_shot', 'kills', 'kills_per_shot'],
  turns: ['turn', 'trials', 'fraction'],
} as const;

/** File name of each frame's CSV under `<dir>/tables/`, in writing order. */
export const SKIRMISH_TABLE_FILES: Readonly<Record<keyof SkirmishFrames, string>> = {
  characters: 'characters.csv',
  sides: 'sides.csv',
  weapons: 'weapons.csv',
  turns: 'turns.csv',
};

/** The rows of each frame as plain arrays (what {@link skirmishFrames} hands to danfojs). */
export function skirmishTableRows(summary: SkirmishSummary): Record<keyof SkirmishFrames, TableRows> {
  const maxSize = Math.max(0, ...summary.sides.map((s) => s.casualties.histogram.length - 1));
  const casualtyColumns = Array.from({ length: maxSize + 1 }, (_, k) => `casualties_${k}`);
  const sides: TableRows = {
    columns: [...SKIRMISH_FRAME_COLUMNS.sides, ...casualtyColumns],
    rows: summary.sides.map((s): Cell[] => [
      s.name, s.wins, s.winRate, s.winRateCI[0], s.winRateCI[1], s.casualties.mean,
      ...casualtyColumns.map((_, k) => s.casualties.histogram[k] ?? null),
    ]),
  };
  const characters: TableRows = {
    columns: [...SKIRMISH_FRAME_COLUMNS.characters],
    rows: summary.characters.map((c): Cell[] => [
      c.name, c.side,
      ...SKIRMISH_END_STATES.flatMap((s) => [c[s].rate, c[s].ci[0], c[s].ci[1]]),
      c.meanShots, c.shots, c.hits, c.hitRate.rate, c.hitRate.ci?.[0] ?? null, c.hitRate.ci?.[1] ?? null, c.brawlRounds, c.brawlDamage,
    ]),
  };
  const weapons: TableRows = {
    columns: [...SKIRMISH_FRAME_COLUMNS.weapons],
    rows: summary.weapons.map((w): Cell[] => [
      w.weapon, w.weaponName, w.band, w.shots, w.hits, w.hitRate.rate, w.hitRate.ci?.[0] ?? null, w.hitRate.ci?.[1] ?? null,
      w.wounds, w.woundsPerShot, w.kills, w.killsPerShot,
    ]),
  };
  const turns: TableRows = {
    columns: [...SKIRMISH_FRAME_COLUMNS.turns],
    rows: summary.turns.histogram.map((n, i): Cell[] => [i + 1, n, n / summary.trials]),
  };
  return { sides, characters, weapons, turns };
}

/**
 * Builds danfojs-node DataFrames from a scenario summary (see {@link SkirmishFrames} for the
 * columns). Async because danfojs-node is loaded on first use (~0.8 s).
 */
export async function skirmishFrames(summary: SkirmishSummary): Promise<SkirmishFrames> {
  return tablesToFrames(skirmishTableRows(summary));
}

/**
 * Writes the tables of a scenario results directory: `<dir>/tables/characters.csv`, `sides.csv`,
 * `weapons.csv`, `turns.csv` (see {@link SKIRMISH_TABLE_FILES}; CSV as `frameToCSV` writes it), and
 * `sections.csv` when the summary has the rule system's own `sections` (columns `section`, `title`,
 * `kind`, `group`, `label`, `count`, `of`, `rate`, `low`, `high`: one line per row), and
 * `<dir>/summary.json` (the {@link SkirmishSummary}, 2-space indented JSON). Creates the
 * directories as needed and overwrites existing files.
 * @returns the paths written (each `join(dir, ...)`), CSVs first, summary.json last
 * @throws the file system's errors (e.g. EACCES)
 */
export async function writeSkirmishTables(dir: string, summary: SkirmishSummary): Promise<string[]> {
  if (summary.sections === undefined) return writeTableFiles(dir, SKIRMISH_TABLE_FILES, await skirmishFrames(summary), summary);
  const tables = { ...skirmishTableRows(summary), sections: { columns: [...SECTION_TABLE_COLUMNS], rows: sectionTableRows(summary.sections) } };
  return writeTableFiles(dir, { ...SKIRMISH_TABLE_FILES, sections: 'sections.csv' }, await tablesToFrames(tables), summary);
}
