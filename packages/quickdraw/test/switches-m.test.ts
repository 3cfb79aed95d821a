/**
 * The variant switch `+plain-draws-answered` of Quick on the Draw (issue #12; RULINGS.md QR-253),
 * on forced dice, off (the ruling as played) and on (the group's alternative).
 * "A character who is holding or responding to an opponent drawing his weapon, if he has cards
 * remaining, can choose to respond to the action" (REEL 4, SHOOTOUTS). A (Supporting, revolver
 * holstered) plays his card drawing it as his action (`ACT_DRAW`, no shot declared); B and C, his
 * enemies 6 spaces off, in sight and located, revolvers holstered, are ordered to respond with a
 * card to come. Off: nobody answers (the chart's response is to a man who draws to shoot; QR-170).
 * On: B, then C, test on "Responding to an opponent drawing" (7: draw and shoot, hasty) and fire
 * at A, each giving up a card to come. On with `+target-answers-draw` too, nobody (no man is drawn
 * on). Controls: on, a man with no card to come does not answer; a weapon already drawn and in hand,
 * drawn again, is nothing to answer.
 */
import { describe, expect, it } from 'vitest';
import { ACT_DRAW, type SkirmishAgent } from '@deadeye/core';
import { parseQdVariant } from '../src/index.ts';
import { arena, SUPPORTING_GUN } from './beast-helpers.ts';
import { idleAgent, lineOf, locatedWorld } from './qd-helpers.ts';

/** Plenty of 7s (a 7 neither fails nor is special). */
const PAD = Array<number>(60).fill(7);

/** A draws his revolver as his card's action (weapon 0, no target). */
const draws: SkirmishAgent = (_o, _s, out) => {
  out.action = ACT_DRAW;
  out.weapon = 0;
  out.target = -1;
};

/** A draws on his card under `variant`; B and C ordered to respond with `cardsToCome` cards each; `aDrawn`: A's revolver already drawn. */
function plainDraw(variant: string, cardsToCome = 1, aDrawn = false) {
  const setup = arena([
    { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10] },
    { name: 'B', qd: SUPPORTING_GUN, side: 'Beasts', at: [16, 10], facing: 'W' },
    { name: 'C', qd: SUPPORTING_GUN, side: 'Beasts', at: [16, 14], facing: 'W' },
  ]);
  const { engine, world } = locatedWorld({ ...setup, variant: parseQdVariant(variant) }, PAD, [draws, idleAgent, idleAgent]);
  world.toCome[0] = 1;
  world.toCome[1] = cardsToCome;
  world.toCome[2] = cardsToCome;
  world.respondOrder[1] = 1;
  world.respondOrder[2] = 1;
  world.drawn.fill(0);
  if (aDrawn) world.drawn[0] = 1;
  engine.playCard(0);
  return { log: world.log!, world };
}

describe('+plain-draws-answered: a weapon drawn with no shot declared is answered (QR-253)', () => {
  it('off (the reading): A draws; nobody responds, B and C keep their cards and their guns holstered', () => {
    const { log, world } = plainDraw('text');
    expect(lineOf(log, /A draws his Cartridge revolver/)).toBeGreaterThan(-1);
    expect(lineOf(log, /responds to an opponent drawing/)).toBe(-1);
    expect(lineOf(log, /fires/)).toBe(-1);
    expect([world.drawn[0], world.drawn[1], world.drawn[2]]).toEqual([1, 0, 0]);
    expect([world.void[1], world.void[2]]).toEqual([0, 0]);
  });

  it('on: B then C respond (7), draw and fire hasty shots at A, each giving up his card to come', () => {
    const { log, world } = plainDraw('text+plain-draws-answered');
    const drew = lineOf(log, /A draws his Cartridge revolver/);
    const b = lineOf(log, /B responds to an opponent drawing: rolls 7/);
    const c = lineOf(log, /C responds to an opponent drawing: rolls 7/);
    expect(b).toBeGreaterThan(drew);
    expect(c).toBeGreaterThan(b);
    expect(lineOf(log, /B fires his Cartridge revolver at A \(hasty shot/)).toBeGreaterThan(b);
    expect(lineOf(log, /C fires his Cartridge revolver at A \(hasty shot/)).toBeGreaterThan(c);
    expect([world.drawn[1], world.drawn[2]]).toEqual([1, 1]);
    expect([world.void[1], world.void[2]]).toEqual([1, 1]);
  });

  it('on with +target-answers-draw (only the man drawn on answers, and here there is none): nobody answers', () => {
    const { log, world } = plainDraw('text+target-answers-draw+plain-draws-answered');
    expect(lineOf(log, /A draws his Cartridge revolver/)).toBeGreaterThan(-1);
    expect(lineOf(log, /responds to an opponent drawing/)).toBe(-1);
    expect([world.void[1], world.void[2]]).toEqual([0, 0]);
  });

  it('on, control: with no card to come neither answers', () => {
    const { log } = plainDraw('text+plain-draws-answered', 0);
    expect(lineOf(log, /A draws his Cartridge revolver/)).toBeGreaterThan(-1);
    expect(lineOf(log, /responds to an opponent drawing/)).toBe(-1);
  });

  it('on, control: his revolver already drawn and in hand, nothing is drawn and nobody answers', () => {
    const { log, world } = plainDraw('text+plain-draws-answered', 1, true);
    expect(lineOf(log, /responds to an opponent drawing/)).toBe(-1);
    expect([world.void[1], world.void[2]]).toEqual([0, 0]);
  });
});
