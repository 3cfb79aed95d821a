/**
 * Characters carried from one rule system to another: a scenario written with BOOT HILL stat
 * lines (its roster names, `stats.boothill`, its weapon codes) is played under Quick on the Draw
 * or Shootout! by converting each character. The system the character is written in describes him
 * as a {@link ForeignCharacter} (its own numbers, by its own names); the system that plays him
 * converts that with its own conversion tables and rulings. The registry passes one to the other,
 * so that neither rules package imports the other (DESIGN.md: rules packages import only core and
 * rng).
 */
import type { Scenario } from './scenario/types.ts';

/** A character as the rule system he is written in describes him. */
export interface ForeignCharacter {
  /** Registry id of the describing system, e.g. `boothill`. */
  readonly system: string;
  /** Display name (the roster's name for a roster character, else the scenario's or the stat line's name). */
  readonly name: string;
  /**
   * The describing system's roster group of a roster character (BOOT HILL: `gunfighters`,
   * `average-miscellaneous`, `james-younger-gang`, `northfield-citizens`), else undefined (an
   * inline stat block or stat line).
   */
  readonly group?: string | undefined;
  /**
   * The describing system's numbers by its own names (BOOT HILL: `basp` speed points, `bac`
   * percent, `str` strength points, `mrl` percent, `throwing` percent or -1, `experience`
   * gunfights or -1).
   */
  readonly stats: Readonly<Record<string, number>>;
  /** Weapons by the describing system's codes (BOOT HILL: price-chart codes, e.g. `FDR6`), the first the one held. */
  readonly weapons: readonly string[];
  /** Where the numbers come from (seed file and table, or `inline`). */
  readonly source: string;
}

/** How a rule system describes the characters written in its terms (`RuleSystem.characters`). */
export interface CharacterSource {
  /**
   * Character `index` of `scenario` as written in this system's terms (its roster name or its stat
   * block), or undefined when the scenario gives him none. Weapons: the scenario's `weapons:`
   * codes as written (`[]`: unarmed, as the describing system plays him), not the roster's.
   * @throws Error `<file>: characters[i]...: <problem>` for a roster name or stat block the
   *   describing system rejects (as its own compile would)
   */
  scenarioCharacter(scenario: Scenario, index: number): ForeignCharacter | undefined;
  /**
   * A roster name or inline stat line as typed after `--a` / `--b`, or undefined when it is neither.
   * @throws Error for a stat line of this system's form with a bad value
   */
  namedCharacter(words: string): ForeignCharacter | undefined;
  /**
   * The name (of its roster) that `words`, a name {@link namedCharacter} did not recognise, most
   * likely meant, when one is near enough to be a slip; undefined otherwise, or for a system with
   * no names. For a "did you mean" in the errors of the systems that convert its characters.
   */
  closestName?(words: string): string | undefined;
}
