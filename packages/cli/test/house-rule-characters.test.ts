/**
 * House rules that change a named scenario character (issue #16 section 1, core
 * house-rules/characters.ts): the path read, the change checked against the system, applied through
 * the system's own setStat / setWeapon with its original value recorded, a change to the value a
 * character already has changing nothing, and one-line errors (a scenario without the character,
 * a stat the system does not have, a command that plays no scenario).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadScenario, parseCharacterPath, parseHouseRule, type CompiledScenario, type HouseRule } from '@deadeye/core';
import { getSystem } from '@deadeye/registry';
import { afterAll, describe, expect, it } from 'vitest';
import { compileWithHouseRules } from '../src/house-rules.ts';
import { deadeye, ROOT } from './run-cli.ts';

const tmp = mkdtempSync(join(tmpdir(), 'deadeye-house-characters-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const DUEL = { ...loadScenario(join(ROOT, 'scenarios/duel-main-street.yaml')), file: 'scenarios/duel-main-street.yaml' };
const STREET = { ...loadScenario(join(ROOT, 'scenarios/street-fight.yaml')), file: 'scenarios/street-fight.yaml' };

/** A house rule of `system` with one change. */
function rule(system: string, change: string): HouseRule {
  return parseHouseRule(`name: t\ndescription: t\nsystem: ${system}\nchanges:\n  - ${change}\n    note: test\n`, `${system}-test.yaml`);
}

/** The first message a function throws. */
function message(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  return 'no error';
}

const chars = (s: CompiledScenario): unknown => JSON.parse(JSON.stringify((s as unknown as { characters: unknown }).characters));

describe('the path', () => {
  it('reads a quoted or bare name, a system and a stat, or the weapon', () => {
    expect(parseCharacterPath('character."Doc Holliday".boothill.bac')).toEqual({ character: 'Doc Holliday', system: 'boothill', stat: 'bac' });
    expect(parseCharacterPath('character."A.E. Bunker".weapon')).toEqual({ character: 'A.E. Bunker', stat: 'weapon' });
    expect(parseCharacterPath('character.Ringo.shootout.htk')).toEqual({ character: 'Ringo', system: 'shootout', stat: 'htk' });
    expect(parseCharacterPath('boothill.weapons.shotgun.short')).toBeUndefined();
    expect(message(() => parseCharacterPath('character."Doc.bac'))).toMatch(/^a path character\."<name>"\.<system>\.<stat>/);
    expect(message(() => parseCharacterPath('character."Doc".boothill'))).toMatch(/^a path character/);
  });
  it('a file names its own system, one line', () => {
    expect(message(() => rule('boothill', 'set: character."Doc Holliday".shootout.htk\n    to: 1'))).toMatch(/^boothill-test\.yaml(:\d+)?: changes\[0\]\.set: expected character\."<name>"\.boothill\.<stat> \(the file's system\)/);
  });
  it('a slip in `system` is blamed on `system`, not on the paths that name the system right (an audit, 2026-12-07)', () => {
    const m = message(() => rule('boothil', 'set: boothill.hitModifiers.shotgun.short\n    add: 10'));
    expect(m).toMatch(/^boothil-test\.yaml(:\d+)?: system: expected the system its changes' paths name \(did you mean "boothill"\?\), found "boothil"/);
    expect(m.split('\n')).toHaveLength(1);
    expect(message(() => rule('boothil', 'set: character."Doc Holliday".boothill.bac\n    add: 5'))).toMatch(/system: expected the system its changes' paths name \(did you mean "boothill"\?\)/);
  });
});

describe('applied to a scenario', () => {
  it('BOOT HILL: add to a stat; the summary has the original beside the new value', () => {
    const { setup, house } = compileWithHouseRules(getSystem('boothill'), DUEL, [rule('boothill', 'set: character."Doc Holliday".boothill.bac\n    add: -10')], {});
    expect((setup as unknown as { characters: { bac: number }[] }).characters[0]!.bac).toBe(85);
    expect(house.rules[0]!.changes[0]).toEqual({ path: 'character."Doc Holliday".boothill.bac', original: 95, value: 85, note: 'test' });
  });
  it('the value a character already has changes nothing', () => {
    const plain = compileWithHouseRules(getSystem('boothill'), DUEL, [], {}).setup;
    for (const [system, change] of [
      ['boothill', 'set: character."Doc Holliday".boothill.bac\n    to: 95'],
      ['boothill', 'set: character."Johnny Ringo".weapon\n    to: FDR6'],
      ['shootout', 'set: character."Johnny Ringo".weapon\n    to: colt-revolver'],
      ['shootout', 'set: character."Johnny Ringo".shootout.htk\n    add: 0'],
    ] as const) {
      const none = system === 'boothill' ? plain : compileWithHouseRules(getSystem(system), DUEL, [], {}).setup;
      expect(chars(compileWithHouseRules(getSystem(system), DUEL, [rule(system, change)], {}).setup), change).toEqual(chars(none));
    }
  });
  it('Quick on the Draw: a skill on and a type; Shootout!: a weapon', () => {
    const qd = compileWithHouseRules(getSystem('quickdraw'), DUEL, [rule('quickdraw', 'set: character."Doc Holliday".quickdraw.marksman\n    to: false')], {});
    expect((qd.setup as unknown as { characters: { profile: { skills: string[] } }[] }).characters[0]!.profile.skills).not.toContain('marksman');
    expect(qd.house.rules[0]!.changes[0]).toMatchObject({ original: true, value: false });
    const so = compileWithHouseRules(getSystem('shootout'), DUEL, [rule('shootout', 'set: character."Doc Holliday".weapon\n    to: repeater-rifle')], {});
    expect((so.setup as unknown as { characters: { ranged: { id: string }[] }[] }).characters[0]!.ranged.map((w) => w.id)).toEqual(['repeater-rifle', 'shotgun']);
    expect(so.house.rules[0]!.changes[0]).toMatchObject({ original: 'colt-revolver', value: 'repeater-rifle' });
  });
  it('one-line errors: a scenario without the character, a stat the system does not have, a value it refuses, add to a weapon', () => {
    const bh = getSystem('boothill');
    expect(message(() => compileWithHouseRules(bh, STREET, [rule('boothill', 'set: character."Doc Holliday".boothill.bac\n    add: -10')], {}))).toMatch(
      /^boothill-test\.yaml: changes\[0\]\.set: expected a character of Street fight, three against three \(Town Marshal, .*\), found "Doc Holliday"$/,
    );
    expect(message(() => compileWithHouseRules(bh, DUEL, [rule('boothill', 'set: character."Doc Holliday".boothill.bacc\n    to: 80')], {}))).toMatch(/^boothill-test\.yaml: changes\[0\]\.set: expected a stat of BOOT HILL: basp, bac, str, mrl, or character\."<name>"\.weapon, found "bacc" \(did you mean "bac"\?\)$/);
    expect(message(() => compileWithHouseRules(bh, DUEL, [rule('boothill', 'set: character."Doc Holliday".boothill.bac\n    add: 10')], {}))).toMatch(/^boothill-test\.yaml: changes\[0\]\.add: expected a value BOOT HILL takes for .*, found 105 \(BOOT HILL bac: expected a whole number from 0 to 100, found 105\)$/);
    expect(message(() => compileWithHouseRules(bh, DUEL, [rule('boothill', 'set: character."Doc Holliday".weapon\n    add: 1')], {}))).toMatch(/^boothill-test\.yaml: changes\[0\]\.add: expected to: <weapon>/);
  });
});

describe('end to end', () => {
  it('run applies it and names it; a scenario without him (run, compare) and duel stop with one line and status 2', () => {
    const json = join(tmp, 'run.json');
    const r = deadeye('run', 'scenarios/duel-main-street.yaml', '--house-rule', 'houserules/doc-bad-day.yaml', '--trials', '300', '--threads', '1', '--quiet', '--json', json);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/character\."Doc Holliday"\.boothill\.bac: 95 -> 85/);
    const out = JSON.parse(readFileSync(json, 'utf8')) as { houseRules: { changes: { original: number; value: number }[] }[] };
    expect(out.houseRules[0]!.changes[0]).toMatchObject({ original: 95, value: 85 });
    const street = deadeye('run', 'scenarios/street-fight.yaml', '--house-rule', 'houserules/doc-bad-day.yaml', '--trials', '10', '--threads', '1', '--quiet');
    expect(street.status).toBe(2);
    expect(street.stderr.trim().split('\n')).toHaveLength(1);
    expect(street.stderr).toMatch(/doc-bad-day\.yaml: changes\[0\]\.set: expected a character of Street fight/);
    const compare = deadeye('compare', 'scenarios/street-fight.yaml', '--house-rule', 'houserules/doc-bad-day.yaml', '--trials', '10', '--threads', '1', '--quiet');
    expect(compare.status).toBe(2);
    expect(compare.stderr).toMatch(/^deadeye: error: houserules\/doc-bad-day\.yaml: changes\[0\]\.set: expected a character of Street fight/);
    const duel = deadeye('duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--house-rule', 'houserules/doc-bad-day.yaml', '--trials', '10', '--quiet');
    expect(duel.status).toBe(2);
    expect(duel.stderr.trim().split('\n')).toHaveLength(1);
    expect(duel.stderr).toMatch(/deadeye duel plays no scenario/);
  }, 120_000);

  it('a sweep takes it under every cell; its own value of the same stat wins', () => {
    const file = join(tmp, 'sweep.yaml');
    writeFileSync(file, 'scenario: scenarios/duel-main-street.yaml\nhouseRules: [houserules/doc-bad-day.yaml]\nvary: ["Doc Holliday.boothill.bac=85,95"]\n');
    const json = join(tmp, 'sweep.json');
    const r = deadeye('sweep', '--sweep', file, '--trials', '300', '--threads', '1', '--quiet', '--json', json);
    expect(r.stderr).toBe('');
    const out = JSON.parse(readFileSync(json, 'utf8')) as { rows: { values: Record<string, string>; metric: string; difference: number }[]; houseRules: unknown[] };
    expect(out.houseRules).toHaveLength(1);
    // The baseline has the house rule (BAC 85): the cell BAC 85 is the baseline trial for trial,
    // and the cell BAC 95 (the sweep's value over the rule's) is not.
    const at = (bac: string) => out.rows.filter((x) => x.values['Doc Holliday.boothill.bac'] === bac);
    expect(at('85').map((x) => x.difference)).toEqual([0, 0, 0]);
    expect(at('95').find((x) => x.metric === 'Holliday win')!.difference).toBeGreaterThan(0);
  }, 120_000);
});
