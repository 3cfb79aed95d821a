/**
 * A rule system's own sections in the reports: one chart per section with anything to count
 * (proportions with Wilson whiskers, means without), one table per section on the page, for scenario and duel summaries;
 * a duel without BOOT HILL's duelist fields, with profiles; the turn worded from the run's system.
 */
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TopLevelSpec } from 'vega-lite';
import { summarizeDuel, summarizeSkirmish, wilson } from '@deadeye/stats';
import {
  duelChartsFor,
  renderDuelHtml,
  renderSkirmishHtml,
  renderSvg,
  sectionChartName,
  skirmishChartsFor,
  skirmishTurnsChart,
  writeDuelReport,
  writeSkirmishReport,
} from '@deadeye/report';
import { CARDS, COURAGE, QD_INFO, QD_RANGE, SKIRMISH_COUNTS_SECTIONS } from '../../stats/test/section-fixtures.ts';
import { SKIRMISH_COUNTS, SKIRMISH_INFO } from '../../stats/test/skirmish-fixtures.ts';
import { compileQuietly } from './compile-quietly.ts';

interface SectionSpec {
  title: { text: string; subtitle: string[] };
  data: { values: { category: string; label: string; group: string | null; series: string | null; rate: number; low: number | null; high: number | null; count: number; of: number }[] };
  layer: { mark: { type: string } }[];
}

describe('scenario section charts', () => {
  const summary = summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS_SECTIONS);
  const charts = skirmishChartsFor(summary);
  const courage = charts.find((c) => c.name === 'section-quickdraw.courage');
  const cards = charts.find((c) => c.name === 'section-quickdraw.cards');

  it('adds one chart per section after the shared charts, titled with the section title', () => {
    expect(charts.slice(-2).map((c) => [c.name, c.title])).toEqual([
      ['section-quickdraw.courage', 'Courage tests'],
      ['section-quickdraw.cards', 'Cards lost and jokers drawn'],
    ]);
    expect(skirmishChartsFor(summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS)).map((c) => c.name).filter((n) => n.startsWith('section-'))).toEqual([]);
    expect(sectionChartName('a b/c')).toBe('section-a-b-c');
  });

  it('draws no chart of a section with nothing to count in any row (an empty frame), but keeps its table', () => {
    const none = { ...COURAGE, rows: COURAGE.rows.map((r) => ({ ...r, count: 0, of: 0 })) };
    const empty = summarizeSkirmish(SKIRMISH_INFO, { ...SKIRMISH_COUNTS, sections: [none, CARDS] });
    expect(skirmishChartsFor(empty).map((c) => c.name).filter((n) => n.startsWith('section-'))).toEqual(['section-quickdraw.cards']);
    const html = renderSkirmishHtml({ summary: empty, title: 'T', charts: [], dataFiles: [] });
    expect(html).toContain('<h3>Courage tests</h3>');
    const duel = summarizeDuel(QD_INFO, [{ ...QD_RANGE, sections: QD_RANGE.sections?.map((sec) => ({ ...sec, rows: sec.rows.map((r) => ({ ...r, count: 0, of: 0 })) })) }]);
    expect(duelChartsFor(duel).map((c) => c.name)).toEqual(['winRate', 'hitRate', 'turns']);
  });

  it('draws no chart of a mean section whose every mean is 0 (an empty frame, a lone 0 tick), but keeps its table', () => {
    const zero = { ...CARDS, rows: CARDS.rows.map((r) => ({ ...r, count: 0 })) };
    const quiet = summarizeSkirmish(SKIRMISH_INFO, { ...SKIRMISH_COUNTS, sections: [COURAGE, zero] });
    expect(skirmishChartsFor(quiet).map((c) => c.name).filter((n) => n.startsWith('section-'))).toEqual(['section-quickdraw.courage']);
    expect(renderSkirmishHtml({ summary: quiet, title: 'T', charts: [], dataFiles: [] })).toContain(`<h3>${CARDS.title}</h3>`);
  });

  it('charts a proportion section: its title, description, rows with rates and Wilson bounds, whiskers', () => {
    const spec = courage?.build(summary) as unknown as SectionSpec;
    expect(spec.title.text).toBe('Courage tests');
    expect(spec.title.subtitle.join(' ')).toContain('Courage tests taken and their outcomes, out of the tests each character took');
    expect(spec.title.subtitle).toContain('Bars: count / of (% of each row\'s total); whiskers: 95% Wilson interval');
    expect(spec.title.subtitle).toContain('Nothing to count (of = 0, no bar): Doc Holliday: stand firm (5-9)');
    const row = summary.sections?.[0]?.rows[0];
    expect(spec.data.values[0]).toEqual({ category: 'Wyatt Earp: stand firm (5-9)', label: 'stand firm (5-9)', group: 'Wyatt Earp', series: null, rate: 0.6, low: row?.low, high: row?.high, count: 120, of: 200 });
    expect(spec.data.values[0]?.low).toBeCloseTo(0.53083672039262, 12);
    expect(spec.data.values.map((v) => v.category)).toEqual([
      'Wyatt Earp: stand firm (5-9)', 'Wyatt Earp: fall back and take cover (2-4)', 'Wyatt Earp: flee (1)', 'Ike Clanton: stand firm (5-9)', 'Ike Clanton: flee (1)',
    ]);
    expect(spec.layer.map((l) => l.mark.type)).toEqual(['bar', 'rule']);
    expect(compileQuietly(spec as unknown as TopLevelSpec).warnings).toEqual([]);
  });

  it('charts a mean section as bars of the mean, without whiskers', () => {
    const spec = cards?.build(summary) as unknown as SectionSpec;
    expect(spec.title.text).toBe(CARDS.title);
    expect(spec.title.subtitle.join(' ')).toContain('Cards lost to hits and jokers drawn, per trial');
    expect(spec.data.values.map((v) => [v.label, v.rate, v.low])).toEqual([['cards lost', 2.5, null], ['jokers drawn', 1.5, null]]);
    expect(spec.layer.map((l) => l.mark.type)).toEqual(['bar']);
    expect(compileQuietly(spec as unknown as TopLevelSpec).warnings).toEqual([]);
    // Ticks with as many digits as they need: '.2f' printed 0.00, 0.01, 0.01 for means under 0.05.
    expect((spec as unknown as { layer: { encoding: { x: { axis: { format: string } } } }[] }).layer[0]?.encoding.x.axis.format).toBe('~g');
  });

  it('renders the section charts to SVG with their titles', async () => {
    const svg = await renderSvg(courage?.build(summary) as TopLevelSpec);
    expect(svg).toContain('Courage tests');
    expect(svg).toContain('Wyatt Earp: stand firm (5-9)');
  });

  it('puts one table per section on the page, with rates, intervals and means, linked to its chart', () => {
    const html = renderSkirmishHtml({ summary, title: 'Sections', charts: [], dataFiles: [] });
    expect(html).toContain('<a href="#system-outcomes">System outcomes</a>');
    expect(html).toContain('<h3>Courage tests</h3>');
    expect(html).toContain(`<p>${COURAGE.description}</p>`);
    expect(html).toContain('<tr><td class="l">Wyatt Earp</td><td class="l">stand firm (5-9)</td><td class="n">120</td><td class="n">200</td><td class="n">60.00%<br><span class="ci">[53.08–66.54]</span></td></tr>');
    expect(html).toContain('<tr><td class="l">Doc Holliday</td><td class="l">stand firm (5-9)</td><td class="n">0</td><td class="n">0</td><td class="n">—</td></tr>');
    expect(html).toContain('<tr><td class="l">cards lost</td><td class="n">2,500</td><td class="n">1,000</td><td class="n">2.500</td></tr>');
    expect(renderSkirmishHtml({ summary: summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS), title: 'Plain', charts: [], dataFiles: [] })).not.toContain('system-outcomes');
  });
});

describe('turn wording from the run system', () => {
  const summary = summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS);
  const subtitle = (turn?: { unit: string; seconds: number | null }): string[] =>
    (skirmishTurnsChart(summary, turn === undefined ? {} : { turn }) as unknown as SectionSpec).title.subtitle;

  it('says what the system says a turn is, and no seconds when it is not given', () => {
    expect(subtitle({ unit: 'turn', seconds: 10 })[1]).toBe('Mean 3.92 turns per trial (a turn is about 10 seconds); trials stopped by the limit end after turn 10');
    expect(subtitle({ unit: 'phase', seconds: null })[1]).toBe('Mean 3.92 turns per trial (a turn is one phase, of no fixed game time); trials stopped by the limit end after turn 10');
    expect(subtitle()[1]).toBe('Mean 3.92 turns per trial (turns of the rule system); trials stopped by the limit end after turn 10');
    const html = renderSkirmishHtml({ summary, title: 'T', charts: [], dataFiles: [], turn: { unit: 'phase', seconds: null } });
    expect(html).toContain('<tr><th>Max turns</th><td>10 (a turn is one phase, of no fixed game time)</td></tr>');
    expect(html).not.toContain('10 seconds');
  });
});

describe('a duel without BOOT HILL duelist fields, with profiles and a section', () => {
  const summary = summarizeDuel(QD_INFO, [QD_RANGE]);
  let dir: string | undefined;
  afterAll(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it('leaves out the wound-location chart and adds the section chart, with one bar per row and range', () => {
    const charts = duelChartsFor(summary);
    expect(charts.map((c) => c.name)).toEqual(['winRate', 'hitRate', 'turns', 'section-quickdraw.hits']);
    const spec = charts.at(-1)?.build(summary) as unknown as SectionSpec;
    expect(spec.title.text).toBe('Lethal and blunt hits');
    expect(spec.title.subtitle[0]).toBe('Hits by effect, out of all hits scored (quick-on-the-draw.md, EFFECTS OF HITS).');
    expect(spec.data.values.map((v) => [v.label, v.series, v.rate, v.count, v.of])).toEqual([['lethal', '4 sp / 24 ft', 0.75, 30, 40], ['blunt', '4 sp / 24 ft', 0.25, 10, 40]]);
    expect(spec.data.values[0]?.low).toBeCloseTo(0.5980603857923198, 12);
    for (const c of charts) expect(compileQuietly(c.build(summary)).warnings).toEqual([]);
  });

  it('shows the profiles, no BOOT HILL columns, no wounds section, and the section table', () => {
    const html = renderDuelHtml({ summary, title: 'QD duel', charts: [], dataFiles: [] });
    expect(html).toContain('<th>Profile</th>');
    expect(html).toContain('<td class="w">Hero, brave; quick-draw, marksman; Cartridge revolver</td>');
    expect(html).not.toContain('First shot base');
    expect(html).not.toContain('BAC (%)');
    expect(html).not.toContain('<section id="wounds">');
    expect(html).toContain('<h3>Lethal and blunt hits</h3>');
    expect(html).toContain('<tr><td class="l">4 sp / 24 ft</td><td class="l">lethal</td><td class="n">30</td><td class="n">40</td><td class="n">75.00%<br><span class="ci">[59.81–85.81]</span></td></tr>');
  });

  it('writes the whole report without throwing', async () => {
    dir = await mkdtemp(join(tmpdir(), 'deadeye-qd-duel-'));
    const target = join(dir, 'report');
    await writeDuelReport(target, summary);
    expect((await readdir(join(target, 'charts'))).filter((f) => f.endsWith('.vl.json')).sort()).toEqual([
      'hitRate.vl.json', 'section-quickdraw.hits.vl.json', 'turns.vl.json', 'winRate.vl.json',
    ]);
    expect(await readFile(join(target, 'tables', 'wound_locations.csv'), 'utf8')).toBe('range,duelist,location,fraction\n');
    expect(await readFile(join(target, 'index.html'), 'utf8')).toContain('<section id="chart-section-quickdraw.hits">');
    const csv = (await readFile(join(target, 'tables', 'sections.csv'), 'utf8')).trimEnd().split('\n');
    expect(csv[0]).toBe('range,section,title,kind,group,label,count,of,rate,low,high');
    expect(csv[1]).toBe(`4,quickdraw.hits,Lethal and blunt hits,proportion,,lethal,30,40,0.75,${wilson(30, 40)[0]},${wilson(30, 40)[1]}`);
    expect(csv).toHaveLength(3);
  });

  it('writes the scenario report with a sections table and the section charts', async () => {
    dir ??= await mkdtemp(join(tmpdir(), 'deadeye-qd-duel-'));
    const target = join(dir, 'scenario');
    await writeSkirmishReport(target, summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS_SECTIONS), { turn: { unit: 'turn', seconds: 10 } });
    const charts = await readdir(join(target, 'charts'));
    expect(charts).toContain('section-quickdraw.courage.vl.json');
    expect(charts).toContain('section-quickdraw.cards.png');
    const csv = (await readFile(join(target, 'tables', 'sections.csv'), 'utf8')).trimEnd().split('\n');
    expect(csv[0]).toBe('section,title,kind,group,label,count,of,rate,low,high');
    expect(csv[1]).toBe(`quickdraw.courage,Courage tests,proportion,Wyatt Earp,stand firm (5-9),120,200,0.6,${wilson(120, 200)[0]},${wilson(120, 200)[1]}`);
    expect(csv[6]).toBe('quickdraw.courage,Courage tests,proportion,Doc Holliday,stand firm (5-9),0,0,,,');
    expect(csv[7]).toBe('quickdraw.cards,Cards lost and jokers drawn,mean,,cards lost,2500,1000,2.5,,');
    expect(csv).toHaveLength(9);
  });
});
