/**
 * Test helper: shootout.txt (`../shared/seeds/`, beside the repository) by lines and tab cells,
 * with HTML tags removed, for comparison with the transcribed tables.
 */
import { readFileSync } from 'node:fs';

const SEEDS = new URL('../../../../shared/seeds/', import.meta.url);

/** The seed file, by line (no trailing newline or carriage return). */
export const soLines: readonly string[] = readFileSync(new URL('shootout.txt', SEEDS), 'utf8').split('\n').map((l) => l.replace(/\r$/, ''));

/** A cell as printed, for comparison: HTML tags (`<u>`, `<i>`) removed, whitespace collapsed, trimmed. */
export function plain(text: string): string {
  return text.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Index of the first line equal to `heading` (trimmed, tags removed), searching from `from`. @throws Error when absent. */
export function lineIndex(heading: string, from = 0): number {
  for (let i = from; i < soLines.length; i++) if (plain(soLines[i] ?? '') === heading) return i;
  throw new Error(`line "${heading}" not found in shootout.txt after line ${from}`);
}

/** The tab cells (plain) of the first line whose first cell is `first` (plain), from line `from`. @throws Error when absent. */
export function rowNamed(first: string, from = 0): string[] {
  for (let i = from; i < soLines.length; i++) {
    const cells = (soLines[i] ?? '').split('\t').map(plain);
    if (cells[0] === first && cells.length > 1) return cells;
  }
  throw new Error(`no tab row "${first}" in shootout.txt after line ${from}`);
}
