/**
 * The twentieth audit's fourth helper (20d), on forced dice: simultaneous fire announced for a
 * drawer who then has no shot. A, a Quick Draw, draws and shoots at B on a 10 ("if you have the
 * Quick Draw trait you shoot first"); B, the man drawn on, answers first (QR-248) and backs off 4
 * paces out of A's reach (the chart's 2-4; QR-234); C, another enemy and a Quick Draw, answers on
 * a 7 ("if you have the Quick Draw trait you shoot first"). Before the fix C's answer was taken as
 * simultaneous with A's shot (shootouts.ts `othersAnswer` with the drawer shooting first): the
 * replay said "A and C both shoot first: simultaneous fire" and "A's courage test waits until his
 * simultaneous shot is fired", then "A has drawn: B is out of his reach now, no shot", and C, who
 * drew and fired, was not recorded as the first man to draw and shoot (`firstDrawer` stayed -1).
 * Now A's lack of a shot is known before the others answer (`shootAction`): they answer a draw that
 * does not shoot (QR-170), C's Quick Draw answer is a shot first, and he is the first drawer
 * (RULINGS.md QR-203 amended, QR-192). The first test fails on the code before the fix; the
 * controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { drawOn, SUPPORTING_GUN } from './beast-helpers.ts';
import { lineOf } from './qd-helpers.ts';

const QD = '{ type: supporting, personality: ordinary, skills: [quick-draw], weapons: [cartridge-revolver] }';

/**
 * A (Men, a Quick Draw unless `aQd` says otherwise, at 5,10) draws and shoots at B (Beasts, a
 * Supporting gunman, at `bx`,10); C (Beasts, `cQd`, at 9,14) sees him draw. Guns holstered, B and
 * C ordered to respond, everyone a card to come. Cartridge revolvers reach 24 paces: B at 28 backs
 * off 4 paces to (30,8), out of A's reach; at 25, to (27,8), still in it. The dice `values`
 * (A's draw, B's response, C's response), then 7s.
 */
function faceOff(values: readonly number[], bx: number, cQd = QD, variant = 'text', aQd = QD) {
  return drawOn(values, { aAt: [5, 10], bAt: [bx, 10], cAt: [9, 14], cQd, aQd, variant });
}

describe('a drawer left without a shot by his target\'s back off fires nothing simultaneous (QR-203, QR-234, QR-192)', () => {
  it('A (Quick Draw, 10) at B, B backs off out of reach (3), C (Quick Draw, 7): C shoots first, no simultaneous fire; C is the first drawer', () => {
    const { log, world } = faceOff([10, 3, 7], 28);
    expect.soft(lineOf(log, /both shoot first/)).toBe(-1);
    expect.soft(lineOf(log, /waits until his simultaneous shot is fired/)).toBe(-1);
    expect.soft(world.firstDrawer).toBe(2);
    expect(lineOf(log, /B panics and backs off 4 paces/)).toBeGreaterThan(-1);
    const noShot = lineOf(log, /A has drawn: B is out of his reach now, no shot \(QR-234\)/);
    expect(noShot).toBeGreaterThan(-1);
    // Said before C answers: A's shot is not coming.
    expect(noShot).toBeLessThan(lineOf(log, /C responds to an opponent drawing: rolls 7/));
    expect(lineOf(log, /C fires his Cartridge revolver at A \(deliberate shot/)).toBeGreaterThan(noShot);
    expect(lineOf(log, /A fires/)).toBe(-1);
    expect(lineOf(log, /A takes a courage test/)).toBeGreaterThan(lineOf(log, /C fires/));
    expect(world.courageDeferDepth).toBe(0);
    expect(world.courageHeldFor).toBe(-1);
    expect(world.drawn[0]).toBe(1);
  });

  it('control: B backs off but stays in reach (25): simultaneous fire as before, A fires after C and is the first drawer', () => {
    const { log, world } = faceOff([10, 3, 7], 25);
    const sim = lineOf(log, /A and C both shoot first: simultaneous fire/);
    expect(sim).toBeGreaterThan(-1);
    expect(lineOf(log, /A fires his Cartridge revolver at B/)).toBeGreaterThan(lineOf(log, /C fires his Cartridge revolver at A/));
    expect(lineOf(log, /A takes a courage test/)).toBeGreaterThan(lineOf(log, /A fires his Cartridge revolver at B/));
    expect(world.firstDrawer).toBe(0);
    expect(world.courageDeferDepth).toBe(0);
    expect(world.courageHeldFor).toBe(-1);
  });

  it('control: C not a Quick Draw (7): he answers A\'s draw and fires a hasty shot at him, the first drawer; A fires nothing', () => {
    const { log, world } = faceOff([10, 3, 7], 28, SUPPORTING_GUN);
    expect(lineOf(log, /both shoot first/)).toBe(-1);
    expect(lineOf(log, /C fires his Cartridge revolver at A \(hasty shot/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A fires/)).toBe(-1);
    expect(world.firstDrawer).toBe(2);
    expect(world.answersLate.every((x) => x === 0)).toBe(true);
  });

  it('control: A not a Quick Draw (7), B out of reach, C a Quick Draw (7): C shoots first, the first drawer', () => {
    const { log, world } = faceOff([7, 3, 7], 28, QD, 'text', SUPPORTING_GUN);
    expect(lineOf(log, /both shoot first/)).toBe(-1);
    expect(lineOf(log, /C fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A fires/)).toBe(-1);
    expect(world.firstDrawer).toBe(2);
  });

  it('control: under +target-answers-draw C does not answer; A has no shot, nobody fires', () => {
    const { log, world } = faceOff([10, 3, 7], 28, QD, 'text+target-answers-draw');
    expect(lineOf(log, /A has drawn: B is out of his reach now, no shot/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C responds/)).toBe(-1);
    expect(lineOf(log, /fires/)).toBe(-1);
    expect(world.firstDrawer).toBe(-1);
    expect(world.courageDeferDepth).toBe(0);
  });
});
