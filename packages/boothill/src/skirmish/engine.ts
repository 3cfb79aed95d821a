/**
 * The BOOT HILL skirmish: the whole tactical turn over struct-of-arrays columns, played by agents.
 *
 * Each turn (boot-hill-rulebook.txt, TURN SEQUENCE, Game Turn Sequence Outline):
 * A. Movement: d100 per character, lowest moves first (or in side order); MOVEMENT rates, terrain,
 *    doors, windows, stairs and wounds (MOVEMENT; WOUND CHART movement effects).
 * B. Firing: agents declare; net speed by the FIRST SHOT DETERMINATION CHART; highest fires first,
 *    equal net speeds simultaneously, a character wounded before his turn re-ordered; each shot by
 *    the HIT DETERMINATION CHART; hard cover, shotgun fields of fire, mounted targets, misfires
 *    (variant); WOUNDS, WOUND CHART, STUNNING CHART.
 * C. Brawls: two rounds; PUNCHING and GRAPPLING TABLES on 2d10 read as digits; holds; striking
 *    weapons; next-round modifiers (BRAWLS, BRAWLING CHARTS).
 * Morale (Referee's Screen module, MORALE) when the scenario calls for it.
 *
 * Every ambiguity is a numbered ruling in packages/boothill/RULINGS.md (S1...), cited in comments.
 * One engine per worker and setup; the trial loop allocates nothing after the first trials (map
 * sight rows and path fields are cached lazily).
 */
import {
  ACT_AIM,
  ACT_BRAWL,
  ACT_DRAW,
  ACT_FIRE,
  ACT_NONE,
  ACT_PICK_UP,
  HORSE_DISMOUNT,
  HORSE_MOUNT,
  HORSE_PICK_UP,
  HORSE_SLING,
  ACT_RELOAD,
  ACT_SURRENDER,
  ACT_TASK,
  ACT_THROW,
  BRAWL_GRAPPLE,
  BRAWL_KEEP_HOLD,
  BRAWL_STRIKE,
  C_CORNER,
  C_HARD,
  FACING_DX,
  FACING_DY,
  PHASE_BRAWL,
  PHASE_FIRE,
  PHASE_MOVE,
  RATE_CRAWL,
  RATE_GALLOP,
  RATE_NAMES,
  RATE_RUN,
  RATE_RUN_DODGE,
  RATE_STILL,
  RATE_TROT,
  RATE_WALK,
  S_BLOCKED,
  S_CORNER,
  S_HARD,
  S_NO_FIRE,
  S_OBSCURED,
  T_DOOR,
  T_ROUGH,
  T_STAIRS,
  T_WINDOW,
  UNREACHABLE,
  compileMap,
  emptyIntent,
  resetIntent,
  type GameMap,
  type SkirmishAgent,
  type SkirmishIntent,
  type SkirmishObservation,
} from '@deadeye/core';
import type { Stream } from '@deadeye/rng';
import { BRAWL_MODIFIER_PERCENT_PER_POINT, GRAPPLING_TABLE, grappleRowFor, punchRowFor, type GrappleResult } from '../tables/brawl.ts';
import { FIRST_SHOT_MODIFIERS as FS } from '../tables/first-shot.ts';
import { HIT_MODIFIERS } from '../tables/hit-modifiers.ts';
import { MISFIRE_RULES, MISFIRE_TABLE, misfireResult } from '../tables/misfire.ts';
import { FIELD_OF_FIRE } from '../tables/shotgun-effects.ts';
import { MOVEMENT_COSTS } from '../tables/movement.ts';
import { STUNNED_TURNS_HALF, STUNNED_TURNS_HELPLESS } from '../tables/stunning.ts';
import {
  LEFT_ARM_HAND,
  LOCATION_LABELS,
  LOCATION_OF_ROLL,
  RIGHT_ARM_HAND,
  SEVERITY_MORTAL,
  SEVERITY_OF_ROLL,
  SEVERITY_SERIOUS,
  SPREAD_WOUNDS,
  STRENGTH_LOSS,
} from '../wound-lookup.ts';
import { RANGE_BANDS } from '../tables/types.ts';
import { Spread } from '../duel/matchup.ts';
import {
  A_DRAWS,
  A_EXCHANGES,
  A_FASTEST_STANDING,
  A_RANDOM_DRAWS,
  A_TRIALS,
  C_BRAWL_DAMAGE,
  C_BRAWL_ROUNDS,
  C_END,
  C_HITS,
  C_SHOTS,
  W_HITS,
  W_KILLS,
  W_SHOTS,
  W_STRIDE,
  W_WOUNDS,
  skirmishLayout,
  type SkirmishLayout,
  NF_MONEY_BINS,
} from './accumulator.ts';
import {
  BUFFALO_WOUND_STUN,
  DOOR_COST,
  DROP_ENDS_MOVE_FEET,
  MOUNT_COST,
  PICK_UP_COST,
  EXPECTED_STRENGTH_PER_WOUND,
  FOOT_RATE_SPACES,
  HEAD_WOUND_STUN,
  MORALE,
  MOUNTED_RATE_SPACES,
  STAIRS_COST,
  STRIKE_EXTRA,
  STRIKE_ROLL,
  STRIKE_STUN,
  STRIKE_WOUNDS,
  WINDOW_COST,
  rateModifiers,
  type RateModifiers,
} from './lookups.ts';
import { STRIKE_NONE, type SkirmishSetup } from './setup.ts';
import { NorthfieldRules, type NorthfieldHost } from './northfield.ts';

/** Character status codes. */
export const ST_UP = 0;
export const ST_UNCONSCIOUS = 1;
export const ST_DEAD = 2;
export const ST_FLED = 3;
export const ST_CAPTURED = 4;
/** Off the map, in reserve (a special rule brings him in: Northfield's citizen pool). */
export const ST_RESERVE = 5;
export const STATUS_NAMES = ['up', 'unconscious', 'dead', 'fled', 'captured', 'reserve'] as const;

/** End-state codes (SKIRMISH_END_STATES order). */
const END_UNHURT = 0;
const END_WOUNDED = 1;
const END_UNCONSCIOUS = 2;
const END_DEAD = 3;
const END_FLED = 4;
const END_CAPTURED = 5;

/** Hold kinds (GRAPPLING TABLE holds). */
const HOLD_NONE = 0;
const HOLD_ARM_LEFT = 1;
const HOLD_ARM_RIGHT = 2;
const HOLD_HEAD = 3;
const HOLD_BEAR = 4;
const HOLD_OF: Readonly<Partial<Record<GrappleResult, number>>> = { armLockLeft: HOLD_ARM_LEFT, armLockRight: HOLD_ARM_RIGHT, headLock: HOLD_HEAD, bearHug: HOLD_BEAR };
const HOLD_ROW: readonly number[] = [-1, ...(['armLockLeft', 'armLockRight', 'headLock', 'bearHug'] as const).map((r) => GRAPPLING_TABLE.findIndex((g) => g.result === r))];

/** Wound locations (WOUND CHART order) as bits for the exposed-location masks. */
const L_LEFT_LEG = 0;
const L_RIGHT_LEG = 1;
const L_RIGHT_SHOULDER = 4;
const L_LEFT_SHOULDER = 5;
const L_HEAD = 8;
const ALL_LOCATIONS = 0x1ff;

/**
 * The engine's per-character state arrays, indexed by character (`worstWound` by character * 9 +
 * WOUND CHART location: 0 none, 1 light, 2 serious). For tests (`onReset`); not for agents.
 */
export interface SkirmishStateView {
  readonly woundPoints: Int32Array;
  readonly wounded: Uint8Array;
  readonly worstWound: Uint8Array;
  readonly nextBrawlModifier: Int32Array;
  readonly aimedAt: Int32Array;
  readonly firedAt: Int32Array;
  /** Last turn of a stunned character's half-effect turn. */
  readonly halfEffectUntil: Int32Array;
  readonly lastAttacker: Int32Array;
}

/** Outcome of a trial (replay, tests). */
export interface SkirmishTrialOutcome {
  /** Winning side index, or -1 (draw). */
  readonly winner: number;
  readonly turns: number;
  /** Status name and wound points per character. */
  readonly characters: readonly { readonly name: string; readonly status: string; readonly woundPoints: number; readonly cell: readonly [number, number] }[];
}

const DIAG = [-1, -1, 0, -1, 1, -1, -1, 0, 1, 0, -1, 1, 0, 1, 1, 1] as const;
const SQRT1_2 = Math.SQRT1_2;

/**
 * Runs trials of one compiled scenario. Not thread-safe; build one per worker.
 */
export class SkirmishEngine implements NorthfieldHost {
  readonly setup: SkirmishSetup;
  readonly map: GameMap;
  readonly layout: SkirmishLayout;
  private readonly n: number;
  /** @internal (read by special rules, northfield.ts) */
  readonly maxW: number;
  private readonly agents: SkirmishAgent[];
  private readonly obsOf: SkirmishObservation[];
  /** x and y of every map cell (the map's columns). */
  private readonly cellX: Int32Array;
  private readonly cellY: Int32Array;
  /** Cell index offset of each DIAG step direction. */
  private readonly stepOffset: Int32Array;
  /** Per destination cell, {@link stepDown} of each cell with nobody in the way (lazily, by {@link downhillTo}). */
  private readonly downhill: (Int8Array | undefined)[];
  /** As {@link downhill}, down the horse path fields of riders kept to the streets (Northfield). */
  private readonly horseDownhill: (Int8Array | undefined)[];
  /**
   * The map's offset tables (GameMap.offsetKey): the distance between cells `a` and `b` is
   * `offsetDistance[offsetCentre + offsetKey[b] - offsetKey[a]]`, read in place wherever the trial
   * loop needs one (a call that V8 does not inline boxes a fractional result, which allocates).
   */
  private readonly offsetKey: Int32Array;
  private readonly offsetCentre: number;
  private readonly offsetDistance: Float64Array;
  /**
   * Sight arcs by offset (S3): `arcByOffset[f * offsetSize + offset]` is 1 where a cell at that
   * offset (indexed as `offsetDistance`) is within one space or inside the 90-degree arc of a
   * figure facing `f` ({@link inArc}'s test, tabulated once).
   */
  private readonly arcByOffset: Uint8Array;
  /** Entries of each offset table (`offsetDistance.length`). */
  private readonly offsetSize: number;
  /** 1 where hard or corner cover is next to a cell ({@link besideCoverTable}). */
  private readonly besideCover: Uint8Array;
  private readonly intent: SkirmishIntent = emptyIntent();
  private readonly mods: RateModifiers;
  private readonly hit: (typeof HIT_MODIFIERS)['screen'];

  // Static per character.
  /** @internal (read by special rules, northfield.ts) */
  readonly sideOf: Int32Array;
  /** @internal (read by special rules, northfield.ts) */
  readonly str: Int32Array;
  private readonly basp: Int32Array;
  private readonly bac: Int32Array;
  private readonly throwing: Int32Array;
  /** @internal (read by special rules, northfield.ts) */
  readonly mrl: Int32Array;
  private readonly leftHanded: Uint8Array;
  private readonly player: Uint8Array;
  private readonly horseStr: Int32Array;
  /** @internal (read by special rules, northfield.ts) */
  readonly weaponCount: Int32Array;
  /** Weapons carried at the start; slots from here on are the scenario's items (held once picked up). */
  private readonly carried: Int32Array;
  /** Cell of each item still lying on the map, -1 once picked up (shared by every observation). */
  private readonly itemCell: Int32Array;
  /** Cell of each character's riderless horse (he dismounted), or -1. */
  /** @internal (read by special rules, northfield.ts) */
  readonly horseCell: Int32Array;
  private readonly sideSize: Int32Array;
  private readonly taskPlace: (Int32Array | null)[];
  // Static per weapon slot (i * maxW + w).
  private readonly wFirstShot: Int32Array;
  /** @internal (read by special rules, northfield.ts) */
  readonly wCapacity: Int32Array;
  private readonly wRof: Int32Array;
  private readonly wReload: Int32Array;
  private readonly wBands: Float64Array;
  private readonly wType: Int32Array;
  private readonly wThrown: Uint8Array;
  private readonly wFirearm: Uint8Array;
  private readonly wLongArm: Uint8Array;
  private readonly wSpread: Int32Array;
  private readonly wStrike: Int32Array;
  private readonly wMisfire: Int32Array;
  private readonly wMod: Int32Array;
  private readonly wBuffalo: Uint8Array;
  private readonly wWoundsPerHit: Float64Array;
  /**
   * Range band by offset ({@link bandOf}, tabulated): `bandByOffset[wBandBase[slot] + offset]` is
   * the first band of slot's weapon whose upper bound the distance at that offset does not exceed,
   * or -1 beyond extreme range. One table per distinct set of bands, shared by the slots that have it.
   */
  private readonly bandByOffset: Int8Array;
  private readonly wBandBase: Int32Array;
  /**
   * Danger estimates ({@link refreshDanger}) of every weapon slot, number of shots (0..`dangerShots`)
   * and range band: `dangerTable[(slot * (dangerShots + 1) + shots) * 4 + band]`, computed once.
   */
  private readonly dangerTable: Float64Array;
  private readonly dangerShots: number;

  // Per-trial state.
  /** @internal (read by special rules, northfield.ts) */
  readonly cell: Int32Array;
  private readonly facing: Uint8Array;
  /** @internal (read by special rules, northfield.ts) */
  readonly status: Uint8Array;
  /** @internal (read by special rules, northfield.ts) */
  readonly woundPts: Int32Array;
  private readonly wounded: Uint8Array;
  /** Worst wound per location (0 none, 1 light, 2 serious): i * 9 + location. */
  private readonly worst: Uint8Array;
  /** @internal (read by special rules, northfield.ts) */
  readonly mounted: Uint8Array;
  /** 1 if a leg wound or a serious wound limits i's movement ({@link lamed}), kept with `worst`. */
  private readonly lamedNow: Uint8Array;
  /** 1 where a character is up (status ST_UP), kept with `status`: every observation's `up` column. */
  private readonly upNow: Uint8Array;
  /** Characters up in each map cell, kept with `cell` and `status` (for {@link occupied}). */
  private readonly occupancy: Uint8Array;
  /**
   * Danger estimate cache ({@link refreshDanger}): where the band table of the weapon j's danger is
   * read from (in hand, loaded, not lost) starts in `bandByOffset`, or -1 when he is harmless, and
   * where his estimates at its four range bands start in `dangerTable` (`dangerAt[j] + band`).
   * Refreshed whenever his weapon in hand or its rounds change.
   */
  private readonly dangerBands: Int32Array;
  private readonly dangerAt: Int32Array;
  private readonly horseWounds: Int32Array;
  private readonly horseMoving: Uint8Array;
  /**
   * Riding double (Northfield, Horses): the rider whose horse carries i (-1 none), and the man i
   * carries behind him or slung over his saddle (-1 none). A carried man is `mounted`, moves with
   * his rider and does not move himself.
   */
  private readonly carrier: Int32Array;
  private readonly passenger: Int32Array;
  /** Half-spaces of movement to pick up a comrade or sling an unconscious one (the module's three 12-foot squares). */
  private readonly pickUpCost: number;
  /** Half-spaces of movement left when the last {@link move} ended. */
  private leftover = 0;
  /** First shot speed bonus on turn 1 from a special rule (the road agent's spin), per character. */
  private readonly turnOneBonus: Int32Array;
  private readonly rate: Uint8Array;
  /** @internal (read by special rules, northfield.ts) */
  readonly inHand: Int32Array;
  private readonly offHand: Int32Array;
  /** @internal (read by special rules, northfield.ts) */
  readonly loaded: Int32Array;
  private readonly spare: Int32Array;
  private readonly jammedUntil: Int32Array;
  /** @internal (read by special rules, northfield.ts) */
  readonly gone: Uint8Array;
  private readonly firedAt: Int32Array;
  private readonly aimedAt: Int32Array;
  private readonly firedNow: Int32Array;
  private readonly aimedNow: Int32Array;
  /** @internal (read by special rules, northfield.ts) */
  readonly lastAttacker: Int32Array;
  private readonly lastSeen: Int32Array;
  private readonly brawlOpp: Int32Array;
  private readonly holding: Int32Array;
  private readonly heldBy: Int32Array;
  private readonly holdKind: Uint8Array;
  private readonly nextMod: Int32Array;
  private readonly helplessUntil: Int32Array;
  private readonly halfUntil: Int32Array;
  /** @internal (read by special rules, northfield.ts) */
  readonly broken: Uint8Array;
  private readonly tasksDone: Int32Array;
  private readonly reached: Uint8Array;
  private readonly action: Uint8Array;
  private readonly shots: Int32Array;
  private readonly hits: Int32Array;
  private readonly brawlRounds: Int32Array;
  private readonly brawlDamage: Int32Array;
  private readonly moraleDue: Uint8Array;
  /** @internal (read by special rules, northfield.ts) */
  readonly sideCasualties: Int32Array;
  private readonly sideHalfChecked: Uint8Array;
  // Scratch.
  private readonly order: Int32Array;
  private readonly key: Float64Array;
  private readonly fireTarget: Int32Array;
  private readonly fireTarget2: Int32Array;
  private readonly fireTarget3: Int32Array;
  private readonly fireShots: Int32Array;
  private readonly fireWeapon: Int32Array;
  private readonly fireHip: Uint8Array;
  private readonly fireBase: Int32Array;
  private readonly pending: Uint8Array;
  /** The characters firing together at the top net speed, in character order (firing phase). */
  private readonly group: Int32Array;
  /**
   * Net speed of each declared firer this firing phase, and 1 where it must be recomputed: a
   * wound, a stun or a fallen horse ({@link woundRoll}, {@link stunCheck}, {@link hitHorse}) is
   * all that can change it once declared.
   */
  private readonly speed: Float64Array;
  private readonly speedStale: Uint8Array;
  private readonly fireBaseOff: Int32Array;
  private readonly reachIndex: Int32Array;
  private readonly reachCells: (Int32Array | null)[];

  /**
   * Called after each trial's reset, before turn 1, with the engine's per-character state arrays
   * (tests use it to start a trial wounded, aimed, brawl-modified or stunned). Null in runs.
   */
  onReset: ((state: SkirmishStateView) => void) | null = null;

  private turn = 0;
  /** Movement allowances per rate (spaces) and costs (half-spaces) at the map's scale (setup.scale). */
  private readonly footSpaces: Int32Array;
  private readonly mountedSpaces: Int32Array;
  private readonly doorCost: number;
  private readonly windowCost: number;
  private readonly stairsCost: number;
  private readonly mountCost: number;
  /** The `northfield` special rule, or null. */
  readonly northfield: NorthfieldRules | null;
  private acc: Float64Array = new Float64Array(0);
  private log: string[] | null = null;
  private stream!: Stream;

  /**
   * @param setup the compiled scenario
   * @param agents each character's agent, in character order (the registry builds them from the
   *   scenario's agent specs with @deadeye/agents; tests hand in scripted ones)
   * @throws Error when the number of agents is not the number of characters
   */
  constructor(setup: SkirmishSetup, agents: readonly SkirmishAgent[]) {
    this.setup = setup;
    this.map = compileMap(setup.map);
    this.downhill = new Array<Int8Array | undefined>(this.map.cells);
    this.horseDownhill = new Array<Int8Array | undefined>(this.map.cells);
    this.layout = skirmishLayout(setup);
    const cs = setup.characters;
    const n = cs.length;
    this.n = n;
    const maxW = Math.max(1, ...cs.map((c) => c.weapons.length));
    this.maxW = maxW;
    this.agents = [...agents];
    if (this.agents.length !== n) throw new Error(`SkirmishEngine: ${this.agents.length} agents for ${n} characters`);
    this.hit = HIT_MODIFIERS[setup.variant.reading];
    this.mods = rateModifiers(setup.variant.reading);

    const i32 = (f: (i: number) => number): Int32Array => Int32Array.from({ length: n }, (_, i) => f(i));
    const u8 = (f: (i: number) => number): Uint8Array => Uint8Array.from({ length: n }, (_, i) => f(i));
    const c = (i: number) => cs[i]!;
    this.sideOf = i32((i) => c(i).side);
    this.str = i32((i) => c(i).str);
    this.basp = i32((i) => c(i).basp);
    this.bac = i32((i) => c(i).bac);
    this.throwing = i32((i) => c(i).throwing);
    this.mrl = i32((i) => c(i).mrl);
    this.leftHanded = u8((i) => c(i).leftHanded);
    this.player = u8((i) => c(i).player);
    this.horseStr = i32((i) => c(i).horseStrength);
    this.weaponCount = i32((i) => c(i).weapons.length);
    this.carried = i32((i) => c(i).carried);
    this.itemCell = new Int32Array(setup.items.length);
    this.horseCell = new Int32Array(n);
    this.carrier = new Int32Array(n).fill(-1);
    this.passenger = new Int32Array(n).fill(-1);
    this.sideSize = Int32Array.from(setup.sides.map((s) => s.members.length));
    this.taskPlace = cs.map((ch) => {
      const p = ch.params['place'];
      if (p === undefined) return null;
      for (const cells of this.map.places.values()) if (cells.includes(p)) return cells;
      return Int32Array.of(p);
    });

    const slots = n * maxW;
    const ws = (f: (w: SkirmishSetup['characters'][number]['weapons'][number]) => number, T: typeof Int32Array | typeof Uint8Array | typeof Float64Array) => {
      const a = new T(slots);
      cs.forEach((ch, i) => ch.weapons.forEach((w, k) => (a[i * maxW + k] = f(w))));
      return a;
    };
    this.wFirstShot = ws((w) => w.firstShotBase, Int32Array) as Int32Array;
    this.wCapacity = ws((w) => w.capacity, Int32Array) as Int32Array;
    this.wRof = ws((w) => w.rateOfFire, Int32Array) as Int32Array;
    this.wReload = ws((w) => w.reloadRate, Int32Array) as Int32Array;
    this.wType = ws((w) => w.type, Int32Array) as Int32Array;
    this.wThrown = ws((w) => w.thrown, Uint8Array) as Uint8Array;
    this.wFirearm = ws((w) => w.firearm, Uint8Array) as Uint8Array;
    this.wLongArm = ws((w) => w.longArm, Uint8Array) as Uint8Array;
    this.wSpread = ws((w) => w.spread, Int32Array) as Int32Array;
    this.wStrike = ws((w) => w.strike, Int32Array) as Int32Array;
    this.wMisfire = ws((w) => w.misfireRow, Int32Array) as Int32Array;
    this.wMod = ws((w) => w.weaponModifier, Int32Array) as Int32Array;
    this.wBuffalo = ws((w) => w.buffaloGun, Uint8Array) as Uint8Array;
    this.wBands = new Float64Array(slots * 4);
    this.wWoundsPerHit = new Float64Array(slots * 4);
    cs.forEach((ch, i) =>
      ch.weapons.forEach((w, k) => {
        for (let b = 0; b < 4; b++) {
          this.wBands[(i * maxW + k) * 4 + b] = Math.ceil(w.bands[b]! / setup.scale);
          this.wWoundsPerHit[(i * maxW + k) * 4 + b] = w.woundsPerHit[b]!;
        }
      }),
    );

    this.cell = new Int32Array(n);
    this.facing = new Uint8Array(n);
    this.status = new Uint8Array(n);
    this.woundPts = new Int32Array(n);
    this.wounded = new Uint8Array(n);
    this.worst = new Uint8Array(n * 9);
    this.lamedNow = new Uint8Array(n);
    this.upNow = new Uint8Array(n);
    this.occupancy = new Uint8Array(this.map.cells);
    this.dangerBands = new Int32Array(n).fill(-1);
    this.dangerAt = new Int32Array(n);
    this.mounted = new Uint8Array(n);
    this.horseWounds = new Int32Array(n);
    this.horseMoving = new Uint8Array(n);
    this.turnOneBonus = new Int32Array(n);
    this.rate = new Uint8Array(n);
    this.inHand = new Int32Array(n);
    this.offHand = new Int32Array(n);
    this.loaded = new Int32Array(slots);
    this.spare = new Int32Array(slots);
    this.jammedUntil = new Int32Array(slots);
    this.gone = new Uint8Array(slots);
    this.firedAt = new Int32Array(n);
    this.aimedAt = new Int32Array(n);
    this.firedNow = new Int32Array(n);
    this.aimedNow = new Int32Array(n);
    this.lastAttacker = new Int32Array(n);
    this.lastSeen = new Int32Array(n * n);
    this.brawlOpp = new Int32Array(n);
    this.holding = new Int32Array(n);
    this.heldBy = new Int32Array(n);
    this.holdKind = new Uint8Array(n);
    this.nextMod = new Int32Array(n);
    this.helplessUntil = new Int32Array(n);
    this.halfUntil = new Int32Array(n);
    this.broken = new Uint8Array(n);
    this.tasksDone = new Int32Array(n);
    this.reached = new Uint8Array(n * Math.max(1, setup.victory.length));
    this.action = new Uint8Array(n);
    this.shots = new Int32Array(n);
    this.hits = new Int32Array(n);
    this.brawlRounds = new Int32Array(n);
    this.brawlDamage = new Int32Array(n);
    this.moraleDue = new Uint8Array(n);
    this.sideCasualties = new Int32Array(setup.sides.length);
    this.sideHalfChecked = new Uint8Array(setup.sides.length);
    this.order = new Int32Array(n);
    this.key = new Float64Array(n);
    this.fireTarget = new Int32Array(n);
    this.fireTarget2 = new Int32Array(n);
    this.fireTarget3 = new Int32Array(n);
    this.fireShots = new Int32Array(n);
    this.fireWeapon = new Int32Array(n);
    this.fireHip = new Uint8Array(n);
    this.fireBase = new Int32Array(n);
    this.pending = new Uint8Array(n);
    this.group = new Int32Array(n);
    this.speed = new Float64Array(n);
    this.speedStale = new Uint8Array(n);
    this.fireBaseOff = new Int32Array(n);
    this.reachIndex = Int32Array.from(setup.victory.map((v) => (v.type === 'reachPlace' ? setup.sides.findIndex((s) => s.name === v.side) : -1)));
    this.reachCells = setup.victory.map((v) => (v.type === 'reachPlace' ? (this.map.places.get(v.place) ?? null) : null));

    const exits: number[] = [];
    for (let k = 0; k < this.map.cells; k++) if (this.map.exit[k] === 1) exits.push(k);
    const exitCells = Int32Array.from(exits);
    const leader = u8((i) => c(i).leader);
    this.cellX = this.map.cellX;
    this.cellY = this.map.cellY;
    this.offsetKey = this.map.offsetKey;
    this.offsetCentre = this.map.offsetCentre;
    this.offsetDistance = this.map.offsetDistance;
    this.offsetSize = this.offsetDistance.length;
    this.arcByOffset = arcTable(this.map);
    this.besideCover = besideCoverTable(this.map);
    // Band tables by offset, one per distinct set of weapon bands.
    this.wBandBase = new Int32Array(slots);
    const bandSets = new Map<string, number>();
    for (let slot = 0; slot < slots; slot++) {
      const key = Array.from(this.wBands.subarray(slot * 4, slot * 4 + 4)).join(',');
      let k = bandSets.get(key);
      if (k === undefined) {
        k = bandSets.size;
        bandSets.set(key, k);
      }
      this.wBandBase[slot] = k * this.offsetSize;
    }
    this.bandByOffset = new Int8Array(bandSets.size * this.offsetSize);
    for (let slot = 0; slot < slots; slot++) {
      const base = this.wBandBase[slot]!;
      for (let off = 0; off < this.offsetSize; off++) this.bandByOffset[base + off] = this.bandOf(slot, this.offsetDistance[off]!);
    }
    // Danger estimates by slot, shots and band.
    let dangerShots = 0;
    for (let slot = 0; slot < slots; slot++) dangerShots = Math.max(dangerShots, this.wRof[slot]!);
    this.dangerShots = dangerShots;
    this.dangerTable = new Float64Array(slots * (dangerShots + 1) * 4);
    for (let slot = 0; slot < slots; slot++) {
      const j = Math.floor(slot / maxW);
      for (let shots = 0; shots <= dangerShots; shots++) {
        for (let band = 0; band < 4; band++) {
          const chance = (this.wThrown[slot] === 1 ? this.throwing[j]! : this.bac[j]!) + this.mods.range[band]! + this.wMod[slot]!;
          const p = chance <= 0 ? 0 : chance >= 100 ? 1 : chance / 100;
          this.dangerTable[(slot * (dangerShots + 1) + shots) * 4 + band] = shots * p * this.wWoundsPerHit[slot * 4 + band]! * EXPECTED_STRENGTH_PER_WOUND;
        }
      }
    }
    this.stepOffset = Int32Array.from({ length: 8 }, (_, d) => DIAG[2 * d + 1]! * this.map.width + DIAG[2 * d]!);
    // One observation per character, its static parts (weapons, parameters) filled once.
    this.obsOf = cs.map((ch, i): SkirmishObservation => {
      const o: SkirmishObservation = {
        phase: PHASE_MOVE,
        turn: 0,
        self: i,
        map: this.map,
        count: n,
        side: this.sideOf,
        cell: new Int32Array(n),
        visible: new Uint8Array(n),
        up: this.upNow,
        distance: new Float64Array(n),
        danger: new Float64Array(n),
        sightBits: new Uint8Array(n),
        leader,
        status: this.status,
        riding: this.mounted,
        horseAt: this.horseCell,
        carrying: this.passenger,
        carriedBy: this.carrier,
        facing: 0,
        woundPoints: 0,
        strength: ch.str,
        lamed: 0,
        mounted: 0,
        weaponInHand: -1,
        weaponCount: ch.weapons.length,
        loaded: new Int32Array(maxW),
        spare: new Int32Array(maxW),
        capacity: Int32Array.from({ length: maxW }, (_, w) => ch.weapons[w]?.capacity ?? 0),
        rateOfFire: Int32Array.from({ length: maxW }, (_, w) => ch.weapons[w]?.rateOfFire ?? 0),
        reloadRate: new Int32Array(maxW),
        extremeRange: new Float64Array(maxW),
        bands: Float64Array.from({ length: maxW * 4 }, (_, k) => Math.ceil((ch.weapons[k >> 2]?.bands[k & 3] ?? 0) / setup.scale)),
        thrown: Uint8Array.from({ length: maxW }, (_, w) => ch.weapons[w]?.thrown ?? 0),
        firearm: Uint8Array.from({ length: maxW }, (_, w) => ch.weapons[w]?.firearm ?? 0),
        longArm: Uint8Array.from({ length: maxW }, (_, w) => ch.weapons[w]?.longArm ?? 0),
        lastAttacker: -1,
        lastTarget: -1,
        brawlOpponent: -1,
        hold: 0,
        inCover: 0,
        broken: 0,
        params: ch.params,
        places: this.map.places,
        exits: exitCells,
        taskHere: 0,
        tasksDone: 0,
        horseCell: -1,
        alarm: 0,
        taskKind: 0,
        taskTarget: -1,
        taskCell: -1,
        itemCount: setup.items.length,
        itemCell: this.itemCell,
      };
      return o;
    });
    // The map's scale: Northfield's 12-foot squares halve movement and its costs, fractions up.
    const sc = setup.scale;
    const scaled = (spaces: number): number => Math.ceil(spaces / sc);
    this.footSpaces = Int32Array.from(FOOT_RATE_SPACES, scaled);
    this.mountedSpaces = Int32Array.from(MOUNTED_RATE_SPACES, scaled);
    this.doorCost = 2 * scaled(DOOR_COST / 2);
    this.windowCost = 2 * scaled(WINDOW_COST / 2);
    this.stairsCost = 2 * scaled(STAIRS_COST / 2);
    this.mountCost = 2 * scaled(MOUNT_COST / 2);
    this.pickUpCost = 2 * scaled(PICK_UP_COST / 2);
    this.northfield = setup.northfield === null ? null : new NorthfieldRules(setup.northfield, this, n);
  }

  // NorthfieldHost: what a special rule may use besides the state arrays.
  /** @internal */
  rng(): Stream {
    return this.stream;
  }
  /** @internal */
  currentTurn(): number {
    return this.turn;
  }
  /** @internal */
  eventLog(): string[] | null {
    return this.log;
  }
  /** @internal */
  charName(i: number): string {
    return this.name(i);
  }
  /** @internal */
  cellName(cell: number): string {
    return this.xy(cell);
  }
  /** @internal A special rule set i's status itself (into play, back to reserve): keep the shared `up` column. */
  statusChanged(i: number): void {
    this.upNow[i] = this.status[i] === ST_UP ? 1 : 0;
  }
  /** @internal A special rule changed i's weapon in hand or its rounds: refresh his danger estimate. */
  weaponChanged(i: number): void {
    this.refreshDanger(i);
  }

  /**
   * Plays `trials` trials from `stream`, adding their counts to `acc` (layout: accumulator.ts).
   * `onTrial`, when given, receives each trial's index in the batch and its winner (side or -1).
   */
  runBatch(stream: Stream, trials: number, acc: Float64Array, onTrial?: (i: number, winner: number) => void): void {
    const before = stream.draws;
    for (let t = 0; t < trials; t++) {
      const w = this.runTrial(stream, acc, null);
      if (onTrial !== undefined) onTrial(t, w);
    }
    acc[A_RANDOM_DRAWS] = acc[A_RANDOM_DRAWS]! + (stream.draws - before);
  }

  /**
   * Plays one trial and adds it to `acc`. With `log`, appends a line per event (positions, moves,
   * net speeds, every roll). Returns the winning side's index, or -1 for a draw.
   */
  runTrial(stream: Stream, acc: Float64Array, log: string[] | null): number {
    this.stream = stream;
    this.acc = acc;
    this.log = log;
    this.reset();
    let winner = -1;
    let turn = 1;
    let decided = false;
    for (; turn <= this.setup.maxTurns; turn++) {
      this.turn = turn;
      if (log !== null) this.logTurnStart();
      const nf = this.northfield;
      if (nf !== null) nf.turnStart(turn);
      this.movementPhase();
      if (nf !== null) nf.armingPhase(turn);
      this.firingPhase();
      if (this.setup.noBrawling === 0) this.brawlPhase();
      this.resolveMorale();
      if (nf !== null) nf.endTurn(turn);
      winner = nf !== null ? nf.winner(false) : this.winner(false);
      if (winner !== -2) {
        decided = true;
        break;
      }
    }
    if (!decided) {
      turn = this.setup.maxTurns;
      winner = this.northfield !== null ? this.northfield.winner(true) : this.winner(true);
      if (winner === -2) winner = -1;
    }
    this.record(winner, turn);
    if (log !== null) {
      log.push(`Outcome after ${turn} turn(s): ${winner >= 0 ? `${this.setup.sides[winner]!.name} win` : 'no side wins (draw)'}`);
      for (let i = 0; i < this.n; i++) log.push(`  ${this.describe(i)}`);
    }
    return winner;
  }

  /** The state of every character after the last trial (replay, tests). */
  outcome(winner: number, turns: number): SkirmishTrialOutcome {
    return {
      winner,
      turns,
      characters: this.setup.characters.map((c, i) => ({
        name: c.name,
        status: STATUS_NAMES[this.status[i]!]!,
        woundPoints: this.woundPts[i]!,
        cell: [this.cell[i]! % this.map.width, Math.floor(this.cell[i]! / this.map.width)] as const,
      })),
    };
  }

  // ---------------------------------------------------------------------------------------------
  // Set-up and bookkeeping

  private reset(): void {
    const cs = this.setup.characters;
    const maxW = this.maxW;
    // Plain loops: on arrays this small they beat a native fill() call per column.
    const n = this.n;
    // Only characters' cells can hold a count: clear those of the last trial.
    for (let i = 0; i < n; i++) this.occupancy[this.cell[i]!] = 0;
    for (let i = 0; i < n; i++) {
      this.lamedNow[i] = 0;
      this.woundPts[i] = 0;
      this.wounded[i] = 0;
      this.status[i] = ST_UP;
      this.upNow[i] = 1;
      this.horseWounds[i] = 0;
      this.horseStr[i] = cs[i]!.horseStrength;
      this.carrier[i] = -1;
      this.passenger[i] = -1;
      this.horseMoving[i] = 0;
      this.rate[i] = RATE_STILL;
      this.firedAt[i] = -1;
      this.aimedAt[i] = -1;
      this.firedNow[i] = -1;
      this.aimedNow[i] = -1;
      this.lastAttacker[i] = -1;
      this.brawlOpp[i] = -1;
      this.holding[i] = -1;
      this.heldBy[i] = -1;
      this.holdKind[i] = HOLD_NONE;
      this.nextMod[i] = 0;
      this.helplessUntil[i] = 0;
      this.halfUntil[i] = 0;
      this.broken[i] = 0;
      this.tasksDone[i] = 0;
      this.shots[i] = 0;
      this.hits[i] = 0;
      this.brawlRounds[i] = 0;
      this.brawlDamage[i] = 0;
      this.moraleDue[i] = 0;
      this.turnOneBonus[i] = 0;
      this.horseCell[i] = -1;
    }
    for (let k = 0; k < this.itemCell.length; k++) this.itemCell[k] = this.setup.items[k]!.cell;
    const spin = this.setup.roadAgentsSpin;
    if (spin !== null) {
      // The road agent's spin: 1d6, 1..succeeds the spinner gets the bonus, else his opponent.
      const roll = this.stream.d6();
      const favoured = roll <= spin.succeeds ? spin.spinner : spin.against;
      this.turnOneBonus[favoured] = spin.bonus;
      if (this.log !== null) this.log.push(`Road agent's spin: d6 ${roll}, ${roll <= spin.succeeds ? 'it works' : 'it fails'}: ${this.name(favoured)} +${spin.bonus} speed on turn 1`);
    }
    for (let k = 0; k < this.worst.length; k++) this.worst[k] = 0;
    for (let k = 0; k < this.lastSeen.length; k++) this.lastSeen[k] = -1;
    for (let k = 0; k < this.reached.length; k++) this.reached[k] = 0;
    for (let k = 0; k < this.gone.length; k++) {
      this.gone[k] = 0;
      this.jammedUntil[k] = 0;
    }
    for (let s = 0; s < this.sideCasualties.length; s++) {
      this.sideCasualties[s] = 0;
      this.sideHalfChecked[s] = 0;
    }
    for (let i = 0; i < n; i++) {
      const c = cs[i]!;
      this.cell[i] = c.cell;
      this.occupancy[c.cell] = this.occupancy[c.cell]! + 1;
      this.facing[i] = c.facing;
      this.mounted[i] = c.mounted;
      this.inHand[i] = c.drawn === 1 && c.weapons.length > 0 ? 0 : -1;
      // Two guns (S9): the second pistol of the list in the other hand.
      let off = -1;
      if (c.twoGuns === 1) {
        for (let w = 1; w < c.weapons.length; w++) {
          const wt = c.weapons[w]!;
          if (wt.firearm === 1 && wt.longArm === 0) {
            off = w;
            break;
          }
        }
      }
      this.offHand[i] = c.drawn === 1 ? off : -1;
      for (let w = 0; w < c.weapons.length; w++) {
        this.loaded[i * maxW + w] = c.weapons[w]!.loaded;
        this.spare[i * maxW + w] = c.weapons[w]!.spare;
        // The scenario's items: not his until he picks one up.
        if (w >= c.carried) this.gone[i * maxW + w] = 1;
      }
      this.refreshDanger(i);
    }
    for (let i = 0; i < n; i++) this.horseCell[i] = cs[i]!.horseAt;
    // Northfield's set-up changes weapons in hand and who is in play (the occupancy counts are
    // not used with its stacking of two: occupied() scans).
    if (this.northfield !== null) {
      this.northfield.reset();
      for (let i = 0; i < n; i++) this.refreshDanger(i);
    }
    if (this.onReset !== null) {
      this.onReset(this.stateView());
      for (let i = 0; i < n; i++) this.lamedNow[i] = this.woundsLame(i) ? 1 : 0;
    }
  }

  private stateView(): SkirmishStateView {
    return {
      woundPoints: this.woundPts,
      wounded: this.wounded,
      worstWound: this.worst,
      nextBrawlModifier: this.nextMod,
      aimedAt: this.aimedAt,
      firedAt: this.firedAt,
      halfEffectUntil: this.halfUntil,
      lastAttacker: this.lastAttacker,
    };
  }

  /** Winner side index, -1 when every side is out at once, -2 when the fight goes on. */
  private winner(final: boolean): number {
    const sides = this.setup.sides;
    // Objective: enough characters of a side reached its place.
    const vs = this.setup.victory;
    for (let v = 0; v < vs.length; v++) {
      const cond = vs[v]!;
      if (cond.type !== 'reachPlace') continue;
      const s = this.reachIndex[v]!;
      let count = 0;
      for (const m of sides[s]!.members) count += this.reached[m * vs.length + v]!;
      if (count >= cond.count) return s;
    }
    let standing = -1;
    let sidesUp = 0;
    for (let s = 0; s < sides.length; s++) {
      if (this.sideCasualties[s]! < this.sideSize[s]!) {
        sidesUp++;
        standing = s;
      }
    }
    if (sidesUp === 0) return -1;
    if (sidesUp === 1) return standing;
    if (final) {
      for (const cond of vs) {
        if (cond.type !== 'holdOut') continue;
        const s = sides.findIndex((x) => x.name === cond.side);
        if (s >= 0 && this.sideCasualties[s]! < this.sideSize[s]!) return s;
      }
    }
    return -2;
  }

  private record(winner: number, turns: number): void {
    const acc = this.acc;
    const L = this.layout;
    acc[A_TRIALS] = acc[A_TRIALS]! + 1;
    if (winner < 0) acc[A_DRAWS] = acc[A_DRAWS]! + 1;
    acc[L.turns + turns - 1] = acc[L.turns + turns - 1]! + 1;
    for (let s = 0; s < this.setup.sides.length; s++) {
      const o = L.sides[s]!;
      if (winner === s) acc[o] = acc[o]! + 1;
      const k = o + 1 + this.sideCasualties[s]!;
      acc[k] = acc[k]! + 1;
    }
    for (let i = 0; i < this.n; i++) {
      const o = L.characters[i]!;
      const st = this.status[i]!;
      const end =
        st === ST_DEAD ? END_DEAD : st === ST_UNCONSCIOUS ? END_UNCONSCIOUS : st === ST_FLED ? END_FLED : st === ST_CAPTURED ? END_CAPTURED : this.wounded[i] === 1 ? END_WOUNDED : END_UNHURT;
      acc[o + C_END + end] = acc[o + C_END + end]! + 1;
      acc[o + C_SHOTS] = acc[o + C_SHOTS]! + this.shots[i]!;
      acc[o + C_HITS] = acc[o + C_HITS]! + this.hits[i]!;
      acc[o + C_BRAWL_ROUNDS] = acc[o + C_BRAWL_ROUNDS]! + this.brawlRounds[i]!;
      acc[o + C_BRAWL_DAMAGE] = acc[o + C_BRAWL_DAMAGE]! + this.brawlDamage[i]!;
    }
    const N = L.northfield;
    const nf = this.northfield;
    if (N !== null && nf !== null) {
      // No closures here: record() runs once a trial and must not allocate.
      let k = N.gangMoney + Math.min(NF_MONEY_BINS - 1, Math.round(nf.gangMoney / 1000));
      acc[k] = acc[k]! + 1;
      k = N.townMoney + Math.min(NF_MONEY_BINS - 1, Math.round(nf.townMoney / 1000));
      acc[k] = acc[k]! + 1;
      k = N.discoveredTurn + nf.discovered;
      acc[k] = acc[k]! + 1;
      k = N.reinforcements + Math.min(N.reinforcementBins - 1, nf.reinforcements);
      acc[k] = acc[k]! + 1;
      if (nf.recognized === 1) acc[N.recognized] = acc[N.recognized]! + 1;
      if (nf.vaultLooted()) acc[N.vaultLooted] = acc[N.vaultLooted]! + 1;
      if (nf.reserveFound()) acc[N.reserveFound] = acc[N.reserveFound]! + 1;
    }
  }

  /** Marks `i` out of action with status `st` (once), counting the casualty for his side. */
  /** @internal */
  takeOut(i: number, st: number): void {
    if (this.status[i] !== ST_UP) {
      if (st === ST_DEAD && this.status[i] === ST_UNCONSCIOUS) this.status[i] = ST_DEAD;
      return;
    }
    this.status[i] = st;
    this.upNow[i] = 0;
    this.occupancy[this.cell[i]!] = this.occupancy[this.cell[i]!]! - 1;
    // Riding double: the man behind goes with a rider riding out, else takes the reins or falls;
    // a man carried who is shot down falls off.
    const behind = this.passenger[i]!;
    if (behind >= 0) this.riderGone(i, behind, st);
    const rider = this.carrier[i]!;
    if (rider >= 0) this.unhorsePassenger(rider, i);
    this.releaseBrawl(i);
    const s = this.sideOf[i]!;
    const before = this.sideCasualties[s]!;
    this.sideCasualties[s] = before + 1;
    const m = this.setup.morale;
    // Morale triggers (S14): the side's first casualty; half the side out.
    if (m.firstCasualty === 1 && before === 0) this.dueSide(s);
    if (m.halfDown === 1 && this.sideHalfChecked[s] === 0 && 2 * (before + 1) >= this.sideSize[s]!) {
      this.sideHalfChecked[s] = 1;
      this.dueSide(s);
    }
    if (this.log !== null) this.log.push(`    ${this.name(i)} is ${STATUS_NAMES[st]}`);
    if (this.northfield !== null) this.northfield.onTakeOut(i, st);
  }

  private dueSide(s: number): void {
    for (const m of this.setup.sides[s]!.members) this.moraleDue[m] = 1;
  }

  private releaseBrawl(i: number): void {
    const h = this.holding[i]!;
    if (h >= 0) {
      this.heldBy[h] = -1;
      this.holdKind[h] = HOLD_NONE;
      this.holding[i] = -1;
    }
    const by = this.heldBy[i]!;
    if (by >= 0) {
      this.holding[by] = -1;
      this.heldBy[i] = -1;
    }
    this.holdKind[i] = HOLD_NONE;
    this.brawlOpp[i] = -1;
    for (let j = 0; j < this.n; j++) if (this.brawlOpp[j] === i) this.brawlOpp[j] = -1;
  }

  private name(i: number): string {
    return this.setup.characters[i]!.name;
  }

  private xy(cell: number): string {
    return `(${cell % this.map.width},${Math.floor(cell / this.map.width)})`;
  }

  private describe(i: number): string {
    const w = this.inHand[i]!;
    const weapon = w < 0 ? 'empty-handed' : `${this.setup.characters[i]!.weapons[w]!.code} ${this.loaded[i * this.maxW + w]} loaded`;
    return `${this.name(i)} at ${this.xy(this.cell[i]!)} facing ${'N NE E SE S SW W NW'.split(' ')[this.facing[i]!]}, STR ${this.str[i]! - this.woundPts[i]!}/${this.str[i]}, ${STATUS_NAMES[this.status[i]!]}${this.mounted[i] === 1 ? ', mounted' : ''}, ${weapon}`;
  }

  private logTurnStart(): void {
    const log = this.log!;
    log.push(`Turn ${this.turn}`);
    for (let i = 0; i < this.n; i++) if (this.status[i] === ST_UP) log.push(`  ${this.describe(i)}`);
  }

  // ---------------------------------------------------------------------------------------------
  // Observation

  private helpless(i: number): boolean {
    return this.helplessUntil[i]! >= this.turn;
  }

  private halfEffect(i: number): boolean {
    return this.halfUntil[i]! >= this.turn && !this.helpless(i);
  }

  /** 1 if `i` can see `j`: a clear line, and `j` in i's 90-degree arc, within 1 space, or i's last attacker (S3). */
  private sees(i: number, j: number): boolean {
    const a = this.cell[i]!;
    const b = this.cell[j]!;
    const bits = this.map.sight(a)[b]!;
    if ((bits & S_BLOCKED) !== 0) return false;
    if (this.lastAttacker[i] === j) return true;
    return this.inArc(i, b);
  }

  /** True if cell `b` is within one space of i or inside i's 90-degree arc of observation ({@link arcTable}). */
  private inArc(i: number, b: number): boolean {
    return this.arcByOffset[this.facing[i]! * this.offsetSize + this.offsetCentre + this.offsetKey[b]! - this.offsetKey[this.cell[i]!]!] === 1;
  }

  /** The first range band of weapon `slot` whose upper bound `d` spaces does not exceed, or -1 (tabulated in `bandByOffset`). */
  private bandOf(slot: number, d: number): number {
    const o = slot * 4;
    for (let b = 0; b < 4; b++) if (d <= this.wBands[o + b]!) return b;
    return -1;
  }

  /**
   * Refreshes j's danger cache, the agents' danger estimate of him (`SkirmishObservation.danger`):
   * expected strength points per turn he could inflict on a target at each range band of the
   * weapon in hand, min(rate of fire, loaded) shots x hit chance at the band x wounds per hit x
   * strength per wound (`dangerTable`); none unarmed or empty (or beyond extreme range, as
   * {@link observe} reads it). Called whenever his weapon in hand, or its rounds, change.
   */
  private refreshDanger(j: number): void {
    const w = this.inHand[j]!;
    const slot = j * this.maxW + w;
    if (w < 0 || this.loaded[slot]! <= 0 || this.gone[slot] === 1) {
      this.dangerBands[j] = -1;
      return;
    }
    this.dangerBands[j] = this.wBandBase[slot]!;
    const shots = Math.min(this.wRof[slot]!, this.loaded[slot]!);
    this.dangerAt[j] = (slot * (this.dangerShots + 1) + shots) * 4;
  }

  private observe(i: number, phase: number): SkirmishObservation {
    const o = this.obsOf[i]!;
    const n = this.n;
    const maxW = this.maxW;
    const map = this.map;
    o.phase = phase;
    o.turn = this.turn;
    // The columns and observation arrays in locals: the loop below runs for every decision.
    const cell = this.cell;
    const status = this.status;
    const sideOf = this.sideOf;
    const lastSeen = this.lastSeen;
    const oCell = o.cell;
    const oVisible = o.visible;
    const oDistance = o.distance;
    const oDanger = o.danger;
    const oSightBits = o.sightBits;
    const me = cell[i]!;
    const row = map.sight(me);
    const mySide = sideOf[i]!;
    const f = this.facing[i]!;
    const attacker = this.lastAttacker[i]!;
    const seen = i * n;
    const offsetKey = this.offsetKey;
    const offsetDistance = this.offsetDistance;
    const offsetFrom = this.offsetCentre - offsetKey[me]!;
    const arc = this.arcByOffset;
    const arcFrom = f * this.offsetSize;
    const dangerBands = this.dangerBands;
    let inCover = 0;
    for (let j = 0; j < n; j++) {
      const cj = cell[j]!;
      const off = offsetFrom + offsetKey[cj]!;
      const d = offsetDistance[off]!;
      const bits = row[cj]!;
      const st = status[j]!;
      oDistance[j] = d;
      oSightBits[j] = bits;
      if (sideOf[j] === mySide) {
        oVisible[j] = st === ST_FLED || st === ST_RESERVE ? 0 : 1;
        oCell[j] = cj;
        oDanger[j] = 0;
        continue;
      }
      // Sight (S3): a clear line, and within one space, in the 90-degree arc, or the last attacker.
      const vis = st !== ST_FLED && st !== ST_RESERVE && (bits & S_BLOCKED) === 0 && (attacker === j || arc[arcFrom + off] === 1);
      if (vis) {
        oVisible[j] = 1;
        lastSeen[seen + j] = cj;
        oCell[j] = cj;
        if (st === ST_UP) {
          // His danger to me ({@link refreshDanger}'s cache at the band of this distance).
          const bands = dangerBands[j]!;
          const band = bands < 0 ? -1 : this.bandByOffset[bands + off]!;
          oDanger[j] = band < 0 ? 0 : this.dangerTable[this.dangerAt[j]! + band]!;
          if ((map.sight(cj)[me]! & (S_HARD | S_CORNER)) !== 0) inCover = 1;
        } else oDanger[j] = 0;
      } else {
        oVisible[j] = 0;
        oCell[j] = lastSeen[seen + j]!;
        oDanger[j] = 0;
      }
    }
    o.facing = f;
    o.woundPoints = this.woundPts[i]!;
    o.lamed = this.lamedNow[i]!;
    o.mounted = this.mounted[i]!;
    o.weaponInHand = this.inHand[i]!;
    const wc = this.weaponCount[i]!;
    const turn = this.turn;
    for (let w = 0; w < wc; w++) {
      const slot = i * maxW + w;
      const usable = this.gone[slot] === 0;
      o.loaded[w] = usable && this.jammedUntil[slot]! < turn ? this.loaded[slot]! : 0;
      o.spare[w] = usable ? this.spare[slot]! : 0;
      o.reloadRate[w] = usable ? this.wReload[slot]! : 0;
      o.extremeRange[w] = usable ? this.wBands[slot * 4 + 3]! : 0;
    }
    o.lastAttacker = attacker;
    o.lastTarget = this.firedAt[i]! >= 0 ? this.firedAt[i]! : this.aimedAt[i]!;
    o.brawlOpponent = this.brawlOpp[i]!;
    o.hold = this.holding[i]! >= 0 ? 1 : this.heldBy[i]! >= 0 ? 2 : 0;
    o.inCover = inCover;
    o.broken = this.broken[i]!;
    const tp = this.taskPlace[i]!;
    o.taskHere = tp !== null && tp.includes(me) ? 1 : 0;
    o.tasksDone = this.tasksDone[i]!;
    o.horseCell = this.horseCell[i]!;
    const nf = this.northfield;
    if (nf !== null) {
      // The module's firing limits, so that the agent picks a target it may fire at.
      nf.markFriends(i);
      for (let j = 0; j < n; j++) {
        if (oVisible[j] === 1 && sideOf[j] !== mySide && status[j] === ST_UP && (!nf.mayShootInto(i, j) || !nf.lineClear(i, j))) oSightBits[j] = oSightBits[j]! | S_NO_FIRE;
      }
      o.alarm = nf.discovered;
      o.taskKind = nf.jobKind[i]!;
      o.taskTarget = nf.jobTarget[i]!;
      o.taskCell = nf.jobCell[i]!;
    }
    return o;
  }

  private decide(i: number, phase: number): SkirmishIntent {
    const out = this.intent;
    resetIntent(out);
    this.agents[i]!(this.observe(i, phase), this.stream, out);
    return out;
  }

  // ---------------------------------------------------------------------------------------------
  // A. Movement

  /**
   * A leg wound or a serious wound limits movement (WOUND CHART movement effects), from i's worst
   * wounds; kept in `lamedNow` whenever they change.
   */
  private woundsLame(i: number): boolean {
    const o = i * 9;
    for (let l = 0; l < 9; l++) if (this.worst[o + l]! === 2 || (this.worst[o + l]! === 1 && (l === L_LEFT_LEG || l === L_RIGHT_LEG))) return true;
    return false;
  }

  private movementPhase(): void {
    const n = this.n;
    let count = 0;
    for (let i = 0; i < n; i++) {
      if (this.status[i] !== ST_UP) continue;
      this.order[count] = i;
      // S1: d100 per character, lowest first; ties keep the character order. Side order: by side.
      this.key[i] = this.setup.movementOrder === 1 ? this.sideOf[i]! : this.stream.d100();
      count++;
    }
    this.sortOrder(count, true);
    for (let k = 0; k < count; k++) {
      const i = this.order[k]!;
      this.rate[i] = RATE_STILL;
      if (this.status[i] !== ST_UP || this.helpless(i)) continue;
      // S21: a character in a hold (holding or held) cannot move away.
      if (this.holding[i]! >= 0 || this.heldBy[i]! >= 0) continue;
      // Riding double: the man behind moves with his rider.
      if (this.carrier[i]! >= 0) continue;
      if (this.northfield !== null && !this.northfield.mayMove(i)) continue;
      const it = this.decide(i, PHASE_MOVE);
      if (it.action === ACT_SURRENDER) {
        this.surrender(i);
        continue;
      }
      const dest = it.moveTo >= 0 && it.moveTo < this.map.cells && it.moveTo !== this.cell[i]! ? it.moveTo : -1;
      if (it.horse === HORSE_DISMOUNT && this.mounted[i] === 1) this.dismount(i, dest, it.rate);
      else if (it.horse === HORSE_MOUNT && this.mounted[i] === 0 && this.horseCell[i]! >= 0) this.mount(i, it.rate);
      else if (it.horse === HORSE_PICK_UP && this.canPickUp(i, it.target)) this.pickUpRider(i, it.target, dest, it.rate);
      else if (it.horse === HORSE_SLING && this.canSling(i, it.target)) this.sling(i, it.target, it.rate);
      else if (dest >= 0) this.move(i, dest, it.rate, it.action === ACT_RELOAD, 0);
      if (it.face >= 0 && it.face < 8) this.facing[i] = it.face;
      if (this.northfield !== null) this.northfield.afterMove(i);
    }
    // A mounted figure that did not move stops its horse (MOVEMENT, Movement Changes); a man
    // carried behind moves as his rider did.
    for (let i = 0; i < n; i++) {
      const c = this.carrier[i]!;
      if (c >= 0) this.rate[i] = this.rate[c]!;
      this.horseMoving[i] = this.mounted[i] === 1 && this.rate[i] !== RATE_STILL ? 1 : 0;
    }
  }

  /** Insertion sort of `order[0..count)` by `key` (ascending or descending), stable. */
  private sortOrder(count: number, ascending: boolean): void {
    const o = this.order;
    const key = this.key;
    for (let a = 1; a < count; a++) {
      const v = o[a]!;
      const kv = key[v]!;
      let b = a - 1;
      while (b >= 0 && (ascending ? key[o[b]!]! > kv : key[o[b]!]! < kv)) {
        o[b + 1] = o[b]!;
        b--;
      }
      o[b + 1] = v;
    }
  }

  /** Movement allowance in half-spaces for `rate`, after wounds and stunning; sets the clamped rate. */
  private allowance(i: number, wanted: number, reloading: boolean): number {
    let rate = wanted;
    if (this.mounted[i] === 1) {
      rate = rate <= RATE_WALK ? RATE_WALK : rate === RATE_RUN_DODGE || rate === RATE_TROT ? RATE_TROT : RATE_GALLOP;
      // From a stop the first move is a walk or a trot.
      if (this.horseMoving[i] === 0 && rate === RATE_GALLOP) rate = RATE_TROT;
      if (reloading) rate = RATE_WALK;
    } else {
      rate = rate === RATE_TROT ? RATE_RUN_DODGE : rate === RATE_GALLOP ? RATE_RUN : rate;
      if (rate < RATE_CRAWL) rate = RATE_CRAWL;
      // Reloading allows walking at most (WEAPONS: "to the exclusion of all other activities except walking").
      if (reloading && rate > RATE_WALK) rate = RATE_WALK;
    }
    let spaces = this.mounted[i] === 1 ? this.mountedSpaces[rate]! : this.footSpaces[rate]!;
    let halve = false;
    if (this.mounted[i] === 0) {
      const o = i * 9;
      const leg = Math.max(this.worst[o + L_LEFT_LEG]!, this.worst[o + L_RIGHT_LEG]!);
      if (leg === 2) {
        // Serious wound in leg: walk only, at half speed.
        if (rate > RATE_WALK) rate = RATE_WALK;
        spaces = this.footSpaces[rate]!;
        halve = true;
      } else if (leg === 1) halve = true;
      else {
        let seriousElsewhere = false;
        for (let l = 2; l < 9; l++) if (this.worst[o + l] === 2) seriousElsewhere = true;
        if (seriousElsewhere && rate !== RATE_WALK) halve = true;
      }
    }
    if (this.halfEffect(i)) halve = true;
    this.rate[i] = rate;
    const b = halve ? spaces : 2 * spaces;
    // Riding double halves the horse's movement (Northfield, Horses).
    return this.passenger[i]! >= 0 ? b >> 1 : b;
  }

  /**
   * Moves (mounted) toward `dest` (-1: stays), then dismounts where the move ends: mounting or
   * dismounting uses 2 spaces of the movement rate and ends the move (MOVEMENT, Mounting &
   * Dismounting). The horse stays riderless in that cell (S26).
   */
  private dismount(i: number, dest: number, wanted: number): void {
    if (dest >= 0) this.move(i, dest, wanted, false, this.mountCost);
    else this.rate[i] = RATE_STILL;
    if (this.status[i] !== ST_UP) return;
    this.mounted[i] = 0;
    this.horseMoving[i] = 0;
    this.horseCell[i] = this.cell[i]!;
    const p = this.passenger[i]!;
    if (p >= 0) this.unhorsePassenger(i, p);
    if (this.log !== null) this.log.push(`  ${this.name(i)} dismounts at ${this.xy(this.cell[i]!)}`);
  }

  /**
   * Moves on foot toward his riderless horse and mounts it if he ends within one space of it with
   * 2 spaces of movement to spare (S26); he then stands in the horse's cell, mounted, his move over.
   */
  private mount(i: number, wanted: number): void {
    const horse = this.horseCell[i]!;
    if (this.withinOne(this.cell[i]!, horse)) {
      // Already beside the horse: the allowance must still cover the mount (it sets the rate; he does not move).
      const enough = this.allowance(i, wanted, false) >= this.mountCost;
      this.rate[i] = RATE_STILL;
      if (!enough) return;
    } else if (!this.move(i, horse, wanted, false, this.mountCost) || this.status[i] !== ST_UP || !this.withinOne(this.cell[i]!, horse)) return;
    if (this.cell[i] !== horse && this.occupied(horse, i)) return;
    this.mountAt(i, horse);
  }

  /** i gets up on his horse standing at `horse` (he stands in its cell, mounted, the horse still). */
  private mountAt(i: number, horse: number): void {
    this.placeAt(i, horse);
    this.mounted[i] = 1;
    this.horseMoving[i] = 0;
    this.horseCell[i] = -1;
    if (this.log !== null) this.log.push(`  ${this.name(i)} mounts his horse at ${this.xy(horse)}`);
  }

  /**
   * Brings i to within one space of `cell` at rate `wanted`, keeping `cost` half-spaces of his
   * allowance (riding double, slinging): moves if he is not there yet. Leaves what is left of the
   * allowance in {@link leftover}.
   * @returns true if he is within one space of `cell`, up, with `cost` to spare.
   */
  private approach(i: number, cell: number, wanted: number, cost: number): boolean {
    if (!this.withinOne(this.cell[i]!, cell)) {
      return this.move(i, cell, wanted, false, cost) && this.status[i] === ST_UP && this.withinOne(this.cell[i]!, cell);
    }
    this.leftover = this.allowance(i, wanted, false);
    if (this.leftover >= cost) return true;
    this.rate[i] = RATE_STILL;
    return false;
  }

  /**
   * True if i, mounted and carrying nobody, may take `p` up behind him: a comrade up, on foot, not
   * carried, in no hold (Northfield, Horses: "Picking up a dismounted man while riding";
   * "Unconscious men cannot be picked up by a man on a horse").
   */
  private canPickUp(i: number, p: number): boolean {
    return (
      p >= 0 && p < this.n && p !== i && this.mounted[i] === 1 && this.passenger[i]! < 0 && this.carrier[i]! < 0 &&
      this.sideOf[p] === this.sideOf[i] && this.status[p] === ST_UP && this.mounted[p] === 0 && this.carrier[p]! < 0 &&
      this.passenger[p]! < 0 && this.holding[p]! < 0 && this.heldBy[p]! < 0
    );
  }

  /**
   * Riding double (Northfield, Horses): i rides to within one square of `p`, takes him up behind
   * (three squares of movement), then rides on toward `dest` (-1: stays) with what is left,
   * halved. The module's example: trotting 8, 2 to come alongside, 3 to pick up, 3 left, halved:
   * one more square.
   */
  private pickUpRider(i: number, p: number, dest: number, wanted: number): void {
    if (!this.approach(i, this.cell[p]!, wanted, this.pickUpCost)) return;
    this.carrier[p] = i;
    this.passenger[i] = p;
    this.mounted[p] = 1;
    this.horseCell[p] = -1;
    this.speedStale[p] = 1;
    this.placeAt(p, this.cell[i]!);
    if (this.log !== null) this.log.push(`  ${this.name(i)} takes ${this.name(p)} up behind him at ${this.xy(this.cell[i]!)}: riding double`);
    const rest = (this.leftover - this.pickUpCost) >> 1;
    if (dest >= 0 && dest !== this.cell[i] && rest > 0) this.move(i, dest, wanted, false, 0, rest);
  }

  /**
   * True if i, on foot with his own horse standing riderless within one square of the unconscious
   * comrade `u`, may sling him over it (Northfield, Horses: unconscious men "can be rescued by a
   * dismounted friend").
   */
  private canSling(i: number, u: number): boolean {
    const horse = this.horseCell[i]!;
    return (
      u >= 0 && u < this.n && u !== i && this.mounted[i] === 0 && horse >= 0 && this.passenger[i]! < 0 && this.carrier[i]! < 0 &&
      this.sideOf[u] === this.sideOf[i] && this.status[u] === ST_UNCONSCIOUS && this.carrier[u]! < 0 && this.withinOne(horse, this.cell[u]!)
    );
  }

  /**
   * Slinging an unconscious man over a horse (Northfield, Horses): i walks to within one square of
   * `u` and slings him over his own horse (three squares of movement); the move does not end, so
   * he mounts at once (one more square) if the horse is within one square of him.
   */
  private sling(i: number, u: number, wanted: number): void {
    if (!this.approach(i, this.cell[u]!, wanted, this.pickUpCost)) return;
    const horse = this.horseCell[i]!;
    this.carrier[u] = i;
    this.passenger[i] = u;
    this.mounted[u] = 1;
    this.placeAt(u, horse);
    if (this.log !== null) this.log.push(`  ${this.name(i)} slings ${this.name(u)} over his horse at ${this.xy(horse)}`);
    if (this.leftover - this.pickUpCost >= this.mountCost && this.withinOne(this.cell[i]!, horse) && (this.cell[i] === horse || !this.occupied(horse, i))) this.mountAt(i, horse);
  }

  /** The man `p` carried by `r` comes off the horse (dismounted where he is). */
  private unhorsePassenger(r: number, p: number): void {
    this.carrier[p] = -1;
    this.passenger[r] = -1;
    this.mounted[p] = 0;
    this.horseMoving[p] = 0;
    this.speedStale[p] = 1;
    if (this.log !== null) this.log.push(`    ${this.name(p)} comes off ${this.name(r)}'s horse`);
  }

  /**
   * Rider `r`, carrying `p`, is out of action with status `st`: riding out (fled), he takes `p`
   * with him, up or unconscious; down or captured, a conscious `p` takes the reins (the horse's
   * strength and wounds go with it) and an unconscious one falls off.
   */
  private riderGone(r: number, p: number, st: number): void {
    if (st === ST_FLED && this.mounted[r] === 1) {
      this.carrier[p] = -1;
      this.passenger[r] = -1;
      if (this.status[p] === ST_UP) this.takeOut(p, ST_FLED);
      else if (this.status[p] === ST_UNCONSCIOUS) {
        this.status[p] = ST_FLED;
        if (this.log !== null) this.log.push(`    ${this.name(p)} is carried out of town over ${this.name(r)}'s saddle`);
      }
      return;
    }
    if (this.status[p] === ST_UP && this.mounted[r] === 1) {
      this.carrier[p] = -1;
      this.passenger[r] = -1;
      this.horseStr[p] = this.horseStr[r]!;
      this.horseWounds[p] = this.horseWounds[r]!;
      this.mounted[r] = 0;
      if (this.log !== null) this.log.push(`    ${this.name(p)} takes the reins of ${this.name(r)}'s horse`);
      return;
    }
    this.unhorsePassenger(r, p);
  }

  /** True if cells `a` and `b` are the same or neighbours (Chebyshev distance 1 or less). */
  private withinOne(a: number, b: number): boolean {
    return Math.abs(this.cellX[a]! - this.cellX[b]!) <= 1 && Math.abs(this.cellY[a]! - this.cellY[b]!) <= 1;
  }

  /**
   * Walks i toward `dest` along the cheapest path at rate `wanted` (clamped by {@link allowance}),
   * keeping `reserve` half-spaces of the allowance unused (for mounting or dismounting).
   * @returns false when the allowance is smaller than the reserve (he does not move), else true.
   */
  private move(i: number, dest: number, wanted: number, reloading: boolean, reserve: number, given = -1): boolean {
    const map = this.map;
    const onHorse = this.setup.horsesOnStreets === 1 && this.mounted[i] === 1;
    const field = onHorse ? map.horsePathField(dest) : map.pathField(dest);
    let budget = (given >= 0 ? given : this.allowance(i, wanted, reloading)) - reserve;
    this.leftover = 0;
    if (budget < 0) {
      this.rate[i] = RATE_STILL;
      return false;
    }
    const rate = this.rate[i]!;
    const fast = this.mounted[i] === 1 ? rate !== RATE_WALK : rate !== RATE_CRAWL && rate !== RATE_WALK;
    const stepOffset = this.stepOffset;
    const downhill = this.downhillTo(dest, onHorse);
    let cur = this.cell[i]!;
    const start = cur;
    let lastDir = -1;
    let dropped = 0;
    while (cur !== dest && field[cur]! < UNREACHABLE) {
      // The step down the field as if nobody stood in the way (cached); if somebody stands there,
      // the step down the field around everybody.
      let bestDir = downhill[cur]!;
      if (bestDir === DOWNHILL_UNKNOWN) {
        bestDir = this.stepDown(cur, field, -1, onHorse);
        downhill[cur] = bestDir;
      }
      if (bestDir >= 0 && this.occupied(cur + stepOffset[bestDir]!, i)) bestDir = this.stepDown(cur, field, i, onHorse);
      if (bestDir < 0) break;
      const best = cur + stepOffset[bestDir]!;
      let cost = DIAG[2 * bestDir]! !== 0 && DIAG[2 * bestDir + 1]! !== 0 ? 3 : 2;
      // Rough ground and uphill: half speed except crawling and walking (MOVEMENT, Outdoor Terrain).
      const rise = map.elevation[best]! - map.elevation[cur]!;
      if (fast && (map.terrain[best] === T_ROUGH || (rise > 0 && rise < DROP_ENDS_MOVE_FEET))) cost *= 2;
      const t = map.terrain[best]!;
      if (t === T_DOOR) cost += this.doorCost;
      else if (t === T_WINDOW) cost += this.windowCost;
      else if (t === T_STAIRS) cost += this.stairsCost;
      if (cost > budget) break;
      if (this.northfield !== null && !this.northfield.mayEnter(i, cur, best)) break;
      budget -= cost;
      cur = best;
      lastDir = bestDir;
      // A window ends the move (MOVEMENT_COSTS.windowEndsMove); so does a drop of 10 feet or more.
      if (t === T_WINDOW && MOVEMENT_COSTS.windowEndsMove) break;
      if (-rise >= DROP_ENDS_MOVE_FEET) {
        dropped = -rise;
        break;
      }
    }
    this.leftover = budget + reserve;
    if (cur === start) {
      if (given < 0) this.rate[i] = RATE_STILL;
      return true;
    }
    this.placeAt(i, cur);
    const carried = this.passenger[i]!;
    if (carried >= 0 && this.mounted[i] === 1) this.placeAt(carried, cur);
    if (lastDir >= 0) this.facing[i] = DIR_TO_FACING[lastDir]!;
    if (this.log !== null) {
      this.log.push(`  ${this.name(i)} moves ${RATE_NAMES[this.rate[i]!]} ${this.xy(start)} -> ${this.xy(cur)}`);
      if (dropped > 0) this.log.push(`    ${this.name(i)} drops ${dropped} feet: the move ends`);
    }
    // Places reached (victory), and leaving the map (S6).
    const vs = this.setup.victory;
    for (let v = 0; v < vs.length; v++) {
      const cells = this.reachCells[v];
      if (cells !== null && cells !== undefined && this.reachIndex[v] === this.sideOf[i] && cells.includes(cur)) this.reached[i * vs.length + v] = 1;
    }
    if (map.exit[cur] === 1 && (this.broken[i] === 1 || map.exit[dest] === 1) && (this.northfield === null || this.northfield.mayLeave(i))) {
      if (this.log !== null) this.log.push(`    ${this.name(i)} leaves the map`);
      this.takeOut(i, ST_FLED);
    }
    return true;
  }

  /**
   * The step (DIAG direction) from `cur` down `field`: the first, in DIAG order, of the map's
   * allowed steps (on the map, passable, no squeezing diagonally between two blocked cells, no
   * climb: GameMap.steps, as GameMap.pathField) to the lowest field value below `cur`'s, skipping
   * cells where a character up other than `self` stands (`self` -1: nobody is in the way); -1 if
   * none. When the step ignoring everybody leads to a free cell it is also the step around
   * everybody (nothing before it in DIAG order is as low), so {@link move} caches that one per
   * destination ({@link downhillTo}) and looks again only when somebody stands there. With
   * `horse` (Northfield), only the cells a horse may enter.
   */
  private stepDown(cur: number, field: Int32Array, self: number, horse: boolean): number {
    const mask = this.map.steps[cur]!;
    let bestVal = field[cur]!;
    let bestDir = -1;
    for (let d = 0; d < 8; d++) {
      if ((mask & DIAG_BIT[d]!) === 0) continue;
      const nb = cur + this.stepOffset[d]!;
      if (horse && this.map.horsePassable[nb] === 0) continue;
      const v = field[nb]!;
      if (v >= bestVal || (self >= 0 && this.occupied(nb, self))) continue;
      bestVal = v;
      bestDir = d;
    }
    return bestDir;
  }

  /** The cached {@link stepDown} (nobody in the way) of every cell toward `dest`, {@link DOWNHILL_UNKNOWN} until computed. */
  private downhillTo(dest: number, horse: boolean): Int8Array {
    const cache = horse ? this.horseDownhill : this.downhill;
    let steps = cache[dest];
    if (steps === undefined) {
      steps = new Int8Array(this.map.cells).fill(DOWNHILL_UNKNOWN);
      cache[dest] = steps;
    }
    return steps;
  }

  /**
   * True if `self` may not enter `cell`: another counter up is there (stacking 1, from the
   * occupancy counts), or, stacking 2 (Northfield, which places and removes characters itself: a
   * scan), an opponent or two counters already (MOVEMENT, Stacking).
   */
  private occupied(cell: number, self: number): boolean {
    if (this.setup.stacking === 1) return this.occupancy[cell]! > (this.cell[self] === cell && this.status[self] === ST_UP ? 1 : 0);
    let count = 0;
    const side = this.sideOf[self]!;
    for (let j = 0; j < this.n; j++) {
      // A man riding double behind another does not count (Stacking: "two horses and four riders").
      if (j === self || this.status[j] !== ST_UP || this.cell[j] !== cell || this.carrier[j]! >= 0) continue;
      if (this.sideOf[j] !== side) return true;
      count++;
    }
    return count >= this.setup.stacking;
  }

  /** Puts i in `cell`, keeping the occupancy counts. */
  private placeAt(i: number, cell: number): void {
    if (this.status[i] === ST_UP) {
      this.occupancy[this.cell[i]!] = this.occupancy[this.cell[i]!]! - 1;
      this.occupancy[cell] = this.occupancy[cell]! + 1;
    }
    this.cell[i] = cell;
  }

  private surrender(i: number): void {
    if (this.log !== null) this.log.push(`  ${this.name(i)} surrenders`);
    this.takeOut(i, ST_CAPTURED);
  }

  // ---------------------------------------------------------------------------------------------
  // B. Firing

  private firingPhase(): void {
    const n = this.n;
    const maxW = this.maxW;
    let firers = 0;
    for (let i = 0; i < n; i++) {
      this.firedNow[i] = -1;
      this.aimedNow[i] = -1;
      this.action[i] = ACT_NONE;
      this.pending[i] = 0;
    }
    for (let i = 0; i < n; i++) {
      if (this.status[i] !== ST_UP || this.helpless(i)) continue;
      const it = this.decide(i, PHASE_FIRE);
      const act = it.action;
      if (act === ACT_SURRENDER) {
        this.surrender(i);
        continue;
      }
      if (act === ACT_RELOAD) this.reload(i);
      else if (act === ACT_DRAW) this.draw(i, it.weapon);
      else if (act === ACT_AIM) {
        if (this.validTarget(i, it.target, this.inHand[i]!)) {
          this.aimedNow[i] = it.target;
          this.action[i] = ACT_AIM;
          if (this.log !== null) this.log.push(`  ${this.name(i)} aims at ${this.name(it.target)}`);
        }
      } else if (act === ACT_TASK && this.northfield !== null) {
        this.northfield.declare(i, it.task, it.target);
        this.action[i] = ACT_TASK;
      } else if (act === ACT_TASK) {
        const tp = this.taskPlace[i];
        if (tp !== null && tp !== undefined && tp.includes(this.cell[i]!)) {
          this.tasksDone[i] = this.tasksDone[i]! + 1;
          this.action[i] = ACT_TASK;
          if (this.log !== null) this.log.push(`  ${this.name(i)} does the task at ${this.xy(this.cell[i]!)}`);
        }
      } else if (act === ACT_BRAWL) this.startBrawl(i, it.target);
      else if (act === ACT_PICK_UP) this.pickUp(i, it.weapon);
      else if (act === ACT_FIRE || act === ACT_THROW) {
        if (it.weapon >= 0 && it.weapon < this.weaponCount[i]! && it.weapon !== this.inHand[i]) this.draw(i, it.weapon);
        const w = this.inHand[i]!;
        if (!this.canFire(i, w) || !this.validTarget(i, it.target, w)) continue;
        const slot = i * maxW + w;
        let shots = Math.min(Math.max(1, it.shots), this.wRof[slot]!, this.loaded[slot]!);
        if (this.wThrown[slot] === 1) shots = 1;
        this.fireTarget[i] = it.target;
        this.fireTarget2[i] = this.spreadTarget(i, it.target, it.target2, w);
        this.fireTarget3[i] = this.spreadTarget(i, it.target, it.target3, w);
        if (this.fireTarget3[i] === this.fireTarget2[i]) this.fireTarget3[i] = -1;
        this.fireShots[i] = shots;
        this.fireWeapon[i] = w;
        this.fireHip[i] = it.hipshoot === 1 ? 1 : 0;
        this.action[i] = act;
        this.pending[i] = 1;
        firers++;
      }
    }
    if (firers === 0) {
      this.endFiring(false);
      return;
    }

    // First shot statistic: the character alone at the highest net speed at the start (S17).
    let fastest = -1;
    let best = -Infinity;
    let tie = false;
    let sideMask = 0;
    for (let i = 0; i < n; i++) {
      if (this.pending[i] !== 1) continue;
      sideMask |= 1 << Math.min(this.sideOf[i]!, 30);
      const ns = this.netSpeed(i, null);
      this.speed[i] = ns;
      this.speedStale[i] = 0;
      if (ns > best) {
        best = ns;
        fastest = i;
        tie = false;
      } else if (ns === best) tie = true;
    }
    const exchange = (sideMask & (sideMask - 1)) !== 0 && !tie;

    // Order of fire: highest net speed first, recomputed after every volley so that a character
    // wounded before his turn is re-ordered (COMBAT, First Shot Determination); equal net speeds
    // fire simultaneously. With `sidesFireInOrder`, each side in turn.
    let firstSide = 0;
    const group = this.group;
    for (;;) {
      // The group at the top net speed, in character order: hit chances are fixed before anyone
      // fires (simultaneous, S4).
      let top = -Infinity;
      let size = 0;
      if (this.setup.sidesFireInOrder === 1) {
        firstSide = Infinity;
        for (let i = 0; i < n; i++) if (this.pending[i] === 1 && this.status[i] === ST_UP && this.sideOf[i]! < firstSide) firstSide = this.sideOf[i]!;
      }
      for (let i = 0; i < n; i++) {
        if (this.pending[i] !== 1) continue;
        if (this.status[i] !== ST_UP) {
          // Killed or knocked out before his turn: he loses his shots.
          this.pending[i] = 0;
          continue;
        }
        if (this.setup.sidesFireInOrder === 1 && this.sideOf[i] !== firstSide) continue;
        // His net speed changes only if a shot has wounded, stunned or unhorsed him since.
        if (this.speedStale[i] === 1) {
          this.speed[i] = this.netSpeed(i, null);
          this.speedStale[i] = 0;
        }
        const ns = this.speed[i]!;
        if (ns > top) {
          top = ns;
          size = 0;
        }
        if (ns === top) group[size++] = i;
      }
      if (size === 0) break;
      for (let k = 0; k < size; k++) this.pending[group[k]!] = 2;
      if (this.log !== null) {
        const names: string[] = [];
        for (let k = 0; k < size; k++) names.push(`${this.name(group[k]!)} (${this.describeNetSpeed(group[k]!)})`);
        this.log.push(`  ${size > 1 ? 'simultaneous fire' : 'fires'} at net speed ${top}: ${names.join('; ')}`);
      }
      for (let k = 0; k < size; k++) {
        const i = group[k]!;
        const b = this.shooterBase(i);
        this.fireBase[i] = b + this.gunArmMod(i, false);
        const off = this.offHand[i]!;
        if (off >= 0) this.fireBaseOff[i] = b - this.wMod[i * maxW + this.fireWeapon[i]!]! + this.wMod[i * maxW + off]! + this.hit.wrongHand + this.gunArmMod(i, true);
      }
      for (let k = 0; k < size; k++) {
        const i = group[k]!;
        this.pending[i] = 0;
        // Simultaneous fire: a shooter fires even if a group-mate's shot has just dropped him (R13).
        this.volley(i);
      }
    }

    if (exchange) {
      this.acc[A_EXCHANGES] = this.acc[A_EXCHANGES]! + 1;
      if (this.status[fastest] === ST_UP) this.acc[A_FASTEST_STANDING] = this.acc[A_FASTEST_STANDING]! + 1;
    }
    this.endFiring(true);
  }

  private endFiring(anyoneFired: boolean): void {
    const n = this.n;
    for (let i = 0; i < n; i++) {
      this.firedAt[i] = this.firedNow[i]!;
      this.aimedAt[i] = this.aimedNow[i]!;
    }
    if (anyoneFired && this.setup.morale.afterShooting === 1) for (let i = 0; i < n; i++) this.moraleDue[i] = 1;
  }

  /** The weapon in hand can fire now (loaded, not jammed, not lost) and the hands are free for it. */
  private canFire(i: number, w: number): boolean {
    if (w < 0) return false;
    const slot = i * this.maxW + w;
    if (this.gone[slot] === 1 || this.loaded[slot]! <= 0 || this.jammedUntil[slot]! >= this.turn) return false;
    if (this.wFirearm[slot] === 0 && this.wThrown[slot] === 0) return false;
    // S22: a character holding someone cannot fire; nor one in a bear hug or with his gun arm locked.
    if (this.holding[i]! >= 0) return false;
    const by = this.heldBy[i]!;
    if (by >= 0) {
      const k = this.holdKind[i]!;
      if (k === HOLD_BEAR) return false;
      if ((k === HOLD_ARM_RIGHT && this.leftHanded[i] === 0) || (k === HOLD_ARM_LEFT && this.leftHanded[i] === 1)) return false;
    }
    return true;
  }

  /** `t` is another character, up, seen by `i`, and within the extreme range of weapon `w` (if any). */
  private validTarget(i: number, t: number, w: number): boolean {
    if (t < 0 || t >= this.n || t === i || this.status[t] !== ST_UP || !this.sees(i, t)) return false;
    if (this.northfield !== null && !this.northfield.mayShootAt(i, t)) return false;
    if (w < 0) return true;
    const slot = i * this.maxW + w;
    return this.offsetDistance[this.offsetCentre + this.offsetKey[this.cell[t]!]! - this.offsetKey[this.cell[i]!]!]! <= this.wBands[slot * 4 + 3]!;
  }

  /** A second or third target of a spread: up to three targets in the same or adjacent spaces (TARGET SELECTION 1). */
  private spreadTarget(i: number, first: number, t: number, w: number): number {
    if (t < 0 || t === first || !this.validTarget(i, t, w)) return -1;
    const a = this.cell[first]!;
    const b = this.cell[t]!;
    return Math.abs(this.cellX[a]! - this.cellX[b]!) <= 1 && Math.abs(this.cellY[a]! - this.cellY[b]!) <= 1 ? t : -1;
  }

  private reload(i: number): void {
    const w = this.inHand[i]!;
    if (w < 0) return;
    const slot = i * this.maxW + w;
    // Reloading excludes every activity but walking (WEAPONS).
    if (this.rate[i]! > RATE_WALK || this.gone[slot] === 1 || this.jammedUntil[slot]! >= this.turn) return;
    const k = Math.min(this.wReload[slot]!, this.wCapacity[slot]! - this.loaded[slot]!, this.spare[slot]!);
    if (k <= 0) return;
    this.loaded[slot] = this.loaded[slot]! + k;
    this.spare[slot] = this.spare[slot]! - k;
    this.refreshDanger(i);
    this.action[i] = ACT_RELOAD;
    if (this.log !== null) this.log.push(`  ${this.name(i)} reloads ${k} (${this.loaded[slot]} loaded, ${this.spare[slot]} spare)`);
  }

  /**
   * Picks up item `k` lying in i's cell: it becomes his weapon `carried + k`, in his gun hand (the
   * weapon held before is kept). It takes his action for the turn (S25). Refused (nothing happens)
   * when the item is gone or lies elsewhere.
   */
  private pickUp(i: number, k: number): void {
    if (k < 0 || k >= this.itemCell.length || this.itemCell[k] !== this.cell[i]) return;
    const w = this.carried[i]! + k;
    this.itemCell[k] = -1;
    this.gone[i * this.maxW + w] = 0;
    if (this.offHand[i] === w) this.offHand[i] = -1;
    this.inHand[i] = w;
    this.refreshDanger(i);
    this.action[i] = ACT_PICK_UP;
    if (this.log !== null) this.log.push(`  ${this.name(i)} picks up the ${this.setup.characters[i]!.weapons[w]!.code} at ${this.xy(this.cell[i]!)}`);
  }

  private draw(i: number, w: number): void {
    if (w < 0 || w >= this.weaponCount[i]! || this.gone[i * this.maxW + w] === 1) return;
    if (this.offHand[i] === w) this.offHand[i] = -1;
    this.inHand[i] = w;
    this.refreshDanger(i);
    if (this.log !== null) this.log.push(`  ${this.name(i)} takes ${this.setup.characters[i]!.weapons[w]!.code} in hand`);
  }

  /** Wound modifier (first shot or hit) of `i`: wounds under 50% of STR, or 50% or more (R11). */
  private woundMod(i: number, light: number, heavy: number): number {
    const w = this.woundPts[i]!;
    if (w === 0) return 0;
    return 2 * w >= this.str[i]! ? heavy : light;
  }

  /** Net speed of `i` against his declared target (FIRST SHOT DETERMINATION CHART); with `parts`, lists them. */
  private netSpeed(i: number, parts: string[] | null): number {
    const w = this.fireWeapon[i]!;
    const slot = i * this.maxW + w;
    const t = this.fireTarget[i]!;
    let base = this.wFirstShot[slot]!;
    // S12: a stunned character acts at half effect: half his BASP.
    if (this.halfEffect(i)) base -= Math.trunc(this.basp[i]! / 2);
    if (parts !== null) parts.push(`base ${base}`);
    let mods = 0;
    let completely = false;
    if (this.turn === 1) {
      const s = this.setup.characters[i]!.surprise;
      if (s === 2) {
        mods += part(parts, FS.completelySurprised, 'completely surprised');
        completely = true;
      } else if (s === 1) mods += part(parts, FS.surprised, 'surprised');
      if (this.setup.characters[i]!.givesFirstMove === 1) mods += part(parts, FS.givingOpponentFirstMove, 'gives first move');
      if (this.turnOneBonus[i] !== 0) mods += part(parts, this.turnOneBonus[i]!, "road agent's spin");
    }
    // Returning fire on an unseen opponent: complete surprise (S3).
    if (!completely && t >= 0 && !this.inArc(i, this.cell[t]!)) mods += part(parts, FS.completelySurprised, 'returning fire on an unseen opponent');
    if (this.mounted[i] === 1) mods += part(parts, FS.onHorseback, 'on horseback');
    else if (this.rate[i] === RATE_RUN || this.rate[i] === RATE_RUN_DODGE) mods += part(parts, FS.runningOrRunningAndDodging, 'running');
    mods += part(parts, this.woundMod(i, FS.woundsLessThanHalf, FS.woundsHalfOrMore), 'wounds');
    if (this.offHand[i]! >= 0 && this.wFirearm[slot] === 1 && this.wLongArm[slot] === 0) mods += part(parts, FS.drawsTwoGuns, 'two guns');
    if (this.fireHip[i] === 1) mods += part(parts, FS.hipshoots, 'hipshoots');
    // R3: consecutive fire on the same target (+10) or aim at it (+5), one or the other.
    if (t >= 0 && this.firedAt[i] === t) mods += part(parts, FS.firesSameTargetConsecutiveTurn, 'same target again');
    else if (t >= 0 && this.aimedAt[i] === t) mods += part(parts, FS.aimsSameTargetConsecutiveTurn, 'aimed last turn');
    return base + mods;
  }

  private describeNetSpeed(i: number): string {
    const parts: string[] = [];
    const ns = this.netSpeed(i, parts);
    return `${ns}: ${parts.join(', ')}`;
  }

  /** The part of i's hit chance that does not depend on the target or the shot number (HIT DETERMINATION CHART). */
  private shooterBase(i: number): number {
    const w = this.fireWeapon[i]!;
    const slot = i * this.maxW + w;
    const h = this.hit;
    let acc = this.wThrown[slot] === 1 ? this.throwing[i]! : this.bac[i]!;
    if (this.halfEffect(i)) acc = Math.trunc(acc / 2);
    let c = acc + this.mods.shooter[this.rate[i]!]! + this.woundMod(i, h.wounds.lessThanHalf, h.wounds.halfOrMore) + this.wMod[slot]!;
    if (this.fireHip[i] === 1) c += h.hipshooting;
    // Brawling next-round modifier, x10% on a shot in the following firing (BRAWLS); it is used up.
    if (this.nextMod[i] !== 0) {
      c += this.nextMod[i]! * BRAWL_MODIFIER_PERCENT_PER_POINT;
      this.nextMod[i] = 0;
    }
    // Weapon at rest (S10): still, next to hard cover, and aimed or fired at this target last turn.
    const t = this.fireTarget[i]!;
    if (this.rate[i] === RATE_STILL && (this.aimedAt[i] === t || this.firedAt[i] === t) && this.besideCover[this.cell[i]!] === 1) c += h.weaponAtRest;
    return c;
  }

  /** Gun-arm location of `i` for the weapon in the gun hand (or the other arm for the off hand). */
  private gunArmMod(i: number, offHand: boolean): number {
    const left = (this.leftHanded[i] === 1) !== offHand;
    const sev = this.worst[i * 9 + (left ? LEFT_ARM_HAND : RIGHT_ARM_HAND)]!;
    return sev === 2 ? this.hit.seriousWoundGunArm : sev === 1 ? this.hit.lightWoundGunArm : 0;
  }

  /** Fires i's declared volley (and the off-hand pistol's with two guns). */
  private volley(i: number): void {
    const maxW = this.maxW;
    const w = this.fireWeapon[i]!;
    this.firedNow[i] = this.fireTarget[i]!;
    this.fireGun(i, w, this.fireShots[i]!, false);
    const off = this.offHand[i]!;
    if (off >= 0 && off !== w && this.wThrown[i * maxW + w] === 0) {
      const slot = i * maxW + off;
      if (this.gone[slot] === 0 && this.jammedUntil[slot]! < this.turn && this.loaded[slot]! > 0) {
        this.fireGun(i, off, Math.min(this.wRof[slot]!, this.loaded[slot]!), true);
      }
    }
    // He faces his target after firing (S3).
    const t = this.fireTarget[i]!;
    if (t >= 0) this.faceToward(i, this.cell[t]!);
  }

  private faceToward(i: number, cell: number): void {
    // The map's facing table: round(atan2(dx, -dy) / (pi / 4)) mod 8, 0 = north, clockwise.
    const f = this.map.facing(this.cell[i]!, cell);
    if (f >= 0) this.facing[i] = f;
  }

  private fireGun(i: number, w: number, shots: number, offHand: boolean): void {
    const maxW = this.maxW;
    const slot = i * maxW + w;
    const h = this.hit;
    let base = offHand ? this.fireBaseOff[i]! : this.fireBase[i]!;
    if (this.offHand[i]! >= 0 && this.wLongArm[slot] === 0) base += h.twoPistols;
    // What no shot of the volley changes, read once (V8 checks every array read in a loop again).
    const t1 = this.fireTarget[i]!;
    const t2 = this.fireTarget2[i]!;
    const t3 = this.fireTarget3[i]!;
    const bands = this.wBandBase[slot]! + this.offsetCentre - this.offsetKey[this.cell[i]!]!;
    const weaponRows = this.layout.weapons + this.wType[slot]! * 4 * W_STRIDE;
    const thrown = this.wThrown[slot] === 1;
    const misfireRow = this.setup.variant.misfires ? this.wMisfire[slot]! : -1;
    const sp = this.wSpread[slot]!;
    let tk = 0;
    for (let k = 0; k < shots; k++) {
      // Next target of the spread still up: a volley stops once its targets are out (R15).
      let t = -1;
      if (t2 < 0 && t3 < 0) t = this.status[t1] === ST_UP ? t1 : -1;
      else {
        for (let tries = 0; tries < 3; tries++) {
          const q = (tk + tries) % 3;
          const cand = q === 0 ? t1 : q === 1 ? t2 : t3;
          if (cand >= 0 && this.status[cand] === ST_UP) {
            t = cand;
            tk = (q + 1) % 3;
            break;
          }
        }
      }
      if (t < 0 || this.loaded[slot]! <= 0) break;
      this.loaded[slot] = this.loaded[slot]! - 1;
      this.shots[i] = this.shots[i]! + 1;
      const band = this.bandByOffset[bands + this.offsetKey[this.cell[t]!]!]!;
      if (band < 0) break;
      const wo = weaponRows + band * W_STRIDE;
      this.acc[wo + W_SHOTS] = this.acc[wo + W_SHOTS]! + 1;
      if (thrown) {
        this.gone[slot] = 1;
        this.inHand[i] = -1;
      }
      // Misfires (variant): MISFIRE TABLE per shot.
      if (misfireRow >= 0) {
        const roll = this.stream.d100();
        const r = misfireResult(MISFIRE_TABLE[misfireRow]!, roll);
        if (r !== 'noMisfire') {
          if (this.log !== null) this.log.push(`    misfire roll ${roll}: ${r}`);
          if (r === 'dud') continue;
          if (r === 'jammedShell') {
            this.jammedUntil[slot] = this.turn + MISFIRE_RULES.jamClearTurns - 1;
            break;
          }
          // Explosion: the weapon is lost; 50% the shooter is wounded (S18).
          this.gone[slot] = 1;
          if (this.stream.d100() <= MISFIRE_RULES.explosionInjuryChancePercent) this.woundRoll(i, i, -1, -1, ALL_LOCATIONS);
          break;
        }
      }
      const shotMod = k === 0 ? 0 : k === 1 ? h.secondShot : h.thirdShot;
      // A shot counts one hit (weapons table, hit rate) if it hits anyone, its own target or, with a
      // scatter gun's field of fire, anyone else: hits never exceed shots.
      let anyHit = this.shootAt(i, t, slot, band, base + shotMod, wo, k, true);
      // Shotgun and scatter gun fields of fire (TARGET SELECTION 2; S7).
      if (sp !== Spread.None) {
        const r = FIELD_RADIUS[(sp - 1) * 4 + band]!;
        if (r > 0) {
          const tc = this.cell[t]!;
          const tx = this.cellX[tc]!;
          const ty = this.cellY[tc]!;
          for (let j = 0; j < this.n; j++) {
            if (j === i || j === t || this.status[j] !== ST_UP) continue;
            const c = this.cell[j]!;
            const cx = this.cellX[c]!;
            const cy = this.cellY[c]!;
            if (Math.abs(cx - tx) > r || Math.abs(cy - ty) > r) continue;
            if ((this.map.sight(this.cell[i]!)[c]! & S_BLOCKED) !== 0) continue;
            if (this.shootAt(i, j, slot, band, base + shotMod, wo, k, false)) anyHit = true;
          }
        }
      }
      if (anyHit) {
        this.hits[i] = this.hits[i]! + 1;
        this.acc[wo + W_HITS] = this.acc[wo + W_HITS]! + 1;
      }
    }
    // Rounds fired, a weapon thrown or lost: his danger to others changed.
    this.refreshDanger(i);
  }

  /**
   * One hit roll of `i` at `t`; on a hit, the wounds (or the horse's). Returns true if the target
   * was hit (the caller counts the shot's hit once, however many men it hit).
   */
  private shootAt(i: number, t: number, slot: number, band: number, base: number, wo: number, k: number, primary: boolean): boolean {
    const h = this.hit;
    const sight = this.map.sight(this.cell[i]!)[this.cell[t]!]!;
    let chance = base + this.mods.range[band]! + this.mods.target[this.rate[t]!]!;
    if ((sight & S_OBSCURED) !== 0) chance += h.targetObscured;
    const roll = this.stream.d100();
    const hit = roll <= chance;
    if (this.log !== null) this.logShot(i, t, k, primary, band, chance, roll);
    if (!hit) return false;
    this.lastAttacker[t] = i;
    // Mounted target: 1-60 the rider, 61-00 the horse (Northfield module, Horses; S8).
    if (this.mounted[t] === 1) {
      const r = this.stream.d100();
      if (r > 60) {
        this.hitHorse(t, slot, band, r);
        return true;
      }
    }
    const exposed = this.exposedMask(i, t, sight);
    const sp = this.wSpread[slot]!;
    const n = sp !== Spread.None ? this.spreadWounds(sp, band) : 1;
    // Hard cover turns a hit on an unexposed location into a miss (WOUNDS): a shot counts as a hit
    // when at least one of its wounds lands (or a shotgun hit rolls 0 wounds).
    let landed = n === 0;
    for (let q = 0; q < n; q++) if (this.woundRoll(t, i, slot, wo, exposed)) landed = true;
    return landed;
  }

  /** Wounds of a shotgun (`sp` Spread.Shotgun) or scatter gun hit at `band`: d10 on the SHOTGUN/SCATTER GUN EFFECTS TABLE. */
  private spreadWounds(sp: number, band: number): number {
    const d10 = this.stream.d10();
    const n = SPREAD_WOUNDS[(sp - 1) * 40 + (d10 - 1) * 4 + band]!;
    if (this.log !== null) this.log.push(`      spread d10 ${d10}: ${n} wound(s)`);
    return n;
  }

  /** The replay log's line of a hit roll (kept out of {@link shootAt}, which V8 then inlines). */
  private logShot(i: number, t: number, k: number, primary: boolean, band: number, chance: number, roll: number): void {
    this.log!.push(
      `    ${this.name(i)} ${primary ? `shot ${k + 1}` : 'spread'} at ${this.name(t)} (${this.map.distance(this.cell[i]!, this.cell[t]!).toFixed(1)} spaces, ${RANGE_BANDS[band]}): needs ${chance} or less, rolls ${roll}: ${roll <= chance ? 'HIT' : 'miss'}`,
    );
  }

  /**
   * Locations of `t` exposed to `i`'s shot (WOUNDS, hard cover): all, unless the line crosses hard
   * or corner cover next to the target and the shooter is not within one space (S5).
   */
  private exposedMask(i: number, t: number, sight: number): number {
    // Northfield: the module's cover (inside a building hard, outside only a corner) for the map's.
    if (this.northfield !== null) sight = this.northfield.coverBits(t, sight);
    if ((sight & (S_HARD | S_CORNER)) === 0) return ALL_LOCATIONS;
    if (this.offsetDistance[this.offsetCentre + this.offsetKey[this.cell[t]!]! - this.offsetKey[this.cell[i]!]!]! < 1.5) return ALL_LOCATIONS;
    const left = this.leftHanded[t] === 1;
    const act = this.action[t]!;
    const firing = act === ACT_FIRE || act === ACT_THROW || act === ACT_AIM;
    let mask = 1 << L_HEAD;
    if (firing) {
      const w = this.inHand[t]!;
      const long = w >= 0 && this.wLongArm[t * this.maxW + w] === 1;
      const gunArm = left ? LEFT_ARM_HAND : RIGHT_ARM_HAND;
      if (long) mask |= (1 << LEFT_ARM_HAND) | (1 << RIGHT_ARM_HAND) | (1 << (left ? L_RIGHT_SHOULDER : L_LEFT_SHOULDER));
      else mask |= (1 << gunArm) | (1 << (left ? L_LEFT_SHOULDER : L_RIGHT_SHOULDER));
      if ((sight & S_CORNER) !== 0) mask |= 1 << (left ? L_LEFT_LEG : L_RIGHT_LEG);
    }
    return mask;
  }

  private hitHorse(target: number, slot: number, band: number, r: number): void {
    // S8: a hit on the horse rolls wounds as on a man; a mortal wound or wounds reaching the horse's
    // STRENGTH bring it down and the rider is dismounted (no damage from the fall). A man riding
    // double sits his rider's horse: both come off.
    const t = this.carrier[target]! >= 0 ? this.carrier[target]! : target;
    let n = 1;
    const sp = this.wSpread[slot]!;
    if (sp !== Spread.None) n = SPREAD_WOUNDS[(sp - 1) * 40 + (this.stream.d10() - 1) * 4 + band]!;
    let down = false;
    for (let q = 0; q < n; q++) {
      const loc = LOCATION_OF_ROLL[this.stream.d100()]!;
      const sev = SEVERITY_OF_ROLL[loc * 101 + this.stream.d100()]!;
      if (sev === SEVERITY_MORTAL) down = true;
      else this.horseWounds[t] = this.horseWounds[t]! + STRENGTH_LOSS[sev]!;
    }
    if (this.horseWounds[t]! >= this.horseStr[t]!) down = true;
    if (this.log !== null) this.log.push(`      horse hit (roll ${r}): ${down ? 'the horse goes down; rider dismounted' : `horse STR ${this.horseStr[t]! - this.horseWounds[t]!} left`}`);
    if (down) {
      this.mounted[t] = 0;
      this.horseMoving[t] = 0;
      this.speedStale[t] = 1;
      const p = this.passenger[t]!;
      if (p >= 0) this.unhorsePassenger(t, p);
    }
  }

  /**
   * Rolls one wound on `t` from `by` with weapon `slot` (or -1: an explosion or a blade): location,
   * cover, severity, strength, status, stunning. Returns false when the location was covered.
   */
  private woundRoll(t: number, by: number, slot: number, wo: number, exposed: number): boolean {
    this.speedStale[t] = 1;
    const locRoll = this.stream.d100();
    const loc = LOCATION_OF_ROLL[locRoll]!;
    if ((exposed & (1 << loc)) === 0) {
      if (this.log !== null) this.log.push(`      location roll ${locRoll} = ${LOCATION_LABELS[loc]}: behind cover, a miss`);
      return false;
    }
    const sevRoll = this.stream.d100();
    const sev = SEVERITY_OF_ROLL[loc * 101 + sevRoll]!;
    const wasUp = this.status[t] === ST_UP;
    if (wo >= 0) this.acc[wo + W_WOUNDS] = this.acc[wo + W_WOUNDS]! + 1;
    let out = -1;
    if (sev === SEVERITY_MORTAL) {
      if (this.status[t] === ST_UP || this.status[t] === ST_UNCONSCIOUS) {
        if (wo >= 0) this.acc[wo + W_KILLS] = this.acc[wo + W_KILLS]! + 1;
        out = ST_DEAD;
      }
    } else {
      this.woundPts[t] = this.woundPts[t]! + STRENGTH_LOSS[sev]!;
      this.wounded[t] = 1;
      const level = sev === SEVERITY_SERIOUS ? 2 : 1;
      if (level > this.worst[t * 9 + loc]!) {
        this.worst[t * 9 + loc] = level;
        this.lamedNow[t] = this.woundsLame(t) ? 1 : 0;
      }
      if (this.status[t] === ST_UP && this.woundPts[t]! >= this.str[t]!) out = ST_UNCONSCIOUS;
    }
    if (this.log !== null) {
      this.log.push(
        `      wound on ${this.name(t)}: location roll ${locRoll} = ${LOCATION_LABELS[loc]}, severity roll ${sevRoll} = ${['light', 'serious', 'mortal'][sev]}; STR ${this.str[t]! - this.woundPts[t]!} of ${this.str[t]} left`,
      );
    }
    if (out >= 0) this.takeOut(t, out);
    if (wasUp && this.status[t] === ST_UP) {
      if (this.setup.morale.wounded === 1) this.moraleDue[t] = 1;
      // STUNNING CHART: a bullet wound in the head; a buffalo gun bullet wound.
      if (slot >= 0 && by !== t && this.setup.noStunning === 0) {
        const surprised = !this.inArc(t, this.cell[by]!) || (this.turn === 1 && this.setup.characters[t]!.surprise > 0);
        const col = surprised ? 1 : 0;
        if (this.wBuffalo[slot] === 1) this.stunCheck(t, BUFFALO_WOUND_STUN[col]!, 'buffalo gun wound');
        else if (loc === L_HEAD && this.wFirearm[slot] === 1) this.stunCheck(t, HEAD_WOUND_STUN[col]!, 'bullet wound in head');
      }
    }
    return true;
  }

  /** STUNNING CHART: d100 <= chance stuns `t` (helpless next turn, half effect the turn after). */
  private stunCheck(t: number, chance: number, why: string): void {
    if (chance <= 0 || this.status[t] !== ST_UP) return;
    const roll = this.stream.d100();
    const stunned = roll <= chance;
    if (this.log !== null) this.log.push(`      stun check (${why}): needs ${chance} or less, rolls ${roll}${stunned ? ': STUNNED' : ''}`);
    if (!stunned) return;
    this.speedStale[t] = 1;
    // S12: stunned in turn T: helpless in T+1, half effect in T+2.
    this.helplessUntil[t] = this.turn + STUNNED_TURNS_HELPLESS;
    this.halfUntil[t] = this.turn + STUNNED_TURNS_HELPLESS + STUNNED_TURNS_HALF;
  }

  // ---------------------------------------------------------------------------------------------
  // C. Brawls

  private startBrawl(i: number, t: number): void {
    if (t < 0 || t >= this.n || t === i || this.status[t] !== ST_UP) return;
    if (!this.adjacent(i, t)) return;
    this.brawlOpp[i] = t;
    // "any character can engage in brawling with another character of his choice - whether or not
    // the other character wishes to fight": the other fights back (S20).
    if (this.brawlOpp[t]! < 0) this.brawlOpp[t] = i;
    this.action[i] = ACT_BRAWL;
    if (this.log !== null) this.log.push(`  ${this.name(i)} goes for ${this.name(t)} hand to hand`);
  }

  /** Within 6 feet: the same or an adjacent space (BRAWLS). */
  private adjacent(i: number, j: number): boolean {
    const a = this.cell[i]!;
    const b = this.cell[j]!;
    return Math.abs(this.cellX[a]! - this.cellX[b]!) <= 1 && Math.abs(this.cellY[a]! - this.cellY[b]!) <= 1;
  }

  private brawlPhase(): void {
    const n = this.n;
    let count = 0;
    for (let i = 0; i < n; i++) {
      const o = this.brawlOpp[i]!;
      if (o < 0) continue;
      if (this.status[i] !== ST_UP || this.status[o] !== ST_UP || !this.adjacent(i, o)) {
        this.releaseBrawl(i);
        continue;
      }
      this.order[count++] = i;
      // First blow: the higher speed ability (BASP here, S19), unless surprised on turn 1.
      const surprised = this.turn === 1 && this.setup.characters[i]!.surprise > 0;
      this.key[i] = this.basp[i]! - (surprised ? 1000 : 0) - i * 1e-6;
    }
    if (count === 0) return;
    this.sortOrder(count, false);
    for (let round = 1; round <= 2; round++) {
      if (this.log !== null) this.log.push(`  brawling round ${round}`);
      for (let k = 0; k < count; k++) {
        const i = this.order[k]!;
        const o = this.brawlOpp[i]!;
        if (this.status[i] !== ST_UP || o < 0 || this.status[o] !== ST_UP || this.helpless(i)) continue;
        this.brawlRounds[i] = this.brawlRounds[i]! + 1;
        this.blow(i, o);
      }
    }
  }

  /** One brawling action of `i` against `j` (BRAWLING CHARTS). */
  private blow(i: number, j: number): void {
    const it = this.decide(i, PHASE_BRAWL);
    let choice = it.brawl;
    if (it.weapon >= 0 && it.weapon !== this.inHand[i]) this.draw(i, it.weapon);
    const held = this.heldBy[i]! >= 0;
    // A character held in a bear hug may only grapple (GRAPPLING TABLE, note).
    if (held && this.holdKind[i] === HOLD_BEAR) choice = BRAWL_GRAPPLE;
    if (this.holding[i]! >= 0) {
      if (choice === BRAWL_KEEP_HOLD && this.holding[i] === j) {
        this.keepHold(i, this.holding[i]!);
        return;
      }
      this.releaseHold(i);
    } else if (choice === BRAWL_KEEP_HOLD) choice = BRAWL_GRAPPLE;
    const w = this.inHand[i]!;
    const strike = choice === BRAWL_STRIKE && w >= 0 ? this.wStrike[i * this.maxW + w]! : STRIKE_NONE;
    if (choice === BRAWL_STRIKE && strike === STRIKE_NONE) choice = 0;
    const dice = this.stream.twoD10Digits();
    const mod = this.nextMod[i]!;
    this.nextMod[i] = 0;
    if (choice === BRAWL_GRAPPLE) this.grapple(i, j, dice, mod);
    else this.punch(i, j, dice, mod, strike);
  }

  private punch(i: number, j: number, dice: number, mod: number, strike: number): void {
    const sMod = strike >= 0 ? STRIKE_ROLL[strike]! : 0;
    const score = dice + mod + sMod;
    const row = punchRowFor(score);
    // Which arms are free: an arm lock holds one arm; the strong hand (Right column, swapped for a
    // left-hander: PUNCHING TABLE notes) punches when free (S21).
    const k = this.heldBy[i]! >= 0 ? this.holdKind[i]! : HOLD_NONE;
    const strongHeld = this.leftHanded[i] === 1 ? k === HOLD_ARM_LEFT : k === HOLD_ARM_RIGHT;
    const weakHeld = this.leftHanded[i] === 1 ? k === HOLD_ARM_RIGHT : k === HOLD_ARM_LEFT;
    let effect = strongHeld ? row.effectLeft : row.effectRight;
    if (row.combination && !strongHeld && !weakHeld) effect = row.effectLeft + row.effectRight;
    const what = strike >= 0 ? ['gun butt', 'club', 'chair', 'knife', 'tomahawk'][strike]! : 'punch';
    if (this.log !== null) {
      this.log.push(`    ${this.name(i)} ${what}: 2d10 ${dice}${mod !== 0 ? ` ${mod > 0 ? '+' : ''}${mod}` : ''}${sMod !== 0 ? ` ${sMod}` : ''} = ${score}: ${row.label}`);
    }
    if (effect > 0) {
      if (strike >= 0 && STRIKE_WOUNDS[strike]) {
        // Knife or tomahawk: a hit rolls on the WOUND CHART instead.
        this.lastAttacker[j] = i;
        this.woundRoll(j, i, -1, -1, ALL_LOCATIONS);
      } else this.brawlHurt(j, effect + (strike >= 0 ? STRIKE_EXTRA[strike]! : 0), i);
      if (strike >= 0) {
        const surprised = !this.inArc(j, this.cell[i]!) || (this.turn === 1 && this.setup.characters[j]!.surprise > 0);
        this.stunCheck(j, STRIKE_STUN[strike]![surprised ? 1 : 0]!, what);
      }
    }
    this.nextMod[j] = this.nextMod[j]! + row.nextOpponent;
  }

  private grapple(i: number, j: number, dice: number, mod: number): void {
    const score = dice + mod;
    const row = grappleRowFor(score);
    const held = this.heldBy[i]! >= 0;
    if (this.log !== null) this.log.push(`    ${this.name(i)} grapples: 2d10 ${dice}${mod !== 0 ? ` ${mod > 0 ? '+' : ''}${mod}` : ''} = ${score}: ${held ? (row.breaksHold ? `breaks the hold (${row.label})` : 'held: no effect') : row.label}`);
    if (held) {
      // Held: only the breaking rows count; 3 or less just breaks it, 15-16 breaks it and throws.
      if (!row.breaksHold) return;
      this.releaseHold(this.heldBy[i]!);
      if (row.result !== 'throw') return;
    }
    if (row.effectYou > 0) this.brawlHurt(i, row.effectYou, j);
    this.nextMod[i] = this.nextMod[i]! + row.nextYou;
    if (row.effectOpponent > 0) this.brawlHurt(j, row.effectOpponent, i);
    this.nextMod[j] = this.nextMod[j]! + row.nextOpponent;
    const hold = HOLD_OF[row.result];
    if (hold !== undefined && this.status[i] === ST_UP && this.status[j] === ST_UP) {
      // One hold at a time on a man: a new hold replaces another's; the holder lets go of anyone else.
      if (this.heldBy[j]! >= 0) this.releaseHold(this.heldBy[j]!);
      this.releaseHold(i);
      this.holding[i] = j;
      this.heldBy[j] = i;
      this.holdKind[j] = hold;
    }
  }

  /** Continues a hold without rolling: its effect and modifier again (GRAPPLING, holds). */
  private keepHold(i: number, j: number): void {
    const row = GRAPPLING_TABLE[HOLD_ROW[this.holdKind[j]!]!]!;
    if (this.log !== null) this.log.push(`    ${this.name(i)} keeps the ${row.label.toLowerCase()}`);
    this.brawlHurt(j, row.effectOpponent, i);
    this.nextMod[j] = this.nextMod[j]! + row.nextOpponent;
  }

  private releaseHold(holder: number): void {
    const j = this.holding[holder]!;
    if (j < 0) return;
    this.holding[holder] = -1;
    this.heldBy[j] = -1;
    this.holdKind[j] = HOLD_NONE;
  }

  /** Brawling damage: strength points lost like wounds (BRAWLS; S15). */
  private brawlHurt(t: number, pts: number, by: number): void {
    if (pts <= 0 || this.status[t] !== ST_UP) return;
    this.woundPts[t] = this.woundPts[t]! + pts;
    this.wounded[t] = 1;
    if (by !== t) this.brawlDamage[by] = this.brawlDamage[by]! + pts;
    this.lastAttacker[t] = by === t ? this.lastAttacker[t]! : by;
    if (this.log !== null) this.log.push(`      ${this.name(t)} loses ${pts} STR (${this.str[t]! - this.woundPts[t]!} of ${this.str[t]} left)`);
    if (this.woundPts[t]! >= this.str[t]!) this.takeOut(t, ST_UNCONSCIOUS);
    else if (this.setup.morale.wounded === 1) this.moraleDue[t] = 1;
  }

  // ---------------------------------------------------------------------------------------------
  // Morale

  private resolveMorale(): void {
    for (let i = 0; i < this.n; i++) {
      if (this.moraleDue[i] !== 1) continue;
      this.moraleDue[i] = 0;
      if (this.status[i] !== ST_UP || this.player[i] === 1 || this.broken[i] === 1) continue;
      this.moraleCheck(i);
    }
  }

  /** Morale check (module MORALE): d100 + modifiers; higher than MRL fails: flee or surrender. */
  private moraleCheck(i: number): void {
    const m = this.setup.morale;
    const s = this.sideOf[i]!;
    let mod = 0;
    const sides = this.setup.sides.length;
    if (m.greatestNumbers === 1) {
      const mine = this.sideSize[s]! - this.sideCasualties[s]!;
      let most = true;
      for (let o = 0; o < sides; o++) if (o !== s && this.sideSize[o]! - this.sideCasualties[o]! >= mine) most = false;
      if (most) mod += MORALE.greatestNumbers;
    }
    if (m.fewestCasualties === 1) {
      let fewest = true;
      for (let o = 0; o < sides; o++) if (o !== s && this.sideCasualties[o]! <= this.sideCasualties[s]!) fewest = false;
      if (fewest) mod += MORALE.fewestCasualties;
    }
    if (m.wounds === 1 && this.woundPts[i]! > 0) mod += 2 * this.woundPts[i]! > this.str[i]! ? MORALE.woundsMoreThanHalf : MORALE.woundsLessThanHalf;
    const roll = this.stream.d100();
    const fail = roll + mod > this.mrl[i]!;
    if (this.log !== null) this.log.push(`  morale ${this.name(i)}: d100 ${roll}${mod !== 0 ? ` ${mod > 0 ? '+' : ''}${mod}` : ''} against ${this.mrl[i]}: ${fail ? (m.surrender === 1 ? 'fails, surrenders' : 'fails, flees') : 'holds'}`);
    if (!fail) return;
    if (m.surrender === 1) this.takeOut(i, ST_CAPTURED);
    else this.broken[i] = 1;
  }

}

/** A modifier, noted in `parts` (replay logs) when non-zero; returns it. */
function part(parts: string[] | null, v: number, what: string): number {
  if (parts !== null && v !== 0) parts.push(`${what} ${v > 0 ? '+' : ''}${v}`);
  return v;
}

/**
 * Shotgun and scatter gun fields of fire (TARGET SELECTION 2; S7) by `(spread - 1) * 4 + band`:
 * the radius in spaces around the target within which everyone else is shot at too (every
 * target within 5 spaces: 2; within 3: 1), or 0 where the field holds the target alone.
 */
const FIELD_RADIUS: Int8Array = Int8Array.from({ length: 8 }, (_, k) => {
  const field = FIELD_OF_FIRE[(k >> 2) + 1 === Spread.Shotgun ? 'shotgun' : 'scatterGun'][RANGE_BANDS[k & 3]!]!;
  return field.kind === 'everyTargetWithin' ? (field.spaces === 5 ? 2 : 1) : 0;
});

/** Facing (0..7, N clockwise) of each DIAG step direction. */
const DIR_TO_FACING: readonly number[] = [7, 0, 1, 6, 2, 5, 4, 3];
/** A {@link SkirmishEngine} downhill entry not computed yet. */
const DOWNHILL_UNKNOWN = -2;
/** `GameMap.steps` bit (facing order) of each DIAG step direction. */
const DIAG_BIT: readonly number[] = DIR_TO_FACING.map((f) => 1 << f);

/**
 * The sight arcs of `map`'s offsets (S3), indexed `f * size + offset` (`size` =
 * `map.offsetDistance.length`, offsets as `map.offsetDistance`): 1 where a cell at that offset is
 * within one space of a figure facing `f`, or inside his 90-degree arc of observation (the angle
 * between the facing and the line to it at most 45 degrees).
 */
function arcTable(map: GameMap): Uint8Array {
  const size = map.offsetDistance.length;
  const span = 2 * map.width - 1;
  const arc = new Uint8Array(8 * size);
  for (let f = 0; f < 8; f++) {
    const fx = FACING_DX[f]!;
    const fy = FACING_DY[f]!;
    const norm = fx !== 0 && fy !== 0 ? SQRT1_2 : 1;
    for (let dy = 1 - map.height; dy < map.height; dy++) {
      for (let dx = 1 - map.width; dx < map.width; dx++) {
        const off = map.offsetCentre + dy * span + dx;
        const near = dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1;
        arc[f * size + off] = near || (fx * dx + fy * dy) * norm >= SQRT1_2 * map.offsetDistance[off]! - 1e-9 ? 1 : 0;
      }
    }
  }
  return arc;
}

/**
 * 1 for each cell of `map` with hard or corner cover in one of its eight neighbours (a weapon at
 * rest there, S10), else 0.
 */
function besideCoverTable(map: GameMap): Uint8Array {
  const beside = new Uint8Array(map.cells);
  for (let c = 0; c < map.cells; c++) {
    for (let d = 0; d < 8; d++) {
      const nb = map.cellAt(map.cellX[c]! + DIAG[2 * d]!, map.cellY[c]! + DIAG[2 * d + 1]!);
      if (nb >= 0 && (map.cover[nb] === C_HARD || map.cover[nb] === C_CORNER)) beside[c] = 1;
    }
  }
  return beside;
}
