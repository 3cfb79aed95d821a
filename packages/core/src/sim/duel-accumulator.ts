/**
 * The standing duel's accumulator, shared by the rule systems whose duel has an engine of its own
 * (BOOT HILL's and Shootout!'s; Quick on the Draw plays its SHOOTOUTS duel as a scenario, into
 * core's outcome accumulator): one Float64Array of integer counts per batch (exact
 * in float64 up to 2^53), returned by workers as a transferred buffer, merged in batch order on the
 * main thread (core's `mergeOutcomeAccumulator`) and read back as {@link DuelRangeCounts}.
 *
 * Layout ({@link DuelLayout}): the run-wide counts every duel keeps at 0 to 6 (`ACC_*`), then the
 * system's own run-wide counts; one block a duelist (A, then B) from `duelistBase`, each
 * `duelistStride` long, whose first 9 slots are the counts every duel keeps (`D_*`) and the rest the
 * system's own; then the turns histogram at `turnsBase`.
 */
import type { DuelistCounts, DuelRangeCounts } from '../duel-outcomes.ts';

/** Run-wide counts: trials; won by A, by B; both down; draws (turn limit reached, both up). */
export const ACC_TRIALS = 0;
export const ACC_A_WINS = 1;
export const ACC_B_WINS = 2;
export const ACC_BOTH_DOWN = 3;
export const ACC_DRAW = 4;
/** Trials whose first turn of fire was simultaneous (BOOT HILL: equal net speeds in turn 1; Shootout!: an ordinary turn 1, or a tied Draw!). */
export const ACC_SIMULTANEOUS_FIRST = 5;
/** Random numbers drawn, all trials. */
export const ACC_RANDOM_DRAWS = 6;
/** The run-wide slots every duel keeps: a system's own start here or later. */
export const DUEL_RUN_SLOTS = 7;

/** Inside a duelist's block: trials won; trials he fired first; of those, won. */
export const D_WINS = 0;
export const D_FIRED_FIRST = 1;
export const D_WINS_WHEN_FIRST = 2;
/** Shots fired (Shootout!: combat dice rolled), all turns. */
export const D_SHOTS = 3;
/** Hits scored (Shootout!: before saving throws). */
export const D_HITS = 4;
/** End states: unhurt, wounded, unconscious, dead (4 slots from here, core's `END_STATES` order). */
export const D_END = 5;
/** The slots of a duelist's block every duel keeps: a system's own start here or later. */
export const DUELIST_SLOTS = 9;

/** Where a system's duel accumulator puts the duelists' blocks and the turns histogram (slots). */
export interface DuelLayout {
  /** Duelist A's block; B's follows at `duelistBase + duelistStride`. */
  readonly duelistBase: number;
  readonly duelistStride: number;
  /** The turns histogram: slot `turnsBase + t - 1` counts the trials that ended (someone out) in turn t. */
  readonly turnsBase: number;
}

/**
 * A duel layout with the duelists' blocks from `duelistBase`, `duelistStride` slots each, and the
 * turns histogram after them.
 * @throws Error when `duelistBase` leaves no room for the run-wide counts ({@link DUEL_RUN_SLOTS})
 *   or `duelistStride` none for a duelist's ({@link DUELIST_SLOTS})
 */
export function duelLayout(duelistBase: number, duelistStride: number): DuelLayout {
  if (!(duelistBase >= DUEL_RUN_SLOTS && duelistStride >= DUELIST_SLOTS)) throw new Error(`duelLayout: duelists from slot ${duelistBase} (at least ${DUEL_RUN_SLOTS}), ${duelistStride} slots each (at least ${DUELIST_SLOTS})`);
  return { duelistBase, duelistStride, turnsBase: duelistBase + 2 * duelistStride };
}

/**
 * Start of duelist `d`'s block in an accumulator of `layout` (slot index): the one place a
 * duelist's block is found, by core's reading and by each system's engine.
 * @param d 0 for A, 1 for B
 */
export function duelistBlock(layout: DuelLayout, d: number): number {
  return layout.duelistBase + d * layout.duelistStride;
}

/** A zeroed duel accumulator of `layout` for a duel of `maxTurns` turns (its length depends on nothing else). */
export function newDuelAccumulator(layout: DuelLayout, maxTurns: number): Float64Array {
  return new Float64Array(layout.turnsBase + maxTurns);
}

/** Who a duelist is, as the results show him: `DuelistCounts` without the counts. */
export type DuelistIdentity = Pick<DuelistCounts, 'name' | 'weapon' | 'band' | 'profile' | 'firstShotBase' | 'bac' | 'str'>;

/**
 * Duelist `d`'s counts every duel keeps (wins, first fire, shots, hits, end states), after his
 * `identity`'s fields in their order; a system appends its own (BOOT HILL's wounds by location).
 * @param d 0 for A, 1 for B
 */
export function readDuelistCounts(acc: Float64Array, layout: DuelLayout, d: number, identity: DuelistIdentity): DuelistCounts {
  const base = duelistBlock(layout, d);
  const at = (i: number): number => acc[base + i] as number;
  return {
    ...identity,
    wins: at(D_WINS),
    firedFirst: at(D_FIRED_FIRST),
    winsWhenFiredFirst: at(D_WINS_WHEN_FIRST),
    shots: at(D_SHOTS),
    hits: at(D_HITS),
    endState: { unhurt: at(D_END), wounded: at(D_END + 1), unconscious: at(D_END + 2), dead: at(D_END + 3) },
  };
}

/**
 * A merged duel accumulator read back as the counts every duel reports at one range: the run-wide
 * counts, the turns histogram, and the duelists' counts `a` and `b` (read with
 * {@link readDuelistCounts}, a system's own appended); a system appends its `sections`.
 * @param duel the range (spaces, as the duel was asked) and the turn limit
 */
export function readDuelCounts(acc: Float64Array, layout: DuelLayout, duel: { readonly range: number; readonly maxTurns: number }, a: DuelistCounts, b: DuelistCounts): DuelRangeCounts {
  const at = (i: number): number => acc[i] as number;
  const turnsHistogram: number[] = [];
  for (let t = 0; t < duel.maxTurns; t++) turnsHistogram.push(at(layout.turnsBase + t));
  return {
    range: duel.range,
    trials: at(ACC_TRIALS),
    maxTurns: duel.maxTurns,
    aWins: at(ACC_A_WINS),
    bWins: at(ACC_B_WINS),
    bothDown: at(ACC_BOTH_DOWN),
    draw: at(ACC_DRAW),
    simultaneousFirst: at(ACC_SIMULTANEOUS_FIRST),
    turnsHistogram,
    randomDraws: at(ACC_RANDOM_DRAWS),
    a,
    b,
  };
}
