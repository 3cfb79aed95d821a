/**
 * `--house-rule FILE` end to end (issue #16 section 1): a house rule that changes nothing gives
 * results identical to none; one that changes a cell changes exactly the runs that read it; the
 * results JSON and the report name it; a bad one stops the command with one line and status 2.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadScenario, parseHouseRule } from '@deadeye/core';
import { getSystem } from '@deadeye/registry';
import { compileWithHouseRules, formatHouseRules } from '../src/house-rules.ts';
import { deadeye, ROOT } from './run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'deadeye-house-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The results JSON without its timing and without `houseRules` (what the rule changed, if anything, is in the rest). */
function outcomes(file: string): string {
  const { elapsedMs: _e, trialsPerSecond: _t, houseRules: _h, ...rest } = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return JSON.stringify(rest);
}

function run(name: string, ...args: string[]): string {
  const out = join(tmp, `${name}.json`);
  const r = deadeye(...args, '--seed', '7', '--threads', '2', '--quiet', '--json', out);
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  return out;
}

const SHOTGUN = 'houserules/shotgun-plus-ten.yaml';

describe('the house rules applied, as the terminal lists them', () => {
  it('a modifier with its sign, a count, a distance or a character\'s score as it is', () => {
    // Resolved as every command resolves them: core marks a change of a modifier column (one whose
    // least value is below 0) `modifier`, and the terminal and the report sign only those.
    const changes = (system: string, ...sets: string[]) =>
      compileWithHouseRules(getSystem(system), { ...loadScenario(join(ROOT, 'scenarios/street-fight.yaml')), file: 'scenarios/street-fight.yaml' }, [parseHouseRule(`name: R\ndescription: d\nsystem: ${system}\nchanges:\n${sets.map((x) => `  - ${x}\n    note: n\n`).join('')}`, 'r.yaml')], {}).house.rules;
    const bh = changes('boothill', 'set: boothill.hitModifiers.shotgun.short\n    add: 10', 'set: boothill.weapons.singleActionRevolver.short\n    to: 6', 'set: character."Town Marshal".boothill.bac\n    add: -10');
    expect(bh[0]!.changes.map((c) => c.modifier)).toEqual([true, undefined, undefined]);
    const text = formatHouseRules(bh);
    expect(text).toContain('boothill.hitModifiers.shotgun.short: +20 -> +30  (n)');
    // Cards, ranges and scores are no modifiers: `+4 -> +6` read as one (audits, 2026-12-01 and 2026-12-07).
    expect(text).toContain('boothill.weapons.singleActionRevolver.short: 4 -> 6  (n)');
    expect(text).toContain('character."Town Marshal".boothill.bac: 73 -> 63  (n)');
    const qd = changes('quickdraw', 'set: quickdraw.characterTypes.hero.cards\n    to: 5', 'set: quickdraw.weapons.cartridge-revolver.range\n    to: 6');
    expect(formatHouseRules(qd)).toMatch(/quickdraw\.characterTypes\.hero\.cards: 4 -> 5 {2}\(n\)\n.*cartridge-revolver\.range: 12 -> 6 {2}\(n\)/);
  });
});

describe('deadeye --house-rule', () => {
  it('a null house rule gives results identical to none', () => {
    const none = run('none', 'run', 'scenarios/street-fight.yaml', '--trials', '3000');
    const nul = run('null', 'run', 'scenarios/street-fight.yaml', '--trials', '3000', '--house-rule', 'houserules/no-change.yaml');
    expect(outcomes(nul)).toBe(outcomes(none));
    const j = JSON.parse(readFileSync(nul, 'utf8'));
    expect(j.houseRules).toEqual([
      expect.objectContaining({ name: 'No change', system: 'boothill', file: 'houserules/no-change.yaml', changes: [expect.objectContaining({ path: 'boothill.weapons.singleActionRevolver.short', original: 4, value: 4 })] }),
    ]);
    expect(JSON.parse(readFileSync(none, 'utf8'))).not.toHaveProperty('houseRules');
  }, 120_000);

  it('the shotgun cell changes a fight where shotguns fire at short range and leaves a revolver duel and a shotgun-free scenario byte-identical', () => {
    const before = JSON.parse(readFileSync(run('coffey0', 'run', 'scenarios/coffeyville.yaml', '--trials', '12000'), 'utf8'));
    const afterFile = run('coffey1', 'run', 'scenarios/coffeyville.yaml', '--trials', '12000', '--house-rule', SHOTGUN);
    const after = JSON.parse(readFileSync(afterFile, 'utf8'));
    const short = (j: { weapons: { weapon: string; band: string; shots: number; hits: number }[] }) => j.weapons.find((w) => w.weapon === 'shotgun' && w.band === 'short')!;
    const [a, b] = [short(before), short(after)];
    expect(a.shots).toBeGreaterThan(500);
    // +10 points to hit: the hit rate must rise by more than 3 standard errors of the difference (about 4 points here).
    const p0 = a.hits / a.shots;
    const p1 = b.hits / b.shots;
    const se = Math.sqrt((p0 * (1 - p0)) / a.shots + (p1 * (1 - p1)) / b.shots);
    expect(p1 - p0).toBeGreaterThan(3 * se);
    expect(after.houseRules[0].changes[0]).toMatchObject({ path: 'boothill.hitModifiers.shotgun.short', original: 20, value: 30 });

    const duel = ['duel', '--a', 'BASP=+10 BAC=60 STR=14 WPN=SAR6', '--b', 'BASP=+5 BAC=55 STR=12 WPN=DAR6', '--range', '2,8', '--trials', '5000', '--exact'];
    expect(outcomes(run('duel1', ...duel, '--house-rule', SHOTGUN))).toBe(outcomes(run('duel0', ...duel)));
    const plain = ['run', 'scenarios/duel-main-street.yaml', '--trials', '3000'];
    expect(outcomes(run('dms1', ...plain, '--house-rule', SHOTGUN))).toBe(outcomes(run('dms0', ...plain)));
  }, 240_000);

  it('a Quick on the Draw house rule changes the fight with a Hero; compare applies it to its own system only; the report shows the table', () => {
    const args = ['compare', 'scenarios/ok-corral.yaml', '--systems', 'boothill,quickdraw', '--trials', '2000'];
    const out = join(tmp, 'cmp1.json');
    const r = deadeye(...args, '--seed', '3', '--quiet', '--json', out, '--house-rule', 'houserules/hero-five-cards.yaml', '--report', join(tmp, 'cmp-report'));
    expect(r.status).toBe(0);
    const c = JSON.parse(readFileSync(out, 'utf8'));
    expect(c.houseRules.map((h: { name: string }) => h.name)).toEqual(['A Hero holds five cards']);
    expect(readFileSync(join(tmp, 'cmp-report', 'index.html'), 'utf8')).toContain('quickdraw.characterTypes.hero.cards');
    const base = join(tmp, 'cmp0.json');
    expect(deadeye(...args, '--seed', '3', '--quiet', '--json', base).status).toBe(0);
    const sys = (f: string, id: string) => JSON.stringify(JSON.parse(readFileSync(f, 'utf8')).systems.find((s: { system: string }) => s.system === id).outcomes ?? JSON.parse(readFileSync(f, 'utf8')).systems.find((s: { system: string }) => s.system === id));
    const strip = (s: string) => s.replace(/"(elapsedMs|trialsPerSecond)":\d+,?/g, '');
    expect(strip(sys(out, 'boothill'))).toBe(strip(sys(base, 'boothill')));
    expect(strip(sys(out, 'quickdraw'))).not.toBe(strip(sys(base, 'quickdraw')));
  }, 240_000);

  it('a bad house rule stops the command with one line and status 2', () => {
    const bad = join(tmp, 'bad.yaml');
    writeFileSync(bad, 'name: x\ndescription: y\nsystem: boothill\nchanges:\n  - set: boothill.weapons.shotgun.range\n    to: 9\n    note: z\n');
    for (const cmd of [['run', 'scenarios/street-fight.yaml'], ['duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '5']]) {
      const r = deadeye(...cmd, '--trials', '10', '--quiet', '--house-rule', bad);
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^deadeye: error: .*bad\.yaml: changes\[0\]\.set: expected a column of boothill\.weapons: short, medium, long, extreme, rateOfFire, reloadRate, found unknown cell "range"\n$/);
    }
    const other = deadeye('run', 'scenarios/street-fight.yaml', '--system', 'shootout', '--trials', '10', '--quiet', '--house-rule', SHOTGUN);
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/shotgun-plus-ten\.yaml: system: expected "shootout"/);
  }, 120_000);
});
