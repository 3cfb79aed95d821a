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
 * 3. the objective runner asks the hook's `paceWithin` for his move to the place (QR-221).
 * The `fan` parameter's fix (a revolver shows 1 loaded, never the 3 the hook asked for) is tested
 * with the hook (packages/agents/test/quickdraw-hook.test.ts).
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { agentFor } from '@deadeye/agents';
import { ACT_RELOAD, emptyIntent, parseScenario, PHASE_MOVE, QD_RATE_DASH, QD_RATE_HALF, RATE_STILL } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { cellOf, locatedWorld } from './qd-helpers.ts';

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
  it("the observation's capacity is a full load as `loaded` shows it: a revolver 1, a double-barrelled shotgun 2", () => {
    const { obs } = street('cartridge-revolver, double-barrelled-shotgun', '{ doctrine: standing }');
    expect(Array.from(obs.capacity.subarray(0, 2))).toEqual([1, 2]);
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
