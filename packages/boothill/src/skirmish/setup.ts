/**
 * A scenario compiled for BOOT HILL play: every character's numbers resolved from the roster or
 * its inline `boothill:` stat block, every weapon resolved from the price chart and weapons chart,
 * agent parameters resolved to numbers. Plain data: built once on the main thread and sent to
 * the workers as is (structured clone).
 */
import type { AgentSpec, NorthfieldSetup, Scenario, ScenarioMap, TablePatch, VictoryCondition } from '@deadeye/core';
import { patchedChartRow, patchedItem, rangeModifiers } from '../system/house-rules.ts';
import { compileMap, didYouMean, compileNorthfield, FACINGS, MAX_TURNS_LIMIT, RATE_CRAWL, RATE_GALLOP, RATE_RUN, RATE_RUN_DODGE, RATE_TROT, RATE_WALK } from '@deadeye/core';
import type { BootHillCharacter } from '../characters.ts';
import { findCharacter } from '../roster.ts';
import { HIT_MODIFIERS, type HitReading } from '../tables/hit-modifiers.ts';
import { WEAPONS_CHART, WEAPON_SPEED_MODIFIERS, weaponByCode } from '../tables/weapons.ts';
import { RANGE_BANDS, type WeaponType } from '../tables/types.ts';
import { misfireRowFor, MISFIRE_TABLE } from '../tables/misfire.ts';
import { SHOTGUN_EFFECTS } from '../tables/shotgun-effects.ts';
import { NORTHFIELD_BOOT_HILL } from '../tables/northfield.ts';
import { Spread } from '../duel/matchup.ts';
import { bootHillStatBlock } from './stat-block.ts';

/** Weapon types in WEAPONS CHART order: the index used by accumulators and setups. */
export const WEAPON_TYPES: readonly WeaponType[] = Object.keys(WEAPONS_CHART) as WeaponType[];

/** Striking weapons of a brawl (rulebook BRAWLS; tables/brawl.ts STRIKING_WEAPONS). Index = code in `strike`. */
export const STRIKE_NONE = -1;
export const STRIKE_GUN_BUTT = 0;
export const STRIKE_CLUB = 1;
export const STRIKE_CHAIR = 2;
export const STRIKE_KNIFE = 3;
export const STRIKE_TOMAHAWK = 4;
export const STRIKE_KEYS = ['gunButt', 'club', 'chair', 'knife', 'tomahawk'] as const;

/**
 * Weapons chart rows fired from the shoulder with both hands: they expose head, both arms and one
 * shoulder over cover (rulebook WOUNDS: "a person firing a rifle over a wall ..."), and leave no
 * hand free for a second pistol.
 */
const LONG_ARMS: readonly WeaponType[] = ['shotgun', 'scatterGun', 'civilWarRifle', 'civilWarCarbine', 'buffaloRifle', 'armyRifle', 'otherRifles', 'otherCarbines'];

/** Weapon codes that are striking weapons only (not in the price chart). */
const STRIKE_ONLY: Readonly<Record<string, { name: string; strike: number }>> = {
  CLUB: { name: 'Club', strike: STRIKE_CLUB },
  CHAIR: { name: 'Chair', strike: STRIKE_CHAIR },
};

/** One carried weapon, compiled. Distances in spaces. */
export interface SkirmishWeaponSpec {
  /** Canonical code, e.g. `FDR6`, `KN`, `TH` (tomahawk), `CLUB`, `CHAIR`. */
  readonly code: string;
  readonly name: string;
  /** Index into {@link WEAPON_TYPES}, or -1 for a striking-only weapon (club, chair). */
  readonly type: number;
  readonly capacity: number;
  readonly rateOfFire: number;
  readonly reloadRate: number;
  /** Rounds loaded at the start. */
  readonly loaded: number;
  /** Spare rounds carried. */
  readonly spare: number;
  /** First shot base with this weapon = BASP + weapon speed modifier (speed points). */
  readonly firstShotBase: number;
  /** Band upper bounds `[short, medium, long, extreme]`, spaces (all 0 for a striking-only weapon). */
  readonly bands: readonly [number, number, number, number];
  /**
   * The HIT DETERMINATION CHART's RANGE modifier (percent) at each band for this weapon: the
   * chart's RANGE line, as a house rule leaves the weapon type's `hitModifiers` cells
   * (`system/house-rules.ts`); `weaponModifier` is added apart.
   */
  readonly rangeModifiers: readonly [number, number, number, number];
  /** 1 for a thrown weapon (knife, tomahawk, lance): hits on throwing accuracy and is gone once thrown. */
  readonly thrown: number;
  /**
   * 1 for a weapon that shoots rounds loaded and reloaded: a firearm, or a bow (see `launched`: the
   * bow is no firearm for the rules, only for what an agent may do with it).
   */
  readonly firearm: number;
  /**
   * 1 for a launched weapon, the bow: it hits on THROWING accuracy (the ability table "THROWING
   * ACCURACY (Includes Knives, Spears and Bows)"; BASE NUMBERS "one for firearms and another for
   * thrown/launched weapons"; RULINGS.md S16) and is no firearm for the stunning chart's "bullet
   * wound in head" nor a pistol for two guns.
   */
  readonly launched: number;
  /** 1 for a rifle, carbine, shotgun, scatter gun or bow (two hands; exposes more over cover, S5, S16). */
  readonly longArm: number;
  /** Shotgun effects column (Spread of duel/matchup.ts). */
  readonly spread: number;
  /** STRIKE_* used when the weapon is swung in a brawl. */
  readonly strike: number;
  /** Index into MISFIRE_TABLE, or -1 (no row: never misfires). */
  readonly misfireRow: number;
  /** Hit modifier of the weapon itself (shotgun, scatter gun) in the variant's reading, percent. */
  readonly weaponModifier: number;
  /** 1 for a buffalo rifle (STUNNING CHART "Buffalo gun bullet wound"). */
  readonly buffaloGun: number;
  /** Expected wounds per hit at each band (1, or the mean of the shotgun effects column). */
  readonly woundsPerHit: readonly [number, number, number, number];
}

/** One character, compiled. */
export interface SkirmishCharacterSpec {
  readonly name: string;
  readonly side: number;
  /** Basic speed, speed points. */
  readonly basp: number;
  /** Basic accuracy (firearms), percent. */
  readonly bac: number;
  /** Throwing accuracy, percent; -1 when the stat block gives none. */
  readonly throwing: number;
  readonly str: number;
  /** Morale, percent. */
  readonly mrl: number;
  /** 0 right-handed, 1 left-handed. */
  readonly leftHanded: number;
  readonly player: number;
  readonly leader: number;
  readonly mounted: number;
  readonly horseStrength: number;
  /** Cell of his riderless horse at the start (`horseAt`), or -1. */
  readonly horseAt: number;
  /** 1: starts off the map, in reserve (a special rule brings him in). */
  readonly reserve: number;
  readonly cell: number;
  /** 0..7, N clockwise. */
  readonly facing: number;
  /** 0 none, 1 surprised, 2 completely surprised (turn 1). */
  readonly surprise: number;
  readonly givesFirstMove: number;
  readonly drawn: number;
  readonly twoGuns: number;
  /**
   * The weapons carried at the start (indices 0..carried-1), then one per scenario item (index
   * carried + k for item k) compiled for this character, which he holds only once he picks it up.
   */
  readonly weapons: readonly SkirmishWeaponSpec[];
  /** Number of weapons carried at the start. */
  readonly carried: number;
  readonly agent: AgentSpec;
  /** Agent parameters resolved to numbers (place names to their first cell index). */
  readonly params: Readonly<Record<string, number>>;
}

/** A side, compiled. */
export interface SkirmishSideSpec {
  readonly name: string;
  /** Character indices. */
  readonly members: readonly number[];
}

/** Rules variant of a scenario run. */
export interface SkirmishVariant {
  /** Hit modifier reading (RULINGS.md R1). */
  readonly reading: HitReading;
  /** Misfires rolled on the MISFIRE TABLE (Referee's Screen), a variant. */
  readonly misfires: boolean;
  /** Canonical name, e.g. `screen`, `rulebook+misfires`. */
  readonly name: string;
}

/** BOOT HILL special rules a scenario may name (`specialRules:`), with what they do. */
export const BOOTHILL_SPECIAL_RULES: Readonly<Record<string, string>> = {
  noBrawling: 'No hand-to-hand fighting: the brawling phase is skipped.',
  noStunning:
    'Bullet wounds never stun (the STUNNING CHART is not used for gunshots; brawling blows still stun). The ' +
    'foundation\'s standing duel has no stunning, so its scenario form names this rule.',
  sidesFireInOrder:
    'Sides fire in the order of `sides` (the whole of the first side, then the next), each side in net-speed order ' +
    '(as in "Shootout in Northfield": the gang fires first, then the town).',
  roadAgentsSpin:
    "The Road Agent's Spin (Referee's Screen, FAMOUS GUNFIGHTS, The Road Agent's Spin): at the start of each trial " +
    'roll 1d6; on 1 to `succeeds` (default 2) the spin works and `spinner` gets +5 speed, otherwise `against` gets +5 ' +
    "speed, on the first turn's first shot determination. Parameters: `spinner` and `against` (character names), `succeeds` (1..5).",
  northfield:
    'Every rule of the mini-module "Shootout in Northfield" (citizen reaction, arming, stacking two a square, ' +
    'horses off sidewalks and out of buildings, the gang firing first, robbing the bank, threats, employee heroics, ' +
    'reinforcements, the module\'s morale, victory by money); see docs/northfield.md. Parameters: `gang` (the gang\'s ' +
    'side, default the first), `order` (`sides`, default: the gang fires first, then the town; `realistic`: the ' +
    'module\'s BASP + WPN order, played as the usual first shot determination).',
};

/** Parameters of the `roadAgentsSpin` special rule, compiled: character indices and the d6 range that succeeds. */
export interface RoadAgentsSpin {
  /** Index of the character spinning his gun (John Wesley Hardin). */
  readonly spinner: number;
  /** Index of the character he faces (Wild Bill Hickok). */
  readonly against: number;
  /** The spin works on a d6 roll of 1..succeeds (the screen: 2). */
  readonly succeeds: number;
  /** First shot speed bonus of whoever the roll favours (the screen: +5). */
  readonly bonus: number;
}

/** The Road Agent's Spin: d6 1-2 succeeds, +5 speed (Referee's Screen, FAMOUS GUNFIGHTS, The Road Agent's Spin). */
export const ROAD_AGENTS_SPIN = { succeeds: 2, bonus: 5 } as const;

/** A compiled scenario. */
export interface SkirmishSetup {
  /** Scenario id: the stream id (variant left out, so variants share random numbers). */
  readonly id: string;
  readonly name: string;
  readonly variant: SkirmishVariant;
  readonly maxTurns: number;
  /** 0: random (d100, lowest first); 1: in the order of sides. */
  readonly movementOrder: number;
  readonly map: ScenarioMap;
  readonly sides: readonly SkirmishSideSpec[];
  readonly characters: readonly SkirmishCharacterSpec[];
  readonly victory: readonly VictoryCondition[];
  readonly morale: {
    readonly firstCasualty: number;
    readonly afterShooting: number;
    readonly wounded: number;
    readonly halfDown: number;
    /** 0 flee, 1 surrender. */
    readonly surrender: number;
    readonly greatestNumbers: number;
    readonly fewestCasualties: number;
    readonly wounds: number;
  };
  readonly noBrawling: number;
  readonly noStunning: number;
  readonly sidesFireInOrder: number;
  /** Weapons lying on the map at the start (`items:`): the cell each lies on and its code. */
  readonly items: readonly { readonly cell: number; readonly code: string }[];
  /** The `roadAgentsSpin` special rule, or null when the scenario does not name it. */
  readonly roadAgentsSpin: RoadAgentsSpin | null;
  /**
   * Map scale: spaces of the BOOT HILL map (6 feet) per cell, `feetPerSpace / 6` (1, or 2 for
   * Northfield's 12-foot squares: movement, movement costs and weapon ranges are halved, fractions
   * rounded up; boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN NORTHFIELD, Map).
   */
  readonly scale: number;
  /** Counters allowed in a cell (horses not counted): 1, or 2 in Northfield (MOVEMENT, Stacking). */
  readonly stacking: number;
  /** 1: horses may not enter buildings or sidewalks (Northfield, Horses). */
  readonly horsesOnStreets: number;
  /** The `northfield` special rule, compiled, or null. */
  readonly northfield: NorthfieldSetup | null;
}

/**
 * Parses a `--variant` value: a hit-modifier reading (`screen`, default; `rulebook`) and switches
 * (`misfires`), joined by `+` or `,`, e.g. `rulebook+misfires`.
 * @throws Error naming the unknown word and the allowed ones.
 */
export function parseSkirmishVariant(text: string): SkirmishVariant {
  let reading: HitReading = 'screen';
  let misfires = false;
  for (const raw of text.split(/[+,]/)) {
    const w = raw.trim();
    if (w === '') continue;
    if (w === 'screen' || w === 'rulebook') reading = w;
    else if (w === 'misfires') misfires = true;
    else throw new Error(`--variant: unknown "${w}"; expected screen or rulebook, optionally with +misfires (e.g. rulebook+misfires)`);
  }
  return { reading, misfires, name: misfires ? `${reading}+misfires` : reading };
}

/** Options of {@link compileSkirmish}. */
export interface CompileOptions {
  readonly variant?: SkirmishVariant;
  /** Overrides the scenario's turn limit. */
  readonly maxTurns?: number;
  /** House rules' changed cells (`system/house-rules.ts`); absent: the tables as printed. */
  readonly tables?: TablePatch | undefined;
}

const RATE_WORDS: Readonly<Record<string, number>> = {
  crawl: RATE_CRAWL,
  walk: RATE_WALK,
  runDodge: RATE_RUN_DODGE,
  run: RATE_RUN,
  trot: RATE_TROT,
  gallop: RATE_GALLOP,
};

/**
 * Compiles a validated scenario for BOOT HILL.
 *
 * @throws Error naming the scenario file, the character and the field, for: an unknown roster
 *   name; no `roster` and no `stats.boothill`; an unknown weapon code; `loaded` above capacity; a
 *   thrown weapon without throwing accuracy; a `band` or `rate` parameter BOOT HILL does not
 *   know, or a parameter that names no place; an unknown special rule; any `vehicles` (BOOT HILL
 *   plays none); a `northfield` scenario whose gang is not the first of its sides (the gang moves
 *   and fires first, RULINGS.md N12). The doctrine, its
 *   targeting policy and its parameters are checked by the registry (`compileScenario`), which
 *   builds the agents.
 */
export function compileSkirmish(scenario: Scenario, options: CompileOptions = {}): SkirmishSetup {
  const file = scenario.file ?? scenario.id;
  const fail = (path: string, msg: string): never => {
    throw new Error(`${file}: ${path}: ${msg}`);
  };
  // BOOT HILL's rulebook has no vehicle rules, and Deadeye plays none under it.
  if ((scenario.vehicles?.length ?? 0) > 0) fail('vehicles', 'BOOT HILL has no vehicle rules in Deadeye; remove the vehicles (and the characters\' `vehicle`) or run it with --system quickdraw');
  const variant = options.variant ?? parseSkirmishVariant('screen');
  const mods = HIT_MODIFIERS[variant.reading];
  const width = scenario.map.width;
  const sideIndex = new Map(scenario.sides.map((s, i) => [s.name, i]));
  const placeCell = (name: string): number | undefined => {
    const a = scenario.map.places[name];
    if (a === undefined) return undefined;
    const first = a.cells?.[0] ?? (a.rect === undefined ? undefined : ([a.rect[0], a.rect[1]] as const));
    return first === undefined ? undefined : first[1] * width + first[0];
  };

  const characters = scenario.characters.map((c, ci): SkirmishCharacterSpec => {
    const at = `characters[${ci}] (${c.name})`;
    let base: BootHillCharacter | undefined;
    if (c.roster !== undefined) {
      try {
        base = findCharacter(c.roster);
      } catch (e) {
        fail(`${at}.roster`, (e as Error).message);
      }
    }
    const block = bootHillStatBlock(scenario, ci);
    if (base === undefined && block === undefined) fail(at, 'needs `roster:` (a roster name) or `stats: { boothill: {...} }`');
    const basp = block?.basp ?? (base as BootHillCharacter).basp;
    const bac = block?.bac ?? (base as BootHillCharacter).bac;
    const str = block?.str ?? (base as BootHillCharacter).str;
    const mrl = block?.mrl ?? (base as BootHillCharacter).mrl;
    const throwing = block?.throwing ?? -1;
    const weapons = c.weapons.map((w, wi) => compileWeapon(w.code, w.loaded, w.spare ?? 24, basp, mods, `${at}.weapons[${wi}]`, fail, options.tables));
    const carried = weapons.length;
    // Items on the map, compiled for this character (his BASP sets the first shot base).
    scenario.items.forEach((item, k) => {
      const w = compileWeapon(item.code, item.loaded, item.spare, basp, mods, `items[${k}]`, fail, options.tables);
      if (w.thrown === 1) fail(`items[${k}].code`, `${w.name} is thrown; items on the map are firearms or striking weapons`);
      if (w.launched === 1) fail(`items[${k}].code`, `${w.name} is shot on THROWING accuracy; items on the map are firearms or striking weapons`);
      weapons.push(w);
    });
    weapons.slice(0, carried).forEach((w, wi) => {
      if (w.thrown === 1 && throwing < 0) {
        fail(`${at}.weapons[${wi}]`, `${w.name} is thrown on THROWING accuracy; add stats.boothill.throwing (percent)`);
      }
      if (w.launched === 1 && throwing < 0) {
        fail(`${at}.weapons[${wi}]`, `${w.name} is shot on THROWING accuracy (RULINGS.md S16); add stats.boothill.throwing (percent)`);
      }
    });
    const params: Record<string, number> = {};
    for (const [k, v] of Object.entries(c.agent.params ?? {})) {
      if (typeof v === 'number') params[k] = v;
      else if (typeof v === 'boolean') params[k] = v ? 1 : 0;
      else if (k === 'band') {
        const b = RANGE_BANDS.indexOf(v as (typeof RANGE_BANDS)[number]);
        if (b < 0) fail(`${at}.agent.params.band`, `expected one of ${RANGE_BANDS.join(', ')}, found "${v}"`);
        params[k] = b;
      } else if (k === 'rate') {
        const r = RATE_WORDS[v];
        if (r === undefined) fail(`${at}.agent.params.rate`, `expected one of ${Object.keys(RATE_WORDS).join(', ')}, found "${v}"`);
        params[k] = r as number;
      } else {
        const cell = placeCell(v);
        if (cell === undefined) {
          fail(`${at}.agent.params.${k}`, `"${v}" is not a place of map.places (${Object.keys(scenario.map.places).join(', ') || 'none defined'})`);
        }
        params[k] = cell as number;
      }
    }
    const side = sideIndex.get(c.side) as number;
    return {
      name: c.name,
      side,
      basp,
      bac,
      throwing,
      str,
      mrl,
      leftHanded: c.hand === 'left' ? 1 : 0,
      player: c.player ? 1 : 0,
      leader: scenario.sides[side]?.leader === c.name ? 1 : 0,
      mounted: c.mounted ? 1 : 0,
      horseStrength: c.horseStrength ?? 0,
      horseAt: c.horseAt === undefined ? -1 : c.horseAt[1] * width + c.horseAt[0],
      reserve: c.reserve ? 1 : 0,
      cell: c.position[1] * width + c.position[0],
      facing: FACINGS.indexOf(c.facing),
      surprise: c.surprise === 'completely' ? 2 : c.surprise === 'surprised' ? 1 : 0,
      givesFirstMove: c.givesFirstMove ? 1 : 0,
      drawn: c.drawn ? 1 : 0,
      twoGuns: c.twoGuns ? 1 : 0,
      weapons,
      carried,
      agent: c.agent,
      params,
    };
  });

  for (const r of scenario.specialRules) {
    if (BOOTHILL_SPECIAL_RULES[r] === undefined) {
      fail('specialRules', `unknown special rule "${r}"${didYouMean(r, Object.keys(BOOTHILL_SPECIAL_RULES))}; BOOT HILL knows ${Object.keys(BOOTHILL_SPECIAL_RULES).join(', ')}`);
    }
  }
  for (const [r, params] of Object.entries(scenario.specialRuleParams)) {
    if (r !== 'roadAgentsSpin' && r !== 'northfield' && Object.keys(params).length > 0) fail(`specialRules (${r})`, `${r} takes no parameters; found ${Object.keys(params).join(', ')}`);
  }
  let roadAgentsSpin: RoadAgentsSpin | null = null;
  if (scenario.specialRules.includes('roadAgentsSpin')) {
    const p = scenario.specialRuleParams.roadAgentsSpin ?? {};
    const names = scenario.characters.map((c) => c.name);
    const who = (key: string): number => {
      const v = p[key];
      const i = typeof v === 'string' ? names.indexOf(v) : -1;
      if (i < 0) fail(`specialRules (roadAgentsSpin).${key}`, `expected a character name (${names.join(', ')}), found ${v === undefined ? 'nothing' : JSON.stringify(v)}; write the rule as { rule: roadAgentsSpin, spinner: NAME, against: NAME }`);
      return i;
    };
    const spinner = who('spinner');
    const against = who('against');
    if (spinner === against) fail('specialRules (roadAgentsSpin).against', 'expected a character other than the spinner');
    const succeeds = p.succeeds ?? ROAD_AGENTS_SPIN.succeeds;
    if (!(typeof succeeds === 'number' && Number.isInteger(succeeds) && succeeds >= 1 && succeeds <= 5)) {
      fail('specialRules (roadAgentsSpin).succeeds', `expected a whole number 1..5 (the d6 rolls on which the spin works), found ${JSON.stringify(succeeds)}`);
    }
    for (const k of Object.keys(p)) if (!['spinner', 'against', 'succeeds'].includes(k)) fail(`specialRules (roadAgentsSpin).${k}`, 'unknown parameter; expected spinner, against, succeeds');
    roadAgentsSpin = { spinner, against, succeeds: succeeds as number, bonus: ROAD_AGENTS_SPIN.bonus };
  }
  const feet = scenario.map.feetPerSpace;
  if (feet !== 6 && feet !== 12) fail('map.feetPerSpace', `BOOT HILL plays on 6-foot spaces, or Northfield's 12-foot squares (movement and ranges halved); found ${feet}`);
  const scale = feet / 6;
  let northfield: NorthfieldSetup | null = null;
  if (scenario.specialRules.includes('northfield')) {
    northfield = compileNorthfield(scenario, compileMap(scenario.map), characters, scenario.specialRuleParams.northfield ?? {}, fail, NORTHFIELD_BOOT_HILL.wheelerWeapons);
    // "The James-Younger Player moves first ... fires first" (N12): the engine moves and fires the
    // sides in the order listed (movementOrder `sides`, sidesFireInOrder), so the gang must be listed first.
    if (northfield.gangSide !== 0) {
      fail('specialRules (northfield).gang', `the gang (${scenario.sides[northfield.gangSide]!.name}) must be the first of sides: the module's gang moves and fires first, and BOOT HILL moves and fires the sides in their order; list it first under sides`);
    }
  } else {
    characters.forEach((c, i) => {
      if (c.reserve === 1) fail(`characters[${i}] (${c.name}).reserve`, 'only a special rule that brings characters in (northfield) uses reserve; remove it');
    });
  }
  const maxTurns = options.maxTurns ?? scenario.maxTurns;
  if (!(Number.isInteger(maxTurns) && maxTurns >= 1 && maxTurns <= MAX_TURNS_LIMIT)) fail('maxTurns', `expected a whole number of turns 1..${MAX_TURNS_LIMIT}, found ${maxTurns}`);
  const m = scenario.morale;
  return {
    id: scenario.id,
    name: scenario.name,
    variant,
    maxTurns,
    movementOrder: scenario.movementOrder === 'sides' ? 1 : 0,
    map: scenario.map,
    sides: scenario.sides.map((s, si) => ({ name: s.name, members: characters.flatMap((c, i) => (c.side === si ? [i] : [])) })),
    characters,
    victory: scenario.victory,
    morale: {
      firstCasualty: m.checks.includes('firstCasualty') ? 1 : 0,
      afterShooting: m.checks.includes('afterShooting') ? 1 : 0,
      wounded: m.checks.includes('wounded') ? 1 : 0,
      halfDown: m.checks.includes('halfDown') ? 1 : 0,
      surrender: m.failure === 'surrender' ? 1 : 0,
      greatestNumbers: m.modifiers.includes('greatestNumbers') ? 1 : 0,
      fewestCasualties: m.modifiers.includes('fewestCasualties') ? 1 : 0,
      wounds: m.modifiers.includes('wounds') ? 1 : 0,
    },
    noBrawling: scenario.specialRules.includes('noBrawling') ? 1 : 0,
    noStunning: scenario.specialRules.includes('noStunning') ? 1 : 0,
    sidesFireInOrder: scenario.specialRules.includes('sidesFireInOrder') || (northfield !== null && northfield.realisticOrder === 0) ? 1 : 0,
    items: scenario.items.map((item, k) => ({ cell: item.at[1] * width + item.at[0], code: (characters[0] as SkirmishCharacterSpec).weapons[(characters[0] as SkirmishCharacterSpec).carried + k]!.code })),
    roadAgentsSpin,
    scale,
    stacking: northfield === null ? 1 : 2,
    horsesOnStreets: northfield === null ? 0 : 1,
    northfield,
  };
}

function compileWeapon(
  rawCode: string,
  loadedGiven: number | undefined,
  spare: number,
  basp: number,
  mods: (typeof HIT_MODIFIERS)[HitReading],
  at: string,
  fail: (path: string, msg: string) => never,
  tables?: TablePatch,
): SkirmishWeaponSpec {
  const code = rawCode.trim().toUpperCase();
  const strikeOnly = STRIKE_ONLY[code];
  if (strikeOnly !== undefined) {
    if (loadedGiven !== undefined && loadedGiven !== 0) fail(`${at}.loaded`, `a ${strikeOnly.name.toLowerCase()} is not loaded; remove loaded`);
    return {
      code,
      name: strikeOnly.name,
      type: -1,
      capacity: 0,
      rateOfFire: 0,
      reloadRate: 0,
      loaded: 0,
      spare: 0,
      firstShotBase: basp,
      bands: [0, 0, 0, 0],
      rangeModifiers: [mods.range.short, mods.range.medium, mods.range.long, mods.range.extreme],
      thrown: 0,
      firearm: 0,
      launched: 0,
      longArm: 0,
      spread: Spread.None,
      strike: strikeOnly.strike,
      misfireRow: -1,
      weaponModifier: 0,
      buffaloGun: 0,
      woundsPerHit: [0, 0, 0, 0],
    };
  }
  const tomahawk = code === 'TH';
  let item;
  try {
    item = weaponByCode(tomahawk ? 'KN' : code);
  } catch (e) {
    return fail(`${at}.code`, `${(e as Error).message} Striking weapons: CLUB, CHAIR; a tomahawk: TH.`);
  }
  let chart;
  try {
    chart = patchedChartRow(item.type, tables);
  } catch (e) {
    return fail(`${at}.code`, (e as Error).message);
  }
  item = patchedItem(item, tables);
  const thrown = item.type === 'knifeOrTomahawk' || item.type === 'lance';
  const capacity = item.capacity;
  const loaded = loadedGiven ?? capacity;
  if (loaded > capacity) fail(`${at}.loaded`, `${item.name} holds ${capacity}; found ${loaded}`);
  const spread = item.type === 'shotgun' ? Spread.Shotgun : item.type === 'scatterGun' ? Spread.ScatterGun : Spread.None;
  const column = spread === Spread.Shotgun ? SHOTGUN_EFFECTS.shotgun : spread === Spread.ScatterGun ? SHOTGUN_EFFECTS.scatterGun : null;
  const woundsPerHit = [0, 1, 2, 3].map((b) => (column === null ? 1 : column.reduce((s, row) => s + (row[b] as number), 0) / column.length)) as unknown as [number, number, number, number];
  const misfire = misfireRowFor(item.type);
  // The bow is drawn with both hands: over cover it shows what a rifle does (S16).
  const launched = item.type === 'bow';
  const longArm = LONG_ARMS.includes(item.type) || launched;
  return {
    code: tomahawk ? 'TH' : item.code,
    name: tomahawk ? 'Tomahawk' : item.name,
    type: WEAPON_TYPES.indexOf(item.type),
    capacity,
    rateOfFire: item.rateOfFire,
    reloadRate: thrown ? 0 : item.reloadRate,
    loaded: thrown ? 1 : loaded,
    spare: thrown ? 0 : spare,
    firstShotBase: basp + WEAPON_SPEED_MODIFIERS[item.speed],
    bands: chart.bands,
    rangeModifiers: rangeModifiers(mods, item.type, tables),
    thrown: thrown ? 1 : 0,
    firearm: thrown ? 0 : 1,
    launched: launched ? 1 : 0,
    longArm: longArm ? 1 : 0,
    spread,
    strike: item.type === 'knifeOrTomahawk' ? (tomahawk ? STRIKE_TOMAHAWK : STRIKE_KNIFE) : STRIKE_GUN_BUTT,
    misfireRow: misfire === undefined ? -1 : MISFIRE_TABLE.indexOf(misfire),
    weaponModifier: spread === Spread.Shotgun ? mods.shotgun : spread === Spread.ScatterGun ? mods.scatterGun : 0,
    buffaloGun: item.type === 'buffaloRifle' ? 1 : 0,
    woundsPerHit,
  };
}
