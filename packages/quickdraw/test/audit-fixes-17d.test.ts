/**
 * The seventeenth audit (2026-12-01), the SHOOTOUTS duel's replay: a Quick Draw drawing on a 10 and
 * a Quick Draw answering him on 5+ both "shoot first", which is simultaneous (REEL 4, SHOOTOUTS:
 * "If both are quick draws and both shoot first then it is simultaneous!"); the duel counts it
 * ("both shot first: 27.67% of duels"), but the replay printed the two shots one after the other
 * as any response shooting first, so the share could not be counted from the replays. The replay
 * now says it; said before any shot of the trial, it is in exactly the trials the duel counts.
 */
import { describe, expect, it } from 'vitest';
import { agentFor } from '@deadeye/agents';
import { streamFor } from '@deadeye/rng';
import { buildQdDuels, createQdAccumulator, qdDuelCounts, QdEngine, quickDraw, replayQdTrial, type QdDuel } from '../src/index.ts';

const TRIALS = 200;
const SEED = 'audit-17d';

describe('simultaneous fire in the SHOOTOUTS duel replay', () => {
  const line = (name: string): string => `TYPE=hero PERSONALITY=heroic SKILLS=quick-draw,pistoleer WPN=cartridge-revolver NAME=${name}`;
  const m: QdDuel = buildQdDuels({ a: line('A'), b: line('B'), range: '15', maxTurns: '10' })[0]!;
  const agents = quickDraw.duel!.agents!(m).map((s) => agentFor({ doctrine: s.doctrine, ...(s.targeting === undefined ? {} : { targeting: s.targeting }), params: s.params }, 'quickdraw'));

  it('says so in the trials the duel counts as simultaneous, and only in them', () => {
    const acc = createQdAccumulator(m.setup);
    new QdEngine(m.setup, agents).runBatch(streamFor(SEED, m.id, 0), TRIALS, acc);
    const counted = qdDuelCounts(m, acc).simultaneousFirst;
    expect(counted).toBeGreaterThan(10);
    let said = 0;
    for (let t = 0; t < TRIALS; t++) {
      const log = replayQdTrial(m.setup, agents, SEED, t).log;
      const k = log.findIndex((l) => l.includes('simultaneous fire'));
      if (k < 0) continue;
      // Said on the card of a draw and its answer.
      expect(log[k - 1]).toMatch(/responds to an opponent drawing|rerolls/);
      // The duel counts the trial's first fire; a later draw (after a fumble) may be simultaneous too.
      if (!log.slice(0, k).some((l) => / fires /.test(l))) said++;
    }
    expect(said).toBe(counted);
  });
});
