/**
 * Quick on the Draw's stat block in a scenario file (`characters[i].stats.quickdraw`): the Cast
 * List entry of REEL 2 (CASTING – CREATING CHARACTERS): type, personality, skills and traits,
 * protection, move and weapons. Core checks only that `stats` maps system ids to mappings; this
 * module checks Quick on the Draw's with core's `checkStatBlock`, as BOOT HILL checks its own.
 *
 * Every field is optional for a character Quick on the Draw converts from a BOOT HILL line (a
 * roster name or `stats.boothill`): the block then overrides the converted values field by field
 * (RULINGS.md QR-C1). Without one, `type`, `personality` and `weapons` are required.
 */
import { checkStatBlock, ScenarioError, type Scenario, type StatBlockSchema } from '@deadeye/core';
import { CHARACTER_TYPES, COMBAT_SKILLS, GENERAL_SKILLS, PERSONALITIES, type CharacterType, type Personality, type Skill } from '../tables/types.ts';
import { ARMOUR_WORDS, MAX_SKILLS, type ArmourWord } from './types.ts';
import { QD_WEAPON_IDS } from './weapon-ids.ts';

/** The `stats.quickdraw` block as written. */
export interface QdStatBlock {
  readonly type?: CharacterType;
  readonly personality?: Personality;
  /** At most the type's maximum (Hero 4, Main 3, Supporting 2, Minor 1). */
  readonly skills?: readonly Skill[];
  /** `none` DV 0, `minimal` DV 1, `armoured` DV 2. */
  readonly armour?: ArmourWord;
  readonly shield?: boolean;
  /** Maximum move on foot, paces (default 8; Fleet Footed 10, Lumbering 6). */
  readonly move?: number;
  /** QotD weapon ids, the first in hand (`[]`: fists). */
  readonly weapons?: readonly string[];
  /** Overrides the character's `hand`. */
  readonly hand?: 'right' | 'left';
}

const ALL_SKILLS: readonly string[] = [...GENERAL_SKILLS, ...COMBAT_SKILLS];

const PROPERTIES = {
  // Enumerations are described by the loader itself ("one of ..., found ... (did you mean ...?)").
  type: { enum: [...CHARACTER_TYPES] },
  personality: { enum: [...PERSONALITIES] },
  skills: {
    type: 'array',
    uniqueItems: true,
    maxItems: 4,
    expected: 'a list of at most 4 different skills and traits (REEL 2), e.g. [quick-draw, marksman]',
    items: { enum: [...ALL_SKILLS] },
  },
  armour: { enum: [...ARMOUR_WORDS] },
  shield: { type: 'boolean', expected: 'true or false (a shield: DV +1 in close combat and against non-gunpowder missiles)' },
  move: { type: 'integer', minimum: 1, maximum: 24, expected: 'a maximum move on foot in paces, a whole number 1..24 (8 most characters; 10 fleet-footed; 6 lumbering)' },
  weapons: {
    type: 'array',
    maxItems: 8,
    expected: 'a list of Quick on the Draw weapon ids, the first in hand, e.g. [cartridge-revolver] ([] for fists)',
    items: { enum: [...QD_WEAPON_IDS] },
  },
  hand: { enum: ['right', 'left'] },
};

/** The schema of a block that overrides a converted character: every field optional. */
export const QD_STAT_BLOCK_OVERRIDE: StatBlockSchema = {
  type: 'object',
  expected: 'Quick on the Draw stats {type?, personality?, skills?, armour?, shield?, move?, weapons?, hand?}',
  additionalProperties: false,
  properties: PROPERTIES,
};

/** The schema of a block that is the character's whole description: type, personality and weapons required. */
export const QD_STAT_BLOCK: StatBlockSchema = {
  type: 'object',
  expected: 'Quick on the Draw stats {type, personality, weapons, skills?, armour?, shield?, move?, hand?} (required when the character has no BOOT HILL line to convert)',
  additionalProperties: false,
  required: ['type', 'personality', 'weapons'],
  properties: PROPERTIES,
};

/**
 * The `stats.quickdraw` block of character `index`, checked, or undefined when he has none.
 * @param converted whether he has a BOOT HILL line to convert (then every field is optional)
 * @param type the type he ends up with, when the block does not give one (the skills are counted against it)
 * @throws ScenarioError, one line: `<file>: characters[i].stats.quickdraw.<field>: expected ..., found ...`
 */
export function quickdrawStatBlock(scenario: Scenario, index: number, converted: boolean, file: string = scenario.file ?? scenario.id): QdStatBlock | undefined {
  const block = scenario.characters[index]?.stats?.['quickdraw'];
  if (block === undefined) return undefined;
  try {
    checkStatBlock(converted ? QD_STAT_BLOCK_OVERRIDE : QD_STAT_BLOCK, block, file, index, 'quickdraw');
  } catch (e) {
    if (e instanceof ScenarioError && e.problems.length > 1) throw new ScenarioError(file, [e.problems[0] as (typeof e.problems)[number]]);
    throw e;
  }
  return block as unknown as QdStatBlock;
}

/**
 * Checks the number of skills against the type (REEL 2, Maximum number of Skills/Traits).
 * @throws ScenarioError `<file>: characters[i].stats.quickdraw.skills: expected at most N skills for a <type> character ...`
 */
export function checkSkillCount(skills: readonly Skill[], type: CharacterType, file: string, index: number): void {
  const max = MAX_SKILLS[type];
  if (skills.length <= max) return;
  throw new ScenarioError(file, [
    {
      path: `characters[${index}].stats.quickdraw.skills`,
      expected: `at most ${max} skill${max === 1 ? '' : 's'} for a ${type} character (REEL 2: hero 4, main 3, supporting 2, minor 1; drop some or raise the type)`,
      found: `${skills.length} (${skills.join(', ')})`,
    },
  ]);
}
