/**
 * Fixtures of `compare --vary`'s comparisons, shared by the terminal's tests
 * (packages/cli/test/format-vary.test.ts) and the report's (packages/report/test/vary-report.test.ts).
 */
import type { VaryArms } from '../src/index.ts';

/**
 * Two arms of `n` trials: side 0 wins `both` trials in both arms, `gained` in the changed arm only,
 * `lost` in the base arm only; side 1 the rest (paired.test.ts builds its arms the same way, with draws).
 */
export function varyArms(n: number, both: number, gained: number, lost: number): { base: Int8Array; arm: Int8Array } {
  const base = new Int8Array(n).fill(1);
  const arm = new Int8Array(n).fill(1);
  for (let t = 0; t < both; t++) base[t] = arm[t] = 0;
  for (let t = both; t < both + gained; t++) arm[t] = 0;
  for (let t = both + gained; t < both + gained + lost; t++) base[t] = 0;
  return { base, arm };
}

/** The step of the fixtures: speed, one row. */
export const VARY_STEP = { attribute: 'speed' as const, step: 'one row', why: 'w', source: 's' };

/** The run of the fixtures: the street fight's Law, 2,000 trials, seed 1. */
export const VARY_INFO = { scenario: 'street-fight', scenarioName: 'Street fight', attribute: 'speed' as const, who: 'Law', characters: ['X'], trials: 2000, seed: '1', confidence: 0.95, pairing: 'p', version: 'v' };

/** One system's arms: the unchanged scenario and one step up played from `a`. */
export function varySystem(id: string, a: { base: Int8Array; arm: Int8Array }): VaryArms {
  return { system: id, systemName: id.toUpperCase(), step: VARY_STEP, base: a.base, steps: [{ direction: 'up', changes: [{ character: 'X', from: '1', to: '2' }], cannot: [], winners: a.arm }], elapsedMs: 1 };
}
