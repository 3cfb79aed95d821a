/**
 * The agents' findings fixed on 2026-12-01, as the engine plays them:
 * - the threat of a blunt hand weapon (fists, clubs) in contact counts half a lethal one's, so a
 *   gunman in range outranks a bare-fisted man beside the observer (src/skirmish/observe.ts,
 *   RULINGS.md QR-218);
 * - (a rifleman off his post shooting from where he stands at a target within effective range,
 *   QR-219, is the agents' hook `closeBound`, tested with the doctrine in
 *   packages/agents/test/doctrines.test.ts);
 * - a man holds for an enemy not yet in sight, and responds from the hold when one comes into his
 *   sight and reach (QR-77 amended).
 */
import { describe, expect, it } from 'vitest';
import { agentFor } from '@deadeye/agents';
import { PHASE_MOVE, QD_RATE_FULL, type SkirmishAgent } from '@deadeye/core';
import { arena, MINOR_GUN, SUPPORTING_GUN } from './beast-helpers.ts';
import { duelSetup, forcedWorld, idleAgent, lineOf, locatedWorld } from './qd-helpers.ts';

/** Plenty of 7s (neither fails nor is special). */
const SEVENS = Array.from({ length: 60 }, () => 7);

/** Observer 0's danger of duelist 1 holding `weapon`, `range` paces off (both Minor characters). */
function dangerOf(weapon: string, range: number): number {
  const setup = duelSetup('TYPE=minor PERSONALITY=ordinary WPN=cartridge-revolver NAME=A', `TYPE=minor PERSONALITY=ordinary WPN=${weapon} NAME=B`, range);
  const { engine, world } = forcedWorld(setup, [idleAgent, idleAgent], SEVENS);
  world.drawn[1] = 1;
  engine.observe(0, PHASE_MOVE);
  return world.obs[0]!.danger[1]!;
}

describe('the threat of a blunt hand weapon (QR-218)', () => {
  it('fists in contact count half a knife in contact, and half a revolver in range (1D10: 0.6 x half a card)', () => {
    expect(dangerOf('knife', 1)).toBeCloseTo(0.3, 12);
    expect(dangerOf('cartridge-revolver', 5)).toBeCloseTo(0.3, 12);
    expect(dangerOf('fists', 1)).toBeCloseTo(0.15, 12);
    expect(dangerOf('club', 1)).toBeCloseTo(0.15, 12);
    // Out of contact a hand weapon is no threat at all.
    expect(dangerOf('fists', 3)).toBe(0);
  });
});

describe('a hold for an enemy not yet in sight (QR-77 amended)', () => {
  // On beast-helpers' arena: Abe, a Supporting Character (who may hold) with a revolver (effective
  // range 12 paces), at (5,3) west of a wall (x 8, y 0-5); Bob east of it at (11,3), out of Abe's
  // sight. Bob walks round the wall's end to (8,7), 5 paces from Abe.
  const setup = arena(
    [
      { name: 'Abe', qd: SUPPORTING_GUN, side: 'Men', at: [5, 3], drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [11, 3], facing: 'W', drawn: true },
    ],
    [[8, 0, 1, 6]],
  );
  const ABE = 0;
  const BOB = 1;
  const rifleman = agentFor({ doctrine: 'rifleman' }, 'quickdraw');
  const roundTheCorner: SkirmishAgent = (o, _s, out) => {
    if (o.phase !== PHASE_MOVE) return;
    out.moveTo = 7 * o.map.width + 8;
    out.rate = QD_RATE_FULL;
  };

  it("Abe holds with Bob out of sight, and shoots him from the hold when he comes round the wall's end into his sight and reach", () => {
    // Bob's move test 7; Abe's response 7, his shot and what follows 7s.
    const { engine, world } = locatedWorld(setup, SEVENS, [rifleman, roundTheCorner]);
    engine.observe(ABE, PHASE_MOVE);
    expect(world.obs[ABE]!.visible[BOB]).toBe(0);
    engine.playCard(ABE);
    expect(lineOf(world.log!, /Abe holds/)).toBeGreaterThan(-1);
    expect(world.holding[ABE]).toBe(1);
    engine.playCard(BOB);
    const moved = lineOf(world.log!, /Bob moves .* -> \(8,7\)/);
    expect(moved).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Abe responds from his hold/)).toBeGreaterThan(moved);
    expect(lineOf(world.log!, /Abe fires his Cartridge revolver at Bob/)).toBeGreaterThan(moved);
    expect(world.holding[ABE]).toBe(0);
  });
});
