/**
 * The second audit's fixes to the Shootout! skirmish (2026-11-29), each on forced dice and each
 * failing on the code before (shootout.txt "4. Close Combat", "Courage", "3. Ranged Combat";
 * RULINGS.md SR-39, SR-51, SR-54):
 *
 * - A close combat pairing one of whose men went down in ranged combat is no fight: a rider shot
 *   dead engaged nobody (no courage test to remain for the man on foot), and a man whose own
 *   opponent fell fights back at the one attacking him (close-combat.ts `closeCombatPhase`).
 * - "Target moved >3\" this turn" reads the path's length, not the allowance the doors', windows'
 *   and stairs' extra cost took from it (movement.ts `finishMove`, SR-39): one step through a window
 *   is 1", and a 3" walk through a door is no more than 3".
 * - A man who must move away (SR-51) but is pinned down (SR-49) stays until his pin ends, then
 *   moves away (engine.ts `groupMove`).
 */
import { setStatus, SO_RATE_FULL, STATUS_DEAD } from '@deadeye/core';
import { describe, expect, it } from 'vitest';
import { closeCombatPhase, engage, moveFigure, movedInches, saveModifier, saveOrTake } from '../src/skirmish/index.ts';
import { S_CLOSE_ROUNDS, S_STAND_TESTS } from '../src/skirmish/world.ts';
import { cellOf, forcedWorld, setupOf, so, type Fig } from './skirmish-helpers.ts';

describe('SR-51, SR-54: a pairing one of whose men went down in ranged combat is no fight', () => {
  it('a rider shot dead after engaging a man on foot: no round, no courage test to remain, no move away', () => {
    const rider: Fig = { name: 'Rider', side: 'A', at: [5, 5], close: 2, weapons: ['colt-revolver', 'bowie-knife'], mounted: true };
    const foot: Fig = { name: 'Foot', side: 'B', at: [6, 5], htk: 3 };
    // No die at all: a courage test or a blow would run out of forced dice.
    const { world, log } = forcedWorld(setupOf([rider, foot]), []);
    expect(engage(world, 0, 1)).toBe(true);
    // Shot dead in the ranged combat phase, after he engaged.
    setStatus(world, 0, STATUS_DEAD);
    closeCombatPhase(world);
    expect(world.engagedByMounted[1]).toBe(0);
    expect(so(world, S_STAND_TESTS)).toBe(0);
    expect(so(world, S_CLOSE_ROUNDS)).toBe(0);
    expect(world.mustWithdraw[1]).toBe(0);
    expect(log.some((l) => l.includes('tests courage'))).toBe(false);
  });

  it('a man whose own opponent was shot dead fights back at the one attacking him', () => {
    const a: Fig = { name: 'A', side: 'A', at: [5, 5], close: 1, htk: 3, weapons: ['colt-revolver', 'bowie-knife'] };
    const b: Fig = { name: 'B', side: 'B', at: [6, 5], close: 1, htk: 3, weapons: ['colt-revolver', 'bowie-knife'] };
    const x: Fig = { name: 'X', side: 'A', at: [7, 5] };
    // A's two dice 2, 2 (miss); B's two dice 2, 2 (miss).
    const { world, log, stream } = forcedWorld(setupOf([a, b, x]), [2, 2, 2, 2]);
    expect(engage(world, 1, 2)).toBe(true);
    expect(engage(world, 0, 1)).toBe(true);
    setStatus(world, 2, STATUS_DEAD);
    closeCombatPhase(world);
    expect(log).toContain('    A fights B: 2 dice + Close 1');
    expect(log).toContain('    B fights A: 2 dice + Close 1');
    expect(so(world, S_CLOSE_ROUNDS)).toBe(2);
    expect(stream.draws).toBe(4);
  });
});

describe('SR-39: moved more than 3" is the path walked, not the allowance doors and windows took', () => {
  const gun: Fig = { name: 'Gun', side: 'B', at: [29, 5] };
  const wall = (opening: string) => ({ terrain: ['{ type: wall, rect: [5, 0, 1, 11] }', `{ type: ${opening}, cells: [[5, 5]] }`] });

  it('one step through a window: 1" walked (4" of his move), no +1 to his save; a 5 does not save', () => {
    const { world, log } = forcedWorld(setupOf([{ name: 'Climber', at: [4, 5] }, gun], wall('window')), [5]);
    moveFigure(world, 0, cellOf(world, 5, 5), SO_RATE_FULL);
    expect(world.cell[0]).toBe(cellOf(world, 5, 5));
    expect(log).toContain('    Climber moves (4,5) -> (5,5) (1", 4" of his move)');
    expect(movedInches(world, 0)).toBe(1);
    expect(saveModifier(world, world.cell[1]!, 0)).toBe(0);
    expect(saveOrTake(world, world.cell[1]!, 0, world.weaponCells, 1, true)).toBe(false);
  });

  it("the walk takes the cheapest path's steps: by the door, not the window beside it whose own cell is nearer", () => {
    // From (4,5) to (6,5) through the wall at x = 5: by the window (5,5) the path costs 10
    // half-spaces (2 + the window's 6 + 2), by the door (5,6) 8 (3 + the door's 2 + 3); the
    // window's cell has the lower field value (2, its own cost not counted) than the door's (3).
    const map = { terrain: ['{ type: wall, rect: [5, 0, 1, 11] }', '{ type: window, cells: [[5, 5]] }', '{ type: door, cells: [[5, 6]] }'] };
    const { world, log } = forcedWorld(setupOf([{ name: 'Walker', at: [4, 5] }, gun], map), [5]);
    moveFigure(world, 0, cellOf(world, 6, 5), SO_RATE_FULL);
    expect(world.cell[0]).toBe(cellOf(world, 6, 5));
    expect(log).toContain('    Walker moves (4,5) -> (6,5) (3", 4" of his move)');
  });

  it('3" through a door is not more than 3"; 4" on the open street is', () => {
    const door = forcedWorld(setupOf([{ name: 'Walker', at: [3, 5] }, gun], wall('door')), []);
    moveFigure(door.world, 0, cellOf(door.world, 6, 5), SO_RATE_FULL);
    expect(door.world.cell[0]).toBe(cellOf(door.world, 6, 5));
    expect(movedInches(door.world, 0)).toBe(3);
    expect(saveModifier(door.world, door.world.cell[1]!, 0)).toBe(0);
    const street = forcedWorld(setupOf([{ name: 'Walker', at: [3, 5] }, gun]), []);
    moveFigure(street.world, 0, cellOf(street.world, 7, 5), SO_RATE_FULL);
    expect(movedInches(street.world, 0)).toBe(4);
    expect(saveModifier(street.world, street.world.cell[1]!, 0)).toBe(1);
  });
});

describe('SR-51 with SR-49: a man who must move away but is pinned stays until his pin ends', () => {
  it('pinned, he does not move; unpinned on a later turn, he moves away then', () => {
    const foot: Fig = { name: 'Foot', side: 'A', at: [5, 5] };
    const rider: Fig = { name: 'Rider', side: 'B', at: [6, 5], mounted: true };
    // Within 12" of the enemy his move away is 1D6": 3.
    const { engine, world, log, stream } = forcedWorld(setupOf([foot, rider]), [3]);
    const at = world.cell[0]!;
    world.mustWithdraw[0] = 1;
    world.pinned[0] = 1;
    (engine as unknown as { groupMove(g: number): void }).groupMove(world.groupOf[0]!);
    expect(world.cell[0]).toBe(at);
    expect(world.mustWithdraw[0]).toBe(1);
    expect(log.some((l) => l.includes('must move away'))).toBe(false);
    expect(stream.draws).toBe(0);
    world.pinned[0] = 0;
    world.moveDone[0] = 0;
    (engine as unknown as { groupMove(g: number): void }).groupMove(world.groupOf[0]!);
    expect(log).toContain('    Foot must move away');
    expect(world.cell[0]).not.toBe(at);
    expect(world.mustWithdraw[0]).toBe(0);
  });
});
