/**
 * `deadeye sweep` (issue #16 section 4): values and specs parsed with one-line errors; a grid
 * played paired with the scenario as written (the cell equal to the written value differs from it
 * in no trial), accuracy moving the duel the right way, long-format JSON and CSV, the same on 1 and
 * 2 threads.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseValues } from '../src/sweep-command.ts';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const TSX = new URL(`file://${createRequire(import.meta.url).resolve('tsx')}`).href;
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'deadeye-sweep-'));

function deadeye(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', TSX, MAIN, ...args], { encoding: 'utf8', cwd: ROOT, env: { ...process.env, INIT_CWD: ROOT } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

interface Row { cell: number; values: Record<string, string>; metric: string; rate: number; difference: number; differenceInterval: [number, number]; pValue: number }

describe('sweep values', () => {
  it('reads ranges and lists', () => {
    expect(parseValues('80..100:5', 's')).toEqual([80, 85, 90, 95, 100]);
    expect(parseValues('0..1:0.25', 's')).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(parseValues('2,5,10', 's')).toEqual([2, 5, 10]);
    expect(parseValues('true,false', 's')).toEqual([true, false]);
    expect(() => parseValues('10..5', 's')).toThrow(/from <= to/);
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
      ['Nobody.boothill.bac=1,2', /neither a table cell/],
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
