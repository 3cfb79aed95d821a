/**
 * The twentieth audit's third helper (20c), replays of the less-read scenarios under Quick on the
 * Draw (the Ben Thompsons, the Kid Cashes In, Luck of the Draw, the Long Branch, the Duel on Main
 * Street, Coffeyville), on forced dice:
 * 1. A man who flees (REEL 3, COURAGE TEST, 1: "panic and flee at maximum speed away from the
 *    enemy ... If unable to do either attempt to surrender") and can go nowhere made one attempt to
 *    run away, but the replay said so twice: effects.ts `flee` tried `moveAway` again after a
 *    first try that was already `moveAway` (the way to the exit past the enemy, or no exit), and
 *    logged "X flees: no way to go, he stays at ..." once for each (ben-thompson.yaml, seed 1,
 *    trial 15: King Fisher, cornered by the boxes; RULINGS.md QR-21 amended).
 */
import { describe, expect, it } from 'vitest';
import { STATUS_CAPTURED } from '@deadeye/core';
import { flee } from '../src/skirmish/effects.ts';
import { arena } from './beast-helpers.ts';
import { cellOf, locatedWorld } from './qd-helpers.ts';

const PAD = Array<number>(60).fill(7);
const KNIFE = '{ type: supporting, personality: ordinary, weapons: [knife] }';

/** E at the dead end of a corridor (x 15..20, y 10; a wall at x 21), K three spaces west of him in it. */
function cornered(walls: readonly (readonly [number, number, number, number])[]) {
  const setup = arena(
    [
      { name: 'E', qd: KNIFE, side: 'Men', at: [20, 10] },
      { name: 'K', qd: KNIFE, side: 'Beasts', at: [17, 10], facing: 'E' },
    ],
    walls,
  );
  return locatedWorld(setup, PAD);
}

function countOf(log: readonly string[], re: RegExp): number {
  return log.filter((l) => re.test(l)).length;
}

describe('1. a man who flees and can go nowhere: one attempt, said once (QR-21)', () => {
  it('the way to the exit past the man he flees, no other exit, no cell farther from him: one "no way to go", then he surrenders', () => {
    const { world } = cornered([
      [14, 9, 8, 1],
      [14, 11, 8, 1],
      [21, 10, 1, 1],
    ]);
    flee(world, 0, cellOf(world, 17, 10), 16);
    const log = world.log!;
    expect(countOf(log, /^\s+E flees: no way to go, he stays at \(20,10\)$/)).toBe(1);
    expect(countOf(log, /E cannot get away and surrenders/)).toBe(1);
    expect(world.status[0]).toBe(STATUS_CAPTURED);
  });

  it('control: a man with a way out flees along it, one line, and does not surrender', () => {
    const { world } = cornered([]);
    flee(world, 0, cellOf(world, 17, 10), 16);
    const log = world.log!;
    expect(countOf(log, /^\s+E flees \(20,10\) -> /)).toBe(1);
    expect(countOf(log, /no way to go/)).toBe(0);
    expect(countOf(log, /surrenders/)).toBe(0);
  });
});
