/**
 * The hooks a scenario's special rule gives the Quick on the Draw card procedure: the "Shootout in
 * Northfield" module (core special-rules/northfield, with Quick on the Draw's adapter in
 * northfield.ts; RULINGS.md QR-89 onwards): core's {@link SpecialRuleHooks} (written once for every
 * system; its "turn" is the phase here, QR-90), and the hard cover inside buildings Quick on the
 * Draw asks apart. The phase functions see the rule only through this interface
 * (`QdWorld.northfield`); the engine (engine.ts) plugs the rule in and calls its set-up, phase and
 * victory hooks itself. Type-only, so that the world, the phase functions and the rule form no
 * import cycle.
 */
import type { SpecialRuleHooks } from '@deadeye/core';

export interface QdSpecialRule extends SpecialRuleHooks {
  /** True if t, inside a building, has hard cover from `attacker` (not within one square of him; RULINGS.md QR-99). */
  hardCover(t: number, attacker: number): boolean;
}
