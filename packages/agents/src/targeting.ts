/**
 * Targeting policies of the scenario agents: whom a character shoots at (or closes on) among the
 * enemies it can see. Every policy considers only characters that are
 * - on another side than the observer (`side[i] !== side[self]`),
 * - seen now (`visible[i] === 1`), and
 * - up as far as the observer knows (`up[i] === 1`), and
 * - not forbidden as a target by a special rule (no `S_NO_FIRE` in `sightBits[i]`, marked first:
 *   core's `markFireLimits`);
 * it returns -1 when there is none. Distances are the observation's `distance` column (spaces).
 *
 * Allocation-free: a policy is a fixed loop over the observation's typed arrays; nothing is
 * created per call, so an engine may call {@link pickTarget} in its trial loop.
 */
import { fireForbidden, type SkirmishObservation } from '@deadeye/core';

/**
 * The names of the targeting policies, in documentation order:
 * - `nearest`: the nearest enemy (smallest `distance`, spaces).
 * - `mostDangerous`: the enemy with the highest `danger` (expected strength points per turn it
 *   could inflict on the observer); ties go to the nearest.
 * - `lastAttacker`: the character who last shot at or struck the observer (`lastAttacker`) while
 *   it is still a visible, up enemy; otherwise `mostDangerous`.
 * - `leader`: an enemy leader (`leader === 1`), the nearest if several; otherwise `mostDangerous`.
 * Remaining ties go to the lowest character index (deterministic).
 */
export const TARGETING_POLICIES = ['nearest', 'mostDangerous', 'lastAttacker', 'leader'] as const;

/** A targeting policy name (see {@link TARGETING_POLICIES}). */
export type TargetingPolicy = (typeof TARGETING_POLICIES)[number];

/** One-line meaning of every policy (for `deadeye validate`, help texts and reports). */
export const TARGETING_SUMMARY: Readonly<Record<TargetingPolicy, string>> = {
  nearest: 'the nearest visible enemy that is up (distance in spaces; ties: lowest index)',
  mostDangerous: 'the visible enemy that is up with the highest danger (expected strength points per turn against the observer); ties: the nearest',
  lastAttacker: 'the last character who shot at or struck the observer, while still a visible enemy that is up; else mostDangerous',
  leader: "an enemy side's leader that is visible and up (the nearest if several); else mostDangerous",
};

/** True if `name` is a targeting policy name. */
export function isTargetingPolicy(name: string): name is TargetingPolicy {
  return (TARGETING_POLICIES as readonly string[]).includes(name);
}

/**
 * True if character `i` may be targeted by the observer: a valid index, not the observer, on
 * another side, visible now and up, and no special rule forbids firing at him (`S_NO_FIRE`).
 */
export function isTargetable(obs: SkirmishObservation, i: number): boolean {
  return (
    i >= 0 &&
    i < obs.count &&
    i !== obs.self &&
    obs.side[i] !== obs.side[obs.self] &&
    obs.visible[i] === 1 &&
    obs.up[i] === 1 &&
    !fireForbidden(obs, i)
  );
}

// The policies' test of `i`, one of the observation's `enemies` ({@link isTargetable} for them:
// the loops run over them alone and read the columns once), in two parts:
// - seen and up first (`visible` and `up` are 0 or 1, so one AND tests both): in Northfield most
//   enemies are out of sight, and this byte test skips them at once;
// - no `S_NO_FIRE` (core's `fireForbidden`: the row marked first, if need be) only of an enemy who
//   would beat the best found so far. The best is always targetable, so one who would not beat it
//   is not the answer whatever his firing limits say, and they (the costly part in Northfield)
//   need not be looked at. The same answer as testing every enemy whole first.

/** True if the observer sees an enemy up now (`visible` and `up`; a no-fire rule does not matter). */
export function enemyInSight(obs: SkirmishObservation): boolean {
  const { enemies, visible, up } = obs;
  for (let k = 0; k < enemies.length; k++) {
    const i = enemies[k] as number;
    if (((visible[i] as number) & (up[i] as number)) !== 0) return true;
  }
  return false;
}

/** The nearest targetable enemy (distance in spaces; ties: lowest index), or -1. */
export function nearestEnemy(obs: SkirmishObservation): number {
  const { enemies, visible, up, distance } = obs;
  let best = -1;
  let bestD = Infinity;
  for (let k = 0; k < enemies.length; k++) {
    const i = enemies[k] as number;
    if (((visible[i] as number) & (up[i] as number)) === 0) continue;
    const d = distance[i] as number;
    if (d < bestD && !fireForbidden(obs, i)) {
      bestD = d;
      best = i;
    }
  }
  return best;
}

/** The targetable enemy with the highest `danger`; ties: the nearest, then the lowest index; or -1. */
export function mostDangerousEnemy(obs: SkirmishObservation): number {
  const { enemies, visible, up, distance, danger } = obs;
  let best = -1;
  let bestDanger = -Infinity;
  let bestD = Infinity;
  for (let k = 0; k < enemies.length; k++) {
    const i = enemies[k] as number;
    if (((visible[i] as number) & (up[i] as number)) === 0) continue;
    const g = danger[i] as number;
    const d = distance[i] as number;
    if ((g > bestDanger || (g === bestDanger && d < bestD)) && !fireForbidden(obs, i)) {
      bestDanger = g;
      bestD = d;
      best = i;
    }
  }
  return best;
}

/** The nearest targetable enemy leader (`leader === 1`), or -1. */
export function nearestEnemyLeader(obs: SkirmishObservation): number {
  const { enemies, visible, up, distance, leader } = obs;
  let best = -1;
  let bestD = Infinity;
  for (let k = 0; k < enemies.length; k++) {
    const i = enemies[k] as number;
    if ((leader[i] as number) !== 1 || ((visible[i] as number) & (up[i] as number)) === 0) continue;
    const d = distance[i] as number;
    if (d < bestD && !fireForbidden(obs, i)) {
      bestD = d;
      best = i;
    }
  }
  return best;
}

/**
 * The character the observer should shoot at under `policy` (see {@link TARGETING_POLICIES}).
 * Only enemies (another side) that are visible and up are ever returned.
 * @returns a character index, or -1 if no enemy can be targeted.
 */
export function pickTarget(policy: TargetingPolicy, obs: SkirmishObservation): number {
  switch (policy) {
    case 'mostDangerous':
      return mostDangerousEnemy(obs);
    case 'lastAttacker': {
      const a = obs.lastAttacker;
      return isTargetable(obs, a) ? a : mostDangerousEnemy(obs);
    }
    case 'leader': {
      const l = nearestEnemyLeader(obs);
      return l >= 0 ? l : mostDangerousEnemy(obs);
    }
    default:
      return nearestEnemy(obs);
  }
}
