/**
 * The engine's observation (src/skirmish/observe.ts `QdObserver`, the engine's `observe`): the others' part is not looked at
 * while nothing it is computed from has changed (core's `version`, an enemy's threat; sight is all
 * round, so not the observer's facing nor his last attacker), core recomputes only the rows of
 * those who changed (its incremental observeOthers), and the observation so kept is the one a
 * fresh computation gives.
 */
import { describe, expect, it, vi } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadScenario, markFireLimits, placeAt, setStatus, staleThreats, touchArms, PHASE_FIRE, PHASE_MOVE, STATUS_UNCONSCIOUS, type ObservationTables } from '@deadeye/core';
import { compileScenario, createScenarioEngine, getSystem } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';
import { createQdAccumulator, type QdEngine, type QdSetup } from '../src/index.ts';
import { qdReadySlot, resetQdWorld } from '../src/skirmish/world.ts';
import { duelSetup, forcedWorld, idleAgent } from './qd-helpers.ts';

const MINOR = 'TYPE=minor PERSONALITY=ordinary WPN=cartridge-revolver';
/** Plenty of 7s (neither fails nor is special). */
const PAD = Array.from({ length: 40 }, () => 7);

/** The others' part of i's observation: what observeOthers and the engine's reaction look fill; the firing limits (S_NO_FIRE) marked first, as an agent reading them would. */
function othersOf(engine: QdEngine, i: number): unknown {
  const o = engine.world.obs[i]!;
  markFireLimits(o);
  return { cell: Array.from(o.cell), visible: Array.from(o.visible), distance: Array.from(o.distance), danger: Array.from(o.danger), sightBits: Array.from(o.sightBits), inCover: o.inCover };
}

/** Spies on the engine's computation of the others (its observer's, observe.ts; private: reached by name). */
function spyOthers(engine: QdEngine) {
  return vi.spyOn((engine as unknown as { observer: { observeTheOthers(i: number): void } }).observer, 'observeTheOthers');
}

describe('observe: the others computed again only on a change', () => {
  /**
   * A duel at 5 paces with idle agents, the world reset for a trial; both observed twice (the
   * first observations find the threats' table from the last trial out of date, which counts as
   * a change for everyone).
   */
  function observed() {
    const setup = duelSetup(`${MINOR} NAME=A`, `${MINOR} NAME=B`);
    const { engine, world } = forcedWorld(setup, [idleAgent, idleAgent], PAD);
    for (let k = 0; k < 4; k++) engine.observe(k & 1, PHASE_MOVE);
    return { engine, world, others: spyOthers(engine) };
  }

  it('reuses the others while nobody has moved, changed status or weapon; the own fields are filled anew', () => {
    const { engine, world, others } = observed();
    const before = othersOf(engine, 0);
    world.toCome[0] = 2;
    engine.observe(0, PHASE_FIRE);
    expect(others).not.toHaveBeenCalled();
    expect(othersOf(engine, 0)).toEqual(before);
    expect([world.obs[0]!.phase, world.obs[0]!.cardsToCome]).toEqual([PHASE_FIRE, 2]);
  });

  it('computes them again after anyone moves (placeAt), and sees the new distance', () => {
    const { engine, world, others } = observed();
    const d = world.obs[0]!.distance[1]!;
    placeAt(world, 1, world.cell[1]! + 1);
    engine.observe(0, PHASE_MOVE);
    expect(others).toHaveBeenCalledTimes(1);
    expect(world.obs[0]!.distance[1]).not.toBe(d);
  });

  it('computes them again after a change of status (setStatus): a man down is no danger', () => {
    const { engine, world, others } = observed();
    expect(world.obs[0]!.danger[1]).toBeGreaterThan(0);
    setStatus(world, 1, STATUS_UNCONSCIOUS);
    engine.observe(0, PHASE_MOVE);
    expect(others).toHaveBeenCalledTimes(1);
    expect(world.obs[0]!.danger[1]).toBe(0);
  });

  it("computes them again when an enemy's threat changes though nobody moved: an emptied gun, then a reloaded one", () => {
    const { engine, world, others } = observed();
    const danger = world.obs[0]!.danger[1]!;
    expect(danger).toBeGreaterThan(0);
    // Every write of the rounds loaded (or the weapon in hand) is noted with core's touchArms.
    world.loaded[1 * world.maxW + world.inHand[1]!] = 0;
    touchArms(world, 1);
    engine.observe(0, PHASE_MOVE);
    expect(others).toHaveBeenCalledTimes(1);
    expect(world.obs[0]!.danger[1]).toBe(0);
    world.loaded[1 * world.maxW + world.inHand[1]!] = 1;
    touchArms(world, 1);
    engine.observe(0, PHASE_MOVE);
    expect(others).toHaveBeenCalledTimes(2);
    expect(world.obs[0]!.danger[1]).toBe(danger);
  });

  it("does not compute them again when only the observer's facing or last attacker changes (sight all round, RULINGS.md QR-12)", () => {
    const { engine, world, others } = observed();
    const before = othersOf(engine, 0);
    world.facing[0] = (world.facing[0]! + 4) % 8;
    engine.observe(0, PHASE_MOVE);
    world.lastAttacker[0] = 1;
    engine.observe(0, PHASE_MOVE);
    expect(others).not.toHaveBeenCalled();
    expect(othersOf(engine, 0)).toEqual(before);
    // What a fresh computation gives with the new facing and attacker.
    world.observedAt[0] = -1;
    world.memory.observedAt[0] = -1;
    engine.observe(0, PHASE_MOVE);
    expect(othersOf(engine, 0)).toEqual(before);
  });

  it('computes them again at the start of every trial, though everyone stands where he stood', () => {
    const { engine, world, others } = observed();
    resetQdWorld(world);
    engine.observe(0, PHASE_MOVE);
    expect(world.version).toBe(0); // nothing changed since the reset: the same version as the next trial's start
    others.mockClear();
    resetQdWorld(world);
    engine.observe(0, PHASE_MOVE);
    expect(others).toHaveBeenCalledTimes(1);
  });
});

describe('observe: a reused or incremental observation is a fresh one', () => {
  const system = getSystem('quickdraw');
  // Scenarios with movement, cover, holds, close combat, reloads and casualties between them; and
  // the fixtures of the rules that change what one sees without a move: locating enemies hidden in
  // cover, riders and vehicles, beasts, terrain, entanglement; Northfield (its firing limits, marked
  // when an agent first reads them).
  const bundled = ['street-fight', 'ok-corral', 'saloon-brawl', 'ben-thompson-ambush', 'northfield'].map((id) => `../../../scenarios/${id}.yaml`);
  const fixtures = ['cover-and-first-aid', 'riders', 'stagecoach', 'cougar', 'wolf-pack', 'terrain-patches', 'lasso'].map((id) => `./fixtures/${id}.yaml`);
  for (const path of [...bundled, ...fixtures]) {
    const id = path.replace(/^.*\//, '').replace(/\.yaml$/, '');
    const trials = id === 'northfield' ? 20 : 300;
    it(`${id}: at every decision of ${trials} trials the others equal those computed afresh, and the trials those of an engine that never keeps a row`, () => {
      const setup = compileScenario(system, loadScenario(fileURLToPath(new URL(path, import.meta.url))), {}) as QdSetup;
      const engine = createScenarioEngine('quickdraw', setup) as QdEngine;
      const world = engine.world;
      const observe = engine.observe.bind(engine);
      const others = spyOthers(engine);
      let decisions = 0;
      let mismatches = 0;
      let stale = 0;
      engine.observe = (i: number, phase: number): void => {
        observe(i, phase);
        stale += staleThreats(world, (engine as unknown as { observer: { tables: ObservationTables } }).observer.tables, qdReadySlot);
        const kept = othersOf(engine, i);
        // Forget: the next observe computes the others afresh, every row.
        world.observedAt[i] = -1;
        world.memory.observedAt[i] = -1;
        observe(i, phase);
        decisions++;
        if (JSON.stringify(othersOf(engine, i)) !== JSON.stringify(kept)) mismatches++;
      };
      const checked = createQdAccumulator(setup);
      engine.runBatch(streamFor('observe-cache', setup.id, 0), trials, checked);
      expect(mismatches).toBe(0);
      // Every threat is current at every decision: no write of the arms went unnoted.
      expect(stale).toBe(0);
      // Each decision computed the others afresh once (the check); any more are the engine's own: reuse must have happened
      // (in the wolf pack about one decision in ten since a card is a move or an action, RULINGS.md QR-130; at the O.K. Corral
      // about 4 in 100 since the thirty-fifth audit, QR-57, left no trial ending in a wait; 0 if reuse broke).
      const reused = decisions - (others.mock.calls.length - decisions);
      expect(reused / decisions).toBeGreaterThan(0.02);
      // An engine that computes every observation afresh plays the same trials.
      const fresh = createScenarioEngine('quickdraw', setup) as QdEngine;
      const freshObserve = fresh.observe.bind(fresh);
      fresh.observe = (i: number, phase: number): void => {
        fresh.world.observedAt[i] = -1;
        fresh.world.memory.observedAt[i] = -1;
        freshObserve(i, phase);
      };
      const plain = createQdAccumulator(setup);
      fresh.runBatch(streamFor('observe-cache', setup.id, 0), trials, plain);
      const kept = createQdAccumulator(setup);
      (createScenarioEngine('quickdraw', setup) as QdEngine).runBatch(streamFor('observe-cache', setup.id, 0), trials, kept);
      expect(Array.from(kept)).toEqual(Array.from(plain));
      // The checked engine marked the firing limits at every decision (othersOf): the same trials.
      expect(Array.from(checked)).toEqual(Array.from(kept));
    });
  }
});
