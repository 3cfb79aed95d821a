import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compile, type TopLevelSpec } from 'vega-lite';
import { COMPARE_INDEPENDENCE_NOTE, compareSkirmishes, summarizeSkirmish, type ComparedRun, type ComparisonSummary, type SkirmishCounts } from '@deadeye/stats';
import {
  CHART_WIDTH,
  COMPARE_CHARTS,
  COMPARE_CHART_TITLES,
  compareChartsFor,
  compareFates,
  compareLength,
  compareRates,
  compareRatesNote,
  compareSides,
  escapeHtml,
  formatP,
  renderComparisonHtml,
  renderSvg,
  resolveDejaVuFonts,
  systemLabels,
  writeComparisonReport,
} from '@deadeye/report';
import { loadFontMetrics } from '../src/font-metrics.ts';
import { NAME_BILLY, SCENARIO_NAME, SKIRMISH_COUNTS, SKIRMISH_INFO } from '../../stats/test/skirmish-fixtures.ts';
import { compileQuietly } from './compile-quietly.ts';

/** A run of the fixture's scenario under `system`, its counts changed by `change`. */
function run(system: string, systemName: string, turn: ComparedRun['turn'], change: (c: SkirmishCounts) => SkirmishCounts = (c) => c, variant = 'standard'): ComparedRun {
  return { summary: summarizeSkirmish({ ...SKIRMISH_INFO, system, variant }, change(SKIRMISH_COUNTS)), systemName, turn };
}

/** Quick on the Draw, as the fixture but the sides win evenly (450 / 450 / 0, draws 100) and shots hit 60% as often. */
const quickdraw = (c: SkirmishCounts): SkirmishCounts => ({
  ...c,
  sides: c.sides.map((s, k) => (k === 0 || k === 1 ? { ...s, wins: 450 } : s)),
  characters: c.characters.map((x) => ({ ...x, hits: Math.floor(x.hits * 0.6) })),
});

const BOOT_HILL = run('boothill', 'BOOT HILL', { unit: 'turn', seconds: 10 }, undefined, 'screen');
const QUICK_DRAW = run('quickdraw', 'Quick on the Draw', { unit: 'phase', seconds: null }, quickdraw);
const SHOOTOUT = run('shootout', 'Shootout!', { unit: 'turn', seconds: null });

/** Three systems: Quick on the Draw differs in who wins and in hit rate; BOOT HILL and Shootout! are alike. */
const comparison: ComparisonSummary = compareSkirmishes([BOOT_HILL, QUICK_DRAW, SHOOTOUT]);
/** Two systems that both give their turn a game time: lengths in seconds. */
const timed: ComparisonSummary = compareSkirmishes([BOOT_HILL, run('quickdraw', 'Quick on the Draw', { unit: 'phase', seconds: 5 }, quickdraw)]);

const BUILDERS = { compareSides, compareFates, compareRates, compareLength };

type Spec = TopLevelSpec & { config?: { font?: string }; data?: { values?: Record<string, unknown>[] }; title?: { text?: string; subtitle?: string[] }; spec?: { width?: number }; spacing?: number };

/** The compiled Vega spec's top-level scales and whether any group (a facet cell) has scales of its own. */
function vegaScales(spec: TopLevelSpec): { scales: { name: string; domain: unknown }[]; cellScales: boolean } {
  const vg = compile(spec).spec as unknown as { scales?: { name: string; domain: unknown }[]; marks?: { scales?: unknown[] }[] };
  return { scales: vg.scales ?? [], cellScales: (vg.marks ?? []).some((m) => (m.scales?.length ?? 0) > 0) };
}

describe('comparison chart specs', () => {
  it('sets the test fixtures up so that some metrics differ and some do not', () => {
    expect(comparison.tests.filter((t) => t.differ).map((t) => t.metric)).toEqual(['outcome', 'hitRate']);
    expect(comparison.tests.some((t) => !t.differ)).toBe(true);
    expect(comparison.untested.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(BUILDERS))('%s compiles without warnings, with inline data and DejaVu Sans, and renders an SVG', async (_name, build) => {
    const spec = build(comparison) as Spec;
    expect(spec.config?.font).toBe('DejaVu Sans');
    expect(spec.data?.values?.length).toBeGreaterThan(0);
    expect(Object.values(COMPARE_CHART_TITLES)).toContain(spec.title?.text);
    expect(compileQuietly(spec).warnings).toEqual([]);
    const svg = await renderSvg(spec);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('font-family="DejaVu Sans"');
    expect(svg).toContain(escapeHtml(spec.title?.text ?? ''));
    expect(svg).toMatch(/<path[^>]*d="M/);
    // fits the page: at most 1150 px wide with its axis labels
    const width = Number(svg.match(/<svg[^>]*\swidth="([\d.]+)"/)?.[1]);
    expect(width).toBeGreaterThan(100);
    expect(width).toBeLessThanOrEqual(1150);
  });

  it('keeps the chart list in one place', () => {
    expect(COMPARE_CHARTS.map((c) => c.name)).toEqual(['sides', 'fates', 'rates', 'length']);
    expect(COMPARE_CHARTS.map((c) => c.title)).toEqual(Object.values(COMPARE_CHART_TITLES));
    expect(compareChartsFor(comparison).map((c) => c.name)).toEqual(['sides', 'fates', 'rates', 'length']);
  });

  it('draws one panel per system (or metric), the panels at most CHART_WIDTH together, on one shared scale 0..1', () => {
    for (const [build, axis, panels] of [[compareSides, 'y', 3], [compareFates, 'x', 3], [compareRates, 'x', 3]] as const) {
      const spec = build(comparison) as Spec;
      const width = spec.spec?.width ?? 0;
      expect(width * panels + (spec.spacing ?? 0) * (panels - 1)).toBeLessThanOrEqual(CHART_WIDTH);
      const { scales, cellScales } = vegaScales(spec);
      expect(cellScales).toBe(false);
      expect(scales.filter((s) => s.name === axis).map((s) => s.domain)).toEqual([[0, 1]]);
    }
    // one panel per system, in systems order
    const sides = compareSides(comparison) as unknown as { facet: { column: { field: string; sort: string[] } } };
    expect(sides.facet.column.field).toBe('system');
    expect(sides.facet.column.sort).toEqual(['BOOT HILL', 'Quick on the Draw', 'Shootout!']);
  });

  it('plots each side and the draws per system with Wilson intervals', () => {
    const v = (compareSides(comparison) as Spec).data?.values as { system: string; outcome: string; fraction: number; low: number; high: number }[];
    expect(v).toHaveLength(3 * 4);
    expect(v.filter((x) => x.system === 'Quick on the Draw').map((x) => [x.outcome, x.fraction])).toEqual([['Earps', 0.45], ['Cowboys', 0.45], ['Townsfolk', 0], ['Draw (no side won)', 0.1]]);
    expect(v[0]?.low).toBeCloseTo(0.569309, 6);
    expect(v[0]?.high).toBeCloseTo(0.629925, 6);
  });

  it('stacks every character end states per system in scenario order, each bar summing to 1', () => {
    const spec = compareFates(comparison) as Spec & { spec: { encoding: { y: { sort: string[] } } } };
    expect(spec.spec.encoding.y.sort).toEqual(['Wyatt Earp (Earps)', 'Doc Holliday (Earps)', 'Virgil Earp (Earps)', 'Ike Clanton (Cowboys)', `${NAME_BILLY} (Cowboys)`, 'Johnny Behan (Townsfolk)']);
    const v = spec.data?.values as { system: string; character: string; fraction: number }[];
    expect(v).toHaveLength(3 * 6 * 6);
    for (const system of systemLabels(comparison)) {
      for (const character of spec.spec.encoding.y.sort) {
        expect(v.filter((x) => x.system === system && x.character === character).reduce((a, x) => a + x.fraction, 0)).toBeCloseTo(1, 12);
      }
    }
  });

  it('plots hit rate, deaths per casualty and the first shooter per system, leaving out undefined rates', () => {
    const v = (compareRates(comparison) as Spec).data?.values as { metric: string; system: string; rate: number }[];
    expect(v).toHaveLength(9);
    expect(v.filter((x) => x.system === 'Quick on the Draw').map((x) => x.rate)).toEqual([comparison.systems[1]?.hitRate.rate, 0.435, 0.75]);
    const quiet = compareSkirmishes([BOOT_HILL, run('quickdraw', 'Quick on the Draw', { unit: 'phase', seconds: null }, (c) => ({ ...c, firstShot: { exchanges: 0, fastestStanding: 0 } }))]);
    const spec = compareRates(quiet) as Spec;
    expect(spec.data?.values).toHaveLength(5);
    expect(spec.title?.subtitle).toContain('No bar: Quick on the Draw (no exchanges)');
    expect(compileQuietly(spec).warnings).toEqual([]);
  });

  it('gives the length in seconds when every system has them, else in each system own turns with the unit, as text with no bar on a shared axis', () => {
    const own = compareLength(comparison) as Spec & { layer: { mark: { type: string }; encoding: { x?: unknown } }[] };
    expect((own.data?.values ?? []).map((x) => x.label)).toEqual(['3.9 turns (about 39 s)', '3.9 phases', '3.9 turns']);
    // Turns of different game time: no bar, no x axis to read them against each other.
    expect(own.layer.map((l) => l.mark.type)).toEqual(['text']);
    expect(own.layer[0]?.encoding.x).toBeUndefined();
    expect(own.title?.subtitle?.join(' ')).toMatch(/not the same game time, so no bars on one axis/);
    const seconds = compareLength(timed) as Spec & { layer: { encoding: { x: { title: string } } }[] };
    expect((seconds.data?.values ?? []).map((x) => [x.value, x.label])).toEqual([[39.2, '39 s (3.9 turns)'], [19.6, '20 s (3.9 phases)']]);
    expect(seconds.layer[0]?.encoding.x.title).toBe('Mean length of a trial (seconds of game time)');
  });

  it('names mean seconds in the length bars\' labels only when every system has them (no "Mean seconds: null")', async () => {
    const labels = async (c: ComparisonSummary): Promise<string[]> => [...(await renderSvg(compareLength(c))).matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1] ?? '').filter((l) => l.includes('Mean turns'));
    const own = await labels(comparison);
    expect(own).toHaveLength(3);
    expect(own.filter((l) => /null|Mean seconds/.test(l))).toEqual([]);
    expect((await labels(timed)).filter((l) => /Mean seconds: \d/.test(l))).toHaveLength(2);
  });

  it('labels systems distinctly when two share a name', () => {
    const twice = compareSkirmishes([BOOT_HILL, run('boothill', 'BOOT HILL', { unit: 'turn', seconds: 10 }, undefined, 'table')]);
    expect(systemLabels(twice)).toEqual(['BOOT HILL (screen)', 'BOOT HILL (table)']);
    expect(compileQuietly(compareSides(twice)).warnings).toEqual([]);
  });
});

describe('renderComparisonHtml', () => {
  const html = renderComparisonHtml({ comparison, title: 'Compare <O.K.>', charts: [], dataFiles: ['tables/systems.csv', 'tables/tests.csv', 'summary.json'] });

  it('shows every summary sentence, every system and the facts, escaped', () => {
    expect(html).toContain('<title>Compare &lt;O.K.&gt;</title>');
    for (const line of comparison.text) expect(html).toContain(`<li>${escapeHtml(line)}</li>`);
    for (const s of comparison.systems) expect(html).toContain(escapeHtml(s.systemName));
    for (const [k, v] of [
      ['Scenario', `${SCENARIO_NAME} (ok-corral)`],
      ['Systems', 'BOOT HILL (boothill, screen rules); Quick on the Draw (quickdraw, standard rules); Shootout! (shootout, standard rules)'],
      ['Seed', 'tombstone-1881'],
      ['Trials per system', '1,000'],
      ['Confidence level', '95% (Wilson score intervals)'],
      ['Alpha', '0.05: family-wise false-alarm rate (Holm)'],
      ['Deadeye version', '0.1.0'],
    ]) {
      expect(html).toContain(`<tr><th>${k}</th><td>${v}</td></tr>`);
    }
    expect(html).not.toContain('<Claiborne>');
    // The common seed's effect, as measured (scripts/compare-correlation.ts), not asserted as conservative.
    expect(html).toContain(escapeHtml(COMPARE_INDEPENDENCE_NOTE));
    expect(html).not.toMatch(/makes the tests conservative/);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script|<link |src="/);
  });

  it('has the headline tables, one row per system, with intervals and each system own length unit', () => {
    expect(html).toContain('<th>Earps win, % [95% CI]</th><th>Cowboys win, % [95% CI]</th><th>Townsfolk win, % [95% CI]</th><th>Draws, % [95% CI]</th>');
    expect(html).toContain('<tr><td class="l">Quick on the Draw<br><span class="ci">quickdraw, standard rules</span></td><td class="n">45.00%<br><span class="ci">[41.94–48.10]</span></td>');
    expect(html).toContain('<td class="n">3.92 turns<br><span class="ci">about 39 s</span></td>');
    expect(html).toContain('<td class="n">3.92 phases<br><span class="ci">no fixed game time</span></td>');
    expect(html).toContain('<th>Shots per trial</th><th>Hit rate, % of shots [95% CI]</th><th>Casualties per trial</th><th>Shots per casualty</th><th>Deaths, % of casualties [95% CI]</th><th>First shot (each system&#39;s own), % [95% CI]</th>');
    expect(html).toContain('<td class="n">8.01</td><td class="n">34.33%<br><span class="ci">[33.30–35.38]</span></td><td class="n">2.00</td>');
    expect(html.match(/<td class="l">Shootout!<br>/g)).toHaveLength(2);
  });

  it('has the tests table with adjusted p-values and verdicts, and the untested metrics, after the charts', () => {
    expect(html).toContain('<th>Metric</th><th>Categories tested</th><th>Chi-square</th><th>df</th><th>p-value</th><th>Holm-adjusted p</th><th>Verdict</th><th>Note</th>');
    for (const t of comparison.tests) {
      expect(html).toContain(`<td class="w">${escapeHtml(t.label)}</td><td class="w">${escapeHtml(t.categories.join(' | '))}</td><td class="n">${t.statistic.toFixed(2)}</td><td class="n">${t.df}</td><td class="n">${escapeHtml(formatP(t.pValue))}</td><td class="n">${escapeHtml(formatP(t.adjustedP))}</td>`);
    }
    // A per-event metric's verdict is marked rough (its p-value is too small: several events a trial).
    expect(html.match(/<strong>differ<\/strong>/g)).toHaveLength(comparison.tests.filter((t) => t.differ && !t.perEvent).length);
    expect(html.match(/<strong>differ \(rough\)<\/strong>/g)).toHaveLength(comparison.tests.filter((t) => t.differ && t.perEvent).length);
    expect(comparison.tests.filter((t) => t.differ).map((t) => t.perEvent).sort()).toEqual([false, true]);
    expect(html.match(/no difference detected/g)).toHaveLength(comparison.tests.length - 2);
    for (const u of comparison.untested) expect(html).toContain(`<tr><td class="w">${escapeHtml(u.label)}</td><td class="w">${escapeHtml(u.why)}</td></tr>`);
    // order: summary, run, headline, (charts), tests, files; the nav follows it
    const at = (id: string): number => html.indexOf(`<section id="${id}">`);
    expect(at('summary')).toBeLessThan(at('run'));
    expect(at('run')).toBeLessThan(at('systems'));
    expect(at('systems')).toBeLessThan(at('tests'));
    expect(at('tests')).toBeLessThan(at('files'));
    expect(html).toContain('<a href="#tests">Tests</a><a href="#files">Files</a></nav>');
    for (const f of ['tables/systems.csv', 'tables/tests.csv', 'summary.json']) expect(html).toContain(`href="${f}"`);
  });

  it('notes rough p-values, and p-values below 0.0001', () => {
    const rough = { ...comparison, tests: comparison.tests.map((t, i) => (i === 0 ? { ...t, lowExpected: true } : t)) };
    expect(renderComparisonHtml({ comparison: rough, title: 't', charts: [], dataFiles: [] })).toContain('<td class="w">an expected count is under 5: the p-value is rough</td>');
    expect(formatP(1e-30)).toBe('< 0.0001');
    expect(formatP(0.01234)).toBe('0.0123');
  });

  it('keeps its tables narrow enough for a 1280 px screen (DejaVu Sans, narrowest layout)', () => {
    const [regular, bold] = resolveDejaVuFonts().map(loadFontMetrics) as [ReturnType<typeof loadFontMetrics>, ReturnType<typeof loadFontMetrics>];
    const text = (s: string): string => s.replace(/<[^>]+>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
    // narrowest width of a cell: nowrap cells (n, l) by line (interval spans at 12 px, 0.75rem), others by word; 13.6 px text
    const cellWidth = (cls: string, html: string, font = regular): number => {
      const lines = html.split('<br>').map((line) => (line.includes('class="ci"') ? font.width(text(line), 12) : font.width(text(line), 13.6)));
      if (cls === 'n' || cls === 'l') return Math.max(0, ...lines);
      return Math.max(0, ...text(html).split(/\s+/).map((w) => font.width(w, 13.6)));
    };
    const tables = [...html.matchAll(/<table class="data">([\s\S]*?)<\/table>/g)].map((m) => m[1] ?? '');
    expect(tables.length).toBeGreaterThanOrEqual(3);
    for (const table of tables) {
      const heads = [...table.matchAll(/<th>(.*?)<\/th>/g)].map((m) => cellWidth('w', m[1] ?? '', bold));
      const rows = [...table.matchAll(/<tr>(<td[\s\S]*?)<\/tr>/g)].map((m) => [...(m[1] ?? '').matchAll(/<td class="([^"]*)">(.*?)<\/td>/g)].map((c) => cellWidth(c[1] ?? '', c[2] ?? '')));
      const columns = heads.map((h, j) => Math.max(h, ...rows.map((r) => r[j] ?? 0)));
      // 0.5rem padding each side and a 1 px border per cell
      const width = columns.reduce((a, w) => a + w + 17, 1);
      expect(width).toBeGreaterThan(100);
      expect(width).toBeLessThan(1150);
    }
  });
});

describe('writeComparisonReport', () => {
  let root: string;
  let dir: string;
  let files: string[];
  let html: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'deadeye-compare-report-'));
    dir = join(root, 'report');
    const result = await writeComparisonReport(dir, comparison);
    expect(result.dir).toBe(dir);
    files = result.files;
    html = await readFile(join(dir, 'index.html'), 'utf8');
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes every chart, the tables, summary.json and the page, and nothing else', async () => {
    const expected = [...COMPARE_CHARTS.flatMap((c) => [`charts/${c.name}.vl.json`, `charts/${c.name}.svg`, `charts/${c.name}.png`]), 'tables/systems.csv', 'tables/tests.csv', 'summary.json', 'index.html'];
    expect(files.map((f) => f.slice(dir.length + 1))).toEqual(expected);
    expect((await readdir(dir)).sort()).toEqual(['charts', 'index.html', 'summary.json', 'tables']);
    expect((await readdir(join(dir, 'tables'))).sort()).toEqual(['systems.csv', 'tests.csv']);
    expect(await readFile(join(dir, 'summary.json'), 'utf8')).toBe(`${JSON.stringify(comparison, null, 2)}\n`);
    for (const chart of COMPARE_CHARTS) {
      const spec = JSON.parse(await readFile(join(dir, 'charts', `${chart.name}.vl.json`), 'utf8')) as TopLevelSpec;
      expect(compileQuietly(spec).warnings).toEqual([]);
      expect(await readFile(join(dir, 'charts', `${chart.name}.svg`), 'utf8')).toContain(escapeHtml(chart.title));
    }
  });

  it('writes one CSV row per system and per test, quoted', async () => {
    const systems = (await readFile(join(dir, 'tables', 'systems.csv'), 'utf8')).trim().split('\n');
    expect(systems).toHaveLength(1 + 3);
    expect(systems[0]).toMatch(/^system,system_name,variant,turn_unit,seconds_per_turn,wins:Earps,win_rate:Earps,win_low:Earps,win_high:Earps,/);
    expect(systems[1]).toMatch(/^boothill,BOOT HILL,screen,turn,10,600,0\.6,/);
    expect(systems[2]).toMatch(/^quickdraw,Quick on the Draw,standard,phase,,450,0\.45,/);
    const tests = (await readFile(join(dir, 'tables', 'tests.csv'), 'utf8')).trim().split('\n');
    expect(tests[0]).toBe('metric,label,categories,counts,statistic,df,p_value,adjusted_p,differ,low_expected,per_event');
    expect(tests).toHaveLength(1 + comparison.tests.length);
    expect(tests[1]).toMatch(/^outcome,side wins and draws,Earps win \| Cowboys win \| draw,"\[\[600,300,100\],\[450,450,100\],\[600,300,100\]\]",[\d.]+,4,[\d.e-]+,[\d.e-]+,true,false,false$/);
    expect(tests.some((l) => l.startsWith('"fate:Billy ""the Kid"" <Claiborne>, Jr.",'))).toBe(true);
  });

  it("puts the rates chart's long explanation on the page above it, the chart keeping a short subtitle, short panel headers and labels at 0, 50 and 100% (an audit, 2026-12-07)", () => {
    const spec = compareRates(comparison) as unknown as { title: { subtitle: string[] }; facet: { column: { sort: string[] } }; spec: { layer: { encoding: { x?: { axis: { values: number[]; labelExpr: string } } } }[] } };
    // It ran some twelve lines over three short panels.
    expect(spec.title.subtitle.length).toBeLessThanOrEqual(7);
    expect(spec.title.subtitle.join(' ')).not.toContain('firing phases in which');
    for (const header of spec.facet.column.sort) expect(header.length).toBeLessThanOrEqual(27);
    expect(spec.spec.layer[0]?.encoding.x?.axis.values).toEqual([0, 0.25, 0.5, 0.75, 1]);
    const note = compareRatesNote(comparison);
    expect(note).toContain('Deaths: dead among the characters out at the end');
    const section = html.slice(html.indexOf('<section id="chart-rates">'), html.indexOf('</section>', html.indexOf('<section id="chart-rates">')));
    expect(section).toContain(`<p>${note}</p>\n<figure>`);
    expect(COMPARE_CHARTS.filter((c) => c.note !== undefined).map((c) => c.name)).toEqual(['rates']);
  });

  it('writes a self-contained page with the charts inline', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(`<h1>Comparison report: ${SCENARIO_NAME}</h1>`);
    expect(html.match(/<svg/g)).toHaveLength(COMPARE_CHARTS.length);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html.indexOf('<section id="chart-length">')).toBeLessThan(html.indexOf('<section id="tests">'));
    for (const f of ['charts/sides.png', 'charts/fates.svg', 'charts/rates.vl.json', 'tables/systems.csv', 'tables/tests.csv', 'summary.json']) expect(html).toContain(`href="${f}"`);
  });

  it('replaces a previous report, also with a single system (nothing tested)', async () => {
    const single = compareSkirmishes([SHOOTOUT]);
    expect(single.tests).toEqual([]);
    await writeComparisonReport(dir, single, { title: 'Second <run>' });
    const second = await readFile(join(dir, 'index.html'), 'utf8');
    expect(second).toContain('<title>Second &lt;run&gt;</title>');
    expect(second).toContain('<p>No metric was tested.</p>');
    expect(second).toContain('only one system');
    expect(second).not.toContain('Quick on the Draw');
    expect(JSON.parse(await readFile(join(dir, 'summary.json'), 'utf8'))).toEqual(JSON.parse(JSON.stringify(single)));
    expect((await readFile(join(dir, 'tables', 'tests.csv'), 'utf8')).trim()).toBe('metric,label,categories,counts,statistic,df,p_value,adjusted_p,differ,low_expected,per_event');
    expect((await readdir(root)).filter((f) => f !== 'report')).toEqual([]);
    expect(existsSync(join(dir, 'charts', 'sides.svg'))).toBe(true);
  });
});
