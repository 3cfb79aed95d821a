/**
 * House rules that change a named scenario character (issue #16 section 1: "a character or
 * profile attribute changed"): a change whose path is
 * - `character."<name>".<system>.<stat>`: one of the stats the system lets a sweep set
 *   (`RuleSystem.vary.stats`: BOOT HILL basp, bac, str, mrl; Quick on the Draw type, move, armour
 *   and each skill; Shootout! close, ranged, speed, courage, leader, htk), with `to: <value>` or
 *   `add: <number>`;
 * - `character."<name>".weapon`: his first weapon, `to:` a weapon of the system's table.
 * The quotes may be left out of a name without dots. Such a change is checked against the system
 * when the rule is resolved (`resolve.ts`) and applied to a scenario when it is compiled
 * ({@link applyCharacterChanges}), through the system's own `setStat` and `setWeapon`, so it goes
 * exactly where a sweep's value goes. A scenario without the character is an error (one line),
 * and so is a command that plays no scenario (`duel`).
 */
import type { CompiledScenario, RuleSystem } from '../rule-system.ts';
import { didYouMean, ScenarioError, showValue } from '../scenario/load.ts';
import type { Scenario } from '../scenario/types.ts';
import type { AppliedChange, CellValue, HouseRuleSummary } from './types.ts';

/** The first word of a character change's path. */
export const CHARACTER_PATH = 'character';

/** A character change's path, read: the character's name, the system named (absent for `weapon`) and the stat (`weapon` for the weapon). */
export interface CharacterPath {
  readonly character: string;
  readonly system?: string | undefined;
  readonly stat: string;
}

/**
 * Reads `character."<name>".<system>.<stat>` or `character."<name>".weapon` (quotes optional for a
 * name without dots or quotes).
 * @returns the parts, or undefined when `set` does not start `character.`
 * @throws Error (the message only: what was expected) for a path starting `character.` that is not of either form
 */
export function parseCharacterPath(set: string): CharacterPath | undefined {
  if (!set.startsWith(`${CHARACTER_PATH}.`)) return undefined;
  const expected = `a path character."<name>".<system>.<stat> or character."<name>".weapon (e.g. character."Doc Holliday".boothill.bac)`;
  const rest = set.slice(CHARACTER_PATH.length + 1);
  let name: string;
  let tail: string;
  if (rest.startsWith('"')) {
    const end = rest.indexOf('"', 1);
    if (end < 0) throw new Error(expected);
    name = rest.slice(1, end);
    tail = rest.slice(end + 1);
  } else {
    const dot = rest.indexOf('.');
    name = dot < 0 ? rest : rest.slice(0, dot);
    tail = dot < 0 ? '' : rest.slice(dot);
  }
  if (name.trim() === '' || !tail.startsWith('.')) throw new Error(expected);
  const parts = tail.slice(1).split('.');
  if (parts.length === 1 && parts[0] === 'weapon') return { character: name, stat: 'weapon' };
  if (parts.length === 2 && parts.every((p) => p.trim() !== '')) return { character: name, system: parts[0], stat: parts[1]! };
  throw new Error(expected);
}

/** One character change of a resolved house rule, to be applied to a scenario ({@link applyCharacterChanges}). */
export interface CharacterChange {
  /** Index of the rule among those resolved, and of the change in its file. */
  readonly rule: number;
  readonly change: number;
  /** The rule's file, for errors. */
  readonly file: string;
  readonly path: string;
  readonly character: string;
  /** A stat of `RuleSystem.vary.stats`, or `weapon`. */
  readonly stat: string;
  readonly to?: CellValue | undefined;
  readonly add?: number | undefined;
  readonly note: string;
}

/**
 * Checks a character change against `system` (at resolve time, before any scenario).
 * @throws ScenarioError naming `file` and `changes[i].set` / `.add`: a stat the system cannot set
 *   (listing those it can), a system other than the rule's, `add` to a weapon
 */
export function checkCharacterChange(system: RuleSystem, file: string, i: number, path: CharacterPath, add: number | undefined): void {
  const v = system.vary;
  const fail = (field: string, expected: string, found: string): never => {
    throw new ScenarioError(file, [{ path: `changes[${i}].${field}`, expected, found }]);
  };
  if (path.stat === 'weapon') {
    if (v?.weapons === undefined || v.setWeapon === undefined) fail('set', `a change ${system.name} can make to a character`, `${showValue(path.stat)} (${system.name} cannot change a character's weapon)`);
    if (add !== undefined) fail('add', `to: <weapon> for a weapon (one of ${v!.weapons!.join(', ')})`, `add: ${showValue(add)}`);
    return;
  }
  if (path.system !== system.id) fail('set', `character."<name>".${system.id}.<stat> (the rule's system)`, showValue(path.system));
  const stats = Object.keys(v?.stats ?? {});
  if (v?.setStat === undefined || !stats.includes(path.stat)) {
    fail('set', stats.length === 0 ? `nothing: ${system.name} cannot change a character's stats` : `a stat of ${system.name}: ${stats.join(', ')}, or character."<name>".weapon`, `${showValue(path.stat)}${didYouMean(path.stat, stats)}`);
  }
}

/**
 * Applies the character changes of resolved house rules to a compiled scenario, in order, through
 * `system.vary.setStat` / `setWeapon`, and fills in each change's original value (as compiled
 * before it) in the rules' summaries.
 * @param rules the rules' summaries as resolved (their character changes with no original yet)
 * @param recompile compiles a changed scenario as `setup` was compiled (variant, tables)
 * @returns the setup with every change made, and the summaries with the originals and values
 * @throws ScenarioError naming the rule's file and `changes[i].set` when the scenario has no such
 *   character (listing those it has), or `changes[i].to` / `.add` for a value the system refuses
 *   (its one-line message as `expected`)
 */
export function applyCharacterChanges<S extends CompiledScenario>(
  system: RuleSystem<S>,
  scenario: Scenario & { readonly file?: string },
  setup: S,
  changes: readonly CharacterChange[],
  rules: readonly HouseRuleSummary[],
  recompile: (changed: Scenario & { readonly file?: string }) => S,
): { readonly setup: S; readonly rules: readonly HouseRuleSummary[] } {
  if (changes.length === 0) return { setup, rules };
  const v = system.vary!;
  let current = scenario;
  let out = setup;
  const compile = (changed: Scenario & { readonly file?: string }): S => {
    current = changed;
    return recompile(changed);
  };
  const applied = rules.map((r) => [...r.changes]);
  for (const c of changes) {
    const i = scenario.characters.findIndex((x) => x.name === c.character);
    const names = scenario.characters.map((x) => x.name);
    if (i < 0) {
      throw new ScenarioError(c.file, [{ path: `changes[${c.change}].set`, expected: `a character of ${scenario.name} (${names.length <= 12 ? names.join(', ') : `${names.slice(0, 12).join(', ')} and ${names.length - 12} more`})`, found: `${JSON.stringify(c.character)}${didYouMean(c.character, names)}` }]);
    }
    const weapon = c.stat === 'weapon';
    const original: CellValue = weapon ? v.weaponOf!(out, i) : v.statOf!(out, i, c.stat);
    let value: CellValue;
    if (c.add !== undefined) {
      if (typeof original !== 'number') throw new ScenarioError(c.file, [{ path: `changes[${c.change}].add`, expected: `to: <value> (${c.path} is ${showValue(original)}, not a number)`, found: `add: ${showValue(c.add)}` }]);
      value = original + c.add;
    } else value = c.to as CellValue;
    try {
      out = weapon ? v.setWeapon!(current, out, i, String(value), compile) : v.setStat!(current, out, i, c.stat, value, compile);
    } catch (e) {
      if (e instanceof ScenarioError || !(e instanceof Error)) throw e;
      throw new ScenarioError(c.file, [{ path: `changes[${c.change}].${c.add === undefined ? 'to' : 'add'}`, expected: `a value ${system.name} takes for ${c.path}`, found: `${showValue(value)} (${e.message})` }]);
    }
    applied[c.rule]![c.change] = { path: c.path, original, value, note: c.note } satisfies AppliedChange;
  }
  return { setup: out, rules: rules.map((r, k) => ({ ...r, changes: applied[k]! })) };
}
