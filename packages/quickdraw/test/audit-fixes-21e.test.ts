/**
 * The twenty-first audit, last part (21e), on forced dice: a man fighting hand to hand who rolls a 1
 * on his own card's "Wanting to Shoot" ("Lose confidence and will not shoot. Instead falls back 4
 * paces facing the enemy or moves towards the nearest cover or if in cover ducks down", REEL 4)
 * does not shoot, and stays in the fight: falling back out of it is leaving the fight, which takes
 * the break-off roll ("characters ... do need to roll if they want to break off the fight", REEL 5);
 * shootouts.ts `loseNerve`, world.ts `fightingWith`; RULINGS.md QR-269 (as QR-264 for a draw's 2-4
 * and QR-268 for a holder flustered on a 1). Before, he fell back 4 paces out of contact.
 * The fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { arena, SUPPORTING_GUN } from './beast-helpers.ts';
import { cellOf, firesAtAgent, idleAgent, lineOf, locatedWorld } from './qd-helpers.ts';

const PAD = Array<number>(60).fill(7);

/** A (Men, 10,10, revolver drawn) shoots at B (Beasts, at `bAt`: 11,10 beside him unless given) on his card and rolls a 1; `fighting`: A and B engaged. */
function loses(fighting: boolean, bAt: [number, number] = [11, 10]) {
  const setup = arena([
    { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10], drawn: true },
    { name: 'B', qd: SUPPORTING_GUN, side: 'Beasts', at: bAt, facing: 'W' },
  ]);
  const { engine, world } = locatedWorld(setup, [1, ...PAD], [firesAtAgent(1), idleAgent]);
  world.toCome.fill(1);
  if (fighting) {
    world.engaged[0] = 1;
    world.engaged[1] = 0;
  }
  engine.playCard(0);
  return { log: world.log!, world };
}

describe('a man fighting hand to hand, losing his nerve on his card\'s Wanting to Shoot, stays in the fight (QR-269)', () => {
  it('A fighting B: on a 1 he does not shoot and does not fall back out of the fight', () => {
    const { log, world } = loses(true);
    expect(lineOf(log, /A wants to shoot: rolls 1/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A fires/)).toBe(-1);
    expect(lineOf(log, /I'm not sure I can do this! A loses his nerve, but is fighting B hand to hand: he does not fall back/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A loses his nerve and (falls back|heads for cover)/)).toBe(-1);
    expect(world.cell[0]).toBe(cellOf(world, 10, 10));
    expect(world.engaged[0]).toBe(1);
  });

  it('control: A beside B but not fighting him: on a 1 he loses his nerve and falls back as before', () => {
    const { log, world } = loses(false);
    expect(lineOf(log, /A wants to shoot: rolls 1/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A loses his nerve and (falls back|heads for cover)/)).toBeGreaterThan(-1);
    expect(world.cell[0]).not.toBe(cellOf(world, 10, 10));
  });

  it('control: B across the street: on a 1 he loses his nerve and falls back as before', () => {
    const { log, world } = loses(false, [16, 10]);
    expect(lineOf(log, /A loses his nerve and (falls back|heads for cover)/)).toBeGreaterThan(-1);
    expect(world.cell[0]).not.toBe(cellOf(world, 10, 10));
  });
});
