/**
 * The nineteenth audit's second helper (19b), two findings of an earlier audit, on forced dice:
 * 1. The break-off's 10: "Caught them Out! Successfully break off from the fight. May also attack
 *    the enemy before moving or move and shoot at them" (REEL 5, WANTING TO BREAK FROM A FIGHT).
 *    The choice is the agent's (`breakShot`, read from the card's move intent; the Quick on the
 *    Draw hook's `breakShotWanted`: a loaded firearm as the weapon he would shoot); the shot after
 *    the move is hasty ("If moved any shots are rated as Hasty", REEL 4, WANTING TO SHOOT).
 *    fighting.ts `breakOff`, acting.ts `cardMoveOrAction`; RULINGS.md QR-22. Before, a 10 always
 *    struck a blow and then moved.
 * 2. The break-off's 5-9 ("Evade then! ... may move up to the maximum distance away from the
 *    enemy") is the move alone: a card that declared a move with a shot while fighting moved and
 *    shot on any successful break-off (the move and shoot's test passed unrolled); a 10 struck,
 *    moved and shot. acting.ts `cardMoveOrAction`; RULINGS.md QR-22.
 * 3. Who answers a draw: "A character who is holding or responding to an opponent drawing his
 *    weapon, if he has cards remaining, can choose to respond to the action" (REEL 4, SHOOTOUTS):
 *    every enemy of the drawer who has him in reach, the man drawn on first (shooting.ts
 *    `shootAction`, `answerDraw`; RULINGS.md QR-248); only the man drawn on under
 *    `+target-answers-draw`, as before.
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { breakShotWanted, QUICK_DRAW_HOOK } from '@deadeye/agents';
import { ACT_FIRE, ACT_NONE, emptyIntent, PHASE_MOVE, QD_RATE_FULL, type SkirmishAgent } from '@deadeye/core';
import { arena, drawOn, SUPPORTING_GUN } from './beast-helpers.ts';
import { lineOf, locatedWorld } from './qd-helpers.ts';

/** Plenty of 7s after the dice a test cares about (a 7 neither fails nor is special). */
const PAD = Array<number>(60).fill(7);
const KNIFE = '{ type: supporting, personality: ordinary, weapons: [knife] }';
const idle: SkirmishAgent = (_o, _s, out) => {
  out.action = ACT_NONE;
};

/** Moves 6 spaces west on his card, asking `breakShot` as given (-1: the Quick on the Draw hook decides). */
function movesAway(breakShot: number): SkirmishAgent {
  return (o, s, out) => {
    out.moveTo = o.self === 0 ? o.cell[0]! - 6 : -1;
    out.rate = QD_RATE_FULL;
    out.action = ACT_NONE;
    if (breakShot >= 0) out.breakShot = breakShot;
    else QUICK_DRAW_HOOK.settle(o, out, s);
  };
}

/**
 * E (a Supporting man, his revolver drawn, or a knife: `qd`) fights K (a knife) beside him and
 * plays his card moving away: the break-off test rolls `breakRoll`, then 7s (the blow, or the shot,
 * and the effects). The log.
 */
function breaksOff(qd: string, agent: SkirmishAgent, breakRoll = 10) {
  const setup = arena([
    { name: 'E', qd, side: 'Men', at: [10, 10], drawn: true },
    { name: 'K', qd: KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
  ]);
  const { engine, world } = locatedWorld(setup, [breakRoll, ...PAD], [agent, idle]);
  world.toCome[0] = 1;
  world.engaged[0] = 1;
  world.engaged[1] = 0;
  engine.playCard(0);
  return { log: world.log!, world };
}

describe('1. the break-off\'s 10: a blow before moving, or move and shoot (QR-22)', () => {
  it('his agent asks to move and shoot: no blow; he moves away and fires a hasty shot at K', () => {
    const { log, world } = breaksOff(SUPPORTING_GUN, movesAway(1));
    expect(lineOf(log, /E wants to break off: rolls 10/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Caught them Out! E breaks off to move and shoot at K/)).toBeGreaterThan(-1);
    expect(lineOf(log, /E attacks K/)).toBe(-1);
    const move = lineOf(log, /E moves/);
    const shot = lineOf(log, /E fires his Cartridge revolver at K \(hasty shot/);
    expect(move).toBeGreaterThan(-1);
    expect(shot).toBeGreaterThan(move);
    expect(world.engaged[0]).toBe(-1);
  });

  it('control: his agent asks for the blow (breakShot 0): he strikes K, then moves, no shot', () => {
    const { log } = breaksOff(SUPPORTING_GUN, movesAway(0));
    expect(lineOf(log, /E wants to break off: rolls 10/)).toBeGreaterThan(-1);
    expect(lineOf(log, /E attacks K/)).toBeGreaterThan(-1);
    expect(lineOf(log, /E fires/)).toBe(-1);
  });

  it('a knife in hand: asked to shoot, he has nothing to shoot, and strikes', () => {
    const { log } = breaksOff(KNIFE, movesAway(1));
    expect(lineOf(log, /E attacks K/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Caught them Out!/)).toBe(-1);
  });

  it('control: a 7 breaks off and moves, with neither blow nor shot', () => {
    const { log } = breaksOff(SUPPORTING_GUN, movesAway(1), 7);
    expect(lineOf(log, /E attacks K/)).toBe(-1);
    expect(lineOf(log, /E fires/)).toBe(-1);
    expect(lineOf(log, /E moves/)).toBeGreaterThan(-1);
  });

  it('the hook: a loaded gun in hand, moving away from his fight, asks to shoot; a knife, or no move, does not', () => {
    const gun = breaksOff(SUPPORTING_GUN, movesAway(-1));
    expect(lineOf(gun.log, /Caught them Out! E breaks off to move and shoot at K/)).toBeGreaterThan(-1);
    expect(lineOf(gun.log, /E fires his Cartridge revolver at K \(hasty shot/)).toBeGreaterThan(-1);
    const knife = breaksOff(KNIFE, movesAway(-1));
    expect(lineOf(knife.log, /E attacks K/)).toBeGreaterThan(-1);
    // No move planned: no shot asked.
    const o = gun.world.obs[0]!;
    const out = emptyIntent();
    expect(o.phase).toBe(PHASE_MOVE);
    expect(breakShotWanted(o, out)).toBe(false);
  });
});

/** Moves 6 spaces west on his card with a shot at K declared (a move and shoot), no `breakShot`. */
const movesAndShoots: SkirmishAgent = (o, _s, out) => {
  out.moveTo = o.self === 0 ? o.cell[0]! - 6 : -1;
  out.rate = QD_RATE_FULL;
  out.action = ACT_FIRE;
  out.target = 1;
};

describe('2. the break-off\'s 5-9 is the move alone, a shot declared or not (QR-22)', () => {
  it('a 7 with a move and shoot declared: he breaks off and moves, and fires no shot', () => {
    const { log, world } = breaksOff(SUPPORTING_GUN, movesAndShoots, 7);
    expect(lineOf(log, /E wants to break off: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /E moves/)).toBeGreaterThan(-1);
    expect(lineOf(log, /E fires/)).toBe(-1);
    expect(world.engaged[0]).toBe(-1);
  });

  it('a 10 with a move and shoot declared and the blow chosen: the blow, the move, no shot', () => {
    const { log } = breaksOff(SUPPORTING_GUN, movesAndShoots, 10);
    expect(lineOf(log, /E attacks K/)).toBeGreaterThan(-1);
    expect(lineOf(log, /E fires/)).toBe(-1);
  });

  it('control: out of a fight, the same card moves and shoots on its Wanting to Shoot test', () => {
    const setup = arena([
      { name: 'E', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10], drawn: true },
      { name: 'K', qd: KNIFE, side: 'Beasts', at: [13, 10], facing: 'W' },
    ]);
    const { engine, world } = locatedWorld(setup, [7, ...PAD], [movesAndShoots, idle]);
    world.toCome[0] = 1;
    engine.playCard(0);
    expect(lineOf(world.log!, /E wants to move and shoot: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /E fires his Cartridge revolver at K \(hasty shot/)).toBeGreaterThan(-1);
  });
});


describe('3. every enemy who sees a man draw may answer it, not only the one he draws on (QR-248)', () => {
  it('A draws and shoots at B (7): C answers too (7), forfeiting his card, and fires at A after A\'s shot', () => {
    const { log, world } = drawOn([]);
    expect(lineOf(log, /B responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
    const c = lineOf(log, /C responds to an opponent drawing: rolls 7/);
    expect(c).toBeGreaterThan(-1);
    const a = lineOf(log, /A fires his Cartridge revolver at B \(hasty shot/);
    expect(a).toBeGreaterThan(c);
    const cFires = lineOf(log, /C fires his Cartridge revolver at A \(hasty shot/);
    expect(cFires).toBeGreaterThan(lineOf(log, /B fires his Cartridge revolver at A/));
    expect(world.void[2]).toBe(1);
    expect(world.drawn[2]).toBe(1);
    expect(world.answersLate.every((x) => x === 0)).toBe(true);
  });

  it('under +target-answers-draw only B answers: C does not respond, keeps his card, fires no shot', () => {
    const { log, world } = drawOn([], { variant: 'text+target-answers-draw' });
    expect(lineOf(log, /B responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C responds/)).toBe(-1);
    expect(lineOf(log, /C fires/)).toBe(-1);
    expect(world.void[2]).toBe(0);
  });

  it('C a Quick Draw: he shoots first, before A\'s shot', () => {
    const { log } = drawOn([], { cQd: '{ type: supporting, personality: ordinary, skills: [quick-draw], weapons: [cartridge-revolver] }' });
    const cFires = lineOf(log, /C fires his Cartridge revolver at A/);
    expect(cFires).toBeGreaterThan(lineOf(log, /C responds to an opponent drawing: rolls 7/));
    expect(cFires).toBeLessThan(lineOf(log, /A fires his Cartridge revolver at B/));
  });

  it('A a Quick Draw drawing on a 10, C a Quick Draw: simultaneous fire; the held courage tests are taken after both shots', () => {
    const setupQd = '{ type: supporting, personality: ordinary, skills: [quick-draw], weapons: [cartridge-revolver] }';
    const { world } = drawOn([10], { cQd: setupQd, aQd: setupQd });
    const log = world.log!;
    const sim = lineOf(log, /A and C both shoot first: simultaneous fire/);
    expect(sim).toBeGreaterThan(-1);
    expect(lineOf(log, /A fires his Cartridge revolver at B/)).toBeGreaterThan(lineOf(log, /C fires his Cartridge revolver at A/));
    expect(lineOf(log, /A takes a courage test/)).toBeGreaterThan(lineOf(log, /A fires his Cartridge revolver at B/));
    expect(world.courageDeferDepth).toBe(0);
    expect(world.courageHeldFor).toBe(-1);
  });

  it('A slow on the draw (3): B and C both answer and fire, there being no shot of his to wait for', () => {
    const { log } = drawOn([3]);
    expect(lineOf(log, /Slow on the Draw! A draws but does not shoot/)).toBeGreaterThan(-1);
    expect(lineOf(log, /B fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C responds to an opponent drawing: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log, /C fires his Cartridge revolver at A/)).toBeGreaterThan(-1);
    const off = drawOn([3], { variant: 'text+target-answers-draw' });
    expect(lineOf(off.log, /C responds/)).toBe(-1);
  });

  it('control: C with no card to come does not answer; B does', () => {
    const { world } = drawOn([], { cCards: 0 });
    expect(lineOf(world.log!, /B responds to an opponent drawing/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /C responds/)).toBe(-1);
  });
});

