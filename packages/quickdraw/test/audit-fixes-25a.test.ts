/**
 * The twenty-fifth audit (a: the saloon brawl's courage tests, read in replays of seed 1,
 * 2026-12-04): a courage test's 2-4, "fall back 1 move towards the nearest cover", whose walk to
 * the cover (chosen back from the shooter: RULINGS.md QR-210) goes round figures in the way toward
 * the shooter, is no fall back: he falls back away from the shooter instead (movement.ts
 * `moveToCover` with the cell he falls back from; QR-210 amended). Before the fix the walk round
 * the figures took him nearer the man who had shot him: Big Swede from (5,5), 6.3 paces off the
 * Gambler at (11,7), to (10,4), 3.2 paces off (trial 145). The assertions fail on the code before it.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { bundled } from './fixture.ts';

const system = getSystem('quickdraw');
const setup = bundled('saloon-brawl');

/** Distance in spaces between two cells given as [x, y]. */
function dist(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!);
}

/**
 * The first courage test's fall back of `who` in trial `trial` (seed 1): the first "falls back"
 * line within three lines after a test of his that rolled 2-4, as [from, to] cells.
 */
function fallBack(trial: number, who: string): [number[], number[]] {
  const log = replayScenario(system, setup, '1', trial).log;
  const moved = new RegExp(`^    ${who} falls back( to cover)? \\((\\d+),(\\d+)\\) -> \\((\\d+),(\\d+)\\)$`);
  for (let k = 0; k < log.length; k++) {
    if (!new RegExp(`${who} takes a courage test: rolls [234]$`).test(log[k]!)) continue;
    for (const line of log.slice(k + 1, k + 4)) {
      const m = moved.exec(line);
      if (m !== null) {
        return [
          [Number(m[2]), Number(m[3])],
          [Number(m[4]), Number(m[5])],
        ];
      }
    }
  }
  throw new Error(`trial ${trial}: no fall back of ${who} after a courage test`);
}

describe('the twenty-fifth audit (a): a fall back to cover goes back', () => {
  // [trial, who falls back, the cell of the man who caused the test]
  const cases: [number, string, number[]][] = [
    // Trial 145's case (Big Swede) has no courage test's fall back since the thirty-fourth audit's
    // QR-21 amendment (a walk away reads the nearest enemy located): trial 107 replays the same
    // fall back from the Gambler's Derringer at (11,7).
    [107, 'Big Swede', [11, 7]],
    [81, 'Lefty Jack', [11, 7]],
    // Trial 346's case (Red Carter, from the man at (13,9)) is played otherwise since QR-348 (a
    // flight stops short of another enemy, 2026-12-04); trial 408 replays the same refusal of the walk to cover.
    [408, 'Lefty Jack', [14, 9]],
  ];
  for (const [trial, who, shooter] of cases) {
    it(`trial ${trial}: ${who} ends farther from the shooter at (${shooter.join(',')}) than he started`, () => {
      const [from, to] = fallBack(trial, who);
      expect(dist(to, shooter)).toBeGreaterThan(dist(from, shooter));
    });
  }

  it('he does not go to the cover', () => {
    // Trial 81 (145, Big Swede, until the twenty-ninth audit's QR-353 left that cover out of his
    // reach). Until the thirty-third audit the walk to cover at (9,2) was chosen and then refused:
    // "Lefty Jack's way to cover at (9,2) would end no farther from the enemy at (11,7): he falls
    // back away from him"; since then a cover his walk round the figures does not reach within the
    // move is none (cover.ts `coverFrom`, RULINGS.md QR-21 amended), and he falls back away
    // (from (9,4) since the thirty-fourth audit's amendment moved the trial's earlier walks away).
    const log = replayScenario(system, setup, '1', 81).log;
    const k = log.indexOf('    Lefty Jack takes a courage test: rolls 2');
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toBe('    Lefty Jack falls back (9,4) -> (7,4)');
  });
});
