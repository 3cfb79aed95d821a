/**
 * A scenario character as Shootout! plays him ({@link SoProfile}): his factors (Close, Ranged,
 * Speed, Courage, Leader, HTK: shootout.txt, "Troop Listings"), his weapons (ids of the two
 * Weapons tables, `tables/weapons.ts`), his group and whether he leads it, from his
 * `stats.shootout` block ({@link SoStatBlock}).
 *
 * One place for what comes at merge ({@link profileFromListings}): a `profile: "Doc Holliday"`
 * field (a famous name or troop type of the troop listings, with the block's fields overriding
 * it) and the conversion of a character written for BOOT HILL (his roster name or
 * `stats.boothill`, handed over by the registry as a `ForeignCharacter`). Until then both are
 * refused in one line, and every character needs a block with `factors` and `weapons`.
 */
import { checkStatBlock, ScenarioError, type ForeignCharacter, type Scenario, type StatBlockSchema } from '@deadeye/core';
import type { Factors } from '../tables/types.ts';
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
  /** "Indians on foot are not slowed by difficult terrain" (Organisation). */
  readonly indianOnFoot: boolean;
  /** Where the numbers come from (`<file> characters[i].stats.shootout`). */
  readonly source: string;
}

/** The `stats.shootout` block as written. */
export interface SoStatBlock {
  /** A famous name or troop type of the troop listings (comes with them: {@link profileFromListings}). */
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
  expected: 'Shootout! stats {factors: {close, ranged, speed, courage, leader, htk}, weapons: [ids], group?, leader?, hiredGun?, indianOnFoot?} (or profile: a troop type or famous name, with the troop listings)',
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
    indianOnFoot: { type: 'boolean', expected: 'true for an Indian on foot (not slowed by difficult terrain)' },
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

/** The message of {@link profileFromListings} until the troop listings are merged. */
export const LISTINGS_NOT_MERGED = 'shootout: profile names come with the troop listings (not merged yet)';

/**
 * THE MERGE POINT: a character's profile from the troop listings, by the famous name or troop
 * type `name` (a block's `profile:`), or converted from his BOOT HILL line (`foreign`, from the
 * registry, when he has no block). At merge this looks `name` up with the listings' `findProfile`
 * (a Profile with `factors`, `ranged` and `close` weapon ids) or converts `foreign` by the
 * conversion's rulings, and returns it as an {@link SoProfile} (group and leader from the block,
 * or the scenario's side and leader); {@link resolveSoProfile} then lets the block's fields
 * override it.
 * @throws Error {@link LISTINGS_NOT_MERGED}, always, until then
 */
export function profileFromListings(_name: string | undefined, _foreign: ForeignCharacter | undefined): SoProfile {
  throw new Error(LISTINGS_NOT_MERGED);
}

/**
 * Character `index` of `scenario` as Shootout! plays him: his `stats.shootout` block with
 * `factors` and `weapons` ({@link SO_STAT_BLOCK}); a block naming a `profile`, or no block at all
 * (a character written for BOOT HILL), goes to {@link profileFromListings}.
 * @param foreign his BOOT HILL line, when the registry has one
 * @throws Error, one line, `<file>: characters[i] (name)...: <problem and fix>`: a bad block field,
 *   a block without `factors` or `weapons`, a profile name or a character to convert (not merged yet)
 */
export function resolveSoProfile(scenario: Scenario, index: number, foreign: ForeignCharacter | undefined, file: string = scenario.file ?? scenario.id): SoProfile {
  const c = scenario.characters[index];
  if (c === undefined) throw new RangeError(`${file}: characters[${index}]: no such character (the scenario has ${scenario.characters.length})`);
  const at = `characters[${index}] (${c.name})`;
  const block = shootoutStatBlock(scenario, index, file);
  if (block === undefined || block.profile !== undefined) {
    try {
      profileFromListings(block?.profile, foreign);
    } catch (e) {
      const how = block === undefined ? 'has no stats.shootout block' : `stats.shootout.profile "${block.profile}"`;
      throw new Error(`${file}: ${at}: ${how}: ${(e as Error).message}; give stats.shootout {factors: {close, ranged, speed, courage, leader, htk}, weapons: [...]}`);
    }
  }
  const b = block as SoStatBlock;
  if (b.factors === undefined) throw new Error(`${file}: ${at}.stats.shootout.factors: expected the factors {close, ranged, speed, courage, leader, htk}, found none`);
  if (b.weapons === undefined) throw new Error(`${file}: ${at}.stats.shootout.weapons: expected a list of weapon ids (e.g. [colt-revolver]; [] for fists), found none`);
  const ranged = b.weapons.filter((w) => RANGED_WEAPONS.some((r) => r.id === w));
  const close = b.weapons.filter((w) => CLOSE_WEAPONS.some((r) => r.id === w));
  return {
    factors: b.factors,
    ranged,
    close,
    group: b.group,
    leader: b.leader ?? false,
    hiredGun: b.hiredGun ?? false,
    indianOnFoot: b.indianOnFoot ?? false,
    source: `${file} characters[${index}].stats.shootout`,
  };
}
