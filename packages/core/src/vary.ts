/**
 * One step of an attribute (`deadeye compare --vary`): how much speed, accuracy or toughness
 * matter in each rule system. A system defines, as data with its reasoning and source, what one
 * step down and one step up of each attribute is in its own terms (BOOT HILL: the next row of an
 * ability table; Quick on the Draw: a trait gained or lost; Shootout!: a factor +-1), and gives the
 * compiled scenario with some characters moved one step ({@link VarySupport.step}). The variants
 * of one comparison are played on common random numbers (one stream per trial, `@deadeye/rng`
 * `trialStream`), so their differences from the unchanged scenario are paired.
 */
import type { CellValue } from './house-rules/types.ts';
import { didYouMean } from './scenario/load.ts';
import type { Scenario } from './scenario/types.ts';

/** The attributes `--vary` moves. */
export const VARY_ATTRIBUTES = ['speed', 'accuracy', 'toughness'] as const;
export type VaryAttribute = (typeof VARY_ATTRIBUTES)[number];

/** What one step of an attribute is in a system's terms, as documented data. */
export interface AttributeStep {
  readonly attribute: VaryAttribute;
  /** The step in the system's words, e.g. `the next row of the SPEED table around Average: -2 / +2 speed points to BASP`. */
  readonly step: string;
  /** Why this is the step (one or two sentences). */
  readonly why: string;
  /** Seed file and section of the rule it reads, and the ruling that defines it (e.g. `boot-hill-rulebook.txt, SPEED; RULINGS.md S40`). */
  readonly source: string;
}

/** One character's attribute before and after a step, in the system's words (`BASP 16 -> 18`, `no Quick Draw -> Quick Draw`). */
export interface StepChange {
  readonly character: string;
  readonly from: string;
  readonly to: string;
}

/** A scenario moved one step: the compiled setup to play, what changed, and who could not be moved (and why). */
export interface SteppedSetup<S> {
  readonly setup: S;
  readonly changes: readonly StepChange[];
  readonly cannot: readonly { readonly character: string; readonly why: string }[];
}

/** A rule system's steps (`RuleSystem.vary`). `S` is its compiled scenario. */
export interface VarySupport<S> {
  /** The step of each attribute, as data with its reasoning. */
  readonly steps: Readonly<Record<VaryAttribute, AttributeStep>>;
  /**
   * The scenario with characters `who` (indices) moved one step of `attribute` in direction
   * `dir` (-1 down, +1 up). A character already at the end of the system's scale (or who cannot
   * take the step: no free skill slot...) is left as he is and listed in `cannot`; `changes`
   * empty means the step changes nothing and should not be played.
   * @param scenario the scenario as loaded (with `file`), unchanged by this call
   * @param setup its compiled form for this system (the values the step starts from)
   * @param recompile compiles a changed scenario for this system, as the registry does (foreign conversions included)
   */
  step(
    scenario: Scenario & { readonly file?: string },
    setup: S,
    who: readonly number[],
    attribute: VaryAttribute,
    dir: -1 | 1,
    recompile: (changed: Scenario & { readonly file?: string }) => S,
  ): SteppedSetup<S>;
  /** The stats `setStat` can set (`deadeye sweep --vary "<character>.<system>.<stat>=..."`), with what each is and its legal values. */
  readonly stats?: Readonly<Record<string, string>>;
  /**
   * The scenario with character `i`'s `stat` set to `value` (the rest of his stat block as
   * compiled), compiled again. `value` is a number, a word or true/false, as the stat's description
   * in {@link VarySupport.stats} says.
   * @throws Error, one line, naming the stat and the values allowed, for an unknown stat or a value of the wrong kind or out of range
   */
  setStat?(scenario: Scenario & { readonly file?: string }, setup: S, i: number, stat: string, value: CellValue, recompile: (changed: Scenario & { readonly file?: string }) => S): S;
  /**
   * Character `i`'s `stat` (one of {@link VarySupport.stats}) as compiled in `setup`, in the words
   * `setStat` takes (a number, a word, true/false): the original a house rule's change replaces.
   */
  statOf?(setup: S, i: number, stat: string): CellValue;
  /** Character `i`'s first weapon as compiled in `setup` (a name of {@link VarySupport.weapons}), or `none`. */
  weaponOf?(setup: S, i: number): string;
  /**
   * The names `setWeapon` takes (`deadeye sweep --vary "<character>.weapon=..."`): the rows of the
   * system's weapons table a character may carry (BOOT HILL price-chart codes such as `SAR6`;
   * Quick on the Draw weapons-table ids such as `cartridge-revolver`; Shootout! ranged weapon ids
   * such as `colt-revolver`).
   */
  readonly weapons?: readonly string[];
  /** What `setWeapon` replaces, in the system's words (for README and the errors). */
  readonly weaponRule?: string;
  /**
   * The scenario with character `i`'s first weapon (the one in hand at the start) replaced by
   * `weapon` (one of {@link VarySupport.weapons}), his other weapons as compiled, compiled again.
   * @throws Error, one line, for a weapon not in {@link VarySupport.weapons} (listing them, with a did-you-mean) or one the character cannot carry
   */
  setWeapon?(scenario: Scenario & { readonly file?: string }, setup: S, i: number, weapon: string, recompile: (changed: Scenario & { readonly file?: string }) => S): S;
}

/**
 * The scenario with character `i`'s stat block for system `id` replaced by `block` merged over the
 * one written (if any); nothing else changes. For {@link VarySupport.step} implementations.
 */
export function withStatBlock(scenario: Scenario & { readonly file?: string }, i: number, id: string, block: Readonly<Record<string, unknown>>): Scenario & { readonly file?: string } {
  return {
    ...scenario,
    characters: scenario.characters.map((c, k) => (k !== i ? c : { ...c, stats: { ...(c.stats ?? {}), [id]: { ...(c.stats?.[id] ?? {}), ...block } } })),
  };
}

/**
 * Checks a weapon name given to {@link VarySupport.setWeapon} against the system's list.
 * @param systemName the system's name, for the message (`BOOT HILL`)
 * @param names the valid names ({@link VarySupport.weapons})
 * @param same how names compare (default: exactly; BOOT HILL codes compare without case)
 * @throws Error, one line: `BOOT HILL weapon "SAR7": expected one of KN, 1D, ... (did you mean "SAR6"?)`
 */
export function checkVaryWeapon(systemName: string, weapon: string, names: readonly string[], same: (a: string, b: string) => boolean = (a, b) => a === b): void {
  if (names.some((n) => same(n, weapon))) return;
  throw new Error(`${systemName} weapon "${weapon}": expected one of ${names.join(', ')}${didYouMean(weapon, names)}`);
}
