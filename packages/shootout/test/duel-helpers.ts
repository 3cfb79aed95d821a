/**
 * Test helpers of the standing duel: duel profiles copied from the printed rows of shootout.txt
 * (each cites its row), the standing duelist as both agents, and a runner that plays trials in
 * batches exactly as the runner does, in-process.
 */
import { standingDuelist } from '@deadeye/agents';
import type { WeaponAgent } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';

/** Trials per chunk, cut as a runner might (any cut gives the same results: each trial has its own numbers). */
const BATCH_SIZE = 8192;
import {
  ShootoutDuelEngine,
  createShootoutDuelAccumulator,
  mergeShootoutDuelAccumulator,
  rangedWeapon,
  shootoutDuelCounts,
  type DuelProfile,
  type Factors,
  type ShootoutDuel,
} from '../src/index.ts';

/** Both duelists play the standing duelist (the registry's default). */
export const STANDING: readonly [WeaponAgent, WeaponAgent] = [standingDuelist, standingDuelist];

const f = (close: number, ranged: number, speed: number, courage: number, leader: number, htk: number): Factors => ({ close, ranged, speed, courage, leader, htk });

/** Factors copied from the printed rows (Close, Ranged, Speed, Courage, Leader, HTK; blank = 0). */
export const ROWS = {
  /** Famous Names: "Doc Holliday		+3	+3	+2		2	Pistol	13". */
  docHolliday: f(0, 3, 3, 2, 0, 2),
  /** Famous Names: "Johnny Rico	+1	+3	+3	+2		3	Pistol	15". */
  johnnyRico: f(1, 3, 3, 2, 0, 3),
  /** Famous Names: "Billy the Kid		+3	+4	+2		2	Pistol	14". */
  billyTheKid: f(0, 3, 4, 2, 0, 2),
  /** Famous Names: "Wild Bill Hickock	+2	+1	+1	+3		3	Rifle/Pistol	15". */
  wildBill: f(2, 1, 1, 3, 0, 3),
  /** Troop Types, Townsfolk: "Townsmen						1	Shotgun/Pistol	5". */
  townsman: f(0, 0, 0, 0, 0, 1),
  /** Troop Types, Townsfolk: "Deputy		+1		+1		1	Pistol	6". */
  deputy: f(0, 1, 0, 1, 0, 1),
  /** Troop Types, Townsfolk: "Sheriff		+2	+1	+1	+1	2	Pistol	10". */
  sheriff: f(0, 2, 1, 1, 1, 2),
  /** Troop Types, Townsfolk: "Gambler		+2	+1	+1		1	Pistol	8". */
  gambler: f(0, 2, 1, 1, 0, 1),
  /** Troop Types, Ranch-hands: "Cowboy		+1				1	Rifle/Pistol	6". */
  cowboy: f(0, 1, 0, 0, 0, 1),
  /** Troop Types, US Army: "Sergeant	+1	+1		+1	+1	2	Rifle/Sabre	11". */
  sergeant: f(1, 1, 0, 1, 1, 2),
  /** Troop Types, US Army: "Trooper		+1		+1		1	Rifle/Sabre	8". */
  trooper: f(0, 1, 0, 1, 0, 1),
  /** Troop Types, Plains Indians: "Warrior		+1	+1			1	Bow/Spear	8". */
  plainsWarrior: f(0, 1, 1, 0, 0, 1),
  /** Troop Types, Apache: "Warrior	+1		+1			1	Bow/Knife	7". */
  apacheWarrior: f(1, 0, 1, 0, 0, 1),
  /** Troop Types, Ranch-hands: "Hired Gun	+1	+3	+2	+1		2	Pistol	12". */
  hiredGun: f(1, 3, 2, 1, 0, 2),
} as const;

/** A duel profile: `name`, factors, and the ranged weapon row `weapon` (an id of RANGED_WEAPONS). */
export function profile(name: string, factors: Factors, weapon: string): DuelProfile {
  return { name, factors, weapon: rangedWeapon(weapon) };
}

/** Plays `trials` trials of `m` in batches from `streamFor(seed, m.id, b * BATCH_SIZE)`, merged in batch order; returns the raw accumulator. */
export function monteCarloAcc(m: ShootoutDuel, trials: number, seed = 'so-duel-test'): Float64Array {
  const engine = new ShootoutDuelEngine(m, STANDING);
  const total = createShootoutDuelAccumulator(m);
  for (let b = 0; b * BATCH_SIZE < trials; b++) {
    const acc = createShootoutDuelAccumulator(m);
    engine.runBatch(streamFor(seed, m.id, b * BATCH_SIZE), Math.min(BATCH_SIZE, trials - b * BATCH_SIZE), acc);
    mergeShootoutDuelAccumulator(total, acc);
  }
  return total;
}

/** As {@link monteCarloAcc}, read back as counts. */
export function monteCarlo(m: ShootoutDuel, trials: number, seed?: string) {
  return shootoutDuelCounts(m, monteCarloAcc(m, trials, seed));
}

/** |observed share - p| in standard errors of a binomial share with n trials. */
export function standardErrors(count: number, n: number, p: number): number {
  const se = Math.sqrt((p * (1 - p)) / n);
  const diff = Math.abs(count / n - p);
  if (se === 0) return diff < 1e-12 ? 0 : Infinity;
  return diff / se;
}

/** Where each of {@link ROWS} is printed: the row's first cell and a line above it (the group heading), for the seed-text check. */
export const ROW_SOURCES: Readonly<Record<keyof typeof ROWS, readonly [string, string]>> = {
  docHolliday: ['Doc Holliday', 'Famous Names.'],
  johnnyRico: ['Johnny Rico', 'Famous Names.'],
  billyTheKid: ['Billy the Kid', 'Famous Names.'],
  wildBill: ['Wild Bill Hickock', 'Famous Names.'],
  townsman: ['Townsmen', 'Townsfolk'],
  deputy: ['Deputy', 'Townsfolk'],
  sheriff: ['Sheriff', 'Townsfolk'],
  gambler: ['Gambler', 'Townsfolk'],
  cowboy: ['Cowboy', 'Ranch-hands'],
  sergeant: ['Sergeant', 'US Army'],
  trooper: ['Trooper', 'US Army'],
  plainsWarrior: ['Warrior', 'Plains Indians'],
  apacheWarrior: ['Warrior', 'Apache'],
  hiredGun: ['Hired Gun', 'Ranch-hands'],
};
