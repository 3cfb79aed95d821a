/**
 * Reading house-rule files (`houserules/*.yaml`, issue #16 section 1): YAML text -> the JSON Schema
 * below (validated with ajv as scenario files are, `scenario/load.ts`) -> a {@link HouseRule}.
 * Every problem names the file, the field path, what was expected and what was found; the paths
 * of the changes are checked against a rule system's tables later, by `resolveHouseRules`.
 *
 * The format (README, "House rules"):
 * ```yaml
 * name: Shotguns +10 at short range          # required, non-empty text
 * description: What if a shotgun is easier to hit with at short range?   # required text
 * system: boothill                           # required: the rule system it applies to
 * changes:                                   # required: 1 to 200 changes, applied in order
 *   - set: boothill.hitModifiers.shotgun.short   # a cell: <system>.<table>.<row>.<column>
 *     add: 10                                    # a number added to the cell (or `to:` a value)
 *     note: on top of the screen's +10 short and +10 shotgun (HIT DETERMINATION CHART)
 *   - set: boothill.variant.misfires             # a variant switch (true/false) or `variant.reading`
 *     to: true
 *     note: misfires rolled
 *   - set: character."Doc Holliday".boothill.bac # a named scenario character's stat, or
 *     add: -10                                   #   character."<name>".weapon (characters.ts)
 *     note: Doc on a bad day
 * ```
 */
import type { SchemaObject } from 'ajv';
import { parseYamlWithSchema, readSmallFile, showValue } from '../scenario/load.ts';
import { sha256Hash } from '../sha256.ts';
import { closestName } from '../words.ts';
import { CHARACTER_PATH, parseCharacterPath } from './characters.ts';
import type { HouseRule, HouseRuleChange } from './types.ts';

/** Largest house-rule file, bytes (64 KiB: a house rule is a few lines). */
export const MAX_HOUSE_RULE_BYTES = 64 * 1024;

/** Most changes one house-rule file may make. */
export const MAX_HOUSE_RULE_CHANGES = 200;

/**
 * The JSON Schema (draft-07, ajv, with `expected` annotations) of a house-rule file:
 * `{name: text, description: text, system: word, changes: [{set: path, to?: number|text|boolean,
 * add?: number, note: text}]}`, no other field anywhere.
 */
export const houseRuleSchema: SchemaObject = {
  type: 'object',
  expected: 'a house-rule file: name, description, system, changes (e.g. houserules/shotgun-plus-ten.yaml)',
  additionalProperties: false,
  required: ['name', 'description', 'system', 'changes'],
  properties: {
    name: { type: 'string', minLength: 1, expected: 'the house rule\'s name (non-empty text)' },
    description: { type: 'string', expected: 'text saying what the house rule asks' },
    system: { type: 'string', pattern: '^[a-z][a-z0-9]*$', expected: 'a rule system id (boothill, quickdraw, shootout: see deadeye systems)' },
    changes: {
      type: 'array',
      minItems: 1,
      maxItems: MAX_HOUSE_RULE_CHANGES,
      expected: `a list of 1 to ${MAX_HOUSE_RULE_CHANGES} changes, each {set: <system>.<table>.<row>.<column>, to: <value> or add: <number>, note: <text>}`,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['set', 'note'],
        properties: {
          set: { type: 'string', minLength: 3, expected: 'a path: <system>.<table>.<row>.<column> (e.g. boothill.hitModifiers.shotgun.short), <system>.variant.<switch>, or character."<name>".<system>.<stat> / character."<name>".weapon' },
          to: { type: ['number', 'string', 'boolean'], expected: 'the new value: a number, a word, or true/false' },
          add: { type: 'number', expected: 'a number added to the cell' },
          note: { type: 'string', minLength: 1, expected: 'a note: why, and where the original value comes from (non-empty text)' },
        },
      },
    },
  },
};

/**
 * Reads and checks a house-rule file ({@link parseHouseRule}); `file` on the result is `path` as given.
 * @throws ScenarioError `path: expected a readable house-rule file, found no such file` when it
 *   cannot be read or is larger than {@link MAX_HOUSE_RULE_BYTES}; else as {@link parseHouseRule}
 */
export function loadHouseRule(path: string): HouseRule {
  const bytes = readSmallFile(path, MAX_HOUSE_RULE_BYTES, 'a house-rule file', 'a readable house-rule file (e.g. houserules/shotgun-plus-ten.yaml)');
  return parseHouseRule(bytes.toString('utf8'), path, sha256Hash().update(bytes).digest('hex'));
}


/**
 * Parses and checks the YAML text of a house rule: the schema ({@link houseRuleSchema}), then
 * each change has exactly one of `to` and `add`, and its path starts with the file's `system`.
 * @param file the name problems are reported against
 * @param sha256 the file's hash (default: the hash of `text` as UTF-8)
 * @throws ScenarioError listing every problem, one line each: `file: changes[0].set: expected ..., found ...`
 */
export function parseHouseRule(text: string, file: string, sha256?: string): HouseRule {
  const { data, problems } = parseYamlWithSchema(text, file, houseRuleSchema);
  const rule = data as Omit<HouseRule, 'file' | 'sha256'>;
  // Every change names one system and `system` is a slip for it: the mistake is `system`'s (an
  // audit, 2026-12-07: `system: boothil` was blamed on each correct path, asking to misspell it too).
  const named = new Set<string>();
  for (const c of rule.changes) {
    const parts = c.set.split('.');
    if (parts[0] !== CHARACTER_PATH) named.add(parts[0]!);
    else {
      try {
        const system = parseCharacterPath(c.set)?.system;
        if (system !== undefined) named.add(system);
      } catch {
        // Its own problem is reported below.
      }
    }
  }
  const only = named.size === 1 ? [...named][0]! : undefined;
  const systemWrong = only !== undefined && only !== rule.system && closestName(rule.system, [only]) !== undefined;
  if (systemWrong) problems.add(['system'], `the system its changes' paths name (did you mean "${only}"?)`, showValue(rule.system));
  rule.changes.forEach((c: HouseRuleChange, i) => {
    if ((c.to === undefined) === (c.add === undefined)) {
      problems.add(['changes', i], 'exactly one of `to: <value>` and `add: <number>`', c.to === undefined ? 'neither' : 'both');
    }
    const parts = c.set.split('.');
    if (parts[0] === CHARACTER_PATH) {
      try {
        const path = parseCharacterPath(c.set)!;
        if (!systemWrong && path.system !== undefined && path.system !== rule.system) problems.add(['changes', i, 'set'], `character."<name>".${rule.system}.<stat> (the file's system)`, showValue(c.set));
      } catch (e) {
        problems.add(['changes', i, 'set'], (e as Error).message, showValue(c.set));
      }
    } else if (parts[0] !== rule.system) {
      if (!systemWrong) problems.add(['changes', i, 'set'], `a path starting "${rule.system}." (the file's system) or character."<name>".`, showValue(c.set));
    } else if (parts.length < 3 || parts.some((p) => p.trim() === '')) {
      problems.add(['changes', i, 'set'], `a path <system>.<table>.<row>.<column> (e.g. boothill.hitModifiers.shotgun.short) or <system>.variant.<switch>`, showValue(c.set));
    }
  });
  problems.throwIfAny(file);
  return { name: rule.name, description: rule.description, system: rule.system, file, sha256: sha256 ?? sha256Hash().update(text, 'utf8').digest('hex'), changes: rule.changes };
}
