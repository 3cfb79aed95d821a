/**
 * The terminal summary of a duel run: BOOT HILL's duelist fields when present; a system's duelists
 * with profiles and without them; the range's own sections.
 */
import { describe, expect, it } from 'vitest';
import { summarizeDuel, type CountSection, type DuelRangeCounts } from '@deadeye/stats';
import { formatDuelSummary } from '../src/format.ts';
import { INFO, NAME_B, RANGE_3 } from '../../stats/test/fixtures.ts';
import { QD_INFO, QD_RANGE } from '../../stats/test/section-fixtures.ts';

describe('formatDuelSummary', () => {
  it('names BOOT HILL duelists with first shot base, BAC and STR, and prints no sections', () => {
    const text = formatDuelSummary(summarizeDuel(INFO, [RANGE_3]));
    expect(text.split('\n')[0]).toBe(`BOOT HILL standing duel: Doc Holliday (FDR6, first shot base 12, BAC 55%, STR 14) vs ${NAME_B} (SAR6, first shot base 10, BAC 50%, STR 12)`);
    expect(text).not.toContain('count / of');
  });

  it('names other duelists by their profile, without BOOT HILL fields, and prints the range sections', () => {
    const text = formatDuelSummary(summarizeDuel(QD_INFO, [QD_RANGE]));
    const lines = text.split('\n');
    expect(lines[0]).toBe('Quick on the Draw standing duel: Wyatt Earp (Hero, brave; quick-draw, marksman; Cartridge revolver) vs Ike Clanton (Desperado; Cartridge revolver)');
    expect(text).not.toMatch(/first shot base|BAC|STR|undefined/);
    expect(lines).toContain('  Wyatt Earp: hit rate 40.00%, 1.50 shots per duel, fired first 60.00% (won 66.67% of those); ends unhurt 50.00%, wounded 20.00%, out, alive 10.00%, dead 20.00%');
    const at = lines.findIndex((l) => l.startsWith('  Lethal and blunt hits'));
    expect(lines.slice(at, at + 4)).toEqual([
      '  Lethal and blunt hits (quickdraw.hits): Hits by effect, out of all hits scored (quick-on-the-draw.md, EFFECTS OF HITS).',
      '    row     count / out of  share (95% Wilson interval)',
      '    lethal         30 / 40   75.00%  [59.81%, 85.81%]',
      '    blunt          10 / 40   25.00%  [14.19%, 40.19%]',
    ]);
  });

  it('leaves out a section that counted nothing at any range, naming it once after the ranges; one counted at some range stays at each', () => {
    const hits = QD_RANGE.sections?.[0] as CountSection;
    const courage: CountSection = { id: 'quickdraw.courage', title: 'Courage tests', description: 'Tests (0 in all).', kind: 'proportion', rows: [{ label: 'passed', count: 0, of: 0 }] };
    const at = (range: number, counted: boolean): DuelRangeCounts => ({ ...QD_RANGE, range, sections: [counted ? hits : { ...hits, rows: hits.rows.map((r) => ({ ...r, count: 0, of: 0 })) }, courage] });
    const text = formatDuelSummary(summarizeDuel(QD_INFO, [at(4, true), at(8, false)]));
    expect(text).not.toContain('Courage tests (quickdraw.courage):');
    expect(text.match(/Lethal and blunt hits \(quickdraw\.hits\):/g)).toHaveLength(2);
    expect(text.match(/Nothing counted/g)).toHaveLength(1);
    expect(text.trimEnd().split('\n').at(-1)).toBe('Nothing counted in this run: Courage tests (quickdraw.courage)');
  });

  it('names a duelist with neither profile nor BOOT HILL fields by his weapon', () => {
    const { profile: _a, ...a } = QD_RANGE.a;
    const text = formatDuelSummary(summarizeDuel(QD_INFO, [{ ...QD_RANGE, a }]));
    expect(text.split('\n')[0]).toMatch(/^Quick on the Draw standing duel: Wyatt Earp \(Cartridge revolver\) vs /);
  });
});
