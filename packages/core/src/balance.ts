/**
 * Balance tables (`deadeye balance`, issue #16 section 6): the standard encounter every rule
 * system's round robin is played in, as documented data (`scenarios/templates/balance-encounter.yaml`),
 * the code that turns it into an ordinary scenario for one pairing, and what a rule system gives
 * the round robin ({@link BalanceSupport}: its entrants, each with its cost, and the side each
 * fields) or why it has no notion of cost ({@link NoBalance}).
 *
 * The encounter: open ground (every cell one terrain, no cover, no walls), the two sides in lines
 * abreast facing each other `range` spaces apart (west side facing east, east side facing west),
 * figures `spacing` spaces apart along the line, `margin` spaces of open ground around, no morale
 * checks, `maxTurns` turns. A system with points fields `points` a side; a weapons table plays
 * each range `band` at the range the template gives it.
 */
import type { SchemaObject } from 'ajv';
import { parseScenarioData, parseYamlWithSchema, readSmallFile } from './scenario/load.ts';
import type { Scenario, TerrainType } from './scenario/types.ts';
import { TERRAIN_TYPES } from './scenario/types.ts';
import type { TablePatch } from './house-rules/types.ts';
import { FEET_PER_SPACE } from './scale.ts';

/** Largest template file, bytes. */
export const MAX_TEMPLATE_BYTES = 64 * 1024;

/** Most figures one side of an encounter may field (a bigger side is refused: raise the points per figure or lower `points`). */
export const MAX_ENCOUNTER_FIGURES = 40;

/** The four range bands a weapons round robin plays, in order. */
export const BALANCE_BANDS = ['short', 'medium', 'long', 'extreme'] as const;
/** One of {@link BALANCE_BANDS}. */
export type BalanceBand = (typeof BALANCE_BANDS)[number];

/** The standard encounter of a round robin, as read from its template file. Distances in map spaces (1 space = 6 feet = 1 inch = 1 pace). */
export interface EncounterTemplate {
  /** Stream id of every pairing's scenario: all pairings draw trial t from the same numbers. */
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** The terrain of every cell (open ground: `street`, flat and clear). */
  readonly terrain: TerrainType;
  /** Spaces between the two lines at the start, for a round robin of profiles. */
  readonly range: number;
  /** Each side's points, for a system with points. */
  readonly points: number;
  /** Most figures in one group (Shootout!'s organisation: groups of 4-8). */
  readonly groupSize: number;
  /** Spaces between neighbours in a line. */
  readonly spacing: number;
  /** Spaces of open ground behind each line and beyond its ends. */
  readonly margin: number;
  /** Turn limit: a fight still going is a draw (half a win each). */
  readonly maxTurns: number;
  /** The range played for each band, for a round robin of weapons, strictly increasing. */
  readonly bands: Readonly<Record<BalanceBand, number>>;
  /** The file it was read from. */
  readonly file: string;
}

const spaces = (what: string, max: number) => ({ type: 'integer', minimum: 1, maximum: max, expected: `${what}, a whole number of spaces 1..${max}` });

/** The JSON Schema (ajv, with `expected` annotations) of an encounter template file. */
export const encounterTemplateSchema: SchemaObject = {
  type: 'object',
  expected: 'an encounter template for deadeye balance (e.g. scenarios/templates/balance-encounter.yaml)',
  additionalProperties: false,
  required: ['id', 'name', 'description', 'terrain', 'range', 'points', 'groupSize', 'spacing', 'margin', 'maxTurns', 'bands'],
  properties: {
    id: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', expected: 'the stream id, a lower-case word with dashes (e.g. balance-encounter)' },
    name: { type: 'string', minLength: 1, expected: 'the encounter\'s name (non-empty text)' },
    description: { type: 'string', expected: 'text describing the encounter' },
    terrain: { enum: TERRAIN_TYPES, expected: `a terrain type (${TERRAIN_TYPES.join(', ')}); open ground is street` },
    range: spaces('the range between the lines', 200),
    points: { type: 'integer', minimum: 1, maximum: 1000, expected: 'each side\'s points, a whole number 1..1000' },
    groupSize: { type: 'integer', minimum: 1, maximum: 40, expected: 'the most figures in a group, a whole number 1..40' },
    spacing: spaces('the spaces between neighbours in a line', 10),
    margin: spaces('the open ground around the lines', 20),
    maxTurns: { type: 'integer', minimum: 1, maximum: 200, expected: 'the turn limit, a whole number 1..200' },
    bands: {
      type: 'object',
      additionalProperties: false,
      required: [...BALANCE_BANDS],
      expected: 'the range of each band {short, medium, long, extreme}, in spaces',
      properties: Object.fromEntries(BALANCE_BANDS.map((b) => [b, spaces(`the ${b} band's range`, 400)])),
    },
  },
};

/**
 * Parses and checks the YAML text of an encounter template: the schema, then the bands strictly
 * increasing.
 * @throws ScenarioError naming `file`, the field, what was expected and what was found
 */
export function parseEncounterTemplate(text: string, file: string): EncounterTemplate {
  const { data, problems } = parseYamlWithSchema(text, file, encounterTemplateSchema);
  const t = data as Omit<EncounterTemplate, 'file'>;
  BALANCE_BANDS.forEach((b, k) => {
    const prev = BALANCE_BANDS[k - 1];
    if (prev !== undefined && t.bands[b] <= t.bands[prev]) problems.add(['bands', b], `a range above the ${prev} band's (${t.bands[prev]})`, String(t.bands[b]));
  });
  problems.throwIfAny(file);
  return { ...t, file };
}

/**
 * Reads an encounter template file ({@link parseEncounterTemplate}).
 * @throws ScenarioError `path: expected a readable encounter template ..., found no such file` when it
 *   cannot be read or is larger than {@link MAX_TEMPLATE_BYTES}; else as {@link parseEncounterTemplate}
 */
export function loadEncounterTemplate(path: string): EncounterTemplate {
  const text = readSmallFile(path, MAX_TEMPLATE_BYTES, 'an encounter template', 'a readable encounter template (e.g. scenarios/templates/balance-encounter.yaml)').toString('utf8');
  return parseEncounterTemplate(text, path);
}

/** One figure of a side, in scenario-file terms (`docs/scenarios.md`); the encounter places him. */
export interface EncounterFigure {
  readonly name: string;
  readonly roster?: string;
  /** Stat blocks keyed by rule system, as in a scenario file. */
  readonly stats?: Readonly<Record<string, unknown>>;
  /** Weapon codes carried (BOOT HILL's), the first in hand. */
  readonly weapons: readonly string[];
  readonly agent: { readonly doctrine: string; readonly targeting?: string; readonly params?: Readonly<Record<string, string | number>> };
}

/** One side of an encounter: its name and its figures. */
export interface EncounterSide {
  readonly name: string;
  readonly figures: readonly EncounterFigure[];
}

/**
 * The scenario of one pairing: `west` against `east` in the template's encounter, `range` spaces
 * apart (the template's `range` unless given: a weapons band's range). Built as the data of a
 * scenario file and checked by `parseScenarioData`, so it gets the checks and the documented
 * defaults a file gets; `file` is `<template file> (<west> v <east>)`.
 * @throws Error when a side has no figure or more than {@link MAX_ENCOUNTER_FIGURES}
 * @throws ScenarioError when the figures are not valid scenario characters (a bug in the system's support)
 */
export function encounterScenario(template: EncounterTemplate, west: EncounterSide, east: EncounterSide, range = template.range): Scenario {
  for (const s of [west, east]) {
    if (s.figures.length === 0 || s.figures.length > MAX_ENCOUNTER_FIGURES) throw new Error(`${template.file}: side "${s.name}" fields ${s.figures.length} figures; an encounter side has 1..${MAX_ENCOUNTER_FIGURES} (lower the points a side: the template's points, or deadeye balance --points)`);
  }
  const most = Math.max(west.figures.length, east.figures.length);
  const m = template.margin;
  const lineLength = (most - 1) * template.spacing + 1;
  const width = range + 1 + 2 * m;
  const height = lineLength + 2 * m;
  const place = (s: EncounterSide, x: number, facing: 'E' | 'W', side: string) =>
    s.figures.map((f, k) => {
      // Each line centred on the map's middle row.
      const y = m + Math.floor(((most - s.figures.length) * template.spacing) / 2) + k * template.spacing;
      return {
        name: f.name,
        ...(f.roster === undefined ? {} : { roster: f.roster }),
        ...(f.stats === undefined ? {} : { stats: f.stats }),
        side,
        position: [x, y],
        facing,
        weapons: f.weapons.map((code) => ({ code })),
        player: true,
        agent: f.agent,
      };
    });
  const data = {
    id: template.id,
    name: `${template.name}: ${west.name} v ${east.name}`,
    description: template.description,
    source: template.file,
    map: { width, height, default: template.terrain, exits: [] },
    sides: [{ name: west.name }, { name: east.name }],
    characters: [...place(west, m, 'E', west.name), ...place(east, m + range, 'W', east.name)],
    maxTurns: template.maxTurns,
    morale: { checks: [] },
  };
  // Checked as a file's data would be; built in code, so without the YAML parse (measured on 538
  // Shootout! arms: 11 ms an arm through parseScenario's YAML text, 1.5 ms without).
  return parseScenarioData(data, `${template.file} (${west.name} v ${east.name})`);
}

/** One entrant of a round robin: a profile, or a weapon. */
export interface BalanceEntrant {
  /** Unique id (`townsfolk/sheriff`, `SAR6`). */
  readonly id: string;
  /** Display name, unique within the round robin. */
  readonly name: string;
  /** A short unique label for chart axes (a weapon's code; a profile's name). */
  readonly short: string;
  /** A group it belongs to (its troop list, its weapon class), for the tables. */
  readonly group: string;
  /** Its cost in {@link BalanceSupport.costUnit} (a figure's points, a weapon's price). */
  readonly cost: number;
  /** One line of what it is (factors and weapons, the chart row), for the tables. */
  readonly detail: string;
}

/**
 * One way an entrant fields its side in the encounter, and the share of fights it is played in.
 * An entrant whose cost does not divide the points fields two sizes (a figure fewer in some fights,
 * one more in the others) so that it fields the points exactly on average.
 */
export interface BalanceSide {
  readonly figures: readonly EncounterFigure[];
  /** Its cost in all (figures x cost), in the system's unit. */
  readonly fielded: number;
  /** The share of fights played with this side (the shares of an entrant's sides sum to 1). */
  readonly weight: number;
}

/** What a rule system gives `deadeye balance`: what its entrants are, their cost, the side each fields. */
export interface BalanceSupport {
  readonly kind: 'balance';
  /** What is balanced, e.g. `profiles at equal points`, `weapons between identical gunfighters`. */
  readonly subject: string;
  /** The unit of cost, e.g. `points`, `dollars`. */
  readonly costUnit: string;
  /** Where the cost comes from, e.g. `the points formula of "Points Costs" (RULINGS.md SR-9)`. */
  readonly costSource: string;
  /** True when each pairing is played at each range band (weapons), false at the template's range (profiles). */
  readonly bands: boolean;
  /** Its rulings of the round robin (`RULINGS.md SR-81..SR-84`), and how equal cost is reached. */
  readonly rulings: string;
  /** The entrant fixed at Bradley-Terry strength 0 when it plays (its id); else the first. */
  readonly reference: string;
  /** The selections `--only` takes (troop lists, weapon classes), for its help and errors. */
  readonly selections: readonly string[];
  /**
   * The entrants: every one, or those of the comma list `only` (ids, names or {@link BalanceSupport.selections}).
   * @throws Error `--only: unknown ...` naming what it takes, or fewer than two entrants left
   */
  entrants(only?: string): readonly BalanceEntrant[];
  /**
   * The sides `entrant` fields in the encounter (one, or two sizes with their shares), its figures
   * named `<prefix> 1`, `<prefix> 2`...
   * @throws Error when it cannot field a side under the template (naming the template field to change)
   */
  sides(entrant: BalanceEntrant, template: EncounterTemplate, prefix: string): readonly BalanceSide[];
  /**
   * Where the entrant's own reach puts a distance (a system whose entrants are weapons with range
   * bands: BOOT HILL's). Absent: every entrant reaches every distance. An entrant out of reach
   * gets no verdict, and the line of score on cost leaves it out (`@deadeye/stats` balanceTable).
   * @param spaces the distance between the two lines, in map spaces
   * @param tables the house rules' changed cells (`{}`: none), which may move a band's limits
   */
  reach?(entrant: BalanceEntrant, spaces: number, tables: TablePatch): BalanceReach;
  /** One sentence for the reports: how the distances of the bands were chosen, when it plays bands (BOOT HILL: the middles of the Single Action Revolver's bands, RULINGS.md B3). */
  readonly distances?: string;
}

/**
 * A distance of the round robin as every balance output names it: `7 spaces (42 ft)`, `1 space (6 ft)`
 * ({@link FEET_PER_SPACE} feet a space: one square of the town map, one inch of the tabletop).
 * @param spaces the distance between the two lines, in map spaces
 */
export function balanceDistance(spaces: number): string {
  return `${spaces} space${spaces === 1 ? '' : 's'} (${spaces * FEET_PER_SPACE} ft)`;
}

/** An entrant's own range band at one distance of the round robin (a weapon's WEAPONS CHART band), or that the distance is beyond its reach. */
export interface BalanceReach {
  /** Its own band's name at that distance (`short`, `medium`, `long`, `extreme`), or null when the distance is beyond its reach (it cannot hit). */
  readonly band: string | null;
  /** One phrase for the tables: `its medium band (2+ to 4 spaces)`, or `out of reach: its extreme band ends at 15 spaces (90 ft)`. */
  readonly text: string;
}

/** A rule system with no notion of cost: why (one line, with its ruling). */
export interface NoBalance {
  readonly kind: 'none';
  /** One sentence: what the text has (and lacks), and the ruling that says so. */
  readonly reason: string;
}
