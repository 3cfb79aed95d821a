/**
 * The hooks a scenario's special rule (the "Shootout in Northfield" module: core
 * special-rules/northfield, with BOOT HILL's adapter in northfield.ts) gives the phases of the
 * skirmish turn: core's {@link SpecialRuleHooks}, written once for every rule system. The phases
 * see the rule only through it (world.ts `SkirmishWorld.northfield`); the engine (engine.ts) plugs
 * the rule in and calls its set-up, turn and victory hooks itself. Type-only, so that the world,
 * the phases and the rule form no import cycle.
 */
import type { SpecialRuleHooks } from '@deadeye/core';

/** BOOT HILL's special rule: core's hooks, nothing added. */
export type SpecialRule = SpecialRuleHooks;
