import { describe, expect, it } from 'vitest';
import { compareSkirmishes, homogeneityTest, summarizeSkirmish, type ComparedRun, type SkirmishCounts } from '../src/index.ts';
import { SKIRMISH_COUNTS, SKIRMISH_INFO } from './skirmish-fixtures.ts';

/** A run of the fixture's scenario under `system`, its counts changed by `change`. */
function run(system: string, systemName: string, change: (c: SkirmishCounts) => SkirmishCounts = (c) => c, seconds: number | null = null): ComparedRun {
  return { summary: summarizeSkirmish({ ...SKIRMISH_INFO, system }, change(SKIRMISH_COUNTS)), systemName, turn: { unit: seconds === null ? 'phase' : 'turn', seconds } };
}

/** The fixture with the Earps winning `earps` of 1000 and the Cowboys `900 - earps` (draws stay 100). */
const earpsWin = (earps: number) => (c: SkirmishCounts): SkirmishCounts => ({ ...c, sides: c.sides.map((s, k) => (k === 0 ? { ...s, wins: earps } : k === 1 ? { ...s, wins: 900 - earps } : s)) });

describe('homogeneityTest (Pearson chi-square, no continuity correction)', () => {
  it('matches published values', () => {
    // R: chisq.test(matrix(c(10, 30, 20, 40), 2), correct = FALSE): X-squared = 0.79365, df = 1, p-value = 0.373
    const a = homogeneityTest([[10, 20], [30, 40]], ['x', 'y'])!;
    expect(a.statistic).toBeCloseTo(0.79365, 4);
    expect(a.df).toBe(1);
    expect(a.pValue).toBeCloseTo(0.373, 3);
    // R's ?chisq.test example (Agresti 2007, party by gender): X-squared = 30.07, df = 2, p-value = 2.954e-07
    const b = homogeneityTest([[762, 327, 468], [484, 239, 477]], ['Democrat', 'Independent', 'Republican'])!;
    expect(b.statistic).toBeCloseTo(30.07, 2);
    expect(b.df).toBe(2);
    expect(b.pValue).toBeCloseTo(2.954e-7, 9);
  });
  it('drops categories no system met and merges the smallest until expected counts reach 5', () => {
    // d (4 in all: expected 2 a row) merges with the next smallest, c (9), into 13 (expected 6.5).
    const t = homogeneityTest([[500, 0, 5, 1, 494], [480, 0, 4, 3, 513]], ['a', 'b', 'c', 'd', 'e'])!;
    expect(t.categories).toEqual(['a', 'c+d', 'e']);
    expect(t.table).toEqual([[500, 6, 494], [480, 7, 513]]);
    expect(t.lowExpected).toBe(false);
    const rough = homogeneityTest([[9, 1], [10, 0]], ['a', 'b'])!;
    expect(rough.lowExpected).toBe(true);
  });
  it('returns null for a single category or a row with no count', () => {
    expect(homogeneityTest([[10, 0], [20, 0]], ['a', 'b'])).toBeNull();
    expect(homogeneityTest([[10, 5], [0, 0]], ['a', 'b'])).toBeNull();
  });
});

describe('compareSkirmishes', () => {
  it('finds no difference between identical systems (every p-value 1)', () => {
    const c = compareSkirmishes([run('boothill', 'BOOT HILL'), run('quickdraw', 'Quick on the Draw')]);
    expect(c.tests.length).toBeGreaterThan(5);
    for (const t of c.tests) {
      expect(t.pValue).toBeCloseTo(1, 12);
      expect(t.differ).toBe(false);
    }
    expect(c.text.at(-2)).toMatch(/^The systems differ in 0 of the \d+ metrics counted in trials/);
    expect(c.text.at(-1)).toMatch(/^Of the metrics counted in events, .*none looks different\.$/);
    // Shots, casualties and exchanges are events within trials, not trials: their tests are flagged as rough.
    expect(c.tests.filter((t) => t.perEvent).map((t) => t.metric).sort()).toEqual(['deathsPerCasualty', 'firstShot', 'hitRate']);
    expect(c.tests.filter((t) => t.metric === 'outcome' || t.metric.startsWith('fate:')).every((t) => !t.perEvent)).toBe(true);
  });
  it('finds a known difference in who wins, and only there among the side metrics', () => {
    // 600 vs 500 Earps wins of 1000: expected 550, 350, 100 a row, so chi-square =
    // 2 (50^2 / 550 + 50^2 / 350) = 23.377 with 2 df, whose p-value is exp(-23.377 / 2) = 8.4e-6.
    const c = compareSkirmishes([run('boothill', 'BOOT HILL'), run('quickdraw', 'Quick on the Draw', earpsWin(500))]);
    const outcome = c.tests.find((t) => t.metric === 'outcome')!;
    expect(outcome.table).toEqual([[600, 300, 100], [500, 400, 100]]);
    expect(outcome.statistic).toBeCloseTo(23.377, 3);
    expect(outcome.pValue).toBeCloseTo(Math.exp(-outcome.statistic / 2), 10);
    expect(outcome.differ).toBe(true);
    expect(c.tests.filter((t) => t.differ).map((t) => t.metric)).toEqual(['outcome']);
    expect(c.text[0]).toBe('Earps win 60.0% [56.9, 63.0] under BOOT HILL and 50.0% [46.9, 53.1] under Quick on the Draw.');
  });
  it('never says 0% or 100% of a share that is not (an audit, 2026-12-06: 100.0% [100.0, 100.0] for 99.99%)', () => {
    // Earps 899 of 1000, Cowboys 1: 0.1% at one decimal already; the interval's lower bound, 0.018%, needs a second decimal.
    const c = compareSkirmishes([run('boothill', 'BOOT HILL', earpsWin(899)), run('quickdraw', 'Quick on the Draw', earpsWin(900))]);
    expect(c.text[1]).toBe('Cowboys win 0.1% [0.02, 0.6] under BOOT HILL and 0.0% [0.0, 0.4] under Quick on the Draw.');
  });
  /** Holm's step-down adjustment, written out. */
  const holmOf = (p: readonly number[]): number[] => {
    const order = p.map((x, i) => [x, i] as const).sort((a, b) => a[0] - b[0]);
    const out = new Array<number>(p.length);
    let running = 0;
    order.forEach(([x, i], k) => {
      running = Math.max(running, Math.min(1, (p.length - k) * x));
      out[i] = running;
    });
    return out;
  };
  it('adjusts by Holm the metrics counted in trials together, and the per-event ones among themselves', () => {
    const moreHits = (c: SkirmishCounts): SkirmishCounts => ({ ...earpsWin(500)(c), characters: c.characters.map((x, k) => (k === 0 ? { ...x, hits: x.hits + 400 } : x)) });
    const c = compareSkirmishes([run('boothill', 'BOOT HILL'), run('quickdraw', 'Quick on the Draw', moreHits), run('shootout', 'Shootout!', earpsWin(580))], 0.01);
    for (const perEvent of [false, true]) {
      const family = c.tests.filter((t) => t.perEvent === perEvent);
      expect(family.length).toBeGreaterThan(perEvent ? 2 : 5);
      const holm = holmOf(family.map((t) => t.pValue));
      family.forEach((t, i) => expect(t.adjustedP).toBeCloseTo(holm[i]!, 12));
    }
    for (const t of c.tests) expect(t.differ).toBe(t.adjustedP < 0.01);
    // The hits' tiny p-value is outside the trials' family: who wins is adjusted over that family only.
    const hits = c.tests.find((t) => t.metric === 'hitRate')!;
    expect(hits.pValue).toBeLessThan(1e-10);
    const outcome = c.tests.find((t) => t.metric === 'outcome')!;
    const trialFamily = c.tests.filter((t) => !t.perEvent).length;
    expect(outcome.adjustedP).toBeCloseTo(Math.min(1, trialFamily * outcome.pValue), 12);
    // The draws in the report's words (turn limit, or every side out at once), not "a draw" alone: an audit, 2026-12-01.
    expect(c.text.some((l) => /^No side wins \(the turn limit reached, or every side out at once\) in 10\.0% under /.test(l))).toBe(true);
    expect(c.text.at(-2)).toMatch(/^The systems differ in 1 of the \d+ metrics counted in trials \(chi-square tests, Holm-adjusted, 1\.0% chance of any false alarm\): side wins and draws\./);
    expect(c.text.at(-1)).toMatch(/^Of the metrics counted in events, several a trial \(hits per shot, deaths per casualty and first shooter left standing; .*too small.*\), the systems look different in hits per shot, not in deaths per casualty and first shooter left standing\.$/);
  });
  it('counts shots, hits, casualties and deaths from the characters', () => {
    const s = compareSkirmishes([run('boothill', 'BOOT HILL', undefined, 10), run('quickdraw', 'Quick on the Draw')]).systems[0]!;
    expect(s.shots).toBe(3000 + 2500 + 1000 + 1500 + 0 + 10);
    expect(s.hits).toBe(1200 + 1000 + 250 + 300);
    // out = unconscious + dead + fled + captured: Wyatt 100, Doc 250, Virgil 300, Ike 750, Billy 600
    expect(s.casualties).toBe(2000);
    expect(s.deaths).toBe(50 + 120 + 150 + 200 + 350);
    expect(s.deathsPerCasualty.rate).toBeCloseTo(870 / 2000, 12);
    expect(s.shotsPerCasualty).toBeCloseTo(8010 / 2000, 12);
    expect(s.meanSeconds).toBeCloseTo(39.2, 10);
    expect(s.firstShot.rate).toBe(0.75);
  });
  it('leaves out of a test a system that never counts the metric, and says why a metric is untested', () => {
    const noExchanges = (c: SkirmishCounts): SkirmishCounts => ({ ...c, firstShot: { exchanges: 0, fastestStanding: 0 } });
    const c = compareSkirmishes([run('boothill', 'BOOT HILL'), run('quickdraw', 'Quick on the Draw'), run('shootout', 'Shootout!', noExchanges)]);
    expect(c.tests.find((t) => t.metric === 'firstShot')!.systems).toEqual(['boothill', 'quickdraw']);
    const two = compareSkirmishes([run('boothill', 'BOOT HILL'), run('shootout', 'Shootout!', noExchanges)]);
    expect(two.untested).toContainEqual({ metric: 'firstShot', label: 'first shooter left standing', why: 'counted by boothill only' });
    // Johnny Behan is unhurt in every trial under every system: one outcome.
    expect(two.untested).toContainEqual({ metric: 'fate:Johnny Behan', label: "Johnny Behan's end state", why: 'one outcome in every system' });
  });
  it('refuses runs of different scenarios and an alpha out of range', () => {
    const other = { ...run('quickdraw', 'Quick on the Draw'), summary: { ...run('quickdraw', 'x').summary, scenario: 'street-fight' } };
    expect(() => compareSkirmishes([run('boothill', 'BOOT HILL'), other])).toThrow(/not of the same scenario/);
    expect(() => compareSkirmishes([run('boothill', 'BOOT HILL')], 1.5)).toThrow(/--alpha/);
  });
});

describe('each system in its own words (terms)', () => {
  const words = (exchange: string) => ({
    bands: [],
    wounds: { name: 'Wounds', meaning: 'wounds' },
    kills: { name: 'Kills', meaning: 'kills' },
    brawlDamage: 'points',
    firstShot: { exchange, fastest: 'Fastest still up', standing: 'afterwards' },
    duel: { together: 'together', first: 'first' },
  });
  const bh = { ...run('boothill', 'BOOT HILL'), terms: words('firing phases') };
  const qd = {
    ...run('quickdraw', 'Quick on the Draw'),
    terms: { ...words('trials in which someone drew and shot'), endStates: { unconscious: { name: 'Out of action, alive', short: 'out, alive', meaning: 'alive after the POST ACTION roll' } } },
  };

  it('does not test first-shot figures that count different events, and words each system\'s own', () => {
    const c = compareSkirmishes([bh, qd]);
    expect(c.tests.map((t) => t.metric)).not.toContain('firstShot');
    expect(c.untested).toContainEqual({ metric: 'firstShot', label: 'first shooter left standing', why: 'each system counts a different event (its own first-shot figure)' });
    expect(c.text.join('\n')).toMatch(/The first shot, as each system counts it \(different events, not tested against each other\): 75\.0% under BOOT HILL \(fastest still up afterwards, of firing phases\) and 75\.0% under Quick on the Draw \(fastest still up afterwards, of trials in which someone drew and shot\)\./);
    // The same event (or no words given): tested, as before.
    const same = compareSkirmishes([bh, { ...qd, terms: { ...qd.terms, firstShot: bh.terms.firstShot } }]);
    expect(same.tests.map((t) => t.metric)).toContain('firstShot');
    expect(compareSkirmishes([run('boothill', 'BOOT HILL'), run('quickdraw', 'Quick on the Draw')]).tests.map((t) => t.metric)).toContain('firstShot');
  });

  it('says what a casualty not dead is under a system that names it its own way', () => {
    const c = compareSkirmishes([bh, qd]);
    expect(c.text).toContain('Under Quick on the Draw a casualty not dead is out of action, alive: alive after the POST ACTION roll.');
    expect(c.text.join('\n')).not.toMatch(/Under BOOT HILL a casualty not dead/);
    expect(c.systems[1]!.terms.endStates?.unconscious?.short).toBe('out, alive');
  });
});
