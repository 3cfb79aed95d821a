/**
 * Leaving the map by a scenario's exit (RULINGS.md QR-181): one who ends a move on an exit cell
 * leaves when he is fleeing or when the move was toward an exit, as under BOOT HILL (S6) and
 * Shootout! (SR-59). An audit (2026-11-29) found that only a man who had panicked left: at the
 * O.K. Corral Ike Clanton (noncombatant: "flees to the nearest exit") reached the edge and stood
 * there, shot down (fled in 1.4% of trials), and Coffeyville's escaping Bob Dalton stood on Death
 * Alley's exit until the turn limit.
 */
import { describe, expect, it } from 'vitest';
import { STATUS_FLED } from '@deadeye/core';
import { createScenarioEngine } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';
import { createQdAccumulator, type QdEngine, type QdSetup } from '../src/index.ts';
import { bundled } from './fixture.ts';

/** Per character, the share of `trials` trials he ended fled (trial t from the stream of `seed`). */
function fledShare(id: string, trials: number): Map<string, number> {
  const setup = bundled(id);
  const engine = createScenarioEngine('quickdraw', setup) as QdEngine;
  const acc = createQdAccumulator(setup);
  const fled = new Array<number>(setup.characters.length).fill(0);
  for (let t = 0; t < trials; t++) {
    engine.runBatch(streamFor('exits', setup.id, t), 1, acc);
    engine.world.status.forEach((s, i) => (fled[i]! += s === STATUS_FLED ? 1 : 0));
  }
  return new Map(setup.characters.map((c, i) => [c.name, fled[i]! / trials]));
}

describe('leaving the map by an exit (QR-181)', () => {
  it('a noncombatant who runs for the edge leaves by it (the O.K. Corral: Ike Clanton flees, as he did)', () => {
    // 200 trials: the audit measured 94.9% fled with leaving (1,000 trials), 1.4% without; a
    // binomial standard error of 1.6 points at 95%, so 80% is nine of them below.
    expect(fledShare('ok-corral', 200).get('Ike Clanton')).toBeGreaterThan(0.8);
  });
  it('an escaping raider who reaches his escape cell leaves (Coffeyville: Bob Dalton)', () => {
    // 76% fled with leaving, 1.9% without (the audit, 1,000 trials).
    expect(fledShare('coffeyville', 200).get('Bob Dalton')).toBeGreaterThan(0.5);
  });
});
