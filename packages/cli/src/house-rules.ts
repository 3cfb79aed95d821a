/**
 * `--house-rule FILE` (repeatable, applied in order) on run, duel, compare, baseline, check,
 * validate and replay: reading the files (`@deadeye/core` house-rules: schema, paths), applying
 * them to a rule system (`resolveHouseRules`), and naming them in the outputs (the results JSON's
 * `houseRules`, the text, the report's "House rules" table).
 */
import { applyCharacterChanges, loadHouseRule, resolveHouseRules, ScenarioError, type CompiledScenario, type HouseRule, type HouseRuleSummary, type ResolvedHouseRules, type RuleSystem, type Scenario } from '@deadeye/core';
import { resolve } from 'node:path';
import { compileScenario } from '@deadeye/registry';
import { userPath, type CommandInput } from './io.ts';
import { HOUSE_RULE_FILE, readingAs } from './file-kinds.ts';

/**
 * Reads every `--house-rule` file, in order (`file` on each as given on the command line).
 * @throws ScenarioError naming the file, the field path, what was expected and what was found;
 *   Error for a file given twice (the same path however written), which would apply its changes
 *   twice (an audit, 2026-12-08: a shotgun +10 given twice played +20)
 */
export function loadHouseRules(files: readonly string[] | undefined): HouseRule[] {
  const seen = new Map<string, string>();
  for (const f of files ?? []) {
    const path = resolve(userPath(f));
    const before = seen.get(path);
    if (before !== undefined) throw new Error(`${f}: a house-rule file given twice${before === f ? '' : ` (also as ${before})`}; each applies once: give it once (to apply a change twice, write it once with the sum)`);
    seen.set(path, f);
  }
  // A file of another kind (a scenario, a sweep file...) is named in one line (file-kinds.ts).
  return (files ?? []).map((f) => ({ ...readingAs(() => loadHouseRule(userPath(f)), userPath(f), f, HOUSE_RULE_FILE), file: f }));
}

/**
 * The house-rule files given (`--house-rule`, or `--a`/`--b` of ab) as inputs no output may replace
 * (`prepareOutputs`).
 * @param option the option named in a message
 */
export function houseRuleInputs(files: readonly string[] | undefined, option = '--house-rule'): CommandInput[] {
  return (files ?? []).map((path) => ({ what: option, path }));
}

/**
 * Applies `rules` to `system` played with `variant` (see `resolveHouseRules`): every rule must be
 * of that system.
 * @throws ScenarioError `<file>: system: expected "boothill" ..., found "quickdraw"` and the like
 */
export function applyHouseRules(system: RuleSystem, rules: readonly HouseRule[], variant: string | undefined): ResolvedHouseRules {
  return resolveHouseRules(system, rules, variant);
}

/**
 * Compiles `scenario` for `system` with `rules` applied (in order): their table cells and variant
 * switches (`applyHouseRules`), then their changes to named characters (core
 * `applyCharacterChanges`). Every command that plays a scenario with house rules compiles it here.
 * @param o `variant` as typed after `--variant`; `maxTurns` the turn limit (absent: the scenario's)
 * @returns the setup, and the rules resolved with every change's original value filled in
 * @throws ScenarioError naming a rule's file and field (a bad cell, a character the scenario does
 *   not have, a value the system refuses), or the compile's own errors naming the scenario file
 */
export function compileWithHouseRules(
  system: RuleSystem,
  scenario: Scenario & { readonly file?: string },
  rules: readonly HouseRule[],
  o: { readonly variant?: string | undefined; readonly maxTurns?: number | undefined },
): HouseRuledSetup {
  const house = applyHouseRules(system, rules, o.variant);
  const recompile = (s: Scenario & { readonly file?: string }): CompiledScenario =>
    compileScenario(system, s, { variant: house.variant, ...(o.maxTurns === undefined ? {} : { maxTurns: o.maxTurns }), ...(rules.length === 0 ? {} : { tables: house.tables }) });
  let current = scenario;
  const compile = (s: Scenario & { readonly file?: string }): CompiledScenario => {
    current = s;
    return recompile(s);
  };
  const setup = compile(scenario);
  const done = applyCharacterChanges(system, scenario, setup, house.characters, house.rules, compile);
  return { setup: done.setup, house: { ...house, rules: done.rules }, scenario: current, recompile };
}

/** What {@link compileWithHouseRules} returns. */
export interface HouseRuledSetup {
  readonly setup: CompiledScenario;
  /** The rules resolved, every change's original value filled in. */
  readonly house: ResolvedHouseRules;
  /** The scenario with the rules' changes to named characters written into their stat blocks: what `setup` compiles from. */
  readonly scenario: Scenario & { readonly file?: string };
  /** Compiles a changed scenario with the same table cells, variant and turn limit (a further change, e.g. a `--vary` step, taken from {@link HouseRuledSetup.scenario}). */
  readonly recompile: (changed: Scenario & { readonly file?: string }) => CompiledScenario;
}

/**
 * Refuses house rules that change named characters where no scenario is played (`deadeye duel`).
 * @throws ScenarioError naming the rule's file and `changes[i].set`
 */
export function refuseCharacterChanges(house: ResolvedHouseRules, command: string): void {
  const c = house.characters[0];
  if (c !== undefined) throw new ScenarioError(c.file, [{ path: `changes[${c.change}].set`, expected: `a table cell or variant switch: ${command} plays no scenario, so a change to a named character (${c.path}) has no one to change`, found: JSON.stringify(c.path) }]);
}

/** `summary` with `houseRules` added after its other fields when any rule applied; the same object otherwise (the results JSON byte-identical without house rules). */
export function withHouseRules<T extends object>(summary: T, rules: readonly HouseRuleSummary[]): T & { readonly houseRules?: readonly HouseRuleSummary[] } {
  return rules.length === 0 ? summary : { ...summary, houseRules: rules };
}

/** A cell value as the text shows it: with `signed`, a number above 0 with its sign (`+20`); else as is. */
function showCell(v: unknown, signed: boolean): string {
  return typeof v === 'number' && signed && v > 0 ? `+${v}` : String(v);
}

/** The lines naming the house rules applied, for the terminal (empty when none). */
export function formatHouseRules(rules: readonly HouseRuleSummary[] | undefined): string {
  if (rules === undefined || rules.length === 0) return '';
  const lines = ['House rules applied:'];
  for (const r of rules) {
    lines.push(`  ${r.name} (${r.file})`);
    for (const c of r.changes) {
      // Signed where the cell is a modifier (core's AppliedChange.modifier): `+20 -> +30`, `4 -> 6`.
      const signed = c.modifier === true;
      lines.push(`    ${c.path}: ${showCell(c.original, signed)} -> ${showCell(c.value, signed)}  (${c.note})`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * One system of a comparison, compiled with its house rules ({@link compileWithHouseRules}: its
 * setup, the scenario the rules leave and how to compile a change of it, what a `--vary` step
 * starts from).
 */
export interface ComparedSetup extends Pick<HouseRuledSetup, 'setup' | 'scenario' | 'recompile'> {
  readonly id: string;
  /** Its house rules as applied (empty: none). */
  readonly houseRules: readonly HouseRuleSummary[];
}
