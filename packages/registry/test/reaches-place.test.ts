/**
 * The replay's "X reaches P" line (core `Victory.arrive`, 2026-12-04, a reading of Coffeyville's
 * replays under Quick on the Draw): a man who comes to his side's `reachPlace` place is said to
 * reach it, the first time only. Before, a reach that decided the game (trial 17 then, 269 now: a
 * raider falls back onto Death Alley's west end, the gang's third, and the game ends at once) was told by
 * nothing but the result, which showed him "up" beside two escaped. Log lines only: the play is
 * the same under every rule system.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '@deadeye/core';
import { compileScenario, getSystem, replayScenario } from '../src/index.ts';

const COFFEYVILLE = loadScenario(fileURLToPath(new URL('../../../scenarios/coffeyville.yaml', import.meta.url)));
const GANG = new Set(COFFEYVILLE.characters.filter((c) => c.side === 'Dalton gang').map((c) => c.name));
const LINE = /^ {4}(.+) reaches Death Alley west end$/;

describe('replay: a man who reaches his side\'s place is said to', () => {
  it.each(['boothill', 'quickdraw', 'shootout'])('Coffeyville under %s: gang members only, once each, three in every gang win', (id) => {
    const system = getSystem(id);
    const setup = compileScenario(system, COFFEYVILLE, {});
    let lines = 0;
    for (let t = 0; t < 40; t++) {
      const r = replayScenario(system, setup, '1', t);
      const who = r.log.map((l) => LINE.exec(l)?.[1]).filter((n): n is string => n !== undefined);
      for (const n of who) expect(GANG.has(n), `${n} in trial ${t}`).toBe(true);
      expect(new Set(who).size).toBe(who.length);
      lines += who.length;
      // The gang wins only by three reaching the alley's end (the town is ten men: never all down in 40 trials).
      if (r.winner === 0) {
        expect(who.length, `trial ${t}`).toBeGreaterThanOrEqual(3);
      }
    }
    expect(lines).toBeGreaterThan(0);
  });

  it('Quick on the Draw, trial 82: the flight that decides the game is told', () => {
    // Trial 17 (Dick Broadwell) when the line was added, until the thirtieth audit's QR-355; trial
    // 269 until the thirty-second audit's QR-21 amendment (trial 20, Emmett Dalton, in its first
    // form), then trial 9 (Bill Power's fall back) until the thirty-third's; no fall back decides
    // the game in trials 0-599 since, so a flight: Emmett Dalton flees onto the alley's end.
    const system = getSystem('quickdraw');
    const r = replayScenario(system, compileScenario(system, COFFEYVILLE, {}), '1', 82);
    const fall = r.log.indexOf('    Emmett Dalton flees (1,25) -> (0,25)');
    expect(fall).toBeGreaterThan(0);
    expect(r.log[fall + 1]).toBe('    Emmett Dalton reaches Death Alley west end');
    // The game ends on that reach: no card after it.
    expect(r.log.slice(fall + 2).some((l) => l.startsWith('  card'))).toBe(false);
    expect(r.winner).toBe(0);
  });
});
