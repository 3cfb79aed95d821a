/**
 * The SHOOTOUTS duel, statistically: fixed seeds, 20,000 trials a matchup, differences asserted to
 * exceed 4 standard errors (deterministic: the same seed always gives the same counts).
 */
import { describe, expect, it } from 'vitest';
import { agentFor } from '@deadeye/agents';
import { streamFor } from '@deadeye/rng';

/** Trials per chunk, cut as a runner might (any cut gives the same results: each trial has its own numbers). */
const BATCH_SIZE = 8192;
import { buildQdDuels, duelBand, createQdAccumulator, qdDuelCounts, QdEngine, quickDraw, type QdDuel } from '../src/index.ts';
import { mergeQdAccumulator } from '../src/skirmish/accumulator.ts';

const TRIALS = 20_000;

interface Result {
  readonly trials: number;
  readonly aWins: number;
  readonly bWins: number;
  readonly aUp: number;
}

/** Runs `TRIALS` trials of the duel `a` vs `b` batch by batch, as the runner does. */
function duel(a: string, b: string, range = 15, seed = 'qd-stats'): Result {
  const m: QdDuel = buildQdDuels({ a, b, range: String(range), maxTurns: '10' })[0]!;
  const agents = quickDraw.duel!.agents!(m).map((s) => agentFor({ doctrine: s.doctrine, ...(s.targeting === undefined ? {} : { targeting: s.targeting }), params: s.params }, 'quickdraw'));
  const engine = new QdEngine(m.setup, agents);
  const total = createQdAccumulator(m.setup);
  for (let bt = 0; bt * BATCH_SIZE < TRIALS; bt++) {
    const acc = createQdAccumulator(m.setup);
    engine.runBatch(streamFor(seed, m.id, bt * BATCH_SIZE), Math.min(BATCH_SIZE, TRIALS - bt * BATCH_SIZE), acc);
    mergeQdAccumulator(total, acc);
  }
  const c = qdDuelCounts(m, total);
  expect(c.trials).toBe(TRIALS);
  expect(c.aWins + c.bWins + c.bothDown + c.draw).toBeLessThanOrEqual(TRIALS);
  return { trials: c.trials, aWins: c.aWins, bWins: c.bWins, aUp: c.a.endState.unhurt };
}

/** Standard error of the difference of two proportions. */
function se(p1: number, p2: number, n: number): number {
  return Math.sqrt((p1 * (1 - p1) + p2 * (1 - p2)) / n);
}

const line = (type: string, extra = ''): string => `TYPE=${type} PERSONALITY=ordinary ${extra} WPN=cartridge-revolver`;

describe('SHOOTOUTS duel statistics', () => {
  it('Quick Draw wins more often than the same character without it (5 paces, within pistol range)', () => {
    const b = `${line('main')} NAME=B`;
    const quick = duel(`${line('main', 'SKILLS=quick-draw')} NAME=A`, b, 5);
    const plain = duel(`${line('main')} NAME=A`, b, 5);
    const p1 = quick.aWins / TRIALS;
    const p2 = plain.aWins / TRIALS;
    expect(p1 - p2).toBeGreaterThan(4 * se(p1, p2, TRIALS));
    // With the skill he beats the plain B outright (SE of a difference of two multinomial cells).
    const pa = quick.aWins / TRIALS;
    const pb = quick.bWins / TRIALS;
    expect(pa - pb).toBeGreaterThan(4 * Math.sqrt((pa + pb - (pa - pb) ** 2) / TRIALS));
  });

  it('a Hero beats a Minor character more often than not', () => {
    const r = duel(`${line('hero')} NAME=A`, `${line('minor')} NAME=B`);
    const pa = r.aWins / TRIALS;
    const pb = r.bWins / TRIALS;
    expect(pa).toBeGreaterThan(0.5);
    expect(pa - pb).toBeGreaterThan(4 * se(pa, pb, TRIALS));
  });

  it('armour raises survival', () => {
    const b = `${line('main')} NAME=B`;
    const armoured = duel(`${line('main', 'ARMOUR=armoured')} NAME=A`, b);
    const bare = duel(`${line('main')} NAME=A`, b);
    const p1 = 1 - armoured.bWins / TRIALS;
    const p2 = 1 - bare.bWins / TRIALS;
    const u1 = armoured.aUp / TRIALS;
    const u2 = bare.aUp / TRIALS;
    expect(p1 - p2).toBeGreaterThan(4 * se(p1, p2, TRIALS));
    expect(u1 - u2).toBeGreaterThan(4 * se(u1, u2, TRIALS));
  });

  it('a mirror match is even within 4 standard errors', () => {
    const r = duel(`${line('main')} NAME=A`, `${line('main')} NAME=B`);
    const pa = r.aWins / TRIALS;
    const pb = r.bWins / TRIALS;
    expect(Math.abs(pa - pb)).toBeLessThan(4 * se(pa, pb, TRIALS));
  });
});

describe("the band a duelist starts at (REEL 4, RANGES; the duelists walk: SHOOTOUTS)", () => {
  it('point blank within a pace, effective to the weapon\'s range, long to twice it, then out of reach', () => {
    // A cartridge revolver: effective 12 paces, long shots to 24.
    expect([1, 2, 12, 13, 24, 25, 200].map((p) => duelBand(p, 12))).toEqual(['point blank', 'effective', 'effective', 'long', 'long', 'out of reach', 'out of reach']);
  });

  it('the counts name it: a range past both revolvers is out of reach, and still played (they close in)', () => {
    const line = 'TYPE=hero PERSONALITY=brave WPN=cartridge-revolver';
    const m = buildQdDuels({ a: `${line} NAME=A`, b: `${line} NAME=B`, range: '30', maxTurns: '10' })[0]!;
    const agents = quickDraw.duel!.agents!(m).map((s) => agentFor({ doctrine: s.doctrine, ...(s.targeting === undefined ? {} : { targeting: s.targeting }), params: s.params }, 'quickdraw'));
    const acc = createQdAccumulator(m.setup);
    new QdEngine(m.setup, agents).runBatch(streamFor('qd-duel-band', m.id, 0), 300, acc);
    const counts = qdDuelCounts(m, acc);
    expect([counts.a.band, counts.b.band]).toEqual(['out of reach', 'out of reach']);
    // Both close in and shoot: most duels end with a winner.
    expect(counts.aWins + counts.bWins).toBeGreaterThan(200);
  });
});

describe('the duelists named (words not converted by the registry: no foreign character given)', () => {
  it('words that are neither a roster name nor a line: one line saying where the names are listed', () => {
    expect(() => buildQdDuels({ a: 'Wyatt Earp', b: 'TYPE=hero PERSONALITY=brave WPN=cartridge-revolver', range: '15', maxTurns: '10' })).toThrow(
      /^--a: "Wyatt Earp" is neither a roster name \(`deadeye roster --system boothill` lists them: Quick on the Draw plays them converted\) nor a Quick on the Draw line \(e\.g\. "TYPE=hero/,
    );
  });
});
