/**
 * One step of speed, accuracy and toughness in Shootout! (`deadeye compare --vary`; core vary.ts):
 * +-1 on a factor of the troop listings (shootout.txt, Troop Listings: Close, Ranged, Speed,
 * Courage, Leader, HTK; RULINGS.md SR-V1). Speed is the Speed factor (MOVEMENT: "6" + its Speed
 * factor"; the Draw!), accuracy the Ranged factor (added to each ranged combat die), toughness HTK
 * (hits to kill). The listings print +0..+4 and HTK 1..3 and call the factors "purely advisory";
 * a step keeps within what a stat block may say (factors -3..9, HTK 1..9).
 */
import type { AttributeStep, StepChange, VaryAttribute, VarySupport } from '@deadeye/core';
import type { SoSetup } from '../skirmish/setup.ts';
import type { Factors } from '../tables/types.ts';

/** Each attribute's factor, its printed name and the range a stat block allows. */
export const SO_VARY_FACTOR: Readonly<Record<VaryAttribute, { readonly factor: 'speed' | 'ranged' | 'htk'; readonly label: string; readonly min: number; readonly max: number }>> = {
  speed: { factor: 'speed', label: 'SPEED', min: -3, max: 9 },
  accuracy: { factor: 'ranged', label: 'RANGED', min: -3, max: 9 },
  toughness: { factor: 'htk', label: 'HTK', min: 1, max: 9 },
};

function stepOf(attribute: VaryAttribute): AttributeStep {
  const f = SO_VARY_FACTOR[attribute];
  return {
    attribute,
    step: `${f.label} -1 / +1`,
    why: 'Shootout! gives each figure a whole-number factor for it, so a step is one point of that factor (RULINGS.md SR-V1)',
    source: 'shootout.txt, Troop Listings (the factors), MOVEMENT and 3. Ranged Combat; packages/shootout/RULINGS.md SR-V1',
  };
}

/** Shootout!'s steps (RuleSystem.vary): the compiled figures' factor moved (the engine reads the factors from the setup). */
export const shootoutVary: VarySupport<SoSetup> = {
  steps: { speed: stepOf('speed'), accuracy: stepOf('accuracy'), toughness: stepOf('toughness') },
  step(_scenario, setup, who, attribute, dir) {
    const f = SO_VARY_FACTOR[attribute];
    const changes: StepChange[] = [];
    const cannot: { character: string; why: string }[] = [];
    const factors = setup.characters.map((c) => c.factors);
    for (const i of who) {
      const c = setup.characters[i]!;
      const from = c.factors[f.factor];
      const to = from + dir;
      if (to < f.min || to > f.max) {
        cannot.push({ character: c.name, why: `${f.label} ${from} ${dir > 0 ? '+' : '-'}1 is outside ${f.min}..${f.max}` });
        continue;
      }
      factors[i] = { ...c.factors, [f.factor]: to } as Factors;
      changes.push({ character: c.name, from: `${f.label} ${from}`, to: `${f.label} ${to}` });
    }
    if (changes.length === 0) return { setup, changes, cannot };
    return { setup: { ...setup, characters: setup.characters.map((c, i) => (factors[i] === c.factors ? c : { ...c, factors: factors[i]! })) }, changes, cannot };
  },
};
