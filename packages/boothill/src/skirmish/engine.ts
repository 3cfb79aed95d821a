/**
 * The BOOT HILL skirmish engine: the trial loop over one {@link SkirmishWorld}, played by agents.
 *
 * Each turn (boot-hill-rulebook.txt, TURN SEQUENCE, Game Turn Sequence Outline), one module each:
 * A. Movement (movement.ts; horses.ts): d100 per character, lowest moves first (or in side order);
 *    MOVEMENT rates, terrain, doors, windows, stairs and wounds (MOVEMENT; WOUND CHART movement effects).
 * B. Firing (firing.ts; weapons.ts; wounds.ts; stunning.ts): agents declare; net speed by the FIRST
 *    SHOT DETERMINATION CHART; highest fires first, equal net speeds simultaneously, a character
 *    wounded before his turn re-ordered; each shot by the HIT DETERMINATION CHART; hard cover,
 *    shotgun fields of fire, mounted targets, misfires (variant); WOUNDS, WOUND CHART, STUNNING CHART.
 * C. Brawls (brawling.ts): two rounds; PUNCHING and GRAPPLING TABLES on 2d10 read as digits; holds;
 *    striking weapons; next-round modifiers (BRAWLS, BRAWLING CHARTS).
 * Morale (morale.ts; Referee's Screen module, MORALE) when the scenario calls for it; casualties
 * (casualties.ts); what each agent sees (observe.ts); the state and its caches (world.ts).
 *
 * Every ambiguity is a numbered ruling in packages/boothill/RULINGS.md (S1...), cited in comments.
 * One engine per worker and setup; the trial loop allocates nothing after the first trials (map
 * sight rows and path fields are cached lazily).
 */
import { playTurns, recordNorthfield, recordTrial, type SkirmishAgent, type TurnProcedure , noteTrial, type TrialRecords } from '@deadeye/core';
import type { Stream } from '@deadeye/rng';
import { A_RANDOM_DRAWS, type SkirmishLayout } from './accumulator.ts';
import { brawlPhase } from './brawling.ts';
import { firingPhase, rollRoadAgentsSpin } from './firing.ts';
import { resolveMorale } from './morale.ts';
import { movementPhase } from './movement.ts';
import { NorthfieldRules } from './northfield.ts';
import type { SkirmishSetup } from './setup.ts';
import { describe, noteAttacker, refreshDanger, resetWorld, SkirmishWorld, ST_FLED, ST_UP, STATUS_NAMES, woundsLame } from './world.ts';
import type { GameMap } from '@deadeye/core';

export { ST_UP, ST_UNCONSCIOUS, ST_DEAD, ST_FLED, ST_CAPTURED, ST_RESERVE, STATUS_NAMES } from './world.ts';

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
  /** Notes that `by` shot at or struck `t`: t's last attacker, and one t is aware of (world.ts `noteAttacker`, S3). */
  readonly noteAttacker: (t: number, by: number) => void;
}

/** Outcome of a trial (replay, tests). */
export interface SkirmishTrialOutcome {
  /** Winning side index, or -1 (draw). */
  readonly winner: number;
  readonly turns: number;
  /** Each character: name, status (core's `STATUS_NAMES`), wound points, cell [x, y]; `escaped` when he fled holding his side's objective (core's `SimWorld.objectiveHeld`). */
  readonly characters: readonly { readonly name: string; readonly status: string; readonly escaped: boolean; readonly woundPoints: number; readonly cell: readonly [number, number] }[];
}

/**
 * Runs trials of one compiled scenario: the turn's phases in order over one {@link SkirmishWorld}.
 * Not thread-safe; build one per worker.
 */
export class SkirmishEngine implements TurnProcedure {
  readonly setup: SkirmishSetup;
  readonly map: GameMap;
  readonly layout: SkirmishLayout;
  /** The `northfield` special rule, or null. */
  readonly northfield: NorthfieldRules | null;
  /** @internal The engine's state (every column); tests and special rules read it. */
  readonly world: SkirmishWorld;
  /**
   * Called after each trial's reset, before turn 1, with the engine's per-character state arrays
   * (tests use it to start a trial wounded, aimed, brawl-modified or stunned). Null in runs.
   */
  onReset: ((state: SkirmishStateView) => void) | null = null;

  /**
   * @param setup the compiled scenario
   * @param agents each character's agent, in character order (the registry builds them from the
   *   scenario's agent specs with @deadeye/agents; tests hand in scripted ones)
   * @throws Error when the number of agents is not the number of characters
   */
  constructor(setup: SkirmishSetup, agents: readonly SkirmishAgent[]) {
    this.setup = setup;
    this.world = new SkirmishWorld(setup, agents);
    this.map = this.world.map;
    this.layout = this.world.layout;
    // The special rule, plugged into the world's hooks (special-rule.ts) for the phases.
    this.northfield = setup.northfield === null ? null : new NorthfieldRules(setup.northfield, this.world);
    this.world.northfield = this.northfield;
  }

  /**
   * Plays `trials` trials from `stream`, adding their counts to `acc` (layout: accumulator.ts).
   * `records`, when given, receives each trial's winner (side index, or -1), turns and casualties at its index in the batch (core's `noteTrial`).
   */
  runBatch(stream: Stream, trials: number, acc: Float64Array, records?: TrialRecords): void {
    const before = stream.draws;
    for (let t = 0; t < trials; t++) {
      const w = this.runTrial(stream, acc, null);
      if (records !== undefined) noteTrial(records, t, this.world, w);
    }
    acc[A_RANDOM_DRAWS] = acc[A_RANDOM_DRAWS]! + (stream.draws - before);
  }

  /**
   * Plays one trial and adds it to `acc`. With `log`, appends a line per event (positions, moves,
   * net speeds, every roll). Returns the winning side's index, or -1 for a draw.
   *
   * The turn (boot-hill-rulebook.txt, TURN SEQUENCE): Northfield's turn start, A. movement
   * ({@link movementPhase}), Northfield's arming, B. firing ({@link firingPhase}), C. brawling
   * ({@link brawlPhase}), morale ({@link resolveMorale}), Northfield's end of turn, victory.
   */
  runTrial(stream: Stream, acc: Float64Array, log: string[] | null): number {
    const world = this.world;
    stream.nextTrial();
    world.stream = stream;
    world.acc = acc;
    world.log = log;
    this.reset();
    const winner = playTurns(world, this, this.setup.maxTurns);
    const turn = world.turn;
    record(world, this.northfield, winner, turn);
    if (log !== null) {
      log.push(`Outcome after ${turn} turn(s): ${winner >= 0 ? `${this.setup.sides[winner]!.name} win` : 'no side wins (draw)'}`);
      for (let i = 0; i < world.n; i++) log.push(`  ${describe(world, i)}`);
    }
    return winner;
  }

  /**
   * One BOOT HILL turn (boot-hill-rulebook.txt, TURN SEQUENCE; core's `playTurns` calls it):
   * Northfield's turn start, A. movement, Northfield's arming, B. firing, C. brawling (unless the
   * scenario has none), morale, Northfield's end of turn.
   */
  playTurn(turn: number): void {
    const world = this.world;
    if (world.log !== null) logTurnStart(world);
    const nf = this.northfield;
    if (nf !== null) nf.turnStart(turn);
    movementPhase(world);
    if (nf !== null) nf.armingPhase(turn);
    firingPhase(world);
    if (this.setup.noBrawling === 0) brawlPhase(world);
    resolveMorale(world);
    if (nf !== null) nf.endTurn(turn);
  }

  /** The winner after a turn (core `TurnProcedure.winner`): Northfield's victory by money, else the scenario's victory conditions. */
  winner(final: boolean): number {
    return this.northfield !== null ? this.northfield.winner(final) : this.world.victory.winner(this.world, final);
  }

  /** The state of every character after the last trial (replay, tests). */
  outcome(winner: number, turns: number): SkirmishTrialOutcome {
    const world = this.world;
    return {
      winner,
      turns,
      characters: this.setup.characters.map((c, i) => ({
        name: c.name,
        status: STATUS_NAMES[world.status[i]!]!,
        escaped: world.status[i] === ST_FLED && world.objectiveHeld[i] === 1,
        woundPoints: world.woundPts[i]!,
        cell: [world.cell[i]! % world.map.width, Math.floor(world.cell[i]! / world.map.width)] as const,
      })),
    };
  }

  /**
   * Starts a trial: the world's columns ({@link resetWorld}), the road agent's spin, the special
   * rule's set-up, then the test hook.
   */
  private reset(): void {
    const world = this.world;
    resetWorld(world);
    rollRoadAgentsSpin(world);
    // Northfield's set-up changes weapons in hand and who is in play (the occupancy counts are
    // not used with its stacking of two: occupied() scans).
    if (this.northfield !== null) {
      this.northfield.reset();
      for (let i = 0; i < world.n; i++) refreshDanger(world, i);
    }
    if (this.onReset !== null) {
      this.onReset(stateView(world));
      for (let i = 0; i < world.n; i++) world.lamedNow[i] = woundsLame(world, i) ? 1 : 0;
    }
  }
}

/** The columns tests may set in `onReset`. */
function stateView(world: SkirmishWorld): SkirmishStateView {
  return {
    woundPoints: world.woundPts,
    wounded: world.wounded,
    worstWound: world.worst,
    nextBrawlModifier: world.nextMod,
    aimedAt: world.aimedAt,
    firedAt: world.firedAt,
    halfEffectUntil: world.halfUntil,
    lastAttacker: world.lastAttacker,
    noteAttacker: (t, by) => noteAttacker(world, t, by),
  };
}

/** The replay log's turn header and the state of everyone up. */
function logTurnStart(world: SkirmishWorld): void {
  const log = world.log!;
  log.push(`Turn ${world.turn}`);
  for (let i = 0; i < world.n; i++) if (world.status[i] === ST_UP) log.push(`  ${describe(world, i)}`);
}

/** Adds the trial's outcome to `world.acc` (layout: accumulator.ts); allocates nothing. */
function record(world: SkirmishWorld, nf: NorthfieldRules | null, winner: number, turns: number): void {
  const acc = world.acc;
  const L = world.layout;
  recordTrial(world, acc, L, winner, turns);
  const N = L.northfield;
  if (N !== null && nf !== null) {
    recordNorthfield(acc, N, nf);
  }
}
