/**
 * Replays one trial of a Quick on the Draw scenario run with its card-by-card log: each card
 * turned, the action declared, every die.
 */
import type { SkirmishAgent } from '@deadeye/core';
import { BATCH_SIZE, streamFor } from '@deadeye/rng';
import { createQdAccumulator } from './accumulator.ts';
import { QdEngine } from './engine.ts';
import type { QdSetup } from './setup.ts';

/** A replayed trial: its log, winner (-1 draw), phases played and each character's fate. */
export interface QdReplay {
  readonly trial: number;
  readonly batch: number;
  readonly log: readonly string[];
  readonly winner: number;
  readonly turns: number;
  readonly fates: readonly { readonly name: string; readonly fate: string }[];
}

const FATES = ['up', 'unconscious', 'dead', 'fled', 'captured', 'reserve'] as const;

/**
 * Re-runs trial `trial` (0-based) of the run `(seed, setup)` alone with a log; the batch's stream
 * is advanced through its earlier trials silently, so the trial draws exactly what it drew in the
 * batch run, on any thread count.
 * @throws RangeError unless `trial` is a whole number >= 0
 */
export function replayQdTrial(setup: QdSetup, agents: readonly SkirmishAgent[], seed: string, trial: number): QdReplay {
  if (!(Number.isInteger(trial) && trial >= 0)) throw new RangeError(`trial must be a whole number >= 0, got ${trial}`);
  const batch = Math.floor(trial / BATCH_SIZE);
  const engine = new QdEngine(setup, agents);
  const world = engine.world;
  world.stream = streamFor(seed, setup.id, batch);
  world.acc = createQdAccumulator(setup);
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
    return { name: c.name, fate: st === 'up' ? (world.lethal[i]! > 0 ? 'wounded' : 'up') : st };
  });
  return { trial, batch, log, winner, turns, fates };
}
