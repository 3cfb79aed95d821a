/**
 * The twenty-first audit's fourth helper (21d), on forced dice: two defects part c found.
 * 1. An entangled or restrained man (REEL 6: "may spend next turn trying to escape ... otherwise
 *    makes no action or move") takes no free shot and no free move on a courage test's 10
 *    ("Totally Unaffected! ... May make an immediate fight back if in close combat or shoot at the
 *    enemy or make an immediate move", REEL 3): responses.ts `freeActions`; RULINGS.md QR-267 (QR-74,
 *    QR-162). Before, he drew and shot back. His fight back in close combat is as before
 *    (fighting.ts `mayFightBack`).
 * 2. A holder fighting hand to hand the very man who acts, who rolls a 1 on "Responding to an
 *    opportunity" ("Flustered! Panic and if in the open retreat slowly towards cover"), stays in
 *    the fight: retreating out of it is a break-off, rolled on his own card (REEL 5); shootouts.ts
 *    `flustered`, `respondToOpportunity`, responses.ts `respondFromHold`; RULINGS.md QR-268 (QR-264).
 *    Before, he retreated half a move out of contact.
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { ACT_ATTACK, ACT_FIRE, type SkirmishAgent } from '@deadeye/core';
import { parseQdVariant } from '../src/index.ts';
import { ENT_BARELY, ENT_PARTIALLY } from '../src/skirmish/entangle.ts';
import { arena, SUPPORTING_GUN } from './beast-helpers.ts';
import { cellOf, idleAgent, lineOf, locatedWorld } from './qd-helpers.ts';

const PAD = Array<number>(60).fill(7);
const idle = idleAgent;

describe('1. an entangled man takes no free shot and no free move on a courage test of 10 (QR-267, QR-74)', () => {
  /**
   * A (Men, 10,10) owes a courage test's free action against B (Beasts; at `bAt`, 16,10 unless
   * given), entangled at level `ent`; `drawn`: A's revolver in hand; `fighting`: A and B engaged.
   * Plays the free actions.
   */
  function freeAction(ent: number, o: { aQd?: string; drawn?: boolean; bAt?: [number, number]; fighting?: boolean } = {}) {
    const setup = arena([
      { name: 'A', qd: o.aQd ?? SUPPORTING_GUN, side: 'Men', at: [10, 10] },
      { name: 'B', qd: SUPPORTING_GUN, side: 'Beasts', at: o.bAt ?? [16, 10], facing: 'W' },
    ]);
    const { engine, world } = locatedWorld({ ...setup, variant: parseQdVariant('text') }, PAD, [idle, idle]);
    world.toCome.fill(1);
    world.drawn.fill(0);
    if (o.drawn === true) world.drawn[0] = 1;
    if (o.fighting === true) {
      world.engaged[0] = 1;
      world.engaged[1] = 0;
    }
    world.entangled[0] = ent;
    world.pendingFree[0] = 1;
    world.pendingFreeAny = 1;
    (engine as unknown as { freeActions(): void }).freeActions();
    return { log: world.log!, world };
  }

  it('A barely entangled, revolver holstered: he neither draws nor shoots at B', () => {
    const { log, world } = freeAction(ENT_BARELY);
    expect(lineOf(log, /A draws/)).toBe(-1);
    expect(lineOf(log, /A fires/)).toBe(-1);
    expect(lineOf(log, /Totally Unaffected! A is entangled: no shot at B and no move/)).toBeGreaterThan(-1);
    expect(world.drawn[0]).toBe(0);
    expect(world.firstDrawer).toBe(-1);
  });

  it('A partially entangled, revolver in hand: he does not fire at B', () => {
    const { log } = freeAction(ENT_PARTIALLY, { drawn: true });
    expect(lineOf(log, /A fires/)).toBe(-1);
    expect(lineOf(log, /A shoots back/)).toBe(-1);
    expect(lineOf(log, /A is entangled: no shot at B/)).toBeGreaterThan(-1);
  });

  it('A Rash and barely entangled: he does not rush at B', () => {
    const { log, world } = freeAction(ENT_BARELY, { aQd: '{ type: supporting, personality: rash, weapons: [cartridge-revolver] }' });
    expect(lineOf(log, /rushes at the enemy/)).toBe(-1);
    expect(lineOf(log, /A is entangled: no shot at B and no move/)).toBeGreaterThan(-1);
    expect(world.cell[0]).toBe(cellOf(world, 10, 10));
  });

  it('control: A free draws and fires at B as before', () => {
    const { log, world } = freeAction(0);
    expect(lineOf(log, /entangled/)).toBe(-1);
    expect(lineOf(log, /A fires his Cartridge revolver at B/)).toBeGreaterThan(-1);
    expect(world.firstDrawer).toBe(0);
  });

  it('control: A barely entangled, fighting B hand to hand, fights back as before (QR-162)', () => {
    const { log } = freeAction(ENT_BARELY, { bAt: [11, 10], fighting: true });
    expect(lineOf(log, /A is entangled/)).toBe(-1);
    expect(lineOf(log, /A attacks B with Cartridge revolver/)).toBeGreaterThan(-1);
  });
});

describe('2. a holder fighting the man who acts, flustered on a 1, stays in the fight (QR-268, QR-264)', () => {
  /**
   * A (Men, 10,10) acts; H (Beasts, holding, revolver drawn, at `hAt`: 11,10 beside A unless
   * given) responds from his hold with `action` at A and rolls a 1; `fighting`: A and H engaged.
   */
  function flustered(action: number, fighting: boolean, hAt: [number, number] = [11, 10]) {
    const setup = arena([
      { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10] },
      { name: 'H', qd: SUPPORTING_GUN, side: 'Beasts', at: hAt, facing: 'W', drawn: true },
    ]);
    const responds: SkirmishAgent = (_o, _s, out) => {
      out.action = action;
      out.target = 0;
    };
    const { engine, world } = locatedWorld(setup, [1, ...PAD], [idle, responds]);
    world.toCome.fill(1);
    world.holding[1] = 1;
    if (fighting) {
      world.engaged[0] = 1;
      world.engaged[1] = 0;
    }
    (engine as unknown as { opportunities(a: number): void }).opportunities(0);
    return { log: world.log!, world };
  }

  it('H fighting A, a shot from his hold: on a 1 he panics but does not retreat out of the fight', () => {
    const { log, world } = flustered(ACT_FIRE, true);
    expect(lineOf(log, /H responds to an opportunity: rolls 1/)).toBeGreaterThan(-1);
    expect(lineOf(log, /H panics and retreats/)).toBe(-1);
    expect(lineOf(log, /Flustered! H panics, but is fighting A hand to hand: he does not retreat/)).toBeGreaterThan(-1);
    expect(world.cell[1]).toBe(cellOf(world, 11, 10));
    expect(world.engaged[1]).toBe(0);
    expect(world.holding[1]).toBe(0);
  });

  it('H fighting A, an attack from his hold: on a 1 he does not retreat out of the fight', () => {
    const { log, world } = flustered(ACT_ATTACK, true);
    expect(lineOf(log, /H responds to an opportunity: rolls 1/)).toBeGreaterThan(-1);
    expect(lineOf(log, /H panics and retreats/)).toBe(-1);
    expect(world.cell[1]).toBe(cellOf(world, 11, 10));
    expect(world.engaged[1]).toBe(0);
  });

  it('control: H beside A but not fighting him: on a 1 he panics and retreats as before', () => {
    const { log, world } = flustered(ACT_FIRE, false);
    expect(lineOf(log, /H responds to an opportunity: rolls 1/)).toBeGreaterThan(-1);
    expect(lineOf(log, /H panics and retreats/)).toBeGreaterThan(-1);
    expect(world.cell[1]).not.toBe(cellOf(world, 11, 10));
  });

  it('control: H across the street: on a 1 he panics and retreats as before', () => {
    const { log, world } = flustered(ACT_FIRE, false, [16, 10]);
    expect(lineOf(log, /H panics and retreats/)).toBeGreaterThan(-1);
    expect(world.cell[1]).not.toBe(cellOf(world, 16, 10));
  });
});
