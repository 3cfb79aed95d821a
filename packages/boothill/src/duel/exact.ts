/**
 * Exact solution of the standing duel: an absorbing Markov chain over (wounds, gun-arm state,
 * rounds loaded, consecutive-fire flag) of both duelists, propagated turn by turn up to the turn
 * limit. Absorbing states are "someone is out"; the mass left after the last turn is the draw.
 *
 * It shares no code with the Monte Carlo engine beyond the tables, the compiled matchup and the
 * agents, so agreement between the two checks both. The agents must be deterministic (the standing
 * duelist is): a live state's ammunition then follows from the turn alone, and the chain stays small. Same rules as `engine.ts` (Deadeye issue #2 section 5).
 */
import { INTENT_FIRE, INTENT_RELOAD, intentAmount, intentKind, type ExactDuelResult, type WeaponAgent } from '@deadeye/core';
import { SHOTGUN_EFFECTS } from '../tables/shotgun-effects.ts';
import { WOUND_CHART, WOUND_STRENGTH_LOSS } from '../tables/wounds.ts';
import type { DuelMatchup, DuelModifiers, DuelistSpec } from './matchup.ts';
import { Spread } from './matchup.ts';

const UP = 0;
const UNCONSCIOUS = 1;
const DEAD = 2;

/** A duelist's state inside the chain. `w`: strength points lost; `g`: worst gun-arm wound (0, 1 light, 2 serious). */
interface Body {
  readonly w: number;
  readonly g: number;
  readonly st: number;
}

/** One kind of wound and its probability per wound rolled (see {@link woundKinds}). */
export interface WoundKind {
  readonly p: number;
  /** Strength points lost (0 for mortal). */
  readonly loss: number;
  /** Gun-arm level the wound sets (0 if not on the gun arm). */
  readonly arm: number;
  readonly mortal: boolean;
}

/**
 * Wound kinds of one wound, from the wound chart (location probability x severity probability),
 * merged where they act alike in the duel: light or serious, on the gun arm or not, mortal. The
 * probabilities sum to 1. Also read by the single-shot odds (`odds.ts`).
 * Source: boot-hill-rulebook.txt, COMBAT / WOUNDS / WOUND CHART (via `tables/wounds.ts`).
 */
export function woundKinds(): WoundKind[] {
  const acc = new Map<string, WoundKind>();
  for (const row of WOUND_CHART) {
    const pLoc = (row.roll[1] - row.roll[0] + 1) / 100;
    const onGunArm = row.location === 'rightArmHand';
    const sev: [typeof row.light | null, number, number, boolean][] = [
      [row.light, WOUND_STRENGTH_LOSS.light, onGunArm ? 1 : 0, false],
      [row.serious, WOUND_STRENGTH_LOSS.serious, onGunArm ? 2 : 0, false],
      [row.mortal, 0, 0, true],
    ];
    for (const [range, loss, arm, mortal] of sev) {
      if (range === null) continue;
      const p = (pLoc * (range[1] - range[0] + 1)) / 100;
      const key = `${loss}|${arm}|${mortal}`;
      const prev = acc.get(key);
      acc.set(key, { p: (prev?.p ?? 0) + p, loss, arm, mortal });
    }
  }
  return [...acc.values()];
}

/**
 * P(n wounds | hit) for a weapon at its band: always 1 wound unless shotgun or scatter gun, which
 * read the d10 column of their band (0 wounds possible at the far bands; RULINGS.md R16). Keys in
 * first-met d10 order. Also read by the single-shot odds (`odds.ts`).
 * Source: boot-hill-rulebook.txt, COMBAT / WOUNDS / SHOTGUN/SCATTER GUN EFFECTS TABLE.
 */
export function woundsPerHit(spec: DuelistSpec): Map<number, number> {
  const out = new Map<number, number>();
  if (spec.spread === Spread.None) {
    out.set(1, 1);
    return out;
  }
  const rows = spec.spread === Spread.ScatterGun ? SHOTGUN_EFFECTS.scatterGun : SHOTGUN_EFFECTS.shotgun;
  for (const row of rows) {
    const n = row[spec.bandIndex] as number;
    out.set(n, (out.get(n) ?? 0) + 0.1);
  }
  return out;
}

/**
 * Duelist `spec`'s hit chance before the shot-number modifier, percent, not yet clamped: BAC +
 * range band + weapon (shotgun, scatter gun) + own wounds (`w` strength points lost; R11) + gun
 * arm (`g`: worst wound there, 0 none, 1 light, 2 serious; R12), in the matchup's reading
 * (R1). Source: HIT DETERMINATION CHART (boot-hill-referee-screen-and-northfield-module.md for
 * `screen`, boot-hill-rulebook.txt COMBAT for `rulebook`).
 */
export function duelistHitChanceBase(spec: DuelistSpec, mods: DuelModifiers, w: number, g: number): number {
  const wm = w === 0 ? 0 : 2 * w >= spec.str ? mods.hitWoundsHeavy : mods.hitWoundsLight;
  const am = g === 2 ? mods.gunArmSerious : g === 1 ? mods.gunArmLight : 0;
  return spec.bac + spec.rangeModifier + spec.weaponModifier + wm + am;
}

/**
 * Probability (0..1) that shot `shot` (0-based: first, second, third of a turn's volley) hits with
 * hit chance base `base` percent ({@link duelistHitChanceBase}): the second and third shot modifiers
 * added, the chance clamped to 0..100 (d100 reads 1..100; RULINGS.md R14).
 */
export function shotHitProbability(base: number, mods: DuelModifiers, shot: number): number {
  return Math.min(100, Math.max(0, base + (mods.shot[shot] as number))) / 100;
}

type Dist<T> = Map<string, { v: T; p: number }>;

function add<T>(d: Dist<T>, key: string, v: T, p: number): void {
  if (p === 0) return;
  const e = d.get(key);
  if (e) e.p += p;
  else d.set(key, { v, p });
}

const bodyKey = (b: Body): string => `${b.w},${b.g},${b.st}`;

/** Normalises out states so that equal outcomes share a key (wounds no longer matter once out). */
function settle(b: Body, str: number): Body {
  if (b.st === DEAD) return { w: 0, g: 0, st: DEAD };
  if (b.st === UNCONSCIOUS || str - b.w <= 0) return { w: 0, g: 0, st: UNCONSCIOUS };
  return b;
}

/** Asks an agent for its decision; returns [shots fired, rounds loaded after the decision]. */
function decide(agent: WeaponAgent, spec: DuelistSpec, loaded: number): [number, number] {
  const intent = agent({ loaded, capacity: spec.capacity, rateOfFire: spec.rateOfFire, reloadRate: spec.reloadRate, targetUp: 1 });
  const amount = intentAmount(intent);
  switch (intentKind(intent)) {
    case INTENT_FIRE: {
      const n = Math.min(amount, spec.rateOfFire, loaded);
      return [n, loaded - n];
    }
    case INTENT_RELOAD:
      return [0, loaded + Math.min(amount, spec.reloadRate, spec.capacity - loaded)];
    default:
      return [0, loaded];
  }
}

/**
 * Solves the duel exactly.
 * @returns the four outcome probabilities, dead/unconscious probabilities of each duelist, mean
 *   turns played (a draw counts maxTurns) and P(duel ends in turn t).
 */
export function solveDuelExact(
  m: DuelMatchup,
  agents: readonly [WeaponAgent, WeaponAgent],
): ExactDuelResult {
  const kinds = woundKinds();
  const specs = [m.a, m.b] as const;
  const perHit = specs.map(woundsPerHit);
  const mods = m.mods;

  /** Hit chance base (before the shot modifier) of duelist d in body b. */
  const chanceBase = (d: number, b: Body): number => duelistHitChanceBase(specs[d] as DuelistSpec, mods, b.w, b.g);
  const netSpeed = (d: number, b: Body, fired: number): number => {
    const s = specs[d] as DuelistSpec;
    const wm = b.w === 0 ? 0 : 2 * b.w >= s.str ? mods.speedWoundsHeavy : mods.speedWoundsLight;
    return s.firstShotBase + wm + (fired ? mods.consecutiveFire : 0);
  };

  /** Distribution of the target's body after one wound. */
  const oneWound = (t: Body, str: number): Dist<Body> => {
    const out: Dist<Body> = new Map();
    for (const k of kinds) {
      let nb: Body;
      if (k.mortal || t.st === DEAD) nb = { w: 0, g: 0, st: DEAD };
      else nb = settle({ w: t.w + k.loss, g: Math.max(t.g, k.arm), st: t.st }, str);
      add(out, bodyKey(nb), nb, k.p);
    }
    return out;
  };

  const volleyMemo = new Map<string, Dist<Body>>();
  /** Distribution of target (duelist 1-s) after shooter s fires n shots with the given chance base. */
  const volley = (s: number, base: number, n: number, target: Body): Dist<Body> => {
    const key = `${s}|${base}|${n}|${bodyKey(target)}`;
    const memo = volleyMemo.get(key);
    if (memo) return memo;
    const str = (specs[1 - s] as DuelistSpec).str;
    let dist: Dist<Body> = new Map([[bodyKey(target), { v: target, p: 1 }]]);
    for (let i = 0; i < n; i++) {
      const next: Dist<Body> = new Map();
      const ph = shotHitProbability(base, mods, i);
      for (const { v, p } of dist.values()) {
        if (v.st !== UP) {
          add(next, bodyKey(v), v, p); // the volley stopped: target is out
          continue;
        }
        add(next, bodyKey(v), v, p * (1 - ph));
        for (const [nw, pn] of perHit[s] as Map<number, number>) {
          let after: Dist<Body> = new Map([[bodyKey(v), { v, p: 1 }]]);
          for (let w = 0; w < nw; w++) {
            const step: Dist<Body> = new Map();
            for (const e of after.values()) {
              for (const f of oneWound(e.v, str).values()) add(step, bodyKey(f.v), f.v, e.p * f.p);
            }
            after = step;
          }
          for (const e of after.values()) add(next, bodyKey(e.v), e.v, p * ph * pn * e.p);
        }
      }
      dist = next;
    }
    volleyMemo.set(key, dist);
    return dist;
  };

  interface State {
    a: Body;
    b: Body;
    loadedA: number;
    loadedB: number;
    firedA: number;
    firedB: number;
  }
  const stateKey = (s: State): string =>
    `${bodyKey(s.a)}|${bodyKey(s.b)}|${s.loadedA},${s.loadedB},${s.firedA},${s.firedB}`;

  let live: Dist<State> = new Map();
  const start: State = { a: { w: 0, g: 0, st: UP }, b: { w: 0, g: 0, st: UP }, loadedA: m.a.capacity, loadedB: m.b.capacity, firedA: 0, firedB: 0 };
  live.set(stateKey(start), { v: start, p: 1 });

  let aWins = 0;
  let bWins = 0;
  let bothDown = 0;
  let aDead = 0;
  let aUnc = 0;
  let bDead = 0;
  let bUnc = 0;
  let meanTurns = 0;
  const turnDistribution: number[] = [];

  for (let turn = 1; turn <= m.maxTurns; turn++) {
    const next: Dist<State> = new Map();
    let endedThisTurn = 0;
    for (const { v: s, p } of live.values()) {
      // Each agent decides: fire n, reload k or hold (both duelists are up in a live state).
      const [nA, loadedA] = decide(agents[0], m.a, s.loadedA);
      const [nB, loadedB] = decide(agents[1], m.b, s.loadedB);

      // Distribution over (A body, B body) after the exchange.
      const pairs: Dist<[Body, Body]> = new Map();
      const addPair = (a: Body, b: Body, q: number): void => add(pairs, `${bodyKey(a)}|${bodyKey(b)}`, [a, b], q);
      if (nA > 0 && nB > 0) {
        const nsA = netSpeed(0, s.a, s.firedA);
        const nsB = netSpeed(1, s.b, s.firedB);
        if (nsA === nsB) {
          const toB = volley(0, chanceBase(0, s.a), nA, s.b);
          const toA = volley(1, chanceBase(1, s.b), nB, s.a);
          for (const eb of toB.values()) for (const ea of toA.values()) addPair(ea.v, eb.v, eb.p * ea.p);
        } else {
          const x = nsA > nsB ? 0 : 1; // fires first
          const y = 1 - x;
          const bodies = [s.a, s.b];
          const toY = volley(x, chanceBase(x, bodies[x] as Body), x === 0 ? nA : nB, bodies[y] as Body);
          for (const ey of toY.values()) {
            if (ey.v.st !== UP) {
              if (x === 0) addPair(s.a, ey.v, ey.p);
              else addPair(ey.v, s.b, ey.p);
              continue;
            }
            const toX = volley(y, chanceBase(y, ey.v), y === 0 ? nA : nB, bodies[x] as Body);
            for (const ex of toX.values()) {
              if (x === 0) addPair(ex.v, ey.v, ey.p * ex.p);
              else addPair(ey.v, ex.v, ey.p * ex.p);
            }
          }
        }
      } else if (nA > 0) {
        for (const e of volley(0, chanceBase(0, s.a), nA, s.b).values()) addPair(s.a, e.v, e.p);
      } else if (nB > 0) {
        for (const e of volley(1, chanceBase(1, s.b), nB, s.a).values()) addPair(e.v, s.b, e.p);
      } else {
        addPair(s.a, s.b, 1);
      }

      for (const { v: [a, b], p: q } of pairs.values()) {
        const pq = p * q;
        if (a.st === UP && b.st === UP) {
          const ns: State = { a, b, loadedA, loadedB, firedA: nA > 0 ? 1 : 0, firedB: nB > 0 ? 1 : 0 };
          add(next, stateKey(ns), ns, pq);
          continue;
        }
        endedThisTurn += pq;
        if (a.st !== UP && b.st !== UP) bothDown += pq;
        else if (b.st !== UP) aWins += pq;
        else bWins += pq;
        if (a.st === DEAD) aDead += pq;
        if (a.st === UNCONSCIOUS) aUnc += pq;
        if (b.st === DEAD) bDead += pq;
        if (b.st === UNCONSCIOUS) bUnc += pq;
      }
    }
    turnDistribution.push(endedThisTurn);
    meanTurns += turn * endedThisTurn;
    live = next;
  }
  let draw = 0;
  for (const { p } of live.values()) draw += p;
  meanTurns += draw * m.maxTurns;
  return { aWins, bWins, bothDown, draw, aDead, aUnconscious: aUnc, bDead, bUnconscious: bUnc, meanTurns, turnDistribution };
}
