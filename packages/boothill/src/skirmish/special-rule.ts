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
 * BOOT HILL's special rule: core's hooks, whether a character may reload after this turn's
 * movement (the Northfield module's COMBAT, Reloading: not after moving more than three squares;
 * RULINGS.md N5), asked by weapons.ts `reload`, and the module's state the firing phase reads
 * (a found weapon being loaded, N6; an employee covered, N9).
 */
export interface SpecialRule extends SpecialRuleHooks {
  /** Firing: false when i may not reload this turn (the rule's limit; the rulebook's walking limit is the engine's). */
  mayReload(i: number): boolean;
  /** Firing: true while i loads a found weapon (from the turn he finds it to the end of the next): he neither fires nor reloads. */
  loading(i: number): boolean;
  /** Firing: true if i is a bank employee covered by a gang member this turn: he does not shoot. */
  covered(i: number): boolean;
}
