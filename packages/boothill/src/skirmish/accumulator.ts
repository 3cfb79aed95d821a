/**
 * The scenario accumulator: one Float64Array of integer counts per worker task, laid out from the
 * setup (sides, characters, turn limit), merged by plain addition in batch order, and read into
 * {@link SkirmishCounts} on the main thread.
 */
import {
  createOutcomeAccumulator,
  mergeOutcomeAccumulator,
  NF_SECTION,
  northfieldCounts,
  northfieldLayout,
  northfieldSection,
  outcomeLayout,
  readOutcomeCounts,
  type NorthfieldLayout,
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
  /** The Northfield module's block (core's {@link NorthfieldLayout}), or null without the rule. */
  readonly northfield: NorthfieldLayout | null;
}

/** The layout of a setup's accumulator. */
export function skirmishLayout(setup: SkirmishSetup): SkirmishLayout {
  const nf = setup.northfield;
  const base = outcomeLayout({
    maxTurns: setup.maxTurns,
    sideSizes: setup.sides.map((s) => s.members.length),
    characters: setup.characters.length,
    weaponClasses: WEAPON_TYPES.length,
    bands: RANGE_BANDS.length,
    sections: nf === null ? [] : [northfieldSection(nf, setup.maxTurns)],
  });
  const start = base.sections[NF_SECTION];
  const northfield = nf === null || start === undefined ? null : northfieldLayout(start, nf, setup.maxTurns);
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
  return {
    ...counts,
    ...(L.northfield === null || setup.northfield === null ? {} : { northfield: northfieldCounts(L.northfield, acc, setup.maxTurns, setup.northfield.gangSide) }),
  };
}
