import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TopLevelSpec } from 'vega-lite';
import { assessHistory, summarizeSkirmish, type SkirmishSummary } from '@deadeye/stats';
import {
  SKIRMISH_CHARTS,
  SKIRMISH_CHART_TITLES,
  casualtiesChart,
  characterLabels,
  escapeHtml,
  fatesChart,
  renderSkirmishHtml,
  firstShotChart,
  historyFatesChart,
  renderSvg,
  sidesChart,
  skirmishChartsFor,
  skirmishTurnsChart,
  weaponEffectChart,
  weaponHitRateChart,
  bandsOf,
  BAND_COLORS,
  CLOSE_COMBAT_COLOR,
  NEUTRAL_TERMS,
  wrapWords,
  listLines,
  writeSkirmishReport,
  textWidth,
} from '@deadeye/report';
import { NAME_BILLY, SCENARIO_NAME, SKIRMISH_COUNTS, SKIRMISH_COUNTS_NORTHFIELD, SKIRMISH_HISTORY, SKIRMISH_INFO, SKIRMISH_INFO_WITH_HISTORY } from '../../stats/test/skirmish-fixtures.ts';
import { compileQuietly } from './compile-quietly.ts';

/** The axis labels' font size of every chart (chart-base.ts `CONFIG.axis.labelFontSize`), pixels. */
const AXIS_LABEL_SIZE = 11;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** BOOT HILL's turn as the registry gives it (`getSystem('boothill').turn`): the report is handed it by the CLI. */
const BOOT_HILL_TURN = { unit: 'turn', seconds: 10 } as const;
/** BOOT HILL's words for its counts, as the CLI hands them in from the registry (packages/boothill/src/system/index.ts `terms`). */
const BOOT_HILL_TERMS = {
  bands: ['short', 'medium', 'long', 'extreme'],
  wounds: { name: 'Wounds', meaning: 'wounds inflicted (a shotgun hit can wound more than once)' },
  kills: { name: 'Kills', meaning: 'characters killed (status dead)' },
  brawlDamage: 'STR points',
  firstShot: { exchange: 'firing phases in which characters of two or more sides fired and one character alone had the highest net speed', fastest: 'Fastest character still up', standing: 'at the end of the phase' },
  duel: { together: 'trials whose turn-1 net speeds tied, so that both fired first together', first: 'trials in which the duelist alone had the higher turn-1 net speed' },
} as const;

type Values<T> = { data: { values: T[] } };
function values<T>(spec: TopLevelSpec): T[] {
  return (spec as unknown as Values<T>).data.values;
}

describe('scenario chart specs', () => {
  /** With the fixture's historical record, so that every chart applies. */
  const summary = summarizeSkirmish(SKIRMISH_INFO_WITH_HISTORY, SKIRMISH_COUNTS_NORTHFIELD);
  const builders = { sidesChart, fatesChart, casualtiesChart, skirmishTurnsChart, weaponHitRateChart, weaponEffectChart, firstShotChart, historyFatesChart };

  it.each(Object.entries(builders))('%s compiles without warnings, with inline data and DejaVu Sans', (_name, build) => {
    const spec = build(summary) as TopLevelSpec & { config?: { font?: string }; data?: { values?: unknown[] }; title?: { text?: string } };
    expect(spec.config?.font).toBe('DejaVu Sans');
    expect(Array.isArray(spec.data?.values)).toBe(true);
    expect(Object.values(SKIRMISH_CHART_TITLES)).toContain(spec.title?.text);
    expect(compileQuietly(spec).warnings).toEqual([]);
  });

  it('keeps the chart list in one place', () => {
    expect(SKIRMISH_CHARTS.map((c) => c.name)).toEqual(['sides', 'fates', 'casualties', 'turns', 'weaponHitRate', 'weaponEffect', 'firstShot', 'historyFates', 'northfieldMoney']);
    expect(SKIRMISH_CHARTS.map((c) => c.title)).toEqual(Object.values(SKIRMISH_CHART_TITLES));
    expect(skirmishChartsFor(summary)).toHaveLength(9);
  });

  it('draws the recorded-fates chart only for a history that records fates', () => {
    const plain = summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS);
    expect(skirmishChartsFor(plain).map((c) => c.name)).not.toContain('historyFates');
    const noFates = summarizeSkirmish({ ...SKIRMISH_INFO, history: { ...SKIRMISH_HISTORY, fates: {} } }, SKIRMISH_COUNTS);
    expect(skirmishChartsFor(noFates).map((c) => c.name)).not.toContain('historyFates');
    expect(() => historyFatesChart(plain)).toThrow(/historyFatesChart: the summary of scenario ok-corral has no history/);
  });

  it('plots the simulated rate of each recorded fate with its Wilson interval, coloured by the fate', () => {
    const spec = historyFatesChart(summary);
    const v = values<{ character: string; recorded: string; rate: number; low: number; high: number; count: number }>(spec);
    expect(v.map((x) => [x.character, x.recorded, x.rate, x.count])).toEqual([
      ['Wyatt Earp (Earps)', 'Unhurt', 0.7, 700],
      ['Virgil Earp (Earps)', 'Wounded', 0.3, 300],
      ['Ike Clanton (Cowboys)', 'Fled', 0.4, 400],
      [`${NAME_BILLY} (Cowboys)`, 'Dead', 0.35, 350],
    ]);
    expect(v[0]?.low).toBeCloseTo(0.670876, 6);
    expect(v[0]?.high).toBeCloseTo(0.727593, 6);
    expect(v[3]?.low).toBeCloseTo(0.321063, 6);
    const color = (spec as unknown as { layer: { encoding: { color?: { scale: { domain: string[]; range: string[] } } } }[] }).layer[0]?.encoding.color;
    expect(color?.scale.domain).toEqual(['Unhurt', 'Wounded', 'Dead', 'Fled']);
    expect(color?.scale.range).toEqual(['#2ca02c', '#f2b447', '#3b3b3b', '#8fb3d9']);
    const subtitle = (spec as unknown as { title: { subtitle: string[] } }).title.subtitle;
    expect(subtitle).toContain(`Record: ${SKIRMISH_HISTORY.source} (26 October 1881)`);
  });

  it('lists items in subtitle lines of at most a width of characters, not a count of items (an audit, 2026-12-07: a 221-character line on the Draw! chart)', () => {
    const items = ['3 inches / 18 ft', '6 inches / 36 ft', '12 inches / 72 ft'].map((r) => `won by the faster (greater Speed factor) (${r})`);
    const lines = listLines('Nothing to count (out of = 0, no bar): ', items);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(100);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe(`Nothing to count (out of = 0, no bar): ${items.join(', ')}`);
    // Short items share a line; a line breaks between items; an item too long for a line is broken at its spaces.
    expect(listLines('Draws: ', ['1%', '2%', '3%'])).toEqual(['Draws: 1%, 2%, 3%']);
    expect(listLines('H: ', ['aaaa', 'bbbb', 'cccc'], 12)).toEqual(['H: aaaa,', '    bbbb,', '    cccc']);
    expect(listLines('H: ', ['a long item here'], 12)).toEqual(['H:', '    a long', '    item', '    here']);
    expect(listLines('None', [])).toEqual(['None']);
  });

  it('wraps long subtitle text at spaces', () => {
    expect(wrapWords('a bb ccc dddd', 6)).toEqual(['a bb', 'ccc', 'dddd']);
    expect(wrapWords('  averyveryverylongword  x ', 5)).toEqual(['averyveryverylongword', 'x']);
    expect(wrapWords('', 10)).toEqual([]);
  });

  it('skips the weapon charts without shots and the first-shot chart without exchanges', () => {
    const quiet = summarizeSkirmish(SKIRMISH_INFO, { ...SKIRMISH_COUNTS, weapons: [], firstShot: { exchanges: 0, fastestStanding: 0 } });
    expect(skirmishChartsFor(quiet).map((c) => c.name)).toEqual(['sides', 'fates', 'casualties', 'turns']);
  });

  it('plots one bar per side plus draws, with Wilson whiskers', () => {
    const v = values<{ outcome: string; fraction: number; low: number; high: number }>(sidesChart(summary));
    expect(v.map((x) => x.outcome)).toEqual(['Earps', 'Cowboys', 'Townsfolk', 'Draw (no side won)']);
    expect(v.map((x) => x.fraction)).toEqual([0.6, 0.3, 0, 0.1]);
    expect(v[0]?.low).toBeCloseTo(0.569309, 6);
    expect(v[0]?.high).toBeCloseTo(0.629925, 6);
    expect(v[3]?.low).toBeCloseTo(0.082909, 6);
  });

  it('stacks the six end states of each character, summing to 1', () => {
    const v = values<{ character: string; state: string; fraction: number; order: number }>(fatesChart(summary));
    expect(v).toHaveLength(6 * 6);
    expect(v.slice(0, 6).map((x) => x.state)).toEqual(['Unhurt', 'Wounded', 'Unconscious', 'Dead', 'Fled', 'Captured']);
    expect(v.slice(0, 6).map((x) => x.fraction)).toEqual([0.7, 0.2, 0.03, 0.05, 0.01, 0.01]);
    for (const label of characterLabels(summary)) {
      expect(v.filter((x) => x.character === label).reduce((a, x) => a + x.fraction, 0)).toBeCloseTo(1, 12);
    }
    expect(characterLabels(summary)[4]).toBe(`${NAME_BILLY} (Cowboys)`);
  });

  it("leaves out the end states the rule system declares it cannot produce (Shootout!'s unconscious), and only those: not a state a run happened not to produce (an audit, 2026-12-07)", () => {
    const shootout = { ...BOOT_HILL_TERMS, absentEndStates: ['unconscious'] as const };
    expect([...new Set(values<{ state: string }>(fatesChart(summary, { terms: shootout })).map((x) => x.state))]).toEqual(['Unhurt', 'Wounded', 'Dead', 'Fled', 'Captured']);
    expect((casualtiesChart(summary, { terms: shootout }) as { title: { subtitle: string[] } }).title.subtitle.join(' ')).toMatch(/dead, fled or captured \(fled:/);
    const html = renderSkirmishHtml({ summary, title: 'T', charts: [], dataFiles: [], terms: shootout });
    expect(html).not.toContain('Unconscious [95% CI]');
    expect(html).toContain("No unconscious column: the rule system's rules never end a trial so.");
    // A system that can knock a man out shows the column though no trial of the run did.
    const none = { ...summary, characters: summary.characters.map((c) => ({ ...c, unconscious: { ...c.unconscious, count: 0, rate: 0 } })) };
    const boothill = renderSkirmishHtml({ summary: none, title: 'T', charts: [], dataFiles: [], terms: BOOT_HILL_TERMS });
    expect(boothill).toContain('<th>Unconscious [95% CI]</th>');
    expect(boothill).not.toContain('No unconscious column');
    expect(values<{ state: string }>(fatesChart(none, { terms: BOOT_HILL_TERMS })).map((x) => x.state)).toContain('Unconscious');
  });

  it("names the end states in the system's words where it has its own (Quick on the Draw's out of action, alive), in the chart, the tables and the casualties", () => {
    const qd = { ...BOOT_HILL_TERMS, endStates: { unconscious: { name: 'Out of action, alive', short: 'out, alive', meaning: 'alive after the POST ACTION roll' } } };
    const v = values<{ state: string }>(fatesChart(summary, { terms: qd }));
    expect(v.slice(0, 6).map((x) => x.state)).toEqual(['Unhurt', 'Wounded', 'Out of action, alive', 'Dead', 'Fled', 'Captured']);
    expect((fatesChart(summary, { terms: qd }) as { title: { subtitle: string[] } }).title.subtitle).toContain('Out of action, alive: alive after the POST ACTION roll.');
    const casualties = (casualtiesChart(summary, { terms: qd }) as { title: { subtitle: string[] } }).title.subtitle.join(' ');
    expect(casualties).toMatch(/out of action, alive; dead; fled or captured \(fled: off the map at the end without his side's objective; a man who escaped with it is no casualty\)/);
    expect((casualtiesChart(summary, { terms: BOOT_HILL_TERMS }) as { title: { subtitle: string[] } }).title.subtitle.join(' ')).toMatch(/unconscious, dead, fled or captured \(fled:/);
    const html = renderSkirmishHtml({ summary, title: 'T', charts: [], dataFiles: [], terms: qd });
    expect(html).toContain('<th>Out of action, alive [95% CI]</th>');
    expect(html).toContain('Out of action, alive: alive after the POST ACTION roll.');
    expect(html).not.toContain('<th>Unconscious [95% CI]</th>');
    // Without the system's own words: the neutral names.
    expect(renderSkirmishHtml({ summary, title: 'T', charts: [], dataFiles: [], terms: BOOT_HILL_TERMS })).toContain('<th>Unconscious [95% CI]</th>');
  });

  it('gives a casualties chart room for a large side (at least 6 pixels a bar, labels thinned), and leaves out the counts no trial reached', () => {
    const big = { ...summary, sides: summary.sides.map((x, k) => (k === 0 ? { ...x, casualties: { ...x.casualties, histogram: Array.from({ length: 150 }, () => 1) } } : x)) } as SkirmishSummary;
    const spec = casualtiesChart(big) as { width: number; encoding: { x: { axis: { labelOverlap: string } } } };
    expect(spec.width).toBe(150 * big.sides.length * 6);
    expect(spec.encoding.x.axis.labelOverlap).toBe('parity');
    // A side of 37 whose trials never lost more than 11: counts 0..11 drawn, the rest said.
    const town = { ...summary, sides: summary.sides.map((x, k) => (k === 0 ? { ...x, casualties: { ...x.casualties, histogram: Array.from({ length: 38 }, (_, c) => (c <= 11 ? 5 : 0)) } } : x)) } as SkirmishSummary;
    const t = casualtiesChart(town) as { data: { values: { casualties: number }[] }; title: { subtitle: string[] } };
    expect(Math.max(...t.data.values.map((v) => v.casualties))).toBe(11);
    expect(t.title.subtitle).toContain('Counts above 11 (up to 37): no trial, not shown');
  });

  it('labels repeated character names distinctly', () => {
    const twins = { ...summary, characters: [summary.characters[0], { ...summary.characters[0] }] } as unknown as SkirmishSummary;
    expect(characterLabels(twins)).toEqual(['Wyatt Earp (Earps)', 'Wyatt Earp (Earps) #2']);
  });

  it('plots casualties per side from 0 to the side size', () => {
    const v = values<{ side: string; casualties: number; fraction: number }>(casualtiesChart(summary));
    expect(v.filter((x) => x.side === 'Earps').map((x) => [x.casualties, x.fraction])).toEqual([[0, 0.55], [1, 0.3], [2, 0.1], [3, 0.05]]);
    expect(v.filter((x) => x.side === 'Townsfolk').map((x) => [x.casualties, x.fraction])).toEqual([[0, 1], [1, 0]]);
  });

  it('drops turns after the last turn in which a trial ended', () => {
    const v = values<{ turn: number; fraction: number }>(skirmishTurnsChart(summary));
    expect(v.map((x) => x.turn)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(v[8]?.fraction).toBe(0.1);
  });

  it('plots weapon hit rates with intervals and wounds and kills per shot', () => {
    const hit = values<{ weapon: string; band: string; hitRate: number; low: number; high: number }>(weaponHitRateChart(summary));
    expect(hit.map((x) => `${x.weapon}/${x.band}`)).toEqual(['Fast Draw Revolver/short', 'Fast Draw Revolver/medium', 'Shotgun/short', 'Rifle/long', 'Derringer/short']);
    expect(hit[0]?.hitRate).toBe(0.4125);
    expect(hit[0]?.low).toBeCloseTo(0.397335, 6);
    const effect = values<{ weapon: string; measure: string; value: number }>(weaponEffectChart(summary));
    expect(effect).toHaveLength(10);
    expect(effect.filter((x) => x.weapon === 'Shotgun').map((x) => [x.measure, x.value])).toEqual([['Wounds per shot', 0.7], ['Kills per shot', 0.12]]);
  });

  it('keeps every weapon name whole and apart on the weapon charts: level when it fits its slot, else turned (an audit, 2026-12-07)', async () => {
    const names = ['Single Action Revolver', 'Fast Draw Revolver', 'Fists/Improvised Weapons', 'Rifle Butt', 'Double-barrelled shotgun', 'Derringer'];
    const bands = ['short', 'medium', 'long', 'extreme'];
    const long: SkirmishSummary = { ...summary, weapons: names.flatMap((weaponName) => bands.map((band) => ({ ...summary.weapons[0]!, weaponName, band }))) };
    for (const build of [weaponHitRateChart, weaponEffectChart]) {
      const spec = build(long, { terms: BOOT_HILL_TERMS }) as unknown as { width?: number; spec?: { width: number; encoding: { x: { axis: { labelAngle: number; labelLimit: number } } } }; encoding?: { x: { axis: { labelAngle: number; labelLimit: number } } } };
      const axis = (spec.encoding ?? spec.spec!.encoding).x.axis;
      const slot = (spec.width ?? spec.spec!.width) / names.length;
      // Slots of 112 pixels, narrower than "Fists/Improvised Weapons": turned, so that neighbours
      // (a slot apart along the axis) stand more than a line of text apart across the labels.
      expect(axis.labelAngle).toBe(-45);
      expect(slot * Math.sin(Math.PI / 4)).toBeGreaterThan(AXIS_LABEL_SIZE + 2);
      expect(axis.labelLimit).toBeGreaterThanOrEqual(Math.max(...names.map((n) => textWidth(n, AXIS_LABEL_SIZE))));
      const svg = await renderSvg(build(long, { terms: BOOT_HILL_TERMS }));
      for (const n of names) expect(svg).toContain(`>${n}</text>`);
      expect(svg).not.toContain('…');
    }
    // The fixture's short names fit their slots: level, each slot wider than its name.
    const level = weaponHitRateChart(summary) as unknown as { width: number; encoding: { x: { axis: { labelAngle: number; labelLimit: number } } } };
    expect(level.encoding.x.axis.labelAngle).toBe(0);
    const shortNames = [...new Set(summary.weapons.map((w) => w.weaponName))];
    for (const n of shortNames) expect(textWidth(n, AXIS_LABEL_SIZE)).toBeLessThan(level.width / shortNames.length);
  });

  it("ends the harm-per-shot axis at a labelled tick above the tallest bar (an audit, 2026-12-07: the Scatter Gun's 1.8 wounds a shot ran to an unlabelled top)", async () => {
    const tall: SkirmishSummary = { ...summary, weapons: summary.weapons.map((w, k) => (k === 0 ? { ...w, woundsPerShot: 1.8 } : w)) };
    const svg = await renderSvg(weaponEffectChart(tall, { terms: BOOT_HILL_TERMS }));
    const ticks = [...svg.matchAll(/>(\d+\.\d\d)<\/text>/g)].map((m) => Number(m[1]));
    expect(Math.max(...ticks)).toBeGreaterThanOrEqual(1.8);
  });

  it("colours the range bands in the system's order, no two alike, a close-combat band apart", () => {
    const qd = { ...NEUTRAL_TERMS, bands: ['point blank', 'effective', 'long', 'close combat'] };
    const cells = (bands: string[]): SkirmishSummary => ({ ...summary, weapons: bands.map((band) => ({ ...summary.weapons[0]!, band })) });
    // Quick on the Draw's bands, met in another order: its order, each its own colour (the audit of
    // 2026-12-01 found point blank, effective and close combat all one grey, beside BOOT HILL's 'long').
    expect(bandsOf(cells(['long', 'close combat', 'point blank', 'effective']), qd)).toEqual({ bands: ['point blank', 'effective', 'long', 'close combat'], colors: [BAND_COLORS[0], BAND_COLORS[1], BAND_COLORS[2], CLOSE_COMBAT_COLOR] });
    // A band keeps its colour when others are absent; one the system does not name comes after, coloured too.
    expect(bandsOf(cells(['long', 'thrown']), qd)).toEqual({ bands: ['long', 'thrown'], colors: [BAND_COLORS[2], BAND_COLORS[3]] });
    // BOOT HILL's four, as they always were.
    expect(bandsOf(summary, BOOT_HILL_TERMS).colors).toEqual([BAND_COLORS[0], BAND_COLORS[1], BAND_COLORS[2]]);
    expect(bandsOf(summary, BOOT_HILL_TERMS).bands).toEqual(['short', 'medium', 'long']);
  });

  it("names the weapons' wounds and kills, and the first shot, in the system's words", () => {
    const qd = {
      ...NEUTRAL_TERMS,
      wounds: { name: 'Cards lost', meaning: 'cards the hits took' },
      kills: { name: 'Out of action', meaning: 'characters put out of the action' },
      firstShot: { exchange: 'trials in which someone drew and shot', fastest: 'First to draw and shoot, still up', standing: 'at the end of the trial' },
    };
    const effect = values<{ weapon: string; measure: string }>(weaponEffectChart(summary, { terms: qd }));
    expect([...new Set(effect.map((x) => x.measure))]).toEqual(['Cards lost per shot', 'Out of action per shot']);
    expect(JSON.stringify(weaponEffectChart(summary, { terms: qd }))).not.toMatch(/status dead|Kills/);
    const first = firstShotChart(summary, { terms: qd });
    expect(values<{ label: string }>(first)[0]?.label).toBe('First to draw and shoot, still up');
    expect(JSON.stringify(first)).toMatch(/trials in which someone drew and shot \(2,000\)/);
    expect(JSON.stringify(first)).not.toMatch(/net speed/);
    const html = renderSkirmishHtml({ summary, title: 'T', charts: [], dataFiles: [], terms: { ...qd, brawlDamage: 'cards' } });
    expect(html).toContain('<th>Out of action per shot</th>');
    expect(html).toContain('Brawl damage per trial (cards)');
    expect(html).toContain('still up at the end of the trial in 1,500');
    expect(html).not.toMatch(/STR points|net speed|Kills/);
  });

  it('plots the first-shot rate with its interval', () => {
    const v = values<{ rate: number; low: number; high: number; exchanges: number }>(firstShotChart(summary));
    expect(v).toHaveLength(1);
    expect(v[0]?.rate).toBe(0.75);
    expect(v[0]?.low).toBeCloseTo(0.730556, 6);
    expect(v[0]?.high).toBeCloseTo(0.768486, 6);
    expect(v[0]?.exchanges).toBe(2000);
  });

  it('renders an SVG in DejaVu Sans with escaped names', async () => {
    const svg = await renderSvg(fatesChart(summary));
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('font-family="DejaVu Sans"');
    expect(svg).toContain(escapeHtml(SKIRMISH_CHART_TITLES.fates));
    expect(svg).toContain('Billy &quot;the Kid&quot; &lt;Claiborne&gt;, Jr. (Cowboys)');
    expect(svg).not.toContain('<Claiborne>');
  });
});

describe('writeSkirmishReport', () => {
  let root: string;
  let summary: SkirmishSummary;
  let dir: string;
  let files: string[];
  let html: string;
  /** Fails in the second chart's builder (`fatesChart` reads `characters`), after the first chart was written. */
  let broken: SkirmishSummary;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'deadeye-skirmish-report-'));
    // with the fixture's historical record, so that every chart and section is written
    summary = summarizeSkirmish(SKIRMISH_INFO_WITH_HISTORY, SKIRMISH_COUNTS_NORTHFIELD);
    broken = { ...summary, characters: undefined } as unknown as SkirmishSummary;
    dir = join(root, 'report');
    const result = await writeSkirmishReport(dir, summary, { turn: BOOT_HILL_TURN, terms: BOOT_HILL_TERMS });
    expect(result.dir).toBe(dir);
    files = result.files;
    html = await readFile(join(dir, 'index.html'), 'utf8');
  });

  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes every chart, table and the page, and nothing else', async () => {
    const expected = [
      ...SKIRMISH_CHARTS.flatMap((c) => [`charts/${c.name}.vl.json`, `charts/${c.name}.svg`, `charts/${c.name}.png`]),
      'tables/characters.csv', 'tables/sides.csv', 'tables/weapons.csv', 'tables/turns.csv', 'summary.json', 'index.html',
    ];
    expect(files.map((f) => f.slice(dir.length + 1))).toEqual(expected);
    const onDisk = [...(await readdir(join(dir, 'charts'))).map((f) => `charts/${f}`), ...(await readdir(join(dir, 'tables'))).map((f) => `tables/${f}`), 'index.html', 'summary.json'].sort();
    expect(onDisk).toEqual([...expected].sort());
    expect((await readdir(dir)).sort()).toEqual(['charts', 'index.html', 'summary.json', 'tables']);
    expect((await readdir(root)).filter((f) => f !== 'report')).toEqual([]);
  });

  it("the footer names the files with the unrounded figures: summary.json and the CSV tables", () => {
    expect(html).toContain('<a href="summary.json">summary.json</a> and the CSV tables hold the unrounded fractions.');
  });

  it('writes the summary JSON unchanged', async () => {
    expect(await readFile(join(dir, 'summary.json'), 'utf8')).toBe(`${JSON.stringify(summary, null, 2)}\n`);
  });

  it('writes specs that compile, SVGs with their titles, and PNGs', async () => {
    for (const chart of SKIRMISH_CHARTS) {
      const spec = JSON.parse(await readFile(join(dir, 'charts', `${chart.name}.vl.json`), 'utf8')) as TopLevelSpec;
      expect(compileQuietly(spec).warnings).toEqual([]);
      const svg = await readFile(join(dir, 'charts', `${chart.name}.svg`), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).toContain(escapeHtml(chart.title));
      const png = await readFile(join(dir, 'charts', `${chart.name}.png`));
      expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(png.length).toBeGreaterThan(10_000);
    }
  });

  it('writes a self-contained page with the run facts in its header', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(`<title>Scenario report: ${SCENARIO_NAME}</title>`);
    expect(html).toContain(`<h1>Scenario report: ${SCENARIO_NAME}</h1>`);
    expect(html).toContain(`<p class="lead">Scenario <strong>${SCENARIO_NAME}</strong> (ok-corral), boothill (screen rules): Earps vs Cowboys vs Townsfolk.`);
    expect(html).toContain('Seed tombstone-1881, 1,000 trials on 4 thread(s) in 2.50 s (400 trials/s).');
    for (const [k, v] of [['Seed', 'tombstone-1881'], ['Trials', '1,000'], ['Threads', '4'], ['Max turns', '10 (a turn is about 10 seconds)'], ['Elapsed time', '2.50 s (2,500 ms)'], ['Throughput', '400 trials/s'], ['Rules variant', 'screen'], ['System', 'boothill'], ['Deadeye version', '0.1.0'], ['Random numbers per trial', '123.5']]) {
      expect(html).toContain(`<tr><th>${k}</th><td>${v}</td></tr>`);
    }
    expect(html.match(/<svg/g)).toHaveLength(SKIRMISH_CHARTS.length);
    const urls = html.match(/https?:\/\/[^\s"'<>)]*/g) ?? [];
    expect(new Set(urls)).toEqual(new Set(['http://www.w3.org/2000/svg']));
    expect(html).not.toMatch(/<script|<link |src="/);
    for (const link of ['charts/fates.vl.json', 'charts/fates.png', 'charts/fates.svg', 'tables/characters.csv', 'tables/sides.csv', 'tables/weapons.csv', 'tables/turns.csv', 'summary.json']) {
      expect(html).toContain(`href="${link}"`);
    }
  });

  it('has the sides table with win rates, intervals, draws and casualties', () => {
    expect(html).toContain('<th>Win rate [95% CI]</th>');
    expect(html).toContain('<tr><td class="l">Earps</td><td class="n">3</td><td class="n">600</td><td class="n">60.00%<br><span class="ci">[56.93–62.99]</span></td><td class="n">0.65</td></tr>');
    expect(html).toContain('<tr><td class="l">Draw (no side won)</td><td class="n"></td><td class="n">100</td><td class="n">10.00%<br><span class="ci">[8.29–12.02]</span></td><td class="n"></td></tr>');
  });

  it('has the characters table with fates, intervals, mean shots and hit rates, names escaped', () => {
    for (const h of ['Unhurt [95% CI]', 'Captured [95% CI]', 'Mean shots per trial', 'Hit rate [95% CI]']) expect(html).toContain(`<th>${h}</th>`);
    expect(html).toContain('<td class="n">5.00%<br><span class="ci">[3.81–6.53]</span></td>');
    expect(html).toContain('<td class="n">3.00</td><td class="n">40.00%<br><span class="ci">[38.26–41.76]</span></td>');
    expect(html).toContain(`<td class="l">${escapeHtml(NAME_BILLY)}</td><td class="l">Cowboys</td>`);
    expect(html).not.toContain('<Claiborne>');
    // Billy fired no shots: hit rate undefined
    expect(html).toContain('<td class="n">0.00</td><td class="n">—</td><td class="n">0.80</td><td class="n">1.20</td>');
  });

  it('has the weapons table, the turns and the first-shot line', () => {
    expect(html).toContain('<tr><td class="l">Shotgun</td><td class="l">short</td><td class="n">1,000</td><td class="n">400</td><td class="n">40.00%<br><span class="ci">[37.01–43.07]</span></td><td class="n">700</td><td class="n">0.700</td><td class="n">120</td><td class="n">0.120</td></tr>');
    expect(html).toContain('Turns played: mean 3.92 per trial, of at most 10');
    expect(html).toContain('that character was still up at the end of the phase in 1,500: 75.00% <span class="ci">[73.06–76.85]</span>');
    for (const title of Object.values(SKIRMISH_CHART_TITLES)) expect(html).toContain(`<h2>${escapeHtml(title)}</h2>`);
  });

  it('has the Northfield section: victory by money, the robbery, discovery and reinforcements', () => {
    expect(html).toContain('<section id="northfield">');
    expect(html).toContain('<tr><th scope="row">Gang victory (more money than the town)</th>');
    // Gang money: (300 x 5 + 100 x 30) x $1,000 / 1,000 trials = $4,500; rewards 500 x 10 x $1,000 / 1,000 = $5,000.
    expect(html).toContain('$4,500; any money in 40.0%');
    expect(html).toContain('<td>$5,000</td>');
    // Discovered: (600 x 1 + 300 x 2) / 900 = 1.33; reinforcements (500 x 3 + 300 x 6) / 1,000 = 3.30.
    expect(html).toContain('<td>1.33</td>');
    expect(html).toContain('<td>3.30</td>');
  });

  it('has the History section after the run facts: the record, the comparison table, the facts and the chart', () => {
    expect(html).toContain('<a href="#run">Run</a><a href="#history">History</a><a href="#northfield">Northfield</a><a href="#sides">Sides</a>');
    expect(html.indexOf('<section id="history">')).toBeGreaterThan(html.indexOf('<section id="run">'));
    expect(html.indexOf('<section id="history">')).toBeLessThan(html.indexOf('<section id="sides">'));
    expect(html).toContain('<h2>History: the record beside the simulation</h2>');
    expect(html).toContain('<p class="history-source">Record: Tombstone &lt;Epitaph&gt; &amp; &quot;Nugget&quot;, 27 October 1881 (26 October 1881).</p>');
    expect(html).toContain('<p class="history-summary">About thirty shots in thirty seconds; Ike ran.</p>');
    expect(html).toContain('<th>Outcome</th><th>Record</th><th>Simulated, % of trials [95% CI]</th><th>Share of trials in which</th>');
    expect(html).toContain('<tr><td class="l">Winner</td><td class="w">Earps</td><td class="n">60.00%<br><span class="ci">[56.93–62.99]</span></td><td class="w">Earps won</td></tr>');
    expect(html).toContain('<tr><td class="w">Fate of Wyatt Earp (Earps)</td><td class="w">Unhurt</td><td class="n">70.00%<br><span class="ci">[67.09–72.76]</span></td><td class="w">he ended unhurt</td></tr>');
    expect(html).toContain(`<tr><td class="w">Fate of ${escapeHtml(NAME_BILLY)} (Cowboys)</td><td class="w">Dead</td><td class="n">35.00%<br><span class="ci">[32.11–38.01]</span></td><td class="w">he was killed</td></tr>`);
    expect(html).toContain('<tr><td class="l">Length of the fight</td><td class="w">3 turns (about 30 seconds)</td><td class="n">55.00%<br><span class="ci">[51.90–58.06]</span></td><td class="w">the fight ended within 3 turns (mean 3.92 turns per trial)</td></tr>');
    const table = html.slice(html.indexOf('<section id="history">'), html.indexOf('<section id="sides">'));
    expect(table.indexOf('Fate of Wyatt Earp')).toBeLessThan(table.indexOf('Fate of Virgil Earp'));
    expect(table.indexOf('Fate of Virgil Earp')).toBeLessThan(table.indexOf('Fate of Ike Clanton'));
    expect(table).not.toContain('Doc Holliday');
    expect(html).toContain('<th>Fact</th><th>Record</th>');
    expect(html).toContain('<tr><td class="w">Shots fired</td><td class="w">about 30</td></tr>');
    expect(html).toContain('<tr><td class="w">Distance</td><td class="w">about 6 to 10 feet</td></tr>');
    expect(html).toContain(`Chart: <a href="#chart-historyFates">${escapeHtml(SKIRMISH_CHART_TITLES.historyFates)}</a>.`);
    expect(html).toContain('<section id="chart-historyFates">');
    expect(html).not.toContain('<Epitaph>');
  });

  it('sets a record that no side won beside the draws, and says when the record gives nothing to compare', () => {
    const drawn = renderSkirmishHtml({
      summary: summarizeSkirmish({ ...SKIRMISH_INFO, history: { source: 'a book', winner: null, fates: {}, turns: 12, facts: [] } }, SKIRMISH_COUNTS),
      title: 'Drawn',
      charts: [],
      dataFiles: [],
      turn: BOOT_HILL_TURN,
    });
    expect(drawn).toContain('<tr><td class="l">Winner</td><td class="w">No side won</td><td class="n">10.00%<br><span class="ci">[8.29–12.02]</span></td><td class="w">no side won (draws)</td></tr>');
    expect(drawn).toContain('<td class="w">12 turns (about 120 seconds)</td><td class="n">100.00%<br><span class="ci">[99.62–100.00]</span></td><td class="w">the fight ended within 12 turns (mean 3.92 turns per trial; every trial ends by the turn limit of 10)</td>');
    expect(drawn).toContain('<p>The record gives no other figures.</p>');
    expect(drawn).not.toContain('Fate of');
    expect(drawn).not.toContain('history-summary');
    expect(drawn).not.toContain('Chart: <a');
    const bare = renderSkirmishHtml({ summary: summarizeSkirmish({ ...SKIRMISH_INFO, history: { source: 'a book', fates: {}, facts: [] } }, SKIRMISH_COUNTS), title: 'Bare', charts: [], dataFiles: [] });
    expect(bare).toContain('<p>The record gives no winner, fates or length to set beside the simulation.</p>');
  });

  it('flags, on a checked summary, a record never produced, a length not comparable, what "no side won" means, and shows the notes', () => {
    const record = { ...SKIRMISH_HISTORY, winner: 'Townsfolk', fates: { 'Johnny Behan': 'dead', 'Wyatt Earp': 'unhurt' }, turns: 12, notes: ['Nobody fires at <Behan>.'] } as const;
    const checked = assessHistory(summarizeSkirmish({ ...SKIRMISH_INFO, history: record }, SKIRMISH_COUNTS), record, { victory: [], turn: BOOT_HILL_TURN });
    const page = renderSkirmishHtml({ summary: checked, title: 'Checked', charts: [], dataFiles: [], turn: BOOT_HILL_TURN });
    expect(page).toContain('<td class="w">Townsfolk won; <strong class="never">never happened in 1,000 trials</strong></td>');
    expect(page).toContain('<tr><td class="w">Fate of Johnny Behan (Townsfolk)</td><td class="w">Dead</td><td class="n">0.00%<br><span class="ci">[0.00–0.38]</span></td><td class="w">he was killed; <strong class="never">never happened in 1,000 trials</strong></td></tr>');
    expect(page).toContain('<td class="w">he ended unhurt</td>');
    expect(page).toContain(
      '<tr><td class="l">Length of the fight</td><td class="w">12 turns (about 120 seconds)</td><td class="n">—</td><td class="w"><strong class="not-comparable">not comparable</strong>: the record (12 turns) is longer than the turn limit (10 turns): no trial can last so long (mean 3.92 turns per trial)</td></tr>',
    );
    expect(page).toContain('<p class="history-outside">Outside what the model produced in this run: <strong>winner: Townsfolk</strong>; <strong>Johnny Behan: dead</strong>; <strong>length: 12 turns, longer than the turn limit of 10</strong>.</p>');
    // The notes are the author's, their counts another run's (a report audit, 2026-12-07: a Quick on the Draw report quoted "BOOT HILL: never in 10,000 trials" beside its own 0.55%, unexplained).
    expect(page).toContain('<h3>Notes on the record beside the model</h3>\n<p>Written in the scenario file by its author, about this rule system (a note may set others beside it): a count a note quotes comes from the run it names (the library\'s, <code>deadeye library</code>, unless it says otherwise), not from this run.</p>\n<ul class="history-notes"><li>Nobody fires at &lt;Behan&gt;.</li></ul>');

    const inside = assessHistory(summarizeSkirmish(SKIRMISH_INFO_WITH_HISTORY, SKIRMISH_COUNTS), SKIRMISH_HISTORY, { victory: [], turn: { unit: 'turn', seconds: null } });
    const other = renderSkirmishHtml({ summary: inside, title: 'Other system', charts: [], dataFiles: [], turn: { unit: 'turn', seconds: null } });
    expect(other).toContain('<p class="history-inside">Every recorded outcome came up in at least one trial.</p>');
    expect(other).toContain('<td class="w">3 BOOT HILL turns (about 30 seconds)</td><td class="n">—</td><td class="w"><strong class="not-comparable">not comparable</strong>: the record counts BOOT HILL turns of about 10 seconds, and in this rule system a turn has no fixed game time');
    expect(other).not.toContain('history-notes');

    const noneRecord = { source: 'a book', winner: null, noWinner: 'walked-away', fates: {}, facts: [] } as const;
    const none = assessHistory(summarizeSkirmish({ ...SKIRMISH_INFO, history: noneRecord }, SKIRMISH_COUNTS), noneRecord, { victory: [], turn: BOOT_HILL_TURN });
    expect(renderSkirmishHtml({ summary: none, title: 'None', charts: [], dataFiles: [] })).toContain(
      '<tr><td class="l">Winner</td><td class="w">No side won: both sides drew off, neither beaten</td><td class="n">10.00%<br><span class="ci">[8.29–12.02]</span></td><td class="w">no side won (the turn limit, or every side out at once: not told apart in this scenario)</td></tr>',
    );
  });

  it('leaves no directory behind when it fails mid-way', async () => {
    const target = join(root, 'broken', 'report');
    await expect(writeSkirmishReport(target, broken)).rejects.toThrow(TypeError);
    expect(existsSync(target)).toBe(false);
    expect(await readdir(join(root, 'broken'))).toEqual([]);
  });

  it('replaces a previous report only when the new one is complete', async () => {
    const again = join(root, 'again');
    await writeSkirmishReport(again, summary, { title: 'First' });
    const quiet = summarizeSkirmish(SKIRMISH_INFO, { ...SKIRMISH_COUNTS, weapons: [], firstShot: { exchanges: 0, fastestStanding: 0 } });
    await writeSkirmishReport(again, quiet, { title: 'Second <run>' });
    const second = await readFile(join(again, 'index.html'), 'utf8');
    expect(second).toContain('<title>Second &lt;run&gt;</title>');
    expect(second).toContain('<p>No shots were fired.</p>');
    expect(second).not.toContain('id="history"');
    expect(existsSync(join(again, 'charts', 'historyFates.svg'))).toBe(false);
    // Not told the system's words: the neutral ones.
    // Said as nothing to measure, not as no fire (a report audit, 2026-12-07: "no exchange of fire was counted" beside 14.8 shots a trial).
    expect(second).toMatch(/First shot: nothing to measure in this run: none of its [\d,]+ trials had an exchange as this rule system counts one \(exchanges of fire in which one character alone was the fastest\)\. The shots fired are in the Weapons table\./);
    expect(existsSync(join(again, 'charts', 'weaponHitRate.svg'))).toBe(false);
    expect(existsSync(join(again, 'charts', 'firstShot.png'))).toBe(false);

    await expect(writeSkirmishReport(again, broken, { title: 'Third' })).rejects.toThrow(TypeError);
    expect(await readFile(join(again, 'index.html'), 'utf8')).toBe(second);
    expect((await readdir(root)).some((f) => f.includes('.partial-') || f.includes('.old-'))).toBe(false);
  });

  it('refuses to replace a directory that is not a report', async () => {
    const other = join(root, 'precious');
    await mkdir(other);
    await writeFile(join(other, 'notes.txt'), 'keep me');
    await expect(writeSkirmishReport(other, summary)).rejects.toThrow(/not a Deadeye report/);
    expect(await readFile(join(other, 'notes.txt'), 'utf8')).toBe('keep me');
    expect((await readdir(root)).some((f) => f.includes('.partial-'))).toBe(false);
  });
});

describe('house rules on every chart', () => {
  it("names a run's house rules in a last subtitle line of every chart written, and adds nothing without them (an audit, 2026-12-01: a chart saved alone read as the rules as printed)", async () => {
    const root = await mkdtemp(join(tmpdir(), 'deadeye-house-rule-charts-'));
    try {
      const plain = summarizeSkirmish(SKIRMISH_INFO_WITH_HISTORY, SKIRMISH_COUNTS_NORTHFIELD);
      const rule = (name: string) => ({ name, description: 'd', system: 'boothill', file: `houserules/${name}.yaml`, sha256: '0'.repeat(64), changes: [] });
      const ruled: SkirmishSummary = { ...plain, houseRules: [rule('Shotguns +10 at short range'), rule("Doc's bad day")] };
      const subtitles = async (summary: SkirmishSummary, name: string): Promise<string[][]> => {
        const result = await writeSkirmishReport(join(root, name), summary, { turn: BOOT_HILL_TURN, terms: BOOT_HILL_TERMS });
        const specs = result.files.filter((f) => f.endsWith('.vl.json'));
        expect(specs.length).toBe(SKIRMISH_CHARTS.length);
        return Promise.all(specs.map(async (f) => ((JSON.parse(await readFile(f, 'utf8')) as { title: { subtitle: string[] } }).title.subtitle)));
      };
      for (const lines of await subtitles(ruled, 'ruled')) expect(lines.at(-1)).toBe("House rules: Shotguns +10 at short range; Doc's bad day (not the rules as printed)");
      for (const lines of await subtitles(plain, 'plain')) expect(lines.join('\n')).not.toContain('House rules');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
