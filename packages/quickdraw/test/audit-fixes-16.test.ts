/**
 * The sixteenth audit's fixes (the agents' decisions under Quick on the Draw, read in about 7,800
 * replays of the bundled scenarios and fixtures, 2026-12-01), on forced dice:
 * 1. a loaded revolver or repeater is full: the observation's `capacity` is what a full load shows
 *    in `loaded` (setup.ts `fullLoad`: 1 for "loaded", every barrel of a double, a slide's
 *    rounds), so a doctrine asks no top-up reload of a loaded gun; the top-up, planned with a move,
 *    had cancelled the move (the hook's `settle`), and the engine then refused the reload: a
 *    rifleman never walked back to his post (George Cubine at Coffeyville stayed in the store);
 * 2. an objective runner standing on his exit is sent to it, and leaves by it (agents'
 *    `goToExit`, as the flight's; RULINGS.md QR-181): Grat Dalton, fallen back onto Death Alley's
 *    exit, waited there to the turn limit;
 * 3. the objective runner asks the hook's `paceWithin` for his move to the place (QR-221);
 * 4. a man who flees, the way to the nearest exit leading toward the enemy, runs for another exit
 *    whose way does not, before he runs "away" (effects.ts `flee`, exits.ts `exitGroups`;
 *    RULINGS.md QR-21 amended): Northfield's robbers rode into a dead end and surrendered.
 * The `fan` parameter's fix (a revolver shows 1 loaded, never the 3 the hook asked for) is tested
 * with the hook (packages/agents/test/quickdraw-hook.test.ts).
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { agentFor } from '@deadeye/agents';
import { ACT_RELOAD, emptyIntent, parseScenario, PHASE_MOVE, QD_RATE_DASH, QD_RATE_HALF, RATE_STILL, STATUS_FLED } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { flee } from '../src/skirmish/effects.ts';
import { moveAllowance } from '../src/skirmish/movement.ts';
import { cellOf, locatedWorld, xOf } from './qd-helpers.ts';

const SEVENS = Array.from({ length: 40 }, () => 7);

/**
 * Abe (a Minor man, `weapons`, doctrine `agent`) at (`ax`, 2) on a street 30 by 5 with a wall
 * across column 15 (rows 0-4), exits on column 0; Bob beyond the wall at (25,2), out of sight.
 * The floor of a building (bad going) from column `floor` east, if given. Abe's decision at
 * `PHASE_MOVE`, after `prepare` on the world.
 */
function street(weapons: string, agent: string, ax = 5, floor = -1, prepare: (w: ReturnType<typeof locatedWorld>['world']) => void = () => {}) {
  const text = `name: Wall street
map:
  width: 30
  height: 5
  default: street
  terrain:
    - { type: wall, rect: [15, 0, 1, 5] }
${floor >= 0 ? `    - { type: interior, rect: [${floor}, 0, ${15 - floor}, 5] }\n` : ''}  places:
    west: { cells: [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]] }
  exits: [west]
sides:
  - { name: Men }
  - { name: Others }
characters:
  - { name: Abe, stats: { quickdraw: { type: minor, personality: ordinary, weapons: [${weapons}] } }, side: Men, position: [${ax}, 2], facing: E, weapons: [], agent: ${agent} }
  - { name: Bob, stats: { quickdraw: { type: minor, personality: ordinary, weapons: [cartridge-revolver] } }, side: Others, position: [25, 2], facing: W, weapons: [], agent: { doctrine: standing } }
maxTurns: 5
`;
  const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'wall-street.yaml'), {}) as Parameters<typeof locatedWorld>[0];
  const { engine, world } = locatedWorld(setup, SEVENS);
  prepare(world);
  engine.observe(0, PHASE_MOVE);
  const out = emptyIntent();
  agentFor(setup.characters[0]!.agent, 'quickdraw')(world.obs[0]!, world.stream, out);
  return { out, obs: world.obs[0]!, world };
}

describe('1. a loaded gun is full: no top-up reload, and the move is kept', () => {
  it("the observation's capacity is what `loaded` must fall below for a reload: 1 for a revolver and a double-barrelled shotgun (QR-222 as amended by the thirty-first audit)", () => {
    const { obs } = street('cartridge-revolver, double-barrelled-shotgun', '{ doctrine: standing }');
    // A double is reloaded only once both barrels are fired: with 1 of 2 left, no top-up (audit-fixes-31f).
    expect(Array.from(obs.capacity.subarray(0, 2))).toEqual([1, 1]);
    expect(Array.from(obs.loaded.subarray(0, 2))).toEqual([1, 2]);
    // Loaded: nothing to top up, with spares to reload from (before: 1 < 6, always a top-up).
    expect(obs.spare[0]).toBeGreaterThan(0);
    expect(obs.loaded[0]).toBe(obs.capacity[0]);
  });
  it('now: a rifleman off his post with a loaded revolver and nobody in sight walks back to it, asking no reload', () => {
    const { out, world } = street('cartridge-revolver', '{ doctrine: rifleman, params: { post: 68 } }');
    expect(world.map.cellX[68]).toBe(8);
    expect(out.action).not.toBe(ACT_RELOAD);
    expect(out.moveTo).toBe(68);
  });
  it('control: his revolver empty (a 1 emptied it), he reloads', () => {
    const { out } = street('cartridge-revolver', '{ doctrine: rifleman, params: { post: 68 } }', 5, -1, (w) => {
      w.loaded[0] = 0;
    });
    expect(out.action).toBe(ACT_RELOAD);
  });
});

describe('2. an objective runner on his exit leaves by it', () => {
  it('now: standing on the exit, he is sent to his own cell (he leaves the map by it); a step off it, he goes there', () => {
    // His task done: he escapes, by the nearest exit.
    const done = (w: ReturnType<typeof locatedWorld>['world']) => {
      w.tasksDone[0] = 1;
    };
    const on = street('cartridge-revolver', '{ doctrine: objective, params: { place: 67 } }', 0, -1, done);
    expect(on.out.moveTo).toBe(cellOf(on.world, 0, 2));
    expect(on.out.rate).not.toBe(RATE_STILL);
    const off = street('cartridge-revolver', '{ doctrine: objective, params: { place: 67 } }', 3, -1, done);
    expect(off.out.moveTo).toBeGreaterThanOrEqual(0);
    expect(off.world.map.exit[off.out.moveTo]).toBe(1);
  });
});

describe("3. the objective runner's move to its place asks paceWithin", () => {
  it('now: on a floor with the place a half move off, a half move; in the open, a dash', () => {
    // Abe on the floor at (5,2), the place (7,2): 2 steps of 8/3 half-spaces, within half his move (8).
    const floor = street('cartridge-revolver', '{ doctrine: objective, params: { place: 67, task: 0 } }', 5, 0);
    expect(floor.world.map.cellX[67]).toBe(7);
    expect(floor.out.moveTo).toBe(67);
    expect(floor.out.rate).toBe(QD_RATE_HALF);
    const open = street('cartridge-revolver', '{ doctrine: objective, params: { place: 67, task: 0 } }', 5);
    expect(open.out.rate).toBe(QD_RATE_DASH);
  });
});

describe('4. a flight takes another exit where the nearest one lies past the enemy (QR-21 amended)', () => {
  // A field 30 by 10, exits on the west edge and at (4..5, 0) on the north edge; Abe at (4,5),
  // Bob at (2,5) between him and the west edge. Away from Bob is north-east, past the north exit.
  const text = `name: Two ways out
map:
  width: 30
  height: 10
  default: street
  places:
    west: { rect: [0, 0, 1, 10] }
    north: { rect: [4, 0, 2, 1] }
  exits: [west, north]
sides:
  - { name: Men }
  - { name: Others }
characters:
  - { name: Abe, stats: { quickdraw: { type: minor, personality: ordinary, weapons: [fists] } }, side: Men, position: [4, 5], facing: E, weapons: [], agent: { doctrine: standing } }
  - { name: Bob, stats: { quickdraw: { type: minor, personality: ordinary, weapons: [cartridge-revolver] } }, side: Others, position: [2, 5], facing: E, weapons: [], agent: { doctrine: standing } }
maxTurns: 5
`;
  it('now: he runs north by the other exit and leaves the map, not north-east into the field away from Bob', () => {
    const setup = compileScenario(getSystem('quickdraw'), parseScenario(text, 'two-ways.yaml'), {}) as Parameters<typeof locatedWorld>[0];
    const { world } = locatedWorld(setup, SEVENS);
    flee(world, 0, world.cell[1]!, moveAllowance(world, 0));
    expect(world.status[0]).toBe(STATUS_FLED);
    expect(world.map.exit[world.cell[0]!]).toBe(1);
    expect(xOf(world, 0)).toBeGreaterThanOrEqual(4);
  });
});
