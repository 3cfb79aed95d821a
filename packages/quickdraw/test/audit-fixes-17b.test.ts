/**
 * The seventeenth audit (b: the multi-man fights, and the fixtures with mounts, vehicles and
 * beasts, read in replays of seed 1, 2026-12-01):
 * 1. a man whose opponent in close combat is down or knocked out shoots at the enemy his agent
 *    chose (acting.ts `act`, ACT_FIRE; RULINGS.md QR-223): his shot had gone on being turned on the
 *    fallen opponent still recorded as his (`engaged`), whom no shot can reach ("has no target in
 *    reach"), card after card: Amos beside the dead Old Wolf (the wolf pack), the Town Marshal beside
 *    Curly Bill, knocked out for the rest of the action (the street fight), the prospector beside the
 *    dead rattlesnake.
 * 2. a beast that flees, the way to the nearest exit leading toward the one it flees from, runs for
 *    another exit whose way does not, else away from him, as a man flees (beasts.ts `beastFlee`;
 *    RULINGS.md QR-47 amended, QR-21): the rattlesnake, out of attack dice, fled past the
 *    prospector who had shot it, to the exit behind him, and stopped beside him (60 of its 79
 *    flights in 400 trials ended nearer the one it fled; the cougar 32 of 71).
 * 3. a man who falls back with no cover to go to (the courage test's 2-4, the new-enemy reaction's
 *    2-4) does not end his walk beside an enemy up: he stops on the last cell of it that is not
 *    beside one (movement.ts `moveAwayClear`; RULINGS.md QR-210 amended, QR-21, QR-196): at
 *    Coffeyville the gang, falling back west down Death Alley from the townsmen east of them, ended
 *    beside Charles Connelly (37 such walks in 400 trials).
 * Each fix's assertions fail on the code before it.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario } from '@deadeye/core';
import { compileScenario, getSystem, replayScenario } from '@deadeye/registry';

const system = getSystem('quickdraw');

/** The compiled scenario or fixture at `path` (from the repository's root). */
function compiled(path: string): Parameters<typeof replayScenario>[1] {
  const file = fileURLToPath(new URL(`../../../${path}`, import.meta.url));
  return compileScenario(system, { ...loadScenario(file), file } as never, {}) as Parameters<typeof replayScenario>[1];
}

/** The log lines of trial `trial` (seed 1) from the first line matching `from` on. */
function after(path: string, trial: number, from: RegExp): string[] {
  const log = replayScenario(system, compiled(path), '1', trial).log;
  const k = log.findIndex((l) => from.test(l));
  expect(k).toBeGreaterThanOrEqual(0);
  return log.slice(k);
}

describe('the seventeenth audit (b)', () => {
  it('1. Amos, his wolf dead beside him, shoots at the wolf still up instead of at the dead one', () => {
    // Wolf pack, trial 45: Amos kills the Old Wolf that attacked him (they were in close combat);
    // the Black Wolf, 14 paces off, located, is still up. Before the fix each of Amos's shots was
    // turned on the dead wolf: "no target in reach" on every card to the turn limit (35 cards).
    const rest = after('packages/quickdraw/test/fixtures/wolf-pack.yaml', 45, /Old Wolf drops dead/);
    expect(rest.filter((l) => l.includes('Amos has no target in reach'))).toEqual([]);
    expect(rest.some((l) => l.includes('Amos fires his Repeating rifle at Black Wolf'))).toBe(true);
  });

  it('1. the Town Marshal, Curly Bill out for the rest of the action beside him, shoots at the others', () => {
    // Street fight, trial 215: the Town Marshal clubs Curly Bill (a blow: they are in close combat),
    // who fails to come round for good. Before the fix every one of the Marshal's later cards
    // but a reload's shot was "no target in reach" (35 cards).
    const rest = after('scenarios/street-fight.yaml', 215, /Curly Bill is out for the rest of the action/);
    expect(rest.filter((l) => l.includes('Town Marshal has no target in reach'))).toEqual([]);
    expect(rest.filter((l) => /Town Marshal fires his Cartridge revolver at (Frank Stilwell|Pete Spence)/.test(l)).length).toBeGreaterThan(3);
  });

  it('1. the same across 170 trials of the rattlesnake and the wolf pack: no shot turned on a fallen opponent', () => {
    for (const path of ['packages/quickdraw/test/fixtures/rattlesnake.yaml', 'packages/quickdraw/test/fixtures/wolf-pack.yaml']) {
      const setup = compiled(path);
      let refused = 0;
      for (let t = 0; t < 170; t++) refused += replayScenario(system, setup, '1', t).log.filter((l) => l.endsWith('has no target in reach')).length;
      expect(refused, path).toBe(0);
    }
  });

  it('2. the rattlesnake, out of attack dice, flees away from the prospector who shot it, not past him to the exit', () => {
    // Rattlesnake fixture, trials 31, 97 and 130: the prospector at (3,6) hits the snake at (10,6)
    // with both barrels; its last attack die gone, it flees on its card. The only exit is the west
    // end (column 0), past the prospector. Before the fix it ran 6 spaces west to (4,6), beside
    // him; now it runs away from him.
    const prospector = [3, 6] as const;
    for (const trial of [31, 97, 130]) {
      const line = after('packages/quickdraw/test/fixtures/rattlesnake.yaml', trial, /Rattlesnake has no attack dice left/).find((l) => l.includes('Rattlesnake flees ('));
      const m = /\((\d+),(\d+)\) -> \((\d+),(\d+)\)/.exec(line ?? '');
      expect(m, `trial ${trial}`).not.toBeNull();
      const [ax, ay, bx, by] = m!.slice(1).map(Number) as [number, number, number, number];
      expect([ax, ay]).toEqual([10, 6]);
      expect(Math.hypot(bx - prospector[0], by - prospector[1])).toBeGreaterThan(Math.hypot(ax - prospector[0], ay - prospector[1]));
    }
  });

  it('3. falling back with no cover in reach, a man stops short of the enemy on his way back', () => {
    // Coffeyville, trial 173 (trial 17 until the eighteenth audit's QR-228 changed the trials, then
    // 16 until the twenty-third's QR-312 did, then 27 until the twenty-seventh's QR-6 amendment did,
    // then 30 until the thirty-second's QR-21 amendment did; trial 173 was not played on the code
    // before the fix): Bob Dalton at (10,24), shot at by John Kloehr, takes a courage test of 3, no
    // cover back from him within a move: he falls back east, where Carey Seaman stands at (17,24);
    // his way back would end at (17,25), beside him. Trial 516 (trial 0 until the thirty-second
    // audit; not played on the code before the fix): Dick Broadwell, reacting (2-4) to new enemies,
    // heads away, his way ending at (13,22), beside John Kloehr at (14,22): he stops at (15,24).
    // Since the thirty-third audit's QR-21 amendment, trial 65 for it: his way from (11,24) would
    // end at (17,25), beside Charles Connelly at (16,25): he stops at (14,25).
    const cases = [
      { trial: 173, from: /Bob Dalton takes a courage test: rolls 3 \(best of 3, 3\)$/, line: 'Bob Dalton falls back (10,24)', enemy: [17, 24] },
      { trial: 65, from: /Dick Broadwell reacts to (a new enemy \(.+\)|new enemies): rolls 3/, line: 'Dick Broadwell heads away, no cover in reach (11,24)', enemy: [16, 25] },
    ];
    for (const c of cases) {
      const line = after('scenarios/coffeyville.yaml', c.trial, c.from).find((l) => l.includes(c.line));
      const m = /-> \((\d+),(\d+)\)/.exec(line ?? '');
      expect(m, `trial ${c.trial}`).not.toBeNull();
      const [x, y] = m!.slice(1).map(Number) as [number, number];
      expect(Math.max(Math.abs(x - c.enemy[0]!), Math.abs(y - c.enemy[1]!)), `trial ${c.trial}: ${line}`).toBeGreaterThan(1);
    }
  });
});
