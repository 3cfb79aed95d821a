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
 */
import { withStatBlock, type AttributeStep, type StepChange, type VaryAttribute, type VarySupport } from '@deadeye/core';
import { MAX_SKILLS } from '../character/types.ts';
import type { QdSetup } from '../skirmish/setup.ts';
import type { Skill } from '../tables/types.ts';

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
};
