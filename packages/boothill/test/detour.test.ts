/**
 * A walk goes round figures standing in the way (RULINGS.md S30; skirmish/movement.ts `move`, core
 * `Detour`). Before, where every step on was held the walk ended: at the O.K. Corral unarmed Tom
 * McLaury stood behind Frank McLaury and Wyatt Earp at the mouth of the lot on every turn. The first
 * test fails on the code before; the last is the control (it passes on both). The second: a walk
 * round them found before is given again only for the very same search (core `Detour.recall`).
 */
import { describe, expect, it } from 'vitest';
import { PHASE_MOVE, RATE_RUN, RATE_RUN_DODGE, RATE_WALK, parseScenario, type SkirmishAgent } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { SkirmishEngine, compileSkirmish, createSkirmishAccumulator, parseSkirmishVariant } from '../src/index.ts';

const STATS = '{ boothill: { basp: 10, bac: 70, str: 99, mrl: 90 } }';

/** A at (5,4) walking toward (39,4); C, D and E, his side, stand still at (6,3), (6,4), (6,5) (or only D); B far off. Turn 1's log. */
function walk(line: boolean): string[] {
  const log: string[] = [];
  const { engine, setup } = walker(line, () => RATE_WALK);
  engine.runTrial(streamFor('detour', setup.id, 0), createSkirmishAccumulator(setup), log);
  return log;
}

/** The engine of {@link walk}'s fight, A moving at the rate `rate()` gives each time. */
function walker(line: boolean, rate: () => number): { engine: SkirmishEngine; setup: ReturnType<typeof compileSkirmish> } {
  const others = line ? [[6, 3], [6, 4], [6, 5]] : [[6, 4]];
  const text = `
name: detour
map: { width: 40, height: 9, exits: [] }
sides: [{ name: A }, { name: B }]
characters:
  - { name: A, stats: ${STATS}, side: A, position: [5, 4], facing: E, weapons: [{ code: SAR6 }], player: true, agent: { doctrine: standing } }
${others.map(([x, y], k) => `  - { name: ${'CDE'[line ? k : 1]}, stats: ${STATS}, side: A, position: [${x}, ${y}], facing: E, weapons: [{ code: SAR6 }], player: true, agent: { doctrine: standing } }`).join('\n')}
  - { name: B, stats: ${STATS}, side: B, position: [39, 0], facing: W, weapons: [{ code: SAR6 }], player: true, agent: { doctrine: standing } }
`;
  const setup = compileSkirmish(parseScenario(text, 'detour.yaml'), { variant: parseSkirmishVariant('screen'), maxTurns: 1 });
  const mover: SkirmishAgent = (obs, _rng, out) => {
    if (obs.phase === PHASE_MOVE) {
      out.moveTo = 4 * 40 + 39;
      out.rate = rate();
    }
  };
  const idle: SkirmishAgent = () => {};
  return { engine: new SkirmishEngine(setup, [mover, ...others.map(() => idle), idle]), setup };
}

describe('a walk round figures in the way (S30)', () => {
  it('with three of his men across his path, he goes round them and on east', () => {
    const log = walk(true);
    expect(log.some((l) => /^ {2}A goes round C, D, E in his way \(\d+ steps\)$/.test(l))).toBe(true);
    const line = log.find((l) => l.includes('A moves'))!;
    const m = /\((\d+),(\d+)\) -> \((\d+),(\d+)\)/.exec(line)!;
    expect(Number(m[3])).toBeGreaterThan(6);
  });
  it('a run after running and dodging from the same place is searched again, not recalled (core Detour.recall: the budget is in the key)', () => {
    let rate = RATE_RUN_DODGE;
    const { engine, setup } = walker(true, () => rate);
    const play = (e: SkirmishEngine): string[] => {
      const log: string[] = [];
      e.runTrial(streamFor('detour', setup.id, 0), createSkirmishAccumulator(setup), log);
      return log.filter((l) => / goes round | moves /.test(l));
    };
    const dodged = play(engine);
    rate = RATE_RUN;
    const ran = play(engine);
    // The run goes farther (a longer move, both fast: only the budget differs), as a fresh engine's run does, and a second run is recalled.
    expect(ran).not.toEqual(dodged);
    expect(ran).toEqual(play(walker(true, () => RATE_RUN).engine));
    const before = engine.world.detour.recalled;
    expect(play(engine)).toEqual(ran);
    expect(engine.world.detour.recalled).toBe(before + 1);
  });
  it('one man in his path: the next free step down the field goes round him, with no detour (the control)', () => {
    const log = walk(false);
    expect(log.some((l) => l.includes('goes round'))).toBe(false);
    expect(log.some((l) => /A moves walking \(5,4\) -> \((\d+),\d+\)/.test(l) && Number(/-> \((\d+)/.exec(l)![1]) > 6)).toBe(true);
  });
});
