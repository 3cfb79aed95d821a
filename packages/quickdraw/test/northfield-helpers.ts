/** Test helpers for "Shootout in Northfield" under Quick on the Draw: the bundled scenario compiled, and a world started as a trial starts. */
import { fileURLToPath } from 'node:url';
import { loadScenario, type SkirmishAgent } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { compileScenario, getSystem } from '@deadeye/registry';
import { createQdAccumulator, QdEngine, type QdSetup } from '../src/index.ts';
import { resetQdWorld } from '../src/skirmish/world.ts';

/** The Quick on the Draw rule system. */
export const system = getSystem('quickdraw');
/** scenarios/northfield.yaml as loaded. */
export const scenario = loadScenario(fileURLToPath(new URL('../../../scenarios/northfield.yaml', import.meta.url)));
/** The scenario compiled for Quick on the Draw. */
export const setup = compileScenario(system, scenario, {}) as QdSetup;
/** The character index of `name` in {@link setup}. */
export const idx = (name: string): number => setup.characters.findIndex((c) => c.name === name);
/** The cell index of map square (x, y) (12-foot squares, x east, y south). */
export const cellOf = (x: number, y: number): number => y * setup.map.width + x;
/** An agent that does nothing. */
export const idle: SkirmishAgent = () => {};

/**
 * The engine's world of `cs` (default the bundled scenario's) started as a trial starts (columns
 * reset, the module's set-up rolled from the fixed stream `label`), with a log; the test swaps its
 * stream. `agents`: one per character (default every one {@link idle}).
 */
export function host(cs: QdSetup = setup, label = 'qd-northfield-test', agents: readonly SkirmishAgent[] = cs.characters.map(() => idle)) {
  const engine = new QdEngine(cs, agents);
  const h = engine.world;
  h.stream = streamFor(1, label, 0);
  h.acc = createQdAccumulator(cs);
  h.log = [];
  h.turn = 1;
  resetQdWorld(h);
  const rules = engine.northfield!;
  rules.reset();
  return { engine, h, rules };
}
