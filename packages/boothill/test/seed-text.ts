/**
 * Test helper: the seed texts (`../shared/seeds/`) as lines, and the rulebook's one-cell-per-line
 * table reader, shared by the table tests that check transcriptions against the seeds.
 */
import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

const SEEDS = new URL('../../../../shared/seeds/', import.meta.url);
const read = (name: string): string[] => readFileSync(new URL(name, SEEDS), 'utf8').split('\n');

/** boot-hill-rulebook.txt, boot-hill-referee-screen-and-northfield-module.md and boot-hill-v2-combat-rules.md, by line. */
export const rulebookLines: readonly string[] = read('boot-hill-rulebook.txt');
export const screenLines: readonly string[] = read('boot-hill-referee-screen-and-northfield-module.md');
export const v2Lines: readonly string[] = read('boot-hill-v2-combat-rules.md');

/**
 * Cells of a rulebook table: the rulebook prints one cell per line (most lines tab-indented); an empty
 * cell is a lone tab line followed by a blank line. Reads `count` cells starting at line `from`, and
 * expects to find exactly `count`.
 */
export function rulebookCells(from: number, count: number): string[] {
  const cells: string[] = [];
  for (let i = from; i < rulebookLines.length && cells.length < count; i++) {
    const line = rulebookLines[i] ?? '';
    if (line === '\t' && rulebookLines[i + 1] === '') {
      cells.push('');
      i++;
    } else if (line.trim() !== '') {
      cells.push(line.trim());
    }
  }
  expect(cells).toHaveLength(count);
  return cells;
}

/** Index of the rulebook line `heading` whose next line satisfies `next` (skips the table of contents). @throws Error when absent. */
export function rulebookHeading(heading: string, next: (line: string) => boolean): number {
  const at = rulebookLines.findIndex((l, i) => l.trim() === heading && next((rulebookLines[i + 1] ?? '').trim()));
  if (at < 0) throw new Error(`rulebook heading ${heading} not found`);
  return at;
}

/** Splits cells into rows of `cols`. */
export function chunk(cells: readonly string[], cols: number): string[][] {
  const rows: string[][] = [];
  for (let i = 0; i < cells.length; i += cols) rows.push(cells.slice(i, i + cols));
  return rows;
}
