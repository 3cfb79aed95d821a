import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstShotBase } from '../src/characters.ts';
import type { BootHillCharacter } from '../src/characters.ts';
import {
  ROSTER,
  ROSTER_SEED,
  SCREEN_FIRST_SHOT_ERRATA,
  closestRosterName,
  findCharacter,
  firstShotDisagreements,
  rosterByGroup,
} from '../src/roster.ts';
import { weaponByCode, weaponSpeedModifier } from '../src/tables/index.ts';

const SEED = readFileSync(
  new URL('../../../../shared/seeds/boot-hill-referee-screen-and-northfield-module.md', import.meta.url),
  'utf8',
);

/** The text between the line `start` and the next line starting with `end`. */
function section(start: string, end: string): string[] {
  const lines = SEED.split('\n');
  const from = lines.findIndex((l) => l.trim() === start);
  expect(from, `seed heading "${start}"`).toBeGreaterThanOrEqual(0);
  const to = lines.findIndex((l, i) => i > from && l.startsWith(end));
  expect(to, `seed heading "${end}" after "${start}"`).toBeGreaterThan(from);
  return lines.slice(from + 1, to);
}

/** "FDR6 +26 SAR6 +24", "FDR6+22 SAR6 +19", "AR +6 or SAR6 +24" -> [[code, number], ...]. */
function printedWeapons(text: string): [string, number][] {
  return [...text.matchAll(/([A-Z0-9]+)\s*([+-]\d+)/g)].map((m) => [m[1] as string, Number(m[2])]);
}

interface SeedRow {
  name: string;
  basp: number | null;
  bac: number;
  str: number;
  mrl: number;
  experience: number | null;
  weapons: [string, number][];
}

function seedRows(lines: string[], pattern: RegExp, toRow: (m: RegExpMatchArray) => SeedRow): SeedRow[] {
  return lines.flatMap((l) => {
    const m = l.match(pattern);
    return m === null ? [] : [toRow(m)];
  });
}

/** A row printed as name, BASP, BAC%, STR, MRL%, weapons (capture groups 1..6). */
function statLineRow(m: RegExpMatchArray): SeedRow {
  return {
    name: m[1] as string,
    basp: Number(m[2]),
    bac: Number(m[3]),
    str: Number(m[4]),
    mrl: Number(m[5]),
    experience: null,
    weapons: printedWeapons(m[6] as string),
  };
}

const SEED_GANG = seedRows(
  section('### The James-Younger Gang', '\\*'),
  /^\d\t([^\t]+)\t\\\$[\d,]+\*?\t([+-]\d+) (\d+)%\t(\d+)\t(\d+)%\t(.+)$/,
  statLineRow,
);
const SEED_CITIZENS = seedRows(
  section('### Citizens of Northfield', 'Let. ='),
  /^(?:A'|[A-Z])?\t([^\t]+)\t([+-]\d+)\t(\d+)%\t(\d+)\t(\d+)%\t(.+)$/,
  statLineRow,
);
const SEED_GUNFIGHTERS = seedRows(
  section('## Gunfighter Statistics', '## CREDITS'),
  /^([^\t]+)\t([+-]\d+)\t(\d+)%\t(\d+)\t(\d+)%\t(.+)$/,
  statLineRow,
);
const SEED_AVERAGE = seedRows(
  section('## AVERAGE MISCELLANEOUS CHARACTERS CHART', '### GRAPPLING TABLE'),
  /^([^\t]+)\t([A-Z0-9]+\s*[+-]\d+)\t(\d+)%\t(\d+)\t(\d+)%\t(\d+)$/,
  (m) => ({
    name: m[1] as string,
    basp: null,
    bac: Number(m[3]),
    str: Number(m[4]),
    mrl: Number(m[5]),
    experience: Number(m[6]),
    weapons: printedWeapons(m[2] as string),
  }),
);

const ALL_SEED_ROWS: [BootHillCharacter['group'], SeedRow[]][] = [
  ['james-younger-gang', SEED_GANG],
  ['northfield-citizens', SEED_CITIZENS],
  ['gunfighters', SEED_GUNFIGHTERS],
  ['average-miscellaneous', SEED_AVERAGE],
];

describe('ROSTER', () => {
  it('holds every named character of the screen: 8 gang, 8 citizens, 16 gunfighters, 17 average', () => {
    const groups = rosterByGroup();
    expect([...groups.keys()]).toEqual(['james-younger-gang', 'northfield-citizens', 'gunfighters', 'average-miscellaneous']);
    expect([...groups.values()].map((g) => g.length)).toEqual([8, 8, 16, 17]);
    expect(ROSTER).toHaveLength(49);
    // the seed parser found the same number of rows, so none was skipped on either side
    expect(ALL_SEED_ROWS.map(([, rows]) => rows.length)).toEqual([8, 8, 16, 17]);
  });

  it('matches every cell of the seed tables (names via findCharacter, weapons and printed numbers in order)', () => {
    for (const [group, rows] of ALL_SEED_ROWS) {
      const inRoster = rosterByGroup().get(group) ?? [];
      rows.forEach((row, i) => {
        const c = findCharacter(row.name);
        expect(c, `${row.name} in printed order`).toBe(inRoster[i]);
        expect(c.group).toBe(group);
        const weapons = c.weapons.map((w) => [w.printed, w.printedFirstShot]);
        expect({ bac: c.bac, str: c.str, mrl: c.mrl, experience: c.experience, weapons }, row.name).toEqual({
          bac: row.bac,
          str: row.str,
          mrl: row.mrl,
          experience: row.experience,
          weapons: row.weapons,
        });
        if (row.basp !== null) expect(c.basp, `${row.name} BASP`).toBe(row.basp);
      });
    }
  });

  it('checks every printed first shot against BASP + weapon speed modifier: exactly three SAR6 errata', () => {
    // Computed from the seed text, independently of the roster: tables that print BASP.
    const fromSeed: { name: string; weapon: string; printed: number; computed: number }[] = [];
    let checked = 0;
    for (const rows of [SEED_GANG, SEED_CITIZENS, SEED_GUNFIGHTERS]) {
      for (const row of rows) {
        for (const [weapon, printed] of row.weapons) {
          checked++;
          const computed = (row.basp as number) + weaponSpeedModifier(weapon);
          if (computed !== printed) fromSeed.push({ name: findCharacter(row.name).name, weapon, printed, computed });
        }
      }
    }
    expect(checked).toBe(16 + 11 + 20); // weapon cells: gang 16, citizens 11, gunfighters 20
    const expected = [
      { name: 'Clell Miller', weapon: 'SAR6', printed: 19, computed: 20 },
      { name: 'Charlie Pitts', weapon: 'SAR6', printed: 16, computed: 17 },
      { name: 'Bill Chadwell', weapon: 'SAR6', printed: 16, computed: 17 },
    ];
    expect(fromSeed).toEqual(expected);
    expect(SCREEN_FIRST_SHOT_ERRATA).toEqual(expected);

    // And from the roster itself, every row of all four tables (the average characters' BASP is
    // derived from their printed number, so they agree by construction).
    const fromRoster: typeof fromSeed = [];
    for (const c of ROSTER) {
      for (const w of c.weapons) {
        const computed = c.basp + weaponSpeedModifier(w.code);
        expect(firstShotBase(c, w.code)).toBe(computed);
        if (computed !== w.printedFirstShot) {
          fromRoster.push({ name: c.name, weapon: w.printed, printed: w.printedFirstShot as number, computed });
        }
      }
    }
    expect(fromRoster).toEqual(expected);
    expect(firstShotDisagreements()).toEqual(expected);
  });

  it('spot-checks cells against the seed', () => {
    const doc = findCharacter('Doc Holliday');
    expect([doc.str, doc.bac, doc.basp, doc.mrl]).toEqual([8, 95, 28, 100]);
    expect(doc.weapons.map((w) => [w.code, w.printed, w.printedFirstShot])).toEqual([
      ['FDR6', 'FDR6', 38],
      ['SCG', 'SCG2', 28],
    ]);
    expect(firstShotBase(doc)).toBe(38);

    expect(findCharacter('Cole Younger').str).toBe(20);
    expect(findCharacter('Bill Chadwell').reward).toBe(3_000);
    expect(findCharacter('Jesse James').counter).toBe('1');

    const wheeler = findCharacter('Henry Wheeler');
    expect(wheeler.weapons.map((w) => [w.code, w.printedFirstShot])).toEqual([
      ['AR', 6],
      ['SAR6', 24],
    ]);
    expect(firstShotBase(wheeler, 'AR')).toBe(6);
    expect(firstShotBase(wheeler, 'SAR6')).toBe(24);

    const gal = findCharacter('Saloon Gal');
    expect(gal.weapons[0]).toEqual({ code: '2D', printed: 'D2', printedFirstShot: 8 });
    expect([gal.basp, gal.bac, gal.str, gal.mrl, gal.experience]).toEqual([3, 55, 11, 50, 1]);

    const citizen = findCharacter('citizen');
    expect(citizen.name).toBe('Northfield citizen');
    expect(citizen.weapons.map((w) => w.printed)).toEqual(['R6', 'SG2', 'SAR6']);
    expect(citizen.basp).toBe(0);

    const ambusher = findCharacter('Ambusher');
    expect([ambusher.basp, ambusher.weapons[0]?.code, firstShotBase(ambusher)]).toEqual([3, '9R', -2]);

    expect(findCharacter('Indian').weapons[0]?.code).toBe('BW');
    expect(findCharacter('Merchant').basp).toBe(0);
    expect(findCharacter('Deputy US Marshal/Gunfighter').basp).toBe(19);
  });

  it('keeps canonical codes, printed spellings and sources on every entry', () => {
    const sections: Record<string, string> = {
      'james-younger-gang': 'The James-Younger Gang',
      'northfield-citizens': 'Citizens of Northfield',
      gunfighters: 'Gunfighter Statistics',
      'average-miscellaneous': 'AVERAGE MISCELLANEOUS CHARACTERS CHART',
    };
    for (const c of ROSTER) {
      expect(c.source.seed).toBe(ROSTER_SEED);
      expect(c.source.section).toBe(sections[c.group]);
      expect(c.weapons.length).toBeGreaterThan(0);
      for (const w of c.weapons) expect(w.code).toBe(weaponByCode(w.printed).code);
      if (c.group === 'average-miscellaneous') expect(c.experience).not.toBeNull();
      else expect(c.experience).toBeNull();
    }
    const gang = rosterByGroup().get('james-younger-gang') ?? [];
    for (const c of gang) expect(c.weapons.map((w) => w.code)).toEqual(['FDR6', 'SAR6']);
  });
});

describe('findCharacter', () => {
  it('matches names and aliases case-insensitively, ignoring whitespace and punctuation', () => {
    expect(findCharacter('doc holliday').name).toBe('Doc Holliday');
    expect(findCharacter('  DOC  ').name).toBe('Doc Holliday');
    expect(findCharacter('Johny Ringo').name).toBe('Johnny Ringo');
    expect(findCharacter('johnny   ringo').name).toBe('Johnny Ringo');
    expect(findCharacter('Johny Ringo')).toBe(findCharacter('Johnny Ringo'));
    expect(findCharacter('Wild Bill').name).toBe('Wild Bill Hickok');
    expect(findCharacter('A.E. Bunker').name).toBe('A. E. Bunker');
    expect(findCharacter('Detective/ Drifter').name).toBe('Detective/Drifter');
    expect(findCharacter('J. A. Allen').name).toBe('J. S. Allen');
  });

  it('gives every name and alias to exactly one character', () => {
    const seen = new Map<string, string>();
    for (const c of ROSTER) {
      for (const n of [c.name, ...c.aliases]) {
        const key = n.toLowerCase().replace(/[^a-z0-9]+/g, '');
        expect(seen.get(key) ?? c.name, n).toBe(c.name);
        seen.set(key, c.name);
        expect(findCharacter(n)).toBe(c);
      }
    }
  });

  it('suggests the nearest name for an unknown one, when one is near enough to be a slip', () => {
    expect(() => findCharacter('Jonny Ringo')).toThrow(
      'unknown character "Jonny Ringo"; did you mean "Johnny Ringo"? (`deadeye roster` lists them all)',
    );
    expect(() => findCharacter('Doc Holiday')).toThrow('did you mean "Doc Holliday"?');
    // Not on the screen's roster, and no name on it is near: no hint (it was "Joe Foster").
    expect(() => findCharacter('Wyatt Earp')).toThrow(/^unknown character "Wyatt Earp" \(`deadeye roster` lists them all\)$/);
    expect(() => findCharacter('bat masterso')).toThrow('did you mean "Bat Masterson"?');
    // The name meant, by any of his names or aliases (as findCharacter compares: letters and digits, any case).
    expect([closestRosterName('Doc Holiday'), closestRosterName('jonny ringo'), closestRosterName('Wyatt Earp')]).toEqual(['Doc Holliday', 'Johnny Ringo', undefined]);
  });
});
