/**
 * `deadeye sweep`: a grid of changes to one scenario under one rule system (a table cell, a house
 * rule on and off, a character's stat), every cell played on common random numbers with the
 * scenario as written (the baseline cell) and compared with it trial by trial. Long format: one row
 * per cell and headline rate (each side's win rate, and no winner), with the rate, its Wilson
 * interval, and the paired change from the baseline with Agresti and Min's interval and McNemar's
 * p-value.
 */
import type { HouseRuleSummary } from '@deadeye/core';
import type { Interval } from './intervals.ts';
import { pairedWinDifference } from './paired.ts';

/** One varied parameter: its name as given (`Doc Holliday.boothill.bac`) and its values in order, as words. */
export interface SweepParameter {
  readonly name: string;
  readonly values: readonly string[];
}

/** One row of the long table: a cell and a headline rate. */
export interface SweepRow {
  /** The cell's index in the grid (0-based, the first parameter varying slowest). */
  readonly cell: number;
  /** The cell's value of each parameter, by the parameters' names. */
  readonly values: Readonly<Record<string, string>>;
  /** `<side> win` or `nobody wins`. */
  readonly metric: string;
  readonly trials: number;
  readonly count: number;
  readonly rate: number;
  readonly interval: Interval;
  /** The change from the baseline cell (a fraction), its paired interval and McNemar's p-value. */
  readonly difference: number;
  readonly differenceInterval: Interval;
  readonly pValue: number;
}

/** A whole sweep (the results JSON). */
export interface SweepResult {
  readonly kind: 'sweep';
  readonly scenario: string;
  readonly scenarioName: string;
  readonly system: string;
  readonly systemName: string;
  readonly variant: string;
  readonly trials: number;
  readonly seed: string;
  readonly confidence: number;
  readonly pairing: string;
  readonly parameters: readonly SweepParameter[];
  /** The baseline cell's rates (the scenario as written). */
  readonly baseline: readonly { readonly metric: string; readonly count: number; readonly rate: number; readonly interval: Interval }[];
  readonly rows: readonly SweepRow[];
  readonly elapsedMs: number;
  readonly version: string;
  /** The sweep file played (`deadeye sweep --sweep FILE`): its path as given, name and description. Absent: none. */
  readonly sweepFile?: { readonly file: string; readonly name?: string; readonly description?: string };
  /** When the range is varied: the scenario's range as written, spaces (core `scenarioRange`). */
  readonly rangeAsWritten?: number;
  /** House rules under the baseline and every cell (`--house-rule`, a sweep file's `houseRules`), each change beside its original. Absent: none. */
  readonly houseRules?: readonly HouseRuleSummary[];
}

/** The CSV columns of {@link sweepCsv}, in order. */
export const SWEEP_CSV_COLUMNS = ['cell', 'metric', 'trials', 'count', 'rate', 'low', 'high', 'difference', 'difference_low', 'difference_high', 'p_value'] as const;

/**
 * Builds the sweep from each cell's winners and the baseline's.
 * @param cells per grid cell, its parameter values (by name) and `winners[t]`, trial t's winning side (-1 none)
 * @param baseline the baseline cell's winners (the scenario as written), played on the same numbers
 * @throws RangeError when a cell's trials differ from the baseline's
 */
export function sweepResult(
  info: Omit<SweepResult, 'kind' | 'rows' | 'baseline'>,
  sides: readonly string[],
  baseline: Int8Array,
  cells: readonly { readonly values: Readonly<Record<string, string>>; readonly winners: Int8Array }[],
): SweepResult {
  const metrics = [...sides.map((name, s) => ({ name: `${name} win`, side: s })), { name: 'nobody wins', side: -1 }];
  const rows: SweepRow[] = [];
  cells.forEach((c, k) => {
    for (const m of metrics) {
      const p = pairedWinDifference(baseline, c.winners, m.side, info.confidence);
      rows.push({
        cell: k,
        values: c.values,
        metric: m.name,
        trials: p.trials,
        count: p.armWins,
        rate: p.armRate,
        interval: p.armInterval,
        difference: p.difference,
        differenceInterval: p.interval,
        pValue: p.pValue,
      });
    }
  });
  const base = metrics.map((m) => {
    const p = pairedWinDifference(baseline, baseline, m.side, info.confidence);
    return { metric: m.name, count: p.baseWins, rate: p.baseRate, interval: p.baseInterval };
  });
  return { kind: 'sweep', ...info, baseline: base, rows };
}

/** The long table as CSV: the columns of {@link SWEEP_CSV_COLUMNS} after one column per parameter. */
export function sweepCsv(r: SweepResult): string {
  const quote = (v: string): string => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const head = [...r.parameters.map((p) => p.name), ...SWEEP_CSV_COLUMNS].map(quote).join(',');
  const lines = r.rows.map((row) =>
    [
      ...r.parameters.map((p) => row.values[p.name] ?? ''),
      String(row.cell),
      row.metric,
      String(row.trials),
      String(row.count),
      String(row.rate),
      String(row.interval[0]),
      String(row.interval[1]),
      String(row.difference),
      String(row.differenceInterval[0]),
      String(row.differenceInterval[1]),
      String(row.pValue),
    ]
      .map(quote)
      .join(','),
  );
  return `${[head, ...lines].join('\n')}\n`;
}
