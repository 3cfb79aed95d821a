/**
 * The ninth audit's fixes. 1. (shootout.txt, Courage: "Pinned figures may only return fire, they may not
 * snapfire"; ranged combat simultaneous: RULINGS.md SR-44, SR-49), on forced dice, with the
 * bundled agents (the doctrines and Shootout!'s hook, `returnFireOnly`): a figure pinned from an
 * earlier turn, declared with no shot he may fire (nobody had fired at him, or his attacker is
 * down), is asked again once an enemy fires at him in this ranged combat and returns that fire in
 * it; and two pinned figures return each other's fire whichever the scenario lists first
 * (engine.ts `pinnedReturnFire`). Each fails on the code before the fix (there he was asked once,
 * before anyone fired, and did nothing).
 *
 * 2. (RULINGS.md SR-37, SR-38, SR-39) a short move's 3" is the distance walked, the door's extra
 *    cost coming out of the allowance: on 12-foot squares (2" each: Northfield's map) a door costs
 *    4" of the move, and a short move through one never went (Northfield's town leader, asking a
 *    short move out of his store by its back door, stood for ten turns and more in 73 of the 81
 *    games of 3,000 that reached the turn limit). movement.ts `walk`; fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { setStatus, SO_RATE_FULL, SO_RATE_SHORT, STATUS_DEAD } from '@deadeye/core';
import { getSystem, scenarioAgents } from '@deadeye/registry';
import { moveFigure, movedInches } from '../src/skirmish/index.ts';
import { cellOf, forcedWorld, setupOf, type Fig } from './skirmish-helpers.ts';

const rangedPhase = (engine: unknown): void => (engine as { rangedPhase(): void }).rangedPhase();
const system = getSystem('shootout');

/** The engine on `figs` (doctrines as given), turn 3, on forced dice, with the bundled agents. */
function played(figs: readonly Fig[], dice: readonly number[]) {
  const setup = setupOf(figs);
  const w = forcedWorld(setup, dice, scenarioAgents(system, setup));
  w.world.turn = 3;
  return w;
}

describe('a pinned figure returns the fire of an enemy who fires at him this turn (SR-49)', () => {
  for (const pFirst of [true, false]) {
    it(`nobody had fired at him: he returns the fire of an enemy listed ${pFirst ? 'after' : 'before'} him`, () => {
      const P: Fig = { name: 'P', side: 'A', at: [5, 5], doctrine: 'gunfighter' };
      const E: Fig = { name: 'E', side: 'B', at: [15, 5], htk: 3, doctrine: 'standing' };
      const p = pFirst ? 0 : 1;
      // E's two dice miss (2, 2), then P's two (2, 2).
      const { engine, world, log } = played(pFirst ? [P, E] : [E, P], [2, 2, 2, 2]);
      world.pinned[p] = 1;
      rangedPhase(engine);
      expect(log.some((l) => /E fires 2 dice at P/.test(l))).toBe(true);
      // Pinned: -1 to his fire (+2 for stationary and in the open, -1).
      expect(log.some((l) => /P fires 2 dice at E .*modifier \+1/.test(l))).toBe(true);
      expect(world.fired[p]).toBe(1);
    });
  }

  it('his attacker of last turn is down: he returns the fire of this turn\'s attacker', () => {
    const figs: Fig[] = [
      { name: 'X', side: 'B', at: [8, 2], doctrine: 'standing' },
      { name: 'P', side: 'A', at: [5, 5], doctrine: 'gunfighter' },
      { name: 'E', side: 'B', at: [15, 5], htk: 3, doctrine: 'standing' },
    ];
    const { engine, world, log } = played(figs, [2, 2, 2, 2]);
    // X pinned P last turn and is dead now.
    world.pinned[1] = 1;
    world.lastAttacker[1] = 0;
    world.shotAt[1 * world.n + 0] = 2;
    setStatus(world, 0, STATUS_DEAD);
    rangedPhase(engine);
    expect(log.some((l) => /E fires 2 dice at P/.test(l))).toBe(true);
    expect(log.some((l) => /P fires 2 dice at E/.test(l))).toBe(true);
  });

  for (const aFirst of [true, false]) {
    it(`two pinned figures return each other's fire (${aFirst ? 'the first to fire listed first' : 'the first to fire listed last'})`, () => {
      const A: Fig = { name: 'A', side: 'A', at: [5, 5], htk: 3, doctrine: 'gunfighter' };
      const B: Fig = { name: 'B', side: 'B', at: [15, 5], htk: 3, doctrine: 'gunfighter' };
      const { engine, world, log } = played(aFirst ? [A, B] : [B, A], [2, 2, 2, 2]);
      const a = aFirst ? 0 : 1;
      const b = 1 - a;
      world.pinned[a] = 1;
      world.pinned[b] = 1;
      // B fired at A last turn (A may return it); A never fired at B.
      world.lastAttacker[a] = b;
      world.shotAt[a * world.n + b] = 2;
      rangedPhase(engine);
      expect(log.some((l) => /A fires 2 dice at B .*modifier \+1/.test(l))).toBe(true);
      expect(log.some((l) => /B fires 2 dice at A .*modifier \+1/.test(l))).toBe(true);
    });
  }

  it('a pinned figure nobody fires at still does not fire (return fire only)', () => {
    const { engine, world, log } = played(
      [
        { name: 'P', side: 'A', at: [5, 5], doctrine: 'gunfighter' },
        { name: 'E', side: 'B', at: [15, 5], htk: 3, doctrine: 'noncombatant' },
      ],
      [],
    );
    world.pinned[0] = 1;
    rangedPhase(engine);
    expect(log.some((l) => / fires /.test(l))).toBe(false);
    expect(world.fired[0]).toBe(0);
  });
});

describe('a short move through a door on 2" squares (SR-37, SR-38, SR-39)', () => {
  // A wall at x = 5 with a door at (5,5); 12-foot squares, 2" each: a step is 2", the door 2" more.
  const map = { feetPerSpace: 12, terrain: ['{ type: wall, rect: [5, 0, 1, 11] }', '{ type: door, cells: [[5, 5]] }'] };
  const walker: Fig = { name: 'Walker', at: [4, 5] };
  const far: Fig = { name: 'Far', side: 'B', at: [29, 1] };
  const walked = (rate: number): { cell: number; inches: number; door: number } => {
    const { world } = forcedWorld(setupOf([walker, far], map), []);
    moveFigure(world, 0, cellOf(world, 9, 5), rate);
    return { cell: world.cell[0]!, inches: movedInches(world, 0), door: cellOf(world, 5, 5) };
  };
  it('a short move steps into the door (2" walked, 4" of his 6" move), and no farther than 3" walked', () => {
    const w = walked(SO_RATE_SHORT);
    expect(w.cell).toBe(w.door);
    expect(w.inches).toBe(2);
  });
  it('a full move goes on through it (6": the door, then one more square)', () => {
    const w = walked(SO_RATE_FULL);
    expect(w.inches).toBe(4);
  });
});
