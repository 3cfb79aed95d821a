import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { varyComparison, type VaryArms, type VaryComparison } from '@deadeye/stats';
import { writeVaryReport } from '@deadeye/report';

/**
 * Two arms of `n` trials: side 0 wins `both` trials in both arms, `gained` in the changed arm only,
 * `lost` in the base arm only; side 1 the rest (stats' paired.test.ts builds its arms the same way).
 */
function arms(n: number, both: number, gained: number, lost: number): { base: Int8Array; arm: Int8Array } {
  const base = new Int8Array(n).fill(1);
  const arm = new Int8Array(n).fill(1);
  for (let t = 0; t < both; t++) base[t] = arm[t] = 0;
  for (let t = both; t < both + gained; t++) arm[t] = 0;
  for (let t = both + gained; t < both + gained + lost; t++) base[t] = 0;
  return { base, arm };
}

const step = { attribute: 'speed' as const, step: 'one row', why: 'w', source: 's' };
const info = { scenario: 'street-fight', scenarioName: 'Street fight', attribute: 'speed' as const, who: 'Law', characters: ['X'], trials: 2000, seed: '1', confidence: 0.95, pairing: 'p', version: 'v' };

/** One system's arms: the unchanged scenario and one step up played from `a`. */
function system(id: string, a: { base: Int8Array; arm: Int8Array }): VaryArms {
  return { system: id, systemName: id.toUpperCase(), step, base: a.base, steps: [{ direction: 'up', changes: [{ character: 'X', from: '1', to: '2' }], cannot: [], winners: a.arm }], elapsedMs: 1 };
}

describe('writeVaryReport', () => {
  let dir: string;
  let c: VaryComparison;
  let html: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deadeye-vary-'));
    // BOOT HILL's step up of the audit (street fight, seed 1): 1,709 of 2,000 won, 3 more won with
    // the step and none lost: +0.15 points, paired interval [-0.046, +0.346].
    c = varyComparison(info, { index: 0, name: 'Law' }, [system('one', arms(2000, 1709, 3, 0)), system('two', arms(2000, 1821, 42, 50)), system('three', arms(2000, 1565, 0, 0))]);
    await writeVaryReport(join(dir, 'r'), c);
    html = await readFile(join(dir, 'r', 'index.html'), 'utf8');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prints changes to two decimals, so that an interval crossing 0 shows it, and the change is the difference of the rates shown (an audit, 2026-12-07)', () => {
    const p = c.systems[0]!.steps[0]!.paired!;
    expect(p.interval[0]).toBeLessThan(0);
    expect(100 * p.interval[0]).toBeGreaterThan(-0.05);
    // The table: the arm's rate, the change and its interval, the lower end signed below 0.
    expect(html).toContain('85.60%');
    expect(html).toContain('+0.15<br><span class="ci">[-0.05, +0.35]</span>');
    // Shootout!'s step up of the audit: 93.55% -> 93.15%, a change of -0.40 (at one decimal, -0.4 beside 93.5% and 93.2%).
    expect(html).toContain('93.15%');
    expect(html).toContain('-0.40<br>');
    // The summary sentences (the page's lead, the terminal's text): the same decimals.
    expect(c.text[0]).toContain('Law win 85.45% [83.84, 86.93]');
    expect(c.text[0]).toContain('moves it +0.15 points [-0.05, +0.35]');
    expect(c.text[1]).toContain('moves it -0.40 points [');
  });

  it('says "no trial changed" where a step changed no trial\'s winner, not "∞", and explains it in that table\'s note only (an audit, 2026-12-07)', () => {
    expect(c.systems[2]!.steps[0]!.paired!.unpairedEquivalent).toBe(Infinity);
    expect(html).not.toContain('∞');
    const sections = html.split('<section').filter((s) => /id="system-/.test(s));
    expect(sections).toHaveLength(3);
    expect(sections[2]).toContain('<td class="n">— (no trial changed)</td>');
    expect(sections[2]).toContain('“— (no trial changed)”: no trial&#39;s winner changed between the arms');
    for (const s of sections.slice(0, 2)) expect(s).not.toContain('no trial changed');
    expect(html).toContain('Worth unpaired trials: how many trials per arm two independent runs would need');
  });
});
