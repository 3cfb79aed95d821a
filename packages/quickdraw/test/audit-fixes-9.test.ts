/**
 * The ninth audit's fixes (REEL 2 and REEL 3 read against the card procedure), on forced dice:
 * 1. a ride-down after an earlier move in the phase is tested on reduced dice and counts as a move
 *    (ride-down.ts `rideDown`; RULINGS.md QR-158, QR-168);
 * 2. Lucky rerolls a failed test to come round (effects.ts `comeRound`; QR-83);
 * 3. a holder attacked responds with his hold, not a card, and responds no more from it
 *    (fighting.ts `strike`; QR-197);
 * 4. coming round on a 10, the card's move is untested as its action (acting.ts `playCard`; QR-164);
 * 5. a reaction's 2-4 with no cover within a move: a move away from the enemy (acting.ts
 *    `takeCover`; QR-196).
 * Each fails on the code before the fix.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ACT_ATTACK, ACT_FIRE, ACT_NONE, ACT_RIDE_DOWN, DEFEND_EVADE, loadScenario, parseScenario, PHASE_MOVE, placeAt, QD_RATE_FULL, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import { arena, SUPPORTING_GUN } from './beast-helpers.ts';
import { cellOf, chargerAgent, idleAgent, lineOf, locatedWorld, seenWorld, xOf, yOf } from './qd-helpers.ts';

const MOUNT_DUEL = fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url));
const SEVENS = Array.from({ length: 40 }, () => 7);

describe('the ninth audit (the card procedure)', () => {
  it('1. a ride-down after a move in the phase is tested on reduced dice, and counts as a move', () => {
    // The mount duel's Rider made Supporting (2 cards: a second move is possible in the phase).
    const text = readFileSync(MOUNT_DUEL, 'utf8').replace(
      'quickdraw: { type: minor, personality: ordinary, skills: [], weapons: [cartridge-revolver] }\n    agent: { doctrine: standing }\n  - name: Walker',
      'quickdraw: { type: supporting, personality: ordinary, skills: [], weapons: [cartridge-revolver] }\n    agent: { doctrine: standing }\n  - name: Walker',
    );
    const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'mount-duel.yaml'), {}) as QdSetup;
    expect(setup.characters[1]!.cards).toBe(2);
    for (const act of [ACT_RIDE_DOWN, ACT_ATTACK]) {
      // His test on reduced dice (2D10, the worst): 7 and 2.
      const w = seenWorld(setup, [7, 2, ...SEVENS], [idleAgent, chargerAgent(act, 0), idleAgent]);
      w.world.located.fill(1);
      placeAt(w.world, 1, cellOf(w.world, 20, 5));
      w.world.cardStart[1] = w.world.cell[1]!;
      w.world.toCome[0] = 0;
      w.world.movesThisPhase[1] = 1;
      w.engine.playCard(1);
      expect(lineOf(w.world.log!, /Rider wants to (ride down Shooter|attack): rolls 2 \(worst of 7, 2\) \(reduced x1\)/), String(act)).toBeGreaterThan(-1);
      expect(w.world.movesThisPhase[1]).toBe(2);
    }
  });

  it('2. a Lucky man rerolls a failed test to come round', () => {
    const setup = arena([
      { name: 'A', qd: '{ type: supporting, personality: lucky, weapons: [cartridge-revolver] }', side: 'Men', at: [10, 10] },
      { name: 'B', qd: SUPPORTING_GUN, side: 'Beasts', at: [24, 10], facing: 'W' },
    ]);
    const { engine, world } = locatedWorld(setup, [1, 7, ...SEVENS], [idleAgent, idleAgent]);
        world.ko[0] = 1;
    world.kod[0] = 1;
    world.toCome[0] = 1;
    world.log = [];
    engine.playCard(0);
    expect(lineOf(world.log!, /A is Lucky and rerolls: 7/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /A comes round/)).toBeGreaterThan(-1);
    expect(world.luckLeft[0]).toBe(3);
  });

  it('3. a holder attacked responds with his hold (no card forfeited) and does not respond from it again', () => {
    const setup = arena([
      { name: 'Holder', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10] },
      { name: 'Knifer', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const holder: SkirmishAgent = (o, _s, out) => {
      out.action = o.responding === 1 ? ACT_FIRE : ACT_NONE;
      out.target = 1;
    };
    const knifer: SkirmishAgent = (_o, _s, out) => {
      out.action = ACT_ATTACK;
      out.target = 0;
    };
    const { engine, world } = locatedWorld(setup, SEVENS, [holder, knifer]);
    world.drawn[0] = 1;
    world.inHand[0] = 0;
    world.holding[0] = 1;
    world.heldThisPhase[0] = 1;
    world.toCome[0] = 1;
    world.defenceOrder[0] = DEFEND_EVADE;
    world.toCome[1] = 1;
    engine.playCard(1);
    expect(lineOf(world.log!, /Holder responds to the attack: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Holder responds from his hold/)).toBe(-1);
    expect(world.holding[0]).toBe(0);
    expect(world.void[0]).toBe(0);
  });

  it('4. coming round on a 10: the card\'s move is not tested, its shot neither', () => {
    const setup = arena([
      { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [10, 10] },
      { name: 'B', qd: SUPPORTING_GUN, side: 'Beasts', at: [24, 10], facing: 'W' },
    ]);
    let to = -1;
    const a: SkirmishAgent = (o, _s, out) => {
      out.action = ACT_FIRE;
      out.target = 1;
      if (o.phase === PHASE_MOVE) {
        out.moveTo = to;
        out.rate = QD_RATE_FULL;
      }
    };
    // The test to come round 10, then 3 (a move test of 3 would hesitate).
    const { engine, world } = locatedWorld(setup, [10, 3, ...SEVENS], [a, idleAgent]);
    to = cellOf(world, 16, 10);
    world.drawn[0] = 1;
    world.inHand[0] = 0;
    world.ko[0] = 1;
    world.kod[0] = 1;
    world.toCome[0] = 1;
    world.log = [];
    engine.playCard(0);
    expect(lineOf(world.log!, /A wants to move/)).toBe(-1);
    expect(lineOf(world.log!, /A moves \(full move\)/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /A fires his Cartridge revolver at B/)).toBeGreaterThan(-1);
  });

  it('5. a reaction of 2-4 in the open with no cover within a move: he moves away from the enemy', () => {
    const setup = compileScenario(getSystem('quickdraw'), loadScenario(MOUNT_DUEL), {}) as QdSetup;
    const w = seenWorld(setup, [3, ...SEVENS], [idleAgent, idleAgent, idleAgent]);
    w.world.located.fill(1);
    // The Shooter in the open street; the only cover, the trough at (3,4), is 13 paces off.
    placeAt(w.world, 0, cellOf(w.world, 16, 5));
    w.world.mustReact[0] = 1;
    w.engine.playCard(0);
    expect(lineOf(w.world.log!, /Shooter reacts to .*: rolls 3/)).toBeGreaterThan(-1);
    expect(lineOf(w.world.log!, /Shooter heads away, no cover in reach/)).toBeGreaterThan(-1);
    expect(`${xOf(w.world, 0)},${yOf(w.world, 0)}`).not.toBe('16,5');
  });
});
