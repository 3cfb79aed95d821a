/**
 * Locating the enemy (src/skirmish/locating.ts; RULINGS.md QR-55..QR-58) on forced dice: a hidden
 * enemy not located is not seen and cannot be shot or charged; the test's dice (static in cover
 * reduced, stealthy reduced, moving in cover full); the chart's four outcomes; Sixth Sense; a shot
 * gives the shooter away; moving in cover loses him, going out of sight too; the test comes
 * before the character decides.
 */
import { describe, expect, it } from 'vitest';
import { PHASE_FIRE, PHASE_MOVE, S_BLOCKED, S_HARD, S_OBSCURED, SHOT_AUTO, SHOT_DELIBERATE, ACT_FIRE, placeAt, setStatus, touch, STATUS_FLED, type SkirmishAgent } from '@deadeye/core';
import { TRAIT } from '../src/index.ts';
import { attackAction } from '../src/skirmish/fighting.ts';
import { HIDING, isLocated, locateEnemies } from '../src/skirmish/locating.ts';
import { moveToward } from '../src/skirmish/movement.ts';
import { fire, inReach, weaponInHand } from '../src/skirmish/shooting.ts';
import { shootAction } from '../src/skirmish/shootouts.ts';
import { Q_LOCATE_TESTS, Q_LOCATED } from '../src/skirmish/counts.ts';
import { LOCATE_CONFUSED } from '../src/skirmish/world.ts';
import { at, coverSetup, who, withTraits } from './fixture.ts';
import { forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

const PAD = Array.from({ length: 40 }, () => 7);
const idle = coverSetup.characters.map(() => idleAgent);
const M = who('Marshal');
const B = who('Bushwhacker');
const BOSS = who('Boss');
const DOC = who('Doc');
const N = coverSetup.characters.length;

describe('a hidden enemy not located', () => {
  it('is not seen by the agent and cannot be shot or charged; an enemy in the open is', () => {
    const { engine, world } = forcedWorld(coverSetup, idle, PAD);
    world.log = [];
    const row = world.map.sight(world.cell[M]!);
    expect(row[world.cell[B]!]! & S_HARD).not.toBe(0);
    expect(row[world.cell[BOSS]!]! & (HIDING | S_BLOCKED)).toBe(0);
    engine.observe(M, PHASE_MOVE);
    const o = world.obs[M]!;
    expect(o.visible[B]).toBe(0);
    expect(o.danger[B]).toBe(0);
    expect(o.visible[BOSS]).toBe(1);
    const spec = weaponInHand(world, M)!;
    expect(inReach(world, M, B, spec)).toBe(false);
    expect(inReach(world, M, BOSS, spec)).toBe(true);
    shootAction(world, M, B, SHOT_AUTO, 0, false);
    expect(world.shots[M]).toBe(0);
    expect(lineOf(world.log, /Marshal has no target in reach \(he has not located Bushwhacker\)/)).toBeGreaterThan(-1);
    attackAction(world, M, B, 0, 0);
    expect(world.cell[M]).toBe(at(3, 5));
    expect(lineOf(world.log, /Marshal has not located Bushwhacker and cannot charge him/)).toBeGreaterThan(-1);
    // Located (as locating.ts does it: logged as a change of B with core's touch, so B's row of the observation is computed again): seen, and a target.
    world.located[M * N + B] = 1;
    touch(world, B);
    engine.observe(M, PHASE_MOVE);
    expect(o.visible[B]).toBe(1);
    expect(inReach(world, M, B, spec)).toBe(true);
  });
});

describe('the locating test', () => {
  it('static in cover: reduced dice (1D10 for a main character); 5-9 locates', () => {
    const { world, stream } = forcedWorld(coverSetup, idle, [6, ...PAD]);
    expect(locateEnemies(world, M)).toBe(false);
    expect(stream.draws).toBe(1);
    expect(world.located[M * N + B]).toBe(1);
    expect(isLocated(world, M, B)).toBe(true);
    expect(world.acc[world.qAt + Q_LOCATE_TESTS]).toBe(1);
    expect(world.acc[world.qAt + Q_LOCATED]).toBe(1);
  });

  it('moving in cover: the action dice (2D10 best)', () => {
    const { world, stream } = forcedWorld(coverSetup, idle, [3, 6, ...PAD]);
    world.movedThisCard[B] = 1;
    locateEnemies(world, M);
    expect(stream.draws).toBe(2);
    expect(world.located[M * N + B]).toBe(1);
  });

  it('stealthy: reduced once more (static: 2D10 worst for a star; moving: 1D10)', () => {
    const stealthy = withTraits('Bushwhacker', (t) => t | TRAIT.stealthy);
    const still = forcedWorld(stealthy, idle, [6, 3, ...PAD]);
    locateEnemies(still.world, M);
    expect(still.stream.draws).toBe(2);
    expect(still.world.located[M * N + B]).toBe(0);
    expect(still.world.acc[still.world.qAt + Q_LOCATED]).toBe(0);
    const moving = forcedWorld(stealthy, idle, [6, ...PAD]);
    moving.world.movedThisCard[B] = 1;
    locateEnemies(moving.world, M);
    expect(moving.stream.draws).toBe(1);
    expect(moving.world.located[M * N + B]).toBe(1);
  });

  it('2-4: not located, tested again on the next card', () => {
    const { world, stream } = forcedWorld(coverSetup, idle, [4, 5, ...PAD]);
    locateEnemies(world, M);
    expect(world.located[M * N + B]).toBe(0);
    locateEnemies(world, M);
    expect(stream.draws).toBe(2);
    expect(world.located[M * N + B]).toBe(1);
  });

  it('1, Confused: not located, and no test of him on the next card; the card after, a test again', () => {
    const { world, stream } = forcedWorld(coverSetup, idle, [1, 6, ...PAD]);
    world.log = [];
    locateEnemies(world, M);
    expect(world.located[M * N + B]).toBe(LOCATE_CONFUSED);
    expect(isLocated(world, M, B)).toBe(false);
    locateEnemies(world, M);
    expect(stream.draws).toBe(1);
    expect(world.located[M * N + B]).toBe(0);
    expect(lineOf(world.log, /Marshal is still confused about Bushwhacker: no locating test/)).toBeGreaterThan(-1);
    locateEnemies(world, M);
    expect(stream.draws).toBe(2);
    expect(world.located[M * N + B]).toBe(1);
  });

  it('10, Got you!: located, reacted to at once (no reaction test for him), and a further action', () => {
    const { world } = forcedWorld(coverSetup, idle, [10, ...PAD]);
    expect(locateEnemies(world, M)).toBe(true);
    expect(world.located[M * N + B]).toBe(1);
    expect(world.seen[M * N + B]).toBe(1);
    expect(world.mustReact[M]).toBe(0);
  });

  it('in play, the test comes before he decides; a 10 spares the card its wanting-to-shoot test', () => {
    let seenAtMove = -1;
    const shooter: SkirmishAgent = (o, _s, out) => {
      if (o.phase === PHASE_MOVE) seenAtMove = o.visible[B]!;
      if (o.phase === PHASE_FIRE) {
        out.action = ACT_FIRE;
        out.target = B;
      }
    };
    const agents = idle.map((a, i) => (i === M ? shooter : a));
    // Locating: 6 (1D10). A new enemy: the reaction test 2D10 best 7, 7: "Made of stern stuff! ... No
    // need to make an action roll" (RULINGS.md QR-131): no wanting-to-shoot test; fires 2D10 best 3, 3.
    const found = forcedWorld(coverSetup, agents, [6, 7, 7, 3, 3, ...PAD]);
    found.world.log = [];
    found.world.seen[M * N + BOSS] = 1;
    found.engine.playCard(M);
    const log = found.world.log;
    expect(seenAtMove).toBe(1);
    expect(lineOf(log, /Marshal tries to locate the enemy: rolls 6/)).toBeLessThan(lineOf(log, /Marshal reacts to a new enemy/));
    expect(lineOf(log, /Made of stern stuff! Marshal acts with no action roll/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Marshal wants to shoot/)).toBe(-1);
    expect(found.world.shots[M]).toBe(1);
    // A 3: not located, not seen, not shot at.
    const lost = forcedWorld(coverSetup, agents, [3, ...PAD]);
    lost.world.seen[M * N + BOSS] = 1;
    lost.engine.playCard(M);
    expect(seenAtMove).toBe(0);
    expect(lost.world.shots[M]).toBe(0);
    // A 10: located, no reaction test, and the shot needs no wanting-to-shoot test.
    const got = forcedWorld(coverSetup, agents, [10, 3, 3, ...PAD]);
    got.world.log = [];
    got.world.seen[M * N + BOSS] = 1;
    got.engine.playCard(M);
    expect(lineOf(got.world.log, /Marshal reacts to a new enemy/)).toBe(-1);
    expect(lineOf(got.world.log, /Marshal wants to shoot/)).toBe(-1);
    expect(lineOf(got.world.log, /Marshal fires his .* at Bushwhacker/)).toBeGreaterThan(-1);
  });
});

describe('Sixth Sense', () => {
  it('a failed test of an enemy within 12 paces gets a second roll: 5+ locates him; beyond 12 paces, none', () => {
    const setUp = (setup: typeof coverSetup, docAt: number, values: number[]) => {
      const r = forcedWorld(setup, idle, values);
      for (const x of [M, who('Climber'), B]) setStatus(r.world, x, STATUS_FLED);
      placeAt(r.world, BOSS, at(11, 8));
      placeAt(r.world, DOC, docAt);
      return r;
    };
    const near = setUp(coverSetup, at(8, 8), [3, 6, 2, ...PAD]);
    expect(near.world.map.sight(at(11, 8))[at(8, 8)]! & S_OBSCURED).not.toBe(0);
    locateEnemies(near.world, BOSS);
    expect(near.stream.draws).toBe(3);
    expect(near.world.located[BOSS * N + DOC]).toBe(1);
    const plain = setUp(withTraits('Boss', (t) => t & ~TRAIT.sixthSense), at(8, 8), [3, 6, 2, ...PAD]);
    locateEnemies(plain.world, BOSS);
    expect(plain.stream.draws).toBe(1);
    expect(plain.world.located[BOSS * N + DOC]).toBe(0);
    // 13 paces away, the fence between.
    const far = forcedWorld(coverSetup, idle, [3, 6, 2, ...PAD]);
    for (const x of [M, who('Climber'), B]) setStatus(far.world, x, STATUS_FLED);
    placeAt(far.world, BOSS, at(19, 8));
    placeAt(far.world, DOC, at(6, 8));
    expect(far.world.map.sight(at(19, 8))[at(6, 8)]! & S_OBSCURED).not.toBe(0);
    locateEnemies(far.world, BOSS);
    expect(far.stream.draws).toBe(1);
    expect(far.world.located[BOSS * N + DOC]).toBe(0);
  });
});

describe('losing and giving away', () => {
  it('a shot gives the shooter away to every enemy with a clear line to him', () => {
    const { world } = forcedWorld(coverSetup, idle, [3, ...PAD]);
    expect(isLocated(world, M, B)).toBe(false);
    fire(world, B, M, SHOT_DELIBERATE, 0, false);
    expect(world.located[M * N + B]).toBe(1);
    expect(world.located[DOC * N + B]).toBe(1);
    expect(isLocated(world, DOC, B)).toBe(true);
  });

  it('moving while hidden loses him; moving from the open into cover keeps him; out of sight loses him', () => {
    const { engine, world } = forcedWorld(coverSetup, idle, PAD);
    const row = world.map.sight(at(3, 5));
    expect(row[at(6, 4)]! & HIDING).not.toBe(0);
    expect(row[at(7, 4)]! & (HIDING | S_BLOCKED)).toBe(0);
    world.located[M * N + B] = 1;
    moveToward(world, B, at(6, 4), 2, 'creeps along the trough');
    expect(world.cell[B]).toBe(at(6, 4));
    expect(world.located[M * N + B]).toBe(0);
    // From the open into cover: the Marshal watched him go there.
    placeAt(world, B, at(7, 4));
    world.located[M * N + B] = 0;
    moveToward(world, B, at(6, 4), 2, 'dives behind the trough');
    expect(world.cell[B]).toBe(at(6, 4));
    expect(world.located[M * N + B]).toBe(1);
    // Out of sight (inside the store): lost when the Marshal next observes.
    placeAt(world, B, at(14, 2));
    expect(world.map.sight(at(3, 5))[at(14, 2)]! & S_BLOCKED).not.toBe(0);
    engine.observe(M, PHASE_MOVE);
    expect(world.located[M * N + B]).toBe(0);
  });
});
