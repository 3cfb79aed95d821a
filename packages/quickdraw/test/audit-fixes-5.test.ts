/**
 * The fifth audit's fixes of REEL 3 and REEL 4, on forced dice:
 * - a defender who answers an attack with a hasty shot draws his gun and keeps it drawn (REEL 5,
 *   DEFENDING: "Make a hasty shot if armed with a missile weapon"; REEL 4, "draws and fires";
 *   RULINGS.md QR-23): his next card's shot is a plain Wanting to Shoot, not the drawing chart;
 * - a charge is a move (QR-168): after an earlier move in the phase its Wanting to Attack test is
 *   on reduced dice ("a second or subsequent turn", REEL 3), and it counts as a move for the next;
 * - a courage test's 10 ("shoot at the enemy", REEL 3) draws and fires a holstered gun as on a
 *   draw of 5-9: a hasty shot unless Quick Draw (QR-131).
 * The REEL 1, 5 and 6 fixes are in audit-fixes-5b.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { BLOW_STANDARD, DEFEND_HASTY_SHOT, SHOT_AUTO } from '@deadeye/core';
import { courageTest } from '../src/skirmish/effects.ts';
import { attackAction, strike } from '../src/skirmish/fighting.ts';
import { shootAction } from '../src/skirmish/shootouts.ts';
import type { QdEngine } from '../src/skirmish/engine.ts';
import { lineOf, versusWorld } from './qd-helpers.ts';

/** The engine's free actions (a courage test's 10) played now. */
function playFreeActions(engine: QdEngine): void {
  (engine as unknown as { freeActions(): void }).freeActions();
}

describe('a hasty-shot response draws the gun, and it stays drawn (QR-23)', () => {
  it('B, holstered, answers A\'s knife with a hasty shot; his next card\'s shot is a Wanting to Shoot test', () => {
    // B's response test 6; his shot's die 3 (a miss); A's blow 3 (a miss).
    const { world } = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=knife', [6, 3, 3], 1);
    world.inHand[0] = 0;
    world.drawn[0] = 1;
    world.defenceOrder[1] = DEFEND_HASTY_SHOT;
    world.toCome[1] = 2;
    expect(world.drawn[1]).toBe(0);
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, true);
    const log = world.log!;
    expect(lineOf(log, /B responds to the attack: rolls 6/)).toBeGreaterThan(-1);
    expect(lineOf(log, /B fires his Cartridge revolver at A \(hasty shot/)).toBeGreaterThan(-1);
    expect(world.drawn[1]).toBe(1);
    log.length = 0;
    shootAction(world, 1, 0, SHOT_AUTO, 0, false);
    expect(lineOf(log, /B wants to shoot/)).toBeGreaterThan(-1);
    expect(lineOf(log, /draws and shoots/)).toBe(-1);
  });
});

describe('a charge is a move (QR-168)', () => {
  it('after a move in the phase, a Main Character\'s charge is tested on reduced dice (1D10), and fails on the 3', () => {
    // Full dice (2D10 best) would read 9; reduced (1D10) reads the 3.
    const { world } = versusWorld('TYPE=main PERSONALITY=ordinary WPN=knife', [3, 9], 4);
    world.inHand[0] = 0;
    world.drawn[0] = 1;
    world.movesThisPhase[0] = 1;
    const from = world.cell[0];
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log!, /A wants to attack: rolls 3/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /They look Tough! A hesitates/)).toBeGreaterThan(-1);
    expect(world.cell[0]).toBe(from);
    expect(world.movesThisPhase[0]).toBe(2);
  });
  it('his first move of the phase is tested on full dice, and counts: the next move is a second one', () => {
    const { world } = versusWorld('TYPE=main PERSONALITY=ordinary WPN=knife', [3, 9], 4);
    world.inHand[0] = 0;
    world.drawn[0] = 1;
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log!, /A wants to attack: rolls 9/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /A charges/)).toBeGreaterThan(-1);
    expect(world.movesThisPhase[0]).toBe(1);
  });
  it('an attack on a man already in contact is no move', () => {
    const { world } = versusWorld('TYPE=main PERSONALITY=ordinary WPN=knife', [3, 9], 1);
    world.inHand[0] = 0;
    world.drawn[0] = 1;
    world.movesThisPhase[0] = 1;
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log!, /A wants to attack: rolls 9/)).toBeGreaterThan(-1);
    expect(world.movesThisPhase[0]).toBe(1);
  });
});

describe('a courage test of 10 draws and shoots a holstered gun (QR-131)', () => {
  it('B, holstered, rolls 10 on his courage test and fires at A, a hasty shot (he has no Quick Draw)', () => {
    // B's courage test 10; then his shot's die 8.
    const { engine, world } = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver', [10, 8], 5);
    expect(world.drawn[1]).toBe(0);
    courageTest(world, 1, 0);
    playFreeActions(engine);
    const log = world.log!;
    expect(lineOf(log, /B takes a courage test: rolls 10/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Totally Unaffected! B shoots back/)).toBeGreaterThan(-1);
    expect(lineOf(log, /B fires his Cartridge revolver at A \(hasty shot/)).toBeGreaterThan(-1);
    expect(world.drawn[1]).toBe(1);
  });
  it('with his gun drawn he fires it as before, not hasty', () => {
    const { engine, world } = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver', [10, 8], 5);
    world.drawn[1] = 1;
    world.inHand[1] = 0;
    courageTest(world, 1, 0);
    playFreeActions(engine);
    expect(lineOf(world.log!, /B fires his Cartridge revolver at A \(deliberate shot/)).toBeGreaterThan(-1);
  });
});
