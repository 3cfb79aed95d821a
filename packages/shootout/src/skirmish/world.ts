/**
 * The state of a Shootout! skirmish: core's neutral columns ({@link SimWorld}) and the system's
 * own, one typed array per fact, allocated once per engine and reset each trial
 * ({@link resetSoWorld}). The phase modules (command.ts, movement.ts, ranged.ts, saves.ts,
 * draw.ts, close-combat.ts, courage.ts) read and write these columns; nothing here draws a die.
 *
 * Per character: his factors (static), HTK left, pinned, how far he has moved this turn, hits
 * taken from ranged fire this turn, whether he has fired, the 1D6" movement once within 12" of a
 * visible enemy; per weapon slot (`i * maxW + w`, his ranged weapons carried, then one per
 * ranged item of the map: RULINGS.md SR-60): the weapon's numbers and the rounds loaded (core's
 * `loaded`), and whether it is his (`gone`); per item: where it lies (`itemCell`); per group:
 * command points left, the leader now, whether it has moved this turn.
 */
import type { Stream } from '@deadeye/rng';
import {
  cellXY,
  exitCells,
  taskPlaces,
  compileMap,
  emptyIntent,
  newObservation,
  resetSimWorld,
  SimWorld,
  STATUS_UP,
  Victory,
  type GameMap,
  type NorthfieldScenario,
  type SkirmishAgent,
  type SkirmishIntent,
  type SkirmishObservation,
  ObserverMemory,
  resetObserverMemory,
  Detour,
} from '@deadeye/core';
import { RIFLE_BUTT_WEAPONS } from '../character/weapon-words.ts';
import { COMMAND_RADIUS_INCHES, type SoRangedSpec, type SoSetup } from './setup.ts';

/** Rounds loaded in a weapon that never runs out (bows, thrown knives, spears): never spent. */
export const UNLIMITED = 999;

/** Range bands of the accumulator's weapon block: short, long (beyond short, up to the maximum), close combat. */
export const SO_BANDS = ['short', 'long', 'close combat'] as const;
export const BAND_SHORT = 0;
export const BAND_LONG = 1;
export const BAND_CLOSE = 2;

// What the Shootout!-only accumulator section counts, cell by cell (accumulator.ts reads them back).
/** Command points rolled, spent on moves inside the command radius, on moves outside it, on snapfire, on heavy reloads, and lost unspent. */
export const S_CP_ROLLED = 0;
export const S_CP_MOVE = 1;
export const S_CP_OUTSIDE = 2;
export const S_CP_SNAPFIRE = 3;
export const S_CP_RELOAD = 4;
export const S_CP_LOST = 5;
/** Figures moved, snapfires made, reloads made, heavy reloads wanted with no command point left. */
export const S_MOVES = 6;
export const S_SNAPFIRES = 7;
export const S_RELOADS = 8;
export const S_RELOAD_NO_POINT = 9;
/** Figures pinned down; courage tests of the pinned, and those passed. */
export const S_PINNED = 10;
export const S_PIN_TESTS = 11;
export const S_PIN_PASSED = 12;
/** Courage tests of men on foot to engage mounted men in the open, and passed; of men on foot engaged by mounted men, and passed. */
export const S_ENGAGE_TESTS = 13;
export const S_ENGAGE_PASSED = 14;
export const S_STAND_TESTS = 15;
export const S_STAND_PASSED = 16;
/** Draw!s, those with equal totals, those in which the faster killed his opponent before he could fire. */
export const S_DRAWS = 17;
export const S_DRAW_TIES = 18;
export const S_DRAW_FASTER_KILLED = 19;
/** Close combats fought (a figure's round against one enemy). */
export const S_CLOSE_ROUNDS = 20;
/** Nominations: a group's leader down (or none), another figure takes over. */
export const S_NOMINATED = 21;
/** Hits rolled, and saved, by band (short, long, close combat): 2 cells each. */
export const S_SAVES = 22;
/** Per character after the global cells: times pinned. */
export const S_GLOBAL = 28;
export const S_PER_CHARACTER = 1;

/**
 * The world of one engine: `setup`'s figures on its map. Columns are public for the phase
 * modules; write `cell` and `status` only through core's `placeAt` and `setStatus`. The columns
 * the constructor sets are `declare`d, as core's `SimWorld`'s (why: its comment; the street fight
 * x1.03).
 */
export class SoWorld extends SimWorld {
  declare readonly setup: SoSetup;
  declare readonly map: GameMap;
  /** Scratch of a walk round figures in the way (movement.ts `walk`, core `Detour`). */
  declare readonly detour: Detour;
  /** Per destination cell, the steps down its path field with nobody in the way (movement.ts `walk`; core `downhillSteps`). */
  declare readonly downhill: (Int8Array | undefined)[];
  declare readonly victory: Victory;
  declare readonly agents: readonly SkirmishAgent[];
  /** The trial's stream (set each batch by the engine). */
  stream!: Stream;
  /** The accumulator being filled, where its weapon block and the system's section start. */
  acc!: Float64Array;
  weaponCells = 0;
  soAt = 0;
  /** One log line per event during a replay, else null. */
  log: string[] | null = null;
  /** Inches per map space. */
  declare readonly ips: number;
  /** The command radius in spaces. */
  declare readonly radius: number;

  // --- Factors (static).
  declare readonly closeF: Int8Array;
  declare readonly rangedF: Int8Array;
  declare readonly speedF: Int8Array;
  declare readonly courageF: Int8Array;
  declare readonly leaderF: Int8Array;
  declare readonly htkMax: Int8Array;
  declare readonly groupOf: Int32Array;
  declare readonly hiredGun: Uint8Array;
  declare readonly indianOnFoot: Uint8Array;
  /**
   * Ranged weapon slots of each figure in use: those he carries, then one per ranged item of the
   * map (`carried[i] + item.slot`; `gone` until he picks it up), and per slot (`i * maxW + w`)
   * their numbers (setup.ts SoRangedSpec).
   */
  declare readonly rangedCount: Int32Array;
  /** Ranged weapons each figure carries at the start (his slots 0..carried-1). */
  declare readonly carried: Int32Array;
  /**
   * Weapons his observation shows (`weaponCount`): those he carries, and up to the last item he
   * picked up (the slots between show nothing: `gone`). Reset each trial to `carried`.
   */
  declare readonly shownCount: Int32Array;
  /** Cell of each item still lying on the map (the scenario's `items`), -1 once picked up; shared by every observation (`itemCell`). Reset each trial. */
  declare readonly itemCell: Int32Array;
  declare readonly wCls: Int32Array;
  declare readonly wDice: Int32Array;
  declare readonly wShort: Float64Array;
  declare readonly wMax: Float64Array;
  declare readonly wSplit: Uint8Array;
  declare readonly wAmmo: Int32Array;
  declare readonly wHeavy: Uint8Array;
  declare readonly wRevolver: Uint8Array;
  /** Close combat dice and weapon class: his own, or a better one picked up (items.ts; reset each trial). */
  declare readonly closeDice: Int32Array;
  declare readonly closeCls: Int32Array;
  /** Per weapon slot, 1 for a rifle (a Repeater Rifle or a Rifled Musket: the weapons that bring a Rifle Butt, SR-4). */
  declare readonly wButt: Uint8Array;

  // --- Per figure, this trial.
  declare readonly htk: Int8Array;
  declare readonly pinned: Uint8Array;
  /** 1 once within 12" of a visible enemy: his move is 1D6" + Speed for the rest of the game ("2. Move Troops"). */
  declare readonly closeQuarters: Uint8Array;
  /** 1 while his weapon in hand is holstered. */
  declare readonly holstered: Uint8Array;
  /** 1: failed the courage test after close combat with mounted men: he must move away this turn. */
  declare readonly mustWithdraw: Uint8Array;
  declare readonly lastAttacker: Int32Array;
  declare readonly lastTarget: Int32Array;
  /** The turn enemy j last fired at figure i (`i * n + j`), 0 never: a pinned figure "may only return fire". */
  declare readonly shotAt: Int32Array;
  /** Objective tasks done (the scenario's `place` task). */
  declare readonly tasksDone: Int32Array;
  /** The place of his objective task, or null. */
  declare readonly taskPlace: readonly (Int32Array | null)[];

  // --- The `northfield` special rule (skirmish/northfield.ts; RULINGS.md SR-67..).
  /**
   * The module, plugged in by the engine (null without the rule). The phases call its hooks
   * (mayMove, mayEnter, afterMove, mayLeave, declare, mayShootAt, coverBits, onTakeOut).
   */
  northfield: NorthfieldScenario | null = null;
  /** Figures allowed in one map space (1; 2 under Northfield: MOVEMENT, Stacking). */
  declare readonly stacking: number;
  /** Cell of each figure's horse standing riderless, -1 none (mounted, or no horse). */
  declare readonly horseCell: Int32Array;
  /** 1: failed the module's morale check and rides out (the observation's `broken`). */
  declare readonly nfBroken: Uint8Array;
  /** Per weapon slot, 1 while the weapon is face down (a Northfield citizen's, not found yet): not his to use. */
  declare readonly gone: Uint8Array;

  // --- Per figure, this turn.
  /** Half-spaces moved this turn, the path's length (0: stationary; doors', windows' and stairs' extra cost not counted: RULINGS.md SR-39). */
  declare readonly movedHalf: Int32Array;
  /** 1 once a command point has moved him this turn (a figure moves once a turn). */
  declare readonly moveDone: Uint8Array;
  /** Hits taken from ranged fire this turn (counted before saving throws): 2 or more pins him. */
  declare readonly hitsTaken: Int32Array;
  /** 1 once he has fired this turn (snapfire or ranged combat). */
  declare readonly fired: Uint8Array;
  /** His PHASE_MOVE intent: where, rate, the command urgency, close combat planned at (-1). */
  declare readonly wantTo: Int32Array;
  declare readonly wantRate: Int8Array;
  declare readonly urgency: Int32Array;
  declare readonly planClose: Int32Array;
  /** His PHASE_FIRE intent in the ranged combat phase: action, targets, Draw! call. */
  declare readonly fAction: Int32Array;
  declare readonly fTarget: Int32Array;
  declare readonly fTarget2: Int32Array;
  declare readonly fTarget3: Int32Array;
  declare readonly fDraw: Uint8Array;
  /** His task (`intent.task`, core TASK_*) when his action is `ACT_TASK`, else 0. */
  declare readonly intentTask: Int32Array;
  /** Whom he fights in close combat this turn, -1 nobody. */
  declare readonly closeWith: Int32Array;
  /** 1 if a mounted man fought him in close combat this turn. */
  declare readonly engagedByMounted: Uint8Array;
  /**
   * His courage test this turn to engage a mounted man in the open (RULINGS.md SR-51): 0 not
   * taken, 1 passed, 2 failed (he may engage no mounted man in the open this turn).
   */
  declare readonly engageTest: Uint8Array;
  /**
   * Each figure's cell, and 1 if he was up, at the start of the turn: who saw whom then (a clear
   * line between the two start cells, the target up) is read from them when a snapfire needs it
   * (engine.ts `seenAtStart`): snapfire is at a target not visible at the start of the turn.
   */
  declare readonly cellAtStart: Int32Array;
  declare readonly upAtStart: Uint8Array;

  // --- Groups.
  /** 1 per figure leading his group now (the observation's `leader`, shared). */
  declare readonly leaderNow: Uint8Array;
  declare readonly gPoints: Int32Array;
  declare readonly gLeader: Int32Array;
  declare readonly gMoved: Uint8Array;
  /** Initiative order of the groups this turn, and scratch keys. */
  declare readonly gOrder: Int32Array;
  declare readonly gKey: Int32Array;
  /** Scratch of the initiative's roll-offs (command.ts `rollOff`): the groups rolling, and each group's last roll. */
  declare readonly gTie: Int32Array;
  declare readonly gRoll: Int32Array;

  // --- Unsaved hits waiting to be applied together (simultaneous ranged and close combat).
  declare readonly pendTarget: Int32Array;
  declare readonly pendCell: Int32Array;
  pendLen = 0;

  // --- Agents.
  declare readonly obs: readonly SkirmishObservation[];
  readonly intent: SkirmishIntent = emptyIntent();
  /**
   * What each observer's view of the others was last computed from (core's incremental
   * `observeOthers`: only the rows of those who changed since are recomputed); reset each trial.
   */
  declare readonly memory: ObserverMemory;
  declare readonly lastSeen: Int32Array;

  constructor(setup: SoSetup, agents: readonly SkirmishAgent[]) {
    const cs = setup.characters;
    const map = compileMap(setup.map);
    const items = setup.items;
    const maxW = Math.max(1, ...cs.map((c) => c.ranged.length + setup.rangedItems));
    super(
      cs.map((c) => c.side),
      setup.sides.map((s) => s.members.length),
      maxW,
      map.cells,
    );
    const n = cs.length;
    if (agents.length !== n) throw new Error(`SoWorld: ${n} characters need ${n} agents, got ${agents.length}`);
    this.setup = setup;
    this.map = map;
    this.detour = new Detour(map);
    this.downhill = new Array<Int8Array | undefined>(map.cells);
    this.agents = agents;
    this.ips = setup.inchesPerSpace;
    this.radius = COMMAND_RADIUS_INCHES / setup.inchesPerSpace;
    const places = new Map<string, Int32Array>();
    for (const [name, cells] of map.places) places.set(name, cells);
    this.victory = new Victory(setup.victory, setup.sides, places, n, setup.characters.map((c) => c.name));
    this.closeF = Int8Array.from(cs, (c) => c.factors.close);
    this.rangedF = Int8Array.from(cs, (c) => c.factors.ranged);
    this.speedF = Int8Array.from(cs, (c) => c.factors.speed);
    this.courageF = Int8Array.from(cs, (c) => c.factors.courage);
    this.leaderF = Int8Array.from(cs, (c) => c.factors.leader);
    this.htkMax = Int8Array.from(cs, (c) => c.factors.htk);
    this.groupOf = Int32Array.from(cs, (c) => c.group);
    this.hiredGun = Uint8Array.from(cs, (c) => c.hiredGun);
    this.indianOnFoot = Uint8Array.from(cs, (c) => c.indianOnFoot);
    this.rangedCount = Int32Array.from(cs, (c) => c.ranged.length + setup.rangedItems);
    this.carried = Int32Array.from(cs, (c) => c.ranged.length);
    this.shownCount = Int32Array.from(cs, (c) => c.ranged.length);
    this.itemCell = Int32Array.from(items, (it) => it.cell);
    const slots = n * maxW;
    this.wCls = new Int32Array(slots);
    this.wDice = new Int32Array(slots);
    this.wShort = new Float64Array(slots).fill(-1);
    this.wMax = new Float64Array(slots);
    this.wSplit = new Uint8Array(slots);
    this.wAmmo = new Int32Array(slots);
    this.wHeavy = new Uint8Array(slots);
    this.wRevolver = new Uint8Array(slots);
    this.wButt = new Uint8Array(slots);
    // His carried weapons, then the ranged items (RULINGS.md SR-60).
    const rangedItems = items.flatMap((it) => (it.ranged === null ? [] : [it.ranged]));
    cs.forEach((c, i) =>
      [...c.ranged, ...rangedItems].forEach((w, k) => {
        const s = i * maxW + k;
        this.wCls[s] = w.cls;
        this.wDice[s] = w.dice;
        this.wShort[s] = w.shortRange;
        this.wMax[s] = w.maxRange;
        this.wSplit[s] = w.split;
        this.wAmmo[s] = w.ammo;
        this.wHeavy[s] = w.heavy;
        this.wRevolver[s] = w.revolver;
        this.wButt[s] = RIFLE_BUTT_WEAPONS.includes(w.id) ? 1 : 0;
      }),
    );
    this.closeDice = Int32Array.from(cs, (c) => c.close.dice);
    this.closeCls = Int32Array.from(cs, (c) => c.close.cls);
    this.htk = new Int8Array(n);
    this.pinned = new Uint8Array(n);
    this.closeQuarters = new Uint8Array(n);
    this.holstered = new Uint8Array(n);
    this.mustWithdraw = new Uint8Array(n);
    this.lastAttacker = new Int32Array(n);
    this.lastTarget = new Int32Array(n);
    this.shotAt = new Int32Array(n * n);
    this.tasksDone = new Int32Array(n);
    this.stacking = setup.stacking;
    this.horseCell = new Int32Array(n).fill(-1);
    this.nfBroken = new Uint8Array(n);
    this.gone = new Uint8Array(slots);
    this.taskPlace = taskPlaces(map, cs);
    this.movedHalf = new Int32Array(n);
    this.moveDone = new Uint8Array(n);
    this.hitsTaken = new Int32Array(n);
    this.fired = new Uint8Array(n);
    this.wantTo = new Int32Array(n);
    this.wantRate = new Int8Array(n);
    this.urgency = new Int32Array(n);
    this.planClose = new Int32Array(n);
    this.fAction = new Int32Array(n);
    this.fTarget = new Int32Array(n);
    this.fTarget2 = new Int32Array(n);
    this.fTarget3 = new Int32Array(n);
    this.fDraw = new Uint8Array(n);
    this.intentTask = new Int32Array(n);
    this.closeWith = new Int32Array(n);
    this.engagedByMounted = new Uint8Array(n);
    this.engageTest = new Uint8Array(n);
    this.cellAtStart = new Int32Array(n);
    this.upAtStart = new Uint8Array(n);
    const groups = setup.groups.length;
    this.leaderNow = new Uint8Array(n);
    this.gPoints = new Int32Array(groups);
    this.gLeader = new Int32Array(groups);
    this.gMoved = new Uint8Array(groups);
    this.gOrder = new Int32Array(groups);
    this.gKey = new Int32Array(groups);
    this.gTie = new Int32Array(groups);
    this.gRoll = new Int32Array(groups);
    // Each figure's dice at most once a phase against a figure, plus close combat: room for every die of the phase.
    let dice = 0;
    // A weapon picked up may have more dice than his own (items.ts).
    const itemDice = Math.max(0, ...rangedItems.map((w) => w.dice));
    const itemClose = Math.max(0, ...items.map((it) => it.close?.dice ?? 0));
    for (const c of cs) dice += Math.max(itemDice, ...c.ranged.map((w) => w.dice)) + Math.max(c.close.dice, itemClose);
    this.pendTarget = new Int32Array(Math.max(1, dice));
    this.pendCell = new Int32Array(Math.max(1, dice));
    this.lastSeen = new Int32Array(n * n);
    this.memory = new ObserverMemory(n);
    this.obs = cs.map((_, i) => observationOf(this, i));
  }
}

/** A fresh observation for figure `i` (core's newObservation: the static parts once; observe.ts fills the rest at each decision). */
function observationOf(world: SoWorld, i: number): SkirmishObservation {
  const c = world.setup.characters[i]!;
  const maxW = world.maxW;
  // His carried weapons, then the ranged items (shown once he holds one: `shownCount`, `gone`).
  const at = (w: number) => rangedSpecOf(world.setup, i, w);
  return newObservation({
    self: i,
    map: world.map,
    side: world.sideOf,
    enemies: world.enemiesOf[world.sideOf[i]!],
    up: world.upNow,
    status: world.status,
    leader: world.leaderNow,
    riding: world.mounted,
    horseAt: world.horseCell,
    weaponSlots: maxW,
    weaponCount: world.shownCount[i]!,
    // Rounds never run short for a reload ("Ammo before Reload": reloading fills the weapon).
    spare: Int32Array.from({ length: maxW }, (_, w) => (at(w) === undefined ? 0 : 99)),
    capacity: Int32Array.from({ length: maxW }, (_, w) => (at(w) === undefined ? 0 : at(w)!.ammo === 0 ? UNLIMITED : at(w)!.ammo)),
    // The combat dice: the doctrines ask min(rate of fire, loaded) shots, which the engine reads as dice.
    rateOfFire: Int32Array.from({ length: maxW }, (_, w) => at(w)?.dice ?? 0),
    reloadRate: Int32Array.from({ length: maxW }, (_, w) => (at(w) === undefined || at(w)!.ammo === 0 ? 0 : at(w)!.ammo)),
    extremeRange: Float64Array.from({ length: maxW }, (_, w) => at(w)?.maxRange ?? 0),
    // The doctrines' bands (RULINGS.md SR-61): short range (none: a third of the maximum), half the maximum, the maximum twice.
    bands: Float64Array.from({ length: maxW * 4 }, (_, k) => {
      const w = at(k >> 2);
      if (w === undefined) return 0;
      const b = k & 3;
      return b === 0 ? (w.shortRange >= 0 ? w.shortRange : w.maxRange / 3) : b === 1 ? w.maxRange / 2 : w.maxRange;
    }),
    thrown: Uint8Array.from({ length: maxW }, (_, w) => at(w)?.thrown ?? 0),
    firearm: Uint8Array.from({ length: maxW }, (_, w) => (at(w) === undefined || at(w)!.thrown === 1 ? 0 : 1)),
    longArm: Uint8Array.from({ length: maxW }, (_, w) => (at(w) === undefined || at(w)!.revolver === 1 || at(w)!.id === 'derringer' || at(w)!.thrown === 1 ? 0 : 1)),
    params: c.params,
    exits: exitCells(world.map),
    group: world.groupOf,
    speedFactor: world.speedF,
    holstered: world.holstered,
    commandRadius: world.radius,
    closeDice: c.close.dice,
    closeFactor: c.factors.close,
    rangedFactor: c.factors.ranged,
    hiredGun: c.hiredGun,
    splitDice: Uint8Array.from({ length: maxW }, (_, w) => at(w)?.split ?? 0),
    itemCell: world.itemCell,
  });
}

/**
 * Ranged weapon `w` of figure `i` (his weapon index): a carried one (`w < ranged.length`), else the
 * ranged item whose `slot` is `w - ranged.length` (RULINGS.md SR-60); undefined beyond.
 */
export function rangedSpecOf(setup: SoSetup, i: number, w: number): SoRangedSpec | undefined {
  const c = setup.characters[i]!;
  if (w < c.ranged.length) return c.ranged[w];
  const slot = w - c.ranged.length;
  for (const it of setup.items) if (it.slot === slot) return it.ranged ?? undefined;
  return undefined;
}

/**
 * Starts a trial: everyone up in his start cell with his HTK, weapons loaded, unpinned, with his
 * own close combat weapon; the map's items where they lie, none his; the groups led by their leaders.
 */
export function resetSoWorld(world: SoWorld): void {
  resetSimWorld(world);
  resetObserverMemory(world.memory);
  const cs = world.setup.characters;
  const n = world.n;
  const maxW = world.maxW;
  for (let i = 0; i < n; i++) {
    const c = cs[i]!;
    world.cell[i] = c.cell;
    world.occupancy[c.cell] = world.occupancy[c.cell]! + 1;
    world.facing[i] = c.facing;
    world.mounted[i] = c.mounted;
    world.inHand[i] = c.ranged.length > 0 ? 0 : -1;
    world.htk[i] = world.htkMax[i]!;
    world.pinned[i] = 0;
    world.closeQuarters[i] = 0;
    world.holstered[i] = c.holstered === 1 && c.ranged.length > 0 && c.ranged[0]!.revolver === 1 ? 1 : 0;
    world.mustWithdraw[i] = 0;
    world.lastAttacker[i] = -1;
    world.lastTarget[i] = -1;
    world.tasksDone[i] = 0;
    world.horseCell[i] = c.horseCell;
    world.nfBroken[i] = 0;
    world.movedHalf[i] = 0;
    world.moveDone[i] = 0;
    world.hitsTaken[i] = 0;
    world.fired[i] = 0;
    world.closeWith[i] = -1;
    world.engagedByMounted[i] = 0;
    world.engageTest[i] = 0;
    world.leaderNow[i] = 0;
    world.closeDice[i] = c.close.dice;
    world.closeCls[i] = c.close.cls;
    const carried = world.carried[i]!;
    world.shownCount[i] = carried;
    for (let w = 0; w < maxW; w++) {
      const s = i * maxW + w;
      world.loaded[s] = w < carried ? (world.wAmmo[s] === 0 ? UNLIMITED : world.wAmmo[s]!) : 0;
      // The map's items: not his until he picks one up (items.ts).
      world.gone[s] = w >= carried && w < world.rangedCount[i]! ? 1 : 0;
    }
    for (let j = 0; j < n; j++) {
      world.shotAt[i * n + j] = 0;
      world.lastSeen[i * n + j] = cs[j]!.cell;
    }
  }
  const items = world.setup.items;
  for (let k = 0; k < items.length; k++) world.itemCell[k] = items[k]!.cell;
  const gs = world.setup.groups;
  for (let g = 0; g < gs.length; g++) {
    world.gPoints[g] = 0;
    world.gLeader[g] = gs[g]!.leader;
    if (gs[g]!.leader >= 0) world.leaderNow[gs[g]!.leader] = 1;
    world.gMoved[g] = 0;
  }
  world.pendLen = 0;
  world.victory.reset();
}

/** Display name of figure `i`. */
export function nameOf(world: SoWorld, i: number): string {
  return world.setup.characters[i]!.name;
}

/** `(x,y)` of a cell, for logs. */
export function xy(world: SoWorld, cell: number): string {
  return cellXY(world.map, cell);
}

/** A distance in inches for logs (one decimal). */
export function inches(v: number): string {
  return `${Math.round(v * 10) / 10}"`;
}

/** Adds `by` to cell `k` of the system's section of the accumulator. */
export function count(world: SoWorld, k: number, by = 1): void {
  const at = world.soAt + k;
  world.acc[at] = world.acc[at]! + by;
}

/** How many figures have fired at `i` this turn (snapfire, Draw!, ranged combat: `shotAt`). */
export function attackersThisTurn(world: SoWorld, i: number): number {
  const n = world.n;
  let k = 0;
  for (let j = 0; j < n; j++) if (world.shotAt[i * n + j] === world.turn) k++;
  return k;
}

/** True if `i` is up. */
export function up(world: SoWorld, i: number): boolean {
  return world.status[i] === STATUS_UP;
}

/**
 * True in turn 1 for a figure the scenario gives surprise of at least `level` (1 surprised, 2
 * completely; RULINGS.md SR-85): surprised, he neither moves nor snapfires in turn 1 and is the
 * slower in a Draw!; completely surprised, he takes no ranged combat action either (and so no
 * Draw!, no close combat started).
 */
export function surprisedNow(world: SoWorld, i: number, level: number): boolean {
  return world.turn === 1 && world.setup.characters[i]!.surprise >= level;
}
