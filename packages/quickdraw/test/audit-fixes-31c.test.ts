/**
 * The thirty-first audit (c, 2026-12-04, a read of the O.K. Corral with Tom McLaury armed): a
 * shotgun's spread goes only to an enemy the shooter could shoot at himself, on a clear line and
 * located (shooting.ts `spreadTarget`, locating.ts `isLocated`; RULINGS.md QR-11 amended, QR-55).
 * Before, it went to any enemy up within 1 pace of the target: Doc Holliday, who had just failed to
 * locate Billy Clanton hidden at the corner, put a second hit on him while blasting Frank McLaury
 * (seed 1, trial 12; at least 10 of trials 0-160). Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { placeAt } from '@deadeye/core';
import { isLocated } from '../src/skirmish/locating.ts';
import { spreadTarget } from '../src/skirmish/shooting.ts';
import { bundled } from './fixture.ts';
import { cellOf, forcedWorld, idleAgent } from './qd-helpers.ts';

const setup = bundled('ok-corral-tom-armed');
const idx = (name: string): number => setup.characters.findIndex((c) => c.name === name);

describe('the thirty-first audit (c): a shotgun\'s spread goes to a man the shooter has located (QR-11 amended)', () => {
  it('Doc Holliday blasting Frank McLaury: the second hit goes to Billy Clanton beside him only once Doc has located him', () => {
    const { world } = forcedWorld(setup, setup.characters.map(() => idleAgent), []);
    const doc = idx('Doc Holliday');
    const frank = idx('Frank McLaury');
    const billy = idx('Billy Clanton');
    // Everyone else well away from Frank.
    let x = 2;
    for (let j = 0; j < world.n; j++) if (j !== doc && j !== frank && j !== billy && world.sideOf[j] !== world.sideOf[doc]) placeAt(world, j, cellOf(world, x++, 30));
    placeAt(world, doc, cellOf(world, 13, 12));
    placeAt(world, frank, cellOf(world, 13, 14));
    placeAt(world, billy, cellOf(world, 13, 15));
    world.located.fill(0);
    // Billy at the corner of the Harwood house is hidden from Doc, and not found.
    expect(isLocated(world, doc, billy)).toBe(false);
    expect(spreadTarget(world, doc, frank, 1)).toBe(frank);
    world.located[doc * world.n + billy] = 1;
    expect(isLocated(world, doc, billy)).toBe(true);
    expect(spreadTarget(world, doc, frank, 1)).toBe(billy);
    // The first, third... hits go to the target (the alternation of QR-11).
    expect(spreadTarget(world, doc, frank, 2)).toBe(frank);
  });
});
