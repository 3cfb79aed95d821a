import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { balanceTable, type BalanceEntrantInfo, type BalanceResult, type PairOutcome } from '@deadeye/stats';
import { balanceCostChart, balanceHeatMap, balanceStrengthChart, writeBalanceReport } from '@deadeye/report';

const pair = (a: number, b: number, winsA: number, winsB: number, draws = 0): PairOutcome => ({ a, b, trials: winsA + winsB + draws, winsA, winsB, draws });

/** A deterministic uniform source on [0, 1) for the bootstrap (the golden-ratio sequence: no seed needed, no Math.random). */
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
    expect(page).toContain('Out of reach at 30 spaces (180 ft), so no verdict: Dog');
    // The charts' panels carry the same titles, and the verdict legend lists "out of reach".
    const facets = (balanceHeatMap(r) as { facet: { row: { sort: string[] } } }).facet.row.sort;
    expect(facets).toEqual(['3 spaces (18 ft)', '30 spaces (180 ft)']);
    expect((balanceStrengthChart(r) as { facet: { column: { sort: string[] } } }).facet.column.sort).toEqual(facets);
    const cost = balanceCostChart(r) as { concat: { title: string }[] };
    expect(cost.concat.map((c) => c.title)).toEqual(facets);
    expect(JSON.stringify(cost)).toContain('"domain":["under-costed","fair","over-costed","out of reach"]');
  }, 60_000);
});
