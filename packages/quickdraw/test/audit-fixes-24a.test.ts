/**
 * The twenty-fourth audit, part a (24a), on forced dice. Each fix's assertions fail on the code
 * before it; the controls pass on both.
 *
 * 1. "Caution – Danger Ahead!" with no enemy in sight falls back along the way he meant to go: each
 *    step farther from where he was going by his path, not in a straight line from it, which on a
 *    route that bends could carry him on along it (movement.ts `fallBackAlong`; RULINGS.md QR-312,
 *    amended). Found in Coffeyville's replays (seed 1, trial 12: Bob Dalton, bound for the exit
 *    through the First National's back door, "fell back" from (51,16) into the back alley at
 *    (53,13), on his way).
 */
import { describe, expect, it } from 'vitest';
import { ACT_NONE, QD_RATE_FULL, type SkirmishAgent } from '@deadeye/core';
import { arena, MINOR_GUN } from './beast-helpers.ts';
import { idleAgent, lineOf, locatedWorld, xOf, yOf } from './qd-helpers.ts';

const PAD = Array.from({ length: 60 }, () => 7);

/**
 * A pocket open to the west: walls along y 9 and y 15 from x 10 to 17 and across its east end at
 * x 17. Jed (Men, a Minor character) at (13,12) in it wants to go to (20,12), beyond its east wall:
 * his way there leads west out of the pocket and round it. He rolls 1 on his move (then 7s); the
 * Cat stands beyond the pocket's east wall at (35,12), out of his sight, when `hidden`, else at
 * (3,12), in sight through the pocket's mouth.
 */
function pocket(hidden: boolean) {
  const walls: [number, number, number, number][] = [
    [10, 9, 8, 1],
    [10, 15, 8, 1],
    [17, 9, 1, 7],
  ];
  const setup = arena(
    [
      { name: 'Jed', qd: MINOR_GUN, side: 'Men', at: [13, 12] },
      { name: 'Cat', qd: '{ animal: large-cat }', side: 'Beasts', at: hidden ? [35, 12] : [3, 12], facing: hidden ? 'W' : 'E' },
    ],
    walls,
  );
  // The arena is 40 spaces wide (beast-helpers.ts `arenaText`).
  const target = 12 * 40 + 20;
  const goesEast: SkirmishAgent = (o, _s, out) => {
    out.moveTo = o.self === 0 ? target : -1;
    out.rate = QD_RATE_FULL;
    out.action = ACT_NONE;
  };
  const { engine, world } = locatedWorld(setup, [1, ...PAD], [goesEast, idleAgent]);
  engine.playCard(0);
  return world;
}

describe('1. "Caution – Danger Ahead!" with no enemy in sight falls back along his way, not on along it (QR-312)', () => {
  it('Jed, bound west out of the pocket and round it, falls back east, deeper into it', () => {
    const w = pocket(true);
    expect(lineOf(w.log!, /Jed falls back half a move from the way ahead \(Caution – Danger Ahead!, no enemy in sight\) \(13,12\) -> /)).toBeGreaterThan(-1);
    // Before: straight away from (20,12), west toward the pocket's mouth, the way he was going.
    expect(xOf(w, 0)).toBeGreaterThan(13);
    expect(xOf(w, 0)).toBeLessThan(17);
    expect(yOf(w, 0)).toBeGreaterThan(9);
    expect(yOf(w, 0)).toBeLessThan(15);
  });

  it('control: the Cat in sight at the mouth, he falls back from the Cat, east, as before', () => {
    const w = pocket(false);
    expect(lineOf(w.log!, /Jed falls back half a move \(Caution – Danger Ahead!\) \(13,12\) -> /)).toBeGreaterThan(-1);
    expect(xOf(w, 0)).toBeGreaterThan(13);
  });
});
