/**
 * Shootout! profiles ({@link Profile}): every printed row of the troop listings read into weapons
 * and points ({@link PROFILES}), found by name ({@link findProfile}), and inline lines such as
 * `CLOSE=+0 RANGED=+3 SPEED=+3 COURAGE=+2 LEADER=+0 HTK=2 WPN=colt` ({@link parseProfileLine}).
 * Source: `shootout.txt`, "Troop Listings.", "Famous Names.", "Points Costs"; readings in
 * RULINGS.md SR-1..SR-13.
 */
import { inlineName, once, readKeyValueLine } from '@deadeye/core';
import { TROOP_ROWS, troopList, type Factors, type Profile, type TroopRow } from '../tables/index.ts';
import { computePoints } from './points.ts';
import { readWeaponCell, readWeaponWords } from './weapon-words.ts';

/**
 * Kebab case of a printed name, as profile ids use it: lower case, `&` as `and`, apostrophes
 * dropped, every other run of non-letters-or-digits one `-` (`Chris (Mag'7)` -> `chris-mag7`,
 * `Morgan & Virgil` -> `morgan-and-virgil`).
 */
export function kebab(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function fromRow(r: TroopRow): Profile {
  const list = troopList(r.list);
  const arms = readWeaponCell(r.weapon);
  const p = computePoints(r.factors, arms.ranged, arms.close);
  return {
    id: `${r.list}/${kebab(r.name)}`,
    name: r.name,
    list: r.list,
    listName: list.name,
    factors: r.factors,
    weapon: r.weapon,
    ranged: arms.ranged,
    close: arms.close,
    printedPoints: r.points,
    points: p.points,
    pointsDisagree: p.points !== r.points,
    pointsWorking: p.working,
    origin: `${list.source.seed}, ${list.source.section} (${list.name})`,
  };
}

/** Every printed profile (Troop Types then Famous Names, 43), in printed order, with weapons and points. */
export const PROFILES: readonly Profile[] = TROOP_ROWS.map(fromRow);

/**
 * Other names of printed profiles (RULINGS.md SR-12): the real-world spellings of the famous
 * names, and the names the organisation rules use for a row printed otherwise. Keys as written;
 * values profile ids.
 */
export const PROFILE_ALIASES: Readonly<Record<string, string>> = {
  'Johnny Ringo': 'famous/johnny-rico',
  'Curly Bill Brocius': 'famous/curly-brocius',
  'Curly Bill': 'famous/curly-brocius',
  'Wild Bill Hickok': 'famous/wild-bill-hickock',
  'Wild Bill': 'famous/wild-bill-hickock',
  'Morgan Earp': 'famous/morgan-and-virgil',
  'Virgil Earp': 'famous/morgan-and-virgil',
  Chris: 'famous/chris-mag7',
  Townsman: 'townsfolk/townsmen',
  'Gang Boss': 'bandits/gang-leader',
};

/** What a lookup key names: one profile, or several printed rows that differ (SR-11). */
type Entry = { readonly profile: Profile } | { readonly ambiguous: readonly Profile[] };

function sameRow(a: Profile, b: Profile): boolean {
  const f = a.factors;
  const g = b.factors;
  return (
    f.close === g.close && f.ranged === g.ranged && f.speed === g.speed && f.courage === g.courage && f.leader === g.leader && f.htk === g.htk &&
    a.weapon === b.weapon && a.printedPoints === b.printedPoints
  );
}

/**
 * The lookup keys: ids, `<list heading>/<name>`, `<list> <name>`, bare names (SR-11) and aliases
 * (SR-12). Made on first use (core's `once`), not when the rule systems load.
 * @throws Error when two profiles share a key, or an alias names no profile (a table's mistake)
 */
const profileKeys = once((): ReadonlyMap<string, Entry> => {
  const keys = new Map<string, Entry>();
  const put = (key: string, profile: Profile): void => {
    const had = keys.get(key);
    if (had !== undefined && !('profile' in had && had.profile === profile)) {
      throw new Error(`Shootout! profiles: key "${key}" names both ${'profile' in had ? had.profile.id : 'several'} and ${profile.id}`);
    }
    keys.set(key, { profile });
  };
  for (const p of PROFILES) {
    const name = kebab(p.name);
    put(p.id, p);
    put(`${kebab(p.listName)}/${name}`, p);
    put(`${kebab(p.listName)}-${name}`, p);
  }
  const byName = new Map<string, Profile[]>();
  for (const p of PROFILES) byName.set(kebab(p.name), [...(byName.get(kebab(p.name)) ?? []), p]);
  for (const [name, rows] of byName) {
    const first = rows[0] as Profile;
    // A name printed on several lists: identical rows are one profile (the first printed), differing rows need the list.
    if (keys.has(name)) throw new Error(`Shootout! profiles: name "${name}" is also another profile's key`);
    keys.set(name, rows.every((r) => sameRow(r, first)) ? { profile: first } : { ambiguous: rows });
  }
  for (const [alias, id] of Object.entries(PROFILE_ALIASES)) {
    const p = PROFILES.find((x) => x.id === id);
    if (p === undefined) throw new Error(`Shootout! profile alias "${alias}" names no profile ("${id}")`);
    put(kebab(alias), p);
  }
  return keys;
});

/** A name as a lookup key: each side of a `/` in kebab case. */
function lookupKey(name: string): string {
  return name
    .split('/')
    .map((part) => kebab(part))
    .join('/');
}

/** True when `name` is no printed profile's name, id or alias, nor a name printed on several lists ({@link findProfile} would say "unknown"). */
export function unknownProfile(name: string): boolean {
  return profileKeys().get(lookupKey(name.trim())) === undefined;
}

/**
 * The printed profiles an unknown `name` may have meant, for {@link findProfile}'s hint: those whose
 * id holds a word of three letters or more of the name (`Wyat Earp` -> `Wyatt Earp`), each shown by
 * its printed name, or by its id where the name is printed on several lists with different
 * factors; in printed order, none repeated.
 */
export function nearProfileNames(name: string): string[] {
  const words = lookupKey(name)
    .split(/[-/]/)
    .filter((w) => w.length >= 3);
  const near: string[] = [];
  for (const p of PROFILES) {
    if (!words.some((w) => p.id.includes(w))) continue;
    // A name shared by differing rows is suggested by its id, any other by its printed name, once.
    const byName = profileKeys().get(kebab(p.name));
    const shown = byName !== undefined && 'ambiguous' in byName ? p.id : p.name;
    if (!near.includes(shown)) near.push(shown);
  }
  return near;
}

/**
 * The printed profile called `name`, case-insensitive, ignoring spaces and punctuation:
 * - a famous name or troop type as printed (`Doc Holliday`, `cowboy`, `Chris (Mag'7)`);
 * - its id or `<list>/<name>` (`ranch-hands/cowboy`, `Plains Indians/Warrior`, `famous/doc-holliday`),
 *   or `<list> <name>` (`Apache Warrior`);
 * - an alias of {@link PROFILE_ALIASES} (`Johnny Ringo`, `Wild Bill Hickok`, `Morgan Earp`).
 * A name printed on several lists is the first printed row when the rows are identical (`Hired
 * Gun` is `ranch-hands/hired-gun`), and needs its list when they differ (`Warrior`, `War Party
 * Leader`, `Chief`: Apache or Plains Indians). RULINGS.md SR-11, SR-12.
 * @param field the option or field named in errors (`--a`), if any
 * @throws Error `[field: ]unknown Shootout! profile "X"; ...` suggesting close names ({@link nearProfileNames}), or
 *   `[field: ]"Warrior" is printed on several lists with different factors; write apache/warrior or plains-indians/warrior`
 */
export function findProfile(name: string, field?: string): Profile {
  const at = field === undefined ? '' : `${field}: `;
  const entry = profileKeys().get(lookupKey(name.trim()));
  if (entry !== undefined && 'profile' in entry) return entry.profile;
  if (entry !== undefined) {
    throw new Error(`${at}"${name.trim()}" is printed on several lists with different factors; write ${entry.ambiguous.map((p) => p.id).join(' or ')}`);
  }
  const near = nearProfileNames(name);
  const hint = near.length > 0 ? `; did you mean ${near.slice(0, 6).map((n) => `"${n}"`).join(', ')}?` : '';
  throw new Error(`${at}unknown Shootout! profile "${name.trim()}"${hint} (\`deadeye roster --system shootout\` lists them all)`);
}

/** The keys of an inline profile line, in the order a profile prints them. */
export const PROFILE_LINE_KEYS = ['NAME', 'CLOSE', 'RANGED', 'SPEED', 'COURAGE', 'LEADER', 'HTK', 'WPN'] as const;
type LineKey = (typeof PROFILE_LINE_KEYS)[number];

/** The lowest and highest factor an inline line may give (the listings print 0..+4; "feel free to change them"). */
export const INLINE_FACTOR_RANGE = { min: -9, max: 9 } as const;
/** The HTK an inline line may give, and its default (SR-13). */
export const INLINE_HTK = { min: 1, max: 9, default: 1 } as const;

/**
 * A profile from an inline line, as typed after `--a`/`--b`: `KEY=VALUE` pairs separated by spaces
 * or commas, keys case-insensitive, each once, a value the text up to the next `KEY=` (core's
 * `readKeyValueLine`, as every system's inline line; RULINGS.md SR-13):
 * - `CLOSE`, `RANGED`, `SPEED`, `COURAGE`, `LEADER`: whole numbers -9..+9, sign optional; missing: 0
 *   (as a blank cell of the listings, SR-1);
 * - `HTK`: hits to kill, 1..9; missing: 1 (the rank and file's);
 * - `WPN` (required): weapon words joined by `/` or `,` (`colt`, `rifle/colt`, `shotgun,bowie`): the
 *   weapons' ids and short forms (`colt`, `pistol`, `derringer`, `rifle`, `musket`, `shotgun`,
 *   `bow`, `knife`, `spear`, `sabre`, `fists`...; see `INLINE_WEAPON_WORDS`), at most one close
 *   combat weapon; without one he fights with a Rifle Butt if he has a rifle, else Fists;
 * - `NAME`: the name shown, e.g. `NAME=The Kid`; default the line itself.
 * The profile has id `inline`, the line's NAME (or the line) as its name, no printed points and points by the formula (SR-9).
 * @param field the option or field named in errors (`--a`)
 * @throws Error `<field>: inline profile "<line>": <problem>; <what is allowed>` for text that is not KEY=VALUE,
 *   an unknown or repeated key, a value that is not a whole number in range, a missing WPN, or an
 *   unknown weapon word (listing every allowed word)
 */
export function parseProfileLine(line: string, field: string): Profile {
  const text = line.trim();
  const fail = (msg: string): never => {
    throw new Error(`${field}: inline profile "${text}": ${msg}`);
  };
  if (text === '') fail('empty profile line; write e.g. RANGED=+3 SPEED=+3 COURAGE=+2 HTK=2 WPN=colt');
  const example = (key: LineKey): string => (key === 'WPN' ? 'WPN=colt' : key === 'NAME' ? 'NAME=The Kid' : key === 'HTK' ? 'HTK=2' : `${key}=+1`);
  const values = readKeyValueLine(text, PROFILE_LINE_KEYS, ['RANGED', 'WPN'], example, fail);
  const whole = (key: LineKey, min: number, max: number, missing: number): number => {
    const raw = values.get(key);
    if (raw === undefined) return missing;
    if (!/^[+-]?\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      fail(`${key}="${raw}" is not a whole number from ${min} to ${max > 0 ? `+${max}` : max} (write e.g. ${key}=${key === 'HTK' ? '2' : '+1'})`);
    }
    return Number(raw);
  };
  const { min, max } = INLINE_FACTOR_RANGE;
  const factors: Factors = {
    close: whole('CLOSE', min, max, 0),
    ranged: whole('RANGED', min, max, 0),
    speed: whole('SPEED', min, max, 0),
    courage: whole('COURAGE', min, max, 0),
    leader: whole('LEADER', min, max, 0),
    htk: whole('HTK', INLINE_HTK.min, INLINE_HTK.max, INLINE_HTK.default),
  };
  const wpn = values.get('WPN');
  if (wpn === undefined) return fail('missing WPN (add e.g. WPN=colt, WPN=rifle/colt or WPN=fists)');
  let arms;
  try {
    arms = readWeaponWords(wpn);
  } catch (e) {
    return fail(`WPN: ${(e as Error).message}`);
  }
  const p = computePoints(factors, arms.ranged, arms.close);
  return {
    id: 'inline',
    name: inlineName(values.get('NAME'), text),
    list: 'inline',
    listName: 'inline',
    factors,
    weapon: wpn,
    ranged: arms.ranged,
    close: arms.close,
    printedPoints: null,
    points: p.points,
    pointsDisagree: false,
    pointsWorking: p.working,
    origin: `inline line "${text}"`,
  };
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

/**
 * One line describing a profile: `Doc Holliday (Famous Names): Close +0 Ranged +3 Speed +3 Courage
 * +2 Leader +0 HTK 2; colt-revolver; fists; 13 points`, with ` (printed 7)` when the printed
 * points disagree.
 */
export function describeProfile(p: Profile): string {
  const f = p.factors;
  const pts = p.pointsDisagree ? `${p.points} points (printed ${p.printedPoints})` : `${p.points} points`;
  const ranged = p.ranged.length > 0 ? p.ranged.join('/') : 'no ranged weapon';
  return `${p.name} (${p.listName}): Close ${signed(f.close)} Ranged ${signed(f.ranged)} Speed ${signed(f.speed)} Courage ${signed(f.courage)} Leader ${signed(f.leader)} HTK ${f.htk}; ${ranged}; ${p.close}; ${pts}`;
}
