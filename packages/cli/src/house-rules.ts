/**
 * `--house-rule FILE` (repeatable, applied in order) on run, duel, compare, baseline, check,
 * validate and replay: reading the files (`@deadeye/core` house-rules: schema, paths), applying
 * them to a rule system (`resolveHouseRules`), and naming them in the outputs (the results JSON's
 * `houseRules`, the text, the report's "House rules" table).
 */
import { loadHouseRule, resolveHouseRules, type HouseRule, type HouseRuleSummary, type ResolvedHouseRules, type RuleSystem } from '@deadeye/core';
import { userPath } from './io.ts';

/** Commander's collector of a repeatable option: `--house-rule a.yaml --house-rule b.yaml` -> `['a.yaml', 'b.yaml']`. */
export function collect(value: string, previous: readonly string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** The `--house-rule` option's help. */
export const HOUSE_RULE_HELP = 'a house-rule file (houserules/*.yaml: changed table cells and variant switches, see README "House rules"); repeatable, applied in order';

/**
 * Reads every `--house-rule` file, in order (`file` on each as given on the command line).
 * @throws ScenarioError naming the file, the field path, what was expected and what was found
 */
export function loadHouseRules(files: readonly string[] | undefined): HouseRule[] {
  return (files ?? []).map((f) => ({ ...loadHouseRule(userPath(f)), file: f }));
}

/**
 * Applies `rules` to `system` played with `variant` (see `resolveHouseRules`): every rule must be
 * of that system.
 * @throws ScenarioError `<file>: system: expected "boothill" ..., found "quickdraw"` and the like
 */
export function applyHouseRules(system: RuleSystem, rules: readonly HouseRule[], variant: string | undefined): ResolvedHouseRules {
  return resolveHouseRules(system, rules, variant);
}

/** `summary` with `houseRules` added after its other fields when any rule applied; the same object otherwise (the results JSON byte-identical without house rules). */
export function withHouseRules<T extends object>(summary: T, rules: readonly HouseRuleSummary[]): T & { readonly houseRules?: readonly HouseRuleSummary[] } {
  return rules.length === 0 ? summary : { ...summary, houseRules: rules };
}

/** A cell value as the text shows it: a signed number for numbers (`+20`), else as is. */
function showCell(v: unknown): string {
  return typeof v === 'number' ? (v > 0 ? `+${v}` : String(v)) : String(v);
}

/** The lines naming the house rules applied, for the terminal (empty when none). */
export function formatHouseRules(rules: readonly HouseRuleSummary[] | undefined): string {
  if (rules === undefined || rules.length === 0) return '';
  const lines = ['House rules applied:'];
  for (const r of rules) {
    lines.push(`  ${r.name} (${r.file})`);
    for (const c of r.changes) lines.push(`    ${c.path}: ${showCell(c.original)} -> ${showCell(c.value)}  (${c.note})`);
  }
  return `${lines.join('\n')}\n`;
}
