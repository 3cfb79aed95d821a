/**
 * The thirty-second audit (a, 2026-12-05): "towards the nearest cover" counts a place with a wall
 * between (RULINGS.md QR-21 amended; its known gap, found by the thirty-first audit). Where a man
 * heads or falls back "towards the nearest cover" (the courage test's 2-4, Wanting to Shoot's 1,
 * Flustered!, the reaction's 2-4, This doesn't look good!), the place he goes to had been hard or
 * corner cover only (a cell beside a cover object, door or window, `S_HARD` or `S_CORNER` on the
 * line): never a cell the enemy has no line to at all, which "in cover" counted. In Luck of the
 * Draw Jim Courtright, outside the saloon's door, walked to the window at (3,15), or into the
 * room toward Luke Short, where a step aside puts the front wall between them. Now a cell with a
 * wall between (`S_BLOCKED`, from his cell and every cell next to it: a corner graze is none,
 * `behindWall`) is a place of cover (cover.ts `coverFrom`, `coverPlace`), and "if
 * in cover duck down" reads the same (cover.ts `shelteredFrom`) for Wanting to Shoot's 1,
 * Flustered! and This doesn't look good! as the courage test already did.
 *
 * The `standing` doctrine's walk back into sight (agents doctrines.ts, `chase`) is tested in
 * packages/agents/test/doctrines.test.ts; here its effect in the Road Agent's Spin. Each assertion
 * fails on the code before (checked on 561e07a8).
 */
import { describe, expect, it } from 'vitest';
import { placeAt, S_BLOCKED } from '@deadeye/core';
import { getSystem, replayScenario } from '@deadeye/registry';
import { moveAllowance } from '../src/skirmish/movement.ts';
import { coverFrom, shelteredFrom } from '../src/skirmish/cover.ts';
import { loseNerve } from '../src/skirmish/shootouts.ts';
import { bundled } from './fixture.ts';
import { cellOf, locatedWorld } from './qd-helpers.ts';

const system = getSystem('quickdraw');
const luck = bundled('luck-of-the-draw');
const JIM = luck.characters.findIndex((c) => c.name === 'Jim Courtright');
const LUKE = luck.characters.findIndex((c) => c.name === 'Luke Short');

/** Luck of the Draw's world, Jim Courtright on the sidewalk at (x, y), Luke Short at his table (11,1). */
function luckWorld(x: number, y: number) {
  const world = locatedWorld(luck, [5, 5, 5, 5, 5, 5]).world;
  placeAt(world, JIM, cellOf(world, x, y));
  return world;
}

describe('the thirty-second audit (a): a place with a wall between is cover (QR-21 amended)', () => {
  it('outside the door, in Luke Short\'s line through it, the nearest cover is the step aside behind the front wall', () => {
    const world = luckWorld(7, 15);
    const from = world.cell[LUKE]!;
    expect(world.map.cellX[from]).toBe(11);
    expect(world.map.cellY[from]).toBe(1);
    expect(shelteredFrom(world, JIM, from)).toBe(false);
    const aside = cellOf(world, 6, 15);
    expect(world.map.sight(from)[aside]! & S_BLOCKED).toBe(S_BLOCKED);
    // Heading for cover, and falling back from him (farther, on his side): both there.
    expect(coverFrom(world, JIM, from, moveAllowance(world, JIM))).toBe(aside);
    expect(coverFrom(world, JIM, from, moveAllowance(world, JIM), true)).toBe(aside);
  });

  it('behind the wall he is in cover: losing his nerve on Wanting to Shoot, he ducks down where he is', () => {
    const world = luckWorld(6, 15);
    const at = world.cell[JIM]!;
    expect(shelteredFrom(world, JIM, world.cell[LUKE]!)).toBe(true);
    loseNerve(world, JIM, LUKE);
    expect(world.cell[JIM]).toBe(at);
    expect(world.ducked[JIM]).not.toBe(0);
    expect(world.log).toContain("    I'm not sure I can do this! Jim Courtright ducks down");
  });

  it('a line that only grazes a door jamb\'s corner is no wall between: the Kid Cashes In, in Maxwell\'s bedroom', () => {
    // A read of the amendment's first form (2026-12-05): the map's lines are supercover, so a cell
    // on an exact diagonal past a wall's corner point is "no line", a one-cell shadow. Pat Garrett
    // at (10,2) "headed for cover" one step to (10,3) (64 of 201 trials), and Billy the Kid fell
    // back down Garrett's line of fire into the doorway at (6,7) (13 trials). A place behind a wall
    // must have no line from any cell next to the enemy either (cover.ts `behindWall`).
    const kidSetup = bundled('kid-cashes-in');
    const world = locatedWorld(kidSetup, [5, 5, 5, 5]).world;
    const pat = kidSetup.characters.findIndex((c) => c.name === 'Pat Garrett');
    const kid = kidSetup.characters.findIndex((c) => c.name === 'Billy the Kid');
    placeAt(world, kid, cellOf(world, 6, 7));
    placeAt(world, pat, cellOf(world, 10, 2));
    const door = world.cell[kid]!;
    expect(world.map.sight(door)[cellOf(world, 10, 3)]! & S_BLOCKED).toBe(S_BLOCKED);
    expect(coverFrom(world, pat, door, moveAllowance(world, pat))).toBe(-1);
    // The Kid at (8,5), shot at by Garrett at (10,3): back out of the door to (6,8), not into it.
    placeAt(world, pat, cellOf(world, 10, 3));
    placeAt(world, kid, cellOf(world, 8, 5));
    const garrett = world.cell[pat]!;
    expect(world.map.sight(garrett)[cellOf(world, 6, 7)]! & S_BLOCKED).toBe(S_BLOCKED);
    expect(coverFrom(world, kid, garrett, moveAllowance(world, kid), true)).toBe(cellOf(world, 6, 8));
  });

  it('played: Jim Courtright loses his nerve and steps aside out of the door\'s line (Luck of the Draw, trial 3)', () => {
    const log = replayScenario(system, luck, '1', 3).log;
    expect(log).toContain('    Jim Courtright loses his nerve and heads for cover (7,15) -> (6,15)');
    // Before: "(7,15) -> (3,15)", the window four cells off.
    expect(log.some((l) => l.includes('Jim Courtright loses his nerve and heads for cover (7,15) -> (3,15)'))).toBe(false);
  });

  it("played: the Road Agent's Spin, Hickok in the barn's doorway out of Hardin's sight walks back out on his next card (trial 6)", () => {
    const log = replayScenario(system, bundled('road-agents-spin'), '1', 6).log;
    const k = log.indexOf('    Wild Bill Hickok loses his nerve and heads for cover (6,6) -> (8,5)');
    expect(k).toBeGreaterThan(0);
    expect(log.slice(k + 1, k + 4)).toEqual(['  card 4: Wild Bill Hickok', '    Wild Bill Hickok wants to move: rolls 5 (reduced x1)', '    Wild Bill Hickok moves (half move) (8,5) -> (7,8)']);
  });
});
