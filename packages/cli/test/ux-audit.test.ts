/**
 * The command-line tool's defects found by the UX audit of 2026-12-08 (compare, ab, sweep, house
 * rules, baseline and check as their users run them), end to end: a child process per call.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deadeyeIn, fileIn, expectOneLineError, ROOT } from './run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'deadeye-ux-audit-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** `deadeye ARGS` run from `tmp` (relative paths are the test's own files). */
const deadeye = deadeyeIn(tmp);

/** A file in `tmp` with `text`; returns its name relative to `tmp`. */
const file = fileIn(tmp);

/** A committed baseline, its scenario path made absolute so that a copy anywhere finds it. */
const BASELINE = (() => {
  const b = JSON.parse(readFileSync(join(ROOT, 'baselines', 'standing-duel.boothill.json'), 'utf8')) as Record<string, unknown> & { scenario: { path: string } };
  return JSON.stringify({ ...b, scenario: { ...b.scenario, path: join(ROOT, 'scenarios', 'standing-duel.yaml') } }, null, 2);
})();

describe('check: a baseline named twice is refused, not checked twice', () => {
  const one = file('twice/standing-duel.boothill.json', BASELINE);
  it('a file and its folder: one line naming both, exit 2, nothing played', () => {
    expectOneLineError(deadeye('check', 'twice', one, '--trials', '20', '--quiet'), /^deadeye: error: twice\/standing-duel\.boothill\.json: named by twice and by twice\/standing-duel\.boothill\.json; give each baseline once \(checked twice, its tests would count twice in the Holm adjustment/);
  });
  it('one file given twice', () => {
    expectOneLineError(deadeye('check', one, one, '--trials', '20', '--quiet'), /^deadeye: error: twice\/standing-duel\.boothill\.json: named twice by twice\/standing-duel\.boothill\.json; give each baseline once/);
  });
  it('each once: checked', () => {
    const r = deadeye('check', one, '--trials', '20', '--quiet');
    expect(r.stderr).toMatch(/^deadeye: warning: --trials 20/);
    expect(r.stdout).toMatch(/1 baseline checked/);
  });
});

describe("baseline's warning of a small baseline names no impossible shift", () => {
  const duel = join(ROOT, 'scenarios', 'standing-duel.yaml');
  it('10 trials: no move of a rate near 50% is large enough, not "about 92 points"', () => {
    const r = deadeye('baseline', duel, '--trials', '10', '--quiet', '--out', 'small/ten.json');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("deadeye: warning: --trials 10: a baseline this small detects no shift of a win rate near 50%: not even a move to 0% or 100% would be noticed by check 80% of the time (--alpha 0.001), against about 2 with 20,000 trials, the bundled baselines'\n");
  });
  it('a shift it can see is still given in points, 50 or fewer', () => {
    for (const trials of ['40', '100', '999']) {
      const r = deadeye('baseline', duel, '--trials', trials, '--quiet', '--out', `small/${trials}.json`);
      const points = Number(/must move about (\d+) points/.exec(r.stderr)?.[1]);
      expect(points, r.stderr).toBeGreaterThan(0);
      expect(points).toBeLessThanOrEqual(50);
    }
  });
});

describe('--help marks the options a command requires', () => {
  it("baseline's --out, duel's --a and --b say (required), as ab's --b does", () => {
    const baseline = deadeye('baseline', '--help');
    expect(baseline.status).toBe(0);
    expect(baseline.stdout.replace(/\s+/g, ' ')).toMatch(/--out <path> the baseline file \(a \.json\), or with --all the folder \(required\)/);
    const duel = deadeye('duel', '--help').stdout.replace(/\s+/g, ' ');
    expect(duel).toMatch(/--a <duelist> duelist A: .*?\(required\) --b/);
    expect(duel).toMatch(/--b <duelist> duelist B, as --a \(required\)/);
    expect(deadeye('replay', '--help').stdout).not.toContain('(required) (required)');
  });
});

describe('sweep: a value listed twice is refused, not played as two identical cells', () => {
  const duel = join(ROOT, 'scenarios', 'duel-main-street.yaml');
  it('on the command line: one line naming the --vary and the value, exit 2', () => {
    expectOneLineError(deadeye('sweep', duel, '--vary', 'Doc Holliday.boothill.bac=80,85,80.0', '--trials', '10', '--quiet', '--csv', 'dup.csv'), /^deadeye: error: --vary "Doc Holliday\.boothill\.bac=80,85,80\.0": the value 80 is given twice; give each value once$/);
    expectOneLineError(deadeye('sweep', duel, '--vary', 'Doc Holliday.weapon=SAR6,SAR6', '--trials', '10', '--quiet'), /the value SAR6 is given twice/);
  });
  it('in a sweep file: blamed on the file and its field', () => {
    const sweep = file('dup-sweep.yaml', 'vary:\n  - { name: range, values: [5, 10, 5] }\ntrials: 10\n');
    expectOneLineError(deadeye('sweep', duel, '--sweep', sweep, '--quiet'), /^deadeye: error: dup-sweep\.yaml: vary\[0\] \("range=5,10,5"\): the value 5 is given twice; give each value once$/);
  });
});

describe('an output the disk will not take names its file', () => {
  it.skipIf(!existsSync('/dev/full'))('--json /dev/full: one line naming the file, the reason and the fix, exit 2', () => {
    const r = deadeye('ab', join(ROOT, 'scenarios', 'standing-duel.yaml'), '--b', join(ROOT, 'houserules', 'no-change.yaml'), '--trials', '10', '--quiet', '--json', '/dev/full');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('deadeye: error: /dev/full: not written (ENOSPC: no space left on device, write); free some space, or write it elsewhere\n');
  });
});

describe('a misspelt field is one line, not a "missing" line beside its "did you mean"', () => {
  it('a house rule\'s "systm:": the one line names the field and the fix', () => {
    const rule = file('misspelt/systm.yaml', 'name: x\ndescription: y\nsystm: boothill\nchanges:\n  - set: boothill.hitModifiers.shotgun.short\n    add: 10\n    note: n\n');
    expectOneLineError(deadeye('run', join(ROOT, 'scenarios', 'coffeyville.yaml'), '--house-rule', rule, '--trials', '5'), /^deadeye: error: misspelt\/systm\.yaml: systm: expected one of the fields name, description, system, changes, found unknown field "systm" \(did you mean "system"\?\) \(line 3\)$/);
  });
  it("a change's \"nte:\" the same", () => {
    const rule = file('misspelt/nte.yaml', 'name: x\ndescription: y\nsystem: boothill\nchanges:\n  - set: boothill.hitModifiers.shotgun.short\n    add: 10\n    nte: n\n');
    expectOneLineError(deadeye('run', join(ROOT, 'scenarios', 'coffeyville.yaml'), '--house-rule', rule, '--trials', '5'), /^deadeye: error: misspelt\/nte\.yaml: changes\[0\]\.nte: .*found unknown field "nte" \(did you mean "note"\?\) \(line 7\)$/);
  });
});

describe('one trial is "1 trial" in the headlines', () => {
  it('compare --trials 1 and run --trials 1', () => {
    const street = join(ROOT, 'scenarios', 'street-fight.yaml');
    expect(deadeye('compare', street, '--trials', '1', '--threads', '1', '--systems', 'boothill,shootout').stdout.split('\n')[0]).toBe('Street fight, three against three: BOOT HILL, Shootout!; 1 trial each, seed 1');
    expect(deadeye('run', street, '--trials', '1', '--threads', '1').stdout).toMatch(/\| seed 1 \| 1 trial \| 1 thread/);
  });
});

describe('check --trials 1 is refused, as baseline --trials 1 is', () => {
  it('one line, exit 2: a rerun of one trial tests nothing and would pass', () => {
    const one = file('rerun/standing-duel.boothill.json', BASELINE);
    expectOneLineError(deadeye('check', one, '--trials', '1', '--quiet'), /^deadeye: error: --trials: "1" is not a whole number >= 2 \(a rerun of one trial has no spread to test: every check would pass\)$/);
    expect(deadeye('check', '--help').stdout.replace(/\s+/g, ' ')).toContain('trials of the rerun, 2 or more');
  });
});

describe('check and baseline in a CI log (stderr not a terminal): a line per baseline played', () => {
  const a = file('ci-log/a/standing-duel.boothill.json', BASELINE);
  const b = file('ci-log/b/standing-duel.boothill.json', BASELINE);
  it('check: "check 1 of 2: ...", then "check 2 of 2: ...", each with its trials and time; --quiet none', () => {
    const r = deadeye('check', a, b, '--threads', '1');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^deadeye: check 1 of 2: Standing duel at 10 spaces \(BOOT HILL\): 20,000 trials in \d+\.\d s\ndeadeye: check 2 of 2: Standing duel at 10 spaces \(BOOT HILL\): 20,000 trials in \d+\.\d s\n$/);
    expect(deadeye('check', a, '--threads', '1', '--quiet').stderr).toBe('');
  });
  it('baseline: one line for its one scenario, without a count', () => {
    const r = deadeye('baseline', join(ROOT, 'scenarios', 'standing-duel.yaml'), '--trials', '2000', '--threads', '1', '--out', 'ci-log/made.json');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/^deadeye: Standing duel at 10 spaces \(BOOT HILL\): 2,000 trials in \d+\.\d s\n$/);
  });
});

describe('a house-rule file given twice is refused, not applied twice', () => {
  it('the same file however written: one line naming both, exit 2', () => {
    const rule = join(ROOT, 'houserules', 'shotgun-plus-ten.yaml');
    expectOneLineError(
      deadeye('run', join(ROOT, 'scenarios', 'street-fight.yaml'), '--house-rule', rule, '--house-rule', `${join(ROOT, 'houserules')}/../houserules/shotgun-plus-ten.yaml`, '--trials', '10', '--quiet'),
      /: a house-rule file given twice \(also as .*shotgun-plus-ten\.yaml\); each applies once: give it once \(to apply a change twice, write it once with the sum\)$/,
    );
  });
  it('two files (control): both applied', () => {
    const r = deadeye('run', join(ROOT, 'scenarios', 'street-fight.yaml'), '--house-rule', join(ROOT, 'houserules', 'shotgun-plus-ten.yaml'), '--house-rule', join(ROOT, 'houserules', 'no-change.yaml'), '--trials', '10', '--quiet');
    expect(r.status, r.stderr).toBe(0);
  });
});
