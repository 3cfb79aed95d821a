/**
 * Beasts (REEL 7: BEASTS) on forced dice: activation and the beast's card entering the pack, its
 * attack dice (the best taken, one lost per hit), each result of the beast's reaction chart,
 * backing off and recovering, each result of DAMAGE TO WILD ANIMALS with the extra die beyond the
 * printed columns, the herd's stampede, and the stat block.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { BLOW_STANDARD, loadScenario, parseScenario, placeAt, SHOT_DELIBERATE, STATUS_DEAD, STATUS_UP } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';
import { scenarioAgents } from '@deadeye/registry';
import { createQdAccumulator, qdCounts, QdEngine, qdLayout, TRAIT, wildAnimalDamage, type QdSetup } from '../src/index.ts';
import { beastAttack, beastMove } from '../src/skirmish/beast-card.ts';
import { reactionTest, stampede, wakeBeasts } from '../src/skirmish/beasts.ts';
import { courageTest } from '../src/skirmish/effects.ts';
import { strike } from '../src/skirmish/fighting.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { beastBudget, beastDamage, beastDice } from '../src/skirmish/wild-animals.ts';
import { Q_BEAST_REACTIONS, Q_BEASTS_ACTIVATED, Q_BEASTS_FLED, Q_BEASTS_SLAIN, Q_POISON_FAILED, Q_POISON_TESTS } from '../src/skirmish/counts.ts';
import {
  BLACK_JOKER,
  MOOD_BACK,
  MOOD_ENRAGED,
  MOOD_FLEE,
  MOOD_HUNT,
  RED_JOKER,
  spaces,
  type QdWorld,
} from '../src/skirmish/world.ts';
import { arena, arenaText, herdWorld, MINOR_GUN } from './beast-helpers.ts';
import { fireAgent, forcedWorld, idleAgent, lineOf, shuffleDice } from './qd-helpers.ts';

const W = 40;
const cell = (x: number, y: number): number => y * W + x;
const q = (world: QdWorld, k: number): number => world.acc[world.qAt + k]!;
const PAD = Array.from({ length: 40 }, () => 7);
/** The replay log of a world whose `log` the test set to []. */
const L = (world: QdWorld): string[] => world.log ?? [];

/** Jed (a minor character with a revolver) at `jed`, one beast of `animal` at `beast`. */
function pair(animal: string, jed: readonly [number, number], beast: readonly [number, number], walls: readonly (readonly [number, number, number, number])[] = []) {
  return arena(
    [
      { name: 'Jed', qd: MINOR_GUN, side: 'Men', at: jed },
      { name: 'Beast', qd: `{ animal: ${animal} }`, side: 'Beasts', at: beast, facing: 'W' },
    ],
    walls,
  );
}

describe('activation: the beast\'s card goes into the pack', () => {
  it('a beast not yet activated has no card in the pack', () => {
    const setup = pair('large-cat', [2, 10], [30, 10]);
    const shuffle = shuffleDice([0, RED_JOKER, BLACK_JOKER], [0, RED_JOKER, BLACK_JOKER]);
    // Jed sees the Fearsome cat from the start: a courage test on his first card (7; QR-12).
    const { engine, world, stream } = forcedWorld(setup, [idleAgent, idleAgent], [...shuffle, 7]);
    world.log = [];
    engine.playTrial();
    expect(lineOf(L(world), /Phase 1: 3 cards/)).toBe(0);
    expect(lineOf(L(world), /card \d: Beast/)).toBe(-1);
    expect(lineOf(L(world), /Jed takes a courage test: rolls 7/)).toBeGreaterThan(lineOf(L(world), /card \d: Jed/));
    expect(world.awake[1]).toBe(0);
    expect(q(world, Q_BEASTS_ACTIVATED)).toBe(0);
    expect(stream.draws).toBe(shuffle.length + 1);
  });

  it('an enemy within its move (16 paces for a cat) at the start activates it: its card is in the first pack', () => {
    const setup = pair('large-cat', [2, 10], [16, 10]);
    const shuffle = shuffleDice([0, 1, RED_JOKER, BLACK_JOKER], [0, RED_JOKER, BLACK_JOKER, 1]);
    const { engine, world } = forcedWorld(setup, [idleAgent, idleAgent], [...shuffle, ...PAD]);
    world.log = [];
    engine.playTrial();
    const woke = lineOf(L(world), /Beast is activated \(Jed comes within its move\): its card goes into this phase's pack/);
    expect(woke).toBe(0);
    expect(lineOf(L(world), /Phase 1: 4 cards/)).toBe(1);
    expect(lineOf(L(world), /card 4: Beast/)).toBeGreaterThan(1);
    expect(q(world, Q_BEASTS_ACTIVATED)).toBe(1);
  });

  it('shot at, it is activated at once and its card is put among the cards still to come (one die of their number)', () => {
    const setup = pair('large-cat', [2, 10], [22, 10]);
    const shuffle = shuffleDice([0, RED_JOKER, BLACK_JOKER], [0, RED_JOKER, BLACK_JOKER]);
    // Jed wants to shoot: 7; a long shot (20 paces, revolver 12): 2D10 worst 6, 8: a hit on 6.
    // Damage at DV 1 (Stealthy and shot): 9, a nick. The card's place: die(3) = 1, next after Jed's.
    // Reaction 2D10 best 7, 3: it will attack Jed. Its card: it runs 16 paces at him (no contact).
    // First, on Jed's card, his courage test for the Fearsome cat in sight from the start: 7 (QR-12).
    const { engine, world, stream } = forcedWorld(setup, [fireAgent, idleAgent], [...shuffle, 7, 7, 6, 8, 9, 1, 7, 3]);
    world.log = [];
    engine.playTrial();
    const log = world.log;
    const woke = lineOf(log, /Beast is activated \(Jed shoots at it\): its card goes into the pack/);
    expect(woke).toBeGreaterThan(lineOf(log, /damage to Beast at DV 1: 1D10 9: nick/));
    expect(lineOf(log, /Beast tests its reaction: 2D10 7 \(best of 7, 3\)/)).toBeGreaterThan(woke);
    expect(lineOf(log, /card 2: Beast/)).toBeGreaterThan(woke);
    expect(lineOf(log, /card 3: the red joker/)).toBeGreaterThan(lineOf(log, /card 2: Beast/));
    expect(lineOf(log, /Beast goes for Jed/)).toBeGreaterThan(lineOf(log, /card 2: Beast/));
    expect(world.packLen).toBe(4);
    expect(world.cell[1]).toBe(cell(6, 10));
    expect(world.mood[1]).toBe(MOOD_HUNT);
    expect(q(world, Q_BEASTS_ACTIVATED)).toBe(1);
    expect(q(world, Q_BEAST_REACTIONS)).toBe(1);
    expect(stream.draws).toBe(shuffle.length + 8);
  });

  it('out of sight it is not activated, unless it has Sixth Sense (a dog) and rolls 5+ with its attack dice', () => {
    const wall = [[16, 5, 1, 10]] as const;
    // The cat behind a wall 8 paces away: no roll, not activated.
    const cat = forcedWorld(pair('large-cat', [12, 10], [20, 10], wall), [idleAgent, idleAgent], []);
    wakeBeasts(cat.world);
    expect(cat.world.awake[1]).toBe(0);
    expect(cat.stream.draws).toBe(0);
    // A dog: 2D10 best 4, 3: not aware; 5, 2: activated.
    const dogSetup = pair('dog', [12, 10], [20, 10], wall);
    const dull = forcedWorld(dogSetup, [idleAgent, idleAgent], [4, 3]);
    wakeBeasts(dull.world);
    expect(dull.world.awake[1]).toBe(0);
    expect(dull.stream.draws).toBe(2);
    const keen = forcedWorld(dogSetup, [idleAgent, idleAgent], [5, 2]);
    keen.world.log = [];
    wakeBeasts(keen.world);
    expect(keen.world.awake[1]).toBe(1);
    expect(lineOf(L(keen.world), /Beast is activated \(Jed is sensed \(Sixth Sense\)\)/)).toBeGreaterThan(-1);
    // Beyond 12 paces (13): no roll.
    const far = forcedWorld(pair('dog', [7, 10], [20, 10], wall), [idleAgent, idleAgent], []);
    wakeBeasts(far.world);
    expect(far.world.awake[1]).toBe(0);
    expect(far.stream.draws).toBe(0);
    // In sight within its move (12 paces for a dog): activated without a roll.
    const seen = forcedWorld(pair('dog', [9, 10], [20, 10]), [idleAgent, idleAgent], []);
    wakeBeasts(seen.world);
    expect(seen.world.awake[1]).toBe(1);
    expect(seen.stream.draws).toBe(0);
  });
});

describe("the beast's attack", () => {
  it('rolls its attack dice and takes the best; its bite is lethal and, for a cat, high impact', () => {
    const setup = pair('large-cat', [10, 10], [11, 10]);
    // 2D10: 3, 8: the 8 hits. Jed's effect roll (1D10) 4 at DV -1 (high impact): 2 hits, lethal.
    const { world, stream } = forcedWorld(setup, [idleAgent, idleAgent], [3, 8, 4]);
    world.log = [];
    strike(world, 1, 0, BLOW_STANDARD, 0, 0, 0, true);
    expect(lineOf(L(world), /Beast rolls its attack dice: 2D10 8 \(best of 3, 8\)/)).toBeGreaterThan(-1);
    expect(lineOf(L(world), /Jed rolls 4 for the effect at DV -1: 2-hits/)).toBeGreaterThan(-1);
    expect(world.lethal[0]).toBe(1);
    expect(world.ko[0]).toBe(0);
    expect(world.status[0]).not.toBe(STATUS_UP);
    expect(stream.draws).toBe(3);
  });

  it('a dog is not high impact; a 2-4 misses', () => {
    const setup = pair('dog', [10, 10], [11, 10]);
    const hit = forcedWorld(setup, [idleAgent, idleAgent], [6, 2, 9, 7]);
    hit.world.log = [];
    strike(hit.world, 1, 0, BLOW_STANDARD, 0, 0, 0, true);
    expect(lineOf(L(hit.world), /Jed rolls 9 for the effect at DV 0: courage-test/)).toBeGreaterThan(-1);
    const miss = forcedWorld(setup, [idleAgent, idleAgent], [4, 2]);
    miss.world.log = [];
    strike(miss.world, 1, 0, BLOW_STANDARD, 0, 0, 0, true);
    expect(lineOf(L(miss.world), /Missed!/)).toBeGreaterThan(-1);
    expect(miss.stream.draws).toBe(2);
  });

  it('loses one attack die per hit: after a hit a cat rolls one die', () => {
    const setup = pair('large-cat', [10, 10], [11, 10]);
    const { world, stream } = forcedWorld(setup, [idleAgent, idleAgent], [8, 9, 7]);
    world.beastHits[1] = 1;
    expect(beastDice(world, 1)).toBe(1);
    world.log = [];
    strike(world, 1, 0, BLOW_STANDARD, 0, 0, 0, true);
    expect(lineOf(L(world), /Beast rolls its attack dice: 1D10 8/)).toBeGreaterThan(-1);
    expect(stream.draws).toBe(3);
  });

  it('with no attack dice left (a snake after one hit) it makes no attack and flees on its card', () => {
    const setup = pair('snake', [10, 10], [11, 10]);
    const { world, stream } = forcedWorld(setup, [idleAgent, idleAgent], []);
    world.beastHits[1] = 1;
    expect(beastDice(world, 1)).toBe(0);
    strike(world, 1, 0, BLOW_STANDARD, 0, 0, 0, true);
    expect(stream.draws).toBe(0);
    expect(world.status[0]).toBe(STATUS_UP);
    world.awake[1] = 1;
    const before = spaces(world, world.cell[0]!, world.cell[1]!);
    expect(beastMove(world, 1)).toBe(-1);
    expect(world.broken[1]).toBe(1);
    expect(world.mood[1]).toBe(MOOD_FLEE);
    expect(spaces(world, world.cell[0]!, world.cell[1]!)).toBeGreaterThan(before);
    expect(stream.draws).toBe(0);
  });

  it('a beast takes no courage test (its reaction test is its nerve)', () => {
    const { world, stream } = forcedWorld(pair('dog', [10, 10], [11, 10]), [idleAgent, idleAgent], []);
    courageTest(world, 1, 0);
    expect(stream.draws).toBe(0);
  });

  it('charging in, a Fearsome beast makes its prey take a courage test, and the charge lowers his DV', () => {
    const setup = pair('dog', [10, 10], [16, 10]);
    // Jed's courage test 7; the dog's 2D10 6, 2: a hit; Jed's effect 8 at DV -1 (charging): courage test 7.
    const { world, stream } = forcedWorld(setup, [idleAgent, idleAgent], [7, 6, 2, 8, 7]);
    world.awake[1] = 1;
    world.log = [];
    const t = beastMove(world, 1);
    expect(t).toBe(0);
    beastAttack(world, 1, t);
    const log = world.log;
    expect(lineOf(log, /Jed takes a courage test: rolls 7/)).toBeLessThan(lineOf(log, /Beast attacks Jed/));
    expect(lineOf(log, /Jed rolls 8 for the effect at DV -1: courage-test/)).toBeGreaterThan(-1);
    expect(stream.draws).toBe(5);
  });
});

describe("the beast's reaction chart", () => {
  /** Jed at (10,10), a cat at (14,10), activated. */
  function reacting(values: readonly number[]) {
    const r = forcedWorld(pair('large-cat', [10, 10], [14, 10]), [idleAgent, idleAgent], values);
    r.world.awake[1] = 1;
    r.world.log = [];
    return r;
  }

  it('1: the beast flees at once, toward an exit', () => {
    const { world } = reacting([1, 1]);
    const before = world.cell[1]!;
    reactionTest(world, 1, 0, 0);
    expect(world.broken[1]).toBe(1);
    expect(world.mood[1]).toBe(MOOD_FLEE);
    expect(world.cell[1]).not.toBe(before);
    expect(q(world, Q_BEASTS_FLED)).toBe(1);
    expect(q(world, Q_BEAST_REACTIONS)).toBe(1);
  });

  it('2-4: it backs off at once one move, facing the cause, and will not attack', () => {
    const { world } = reacting([3, 2]);
    reactionTest(world, 1, 0, 0);
    expect(world.mood[1]).toBe(MOOD_BACK);
    expect(world.broken[1]).toBe(0);
    expect(spaces(world, world.cell[0]!, world.cell[1]!)).toBeGreaterThan(4 + 12);
    world.cell[1] = world.cell[1]!;
    beastAttack(world, 1, 0);
    expect(lineOf(L(world), /Beast attacks/)).toBe(-1);
  });

  it('5-9: it attacks the one who shot at or hit it; 10: enraged, its attacks are All Out Attacks', () => {
    const hunt = reacting([7, 2]);
    reactionTest(hunt.world, 1, 0, 0);
    expect(hunt.world.mood[1]).toBe(MOOD_HUNT);
    expect(hunt.world.prey[1]).toBe(0);
    // Enraged, then its card: it runs into contact and makes an All Out Attack (2-4 rerolled: 3, 4 then 6, 2).
    const mad = reacting([10, 2, 3, 4, 6, 2, 9, 7]);
    reactionTest(mad.world, 1, 0, 0);
    expect(mad.world.mood[1]).toBe(MOOD_ENRAGED);
    expect(lineOf(L(mad.world), /Beast becomes enraged: it will make all-out attacks on Jed/)).toBeGreaterThan(-1);
    // Already in contact: no charge, so no courage test.
    placeAt(mad.world, 1, cell(11, 10));
    expect(beastMove(mad.world, 1)).toBe(0);
    beastAttack(mad.world, 1, 0);
    expect(lineOf(L(mad.world), /Beast attacks Jed \(an All Out Attack\)/)).toBeGreaterThan(-1);
    expect(lineOf(L(mad.world), /Beast rerolls its attack dice: 2D10 6 \(best of 6, 2\)/)).toBeGreaterThan(-1);
    expect(mad.world.allOutDv[1]).toBe(1);
  });

  it('rolls the attack dice it has left: one die after a hit', () => {
    const { world, stream } = reacting([7]);
    world.beastHits[1] = 1;
    reactionTest(world, 1, 0, 0);
    expect(stream.draws).toBe(1);
    expect(lineOf(L(world), /Beast tests its reaction: 1D10 7/)).toBeGreaterThan(-1);
  });

  it('backing off and shot at from a long distance, it flees without a test; from nearer, it tests', () => {
    const far = reacting([]);
    far.world.mood[1] = MOOD_BACK;
    reactionTest(far.world, 1, 0, 1);
    expect(far.world.mood[1]).toBe(MOOD_FLEE);
    expect(far.stream.draws).toBe(0);
    expect(q(far.world, Q_BEAST_REACTIONS)).toBe(0);
    const near = reacting([8, 2]);
    near.world.mood[1] = MOOD_BACK;
    reactionTest(near.world, 1, 0, 0);
    expect(near.world.mood[1]).toBe(MOOD_HUNT);
    expect(near.stream.draws).toBe(2);
  });

  it('a fleeing beast does not test again', () => {
    const { world, stream } = reacting([]);
    world.broken[1] = 1;
    world.mood[1] = MOOD_FLEE;
    reactionTest(world, 1, 0, 0);
    expect(stream.draws).toBe(0);
  });

  it('backing off, on its card it tries to recover: 2-4 it stays backing off; 5+ it recovers and goes for the enemy', () => {
    const stays = reacting([4, 3]);
    stays.world.mood[1] = MOOD_BACK;
    const at = stays.world.cell[1];
    expect(beastMove(stays.world, 1)).toBe(-1);
    expect(stays.world.mood[1]).toBe(MOOD_BACK);
    expect(stays.world.cell[1]).toBe(at);
    expect(lineOf(L(stays.world), /Beast keeps backing off/)).toBeGreaterThan(-1);
    const recovers = reacting([5, 2]);
    recovers.world.mood[1] = MOOD_BACK;
    expect(beastMove(recovers.world, 1)).toBe(0);
    expect(recovers.world.mood[1]).toBe(MOOD_HUNT);
    expect(lineOf(L(recovers.world), /Beast recovers/)).toBeGreaterThan(-1);
    const flees = reacting([1, 1]);
    flees.world.mood[1] = MOOD_BACK;
    expect(beastMove(flees.world, 1)).toBe(-1);
    expect(flees.world.mood[1]).toBe(MOOD_FLEE);
  });

  it('a shot that misses still calls for a reaction test ("due to being shot at")', () => {
    const setup = pair('large-cat', [10, 10], [20, 10]);
    // A deliberate shot (1D10): 3, a miss. Reaction 2D10 best 6, 2.
    const { world, stream } = forcedWorld(setup, [idleAgent, idleAgent], [3, 6, 2]);
    world.log = [];
    fire(world, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(world.awake[1]).toBe(1);
    expect(world.prey[1]).toBe(0);
    expect(q(world, Q_BEAST_REACTIONS)).toBe(1);
    expect(stream.draws).toBe(3);
  });
});

describe('damage to wild animals', () => {
  /** A cat hit by Jed: the damage roll(s) `values`; `combat` 1: in close combat (Jed adjacent). */
  function hit(values: readonly number[], dv: number, combat: number) {
    const r = forcedWorld(pair('large-cat', [10, 10], combat === 1 ? [11, 10] : [20, 10]), [idleAgent, idleAgent], values);
    r.world.log = [];
    const before = spaces(r.world, r.world.cell[0]!, r.world.cell[1]!);
    const result = beastDamage(r.world, 1, 0, dv, combat);
    return { ...r, result: { ...result }, moved: spaces(r.world, r.world.cell[0]!, r.world.cell[1]!) - before };
  }

  it('is read on DAMAGE TO WILD ANIMALS with 1D10 (the table, not the beast\'s dice)', () => {
    for (let roll = 1; roll <= 10; roll++) {
      for (const dv of [-2, -1, 0, 1, 2, 3]) {
        const { world, stream } = hit([roll], dv, 0);
        expect(stream.draws).toBe(1);
        expect(lineOf(L(world), new RegExp(`damage to Beast at DV ${dv}: 1D10 ${roll}: ${wildAnimalDamage(roll, dv)}`))).toBe(0);
      }
    }
  });

  it('Nick: shot, a reaction test is owed and nothing else; in combat it is driven back 2 paces', () => {
    const shot = hit([9], 0, 0);
    expect(shot.world.beastHits[1]).toBe(0);
    expect(shot.world.reactFrom[1]).toBe(0);
    expect(shot.moved).toBe(0);
    // Driven back (falling back from the attacker as a figure does: the map's steps, 2 paces of budget).
    const fought = hit([9], 0, 1);
    expect(fought.moved).toBeGreaterThan(0);
    expect(fought.moved).toBeLessThanOrEqual(2);
    expect(fought.world.engaged[1]).toBe(-1);
    expect(fought.world.reactFrom[1]).toBe(0);
  });

  it('1 Hit: an attack die and 25% of its speed lost, driven back 4 paces in combat', () => {
    const shot = hit([7], 0, 0);
    expect(shot.world.beastHits[1]).toBe(1);
    expect(beastDice(shot.world, 1)).toBe(1);
    expect(beastBudget(shot.world, 1)).toBe((2 * 16 * 0.75) / shot.world.setup.pacesPerSpace);
    expect(shot.world.status[1]).toBe(STATUS_UP);
    expect(shot.world.wounded[1]).toBe(1);
    expect(shot.result.cards).toBe(1);
    const fought = hit([7], 0, 1);
    expect(fought.moved).toBeGreaterThan(hit([9], 0, 1).moved);
    expect(fought.moved).toBeLessThanOrEqual(4);
  });

  it('2 Hits kill an animal up to horse size; so do two single hits; Slain drops it dead', () => {
    const two = hit([4], 0, 0);
    expect(two.world.status[1]).toBe(STATUS_DEAD);
    expect(two.result.out).toBe(1);
    expect(q(two.world, Q_BEASTS_SLAIN)).toBe(1);
    const again = hit([7, 8], 0, 0);
    expect(again.world.status[1]).toBe(STATUS_UP);
    beastDamage(again.world, 1, 0, 0, 0);
    expect(again.world.status[1]).toBe(STATUS_DEAD);
    const slain = hit([1], 3, 0);
    expect(slain.world.status[1]).toBe(STATUS_DEAD);
    expect(lineOf(L(slain.world), /1D10 1: slain/)).toBe(0);
  });

  it('beyond the printed columns an extra die: below DV-2 the lowest read at DV-2, above DV3 the highest read at DV3+', () => {
    const low = hit([6, 3], -3, 0);
    expect(low.stream.draws).toBe(2);
    expect(lineOf(L(low.world), /DV -3: 2D10 6 and 3, the lowest read at DV -2: slain/)).toBe(0);
    expect(wildAnimalDamage(3, -2)).toBe('slain');
    expect(wildAnimalDamage(6, -2)).toBe('2-hits');
    const high = hit([3, 9], 4, 0);
    expect(high.stream.draws).toBe(2);
    expect(lineOf(L(high.world), /DV 4: 2D10 3 and 9, the highest read at DV 3: nick/)).toBe(0);
    expect(high.world.beastHits[1]).toBe(0);
    // At DV 3 itself, one die.
    const edge = hit([3], 3, 0);
    expect(edge.stream.draws).toBe(1);
    expect(edge.world.status[1]).toBe(STATUS_DEAD);
  });
});

describe('herd mentality', () => {
  const herd = herdWorld;

  it('one animal failing its reaction test sends the whole herd stampeding directly away from the cause', () => {
    // The cow's reaction 2D10 best 3, 2: failed. Two runs pass within 2 paces of the skinner: two attacks, 2D10 best each: 2, 3 and 4, 2, both misses.
    const { world, stream } = herd([3, 2, 2, 3, 4, 2]);
    const start = [world.cell[2]!, world.cell[3]!, world.cell[4]!];
    reactionTest(world, 3, 0, 0);
    for (const [k, m] of [2, 3, 4].entries()) {
      expect(world.broken[m]).toBe(1);
      expect(world.mood[m]).toBe(MOOD_FLEE);
      expect(world.awake[m]).toBe(1);
      expect(spaces(world, world.cell[0]!, world.cell[m]!)).toBeGreaterThan(spaces(world, world.cell[0]!, start[k]!));
    }
    expect(q(world, Q_BEASTS_FLED)).toBe(3);
    expect(L(world).filter((l) => /runs down Skinner/.test(l)).length).toBe(2);
    expect(lineOf(L(world), /Calf runs down/)).toBe(-1);
    expect(stream.draws).toBe(6);
  });

  it('an animal passing him hits on 5+ with its attack dice; he is hit with the charging adjustment', () => {
    // Reaction 3, 2; the bull's attack 8, 2: a hit; the skinner's effect 9 at DV -1: courage test 7; the cow's 2, 2: a miss.
    const { world } = herd([3, 2, 8, 2, 9, 7, 2, 2]);
    reactionTest(world, 3, 0, 0);
    expect(lineOf(L(world), /Skinner rolls 9 for the effect at DV -1: courage-test/)).toBeGreaterThan(-1);
  });

  it('a character in the path with a card to come may evade (forfeiting it): 5+ he escapes', () => {
    const { world, stream } = herd([3, 2, 6]);
    world.toCome[1] = 1;
    reactionTest(world, 3, 0, 0);
    expect(lineOf(L(world), /Skinner tries to evade the stampede: rolls 6/)).toBeGreaterThan(-1);
    expect(lineOf(L(world), /runs down Skinner/)).toBe(-1);
    expect(world.void[1]).toBe(1);
    expect(stream.draws).toBe(3);
  });

  it('a herbivore passing its test does not stampede', () => {
    const { world } = herd([7, 2]);
    reactionTest(world, 3, 0, 0);
    expect(world.broken[2]).toBe(0);
    expect(world.mood[3]).toBe(MOOD_HUNT);
  });

  it('the stampede helper moves only the herd of the animal\'s side', () => {
    const { world } = herd([2, 2, 2, 2]);
    stampede(world, 2, 0);
    expect(world.broken[0]).toBe(0);
    expect(world.broken[1]).toBe(0);
  });
});

describe('beasts in a scenario file', () => {
  const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}.yaml`, import.meta.url));

  it('a beast is compiled from its ANIMAL TYPES row: speed, DV, attack dice, traits', () => {
    const setup = arena([
      { name: 'Jed', qd: MINOR_GUN, side: 'Men', at: [1, 1] },
      { name: 'Cat', qd: '{ animal: large-cat }', side: 'Beasts', at: [3, 3] },
      { name: 'Buffalo', qd: '{ animal: buffalo }', side: 'Beasts', at: [5, 3] },
      { name: 'Gator', qd: '{ animal: alligator }', side: 'Beasts', at: [7, 3] },
      { name: 'Bear', qd: '{ animal: bear }', side: 'Beasts', at: [9, 3] },
      { name: 'Snake', qd: '{ animal: snake }', side: 'Beasts', at: [11, 3] },
      { name: 'Wolf', qd: '{ animal: dog }', side: 'Beasts', at: [13, 3] },
    ]);
    const [jed, cat, buffalo, gator, bear, snake, wolf] = setup.characters;
    expect(jed!.beast).toBeNull();
    expect(cat!.cards).toBe(1);
    expect(cat!.move).toBe(16);
    expect(cat!.armour).toBe(0);
    expect(cat!.beast).toMatchObject({ attackDice: 2, highImpact: 1, herd: 0, venom: 0, hitsToKill: 2 });
    expect(cat!.traits & (TRAIT.fearsome | TRAIT.surefooted | TRAIT.stealthy)).toBe(TRAIT.fearsome | TRAIT.surefooted | TRAIT.stealthy);
    expect(buffalo!.armour).toBe(1);
    expect(buffalo!.beast!.herd).toBe(1);
    expect(gator!.move).toBe(12);
    expect(gator!.armour).toBe(2);
    expect(gator!.traits & TRAIT.stealthy).toBe(TRAIT.stealthy);
    expect(bear!.move).toBe(16);
    expect(bear!.traits & TRAIT.strong).toBe(TRAIT.strong);
    expect(snake!.beast!.venom).toBe(1);
    expect(snake!.beast!.attackDice).toBe(1);
    expect(snake!.traits & TRAIT.surefooted).toBe(TRAIT.surefooted);
    expect(wolf!.beast!.sixthSense).toBe(1);
    expect(setup.beasts).toBe(6);
    expect(setup.poison).toBe(1);
  });

  it('bad beast blocks are one line naming the field and the fix', () => {
    const compile = (qd: string, weapons = '[]'): string => {
      const text = arenaText([
        { name: 'Jed', qd: MINOR_GUN, side: 'Men', at: [1, 1] },
        { name: 'Cat', qd, side: 'Beasts', at: [3, 3] },
      ]).replace(/(name: Cat[\s\S]*?weapons: )\[\]/, `$1${weapons}`);
      try {
        compileScenario(getSystem('quickdraw'), parseScenario(text, 'arena.yaml'), {});
      } catch (e) {
        return (e as Error).message;
      }
      return 'compiled';
    };
    const tiger = compile('{ animal: tiger }');
    expect(tiger.split('\n')).toHaveLength(1);
    expect(tiger).toMatch(/^arena\.yaml: characters\[1\]\.stats\.quickdraw\.animal: expected one of .*large-cat/);
    const typed = compile('{ animal: large-cat, type: hero }');
    expect(typed.split('\n')).toHaveLength(1);
    expect(typed).toMatch(/characters\[1\]\.stats\.quickdraw/);
    expect(typed).toMatch(/expected one of the fields animal, found unknown field "type"/);
    const armed = compile('{ animal: large-cat }', '[{ code: KN }]');
    expect(armed).toMatch(/^arena\.yaml: characters\[1\] \(Cat\)\.weapons: a beast carries no weapons/);
  });

  it('BOOT HILL refuses a scenario with a beast (or any character with only a Quick on the Draw block) in one line', () => {
    const scenario = loadScenario(fixture('cougar'));
    let message = '';
    try {
      compileScenario(getSystem('boothill'), scenario, {});
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(/cougar\.yaml: characters\[\d\] \(\w+\): needs `roster:`.*stats: \{ boothill/);
  });

  it('each fixture plays under Quick on the Draw, counts its beasts, and its replay log changes no die', () => {
    const system = getSystem('quickdraw');
    for (const name of ['cougar', 'wolf-pack', 'rattlesnake', 'buffalo-herd']) {
      const setup = compileScenario(system, loadScenario(fixture(name)), {}) as QdSetup;
      expect(setup.beasts).toBeGreaterThan(0);
      const engine = new QdEngine(setup, scenarioAgents(system, setup));
      const acc = createQdAccumulator(setup);
      engine.runBatch(streamFor(1, setup.id, 0), 400, acc);
      const counts = qdCounts(setup, acc);
      expect(counts.trials).toBe(400);
      const beasts = counts.sections?.find((x) => x.id === 'quickdraw.beasts');
      expect(beasts?.rows.find((r) => r.label === 'beasts activated')?.count).toBeGreaterThan(0);
      // Trials 0..11 played with and without the log: the log changes no die and no outcome.
      const quiet = new QdEngine(setup, scenarioAgents(system, setup));
      const loud = new QdEngine(setup, scenarioAgents(system, setup));
      quiet.world.stream = streamFor(1, setup.id, 0);
      loud.world.stream = streamFor(1, setup.id, 0);
      quiet.world.acc = createQdAccumulator(setup);
      loud.world.acc = createQdAccumulator(setup);
      for (let t = 0; t < 12; t++) {
        loud.world.log = [];
        quiet.playTrial();
        loud.playTrial();
        expect(loud.world.stream.draws).toBe(quiet.world.stream.draws);
        expect(Array.from(loud.world.status)).toEqual(Array.from(quiet.world.status));
      }
      expect(Array.from(loud.world.acc)).toEqual(Array.from(quiet.world.acc));
    }
  });

  it('poison: a Tough character fails 1 test in 0.16 (1D10 4 or less, twice), within 4 standard errors', () => {
    const system = getSystem('quickdraw');
    const setup = compileScenario(system, loadScenario(fixture('rattlesnake')), {}) as QdSetup;
    const engine = new QdEngine(setup, scenarioAgents(system, setup));
    const acc = createQdAccumulator(setup);
    engine.runBatch(streamFor('poison', setup.id, 0), 6000, acc);
    const layout = qdLayout(setup);
    const tests = acc[layout.qd + Q_POISON_TESTS]!;
    const failed = acc[layout.qd + Q_POISON_FAILED]!;
    const p = 0.4 * 0.4;
    expect(tests).toBeGreaterThan(500);
    expect(Math.abs(failed / tests - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / tests));
  });
});
