/**
 * The twenty-fifth audit (b: the duels' replays, seed 1, 2026-12-04):
 * 1. a gun dropped ("Darn It!", or a fall) and picked up is in his hand, drawn (RULINGS.md QR-68
 *    amended): picking it up had put it back in the holster, so that his next card's shot went
 *    through the drawing chart again, hasty, and could be answered by every enemy (Doc Holliday
 *    against Johnny Ringo, trial 25).
 * 2. the black joker stops the pick up, as it stops a draw (QR-24, QR-182): the pick up made no
 *    roll and went ahead, the joker dropped unsaid (the Long Branch, trial 646: Bat Masterson).
 * 3. a Heroic man's courage test (none: "Never has to make a courage test") is said in the replay;
 *    the effect's courage test had vanished without a line.
 * Each assertion fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { duelOf, getSystem, replayDuel, replayScenario, withForeignDuelists } from '@deadeye/registry';
import { bundled } from './fixture.ts';

const system = getSystem('quickdraw');

/** The log of trial `trial` (seed 1) of the SHOOTOUTS duel of Doc Holliday and Johnny Ringo at 15 paces, as `deadeye replay --system quickdraw --a "Doc Holliday" --b "Johnny Ringo"` plays it. */
function docRingo(trial: number): readonly string[] {
  const duel = duelOf(system);
  const words = withForeignDuelists(system, { system: 'quickdraw', a: 'Doc Holliday', b: 'Johnny Ringo', range: '15', maxTurns: String(duel.defaultMaxTurns) } as never);
  return replayDuel(system, duel.compile(words)[0]!, '1', trial).log;
}

describe('the twenty-fifth audit (b)', () => {
  it('1. Doc Holliday picks up the gun he dropped: his next card shoots it, with no draw', () => {
    const log = docRingo(25);
    const k = log.findIndex((l) => l.startsWith('    Doc Holliday picks up his dropped gun'));
    expect(k).toBeGreaterThan(0);
    const next = log.findIndex((l, j) => j > k && l.startsWith('  card') && l.endsWith('Doc Holliday'));
    expect(next).toBeGreaterThan(k);
    expect(log[next + 1]).toMatch(/^ {4}Doc Holliday wants to shoot: /);
    expect(log.slice(k, next + 4).some((l) => l.includes('Doc Holliday draws and shoots'))).toBe(false);
  });

  it('2. the black joker stops Bat Masterson picking up his gun', () => {
    const log = replayScenario(system, bundled('long-branch-saloon'), '1', 646).log;
    const k = log.indexOf('  card 4: Bat Masterson');
    expect(log[k - 1]).toBe('  card 3: the black joker');
    expect(log[k + 1]).toBe('    the black joker: Bat Masterson does not pick up his gun');
  });

  it("3. a Heroic man's courage test is said, not silent", () => {
    const log = docRingo(25);
    const k = log.findIndex((l) => /Johnny Ringo rolls .* for the effect at DV -?\d+: 2-hits/.test(l));
    expect(k).toBeGreaterThan(0);
    expect(log.slice(k, k + 3)).toContain('    Johnny Ringo is Heroic: no courage test');
  });
});
