/**
 * The eighteenth audit's fixes (letter b: REEL 4, SHOOTING AND WEAPONS OF THE OLD WEST, and the
 * SHOOTOUTS duel), on forced dice:
 * 1. a drawer whose target backs off 4 paces on "Responding to an opponent drawing" ("Time to get
 *    out 'a Town! You panic and back off 4 paces", REEL 4, SHOOTOUTS) shoots only if the target is
 *    still within twice his weapon's effective range ("Players can choose to shoot up to twice the
 *    effective range", WEAPONS TABLE; shootouts.ts `shootAction`; RULINGS.md QR-234): the engine
 *    fired his revolver at 25 to 27 paces, past its 24.
 * 2. BOOT HILL's double action revolvers (DAR6, DAR5) are cast as the cartridge row's double action
 *    pistol (`double-action-revolver`), not the single action Colt (character/convert.ts; RULINGS.md
 *    QR-C8, QR-235): "Fanning – this is only possible with a single action revolver" (REEL 4, TYPES
 *    OF SHOOTING), and "If a double action pistol or fanning reroll it jams" (SHOOTING – TRYING TO
 *    HIT, 1). Cast as the single action revolver, a DAR6 fanned and never jammed on its 1.
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { QUICK_DRAW_HOOK } from '@deadeye/agents';
import { ACT_FIRE, ACT_NONE, parseScenario, SHOT_FANNING, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { convertWeaponCode, type QdSetup } from '../src/index.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { BLACK_JOKER, RED_JOKER } from '../src/skirmish/world.ts';
import { duelSetup, forcedWorld, lineOf, locatedWorld, shuffleDice } from './qd-helpers.ts';

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

/**
 * A, the roster's Cowboy (cast as a Supporting man: 1D10) carrying the BOOT HILL revolver `code`,
 * converted (QR-C8), 5 paces from B; A asks to fan at B on the forced dice `values`, then 7s. The
 * world, its log kept.
 */
function fansWith(code: string, values: readonly number[]) {
  const scenario = parseScenario(
    `name: Double action
map: { width: 12, height: 3 }
sides:
  - { name: A }
  - { name: B }
characters:
  - { name: A, side: A, position: [0, 1], facing: E, roster: Cowboy, weapons: [{ code: ${code} }], agent: { doctrine: standing } }
  - { name: B, side: B, position: [5, 1], facing: W, roster: Cowboy, weapons: [{ code: SAR6 }], agent: { doctrine: standing } }
`,
    'double-action.yaml',
  );
  const setup = compileScenario(getSystem('quickdraw'), scenario, {}) as QdSetup;
  const { world } = locatedWorld(setup, [...values, ...PAD]);
  fire(world, 0, 1, SHOT_FANNING, 0, false);
  return world;
}

describe("2. BOOT HILL's double action revolver is the double action pistol (QR-C8, QR-235)", () => {
  it('DAR6 and DAR5 convert to double-action-revolver; SAR6 and FDR6 stay the single action cartridge revolver', () => {
    expect(convertWeaponCode('DAR6')).toBe('double-action-revolver');
    expect(convertWeaponCode('DAR5')).toBe('double-action-revolver');
    expect(convertWeaponCode('SAR6')).toBe('cartridge-revolver');
    expect(convertWeaponCode('FDR6')).toBe('cartridge-revolver');
  });

  it('a DAR6 cannot be fanned: the shot asked fanned is deliberate, 1D10; its 1 is rerolled, a second 1 jams it', () => {
    const world = fansWith('DAR6', [1, 1]);
    const log = world.log!;
    expect(log[0]).toBe('    A fires his Double action revolver at B (deliberate shot, 5.0 paces)');
    expect(lineOf(log, /the 1 is rerolled for a double action pistol: 1, the Double action revolver jams/)).toBeGreaterThan(0);
    expect(world.jammed[world.inHand[0]!]).toBe(1);
  });

  it('control: a SAR6 within 6 paces is fanned (2D10, both can score for a Supporting man)', () => {
    const world = fansWith('SAR6', [6, 7]);
    expect(world.log![0]).toBe('    A fires his Cartridge revolver at B (fanning shot, 5.0 paces)');
    expect(lineOf(world.log!, /A rolls 2D10 \(each scores\): 6, 7/)).toBeGreaterThan(0);
  });
});
