/**
 * The eighth audit's fixes (REEL 3 and REEL 4 read against the shots outside a man's own card),
 * on forced dice:
 * 1. a man who flees on a courage test shoots no more: not his response after the drawer's shot,
 *    not his draw and shot after a Quick Draw's first shot, not from a hold (shooting.ts
 *    `shootAction`, effects.ts `flee`, responses.ts `opportunities`; RULINGS.md QR-191);
 * 2. a holder who draws to respond to an opportunity fires a hasty shot on a 10 too, unless he has
 *    Quick Draw: the 10 gives the reroll only (shootouts.ts `respondToOpportunity`; QR-102, QR-174);
 * 3. the results' counts: the first man to draw and shoot is one who drew to respond when he shot
 *    first (`firstDrawer`), and the duel's "fired first" notes a shot from a hold or after a move
 *    (`duelFirst`, noted by `fire`) (QR-192).
 * Each fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, ACT_NONE, SHOT_AUTO, type SkirmishAgent } from '@deadeye/core';
import { arena } from './beast-helpers.ts';
import { courageTest } from '../src/skirmish/effects.ts';
import { respondToOpportunity, shootAction } from '../src/skirmish/shootouts.ts';
import { duelSetup, idleAgent, lineOf, locatedWorld } from './qd-helpers.ts';

const REVOLVER = '{ type: supporting, personality: ordinary, weapons: [cartridge-revolver] }';
const QUICK = '{ type: supporting, personality: ordinary, skills: [quick-draw], weapons: [cartridge-revolver] }';
const SEVENS = Array.from({ length: 40 }, () => 7);

/** Two gunmen 6 paces apart, both guns holstered, B ordered to respond to a draw; `dice` forced. */
function drawWorld(b: string, dice: readonly number[]) {
  const setup = arena([
    { name: 'A', qd: REVOLVER, side: 'Men', at: [10, 10] },
    { name: 'B', qd: b, side: 'Beasts', at: [16, 10], facing: 'W' },
  ]);
  const { engine, world } = locatedWorld(setup, [...dice, ...SEVENS], [idleAgent, idleAgent]);
  world.drawn[0] = 0;
  world.drawn[1] = 0;
  world.respondOrder[1] = 1;
  world.toCome[1] = 1;
  return { engine, world };
}

describe('the eighth audit (shots outside a man\'s own card)', () => {
  it('1a. a responder who flees on the drawer\'s shot does not fire his response', () => {
    // A draws 7; B responds 7 (no Quick Draw: after A); A's shot 7 hits; B's effect 7, his courage test 1: he flees.
    const { world } = drawWorld(REVOLVER, [7, 7, 7, 7, 1]);
    shootAction(world, 0, 1, SHOT_AUTO, 0, false);
    expect(lineOf(world.log!, /B flees/)).toBeGreaterThan(-1);
    expect(world.broken[1]).toBe(1);
    expect(lineOf(world.log!, /B fires/)).toBe(-1);
  });

  it('1b. a drawer who flees on a Quick Draw\'s first shot does not fire', () => {
    // A draws 7; B (Quick Draw) responds 7 and shoots first: 7 hits; A's effect 7, his courage test 1.
    const { world } = drawWorld(QUICK, [7, 7, 7, 7, 1]);
    shootAction(world, 0, 1, SHOT_AUTO, 0, false);
    expect(lineOf(world.log!, /A flees/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /A fires/)).toBe(-1);
  });

  it('1c. a holder who flees holds no longer: no response from the hold', () => {
    const setup = arena([
      { name: 'Holder', qd: '{ type: supporting, personality: ordinary, weapons: [repeating-rifle] }', side: 'Men', at: [20, 10] },
      { name: 'Enemy', qd: REVOLVER, side: 'Beasts', at: [26, 10], facing: 'W' },
    ]);
    const holder: SkirmishAgent = (o, _s, out) => {
      out.action = o.responding === 1 ? ACT_FIRE : ACT_NONE;
      out.target = 1;
    };
    const { engine, world } = locatedWorld(setup, [1, ...SEVENS], [holder, idleAgent]);
    world.holding[0] = 1;
    world.heldThisPhase[0] = 1;
    world.drawn[0] = 1;
    courageTest(world, 0, 1);
    expect(world.broken[0]).toBe(1);
    expect(world.holding[0]).toBe(0);
    // The Enemy acts: the holders' chance (responses.ts `opportunities`), even with the hold left set.
    world.holding[0] = 1;
    (engine as unknown as { opportunities(actor: number): void }).opportunities(1);
    expect(lineOf(world.log!, /Holder responds from his hold/)).toBe(-1);
    expect(lineOf(world.log!, /Holder fires/)).toBe(-1);
  });

  it('2. a holder who draws to respond fires a hasty shot on a 10 as on a 7 (no Quick Draw); a Quick Draw does not', () => {
    for (const [qd, roll, type] of [
      [REVOLVER, 10, 'hasty'],
      [REVOLVER, 7, 'hasty'],
      [QUICK, 10, 'deliberate'],
    ] as const) {
      const setup = arena([
        { name: 'Holder', qd, side: 'Men', at: [10, 10] },
        { name: 'Target', qd: REVOLVER, side: 'Beasts', at: [16, 10], facing: 'W' },
      ]);
      const { world } = locatedWorld(setup, [roll, 7, 7, ...SEVENS], [idleAgent, idleAgent]);
      world.holding[0] = 1;
      world.drawn[0] = 0;
      respondToOpportunity(world, 0, 1, SHOT_AUTO);
      expect(lineOf(world.log!, new RegExp(`Holder fires his Cartridge revolver at Target \\(${type} shot`)), `${qd} ${roll}`).toBeGreaterThan(-1);
    }
  });

  it('3a. the first man to draw and shoot is the one who drew to respond to a man Slow on the Draw', () => {
    // A's drawing chart 3 (Slow on the Draw: drawn, no shot); B answers, 7: draws and shoots.
    const { world } = drawWorld(REVOLVER, [3, 7, 7, 5]);
    shootAction(world, 0, 1, SHOT_AUTO, 0, false);
    expect(lineOf(world.log!, /B fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
    expect(world.firstDrawer).toBe(1);
  });

  it('3b. in the SHOOTOUTS duel a shot from a hold is noted as fired first', () => {
    const setup = duelSetup('TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver NAME=A', 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver NAME=B', 8, 3);
    // A's response from his hold 7, his shot 3 (a miss); B's Wanting to Shoot 7, his shot 3.
    const { world } = locatedWorld(setup, [7, 3, 7, 3, ...SEVENS], [idleAgent, idleAgent]);
    world.drawn[0] = 1;
    world.drawn[1] = 1;
    world.holding[0] = 1;
    respondToOpportunity(world, 0, 1, SHOT_AUTO);
    expect(world.duelFirst).toBe(0);
    shootAction(world, 1, 0, SHOT_AUTO, 0, false);
    expect(lineOf(world.log!, /B fires/)).toBeGreaterThan(-1);
    expect(world.duelFirst).toBe(0);
  });
});
