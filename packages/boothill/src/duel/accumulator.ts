/**
 * The duel accumulator: one Float64Array of counts per batch (integers, exact in float64 up to
 * 2^53), returned by workers as a transferred buffer and merged in batch order on the main thread.
 */
import { mergeOutcomeAccumulator, type DuelRangeCounts, type DuelistCounts } from '@deadeye/core';
import { LOCATIONS } from '../wound-lookup.ts';
import type { DuelMatchup, DuelistSpec } from './matchup.ts';

/** Offsets of the run-wide counts. */
export const ACC_TRIALS = 0;
export const ACC_A_WINS = 1;
export const ACC_B_WINS = 2;
export const ACC_BOTH_DOWN = 3;
export const ACC_DRAW = 4;
export const ACC_SIMULTANEOUS_FIRST = 5;
export const ACC_RANDOM_DRAWS = 6;

/** Offsets inside a duelist's block (duelist d's block starts at `duelistBase(d)`). */
export const D_WINS = 0;
export const D_FIRED_FIRST = 1;
export const D_WINS_WHEN_FIRST = 2;
export const D_SHOTS = 3;
export const D_HITS = 4;
/** End states: unhurt, wounded, unconscious, dead (4 slots from here, in that order). */
export const D_END = 5;
/** Wounds received by severity: light, serious, mortal (3 slots). */
export const D_SEVERITY = 9;
/** Wounds received by location, wound chart order (9 slots). */
export const D_LOCATION = 12;
const DUELIST_STRIDE = 24;
const DUELIST_BASE = 8;
/** Turns histogram: slot TURNS_BASE + t - 1 counts trials that ended in turn t. */
export const TURNS_BASE = DUELIST_BASE + 2 * DUELIST_STRIDE;

/** Start of duelist `d`'s block (0 = A, 1 = B). */
export function duelistBase(d: number): number {
  return DUELIST_BASE + d * DUELIST_STRIDE;
}

/** A zeroed accumulator for a duel with `maxTurns` turns. */
export function createDuelAccumulator(maxTurns: number): Float64Array {
  return new Float64Array(TURNS_BASE + maxTurns);
}

/** Adds `source` into `target` slot by slot: core's merge, written once for every accumulator. @throws Error if their lengths differ. */
export const mergeDuelAccumulator: (target: Float64Array, source: Float64Array) => void = mergeOutcomeAccumulator;

/** Reads a merged accumulator back as named counts for `stats`. */
export function duelCounts(m: DuelMatchup, acc: Float64Array): DuelRangeCounts {
  const at = (i: number): number => acc[i] as number;
  const turnsHistogram: number[] = [];
  for (let t = 0; t < m.maxTurns; t++) turnsHistogram.push(at(TURNS_BASE + t));
  return {
    range: m.range,
    trials: at(ACC_TRIALS),
    maxTurns: m.maxTurns,
    aWins: at(ACC_A_WINS),
    bWins: at(ACC_B_WINS),
    bothDown: at(ACC_BOTH_DOWN),
    draw: at(ACC_DRAW),
    simultaneousFirst: at(ACC_SIMULTANEOUS_FIRST),
    turnsHistogram,
    randomDraws: at(ACC_RANDOM_DRAWS),
    a: duelistCounts(m.a, acc, duelistBase(0)),
    b: duelistCounts(m.b, acc, duelistBase(1)),
  };
}

function duelistCounts(spec: DuelistSpec, acc: Float64Array, base: number): DuelistCounts {
  const at = (i: number): number => acc[base + i] as number;
  const woundsByLocation: Record<string, number> = {};
  LOCATIONS.forEach((loc, i) => {
    woundsByLocation[loc] = at(D_LOCATION + i);
  });
  return {
    name: spec.name,
    weapon: spec.weapon,
    band: spec.band,
    firstShotBase: spec.firstShotBase,
    bac: spec.bac,
    str: spec.str,
    wins: at(D_WINS),
    firedFirst: at(D_FIRED_FIRST),
    winsWhenFiredFirst: at(D_WINS_WHEN_FIRST),
    shots: at(D_SHOTS),
    hits: at(D_HITS),
    endState: { unhurt: at(D_END), wounded: at(D_END + 1), unconscious: at(D_END + 2), dead: at(D_END + 3) },
    woundsByLocation,
    woundsBySeverity: { light: at(D_SEVERITY), serious: at(D_SEVERITY + 1), mortal: at(D_SEVERITY + 2) },
  };
}
