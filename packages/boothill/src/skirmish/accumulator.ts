/**
 * The scenario accumulator: one Float64Array of integer counts per worker task, laid out from the
 * setup (sides, characters, turn limit), merged by plain addition in batch order, and read into
 * {@link SkirmishCounts} on the main thread.
 */
import type { SkirmishCounts, WeaponBandCounts } from '@deadeye/core';
import { SKIRMISH_END_STATES } from '@deadeye/core';
import { WEAPONS_CHART } from '../tables/weapons.ts';
import { RANGE_BANDS } from '../tables/types.ts';
import { WEAPON_TYPES, type SkirmishSetup } from './setup.ts';

export const A_TRIALS = 0;
export const A_DRAWS = 1;
export const A_RANDOM_DRAWS = 2;
export const A_EXCHANGES = 3;
export const A_FASTEST_STANDING = 4;
const HEADER = 5;

/** Per-character fields: end states (SKIRMISH_END_STATES order), then these. */
export const C_END = 0;
export const C_SHOTS = 6;
export const C_HITS = 7;
export const C_BRAWL_ROUNDS = 8;
export const C_BRAWL_DAMAGE = 9;
export const C_STRIDE = 10;

/** Per weapon type and band: shots, hits, wounds, kills. */
export const W_SHOTS = 0;
export const W_HITS = 1;
export const W_WOUNDS = 2;
export const W_KILLS = 3;
export const W_STRIDE = 4;

/** Offsets of a setup's accumulator. */
export interface SkirmishLayout {
  readonly size: number;
  /** Start of the turns histogram (maxTurns cells). */
  readonly turns: number;
  /** Per side: wins at `sides[s]`, casualties histogram from `sides[s] + 1` (size + 1 cells). */
  readonly sides: readonly number[];
  /** Per character: start of its C_STRIDE cells. */
  readonly characters: readonly number[];
  /** Start of the weapons block: `weapons + (type * 4 + band) * W_STRIDE`. */
  readonly weapons: number;
  /**
   * Start of the Northfield block, or -1 without the rule: gang money histogram (NF_MONEY_BINS
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
  let at = HEADER;
  const turns = at;
  at += setup.maxTurns;
  const sides = setup.sides.map((s) => {
    const start = at;
    at += 2 + s.members.length;
    return start;
  });
  const characters = setup.characters.map(() => {
    const start = at;
    at += C_STRIDE;
    return start;
  });
  const weapons = at;
  at += WEAPON_TYPES.length * RANGE_BANDS.length * W_STRIDE;
  let northfield: NorthfieldLayout | null = null;
  if (setup.northfield !== null) {
    const gangMoney = at;
    const townMoney = gangMoney + NF_MONEY_BINS;
    const discoveredTurn = townMoney + NF_MONEY_BINS;
    const reinforcements = discoveredTurn + setup.maxTurns + 1;
    const reinforcementBins = setup.northfield.pool.length + 1;
    const recognized = reinforcements + reinforcementBins;
    northfield = { gangMoney, townMoney, discoveredTurn, reinforcements, reinforcementBins, recognized, vaultLooted: recognized + 1, reserveFound: recognized + 2 };
    at = recognized + 3;
  }
  return { size: at, turns, sides, characters, weapons, northfield };
}

/** A zeroed accumulator for a setup. */
export function createSkirmishAccumulator(setup: SkirmishSetup): Float64Array {
  return new Float64Array(skirmishLayout(setup).size);
}

/** Adds `source` into `target` (same layout). @throws Error when the lengths differ. */
export function mergeSkirmishAccumulator(target: Float64Array, source: Float64Array): void {
  if (target.length !== source.length) throw new Error(`accumulator lengths differ: ${target.length} vs ${source.length}`);
  for (let i = 0; i < target.length; i++) target[i] = (target[i] as number) + (source[i] as number);
}

/** Reads an accumulator into named counts. */
export function skirmishCounts(setup: SkirmishSetup, acc: Float64Array): SkirmishCounts {
  const L = skirmishLayout(setup);
  const at = (i: number): number => acc[i] as number;
  const weapons: WeaponBandCounts[] = [];
  WEAPON_TYPES.forEach((type, t) => {
    RANGE_BANDS.forEach((band, b) => {
      const o = L.weapons + (t * RANGE_BANDS.length + b) * W_STRIDE;
      if (at(o + W_SHOTS) === 0) return;
      weapons.push({
        weapon: type,
        weaponName: WEAPONS_CHART[type].name,
        band,
        shots: at(o + W_SHOTS),
        hits: at(o + W_HITS),
        wounds: at(o + W_WOUNDS),
        kills: at(o + W_KILLS),
      });
    });
  });
  return {
    trials: at(A_TRIALS),
    maxTurns: setup.maxTurns,
    draws: at(A_DRAWS),
    sides: setup.sides.map((s, i) => ({
      name: s.name,
      wins: at(L.sides[i] as number),
      casualties: Array.from({ length: s.members.length + 1 }, (_, k) => at((L.sides[i] as number) + 1 + k)),
    })),
    characters: setup.characters.map((c, i) => {
      const o = L.characters[i] as number;
      return {
        name: c.name,
        side: (setup.sides[c.side] as { name: string }).name,
        endState: Object.fromEntries(SKIRMISH_END_STATES.map((e, k) => [e, at(o + C_END + k)])) as unknown as SkirmishCounts['characters'][number]['endState'],
        shots: at(o + C_SHOTS),
        hits: at(o + C_HITS),
        brawlRounds: at(o + C_BRAWL_ROUNDS),
        brawlDamage: at(o + C_BRAWL_DAMAGE),
      };
    }),
    turns: Array.from({ length: setup.maxTurns }, (_, t) => at(L.turns + t)),
    weapons,
    firstShot: { exchanges: at(A_EXCHANGES), fastestStanding: at(A_FASTEST_STANDING) },
    randomDraws: at(A_RANDOM_DRAWS),
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
