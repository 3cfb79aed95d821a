/**
 * What `deadeye sweep` sets through each rule system (`RuleSystem.vary.setStat`, `setWeapon`):
 * a character's weapon under every system, Quick on the Draw's type, move, armour and skills,
 * Shootout!'s factors. Setting a value a character already has gives the compiled scenario he
 * had (so that cell of a sweep is the baseline trial for trial); a changed value changes what the
 * engine reads, and only that; a bad value is one line naming what is allowed.
 */
import { fileURLToPath } from 'node:url';
import { loadScenario, type CellValue, type CompiledScenario, type Scenario } from '@deadeye/core';
import { describe, expect, it } from 'vitest';
import { compileScenario, getSystem } from '../src/index.ts';

const file = (name: string): string => fileURLToPath(new URL(`../../../scenarios/${name}`, import.meta.url));
const DUEL = { ...loadScenario(file('duel-main-street.yaml')), file: 'duel-main-street.yaml' };
const DOC = 0;
const RINGO = 1;

/** The system's setup of the duel, and its setStat / setWeapon bound to it. */
function sweeper(id: string) {
  const system = getSystem(id);
  const recompile = (s: Scenario & { file?: string }): CompiledScenario => compileScenario(system, s, {});
  const setup = recompile(DUEL);
  return {
    setup,
    stat: (i: number, stat: string, value: CellValue) => system.vary!.setStat!(DUEL, setup, i, stat, value, recompile),
    weapon: (i: number, w: string) => system.vary!.setWeapon!(DUEL, setup, i, w, recompile),
  };
}

/** The compiled characters as plain data, for comparing. */
const chars = (s: CompiledScenario): unknown[] => JSON.parse(JSON.stringify((s as unknown as { characters: unknown[] }).characters)) as unknown[];

describe('BOOT HILL: a weapon by its PRICE CHART code', () => {
  const s = sweeper('boothill');
  type Bh = { characters: { weapons: { code: string }[]; carried: number }[] };
  it('his own first weapon gives the setup as compiled; another replaces the one in hand only', () => {
    expect(chars(s.weapon(DOC, 'FDR6'))).toEqual(chars(s.setup));
    const sar = s.weapon(DOC, 'sar6') as unknown as Bh;
    expect(sar.characters[DOC]!.weapons.slice(0, 2).map((w) => w.code)).toEqual(['SAR6', 'SCG']);
    expect(chars(sar as unknown as CompiledScenario)[RINGO]).toEqual(chars(s.setup)[RINGO]);
  });
  it('an unknown code is one line listing the codes, with a did-you-mean', () => {
    expect(() => s.weapon(DOC, 'SAR7')).toThrow(/^BOOT HILL weapon "SAR7": expected one of KN, .*SAR6.* \(did you mean "SAR6"\?\)$/);
  });
});

describe('Quick on the Draw: weapon ids, type, move, armour, skills (RULINGS.md QR-V2)', () => {
  const s = sweeper('quickdraw');
  type Qd = { characters: { profile: { type: string; move: number; armour: number; skills: string[]; weapons: string[] } }[] };
  const p = (x: CompiledScenario, i = DOC) => (x as unknown as Qd).characters[i]!.profile;
  it('his own values give the setup as compiled', () => {
    expect(chars(s.weapon(DOC, 'cartridge-revolver'))[DOC]).toMatchObject({ cards: (chars(s.setup)[DOC] as { cards: number }).cards });
    expect(p(s.weapon(DOC, 'cartridge-revolver')).weapons).toEqual(p(s.setup).weapons);
    expect(chars(s.stat(DOC, 'type', 'hero'))[RINGO]).toEqual(chars(s.setup)[RINGO]);
    expect(p(s.stat(DOC, 'marksman', true)).skills).toEqual(expect.arrayContaining(p(s.setup).skills));
  });
  it('a changed value changes that value', () => {
    expect(p(s.weapon(DOC, 'repeating-carbine')).weapons).toEqual(['repeating-carbine', ...p(s.setup).weapons.slice(1)]);
    expect(p(s.stat(DOC, 'type', 'minor')).type).toBe('minor');
    expect(p(s.stat(DOC, 'move', 12)).move).toBe(12);
    expect(p(s.stat(DOC, 'armour', 'armoured')).armour).toBe(2);
    expect(p(s.stat(DOC, 'marksman', false)).skills).not.toContain('marksman');
    expect(p(s.stat(DOC, 'marksman', false)).skills).toHaveLength(p(s.setup).skills.length - 1);
  });
  it('bad values are one line', () => {
    expect(() => s.stat(DOC, 'type', 'boss')).toThrow(/^Quick on the Draw type: expected one of hero, main, supporting, minor, found "boss"$/);
    expect(() => s.stat(DOC, 'move', 30)).toThrow(/from 1 to 24/);
    expect(() => s.stat(DOC, 'strong', 'yes')).toThrow(/true \(with the skill\) or false/);
    // Doc is a hero with 4 skills (quick-draw, pistoleer, marksman, frail): no slot for a fifth.
    expect(() => s.stat(DOC, 'tough', true)).toThrow(/no free skill slot \(4 of 4/);
    expect(() => s.stat(DOC, 'speed', 1)).toThrow(/expected type, move, armour or a skill/);
    expect(() => s.weapon(DOC, 'cartridge-revolvr')).toThrow(/did you mean "cartridge-revolver"/);
  });
});

describe("Shootout!: ranged weapon ids and the six factors (RULINGS.md SR-V2)", () => {
  const s = sweeper('shootout');
  type So = { characters: { factors: Record<string, number>; ranged: { id: string; dice: number }[]; close: { id: string }; points: number }[] };
  const c = (x: CompiledScenario, i: number) => (x as unknown as So).characters[i]!;
  it('his own values give the setup as compiled, points and all (Johnny Ringo carries two Colts)', () => {
    expect(chars(s.weapon(RINGO, 'colt-revolver'))).toEqual(chars(s.setup));
    expect(chars(s.weapon(DOC, 'colt-revolver'))).toEqual(chars(s.setup));
    expect(chars(s.stat(RINGO, 'htk', c(s.setup, RINGO).factors['htk']!))).toEqual(chars(s.setup));
  });
  it('a changed factor or gun changes it, and the points with it', () => {
    const htk = c(s.stat(RINGO, 'htk', 1), RINGO);
    expect(htk.factors).toEqual({ ...c(s.setup, RINGO).factors, htk: 1 });
    expect(htk.points).toBeLessThan(c(s.setup, RINGO).points);
    const rifle = c(s.weapon(RINGO, 'repeater-rifle'), RINGO);
    expect(rifle.ranged.map((w) => w.id)).toEqual(['repeater-rifle', 'colt-revolver']);
    // His close weapon came with his guns (fists): with a rifle he clubs with its butt (SR-4).
    expect(rifle.close.id).toBe('rifle-butt');
  });
  it('bad values are one line', () => {
    expect(() => s.stat(RINGO, 'htk', 0)).toThrow(/^Shootout! htk: expected a whole number from 1 to 9, found 0$/);
    expect(() => s.stat(RINGO, 'ranged', 10)).toThrow(/from -3 to 9/);
    expect(() => s.stat(RINGO, 'luck', 1)).toThrow(/expected one of close, ranged, speed, courage, leader, htk/);
    expect(() => s.weapon(RINGO, 'colt')).toThrow(/^Shootout! weapon "colt": expected one of derringer, colt-revolver/);
  });
});
