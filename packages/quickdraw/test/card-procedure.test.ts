/**
 * A card is a move or an action (REEL 3: "Each time a character's card is turned up they must
 * state if they wish to move or make an action"; RULINGS.md QR-130..QR-132), on forced dice: move
 * and shoot on one test, a move with an attack is the attack's charge, a move's 10 gives another
 * action with no test, a reaction's 5-9 and 10 need no action roll, a successful break-off is the
 * move, and an aim holds for the next card only.
 */
import { describe, expect, it } from 'vitest';
import { ACT_ATTACK, ACT_FIRE, ACT_NONE, ACT_RELOAD, ACT_TAKE_AIM, PHASE_MOVE, QD_RATE_FULL, type SkirmishAgent } from '@deadeye/core';
import { duelSetup, forcedWorld, idleAgent, lineOf, seenWorld } from './qd-helpers.ts';

const MINOR = 'TYPE=minor PERSONALITY=ordinary WPN=cartridge-revolver';
/** Plenty of 7s after the dice a test cares about (a 7 neither fails nor is special). */
const PAD = Array.from({ length: 40 }, () => 7);
/** A, index 0, acts; B, index 1, is 8 paces east of him (one space a pace). */
const setup = duelSetup(`${MINOR} NAME=A`, `${MINOR} NAME=B`, 8);

/** At PHASE_MOVE: a full move `dx` spaces east with `moveAction` declared; at PHASE_FIRE: `fireAction` at B. */
function agent(dx: number, moveAction: number, fireAction: number): SkirmishAgent {
  return (o, _s, out) => {
    if (o.phase === PHASE_MOVE) {
      out.moveTo = dx === 0 ? -1 : o.cell[0]! + dx;
      out.rate = QD_RATE_FULL;
      out.action = moveAction;
    } else out.action = fireAction;
    out.target = 1;
  };
}

/** A's card on the forced dice, everyone seen (no reaction test); `drawn`: A's gun is in his hand. */
function playA(a: SkirmishAgent, values: readonly number[], drawn = true) {
  const w = seenWorld(setup, values, [a, idleAgent]);
  w.world.drawn[0] = drawn ? 1 : 0;
  const from = w.world.cell[0]!;
  w.engine.playCard(0);
  return { ...w, from, log: w.world.log! };
}

describe('move and shoot: one test on the Wanting to Shoot chart (REEL 4)', () => {
  const mover = agent(2, ACT_FIRE, ACT_FIRE);

  it('5-9: he moves, then shoots without a further test, a hasty shot', () => {
    // The move and shoot test (1D10): 6; the shot (1D10): 3, a miss.
    const { world, stream, log, from } = playA(mover, [6, 3, ...PAD]);
    expect(lineOf(log, /A wants to move and shoot: rolls 6/)).toBeGreaterThan(-1);
    expect(world.cell[0]).toBe(from + 2);
    expect(lineOf(log, /A fires .* \(hasty shot/)).toBeGreaterThan(lineOf(log, /A moves/));
    expect(lineOf(log, /wants to move:|wants to shoot:/)).toBe(-1);
    expect(world.shots[0]).toBe(1);
    expect(stream.draws).toBe(2);
  });

  it('2-4: "Where\'s the target!": no move and no shot', () => {
    const { world, stream, log, from } = playA(mover, [3, ...PAD]);
    expect(lineOf(log, /Where's the target! A hesitates/)).toBeGreaterThan(-1);
    expect(world.cell[0]).toBe(from);
    expect(world.shots[0]).toBe(0);
    expect(stream.draws).toBe(1);
  });

  it('1: "I\'m not sure I can do this!": no shot, he falls back or heads for cover', () => {
    const { world, log } = playA(mover, [1, ...PAD]);
    expect(lineOf(log, /loses his nerve|ducks down/)).toBeGreaterThan(-1);
    expect(world.shots[0]).toBe(0);
  });

  it('10: "Got Them!": the move, and the shot may reroll a miss', () => {
    // The test: 10; the shot: 3, a miss; the reroll of the attack die: 8.
    const { world, log } = playA(mover, [10, 3, 8, ...PAD]);
    expect(lineOf(log, /A rerolls the (attack dice|misses)/)).toBeGreaterThan(lineOf(log, /A fires/));
    expect(world.hits[0]).toBe(1);
  });

  it('a gun still holstered: no move and shoot; the card is the move (tested on the movement chart)', () => {
    const { world, log, from } = playA(mover, [6, ...PAD], false);
    expect(lineOf(log, /A wants to move: rolls 6/)).toBeGreaterThan(-1);
    expect(world.cell[0]).toBe(from + 2);
    expect(world.shots[0]).toBe(0);
    expect(world.drawn[0]).toBe(0);
  });
});

describe('a move with any other action: the card is the move', () => {
  it('5-9: the move only; the action declared waits', () => {
    const a = agent(2, ACT_TAKE_AIM, ACT_TAKE_AIM);
    const { world, log, from } = playA(a, [6, ...PAD]);
    expect(world.cell[0]).toBe(from + 2);
    expect(world.aimingAt[0]).toBe(-1);
    expect(lineOf(log, /takes aim/)).toBe(-1);
  });

  it('10, "Move It! ... or move once and perform another action": the action too, without its test', () => {
    // The move: 10. The action at PHASE_FIRE, a shot: no Wanting to Shoot test (QR-131); the shot 1D10: 3.
    const a = agent(2, ACT_TAKE_AIM, ACT_FIRE);
    const { world, log, stream } = playA(a, [10, 3, ...PAD]);
    expect(lineOf(log, /A wants to move: rolls 10/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A wants to shoot/)).toBe(-1);
    expect(world.shots[0]).toBe(1);
    expect(stream.draws).toBe(2);
  });

  it('10, then drawing and shooting: the draw needs no test either (read as a 5-9: a hasty shot)', () => {
    const a = agent(2, ACT_NONE, ACT_FIRE);
    const { world, log } = playA(a, [10, 3, ...PAD], false);
    expect(lineOf(log, /A draws and shoots/)).toBe(-1);
    expect(lineOf(log, /A fires .* \(hasty shot/)).toBeGreaterThan(-1);
    expect(world.drawn[0]).toBe(1);
  });

  it('10, then a reload: no reload test', () => {
    const a = agent(2, ACT_NONE, ACT_RELOAD);
    const w = seenWorld(setup, [10, ...PAD], [a, idleAgent]);
    w.world.drawn[0] = 1;
    w.world.loaded[0 * w.world.maxW + w.world.inHand[0]!] = 0;
    w.engine.playCard(0);
    expect(lineOf(w.world.log!, /A reloads/)).toBe(-1);
    expect(w.world.loaded[0 * w.world.maxW + w.world.inHand[0]!]).toBeGreaterThan(0);
  });
});

describe('a move to the man he stands beside is no move', () => {
  it('the card is his action (the engine stops a man beside whom he walks to)', () => {
    const near = duelSetup(`${MINOR} NAME=A`, `${MINOR} NAME=B`, 1);
    const a: SkirmishAgent = (o, _s, out) => {
      out.moveTo = o.cell[1]!;
      out.rate = QD_RATE_FULL;
      out.action = ACT_TAKE_AIM;
      out.target = 1;
    };
    const w = seenWorld(near, PAD, [a, idleAgent]);
    w.engine.playCard(0);
    expect(lineOf(w.world.log!, /A wants to move/)).toBe(-1);
    expect(w.world.aimingAt[0]).toBe(1);
  });
});

describe('a move with an attack: the attack, whose charge is the move (REEL 5)', () => {
  it('no movement test: the Wanting to Attack test, then the charge', () => {
    const near = duelSetup(`${MINOR} NAME=A`, `${MINOR} NAME=B`, 4);
    const a: SkirmishAgent = (o, _s, out) => {
      out.moveTo = o.cell[1]!;
      out.rate = QD_RATE_FULL;
      out.action = ACT_ATTACK;
      out.target = 1;
    };
    // Wants to attack: 6; the blow (1D10): 3.
    const w = seenWorld(near, [6, 3, ...PAD], [a, idleAgent]);
    w.engine.playCard(0);
    const log = w.world.log!;
    expect(lineOf(log, /A wants to move/)).toBe(-1);
    expect(lineOf(log, /A wants to attack: rolls 6/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A charges/)).toBeGreaterThan(lineOf(log, /A wants to attack/));
  });

  it('a move\'s 10 then an attack: no Wanting to Attack test (the move ends in contact: no charge after a move, QR-212)', () => {
    const near = duelSetup(`${MINOR} NAME=A`, `${MINOR} NAME=B`, 2);
    const a: SkirmishAgent = (o, _s, out) => {
      if (o.phase === PHASE_MOVE) {
        out.moveTo = o.cell[0]! + 1;
        out.rate = QD_RATE_FULL;
        out.action = ACT_NONE;
      } else out.action = ACT_ATTACK;
      out.target = 1;
    };
    const w = seenWorld(near, [10, 3, ...PAD], [a, idleAgent]);
    w.engine.playCard(0);
    const log = w.world.log!;
    expect(lineOf(log, /A wants to move: rolls 10/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A wants to attack/)).toBe(-1);
    expect(lineOf(log, /A attacks B/)).toBeGreaterThan(-1);
  });
});

describe('the reaction to a new enemy (REEL 3, QR-131)', () => {
  it('5-9, "No need to make an action roll": the move is made untested, and the card ends', () => {
    const a = agent(-2, ACT_TAKE_AIM, ACT_TAKE_AIM);
    // The reaction test (1D10): 7. Nothing else is rolled.
    const w = forcedWorld(setup, [a, idleAgent], [7, ...PAD]);
    w.world.log = [];
    w.world.drawn[0] = 1;
    const from = w.world.cell[0]!;
    w.engine.playCard(0);
    const log = w.world.log;
    expect(lineOf(log, /Made of stern stuff! A acts with no action roll/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A wants to/)).toBe(-1);
    expect(w.world.cell[0]).toBe(from - 2);
    expect(w.world.aimingAt[0]).toBe(-1);
    expect(w.stream.draws).toBe(1);
  });

  it('10, "Can perform up to 2 actions": the move and the action, neither tested', () => {
    const a = agent(-2, ACT_TAKE_AIM, ACT_TAKE_AIM);
    const w = forcedWorld(setup, [a, idleAgent], [10, ...PAD]);
    w.world.log = [];
    const from = w.world.cell[0]!;
    w.engine.playCard(0);
    expect(lineOf(w.world.log, /Let's do it! A may move and act/)).toBeGreaterThan(-1);
    expect(w.world.cell[0]).toBe(from - 2);
    expect(w.world.aimingAt[0]).toBe(1);
    expect(w.stream.draws).toBe(1);
  });

  it('10 for a Rash character: "must move towards the enemy as quickly as possible"', () => {
    const rash = duelSetup(`TYPE=minor PERSONALITY=rash WPN=cartridge-revolver NAME=A`, `${MINOR} NAME=B`, 8);
    const a = agent(-2, ACT_TAKE_AIM, ACT_TAKE_AIM);
    const w = forcedWorld(rash, [a, idleAgent], [10, ...PAD]);
    w.world.log = [];
    const from = w.world.cell[0]!;
    w.engine.playCard(0);
    expect(w.world.cell[0]).toBeGreaterThan(from);
  });
});

describe('breaking off (REEL 5, "Evade then! ... may move up to the maximum distance away")', () => {
  it('a successful break-off is the move: no movement test after it', () => {
    const near = duelSetup(`${MINOR} NAME=A`, `${MINOR} NAME=B`, 1);
    const a = agent(-3, ACT_NONE, ACT_NONE);
    const w = seenWorld(near, [6, ...PAD], [a, idleAgent]);
    w.world.engaged[0] = 1;
    w.world.engaged[1] = 0;
    const from = w.world.cell[0]!;
    w.engine.playCard(0);
    const log = w.world.log!;
    expect(lineOf(log, /A wants to break off: rolls 6/)).toBeGreaterThan(-1);
    expect(lineOf(log, /A wants to move/)).toBe(-1);
    expect(w.world.cell[0]).toBe(from - 3);
    expect(w.stream.draws).toBe(1);
  });
});

describe('aiming holds for the next card only (QR-132)', () => {
  it('an aim followed by a card of something else is lost; followed by the shot, the shot is aimed', () => {
    let next = ACT_RELOAD;
    const a: SkirmishAgent = (o, _s, out) => {
      out.action = o.aimingAt === 1 ? next : ACT_TAKE_AIM;
      out.target = 1;
    };
    const lost = seenWorld(setup, PAD, [a, idleAgent]);
    lost.world.drawn[0] = 1;
    lost.engine.playCard(0);
    expect(lost.world.aimingAt[0]).toBe(1);
    lost.engine.playCard(0);
    expect(lost.world.aimingAt[0]).toBe(-1);
    next = ACT_FIRE;
    const kept = seenWorld(setup, PAD, [a, idleAgent]);
    kept.world.drawn[0] = 1;
    kept.engine.playCard(0);
    kept.engine.playCard(0);
    expect(lineOf(kept.world.log!, /A fires .* \(aimed shot/)).toBeGreaterThan(-1);
  });
});
