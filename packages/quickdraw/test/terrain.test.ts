/**
 * Moving through terrain on forced dice (terrain.ts; quick-on-the-draw.md, REEL 3, WANTING TO
 * MOVE and the movement chart's rows for forest, deep snow or sand, swamp and ruins; RULINGS.md
 * QR-65..QR-70): which row a move is tested on, every outcome of each row, the plain row's fall
 * in bad going, the bad going dice, fouled weapons, and the `+bad-weather` switch.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, parseScenario, QD_RATE_DASH, QD_RATE_FULL, QD_RATE_HALF, STATUS_UNCONSCIOUS, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { hitEffect, type QdSetup } from '../src/index.ts';
import { readyToShoot } from '../src/skirmish/shooting.ts';
import { clearWeapons, MOVE_AND_ACT, MOVE_DONE, MOVE_ENDS_CARD, playMove, ROW_FOREST, ROW_PLAIN, ROW_RUINS, ROW_SNOW, ROW_SWAMP, scanMove } from '../src/skirmish/terrain.ts';
import { Q_FALLS, Q_FOULED, Q_RANDOM_MOVES, Q_TERRAIN_TESTS } from '../src/skirmish/counts.ts';
import { type QdWorld } from '../src/skirmish/world.ts';
import { forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

const MINOR = '{ type: minor, personality: ordinary, skills: [], weapons: [cartridge-revolver] }';
const W = 20;

/**
 * A 20 x 5 street: A (index 0, a minor character unless `a` says otherwise) at (1, 2) facing east,
 * his enemy B (index 1) at (18, 2); `terrain`: the map's patches (YAML).
 */
function setupOf(terrain: string, a = MINOR, variant = 'text', drawn = true): QdSetup {
  const text = `
name: terrain
map: { width: ${W}, height: 5, exits: [], terrain: [${terrain}] }
sides: [{ name: A }, { name: B }]
characters:
  - { name: A, stats: { quickdraw: ${a} }, side: A, position: [1, 2], facing: E, drawn: ${drawn}, weapons: [], agent: { doctrine: standing } }
  - { name: B, stats: { quickdraw: ${MINOR} }, side: B, position: [18, 2], facing: W, weapons: [], agent: { doctrine: standing } }
`;
  return compileScenario(getSystem('quickdraw'), parseScenario(text, 'terrain.yaml'), { variant }) as QdSetup;
}

const at = (x: number, y = 2): number => y * W + x;
/** A patch of `type` over columns 3..8 (the whole height). */
const patch = (type: string): string => `{ type: ${type}, rect: [3, 0, 6, 5] }`;
const DEST = at(12);

/** A world on `dice` with the replay log on. */
function world(setup: QdSetup, dice: number[]): { w: QdWorld; draws: () => number } {
  const { world: w, stream } = forcedWorld(setup, [idleAgent, idleAgent], dice);
  w.log = [];
  return { w, draws: () => stream.draws };
}
const q = (w: QdWorld, k: number): number => w.acc[w.qAt + k]!;
const x = (w: QdWorld, i = 0): number => w.map.cellX[w.cell[i]!]!;

describe('which row of the movement chart a move is tested on (QR-65)', () => {
  it('the first chart terrain his path meets, his own cell first; bad going anywhere on it', () => {
    const plain = world(setupOf(''), []).w;
    expect(scanMove(plain, 0, DEST, 16)).toMatchObject({ row: ROW_PLAIN, bad: 0 });
    const forest = world(setupOf(patch('forest')), []).w;
    expect(scanMove(forest, 0, DEST, 16)).toMatchObject({ row: ROW_FOREST, bad: 1 });
    // A short move that does not reach the patch is a plain move in good going.
    expect(scanMove(forest, 0, DEST, 2)).toMatchObject({ row: ROW_PLAIN, bad: 0 });
    // Snow then swamp on the way: the snow decides.
    const both = world(setupOf(`{ type: snow, rect: [3, 0, 2, 5] }, { type: swamp, rect: [5, 0, 4, 5] }`), []).w;
    expect(scanMove(both, 0, DEST, 16).row).toBe(ROW_SNOW);
    // Starting in the swamp (the snow ahead is met later).
    const start = world(setupOf(`{ type: swamp, rect: [0, 0, 3, 5] }, { type: snow, rect: [3, 0, 3, 5] }`), []).w;
    expect(scanMove(start, 0, DEST, 16).row).toBe(ROW_SWAMP);
    expect(scanMove(world(setupOf(patch('sand')), []).w, 0, DEST, 16).row).toBe(ROW_SNOW);
    expect(scanMove(world(setupOf(patch('ruins')), []).w, 0, DEST, 16).row).toBe(ROW_RUINS);
    // Rough ground and interiors are bad going on the plain row.
    expect(scanMove(world(setupOf(patch('rough')), []).w, 0, DEST, 16)).toMatchObject({ row: ROW_PLAIN, bad: 1 });
  });

  it('the move test names the row and is counted as a terrain test', () => {
    const { w } = world(setupOf(patch('forest')), [6]);
    expect(playMove(w, 0, DEST, QD_RATE_HALF, 0, 0, 1)).toBe(MOVE_DONE);
    expect(lineOf(w.log!, /A wants to move in the forest: rolls 6/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /This is the Path!/)).toBeGreaterThan(-1);
    expect(q(w, Q_TERRAIN_TESTS)).toBe(1);
  });
});

describe('forest or jungle', () => {
  it('1 Disorientated!: half his move in a random direction (1-3 reverse), nothing else', () => {
    const { w, draws } = world(setupOf(patch('forest')), [1, 2]);
    expect(playMove(w, 0, DEST, QD_RATE_HALF, 0, 0, 1)).toBe(MOVE_DONE);
    // Reverse from facing east: west, half a move of 8 paces on the street (1 space left there).
    expect(x(w)).toBe(0);
    expect(q(w, Q_RANDOM_MOVES)).toBe(1);
    expect(draws()).toBe(2);
  });

  it('1 Disorientated!, straight ahead (8+): half a move east, slowed by the forest', () => {
    const { w } = world(setupOf(patch('forest')), [1, 9]);
    playMove(w, 0, DEST, QD_RATE_HALF, 0, 0, 1);
    // 8 half-spaces: a street step (2), then forest steps at 8/3 each: (2,2), (3,2), (4,2).
    expect(x(w)).toBe(4);
  });

  it('2-4 Is this the Path?: an action test to cut a path, then the move roll again', () => {
    const pass = world(setupOf(patch('forest')), [3, 5, 7]);
    expect(playMove(pass.w, 0, DEST, QD_RATE_HALF, 0, 0, 1)).toBe(MOVE_DONE);
    expect(lineOf(pass.w.log!, /A cuts a path through: rolls 5/)).toBeGreaterThan(-1);
    expect(x(pass.w)).toBeGreaterThan(1);
    expect(q(pass.w, Q_TERRAIN_TESTS)).toBe(2);

    const fail = world(setupOf(patch('forest')), [3, 4]);
    expect(playMove(fail.w, 0, DEST, QD_RATE_HALF, 0, 0, 1)).toBe(MOVE_DONE);
    expect(x(fail.w)).toBe(1);
    expect(fail.draws()).toBe(2);
  });

  it('5-9 moves his move; 10 twice the move at a dash, else a move and another action', () => {
    // A full move in bad going is on reduced dice: a minor character's 2D10, the worst.
    const five = world(setupOf(patch('forest')), [5, 9]).w;
    playMove(five, 0, DEST, QD_RATE_FULL, 0, 0, 1);
    const once = x(five);
    expect(once).toBeGreaterThan(1);
    const ten = world(setupOf(patch('forest')), [10, 10]).w;
    expect(playMove(ten, 0, DEST, QD_RATE_FULL, 0, 0, 1)).toBe(MOVE_AND_ACT);
    expect(x(ten)).toBe(once);
    const dash = world(setupOf(patch('forest')), [10, 10]).w;
    expect(playMove(dash, 0, DEST, QD_RATE_DASH, 0, 0, 1)).toBe(MOVE_DONE);
    expect(x(dash)).toBeGreaterThan(once);
  });
});

describe('deep snow or deep sand', () => {
  it('1 Fall Over!: prone, drops what he holds, weapons fouled until an action test clears them; the card ends', () => {
    const { w } = world(setupOf(patch('snow')), [1, 4, 5]);
    expect(playMove(w, 0, DEST, QD_RATE_HALF, 0, 0, 1)).toBe(MOVE_ENDS_CARD);
    expect([w.prone[0], w.dropped[0], w.fouled[0]]).toEqual([1, 1, 1]);
    expect([q(w, Q_FALLS), q(w, Q_FOULED)]).toEqual([1, 1]);
    expect(lineOf(w.log!, /fouled with snow/)).toBeGreaterThan(-1);
    w.dropped[0] = 0;
    expect(readyToShoot(w, 0)).toBe(false);
    clearWeapons(w, 0);
    expect(w.fouled[0]).toBe(1);
    clearWeapons(w, 0);
    expect(w.fouled[0]).toBe(0);
    expect(readyToShoot(w, 0)).toBe(true);
  });

  it('sand fouls with sand', () => {
    const { w } = world(setupOf(patch('sand')), [1]);
    playMove(w, 0, DEST, QD_RATE_HALF, 0, 0, 1);
    expect(lineOf(w.log!, /fouled with sand/)).toBeGreaterThan(-1);
  });

  it('2-4 Slip Sliding Away!: half a move in a random direction, then the move roll again', () => {
    // 3: slides; random 2: reverse (west); the roll again: 6, a move.
    const { w, draws } = world(setupOf(patch('snow')), [3, 2, 6]);
    expect(playMove(w, 0, DEST, QD_RATE_HALF, 0, 0, 1)).toBe(MOVE_DONE);
    const slide = lineOf(w.log!, /A slides \(1,2\) -> \(0,2\)/);
    expect(slide).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /A wants to move in deep snow or sand: rolls 6/)).toBeGreaterThan(slide);
    expect(x(w)).toBeGreaterThan(0);
    expect(q(w, Q_RANDOM_MOVES)).toBe(1);
    expect(draws()).toBe(3);
  });
});

describe('a swamp', () => {
  it('1 Glug! Glug!: weapons soaked (fouled), not prone, nothing dropped; the card ends', () => {
    const { w } = world(setupOf(patch('swamp')), [1]);
    expect(playMove(w, 0, DEST, QD_RATE_HALF, 0, 0, 1)).toBe(MOVE_ENDS_CARD);
    expect([w.prone[0], w.dropped[0], w.fouled[0], q(w, Q_FALLS)]).toEqual([0, 0, 1, 0]);
    expect(lineOf(w.log!, /fouled with water/)).toBeGreaterThan(-1);
  });

  it('2-4 Is this the Path?: an action test to push through, then the roll again (Strong rerolls it)', () => {
    const { w } = world(setupOf(patch('swamp')), [2, 6, 8]);
    playMove(w, 0, DEST, QD_RATE_HALF, 0, 0, 1);
    expect(lineOf(w.log!, /A pushes his way through: rolls 6/)).toBeGreaterThan(-1);
    expect(x(w)).toBeGreaterThan(1);
    const strong = world(setupOf(patch('swamp'), '{ type: minor, personality: ordinary, skills: [strong], weapons: [cartridge-revolver] }'), [2, 3, 6, 8]);
    playMove(strong.w, 0, DEST, QD_RATE_HALF, 0, 0, 1);
    expect(lineOf(strong.w.log!, /A rerolls \(trait\): 6/)).toBeGreaterThan(-1);
    expect(x(strong.w)).toBeGreaterThan(1);
  });
});

describe('ruins or a derelict structure', () => {
  it('1 Fall Over!, and a second 1: injured as if hit by a light impact weapon (lethal)', () => {
    // The injury roll 4 at DV 0 + 1 (light impact) is one hit: the minor character's one card.
    expect(hitEffect(4, 1)).toBe('1-hit');
    const { w } = world(setupOf(patch('ruins')), [1, 1, 4]);
    expect(playMove(w, 0, DEST, QD_RATE_HALF, 0, 0, 1)).toBe(MOVE_ENDS_CARD);
    expect([w.prone[0], w.dropped[0]]).toEqual([1, 1]);
    expect(lineOf(w.log!, /A rolls 4 for the effect at DV 1: 1-hit/)).toBeGreaterThan(-1);
    expect(w.lethal[0]).toBe(1);
    expect(w.status[0]).toBe(STATUS_UNCONSCIOUS);
    expect(w.lastAttacker[0]).toBe(-1);
  });

  it('1 Fall Over! and a second roll of 2+: no injury', () => {
    const { w, draws } = world(setupOf(patch('ruins')), [1, 2]);
    playMove(w, 0, DEST, QD_RATE_HALF, 0, 0, 1);
    expect(w.lethal[0]).toBe(0);
    expect(draws()).toBe(2);
  });

  it('2-4 Loose Footing!: half a move at random, then the roll again', () => {
    const { w } = world(setupOf(patch('ruins')), [4, 5, 8]);
    playMove(w, 0, DEST, QD_RATE_HALF, 0, 0, 1);
    expect(lineOf(w.log!, /A stumbles/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /No obstacles ahead!/)).toBeGreaterThan(-1);
  });
});

describe('the plain row and bad going (QR-67, QR-68)', () => {
  it('1 in bad going: he falls over and tests for injury; in good going he falls back half a move', () => {
    const bad = world(setupOf(`{ type: rough, rect: [0, 0, 20, 5] }`), [1, 2]).w;
    expect(playMove(bad, 0, DEST, QD_RATE_HALF, 0, 0, 1)).toBe(MOVE_ENDS_CARD);
    expect(bad.prone[0]).toBe(1);
    // The injury roll 2 at DV 1 is two hits: he is out.
    expect(bad.lethal[0]).toBe(1);
    expect(q(bad, Q_FALLS)).toBe(1);
    const good = world(setupOf(''), [1]).w;
    good.cell[0] = at(5);
    good.occupancy[at(1)] = 0;
    good.occupancy[at(5)] = 1;
    expect(playMove(good, 0, DEST, QD_RATE_HALF, 0, 0, 1)).toBe(MOVE_DONE);
    expect([good.prone[0], x(good) < 5]).toEqual([0, true]);
  });

  it('in bad going a move faster than a half move is on reduced dice; a half move is not', () => {
    // A minor character's reduced dice: 2D10, the worst.
    const fast = world(setupOf(patch('rough')), [9, 3]);
    playMove(fast.w, 0, DEST, QD_RATE_FULL, 0, 0, 1);
    expect(lineOf(fast.w.log!, /A wants to move: rolls 3 \(worst of 9, 3\) \(reduced x1\)/)).toBeGreaterThan(-1);
    expect(x(fast.w)).toBe(1);
    const slow = world(setupOf(patch('rough')), [9]);
    playMove(slow.w, 0, DEST, QD_RATE_HALF, 0, 0, 1);
    expect(x(slow.w)).toBeGreaterThan(1);
    // In good going, a full move on the action dice.
    const open = world(setupOf(''), [9]);
    playMove(open.w, 0, DEST, QD_RATE_FULL, 0, 0, 1);
    expect(x(open.w)).toBe(9);
  });

  it('Lumbering: reduced dice in bad going even at a half move; Surefooted: no reduction, a reroll, not slowed', () => {
    const lumbering = world(setupOf(patch('rough'), '{ type: minor, personality: ordinary, skills: [lumbering], weapons: [cartridge-revolver] }'), [9, 3]);
    playMove(lumbering.w, 0, DEST, QD_RATE_HALF, 0, 0, 1);
    expect(lineOf(lumbering.w.log!, /rolls 3 \(worst of 9, 3\) \(reduced x1\)/)).toBeGreaterThan(-1);
    expect(x(lumbering.w)).toBe(1);
    const sure = world(setupOf(patch('forest'), '{ type: minor, personality: ordinary, skills: [surefooted], weapons: [cartridge-revolver] }'), [3, 7]);
    playMove(sure.w, 0, DEST, QD_RATE_FULL, 0, 0, 1);
    expect(lineOf(sure.w.log!, /A wants to move in the forest: rolls 3$/)).toBeGreaterThan(-1);
    expect(lineOf(sure.w.log!, /A rerolls \(trait\): 7/)).toBeGreaterThan(-1);
    // Not slowed: a full move of 8 paces, as on the street.
    expect(x(sure.w)).toBe(9);
    const slowed = world(setupOf(patch('forest')), [9, 9]);
    playMove(slowed.w, 0, DEST, QD_RATE_FULL, 0, 0, 1);
    expect(x(slowed.w)).toBeLessThan(9);
  });

  it('+bad-weather: all terrain is bad going (slowed, reduced dice, a 1 is a fall)', () => {
    const setup = setupOf('', MINOR, 'text+bad-weather');
    expect(setup.variant).toMatchObject({ name: 'text+bad-weather', badWeather: 1 });
    const fast = world(setup, [9, 9]).w;
    playMove(fast, 0, DEST, QD_RATE_FULL, 0, 0, 1);
    expect(lineOf(fast.log!, /rolls 9 \(worst of 9, 9\) \(reduced x1\)/)).toBeGreaterThan(-1);
    expect(x(fast)).toBeLessThan(9);
    // The fall's injury roll 9 at DV 1: a courage test (7).
    const fall = world(setup, [1, 9, 7]).w;
    expect(playMove(fall, 0, DEST, QD_RATE_HALF, 0, 0, 1)).toBe(MOVE_ENDS_CARD);
    expect(fall.prone[0]).toBe(1);
  });
});

describe('on the card (acting.ts)', () => {
  /** Moves toward DEST at a half move and fires at B. */
  const mover: SkirmishAgent = (_o, _s, out) => {
    out.moveTo = DEST;
    out.rate = QD_RATE_HALF;
    out.action = ACT_FIRE;
    out.target = 1;
  };

  it('a fall ends the card: no shot after it', () => {
    const setup = setupOf(patch('snow'));
    const { engine, world: w, stream } = forcedWorld(setup, [mover, idleAgent], [1]);
    w.log = [];
    w.seen.fill(1);
    engine.playCard(0);
    expect(lineOf(w.log, /A loses his balance and falls over/)).toBeGreaterThan(-1);
    expect(w.shots[0]).toBe(0);
    expect(stream.draws).toBe(1);
  });

  it('fouled weapons: the card’s action clears them instead of the shot asked', () => {
    const setup = setupOf('');
    const stay: SkirmishAgent = (_o, _s, out) => {
      out.action = ACT_FIRE;
      out.target = 1;
    };
    const { engine, world: w } = forcedWorld(setup, [stay, idleAgent], [6]);
    w.log = [];
    w.seen.fill(1);
    w.fouled[0] = 1;
    engine.playCard(0);
    expect(w.fouled[0]).toBe(0);
    expect(w.shots[0]).toBe(0);
    expect(lineOf(w.log, /A clears his weapons: rolls 6/)).toBeGreaterThan(-1);
    // His observation shows fouled weapons unloaded (the doctrines reload, which clears them).
    w.fouled[0] = 1;
    engine.observe(0, 0);
    expect(w.obs[0]!.loaded[0]).toBe(0);
  });
});
