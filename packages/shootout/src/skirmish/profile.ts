/**
 * A scenario character as Shootout! plays him ({@link SoProfile}): his factors (Close, Ranged,
 * Speed, Courage, Leader, HTK: shootout.txt, "Troop Listings"), his weapons (ids of the two
 * Weapons tables, `tables/weapons.ts`), his group and whether he leads it, from his
 * `stats.shootout` block ({@link SoStatBlock}).
 *
 * A character plays a printed row of the troop listings (`profile: "Doc Holliday"`, looked up by
 * `findProfile`), or the row his BOOT HILL line is cast as when he has no block (`castFromBootHill`,
 * RULINGS.md SR-C1..SR-C4), or his block's own `factors` and `weapons`; the block's fields
 * override the row's.
 */
import { checkStatBlock, ScenarioError, type ForeignCharacter, type Scenario, type StatBlockSchema, type TablePatch } from '@deadeye/core';
import { patchedFactors } from '../system/house-rules.ts';
import { castFromBootHill, profileKey } from '../casting/boot-hill.ts';
import { figurePoints, type RowWeapons } from '../character/points.ts';
import { findProfile } from '../character/profile.ts';
import { closeWeaponFor } from '../character/weapon-words.ts';
import type { Factors, Profile } from '../tables/types.ts';
import { CLOSE_WEAPONS, RANGED_WEAPONS } from '../tables/weapons.ts';

/** A character as Shootout! plays him, before compilation (`setup.ts`). */
export interface SoProfile {
  readonly factors: Factors;
  /** Ranged weapon ids (`RANGED_WEAPONS`), the first in hand; close combat weapon ids (`CLOSE_WEAPONS`). `spear` is in both tables and lands in both lists. */
  readonly ranged: readonly string[];
  readonly close: readonly string[];
  /** His group's name as written (`stats.shootout.group`), or undefined: his side's group. */
  readonly group: string | undefined;
  /** 1: he leads his group (`stats.shootout.leader`). */
  readonly leader: boolean;
  /** "Hired Guns may operate outside the command radius for a cost of only one command point" (Organisation). */
  readonly hiredGun: boolean;
  /** An Indian: "Indians on foot are not slowed by difficult terrain" (Organisation), when he is not mounted (SR-37). */
  readonly indianOnFoot: boolean;
  /** The printed row he plays (`townsfolk/sheriff`, `famous/doc-holliday`), or `inline` for a block's own factors. */
  readonly profile: string;
  /** The weapons his printed row names (his basic weapons, RULINGS.md SR-9), or null for a block's own factors and weapons. */
  readonly rowWeapons: RowWeapons | null;
  /**
   * His points (character/points.ts `figurePoints`, RULINGS.md SR-9): the text's formula over his
   * basic weapons, plus the dice of each weapon given beyond his printed row.
   */
  readonly points: number;
  /** Where the numbers come from (`<file> characters[i].stats.shootout`, `townsfolk/sheriff (BOOT HILL role Town Marshal (SR-C2))`). */
  readonly source: string;
}

/** The `stats.shootout` block as written. */
export interface SoStatBlock {
  /** A famous name or troop type of the troop listings (`findProfile`), the block's other fields overriding it. */
  readonly profile?: string;
  readonly factors?: Factors;
  /** Ids of the ranged and close combat weapons tables, e.g. `[colt-revolver, bowie-knife]`. */
  readonly weapons?: readonly string[];
  readonly group?: string;
  readonly leader?: boolean;
  readonly hiredGun?: boolean;
  readonly indianOnFoot?: boolean;
}

/** Every weapon id a block may name: the ranged table's, then the close combat table's not already listed. */
export const SO_WEAPON_IDS: readonly string[] = [...new Set([...RANGED_WEAPONS.map((w) => w.id), ...CLOSE_WEAPONS.map((w) => w.id)])];

const factor = (what: string) => ({ type: 'integer', minimum: -3, maximum: 9, expected: `${what}, a whole number -3..9 (the listings print +0..+4; a blank cell is 0)` });

/** The schema of `stats.shootout`. */
export const SO_STAT_BLOCK: StatBlockSchema = {
  type: 'object',
  expected: 'Shootout! stats {profile: a troop type or famous name, or factors: {close, ranged, speed, courage, leader, htk}; weapons?: [ids]; group?, leader?, hiredGun?, indianOnFoot?}',
  additionalProperties: false,
  properties: {
    profile: { type: 'string', minLength: 1, expected: 'a troop type or famous name of the troop listings, e.g. "Doc Holliday"' },
    factors: {
      type: 'object',
      expected: 'the factors {close, ranged, speed, courage, leader, htk} (shootout.txt, Troop Listings)',
      additionalProperties: false,
      required: ['close', 'ranged', 'speed', 'courage', 'leader', 'htk'],
      properties: {
        close: factor('the Close factor'),
        ranged: factor('the Ranged factor'),
        speed: factor('the Speed factor'),
        courage: factor('the Courage factor'),
        leader: factor('the Leader factor'),
        htk: { type: 'integer', minimum: 1, maximum: 9, expected: 'hits to kill (HTK), a whole number 1..9 (the listings print 1..3)' },
      },
    },
    weapons: {
      type: 'array',
      maxItems: 6,
      uniqueItems: true,
      expected: 'a list of weapon ids of the ranged and close combat tables, the first ranged one in hand, e.g. [colt-revolver, bowie-knife] ([] for fists)',
      items: { enum: [...SO_WEAPON_IDS] },
    },
    group: { type: 'string', minLength: 1, expected: 'the name of his group (a group is a leader and his men; default: one group per side, named after it)' },
    leader: { type: 'boolean', expected: 'true if he leads his group (at most one a group)' },
    hiredGun: { type: 'boolean', expected: 'true for a Hired Gun (outside the command radius for one command point)' },
    indianOnFoot: { type: 'boolean', expected: 'true for an Indian (not slowed by difficult terrain when on foot)' },
  },
};

/**
 * The `stats.shootout` block of character `index`, checked, or undefined when he has none.
 * @throws ScenarioError, one line: `<file>: characters[i].stats.shootout.<field>: expected ..., found ...`
 */
export function shootoutStatBlock(scenario: Scenario, index: number, file: string = scenario.file ?? scenario.id): SoStatBlock | undefined {
  const block = scenario.characters[index]?.stats?.['shootout'];
  if (block === undefined) return undefined;
  try {
    checkStatBlock(SO_STAT_BLOCK, block, file, index, 'shootout');
  } catch (e) {
    if (e instanceof ScenarioError && e.problems.length > 1) throw new ScenarioError(file, [e.problems[0] as (typeof e.problems)[number]]);
    throw e;
  }
  return block as unknown as SoStatBlock;
}

/**
 * The rows of Indians: the Apache and Plains Indians lists, the Indian Scout, Crazy Horse and
 * Geronimo. "Indians on foot are not slowed by difficult terrain" (Organisation): every Indian,
 * whenever he is on foot (movement.ts `walk` reads `mounted` as he moves: a Plains Indian, who
 * "fight[s] on Horseback", is slowed on his horse and not when he fights on foot; RULINGS.md
 * SR-37).
 */
const INDIANS = (p: Profile): boolean =>
  p.list === 'apache' || p.list === 'plains-indians' || p.id === 'us-army/indian-scout' || p.id === 'famous/crazy-horse' || p.id === 'famous/geronimo';

/**
 * The printed row a character starts from, with its weapons: the block's `profile` (a famous
 * name or troop type, `findProfile`), or with no block his BOOT HILL line cast (SR-C1..SR-C4:
 * famous names by `name`, a side's leader `leadsSide` his list's leader row); undefined for a
 * block with its own factors.
 * @throws Error (the message only; the caller adds file and field): an unknown profile, a BOOT
 *   HILL weapon with no counterpart, or no block and no BOOT HILL line
 */
function printedRow(block: SoStatBlock | undefined, foreign: ForeignCharacter | undefined, name: string, leadsSide: boolean): { row: Profile; ranged: readonly string[]; close: string; why: string } | undefined {
  if (block?.profile !== undefined) {
    const row = findProfile(block.profile);
    return { row, ranged: row.ranged, close: row.close, why: `stats.shootout.profile "${block.profile}"` };
  }
  if (block !== undefined) return undefined;
  if (foreign === undefined) throw new Error('has no stats.shootout block and no BOOT HILL roster name or stats to cast him from; give stats.shootout {profile: "Cowboy"} or {factors: {...}, weapons: [...]}');
  const cast = castFromBootHill(foreign, name, leadsSide);
  return { row: findProfile(profileKey(cast.profile)), ranged: cast.ranged, close: cast.close, why: `cast from BOOT HILL: ${cast.why}` };
}

/**
 * Character `index` of `scenario` as Shootout! plays him: the printed row of his block's
 * `profile`, or of his BOOT HILL line cast (no block: RULINGS.md SR-C1..SR-C4), or his block's own
 * `factors` and `weapons` ({@link SO_STAT_BLOCK}); the block's `factors`, `weapons`, `group`,
 * `leader`, `hiredGun` and `indianOnFoot` override the row's. A Hired Gun row is a hired gun; an
 * Apache or Plains Indian row, the Indian Scout, Crazy Horse or Geronimo an Indian, not slowed by
 * difficult terrain when on foot (`indianOnFoot`: SR-37), unless the block says otherwise.
 * @param foreign his BOOT HILL line, when the registry has one
 * @throws Error, one line, `<file>: characters[i] (name)...: <problem and fix>`: a bad block field,
 *   an unknown profile, a block with neither `profile` nor `factors` and `weapons`, no block and
 *   no BOOT HILL line, a BOOT HILL weapon with no Shootout! counterpart
 */
export function resolveSoProfile(scenario: Scenario, index: number, foreign: ForeignCharacter | undefined, file: string = scenario.file ?? scenario.id, tables?: TablePatch): SoProfile {
  const c = scenario.characters[index];
  if (c === undefined) throw new RangeError(`${file}: characters[${index}]: no such character (the scenario has ${scenario.characters.length})`);
  const at = `characters[${index}] (${c.name})`;
  const block = shootoutStatBlock(scenario, index, file);
  let printed: ReturnType<typeof printedRow>;
  try {
    printed = printedRow(block, foreign, c.name, scenario.sides.some((s) => s.leader === c.name));
  } catch (e) {
    const field = block?.profile !== undefined ? `${at}.stats.shootout.profile` : block === undefined && foreign !== undefined ? `${at}.weapons` : at;
    throw new Error(`${file}: ${field}: ${(e as Error).message}`);
  }
  const b: SoStatBlock = block ?? {};
  if (printed === undefined && b.factors === undefined) throw new Error(`${file}: ${at}.stats.shootout.factors: expected the factors {close, ranged, speed, courage, leader, htk} or a profile (a troop type or famous name), found neither`);
  if (printed === undefined && b.weapons === undefined) throw new Error(`${file}: ${at}.stats.shootout.weapons: expected a list of weapon ids (e.g. [colt-revolver]; [] for fists), found none`);
  const factors = b.factors ?? patchedFactors(printed!.row.id, printed!.row.factors, tables);
  const ranged = b.weapons !== undefined ? b.weapons.filter((w) => RANGED_WEAPONS.some((r) => r.id === w)) : printed!.ranged;
  const close = b.weapons !== undefined ? b.weapons.filter((w) => CLOSE_WEAPONS.some((r) => r.id === w)) : [printed!.close];
  const row = printed?.row;
  return {
    factors,
    ranged,
    close,
    group: b.group,
    leader: b.leader ?? false,
    hiredGun: b.hiredGun ?? (row !== undefined && row.id.endsWith('/hired-gun')),
    indianOnFoot: b.indianOnFoot ?? (row !== undefined && INDIANS(row)),
    profile: row?.id ?? 'inline',
    rowWeapons: row === undefined ? null : { ranged: row.ranged, close: row.close },
    // The spear, in both tables, is counted once, as the close combat spear (SR-6); of several close
    // weapons named, the one he fights with (setup.ts compileClose: the most dice, the first of equals; SR-4).
    points: figurePoints(factors, ranged.filter((w) => !close.includes(w)), closeWeaponFor(ranged, foughtWith(close)), row === undefined ? null : row).points,
    source: printed === undefined ? `${file} characters[${index}].stats.shootout` : `${row!.listName}/${row!.name} (${printed.why})`,
  };
}

/** Of the close combat weapon ids `close`, the one a figure fights with (the most dice, the first of equals: setup.ts `compileClose`, SR-4), or null when none is named. */
function foughtWith(close: readonly string[]): string | null {
  let best: string | null = null;
  let dice = -1;
  for (const id of close) {
    const d = CLOSE_WEAPONS.find((w) => w.id === id)?.dice ?? -1;
    if (d > dice) {
      best = id;
      dice = d;
    }
  }
  return best;
}
