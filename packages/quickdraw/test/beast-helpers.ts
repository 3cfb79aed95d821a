/** Test helpers for beasts and poison: small arenas written as scenario text and compiled for Quick on the Draw. */
import { parseScenario } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';

/** One figure of an arena: its `stats.quickdraw` block as YAML flow text, side, cell. */
export interface ArenaFigure {
  readonly name: string;
  /** e.g. `{ animal: large-cat }` or `{ type: minor, personality: ordinary, weapons: [cartridge-revolver] }`. */
  readonly qd: string;
  readonly side: 'Men' | 'Beasts';
  readonly at: readonly [number, number];
  readonly facing?: string;
}

/** Scenario text of an open 40 x 20 street (exits at both ends), walls given as `[x, y, w, h]` rects. */
export function arenaText(figures: readonly ArenaFigure[], walls: readonly (readonly [number, number, number, number])[] = [], maxTurns = 1): string {
  const wallLines = walls.map((r) => `    - { type: wall, rect: [${r.join(', ')}] }`).join('\n');
  const chars = figures
    .map(
      (f) => `  - name: ${f.name}
    stats: { quickdraw: ${f.qd} }
    side: ${f.side}
    position: [${f.at[0]}, ${f.at[1]}]
    facing: ${f.facing ?? 'E'}
    weapons: []
    agent: { doctrine: brawler }`,
    )
    .join('\n');
  return `name: Arena
map:
  width: 40
  height: 20
  default: street
  terrain:
${wallLines.length > 0 ? wallLines : '    []'}
  places:
    west end: { rect: [0, 0, 1, 20] }
    east end: { rect: [39, 0, 1, 20] }
  exits: [west end, east end]
sides:
  - { name: Men }
  - { name: Beasts }
characters:
${chars}
maxTurns: ${maxTurns}
`.replace('  terrain:\n    []', '  terrain: []');
}

/** The arena compiled for Quick on the Draw. */
export function arena(figures: readonly ArenaFigure[], walls: readonly (readonly [number, number, number, number])[] = [], maxTurns = 1): QdSetup {
  const scenario = parseScenario(arenaText(figures, walls, maxTurns), 'arena.yaml');
  return compileScenario(getSystem('quickdraw'), scenario, {}) as QdSetup;
}

/** Quick on the Draw stat blocks of the tests' men. */
export const MINOR_GUN = '{ type: minor, personality: ordinary, weapons: [cartridge-revolver] }';
export const SUPPORTING_GUN = '{ type: supporting, personality: ordinary, weapons: [cartridge-revolver] }';
