/**
 * The system-neutral frame of a trial (DESIGN.md, "the trial loop around a system's turn
 * procedure"): play the system's turns until a victory condition or the turn limit
 * ({@link playTurns}), decide the winner from the scenario's victory conditions ({@link Victory}),
 * and record the outcome into core's outcome accumulator ({@link recordTrial}). A rule system's
 * engine supplies only its turn (BOOT HILL: movement, firing, brawling, morale; Quick on the
 * Draw: a pack of cards turned one at a time; Shootout!: command points, ranged, close combat).
 * Nothing here draws a die or allocates per trial.
 */
import { STATUS_CAPTURED, STATUS_DEAD, STATUS_FLED, STATUS_UNCONSCIOUS } from '../agent/intent.ts';
import type { VictoryCondition } from '../scenario/types.ts';
import { SKIRMISH_END_STATES } from '../skirmish-outcomes.ts';
import {
  A_DRAWS,
  A_TRIALS,
  C_BRAWL_DAMAGE,
  C_BRAWL_ROUNDS,
  C_END,
  C_HITS,
  C_SHOTS,
  type OutcomeLayout,
} from './outcome-accumulator.ts';
import type { SimWorld } from './world.ts';
import type { Stream } from '@deadeye/rng';

/** End-state cells, read from SKIRMISH_END_STATES (the order of the accumulator's end-state cells and of the counts). */
const END_UNHURT = SKIRMISH_END_STATES.indexOf('unhurt');
const END_WOUNDED = SKIRMISH_END_STATES.indexOf('wounded');
const END_UNCONSCIOUS = SKIRMISH_END_STATES.indexOf('unconscious');
const END_DEAD = SKIRMISH_END_STATES.indexOf('dead');
const END_FLED = SKIRMISH_END_STATES.indexOf('fled');
const END_ESCAPED = SKIRMISH_END_STATES.indexOf('escaped');
const END_CAPTURED = SKIRMISH_END_STATES.indexOf('captured');

/** `winner` results besides a side index: every side out at once (a draw), and the fight goes on. */
export const ALL_OUT = -1;
export const FIGHT_GOES_ON = -2;

/** A rule system's turn, as {@link playTurns} drives it. */
export interface TurnProcedure {
  /** Plays turn `turn` (1-based): every phase of the system's turn, in its order. */
  playTurn(turn: number): void;
  /**
   * The winning side's index after a turn, {@link ALL_OUT} when every side is out at once, or
   * {@link FIGHT_GOES_ON}. `final`: the turn limit is reached (a side holding out wins then).
   */
  winner(final: boolean): number;
}

/**
 * Plays turns 1, 2, ... of `procedure` until it names a winner or `maxTurns` turns are played,
 * setting `world.turn` to each turn. A fight still going after the limit is asked once more with
 * `final` set; still undecided, it is a draw (-1).
 * @returns the winning side's index, or -1 (draw); `world.turn` is then the turns played
 */
export function playTurns(world: SimWorld, procedure: TurnProcedure, maxTurns: number): number {
  for (let turn = 1; turn <= maxTurns; turn++) {
    world.turn = turn;
    procedure.playTurn(turn);
    const winner = procedure.winner(false);
    if (winner !== FIGHT_GOES_ON) return winner;
  }
  world.turn = maxTurns;
  const winner = procedure.winner(true);
  return winner === FIGHT_GOES_ON ? ALL_OUT : winner;
}

/**
 * A scenario's victory conditions (`victory:`), checked on the neutral world: a side wins when
 * enough of its characters have reached its place (`reachPlace`), when it is the last side with
 * anyone up (`lastSideStanding`, always in force), or, at the turn limit, when it holds out
 * (`holdOut`). One per engine; {@link Victory.reset} each trial, {@link Victory.arrive} after
 * each move.
 */
export class Victory {
  /** 1 where character i has reached condition v's place: `reached[i * conditions + v]`. */
  readonly reached: Uint8Array;
  private readonly conditions: readonly VictoryCondition[];
  /** Per condition: the side index it is for (-1: no side, or not a `reachPlace`). */
  private readonly reachSide: Int32Array;
  /** Per condition: the place's cells (`reachPlace`), else null. */
  private readonly reachCells: readonly (Int32Array | null)[];
  /** Per condition: the place's name (`reachPlace`), else null: what {@link Victory.arrive} returns. */
  private readonly reachName: readonly (string | null)[];
  /** Per condition: the side holding out (`holdOut`), else -1. */
  private readonly holdSide: Int32Array;
  private readonly members: readonly (readonly number[])[];
  /** The characters' names, for the replay's "X reaches P" ({@link Victory.arrive}). */
  private readonly names: readonly string[];

  /**
   * @param conditions the scenario's victory conditions
   * @param sides the sides in order, with their members' character indices
   * @param places the map's places by name (cell lists)
   * @param characters number of characters
   * @param names the characters' names in index order, for the replay's lines (default none: a
   *   character is then named by his index, `#i`)
   */
  constructor(
    conditions: readonly VictoryCondition[],
    sides: readonly { readonly name: string; readonly members: readonly number[] }[],
    places: ReadonlyMap<string, Int32Array>,
    characters: number,
    names: readonly string[] = [],
  ) {
    this.conditions = conditions;
    this.reached = new Uint8Array(characters * Math.max(1, conditions.length));
    this.reachSide = Int32Array.from(conditions.map((v) => (v.type === 'reachPlace' ? sides.findIndex((s) => s.name === v.side) : -1)));
    this.reachCells = conditions.map((v) => (v.type === 'reachPlace' ? (places.get(v.place) ?? null) : null));
    this.reachName = conditions.map((v) => (v.type === 'reachPlace' ? v.place : null));
    this.holdSide = Int32Array.from(conditions.map((v) => (v.type === 'holdOut' ? sides.findIndex((s) => s.name === v.side) : -1)));
    this.members = sides.map((s) => s.members);
    this.names = names;
  }

  /** Starts a trial: nobody has reached anything. */
  reset(): void {
    for (let k = 0; k < this.reached.length; k++) this.reached[k] = 0;
  }

  /**
   * Character `i` of side `side` has come to `cell` (after any move of his: a walk, a fall back, a
   * ride): marks the places of his side's `reachPlace` conditions it belongs to. The first time
   * this trial that he reaches one, says so in `log` when one is kept (the replay's "    X reaches
   * P", in every rule system: a reach that decided the game was otherwise told by nothing but the
   * result) and returns the place's name; else null. Allocates only when it logs.
   */
  arrive(i: number, side: number, cell: number, log: string[] | null = null): string | null {
    const count = this.conditions.length;
    let first: string | null = null;
    for (let v = 0; v < count; v++) {
      const cells = this.reachCells[v];
      if (cells !== null && cells !== undefined && this.reachSide[v] === side && cells.includes(cell)) {
        if (this.reached[i * count + v] === 0) first = this.reachName[v]!;
        this.reached[i * count + v] = 1;
      }
    }
    if (first !== null && log !== null) log.push(`    ${this.names[i] ?? `#${i}`} reaches ${first}`);
    return first;
  }

  /**
   * The winner on `world` now: a side whose `reachPlace` count is met; else the last side with
   * anyone not out of action ({@link ALL_OUT} if none); else, when `final`, the first side
   * holding out with anyone left; else {@link FIGHT_GOES_ON}.
   */
  winner(world: SimWorld, final: boolean): number {
    const vs = this.conditions;
    for (let v = 0; v < vs.length; v++) {
      const cond = vs[v]!;
      if (cond.type !== 'reachPlace') continue;
      const s = this.reachSide[v]!;
      let count = 0;
      for (const m of this.members[s]!) count += this.reached[m * vs.length + v]!;
      if (count >= cond.count) return s;
    }
    let standing = -1;
    let sidesUp = 0;
    for (let s = 0; s < world.sideSize.length; s++) {
      if (world.sideCasualties[s]! < world.sideSize[s]!) {
        sidesUp++;
        standing = s;
      }
    }
    if (sidesUp === 0) return ALL_OUT;
    if (sidesUp === 1) return standing;
    if (final) {
      for (let v = 0; v < vs.length; v++) {
        const s = this.holdSide[v]!;
        if (s >= 0 && world.sideCasualties[s]! < world.sideSize[s]!) return s;
      }
    }
    return FIGHT_GOES_ON;
  }
}

/**
 * Side s's casualties at the end of the trial, as the counts give them: core's `sideCasualties`
 * (everyone out of the fight, which the play reads) less those of his side who escaped (off the
 * map holding something of the side's objective: `SimWorld.objectiveHeld`). Allocates nothing.
 */
export function countedCasualties(world: SimWorld, s: number): number {
  let c = world.sideCasualties[s]!;
  const members = world.membersOf[s]!;
  for (let k = 0; k < members.length; k++) {
    const i = members[k]!;
    if (world.status[i] === STATUS_FLED && world.objectiveHeld[i] === 1) c--;
  }
  return c;
}

/**
 * Adds one trial's neutral outcome to `acc` (core's outcome accumulator, `layout`): the trial, a
 * draw when `winner` < 0, the turns played, each side's win and casualties
 * ({@link countedCasualties}), and each character's end state (the worst that happened: dead,
 * unconscious, fled, captured, escaped (fled holding his side's objective), else wounded or
 * unhurt), shots, hits and hand-to-hand tallies from the world's columns. Allocates nothing.
 */
export function recordTrial(world: SimWorld, acc: Float64Array, layout: OutcomeLayout, winner: number, turns: number): void {
  acc[A_TRIALS] = acc[A_TRIALS]! + 1;
  if (winner < 0) acc[A_DRAWS] = acc[A_DRAWS]! + 1;
  acc[layout.turns + turns - 1] = acc[layout.turns + turns - 1]! + 1;
  for (let s = 0; s < world.sideSize.length; s++) {
    const o = layout.sides[s]!;
    if (winner === s) acc[o] = acc[o]! + 1;
    const k = o + 1 + countedCasualties(world, s);
    acc[k] = acc[k]! + 1;
  }
  for (let i = 0; i < world.n; i++) {
    const o = layout.characters[i]!;
    const st = world.status[i]!;
    const end =
      st === STATUS_DEAD
        ? END_DEAD
        : st === STATUS_UNCONSCIOUS
          ? END_UNCONSCIOUS
          : st === STATUS_FLED
            ? world.objectiveHeld[i] === 1
              ? END_ESCAPED
              : END_FLED
            : st === STATUS_CAPTURED
              ? END_CAPTURED
              : world.wounded[i] === 1
                ? END_WOUNDED
                : END_UNHURT;
    acc[o + C_END + end] = acc[o + C_END + end]! + 1;
    acc[o + C_SHOTS] = acc[o + C_SHOTS]! + world.shots[i]!;
    acc[o + C_HITS] = acc[o + C_HITS]! + world.hits[i]!;
    acc[o + C_BRAWL_ROUNDS] = acc[o + C_BRAWL_ROUNDS]! + world.brawlRounds[i]!;
    acc[o + C_BRAWL_DAMAGE] = acc[o + C_BRAWL_DAMAGE]! + world.brawlDamage[i]!;
  }
}

/**
 * Each trial's outcome, kept trial by trial for paired comparisons (`compare --vary`, `ab`,
 * sweeps): trial t's winning side (-1: nobody won), its turns played (the system's own turns) and
 * each side's casualties at `casualties[t * sides + s]` (the characters out of the fight less
 * those who escaped with the side's objective: {@link countedCasualties}). Index t is the trial's place in the task or run that
 * filled it.
 */
export interface TrialRecords {
  readonly sides: number;
  readonly winners: Int8Array;
  readonly turns: Int32Array;
  readonly casualties: Int32Array;
}

/** Zeroed records for `trials` trials of a scenario with `sides` sides. @throws RangeError for a negative or fractional count */
export function createTrialRecords(trials: number, sides: number): TrialRecords {
  if (!(Number.isInteger(trials) && trials >= 0 && Number.isInteger(sides) && sides >= 1)) throw new RangeError(`trial records need whole numbers of trials (>= 0) and sides (>= 1), got ${trials} and ${sides}`);
  return { sides, winners: new Int8Array(trials), turns: new Int32Array(trials), casualties: new Int32Array(trials * sides) };
}

/** Writes the trial just played in `world` (its turns and each side's casualties, {@link countedCasualties}) and its `winner` at index `t` of `r`. Allocates nothing. */
export function noteTrial(r: TrialRecords, t: number, world: SimWorld, winner: number): void {
  r.winners[t] = winner;
  r.turns[t] = world.turn;
  const s = r.sides;
  for (let k = 0; k < s; k++) r.casualties[t * s + k] = countedCasualties(world, k);
}

/**
 * An engine that plays each trial on a world of its own, which takes each batch's stream and
 * accumulator ({@link playBatch}): Quick on the Draw's and Shootout!'s skirmish engines.
 */
export interface BatchEngine {
  readonly world: SimWorld & { stream: Stream; acc: Float64Array };
  /** Plays one trial from the world's stream into its accumulator. @returns the winning side's index, or -1 */
  playTrial(): number;
}

/**
 * Plays `trials` trials of `engine` from `stream` into `acc` (the engine's accumulator layout);
 * `records`, when given, gets trial t's winning side (or -1), turns and casualties at index t
 * ({@link noteTrial}). The batch loop of every engine that keeps its stream and accumulator on its
 * world, written once. Allocates nothing.
 */
export function playBatch(engine: BatchEngine, stream: Stream, trials: number, acc: Float64Array, records?: TrialRecords): void {
  const world = engine.world;
  world.stream = stream;
  world.acc = acc;
  for (let t = 0; t < trials; t++) {
    const w = engine.playTrial();
    if (records !== undefined) noteTrial(records, t, world, w);
  }
}
