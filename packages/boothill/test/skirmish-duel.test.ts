/**
 * The standing duel of the foundation, written as a scenario (no movement, the `standing`
 * doctrine), played by the skirmish engine: its outcome shares must match the duel engine's exact
 * Markov-chain solution within 4 standard errors (Deadeye issue #3, section 6).
 */
import { scenarioAgents } from './scenario-agents.ts';
import { describe, expect, it } from 'vitest';
import { standingDuelist } from '@deadeye/agents';
import type { WeaponAgent } from '@deadeye/core';

/** Both duelists play the standing duelist (the registry's default). */
const STANDING: readonly [WeaponAgent, WeaponAgent] = [standingDuelist, standingDuelist];
import { parseScenario } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';

/** Trials per chunk, cut as a runner might (any cut gives the same results: each trial has its own numbers). */
const BATCH_SIZE = 8192;
import {
  SkirmishEngine,
  compileDuel,
  compileSkirmish,
  createSkirmishAccumulator,
  findCharacter,
  mergeSkirmishAccumulator,
  parseSkirmishVariant,
  skirmishCounts,
  solveDuelExact,
  type SkirmishSetup,
} from '../src/index.ts';

/** A two-character scenario: A at [0, 0] facing east, B `range` cells east of him facing west. */
function standingDuel(a: string, weaponA: string, b: string, weaponB: string, range: number): string {
  return `
name: standing duel
map: { width: ${range + 1}, height: 1, exits: [] }
sides: [{ name: A }, { name: B }]
specialRules: [noStunning]
characters:
  - { name: A, roster: "${a}", side: A, position: [0, 0], facing: E, weapons: [{ code: ${weaponA} }], player: true, agent: { doctrine: standing } }
  - { name: B, roster: "${b}", side: B, position: [${range}, 0], facing: W, weapons: [{ code: ${weaponB} }], player: true, agent: { doctrine: standing } }
`;
}

function run(setup: SkirmishSetup, trials: number, seed = 'skirmish-duel') {
  const engine = new SkirmishEngine(setup, scenarioAgents(setup));
  const total = createSkirmishAccumulator(setup);
  for (let b = 0; b * BATCH_SIZE < trials; b++) {
    const acc = createSkirmishAccumulator(setup);
    engine.runBatch(streamFor(seed, setup.id, b * BATCH_SIZE), Math.min(BATCH_SIZE, trials - b * BATCH_SIZE), acc);
    mergeSkirmishAccumulator(total, acc);
  }
  return skirmishCounts(setup, total);
}

function standardErrors(count: number, n: number, p: number): number {
  const se = Math.sqrt((p * (1 - p)) / n);
  const diff = Math.abs(count / n - p);
  return se === 0 ? (diff === 0 ? 0 : Infinity) : diff / se;
}

const CASES = [
  { label: 'Doc Holliday vs Johnny Ringo, FDR6 at 10 spaces (long)', a: 'Doc Holliday', wa: 'FDR6', b: 'Johnny Ringo', wb: 'FDR6', range: 10, variant: 'screen' },
  { label: 'the same under the rulebook reading', a: 'Doc Holliday', wa: 'FDR6', b: 'Johnny Ringo', wb: 'FDR6', range: 10, variant: 'rulebook' },
  { label: 'equal net speeds (simultaneous fire): Jesse James vs Pat Garrett at 5', a: 'Jesse James', wa: 'FDR6', b: 'Pat Garrett', wb: 'FDR6', range: 5, variant: 'screen' },
  { label: 'scatter gun vs revolver at 3: Doc Holliday SCG2 vs Johnny Ringo', a: 'Doc Holliday', wa: 'SCG2', b: 'Johnny Ringo', wb: 'FDR6', range: 3, variant: 'screen' },
  { label: 'reloading derringers at 8 (extreme): Bank Teller vs Saloon Gal', a: 'Bank Teller', wa: '2D', b: 'Saloon Gal', wb: '2D', range: 8, variant: 'screen' },
] as const;

describe('the standing duel as a scenario reproduces the exact duel probabilities', () => {
  const N = 100_000;
  for (const c of CASES) {
    it(c.label, () => {
      const scenario = parseScenario(standingDuel(c.a, c.wa, c.b, c.wb, c.range), 'standing-duel.yaml');
      const setup = compileSkirmish(scenario, { variant: parseSkirmishVariant(c.variant) });
      const exact = solveDuelExact(
        compileDuel({ a: findCharacter(c.a), b: findCharacter(c.b), weaponA: c.wa, weaponB: c.wb, range: c.range, variant: c.variant }), STANDING);
      const mc = run(setup, N);
      expect(mc.trials).toBe(N);
      const [A, B] = mc.characters;
      const checks: [string, number, number][] = [
        ['A wins', mc.sides[0]!.wins, exact.aWins],
        ['B wins', mc.sides[1]!.wins, exact.bWins],
        ['no winner (both down or turn limit)', mc.draws, exact.bothDown + exact.draw],
        ['A dead', A!.endState.dead, exact.aDead],
        ['A unconscious', A!.endState.unconscious, exact.aUnconscious],
        ['B dead', B!.endState.dead, exact.bDead],
        ['B unconscious', B!.endState.unconscious, exact.bUnconscious],
      ];
      for (let t = 1; t <= 5; t++) checks.push([`ends in turn ${t}`, mc.turns[t - 1]!, exact.turnDistribution[t - 1]!]);
      for (const [what, count, p] of checks) {
        expect(standardErrors(count, N, p), `${what}: ${count / N} vs exact ${p}`).toBeLessThan(4);
      }
    });
  }

  it('the check can fail: a duel at 7 spaces (medium band) is told apart from the exact duel at 10 (long)', () => {
    const setup = compileSkirmish(parseScenario(standingDuel('Doc Holliday', 'FDR6', 'Johnny Ringo', 'FDR6', 7), 'x.yaml'));
    const exact = solveDuelExact(compileDuel({ a: findCharacter('Doc Holliday'), b: findCharacter('Johnny Ringo'), range: 10 }), STANDING);
    const mc = run(setup, N);
    expect(standardErrors(mc.sides[0]!.wins, N, exact.aWins)).toBeGreaterThan(4);
  });
});
