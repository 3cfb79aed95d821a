/**
 * Test helper: quick-on-the-draw.md (`../shared/seeds/`, beside the repository) by lines and tab
 * cells, with HTML tags and markdown emphasis stripped for comparison with the transcribed tables.
 */
import { readFileSync } from 'node:fs';

const SEEDS = new URL('../../../../shared/seeds/', import.meta.url);

/** The seed file, by line (no trailing newline characters). */
export const qdLines: readonly string[] = readFileSync(new URL('quick-on-the-draw.md', SEEDS), 'utf8').split('\n');

/**
 * A cell as printed, for comparison: HTML tags (`<p>`, `<ul>`, `<i>`...) and markdown emphasis (`**`, `*`)
 * removed, runs of whitespace collapsed to one space, trimmed.
 */
export function plain(text: string): string {
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/\*+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The paragraphs of a cell printed as `<p>..</p> <p>..</p>` (each plain), or the whole cell as one paragraph. */
export function paragraphs(cell: string): string[] {
  const ps = [...cell.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((m) => plain(m[1] ?? ''));
  return ps.length > 0 ? ps : [plain(cell)];
}

/** The items of a cell printed as a bulleted list (`•` or `➤` bullets), each plain; text before the first bullet is dropped. */
export function bullets(cell: string): string[] {
  return plain(cell)
    .split(/[•➤]/)
    .slice(1)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Index of the first line equal to `heading` (trimmed), searching from `from`. @throws Error when absent. */
export function lineIndex(heading: string, from = 0): number {
  for (let i = from; i < qdLines.length; i++) if ((qdLines[i] ?? '').trim() === heading) return i;
  throw new Error(`line "${heading}" not found in quick-on-the-draw.md after line ${from}`);
}

/** The raw tab cells of the first line starting with `start` (searching from line `from`). @throws Error when absent. */
export function rowStarting(start: string, from = 0): string[] {
  for (let i = from; i < qdLines.length; i++) {
    const line = qdLines[i] ?? '';
    if (line.startsWith(start) && line.includes('\t')) return line.split('\t');
  }
  throw new Error(`no tab line starting "${start}" in quick-on-the-draw.md after line ${from}`);
}

/** The tab-separated lines (raw cells) from line `from` up to the first line without a tab after at least one tab line. */
export function tableAfter(from: number): string[][] {
  const rows: string[][] = [];
  for (let i = from; i < qdLines.length; i++) {
    const line = qdLines[i] ?? '';
    if (line.includes('\t')) rows.push(line.split('\t'));
    else if (rows.length > 0 && line.trim() !== '') break;
  }
  return rows;
}

/** The reel headings as printed (`REEL 1: THE BASICS` ...), with their line indexes. */
export const reels: readonly { readonly heading: string; readonly line: number }[] = qdLines.flatMap((l, i) =>
  /^REEL \d+:/.test(l) ? [{ heading: l.trim(), line: i }] : [],
);

/** Is `section` printed as a line (or is the reel heading itself) within `reel`? */
export function sectionInReel(reel: string, section: string): boolean {
  const at = reels.findIndex((r) => r.heading === reel);
  const start = reels[at]?.line;
  if (start === undefined) return false;
  const end = reels[at + 1]?.line ?? qdLines.length;
  for (let i = start; i < end; i++) if ((qdLines[i] ?? '').trim() === section) return true;
  return false;
}

/** Parses a printed dice spec: `Roll 2D10 and take best result`, `2D10 High`, `1D10`, `2D10 and both can score`, `Roll 2D10 and take worst result`. */
export function parseDice(text: string): { dice: number; read: 'best' | 'worst' | 'each' } {
  const m = /(\d)D10/.exec(text);
  if (!m || m[1] === undefined) throw new Error(`no dice in "${text}"`);
  const dice = Number(m[1]);
  if (/worst/i.test(text)) return { dice, read: 'worst' };
  if (/can score/i.test(text)) return { dice, read: 'each' };
  return { dice, read: 'best' };
}
