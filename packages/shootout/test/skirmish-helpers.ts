/**
 * Test helpers for the Shootout! skirmish engine: small scenarios written in code (figures with
 * their `stats.shootout` blocks on an open street), compiled set-ups, and worlds on forced dice.
 */
import { ACT_CLOSE_COMBAT, ACT_NONE, parseScenario, SO_RATE_FULL, type Scenario, type SkirmishAgent } from '@deadeye/core';
import { ForcedStream, streamFor } from '@deadeye/rng';
import { compileSoSkirmish, createSoAccumulator, resetSoWorld, SoEngine, type SoSetup, type SoWorld } from '../src/index.ts';

/** A figure of a test scenario. Side A faces east, side B west. */
export interface Fig {
  readonly name: string;
  readonly side?: 'A' | 'B';
  readonly at: readonly [number, number];
  readonly close?: number;
  readonly ranged?: number;
  readonly speed?: number;
  readonly courage?: number;
  readonly leaderF?: number;
  readonly htk?: number;
  readonly weapons?: readonly string[];
  readonly group?: string;
  readonly leader?: boolean;
  readonly hiredGun?: boolean;
  readonly indian?: boolean;
  readonly mounted?: boolean;
  readonly drawn?: boolean;
  readonly surprise?: 'surprised' | 'completely';
  readonly doctrine?: string;
}

/** Map options: size, and YAML lines for `terrain:` and `cover:` (each a list item). */
export interface MapOptions {
  readonly width?: number;
  readonly height?: number;
  readonly terrain?: readonly string[];
  readonly cover?: readonly string[];
  readonly feetPerSpace?: number;
}

/** The YAML of a test scenario with `figs` on an open street (default 30 x 11), sides A and B. */
export function scenarioYaml(figs: readonly Fig[], map: MapOptions = {}, extra = ''): string {
  const lines = [
    'name: test',
    'map:',
    `  width: ${map.width ?? 30}`,
    `  height: ${map.height ?? 11}`,
    `  feetPerSpace: ${map.feetPerSpace ?? 6}`,
    '  default: street',
    `  terrain: [${(map.terrain ?? []).join(', ')}]`,
    `  cover: [${(map.cover ?? []).join(', ')}]`,
    'sides:',
    '  - { name: A }',
    '  - { name: B }',
    'characters:',
  ];
  for (const f of figs) {
    const side = f.side ?? 'A';
    const block = [
      `factors: { close: ${f.close ?? 0}, ranged: ${f.ranged ?? 0}, speed: ${f.speed ?? 0}, courage: ${f.courage ?? 0}, leader: ${f.leaderF ?? 0}, htk: ${f.htk ?? 1} }`,
      `weapons: [${(f.weapons ?? ['colt-revolver']).join(', ')}]`,
      ...(f.group === undefined ? [] : [`group: ${f.group}`]),
      ...(f.leader === undefined ? [] : [`leader: ${f.leader}`]),
      ...(f.hiredGun === undefined ? [] : [`hiredGun: ${f.hiredGun}`]),
      ...(f.indian === undefined ? [] : [`indianOnFoot: ${f.indian}`]),
    ].join(', ');
    lines.push(
      `  - name: ${f.name}`,
      `    side: ${side}`,
      `    position: [${f.at[0]}, ${f.at[1]}]`,
      `    facing: ${side === 'A' ? 'E' : 'W'}`,
      '    weapons: []',
      ...(f.mounted === true ? ['    mounted: true', '    horseStrength: 40'] : []),
      ...(f.drawn === false ? ['    drawn: false'] : []),
      ...(f.surprise === undefined ? [] : [`    surprise: ${f.surprise}`]),
      `    stats: { shootout: { ${block} } }`,
      `    agent: { doctrine: ${f.doctrine ?? 'standing'} }`,
    );
  }
  return `${lines.join('\n')}\n${extra}`;
}

/** The test scenario of {@link scenarioYaml}, parsed. */
export function scenarioOf(figs: readonly Fig[], map: MapOptions = {}, extra = ''): Scenario {
  return parseScenario(scenarioYaml(figs, map, extra), 'test.yaml');
}

/** The test scenario compiled for Shootout!. */
export function setupOf(figs: readonly Fig[], map: MapOptions = {}, options: { variant?: string; maxTurns?: number } = {}, extra = ''): SoSetup {
  return compileSoSkirmish(scenarioOf(figs, map, extra), options);
}

/** Does nothing (asked at every decision point). */
export const idle: SkirmishAgent = (_o, _s, out) => {
  out.action = ACT_NONE;
};

/** Moves to character `t` (a full move, 4 command points) and asks close combat with him, at every decision. */
export const closeWith =
  (t: number): SkirmishAgent =>
  (o, _s, out) => {
    out.action = ACT_CLOSE_COMBAT;
    out.target = t;
    out.moveTo = o.cell[t]!;
    out.rate = SO_RATE_FULL;
    out.command = 4;
  };

/** An engine whose world is reset for a trial on the forced dice `values`, logging; turn 1. */
export function forcedWorld(setup: SoSetup, values: readonly number[], agents: readonly SkirmishAgent[] = setup.characters.map(() => idle)): { engine: SoEngine; world: SoWorld; stream: ForcedStream; log: string[] } {
  const engine = new SoEngine(setup, agents);
  const world = engine.world;
  const stream = new ForcedStream(values);
  world.stream = stream;
  world.acc = createSoAccumulator(setup);
  resetSoWorld(world);
  world.turn = 1;
  const log: string[] = [];
  world.log = log;
  return { engine, world, stream, log };
}

/** Cell index of (x, y) on the world's map. */
export function cellOf(world: SoWorld, x: number, y: number): number {
  return y * world.map.width + x;
}

/** The cell of the section of the accumulator (`S_*` offset). */
export function so(world: SoWorld, k: number): number {
  return world.acc[world.soAt + k]!;
}

/**
 * A Northfield engine's world started as a trial starts (its columns, then the module's set-up from
 * the fixed stream `key`), logging, turn 1; `agents` one per character (default every one idle).
 * Returns the engine, its world and the module's rules.
 */
export function northfieldHost(of: SoSetup, key: string, agents: readonly SkirmishAgent[] = of.characters.map(() => idle)) {
  const engine = new SoEngine(of, agents);
  const world = engine.world;
  world.stream = streamFor(1, key, 0);
  world.acc = createSoAccumulator(of);
  world.log = [];
  resetSoWorld(world);
  world.turn = 1;
  const rules = engine.northfield!;
  rules.reset();
  return { engine, world, rules };
}
