/**
 * The Northfield module's cells of a scenario accumulator, written once for every rule system that
 * plays it: where they sit (a section of core's outcome layout, `OutcomeLayoutSpec.sections`), how
 * a trial is recorded into them and how they are read back into {@link NorthfieldCounts}.
 * Source: boot-hill-referee-screen-and-northfield-module.md, SHOOTOUT IN NORTHFIELD (ROBBING THE
 * BANK: the cash reserves of 1d6 x $1,000 and the vault of 6d6 x $1,000; REINFORCEMENTS; VICTORY
 * CONDITIONS: money).
 */
import type { NorthfieldCounts } from '../../skirmish-outcomes.ts';
import type { NorthfieldSetup } from './setup.ts';
import { NORTHFIELD } from './tables.ts';
import type { NorthfieldScenario } from './rules.ts';

/** $1,000 bins of the Northfield money histograms: 0..48 (two reserves of 1d6 and the vault of 6d6). */
export const NF_MONEY_BINS = 49;

/** The section's name in core's outcome layout (`OutcomeLayout.sections`). */
export const NF_SECTION = 'northfield';

/**
 * Offsets of the Northfield block in an accumulator: gang money histogram ({@link NF_MONEY_BINS}
 * cells, $1,000 each), town money histogram (NF_MONEY_BINS), discovered turn histogram
 * (maxTurns + 1 cells, 0 never), reinforcements histogram (pool + 1 cells), then recognized,
 * vault looted and a cash reserve found (one cell each).
 */
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

/**
 * The section to ask core's outcome layout for (`outcomeLayout({ sections })`).
 * @param nf the compiled module
 * @param maxTurns the scenario's turn limit (the discovered-turn histogram has one cell a turn and one for never)
 */
export function northfieldSection(nf: NorthfieldSetup, maxTurns: number): { readonly name: string; readonly size: number } {
  return { name: NF_SECTION, size: 2 * NF_MONEY_BINS + maxTurns + 1 + (nf.pool.length + 1) + 3 };
}

/**
 * The block's offsets, given where core's layout put the section (`layout.sections[NF_SECTION]`).
 * @param start the section's first cell
 */
export function northfieldLayout(start: number, nf: NorthfieldSetup, maxTurns: number): NorthfieldLayout {
  const reinforcementBins = nf.pool.length + 1;
  const gangMoney = start;
  const townMoney = gangMoney + NF_MONEY_BINS;
  const discoveredTurn = townMoney + NF_MONEY_BINS;
  const reinforcements = discoveredTurn + maxTurns + 1;
  const recognized = reinforcements + reinforcementBins;
  return { gangMoney, townMoney, discoveredTurn, reinforcements, reinforcementBins, recognized, vaultLooted: recognized + 1, reserveFound: recognized + 2 };
}

/**
 * Adds the trial just played to the block (after the module's `winner(true)` has counted the
 * money). Allocates nothing: it runs once a trial.
 */
export function recordNorthfield(acc: Float64Array, N: NorthfieldLayout, nf: NorthfieldScenario): void {
  // Money histograms in bins of $1,000 (the module's dollars per pip).
  let k = N.gangMoney + Math.min(NF_MONEY_BINS - 1, Math.round(nf.gangMoney / NORTHFIELD.dollarsPerPip));
  acc[k] = acc[k]! + 1;
  k = N.townMoney + Math.min(NF_MONEY_BINS - 1, Math.round(nf.townMoney / NORTHFIELD.dollarsPerPip));
  acc[k] = acc[k]! + 1;
  k = N.discoveredTurn + nf.discovered;
  acc[k] = acc[k]! + 1;
  k = N.reinforcements + Math.min(N.reinforcementBins - 1, nf.reinforcements);
  acc[k] = acc[k]! + 1;
  if (nf.recognized === 1) acc[N.recognized] = acc[N.recognized]! + 1;
  if (nf.vaultLooted()) acc[N.vaultLooted] = acc[N.vaultLooted]! + 1;
  if (nf.reserveFound()) acc[N.reserveFound] = acc[N.reserveFound]! + 1;
}

/** Reads the block back into named counts (the results JSON's `northfield`). */
export function northfieldCounts(N: NorthfieldLayout, acc: Float64Array, maxTurns: number, gangSide: number): NorthfieldCounts {
  const run = (start: number, length: number): number[] => Array.from(acc.subarray(start, start + length));
  return {
    gangSide,
    gangMoney: run(N.gangMoney, NF_MONEY_BINS),
    townMoney: run(N.townMoney, NF_MONEY_BINS),
    discoveredTurn: run(N.discoveredTurn, maxTurns + 1),
    reinforcements: run(N.reinforcements, N.reinforcementBins),
    recognized: acc[N.recognized]!,
    vaultLooted: acc[N.vaultLooted]!,
    reserveFound: acc[N.reserveFound]!,
  };
}
