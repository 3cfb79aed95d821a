import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileQuietly } from './compile-quietly.ts';
import type { TopLevelSpec } from 'vega-lite';
import { summarizeDuel, type DuelSummary } from '@deadeye/stats';
import {
  CHART_TITLES,
  DUEL_CHARTS,
  duelChartsFor,
  escapeHtml,
  hitRateChart,
  inlineSvg,
  renderSvg,
  resolveDejaVuFonts,
  turnsChart,
  winRateByRangeChart,
  winRateChart,
  woundLocationChart,
  writeDuelReport,
  moveReportIntoPlace,
  NEUTRAL_TERMS,
  renderDuelHtml,
} from '@deadeye/report';
import { INFO, NAME_B, RANGE_10, RANGE_3 } from '../../stats/test/fixtures.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);


describe('chart specs', () => {
  const summary = summarizeDuel(INFO, [RANGE_3, RANGE_10]);
  const builders = { winRateChart, winRateByRangeChart, turnsChart, woundLocationChart, hitRateChart };

  it.each(Object.entries(builders))('%s compiles without warnings, with inline data and DejaVu Sans', (_name, build) => {
    const spec = build(summary) as TopLevelSpec & { config?: { font?: string }; data?: { values?: unknown[] } };
    expect(spec.config?.font).toBe('DejaVu Sans');
    expect(Array.isArray(spec.data?.values)).toBe(true);
    expect(compileQuietly(spec).warnings).toEqual([]);
  });

  it('plots four outcomes per range, with exact values only where present', () => {
    const values = (winRateChart(summary) as { data: { values: { exact: number | null; outcome: string }[] } }).data.values;
    expect(values).toHaveLength(8);
    expect(values.filter((v) => v.exact !== null)).toHaveLength(4);
  });

  it('names no exact probability in the bars\' tooltips and screen-reader labels when the duel was not solved', async () => {
    const labels = async (s: DuelSummary): Promise<string[]> => [...(await renderSvg(winRateChart(s))).matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1] ?? '');
    const unsolved = await labels(summarizeDuel(INFO, [RANGE_10]));
    expect(unsolved.filter((l) => l.includes('Monte Carlo: '))).toHaveLength(4);
    expect(unsolved.filter((l) => /null|Exact/.test(l))).toEqual([]);
    expect((await labels(summarizeDuel(INFO, [RANGE_3]))).filter((l) => l.includes('Exact: '))).toHaveLength(4);
  });

  it('lists wound locations in chart order with human labels', () => {
    const spec = woundLocationChart(summary) as { spec: { encoding: { y: { sort: string[] } } } };
    expect(spec.spec.encoding.y.sort).toEqual(['Left Leg', 'Right Leg', 'Left Arm/Hand', 'Right Arm/Hand', 'Right Shoulder', 'Left Shoulder', 'Abdomen/Groin', 'Chest', 'Head']);
  });

  it('leaves out hit-rate bars of duelists who fired no shots', () => {
    const values = (hitRateChart(summary) as { data: { values: unknown[] } }).data.values;
    expect(values).toHaveLength(3);
  });

  it("gives the range in the system's own word (terms.rangeUnit: paces, inches), else spaces, in the charts and the page", () => {
    const terms = { ...NEUTRAL_TERMS, rangeUnit: 'inches' };
    const ranges = (winRateChart(summary, { terms }) as { data: { values: { range: string }[] } }).data.values.map((v) => v.range);
    expect(ranges[0]).toBe('3 inches / 18 ft');
    expect((winRateChart(summary) as { data: { values: { range: string }[] } }).data.values[0]?.range).toBe('3 sp / 18 ft');
    const byRange = winRateByRangeChart(summary, { terms }) as { encoding: { x: { title: string; axis: { labelExpr: string } } } };
    expect(byRange.encoding.x.title).toBe('Range (inches, one a space; 1 space = 6 ft)');
    expect(byRange.encoding.x.axis.labelExpr).toContain("' inches'");
    const html = renderDuelHtml({ summary, title: 'T', charts: [], dataFiles: [], terms });
    expect(html).toContain('3 inches / 18 ft');
    expect(html).not.toContain('3 sp / 18 ft');
  });

  it('shows the duelists who fled or surrendered in columns of their own, only where the system counts them', () => {
    const left = { ...RANGE_3, b: { ...RANGE_3.b, endState: { ...RANGE_3.b.endState, unhurt: 220 }, left: { fled: 20, captured: 10 } } };
    const html = renderDuelHtml({ summary: summarizeDuel(INFO, [left]), title: 'T', charts: [], dataFiles: [], terms: NEUTRAL_TERMS });
    expect(html).toMatch(/<th>Fled<\/th><th>Surrendered<\/th>/);
    expect(html).toContain('Unhurt and Wounded count only those who stayed');
    const plain = renderDuelHtml({ summary: summarizeDuel(INFO, [RANGE_3]), title: 'T', charts: [], dataFiles: [], terms: NEUTRAL_TERMS });
    expect(plain).not.toContain('Surrendered');
  });

  it('keeps the chart list in one place and skips win rate by range for one range', () => {
    expect(DUEL_CHARTS.map((c) => c.name)).toEqual(['winRate', 'winRateByRange', 'hitRate', 'turns', 'woundLocation']);
    expect(duelChartsFor(summary)).toHaveLength(5);
    expect(duelChartsFor(summarizeDuel(INFO, [RANGE_3])).map((c) => c.name)).not.toContain('winRateByRange');
  });

  it('facets the turns histogram when there are more than three ranges', () => {
    const ranges = [3, 4, 5, 6].map((range) => ({ ...RANGE_10, range }));
    const spec = turnsChart(summarizeDuel(INFO, ranges)) as { facet?: unknown };
    expect(spec.facet).toBeDefined();
    expect(compileQuietly(spec as TopLevelSpec).warnings).toEqual([]);
  });
});

describe('html helpers', () => {
  it('escapes text', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('scopes svg ids and drops an unused xlink namespace', () => {
    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><defs><clipPath id="clip1"><rect/></clipPath></defs><g clip-path="url(#clip1)"/><use href="#clip1"/></svg>';
    const out = inlineSvg(svg, 'turns-');
    expect(out.startsWith('<svg')).toBe(true);
    expect(out).not.toContain('xlink');
    expect(out).toContain('id="turns-clip1"');
    expect(out).toContain('url(#turns-clip1)');
    expect(out).toContain('href="#turns-clip1"');
  });
});

describe('fonts', () => {
  it('finds DejaVu Sans regular and bold', () => {
    const files = resolveDejaVuFonts();
    expect(files).toHaveLength(2);
    expect(files.every((f) => existsSync(f))).toBe(true);
  });

  it('names the searched paths and the fix when the fonts are missing', () => {
    expect(() => resolveDejaVuFonts(['/nonexistent/a', '/nonexistent/b'])).toThrow(/\/nonexistent\/a.*\/nonexistent\/b.*apt-get install fonts-dejavu-core/s);
  });
});

describe('writeDuelReport', () => {
  let root: string;
  let summary: DuelSummary;
  let dir: string;
  let files: string[];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'deadeye-report-'));
    summary = summarizeDuel(INFO, [RANGE_3, RANGE_10]);
    dir = join(root, 'report');
    const result = await writeDuelReport(dir, summary);
    expect(result.dir).toBe(dir);
    files = result.files;
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes every chart, table and the page, and nothing else', async () => {
    const rel = files.map((f) => f.slice(dir.length + 1)).sort();
    const expected = [
      ...DUEL_CHARTS.flatMap((c) => [`charts/${c.name}.vl.json`, `charts/${c.name}.svg`, `charts/${c.name}.png`]),
      'tables/outcomes.csv', 'tables/duelists.csv', 'tables/turns.csv', 'tables/wound_locations.csv', 'summary.json', 'index.html',
    ].sort();
    expect(rel).toEqual(expected);
    for (const f of files) expect(existsSync(f)).toBe(true);
    const onDisk = [...(await readdir(join(dir, 'charts'))).map((f) => `charts/${f}`), ...(await readdir(join(dir, 'tables'))).map((f) => `tables/${f}`), 'index.html', 'summary.json'].sort();
    expect(onDisk).toEqual(expected);
  });

  it('leaves no temp directory behind', async () => {
    expect((await readdir(root)).filter((f) => f !== 'report')).toEqual([]);
  });

  it('writes Vega-Lite specs that compile', async () => {
    for (const chart of DUEL_CHARTS) {
      const spec = JSON.parse(await readFile(join(dir, 'charts', `${chart.name}.vl.json`), 'utf8')) as TopLevelSpec;
      expect(compileQuietly(spec).warnings).toEqual([]);
    }
  });

  it('renders SVGs in DejaVu Sans with the chart titles', async () => {
    for (const chart of DUEL_CHARTS) {
      const svg = await readFile(join(dir, 'charts', `${chart.name}.svg`), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain('DejaVu Sans');
      expect(svg).toContain(escapeHtml(chart.title));
      expect(svg).not.toContain('<Ringo>');
    }
  });

  it('renders PNGs', async () => {
    for (const chart of DUEL_CHARTS) {
      const png = await readFile(join(dir, 'charts', `${chart.name}.png`));
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(png.length).toBeGreaterThan(20_000);
    }
  });

  it('writes a self-contained index.html', async () => {
    const html = await readFile(join(dir, 'index.html'), 'utf8');
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('tombstone-1881');
    expect(html).toContain('1,000');
    for (const fact of ['Threads', 'Max turns', 'Rules variant', 'screen', 'boothill', 'Deadeye version', 'Elapsed time', 'trials/s']) expect(html).toContain(fact);
    expect(html.match(/<svg/g)).toHaveLength(DUEL_CHARTS.length);
    for (const title of Object.values(CHART_TITLES)) expect(html).toContain(escapeHtml(title));
    const urls = html.match(/https?:\/\/[^\s"'<>)]*/g) ?? [];
    expect(new Set(urls)).toEqual(new Set(['http://www.w3.org/2000/svg']));
    expect(html).not.toMatch(/<script|<link |src="/);
    expect(html).toContain(escapeHtml(NAME_B));
    expect(html).not.toContain('<Ringo>');
    for (const link of ['charts/winRate.vl.json', 'charts/winRate.png', 'tables/outcomes.csv', 'tables/duelists.csv', 'summary.json']) expect(html).toContain(`href="${link}"`);
    // the Files section names every chart's spec, SVG and PNG
    const files = html.slice(html.indexOf('<section id="files">'));
    for (const chart of DUEL_CHARTS) for (const ext of ['vl.json', 'svg', 'png']) expect(files).toContain(`href="charts/${chart.name}.${ext}"`);
    // Monte Carlo and exact side by side
    expect(html).toContain('45.00%');
    expect(html).toContain('45.20%');
  });

  it('replaces a previous report only when the new one is complete', async () => {
    const again = join(root, 'again');
    await writeDuelReport(again, summary, { title: 'First' });
    await writeDuelReport(again, summarizeDuel(INFO, [RANGE_3]), { title: 'Second <run>' });
    const html = await readFile(join(again, 'index.html'), 'utf8');
    expect(html).toContain('<title>Second &lt;run&gt;</title>');
    expect(existsSync(join(again, 'charts', 'winRateByRange.svg'))).toBe(false);

    // A failure mid-way (after the first chart) leaves the previous report untouched.
    const broken = { ...summary, results: summary.results.map((r) => ({ ...r, turns: undefined })) } as unknown as DuelSummary;
    await expect(writeDuelReport(again, broken, { title: 'Third' })).rejects.toThrow();
    expect(await readFile(join(again, 'index.html'), 'utf8')).toContain('Second &lt;run&gt;');
    expect((await readdir(root)).some((f) => f.includes('.partial-') || f.includes('.old-'))).toBe(false);
    await rm(again, { recursive: true });
  });

  it('leaves no directory behind when it fails mid-way', async () => {
    const target = join(root, 'broken', 'report');
    const broken = { ...summary, results: summary.results.map((r) => ({ ...r, turns: undefined })) } as unknown as DuelSummary;
    await expect(writeDuelReport(target, broken)).rejects.toThrow();
    expect(existsSync(target)).toBe(false);
    expect(await readdir(join(root, 'broken'))).toEqual([]);
  });

  it('refuses to replace a directory that is not a report', async () => {
    const other = join(root, 'precious');
    await mkdir(other);
    await writeFile(join(other, 'notes.txt'), 'keep me');
    await expect(writeDuelReport(other, summary)).rejects.toThrow(/not a Deadeye report/);
    expect(await readFile(join(other, 'notes.txt'), 'utf8')).toBe('keep me');
    expect((await readdir(root)).some((f) => f.includes('.partial-'))).toBe(false);
  });
});

describe('moveReportIntoPlace', () => {
  it('replaces a previous report synchronously (nothing awaited: a signal waits for it), leaving no old copy; refuses a directory that is not a report', async () => {
    const root = await mkdtemp(join(tmpdir(), 'deadeye-move-'));
    const make = async (dir: string, text: string) => {
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'index.html'), text);
      await writeFile(join(dir, 'summary.json'), '{}');
    };
    await make(join(root, 'report'), 'old');
    await make(join(root, 'new'), 'new');
    expect(moveReportIntoPlace(join(root, 'new'), join(root, 'report'))).toBeUndefined();
    expect(await readFile(join(root, 'report', 'index.html'), 'utf8')).toBe('new');
    expect((await readdir(root)).sort()).toEqual(['report']);
    await make(join(root, 'again'), 'again');
    await mkdir(join(root, 'notes'));
    await writeFile(join(root, 'notes', 'mine.txt'), 'keep');
    expect(() => moveReportIntoPlace(join(root, 'again'), join(root, 'notes'))).toThrow(/Refusing to replace .*notes: it is not empty and is not a Deadeye report/);
    expect(await readFile(join(root, 'notes', 'mine.txt'), 'utf8')).toBe('keep');
    await rm(root, { recursive: true, force: true });
  });
});
