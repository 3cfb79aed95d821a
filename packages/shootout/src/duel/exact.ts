/**
 * Exact solution of the Shootout! standing duel: an absorbing Markov chain over (HTK left, rounds
 * loaded, pinned down) of both duelists, propagated turn by turn up to the turn limit. Absorbing
 * states are "someone is dead"; the mass still live after the last turn is the draw.
 *
 * No sampling: each volley's outcome is the exact joint distribution of (2 or more hits?, unsaved
 * hits), from the binomial number of hits among the combat dice (each hits with probability
 * #{d6 faces 2..6 with face + modifier >= 6} / 6) and the binomial number of those that fail their
 * saving throws; the Draw! is the exact distribution of 1D6 + Speed against 1D6 + Speed; a courage
 * test passes with probability #{faces 2..6 with face + Courage >= 6} / 6.
 *
 * It shares no code with the Monte Carlo engine (`engine.ts`) beyond the compiled matchup and the
 * agents, so agreement between the two checks both. Same rules (issue #13, section 3; RULINGS.md
 * SR-20..SR-29). The agents must be deterministic functions of their observation (the standing
 * duelist is).
 */
import { INTENT_FIRE, INTENT_RELOAD, intentAmount, intentKind, type ExactDuelResult, type WeaponAgent } from '@deadeye/core';
import { DUEL_MODIFIERS, TARGET_SCORE, type ShootoutDuel, type ShootoutDuelist } from './matchup.ts';

/**
 * Faces 2..6 of a d6 that reach {@link TARGET_SCORE} with `modifier` (a natural 1 never does), out
 * of 6: the successes of a combat die, a saving throw or a courage test (shootout.txt, "3. Ranged
 * Combat", "Courage"; RULINGS.md SR-28). A whole number 0..5.
 */
export function d6Successes(modifier: number): number {
  let n = 0;
  for (let face = 2; face <= 6; face++) if (face + modifier >= TARGET_SCORE) n++;
  return n;
}

/** Binomial probabilities P(k of n), k = 0..n (index k), success probability p (0..1). */
export function binomial(n: number, p: number): Float64Array {
  const out = new Float64Array(n + 1);
  out[0] = 1;
  for (let i = 0; i < n; i++) {
    for (let k = i + 1; k >= 0; k--) out[k] = (k > 0 ? (out[k - 1] as number) * p : 0) + (k <= i ? (out[k] as number) * (1 - p) : 0);
  }
  return out;
}

/**
 * One volley's exact joint distribution of hits and unsaved hits: `n` combat dice, each hitting
 * with 1D6 + `hitModifier` (6 or more, a natural 1 misses: probability {@link d6Successes}/6), then
 * a saving throw per hit, 1D6 + `saveModifier`, failing with probability 1 - {@link d6Successes}/6
 * (shootout.txt, "3. Ranged Combat"; RULINGS.md SR-20, SR-28). Every die and every saving throw is
 * rolled (the duel's volley: hits are applied after it).
 * @returns P(k hits and u of them unsaved) at index `k * (n + 1) + u`, k = 0..n, u = 0..k (0 for u > k)
 */
export function volleyJoint(n: number, hitModifier: number, saveModifier: number): Float64Array {
  const hits = binomial(n, d6Successes(hitModifier) / 6);
  const saveFail = 1 - d6Successes(saveModifier) / 6;
  const out = new Float64Array((n + 1) * (n + 1));
  for (let k = 0; k <= n; k++) {
    const pk = hits[k] as number;
    if (pk === 0) continue;
    const unsaved = binomial(k, saveFail);
    for (let u = 0; u <= k; u++) out[k * (n + 1) + u] = pk * (unsaved[u] as number);
  }
  return out;
}

/** What a duelist does this turn: combat dice fired (0: none) and rounds loaded after the turn (as if he fires all of them). */
interface Decision {
  readonly dice: number;
  readonly roundsAfter: number;
}

/**
 * Solves the duel exactly.
 * @param agents the duelists' agents; each must be a deterministic function of its observation
 * @returns the outcome probabilities (A wins, B wins, both dead, draw), each duelist's chance of
 *   being dead (never unconscious: 0), the mean turns played (a draw counts maxTurns) and P(the duel
 *   ends in turn t), t = 1..maxTurns
 */
export function solveShootoutDuelExact(m: ShootoutDuel, agents: readonly [WeaponAgent, WeaponAgent]): ExactDuelResult {
  const specs = [m.a, m.b] as const;
  const perVolley = m.switches.volleys === 1;
  /** Rounds slots per duelist: 0..capacity when counted, else the single slot 0. */
  const slots = specs.map((s) => (s.limited === 1 ? s.capacity + 1 : 1));
  const hSize = specs.map((s) => s.htk + 1);
  const couragePass = specs.map((s) => d6Successes(s.courage) / 6);

  const encode = (hA: number, rA: number, pA: number, hB: number, rB: number, pB: number): number =>
    ((((hA * (slots[0] as number) + rA) * 2 + pA) * (hSize[1] as number) + hB) * (slots[1] as number) + rB) * 2 + pB;

  /** Duelist d's decision with `rounds` loaded, resolved as the engine resolves it (SR-24). */
  const decide = (d: number, rounds: number): Decision => {
    const s = specs[d] as ShootoutDuelist;
    const rate = perVolley ? 1 : s.dice;
    const limited = s.limited === 1;
    const capacity = limited ? s.capacity : rate;
    const loaded = limited ? rounds : capacity;
    const intent = (agents[d] as WeaponAgent)({ loaded, capacity, rateOfFire: rate, reloadRate: limited ? capacity : 0, targetUp: 1 });
    const kind = intentKind(intent);
    if (kind === INTENT_FIRE) {
      const n = intentAmount(intent);
      if (perVolley) return n >= 1 && loaded >= 1 ? { dice: s.dice, roundsAfter: limited ? rounds - 1 : 0 } : { dice: 0, roundsAfter: rounds };
      const k = Math.min(n, s.dice, loaded);
      return { dice: k, roundsAfter: limited ? rounds - k : 0 };
    }
    if (kind === INTENT_RELOAD && limited && rounds < s.capacity) return { dice: 0, roundsAfter: s.capacity };
    return { dice: 0, roundsAfter: rounds };
  };

  /**
   * Shooter s's volley of n dice, pinned or not: P(outcome) at index `pin * (n + 1) + u`, where
   * `pin` is 1 when it scores 2 or more hits (before saves) and `u` is the unsaved hits.
   */
  const volleyMemo = new Map<number, Float64Array>();
  const volley = (s: number, n: number, pinned: number): Float64Array => {
    const key = (s * 2 + pinned) * 1024 + n;
    const memo = volleyMemo.get(key);
    if (memo !== undefined) return memo;
    const mod = (specs[s] as ShootoutDuelist).hitModifier + (pinned === 1 ? DUEL_MODIFIERS.firerPinned : 0);
    const joint = volleyJoint(n, mod, DUEL_MODIFIERS.savingThrow);
    const out = new Float64Array(2 * (n + 1));
    for (let k = 0; k <= n; k++) {
      const pin = k >= 2 ? 1 : 0;
      for (let u = 0; u <= k; u++) out[pin * (n + 1) + u] = (out[pin * (n + 1) + u] as number) + (joint[k * (n + 1) + u] as number);
    }
    volleyMemo.set(key, out);
    return out;
  };
  /** A volley of no dice: no hits, certainly. */
  const NONE = Float64Array.of(1, 0);

  // Draw!: P(A's 1D6 + Speed is higher), lower, equal (SR-21).
  let pAFirst = 0;
  let pBFirst = 0;
  for (let x = 1; x <= 6; x++) {
    for (let y = 1; y <= 6; y++) {
      const d = x + m.a.speed - (y + m.b.speed);
      if (d > 0) pAFirst += 1 / 36;
      else if (d < 0) pBFirst += 1 / 36;
    }
  }
  const pTie = 1 - pAFirst - pBFirst;

  let live = new Map<number, number>();
  live.set(encode(m.a.htk, m.a.limited === 1 ? m.a.capacity : 0, 0, m.b.htk, m.b.limited === 1 ? m.b.capacity : 0, 0), 1);
  let next = new Map<number, number>();

  let aWins = 0;
  let bWins = 0;
  let bothDown = 0;
  let ended = 0;
  let meanTurns = 0;
  const turnDistribution: number[] = [];

  const addLive = (key: number, p: number): void => {
    next.set(key, (next.get(key) ?? 0) + p);
  };

  /** Both volleys from the state at the start of the exchange, applied together (SR-23). */
  const simultaneous = (q: number, hA: number, pA: number, dA: Decision, hB: number, pB: number, dB: Decision): void => {
    const toB = dA.dice > 0 ? volley(0, dA.dice, pA) : NONE;
    const toA = dB.dice > 0 ? volley(1, dB.dice, pB) : NONE;
    const nB = toB.length / 2;
    const nA = toA.length / 2;
    for (let i = 0; i < toB.length; i++) {
      const x = toB[i] as number;
      if (x === 0) continue;
      const pinB = i >= nB ? 1 : 0;
      const hB2 = hB - (i % nB);
      for (let j = 0; j < toA.length; j++) {
        const y = toA[j] as number;
        if (y === 0) continue;
        const pinA = j >= nA ? 1 : 0;
        const hA2 = hA - (j % nA);
        const p = q * x * y;
        if (hA2 <= 0 && hB2 <= 0) {
          bothDown += p;
          ended += p;
        } else if (hB2 <= 0) {
          aWins += p;
          ended += p;
        } else if (hA2 <= 0) {
          bWins += p;
          ended += p;
        } else {
          addLive(encode(hA2, dA.roundsAfter, pA | pinA, hB2, dB.roundsAfter, pB | pinB), p);
        }
      }
    }
  };

  /** A won Draw!: `x` fires first; if he kills, no fire in return; else `y` fires, at -1 if pinned by it (SR-21, SR-26). */
  const drawWon = (q: number, x: number, h: [number, number], decisions: [Decision, Decision]): void => {
    const y = 1 - x;
    const dx = decisions[x] as Decision;
    const dy = decisions[y] as Decision;
    const toY = volley(x, dx.dice, 0);
    const nY = toY.length / 2;
    for (let i = 0; i < toY.length; i++) {
      const a = toY[i] as number;
      if (a === 0) continue;
      const hY2 = (h[y] as number) - (i % nY);
      if (hY2 <= 0) {
        if (x === 0) aWins += q * a;
        else bWins += q * a;
        ended += q * a;
        continue;
      }
      const pinY = i >= nY ? 1 : 0;
      const toX = volley(y, dy.dice, pinY);
      const nX = toX.length / 2;
      for (let j = 0; j < toX.length; j++) {
        const b = toX[j] as number;
        if (b === 0) continue;
        const p = q * a * b;
        const hX2 = (h[x] as number) - (j % nX);
        if (hX2 <= 0) {
          if (y === 0) aWins += p;
          else bWins += p;
          ended += p;
          continue;
        }
        const pinX = j >= nX ? 1 : 0;
        if (x === 0) addLive(encode(hX2, dx.roundsAfter, pinX, hY2, dy.roundsAfter, pinY), p);
        else addLive(encode(hY2, dy.roundsAfter, pinY, hX2, dx.roundsAfter, pinX), p);
      }
    }
  };

  const sA = slots[0] as number;
  const sB = slots[1] as number;
  const hbSize = hSize[1] as number;
  for (let turn = 1; turn <= m.maxTurns; turn++) {
    ended = 0;
    next = new Map<number, number>();
    for (const [key, p] of live) {
      // Decode (the inverse of `encode`).
      let k = key;
      const pB = k % 2;
      k = (k - pB) / 2;
      const rB = k % sB;
      k = (k - rB) / sB;
      const hB = k % hbSize;
      k = (k - hB) / hbSize;
      const pA = k % 2;
      k = (k - pA) / 2;
      const rA = k % sA;
      const hA = (k - rA) / sA;
      const dA = decide(0, rA);
      const dB = decide(1, rB);
      // Courage tests of the pinned: a pass ends the pin before he fires (SR-27).
      const passA = couragePass[0] as number;
      const passB = couragePass[1] as number;
      for (let ca = 0; ca < (pA === 1 ? 2 : 1); ca++) {
        const qa = pA === 1 ? (ca === 0 ? passA : 1 - passA) : 1;
        const pinA = pA === 1 && ca === 1 ? 1 : 0;
        for (let cb = 0; cb < (pB === 1 ? 2 : 1); cb++) {
          const qb = pB === 1 ? (cb === 0 ? passB : 1 - passB) : 1;
          const pinB = pB === 1 && cb === 1 ? 1 : 0;
          const q = p * qa * qb;
          if (q === 0) continue;
          if (turn === 1 && m.draw === 1 && dA.dice > 0 && dB.dice > 0) {
            if (pTie > 0) simultaneous(q * pTie, hA, pinA, dA, hB, pinB, dB);
            if (pAFirst > 0) drawWon(q * pAFirst, 0, [hA, hB], [dA, dB]);
            if (pBFirst > 0) drawWon(q * pBFirst, 1, [hA, hB], [dA, dB]);
          } else {
            simultaneous(q, hA, pinA, dA, hB, pinB, dB);
          }
        }
      }
    }
    turnDistribution.push(ended);
    meanTurns += turn * ended;
    live = next;
  }
  let draw = 0;
  for (const p of live.values()) draw += p;
  meanTurns += draw * m.maxTurns;
  return {
    aWins,
    bWins,
    bothDown,
    draw,
    aDead: bWins + bothDown,
    aUnconscious: 0,
    bDead: aWins + bothDown,
    bUnconscious: 0,
    meanTurns,
    turnDistribution,
  };
}
