/**
 * Shootout!'s single-shot odds (src/odds/): the shot types, weapon kinds and typical attacks; the
 * one-line errors; exact values worked by hand from shootout.txt, "3. Ranged Combat"; every
 * distribution summing to 1; and the exact figures against the engines' own functions (the
 * standing duel's volley for `fire`, the skirmish's snapfire for the others), every outcome and
 * detail row within 4 standard errors at fixed seeds, on matchups covering three weapons (and a
 * Gatling gun), ranges from 2" to 24", Ranged +0 to +3, HTK 1 to 3 and the `+volleys` switch.
 */
import { describe, expect, it } from 'vitest';
import { streamFor } from '@deadeye/rng';
import type { AttackOdds } from '@deadeye/core';
import {
  d6Successes,
  sequentialVolleyJoint,
  shootout,
  shootoutOdds,
  shootoutOddsExact,
  shootoutOddsSimulate,
  shootoutShotDice,
  volleyJoint,
  type ShootoutDuel,
} from '../src/index.ts';

const SHOTS = ['fire', 'snapfire', 'snapfire-over-3'] as const;

/** The matchups of the duel words (`deadeye duel --system shootout`), one per range. */
function duels(a: string, b: string, weaponA: string, range: string, variant?: string): ShootoutDuel[] {
  return shootout.duel!.compile({ a, b, weaponA, range, maxTurns: '20', variant });
}
const one = (a: string, b: string, weaponA: string, range: number, variant?: string): ShootoutDuel => duels(a, b, weaponA, String(range), variant)[0]!;
const p = (o: AttackOdds, name: string): number => {
  const x = o.outcomes.find((y) => y.outcome === name);
  if (x === undefined) throw new Error(`no outcome ${name} in ${o.outcomes.map((y) => y.outcome).join(', ')}`);
  return x.probability;
};

/** The matchups every test runs over: label and matchup. */
const MATCHUPS: { label: string; m: ShootoutDuel }[] = [
  ...duels('Cowboy', 'Cowboy', 'colt', '3,6,18').map((m) => ({ label: `typical revolver: Cowboy's Colt at a Cowboy, ${m.range}"`, m })),
  { label: 'typical rifle: Cowboy\'s repeater at a Cowboy, 24" (its maximum)', m: one('Cowboy', 'Cowboy', 'rifle', 24) },
  { label: 'typical shotgun (2 of 3 dice: 2 rounds, SR-24): Cowboy at a Cowboy, 2"', m: one('Cowboy', 'Cowboy', 'shotgun', 2) },
  { label: 'typical shotgun at its maximum, 12"', m: one('Cowboy', 'Cowboy', 'shotgun', 12) },
  { label: '+volleys: a Townsman (Ranged +0) fires all 3 shotgun dice at a Cowboy, 3"', m: one('Townsmen', 'Cowboy', 'shotgun', 3, 'text+volleys') },
  { label: 'Ranged +3 at HTK 3: Hired Gun\'s Colt at Wyatt Earp, 10"', m: one('Hired Gun', 'Wyatt Earp', 'colt', 10) },
  { label: 'Ranged +0 at HTK 2 (snapfire cannot hit at long range): Townsman\'s Colt at the Sheriff, 10"', m: one('Townsmen', 'Sheriff', 'colt', 10) },
  { label: '4 dice at HTK 3 (snapfire stops at the third unsaved hit): Doc Holliday\'s Gatling gun at Wild Bill Hickock, 6"', m: one('Doc Holliday', 'Wild Bill Hickock', 'gatling', 6) },
];

describe('shots, kinds, typical attacks and errors', () => {
  it('is the shootout system\'s odds, with its three shots (fire the default) and three weapon kinds', () => {
    expect(shootout.odds).toBe(shootoutOdds);
    expect(shootoutOdds.shots.map((s) => s.name)).toEqual([...SHOTS]);
    for (const s of shootoutOdds.shots) expect(s.description).toMatch(/SR-6[34]/);
    expect(shootoutOdds.kinds).toEqual(['revolver', 'rifle', 'shotgun']);
  });
  it('a Cowboy at a Cowboy with a Colt (18"), a repeater rifle (24") or a shotgun (12"): the table\'s Max Range, and reachable there', () => {
    // shootout.txt, "3. Ranged Combat", Weapons: Colt Revolver Max Range 18", Repeater Rifle 24", Shotgun 12".
    const want = { revolver: ['colt-revolver', 18], rifle: ['repeater-rifle', 24], shotgun: ['shotgun', 12] } as const;
    for (const kind of shootoutOdds.kinds) {
      const t = shootoutOdds.typical(kind);
      const [weapon, max] = want[kind as keyof typeof want];
      expect(t).toEqual({ a: 'Cowboy', b: 'Cowboy', weaponA: weapon, maxRange: max });
      const m = duels(t.a, t.b, t.weaponA!, String(t.maxRange))[0]!;
      expect(m.a.weapon).toBe(weapon);
      expect(shootoutOdds.exact(m, 'fire').hit).toBeGreaterThan(0);
      expect(() => duels(t.a, t.b, t.weaponA!, String(t.maxRange + 1))).toThrow(/^--range /);
    }
  });
  it('one-line errors: an unknown shot names --shot and the known shots; a range the weapon cannot reach names --range; an unknown kind names --weapon', () => {
    const m = one('Cowboy', 'Cowboy', 'colt', 6);
    const message = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        return (e as Error).message;
      }
      throw new Error('no error');
    };
    for (const f of [() => shootoutOdds.exact(m, 'aimed'), () => shootoutOdds.simulate(m, 'aimed', streamFor('odds-test', 'err', 0), 10)]) {
      const e = message(f);
      expect(e).toBe('--shot: unknown shot "aimed" for Shootout!; known: fire, snapfire, snapfire-over-3');
    }
    const far = { ...m, range: 19 };
    for (const f of [() => shootoutOdds.exact(far, 'fire'), () => shootoutOdds.simulate(far, 'snapfire', streamFor('odds-test', 'err', 0), 10)]) {
      const e = message(f);
      expect(e).toMatch(/^--range 19: Cowboy's Colt Revolver reaches from 1" to 18"/);
      expect(e).not.toContain('\n');
    }
    expect(message(() => shootoutOdds.typical('cannon'))).toBe('--weapon: unknown weapon kind "cannon" for Shootout!; known: revolver, rifle, shotgun');
    expect(() => shootoutOdds.simulate(m, 'fire', streamFor('odds-test', 'err', 0), 0)).toThrow(RangeError);
  });
});

describe('exact values by hand (shootout.txt, "3. Ranged Combat")', () => {
  it('fire, Cowboy\'s Colt at a Cowboy at 6" (long range)', () => {
    // Each combat die 1D6 + Ranged +1 + "Target stationary +1" + "Target in open +1" = +3: hits on 3..6 (4/6), misses 1..2.
    // Saving throw 1D6 + 0 (no saving-throw modifier in the duel, SR-20): only a 6 saves, so a hit goes unsaved 5/6.
    // Per die: miss 12/36, saved hit 4/36, unsaved hit 20/36. Two dice (Colt: 2 combat dice), HTK 1:
    const o = shootoutOddsExact(one('Cowboy', 'Cowboy', 'colt', 6), 'fire');
    expect(o.outcomes.map((x) => x.outcome)).toEqual(['miss', 'all hits saved', '1 unsaved hit', '2 unsaved hits']);
    expect(p(o, 'miss')).toBeCloseTo(144 / 1296, 14); // (12/36)^2
    expect(p(o, 'all hits saved')).toBeCloseTo((16 * 16 - 144) / 1296, 14); // (16/36)^2 - (12/36)^2
    expect(p(o, '1 unsaved hit')).toBeCloseTo((2 * 20 * 16) / 1296, 14);
    expect(p(o, '2 unsaved hits')).toBeCloseTo(400 / 1296, 14);
    expect(o.hit).toBeCloseTo(1 - 144 / 1296, 14);
    expect(o.outOfAction).toBeCloseTo(1 - 256 / 1296, 14); // 0.80247: an unsaved hit kills a Cowboy (HTK 1)
    expect(o.outcomes.map((x) => x.outOfAction)).toEqual([false, false, true, true]);
    // Hits given a hit: 1 hit 2(4/6)(2/6) = 16/36, 2 hits (4/6)^2 = 16/36, of 32/36: half each.
    expect(o.details[0]!.rows.map((r) => r.probability)).toEqual([0.5, 0.5].map((x) => expect.closeTo(x, 14)));
    // Pinned down (2 hits, alive: both saved) (4/36)^2 / (32/36).
    const effect = Object.fromEntries(o.details[1]!.rows.map((r) => [r.label, r.probability]));
    expect(effect['pinned down']).toBeCloseTo(16 / 1296 / (32 / 36), 14);
    expect(effect['wounded']).toBe(0);
  });
  it('fire at 3" adds "Target at short range +1" (Colt "Up to 3"", inclusive: SR-29)', () => {
    // +4: hits on 2..6 (5/6); unsaved hit per die 25/36; out of action 1 - (11/36)^2.
    const o = shootoutOddsExact(one('Cowboy', 'Cowboy', 'colt', 3), 'fire');
    expect(o.hit).toBeCloseTo(1 - 1 / 36, 14);
    expect(o.outOfAction).toBeCloseTo(1 - 121 / 1296, 14);
  });
  it('snapfire at 12": "Snapfiring -2" and no "Target stationary +1"; the hits land at once (SR-64)', () => {
    // Ranged +1 - 2 + open +1 = +0: hits on a 6 only (1/6); unsaved 5/6: per die an unsaved hit 5/36.
    const m = one('Cowboy', 'Cowboy', 'colt', 12);
    const o = shootoutOddsExact(m, 'snapfire');
    expect(o.hit).toBeCloseTo(1 - 25 / 36, 14);
    expect(o.outOfAction).toBeCloseTo(1 - (31 / 36) ** 2, 14); // 335/1296 = 0.25849
    // No die is rolled at a dead man: a second unsaved hit cannot happen at HTK 1.
    expect(p(o, '2 unsaved hits')).toBe(0);
    // 2 hits only if the first is saved: (1/6)(1/6)(1/6) = 1/216, of P(hit) 11/36 = 66/216.
    expect(o.details[0]!.rows[1]!.probability).toBeCloseTo(1 / 66, 14);
    // Target moved >3" this turn +1: a save on 5..6, unsaved 4/6: per die 4/36; 1 - (32/36)^2.
    expect(shootoutOddsExact(m, 'snapfire-over-3').outOfAction).toBeCloseTo(1 - (32 / 36) ** 2, 14);
    // Fire at the same range: +3, three better than snapfire.
    expect(shootoutOddsExact(m, 'fire').hit).toBeCloseTo(1 - (2 / 6) ** 2, 14);
  });
  it('a Ranged +0 man snapfiring at long range never hits (1D6 - 1: a 6 makes 5; SR-28), and there is no detail', () => {
    const o = shootoutOddsExact(one('Townsmen', 'Sheriff', 'colt', 10), 'snapfire');
    expect(o.hit).toBe(0);
    expect(p(o, 'miss')).toBe(1);
    expect(o.details).toEqual([]);
  });
  it('HTK 3 with a Colt: two dice can never put Wyatt Earp out of action', () => {
    const o = shootoutOddsExact(one('Hired Gun', 'Wyatt Earp', 'colt', 10), 'fire');
    // Ranged +3 + 2 = +5: hits on 2..6 (5/6); a natural 1 still misses.
    expect(o.hit).toBeCloseTo(1 - 1 / 36, 14);
    expect(o.outOfAction).toBe(0);
    expect(o.outcomes.every((x) => !x.outOfAction)).toBe(true);
  });
  it('the dice of a turn: a shotgun fires 2 of its 3 dice with its 2 rounds, 3 with +volleys (SR-24)', () => {
    expect(shootoutOddsExact(one('Cowboy', 'Cowboy', 'shotgun', 3), 'fire').outcomes).toHaveLength(4);
    const v = one('Cowboy', 'Cowboy', 'shotgun', 3, 'text+volleys');
    expect(shootoutShotDice(v.a, v.switches.volleys)).toBe(3);
    // +4: miss 1/6 a die; three dice: (1/6)^3.
    expect(p(shootoutOddsExact(v, 'fire'), 'miss')).toBeCloseTo(1 / 216, 14);
  });
  it('Ranged changes the odds: Hired Gun (+3) > Cowboy (+1) > Townsman (+0) at 10"', () => {
    const ooa = (a: string) => shootoutOddsExact(one(a, 'Cowboy', 'colt', 10), 'fire').outOfAction;
    expect(ooa('Hired Gun')).toBeGreaterThan(ooa('Cowboy'));
    expect(ooa('Cowboy')).toBeGreaterThan(ooa('Townsmen'));
    // Townsman +2: hits on 4..6 (3/6), unsaved 5/6: 1 - (1 - 15/36)^2.
    expect(ooa('Townsmen')).toBeCloseTo(1 - (21 / 36) ** 2, 14);
  });
  it('the die-by-die chain is the duel\'s binomial volley when it never stops', () => {
    for (const [n, hitMod, saveMod] of [[2, 3, 0], [3, 1, 1], [4, 5, 0], [8, -1, 2]] as const) {
      const a = volleyJoint(n, hitMod, saveMod);
      const b = sequentialVolleyJoint(n, d6Successes(hitMod) / 6, 1 - d6Successes(saveMod) / 6, Infinity);
      for (let i = 0; i < a.length; i++) expect(b[i]).toBeCloseTo(a[i]!, 14);
    }
  });
});

describe('every distribution sums to 1', () => {
  for (const { label, m } of MATCHUPS) {
    it(label, () => {
      for (const shot of SHOTS) {
        const o = shootoutOddsExact(m, shot);
        let sum = 0;
        let ooa = 0;
        for (const x of o.outcomes) {
          expect(x.probability).toBeGreaterThanOrEqual(0);
          sum += x.probability;
          if (x.outOfAction) ooa += x.probability;
        }
        expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
        expect(o.hit).toBeCloseTo(1 - p(o, 'miss'), 12);
        expect(o.outOfAction).toBeCloseTo(ooa, 12);
        for (const d of o.details) expect(Math.abs(d.rows.reduce((s, r) => s + r.probability, 0) - 1)).toBeLessThan(1e-12);
        expect(o.details.length).toBe(o.hit > 0 ? 2 : 0);
      }
    });
  }
});

describe('exact against the engines (200,000 trials, within 4 standard errors)', () => {
  const TRIALS = 200_000;
  const within = (observed: number, q: number, n: number, what: string): void => {
    if (q === 0 || q === 1) {
      expect(observed, what).toBe(q);
      return;
    }
    const se = Math.sqrt((q * (1 - q)) / n);
    expect(Math.abs(observed - q) / se, `${what}: ${observed} against ${q}`).toBeLessThan(4);
  };
  for (const { label, m } of MATCHUPS) {
    it(label, () => {
      for (const shot of SHOTS) {
        const e = shootoutOddsExact(m, shot);
        const s = shootoutOddsSimulate(m, shot, streamFor('odds-test', `${m.id}|${shot}`, 0), TRIALS);
        expect(s.outcomes.map((x) => [x.outcome, x.outOfAction])).toEqual(e.outcomes.map((x) => [x.outcome, x.outOfAction]));
        e.outcomes.forEach((x, i) => within(s.outcomes[i]!.probability, x.probability, TRIALS, `${shot} ${x.outcome}`));
        within(s.outOfAction, e.outOfAction, TRIALS, `${shot} out of action`);
        // Detail rows are shares of the hits: about TRIALS * hit of them.
        e.details.forEach((d, k) =>
          d.rows.forEach((r, j) => within(s.details[k]!.rows[j]!.probability, r.probability, Math.round(TRIALS * e.hit), `${shot} ${d.title.slice(0, 20)} ${r.label}`)),
        );
      }
    });
  }
});
