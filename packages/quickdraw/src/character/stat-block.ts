/**
 * Quick on the Draw's stat block in a scenario file (`characters[i].stats.quickdraw`): the Cast
 * List entry of REEL 2 (CASTING – CREATING CHARACTERS): type, personality, skills and traits,
 * protection, move and weapons. Core checks only that `stats` maps system ids to mappings; this
 * module checks Quick on the Draw's with core's `checkStatBlock`, as BOOT HILL checks its own.
 *
 * Every field is optional for a character Quick on the Draw converts from a BOOT HILL line (a
 * roster name or `stats.boothill`): the block then overrides the converted values field by field
 * (RULINGS.md QR-C1). Without one, `type`, `personality` and `weapons` are required.
 *
 * A beast (REEL 7: BEASTS) is a block of one field, `animal` (RULINGS.md QR-45): its speed, DV,
 * attack dice and traits are its ANIMAL TYPES row's, so it takes no other field. `poisoned` names
 * the character's weapons dipped in poison (REEL 6, POISON; RULINGS.md QR-53); `twoGuns` overrides the
 * scenario character's (his first two handguns one in each hand: RULINGS.md QR-156).
 */
import { checkStatBlock, ScenarioError, type Scenario, type StatBlockSchema } from '@deadeye/core';
import { CHARACTER_TYPES, COMBAT_SKILLS, GENERAL_SKILLS, PERSONALITIES, type CharacterType, type Personality, type Skill } from '../tables/types.ts';
import { ANIMAL_KINDS, ARMOUR_WORDS, MAX_SKILLS, type AnimalKind, type ArmourWord } from './types.ts';
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
  /** Overrides the character's `twoGuns`: his first two handguns one in each hand (RULINGS.md QR-156). */
  readonly twoGuns?: boolean;
  /** Ids of his weapons dipped in poison (each one of his weapons). */
  readonly poisoned?: readonly string[];
  /** A beast: its kind (the block's only field then). */
  readonly animal?: AnimalKind;
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
  twoGuns: { type: 'boolean', expected: 'true or false (his first two handguns one in each hand, the second shot from his wrong hand: RULINGS.md QR-156)' },
  poisoned: {
    type: 'array',
    uniqueItems: true,
    maxItems: 8,
    expected: 'a list of his weapon ids dipped in poison (REEL 6, POISON), e.g. [bow]',
    items: { enum: [...QD_WEAPON_IDS] },
  },
};

/** The schema of a block that overrides a converted character: every field optional. */
export const QD_STAT_BLOCK_OVERRIDE: StatBlockSchema = {
  type: 'object',
  expected: 'Quick on the Draw stats {type?, personality?, skills?, armour?, shield?, move?, weapons?, hand?, twoGuns?, poisoned?}',
  additionalProperties: false,
  properties: PROPERTIES,
};

/** The schema of a block that is the character's whole description: type, personality and weapons required. */
export const QD_STAT_BLOCK: StatBlockSchema = {
  type: 'object',
  expected: 'Quick on the Draw stats {type, personality, weapons, skills?, armour?, shield?, move?, hand?, twoGuns?, poisoned?} (required when the character has no BOOT HILL line to convert), or a beast {animal}',
  additionalProperties: false,
  required: ['type', 'personality', 'weapons'],
  properties: PROPERTIES,
};

/** The schema of a beast's block (REEL 7, ANIMAL TYPES): `animal` alone. */
export const QD_BEAST_BLOCK: StatBlockSchema = {
  type: 'object',
  expected: `a beast's stats {animal} alone (REEL 7, ANIMAL TYPES: its speed, DV, attack dice and traits are its row's; remove the other fields)`,
  additionalProperties: false,
  required: ['animal'],
  properties: { animal: { enum: [...ANIMAL_KINDS] } },
};

/**
 * The `stats.quickdraw` block of character `index`, checked, or undefined when he has none. A
 * block with `animal` is a beast's ({@link QD_BEAST_BLOCK}).
 * @param converted whether he has a BOOT HILL line to convert (then every field is optional)
 * @param type the type he ends up with, when the block does not give one (the skills are counted against it)
 * @throws ScenarioError, one line: `<file>: characters[i].stats.quickdraw.<field>: expected ..., found ...`
 */
export function quickdrawStatBlock(scenario: Scenario, index: number, converted: boolean, file: string = scenario.file ?? scenario.id): QdStatBlock | undefined {
  const block = scenario.characters[index]?.stats?.['quickdraw'];
  if (block === undefined) return undefined;
  try {
    const beast = typeof block === 'object' && block !== null && 'animal' in block;
    checkStatBlock(beast ? QD_BEAST_BLOCK : converted ? QD_STAT_BLOCK_OVERRIDE : QD_STAT_BLOCK, block, file, index, 'quickdraw');
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
