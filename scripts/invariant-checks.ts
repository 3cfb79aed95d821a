/**
 * State invariants checked while an engine plays: the checking code of `pnpm invariants`
 * (scripts/invariants.ts) and of its test (packages/cli/test/invariants.test.ts).
 *
 * Why: the golden results and the baselines say that outcomes did not move; they cannot say that
 * the state behind them was right all along. A cache left stale, a man who acts while out, a
 * round too many in a cylinder can go unnoticed while every total looks plausible (an audit with
 * this checker found a pinned Shootout! figure riding out, SR-77, and close-combat pointers left
 * on men out of the fight under Quick on the Draw).
 * This checker plays a scenario under one rule system, on the engine the runner uses (no engine
 * code changed: it wraps each agent and the engine instance's `playTurn` and trial method), and
 * checks, at every agent decision (O(characters): the cells the characters stand on or have stood
 * on), at the start and end of every turn and at the end of every trial (the whole map):
 *
 * 1. Map and occupancy: every cell on the map; nobody up (or down) on an impassable cell; core's
 *    `occupancy` equal to the characters up in each cell (every write of `cell` goes through
 *    `placeAt`/`startAt`, of `status` through `setStatus`); the `upNow` cache; `sideCasualties`
 *    in range and equal to the members neither up nor in reserve; stacking (one man up a cell, two
 *    under the Northfield module).
 * 2. Status: the dead never change, move or act; the fled never come back, move or act; the
 *    captured neither move nor act and stay captured; the unconscious do not come back, move or
 *    act; nobody acts or moves while knocked out (Quick on the Draw) or stunned helpless (BOOT
 *    HILL), within the turn he was so; no agent is asked while its man is not up, knocked out or
 *    helpless; a pinned Shootout! figure is not moved (SR-49, SR-77).
 * 3. Ammunition: rounds loaded within each slot's capacity, spare rounds and a harmonica rifle's
 *    slides never negative, the weapon in hand a weapon he has; no NaN or infinity in any float
 *    column of the world, any observation or the accumulator.
 * 4. Each system's counters: BOOT HILL's wound points, worst wounds (never healing), the lamed and
 *    danger caches, holds and riders paired both ways, `awareCount`; Quick on the Draw's card
 *    counters, `kod` exactly when cards are knocked out, `engaged` only on men up; Shootout!'s HTK,
 *    command points, the pending-hit queue; hits never above shots.
 * 5. The incremental observation each agent is handed (core's `observeOthers` over the change
 *    log, BOOT HILL's danger cache, Quick on the Draw's reused observations and its masking of
 *    enemies not located) equal to one computed afresh.
 * 6. The accumulator: each trial adds exactly one trial, one win or draw (the winner's cell), one
 *    turn cell, one casualty cell per side (core's `countedCasualties`: `sideCasualties` less those
 *    who escaped), one end state per character (escaped exactly when fled holding the side's
 *    objective); at
 *    the end, the sums agree with the trials run, no cell negative, hits never above shots, kills
 *    never above wounds, and the characters' shots and hits equal the weapons block's ranged bands.
 * 7. Reset: a sample of the trials replayed alone on a fresh engine (the registry's
 *    `replayScenario`, as `deadeye replay` does) ends as the batch trial did.
 *
 * What the rules allow is not a violation; each such case is counted under `allowed`, with the
 * ruling that allows it (RULINGS.md of the system's package) in a comment where it is decided:
 * Northfield's capture of unconscious outlaws (BOOT HILL N7, Quick on the Draw QR-98) and the fate
 * of a captured casualty rolled after the action (QR-98, QR-20); a man riding double carried by
 * his rider while helpless or unconscious, not counted for stacking and, unconscious, ridden out with
 * him (N17), and so a rider of a
 * Quick on the Draw vehicle, which is one cell with its riders in it (QR-38); the Northfield
 * pool's citizens going back to it and coming in again (N10, N11); first aid bringing a man back
 * (QR-60); a stunned man's gouge credited to him (S15); a knocked-out rider carried off by his bolting
horse (QR-199).
 *
 * Trial t of a check is trial t of a run with the same seed (rng's `streamFor(seed, id, 0)`), so
 * `deadeye replay FILE --system S --seed SEED --trial t` shows it turn by turn (check 7 confirms
 * the mapping on every run).
 *
 * Speed (one process, against the engine alone on the same trials): the street fight 3 to 4 times
 * the engine's time, Coffeyville and Northfield 5 to 13 times (the checks at each decision and the
 * fresh observation are most of it); the default `pnpm invariants` (78,600 trials, 5.4 million
 * decisions) takes about 45 s.
 */
import { relative } from 'node:path';
import {
  A_DRAWS,
  A_TRIALS,
  C_END,
  C_END_STATES,
  C_HITS,
  C_SHOTS,
  loadScenario,
  observeOthers,
  ObserverMemory,
  S_CORNER,
  S_HARD,
  S_NO_FIRE,
  STATUS_CAPTURED,
  STATUS_DEAD,
  STATUS_FLED,
  SKIRMISH_END_STATES,
  countedCasualties,
  STATUS_RESERVE,
  STATUS_UNCONSCIOUS,
  STATUS_UP,
  W_HITS,
  W_KILLS,
  W_SHOTS,
  W_STRIDE,
  W_WOUNDS,
  type GameMap,
  type NeutralObservation,
  type ObservationTables,
  type OutcomeLayout,
  type SimWorld,
  type SkirmishAgent,
  type ScenarioEngine,
  type SkirmishObservation,
  type TurnProcedure,
} from '@deadeye/core';
import { SkirmishEngine } from '@deadeye/boothill';
import { QdEngine } from '@deadeye/quickdraw';
import { SoEngine, soReadySlot } from '@deadeye/shootout';
import { compileScenario, getSystem, replayScenario, scenarioAgents } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';
/** The end-state cell of `escaped` (core's SKIRMISH_END_STATES order). */
const END_ESCAPED = SKIRMISH_END_STATES.indexOf('escaped');
// Internals the packages do not export (their index exports the engines and setups): the same
// functions the engines call, so the checks read the state as the rules do.
import { woundsLame } from '../packages/boothill/src/skirmish/world.ts';
import { helpless } from '../packages/boothill/src/skirmish/stunning.ts';
import { cardsLeft, CONTACT, qdReadySlot } from '../packages/quickdraw/src/skirmish/world.ts';
import { HIDING } from '../packages/quickdraw/src/skirmish/locating.ts';

/** Status words by core's STATUS_* code (core agent/intent.ts). */
const STATUS_WORDS = ['up', 'unconscious', 'dead', 'fled', 'captured', 'reserve'] as const;
const statusWord = (s: number): string => STATUS_WORDS[s] ?? `status ${s}`;
/** Decision points by `observation.phase` (core agent/intent.ts PHASE_*). */
const PHASE_WORDS = ['move', 'fire', 'brawl'] as const;

/** What one check plays. */
export interface InvariantOptions {
  /** Rule system id (`boothill`, `quickdraw`, `shootout`). */
  readonly system: string;
  /** Scenario YAML file (a path; relative to the working directory). */
  readonly file: string;
  /** Trials to play, a whole number >= 1. */
  readonly trials: number;
  /** Seed of the run (any word or number, as `deadeye run --seed`). */
  readonly seed: string;
  /**
   * The run's first trial played (0-based, default 0): the check plays trials `firstTrial` ..
   * `firstTrial + trials - 1` of the run, so that it can start at the trial a replay names.
   */
  readonly firstTrial?: number;
  /** Trials replayed alone for check 7, spread evenly over the run (default min(trials, 10)). */
  readonly replaySample?: number;
  /** The variant played (`--variant` words, e.g. `text+lethal`; default the system's). */
  readonly variant?: string | undefined;
  /** Examples kept per kind of violation (default 3, at most one per trial). */
  readonly examplesPerKind?: number;
  /**
   * Called at each agent decision before it is checked, with the engine's world and map, the
   * decisions so far (1 at the first) and the deciding character: for tests that corrupt the
   * state on purpose (the check must then fail). Not for runs.
   */
  readonly beforeDecision?: (at: { readonly world: SimWorld; readonly map: GameMap; readonly decision: number; readonly self: number }) => void;
}

/** One violation as found: where (trial, turn, checkpoint) and what. */
export interface Violation {
  /** Kind, e.g. `occupancy`, `dead-moved`, `obs-mismatch` (the checks' names). */
  readonly kind: string;
  /** Trial index within the run (0-based; `deadeye replay --trial`), or -1 for the run's totals. */
  readonly trial: number;
  /** The turn being played (the system's turns); 0 before turn 1, and for the run's totals and a replay. */
  readonly turn: number;
  /** The checkpoint, e.g. `end of turn 3`, `decision of 2 (Doc Holliday), fire`. */
  readonly where: string;
  /** The character concerned, or '-' when it concerns no one (a cell, a side, a total). */
  readonly who: string;
  readonly detail: string;
}

/** The violations of one kind: how many, in how many trials, and the first examples. */
export interface ViolationKind {
  readonly kind: string;
  readonly count: number;
  readonly trials: number;
  readonly examples: readonly Violation[];
}

/** The result of one check (one scenario under one system). */
export interface InvariantResult {
  readonly system: string;
  /** Scenario id (its file's base name). */
  readonly scenario: string;
  readonly file: string;
  readonly seed: string;
  /** The variant played (`text+a+b...`), or undefined for the system's default reading: the replay command gives it. */
  readonly variant?: string | undefined;
  readonly trials: number;
  /** Agent decisions checked (each with a fresh observation). */
  readonly decisions: number;
  /** Trials replayed alone (check 7). */
  readonly replayed: number;
  /** Wall time of the check, seconds. */
  readonly seconds: number;
  /** Violations by kind, most frequent first; empty when every check held. */
  readonly violations: readonly ViolationKind[];
  /** Total violations (the sum of the kinds' counts). */
  readonly violationCount: number;
  /** Cases the rules allow that a naive invariant would flag, by name (with the ruling), and how often they occurred. */
  readonly allowed: Readonly<Record<string, number>>;
}

/** The checker's side of a violation: where it was found (kept as codes; worded only when one is found). */
interface Checkpoint {
  kind: 'start' | 'decision' | 'turn-start' | 'turn-end' | 'trial-end' | 'totals' | 'replay';
  /** Decision: the deciding character and phase; turn: the turn. */
  who: number;
  phase: number;
}

/** How much a checkpoint checks: a decision's (the characters' cells), a turn's (stacking too), a trial's (the whole map). */
type Depth = 'decision' | 'turn' | 'trial';

/** What the system probes report into. */
interface Report {
  /** Counts a violation of `kind` concerning character `who` (-1: nobody) at the current checkpoint. */
  violate(kind: string, who: number, detail: string): void;
  /** Counts an occurrence of a case the rules allow (`what` names it with its ruling). */
  allow(what: string): void;
}

/** The fresh observation's columns (what core's `observeOthers` writes). */
interface FreshRows {
  readonly cell: Int32Array;
  readonly visible: Uint8Array;
  readonly distance: Float64Array;
  readonly danger: Float64Array;
  readonly sightBits: Uint8Array;
}

/**
 * One rule system's side of the checks: its world as typed, its observation tables and the
 * system's own invariants. Built by {@link probeFor} from the engine.
 */
interface SystemProbe {
  /** Which engine this is. */
  readonly system: 'boothill' | 'quickdraw' | 'shootout';
  /** What a man who may not act is, for the kinds of violation: `knocked-out`, `helpless`. */
  readonly inactiveWord: string;
  /** True when first aid can bring a man back (Quick on the Draw, a healer among the characters: QR-59, QR-60). */
  readonly firstAid: boolean;
  /** True under the Northfield module (the scenario's `northfield` special rule). */
  readonly northfield: boolean;
  readonly world: SimWorld;
  readonly map: GameMap;
  /** The engine's tables (sight arcs, band tables and threat estimates; the threats themselves are recomputed). */
  readonly tables: ObservationTables;
  /** Each observer's last-seen cells (copied before a fresh observation writes them). */
  readonly lastSeen: Int32Array;
  /** `aware[i * n + j]` as the engine hands it to `observeOthers`, or null (sight all round). */
  readonly aware: Uint8Array | null;
  /** The band of the weapons block that counts hand-to-hand blows, not shots (-1: none). */
  readonly closeCombatBand: number;
  /** The engine's accumulator layout. */
  readonly layout: OutcomeLayout;
  /** The number of 1s in i's row of {@link aware} (0 without). */
  awareCount(i: number): number;
  /** Sets j's threat afresh, from his arms now: `bands[j]` (-1: no threat) and `at[j]`. */
  freshThreat(j: number, bands: Int32Array, at: Int32Array): void;
  /** What the system does to a fresh observation after `observeOthers` (Quick on the Draw masks enemies not located); returns `inCover`. */
  afterObserve(i: number, fresh: FreshRows, inCover: number): number;
  /** True when i's observation may be one kept from earlier in his card (Quick on the Draw `ask(..., again)`). */
  reused(i: number): boolean;
  /** True while j may not act: knocked out (Quick on the Draw) or stunned helpless (BOOT HILL). */
  inactive(j: number): boolean;
  /**
   * True while j is carried: he moves with another and does not count for stacking (BOOT HILL: riding
   * double behind, or slung over the horse of, a rider, N17; Quick on the Draw: aboard a vehicle, QR-38).
   */
  carried(j: number): boolean;
  /** How a man is carried, with the ruling, for the allowed cases' names (e.g. `by his rider (BOOT HILL N17)`); '' when nobody can be. */
  readonly carriage: string;
  /** True while j rides a mount out of his control (Quick on the Draw: bolting, QR-32; a rider knocked out cannot keep control, QR-199). */
  boltingRider(j: number): boolean;
  /** A few of j's system fields, for a violation's detail. */
  describe(j: number): string;
  /** Rounds loaded, spare, the weapon in hand; the system's counters (those that cost O(characters²) only at a turn's or trial's `depth`). */
  checkState(r: Report, depth: Depth): void;
  /** What must not change between two checkpoints in the system's own columns. */
  checkTransitions(r: Report, sameTurn: boolean): void;
  /** Keeps what {@link checkTransitions} compares against. */
  snapshot(): void;
  /** Wraps the engine's trial method: `start` before it, `end(winner)` after. */
  wrapTrial(start: () => void, end: (winner: number) => void): void;
  /** The engine: its turn procedure (`playTurn` is wrapped) and its batch. */
  readonly engine: ScenarioEngine & TurnProcedure;
}

/**
 * The parts of a probe that Quick on the Draw and Shootout! fill alike (sight all round, no
 * attackers apart, threats from core's `allRoundSlotTables` by `readySlot`, the weapons block's
 * last band the close combat one): the engine and its world, map, tables and last-seen cells.
 */
function allRoundParts(engine: QdEngine | SoEngine, tables: ObservationTables, readySlot: (j: number) => number) {
  const w = engine.world;
  return {
    northfield: engine.northfield !== null,
    world: w,
    map: w.map,
    tables,
    lastSeen: w.lastSeen,
    aware: null,
    closeCombatBand: engine.layout.bands - 1,
    layout: engine.layout,
    engine,
    awareCount: () => 0,
    freshThreat: slotThreat(tables, readySlot),
  } as const;
}

/**
 * A probe's `freshThreat` for the systems whose tables are core's `allRoundSlotTables` (Quick on
 * the Draw, Shootout!): character j's threat as core's `refreshThreats` sets it from `readySlot`
 * (his weapon slot `j * maxW + w` ready in hand, or -1), written into `bands` and `at`.
 */
function slotThreat(tables: ObservationTables, readySlot: (j: number) => number): (j: number, bands: Int32Array, at: Int32Array) => void {
  return (j, bands, at) => {
    const slot = readySlot(j);
    bands[j] = slot < 0 ? -1 : slot * tables.arcSize;
    at[j] = slot < 0 ? 0 : slot * 2;
  };
}

/**
 * Plays `o.trials` trials of one scenario under one rule system with every invariant above
 * checked, and returns what it found.
 * @throws Error for an unknown system (`--system: unknown rule system ...`), a scenario file that
 *   cannot be read or compiled under the system, or a non-positive trial count
 */
export function checkInvariants(o: InvariantOptions): InvariantResult {
  if (!(Number.isInteger(o.trials) && o.trials >= 1)) throw new Error(`trials must be a whole number >= 1, got ${o.trials}`);
  const first = o.firstTrial ?? 0;
  if (!(Number.isInteger(first) && first >= 0)) throw new Error(`firstTrial must be a whole number >= 0, got ${o.firstTrial}`);
  const system = getSystem(o.system);
  const setup = compileScenario(system, { ...loadScenario(o.file), file: o.file }, o.variant === undefined ? {} : { variant: o.variant });
  const names = setup.characters.map((c) => c.name);
  const maxExamples = o.examplesPerKind ?? 3;
  /** True when the variant played turns on Quick on the Draw's switch `field` (its QdVariant field, e.g. `koCourage`). */
  const qdSwitch = (field: string): boolean => o.system === 'quickdraw' && (setup as { variant?: Record<string, unknown> }).variant?.[field] === 1;

  // ------------------------------------------------------------------ the engine, its agents wrapped
  let decisions = 0;
  let onDecision: (i: number, obs: SkirmishObservation) => void = () => {};
  const agents: SkirmishAgent[] = scenarioAgents(system, setup).map((agent, i) => (obs, stream, out) => {
    onDecision(i, obs);
    agent(obs, stream, out);
  });
  const probe = probeFor(system.scenarios.createEngine(setup, agents));
  const w = probe.world;
  const map = probe.map;
  const n = w.n;
  const cells = map.cells;
  const northfield = probe.northfield;
  /** The ruling that lets the town capture an unconscious outlaw under this system, or null. */
  const captureRuling = probe.system === 'boothill' ? 'BOOT HILL N7' : probe.system === 'quickdraw' ? 'Quick on the Draw QR-98' : null;

  // ------------------------------------------------------------------ the violations found
  const counts = new Map<string, number>();
  const trialsOf = new Map<string, Set<number>>();
  const examples = new Map<string, Violation[]>();
  const allowed = new Map<string, number>();
  let trial = first - 1;
  const where: Checkpoint = { kind: 'start', who: -1, phase: 0 };
  const whereWords = (): string => {
    switch (where.kind) {
      case 'decision':
        return `decision of ${where.who} (${names[where.who]}), ${PHASE_WORDS[where.phase] ?? `phase ${where.phase}`}`;
      case 'turn-start':
        return `start of turn ${where.who}`;
      case 'turn-end':
        return `end of turn ${where.who}`;
      case 'trial-end':
        return 'end of trial';
      case 'totals':
        return "the run's accumulator";
      case 'replay':
        return 'replayed alone';
      default:
        return 'start of trial';
    }
  };
  const report: Report = {
    violate(kind, who, detail) {
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
      let ts = trialsOf.get(kind);
      if (ts === undefined) trialsOf.set(kind, (ts = new Set()));
      ts.add(trial);
      let ex = examples.get(kind);
      if (ex === undefined) examples.set(kind, (ex = []));
      if (ex.length < maxExamples && !ex.some((e) => e.trial === trial && trial >= 0)) {
        ex.push({ kind, trial, turn: where.kind === 'totals' || where.kind === 'replay' ? 0 : w.turn, where: whereWords(), who: who >= 0 ? `${names[who]} (#${who})` : '-', detail });
      }
    },
    allow(what) {
      allowed.set(what, (allowed.get(what) ?? 0) + 1);
    },
  };


  // ------------------------------------------------------------------ snapshots between checkpoints
  const prevStatus = new Uint8Array(n);
  const prevCell = new Int32Array(n);
  const prevShots = new Int32Array(n);
  const prevHits = new Int32Array(n);
  const prevBrawl = new Int32Array(n);
  const prevBrawlDamage = new Int32Array(n);
  const prevInactive = new Uint8Array(n);
  const prevCarried = new Uint8Array(n);
  let prevTurn = 0;
  let freshTrial = true;
  /** Cells a character has stood on this trial (at a checkpoint): where occupancy can have changed. */
  const everCell = new Uint8Array(cells);
  const everList = new Int32Array(cells);
  let everCount = 0;
  /** Characters up per cell, counted afresh at each checkpoint (zeroed again after). */
  const upIn = new Int32Array(cells);
  /** Characters up per cell less those carried (N17, QR-38), for stacking. */
  const stackIn = new Int32Array(cells);
  const floatColumns: [string, Float64Array | Float32Array][] = Object.entries(w).filter((e): e is [string, Float64Array | Float32Array] => e[1] instanceof Float64Array || e[1] instanceof Float32Array);

  const snapshot = (): void => {
    for (let j = 0; j < n; j++) {
      prevStatus[j] = w.status[j]!;
      prevCell[j] = w.cell[j]!;
      prevShots[j] = w.shots[j]!;
      prevHits[j] = w.hits[j]!;
      prevBrawl[j] = w.brawlRounds[j]!;
      prevBrawlDamage[j] = w.brawlDamage[j]!;
      prevInactive[j] = probe.inactive(j) ? 1 : 0;
      prevCarried[j] = probe.carried(j) ? 1 : 0;
      const c = w.cell[j]!;
      if (c >= 0 && c < cells && everCell[c] === 0) {
        everCell[c] = 1;
        everList[everCount++] = c;
      }
    }
    prevTurn = w.turn;
    probe.snapshot();
  };

  const at = (c: number): string => `cell ${c} (${map.cellX[c]},${map.cellY[c]})`;

  // ------------------------------------------------------------------ 1, 3, 4: the state at a checkpoint
  /**
   * The state now, at a checkpoint of `depth`: at a decision the characters' cells (where they
   * stand and have stood this trial: the only cells core's writes touch); at a turn's start and end
   * stacking too; at a trial's start and end the whole map as well (a stray count anywhere
   * outlives the trial: resetSimWorld clears only the characters' cells), and at its end every
   * float column of the world. Measured: the whole map and the float columns at every turn made
   * BOOT HILL's Coffeyville 20 times slower than the engine alone (1,000 trials 0.35 s -> 7.2 s).
   */
  const checkState = (depth: Depth): void => {
    const full = depth === 'trial';
    const occ = w.occupancy;
    for (let j = 0; j < n; j++) {
      const c = w.cell[j]!;
      const st = w.status[j]!;
      if (st > STATUS_RESERVE) report.violate('status-code', j, `status ${st}`);
      if (!(c >= 0 && c < cells)) {
        report.violate('cell-off-map', j, `cell ${c} of ${cells}, ${statusWord(st)}`);
        continue;
      }
      if (st === STATUS_UP) {
        upIn[c]!++;
        // N17: "For stacking a man riding double does not count ('two horses and four riders')";
        // QR-38: "A vehicle is one map cell; its riders stand in it".
        if (!probe.carried(j)) stackIn[c]!++;
        else if (depth !== 'decision') report.allow(`a man carried ${probe.carriage}, not counted for stacking`);
        if (map.passable[c] !== 1) report.violate('up-on-impassable-cell', j, `${at(c)}, terrain ${map.terrain[c]}`);
      } else if (st !== STATUS_RESERVE && map.passable[c] !== 1) report.violate('down-on-impassable-cell', j, `${at(c)}, terrain ${map.terrain[c]}, ${statusWord(st)}`);
      if (w.upNow[j] !== (st === STATUS_UP ? 1 : 0)) report.violate('upNow-cache', j, `upNow ${w.upNow[j]}, ${statusWord(st)}`);
      if (w.hits[j]! > w.shots[j]!) report.violate('hits-over-shots', j, `hits ${w.hits[j]}, shots ${w.shots[j]}`);
    }
    // Occupancy: the whole map at a trial's start and end; else the cells anyone has stood on this
    // trial (the only ones a write of cell or status can have changed) and where they stand now.
    if (full) {
      for (let c = 0; c < cells; c++) if (occ[c] !== upIn[c]) report.violate('occupancy', -1, `${at(c)}: occupancy ${occ[c]}, characters up there ${upIn[c]}`);
    } else {
      for (let k = 0; k < everCount; k++) {
        const c = everList[k]!;
        if (occ[c] !== upIn[c]) report.violate('occupancy', -1, `${at(c)}: occupancy ${occ[c]}, characters up there ${upIn[c]}`);
      }
      for (let j = 0; j < n; j++) {
        const c = w.cell[j]!;
        if (c >= 0 && c < cells && everCell[c] === 0 && occ[c] !== upIn[c]) report.violate('occupancy', -1, `${at(c)}: occupancy ${occ[c]}, characters up there ${upIn[c]}`);
      }
    }
    // Stacking: one man up a square; the Northfield module lets two stack ("Two counters (not
    // counting horses) can be placed in the same square", MOVEMENT, Stacking: Quick on the Draw
    // QR-91, Shootout! SR-69; men carried not counted: BOOT HILL N17, Quick on the Draw QR-38).
    const limit = northfield ? 2 : 1;
    for (let j = 0; j < n; j++) {
      const c = w.cell[j]!;
      if (c < 0 || c >= cells) continue;
      if (depth !== 'decision' && stackIn[c]! > limit) {
        const here = [];
        for (let k = 0; k < n; k++) if (w.cell[k] === c && w.status[k] === STATUS_UP) here.push(`${names[k]} (side ${w.sideOf[k]}, ${probe.describe(k)})`);
        report.violate(`stacking-over-${limit}`, -1, `${at(c)}: ${stackIn[c]} up: ${here.join('; ')}`);
        stackIn[c] = 0;
      }
    }
    for (let j = 0; j < n; j++) {
      const c = w.cell[j]!;
      if (c >= 0 && c < cells) {
        upIn[c] = 0;
        stackIn[c] = 0;
      }
    }
    // Side casualties: members neither up nor in reserve (core setStatus).
    for (let s = 0; s < w.sideSize.length; s++) {
      let down = 0;
      const members = w.membersOf[s]!;
      for (let k = 0; k < members.length; k++) {
        const st = w.status[members[k]!]!;
        if (st !== STATUS_UP && st !== STATUS_RESERVE) down++;
      }
      const sc = w.sideCasualties[s]!;
      if (sc < 0 || sc > w.sideSize[s]!) report.violate('sideCasualties-range', -1, `side ${s}: ${sc} of ${w.sideSize[s]}`);
      if (sc !== down) report.violate('sideCasualties', -1, `side ${s}: sideCasualties ${sc}, members neither up nor in reserve ${down}`);
    }
    probe.checkState(report, depth);
    if (where.kind === 'trial-end') {
      for (const [name, a] of floatColumns) {
        const x = nonFinite(a);
        if (x >= 0) report.violate('non-finite-float', -1, `world.${name}[${x}] = ${a[x]}`);
      }
    }
  };

  // ------------------------------------------------------------------ 2: transitions between checkpoints
  const checkTransitions = (): void => {
    const sameTurn = prevTurn === w.turn;
    for (let j = 0; j < n; j++) {
      const was = prevStatus[j]!;
      const st = w.status[j]!;
      const shot = w.shots[j] !== prevShots[j] || w.hits[j] !== prevHits[j] || w.brawlRounds[j] !== prevBrawl[j];
      const acted = shot || w.brawlDamage[j] !== prevBrawlDamage[j];
      const moved = w.cell[j] !== prevCell[j];
      const carried = prevCarried[j] === 1 || probe.carried(j);
      if (!acted && !moved && st === was) continue;
      const what = (): string =>
        `${statusWord(was)} -> ${statusWord(st)}, cell ${prevCell[j]} -> ${w.cell[j]}, shots ${prevShots[j]} -> ${w.shots[j]}, hits ${prevHits[j]} -> ${w.hits[j]}, brawl rounds ${prevBrawl[j]} -> ${w.brawlRounds[j]}, brawl damage ${prevBrawlDamage[j]} -> ${w.brawlDamage[j]} (turn ${prevTurn} -> ${w.turn})`;
      if (was === STATUS_DEAD) {
        if (st !== STATUS_DEAD) report.violate('dead-came-back', j, what());
        if (moved) report.violate('dead-moved', j, what());
        if (acted) report.violate('dead-acted', j, what());
      } else if (was === STATUS_FLED) {
        if (st !== STATUS_FLED) report.violate('fled-came-back', j, what());
        if (moved) report.violate('fled-moved', j, what());
        if (acted) report.violate('fled-acted', j, what());
      } else if (was === STATUS_CAPTURED) {
        if (st === STATUS_DEAD && northfield && where.kind === 'trial-end') {
          // QR-98, QR-20: after the action the fate of the casualties is rolled, and a captured man
          // who lost all his cards, some to lethal hits, rolls it too: "a Goner! is dead, captured or not".
          report.allow('a captured casualty dies of his wounds after the action (Quick on the Draw QR-98, QR-20)');
        } else if (st !== STATUS_CAPTURED) report.violate(`captured-became-${statusWord(st)}`, j, what());
        if (moved) report.violate('captured-moved', j, what());
        if (acted) report.violate('captured-acted', j, what());
      } else if (was === STATUS_UNCONSCIOUS) {
        if (st === STATUS_UP) {
          // QR-60: a casualty "will take no further part in the action unless they receive medical
          // assistance which restores 1 card" (first aid by a healer).
          if (probe.firstAid) report.allow('an unconscious man brought round by first aid (Quick on the Draw QR-60)');
          // +passed-out-come-round: a man passed out from blunt hits tests to come round at the start of a phase (QR-10).
          else if (qdSwitch('passedOutComeRound')) report.allow('a man passed out from blunt hits comes round at the start of a phase (Quick on the Draw +passed-out-come-round, QR-10)');
          else report.violate('unconscious-came-back', j, what());
        } else if (st === STATUS_CAPTURED && northfield && captureRuling !== null) {
          // BOOT HILL N7, Quick on the Draw QR-98: "Townspeople can capture unconscious outlaws by
          // entering the unconscious character's square"; those left behind at the end are captured.
          // (Shootout! has nobody unconscious, SR-76.)
          report.allow(`an unconscious outlaw captured (${captureRuling})`);
        } else if (st === STATUS_FLED && carried) {
          // N17: "A rider riding out takes the man behind with him (an unconscious one counts as
          // ridden out, his loot too)" (seen: seed 4, trial 1107, a man slung over a saddle).
          report.allow(`an unconscious man ridden out ${probe.carriage}`);
        } else if (st === STATUS_FLED && qdSwitch('passedOutComeRound')) {
          // +passed-out-come-round: come round at the start of a phase (QR-10), then, broken, fled off
          // the map on his first card, with no decision of his agent's between (no checkpoint; seen:
          // the saloon brawl, seed 1, trial 3713, Big Swede; trial 272, Lefty Jack, before QR-24 amended).
          report.allow('a man who came round at the start of a phase, then fled off the map on his card (Quick on the Draw +passed-out-come-round, QR-10)');
        } else if (st === STATUS_CAPTURED && qdSwitch('passedOutComeRound')) {
          // The same, his flight going nowhere: "cannot get away and surrenders" (QR-21; seen: the
          // saloon brawl, every switch on, seed 1, trial 111, Silver Dollar Sam, after the
          // thirty-first audit).
          report.allow('a man who came round at the start of a phase, then, his flight going nowhere, surrendered on his card (Quick on the Draw +passed-out-come-round, QR-10, QR-21)');
        } else if (st !== STATUS_UNCONSCIOUS && st !== STATUS_DEAD) report.violate(`unconscious-became-${statusWord(st)}`, j, what());
        // N17: a man slung over a horse or riding double "does not move himself and moves with the
        // rider"; QR-38: the driver's move "moves the vehicle ... and everyone in it".
        if (moved && carried) report.allow(`an unconscious man carried ${probe.carriage}`);
        else if (moved && st === STATUS_UP && probe.firstAid && Math.max(Math.abs(map.cellX[w.cell[j]!]! - map.cellX[prevCell[j]!]!), Math.abs(map.cellY[w.cell[j]!]! - map.cellY[prevCell[j]!]!)) === 1) {
          // QR-193: brought round on a cell the healer stands on, he gets up on a free cell beside it.
          report.allow('a man brought round by first aid gets up beside the healer standing over him (Quick on the Draw QR-193)');
        } else if (moved && (st === STATUS_UP || st === STATUS_FLED) && qdSwitch('passedOutComeRound')) {
          // +passed-out-come-round: come round at the start of a phase (on a free cell beside where he
          // lay, if another figure stands there: healing.ts getUp, QR-193), then moved on his card
          // with no decision between (a broken man's flight, off the map too) (QR-10).
          report.allow('a man who came round at the start of a phase, then moved (Quick on the Draw +passed-out-come-round, QR-10)');
        } else if (moved) report.violate('unconscious-moved', j, what());
        if (acted && st !== STATUS_UP) report.violate('unconscious-acted', j, what());
      } else if (was === STATUS_RESERVE) {
        if (acted || moved) {
          if (st !== STATUS_UP) report.violate('reserve-acted', j, what());
          else if (!northfield) report.violate('reserve-came-in', j, what());
        }
        if (st !== STATUS_RESERVE && st !== STATUS_UP) report.violate(`reserve-became-${statusWord(st)}`, j, what());
        // N11: reinforcements come in from the pool during the action.
        else if (st === STATUS_UP) {
          if (northfield) report.allow("a reinforcement comes in from the pool (the Northfield module, core's under every system: BOOT HILL N11)");
          else report.violate('reserve-came-in', j, what());
        }
      } else {
        // Up at the last checkpoint.
        if (st === STATUS_RESERVE) {
          // N10: "A citizen who fails leaves play (an unlettered one back to the pool ...)"; the same
          // under Quick on the Draw (QR-93) and Shootout! (SR-68): core's module.
          if (northfield) report.allow("a citizen who fails his morale check goes back to the pool (the Northfield module: BOOT HILL N10, Quick on the Draw QR-93, Shootout! SR-68)");
          else report.violate('up-became-reserve', j, what());
        }
        if (prevInactive[j] === 1 && sameTurn) {
          if (acted) {
            const gougeOnly = !shot && w.brawlDamage[j]! > prevBrawlDamage[j]!;
            // S15: a grappler's "Opponent gouges you" is the outcome of his own roll, and "it
            // counts to the opponent ... a stunned one included" (BOOT HILL only: Quick on the
            // Draw's knocked-out man strikes nothing).
            if (gougeOnly && probe.system === 'boothill') report.allow("a stunned man credited with his grappler's gouge (BOOT HILL S15)");
            // +ko-courage: a man knocked out takes a courage test and a 10's free action (QR-112).
            else if (qdSwitch('koCourage')) report.allow("a knocked-out man's free action on a courage test's 10 (Quick on the Draw +ko-courage, QR-112)");
            else report.violate(`${probe.inactiveWord}-acted`, j, what());
          }
          if (moved) {
            if (carried) report.allow(`a ${probe.inactiveWord} man carried ${probe.carriage}`);
            // QR-199: a rider knocked out cannot keep control when his horse is hit; it bolts with him.
            else if (probe.boltingRider(j)) report.allow('a knocked-out rider carried off by his bolting horse (Quick on the Draw QR-199)');
            // Quick on the Draw, TESTING TO COME ROUND: on a 10 "Come round and may perform another
            // action or move" on that card (acting.ts `playCard`, QR-131): a broken man then flees
            // with no decision of his agent's between (no checkpoint), as he may on a later card.
            else if (probe.system === 'quickdraw' && !probe.inactive(j)) report.allow('a knocked-out man who came round, then moved (Quick on the Draw, TESTING TO COME ROUND)');
            // +ko-courage: a man knocked out carries out his courage test, a flight or a fall back (QR-112).
            else if (qdSwitch('koCourage')) report.allow('a knocked-out man flees or falls back on his courage test (Quick on the Draw +ko-courage, QR-112)');
            else report.violate(`${probe.inactiveWord}-moved`, j, what());
          }
        }
      }
    }
    probe.checkTransitions(report, sameTurn);
  };

  const checkpoint = (depth: Depth): void => {
    if (freshTrial) freshTrial = false;
    else checkTransitions();
    checkState(depth);
    snapshot();
  };

  // ------------------------------------------------------------------ 5: the observation at each decision
  const memory = new ObserverMemory(n);
  const lastSeenCopy = new Int32Array(probe.lastSeen.length);
  const fresh: FreshRows = { cell: new Int32Array(n), visible: new Uint8Array(n), distance: new Float64Array(n), danger: new Float64Array(n), sightBits: new Uint8Array(n) };
  const threatBands = new Int32Array(n);
  const threatAt = new Int32Array(n);
  const t = probe.tables;
  const freshTables: ObservationTables = { arc: t.arc, arcSize: t.arcSize, threatBands, bandByOffset: t.bandByOffset, threatTable: t.threatTable, threatAt, ...(t.allRound === undefined ? {} : { allRound: t.allRound }) };
  /** i's observation of the others computed afresh into `fresh`: every row, from nothing remembered; returns `inCover`. */
  const computeFresh = (i: number): number => {
    // Observer i forgotten: his next observation is computed whole (core observeOthers, `observedAt` -1).
    memory.observedAt[i] = -1;
    memory.coverCount[i] = 0;
    memory.coverFrom.fill(0, i * n, i * n + n);
    fresh.cell.fill(-7);
    fresh.visible.fill(7);
    fresh.distance.fill(-7);
    fresh.danger.fill(0);
    fresh.sightBits.fill(255);
    lastSeenCopy.set(probe.lastSeen);
    for (let j = 0; j < n; j++) probe.freshThreat(j, threatBands, threatAt);
    // observeOthers writes only the five columns of `fresh` (core sim/observe.ts).
    const inCover = observeOthers(w, map, i, fresh as unknown as NeutralObservation, freshTables, lastSeenCopy, probe.aware, probe.awareCount(i), memory);
    return probe.afterObserve(i, fresh, inCover);
  };
  const diffs: string[] = [];
  onDecision = (i, obs) => {
    decisions++;
    o.beforeDecision?.({ world: w, map, decision: decisions, self: i });
    where.kind = 'decision';
    where.who = i;
    where.phase = obs.phase;
    checkpoint('decision');
    if (obs.self !== i) report.violate('obs-self', i, `observation.self ${obs.self}`);
    const st = w.status[i]!;
    if (st !== STATUS_UP) report.violate(`decision-while-${statusWord(st)}`, i, probe.describe(i));
    else if (probe.inactive(i)) report.violate(`decision-while-${probe.inactiveWord}`, i, probe.describe(i));
    const cover = computeFresh(i);
    diffs.length = 0;
    for (let j = 0; j < n; j++) {
      if (!Number.isFinite(obs.distance[j]!) || !Number.isFinite(obs.danger[j]!)) report.violate('obs-non-finite', i, `row ${j}: distance ${obs.distance[j]}, danger ${obs.danger[j]}`);
      // S_NO_FIRE is Northfield's firing limit, marked by the module after observeOthers: not compared.
      if (obs.cell[j] !== fresh.cell[j]) diffs.push(`${names[j]}.cell ${obs.cell[j]} (fresh ${fresh.cell[j]})`);
      if (obs.visible[j] !== fresh.visible[j]) diffs.push(`${names[j]}.visible ${obs.visible[j]} (fresh ${fresh.visible[j]})`);
      if (obs.distance[j] !== fresh.distance[j]) diffs.push(`${names[j]}.distance ${obs.distance[j]} (fresh ${fresh.distance[j]})`);
      if (obs.danger[j] !== fresh.danger[j]) diffs.push(`${names[j]}.danger ${obs.danger[j]} (fresh ${fresh.danger[j]})`);
      if ((obs.sightBits[j]! & ~S_NO_FIRE) !== (fresh.sightBits[j]! & ~S_NO_FIRE)) diffs.push(`${names[j]}.sightBits ${obs.sightBits[j]} (fresh ${fresh.sightBits[j]})`);
    }
    if (obs.inCover !== cover) diffs.push(`inCover ${obs.inCover} (fresh ${cover})`);
    if (diffs.length > 0) {
      const kind = probe.reused(i) ? 'obs-mismatch-reused' : 'obs-mismatch';
      report.violate(kind, i, `${diffs.slice(0, 6).join('; ')}${diffs.length > 6 ? ` (+${diffs.length - 6} more)` : ''}`);
    }
  };

  // ------------------------------------------------------------------ turn and trial hooks; 6: each trial's counts
  const procedure = probe.engine;
  const playTurn = procedure.playTurn.bind(procedure);
  procedure.playTurn = (turn: number): void => {
    where.kind = 'turn-start';
    where.who = turn;
    checkpoint(turn === 1 ? 'trial' : 'turn');
    playTurn(turn);
    where.kind = 'turn-end';
    where.who = turn;
    checkpoint('turn');
  };
  const acc = system.scenarios.createAccumulator(setup);
  const before = new Float64Array(acc.length);
  const layout = probe.layout;
  const records: { winner: number; turns: number; status: Uint8Array; held: Uint8Array }[] = [];
  probe.wrapTrial(
    () => {
      trial++;
      freshTrial = true;
      where.kind = 'start';
      for (let k = 0; k < everCount; k++) everCell[everList[k]!] = 0;
      everCount = 0;
      prevTurn = 0;
      before.set(acc);
    },
    (winner) => {
      where.kind = 'trial-end';
      checkpoint('trial');
      records.push({ winner, turns: w.turn, status: w.status.slice(), held: w.objectiveHeld.slice() });
      const d = (k: number): number => acc[k]! - before[k]!;
      if (d(A_TRIALS) !== 1) report.violate('acc-trial', -1, `trials +${d(A_TRIALS)}`);
      let wins = d(A_DRAWS);
      setup.sides.forEach((side, s) => {
        const at = layout.sides[s]!;
        wins += d(at);
        let h = 0;
        for (let k = 0; k <= side.members.length; k++) h += d(at + 1 + k);
        if (h !== 1) report.violate('acc-casualties', -1, `side ${s}: casualty histogram +${h}`);
        // The casualties counted: those out of the fight less those who escaped with the side's objective.
        if (d(at + 1 + countedCasualties(w, s)) !== 1) report.violate('acc-casualty-cell', -1, `side ${s}: ${countedCasualties(w, s)} casualties (sideCasualties ${w.sideCasualties[s]}) not counted`);
        if ((winner === s) !== (d(at) === 1)) report.violate('acc-winner', -1, `winner ${winner}, side ${s} wins +${d(at)}`);
      });
      if (wins !== 1) report.violate('acc-wins-and-draws', -1, `wins + draws +${wins}, winner ${winner}`);
      let turns = 0;
      for (let k = 0; k < setup.maxTurns; k++) turns += d(layout.turns + k);
      if (turns !== 1) report.violate('acc-turns', -1, `turn histogram +${turns} (turn ${w.turn})`);
      for (let i = 0; i < n; i++) {
        let e = 0;
        for (let k = 0; k < C_END_STATES; k++) e += d(layout.characters[i]! + C_END + k);
        if (e !== 1) report.violate('acc-end-state', i, `end states +${e}`);
        // Escaped exactly when off the map holding something of his side's objective.
        const escaped = d(layout.characters[i]! + C_END + END_ESCAPED) === 1;
        if (escaped !== (w.status[i] === STATUS_FLED && w.objectiveHeld[i] === 1)) report.violate('acc-escaped', i, `escaped +${escaped ? 1 : 0}, status ${w.status[i]}, objective held ${w.objectiveHeld[i]}`);
      }
    },
  );

  // ------------------------------------------------------------------ the run
  // The runner's stream for a run from trial `first` (runner worker.ts), so trial t is `deadeye replay --trial t`.
  const t0 = performance.now();
  const id = setup.id;
  probe.engine.runBatch(streamFor(o.seed, id, first), o.trials, acc);

  // ------------------------------------------------------------------ 6: the run's totals
  trial = -1;
  where.kind = 'totals';
  checkTotals(acc, layout, setup.sides.length, n, setup.maxTurns, o.trials, probe.closeCombatBand, report);

  // ------------------------------------------------------------------ 7: trials replayed alone
  const sample = Math.min(o.trials, o.replaySample ?? 10);
  where.kind = 'replay';
  for (let k = 0; k < sample; k++) {
    const tr = Math.floor((k * o.trials) / sample);
    const r = replayScenario(system, setup, o.seed, first + tr);
    const mine = records[tr]!;
    const fates = r.fates.map((f) => f.fate);
    // The batch trial's fate of i: his status, `escaped` when he fled holding his side's objective.
    const batchFate = (i: number): string => (mine.status[i] === STATUS_FLED && mine.held[i] === 1 ? 'escaped' : statusWord(mine.status[i]!));
    // A man up at the end is `up`, `unhurt` or `wounded` in the system's words; any other fate is his status (or escaped).
    const same =
      r.winner === mine.winner &&
      r.turns === mine.turns &&
      fates.every((f, i) => (mine.status[i] === STATUS_UP ? ![...STATUS_WORDS.slice(1), 'escaped'].includes(f) : f === batchFate(i)));
    if (!same) {
      trial = first + tr;
      report.violate('replay-differs', -1, `batch: winner ${mine.winner}, ${mine.turns} turns, [${Array.from(mine.status, (_, i) => batchFate(i)).join(', ')}]; alone: winner ${r.winner}, ${r.turns} turns, [${fates.join(', ')}]`);
    }
  }
  const seconds = (performance.now() - t0) / 1000;

  const violations = [...counts.entries()]
    .map(([kind, count]) => ({ kind, count, trials: trialsOf.get(kind)!.size, examples: examples.get(kind)! }))
    .sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind));
  return {
    system: o.system,
    scenario: id,
    file: o.file,
    seed: o.seed,
    variant: o.variant,
    trials: o.trials,
    decisions,
    replayed: sample,
    seconds,
    violations,
    violationCount: violations.reduce((s, v) => s + v.count, 0),
    allowed: Object.fromEntries(allowed),
  };
}

/** The index of the first NaN or infinity in `a`, or -1. */
function nonFinite(a: Float64Array | Float32Array): number {
  for (let x = 0; x < a.length; x++) if (!Number.isFinite(a[x]!)) return x;
  return -1;
}

/**
 * Check 6 over the run: the trials, wins and draws, end states and turns sum to the trials run; no
 * cell negative or not finite; per character and per weapon cell hits never above shots, kills
 * never above wounds; the characters' shots and hits equal the weapons block's ranged bands
 * (`closeCombatBand`, the band of hand-to-hand blows, left out; -1: none).
 */
function checkTotals(acc: Float64Array, layout: OutcomeLayout, sides: number, n: number, maxTurns: number, trials: number, closeCombatBand: number, r: Report): void {
  const T = acc[A_TRIALS]!;
  if (T !== trials) r.violate('acc-trials', -1, `trials ${T}, ran ${trials}`);
  let wins = acc[A_DRAWS]!;
  for (let s = 0; s < sides; s++) wins += acc[layout.sides[s]!]!;
  if (wins !== T) r.violate('acc-wins-and-draws', -1, `wins + draws ${wins}, trials ${T}`);
  let turns = 0;
  for (let k = 0; k < maxTurns; k++) turns += acc[layout.turns + k]!;
  if (turns !== T) r.violate('acc-turns', -1, `turn histogram ${turns}, trials ${T}`);
  for (let x = 0; x < acc.length; x++) if (!Number.isFinite(acc[x]!) || acc[x]! < 0) r.violate('acc-cell', -1, `acc[${x}] = ${acc[x]}`);
  let shots = 0;
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const c = layout.characters[i]!;
    let e = 0;
    for (let k = 0; k < C_END_STATES; k++) e += acc[c + C_END + k]!;
    if (e !== T) r.violate('acc-end-states', i, `end states ${e}, trials ${T}`);
    shots += acc[c + C_SHOTS]!;
    hits += acc[c + C_HITS]!;
    if (acc[c + C_HITS]! > acc[c + C_SHOTS]!) r.violate('acc-hits-over-shots', i, `hits ${acc[c + C_HITS]}, shots ${acc[c + C_SHOTS]}`);
  }
  // The weapons block runs to the first section (or the end).
  const end = Math.min(acc.length, ...Object.values(layout.sections));
  let wShots = 0;
  let wHits = 0;
  for (let x = layout.weapons; x + W_STRIDE <= end; x += W_STRIDE) {
    const band = ((x - layout.weapons) / W_STRIDE) % layout.bands;
    if (band !== closeCombatBand) {
      wShots += acc[x + W_SHOTS]!;
      wHits += acc[x + W_HITS]!;
    }
    if (acc[x + W_HITS]! > acc[x + W_SHOTS]!) r.violate('acc-weapon-hits-over-shots', -1, `weapons cell ${x}: hits ${acc[x + W_HITS]}, shots ${acc[x + W_SHOTS]}`);
    if (acc[x + W_KILLS]! > acc[x + W_WOUNDS]!) r.violate('acc-weapon-kills-over-wounds', -1, `weapons cell ${x}: kills ${acc[x + W_KILLS]}, wounds ${acc[x + W_WOUNDS]}`);
  }
  if (shots !== wShots) r.violate('acc-shots-characters-vs-weapons', -1, `characters' shots ${shots}, the weapons block's ranged bands ${wShots}`);
  if (hits !== wHits) r.violate('acc-hits-characters-vs-weapons', -1, `characters' hits ${hits}, the weapons block's ranged bands ${wHits}`);
}

/**
 * Replaces `engine[method]` (a trial's play, returning the winning side) with one that calls
 * `start` before it and `end` with the winner after it: each probe's `wrapTrial`.
 */
function wrapped<E extends Record<K, (...args: never[]) => number>, K extends keyof E>(engine: E, method: K, start: () => void, end: (winner: number) => void): void {
  const play = engine[method].bind(engine) as (...args: Parameters<E[K]>) => number;
  engine[method] = ((...args: Parameters<E[K]>): number => {
    start();
    const winner = play(...args);
    end(winner);
    return winner;
  }) as E[K];
}

/**
 * The probe of an engine the registry built, by its class.
 * @throws Error for an engine of a system with no probe here (a new rule system needs one)
 */
function probeFor(engine: ScenarioEngine): SystemProbe {
  if (engine instanceof SkirmishEngine) return bootHillProbe(engine);
  if (engine instanceof QdEngine) return quickDrawProbe(engine);
  if (engine instanceof SoEngine) return shootoutProbe(engine);
  throw new Error(`invariants: no probe for this engine (${engine.constructor.name}); add one to scripts/invariant-checks.ts`);
}

/** BOOT HILL (packages/boothill/src/skirmish): wounds, stuns, holds, riding double, its danger cache. */
function bootHillProbe(engine: SkirmishEngine): SystemProbe {
  const w = engine.world;
  const n = w.n;
  const maxW = w.maxW;
  const weapons = engine.setup.characters.map((c) => c.weapons);
  const prevWorst = new Uint8Array(n * 9);
  /** The danger (world.ts refreshDanger) j's arms give now: `bands[j]` -1 when he has nothing ready. */
  const danger = (j: number, bands: Int32Array, at: Int32Array): void => {
    const h = w.inHand[j]!;
    const slot = j * maxW + h;
    if (h < 0 || w.loaded[slot]! <= 0 || w.gone[slot] === 1) bands[j] = -1;
    else {
      bands[j] = w.wBandBase[slot]!;
      at[j] = (slot * (w.dangerShots + 1) + Math.min(w.wRof[slot]!, w.loaded[slot]!)) * 4;
    }
  };
  const oneBand = new Int32Array(n);
  const oneAt = new Int32Array(n);
  return {
    system: 'boothill',
    northfield: engine.northfield !== null,
    inactiveWord: 'helpless',
    firstAid: false,
    world: w,
    map: w.map,
    tables: w.observation,
    lastSeen: w.lastSeen,
    aware: w.awareOf,
    closeCombatBand: -1,
    layout: engine.layout,
    engine,
    awareCount: (i) => w.awareCount[i]!,
    freshThreat: danger,
    afterObserve: (_i, _fresh, inCover) => inCover,
    reused: () => false,
    inactive: (j) => helpless(w, j),
    carried: (j) => w.carrier[j]! >= 0,
    carriage: 'by his rider (BOOT HILL N17)',
    boltingRider: () => false,
    describe: (j) =>
      `${STATUS_WORDS[w.status[j]!]}, wound points ${w.woundPts[j]} of STR ${w.str[j]}, mounted ${w.mounted[j]}, carrier ${w.carrier[j]}, passenger ${w.passenger[j]}, holding ${w.holding[j]}, held by ${w.heldBy[j]}, brawling ${w.brawlOpp[j]}`,
    checkState(r, depth) {
      for (let i = 0; i < n; i++) {
        // Ammunition: loaded within the WEAPONS CHART's capacity; spare never negative.
        const count = w.weaponCount[i]!;
        for (let k = 0; k < count; k++) {
          const s = i * maxW + k;
          if (w.loaded[s]! < 0 || w.loaded[s]! > w.wCapacity[s]!) r.violate('ammo-loaded', i, `${weapons[i]![k]?.code} (slot ${k}): loaded ${w.loaded[s]}, capacity ${w.wCapacity[s]}`);
          if (w.spare[s]! < 0) r.violate('ammo-spare-negative', i, `${weapons[i]![k]?.code} (slot ${k}): spare ${w.spare[s]}`);
        }
        if (w.inHand[i]! < -1 || w.inHand[i]! >= count) r.violate('in-hand', i, `inHand ${w.inHand[i]} of ${count} weapons`);
        // Wounds: strength lost never negative; a man up has strength left (S15: brawling too).
        if (w.woundPts[i]! < 0) r.violate('bh-wound-points-negative', i, `wound points ${w.woundPts[i]}`);
        if (w.status[i] === STATUS_UP && w.woundPts[i]! >= w.str[i]!) r.violate('bh-up-with-no-strength', i, `wound points ${w.woundPts[i]} >= STR ${w.str[i]}`);
        for (let l = 0; l < 9; l++) if (w.worst[i * 9 + l]! > 2) r.violate('bh-worst-wound', i, `worst[${l}] = ${w.worst[i * 9 + l]}`);
        const lame = woundsLame(w, i) ? 1 : 0;
        if (w.lamedNow[i] !== lame) r.violate('bh-lamed-cache', i, `lamedNow ${w.lamedNow[i]}, the wounds say ${lame}`);
        // The danger cache (refreshDanger at each write of the weapon in hand or its rounds).
        danger(i, oneBand, oneAt);
        if (w.dangerBands[i] !== oneBand[i] || (oneBand[i]! >= 0 && w.dangerAt[i] !== oneAt[i])) {
          r.violate('bh-danger-cache', i, `dangerBands ${w.dangerBands[i]} (now ${oneBand[i]}), dangerAt ${w.dangerAt[i]} (now ${oneAt[i]})`);
        }
        // Holds and riding double, paired both ways; nobody down in a hold; a man carried where his rider is.
        const h = w.holding[i]!;
        const b = w.heldBy[i]!;
        if (h >= 0 && w.heldBy[h] !== i) r.violate('bh-hold-unpaired', i, `holding ${h}, whose heldBy is ${w.heldBy[h]}`);
        if (b >= 0 && w.holding[b] !== i) r.violate('bh-hold-unpaired', i, `held by ${b}, whose holding is ${w.holding[b]}`);
        if ((h >= 0 || b >= 0) && w.status[i] !== STATUS_UP) r.violate('bh-hold-while-down', i, `holding ${h}, held by ${b}, ${STATUS_WORDS[w.status[i]!]}`);
        const p = w.passenger[i]!;
        const c = w.carrier[i]!;
        if (p >= 0 && w.carrier[p] !== i) r.violate('bh-carry-unpaired', i, `passenger ${p}, whose carrier is ${w.carrier[p]}`);
        if (c >= 0 && w.passenger[c] !== i) r.violate('bh-carry-unpaired', i, `carrier ${c}, whose passenger is ${w.passenger[c]}`);
        if (c >= 0 && w.cell[c] !== w.cell[i] && w.status[i] !== STATUS_FLED) r.violate('bh-carried-elsewhere', i, `carried by ${c} in cell ${w.cell[c]}, he is in cell ${w.cell[i]}`);
        // awareCount: the 1s in his row of awareOf (noteAttacker, S3); O(n) a man, so at turns only
        // (at every decision it was a third of Northfield's check).
        if (depth !== 'decision') {
          let aware = 0;
          for (let j = 0; j < n; j++) aware += w.awareOf[i * n + j]!;
          if (aware !== w.awareCount[i]) r.violate('bh-aware-count', i, `awareCount ${w.awareCount[i]}, row sum ${aware}`);
        }
        if (w.horseWounds[i]! < 0) r.violate('bh-horse-wounds-negative', i, `horse wounds ${w.horseWounds[i]}`);
      }
    },
    checkTransitions(r) {
      // A wound never heals in a trial (WOUND CHART: the worst wound at each location).
      for (let k = 0; k < n * 9; k++) if (w.worst[k]! < prevWorst[k]!) r.violate('bh-worst-wound-healed', Math.floor(k / 9), `worst[${k % 9}] ${prevWorst[k]} -> ${w.worst[k]}`);
    },
    snapshot() {
      prevWorst.set(w.worst);
    },
    wrapTrial(start, end) {
      wrapped(engine, 'runTrial', start, end);
    },
  };
}

/** Quick on the Draw (packages/quickdraw/src/skirmish): cards, knock-outs, close combat, locating, vehicles. */
function quickDrawProbe(engine: QdEngine): SystemProbe {
  const w = engine.world;
  const n = w.n;
  const maxW = w.maxW;
  const setup = w.setup;
  const firstAid = w.obs.some((o) => o.healer === 1);
  const prevLethal = new Int8Array(n);
  // The engine's observation tables (its observer, a private member, read with TypeScript's typed
  // bracket access: built from the characters' weapons; observe.ts).
  const tables = engine['observer'].tables;
  return {
    system: 'quickdraw',
    inactiveWord: 'knocked-out',
    firstAid,
    // core refreshThreats with qdReadySlot; QD_BANDS: point blank, effective, long shot, close combat.
    ...allRoundParts(engine, tables, (j) => qdReadySlot(w, j)),
    afterObserve(i, fresh, inCover) {
      // locating.ts maskUnlocated (RULINGS.md QR-55, QR-57), without its writes: an enemy hidden
      // in cover and not located is not seen, and stands where he was last located.
      const from = w.cell[i]!;
      const enemies = w.enemiesOf[w.sideOf[i]!]!;
      for (let e = 0; e < enemies.length; e++) {
        const j = enemies[e]!;
        if (fresh.visible[j] === 0 || (fresh.sightBits[j]! & HIDING) === 0 || fresh.distance[j]! <= CONTACT || w.located[i * n + j] === 1) continue;
        fresh.visible[j] = 0;
        fresh.danger[j] = 0;
        fresh.cell[j] = w.locatedAt[i * n + j]!;
      }
      if (inCover === 0) return 0;
      for (let e = 0; e < enemies.length; e++) {
        const j = enemies[e]!;
        if (fresh.visible[j] === 1 && w.status[j] === STATUS_UP && (w.map.sight(w.cell[j]!)[from]! & (S_HARD | S_CORNER)) !== 0) return 1;
      }
      return 0;
    },
    // An observation kept for the rest of his card (acting.ts ask(..., again)): nothing he can see changed since.
    reused: (i) => w.observedAt[i] !== w.version,
    inactive: (j) => w.kod[j] === 1,
    carried: (j) => w.aboard[j]! >= 0,
    carriage: 'aboard a vehicle (Quick on the Draw QR-38)',
    boltingRider: (j) => w.mounted[j] === 1 && w.bolting[j] === 1,
    describe: (j) =>
      `${STATUS_WORDS[w.status[j]!]}, cards ${cardsLeft(w, j)} of ${w.cardsMax[j]} (lethal ${w.lethal[j]}, knocked out ${w.ko[j]}, to come ${w.toCome[j]}, void ${w.void[j]}), kod ${w.kod[j]}, engaged ${w.engaged[j]}, aboard ${w.aboard[j]}`,
    checkState(r) {
      for (let i = 0; i < n; i++) {
        // Ammunition: loaded within capacity (at least 1: a single-shot weapon), slides and spare never negative.
        const ws = setup.characters[i]!.weapons;
        for (let k = 0; k < ws.length; k++) {
          const s = i * maxW + k;
          const spec = ws[k]!;
          const cap = spec.missile === 0 ? 0 : Math.max(1, spec.capacity);
          if (w.loaded[s]! < 0 || w.loaded[s]! > cap) r.violate('ammo-loaded', i, `${spec.name} (slot ${k}): loaded ${w.loaded[s]}, capacity ${cap}`);
          if (w.slidesLeft[s]! < 0) r.violate('ammo-slides-negative', i, `${spec.name}: slides left ${w.slidesLeft[s]}`);
          if (w.obs[i]!.spare[k]! < 0) r.violate('ammo-spare-negative', i, `${spec.name}: spare ${w.obs[i]!.spare[k]}`);
        }
        if (w.inHand[i]! < -1 || w.inHand[i]! >= ws.length) r.violate('in-hand', i, `inHand ${w.inHand[i]} of ${ws.length} weapons`);
        // Cards (REEL 6, EFFECTS OF HIT TABLE; QR-117): counters never negative, no more lost than he had.
        const le = w.lethal[i]!;
        const ko = w.ko[i]!;
        const left = cardsLeft(w, i);
        if (le < 0 || ko < 0 || w.toCome[i]! < 0 || w.void[i]! < 0 || w.voidHit[i]! < 0) r.violate('qd-card-counter-negative', i, this.describe(i));
        if (le + ko > w.cardsMax[i]!) r.violate('qd-cards-over-max', i, this.describe(i));
        if (w.voidHit[i]! > w.void[i]!) r.violate('qd-void-hit-over-void', i, `${this.describe(i)}, void by hits ${w.voidHit[i]}`);
        if (w.void[i]! > w.toCome[i]!) r.violate('qd-void-over-to-come', i, this.describe(i));
        if (w.toCome[i]! - w.void[i]! > left) r.violate('qd-to-come-over-cards-left', i, this.describe(i));
        if (w.status[i] === STATUS_UP && left <= 0) r.violate('qd-up-with-no-cards', i, this.describe(i));
        if (w.status[i] === STATUS_UP && w.kod[i] !== (ko > 0 ? 1 : 0)) r.violate('qd-kod-vs-ko', i, this.describe(i));
        if (w.luckLeft[i]! < 0) r.violate('qd-luck-negative', i, `luck left ${w.luckLeft[i]}`);
        if (w.beastHits[i]! < 0 || w.mountHits[i]! < 0) r.violate('qd-hits-negative', i, `beast hits ${w.beastHits[i]}, mount hits ${w.mountHits[i]}`);
        // Close combat: only a man up is engaged, with someone else.
        const e = w.engaged[i]!;
        if (e >= 0 && w.status[i] !== STATUS_UP) r.violate(`qd-engaged-while-${statusWord(w.status[i]!)}`, i, this.describe(i));
        if (e >= n || e === i || e < -1) r.violate('qd-engaged-bad', i, `engaged ${e}`);
      }
      for (let v = 0; v < setup.vehicles.length; v++) {
        const c = w.vCell[v]!;
        if (c < 0 || c >= w.map.cells) r.violate('qd-vehicle-off-map', -1, `vehicle ${v} in cell ${c}`);
      }
    },
    checkTransitions(r) {
      for (let i = 0; i < n; i++) {
        if (w.lethal[i]! >= prevLethal[i]!) continue;
        // QR-60, QR-117: first aid gives back a card, a wound first.
        if (firstAid) r.allow('a wound healed by first aid (Quick on the Draw QR-60, QR-117)');
        else r.violate('qd-wound-healed', i, `lethal ${prevLethal[i]} -> ${w.lethal[i]} with no healer in the scenario`);
      }
    },
    snapshot() {
      prevLethal.set(w.lethal);
    },
    wrapTrial(start, end) {
      wrapped(engine, 'playTrial', start, end);
    },
  };
}

/** Shootout! (packages/shootout/src/skirmish): HTK, pins, command points, the pending hits. */
function shootoutProbe(engine: SoEngine): SystemProbe {
  const w = engine.world;
  const n = w.n;
  const maxW = w.maxW;
  const prevPinned = new Uint8Array(n);
  const prevCell = new Int32Array(n);
  const prevUp = new Uint8Array(n);
  // The engine's tables (a private member, read with TypeScript's typed bracket access; soTables).
  const tables = engine['tables'];
  return {
    system: 'shootout',
    inactiveWord: 'inactive',
    firstAid: false,
    // core refreshThreats with soReadySlot; bands: short, long, close combat.
    ...allRoundParts(engine, tables, (j) => soReadySlot(w, j)),
    afterObserve: (_i, _fresh, inCover) => inCover,
    reused: () => false,
    inactive: () => false,
    carried: () => false,
    carriage: '',
    boltingRider: () => false,
    describe: (j) => `${STATUS_WORDS[w.status[j]!]}, HTK ${w.htk[j]} of ${w.htkMax[j]}, pinned ${w.pinned[j]}`,
    checkState(r) {
      for (let i = 0; i < n; i++) {
        // Ammunition: loaded within the weapon's ammunition (0: unlimited).
        const count = w.rangedCount[i]!;
        for (let k = 0; k < count; k++) {
          const s = i * maxW + k;
          const cap = w.wAmmo[s] === 0 ? Number.POSITIVE_INFINITY : w.wAmmo[s]!;
          if (w.loaded[s]! < 0 || w.loaded[s]! > cap) r.violate('ammo-loaded', i, `slot ${k}: loaded ${w.loaded[s]}, ammunition ${cap}`);
        }
        if (w.inHand[i]! < -1 || w.inHand[i]! >= Math.max(1, count)) r.violate('in-hand', i, `inHand ${w.inHand[i]} of ${count} ranged weapons`);
        // HTK (SR-56): within the profile's, and a figure up has some left.
        if (w.htk[i]! < 0 || w.htk[i]! > w.htkMax[i]!) r.violate('so-htk-range', i, this.describe(i));
        if (w.status[i] === STATUS_UP && w.htk[i]! <= 0) r.violate('so-up-with-no-htk', i, this.describe(i));
      }
      for (let g = 0; g < w.gPoints.length; g++) if (w.gPoints[g]! < 0) r.violate('so-command-points-negative', -1, `group ${g}: ${w.gPoints[g]} points`);
      if (w.pendLen > w.pendTarget.length) r.violate('so-pending-hits-overflow', -1, `${w.pendLen} pending hits, room for ${w.pendTarget.length}`);
    },
    checkTransitions(r, sameTurn) {
      // SR-49: "A pinned figure is not moved" until he passes his courage test; a broken Northfield
      // gang member pinned again stays until his pin ends (SR-77).
      if (!sameTurn) return;
      for (let i = 0; i < n; i++) {
        if (prevUp[i] === 1 && prevPinned[i] === 1 && w.pinned[i] === 1 && w.cell[i] !== prevCell[i]) r.violate('so-pinned-moved', i, `cell ${prevCell[i]} -> ${w.cell[i]}, ${this.describe(i)}`);
      }
    },
    snapshot() {
      prevPinned.set(w.pinned);
      prevCell.set(w.cell);
      for (let i = 0; i < n; i++) prevUp[i] = w.status[i] === STATUS_UP ? 1 : 0;
    },
    wrapTrial(start, end) {
      wrapped(engine, 'playTrial', start, end);
    },
  };
}

/** `1234567` as `1,234,567`. */
const count = (x: number): string => x.toLocaleString('en-US');

/** A word for a shell command line: as it is when plain, else quoted. */
const shellWord = (s: string): string => (/^[\w./:@+-]+$/.test(s) ? s : `'${s.replaceAll("'", "'\\''")}'`);

/**
 * The lines `pnpm invariants` prints for one check: a summary (system, scenario, trials,
 * decisions, seconds, the violations by kind with the trials they were found in), then each
 * kind's examples, each with the `deadeye replay` command that shows its trial turn by turn
 * (the scenario's path relative to `cwd`, where the command will be typed); with `verbose`, the
 * cases the rules allow that were met, with their rulings and how often.
 */
export function formatInvariantResult(r: InvariantResult, o: { readonly verbose: boolean; readonly cwd: string }): string[] {
  const file = relative(o.cwd, r.file) || r.file;
  const found = r.violations.length === 0 ? 'no violations' : `${count(r.violationCount)} violation${r.violationCount === 1 ? '' : 's'}: ${r.violations.map((v) => `${v.kind} ${count(v.count)} (${count(v.trials)} trial${v.trials === 1 ? '' : 's'})`).join(', ')}`;
  const lines = [`${r.system.padEnd(10)} ${r.scenario.padEnd(20)} ${count(r.trials).padStart(6)} trials ${count(r.decisions).padStart(10)} decisions ${r.seconds.toFixed(1).padStart(6)} s  ${found}`];
  for (const v of r.violations) {
    for (const e of v.examples) {
      const when = `${e.trial >= 0 ? `trial ${e.trial}, ` : ''}${e.turn > 0 ? `turn ${e.turn}, ` : ''}`;
      lines.push(`    ${v.kind}: ${when}${e.where}${e.who === '-' ? '' : `, ${e.who}`}: ${e.detail}`);
      if (e.trial >= 0) lines.push(`      replay: pnpm deadeye replay ${shellWord(file)} --system ${r.system} --seed ${shellWord(r.seed)} --trial ${e.trial}${r.variant === undefined ? '' : ` --variant ${shellWord(r.variant)}`}`);
    }
  }
  if (o.verbose) for (const [what, k] of Object.entries(r.allowed)) lines.push(`    allowed: ${what}: ${count(k)}`);
  return lines;
}
