/**
 * The twenty-third audit, part d (23d), on forced dice: holds and opportunities (REEL 3, WANTING TO
 * RESPOND, RESPONDING TO AN OPPORTUNITY WHILE HOLDING), the red joker, and a walk at a linear
 * obstacle. Each fix's assertions fail on the code before it; the controls, and part 3 (the engine
 * as it was, recorded), pass on both.
 *
 * 1. A move that gets nowhere ("Are you Sure? Hesitate and do not move", the movement chart's 2-4)
 *    presents the enemy's holders no opportunity, as a hold or a wait does not (QR-321). Before the
 *    fix they were offered every move tested. acting.ts `cardMoveOrAction`; RULINGS.md QR-330.
 * 2. The red joker on a card that rolls no die (a draw, taking aim) goes with the card: the replay
 *    says so. Before, it vanished without a line. engine.ts `playTurn`; RULINGS.md QR-331.
 * 3. A hold lasts through its owner's forfeited card (not played): no change. RULINGS.md QR-332.
 * 6. A walk does not cross a linear obstacle whose far side is held by figures: before, he rolled
 *    the task, crossed, and the walk round the figures took him back out the way he came (the O.K.
 *    Corral, seed 1, trial 20: Doc Holliday at Frank McLaury's horse). walk.ts `walk`,
 *    `heldBeyond`; RULINGS.md QR-335.
 * (Questions 4 and 5 of the audit are rulings with no change: QR-333, QR-334.)
 */
import { describe, expect, it } from 'vitest';
import { ACT_DRAW, ACT_NONE, ACT_TAKE_AIM, parseScenario, placeAt, STEP_ORTHOGONAL, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { moveToward } from '../src/skirmish/movement.ts';
import { BLACK_JOKER, RED_JOKER } from '../src/skirmish/world.ts';
import { duelSetup, forcedWorld, holdAgent, lineOf, locatedWorld, shuffleDice, xOf, yOf } from './qd-helpers.ts';
import { MINOR_GUN } from './beast-helpers.ts';

const SEVENS = Array.from({ length: 40 }, () => 7);
const SUPPORTING = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver';

/** B walks 2 spaces toward A (row-major cells: A is 0, west of him), declaring no action. */
const walksIn: SkirmishAgent = (o, _s, out) => {
  out.moveTo = o.cell[o.self]! - 2;
  out.rate = 3; // QD_RATE_FULL
  out.action = ACT_NONE;
};

/**
 * A and B (both Supporting, 2 cards, 8 paces apart, seen and located), the pack turned A, B, A, B,
 * red, black: A holds on his first card; B walks in on each of his. `dice`: after the shuffle.
 */
function holdPhase(dice: readonly number[]) {
  const setup = duelSetup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 8);
  const shuffle = shuffleDice([0, 0, 1, 1, RED_JOKER, BLACK_JOKER], [0, 1, 0, 1, RED_JOKER, BLACK_JOKER]);
  const { engine, world } = forcedWorld(setup, [holdAgent, walksIn], [...shuffle, ...dice, ...SEVENS]);
  world.seen.fill(1);
  world.located.fill(1);
  world.log = [];
  engine.playTurn(1);
  return world.log;
}

describe('1. a move that hesitates ("Are you Sure?", 2-4) presents the holders no opportunity (QR-330)', () => {
  it('B rolls 3 on his move: he does not move, and A, holding, does not respond to it', () => {
    // B's move test 3: "Are you Sure? Hesitate and do not move". Before the fix A was offered it and
    // responded (the response test 7, then his shot).
    const log = holdPhase([3]);
    const hesitates = lineOf(log, /Are you Sure\? B hesitates and does not move/);
    expect(lineOf(log, /^ {4}A holds/)).toBeGreaterThan(-1);
    expect(hesitates).toBeGreaterThan(-1);
    expect(lineOf(log, /A responds from his hold/)).toBe(-1);
    // His hold lapses on his own next card, unspent (QR-13).
    expect(lineOf(log, /A stops holding/)).toBeGreaterThan(hesitates);
  });

  it('control: B rolls 6 and walks in: A responds from his hold', () => {
    const log = holdPhase([6]);
    const moves = lineOf(log, /B moves/);
    expect(moves).toBeGreaterThan(-1);
    expect(lineOf(log, /A responds from his hold/)).toBeGreaterThan(moves);
  });
});

describe('2. the red joker on a card that rolls no die: the replay says it goes with the card (QR-331)', () => {
  /** A and B (Supporting, 8 paces), the pack turned as `order`; B plays `b` on each of his cards. */
  function phase(order: readonly number[], b: SkirmishAgent) {
    const setup = duelSetup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 8);
    const shuffle = shuffleDice([0, 0, 1, 1, RED_JOKER, BLACK_JOKER], order);
    const { engine, world } = forcedWorld(setup, [(_o, _s, out) => void (out.action = ACT_NONE), b], [...shuffle, ...SEVENS]);
    world.seen.fill(1);
    world.located.fill(1);
    world.log = [];
    engine.playTurn(1);
    return world.log;
  }
  const order = [RED_JOKER, 1, 0, 1, 0, BLACK_JOKER];

  it('B draws his gun on the red joker\'s card: the joker is spent unused, and the replay says so', () => {
    const log = phase(order, (_o, _s, out) => {
      out.action = ACT_DRAW;
      out.weapon = 0;
    });
    const draws = lineOf(log, /B draws his/);
    expect(draws).toBeGreaterThan(-1);
    expect(lineOf(log, /the red joker: nothing on B's card was rolled, and it goes with the card/)).toBeGreaterThan(draws);
    expect(lineOf(log, /makes it a 10/)).toBe(-1);
  });

  it('B takes aim on the red joker\'s card: the same line', () => {
    const log = phase(order, (_o, _s, out) => {
      out.action = ACT_TAKE_AIM;
      out.target = 0;
    });
    expect(lineOf(log, /B takes aim at A/)).toBeGreaterThan(-1);
    expect(lineOf(log, /the red joker: nothing on B's card was rolled/)).toBeGreaterThan(-1);
  });

  it('control: B moves on the red joker\'s card: the joker is his move test\'s 10, no such line', () => {
    const log = phase(order, walksIn);
    expect(lineOf(log, /B wants to move: the red joker makes it a 10/)).toBeGreaterThan(-1);
    expect(lineOf(log, /goes with the card/)).toBe(-1);
  });

  it('control: A holds on the red joker\'s card: it is kept for his response (QR-320), no such line', () => {
    const setup = duelSetup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 8);
    const shuffle = shuffleDice([0, 0, 1, 1, RED_JOKER, BLACK_JOKER], [RED_JOKER, 0, 1, 0, 1, BLACK_JOKER]);
    const { engine, world } = forcedWorld(setup, [holdAgent, walksIn], [...shuffle, ...SEVENS]);
    world.seen.fill(1);
    world.located.fill(1);
    world.log = [];
    engine.playTurn(1);
    expect(lineOf(world.log, /A responds to an opportunity: the red joker makes it a 10/)).toBeGreaterThan(-1);
    expect(lineOf(world.log, /goes with the card/)).toBe(-1);
  });
});

describe('3. a hold lasts through its owner\'s forfeited card (QR-332: no change, the engine as it was)', () => {
  it('A holds; his next card is forfeit (a card taken, as by a hit): he still holds, and responds to B\'s move after it', () => {
    const setup = duelSetup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 8);
    const shuffle = shuffleDice([0, 0, 1, 1, RED_JOKER, BLACK_JOKER], [0, 1, 0, 1, RED_JOKER, BLACK_JOKER]);
    let cardsOfB = 0;
    const holder = { world: null as null | ReturnType<typeof forcedWorld>['world'] };
    // B: on his first card he waits, and A loses his next card (what a hit or a Cut! does, QR-3);
    // on his second he walks in.
    const b: SkirmishAgent = (o, s, out) => {
      if (o.responding === 1) return;
      if (o.phase === 0) cardsOfB++;
      if (cardsOfB === 1) {
        if (holder.world!.void[0] === 0) holder.world!.void[0] = 1;
        out.action = ACT_NONE;
      } else walksIn(o, s, out);
    };
    const { engine, world } = forcedWorld(setup, [holdAgent, b], [...shuffle, ...SEVENS]);
    holder.world = world;
    world.seen.fill(1);
    world.located.fill(1);
    world.log = [];
    engine.playTurn(1);
    const log = world.log;
    const forfeit = lineOf(log, /A's card is forfeit/);
    expect(lineOf(log, /^ {4}A holds/)).toBeGreaterThan(-1);
    expect(forfeit).toBeGreaterThan(-1);
    expect(lineOf(log, /A stops holding/)).toBe(-1);
    expect(lineOf(log, /A responds from his hold/)).toBeGreaterThan(forfeit);
  });
});

describe('6. no crossing of a linear obstacle whose far side is held by figures (QR-335)', () => {
  // A wall down column 8, open at its top (8,0), with a horse (soft cover, a linear obstacle) in a
  // gap at (8,5). Abe at (9,5) walks west toward (2,5), 8 spaces; Cal, Dan and Eli (his comrades)
  // stand beyond the horse at (7,4), (7,5) and (7,6). Before the fix Abe rolled the task, crossed
  // onto the horse, and the walk round the figures beyond (which crosses no obstacle) took him
  // back out the way he came, toward the open top of the wall, with the crossing's quarter move
  // spent: the task for nothing.
  const text = `name: Gate
map:
  width: 16
  height: 11
  default: street
  terrain:
    - { type: wall, rect: [8, 1, 1, 4] }
    - { type: wall, rect: [8, 6, 1, 5] }
  cover:
    - { kind: soft, name: horse, cells: [[8, 5]] }
sides:
  - { name: Men }
  - { name: Others }
characters:
  - { name: Abe, stats: { quickdraw: ${MINOR_GUN} }, side: Men, position: [9, 5], facing: W, drawn: true, weapons: [], agent: { doctrine: brawler } }
  - { name: Cal, stats: { quickdraw: ${MINOR_GUN} }, side: Men, position: [7, 4], facing: W, drawn: true, weapons: [], agent: { doctrine: brawler } }
  - { name: Dan, stats: { quickdraw: ${MINOR_GUN} }, side: Men, position: [7, 5], facing: W, drawn: true, weapons: [], agent: { doctrine: brawler } }
  - { name: Eli, stats: { quickdraw: ${MINOR_GUN} }, side: Men, position: [7, 6], facing: W, drawn: true, weapons: [], agent: { doctrine: brawler } }
  - { name: Zed, stats: { quickdraw: ${MINOR_GUN} }, side: Others, position: [15, 10], facing: N, drawn: true, weapons: [], agent: { doctrine: brawler } }
maxTurns: 1
`;
  const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'gate.yaml'), {}) as Parameters<typeof locatedWorld>[0];
  const walkWest = (clear: boolean) => {
    const { world } = locatedWorld(setup, SEVENS);
    if (clear) for (const k of [1, 2, 3]) placeAt(world, k, 10 * world.map.width + k);
    moveToward(world, 0, 5 * world.map.width + 2, 8 * STEP_ORTHOGONAL, 'walks');
    return world;
  };
  it('the way beyond held: Abe rolls no task at the horse and goes round by the open end of the wall', () => {
    const w = walkWest(false);
    expect(lineOf(w.log!, /Abe tries to cross a linear obstacle/)).toBe(-1);
    expect(lineOf(w.log!, /Abe walks \(9,5\) -> \(6,1\)/)).toBeGreaterThan(-1);
    // Before: "Abe comes to horse at (8,5)", the task's 7, "goes round Cal, Dan, Eli", (9,5) -> (9,1).
    expect([xOf(w, 0), yOf(w, 0)]).toEqual([6, 1]);
  });
  it('control: nobody beyond the horse: Abe crosses it (its task rolled) and walks on', () => {
    const w = walkWest(true);
    expect(lineOf(w.log!, /Abe tries to cross a linear obstacle: rolls 7/)).toBeGreaterThan(-1);
    expect(xOf(w, 0)).toBeLessThan(8);
  });
});
