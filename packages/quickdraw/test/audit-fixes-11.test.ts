/**
 * The eleventh audit's fixes, on forced dice:
 * 1. a man who flees (COURAGE TEST, 1) asks whether the way out leads toward the enemy of the
 *    step he would take on it (the walk's own: core `stepVia`, a diagonal costing more than a
 *    straight step), not of the neighbour lowest on the exit field (exits.ts `exitRouteNears`;
 *    RULINGS.md QR-21).
 * 2. a replay says why a surprised man's first cards are forfeit (engine.ts `playTurn`; QR-14).
 * 3. a courage test's 10 beside an enemy he is not fighting is a shot, not a blow (responses.ts
 *    `freeActions`; QR-201).
 * 4. the cover a man heads for is costed from him, the window's cost of entering it counted
 *    (cover.ts `coverFrom`, core `costFromField`). (Written with a flight of stairs; since
 *    QR-202 a flight costs nothing extra under Quick on the Draw, so a window, which still does.)
 * 5. a replay gives every card a line: the card of a man out of the action since the pack was made,
 *    a 2-4 on Wanting to Move ("Are you Sure?"), and a courage test's 10 with no shot to fire back,
 *    had none (engine.ts `playTurn`, responses.ts `freeActions`, terrain.ts `playMove`).
 * Each fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, placeAt, STEP_ORTHOGONAL } from '@deadeye/core';
import { compileScenario, getSystem, replayScenario } from '@deadeye/registry';
import { courageTest } from '../src/skirmish/effects.ts';
import { moveToCover, moveToward } from '../src/skirmish/movement.ts';
import { fullMove } from '../src/skirmish/walk.ts';
import { coverFrom } from '../src/skirmish/cover.ts';
import { arena, MINOR_GUN } from './beast-helpers.ts';
import { lineOf, locatedWorld, xOf, yOf } from './qd-helpers.ts';
import { bundled } from './fixture.ts';

const SEVENS = Array.from({ length: 40 }, () => 7);

describe('the eleventh audit', () => {
  it('1. a man fleeing from an enemy due south runs west for the exit: his first step is west, not the south-west one that nears the enemy', () => {
    // Abe at (5,10), Bob 4 spaces due south. The west end is the nearest exit: west (4,10) and
    // south-west (4,11) are both 4 spaces from it, and the walk takes the straight step (cheaper).
    // West takes him no nearer Bob (4 -> 4.1 spaces): he runs for the exit. Before the fix the
    // test read the south-west neighbour (the first of the two in compass order), which nears
    // Bob, and Abe ran north away from him instead.
    const setup = arena([
      { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [5, 10], facing: 'S', drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [5, 14], facing: 'N', drawn: true },
    ]);
    const { world } = locatedWorld(setup, [1, ...SEVENS]);
    courageTest(world, 0, 1);
    expect(world.broken[0]).toBe(1);
    expect(xOf(world, 0)).toBeLessThan(5);
    expect(yOf(world, 0)).toBe(10);
  });

  it("2. a replay says why a surprised man's first cards are forfeit (QR-14)", () => {
    // The Kid Cashes In: Billy the Kid, completely surprised, loses all his cards of phase 1 but the last.
    const system = getSystem('quickdraw');
    const setup = bundled('kid-cashes-in');
    const log = replayScenario(system, setup, '1', 6).log;
    const line = log.findIndex((l) => /Billy the Kid is completely surprised: the first 3 of his 4 cards this phase are forfeit/.test(l));
    expect(line).toBe(log.indexOf('Phase 1: 10 cards') + 1);
    expect(log.filter((l) => /surprised/.test(l))).toHaveLength(1);
  });

  it('3. a courage test of 10 beside an enemy he is not fighting: he shoots him (QR-201)', () => {
    // Abe and Bob side by side, guns drawn, no fight between them. Abe's test (caused by Bob): 10.
    const setup = arena([
      { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [5, 10], facing: 'E', drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [6, 10], facing: 'W', drawn: true },
    ]);
    const { engine, world } = locatedWorld(setup, [10, ...SEVENS]);
    courageTest(world, 0, 1);
    (engine as unknown as { freeActions(): void }).freeActions();
    const log = world.log!;
    expect(lineOf(log, /Totally Unaffected! Abe shoots back/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(log, /Abe fires his Cartridge revolver at Bob/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(log, /Abe attacks/)).toBe(-1);
  });

  it('3b. fighting him, he fights back (QR-201)', () => {
    const setup = arena([
      { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [5, 10], facing: 'E', drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [6, 10], facing: 'W', drawn: true },
    ]);
    const { engine, world } = locatedWorld(setup, [10, ...SEVENS]);
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    courageTest(world, 0, 1);
    (engine as unknown as { freeActions(): void }).freeActions();
    const log = world.log!;
    expect(lineOf(log, /Abe attacks Bob/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(log, /Abe fires/)).toBe(-1);
  });

  it('4. cover through a window is costed with the window: the nearer cover on open ground is the one he heads for', () => {
    // Abe at (7,9), Bob at (15,5). Behind the crate at (8,5), the window cell (7,5) gives hard
    // cover, 4 steps north of Abe (8 half-spaces) and the window's 6 to enter: 14. The cell (6,5)
    // behind the window costs 9 (a diagonal step and three straight ones). Before, the window
    // cell was costed as 8 (its own cost of entering left out), and chosen.
    const text = `name: Window
map:
  width: 30
  height: 11
  default: street
  terrain:
    - { type: window, cells: [[7, 5]] }
  cover:
    - { kind: hard, name: crate, cells: [[8, 5]] }
sides:
  - { name: Men }
  - { name: Beasts }
characters:
  - { name: Abe, stats: { quickdraw: ${MINOR_GUN} }, side: Men, position: [7, 9], facing: E, drawn: true, weapons: [], agent: { doctrine: brawler } }
  - { name: Bob, stats: { quickdraw: ${MINOR_GUN} }, side: Beasts, position: [15, 5], facing: W, drawn: true, weapons: [], agent: { doctrine: brawler } }
maxTurns: 1
`;
    const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'window.yaml'), {}) as Parameters<typeof locatedWorld>[0];
    const { world } = locatedWorld(setup, SEVENS);
    const from = world.cell[1]!;
    const cover = coverFrom(world, 0, from, fullMove(world, 0));
    expect(cover).not.toBe(5 * world.map.width + 7);
    expect(cover).toBe(5 * world.map.width + 6);
  });

  it('5. every card a line: a man out of the action, a hesitation on Wanting to Move, a 10 with no shot', () => {
    const system = getSystem('quickdraw');
    // Ben Thompson's ambush, trial 44 (157 until the gunfighters kept their place within effective range, QR-217): Billy Sims leaves the map with cards still in the pack.
    const fled = replayScenario(system, bundled('ben-thompson-ambush'), '1', 44).log;
    const card = fled.findIndex((l) => /Billy Sims has fled: the card passes/.test(l));
    expect(card).toBeGreaterThan(0);
    expect(fled[card - 1]).toMatch(/^ {2}card \d+: Billy Sims$/);
    // The Kid Cashes In, trial 127 (Garrett's 3 in trial 21 until he stayed in his corner, `chase: false`, 2026-12-01;
    // 5 until the doorway ruling, BOOT HILL S5 amended; 34 until QR-217; 23 until the thirty-second
    // audit's QR-21 amendment): the Kid's 1 on Wanting to Move, rerolled (Rash, toward Garrett out
    // of sight, since QR-349) to a 2.
    const kid = replayScenario(system, bundled('kid-cashes-in'), '1', 127).log;
    const at = kid.findIndex((l) => /Billy the Kid rerolls \(trait\): 2$/.test(l));
    expect(at).toBeGreaterThan(0);
    expect(kid[at - 1]).toMatch(/Billy the Kid wants to move: rolls 1/);
    expect(kid[at + 1]).toBe('    Are you Sure? Billy the Kid hesitates and does not move');
    // Luck of the Draw, trial 15 (trial 2 until the scenario started holstered, 10 until QR-217): Courtright's 10, and no shot to fire back.
    const luck = replayScenario(system, bundled('luck-of-the-draw'), '1', 15).log;
    const ten = luck.findIndex((l) => /Jim Courtright has no shot to fire back at Luke Short/.test(l));
    expect(ten).toBeGreaterThan(0);
    expect(luck.slice(0, ten).reverse().find((l) => /takes a courage test|rerolls/.test(l))).toMatch(/10/);
  });
});

describe('QR-210: falling back to cover goes back, and no cover is beside an enemy (an audit, 2026-12-01)', () => {
  // Abe at (10,5) in the open; Bob, who shot him, at (12,5) east of him. A crate at (14,5), nearer
  // by path but past Bob; another at (5,5), behind Abe; a third at (9,2), beside Cal, Bob's friend.
  const text = `name: Fall back
map:
  width: 30
  height: 11
  default: street
  cover:
    - { kind: hard, name: past the enemy, cells: [[14, 5]] }
    - { kind: hard, name: behind him, cells: [[5, 5]] }
    - { kind: hard, name: beside an enemy, cells: [[9, 3]] }
sides:
  - { name: Men }
  - { name: Others }
characters:
  - { name: Abe, stats: { quickdraw: ${MINOR_GUN} }, side: Men, position: [10, 5], facing: E, drawn: true, weapons: [], agent: { doctrine: brawler } }
  - { name: Bob, stats: { quickdraw: ${MINOR_GUN} }, side: Others, position: [12, 5], facing: W, drawn: true, weapons: [], agent: { doctrine: brawler } }
  - { name: Cal, stats: { quickdraw: ${MINOR_GUN} }, side: Others, position: [9, 2], facing: S, drawn: true, weapons: [], agent: { doctrine: brawler } }
maxTurns: 1
`;
  const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'fall-back.yaml'), {}) as Parameters<typeof locatedWorld>[0];
  const at = (world: { map: { width: number } }, x: number, y: number) => y * world.map.width + x;

  it('the courage test\'s "fall back towards the nearest cover": the crate behind him, not the nearer ones past the enemy or beside one', () => {
    const { world } = locatedWorld(setup, SEVENS);
    const from = world.cell[1]!;
    const budget = 2 * fullMove(world, 0);
    const x = (c: number) => c % world.map.width;
    const y = (c: number) => Math.floor(c / world.map.width);
    // Heading for cover (the reaction's 2-4) takes the nearest not beside an enemy and, since the
    // thirty-third audit (RULINGS.md QR-21 amended), not past him: until then behind the crate past
    // Bob, x > 12; now behind the crate at Abe's back too.
    const heads = coverFrom(world, 0, from, budget);
    expect(heads).toBeGreaterThanOrEqual(0);
    expect(x(heads)).toBeLessThan(10);
    // Falling back: behind the crate at his back, farther from Bob than he stands.
    const back = coverFrom(world, 0, from, budget, true);
    expect(x(back)).toBeLessThan(10);
    expect(Math.abs(y(back) - 5)).toBeLessThanOrEqual(1);
    expect(world.map.distance(from, back)).toBeGreaterThan(world.map.distance(from, world.cell[0]!));
  });

  it('a walk to cover that would stop beside an enemy stops short of him (moveToCover)', () => {
    // Abe walks for the cell behind the crate at his back, (4,5); his walk, of 4 spaces, would be
    // (9,6), (8,6), (7,6). Cal moved to (6,7) stands beside (7,6) alone: Abe stops at (8,6). With
    // 2 spaces his walk would be (9,6) alone, and Cal at (8,7) beside it: Abe stays.
    const run = (calAt: [number, number] | null, spaces: number) => {
      const { world } = locatedWorld(setup, SEVENS);
      if (calAt !== null) {
        placeAt(world, 2, at(world, calAt[0], calAt[1]));
      }
      moveToCover(world, 0, at(world, 4, 5), spaces * STEP_ORTHOGONAL, 'falls back to cover');
      return world;
    };
    // Cal where he stands, (9,2): the whole walk.
    const free = run(null, 4);
    expect([xOf(free, 0), yOf(free, 0)]).toEqual([7, 6]);
    const short = run([6, 7], 4);
    expect(lineOf(short.log!, /Abe's way to cover at \(4,5\) would stop at \(7,6\), beside Cal at \(6,7\): he stops short of him/)).toBeGreaterThan(-1);
    expect(lineOf(short.log!, /Abe falls back to cover \(10,5\) -> \(8,6\)/)).toBeGreaterThan(-1);
    expect([xOf(short, 0), yOf(short, 0)]).toEqual([8, 6]);
    expect(short.facing[0]).toBe(6);
    // The plain walk (moveToward, as before QR-210's walk check) ends beside Cal.
    const { world: plain } = locatedWorld(setup, SEVENS);
    placeAt(plain, 2, at(plain, 6, 7));
    moveToward(plain, 0, at(plain, 4, 5), 4 * STEP_ORTHOGONAL, 'falls back to cover');
    expect([xOf(plain, 0), yOf(plain, 0)]).toEqual([7, 6]);
    const stays = run([8, 7], 2);
    expect(lineOf(stays.log!, /Abe's way to cover at \(4,5\) would stop at \(9,6\), beside Cal at \(8,7\), as would its first step/)).toBeGreaterThan(-1);
    expect(lineOf(stays.log!, /Abe falls back to cover: no way to go, he stays at \(10,5\)/)).toBeGreaterThan(-1);
    expect([xOf(stays, 0), yOf(stays, 0)]).toEqual([10, 5]);
  });

  it('no cover cell beside an enemy, falling back or not', () => {
    const { world } = locatedWorld(setup, SEVENS);
    world.cell[1] = at(world, 20, 8);
    const from = world.cell[1]!;
    // Bob far off to the south-east: the cells round the crate at (9,3), beside Cal at (9,2), are refused.
    const c = coverFrom(world, 0, from, 2 * fullMove(world, 0));
    expect(c).toBeGreaterThanOrEqual(0);
    const cal = world.cell[2]!;
    expect(Math.max(Math.abs((c % world.map.width) - (cal % world.map.width)), Math.abs(Math.floor(c / world.map.width) - Math.floor(cal / world.map.width)))).toBeGreaterThan(1);
  });
});
