/**
 * The JSON Schema (draft-07, validated with ajv) of a scenario file (`scenarios/*.yaml`). It checks
 * shapes, types, enumerations and ranges and fills in the documented defaults (ajv `useDefaults`);
 * the cross-references (side names, place names, cells on the map...) are checked by `load.ts`.
 * The format is documented for users in `docs/scenarios.md`; the model it produces is `types.ts`.
 *
 * Every object has `additionalProperties: false`, so a misspelt field is an error rather than a
 * silently ignored line. Besides the standard keywords the schema carries one annotation, `expected`:
 * the phrase the loader's error messages use to say what a field should hold (register it with
 * `ajv.addVocabulary(['expected'])`, or drop it, to use the schema elsewhere).
 */
import type { SchemaObject } from 'ajv';
import { FEET_PER_SPACE } from '../scale.ts';
import { FACINGS, FATES, NO_WINNER_MEANINGS, TERRAIN_TYPES, VEHICLE_CONSTRUCTIONS, VEHICLE_KINDS, type CoverKind, type MoraleTrigger, type Surprise, type VictoryCondition } from './types.ts';

/** Cover kinds (`map.cover[].kind`). */
export const COVER_KINDS: readonly CoverKind[] = ['hard', 'soft', 'corner'];

/** Morale triggers (`morale.checks`). */
export const MORALE_TRIGGERS: readonly MoraleTrigger[] = ['firstCasualty', 'afterShooting', 'wounded', 'halfDown'];

/** Morale situation modifiers (`morale.modifiers`), the default being all of them. */
export const MORALE_MODIFIERS: readonly string[] = ['greatestNumbers', 'fewestCasualties', 'wounds'];

/** Surprise levels (`characters[].surprise`). */
export const SURPRISE_LEVELS: readonly Surprise[] = ['none', 'surprised', 'completely'];

/** Victory condition types (`victory[].type`). */
export const VICTORY_TYPES: readonly VictoryCondition['type'][] = ['lastSideStanding', 'reachPlace', 'holdOut'];

/** Agent doctrines a scenario may name (`characters[].agent.doctrine`); @deadeye/agents implements and documents them. */
export const AGENT_DOCTRINES: readonly string[] = ['standing', 'gunfighter', 'rifleman', 'defender', 'brawler', 'noncombatant', 'objective', 'northfieldRobber', 'northfieldGuard', 'northfieldCitizen', 'northfieldEmployee'];

/** Targeting policies (`characters[].agent.targeting`); @deadeye/agents implements and documents them. */
export const AGENT_TARGETING_POLICIES: readonly string[] = ['nearest', 'mostDangerous', 'lastAttacker', 'leader'];

// Limits. They bound the work and memory of reading a file, whatever it holds: a file past one is
// rejected with one line naming the file, the field and the limit, before the map is built. Each is
// documented for users in docs/scenarios.md ("Limits").

/**
 * Largest scenario file, bytes (1 MiB; the largest bundled file, northfield.yaml, is about 70 kB). The
 * loader reads no more than this and parses nothing larger: a 5 MB file took 8 s and 1.2 GB to
 * validate, a 50 MB one exhausted the heap.
 */
export const MAX_SCENARIO_BYTES = 1024 * 1024;

/**
 * Most alias expansions (`*name` references, counted with the aliases inside what they refer
 * to) a scenario file may make: the `yaml` package's `maxAliasCount`, its default. A "billion
 * laughs" file, aliases of aliases that would expand exponentially, is rejected.
 */
export const MAX_YAML_ALIASES = 100;

/** Largest map side (`map.width`, `map.height`), cells. */
export const MAX_MAP_SIDE = 200;

/**
 * Most cells of a map (a {@link MAX_MAP_SIDE}-square map's): every table of the compiled map and
 * every path field holds one entry per cell. Also the most cells one area's `cells` list may name.
 */
export const MAX_MAP_CELLS = MAX_MAP_SIDE * MAX_MAP_SIDE;

/**
 * Most entries of each of `map.terrain`, `map.cover`, `map.heights` and `map.places` (Northfield
 * has 65 places and 63 terrain patches).
 */
export const MAX_MAP_AREAS = 1000;

/**
 * Most cells the map's areas (terrain patches, cover objects, height patches and places) may
 * cover in all, each area's `rect` and `cells` counted in full: building the map paints every
 * area cell by cell, and keeps each place's cells. A million is 25 times a whole 200 x 200 map
 * (Northfield's areas cover about 2,000 cells); 1,000 areas each covering a whole 200 x 200 map
 * (40 million cells) took half a minute to build.
 */
export const MAX_AREA_CELLS = 1_000_000;

/** Most characters of a scenario (Northfield, the largest bundled fight, has 45). */
export const MAX_CHARACTERS = 256;

/**
 * Most sides of a scenario. The BOOT HILL firing phase tells the sides firing in one exchange
 * apart in a 31-bit mask (one bit per side, `1 << side`), so a 32nd side would silently share a
 * bit with the 31st; a scenario with more sides is a validation error instead.
 */
export const MAX_SIDES = 31;

/** Most items lying on the map (`items`). */
export const MAX_ITEMS = 1000;

/** Most vehicles of a scenario (`vehicles`). */
export const MAX_VEHICLES = 64;

/** Default turn limit. */
export const DEFAULT_MAX_TURNS = 20;

/**
 * The longest turn limit any rule system plays (turns; Quick on the Draw's are phases): a
 * scenario's `maxTurns` or `--max-turns` above it is refused by every system's compile, duel and
 * the command line. A limit of Deadeye's, not of the rules.
 */
export const MAX_TURNS_LIMIT = 1000;

/** Default spare rounds of a carried weapon (a cartridge belt's worth). */
export const DEFAULT_SPARE_ROUNDS = 24;

const name = { type: 'string', minLength: 1 };
const wholeAtLeast = (minimum: number) => ({ type: 'integer', minimum });
const flag = (byDefault: boolean) => ({ type: 'boolean', default: byDefault });

const cell = {
  type: 'array',
  expected: 'an array of 2 whole numbers [x, y]',
  items: [
    { ...wholeAtLeast(0), expected: 'x, a whole number 0 or more' },
    { ...wholeAtLeast(0), expected: 'y, a whole number 0 or more' },
  ],
  minItems: 2,
  maxItems: 2,
};

const rect = {
  type: 'array',
  expected: 'an array of 4 whole numbers [x, y, width, height]',
  items: [
    { ...wholeAtLeast(0), expected: 'x, a whole number 0 or more' },
    { ...wholeAtLeast(0), expected: 'y, a whole number 0 or more' },
    { ...wholeAtLeast(1), expected: 'width, a whole number 1 or more' },
    { ...wholeAtLeast(1), expected: 'height, a whole number 1 or more' },
  ],
  minItems: 4,
  maxItems: 4,
};

/** Properties of an Area: `cells`, `rect` or both (at least one is checked by the loader). */
const areaProperties = {
  cells: { type: 'array', expected: 'a list of cells [[x, y], ...]', items: cell, maxItems: MAX_MAP_CELLS },
  rect,
};

const area = {
  type: 'object',
  expected: 'an area: a mapping with `cells: [[x, y], ...]` and/or `rect: [x, y, width, height]`',
  additionalProperties: false,
  properties: areaProperties,
};

const terrainPatch = {
  type: 'object',
  expected: 'a terrain patch {type, cells and/or rect}',
  additionalProperties: false,
  required: ['type'],
  properties: { type: { enum: TERRAIN_TYPES }, ...areaProperties },
};

const coverObject = {
  type: 'object',
  expected: 'a cover object {kind, name?, cells and/or rect}',
  additionalProperties: false,
  required: ['kind'],
  properties: { kind: { enum: COVER_KINDS }, name, ...areaProperties },
};

const heightPatch = {
  type: 'object',
  expected: 'a height patch {feet, cells and/or rect}',
  additionalProperties: false,
  required: ['feet'],
  properties: { feet: { type: 'number', minimum: 0, expected: 'a height in feet, 0 or more' }, ...areaProperties },
};

const map = {
  type: 'object',
  expected: 'a map {width, height, feetPerSpace?, default?, terrain?, cover?, places?, exits?, heights?, diagonalThroughDoors?}',
  additionalProperties: false,
  required: ['width', 'height'],
  properties: {
    width: { type: 'integer', minimum: 1, maximum: MAX_MAP_SIDE },
    height: { type: 'integer', minimum: 1, maximum: MAX_MAP_SIDE },
    feetPerSpace: { type: 'number', exclusiveMinimum: 0, default: FEET_PER_SPACE },
    default: { enum: TERRAIN_TYPES, default: 'street' },
    terrain: { type: 'array', expected: 'a list of terrain patches', items: terrainPatch, maxItems: MAX_MAP_AREAS, default: [] },
    cover: { type: 'array', expected: 'a list of cover objects', items: coverObject, maxItems: MAX_MAP_AREAS, default: [] },
    places: { type: 'object', expected: 'a mapping of place names to areas', additionalProperties: area, maxProperties: MAX_MAP_AREAS, default: {} },
    exits: { type: 'array', expected: 'a list of place names', items: name, uniqueItems: true },
    heights: { type: 'array', expected: 'a list of height patches', items: heightPatch, maxItems: MAX_MAP_AREAS, default: [] },
    diagonalThroughDoors: { type: 'boolean', expected: 'true or false', default: true },
  },
};

const item = {
  type: 'object',
  expected: 'an item {at: [x, y], code, loaded?, spare?}',
  additionalProperties: false,
  required: ['at', 'code'],
  properties: { at: cell, code: name, loaded: wholeAtLeast(0), spare: { ...wholeAtLeast(0), default: 0 } },
};

const specialRule = {
  expected: 'a special rule name, or a mapping {rule: name, ...parameters}',
  oneOf: [
    name,
    {
      type: 'object',
      required: ['rule'],
      properties: { rule: name },
      additionalProperties: { type: ['string', 'number'], expected: 'a parameter value: text or a number' },
    },
  ],
};

/** What a history note is, in the loader's messages. */
const NOTE = 'a note: text, or {systems: [rule system ids], text} for a note about those systems only';

const history = {
  type: 'object',
  expected: 'a history {source, date?, summary?, winner?, noWinner?, fates?, turns?, facts?, notes?}',
  additionalProperties: false,
  required: ['source'],
  properties: {
    source: name,
    date: { type: ['string', 'number'], expected: 'a date, as text or a year' },
    summary: { type: 'string' },
    winner: { type: ['string', 'null'], expected: 'a side name, or null when no side won' },
    noWinner: { enum: NO_WINNER_MEANINGS },
    fates: { type: 'object', expected: 'a mapping of character names to fates', additionalProperties: { enum: FATES }, default: {} },
    turns: { type: 'number', exclusiveMinimum: 0, expected: 'a number of turns, more than 0' },
    facts: {
      type: 'array',
      default: [],
      items: {
        type: 'object',
        expected: 'a fact {fact, value}',
        additionalProperties: false,
        required: ['fact', 'value'],
        properties: { fact: name, value: { type: ['string', 'number'] } },
      },
    },
    notes: {
      type: 'array',
      items: {
        oneOf: [
          { type: 'string', minLength: 1, expected: NOTE },
          {
            type: 'object',
            expected: NOTE,
            additionalProperties: false,
            required: ['systems', 'text'],
            properties: { systems: { type: 'array', minItems: 1, items: { type: 'string', minLength: 1 } }, text: { type: 'string', minLength: 1 } },
          },
        ],
        expected: NOTE,
      },
      expected: 'a list of notes (text, or {systems, text})',
    },
  },
};

const side = {
  type: 'object',
  expected: 'a side {name, leader?}',
  additionalProperties: false,
  required: ['name'],
  properties: { name, leader: name },
};

const weapon = {
  type: 'object',
  expected: 'a weapon {code, loaded?, spare?}',
  additionalProperties: false,
  required: ['code'],
  properties: {
    code: name,
    loaded: wholeAtLeast(0),
    spare: { ...wholeAtLeast(0), default: DEFAULT_SPARE_ROUNDS },
  },
};

const agent = {
  type: 'object',
  expected: 'an agent {doctrine, targeting?, params?}',
  additionalProperties: false,
  required: ['doctrine'],
  properties: {
    doctrine: { enum: AGENT_DOCTRINES },
    targeting: { enum: AGENT_TARGETING_POLICIES },
    params: {
      type: 'object',
      expected: 'a mapping of parameter names to numbers, text or true/false',
      additionalProperties: { type: ['string', 'number', 'boolean'], expected: 'a number, text or true/false' },
    },
  },
};

const character = {
  type: 'object',
  expected: 'a character {name, side, position, facing, weapons, agent, roster or stats, ...}',
  additionalProperties: false,
  required: ['name', 'side', 'position', 'facing', 'weapons', 'agent'],
  properties: {
    name,
    roster: name,
    stats: {
      type: 'object',
      expected: 'stat blocks keyed by rule system id, e.g. `boothill: {basp, bac, str, mrl}`',
      propertyNames: { pattern: '^[a-z][a-z0-9]*$' },
      additionalProperties: { type: 'object', expected: "a stat block: a mapping of the rule system's stats" },
    },
    side: name,
    position: cell,
    facing: { enum: FACINGS },
    hand: { enum: ['right', 'left'], default: 'right' },
    mounted: flag(false),
    horseStrength: wholeAtLeast(1),
    horseAt: cell,
    reserve: flag(false),
    player: flag(false),
    weapons: { type: 'array', expected: 'a list of weapons [{code: FDR6}, ...] ([] for none)', items: weapon },
    drawn: flag(true),
    twoGuns: flag(false),
    surprise: { enum: SURPRISE_LEVELS, default: 'none' },
    givesFirstMove: flag(false),
    vehicle: name,
    agent,
  },
};

const vehicle = {
  type: 'object',
  expected: 'a vehicle {name, kind, construction?, position, facing, driver?}',
  additionalProperties: false,
  required: ['name', 'kind', 'position', 'facing'],
  properties: {
    name,
    kind: { enum: VEHICLE_KINDS },
    construction: { enum: VEHICLE_CONSTRUCTIONS, default: 'light' },
    position: cell,
    facing: { enum: FACINGS },
    driver: name,
  },
};

const victoryBranch = (type: VictoryCondition['type'], fields: Record<string, object>) => ({
  type: 'object',
  additionalProperties: false,
  required: ['type', ...Object.keys(fields)],
  properties: { type: { const: type }, ...fields },
});

const victory = {
  type: 'object',
  expected: 'a victory condition {type: reachPlace, side, place, count} or {type: holdOut, side}',
  discriminator: { propertyName: 'type' },
  oneOf: [
    victoryBranch('lastSideStanding', {}),
    victoryBranch('reachPlace', { side: name, place: name, count: wholeAtLeast(1) }),
    victoryBranch('holdOut', { side: name }),
  ],
};

const morale = {
  type: 'object',
  expected: 'morale rules {checks?, failure?, modifiers?}',
  additionalProperties: false,
  default: {},
  properties: {
    checks: { type: 'array', items: { enum: MORALE_TRIGGERS }, uniqueItems: true, default: [] },
    failure: { enum: ['flee', 'surrender'], default: 'flee' },
    modifiers: { type: 'array', items: { enum: MORALE_MODIFIERS }, uniqueItems: true, default: [...MORALE_MODIFIERS] },
  },
};

/**
 * The scenario file schema. Required: `name`, `map` (`width`, `height`), `sides` (2 to
 * {@link MAX_SIDES}), `characters` (1 to {@link MAX_CHARACTERS}; each `name`, `side`, `position`,
 * `facing`, `weapons`, `agent`). Every optional field documented with a default in `types.ts` gets
 * it (`loaded` excepted: a full load is the rule system's to fill in, as only it knows the weapon's
 * capacity). Lists and mappings that size the work of building the map are bounded (the limits
 * above).
 */
export const scenarioSchema: SchemaObject = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  title: 'Deadeye scenario',
  type: 'object',
  expected: 'a scenario: a mapping with name, map, sides and characters',
  additionalProperties: false,
  required: ['name', 'map', 'sides', 'characters'],
  properties: {
    id: name,
    name,
    description: { type: 'string' },
    source: { type: 'string' },
    map,
    sides: { type: 'array', expected: `a list of 2 to ${MAX_SIDES} sides [{name}, {name}] (the most the engine tells apart)`, items: side, minItems: 2, maxItems: MAX_SIDES },
    characters: { type: 'array', expected: `a list of 1 to ${MAX_CHARACTERS} characters`, items: character, minItems: 1, maxItems: MAX_CHARACTERS },
    movementOrder: { enum: ['random', 'sides'], default: 'random' },
    maxTurns: { ...wholeAtLeast(1), default: DEFAULT_MAX_TURNS },
    victory: { type: 'array', expected: 'a list of victory conditions', items: victory, default: [] },
    morale,
    specialRules: { type: 'array', expected: 'a list of special rules (names, or {rule: name, ...parameters})', items: specialRule, default: [] },
    items: { type: 'array', expected: 'a list of items [{at: [x, y], code}]', items: item, maxItems: MAX_ITEMS, default: [] },
    vehicles: { type: 'array', expected: 'a list of vehicles [{name, kind, position, facing}]', items: vehicle, maxItems: MAX_VEHICLES, default: [] },
    history,
  },
};
