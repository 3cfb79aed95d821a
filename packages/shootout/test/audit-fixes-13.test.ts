/**
 * The thirteenth audit's fix (shootout.txt, Courage: "Pinned figures may only return fire, they
 * may not snapfire"; RULINGS.md SR-49), on forced dice: a figure pinned down takes no other
 * weapon, picks none up and does no task in ranged combat; he still reloads an empty weapon, to
 * return fire with it. Before, only his fire was limited: in Coffeyville's replays (seed 1, trial
 * 3) Grat Dalton, pinned in the Condon bank, did the robbery on the next turn. The pinned cases
 * fail on the code before the fix; the unpinned controls pass on both. The fourteenth audit's
 * case: nor does he top off a weapon that still has rounds.
 */
import { describe, expect, it } from 'vitest';
import { ACT_DRAW, ACT_PICK_UP, ACT_RELOAD, ACT_TASK, type SkirmishAgent } from '@deadeye/core';
import { slotInHand } from '../src/skirmish/ranged.ts';
import { forcedWorld, setupOf, type Fig } from './skirmish-helpers.ts';

/** The engine's private ranged combat phase. */
const phases = (engine: unknown) => engine as { rangedPhase(): void };

/** Declares `action` (with `weapon` for a weapon taken or an item picked up) at every decision. */
const declares =
  (action: number, weapon = -1): SkirmishAgent =>
  (_o, _s, out) => {
    out.action = action;
    out.weapon = weapon;
    out.task = 0;
  };

const rifleman: Fig = { name: 'Grat', at: [5, 5], weapons: ['colt-revolver', 'repeater-rifle'] };
const far: Fig = { name: 'Far', side: 'B', at: [28, 5] };

describe('a pinned figure may only return fire (SR-49)', () => {
  for (const pinned of [1, 0]) {
    const as = pinned === 1 ? 'pinned, he' : 'not pinned (control), he';

    it(`${as} ${pinned === 1 ? 'does not take' : 'takes'} his other weapon`, () => {
      const { engine, world, log } = forcedWorld(setupOf([rifleman, far]), [], [declares(ACT_DRAW, 1), declares(0)]);
      world.pinned[0] = pinned;
      phases(engine).rangedPhase();
      expect(world.inHand[0]).toBe(pinned === 1 ? 0 : 1);
      expect(log.some((l) => /Grat, pinned down, may only return fire: he does not take another weapon/.test(l))).toBe(pinned === 1);
    });

    it(`${as} ${pinned === 1 ? 'does not do' : 'does'} his task`, () => {
      const { engine, world, log } = forcedWorld(setupOf([rifleman, far]), [], [declares(ACT_TASK), declares(0)]);
      (world.taskPlace as (Int32Array | null)[])[0] = Int32Array.of(world.cell[0]!);
      world.pinned[0] = pinned;
      phases(engine).rangedPhase();
      expect(world.tasksDone[0]).toBe(pinned === 1 ? 0 : 1);
      expect(log.some((l) => /Grat, pinned down, may only return fire: he does not do his task/.test(l))).toBe(pinned === 1);
    });
  }

  it('pinned, he picks up no weapon lying in his cell', () => {
    const extra = 'items:\n  - { at: [5, 5], code: 2SG, spare: 10 }\n';
    for (const pinned of [1, 0]) {
      const { engine, world, log } = forcedWorld(setupOf([rifleman, far], {}, {}, extra), [], [declares(ACT_PICK_UP, 0), declares(0)]);
      world.pinned[0] = pinned;
      phases(engine).rangedPhase();
      expect(world.itemCell[0]).toBe(pinned === 1 ? world.cell[0] : -1);
      expect(log.some((l) => /Grat, pinned down, may only return fire: he does not pick up a weapon/.test(l))).toBe(pinned === 1);
    }
  });

  it('pinned, he still reloads an empty weapon', () => {
    const { engine, world } = forcedWorld(setupOf([rifleman, far]), [], [declares(ACT_RELOAD), declares(0)]);
    world.pinned[0] = 1;
    const slot = slotInHand(world, 0);
    world.loaded[slot] = 0;
    phases(engine).rangedPhase();
    expect(world.loaded[slot]).toBe(6);
  });

  // The fourteenth audit (2026-12-07): a pinned man with no target left topped off his Colt's 2
  // rounds (Coffeyville, seed 1, trial 25, turn 12: Charles Connelly). He reloads only an empty one.
  for (const pinned of [1, 0]) {
    it(`${pinned === 1 ? 'pinned, he does not top off' : 'not pinned (control), he tops off'} a weapon with rounds left`, () => {
      const { engine, world, log } = forcedWorld(setupOf([rifleman, far]), [], [declares(ACT_RELOAD), declares(0)]);
      world.pinned[0] = pinned;
      const slot = slotInHand(world, 0);
      world.loaded[slot] = 2;
      phases(engine).rangedPhase();
      expect(world.loaded[slot]).toBe(pinned === 1 ? 2 : 6);
      expect(log.some((l) => /Grat, pinned down, may only return fire: he does not reload a weapon with rounds left/.test(l))).toBe(pinned === 1);
    });
  }
});
