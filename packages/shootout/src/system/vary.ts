/**
 * One step of speed, accuracy and toughness in Shootout! (`deadeye compare --vary`; core vary.ts):
 * +-1 on a factor of the troop listings (shootout.txt, Troop Listings: Close, Ranged, Speed,
 * Courage, Leader, HTK; RULINGS.md SR-V1). Speed is the Speed factor (MOVEMENT: "6" + its Speed
 * factor"; the Draw!), accuracy the Ranged factor (added to each ranged combat die), toughness HTK
 * (hits to kill). The listings print +0..+4 and HTK 1..3 and call the factors "purely advisory";
 * a step keeps within what a stat block may say (factors -3..9, HTK 1..9).
 *
 * A sweep (`deadeye sweep --vary`, RULINGS.md SR-V2) sets one factor, or replaces a figure's
 * first ranged weapon, on the compiled figure.
 */
import { checkVaryWeapon, withStatBlock, type AttributeStep, type StepChange, type VaryAttribute, type VarySupport } from '@deadeye/core';
import { figurePoints } from '../character/points.ts';
import { closeWeaponFor } from '../character/weapon-words.ts';
import type { SoCharacterSpec, SoSetup } from '../skirmish/setup.ts';
import type { Factors } from '../tables/types.ts';
import { RANGED_WEAPONS } from '../tables/weapons.ts';

/**
 * The factors a sweep may set (`<character>.shootout.<factor>`; RULINGS.md SR-V2), with the range
 * a stat block allows (profile.ts `SO_STAT_BLOCK`): Close, Ranged, Speed, Courage and Leader
 * -3..9 (the listings print +0..+4), HTK 1..9 (the listings print 1..3). The compiled figure's
 * factor is set (his other factors as compiled, house rules' cells included), as a step does, and
 * his points are counted again.
 */
export const SO_SWEEP_FACTORS: Readonly<Record<keyof Factors, { readonly min: number; readonly max: number; readonly what: string }>> = {
  close: { min: -3, max: 9, what: 'the Close factor (added to each close combat die)' },
  ranged: { min: -3, max: 9, what: 'the Ranged factor (added to each ranged combat die)' },
  speed: { min: -3, max: 9, what: 'the Speed factor (move 6" + Speed; the Draw!)' },
  courage: { min: -3, max: 9, what: 'the Courage factor (courage tests)' },
  leader: { min: -3, max: 9, what: 'the Leader factor (command points)' },
  htk: { min: 1, max: 9, what: 'hits to kill' },
};

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

/** A figure's points again (character/points.ts `figurePoints`, RULINGS.md SR-9) after a sweep changed his factors or weapons. */
function pointsOf(c: SoCharacterSpec): number {
  return figurePoints(c.factors, c.ranged.map((w) => w.id), c.close.id, c.rowWeapons).points;
}

/** `setup` with figure `i` replaced by `c` (his points counted again). */
function withFigure(setup: SoSetup, i: number, c: SoCharacterSpec): SoSetup {
  const figure = { ...c, points: pointsOf(c) };
  return { ...setup, characters: setup.characters.map((x, k) => (k === i ? figure : x)) };
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
  stats: Object.fromEntries(Object.entries(SO_SWEEP_FACTORS).map(([k, f]) => [k, `${f.what}, ${f.min}..${f.max}`])),
  setStat(scenario, setup, i, stat, value, recompile) {
    const f = SO_SWEEP_FACTORS[stat as keyof Factors];
    if (f === undefined) throw new Error(`Shootout! stat "${stat}": expected one of ${Object.keys(SO_SWEEP_FACTORS).join(', ')}`);
    if (!(typeof value === 'number' && Number.isInteger(value) && value >= f.min && value <= f.max)) throw new Error(`Shootout! ${stat}: expected a whole number from ${f.min} to ${f.max}, found ${JSON.stringify(value)}`);
    // The compiled figure changed, as `step` does: a stat block cannot always say what a cast
    // figure carries (Johnny Ringo's two Colts: a block lists each weapon once).
    const c = setup.characters[i]!;
    return withFigure(setup, i, { ...c, factors: { ...c.factors, [stat]: value } as Factors });
  },
  statOf: (setup, i, stat) => setup.characters[i]!.factors[stat as keyof Factors],
  weaponOf: (setup, i) => setup.characters[i]!.ranged[0]?.id ?? 'none',
  weapons: RANGED_WEAPONS.map((w) => w.id),
  weaponRule: "the character's first ranged weapon (in hand) replaced by a ranged Weapons id, his other ranged weapons as compiled; his own close combat weapon kept (a named close weapon replaces the rifle butt, SR-4), else the one his guns now give him (a rifle butt or fists, SR-4, SR-7); points counted again",
  setWeapon(scenario, setup, i, weapon, recompile) {
    checkVaryWeapon('Shootout!', weapon, shootoutVary.weapons!);
    const c = setup.characters[i]!;
    const ranged = c.ranged.map((w) => w.id);
    // His close weapon is his own unless it is the one his guns give him (a rifle butt, fists).
    const own = c.close.id !== closeWeaponFor(ranged, null);
    // The new gun compiled as the scenario compiles (house rules' cells included): the figure
    // again with that gun (and his own close weapon) alone; his other guns are then put back.
    const block = { ...(c.profile === 'inline' ? {} : { profile: c.profile }), factors: c.factors, weapons: [weapon, ...(own && c.close.id !== weapon ? [c.close.id] : [])] };
    const again = recompile(withStatBlock(scenario, i, 'shootout', block)).characters[i]!;
    const next = [weapon, ...ranged.slice(1)];
    // Own close weapon: kept (compiled with the new gun, a named close weapon replaces the butt: SR-4); else the one all his guns give him.
    const close = own || closeWeaponFor(next, null) !== c.close.id ? again.close : c.close;
    return withFigure(setup, i, { ...c, ranged: [again.ranged[0]!, ...c.ranged.slice(1)], close });
  },
};
