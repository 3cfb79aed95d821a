/**
 * The eighteenth audit's fixes (letter b: REEL 4, SHOOTING AND WEAPONS OF THE OLD WEST, and the
 * SHOOTOUTS duel), on forced dice:
 * 1. a drawer whose target backs off 4 paces on "Responding to an opponent drawing" ("Time to get
 *    out 'a Town! You panic and back off 4 paces", REEL 4, SHOOTOUTS) shoots only if the target is
 *    still within twice his weapon's effective range ("Players can choose to shoot up to twice the
 *    effective range", WEAPONS TABLE; shooting.ts `shootAction`; RULINGS.md QR-234): the engine
 *    fired his revolver at 25 to 27 paces, past its 24.
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { QUICK_DRAW_HOOK } from '@deadeye/agents';
import { ACT_FIRE, ACT_NONE, type SkirmishAgent } from '@deadeye/core';
import { BLACK_JOKER, RED_JOKER } from '../src/skirmish/world.ts';
import { duelSetup, forcedWorld, lineOf, shuffleDice } from './qd-helpers.ts';

const MINOR = 'TYPE=minor PERSONALITY=ordinary WPN=cartridge-revolver';
/** Plenty of 7s after the dice a test cares about (a 7 neither fails nor is special). */
const PAD = Array.from({ length: 60 }, () => 7);

/** Does nothing on his cards; his order to respond to an opponent drawing is the Quick on the Draw hook's. */
const standsAndResponds: SkirmishAgent = (o, s, out) => {
  out.action = ACT_NONE;
  QUICK_DRAW_HOOK.settle(o, out, s);
};
/** Draws and shoots at the other duelist. */
const fires: SkirmishAgent = (o, _s, out) => {
  out.action = ACT_FIRE;
  out.target = 1 - o.self;
};

/**
 * A SHOOTOUTS duel of two Minor men with cartridge revolvers (12 paces, 24 at most) `range` paces
 * apart; the pack turned B, A, red, black. B draws and shoots: 6 (5-9, hasty); A responds: 3 ("Time
 * to get out 'a Town!": backs off 4 paces, west and into the corner); then B's shot, if any (2D10
 * take the worst, a long shot: 3 and 7). The log of the phase.
 */
function backsOff(range: number): string[] {
  const setup = duelSetup(`${MINOR} NAME=A`, `${MINOR} NAME=B`, range);
  const shuffle = shuffleDice([0, 1, RED_JOKER, BLACK_JOKER], [1, 0, RED_JOKER, BLACK_JOKER]);
  const { engine, world } = forcedWorld(setup, [standsAndResponds, fires], [...shuffle, 6, 3, 3, 7, ...PAD]);
  world.log = [];
  engine.playTrial();
  return world.log;
}

describe('1. the drawer shoots only at a target still in reach after his response (QR-234)', () => {
  it('22 paces: A backs off to 25 paces, past twice the revolver\'s 12: B has drawn and does not shoot', () => {
    const log = backsOff(22);
    const back = lineOf(log, /A panics and backs off 4 paces/);
    expect(back).toBeGreaterThan(lineOf(log, /B draws and shoots: rolls 6/));
    expect(lineOf(log, /B fires his Cartridge revolver at A/)).toBe(-1);
    expect(log[back + 1]).toBe('    B has drawn: A is out of his reach now, no shot (QR-234)');
  });

  it('24 paces: A backs off to 27 paces: no shot either', () => {
    const log = backsOff(24);
    expect(lineOf(log, /A panics and backs off 4 paces/)).toBeGreaterThan(-1);
    expect(lineOf(log, /B fires/)).toBe(-1);
  });

  it('control: 15 paces, A backs off to 18 paces, within 24: B fires at him there, a hasty long shot', () => {
    const log = backsOff(15);
    const back = lineOf(log, /A panics and backs off 4 paces/);
    expect(back).toBeGreaterThan(-1);
    expect(log[back + 1]).toMatch(/^ {4}B fires his Cartridge revolver at A \(hasty shot, 18\.\d paces, a long shot\)$/);
  });
});
