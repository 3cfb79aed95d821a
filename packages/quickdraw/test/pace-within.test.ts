/**
 * The half move where a run's path meets bad going (agents' `measureWalk`, the Quick on the Draw
 * hook's `paceWithin`; RULINGS.md QR-221 as amended on 2026-12-01): the path, not the cell he
 * stands on, decides, as the engine scans a move's planned path (terrain.ts `scanMove`).
 * Until then a man on the street two paces from a store's door ran in on reduced dice (a 1 a
 * fall), and a Northfield citizen ran every move into the building he made for.
 * Each "now" assertion fails on the code before; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { agentFor, measureWalk, PACE_RUN, SYSTEM_HOOKS } from '@deadeye/agents';
import { ACT_PICK_UP, emptyIntent, parseScenario, PHASE_MOVE, QD_RATE_FULL, QD_RATE_HALF, STEP_ORTHOGONAL } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { cellOf, locatedWorld } from './qd-helpers.ts';

const SEVENS = Array.from({ length: 40 }, () => 7);

/**
 * Abe (a Minor man, his move 8 paces, a pace a space, unarmed, `skills`) at (2,2) on a street 30
 * by 5; a store's floor (interior: bad going) from column `floorFrom` east; a Winchester at
 * (`itemAt`, 2); Bob 26 spaces off. Abe's agent: `doctrine` with `params`.
 */
function store(floorFrom: number, itemAt: number, options: { skills?: string; doctrine?: string; params?: string } = {}) {
  const text = `name: Store
map:
  width: 30
  height: 5
  default: street
  terrain:
    - { type: interior, rect: [${floorFrom}, 0, ${30 - floorFrom}, 5] }
sides:
  - { name: Men }
  - { name: Others }
characters:
  - { name: Abe, stats: { quickdraw: { type: minor, personality: ordinary, skills: [${options.skills ?? ''}], weapons: [fists] } }, side: Men, position: [2, 2], facing: E, weapons: [], agent: { doctrine: ${options.doctrine ?? 'gunfighter'}${options.params ?? ''} } }
  - { name: Bob, stats: { quickdraw: { type: minor, personality: ordinary, weapons: [fists] } }, side: Others, position: [28, 2], facing: W, weapons: [], agent: { doctrine: brawler } }
items:
  - { at: [${itemAt}, 2], code: 15R, loaded: 0, spare: 15 }
maxTurns: 1
`;
  const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'store.yaml'), {}) as Parameters<typeof locatedWorld>[0];
  const { engine, world } = locatedWorld(setup, SEVENS);
  engine.observe(0, PHASE_MOVE);
  const out = emptyIntent();
  agentFor({ doctrine: options.doctrine ?? 'gunfighter' }, 'quickdraw')(world.obs[0]!, world.stream, out);
  return { out, obs: world.obs[0]!, world };
}

describe('measureWalk: the walk down a field as the engines take it, and what it meets', () => {
  it('counts a step into a slow cell at the factor, marks it, and stops where the budget ends', () => {
    const { obs, world } = store(4, 7);
    const map = obs.map;
    const own = cellOf(world, 2, 2);
    const dest = cellOf(world, 7, 2);
    const field = map.pathField(dest);
    // (3,2) on the street, then (4,2) .. (7,2) on the floor: 2 + 4 x 2 x 4/3 half-spaces.
    const all = measureWalk(map, field, own, 100, obs.badGoingCells, 4 / 3);
    expect([all.slow, all.arrives]).toEqual([1, 1]);
    expect(all.cost).toBeCloseTo(STEP_ORTHOGONAL + 4 * STEP_ORTHOGONAL * (4 / 3), 10);
    // One step's budget: (3,2) only, on the street: nothing slow met, not arrived.
    const one = measureWalk(map, field, own, STEP_ORTHOGONAL, obs.badGoingCells, 4 / 3);
    expect([one.slow, one.cost, one.arrives]).toEqual([0, STEP_ORTHOGONAL, 0]);
    // Nothing slow: the field's own cost.
    const plain = measureWalk(map, field, own, 100, new Uint8Array(map.cells), 4 / 3);
    expect([plain.slow, plain.cost, plain.arrives]).toEqual([0, field[own], 1]);
  });
});

describe("the Quick on the Draw hook's paceWithin reads the path (QR-221 amended)", () => {
  it('now: on the street, a weapon 3 paces off on the floor beyond the door: a half move, declaring the pick up', () => {
    // (3,2) street, (4,2) and (5,2) floor: 2 + 2 x 8/3 = 7.33 half-spaces, within half his move (8).
    const { out, obs, world } = store(4, 5);
    expect(obs.badGoingCells[cellOf(world, 2, 2)]).toBe(0);
    expect([out.rate, out.action]).toEqual([QD_RATE_HALF, ACT_PICK_UP]);
  });
  it('controls: the path on the street only, past what a half move covers, or on the floor only past his full move: a full move', () => {
    // The floor starts past the weapon: nothing of bad going on the way.
    expect(store(10, 5).out.rate).toBe(QD_RATE_FULL);
    // (3,2) street, then 4 cells of floor: 2 + 4 x 8/3 = 12.67 half-spaces, past 8.
    expect(store(4, 7).out.rate).toBe(QD_RATE_FULL);
    // Floor from column 12: his full move (16 half-spaces) ends at (10,2), short of it.
    expect(store(12, 14).out.rate).toBe(QD_RATE_FULL);
  });
  it('now: a Surefooted man on foot has no bad going (he rerolls, and is not slowed, QR-67): a full move', () => {
    const { out, obs } = store(0, 5, { skills: 'surefooted' });
    expect(obs.badGoingCells.every((b) => b === 0)).toBe(true);
    expect(out.rate).toBe(QD_RATE_FULL);
    // Without the skill, the same floor: a half move.
    expect(store(0, 5).out.rate).toBe(QD_RATE_HALF);
  });
  it("BOOT HILL's and Shootout!'s hooks keep the pace's rate", () => {
    const { obs, world } = store(4, 5);
    const dest = cellOf(world, 5, 2);
    expect(SYSTEM_HOOKS.boothill.paceWithin(obs, PACE_RUN, dest)).toBe(SYSTEM_HOOKS.boothill.pace(obs, PACE_RUN));
    expect(SYSTEM_HOOKS.shootout.paceWithin(obs, PACE_RUN, dest)).toBe(SYSTEM_HOOKS.shootout.pace(obs, PACE_RUN));
  });
});

describe("a Northfield citizen's run to the building he makes for (agents' northfieldCitizen)", () => {
  it('now: a half move where it takes him onto the floor; a full move where it does not', () => {
    // `armAt`: the cell he makes for. (4,2), the floor's first cell, 2 + 8/3 half-spaces off: a half move.
    const near = store(4, 20, { doctrine: 'northfieldCitizen', params: ', params: { armAt: 64 }' });
    expect(near.world.map.cellX[64]).toBe(4);
    expect(near.out.moveTo).toBe(64);
    expect(near.out.rate).toBe(QD_RATE_HALF);
    // (9,2): 7 steps, the last 6 on the floor: past even his full move; a full move.
    const far = store(4, 20, { doctrine: 'northfieldCitizen', params: ', params: { armAt: 69 }' });
    expect(far.out.moveTo).toBe(69);
    expect(far.out.rate).toBe(QD_RATE_FULL);
  });
});
