/**
 * `deadeye check`'s table for the terminal (guard-commands.ts `formatCheck`): the win rates'
 * interval is at 1 - 2 alpha, the level TOST reads, and the line says so (an audit, 2026-12-01:
 * under a heading of 99.9% intervals the rate lines showed another interval of the same quantity
 * without its level).
 */
import { describe, expect, it } from 'vitest';
import { guardCheck, type GuardOutcomes } from '@deadeye/stats';
import { dirname, join } from 'node:path';
import { formatCheck } from '../src/guard-commands.ts';
import { shownPath, userPath } from '../src/io.ts';

const run = (n: number, wins: number): GuardOutcomes => ({
  trials: n,
  sides: [
    { name: 'Law', wins, casualties: [wins, n - wins] },
    { name: 'Cowboys', wins: n - wins, casualties: [wins, n - wins] },
  ],
  draws: 0,
  turns: [0, 0, n],
  characters: [
    { name: 'Marshal', side: 'Law', endState: { unhurt: wins, wounded: 0, escaped: 0, unconscious: 0, dead: n - wins, fled: 0, captured: 0 } },
    { name: 'Curly Bill', side: 'Cowboys', endState: { unhurt: n - wins, wounded: 0, escaped: 0, unconscious: 0, dead: wins, fled: 0, captured: 0 } },
  ],
  weapons: [],
});

describe('formatCheck', () => {
  it("prints each win rate's interval with its level, 1 - 2 alpha, and the tests' 1 - alpha in the heading", () => {
    const check = guardCheck(run(20000, 17000), run(500, 430), 0.001, 0.02);
    const text = formatCheck({ file: 'baselines/x.json', scenario: 'Street fight', system: 'boothill', variant: 'screen', trials: { baseline: 20000, now: 500 }, seed: '1', changedSince: [], check });
    expect(text).toContain('(changes with 99.9% intervals)');
    const law = text.split('\n').find((l) => l.includes('Law win rate'))!;
    expect(law).toMatch(/^ {2}Law win rate: 85\.00% -> 86\.00%, \+1\.00 points, 99\.8% interval \[-\d\.\d\d, \+\d\.\d\d\]: inconclusive$/);
    // The interval printed holds the difference printed.
    const [lo, hi] = law.match(/\[([-+][\d.]+), ([-+][\d.]+)\]/)!.slice(1).map(Number);
    expect(lo).toBeLessThan(1);
    expect(hi).toBeGreaterThan(1);
  });
});

describe('formatCheck: an interval off 0 beside no shift', () => {
  it('says the interval is the rate\'s own and the verdict the adjusted test\'s (an audit, 2026-12-07)', () => {
    // 85.22% -> 85.81% of 20,000 each at alpha 0.05: the 90% interval of the rate excludes 0, the
    // side wins' test Holm-adjusted over the check's tests does not shift.
    const check = guardCheck(run(20000, 17044), run(20000, 17162), 0.05);
    const text = formatCheck({ file: 'baselines/x.json', scenario: 'Street fight', system: 'boothill', variant: 'screen', trials: { baseline: 20000, now: 20000 }, seed: '1', changedSince: [], check });
    const law = text.split('\n').find((l) => l.includes('Law win rate'))!;
    const [lo] = law.match(/\[([-+][\d.]+), ([-+][\d.]+)\]/)!.slice(1).map(Number);
    expect(lo).toBeGreaterThan(0);
    expect(check.tests.some((t) => t.shifted)).toBe(false);
    expect(law).toMatch(/: no shift detected \(this interval is the rate's own, not adjusted for the other tests; the verdict is the Holm-adjusted test of the side wins and draws above\)$/);
    // An interval holding 0 gets no such note.
    const calm = guardCheck(run(20000, 17044), run(20000, 17060), 0.05);
    const line = formatCheck({ file: 'x', scenario: 'S', system: 'boothill', variant: 'screen', trials: { baseline: 20000, now: 20000 }, seed: '1', changedSince: [], check: calm }).split('\n').find((l) => l.includes('Law win rate'))!;
    expect(line).toMatch(/: no shift detected$/);
  });
});

describe('shownPath', () => {
  it("names a file below the user's directory relative to it, any other absolute (an audit: `../../tmp/out/x.json`)", () => {
    const here = userPath('.');
    expect(shownPath(join(here, 'baselines', 'x.json'))).toBe(join('baselines', 'x.json'));
    const outside = join(dirname(here), `elsewhere-${process.pid}`, 'x.json');
    expect(shownPath(outside)).toBe(outside);
    expect(shownPath(here)).toBe(here);
  });
});
