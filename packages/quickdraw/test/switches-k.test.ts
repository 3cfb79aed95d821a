/**
 * `+task-abandoned` (RULINGS.md QR-89): "1 Complete Failure! Fail in the task and abandon it ...;
 * 2-4 No Luck so Far! Fail in the task but may try again next turn" (REEL 3, TASKS). A man at his
 * scenario task's place rolls a 1 on it in phase 1, then tries again in phase 2 on an 8:
 * - off (the reading played): the task is abandoned for the phase only (`taskAbandoned`, which
 *   the observation's `taskHere` reads too); in phase 2 he may try, and the 8 does it;
 * - on: abandoned for the rest of the trial; in phase 2 no roll is made (one die drawn in all),
 *   and nothing is done.
 */
import { describe, expect, it } from 'vitest';
import { parseQdVariant, type QdSetup } from '../src/index.ts';
import { scenarioTask } from '../src/skirmish/tasks.ts';
import { taskAbandoned } from '../src/skirmish/world.ts';
import { cellOf, seenWorld, streetSetup } from './qd-helpers.ts';

const PAD = Array.from({ length: 20 }, () => 7);

/** The task tried on a 1 in phase 1, then again in phase 2 (on an 8) under the variant `words`. */
function twoPhases(words: string) {
  const base = streetSetup([
    { name: 'Cracker', side: 'Posse', type: 'supporting', personality: 'ordinary', x: 2, y: 2 },
    { name: 'Enemy', side: 'Gang', type: 'minor', personality: 'ordinary', x: 30, y: 8 },
  ]);
  const setup: QdSetup = { ...base, variant: parseQdVariant(words) };
  const { world, stream } = seenWorld(setup, [1, 8, ...PAD]);
  world.log = [];
  (world.taskPlace as (Int32Array | null)[])[0] = Int32Array.of(cellOf(world, 2, 2));
  world.turn = 1;
  const first = scenarioTask(world, 0);
  const abandonedInPhase1 = taskAbandoned(world, 0);
  world.turn = 2;
  const second = scenarioTask(world, 0);
  return { world, stream, first, abandonedInPhase1, second, abandonedInPhase2: taskAbandoned(world, 0) };
}

describe('+task-abandoned: a 1 on the scenario task gives it up for the rest of the trial (QR-89)', () => {
  it('off: abandoned for the phase; tried again in the next, and done on an 8', () => {
    const r = twoPhases('text');
    expect(r.first).toBe(1);
    expect(r.abandonedInPhase1).toBe(true);
    expect(r.world.log!.some((l) => /abandons the task at \(2,2\) this phase/.test(l))).toBe(true);
    expect(r.second).toBe(8);
    expect(r.abandonedInPhase2).toBe(false);
    expect(r.world.tasksDone[0]).toBe(1);
  });

  it('on: abandoned for good; no roll in the next phase, nothing done', () => {
    const r = twoPhases('text+task-abandoned');
    expect(r.first).toBe(1);
    expect(r.world.log!.some((l) => /abandons the task at \(2,2\) for good/.test(l))).toBe(true);
    expect(r.second).toBe(0);
    expect(r.abandonedInPhase2).toBe(true);
    expect(r.world.tasksDone[0]).toBe(0);
    expect(r.stream.draws).toBe(1);
  });
});
