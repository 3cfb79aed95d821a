/**
 * The twenty-third audit, part b (23b), on forced dice: open questions left by earlier audits. Each
 * fix's assertions fail on the code before it; the controls pass on both.
 *
 * 1. An entangled herd animal does not run with its stampeding herd and tramples nobody: entangled
 *    or restrained it "makes no action or move" (REEL 6, ENTANGLING OR RESTRAINING OPPONENTS).
 *    Before, it stayed where it was caught but its "run" (from its cell to its cell) passed within 2
 *    paces of a man beside it, who was attacked by it (beasts.ts `stampede`; RULINGS.md QR-310).
 */
import { describe, expect, it } from 'vitest';
import { stampede } from '../src/skirmish/beasts.ts';
import { ENT_ENTANGLED } from '../src/skirmish/entangle.ts';
import { arena, MINOR_GUN } from './beast-helpers.ts';
import { forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

const PAD = Array.from({ length: 60 }, () => 7);

/**
 * Hunter (0, the cause) at (5,10) stampedes the buffalo Cow (2) at (15,10), entangled when
 * `entangled`; Roper (1, no card to come: no test to evade) stands beside it at (14,10). 7s.
 */
function ropedCow(entangled: boolean) {
  const setup = arena([
    { name: 'Hunter', qd: MINOR_GUN, side: 'Men', at: [5, 10] },
    { name: 'Roper', qd: MINOR_GUN, side: 'Men', at: [14, 10] },
    { name: 'Cow', qd: '{ animal: buffalo }', side: 'Beasts', at: [15, 10], facing: 'W' },
  ]);
  const r = forcedWorld(setup, setup.characters.map(() => idleAgent), PAD);
  r.world.log = [];
  r.world.toCome[1] = 0;
  if (entangled) r.world.entangled[2] = ENT_ENTANGLED;
  const from = r.world.cell[2]!;
  stampede(r.world, 2, 0);
  return { world: r.world, from };
}

describe('1. an entangled herd animal does not run nor trample (QR-310)', () => {
  it('the Cow, entangled, stays, fleeing, and does not run Roper down', () => {
    const { world, from } = ropedCow(true);
    const log = world.log!;
    expect(lineOf(log, /Cow runs down Roper/)).toBe(-1);
    expect(lineOf(log, /Cow is caught: it cannot run with the herd/)).toBeGreaterThan(-1);
    expect(world.cell[2]).toBe(from);
    expect(world.broken[2]).toBe(1);
    expect(world.lethal[1]).toBe(0);
  });

  it('control: the Cow free runs off and tramples Roper beside its start', () => {
    const { world, from } = ropedCow(false);
    const log = world.log!;
    expect(world.cell[2]).not.toBe(from);
    expect(lineOf(log, /Cow runs down Roper/)).toBeGreaterThan(-1);
  });
});
