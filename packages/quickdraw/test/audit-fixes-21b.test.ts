/**
 * The twenty-first audit, helper b: two reading questions, on forced dice. Neither found the
 * engine wrong; these tests pin what it does (they pass on the code before the audit and after).
 * 1. A courage test owed for first sighting a Fearsome enemy (REEL 2, PERSONALITY, Fearsome:
 *    "Opponents take a Courage Test on first sighting or if they charge or are charged by such a
 *    character"), taken at the man's next card (`pendingCourage`, RULINGS.md QR-12), is taken
 *    though the enemy is down by then (dead, out of the action, fled): the test is the sighting's,
 *    which on the table is taken at once, while he is up (RULINGS.md QR-265). A first sighting
 *    made when he is already down gives it as well (QR-265's doubtful case).
 * 2. The late answer to a draw (shootouts.ts `answerLate`) notes the drawer as the duel's first
 *    shot (`noteDuelFirst`) before the answerer fires. That note keeps something only in the duel
 *    (`duelFirst`), where a late answer always follows the drawer's own shot, already noted; in a
 *    face off where the drawer never fires (broken by a Quick Draw's shot first) the results' first
 *    man to draw and shoot (`firstDrawer`, noted by `noteDrawAndShot`) is a man who fired, never
 *    the drawer (RULINGS.md QR-192, amended after the twenty-first audit).
 */
import { describe, expect, it } from 'vitest';
import { PHASE_MOVE, SHOT_AUTO, STATUS_DEAD, STATUS_FLED, STATUS_UNCONSCIOUS, STATUS_UP } from '@deadeye/core';
import { shootAction } from '../src/skirmish/shootouts.ts';
import { goOut } from '../src/skirmish/world.ts';
import { drawOn, wolfWorld } from './beast-helpers.ts';
import { lineOf, versusWorld, xOf } from './qd-helpers.ts';

/** beast-helpers' wolf world (Jed at 10,10, the wolf at 16,10, awake), everyone seen and located, Jed's first die a 1. */
function wolfWorld1() {
  const r = wolfWorld([1]);
  r.world.seen.fill(1);
  r.world.located.fill(1);
  return r;
}

/** The number of Jed's courage tests in the log. */
function jedTests(log: readonly string[]): number {
  return log.filter((l) => /Jed takes a courage test/.test(l)).length;
}

describe('1. a first-sighting test owed is taken though the Fearsome enemy is down by his card (QR-265)', () => {
  for (const [status, word] of [
    [STATUS_DEAD, 'dead'],
    [STATUS_UNCONSCIOUS, 'out of the action'],
    [STATUS_FLED, 'fled'],
  ] as const) {
    it(`in sight at the start, the wolf ${word} before Jed's first card: the test at his card, a 1 and he flees away from where it was`, () => {
      const { engine, world } = wolfWorld1();
      // As playTrial leaves it for a Fearsome enemy in sight at the start (engine.ts, QR-12).
      world.pendingCourage[0] = 1;
      goOut(world, 1, status);
      engine.playCard(0);
      const log = world.log!;
      expect(jedTests(log)).toBe(1);
      expect(lineOf(log, /Jed takes a courage test: rolls 1/)).toBeGreaterThan(-1);
      expect(world.broken[0]).toBe(1);
      // The wolf was at (16,10), east of him: he flees west.
      expect(xOf(world, 0)).toBeLessThan(10);
      expect(world.pendingCourage[0]).toBe(-1);
    });
  }

  it('first seen after the start (at a look of his on turn 1, the wolf up), shot dead before his card: the test at his card', () => {
    const { engine, world } = wolfWorld1();
    world.turn = 1;
    // Jed has not seen the wolf yet.
    world.seen[0 * world.n + 1] = 0;
    engine.observe(0, PHASE_MOVE);
    expect(world.pendingCourage[0]).toBe(1);
    goOut(world, 1, STATUS_DEAD);
    engine.playCard(0);
    expect(jedTests(world.log!)).toBe(1);
    expect(world.broken[0]).toBe(1);
  });

  it('doubtful case: first seen already dead (his first look at it on turn 1 comes after its fall): the test is taken too', () => {
    const { engine, world } = wolfWorld1();
    world.turn = 1;
    // Jed has not seen the wolf yet.
    world.seen[0 * world.n + 1] = 0;
    goOut(world, 1, STATUS_DEAD);
    engine.playCard(0);
    expect(world.seen[0 * world.n + 1]).toBe(1);
    expect(jedTests(world.log!)).toBe(1);
  });

  it('control: the wolf still up at his card: the test, as before', () => {
    const { engine, world } = wolfWorld1();
    world.pendingCourage[0] = 1;
    engine.playCard(0);
    expect(world.status[1]).toBe(STATUS_UP);
    expect(jedTests(world.log!)).toBe(1);
    expect(world.broken[0]).toBe(1);
  });
});

const QD = '{ type: supporting, personality: ordinary, skills: [quick-draw], weapons: [cartridge-revolver] }';

describe('2. the first shot when the drawer answered late never fires, or fires first (QR-192)', () => {
  it('the duel: A draws and shoots (7), B answers after him (7): A\'s shot is the first, noted before B\'s late one', () => {
    const { world } = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver', [7, 7, 3, 3], 8);
    expect(world.setup.duel).toBe(1);
    world.drawn.fill(0);
    world.respondOrder[1] = 1;
    world.toCome[1] = 1;
    shootAction(world, 0, 1, SHOT_AUTO, 0, false);
    const log = world.log!;
    expect(lineOf(log, /A fires his Cartridge revolver at B/)).toBeLessThan(lineOf(log, /B fires his Cartridge revolver at A/));
    expect(lineOf(log, /A fires/)).toBeGreaterThan(-1);
    expect(world.duelFirst).toBe(0);
    expect(world.firstDrawer).toBe(0);
  });

  it('the duel: A Slow on the Draw (3), B answers (7) and fires: B is the first, A never fired', () => {
    const { world } = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver', [3, 7, 3], 8);
    world.drawn.fill(0);
    world.respondOrder[1] = 1;
    world.toCome[1] = 1;
    shootAction(world, 0, 1, SHOT_AUTO, 0, false);
    expect(lineOf(world.log!, /A fires/)).toBe(-1);
    expect(lineOf(world.log!, /B fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
    expect(world.duelFirst).toBe(1);
    expect(world.firstDrawer).toBe(1);
  });

  it('face off: A draws (7), B answers after him (7), C, a Quick Draw with his gun out, shoots first and breaks A (courage 1): A never fires; B\'s late shot makes B the first to draw and shoot', () => {
    // A's draw 7, B's answer 7, C's answer 7, C's hit 7, A's effect 5 (a card), A's courage 1.
    const { log, world } = drawOn([7, 7, 7, 7, 5, 1], { cQd: QD, prep: (w) => void (w.drawn[2] = 1) });
    expect(world.broken[0]).toBe(1);
    expect(lineOf(log, /A fires/)).toBe(-1);
    expect(lineOf(log, /B fires his Cartridge revolver at A/)).toBeGreaterThan(lineOf(log, /C fires his Cartridge revolver at A/));
    expect(world.firstDrawer).toBe(1);
    // Not a duel: noteDuelFirst keeps nothing.
    expect(world.duelFirst).toBe(-1);
  });

  it('control: the same with C\'s gun holstered: C drew to answer and fired first, the first to draw and shoot', () => {
    const { log, world } = drawOn([7, 7, 7, 7, 5, 1], { cQd: QD });
    expect(world.broken[0]).toBe(1);
    expect(lineOf(log, /A fires/)).toBe(-1);
    expect(world.firstDrawer).toBe(2);
  });
});
