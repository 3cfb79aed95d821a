/**
 * The replay's words for a card that ends with nothing done (2026-12-03, a reading of Coffeyville's
 * replays): after the move a 10 gives ("a move and an action", REEL 3, WANTING TO MOVE), an agent
 * that asks no action used to be logged as "waits: no move and no action asked", under the line of
 * the move he had just made; it now says he makes no action after his move. A card with neither
 * still says he waits. Log lines only: the play is the same.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '@deadeye/core';
import { compileScenario, getSystem, replayScenario } from '@deadeye/registry';

const system = getSystem('quickdraw');
const coffeyville = compileScenario(system, loadScenario(fileURLToPath(new URL('../../../scenarios/coffeyville.yaml', import.meta.url))), {});

describe('replay wording of a card that ends with nothing done', () => {
  // Trials 0 to 3 of seed 1: between them, moves on a 10 with no action after them (more than 3),
  // and cards with neither (both counted below, so a replay without them fails the test).
  const logs = [0, 1, 2, 3].map((t) => replayScenario(system, coffeyville, '1', t).log);

  it('after a move, "makes no action after his move", never "waits: no move"', () => {
    let after = 0;
    for (const log of logs) {
      for (let k = 1; k < log.length; k++) {
        const line = log[k]!;
        const name = /^ {4}(.+) (?:makes no action after his move: none asked|waits: no move and no action asked)$/.exec(line)?.[1];
        if (name === undefined) continue;
        const moved = log[k - 1]!.startsWith(`    ${name} moves `);
        if (moved) {
          expect(line).toBe(`    ${name} makes no action after his move: none asked`);
          after++;
        }
      }
    }
    expect(after).toBeGreaterThan(3);
  });

  it('a card with no move and no action still says he waits', () => {
    const waits = logs.flat().filter((l) => / waits: no move and no action asked$/.test(l));
    expect(waits.length).toBeGreaterThan(0);
    const lone = logs.flat().filter((l) => / makes no action after his move: none asked$/.test(l));
    expect(lone.length).toBeGreaterThan(0);
  });
});
