/**
 * `deadeye sweep` (issue #16 section 4): values and specs parsed with one-line errors; a grid
 * played paired with the scenario as written (the cell equal to the written value differs from it
 * in no trial), accuracy moving the duel the right way, long-format JSON and CSV, the same on 1 and
 * 2 threads.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parameterTitle, parseSpecs, parseValues } from '../src/sweep-command.ts';
import { loadScenario } from '@deadeye/core';
import { RULE_SYSTEMS } from '@deadeye/registry';
import { parseSweepFile } from '../src/sweep-file.ts';
import { deadeye } from './run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'deadeye-sweep-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface Row { cell: number; values: Record<string, string>; metric: string; rate: number; difference: number; differenceInterval: [number, number]; pValue: number }

describe('sweep values', () => {
  it('reads ranges and lists', () => {
    expect(parseValues('80..100:5', 's')).toEqual([80, 85, 90, 95, 100]);
    expect(parseValues('0..1:0.25', 's')).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(parseValues('2,5,10', 's')).toEqual([2, 5, 10]);
    expect(parseValues('true,false', 's')).toEqual([true, false]);
    expect(() => parseValues('10..5', 's')).toThrow(/from <= to/);
    // A step of 0 or below gets the range's message, not a stat's (an audit, 2026-12-01).
    expect(() => parseValues('80..100:0', 's')).toThrow(/a step above 0/);
    expect(() => parseValues('80..100:-5', 's')).toThrow(/a step above 0/);
    expect(() => parseValues('1,,2', 's')).toThrow(/comma list/);
  });
});

describe('deadeye sweep', () => {
  it("Doc Holliday's BAC: the written value's cell is the baseline trial for trial, more accuracy wins more, the same on 1 and 2 threads", () => {
    const outs = ['1', '2'].map((threads) => {
      const json = join(tmp, `bac${threads}.json`);
      const csv = join(tmp, `bac${threads}.csv`);
      const r = deadeye('sweep', 'scenarios/duel-main-street.yaml', '--vary', 'Doc Holliday.boothill.bac=85..95:5', '--trials', '4000', '--threads', threads, '--quiet', '--json', json, '--csv', csv);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      return { json: JSON.parse(readFileSync(json, 'utf8')) as { rows: Row[]; elapsedMs: number }, csv: readFileSync(csv, 'utf8') };
    });
    expect(JSON.stringify({ ...outs[1]!.json, elapsedMs: 0 })).toBe(JSON.stringify({ ...outs[0]!.json, elapsedMs: 0 }));
    expect(outs[1]!.csv).toBe(outs[0]!.csv);
    const rows = outs[0]!.json.rows;
    expect(rows).toHaveLength(3 * 3);
    const doc = (bac: string): Row => rows.find((r) => r.metric === 'Holliday win' && r.values['Doc Holliday.boothill.bac'] === bac)!;
    // Doc Holliday's BAC as written (the roster's) is 95: that cell is the baseline itself.
    expect(doc('95').difference).toBe(0);
    expect(doc('95').pValue).toBe(1);
    expect(doc('85').difference).toBeLessThan(0);
    expect(doc('85').differenceInterval[1]).toBeLessThan(0);
    expect(doc('90').rate).toBeLessThan(doc('95').rate);
    const csv = outs[0]!.csv.split('\n');
    expect(csv[0]).toBe('Doc Holliday.boothill.bac,cell,metric,trials,count,rate,low,high,difference,difference_low,difference_high,p_value');
    expect(csv.filter((l) => l !== '')).toHaveLength(1 + 9);
  }, 180_000);

  it('a table cell and a house rule off and on: a grid of every pair; the null rule changes no trial', () => {
    const json = join(tmp, 'grid.json');
    const r = deadeye('sweep', 'scenarios/street-fight.yaml', '--vary', 'boothill.hitModifiers.singleActionRevolver.short=0,10', '--vary', 'house:houserules/no-change.yaml', '--trials', '1500', '--quiet', '--json', json);
    expect(r.stderr).toBe('');
    const rows = (JSON.parse(readFileSync(json, 'utf8')) as { rows: Row[] }).rows;
    expect(rows).toHaveLength(2 * 2 * 3);
    for (const v of ['0', '10']) {
      const off = rows.filter((x) => x.values['boothill.hitModifiers.singleActionRevolver.short'] === v && x.values['house:houserules/no-change.yaml'] === 'off');
      const on = rows.filter((x) => x.values['boothill.hitModifiers.singleActionRevolver.short'] === v && x.values['house:houserules/no-change.yaml'] === 'on');
      expect(on.map((x) => x.rate)).toEqual(off.map((x) => x.rate));
    }
  }, 180_000);

  it('stops with one line and status 2 on a bad spec', () => {
    for (const [spec, message] of [
      ['Nobody.boothill.bac=1,2', /neither a table cell.*\(characters: .*\)\s*$/],
      // A character's name mistyped, or his stat named without the system: the parameter meant, whole.
      ['Doc Holiday.boothill.bac=90,95', /neither a table cell.*; did you mean "Doc Holliday\.boothill\.bac"\?\s*$/],
      ['doc holliday.weapon=SAR6', /neither a table cell.*; did you mean "Doc Holliday\.weapon"\?\s*$/],
      ['Doc Holliday.bac=90,95', /neither a table cell.*; did you mean "Doc Holliday\.boothill\.bac"\?\s*$/],
      ['Doc Holliday.boothill.speed=1,2', /stats are basp/],
      ['Doc Holliday.boothill.bac=90..120:10', /bac: expected a whole number from 0 to 100/],
      ['boothill.hitModifiers.shotgun.shrt=1', /unknown cell "shrt"/],
      ['bac', /expected NAME=VALUES/],
    ] as const) {
      const r = deadeye('sweep', 'scenarios/duel-main-street.yaml', '--vary', spec, '--trials', '10');
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
  }, 120_000);
});

describe('sweep files', () => {
  it('reads specs as text or {name, values}, every other field optional', () => {
    const sf = parseSweepFile('scenario: scenarios/duel-main-street.yaml\ntrials: 300\nseed: 7\nhouseRules: [houserules/no-change.yaml]\nvary:\n  - "Doc Holliday.boothill.bac=80..95:5"\n  - { name: range, values: [5, 10] }\n', 's.yaml');
    expect(sf).toEqual({ file: 's.yaml', scenario: 'scenarios/duel-main-street.yaml', trials: '300', seed: '7', houseRules: ['houserules/no-change.yaml'], vary: ['Doc Holliday.boothill.bac=80..95:5', 'range=5,10'] });
    expect(parseSweepFile('vary: [{ name: "Doc Holliday.weapon", values: "FDR6" }]', 's.yaml').vary).toEqual(['Doc Holliday.weapon=FDR6']);
  });
  it('a bad field is one line naming the file, the field, what was expected and what was found', () => {
    const problem = (yaml: string): string => {
      try {
        parseSweepFile(yaml, 's.yaml');
      } catch (e) {
        return (e as Error).message;
      }
      return 'no error';
    };
    expect(problem('vary: []')).toMatch(/^s\.yaml: vary: expected a list of one or two parameters/);
    expect(problem('vary: [a=1]\ntrials: 1')).toMatch(/^s\.yaml: trials: expected trials per cell, a whole number 2 or more/);
    expect(problem('vary: [a=1]\nseeds: 1')).toMatch(/^s\.yaml(:\d+)?: .*seeds/);
    expect(problem('vary: [{ name: range, values: ["a,b"] }]')).toMatch(/^s\.yaml(:\d+)?: vary\[0\]\.values\[0\]: expected a value without commas/);
    expect(problem('scenario: [x]\nvary: [a=1]')).toMatch(/scenario: expected a scenario file/);
    for (const y of ['vary: []', 'vary: [a=1]\ntrials: 1', 'vary: [a=1]\nseeds: 1']) expect(problem(y).split('\n')).toHaveLength(1);
  });

  it('the committed example plays end to end; the command line overrides its trials; the written cell is the baseline', () => {
    const json = join(tmp, 'file.json');
    const r = deadeye('sweep', '--sweep', 'sweeps/doc-bac-by-range.yaml', '--trials', '300', '--threads', '1', '--quiet', '--json', json);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/range as written: 30 spaces/);
    const out = JSON.parse(readFileSync(json, 'utf8')) as { trials: number; seed: string; rows: Row[]; sweepFile: { file: string; name: string }; rangeAsWritten: number; parameters: { name: string; values: string[] }[] };
    expect(out.trials).toBe(300);
    expect(out.seed).toBe('16');
    expect(out.sweepFile).toMatchObject({ file: 'sweeps/doc-bac-by-range.yaml', name: "Doc Holliday's accuracy against the range" });
    expect(out.rangeAsWritten).toBe(30);
    expect(out.parameters).toEqual([{ name: 'Doc Holliday.boothill.bac', values: ['80', '85', '90', '95'] }, { name: 'range', values: ['5', '10', '20', '30'] }]);
    expect(out.rows).toHaveLength(4 * 4 * 3);
    const written = out.rows.filter((x) => x.values['Doc Holliday.boothill.bac'] === '95' && x.values['range'] === '30');
    expect(written.map((x) => x.difference)).toEqual([0, 0, 0]);
    // Closer, Doc Holliday's walk to Ringo is shorter for both: the change from the written range is real at 5 spaces.
    const close = out.rows.find((x) => x.metric === 'Holliday win' && x.values['Doc Holliday.boothill.bac'] === '95' && x.values['range'] === '5')!;
    expect(close.differenceInterval[1] < 0 || close.differenceInterval[0] > 0).toBe(true);
  }, 180_000);

  it('a weapon and a Shootout! factor: the written values are the baseline trial for trial', () => {
    const json = join(tmp, 'so.json');
    const r = deadeye('sweep', 'scenarios/duel-main-street.yaml', '--system', 'shootout', '--vary', 'Johnny Ringo.weapon=colt-revolver,repeater-rifle', '--vary', 'Johnny Ringo.shootout.htk=1,3', '--trials', '300', '--threads', '1', '--quiet', '--json', json);
    expect(r.stderr).toBe('');
    const rows = (JSON.parse(readFileSync(json, 'utf8')) as { rows: Row[] }).rows;
    expect(rows).toHaveLength(2 * 2 * 3);
    const at = (w: string, h: string): Row[] => rows.filter((x) => x.values['Johnny Ringo.weapon'] === w && x.values['Johnny Ringo.shootout.htk'] === h);
    expect(at('colt-revolver', '3').map((x) => x.difference)).toEqual([0, 0, 0]);
    // One hit to kill instead of three: Ringo wins less often.
    expect(at('colt-revolver', '1').find((x) => x.metric === 'Ringo win')!.differenceInterval[1]).toBeLessThan(0);
  }, 180_000);

  it('stops with one line and status 2: a bad sweep file, no scenario, a range off the map, an unknown weapon, a stat a system does not have', () => {
    const bad = join(tmp, 'bad.yaml');
    writeFileSync(bad, 'vary: ["range=5"]\ntrials: many\n');
    const noScenario = join(tmp, 'none.yaml');
    writeFileSync(noScenario, 'vary: ["range=5"]\n');
    for (const [args, message] of [
      [['--sweep', bad], /bad\.yaml(:\d+)?: trials: expected trials per cell/],
      [['--sweep', noScenario], /names none \(scenario: scenarios\/\.\.\.\)/],
      [['scenarios/duel-main-street.yaml', '--vary', 'range=5,36'], /--vary range=36: range 36: Johnny Ringo would stand at \[41, 5\], off the 40 x 11 map/],
      [['scenarios/duel-main-street.yaml', '--vary', 'Doc Holliday.weapon=SAR7'], /BOOT HILL weapon "SAR7": expected one of .* \(did you mean "SAR6"\?\)/],
      [['scenarios/duel-main-street.yaml', '--system', 'quickdraw', '--vary', 'Doc Holliday.quickdraw.speed=1'], /Quick on the Draw's stats are type \(.*\); ambidextrous, athletic/],
      // A table cell's bad value is blamed on the option as written, not on the sweep's own house rule's fields.
      [['scenarios/duel-main-street.yaml', '--system', 'quickdraw', '--vary', 'quickdraw.weapons.cartridge-revolver.range=-4,6'], /^deadeye: error: --vary quickdraw\.weapons\.cartridge-revolver\.range=-4: expected a whole number from 0 to 200 \(paces\) for quickdraw\.weapons\.cartridge-revolver\.range, found -4$/m],
    ] as const) {
      const r = deadeye('sweep', ...args, '--trials', '10', '--threads', '1');
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr).toMatch(message);
    }
  }, 120_000);
});

describe('parameterTitle', () => {
  it("gives each kind of parameter a readable title with the system's own description and unit (an audit, 2026-12-07: 'Doc Holliday.boothill.bac' on the axis)", () => {
    const scenario = loadScenario(join(import.meta.dirname, '../../../scenarios/duel-main-street.yaml'));
    const system = (id: string) => RULE_SYSTEMS.find((s) => s.id === id)!;
    const title = (spec: string, id = 'boothill'): string => parameterTitle(parseSpecs([spec], scenario, system(id))[0]!, scenario, system(id));
    expect(title('Doc Holliday.boothill.bac=85..95:5')).toBe('Doc Holliday: BAC, basic accuracy with firearms (percent, 0..100)');
    expect(title('Johnny Ringo.shootout.htk=1..3', 'shootout')).toBe('Johnny Ringo: HTK, hits to kill, 1..9');
    expect(title('range=3,6')).toBe('Range between the sides (map spaces)');
    expect(title('boothill.hitModifiers.singleActionRevolver.short=0..20:10')).toBe('BOOT HILL table cell: hitModifiers / singleActionRevolver / short');
  });
});

