/**
 * The engine's observation (src/skirmish/observe.ts `observe`): core's incremental observeOthers
 * recomputes only the rows of the characters logged as changed since the observer last looked
 * (moves, changes of status, a new danger: world.ts `refreshDanger`), and the Northfield module's
 * firing limits are marked afresh in every row when an agent first reads them (core's
 * markFireLimits). At every decision the observation the agent gets must be the one computed from
 * scratch, and the trials the same as an engine that recomputes every row, and as one that marks
 * the firing limits at every decision; and a row's limit asked alone (core's fireForbidden, which
 * marks that row only: what the looks for a target call) the one marked in every row. And the
 * observer's cover the one read from every enemy's sight row.
 */
import { fileURLToPath } from 'node:url';
import { fireForbidden, loadScenario, markFireLimits, S_CORNER, S_HARD, S_NO_FIRE, STATUS_UP, type SkirmishAgent, type SkirmishObservation } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { describe, expect, it } from 'vitest';
import { compileSkirmish, createSkirmishAccumulator, SkirmishEngine } from '../src/index.ts';
import { observe } from '../src/skirmish/observe.ts';
import { scenarioAgents } from './scenario-agents.ts';

/** The others' part of an observation, and the observer's cover; the firing limits (S_NO_FIRE) marked first, as an agent reading them would. */
function othersOf(o: SkirmishObservation): string {
  markFireLimits(o);
  return JSON.stringify([Array.from(o.cell), Array.from(o.visible), Array.from(o.distance), Array.from(o.danger), Array.from(o.sightBits), o.inCover]);
}

describe('observe: an incremental observation is a fresh one', () => {
  const cases: [string, number][] = [
    ['street-fight', 300],
    ['ok-corral', 300],
    ['saloon-brawl', 300],
    ['ben-thompson-ambush', 300],
    ['coffeyville', 100],
    ['northfield', 20],
  ];
  for (const [id, trials] of cases) {
    it(`${id}: at every decision of ${trials} trials the others equal those computed afresh, and the results equal an engine that never keeps a row`, () => {
      const setup = compileSkirmish(loadScenario(fileURLToPath(new URL(`../../../scenarios/${id}.yaml`, import.meta.url))));
      const engine = new SkirmishEngine(setup, scenarioAgents(setup));
      const world = engine.world;
      const n = world.n;
      // What each observer's previous observation was made from: the path the next one takes.
      const look = new Int32Array(4 * n).fill(-1);
      let decisions = 0;
      let incremental = 0;
      let mismatches = 0;
      // Rows whose limit asked alone (fireForbidden, before any row is marked) differs from the one
      // markFireLimits marks; and the rows found forbidden (Northfield: some, or the check says nothing).
      let rowMismatches = 0;
      let forbidden = 0;
      // The observer's cover against the enemies he sees up, read from every enemy's sight row
      // (what observeOthers skips where the map's coverable says no row can mark his cell).
      let coverMismatches = 0;
      let covered = 0;
      const alone = new Uint8Array(n);
      world.agents.forEach((agent, i) => {
        world.agents[i] = ((o, stream, out) => {
          if (look[4 * i]! >= 0 && world.version - look[4 * i]! <= n && look[4 * i + 1] === world.cell[i] && look[4 * i + 2] === world.facing[i] && look[4 * i + 3] === world.lastAttacker[i]) incremental++;
          look.set([world.version, world.cell[i]!, world.facing[i]!, world.lastAttacker[i]!], 4 * i);
          for (let j = 0; j < n; j++) alone[j] = fireForbidden(o, j) ? 1 : 0;
          const kept = othersOf(o);
          for (let j = 0; j < n; j++) {
            if (alone[j] !== ((o.sightBits[j]! & S_NO_FIRE) !== 0 ? 1 : 0)) rowMismatches++;
            forbidden += alone[j]!;
          }
          world.memory.observedAt[i] = -1;
          observe(world, i, o.phase);
          if (othersOf(o) !== kept) mismatches++;
          let cover = 0;
          for (let j = 0; j < n; j++) {
            if (world.sideOf[j] === world.sideOf[i] || o.visible[j] !== 1 || world.status[j] !== STATUS_UP) continue;
            if ((world.map.sight(world.cell[j]!)[world.cell[i]!]! & (S_HARD | S_CORNER)) !== 0) cover = 1;
          }
          if (cover !== o.inCover) coverMismatches++;
          covered += cover;
          decisions++;
          agent(o, stream, out);
        }) as SkirmishAgent;
      });
      // Trials start afresh: the first look of each trial is a full one.
      const onReset = (): void => void look.fill(-1);
      const acc = createSkirmishAccumulator(setup);
      for (let t = 0; t < trials; t++) {
        onReset();
        engine.runBatch(streamFor('observe-incremental', setup.id, t), 1, acc);
      }
      expect(decisions).toBeGreaterThan(trials);
      expect(mismatches).toBe(0);
      expect(rowMismatches).toBe(0);
      expect(coverMismatches).toBe(0);
      // (In these O.K. Corral trials nobody stands in hard or corner cover from a man who sees him.)
      if (id !== 'ok-corral') expect(covered).toBeGreaterThan(0);
      if (id === 'northfield') expect(forbidden).toBeGreaterThan(0);
      expect(incremental / decisions).toBeGreaterThan(0.05);
      // An engine that recomputes every row plays the same trials.
      const fresh = new SkirmishEngine(setup, scenarioAgents(setup));
      fresh.world.agents.forEach((agent, i) => {
        fresh.world.agents[i] = ((o, stream, out) => {
          fresh.world.memory.observedAt[i] = -1;
          observe(fresh.world, i, o.phase);
          agent(o, stream, out);
        }) as SkirmishAgent;
      });
      const plain = createSkirmishAccumulator(setup);
      const kept = createSkirmishAccumulator(setup);
      const normal = new SkirmishEngine(setup, scenarioAgents(setup));
      for (let t = 0; t < trials; t++) {
        fresh.runBatch(streamFor('observe-incremental', setup.id, t), 1, plain);
        normal.runBatch(streamFor('observe-incremental', setup.id, t), 1, kept);
      }
      expect(Array.from(kept)).toEqual(Array.from(plain));
      // The checked engine marked the firing limits at every decision (othersOf): the same trials.
      expect(Array.from(acc)).toEqual(Array.from(kept));
    });
  }
});
