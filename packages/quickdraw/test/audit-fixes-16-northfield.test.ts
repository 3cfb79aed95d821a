/**
 * The sixteenth audit's fixes of the Northfield module under Quick on the Draw (300 replays of
 * seed 1 read against the module and RULINGS.md QR-89 onwards, 2026-12-01):
 * 1. the game over (the pack stopped: no gang member left in town), the phase's end is not played:
 *    no reinforcements come in (engine.ts `playTurn`; QR-90 amended);
 * 2. the module's loading of a found weapon does not clear a jam the reload chart made (QR-95
 *    amended);
 * 3. a reinforcement does not come in on a square a gang member holds (core `roomForTown`;
 *    MOVEMENT, Stacking; BOOT HILL's N11 amended);
 * 5. a man's "in cover" is the module's cover (cover.ts `coverAt`; QR-99 amended).
 * The audit's fourth (a robber searches only on his job's square) is tested with the doctrine
 * (packages/agents/test/doctrines.test.ts), the plan that runs out (N8) in
 * packages/boothill/test/northfield.test.ts, and the flight by another exit (QR-21) in
 * audit-fixes-16.test.ts. Each fix's "now" assertions fail on the code before it.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario, placeAt, setStatus, STATUS_DEAD, STATUS_UP } from '@deadeye/core';
import { compileScenario, createScenarioEngine, getSystem } from '@deadeye/registry';
import { ForcedStream, streamFor } from '@deadeye/rng';
import { createQdAccumulator, type QdEngine, type QdSetup } from '../src/index.ts';
import { courageTest } from '../src/skirmish/effects.ts';
import { coverAt } from '../src/skirmish/cover.ts';
import { reload } from '../src/skirmish/shooting.ts';
import { cellOf, host, idx, scenario, setup } from './northfield-helpers.ts';

const northfield = compileScenario(getSystem('quickdraw'), loadScenario(fileURLToPath(new URL('../../../scenarios/northfield.yaml', import.meta.url))), {}) as QdSetup;

/** The replay log of trial `t` of seed 1's stream (the bundled agents), as `deadeye replay` plays it. */
function replay(t: number): string[] {
  const engine = createScenarioEngine('quickdraw', northfield) as QdEngine;
  const log: string[] = [];
  engine.world.log = log;
  engine.runBatch(streamFor(1, northfield.id, t), 1, createQdAccumulator(northfield));
  return log;
}

describe('1. the game over in the middle of a phase, the phase ends there (QR-90 amended)', () => {
  it('now: in every trial whose last pack stopped short, no reinforcements after its last card', () => {
    let stopped = 0;
    for (let t = 0; t < 40; t++) {
      const log = replay(t);
      let phaseAt = -1;
      for (let k = 0; k < log.length; k++) if (/^Phase \d+: \d+ cards$/.test(log[k]!)) phaseAt = k;
      const cards = Number(/: (\d+) cards$/.exec(log[phaseAt]!)![1]);
      const last = log.slice(phaseAt);
      const turned = last.filter((l) => /^ {2}card \d+: /.test(l)).length;
      if (turned === cards) continue;
      stopped++;
      expect(last.some((l) => l.startsWith('Reinforcements:'))).toBe(false);
    }
    // Most games end with the last gang member gone in the middle of a pack.
    expect(stopped).toBeGreaterThan(20);
  });
});

describe('2. the module loads no weapon the reload chart jammed (QR-95 amended)', () => {
  const MANNING = idx('A. B. Manning');
  /** Manning armed, empty and loading in his hardware store (phase 2), then his reload on the chart in phase 3 rolls `roll`; the phase's end. */
  function manning(roll: number) {
    const { h, rules } = host(setup, 'qd-northfield-jam');
    h.stream = new ForcedStream([3, 6]);
    rules.turnStart(1);
    const r = scenario.map.places['manning-hardware']!.rect!;
    placeAt(h, MANNING, cellOf(r[0], r[1]));
    rules.turnStart(2);
    h.stream = new ForcedStream(Array.from({ length: 12 }, () => 6));
    rules.armingPhase(2);
    expect(rules.loading(MANNING)).toBe(true);
    h.turn = 3;
    rules.turnStart(3);
    h.stream = new ForcedStream([roll, ...Array.from({ length: 40 }, () => 6)]);
    reload(h, MANNING, 0);
    rules.endTurn(3);
    return { h, rules, slot: MANNING * h.maxW };
  }
  it("now: \"It's Jammed!\" (a 1): the end of the phase leaves it jammed and empty, and he is loading no more", () => {
    const { h, rules, slot } = manning(1);
    expect([h.jammed[slot], h.loaded[slot]]).toEqual([1, 0]);
    expect(rules.loading(MANNING)).toBe(false);
    expect(h.log!.some((l) => /A\. B\. Manning cannot load his weapon: it is jammed/.test(l))).toBe(true);
  });
  it('control: a 2-4 on the chart (nothing loaded, no jam): the module loads it at the phase\'s end', () => {
    const { h, slot } = manning(3);
    expect([h.jammed[slot], h.loaded[slot]]).toEqual([0, 1]);
  });
});

describe('3. a reinforcement does not come in on a square a gang member holds (MOVEMENT, Stacking)', () => {
  it('now: Jim Younger, mounted, on the first entry square: the townsman comes in beside it', () => {
    const { h, rules } = host(setup, 'qd-northfield-entry');
    h.stream = new ForcedStream([3, 6]);
    rules.turnStart(1);
    const nf = setup.northfield!;
    const entry = nf.reinforcement[0]!;
    const JIM = idx('Jim Younger');
    placeAt(h, JIM, entry);
    // No heroics to roll: the employees are out of it.
    for (const e of nf.employees) setStatus(h, e, STATUS_DEAD);
    const upBefore = Array.from(h.status, (st) => st === STATUS_UP);
    // Reinforcements: d6 1 (one comes), on entry square 1; then 1s for whatever his coming in draws.
    h.stream = new ForcedStream(Array.from({ length: 20 }, () => 1));
    rules.endTurn(1);
    const came = upBefore.flatMap((was, i) => (!was && h.status[i] === STATUS_UP ? [i] : []));
    expect(came).toHaveLength(1);
    const at = h.cell[came[0]!]!;
    expect(at).not.toBe(entry);
    expect(h.map.distance(at, entry)).toBeLessThan(1.5);
  });
});

describe("5. under the module a man's \"in cover\" is the module's cover (QR-99 amended)", () => {
  const MANNING = idx('A. B. Manning');
  const JESSE = idx('Jesse James');
  /**
   * Manning inside his hardware store at (12,15), in line with its open front door at (12,13);
   * Jesse James `d` squares north of him, in the street: no wall between, and the map's sight gives
   * the line no cover bits (a doorway: S5).
   */
  function inStore(d: number) {
    const { h, rules } = host(setup, 'qd-northfield-cover');
    h.stream = new ForcedStream([3, 6]);
    rules.turnStart(1);
    const at = cellOf(12, 15);
    placeAt(h, MANNING, at);
    placeAt(h, JESSE, cellOf(12, 15 - d));
    expect(h.map.sight(h.cell[JESSE]!)[at]).toBe(0);
    return { h, at };
  }
  it('inside a building, hard cover unless the figure is on an adjacent square; outside, no hard cover', () => {
    const far = inStore(6);
    expect(coverAt(far.h, far.at, far.h.cell[JESSE]!)).toBe(true);
    // Jesse on the square beside him (the doorway's inside): no cover.
    const near = inStore(1);
    expect(coverAt(near.h, near.at, near.h.cell[JESSE]!)).toBe(false);
    // Jesse's own square, out in the street, against Manning: "can be hit anywhere".
    expect(coverAt(far.h, far.h.cell[JESSE]!, far.at)).toBe(false);
  });
  it('now: a 1 on his courage test against Jesse outside: he ducks down, not flees the floor as if in the open', () => {
    const { h } = inStore(6);
    h.stream = new ForcedStream([1, ...Array.from({ length: 20 }, () => 6)]);
    courageTest(h, MANNING, JESSE);
    expect(h.broken[MANNING]).toBe(0);
    expect(h.log!.some((l) => /A\. B\. Manning ducks down/.test(l))).toBe(true);
  });
});
