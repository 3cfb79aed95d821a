/**
 * The command-line tool's defects found by the user audit of 2026-11-30, end to end as a user
 * runs the tool (a child process per call): every bad input one line on stderr naming the file or
 * option, the field and the fix, exit status 2, nothing written; outputs never replacing a device,
 * a FIFO or the command's own input; a closed pipe ending nothing.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getSystem, systemIds } from '@deadeye/registry';
import { deadeyeIn, fileIn, driveDeadeyeIn, expectOneLineError, ROOT } from './run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'deadeye-audit-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** `deadeye ARGS` run from `tmp` (relative paths are the test's own files). */
const deadeye = deadeyeIn(tmp);

/** A file in `tmp` with `text`; returns its name relative to `tmp`. */
const file = fileIn(tmp);

const sha = (name: string): string => createHash('sha256').update(readFileSync(join(tmp, name))).digest('hex');
const STREET = readFileSync(join(ROOT, 'scenarios', 'street-fight.yaml'), 'utf8');
const SHOTGUN = readFileSync(join(ROOT, 'houserules', 'shotgun-plus-ten.yaml'), 'utf8');
/** A committed baseline, its scenario path made absolute so that a copy anywhere finds it. */
const BASELINE = (() => {
  const b = JSON.parse(readFileSync(join(ROOT, 'baselines', 'standing-duel.boothill.json'), 'utf8')) as Record<string, unknown> & { scenario: { path: string } };
  return { ...b, scenario: { ...b.scenario, path: join(ROOT, 'scenarios', 'standing-duel.yaml') } };
})();
type Baseline = typeof BASELINE & { trials: number; seed: string; variant: string; outcomes: { trials: number; draws: number; turns: number[]; sides: { wins: number }[] } };

describe('1. outputs to a device or a FIFO are written in place, not replaced with a regular file', () => {
  it('--json naming a FIFO directly: the reader gets the JSON, the FIFO stays', async () => {
    const fifo = join(tmp, 'results.fifo');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    const reader = spawn('sh', ['-c', `cat "${fifo}" > "${join(tmp, 'fifo.out')}"`]);
    const read = new Promise<number | null>((done) => reader.on('exit', (code) => done(code)));
    try {
      const r = deadeye('odds', '--a', 'Cowboy', '--b', 'Cowboy', '--range', '3', '--json', 'results.fifo');
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      expect(lstatSync(fifo).isFIFO()).toBe(true);
      const timeout = new Promise<string>((done) => setTimeout(() => done('timed out'), 10_000));
      expect(await Promise.race([read, timeout])).toBe(0);
      expect((JSON.parse(readFileSync(join(tmp, 'fifo.out'), 'utf8')) as { system: string }).system).toBe('boothill');
      expect(readdirSync(tmp).filter((f) => f.includes('.partial-'))).toEqual([]);
    } finally {
      reader.kill();
    }
  });
});

describe("2. an output naming the command's own input is refused before the run", () => {
  file('in/s.yaml', STREET);
  file('in/h.yaml', SHOTGUN);
  file('in/b.json', `${JSON.stringify(BASELINE, null, 2)}\n`);
  symlinkSync('s.yaml', join(tmp, 'in', 'link-to-s.json'));
  const cases: [string, string[], RegExp][] = [
    ['run S --json S', ['run', 'in/s.yaml', '--trials', '5', '--json', 'in/s.yaml'], /^deadeye: error: --json in\/s\.yaml: the same file as the scenario in\/s\.yaml, which this command reads and the output would replace; write the output to another file$/],
    ['run S --json a link to S', ['run', 'in/s.yaml', '--trials', '5', '--json', 'in/link-to-s.json'], /^deadeye: error: --json in\/link-to-s\.json: the same file as the scenario in\/s\.yaml/],
    ['sweep S --csv S', ['sweep', 'in/s.yaml', '--vary', 'range=5,10', '--trials', '5', '--csv', 'in/s.yaml'], /^deadeye: error: --csv in\/s\.yaml: the same file as the scenario in\/s\.yaml/],
    ['run X --house-rule H --json H', ['run', 'in/s.yaml', '--house-rule', 'in/h.yaml', '--trials', '5', '--json', 'in/h.yaml'], /^deadeye: error: --json in\/h\.yaml: the same file as --house-rule in\/h\.yaml/],
    ['ab S --b H --json H', ['ab', 'in/s.yaml', '--b', 'in/h.yaml', '--trials', '5', '--json', 'in/h.yaml'], /^deadeye: error: --json in\/h\.yaml: the same file as --b in\/h\.yaml/],
    ['check B --json B', ['check', 'in/b.json', '--trials', '20', '--json', 'in/b.json'], /^deadeye: error: --json in\/b\.json: the same file as the baseline in\/b\.json/],
    ['check B --junit B', ['check', 'in/b.json', '--trials', '20', '--junit', 'in/b.json'], /^deadeye: error: --junit in\/b\.json: the same file as the baseline in\/b\.json/],
    ['run S --report DIR holding S', ['run', 'in/s.yaml', '--trials', '5', '--report', 'in'], /^deadeye: error: --report in: holds the scenario in\/s\.yaml, which this command reads and the report would replace with its directory; choose another directory for the report$/],
  ];
  const before = ['in/s.yaml', 'in/h.yaml', 'in/b.json'].map(sha);
  for (const [what, args, message] of cases) {
    it(what, () => {
      expectOneLineError(deadeye(...args, '--quiet'), message);
      expect(['in/s.yaml', 'in/h.yaml', 'in/b.json'].map(sha)).toEqual(before);
      expect(lstatSync(join(tmp, 'in', 'link-to-s.json')).isSymbolicLink()).toBe(true);
    });
  }
});

describe('3. --csv inside --report is refused before the run, as --json is', () => {
  file('csv/s.yaml', STREET);
  const cases: [string, string[], RegExp][] = [
    ['sweep', ['sweep', 'csv/s.yaml', '--vary', 'range=5,10', '--trials', '5', '--csv', 'R1/x.csv', '--report', 'R1', '--json', 'csv/sweep.json'], /^deadeye: error: --csv R1\/x\.csv: inside --report R1, which the report replaces; write it elsewhere$/],
    ['sweep, the same path', ['sweep', 'csv/s.yaml', '--vary', 'range=5,10', '--trials', '5', '--csv', 'R1', '--report', 'R1'], /^deadeye: error: --csv R1: the same path as --report R1/],
    ['balance', ['balance', '--only', 'revolver', '--band', 'short', '--trials', '4', '--csv', 'R2/x.csv', '--report', 'R2', '--json', 'csv/balance.json'], /^deadeye: error: --csv R2\/x\.csv: inside --report R2, which the report replaces/],
  ];
  for (const [what, args, message] of cases) {
    it(what, () => {
      expectOneLineError(deadeye(...args, '--quiet'), message);
      for (const left of ['R1', 'R2', 'csv/sweep.json', 'csv/balance.json']) expect(existsSync(join(tmp, left)), left).toBe(false);
    });
  }
});

describe('4. a corrupt baseline: one line naming the baseline file and its field, exit 2', () => {
  const edit = (name: string, change: (b: Baseline) => void): string => {
    const b = structuredClone(BASELINE) as Baseline;
    change(b);
    return file(`bad/${name}.json`, JSON.stringify(b, null, 2));
  };
  const wins = edit('wins', (b) => (b.outcomes.sides[0]!.wins -= 7));
  const turns = edit('turns', (b) => (b.outcomes.turns[0]! += 1));
  const negative = edit('negative', (b) => (b.trials = -5));
  const mismatch = edit('mismatch', (b) => (b.trials = 123));
  const variant = edit('variant', (b) => (b.variant = 'bogus'));
  const seed = edit('seed', (b) => (b.seed = ''));
  const blank = edit('blank', (b) => (b.seed = '   '));
  const cases: [string, string[], RegExp][] = [
    ['win counts that do not add up to the trials', ['check', wins], /^deadeye: error: .*bad\/wins\.json: outcomes\.sides\[\]\.wins and outcomes\.draws: add up to \d+ trials, not the \d+ of outcomes\.trials; the counts are corrupt: make it again with deadeye baseline$/],
    ['turns that do not add up to the trials', ['check', turns], /bad\/turns\.json: outcomes\.turns: add up to \d+ trials, not the \d+ of outcomes\.trials/],
    ['"trials": -5, with --trials', ['check', negative, '--trials', '100'], /bad\/negative\.json: trials: expected the trials played, a whole number from 1 to 10000000000, found -5; make it again with deadeye baseline$/],
    ['"trials": -5, without --trials', ['check', negative], /bad\/negative\.json: trials: expected the trials played, a whole number from 1 to 10000000000, found -5/],
    ['"trials" not outcomes.trials', ['check', mismatch], /bad\/mismatch\.json: trials: 123, but outcomes\.trials is \d+; the two are the trials played and must agree/],
    ['"variant": "bogus": the file, not --variant', ['check', variant, '--trials', '20'], /^deadeye: error: .*bad\/variant\.json: variant: unknown "bogus"; .*; make it again with deadeye baseline$/],
    ['"seed": ""', ['check', seed, '--trials', '20'], /bad\/seed\.json: seed: expected the seed of the run \(a word or a number\), found ""; make it again/],
    ['"seed": blank', ['check', blank, '--trials', '20'], /bad\/blank\.json: seed: expected the seed of the run/],
  ];
  for (const [what, args, message] of cases) {
    it(what, () => {
      expectOneLineError(deadeye(...args, '--quiet'), message);
    });
  }
});

describe('5. baseline --all with --variant: one system or a refusal', () => {
  const cases: [string, string[], RegExp][] = [
    ['every system', [], /^deadeye: error: --variant: each rule system has its own variants, so --variant goes with one system \(--system X\), not with --all over every system/],
    ['two systems', ['--system', 'boothill,shootout'], /^deadeye: error: --variant: .* not with --all over --system boothill,shootout/],
  ];
  for (const [what, args, message] of cases) {
    it(`refused over ${what}, writing nothing`, () => {
      expectOneLineError(deadeye('baseline', '--all', join(ROOT, 'scenarios', 'standing-duel.yaml'), '--variant', 'rulebook', '--trials', '5', '--out', 'blall', '--quiet', ...args), message);
      expect(existsSync(join(tmp, 'blall'))).toBe(false);
    });
  }
  it('one system: its variant is played; one it does not have is refused, not taken for "cannot play"', () => {
    const ok = deadeye('baseline', '--all', join(ROOT, 'scenarios', 'standing-duel.yaml'), '--system', 'boothill', '--variant', 'rulebook', '--trials', '5', '--threads', '1', '--out', 'blone', '--quiet');
    // Nothing on stderr but the warning of a baseline this small.
    expect(ok.stderr).toMatch(/^deadeye: warning: --trials 5: a baseline this small detects no shift of a win rate near 50%[^\n]*\n$/);
    expect(ok.status).toBe(0);
    expect((JSON.parse(readFileSync(join(tmp, 'blone', 'standing-duel.boothill.json'), 'utf8')) as { variant: string }).variant).toBe('rulebook');
    expectOneLineError(deadeye('baseline', '--all', join(ROOT, 'scenarios', 'standing-duel.yaml'), '--system', 'boothill', '--variant', 'bogus', '--trials', '5', '--out', 'blbogus', '--quiet'), /^deadeye: error: --variant: unknown "bogus"/);
    expect(existsSync(join(tmp, 'blbogus'))).toBe(false);
  });
});

describe('6. a file of another kind given as a scenario: one line saying what it is and what to do', () => {
  const baseline = file('kinds/b.json', JSON.stringify(BASELINE, null, 2));
  const cases: [string, string[], RegExp][] = [
    ['a house-rule file', ['run', join(ROOT, 'houserules', 'shotgun-plus-ten.yaml')], /shotgun-plus-ten\.yaml: expected a scenario file .*, found a house-rule file; give it with --house-rule .*shotgun-plus-ten\.yaml beside a scenario file/],
    ['a sweep file', ['validate', join(ROOT, 'sweeps', 'doc-bac-by-range.yaml')], /doc-bac-by-range\.yaml: expected a scenario file .*, found a sweep file; play it with deadeye sweep --sweep .*doc-bac-by-range\.yaml$/],
    ['a balance template', ['sweep', join(ROOT, 'scenarios', 'templates', 'balance-encounter.yaml'), '--vary', 'range=5,10'], /balance-encounter\.yaml: expected a scenario file .*, found an encounter template for deadeye balance; give it with deadeye balance --template /],
    ['a baseline', ['compare', baseline], /kinds\/b\.json: expected a scenario file .*, found a baseline \(the JSON deadeye baseline writes\); check it with deadeye check kinds\/b\.json$/],
    ['another JSON file', ['replay', join(ROOT, 'package.json'), '--trial', '0'], /package\.json: expected a scenario file .*, found a file of another kind \(the fields .*; no map, sides, characters\); give a scenario file$/],
  ];
  for (const [what, args, message] of cases) {
    it(what, () => {
      expectOneLineError(deadeye(...args, ...(args[0] === 'validate' || args[0] === 'replay' ? [] : ['--trials', '5', '--quiet'])), message);
    });
  }
  // The same given as a sweep file or a balance template (an audit, 2026-12-01: a house-rule file
  // given to sweep --sweep gave two schema lines, to balance --template eleven).
  const others: [string, string[], RegExp][] = [
    ['a house-rule file as a sweep file', ['sweep', '--sweep', join(ROOT, 'houserules', 'no-change.yaml')], /no-change\.yaml: expected a sweep file .*, found a house-rule file; give it with --house-rule /],
    ['a scenario as a sweep file', ['sweep', '--sweep', join(ROOT, 'scenarios', 'street-fight.yaml')], /street-fight\.yaml: expected a sweep file .*, found a scenario file; play it with deadeye run .*street-fight\.yaml$/],
    ['a house-rule file as a balance template', ['balance', '--system', 'boothill', '--template', join(ROOT, 'houserules', 'no-change.yaml')], /no-change\.yaml: expected an encounter template .*, found a house-rule file; give it with --house-rule /],
    ['a sweep file as a balance template', ['balance', '--system', 'boothill', '--template', join(ROOT, 'sweeps', 'doc-bac-by-range.yaml')], /doc-bac-by-range\.yaml: expected an encounter template .*, found a sweep file; play it with deadeye sweep --sweep /],
  ];
  for (const [what, args, message] of others) {
    it(what, () => {
      expectOneLineError(deadeye(...args, '--trials', '5', '--quiet'), message);
    });
  }
});

describe('7. replay refuses duel options beside a scenario', () => {
  it('one line naming the options given', () => {
    expectOneLineError(
      deadeye('replay', join(ROOT, 'scenarios', 'street-fight.yaml'), '--trial', '3', '--a', 'X', '--b', 'Y', '--range', '999', '--weapon-a', 'SAR6'),
      /^deadeye: error: --a, --b, --weapon-a, --range: duel options, not with a scenario file \(.*street-fight\.yaml\)/,
    );
  });
});

describe('8. error lines name the option and the right fix', () => {
  const duel = ['duel', '--a', 'Cowboy', '--b', 'Cowboy', '--range', '3', '--quiet'];
  file('taken/notes.txt', 'mine');
  file('a-file', 'not a directory');
  const cases: [string, string[], RegExp][] = [
    ['--trials 2e10', ['--trials', '2e10'], /^deadeye: error: --trials: "2e10" is more than 10000000000 trials, the most one run plays; give a whole number from 1 to 10000000000$/],
    ['--trials 1e16', ['--trials', '1e16'], /^deadeye: error: --trials: "1e16" is more than 10000000000 trials/],
    ['--report at an existing file', ['--trials', '5', '--report', 'a-file'], /^deadeye: error: --report a-file: .*a-file is a file, not a directory; give a directory for the report/],
    ['--report at a directory that is not a report', ['--trials', '5', '--report', 'taken'], /^deadeye: error: --report taken: .*taken is not empty and is not a Deadeye report \(no index\.html and summary\.json\).*; choose another directory, or remove it$/],
  ];
  for (const [what, args, message] of cases) {
    it(what, () => {
      expectOneLineError(deadeye(...duel, ...args), message);
      expect(readFileSync(join(tmp, 'taken', 'notes.txt'), 'utf8')).toBe('mine');
    });
  }
  it('--trials 1 for balance: the minimum of 2, as its help says', () => {
    expectOneLineError(deadeye('balance', '--only', 'revolver', '--trials', '1', '--quiet'), /^deadeye: error: --trials: "1" is not a whole number >= 2 \(half of them are played each way round/);
  });
});

describe('9. seeds: empty or blank refused, spaces around a seed dropped', () => {
  const duel = ['duel', '--a', 'Cowboy', '--b', 'Cowboy', '--range', '3', '--trials', '300', '--threads', '1', '--quiet'];
  it('--seed "" and --seed "  ": one line', () => {
    expectOneLineError(deadeye(...duel, '--seed', ''), /^deadeye: error: --seed: "" is empty; give a word or a number, e.g\. --seed 1$/);
    expectOneLineError(deadeye('run', join(ROOT, 'scenarios', 'street-fight.yaml'), '--seed', '  ', '--quiet'), /^deadeye: error: --seed: "  " is blank/);
  });
  it('--seed " 1" plays seed 1', () => {
    const withoutTiming = (name: string): unknown => {
      const j = JSON.parse(readFileSync(join(tmp, name), 'utf8')) as Record<string, unknown>;
      for (const k of ['elapsedMs', 'trialsPerSecond', 'threads']) delete j[k];
      return j;
    };
    expect(deadeye(...duel, '--seed', ' 1 ', '--json', 'seed-spaced.json').status).toBe(0);
    expect(deadeye(...duel, '--seed', '1', '--json', 'seed-plain.json').status).toBe(0);
    expect(withoutTiming('seed-spaced.json')).toEqual(withoutTiming('seed-plain.json'));
    expect((withoutTiming('seed-spaced.json') as { seed: string }).seed).toBe('1');
  });
  it("a sweep file's blank seed: its field", () => {
    const sweep = file('seed/blank.yaml', `scenario: ${join(ROOT, 'scenarios', 'duel-main-street.yaml')}\nseed: "  "\nvary: ["range=5,10"]\n`);
    expectOneLineError(deadeye('sweep', '--sweep', sweep, '--quiet'), /seed\/blank\.yaml: seed: expected a seed: any word or number \(not blank\), found "  "/);
  });
});

describe("10. a sweep file's missing paths are blamed on the sweep file and its field", () => {
  const DUEL_MAIN = join(ROOT, 'scenarios', 'duel-main-street.yaml');
  const cases: [string, string, RegExp][] = [
    ['houseRules', `scenario: ${DUEL_MAIN}\nhouseRules: [houserules/nope.yaml]\nvary: ["range=5,10"]\n`, /^deadeye: error: sweepfiles\/x0\.yaml: houseRules\[0\]: houserules\/nope\.yaml is not a readable file \(no such file\); fix the path/],
    ['scenario', `scenario: scenarios/nope.yaml\nvary: ["range=5,10"]\n`, /^deadeye: error: sweepfiles\/x1\.yaml: scenario: scenarios\/nope\.yaml is not a readable file \(no such file\); fix the path/],
    ['a house: parameter', `scenario: ${DUEL_MAIN}\nvary: ["house:houserules/nope.yaml"]\n`, /^deadeye: error: sweepfiles\/x2\.yaml: vary\[0\] \("house:houserules\/nope\.yaml"\): houserules\/nope\.yaml is not a readable file/],
  ];
  cases.forEach(([what, text, message], k) => {
    it(what, () => {
      expectOneLineError(deadeye('sweep', '--sweep', file(`sweepfiles/x${k}.yaml`, text), '--quiet'), message);
    });
  });
});

describe('11. a closed pipe on standard output ends nothing', () => {
  it('the reader gone after the first line: exit 0, the report whole, nothing left half-written', async () => {
    let stderr = '';
    const status = await driveDeadeyeIn(tmp, ['duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '10', '--trials', '200', '--threads', '1', '--report', 'piped'], (child) => {
      stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      // As `| head -1`: the first chunk read, then the pipe closed.
      child.stdout.once('data', () => child.stdout.destroy());
      return new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    });
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(existsSync(join(tmp, 'piped', 'index.html'))).toBe(true);
    expect(readdirSync(tmp).filter((f) => f.startsWith('piped.'))).toEqual([]);
  });
});

describe('help and README agree with the code', () => {
  const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
  it("duel --help gives every system's own turn limit", () => {
    const help = deadeye('duel', '--help').stdout.replace(/\s+/g, ' ');
    for (const id of systemIds()) {
      const s = getSystem(id);
      if (s.duel !== undefined) expect(help).toContain(`${s.duel.defaultMaxTurns} for ${s.name}`);
    }
  });
  it('the README duel table lists --house-rule, --target-error and --max-trials, and the duel turn limits', () => {
    const table = README.slice(README.indexOf('### `deadeye duel`'), README.indexOf('### `deadeye replay`'));
    for (const option of ['`--house-rule FILE`', '`--target-error E`', '`--max-trials N`']) expect(table).toContain(`| ${option} |`);
    expect(table).toContain('20 for BOOT HILL and Shootout!, 10 for Quick on the Draw');
  });
  it("the README duel table names every key of BOOT HILL's stat line the parser takes (an audit, 2026-12: EXP= was missing)", () => {
    const r = deadeye('duel', '--a', 'BASP=+12 BAC=70 STR=14 WPN=SAR6 FOO=1', '--b', 'Doc Holliday', '--range', '5');
    const keys = /allowed keys: ([A-Z, ]+)/.exec(r.stderr)?.[1]?.split(', ') ?? [];
    expect(keys).toContain('EXP');
    const row = README.split('\n').find((l) => l.startsWith('| `--a`, `--b` |')) ?? '';
    const line = row.slice(0, row.indexOf('under Quick on the Draw'));
    for (const key of keys) expect(line, key).toContain(`${key}=`);
  });
  it('sweep, ab and balance say, in --help and the README, that --trials is 2 or more', () => {
    for (const command of ['sweep', 'ab', 'balance']) expect(deadeye(command, '--help').stdout.replace(/\s+/g, ' ')).toMatch(/--trials <n> trials per \w+( \(and band\))?, 2 or more/);
    expect(deadeye('balance', '--help').stdout.replace(/\s+/g, ' ')).toContain('an odd count is rounded up to the next even one');
    for (const [from, to] of [['### `deadeye ab`', '### `deadeye sweep`'], ['### `deadeye sweep`', '### `deadeye balance`'], ['### `deadeye balance`', '### Target precision']] as const) {
      expect(README.slice(README.indexOf(from), README.indexOf(to)).replace(/\s+/g, ' ')).toMatch(/`--trials` \([^)]*\) is 2 or more|default 400; 2 or more/);
    }
  });
});
