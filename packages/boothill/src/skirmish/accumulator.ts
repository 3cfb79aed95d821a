/**
 * The scenario accumulator: one Float64Array of integer counts per worker task, laid out from the
 * setup (sides, characters, turn limit), merged by plain addition in batch order, and read into
 * {@link SkirmishCounts} on the main thread.
 */
import {
  createOutcomeAccumulator,
  mergeOutcomeAccumulator,
  outcomeLayout,
  readOutcomeCounts,
  type OutcomeLayout,
  type SkirmishCounts,
} from '@deadeye/core';
import { WEAPONS_CHART } from '../tables/weapons.ts';
import { RANGE_BANDS } from '../tables/types.ts';
import { WEAPON_TYPES, type SkirmishSetup } from './setup.ts';

// The neutral cells (core's outcome accumulator), under the names the engine reads them by.
export {
  A_DRAWS,
  A_EXCHANGES,
  A_FASTEST_STANDING,
  A_RANDOM_DRAWS,
  A_TRIALS,
  C_BRAWL_DAMAGE,
  C_BRAWL_ROUNDS,
  C_END,
  C_HITS,
  C_SHOTS,
  C_STRIDE,
  W_HITS,
  W_KILLS,
  W_SHOTS,
  W_STRIDE,
  W_WOUNDS,
} from '@deadeye/core';

/**
 * Offsets of a BOOT HILL scenario's accumulator: core's neutral layout (weapon classes = the
 * WEAPONS CHART's types, bands = short, medium, long, extreme; BOOT HILL's brawling counts in the
 * hand-to-hand cells), and the Northfield module's section when the scenario plays it.
 */
export interface SkirmishLayout extends OutcomeLayout {
  /**
   * Start of the Northfield block, or null without the rule: gang money histogram (NF_MONEY_BINS
   * cells, $1,000 each), town money histogram (NF_MONEY_BINS), discovered turn histogram
   * (maxTurns + 1, 0 never), reinforcements histogram (pool + 1), then recognized, vault looted,
   * a cash reserve found (one cell each). Offsets: {@link NorthfieldLayout}.
   */
  readonly northfield: NorthfieldLayout | null;
}

/** $1,000 bins of the Northfield money histograms: 0..48 (two reserves of 1d6 and the vault of 6d6). */
export const NF_MONEY_BINS = 49;

/** Offsets of the Northfield block. */
export interface NorthfieldLayout {
  readonly gangMoney: number;
  readonly townMoney: number;
  readonly discoveredTurn: number;
  readonly reinforcements: number;
  readonly reinforcementBins: number;
  readonly recognized: number;
  readonly vaultLooted: number;
  readonly reserveFound: number;
}

/** The layout of a setup's accumulator. */
export function skirmishLayout(setup: SkirmishSetup): SkirmishLayout {
  const nf = setup.northfield;
  const reinforcementBins = nf === null ? 0 : nf.pool.length + 1;
  const base = outcomeLayout({
    maxTurns: setup.maxTurns,
    sideSizes: setup.sides.map((s) => s.members.length),
    characters: setup.characters.length,
    weaponClasses: WEAPON_TYPES.length,
    bands: RANGE_BANDS.length,
    sections: nf === null ? [] : [{ name: 'northfield', size: 2 * NF_MONEY_BINS + setup.maxTurns + 1 + reinforcementBins + 3 }],
  });
  let northfield: NorthfieldLayout | null = null;
  const start = base.sections['northfield'];
  if (start !== undefined) {
    const gangMoney = start;
    const townMoney = gangMoney + NF_MONEY_BINS;
    const discoveredTurn = townMoney + NF_MONEY_BINS;
    const reinforcements = discoveredTurn + setup.maxTurns + 1;
    const recognized = reinforcements + reinforcementBins;
    northfield = { gangMoney, townMoney, discoveredTurn, reinforcements, reinforcementBins, recognized, vaultLooted: recognized + 1, reserveFound: recognized + 2 };
  }
  return { ...base, northfield };
}

/** A zeroed accumulator for a setup. */
export function createSkirmishAccumulator(setup: SkirmishSetup): Float64Array {
  return createOutcomeAccumulator(skirmishLayout(setup));
}

/** Adds `source` into `target` (same layout). @throws Error when the lengths differ. */
export const mergeSkirmishAccumulator: (target: Float64Array, source: Float64Array) => void = mergeOutcomeAccumulator;

/** The WEAPONS CHART's types with their printed names, in layout order. */
const WEAPON_CLASSES: readonly { readonly id: string; readonly name: string }[] = WEAPON_TYPES.map((t) => ({ id: t, name: WEAPONS_CHART[t].name }));

/** Reads an accumulator into named counts (core's neutral counts, and the Northfield module's). */
export function skirmishCounts(setup: SkirmishSetup, acc: Float64Array): SkirmishCounts {
  const L = skirmishLayout(setup);
  const counts = readOutcomeCounts(L, acc, { maxTurns: setup.maxTurns, sides: setup.sides, characters: setup.characters, weaponClasses: WEAPON_CLASSES, bands: RANGE_BANDS });
  const at = (i: number): number => acc[i] as number;
  return {
    ...counts,
    ...(L.northfield === null || setup.northfield === null ? {} : { northfield: northfieldCounts(L.northfield, setup.maxTurns, setup.northfield.gangSide, at) }),
  };
}

function northfieldCounts(N: NorthfieldLayout, maxTurns: number, gangSide: number, at: (i: number) => number): NonNullable<SkirmishCounts['northfield']> {
  const run = (start: number, length: number): number[] => Array.from({ length }, (_, k) => at(start + k));
  return {
    gangSide,
    gangMoney: run(N.gangMoney, NF_MONEY_BINS),
    townMoney: run(N.townMoney, NF_MONEY_BINS),
    discoveredTurn: run(N.discoveredTurn, maxTurns + 1),
    reinforcements: run(N.reinforcements, N.reinforcementBins),
    recognized: at(N.recognized),
    vaultLooted: at(N.vaultLooted),
    reserveFound: at(N.reserveFound),
  };
}
