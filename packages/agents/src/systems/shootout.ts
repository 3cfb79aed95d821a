/**
 * The Shootout! system hook: every choice of the doctrines that only Shootout! has, mapped onto
 * its intent options (`@deadeye/core` agent/shootout.ts), and the system's own choices on top of
 * the doctrine's intent ({@link SHOOTOUT_HOOK}'s `settle`). Sources, shootout.txt:
 * - paces -> movement rates: "2. Move Troops" ("may move up to 6" + its Speed factor"; a move of
 *   more than 3" gives the target's saving throw +1): crawl and walk a short move (3" at most),
 *   evade, run and dash the full move. The engine rolls the 1D6" within 12" of the enemy;
 * - the quick shot: none (Shootout! has no such shot; nothing is written); aiming: none either, a
 *   doctrine's aim is a shot now; throwing a knife or a spear is a shot (`ACT_FIRE`);
 * - close combat -> `ACT_CLOSE_COMBAT` ("4. Close Combat": within 2"); a round asks nothing more;
 * - mounts: Shootout! has no mounting or dismounting rules; under the Northfield module a
 *   dismounted man going back to his horse (`mount`: `HORSE_MOUNT`) is sent to it as a full move
 *   for a command point worth 3, and the engine mounts him beside it (packages/shootout
 *   RULINGS.md SR-70); dismounting is not written;
 * - command points ("1. Command Points"): which figures to spend them on (`command`,
 *   {@link commandWorth}) and keeping inside the 6" command radius ({@link keepInRadius});
 * - snapfire ({@link snapfireWanted}), Draw! ({@link drawWanted}), splitting dice
 *   ({@link splitTargets}), when to close for close combat ({@link closeWanted}), a pinned
 *   figure's return fire ({@link returnFireOnly}).
 *
 * The rule checks stay the engine's (DESIGN.md principle 4): a snapfire needs a point and a new
 * target, a Draw! two holstered revolvers and two agreeing figures, close combat an enemy within
 * 2", a pinned figure fires only at one who fired at him. The hook asks sensibly from the
 * observation and the doctrine's intent only; it draws no random number and allocates nothing.
 * These policies are sensible defaults, not yet measured against alternatives.
 */
import {
  ACT_CLOSE_COMBAT,
  ACT_FIRE,
  ACT_NONE,
  HORSE_MOUNT,
  PHASE_BRAWL,
  PHASE_FIRE,
  PHASE_MOVE,
  RATE_STILL,
  S_CORNER,
  S_HARD,
  S_OBSCURED,
  SO_RATE_FULL,
  SO_RATE_SHORT,
  SoRate,
  offsetIndex,
  type GameMap,
  type SkirmishIntent,
  type SkirmishObservation,
} from '@deadeye/core';
import { CellMarks } from '../movement.ts';
import { isTargetable } from '../targeting.ts';
import { BRAWL_REACH, type AgentRng, type Pace, type SystemHook } from './hook.ts';

/**
 * Rate words accepted for a `rate` parameter under Shootout! (core's `SoRate`: `short`, `full`),
 * and BOOT HILL's words the bundled scenarios are written with (crawl and walk a short move,
 * runDodge, run, trot and gallop the full move: the scenario set-up reads them alike).
 */
export const SO_RATE_WORDS: Readonly<Record<string, number>> = {
  ...SoRate,
  crawl: SO_RATE_SHORT,
  walk: SO_RATE_SHORT,
  runDodge: SO_RATE_FULL,
  run: SO_RATE_FULL,
  trot: SO_RATE_FULL,
  gallop: SO_RATE_FULL,
};

/** The rate of each pace, index = pace: still, crawl and walk a short move, evade, run and dash the full move. */
export const SO_PACE_RATES: Int8Array = Int8Array.of(RATE_STILL, SO_RATE_SHORT, SO_RATE_SHORT, SO_RATE_FULL, SO_RATE_FULL, SO_RATE_FULL);

/** Close combat reach as a share of the command radius: 2" of 6" (the observation gives the radius in spaces, at the map's scale). */
const CLOSE_OF_RADIUS = 2 / 6;
/** Sight bits that put a target out of the open (cover on the line). */
const COVER_BITS = S_HARD | S_CORNER | S_OBSCURED;

/** Close combat reach of the observer, spaces (2" at the map's scale: a third of the 6" command radius). */
export function closeReach(obs: SkirmishObservation): number {
  return obs.commandRadius * CLOSE_OF_RADIUS + 1e-9;
}

/**
 * The faces of one Shootout! die that score with modifier `mod` (2..6 with face + mod >= 6: a
 * natural 1 never scores), an integer 0..5: core's `soDieChance(mod)` times 6. The policies below
 * compare expected hits in these sixths, whole numbers, so that nothing is boxed.
 */
function faces(mod: number): number {
  const f = mod >= 4 ? 5 : mod <= -1 ? 0 : mod + 1;
  return f;
}

/** Sixths of a hit the weapon in hand may expect on `t` ({@link rangedExpectation} times 6, a whole number). */
function rangedSixths(obs: SkirmishObservation, t: number, assumeLoaded: boolean): number {
  const w = obs.weaponInHand;
  if (w < 0 || w >= obs.weaponCount) return 0;
  const loaded = assumeLoaded ? (obs.rateOfFire[w] as number) : (obs.loaded[w] as number);
  if (loaded <= 0) return 0;
  const d = obs.distance[t] as number;
  if (d > (obs.extremeRange[w] as number) + 1e-9) return 0;
  let mod = obs.rangedFactor;
  if (((obs.sightBits[t] as number) & COVER_BITS) === 0) mod++;
  if (d <= (obs.bands[4 * w] as number) + 1e-9) mod++;
  const rof = obs.rateOfFire[w] as number;
  return (rof < loaded ? rof : loaded) * faces(mod);
}

/**
 * The hits the observer's weapon in hand may expect on `t`: all its dice (as many as loaded, or
 * all of them if `assumeLoaded`: a weapon reloaded by then), each 1D6 + Ranged + 1 if `t` is in
 * the open (no cover on the line) + 1 within the weapon's short band; 0 with no weapon, with it
 * empty (unless `assumeLoaded`), or `t` beyond its maximum range. (Whether `t` will be stationary
 * is not known; the engine adds it.)
 */
export function rangedExpectation(obs: SkirmishObservation, t: number, assumeLoaded = false): number {
  return rangedSixths(obs, t, assumeLoaded) / 6;
}

/** The hits the observer's close combat dice may expect on anyone ("Roll number of dice for weapon and add close combat skill factor"). */
export function closeExpectation(obs: SkirmishObservation): number {
  return (obs.closeDice * faces(obs.closeFactor)) / 6;
}

/**
 * The enemy the observer should fight in close combat rather than shoot, or -1 ("when to close"):
 * not pinned (a pinned figure only fights back), the doctrine's target (else the nearest
 * targetable enemy) within 2" (with `withMove`, 2" beyond his move allowance: a move toward him
 * first), and his close combat dice expecting at least as many hits as his weapon in hand
 * ({@link closeExpectation} >= {@link rangedExpectation}; an empty weapon expects none now, or,
 * for a move toward him, its full dice: it will be reloaded by the time he would shoot).
 */
export function closeWanted(obs: SkirmishObservation, preferred: number, withMove: boolean): number {
  if (obs.pinned === 1 || obs.closeDice <= 0) return -1;
  const reach = obs.commandRadius * CLOSE_OF_RADIUS + 1e-9 + (withMove ? obs.moveAllowance : 0);
  let t = isTargetable(obs, preferred) && (obs.distance[preferred] as number) <= reach ? preferred : -1;
  if (t < 0) {
    let bestD = Infinity;
    for (let k = 0; k < obs.enemies.length; k++) {
      const j = obs.enemies[k] as number;
      // The distance first: an enemy out of reach is not asked about (core's fireForbidden marks
      // a row only when asked: the firing limits of those beyond reach are never looked at).
      const d = obs.distance[j] as number;
      if (!(d <= reach && d < bestD) || !isTargetable(obs, j)) continue;
      bestD = d;
      t = j;
    }
  }
  if (t < 0) return -1;
  return obs.closeDice * faces(obs.closeFactor) >= rangedSixths(obs, t, withMove) ? t : -1;
}

/**
 * True if the observer starts no close combat of his own (packages/shootout RULINGS.md SR-73):
 * a Northfield robber with a job of the gang's plan (`taskKind`: threatening, covering or
 * searching is all he does that turn), or a figure carrying weapons with none in hand (a
 * Northfield citizen whose weapon is not found yet, a bank employee who has not reached for his
 * gun). Neither happens outside the module (every other figure holds his first weapon).
 */
export function noCloseCombat(obs: SkirmishObservation): boolean {
  return obs.taskKind !== 0 || (obs.weaponInHand < 0 && obs.weaponCount > 0);
}

/** Scratch of {@link keepInRadius}: the cells others up stand on (movement.ts `CellMarks`). */
const taken = new CellMarks();

/**
 * Keeps the move inside the command radius ("To move a figure outside command radius of 6" 2"):
 * when a figure inside the radius would move to a destination (`out.moveTo`) more than the radius
 * from the group's leader (so that his next move would cost 2 points, SR-34), it becomes the free
 * cell within the radius of the leader nearest to it (ties: the lowest index; a rider's, a cell his
 * horse may enter). Not for the leader himself, a Hired Gun (one point anywhere), a figure with no
 * leader, one outside the radius already (he pays 2 wherever he goes), one withdrawing (`broken`),
 * nor a move to close combat.
 *
 * The nearest cell is first found with nobody in the way: others standing can only take cells out
 * of the running, so when nobody else up stands on it (or it is his own) it is the answer; only
 * else is it sought again with the cells taken marked (marking every character's cell at every
 * such move was a tenth of Shootout!'s Northfield's agent time, issue #17).
 */
export function keepInRadius(obs: SkirmishObservation, out: SkirmishIntent): void {
  const l = obs.groupLeader;
  const dest = out.moveTo;
  if (dest < 0 || l < 0 || l === obs.self || obs.hiredGun === 1 || obs.broken === 1 || out.action === ACT_CLOSE_COMBAT) return;
  const map = obs.map;
  const lc = obs.cell[l] as number;
  const r = obs.commandRadius;
  if (map.offsetDistance[offsetIndex(map, dest, lc)]! <= r + 1e-9) return;
  const own = obs.cell[obs.self] as number;
  // Already outside the radius he pays 2 points a move wherever he goes (SR-34): the doctrine's
  // destination stands (an audit, 2026-11-29: the clamp drew figures far from their leader toward
  // him, townsmen away from their posts, and saved no point).
  if (map.offsetDistance[offsetIndex(map, own, lc)]! > r + 1e-9) return;
  // A rider only to a cell his horse may enter (an audit: riders sent onto sidewalks stood still).
  const horse = obs.mounted === 1;
  let best = horse ? nearestInRadius(map, dest, lc, r, -1, null, 0, true) : freeNearestInRadius(map, dest, lc, r);
  if (best >= 0 && best !== own && standsOn(obs, best)) {
    taken.occupiedBy(obs);
    best = nearestInRadius(map, dest, lc, r, own, taken.marks, taken.stamp, horse);
  }
  if (best >= 0) out.moveTo = best === own ? -1 : best;
  if (out.moveTo < 0) out.rate = RATE_STILL;
}

/** Entries of {@link radiusCache} (a power of 2). */
const RADIUS_CACHE_SIZE = 4096;

/**
 * The answers of {@link nearestInRadius} with nothing marked, which depend on the map, the
 * destination, the leader's cell and the radius alone: a direct-mapped cache, slot by a hash of the
 * destination and the leader's cell, each slot keeping its key (map, destination, leader's cell,
 * radius) and answer. Emptied when another map is met. The same groups follow the same leaders to
 * the same places trial after trial, so most searches are found here (the search was a twentieth
 * of Shootout!'s Northfield, issue #17).
 */
const radiusCache = {
  map: null as GameMap | null,
  dest: new Int32Array(RADIUS_CACHE_SIZE).fill(-1),
  leader: new Int32Array(RADIUS_CACHE_SIZE),
  radius: new Float64Array(RADIUS_CACHE_SIZE),
  best: new Int32Array(RADIUS_CACHE_SIZE),
};

/** The slot of {@link radiusCache} for a destination and a leader's cell. Exported for its test. */
export function radiusSlot(dest: number, lc: number): number {
  return (Math.imul(dest, 0x9e3779b1) ^ Math.imul(lc, 0x85ebca6b)) >>> 20;
}

/** {@link nearestInRadius} with nothing marked, through {@link radiusCache}. */
function freeNearestInRadius(map: GameMap, dest: number, lc: number, r: number): number {
  const cache = radiusCache;
  if (cache.map !== map) {
    cache.map = map;
    cache.dest.fill(-1);
  }
  const slot = radiusSlot(dest, lc);
  if (cache.dest[slot] === dest && cache.leader[slot] === lc && cache.radius[slot] === r) return cache.best[slot] as number;
  const best = nearestInRadius(map, dest, lc, r, -1, null, 0);
  cache.dest[slot] = dest;
  cache.leader[slot] = lc;
  cache.radius[slot] = r;
  cache.best[slot] = best;
  return best;
}

/** True if a character up other than the observer stands on cell `c` (as he observes them). */
function standsOn(obs: SkirmishObservation, c: number): boolean {
  for (let i = 0; i < obs.count; i++) if (obs.cell[i] === c && i !== obs.self && obs.up[i] === 1) return true;
  return false;
}

/**
 * {@link keepInRadius}'s search: the passable cell (for a rider, `horse`, one a horse may enter),
 * not an exit, within `r` spaces of the leader's cell `lc`, nearest `dest` (ties: the lowest
 * index), passing over the cells marked `stamp` in `marks` (none when `marks` is null) other than
 * `own`; -1 if none.
 */
function nearestInRadius(map: GameMap, dest: number, lc: number, r: number, own: number, marks: Int32Array | null, stamp: number, horse = false): number {
  const passable = horse ? map.horsePassable : map.passable;
  const lx = map.cellX[lc] as number;
  const ly = map.cellY[lc] as number;
  const span = Math.floor(r);
  const dx0 = map.cellX[dest] as number;
  const dy0 = map.cellY[dest] as number;
  // Rows are looked at nearest the destination's first: a cell's distance is at least its row's
  // (or column's) distance from the destination's, so once that exceeds the best found no cell
  // beyond can win.
  const lo = Math.max(0, ly - span);
  const hi = Math.min(map.height - 1, ly + span);
  let down = Math.min(Math.max(dy0, lo), hi);
  let upRow = down + 1;
  let best = -1;
  let bestD = Infinity;
  while (down >= lo || upRow <= hi) {
    const y = upRow > hi || (down >= lo && dy0 - down <= upRow - dy0) ? down-- : upRow++;
    if (Math.abs(y - dy0) > bestD) {
      if (y <= dy0) down = lo - 1;
      else upRow = hi + 1;
      continue;
    }
    for (let x = Math.max(0, lx - span); x <= Math.min(map.width - 1, lx + span); x++) {
      if (Math.abs(x - dx0) > bestD) continue;
      const c = y * map.width + x;
      if (passable[c] !== 1 || map.exit[c] === 1) continue;
      const d = map.offsetDistance[offsetIndex(map, c, dest)]!;
      if (d > bestD || (d === bestD && c > best) || map.offsetDistance[offsetIndex(map, c, lc)]! > r + 1e-9) continue;
      if (marks !== null && c !== own && marks[c] === stamp) continue;
      bestD = d;
      best = c;
    }
  }
  return best;
}

/**
 * How much a command point on the observer's move is worth (`command`; "which figures to spend
 * command points on"), when he asks to move (else -1: none):
 * - 4 going into close combat;
 * - 3 the leader (the others' radius follows him), or a figure with no enemy he can shoot now
 *   (nothing targetable within the range of his weapon in hand: he must move to fight);
 * - 2 going to cover with an enemy in sight;
 * - 1 otherwise (a figure that moves is no longer stationary: +1 less to hit him);
 * one less (1 at least) when his move costs 2 (outside the command radius).
 */
export function commandWorth(obs: SkirmishObservation, out: SkirmishIntent): number {
  if (out.moveTo < 0 || out.rate === RATE_STILL) return -1;
  let worth = 1;
  if (out.action === ACT_CLOSE_COMBAT) worth = 4;
  else if (obs.groupLeader === obs.self || !canShootAnyone(obs)) worth = 3;
  else if (obs.inCover === 0 && anyEnemySeen(obs)) worth = 2;
  if (obs.commandCost > 1 && worth > 1) worth--;
  return worth;
}

/** True if a targetable enemy is within the maximum range of the weapon in hand (loaded). */
function canShootAnyone(obs: SkirmishObservation): boolean {
  const w = obs.weaponInHand;
  if (w < 0 || w >= obs.weaponCount || (obs.loaded[w] as number) <= 0) return false;
  const r = obs.extremeRange[w] as number;
  for (let k = 0; k < obs.enemies.length; k++) {
    const j = obs.enemies[k] as number;
    if ((obs.distance[j] as number) <= r + 1e-9 && isTargetable(obs, j)) return true;
  }
  return false;
}

function anyEnemySeen(obs: SkirmishObservation): boolean {
  for (let k = 0; k < obs.enemies.length; k++) if (isTargetable(obs, obs.enemies[k] as number)) return true;
  return false;
}

/**
 * Snapfire at the enemy newly in sight (`snapTarget`; "To snapfire at a new target during movement
 * phase 1", at -2): only when not pinned, the weapon in hand loaded and the target within its
 * range, and the point would not be missed: his group has moved already (points left are lost at
 * the end of the turn) or has more than 2 left. A snapfire is his fire for the turn.
 */
export function snapfireWanted(obs: SkirmishObservation): boolean {
  const t = obs.snapTarget;
  if (t < 0 || obs.pinned === 1 || obs.commandPoints < 1) return false;
  const w = obs.weaponInHand;
  if (w < 0 || w >= obs.weaponCount || (obs.loaded[w] as number) <= 0) return false;
  if ((obs.distance[t] as number) > (obs.extremeRange[w] as number) + 1e-9) return false;
  return obs.groupMoved === 1 || obs.commandPoints > 2;
}

/**
 * Call (or accept) a Draw! at the target (`draw` 1): the observer and his target both hold a
 * holstered revolver and the observer is at least as fast (Speed factor). The slower does better
 * firing together with him (he always gets his shots), so only the faster, or an equal, agrees:
 * two figures of equal Speed Draw!, others shoot together.
 */
export function drawWanted(obs: SkirmishObservation, out: SkirmishIntent): boolean {
  const t = out.target;
  if (out.action !== ACT_FIRE || t < 0 || t >= obs.count) return false;
  const me = obs.self;
  return obs.holstered[me] === 1 && obs.holstered[t] === 1 && (obs.speedFactor[me] as number) >= (obs.speedFactor[t] as number);
}

/**
 * Targets for a weapon that "Can split dice between targets" (`target2`, `target3`): the nearest
 * other targetable enemies within its range, as many as leave each target at least 2 dice (two
 * hits pin a man: a shotgun's 3 dice stay on one, a Gatling gun's 4 go to two, a cannon's 8 to
 * three).
 */
export function splitTargets(obs: SkirmishObservation, out: SkirmishIntent): void {
  const w = obs.weaponInHand;
  if (out.action !== ACT_FIRE || w < 0 || w >= obs.weaponCount || obs.splitDice[w] !== 1) return;
  const dice = Math.min(obs.rateOfFire[w] as number, obs.loaded[w] as number);
  let room = Math.min(3, Math.floor(dice / 2)) - 1;
  const r = (obs.extremeRange[w] as number) + 1e-9;
  while (room > 0) {
    let best = -1;
    let bestD = Infinity;
    for (let k = 0; k < obs.enemies.length; k++) {
      const j = obs.enemies[k] as number;
      if (j === out.target || j === out.target2 || !isTargetable(obs, j)) continue;
      const d = obs.distance[j] as number;
      if (d <= r && d < bestD) {
        bestD = d;
        best = j;
      }
    }
    if (best < 0) return;
    if (out.target2 < 0) out.target2 = best;
    else out.target3 = best;
    room--;
  }
}

/**
 * A pinned figure "may only return fire": his shot goes to the last enemy who fired at him
 * (`lastAttacker`) when he can target him, else he does not fire (the engine allows a shot at any
 * enemy who fired at him this turn or last).
 */
export function returnFireOnly(obs: SkirmishObservation, out: SkirmishIntent): void {
  if (obs.pinned !== 1 || out.action !== ACT_FIRE) return;
  const a = obs.lastAttacker;
  if (isTargetable(obs, a)) {
    out.target = a;
    out.target2 = -1;
    out.target3 = -1;
  } else {
    out.action = ACT_NONE;
    out.target = -1;
  }
}

/**
 * Shootout!'s answers to the doctrines (see {@link SystemHook}); `settle` adds the system's own
 * choices on the doctrine's intent:
 * - at a snapfire opportunity (`snapTarget` set): fire at him ({@link snapfireWanted}) or nothing;
 * - `PHASE_MOVE`: close for close combat when it pays and the enemy is within one move and 2"
 *   ({@link closeWanted}); keep inside the command radius ({@link keepInRadius}); the worth of a
 *   command point on him ({@link commandWorth});
 * - `PHASE_FIRE`: close combat with an enemy within 2" when it pays ({@link closeWanted}); a
 *   pinned figure's return fire ({@link returnFireOnly}); Draw! ({@link drawWanted}); split dice
 *   ({@link splitTargets}).
 */
export const SHOOTOUT_HOOK: SystemHook = {
  id: 'shootout',
  ridingDouble: false,
  fireDrawing: false,
  rateWords: SO_RATE_WORDS,
  /** {@link SO_PACE_RATES}. */
  pace(_obs: SkirmishObservation, pace: Pace): number {
    return SO_PACE_RATES[pace] as number;
  },
  /** `pace`'s rate: a Shootout! move is no riskier for its speed. */
  paceWithin(_obs: SkirmishObservation, pace: Pace, _dest: number): number {
    return SO_PACE_RATES[pace] as number;
  },
  /** `rate` when given (an `SO_RATE_*` code, as the scenario set-up resolved it), else `pace`'s rate. */
  paceOr(_obs: SkirmishObservation, rate: number | undefined, pace: Pace): number {
    return rate === undefined || Number.isNaN(rate) ? (SO_PACE_RATES[pace] as number) : rate;
  },
  /** `rate` <= the pace's rate (the codes are ordered by distance). */
  noFaster(rate: number, pace: Pace): boolean {
    return rate <= (SO_PACE_RATES[pace] as number);
  },
  /** Nothing: Shootout! has no quick shot. */
  quickShot(_out: SkirmishIntent): void {},
  /** No aiming in Shootout!: a shot at `target` now. */
  aim(out: SkirmishIntent, target: number): void {
    out.action = ACT_FIRE;
    out.target = target;
  },
  /** A thrown knife or spear is fired like any ranged weapon (`ACT_FIRE` at `target`). */
  throwAt(out: SkirmishIntent, target: number): void {
    out.action = ACT_FIRE;
    out.target = target;
  },
  /** `ACT_CLOSE_COMBAT` with `target`. */
  engage(out: SkirmishIntent, target: number): void {
    out.action = ACT_CLOSE_COMBAT;
    out.target = target;
  },
  /** `BRAWL_REACH`: close combat is with a figure in contact; he moves into it first (the movement phase). */
  chargeReach(_obs: SkirmishObservation): number {
    return BRAWL_REACH;
  },
  /** Nothing to choose in a round of close combat (the dice are the weapon's). */
  closeCombat(_obs: SkirmishObservation, _out: SkirmishIntent): void {},
  /** Nothing to choose in a round of close combat; no random numbers. */
  closeCombatMixed(_obs: SkirmishObservation, _out: SkirmishIntent, _rng: AgentRng, _strike: number, _grapple: number): void {},
  /** Nothing: Shootout! has no dismounting rules. */
  dismount(_out: SkirmishIntent): void {},
  /** `HORSE_MOUNT`: only the Northfield module has horses standing riderless; `settle` sends him to it (SR-70). */
  mount(out: SkirmishIntent): void {
    out.horse = HORSE_MOUNT;
  },
  /** Nothing: riding double and slinging are Northfield's (BOOT HILL) rules. */
  sling(_out: SkirmishIntent, _comrade: number): void {},
  /** Nothing: riding double and slinging are Northfield's (BOOT HILL) rules. */
  takeUp(_out: SkirmishIntent, _comrade: number): void {},
  /** Nothing: the doctrine's own move stands (no fall-back policy of this system's own; the gunfighter's `fallBack` is Quick on the Draw's). */
  fallBack(_obs: SkirmishObservation, _out: SkirmishIntent): void {},
  /** The band the doctrine asked: the hit roll changes with the band. */
  closeBound(_obs: SkirmishObservation, _w: number, bound: number): number {
    return bound;
  },
  /** Snapfire; at `PHASE_MOVE` close combat, the command radius, the worth of a point; at `PHASE_FIRE` close combat, return fire, Draw!, split dice. */
  settle(obs: SkirmishObservation, out: SkirmishIntent, _rng: AgentRng): void {
    if (obs.phase === PHASE_BRAWL) return;
    if (obs.snapTarget >= 0) {
      if (snapfireWanted(obs)) {
        out.action = ACT_FIRE;
        out.target = obs.snapTarget;
      } else {
        out.action = ACT_NONE;
        out.target = -1;
      }
      out.target2 = -1;
      out.target3 = -1;
      return;
    }
    if (obs.phase === PHASE_MOVE) {
      // Back to his horse (Northfield): a full move to it, worth a point before anything else.
      if (out.horse === HORSE_MOUNT && obs.horseCell >= 0 && obs.mounted === 0) {
        out.moveTo = obs.horseCell;
        out.rate = SO_RATE_FULL;
        out.command = 3;
        return;
      }
      if (obs.broken !== 1 && out.action !== ACT_CLOSE_COMBAT && !noCloseCombat(obs)) {
        const t = closeWanted(obs, out.target, true);
        if (t >= 0) {
          out.action = ACT_CLOSE_COMBAT;
          out.target = t;
          const near = (obs.distance[t] as number) <= obs.commandRadius * CLOSE_OF_RADIUS + 1e-9;
          out.moveTo = near ? -1 : (obs.cell[t] as number);
          out.rate = near ? RATE_STILL : SO_RATE_FULL;
        }
      }
      keepInRadius(obs, out);
      out.command = commandWorth(obs, out);
      return;
    }
    if (obs.phase !== PHASE_FIRE) return;
    if (out.action !== ACT_CLOSE_COMBAT && !noCloseCombat(obs)) {
      const t = closeWanted(obs, out.target, false);
      if (t >= 0) {
        out.action = ACT_CLOSE_COMBAT;
        out.target = t;
        out.target2 = -1;
        out.target3 = -1;
        return;
      }
    }
    returnFireOnly(obs, out);
    if (drawWanted(obs, out)) out.draw = 1;
    splitTargets(obs, out);
  },
};
