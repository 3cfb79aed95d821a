/**
 * The fifteenth audit's fixes (replays of the O.K. Corral and the saloon brawl, 2026-12-01), on
 * forced dice:
 * 1. a walk to cover across a linear obstacle stops short of an enemy it would end beside, as any
 *    walk to cover does (movement.ts `moveToCover`; RULINGS.md QR-210 amended);
 * 2. a charge through bad going, as any move faster than a half move there, is tested on reduced
 *    dice (fighting.ts `attackAction`, terrain.ts `chargeLevel`; QR-220);
 * 3. a brawler within his charge charges (agents' `brawler`, the hook's `chargeReach`; QR-220).
 * From the replays of Coffeyville and the Kid Cashes In:
 * 4. an unarmed man in bad going walks to a weapon a half move reaches there (three quarters of
 *    half his move; agents' `armUp`, the hook's `paceWithin`; QR-221 and its amendment);
 * 5. a man behind a wall from the one his courage test is against ducks down, not "in the open"
 *    (effects.ts `courageCover`, cover.ts `shelteredFrom`; QR-21 amended).
 * Each fix's assertions fail on the code before it; the controls (the walk with nobody in the way,
 * a failed task, a man out of his charge, an enemy in the open) pass on both.
 */
import { describe, expect, it } from 'vitest';
import { agentFor, BRAWL_REACH, PACE_RUN, SYSTEM_HOOKS } from '@deadeye/agents';
import { ACT_ATTACK, ACT_NONE, ACT_PICK_UP, BLOW_STANDARD, emptyIntent, parseScenario, PHASE_MOVE, placeAt, QD_RATE_FULL, QD_RATE_HALF, STEP_ORTHOGONAL, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { courageTest } from '../src/skirmish/effects.ts';
import { attackAction } from '../src/skirmish/fighting.ts';
import { moveToCover } from '../src/skirmish/movement.ts';
import { idleAgent, lineOf, locatedWorld, xOf, yOf } from './qd-helpers.ts';
import { arena, MINOR_GUN } from './beast-helpers.ts';

const SEVENS = Array.from({ length: 40 }, () => 7);

describe('1. a walk to cover across a linear obstacle does not end beside an enemy (QR-210 amended)', () => {
  // Abe at (10,5) walks west for cover at (2,5), behind a crate; a fence (soft cover, a linear
  // obstacle) runs down column 8. His 8 spaces: (9,5), the fence at (8,5) (its task, and a
  // quarter of his move), then (7,5), (6,5), (5,5), (4,5). Cal, an enemy, far off or at (3,6).
  const text = `name: Fence
map:
  width: 16
  height: 11
  default: street
  cover:
    - { kind: soft, name: fence, rect: [8, 0, 1, 11] }
    - { kind: hard, name: crate, cells: [[1, 5]] }
sides:
  - { name: Men }
  - { name: Others }
characters:
  - { name: Abe, stats: { quickdraw: ${MINOR_GUN} }, side: Men, position: [10, 5], facing: W, drawn: true, weapons: [], agent: { doctrine: brawler } }
  - { name: Cal, stats: { quickdraw: ${MINOR_GUN} }, side: Others, position: [14, 10], facing: N, drawn: true, weapons: [], agent: { doctrine: brawler } }
maxTurns: 1
`;
  const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'fence.yaml'), {}) as Parameters<typeof locatedWorld>[0];
  const run = (calAt: [number, number] | null) => {
    const { world } = locatedWorld(setup, SEVENS);
    if (calAt !== null) placeAt(world, 1, calAt[1] * world.map.width + calAt[0]);
    moveToCover(world, 0, 5 * world.map.width + 2, 8 * STEP_ORTHOGONAL, 'heads for cover');
    return world;
  };
  it('Cal far off: Abe crosses the fence (its task rolled) and walks on to (4,5)', () => {
    const w = run(null);
    expect(lineOf(w.log!, /Abe tries to cross a linear obstacle: rolls 7/)).toBeGreaterThan(-1);
    expect([xOf(w, 0), yOf(w, 0)]).toEqual([4, 5]);
  });
  it("Cal at (3,6), beside the walk's end: Abe crosses the fence and stops at (5,5), not beside him", () => {
    const w = run([3, 6]);
    expect(lineOf(w.log!, /Abe's way to cover at \(2,5\) would stop at \(4,5\), beside Cal at \(3,6\): he stops short of him/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /Abe tries to cross a linear obstacle: rolls 7/)).toBeGreaterThan(-1);
    // Short of the cover, said so (the thirty-second audit's wording).
    expect(lineOf(w.log!, /Abe heads for cover at \(2,5\), stopping short: \(10,5\) -> \(5,5\)/)).toBeGreaterThan(-1);
    expect([xOf(w, 0), yOf(w, 0)]).toEqual([5, 5]);
  });
  it('Cal at (5,6), beside the last three cells: Abe stops at (7,5), just past the fence', () => {
    const w = run([5, 6]);
    expect([xOf(w, 0), yOf(w, 0)]).toEqual([7, 5]);
  });
  it('the task failed (2-4: No Luck so Far!): he stops before the fence, as any walk', () => {
    const { world } = locatedWorld(setup, [3, ...SEVENS]);
    placeAt(world, 1, 6 * world.map.width + 3);
    moveToCover(world, 0, 5 * world.map.width + 2, 8 * STEP_ORTHOGONAL, 'heads for cover');
    expect([xOf(world, 0), yOf(world, 0)]).toEqual([9, 5]);
    // The replay says he did not reach it (the thirty-second audit: it read "heads for cover (10,5) -> (9,5)").
    expect(world.log).toContain('    Abe heads for cover at (2,5), stopping short: (10,5) -> (9,5)');
  });
});

/**
 * Two Minor men with fists on a 30 x 5 floor of `ground` (street, or a building's interior: bad
 * going): Abe at (2,2), Bob `range` spaces east of him; `items`: the scenario's lines, if any.
 */
function twoMen(range: number, ground: 'street' | 'interior', items = '') {
  const text = `name: Two men
map: { width: 30, height: 5, default: ${ground} }
sides:
  - { name: Men }
  - { name: Others }
characters:
  - { name: Abe, stats: { quickdraw: { type: minor, personality: ordinary, weapons: [fists] } }, side: Men, position: [2, 2], facing: E, weapons: [], agent: { doctrine: brawler } }
  - { name: Bob, stats: { quickdraw: { type: minor, personality: ordinary, weapons: [fists] } }, side: Others, position: [${2 + range}, 2], facing: W, weapons: [], agent: { doctrine: brawler } }
${items}maxTurns: 1
`;
  return compileScenario(getSystem('quickdraw'), parseScenario(text, 'two-men.yaml'), {}) as Parameters<typeof locatedWorld>[0];
}

/** {@link twoMen} fist fight on forced dice (7, 6, then 7s), Abe played by `a`. */
function fistFight(range: number, ground: 'street' | 'interior', a: SkirmishAgent = idleAgent) {
  return locatedWorld(twoMen(range, ground), [7, 6, ...SEVENS], [a, idleAgent]);
}

describe('2. a charge through bad going is tested on reduced dice (QR-220)', () => {
  it('on the street: his own die (a Minor man, 1D10), 7; across a floor (bad going): reduced, the worst of 7 and 6', () => {
    const street = fistFight(4, 'street').world;
    attackAction(street, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(street.log!, /^    Abe wants to attack: rolls 7$/)).toBeGreaterThan(-1);
    expect(lineOf(street.log!, /Abe charges/)).toBeGreaterThan(-1);
    const floor = fistFight(4, 'interior').world;
    attackAction(floor, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(floor.log!, /Abe wants to attack: rolls 6 \(worst of 7, 6\) \(reduced x1\)/)).toBeGreaterThan(-1);
  });
});

describe('3. a brawler within his charge charges (QR-220)', () => {
  const brawler = agentFor({ doctrine: 'brawler' }, 'quickdraw');
  it('6 paces off (his move 8): he declares the attack, and his card is the charge and the blow', () => {
    const { engine, world } = fistFight(6, 'street', brawler);
    engine.observe(0, PHASE_MOVE);
    expect(world.obs[0]!.moveAllowance).toBe(8);
    const out = emptyIntent();
    brawler(world.obs[0]!, world.stream, out);
    expect([out.action, out.target]).toEqual([ACT_ATTACK, 1]);
    engine.playCard(0);
    expect(lineOf(world.log!, /Abe wants to attack/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Abe charges \(2,2\) -> \(7,2\)/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Abe attacks Bob with Fists/)).toBeGreaterThan(-1);
  });
  it('12 paces off, past his move and the contact: he walks toward him', () => {
    const { engine, world } = fistFight(12, 'street', brawler);
    engine.observe(0, PHASE_MOVE);
    const out = emptyIntent();
    brawler(world.obs[0]!, world.stream, out);
    expect(out.action).toBe(ACT_NONE);
    expect(out.moveTo).toBeGreaterThanOrEqual(0);
  });
  it('BOOT HILL\'s and Shootout!\'s hooks reach no further than the same or an adjacent space', () => {
    const { engine, world } = fistFight(6, 'street');
    engine.observe(0, PHASE_MOVE);
    for (const id of ['boothill', 'shootout'] as const) expect(SYSTEM_HOOKS[id].chargeReach(world.obs[0]!)).toBe(BRAWL_REACH);
    expect(SYSTEM_HOOKS.quickdraw.chargeReach(world.obs[0]!)).toBe(8 + BRAWL_REACH);
  });
});

describe('4. an unarmed man walks, not runs, to a weapon within half his move in bad going (QR-221)', () => {
  /** Abe, unarmed, as a gunfighter; a Winchester on the floor `gap` spaces east of him; Bob 26 spaces off. */
  function store(ground: 'street' | 'interior', gap: number) {
    const setup = twoMen(26, ground, `items:\n  - { at: [${2 + gap}, 2], code: 15R, loaded: 0, spare: 15 }\n`);
    const { engine, world } = locatedWorld(setup, SEVENS);
    engine.observe(0, PHASE_MOVE);
    const out = emptyIntent();
    agentFor({ doctrine: 'gunfighter' }, 'quickdraw')(world.obs[0]!, world.stream, out);
    return { out, obs: world.obs[0]! };
  }
  it('on a store\'s floor, 3 paces off: a half move, declaring the pick up', () => {
    const { out, obs } = store('interior', 3);
    expect(obs.badGoingCells[obs.cell[0]!]).toBe(1);
    expect([out.rate, out.action]).toEqual([QD_RATE_HALF, ACT_PICK_UP]);
  });
  it('on the floor but past what a half move covers there (4 paces: 3/4 of 4), or on the street: a full move, as before', () => {
    expect(store('interior', 4).out.rate).toBe(QD_RATE_FULL);
    expect(store('interior', 6).out.rate).toBe(QD_RATE_FULL);
    const street = store('street', 3);
    expect(street.obs.badGoingCells[street.obs.cell[0]!]).toBe(0);
    expect(street.out.rate).toBe(QD_RATE_FULL);
  });
  it("BOOT HILL's and Shootout!'s hooks keep the pace's rate", () => {
    const { obs } = store('interior', 3);
    expect(SYSTEM_HOOKS.boothill.paceWithin(obs, PACE_RUN, 5)).toBe(SYSTEM_HOOKS.boothill.pace(obs, PACE_RUN));
    expect(SYSTEM_HOOKS.shootout.paceWithin(obs, PACE_RUN, 5)).toBe(SYSTEM_HOOKS.shootout.pace(obs, PACE_RUN));
  });
});

describe('5. a man behind a wall from the one his courage test is against is not "in the open" (QR-21 amended)', () => {
  // Abe at (5,3) west of a wall (x 8, y 0-5), Bob east of it at (11,3): no line between them.
  const setup = arena(
    [
      { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [5, 3], drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [11, 3], facing: 'W', drawn: true },
    ],
    [[8, 0, 1, 6]],
  );
  it('a 1: he ducks down and will not defend himself, rather than flee', () => {
    const { world } = locatedWorld(setup, [1, ...SEVENS]);
    courageTest(world, 0, 1);
    expect(world.broken[0]).toBe(0);
    expect(lineOf(world.log!, /Abe ducks down and will not even defend himself/)).toBeGreaterThan(-1);
    expect([xOf(world, 0), yOf(world, 0)]).toEqual([5, 3]);
  });
  it('a 3: he ducks down behind cover, rather than fall back', () => {
    const { world } = locatedWorld(setup, [3, ...SEVENS]);
    courageTest(world, 0, 1);
    expect(lineOf(world.log!, /Abe ducks down behind cover/)).toBeGreaterThan(-1);
    expect([xOf(world, 0), yOf(world, 0)]).toEqual([5, 3]);
  });
  it('with Bob in the open in front of him (no wall), a 1 is a flight as before', () => {
    const open = arena([
      { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [5, 3], drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [11, 3], facing: 'W', drawn: true },
    ]);
    const { world } = locatedWorld(open, [1, ...SEVENS]);
    courageTest(world, 0, 1);
    expect(world.broken[0]).toBe(1);
  });
});
