/**
 * Determinism of Quick on the Draw runs: the worker pool gives the same counts on 1 and 2 threads,
 * equal to the in-process batch sums; a replayed trial draws exactly what it drew in its batch.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadScenario } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';

/** Trials per chunk, cut as a runner might (any cut gives the same results: each trial has its own numbers). */
const BATCH_SIZE = 8192;
import { compileScenario, getSystem, replayScenario, scenarioAgents } from '@deadeye/registry';
// The runner is no dependency of this package: reached by path (it resolves its own dependencies).
import { runScenario } from '../../runner/src/index.ts';
import { createQdAccumulator, qdCounts, QdEngine, qdLayout, replayQdTrial, type QdSetup } from '../src/index.ts';
import { mergeQdAccumulator } from '../src/skirmish/accumulator.ts';

const system = getSystem('quickdraw');
const scenario = loadScenario(fileURLToPath(new URL('../../../scenarios/street-fight.yaml', import.meta.url)));
const setup = compileScenario(system, scenario, {}) as QdSetup;
const TRIALS = BATCH_SIZE + 77;

describe('quickdraw street fight through the runner', () => {
  it('gives the same counts on 1 and 2 threads, equal to the in-process batch sums', async () => {
    const one = await runScenario('quickdraw', setup, { seed: 'qd-det', trials: TRIALS, threads: 1 });
    const two = await runScenario('quickdraw', setup, { seed: 'qd-det', trials: TRIALS, threads: 2 });
    expect(one.counts.trials).toBe(TRIALS);
    expect(JSON.stringify(two.counts)).toBe(JSON.stringify(one.counts));
    const engine = new QdEngine(setup, scenarioAgents(system, setup));
    const total = createQdAccumulator(setup);
    for (let b = 0; b * BATCH_SIZE < TRIALS; b++) {
      const acc = createQdAccumulator(setup);
      engine.runBatch(streamFor('qd-det', setup.id, b * BATCH_SIZE), Math.min(BATCH_SIZE, TRIALS - b * BATCH_SIZE), acc);
      mergeQdAccumulator(total, acc);
    }
    expect(JSON.stringify(qdCounts(setup, total))).toBe(JSON.stringify(one.counts));
  }, 120_000);

  it('changes with the seed', async () => {
    const a = await runScenario('quickdraw', setup, { seed: 'one', trials: 3000, threads: 1 });
    const b = await runScenario('quickdraw', setup, { seed: 'two', trials: 3000, threads: 1 });
    expect(JSON.stringify(a.counts)).not.toBe(JSON.stringify(b.counts));
  }, 60_000);
});

describe('replayQdTrial', () => {
  const agents = scenarioAgents(system, setup);
  const layout = qdLayout(setup);

  /** Winner (side, -1 none) and phases of each trial of batch 0, played one at a time as the batch plays them. */
  function batchOutcomes(trials: number): { winner: number; turns: number }[] {
    const engine = new QdEngine(setup, agents);
    const world = engine.world;
    world.stream = streamFor('qd-replay', setup.id, 0);
    world.acc = createQdAccumulator(setup);
    const out: { winner: number; turns: number }[] = [];
    for (let t = 0; t < trials; t++) {
      const before = world.acc.slice();
      engine.playTrial();
      let winner = -1;
      setup.sides.forEach((_, s) => {
        if (world.acc[layout.sides[s]!] !== before[layout.sides[s]!]) winner = s;
      });
      let turns = 0;
      for (let k = 0; k < setup.maxTurns; k++) if (world.acc[layout.turns + k] !== before[layout.turns + k]) turns = k + 1;
      out.push({ winner, turns });
    }
    return out;
  }

  it('reproduces the winner and phases each trial had in its batch, with a card-by-card log', () => {
    const outcomes = batchOutcomes(40);
    // The batch played trial by trial equals the batch run in one go.
    const whole = createQdAccumulator(setup);
    new QdEngine(setup, agents).runBatch(streamFor('qd-replay', setup.id, 0), 40, whole);
    const wins = setup.sides.map((_, s) => outcomes.filter((o) => o.winner === s).length);
    expect(qdCounts(setup, whole).sides.map((s) => s.wins)).toEqual(wins);
    expect(wins.reduce((x, y) => x + y, 0)).toBeGreaterThan(0);
    for (const k of [0, 1, 7, 23, 39]) {
      const r = replayQdTrial(setup, agents, 'qd-replay', k);
      expect(r.trial).toBe(k);
      expect({ winner: r.winner, turns: r.turns }).toEqual(outcomes[k]);
      expect(r.log.some((l) => /^  card \d+: /.test(l))).toBe(true);
      expect(r.log.some((l) => /rolls \d+/.test(l))).toBe(true);
      expect(r.log[0]).toMatch(/^Phase 1: \d+ cards$/);
    }
    // Replaying twice gives the same log.
    expect(replayQdTrial(setup, agents, 'qd-replay', 7).log).toEqual(replayQdTrial(setup, agents, 'qd-replay', 7).log);
  });

  it('is what the registry replays for the system', () => {
    const viaRegistry = replayScenario(system, setup, 'qd-replay', 5);
    const direct = replayQdTrial(setup, agents, 'qd-replay', 5);
    expect(viaRegistry.log).toEqual(direct.log);
    expect(viaRegistry.winner).toBe(direct.winner);
  });

  it('replays a trial of a later batch', () => {
    const k = BATCH_SIZE + 3;
    const engine = new QdEngine(setup, agents);
    const world = engine.world;
    world.stream = streamFor('qd-replay', setup.id, BATCH_SIZE);
    world.acc = createQdAccumulator(setup);
    for (let t = 0; t < 3; t++) engine.playTrial();
    const before = world.acc.slice();
    engine.playTrial();
    let winner = -1;
    setup.sides.forEach((_, s) => {
      if (world.acc[layout.sides[s]!] !== before[layout.sides[s]!]) winner = s;
    });
    const r = replayQdTrial(setup, agents, 'qd-replay', k);
    expect(r.winner).toBe(winner);
    expect(() => replayQdTrial(setup, agents, 'qd-replay', -1)).toThrow(RangeError);
  });
});
