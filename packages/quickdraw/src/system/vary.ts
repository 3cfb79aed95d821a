/**
 * One step of speed, accuracy and toughness in Quick on the Draw (`deadeye compare --vary`; core
 * vary.ts): a trait gained or lost (RULINGS.md QR-V1). Quick on the Draw has no numbers for these:
 * a character is quicker, a better shot or harder to keep down only by a skill or trait of REEL 2
 * (CASTING – CREATING CHARACTERS, SPECIFIC COMBAT SKILLS AND TRAITS and GENERAL SKILLS AND TRAITS).
 * Each attribute is a ladder of at most three rungs, the middle one neither trait:
 * - speed: (none) < Quick Draw. There is no slow trait, so a character without Quick Draw has no
 *   step down;
 * - accuracy: Poor Shot < (none) < Marksman;
 * - toughness: Frail < (none) < Tough.
 * A step up from the low trait removes it; a step up from none adds the high trait, if the
 * character has a free skill slot (REEL 2, Maximum number of Skills/Traits: hero 4, main 3,
 * supporting 2, minor 1). Likewise down. The step is written as the character's
 * `stats.quickdraw.skills`, which overrides his converted skills (QR-C1).
 *
 * A sweep (`deadeye sweep --vary`, RULINGS.md QR-V2) sets a character's type, move, armour or one
 * skill on or off ({@link QD_SWEEP_STATS}), or replaces his first weapon, in the same block.
 */
import { checkVaryWeapon, withStatBlock, type AttributeStep, type CellValue, type StepChange, type VaryAttribute, type VarySupport } from '@deadeye/core';
import { ARMOUR_WORDS, MAX_SKILLS } from '../character/types.ts';
import { QD_WEAPON_IDS } from '../character/weapon-ids.ts';
import type { QdSetup } from '../skirmish/setup.ts';
import { CHARACTER_TYPES, COMBAT_SKILLS, GENERAL_SKILLS, type Skill } from '../tables/types.ts';

/** Each attribute's ladder: the low trait (or null: none below), the high trait. */
export const QD_LADDERS: Readonly<Record<VaryAttribute, { readonly low: Skill | null; readonly high: Skill; readonly section: string }>> = {
  speed: { low: null, high: 'quick-draw', section: 'SPECIFIC COMBAT SKILLS AND TRAITS (Quick Draw)' },
  accuracy: { low: 'poor-shot', high: 'marksman', section: 'SPECIFIC COMBAT SKILLS AND TRAITS (Marksman, Poor shot)' },
  toughness: { low: 'frail', high: 'tough', section: 'GENERAL SKILLS AND TRAITS (Tough, Frail)' },
};

const SEED = 'quick-on-the-draw.md, REEL 2: CASTING – CREATING CHARACTERS';

function stepOf(attribute: VaryAttribute): AttributeStep {
  const l = QD_LADDERS[attribute];
  return {
    attribute,
    step: `${l.low === null ? '' : `${l.low} < `}(no trait) < ${l.high}: one rung of the ladder, a trait lost or gained`,
    why: 'Quick on the Draw has no score for this: a character is better or worse only by a skill or trait, so a step is one of them gained or lost (RULINGS.md QR-V1)',
    source: `${SEED}, ${l.section}; packages/quickdraw/RULINGS.md QR-V1`,
  };
}

/** The skills after one step of `attribute` in `dir`, or why there is none. */
export function stepSkills(skills: readonly Skill[], max: number, attribute: VaryAttribute, dir: -1 | 1): { readonly skills: readonly Skill[] } | { readonly why: string } {
  const { low, high } = QD_LADDERS[attribute];
  const hasLow = low !== null && skills.includes(low);
  const hasHigh = skills.includes(high);
  const without = (s: Skill): Skill[] => skills.filter((k) => k !== s);
  const add = (s: Skill): { skills: readonly Skill[] } | { why: string } => (skills.length >= max ? { why: `no free skill slot for ${s} (${skills.length} of ${max}: ${skills.join(', ')})` } : { skills: [...skills, s] });
  if (dir > 0) {
    if (hasLow) return { skills: without(low!) };
    if (hasHigh) return { why: `has ${high} already, the top of the ladder` };
    return add(high);
  }
  if (hasHigh) return { skills: without(high) };
  if (low === null) return { why: `no ${high} to lose, and no trait below none` };
  if (hasLow) return { why: `has ${low} already, the bottom of the ladder` };
  return add(low);
}

/** Every skill and trait of REEL 2, each a stat a sweep turns off (false) and on (true). */
const SKILLS: readonly Skill[] = [...GENERAL_SKILLS, ...COMBAT_SKILLS];

/**
 * The stats a sweep may set under Quick on the Draw (`<character>.quickdraw.<stat>`; RULINGS.md
 * QR-V2), each written into the character's `stats.quickdraw` block, which overrides his
 * converted values (QR-C1):
 * - `type`: hero, main, supporting or minor (REEL 2, CHARACTER TYPE/STAR STATUS: cards and action
 *   dice); a converted character's skills are re-capped to the type as his conversion does
 *   (QR-C7); a block that lists more skills than the type allows is refused by the compile;
 * - `move`: maximum move on foot, paces, a whole number 1..24 (8 most characters);
 * - `armour`: none (DV 0), minimal (DV 1) or armoured (DV 2);
 * - each skill or trait of REEL 2 by its id (`marksman`, `quick-draw`, `tough`...): false takes
 *   it away, true gives it (into a free skill slot: hero 4, main 3, supporting 2, minor 1).
 */
export const QD_SWEEP_STATS: Readonly<Record<string, string>> = {
  type: `character type: ${CHARACTER_TYPES.join(', ')}`,
  move: 'maximum move on foot, paces, 1..24',
  armour: `armour: ${ARMOUR_WORDS.join(', ')}`,
  ...Object.fromEntries(SKILLS.map((k) => [k, 'a skill or trait: false (without) or true (with)'])),
};

/**
 * The `stats.quickdraw` fields that set `stat` to `value` for a character with `skills`, who may have `max` of them.
 * @throws Error, one line, for an unknown stat, a value not allowed, or a skill given with no free slot
 */
export function qdStatChange(skills: readonly Skill[], max: number, stat: string, value: CellValue): Record<string, unknown> {
  const bad = (expected: string): never => {
    throw new Error(`Quick on the Draw ${stat}: expected ${expected}, found ${JSON.stringify(value)}`);
  };
  if (stat === 'type') return (CHARACTER_TYPES as readonly CellValue[]).includes(value) ? { type: value } : bad(`one of ${CHARACTER_TYPES.join(', ')}`);
  if (stat === 'move') return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 24 ? { move: value } : bad('a whole number of paces from 1 to 24');
  if (stat === 'armour') return (ARMOUR_WORDS as readonly CellValue[]).includes(value) ? { armour: value } : bad(`one of ${ARMOUR_WORDS.join(', ')}`);
  const skill = SKILLS.find((k) => k === stat);
  if (skill === undefined) throw new Error(`Quick on the Draw stat "${stat}": expected type, move, armour or a skill or trait (${SKILLS.join(', ')})`);
  if (typeof value !== 'boolean') return bad('true (with the skill) or false (without)');
  const without = skills.filter((k) => k !== skill);
  if (value && without.length >= max) throw new Error(`Quick on the Draw ${stat}: no free skill slot (${skills.length} of ${max}: ${skills.join(', ')}); take one away first or vary type`);
  return { skills: value ? [...without, skill] : without };
}

const words = (skills: readonly Skill[]): string => (skills.length === 0 ? 'no skills' : skills.join(', '));

/** Quick on the Draw's steps (RuleSystem.vary). */
export const qdVary: VarySupport<QdSetup> = {
  steps: { speed: stepOf('speed'), accuracy: stepOf('accuracy'), toughness: stepOf('toughness') },
  step(scenario, setup, who, attribute, dir, recompile) {
    let changed = scenario;
    const changes: StepChange[] = [];
    const cannot: { character: string; why: string }[] = [];
    for (const i of who) {
      const c = setup.characters[i]!;
      if (c.profile.animal !== undefined) {
        cannot.push({ character: c.name, why: 'a beast has no skills' });
        continue;
      }
      const next = stepSkills(c.profile.skills, MAX_SKILLS[c.profile.type], attribute, dir);
      if ('why' in next) {
        cannot.push({ character: c.name, why: next.why });
        continue;
      }
      changed = withStatBlock(changed, i, 'quickdraw', { skills: next.skills });
      changes.push({ character: c.name, from: words(c.profile.skills), to: words(next.skills) });
    }
    return { setup: changes.length === 0 ? setup : recompile(changed), changes, cannot };
  },
  stats: QD_SWEEP_STATS,
  setStat(scenario, setup, i, stat, value, recompile) {
    const c = setup.characters[i]!;
    if (c.profile.animal !== undefined) throw new Error(`Quick on the Draw ${stat}: ${c.name} is a beast (${c.profile.animal}), whose numbers are its ANIMAL TYPES row's (REEL 7); vary a character`);
    return recompile(withStatBlock(scenario, i, 'quickdraw', qdStatChange(c.profile.skills, MAX_SKILLS[c.profile.type], stat, value)));
  },
  statOf(setup, i, stat) {
    const p = setup.characters[i]!.profile;
    if (stat === 'type') return p.type;
    if (stat === 'move') return p.move;
    if (stat === 'armour') return ARMOUR_WORDS[p.armour]!;
    return p.skills.includes(stat as Skill);
  },
  weaponOf: (setup, i) => setup.characters[i]!.profile.weapons[0] ?? 'fists',
  weapons: QD_WEAPON_IDS.filter((w) => w !== 'fists'),
  weaponRule: "the character's first weapon (in hand) replaced by a WEAPONS TABLE id, his other weapons as compiled (stats.quickdraw.weapons written, QR-C1)",
  setWeapon(scenario, setup, i, weapon, recompile) {
    checkVaryWeapon('Quick on the Draw', weapon, qdVary.weapons!);
    const c = setup.characters[i]!;
    if (c.profile.animal !== undefined) throw new Error(`Quick on the Draw weapon: ${c.name} is a beast (${c.profile.animal}) and carries no weapons (REEL 7)`);
    return recompile(withStatBlock(scenario, i, 'quickdraw', { weapons: [weapon, ...c.profile.weapons.slice(1)] }));
  },
};
