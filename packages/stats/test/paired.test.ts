import { describe, expect, it } from 'vitest';
import { formatP, pairedWinDifference, varyComparison, type VaryArms } from '../src/index.ts';
import { mcnemarExact } from '../src/paired.ts';

/**
 * Two arms of `n` trials: side 0 wins `both` trials in both arms, `gained` in the changed arm only,
 * `lost` in the base arm only; the rest side 1 (or -1 every third, which is not side 0 either).
 */
function arms(n: number, both: number, gained: number, lost: number): { base: Int8Array; arm: Int8Array } {
  const base = new Int8Array(n);
  const arm = new Int8Array(n);
  for (let t = 0; t < n; t++) {
    const other = t % 3 === 0 ? -1 : 1;
    if (t < both) base[t] = arm[t] = 0;
    else if (t < both + gained) [base[t], arm[t]] = [other, 0];
    else if (t < both + gained + lost) [base[t], arm[t]] = [0, other];
    else base[t] = arm[t] = other;
  }
  return { base, arm };
}

describe('mcnemarExact', () => {
  it("gives scipy's binomtest(g, g + l, 0.5) two-sided p-values, the far tail too (an audit, 2026-12-01: 2.395e-89, half the true value, for 27 against 410)", () => {
    // scipy 1.17 stats.binomtest(g, g + l, 0.5).pvalue
    const cases: [number, number, number][] = [[27, 410, 4.78921919380588e-89], [2, 31, 1.3085082173347473e-7], [7, 57, 7.638141345540223e-11], [0, 3, 0.25], [12, 1, 0.00341796875]];
    for (const [g, l, p] of cases) expect(mcnemarExact(g, l) / p).toBeCloseTo(1, 9);
    expect(mcnemarExact(5, 5)).toBe(1);
    expect(mcnemarExact(0, 0)).toBe(1);
  });
});

describe('pairedWinDifference', () => {
  it('counts the discordant trials and gives McNemar exact p and the Agresti-Min interval', () => {
    const { base, arm } = arms(100, 46, 10, 4);
    const p = pairedWinDifference(base, arm, 0);
    expect(p.trials).toBe(100);
    expect(p.baseWins).toBe(50);
    expect(p.armWins).toBe(56);
    expect([p.gained, p.lost]).toEqual([10, 4]);
    expect(p.difference).toBeCloseTo(0.06, 12);
    // McNemar exact, b = 10, c = 4: 2 * P(X >= 10 | n = 14, 1/2) = 2 * 1471 / 16384 (R: mcnemar.exact, binom.test(10, 14)$p.value = 0.1795654).
    expect(p.pValue).toBeCloseTo((2 * 1471) / 16384, 10);
    // Agresti-Min (2005): n + 2 = 102, d~ = 6/102, var = ((14 + 1)/102 - d~^2)/102; half = 1.959964 * sqrt(var).
    const dA = 6 / 102;
    const half = 1.959963984540054 * Math.sqrt((15 / 102 - dA * dA) / 102);
    expect(p.interval[0]).toBeCloseTo(dA - half, 12);
    expect(p.interval[1]).toBeCloseTo(dA + half, 12);
    expect(p.interval[0]).toBeCloseTo(-0.014717, 5);
    // Unpaired variance (0.25 + 0.2464)/100 over the paired ((14/100 - 0.0036)/100), times 100.
    expect(p.unpairedEquivalent).toBeCloseTo((100 * 0.004964) / 0.001364, 6);
  });

  it('identical arms: no difference, p 1, an interval of about 2/n rather than none', () => {
    const { base } = arms(1000, 400, 0, 0);
    const p = pairedWinDifference(base, base, 0);
    expect(p.difference).toBe(0);
    expect(p.pValue).toBe(1);
    expect(p.interval[1]).toBeCloseTo(1.959963984540054 / 1002, 12);
    expect(p.interval[0]).toBeCloseTo(-p.interval[1], 12);
    expect(p.unpairedEquivalent).toBe(Infinity);
  });

  it('a change of every tenth trial is found, one of none is not', () => {
    const found = arms(2000, 600, 200, 0);
    const p = pairedWinDifference(found.base, found.arm, 0);
    expect(p.interval[0]).toBeGreaterThan(0);
    expect(p.pValue).toBeLessThan(1e-10);
    const none = arms(2000, 600, 20, 20);
    const q = pairedWinDifference(none.base, none.arm, 0);
    expect(q.interval[0]).toBeLessThan(0);
    expect(q.interval[1]).toBeGreaterThan(0);
    expect(q.pValue).toBe(1);
  });

  it('one trial, gained: the interval is clipped to [-1, 1] (unclipped it reaches +1.18)', () => {
    const p = pairedWinDifference(Int8Array.of(-1), Int8Array.of(0), 0);
    expect([p.gained, p.lost]).toEqual([1, 0]);
    // n + 2 = 3, d~ = 1/3, half = 1.959964 * sqrt((2/3 - 1/9) / 3) = 0.8435: [-0.51, 1.18] before the clip.
    const half = 1.959963984540054 * Math.sqrt((2 / 3 - 1 / 9) / 3);
    expect(p.interval[0]).toBeCloseTo(1 / 3 - half, 12);
    expect(p.interval[1]).toBe(1);
    const q = pairedWinDifference(Int8Array.of(0), Int8Array.of(-1), 0);
    expect(q.interval[0]).toBe(-1);
    expect(q.interval[1]).toBeCloseTo(-1 / 3 + half, 12);
  });

  it('refuses arms of different lengths', () => {
    expect(() => pairedWinDifference(new Int8Array(3), new Int8Array(4), 0)).toThrow(/same number of trials/);
  });
});

describe('varyComparison', () => {
  const step = { attribute: 'speed' as const, step: 'SPEED -1 / +1', why: 'w', source: 's' };
  const a = arms(1000, 300, 100, 0);
  const sys = (system: string, up: Int8Array | null): VaryArms => ({
    system,
    systemName: system.toUpperCase(),
    step,
    base: a.base,
    steps: [
      { direction: 'down', changes: [], cannot: [{ character: 'X', why: 'at the bottom' }], winners: null },
      { direction: 'up', changes: [{ character: 'X', from: '1', to: '2' }], cannot: [], winners: up },
    ],
    elapsedMs: 1,
  });
  const info = { scenario: 's', scenarioName: 'S', attribute: 'speed' as const, who: 'Law', characters: ['X'], trials: 1000, seed: '1', confidence: 0.95, pairing: 'p', version: 'v' };

  it('gives each played step its paired result, leaves the unplayed one without, and says which system it matters most under', () => {
    const c = varyComparison(info, { index: 0, name: 'Law' }, [sys('one', a.arm), sys('two', a.base)]);
    expect(c.systems[0]!.base.wins).toBe(300);
    expect(c.systems[0]!.steps[0]!.paired).toBeUndefined();
    expect(c.systems[0]!.steps[1]!.paired!.difference).toBeCloseTo(0.1, 12);
    expect(c.systems[1]!.steps[1]!.paired!.difference).toBe(0);
    expect(c.text[0]).toMatch(/^Under ONE Law win 30\.00%.*one step down cannot be taken \(X: at the bottom\); one step up \(X 1 -> 2\) moves it \+10\.00 points/);
    // A detected step says so, with the adjusted p it was judged on (the UX audit, 2026-12-08: only an undetected one was labelled).
    expect(c.text[0]).toMatch(/moves it \+10\.00 points \[[^\]]+\], a change detected \(Holm-adjusted p [^)]+\)\.$/);
    expect(c.text[1]).toMatch(/no change detected/);
    expect(c.text[2]).toBe("Speed matters most under ONE: one step up moves Law's win rate +10.00 points (intervals at 95%; a step detected when its McNemar p, Holm-adjusted over the 2 steps, is below 0.05; paired on common random numbers).");
  });

  it('a step is detected by its Holm-adjusted McNemar p, not by an interval that can disagree with it: 100 trials gained and 130 lost of 2,000 (p 0.056) is no change', () => {
    const b = arms(2000, 600, 100, 130);
    const p = pairedWinDifference(b.base, b.arm, 0);
    expect(p.interval[1]).toBeLessThan(0);
    expect(p.pValue).toBeGreaterThan(0.05);
    const c = varyComparison({ ...info, trials: 2000 }, { index: 0, name: 'Law' }, [{ ...sys('one', b.arm), base: b.base }]);
    expect(c.text[0]).toMatch(/no change detected/);
  });

  it('each played step carries the Holm-adjusted p it is judged on, and the text gives it beside "no change detected" (an audit, 2026-12-07)', () => {
    // Six steps of which one has p 0.044 alone: detected unadjusted, not once adjusted over the six.
    const b = arms(2000, 600, 100, 132);
    const p = pairedWinDifference(b.base, b.arm, 0);
    expect(p.pValue).toBeLessThan(0.05);
    const systems = ['one', 'two', 'three'].map((id, k) => ({ ...sys(id, k === 0 ? b.arm : b.base), base: b.base, steps: [0, 1].map((j) => ({ direction: j === 0 ? ('down' as const) : ('up' as const), changes: [{ character: 'X', from: '1', to: '2' }], cannot: [], winners: k === 0 && j === 0 ? b.arm : b.base })) }));
    const c = varyComparison({ ...info, trials: 2000 }, { index: 0, name: 'Law' }, systems);
    const first = c.systems[0]!.steps[0]!;
    expect(first.paired!.pValue).toBeCloseTo(p.pValue, 12);
    expect(first.adjustedP).toBeCloseTo(Math.min(1, 6 * p.pValue), 12);
    expect(first.detected).toBe(false);
    expect(c.systems[1]!.steps[0]!.adjustedP).toBe(1);
    expect(c.text[0]).toContain(`no change detected (Holm-adjusted p ${formatP(Math.min(1, 6 * p.pValue))})`);
  });

  it('says when no step changed anything', () => {
    const c = varyComparison(info, { index: 0, name: 'the Earps' }, [sys('one', a.base)]);
    expect(c.text.at(-1)).toBe("No step of speed changed the Earps' win rate detectably under any system (intervals at 95%; a step detected when its McNemar p, Holm-adjusted over the 1 step, is below 0.05).");
  });
});
