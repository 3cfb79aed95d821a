/** Test helper: the BOOT HILL engine's world for a compiled Northfield scenario, started as a trial starts. */
import type { SkirmishAgent } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { SkirmishEngine, type SkirmishSetup } from '../src/index.ts';
import { resetWorld } from '../src/skirmish/world.ts';

/**
 * The world of an engine for `setup` (agents that do nothing), reset for a trial on the fixed
 * stream `label` at turn `turn`, with a log, and its Northfield rules set up (the module's set-up
 * rolled from that stream). Returns the world `h` and the rules. Throws if `setup` has no
 * `northfield` special rule.
 */
export function northfieldHost(setup: SkirmishSetup, label: string, turn = 1) {
  const engine = new SkirmishEngine(setup, setup.characters.map((): SkirmishAgent => () => {}));
  const h = engine.world;
  h.stream = streamFor(1, label, 0);
  h.log = [];
  h.turn = turn;
  resetWorld(h);
  const rules = engine.northfield;
  if (rules === null) throw new Error('northfieldHost: the setup has no northfield special rule');
  rules.reset();
  return { h, rules };
}
