/**
 * The pieces the doctrines share (doctrines.ts, northfield-doctrines.ts): fleeing, going, facing,
 * the weapon in hand (has, shots, reload, draw), the armed action every fighting doctrine takes
 * and its opening (arming up, dismounting), the default close-combat round, and the parameter
 * reader `given`. Each writes the intent only; distances in spaces, path costs in half-spaces.
 * Not part of the package's exports: the doctrines are (index.ts). Allocation-free.
 */
import {
  ACT_DRAW,
  ACT_FIRE,
  ACT_NONE,
  ACT_PICK_UP,
  ACT_RELOAD,
  PHASE_BRAWL,
  PHASE_MOVE,
  RATE_STILL,
  type SkirmishIntent,
  type SkirmishObservation,
} from '@deadeye/core';
import { fleeCellFree, nearestItem, stepToward } from './movement.ts';
import { BOOT_HILL_HOOK } from './systems/boothill.ts';
import { BRAWL_REACH, PACE_DASH, PACE_RUN, PACE_WALK, type SystemHook } from './systems/hook.ts';

export { BRAWL_REACH };

/** The brawler fires its gun only at enemies farther than this, spaces. */
export const BRAWLER_SHOOT_BEYOND = 3;

/** Half-spaces per space (path costs are in half-spaces). */
export const HALF_SPACES = 2;

/**
 * A parameter's value `v` (read by the doctrine as `obs.params['name']`), or `def` when absent or
 * not a number. The doctrines read each parameter by its name where they use it: a property read
 * of one name V8 caches for that spot, where `param`'s read of any name looks it up every time.
 */
export function given(v: number | undefined, def: number): number {
  return v === undefined || Number.isNaN(v) ? def : v;
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

/**
 * Broken: run for the nearest exit ({@link fleeCellFree}: another when an enemy stands on it) at the
 * `dash` pace. Standing on that exit already (put there by a fall back): sent to it all the same,
 * `moveTo` his own cell, so that he leaves the map by it (Quick on the Draw's RULINGS.md QR-181: a
 * man sent to the exit cell he stands on leaves by it). Before, `stepToward` made that "stay", and
 * he waited on the map's edge for the rest of the fight.
 */
export function flee(obs: SkirmishObservation, out: SkirmishIntent, hook: SystemHook): void {
  goToExit(obs, out, fleeCellFree(obs), hook.pace(obs, PACE_DASH));
  out.action = ACT_NONE;
}

/**
 * Move toward exit cell `exit` at system rate `rate` ({@link go}), or, standing on it already,
 * `moveTo` his own cell, so that he leaves the map by it (Quick on the Draw's RULINGS.md QR-181;
 * BOOT HILL's move reads a move to his own cell as none); -1: stay.
 */
export function goToExit(obs: SkirmishObservation, out: SkirmishIntent, exit: number, rate: number): void {
  out.moveTo = exit >= 0 && exit === obs.cell[obs.self] ? exit : stepToward(obs, exit);
  out.rate = out.moveTo < 0 ? RATE_STILL : rate;
}

/**
 * Move toward `dest` at system rate `rate` (from `hook.pace` or `hook.paceOr`: lamed, walking at
 * most), or stay if already there / -1.
 */
export function go(obs: SkirmishObservation, out: SkirmishIntent, dest: number, rate: number): void {
  out.moveTo = stepToward(obs, dest);
  out.rate = out.moveTo < 0 ? RATE_STILL : rate;
}

/** Stay, facing character `t` (or keep the facing if -1). */
export function stayFacing(obs: SkirmishObservation, out: SkirmishIntent, t: number): void {
  out.moveTo = -1;
  out.rate = RATE_STILL;
  out.face = t >= 0 ? obs.map.facing(obs.cell[obs.self] as number, obs.cell[t] as number) : -1;
}

/** Weapon `w` is carried. */
export function has(obs: SkirmishObservation, w: number): boolean {
  return w >= 0 && w < obs.weaponCount;
}

/** Shots to ask with weapon `w`: min(rate of fire, rounds loaded). */
export function shotsOf(obs: SkirmishObservation, w: number): number {
  const rof = obs.rateOfFire[w] as number;
  const loaded = obs.loaded[w] as number;
  return rof < loaded ? rof : loaded;
}

/** Weapon `w` can be reloaded now: spare rounds, room, and a reload rate. */
export function canReload(obs: SkirmishObservation, w: number): boolean {
  return has(obs, w) && (obs.spare[w] as number) > 0 && (obs.loaded[w] as number) < (obs.capacity[w] as number) && (obs.reloadRate[w] as number) > 0;
}

/** Weapon `w` is a firearm with rounds loaded. */
export function loadedFirearm(obs: SkirmishObservation, w: number): boolean {
  return has(obs, w) && obs.firearm[w] === 1 && (obs.loaded[w] as number) > 0;
}

/**
 * A weapon to draw other than the one in hand: a loaded firearm first; unless `loadedOnly`, then a
 * firearm that can be reloaded; -1 if none.
 */
export function drawCandidate(obs: SkirmishObservation, loadedOnly: boolean): number {
  const inHand = obs.weaponInHand;
  for (let w = 0; w < obs.weaponCount; w++) if (w !== inHand && loadedFirearm(obs, w)) return w;
  if (loadedOnly) return -1;
  for (let w = 0; w < obs.weaponCount; w++) if (w !== inHand && obs.firearm[w] === 1 && canReload(obs, w)) return w;
  return -1;
}

/**
 * Fire min(rate of fire, loaded) of weapon `w` at `t` (a normal shot; a doctrine then asks
 * `hook.quickShot` for a quick one). The hook is not threaded through `fire` and `armedAction`
 * for the quick shot: with it they outgrew V8's inlining budget in the doctrines (street fight,
 * 200,000 trials in-process: CPU 4.08 s on main -> 4.17 s; without it 4.15 s -> 4.12 s, medians of 12).
 */
export function fire(obs: SkirmishObservation, out: SkirmishIntent, t: number, w: number): void {
  out.action = ACT_FIRE;
  out.target = t;
  out.shots = shotsOf(obs, w);
}

export function draw(out: SkirmishIntent, w: number): void {
  out.action = ACT_DRAW;
  out.weapon = w;
}

/**
 * Takes weapon `w` (not the one in hand) up to shoot `t` (-1: none): where drawing is part of
 * firing (`hook.fireDrawing`, BOOT HILL's RULINGS.md S13) and `w` is a loaded firearm with `t`
 * within its extreme range (`obs.distance` against `obs.extremeRange`, map spaces), fires it at once ({@link fire}, `weapon` = `w`: the engine draws it as he fires);
 * else draws it ({@link draw}).
 */
export function drawOrFire(obs: SkirmishObservation, out: SkirmishIntent, hook: SystemHook, t: number, w: number): void {
  if (hook.fireDrawing && t >= 0 && loadedFirearm(obs, w) && (obs.distance[t] as number) <= (obs.extremeRange[w] as number)) {
    fire(obs, out, t, w);
    out.weapon = w;
  } else draw(out, w);
}

/**
 * The action of an armed doctrine (gunfighter, rifleman, defender) against target `t` (-1: none):
 * 1. empty hand: draw a weapon ({@link drawCandidate}; where drawing is part of firing, fire it at
 *    `t` if it is loaded and `t` within its reach: {@link drawOrFire});
 * 2. a thrown weapon in hand and `t` within its extreme range: throw (`hook.throwAt`); a loaded
 *    firearm in hand and `t` within its extreme range: fire min(rate of fire, loaded);
 * 3. the weapon in hand empty: reload if `reloadOk` and it can be reloaded, else draw another
 *    loaded firearm ({@link drawOrFire});
 * 4. nothing to shoot: top up the weapon (reload) if `topOff` and `reloadOk`;
 * 5. else close with `t` (`hook.engage`) if it is within {@link BRAWL_REACH} and nothing else was chosen.
 */
export function armedAction(obs: SkirmishObservation, out: SkirmishIntent, hook: SystemHook, t: number, reloadOk: boolean, topOff: boolean): void {
  const w = obs.weaponInHand;
  if (!has(obs, w)) {
    const d = drawCandidate(obs, false);
    if (d >= 0) drawOrFire(obs, out, hook, t, d);
    else if (t >= 0 && (obs.distance[t] as number) <= BRAWL_REACH) hook.engage(out, t);
    return;
  }
  if (t >= 0) {
    const dist = obs.distance[t] as number;
    const inRange = dist <= (obs.extremeRange[w] as number);
    if (obs.thrown[w] === 1 && inRange) {
      hook.throwAt(out, t);
      return;
    }
    if (obs.firearm[w] === 1 && (obs.loaded[w] as number) > 0 && inRange) {
      fire(obs, out, t, w);
      return;
    }
  }
  if ((obs.loaded[w] as number) === 0) {
    if (reloadOk && canReload(obs, w)) {
      out.action = ACT_RELOAD;
      return;
    }
    const d = drawCandidate(obs, true);
    if (d >= 0) {
      drawOrFire(obs, out, hook, t, d);
      return;
    }
  } else if (t < 0 && topOff && reloadOk && canReload(obs, w)) {
    out.action = ACT_RELOAD;
    return;
  }
  if (t >= 0 && (obs.distance[t] as number) <= BRAWL_REACH) hook.engage(out, t);
}

/**
 * Unarmed (no weapon in hand or carried that is loaded or can be reloaded) with a weapon lying
 * on the map: `PHASE_MOVE` runs (`run` pace, or the slower one `hook.paceWithin` gives for the
 * way there) toward the nearest item ({@link nearestItem}),
 * declaring that he picks it up (`ACT_PICK_UP`, `weapon` = item index: Quick on the Draw picks it
 * up where the move ends on it, a basic action combined with the move; BOOT HILL's movement reads
 * no such declaration); any other phase picks it up (`ACT_PICK_UP`) when standing on it. Returns
 * true when it decided (the doctrine does nothing more this call).
 */
export function armUp(obs: SkirmishObservation, out: SkirmishIntent, hook: SystemHook): boolean {
  if (obs.itemCount === 0) return false;
  const w = obs.weaponInHand;
  if (has(obs, w) && ((obs.loaded[w] as number) > 0 || canReload(obs, w))) return false;
  if (drawCandidate(obs, false) >= 0) return false;
  const own = obs.cell[obs.self] as number;
  for (let k = 0; k < obs.itemCount; k++) {
    if (obs.itemCell[k] === own) {
      if (obs.phase !== PHASE_MOVE) {
        out.action = ACT_PICK_UP;
        out.weapon = k;
      }
      return true;
    }
  }
  const k = nearestItem(obs);
  if (k < 0) return false;
  if (obs.phase === PHASE_MOVE) {
    // At a run, unless a slower pace reaches it at less risk (Quick on the Draw's bad going: QR-221).
    const cell = obs.itemCell[k] as number;
    go(obs, out, cell, hook.paceWithin(obs, PACE_RUN, cell));
    out.action = ACT_PICK_UP;
    out.weapon = k;
  }
  return true;
}

/**
 * What every armed doctrine (gunfighter, rifleman, defender) does first: the brawl choice in
 * `PHASE_BRAWL` ({@link defaultBrawl}); broken, flee; mounted with the `dismount` flag (default
 * `dismountByDefault`, 0/1), get down at the end of this move (`hook.dismount`); unarmed, fetch a
 * weapon ({@link armUp}). Returns true when the doctrine has nothing more to decide this call.
 */
export function armedOpening(obs: SkirmishObservation, out: SkirmishIntent, hook: SystemHook, dismountByDefault: number): boolean {
  if (obs.phase === PHASE_BRAWL) {
    defaultBrawl(obs, out, hook);
    return true;
  }
  if (obs.broken === 1) {
    if (obs.phase === PHASE_MOVE) flee(obs, out, hook);
    return true;
  }
  if (obs.phase === PHASE_MOVE && obs.mounted === 1 && given(obs.params['dismount'], dismountByDefault) !== 0) hook.dismount(out);
  return armUp(obs, out, hook);
}

/** Caps the move at the `walk` pace when a reload is planned. */
export function walkIfReloading(obs: SkirmishObservation, out: SkirmishIntent, hook: SystemHook): void {
  if (out.action === ACT_RELOAD && out.moveTo >= 0 && !hook.noFaster(out.rate, PACE_WALK)) out.rate = hook.pace(obs, PACE_WALK);
}

/**
 * The close-combat choice of every doctrine but the brawler: at its brawl opponent, the system's
 * default round (`hook.closeCombat`; BOOT HILL: keep a hold, grapple when held, strike with a
 * weapon in hand, else punch). Deterministic.
 */
export function defaultBrawl(obs: SkirmishObservation, out: SkirmishIntent, hook: SystemHook = BOOT_HILL_HOOK): void {
  out.target = obs.brawlOpponent;
  hook.closeCombat(obs, out);
}
