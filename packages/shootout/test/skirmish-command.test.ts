/**
 * Command on forced dice (shootout.txt, "1. Command Points"; "2. Move Troops", initiative;
 * Organisation, Hired Guns): 1D6 + Leader, the command radius costs, nomination, initiative, the
 * group spending its points on the figures its agents ask for, points lost.
 */
import { ACT_NONE, placeAt, SO_RATE_FULL, type SkirmishAgent } from '@deadeye/core';
import { describe, expect, it } from 'vitest';
import { commandCost, ensureLeaders, initiative, losePoints, rollCommandPoints } from '../src/skirmish/index.ts';
import { S_CP_LOST, S_CP_MOVE, S_CP_OUTSIDE, S_CP_ROLLED, S_MOVES, S_NOMINATED } from '../src/skirmish/world.ts';
import { cellOf, forcedWorld, setupOf, so, type Fig } from './skirmish-helpers.ts';

/** The engine's private movement of group `g`. */
function groupMove(engine: unknown, g: number): void {
  (engine as { groupMove(g: number): void }).groupMove(g);
}

/** Asks to move to (x, y) at a full move, with command worth `worth`. */
const goTo =
  (x: number, y: number, worth: number): SkirmishAgent =>
  (o, _s, out) => {
    out.moveTo = y * o.map.width + x;
    out.rate = SO_RATE_FULL;
    out.command = worth;
    out.action = ACT_NONE;
  };

const posse: Fig[] = [
  { name: 'Sheriff', at: [5, 5], leaderF: 1, speed: 1, group: 'posse', leader: true, htk: 2 },
  { name: 'Deputy', at: [5, 6], group: 'posse' },
  { name: 'Hired Gun', at: [5, 7], group: 'posse', hiredGun: true },
  { name: 'Outlaw', side: 'B', at: [28, 5], leaderF: 2, speed: 2, group: 'gang', leader: true },
  { name: 'Kid', side: 'B', at: [28, 6], leaderF: 0, speed: 3, group: 'gang' },
];

describe('command points (1. Command Points: "Each group rolls 1D6 and modifies it according to Leadership")', () => {
  it('each group rolls 1D6 + its leader\'s Leader factor', () => {
    const { world } = forcedWorld(setupOf(posse), [3, 6]);
    rollCommandPoints(world);
    expect(Array.from(world.gPoints)).toEqual([3 + 1, 6 + 2]);
    expect(so(world, S_CP_ROLLED)).toBe(12);
  });
  it('unspent points are lost at the end of the turn, and counted', () => {
    const { world } = forcedWorld(setupOf(posse), [3, 6]);
    rollCommandPoints(world);
    world.gPoints[0] = 1;
    losePoints(world);
    expect(Array.from(world.gPoints)).toEqual([0, 0]);
    expect(so(world, S_CP_LOST)).toBe(1 + 8);
  });
});

describe('command radius costs ("To move a figure 1"; "outside command radius of 6" 2"; Hired Guns 1)', () => {
  it('1 within 6" of the leader (6" inclusive), 2 beyond; the leader and a Hired Gun 1', () => {
    const { world } = forcedWorld(setupOf(posse), []);
    expect(commandCost(world, 0)).toBe(1);
    expect(commandCost(world, 1)).toBe(1);
    placeAt(world, 1, cellOf(world, 11, 5));
    expect(commandCost(world, 1)).toBe(1); // exactly 6"
    placeAt(world, 1, cellOf(world, 12, 5));
    expect(commandCost(world, 1)).toBe(2); // 7"
    placeAt(world, 2, cellOf(world, 20, 7));
    expect(commandCost(world, 2)).toBe(1);
  });
  it('a group with nobody left to lead nominates the figure with the best Leader, then Courage; his radius counts', () => {
    const setup = setupOf([
      { name: 'Boss', at: [5, 5], leaderF: 2, group: 'g', leader: true },
      { name: 'Brave', at: [5, 6], courage: 2, group: 'g' },
      { name: 'Sergeant', at: [15, 6], leaderF: 1, group: 'g' },
      { name: 'Far', at: [25, 6], group: 'g' },
      { name: 'Enemy', side: 'B', at: [28, 1] },
    ]);
    const { world, log } = forcedWorld(setup, []);
    world.status[0] = 2;
    world.upNow[0] = 0;
    ensureLeaders(world);
    expect(world.gLeader[0]).toBe(2);
    expect(world.leaderNow[2]).toBe(1);
    expect(world.leaderNow[0]).toBe(0);
    expect(log).toContain('  g: Sergeant takes command');
    expect(commandCost(world, 3)).toBe(2); // 10" from the Sergeant
    expect(commandCost(world, 1)).toBe(2);
    world.status[2] = 2;
    ensureLeaders(world);
    expect(world.gLeader[0]).toBe(1); // no Leader factor left: the braver
    expect(log).toContain('  g: Brave is nominated leader');
    // Side B's group had no leader at all: its one figure was nominated at the first call.
    expect(log).toContain('  B: Enemy is nominated leader');
    expect(so(world, S_NOMINATED)).toBe(3);
  });
});

describe('initiative ("the group with the greater Speed characteristic (or roll 1D6 each)")', () => {
  it('orders the groups by their leader\'s Speed, greatest first, with no die', () => {
    const { world, stream } = forcedWorld(setupOf(posse), []);
    expect(initiative(world)).toBe(2);
    expect(Array.from(world.gOrder)).toEqual([1, 0]);
    expect(stream.draws).toBe(0);
  });
  it('equal Speed: 1D6 each, the higher first, again while they tie', () => {
    const even = posse.map((f) => (f.name === 'Outlaw' ? { ...f, speed: 1 } : f));
    const { world, stream } = forcedWorld(setupOf(even), [4, 4, 2, 5]);
    initiative(world);
    expect(Array.from(world.gOrder)).toEqual([1, 0]);
    expect(stream.draws).toBe(4);
  });
  /** `count` groups of one figure, all of Speed 0, on two sides. */
  const evenGroups = (count: number): Fig[] =>
    Array.from({ length: count }, (_, g) => ({ name: `Leader ${g}`, side: g % 2 === 0 ? ('A' as const) : ('B' as const), at: [g % 2 === 0 ? 3 : 26, 2 + g] as const, group: `g${g}`, leader: true, speed: 0 }));
  it('three of equal Speed: the two that rolled alike roll off again, alone', () => {
    // 5, 5, 2: groups 0 and 1 roll again (3, 6); group 2 keeps its 2 and moves last.
    const { world, stream } = forcedWorld(setupOf(evenGroups(3)), [5, 5, 2, 3, 6]);
    expect(initiative(world)).toBe(3);
    expect(Array.from(world.gOrder)).toEqual([1, 0, 2]);
    expect(stream.draws).toBe(5);
  });
  it('seven of equal Speed (more than a die has faces) end: only those alike roll again', () => {
    // Before 2026-12-07 all seven rolled again while any two rolled alike, which never ends.
    const { world, stream } = forcedWorld(setupOf(evenGroups(7)), [1, 2, 3, 4, 5, 6, 6, 2, 1]);
    expect(initiative(world)).toBe(7);
    expect(Array.from(world.gOrder)).toEqual([5, 6, 4, 3, 2, 1, 0]);
    expect(stream.draws).toBe(9);
  });
});

describe('spending the points: "which figures to spend command points on"', () => {
  it('the most wanted first, each while the group has what his move costs; 2 outside the radius', () => {
    // Points 3. Deputy (outside the radius: 2) asks 3, Hired Gun (1) asks 2, Sheriff (1) asks 1.
    const { engine, world } = forcedWorld(setupOf(posse), [], [goTo(6, 5, 1), goTo(20, 6, 3), goTo(9, 7, 2), goTo(28, 5, 0), goTo(28, 6, 0)]);
    placeAt(world, 1, cellOf(world, 14, 6));
    world.gPoints[0] = 3;
    groupMove(engine, 0);
    expect(world.moveDone[1]).toBe(1);
    expect(world.moveDone[2]).toBe(1);
    expect(world.moveDone[0]).toBe(0); // nothing left for him
    expect(world.gPoints[0]).toBe(0);
    expect(so(world, S_CP_OUTSIDE)).toBe(2);
    expect(so(world, S_CP_MOVE)).toBe(1);
    expect(so(world, S_MOVES)).toBe(2);
    expect(world.cell[2]).toBe(cellOf(world, 9, 7));
    expect(world.movedHalf[0]).toBe(0); // stationary
  });
  it('a figure that asks no command point (command below 0) or no move is not moved', () => {
    const { engine, world } = forcedWorld(setupOf(posse), [], [goTo(8, 5, -1), goTo(8, 6, 1), (_o, _s, out) => (out.action = ACT_NONE), goTo(28, 5, 0), goTo(28, 6, 0)]);
    world.gPoints[0] = 5;
    groupMove(engine, 0);
    expect(world.moveDone[0]).toBe(0);
    expect(world.moveDone[1]).toBe(1);
    expect(world.moveDone[2]).toBe(0);
    expect(world.gPoints[0]).toBe(4);
    expect(world.gMoved[0]).toBe(1);
  });
  it('a pinned figure is not moved', () => {
    const { engine, world } = forcedWorld(setupOf(posse), [], [goTo(8, 5, 3), goTo(8, 6, 3), goTo(8, 7, 3), goTo(28, 5, 0), goTo(28, 6, 0)]);
    world.gPoints[0] = 5;
    world.pinned[1] = 1;
    groupMove(engine, 0);
    expect(world.moveDone[1]).toBe(0);
    expect(world.cell[1]).toBe(cellOf(world, 5, 6));
    expect(world.gPoints[0]).toBe(3);
  });
});
