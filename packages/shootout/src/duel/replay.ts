/**
 * Replays one trial of a Shootout! duel run with its log of every die.
 */
import type { ReplayedDuel, WeaponAgent } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { createShootoutDuelAccumulator } from './accumulator.ts';
import { ShootoutDuelEngine, unpackShootoutOutcome, type ShootoutDuelTrialOutcome } from './engine.ts';
import type { ShootoutDuel } from './matchup.ts';

/** A replayed trial: core's `ReplayedDuel` (header, log) and the trial's outcome. */
export interface ShootoutDuelReplay extends ReplayedDuel {
  readonly outcome: ShootoutDuelTrialOutcome;
}

/** The lines describing a matchup before its log: each duelist's profile, the range and the turn-1 rule. */
export function shootoutDuelHeader(m: ShootoutDuel): string[] {
  return [
    `  ${m.a.name}: ${m.a.profile}`,
    `  ${m.b.name}: ${m.b.profile}`,
    `range ${m.range}" (${m.a.name} at ${m.a.band} range, ${m.b.name} at ${m.b.band} range), both standing in the open; ` +
      `${m.draw === 1 ? 'turn 1 is a Draw!' : 'no Draw! (not two holstered revolvers): turn 1 is an ordinary turn'}; variant ${m.variant}`,
  ];
}

/**
 * Re-runs trial `trial` (0-based) of the run `(seed, matchup)` alone and logs it, from the
 * trial's own numbers (`streamFor(seed, matchup.id, trial)`, as the runner derives them): exactly
 * what it drew in the run, on any thread count.
 * @param agents the two duelists' agents (the registry builds them)
 * @throws RangeError unless `trial` is a whole number >= 0
 */
export function replayShootoutDuelTrial(matchup: ShootoutDuel, agents: readonly [WeaponAgent, WeaponAgent], seed: string, trial: number): ShootoutDuelReplay {
  if (!(Number.isSafeInteger(trial) && trial >= 0)) throw new RangeError(`trial must be a whole number >= 0, got ${trial}`);
  const stream = streamFor(seed, matchup.id, trial);
  const engine = new ShootoutDuelEngine(matchup, agents);
  const scratch = createShootoutDuelAccumulator(matchup);
  const log: string[] = [];
  const packed = engine.runTrial(stream, scratch, log);
  return { trial, header: shootoutDuelHeader(matchup), log, outcome: unpackShootoutOutcome(packed, engine) };
}
