/**
 * Locating the enemy (REEL 3, LOCATING THE ENEMY): "Enemy in the open in line of sight are seen
 * automatically. Enemy who are hiding ... may be more difficult to find. Roll action dice if enemy
 * is moving in cover ... Roll reduced action dice if the enemy is static in cover or is stealthy";
 * the chart "Wanting to Locate the Enemy": 1 Confused, 2-4 I see no enemy! (try again next
 * turn), 5-9 I see you! (located; may need to react), 10 Got you! (located, and a further move or
 * action this turn). Sixth Sense (REEL 2): "Roll when within 12 paces of a threat they are not
 * aware of. A roll of 5+ means they become aware of the danger".
 *
 * An enemy is hidden from an observer when the line between them crosses cover of any kind: hard
 * or corner cover (`S_HARD`, `S_CORNER`: a wall, trough, window or door he stands at) or soft cover
 * (`S_OBSCURED`: a fence, a horse, a wagon) (RULINGS.md QR-55). A hidden enemy not located by the
 * observer is not seen by his agent (`maskUnlocated`, at the end of the engine's `observe`), and
 * cannot be shot or charged by him (`isLocated`, read by shooting.ts `inReach` and fighting.ts
 * `attackAction`). The tests are rolled at the start of the observer's card (`locateEnemies`,
 * QR-56; under `+locate-as-action` as the card's action, when `lookingNeeded`); a located enemy is lost again when he goes out of sight or moves while hidden
 * (`afterMove`, QR-57); a shot gives the shooter away (`revealShooter`, QR-58; not a hidden one
 * under `+shot-stays-hidden`).
 *
 * A new enemy first seen calls for the reaction test at the man's next card (`firstSight`, QR-12),
 * which a response to him before it answers (`responseReacts`, QR-350).
 *
 * Reads `cell`, `status`, `movedThisCard`, `enemiesOf`, the map's sight rows; writes `located`, `locatedAt`,
 * `seen`, `mustReact`, `reactTo`, `pendingCourage`, the observation's `visible`, `cell`, `danger`, `lastSeen`
 * and `lostAt` (a walker watched out of sight: `afterMove`, RULINGS.md QR-57 amended). Allocates nothing.
 */
import { offsetIndex, S_BLOCKED, S_CORNER, S_HARD, S_OBSCURED, type SkirmishObservation, STATUS_UP, touch } from '@deadeye/core';
import { test } from './rolls.ts';
import { TRAIT } from './setup.ts';
import { Q_LOCATE_TESTS, Q_LOCATED } from './counts.ts';
import { CONTACT, count, LOCATE_CONFUSED, nameOf, type QdWorld, xy } from './world.ts';

/** Sight bits of a line that hide the figure at its end: any cover (RULINGS.md QR-55). */
export const HIDING = S_HARD | S_CORNER | S_OBSCURED;
/** Sixth Sense works on threats within 12 paces (REEL 2, Sixth Sense). */
const SIXTH_SENSE_PACES = 12;

/**
 * True if observer `i` has located `t` now: a comrade; an enemy on a clear line who is in the open
 * (no cover on the line: "seen automatically") or in contact; or one hidden whom `i` has located
 * (`located`). False on a blocked line. Read by shooting.ts `inReach` (no shot at an enemy not
 * located) and fighting.ts `attackAction` (no charge).
 */
export function isLocated(world: QdWorld, i: number, t: number): boolean {
  if (world.sideOf[i] === world.sideOf[t]) return true;
  const from = world.cell[i]!;
  const to = world.cell[t]!;
  const bits = world.map.sight(from)[to]!;
  if ((bits & S_BLOCKED) !== 0) return false;
  if ((bits & HIDING) === 0 || world.map.offsetDistance[offsetIndex(world.map, from, to)]! <= CONTACT) return true;
  return world.located[i * world.n + t] === 1;
}

/**
 * `+face-off` (RULINGS.md QR-55): at the start of a trial every man has located every enemy on the
 * scene (up, not in reserve) on a clear line from him, hidden or not (`located` 1; `locatedAt` is
 * the enemy's start cell already, world.ts `resetQdWorld`). Called before the start's first
 * observations; after that an enemy is lost only as any located man is (moving in cover, or out of
 * sight: {@link afterMove}, {@link maskUnlocated}, QR-57). Allocates nothing.
 */
export function locateEveryoneAtStart(world: QdWorld): void {
  const n = world.n;
  for (let i = 0; i < n; i++) {
    const sight = world.map.sight(world.cell[i]!);
    const enemies = world.enemiesOf[world.sideOf[i]!]!;
    for (let e = 0; e < enemies.length; e++) {
      const j = enemies[e]!;
      if (world.status[j] === STATUS_UP && (sight[world.cell[j]!]! & S_BLOCKED) === 0) world.located[i * n + j] = 1;
    }
  }
}

/**
 * The locating tests of observer `i` at the start of his card, before he moves (RULINGS.md QR-56):
 * one test of his action dice per enemy up, on a clear line, hidden from him and not located by
 * him, in index order; reduced once if that enemy is static in cover (he did not move on his last
 * card, `movedThisCard` 0) and once more if he is Stealthy (QR-4: reduced twice is 2D10 worst for
 * a star, 3D10 worst for the others). A test skipped: an enemy that a roll of 1 confused him
 * about on his last card. Outcomes: 1 "Confused": not located, and not tested on his next card;
 * 2-4 not located; 5-9 located (a new enemy then calls for the reaction test of RULINGS.md QR-12
 * when the engine observes him); 10 "Got you!": located, reacted to at once (no reaction test; a
 * Fearsome enemy's courage test still applies), and a further action on this card. A Sixth Sense
 * observer whose test fails on an enemy within 12 paces rolls again: 5+ locates him.
 * @returns true after a "Got you!" (the engine gives the card a free action)
 */
export function locateEnemies(world: QdWorld, i: number): boolean {
  const n = world.n;
  const c = world.setup.characters[i]!;
  const from = world.cell[i]!;
  const row = world.map.sight(from);
  let gotYou = false;
  const enemies = world.enemiesOf[world.sideOf[i]!]!;
  for (let e = 0; e < enemies.length; e++) {
    const j = enemies[e]!;
    if (world.status[j] !== STATUS_UP) continue;
    const k = i * n + j;
    const state = world.located[k]!;
    if (state === 1) continue;
    const to = world.cell[j]!;
    const bits = row[to]!;
    if ((bits & S_BLOCKED) !== 0 || (bits & HIDING) === 0 || world.map.offsetDistance[offsetIndex(world.map, from, to)]! <= CONTACT) continue;
    if (state === LOCATE_CONFUSED) {
      world.located[k] = 0;
      touch(world, j); // what i sees of j has changed: j's row of his observation is computed again (responses.ts `observe`)
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is still confused about ${nameOf(world, j)}: no locating test`);
      continue;
    }
    const stealthy = (world.setup.characters[j]!.traits & TRAIT.stealthy) !== 0 ? 1 : 0;
    const level = (world.movedThisCard[j] === 1 ? 0 : 1) + stealthy;
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} looks for ${nameOf(world, j)}, ${world.movedThisCard[j] === 1 ? 'moving' : 'static'} in cover at ${xy(world, to)}${stealthy === 1 ? ' (stealthy)' : ''}`);
    count(world, Q_LOCATE_TESTS);
    let v = test(world, i, level, 0, 'tries to locate the enemy');
    if (v < 5 && (c.traits & TRAIT.sixthSense) !== 0 && world.map.offsetDistance[offsetIndex(world.map, from, to)]! * world.setup.pacesPerSpace <= SIXTH_SENSE_PACES) {
      const s = test(world, i, 0, 0, 'senses danger (Sixth Sense)');
      if (s >= 5) v = 5;
    }
    if (v === 1) {
      world.located[k] = LOCATE_CONFUSED;
      touch(world, j);
      if (world.log !== null) world.log.push(`    Confused: ${nameOf(world, i)} takes the area for empty`);
      continue;
    }
    if (v <= 4) {
      if (world.log !== null) world.log.push(`    I see no enemy! ${nameOf(world, i)} fails to locate ${nameOf(world, j)}`);
      continue;
    }
    world.located[k] = 1;
    world.locatedAt[k] = to;
    touch(world, j);
    count(world, Q_LOCATED);
    if (v === 10) {
      gotYou = true;
      // "automatically react to them": no reaction test for him; Fearsome's courage test on first sighting still applies.
      if (world.seen[k] === 0) {
        world.seen[k] = 1;
        // None where his charge (or i's at him) already tested i (effects.ts `fearsomeCourage`, QR-246).
        if ((world.setup.characters[j]!.traits & TRAIT.fearsome) !== 0 && world.fearsomeMet[k] === 0) world.pendingCourage[i] = j;
      }
      if (world.log !== null) world.log.push(`    Got you! ${nameOf(world, i)} locates ${nameOf(world, j)} and may act again`);
    } else if (world.log !== null) world.log.push(`    I see you! ${nameOf(world, i)} locates ${nameOf(world, j)}`);
  }
  return gotYou;
}

/**
 * Under `+locate-as-action` (RULINGS.md QR-56), whether observer `i` spends his card looking for
 * the enemy (the minimal doctrine: he looks when no enemy is located and one is needed): true when
 * no enemy up on a clear line is located by him ({@link isLocated}: none in the open, none in
 * contact, none found) and at least one up on a clear line is hidden from him and not located (one
 * he is confused about too: looking, he skips him, "Confused ... must act accordingly on next
 * turn", REEL 3). Reads `cell`, `status`, `located`, the map's sight rows; allocates nothing.
 */
export function lookingNeeded(world: QdWorld, i: number): boolean {
  const n = world.n;
  const from = world.cell[i]!;
  const row = world.map.sight(from);
  let hidden = false;
  const enemies = world.enemiesOf[world.sideOf[i]!]!;
  for (let e = 0; e < enemies.length; e++) {
    const j = enemies[e]!;
    if (world.status[j] !== STATUS_UP) continue;
    const to = world.cell[j]!;
    const bits = row[to]!;
    if ((bits & S_BLOCKED) !== 0) continue;
    if ((bits & HIDING) === 0 || world.map.offsetDistance[offsetIndex(world.map, from, to)]! <= CONTACT || world.located[i * n + j] === 1) return false;
    hidden = true;
  }
  return hidden;
}

/**
 * Hides from observer `i`'s observation `o` (just filled by core's `observeOthers`) each enemy
 * he sees who is hidden from him and not located: `visible` 0, `danger` 0, and `cell` (and
 * `lastSeen`) where he last located him; `inCover` then counts only the enemies he sees. Enemies in sight in the open or in contact are located
 * now; an enemy out of sight (a blocked line) is lost (RULINGS.md QR-57). Called at the end of the
 * engine's `observe`, before the new-enemy check (a hidden enemy is not a new enemy in sight).
 */
export function maskUnlocated(world: QdWorld, i: number, o: SkirmishObservation): void {
  const n = world.n;
  const from = world.cell[i]!;
  const visible = o.visible;
  const enemies = world.enemiesOf[world.sideOf[i]!]!;
  for (let e = 0; e < enemies.length; e++) {
    const j = enemies[e]!;
    const k = i * n + j;
    const bits = o.sightBits[j]!;
    if (visible[j] === 0) {
      if ((bits & S_BLOCKED) !== 0) world.located[k] = 0;
      continue;
    }
    const to = world.cell[j]!;
    // `o.distance[j]`: the distance from him to j, as observeOthers just left it (kept rows are current ones).
    if ((bits & HIDING) === 0 || o.distance[j]! <= CONTACT) {
      world.located[k] = 1;
      world.locatedAt[k] = to;
    } else if (world.located[k] === 1) {
      world.locatedAt[k] = to;
    } else {
      visible[j] = 0;
      o.danger[j] = 0;
      o.cell[j] = world.locatedAt[k]!;
      world.lastSeen[k] = world.locatedAt[k]!;
    }
  }
  if (o.inCover === 0) return;
  // `inCover` (core's observeOthers) counted the enemies hidden from him (masked now, or in a row
  // kept masked from an earlier look: core's observation is incremental): only those he sees count.
  let cover = 0;
  for (let e = 0; e < enemies.length && cover === 0; e++) {
    const j = enemies[e]!;
    if (visible[j] === 1 && world.status[j] === STATUS_UP && (world.map.sight(world.cell[j]!)[from]! & (S_HARD | S_CORNER)) !== 0) cover = 1;
  }
  o.inCover = cover;
}

/**
 * Keeps locating right after character `m` moved from cell `start` to `cur` (walk.ts
 * `finishMove`; RULINGS.md QR-57). For each enemy observer: `m` is lost when he ends out of that
 * observer's sight, or ends hidden from him having started hidden or out of sight ("moving in
 * cover": to be located again, with the full action dice); he stays located when he ends hidden
 * having started in the open (the observer watched him go there); he is located when he ends in
 * the open in sight or in contact. As an observer, `m` loses each enemy now out of his sight.
 * `path` (`len` cells, `start` excluded, `cur` last; null when the move was no walk): an observer
 * up who had `m` in sight at the start and loses him remembers him where he went out of sight on the
 * way (the first cell of it after the last he had a line to; core's `lastSeen`, the cell his
 * observation shows for a man out of sight), not where he started (RULINGS.md QR-57 amended by the
 * thirty-fifth audit).
 */
export function afterMove(world: QdWorld, m: number, start: number, cur: number, path: Int32Array | null = null, len = 0): void {
  const n = world.n;
  const mine = world.map.sight(cur);
  const enemies = world.enemiesOf[world.sideOf[m]!]!;
  for (let e = 0; e < enemies.length; e++) {
    const o = enemies[e]!;
    const at = world.cell[o]!;
    const row = world.map.sight(at);
    const k = o * n + m;
    const end = row[cur]!;
    if ((end & S_BLOCKED) !== 0) {
      if (path !== null && world.status[o] === STATUS_UP && (row[start]! & S_BLOCKED) === 0 && ((row[start]! & HIDING) === 0 || world.located[k] === 1)) {
        // He watched him go: the cell of the way where he went out of sight, the first after the
        // last with a line to it (the start, if none: the first of the way).
        let s = len - 2;
        while (s >= 0 && (row[path[s]!]! & S_BLOCKED) !== 0) s--;
        world.lastSeen[k] = path[s + 1]!;
        world.lostAt[k] = -1;
      }
      if (world.located[k] === 1) world.located[k] = 0;
    } else if ((end & HIDING) !== 0 && world.map.offsetDistance[offsetIndex(world.map, at, cur)]! > CONTACT) {
      const was = row[start]!;
      if ((was & (S_BLOCKED | HIDING)) !== 0) {
        if (world.located[k] === 1) world.located[k] = 0;
      } else {
        world.located[k] = 1;
        world.locatedAt[k] = cur;
      }
    } else {
      world.located[k] = 1;
      world.locatedAt[k] = cur;
    }
    if ((mine[at]! & S_BLOCKED) !== 0 && world.located[m * n + o] === 1) world.located[m * n + o] = 0;
  }
}

/**
 * A shot gives the shooter `s` away (RULINGS.md QR-58): every enemy with a clear line to his cell
 * locates him. Under `+shot-stays-hidden` an enemy from whom he is hidden (cover on the line,
 * {@link HIDING}) does not: he finds him only by the locating test, "Enemy who are hiding ... may be
 * more difficult to find" (REEL 3, LOCATING THE ENEMY); one who sees him in the open still does.
 * Called by shooting.ts `fire` for every shot.
 */
export function revealShooter(world: QdWorld, s: number): void {
  const n = world.n;
  const at = world.cell[s]!;
  let found = false;
  const hiddenStays = world.setup.variant.shotStaysHidden === 1;
  const enemies = world.enemiesOf[world.sideOf[s]!]!;
  for (let e = 0; e < enemies.length; e++) {
    const o = enemies[e]!;
    const k = o * n + s;
    if (world.located[k] === 1 || (world.map.sight(world.cell[o]!)[at]! & S_BLOCKED) !== 0) continue;
    if (hiddenStays && (world.map.sight(world.cell[o]!)[at]! & HIDING) !== 0) continue;
    world.located[k] = 1;
    world.locatedAt[k] = at;
    found = true;
    // Said only where he was hidden from o: not in contact, where he was located already (QR-55).
    if (world.log !== null && world.status[o] === STATUS_UP && (world.map.sight(world.cell[o]!)[at]! & HIDING) !== 0 && world.map.offsetDistance[offsetIndex(world.map, world.cell[o]!, at)]! > CONTACT) {
      world.log.push(`    ${nameOf(world, s)}'s shot gives him away to ${nameOf(world, o)}`);
    }
  }
  // s's row of each observation is computed again (responses.ts `observe`): one change logged however
  // many located him (each logged change brings core's full recomputation nearer).
  if (found) touch(world, s);
}

/**
 * i first sees enemy j (`seen`): he owes the reaction test to a new enemy at his next card
 * (`mustReact`; `reactTo` j, or -2 when another is owed already), unless j is already down
 * (unconscious or dead: a body is no new enemy to react to, RULINGS.md QR-355), and for a
 * Fearsome enemy not yet met the courage test of a first sighting (`pendingCourage`; none at the
 * start, which `playTrial` tests: RULINGS.md QR-12, QR-246; down or not, QR-265). `seen` must be
 * 0 for the pair.
 */
export function firstSight(world: QdWorld, i: number, j: number): void {
  const k = i * world.n + j;
  world.seen[k] = 1;
  if (world.status[j] === STATUS_UP) {
    world.reactTo[i] = world.mustReact[i] === 1 && world.reactTo[i] !== j ? -2 : j;
    world.mustReact[i] = 1;
  }
  if ((world.setup.characters[j]!.traits & TRAIT.fearsome) !== 0 && world.turn > 0 && world.fearsomeMet[k] === 0) world.pendingCourage[i] = j;
}

/**
 * h has just taken a response test to enemy `t` ("Responding to an opportunity" from his hold,
 * "Responding to an attack", or to an opponent drawing; REEL 3, REEL 4): where `t` is the one new
 * enemy h owes his reaction test for, the response was that reaction, and none is taken at his
 * next card (RULINGS.md QR-350); a first sighting of `t` not yet observed is made now
 * ({@link firstSight}: a Fearsome enemy's courage test stands). Under `+react-after-response`,
 * nothing: the reaction is still taken.
 */
export function responseReacts(world: QdWorld, h: number, t: number): void {
  if (world.setup.variant.reactAfterResponse === 1 || world.sideOf[h] === world.sideOf[t]) return;
  if (world.seen[h * world.n + t] === 0) firstSight(world, h, t);
  if (world.mustReact[h] === 0 || world.reactTo[h] !== t) return;
  world.mustReact[h] = 0;
  if (world.log !== null) world.log.push(`    ${nameOf(world, h)}'s response to ${nameOf(world, t)} is his reaction to a new enemy: no reaction test for him`);
}
