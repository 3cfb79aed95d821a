/**
 * The seventh audit's fixes (shootout.txt, Courage: "Pinned figures may only return fire, they may
 * not snapfire"), on forced dice:
 * 1. a figure pinned from an earlier turn returns the fire of an enemy who fires at him this turn
 *    whichever of them the scenario lists first: the pinned act after the others in ranged combat
 *    (engine.ts `rangedPhase`; RULINGS.md SR-49, SR-44);
 * 2. a figure pinned by this turn's ranged fire does not start the close combat he declared; he
 *    only fights back (close-combat.ts `closeCombatPhase`; SR-49).
 * Each fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { ACT_CLOSE_COMBAT, ACT_FIRE, type SkirmishAgent } from '@deadeye/core';
import { closeCombatPhase } from '../src/skirmish/close-combat.ts';
import { forcedWorld, idle, setupOf, type Fig } from './skirmish-helpers.ts';

const fireAt = (t: number): SkirmishAgent => (_o, _s, out) => {
  out.action = ACT_FIRE;
  out.target = t;
};
const closeAt = (t: number): SkirmishAgent => (_o, _s, out) => {
  out.action = ACT_CLOSE_COMBAT;
  out.target = t;
};
const rangedPhase = (engine: unknown): void => (engine as { rangedPhase(): void }).rangedPhase();

describe('pinned figures in ranged and close combat (SR-49)', () => {
  for (const pFirst of [true, false]) {
    it(`1. a man pinned last turn returns this turn's fire of an enemy listed ${pFirst ? 'after' : 'before'} him`, () => {
      const P: Fig = { name: 'P', side: 'A', at: [5, 5] };
      const E: Fig = { name: 'E', side: 'B', at: [15, 5] };
      const p = pFirst ? 0 : 1;
      const e = 1 - p;
      const agents = pFirst ? [fireAt(e), fireAt(p)] : [fireAt(p), fireAt(e)];
      const { engine, world, log } = forcedWorld(setupOf(pFirst ? [P, E] : [E, P]), [2, 2, 2, 2], agents);
      world.turn = 3;
      world.pinned[p] = 1;
      rangedPhase(engine);
      expect(log.some((l) => /E fires 2 dice at P/.test(l))).toBe(true);
      // Pinned: -1 to his fire (+2 for stationary and in the open, -1).
      expect(log.some((l) => /P fires 2 dice at E .*modifier \+1/.test(l))).toBe(true);
    });
  }

  it('2. a man pinned by this turn\'s fire does not start the close combat he declared', () => {
    const setup = setupOf([
      { name: 'A', side: 'A', at: [5, 5], htk: 3 },
      { name: 'B', side: 'B', at: [6, 5] },
      { name: 'C', side: 'B', at: [12, 5] },
    ]);
    // C's two dice hit (6, 6) and A saves both (6, 6): pinned, unhurt.
    const { engine, world, log } = forcedWorld(setup, [6, 6, 6, 6, 2, 2], [closeAt(1), idle, fireAt(0)]);
    rangedPhase(engine);
    expect(world.pinned[0]).toBe(1);
    closeCombatPhase(world);
    expect(log.some((l) => /A fights B/.test(l))).toBe(false);
    expect(world.closeWith[0]).toBe(-1);
  });
});
