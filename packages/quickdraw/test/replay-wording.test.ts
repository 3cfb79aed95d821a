/**
 * The replay's words for a card that ends with nothing done (2026-12-03, a reading of Coffeyville's
 * replays): after the move a 10 gives ("a move and an action", REEL 3, WANTING TO MOVE), an agent
 * that asks no action used to be logged as "waits: no move and no action asked", under the line of
 * the move he had just made; it now says he makes no action after his move. A card with neither
 * still says he waits. Log lines only: the play is the same.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

const system = getSystem('quickdraw');
const coffeyville = bundled('coffeyville');

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

/**
 * The replay's words of the twenty-fifth audit (2026-12-04, a reading of the saloon brawl's, the
 * street fight's and the Road Agent's Spin's replays). Log lines only: the play is the same.
 */
describe('replay wording: a fallen man\'s card, a fiddly reload, the Road Agent\'s Spin', () => {
  it('a card of a man a hit took down passes as his, not "forfeit"', () => {
    // Street fight, trial 3: Curly Bill loses his last card to the Town Marshal's shot (card 10 of
    // phase 4) and falls unconscious; his card 12 had been "Curly Bill's card is forfeit".
    const log = replayScenario(system, bundled('street-fight'), '1', 3).log;
    const down = log.indexOf('    Curly Bill collapses from his wounds');
    const k = log.indexOf('  card 12: Curly Bill', down);
    expect(down).toBeGreaterThan(0);
    expect(k).toBeGreaterThan(down);
    expect(log[k + 1]).toBe('    Curly Bill is unconscious: the card passes');
    // A man still up whose card a hit or a response took: forfeit, as before.
    const setup = bundled('street-fight');
    let forfeit = 0;
    for (let t = 0; t < 40; t++) {
      const lines = replayScenario(system, setup, '1', t).log;
      for (let j = 1; j < lines.length; j++) {
        const m = /^ {4}(.+)'s card is forfeit(?:: a hit took it)?$/.exec(lines[j]!);
        if (m === null) continue;
        forfeit++;
        // Never after the line that took him down, earlier in the trial.
        const down = lines.slice(0, j).findIndex((l) => l.startsWith(`    ${m[1]} collapses`) || l.startsWith(`    ${m[1]} is killed`) || l.startsWith(`    ${m[1]} drops dead`));
        expect(down, `trial ${t}: ${m[1]}`).toBe(-1);
      }
    }
    expect(forfeit).toBeGreaterThan(0);
  });

  it('a card a hit took says so; a card given for a response is plain "forfeit"', () => {
    // Luck of the Draw, seed 1, trial 7: Jim Courtright answers Luke Short's draw on card 2 (his
    // next card, card 4, is given for it); Jim's Bull's Eye on card 5 takes two of Luke's cards,
    // and card 7, Luke's, is one of them. Until 2026-12-05 both read "'s card is forfeit".
    const log = replayScenario(system, bundled('luck-of-the-draw'), '1', 7).log;
    const k4 = log.indexOf('  card 4: Jim Courtright');
    const k7 = log.indexOf('  card 7: Luke Short');
    expect(log[k4 - 1]).toMatch(/^ {4}/);
    expect(log.slice(0, k4).some((l) => l.startsWith('    Jim Courtright responds to an opponent drawing'))).toBe(true);
    expect(log[k4 + 1]).toBe("    Jim Courtright's card is forfeit");
    expect(log.slice(0, k7).some((l) => l.startsWith('    Luke Short loses 2 cards (wounded)'))).toBe(true);
    expect(log[k7 + 1]).toBe("    Luke Short's card is forfeit: a hit took it");
  });

  it('a reload that rolls 2-4 says "This is Fiddly!"', () => {
    // Street fight, trial 4 (trial 0 until the thirty-second audit changed the trials): Pete
    // Spence's reload rolls a 4 (the reload chart's 2-4, REEL 4).
    const log = replayScenario(system, bundled('street-fight'), '1', 4).log;
    const k = log.indexOf('    Pete Spence reloads: rolls 4');
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toBe('    This is Fiddly! Pete Spence does not reload his Double-barrelled shotgun on this card');
  });

  it("the Road Agent's Spin is named as such, and the black joker it sets aside is said", () => {
    const setup = bundled('road-agents-spin');
    // Trial 0: the black joker is turned first, then Hickok's first card, the spin's.
    const log0 = replayScenario(system, setup, '1', 0).log;
    const k = log0.indexOf('  card 1: the black joker');
    expect(log0.slice(k, k + 4)).toEqual([
      '  card 1: the black joker',
      '  card 2: Wild Bill Hickok',
      "    the Road Agent's Spin: Wild Bill Hickok's card follows a red joker, not the black joker before it",
      "    Wild Bill Hickok wants to shoot: the Road Agent's Spin makes it a 10",
    ]);
    // Trial 1: a real red joker on Hardin's card is still the red joker.
    const log1 = replayScenario(system, setup, '1', 1).log;
    expect(log1).toContain('    John Wesley Hardin wants to shoot: the red joker makes it a 10');
  });
});
