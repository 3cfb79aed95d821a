/**
 * The twentieth audit's first helper (20a): who answers a man drawing his weapon (REEL 4,
 * SHOOTOUTS: "A character who is holding or responding to an opponent drawing his weapon, if he
 * has cards remaining, can choose to respond to the action"), on forced dice.
 * 1. A man ducked down helpless ("Let's get out of here! ... If already in cover duck down and will
 *    not even defend self if attacked in close combat", REEL 3, COURAGE TEST, 1) answers no draw,
 *    and responds from his hold to no opportunity, until his next card: shootouts.ts
 *    `respondToDraw`, responses.ts `opportunities`; RULINGS.md QR-254 (QR-113 amended). Before, he
 *    tested, gave up his card or his hold, and drew and shot.
 * 2. A man who answered a draw to shoot after the drawer (the chart's 5-9 without Quick Draw) and
 *    whom the drawer's hit sends back out of his reach on his courage test fires no shot (QR-234):
 *    the replay now says so ("B answered: A is out of his reach now, no shot (QR-234)", shootouts.ts
 *    `answerLate`), as it does for the drawer; before, his "responds ... rolls 7" was followed by
 *    nothing.
 * 3. A weapon declared drawn (`ACT_DRAW`) that is already in one of his hands, drawn, is not drawn
 *    again (acting.ts `draw`): a two-gun man's other-hand gun, or his gun-hand gun while he shoots
 *    the other. Before, the replay said he drew both, `takeInHand` put the gun hand's back in use
 *    (and `settleHands` turned him to the other again, "from his wrong hand"), and under
 *    `+plain-draws-answered` his enemies answered the draw that was none (QR-253: "A weapon already
 *    drawn and in hand is not drawn again, and is nothing to answer").
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { ACT_DRAW, ACT_FIRE, ACT_NONE, SHOT_DELIBERATE, type SkirmishAgent } from '@deadeye/core';
import { parseQdVariant } from '../src/index.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { DUCK_DOWN, DUCK_HELPLESS } from '../src/skirmish/world.ts';
import { arena, drawOn, SUPPORTING_GUN } from './beast-helpers.ts';
import { duelSetup, forcedWorld, idleAgent, lineOf, locatedWorld, VERSUS_TARGET } from './qd-helpers.ts';

/** Plenty of 7s after the dice a test cares about (a 7 neither fails nor is special). */
const PAD = Array<number>(60).fill(7);
const idle: SkirmishAgent = (_o, _s, out) => {
  out.action = ACT_NONE;
};
/** Shoots at A (index 0) whenever asked. */
const firesAtA: SkirmishAgent = (_o, _s, out) => {
  out.action = ACT_FIRE;
  out.target = 0;
};


describe('1. a man ducked down helpless answers no draw and responds from no hold (QR-254)', () => {
  it('C ducked down helpless: no response to A\'s draw, his card kept, his gun holstered, no shot; B answers as before', () => {
    const { log, world } = drawOn([], {
      prep: (w) => {
        w.ducked[2] = DUCK_HELPLESS;
      },
    });
    expect(lineOf(log, /B responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C responds/)).toBe(-1);
    expect(lineOf(log, /C fires/)).toBe(-1);
    expect(lineOf(log, /C has ducked down and will not even defend himself: he does not answer A/)).toBeGreaterThan(-1);
    expect(world.void[2]).toBe(0);
    expect(world.drawn[2]).toBe(0);
  });

  it('B, the man drawn on, ducked down helpless: he does not answer; A fires at him; C answers', () => {
    const { log, world } = drawOn([], {
      prep: (w) => {
        w.ducked[1] = DUCK_HELPLESS;
      },
    });
    expect(lineOf(log, /B responds/)).toBe(-1);
    expect(lineOf(log, /B fires/)).toBe(-1);
    expect(world.void[1]).toBe(0);
    expect(lineOf(log, /A fires his Cartridge revolver at B/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
  });

  it('A slow on the draw (3), C ducked down helpless and holding: he does not answer, and holds still', () => {
    const { log, world } = drawOn([3], {
      prep: (w) => {
        w.ducked[2] = DUCK_HELPLESS;
        w.holding[2] = 1;
        w.respondOrder[2] = 0;
      },
    });
    expect(lineOf(log, /Slow on the Draw! A draws but does not shoot/)).toBeGreaterThan(-1);
    expect(lineOf(log, /B fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C responds/)).toBe(-1);
    expect(world.holding[2]).toBe(1);
  });

  it('control: C merely ducked down (a 2-4) answers as before', () => {
    const { log, world } = drawOn([], {
      prep: (w) => {
        w.ducked[2] = DUCK_DOWN;
      },
    });
    expect(lineOf(log, /C responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
    expect(world.void[2]).toBe(1);
  });

  /** A walks 3 spaces east toward H (Beasts, holding, at 20,10); H's agent would shoot at him. `ducked` H's state. */
  function walksPastHolder(ducked: number) {
    const setup = arena([
      { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10] },
      { name: 'H', qd: SUPPORTING_GUN, side: 'Beasts', at: [20, 10], facing: 'W', drawn: true },
    ]);
    const walker: SkirmishAgent = (o, _s, out) => {
      out.moveTo = o.cell[0]! + 3;
      out.rate = 3; // QD_RATE_FULL
      out.action = ACT_NONE;
    };
    const { engine, world } = locatedWorld(setup, PAD, [walker, firesAtA]);
    world.toCome[0] = 1;
    world.holding[1] = 1;
    world.ducked[1] = ducked;
    engine.playCard(0);
    return { log: world.log!, world };
  }

  it('H holding, ducked down helpless: A walks in and H does not respond from his hold, which he keeps', () => {
    const { log, world } = walksPastHolder(DUCK_HELPLESS);
    expect(lineOf(log, /A moves/)).toBeGreaterThan(-1);
    expect(lineOf(log, /H responds/)).toBe(-1);
    expect(lineOf(log, /H fires/)).toBe(-1);
    expect(world.holding[1]).toBe(1);
  });

  it('control: H holding, merely ducked down, responds from his hold as before', () => {
    const { log } = walksPastHolder(DUCK_DOWN);
    expect(lineOf(log, /H responds from his hold/)).toBeGreaterThan(-1);
    expect(lineOf(log, /H fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
  });
});

/**
 * A (Men, at 10,10, a revolver) draws and shoots at B (Beasts, at `bx`,10, a derringer: effective
 * range 8 paces, reach 16), ordered to respond with a card to come. The dice: A's draw 7, B's
 * response 7, A's hit 7, B's effect roll 7 (a courage test), B's courage test 3 (he falls back a
 * move), then 7s.
 */
function drawOnDerringer(bx: number) {
  const setup = arena([
    { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10] },
    { name: 'B', qd: '{ type: supporting, personality: ordinary, weapons: [derringer] }', side: 'Beasts', at: [bx, 10], facing: 'W' },
  ]);
  const fires: SkirmishAgent = (_o, _s, out) => {
    out.action = ACT_FIRE;
    out.target = 1;
  };
  const { engine, world } = locatedWorld(setup, [7, 7, 7, 7, 3, ...PAD], [fires, idle]);
  world.toCome[0] = 1;
  world.toCome[1] = 1;
  world.respondOrder[1] = 1;
  world.drawn.fill(0);
  engine.playCard(0);
  return { log: world.log!, world };
}

describe('2. a responder sent out of his reach before his shot: the replay says so (QR-234)', () => {
  it('B (12 paces) answers 7, falls back past his derringer\'s 16 paces on A\'s hit: no shot, and the line that says why', () => {
    const { log } = drawOnDerringer(22);
    const back = lineOf(log, /B falls back/);
    expect(lineOf(log, /B responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
    expect(back).toBeGreaterThan(lineOf(log, /A fires his Cartridge revolver at B/));
    expect(lineOf(log, /B fires/)).toBe(-1);
    expect(lineOf(log, /B answered: A is out of his reach now, no shot \(QR-234\)/)).toBeGreaterThan(back);
  });

  it('control: B (10 paces) still has A in reach after falling back, and fires', () => {
    const { log } = drawOnDerringer(20);
    // Both barrels of his loaded derringer, as the doctrines would ask (QR-167 amended, 2026-12-04: one before).
    expect(lineOf(log, /B fires both barrels of his Derringer at A/)).toBeGreaterThan(lineOf(log, /B falls back/));
    expect(lineOf(log, /out of his reach now/)).toBe(-1);
  });
});

/**
 * A (Supporting, two revolvers carried one in each hand: `TWOGUNS=yes`, both out) declares a draw
 * of his weapon `w` (0 his gun hand's, 1 his other hand's) under `+plain-draws-answered`, B (5
 * paces) ordered to respond with a card to come. `emptied`: A's gun-hand revolver was emptied by
 * a 1 first, so he shoots the other, from his wrong hand. `drawn` false: both guns holstered
 * instead. The dice: that 1 if asked, then 7s.
 */
function redraw(w: number, emptied: boolean, variant = 'text+plain-draws-answered', drawn = true) {
  const drawIt: SkirmishAgent = (_o, _s, out) => {
    out.action = ACT_DRAW;
    out.weapon = w;
  };
  const setup = duelSetup('TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver,cartridge-revolver TWOGUNS=yes NAME=A', VERSUS_TARGET, 5, 5);
  const { engine, world } = forcedWorld({ ...setup, variant: parseQdVariant(variant) }, [drawIt, idleAgent], [...(emptied ? [1] : []), ...PAD]);
  world.seen.fill(1);
  world.located.fill(1);
  world.drawn[0] = drawn ? 1 : 0;
  world.log = [];
  world.toCome[0] = 1;
  world.toCome[1] = 1;
  world.respondOrder[1] = 1;
  if (emptied) fire(world, 0, 1, SHOT_DELIBERATE, 0, false);
  const from = world.log.length;
  engine.playCard(0);
  return { log: world.log.slice(from), world };
}

describe('3. a gun already in one of his hands is not drawn again (acting.ts draw; QR-253)', () => {
  it('both guns out, A declares a draw of his other hand\'s: nothing drawn, B does not answer', () => {
    const { log, world } = redraw(1, false);
    expect(lineOf(log, /A draws/)).toBe(-1);
    expect(lineOf(log, /A has his Cartridge revolver in hand already/)).toBeGreaterThan(-1);
    expect(lineOf(log, /B responds/)).toBe(-1);
    expect(world.void[1]).toBe(0);
    expect([world.inHand[0], world.offHand[0], world.wrongHand[0]]).toEqual([0, 1, 0]);
  });

  it('his gun hand\'s emptied, shooting the other from his wrong hand, A declares a draw of the empty one: he keeps shooting the other, no turn, no answer', () => {
    const { log, world } = redraw(0, true);
    expect(lineOf(log, /A draws/)).toBe(-1);
    expect(lineOf(log, /A turns to/)).toBe(-1);
    expect(lineOf(log, /B responds/)).toBe(-1);
    expect(world.void[1]).toBe(0);
    expect([world.inHand[0], world.offHand[0], world.wrongHand[0]]).toEqual([1, 0, 1]);
  });

  it('control: both guns holstered, the draw brings them out and B answers it under the switch', () => {
    const { log } = redraw(1, false, 'text+plain-draws-answered', false);
    expect(lineOf(log, /A draws his Cartridge revolver and his Cartridge revolver, one in each hand/)).toBeGreaterThan(-1);
    expect(lineOf(log, /B responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
  });
});
