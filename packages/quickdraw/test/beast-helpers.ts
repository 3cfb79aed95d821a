/** Test helpers for beasts and poison: small arenas written as scenario text and compiled for Quick on the Draw. */
import { ACT_FIRE, ACT_NONE, parseScenario, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { parseQdVariant, type QdSetup } from '../src/index.ts';
import type { QdWorld } from '../src/skirmish/world.ts';
import { forcedWorld, idleAgent, locatedWorld } from './qd-helpers.ts';

/** One figure of an arena: its `stats.quickdraw` block as YAML flow text, side, cell. */
export interface ArenaFigure {
  readonly name: string;
  /** e.g. `{ animal: large-cat }` or `{ type: minor, personality: ordinary, weapons: [cartridge-revolver] }`. */
  readonly qd: string;
  readonly side: 'Men' | 'Beasts';
  readonly at: readonly [number, number];
  readonly facing?: string;
  /** True: his weapon is drawn at the start (`drawn: true`); default the scenario's default, holstered. */
  readonly drawn?: boolean;
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
    facing: ${f.facing ?? 'E'}${f.drawn === true ? '\n    drawn: true' : ''}
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

/**
 * A buffalo herd on the arena, its world on the forced dice `values` with a log: Hunter (index 0,
 * the cause) at (5,10), Skinner (1, a bystander) at (24,10), buffalo Bull (2) and Cow (3) at
 * (17,10) and (15,10), Calf (4, a herbivore) at (15,17); everyone idle.
 */
export function herdWorld(values: readonly number[]) {
  const setup = arena([
    { name: 'Hunter', qd: MINOR_GUN, side: 'Men', at: [5, 10] },
    { name: 'Skinner', qd: MINOR_GUN, side: 'Men', at: [24, 10], facing: 'W' },
    { name: 'Bull', qd: '{ animal: buffalo }', side: 'Beasts', at: [17, 10], facing: 'W' },
    { name: 'Cow', qd: '{ animal: buffalo }', side: 'Beasts', at: [15, 10], facing: 'W' },
    { name: 'Calf', qd: '{ animal: herbivore }', side: 'Beasts', at: [15, 17], facing: 'W' },
  ]);
  const r = forcedWorld(setup, setup.characters.map(() => idleAgent), values);
  r.world.log = [];
  return r;
}

/**
 * Jed (index 0, a Minor character with a revolver, idle) at (10,10) and a wolf (1; dogs are
 * Fearsome) at (16,10) facing him, awake, on the forced dice `values` then sixty 7s; the log kept.
 */
export function wolfWorld(values: readonly number[]) {
  const setup = arena([
    { name: 'Jed', qd: MINOR_GUN, side: 'Men', at: [10, 10] },
    { name: 'Wolf', qd: '{ animal: dog }', side: 'Beasts', at: [16, 10], facing: 'W' },
  ]);
  const r = forcedWorld(setup, [idleAgent, idleAgent], [...values, ...Array.from({ length: 60 }, () => 7)]);
  r.world.awake[1] = 1;
  r.world.log = [];
  return r;
}

/** What {@link drawOn} varies: the variant's words, C's and A's stat blocks, C's cards to come, C's and B's state before A's card, the three men's cells. */
export interface FaceOffOptions {
  readonly variant?: string;
  /** A's, B's and C's cells (x, y); default (10,10), (16,10), (16,14). */
  readonly aAt?: readonly [number, number];
  readonly bAt?: readonly [number, number];
  readonly cAt?: readonly [number, number];
  readonly cQd?: string;
  readonly aQd?: string;
  readonly cCards?: number;
  readonly prep?: (w: QdWorld) => void;
}

/**
 * A face off on forced dice (the tests of who answers a draw, REEL 4, SHOOTOUTS; RULINGS.md QR-248,
 * QR-254): three gunmen in the street, guns holstered: A (Men, at 10,10 or `aAt`) draws and shoots
 * at B (Beasts' side, 16,10 or `bAt`); C (B's side, 16,14 or `cAt`) sees him draw. B and C are ordered to respond; A
 * and B have a card to come, C `cCards` (default 1); `variant` the switches (default `text`); `cQd`
 * and `aQd` C's and A's stat blocks (default {@link SUPPORTING_GUN}); `prep` sets the state before
 * A's card. The dice `values`, then 7s. Plays A's card; returns the log and the world.
 */
export function drawOn(values: readonly number[], o: FaceOffOptions = {}): { log: string[]; world: QdWorld } {
  const setup = arena([
    { name: 'A', qd: o.aQd ?? SUPPORTING_GUN, side: 'Men', at: o.aAt ?? [10, 10] },
    { name: 'B', qd: SUPPORTING_GUN, side: 'Beasts', at: o.bAt ?? [16, 10], facing: 'W' },
    { name: 'C', qd: o.cQd ?? SUPPORTING_GUN, side: 'Beasts', at: o.cAt ?? [16, 14], facing: 'W' },
  ]);
  const fires: SkirmishAgent = (_o, _s, out) => {
    out.action = ACT_FIRE;
    out.target = 1;
  };
  const idle: SkirmishAgent = (_o, _s, out) => {
    out.action = ACT_NONE;
  };
  const { engine, world } = locatedWorld({ ...setup, variant: parseQdVariant(o.variant ?? 'text') }, [...values, ...Array<number>(60).fill(7)], [fires, idle, idle]);
  world.toCome[0] = 1;
  world.toCome[1] = 1;
  world.toCome[2] = o.cCards ?? 1;
  world.respondOrder[1] = 1;
  world.respondOrder[2] = 1;
  world.drawn.fill(0);
  if (o.prep !== undefined) o.prep(world);
  engine.playCard(0);
  return { log: world.log!, world };
}
