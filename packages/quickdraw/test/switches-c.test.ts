/**
 * Variant switches of Quick on the Draw (issue #12: "a ruling a group might play differently is a
 * variant switch"), each on forced dice or a forced state: with the switch off the ruling as
 * played, with it on the group's alternative. Each assertion about a switch fails if the switch
 * does nothing. Rule text: ../shared/seeds/quick-on-the-draw.md; rulings: RULINGS.md.
 *
 * - `+hasty-off-handed` (QR-156): "Increase the target's VDV by 2 ... Hit by a shooter who was
 *   making hasty shots or firing off handed" (REEL 6, HITS ON VEHICLES, ADJUSTMENTS). Off: a hasty
 *   shot from the wrong hand is +2 once (one bullet); on: +2 for each, +4. A hasty shot alone, or a
 *   deliberate one from the wrong hand, is +2 either way; Ambidextrous ignores the wrong hand
 *   (REEL 2) either way.
 * - `+one-per-line` (QR-178): "Increase the target's DV by 2: Shot while evading or in dense or
 *   hard cover or lying prone"; "Increase the target's DV by 1: Shot while Moving quickly or in
 *   light cover" (REEL 6, ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV). Off: each condition counts
 *   (prone behind the fixture's water trough +4, evading too +6, moving quickly behind the rail
 *   fence +2); on: each line once (+2, +2, +1). One condition alone, and two lines together (prone
 *   behind the fence, +3), are the same either way. A mount's DV (mounts.ts `mountDv`, QR-34)
 *   follows: evading behind the trough +4 off, +2 on.
 * - `+drawing-blows` (QR-9): "Increase the target's DV by 1 ... Hit by opponent Drawing weapon on
 *   this turn" (REEL 6); Quick Draw "ignores the increase on an enemies DV when drawing a weapon
 *   and shooting or fighting" (REEL 2). Off: no blow takes the row; on: a blow with the knife he
 *   carries while his revolver is the weapon in hand is at DV +1, unless he has Quick Draw; a
 *   clubbed revolver (the weapon in hand) is not, on or off.
 * - `+face-off` (QR-55): "Enemy in the open in line of sight are seen automatically. Enemy who are
 *   hiding ... may be more difficult to find" (REEL 3, LOCATING THE ENEMY); the text has no
 *   start-of-game rule. A trial of no phase plays only the start: off, the fixture's Bushwhacker
 *   behind the water trough is not located by the Marshal (hidden from him: no shot), the Boss in
 *   the open is; on, both are, and the Marshal can shoot the Bushwhacker. On, a man who then moves
 *   from cover to cover (in cover all the way) is lost as before (QR-57: `afterMove`).
 * - `+lucky-effects` (QR-83): Lucky "May re-roll up to 4 dice rolls ... this includes dice rolls
 *   which cause an adverse affect on them ... as well as improving the results of hits caused by
 *   them" (REEL 2, PERSONALITY). Off: a Lucky shooter rerolls a missed shot, a Lucky fighter a
 *   missed blow, and the effects roll of his hit stands. On: the Near Miss or Graze of his hit is
 *   rerolled (one of his four; the second take stands), a missed shot or a missed blow of 2-4 is
 *   not, a Deadly Riposte's 1 still is; a test for injury (no hit) is not improved. `deadeye odds`
 *   follows: its exact odds against the engine's `fire` (200,000 trials, within 4 standard errors,
 *   as test/odds.test.ts), and the switch moves them.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { BLOW_STANDARD, loadScenario, placeAt, SHOT_DELIBERATE, SHOT_HASTY } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { parseQdVariant, type QdSetup } from '../src/index.ts';
import { IMPACT_NORMAL, TRAIT } from '../src/skirmish/setup.ts';
import { shotVdv } from '../src/skirmish/vehicles.ts';
import { BY_SHOOTING, targetDv } from '../src/skirmish/effects.ts';
import { mountDv } from '../src/skirmish/mounts.ts';
import { at, coverSetup, who } from './fixture.ts';
import { strike } from '../src/skirmish/fighting.ts';
import { afterMove, isLocated } from '../src/skirmish/locating.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { injuryTest } from '../src/skirmish/terrain.ts';
import { streamFor } from '@deadeye/rng';
import { buildQdDuels, qdOdds, type QdDuel } from '../src/index.ts';
import { inReach } from '../src/skirmish/shooting.ts';
import { duelSetup, forcedWorld, idleAgent, lineOf, seenWorld, VERSUS_TARGET, withChar } from './qd-helpers.ts';

/** `setup` played under the variant `words` (e.g. `text+hasty-off-handed`). */
function withVariant(setup: QdSetup, words: string): QdSetup {
  return { ...setup, variant: parseQdVariant(words) };
}

/** Sixty 7s after the forced dice: a 7 neither fails nor is special. */
const PAD = Array.from({ length: 60 }, () => 7);

/**
 * A's line `a` (named A) against B (a Supporting revolver man) at `range` paces under `variant`,
 * on the forced dice `values` then 7s; both seen and located, A's first weapon drawn and in hand,
 * a log kept ({@link versusWorld} with a variant).
 */
function versusUnder(variant: string, a: string, values: readonly number[], range = 5) {
  const setup = withVariant(duelSetup(`${a} NAME=A`, VERSUS_TARGET, range, 5), variant);
  const w = forcedWorld(setup, [idleAgent, idleAgent], [...values, ...PAD]);
  w.world.seen.fill(1);
  w.world.located.fill(1);
  w.world.inHand[0] = 0;
  w.world.drawn[0] = 1;
  w.world.log = [];
  return w;
}

/** The DV of the first effect roll in `log` ("rolls N for the effect at DV d"). */
function dvOf(log: readonly string[]): number {
  const m = log.map((l) => /for the effect at DV (-?\d+)/.exec(l)).find((x) => x !== null);
  if (m === undefined || m === null) throw new Error('no effect roll in the log');
  return Number(m[1]);
}

describe('+hasty-off-handed: a hasty shot from the wrong hand at a vehicle, VDV +2 for each (QR-156)', () => {
  const FIXTURE = fileURLToPath(new URL('./fixtures/vehicle-yard.yaml', import.meta.url));
  const SHOOTER = 0;
  const WAGON = 0;
  const setup = compileScenario(getSystem('quickdraw'), loadScenario(FIXTURE), {}) as QdSetup;
  const revolver = setup.characters[SHOOTER]!.weapons[0]!;
  /** The wagon's VDV against a shot of `type`, from the wrong hand or not, under `variant`, the shooter's traits `traits`. */
  const vdv = (variant: string, type: number, wrong: number, traits = 0): number => {
    const w = seenWorld(withVariant(withChar(setup, SHOOTER, { traits }), variant), []).world;
    w.wrongHand[SHOOTER] = wrong;
    return shotVdv(w, WAGON, SHOOTER, type, revolver, IMPACT_NORMAL, false);
  };

  it('off: one bullet, +2 once; on: +2 for a hasty shot and +2 for the wrong hand, +4', () => {
    const base = vdv('text', SHOT_DELIBERATE, 0);
    expect(vdv('text', SHOT_HASTY, 1)).toBe(base + 2);
    expect(vdv('text+hasty-off-handed', SHOT_HASTY, 1)).toBe(base + 4);
  });

  it('on: a hasty shot alone, or the wrong hand alone, is still +2; Ambidextrous adds nothing for the hand', () => {
    const base = vdv('text+hasty-off-handed', SHOT_DELIBERATE, 0);
    expect(vdv('text+hasty-off-handed', SHOT_HASTY, 0)).toBe(base + 2);
    expect(vdv('text+hasty-off-handed', SHOT_DELIBERATE, 1)).toBe(base + 2);
    expect(vdv('text+hasty-off-handed', SHOT_HASTY, 1, TRAIT.ambidextrous)).toBe(base + 2);
  });
});

describe('+one-per-line: each printed line of DV adjustments counts once (QR-178)', () => {
  const MARSHAL = who('Marshal');
  const BUSHWHACKER = who('Bushwhacker');
  /** Bushwhacker's DV against Marshal's shot (at (3,5); the trough lies between at (5,5)), under `variant`, in `state`. */
  const dvOf = (variant: string, state: { prone?: number; evading?: number; quick?: number; cell?: number }): number => {
    const w = seenWorld(withVariant(coverSetup, variant), []).world;
    if (state.cell !== undefined) placeAt(w, BUSHWHACKER, state.cell);
    w.prone[BUSHWHACKER] = state.prone ?? 0;
    w.evading[BUSHWHACKER] = state.evading ?? 0;
    w.movingQuickly[BUSHWHACKER] = state.quick ?? 0;
    return targetDv(w, BUSHWHACKER, MARSHAL, BY_SHOOTING, 0);
  };
  /** Behind the rail fence (x 9) from Marshal's row: a soft-covered line, light cover. */
  const FENCE = at(10, 8);

  it('the fixture gives the cover the test needs: hard cover at the trough, light behind the fence, none in the open', () => {
    const open = dvOf('text', { cell: at(6, 2) });
    expect(dvOf('text', {})).toBe(open + 2);
    expect(dvOf('text', { cell: FENCE })).toBe(open + 1);
  });

  it('off: each condition counts; on: the "+2" line and the "+1" line each once', () => {
    const open = dvOf('text', { cell: at(6, 2) });
    expect(dvOf('text', { prone: 1 })).toBe(open + 4);
    expect(dvOf('text+one-per-line', { prone: 1 })).toBe(open + 2);
    expect(dvOf('text', { prone: 1, evading: 1 })).toBe(open + 6);
    expect(dvOf('text+one-per-line', { prone: 1, evading: 1 })).toBe(open + 2);
    expect(dvOf('text', { quick: 1, cell: FENCE })).toBe(open + 2);
    expect(dvOf('text+one-per-line', { quick: 1, cell: FENCE })).toBe(open + 1);
  });

  it('on: one condition alone, or one of each line, as before', () => {
    const open = dvOf('text+one-per-line', { cell: at(6, 2) });
    expect(dvOf('text+one-per-line', {})).toBe(open + 2);
    expect(dvOf('text+one-per-line', { prone: 1, cell: FENCE })).toBe(open + 3);
    expect(dvOf('text+one-per-line', { evading: 1, cell: at(6, 2) })).toBe(open + 2);
  });

  it("a mount's DV follows: evading behind the trough +4 off, +2 on", () => {
    const mount = (variant: string, evading: number): number => {
      const w = seenWorld(withVariant(coverSetup, variant), []).world;
      w.evading[BUSHWHACKER] = evading;
      return mountDv(w, BUSHWHACKER, MARSHAL, BY_SHOOTING);
    };
    expect(mount('text', 0)).toBe(2);
    expect(mount('text', 1)).toBe(4);
    expect(mount('text+one-per-line', 1)).toBe(2);
  });
});

describe('+drawing-blows: "Hit by opponent Drawing weapon on this turn" on a blow with a weapon not in hand (QR-9)', () => {
  const KNIFE_MAN = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver,knife';
  /** A's blow at B in contact (no response): attack 7 (a hit), B's effect roll 5; the log. */
  const blow = (variant: string, a: string): string[] => {
    const { world } = versusUnder(variant, a, [7, 5], 1);
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, false);
    expect(lineOf(world.log!, /A attacks B with Knife|A attacks B with Cartridge revolver/)).toBeGreaterThan(-1);
    return world.log!;
  };

  it('off: the knife blow, his revolver in hand, takes no +1; on: it does', () => {
    const off = dvOf(blow('text', KNIFE_MAN));
    expect(dvOf(blow('text+drawing-blows', KNIFE_MAN))).toBe(off + 1);
  });

  it('on: Quick Draw ignores it; a clubbed revolver (the weapon in hand) never takes it', () => {
    expect(dvOf(blow('text+drawing-blows', `${KNIFE_MAN} SKILLS=quick-draw`))).toBe(dvOf(blow('text', `${KNIFE_MAN} SKILLS=quick-draw`)));
    const club = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver';
    expect(dvOf(blow('text+drawing-blows', club))).toBe(dvOf(blow('text', club)));
  });
});

describe('+face-off: everyone in sight starts located (QR-55)', () => {
  const MARSHAL = who('Marshal');
  const BUSHWHACKER = who('Bushwhacker');
  const BOSS = who('Boss');
  /** The fixture's world after the start of a trial of no phase under `variant` (the start's observations and sightings only). */
  const started = (variant: string) => {
    const setup = { ...withVariant(coverSetup, variant), maxTurns: 0 };
    const w = forcedWorld(setup, setup.characters.map(() => idleAgent), PAD);
    w.engine.playTrial();
    return w.world;
  };
  /** The Marshal's revolver. */
  const revolverOf = (w: { setup: QdSetup }) => w.setup.characters[MARSHAL]!.weapons[0]!;

  it('off: the Bushwhacker hidden behind the trough is not located and cannot be shot; on: he is, and can', () => {
    const off = started('text');
    expect(off.located[MARSHAL * off.n + BUSHWHACKER]).toBe(0);
    expect(isLocated(off, MARSHAL, BUSHWHACKER)).toBe(false);
    expect(isLocated(off, MARSHAL, BOSS)).toBe(true);
    off.drawn[MARSHAL] = 1;
    expect(inReach(off, MARSHAL, BUSHWHACKER, revolverOf(off))).toBe(false);
    const on = started('text+face-off');
    expect(on.located[MARSHAL * on.n + BUSHWHACKER]).toBe(1);
    expect(isLocated(on, MARSHAL, BUSHWHACKER)).toBe(true);
    on.drawn[MARSHAL] = 1;
    expect(inReach(on, MARSHAL, BUSHWHACKER, revolverOf(on))).toBe(true);
  });

  it('on: located at the start, he is lost as before when he moves in cover (afterMove, QR-57)', () => {
    const on = started('text+face-off');
    expect(isLocated(on, MARSHAL, BUSHWHACKER)).toBe(true);
    const from = on.cell[BUSHWHACKER]!;
    placeAt(on, BUSHWHACKER, at(6, 4));
    afterMove(on, BUSHWHACKER, from, on.cell[BUSHWHACKER]!);
    expect(isLocated(on, MARSHAL, BUSHWHACKER)).toBe(false);
  });
});

describe('+lucky-effects: Lucky improves the effects of his hits, not his misses (QR-83)', () => {
  const LUCKY = 'TYPE=supporting PERSONALITY=lucky WPN=cartridge-revolver';
  const LUCKY_KNIFE = 'TYPE=supporting PERSONALITY=lucky WPN=knife';

  it('a missed shot (3): off, rerolled (8, a hit); on, not', () => {
    const off = versusUnder('text', LUCKY, [3, 8, 5]).world;
    fire(off, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(off.log!, /A is Lucky and rerolls the shot/)).toBeGreaterThan(-1);
    expect(off.luckLeft[0]).toBe(3);
    const on = versusUnder('text+lucky-effects', LUCKY, [3, 8, 5]).world;
    fire(on, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(on.log!, /rerolls the shot/)).toBe(-1);
    expect(lineOf(on.log!, /for the effect/)).toBe(-1);
    expect(on.luckLeft[0]).toBe(4);
  });

  it("a hit (7) whose effect is a Near Miss or a Graze (B's 10 at DV 0: a graze): off, it stands; on, rerolled (3: 2 hits)", () => {
    const off = versusUnder('text', LUCKY, [7, 10, 3]).world;
    fire(off, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(off.lethal[1]).toBe(0);
    expect(off.luckLeft[0]).toBe(4);
    const on = versusUnder('text+lucky-effects', LUCKY, [7, 10, 3]).world;
    fire(on, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(on.log!, /A is Lucky and has the effect rerolled: 3/)).toBeGreaterThan(-1);
    expect(on.lethal[1]).toBe(2);
    expect(on.luckLeft[0]).toBe(3);
  });

  it('on: an effect that takes cards or calls for a courage test is not rerolled by him', () => {
    const on = versusUnder('text+lucky-effects', LUCKY, [7, 7, 3]).world;
    fire(on, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(lineOf(on.log!, /has the effect rerolled/)).toBe(-1);
    expect(on.luckLeft[0]).toBe(4);
  });

  it("a missed blow: off, a 3 rerolled; on, a 3 not, a Deadly Riposte's 1 still", () => {
    const blowAt = (variant: string, dice: number[]) => {
      const { world } = versusUnder(variant, LUCKY_KNIFE, dice, 1);
      strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, false);
      return world;
    };
    expect(lineOf(blowAt('text', [3, 8, 5]).log!, /A is Lucky and rerolls the blow/)).toBeGreaterThan(-1);
    const on = blowAt('text+lucky-effects', [3, 8, 5]);
    expect(lineOf(on.log!, /rerolls the blow/)).toBe(-1);
    expect(lineOf(on.log!, /Missed!/)).toBeGreaterThan(-1);
    expect(lineOf(blowAt('text+lucky-effects', [1, 8, 5]).log!, /A is Lucky and rerolls the blow/)).toBeGreaterThan(-1);
  });

  it('on: a test for injury is no hit of his: a Lucky enemy nearby does not improve it', () => {
    // B tests for injury (a fall: light impact, DV +1); his 10 is a graze; A, the nearest enemy, is Lucky.
    const on = versusUnder('text+lucky-effects', LUCKY, [10, 3]).world;
    injuryTest(on, 1);
    expect(lineOf(on.log!, /has the effect rerolled/)).toBe(-1);
    expect(on.luckLeft[0]).toBe(4);
  });

  describe('deadeye odds follows the switch (system/odds.ts)', () => {
    const TRIALS = 200_000;
    const matchup = (variant: string, a: string, b: string, range: number): QdDuel => buildQdDuels({ a, b, range: String(range), maxTurns: '10', variant })[0]!;
    /** Exact against the engine's `fire`: every outcome within 4 standard errors of TRIALS trials (test/odds.test.ts). */
    const agree = (m: QdDuel, shot: string): Record<string, number> => {
      const e = qdOdds.exact(m, shot);
      expect(Math.abs(e.outcomes.reduce((t, o) => t + o.probability, 0) - 1)).toBeLessThan(1e-12);
      const s = qdOdds.simulate(m, shot, streamFor('switches-c', `${m.id}-${shot}-${m.variant}`, 0), TRIALS);
      e.outcomes.forEach((o, k) => {
        const p = o.probability;
        const got = s.outcomes[k]!.probability;
        const se = Math.sqrt((p * (1 - p)) / TRIALS);
        if (p === 0) expect(got, `${e.attack}: ${o.outcome}`).toBe(0);
        else expect(Math.abs(got - p), `${e.attack}: ${o.outcome} exact ${p} simulated ${got}`).toBeLessThan(4 * se);
      });
      return Object.fromEntries(e.outcomes.map((o) => [o.outcome, o.probability]));
    };

    it('a Lucky Supporting shooter at 6 paces: on, exact and simulated agree, no miss rerolled and no graze left to stand', () => {
      const b = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver NAME=B';
      const off = qdOdds.exact(matchup('text', `${LUCKY} NAME=A`, b, 6), 'deliberate');
      const on = agree(matchup('text+lucky-effects', `${LUCKY} NAME=A`, b, 6), 'deliberate');
      // Off: a miss (0.4) rerolled: 0.16. On: not rerolled, 0.4; a graze (A's 5-9 then B's 10, or a
      // Bull's Eye then B's 10: 0.06) rerolled, a graze again one time in ten: 0.006.
      expect(off.outcomes.find((o) => o.outcome === 'miss')!.probability).toBeCloseTo(0.16, 12);
      expect(on.miss).toBeCloseTo(0.4, 12);
      expect(on.graze).toBeCloseTo(0.006, 12);
    });

    it('fanning (3 dice each scoring) by a Lucky Main Character at a Lucky Hero, and a snap shot at a Minor character: exact and simulated agree', () => {
      agree(matchup('text+lucky-effects', 'TYPE=main PERSONALITY=lucky WPN=cartridge-revolver NAME=A', 'TYPE=hero PERSONALITY=lucky WPN=cartridge-revolver NAME=B', 4), 'fanning');
      agree(matchup('text+lucky-effects', 'TYPE=hero PERSONALITY=lucky WPN=cartridge-revolver NAME=A', 'TYPE=minor PERSONALITY=ordinary WPN=cartridge-revolver NAME=B', 10), 'snap');
    });
  });
});
