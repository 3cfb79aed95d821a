import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AttackOdds, OddsComparison, OddsSummary } from '@deadeye/stats';
import { END_STATE_STYLE, oddsComparisonChart, oddsOutcomeColors, oddsOutcomesChart, renderSvg, writeOddsComparisonReport, writeOddsReport } from '@deadeye/report';
import { compileQuietly } from './compile-quietly.ts';

const at = (hit: number, out: number): AttackOdds => ({
  attack: 'one deliberate shot with a <revolver>',
  hit,
  outOfAction: out,
  outcomes: [
    { outcome: 'miss', probability: 1 - hit, outOfAction: false },
    { outcome: 'graze', probability: hit - out, outOfAction: false },
    { outcome: '1 hit', probability: out, outOfAction: true },
  ],
  details: [{ title: 'Effect of a scoring die', rows: [{ label: 'graze', probability: 0.7 }, { label: '1 hit', probability: 0.3 }] }],
});

const SUMMARY: OddsSummary = {
  system: 'quickdraw',
  systemName: 'Quick on the Draw',
  variant: 'text',
  shooter: 'Stranger',
  target: 'Cowboy & Co',
  weapon: 'cartridge-revolver',
  shot: 'deliberate',
  ranges: [
    { range: 2, rangeFeet: 12, odds: at(0.75, 0.3) },
    { range: 10, rangeFeet: 60, odds: at(0.5, 0.15) },
  ],
  version: '0.1.0',
};

const COMPARISON: OddsComparison = {
  weapon: 'revolver',
  systems: [
    { system: 'boothill', systemName: 'BOOT HILL', shooter: 'Cowboy', target: 'Cowboy', weapon: null, shot: 'standard', attack: 'a first shot', points: [1, 2, 3].map((r) => ({ range: r, rangeFeet: 6 * r, hit: 0.6 / r, outOfAction: 0.2 / r })) },
    { system: 'shootout', systemName: 'Shootout!', shooter: 'Cowboy', target: 'Cowboy', weapon: 'colt', shot: 'fire', attack: "a turn's fire", points: [1, 2].map((r) => ({ range: r, rangeFeet: 6 * r, hit: 0.5 / r, outOfAction: 0.25 / r })) },
  ],
  version: '0.1.0',
};

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('odds reports', () => {
  it("colours the outcomes as the fates charts: a miss unhurt's green, dead never green, unconscious purple (an audit, 2026-12-07: BOOT HILL's dead was tableau20's green)", () => {
    // BOOT HILL's outcomes (packages/boothill/src/duel/odds.ts SHOT_OUTCOMES).
    const boothill = ['miss', 'hit, no wound', 'light wound', 'serious wound', 'unconscious', 'dead (mortal wound)'].map((outcome, k) => ({ outcome, outOfAction: k >= 4 }));
    const colors = oddsOutcomeColors(boothill);
    expect(colors[0]).toBe(END_STATE_STYLE.unhurt.color);
    expect(colors[4]).toBe(END_STATE_STYLE.unconscious.color);
    expect(colors[5]).toBe(END_STATE_STYLE.dead.color);
    expect(new Set(colors).size).toBe(colors.length);
    // Shootout!'s: several outcomes out of action, each its own grey, none the colour of unhurt.
    const shootout = oddsOutcomeColors(['miss', 'all hits saved', '1 unsaved hit', '2 unsaved hits', '3 unsaved hits'].map((outcome, k) => ({ outcome, outOfAction: k >= 2 })));
    expect(new Set(shootout).size).toBe(5);
    expect(shootout.slice(1)).not.toContain(END_STATE_STYLE.unhurt.color);
    // The chart takes them in the outcomes' order.
    const scale = (oddsOutcomesChart(SUMMARY) as { encoding: { color: { scale: { domain: string[]; range: string[] } } } }).encoding.color.scale;
    expect(scale.domain).toEqual(['miss', 'graze', '1 hit']);
    expect(scale.range).toEqual([END_STATE_STYLE.unhurt.color, END_STATE_STYLE.wounded.color, END_STATE_STYLE.dead.color]);
  });

  it('builds charts that compile without warnings and render', async () => {
    for (const spec of [oddsOutcomesChart(SUMMARY), oddsComparisonChart(COMPARISON)]) {
      expect(compileQuietly(spec).warnings).toEqual([]);
      expect(await renderSvg(spec)).toMatch(/<svg[\s\S]*<path/);
    }
    const values = (oddsComparisonChart(COMPARISON) as { data: { values: { system: string; feet: number; outOfAction: number }[] } }).data.values;
    expect(values).toHaveLength(5);
    expect(values[0]).toMatchObject({ system: 'BOOT HILL', feet: 6, outOfAction: 0.2 });
  });
  it('writes the report of one attack and of a comparison: page, chart files and summary.json', async () => {
    const root = await mkdtemp(join(tmpdir(), 'deadeye-odds-'));
    dirs.push(root);
    const one = await writeOddsReport(join(root, 'one'), SUMMARY);
    const html = await readFile(join(one.dir, 'index.html'), 'utf8');
    expect(html).toContain('At 2 sp / 12 ft: hit 75.00%, out of action 30.00%');
    expect(html).toContain('Cowboy &amp; Co');
    expect(html).toContain('one deliberate shot with a &lt;revolver&gt;');
    // No CSV is written: the footer names only summary.json (an audit, 2026-12-01).
    expect(html).toMatch(/<footer>.*<a href="summary\.json">summary\.json<\/a> holds the unrounded fractions\.<\/footer>/);
    expect(html).not.toContain('CSV tables');
    for (const f of ['charts/outcomes.svg', 'charts/outcomes.png', 'charts/outcomes.vl.json', 'summary.json']) expect(existsSync(join(one.dir, f)), f).toBe(true);
    expect(JSON.parse(await readFile(join(one.dir, 'summary.json'), 'utf8'))).toEqual(SUMMARY);
    const cmp = await writeOddsComparisonReport(join(root, 'cmp'), COMPARISON);
    const page = await readFile(join(cmp.dir, 'index.html'), 'utf8');
    expect(page).toMatch(/<td class="l">12 ft<\/td><td class="n">10\.00%<\/td><td class="n">12\.50%<\/td>/);
    expect(page).toMatch(/<td class="l">18 ft<\/td><td class="n">6\.67%<\/td><td class="n">—<\/td>/);
    expect(existsSync(join(cmp.dir, 'charts/out-of-action.png'))).toBe(true);
  });
});
