/**
 * The thirteenth audit's fixes, on forced dice (each fails on the code before the fix):
 * 1. "Move It!" (a move's 10: "move once and perform another action", REEL 3) followed by an
 *    attack on a man out of contact is no charge: the charge would be a second full move (RULINGS.md
 *    QR-212; acting.ts `act`). Before, a knife man 17 paces off moved 8, charged 8 more and struck.
 * 2. a charge, a follow up and a Rash man's rush at the enemy are full moves: shot until his next
 *    card the man is "Moving quickly" (DV +1), as after a full move on the movement chart (RULINGS.md
 *    QR-213; movement.ts `movedQuickly`). Before, a charger shot by a holder was at the DV of a man
 *    standing still.
 * 3. coming round on a 10 ("Let Me At'em! Come round and may perform another action or move,
 *    attack or shoot", REEL 6) gives one more thing, the card's move or its action, untested
 *    (RULINGS.md QR-164 amended). Before, it gave a move and an action: he came round, ran, and
 *    reloaded.
 * 4. a break off's "Evade then!" is an evade: shot while moving away he is evading (DV +2), not only
 *    moving quickly (RULINGS.md QR-163 amended; acting.ts `cardMoveOrAction`).
 * 5. the casualty's fate after the action on a 5-9 of the second roll is "Needs Extensive Medical
 *    Care!", on a 10 "Needs Medical Care!" (REEL 7, POST ACTION; effects.ts `casualtyFate`): the
 *    replay printed "needs medical care" for both.
 */
import { describe, expect, it } from 'vitest';
import { ACT_ATTACK, ACT_FIRE, ACT_NONE, ACT_RELOAD, PHASE_MOVE, QD_RATE_FULL, STATUS_UP, type SkirmishAgent } from '@deadeye/core';
import { arena, SUPPORTING_GUN } from './beast-helpers.ts';
import { locatedWorld } from './qd-helpers.ts';

const KNIFE = '{ type: supporting, personality: ordinary, weapons: [knife] }';
const PAD = Array<number>(40).fill(7);
const idle: SkirmishAgent = (_o, _s, out) => {
  out.action = ACT_NONE;
};
/** Character j holds with his revolver drawn and in hand: he answers a move in his sight (QR-13). */
function holdsDrawn(world: { holding: Uint8Array; drawn: Uint8Array; inHand: Int32Array }, j: number): void {
  world.holding[j] = 1;
  world.drawn[j] = 1;
  world.inHand[j] = 0;
}

/** Holds, and answers any opportunity with a shot at character `target`. */
const responder =
  (target: number): SkirmishAgent =>
  (o, _s, out) => {
    out.action = o.responding === 1 ? ACT_FIRE : ACT_NONE;
    out.target = target;
  };

describe('thirteenth audit', () => {
  it('1. Move It! then an attack on a man out of contact: no charge after the move', () => {
    const setup = arena([
      { name: 'E', qd: KNIFE, side: 'Men', at: [2, 10] },
      { name: 'H', qd: KNIFE, side: 'Beasts', at: [19, 10], facing: 'W' },
    ]);
    const agent: SkirmishAgent = (o, _s, out) => {
      if (o.phase === PHASE_MOVE) {
        out.moveTo = o.cell[1]!;
        out.rate = QD_RATE_FULL;
        out.action = ACT_NONE;
      } else {
        out.action = ACT_ATTACK;
        out.target = 1;
      }
    };
    // The move's test 10 (Move It!), then 7s.
    const { engine, world } = locatedWorld(setup, [10, ...PAD], [agent, idle]);
    world.toCome[0] = 1;
    engine.playCard(0);
    const log = world.log!.join('\n');
    expect(log).toMatch(/E moves \(full move\) \(2,10\) -> \(10,10\)/);
    expect(log).not.toMatch(/charges/);
    expect(log).toMatch(/E has moved on this card: H is out of contact, no charge after the move/);
    expect([world.map.cellX[world.cell[0]!], world.map.cellY[world.cell[0]!]]).toEqual([10, 10]);
    expect(world.status[1]).toBe(STATUS_UP);
  });

  it('2. a charger shot by a holder is moving quickly, as a man who walked the same move', () => {
    const dvOf = (charge: boolean): string => {
      const setup = arena([
        { name: 'E', qd: KNIFE, side: 'Men', at: [7, 10] },
        { name: 'H', qd: SUPPORTING_GUN, side: 'Beasts', at: [16, 10], facing: 'W' },
      ]);
      const agent: SkirmishAgent = (o, _s, out) => {
        if (charge) {
          out.action = ACT_ATTACK;
          out.target = 1;
        } else {
          out.moveTo = o.cell[1]!;
          out.rate = QD_RATE_FULL;
          out.action = ACT_NONE;
        }
      };
      // Attack (or move) test 6, the holder's response 6, his hit 7, the effect 7.
      const { engine, world } = locatedWorld(setup, [6, 6, 7, 7, ...PAD], [agent, responder(0)]);
      holdsDrawn(world, 1);
      world.toCome[0] = 1;
      engine.playCard(0);
      const line = world.log!.find((l) => l.includes('E rolls 7 for the effect'));
      expect(line).toBeDefined();
      return line!;
    };
    // Point blank (-1) and moving quickly (+1) both ways; before, the charger was at DV -1.
    expect(dvOf(false)).toMatch(/at DV 0\b/);
    expect(dvOf(true)).toMatch(/at DV 0\b/);
  });

  it('3. coming round on a 10: the move or the action, not both', () => {
    const setup = arena([
      { name: 'A', qd: SUPPORTING_GUN, side: 'Men', at: [4, 10] },
      { name: 'B', qd: SUPPORTING_GUN, side: 'Beasts', at: [16, 10], facing: 'W' },
    ]);
    // A move with a reload asked: before the fix he moved, then reloaded as a free action.
    const agent: SkirmishAgent = (o, _s, out) => {
      if (o.phase === PHASE_MOVE) {
        out.moveTo = o.cell[0]! + 3;
        out.rate = QD_RATE_FULL;
      }
      out.action = ACT_RELOAD;
    };
    const { engine, world } = locatedWorld(setup, [10, ...PAD], [agent, idle]);
    world.toCome[0] = 1;
    world.ko[0] = 1;
    world.kod[0] = 1;
    world.loaded[0] = 0;
    engine.playCard(0);
    const log = world.log!.join('\n');
    expect(log).toMatch(/A comes round/);
    expect(log).toMatch(/A moves \(full move\)/);
    expect(log).not.toMatch(/reload/i);
    expect(world.loaded[0]).toBe(0);
  });

  it('4. a break off is an evade: shot moving away, he is evading (DV +2)', () => {
    const setup = arena([
      { name: 'E', qd: KNIFE, side: 'Men', at: [10, 10] },
      { name: 'K', qd: KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
      { name: 'H', qd: SUPPORTING_GUN, side: 'Beasts', at: [16, 14], facing: 'W' },
    ]);
    const agent: SkirmishAgent = (o, _s, out) => {
      out.moveTo = o.self === 0 ? o.cell[0]! - 6 : -1;
      out.rate = QD_RATE_FULL;
      out.action = ACT_NONE;
    };
    // Break off 7, the holder's response 6, his hit 7, the effect 7.
    const { engine, world } = locatedWorld(setup, [7, 6, 7, 7, ...PAD], [agent, idle, responder(0)]);
    world.toCome[0] = 1;
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    holdsDrawn(world, 2);
    engine.playCard(0);
    expect(world.log!.join('\n')).toMatch(/E wants to break off: rolls 7/);
    expect([world.evading[0], world.movingQuickly[0]]).toEqual([1, 0]);
    // A long shot (DV 0 for it) at a man evading: DV 2; before, moving quickly: DV 1.
    expect(world.log!.find((l) => l.includes('E rolls 7 for the effect'))).toMatch(/at DV 2\b/);
  });
});
