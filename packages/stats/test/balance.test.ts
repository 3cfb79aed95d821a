import { streamFor } from '@deadeye/rng';
import { describe, expect, it } from 'vitest';
import { balanceCsv, balanceTable, bootstrapBradleyTerry, fitBradleyTerry, formatBalanceP, type BalanceEntrantInfo, type PairOutcome } from '../src/index.ts';

const pair = (a: number, b: number, winsA: number, winsB: number, draws = 0): PairOutcome => ({ a, b, trials: winsA + winsB + draws, winsA, winsB, draws });

/** A seeded uniform source: one stream, one trial, drawn in order. */
function uniformFrom(seed: string): () => number {
  const s = streamFor(seed, 'balance-test');
  s.nextTrial();
  return () => s.uniform();
}

describe('fitBradleyTerry', () => {
  it('two entrants: the strength ratio is the win ratio (hand-computed)', () => {
    const fit = fitBradleyTerry(2, [pair(0, 1, 30, 10)], 1, { prior: 0 });
    expect(fit.converged).toBe(true);
    expect(fit.logStrength[1]).toBe(0);
    expect(fit.logStrength[0]).toBeCloseTo(Math.log(3), 9);
  });

  it('three entrants with counts equal to their expectations under strengths 1, 2, 4 recover them exactly', () => {
    // P(A beats B) = 1/3, P(B beats C) = 1/3, P(A beats C) = 1/5; 30 fights a pairing.
    // Score equations W_i = sum_j n_ij pi_i / (pi_i + pi_j) hold: A 10 + 6 = 16, B 20 + 10 = 30, C 20 + 24 = 44.
    const fit = fitBradleyTerry(3, [pair(0, 1, 10, 20), pair(1, 2, 10, 20), pair(0, 2, 6, 24)], 0, { prior: 0 });
    expect(fit.logStrength[0]).toBe(0);
    expect(fit.logStrength[1]).toBeCloseTo(Math.log(2), 8);
    expect(fit.logStrength[2]).toBeCloseTo(Math.log(4), 8);
  });

  it('a draw is half a win to each: all draws give equal strengths', () => {
    const fit = fitBradleyTerry(3, [pair(0, 1, 0, 0, 10), pair(1, 2, 5, 5), pair(0, 2, 2, 2, 6)], 2, { prior: 0 });
    for (const v of fit.logStrength) expect(v).toBeCloseTo(0, 9);
  });

  it('a cycle of equal records gives equal strengths', () => {
    const fit = fitBradleyTerry(3, [pair(0, 1, 2, 1), pair(1, 2, 2, 1), pair(2, 0, 2, 1)], 0, { prior: 0 });
    for (const v of fit.logStrength) expect(v).toBeCloseTo(0, 9);
  });

  it('the prior keeps the fit finite when an entrant never wins', () => {
    const fit = fitBradleyTerry(3, [pair(0, 1, 0, 50), pair(0, 2, 0, 50), pair(1, 2, 25, 25)], 1);
    expect(fit.converged).toBe(true);
    expect(Number.isFinite(fit.logStrength[0])).toBe(true);
    // One drawn game in 51 fights: about log(0.5 / 50.5) against each.
    expect(fit.logStrength[0]).toBeCloseTo(Math.log(0.5 / 50.5), 1);
  });

  it('recovers known strengths from data generated from them (seeded), within 4 standard errors', () => {
    const truth = [0, 0.5, -0.7, 1.2, -0.2, 0.9];
    const n = truth.length;
    const u = uniformFrom('bt-recovery');
    const trials = 2000;
    const pairs: PairOutcome[] = [];
    for (let i = 0; i < n; i++) {
      for (let j = i + 1; j < n; j++) {
        const p = 1 / (1 + Math.exp(truth[j]! - truth[i]!));
        let w = 0;
        for (let t = 0; t < trials; t++) if (u() < p) w++;
        pairs.push(pair(i, j, w, trials - w));
      }
    }
    const fit = fitBradleyTerry(n, pairs, 0, { prior: 0 });
    // A log-strength's standard error here is about 1 / sqrt(sum_j n p (1 - p)) ~ 1 / sqrt(5 * 2000 * 0.2) ~ 0.022 (relative to the reference: ~0.032).
    for (let i = 1; i < n; i++) expect(Math.abs(fit.logStrength[i]! - truth[i]!)).toBeLessThan(4 * 0.032);
    const intervals = bootstrapBradleyTerry(n, pairs, 0, uniformFrom('bt-boot'), 100, 0.95, { prior: 0 });
    expect(intervals[0]).toEqual([0, 0]);
    for (let i = 1; i < n; i++) {
      const [lo, hi] = intervals[i]!;
      expect(lo).toBeLessThan(fit.logStrength[i]!);
      expect(hi).toBeGreaterThan(fit.logStrength[i]!);
      // About 2 x 1.96 x 0.032 wide.
      expect(hi - lo).toBeGreaterThan(0.06);
      expect(hi - lo).toBeLessThan(0.25);
    }
  });

  it('refuses a pair naming an entrant out of range, and a bad reference', () => {
    expect(() => fitBradleyTerry(2, [pair(0, 2, 1, 1)], 0)).toThrow(RangeError);
    expect(() => fitBradleyTerry(2, [pair(0, 1, 1, 1)], 2)).toThrow(/reference/);
  });
});

describe('balanceTable', () => {
  const entrants: BalanceEntrantInfo[] = [
    { id: 'a', name: 'Able', short: 'Able', group: 'g', cost: 5, detail: '' },
    { id: 'b', name: 'Baker', short: 'Baker', group: 'g', cost: 10, detail: '' },
    { id: 'c', name: 'Charlie', short: 'Charlie', group: 'g', cost: 15, detail: '' },
  ];
  const sides = entrants.map(() => ({ fielded: 30, sizes: [{ figures: 2, weight: 1 }] }));
  const options = { confidence: 0.95, alpha: 0.05, equalCost: true, reference: 0, replicates: 50, costUnit: 'points' };

  it('at equal cost: a 50% record is fair, a winner under-costed, a loser over-costed; the slope names the trend', () => {
    const t = balanceTable(entrants, { band: null, range: 12, pairs: [pair(0, 1, 300, 700), pair(0, 2, 250, 750), pair(1, 2, 500, 490, 10)], sides }, { ...options, uniform: uniformFrom('t1') });
    expect(t.cells).toHaveLength(6);
    const cell = t.cells.find((c) => c.row === 1 && c.column === 2)!;
    expect(cell.score).toBeCloseTo(505 / 1000, 12);
    expect(cell.interval[0]).toBeLessThan(0.505);
    expect(t.standings[0]!.score).toBeCloseTo(550 / 2000, 12);
    expect(t.standings[0]!.verdict).toBe('over-costed');
    expect(t.standings[2]!.verdict).toBe('under-costed');
    expect(t.line.slope).toBeGreaterThan(0);
    expect(t.text.join('\n')).toMatch(/under-costed \(win more than their cost says\): Charlie/);
  });

  it('an entrant most of whose fights nothing decided gets no verdict, left out of the line and Holm (an audit, 2026-12: all "fair" on draws alone)', () => {
    const idle = (a: number, b: number): PairOutcome => ({ a, b, trials: 100, winsA: 0, winsB: 0, draws: 100, undecided: 100 });
    const t = balanceTable(entrants, { band: null, range: 100, pairs: [idle(0, 1), idle(0, 2), idle(1, 2)], sides }, { ...options, uniform: uniformFrom('t-idle') });
    expect(t.standings.map((x) => [x.verdict, x.adjustedP, x.undecided])).toEqual([['no verdict', null, 1], ['no verdict', null, 1], ['no verdict', null, 1]]);
    const text = t.text.join('\n');
    expect(text).toMatch(/Most fights undecided at 100 spaces .*, so no verdict: Able, 100\.0% of its fights; Baker, 100\.0% of its fights; Charlie, 100\.0% of its fights/);
    expect(text).toMatch(/Score against cost: no line \(no entrant in reach with fights decided\)\./);
    expect(text).not.toMatch(/within the precision|no trend/);
    // Both down at once is a draw that was decided: verdicts as before.
    const bothDown = (a: number, b: number): PairOutcome => ({ a, b, trials: 100, winsA: 20, winsB: 20, draws: 60 });
    const d = balanceTable(entrants, { band: null, range: 3, pairs: [bothDown(0, 1), bothDown(0, 2), bothDown(1, 2)], sides }, { ...options, uniform: uniformFrom('t-down') });
    expect(d.standings.map((x) => x.verdict)).toEqual(['fair', 'fair', 'fair']);
  });

  it('costs that differ with fewer than three entrants in reach: no verdicts, saying why (a line through two points; an audit, 2026-12)', () => {
    const four: BalanceEntrantInfo[] = [...entrants, { id: 'd', name: 'Dog', short: 'Dog', group: 'g', cost: 20, detail: '' }];
    const reach = [{ band: 'extreme', text: 'in' }, { band: 'extreme', text: 'in' }, { band: null, text: 'out of reach' }, { band: null, text: 'out of reach' }];
    const pairs = [pair(0, 1, 40, 60), pair(0, 2, 100, 0), pair(0, 3, 100, 0), pair(1, 2, 100, 0), pair(1, 3, 100, 0), pair(2, 3, 0, 0, 100)];
    const t = balanceTable(four, { band: 'extreme', range: 30, pairs, sides: four.map(() => sides[0]!), reach }, { ...options, equalCost: false, uniform: uniformFrom('t-two') });
    expect(t.standings.map((x) => x.verdict)).toEqual(['no verdict', 'no verdict', 'out of reach', 'out of reach']);
    expect(t.text.join('\n')).toMatch(/No verdicts at 30 spaces .*: 2 entrants in reach with fights decided, and the line of score on cost needs at least 3/);
  });

  it('at equal cost, a score rising with cost: the formula under-prices the dear', () => {
    // Five entrants, strength rising with cost: BT-consistent scores, 1,000 fights a pairing.
    const five = [5, 10, 15, 20, 25].map((cost, k) => ({ id: `e${k}`, name: `E${k}`, short: `E${k}`, group: 'g', cost, detail: '' }));
    const pairs: PairOutcome[] = [];
    for (let i = 0; i < 5; i++) for (let j = i + 1; j < 5; j++) {
      const p = 1 / (1 + Math.exp(0.4 * (j - i)));
      pairs.push(pair(i, j, Math.round(1000 * p), 1000 - Math.round(1000 * p)));
    }
    const t = balanceTable(five, { band: null, range: 12, pairs, sides: five.map(() => ({ fielded: 30, sizes: [{ figures: 1, weight: 1 }] })) }, { ...options, uniform: uniformFrom('t5') });
    expect(t.line.slopeInterval[0]).toBeGreaterThan(0);
    expect(t.text.join('\n')).toMatch(/formula under-prices them/);
    // The strengths recover the 0.4 a step exactly (counts at their expectations, prior 1 drawn game in 1,001).
    expect(t.standings[4]!.strength - t.standings[0]!.strength).toBeCloseTo(1.6, 1);
  });

  it('at equal cost, says where a verdict (against 50%) and the side of the line (against the line at its cost) part', () => {
    // Strength falls with cost, but E0 (cost 5) wins less than the line gives there and E4 (cost 20) more.
    const s = [1.0, 2.2, 0.2, -1.6, -0.6];
    const five = [5, 10, 15, 20, 20].map((cost, k) => ({ id: `e${k}`, name: `E${k}`, short: `E${k}`, group: 'g', cost, detail: '' }));
    const pairs: PairOutcome[] = [];
    for (let i = 0; i < 5; i++) for (let j = i + 1; j < 5; j++) {
      const p = 1 / (1 + Math.exp(s[j]! - s[i]!));
      pairs.push(pair(i, j, Math.round(1000 * p), 1000 - Math.round(1000 * p)));
    }
    const t = balanceTable(five, { band: null, range: 12, pairs, sides: five.map(() => ({ fielded: 30, sizes: [{ figures: 1, weight: 1 }] })) }, { ...options, uniform: uniformFrom('t9') });
    const e0 = t.standings[0]!;
    const e4 = t.standings[4]!;
    expect([e0.verdict, e0.lineZ < 0, e4.verdict, e4.lineZ > 0]).toEqual(['under-costed', true, 'over-costed', true]);
    const text = t.text.join('\n');
    expect(text).toContain('above: a score higher than the line\'s at its cost, below: lower');
    const at = (k: number): string => `${(100 * (t.line.intercept + t.line.slope * five[k]!.cost)).toFixed(1)}%`;
    expect(text).toContain(
      `The verdicts and the line answer two questions: a verdict sets the score against 50% (what equal points should give); above and below set it against the line's score at the entrant's cost (what these entrants score on average at that cost). Where the line lies far from 50% the two part: E0 under-costed (${(100 * e0.score).toFixed(1)}%, above 50%) yet below the line (${at(0)} at 5 points); E4 over-costed (${(100 * e4.score).toFixed(1)}%, below 50%) yet above the line (${at(4)} at 20 points).`,
    );
  });

  it('all even: every entrant fair, no trend', () => {
    const t = balanceTable(entrants, { band: 'short', range: 3, pairs: [pair(0, 1, 500, 500), pair(0, 2, 498, 502), pair(1, 2, 501, 499)], sides }, { ...options, uniform: uniformFrom('t2') });
    expect(t.standings.every((s) => s.verdict === 'fair')).toBe(true);
    expect(t.text.join('\n')).toMatch(/no trend with cost detected/);
    // The slope's interval is Student's t with 1 degree of freedom (scipy linregress and
    // t.ppf(0.975, 1) = 12.706): [-0.00095039, 0.00125039], where the normal z gave a sixth of it.
    expect(t.line.slopeInterval[0]).toBeCloseTo(-0.0009503896087213097, 12);
    expect(t.line.slopeInterval[1]).toBeCloseTo(0.0012503896087212988, 12);
  });

  it('two entrants: a line through both has no interval, and says so', () => {
    const two = entrants.slice(0, 2);
    const t = balanceTable(two, { band: null, range: 3, pairs: [pair(0, 1, 900, 100)], sides: sides.slice(0, 2) }, { ...options, uniform: uniformFrom('t2b') });
    expect(t.line.slopeInterval).toEqual([Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY]);
    expect(t.text.join('\n')).toMatch(/\(no interval: a line through two entrants, or one cost, has no scatter to measure\): no trend with cost detected/);
  });

  it('at unequal cost the fair score is the fitted line: one far above it is under-costed', () => {
    // Score rises with cost, except Baker (cost 10) who wins far more than the line gives.
    const four = [...entrants, { id: 'd', name: 'Dog', short: 'Dog', group: 'g', cost: 20, detail: '' }];
    const pairs = [pair(0, 1, 100, 900), pair(0, 2, 400, 600), pair(0, 3, 350, 650), pair(1, 2, 850, 150), pair(1, 3, 800, 200), pair(2, 3, 450, 550)];
    const t = balanceTable(four, { band: 'long', range: 15, pairs, sides: four.map(() => ({ fielded: 1, sizes: [{ figures: 1, weight: 1 }] })) }, { ...options, equalCost: false, uniform: uniformFrom('t3') });
    expect(t.standings[1]!.verdict).toBe('under-costed');
    expect(t.standings[1]!.fair).toBeCloseTo(t.line.intercept + t.line.slope * 10, 12);
  });

  it('an entrant out of reach at the distance gets no verdict, and the line and the Holm family leave it out', () => {
    // Dog (cost 20) cannot hit at 30 spaces: it loses every fight. Without it, the others are even.
    const four = [...entrants, { id: 'd', name: 'Dog', short: 'Dog', group: 'g', cost: 20, detail: '' }];
    const pairs = [pair(0, 1, 500, 500), pair(0, 2, 495, 505), pair(1, 2, 505, 495), pair(0, 3, 1000, 0), pair(1, 3, 1000, 0), pair(2, 3, 1000, 0)];
    const reach = [0, 1, 2].map(() => ({ band: 'long', text: 'its long band (15+ to 30 spaces)' }));
    reach.push({ band: null as never, text: 'out of reach: its extreme band ends at 15 spaces (90 ft)' });
    const input = { band: 'extreme', range: 30, pairs, sides: four.map(() => ({ fielded: 1, sizes: [{ figures: 1, weight: 1 }] })), reach };
    const t = balanceTable(four, input, { ...options, equalCost: false, uniform: uniformFrom('t-reach') });
    const dog = t.standings[3]!;
    expect(dog.verdict).toBe('out of reach');
    expect(dog.adjustedP).toBeNull();
    expect(dog.reach).toEqual(reach[3]);
    expect(t.standings[0]!.reach).toEqual(reach[0]);
    // The line through the three in reach alone: their scores (1,995 / 3,000, 2,005 / 3,000, 2,000 / 3,000) at costs 5, 10, 15.
    expect(t.line.slope).toBeCloseTo((2000 / 3000 - 1995 / 3000) / 10, 12);
    expect(t.standings.slice(0, 3).map((s) => s.verdict)).toEqual(['fair', 'fair', 'fair']);
    const text = t.text.join('\n');
    expect(text).toMatch(/^at 30 spaces \(180 ft\), the template's extreme band: verdicts test .* Holm-adjusted over the 3 entrants in reach at alpha 0\.05/);
    expect(text).toContain('Out of reach at 30 spaces (180 ft), so no verdict: Dog, 0.0% (out of reach: its extreme band ends at 15 spaces (90 ft)). It cannot hit and loses or draws every fight; its price does not buy this distance, so the line of score on cost and the Holm correction leave it out');
    expect(text).toContain('3 of 3 in reach within the precision of their fair score.');
  });

  it('writes the matrix as CSV, one row per ordered pair', () => {
    const t = balanceTable(entrants, { band: null, range: 12, pairs: [pair(0, 1, 5, 5), pair(0, 2, 5, 5), pair(1, 2, 5, 5)], sides }, { ...options, uniform: uniformFrom('t4') });
    const csv = balanceCsv({ entrants, tables: [t] } as never);
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe('band,range,row,row_cost,column,column_cost,trials,wins,losses,draws,score,low,high');
    expect(lines).toHaveLength(7);
    expect(lines[1]).toMatch(/^,12,Able,5,Baker,10,10,5,5,0,0\.500000,/);
  });
});

describe('formatBalanceP', () => {
  it('floors an underflowing p at "< 1e-12" (never 0.0e+0), exponent form below 1e-4, four decimals above; "-" when not tested', () => {
    expect(formatBalanceP(0)).toBe('< 1e-12');
    expect(formatBalanceP(9.9e-13)).toBe('< 1e-12');
    expect(formatBalanceP(1.04e-12)).toBe('1.0e-12');
    expect(formatBalanceP(4.6e-6)).toBe('4.6e-6');
    expect(formatBalanceP(0.00341)).toBe('0.0034');
    expect(formatBalanceP(null)).toBe('-');
  });
});
