import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  binomialZ,
  duelFrames,
  duelTableRows,
  DUEL_FRAME_COLUMNS,
  newcombe,
  summarizeDuel,
  wilson,
  writeDuelTables,
  zForConfidence,
  type DuelRangeCounts,
  type DuelSummary,
} from '@deadeye/stats';
import { INFO, NAME_B, RANGE_10, RANGE_3 } from './fixtures.ts';

describe('wilson', () => {
  it('matches known values', () => {
    const [low, high] = wilson(50, 100);
    expect(low).toBeCloseTo(0.4038, 4);
    expect(high).toBeCloseTo(0.5962, 4);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilson(10, 10)[1]).toBe(1);
    expect(wilson(10, 10)[0]).toBeCloseTo(0.7225, 4);
    // 99 % interval is wider
    const [l99, h99] = wilson(50, 100, 0.99);
    expect(l99).toBeLessThan(low);
    expect(h99).toBeGreaterThan(high);
    expect(zForConfidence(0.95)).toBeCloseTo(1.959964, 6);
  });

  it('throws RangeError on bad input', () => {
    expect(() => wilson(0, 0)).toThrow(RangeError);
    expect(() => wilson(-1, 10)).toThrow(RangeError);
    expect(() => wilson(11, 10)).toThrow(RangeError);
    expect(() => wilson(1.5, 10)).toThrow(RangeError);
    expect(() => wilson(1, 10, 1)).toThrow(RangeError);
  });
});

describe('newcombe', () => {
  it("matches Newcombe's published values (Statistics in Medicine 17, 1998, Table II, method 10)", () => {
    // 56/70 - 48/80 = 0.2: (0.0524, 0.3339); 9/10 - 3/10 = 0.6: (0.1705, 0.8090); 0/10 - 0/10:
    // (-0.2775, 0.2775); 10/10 - 0/10: (0.6075, 1). (The second run is the first argument pair here.)
    const near = (got: readonly number[], want: readonly number[]) => want.forEach((w, k) => expect(got[k]).toBeCloseTo(w, 4));
    near(newcombe(48, 80, 56, 70), [0.0524, 0.3339]);
    near(newcombe(3, 10, 9, 10), [0.1705, 0.809]);
    near(newcombe(0, 10, 0, 10), [-0.2775, 0.2775]);
    near(newcombe(0, 10, 10, 10), [0.6075, 1]);
    // Both runs at 0 or 1 still have a spread; the difference is always inside.
    const [lo, hi] = newcombe(10, 10, 10, 10);
    expect(lo).toBeLessThan(0);
    expect(hi).toBeGreaterThan(0);
    expect(() => newcombe(11, 10, 1, 10)).toThrow(RangeError);
  });
});

describe('binomialZ', () => {
  it('computes (count/n - p) / sqrt(p(1-p)/n)', () => {
    expect(binomialZ(60, 100, 0.5)).toBeCloseTo(2, 12);
    expect(binomialZ(40, 100, 0.5)).toBeCloseTo(-2, 12);
  });
  it('handles p = 0 and p = 1', () => {
    expect(binomialZ(0, 10, 0)).toBe(0);
    expect(binomialZ(10, 10, 1)).toBe(0);
    expect(binomialZ(1, 10, 0)).toBe(Number.POSITIVE_INFINITY);
    expect(binomialZ(9, 10, 1)).toBe(Number.NEGATIVE_INFINITY);
    expect(binomialZ(10, 10, 1 + 1e-15)).toBe(0);
  });
  it('throws RangeError on bad input', () => {
    expect(() => binomialZ(1, 0, 0.5)).toThrow(RangeError);
    expect(() => binomialZ(11, 10, 0.5)).toThrow(RangeError);
    expect(() => binomialZ(1, 10, 1.5)).toThrow(RangeError);
  });
});

describe('summarizeDuel', () => {
  const summary = summarizeDuel(INFO, [RANGE_3, RANGE_10]);
  const [r3, r10] = summary.results as [DuelSummary['results'][number], DuelSummary['results'][number]];

  it('copies the run facts and names', () => {
    expect(summary).toMatchObject({ system: 'boothill', variant: 'screen', seed: 'tombstone-1881', trials: 1000, threads: 4, maxTurns: 5, elapsedMs: 1234.5, trialsPerSecond: 1620.1, version: '0.1.0' });
    expect(summary.a).toEqual({ name: 'Doc Holliday', weapon: 'FDR6' });
    expect(summary.b).toEqual({ name: NAME_B, weapon: 'SAR6' });
    expect(summary.results.map((r) => r.range)).toEqual([3, 10]);
  });

  it('computes outcome fractions, intervals and ranges in feet', () => {
    expect(r3.rangeFeet).toBe(18);
    expect(r10.rangeFeet).toBe(60);
    expect(r3.band).toEqual({ a: 'short', b: 'short' });
    expect(r10.band).toEqual({ a: 'medium', b: 'extreme' });
    expect([r3.aWins, r3.bWins, r3.bothDown, r3.draw]).toEqual([0.45, 0.38, 0.12, 0.05]);
    expect(r3.aWinsCI).toEqual(wilson(450, 1000));
    expect(r3.bWinsCI).toEqual(wilson(380, 1000));
    expect(r10.bWinsCI[0]).toBe(0);
    expect(r3.simultaneousFirst).toBe(0.1);
    expect(r3.randomDrawsPerTrial).toBe(25);
  });

  it('counts draws as maxTurns in meanTurns', () => {
    // (1*400 + 2*300 + 3*150 + 4*80 + 5*20 + 50*5) / 1000
    expect(r3.meanTurns).toBeCloseTo(2.12, 12);
    // (100 + 400 + 450 + 400 + 250 + 400*5) / 1000
    expect(r10.meanTurns).toBeCloseTo(3.6, 12);
    expect(r3.turns).toEqual([
      { turn: 1, fraction: 0.4 },
      { turn: 2, fraction: 0.3 },
      { turn: 3, fraction: 0.15 },
      { turn: 4, fraction: 0.08 },
      { turn: 5, fraction: 0.02 },
    ]);
  });

  it('summarises each duelist', () => {
    expect(r3.a).toMatchObject({ name: 'Doc Holliday', weapon: 'FDR6', firstShotBase: 12, bac: 55, str: 14, hitRate: 0.4, shotsPerTrial: 2, firedFirst: 0.5, winRateWhenFiredFirst: 0.6, unhurt: 0.3, wounded: 0.2, unconscious: 0.15, dead: 0.35, woundsPerTrial: 0.7 });
    expect(r3.a.hitRateCI).toEqual(wilson(800, 2000));
    expect(r3.a.winRateWhenFiredFirstCI).toEqual(wilson(300, 500));
    expect(r3.a.woundLocations!['chest']).toBeCloseTo(150 / 700, 12);
    expect(Object.keys(r3.a.woundLocations!)).toEqual(['leftLeg', 'rightLeg', 'leftArmHand', 'rightArmHand', 'rightShoulder', 'leftShoulder', 'abdomenGroin', 'chest', 'head']);
    expect(r3.b.woundSeverity).toEqual({ light: 0.5, serious: 0.3125, mortal: 0.1875 });
  });

  it('gives null when a duelist never fired first or never shot, and zero shares without wounds', () => {
    expect(r10.b.winRateWhenFiredFirst).toBeNull();
    expect(r10.b.winRateWhenFiredFirstCI).toBeNull();
    expect(r10.b.hitRate).toBeNull();
    expect(r10.b.hitRateCI).toBeNull();
    expect(r10.a.winRateWhenFiredFirst).toBeCloseTo(595 / 990, 12);
    expect(r10.a.woundsPerTrial).toBe(0);
    expect(Object.values(r10.a.woundLocations!).every((v) => v === 0)).toBe(true);
    expect(r10.a.woundSeverity).toEqual({ light: 0, serious: 0, mortal: 0 });
  });

  it('copies exact results only where present', () => {
    expect(r3.exact).toEqual({ aWins: 0.452, bWins: 0.377, bothDown: 0.121, draw: 0.05, aDead: 0.35, aUnconscious: 0.15, bDead: 0.372, bUnconscious: 0.2, meanTurns: 2.118 });
    expect('exact' in r10).toBe(false);
    const json = JSON.parse(JSON.stringify(summary)) as DuelSummary;
    expect(json).toEqual(summary);
  });

  it('rejects inconsistent counts', () => {
    const bad = (patch: Partial<DuelRangeCounts>): (() => unknown) => () => summarizeDuel(INFO, [{ ...RANGE_3, ...patch }]);
    expect(() => summarizeDuel(INFO, [])).toThrow(RangeError);
    expect(bad({ draw: 51 })).toThrow(/expected 1000 trials/);
    expect(bad({ turnsHistogram: [400, 300, 150, 80, 21] })).toThrow(/turnsHistogram/);
    expect(bad({ turnsHistogram: [400, 300, 150, 80, 20, 0] })).toThrow(/more than maxTurns/);
    expect(bad({ trials: 999 })).toThrow(RangeError);
    expect(bad({ a: { ...RANGE_3.a, hits: 2001 } })).toThrow(/hits/);
    expect(bad({ a: { ...RANGE_3.a, endState: { unhurt: 300, wounded: 200, unconscious: 150, dead: 351 } } })).toThrow(/end states/);
    expect(bad({ a: { ...RANGE_3.a, wins: 449 } })).toThrow(/win counts/);
  });

  it('a duelist who left the fight (fled or surrendered, Quick on the Draw) is a fate of his own, counted in the sum', () => {
    // 30 of Ringo's unhurt trials become 20 fled and 10 surrendered.
    const left = { ...RANGE_3, b: { ...RANGE_3.b, endState: { ...RANGE_3.b.endState, unhurt: 220 }, left: { fled: 20, captured: 10 } } };
    const r = summarizeDuel(INFO, [left]).results[0]!;
    expect([r.b.unhurt, r.b.fled, r.b.captured]).toEqual([0.22, 0.02, 0.01]);
    expect('fled' in r.a).toBe(false);
    // Left counted on top of the four end states: a sum past the trials is refused.
    expect(() => summarizeDuel(INFO, [{ ...left, b: { ...left.b, endState: RANGE_3.b.endState } }])).toThrow(/end states sum to 1030/);
    const t = duelTableRows(summarizeDuel(INFO, [left]));
    expect(t.duelists.columns.slice(-2)).toEqual(['fled', 'captured']);
    expect(t.duelists.rows[1]!.slice(-2)).toEqual([0.02, 0.01]);
    expect(t.duelists.rows[0]!.slice(-2)).toEqual([null, null]);
    // Without it (BOOT HILL, Shootout!), the columns are as they were.
    expect(duelTableRows(summarizeDuel(INFO, [RANGE_3])).duelists.columns).toEqual([...DUEL_FRAME_COLUMNS.duelists]);
  });

  it('pads a short turns histogram with zero turns', () => {
    const s = summarizeDuel(INFO, [{ ...RANGE_3, turnsHistogram: [700, 250], draw: 50 }]);
    expect(s.results[0]?.turns.map((t) => t.fraction)).toEqual([0.7, 0.25, 0, 0, 0]);
  });
});

describe('duelFrames and writeDuelTables', () => {
  const summary = summarizeDuel(INFO, [RANGE_3, RANGE_10]);
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('builds one row per range / duelist / turn / location', async () => {
    const f = await duelFrames(summary);
    expect(f.outcomes.shape).toEqual([2, DUEL_FRAME_COLUMNS.outcomes.length + DUEL_FRAME_COLUMNS.exact.length]);
    expect(f.outcomes.columns).toContain('exact_a_wins');
    expect(f.duelists.shape).toEqual([4, DUEL_FRAME_COLUMNS.duelists.length]);
    expect(f.turns.shape).toEqual([10, 3]);
    expect(f.woundLocations.shape).toEqual([2 * 2 * 9, 4]);
    const values = f.outcomes.values as unknown[][];
    expect(values[0]?.[4]).toBe(0.45);
    expect(values[1]?.[DUEL_FRAME_COLUMNS.outcomes.length]).toBeNull();
  });

  it('leaves out the exact columns when no range has exact results', async () => {
    const f = await duelFrames(summarizeDuel(INFO, [RANGE_10]));
    expect(f.outcomes.columns).toEqual([...DUEL_FRAME_COLUMNS.outcomes]);
  });

  it('writes CSVs with headers and summary.json', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'deadeye-stats-'));
    dirs.push(dir);
    const paths = await writeDuelTables(summary, dir);
    expect(paths.map((p) => p.slice(dir.length + 1))).toEqual(['tables/outcomes.csv', 'tables/duelists.csv', 'tables/turns.csv', 'tables/wound_locations.csv', 'summary.json']);
    const outcomes = (await readFile(join(dir, 'tables/outcomes.csv'), 'utf8')).split('\n');
    expect(outcomes[0]).toBe([...DUEL_FRAME_COLUMNS.outcomes, ...DUEL_FRAME_COLUMNS.exact].join(','));
    expect(outcomes).toHaveLength(4); // header, 2 rows, trailing newline
    expect(outcomes[1]?.startsWith('3,18,short,short,0.45,')).toBe(true);
    expect(outcomes[2]?.endsWith(',,,,,,,,,')).toBe(true);
    const duelists = (await readFile(join(dir, 'tables/duelists.csv'), 'utf8')).split('\n');
    expect(duelists[0]).toBe(DUEL_FRAME_COLUMNS.duelists.join(','));
    expect(duelists[2]).toContain('3,B,"Johnny ""Kid"" <Ringo> & Co, Jr.",SAR6,short,0.38,');
    expect((await readFile(join(dir, 'tables/turns.csv'), 'utf8')).split('\n')[0]).toBe('range,turn,fraction');
    expect((await readFile(join(dir, 'tables/wound_locations.csv'), 'utf8')).split('\n')[0]).toBe('range,duelist,location,fraction');
    const json = JSON.parse(await readFile(join(dir, 'summary.json'), 'utf8')) as unknown;
    expect(json).toEqual(JSON.parse(JSON.stringify(summary)));
  });
});
