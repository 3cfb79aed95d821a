/**
 * One step of an attribute (`deadeye compare --vary`): how much speed, accuracy or toughness
 * matter in each rule system. A system defines, as data with its reasoning and source, what one
 * step down and one step up of each attribute is in its own terms (BOOT HILL: the next row of an
 * ability table; Quick on the Draw: a trait gained or lost; Shootout!: a factor +-1), and gives the
 * compiled scenario with some characters moved one step ({@link VarySupport.step}). The variants
 * of one comparison are played on common random numbers (one stream per trial, `@deadeye/rng`
 * `trialStream`), so their differences from the unchanged scenario are paired.
 */
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
  /** The stats `setStat` can set (`deadeye sweep --vary "<character>.<system>.<stat>=..."`), with what each is. */
  readonly stats?: Readonly<Record<string, string>>;
  /**
   * The scenario with character `i`'s `stat` set to `value` (the rest of his stat block as
   * compiled), compiled again.
   * @throws Error naming the stat and the range allowed, for an unknown stat or a value out of range
   */
  setStat?(scenario: Scenario & { readonly file?: string }, setup: S, i: number, stat: string, value: number, recompile: (changed: Scenario & { readonly file?: string }) => S): S;
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
