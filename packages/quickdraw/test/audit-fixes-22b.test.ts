/**
 * The twenty-second audit, part b (22b), on forced dice: REEL 7 (wild animals) and the aftermath of
 * hits. Each fix's assertions fail on the code before it; the controls pass on both.
 *
 * 1. A beast whose attack is answered by a hasty shot that takes its last attack die strikes no
 *    blow: "Each time it takes one or more hits which wound it loses 1 dice for each hit it takes.
 *    If a beast loses all of its attack dice it cannot make any offensive actions but may flee if it
 *    still has some movement left" (REEL 7: BEASTS). Before, the blow went on, rolled on "0D10" (one
 *    die), and the snake bit: fighting.ts `strike`; RULINGS.md QR-280 (QR-48: "With no dice left it
 *    makes no attack, not even a riposte").
 */
import { describe, expect, it } from 'vitest';
import { BLOW_STANDARD, DEFEND_HASTY_SHOT } from '@deadeye/core';
import { strike } from '../src/skirmish/fighting.ts';
import { MOOD_HUNT } from '../src/skirmish/world.ts';
import { arena, SUPPORTING_GUN } from './beast-helpers.ts';
import { forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

const PAD = Array<number>(60).fill(7);

/**
 * A rattlesnake (1 attack die) at (11,10), hunting, strikes Jed (Men, a Supporting character, his
 * revolver drawn, a card to come, ordered to answer an attack with a hasty shot) beside it at
 * (10,10). Forced dice: Jed's response 7, his shot 7 (a hit), the damage roll `damage` (at DV 2:
 * 5 is 1 Hit, 8 a Nick), the snake's reaction 7 (it keeps fighting), then 7s.
 */
function snakeAnswered(damage: number) {
  const setup = arena([
    { name: 'Jed', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10], drawn: true },
    { name: 'Snake', qd: '{ animal: snake }', side: 'Beasts', at: [11, 10], facing: 'W' },
  ]);
  const { world } = forcedWorld(setup, [idleAgent, idleAgent], [7, 7, damage, 7, ...PAD]);
  world.seen.fill(1);
  world.located.fill(1);
  world.log = [];
  world.awake[1] = 1;
  world.mood[1] = MOOD_HUNT;
  world.prey[1] = 0;
  world.toCome[0] = 1;
  world.defenceOrder[0] = DEFEND_HASTY_SHOT;
  strike(world, 1, 0, BLOW_STANDARD, 0, 0, 0, true);
  return world;
}

describe('1. a beast whose last attack die a hasty shot in defence took strikes no blow (QR-280)', () => {
  it('the snake, hit once by Jed\'s hasty shot (0 attack dice left), does not bite', () => {
    const world = snakeAnswered(5);
    const log = world.log!;
    expect(lineOf(log, /Jed fires his Cartridge revolver at Snake \(hasty shot/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Snake takes 1 hit: 0 attack dice left/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Snake rolls its attack dice/)).toBe(-1);
    expect(lineOf(log, /Jed rolls \d+ for the effect/)).toBe(-1);
    expect(world.lethal[0]).toBe(0);
  });

  it('control: the snake only nicked (its die kept) bites as before', () => {
    const world = snakeAnswered(8);
    const log = world.log!;
    expect(lineOf(log, /damage to Snake at DV 2: 1D10 8: nick/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Snake rolls its attack dice: 1D10 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Jed rolls 7 for the effect/)).toBeGreaterThan(-1);
  });
});
