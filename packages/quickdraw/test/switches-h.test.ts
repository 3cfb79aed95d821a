/**
 * Variant switches of Quick on the Draw for rulings on shooting and weapons a group might play
 * otherwise (issue #12; src/variant.ts), on forced dice: each with the switch off (the ruling as
 * played) and on (the group's alternative), each assertion about a switch failing if the switch
 * did nothing.
 *
 * 1. `+hasty-own-card` (RULINGS.md QR-190; shooting.ts `shotType`): "If moved any shots are rated as
 *    Hasty" (REEL 4, WANTING TO SHOOT, 5-9); "Hasty Shots – these are any shots made whilst moving
 *    or drawing a firearm" (REEL 4, TYPES OF SHOOTING). A, his revolver drawn, moved on his card.
 *    Off: his shot is hasty on his own card and on another man's card (a response from a hold)
 *    alike. On: hasty on his own card only; on B's card, or between cards, deliberate.
 * 2. `+two-actions` (RULINGS.md QR-131; acting.ts `playCard`, `cardMoveOrAction`): "Reacting to a new
 *    event/locating the enemy": 10 "Let's do it! Can perform up to 2 actions" (REEL 3). A, his
 *    revolver drawn, reacts to B newly in sight and fires without moving. Off: a 10 gives a move
 *    and an action: one shot. On: two actions, two shots, neither tested; a 7 ("No need to make an
 *    action roll") still one shot.
 * 3. `+flint-any-die` (RULINGS.md QR-8; shooting.ts `countHits`, rolls.ts `rollRead`): "If a Flintlock
 *    they misfire if a 1 or 2 is rolled" (REEL 4, FIREARMS), against "reloaded if any 1s are thrown"
 *    (REEL 4, RELOADING WEAPONS). A Hero (2D10 take the best) fires a flintlock pistol. Off: the kept
 *    die is read: 9 and 2 is a hit. On: the discarded 2 misfires it; 9 and 3 still hits; a
 *    percussion pistol's discarded 2 is nothing. The exact odds follow: miss 16% off, 40% on (1 -
 *    0.8^2 + 0.2^2), and agree with the engine's `fire` with the switch on.
 * 4. `+flint-chart-misfire` (RULINGS.md QR-195; shooting.ts `countHits`, setup.ts
 *    `missedMisfireMask`): "Missed! Fails to hit opponent. If a Flint lock it misfires" (REEL 4,
 *    SHOOTING – TRYING TO HIT, 2-4) against FIREARMS' "misfire if a 1 or 2 is rolled". A Supporting
 *    man fires a flintlock pistol with a reroll of any miss. Off: a 3 is a plain miss, rerolled (7:
 *    a hit). On: a 3 misfires and empties it, no reroll; a percussion pistol's 3 is still a plain
 *    miss. The exact odds of a Lucky Hero follow (hit 94.08% off, 84% on: no Lucky reroll of a
 *    misfire) and agree with the engine's with the switch on.
 * 5. `+diagonal-pace` (RULINGS.md QR-211; world.ts `withinPace`, read by effects.ts `targetDv`,
 *    mounts.ts `mountDv`, shooting.ts `spreadTarget` and the weapon's range band): "Shot at point
 *    blank range (1 pace)" (REEL 6, ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV); "may be spread to
 *    opponents within 1 pace of target" (REEL 4, SHOOTING – TRYING TO HIT). A Hero's sawn-off
 *    shotgun (2D10 each scores, high impact DV -1) at B, his diagonal neighbour (1.4 paces); C is
 *    B's diagonal neighbour. Off: not point blank (DV -1), both hits on B. On: point blank (DV -2),
 *    the second hit spread to C. A man beside him along a row is at point blank either way.
 * 6. `+no-throw-moved` (RULINGS.md QR-107; shooting.ts `throwBarred`, `shootAction`, `fire`; acting.ts
 *    `cardMoveOrAction`): "Thrown ... All shots are deliberate or aimed" (WEAPONS TABLE);
 *    "Deliberate Shots – this covers most shots; the shooter must not have moved" (REEL 4, TYPES
 *    OF SHOOTING). A (Main) with a thrown spear or tomahawk. Off: moved, he throws it, deliberate;
 *    a move and shoot is tested and thrown. On: moved, no throw and no test (no die drawn); the
 *    move and shoot is a plain move; unmoved he still throws; a throwing knife (Hurled, not
 *    deliberate-only) is still thrown after moving, hasty.
 * 7. `+blast-plain-dv` (RULINGS.md QR-150; shooting.ts `fire`, terrain.ts `injuryTest`): "ignites
 *    all shots in one single blast on a score of 1 ... Also test for a potential injury to the
 *    shooter. Test on the Effect of Hits chart" (REEL 4, WEAPONS TABLE, Pepperpot). A (Supporting,
 *    2 cards, unarmoured) rolls a 1 with a pepperpot, the blast 3, 3, 3 (no hit), then his own
 *    effect roll. Off: at DV +1 (light impact): 5 a courage test, 3 one hit. On: at DV 0: 5 one
 *    hit, 3 two hits (out); 6 a courage test either way.
 * 8. `+poison-kept` (RULINGS.md QR-216; world.ts `poisonedWeapon`, read by shooting.ts `fire` and
 *    fighting.ts `strike`): "Any character injured by a weapon which is dipped in poison ... takes
 *    a test" (REEL 6, POISON); thrown weapons are recovered (RELOADING WEAPONS, "replaced or
 *    recovered"; QR-189). The Crow's tomahawk, dipped in poison, thrown (a miss) and picked up
 *    again, by him or by Dan, then thrown at the Hero: a hit, 1 card (4, 4), then 3, 2. Off: no
 *    poison test, 1 card lost. On: the poison test, failed: 3 cards. His unpoisoned throwing knife
 *    picked up again is not poisoned either way.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, parseScenario, QD_RATE_HALF, SHOT_DELIBERATE, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';
import { buildQdDuels, parseQdVariant, qdOdds, type QdDuel, type QdSetup } from '../src/index.ts';
import { fire, REROLL_ANY_MISS } from '../src/skirmish/shooting.ts';
import { respondToOpportunity, shootAction } from '../src/skirmish/shootouts.ts';
import { Q_MISFIRES, Q_POISON_TESTS } from '../src/skirmish/counts.ts';
import { poisonedWeapon, takeInHand, type QdWorld } from '../src/skirmish/world.ts';
import { arena } from './beast-helpers.ts';
import { duelSetup, fireAgent, forcedWorld, idleAgent, lineOf, locatedWorld, qCount, VERSUS_TARGET } from './qd-helpers.ts';

/** Sevens after the forced dice: a 7 neither fails nor is special. */
const PAD = Array.from({ length: 60 }, () => 7);
const A = 0;
const B = 1;

/** `setup` under the variant `words` (e.g. `text+hasty-own-card`). */
const under = (setup: QdSetup, words: string): QdSetup => ({ ...setup, variant: parseQdVariant(words) });

/**
 * A's line `a` (named A) against {@link VERSUS_TARGET} at `range` paces under the variant `words`,
 * on the forced dice `values` then sevens; both seen and located, a log kept.
 */
function versus(words: string, a: string, values: readonly number[], range = 5) {
  const w = forcedWorld(under(duelSetup(`${a} NAME=A`, VERSUS_TARGET, range, 5), words), [idleAgent, idleAgent], [...values, ...PAD]);
  w.world.seen.fill(1);
  w.world.located.fill(1);
  w.world.log = [];
  return w;
}

/** Makes the card being turned `owner`'s (the pack's first card; -1: no card, between cards). */
function cardOf(w: QdWorld, owner: number): void {
  if (owner < 0) {
    w.packAt = -1;
    return;
  }
  w.pack[0] = owner;
  w.packLen = 1;
  w.packAt = 0;
}

const HERO = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver';

describe('1. +hasty-own-card: a move makes only that card\'s shots hasty (REEL 4; RULINGS.md QR-190)', () => {
  /** A, drawn, moved on his card, fires at B while the card turned is `owner`'s; the shot's type from the log. */
  function shotAfterMove(words: string, owner: number): string {
    const { world } = versus(words, HERO, [3, 2]);
    world.drawn[A] = 1;
    world.movedThisCard[A] = 1;
    cardOf(world, owner);
    fire(world, A, B, SHOT_DELIBERATE, 0, false);
    const line = world.log!.find((l) => /A fires his/.test(l)) ?? '';
    return /\((\w+) shot/.exec(line)?.[1] ?? '';
  }

  it('off: hasty on his own card, on B\'s card and between cards alike', () => {
    expect(shotAfterMove('text', A)).toBe('hasty');
    expect(shotAfterMove('text', B)).toBe('hasty');
    expect(shotAfterMove('text', -1)).toBe('hasty');
  });

  it('on: hasty on his own card only; deliberate on B\'s card and between cards', () => {
    expect(shotAfterMove('text+hasty-own-card', A)).toBe('hasty');
    expect(shotAfterMove('text+hasty-own-card', B)).toBe('deliberate');
    expect(shotAfterMove('text+hasty-own-card', -1)).toBe('deliberate');
  });

  it('a response from his hold on B\'s card (7 to respond): hasty off, deliberate on; unmoved, deliberate either way', () => {
    for (const [words, moved, type] of [
      ['text', 1, 'hasty'],
      ['text+hasty-own-card', 1, 'deliberate'],
      ['text', 0, 'deliberate'],
      ['text+hasty-own-card', 0, 'deliberate'],
    ] as const) {
      const { world } = versus(words, HERO, [7, 6, 3, 2]);
      world.drawn[A] = 1;
      world.holding[A] = 1;
      world.movedThisCard[A] = moved;
      cardOf(world, B);
      respondToOpportunity(world, A, B, SHOT_DELIBERATE);
      expect(lineOf(world.log!, new RegExp(`A fires his .* \\(${type} shot`))).toBeGreaterThan(-1);
    }
  });
});

describe('2. +two-actions: a reaction\'s 10 as two actions of any kind (REEL 3; RULINGS.md QR-131)', () => {
  /** A (drawn, firing at B, no move) plays his card reacting to B on `values`: the shots he fires and the dice drawn. */
  function reacts(words: string, values: readonly number[]): { shots: number; draws: number; log: string[] } {
    const w = forcedWorld(under(duelSetup(`${HERO} NAME=A`, VERSUS_TARGET, 5, 5), words), [fireAgent, idleAgent], [...values, ...PAD]);
    w.world.seen.fill(1);
    w.world.located.fill(1);
    w.world.log = [];
    w.world.drawn[A] = 1;
    w.world.mustReact[A] = 1;
    w.engine.playCard(A);
    return { shots: w.world.log.filter((l) => /A fires his/.test(l)).length, draws: w.stream.draws, log: w.world.log };
  }

  it('off: the 10 then one shot, untested (3: a miss); 2 dice drawn', () => {
    const r = reacts('text', [10, 3, 3]);
    expect(r.shots).toBe(1);
    expect(r.draws).toBe(2);
  });

  it('on: the 10 then two shots, neither tested (3, 3: misses); 3 dice drawn', () => {
    const r = reacts('text+two-actions', [10, 3, 3]);
    expect(r.shots).toBe(2);
    expect(r.draws).toBe(3);
    expect(lineOf(r.log, /A's second action/)).toBeGreaterThan(-1);
  });

  it('on: a reaction of 7 ("No need to make an action roll") is one action still', () => {
    expect(reacts('text+two-actions', [7, 3, 3]).shots).toBe(1);
  });
});

/** The odds matchup of `a` at {@link VERSUS_TARGET} at `range` paces under the variant `words`. */
function matchup(a: string, words: string, range = 5): QdDuel {
  return buildQdDuels({ a: `${a} NAME=A`, b: VERSUS_TARGET, range: String(range), maxTurns: '10', variant: words })[0]!;
}

/** Exact against the engine's `fire` (odds.test.ts's check): every outcome within 4 standard errors of `trials` trials. */
function agrees(m: QdDuel, trials = 100_000): void {
  const e = qdOdds.exact(m, 'deliberate');
  const s = qdOdds.simulate(m, 'deliberate', streamFor('odds-test', `${m.id}-switch`, 0), trials);
  expect(s.outcomes.map((o) => o.outcome)).toEqual(e.outcomes.map((o) => o.outcome));
  e.outcomes.forEach((o, k) => {
    const p = o.probability;
    const got = s.outcomes[k]!.probability;
    const se = Math.sqrt((p * (1 - p)) / trials);
    if (p === 0) expect(got, o.outcome).toBe(0);
    else expect(Math.abs(got - p), `${o.outcome} exact ${p} simulated ${got}`).toBeLessThan(4 * se);
  });
}

const missOf = (m: QdDuel): number => qdOdds.exact(m, 'deliberate').outcomes.find((o) => o.outcome === 'miss')!.probability;

describe('3. +flint-any-die: a flintlock misfires on a 1 or 2 of any die thrown (REEL 4, FIREARMS; RULINGS.md QR-8)', () => {
  const HERO_FLINT = 'TYPE=hero PERSONALITY=ordinary WPN=flintlock-smoothbore-pistol';
  /** The Hero fires his `wpn` at B on 2D10 `a`, `b` (take the best): misfires counted and hits scored. */
  function shot(words: string, wpn: string, a: number, b: number): { misfires: number; hits: number } {
    const { world } = versus(words, `TYPE=hero PERSONALITY=ordinary WPN=${wpn}`, [a, b]);
    fire(world, A, B, SHOT_DELIBERATE, 0, false);
    return { misfires: qCount(world, Q_MISFIRES), hits: world.hits[A]! };
  }

  it('off: 9 and 2, the 9 kept: a hit, no misfire', () => {
    expect(shot('text', 'flintlock-smoothbore-pistol', 9, 2)).toEqual({ misfires: 0, hits: 1 });
  });

  it('on: 9 and 2 misfires (the discarded 2); 9 and 3 hits; a percussion pistol\'s discarded 2 is nothing', () => {
    expect(shot('text+flint-any-die', 'flintlock-smoothbore-pistol', 9, 2)).toEqual({ misfires: 1, hits: 0 });
    expect(shot('text+flint-any-die', 'flintlock-smoothbore-pistol', 9, 3)).toEqual({ misfires: 0, hits: 1 });
    expect(shot('text+flint-any-die', 'smoothbore-pistol', 9, 2)).toEqual({ misfires: 0, hits: 1 });
  });

  it('the exact odds: a miss 16% off (best of 2D10 under 5), 40% on (a die of 1 or 2: 36%, else both 3-4: 4%)', () => {
    expect(missOf(matchup(HERO_FLINT, 'text'))).toBeCloseTo(0.16, 12);
    expect(missOf(matchup(HERO_FLINT, 'text+flint-any-die'))).toBeCloseTo(0.4, 12);
  });

  it('on: exact and simulated agree', () => {
    agrees(matchup(HERO_FLINT, 'text+flint-any-die'));
  });
});

describe('4. +flint-chart-misfire: a flintlock misfires on every miss of 2-4 (REEL 4, SHOOTING – TRYING TO HIT; RULINGS.md QR-195)', () => {
  /** A Supporting man fires his `wpn` at B on 1D10 `first`, any miss rerolled (`second`): misfires, hits, and his load after. */
  function shot(words: string, wpn: string, first: number, second: number): { misfires: number; hits: number } {
    const { world } = versus(words, `TYPE=supporting PERSONALITY=ordinary WPN=${wpn}`, [first, second]);
    fire(world, A, B, SHOT_DELIBERATE, REROLL_ANY_MISS, false);
    return { misfires: qCount(world, Q_MISFIRES), hits: world.hits[A]! };
  }

  it('off: a 3 is a plain miss, rerolled: 7, a hit', () => {
    expect(shot('text', 'flintlock-smoothbore-pistol', 3, 7)).toEqual({ misfires: 0, hits: 1 });
  });

  it('on: a 3 (and a 4) misfires; a 2 misfires either way; a percussion pistol\'s 3 is still a miss, rerolled', () => {
    // Under +mishap-stands a misfire is not rerolled (QR-102): the switch's own reading shown alone.
    expect(shot('text+flint-chart-misfire+mishap-stands', 'flintlock-smoothbore-pistol', 3, 7)).toEqual({ misfires: 1, hits: 0 });
    expect(shot('text+flint-chart-misfire+mishap-stands', 'flintlock-smoothbore-pistol', 4, 7)).toEqual({ misfires: 1, hits: 0 });
    expect(shot('text+mishap-stands', 'flintlock-smoothbore-pistol', 2, 7)).toEqual({ misfires: 1, hits: 0 });
    // As read since the nineteenth audit (QR-102), the reroll of any miss keeps the second roll, the
    // misfire undone (and not counted: the counters count the mishaps that stood): the 7 hits.
    expect(shot('text+flint-chart-misfire', 'flintlock-smoothbore-pistol', 3, 7)).toEqual({ misfires: 0, hits: 1 });
    expect(shot('text', 'flintlock-smoothbore-pistol', 2, 7)).toEqual({ misfires: 0, hits: 1 });
    expect(shot('text+flint-chart-misfire', 'smoothbore-pistol', 3, 7)).toEqual({ misfires: 0, hits: 1 });
  });

  const LUCKY_FLINT = 'TYPE=hero PERSONALITY=lucky WPN=flintlock-smoothbore-pistol';
  it('the exact odds of a Lucky Hero under +mishap-stands: a miss 5.92% off (his reroll of a 3-4: 0.16 - 0.12 x 0.84), 16% on (no reroll of a misfire)', () => {
    expect(missOf(matchup(LUCKY_FLINT, 'text+mishap-stands'))).toBeCloseTo(0.0592, 12);
    expect(missOf(matchup(LUCKY_FLINT, 'text+flint-chart-misfire+mishap-stands'))).toBeCloseTo(0.16, 12);
    // As read since the nineteenth audit (QR-102, QR-83), Lucky keeps the second roll, a misfire undone: 0.16 x 0.16 either way.
    expect(missOf(matchup(LUCKY_FLINT, 'text'))).toBeCloseTo(0.0256, 12);
    expect(missOf(matchup(LUCKY_FLINT, 'text+flint-chart-misfire'))).toBeCloseTo(0.0256, 12);
  });

  it('on: exact and simulated agree', () => {
    agrees(matchup(LUCKY_FLINT, 'text+flint-chart-misfire'));
    agrees(matchup(LUCKY_FLINT, 'text+flint-chart-misfire+mishap-stands'));
  });
});

describe('5. +diagonal-pace: "within 1 pace" takes in the diagonal neighbours (REEL 6; REEL 4; RULINGS.md QR-211)', () => {
  /** A (Hero, sawn-off shotgun) at (2,2); B at `b`; C at (4,4), B's diagonal neighbour when B is at (3,3); a pace a space. */
  function yard(words: string, b: readonly [number, number]): QdSetup {
    const man = (name: string, side: string, at: readonly [number, number], type: string, wpn: string, facing: string) =>
      `  - { name: ${name}, stats: { quickdraw: { type: ${type}, personality: ordinary, weapons: [${wpn}] } }, side: ${side}, position: [${at[0]}, ${at[1]}], facing: ${facing}, weapons: [], agent: { doctrine: standing } }`;
    const text = [
      'name: Yard',
      'map: { width: 12, height: 6, default: street }',
      'sides:',
      '  - { name: Men }',
      '  - { name: Others }',
      'characters:',
      man('A', 'Men', [2, 2], 'hero', 'sawn-off-shotgun', 'E'),
      man('B', 'Others', b, 'supporting', 'cartridge-revolver', 'W'),
      man('C', 'Others', [4, 4], 'supporting', 'cartridge-revolver', 'W'),
      'maxTurns: 1',
      '',
    ].join('\n');
    return compileScenario(getSystem('quickdraw'), parseScenario(text, 'yard.yaml'), { variant: words }) as QdSetup;
  }
  /** A fires one barrel at B: 7, 7 (two hits), each effect roll a 7; the log. */
  function blast(words: string, b: readonly [number, number] = [3, 3]): string[] {
    const { world } = locatedWorld(yard(words, b), [7, 7, ...PAD]);
    world.drawn[A] = 1;
    fire(world, A, B, SHOT_DELIBERATE, 0, false);
    return world.log!;
  }
  const effects = (log: string[], who: string, dv: number): number => log.filter((l) => new RegExp(`^\\s+${who} rolls 7 for the effect at DV ${dv}:`).test(l)).length;

  it('off: B diagonal (1.4 paces) is not at point blank (DV -1, high impact only), and both hits are his', () => {
    const log = blast('text');
    expect(effects(log, 'B', -1)).toBe(2);
    expect(effects(log, 'C', -1)).toBe(0);
  });

  it('on: B diagonal is at point blank (DV -2), and the second hit spreads to C, diagonal to him (DV -1, 2.8 paces from A)', () => {
    const log = blast('text+diagonal-pace');
    expect(effects(log, 'B', -2)).toBe(1);
    expect(effects(log, 'C', -1)).toBe(1);
    expect(effects(log, 'B', -1)).toBe(0);
  });

  it('either way: B beside him along a row (1 pace) is at point blank', () => {
    for (const words of ['text', 'text+diagonal-pace']) expect(effects(blast(words, [3, 2]), 'B', -2), words).toBeGreaterThan(0);
  });
});

describe('6. +no-throw-moved: no throw of a deliberate-only weapon after moving (WEAPONS TABLE; REEL 4; RULINGS.md QR-107)', () => {
  const MAIN = 'TYPE=main PERSONALITY=ordinary';
  /** A (`wpn` in hand), moved on his card if `moved`, takes the shooting action at B (tested: 7s): the log, his shots and the dice drawn. */
  function throws(words: string, wpn: string, moved: number): { log: string[]; shots: number; draws: number } {
    const { world, stream } = versus(words, `${MAIN} WPN=${wpn}`, [], 6);
    world.drawn[A] = 1;
    world.movedThisCard[A] = moved;
    shootAction(world, A, B, SHOT_DELIBERATE, 0, false);
    return { log: world.log!, shots: world.shots[A]!, draws: stream.draws };
  }

  it('off: moved, he throws the spear, a deliberate shot', () => {
    const r = throws('text', 'thrown', 1);
    expect(r.shots).toBe(1);
    expect(lineOf(r.log, /A fires his Thrown spear or tomahawk at B \(deliberate shot/)).toBeGreaterThan(-1);
  });

  it('on: moved, no throw and no test; unmoved, thrown; a throwing knife is thrown after moving, hasty', () => {
    const barred = throws('text+no-throw-moved', 'thrown', 1);
    expect(barred.shots).toBe(0);
    expect(barred.draws).toBe(0);
    expect(lineOf(barred.log, /A has moved: no throw of his Thrown spear or tomahawk/)).toBeGreaterThan(-1);
    expect(throws('text+no-throw-moved', 'thrown', 0).shots).toBe(1);
    const knife = throws('text+no-throw-moved', 'hurled', 1);
    expect(knife.shots).toBe(1);
    expect(lineOf(knife.log, /A fires his .* at B \(hasty shot/)).toBeGreaterThan(-1);
  });

  it('on: a shot from elsewhere than his action (fire itself, as a courage test\'s 10 plays it) is barred too', () => {
    const { world } = versus('text+no-throw-moved', `${MAIN} WPN=thrown`, [], 6);
    world.drawn[A] = 1;
    world.movedThisCard[A] = 1;
    fire(world, A, B, SHOT_DELIBERATE, 0, false);
    expect(world.shots[A]).toBe(0);
  });

  it('a move and shoot declared with the spear: off, tested and thrown after the move; on, a plain move and no throw', () => {
    for (const [words, test, shots] of [
      ['text', /A wants to move and shoot/, 1],
      ['text+no-throw-moved', /A wants to move: /, 0],
    ] as const) {
      let to = -1;
      const mover: SkirmishAgent = (_o, _s, out) => {
        out.action = ACT_FIRE;
        out.target = B;
        out.moveTo = to;
        out.rate = QD_RATE_HALF;
      };
      const w = forcedWorld(under(duelSetup(`${MAIN} WPN=thrown NAME=A`, VERSUS_TARGET, 8, 5), words), [mover, idleAgent], PAD);
      w.world.seen.fill(1);
      w.world.located.fill(1);
      w.world.log = [];
      w.world.drawn[A] = 1;
      const from = w.world.cell[A]!;
      to = from + 2;
      w.engine.playCard(A);
      expect(lineOf(w.world.log, test), words).toBeGreaterThan(-1);
      expect(w.world.cell[A], words).toBe(to);
      expect(w.world.shots[A], words).toBe(shots);
    }
  });
});

describe("7. +blast-plain-dv: the shooter's injury test after a pepperpot's blast at his plain DV (REEL 4, WEAPONS TABLE; RULINGS.md QR-150)", () => {
  /** A's pepperpot: a 1, the blast 3, 3, 3, then his effect roll `r`: the log and the cards he lost. */
  function blast(words: string, r: number): { log: string[]; lost: number } {
    const { world } = versus(words, 'TYPE=supporting PERSONALITY=ordinary WPN=pepperpot', [1, 3, 3, 3, r]);
    world.drawn[A] = 1;
    fire(world, A, B, SHOT_DELIBERATE, 0, false);
    return { log: world.log!, lost: world.lethal[A]! };
  }

  it('off: at DV 1 (light impact): 5 a courage test, 3 one card', () => {
    const five = blast('text', 5);
    expect(lineOf(five.log, /A rolls 5 for the effect at DV 1: courage-test/)).toBeGreaterThan(-1);
    expect(five.lost).toBe(0);
    expect(blast('text', 3).lost).toBe(1);
  });

  it('on: at DV 0: 5 one card, 3 two (out of action); 6 a courage test either way', () => {
    const five = blast('text+blast-plain-dv', 5);
    expect(lineOf(five.log, /A rolls 5 for the effect at DV 0: 1-hit/)).toBeGreaterThan(-1);
    expect(five.lost).toBe(1);
    expect(blast('text+blast-plain-dv', 3).lost).toBe(2);
    for (const words of ['text', 'text+blast-plain-dv']) expect(blast(words, 6).lost, words).toBe(0);
  });
});

describe('8. +poison-kept: a poisoned thrown weapon picked up again is still poisoned (REEL 6, POISON; RULINGS.md QR-216)', () => {
  const CROW = 0;
  const HERO_T = 1;
  const DAN = 2;
  /** The Crow (tomahawk dipped in poison, throwing knife) 3 paces from a Hero; Dan, his side, beside the Crow. */
  const setup = arena([
    { name: 'Crow', qd: '{ type: supporting, personality: ordinary, weapons: [thrown, hurled], poisoned: [thrown] }', side: 'Men', at: [10, 10] },
    { name: 'Hero', qd: '{ type: hero, personality: ordinary, weapons: [cartridge-revolver] }', side: 'Beasts', at: [13, 10], facing: 'W' },
    { name: 'Dan', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Men', at: [10, 11] },
  ]);
  /** The item of the Crow's weapon `weapon` (0 the tomahawk, 1 the knife). */
  const itemOf = (weapon: number): number => setup.items.findIndex((it) => it.owner === CROW && it.weapon === weapon);

  /**
   * The Crow throws his tomahawk (2: a miss; it lands on the Hero's cell), `who` picks it up (as
   * the engine's pick up does: the item's weapon of his, in hand, loaded) and throws it at the Hero:
   * 7, a hit; the Hero's 4, 4 (1 card), then 3, 2 (a poison test, failed), courage 7, 7.
   */
  function again(words: string, who: number) {
    const { world } = forcedWorld(under(setup, words), setup.characters.map(() => idleAgent), [2, 7, 4, 4, 3, 2, ...PAD]);
    world.seen.fill(1);
    world.located.fill(1);
    world.log = [];
    world.drawn[CROW] = 1;
    fire(world, CROW, HERO_T, SHOT_DELIBERATE, 0, false);
    const k = itemOf(0);
    expect(world.itemCell[k]).toBe(world.cell[HERO_T]);
    const w = setup.characters[who]!.carried + k;
    world.itemCell[k] = -1;
    world.loaded[who * world.maxW + w] = 1;
    takeInHand(world, who, w);
    world.drawn[who] = 1;
    fire(world, who, HERO_T, SHOT_DELIBERATE, 0, false);
    return { world, w };
  }

  it('off: picked up again, by him or by Dan, it is unpoisoned: no poison test, 1 card', () => {
    for (const who of [CROW, DAN]) {
      const { world, w } = again('text', who);
      expect(poisonedWeapon(world, who, w)).toBe(0);
      expect(qCount(world, Q_POISON_TESTS)).toBe(0);
      expect(world.lethal[HERO_T]).toBe(1);
    }
  });

  it('on: still poisoned, by him or by Dan: the poison test, failed, 3 cards', () => {
    for (const who of [CROW, DAN]) {
      const { world, w } = again('text+poison-kept', who);
      expect(poisonedWeapon(world, who, w)).toBe(1);
      expect(qCount(world, Q_POISON_TESTS)).toBe(1);
      expect(world.lethal[HERO_T]).toBe(3);
    }
  });

  it('either way: his own tomahawk in hand is poisoned; his throwing knife picked up again is not', () => {
    for (const words of ['text', 'text+poison-kept']) {
      const { world } = forcedWorld(under(setup, words), setup.characters.map(() => idleAgent), PAD);
      expect(poisonedWeapon(world, CROW, 0), words).toBe(1);
      expect(poisonedWeapon(world, DAN, setup.characters[DAN]!.carried + itemOf(1)), words).toBe(0);
    }
  });
});
