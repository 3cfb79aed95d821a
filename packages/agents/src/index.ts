/**
 * Scripted agents: pure functions from what a character observes to a packed Intent
 * (see `@deadeye/core` intent.ts). No engine internals, no randomness of their own.
 */
import { INTENT_FIRE, INTENT_HOLD, INTENT_RELOAD, packIntent, type WeaponObservation } from '@deadeye/core';

/**
 * The standing duelist of Deadeye issue #2, section 5: with rounds loaded and a target up, fire
 * min(rate of fire, rounds loaded) shots at it; with none loaded, reload min(reload rate,
 * capacity - loaded) rounds (boot-hill-rulebook.txt, COMBAT / WEAPONS: "Reloading by a character
 * is undertaken to the exclusion of all other activities except walking"); with nothing to load
 * and nothing loaded, hold.
 * @returns a packed intent: FIRE n, RELOAD k or HOLD.
 */
export function standingDuelist(o: WeaponObservation): number {
  if (o.loaded > 0) {
    if (o.targetUp === 0) return INTENT_HOLD;
    return packIntent(INTENT_FIRE, o.rateOfFire < o.loaded ? o.rateOfFire : o.loaded);
  }
  const room = o.capacity - o.loaded;
  const k = o.reloadRate < room ? o.reloadRate : room;
  return k > 0 ? packIntent(INTENT_RELOAD, k) : INTENT_HOLD;
}
