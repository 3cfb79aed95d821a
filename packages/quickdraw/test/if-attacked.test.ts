/**
 * Wanting to Shoot's 10 "if attacked" (REEL 4, WANTING TO SHOOT, 10: "Got Them! Make the perfect
 * shot and may reroll the shooting attack dice if failed to hit ignoring any 1's rolled. OR if
 * attacked may choose to make a Hasty Shot and make a counter attack"; RULINGS.md QR-188), on
 * forced dice: A (a revolver drawn and a knife) in close combat with B (a knife) shoots at him on
 * his card, his agent's `counter` 0 or 1.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, ACT_NONE, type SkirmishAgent } from '@deadeye/core';
import { arena } from './beast-helpers.ts';
import { lineOf, seenWorld } from './qd-helpers.ts';

const PAD = Array.from({ length: 40 }, () => 7);

/**
 * A's card on the forced dice `values` (his Wanting to Shoot roll first, then his to-hit roll),
 * with B beside him (`engaged` 1: the two in close combat) or 2 paces off, and A's agent firing
 * at B with `counter`. Returns the log.
 */
function card(counter: number, values: readonly number[], engaged = 1, x = 11): string[] {
  const setup = arena([
    { name: 'A', qd: '{ type: supporting, personality: ordinary, weapons: [cartridge-revolver, knife] }', side: 'Men', at: [10, 10] },
    { name: 'B', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Beasts', at: [x, 10], facing: 'W' },
  ]);
  const shooter: SkirmishAgent = (_o, _s, out) => {
    out.action = ACT_FIRE;
    out.target = 1;
    out.counter = counter;
  };
  const idle: SkirmishAgent = (_o, _s, out) => {
    out.action = ACT_NONE;
  };
  const { engine, world } = seenWorld(setup, [...values, ...PAD], [shooter, idle]);
  world.located.fill(1);
  world.drawn[0] = 1;
  if (engaged === 1) {
    world.engaged[0] = 1;
    world.engaged[1] = 0;
  }
  engine.playCard(0);
  return world.log!;
}

describe('Wanting to Shoot, 10, if attacked: a hasty shot and a counter attack (QR-188)', () => {
  it('counter 1, in close combat, a 10: the shot is hasty, not rerolled, and the blow follows', () => {
    const log = card(1, [10, 2]);
    expect(lineOf(log, /Got Them! A takes a hasty shot and a counter attack \(QR-188\)/)).toBe(1);
    expect(lineOf(log, /A fires his Cartridge revolver at B \(hasty shot/)).toBe(2);
    expect(lineOf(log, /rerolls/)).toBe(-1);
    expect(lineOf(log, /A attacks B with Knife/)).toBeGreaterThan(2);
  });

  it('counter 0: the perfect shot, its miss rerolled, no blow', () => {
    const log = card(0, [10, 2]);
    expect(lineOf(log, /QR-188/)).toBe(-1);
    expect(lineOf(log, /A fires his Cartridge revolver at B \(deliberate shot/)).toBe(1);
    expect(lineOf(log, /A rerolls the attack dice/)).toBeGreaterThan(1);
    expect(lineOf(log, /A attacks B/)).toBe(-1);
  });

  it('counter 1 but a 5-9: only the shot ("closing shots or ... a counter attack but not both")', () => {
    const log = card(1, [8, 2]);
    expect(lineOf(log, /QR-188/)).toBe(-1);
    expect(lineOf(log, /A fires his Cartridge revolver at B \(deliberate shot/)).toBe(1);
    expect(lineOf(log, /A attacks B/)).toBe(-1);
  });

  it('counter 1 but not attacked (no close combat, 2 paces off): the perfect shot and its reroll', () => {
    const log = card(1, [10, 2], 0, 12);
    expect(lineOf(log, /QR-188/)).toBe(-1);
    expect(lineOf(log, /A rerolls the attack dice/)).toBeGreaterThan(1);
    expect(lineOf(log, /A attacks B/)).toBe(-1);
  });

  it('the hasty shot hits at the hasty DV (+2 over the deliberate shot), then the blow', () => {
    const dvOf = (log: string[]): number => Number(/B rolls \d+ for the effect at DV (-?\d+)/.exec(log.find((l) => /B rolls \d+ for the effect/.test(l))!)![1]);
    const hasty = card(1, [10, 8]);
    const perfect = card(0, [10, 8]);
    expect(dvOf(hasty)).toBe(dvOf(perfect) + 2);
    expect(lineOf(hasty, /A attacks B with Knife/)).toBeGreaterThan(lineOf(hasty, /B rolls \d+ for the effect/));
  });
});
