/**
 * Statistical tests of the Shootout! engine with fixed seeds: the command points' mean (1D6 +
 * Leader), the share of combat dice that hit for a given modifier (6 or more, natural 1s miss),
 * the share of saving throws made, and the 1D6" + Speed move's mean, each within 4 standard errors
 * of the exact value. A wrong rule (no natural 1, a 5+ to hit, a 1D6 that ignores Leader...) moves
 * each by many standard errors.
 */
import { soDieChance, SO_RATE_FULL } from '@deadeye/core';
import { compileScenario, getSystem, scenarioAgents } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';
import { describe, expect, it } from 'vitest';
import { createSoAccumulator, fireDice, moveFigure, movedInches, resetSoWorld, rollCommandPoints, slotInHand, soCounts, SoEngine, type SoSetup } from '../src/skirmish/index.ts';
import { BAND_LONG, S_SAVES } from '../src/skirmish/world.ts';
import { cellOf, forcedWorld, scenarioOf, setupOf, so, type Fig } from './skirmish-helpers.ts';

/** |observed - expected| in standard errors of a mean of `n` draws with variance `variance`. */
function errors(observed: number, expected: number, variance: number, n: number): number {
  return Math.abs(observed - expected) / Math.sqrt(variance / n);
}

describe('Shootout! dice, in the long run', () => {
  it('command points average 3.5 + the leader\'s Leader factor', () => {
    const { world } = forcedWorld(setupOf([{ name: 'L', at: [2, 2], leaderF: 2, group: 'g', leader: true }, { name: 'E', side: 'B', at: [20, 2] }]), []);
    world.stream = streamFor('so-stats', 'command', 0);
    world.log = null;
    const N = 40_000;
    let sum = 0;
    for (let k = 0; k < N; k++) {
      rollCommandPoints(world);
      sum += world.gPoints[0]!;
    }
    expect(errors(sum / N, 3.5 + 2, 35 / 12, N)).toBeLessThan(4);
  });

  it.each([0, 1, 2, 5])('combat dice with modifier %i hit as often as 6 or more with natural 1s missing', (mod) => {
    // Ranged = mod - 2 (the target is stationary and in the open at long range).
    const { world } = forcedWorld(setupOf([{ name: 'S', at: [5, 5], ranged: mod - 2 }, { name: 'T', side: 'B', at: [13, 5], htk: 9 }]), []);
    world.stream = streamFor('so-stats', `hit${mod}`, 0);
    world.log = null;
    const N = 30_000;
    let hits = 0;
    for (let k = 0; k < N; k++) {
      world.pendLen = 0;
      hits += fireDice(world, 0, 1, slotInHand(world, 0), 1, false, false);
    }
    const p = soDieChance(mod);
    expect(p).toBe([0, 1, 2, 3, 4, 5, 5].map((f) => f / 6)[Math.max(0, Math.min(6, mod + 1))]);
    expect(errors(hits / N, p, p * (1 - p), N)).toBeLessThan(4);
  });

  it('saving throws with +1 (moved more than 3") are made a third of the time (5 or 6)', () => {
    const { world } = forcedWorld(setupOf([{ name: 'S', at: [5, 5], ranged: 5 }, { name: 'T', side: 'B', at: [13, 5], htk: 9 }]), []);
    world.stream = streamFor('so-stats', 'save', 0);
    world.log = null;
    world.movedHalf[1] = 8;
    for (let k = 0; k < 30_000; k++) {
      world.pendLen = 0;
      fireDice(world, 0, 1, slotInHand(world, 0), 1, false, false);
    }
    const rolled = so(world, S_SAVES + 2 * BAND_LONG);
    const saved = so(world, S_SAVES + 2 * BAND_LONG + 1);
    expect(errors(saved / rolled, 1 / 3, 2 / 9, rolled)).toBeLessThan(4);
  });

  it('within 12" of a visible enemy a move averages 3.5" + Speed', () => {
    const figs: Fig[] = [{ name: 'R', at: [2, 5], speed: 1 }, { name: 'E', side: 'B', at: [13, 1] }];
    const { world } = forcedWorld(setupOf(figs, { width: 40 }), []);
    world.stream = streamFor('so-stats', 'move', 0);
    world.log = null;
    const N = 10_000;
    let sum = 0;
    for (let k = 0; k < N; k++) {
      resetSoWorld(world);
      moveFigure(world, 0, cellOf(world, 2, 9), SO_RATE_FULL);
      sum += movedInches(world, 0);
    }
    // Straight south along the column: whole inches; 4 spaces to the end at most (the map's edge at y 10... the move stops at (2,9)).
    expect(world.closeQuarters[0]).toBe(1);
    const mean = sum / N;
    // 1D6 + 1 capped at the 4" to the destination: E[min(d + 1, 4)] = (2 + 3 + 4 + 4 + 4 + 4) / 6.
    expect(errors(mean, 21 / 6, (4 + 9 + 16 * 4) / 6 - (21 / 6) ** 2, N)).toBeLessThan(4);
  });
});

describe('Draw! with the doctrines and the Shootout! hook', () => {
  /** Two gunfighters with holstered Colts 10" apart, Speeds `sa` and `sb`: the Draw!s, ties and exchanges of `trials` trials. */
  function draws(sa: number, sb: number, trials: number): { draws: number; ties: number; exchanges: number } {
    const figs: Fig[] = [
      { name: 'A', at: [5, 5], ranged: 2, speed: sa, htk: 2, drawn: false, doctrine: 'gunfighter' },
      { name: 'B', side: 'B', at: [15, 5], ranged: 2, speed: sb, htk: 2, drawn: false, doctrine: 'gunfighter' },
    ];
    const system = getSystem('shootout');
    const setup = compileScenario(system, scenarioOf(figs), {});
    const engine = new SoEngine(setup as SoSetup, scenarioAgents(system, setup));
    const acc = createSoAccumulator(setup as SoSetup);
    engine.runBatch(streamFor('so-stats', `draw${sa}${sb}`, 0), trials, acc);
    const c = soCounts(setup as SoSetup, acc);
    const d = c.sections!.find((s) => s.id === 'shootout.draw')!.rows;
    return { draws: d[0]!.of, ties: d[0]!.count, exchanges: c.firstShot.exchanges };
  }
  it('equal Speeds Draw! on the first turn every time, and tie a sixth of the time', () => {
    const N = 6000;
    const r = draws(1, 1, N);
    expect(r.draws).toBe(N);
    expect(r.exchanges).toBe(N - r.ties);
    expect(errors(r.ties / N, 1 / 6, 5 / 36, N)).toBeLessThan(4);
  });
  it('the slower declines: no Draw!, they fire together', () => {
    expect(draws(2, 1, 500).draws).toBe(0);
  });
});
