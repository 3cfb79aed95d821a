/**
 * BOOT HILL on the outdoor terrain types added for Quick on the Draw's movement chart (forest,
 * snow, sand, swamp, ruins): rough ground to BOOT HILL, "rough or dense terrain" (RULINGS.md S28).
 */
import { describe, expect, it } from 'vitest';
import { PHASE_MOVE, RATE_RUN, RATE_WALK, parseScenario, type SkirmishAgent } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { MOVEMENT_COSTS, MOVEMENT_RATES, SkirmishEngine, compileSkirmish, createSkirmishAccumulator, parseSkirmishVariant } from '../src/index.ts';

/** A on a 40 x 9 map of one terrain `type`, running or walking east; B idle far away. */
function field(type: string): string {
  return `
name: terrain
map: { width: 40, height: 9, exits: [], terrain: [{ type: ${type}, rect: [0, 0, 40, 9] }] }
sides: [{ name: A }, { name: B }]
characters:
  - { name: A, stats: { boothill: { basp: 10, bac: 70, str: 99, mrl: 90 } }, side: A, position: [0, 4], facing: E, weapons: [{ code: SAR6 }], player: true, agent: { doctrine: standing } }
  - { name: B, stats: { boothill: { basp: 10, bac: 70, str: 99, mrl: 90 } }, side: B, position: [39, 0], facing: W, weapons: [{ code: SAR6 }], player: true, agent: { doctrine: standing } }
`;
}

/** Spaces A moves east in turn 1 at `rate`. */
function moved(type: string, rate: number): number {
  const setup = compileSkirmish(parseScenario(field(type), 'terrain.yaml'), { variant: parseSkirmishVariant('screen'), maxTurns: 1 });
  const mover: SkirmishAgent = (obs, _rng, out) => {
    if (obs.phase === PHASE_MOVE) {
      out.moveTo = 4 * 40 + 39;
      out.rate = rate;
    }
  };
  const log: string[] = [];
  new SkirmishEngine(setup, [mover, () => {}]).runTrial(streamFor('terrain', setup.id, 0), createSkirmishAccumulator(setup), log);
  const line = log.find((l) => l.includes('A moves'));
  if (line === undefined) return 0;
  const m = /\((\d+),(\d+)\) -> \((\d+),(\d+)\)/.exec(line)!;
  return Number(m[3]) - Number(m[1]);
}

describe('forest, snow, sand, swamp and ruins are rough ground (S28)', () => {
  it.each(['forest', 'snow', 'sand', 'swamp', 'ruins'])('%s halves running but not walking, as rough ground does', (type) => {
    expect(moved(type, RATE_RUN)).toBe(MOVEMENT_RATES.onFoot.running * MOVEMENT_COSTS.roughOrUphillFactor);
    expect(moved(type, RATE_RUN)).toBe(moved('rough', RATE_RUN));
    expect(moved(type, RATE_WALK)).toBe(MOVEMENT_RATES.onFoot.walking);
  });
  it('a street is not slowed (the control)', () => {
    expect(moved('street', RATE_RUN)).toBe(MOVEMENT_RATES.onFoot.running);
  });
});
