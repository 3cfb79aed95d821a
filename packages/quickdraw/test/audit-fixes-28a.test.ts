/**
 * The twenty-eighth audit (a, 2026-12-04): a response test to an enemy newly seen is the reaction
 * to him (RULINGS.md QR-350). "Characters also need to react on occasions either to a new event or
 * to locating the enemy. Again, roll their action dice" (REEL 3, WANTING TO RESPOND): a holder who
 * has rolled "Responding to an opportunity" to shoot the man who has just come into view has met
 * that event. Before, he rolled again at his next card, "Reacting to a new event", and could freeze
 * or head for cover after the shot (Coffeyville, seed 1, trial 0: Charles Connelly shot Dick
 * Broadwell from his hold, then reacted to him at his next card; 56 such responses in trials
 * 0-59). A reaction owed for another new enemy as well still stands (a unit case), and `+react-after-response`
 * keeps the old reading. Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { parseQdVariant } from '../src/index.ts';
import { firstSight, responseReacts } from '../src/skirmish/locating.ts';
import type { QdWorld } from '../src/skirmish/world.ts';
import { bundled } from './fixture.ts';

/** Index of `who`'s next card after line `from` of `log`. */
function nextCard(log: readonly string[], who: string, from: number): number {
  return log.findIndex((l, k) => k > from && /^ {2}card \d+: /.test(l) && l.endsWith(`: ${who}`));
}

describe('the twenty-eighth audit (a): a response to a new enemy is the reaction to him (QR-350)', () => {
  const roll = '    Charles Connelly responds to an opportunity: rolls 9 (best of 2, 9)';

  it('Charles Connelly shoots Dick Broadwell from his hold and takes no reaction test at his next card (Coffeyville, trial 0)', () => {
    const log = replayScenario(getSystem('quickdraw'), bundled('coffeyville'), '1', 0).log;
    const k = log.indexOf(roll);
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toBe("    Charles Connelly's response to Dick Broadwell is his reaction to a new enemy: no reaction test for him");
    expect(log[k + 2]).toBe('    Charles Connelly fires his Cartridge revolver at Dick Broadwell (deliberate shot, 5.0 paces)');
    const c = nextCard(log, 'Charles Connelly', k);
    expect(c).toBeGreaterThan(k);
    expect(log[c + 1]).toMatch(/^ {4}Charles Connelly wants to shoot: /);
  });

  it('under +react-after-response he reacts to Dick Broadwell at his next card, as before', () => {
    const setup = { ...bundled('coffeyville'), variant: parseQdVariant('text+react-after-response') };
    const log = replayScenario(getSystem('quickdraw'), setup, '1', 0).log;
    const k = log.indexOf(roll);
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toBe('    Charles Connelly fires his Cartridge revolver at Dick Broadwell (deliberate shot, 5.0 paces)');
    const c = nextCard(log, 'Charles Connelly', k);
    expect(log[c + 1]).toMatch(/^ {4}Charles Connelly reacts to a new enemy (.+): rolls /);
  });

  it('a reaction owed for another new enemy as well stands (locating.ts firstSight, responseReacts)', () => {
    // Three men: 0 on one side, 1 and 2 his enemies; the fields the two functions read.
    const n = 3;
    const fake = () => ({
      n,
      turn: 3,
      log: [] as string[],
      sideOf: Int32Array.of(0, 1, 1),
      seen: new Uint8Array(n * n),
      fearsomeMet: new Uint8Array(n * n),
      mustReact: new Uint8Array(n),
      reactTo: new Int32Array(n),
      status: new Uint8Array(n),
      pendingCourage: Int32Array.of(-1, -1, -1),
      setup: { variant: parseQdVariant('text'), characters: [{ name: 'A', traits: 0 }, { name: 'B', traits: 0 }, { name: 'C', traits: 0 }] },
    });
    // He saw B, then C, and responds to C: the reaction owed for B stands.
    const w = fake();
    firstSight(w as unknown as QdWorld, 0, 1);
    firstSight(w as unknown as QdWorld, 0, 2);
    responseReacts(w as unknown as QdWorld, 0, 2);
    expect(w.mustReact[0]).toBe(1);
    expect(w.log).toEqual([]);
    // He saw B alone and responds to him: no reaction owed.
    const v = fake();
    firstSight(v as unknown as QdWorld, 0, 1);
    responseReacts(v as unknown as QdWorld, 0, 1);
    expect(v.mustReact[0]).toBe(0);
    expect(v.log).toEqual(["    A's response to B is his reaction to a new enemy: no reaction test for him"]);
    // He responds to C before his observation has shown him C: the sighting is made there, and answered.
    const u = fake();
    responseReacts(u as unknown as QdWorld, 0, 2);
    expect(u.seen[0 * n + 2]).toBe(1);
    expect(u.mustReact[0]).toBe(0);
  });

});
