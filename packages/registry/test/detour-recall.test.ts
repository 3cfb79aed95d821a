/**
 * core `Detour.recall` (a walk round figures found before, given again for the same search) in
 * each system's engine: a trial played by an engine that has played other trials first, its
 * detours recalled, comes out exactly as the same trial played by a fresh engine, which finds
 * every one of them (the accumulator's every figure, trial by trial). The O.K. Corral, where men
 * in the lot go round each other in most trials, the same way in many; and under Quick on the
 * Draw Coffeyville, where they go round each other in more ways. (BOOT HILL recalls a walk
 * almost only at the O.K. Corral; its budget in the key: boothill/test/detour.test.ts.)
 */
import { fileURLToPath } from 'node:url';
import { loadScenario, type Detour, type Scenario } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { describe, expect, it } from 'vitest';
import { compileScenario, createScenarioEngine, getSystem } from '../src/index.ts';

const scenario = (name: string): Scenario => loadScenario(fileURLToPath(new URL(`../../../scenarios/${name}.yaml`, import.meta.url)));
const CASES = [
  ['boothill', 'ok-corral', 400],
  ['quickdraw', 'ok-corral', 400],
  ['shootout', 'ok-corral', 400],
  ['quickdraw', 'coffeyville', 100],
] as const;

describe.each(CASES)('Detour.recall under %s', (id, name, TRIALS) => {
  it(`changes nothing in ${name}: ${TRIALS} trials in one engine, each as a fresh engine plays it`, () => {
    const system = getSystem(id);
    const setup = compileScenario(system, scenario(name), {});
    const carried = createScenarioEngine(id, setup);
    const recalled = (): number => (carried as unknown as { world: { detour: Detour } }).world.detour.recalled;
    let differences = 0;
    for (let t = 0; t < TRIALS; t++) {
      const a = system.scenarios.createAccumulator(setup);
      carried.runBatch(streamFor('recall', setup.id, t), 1, a);
      const b = system.scenarios.createAccumulator(setup);
      createScenarioEngine(id, setup).runBatch(streamFor('recall', setup.id, t), 1, b);
      if (a.some((v, k) => v !== b[k])) differences++;
    }
    expect(differences).toBe(0);
    // The check had something to check: walks recalled in many trials.
    expect(recalled()).toBeGreaterThan(TRIALS / 10);
  });
});
