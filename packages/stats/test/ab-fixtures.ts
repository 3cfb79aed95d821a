/**
 * A/B fixtures shared by the statistics' tests and the report's: the comparison's facts, and arm
 * records built from per-trial functions.
 */
import type { AbInfo, ArmRecords } from '../src/index.ts';

/** The facts of a test comparison (a BOOT HILL scenario `s`, both arms described). */
export const INFO: AbInfo = {
  scenario: 's',
  scenarioName: 'S',
  system: 'boothill',
  systemName: 'BOOT HILL',
  variant: 'screen',
  turnUnit: 'turn',
  trials: 0,
  seed: '1',
  confidence: 0.95,
  pairing: 'test',
  a: { label: 'A', description: 'as written', houseRules: [] },
  b: { label: 'B', description: 'changed', houseRules: [] },
  elapsedMs: 0,
  version: 'test',
};

/** Records of `n` trials of two sides from per-trial functions. */
export function records(n: number, winner: (t: number) => number, turns: (t: number) => number, cas: (t: number, s: number) => number): ArmRecords {
  const r = { winners: new Int8Array(n), turns: new Int32Array(n), casualties: new Int32Array(2 * n) };
  for (let t = 0; t < n; t++) {
    r.winners[t] = winner(t);
    r.turns[t] = turns(t);
    for (let s = 0; s < 2; s++) r.casualties[t * 2 + s] = cas(t, s);
  }
  return r;
}
