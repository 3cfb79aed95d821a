/**
 * The agent interface of scenario play (DESIGN.md principle 4: agents decide, engines resolve):
 * the one flat intent and observation an engine shares with its agents, made of the neutral part
 * (`./intent.ts`, `./observation.ts`) and BOOT HILL's (`./boothill.ts`). A later rule system adds
 * its own options interface here (its fields reset by {@link resetIntent}), so that every engine
 * and every agent keeps one object shape (V8 monomorphism) and nothing is allocated per decision.
 *
 * At each decision point the engine fills the deciding character's {@link SkirmishObservation}
 * (one per engine, overwritten: no allocation) and calls its agent with the observation, the
 * trial's random stream and a {@link SkirmishIntent} to fill. The agent reads only what its
 * character can observe; the engine applies the rules to whatever the agent asks, clamping what
 * the rules do not allow (no more shots than the rate of fire or the rounds loaded, no reload
 * after running, no target out of sight).
 *
 * Decision points, once per turn per character that is up (BOOT HILL TURN SEQUENCE):
 * - `PHASE_MOVE`: where to move and at what rate, and what the character means to do in the
 *   firing that follows (reloading allows walking at most).
 * - `PHASE_FIRE`: after everyone has moved: fire (target, shots), aim, reload, draw, or nothing.
 * - `PHASE_BRAWL`: each brawling round of a character within one space of an enemy: punch,
 *   grapple, or keep a hold.
 */
import type { Stream } from '@deadeye/rng';
import { BRAWL_PUNCH, HORSE_STAY, type BootHillObservation, type BootHillOptions } from './boothill.ts';
import { BLOW_STANDARD, DEFEND_BASIC, SHOT_AUTO, type QuickDrawObservation, type QuickDrawOptions } from './quickdraw.ts';
import type { ShootoutObservation, ShootoutOptions } from './shootout.ts';
import type { GameMap } from '../scenario/game-map.ts';
import { ACT_NONE, PHASE_MOVE, type NeutralIntent } from './intent.ts';
import type { NeutralObservation } from './observation.ts';

/** Every action's name, index = action code (neutral `ACT_*`, BOOT HILL's aim, brawl, throw, Quick on the Draw's and Shootout!'s). */
export const ACT_NAMES = ['none', 'fire', 'aim', 'reload', 'draw', 'brawl', 'throw', 'surrender', 'task', 'pick up', 'hold', 'attack', 'take aim', 'heal', 'close combat', 'ride down', 'persuade'] as const;

/**
 * What an agent fills in: the neutral fields, BOOT HILL's and Quick on the Draw's options, in one flat object. The
 * engine resets it before each call ({@link resetIntent}).
 */
export interface SkirmishIntent extends NeutralIntent, BootHillOptions, QuickDrawOptions, ShootoutOptions {}

/** What a character observes: the neutral fields and BOOT HILL's, in one flat object. */
export interface SkirmishObservation extends NeutralObservation, BootHillObservation, QuickDrawObservation, ShootoutObservation {}

/**
 * What an engine knows of a character's observation when it builds it, once per engine
 * ({@link newObservation}): who observes, the columns the observation shares with the engine's
 * world (read current at every decision, never copied), and the static facts of his weapons and
 * the scenario. Whatever is left out takes its "nothing" value.
 */
export interface ObservationInit {
  /** The observer's index. */
  readonly self: number;
  readonly map: GameMap;
  /** Side of every character; its length is the character count (shared with the world). */
  readonly side: Int32Array;
  /**
   * The characters of the other sides than the observer's, in index order (shared with the
   * world: core's `SimWorld.enemiesOf` of his side); left out: found from `side`.
   */
  readonly enemies?: Int32Array;
  /** Every character's up flag and `STATUS_*` (shared with the world, current). */
  readonly up: Uint8Array;
  readonly status: Uint8Array;
  /** 1 per side leader. */
  readonly leader: Uint8Array;
  /** Mounts (BOOT HILL, shared with the world); left out: nobody rides (0s), no horses, nobody carried (-1s). */
  readonly riding?: Uint8Array;
  readonly horseAt?: Int32Array;
  readonly carrying?: Int32Array;
  readonly carriedBy?: Int32Array;
  /** The length of every per-weapon array (the engine's weapon slots per character, at least `weaponCount`). */
  readonly weaponSlots: number;
  /** Weapons he carries. */
  readonly weaponCount: number;
  /** Per-weapon arrays, `weaponSlots` long (`bands` 4 per slot); each left out is 0s. */
  readonly loaded?: Int32Array;
  readonly spare?: Int32Array;
  readonly capacity?: Int32Array;
  readonly rateOfFire?: Int32Array;
  readonly reloadRate?: Int32Array;
  readonly extremeRange?: Float64Array;
  readonly bands?: Float64Array;
  readonly thrown?: Uint8Array;
  readonly firearm?: Uint8Array;
  readonly longArm?: Uint8Array;
  /** His strength points (BOOT HILL); left out 0. */
  readonly strength?: number;
  /** Doctrine parameters (see {@link NeutralObservation.params}). */
  readonly params: Readonly<Record<string, number>>;
  /** Exit cells. */
  readonly exits: Int32Array;
  /** Cell of each item lying on the map (shared with the world); left out: no items. */
  readonly itemCell?: Int32Array;
  /** Quick on the Draw: cards of his type, and 1 for a Hero or Main Character; left out 0. */
  readonly cardsMax?: number;
  readonly star?: number;
  /** Quick on the Draw: 1 with the Healer skill; left out 0. */
  readonly healer?: number;
  /** Quick on the Draw: whom his personality makes him go for (`SEEKS_*`); left out 0. */
  readonly seeks?: number;
  /** Quick on the Draw: the per-character cards first aid could restore (filled by the engine); left out empty. */
  readonly treatable?: Int8Array;
  /** Quick on the Draw: whom his personality lets him persuade (`PERSUADER_*`), and the per-character `persuadable` (filled by the engine); left out 0 and empty. */
  readonly persuader?: number;
  readonly persuadable?: Uint8Array;
  /** Shootout!: every character's group index and Speed factor, and the holstered revolvers (shared with the world); left out empty. */
  readonly group?: Int32Array;
  readonly speedFactor?: Int8Array;
  readonly holstered?: Uint8Array;
  /** Shootout!: the command radius in spaces, his close combat dice and factors, 1 for a Hired Gun; left out 0. */
  readonly commandRadius?: number;
  readonly closeDice?: number;
  readonly closeFactor?: number;
  readonly rangedFactor?: number;
  readonly hiredGun?: number;
  /** Shootout!: per weapon (`weaponSlots` long), 1 if it splits its dice; left out 0s. */
  readonly splitDice?: Uint8Array;
}

/**
 * A character's observation, built once per engine and overwritten at each decision (no
 * allocation after this): the fields of `init`, the per-character arrays an engine fills
 * (`cell`, `visible`, `distance`, `danger`, `sightBits`, one entry per character) and every other
 * field at its nothing value (phase {@link PHASE_MOVE}, turn 0, -1 for "nobody" and "no cell",
 * else 0). Every engine's observations are built here, so that they share one object shape and
 * the doctrines' reads of them stay monomorphic.
 * @throws Error when a per-weapon array is not `weaponSlots` long (`bands`: 4 per slot), or
 *   `weaponCount` exceeds `weaponSlots`
 */
export function newObservation(init: ObservationInit): SkirmishObservation {
  const n = init.side.length;
  const slots = init.weaponSlots;
  if (!(init.weaponCount >= 0 && init.weaponCount <= slots)) throw new Error(`newObservation: ${init.weaponCount} weapons in ${slots} slots`);
  /** A per-weapon array: the given one, checked, or `per * slots` zeros of type `Zeros`. */
  const weapon = <T extends Int32Array | Uint8Array | Float64Array>(name: string, given: T | undefined, Zeros: new (length: number) => T, per = 1): T => {
    if (given === undefined) return new Zeros(slots * per);
    if (given.length !== slots * per) throw new Error(`newObservation: ${name} has ${given.length} entries, expected ${slots * per}`);
    return given;
  };
  const itemCell = init.itemCell ?? new Int32Array(0);
  return {
    phase: PHASE_MOVE,
    turn: 0,
    self: init.self,
    map: init.map,
    count: n,
    side: init.side,
    enemies: init.enemies ?? Int32Array.from(Array.from(init.side.keys()).filter((j) => init.side[j] !== init.side[init.self])),
    cell: new Int32Array(n),
    visible: new Uint8Array(n),
    up: init.up,
    distance: new Float64Array(n),
    danger: new Float64Array(n),
    sightBits: new Uint8Array(n),
    leader: init.leader,
    status: init.status,
    riding: init.riding ?? new Uint8Array(n),
    horseAt: init.horseAt ?? new Int32Array(n).fill(-1),
    carrying: init.carrying ?? new Int32Array(n).fill(-1),
    carriedBy: init.carriedBy ?? new Int32Array(n).fill(-1),
    facing: 0,
    woundPoints: 0,
    strength: init.strength ?? 0,
    lamed: 0,
    mounted: 0,
    weaponInHand: -1,
    weaponCount: init.weaponCount,
    loaded: weapon('loaded', init.loaded, Int32Array),
    spare: weapon('spare', init.spare, Int32Array),
    capacity: weapon('capacity', init.capacity, Int32Array),
    rateOfFire: weapon('rateOfFire', init.rateOfFire, Int32Array),
    reloadRate: weapon('reloadRate', init.reloadRate, Int32Array),
    extremeRange: weapon('extremeRange', init.extremeRange, Float64Array),
    bands: weapon('bands', init.bands, Float64Array, 4),
    thrown: weapon('thrown', init.thrown, Uint8Array),
    firearm: weapon('firearm', init.firearm, Uint8Array),
    longArm: weapon('longArm', init.longArm, Uint8Array),
    lastAttacker: -1,
    lastTarget: -1,
    brawlOpponent: -1,
    hold: 0,
    inCover: 0,
    broken: 0,
    params: init.params,
    places: init.map.places,
    exits: init.exits,
    taskHere: 0,
    tasksDone: 0,
    horseCell: -1,
    alarm: 0,
    taskKind: 0,
    taskTarget: -1,
    taskCell: -1,
    itemCount: itemCell.length,
    itemCell,
    cards: 0,
    cardsMax: init.cardsMax ?? 0,
    cardsToCome: 0,
    star: init.star ?? 0,
    cutLeft: 0,
    canHold: 0,
    responding: 0,
    movedThisCard: 0,
    badGoingCells: new Uint8Array(0),
    aimingAt: -1,
    drawn: 0,
    healer: init.healer ?? 0,
    carriedPast: -1,
    drives: 0,
    seeks: init.seeks ?? 0,
    treatable: init.treatable ?? new Int8Array(0),
    persuader: init.persuader ?? 0,
    persuadable: init.persuadable ?? new Uint8Array(0),
    commandPoints: 0,
    commandCost: 0,
    commandRadius: init.commandRadius ?? 0,
    groupLeader: -1,
    groupMoved: 0,
    group: init.group ?? new Int32Array(0),
    pinned: 0,
    snapTarget: -1,
    moveAllowance: 0,
    closeDice: init.closeDice ?? 0,
    closeFactor: init.closeFactor ?? 0,
    rangedFactor: init.rangedFactor ?? 0,
    hiredGun: init.hiredGun ?? 0,
    splitDice: weapon('splitDice', init.splitDice, Uint8Array),
    speedFactor: init.speedFactor ?? new Int8Array(0),
    holstered: init.holstered ?? new Uint8Array(0),
    fireLimits: null,
    limitsStamp: 0,
    noFireAt: new Int32Array(n),
  };
}

/** An agent: a pure function of (observation, rng) that fills `out`. */
export type SkirmishAgent = (observation: SkirmishObservation, rng: Stream, out: SkirmishIntent) => void;

/** A fresh intent with nothing decided (moveTo -1, action none, targets -1). */
export function emptyIntent(): SkirmishIntent {
  return { moveTo: -1, rate: 0, face: -1, action: ACT_NONE, target: -1, target2: -1, target3: -1, shots: 0, weapon: -1, hipshoot: 0, brawl: BRAWL_PUNCH, horse: HORSE_STAY, task: 0, shot: SHOT_AUTO, blow: BLOW_STANDARD, defence: DEFEND_BASIC, cut: 0, respond: 0, stop: 0, counter: 0, breakShot: 0, command: 0, draw: 0 };
}

/** Resets an intent in place to {@link emptyIntent}'s values (no allocation). */
export function resetIntent(i: SkirmishIntent): void {
  i.moveTo = -1;
  i.rate = 0;
  i.face = -1;
  i.action = ACT_NONE;
  i.target = -1;
  i.target2 = -1;
  i.target3 = -1;
  i.shots = 0;
  i.weapon = -1;
  i.hipshoot = 0;
  i.brawl = BRAWL_PUNCH;
  i.horse = HORSE_STAY;
  i.task = 0;
  i.shot = SHOT_AUTO;
  i.blow = BLOW_STANDARD;
  i.defence = DEFEND_BASIC;
  i.cut = 0;
  i.respond = 0;
  i.stop = 0;
  i.counter = 0;
  i.breakShot = 0;
  i.command = 0;
  i.draw = 0;
}
