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
  /** True if t has the module's hard cover from `attacker` given the map's `sight` bits of their line: inside a building and `attacker` not within one square of him, or behind a building's corner (RULINGS.md QR-99). */
  hardCover(t: number, attacker: number, sight: number): boolean;
  /** {@link hardCover} for a man on cell `c` against a figure on cell `from` ("in cover" under the module: QR-99 amended). */
  coveredAt(c: number, from: number): boolean;
  /** May i reload now? Not after moving more than three squares this phase (COMBAT, Reloading; RULINGS.md QR-95). */
  mayReload(i: number): boolean;
  /** i's weapon was loaded on the reload chart: he is loading a found weapon no longer (QR-95). */
  reloaded(i: number): void;
  /** i has fired a shot this phase: a threat, search or cover he declared on an earlier card of it is void (core `NorthfieldScenario.fired`; RULINGS.md QR-94 amended). */
  fired(i: number): void;
  /** i has moved: a cover he declared this phase is void ("including movement"; core `NorthfieldScenario.moved`, QR-94 amended). */
  moved(i: number): void;
  /** True if i may step into j's square to capture him, a gang member knocked out (QR-98). */
  mayCapture(i: number, j: number): boolean;
}
