/**
 * Flintlocks and muzzle-loaders (RULINGS.md QR-19): the rows of the weapons table whose notes leave
 * the lock open ("A flintlock weapon misfires on a roll of 1 or 2, a percussion weapon on a roll
 * of 1", REEL 4, WEAPONS TABLE) take one lock; `flintlock-<row id>` and `percussion-<row id>` name
 * the others, a flintlock misfiring on a 1 or 2 (FIREARMS: "If a Flintlock they misfire if a 1 or 2
 * is rolled"). Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { SHOT_DELIBERATE } from '@deadeye/core';
import { parseQdLine } from '../src/character/convert.ts';
import { expertSkillFor } from '../src/character/convert.ts';
import { QD_WEAPON_IDS } from '../src/character/weapon-ids.ts';
import { weaponIndex } from '../src/skirmish/setup.ts';
import { fire, reload } from '../src/skirmish/shooting.ts';
import { Q_MISFIRES } from '../src/skirmish/counts.ts';
import { patchedWeapon } from '../src/system/house-rules.ts';
import { IGNITION_TABLE, QD_LOCK_VARIANTS, QD_WEAPONS, weaponById, weaponRowId } from '../src/tables/weapons.ts';
import { qCount, versusWorld } from './qd-helpers.ts';

const SUPPORTING = 'TYPE=supporting PERSONALITY=ordinary';
const OPEN_LOCK = /flintlock weapon (it )?misfires on a roll of 1 or 2, a percussion weapon on a roll of 1/i;

describe('the other locks of the rows that leave the lock open', () => {
  it('a flintlock of each row taken as percussion; a percussion and a flintlock muzzle-loader of each taken as cartridge', () => {
    const open = QD_WEAPONS.filter((w) => OPEN_LOCK.test(w.notes));
    expect(open.map((w) => `${w.id} ${w.ignition}`)).toEqual([
      'smoothbore-pistol percussion',
      'rifled-pistol percussion',
      'long-pistol cartridge',
      'derringer cartridge',
      'sawn-off-shotgun cartridge',
      'double-barrelled-shotgun cartridge',
      'blunderbuss percussion',
      'volley-gun percussion',
      'smoothbore-musket percussion',
      'smoothbore-carbine percussion',
      'rifled-musket percussion',
      'rifled-carbine percussion',
    ]);
    const expected = open.filter((w) => w.id !== 'long-pistol').flatMap((w) => (w.ignition === 'percussion' ? [`flintlock-${w.id}`] : [`percussion-${w.id}`, `flintlock-${w.id}`]));
    expect(QD_LOCK_VARIANTS.map((w) => w.id)).toEqual(expected);
    for (const v of QD_LOCK_VARIANTS) {
      const row = weaponById(weaponRowId(v.id));
      expect(v.id).toBe(`${v.ignition}-${row.id}`);
      const lock = IGNITION_TABLE.find((r) => r.ignition === v.ignition)!;
      expect(v.misfireOn, v.id).toEqual(lock.misfireOn);
      const { id: _a, short, note, ignition: _b, misfireOn: _c, stationaryReload, ...rest } = v;
      const { id: _d, short: _e, note: _f, ignition: _g, misfireOn: _h, stationaryReload: rowStationary, ...rowRest } = row;
      expect(rest, v.id).toEqual(rowRest);
      // "If Muzzle loading the character must be stationary": only the double-barrelled gun's muzzle-loaders gain it.
      expect(stationaryReload, v.id).toBe(row.id === 'double-barrelled-shotgun' ? 1 : rowStationary);
      expect(short).toMatch(/^(Flintlock|Percussion) [a-z]/);
      expect(note).toContain('QR-19');
    }
    expect(IGNITION_TABLE.find((r) => r.ignition === 'flintlock')!.misfireOn).toEqual([1, 2]);
    // A row that fixes its lock has none; the plain ids are their own rows.
    expect(() => weaponById('flintlock-cartridge-revolver')).toThrow(/unknown Quick on the Draw weapon "flintlock-cartridge-revolver"; known: bow, .*flintlock-rifled-carbine, thrown-spear, improvised-club, double-fowling-piece$/);
    expect(() => weaponById('flintlock-long-pistol')).toThrow(/unknown Quick on the Draw weapon/);
    expect(weaponRowId('flintlock-cartridge-revolver')).toBe('flintlock-cartridge-revolver');
    expect(weaponRowId('smoothbore-musket')).toBe('smoothbore-musket');
    expect(weaponRowId('percussion-sawn-off-shotgun')).toBe('sawn-off-shotgun');
  });

  it('a stat line may name one; its class, house rule and Expert skill are its row\'s', () => {
    expect(QD_WEAPON_IDS).toContain('flintlock-smoothbore-musket');
    expect(parseQdLine(`${SUPPORTING} WPN=flintlock-smoothbore-pistol,knife`).weapons).toEqual(['flintlock-smoothbore-pistol', 'knife']);
    expect(() => parseQdLine(`${SUPPORTING} WPN=flintlock-le-mat`)).toThrow(/WPN: "flintlock-le-mat" is not allowed; allowed: bow, /);
    expect(weaponIndex('flintlock-rifled-musket')).toBe(weaponIndex('rifled-musket'));
    expect(weaponIndex('rifled-musket')).toBeGreaterThanOrEqual(0);
    const patched = patchedWeapon(weaponById('flintlock-smoothbore-musket'), { weapons: { 'smoothbore-musket': { range: 30 } } });
    expect([patched.range, patched.misfireOn, patched.id]).toEqual([30, [1, 2], 'flintlock-smoothbore-musket']);
    expect(expertSkillFor('flintlock-smoothbore-pistol')).toBe(expertSkillFor('smoothbore-pistol'));
    expect(expertSkillFor('flintlock-smoothbore-pistol')).toBeDefined();
  });
});

describe('a flintlock misfires on a 2, the percussion row does not', () => {
  for (const [wpn, misfires] of [
    ['flintlock-smoothbore-pistol', 1],
    ['smoothbore-pistol', 0],
  ] as const) {
    it(`${wpn}: a to-hit roll of 2 ${misfires === 1 ? 'misfires' : 'is a plain miss'}`, () => {
      const { world: w } = versusWorld(`${SUPPORTING} WPN=${wpn}`, [2]);
      fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
      expect(qCount(w, Q_MISFIRES)).toBe(misfires);
      expect(w.log!.some((l) => /misfires/.test(l))).toBe(misfires === 1);
      expect(w.hits[0]).toBe(0);
    });
  }

  it('both misfire on a 1; both hit on a 5', () => {
    for (const wpn of ['flintlock-smoothbore-pistol', 'smoothbore-pistol']) {
      const one = versusWorld(`${SUPPORTING} WPN=${wpn}`, [1]).world;
      fire(one, 0, 1, SHOT_DELIBERATE, 0, false);
      expect(qCount(one, Q_MISFIRES), wpn).toBe(1);
      const five = versusWorld(`${SUPPORTING} WPN=${wpn}`, [5]).world;
      fire(five, 0, 1, SHOT_DELIBERATE, 0, false);
      expect(five.hits[0], wpn).toBe(1);
    }
  });
});

describe('a muzzle-loading double-barrelled gun reloads stationary', () => {
  for (const [wpn, refused] of [
    ['percussion-double-barrelled-shotgun', true],
    ['flintlock-double-barrelled-shotgun', true],
    ['double-barrelled-shotgun', false],
    ['percussion-sawn-off-shotgun', false],
  ] as const) {
    it(`${wpn}: emptied, after a move on this card, ${refused ? 'refused' : 'reloaded'} (a reload roll of 7)`, () => {
      const { world: w } = versusWorld(`${SUPPORTING} WPN=${wpn}`, [7]);
      w.loaded[0] = 0;
      w.movedThisCard[0] = 1;
      reload(w, 0, 0);
      expect(w.log!.some((l) => /must be stationary to reload/.test(l)), wpn).toBe(refused);
      expect(w.loaded[0], wpn).toBe(refused ? 0 : 2);
    });
  }
});
