/**
 * A scenario compiled for Shootout! play: every character's profile (`profile.ts`) turned into
 * the numbers the engine reads (factors, weapons with their ranges in map spaces, group, leader),
 * the groups, the map, sides, victory and agents. Plain data: built once on the main thread and
 * sent to the workers as is (structured clone).
 *
 * Scale (RULINGS.md SR-30): one map space is one inch, the unit of every distance in
 * shootout.txt; a map of 12-foot squares (`feetPerSpace: 12`) has 2" a space.
 *
 * The special rule `northfield` (the BOOT HILL mini-module "Shootout in Northfield", played by
 * core's special-rules/northfield with Shootout!'s adapter, skirmish/northfield.ts) is compiled
 * here with core's `compileNorthfield` (RULINGS.md SR-67..).
 */
import type { AgentSpec, NorthfieldSetup, Scenario, ScenarioMap, VictoryCondition, ForeignCharacter, TablePatch } from '@deadeye/core';
import { agentParamNumbers, compileMap, didYouMean, compileNorthfield, FACINGS, SoRate } from '@deadeye/core';
import type { Factors } from '../tables/types.ts';
import { CLOSE_WEAPONS as PRINTED_CLOSE, HEAVY_WEAPONS, isHolsteredRevolver, RANGED_WEAPONS, weaponRounds } from '../tables/weapons.ts';
import { patchedClose, patchedRanged } from '../system/house-rules.ts';
import { parseShootoutVariant, type ShootoutVariant } from '../variant.ts';
import { closeWeaponFor } from '../character/weapon-words.ts';
import { shootoutWeaponOf } from '../casting/boot-hill.ts';
import type { RowWeapons } from '../character/points.ts';
import { ORGANISATION } from '../tables/organisation.ts';
import { resolveSoProfile, type SoProfile } from './profile.ts';

/** The command radius, inches ("1. Command Points": "To move a figure outside command radius of 6""). */
export const COMMAND_RADIUS_INCHES = 6;


/**
 * Henry Wheeler's two weapons in Shootout! ids, his revolver then the army rifle (the module's
 * SAR6 and AR by SR-C4: the Colt Revolver and the Rifled Musket): core's `compileNorthfield` finds
 * them in his weapon list (RULINGS.md SR-67).
 */
export const NORTHFIELD_WHEELER_WEAPONS: readonly [string, string] = ['colt-revolver', 'rifled-musket'];

/** Thrown weapons of the ranged weapons table (the doctrines throw them rather than fire them; the engine plays both alike). */
export const THROWN_WEAPONS: readonly string[] = ['thrown-knife', 'spear'];


/** One ranged weapon, compiled at the map's scale. */
export interface SoRangedSpec {
  readonly id: string;
  /** Name as printed, for logs. */
  readonly name: string;
  /** Its weapon class in the accumulator: its index in `RANGED_WEAPONS`. */
  readonly cls: number;
  /** Combat dice (d6 each). */
  readonly dice: number;
  /** Short range and maximum range, spaces (both inclusive); -1: no short range (`n/a`). */
  readonly shortRange: number;
  readonly maxRange: number;
  /** 1: "Can split dice between targets". */
  readonly split: number;
  /** Rounds before reloading (each combat die spends one); 0: never runs out (`n/a`: bows, thrown knives, spears). */
  readonly ammo: number;
  /** 1: a heavy weapon (its reload costs a command point). */
  readonly heavy: number;
  /** 1: a revolver (a Draw! needs one holstered on each side). */
  readonly revolver: number;
  /** 1: thrown (a knife, a spear). */
  readonly thrown: number;
}

/** A figure's close combat weapon, compiled: his best (most dice), else fists. */
export interface SoCloseSpec {
  readonly id: string;
  readonly name: string;
  /** Its weapon class in the accumulator: `RANGED_WEAPONS.length` + its index in `CLOSE_WEAPONS`. */
  readonly cls: number;
  readonly dice: number;
}

/**
 * A weapon lying on the map (the scenario's `items`, BOOT HILL codes), converted as a carried
 * weapon is (RULINGS.md SR-C4, SR-60): a ranged weapon, or a close combat weapon. The same for
 * every figure (a Shootout! weapon's numbers do not depend on who holds it).
 */
export interface SoItemSpec {
  /** The map cell it lies on at the start. */
  readonly cell: number;
  /** The scenario's BOOT HILL code (`15R`), for logs. */
  readonly code: string;
  /** The ranged weapon it is, or null (a close combat weapon). */
  readonly ranged: SoRangedSpec | null;
  /** The close combat weapon it is, or null (a ranged weapon). */
  readonly close: SoCloseSpec | null;
  /**
   * A ranged item's place among the ranged items (0, 1, ...): picked up, it is the figure's ranged
   * weapon `ranged.length + slot` (after those he carries); -1 for a close combat weapon.
   */
  readonly slot: number;
  /** 1 if it lies loaded (the item's `loaded` above 0, or not given), 0 if it lies empty (`loaded: 0`): picked up empty, to be reloaded (RULINGS.md SR-60). */
  readonly loaded: number;
}

/** One character, compiled. */
export interface SoCharacterSpec {
  readonly name: string;
  readonly side: number;
  /** Index into `SoSetup.groups`. */
  readonly group: number;
  readonly factors: Factors;
  readonly hiredGun: number;
  readonly indianOnFoot: number;
  /** 1: he starts mounted (the scenario's `mounted`). */
  readonly mounted: number;
  readonly cell: number;
  readonly facing: number;
  /** 1: his weapon in hand starts holstered (the scenario's `drawn: false`). */
  readonly holstered: number;
  /** 1: he starts off the map, in reserve (the scenario's `reserve`; only the `northfield` rule brings him in). */
  readonly reserve: number;
  /**
   * The scenario's `surprise`: 0 none, 1 surprised (he neither moves nor snapfires in turn 1), 2
   * completely surprised (he takes no action in turn 1: no move, snapfire, Draw! or ranged combat
   * action, and starts no close combat); RULINGS.md SR-85.
   */
  readonly surprise: number;
  /** Cell of his horse standing riderless at the start (the scenario's `horseAt`; Northfield's robbers), or -1. */
  readonly horseCell: number;
  /**
   * Ranged weapons carried, the first in hand (may be empty: close combat only). His weapon indices
   * `ranged.length + k` are the ranged items of the map (`SoSetup.items`, `slot` k), his only once
   * he picks one up (RULINGS.md SR-60).
   */
  readonly ranged: readonly SoRangedSpec[];
  readonly close: SoCloseSpec;
  readonly agent: AgentSpec;
  /** Agent parameters resolved to numbers. */
  readonly params: Readonly<Record<string, number>>;
  /** The printed row he plays (`townsfolk/sheriff`), or `inline` (skirmish/profile.ts `resolveSoProfile`). */
  readonly profile: string;
  /** The weapons his printed row names (skirmish/profile.ts `SoProfile.rowWeapons`), or null. */
  readonly rowWeapons: RowWeapons | null;
  /** His points (RULINGS.md SR-9, character/points.ts `figurePoints`): the formula over his basic weapons, plus the dice of each weapon given beyond his printed row. */
  readonly points: number;
  /** Where his numbers come from. */
  readonly source: string;
}

/** A group: a leader and his men ("Organisation": "All men are organised into groups of 4-8 figures"). */
export interface SoGroup {
  readonly name: string;
  readonly side: number;
  readonly members: readonly number[];
  /** Its leader at the start: the member with `leader: true`, else the side's leader if a member, else -1 (one is nominated: RULINGS.md SR-32). */
  readonly leader: number;
}

/** A compiled scenario. */
export interface SoSetup {
  readonly id: string;
  readonly name: string;
  readonly variant: ShootoutVariant;
  /** Turn limit. */
  readonly maxTurns: number;
  readonly map: ScenarioMap;
  /** Inches per map space (1; 2 on 12-foot squares). */
  readonly inchesPerSpace: number;
  readonly sides: readonly { readonly name: string; readonly members: readonly number[] }[];
  readonly characters: readonly SoCharacterSpec[];
  readonly groups: readonly SoGroup[];
  readonly victory: readonly VictoryCondition[];
  /** 1: no close combat (`noBrawling`). */
  readonly noCloseCombat: number;
  /** Figures allowed in one map space: 1, or 2 under the `northfield` rule (MOVEMENT, Stacking; RULINGS.md SR-69). */
  readonly stacking: number;
  /** The `northfield` special rule, compiled (core's `compileNorthfield`), or null. */
  readonly northfield: NorthfieldSetup | null;
  /** Weapons lying on the map at the start (the scenario's `items`, in order), converted (RULINGS.md SR-60). */
  readonly items: readonly SoItemSpec[];
  /** How many of `items` are ranged weapons (each a weapon slot of every figure after his own). */
  readonly rangedItems: number;
  /** Fists/Improvised Weapons as compiled (the house rules' dice): what a man whose close weapon is the Rifle Butt fights with while no rifle of his is his to use (a Northfield citizen's, face down until found: RULINGS.md SR-4, SR-71; close-combat.ts `fightCls`). */
  readonly fists: SoCloseSpec;
  /** The Rifle Butt as compiled (the house rules' dice): what a man fighting with his fists fights with once he picks up a rifle (items.ts `pickUp`; RULINGS.md SR-4). */
  readonly rifleButt: SoCloseSpec;
}

/** The special rules of a BOOT HILL scenario Shootout! accepts, with what they mean here (RULINGS.md SR-58). */
export const SO_SPECIAL_RULES: Readonly<Record<string, string>> = {
  noBrawling: 'No close combat.',
  noStunning: 'No effect: Shootout! has no stunning.',
  sidesFireInOrder: 'No effect: ranged combat is simultaneous (RULINGS.md SR-44).',
  roadAgentsSpin: "No effect: Shootout! has no Road Agent's Spin; the gunmen's Speed decides a Draw!.",
  northfield:
    'The BOOT HILL mini-module "Shootout in Northfield" (citizen reaction, arming, stacking two a space, robbing the bank, ' +
    'reinforcements, capture, victory by money) with Shootout!\'s own combat, command points, movement and courage tests for ' +
    'the module\'s morale checks (RULINGS.md SR-67..). Parameters: `gang` (the gang\'s side), `order` (no effect: ranged combat is simultaneous).',
};

/**
 * The Mexicans' own group of Hired Guns ("If more than 3 Hired Guns are present these may form
 * their own group, and will be led by a 'Chris' who has an extra +1 to his Leadership",
 * Organisation; `ORGANISATION`'s `hiredGunGroup`, RULINGS.md SR-16): the row, how many more than,
 * the bonus.
 */
const CHRIS: { readonly troop: string; readonly moreThan: number; readonly leaderBonus: number } | undefined = (() => {
  for (const r of ORGANISATION.groups) {
    const troop = r.allows.find((a) => a.troop.endsWith('/hired-gun'))?.troop;
    if (r.hiredGunGroup !== undefined && troop !== undefined) return { troop, ...r.hiredGunGroup };
  }
  return undefined;
})();

/** A ranged weapons table row compiled at `inchesPerSpace`. */
export function compileRanged(id: string, inchesPerSpace: number, variant: ShootoutVariant, tables?: TablePatch): SoRangedSpec {
  const cls = RANGED_WEAPONS.findIndex((w) => w.id === id);
  const printed = RANGED_WEAPONS[cls];
  const w = printed === undefined ? undefined : patchedRanged(printed, tables);
  if (w === undefined) throw new Error(`unknown Shootout! ranged weapon "${id}"; known: ${RANGED_WEAPONS.map((x) => x.id).join(', ')}`);
  // 0: not counted (`n/a`, SR-24); the Derringer's blank cell by the variant (SR-25).
  const ammo = weaponRounds(w, variant.derringerSingleShot) ?? 0;
  return {
    id,
    name: w.name,
    cls,
    dice: w.dice,
    shortRange: w.shortRange === null ? -1 : w.shortRange / inchesPerSpace,
    maxRange: w.maxRange / inchesPerSpace,
    split: w.split ? 1 : 0,
    ammo,
    heavy: HEAVY_WEAPONS.includes(id) ? 1 : 0,
    revolver: isHolsteredRevolver(w, variant.derringerDraw) ? 1 : 0,
    thrown: THROWN_WEAPONS.includes(id) ? 1 : 0,
  };
}

/**
 * The best of the close combat weapon ids named (most dice, the first of equals; RULINGS.md SR-54):
 * a named close weapon replaces the Rifle Butt, whatever its dice (SR-4: the Indian Scout's and
 * Geronimo's "Rifle/Knife" fight with the knife, a rifleman given a bullwhip with the whip). With
 * none named, what a printed row fights with (character/weapon-words.ts `closeWeaponFor`, SR-4,
 * SR-7): a Rifle Butt with a rifle among `ranged`, else Fists.
 */
export function compileClose(ids: readonly string[], ranged: readonly string[] = [], tables?: TablePatch): SoCloseSpec {
  const CLOSE_WEAPONS = tables?.closeWeapons === undefined ? PRINTED_CLOSE : PRINTED_CLOSE.map((w) => patchedClose(w, tables));
  let best = ids.length === 0 ? CLOSE_WEAPONS.findIndex((w) => w.id === closeWeaponFor(ranged, null)) : -1;
  for (const id of ids) {
    const k = CLOSE_WEAPONS.findIndex((w) => w.id === id);
    if (k < 0) throw new Error(`unknown Shootout! close combat weapon "${id}"; known: ${CLOSE_WEAPONS.map((x) => x.id).join(', ')}`);
    if (best < 0 || CLOSE_WEAPONS[k]!.dice > CLOSE_WEAPONS[best]!.dice) best = k;
  }
  const w = CLOSE_WEAPONS[best]!;
  return { id: w.id, name: w.name, cls: RANGED_WEAPONS.length + best, dice: w.dice };
}

/** Options of {@link compileSoSkirmish}. */
export interface SoCompileOptions {
  readonly variant?: string | undefined;
  readonly maxTurns?: number | undefined;
  /** Each character as the registry's conversion source describes him (BOOT HILL), for {@link resolveSoProfile}. */
  readonly foreign?: readonly (ForeignCharacter | undefined)[] | undefined;
  /** House rules' changed cells (`system/house-rules.ts`: profiles, ranged and close weapons); absent: as printed. */
  readonly tables?: TablePatch | undefined;
}

/**
 * Compiles a validated scenario for Shootout!.
 * @param profiles one per scenario character, in order; default: {@link resolveSoProfile} of each
 * @throws Error `<file>: <field>: <problem and fix>` for a character without a Shootout! profile
 *   (see {@link resolveSoProfile}), a map scale other than 6- or 12-foot squares, an unknown special
 *   rule, the `northfield` rule's own errors (core `compileNorthfield`: a missing place or
 *   character, Wheeler without his two weapons...), a character in `reserve` without that rule,
 *   a horse (`horseAt`) standing where a horse may not, a group named on two sides, two leaders in one group, a place
 *   parameter that names no place, a rate or band word it does not know, a turn limit outside 1..1000, or
 *   an item (`items[k].code`) whose BOOT HILL code has no Shootout! counterpart (SR-C4, SR-60),
 *   or any `vehicles` (SR-87: Shootout! plays none)
 */
export function compileSoSkirmish(scenario: Scenario, options: SoCompileOptions = {}, profiles?: readonly SoProfile[]): SoSetup {
  const file = scenario.file ?? scenario.id;
  const fail = (path: string, msg: string): never => {
    throw new Error(`${file}: ${path}: ${msg}`);
  };
  // Shootout! has no rules for wagons or coaches (RULINGS.md SR-87): refused, as BOOT HILL does.
  if ((scenario.vehicles?.length ?? 0) > 0) fail('vehicles', 'Shootout! has no vehicle rules; remove the vehicles (and the characters\' `vehicle`) or run it with --system quickdraw');
  const variant = parseShootoutVariant(options.variant);
  const feet = scenario.map.feetPerSpace;
  if (!(feet === 6 || feet === 12)) fail('map.feetPerSpace', `Shootout! plays one inch a 6-foot space (or 2" a 12-foot square); found ${feet}`);
  const inchesPerSpace = feet / 6;
  for (const r of scenario.specialRules) {
    if (SO_SPECIAL_RULES[r] === undefined) fail('specialRules', `unknown special rule "${r}" for Shootout!${didYouMean(r, Object.keys(SO_SPECIAL_RULES))}; it knows ${Object.keys(SO_SPECIAL_RULES).join(', ')}`);
  }
  const ps = profiles ?? scenario.characters.map((_, i) => resolveSoProfile(scenario, i, options.foreign?.[i], file, options.tables));
  const width = scenario.map.width;
  const sideIndex = new Map(scenario.sides.map((s, i) => [s.name, i]));
  // Shootout!'s rate words, and BOOT HILL's (the bundled scenarios are written with them): crawl
  // and walk a short move, the others a full move (RULINGS.md SR-38).
  const rateWords: Readonly<Record<string, number>> = { ...SoRate, crawl: SoRate.short, walk: SoRate.short, runDodge: SoRate.full, run: SoRate.full, trot: SoRate.full, gallop: SoRate.full };

  // Groups: the block's `group`, else one group per side named after it (RULINGS.md SR-31).
  const groupNames: string[] = [];
  const groupSide: number[] = [];
  const groupOf = scenario.characters.map((c, ci) => {
    const p = ps[ci];
    if (p === undefined) return fail(`characters[${ci}] (${c.name})`, 'has no Shootout! profile');
    const side = sideIndex.get(c.side) as number;
    const name = p.group ?? c.side;
    let g = groupNames.indexOf(name);
    if (g < 0) {
      g = groupNames.length;
      groupNames.push(name);
      groupSide.push(side);
    } else if (groupSide[g] !== side) {
      fail(`characters[${ci}] (${c.name}).stats.shootout.group`, `group "${name}" is on side ${scenario.sides[groupSide[g]!]!.name} already; a group belongs to one side: rename it`);
    }
    return g;
  });

  // Fists, for a man whose Rifle Butt is face down with his rifle (SR-4, SR-71).
  const fists = compileClose([], [], options.tables);
  const characters = scenario.characters.map((c, ci): SoCharacterSpec => {
    const at = `characters[${ci}] (${c.name})`;
    const p = ps[ci] as SoProfile;
    const ranged = p.ranged.map((id, k) => {
      try {
        return compileRanged(id, inchesPerSpace, variant, options.tables);
      } catch (e) {
        return fail(`${at}.stats.shootout.weapons[${k}]`, (e as Error).message);
      }
    });
    let close: SoCloseSpec;
    try {
      close = compileClose(p.close, p.ranged, options.tables);
    } catch (e) {
      return fail(`${at}.stats.shootout.weapons`, (e as Error).message);
    }
    const params = agentParamNumbers(scenario, ci, rateWords, at, fail);
    const side = sideIndex.get(c.side) as number;
    return {
      name: c.name,
      side,
      group: groupOf[ci] as number,
      factors: p.factors,
      hiredGun: p.hiredGun ? 1 : 0,
      indianOnFoot: p.indianOnFoot ? 1 : 0,
      mounted: c.mounted ? 1 : 0,
      cell: c.position[1] * width + c.position[0],
      facing: FACINGS.indexOf(c.facing),
      holstered: c.drawn ? 0 : 1,
      reserve: c.reserve ? 1 : 0,
      surprise: c.surprise === 'completely' ? 2 : c.surprise === 'surprised' ? 1 : 0,
      horseCell: c.horseAt === undefined ? -1 : c.horseAt[1] * width + c.horseAt[0],
      ranged,
      close,
      agent: c.agent,
      params,
      profile: p.profile,
      rowWeapons: p.rowWeapons,
      points: p.points,
      source: p.source,
    };
  });

  const groups = groupNames.map((name, g): SoGroup => {
    const members = characters.flatMap((c, i) => (c.group === g ? [i] : []));
    const flagged = members.filter((i) => ps[i]!.leader);
    if (flagged.length > 1) {
      fail(`characters[${flagged[1]}] (${characters[flagged[1]!]!.name}).stats.shootout.leader`, `group "${name}" has a leader already (${characters[flagged[0]!]!.name}); one leader a group`);
    }
    const sideLeader = scenario.sides[groupSide[g]!]?.leader;
    let leader = flagged[0] ?? members.find((i) => characters[i]!.name === sideLeader) ?? -1;
    // The Mexicans' 'Chris' (RULINGS.md SR-16): a group of more than 3 Mexican Hired Guns is led by
    // one of them with +1 Leader: its leader, else its first member, made its leader.
    if (CHRIS !== undefined && members.length > CHRIS.moreThan && members.every((i) => characters[i]!.profile === CHRIS.troop)) {
      if (leader < 0) leader = members[0]!;
      const c = characters[leader]!;
      characters[leader] = { ...c, factors: { ...c.factors, leader: c.factors.leader + CHRIS.leaderBonus } };
    }
    return { name, side: groupSide[g]!, members, leader };
  });

  // The Northfield module (RULINGS.md SR-67..): core compiles who is who and where; the weapons are
  // the Shootout! ids of each figure's ranged weapons (an unlettered citizen has one).
  let northfield: NorthfieldSetup | null = null;
  const map = scenario.specialRules.includes('northfield') || characters.some((c) => c.horseCell >= 0) ? compileMap(scenario.map) : null;
  if (scenario.specialRules.includes('northfield')) {
    const cast = characters.map((c) => ({ name: c.name, side: c.side, reserve: c.reserve, weapons: c.ranged.map((w) => ({ code: w.id })) }));
    northfield = compileNorthfield(scenario, map!, cast, scenario.specialRuleParams.northfield ?? {}, fail, NORTHFIELD_WHEELER_WEAPONS);
  } else {
    characters.forEach((c, i) => {
      if (c.reserve === 1) fail(`characters[${i}] (${c.name}).reserve`, 'only a special rule that brings characters in (northfield) uses reserve; remove it');
    });
  }
  characters.forEach((c, i) => {
    if (c.horseCell >= 0 && map!.horsePassable[c.horseCell] !== 1) fail(`characters[${i}] (${c.name}).horseAt`, 'his horse must stand on a cell a horse may enter (street or rough ground): move the horse');
  });

  // Weapons lying on the map (RULINGS.md SR-60): each item's BOOT HILL code converted as a carried
  // weapon's is (SR-C4); its `spare` is not read (SR-42), its `loaded: 0` makes it lie empty.
  let rangedItems = 0;
  const items = scenario.items.map((item, k): SoItemSpec => {
    const cell = item.at[1] * width + item.at[0];
    let ranged: SoRangedSpec | null = null;
    let close: SoCloseSpec | null = null;
    try {
      const w = shootoutWeaponOf(item.code);
      if (w.kind === 'ranged') ranged = compileRanged(w.id, inchesPerSpace, variant, options.tables);
      else close = compileClose([w.id], [], options.tables);
    } catch (e) {
      return fail(`items[${k}].code`, (e as Error).message);
    }
    return { cell, code: item.code, ranged, close, slot: ranged === null ? -1 : rangedItems++, loaded: (item.loaded ?? 1) > 0 ? 1 : 0 };
  });

  const maxTurns = options.maxTurns ?? scenario.maxTurns;
  if (!(Number.isInteger(maxTurns) && maxTurns >= 1 && maxTurns <= 1000)) fail('maxTurns', `expected a whole number of turns 1..1000, found ${maxTurns}`);
  return {
    id: scenario.id,
    name: scenario.name,
    variant,
    maxTurns,
    map: scenario.map,
    inchesPerSpace,
    sides: scenario.sides.map((s, si) => ({ name: s.name, members: characters.flatMap((c, i) => (c.side === si ? [i] : [])) })),
    characters,
    groups,
    victory: scenario.victory,
    noCloseCombat: scenario.specialRules.includes('noBrawling') ? 1 : 0,
    stacking: northfield === null ? 1 : 2,
    northfield,
    items,
    rangedItems,
    fists,
    rifleButt: compileClose(['rifle-butt'], [], options.tables),
  };
}
