/**
 * The eighteenth audit's fixes, area d (REEL 2, CASTING – CREATING CHARACTERS: personalities,
 * skills and traits; REEL 7, BEASTS), on forced dice:
 * 1. a Fearsome beast that charges in gives its prey his courage test in close combat ("Opponents
 *    take a Courage Test ... if they charge or are charged by such a character", REEL 2; COURAGE
 *    TEST, REEL 3: "If in the open or in close combat, panic and flee ... If in close combat, fall
 *    back 2 paces and during the rest of this combat is 'On the Back Foot'"), as a man's charge
 *    does (RULINGS.md QR-110: "It is taken once the two are in contact and engaged, so it is read
 *    as in close combat"): beast-card.ts `beastAttack` now engages the two before the test
 *    (fighting.ts `fearsomeCharge`). It was taken before they were engaged, read as in the open: a
 *    2-4 fell back a whole move toward cover, not 2 paces On the Back Foot (the cougar fixture's
 *    trial 2, seed 1: "Hank falls back (0,15) -> (8,15)").
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { beastAttack, beastMove } from '../src/skirmish/beast-card.ts';
import { inContact } from '../src/skirmish/fighting.ts';
import { spaces } from '../src/skirmish/world.ts';
import { arena, MINOR_GUN } from './beast-helpers.ts';
import { forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

const PAD = Array.from({ length: 40 }, () => 7);

/** Jed (a minor character with a revolver) at (10,10) and a wolf (dogs: Fearsome) at (16,10), awake, on the forced dice `values`; the log kept. */
function wolfCharges(values: readonly number[]) {
  const setup = arena([
    { name: 'Jed', qd: MINOR_GUN, side: 'Men', at: [10, 10] },
    { name: 'Wolf', qd: '{ animal: dog }', side: 'Beasts', at: [16, 10], facing: 'W' },
  ]);
  const r = forcedWorld(setup, [idleAgent, idleAgent], [...values, ...PAD]);
  r.world.awake[1] = 1;
  r.world.log = [];
  const t = beastMove(r.world, 1);
  expect(t).toBe(0);
  expect(inContact(r.world, 0, 1)).toBe(true);
  const from = r.world.cell[0]!;
  beastAttack(r.world, 1, t);
  return { ...r, from };
}

describe('1. a Fearsome beast charging in: its prey tests his courage in close combat (QR-110)', () => {
  it('a 3 falls back 2 paces On the Back Foot, not a move to cover; the wolf strikes no blow out of contact', () => {
    const { world, from } = wolfCharges([3]);
    const log = world.log!;
    expect(lineOf(log, /Jed takes a courage test: rolls 3/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Jed falls back 2 paces/)).toBeGreaterThan(-1);
    expect(world.backFoot[0]).toBe(1);
    expect(spaces(world, from, world.cell[0]!)).toBeLessThanOrEqual(2);
    expect(lineOf(log, /Wolf attacks Jed/)).toBe(-1);
    // Out of contact the fight is over where contact was lost (as fighting.ts fearsomeCharge has it for a man's charge).
    expect(inContact(world, 0, 1)).toBe(false);
    expect(world.engaged[0]).toBe(-1);
    expect(world.engaged[1]).toBe(-1);
  });

  it('control: a 7 stands; engaged, the wolf attacks him (2D10 6, 2: a hit; his effect 8 at DV -1 for the charge)', () => {
    const { world } = wolfCharges([7, 6, 2, 8, 7]);
    const log = world.log!;
    expect(lineOf(log, /Jed takes a courage test: rolls 7/)).toBeLessThan(lineOf(log, /Wolf attacks Jed/));
    expect(lineOf(log, /Jed rolls 8 for the effect at DV -1/)).toBeGreaterThan(-1);
    expect(world.engaged[1]).toBe(0);
    expect(world.engaged[0]).toBe(1);
  });
});
