/**
 * The thirty-second audit (a, 2026-12-05): "towards the nearest cover" counts a place with a wall
 * between (RULINGS.md QR-21 amended; its known gap, found by the thirty-first audit). Where a man
 * heads or falls back "towards the nearest cover" (the courage test's 2-4, Wanting to Shoot's 1,
 * Flustered!, the reaction's 2-4, This doesn't look good!), the place he goes to had been hard or
 * corner cover only (a cell beside a cover object, door or window, `S_HARD` or `S_CORNER` on the
 * line): never a cell the enemy has no line to at all, which "in cover" counted. In Luck of the
 * Draw Jim Courtright, outside the Long Branch's door, walked to the window at (3,15), or into the
 * room toward Luke Short, where a step aside puts the front wall between them. Now a cell with a
 * wall between (`S_BLOCKED`) is a place of cover (movement.ts `coverFrom`, `coverPlace`), and "if
 * in cover duck down" reads the same (movement.ts `shelteredFrom`) for Wanting to Shoot's 1,
 * Flustered! and This doesn't look good! as the courage test already did.
 *
 * The `standing` doctrine's walk back into sight (agents doctrines.ts, `chase`) is tested in
 * packages/agents/test/doctrines.test.ts; here its effect in the Road Agent's Spin. Each assertion
 * fails on the code before (checked on 561e07a8).
 */
import { describe, expect, it } from 'vitest';
import { placeAt, S_BLOCKED } from '@deadeye/core';
import { getSystem, replayScenario } from '@deadeye/registry';
import { coverFrom, moveAllowance, shelteredFrom } from '../src/skirmish/movement.ts';
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

  it('played: Jim Courtright loses his nerve and steps aside out of the door\'s line (Luck of the Draw, trial 3)', () => {
    const log = replayScenario(system, luck, '1', 3).log;
    expect(log).toContain('    Jim Courtright loses his nerve and heads for cover (7,15) -> (6,15)');
    // Before: "(7,15) -> (3,15)", the window four cells off.
    expect(log.some((l) => l.includes('Jim Courtright loses his nerve and heads for cover (7,15) -> (3,15)'))).toBe(false);
  });

  it("played: the Road Agent's Spin, Hardin in the hotel's doorway out of Hickok's sight walks back out on his next card (trial 2)", () => {
    const log = replayScenario(system, bundled('road-agents-spin'), '1', 2).log;
    const k = log.indexOf('    John Wesley Hardin loses his nerve and heads for cover (6,7) -> (4,9)');
    expect(k).toBeGreaterThan(0);
    expect(log.slice(k + 1, k + 4)).toEqual(['  card 5: John Wesley Hardin', '    John Wesley Hardin wants to move: rolls 7 (reduced x1)', '    John Wesley Hardin moves (half move) (4,9) -> (6,7)']);
  });
});
