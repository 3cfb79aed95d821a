/**
 * The seventeenth audit (2026-12-01), Quick on the Draw duel report: `writeDuelReport` built its
 * charts with no context, so a Quick on the Draw duel's charts gave the range in "sp" (spaces) where
 * its tables and the terminal say paces, and the report never said what its "turns" are (the
 * terminal: "max 10 phases", "mean phases played"; in Quick on the Draw's own words a turn is one
 * card turned, REEL 1), as the scenario report does ("a turn is one phase, of no fixed game time").
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { summarizeDuel } from '@deadeye/stats';
import { NEUTRAL_TERMS, writeDuelReport } from '@deadeye/report';
import { QD_INFO, QD_RANGE } from '../../stats/test/section-fixtures.ts';

describe('a Quick on the Draw duel report says paces and what a turn is, in its charts and its page', () => {
  const summary = summarizeDuel(QD_INFO, [QD_RANGE]);
  let dir: string | undefined;
  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('hands the terms and the turn to the charts and the page', async () => {
    dir = await mkdtemp(join(tmpdir(), 'deadeye-qd-duel-17d-'));
    const target = join(dir, 'report');
    await writeDuelReport(target, summary, { terms: { ...NEUTRAL_TERMS, rangeUnit: 'paces' }, turn: { unit: 'phase', seconds: null } });
    const turns = JSON.parse(await readFile(join(target, 'charts', 'turns.vl.json'), 'utf8')) as { title: { subtitle: string[] }; data: { values: { range: string }[] } };
    expect(turns.data.values[0]?.range).toBe('4 paces / 24 ft');
    expect(turns.title.subtitle.join(' ')).not.toContain(' sp');
    expect(turns.title.subtitle.join(' ')).toContain('a turn is one phase, of no fixed game time');
    const hit = JSON.parse(await readFile(join(target, 'charts', 'hitRate.vl.json'), 'utf8')) as { data: { values: { range: string }[] } };
    expect(hit.data.values[0]?.range).toBe('4 paces / 24 ft');
    const html = await readFile(join(target, 'index.html'), 'utf8');
    expect(html).toContain('<tr><th>Max turns</th><td>5 (a turn is one phase, of no fixed game time)</td></tr>');
    expect(html).toContain('Mean turns played (a turn is one phase, of no fixed game time; a draw counts as 5 turns)');
    // The range's axis or facet title and the page's sentence name the paces too (the review: both
    // said spaces whatever the system).
    expect(JSON.stringify(turns)).toContain('Range (paces / feet)');
    expect(JSON.stringify(turns)).not.toContain('Range (spaces / feet)');
    expect(html).toContain('Ranges in paces, one to a space (1 space = 6 feet)');
  });

  it('keeps the spaces where the system has no word of its own (BOOT HILL)', async () => {
    const target = join(dir!, 'report-spaces');
    await writeDuelReport(target, summary, {});
    const turns = await readFile(join(target, 'charts', 'turns.vl.json'), 'utf8');
    expect(turns).toContain('Range (spaces / feet)');
    expect(await readFile(join(target, 'index.html'), 'utf8')).toContain('Ranges in spaces (1 space = 6 feet)');
  });
});
