import { describe, expect, it } from 'vitest';
import { adjustAcross, formatP, guardCheck, kolmogorovSf, ks2Histograms, rosterDifference, zForConfidence, type GuardOutcomes } from '../src/index.ts';

describe('kolmogorovSf (asymptotic Kolmogorov upper tail)', () => {
  it('matches scipy.stats.kstwobign.sf (scipy 1.17.1)', () => {
    const reference: [number, number][] = [
      [0.3, 0.9999906941986655],
      [0.5, 0.9639452436648751],
      [0.8, 0.5441424115741981],
      [1.0, 0.26999967167735456],
      [1.2239, 0.09997449271179772],
      [1.36, 0.049485876755377876],
      [1.6276, 0.010001537333060776],
      [1.9495, 0.0009998019790258981],
      [2.5, 7.453306344157342e-6],
    ];
    for (const [x, p] of reference) expect(Math.abs(kolmogorovSf(x) - p)).toBeLessThan(1e-12 + 1e-9 * p);
    expect(kolmogorovSf(0)).toBe(1);
  });
});

describe('ks2Histograms (two-sample Kolmogorov-Smirnov on histograms)', () => {
  it('gives scipy.stats.ks_2samp\'s statistic and the kstwobign p-value', () => {
    // scipy 1.17.1: a = np.repeat(np.arange(5), [500, 3000, 4000, 2000, 500]), b likewise with
    // [560, 3100, 3900, 1950, 490]; ks_2samp(a, b).statistic = 0.016;
    // kstwobign.sf(sqrt(10000 * 10000 / 20000) * 0.016) = 0.15453805538450632.
    const t = ks2Histograms([500, 3000, 4000, 2000, 500], [560, 3100, 3900, 1950, 490]);
    expect(t.statistic).toBeCloseTo(0.016, 12);
    expect(t.pValue).toBeCloseTo(0.15453805538450632, 10);
  });

  it('reads missing cells as 0 and refuses an empty histogram', () => {
    expect(ks2Histograms([5, 5], [5, 5, 0]).statistic).toBe(0);
    expect(() => ks2Histograms([0, 0], [1])).toThrow(/needs trials in both/);
  });
});

/** Outcomes of `n` trials of two sides with side A winning `aWins`, B `bWins`, the rest drawn; turns all 3 unless `turns` given. */
function outcomes(n: number, aWins: number, bWins: number, turns?: number[]): GuardOutcomes {
  const states = (dead: number) => ({ unhurt: n - dead, wounded: 0, escaped: 0, unconscious: 0, dead, fled: 0, captured: 0 });
  return {
    trials: n,
    sides: [
      { name: 'A', wins: aWins, casualties: [n - bWins, bWins] },
      { name: 'B', wins: bWins, casualties: [n - aWins, aWins] },
    ],
    draws: n - aWins - bWins,
    turns: turns ?? [0, 0, n],
    characters: [
      { name: 'a', side: 'A', endState: states(bWins) },
      { name: 'b', side: 'B', endState: states(aWins) },
    ],
    weapons: [],
  };
}

describe('guardCheck', () => {
  it('reads a format-1 baseline (no escaped): escaped folded into fled, a side whose men escaped now left untested for casualties', () => {
    const n = 10000;
    // Before: side A's man rode out with the objective in 3,000 trials, counted fled and a casualty.
    const legacyStates = { unhurt: 7000, wounded: 0, unconscious: 0, dead: 0, fled: 3000, captured: 0 };
    const base = {
      ...outcomes(n, 5000, 0),
      sides: [
        { name: 'A', wins: 5000, casualties: [7000, 3000] },
        { name: 'B', wins: 0, casualties: [5000, 5000] },
      ],
      characters: [
        { name: 'a', side: 'A', endState: legacyStates as unknown as GuardOutcomes['characters'][number]['endState'] },
        { name: 'b', side: 'B', endState: { unhurt: 5000, wounded: 0, escaped: 0, unconscious: 0, dead: 5000, fled: 0, captured: 0 } },
      ],
    } satisfies GuardOutcomes;
    // Now: the same trials, the 3,000 counted escaped and no casualty.
    const now = {
      ...base,
      sides: [
        { name: 'A', wins: 5000, casualties: [n, 0] },
        { name: 'B', wins: 0, casualties: [5000, 5000] },
      ],
      characters: [{ name: 'a', side: 'A', endState: { unhurt: 7000, wounded: 0, escaped: 3000, unconscious: 0, dead: 0, fled: 0, captured: 0 } }, base.characters[1]!],
    } satisfies GuardOutcomes;
    const c = guardCheck(base, now, 0.001);
    expect(c.shifted).toBe(false);
    expect(c.tests.find((t) => t.metric === 'fate:a')!.pValue).toBe(1);
    expect(c.untested.map((u) => u.metric)).toContain('casualties:A');
    expect(c.untested.find((u) => u.metric === 'casualties:A')!.why).toMatch(/format 1.*make the baseline again/);
    expect(c.tests.map((t) => t.metric)).toContain('casualties:B');
    // Read as format 2 (escaped 0 in the baseline), the same runs shift: the fold is what keeps them alike.
    const asNew = { ...base, characters: [{ ...base.characters[0]!, endState: { ...legacyStates, escaped: 0 } }, base.characters[1]!] };
    expect(guardCheck(asNew, now, 0.001).shifted).toBe(true);
  });

  it('no shift between two runs of the same distribution; Holm adjusts every p-value up', () => {
    const c = guardCheck(outcomes(20000, 10000, 9000), outcomes(20000, 10040, 8980), 0.001);
    expect(c.shifted).toBe(false);
    // Every fight lasts 3 turns in both runs: one value, nothing to test.
    expect(c.tests.map((t) => t.metric)).toEqual(['outcome', 'fate:a', 'fate:b', 'casualties:A', 'casualties:B']);
    expect(c.untested).toEqual([{ metric: 'turns', why: 'one outcome only in both runs' }]);
    for (const t of c.tests) expect(t.adjustedP).toBeGreaterThanOrEqual(t.pValue);
    expect(c.rates.map((r) => r.verdict)).toEqual(['no shift detected', 'no shift detected']);
  });

  it('finds a shift of two points in the win rate and of the length', () => {
    const c = guardCheck(outcomes(20000, 10000, 9000), outcomes(20000, 10400, 8600, [0, 2000, 18000]), 0.001);
    expect(c.shifted).toBe(true);
    expect(c.tests.find((t) => t.metric === 'outcome')!.shifted).toBe(true);
    expect(c.tests.find((t) => t.metric === 'turns')!.shifted).toBe(true);
    expect(c.rates[0]!.verdict).toBe('changed');
    expect(c.rates[0]!.difference).toBeCloseTo(0.02, 12);
  });

  it('with a margin: equivalent when the interval lies inside it, inconclusive when not', () => {
    // TOST read off Newcombe's interval (a Python transcription with statistics.NormalDist, whose
    // interval gives the published values of stats.test.ts: the z
    // at which the upper bound of 5000/10000 -> 5050/10000 reaches +0.02): 0.016915676214259157.
    const c = guardCheck(outcomes(10000, 5000, 4000), outcomes(10000, 5050, 3950), 0.05, 0.02);
    expect(c.rates[0]!.tostP).toBeCloseTo(0.016915676214259157, 8);
    expect(c.rates[0]!.verdict).toBe('equivalent');
    // The (1 - 2 alpha) interval holds the difference, +0.5 points, and lies inside +-2 points.
    expect(c.rates[0]!.interval[0]).toBeCloseTo(-0.006629964117834761, 10);
    expect(c.rates[0]!.interval[1]).toBeCloseTo(0.016628051574982514, 10);
    expect(guardCheck(outcomes(10000, 5000, 4000), outcomes(10000, 5050, 3950), 0.01, 0.02).rates[0]!.verdict).toBe('inconclusive');
    // tostP < alpha exactly when the (1 - 2 alpha) interval lies inside the margin.
    for (const [alpha, margin] of [[0.05, 0.02], [0.01, 0.02], [0.05, 0.0167], [0.05, 0.0166], [0.001, 0.03]] as const) {
      const r = guardCheck(outcomes(10000, 5000, 4000), outcomes(10000, 5050, 3950), alpha, margin).rates[0]!;
      expect(r.tostP! < alpha).toBe(r.interval[0] > -margin && r.interval[1] < margin);
    }
    // A difference past the margin: p 1.
    expect(guardCheck(outcomes(10000, 5000, 4000), outcomes(10000, 5300, 3950), 0.05, 0.02).rates[0]!.tostP).toBe(1);
  });

  it('gives each metric its change with a (1 - alpha) interval: the share that moved most, or the mean', () => {
    const c = guardCheck(outcomes(20000, 10000, 9000), outcomes(20000, 10400, 8600, [0, 2000, 18000]), 0.05);
    const outcome = c.tests.find((t) => t.metric === 'outcome')!.difference;
    // Shares A 0.5 -> 0.52, B 0.45 -> 0.43, draw 0.05 -> 0.05: A moved most (ties go to the first).
    expect(outcome.label).toBe('A win');
    expect(outcome.value).toBeCloseTo(0.02, 12);
    // Newcombe's interval: far from 0 and 1 nearly the normal one.
    const se = Math.sqrt((0.5 * 0.5) / 20000 + (0.52 * 0.48) / 20000);
    expect(outcome.interval[1] - outcome.value).toBeCloseTo(1.959963984540054 * se, 5);
    expect(outcome.interval[0]).toBeLessThan(outcome.value);
    // Turns: all 3 before; 2 in a tenth of the trials now: the mean falls 0.1 turns. Welch: var 0 and 0.09 * 20000/19999.
    const turns = c.tests.find((t) => t.metric === 'turns')!.difference;
    expect(turns.kind).toBe('mean');
    expect(turns.value).toBeCloseTo(-0.1, 12);
    expect(turns.interval[1] - turns.value).toBeCloseTo(1.959963984540054 * Math.sqrt((0.09 * 20000) / 19999 / 20000), 12);
  });

  it('a run that always wins is not "equivalent" for want of a spread: 10 wins of 10 twice, margin one point (Newcombe: TOST p 0.375)', () => {
    const c = guardCheck(outcomes(10, 10, 0), outcomes(10, 10, 0), 0.05, 0.01);
    expect(c.rates[0]!.tostP).toBeCloseTo(0.3753104120828157, 8);
    expect(c.rates[0]!.verdict).toBe('inconclusive');
    expect(c.rates[0]!.interval[0]).toBeCloseTo(-0.21294197008340687, 10);
  });

  it("a share one run never saw keeps a spread, and every change's interval holds the change (an audit, 2026-12-01: 'ok' beside an interval without 0)", () => {
    // a flees in 0.4% of the baseline's 20,000 trials and in none of a 500-trial check: no shift
    // (Fisher p about 0.4), but the normal interval, with no spread from the check's share of 0,
    // was -0.40 points [-0.52, -0.28], as if the change were certain.
    const rare = (o: GuardOutcomes, fled: number): GuardOutcomes => ({ ...o, characters: o.characters.map((ch, k) => (k === 0 ? { ...ch, endState: { ...ch.endState, unhurt: ch.endState.unhurt - fled, fled } } : ch)) });
    const c = guardCheck(rare(outcomes(20000, 10000, 0), 80), outcomes(500, 250, 0), 0.001);
    const fate = c.tests.find((t) => t.metric === 'fate:a')!;
    expect(fate.shifted).toBe(false);
    // unhurt +0.40 points (fled -0.40: the first of two equal moves is shown).
    expect(fate.difference.label).toBe('unhurt');
    expect(fate.difference.value).toBeCloseTo(0.004, 12);
    expect(fate.difference.interval[0]).toBeLessThan(0);
    expect(fate.difference.interval[1]).toBeGreaterThan(0.004);
    for (const t of c.tests) {
      expect(t.difference.interval[0]).toBeLessThanOrEqual(t.difference.value);
      expect(t.difference.interval[1]).toBeGreaterThanOrEqual(t.difference.value);
    }
    // A 1-trial check's mean change has the baseline's spread, not none: turns all 3 before, 2 now.
    const one = guardCheck(outcomes(20000, 10000, 9000, [0, 2000, 18000]), outcomes(1, 1, 0, [0, 1, 0]), 0.001);
    const turns = one.tests.find((t) => t.metric === 'turns')!.difference;
    const sd = Math.sqrt((0.09 * 20000) / 19999);
    expect(turns.interval[1] - turns.value).toBeCloseTo(zForConfidence(0.999) * Math.sqrt(sd ** 2 / 20000 + sd ** 2), 10);
  });

  it('finds 2% of fights a turn longer (all 3 turns before), which the Kolmogorov-Smirnov test it had missed (an audit, 2026-11-29)', () => {
    const c = guardCheck(outcomes(20000, 10000, 9000), outcomes(20000, 10000, 9000, [0, 0, 19600, 400]), 0.001);
    const turns = c.tests.find((t) => t.metric === 'turns')!;
    expect(turns.shifted).toBe(true);
    // The old test: D 0.02, p 6.7e-4 before any adjustment.
    expect(ks2Histograms([0, 0, 20000], [0, 0, 19600, 400]).pValue).toBeGreaterThan(1e-4);
  });

  it('a rare end state seen only in a shorter check takes Fisher\'s exact test: 0 of 20,000 against 3 of 2,000 is no shift (scipy fisher_exact 7.5e-4; the chi-square gave 4.3e-8)', () => {
    // a is never killed (B never wins): his end states are unhurt and, rarely, fled: a 2 x 2 table.
    const base = outcomes(20000, 10000, 0);
    const now = outcomes(2000, 1000, 0);
    const rare = (o: GuardOutcomes, fled: number): GuardOutcomes => ({ ...o, characters: o.characters.map((ch, k) => (k === 0 ? { ...ch, endState: { ...ch.endState, unhurt: ch.endState.unhurt - fled, fled } } : ch)) });
    const c = guardCheck(rare(base, 0), rare(now, 3), 0.001);
    const fate = c.tests.find((t) => t.metric === 'fate:a')!;
    expect(fate.test).toBe('fisher-exact');
    expect(fate.pValue).toBeCloseTo(0.0007502905136000155, 12);
    expect(fate.shifted).toBe(false);
  });

  it('refuses runs of other characters, and a bad alpha or margin', () => {
    const other = { ...outcomes(100, 50, 40), characters: [] };
    expect(() => guardCheck(outcomes(100, 50, 40), other, 0.01)).toThrow(/different sides or characters \(characters: "a", "b" are not in the scenario now\)/);
    expect(() => guardCheck(outcomes(100, 50, 40), outcomes(100, 50, 40), 1.5)).toThrow(/--alpha/);
    expect(() => guardCheck(outcomes(100, 50, 40), outcomes(100, 50, 40), 0.01, 2)).toThrow(/--equivalence/);
  });
});

describe('rosterDifference (what a check says of a scenario whose names changed)', () => {
  const r = (sides: string[], characters: string[]) => ({ sides: sides.map((name) => ({ name })), characters: characters.map((name) => ({ name })) });
  it('null for the same names; the names gone and new, or the same in another order', () => {
    expect(rosterDifference(r(['Law', 'Cowboys'], ['A', 'B']), r(['Law', 'Cowboys'], ['A', 'B']))).toBeNull();
    expect(rosterDifference(r(['Law'], ['A', 'B']), r(['Law'], ['A', 'B2']))).toBe('characters: "B" is not in the scenario now; "B2" is new');
    expect(rosterDifference(r(['Law', 'Cowboys'], ['A']), r(['Cowboys', 'Law'], ['A', 'C', 'D']))).toBe('sides: the same sides in another order; characters: "C", "D" are new');
    expect(rosterDifference(r(['Law'], ['A', 'A']), r(['Law'], ['A']))).toBe('characters: 2 characters in the baseline, 1 now');
  });
});

describe('adjustAcross (Holm over every test of a run)', () => {
  it('adjusts the tests of several checks together: a shift found alone is not in a family four times as large', () => {
    // Character a's deaths 9,000 -> 8,670 of 20,000: chi-square p = 0.000892 (scipy chi2_contingency,
    // no correction); alone Holm multiplies it by at most 6 tests (< 0.01), in a family of 24 by 24 (> 0.01).
    const one = guardCheck(outcomes(20000, 10000, 9000), outcomes(20000, 10330, 8670), 0.01);
    const fate = one.tests.find((t) => t.metric === 'fate:a')!;
    expect(fate.pValue).toBeCloseTo(0.0008917477865124278, 8);
    expect(one.shifted).toBe(true);
    const family = adjustAcross([one, one, one, one], 0.01);
    const all = family.flatMap((c) => c.tests);
    expect(all).toHaveLength(4 * one.tests.length);
    const smallest = Math.min(...all.map((t) => t.pValue));
    expect(Math.min(...all.map((t) => t.adjustedP))).toBeCloseTo(Math.min(1, smallest * all.length), 12);
    expect(family.some((c) => c.shifted)).toBe(false);
    for (const t of all) expect(t.shifted).toBe(t.adjustedP < 0.01);
  });
});

describe('formatP', () => {
  it('prints a p-value the tests return as exactly 0 as <1e-15, not 0.0e+0', () => {
    expect(formatP(0)).toBe('<1e-15');
    expect(formatP(6.7e-4)).toBe('0.0007');
    expect(formatP(2.5e-7)).toBe('2.5e-7');
    expect(formatP(0.5)).toBe('0.5000');
  });
});
