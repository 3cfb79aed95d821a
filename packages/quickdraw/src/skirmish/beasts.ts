/**
 * Beasts (REEL 7: BEASTS): activation ("It is also allocated a playing card which goes into the
 * pack once the beast is activated"), the beast's reaction test ("When a beast has to test reaction
 * due to being shot at or hit, roll the number of attack dice shown for the animal and take the
 * highest": 1 flees, 2-4 backs off, 5-9 attacks or keeps fighting, 10 enraged: an all-out attack),
 * recovering from backing off, fleeing, and the herbivores' herd mentality ("If one animal in a
 * herd fails a test then the whole group will stampede directly away from the cause. Any character
 * in the path who cannot escape them will receive one attack per animal within 2 paces of the
 * character"). Hits on beasts are wild-animals.ts; the beast's card (moving and attacking) is
 * beast-card.ts. Reads and writes `awake`, `mood`, `prey`, `reactFrom`, `reactLong`, `broken`,
 * `engaged`, `runFrom`, the pack (`pack`, `packLen`, `toCome`), `cell` (through movement.ts).
 * Allocates nothing. RULINGS.md QR-46..QR-52.
 */
import { TRIAL_LANE } from '@deadeye/rng';
import { offsetIndex, S_BLOCKED, STATUS_UP, UNREACHABLE } from '@deadeye/core';
import { DV } from '../tables/dv.ts';
import { BY_FIGHTING, fleeByOtherExit, resolveHit, targetDv } from './effects.ts';
import { hitMount, mountDv, strikesMount } from './mounts.ts';
import { exitRouteNears } from './exits.ts';
import { moveAllowance, moveAway, moveToward, walkDown } from './movement.ts';
import { EVADE_NONE, evadeWith, testToEvade } from './evade.ts';
import { beastBudget, beastDice, rollBeastDice } from './wild-animals.ts';
import { Q_BEAST_REACTIONS, Q_BEASTS_ACTIVATED, Q_BEASTS_FLED } from './counts.ts';
import {
  active,
  count,
  DUCK_HELPLESS,
  MOOD_BACK,
  MOOD_ENRAGED,
  MOOD_FLEE,
  MOOD_HUNT,
  nameOf,
  PANICKED,
  type QdWorld,
} from './world.ts';

/** Sixth Sense's reach, paces (REEL 2, GENERAL SKILLS AND TRAITS: "Roll when within 12 paces of a threat they are not aware of"). */
export const SIXTH_SENSE_PACES = 12;
/** How near a stampeding animal's run a character must stand to be attacked by it, paces (Herd mentality: "one attack per animal within 2 paces"). */
export const STAMPEDE_PACES = 2;

/** Why a beast is activated ({@link activate}), for the log: an enemy within its move, sensed (Sixth Sense), shot at, attacked, its herd stampeding. */
export const WAKE_NEAR = 0;
export const WAKE_SENSED = 1;
export const WAKE_SHOT = 2;
export const WAKE_ATTACKED = 3;
export const WAKE_HERD = 4;
const WAKE_WORDS = ['comes within its move', 'is sensed (Sixth Sense)', 'shoots at it', 'attacks it', 'is the cause of its herd stampeding'] as const;

/**
 * Activates beast `i` (RULINGS.md QR-46): its card goes into the pack. While the pack of a phase
 * is being turned (`packAt` >= 0) the card is put at a random place among the cards still to be
 * turned (one die of their number plus one; none when there is only one place), or under
 * `+beast-next-phase` waits for the next phase's shuffle (engine.ts `playTurn` deals every beast
 * activated); while it is being built, the card simply joins it. Counted once.
 * @param by the character who woke it; `why` `WAKE_*` (both for the log)
 */
export function activate(world: QdWorld, i: number, by: number, why: number): void {
  if (world.awake[i] === 1 || world.status[i] !== STATUS_UP) return;
  world.awake[i] = 1;
  count(world, Q_BEASTS_ACTIVATED);
  // Under +beast-next-phase its card waits for the next phase's shuffle (QR-46).
  const later = world.packAt >= 0 && world.setup.variant.beastNextPhase === 1;
  if (world.log !== null) {
    world.log.push(`${world.packAt < 0 ? '  ' : '    '}${nameOf(world, i)} is activated (${nameOf(world, by)} ${WAKE_WORDS[why]}): its card goes into ${world.packAt < 0 ? "this phase's" : later ? "the next phase's" : 'the'} pack`);
  }
  if (world.packAt < 0 || later) return;
  const places = world.packLen - world.packAt;
  // Where its card goes in the pack is the trial's draw; the lane it was in goes on after it.
  const was = world.stream.lane(TRIAL_LANE);
  const p = world.packAt + (places > 1 ? world.stream.die(places) : 1);
  world.stream.lane(was);
  for (let k = world.packLen; k > p; k--) world.pack[k] = world.pack[k - 1]!;
  world.pack[p] = i;
  world.packLen++;
  world.toCome[i] = world.toCome[i]! + 1;
}

/**
 * Activates every beast not yet active that an enemy up has come near (RULINGS.md QR-46): an enemy
 * it sees within its maximum speed; for a beast with Sixth Sense, else an enemy it cannot see
 * within 12 paces and a roll of its attack dice of 5+. Called before each phase's pack is built and
 * after each card.
 */
export function wakeBeasts(world: QdWorld): void {
  const n = world.n;
  const pps = world.setup.pacesPerSpace;
  for (let i = 0; i < n; i++) {
    if (world.animal[i] === 0 || world.awake[i] === 1 || world.status[i] !== STATUS_UP) continue;
    const c = world.setup.characters[i]!;
    const row = world.map.sight(world.cell[i]!);
    let near = -1;
    let hidden = -1;
    for (let j = 0; j < n; j++) {
      if (world.sideOf[j] === world.sideOf[i] || world.status[j] !== STATUS_UP) continue;
      const d = world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.cell[j]!)]! * pps;
      if ((row[world.cell[j]!]! & S_BLOCKED) === 0) {
        if (d <= c.move) {
          near = j;
          break;
        }
      } else if (d <= SIXTH_SENSE_PACES && hidden < 0) hidden = j;
    }
    if (near >= 0) activate(world, i, near, WAKE_NEAR);
    else if (hidden >= 0 && c.beast!.sixthSense === 1 && rollBeastDice(world, i, Math.max(1, beastDice(world, i)), 'senses a threat it cannot see (Sixth Sense)') >= 5) {
      activate(world, i, hidden, WAKE_SENSED);
    }
  }
}

/** `t` is no longer in close combat, nor is anyone with him. */
function disengage(world: QdWorld, t: number): void {
  world.engaged[t] = -1;
  for (let j = 0; j < world.n; j++) if (world.engaged[j] === t) world.engaged[j] = -1;
}

/**
 * Beast `t` flees (the reaction chart's 1; a beast backing off shot at from a long distance; a
 * beast with no attack dice left; a stampede after its first run): it is broken and runs at its
 * speed toward the nearest exit, leaving the map by it; where the way to that exit leads toward
 * cell `from` (its first step nearer it: exits.ts `exitRouteNears`), toward the nearest other
 * exit whose way does not (effects.ts `fleeByOtherExit`), and with none, or no exit on the map, away from
 * `from`; cornered, it stays where it is (a beast does not surrender). Counted once per beast
 * (RULINGS.md QR-47, amended after an audit, 2026-12-01: a rattlesnake fled past the prospector
 * who shot it, to the exit behind him).
 */
export function beastFlee(world: QdWorld, t: number, from: number): void {
  if (world.broken[t] === 0) {
    world.broken[t] = 1;
    count(world, Q_BEASTS_FLED);
  }
  world.mood[t] = MOOD_FLEE;
  disengage(world, t);
  const exits = world.obs[t]!.exits;
  const budget = beastBudget(world, t);
  // The way out lies toward the one it flees from: by another exit, as a man flees (RULINGS.md QR-21, QR-47 amended).
  if (exits.length > 0 && exitRouteNears(world, t, exits, from, budget)) fleeByOtherExit(world, t, exits, from, budget);
  else if (exits.length > 0) walkDown(world, t, world.map.pathFieldToSet('exits', exits), budget, 'flees');
  else moveAway(world, t, from, budget, true, 'flees');
}

/**
 * The beast's reaction chart for `t`, shot at or hit by `cause` (RULINGS.md QR-49, QR-50): a beast
 * backing off that is shot at from a long distance (`long` 1: beyond the weapon's effective range;
 * under `+long-beyond-charge` farther than it can charge: {@link beastShotAt}) flees without a test; a fleeing beast does not test. Otherwise its attack dice left (at least
 * one; with the switch `+printed-reaction-dice`, the number printed for its kind), the best: 1
 * flees at once; 2-4 backs off at once (one move away from the cause, facing it; it will not
 * attack until it recovers); 5-9 attacks (the cause, on its card); 10 enraged (all-out attacks on
 * the cause). A herbivore failing (1-4) sets off its herd's stampede instead
 * ({@link stampede}).
 */
export function reactionTest(world: QdWorld, t: number, cause: number, long: number): void {
  if (world.status[t] !== STATUS_UP || world.broken[t] === 1) return;
  const from = world.cell[cause]!;
  if (world.mood[t] === MOOD_BACK && long === 1) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, t)}, backing off, is shot at from a long distance and flees`);
    beastFlee(world, t, from);
    return;
  }
  count(world, Q_BEAST_REACTIONS);
  // "Roll the number of attack dice shown for the animal": its dice left, or with +printed-reaction-dice the row's (QR-49).
  const dice = world.setup.variant.printedReactionDice === 1 ? world.setup.characters[t]!.beast!.attackDice : Math.max(1, beastDice(world, t));
  const v = rollBeastDice(world, t, dice, 'tests its reaction');
  if (v <= 4 && world.setup.characters[t]!.beast!.herd === 1) {
    stampede(world, t, cause);
    return;
  }
  if (v === 1) {
    if (world.log !== null) world.log.push(`    The Beast flees!`);
    beastFlee(world, t, from);
  } else if (v <= 4) {
    world.mood[t] = MOOD_BACK;
    disengage(world, t);
    moveAway(world, t, from, beastBudget(world, t), false, 'backs off');
    if (world.log !== null) world.log.push(`    ${nameOf(world, t)} backs off: it will not attack until it recovers`);
  } else {
    if (v === 10) world.mood[t] = MOOD_ENRAGED;
    else if (world.mood[t] !== MOOD_ENRAGED) world.mood[t] = MOOD_HUNT;
    world.prey[t] = cause;
    // With no attack die left it "cannot make any offensive actions" (REEL 7): on its card it flees
    // (beast-card.ts `beastMove`); the replay does not say it will attack (RULINGS.md QR-281).
    if (world.log !== null && beastDice(world, t) === 0) world.log.push(`    ${nameOf(world, t)} has no attack dice left: it cannot attack ${nameOf(world, cause)}`);
    else if (world.log !== null) world.log.push(`    ${nameOf(world, t)} ${v === 10 ? 'becomes enraged: it will make all-out attacks on' : 'will attack'} ${nameOf(world, cause)}`);
  }
}

/**
 * Takes every reaction test owed (`reactFrom`), in character order. Called when a shot or blow is
 * over. A beast that owes one and still sleeps is activated first (`why` `WAKE_SHOT` or
 * `WAKE_ATTACKED`): a shotgun's pellet spread onto it, not the one aimed at, wakes it as it makes it
 * test ("when it is shot at or attacked": RULINGS.md QR-46, QR-140).
 */
export function settleReactions(world: QdWorld, why: number): void {
  for (let k = 0; k < world.n; k++) {
    const cause = world.reactFrom[k]!;
    if (cause < 0) continue;
    world.reactFrom[k] = -1;
    activate(world, k, cause, why);
    reactionTest(world, k, cause, world.reactLong[k]!);
    world.reactLong[k] = 0;
  }
}

/**
 * After `shooter` shot at `t` (fire, shooting.ts; a net, lasso, bolas or whip too: "Using a weapon
 * is classed as making a shot", RULINGS.md QR-140): a beast shot at, hit or missed, is activated and
 * owes a reaction test (`long` 1: a long shot, "at a long distance"; under `+long-beyond-charge`
 * the distance decides instead: farther than the beast's speed in paces, QR-50); every test owed
 * is then taken (a beast the spread hit is woken too).
 */
export function beastShotAt(world: QdWorld, shooter: number, t: number, long: number): void {
  if (world.animal[t] === 1 && world.status[t] === STATUS_UP) {
    activate(world, t, shooter, WAKE_SHOT);
    world.reactFrom[t] = shooter;
    // "At a long distance": a long shot; under +long-beyond-charge, farther than it can charge (its speed, paces; QR-50).
    world.reactLong[t] = world.setup.variant.longBeyondCharge === 1 ? (world.map.offsetDistance[offsetIndex(world.map, world.cell[shooter]!, world.cell[t]!)]! * world.setup.pacesPerSpace > world.setup.characters[t]!.move ? 1 : 0) : long;
  }
  settleReactions(world, WAKE_SHOT);
}

/**
 * Animal `m` stampedes "directly away" from cell `from` with `budget` half-spaces: toward the
 * farthest open cell of the map on the straight line from `from` through it, as far as the budget
 * would take it in a straight line (the path there goes round whatever stands in the way).
 */
function runAway(world: QdWorld, m: number, from: number, budget: number): void {
  const map = world.map;
  const x0 = map.cellX[world.cell[m]!]!;
  const y0 = map.cellY[world.cell[m]!]!;
  let dx = x0 - map.cellX[from]!;
  let dy = y0 - map.cellY[from]!;
  const len = Math.sqrt(dx * dx + dy * dy);
  if (len === 0) {
    moveAway(world, m, from, budget, true, 'stampedes');
    return;
  }
  dx /= len;
  dy /= len;
  // An orthogonal step costs 2 half-spaces: the straight run is budget / 2 spaces long.
  for (let s = Math.floor(budget / 2); s >= 1; s--) {
    const x = Math.min(map.width - 1, Math.max(0, Math.round(x0 + dx * s)));
    const y = Math.min(map.height - 1, Math.max(0, Math.round(y0 + dy * s)));
    const to = y * map.width + x;
    if (map.passable[to] === 1 && map.pathField(to)[world.cell[m]!]! < UNREACHABLE) {
      moveToward(world, m, to, budget, 'stampedes');
      return;
    }
  }
}

/** Distance from cell `c` to the straight run from cell `a` to cell `b`, spaces. */
function toRun(world: QdWorld, c: number, a: number, b: number): number {
  const X = world.map.cellX;
  const Y = world.map.cellY;
  const dx = X[b]! - X[a]!;
  const dy = Y[b]! - Y[a]!;
  const len2 = dx * dx + dy * dy;
  let u = len2 === 0 ? 0 : ((X[c]! - X[a]!) * dx + (Y[c]! - Y[a]!) * dy) / len2;
  if (u < 0) u = 0;
  else if (u > 1) u = 1;
  const qx = X[a]! + u * dx - X[c]!;
  const qy = Y[a]! + u * dy - Y[c]!;
  return Math.sqrt(qx * qx + qy * qy);
}

/**
 * Herd mentality (ANIMAL TYPES, horses and similar herbivores; RULINGS.md QR-52): `t`'s herd (the
 * herbivores of its side that are up) stampedes at once directly away from `cause`, each at its
 * speed, and flees from then on; one entangled or restrained does not run and tramples nobody
 * (RULINGS.md QR-310). A character (not a beast) within 2 paces of an animal's run is in
 * its path: with a card still to come, not caught by surprise (QR-204), he may test to evade (Wanting to evade, REEL 3: forfeiting
 * that card; 5+ he moves his full move away and escapes; 2-4 he hesitates: the herd reaches him
 * where he stands, then he falls back half a move, his back turned, defenceless; 1 he freezes); if
 * he does not escape, each animal whose run passed within 2 paces of him makes one attack on him
 * ({@link trample}).
 */
export function stampede(world: QdWorld, t: number, cause: number): void {
  const n = world.n;
  const side = world.sideOf[t]!;
  const from = world.cell[cause]!;
  if (world.log !== null) world.log.push(`    Herd mentality! ${nameOf(world, t)}'s herd stampedes away from ${nameOf(world, cause)}`);
  for (let m = 0; m < n; m++) {
    world.runFrom[m] = -1;
    const b = world.setup.characters[m]!.beast;
    if (b === null || b.herd === 0 || world.sideOf[m] !== side || world.status[m] !== STATUS_UP) continue;
    activate(world, m, cause, WAKE_HERD);
    world.runFrom[m] = world.cell[m]!;
    if (world.broken[m] === 0) {
      world.broken[m] = 1;
      count(world, Q_BEASTS_FLED);
    }
    world.mood[m] = MOOD_FLEE;
    disengage(world, m);
    // Entangled or restrained it "makes no action or move" (REEL 6, ENTANGLING OR RESTRAINING
    // OPPONENTS; RULINGS.md QR-140): it does not run, so it has no path and tramples nobody (QR-310);
    // it flees once free.
    if (world.entangled[m] !== 0) {
      world.runFrom[m] = -1;
      if (world.log !== null) world.log.push(`    ${nameOf(world, m)} is caught: it cannot run with the herd`);
      continue;
    }
    runAway(world, m, from, beastBudget(world, m));
  }
  const path = STAMPEDE_PACES / world.setup.pacesPerSpace;
  for (let c = 0; c < n; c++) {
    if (world.animal[c] === 1 || world.status[c] !== STATUS_UP) continue;
    let near = -1;
    for (let m = 0; m < n && near < 0; m++) if (world.runFrom[m]! >= 0 && toRun(world, world.cell[c]!, world.runFrom[m]!, world.cell[m]!) <= path) near = m;
    if (near < 0) continue;
    // As the run-down's evade (RULINGS.md QR-158): only a man who can act and move, with a card to
    // come; his full move (a rider's horse's), not his foot move.
    let panics = false;
    // Caught by surprise (his forfeited cards not yet turned), he answers nothing yet (RULINGS.md QR-204).
    const surprised = world.surpriseLeft[c]! > 0;
    // A card still to come, or his hold (evade.ts `evadeWith`; RULINGS.md QR-311).
    const outstanding = evadeWith(world, c) !== EVADE_NONE;
    if (surprised && outstanding && world.log !== null) world.log.push(`    ${nameOf(world, c)} is caught by surprise: he cannot evade the stampede yet`);
    if (!surprised && outstanding && active(world, c) && world.ducked[c] !== DUCK_HELPLESS && world.entangled[c] === 0 && world.trapped[c] === 0) {
      const v = testToEvade(world, c, 'tries to evade the stampede', 'tries to evade the stampede');
      if (v >= 5) {
        moveAway(world, c, world.cell[near]!, moveAllowance(world, c), true, 'evades the stampede');
        continue;
      }
      if (v >= 2) panics = true;
      else if (world.log !== null) world.log.push(`    Gripped By Fear! ${nameOf(world, c)} freezes`);
    }
    // The herd reaches him where he stands; "Panic! Hesitate, then fall back" (Wanting to evade,
    // 2-4): he falls back after the attacks, as after a run-down's collision (RULINGS.md QR-52, QR-158).
    for (let m = 0; m < n && world.status[c] === STATUS_UP; m++) {
      if (world.runFrom[m]! >= 0 && toRun(world, world.cell[c]!, world.runFrom[m]!, world.cell[m]!) <= path) trample(world, m, c);
    }
    if (panics && active(world, c) && world.broken[c] === 0) {
      moveAway(world, c, world.cell[near]!, moveAllowance(world, c) / 2, true, 'panics and falls back');
      // "Panic! ... unable to fight back" (Wanting to evade, 2-4): as the break-off's (RULINGS.md QR-162).
      world.defenceless[c] = PANICKED;
    }
  }
  for (let m = 0; m < n; m++) world.runFrom[m] = -1;
}

/**
 * One attack of stampeding animal `m` on character `c` (RULINGS.md QR-52): its attack dice left
 * (none: no attack), the best, on the FIGHTING: TRYING TO HIT chart (5+ hits, a 10 is a Deadly
 * Blow; no Deadly Riposte: the herd runs on), his effects of hit with the charging adjustment.
 * A hit on a rider strikes him or his horse by the 1D10 of HITS ON MOUNTS (5+ the rider), as a
 * beast's bite does (mounts.ts `strikesMount`).
 */
function trample(world: QdWorld, m: number, c: number): void {
  const dice = beastDice(world, m);
  if (dice === 0) return;
  if (world.log !== null) world.log.push(`    ${nameOf(world, m)} runs down ${nameOf(world, c)}`);
  const v = rollBeastDice(world, m, dice, 'rolls its attack dice');
  if (v < 5) {
    if (world.log !== null) world.log.push(`    Missed!`);
    return;
  }
  const b = world.setup.characters[m]!.beast!;
  const adjust = DV.charging + (v === 10 ? DV['bulls-eye'] : 0) + (b.highImpact === 1 ? DV['high-impact'] : 0);
  if (world.mounted[c] === 1 && strikesMount(world, m, c, false)) {
    hitMount(world, c, m, mountDv(world, c, m, BY_FIGHTING) + adjust);
    return;
  }
  resolveHit(world, c, m, targetDv(world, c, m, BY_FIGHTING, 0) + adjust, 0, BY_FIGHTING, b.venom);
}

/** A beast that has no attack dice left or is fleeing gets its cause: whoever last hurt it, else the nearest enemy up, else its own cell. */
export function fleeFrom(world: QdWorld, i: number): number {
  const la = world.lastAttacker[i]!;
  if (la >= 0) return world.cell[la]!;
  let best = world.cell[i]!;
  let bestD = Infinity;
  for (let j = 0; j < world.n; j++) {
    if (world.sideOf[j] === world.sideOf[i] || world.status[j] !== STATUS_UP) continue;
    const d = world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.cell[j]!)]!;
    if (d < bestD) {
      bestD = d;
      best = world.cell[j]!;
    }
  }
  return best;
}
