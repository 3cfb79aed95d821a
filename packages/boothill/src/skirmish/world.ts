/**
 * The BOOT HILL skirmish's state: one {@link SkirmishWorld} per engine, every column allocated
 * once by its constructor and started again each trial by {@link resetWorld}; the phases
 * (movement.ts, firing.ts, brawling.ts, morale.ts...) are free functions over it. The
 * system-neutral columns (cell, facing, side, status, mounted, weapon in hand, rounds loaded,
 * occupancy, side casualties) and their cache-keeping writes are @deadeye/core's `SimWorld`,
 * which this extends with BOOT HILL's own (wounds by location, holds, brawl modifiers, stun turns,
 * first-shot bookkeeping, the danger tables...).
 *
 * Columns are indexed by character (`i`), by weapon slot (`i * maxW + w`), by character and WOUND
 * CHART location (`i * 9 + location`) or by map cell. Some columns are caches kept with others;
 * the writes that must keep them right go through one function each:
 * - core `placeAt` / `startAt`: `cell`, keeping `occupancy` (characters up per cell);
 * - core `setStatus` (through casualties.ts `takeOut` for a man put out of action): `status`,
 *   keeping `upNow`, `occupancy` and `sideCasualties`;
 * - {@link setInHand}, {@link setRounds}, {@link setWeaponGone}: `inHand`, `loaded`, `gone`,
 *   keeping the danger cache ({@link refreshDanger}; firing.ts spends a volley's rounds in place and
 *   refreshes once after it);
 * - {@link setBroken}: `broken`;
 * - {@link worsenWound}: `worst`, keeping `lamedNow` ({@link woundsLame});
 * - {@link releaseBrawl}: the hold pairs `holding` / `heldBy` / `holdKind` and `brawlOpp`.
 * A special rule (the Northfield module: core special-rules/northfield, adapted by northfield.ts) sees the
 * world read-only (core `NorthfieldHost`) and writes only
 * through these functions; the phases see the rule through its hooks (special-rule.ts).
 */
import { C_CORNER, cellXY, Detour, exitCells, taskPlaces, SimWorld, STATUS_NAMES, ObserverMemory, resetObserverMemory, touchThreat, Victory, type ObservationTables, resetSimWorld, startAt, C_HARD, FACING_DX, FACING_DY, RATE_STILL, compileMap, emptyIntent, type GameMap, newObservation, type SkirmishAgent, type SkirmishIntent, type SkirmishObservation } from '@deadeye/core';
import type { Stream } from '@deadeye/rng';
import { HIT_MODIFIERS } from '../tables/hit-modifiers.ts';
import { skirmishLayout, type SkirmishLayout } from './accumulator.ts';
import { EXPECTED_STRENGTH_PER_WOUND, FOOT_RATE_SPACES, MOUNT_COST, MOUNTED_RATE_SPACES, PICK_UP_COST, type RateModifiers, rateModifiers, terrainCosts, routeCosts } from './lookups.ts';
import type { SpecialRule } from './special-rule.ts';
import type { SkirmishSetup } from './setup.ts';

/** Character status codes (@deadeye/core STATUS_*, the codes agents read in `SkirmishObservation.status`). */
export const ST_UP = 0;
export const ST_UNCONSCIOUS = 1;
export const ST_DEAD = 2;
export const ST_FLED = 3;
export const ST_CAPTURED = 4;
/** Off the map, in reserve (a special rule brings him in: Northfield's citizen pool). */
export const ST_RESERVE = 5;
/** Core's state names (re-exported: the replay and the casualties name a state by them). */
export { STATUS_NAMES };

/** Hold kinds of the `holdKind` column (GRAPPLING TABLE holds). */
export const HOLD_NONE = 0;
export const HOLD_ARM_LEFT = 1;
export const HOLD_ARM_RIGHT = 2;
export const HOLD_HEAD = 3;
export const HOLD_BEAR = 4;

/** Wound locations (WOUND CHART order) as bits for the exposed-location masks. */
export const L_LEFT_LEG = 0;
export const L_RIGHT_LEG = 1;
export const L_RIGHT_SHOULDER = 4;
export const L_LEFT_SHOULDER = 5;
export const L_HEAD = 8;
export const ALL_LOCATIONS = 0x1ff;

/** The eight steps (dx, dy) in DIAG order: NW, N, NE, W, E, SW, S, SE. */
export const DIAG = [-1, -1, 0, -1, 1, -1, -1, 0, 1, 0, -1, 1, 0, 1, 1, 1] as const;
const SQRT1_2 = Math.SQRT1_2;

/**
 * Every column of one engine's skirmish, sized once for its setup (`n` characters, `maxW` weapon
 * slots each, the map's cells), plus the trial's scalars (turn, stream, log, accumulator) and the
 * tables derived once from the setup and the map. The one object every phase function takes; one
 * class shape, so property reads stay monomorphic. Not thread-safe. The columns the constructor
 * sets are `declare`d, as core's `SimWorld`'s (why: its comment; the street fight x1.04).
 */
export class SkirmishWorld extends SimWorld {
  declare readonly setup: SkirmishSetup;
  declare readonly map: GameMap;
  declare readonly layout: SkirmishLayout;
  declare readonly agents: SkirmishAgent[];
  declare readonly obsOf: SkirmishObservation[];
  /** x and y of every map cell (the map's columns). */
  declare readonly cellX: Int32Array;
  declare readonly cellY: Int32Array;
  /** Cell index offset of each DIAG step direction. */
  declare readonly stepOffset: Int32Array;
  /** Per destination cell, movement.ts `stepDown` of each cell with nobody in the way (lazily, by movement.ts `downhillTo`). */
  declare readonly downhill: (Int8Array | undefined)[];
  /** As {@link downhill}, down the horse path fields of riders kept to the streets (Northfield). */
  declare readonly horseDownhill: (Int8Array | undefined)[];
  /** Scratch of a walk round figures in the way (movement.ts `move`, core `Detour`). */
  declare readonly detour: Detour;
  /**
   * The map's offset tables (GameMap.offsetKey): the distance between cells `a` and `b` is
   * `offsetDistance[offsetCentre + offsetKey[b] - offsetKey[a]]`, read in place wherever the trial
   * loop needs one (a call that V8 does not inline boxes a fractional result, which allocates).
   */
  declare readonly offsetKey: Int32Array;
  declare readonly offsetCentre: number;
  declare readonly offsetDistance: Float64Array;
  /**
   * Sight arcs by offset (S3): `arcByOffset[f * offsetSize + offset]` is 1 where a cell at that
   * offset (indexed as `offsetDistance`) is within one space or inside the 90-degree arc of a
   * figure facing `f` (observe.ts `inArc`'s test, tabulated once).
   */
  declare readonly arcByOffset: Uint8Array;
  /**
   * The same arcs without S3's one-space allowance: 1 where a cell at that offset is inside the
   * 90-degree arc a figure facing `f` faces (or is his own cell). A blow or shot from outside it
   * comes from behind (the STUNNING CHART's "Hit From Behind" column, S12), even from next to him.
   */
  declare readonly frontByOffset: Uint8Array;
  /** Entries of each offset table (`offsetDistance.length`). */
  declare readonly offsetSize: number;
  /** 1 where hard or corner cover is next to a cell ({@link besideCoverTable}). */
  declare readonly besideCover: Uint8Array;
  readonly intent: SkirmishIntent = emptyIntent();
  declare readonly mods: RateModifiers;
  declare readonly hit: (typeof HIT_MODIFIERS)['screen'];

  // Static per character.
  declare readonly str: Int32Array;
  declare readonly basp: Int32Array;
  declare readonly bac: Int32Array;
  declare readonly throwing: Int32Array;
  declare readonly mrl: Int32Array;
  declare readonly leftHanded: Uint8Array;
  declare readonly player: Uint8Array;
  declare readonly horseStr: Int32Array;
  declare readonly weaponCount: Int32Array;
  /** Weapons carried at the start; slots from here on are the scenario's items (held once picked up). */
  declare readonly carried: Int32Array;
  /** Cell of each item still lying on the map, -1 once picked up (shared by every observation). */
  declare readonly itemCell: Int32Array;
  /** Cell of each character's riderless horse (he dismounted), or -1. */
  declare readonly horseCell: Int32Array;
  declare readonly taskPlace: (Int32Array | null)[];
  // Static per weapon slot (i * maxW + w).
  declare readonly wFirstShot: Int32Array;
  declare readonly wCapacity: Int32Array;
  declare readonly wRof: Int32Array;
  declare readonly wReload: Int32Array;
  declare readonly wBands: Float64Array;
  declare readonly wType: Int32Array;
  declare readonly wThrown: Uint8Array;
  declare readonly wFirearm: Uint8Array;
  /** 1 for the bow: shot on THROWING accuracy, and no firearm for the rules (S16). */
  declare readonly wLaunched: Uint8Array;
  declare readonly wLongArm: Uint8Array;
  declare readonly wSpread: Int32Array;
  declare readonly wStrike: Int32Array;
  declare readonly wMisfire: Int32Array;
  declare readonly wMod: Int32Array;
  /**
   * The HIT DETERMINATION CHART's RANGE modifier (percent) by slot and band, at `slot * 4 + band`:
   * the chart's line as a house rule leaves the weapon type's cells (the weapon spec's
   * `rangeModifiers`); the reading's RANGE line where no weapon is.
   */
  declare readonly wRangeMod: Int32Array;
  declare readonly wBuffalo: Uint8Array;
  declare readonly wWoundsPerHit: Float64Array;
  /**
   * Range band by offset ({@link bandOf}, tabulated): `bandByOffset[wBandBase[slot] + offset]` is
   * the first band of slot's weapon whose upper bound the distance at that offset does not exceed,
   * or -1 beyond extreme range. One table per distinct set of bands, shared by the slots that have it.
   */
  declare readonly bandByOffset: Int8Array;
  declare readonly wBandBase: Int32Array;
  /**
   * Danger estimates ({@link refreshDanger}) of every weapon slot, number of shots (0..`dangerShots`)
   * and range band: `dangerTable[(slot * (dangerShots + 1) + shots) * 4 + band]`, computed once.
   */
  declare readonly dangerTable: Float64Array;
  declare readonly dangerShots: number;

  // Per-trial state.
  declare readonly woundPts: Int32Array;
  /** Worst wound per location (0 none, 1 light, 2 serious): i * 9 + location. */
  declare readonly worst: Uint8Array;
  /** 1 if a leg wound or a serious wound limits i's movement ({@link lamed}), kept with `worst`. */
  declare readonly lamedNow: Uint8Array;
  /**
   * Wounds that reduce i's movement, each counted (the Northfield module's "such reductions are
   * cumulative": movement.ts `allowance`, RULINGS.md N1): `legWounds` light or serious in a leg,
   * `otherSerious` serious elsewhere. Kept by {@link worsenWound}.
   */
  declare readonly legWounds: Uint8Array;
  declare readonly otherSerious: Uint8Array;
  /**
   * Danger estimate cache ({@link refreshDanger}): where the band table of the weapon j's danger is
   * read from (in hand, loaded, not lost) starts in `bandByOffset`, or -1 when he is harmless, and
   * where his estimates at its four range bands start in `dangerTable` (`dangerAt[j] + band`).
   * Refreshed whenever his weapon in hand or its rounds change.
   */
  declare readonly dangerBands: Int32Array;
  declare readonly dangerAt: Int32Array;
  /** The sight arcs and danger tables above as core's `ObservationTables` (what `observeOthers` reads). */
  declare readonly observation: ObservationTables;
  declare readonly horseWounds: Int32Array;
  declare readonly horseMoving: Uint8Array;
  /** 1 if he got on his horse in this turn's movement (mountAt): it stood still, so it is not moving (S26). */
  declare readonly mountedNow: Uint8Array;
  /**
   * Riding double (Northfield, Horses): the rider whose horse carries i (-1 none), and the man i
   * carries behind him or slung over his saddle (-1 none). A carried man is `mounted`, moves with
   * his rider and does not move himself.
   */
  declare readonly carrier: Int32Array;
  declare readonly passenger: Int32Array;
  /** Half-spaces of movement to pick up a comrade or sling an unconscious one (the module's three 12-foot squares). */
  declare readonly pickUpCost: number;
  /** Half-spaces of movement left when the last move (movement.ts `move`) ended. */
  leftover = 0;
  /** First shot speed bonus on turn 1 from a special rule (the road agent's spin), per character. */
  declare readonly turnOneBonus: Int32Array;
  declare readonly rate: Uint8Array;
  declare readonly offHand: Int32Array;
  declare readonly spare: Int32Array;
  declare readonly jammedUntil: Int32Array;
  declare readonly gone: Uint8Array;
  declare readonly firedAt: Int32Array;
  declare readonly aimedAt: Int32Array;
  declare readonly firedNow: Int32Array;
  declare readonly aimedNow: Int32Array;
  declare readonly lastAttacker: Int32Array;
  /**
   * `awareOf[i * n + j]`: 1 if j has shot at or struck i in this trial, so that i knows where he is
   * whatever i faces (RB TARGET SELECTION, "any person firing at that character"; S3); written by
   * {@link noteAttacker} only. `awareCount[i]`: the 1s in i's row.
   */
  declare readonly awareOf: Uint8Array;
  declare readonly awareCount: Int32Array;
  declare readonly lastSeen: Int32Array;
  /** What each observer's last observation was computed from (core's incremental `observeOthers`). */
  declare readonly memory: ObserverMemory;
  declare readonly brawlOpp: Int32Array;
  declare readonly holding: Int32Array;
  declare readonly heldBy: Int32Array;
  declare readonly holdKind: Uint8Array;
  /**
   * Next-round brawling modifiers (S11): `nextMod` those of the last brawling round played, or set
   * before the trial's first (a test's `onReset`), for his next roll or the next firing;
   * `nextModNow` those earned in the round being played, which become `nextMod` at its end. What
   * the following round (or the firing of the next turn) does not use lapses.
   */
  declare readonly nextMod: Int32Array;
  declare readonly nextModNow: Int32Array;
  /** The turn whose brawling rounds were played last (0 before any): `nextMod` holds only for the next turn. */
  lastBrawlTurn = 0;
  /** Stunned (S12): helpless in turns helplessFrom..helplessUntil, at half effect in halfFrom..halfUntil (helpless wins); stunning.ts. */
  declare readonly helplessFrom: Int32Array;
  declare readonly helplessUntil: Int32Array;
  declare readonly halfFrom: Int32Array;
  declare readonly halfUntil: Int32Array;
  declare readonly broken: Uint8Array;
  declare readonly tasksDone: Int32Array;
  declare readonly action: Uint8Array;
  declare readonly moraleDue: Uint8Array;
  declare readonly sideHalfChecked: Uint8Array;
  // Scratch.
  declare readonly order: Int32Array;
  declare readonly key: Float64Array;
  declare readonly fireTarget: Int32Array;
  declare readonly fireTarget2: Int32Array;
  declare readonly fireTarget3: Int32Array;
  declare readonly fireShots: Int32Array;
  /** Shots declared (at least 1), before the gun in hand's rate and rounds cap them: the off-hand pistol's too (S9). */
  declare readonly fireDeclared: Int32Array;
  declare readonly fireWeapon: Int32Array;
  declare readonly fireHip: Uint8Array;
  declare readonly fireBase: Int32Array;
  declare readonly pending: Uint8Array;
  /** The characters firing together at the top net speed, in character order (firing phase). */
  declare readonly group: Int32Array;
  /**
   * Net speed of each declared firer this firing phase, and 1 where it must be recomputed: a
   * wound, a stun or a fallen horse (wounds.ts `rollWound`, stunning.ts `stunCheck`, wounds.ts `woundHorse`) is
   * all that can change it once declared.
   */
  declare readonly speed: Float64Array;
  declare readonly speedStale: Uint8Array;
  /**
   * The firing group (firing.ts `fireGroup`, counted from 1 each trial) during which the character
   * was put out (casualties.ts `takeOut`), -1 none: one put out by the group now firing is still a
   * target of its simultaneous volleys (S4).
   */
  declare readonly outInGroup: Int32Array;
  /** The firing group now firing, counted from 1 each trial (0: none yet). */
  fireGroup = 0;
  /**
   * The status of the volley's targets (its first, second and third, -1 none) as the shooter's
   * volley began: set by the gun hand's fire, read by the off-hand pistol's too (firing.ts `fireGun`).
   */
  volleyStatus1 = -1;
  volleyStatus2 = -1;
  volleyStatus3 = -1;
  declare readonly fireBaseOff: Int32Array;
  /** The scenario's victory conditions (core `Victory`): places reached, and who has won. */
  declare readonly victory: Victory;


  /** Movement allowances per rate (spaces) and costs (half-spaces) at the map's scale (setup.scale). */
  declare readonly footSpaces: Int32Array;
  declare readonly mountedSpaces: Int32Array;
  declare readonly doorCost: number;
  declare readonly windowCost: number;
  declare readonly stairsCost: number;
  declare readonly mountCost: number;
  /**
   * The scenario's special rule (the `northfield` module) as the phases see it, or null; plugged
   * in by the engine (engine.ts) right after the world is built, never changed after.
   */
  northfield: SpecialRule | null = null;
  acc: Float64Array = new Float64Array(0);
  log: string[] | null = null;
  stream!: Stream;

  /**
   * Allocates every column for `setup` (n characters, `maxW` weapon slots each, the map's cells)
   * and the tables derived from the setup and the map, once; {@link resetWorld} then starts each trial.
   * @param setup the compiled scenario
   * @param agents one agent per character, in character order
   * @throws Error when `agents` does not hold one agent per character
   */
  constructor(setup: SkirmishSetup, agents: readonly SkirmishAgent[]) {
    const cs = setup.characters;
    super(
      cs.map((c) => c.side),
      setup.sides.map((s) => s.members.length),
      Math.max(1, ...cs.map((c) => c.weapons.length)),
      setup.map.width * setup.map.height,
    );
    this.setup = setup;
    // The rule system's door, window and stairs costs at the map's scale, once: the engine's walk
    // charges them (N18); the path fields (agents and engine) plan with the same costs but a
    // window, which ends the move, dearer by half a run (routeCosts, S29).
    const costs = terrainCosts(setup.scale);
    this.map = compileMap(setup.map, routeCosts(setup.scale));
    this.downhill = new Array<Int8Array | undefined>(this.map.cells);
    this.horseDownhill = new Array<Int8Array | undefined>(this.map.cells);
    this.detour = new Detour(this.map);
    this.layout = skirmishLayout(setup);
    const n = this.n;
    const maxW = this.maxW;
    this.agents = [...agents];
    if (this.agents.length !== n) throw new Error(`SkirmishEngine: ${this.agents.length} agents for ${n} characters`);
    this.hit = HIT_MODIFIERS[setup.variant.reading];
    this.mods = rateModifiers(setup.variant.reading);

    const i32 = (f: (i: number) => number): Int32Array => Int32Array.from({ length: n }, (_, i) => f(i));
    const u8 = (f: (i: number) => number): Uint8Array => Uint8Array.from({ length: n }, (_, i) => f(i));
    const c = (i: number) => cs[i]!;
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
    this.taskPlace = taskPlaces(this.map, cs);

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
    this.wLaunched = ws((w) => w.launched, Uint8Array) as Uint8Array;
    this.wLongArm = ws((w) => w.longArm, Uint8Array) as Uint8Array;
    this.wSpread = ws((w) => w.spread, Int32Array) as Int32Array;
    this.wStrike = ws((w) => w.strike, Int32Array) as Int32Array;
    this.wMisfire = ws((w) => w.misfireRow, Int32Array) as Int32Array;
    this.wMod = ws((w) => w.weaponModifier, Int32Array) as Int32Array;
    this.wBuffalo = ws((w) => w.buffaloGun, Uint8Array) as Uint8Array;
    this.wBands = new Float64Array(slots * 4);
    this.wWoundsPerHit = new Float64Array(slots * 4);
    this.wRangeMod = new Int32Array(slots * 4);
    for (let slot = 0; slot < slots; slot++) for (let b = 0; b < 4; b++) this.wRangeMod[slot * 4 + b] = this.mods.range[b]!;
    cs.forEach((ch, i) =>
      ch.weapons.forEach((w, k) => {
        for (let b = 0; b < 4; b++) {
          this.wRangeMod[(i * maxW + k) * 4 + b] = w.rangeModifiers[b]!;
          this.wBands[(i * maxW + k) * 4 + b] = Math.ceil(w.bands[b]! / setup.scale);
          this.wWoundsPerHit[(i * maxW + k) * 4 + b] = w.woundsPerHit[b]!;
        }
      }),
    );

    this.woundPts = new Int32Array(n);
    this.worst = new Uint8Array(n * 9);
    this.lamedNow = new Uint8Array(n);
    this.legWounds = new Uint8Array(n);
    this.otherSerious = new Uint8Array(n);
    this.dangerBands = new Int32Array(n).fill(-1);
    this.dangerAt = new Int32Array(n);
    this.horseWounds = new Int32Array(n);
    this.horseMoving = new Uint8Array(n);
    this.mountedNow = new Uint8Array(n);
    this.turnOneBonus = new Int32Array(n);
    this.rate = new Uint8Array(n);
    this.offHand = new Int32Array(n);
    this.spare = new Int32Array(slots);
    this.jammedUntil = new Int32Array(slots);
    this.gone = new Uint8Array(slots);
    this.firedAt = new Int32Array(n);
    this.aimedAt = new Int32Array(n);
    this.firedNow = new Int32Array(n);
    this.aimedNow = new Int32Array(n);
    this.lastAttacker = new Int32Array(n);
    this.awareOf = new Uint8Array(n * n);
    this.awareCount = new Int32Array(n);
    this.lastSeen = new Int32Array(n * n);
    this.memory = new ObserverMemory(n);
    this.brawlOpp = new Int32Array(n);
    this.holding = new Int32Array(n);
    this.heldBy = new Int32Array(n);
    this.holdKind = new Uint8Array(n);
    this.nextMod = new Int32Array(n);
    this.nextModNow = new Int32Array(n);
    this.helplessFrom = new Int32Array(n);
    this.helplessUntil = new Int32Array(n);
    this.halfFrom = new Int32Array(n);
    this.halfUntil = new Int32Array(n);
    this.broken = new Uint8Array(n);
    this.tasksDone = new Int32Array(n);
    this.action = new Uint8Array(n);
    this.moraleDue = new Uint8Array(n);
    this.sideHalfChecked = new Uint8Array(setup.sides.length);
    this.order = new Int32Array(n);
    this.key = new Float64Array(n);
    this.fireTarget = new Int32Array(n);
    this.fireTarget2 = new Int32Array(n);
    this.fireTarget3 = new Int32Array(n);
    this.fireShots = new Int32Array(n);
    this.fireDeclared = new Int32Array(n);
    this.fireWeapon = new Int32Array(n);
    this.fireHip = new Uint8Array(n);
    this.fireBase = new Int32Array(n);
    this.pending = new Uint8Array(n);
    this.group = new Int32Array(n);
    this.speed = new Float64Array(n);
    this.speedStale = new Uint8Array(n);
    this.outInGroup = new Int32Array(n);
    this.fireBaseOff = new Int32Array(n);
    this.victory = new Victory(setup.victory, setup.sides, this.map.places, n, setup.characters.map((c) => c.name));

    const exits = exitCells(this.map);
    const leader = u8((i) => c(i).leader);
    this.cellX = this.map.cellX;
    this.cellY = this.map.cellY;
    this.offsetKey = this.map.offsetKey;
    this.offsetCentre = this.map.offsetCentre;
    this.offsetDistance = this.map.offsetDistance;
    this.offsetSize = this.offsetDistance.length;
    this.arcByOffset = arcTable(this.map, true);
    this.frontByOffset = arcTable(this.map, false);
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
      for (let off = 0; off < this.offsetSize; off++) this.bandByOffset[base + off] = bandOf(this, slot, this.offsetDistance[off]!);
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
          const chance = (this.wThrown[slot] === 1 || this.wLaunched[slot] === 1 ? this.throwing[j]! : this.bac[j]!) + this.wRangeMod[slot * 4 + band]! + this.wMod[slot]!;
          const p = chance <= 0 ? 0 : chance >= 100 ? 1 : chance / 100;
          this.dangerTable[(slot * (dangerShots + 1) + shots) * 4 + band] = shots * p * this.wWoundsPerHit[slot * 4 + band]! * EXPECTED_STRENGTH_PER_WOUND;
        }
      }
    }
    // S3's arc and the danger estimates, as core's observation tables (sim/observe.ts).
    this.observation = { arc: this.arcByOffset, arcSize: this.offsetSize, threatBands: this.dangerBands, bandByOffset: this.bandByOffset, threatTable: this.dangerTable, threatAt: this.dangerAt };
    this.stepOffset = Int32Array.from({ length: 8 }, (_, d) => DIAG[2 * d + 1]! * this.map.width + DIAG[2 * d]!);
    // One observation per character, its static parts (weapons, parameters) filled once.
    this.obsOf = cs.map(
      (ch, i): SkirmishObservation =>
        newObservation({
          self: i,
          map: this.map,
          side: this.sideOf,
          enemies: this.enemiesOf[this.sideOf[i]!],
          up: this.upNow,
          status: this.status,
          leader,
          riding: this.mounted,
          horseAt: this.horseCell,
          carrying: this.passenger,
          carriedBy: this.carrier,
          weaponSlots: maxW,
          weaponCount: ch.weapons.length,
          capacity: Int32Array.from({ length: maxW }, (_, w) => ch.weapons[w]?.capacity ?? 0),
          rateOfFire: Int32Array.from({ length: maxW }, (_, w) => ch.weapons[w]?.rateOfFire ?? 0),
          bands: Float64Array.from({ length: maxW * 4 }, (_, k) => Math.ceil((ch.weapons[k >> 2]?.bands[k & 3] ?? 0) / setup.scale)),
          thrown: Uint8Array.from({ length: maxW }, (_, w) => ch.weapons[w]?.thrown ?? 0),
          firearm: Uint8Array.from({ length: maxW }, (_, w) => ch.weapons[w]?.firearm ?? 0),
          longArm: Uint8Array.from({ length: maxW }, (_, w) => ch.weapons[w]?.longArm ?? 0),
          strength: ch.str,
          params: ch.params,
          exits,
          itemCell: this.itemCell,
        }),
    );
    // The map's scale: Northfield's 12-foot squares halve movement and its costs, fractions up.
    const sc = setup.scale;
    const scaled = (spaces: number): number => Math.ceil(spaces / sc);
    this.footSpaces = Int32Array.from(FOOT_RATE_SPACES, scaled);
    this.mountedSpaces = Int32Array.from(MOUNTED_RATE_SPACES, scaled);
    this.doorCost = costs.door;
    this.windowCost = costs.window;
    this.stairsCost = costs.stairs;
    this.mountCost = 2 * scaled(MOUNT_COST / 2);
    this.pickUpCost = 2 * scaled(PICK_UP_COST / 2);
  }
}

/**
 * Starts a trial: every per-trial column back to the scenario's start (positions, facings, horses,
 * weapons in hand and rounds, items on the map; no wounds, holds, stuns, aims, counts), the caches
 * kept with them (`occupancy`, `upNow`, `lamedNow`, the danger cache) made right. Draws no dice.
 */
export function resetWorld(world: SkirmishWorld): void {
  const cs = world.setup.characters;
  const maxW = world.maxW;
  // Plain loops: on arrays this small they beat a native fill() call per column.
  const n = world.n;
  // The neutral columns: everyone up, no occupancy counts, no casualties.
  resetSimWorld(world);
  world.lastBrawlTurn = 0;
  world.fireGroup = 0;
  for (let i = 0; i < n; i++) {
    world.outInGroup[i] = -1;
    world.lamedNow[i] = 0;
    world.woundPts[i] = 0;
    world.horseWounds[i] = 0;
    world.horseStr[i] = cs[i]!.horseStrength;
    world.carrier[i] = -1;
    world.passenger[i] = -1;
    world.horseMoving[i] = 0;
    world.mountedNow[i] = 0;
    world.rate[i] = RATE_STILL;
    world.firedAt[i] = -1;
    world.aimedAt[i] = -1;
    world.firedNow[i] = -1;
    world.aimedNow[i] = -1;
    world.lastAttacker[i] = -1;
    world.awareCount[i] = 0;
    world.brawlOpp[i] = -1;
    world.holding[i] = -1;
    world.heldBy[i] = -1;
    world.holdKind[i] = HOLD_NONE;
    world.nextMod[i] = 0;
    world.nextModNow[i] = 0;
    world.helplessFrom[i] = 0;
    world.helplessUntil[i] = 0;
    world.halfFrom[i] = 0;
    world.halfUntil[i] = 0;
    world.broken[i] = 0;
    world.tasksDone[i] = 0;
    world.moraleDue[i] = 0;
    world.turnOneBonus[i] = 0;
    world.horseCell[i] = -1;
  }
  for (let k = 0; k < world.itemCell.length; k++) world.itemCell[k] = world.setup.items[k]!.cell;
  for (let k = 0; k < world.worst.length; k++) world.worst[k] = 0;
  world.legWounds.fill(0);
  world.otherSerious.fill(0);
  for (let k = 0; k < world.lastSeen.length; k++) world.lastSeen[k] = -1;
  world.awareOf.fill(0);
  resetObserverMemory(world.memory);
  world.victory.reset();
  for (let k = 0; k < world.gone.length; k++) {
    world.gone[k] = 0;
    world.jammedUntil[k] = 0;
  }
  for (let s = 0; s < world.sideHalfChecked.length; s++) world.sideHalfChecked[s] = 0;
  for (let i = 0; i < n; i++) {
    const c = cs[i]!;
    startAt(world, i, c.cell);
    world.facing[i] = c.facing;
    world.mounted[i] = c.mounted;
    world.inHand[i] = c.drawn === 1 && c.weapons.length > 0 ? 0 : -1;
    // Two guns (S9): the second pistol of the list in the other hand.
    let off = -1;
    if (c.twoGuns === 1) {
      for (let w = 1; w < c.weapons.length; w++) {
        const wt = c.weapons[w]!;
        if (wt.firearm === 1 && wt.longArm === 0 && wt.launched === 0) {
          off = w;
          break;
        }
      }
    }
    world.offHand[i] = c.drawn === 1 ? off : -1;
    for (let w = 0; w < c.weapons.length; w++) {
      world.loaded[i * maxW + w] = c.weapons[w]!.loaded;
      world.spare[i * maxW + w] = c.weapons[w]!.spare;
      // The scenario's items: not his until he picks one up.
      if (w >= c.carried) world.gone[i * maxW + w] = 1;
    }
    refreshDanger(world, i);
  }
  for (let i = 0; i < n; i++) world.horseCell[i] = cs[i]!.horseAt;
}

/** The first range band of weapon `slot` whose upper bound `d` spaces does not exceed, or -1 (tabulated in `bandByOffset`). */
export function bandOf(world: SkirmishWorld, slot: number, d: number): number {
  const o = slot * 4;
  for (let b = 0; b < 4; b++) if (d <= world.wBands[o + b]!) return b;
  return -1;
}

/**
 * Notes that `by` has shot at (hit or not) or struck `t`: `by` is t's last attacker, and t is aware
 * of him from now on, wherever he stands and whatever t faces (boot-hill-rulebook.txt, TARGET
 * SELECTION: "he may shoot at any target of whose location he is aware. This includes any person
 * firing at that character, even if the character has his back turned"; RULINGS.md S3).
 */
export function noteAttacker(world: SkirmishWorld, t: number, by: number): void {
  world.lastAttacker[t] = by;
  const k = t * world.n + by;
  if (world.awareOf[k] === 0) {
    world.awareOf[k] = 1;
    world.awareCount[t] = world.awareCount[t]! + 1;
  }
}

/**
 * Refreshes j's danger cache, the agents' danger estimate of him (`SkirmishObservation.danger`):
 * expected strength points per turn he could inflict on a target at each range band of the
 * weapon in hand, min(rate of fire, loaded) shots x hit chance at the band x wounds per hit x
 * strength per wound (`dangerTable`); none unarmed or empty (or beyond extreme range, as
 * observe.ts reads it). Called whenever his weapon in hand, or its rounds, change; a change is
 * logged with core's `touchThreat` (the observations' dangers of him are then recomputed).
 */
export function refreshDanger(world: SkirmishWorld, j: number): void {
  const w = world.inHand[j]!;
  const slot = j * world.maxW + w;
  const bands = world.dangerBands[j]!;
  const at = world.dangerAt[j]!;
  if (w < 0 || world.loaded[slot]! <= 0 || world.gone[slot] === 1) {
    world.dangerBands[j] = -1;
  } else {
    world.dangerBands[j] = world.wBandBase[slot]!;
    const shots = Math.min(world.wRof[slot]!, world.loaded[slot]!);
    world.dangerAt[j] = (slot * (world.dangerShots + 1) + shots) * 4;
  }
  // A new danger changes j's danger in every observation (core's incremental observeOthers).
  if (world.dangerBands[j] !== bands || (bands >= 0 && world.dangerAt[j] !== at)) touchThreat(world, j);
}

/** i leaves every hold (held or holding) and every brawl, and nobody brawls him any more. */
export function releaseBrawl(world: SkirmishWorld, i: number): void {
  const h = world.holding[i]!;
  if (h >= 0) {
    world.heldBy[h] = -1;
    world.holdKind[h] = HOLD_NONE;
    world.holding[i] = -1;
  }
  const by = world.heldBy[i]!;
  if (by >= 0) {
    world.holding[by] = -1;
    world.heldBy[i] = -1;
  }
  world.holdKind[i] = HOLD_NONE;
  world.brawlOpp[i] = -1;
  for (let j = 0; j < world.n; j++) if (world.brawlOpp[j] === i) world.brawlOpp[j] = -1;
}

/**
 * A leg wound or a serious wound limits movement (WOUND CHART movement effects), from i's worst
 * wounds; kept in `lamedNow` whenever they change.
 */
export function woundsLame(world: SkirmishWorld, i: number): boolean {
  const o = i * 9;
  for (let l = 0; l < 9; l++) if (world.worst[o + l]! === 2 || (world.worst[o + l]! === 1 && (l === L_LEFT_LEG || l === L_RIGHT_LEG))) return true;
  return false;
}

/** i takes his weapon `w` (index in his list; -1: nothing) in his gun hand; keeps the danger cache. */
export function setInHand(world: SkirmishWorld, i: number, w: number): void {
  world.inHand[i] = w;
  refreshDanger(world, i);
}

/** Sets the rounds loaded in i's weapon `w` (index in his list) to `rounds`; keeps the danger cache. */
export function setRounds(world: SkirmishWorld, i: number, w: number, rounds: number): void {
  world.loaded[i * world.maxW + w] = rounds;
  refreshDanger(world, i);
}

/**
 * Marks i's weapon `w` (index in his list) not his to use (`gone` 1: lost, thrown, an item still
 * lying, a Northfield citizen's weapon not found yet) or his again (0); keeps the danger cache.
 */
export function setWeaponGone(world: SkirmishWorld, i: number, w: number, gone: number): void {
  world.gone[i * world.maxW + w] = gone;
  refreshDanger(world, i);
}

/** Marks i broken (1: his morale failed, he makes for the map's edge, S6) or not (0). */
export function setBroken(world: SkirmishWorld, i: number, broken: number): void {
  world.broken[i] = broken;
}

/**
 * Records a wound of `level` (1 light, 2 serious) at WOUND CHART location `loc` (0..8) on `t`:
 * `worst` keeps the worst wound per location, and `lamedNow` is kept with it ({@link woundsLame});
 * a wound that reduces movement is counted in `legWounds` or `otherSerious`.
 */
export function worsenWound(world: SkirmishWorld, t: number, loc: number, level: number): void {
  if (loc === L_LEFT_LEG || loc === L_RIGHT_LEG) world.legWounds[t] = world.legWounds[t]! + 1;
  else if (level === 2) world.otherSerious[t] = world.otherSerious[t]! + 1;
  if (level > world.worst[t * 9 + loc]!) {
    world.worst[t * 9 + loc] = level;
    world.lamedNow[t] = woundsLame(world, t) ? 1 : 0;
  }
}

/** Insertion sort of `order[0..count)` by `key` (ascending or descending), stable. */
export function sortOrder(world: SkirmishWorld, count: number, ascending: boolean): void {
  const o = world.order;
  const key = world.key;
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

/** Character i's name (logs). */
export function nameOf(world: SkirmishWorld, i: number): string {
  return world.setup.characters[i]!.name;
}

/** A cell as "(x,y)" (logs). */
export function xy(world: SkirmishWorld, cell: number): string {
  return cellXY(world.map, cell);
}

/** One line on i's state for the replay log: cell, facing, strength, status, weapon. */
export function describe(world: SkirmishWorld, i: number): string {
  const w = world.inHand[i]!;
  const weapon = w < 0 ? 'empty-handed' : `${world.setup.characters[i]!.weapons[w]!.code} ${world.loaded[i * world.maxW + w]} loaded`;
  return `${nameOf(world, i)} at ${xy(world, world.cell[i]!)} facing ${'N NE E SE S SW W NW'.split(' ')[world.facing[i]!]}, STR ${world.str[i]! - world.woundPts[i]!}/${world.str[i]}, ${STATUS_NAMES[world.status[i]!]}${world.mounted[i] === 1 && world.status[i] === ST_UP ? ', mounted' : ''}, ${weapon}`;
}

/** True if cells `a` and `b` are the same or neighbours (Chebyshev distance 1 or less). */
export function withinOne(world: SkirmishWorld, a: number, b: number): boolean {
  return Math.abs(world.cellX[a]! - world.cellX[b]!) <= 1 && Math.abs(world.cellY[a]! - world.cellY[b]!) <= 1;
}

/**
 * The sight arcs of `map`'s offsets (S3), indexed `f * size + offset` (`size` =
 * `map.offsetDistance.length`, offsets as `map.offsetDistance`): 1 where a cell at that offset is
 * inside the 90-degree arc of observation of a figure facing `f` (the angle between the facing and
 * the line to it at most 45 degrees), or, with `near`, within one space of him.
 */
function arcTable(map: GameMap, near: boolean): Uint8Array {
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
        const close = near && dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1;
        arc[f * size + off] = close || (fx * dx + fy * dy) * norm >= SQRT1_2 * map.offsetDistance[off]! - 1e-9 ? 1 : 0;
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
