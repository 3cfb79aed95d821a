/**
 * The map's linear obstacles as Quick on the Draw reads them (REEL 3, Linear Obstacles; RULINGS.md
 * QR-62), per cell, computed once per world from the map alone: which cells are linear obstacles
 * (tasks.ts `isLinearObstacle` reads them), and from which cells no step crosses one (walk.ts
 * `walk` reads its cached step down a field only there). Imports nothing of the engine's, so that
 * world.ts can make them.
 */
import { C_SOFT, FACING_DX, FACING_DY, T_WINDOW, type GameMap } from '@deadeye/core';

/**
 * Per cell of `map`, 1 if it is a linear obstacle to a man on foot: a window (climbing through it)
 * or soft cover (a fence, a wagon, a table, a horse to get past). Doors are a basic action ("open
 * or close a door", BASIC ACTIONS: no test); stairs and hard or corner cover are not crossed (the
 * map makes hard and corner cover impassable). RULINGS.md QR-62.
 */
export function linearObstacles(map: GameMap): Uint8Array {
  const linear = new Uint8Array(map.cells);
  for (let c = 0; c < map.cells; c++) linear[c] = map.terrain[c] === T_WINDOW || map.cover[c] === C_SOFT ? 1 : 0;
  return linear;
}

/**
 * Per cell of `map`, 1 if no step from it crosses a linear obstacle (`linear`, from
 * {@link linearObstacles}): it is one itself (walking along an obstacle's cells is no crossing), or
 * none of the cells its steps lead to (the map's `steps`) is one. A crossing is priced for the
 * walker (a quarter of his own move: walk.ts `fieldVia`); from these cells every walker's step down
 * a field is the same.
 */
export function plainSteps(map: GameMap, linear: Uint8Array): Uint8Array {
  const plain = new Uint8Array(map.cells);
  for (let c = 0; c < map.cells; c++) {
    let crosses = false;
    if (linear[c] === 0) {
      const mask = map.steps[c]!;
      for (let d = 0; d < 8 && !crosses; d++) {
        if ((mask & (1 << d)) === 0) continue;
        crosses = linear[c + FACING_DY[d]! * map.width + FACING_DX[d]!] === 1;
      }
    }
    plain[c] = crosses ? 0 : 1;
  }
  return plain;
}
