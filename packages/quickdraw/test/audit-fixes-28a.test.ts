/**
 * The twenty-eighth audit (a, 2026-12-04): a response test to an enemy newly seen is the reaction
 * to him (RULINGS.md QR-350). "Characters also need to react on occasions either to a new event or
 * to locating the enemy. Again, roll their action dice" (REEL 3, WANTING TO RESPOND): a holder who
 * has rolled "Responding to an opportunity" to shoot the man who has just come into view has met
 * that event. Before, he rolled again at his next card, "Reacting to a new event", and could freeze
 * or head for cover after the shot (Coffeyville, seed 1, trial 0: Charles Connelly shot Dick
 * Broadwell from his hold, then reacted to him at his next card; 56 such responses in trials
 * 0-59). A reaction owed for another new enemy as well still stands, and `+react-after-response`
 * keeps the old reading. Fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { parseQdVariant } from '../src/index.ts';
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
    expect(log[c + 1]).toMatch(/^ {4}Charles Connelly reacts to a new enemy: rolls /);
  });

  it('a reaction owed for another new enemy stands: John Kloehr saw Bob and Emmett Dalton and responded to Emmett (trial 3)', () => {
    const log = replayScenario(getSystem('quickdraw'), bundled('coffeyville'), '1', 3).log;
    const k = log.indexOf('    John Kloehr responds to an opportunity: rolls 10');
    expect(k).toBeGreaterThan(0);
    // Both gave themselves away to him since his last card: two new enemies.
    const since = log.lastIndexOf('  card 12: Grat Dalton', k);
    expect(log.slice(since - 10, k).filter((l) => / shot gives him away to John Kloehr$/.test(l))).toEqual([
      "    Bob Dalton's shot gives him away to John Kloehr",
      "    Emmett Dalton's shot gives him away to John Kloehr",
    ]);
    expect(log[k + 1]).toBe('    John Kloehr fires his Repeating rifle at Emmett Dalton (deliberate shot, 3.6 paces)');
    const c = nextCard(log, 'John Kloehr', k);
    expect(log[c + 1]).toBe('    John Kloehr reacts to a new enemy: rolls 5');
  });
});
