/**
 * The hooks a scenario's special rule (the "Shootout in Northfield" module: core
 * special-rules/northfield, with BOOT HILL's adapter in northfield.ts) gives the phases of the
 * skirmish turn: core's {@link SpecialRuleHooks}, written once for every rule system. The phases
 * see the rule only through it (world.ts `SkirmishWorld.northfield`); the engine (engine.ts) plugs
 * the rule in and calls its set-up, turn and victory hooks itself. Type-only, so that the world,
 * the phases and the rule form no import cycle.
 */
import type { SpecialRuleHooks } from '@deadeye/core';

/**
 * BOOT HILL's special rule: core's hooks, and whether a character may reload after this turn's
 * movement (the Northfield module's COMBAT, Reloading: not after moving more than three squares;
 * RULINGS.md N5), asked by weapons.ts `reload`.
 */
export interface SpecialRule extends SpecialRuleHooks {
  /** Firing: false when i may not reload this turn (the rule's limit; the rulebook's walking limit is the engine's). */
  mayReload(i: number): boolean;
}
