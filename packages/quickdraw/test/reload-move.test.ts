/**
 * The move a reload allows (REEL 4, SHOOTING RELATED TASKS, Needing to reload or restring: 5-9
 * "Ready to shoot! Successfully reload or reprime and may now move ½ move or make a hasty shot";
 * 10 "Rapid Reload! ... may immediately Open Fire, or move 1 move, or move ½ move and make a hasty
 * shot"; RULINGS.md QR-106), on forced dice: A (a cartridge revolver, empty) reloads on his card;
 * with no target in reach his agent's move is played, at most a half move (5-9) or a move (10),
 * without a test; on a 10 a half move is followed by the hasty shot when it brings his last target
 * into reach. With his last target out of the fight or none, the shot goes at the enemy in reach
 * his agent chooses, asked afresh.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, ACT_NONE, ACT_RELOAD, PHASE_FIRE, PHASE_MOVE, STATUS_DEAD, QD_RATE_FULL, QD_RATE_HALF, type SkirmishAgent } from '@deadeye/core';
import { arena } from './beast-helpers.ts';
import { cellOf, lineOf, seenWorld, xOf } from './qd-helpers.ts';

const PAD = Array.from({ length: 40 }, () => 7);

/**
 * A's card on the forced dice `values` (his reload roll first): his agent reloads at the card's
 * first question and, asked for a move afterwards, runs a full move east. B (a knife) stands
 * `bx` on the same row. Returns the world after the card.
 */
function card(values: readonly number[], bx = 30, options: { lastTarget?: number; engaged?: boolean; jammed?: boolean; rate?: number; to?: number; downedC?: boolean; fireAt?: number } = {}) {
  // C, with `downedC`: a second enemy 3 paces from A, dead (his last target in that case).
  const setup = arena([
    { name: 'A', qd: '{ type: supporting, personality: ordinary, weapons: [cartridge-revolver] }', side: 'Men', at: [5, 10] },
    { name: 'B', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Beasts', at: [bx, 10], facing: 'W' },
    ...(options.downedC === true ? [{ name: 'C', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Beasts' as const, at: [8, 12] as [number, number], facing: 'W' }] : []),
  ]);
  // The card's questions: at its start (PHASE_MOVE) and for its action (PHASE_FIRE), a reload; a
  // PHASE_MOVE question after the action (the reload's move), a full move east; a PHASE_FIRE
  // question after the action, a shot at `fireAt` when given (else a reload again).
  let acted = false;
  const reloader: SkirmishAgent = (o, _s, out) => {
    if (o.phase === PHASE_MOVE && acted) {
      out.moveTo = cellOf(world, options.to ?? 25, 10);
      out.rate = options.rate ?? QD_RATE_FULL;
      return;
    }
    if (o.phase === PHASE_FIRE && acted && options.fireAt !== undefined) {
      out.action = ACT_FIRE;
      out.target = options.fireAt;
      return;
    }
    if (o.phase !== PHASE_MOVE) acted = true;
    out.action = ACT_RELOAD;
  };
  const idle: SkirmishAgent = (_o, _s, out) => {
    out.action = ACT_NONE;
  };
  const { engine, world } = seenWorld(setup, [...values, ...PAD], options.downedC === true ? [reloader, idle, idle] : [reloader, idle]);
  world.located.fill(1);
  world.drawn[0] = 1;
  world.loaded[0] = 0;
  if (options.jammed === true) {
    world.loaded[0] = 1;
    world.jammed[0] = 1;
  }
  world.lastTarget[0] = options.lastTarget ?? -1;
  if (options.downedC === true) world.status[2] = STATUS_DEAD;
  if (options.engaged === true) {
    world.engaged[0] = 1;
    world.engaged[1] = 0;
  }
  engine.playCard(0);
  return world;
}

describe('the move a reload allows (QR-106)', () => {
  it('5-9 with no target in reach: his agent\'s full move cut to a half move (4 paces), no test', () => {
    const w = card([6]);
    expect(w.loaded[0]).toBe(1);
    expect(lineOf(w.log!, /A moves after his reload \(a half move at most\)/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /wants to move/)).toBe(-1);
    expect(xOf(w, 0)).toBe(9);
    expect(w.movesThisPhase[0]).toBe(1);
  });

  it('10: a whole move (8 paces)', () => {
    const w = card([10]);
    expect(lineOf(w.log!, /A moves after his reload \(a move at most\)/)).toBeGreaterThan(-1);
    expect(xOf(w, 0)).toBe(13);
  });

  it('a target in reach: the hasty shot, no move', () => {
    const w = card([6], 10, { lastTarget: 1 });
    expect(lineOf(w.log!, /A fires his Cartridge revolver at B \(hasty shot/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /moves after his reload/)).toBe(-1);
    expect(xOf(w, 0)).toBe(5);
  });

  it('his last target out of the fight, another enemy in reach: the hasty shot at the man his agent chooses, asked afresh', () => {
    const w = card([6], 10, { lastTarget: 2, downedC: true, fireAt: 1 });
    const said = lineOf(w.log!, /A shoots after his reload at B, his last target C out of the fight/);
    expect(said).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /A fires his Cartridge revolver at B \(hasty shot/)).toBeGreaterThan(said);
    expect(lineOf(w.log!, /moves after his reload/)).toBe(-1);
    expect(xOf(w, 0)).toBe(5);
  });

  it('no last target yet, an enemy in reach: the shot his agent asks; an agent that asks none gets the move', () => {
    const asked = card([6], 10, { fireAt: 1 });
    expect(lineOf(asked.log!, /A shoots after his reload at B$/)).toBeGreaterThan(-1);
    expect(lineOf(asked.log!, /A fires his Cartridge revolver at B \(hasty shot/)).toBeGreaterThan(-1);
    const none = card([6], 10);
    expect(lineOf(none.log!, /A takes no shot after his reload/)).toBeGreaterThan(-1);
    expect(lineOf(none.log!, /A fires/)).toBe(-1);
    expect(lineOf(none.log!, /A moves after his reload \(a half move at most\)/)).toBeGreaterThan(-1);
  });

  it('10 and a half move: then the hasty shot at his last target, now in reach', () => {
    // B stands 26 paces off (a cartridge revolver reaches twice its 12 paces: 24); a half move east (4 paces) brings him in reach.
    const w = card([10], 31, { lastTarget: 1, rate: QD_RATE_HALF, to: 20 });
    expect(lineOf(w.log!, /A moves after his reload \(a move at most\)/)).toBeGreaterThan(-1);
    expect(xOf(w, 0)).toBe(9);
    const shot = lineOf(w.log!, /A fires his Cartridge revolver at B \(hasty shot/);
    expect(shot).toBeGreaterThan(lineOf(w.log!, /moves after his reload/));
  });

  it('10 and a whole move, or 5-9 and a half move: no shot after it', () => {
    const whole = card([10], 31, { lastTarget: 1, to: 20 });
    expect(xOf(whole, 0)).toBe(13);
    expect(lineOf(whole.log!, /A fires/)).toBe(-1);
    const half = card([6], 31, { lastTarget: 1, rate: QD_RATE_HALF, to: 20 });
    expect(xOf(half, 0)).toBe(9);
    expect(lineOf(half.log!, /A fires/)).toBe(-1);
  });

  it('a failed reload (2-4), a fight, or a jam cleared on a 10: no move', () => {
    expect(xOf(card([3]), 0)).toBe(5);
    expect(xOf(card([6], 6, { engaged: true }), 0)).toBe(5);
    const jam = card([10], 30, { jammed: true });
    expect(lineOf(jam.log!, /A clears the jam/)).toBeGreaterThan(-1);
    expect(lineOf(jam.log!, /moves after his reload/)).toBe(-1);
    expect(xOf(jam, 0)).toBe(5);
  });
});
