import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { varyComparison, type VaryComparison } from '@deadeye/stats';
import { VARY_INFO, varyArms, varySystem } from '../../stats/test/vary-fixtures.ts';
import { writeVaryReport } from '@deadeye/report';

describe('writeVaryReport', () => {
  let dir: string;
  let c: VaryComparison;
  let html: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deadeye-vary-'));
    // BOOT HILL's step up of the audit (street fight, seed 1): 1,709 of 2,000 won, 3 more won with
    // the step and none lost: +0.15 points, paired interval [-0.046, +0.346].
    c = varyComparison(VARY_INFO, { index: 0, name: 'Law' }, [varySystem('one', varyArms(2000, 1709, 3, 0)), varySystem('two', varyArms(2000, 1821, 42, 50)), varySystem('three', varyArms(2000, 1565, 0, 0))]);
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
