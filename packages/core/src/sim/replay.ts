/**
 * Replaying one trial of a scenario run alone, with its log, for any rule system's engine built on
 * {@link SimWorld} and core's outcome layout (DESIGN.md principle 1: any single trial can be
 * replayed): from the trial's own numbers (`streamFor(seed, id, trial)`), so the trial draws
 * exactly what it drew in the run, on any thread count; the winner and the turns
 * played are read from what the trial added to the accumulator.
 */
import { streamFor, type Stream } from '@deadeye/rng';
import type { ReplayedScenario } from '../rule-system.ts';
import type { SimWorld } from './world.ts';

/** What {@link replayScenarioTrial} needs of an engine: its world (stream, accumulator and log settable), its layout, one trial. */
export interface ReplayableEngine {
  readonly world: SimWorld & { stream: Stream; acc: Float64Array; log: string[] | null };
  /** Where the turn histogram starts and each side's wins are counted (core's outcome layout). */
  readonly layout: { readonly turns: number; readonly sides: readonly number[] };
  /** Plays one trial from the world's stream into its accumulator (and its log, when set). */
  playTrial(): void;
}

/** The fate words of a replay by `STATUS_*` code. */
const FATES = ['up', 'unconscious', 'dead', 'fled', 'captured', 'reserve'] as const;

/**
 * Re-runs trial `trial` (0-based) of the run `(seed, setup)` on `engine` (fresh for the replay)
 * with a log.
 * @param setup the compiled scenario: its stream id, turn limit, sides and characters
 * @param acc a zeroed accumulator of the setup's layout
 * @param upFate the fate of character i still up (`up`, or the system's words for a wounded man)
 * @throws RangeError unless `trial` is a whole number >= 0
 */
export function replayScenarioTrial(
  engine: ReplayableEngine,
  setup: { readonly id: string; readonly maxTurns: number; readonly sides: readonly unknown[]; readonly characters: readonly { readonly name: string }[] },
  acc: Float64Array,
  seed: string,
  trial: number,
  upFate: (i: number) => string,
): ReplayedScenario {
  if (!(Number.isInteger(trial) && trial >= 0)) throw new RangeError(`trial must be a whole number >= 0, got ${trial}`);
  const world = engine.world;
  world.stream = streamFor(seed, setup.id, trial);
  world.acc = acc;
  const before = acc.slice();
  const log: string[] = [];
  world.log = log;
  engine.playTrial();
  world.log = null;
  let turns = 0;
  for (let t = 0; t < setup.maxTurns; t++) if (acc[engine.layout.turns + t] !== before[engine.layout.turns + t]) turns = t + 1;
  let winner = -1;
  setup.sides.forEach((_, s) => {
    const k = engine.layout.sides[s]!;
    if (acc[k] !== before[k]) winner = s;
  });
  const fates = setup.characters.map((c, i) => {
    const st = FATES[world.status[i]!] ?? 'up';
    // Off the map holding his side's objective: escaped (core's recordTrial counts him so).
    return { name: c.name, fate: st === 'up' ? upFate(i) : st === 'fled' && world.objectiveHeld[i] === 1 ? 'escaped' : st };
  });
  return { trial, log, winner, turns, fates };
}
