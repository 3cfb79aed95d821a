/**
 * Replays one trial of a Shootout! scenario run with its turn-by-turn log: command points, every
 * move, every combat die, saving throw and courage test.
 */
import type { ReplayedScenario, SkirmishAgent } from '@deadeye/core';
import { BATCH_SIZE, streamFor } from '@deadeye/rng';
import { createSoAccumulator } from './accumulator.ts';
import { SoEngine } from './engine.ts';
import type { SoSetup } from './setup.ts';

/** Fates in a replay, by `STATUS_*` code (a figure up who lost HTK is `wounded`). */
const FATES = ['up', 'unconscious', 'dead', 'fled', 'captured', 'reserve'] as const;

/**
 * Re-runs trial `trial` (0-based) of the run `(seed, setup)` alone with a log; the batch's stream
 * is advanced through its earlier trials silently, so the trial draws exactly what it drew in the
 * batch run, on any thread count.
 * @throws RangeError unless `trial` is a whole number >= 0
 */
export function replaySoTrial(setup: SoSetup, agents: readonly SkirmishAgent[], seed: string, trial: number): ReplayedScenario {
  if (!(Number.isInteger(trial) && trial >= 0)) throw new RangeError(`trial must be a whole number >= 0, got ${trial}`);
  const batch = Math.floor(trial / BATCH_SIZE);
  const engine = new SoEngine(setup, agents);
  const world = engine.world;
  world.stream = streamFor(seed, setup.id, batch);
  world.acc = createSoAccumulator(setup);
  for (let k = batch * BATCH_SIZE; k < trial; k++) engine.playTrial();
  const before = world.acc.slice();
  const log: string[] = [];
  world.log = log;
  engine.playTrial();
  world.log = null;
  let turns = 0;
  for (let t = 0; t < setup.maxTurns; t++) if (world.acc[engine.layout.turns + t] !== before[engine.layout.turns + t]) turns = t + 1;
  let winner = -1;
  setup.sides.forEach((_, s) => {
    const k = engine.layout.sides[s]!;
    if (world.acc[k] !== before[k]) winner = s;
  });
  const fates = setup.characters.map((c, i) => {
    const st = FATES[world.status[i]!] ?? 'up';
    return { name: c.name, fate: st === 'up' ? (world.wounded[i] === 1 ? `wounded (${world.htk[i]} HTK left)` : 'up') : st };
  });
  return { trial, batch, log, winner, turns, fates };
}
