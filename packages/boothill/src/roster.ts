/**
 * The bundled BOOT HILL roster: every named character of the Referee's Screen seed
 * (`boot-hill-referee-screen-and-northfield-module.md`), transcribed cell by cell.
 *
 * - The James-Younger Gang (8) and the Citizens of Northfield (A'..G, 7, plus the unlettered
 *   `Northfield citizen`), from the mini-module "Shootout in Northfield";
 * - the sixteen Gunfighter Statistics of "Famous Gunfights" (including the `Ambusher`);
 * - the seventeen rows of the AVERAGE MISCELLANEOUS CHARACTERS CHART.
 *
 * Each entry keeps the weapon spelling and the "weapon plus adjusted speed" number as printed
 * ({@link RosterWeapon.printed}, {@link RosterWeapon.printedFirstShot}); the engine computes the
 * first shot base itself with {@link firstShotBase} (BASP + weapon speed modifier). Where the two
 * disagree the printed number is an erratum, listed in {@link SCREEN_FIRST_SHOT_ERRATA}.
 */
import { closestName } from '@deadeye/core';
import type { Source } from './tables/index.ts';
import { weaponByCode, weaponSpeedModifier } from './tables/index.ts';
import type { BootHillCharacter, CharacterGroup, RosterWeapon } from './characters.ts';
import { firstShotBase } from './characters.ts';

/** The seed file every roster entry comes from. */
export const ROSTER_SEED = 'boot-hill-referee-screen-and-northfield-module.md';

const GANG_SOURCE: Source = {
  seed: ROSTER_SEED,
  section: 'The James-Younger Gang',
  note: 'Shootout in Northfield. "All gang members carry one FDR6 and one SAR6" (COMBAT, Reloading).',
};
const CITIZENS_SOURCE: Source = {
  seed: ROSTER_SEED,
  section: 'Citizens of Northfield',
  note:
    'Shootout in Northfield. "BASP = Basic Speed (SPD + Bravery), BAC = Basic Accuracy, STR - Strength, ' +
    'MRL = Morale, WPN = Weapon plus adjusted speed."',
};
const GUNFIGHTERS_SOURCE: Source = { seed: ROSTER_SEED, section: 'Gunfighter Statistics', note: 'Famous Gunfights.' };
const AVERAGE_SOURCE: Source = {
  seed: ROSTER_SEED,
  section: 'AVERAGE MISCELLANEOUS CHARACTERS CHART',
  note:
    'The chart prints "Weapon and Speed" (e.g. FDR6 +24) but no BASP; BASP is derived as the printed ' +
    'first shot minus the weapon speed modifier (WEAPON SPEED CLASS). MRL is the Morale column.',
};

/** Printed weapon and its printed "weapon plus adjusted speed". */
type W = readonly [printed: string, firstShot: number];

interface Row {
  name: string;
  aliases?: readonly string[];
  basp: number;
  bac: number;
  str: number;
  mrl: number;
  experience?: number;
  weapons: readonly W[];
  note?: string;
  counter?: string;
  reward?: number;
}

function weapon([printed, firstShot]: W): RosterWeapon {
  return { code: weaponByCode(printed).code, printed, printedFirstShot: firstShot };
}

function build(group: CharacterGroup, source: Source, rows: readonly Row[]): BootHillCharacter[] {
  return rows.map((r) => {
    const c: BootHillCharacter = {
      name: r.name,
      aliases: r.aliases ?? [],
      group,
      basp: r.basp,
      bac: r.bac,
      str: r.str,
      mrl: r.mrl,
      experience: r.experience ?? null,
      weapons: r.weapons.map(weapon),
      source,
    };
    if (r.note !== undefined) c.note = r.note;
    if (r.counter !== undefined) c.counter = r.counter;
    if (r.reward !== undefined) c.reward = r.reward;
    for (const w of c.weapons) Object.freeze(w);
    Object.freeze(c.weapons);
    Object.freeze(c.aliases);
    return Object.freeze(c);
  });
}

const FDR_SAR = (fdr: number, sar: number): readonly W[] => [
  ['FDR6', fdr],
  ['SAR6', sar],
];

/** Rows of "The James-Younger Gang" (No. 1..8; Reward in dollars). */
const GANG: readonly Row[] = [
  { name: 'Jesse James', basp: 16, bac: 93, str: 14, mrl: 92, weapons: FDR_SAR(26, 24), counter: '1', reward: 10_000 },
  { name: 'Frank James', basp: 13, bac: 90, str: 15, mrl: 91, weapons: FDR_SAR(23, 21), counter: '2', reward: 10_000 },
  { name: 'Cole Younger', basp: 16, bac: 95, str: 20, mrl: 97, weapons: FDR_SAR(26, 24), counter: '3', reward: 5_000 },
  { name: 'Jim Younger', basp: 13, bac: 90, str: 14, mrl: 95, weapons: FDR_SAR(23, 21), counter: '4', reward: 5_000 },
  { name: 'Bob Younger', basp: 14, bac: 90, str: 14, mrl: 99, weapons: FDR_SAR(24, 22), counter: '5', reward: 5_000 },
  {
    name: 'Clell Miller',
    basp: 12,
    bac: 72,
    str: 14,
    mrl: 87,
    weapons: FDR_SAR(22, 19),
    counter: '6',
    reward: 1_000,
    note: 'Printed "SAR6 +19"; BASP +12 plus the SAR\'s +8 is +20 (see SCREEN_FIRST_SHOT_ERRATA).',
  },
  {
    name: 'Charlie Pitts',
    basp: 9,
    bac: 69,
    str: 13,
    mrl: 84,
    weapons: FDR_SAR(19, 16),
    counter: '7',
    reward: 1_000,
    note: 'Printed "SAR6 +16"; BASP +9 plus the SAR\'s +8 is +17 (see SCREEN_FIRST_SHOT_ERRATA).',
  },
  {
    name: 'Bill Chadwell',
    basp: 9,
    bac: 70,
    str: 13,
    mrl: 81,
    weapons: FDR_SAR(19, 16),
    counter: '8',
    reward: 3_000,
    note:
      'Reward "normally $1,000, tripled to reflect his importance as the gang\'s guide". Printed "SAR6 +16"; ' +
      'BASP +9 plus the SAR\'s +8 is +17 (see SCREEN_FIRST_SHOT_ERRATA).',
  },
];

/** Rows of "Citizens of Northfield" (Let. = suggested counter I.D.). */
const CITIZENS: readonly Row[] = [
  {
    name: 'Joseph Haywood',
    aliases: ['Joseph Lee Haywood'],
    basp: 11,
    bac: 62,
    str: 13,
    mrl: 100,
    weapons: [['SAR6', 19]],
    counter: "A'",
    note: 'Chief cashier; his loaded revolver is nearby in the bank (Employee Heroics).',
  },
  {
    name: 'A. E. Bunker',
    basp: 4,
    bac: 48,
    str: 14,
    mrl: 68,
    weapons: [['D2', 9]],
    counter: 'B',
    note: 'Teller; his loaded derringer is nearby in the bank (Employee Heroics).',
  },
  {
    name: 'Frank Wilcox',
    basp: 2,
    bac: 40,
    str: 13,
    mrl: 45,
    weapons: [['D2', 7]],
    counter: 'C',
    note: 'Teller; his loaded derringer is nearby in the bank (Employee Heroics).',
  },
  {
    name: 'Henry Wheeler',
    basp: 16,
    bac: 70,
    str: 14,
    mrl: 91,
    weapons: [
      ['AR', 6],
      ['SAR6', 24],
    ],
    counter: 'D',
    note:
      'Printed "AR +6 or SAR6 +24": one or the other. Setting up the game, a die roll of 1-2 gives him the ' +
      'revolver, 3-6 the rifle (he picks up the army rifle in the Dampier House).',
  },
  { name: 'A. B. Manning', basp: 13, bac: 73, str: 15, mrl: 93, weapons: [['R6', 8]], counter: 'E' },
  {
    name: 'J. S. Allen',
    aliases: ['J. A. Allen'],
    basp: 7,
    bac: 52,
    str: 16,
    mrl: 82,
    weapons: [['SAR6', 15]],
    counter: 'F',
    note: 'The table prints "J. S. Allen"; the introduction calls the hardware-store owner "J. A. Allen".',
  },
  { name: 'Elias Stacey', basp: 12, bac: 60, str: 14, mrl: 84, weapons: [['SG2', 7]], counter: 'G' },
  {
    name: 'Northfield citizen',
    aliases: ['citizen'],
    basp: 0,
    bac: 40,
    str: 13,
    mrl: 40,
    weapons: [
      ['R6', -5],
      ['SG2', -5],
      ['SAR6', 8],
    ],
    note:
      'The unlettered "citizen" line: printed "R6 -5 or SG2 -5 or SAR6 +8", one weapon each, the one pictured ' +
      'on the counter (rifle, shotgun or pistol counters).',
  },
];

/** Rows of "Gunfighter Statistics". */
const GUNFIGHTERS: readonly Row[] = [
  { name: 'Ben Thompson', aliases: ['Thompson'], basp: 30, bac: 96, str: 15, mrl: 100, weapons: FDR_SAR(40, 38) },
  {
    name: 'King Fisher',
    aliases: ['John King Fisher', 'Fisher'],
    basp: 28,
    bac: 95,
    str: 15,
    mrl: 99,
    weapons: FDR_SAR(38, 36),
  },
  { name: 'Jake Coy', aliases: ['Coy'], basp: 13, bac: 81, str: 14, mrl: 91, weapons: [['SAR6', 21]] },
  { name: 'Billy Sims', aliases: ['Sims'], basp: 9, bac: 73, str: 13, mrl: 86, weapons: [['SAR6', 17]] },
  { name: 'Joe Foster', aliases: ['Foster'], basp: 6, bac: 63, str: 13, mrl: 73, weapons: [['SAR6', 14]] },
  {
    name: 'Ambusher',
    basp: 3,
    bac: 57,
    str: 13,
    mrl: 60,
    weapons: [['R9', -2]],
    note: 'The unknown riflemen who may have waited in ambush (The Death of Ben Thompson).',
  },
  {
    name: 'Jim Courtright',
    aliases: ['Long Haired Jim Courtright', 'Courtright'],
    basp: 28,
    bac: 91,
    str: 15,
    mrl: 96,
    weapons: [['FDR6', 38]],
    note: 'Luck of the Draw: the text calls his gun a single action revolver; the table prints FDR6.',
  },
  { name: 'Luke Short', basp: 26, bac: 91, str: 12, mrl: 99, weapons: [['FDR6', 36]] },
  { name: 'Billy the Kid', basp: 26, bac: 91, str: 13, mrl: 87, weapons: [['FDR6', 36]] },
  { name: 'Pat Garrett', aliases: ['Garrett'], basp: 16, bac: 92, str: 15, mrl: 97, weapons: [['FDR6', 26]] },
  { name: 'Clay Allison', aliases: ['Allison'], basp: 26, bac: 90, str: 17, mrl: 81, weapons: [['FDR6', 36]] },
  { name: 'Bat Masterson', aliases: ['Masterson'], basp: 25, bac: 91, str: 14, mrl: 96, weapons: [['FDR6', 35]] },
  {
    name: 'John Wesley Hardin',
    aliases: ['Wes Hardin', 'Hardin'],
    basp: 30,
    bac: 97,
    str: 13,
    mrl: 99,
    weapons: [['FDR6', 40]],
  },
  {
    name: 'Wild Bill Hickok',
    aliases: ['Wild Bill', 'Hickok'],
    basp: 28,
    bac: 93,
    str: 16,
    mrl: 97,
    weapons: [['FDR6', 38]],
  },
  {
    name: 'Doc Holliday',
    aliases: ['Doc', 'Holliday'],
    basp: 28,
    bac: 95,
    str: 8,
    mrl: 100,
    weapons: [
      ['FDR6', 38],
      ['SCG2', 28],
    ],
  },
  {
    name: 'Johnny Ringo',
    aliases: ['Johny Ringo', 'John Ringo', 'Ringo'],
    basp: 29,
    bac: 95,
    str: 16,
    mrl: 100,
    weapons: FDR_SAR(39, 37),
    note: 'Printed "Johny Ringo" throughout the seed.',
  },
];

/** Rows of the AVERAGE MISCELLANEOUS CHARACTERS CHART: [name, weapon, printed first shot, BAC, STR, MRL, experience]. */
const AVERAGE: readonly (readonly [string, string, number, number, number, number, number, (readonly string[])?])[] = [
  ['Town Marshal', 'FDR6', 24, 73, 15, 87, 4, ['Marshal']],
  ['Deputy', 'SAR6', 19, 71, 14, 82, 3],
  ['Sheriff', 'FDR6', 26, 76, 15, 90, 5],
  ['Stage Guard', 'SG2', 1, 56, 14, 50, 2],
  ['Deputy US Marshal/Gunfighter', 'FDR6', 29, 80, 17, 93, 6, ['Deputy US Marshal', 'US Marshal', 'Gunfighter']],
  ['Detective/Drifter', 'SAR6', 19, 63, 14, 51, 3, ['Detective', 'Drifter']],
  ['Bounty Hunter', 'FDR6', 28, 79, 14, 91, 6],
  ['Cavalry Trooper', 'C9', 2, 60, 14, 50, 2, ['Trooper']],
  ['Indian', 'BW', 12, 69, 14, 82, 2],
  ['Cowboy', 'SAR6', 15, 60, 14, 50, 1],
  ['Homesteader', 'R6', -2, 50, 14, 50, 0],
  ['Miner', 'SG2', 3, 60, 14, 68, 1],
  ['Bartender', 'SCG2', 5, 68, 14, 91, 2],
  ['Gambler', 'D2', 18, 63, 13, 50, 2],
  ['Bank Teller', 'D2', 12, 56, 13, 50, 1],
  ['Merchant', 'SG2', -5, 50, 13, 50, 0],
  ['Saloon Gal', 'D2', 8, 55, 11, 50, 1],
];

const AVERAGE_ROWS: readonly Row[] = AVERAGE.map(([name, printed, firstShot, bac, str, mrl, experience, aliases]) => {
  const row: Row = {
    name,
    basp: firstShot - weaponSpeedModifier(printed),
    bac,
    str,
    mrl,
    experience,
    weapons: [[printed, firstShot]],
  };
  if (aliases !== undefined) row.aliases = aliases;
  if (name === 'Detective/Drifter') row.note = 'Printed "Detective/ Drifter" and "SAR6+19".';
  return row;
});

/**
 * Every named character of the Referee's Screen seed, in printed order: the James-Younger Gang
 * (8, group `james-younger-gang`), the Citizens of Northfield (A'..G and the unlettered
 * `Northfield citizen`, 8, `northfield-citizens`), the Gunfighter Statistics (16, `gunfighters`)
 * and the AVERAGE MISCELLANEOUS CHARACTERS CHART (17, `average-miscellaneous`).
 *
 * Units: `basp` speed points, `bac` and `mrl` percent, `str` strength points, `experience`
 * previous gunfights (only the average characters' chart gives it; `null` elsewhere). The first
 * weapon of each entry is the one held; the others are carried or alternatives (see `note`).
 * Entries are frozen: copy one (`{ ...c }`) to change it.
 */
export const ROSTER: readonly BootHillCharacter[] = Object.freeze([
  ...build('james-younger-gang', GANG_SOURCE, GANG),
  ...build('northfield-citizens', CITIZENS_SOURCE, CITIZENS),
  ...build('gunfighters', GUNFIGHTERS_SOURCE, GUNFIGHTERS),
  ...build('average-miscellaneous', AVERAGE_SOURCE, AVERAGE_ROWS),
]);

/** One printed "weapon plus adjusted speed" that disagrees with BASP + weapon speed modifier. */
export interface FirstShotErratum {
  /** Roster name of the character. */
  readonly name: string;
  /** Weapon as printed, e.g. `SAR6`. */
  readonly weapon: string;
  /** The number the screen prints after the weapon. */
  readonly printed: number;
  /** BASP + weapon speed modifier (rulebook BASE NUMBERS, First Shot Determination). */
  readonly computed: number;
}

/**
 * The printed first-shot numbers of the Referee's Screen seed that disagree with BASP + weapon
 * speed modifier (rulebook BASE NUMBERS, First Shot Determination; the screen's FIRST SHOT
 * DETERMINATION CHART says the same). All three are SAR6 numbers of "The James-Younger Gang"
 * that are one less than computed: the same rows' FDR6 numbers (BASP + 10) are right, as are the
 * SAR6 numbers (BASP + 8) of the five other gang members.
 *
 * The engine uses the computed value ({@link firstShotBase}); these printed numbers are kept on
 * the roster entries only as transcribed.
 */
export const SCREEN_FIRST_SHOT_ERRATA: readonly FirstShotErratum[] = Object.freeze([
  { name: 'Clell Miller', weapon: 'SAR6', printed: 19, computed: 20 },
  { name: 'Charlie Pitts', weapon: 'SAR6', printed: 16, computed: 17 },
  { name: 'Bill Chadwell', weapon: 'SAR6', printed: 16, computed: 17 },
]);

/** Lower case, letters and digits only: "A. E. Bunker", "a.e.bunker" and "AE  Bunker" are one key. */
function normaliseName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

const BY_KEY: ReadonlyMap<string, BootHillCharacter> = (() => {
  const map = new Map<string, BootHillCharacter>();
  for (const c of ROSTER) {
    for (const n of [c.name, ...c.aliases]) {
      const key = normaliseName(n);
      const other = map.get(key);
      if (other !== undefined && other !== c) {
        throw new Error(`roster: the name "${n}" of ${c.name} is already taken by ${other.name}`);
      }
      map.set(key, c);
    }
  }
  return map;
})();

/**
 * The roster character a mistyped `name` most likely meant: the one whose name or alias is nearest
 * by edit distance, compared as {@link findCharacter} compares (any case, letters and digits only),
 * when it is near enough to be a slip (core's `closestName`); undefined otherwise.
 * @returns his roster name
 */
export function closestRosterName(name: string): string | undefined {
  const names = ROSTER.flatMap((c) => [c.name, ...c.aliases].map((n) => ({ n, c })));
  const near = closestName(name, names.map((x) => x.n), normaliseName);
  return near === undefined ? undefined : names.find((x) => x.n === near)!.c.name;
}

/**
 * The roster character called `name`: matches names and aliases case-insensitively, ignoring
 * whitespace and punctuation (`doc holliday`, `Doc`, `Johny Ringo`, `A.E. Bunker` all work).
 * @throws Error `unknown character "X"; did you mean "Y"? (`deadeye roster` lists them all)`,
 *   suggesting {@link closestRosterName}; without `did you mean` when no name is near.
 */
export function findCharacter(name: string): BootHillCharacter {
  const found = BY_KEY.get(normaliseName(name));
  if (found !== undefined) return found;
  const best = closestRosterName(name);
  const hint = best === undefined ? '' : `; did you mean "${best}"?`;
  throw new Error(`unknown character "${name.trim()}"${hint} (\`deadeye roster\` lists them all)`);
}

/** The groups of {@link ROSTER} in printed order, with their source sections. */
export const ROSTER_GROUPS: readonly { readonly group: CharacterGroup; readonly source: Source }[] = Object.freeze([
  { group: 'james-younger-gang', source: GANG_SOURCE },
  { group: 'northfield-citizens', source: CITIZENS_SOURCE },
  { group: 'gunfighters', source: GUNFIGHTERS_SOURCE },
  { group: 'average-miscellaneous', source: AVERAGE_SOURCE },
]);

/**
 * {@link ROSTER} grouped: a Map from group to its characters in printed order, with the keys in
 * printed order (`james-younger-gang`, `northfield-citizens`, `gunfighters`,
 * `average-miscellaneous`). A fresh Map on every call.
 */
export function rosterByGroup(): Map<CharacterGroup, BootHillCharacter[]> {
  const groups = new Map<CharacterGroup, BootHillCharacter[]>();
  for (const { group } of ROSTER_GROUPS) groups.set(group, []);
  for (const c of ROSTER) groups.get(c.group)?.push(c);
  return groups;
}

/**
 * The first-shot disagreements found by recomputing every roster weapon as BASP + weapon speed
 * modifier (see {@link firstShotBase}); for the bundled roster this equals
 * {@link SCREEN_FIRST_SHOT_ERRATA}. Exposed for tests and `deadeye roster --check`.
 */
export function firstShotDisagreements(roster: readonly BootHillCharacter[] = ROSTER): FirstShotErratum[] {
  const out: FirstShotErratum[] = [];
  for (const c of roster) {
    for (const w of c.weapons) {
      if (w.printedFirstShot === null) continue;
      const computed = firstShotBase(c, w.code);
      if (computed !== w.printedFirstShot) out.push({ name: c.name, weapon: w.printed, printed: w.printedFirstShot, computed });
    }
  }
  return out;
}
