/**
 * The `deadeye` command end to end, as a user runs it: a child process per call.
 */
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { deadeyeIn, driveDeadeyeIn, expectOneLineError } from './run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'deadeye-cli-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** `deadeye ARGS` run from `tmp` (relative paths are the test's own files). */
const deadeye = deadeyeIn(tmp);

const DUEL = ['duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--quiet'];

/** The results JSON without the fields that depend on the machine or the thread count. */
function withoutTiming(path: string): string {
  const j = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  delete j['elapsedMs'];
  delete j['trialsPerSecond'];
  delete j['threads'];
  return JSON.stringify(j, null, 2);
}

describe('deadeye duel', () => {
  it('writes the results JSON with every field the issue names, identical on 1 and 2 threads', () => {
    const one = deadeye(...DUEL, '--range', '2,10', '--trials', '20000', '--seed', '42', '--threads', '1', '--exact', '--json', 'one.json');
    expect(one.stderr).toBe('');
    expect(one.status).toBe(0);
    const two = deadeye(...DUEL, '--range', '2,10', '--trials', '20000', '--seed', '42', '--threads', '2', '--exact', '--json', 'two.json');
    expect(two.status).toBe(0);
    expect(withoutTiming(join(tmp, 'two.json'))).toBe(withoutTiming(join(tmp, 'one.json')));

    const j = JSON.parse(readFileSync(join(tmp, 'one.json'), 'utf8'));
    for (const k of ['system', 'variant', 'seed', 'trials', 'threads', 'elapsedMs', 'trialsPerSecond', 'results']) expect(j).toHaveProperty(k);
    expect(j.system).toBe('boothill');
    expect(j.variant).toBe('screen');
    expect(j.seed).toBe('42');
    expect(j.trials).toBe(20000);
    expect(j.results.map((r: { range: number }) => r.range)).toEqual([2, 10]);
    const r = j.results[1];
    expect(r.band).toEqual({ a: 'long', b: 'long' });
    for (const k of ['aWins', 'bWins', 'bothDown', 'draw', 'meanTurns']) expect(typeof r[k]).toBe('number');
    expect(r.aWins + r.bWins + r.bothDown + r.draw).toBeCloseTo(1, 12);
    expect(r.aWinsCI[0]).toBeLessThan(r.aWins);
    expect(r.aWinsCI[1]).toBeGreaterThan(r.aWins);
    for (const side of ['a', 'b']) for (const k of ['name', 'hitRate', 'firedFirst', 'dead', 'unconscious']) expect(r[side]).toHaveProperty(k);
    for (const k of ['aWins', 'bWins', 'bothDown', 'draw']) expect(typeof r.exact[k]).toBe('number');
    // The text output prints the exact column.
    expect(one.stdout).toMatch(/exact/);
    expect(one.stdout).toMatch(/Johnny Ringo wins/);
  });

  it('writes a report directory with index.html, charts and tables', () => {
    const r = deadeye(...DUEL, '--range', '2,5,10', '--trials', '5000', '--seed', '7', '--threads', '2', '--report', 'rep');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const dir = join(tmp, 'rep');
    expect(existsSync(join(dir, 'index.html'))).toBe(true);
    const charts = readdirSync(join(dir, 'charts'));
    for (const ext of ['.vl.json', '.svg', '.png']) expect(charts.some((f) => f.endsWith(ext))).toBe(true);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toMatch(/Doc Holliday/);
  });

  it("words a report in the run's rule system's terms (Quick on the Draw: cards, out of action, the first to draw)", () => {
    const run = deadeye('run', fileURLToPath(new URL('../../../scenarios/street-fight.yaml', import.meta.url)), '--system', 'quickdraw', '--trials', '200', '--quiet', '--report', 'rep-qd');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const page = readFileSync(join(tmp, 'rep-qd', 'index.html'), 'utf8');
    expect(page).toContain('<th>Out of action per shot</th>');
    expect(page).toContain('Brawl damage per trial (cards)');
    expect(page).not.toMatch(/net speed|STR points|status dead/);
    const duel = deadeye(...DUEL, '--system', 'quickdraw', '--range', '15', '--trials', '200', '--report', 'rep-qd-duel');
    expect(duel.status).toBe(0);
    const duelPage = readFileSync(join(tmp, 'rep-qd-duel', 'index.html'), 'utf8');
    expect(duelPage).toContain('the share of trials in which both drew and fired together');
    expect(duelPage).not.toMatch(/net speed/);
  });

  it("says where the roster is of a system that plays another's characters converted", () => {
    expectOneLineError(deadeye('roster', '--system', 'quickdraw'), /^deadeye: error: --system: Quick on the Draw has no bundled roster of its own; it plays BOOT HILL's characters converted .*deadeye roster --system boothill$/);
  });

  const doc = ['--a', 'Doc Holliday'];
  const docRingo = [...doc, '--b', 'Johnny Ringo'];
  const bad: [string, string[], RegExp][] = [
    ['an unknown name', [...doc, '--b', 'Johnny Rango', '--range', '5'], /--b: .*unknown character "Johnny Rango".*Johnny Ringo/],
    ['an unknown weapon', [...docRingo, '--range', '5', '--weapon-a', 'XYZ'], /--weapon-a: .*XYZ/],
    ['an unknown variant', [...docRingo, '--range', '5', '--variant', 'house'], /--variant: unknown variant "house"/],
    ['trials < 1', [...docRingo, '--range', '5', '--trials', '0'], /--trials: "0" is not a whole number >= 1/],
    ['negative trials', [...docRingo, '--range', '5', '--trials', '-5'], /--trials/],
    ['a range out of reach', [...docRingo, '--range', '31'], /--range 31: .*FDR6.*30/],
    ['a bad range list', [...docRingo, '--range', '5,x'], /--range: "x" is not a positive number/],
    ['a bad inline stat line', [...doc, '--b', 'BASP=+12 BAC=70 STR=14', '--range', '5'], /--b: .*WPN/],
    ['more threads than 4 x the cores', [...docRingo, '--range', '5', '--threads', '9999'], /--threads: 9999 is not allowed; use a whole number from 1 to \d+ /],
  ];
  for (const [what, args, message] of bad) {
    it(`exits non-zero with one clear line for ${what}`, () => {
      const r = deadeye('duel', ...args, '--quiet');
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^deadeye: error: /);
      expect(lines[0]).toMatch(message);
    });
  }

  it('refuses a --report directory that is not a report before running, writing nothing', () => {
    // The report directory is the test's own (not a report); the JSON is asked for beside it, outside.
    mkdirSync(join(tmp, 'not-a-report'), { recursive: true });
    writeFileSync(join(tmp, 'not-a-report', 'notes.txt'), 'mine');
    const r = deadeye(...DUEL, '--range', '5', '--trials', '1000', '--json', 'not-written.json', '--report', 'not-a-report');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^deadeye: error: --report not-a-report: .*not-a-report is not empty and is not a Deadeye report/);
    expect(existsSync(join(tmp, 'not-written.json'))).toBe(false);
    expect(readFileSync(join(tmp, 'not-a-report', 'notes.txt'), 'utf8')).toBe('mine');
  });

  describe('refuses an output path it cannot write before running, in one line, writing nothing', () => {
    const file = join(tmp, 'a-file');
    writeFileSync(file, 'not a directory');
    mkdirSync(join(tmp, 'a-dir'), { recursive: true });
    const cases: [string, string[], RegExp][] = [
      ['--json naming a directory', ['--json', 'a-dir'], /^deadeye: error: --json a-dir: \/.*\/a-dir is a directory; give a file name, e\.g\. a-dir\/results\.json$/],
      ['--json under a regular file', ['--json', 'a-file/x.json'], /^deadeye: error: --json a-file\/x\.json: \/.*\/a-file is a file, not a directory; choose a path in a directory you can write to$/],
      ['--report under a regular file', ['--report', 'a-file/rep'], /^deadeye: error: --report a-file\/rep: \/.*\/a-file is a file, not a directory/],
      ...(existsSync('/proc/self')
        ? ([
            ['--json in /proc', ['--json', '/proc/x.json'], /^deadeye: error: --json \/proc\/x\.json: cannot create files in \/proc \(E[A-Z]+\); choose a path in a directory you can write to$/],
            ['--report in /proc', ['--report', '/proc/x'], /^deadeye: error: --report \/proc\/x: cannot create files in \/proc/],
          ] as [string, string[], RegExp][])
        : []),
    ];
    for (const [what, args, message] of cases) {
      it(what, () => {
        expectOneLineError(deadeye(...DUEL, '--range', '5', '--trials', '1000', '--threads', '1', ...args), message);
      });
    }
    it('leaves no probe or partial file behind', () => {
      expect(readdirSync(tmp).filter((f) => f.includes('.deadeye-probe-') || f.includes('.partial-'))).toEqual([]);
    });
  });

  it('accepts an inline stat line as a duelist', () => {
    const r = deadeye('duel', '--a', 'BASP=+12 BAC=70 STR=14 WPN=SAR6', '--b', 'Cowboy', '--range', '5', '--trials', '2000', '--quiet', '--threads', '1');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/first shot base 20/);
  });
});

/**
 * Starts `deadeye` with `args`, polls `ready` (with the stdout so far and the child's pid) every
 * 2 ms, sends `signal` once it holds, and resolves with the exit status, the signal that ended the
 * process (null when it exited), stdout and stderr (run-cli.ts `driveDeadeyeIn`: a start that
 * hangs is run once more).
 */
function interruptWhen(args: string[], signal: NodeJS.Signals, ready: (stdout: string, pid: number) => boolean): Promise<{ status: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }> {
  return driveDeadeyeIn(tmp, args, (child) => new Promise((done, fail) => {
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const poll = setInterval(() => {
      if (ready(stdout, child.pid ?? 0)) {
        clearInterval(poll);
        child.kill(signal);
      }
    }, 2);
    child.on('error', fail);
    child.on('exit', (status, sig) => {
      clearInterval(poll);
      done({ status, signal: sig, stdout, stderr });
    });
  }));
}

/**
 * CPU seconds (user and system, all threads) process `pid` has spent, from Linux's /proc/PID/stat;
 * null where there is no /proc (not Linux).
 */
function cpuSeconds(pid: number): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  try {
    // The fields after the command's name in parentheses: utime and stime are the 14th and 15th, in clock ticks (100 a second).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * A `ready` for {@link interruptWhen}: true once the child has spent `cpu` seconds of CPU
 * ({@link cpuSeconds}; a start hung in the loader spends none, and is run once more); where there is
 * no /proc, once `wall` seconds have passed since its first poll (a hung start is then signalled).
 */
function afterCpu(cpu: number, wall: number): (stdout: string, pid: number) => boolean {
  const firstPoll = new Map<number, number>();
  return (_stdout, pid) => {
    const spent = cpuSeconds(pid);
    if (spent !== null) return spent > cpu;
    if (!firstPoll.has(pid)) firstPoll.set(pid, Date.now());
    return Date.now() - firstPoll.get(pid)! > 1000 * wall;
  };
}

/**
 * {@link interruptWhen} `args` with `--report report`, once `<report>.partial-<pid>/charts` (the
 * report being written) appears. The signal can only land inside that window if the test's 2 ms
 * poll runs while it is open: on a heavily loaded machine the report may be finished before the
 * poll sees the folder. `finished(r)` says whether a run got past its report (the signal arrived
 * too late to test anything): such a run is void and played again, up to four times in all.
 */
async function interruptWhileWriting(report: string, signal: NodeJS.Signals, args: string[], finished: (r: Awaited<ReturnType<typeof interruptWhen>>) => boolean): ReturnType<typeof interruptWhen> {
  for (let attempt = 1; ; attempt++) {
    const r = await interruptWhen([...args, '--report', report], signal, (_stdout, pid) => existsSync(join(tmp, `${report}.partial-${pid}`, 'charts')));
    if (!finished(r) || attempt === 4) return r;
  }
}

describe('interrupted while writing the report', () => {
  const run = [...DUEL, '--range', '2,5,10', '--trials', '2000', '--threads', '1'];
  const leftovers = (name: string) => readdirSync(tmp).filter((f) => f.startsWith(`${name}.`));
  it('SIGINT (Ctrl-C): removes the unfinished report directory and exits with 130', async () => {
    const final = join(tmp, 'interrupted-report');
    const r = await interruptWhileWriting('interrupted-report', 'SIGINT', run, () => {
      const done = existsSync(final);
      rmSync(final, { recursive: true, force: true });
      return done;
    });
    expect(r.stderr).toBe('deadeye: interrupted by SIGINT; unfinished output removed\n');
    expect(r.status).toBe(130);
    expect(leftovers('interrupted-report')).toEqual([]);
    expect(existsSync(final)).toBe(false);
  });
  it('SIGTERM: removes the unfinished report, keeps the previous one as it was, and exits with 143', async () => {
    const before = deadeye(...run, '--seed', 'previous', '--report', 'terminated-report');
    expect(before.status).toBe(0);
    const indexPath = join(tmp, 'terminated-report', 'index.html');
    let index = readFileSync(indexPath, 'utf8');
    const r = await interruptWhileWriting('terminated-report', 'SIGTERM', run, () => {
      // A run that finished replaced the previous report: write a previous one again for the next attempt.
      const done = readFileSync(indexPath, 'utf8') !== index;
      if (done) {
        expect(deadeye(...run, '--seed', 'previous', '--report', 'terminated-report').status).toBe(0);
        index = readFileSync(indexPath, 'utf8');
      }
      return done;
    });
    expect(r.status).toBe(143);
    expect(leftovers('terminated-report')).toEqual([]);
    expect(readFileSync(indexPath, 'utf8')).toBe(index);
  });
});

describe('one mistake, one line naming where it is (an audit, 2026-11-29)', () => {
  const SCENARIOS = fileURLToPath(new URL('../../../scenarios/', import.meta.url));
  const file = (name: string, text: string): string => {
    const path = join(tmp, 'one-line', name);
    mkdirSync(join(tmp, 'one-line'), { recursive: true });
    writeFileSync(path, text);
    return path;
  };
  const DUEL_MAIN = join(SCENARIOS, 'duel-main-street.yaml');
  const cases: [string, () => string[], RegExp][] = [
    ['a sweep file\'s empty values list: the field, not three contradictory lines', () => ['sweep', '--sweep', file('empty.yaml', `scenario: ${DUEL_MAIN}\nvary:\n  - { name: range, values: [] }\n`)], /empty\.yaml: vary\[0\]\.values: expected the values: a list \(\[2, 5, 10\]\) or a range "from\.\.to:step", found \[\] \(line 3\)$/],
    ['an unknown key in a sweep file\'s parameter', () => ['sweep', '--sweep', file('extra.yaml', `scenario: ${DUEL_MAIN}\nvary:\n  - { name: range, values: [5, 10], extra: 1 }\n`)], /extra\.yaml: vary\[0\]\.extra: expected one of the fields name, values, found unknown field "extra"/],
    ['a tab used as indentation: the first YAML error only', () => ['run', file('tab.yaml', readFileSync(DUEL_MAIN, 'utf8').replace(/\n {2}width:/, '\n\twidth:'))], /tab\.yaml: expected valid YAML, found a syntax error: Tabs are not allowed as indentation/],
    ['a scenario given as a balance template', () => ['balance', '--template', join(SCENARIOS, 'street-fight.yaml'), '--only', 'revolver'], /street-fight\.yaml: expected an encounter template \(.*\), found a scenario file; play it with deadeye run .*street-fight\.yaml$/],
    ['a scenario given as a house rule', () => ['run', DUEL_MAIN, '--house-rule', join(SCENARIOS, 'ok-corral.yaml')], /ok-corral\.yaml: expected a house-rule file: name, description, system, changes .*, found a scenario file; play it with deadeye run .*ok-corral\.yaml$/],
    ['balance --range past the largest map: the option', () => ['balance', '--system', 'shootout', '--range', '500', '--only', 'famous'], /^deadeye: error: --range: 500 spaces leave no room on the largest map \(200 spaces, less the template's margins of \d+\); give at most \d+$/],
    ['a house rule leaving BOOT HILL\'s bands out of order: its file and change', () => ['run', DUEL_MAIN, '--house-rule', file('bands.yaml', 'name: x\ndescription: y\nsystem: boothill\nchanges:\n  - set: boothill.weapons.singleActionRevolver.short\n    to: 50\n    note: n\n  - set: boothill.weapons.singleActionRevolver.reloadRate\n    to: 2\n    note: a later change to another cell of the row is not blamed\n')], /bands\.yaml: changes\[0\]\.to: expected a value that leaves boothill\.weapons\.singleActionRevolver with increasing bands: short < medium < long < extreme, found 50 \(the row then: short 50, medium 10, long 20, extreme 40\)$/],
    ['a sweep file\'s unknown system: the file\'s field, not --system', () => ['sweep', '--sweep', file('sys.yaml', `scenario: ${DUEL_MAIN}\nsystem: gurps\nvary: ["range=5,10"]\n`)], /sys\.yaml: system: unknown rule system "gurps"/],
    ['a sweep file\'s unknown variant', () => ['sweep', '--sweep', file('variant.yaml', `scenario: ${DUEL_MAIN}\nvariant: rulebok\nvary: ["range=5,10"]\n`)], /variant\.yaml: variant: unknown "rulebok"/],
    ['a sweep file\'s range running backwards: its vary item', () => ['sweep', '--sweep', file('back.yaml', `scenario: ${DUEL_MAIN}\nvary:\n  - { name: range, values: "5..1:1" }\n`)], /back\.yaml: vary\[0\] \("range=5\.\.1:1"\): a range is from\.\.to:step with from <= to/],
    ['a sweep file\'s value that one cell cannot play: its vary item and the value', () => ['sweep', '--sweep', file('cell.yaml', `scenario: ${DUEL_MAIN}\nvary:\n  - { name: range, values: [5, 100000] }\n`)], /cell\.yaml: vary\[0\] \("range=5,100000"\), the value 100000: range 100000: .* off the /],
    ['BOOT HILL\'s balance with --range: refused as an option it does not take, before any limit', () => ['balance', '--range', '500'], /^deadeye: error: --range: BOOT HILL's round robin is played at each band's range/],
    ['a range in hexadecimal: refused, not played as 16', () => ['duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '0x10'], /^deadeye: error: --range: "0x10" is not a positive number of spaces \(1 space = 6 ft\) written in plain decimals; give e\.g\. --range 10/],
    ["a Quick on the Draw duel's range: in its paces", () => ['duel', '--system', 'quickdraw', '--a', 'Cowboy', '--b', 'Cowboy', '--range', '0'], /^deadeye: error: --range: "0" is not a positive number of paces \(one a map space\) written in plain decimals/],
    ["a Shootout! duel's range: in its inches", () => ['duel', '--system', 'shootout', '--a', 'Cowboy', '--b', 'Cowboy', '--range', '-3'], /^deadeye: error: --range: "-3" is not a positive number of inches \(one a map space of 6 ft\) written in plain decimals/],
    ['a range with an exponent', () => ['duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '5,1e-9'], /^deadeye: error: --range: "1e-9" is not a positive number of spaces \(1 space = 6 ft\) written in plain decimals/],
    ['a --max-turns too large for a safe integer: too large, and the most', () => ['duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '5', '--max-turns', '99999999999999999999'], /^deadeye: error: --max-turns: "99999999999999999999" is more than 1000 turns; give 1 to 1000$/],
    ['a Quick on the Draw duel\'s --max-turns too large: its phases', () => ['duel', '--system', 'quickdraw', '--a', 'Cowboy', '--b', 'Cowboy', '--max-turns', '5000'], /^deadeye: error: --max-turns: "5000" is more than 1000 phases; give 1 to 1000$/],
    ['a Quick on the Draw duel\'s unknown --weapon-b: the option', () => ['duel', '--system', 'quickdraw', '--a', 'Cowboy', '--b', 'Cowboy', '--weapon-b', 'laser'], /^deadeye: error: --weapon-b: unknown Quick on the Draw weapon "laser"; known: /],
  ];
  for (const [what, args, message] of cases) {
    it(what, () => {
      expectOneLineError(deadeye(...args(), '--trials', '10', '--quiet'), message);
    });
  }
  it('two mistakes in two items of a sweep file\'s list: a line for each', () => {
    const r = deadeye('sweep', '--sweep', file('two.yaml', `scenario: ${DUEL_MAIN}\nvary:\n  - { name: range, values: [] }\n  - { name: x, values: [1], extra: 2 }\n`), '--quiet');
    expect(r.status).toBe(2);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/two\.yaml: vary\[0\]\.values: expected the values: a list/);
    expect(lines[1]).toMatch(/two\.yaml: vary\[1\]\.extra: expected one of the fields name, values, found unknown field "extra"/);
  });
});

describe('usage errors (commander)', () => {
  const cases: [string, string[], RegExp][] = [
    ['a missing required option', ['duel', '--a', 'Doc Holliday'], /^deadeye: error: duel: required option '--b <duelist>' not specified; see deadeye duel --help$/],
    ['no range for a system whose duel has none', ['duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo'], /^deadeye: error: --range: BOOT HILL needs a range \(e\.g\. --range 5 or --range 2,5,10\)$/],
    ['an unknown option, with the suggestion', [...DUEL, '--range', '5', '--trails', '5'], /^deadeye: error: duel: unknown option '--trails' \(did you mean --trials\?\); see deadeye duel --help$/],
    ['an unknown command, with the suggestion', ['dule'], /^deadeye: error: unknown command 'dule' \(did you mean duel\?\); see deadeye --help$/],
    ['a missing argument', ['run'], /^deadeye: error: run: missing required argument 'scenario'; see deadeye run --help$/],
    ['an option without its value', ['duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range'], /^deadeye: error: duel: option '--range <spaces>' argument missing/],
    ['excess arguments', ['roster', 'gunfighters'], /^deadeye: error: roster: too many arguments for 'roster'/],
    ['no command', [], /^deadeye: error: no command given; use one of duel, replay, run, compare, ab, sweep, balance, odds, library, baseline, check, validate, roster, systems \(see deadeye --help\)$/],
    ['help for an unknown command', ['help', 'dule'], /^deadeye: error: unknown command 'dule'; use one of duel/],
  ];
  for (const [what, args, message] of cases) {
    it(`${what}: one line, exit status 2`, () => {
      expectOneLineError(deadeye(...args), message);
    });
  }
  it('--help and --version still print on stdout with exit status 0', () => {
    for (const args of [['--help'], ['duel', '--help'], ['help', 'run']]) {
      const r = deadeye(...args);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/^Usage: deadeye/);
    }
    const v = deadeye('--version');
    expect(v.status).toBe(0);
    expect(v.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});

describe('duelists named alike under every system (an audit, 2026-12)', () => {
  it('BOOT HILL: two Doc Hollidays told apart as Quick on the Draw and Shootout! tell them, a stat line without NAME= shown as A, in the terminal and the results JSON alike', () => {
    const same = deadeye('duel', '--a', 'Doc Holliday', '--b', 'Doc Holliday', '--range', '10', '--trials', '200', '--quiet', '--json', 'same-name.json');
    expect(same.status, same.stderr).toBe(0);
    expect(same.stdout).toMatch(/^ {2}Doc Holliday wins /m);
    expect(same.stdout).toMatch(/^ {2}Doc Holliday \(B\) wins /m);
    const line = deadeye('duel', '--a', 'BASP=+12 BAC=70 STR=14 WPN=SAR6', '--b', 'Doc Holliday', '--range', '10', '--trials', '200', '--quiet', '--json', 'statline.json');
    expect(line.status, line.stderr).toBe(0);
    expect(line.stdout).toMatch(/^ {2}A wins /m);
    expect(line.stdout).not.toMatch(/WPN=SAR6 wins/);
    // The JSON names them as the terminal does (until 2026-12-08 it kept the line and the same name twice).
    const j = JSON.parse(readFileSync(join(tmp, 'statline.json'), 'utf8')) as { a: { name: string }; b: { name: string } };
    expect([j.a.name, j.b.name]).toEqual(['A', 'Doc Holliday']);
    const k = JSON.parse(readFileSync(join(tmp, 'same-name.json'), 'utf8')) as { a: { name: string }; b: { name: string } };
    expect([k.a.name, k.b.name]).toEqual(['Doc Holliday', 'Doc Holliday (B)']);
  });
  it('Quick on the Draw: an inline line without NAME= is A or B, as under Shootout!', () => {
    const r = deadeye('duel', '--system', 'quickdraw', '--a', 'TYPE=hero PERSONALITY=brave WPN=cartridge-revolver', '--b', 'TYPE=minor PERSONALITY=ordinary WPN=cartridge-revolver', '--trials', '100', '--quiet');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^ {2}A wins /m);
    expect(r.stdout).toMatch(/^ {2}B wins /m);
  });
});

describe('deadeye replay', () => {
  it('prints a trial turn by turn, and its outcome is the batch run\'s', () => {
    const r = deadeye('replay', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '10', '--seed', '42', '--trial', '3');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Replay of trial 3/);
    expect(r.stdout).toMatch(/Turn 1/);
    expect(r.stdout).toMatch(/net speed: Doc Holliday 38/);
    expect(r.stdout).toMatch(/Outcome: /);
  });
  it('rejects a range list and a negative trial', () => {
    expect(deadeye('replay', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '5,10', '--trial', '1').stderr).toMatch(/single range/);
    expect(deadeye('replay', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '5', '--trial', '-1').stderr).toMatch(/--trial/);
    // Past the last trial of the largest run (an audit, 2026-12: it was replayed).
    expectOneLineError(deadeye('replay', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '5', '--trial', '99999999999'), /^deadeye: error: --trial: "99999999999" is more than 9999999999 \(trials are numbered from 0, and a run plays at most 10000000000\); give 0 to 9999999999$/);
  });
  it("takes a duel's range as duel does: Quick on the Draw's default 15 paces; BOOT HILL's needs --range", () => {
    const qd = deadeye('replay', '--system', 'quickdraw', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--trial', '0');
    expect(qd.stderr).toBe('');
    expect(qd.status).toBe(0);
    expect(qd.stdout).toMatch(/range 15 paces, weapons holstered/);
    expect(qd.stdout).toMatch(/card \d+: /);
    expectOneLineError(deadeye('replay', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--trial', '0'), /--range: BOOT HILL needs a range/);
  });
});

describe('deadeye duel --system quickdraw', () => {
  it('writes the same results JSON on 1 and 2 threads (issue #12, section 6)', () => {
    const args = ['duel', '--system', 'quickdraw', '--a', 'Doc Holliday', '--b', 'TYPE=main PERSONALITY=brave SKILLS=quick-draw WPN=cartridge-revolver NAME=Stranger', '--range', '5,15', '--trials', '4000', '--seed', '9', '--quiet'];
    const one = deadeye(...args, '--threads', '1', '--json', 'qd-one.json');
    expect(one.stderr).toBe('');
    expect(one.status).toBe(0);
    expect(deadeye(...args, '--threads', '2', '--json', 'qd-two.json').status).toBe(0);
    expect(withoutTiming(join(tmp, 'qd-two.json'))).toBe(withoutTiming(join(tmp, 'qd-one.json')));
    expect(JSON.parse(readFileSync(join(tmp, 'qd-one.json'), 'utf8')).system).toBe('quickdraw');
  });
  it('plays the SHOOTOUTS duel at 15 paces when --range is not given (issue #12)', () => {
    const r = deadeye('duel', '--system', 'quickdraw', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--trials', '200', '--quiet');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.match(/^range \d+ paces/gm)).toEqual(['range 15 paces']);
  });
});

describe('deadeye roster', () => {
  it('lists every bundled character with weapons and first shot bases', () => {
    const r = deadeye('roster');
    expect(r.status).toBe(0);
    for (const name of ['Jesse James', 'Henry Wheeler', 'Doc Holliday', 'Johnny Ringo', 'Saloon Gal', 'Ambusher']) expect(r.stdout).toContain(name);
    expect(r.stdout).toMatch(/Doc Holliday\s+\+28\s+95%\s+8\s+100%\s+FDR6 \+38, SCG2 \+28/);
  });
  it('filters by group and rejects an unknown group', () => {
    const r = deadeye('roster', '--group', 'gunfighters', '--json');
    expect(JSON.parse(r.stdout)).toHaveLength(16);
    expect(deadeye('roster', '--group', 'outlaws').stderr).toMatch(/unknown group "outlaws"; use one of james-younger-gang/);
    expect(deadeye('roster', '--group', 'gunfigters').stderr).toMatch(/^deadeye: error: --group: unknown group "gunfigters" \(did you mean "gunfighters"\?\); use one of /);
  });
});

describe('deadeye library', () => {
  const SCENARIOS = fileURLToPath(new URL('../../../scenarios/', import.meta.url));
  it('refights each scenario with a history block into its JSON and report, and sets the record beside them in library.md', () => {
    const dir = join(tmp, 'library-in');
    mkdirSync(dir);
    for (const f of ['luck-of-the-draw.yaml', 'kid-cashes-in.yaml', 'street-fight.yaml']) copyFileSync(join(SCENARIOS, f), join(dir, f));
    const r = deadeye('library', dir, '--trials', '200', '--threads', '1', '--out', 'library-out', '--quiet');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = join(tmp, 'library-out');
    // street-fight.yaml has no history: not refought.
    expect(readdirSync(out).sort()).toEqual(['kid-cashes-in', 'kid-cashes-in.json', 'library.html', 'library.md', 'luck-of-the-draw', 'luck-of-the-draw.json']);
    const j = JSON.parse(readFileSync(join(out, 'luck-of-the-draw.json'), 'utf8'));
    expect(j.trials).toBe(200);
    const md = readFileSync(join(out, 'library.md'), 'utf8');
    expect(md).toContain('## Luck of the Draw');
    expect(md).toContain('| outcome | record | BOOT HILL |');
    expect(md).toContain(`| winner | Short | ${(100 * j.history.winner.simulatedRate).toFixed(1)}% [`);
    expect(md).toContain('Written by `deadeye library');
    expect(md).toMatch(/--trials 200 --seed 1 --variant screen --out library-out`/);
    expect(existsSync(join(out, 'kid-cashes-in', 'index.html'))).toBe(true);
    // library.html: the same table, linking each fight's report and JSON.
    const html = readFileSync(join(out, 'library.html'), 'utf8');
    expect(html).toContain('<h2>Luck of the Draw');
    expect(html).toContain('BOOT HILL: <a href="luck-of-the-draw/index.html">report</a>, <a href="luck-of-the-draw.json">JSON</a>');
    expect(html).toContain('<a href="kid-cashes-in/index.html">report</a>');
    expect(html).toContain(`<td class="l">winner</td><td class="l">Short</td><td class="w">${(100 * j.history.winner.simulatedRate).toFixed(1)}% [`);
    expect(html).not.toContain('**');
    expect(html).not.toContain('id="files"');
  });
  it('shows a history note about some systems only under those systems, and leads it with their names in library.md', () => {
    const dir = join(tmp, 'library-notes-in');
    mkdirSync(dir);
    // The road agent's spin has one note, about BOOT HILL and Shootout! only.
    copyFileSync(join(SCENARIOS, 'road-agents-spin.yaml'), join(dir, 'road-agents-spin.yaml'));
    const r = deadeye('library', dir, '--systems', 'boothill,quickdraw', '--trials', '50', '--threads', '1', '--out', 'library-notes-out', '--quiet');
    expect(r.status).toBe(0);
    const out = join(tmp, 'library-notes-out');
    const note = /^No side won, both men standing \(BOOT HILL: never/;
    expect(JSON.parse(readFileSync(join(out, 'road-agents-spin.json'), 'utf8')).history.notes[0]).toMatch(note);
    expect(JSON.parse(readFileSync(join(out, 'road-agents-spin.quickdraw.json'), 'utf8')).history.notes).toBeUndefined();
    expect(readFileSync(join(out, 'library.md'), 'utf8')).toMatch(/\n- \(BOOT HILL, Shootout!\) No side won, both men standing/);
  });
  it('interrupted, while refighting or while writing, leaves --out as it was (nothing written before every scenario is played)', async () => {
    const dir = join(tmp, 'library-int-in');
    mkdirSync(dir);
    for (const f of ['luck-of-the-draw.yaml', 'kid-cashes-in.yaml']) copyFileSync(join(SCENARIOS, f), join(dir, f));
    expect(deadeye('library', dir, '--trials', '100', '--threads', '1', '--out', 'library-int-out', '--quiet').status).toBe(0);
    const out = join(tmp, 'library-int-out');
    const snapshot = () => readdirSync(out, { recursive: true }).map(String).sort().map((f) => [f, lstatSync(join(out, f)).isFile() ? readFileSync(join(out, f), 'utf8') : '']);
    const before = snapshot();
    // While refighting: after the first scenario's line (its results are then in memory only).
    const mid = await interruptWhen(['library', dir, '--trials', '3000', '--seed', '2', '--threads', '1', '--out', 'library-int-out', '--quiet'], 'SIGINT', (stdout) => stdout.includes(' won '));
    expect(mid.status).toBe(130);
    expect(snapshot()).toEqual(before);
    // While writing: once the staging folder holds a report.
    const late = await interruptWhen(['library', dir, '--trials', '100', '--seed', '3', '--threads', '1', '--out', 'library-int-out', '--quiet'], 'SIGTERM', (_stdout, pid) =>
      existsSync(join(out, `.library-partial-${pid}`, 'kid-cashes-in.partial-' + pid, 'charts')),
    );
    expect(late.status).toBe(143);
    expect(snapshot()).toEqual(before);
  });
  it('refuses a missing scenario directory in one line naming it', () => {
    const r = deadeye('library', 'no-such-dir', '--trials', '10', '--out', 'library-missing-out', '--quiet');
    expect(r.status).toBe(2);
    expect(r.stderr).toBe('deadeye: error: no-such-dir: no such directory; give the directory of the scenario files, e.g. deadeye library scenarios\n');
    expect(existsSync(join(tmp, 'library-missing-out'))).toBe(false);
  });
  it('refuses an --out where library.md cannot be written before refighting anything', () => {
    const dir = join(tmp, 'library-out-in');
    mkdirSync(dir);
    copyFileSync(join(SCENARIOS, 'luck-of-the-draw.yaml'), join(dir, 'luck-of-the-draw.yaml'));
    mkdirSync(join(tmp, 'library-bad-out', 'library.md'), { recursive: true });
    const r = deadeye('library', dir, '--trials', '10', '--threads', '1', '--out', 'library-bad-out', '--quiet');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^deadeye: error: --out library-bad-out: \/.*\/library-bad-out\/library\.md is a directory; remove it or choose another --out\n$/);
    expect(readdirSync(join(tmp, 'library-bad-out'))).toEqual(['library.md']);
  });
  it('checks every scenario and every output of the run before refighting any', () => {
    const dir = join(tmp, 'library-two');
    mkdirSync(dir);
    copyFileSync(join(SCENARIOS, 'luck-of-the-draw.yaml'), join(dir, 'a-luck.yaml'));
    copyFileSync(join(SCENARIOS, 'kid-cashes-in.yaml'), join(dir, 'b-kid.yaml'));
    // The second scenario's JSON path is a directory: nothing may be written for the first either.
    mkdirSync(join(tmp, 'library-two-out', 'b-kid.json'), { recursive: true });
    const r = deadeye('library', dir, '--trials', '10', '--threads', '1', '--out', 'library-two-out', '--quiet');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^deadeye: error: --out library-two-out: .*library-two-out\/b-kid\.json is a directory; the library writes b-kid's results JSON there; remove that entry or choose another --out$/m);
    expect(readdirSync(join(tmp, 'library-two-out'))).toEqual(['b-kid.json']);
    // A scenario the system cannot compile is found first too.
    writeFileSync(join(dir, 'b-kid.yaml'), readFileSync(join(SCENARIOS, 'kid-cashes-in.yaml'), 'utf8').replace(/code: \w+/, 'code: NOPE'));
    rmSync(join(tmp, 'library-two-out'), { recursive: true });
    const bad = deadeye('library', dir, '--trials', '10', '--threads', '1', '--out', 'library-two-out', '--quiet');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/b-kid\.yaml: characters\[\d+\] \(Pat Garrett\)\.weapons\[0\]\.code: Unknown weapon code "NOPE"/);
    expect(existsSync(join(tmp, 'library-two-out', 'a-luck.json'))).toBe(false);
  });
  it('--systems: refights each scenario under each system, writing each system\'s files and one column per system', () => {
    const dir = join(tmp, 'library-systems-in');
    mkdirSync(dir);
    for (const f of ['luck-of-the-draw.yaml', 'kid-cashes-in.yaml']) copyFileSync(join(SCENARIOS, f), join(dir, f));
    const r = deadeye('library', dir, '--systems', 'boothill, shootout', '--trials', '100', '--threads', '1', '--out', 'library-systems-out', '--quiet');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = join(tmp, 'library-systems-out');
    expect(readdirSync(out).sort()).toEqual([
      'kid-cashes-in', 'kid-cashes-in.json', 'kid-cashes-in.shootout', 'kid-cashes-in.shootout.json', 'library.html', 'library.md',
      'luck-of-the-draw', 'luck-of-the-draw.json', 'luck-of-the-draw.shootout', 'luck-of-the-draw.shootout.json',
    ]);
    expect(existsSync(join(out, 'luck-of-the-draw.shootout', 'index.html'))).toBe(true);
    const boothill = JSON.parse(readFileSync(join(out, 'luck-of-the-draw.json'), 'utf8'));
    const shootout = JSON.parse(readFileSync(join(out, 'luck-of-the-draw.shootout.json'), 'utf8'));
    expect([boothill.system, shootout.system]).toEqual(['boothill', 'shootout']);
    expect(shootout.trials).toBe(100);
    // Checked records: the length is comparable in BOOT HILL turns only.
    expect(boothill.history.turns).toMatchObject({ recorded: 1, comparable: true, unreachable: false });
    expect(shootout.history.turns).toMatchObject({ recorded: 1, comparable: false, unreachable: false });
    expect(Array.isArray(shootout.history.outsideModel)).toBe(true);
    // Each system's run is the run `deadeye run --system X --json` makes from the same seed.
    const run = deadeye('run', join(dir, 'luck-of-the-draw.yaml'), '--system', 'shootout', '--trials', '100', '--threads', '1', '--json', 'library-systems-run.json', '--quiet');
    expect(run.status).toBe(0);
    expect(withoutTiming(join(out, 'luck-of-the-draw.shootout.json'))).toBe(withoutTiming(join(tmp, 'library-systems-run.json')));

    const md = readFileSync(join(out, 'library.md'), 'utf8');
    expect(md).toContain('--systems boothill,shootout --out library-systems-out`');
    expect(md).toContain('each historical scenario played under BOOT HILL and Shootout! (each in its default variant: BOOT HILL screen, Shootout! text)');
    const table = md.slice(md.indexOf('## Luck of the Draw'));
    expect(table).toContain('report [luck-of-the-draw.shootout/](luck-of-the-draw.shootout/index.html), JSON [luck-of-the-draw.shootout.json](luck-of-the-draw.shootout.json)');
    expect(table).toContain('| outcome | record | BOOT HILL | Shootout! |\n|---|---|---|---|\n');
    const pc = (x: number): string => `${(100 * x).toFixed(1)}%`;
    expect(table).toContain(`| winner | Short | ${pc(boothill.history.winner.simulatedRate)} [${(100 * boothill.history.winner.ci[0]).toFixed(1)}–${(100 * boothill.history.winner.ci[1]).toFixed(1)}]`);
    expect(table).toMatch(/\| length \| 1 BOOT HILL turn \| [\d.]+% \[[\d.]+–[\d.]+\] within it \(mean [\d.]+ turns\) \| \*\*not comparable\*\*: the record counts BOOT HILL turns of about 10 seconds/);
    // One table per scenario, with a row per recorded outcome and a cell per system.
    const rows = table.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| outcome'));
    expect(rows.slice(0, 4).map((l) => l.split(' | ').length)).toEqual([4, 4, 4, 4]);
  });

  it('--systems: a system that cannot play a scenario gets its column marked, not a failure', () => {
    const dir = join(tmp, 'library-cannot-in');
    mkdirSync(dir);
    copyFileSync(join(SCENARIOS, 'kid-cashes-in.yaml'), join(dir, 'kid-cashes-in.yaml'));
    // Northfield with Jesse James's Quick on the Draw and Shootout! blocks spoiled: BOOT HILL plays it, neither of the others can.
    const spoiled = readFileSync(join(SCENARIOS, 'northfield.yaml'), 'utf8')
      .replace('quickdraw: { type: main,', 'quickdraw: { type: legend,')
      .replace('shootout: { profile: Bandits/Gang Leader,', 'shootout: { profile: No Such Profile,');
    expect(spoiled).toContain('type: legend');
    expect(spoiled).toContain('No Such Profile');
    writeFileSync(join(dir, 'northfield.yaml'), spoiled);
    const r = deadeye('library', dir, '--systems', 'boothill,quickdraw', '--trials', '20', '--threads', '1', '--out', 'library-cannot-out', '--quiet');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Shootout in Northfield: not played under Quick on the Draw: characters[0].stats.quickdraw.type: expected one of');
    const out = join(tmp, 'library-cannot-out');
    expect(readdirSync(out).sort()).toEqual(['kid-cashes-in', 'kid-cashes-in.json', 'kid-cashes-in.quickdraw', 'kid-cashes-in.quickdraw.json', 'library.html', 'library.md', 'northfield', 'northfield.json']);
    const md = readFileSync(join(out, 'library.md'), 'utf8');
    const northfield = md.slice(md.indexOf('## Shootout in Northfield'));
    expect(northfield).toMatch(/\| winner \| Northfield \| [\d.]+% \[[^\]]+\][^|]* \| not played under Quick on the Draw: characters\[0\]\.stats\.quickdraw\.type: /);
    expect(northfield).toMatch(/\| Jesse James \| fled \| [\d.]+% [^|]*\| not played \|/);
    expect(northfield).not.toContain('northfield.quickdraw');
    // A scenario no listed system can play is an error, found before anything is played.
    const none = deadeye('library', dir, '--systems', 'quickdraw,shootout', '--trials', '20', '--threads', '1', '--out', 'library-cannot-none', '--quiet');
    expectOneLineError(none, /^deadeye: error: .*northfield\.yaml: no rule system of --systems can play it: quickdraw: characters\[0\]\.stats\.quickdraw\.type: .*; shootout: /);
    expect(existsSync(join(tmp, 'library-cannot-none'))).toBe(false);
  });

  it('refuses a bad --systems (or --systems with --system, or --variant with several systems) in one line, writing nothing', () => {
    const dir = join(tmp, 'library-bad-systems-in');
    mkdirSync(dir);
    copyFileSync(join(SCENARIOS, 'kid-cashes-in.yaml'), join(dir, 'kid-cashes-in.yaml'));
    const cases: [string[], RegExp][] = [
      [['--systems', 'boothill,warlords'], /^deadeye: error: --systems: unknown rule system "warlords"; known: boothill \(BOOT HILL\), quickdraw \(Quick on the Draw\), shootout \(Shootout!\) \(see deadeye systems\)$/],
      [['--systems', 'boothill,boothill'], /^deadeye: error: --systems: boothill is named twice$/],
      [['--systems', ' , '], /^deadeye: error: --systems: expected a comma list of systems, e.g. boothill,quickdraw,shootout$/],
      [['--systems', 'boothill,quickdraw', '--system', 'shootout'], /^deadeye: error: --systems and --system: give one of them \(--systems boothill,quickdraw, or --system shootout\)$/],
      [['--systems', 'boothill,quickdraw', '--variant', 'rulebook'], /^deadeye: error: --variant: each rule system has its own variants, so --variant goes with one system/],
      [['--system', 'warlords'], /^deadeye: error: --system: unknown rule system "warlords"/],
    ];
    for (const [args, message] of cases) {
      expectOneLineError(deadeye('library', dir, ...args, '--trials', '10', '--threads', '1', '--out', 'library-bad-systems-out', '--quiet'), message);
      expect(existsSync(join(tmp, 'library-bad-systems-out'))).toBe(false);
    }
  });

  it('refuses a directory with no historical scenario', () => {
    const dir = join(tmp, 'library-none');
    mkdirSync(dir);
    copyFileSync(join(SCENARIOS, 'street-fight.yaml'), join(dir, 'street-fight.yaml'));
    const r = deadeye('library', dir, '--trials', '10', '--out', 'library-none-out', '--quiet');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/no scenario file with a history block/);
    expect(existsSync(join(tmp, 'library-none-out'))).toBe(false);
  });
});

describe('deadeye run (scenarios)', () => {
  const STREET = fileURLToPath(new URL('../../../scenarios/street-fight.yaml', import.meta.url));
  it('writes the results JSON with every field the issue names, identical on 1 and 2 threads', () => {
    const args = ['run', STREET, '--trials', '20000', '--seed', '7', '--quiet'];
    const one = deadeye(...args, '--threads', '1', '--json', 'run1.json');
    expect(one.stderr).toBe('');
    expect(one.status).toBe(0);
    const two = deadeye(...args, '--threads', '2', '--json', 'run2.json');
    expect(two.status).toBe(0);
    expect(withoutTiming(join(tmp, 'run2.json'))).toBe(withoutTiming(join(tmp, 'run1.json')));
    const j = JSON.parse(readFileSync(join(tmp, 'run1.json'), 'utf8'));
    for (const k of ['scenario', 'system', 'variant', 'seed', 'trials', 'threads', 'elapsedMs', 'trialsPerSecond', 'sides', 'characters', 'turns', 'weapons', 'firstShot']) {
      expect(j).toHaveProperty(k);
    }
    expect(j.scenario).toBe('street-fight');
    expect(j.system).toBe('boothill');
    expect(j.trials).toBe(20000);
    expect(j.sides.map((s: { name: string }) => s.name)).toEqual(['Law', 'Cowboys']);
    for (const s of j.sides) for (const k of ['winRate', 'winRateCI', 'casualties']) expect(s).toHaveProperty(k);
    expect(j.characters).toHaveLength(6);
    for (const c of j.characters) for (const k of ['name', 'side', 'unhurt', 'wounded', 'unconscious', 'dead', 'fled', 'captured', 'meanShots', 'hitRate']) expect(c).toHaveProperty(k);
    expect(j.weapons.length).toBeGreaterThan(0);
    expect(j).not.toHaveProperty('history');
    expect(one.stdout).toMatch(/Street fight/);
    expect(one.stdout).not.toMatch(/History/);
  });

  it('sets a scenario\'s historical record beside the simulation in the terminal, the JSON and the report', () => {
    const file = join(tmp, 'street-history.yaml');
    const record = [
      'history:',
      '  source: invented for the test',
      '  date: 1 April 1881',
      '  winner: Law',
      '  fates: { Curly Bill: dead, Town Marshal: unhurt }',
      '  turns: 2',
      '  facts:',
      '    - { fact: Shots fired, value: about 20 }',
    ].join('\n');
    writeFileSync(file, `${readFileSync(STREET, 'utf8').trimEnd()}\n${record}\n`);
    const r = deadeye('run', file, '--trials', '2000', '--seed', '3', '--threads', '1', '--quiet', '--json', 'history.json', '--report', 'history-report');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const j = JSON.parse(readFileSync(join(tmp, 'history.json'), 'utf8'));
    const law = j.sides.find((x: { name: string }) => x.name === 'Law');
    const character = (name: string): Record<string, { rate: number; ci: number[] }> => j.characters.find((c: { name: string }) => c.name === name);
    expect(Object.keys(j).at(-1)).toBe('history');
    // The record beside the run, checked against it (assessHistory): counts, whether each came up, the length comparable.
    const count = (name: string, fate: string): number => (character(name)[fate] as unknown as { count: number }).count;
    expect(j.history).toEqual({
      source: 'invented for the test',
      date: '1 April 1881',
      winner: { side: 'Law', simulatedRate: law.winRate, ci: law.winRateCI, count: law.wins, produced: law.wins > 0 },
      fates: [
        { character: 'Town Marshal', recorded: 'unhurt', simulatedRate: character('Town Marshal')['unhurt']?.rate, ci: character('Town Marshal')['unhurt']?.ci, count: count('Town Marshal', 'unhurt'), produced: true },
        { character: 'Curly Bill', recorded: 'dead', simulatedRate: character('Curly Bill')['dead']?.rate, ci: character('Curly Bill')['dead']?.ci, count: count('Curly Bill', 'dead'), produced: true },
      ],
      turns: { recorded: 2, simulatedMean: j.turns.mean, atMostRecorded: (j.turns.histogram[0] + j.turns.histogram[1]) / 2000, atMostRecordedCI: j.history.turns.atMostRecordedCI, comparable: true, unreachable: false },
      facts: [{ fact: 'Shots fired', value: 'about 20' }],
      outsideModel: [],
    });
    const lines = r.stdout.split('\n');
    const at = lines.findIndex((l) => l.startsWith('History (invented for the test): the fight of 1 April 1881 as recorded'));
    expect(at).toBeGreaterThan(lines.findIndex((l) => l.startsWith('first shot:')));
    expect(lines[at + 2]).toMatch(/^ {2}winner +Law +\d+\.\d\d% +\[\d+\.\d\d%, \d+\.\d\d%\] +trials Law won$/);
    expect(lines[at + 3]).toMatch(/^ {2}Town Marshal +unhurt +\d+\.\d\d%/);
    expect(lines[at + 4]).toMatch(/^ {2}Curly Bill +dead +\d+\.\d\d%/);
    expect(lines[at + 5]).toMatch(/^ {2}length +2 turns +\d+\.\d\d% .* trials that ended within 2 turns; mean \d+\.\d\d turns$/);
    expect(lines.slice(at + 6, at + 9)).toEqual(['  also recorded (not simulated):', '    Shots fired: about 20', '  every recorded outcome came up in at least one trial']);
    const html = readFileSync(join(tmp, 'history-report', 'index.html'), 'utf8');
    expect(html).toContain('<section id="history">');
    expect(html).toContain('<td class="w">Fate of Curly Bill (Cowboys)</td><td class="w">Dead</td>');
    expect(existsSync(join(tmp, 'history-report', 'charts', 'historyFates.vl.json'))).toBe(true);
  });

  it('writes a report for a scenario', () => {
    const r = deadeye('run', STREET, '--trials', '3000', '--seed', '1', '--quiet', '--report', 'street-report');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(existsSync(join(tmp, 'street-report', 'index.html'))).toBe(true);
  });

  it('replays a scenario trial with positions, and validates a file', () => {
    const r = deadeye('replay', STREET, '--seed', '7', '--trial', '5');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/Town Marshal at \(\d+,\d+\) facing/);
    expect(r.stdout).toMatch(/; 1 space = 6 ft\.\n/);
    expect(r.stdout).toMatch(/\nResult: .* in \d+ turn\(s\); /);
    // Each system's scale and turn: Quick on the Draw's space is a pace (QR-1) and its turn a phase; Shootout!'s space an inch.
    const qd = deadeye('replay', STREET, '--system', 'quickdraw', '--trial', '5');
    expect(qd.status, qd.stderr).toBe(0);
    expect(qd.stdout).toMatch(/; 1 space = 1 pace\.\n/);
    expect(qd.stdout).toMatch(/\nResult: .* in \d+ phase\(s\); /);
    const so = deadeye('replay', STREET, '--system', 'shootout', '--trial', '5');
    expect(so.status, so.stderr).toBe(0);
    expect(so.stdout).toMatch(/; 1 space = 1 inch\.\n/);
    const v = deadeye('validate', STREET);
    expect(v.status).toBe(0);
    expect(v.stdout).toMatch(/valid/);
  });

  describe('a scenario past a limit, or an alias bomb: one line naming the file, exit status 2, nothing written', () => {
    const street = readFileSync(STREET, 'utf8');
    const cases: [string, string, RegExp][] = [
      ['a 5 MB file of 131,000 terrain patches', street.replace('  terrain:\n', `  terrain:\n${'    - { type: rough, rect: [0, 0, 30, 1] }\n'.repeat(131_000)}`), /^deadeye: error: .*\/limit-0\.yaml: expected a scenario file of at most 1048576 bytes \(1 MiB\), found \d+ bytes; split the fight or simplify its map$/],
      ['more sides than the engine tells apart (32)', street.replace(/^sides:\n/m, `sides:\n${Array.from({ length: 30 }, (_, i) => `  - { name: extra${i} }\n`).join('')}`), /^deadeye: error: .*\/limit-1\.yaml: sides: expected a list of 2 to 31 sides .*, found 32 entries \(line \d+\)$/],
      ['a billion-laughs alias bomb', `${['a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]', ...'bcdefghi'.split('').map((c, i) => `${c}: &${c} [${Array(9).fill(`*${'abcdefghi'[i]}`).join(', ')}]`)].join('\n')}\n`, /^deadeye: error: .*\/limit-2\.yaml: expected YAML with at most 100 uses of aliases .*"billion laughs" alias bomb/],
    ];
    cases.forEach(([what, text, message], i) => {
      it(what, () => {
        const file = join(tmp, `limit-${i}.yaml`);
        writeFileSync(file, text);
        for (const args of [['validate', file], ['run', file, '--trials', '100', '--json', `limit-${i}.json`]]) expectOneLineError(deadeye(...args), message);
        expect(existsSync(join(tmp, `limit-${i}.json`))).toBe(false);
      });
    });
  });

  it('names the file, field, expectation and finding of a bad scenario, and writes nothing', () => {
    const bad = join(tmp, 'bad.yaml');
    writeFileSync(bad, readFileSync(STREET, 'utf8').replace('facing: E\n', 'facing: East\n'));
    const r = deadeye('run', bad, '--trials', '100', '--json', 'bad.json');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/bad\.yaml: characters\[0\]\.facing: expected one of/);
    expect(r.stderr).toMatch(/found "East"/);
    expect(existsSync(join(tmp, 'bad.json'))).toBe(false);
    const u = deadeye('validate', bad);
    expect(u.status).toBe(2);
    // Typed relative (the tests run in tmp), the file is named as typed, in the loader's problems as
    // in a rule system's (it was the absolute path in the former, the typed one in the latter).
    for (const command of ['run', 'validate']) {
      const rel = deadeye(command, 'bad.yaml', ...(command === 'run' ? ['--trials', '10', '--quiet'] : []));
      expect(rel.status).toBe(2);
      expect(rel.stderr).toMatch(/^deadeye: error: bad\.yaml: characters\[0\]\.facing: expected one of/);
    }
    writeFileSync(bad, readFileSync(STREET, 'utf8').replace('    weapons: [{ code: FDR6 }]\n', '    weapons: [{ code: FDR6 }]\n    stats:\n      quickdraw: { type: hero, personality: brave, move: -3, weapons: [cartridge-revolver] }\n'));
    const stat = deadeye('run', 'bad.yaml', '--system', 'quickdraw', '--trials', '10', '--quiet');
    expect(stat.status).toBe(2);
    expect(stat.stderr).toMatch(/^deadeye: error: bad\.yaml: characters\[0\]\.stats\.quickdraw\.move: expected/);
  });
});

describe('deadeye systems and --system', () => {
  const STREET = fileURLToPath(new URL('../../../scenarios/street-fight.yaml', import.meta.url));
  it('lists each registered system with its variants, seed sources, rulings and the bundled scenarios it plays', () => {
    const r = deadeye('systems', fileURLToPath(new URL('../../../scenarios', import.meta.url)), '--json');
    expect(r.status).toBe(0);
    const list = JSON.parse(r.stdout) as { id: string; variants: { name: string }[]; sources: { file: string }[]; plays: string[]; cannotPlay: unknown[]; duel: boolean; exactDuel: boolean }[];
    const bh = list.find((s) => s.id === 'boothill');
    expect(bh).toBeDefined();
    expect(bh!.variants.map((v) => v.name)).toEqual(['screen', 'rulebook', 'misfires']);
    expect(bh!.sources.map((s) => s.file)).toContain('boot-hill-rulebook.txt');
    expect(bh!.plays).toContain('street-fight.yaml');
    expect(bh!.plays).toContain('northfield.yaml');
    expect(bh!.cannotPlay).toEqual([]);
    expect(bh!.duel && bh!.exactDuel).toBe(true);
    const text = deadeye('systems', fileURLToPath(new URL('../../../scenarios', import.meta.url)));
    expect(text.stdout).toMatch(/^boothill: BOOT HILL$/m);
    expect(text.stdout).toMatch(/plays 14 of the 14 scenario files/);
  });

  it("without a directory, tries Deadeye's own scenarios from any directory (it was ./scenarios, missing elsewhere)", () => {
    const bundled = fileURLToPath(new URL('../../../scenarios', import.meta.url));
    const r = deadeye('systems');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`plays 14 of the 14 scenario files in ${bundled}: `);
    expect(deadeye('systems', '--help').stdout).toContain(`(default: "${bundled}")`);
  });

  it('says which scenario files a system cannot play, and why', () => {
    const dir = join(tmp, 'mixed');
    mkdirSync(dir, { recursive: true });
    copyFileSync(STREET, join(dir, 'street.yaml'));
    writeFileSync(join(dir, 'broken.yaml'), readFileSync(STREET, 'utf8').replace('facing: E\n', 'facing: East\n'));
    const r = deadeye('systems', dir, '--json');
    expect(r.status).toBe(0);
    const [bh] = JSON.parse(r.stdout) as { plays: string[]; cannotPlay: { file: string; why: string }[] }[];
    expect(bh!.plays).toEqual(['street.yaml']);
    expect(bh!.cannotPlay[0]?.file).toBe('broken.yaml');
    expect(bh!.cannotPlay[0]?.why).toMatch(/facing/);
  });

  it('plays --system boothill as the default, and rejects an unknown system in one line listing the known ones', () => {
    const a = deadeye('run', STREET, '--trials', '300', '--seed', '3', '--quiet', '--json', 'sys-default.json');
    const b = deadeye('run', STREET, '--trials', '300', '--seed', '3', '--quiet', '--system', 'boothill', '--json', 'sys-boothill.json');
    expect(a.status).toBe(0);
    expect(b.status).toBe(0);
    expect(withoutTiming(join(tmp, 'sys-boothill.json'))).toBe(withoutTiming(join(tmp, 'sys-default.json')));
    for (const args of [
      ['run', STREET, '--trials', '10', '--system', 'warlords', '--json', 'never.json'],
      ['validate', STREET, '--system', 'warlords'],
      ['replay', STREET, '--trial', '0', '--system', 'warlords'],
      [...DUEL, '--range', '5', '--system', 'warlords'],
      ['roster', '--system', 'warlords'],
    ]) {
      const r = deadeye(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toBe('deadeye: error: --system: unknown rule system "warlords"; known: boothill (BOOT HILL), quickdraw (Quick on the Draw), shootout (Shootout!) (see deadeye systems)\n');
    }
    expect(existsSync(join(tmp, 'never.json'))).toBe(false);
  });
});

describe('deadeye compare', () => {
  const SCENARIOS = fileURLToPath(new URL('../../../scenarios/', import.meta.url));
  const CORRAL = join(SCENARIOS, 'ok-corral.yaml');
  /** The comparison JSON without what depends on the machine or the thread count (each run's timing and threads). */
  const withoutRunTiming = (path: string): string => {
    const j = JSON.parse(readFileSync(path, 'utf8')) as { runs: Record<string, unknown>[] };
    for (const r of j.runs) for (const k of ['elapsedMs', 'trialsPerSecond', 'threads']) delete r[k];
    return JSON.stringify(j, null, 2);
  };

  it('plays every system that can play the scenario from one seed, the same on 1 and 2 threads', () => {
    const one = deadeye('compare', CORRAL, '--trials', '3000', '--seed', '5', '--threads', '1', '--quiet', '--json', 'cmp-1.json');
    const two = deadeye('compare', CORRAL, '--trials', '3000', '--seed', '5', '--threads', '2', '--quiet', '--json', 'cmp-2.json');
    expect(one.status, one.stderr).toBe(0);
    expect(two.status, two.stderr).toBe(0);
    expect(withoutRunTiming(join(tmp, 'cmp-2.json'))).toBe(withoutRunTiming(join(tmp, 'cmp-1.json')));
    const j = JSON.parse(readFileSync(join(tmp, 'cmp-1.json'), 'utf8')) as { systems: { system: string }[]; tests: { adjustedP: number; pValue: number }[]; text: string[]; runs: { seed: string; trials: number }[] };
    expect(j.systems.map((s) => s.system)).toEqual(['boothill', 'quickdraw', 'shootout']);
    expect(j.runs.every((r) => r.seed === '5' && r.trials === 3000)).toBe(true);
    expect(j.tests.length).toBeGreaterThan(5);
    for (const t of j.tests) expect(t.adjustedP).toBeGreaterThanOrEqual(t.pValue);
    for (const t of j.text) expect(one.stdout).toContain(t);
    // Each system's run is the one `deadeye run --system X` makes with the same seed and trials.
    const alone = deadeye('run', CORRAL, '--system', 'quickdraw', '--trials', '3000', '--seed', '5', '--quiet', '--json', 'cmp-qd.json');
    expect(alone.status).toBe(0);
    const run = JSON.parse(withoutTiming(join(tmp, 'cmp-qd.json'))) as Record<string, unknown>;
    const inCompare = JSON.parse(withoutRunTiming(join(tmp, 'cmp-1.json'))) as { runs: Record<string, unknown>[] };
    expect(inCompare.runs[1]).toEqual(run);
  });

  it('rejects bad input in one line, before anything is written', () => {
    for (const [args, message] of [
      [['--systems', 'boothill,warlords'], /^deadeye: error: --systems: unknown rule system "warlords"; known: /],
      [['--systems', 'boothill,boothill'], /^deadeye: error: --systems: boothill is named twice$/],
      [['--trials', '-3'], /^deadeye: error: --trials: "-3" is not a whole number >= 1$/],
      [['--alpha', '1.5'], /^deadeye: error: --alpha: expected a fraction between 0 and 1, e.g. 0.05, got 1.5$/],
    ] as const) {
      expectOneLineError(deadeye('compare', CORRAL, '--quiet', '--json', 'cmp-never.json', ...args), message);
    }
    // A system named in --systems that cannot play the file: the O.K. Corral with Doc Holliday's Quick on the Draw type spoiled.
    const spoiled = join(tmp, 'ok-corral-spoiled.yaml');
    writeFileSync(spoiled, readFileSync(CORRAL, 'utf8').replace(/(  - name: Doc Holliday[^\n]*\n)/, '$1    stats: { quickdraw: { type: legend } }\n'));
    expectOneLineError(deadeye('compare', spoiled, '--systems', 'boothill,quickdraw', '--json', 'cmp-never.json'), /^deadeye: error: --systems: quickdraw cannot play .*ok-corral-spoiled\.yaml: .*stats\.quickdraw\.type/);
    expect(existsSync(join(tmp, 'cmp-never.json'))).toBe(false);
  });

  it('--vary: one step down and up per system on common random numbers, the same on 1 and 2 threads, with a report', () => {
    const args = ['compare', join(SCENARIOS, 'standing-duel.yaml'), '--vary', 'speed', '--trials', '1500', '--seed', '3', '--quiet'];
    const one = deadeye(...args, '--threads', '1', '--json', 'vary-1.json', '--report', 'vary-report');
    const two = deadeye(...args, '--threads', '2', '--json', 'vary-2.json');
    expect(one.status, one.stderr).toBe(0);
    expect(two.status, two.stderr).toBe(0);
    const strip = (path: string): string => {
      const j = JSON.parse(readFileSync(path, 'utf8')) as { systems: Record<string, unknown>[] };
      for (const x of j.systems) delete x['elapsedMs'];
      return JSON.stringify(j);
    };
    expect(strip(join(tmp, 'vary-2.json'))).toBe(strip(join(tmp, 'vary-1.json')));
    type Step = { direction: string; changes: unknown[]; paired?: { trials: number; baseWins: number; difference: number; interval: [number, number]; pValue: number } };
    const j = JSON.parse(readFileSync(join(tmp, 'vary-1.json'), 'utf8')) as { kind: string; attribute: string; side: string; trials: number; systems: { system: string; base: { wins: number }; steps: Step[]; step: { step: string } }[]; text: string[] };
    expect(j.kind).toBe('vary');
    expect(j.systems.map((x) => x.system)).toEqual(['boothill', 'quickdraw', 'shootout']);
    for (const x of j.systems) {
      expect(x.steps.map((st) => st.direction)).toEqual(['down', 'up']);
      for (const st of x.steps) {
        if (st.paired === undefined) continue;
        expect(st.paired.trials).toBe(1500);
        expect(st.paired.baseWins).toBe(x.base.wins);
        expect(st.paired.interval[0]).toBeLessThanOrEqual(st.paired.interval[1]);
      }
    }
    for (const t of j.text) expect(one.stdout).toContain(t);
    expect(readFileSync(join(tmp, 'vary-report', 'index.html'), 'utf8')).toContain('What one step is in each system');
    expect(existsSync(join(tmp, 'vary-report', 'charts', 'effect.svg'))).toBe(true);
  });

  it('--vary: bad input in one line, before anything is written', () => {
    for (const [args, message] of [
      [['--vary', 'luck'], /^deadeye: error: --vary: expected one of speed, accuracy, toughness, found "luck"$/],
      [['--vary', 'speed', '--who', 'Wyatt'], /^deadeye: error: --who: "Wyatt" is neither a character nor a side of the scenario; give a character \(.*Wyatt Earp.*\) or a side \(.*\)$/],
      [['--who', 'Wyatt Earp'], /^deadeye: error: --who: only with --vary/],
      [['--vary', 'speed', '--alpha', '0.2'], /^deadeye: error: --alpha: not with --vary/],
    ] as const) {
      expectOneLineError(deadeye('compare', CORRAL, '--quiet', '--json', 'vary-never.json', ...args), message);
    }
    expect(existsSync(join(tmp, 'vary-never.json'))).toBe(false);
  });
});

describe('deadeye baseline and check', () => {
  const SCENARIOS = fileURLToPath(new URL('../../../scenarios/', import.meta.url));
  const STREET = join(SCENARIOS, 'street-fight.yaml');

  it('a check of an unchanged tree passes (exit 0); one whose rules moved fails with a table (exit 1) and JUnit failures', () => {
    const made = deadeye('baseline', STREET, '--trials', '8000', '--seed', '4', '--quiet', '--out', 'bl/street-fight.boothill.json');
    expect(made.status, made.stderr).toBe(0);
    const b = JSON.parse(readFileSync(join(tmp, 'bl', 'street-fight.boothill.json'), 'utf8')) as Record<string, unknown> & { scenario: { path: string; sha256: string }; outcomes: { trials: number } };
    for (const k of ['format', 'formatVersion', 'system', 'variant', 'houseRules', 'rulesSha256', 'deadeye', 'streams', 'seed', 'trials', 'test']) expect(b).toHaveProperty(k);
    expect(resolve(join(tmp, 'bl'), b.scenario.path)).toBe(STREET);
    expect(b.outcomes.trials).toBe(8000);
    const ok = deadeye('check', 'bl', '--trials', '8000', '--quiet', '--junit', 'bl-ok.xml');
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toMatch(/: no shift \(changes with 99\.9% intervals\)\n/);
    expect(ok.stdout).toMatch(/ok {4}turns played +p +\S+ +adjusted +\S+ +change [-+]\d\.\d{3} turns \[[-+]\d\.\d{3}, [-+]\d\.\d{3}\]/);
    expect(ok.stdout).toMatch(/1 baseline checked: no outcome distribution shifted \(\d+ tests, Holm-adjusted together: the chance of any false alarm in this run is at most 0\.001\)/);
    expect(ok.stderr).not.toMatch(/warning/);
    // Fewer trials than the baseline's: said once on stderr, and the rate in the last line qualified.
    const fewer = deadeye('check', 'bl', '--trials', '2000', '--quiet');
    expect(fewer.status, fewer.stderr).toBe(0);
    expect(fewer.stderr).toMatch(/^deadeye: warning: --trials 2,000: .*street-fight\.boothill\.json was made with 8,000; .*false alarms come somewhat more often than --alpha .*; leave --trials out for the stated rate\n$/);
    expect(fewer.stdout).toMatch(/the chance of any false alarm in this run is at most 0\.001 with each baseline's own trials, somewhat more with --trials 2,000 \(the warning above\)\)\.\n$/);
    expect(readFileSync(join(tmp, 'bl-ok.xml'), 'utf8')).toMatch(/<testsuites name="deadeye check" tests="\d+" failures="0">/);
    // The same baseline made under the rulebook's hit modifiers, then labelled as the screen's: as if a table had changed.
    expect(deadeye('baseline', STREET, '--variant', 'rulebook', '--trials', '8000', '--seed', '4', '--quiet', '--out', 'bl-moved/street.json').status).toBe(0);
    const moved = join(tmp, 'bl-moved', 'street.json');
    writeFileSync(moved, readFileSync(moved, 'utf8').replace('"variant": "rulebook"', '"variant": "screen"'));
    const bad = deadeye('check', 'bl-moved', '--trials', '8000', '--quiet', '--junit', 'bl-moved.xml');
    expect(bad.status).toBe(1);
    expect(bad.stdout).toMatch(/SHIFTED/);
    expect(bad.stdout).toMatch(/SHIFT side wins and draws +p +\S+ +adjusted +\S+ +change Law win -\d+\.\d\d points \[-\d+\.\d\d, -\d+\.\d\d\] +baseline Law win/);
    expect(readFileSync(join(tmp, 'bl-moved.xml'), 'utf8')).toMatch(/<failure message="side wins and draws shifted/);
  });

  it('baseline --all interrupted leaves the folder as it was (every baseline is written once all are played)', async () => {
    const dir = join(tmp, 'bl-int-in');
    mkdirSync(dir);
    // A fast first job and a slow second one: the start and 20,000 trials of Luck of the Draw take
    // about 1.7 s of CPU, 20,000 of Northfield about 10 s more (2026-12-06), far past the 4 s of
    // CPU after which the run is stopped.
    copyFileSync(join(SCENARIOS, 'luck-of-the-draw.yaml'), join(dir, 'a-luck.yaml'));
    copyFileSync(join(SCENARIOS, 'northfield.yaml'), join(dir, 'b-northfield.yaml'));
    expect(deadeye('baseline', dir, '--all', '--system', 'boothill', '--trials', '50', '--threads', '1', '--quiet', '--out', 'bl-int').status).toBe(0);
    const out = join(tmp, 'bl-int');
    const snapshot = () => readdirSync(out).sort().map((f) => [f, readFileSync(join(out, f), 'utf8')]);
    const before = snapshot();
    expect(before.map(([f]) => f)).toEqual(['a-luck.boothill.json', 'b-northfield.boothill.json']);
    // Stopped well into Northfield's trials, after the first job's: once the command has spent 4 s
    // of CPU (not 8 s after its start: a start hung in the loader spends none, and is run once
    // more); without Linux's /proc, 8 s after its start, as before.
    const r = await interruptWhen(['baseline', dir, '--all', '--system', 'boothill', '--trials', '20000', '--seed', '2', '--threads', '1', '--quiet', '--out', 'bl-int'], 'SIGTERM', afterCpu(4, 8));
    expect(r.status).toBe(143);
    expect(snapshot()).toEqual(before);
  });
  it('says beside the verdict when the scenario file changed since the baseline', () => {
    const copy = join(tmp, 'bl-edit', 'street.yaml');
    mkdirSync(join(tmp, 'bl-edit'), { recursive: true });
    writeFileSync(copy, readFileSync(STREET, 'utf8'));
    expect(deadeye('baseline', copy, '--trials', '3000', '--quiet', '--out', 'bl-edit/street.boothill.json').status).toBe(0);
    writeFileSync(copy, `${readFileSync(STREET, 'utf8')}# edited since the baseline\n`);
    const r = deadeye('check', 'bl-edit/street.boothill.json', '--quiet');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/note: the scenario file changed since the baseline \(.*street\.yaml\): a shift may be the scenario's, not the rules'/);
  });

  it('house rules: check plays a baseline\'s own from their files (a folder with and without in one command); a note edited passes, a cell edited is noted, a file missing is one line', () => {
    mkdirSync(join(tmp, 'hrc', 'rules'), { recursive: true });
    const rule = join(tmp, 'hrc', 'rules', 'r.yaml');
    writeFileSync(rule, 'name: Shotguns\ndescription: d\nsystem: boothill\nchanges:\n  - set: boothill.hitModifiers.shotgun.short\n    add: 10\n    note: first\n');
    expect(deadeye('baseline', STREET, '--trials', '1000', '--quiet', '--out', 'hrc/bl/plain.json').status).toBe(0);
    expect(deadeye('baseline', STREET, '--trials', '1000', '--quiet', '--house-rule', 'hrc/rules/r.yaml', '--out', 'hrc/bl/hr.json').status).toBe(0);
    const made = JSON.parse(readFileSync(join(tmp, 'hrc', 'bl', 'hr.json'), 'utf8')) as { houseRules: { file: string; path: string }[] };
    expect(made.houseRules.map((h) => [h.file, h.path])).toEqual([['hrc/rules/r.yaml', join('..', 'rules', 'r.yaml')]]);
    // Both in one command, each with its own rules.
    const both = deadeye('check', 'hrc/bl', '--quiet');
    expect(both.stderr).toBe('');
    expect(both.status).toBe(0);
    expect(both.stdout).toMatch(/2 baselines checked: no outcome distribution shifted/);
    // The note edited: the same cells, so no refusal, and said.
    writeFileSync(rule, readFileSync(rule, 'utf8').replace('note: first', 'note: edited'));
    for (const args of [['hrc/bl'], ['hrc/bl/hr.json', '--house-rule', 'hrc/rules/r.yaml']]) {
      const r = deadeye('check', ...args, '--quiet');
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toContain('note: the house rule hrc/rules/r.yaml changed since the baseline, not in the cells it changes (notes or description)');
    }
    // A cell edited: played and noted (a shift would be the rule's); given explicitly, refused as not the baseline's rules.
    writeFileSync(rule, readFileSync(rule, 'utf8').replace('add: 10', 'add: 40'));
    const own = deadeye('check', 'hrc/bl', '--quiet');
    expect([0, 1]).toContain(own.status);
    expect(own.stdout).toContain("note: the house rule hrc/rules/r.yaml changed since the baseline, in the cells it changes: a shift may be the rule's, not the code's");
    expectOneLineError(deadeye('check', 'hrc/bl/hr.json', '--house-rule', 'hrc/rules/r.yaml'), /hr\.json: houseRules: expected --house-rule hrc\/rules\/r\.yaml \("Shotguns": boothill\.hitModifiers\.shotgun\.short 30\), in that order, found hrc\/rules\/r\.yaml \("Shotguns": boothill\.hitModifiers\.shotgun\.short 60\); give the same house rules, leave --house-rule out to play the baseline's own, or make the baseline again$/);
    rmSync(rule);
    expectOneLineError(deadeye('check', 'hrc/bl'), /hr\.json: houseRules\[0\]: \S*r\.yaml \("Shotguns"\), which the baseline was made with, does not exist; restore it, give the rules with --house-rule, or make the baseline again$/);
  });

  it('a baseline of one trial is refused; one under 1,000 trials is made, with a warning of the shift it can see (an audit, 2026-12-07)', () => {
    expectOneLineError(deadeye('baseline', STREET, '--trials', '1', '--quiet', '--out', 'bl-small/one.json'), /^deadeye: error: --trials: "1" is not a whole number >= 2 \(a baseline of one trial has no spread to test against\)$/);
    expect(existsSync(join(tmp, 'bl-small', 'one.json'))).toBe(false);
    const r = deadeye('baseline', STREET, '--trials', '200', '--quiet', '--out', 'bl-small/two-hundred.json');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("deadeye: warning: --trials 200: a baseline this small detects only large shifts: a win rate near 50% must move about 21 points for check to notice it (80% of the time, --alpha 0.001), against about 2 with 20,000 trials, the bundled baselines'\n");
    expect(existsSync(join(tmp, 'bl-small', 'two-hundred.json'))).toBe(true);
  });

  it('a character renamed since the baseline: one line naming the baseline, the scenario and the names, before anything is played', () => {
    const copy = join(tmp, 'bl-rename', 'street.yaml');
    mkdirSync(join(tmp, 'bl-rename'), { recursive: true });
    writeFileSync(copy, readFileSync(STREET, 'utf8'));
    expect(deadeye('baseline', copy, '--trials', '200', '--quiet', '--out', 'bl-rename/street.boothill.json').status).toBe(0);
    const text = readFileSync(STREET, 'utf8');
    expect(text).toMatch(/^ {2}- name: Deputy$/m);
    writeFileSync(copy, text.replace(/^ {2}- name: Deputy$/m, '  - name: Deputy Bob'));
    const r = deadeye('check', 'bl-rename/street.boothill.json', '--json', 'bl-rename/check.json');
    expectOneLineError(r, /^deadeye: error: \S*street\.boothill\.json: its scenario \S*street\.yaml no longer has the baseline's sides and characters \(characters: "Deputy" is not in the scenario now; "Deputy Bob" is new\); make the baseline again with deadeye baseline, or put the names back$/);
    // Said before the replay: no progress, nothing written.
    expect(existsSync(join(tmp, 'bl-rename', 'check.json'))).toBe(false);
  });

  it('a corrupt, incompatible or orphaned baseline: one line, exit 2', () => {
    mkdirSync(join(tmp, 'bl-bad'), { recursive: true });
    writeFileSync(join(tmp, 'bl-bad', 'not-json.json'), '{');
    expectOneLineError(deadeye('check', 'bl-bad/not-json.json'), /^deadeye: error: .*not-json\.json: not a readable baseline .*; make it again with deadeye baseline$/);
    // A scenario given where its baseline was meant: how to make the baseline.
    expectOneLineError(deadeye('check', STREET), /street-fight\.yaml: a scenario file, not a baseline \(a \.json\); make one with deadeye baseline .*street-fight\.yaml --out <file>\.json, then check that$/);
    // A run's results JSON, and check's own --json, are named for what they are (an audit,
    // 2026-12-07: "format: expected "deadeye-baseline", found undefined").
    writeFileSync(join(tmp, 'bl-bad', 'results.json'), JSON.stringify({ scenario: 'street-fight', system: 'boothill', trials: 10, sides: [], characters: [] }));
    expectOneLineError(deadeye('check', 'bl-bad/results.json'), /results\.json: a results JSON of scenario "street-fight" \(deadeye run --json\), not a baseline; make a baseline with deadeye baseline <scenario file> --out <file>\.json, then check that$/);
    writeFileSync(join(tmp, 'bl-bad', 'checks.json'), JSON.stringify({ alpha: 0.001, checks: [] }));
    expectOneLineError(deadeye('check', 'bl-bad/checks.json'), /checks\.json: the checks deadeye check --json writes, not a baseline; give check the baseline files \(e\.g\. baselines\/\)$/);
    writeFileSync(join(tmp, 'bl-bad', 'list.json'), '[1, 2]');
    expectOneLineError(deadeye('check', 'bl-bad/list.json'), /list\.json: format: missing, not a baseline file \(deadeye baseline writes one, with format "deadeye-baseline"\)$/);
    const good = readFileSync(join(tmp, 'bl', 'street-fight.boothill.json'), 'utf8');
    writeFileSync(join(tmp, 'bl-bad', 'old.json'), good.replace('"formatVersion": 2', '"formatVersion": 0'));
    expectOneLineError(deadeye('check', 'bl-bad/old.json'), /old\.json: formatVersion: written by an incompatible Deadeye \(format 0, this one reads 1 and 2\); make it again with deadeye baseline$/);
    writeFileSync(join(tmp, 'bl-bad', 'orphan.json'), good.replace(/"path": "[^"]*"/, '"path": "nowhere.yaml"'));
    expectOneLineError(deadeye('check', 'bl-bad/orphan.json'), /orphan\.json: scenario\.path: .*nowhere\.yaml does not exist; restore the scenario file or make the baseline again$/);
    // A count that is no count, and an unknown system: the file and the field (an audit, 2026-11-29:
    // the statistics library's message, after the replay; "--system" for an option never given).
    const edited = JSON.parse(good) as { outcomes: { draws: unknown }; system: string };
    writeFileSync(join(tmp, 'bl-bad', 'count.json'), JSON.stringify({ ...edited, outcomes: { ...edited.outcomes, draws: '16many' } }));
    expectOneLineError(deadeye('check', 'bl-bad/count.json'), /count\.json: outcomes\.draws: expected a count \(a whole number, 0 or more\), found "16many"; make it again with deadeye baseline$/);
    writeFileSync(join(tmp, 'bl-bad', 'system.json'), JSON.stringify({ ...edited, system: 'gurps' }));
    expectOneLineError(deadeye('check', 'bl-bad/system.json'), /system\.json: system: expected one of boothill, quickdraw, shootout, found "gurps"; make it again with deadeye baseline$/);
    expectOneLineError(deadeye('check', 'bl', '--alpha', '2'), /^deadeye: error: --alpha: expected a fraction between 0 and 1/);
    expectOneLineError(deadeye('baseline', STREET, '--out', 'bl-dir'), /^deadeye: error: --out bl-dir: give the baseline file's name/);
  });
});

describe('deadeye odds', () => {
  it('prints and writes one attack\'s exact odds at each range, every distribution summing to 1', () => {
    const r = deadeye('odds', '--a', 'Cowboy', '--b', 'Cowboy', '--range', '3,10', '--json', 'odds.json');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('At 3 spaces (18 ft)');
    const j = JSON.parse(readFileSync(join(tmp, 'odds.json'), 'utf8')) as { system: string; ranges: { range: number; rangeFeet: number; odds: { hit: number; outOfAction: number; outcomes: { probability: number; outOfAction: boolean }[] } }[] };
    expect(j.system).toBe('boothill');
    expect(j.ranges.map((x) => [x.range, x.rangeFeet])).toEqual([[3, 18], [10, 60]]);
    for (const x of j.ranges) {
      expect(x.odds.outcomes.reduce((a, o) => a + o.probability, 0)).toBeCloseTo(1, 12);
      expect(x.odds.outOfAction).toBeCloseTo(x.odds.outcomes.filter((o) => o.outOfAction).reduce((a, o) => a + o.probability, 0), 12);
    }
    // Farther is no likelier to hit.
    expect(j.ranges[1]!.odds.hit).toBeLessThanOrEqual(j.ranges[0]!.odds.hit);
  });

  it('--compare: one line per system with odds for the weapon, against range in feet', () => {
    const r = deadeye('odds', '--compare', '--weapon', 'revolver', '--json', 'odds-cmp.json');
    expect(r.status, r.stderr).toBe(0);
    const j = JSON.parse(readFileSync(join(tmp, 'odds-cmp.json'), 'utf8')) as { weapon: string; systems: { system: string; points: { range: number; rangeFeet: number; outOfAction: number }[] }[] };
    expect(j.weapon).toBe('revolver');
    expect(j.systems.length).toBeGreaterThanOrEqual(1);
    for (const s of j.systems) {
      expect(s.points[0]!.range).toBe(1);
      for (const p of s.points) {
        expect(p.rangeFeet).toBe(6 * p.range);
        expect(p.outOfAction).toBeGreaterThanOrEqual(0);
        expect(p.outOfAction).toBeLessThanOrEqual(1);
      }
    }
  });

  it('rejects bad input in one line, before anything is written', () => {
    for (const [args, message] of [
      [['--a', 'Cowboy', '--b', 'Cowboy', '--range', '5', '--shot', 'trick'], /^deadeye: error: --shot: unknown shot "trick"; known: /],
      [['--a', 'Cowboy'], /^deadeye: error: odds: give the shooter and the target with --a and --b, or use --compare --weapon revolver$/],
      [['--a', 'Cowboy', '--b', 'Cowboy', '--range', '500'], /^deadeye: error: --range/],
      [['--compare', '--weapon', 'cannon'], /^deadeye: error: --weapon: /],
      // A skirmish switch in odds: named as one, and the duel said to be what odds plays (an audit, 2026-12).
      [['--system', 'shootout', '--variant', 'text+low-visibility', '--a', 'Doc Holliday', '--b', 'Deputy', '--range', '5'], /^deadeye: error: --variant: "low-visibility" is a switch of the Shootout! skirmish only, not of the Shootout! duel \(the one-on-one fight duel, replay and odds play\); expected text/],
    ] as const) {
      expectOneLineError(deadeye('odds', '--json', 'odds-never.json', ...args), message);
    }
    expect(existsSync(join(tmp, 'odds-never.json'))).toBe(false);
  });
});

describe('output paths (an audit, 2026-11-29)', () => {
  const STREET = fileURLToPath(new URL('../../../scenarios/street-fight.yaml', import.meta.url));
  const BASELINE = fileURLToPath(new URL('../../../baselines/standing-duel.boothill.json', import.meta.url));
  it('writes through a symbolic link, keeping it, and refuses a socket before the run', () => {
    symlinkSync('linked-target.json', join(tmp, 'link.json'));
    const r = deadeye('run', STREET, '--trials', '5', '--threads', '1', '--quiet', '--json', 'link.json');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(lstatSync(join(tmp, 'link.json')).isSymbolicLink()).toBe(true);
    expect(JSON.parse(readFileSync(join(tmp, 'linked-target.json'), 'utf8')).trials).toBe(5);
    // A link to standard output (as /dev/stdout is), here a socket (Node's child pipes): refused
    // before the run, the link left as it was (the rename replaced it, /dev/stdout included).
    symlinkSync('/proc/self/fd/1', join(tmp, 'out-link'));
    expectOneLineError(deadeye('run', STREET, '--trials', '5', '--threads', '1', '--quiet', '--json', 'out-link'), /^deadeye: error: --json out-link: .* is a socket, which cannot be opened by its name/);
    expect(lstatSync(join(tmp, 'out-link')).isSymbolicLink()).toBe(true);
  });
  it('refuses, before anything is played, outputs that clash or cannot be written', () => {
    writeFileSync(join(tmp, 'a-file'), '');
    const cases: [string[], RegExp][] = [
      [['run', STREET, '--trials', '5', '--json', 'same', '--report', 'same'], /^deadeye: error: --json same: the same path as --report same, which the report replaces/],
      [['run', STREET, '--trials', '5', '--json', 'clash-rep/x.json', '--report', 'clash-rep'], /^deadeye: error: --json clash-rep\/x\.json: inside --report clash-rep/],
      [['run', STREET, '--trials', '5', '--json', '-'], /^deadeye: error: --json -: give a file name/],
      [['sweep', STREET, '--vary', 'range=5,10', '--trials', '5', '--json', 'sw', '--csv', 'sw'], /^deadeye: error: --csv sw: the same file as --json sw/],
      [['check', BASELINE, '--trials', '20', '--junit', 'c1', '--json', 'c1'], /^deadeye: error: --json c1: the same file as --junit c1/],
      [['check', BASELINE, '--trials', '20', '--junit', '.'], /^deadeye: error: --junit \.: .* is a directory; give a file name/],
      [['check', BASELINE, '--trials', '20', '--json', 'a-file/x.json'], /^deadeye: error: --json a-file\/x\.json: .*a-file is a file, not a directory/],
      [['baseline', STREET, '--trials', '5', '--out', 'a-file/x.json'], /^deadeye: error: --out a-file\/x\.json: .*a-file is a file, not a directory/],
      // An empty path named the current directory (an audit, 2026-12: library --out "" wrote there).
      [['library', '--trials', '5', '--out', ''], /^deadeye: error: --out "": an empty path; give a directory name, e.g\. --out reports$/],
      [['run', STREET, '--trials', '5', '--json', ''], /^deadeye: error: --json "": an empty path; give a file name, e.g\. --json results\.json$/],
      [['run', STREET, '--trials', '5', '--report', ' '], /^deadeye: error: --report " ": an empty path; give a directory name/],
      [['sweep', STREET, '--vary', 'range=5,10', '--trials', '5', '--csv', ''], /^deadeye: error: --csv "": an empty path; give a file name, e\.g\. --csv sweep\.csv$/],
      [['baseline', STREET, '--trials', '5', '--out', ''], /^deadeye: error: --out "": an empty path; give a file name/],
      [['check', BASELINE, '--trials', '20', '--junit', ''], /^deadeye: error: --junit "": an empty path; give a file name, e\.g\. --junit check\.xml$/],
    ];
    for (const [args, message] of cases) expectOneLineError(deadeye(...args, '--quiet'), message);
    for (const f of ['same', 'clash-rep', 'sw', 'c1', 'a-file/x.json']) expect(existsSync(join(tmp, f)), f).toBe(false);
  });
});

describe('library --out: its entries in the way are blamed on --out (an audit, 2026-12)', () => {
  it('names --out, the entry and the fix, not --json or --report, which library does not take', () => {
    mkdirSync(join(tmp, 'lib-json', 'ok-corral.json'), { recursive: true });
    expectOneLineError(deadeye('library', '--trials', '5', '--quiet', '--out', 'lib-json'), /^deadeye: error: --out lib-json: \S*lib-json\/ok-corral\.json is a directory; the library writes ok-corral's results JSON there; remove that entry or choose another --out$/);
    mkdirSync(join(tmp, 'lib-rep', 'northfield'), { recursive: true });
    writeFileSync(join(tmp, 'lib-rep', 'northfield', 'notes.txt'), 'mine');
    expectOneLineError(deadeye('library', '--trials', '5', '--quiet', '--out', 'lib-rep'), /^deadeye: error: --out lib-rep: \S*lib-rep\/northfield is not empty and is not a Deadeye report .*; the library writes northfield's report there; remove that entry or choose another --out$/);
    expect(readdirSync(join(tmp, 'lib-rep')).sort()).toEqual(['northfield']);
  });
});

describe('options refused rather than ignored (an audit, 2026-11-29)', () => {
  const DUEL_STREET = fileURLToPath(new URL('../../../scenarios/duel-main-street.yaml', import.meta.url));
  const DOC = fileURLToPath(new URL('../../../houserules/doc-bad-day.yaml', import.meta.url));
  it('refuses, in one line before anything is played, what would be ignored or played wrongly', () => {
    const cases: [string[], RegExp][] = [
      [['odds', '--a', 'Cowboy', '--b', 'Cowboy', '--range', '5', '--weapon', 'rifle'], /^deadeye: error: --weapon: only with --compare; for one matchup give the shooter's weapon with --weapon-a$/],
      [['odds', '--a', 'Cowboy', '--b', 'Cowboy', '--range', '5', '--systems', 'boothill'], /^deadeye: error: --systems: only with --compare/],
      [['odds', '--compare', '--a', 'Cowboy'], /^deadeye: error: --a: not with --compare/],
      [['odds', '--compare', '--variant', 'screen'], /^deadeye: error: --variant: not with --compare \(each system compared plays its default variant\); leave it out, or leave out --compare$/],
      [['odds', '--compare', '--system', 'quickdraw'], /^deadeye: error: --system: not with --compare; use --systems/],
      [['odds', '--compare', '--weapon', 'rifle', '--systems', 'quickdraw,quickdraw'], /^deadeye: error: --systems: quickdraw is named twice$/],
      [['odds', '--compare', '--systems', 'boothill,foo'], /^deadeye: error: --systems: unknown rule system "foo"; known: /],
      [['run', DUEL_STREET, '--trials', '5', '--max-turns', '5000'], /^deadeye: error: --max-turns: "5000" is more than 1000 turns; give 1 to 1000$/],
      [['compare', DUEL_STREET, '--systems', 'boothill', '--trials', '5'], /^deadeye: error: --systems boothill: give two or more systems to compare/],
      [['sweep', DUEL_STREET, '--vary', 'range=5,10', '--vary', 'range=20,30', '--trials', '5'], /^deadeye: error: --vary: range is given twice/],
      [['balance', '--only', 'revolver', '--band', 'short', '--trials', '4', '--house-rule', DOC], /^deadeye: error: .*doc-bad-day\.yaml: changes\[0\]\.set: expected a table cell or variant switch: balance plays no scenario/],
      [['balance', '--only', 'revolver', '--band', 'short', '--trials', '4', '--points', '36'], /^deadeye: error: --points: BOOT HILL's round robin fields one man a side/],
      [['balance', '--system', 'shootout', '--points', '3', '--trials', '4', '--only', 'famous'], /^deadeye: error: --points 3: less than every entrant's cost \(the cheapest \d+ points\)/],
    ];
    for (const [args, message] of cases) expectOneLineError(deadeye(...args, ...(args[0] === 'odds' ? [] : ['--quiet']), '--json', 'refused.json'), message);
    expect(existsSync(join(tmp, 'refused.json'))).toBe(false);
  });
});
