/**
 * The twelfth audit's fixes, on forced dice:
 * 1. a flight of stairs is bad going with no flight cost of its own (RULINGS.md QR-202): a man on a
 *    half move at the foot of a flight goes up it and on. Before, the map charged BOOT HILL's
 *    flight (12 half-spaces besides the step), more than a half move (8), and he stood there.
 * Each fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { parseScenario } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { budgetOf, moveToward } from '../src/skirmish/movement.ts';
import { MINOR_GUN } from './beast-helpers.ts';
import { locatedWorld, xOf, yOf } from './qd-helpers.ts';

const SEVENS = Array.from({ length: 40 }, () => 7);

/** Abe at (5,5) at the foot of a flight of stairs at (6,5), facing east along row 5; Bob far east. */
function stairsWorld() {
  const text = `name: Stairs
map:
  width: 30
  height: 11
  default: street
  terrain:
    - { type: stairs, cells: [[6, 5]] }
sides:
  - { name: Men }
  - { name: Beasts }
characters:
  - { name: Abe, stats: { quickdraw: ${MINOR_GUN} }, side: Men, position: [5, 5], facing: E, drawn: true, weapons: [], agent: { doctrine: brawler } }
  - { name: Bob, stats: { quickdraw: ${MINOR_GUN} }, side: Beasts, position: [25, 5], facing: W, drawn: true, weapons: [], agent: { doctrine: brawler } }
maxTurns: 1
`;
  const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'stairs.yaml'), {}) as Parameters<typeof locatedWorld>[0];
  return locatedWorld(setup, SEVENS).world;
}

describe('the twelfth audit', () => {
  it('1. a half move at the foot of a flight of stairs goes up it and on (QR-202)', () => {
    const world = stairsWorld();
    const map = world.map;
    const stairs = 5 * map.width + 6;
    // The map the agents plan on charges no flight: its path fields and the engine's walk agree.
    expect(map.enterCost[stairs]).toBe(0);
    // A half move: 4 paces, 8 half-spaces on 6-foot spaces. The flight is bad going (2 x 4/3),
    // then three street steps of 2 each: 8.67 > 8, so he stops after two of them, at (8,5).
    moveToward(world, 0, 5 * map.width + 20, budgetOf(world, 0, 4), 'walks');
    expect(yOf(world, 0)).toBe(5);
    expect(xOf(world, 0)).toBe(8);
  });
});
