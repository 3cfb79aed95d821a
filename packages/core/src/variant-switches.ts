/**
 * A rule system's variants as one reading and switches added with `+` (`text+volleys+derringer-draw`),
 * written once for the systems that have that shape (Shootout!, Quick on the Draw): the list
 * `deadeye systems` and the house-rule files read ({@link RuleVariant}), the duel's variant names,
 * and the parse of `--variant` with its one-line error. A system keeps its own table of switches
 * (name, description with its ruling, whether the standing duel takes it) and turns the parsed set
 * into its own plain-data variant.
 */
import type { RuleVariant } from './rule-system.ts';

/** One switch of a system's table: what it changes (with its ruling) and whether the standing duel takes it. */
export interface SwitchSpec {
  readonly description: string;
  /** True when `deadeye duel` takes it too (a switch about maps, terrain or scenarios only does not). */
  readonly duel: boolean;
}

/** The reading and its switches as a system lists them: the reading first, then each switch in the table's order. */
export function switchVariantList(reading: string, readingDescription: string, switches: Readonly<Record<string, SwitchSpec>>): RuleVariant[] {
  return [
    { name: reading, kind: 'reading', description: readingDescription },
    ...Object.keys(switches).map((name): RuleVariant => ({ name, kind: 'switch', description: switches[name]!.description })),
  ];
}

/** The standing duel's variant names (`DuelSupport.variants`): the reading alone, then with each switch the duel takes. */
export function duelSwitchNames(reading: string, switches: Readonly<Record<string, SwitchSpec>>): string[] {
  return [reading, ...Object.keys(switches).filter((s) => switches[s]!.duel).map((s) => `${reading}+${s}`)];
}

/** A parsed variant: its canonical name (the reading, then the switches on in the table's order) and the switches on. */
export interface ParsedSwitches<S extends string> {
  readonly name: string;
  readonly on: ReadonlySet<S>;
}

/**
 * Parses `--variant`: the reading (may be left out) and any switches of `switches`, joined by `+`
 * (or commas); a switch given twice counts once.
 * @param words as typed; undefined or empty: the reading alone
 * @param system the system's name in the error, e.g. `Shootout!`
 * @param duel true for the standing duel, which refuses the switches whose `duel` is false
 * @throws Error `--variant: unknown "x" for the <system> duel (...)|skirmish; expected <reading>,
 *   optionally with +a, +b (e.g. <reading>+a)`, or, for the duel, `--variant: "x" is a switch of
 *   the <system> skirmish only, not of the <system> duel (...); expected ...`
 */
export function parseSwitches<S extends string>(words: string | undefined, reading: string, switches: Readonly<Record<S, SwitchSpec>>, system: string, duel: boolean): ParsedSwitches<S> {
  const names = Object.keys(switches) as S[];
  const allowed = names.filter((s) => !duel || switches[s].duel);
  const on = new Set<S>();
  for (const raw of (words ?? reading).split(/[+,]/)) {
    const w = raw.trim();
    if (w === '' || w === reading) continue;
    if (!(allowed as string[]).includes(w)) {
      const example = allowed.length > 0 ? ` (e.g. ${reading}+${allowed[0]})` : '';
      const options = allowed.length > 0 ? `, optionally with ${allowed.map((s) => `+${s}`).join(', ')}` : '';
      // The duel is what `duel`, `replay` and `odds` play: said so, lest "duel" puzzle a user of
      // odds (an audit, 2026-12); a skirmish switch is named as one, not as unknown.
      const theDuel = `the ${system} duel (the one-on-one fight duel, replay and odds play)`;
      if (duel && (names as string[]).includes(w)) throw new Error(`--variant: "${w}" is a switch of the ${system} skirmish only, not of ${theDuel}; expected ${reading}${options}${example}`);
      throw new Error(`--variant: unknown "${w}" for ${duel ? theDuel : `the ${system} skirmish`}; expected ${reading}${options}${example}`);
    }
    on.add(w as S);
  }
  return { name: [reading, ...names.filter((s) => on.has(s))].join('+'), on };
}
