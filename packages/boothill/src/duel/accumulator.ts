/**
 * BOOT HILL's duel accumulator: core's duel layout (sim/duel-accumulator.ts: the run-wide counts
 * and each duelist's shared counts, written once for every system's duel), with each duelist's
 * wounds by severity and by wound chart location after his shared counts. One Float64Array of
 * counts per batch, returned by workers as a transferred buffer and merged in batch order on the
 * main thread.
 */
import {
  duelistBlock,
  duelLayout,
  mergeOutcomeAccumulator,
  newDuelAccumulator,
  readDuelCounts,
  readDuelistCounts,
  DUELIST_SLOTS,
  type DuelLayout,
  type DuelRangeCounts,
  type DuelistCounts,
} from '@deadeye/core';
import { LOCATIONS } from '../wound-lookup.ts';
import type { DuelMatchup, DuelistSpec } from './matchup.ts';

export { ACC_A_WINS, ACC_B_WINS, ACC_BOTH_DOWN, ACC_DRAW, ACC_RANDOM_DRAWS, ACC_SIMULTANEOUS_FIRST, ACC_TRIALS, D_END, D_FIRED_FIRST, D_HITS, D_SHOTS, D_WINS, D_WINS_WHEN_FIRST } from '@deadeye/core';

/** Wounds received by severity: light, serious, mortal (3 slots), after core's shared duelist counts. */
export const D_SEVERITY = DUELIST_SLOTS;
/** Wounds received by location, wound chart order (9 slots). */
export const D_LOCATION = D_SEVERITY + 3;
const DUELIST_STRIDE = 24;
const DUELIST_BASE = 8;
/** The layout: duelists' blocks from slot 8, 24 slots each, then the turns histogram. */
export const DUEL_LAYOUT: DuelLayout = duelLayout(DUELIST_BASE, DUELIST_STRIDE);
/** Turns histogram: slot TURNS_BASE + t - 1 counts trials that ended in turn t. */
export const TURNS_BASE = DUEL_LAYOUT.turnsBase;

/** A zeroed accumulator for a duel with `maxTurns` turns. */
export function createDuelAccumulator(maxTurns: number): Float64Array {
  return newDuelAccumulator(DUEL_LAYOUT, maxTurns);
}

/** Adds `source` into `target` slot by slot: core's merge, written once for every accumulator. @throws Error if their lengths differ. */
export const mergeDuelAccumulator: (target: Float64Array, source: Float64Array) => void = mergeOutcomeAccumulator;

/** Reads a merged accumulator back as named counts for `stats`: core's shared counts, each duelist's wounds after his. */
export function duelCounts(m: DuelMatchup, acc: Float64Array): DuelRangeCounts {
  return readDuelCounts(acc, DUEL_LAYOUT, m, duelistCounts(m.a, acc, 0), duelistCounts(m.b, acc, 1));
}

function duelistCounts(spec: DuelistSpec, acc: Float64Array, d: number): DuelistCounts {
  const base = duelistBlock(DUEL_LAYOUT, d);
  const at = (i: number): number => acc[base + i] as number;
  const woundsByLocation: Record<string, number> = {};
  LOCATIONS.forEach((loc, i) => {
    woundsByLocation[loc] = at(D_LOCATION + i);
  });
  return {
    ...readDuelistCounts(acc, DUEL_LAYOUT, d, { name: spec.name, weapon: spec.weapon, band: spec.band, firstShotBase: spec.firstShotBase, bac: spec.bac, str: spec.str }),
    woundsByLocation,
    woundsBySeverity: { light: at(D_SEVERITY), serious: at(D_SEVERITY + 1), mortal: at(D_SEVERITY + 2) },
  };
}
