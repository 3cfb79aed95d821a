/**
 * A figure's points with weapons given beyond his printed row (RULINGS.md SR-9; shootout.txt,
 * "Points Costs": "Only basic weapons are taken into account, so if you have a Gunslinger the
 * points cost here is for one armed with a revolver. If you've given him a rifle and a Bowie knife
 * then you will need to add these to his basic cost"): the formula over his basic weapons, plus the
 * dice of each weapon added. It priced every weapon list by the formula alone, so a figure with his
 * row's revolver and a shotgun added paid for the shotgun only.
 */
import { bootHill } from '@deadeye/boothill';
import { loadScenario } from '@deadeye/core';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { computePoints, figurePoints } from '../src/character/points.ts';
import { findProfile } from '../src/index.ts';
import { compileSoSkirmish } from '../src/skirmish/setup.ts';
import { shootoutVary } from '../src/system/vary.ts';

const SCENARIOS = fileURLToPath(new URL('../../../scenarios/', import.meta.url));
const hiredGun = findProfile('townsfolk/hired-gun');

describe('figurePoints (SR-9: weapons given beyond the printed row add their dice)', () => {
  it('the text\'s example: a Hired Gun (a revolver: 9 + 2 + Fists 1 = 12) given a rifle (2 dice) and a Bowie knife (2) costs 16', () => {
    expect(hiredGun.points).toBe(12);
    expect(figurePoints(hiredGun.factors, ['colt-revolver', 'repeater-rifle'], 'bowie-knife', hiredGun)).toEqual({ points: 16, added: ['repeater-rifle', 'bowie-knife'] });
    // The formula alone counts the best ranged weapon and the knife: 9 + 2 + 2.
    expect(computePoints(hiredGun.factors, ['colt-revolver', 'repeater-rifle'], 'bowie-knife').points).toBe(13);
  });

  it('a row\'s weapon replaced (a rifle instead of his revolver) is priced by the formula: 9 + rifle 2 + Rifle Butt 2', () => {
    expect(figurePoints(hiredGun.factors, ['repeater-rifle'], 'rifle-butt', hiredGun).points).toBe(13);
  });

  it('his row\'s own weapons cost the row\'s points, and a block\'s own weapons (no row) the formula', () => {
    expect(figurePoints(hiredGun.factors, ['colt-revolver'], 'fists', hiredGun)).toEqual({ points: 12, added: [] });
    expect(figurePoints(hiredGun.factors, ['colt-revolver', 'shotgun'], 'fists', null)).toEqual({ points: 9 + 3 + 1, added: [] });
  });
});

describe('bundled scenarios and sweeps', () => {
  // Cast from the BOOT HILL lines, as the registry compiles it (SR-C1..SR-C4).
  const scenario = loadScenario(`${SCENARIOS}ok-corral.yaml`);
  const setup = compileSoSkirmish(scenario, { foreign: scenario.characters.map((_, i) => bootHill.characters!.scenarioCharacter(scenario, i)) });
  const doc = setup.characters.findIndex((c) => c.name === 'Doc Holliday');

  it('O.K. Corral: Doc Holliday plays his row (a revolver) with a shotgun added: the row\'s points + 3', () => {
    const c = setup.characters[doc]!;
    expect(c.profile).toBe('famous/doc-holliday');
    expect(c.rowWeapons).toEqual({ ranged: ['colt-revolver'], close: 'fists' });
    expect(c.ranged.map((w) => w.id).sort()).toEqual(['colt-revolver', 'shotgun']);
    expect(c.points).toBe(findProfile('famous/doc-holliday').points + 3);
  });

  it('a sweep that sets a factor counts his points again with the shotgun still added (+1 SPEED: +1 point)', () => {
    const next = shootoutVary.setStat!(scenario, setup, doc, 'speed', setup.characters[doc]!.factors.speed + 1, () => setup);
    expect(next.characters[doc]!.points).toBe(setup.characters[doc]!.points + 1);
  });
});
