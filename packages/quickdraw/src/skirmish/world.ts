/**
 * The state of a Quick on the Draw skirmish: core's neutral columns ({@link SimWorld}) and the
 * system's own, one typed array per fact, allocated once per engine and reset each trial
 * ({@link resetQdWorld}). The phase functions (cards.ts, rolls.ts, movement.ts, shooting.ts,
 * fighting.ts, effects.ts) read and write these columns; nothing here draws a die.
 *
 * Cards (REEL 1, FILMING THE ACTION; REEL 2, CHARACTER TYPE): `cardsMax` by type, less the cards
 * lost for good to lethal hits (`lethal`) and those knocked out by blunt hits until he comes
 * round (`ko`); the pack of a phase holds the cards left (`cardsMax - lethal - ko`) and the two
 * jokers. `toCome` counts his cards still to be turned this phase; `void` those of them already
 * taken away (a hit, a Cut!, a response) that are skipped when turned (RULINGS.md QR-3).
 */
import type { Stream } from '@deadeye/rng';
import {
  compileMap,
  resetSimWorld,
  SimWorld,
  STATUS_UP,
  Victory,
  emptyIntent,
  newObservation,
  type GameMap,
  type SkirmishAgent,
  type SkirmishIntent,
  type SkirmishObservation,
} from '@deadeye/core';
import { RELOAD_AFTER_USE, TRAIT, type QdSetup } from './setup.ts';

/** The red and black jokers in the pack (card owners are character indices >= 0). */
export const RED_JOKER = -1;
export const BLACK_JOKER = -2;

/** What the QotD-only accumulator section counts, cell by cell (accumulator.ts reads them back). */
export const Q_LETHAL_HITS = 0;
export const Q_BLUNT_HITS = 1;
export const Q_COURAGE_TESTS = 2;
/** Courage outcomes by band, 4 cells: 1, 2-4, 5-9, 10. */
export const Q_COURAGE_BAND = 3;
export const Q_RED_JOKERS = 7;
export const Q_BLACK_JOKERS = 8;
export const Q_CUTS = 9;
export const Q_CUT_SAVED = 10;
export const Q_FORCED_RELOADS = 11;
export const Q_MISFIRES = 12;
export const Q_JAMS = 13;
export const Q_RELOAD_TESTS = 14;
export const Q_HOLDS = 15;
export const Q_RESPONSES = 16;
export const Q_CAME_ROUND = 17;
export const Q_GRAZES = 18;
export const Q_NEAR_MISSES = 19;
export const Q_BULLS_EYES = 20;
export const Q_DEADLY_RIPOSTES = 21;
export const Q_FLED = 22;
export const Q_LUCKY = 23;
export const Q_PHASES = 24;
/** Per character after the global cells: lethal cards lost, blunt cards lost (sums over trials). */
export const Q_GLOBAL = 25;
export const Q_PER_CHARACTER = 2;
/** The duel's cells (SHOOTOUTS): a shot first, b shot first, simultaneous, a first and won, b first and won, both down. */
export const Q_DUEL = 6;

/**
 * The world of one engine: `setup`'s characters on its map. Columns are public for the phase
 * functions; write `cell` and `status` only through core's `placeAt` and `setStatus` (or
 * {@link takeOut}).
 */
export class QdWorld extends SimWorld {
  readonly setup: QdSetup;
  readonly map: GameMap;
  readonly victory: Victory;
  readonly agents: readonly SkirmishAgent[];
  /** The trial's stream (set each trial by the engine). */
  stream!: Stream;
  /** The accumulator being filled, and where the system's own section starts in it. */
  acc!: Float64Array;
  qAt = 0;
  /** One log line per event during a replay, else null. */
  log: string[] | null = null;

  // --- Cards.
  readonly cardsMax: Int8Array;
  readonly lethal: Int8Array;
  readonly ko: Int8Array;
  readonly toCome: Int8Array;
  readonly void: Int8Array;
  /** The pack of the phase: owners (character index, or a joker) in turning order, `packLen` of them. */
  readonly pack: Int32Array;
  packLen = 0;
  /** 1: the next card turned follows the red joker, 2: the black one (0 none). */
  joker = 0;
  /** The joker that applies to the card being played (0, 1 red, 2 black), read by the first test of the card. */
  readonly jokerOn: Int8Array;

  // --- Holding, Cut!, luck.
  readonly holding: Uint8Array;
  readonly heldThisPhase: Uint8Array;
  readonly cutLeft: Uint8Array;
  readonly luckLeft: Int8Array;

  // --- Stance until his next card.
  readonly drawn: Uint8Array;
  readonly dropped: Uint8Array;
  readonly prone: Uint8Array;
  readonly evading: Uint8Array;
  readonly movingQuickly: Uint8Array;
  readonly movedThisCard: Uint8Array;
  /** Moves made this phase (a second or later move uses reduced dice: REEL 3). */
  readonly movesThisPhase: Int8Array;
  readonly aimingAt: Int32Array;
  readonly allOutDv: Uint8Array;
  readonly blocking: Uint8Array;
  readonly backFoot: Uint8Array;
  readonly defenceless: Uint8Array;
  readonly ducked: Uint8Array;
  readonly broken: Uint8Array;
  readonly kod: Uint8Array;
  readonly mightyUsed: Uint8Array;
  readonly allOutUsed: Uint8Array;
  /** Opponent in close combat, or -1; `reachWon` 1 once the shorter reach has scored (the longer reach's edge is lost). */
  readonly engaged: Int32Array;
  readonly reachWon: Uint8Array;
  /** Per weapon slot (`i * maxW + w`): 1 while the weapon is jammed (rounds loaded are core's `loaded`: barrels for after-use weapons, else 1 until a 1 empties it). */
  readonly jammed: Uint8Array;
  readonly lastAttacker: Int32Array;
  readonly lastTarget: Int32Array;
  /** A courage test of 10 gives a free action against this character (-1 none): the engine plays it after the action in hand. */
  readonly pendingFree: Int32Array;
  /** A Fearsome enemy newly in sight: the courage test he takes at his next card (-1 none). */
  readonly pendingCourage: Int32Array;
  /** The respond order of his last card (`SkirmishIntent.respond`), and the defence he asked (`DEFEND_*`). */
  readonly respondOrder: Uint8Array;
  readonly defenceOrder: Uint8Array;
  /** The Cut! order of his current action (`SkirmishIntent.cut`). */
  readonly cutOrder: Uint8Array;
  /** His roll responding to an opponent drawing, and 1 if he drew to respond (for the hasty rule). */
  readonly respondRoll: Int8Array;
  readonly drewToRespond: Uint8Array;
  /** The phase he last shot in (an enemy who has shot is located: RULINGS.md QR-12). */
  readonly actedPhase: Int32Array;
  /** Start of the weapons block of the accumulator (core layout). */
  weaponCells = 0;
  /** Enemies ever seen, `i * n + j` (a new enemy coming into sight calls for a reaction test: RULINGS.md QR-12). */
  readonly seen: Uint8Array;
  /** Enemies i has not seen yet this trial as of his last observation, or -1 (not counted since the trial began): 0 spares the look for new ones (`seen` only ever goes from 0 to 1 in a trial). */
  readonly unseenLeft: Int32Array;
  readonly mustReact: Uint8Array;
  /**
   * What i's observation of the others (engine.ts `observe`: core's observeOthers) was last
   * computed from: core's `version` (-1: not yet this trial), his facing and his last attacker.
   * While all three are unchanged the observation still holds and is not computed again.
   */
  readonly observedAt: Int32Array;
  readonly observedFacing: Int32Array;
  readonly observedAttacker: Int32Array;
  /** The first character to draw and shoot this trial (-1 none), and the phase of it. */
  firstDrawer = -1;
  /** The duel: who shot first (0 a, 1 b, 2 simultaneous, -1 not yet). */
  duelFirst = -1;

  // --- Agents.
  readonly obs: readonly SkirmishObservation[];
  readonly intent: SkirmishIntent = emptyIntent();
  readonly lastSeen: Int32Array;
  /** Scratch for line cells and cover searches. */
  readonly scratch: Int32Array;

  constructor(setup: QdSetup, agents: readonly SkirmishAgent[]) {
    const cs = setup.characters;
    const map = compileMap(setup.map);
    const maxW = Math.max(1, ...cs.map((c) => c.weapons.length));
    super(
      cs.map((c) => c.side),
      setup.sides.map((s) => s.members.length),
      maxW,
      map.cells,
    );
    if (agents.length !== cs.length) throw new Error(`QdWorld: ${cs.length} characters need ${cs.length} agents, got ${agents.length}`);
    const n = cs.length;
    this.setup = setup;
    this.map = map;
    this.agents = agents;
    const places = new Map<string, Int32Array>();
    for (const [name, cells] of map.places) places.set(name, cells);
    this.victory = new Victory(setup.victory, setup.sides, places, n);
    this.cardsMax = Int8Array.from(cs, (c) => c.cards);
    this.lethal = new Int8Array(n);
    this.ko = new Int8Array(n);
    this.toCome = new Int8Array(n);
    this.void = new Int8Array(n);
    this.pack = new Int32Array(cs.reduce((s, c) => s + c.cards, 0) + 2);
    this.jokerOn = new Int8Array(n);
    this.holding = new Uint8Array(n);
    this.heldThisPhase = new Uint8Array(n);
    this.cutLeft = new Uint8Array(n);
    this.luckLeft = new Int8Array(n);
    this.drawn = new Uint8Array(n);
    this.dropped = new Uint8Array(n);
    this.prone = new Uint8Array(n);
    this.evading = new Uint8Array(n);
    this.movingQuickly = new Uint8Array(n);
    this.movedThisCard = new Uint8Array(n);
    this.movesThisPhase = new Int8Array(n);
    this.aimingAt = new Int32Array(n);
    this.allOutDv = new Uint8Array(n);
    this.blocking = new Uint8Array(n);
    this.backFoot = new Uint8Array(n);
    this.defenceless = new Uint8Array(n);
    this.ducked = new Uint8Array(n);
    this.broken = new Uint8Array(n);
    this.kod = new Uint8Array(n);
    this.mightyUsed = new Uint8Array(n);
    this.allOutUsed = new Uint8Array(n);
    this.engaged = new Int32Array(n);
    this.reachWon = new Uint8Array(n);
    this.jammed = new Uint8Array(n * maxW);
    this.lastAttacker = new Int32Array(n);
    this.lastTarget = new Int32Array(n);
    this.pendingFree = new Int32Array(n);
    this.pendingCourage = new Int32Array(n);
    this.respondOrder = new Uint8Array(n);
    this.defenceOrder = new Uint8Array(n);
    this.cutOrder = new Uint8Array(n);
    this.respondRoll = new Int8Array(n);
    this.drewToRespond = new Uint8Array(n);
    this.actedPhase = new Int32Array(n);
    this.seen = new Uint8Array(n * n);
    this.mustReact = new Uint8Array(n);
    this.unseenLeft = new Int32Array(n);
    this.observedAt = new Int32Array(n);
    this.observedFacing = new Int32Array(n);
    this.observedAttacker = new Int32Array(n);
    this.lastSeen = new Int32Array(n * n);
    this.scratch = new Int32Array(map.width + map.height + map.cells);
    this.obs = cs.map((_, i) => observationOf(this, i));
  }
}

/** A fresh observation for character `i` (core's newObservation: the static parts filled once; engine.ts fills the rest at each decision). */
function observationOf(world: QdWorld, i: number): SkirmishObservation {
  const c = world.setup.characters[i]!;
  const maxW = world.maxW;
  const exits: number[] = [];
  for (let k = 0; k < world.map.cells; k++) if (world.map.exit[k] === 1) exits.push(k);
  return newObservation({
    self: i,
    map: world.map,
    side: world.sideOf,
    up: world.upNow,
    status: world.status,
    leader: Uint8Array.from(world.setup.characters, (x) => x.leader),
    riding: world.mounted,
    weaponSlots: maxW,
    weaponCount: c.weapons.length,
    spare: Int32Array.from({ length: maxW }, (_, w) => (c.weapons[w]?.missile === 1 && c.weapons[w]?.thrown === 0 ? 99 : 0)),
    capacity: Int32Array.from({ length: maxW }, (_, w) => Math.max(1, c.weapons[w]?.capacity ?? 0)),
    rateOfFire: Int32Array.from({ length: maxW }, (_, w) => (c.weapons[w]?.missile === 1 ? 1 : 0)),
    reloadRate: Int32Array.from({ length: maxW }, (_, w) => (c.weapons[w]?.missile === 1 && c.weapons[w]?.thrown === 0 ? 99 : 0)),
    extremeRange: Float64Array.from({ length: maxW }, (_, w) => 2 * (c.weapons[w]?.range ?? 0)),
    // Bands for the doctrines (RULINGS.md QR-2): half the effective range, the effective range, 1.5 and 2 times it.
    bands: Float64Array.from({ length: maxW * 4 }, (_, k) => (c.weapons[k >> 2]?.range ?? 0) * [0.5, 1, 1.5, 2][k & 3]!),
    thrown: Uint8Array.from({ length: maxW }, (_, w) => c.weapons[w]?.thrown ?? 0),
    firearm: Uint8Array.from({ length: maxW }, (_, w) => (c.weapons[w]?.missile === 1 && c.weapons[w]?.thrown === 0 ? 1 : 0)),
    longArm: Uint8Array.from({ length: maxW }, (_, w) => c.weapons[w]?.shoulderArm ?? 0),
    params: c.params,
    exits: Int32Array.from(exits),
    cardsMax: c.cards,
    star: c.star,
  });
}

/** Starts a trial: everyone up in his start cell with all his cards, weapons loaded and holstered unless drawn. */
export function resetQdWorld(world: QdWorld): void {
  resetSimWorld(world);
  const cs = world.setup.characters;
  const n = world.n;
  for (let i = 0; i < n; i++) {
    const c = cs[i]!;
    world.cell[i] = c.cell;
    world.occupancy[c.cell] = world.occupancy[c.cell]! + 1;
    world.facing[i] = c.facing;
    world.mounted[i] = 0;
    world.inHand[i] = 0;
    world.lethal[i] = 0;
    world.ko[i] = 0;
    world.toCome[i] = 0;
    world.void[i] = 0;
    world.jokerOn[i] = 0;
    world.holding[i] = 0;
    world.heldThisPhase[i] = 0;
    world.cutLeft[i] = c.star;
    world.luckLeft[i] = (c.traits & TRAIT.lucky) !== 0 ? 4 : 0;
    world.drawn[i] = c.drawn;
    world.dropped[i] = 0;
    world.prone[i] = 0;
    world.evading[i] = 0;
    world.movingQuickly[i] = 0;
    world.movedThisCard[i] = 0;
    world.movesThisPhase[i] = 0;
    world.aimingAt[i] = -1;
    world.allOutDv[i] = 0;
    world.blocking[i] = 0;
    world.backFoot[i] = 0;
    world.defenceless[i] = c.surprise === 2 ? 1 : 0;
    world.ducked[i] = 0;
    world.broken[i] = 0;
    world.kod[i] = 0;
    world.mightyUsed[i] = 0;
    world.allOutUsed[i] = 0;
    world.engaged[i] = -1;
    world.reachWon[i] = 0;
    world.lastAttacker[i] = -1;
    world.lastTarget[i] = -1;
    world.pendingFree[i] = -1;
    world.pendingCourage[i] = -1;
    world.respondOrder[i] = 0;
    world.defenceOrder[i] = 0;
    world.cutOrder[i] = 0;
    world.respondRoll[i] = 0;
    world.drewToRespond[i] = 0;
    world.actedPhase[i] = 0;
    world.mustReact[i] = 0;
    world.observedAt[i] = -1;
    world.unseenLeft[i] = -1;
    for (let w = 0; w < world.maxW; w++) {
      const spec = c.weapons[w];
      world.jammed[i * world.maxW + w] = 0;
      // Rounds: after-use weapons count their barrels; the rest are "loaded" (1) until a 1 empties them.
      world.loaded[i * world.maxW + w] = spec === undefined ? 0 : spec.missile === 0 ? 0 : spec.reload === RELOAD_AFTER_USE ? Math.max(1, spec.capacity) : 1;
    }
    for (let j = 0; j < n; j++) {
      world.lastSeen[i * n + j] = cs[j]!.cell;
      world.seen[i * n + j] = 0;
    }
  }
  world.joker = 0;
  world.firstDrawer = -1;
  world.duelFirst = -1;
  world.victory.reset();
}


/** Cards he has in play now (those not lost for good nor knocked out). */
export function cardsLeft(world: QdWorld, i: number): number {
  return world.cardsMax[i]! - world.lethal[i]! - world.ko[i]!;
}

/** Display name of character `i`. */
export function nameOf(world: QdWorld, i: number): string {
  return world.setup.characters[i]!.name;
}

/**
 * Distance between the centres of cells `a` and `b`, spaces: the map's offset table (what
 * `GameMap.distance` returns), read inline so that the hot loops box no fraction.
 */
export function spaces(world: QdWorld, a: number, b: number): number {
  const map = world.map;
  return map.offsetDistance[map.offsetCentre + map.offsetKey[b]! - map.offsetKey[a]!]!;
}

/** `(x,y)` of a cell, for logs. */
export function xy(world: QdWorld, cell: number): string {
  return `(${world.map.cellX[cell]},${world.map.cellY[cell]})`;
}

/** Adds one to cell `k` of the system's section of the accumulator. */
export function count(world: QdWorld, k: number, by = 1): void {
  const at = world.qAt + k;
  world.acc[at] = world.acc[at]! + by;
}

/** True if `i` is up and acting (not knocked out). */
export function active(world: QdWorld, i: number): boolean {
  return world.status[i] === STATUS_UP && world.kod[i] === 0;
}
