/**
 * BOOT HILL's characters as another rule system sees them (`RuleSystem.characters`, core's
 * `CharacterSource`): a scenario character or a duelist's words, described as a
 * `ForeignCharacter` in BOOT HILL's own numbers, for a system that converts BOOT HILL characters
 * (Quick on the Draw). Nothing here plays a rule; the numbers are resolved as the skirmish resolves
 * them (`skirmish/setup.ts` compileSkirmish: the roster line by `findCharacter`, each figure of a
 * `stats.boothill` block, checked by `bootHillStatBlock`, in its place) and as the duel reads its
 * words (`duel/words.ts`: a roster name, or an inline stat line by `parseStatLine`).
 */
import type { CharacterSource, ForeignCharacter, Scenario } from '@deadeye/core';
import { parseStatLine, type BootHillCharacter } from '../characters.ts';
import { closestRosterName, findCharacter } from '../roster.ts';
import { bootHillStatBlock } from '../skirmish/stat-block.ts';

/** The keys of a BOOT HILL inline stat line (`parseStatLine`): a line whose every key is one of these is BOOT HILL's. */
const STAT_LINE_KEYS: readonly string[] = ['NAME', 'BASP', 'BAC', 'STR', 'MRL', 'EXP', 'WPN'];

/** `seed, section` of a roster entry or stat line. */
function sourceOf(c: BootHillCharacter): string {
  return `${c.source.seed}, ${c.source.section}`;
}

/**
 * Character `index` of `scenario` in BOOT HILL's numbers: the roster line (`roster:`) with each
 * figure of `stats.boothill` in its place, as compileSkirmish resolves him; `throwing` -1 and
 * `experience` -1 where neither gives one; weapons the scenario's codes as written (upper case).
 * Undefined when he has neither a roster name nor a BOOT HILL stat block.
 * @throws Error `<file>: characters[i] (name).roster: unknown character ...` as compileSkirmish, or
 *   the stat block's ScenarioError
 */
export function bootHillScenarioCharacter(scenario: Scenario, index: number): ForeignCharacter | undefined {
  const c = scenario.characters[index];
  if (c === undefined) return undefined;
  const file = scenario.file ?? scenario.id;
  let base: BootHillCharacter | undefined;
  if (c.roster !== undefined) {
    try {
      base = findCharacter(c.roster);
    } catch (e) {
      throw new Error(`${file}: characters[${index}] (${c.name}).roster: ${(e as Error).message}`);
    }
  }
  const block = bootHillStatBlock(scenario, index);
  if (base === undefined && block === undefined) return undefined;
  const stat = (k: 'basp' | 'bac' | 'str' | 'mrl'): number => block?.[k] ?? (base as BootHillCharacter)[k];
  const parts = [base === undefined ? undefined : sourceOf(base), block === undefined ? undefined : `${file} characters[${index}].stats.boothill`];
  return {
    system: 'boothill',
    name: base?.name ?? c.name,
    ...(base === undefined ? {} : { group: base.group }),
    stats: {
      basp: stat('basp'),
      bac: stat('bac'),
      str: stat('str'),
      mrl: stat('mrl'),
      throwing: block?.throwing ?? -1,
      experience: block?.experience ?? base?.experience ?? -1,
    },
    weapons: c.weapons.map((w) => w.code.trim().toUpperCase()),
    source: parts.filter((p) => p !== undefined).join(' + '),
  };
}

/**
 * A duelist's words in BOOT HILL's terms: a roster name (`Doc Holliday`, any alias) or an inline
 * stat line whose every key is BOOT HILL's (`BASP=+12 BAC=70 STR=14 WPN=SAR6`). Undefined for
 * anything else (another system's stat line, a name the roster does not hold).
 * @throws Error `inline duelist "...": ...` (parseStatLine) for a BOOT HILL stat line with a bad value
 */
export function bootHillNamedCharacter(words: string): ForeignCharacter | undefined {
  let c: BootHillCharacter;
  if (words.includes('=')) {
    const keys = [...words.matchAll(/([A-Za-z]+)\s*=/g)].map((m) => (m[1] as string).toUpperCase());
    if (keys.some((k) => !STAT_LINE_KEYS.includes(k))) return undefined;
    c = parseStatLine(words);
  } else {
    try {
      c = findCharacter(words);
    } catch {
      return undefined;
    }
  }
  return {
    system: 'boothill',
    name: c.name,
    ...(c.group === 'inline' || c.group === 'rolled' ? {} : { group: c.group }),
    stats: { basp: c.basp, bac: c.bac, str: c.str, mrl: c.mrl, throwing: -1, experience: c.experience ?? -1 },
    weapons: c.weapons.map((w) => w.code),
    source: c.group === 'inline' ? `inline BOOT HILL stat line "${words.trim()}"` : sourceOf(c),
  };
}

/** BOOT HILL's {@link CharacterSource}: `bootHill.characters`. */
export const bootHillCharacters: CharacterSource = {
  scenarioCharacter: bootHillScenarioCharacter,
  namedCharacter: bootHillNamedCharacter,
  closestName: closestRosterName,
};
