/**
 * The seventeenth audit's third helper (Northfield replays, seed 2, trials 300-499), on forced
 * dice:
 * 1. a man who fell over (prone) and passes his move test gets up, though what is left of his move
 *    once getting up has cost its 25% takes him to no square: a half move on 12-foot squares, 3
 *    half-spaces, in bad going, where a diagonal step costs 4 (terrain.ts `go`; RULINGS.md QR-226).
 *    Before, he stayed prone, his move "no way to go", and the next card the same, each test a
 *    chance of another fall: the robbers in the Northfield bank after their first fall.
 * 2. a man broken (fleeing, or a Northfield gang member riding out) runs from the last man who
 *    attacked him only while that man is up; from one now down, for the nearest road out (acting.ts
 *    `playCard`; RULINGS.md QR-227). Before, he ran from a man lying unconscious, away from the
 *    road out past him, and in Northfield into the dead-end street, to surrender there.
 * Each fails on the code before its fix.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario, QD_RATE_HALF, STATUS_UNCONSCIOUS, STATUS_UP } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import { MOVE_DONE, playMove } from '../src/skirmish/terrain.ts';
import { forcedWorld, idleAgent, lineOf, locatedWorld, xOf } from './qd-helpers.ts';

const MINOR = '{ type: minor, personality: ordinary, skills: [], weapons: [cartridge-revolver] }';
const W = 12;

/** A 12 x 5 yard of rough ground on 12-foot squares (2 paces a square, as Northfield's): A at (2, 2), B at (10, 2). */
function setup(): QdSetup {
  const text = `
name: prone-in-bad-going
map: { width: ${W}, height: 5, feetPerSpace: 12, exits: [], terrain: [{ type: rough, rect: [0, 0, ${W}, 5] }] }
sides: [{ name: A }, { name: B }]
characters:
  - { name: A, stats: { quickdraw: ${MINOR} }, side: A, position: [2, 2], facing: E, drawn: true, weapons: [], agent: { doctrine: standing } }
  - { name: B, stats: { quickdraw: ${MINOR} }, side: B, position: [10, 2], facing: W, weapons: [], agent: { doctrine: standing } }
`;
  return compileScenario(getSystem('quickdraw'), parseScenario(text, 'prone.yaml'), {}) as QdSetup;
}

const at = (x: number, y: number): number => y * W + x;

describe('the seventeenth audit, third helper', () => {
  it('1. prone, a half move in bad going that reaches no square still gets him up (QR-226)', () => {
    const { world: w } = forcedWorld(setup(), [idleAgent, idleAgent], [7, 7, 7]);
    w.log = [];
    w.prone[0] = 1;
    // Half a move of 8 paces on 2-pace squares is 4 half-spaces, 3 once getting up has cost its
    // 25%; the diagonal step to (3, 1) in bad going costs 3 x 4/3 = 4: he cannot take it.
    expect(playMove(w, 0, at(3, 1), QD_RATE_HALF, 0, 0, 1)).toBe(MOVE_DONE);
    expect(w.cell[0]).toBe(at(2, 2));
    expect(w.prone[0]).toBe(0);
    expect(lineOf(w.log, /A gets up/)).toBeGreaterThan(-1);
    // Up, his next half move (4 half-spaces) takes the diagonal step.
    expect(playMove(w, 0, at(3, 1), QD_RATE_HALF, 1, 0, 1)).toBe(MOVE_DONE);
    expect(w.cell[0]).toBe(at(3, 1));
  });
});

describe('the seventeenth audit, third helper: a flight from a man now down', () => {
  // A field 30 by 10, exits on the west edge only; Abe at (6,5), broken, the last man who shot at
  // him, Bob, at (2,5) between him and the exit.
  const text = `name: One way out
map:
  width: 30
  height: 10
  default: street
  places:
    west: { rect: [0, 0, 1, 10] }
  exits: [west]
sides:
  - { name: Men }
  - { name: Others }
characters:
  - { name: Abe, stats: { quickdraw: { type: minor, personality: ordinary, weapons: [fists] } }, side: Men, position: [6, 5], facing: E, weapons: [], agent: { doctrine: standing } }
  - { name: Bob, stats: { quickdraw: { type: minor, personality: ordinary, weapons: [cartridge-revolver] } }, side: Others, position: [2, 5], facing: E, weapons: [], agent: { doctrine: standing } }
maxTurns: 5
`;
  const SEVENS = Array.from({ length: 40 }, () => 7);
  function broken(bobStatus: number) {
    const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'one-way.yaml'), {}) as QdSetup;
    const { engine, world } = locatedWorld(setup, SEVENS);
    world.broken[0] = 1;
    world.lastAttacker[0] = 1;
    world.status[1] = bobStatus;
    engine.playCard(0);
    return world;
  }

  it('2. control: Bob up, Abe runs away from him, east (QR-21)', () => {
    const world = broken(STATUS_UP);
    expect(xOf(world, 0)).toBeGreaterThan(6);
  });

  it('2. Bob lying unconscious, Abe runs for the road out past him, west (QR-227)', () => {
    const world = broken(STATUS_UNCONSCIOUS);
    expect(xOf(world, 0)).toBeLessThan(6);
  });
});
