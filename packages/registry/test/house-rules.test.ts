/**
 * House rules (issue #16 section 1) against the registered systems: the file's schema, each path
 * checked against the system's patchable tables and variants (one-line errors naming the file, the
 * field, what was expected and what was found), and the compile steps reading the patched cells
 * without touching the printed tables.
 */
import { describe, expect, it } from 'vitest';
import { parseHouseRule, resolveHouseRules, ScenarioError, type HouseRule } from '@deadeye/core';
import { getSystem, duelOf } from '../src/index.ts';

function rule(system: string, changes: string): HouseRule {
  return parseHouseRule(`name: test\ndescription: a test\nsystem: ${system}\nchanges:\n${changes}`, 'houserules/test.yaml');
}

/** The one-line message a rule's resolution throws against `system`. */
function error(system: string, r: HouseRule, variant?: string): string {
  try {
    resolveHouseRules(getSystem(system), [r], variant);
  } catch (e) {
    expect(e).toBeInstanceOf(ScenarioError);
    expect((e as Error).message.split('\n')).toHaveLength(1);
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

describe('house-rule files', () => {
  it('an unknown field, a missing note, and both to and add are schema errors naming the field', () => {
    expect(() => rule('boothill', '  - set: boothill.weapons.shotgun.short\n    tp: 5\n    note: x\n')).toThrow(/^houserules\/test\.yaml: changes\[0\]\.tp: expected one of the fields set, to, add, note, found unknown field "tp" \(line 6\)/);
    expect(() => rule('boothill', '  - set: boothill.weapons.shotgun.short\n    to: 5\n')).toThrow(/changes\[0\]\.note: expected a note/);
    expect(() => rule('boothill', '  - set: boothill.weapons.shotgun.short\n    to: 5\n    add: 1\n    note: x\n')).toThrow(/changes\[0\]: expected exactly one of `to: <value>` and `add: <number>`, found both/);
    expect(() => rule('boothill', '  - set: quickdraw.weapons.x.range\n    to: 5\n    note: x\n')).toThrow(/changes\[0\]\.set: expected a path starting "boothill\."/);
  });

  it('an unknown table, row or cell is an error naming the ones there are', () => {
    expect(error('boothill', rule('boothill', '  - set: boothill.hitModifer.shotgun.short\n    to: 5\n    note: x\n'))).toBe(
      'houserules/test.yaml: changes[0].set: expected a table BOOT HILL lets house rules change: boothill.hitModifiers, boothill.weapons, or boothill.variant, found unknown table "hitModifer" (did you mean "hitModifiers"?)',
    );
    expect(error('boothill', rule('boothill', '  - set: boothill.hitModifiers.shotgn.short\n    to: 5\n    note: x\n'))).toMatch(/changes\[0\]\.set: expected a row of boothill\.hitModifiers \(WEAPONS CHART weapon types\): knifeOrTomahawk, .* found unknown row "shotgn" \(did you mean "shotgun"\?\)$/);
    expect(error('boothill', rule('boothill', '  - set: boothill.hitModifiers.shotgun.shrt\n    to: 5\n    note: x\n'))).toBe(
      'houserules/test.yaml: changes[0].set: expected a column of boothill.hitModifiers: short, medium, long, extreme, found unknown cell "shrt" (did you mean "short"?)',
    );
    expect(error('quickdraw', rule('quickdraw', '  - set: quickdraw.characterTypes.hero.lives\n    to: 5\n    note: x\n'))).toMatch(/expected a column of quickdraw\.characterTypes: cards, actionDice, reducedDice, found unknown cell "lives"$/);
    expect(error('shootout', rule('shootout', '  - set: shootout.variant.fog\n    to: true\n    note: x\n'))).toMatch(/changes\[0\]\.set: expected shootout\.variant\.reading or a variant switch of Shootout!: shootout\.variant\.low-visibility/);
  });

  it('a value of the wrong type or out of range, and a rule of another system, are errors', () => {
    expect(error('boothill', rule('boothill', '  - set: boothill.hitModifiers.shotgun.short\n    to: fast\n    note: x\n'))).toBe(
      'houserules/test.yaml: changes[0].to: expected a whole number from -100 to 100 (percent added to the chance to hit) for boothill.hitModifiers.shotgun.short, found "fast"',
    );
    expect(error('quickdraw', rule('quickdraw', '  - set: quickdraw.characterTypes.hero.cards\n    add: 9\n    note: x\n'))).toMatch(/changes\[0\]\.add: expected an amount that leaves quickdraw\.characterTypes\.hero\.cards a whole number from 1 to 8 \(cards\), found 9 \(4 \+ 9 = 13\)$/);
    expect(error('boothill', rule('quickdraw', '  - set: quickdraw.characterTypes.hero.cards\n    to: 5\n    note: x\n'))).toBe(
      'houserules/test.yaml: system: expected "boothill" (the rule system being played, BOOT HILL); a house rule applies to its own system only, found "quickdraw"',
    );
  });

  it('records each change with the value it replaced, adds on what earlier changes left, and sets variant switches', () => {
    const r = rule(
      'boothill',
      '  - set: boothill.hitModifiers.shotgun.short\n    add: 10\n    note: a\n  - set: boothill.hitModifiers.shotgun.short\n    add: 5\n    note: b\n  - set: boothill.variant.reading\n    to: rulebook\n    note: c\n  - set: boothill.variant.misfires\n    to: true\n    note: d\n',
    );
    const h = resolveHouseRules(getSystem('boothill'), [r], undefined);
    expect(h.variant).toBe('rulebook+misfires');
    // Under the rulebook reading a shotgun at short range is -10 -10 = -20; +10 then +5.
    expect(h.rules[0]!.changes.map((c) => [c.original, c.value])).toEqual([[-20, -10], [-10, -5], ['screen', 'rulebook'], [false, true]]);
    expect(h.tables).toEqual({ hitModifiers: { shotgun: { short: -5 } } });
    // No house rule: the variant as given, no table patched.
    expect(resolveHouseRules(getSystem('boothill'), [], 'rulebook')).toMatchObject({ variant: 'rulebook', tables: {}, rules: [] });
  });

  it('the compile step copies the patched cells into the duel matchup and leaves the printed tables alone', () => {
    const duel = duelOf(getSystem('boothill'));
    const words = { a: 'BASP=+10 BAC=60 STR=14 WPN=2SG', b: 'BASP=+10 BAC=60 STR=14 WPN=SAR6', range: '2', maxTurns: '20' };
    const plain = duel.compile(words)[0] as unknown as { a: { rangeModifier: number; weaponModifier: number }; b: { rangeModifier: number } };
    const h = resolveHouseRules(getSystem('boothill'), [rule('boothill', '  - set: boothill.hitModifiers.shotgun.short\n    add: 10\n    note: x\n')], undefined);
    const patched = duel.compile({ ...words, tables: h.tables })[0] as unknown as typeof plain;
    expect(plain.a.rangeModifier + plain.a.weaponModifier).toBe(20);
    expect(patched.a.rangeModifier + patched.a.weaponModifier).toBe(30);
    expect(patched.b.rangeModifier).toBe(plain.b.rangeModifier);
    // Compiled again without the patch: as printed (no module-level table was changed).
    expect(duel.compile(words)[0]).toEqual(plain);
  });
});

describe('cells the rules do not play (an audit, 2026-11-29: such a change was recorded and did nothing)', () => {
  it("refuses Shootout!'s blank ammunition cells, and Quick on the Draw's capacity of a gun reloaded after a thrown 1", () => {
    expect(error('shootout', rule('shootout', '  - { set: shootout.rangedWeapons.derringer.ammo, to: 1, note: n }'))).toMatch(/^houserules\/test\.yaml: changes\[0\]\.set: expected a cell the rules play: shootout\.rangedWeapons\.derringer\.ammo is blank \(bows, thrown knives and spears \("n\/a"\) never reload, RULINGS\.md SR-24; the derringer's blank cell is read as 2 rounds, 1 with the derringer-single-shot variant, SR-25\)/);
    expect(error('shootout', rule('shootout', '  - { set: shootout.rangedWeapons.spear.ammo, to: 3, note: n }'))).toMatch(/spear\.ammo is blank/);
    expect(error('quickdraw', rule('quickdraw', '  - { set: quickdraw.weapons.cartridge-revolver.capacity, to: 1, note: n }'))).toMatch(/cartridge-revolver\.capacity is not played \(a revolver or repeater is reloaded after a thrown 1/);
  });
  it('still takes the cells that are played: a counted ammunition, a single shot, the harmonica rifle, a blank short range', () => {
    for (const [system, change] of [
      ['shootout', '  - { set: shootout.rangedWeapons.colt-revolver.ammo, to: 3, note: n }'],
      ['shootout', '  - { set: shootout.rangedWeapons.derringer.shortRange, to: 2, note: n }'],
      ['quickdraw', '  - { set: quickdraw.weapons.double-barrelled-shotgun.capacity, to: 1, note: n }'],
      ['quickdraw', '  - { set: quickdraw.weapons.harmonica-rifle.capacity, to: 3, note: n }'],
    ] as const) {
      expect(() => resolveHouseRules(getSystem(system), [rule(system, change)], undefined), change).not.toThrow();
    }
  });
});
