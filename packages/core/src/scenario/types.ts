/**
 * The scenario model every rule system shares: what a scenario file (`scenarios/*.yaml`) holds once
 * it has been parsed, validated against the schema (`schema.ts`) and had its documented defaults
 * filled in. The format is documented, with examples, in `docs/scenarios.md`.
 *
 * Conventions:
 * - Map cells are `[x, y]`, 0-based; x grows to the east, y to the south. One cell is one space
 *   (6 feet in BOOT HILL, boot-hill-rulebook.txt, TIME & GAME SCALE), unless `feetPerSpace` says
 *   otherwise.
 * - Rectangles are `[x, y, width, height]` in cells.
 * - Facing is a compass point; north is toward y = 0.
 * - Stat blocks are keyed by rule system (`boothill` now), so one scenario can be played under
 *   every system.
 */

/** A map cell, `[x, y]`, 0-based. */
export type Cell = readonly [x: number, y: number];

/** A rectangle of cells, `[x, y, width, height]`. */
export type Rect = readonly [x: number, y: number, width: number, height: number];

/**
 * Terrain of a cell. The outdoor types after `rough` are the terrains of Quick on the Draw's
 * movement chart (quick-on-the-draw.md, REEL 3, WANTING TO MOVE: "Wanting To Move in Forest or
 * Jungle", "in Deep Snow or Deep a Sand", "through a Swamp", "through ruins or a derelict
 * structure"): `forest` (or jungle), `snow` (deep snow), `sand` (deep sand), `swamp`, `ruins`.
 * What each does in each rule system is in docs/scenarios.md (Terrain).
 */
export type TerrainType =
  | 'street'
  | 'sidewalk'
  | 'interior'
  | 'wall'
  | 'door'
  | 'window'
  | 'stairs'
  | 'rough'
  | 'forest'
  | 'snow'
  | 'sand'
  | 'swamp'
  | 'ruins';

/** Every terrain type; the index of each is its code in `GameMap.terrain` (game-map.ts `T_*`). */
export const TERRAIN_TYPES: readonly TerrainType[] = ['street', 'sidewalk', 'interior', 'wall', 'door', 'window', 'stairs', 'rough', 'forest', 'snow', 'sand', 'swamp', 'ruins'];

/** Where a terrain, cover object or place lies: a list of cells, a rectangle, or both. */
export interface Area {
  readonly cells?: readonly Cell[];
  readonly rect?: Rect;
}

/** A patch of terrain; later entries overwrite earlier ones. */
export interface TerrainPatch extends Area {
  readonly type: TerrainType;
}

/**
 * Cover objects. `hard`: something to shoot over (a low wall, a water trough, a barricade, a
 * counter); it stops bullets and blocks movement but not sight. `corner`: the corner of a
 * building or a door frame to shoot around; like hard cover, and a leg is exposed too. `soft`:
 * something that hides without stopping bullets (bushes, a board fence, a wagon sheet): the target
 * is obscured; it blocks neither movement nor sight.
 */
export type CoverKind = 'hard' | 'soft' | 'corner';

export interface CoverObject extends Area {
  readonly kind: CoverKind;
  /** What it is, for reports and replays, e.g. `water trough`. */
  readonly name?: string;
}

/** The map. */
export interface ScenarioMap {
  /** Width and height in cells, each 1..200. */
  readonly width: number;
  readonly height: number;
  /** Feet per cell (BOOT HILL: 6). */
  readonly feetPerSpace: number;
  /** Terrain of every cell no patch covers. */
  readonly default: TerrainType;
  readonly terrain: readonly TerrainPatch[];
  readonly cover: readonly CoverObject[];
  /** Named places (a junction, the bank door, the way out of town). */
  readonly places: Readonly<Record<string, Area>>;
  /**
   * Places through which a character leaves the map and counts as fled (default: every edge
   * cell). A list of place names.
   */
  readonly exits?: readonly string[];
  /**
   * Ground heights in feet (roofs, balconies, a loft, a rise), later patches overwriting earlier
   * ones; 0 where none is given (default none). Heights change movement only: a step down of 10
   * feet or more is a drop and ends the move; a step up of 10 feet or more is impossible except
   * to or from a stairs cell; a smaller step up is uphill (half speed, as rough ground). They do not
   * change sight.
   */
  readonly heights: readonly HeightPatch[];
  /**
   * Whether a figure may step diagonally into or out of a door cell (default true). False on a
   * map whose rules forbid it: "Diagonal movement is allowed except through doors. A door can be
   * entered only from the square immediately in front of it" (boot-hill-referee-screen-and-
   * northfield-module.md, Shootout in Northfield, MOVEMENT). The neutral default leaves every
   * other map's movement as it was; no rule system's own text says either way. Absent (a map
   * built in code) means true.
   */
  readonly diagonalThroughDoors?: boolean;
}

/** A patch of ground at one height. */
export interface HeightPatch extends Area {
  /** Height of the ground above street level, feet (0 or more). */
  readonly feet: number;
}

/** A weapon lying on the map, which a character standing on its cell may pick up. */
export interface MapItem {
  /** The cell it lies on. */
  readonly at: Cell;
  /** Its code in the rule system's weapon chart (BOOT HILL: `FDR6`, `R9`, `SG2`...). */
  readonly code: string;
  /** Rounds loaded (default: full). */
  readonly loaded?: number;
  /** Spare rounds lying with it (default 0). */
  readonly spare: number;
}

/** What became of a character at the end of a fight (the fates a run reports). */
export type Fate = 'unhurt' | 'wounded' | 'escaped' | 'unconscious' | 'dead' | 'fled' | 'captured';
export const FATES: readonly Fate[] = ['unhurt', 'wounded', 'escaped', 'unconscious', 'dead', 'fled', 'captured'];

/** One figure of the historical record that the simulation does not produce (shown beside it). */
export interface HistoryFact {
  /** What was counted, e.g. `Shots fired`. */
  readonly fact: string;
  /** The record's figure, as text (`about 30`). */
  readonly value: string;
}

/**
 * What a record's "no side won" (`history.winner: null`) means, said in the file as
 * `history.noWinner`; each is set beside the simulated outcome that matches it (`@deadeye/stats`,
 * `assessHistory`):
 * - `stopped`: others stepped in and stopped the fight before either side won;
 * - `backed-down`: one side backed down, so the fight never came off;
 * - `walked-away`: both sides drew off, neither beaten;
 * - `all-down`: every side was put out of action at once.
 * The first three match trials in which no side won with more than one side still standing (the
 * turn limit came first); `all-down` matches trials in which every side was out at once.
 */
export type NoWinnerMeaning = 'stopped' | 'backed-down' | 'walked-away' | 'all-down';
export const NO_WINNER_MEANINGS: readonly NoWinnerMeaning[] = ['stopped', 'backed-down', 'walked-away', 'all-down'];

/** What happened in the real fight, for reports to set beside the simulated outcomes. */
export interface ScenarioHistory {
  /** Where the record comes from (books, articles, the seed file and section). */
  readonly source: string;
  /** When it happened (text), e.g. `26 October 1881`. */
  readonly date?: string;
  /** A sentence or two on what happened. */
  readonly summary?: string;
  /** The side that won, or `null` when no side did (then `noWinner` says how). Absent: not recorded. */
  readonly winner?: string | null;
  /** What the record's `winner: null` means; given exactly when `winner` is `null` (the loader checks it). */
  readonly noWinner?: NoWinnerMeaning;
  /** Each character's fate in the record, by character name (characters not listed: not recorded). */
  readonly fates: Readonly<Record<string, Fate>>;
  /** How many turns (10 seconds each in BOOT HILL) the real fight lasted, if known. */
  readonly turns?: number;
  /** Other figures of the record. */
  readonly facts: readonly HistoryFact[];
  /**
   * Notes on the record beside the model, shown under the library's table and in the report: above
   * all, why a recorded outcome the simulation never (or hardly ever) produces is outside it (an
   * agent that never fires at a man, a rule not modelled). A note is text (about every rule
   * system) or `{systems, text}` (about those rule systems only: a run under another leaves it
   * out). Absent: none.
   */
  readonly notes?: readonly HistoryNote[];
}

/** A note on the record: text about every rule system, or `{systems, text}` about the rule systems named (registry ids, e.g. `quickdraw`). */
export type HistoryNote = string | { readonly systems: readonly string[]; readonly text: string };

/** The text of a history note, whichever its form. */
export function historyNoteText(note: HistoryNote): string {
  return typeof note === 'string' ? note : note.text;
}

/** Whether a history note is about rule system `system` (a plain note is about every one). */
export function historyNoteApplies(note: HistoryNote, system: string): boolean {
  return typeof note === 'string' || note.systems.includes(system);
}

/** A side of the fight. */
export interface ScenarioSide {
  readonly name: string;
  /** Who leads it (a character name): the `leader` targeting policy shoots at him. */
  readonly leader?: string;
}

/**
 * Stat blocks keyed by rule system id (`boothill: {basp, bac, str, mrl}`; later `quickdraw:`,
 * `shootout:`), so one scenario can be played under every system. Core checks only that each is
 * a mapping under a lower-case id; each rule system checks its own block when it compiles the
 * scenario (BOOT HILL: `packages/boothill/src/skirmish/stat-block.ts`), and the registry rejects
 * a block of no registered system.
 */
export type StatBlocks = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** A weapon a character carries. */
export interface CarriedWeapon {
  /** Price chart code, e.g. `FDR6`, `SAR6`, `SCG2`, `KN`, or a striking weapon: `CLUB`, `CHAIR`. */
  readonly code: string;
  /** Rounds loaded at the start (default: full). */
  readonly loaded?: number;
  /** Spare rounds carried for reloading (default 24, a cartridge belt's worth). */
  readonly spare?: number;
}

/** Surprise of a character on the first turn (FIRST SHOT DETERMINATION CHART, SURPRISE). */
export type Surprise = 'none' | 'surprised' | 'completely';

/** An agent doctrine with its parameters (see @deadeye/agents). */
export interface AgentSpec {
  /** `gunfighter`, `rifleman`, `defender`, `brawler`, `noncombatant`, `objective`, `standing`. */
  readonly doctrine: string;
  /** `nearest`, `mostDangerous`, `lastAttacker`, `leader` (default: the doctrine's own). */
  readonly targeting?: string;
  /** Doctrine parameters; each doctrine documents its own. */
  readonly params?: Readonly<Record<string, string | number | boolean>>;
}

/** A character of the scenario. */
export interface ScenarioCharacter {
  /** Unique within the scenario. */
  readonly name: string;
  /** A roster name (`deadeye roster`), or absent when `stats` are given inline. */
  readonly roster?: string;
  /** Inline stats keyed by rule system; override the roster's when both are given. */
  readonly stats?: StatBlocks;
  /** Name of a side. */
  readonly side: string;
  readonly position: Cell;
  readonly facing: Facing;
  /** Default `right`. */
  readonly hand: 'right' | 'left';
  /** Mounted at the start (default false); `horseStrength` then required. */
  readonly mounted: boolean;
  /** The horse's STRENGTH (Northfield: 40). */
  readonly horseStrength?: number;
  /**
   * Where his riderless horse stands at the start, when he starts dismounted with a horse at hand
   * (Northfield: the robbers' horses outside the bank). `horseStrength` then required.
   */
  readonly horseAt?: Cell;
  /**
   * Starts off the map, in reserve (default false): a special rule brings him in (Northfield: the
   * pool of unlettered citizen counters, placed at set-up or arriving as reinforcements). His
   * `position` is not used while he is in reserve.
   */
  readonly reserve: boolean;
  /** A player character never checks morale (default false). */
  readonly player: boolean;
  /** Weapons carried; the first is in the gun hand at the start when `drawn`. */
  readonly weapons: readonly CarriedWeapon[];
  /** The first weapon is in hand at the start (default true). */
  readonly drawn: boolean;
  /** Holds the second pistol in the other hand and fires both (default false). */
  readonly twoGuns: boolean;
  /** Surprise on turn 1 (default `none`). */
  readonly surprise: Surprise;
  /** Gives the opponent the first move on turn 1 (FIRST SHOT DETERMINATION CHART, -1; default false). */
  readonly givesFirstMove: boolean;
  /**
   * The name of the vehicle (`Scenario.vehicles`) he rides in at the start, or absent; his
   * `position` is then the vehicle's. Not with `mounted` or `horseAt`.
   */
  readonly vehicle?: string;
  readonly agent: AgentSpec;
}

/**
 * Kinds of vehicle, by the rows of a move-distance table that name vehicles
 * (quick-on-the-draw.md, REEL 3, WANTING TO MOVE: "carts" 8 paces, "wagons" 10, "Coaches" 12,
 * "motorised vehicles" 16). Each rule system that plays vehicles reads its own distances.
 */
export type VehicleKind = 'cart' | 'wagon' | 'coach' | 'motorised';
export const VEHICLE_KINDS: readonly VehicleKind[] = ['cart', 'wagon', 'coach', 'motorised'];

/**
 * How a vehicle is built, by the columns of a construction table (quick-on-the-draw.md, REEL 6,
 * HITS ON VEHICLES: "No armour or protection", "Minimal Armour or Light Construction", "Normal
 * Armour or Robust Construction", "Heavy Armour or Strong Construction").
 */
export type VehicleConstruction = 'none' | 'light' | 'robust' | 'strong';
export const VEHICLE_CONSTRUCTIONS: readonly VehicleConstruction[] = ['none', 'light', 'robust', 'strong'];

/** A vehicle on the map at the start, with the characters riding in it (`characters[].vehicle`). */
export interface ScenarioVehicle {
  /** Unique among the vehicles; `characters[].vehicle` refers to it. */
  readonly name: string;
  readonly kind: VehicleKind;
  /** Default `light`. */
  readonly construction: VehicleConstruction;
  /** The cell it stands in (one map cell, as a figure); its riders start there. */
  readonly position: Cell;
  readonly facing: Facing;
  /** The character who drives it (one of its riders), or absent: nobody drives it. */
  readonly driver?: string;
}

export type Facing = 'N' | 'NE' | 'E' | 'SE' | 'S' | 'SW' | 'W' | 'NW';
export const FACINGS: readonly Facing[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];

/** When non-player characters check morale. */
export type MoraleTrigger =
  /** When the first member of their side is killed or put out of action. */
  | 'firstCasualty'
  /** After each round of shooting in which anyone fired. */
  | 'afterShooting'
  /** When wounded. */
  | 'wounded'
  /** When half their side or more is out of action. */
  | 'halfDown';

export interface MoraleRules {
  /** Default: none (no one checks morale). */
  readonly checks: readonly MoraleTrigger[];
  /** What a failed check does (default `flee`). */
  readonly failure: 'flee' | 'surrender';
  /**
   * Situation modifiers applied (boot-hill-referee-screen-and-northfield-module.md, Morale
   * Modifiers): `greatestNumbers`, `fewestCasualties`, `wounds`. Default: all three.
   */
  readonly modifiers: readonly string[];
}

/** A way to win or end the fight. */
export type VictoryCondition =
  /** The side wins when every other side is out of action, fled or surrendered (always on). */
  | { readonly type: 'lastSideStanding' }
  /** The side wins when `count` of its characters have reached `place` (and left, if it is an exit). */
  | { readonly type: 'reachPlace'; readonly side: string; readonly place: string; readonly count: number }
  /** The side wins if the turn limit is reached with any of its characters still up. */
  | { readonly type: 'holdOut'; readonly side: string };

/** A parsed, validated scenario with defaults filled in. */
export interface Scenario {
  /** Stream id: the file's base name without `.yaml`, unless given. */
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  /** Where it comes from (seed file and section, or a history). */
  readonly source?: string;
  readonly map: ScenarioMap;
  readonly sides: readonly ScenarioSide[];
  readonly characters: readonly ScenarioCharacter[];
  /** `random`: d100 a character, lowest moves first (default); `sides`: in the order of `sides`. */
  readonly movementOrder: 'random' | 'sides';
  /** Turn limit (default 20). */
  readonly maxTurns: number;
  readonly victory: readonly VictoryCondition[];
  readonly morale: MoraleRules;
  /** Named special rules implemented in code (each rule system lists the ones it knows). */
  readonly specialRules: readonly string[];
  /**
   * Parameters of the special rules given as a mapping in the file
   * (`- { rule: roadAgentsSpin, spinner: John Wesley Hardin, against: Wild Bill Hickok }`), by
   * rule name; a rule given as a bare name has none.
   */
  readonly specialRuleParams: Readonly<Record<string, Readonly<Record<string, string | number>>>>;
  /** Weapons lying on the map at the start (default none). */
  readonly items: readonly MapItem[];
  /** Vehicles on the map at the start (default none; absent in a scenario built in code: none). */
  readonly vehicles?: readonly ScenarioVehicle[];
  /** The historical record, when the scenario refights a real fight. */
  readonly history?: ScenarioHistory;
  /** The file it was read from, when it was read from one. */
  readonly file?: string;
}
