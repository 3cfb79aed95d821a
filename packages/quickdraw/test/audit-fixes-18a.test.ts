/**
 * The eighteenth audit's fixes, area a (REEL 1, THE BASICS, and REEL 3, MOVEMENT AND ACTION: the
 * cards, the action dice, Cut!, the movement chart, holding and responding, tasks, locating,
 * reacting, terrain), on forced dice:
 * 1. the scenario task's 10, "Complete Success! Succeed in the task and may perform another action
 *    or move, attack or shoot" (REEL 3, TASKS), gives the move his agent declares (untested), not
 *    only another action (acting.ts `moveAfterTask`; RULINGS.md QR-228): a robber who finished his
 *    robbery on a 10 stood at the counter, his move to the escape asked at `PHASE_FIRE` and dropped.
 * 2. "Deduct 25% from movement when getting up from prone" (REEL 3, Getting up from Prone) for the
 *    half moves the movement chart's outcomes make on his card: the plain row's 1 in good going
 *    ("Caution – Danger Ahead! Withdraw and fall back ½ a move"), the forest's 1 ("Disorientated!
 *    ... only moves ½ maximum move"), the snow's and the ruins' 2-4 (half a move at random), and the
 *    Wanting to evade row's evade and Panic when a herd stampedes (beasts.ts `stampede`): a prone man
 *    got up and went the whole half move (terrain.ts, `moveAllowance`; RULINGS.md QR-6, QR-229).
 * 3. a holder attacked who responds with his hold (RULINGS.md QR-197) makes a response to a hold
 *    action, as one answering a draw from his hold does (QR-122): Disciplined ("May reroll when ...
 *    Hold", REEL 2) rerolls a failure, and a Natural Leader's dice are rolled ("responding to hold
 *    actions", REEL 2) (fighting.ts `strike`; QR-230): neither was, the response rolled as one made
 *    by forfeiting a card.
 * 4. a surprised man, his forfeited cards not yet turned (QR-14), answers no attack ("surprised in
 *    which case they count as Defenceless", REEL 5), as he answers no draw and takes no free action
 *    (QR-204): he responded to it with a card to come beyond the forfeits (a man completely
 *    surprised with his last card), evading or blocking the blow (fighting.ts `strike`; QR-231).
 * 5. "Responding to an opportunity", 1: "Flustered! Panic and if in the open retreat slowly towards
 *    cover" (REEL 3): half his move, as QR-121 reads "slowly" (shootouts.ts `respondToOpportunity`,
 *    responses.ts `respondFromHold`; QR-232): the shooting chart's 4 paces were used, so a Lumbering
 *    holder (a move of 6) fell back 4 paces, not 3, and a rider 4, not 8.
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, ACT_NONE, ACT_TASK, BLOW_STANDARD, DEFEND_EVADE, parseScenario, PHASE_MOVE, QD_RATE_FULL, SHOT_AUTO, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import { attackAction } from '../src/skirmish/fighting.ts';
import { respondToOpportunity } from '../src/skirmish/shootouts.ts';
import { arena, arenaText } from './beast-helpers.ts';
import { cellOf, lineOf, locatedWorld, streetSetup, xOf } from './qd-helpers.ts';

const PAD = Array.from({ length: 40 }, () => 7);

describe('1. the scenario task\'s 10 may be a move (REEL 3, TASKS; QR-228)', () => {
  const setup = streetSetup([
    { name: 'Cracker', side: 'Gang', type: 'supporting', personality: 'ordinary', x: 2, y: 2 },
    { name: 'Enemy', side: 'Posse', type: 'minor', personality: 'ordinary', x: 12, y: 6 },
  ]);

  /**
   * Cracker's card at his task's place (2,2): the task (on `dice`), and once it is done his agent
   * declares `after` (a move to (10,2) at a full move, or a shot at Enemy from where he stands).
   */
  function card(dice: readonly number[], after: 'move' | 'shot') {
    const cracker: SkirmishAgent = (o, _s, out) => {
      if (o.tasksDone === 0) {
        out.action = ACT_TASK;
        out.task = 0;
        return;
      }
      if (after === 'move') {
        if (o.phase === PHASE_MOVE) {
          out.moveTo = 2 * 40 + 10;
          out.rate = QD_RATE_FULL;
        }
        out.action = ACT_NONE;
      } else {
        out.action = ACT_FIRE;
        out.target = 1;
      }
    };
    const { engine, world } = locatedWorld(setup, [...dice, ...PAD], [cracker, (_o, _s, out) => void (out.action = ACT_NONE)]);
    (world.taskPlace as (Int32Array | null)[])[0] = Int32Array.of(cellOf(world, 2, 2));
    world.drawn[0] = 1;
    world.turn = 1;
    engine.playCard(0);
    return world;
  }

  it('a 10 on the task: he moves on, untested (a full move, 8 paces)', () => {
    const world = card([10], 'move');
    expect(world.tasksDone[0]).toBe(1);
    expect(lineOf(world.log!, /Complete Success! Cracker does the task/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Cracker moves after his task/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Cracker wants to move/)).toBe(-1);
    expect(xOf(world, 0)).toBe(10);
    expect(world.movesThisPhase[0]).toBe(1);
  });

  it('control: a 5-9 on the task: done, and no move on this card', () => {
    const world = card([6], 'move');
    expect(world.tasksDone[0]).toBe(1);
    expect(xOf(world, 0)).toBe(2);
  });

  it('control: a 10 with no move declared: the action, untested (his shot, with no Wanting to Shoot test)', () => {
    const world = card([10, 8], 'shot');
    expect(lineOf(world.log!, /Cracker moves after his task/)).toBe(-1);
    expect(lineOf(world.log!, /Cracker wants to shoot/)).toBe(-1);
    expect(lineOf(world.log!, /Cracker fires his .* at Enemy/)).toBeGreaterThan(-1);
    expect(xOf(world, 0)).toBe(2);
  });
});

/** An agent that moves to cell `to` at a full move on every card, with no action. */
function mover(to: number): SkirmishAgent {
  return (o, _s, out) => {
    if (o.phase === PHASE_MOVE) {
      out.moveTo = to;
      out.rate = QD_RATE_FULL;
    }
    out.action = ACT_NONE;
  };
}
const still: SkirmishAgent = (_o, _s, out) => void (out.action = ACT_NONE);
/** A minor character with a cartridge revolver (arena figures). */
const GUN = '{ type: minor, personality: ordinary, weapons: [cartridge-revolver] }';

describe('2. getting up from prone costs 25% of the movement chart\'s half moves (REEL 3; QR-229)', () => {
  it("the plain row's 1 in good going: a prone man falls back 3 paces, not 4 (half of 75% of 8)", () => {
    // A lane one space wide (row 5, walls above and below): Walker at (10,5), the enemy at (20,5).
    const setup = compileScenario(
      getSystem('quickdraw'),
      parseScenario(
        arenaText(
          [
            { name: 'Walker', qd: GUN, side: 'Men', at: [10, 5] },
            { name: 'Enemy', qd: GUN, side: 'Beasts', at: [20, 5] },
          ],
          [
            [0, 0, 40, 5],
            [0, 6, 40, 14],
          ],
        ),
        'lane.yaml',
      ),
      {},
    ) as QdSetup;
    for (const prone of [1, 0]) {
      // His move test (1D10): 1.
      const { engine, world } = locatedWorld(setup, [1, ...PAD], [mover(5 * 40 + 15), still]);
      world.prone[0] = prone;
      world.turn = 1;
      engine.playCard(0);
      expect(lineOf(world.log!, /Walker falls back half a move \(Caution/), `prone ${prone}`).toBeGreaterThan(-1);
      expect(xOf(world, 0), `prone ${prone}`).toBe(prone === 1 ? 7 : 6);
      expect(world.prone[0]).toBe(0);
    }
  });

  it("the forest's 1 (Disorientated!): a prone man wanders 2 spaces of forest straight ahead, not 3", () => {
    // The forest from x = 5 to 24 (bad going: a step costs 4/3); Walker at (10,5) facing east.
    const text = arenaText(
      [
        { name: 'Walker', qd: GUN, side: 'Men', at: [10, 5] },
        { name: 'Enemy', qd: GUN, side: 'Beasts', at: [35, 15] },
      ],
      [[5, 0, 20, 20]],
    ).replace('type: wall', 'type: forest');
    const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'forest.yaml'), {}) as QdSetup;
    for (const prone of [1, 0]) {
      // The move test on 2D10 worst (a minor moving fast in bad going): 1, 1; the random movement 9: straight ahead.
      const { engine, world } = locatedWorld(setup, [1, 1, 9, ...PAD], [mover(5 * 40 + 20), still]);
      world.prone[0] = prone;
      world.turn = 1;
      engine.playCard(0);
      expect(lineOf(world.log!, /Disorientated!/), `prone ${prone}`).toBeGreaterThan(-1);
      expect(lineOf(world.log!, /Walker: random movement 1D10 9/), `prone ${prone}`).toBeGreaterThan(-1);
      expect(xOf(world, 0), `prone ${prone}`).toBe(prone === 1 ? 12 : 13);
    }
  });
});

describe('3. a holder attacked responds from his hold: Disciplined rerolls, a Natural Leader\'s dice (QR-230)', () => {
  /**
   * A (Men) attacks B (Beasts), in contact, knives; B's order is to evade; with `holding` he holds,
   * else he has a card to come to forfeit. `c`: a third figure's stat block, on B's side at (13,10),
   * or none. On the dice `dice` (A's want-attack 7 first), then 7s.
   */
  function attacked(b: string, holding: boolean, dice: readonly number[], c?: string) {
    const setup = arena([
      { name: 'A', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Men', at: [10, 10] },
      { name: 'B', qd: b, side: 'Beasts', at: [11, 10], facing: 'W' },
      ...(c === undefined ? [] : [{ name: 'C', qd: c, side: 'Beasts' as const, at: [13, 10] as const }]),
    ]);
    const { world } = locatedWorld(setup, [7, ...dice, ...PAD]);
    world.turn = 1;
    world.defenceOrder[1] = DEFEND_EVADE;
    if (holding) world.holding[1] = 1;
    else world.toCome[1] = 1;
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    return world;
  }
  const DISCIPLINED = '{ type: supporting, personality: disciplined, weapons: [knife] }';
  const ORDINARY = '{ type: supporting, personality: ordinary, weapons: [knife] }';

  it('Disciplined, holding: his response of 3 is rerolled (8), and he evades', () => {
    const world = attacked(DISCIPLINED, true, [3, 8]);
    expect(lineOf(world.log!, /B responds to the attack: rolls 3/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /B rerolls \(trait\): 8/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /B evades/)).toBeGreaterThan(-1);
    expect(world.holding[1]).toBe(0);
  });

  it('control: Disciplined, forfeiting a card (not holding): no reroll, Flustered', () => {
    const world = attacked(DISCIPLINED, false, [3, 8]);
    expect(lineOf(world.log!, /B rerolls/)).toBe(-1);
    expect(lineOf(world.log!, /Flustered! B's DV is lowered by 1/)).toBeGreaterThan(-1);
  });

  it("holding, a Natural Leader of his side 2 spaces off: the response is on the leader's 2D10 (3, 8: 8), and he evades", () => {
    const world = attacked(ORDINARY, true, [3, 8], '{ type: main, personality: natural-leader, weapons: [knife] }');
    expect(lineOf(world.log!, /B responds to the attack: rolls 8 \(best of 3, 8\) on C's dice \(Natural Leader\)/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /B evades/)).toBeGreaterThan(-1);
  });

  it("control: forfeiting a card, the same leader near: his own 1D10 (3), Flustered", () => {
    const world = attacked(ORDINARY, false, [3, 8], '{ type: main, personality: natural-leader, weapons: [knife] }');
    expect(lineOf(world.log!, /B responds to the attack: rolls 3$/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Flustered! B's DV is lowered by 1/)).toBeGreaterThan(-1);
  });
});

describe('4. a surprised man does not respond to an attack until his surprise has passed (QR-231)', () => {
  /** A attacks B (knives, in contact); B, ordered to evade, has 2 cards to come, the first forfeit to surprise when `surprised`. */
  function attacked(surprised: boolean) {
    const setup = arena([
      { name: 'A', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Men', at: [10, 10] },
      { name: 'B', qd: '{ type: main, personality: ordinary, weapons: [knife] }', side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    // A's want-attack 7; then B's response 8 (when he responds) or A's attack die 8; then 7s.
    const { world } = locatedWorld(setup, [7, 8, ...PAD]);
    world.turn = 1;
    world.defenceOrder[1] = DEFEND_EVADE;
    world.toCome[1] = 2;
    world.void[1] = 1;
    world.surpriseLeft[1] = surprised ? 1 : 0;
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    return world;
  }

  it('surprised: no response (no card forfeited for it); the blow is struck', () => {
    const world = attacked(true);
    expect(lineOf(world.log!, /B is caught by surprise: he cannot respond to the attack yet/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /B responds to the attack/)).toBe(-1);
    expect(lineOf(world.log!, /B evades/)).toBe(-1);
    expect(lineOf(world.log!, /A rolls 1D10: 8/)).toBeGreaterThan(-1);
    expect(world.void[1]).toBe(1);
  });

  it('control: his surprise passed, the same man responds (forfeiting his card) and evades', () => {
    const world = attacked(false);
    expect(lineOf(world.log!, /B responds to the attack: rolls 8/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /B evades/)).toBeGreaterThan(-1);
    expect(world.void[1]).toBe(2);
  });
});

describe("5. a holder's Flustered! retreats slowly: half his move (REEL 3; QR-232)", () => {
  /** Holder H (skills `skills`) in a lane one space wide (row 5) at (10,5), the enemy at (20,5); his response to the opportunity is a 1. */
  function flustered(skills: string) {
    const setup = compileScenario(
      getSystem('quickdraw'),
      parseScenario(
        arenaText(
          [
            { name: 'H', qd: `{ type: supporting, personality: ordinary, skills: [${skills}], weapons: [cartridge-revolver] }`, side: 'Men', at: [10, 5], drawn: true },
            { name: 'E', qd: GUN, side: 'Beasts', at: [20, 5] },
          ],
          [
            [0, 0, 40, 5],
            [0, 6, 40, 14],
          ],
        ),
        'lane.yaml',
      ),
      {},
    ) as QdSetup;
    const { world } = locatedWorld(setup, [1, ...PAD]);
    world.turn = 1;
    world.holding[0] = 1;
    respondToOpportunity(world, 0, 1, SHOT_AUTO);
    return world;
  }

  it('Lumbering (a move of 6): he falls back 3 paces, not the shooting chart\'s 4', () => {
    const world = flustered('lumbering');
    expect(lineOf(world.log!, /H responds to an opportunity: rolls 1/)).toBeGreaterThan(-1);
    expect(xOf(world, 0)).toBe(7);
  });

  it('control: a move of 8: 4 paces, half of it', () => {
    const world = flustered('');
    expect(xOf(world, 0)).toBe(6);
  });
});
