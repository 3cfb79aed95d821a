/**
 * Pinning, courage, snapfire, Draw! and close combat on forced dice (shootout.txt, "Courage",
 * "1. Command Points" snapfire, "Draw!", "4. Close Combat").
 */
import { A_EXCHANGES, A_FASTEST_STANDING, ACT_FIRE, type SkirmishAgent } from '@deadeye/core';
import { describe, expect, it } from 'vitest';
import { parseShootoutVariant } from '../src/variant.ts';
import { canFireAt, checkPinned, closeCombatPhase, courageTest, COURAGE_PINNED, engage, fireDice, pinnedTests, slotInHand, withinCloseRange } from '../src/skirmish/index.ts';
import {
  S_CLOSE_ROUNDS,
  S_CP_SNAPFIRE,
  S_DRAW_FASTER_KILLED,
  S_DRAW_TIES,
  S_DRAWS,
  S_ENGAGE_TESTS,
  S_PIN_PASSED,
  S_PIN_TESTS,
  S_PINNED,
  S_SNAPFIRES,
  S_STAND_TESTS,
} from '../src/skirmish/world.ts';
import { cellOf, closeWith, forcedWorld, idle, setupOf, so, type Fig } from './skirmish-helpers.ts';

/** The engine's private phases. */
const phases = (engine: unknown) => engine as { rangedPhase(): void; snapfires(mover: number): void; groupMove(g: number): void };

/** Fires at character `t`; `draw` 1 asks a Draw!. */
const fireAt =
  (t: number, draw = 0): SkirmishAgent =>
  (_o, _s, out) => {
    out.action = ACT_FIRE;
    out.target = t;
    out.draw = draw;
  };
/** Snapfires at any snapfire opportunity, else nothing. */
const snapper: SkirmishAgent = (o, _s, out) => {
  if (o.snapTarget >= 0) {
    out.action = ACT_FIRE;
    out.target = o.snapTarget;
  }
};
const a: Fig = { name: 'A', at: [5, 5], ranged: 2, courage: 1, htk: 2 };
const b: Fig = { name: 'B', side: 'B', at: [13, 5], ranged: 2, courage: 1, htk: 2 };

describe('pinned down (Courage: "2 or more hits from ranged fire in a single round (and survive of course)")', () => {
  it('2 hits in a turn pin a survivor, counted before saving throws; 1 hit does not', () => {
    // Ranged +2 at 8": +4. Two hits, both saved (6, 6): pinned all the same.
    const { world, log } = forcedWorld(setupOf([a, b]), [2, 6, 2, 6]);
    fireDice(world, 0, 1, slotInHand(world, 0), 2, false, true);
    checkPinned(world, 1);
    expect(world.pinned[1]).toBe(1);
    expect(world.htk[1]).toBe(2);
    expect(so(world, S_PINNED)).toBe(1);
    expect(log.some((l) => /B is pinned down \(2 hits this turn\)/.test(l))).toBe(true);
    const one = forcedWorld(setupOf([a, b]), [2, 6, 1]).world;
    fireDice(one, 0, 1, slotInHand(one, 0), 2, false, true);
    checkPinned(one, 1);
    expect(one.pinned[1]).toBe(0);
  });
  it('a dead figure is not pinned', () => {
    const { world } = forcedWorld(setupOf([a, { ...b, htk: 1 }]), [2, 2]);
    fireDice(world, 0, 1, slotInHand(world, 0), 2, false, true);
    checkPinned(world, 1);
    expect(world.status[1]).toBe(2);
    expect(world.pinned[1]).toBe(0);
  });
  it('a pinned figure fires at -1 and only at an enemy who fired at him this turn or last', () => {
    const third: Fig = { name: 'C', side: 'B', at: [13, 7] };
    const { world } = forcedWorld(setupOf([a, b, third]), []);
    world.pinned[0] = 1;
    world.turn = 3;
    const slot = slotInHand(world, 0);
    expect(canFireAt(world, 0, 1, slot)).toBe(false);
    world.shotAt[0 * 3 + 1] = 2; // B fired at A last turn
    expect(canFireAt(world, 0, 1, slot)).toBe(true);
    expect(canFireAt(world, 0, 2, slot)).toBe(false);
    world.turn = 4;
    expect(canFireAt(world, 0, 1, slot)).toBe(false);
  });
});

describe('the courage test (1D6 + Courage, 6 or more; a natural 1 fails)', () => {
  it('a pinned figure passing at the start of the turn is no longer pinned; failing, he stays pinned', () => {
    const { world } = forcedWorld(setupOf([a, b]), [5, 4]);
    world.pinned[0] = 1;
    world.pinned[1] = 1;
    pinnedTests(world);
    expect(world.pinned[0]).toBe(0); // 5 + 1
    expect(world.pinned[1]).toBe(1); // 4 + 1
    expect(so(world, S_PIN_TESTS)).toBe(2);
    expect(so(world, S_PIN_PASSED)).toBe(1);
  });
  it('a natural 1 fails however brave', () => {
    const { world } = forcedWorld(setupOf([{ ...a, courage: 7 }, b]), [1, 2]);
    expect(courageTest(world, 0, COURAGE_PINNED)).toBe(false);
    expect(courageTest(world, 0, COURAGE_PINNED)).toBe(true);
  });
  it('+courage-one-passes: the text\'s words alone, a natural 1 that scores 6 or more passes (SR-50); one that does not still fails', () => {
    const brave = forcedWorld(setupOf([{ ...a, courage: 5 }, b], {}, { variant: 'text+courage-one-passes' }), [1]);
    expect(courageTest(brave.world, 0, COURAGE_PINNED)).toBe(true);
    const timid = forcedWorld(setupOf([{ ...a, courage: 4 }, b], {}, { variant: 'text+courage-one-passes' }), [1]);
    expect(courageTest(timid.world, 0, COURAGE_PINNED)).toBe(false);
    // The duel keeps issue #13's natural 1: it refuses the switch.
    expect(() => parseShootoutVariant('courage-one-passes', true)).toThrow(/"courage-one-passes" is a switch of the Shootout! skirmish only, not of the Shootout! duel/);
  });
});

describe('snapfire ("To snapfire at a new target during movement phase 1"; "Snapfiring -2")', () => {
  it('an enemy newly in sight is snapfired at for a point, at -2, the hits landing at once', () => {
    // B Ranged +2, A has moved 4": not stationary, in the open: +2 + 1 - 2 = +1; dice 5 (hit), 4 (miss); A's save 4 + 1 (moved >3") fails.
    const { engine, world, log } = forcedWorld(setupOf([a, b]), [5, 4, 4], [idle, snapper]);
    world.gPoints[1] = 1;
    world.movedHalf[0] = 8;
    phases(engine).snapfires(0);
    expect(world.htk[0]).toBe(1);
    expect(world.gPoints[1]).toBe(0);
    expect(world.fired[1]).toBe(1);
    expect(so(world, S_SNAPFIRES)).toBe(1);
    expect(so(world, S_CP_SNAPFIRE)).toBe(1);
    expect(log.some((l) => /B snapfires 2 dice at A .*modifier \+1/.test(l))).toBe(true);
  });
  it('no snapfire at a figure seen at the start of the turn, without a point, or when pinned', () => {
    for (const change of ['seen', 'points', 'pinned'] as const) {
      const { engine, world, stream } = forcedWorld(setupOf([a, b]), [], [idle, snapper]);
      world.gPoints[1] = change === 'points' ? 0 : 1;
      if (change === 'seen') {
        // Both up where they stand at the start of the turn, on a clear line: B saw A then.
        world.cellAtStart.set(world.cell);
        world.upAtStart.fill(1);
      }
      if (change === 'pinned') world.pinned[1] = 1;
      phases(engine).snapfires(0);
      expect(stream.draws, change).toBe(0);
      expect(world.fired[1], change).toBe(0);
    }
  });
});

describe('Draw! ("the fastest gets to roll his combat dice first, and if he kills his opponent receives no fire in return")', () => {
  const fast: Fig = { name: 'Fast', at: [5, 5], ranged: 2, speed: 3, htk: 1, drawn: false };
  const slow: Fig = { name: 'Slow', side: 'B', at: [10, 5], ranged: 2, speed: 0, htk: 1, drawn: false };

  it('the faster kills: no fire in return', () => {
    // Draw! 3 + 3 = 6 against 4 + 0 = 4. Fast at 5" (long): +2 +1 +1 = +4: die 2 hits, save 3 fails: dead.
    const { engine, world, stream, log } = forcedWorld(setupOf([fast, slow]), [3, 4, 2, 3], [fireAt(1, 1), fireAt(0, 1)]);
    phases(engine).rangedPhase();
    expect(world.status[1]).toBe(2);
    expect(world.status[0]).toBe(0);
    expect(stream.draws).toBe(4);
    expect(log.some((l) => /Slow fires/.test(l))).toBe(false);
    expect(so(world, S_DRAWS)).toBe(1);
    expect(so(world, S_DRAW_FASTER_KILLED)).toBe(1);
    expect(world.acc[A_EXCHANGES]).toBe(1);
    expect(world.acc[A_FASTEST_STANDING]).toBe(1);
    expect(world.holstered[0]).toBe(0);
  });
  it('the faster misses: the other fires back', () => {
    // Draw! Slow faster (1 + 3 = 4 against 6 + 0 = 6... no: Fast 1 + 3 = 4, Slow 6 + 0 = 6): Slow misses twice (1, 1); Fast fires back: 2 hits, save 1 fails.
    const { engine, world, log } = forcedWorld(setupOf([fast, slow]), [1, 6, 1, 1, 3, 1], [fireAt(1, 1), fireAt(0, 1)]);
    phases(engine).rangedPhase();
    expect(log.some((l) => /Slow is faster/.test(l))).toBe(true);
    expect(world.status[1]).toBe(2);
    expect(world.status[0]).toBe(0);
    expect(so(world, S_DRAW_FASTER_KILLED)).toBe(0);
    expect(world.acc[A_FASTEST_STANDING]).toBe(0);
  });
  it('equal totals fire together: both may die', () => {
    // 3 + 3 = 6 and 6 + 0 = 6. Fast: die 2 hits, save 2 fails (queued); 1 misses. Slow: 3 hits, save 1 fails; 1 misses.
    const { engine, world } = forcedWorld(setupOf([fast, slow]), [3, 6, 2, 2, 1, 3, 1, 1], [fireAt(1, 1), fireAt(0, 1)]);
    phases(engine).rangedPhase();
    expect(world.status[0]).toBe(2);
    expect(world.status[1]).toBe(2);
    expect(so(world, S_DRAW_TIES)).toBe(1);
    expect(world.acc[A_EXCHANGES]).toBe(0);
  });
  it('no Draw! unless both ask it and both revolvers are holstered: they fire together', () => {
    const { engine, world } = forcedWorld(setupOf([fast, slow]), [1, 1, 1, 1], [fireAt(1, 1), fireAt(0, 0)]);
    phases(engine).rangedPhase();
    expect(so(world, S_DRAWS)).toBe(0);
    const drawn = forcedWorld(setupOf([{ ...fast, drawn: true }, slow]), [1, 1, 1, 1], [fireAt(1, 1), fireAt(0, 1)]);
    phases(drawn.engine).rangedPhase();
    expect(so(drawn.world, S_DRAWS)).toBe(0);
  });
});

describe('close combat (4. Close Combat: within 2", dice + Close, 6 or more hits, natural 1s miss)', () => {
  const knifer: Fig = { name: 'Knifer', at: [5, 5], close: 2, weapons: ['colt-revolver', 'bowie-knife'] };
  const victim: Fig = { name: 'Victim', side: 'B', at: [7, 5], close: 0, htk: 1 };

  it('engages only within 2" (inclusive), and not when pinned', () => {
    const { world } = forcedWorld(setupOf([knifer, victim]), []);
    expect(withinCloseRange(world, 0, 1)).toBe(true);
    world.pinned[0] = 1;
    expect(engage(world, 0, 1)).toBe(false);
    world.pinned[0] = 0;
    expect(engage(world, 0, 1)).toBe(true);
    const far = forcedWorld(setupOf([knifer, { ...victim, at: [8, 5] }]), []).world;
    expect(engage(far, 0, 1)).toBe(false);
  });
  it('both fight: the attacked fights back, the hits land together', () => {
    // Knifer: Bowie knife 2 dice + 2: 4 hits (6), save 3 fails; 1 misses. Victim: fists 1 die + 0: 6 hits, save 2 fails.
    const { world, log } = forcedWorld(setupOf([{ ...knifer, htk: 1 }, victim]), [4, 3, 1, 6, 2]);
    engage(world, 0, 1);
    closeCombatPhase(world);
    expect(world.status[1]).toBe(2);
    expect(world.status[0]).toBe(2);
    expect(so(world, S_CLOSE_ROUNDS)).toBe(2);
    expect(world.brawlRounds[0]).toBe(1);
    expect(world.brawlDamage[0]).toBe(1);
    expect(log.some((l) => /Knifer fights Victim: 2 dice \+ Close 2/.test(l))).toBe(true);
    expect(log.some((l) => /Victim fights Knifer: 1 die \+ Close 0/.test(l))).toBe(true);
  });
  it('a natural 1 misses however good the Close factor', () => {
    const { world } = forcedWorld(setupOf([{ ...knifer, close: 6 }, victim]), [1, 1, 1]);
    engage(world, 0, 1);
    closeCombatPhase(world);
    expect(world.status[1]).toBe(0);
  });
  it('a man on foot engaged by a mounted man who survives tests his courage; failing, he must move away', () => {
    const rider: Fig = { ...knifer, mounted: true };
    const { world } = forcedWorld(setupOf([rider, { ...victim, htk: 3 }]), [1, 1, 1, 2]);
    engage(world, 0, 1);
    closeCombatPhase(world);
    expect(so(world, S_STAND_TESTS)).toBe(1);
    expect(world.mustWithdraw[1]).toBe(1);
  });
  it('a man on foot going to engage a mounted man in the open tests first; failing, he stays', () => {
    const rider: Fig = { name: 'Rider', side: 'B', at: [12, 5], mounted: true };
    const { engine, world, log } = forcedWorld(setupOf([knifer, rider]), [2], [closeWith(1), idle]);
    world.gPoints[0] = 3;
    phases(engine).groupMove(0);
    expect(so(world, S_ENGAGE_TESTS)).toBe(1);
    expect(world.cell[0]).toBe(cellOf(world, 5, 5));
    expect(world.gPoints[0]).toBe(3);
    expect(log).toContain('    Knifer stays at a firing distance');
  });
});
