/**
 * `deadeye duel --system shootout` words to matchups (src/system/duel.ts): printed profiles by
 * name and alias, inline lines, BOOT HILL characters cast, `--weapon-a`, and the errors.
 */
import { bootHill } from '@deadeye/boothill';
import type { DuelWords } from '@deadeye/core';
import { describe, expect, it } from 'vitest';
import { compileShootoutDuels } from '../src/system/duel.ts';

const words = (w: Partial<DuelWords>): DuelWords => ({ a: 'Doc Holliday', b: 'Johnny Rico', range: '6', maxTurns: '20', ...w });

describe('Shootout! duel words', () => {
  it('Doc Holliday against Johnny Rico at 6": their Famous Names rows with their Colts, short range out to 3"', () => {
    const [m, far] = compileShootoutDuels(words({ range: '3,6' }));
    expect(m!.a).toMatchObject({ name: 'Doc Holliday', weapon: 'colt-revolver', htk: 2, ranged: 3, speed: 3, courage: 2, band: 'short' });
    expect(m!.b).toMatchObject({ name: 'Johnny Rico', htk: 3, ranged: 3, speed: 3, courage: 2 });
    expect(m!.draw).toBe(1);
    expect(far!.a.band).toBe('long');
    expect(far!.range).toBe(6);
  });

  it('takes the real names (Johnny Ringo), troop types, inline lines and a weapon word', () => {
    const [m] = compileShootoutDuels(words({ a: 'Townsmen', b: 'Johnny Ringo', weaponA: 'shotgun' }));
    expect(m!.a).toMatchObject({ name: 'Townsmen', weapon: 'shotgun', dice: 3, ranged: 0, htk: 1 });
    expect(m!.b.name).toBe('Johnny Rico');
    expect(m!.draw).toBe(0);
    const [i] = compileShootoutDuels(words({ a: 'CLOSE=+0 RANGED=+3 SPEED=+3 COURAGE=+2 LEADER=+0 HTK=2 WPN=colt', b: 'RANGED=+1 HTK=1 WPN=derringer' }));
    expect(i!.a).toMatchObject({ name: 'A', ranged: 3, speed: 3, htk: 2, weapon: 'colt-revolver' });
    expect(i!.b).toMatchObject({ name: 'B', ranged: 1, htk: 1, weapon: 'derringer' });
  });

  it("names an inline duelist by its NAME= (as BOOT HILL's and Quick on the Draw's lines), else A or B", () => {
    const [m] = compileShootoutDuels(words({ a: 'NAME=The Kid RANGED=+3 SPEED=+3 HTK=2 WPN=colt', b: ' RANGED=+1 WPN=derringer ' }));
    expect(m!.a).toMatchObject({ name: 'The Kid', ranged: 3, speed: 3, htk: 2, weapon: 'colt-revolver' });
    expect(m!.b.name).toBe('B');
  });

  it('casts a character only BOOT HILL knows (SR-C2: a gunfighter without a row is a Hired Gun), with his BOOT HILL guns', () => {
    const foreignA = bootHill.characters!.namedCharacter('Bat Masterson');
    expect(foreignA).toBeDefined();
    const [m] = compileShootoutDuels(words({ a: 'Bat Masterson', foreignA }));
    expect(m!.a).toMatchObject({ name: 'Bat Masterson', weapon: 'colt-revolver', ranged: 3, speed: 2, htk: 2 });
  });

  it('refuses what cannot duel, naming the option and the fix', () => {
    expect(() => compileShootoutDuels(words({ a: 'Miner' }))).toThrow(/^--a: Miner \(Improvised\) has no ranged weapon; give him one with --weapon-a/);
    expect(() => compileShootoutDuels(words({ weaponB: 'sabre' }))).toThrow(/^--weapon-b: "sabre" is not a Shootout! ranged weapon; allowed: .*colt/);
    expect(() => compileShootoutDuels(words({ a: 'Wyat Earp' }))).toThrow(/--a: unknown Shootout! profile "Wyat Earp"/);
    expect(() => compileShootoutDuels(words({ range: '19' }))).toThrow(/--range 19/);
    expect(() => compileShootoutDuels(words({ maxTurns: '0' }))).toThrow(/--max-turns/);
  });
});
