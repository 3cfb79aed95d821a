/**
 * The Quick on the Draw engine on forced dice (ForcedStream): jokers, holds, forced reloads, Bull's
 * Eyes, courage tests, cards lost mid-phase, knock-outs and coming round, Cut!, and the effects
 * table read with the target's own dice.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadScenario, placeAt, S_BLOCKED, SHOT_DELIBERATE, STATUS_UNCONSCIOUS, STATUS_UP, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { hitEffect, qdCounts, type QdSetup } from '../src/index.ts';
import { BY_SHOOTING, courageTest, comeRound, resolveHit, targetDv } from '../src/skirmish/effects.ts';
import { coverFrom, inCoverFrom, shelteredFrom } from '../src/skirmish/cover.ts';
import { CUT, test as qdTest } from '../src/skirmish/rolls.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { Q_BULLS_EYES, Q_CAME_ROUND, Q_COURAGE_BAND, Q_CUT_SAVED, Q_CUTS, Q_FORCED_RELOADS } from '../src/skirmish/counts.ts';
import { BLACK_JOKER, cardsLeft, RED_JOKER } from '../src/skirmish/world.ts';
import { duelSetup, fireAgent, forcedWorld, holdAgent, idleAgent, lineOf, shuffleDice } from './qd-helpers.ts';

const MINOR = 'TYPE=minor PERSONALITY=ordinary WPN=cartridge-revolver';
const SUPPORTING = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver';
const HERO = 'TYPE=hero PERSONALITY=ordinary WPN=cartridge-revolver';
/** Plenty of 7s after the dice a test cares about (a 7 neither fails nor is special). */
const PAD = Array.from({ length: 40 }, () => 7);

/** The count of row `label` (of `group`, for a per-character row) in section `id` of the results (qdCounts, as the results JSON and report show it). */
function countOf(setup: QdSetup, acc: Float64Array, id: string, label: string, group?: string): { count: number; of: number } {
  const row = qdCounts(setup, acc).sections!.find((x) => x.id === id)!.rows.find((r) => r.label === label && (group === undefined || r.group === group))!;
  return { count: row.count, of: row.of };
}

describe('jokers', () => {
  it('a red joker before a card makes its first test a 10, a black one a 1', () => {
    const setup = duelSetup(`${MINOR} NAME=A`, `${MINOR} NAME=B`);
    // Pack built as [A, B, red, black]; turned as red, A, black, B.
    const shuffle = shuffleDice([0, 1, RED_JOKER, BLACK_JOKER], [RED_JOKER, 0, BLACK_JOKER, 1]);
    // A's draw-and-shoot is the red joker's 10 (no die); his shot 1D10: 3, a miss. B's draw is the black joker's 1: he drops his gun.
    const { engine, world, stream } = forcedWorld(setup, [fireAgent, fireAgent], [...shuffle, 3, ...PAD]);
    world.log = [];
    engine.playTrial();
    const log = world.log;
    const red = lineOf(log, /A draws and shoots: the red joker makes it a 10/);
    const black = lineOf(log, /B draws and shoots: the black joker makes it a 1/);
    expect(red).toBeGreaterThan(lineOf(log, /card 1: the red joker/));
    expect(black).toBeGreaterThan(lineOf(log, /card 3: the black joker/));
    expect(black).toBeGreaterThan(red);
    expect(lineOf(log, /A rolls 1D10: 3/)).toBeGreaterThan(red);
    expect(lineOf(log, /Darn It! B fumbles and drops his gun/)).toBeGreaterThan(black);
    expect(world.dropped[1]).toBe(1);
    expect(world.drawn[0]).toBe(1);
    // 3 shuffle dice and A's one attack die: the jokers' tests drew nothing.
    expect(stream.draws).toBe(4);
    // The results (issue #12, section 5): one red and one black joker in the trial; A drew first and is still up.
    expect(countOf(setup, world.acc, 'quickdraw.pack', 'red jokers')).toEqual({ count: 1, of: 1 });
    expect(countOf(setup, world.acc, 'quickdraw.pack', 'black jokers')).toEqual({ count: 1, of: 1 });
    expect(countOf(setup, world.acc, 'quickdraw.draw', 'first to draw and shoot, still up')).toEqual({ count: 1, of: 1 });
  });
});

describe('holding', () => {
  it('a holder responds after an enemy moves, before that enemy acts', () => {
    const setup = duelSetup(`${SUPPORTING} NAME=A`, `${MINOR} NAME=B`, 12);
    const mover: SkirmishAgent = (o, _s, out) => {
      // Walk toward A (row-major cells: 3 spaces east of A), then draw and shoot.
      out.moveTo = o.cell[0]! + 3;
      out.rate = 3; // QD_RATE_FULL
      out.action = 1;
      out.target = 0;
    };
    // Pack [A, A, B, red, black] turned A, B, A, red, black.
    const shuffle = shuffleDice([0, 0, 1, RED_JOKER, BLACK_JOKER], [0, 1, 0, RED_JOKER, BLACK_JOKER]);
    // A holds (no die). B wants to move: 6. A responds to the opportunity: 7, fires (1D10): 3, a miss.
    // B's card was his move: with his gun holstered it is no move and shoot, so he neither draws nor
    // shoots on it (a card is a move or an action: RULINGS.md QR-130). A's second card: nothing to roll.
    const { engine, world } = forcedWorld(setup, [holdAgent, mover], [...shuffle, 6, 7, 3, ...PAD]);
    world.log = [];
    engine.playTrial();
    const log = world.log;
    const held = lineOf(log, /A holds/);
    const moved = lineOf(log, /B moves/);
    const responds = lineOf(log, /A responds from his hold/);
    const bActs = lineOf(log, /B draws and shoots/);
    expect(held).toBeGreaterThan(-1);
    expect(moved).toBeGreaterThan(held);
    expect(responds).toBeGreaterThan(moved);
    expect(lineOf(log, /A responds to an opportunity: rolls 7/)).toBeGreaterThan(moved);
    expect(lineOf(log, /A fires his .* at B \(hasty shot/)).toBeGreaterThan(responds);
    expect(bActs).toBe(-1);
    expect(world.holding[0]).toBe(0);
  });
});

describe('shooting', () => {
  it('a 1 thrown with a revolver, even the discarded die of 2D10 best, forces a reload', () => {
    const setup = duelSetup(`${HERO} NAME=A`, `${MINOR} NAME=B`);
    // A (a hero: 2D10 best) rolls 1 and 8: a hit on the 8, the 1 discarded. B's effect roll 9, then a courage test 7.
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [1, 8, 9, 7, ...PAD]);
    world.log = [];
    expect(world.loaded[0]).toBe(1);
    fire(world, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(world.loaded[0 * world.maxW + 0]).toBe(0);
    expect(world.acc[world.qAt + Q_FORCED_RELOADS]).toBe(1);
    expect(world.hits[0]).toBe(1);
    expect(lineOf(world.log, /must be reloaded/)).toBeGreaterThan(-1);
  });

  it('no 1 thrown: the revolver stays loaded', () => {
    const setup = duelSetup(`${HERO} NAME=A`, `${MINOR} NAME=B`);
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [2, 8, 9, 7, ...PAD]);
    fire(world, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(world.loaded[0]).toBe(1);
    expect(world.acc[world.qAt + Q_FORCED_RELOADS]).toBe(0);
  });

  it("a Bull's Eye lowers the target's DV by 2", () => {
    const setup = duelSetup(`${HERO} NAME=A`, `${MINOR} NAME=B`);
    // Hit on a 7 (dice 7, 2), the effect roll 8, B's courage test 7.
    const plain = forcedWorld(setup, [idleAgent, idleAgent], [7, 2, 8, 7, ...PAD]).world;
    plain.log = [];
    fire(plain, 0, 1, SHOT_DELIBERATE, 0, false);
    const m1 = plain.log.map((l) => /B rolls 8 for the effect at DV (-?\d+): (\S+)/.exec(l)).find((m) => m !== null);
    expect(m1).toBeDefined();
    const dv = Number(m1![1]);
    expect(m1![2]).toBe(hitEffect(8, dv));
    expect(plain.acc[plain.qAt + Q_BULLS_EYES]).toBe(0);
    // The same shot with a 10 (dice 10, 2): the same effect roll read at DV - 2.
    const bulls = forcedWorld(setup, [idleAgent, idleAgent], [10, 2, 8, 7, ...PAD]).world;
    bulls.log = [];
    fire(bulls, 0, 1, SHOT_DELIBERATE, 0, false);
    const m2 = bulls.log.map((l) => /B rolls 8 for the effect at DV (-?\d+): (\S+)/.exec(l)).find((m) => m !== null);
    expect(Number(m2![1])).toBe(dv - 2);
    expect(m2![2]).toBe(hitEffect(8, dv - 2));
    expect(bulls.acc[bulls.qAt + Q_BULLS_EYES]).toBe(1);
    expect(lineOf(bulls.log, /Bulls Eye!/)).toBeGreaterThan(-1);
  });
});

describe('effects of hits', () => {
  it('the effects table is read with the target’s own dice: 2D10 best for a hero, 1D10 for a minor', () => {
    const setup = duelSetup(`${MINOR} NAME=A`, `${HERO} NAME=B`);
    // The hero rolls 3 and 9: reads 9 (DV 0: a courage test), then his courage test 2D10: 7, 7.
    const hero = forcedWorld(setup, [idleAgent, idleAgent], [3, 9, 7, 7, ...PAD]);
    hero.world.log = [];
    resolveHit(hero.world, 1, 0, 0, 0);
    expect(lineOf(hero.world.log, /B rolls 9 \(best of 3, 9\) for the effect at DV 0: courage-test/)).toBeGreaterThan(-1);
    expect(hero.world.lethal[1]).toBe(0);
    // The minor rolls one die: 3 at DV 0 is two hits (he has one card: out).
    const minor = forcedWorld(setup, [idleAgent, idleAgent], [3, 9, ...PAD]);
    minor.world.log = [];
    resolveHit(minor.world, 0, 1, 0, 0);
    expect(minor.stream.draws).toBe(1);
    expect(lineOf(minor.world.log, /A rolls 3 for the effect at DV 0: 2-hits/)).toBeGreaterThan(-1);
    expect(minor.world.status[0]).not.toBe(STATUS_UP);
  });

  it('a card lost mid-phase: a hit takes away one of the target’s cards still to come', () => {
    const setup = duelSetup(`${MINOR} NAME=A`, `${SUPPORTING} NAME=B`);
    // Pack [A, B, B, red, black] turned B, A, B, red, black. B idles on his first card.
    const shuffle = shuffleDice([0, 1, 1, RED_JOKER, BLACK_JOKER], [1, 0, 1, RED_JOKER, BLACK_JOKER]);
    // A draws and shoots: 10 (no deduction), fires: 8, a hit; B's effect roll 5 (one hit at DV -1..0), his courage test 7.
    const { engine, world } = forcedWorld(setup, [fireAgent, idleAgent], [...shuffle, 10, 8, 5, 7, ...PAD]);
    world.log = [];
    engine.playTrial();
    const log = world.log;
    const lost = lineOf(log, /B loses 1 card \(wounded\); 1 left/);
    expect(lost).toBeGreaterThan(lineOf(log, /card 2: A/));
    expect(lineOf(log, /card 3: B/)).toBeGreaterThan(lost);
    expect(lineOf(log, /B's card is forfeit/)).toBeGreaterThan(lineOf(log, /card 3: B/));
    expect(cardsLeft(world, 1)).toBe(1);
    expect(world.status[1]).toBe(STATUS_UP);
    expect(world.void[1]).toBe(0);
    expect(world.toCome[1]).toBe(0);
    // The results: one card taken by a lethal hit, B's; none blunt, none of A's.
    expect(countOf(setup, world.acc, 'quickdraw.effects', 'cards taken by lethal hits').count).toBe(1);
    expect(countOf(setup, world.acc, 'quickdraw.effects', 'cards taken by blunt hits').count).toBe(0);
    expect(countOf(setup, world.acc, 'quickdraw.cards', 'lethal', 'B').count).toBe(1);
    expect(countOf(setup, world.acc, 'quickdraw.cards', 'lethal', 'A').count).toBe(0);
  });

  it('a blunt hit knocks out; a come-round roll of 5+ recovers the card, a 1 leaves him unconscious', () => {
    const setup = duelSetup(`${MINOR} NAME=A`, `${SUPPORTING} NAME=B`);
    // Effect roll 4 at DV 0: one hit, blunt. Then come round on 5.
    const up = forcedWorld(setup, [idleAgent, idleAgent], [4, 5, ...PAD]).world;
    resolveHit(up, 1, 0, 0, 1);
    expect(up.kod[1]).toBe(1);
    expect(up.ko[1]).toBe(1);
    expect(up.lethal[1]).toBe(0);
    expect(cardsLeft(up, 1)).toBe(1);
    expect(up.status[1]).toBe(STATUS_UP);
    expect(comeRound(up, 1)).toBe(false); // 5-9: comes round but does not act on this card
    expect(up.kod[1]).toBe(0);
    expect(up.ko[1]).toBe(0);
    expect(cardsLeft(up, 1)).toBe(2);
    expect(up.acc[up.qAt + Q_CAME_ROUND]).toBe(1);
    // The results: B's card taken by a blunt hit, none by a lethal one.
    expect(countOf(setup, up.acc, 'quickdraw.cards', 'blunt', 'B').count).toBe(1);
    expect(countOf(setup, up.acc, 'quickdraw.cards', 'lethal', 'B').count).toBe(0);
    expect(countOf(setup, up.acc, 'quickdraw.effects', 'cards taken by blunt hits').count).toBe(1);
    // Come round on a 1: out for the rest of the action.
    const out = forcedWorld(setup, [idleAgent, idleAgent], [4, 1, ...PAD]).world;
    resolveHit(out, 1, 0, 0, 1);
    out.engaged[1] = 0; // in close combat with A when he went out: out of it now (an invariant audit)
    expect(comeRound(out, 1)).toBe(false);
    expect(out.status[1]).toBe(STATUS_UNCONSCIOUS);
    expect(out.engaged[1]).toBe(-1);
    expect(out.acc[out.qAt + Q_CAME_ROUND]).toBe(0);
    // A 10 comes round and acts at once.
    const ten = forcedWorld(setup, [idleAgent, idleAgent], [4, 10, ...PAD]).world;
    resolveHit(ten, 1, 0, 0, 1);
    expect(comeRound(ten, 1)).toBe(true);
    expect(ten.kod[1]).toBe(0);
  });
});

describe('Cut!', () => {
  it("rerolls a star's failed roll once and forfeits his next card", () => {
    const setup = duelSetup(`${HERO} NAME=A`, `${MINOR} NAME=B`);
    // First roll 2, 3 (fails with 3); Cut!: 6, 4 reads 6. Later a second failure (2, 2) is not rerolled.
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [2, 3, 6, 4, 2, 2, ...PAD]);
    world.toCome[0] = 3;
    expect(world.cutLeft[0]).toBe(1);
    expect(qdTest(world, 0, 0, CUT, 'tries')).toBe(6);
    expect(world.cutLeft[0]).toBe(0);
    expect(world.void[0]).toBe(1);
    expect(world.acc[world.qAt + Q_CUTS]).toBe(1);
    expect(world.acc[world.qAt + Q_CUT_SAVED]).toBe(1);
    expect(qdTest(world, 0, 0, CUT, 'tries again')).toBe(2);
    expect(world.void[0]).toBe(1);
    expect(world.acc[world.qAt + Q_CUTS]).toBe(1);
  });

  it('is not for a star with no card to come, nor for a minor character', () => {
    const setup = duelSetup(`${HERO} NAME=A`, `${MINOR} NAME=B`);
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [2, 3, 2, ...PAD]);
    world.toCome[0] = 0;
    expect(qdTest(world, 0, 0, CUT, 'tries')).toBe(3);
    expect(world.cutLeft[0]).toBe(1);
    world.toCome[1] = 1;
    expect(world.cutLeft[1]).toBe(0);
    expect(qdTest(world, 1, 0, CUT, 'tries')).toBe(2);
    expect(world.void[1]).toBe(0);
  });

  it('in play: the forfeited card is skipped when turned', () => {
    const setup = duelSetup(`${HERO} NAME=A`, `${MINOR} NAME=B`);
    const cutter: SkirmishAgent = (o, s, out) => {
      fireAgent(o, s, out);
      out.cut = 1;
    };
    // Pack [A x4, B, red, black] turned A, B, A, A, A, red, black.
    const shuffle = shuffleDice([0, 0, 0, 0, 1, RED_JOKER, BLACK_JOKER], [0, 1, 0, 0, 0, RED_JOKER, BLACK_JOKER]);
    // A draws and shoots: 2, 3 fails; Cut!: 9, 9; fires 2D10: 3, 2 (a miss, Cut! spent). B draws: 3 (slow). A's next card is forfeit.
    const { engine, world } = forcedWorld(setup, [cutter, idleAgent], [...shuffle, 2, 3, 9, 9, 3, 2, ...PAD]);
    world.log = [];
    engine.playTrial();
    const log = world.log;
    const cut = lineOf(log, /A yells "Cut!" \(gives up his next card\) and rerolls/);
    expect(log[cut + 1]).toMatch(/second take: 9/);
    expect(cut).toBeGreaterThan(lineOf(log, /card 1: A/));
    expect(cut).toBeLessThan(lineOf(log, /card 2: /));
    expect(lineOf(log, /A's card is forfeit/)).toBeGreaterThan(lineOf(log, /card 3: A/));
    expect(lineOf(log, /A's card is forfeit/)).toBeLessThan(lineOf(log, /card 4: A/));
    expect(world.acc[world.qAt + Q_CUTS]).toBe(1);
  });
});

describe('courage tests', () => {
  const scenario = loadScenario(fileURLToPath(new URL('../../../scenarios/street-fight.yaml', import.meta.url)));
  const setup = compileScenario(getSystem('quickdraw'), scenario, {}) as QdSetup;
  const agents = setup.characters.map(() => idleAgent);
  const minor = setup.characters.findIndex((c) => c.cards === 1 && c.star === 0);
  const enemy = setup.characters.findIndex((c) => c.side !== setup.characters[minor]!.side);

  it('1 in the open: he flees, and until his next card he is moving quickly: shot, his DV is 1 higher (QR-206)', () => {
    const { world } = forcedWorld(setup, agents, [1, ...PAD]);
    const from = world.cell[enemy]!;
    let open = -1;
    for (let c = 0; c < world.map.cells && open < 0; c++) {
      if (world.occupancy[c] !== 0 || world.map.passable[c] === 0) continue;
      placeAt(world, minor, c);
      if ((world.map.sight(from)[c]! & S_BLOCKED) === 0 && !inCoverFrom(world, minor, from)) open = c;
    }
    expect(open).toBeGreaterThanOrEqual(0);
    courageTest(world, minor, enemy);
    expect(world.broken[minor]).toBe(1);
    expect(world.cell[minor]).not.toBe(open);
    expect(world.movingQuickly[minor]).toBe(1);
    const fleeing = targetDv(world, minor, enemy, BY_SHOOTING, 0);
    world.movingQuickly[minor] = 0;
    expect(fleeing - targetDv(world, minor, enemy, BY_SHOOTING, 0)).toBe(1);
  });

  it('2-4 in the open: he falls back to a covered cell (cover, or a wall between); in cover he ducks', () => {
    expect(minor).toBeGreaterThanOrEqual(0);
    const { world } = forcedWorld(setup, agents, [...PAD]);
    const from = world.cell[enemy]!;
    const budget = (2 * setup.characters[minor]!.move) / setup.pacesPerSpace;
    // An open cell (not in cover from the enemy) from which cover is within one move.
    let open = -1;
    let covered = -1;
    for (let c = 0; c < world.map.cells && (open < 0 || covered < 0); c++) {
      if (world.occupancy[c] !== 0 || world.map.passable[c] === 0) continue;
      placeAt(world, minor, c);
      if ((world.map.sight(from)[c]! & S_BLOCKED) !== 0) continue;
      if (inCoverFrom(world, minor, from)) {
        if (covered < 0) covered = c;
      } else if (open < 0 && coverFrom(world, minor, from, budget) >= 0) open = c;
    }
    expect(open).toBeGreaterThanOrEqual(0);
    expect(covered).toBeGreaterThanOrEqual(0);

    const inOpen = forcedWorld(setup, agents, [3, ...PAD]).world;
    placeAt(inOpen, minor, open);
    courageTest(inOpen, minor, enemy);
    expect(inOpen.cell[minor]).not.toBe(open);
    // In cover where he ends: hard or corner cover, or a wall between (RULINGS.md QR-21 amended).
    expect(shelteredFrom(inOpen, minor, inOpen.cell[enemy]!)).toBe(true);
    expect(inOpen.ducked[minor]).toBe(0);
    expect(inOpen.acc[inOpen.qAt + Q_COURAGE_BAND + 1]).toBe(1);

    const inCover = forcedWorld(setup, agents, [3, ...PAD]).world;
    placeAt(inCover, minor, covered);
    courageTest(inCover, minor, enemy);
    expect(inCover.cell[minor]).toBe(covered);
    expect(inCover.ducked[minor]).toBe(1);
  });
});

describe('Cut! on a missed shot', () => {
  it('rerolls the attack dice themselves (no other roll) and counts a saved Cut! only when the second take hits', () => {
    const setup = duelSetup(`${HERO} NAME=A`, `${MINOR} NAME=B`);
    // A (hero, 2D10 best) misses on 3, 2. Cut!: the attack dice again, 8, 2: a hit; then B's effect roll and the rest.
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [3, 2, 8, 2, ...PAD]);
    world.log = [];
    world.toCome[0] = 2;
    world.cutOrder[0] = 1;
    fire(world, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(world.acc[world.qAt + Q_CUTS]).toBe(1);
    expect(world.void[0]).toBe(1);
    expect(world.hits[0]).toBe(1);
    expect(world.acc[world.qAt + Q_CUT_SAVED]).toBe(1);
    expect(world.log.some((l) => /A rolls 2D10 \(best of 3, 2\): 3/.test(l))).toBe(true);
    expect(world.log.some((l) => /A rolls 2D10 \(best of 8, 2\): 8/.test(l))).toBe(true);
  });
  it('a second take that misses again is not counted as saved', () => {
    const setup = duelSetup(`${HERO} NAME=A`, `${MINOR} NAME=B`);
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [3, 2, 3, 4, ...PAD]);
    world.toCome[0] = 2;
    world.cutOrder[0] = 1;
    fire(world, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(world.acc[world.qAt + Q_CUTS]).toBe(1);
    expect(world.hits[0]).toBe(0);
    expect(world.acc[world.qAt + Q_CUT_SAVED]).toBe(0);
  });
});
