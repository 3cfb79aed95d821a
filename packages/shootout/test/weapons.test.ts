import { describe, expect, it } from 'vitest';
import { CLOSE_WEAPONS, closeWeapon, RANGED_WEAPONS, rangedWeapon } from '../src/index.ts';
import { lineIndex, rowNamed } from './seed-text.ts';

describe('Shootout! weapons against shootout.txt', () => {
  // The section headings are printed twice: in the Game Sequence list, then above each section.
  const body = lineIndex('Each group rolls 1D6 and modifies it according to Leadership.');
  const ranged = lineIndex('3. Ranged Combat', body);
  it.each(RANGED_WEAPONS.map((w) => [w.name, w] as const))('ranged: %s', (name, w) => {
    const cells = rowNamed(name, ranged);
    expect(Number(cells[1])).toBe(w.dice);
    expect(cells[2]).toBe(w.shortRange === null ? 'n/a' : `Up to ${w.shortRange}"`);
    expect(cells[3]).toBe(`${w.maxRange}"`);
    expect(cells[4] ?? '').toBe(w.notes);
    expect(cells[5] ?? '').toBe(w.ammoCell);
    expect(w.split).toBe(w.notes === 'Can split dice between targets');
    expect(w.ammo).toBe(/^\d+$/.test(w.ammoCell) ? Number(w.ammoCell) : null);
  });
  const close = lineIndex('4. Close Combat', body);
  it.each(CLOSE_WEAPONS.map((w) => [w.name, w] as const))('close: %s', (name, w) => {
    const cells = rowNamed(name, close);
    expect(Number(cells[1])).toBe(w.dice);
    expect(cells.slice(2).join(' ').trim()).toBe(w.notes);
  });
  it('every printed row is transcribed', () => {
    expect(RANGED_WEAPONS).toHaveLength(10);
    expect(CLOSE_WEAPONS).toHaveLength(7);
  });
  it('unknown ids are refused with the known ones listed', () => {
    expect(rangedWeapon('colt-revolver').dice).toBe(2);
    expect(closeWeapon('sabre').dice).toBe(3);
    expect(() => rangedWeapon('laser')).toThrow(/known: derringer, colt-revolver/);
    expect(() => closeWeapon('laser')).toThrow(/known: fists/);
  });
});
