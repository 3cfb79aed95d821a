/**
 * Casting BOOT HILL characters in Shootout! (RULINGS.md SR-C1..SR-C4): famous names by name, the
 * troop type of a role or roster group, the leader row of a side's leader, weapons by kind; over
 * every bundled scenario's characters as BOOT HILL itself describes them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { bootHill, WEAPON_ITEMS } from '@deadeye/boothill';
import { loadScenario, type ForeignCharacter } from '@deadeye/core';
import { describe, expect, it } from 'vitest';
import { BOOT_HILL_CASTING, castFromBootHill, profileKey, type ProfileRef } from '../src/casting/boot-hill.ts';
import { CLOSE_WEAPONS, findProfile, RANGED_WEAPONS } from '../src/index.ts';

const SCENARIOS = fileURLToPath(new URL('../../../scenarios/', import.meta.url));
const files = readdirSync(SCENARIOS).filter((f) => f.endsWith('.yaml') && f !== 'northfield.yaml');

/** Every character of a bundled scenario, cast: `name -> list/name (weapons)`. */
function castScenario(file: string): Map<string, string> {
  const s = loadScenario(SCENARIOS + file);
  const out = new Map<string, string>();
  s.characters.forEach((c, i) => {
    const f = bootHill.characters!.scenarioCharacter(s, i)!;
    const leads = s.sides.some((side) => side.leader === c.name);
    const cast = castFromBootHill(f, c.name, leads);
    out.set(c.name, `${profileKey(cast.profile)} [${[...cast.ranged, cast.close].join(',')}]`);
  });
  return out;
}

describe('casting BOOT HILL characters in Shootout!', () => {
  it.each(files)('%s: every character is cast', (file) => {
    const cast = castScenario(file);
    expect(cast.size).toBeGreaterThan(0);
    for (const [, v] of cast) expect(v).toMatch(/^[A-Za-z -]+\/[A-Za-z &'()-]+ \[/);
  });

  it('the street fight: Curly Bill plays his Famous Names row, the marshal the Sheriff, the stage guard a Townsman with his shotgun', () => {
    const cast = castScenario('street-fight.yaml');
    expect(cast.get('Curly Bill')).toBe('Famous Names/Curly Brocius [colt-revolver,fists]');
    expect(cast.get('Town Marshal')).toBe('Townsfolk/Sheriff [colt-revolver,fists]');
    expect(cast.get('Deputy')).toBe('Townsfolk/Deputy [colt-revolver,fists]');
    expect(cast.get('Frank Stilwell')).toBe('Ranch-hands/Cowboy [colt-revolver,fists]');
    expect(cast.get('Pete Spence')).toBe('Townsfolk/Townsmen [shotgun,fists]');
  });

  it('the O.K. Corral: the Earps and Doc by name, Ike Clanton leads the cowboys as Trail Boss (SR-C1, SR-C3)', () => {
    const cast = castScenario('ok-corral.yaml');
    expect(cast.get('Wyatt Earp')).toMatch(/^Famous Names\/Wyatt Earp /);
    expect(cast.get('Virgil Earp')).toMatch(/^Famous Names\/Morgan & Virgil /);
    expect(cast.get('Morgan Earp')).toMatch(/^Famous Names\/Morgan & Virgil /);
    expect(cast.get('Doc Holliday')).toMatch(/^Famous Names\/Doc Holliday /);
    expect(cast.get('Ike Clanton')).toMatch(/^Ranch-hands\/Trail Boss /);
    expect(cast.get('Tom McLaury')).toMatch(/^Ranch-hands\/Cowboy /);
  });

  it('gunfighters without a row are Hired Guns; an inline stat block goes by its numbers (SR-C2)', () => {
    expect(castScenario('long-branch-saloon.yaml').get('Bat Masterson')).toMatch(/^Townsfolk\/Hired Gun /);
    expect(castScenario('road-agents-spin.yaml').get('Wild Bill Hickok')).toMatch(/^Famous Names\/Wild Bill Hickock /);
    const brawl = castScenario('saloon-brawl.yaml');
    expect(brawl.get('Big Swede')).toBe('Townsfolk/Townsmen [fists]');
    expect(brawl.get('Bartender')).toBe('Townsfolk/Townsmen [fists]');
    const gun: ForeignCharacter = { system: 'boothill', name: 'Inline', stats: { basp: 21, bac: 60 }, weapons: ['SAR6'], source: 'inline' };
    expect(castFromBootHill(gun, 'Inline', false).profile).toEqual({ list: 'Townsfolk', name: 'Hired Gun' });
    expect(castFromBootHill({ ...gun, stats: { basp: 19, bac: 89 } }, 'Inline', false).profile).toEqual({ list: 'Townsfolk', name: 'Townsmen' });
    expect(castFromBootHill({ ...gun, stats: { basp: 19, bac: 89 } }, 'Inline', true).profile).toEqual({ list: 'Townsfolk', name: 'Deputy' });
  });

  it('every row the casting names is a printed row of the listings', () => {
    const c = BOOT_HILL_CASTING;
    const refs: ProfileRef[] = [...Object.values(c.famous.names), ...Object.values(c.roles.byRoster), ...Object.values(c.roles.byGroup), c.roles.otherwise, ...Object.values(c.leaders.rows)];
    for (const r of refs) {
      const p = findProfile(profileKey(r));
      expect([p.listName, p.name], profileKey(r)).toEqual([r.list, r.name]);
    }
    for (const k of Object.keys(c.leaders.rows)) expect(findProfile(k).listName).toBe(k.split('/')[0]);
  });

  it('converts every BOOT HILL weapon code and alias to a Shootout! weapon of the tables (SR-C4)', () => {
    const codes = [...new Set([...WEAPON_ITEMS.flatMap((w) => [w.code, ...w.aliases]), 'TH', 'CLUB', 'CHAIR'].map((c) => c.toUpperCase()))].sort();
    const { ranged, close } = BOOT_HILL_CASTING.weapons;
    expect([...Object.keys(ranged), ...Object.keys(close)].sort()).toEqual(codes);
    for (const id of Object.values(ranged)) expect(RANGED_WEAPONS.map((w) => w.id)).toContain(id);
    for (const id of Object.values(close)) expect(CLOSE_WEAPONS.map((w) => w.id)).toContain(id);
    const f: ForeignCharacter = { system: 'boothill', name: 'X', stats: {}, weapons: ['fdr6', 'KN'], source: 'inline' };
    const cast = castFromBootHill(f, 'X', false);
    expect([cast.ranged, cast.close]).toEqual([['colt-revolver'], 'bowie-knife']);
    expect(castFromBootHill({ ...f, weapons: ['R6'] }, 'X', false).close).toBe('rifle-butt');
    expect(() => castFromBootHill({ ...f, weapons: ['LASER'] }, 'X', false)).toThrow(/BOOT HILL weapon "LASER" has no Shootout! counterpart/);
  });

  it.each(files)('%s: the header carries the Shootout! casting (scripts/casting.ts)', (file) => {
    const text = readFileSync(SCENARIOS + file, 'utf8');
    const header = text.split('\n').filter((l) => l.startsWith('#')).join('\n');
    expect(header).toContain('# Shootout! casting:');
    for (const [name, cast] of castScenario(file)) {
      const row = cast.slice(0, cast.indexOf(' [')).replace('/', ' ');
      expect(header.replace(/\n#\s+/g, ' ')).toContain(`- ${name}: ${row} (`);
    }
  });
});
