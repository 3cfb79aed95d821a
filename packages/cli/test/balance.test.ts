/**
 * `deadeye balance` (issue #16 section 6): the round robin played on the runner the same on 1 and
 * 2 threads, its matrix consistent (a pairing's two cells sum to 1), a known edge found (the Fast
 * Draw Revolver's speed against the Single Action's at short range), Shootout!'s sides fielding the
 * points exactly on average, and one-line errors with status 2.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BalanceResult } from '@deadeye/stats';
import { formatBalance } from '../src/balance-command.ts';
import { deadeye, ROOT } from './run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'deadeye-balance-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('deadeye balance', () => {
  it('BOOT HILL revolvers at short range: the same on 1 and 2 threads, cells complementary, the Fast Draw beats the Single Action', () => {
    const outs = ['1', '2'].map((threads) => {
      const json = join(tmp, `bh${threads}.json`);
      const csv = join(tmp, `bh${threads}.csv`);
      const r = deadeye('balance', '--system', 'boothill', '--only', 'FDR6,SAR6,DAR6,LBR', '--band', 'short', '--trials', '600', '--threads', threads, '--quiet', '--json', json, '--csv', csv);
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      return { json: JSON.parse(readFileSync(json, 'utf8')) as BalanceResult, csv: readFileSync(csv, 'utf8'), text: r.stdout };
    });
    expect(JSON.stringify({ ...outs[1]!.json, elapsedMs: 0 })).toBe(JSON.stringify({ ...outs[0]!.json, elapsedMs: 0 }));
    expect(outs[1]!.csv).toBe(outs[0]!.csv);
    const r = outs[0]!.json;
    expect(r.kind).toBe('balance');
    expect(r.tables).toHaveLength(1);
    const t = r.tables[0]!;
    expect(t.band).toBe('short');
    expect(t.range).toBe(3);
    expect(t.cells).toHaveLength(4 * 3);
    for (const c of t.cells) {
      const back = t.cells.find((x) => x.row === c.column && x.column === c.row)!;
      expect(c.score + back.score).toBeCloseTo(1, 12);
      expect(c.trials).toBe(600);
    }
    const at = (id: string): number => r.entrants.findIndex((e) => e.id === id);
    // The reference is the Single Action Revolver.
    expect(r.reference).toBe(at('SAR6'));
    expect(t.standings[at('SAR6')]!.strength).toBe(0);
    // Very Fast (+10) against Fast (+8): the Fast Draw's man fires first; 600 fights give a standard error of about 2 points.
    const edge = t.cells.find((c) => c.row === at('FDR6') && c.column === at('SAR6'))!;
    expect(edge.score - 0.5).toBeGreaterThan(4 * 0.0205);
    expect(t.standings[at('FDR6')]!.strength).toBeGreaterThan(0);
    // One shot a turn: the Long Barrel Revolver is the weakest at 3 spaces.
    const weakest = [...t.standings].sort((a, b) => a.strength - b.strength)[0]!;
    expect(r.entrants[weakest.entrant]!.id).toBe('LBR');
    expect(outs[0]!.text).toMatch(/at 3 spaces \(18 ft\), the template's short band:/);
    // Each weapon's own band at that distance, and its Holm p (floored as the sentences floor it).
    expect(outs[0]!.text).toMatch(/Long Barrel Revolver \(6 shot\) \(LBR\) +35 +its short band \(0 to 6 spaces\) +\d/);
    expect(outs[0]!.text).toMatch(/strength \[95%\] +p \(Holm\) +verdict/);
    expect(t.standings[at('LBR')]!.reach).toEqual({ band: 'short', text: 'its short band (0 to 6 spaces)' });
    expect(outs[0]!.csv.split('\n')[0]).toBe('band,range,row,row_cost,column,column_cost,trials,wins,losses,draws,score,low,high');
  }, 180_000);

  it('--house-rule: a null rule changes no fight; shotguns +10 at short range raise the shotgun', () => {
    const run = (...rules: string[]): BalanceResult => {
      const json = join(tmp, `hr${rules.length}${rules.join('').length}.json`);
      const r = deadeye('balance', '--system', 'boothill', '--only', 'SAR6,2SG,15R', '--band', 'short', '--trials', '300', '--threads', '1', '--quiet', '--json', json, ...rules.flatMap((f) => ['--house-rule', f]));
      expect(r.stderr).toBe('');
      expect(r.status).toBe(0);
      return JSON.parse(readFileSync(json, 'utf8')) as BalanceResult;
    };
    const plain = run();
    const nulled = run('houserules/no-change.yaml');
    expect(JSON.stringify(nulled.tables)).toBe(JSON.stringify(plain.tables));
    expect(nulled.houseRules?.map((h) => h.name)).toEqual(['No change']);
    const plus = run('houserules/shotgun-plus-ten.yaml');
    const score = (r: BalanceResult): number => r.tables[0]!.standings[r.entrants.findIndex((e) => e.id === '2SG')]!.score;
    expect(score(plus)).toBeGreaterThan(score(plain));
  }, 180_000);

  it("Shootout!: each side fields the template's points exactly on average, in one or two sizes", () => {
    const json = join(tmp, 'so.json');
    const r = deadeye('balance', '--system', 'shootout', '--only', 'Deputy,Doc Holliday,Hired Gun', '--trials', '40', '--threads', '1', '--quiet', '--json', json);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const res = JSON.parse(readFileSync(json, 'utf8')) as BalanceResult;
    const s = (name: string) => res.tables[0]!.standings[res.entrants.findIndex((e) => e.name === name)]!;
    expect(s('Deputy').sizes).toEqual([{ figures: 10, weight: 1 }]);
    expect(s('Hired Gun').sizes).toEqual([{ figures: 5, weight: 1 }]);
    // Doc Holliday costs 13: 4 figures in 40% of the fights (1 - 60/13 + 4), 5 in 60%.
    expect(s('Doc Holliday').sizes.map((z) => z.figures)).toEqual([4, 5]);
    expect(s('Doc Holliday').sizes[1]!.weight).toBeCloseTo(60 / 13 - 4, 12);
    for (const name of ['Deputy', 'Doc Holliday', 'Hired Gun']) expect(s(name).fielded).toBeCloseTo(60, 9);
    expect(res.equalCost).toBe(true);
    expect(r.stdout).toMatch(/4 \(38%\) or 5 \(62%\)/);
  }, 180_000);

  it("Shootout!: every pairing of the whole roster ends (seven groups of equal Speed once hung SR-35's initiative)", () => {
    // Peasants against Miners at 60 points hung before 5e400ca7: the tied groups re-rolled a D6
    // all together until no two alike, which seven groups never reach. Two fights a pairing are
    // enough to meet every pairing's initiative; a hang is killed by run-cli's watch (HANG_MS) and
    // fails the test.
    const json = join(tmp, 'so-all.json');
    const r = deadeye('balance', '--system', 'shootout', '--trials', '2', '--threads', '2', '--quiet', '--json', json);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const res = JSON.parse(readFileSync(json, 'utf8')) as BalanceResult;
    const n = res.entrants.length;
    expect(n).toBeGreaterThanOrEqual(38);
    expect(res.entrants.map((e) => e.name)).toEqual(expect.arrayContaining(['Peasant', 'Miner']));
    const cells = res.tables[0]!.cells;
    expect(cells).toHaveLength(n * (n - 1));
    for (const c of cells) expect(c.trials).toBe(2);
  }, 240_000);

  it('the matrix never prints 0% or 100% for a share that is not (an audit, 2026-12: 0.99875 printed as 100%)', () => {
    const json = join(tmp, 'matrix.json');
    const r = deadeye('balance', '--system', 'boothill', '--only', 'FDR6,SAR6,DAR6', '--band', 'short', '--trials', '20', '--threads', '1', '--quiet', '--json', json);
    expect(r.status, r.stderr).toBe(0);
    const result = JSON.parse(readFileSync(json, 'utf8')) as BalanceResult;
    const cells = result.tables[0]!.cells;
    const set = (row: number, column: number, score: number): void => {
      (cells.find((c) => c.row === row && c.column === column) as { score: number }).score = score;
    };
    set(0, 1, 0.99875);
    set(1, 0, 0.00125);
    set(0, 2, 1);
    set(2, 0, 0);
    const rows = formatBalance(result).split('\n').filter((l) => /^ {2}[ \d]\d /.test(l));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/ 99\.9% +100% *$/);
    expect(rows[1]).toMatch(/ 0\.1% +- /);
    expect(rows[2]).toMatch(/ 0% /);
    // The columns line up: every row as long as the header of numbers.
    expect(new Set(rows.map((l) => l.length)).size).toBe(1);
  });

  it('withholds verdicts, with a warning, where most fights are undecided or too few entrants are in reach (an audit, 2026-12)', () => {
    const far = deadeye('balance', '--system', 'shootout', '--only', 'Doc Holliday,Deputy,Hired Gun', '--trials', '10', '--range', '100', '--quiet');
    expect(far.status, far.stderr).toBe(0);
    expect(far.stdout).not.toMatch(/ fair$/m);
    expect(far.stdout).toMatch(/Most fights undecided at 100 spaces/);
    expect(far.stdout).toMatch(/Score against cost: no line/);
    expect(far.stderr).toMatch(/^deadeye: warning: at 100 spaces \(600 ft\): no verdict for 3 of 3 entrants; most fights of every entrant were undecided \(no side had won at the turn limit\): give a shorter --range, or a template with more turns\n$/);
    const two = deadeye('balance', '--band', 'extreme', '--only', 'CBR,SCG,SAR6,FDR6', '--trials', '20', '--quiet');
    expect(two.status, two.stderr).toBe(0);
    expect(two.stdout).not.toMatch(/ fair$/m);
    expect(two.stdout).toMatch(/No verdicts at 30 spaces .*: 2 entrants in reach with fights decided, and the line of score on cost needs at least 3/);
    expect(two.stderr).toMatch(/^deadeye: warning: at 30 spaces \(180 ft\) \(the extreme band\): no verdict for 2 of 4 entrants; fewer than 3 entrants in reach/);
  });

  it('stops with one line and status 2 on bad input, writing nothing', () => {
    const badTemplate = join(tmp, 'bad-template.yaml');
    writeFileSync(badTemplate, readFileSync(join(ROOT, 'scenarios/templates/balance-encounter.yaml'), 'utf8').replace('long: 15', 'long: 5'));
    const json = join(tmp, 'never.json');
    for (const [args, message] of [
      [['--system', 'quickdraw'], /^deadeye: error: --system quickdraw: Quick on the Draw has no notion of cost: .*QR-101\)$/],
      [['--system', 'boothill', '--only', 'FDR6,XYZ'], /--only: "XYZ" is neither/],
      [['--system', 'boothill', '--only', 'FDR6'], /needs at least three/],
      [['--system', 'boothill', '--only', 'FDR6,SAR6'], /needs at least three \(each is judged against the line of score on price, which two would fix\), "FDR6,SAR6" gives 2$/],
      [['--system', 'boothill', '--band', 'close'], /--band: "close" is not a band/],
      [['--system', 'shootout', '--only', 'Doc Holliday,Doc Holliday,Deputy'], /^deadeye: error: --only: Doc Holliday is named twice$/],
      [['--system', 'boothill', '--only', 'FDR6,SAR6,fdr6,DAR6'], /^deadeye: error: --only: fdr6 is named twice$/],
      [['--system', 'boothill', '--range', '5'], /--range: BOOT HILL's round robin is played at each band's range/],
      [['--system', 'shootout', '--band', 'short'], /--band: Shootout!'s round robin is played at the template's range/],
      [['--system', 'shootout', '--only', 'Nobody,Deputy'], /--only: "Nobody" is neither a Shootout! profile nor a troop list/],
      [['--system', 'boothill', '--template', badTemplate], /bad-template\.yaml: bands\.long: expected a range above the medium band's \(7\), found 5/],
      [['--system', 'boothill', '--alpha', '2'], /--alpha: expected a probability/],
    ] as const) {
      const r = deadeye('balance', ...args, '--trials', '10', '--json', json);
      expect(r.status).toBe(2);
      expect(r.stderr.trim().split('\n')).toHaveLength(1);
      expect(r.stderr.trim()).toMatch(message);
      expect(r.stdout).toBe('');
    }
    expect(() => readFileSync(json)).toThrow();
  }, 180_000);
});
