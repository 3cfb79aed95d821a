/**
 * BOOT HILL's single-shot odds (`deadeye odds`, RULINGS.md R21-R25): every distribution sums to 1,
 * hand-computed values from the tables, the exact solver of the duel agreeing on the first shot,
 * and the exact odds against the duel engine's own shot resolution (Monte Carlo, 4 standard
 * errors, fixed seed) for every shot type, four range bands, revolvers, shotgun, scatter gun and
 * rifle, shooters of low and high accuracy, both readings and a target a serious wound knocks out.
 */
import { describe, expect, it } from 'vitest';
import { INTENT_FIRE, INTENT_HOLD, packIntent, type AttackOdds, type WeaponAgent } from '@deadeye/core';
import { streamFor } from '@deadeye/rng';
import {
  BOOT_HILL_SHOTS,
  bootHill,
  bootHillOdds,
  compileDuel,
  findCharacter,
  parseStatLine,
  solveDuelExact,
  type DuelMatchup,
  type DuelSetup,
} from '../src/index.ts';

const who = (name: string) => findCharacter(name);
const odds = bootHillOdds;

/** |estimate - p| in standard errors of a binomial share over n. */
function standardErrors(estimate: number, n: number, p: number): number {
  const se = Math.sqrt((p * (1 - p)) / n);
  const diff = Math.abs(estimate - p);
  if (se === 0) return diff === 0 ? 0 : Infinity;
  return diff / se;
}

function sum(xs: readonly { probability: number }[]): number {
  return xs.reduce((s, x) => s + x.probability, 0);
}

/** The matchups played: label, setup, and the shots its weapon fires in a turn. */
const MATCHUPS: { label: string; setup: DuelSetup }[] = [
  // The typical revolver attack at four bands of the SAR6 (short 0-4, medium 4+-10, long 10+-20, extreme 20+-40).
  { label: 'Cowboy SAR6 at Cowboy, 3 (short)', setup: { a: who('Cowboy'), b: who('Cowboy'), range: 3 } },
  { label: 'Cowboy SAR6 at Cowboy, 10 (medium)', setup: { a: who('Cowboy'), b: who('Cowboy'), range: 10 } },
  { label: 'Cowboy SAR6 at Cowboy, 15 (long)', setup: { a: who('Cowboy'), b: who('Cowboy'), range: 15 } },
  { label: 'Cowboy SAR6 at Cowboy, 30 (extreme)', setup: { a: who('Cowboy'), b: who('Cowboy'), range: 30 } },
  // A shooter of high accuracy (BAC 95) with a fast-draw revolver: a certain hit at short range.
  { label: 'Doc Holliday FDR6 at Cowboy, 2 (short, 105%: certain)', setup: { a: who('Doc Holliday'), b: who('Cowboy'), range: 2 } },
  { label: 'Doc Holliday FDR6 at Cowboy, 10 (long)', setup: { a: who('Doc Holliday'), b: who('Cowboy'), range: 10 } },
  // Shotgun: several wounds a hit; 0 possible at extreme.
  { label: 'Stage Guard 2SG at Cowboy, 3 (short)', setup: { a: who('Stage Guard'), b: who('Cowboy'), range: 3 } },
  { label: 'Stage Guard 2SG at Cowboy, 10 (medium)', setup: { a: who('Stage Guard'), b: who('Cowboy'), range: 10 } },
  { label: 'Stage Guard 2SG at Cowboy, 30 (extreme)', setup: { a: who('Stage Guard'), b: who('Cowboy'), range: 30 } },
  // Scatter gun at a weak target (Doc Holliday, STR 8: two light wounds do not drop him, a serious and a light do).
  { label: 'Bartender SCG at Doc Holliday, 2 (short)', setup: { a: who('Bartender'), b: who('Doc Holliday'), weaponB: 'SCG', range: 2 } },
  { label: 'Bartender SCG at Miner, 12 (extreme, 0 wounds possible)', setup: { a: who('Bartender'), b: who('Miner'), range: 12 } },
  // Rifle.
  { label: 'Homesteader 6R at Homesteader, 100 (long)', setup: { a: who('Homesteader'), b: who('Homesteader'), range: 100 } },
  // The rulebook's reading: farther is easier (extreme +25).
  { label: 'rulebook reading: Cowboy SAR6 at Cowboy, 30 (extreme)', setup: { a: who('Cowboy'), b: who('Cowboy'), range: 30, variant: 'rulebook' } },
  // A target of STR 6: one serious wound (-7) knocks him out.
  { label: 'Cowboy SAR6 at a STR 6 stat line, 10', setup: { a: who('Cowboy'), b: parseStatLine('BASP=+7 BAC=60 STR=6 WPN=SAR6'), range: 10 } },
];

function shotsOf(m: DuelMatchup): string[] {
  return BOOT_HILL_SHOTS.slice(0, m.a.rateOfFire).map((s) => s.name);
}

/** Checks the shape every distribution must have. */
function checkDistribution(o: AttackOdds): void {
  expect(Math.abs(sum(o.outcomes) - 1)).toBeLessThan(1e-12);
  for (const x of o.outcomes) expect(x.probability).toBeGreaterThanOrEqual(0);
  const miss = o.outcomes.find((x) => x.outcome === 'miss')?.probability as number;
  expect(o.hit).toBeCloseTo(1 - miss, 14);
  expect(o.outOfAction).toBeCloseTo(sum(o.outcomes.filter((x) => x.outOfAction)), 14);
  expect(o.outcomes.filter((x) => x.outOfAction).map((x) => x.outcome)).toEqual(['unconscious', 'dead (mortal wound)']);
  for (const d of o.details) expect(Math.abs(sum(d.rows) - 1)).toBeLessThan(1e-12);
}

describe('BOOT HILL single-shot odds: distributions sum to 1', () => {
  for (const { label, setup } of MATCHUPS) {
    it(label, () => {
      const m = compileDuel(setup);
      for (const shot of shotsOf(m)) checkDistribution(odds.exact(m, shot));
    });
  }
});

describe('BOOT HILL single-shot odds: values by hand from the tables', () => {
  // Per wound, WOUND CHART (boot-hill-rulebook.txt, COMBAT / WOUNDS / WOUND CHART): location share x severity share.
  //   mortal: R.Shoulder .10x.10 + L.Shoulder .10x.20 + Abdomen .20x.20 + Chest .15x.40 + Head .15x.60
  //         = .01 + .02 + .04 + .06 + .09 = .22
  //   light:  legs 2 x .10x.40 + arms 2 x .05x.75 + shoulders 2 x .10x.40 + Abdomen .20x.40 + Chest .15x.20 + Head .15x.20
  //         = .08 + .075 + .08 + .08 + .03 + .03 = .375;  serious = 1 - .375 - .22 = .405
  const at = (setup: DuelSetup, shot = 'first') => {
    const o = odds.exact(compileDuel(setup), shot);
    return (name: string) => o.outcomes.find((x) => x.outcome === name)?.probability;
  };

  it('Cowboy SAR6 at 10 (medium): BAC 60 + 0 = 60%; dead .6 x .22, light .6 x .375, serious .6 x .405', () => {
    // HIT DETERMINATION CHART (Referee's Screen): Range Medium 0.
    const p = at({ a: who('Cowboy'), b: who('Cowboy'), range: 10 });
    expect(p('miss')).toBeCloseTo(0.4, 14);
    expect(p('light wound')).toBeCloseTo(0.225, 14);
    expect(p('serious wound')).toBeCloseTo(0.243, 14);
    expect(p('unconscious')).toBe(0);
    expect(p('dead (mortal wound)')).toBeCloseTo(0.132, 14);
  });

  it('Cowboy SAR6: short 70%, extreme 35% (screen +10 / -25); second and third shot -10 / -20 (50%, 40% at medium)', () => {
    expect(at({ a: who('Cowboy'), b: who('Cowboy'), range: 3 })('dead (mortal wound)')).toBeCloseTo(0.7 * 0.22, 14);
    expect(at({ a: who('Cowboy'), b: who('Cowboy'), range: 30 })('dead (mortal wound)')).toBeCloseTo(0.35 * 0.22, 14);
    expect(at({ a: who('Cowboy'), b: who('Cowboy'), range: 10 }, 'second')('miss')).toBeCloseTo(0.5, 14);
    expect(at({ a: who('Cowboy'), b: who('Cowboy'), range: 10 }, 'third')('miss')).toBeCloseTo(0.6, 14);
  });

  it('rulebook reading: extreme range +25 (rulebook HIT DETERMINATION CHART as printed), 85%', () => {
    expect(at({ a: who('Cowboy'), b: who('Cowboy'), range: 30, variant: 'rulebook' })('miss')).toBeCloseTo(0.15, 14);
  });

  it('Doc Holliday FDR6 at 2: 95 + 10 = 105%, a certain hit (R14)', () => {
    const o = odds.exact(compileDuel({ a: who('Doc Holliday'), b: who('Cowboy'), range: 2 }), 'first');
    expect(o.hit).toBe(1);
    expect(o.outOfAction).toBeCloseTo(0.22, 14);
  });

  it('a STR 6 target: a serious wound (-7) is unconscious (rulebook WOUNDS: STRENGTH 0 or less)', () => {
    const p = at({ a: who('Cowboy'), b: parseStatLine('BASP=+7 BAC=60 STR=6 WPN=SAR6'), range: 10 });
    expect(p('serious wound')).toBe(0);
    expect(p('unconscious')).toBeCloseTo(0.6 * 0.405, 14);
    expect(p('light wound')).toBeCloseTo(0.6 * 0.375, 14);
  });

  it('Stage Guard 2SG at 3 (short): 56 + 10 + 10 = 76%, 1/2/3/4 wounds on d10 1 / 2-4 / 5-7 / 8-10', () => {
    // SHOTGUN/SCATTER GUN EFFECTS TABLE (rulebook), Shotgun Short column: P(1) .1, P(2) .3, P(3) .3, P(4) .3.
    // Dead: some wound mortal (R16): .76 x (.1 x .22 + .3 x (1 - .78^2) + .3 x (1 - .78^3) + .3 x (1 - .78^4))
    //     = .76 x (.022 + .3 x (.3916 + .525448 + .62984944)) = .76 x .486069232 = .36941261632
    // Unconscious vs STR 14: no mortal wound and 14 or more points lost (light 3, serious 7):
    //   2 wounds: SS = .405^2 = .164025
    //   3 wounds: SSS + 3 x SSL = .405^3 + 3 x .405^2 x .375 = .066430125 + .184528125 = .25095825
    //   4 wounds: all but LLLL (12) = .78^4 - .375^4 = .37015056 - .019775390625 = .350375169375
    //   = .76 x .3 x (.164025 + .25095825 + .350375169375) = .228 x .765358419375 = .1745017196175
    const o = odds.exact(compileDuel({ a: who('Stage Guard'), b: who('Cowboy'), range: 3 }), 'first');
    const p = (name: string) => o.outcomes.find((x) => x.outcome === name)?.probability as number;
    expect(p('dead (mortal wound)')).toBeCloseTo(0.36941261632, 12);
    expect(p('unconscious')).toBeCloseTo(0.1745017196175, 12);
    expect(p('hit, no wound')).toBe(0);
    expect(o.details.find((d) => d.title.startsWith('wounds per hit'))?.rows).toEqual([
      { label: '1', probability: 0.1 },
      { label: '2', probability: 0.30000000000000004 },
      { label: '3', probability: 0.30000000000000004 },
      { label: '4', probability: 0.30000000000000004 },
    ]);
  });

  it('Stage Guard 2SG at 30 (extreme): 56 - 25 + 10 = 41%, no wound on d10 1-2', () => {
    // Shotgun Ext. column: 0, 0, then 1 on 3-10. Hit, no wound = .41 x .2; dead = .41 x .8 x .22.
    const p = at({ a: who('Stage Guard'), b: who('Cowboy'), range: 30 });
    expect(p('hit, no wound')).toBeCloseTo(0.082, 14);
    expect(p('dead (mortal wound)')).toBeCloseTo(0.41 * 0.8 * 0.22, 14);
  });

  it('location of a wound: the WOUND CHART first roll (Abdomen/Groin 51-70: .20, Head 86-00: .15)', () => {
    const o = odds.exact(compileDuel({ a: who('Cowboy'), b: who('Cowboy'), range: 10 }), 'first');
    const loc = o.details[0]?.rows ?? [];
    expect(loc.find((r) => r.label === 'Abdomen/Groin')?.probability).toBe(0.2);
    expect(loc.find((r) => r.label === 'Head')?.probability).toBe(0.15);
    expect(o.details[1]?.rows.map((r) => r.label)).toEqual(['light', 'serious', 'mortal']);
  });
});

describe('BOOT HILL single-shot odds: the first shot agrees with the exact duel solver', () => {
  // One turn, A fires one shot and B holds: the solver's B dead / unconscious are the shot's.
  const fireOne: WeaponAgent = () => packIntent(INTENT_FIRE, 1);
  const hold: WeaponAgent = () => packIntent(INTENT_HOLD, 0);
  for (const { label, setup } of MATCHUPS) {
    it(label, () => {
      const m = compileDuel({ ...setup, maxTurns: 1 });
      const o = odds.exact(m, 'first');
      const s = solveDuelExact(m, [fireOne, hold]);
      const p = (name: string) => o.outcomes.find((x) => x.outcome === name)?.probability as number;
      expect(Math.abs(p('dead (mortal wound)') - s.bDead)).toBeLessThan(1e-12);
      expect(Math.abs(p('unconscious') - s.bUnconscious)).toBeLessThan(1e-12);
      expect(Math.abs(o.outOfAction - s.aWins)).toBeLessThan(1e-12);
    });
  }
});

describe('BOOT HILL single-shot odds: exact against the duel engine (200,000 shots, 4 standard errors)', () => {
  const N = 200_000;
  for (const { label, setup } of MATCHUPS) {
    it(label, () => {
      const m = compileDuel(setup);
      for (const shot of shotsOf(m)) {
        const e = odds.exact(m, shot);
        const s = odds.simulate(m, shot, streamFor('odds-test', `${m.id}|${m.variant}|${shot}`, 0), N);
        checkDistribution(s);
        expect(s.outcomes.map((x) => [x.outcome, x.outOfAction])).toEqual(e.outcomes.map((x) => [x.outcome, x.outOfAction]));
        expect(s.attack).toBe(e.attack);
        e.outcomes.forEach((x, k) => {
          expect(standardErrors(s.outcomes[k]?.probability as number, N, x.probability), `${shot} ${x.outcome}`).toBeLessThan(4);
        });
        // Detail rows: per wound (location, severity) over the wounds rolled, per hit (wounds per hit) over the hits.
        const perHit = e.details.find((d) => d.title.startsWith('wounds per hit'));
        const meanWounds = perHit === undefined ? 1 : perHit.rows.reduce((a, r) => a + Number(r.label) * r.probability, 0);
        e.details.forEach((d, j) => {
          const n = N * e.hit * (d === perHit ? 1 : meanWounds);
          expect(s.details[j]?.title).toBe(d.title);
          d.rows.forEach((r, k) => {
            expect(standardErrors(s.details[j]?.rows[k]?.probability as number, n, r.probability), `${shot} ${d.title} ${r.label}`).toBeLessThan(4);
          });
        });
      }
    });
  }

  it('a wrong rule would be caught: one point off the hit chance, or a wound chart row off by one, fails the check', () => {
    const m = compileDuel({ a: who('Cowboy'), b: who('Cowboy'), range: 10 });
    const s = odds.simulate(m, 'first', streamFor('odds-test', `${m.id}|${m.variant}|first`, 0), N);
    const miss = s.outcomes[0]?.probability as number;
    expect(standardErrors(miss, N, 0.4)).toBeLessThan(4);
    expect(standardErrors(miss, N, 0.41)).toBeGreaterThan(4);
    expect(standardErrors(miss, N, 0.39)).toBeGreaterThan(4);
    // Head 86-00 read as 85-00 (one location roll more): .16 instead of .15 of N x .6 wounds.
    const head = s.details[0]?.rows.find((r) => r.label === 'Head')?.probability as number;
    expect(standardErrors(head, N * 0.6, 0.15)).toBeLessThan(4);
    expect(standardErrors(head, N * 0.6, 0.16)).toBeGreaterThan(4);
  });
});

describe('BOOT HILL single-shot odds: shots, kinds, typical attacks and errors', () => {
  const cowboys = compileDuel({ a: who('Cowboy'), b: who('Cowboy'), range: 10 });
  const shotgun = compileDuel({ a: who('Stage Guard'), b: who('Cowboy'), range: 10 });

  it('is the system\'s odds, first shot the default', () => {
    expect(bootHill.odds).toBe(bootHillOdds);
    expect(odds.shots.map((s) => s.name)).toEqual(['first', 'second', 'third']);
    expect(odds.kinds).toEqual(['revolver', 'rifle', 'shotgun']);
  });

  it('typical attacks compile as duels at 1 space and at their weapon\'s reach', () => {
    const reach: Record<string, number> = { revolver: 40, rifle: 200, shotgun: 36 };
    for (const kind of odds.kinds) {
      const t = odds.typical(kind);
      expect(t.maxRange).toBe(reach[kind]);
      const ms = bootHill.duel?.compile({ a: t.a, b: t.b, weaponA: t.weaponA, range: `1,${t.maxRange}`, maxTurns: '20' }) ?? [];
      expect(ms).toHaveLength(2);
      for (const m of ms) checkDistribution(odds.exact(m, 'first'));
      expect(() => bootHill.duel?.compile({ a: t.a, b: t.b, weaponA: t.weaponA, range: String(t.maxRange + 1), maxTurns: '20' })).toThrow(/^--range/);
    }
    expect(odds.typical('revolver')).toEqual({ a: 'Cowboy', b: 'Cowboy', weaponA: 'SAR6', maxRange: 40 });
  });

  it('an unknown kind names --weapon and the known kinds', () => {
    expect(() => odds.typical('bow')).toThrow(/^--weapon: .*revolver, rifle, shotgun$/);
  });

  it('an unknown shot names --shot and the known shots, on one line', () => {
    expect(() => odds.exact(cowboys, 'aimed')).toThrow(/^--shot: unknown shot "aimed"; BOOT HILL knows first, second, third/);
    expect(() => odds.simulate(cowboys, 'aimed', streamFor('odds-test', 'x', 0), 10)).toThrow(/^--shot/);
    try {
      odds.exact(cowboys, 'aimed');
    } catch (e) {
      expect((e as Error).message).not.toContain('\n');
    }
  });

  it('a shot past the weapon\'s rate of fire names --shot and the shots it has', () => {
    expect(() => odds.exact(shotgun, 'third')).toThrow(/^--shot: Stage Guard's 2SG fires 2 shots a turn, so it has no third shot; use first, second$/);
    const homesteader = compileDuel({ a: who('Homesteader'), b: who('Homesteader'), weaponA: 'AR', range: 10 });
    expect(() => odds.exact(homesteader, 'second')).toThrow(/^--shot: .*fires 1 shot a turn.*use first$/);
  });

  it('a range the weapon cannot reach names --range, on one line', () => {
    const far: DuelMatchup = { ...cowboys, range: 41 };
    expect(() => odds.exact(far, 'first')).toThrow(/^--range 41: Cowboy's SAR6 reaches 40 spaces \(240 ft\) at most/);
    expect(() => odds.simulate(far, 'first', streamFor('odds-test', 'x', 0), 10)).toThrow(/^--range 41/);
  });

  it('simulate refuses a trial count that is not a whole number >= 1', () => {
    expect(() => odds.simulate(cowboys, 'first', streamFor('odds-test', 'x', 0), 0)).toThrow(RangeError);
  });

  it('simulate draws from the stream alone: the same stream gives the same estimate', () => {
    const a = odds.simulate(shotgun, 'first', streamFor('odds-test', 'same', 0), 5000);
    const b = odds.simulate(shotgun, 'first', streamFor('odds-test', 'same', 0), 5000);
    expect(a).toEqual(b);
  });
});
