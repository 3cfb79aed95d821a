/**
 * Quick on the Draw's own counters (the results' quickdraw.pack and quickdraw.weapons) count what
 * their rows say, on forced dice (an audit of the counters against replays, 2026-12-01): a flight
 * once when the man breaks, not at every card of it; the reload chart's jam among the jams; a
 * reload test only where a roll is made (not the free action's).
 */
import { describe, expect, it } from 'vitest';
import { agentFor } from '@deadeye/agents';
import { streamFor } from '@deadeye/rng';
import { buildQdDuels, createQdAccumulator, qdCounts, qdDuelCounts, QdEngine, quickDraw, type QdDuel } from '../src/index.ts';
import { reload, RELOADED_NOTHING } from '../src/skirmish/shooting.ts';
import { flee, resolveHit } from '../src/skirmish/effects.ts';
import { hitEffect } from '../src/tables/effects.ts';
import { Q_CARD_HITS, Q_COURAGE_EFFECTS, Q_FLED, Q_GRAZES, Q_JAMS, Q_NEAR_MISSES, Q_RELOAD_TESTS } from '../src/skirmish/counts.ts';
import { qCount, versusWorld } from './qd-helpers.ts';

const MAIN = 'TYPE=main PERSONALITY=ordinary';

describe('the jams row counts the reload chart\'s jam (REEL 4, RELOADING WEAPONS: 1, "It\'s Jammed!")', () => {
  it('an empty revolver, a reload of 1 and 1 (Main: 2D10 best): jammed, one jam and one reload test counted', () => {
    const { world: w } = versusWorld(`${MAIN} WPN=cartridge-revolver`, [1, 1]);
    w.loaded[0] = 0;
    expect(reload(w, 0, 0)).toBe(RELOADED_NOTHING);
    expect(w.jammed[0]).toBe(1);
    expect(qCount(w, Q_JAMS)).toBe(1);
    expect(qCount(w, Q_RELOAD_TESTS)).toBe(1);
  });

  it('a failed attempt to clear a jam (a 1) is no new jam', () => {
    const { world: w } = versusWorld(`${MAIN} WPN=cartridge-revolver`, [1, 1]);
    w.loaded[0] = 0;
    w.jammed[0] = 1;
    expect(reload(w, 0, 0)).toBe(RELOADED_NOTHING);
    expect(w.unjamFailed[0]).toBe(1);
    expect(qCount(w, Q_JAMS)).toBe(0);
    expect(qCount(w, Q_RELOAD_TESTS)).toBe(1);
  });
});

describe('a reload test is counted only where the action roll is made', () => {
  it('the free action\'s reload ("No need to make an action roll", REEL 3) loads the gun and counts no test', () => {
    const { world: w, stream } = versusWorld(`${MAIN} WPN=cartridge-revolver`, []);
    w.loaded[0] = 0;
    reload(w, 0, 0, true);
    expect(stream.draws).toBe(0);
    expect(w.loaded[0]).toBeGreaterThan(0);
    expect(qCount(w, Q_RELOAD_TESTS)).toBe(0);
  });
});

describe('the effects rows count every roll on the EFFECTS OF HIT TABLE once, by its effect (a report audit, 2026-12-07)', () => {
  // Before, a "Courage Test" was counted nowhere: the street fight's rows left about 40% of its hits out.
  const rows = { '1-hit': Q_CARD_HITS, '2-hits': Q_CARD_HITS, '3-hits': Q_CARD_HITS, 'courage-test': Q_COURAGE_EFFECTS, graze: Q_GRAZES, 'near-miss': Q_NEAR_MISSES } as const;
  for (let roll = 1; roll <= 10; roll++) {
    const effect = hitEffect(roll, 0);
    it(`a roll of ${roll} at DV 0 (${effect}) adds one to its own row and none to the others`, () => {
      // B, a Supporting man, rolls 1D10 for the effect; no Lucky, no Cut!.
      const { world: w } = versusWorld(`${MAIN} WPN=cartridge-revolver`, [roll]);
      resolveHit(w, 1, 0, 0, 0);
      for (const k of [Q_CARD_HITS, Q_COURAGE_EFFECTS, Q_GRAZES, Q_NEAR_MISSES]) expect(qCount(w, k), `row ${k}`).toBe(k === rows[effect] ? 1 : 0);
    });
  }
});

describe('the fled row counts each man once when he breaks, not each card of his flight', () => {
  it('a man fleeing on two cards is one flight', () => {
    const { world: w } = versusWorld(`${MAIN} WPN=cartridge-revolver`, [], 8);
    flee(w, 1, w.cell[0]!, 4);
    expect(w.broken[1]).toBe(1);
    // His next card: still broken, he flees on (acting.ts calls flee again).
    flee(w, 1, w.cell[0]!, 4);
    expect(qCount(w, Q_FLED)).toBe(1);
  });

  it('a man who breaks again after he was steadied is a second flight', () => {
    const { world: w } = versusWorld(`${MAIN} WPN=cartridge-revolver`, [], 8);
    flee(w, 1, w.cell[0]!, 4);
    w.broken[1] = 0;
    flee(w, 1, w.cell[0]!, 4);
    expect(qCount(w, Q_FLED)).toBe(2);
  });
});

describe('a duelist who fled or surrendered is counted as left, not unhurt (the duel\'s end states)', () => {
  it('the duel\'s unhurt, wounded and left are the skirmish counts\' own, and they sum to the trials', () => {
    // A Hero against a Main man at 15 paces (the audit's matchup): the Main man, hit, breaks on
    // his courage test's 1 now and then and, with no exit from the duel's street, surrenders.
    const m: QdDuel = buildQdDuels({ a: 'TYPE=hero PERSONALITY=brave SKILLS=quick-draw,marksman WPN=cartridge-revolver', b: 'TYPE=main PERSONALITY=ordinary WPN=cartridge-revolver', range: '15', maxTurns: '10' })[0]!;
    const agents = quickDraw.duel!.agents!(m).map((s) => agentFor({ doctrine: s.doctrine, ...(s.targeting === undefined ? {} : { targeting: s.targeting }), params: s.params }, 'quickdraw'));
    const engine = new QdEngine(m.setup, agents);
    const acc = createQdAccumulator(m.setup);
    engine.runBatch(streamFor('counters', m.id, 0), 2000, acc);
    const duel = qdDuelCounts(m, acc);
    const fates = qdCounts(m.setup, acc).characters;
    for (const [k, d] of [duel.a, duel.b].entries()) {
      const e = fates[k]!.endState;
      expect(d.endState.unhurt).toBe(e.unhurt);
      expect(d.endState.wounded).toBe(e.wounded);
      expect(d.left).toEqual({ fled: e.fled + e.escaped, captured: e.captured });
      expect(d.endState.unhurt + d.endState.wounded + d.endState.unconscious + d.endState.dead + d.left!.fled + d.left!.captured).toBe(2000);
    }
    // The case the audit found: men who surrendered, once counted unhurt.
    expect(duel.b.left!.captured).toBeGreaterThan(10);
  });
});
