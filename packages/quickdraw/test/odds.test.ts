/**
 * Single-shot odds (system/odds.ts, RULINGS.md QR-86..QR-88): the exact distribution sums to 1,
 * a few values checked by hand from the tables, and every outcome set against the engine's own
 * `fire` played 200,000 times at a fixed seed (within 4 standard errors; an outcome the exact
 * odds give 0 must never happen).
 */
import { describe, expect, it } from 'vitest';
import { streamFor } from '@deadeye/rng';
import { buildQdDuels, qdOdds, quickDraw, QD_ODDS_SHOTS, type QdDuel } from '../src/index.ts';

const TRIALS = 200_000;
const SUPPORTING = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver';

/** The matchup of `a` at `b` at `range` paces (A's first weapon `weapon`, when given). */
function matchup(a: string, b: string, range: number, weapon?: string): QdDuel {
  return buildQdDuels({ a, b, weaponA: weapon, range: String(range), maxTurns: '10' })[0]!;
}

/** The exact odds, checked to be a distribution; returns the outcome probabilities by name. */
function exactOf(m: QdDuel, shot: string): Record<string, number> {
  const e = qdOdds.exact(m, shot);
  const sum = e.outcomes.reduce((s, o) => s + o.probability, 0);
  expect(Math.abs(sum - 1)).toBeLessThan(1e-12);
  for (const o of e.outcomes) expect(o.probability).toBeGreaterThanOrEqual(0);
  const miss = e.outcomes.find((o) => o.outcome === 'miss')!.probability;
  expect(e.hit).toBeCloseTo(1 - miss, 12);
  expect(e.outOfAction).toBeCloseTo(e.outcomes.filter((o) => o.outOfAction).reduce((s, o) => s + o.probability, 0), 12);
  // Out of action: the last outcome, all his cards lost.
  expect(e.outcomes.filter((o) => o.outOfAction).map((o) => o.outcome)).toEqual([`${m.setup.characters[1]!.cards === 1 ? '1 hit' : `${m.setup.characters[1]!.cards} hits`}`]);
  for (const d of e.details) expect(Math.abs(d.rows.reduce((s, r) => s + r.probability, 0) - 1)).toBeLessThan(1e-12);
  return Object.fromEntries(e.outcomes.map((o) => [o.outcome, o.probability]));
}

/** Exact against the engine: every outcome within 4 standard errors of `trials` trials. */
function checkAgainstEngine(m: QdDuel, shot: string, trials = TRIALS): void {
  const e = qdOdds.exact(m, shot);
  const s = qdOdds.simulate(m, shot, streamFor('odds-test', `${m.id}-${shot}`, 0), trials);
  expect(s.outcomes.map((o) => o.outcome)).toEqual(e.outcomes.map((o) => o.outcome));
  expect(s.attack).toBe(e.attack);
  e.outcomes.forEach((o, k) => {
    const p = o.probability;
    const got = s.outcomes[k]!.probability;
    const se = Math.sqrt((p * (1 - p)) / trials);
    if (p === 0) expect(got, `${e.attack}: ${o.outcome}`).toBe(0);
    else expect(Math.abs(got - p), `${e.attack}: ${o.outcome} exact ${p} simulated ${got} (${((got - p) / se).toFixed(2)} SE)`).toBeLessThan(4 * se);
  });
}

describe('quickdraw odds: hand-checked values (REEL 4, SHOOTING – TRYING TO HIT; REEL 6, EFFECTS OF HIT TABLE ON CHARACTERS)', () => {
  it('a Supporting revolver shot within its 12 paces at an unarmoured Supporting target', () => {
    const p = exactOf(matchup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 6), 'deliberate');
    // A's 1D10 (REEL 2, CHARACTER TYPE): 1-4 miss (0.4), 5-9 a hit at DV 0 (0.5), 10 a Bull's Eye at DV -2 (0.1).
    // DV 0 column, B's 1D10: 10 graze, 9-6 courage test, 5-4 1 hit, 3-1 2 hits: 0.1 / 0.4 / 0.2 / 0.3.
    // DV-2 column: 10 graze, 9-8 courage test, 7-6 1 hit, 5-3 2 hits, 2-1 3 hits: 0.1 / 0.2 / 0.2 / 0.3 / 0.2.
    // B has 2 cards: 2 or 3 hits put him out. Graze 0.5*0.1 + 0.1*0.1 = 0.06; courage 0.5*0.4 + 0.1*0.2 = 0.22;
    // 1 hit 0.5*0.2 + 0.1*0.2 = 0.12; 2 hits 0.5*0.3 + 0.1*(0.3+0.2) = 0.2.
    expect(p.miss).toBeCloseTo(0.4, 12);
    expect(p['near miss']).toBe(0);
    expect(p.graze).toBeCloseTo(0.06, 12);
    expect(p['courage test']).toBeCloseTo(0.22, 12);
    expect(p['1 hit']).toBeCloseTo(0.12, 12);
    expect(p['2 hits']).toBeCloseTo(0.2, 12);
  });

  it('point blank (1 pace) lowers the DV by 1', () => {
    const p = exactOf(matchup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 1), 'deliberate');
    // REEL 6, ADJUSTMENTS: "Shot at point blank range (1 pace)" -1. DV-1 column: 4-2 are 2 hits, 1 is 3 hits (0.4 at
    // 2 hits or more); a Bull's Eye at DV-3: 5-3 2 hits, 2-1 3 hits (0.5). Out: 0.5*0.4 + 0.1*0.5 = 0.25.
    expect(p['2 hits']).toBeCloseTo(0.25, 12);
  });

  it('a long shot (15 paces, beyond the 12) is rolled on reduced dice', () => {
    const p = exactOf(matchup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 15), 'deliberate');
    // WEAPONS TABLE: "up to twice the effective range but roll reduced dice": a Supporting character's reduced
    // dice are 2D10 take the worst. P(worst >= 5) = 0.6^2 = 0.36; P(worst = 10) = 0.01; 5-9: 0.35.
    // Out: 0.35*0.3 + 0.01*0.5 = 0.11.
    expect(p.miss).toBeCloseTo(0.64, 12);
    expect(p['2 hits']).toBeCloseTo(0.11, 12);
  });

  it('a Main Character\'s hasty shot at a Main Character (2D10 take the best for both)', () => {
    const main = 'TYPE=main PERSONALITY=ordinary WPN=cartridge-revolver';
    const p = exactOf(matchup(`${main} NAME=A`, `${main} NAME=B`, 8), 'hasty');
    // A's 2D10 best: P(best <= 4) = 0.16, P(best = 10) = 1 - 0.81 = 0.19, 5-9: 0.65. Hasty: DV +2; a Bull's Eye DV 0.
    // B's 2D10 best: P(1) 0.01, P(2) 0.03, P(3) 0.05, P(4) 0.07, P(5) 0.09.
    // DV 2: 1-2 are 2 hits (0.04), 3 is 1 hit (0.05). DV 0: 1-3 are 2 hits (0.09), 4-5 1 hit (0.16).
    // B has 3 cards and one die takes at most 2: no Cut! (only for a last card). 2 hits: 0.65*0.04 + 0.19*0.09 = 0.0431.
    expect(p.miss).toBeCloseTo(0.16, 12);
    expect(p['2 hits']).toBeCloseTo(0.0431, 12);
    expect(p['1 hit']).toBeCloseTo(0.65 * 0.05 + 0.19 * 0.16, 12);
    expect(p['3 hits']).toBe(0);
  });

  it('fanning by a Supporting character: 2D10 and both can score', () => {
    const p = exactOf(matchup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 5), 'fanning');
    // REEL 4, the dice by attack form, fanning: "2D10 and both can score" for Supporting & Minor: a miss is both dice 1-4.
    expect(p.miss).toBeCloseTo(0.16, 12);
  });
});

describe('quickdraw odds: exact against the engine (200,000 shots each)', () => {
  const typical = qdOdds.typical('revolver');
  it('the typical revolver attack at 1 (point blank: every shot), 12 (the effective range) and 24 paces (the longest long shot)', () => {
    for (const [range, shots] of [
      [1, QD_ODDS_SHOTS.map((s) => s.name)],
      [12, ['deliberate', 'aimed', 'hasty', 'snap']],
      [24, ['deliberate', 'snap']],
    ] as const) {
      const m = matchup(typical.a, typical.b, range, typical.weaponA);
      for (const shot of shots) {
        exactOf(m, shot);
        checkAgainstEngine(m, shot);
      }
    }
  });

  it('stars: Quick Draw Marksman at a Brave, Lucky Main Character (Lucky and Cut! rerolls of the effect, courage rerolls)', () => {
    const a = 'TYPE=main PERSONALITY=ordinary SKILLS=quick-draw,marksman WPN=cartridge-revolver NAME=Stranger';
    const b = 'TYPE=main PERSONALITY=lucky SKILLS=quick-draw WPN=cartridge-revolver NAME=Kid';
    for (const [range, shots] of [
      [1, ['fanning', 'snap']],
      [10, ['aimed', 'hasty']],
      [20, ['deliberate']],
    ] as const) {
      const m = matchup(a, b, range);
      for (const shot of shots) checkAgainstEngine(m, shot);
    }
  });

  it('a star target\'s Cut! of an effects roll that would take his last cards: the Sharps Big 50 aimed, a sawn-off at 3 paces (as the engine plays it, QR-88)', () => {
    checkAgainstEngine(matchup('TYPE=main PERSONALITY=ordinary SKILLS=man-killer,marksman WPN=sharps-rifle NAME=A', 'TYPE=main PERSONALITY=brave WPN=cartridge-revolver NAME=B', 10), 'aimed');
    checkAgainstEngine(matchup('TYPE=main PERSONALITY=ordinary SKILLS=man-killer,shotgunner WPN=sawn-off-shotgun NAME=A', 'TYPE=main PERSONALITY=brave WPN=cartridge-revolver NAME=B', 3), 'deliberate');
  });

  it('a Hero, Heroic and Lucky, Man Killer, fanning at an armoured, stealthy Hero; a Brave Main fanning at a Minor character', () => {
    const hero = 'TYPE=hero PERSONALITY=lucky SKILLS=man-killer WPN=cartridge-revolver NAME=Hero';
    checkAgainstEngine(matchup(hero, 'TYPE=hero PERSONALITY=heroic SKILLS=stealthy ARMOUR=armoured WPN=cartridge-revolver NAME=Knight', 3), 'fanning');
    checkAgainstEngine(matchup('TYPE=main PERSONALITY=brave WPN=cartridge-revolver NAME=A', `TYPE=minor PERSONALITY=ordinary WPN=cartridge-revolver NAME=B`, 1), 'fanning');
  });

  it('rifles: the typical repeating rifle at 30 and 72 paces; an Expert (rifleman) Man Killer with an early revolving rifle (misfires on 3, jams on 2) on a long shot', () => {
    const rifle = qdOdds.typical('rifle');
    for (const range of [30, 72]) checkAgainstEngine(matchup(rifle.a, rifle.b, range, rifle.weaponA), 'deliberate');
    checkAgainstEngine(matchup(rifle.a, rifle.b, 30, rifle.weaponA), 'snap');
    // A jam (a 2) stops the Expert's reroll of the misses; a misfire (a 3) of a weapon reloaded after a 1 does not (QR-8).
    checkAgainstEngine(matchup('TYPE=supporting PERSONALITY=ordinary SKILLS=rifleman,man-killer WPN=revolving-rifle NAME=A', SUPPORTING, 45), 'deliberate');
  });

  it('shotguns: the typical double-barrelled shotgun at 10 and 30 paces; a sawn-off (one barrel: 2D10) within and beyond its high impact 6 paces, by a Main Character shotgunner', () => {
    const shotgun = qdOdds.typical('shotgun');
    checkAgainstEngine(matchup(shotgun.a, shotgun.b, 10, shotgun.weaponA), 'deliberate');
    checkAgainstEngine(matchup(shotgun.a, shotgun.b, 30, shotgun.weaponA), 'hasty');
    const sawn = 'TYPE=main PERSONALITY=ordinary SKILLS=shotgunner WPN=sawn-off-shotgun NAME=A';
    checkAgainstEngine(matchup(sawn, SUPPORTING, 4), 'deliberate');
    checkAgainstEngine(matchup(sawn, SUPPORTING, 10), 'aimed');
  });

  it('a cap and ball revolver (misfires on 2, jams on 1) of an Expert (pistoleer) Poor Shot, and a Lucky shooter, on long shots', () => {
    // Reduced twice (long, Poor Shot): 3D10 take the worst for a Supporting character (QR-4).
    checkAgainstEngine(matchup('TYPE=supporting PERSONALITY=ordinary SKILLS=pistoleer,poor-shot WPN=cap-and-ball-revolver NAME=A', SUPPORTING, 15), 'deliberate');
    checkAgainstEngine(matchup('TYPE=supporting PERSONALITY=lucky SKILLS=pistoleer WPN=cartridge-revolver NAME=A', `${SUPPORTING} NAME=B`, 18), 'snap');
  });

  it('+reduce-once (QR-4): a Poor Shot\'s long shot reduced once, exact against the engine, and by hand', () => {
    const poor = 'TYPE=supporting PERSONALITY=ordinary SKILLS=poor-shot WPN=cartridge-revolver NAME=A';
    const once = buildQdDuels({ a: poor, b: SUPPORTING, range: '15', maxTurns: '10', variant: 'text+reduce-once' })[0]!;
    checkAgainstEngine(once, 'deliberate');
    // Off, 3D10 take the worst: P(hit) = 0.6^3 = 0.216; on, the table's reduced 2D10 take the worst: 0.36.
    expect(qdOdds.exact(matchup(poor, SUPPORTING, 15), 'deliberate').hit).toBeCloseTo(0.216, 12);
    expect(qdOdds.exact(once, 'deliberate').hit).toBeCloseTo(0.36, 12);
  });

  it('the skills and personalities that change the odds do change them', () => {
    const at = (a: string, shot = 'deliberate', b = `${SUPPORTING} NAME=B`) => qdOdds.exact(matchup(a, b, 8), shot);
    const plain = at(`${SUPPORTING} NAME=A`);
    expect(at('TYPE=supporting PERSONALITY=ordinary SKILLS=marksman WPN=cartridge-revolver NAME=A').outOfAction).toBeGreaterThan(plain.outOfAction);
    expect(at('TYPE=supporting PERSONALITY=ordinary SKILLS=marksman WPN=cartridge-revolver NAME=A', 'hasty').outOfAction).toBe(at(`${SUPPORTING} NAME=A`, 'hasty').outOfAction);
    expect(at('TYPE=supporting PERSONALITY=ordinary SKILLS=pistoleer WPN=cartridge-revolver NAME=A').hit).toBeGreaterThan(plain.hit);
    expect(at('TYPE=supporting PERSONALITY=ordinary SKILLS=poor-shot WPN=cartridge-revolver NAME=A').hit).toBeCloseTo(0.36, 12);
    expect(at(`${SUPPORTING} NAME=A`, 'deliberate', 'TYPE=supporting PERSONALITY=lucky WPN=cartridge-revolver NAME=B').outOfAction).toBeLessThan(plain.outOfAction);
    expect(at(`${SUPPORTING} NAME=A`, 'aimed').outOfAction).toBeGreaterThan(plain.outOfAction);
  });
});

describe('quickdraw odds: the seam', () => {
  it('is the system\'s odds, deliberate first, with revolver, rifle and shotgun typical attacks', () => {
    expect(quickDraw.odds).toBe(qdOdds);
    expect(qdOdds.shots[0]!.name).toBe('deliberate');
    expect(qdOdds.kinds).toEqual(['revolver', 'rifle', 'shotgun']);
    expect(qdOdds.typical('revolver').maxRange).toBe(24);
    expect(qdOdds.typical('rifle').maxRange).toBe(72);
    expect(qdOdds.typical('shotgun').maxRange).toBe(40);
    // The typical duelists compile as the duel's words.
    for (const kind of qdOdds.kinds) {
      const t = qdOdds.typical(kind);
      expect(() => quickDraw.duel!.compile({ a: t.a, b: t.b, weaponA: t.weaponA, range: String(t.maxRange), maxTurns: '10' })).not.toThrow();
    }
  });

  it('errors name the option, one line each', () => {
    const m = matchup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 15);
    const one = (f: () => unknown, re: RegExp): void => {
      expect(f).toThrow(re);
      try {
        f();
      } catch (e) {
        expect((e as Error).message).not.toContain('\n');
      }
    };
    one(() => qdOdds.exact(m, 'sniping'), /^--shot sniping: unknown .*known: deliberate, aimed, hasty, snap, fanning$/);
    one(() => qdOdds.exact(m, 'fanning'), /^--shot fanning: at most 6 paces/);
    one(() => qdOdds.exact(matchup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 25), 'deliberate'), /^--range 25: the Cartridge revolver reaches 24 paces/);
    one(() => qdOdds.simulate(matchup(`${SUPPORTING} NAME=A`, `${SUPPORTING} NAME=B`, 25), 'deliberate', streamFor('odds-test', 'x', 0), 10), /^--range 25/);
    one(() => qdOdds.exact(matchup('TYPE=supporting PERSONALITY=ordinary WPN=breech-loading-rifle NAME=A', SUPPORTING, 10), 'snap'), /^--shot snap: only with a repeating or revolving weapon/);
    one(() => qdOdds.exact(matchup('TYPE=supporting PERSONALITY=ordinary WPN=double-action-revolver NAME=A', SUPPORTING, 3), 'fanning'), /^--shot fanning: only with a single action revolver/);
    one(() => qdOdds.exact(matchup('TYPE=supporting PERSONALITY=ordinary WPN=knife NAME=A', SUPPORTING, 3), 'deliberate'), /^--weapon: .* is not shot or thrown/);
    one(() => qdOdds.typical('musket'), /^--weapon musket: unknown kind .*known: revolver, rifle, shotgun$/);
  });
});
