/**
 * The Shootout! standing duel as the parts of core's `DuelSupport` (everything but `compile`,
 * which needs the profiles: the system turns `--a`/`--b` into {@link DuelProfile}s and calls
 * `buildShootoutDuels`).
 */
import type { DuelSupport } from '@deadeye/core';
import { createShootoutDuelAccumulator, mergeShootoutDuelAccumulator, shootoutDuelCounts } from './accumulator.ts';
import { ShootoutDuelEngine } from './engine.ts';
import { solveShootoutDuelExact } from './exact.ts';
import { SHOOTOUT_DUEL_MAX_TURNS, type ShootoutDuel } from './matchup.ts';
import { replayShootoutDuelTrial } from './replay.ts';
import { SHOOTOUT_DUEL_VARIANT_NAMES } from '../variant.ts';

/** `DuelSupport<ShootoutDuel>` but `compile`: spread it into the rule system's `duel` and add `compile`. */
export const SHOOTOUT_DUEL_PARTS: Omit<DuelSupport<ShootoutDuel>, 'compile'> = {
  defaultMaxTurns: SHOOTOUT_DUEL_MAX_TURNS,
  variants: SHOOTOUT_DUEL_VARIANT_NAMES,
  createEngine: (m, agents) => new ShootoutDuelEngine(m, agents),
  createAccumulator: (m) => createShootoutDuelAccumulator(m),
  mergeAccumulator: mergeShootoutDuelAccumulator,
  counts: shootoutDuelCounts,
  exact: solveShootoutDuelExact,
  replay: (m, agents, seed, trial) => replayShootoutDuelTrial(m, agents, seed, trial),
};


