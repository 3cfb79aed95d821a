/**
 * Awareness of a shooter (RB TARGET SELECTION: a character "may shoot at any target of whose
 * location he is aware. This includes any person firing at that character, even if the character
 * has his back turned"; RULINGS.md S3): shot at, hit or missed, he may fire back at the shooter
 * outside his arc.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, PHASE_FIRE, parseScenario, type SkirmishAgent } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import { SkirmishEngine, compileSkirmish, createSkirmishAccumulator, parseSkirmishVariant } from '../src/index.ts';

// A (west) shoots at B's back on turn 1 only; B faces east (away from A) and asks to fire at A every turn.
const TEXT = `
name: aware
map: { width: 40, height: 9, exits: [] }
sides: [{ name: A }, { name: B }]
characters:
  - { name: A, stats: { boothill: { basp: 10, bac: 40, str: 99, mrl: 90 } }, side: A, position: [0, 4], facing: E, weapons: [{ code: SAR6 }], player: true, agent: { doctrine: standing } }
  - { name: B, stats: { boothill: { basp: 10, bac: 70, str: 99, mrl: 90 } }, side: B, position: [8, 4], facing: E, weapons: [{ code: SAR6 }], player: true, agent: { doctrine: standing } }
`;
const a: SkirmishAgent = (obs, _r, out) => {
  if (obs.phase === PHASE_FIRE && obs.turn === 1) {
    out.action = ACT_FIRE;
    out.target = 1;
    out.shots = 1;
    out.weapon = -1;
  }
};
const b: SkirmishAgent = (obs, _r, out) => {
  if (obs.phase === PHASE_FIRE) {
    out.action = ACT_FIRE;
    out.target = 0;
    out.shots = 1;
    out.weapon = -1;
  }
};

describe('a shooter is known to his target, hit or missed (S3)', () => {
  it('after a turn-1 shot at his back, B fires back on turn 2, whether the shot hit or missed', () => {
    const setup = compileSkirmish(parseScenario(TEXT, 'aware.yaml'), { variant: parseSkirmishVariant('screen'), maxTurns: 2 });
    const seen = { hit: 0, miss: 0 };
    for (let s = 0; s < 60; s++) {
      const log: string[] = [];
      new SkirmishEngine(setup, [a, b]).runTrial(streamFor('aware', setup.id, s), createSkirmishAccumulator(setup), log);
      const t1 = log.find((l) => l.includes('A shot 1 at B'));
      if (t1 === undefined) continue;
      const t2 = log.findIndex((l) => l.startsWith('Turn 2'));
      // Not when the hit stunned him (helpless in turn 2: S12) or took him out.
      if (t2 < 0 || log.slice(0, t2).some((l) => /STUNNED/.test(l))) continue;
      const firesBack = log.slice(t2).some((l) => /B shot \d+ at A/.test(l));
      expect(firesBack, `trial ${s}: ${t1.trim()}`).toBe(true);
      seen[t1.includes('HIT') ? 'hit' : 'miss']++;
    }
    // Both cases were met.
    expect(seen.hit).toBeGreaterThan(0);
    expect(seen.miss).toBeGreaterThan(0);
  });
});
