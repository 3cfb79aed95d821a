import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { balanceHeadline, balanceTable, type BalanceEntrantInfo, type BalanceResult, type PairOutcome } from '@deadeye/stats';
import { balanceCostChart, balanceHeatMap, balanceStrengthChart, textWidth, writeBalanceReport } from '@deadeye/report';
import { compileQuietly } from './compile-quietly.ts';

const pair = (a: number, b: number, winsA: number, winsB: number, draws = 0): PairOutcome => ({ a, b, trials: winsA + winsB + draws, winsA, winsB, draws });

/** A deterministic uniform source on [0, 1) for the bootstrap: the golden-ratio sequence (no seed needed, and no unseeded randomness). */
function uniformFrom(): () => number {
  let k = 0;
  return () => (++k * 0.6180339887498949) % 1;
}

/** Four weapons at one band (or at 3 and at 30 spaces, Dog out of reach at 30): Able wins nearly everything (its p underflows to 0), the others even. */
function weaponsResult(bands: readonly ['short' | 'medium' | 'extreme', number][] = [['medium', 7]]): BalanceResult {
  const entrants: BalanceEntrantInfo[] = [
    { id: 'A', name: 'Able', short: 'A', group: 'revolver', cost: 20, detail: 'bands 3/7/15/30 spaces' },
    { id: 'B', name: 'Baker', short: 'B', group: 'revolver', cost: 30, detail: 'bands 3/7/15/30 spaces' },
    { id: 'C', name: 'Charlie', short: 'C', group: 'rifle', cost: 40, detail: 'bands 15/30/60/120 spaces' },
    { id: 'D', name: 'Dog', short: 'D', group: 'rifle', cost: 50, detail: 'bands 15/30/60/120 spaces' },
  ];
  const pairs = [pair(0, 1, 995, 5), pair(0, 2, 995, 5), pair(0, 3, 995, 5), pair(1, 2, 500, 500), pair(1, 3, 500, 500), pair(2, 3, 500, 500)];
  const sides = entrants.map((e) => ({ fielded: e.cost, sizes: [{ figures: 1, weight: 1 }] }));
  const tables = bands.map(([band, range]) => {
    const reach = entrants.map((e) => (e.id === 'D' && range > 15 ? { band: null, text: 'out of reach: its extreme band ends at 15 spaces (90 ft)' } : { band: 'short', text: 'its short band (0 to 15 spaces)' }));
    return balanceTable(entrants, { band, range, pairs, sides, reach }, { confidence: 0.95, alpha: 0.05, equalCost: false, reference: 1, uniform: uniformFrom(), replicates: 20, costUnit: 'dollars' });
  });
  return {
    kind: 'balance', system: 'boothill', systemName: 'BOOT HILL', variant: 'screen', subject: 'test weapons', costUnit: 'dollars', costSource: 'a test', rulings: 'none',
    equalCost: false, template: { name: 'Balance encounter', file: 'scenarios/templates/balance-encounter.yaml' }, trials: 1000, seed: '1', confidence: 0.95, alpha: 0.05,
    pairing: 'common random numbers', draws: 'half a win', reference: 1, entrants, tables, elapsedMs: 0, version: 'test',
    distances: 'each band is played at one distance for every weapon',
  };
}

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function html(r: BalanceResult): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'deadeye-balance-report-'));
  dirs.push(dir);
  await writeBalanceReport(join(dir, 'report'), r);
  return readFile(join(dir, 'report', 'index.html'), 'utf8');
}

describe('writeBalanceReport', () => {
  it("leads with one sentence per table (balanceHeadline), each entrant's figures left to the table's own section", async () => {
    const r = weaponsResult([['short', 3], ['extreme', 30]]);
    const page = await html(r);
    const lead = page.slice(page.indexOf('<p class="lead">'), page.indexOf('</p>', page.indexOf('<p class="lead">')));
    expect(lead).toContain('Test weapons: 4 entrants, every pair 1,000 fights at each band.');
    const [near, far] = r.tables.map((t) => balanceHeadline(r, t));
    expect(lead).toContain(`At 3 spaces (18 ft): ${near}.`);
    expect(lead).toContain(`At 30 spaces (180 ft): ${far}.`);
    // Able wins nearly all: the farthest of the under-costed, named with its score against its fair score.
    const able = r.tables[0]!.standings[0]!;
    expect(near).toMatch(new RegExp(`^2 under-costed \\(most: Able, ${(100 * able.score).toFixed(1)}% against a fair ${(100 * able.fair).toFixed(1)}%\\), 2 over-costed \\(most: \\w+, [\\d.]+% against a fair [\\d.]+%\\), 0 fair; no trend with cost$`));
    expect(far).toContain('1 out of reach');
    // No verdict sentence's figures (z, p) in the lead; they stand in the sections.
    expect(lead).not.toMatch(/z [+-]\d|p &lt;/);
    expect(page).toMatch(/Able \(20 dollars: [^)]*p &lt; 1e-12\)/);
  }, 60_000);

  it('prints a p-value that underflows as "< 1e-12", as the verdict sentences do, never 0.0e+0', async () => {
    const r = weaponsResult();
    expect(r.tables[0]!.standings[0]!.adjustedP).toBe(0);
    const page = await html(r);
    expect(page).not.toContain('0.0e+0');
    const able = page.slice(page.indexOf('<tr><td class="w">Able'));
    const row = able.slice(0, able.indexOf('</tr>'));
    expect(row).toContain('<td class="n">&lt; 1e-12</td>');
    expect(page).toMatch(/Able \(20 dollars: [^)]*p &lt; 1e-12\)/);
  }, 60_000);

  it('titles each section by its distance in spaces and feet, not the band\'s name, and shows each weapon\'s own band there', async () => {
    const r = weaponsResult([['short', 3], ['extreme', 30]]);
    const page = await html(r);
    expect(page).toContain('Standings at 3 spaces (18 ft)');
    expect(page).toContain('Standings at 30 spaces (180 ft)');
    expect(page).not.toMatch(/short \(3 spaces\)|extreme \(30 spaces\)/);
    expect(page).toContain('<th>Its band at 30 spaces (180 ft)</th>');
    expect(page).toContain('3 spaces (18 ft) (the short band), 30 spaces (180 ft) (the extreme band); each band is played at one distance for every weapon');
    const dog = page.slice(page.lastIndexOf('<tr><td class="w">Dog'));
    const row = dog.slice(0, dog.indexOf('</tr>'));
    expect(row).toContain('<strong>out of reach: its extreme band ends at 15 spaces (90 ft)</strong>');
    expect(row).toContain('<td class="n">-</td><td class="l">out of reach</td>');
    // No fair score either: the line's value at its cost would read as a target.
    expect(row).toMatch(/<td class="n">[^<]*%<br><span class="ci">\[[^\]]*\]<\/span><\/td><td class="n">—<\/td>/);
    expect(page).toContain('Out of reach at 30 spaces (180 ft), so no verdict: Dog');
    // The charts' panels carry the same titles, and the verdict legend lists "out of reach".
    const facets = (balanceHeatMap(r) as { facet: { row: { sort: string[] } } }).facet.row.sort;
    expect(facets).toEqual(['3 spaces (18 ft)', '30 spaces (180 ft)']);
    expect((balanceStrengthChart(r) as { facet: { column: { sort: string[] } } }).facet.column.sort).toEqual(facets);
    const cost = balanceCostChart(r) as { concat: { title: string }[] };
    expect(cost.concat.map((c) => c.title)).toEqual(facets);
    expect(JSON.stringify(cost)).toContain('"domain":["under-costed","fair","over-costed","out of reach"]');
  }, 60_000);

  it('lists and colours "no verdict" where an entrant has one: its fights mostly undecided', () => {
    // Dog's fights all run to the turn limit: no verdict for him (stats BALANCE_UNDECIDED_SHARE).
    const entrants: BalanceEntrantInfo[] = ['Able', 'Baker', 'Charlie', 'Dog'].map((name, k) => ({ id: name[0]!, name, short: name[0]!, group: 'revolver', cost: 20 + 10 * k, detail: '' }));
    const undecided = (a: number, b: number): PairOutcome => ({ ...pair(a, b, 0, 0, 100), undecided: 100 });
    const pairs = [pair(0, 1, 60, 40), pair(0, 2, 55, 45), undecided(0, 3), pair(1, 2, 50, 50), undecided(1, 3), undecided(2, 3)];
    const sides = entrants.map((e) => ({ fielded: e.cost, sizes: [{ figures: 1, weight: 1 }] }));
    const table = balanceTable(entrants, { band: 'short', range: 3, pairs, sides }, { confidence: 0.95, alpha: 0.05, equalCost: false, reference: 0, uniform: uniformFrom(), replicates: 10, costUnit: 'dollars' });
    expect(table.standings[3]!.verdict).toBe('no verdict');
    const r: BalanceResult = { ...weaponsResult(), entrants, tables: [table] };
    const cost = JSON.stringify(balanceCostChart(r));
    // Before, the verdict was outside the colour scale's domain: Vega's fallback colour, no legend entry.
    expect(cost).toContain('"domain":["under-costed","fair","over-costed","no verdict"]');
    expect(cost).toContain('"#9a9a9a"');
    expect(JSON.stringify(balanceCostChart(weaponsResult()))).toContain('"domain":["under-costed","fair","over-costed"]');
  });

  it('charts many entrants readably: matrix column codes turned upright, whole row names, cost labels apart', () => {
    // Sixteen weapons with long names, 14-pixel matrix cells; the last two on one spot (same cost, same score).
    const entrants: BalanceEntrantInfo[] = Array.from({ length: 16 }, (_, k) => ({ id: `W${k}`, name: `Civil War Type Repeating Carbine (7 shot) (W${k})`, short: `W${k}X`, group: 'rifle', cost: k >= 14 ? 40 : 20 + k, detail: '' }));
    const pairs: PairOutcome[] = [];
    for (let i = 0; i < 16; i++) for (let j = i + 1; j < 16; j++) pairs.push(i >= 14 && j >= 14 ? pair(i, j, 50, 50) : i >= 14 || j >= 14 ? pair(i, j, i >= 14 ? 5 : 95, i >= 14 ? 95 : 5) : pair(i, j, 60, 40));
    const sides = entrants.map((e) => ({ fielded: e.cost, sizes: [{ figures: 1, weight: 1 }] }));
    const table = balanceTable(entrants, { band: 'short', range: 3, pairs, sides }, { confidence: 0.95, alpha: 0.05, equalCost: false, reference: 0, uniform: uniformFrom(), replicates: 10, costUnit: 'dollars' });
    const r = { ...weaponsResult(), entrants, tables: [table] };
    const heat = balanceHeatMap(r) as { encoding: { x: { axis: { labelAngle: number } }; y: { axis: { labelLimit: number } } } };
    expect(heat.encoding.x.axis.labelAngle).toBe(-90);
    expect(heat.encoding.y.axis.labelLimit).toBeGreaterThanOrEqual(textWidth(entrants[0]!.name, 11));
    const strengths = balanceStrengthChart(r) as { encoding: { y: { axis: { labelLimit: number } } } };
    expect(strengths.encoding.y.axis.labelLimit).toBeGreaterThanOrEqual(textWidth(entrants[0]!.name, 11));
    const cost = balanceCostChart(r);
    expect(compileQuietly(cost).warnings).toEqual([]);
    const layers = (cost as unknown as { layer: { mark: { type: string; align?: string }; data: { values: { label: string; lx: number; ly: number }[] } }[]; width: number; height: number; encoding?: unknown }).layer;
    const x = (cost as unknown as { layer: { encoding: { x: { scale: { domain: [number, number] } } } }[] }).layer[1]!.encoding.x.scale.domain;
    const texts = layers.filter((l) => l.mark.type === 'text').flatMap((l) => l.data.values.map((v) => ({ ...v, align: l.mark.align! })));
    const boxOf = (v: (typeof texts)[number]) => {
      const w = textWidth(v.label, 9);
      const px = ((v.lx - x[0]) / (x[1] - x[0])) * 560;
      const py = (1 - v.ly) * 320;
      const x0 = v.align === 'left' ? px : px - w;
      return { x0, x1: x0 + w, y0: py - 5.5, y1: py + 5.5 };
    };
    const w14 = texts.find((v) => v.label === 'W14X')!;
    const w15 = texts.find((v) => v.label === 'W15X')!;
    const [a, b] = [boxOf(w14), boxOf(w15)];
    expect(a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0).toBe(true);
    // The one nudged off its point's level has a leader line back to it.
    expect(layers.some((l) => l.mark.type === 'rule' && l.data.values.length > 0 && 'lx' in l.data.values[0]!)).toBe(true);
  }, 60_000);
});
