/** Test helpers for the Quick on the Draw engine tests: duel setups, fixed-intent agents, forced shuffles. */
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { ACT_FIRE, ACT_HOLD, ACT_NONE, loadScenario, parseScenario, type Scenario, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, createScenarioEngine, getSystem } from '@deadeye/registry';
import { ForcedStream, streamFor } from '@deadeye/rng';
import { buildQdDuels, createQdAccumulator, qdOdds, QdEngine, quickDraw, type QdDuel, type QdSetup } from '../src/index.ts';
import { resetQdWorld, type QdWorld } from '../src/skirmish/world.ts';
import { parseQdVariant } from '../src/variant.ts';

/** A SHOOTOUTS duel setup of two inline lines at `range` paces. */
export function duelSetup(a: string, b: string, range = 5, maxTurns = 1): QdSetup {
  return buildQdDuels({ a, b, range: String(range), maxTurns: String(maxTurns) })[0]!.setup;
}

/** Always fires at the other duelist. */
export const fireAgent: SkirmishAgent = (o, _s, out) => {
  out.action = ACT_FIRE;
  out.target = 1 - o.self;
};
/** Does nothing. */
export const idleAgent: SkirmishAgent = (_o, _s, out) => {
  out.action = ACT_NONE;
};
/** Holds; when asked to respond from the hold, fires at the other duelist. */
export const holdAgent: SkirmishAgent = (o, _s, out) => {
  if (o.responding === 1) {
    out.action = ACT_FIRE;
    out.target = 1 - o.self;
  } else out.action = ACT_HOLD;
};

/** Walks 3 spaces east at a full move (`rate` 3, QD_RATE_FULL), no action: a man a holder may respond to. */
export const walksEastAgent: SkirmishAgent = (o, _s, out) => {
  out.moveTo = o.cell[o.self]! + 3;
  out.rate = 3;
  out.action = ACT_NONE;
};
/** Fires at character `t` whenever asked (a holder's response, a card's shot). */
export function firesAtAgent(t: number): SkirmishAgent {
  return (_o, _s, out) => {
    out.action = ACT_FIRE;
    out.target = t;
  };
}

/** An engine whose world is reset for a trial on the forced dice `values` (a fresh accumulator). */
export function forcedWorld(setup: QdSetup, agents: readonly SkirmishAgent[], values: readonly number[]): { engine: QdEngine; world: QdWorld; stream: ForcedStream } {
  const engine = new QdEngine(setup, agents);
  const world = engine.world;
  const stream = new ForcedStream(values);
  world.stream = stream;
  world.acc = createQdAccumulator(setup);
  resetQdWorld(world);
  return { engine, world, stream };
}

/**
 * The die(x+1) values the engine's Fisher-Yates shuffle (x = len-1 down to 1) needs to turn the
 * pack `initial` (owners in build order, jokers -1 red and -2 black last) into `wanted`.
 */
export function shuffleDice(initial: readonly number[], wanted: readonly number[]): number[] {
  const pack = initial.slice();
  const out: number[] = [];
  for (let x = pack.length - 1; x > 0; x--) {
    let j = -1;
    for (let k = 0; k <= x; k++) if (pack[k] === wanted[x]) j = k;
    if (j < 0) throw new Error(`shuffleDice: ${wanted[x]} not left in the pack`);
    out.push(j + 1);
    const t = pack[x]!;
    pack[x] = pack[j]!;
    pack[j] = t;
  }
  return out;
}

/** Index of the first log line matching `re` (-1 none). */
export function lineOf(log: readonly string[], re: RegExp): number {
  return log.findIndex((l) => re.test(l));
}

/** `setup` with character `i`'s compiled spec changed by `change`. */
export function withChar(setup: QdSetup, i: number, change: Partial<QdSetup['characters'][number]>): QdSetup {
  return { ...setup, characters: setup.characters.map((c, k) => (k === i ? { ...c, ...change } : c)) };
}

/** A world on the forced dice `values` with everyone already seen (no reaction test to a new enemy) and a log. */
export function seenWorld(setup: QdSetup, values: readonly number[], agents: readonly SkirmishAgent[] = setup.characters.map(() => idleAgent)) {
  const w = forcedWorld(setup, agents, values);
  w.world.seen.fill(1);
  w.world.log = [];
  return w;
}

/** {@link seenWorld} with every enemy located too (no hiding in cover to find first): the world of a test of one rule on forced dice. */
export function locatedWorld(setup: QdSetup, values: readonly number[], agents: readonly SkirmishAgent[] = setup.characters.map(() => idleAgent)) {
  const w = seenWorld(setup, values, agents);
  w.world.located.fill(1);
  return w;
}

/** Cell index of (x, y) on the world's map. */
export function cellOf(w: QdWorld, x: number, y: number): number {
  return y * w.map.width + x;
}

/** Column and row of character i's cell. */
export function xOf(w: QdWorld, i: number): number {
  return w.map.cellX[w.cell[i]!]!;
}
export function yOf(w: QdWorld, i: number): number {
  return w.map.cellY[w.cell[i]!]!;
}

/** The global Quick on the Draw counter `k` (a `Q_*` index) of the world's accumulator. */
export function qCount(w: QdWorld, k: number): number {
  return w.acc[w.qAt + k]!;
}

/** The target of {@link versusWorld}: a Supporting character B with a cartridge revolver. */
export const VERSUS_TARGET = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver NAME=B';

/**
 * A's line `a` (inline, named A) against {@link VERSUS_TARGET} at `range` paces (a duel setup of
 * 5 phases), on the forced dice `values` then sixty 7s (a 7 neither fails nor is special); both
 * seen and located, a log kept. `words`, when given, is the variant played (parseQdVariant's
 * words, e.g. 'text+mishap-stands'); else the setup's own.
 */
export function versusWorld(a: string, values: readonly number[], range = 5, words?: string): { engine: QdEngine; world: QdWorld; stream: ForcedStream } {
  const duel = duelSetup(`${a} NAME=A`, VERSUS_TARGET, range, 5);
  const setup = words === undefined ? duel : { ...duel, variant: parseQdVariant(words) };
  const w = forcedWorld(setup, [idleAgent, idleAgent], [...values, ...Array.from({ length: 60 }, () => 7)]);
  w.world.seen.fill(1);
  w.world.located.fill(1);
  w.world.log = [];
  return w;
}

/** A two-man scenario: `a` (whose YAML lines are given) leads side A, against a Cowboy. */
export function castScenario(aLines: string, file = 'cast.yaml'): Scenario {
  return parseScenario(
    `name: Casting test
map: { width: 12, height: 3 }
sides:
  - { name: A, leader: Hero }
  - { name: B }
characters:
  - name: Hero
${aLines}
    side: A
    position: [0, 1]
    facing: E
    agent: { doctrine: standing }
  - name: Other
    roster: Cowboy
    side: B
    position: [10, 1]
    facing: W
    weapons: [{ code: SAR6 }]
    agent: { doctrine: standing }
`,
    file,
  );
}

/** The one-line error thrown by `f`. */
export function errorOf(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('expected an error');
}

/**
 * An agent that, at every question of a card, asks `action` at `target`, and, asked while carried
 * past an opponent (`carriedPast`, RULINGS.md QR-157), answers `stop`.
 */
export function chargerAgent(action: number, target: number, stop = 0): SkirmishAgent {
  return (o, _s, out) => {
    if (o.carriedPast >= 0) {
      out.stop = stop;
      return;
    }
    out.action = action;
    out.target = target;
  };
}

/** One figure of {@link streetSetup}: his side (Posse or Gang), cell and Quick on the Draw line (weapons default a cartridge revolver). */
export interface StreetFigure {
  readonly name: string;
  readonly side: 'Posse' | 'Gang';
  readonly type: string;
  readonly personality: string;
  readonly skills?: string;
  readonly weapons?: string;
  readonly x: number;
  readonly y: number;
}

/** A scenario on a 40 x 10 open street of `figures` (sides Posse and Gang, 3 phases), compiled for Quick on the Draw. */
export function streetSetup(figures: readonly StreetFigure[]): QdSetup {
  const text = [
    'name: Street test',
    'description: test',
    'source: test',
    'map: { width: 40, height: 10, default: street }',
    'sides:',
    '  - { name: Posse }',
    '  - { name: Gang }',
    'characters:',
    ...figures.map(
      (f) =>
        `  - { name: ${f.name}, side: ${f.side}, position: [${f.x}, ${f.y}], facing: E, weapons: [], agent: { doctrine: defender }, stats: { quickdraw: { type: ${f.type}, personality: ${f.personality}, skills: [${f.skills ?? ''}], weapons: [${f.weapons ?? 'cartridge-revolver'}] } } }`,
    ),
    'maxTurns: 3',
  ].join('\n');
  return quickDraw.scenarios.compile({ ...parseScenario(text, 'street.yaml'), file: 'street.yaml' }, {}) as QdSetup;
}

/**
 * `trials` trials of the test fixture `name` (fixtures/<name>.yaml) played whole through the
 * registry with the replay log on, on the stream `streamFor(name, id, 0)`: the log, the compiled
 * setup and the accumulator (for `qdCounts`).
 */
export function playFixtureLogged(name: string, trials: number): { log: string[]; setup: QdSetup; acc: Float64Array } {
  const system = getSystem('quickdraw');
  const setup = compileScenario(system, loadScenario(fileURLToPath(new URL(`./fixtures/${name}.yaml`, import.meta.url))), {}) as QdSetup;
  const engine = createScenarioEngine('quickdraw', setup) as QdEngine;
  const acc = system.scenarios.createAccumulator(setup) as Float64Array;
  const log: string[] = [];
  engine.world.log = log;
  engine.runBatch(streamFor(name, setup.id, 0), trials, acc);
  return { log, setup, acc };
}

/**
 * Asserts that the engine's simulated deliberate shots of duel `m` agree with the exact odds
 * (`qdOdds.exact`): the same outcomes in the same order, each probability within 4 standard errors
 * over `trials` shots on the fixed stream `odds-test` / `<m.id>-<tag>`, and an outcome of
 * probability 0 never simulated. `label` names the case in a failure.
 */
export function expectSimulatedShotsAgree(m: QdDuel, tag: string, label: string, trials = 100_000): void {
  const e = qdOdds.exact(m, 'deliberate');
  const sim = qdOdds.simulate(m, 'deliberate', streamFor('odds-test', `${m.id}-${tag}`, 0), trials);
  expect(sim.outcomes.map((o) => o.outcome)).toEqual(e.outcomes.map((o) => o.outcome));
  e.outcomes.forEach((o, k) => {
    const p = o.probability;
    const got = sim.outcomes[k]!.probability;
    if (p === 0) expect(got, o.outcome).toBe(0);
    else expect(Math.abs(got - p), `${label} ${o.outcome} exact ${p} simulated ${got}`).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / trials));
  });
}
