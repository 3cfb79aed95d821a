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
import { summarizeDuel, summarizeSkirmish, wilson, type CountSection, type DuelRangeCounts } from '@deadeye/stats';
import {
  NEUTRAL_TERMS,
  SIDE_COLORS,
  countSectionChart,
  countSectionTable,
  duelChartsFor,
  renderDuelHtml,
  renderSkirmishHtml,
  renderSvg,
  sectionChartName,
  skirmishChartsFor,
  skirmishTurnsChart,
  textWidth,
  writeDuelReport,
  writeSkirmishReport,
} from '@deadeye/report';
import { CARDS, COURAGE, QD_INFO, QD_RANGE, SKIRMISH_COUNTS_SECTIONS } from '../../stats/test/section-fixtures.ts';
import { SKIRMISH_COUNTS, SKIRMISH_INFO } from '../../stats/test/skirmish-fixtures.ts';
import { compileQuietly } from './compile-quietly.ts';

interface SectionValue { label: string; group?: string; series?: string; side?: string; rate: number; low?: number | null; high?: number | null; count: number; of: number; description: string }
interface SectionLayer { mark: { type: string; color?: string; aria?: boolean }; encoding: Record<string, unknown> & { x: { title?: string; axis: { format: string; labels?: boolean } }; color?: { field: string; legend: unknown; scale: { domain: string[]; range: string[] } }; tooltip: { field: string }[] } }
interface SectionPanel {
  title?: { text: string; limit: number };
  height: { step: number };
  encoding: { y: { field: string; scale: { domain: string[] }; axis: { labelLimit: number } }; yOffset?: { field: string; scale: { domain: string[] } } };
  layer: SectionLayer[];
}
interface SectionSpec extends Partial<Omit<SectionPanel, 'title'>> {
  title: { text: string; subtitle: string[] };
  data: { values: SectionValue[] };
  vconcat?: SectionPanel[];
}

/** The panels of a section chart: one per group, or the chart itself when its rows have no groups. */
const panelsOf = (spec: SectionSpec): SectionPanel[] => spec.vconcat ?? [spec as unknown as SectionPanel];

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

  it('draws no chart and no table of a section with nothing to count in any row, naming it on one line', () => {
    const none = { ...COURAGE, rows: COURAGE.rows.map((r) => ({ ...r, count: 0, of: 0 })) };
    const empty = summarizeSkirmish(SKIRMISH_INFO, { ...SKIRMISH_COUNTS, sections: [none, CARDS] });
    expect(skirmishChartsFor(empty).map((c) => c.name).filter((n) => n.startsWith('section-'))).toEqual(['section-quickdraw.cards']);
    const html = renderSkirmishHtml({ summary: empty, title: 'T', charts: [], dataFiles: [] });
    expect(html).not.toContain('<h3>Courage tests</h3>');
    expect(html).toContain(`<h3>${CARDS.title}</h3>`);
    expect(html).toContain('<p>Nothing counted in this run (no table, no chart): Courage tests.</p>');
    // A duel's section that counted nothing at any range: no chart, no table, named once.
    const zeroed = (r: typeof QD_RANGE): typeof QD_RANGE => ({ ...r, sections: r.sections?.map((sec) => ({ ...sec, rows: sec.rows.map((x) => ({ ...x, count: 0, of: 0 })) })) });
    const duel = summarizeDuel(QD_INFO, [zeroed(QD_RANGE), zeroed({ ...QD_RANGE, range: 8 })]);
    expect(duelChartsFor(duel).map((c) => c.name)).toEqual(['winRate', 'winRateByRange', 'hitRate', 'turns']);
    const duelHtml = renderDuelHtml({ summary: duel, title: 'T', charts: [], dataFiles: [] });
    expect(duelHtml).not.toContain('<h3>Lethal and blunt hits</h3>');
    expect(duelHtml.match(/Nothing counted in this run \(no table, no chart\): Lethal and blunt hits\./g)).toHaveLength(1);
    // Counted at one range of two: the table and the chart, with both ranges' rows.
    const some = summarizeDuel(QD_INFO, [QD_RANGE, zeroed({ ...QD_RANGE, range: 8 })]);
    expect(renderDuelHtml({ summary: some, title: 'T', charts: [], dataFiles: [] })).toContain('<h3>Lethal and blunt hits</h3>');
    expect(duelChartsFor(some).map((c) => c.name)).toContain('section-quickdraw.hits');
  });

  it('draws no chart and no table of a mean section whose every mean is 0, naming it', () => {
    const zero = { ...CARDS, rows: CARDS.rows.map((r) => ({ ...r, count: 0 })) };
    const quiet = summarizeSkirmish(SKIRMISH_INFO, { ...SKIRMISH_COUNTS, sections: [COURAGE, zero] });
    expect(skirmishChartsFor(quiet).map((c) => c.name).filter((n) => n.startsWith('section-'))).toEqual(['section-quickdraw.courage']);
    const html = renderSkirmishHtml({ summary: quiet, title: 'T', charts: [], dataFiles: [] });
    expect(html).not.toContain(`<h3>${CARDS.title}</h3>`);
    expect(html).toContain(`<p>Nothing counted in this run (no table, no chart): ${CARDS.title}.</p>`);
  });

  it('puts thousands separators in the counts of a description, in the table and the chart, leaving years and ids', () => {
    const big = { ...COURAGE, description: 'Courage tests taken (25767 in all; 1234 by Wyatt; QR-1234, in 1881).', rows: [{ label: 'passed', count: 1234, of: 25_767 }] };
    const s = summarizeSkirmish(SKIRMISH_INFO, { ...SKIRMISH_COUNTS, sections: [big] });
    const said = 'Courage tests taken (25,767 in all; 1,234 by Wyatt; QR-1234, in 1881).';
    expect(renderSkirmishHtml({ summary: s, title: 'T', charts: [], dataFiles: [] })).toContain(`<p>${said}</p>`);
    const spec = skirmishChartsFor(s).find((c) => c.name === 'section-quickdraw.courage')?.build(s) as unknown as SectionSpec;
    expect(spec.title.subtitle.join(' ')).toContain(said);
  });

  it('charts a proportion section: its title, description, rows with rates and Wilson bounds, whiskers', () => {
    const spec = courage?.build(summary) as unknown as SectionSpec;
    expect(spec.title.text).toBe('Courage tests');
    expect(spec.title.subtitle.join(' ')).toContain('Courage tests taken and their outcomes, out of the tests each character took');
    expect(spec.title.subtitle).toContain('Bars: count / out of (% of each row\'s total); whiskers: 95% Wilson interval');
    expect(spec.title.subtitle).toContain('Nothing to count (out of = 0, no bar): Doc Holliday: stand firm (5-9)');
    const row = summary.sections?.[0]?.rows[0];
    expect(spec.data.values[0]).toEqual({
      label: 'stand firm (5-9)', group: 'Wyatt Earp', side: 'Earps', rate: 0.6, low: row?.low, high: row?.high, count: 120, of: 200,
      description: 'Wyatt Earp, stand firm (5-9): share 60.00% [95% CI 53.08–66.54%], 120 out of 200',
    });
    expect(spec.data.values[0]?.low).toBeCloseTo(0.53083672039262, 12);
    // One panel per group, headed by it, its rows named by their own label.
    expect(panelsOf(spec).map((p) => [p.title?.text, p.encoding.y.scale.domain])).toEqual([
      ['Wyatt Earp', ['stand firm (5-9)', 'fall back and take cover (2-4)', 'flee (1)']],
      ['Ike Clanton', ['stand firm (5-9)', 'flee (1)']],
    ]);
    for (const p of panelsOf(spec)) expect(p.layer.map((l) => l.mark.type)).toEqual(['bar', 'rule']);
    expect(compileQuietly(spec as unknown as TopLevelSpec).warnings).toEqual([]);
  });

  it('charts a mean section as bars of the mean, without whiskers', () => {
    const spec = cards?.build(summary) as unknown as SectionSpec;
    expect(spec.title.text).toBe(CARDS.title);
    expect(spec.title.subtitle.join(' ')).toContain('Cards lost to hits and jokers drawn, per trial');
    expect(spec.data.values.map((v) => [v.label, v.rate, v.low])).toEqual([['cards lost', 2.5, undefined], ['jokers drawn', 1.5, undefined]]);
    expect(spec.vconcat).toBeUndefined();
    expect(spec.layer?.map((l) => l.mark.type)).toEqual(['bar']);
    expect(compileQuietly(spec as unknown as TopLevelSpec).warnings).toEqual([]);
  });

  it('renders the section charts to SVG with their titles', async () => {
    const svg = await renderSvg(courage?.build(summary) as TopLevelSpec);
    expect(svg).toContain('Courage tests');
    expect(svg).toContain('Wyatt Earp');
    expect(svg).toContain('stand firm (5-9)');
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
    expect(html).toContain('<td class="w profile">Hero, brave; quick-draw, marksman; Cartridge revolver</td>');
    // The profile keeps its width on a narrow page (the table scrolls): at 800 px it had wrapped to a word a line.
    expect(html).toMatch(/table\.data td\.profile \{ min-width: 16em; \}/);
    expect(html).not.toContain('First shot base');
    expect(html).not.toContain('BAC (%)');
    expect(html).not.toContain('<section id="wounds">');
    expect(html).toContain('<h3>Lethal and blunt hits</h3>');
    expect(html).toContain('<tr><td class="l">4 sp / 24 ft</td><td class="l">lethal</td><td class="n">30</td><td class="n">40</td><td class="n">75.00%<br><span class="ci">[59.81–85.81]</span></td></tr>');
  });

  it("has no unconscious columns, nor their exact ones, under a system that declares it cannot knock a man out (Shootout!: always 0, an audit, 2026-12-07)", () => {
    const terms = { ...NEUTRAL_TERMS, absentEndStates: ['unconscious'] as const };
    expect(renderDuelHtml({ summary, title: 'T', charts: [], dataFiles: [], terms })).not.toMatch(/<th>Unconscious/);
    expect(renderDuelHtml({ summary, title: 'T', charts: [], dataFiles: [], terms: NEUTRAL_TERMS })).toContain('<th>Unconscious</th>');
  });

  it('writes the whole report without throwing', async () => {
    dir = await mkdtemp(join(tmpdir(), 'deadeye-qd-duel-'));
    const target = join(dir, 'report');
    await writeDuelReport(target, summary);
    expect((await readdir(join(target, 'charts'))).filter((f) => f.endsWith('.vl.json')).sort()).toEqual([
      'hitRate.vl.json', 'section-quickdraw.hits.vl.json', 'turns.vl.json', 'winRate.vl.json',
    ]);
    // No wound chart in the system, so no wound_locations.csv (it was written and linked, a header
    // alone: an audit, 2026-12-07).
    expect((await readdir(join(target, 'tables'))).sort()).toEqual(['duelists.csv', 'outcomes.csv', 'sections.csv', 'turns.csv']);
    const page = await readFile(join(target, 'index.html'), 'utf8');
    expect(page).not.toContain('wound_locations');
    expect(page).toContain('<section id="chart-section-quickdraw.hits">');
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

describe('section charts after the visual audit', () => {
  /** Saving throws as Shootout! counts them: totals without a group, then rows grouped by weapon. */
  const SAVES: CountSection = {
    id: 'system.saves', title: 'Saving throws made', description: 'Hits saved, out of the hits each weapon scored.', kind: 'proportion',
    rows: [
      { label: 'all hits, short range', count: 5033, of: 29420 },
      { label: 'all hits, close combat', count: 1, of: 6 },
      { group: 'Derringer', label: 'long', count: 108, of: 495 },
      { group: 'Colt Revolver', label: 'short', count: 4470, of: 26056 },
      { group: 'Colt Revolver', label: 'long', count: 460, of: 2240 },
      { group: 'Shotgun', label: 'short', count: 563, of: 3364 },
    ],
  };
  /** Means large and small, without groups. */
  const LARGE: CountSection = { id: 'system.large', title: 'Points', description: 'Large means.', kind: 'mean', rows: [{ label: 'rolled', count: 374_926, of: 1000 }, { label: 'spent', count: 63_108, of: 1000 }] };
  const SMALL: CountSection = { id: 'system.small', title: 'Rare events', description: 'Small means.', kind: 'mean', rows: [{ label: 'falls', count: 5, of: 1000 }, { label: 'jams', count: 3, of: 1000 }] };
  /** Rows named after the sides (a side's points). */
  const PER_SIDE: CountSection = { id: 'system.sides', title: 'Points per side', description: 'Each side.', kind: 'mean', rows: [{ label: 'Earps', count: 51_000, of: 1000 }, { label: 'Cowboys', count: 22_000, of: 1000 }] };
  const scenario = summarizeSkirmish(SKIRMISH_INFO, { ...SKIRMISH_COUNTS, sections: [SAVES, LARGE, SMALL, PER_SIDE, COURAGE] });
  const chartOf = (id: string): SectionSpec => skirmishChartsFor(scenario).find((c) => c.name === sectionChartName(id))?.build(scenario) as unknown as SectionSpec;

  it('draws the bars of rows without a group among grouped rows (a total), in a panel of their own with a fill', async () => {
    const spec = chartOf(SAVES.id);
    expect(panelsOf(spec).map((p) => [p.title?.text, p.encoding.y.scale.domain])).toEqual([
      ['all', ['all hits, short range', 'all hits, close combat']],
      ['Derringer', ['long']],
      ['Colt Revolver', ['short', 'long']],
      ['Shotgun', ['short']],
    ]);
    expect(compileQuietly(spec as unknown as TopLevelSpec).warnings).toEqual([]);
    const svg = await renderSvg(spec as unknown as TopLevelSpec);
    // A bar of no group had no fill (its colour field null): only its whisker showed.
    const bar = /<path [^>]*aria-label="all hits, short range: share[^"]*"[^>]*>/.exec(svg)?.[0] ?? '';
    expect(bar).toMatch(/ fill="#[0-9a-f]{6}"/);
    expect(bar).toMatch(/ d="M0,[^"]*h[1-9]/);
  });

  it('names each row of a duel by its short label under a header of its group, whole, with slots only for the ranges it has', async () => {
    const ranged = (band: string): CountSection => ({
      id: 'system.ranged', title: 'Ranged combat', description: 'Per shooter and range.', kind: 'proportion',
      rows: ['Doc Holliday', 'Johnny Ringo'].flatMap((who) => [
        { group: `${who} (Colt Revolver, ${band} range)`, label: 'combat dice that hit', count: 80, of: 100 },
        { group: `${who} (Colt Revolver, ${band} range)`, label: 'hits saved by the target', count: 15, of: 80 },
        { group: `${who} (Colt Revolver, ${band} range)`, label: 'unsaved hits', count: 65, of: 80 },
      ]),
    });
    const at = (range: number, band: string): DuelRangeCounts => ({ ...QD_RANGE, range, sections: [ranged(band)] });
    const duel = summarizeDuel(QD_INFO, [at(3, 'short'), at(6, 'long'), at(12, 'long')]);
    const spec = duelChartsFor(duel).find((c) => c.name === 'section-system.ranged')?.build(duel) as unknown as SectionSpec;
    const panels = panelsOf(spec);
    expect(panels.map((p) => p.title?.text)).toEqual([
      'Doc Holliday (Colt Revolver, short range)', 'Johnny Ringo (Colt Revolver, short range)', 'Doc Holliday (Colt Revolver, long range)', 'Johnny Ringo (Colt Revolver, long range)',
    ]);
    expect(panels.map((p) => p.encoding.yOffset?.scale.domain)).toEqual([['3 sp / 18 ft'], ['3 sp / 18 ft'], ['6 sp / 36 ft', '12 sp / 72 ft'], ['6 sp / 36 ft', '12 sp / 72 ft']]);
    expect(panels[0]?.height.step).toBeLessThan(panels[2]?.height.step ?? 0);
    const longest = Math.max(...['combat dice that hit', 'hits saved by the target', 'unsaved hits'].map((l) => textWidth(l, 11)));
    for (const p of panels) {
      expect(p.encoding.y.axis.labelLimit).toBeGreaterThanOrEqual(longest);
      expect(p.title?.limit).toBeGreaterThanOrEqual(textWidth(p.title?.text ?? '', 12, true));
    }
    expect(compileQuietly(spec as unknown as TopLevelSpec).warnings).toEqual([]);
    const svg = await renderSvg(spec as unknown as TopLevelSpec);
    expect(svg).not.toContain('…');
    expect(svg).toContain('>hits saved by the target<');
    expect(svg).toContain('>Johnny Ringo (Colt Revolver, long range)<');
    // One range: one bar a row, no slots.
    const one = summarizeDuel(QD_INFO, [at(3, 'short')]);
    const single = duelChartsFor(one).find((c) => c.name === 'section-system.ranged')?.build(one) as unknown as SectionSpec;
    for (const p of panelsOf(single)) expect(p.encoding.yOffset).toBeUndefined();
  });

  it('colours rows by side in the report\'s side colours when the groups are characters, with no legend when the rows are the sides, else in one colour', () => {
    const courage = panelsOf(chartOf(COURAGE.id))[0]?.layer[0]?.encoding.color;
    expect(courage?.field).toBe('side');
    expect(courage?.scale).toEqual({ domain: ['Earps', 'Cowboys'], range: [SIDE_COLORS[0], SIDE_COLORS[1]] });
    expect(courage?.legend).not.toBeNull();
    const sides = chartOf(PER_SIDE.id);
    expect(sides.layer?.[0]?.encoding.color?.legend).toBeNull();
    expect(sides.data.values.map((v) => v.side)).toEqual(['Earps', 'Cowboys']);
    for (const p of panelsOf(chartOf(SAVES.id))) {
      expect(p.layer[0]?.encoding.color).toBeUndefined();
      expect(p.layer[0]?.mark.color).toBe(SIDE_COLORS[0]);
    }
  });

  it('titles the axes in the tables\' words and prints means as plain numbers, large and small', async () => {
    const x = (spec: SectionSpec) => panelsOf(spec).at(-1)?.layer[0]?.encoding.x;
    expect(x(chartOf(SAVES.id))?.title).toBe("Share (% of the row's total: count / out of)");
    // Every row out of the trials: a mean per trial (an audit, 2026-12-07: "Mean (count / out of)"
    // under Quick on the Draw's "Close combat per trial"); out of anything else, as the table says.
    expect(x(chartOf(LARGE.id))?.title).toBe('Mean per trial (count / trials)');
    const notPerTrial = countSectionChart(LARGE, [{ ...LARGE.rows[0]!, rate: 3.7, low: null, high: null }, { ...LARGE.rows[1]!, of: 500, rate: 126, low: null, high: null }], [], 0.95, { trials: 1000 }) as unknown as SectionSpec;
    expect(x(notPerTrial)?.title).toBe('Mean (count / out of)');
    expect(countSectionTable(scenario.sections?.[1] as CountSection & { kind: 'mean' }, scenario.sections?.[1]?.rows ?? [], '95%')).toContain('<th>Mean (count / out of)</th>');
    const ticks = (svg: string): string[] => [...svg.matchAll(/<text [^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '').filter((t) => /^[\d.,e+-]+$/.test(t));
    const large = ticks(await renderSvg(chartOf(LARGE.id) as unknown as TopLevelSpec));
    expect(large).toContain('300');
    expect(large.join(' ')).not.toContain('e+');
    const small = ticks(await renderSvg(chartOf(SMALL.id) as unknown as TopLevelSpec));
    expect(small).toContain('0.005');
    // About five ticks, not eleven that run together ("0.0036 0.004").
    expect(small.length).toBeLessThanOrEqual(7);
  });

  it('labels each bar for screen readers with its value first, naming nothing absent', async () => {
    const svg = (await Promise.all([SAVES, LARGE, PER_SIDE, COURAGE].map((sec) => renderSvg(chartOf(sec.id) as unknown as TopLevelSpec)))).join('\n');
    const labels = [...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1] ?? '');
    expect(labels.filter((l) => /null|undefined|NaN/.test(l))).toEqual([]);
    expect(labels).toContain('Earps: mean 51.000 (count 51,000 / out of 1,000)');
    expect(labels).toContain('all hits, short range: share 17.11% [95% CI 16.68–17.54%], 5,033 out of 29,420');
    expect(labels).toContain('Colt Revolver, short: share 17.16% [95% CI 16.70–17.62%], 4,470 out of 26,056');
  });
});
