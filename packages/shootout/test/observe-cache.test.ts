/**
 * The engine's observation (src/skirmish/observe.ts `observe`): the others' part (core's
 * incremental observeOthers) recomputes only the rows of those who changed since the observer last
 * looked (core's change log: moves and changes of status; an enemy's threat), and the observation
 * so kept is the one a fresh computation gives.
 */
import { fileURLToPath } from 'node:url';
import { loadScenario, markFireLimits, staleThreats, type ObservationTables } from '@deadeye/core';
import { compileScenario, createScenarioEngine, getSystem } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';
import { describe, expect, it } from 'vitest';
import { createSoAccumulator, type SoEngine, type SoSetup } from '../src/index.ts';
import { observe, soReadySlot } from '../src/skirmish/observe.ts';

const system = getSystem('shootout');

/** The others' part of i's observation; the firing limits (S_NO_FIRE) marked first, as an agent reading them would. */
function othersOf(engine: SoEngine, i: number): string {
  const o = engine.world.obs[i]!;
  markFireLimits(o);
  return JSON.stringify([Array.from(o.cell), Array.from(o.visible), Array.from(o.distance), Array.from(o.danger), Array.from(o.sightBits), o.inCover]);
}

describe('observe: an incremental observation is a fresh one', () => {
  const paths = [...['street-fight', 'ok-corral', 'saloon-brawl', 'ben-thompson-ambush', 'coffeyville', 'northfield'].map((id) => `../../../scenarios/${id}.yaml`), './fixtures/so-street.yaml'];
  for (const path of paths) {
    const id = path.replace(/^.*\//, '').replace(/\.yaml$/, '');
    // Northfield (its firing limits, marked when an agent first reads them) is long: fewer trials.
    const trials = id === 'northfield' ? 20 : 300;
    it(`${id}: at every decision of ${trials} trials the others equal those computed afresh, and the results equal an engine that never keeps a row`, () => {
      const setup = compileScenario(system, loadScenario(fileURLToPath(new URL(path, import.meta.url))), {}) as SoSetup;
      // An engine whose every decision is checked against a fresh computation.
      const engine = createScenarioEngine('shootout', setup) as SoEngine;
      const world = engine.world;
      const inner = engine as unknown as { ask(i: number, phase: number, snap: number): void; tables: ObservationTables };
      const ask = inner.ask.bind(engine);
      let decisions = 0;
      let incremental = 0;
      let mismatches = 0;
      // Figures whose threat in the tables is not the one their arms give now (soReadySlot): a write
      // of `inHand` or `loaded` not noted with core's touchArms.
      let stale = 0;
      inner.ask = (i, phase, snap) => {
        const before = world.memory.observedAt[i]!;
        if (before >= 0 && world.version - before < world.n) incremental++;
        observe(world, inner.tables, i, phase);
        stale += staleThreats(world, inner.tables, soReadySlot);
        const kept = othersOf(engine, i);
        world.memory.observedAt[i] = -1;
        observe(world, inner.tables, i, phase);
        if (othersOf(engine, i) !== kept) mismatches++;
        decisions++;
        ask(i, phase, snap);
      };
      const checked = createSoAccumulator(setup);
      engine.runBatch(streamFor('observe-cache', setup.id, 0), trials, checked);
      expect(mismatches).toBe(0);
      // Every threat is current at every decision: no write of the arms went unnoted.
      expect(stale).toBe(0);
      // The incremental path is taken (how often depends on how much moves between decisions).
      expect(incremental / decisions).toBeGreaterThan(0.02);
      // An engine that computes every observation afresh plays the same trials.
      const fresh = createScenarioEngine('shootout', setup) as SoEngine;
      const freshAsk = (fresh as unknown as typeof inner).ask.bind(fresh);
      (fresh as unknown as typeof inner).ask = (i, phase, snap) => {
        fresh.world.memory.observedAt[i] = -1;
        freshAsk(i, phase, snap);
      };
      const plain = createSoAccumulator(setup);
      fresh.runBatch(streamFor('observe-cache', setup.id, 0), trials, plain);
      const cached = createSoAccumulator(setup);
      (createScenarioEngine('shootout', setup) as SoEngine).runBatch(streamFor('observe-cache', setup.id, 0), trials, cached);
      expect(Array.from(cached)).toEqual(Array.from(plain));
      // The checked engine marked the firing limits at every decision (othersOf): the same trials.
      expect(Array.from(checked)).toEqual(Array.from(cached));
    });
  }
});
