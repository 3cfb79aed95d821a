/**
 * Moving through terrain (REEL 3, WANTING TO MOVE): the movement chart's rows for a move that
 * starts in or enters forest or jungle, deep snow or deep sand, a swamp, or ruins (the first of
 * them along his path decides: RULINGS.md QR-65), and the plain "Wanting to Move" row otherwise,
 * with the Movement in Bad Going rules: moving faster than slowly in bad going reduces the action
 * dice, Lumbering characters use reduced dice there, Surefooted ones reroll and are not slowed
 * (QR-67), on foot only: a rider's or driver's own traits do not count (QR-142); the plain row's 1 in bad going is a fall and an injury test (QR-68). The rows' outcomes
 * as printed: half a move in a random direction (movement.ts `randomMove`), an action test to cut
 * a path or push through and then the roll again, a fall (prone, what he holds dropped, and in
 * ruins a second roll of 1 an injury "as if hit by an low impact weapon": effects.ts
 * `resolveHit`), weapons fouled with snow, sand or water until an action test clears them (a
 * card's action: {@link clearWeapons}), a 10 twice the move or a move and another action.
 * Reads the map, the character's traits and `prone`, `drawn`; writes `cell` and `facing` (through
 * movement.ts), `prone`, `dropped`, `evading`, `movingQuickly`, `fouled`, the terrain counts.
 * Allocates nothing outside the replay log.
 */
import {
  QD_RATE_CRAWL,
  QD_RATE_DASH,
  QD_RATE_EVASIVE,
  QD_RATE_FULL,
  QD_RATE_HALF,
  QD_RATE_NAMES,
  STATUS_UP,
  T_FOREST,
  T_RUINS,
  T_SAND,
  T_SNOW,
  T_SWAMP,
  TERRAIN_TYPES,
  offsetIndex,
} from '@deadeye/core';
import { chartCell } from '../tables/charts.ts';
import { DV } from '../tables/dv.ts';
import { CRAWL_MOVE } from '../tables/movement.ts';
import type { ChartTest } from '../tables/types.ts';
import { BY_SHOOTING, INJURY_TEST, resolveHit } from './effects.ts';
import { thrown } from './mounts.ts';
import { fallBackAlong, headsForExit, moveAllowance, moveAsPlanned, moveAwayClear, moveToward, plannedPath, randomMove } from './movement.ts';
import { badGoingAt, footTraits, fullMove, sparedBadGoing } from './walk.ts';
import { blackJokerStops, PASS, REROLL, rollActionDice, rolled, test, type Reduction } from './rolls.ts';
import { TRAIT } from './setup.ts';
import { Q_FALLS, Q_FOULED, Q_RANDOM_MOVES, Q_TERRAIN_TESTS } from './counts.ts';
import { count, nameOf, type QdWorld } from './world.ts';

/** Rows of the movement chart: the plain "Wanting to Move" row and the four terrain rows. */
export const ROW_PLAIN = 0;
export const ROW_FOREST = 1;
export const ROW_SNOW = 2;
export const ROW_SWAMP = 3;
export const ROW_RUINS = 4;
/** The chart test of each row (`tables/charts.ts` CHARTS ids), index = `ROW_*`. */
export const ROW_TESTS: readonly ChartTest[] = ['move', 'move-forest', 'move-snow', 'move-swamp', 'move-ruins'];

/**
 * The movement chart row of each terrain code (core's `T_*`): forest (or jungle) the forest row,
 * deep snow and deep sand the snow row ("in Deep Snow or Deep a Sand"), swamp and ruins their own;
 * every other terrain the plain row.
 */
export const ROW_OF_TERRAIN: Uint8Array = Uint8Array.from(TERRAIN_TYPES, (_, t) =>
  t === T_FOREST ? ROW_FOREST : t === T_SNOW || t === T_SAND ? ROW_SNOW : t === T_SWAMP ? ROW_SWAMP : t === T_RUINS ? ROW_RUINS : ROW_PLAIN,
);

/** The log's word for what he moves through, index = `ROW_*`. */
const ROW_WHAT = ['', 'in the forest', 'in deep snow or sand', 'through the swamp', 'through the ruins'] as const;
/** The `how` of each rate's move, for the log (built once: a move builds no string). */
const MOVE_HOW: readonly string[] = QD_RATE_NAMES.map((n) => `moves (${n})`);
/** The test's name of each row, for the log (built once). */
const WANTS: readonly string[] = ROW_WHAT.map((w) => (w === '' ? 'wants to move' : `wants to move ${w}`));

/** What the planned path of a move meets: its chart row, the terrain code that set it, and whether any of it is bad going (one per module: no allocation). */
const met = { row: ROW_PLAIN, terrain: 0, bad: 0 };

/** {@link playMove}'s results: the card goes on to its action; a 10 gives another action too; the card is over (he fell or went under). */
export const MOVE_DONE = 0;
export const MOVE_AND_ACT = 1;
export const MOVE_ENDS_CARD = 2;

/**
 * The row and the going of i's move toward `dest` with `budget` half-spaces: the terrain of the
 * cell he starts in, then of each cell he would enter (movement.ts `plannedPath`, in order); the
 * first chart terrain met decides the row (RULINGS.md QR-65); bad going anywhere on it (his own
 * cell included) makes the move one in bad going.
 */
export function scanMove(world: QdWorld, i: number, dest: number, budget: number): typeof met {
  const terrain = world.map.terrain;
  const start = world.cell[i]!;
  let t = terrain[start]!;
  let row = ROW_OF_TERRAIN[t]!;
  let bad = badGoingAt(world, start) ? 1 : 0;
  const out = world.scratch;
  const k = plannedPath(world, i, dest, budget, out);
  for (let s = 0; s < k; s++) {
    const c = out[s]!;
    if (row === ROW_PLAIN) {
      t = terrain[c]!;
      row = ROW_OF_TERRAIN[t]!;
    }
    if (bad === 0 && badGoingAt(world, c)) bad = 1;
  }
  met.row = row;
  met.terrain = t;
  met.bad = bad;
  return met;
}

/**
 * i wants to move toward `moveTo` at `rate` (`QD_RATE_*`) on his card: the move test on the row
 * of the terrain his path meets (REEL 3, the movement chart), each outcome as printed (see the
 * module's comment). In bad going a move faster than a half move is tested on reduced dice
 * ("moving or manoeuvring any faster reduces the action dice") and a Lumbering character's on
 * reduced dice; a Surefooted character rerolls a failure and loses nothing either way (QR-67).
 * Under `+slow-bad-going-untested` a half move or crawl there on the plain row is untested (QR-67).
 * Riding or driving, his own Surefooted and Lumbering do not count (walk.ts `footTraits`, QR-142).
 * "Roll again to try to move" rolls the row again on the same card, after the action test or the
 * random movement (QR-69). A fall, or going under in a swamp, ends his card (QR-68).
 * @param level the test's reduction before terrain (1 for a second move in the phase: REEL 3)
 * @param options the test's options (`REROLL` from a trait, `CUT`)
 * @param enemy the nearest enemy he sees, -1 none: whom "Caution – Danger Ahead!" falls back from
 *   (with none, he falls back along his way to `moveTo`: movement.ts `fallBackAlong`, RULINGS.md QR-312)
 * @returns {@link MOVE_AND_ACT} if a 10 gives him another action on this card ("or move once and
 *   perform another action"), {@link MOVE_ENDS_CARD} if he fell or went under, else {@link MOVE_DONE}
 */
export function playMove(world: QdWorld, i: number, moveTo: number, rate: number, level: Reduction, options: number, enemy: number): number {
  const c = world.setup.characters[i]!;
  // His full move: on foot, mounted (16 paces) or driving (the vehicle's own): walk.ts fullMove (RULINGS.md QR-30, QR-38).
  const full = fullMove(world, i);
  const base = moveBudget(world, i, rate, full);
  scanMove(world, i, moveTo, base);
  for (;;) {
    const row = met.row;
    // Bad going: faster than slowly on reduced dice (not for the sure footed, who reroll), Lumbering on
    // reduced dice; a rider's or driver's own traits do not count (footTraits, QR-142), but under
    // +surefooted-rider a Surefooted rider is spared the reduced dice (sparedBadGoing), with no reroll.
    let lv = level;
    let opts = options;
    if (met.bad === 1) {
      const feet = footTraits(world, i);
      if ((feet & TRAIT.surefooted) !== 0) opts |= REROLL;
      else if (rate >= QD_RATE_EVASIVE && !sparedBadGoing(world, i)) lv++;
      if ((feet & TRAIT.lumbering) !== 0) lv++;
      // Under +slow-bad-going-untested a slow move there "is treated as a basic action": no test, as a
      // 5-9; not a second move (lv 1 already) nor a Lumbering man's, nor a terrain row's (QR-67).
      if (lv === 0 && rate < QD_RATE_EVASIVE && row === ROW_PLAIN && (opts & PASS) === 0 && world.setup.variant.slowBadGoingUntested === 1) {
        // No roll for the black joker to make a 1: it stops the move (RULINGS.md QR-24, amended).
        if (blackJokerStops(world, i, 'move')) return MOVE_DONE;
        opts |= PASS;
        if (world.log !== null) world.log.push(`    ${nameOf(world, i)} moves slowly in bad going: a basic action, no test`);
      }
    }
    if (row !== ROW_PLAIN) count(world, Q_TERRAIN_TESTS);
    const v = test(world, i, lv, opts, WANTS[row]!);
    if (v >= 5) {
      if (row !== ROW_PLAIN && world.log !== null) world.log.push(`    ${chartCell(ROW_TESTS[row]!, v === 10 ? 3 : 2).title}`);
      return go(world, i, moveTo, rate, v, full);
    }
    if (row !== ROW_PLAIN && world.log !== null) world.log.push(`    ${chartCell(ROW_TESTS[row]!, v === 1 ? 0 : 1).title}`);
    if (row === ROW_PLAIN) {
      if (v === 1) {
        if (met.bad === 1) {
          // "In bad going, fall over and test for injury" (QR-68): a rider comes off his horse
          // (thrown, testing for injury); a man aboard a vehicle is carried, and its move ends there.
          if (world.aboard[i]! >= 0) {
            if (world.log !== null) world.log.push(`    Caution – Danger Ahead! ${nameOf(world, i)}'s ${world.setup.vehicles[world.aboard[i]!]!.name} goes no farther in bad going`);
          } else if (world.mounted[i] === 1) {
            if (world.log !== null) world.log.push(`    Caution – Danger Ahead! ${nameOf(world, i)} falls from his horse in bad going`);
            thrown(world, i, nearestEnemyUp(world, i));
          } else {
            fallOver(world, i, false, 'falls over in bad going (Caution – Danger Ahead!)');
            injuryTest(world, i);
          }
          return MOVE_ENDS_CARD;
        }
        // Half a move, less 25% when it gets him up from prone (moveAllowance; QR-6, QR-229). With no
        // enemy in sight he withdraws from the danger ahead, back along the way he meant to go
        // (fallBackAlong): a 1 is "the reverse of whatever the character hoped to do" (REEL 1; RULINGS.md QR-312).
        if (enemy >= 0) moveAwayClear(world, i, world.cell[enemy]!, moveAllowance(world, i) / 2, 'falls back half a move (Caution – Danger Ahead!)');
        else fallBackAlong(world, i, moveTo, moveAllowance(world, i) / 2, 'falls back half a move from the way ahead (Caution – Danger Ahead!, no enemy in sight)');
      } else if (world.log !== null) world.log.push(`    Are you Sure? ${nameOf(world, i)} hesitates and does not move`);
      return MOVE_DONE;
    }
    if (v === 1) return disaster(world, i, row, lv);
    if (row === ROW_FOREST || row === ROW_SWAMP) {
      // "Is this the Path?": an action test to cut a path through (push through the mud), then roll again.
      const pass = test(world, i, 0, (c.traits & TRAIT.strong) !== 0 ? REROLL : 0, row === ROW_FOREST ? 'cuts a path through' : 'pushes his way through');
      if (pass < 5) return MOVE_DONE;
    } else {
      // "Slip Sliding Away!" / "Loose Footing!": half a move in a random direction, then roll again (where he now is).
      count(world, Q_RANDOM_MOVES);
      randomMove(world, i, moveAllowance(world, i) / 2, row === ROW_SNOW ? 'slides' : 'stumbles');
      if (world.status[i] !== STATUS_UP) return MOVE_ENDS_CARD;
      scanMove(world, i, moveTo, base);
    }
  }
}

/**
 * The reduction of i's move toward `moveTo` at `rate` when it is tested on another chart (a move
 * and shoot, REEL 4: "Wanting to Shoot or Move and shoot"; RULINGS.md QR-130): `level` (1 for a
 * second move in the phase), one more in bad going faster than a half move (not for the sure
 * footed), one more for a Lumbering character in bad going (on foot: `footTraits`, QR-142), as {@link playMove} reduces his move
 * test; or -1 when the path meets a terrain row of the movement chart (forest, snow or sand,
 * swamp, ruins), whose own test the move keeps. Plans the path ({@link scanMove}), which the move
 * then takes.
 */
export function plainMoveLevel(world: QdWorld, i: number, moveTo: number, rate: number, level: Reduction): number {
  scanMove(world, i, moveTo, moveBudget(world, i, rate, fullMove(world, i)));
  if (met.row !== ROW_PLAIN) return -1;
  return level + badGoingSteps(world, i, rate);
}

/**
 * The reduction of i's charge toward cell `moveTo` (the Wanting to Make an Attack test of an attack
 * on a man out of contact, REEL 5; a move at his full move, RULINGS.md QR-168): `level` (1 after an
 * earlier move in the phase), one more where his path meets bad going (not for the sure footed),
 * one more for a Lumbering character in bad going, as {@link plainMoveLevel} reduces a move and
 * shoot. A terrain row of the movement chart the path meets adds nothing: the charge is tested on
 * the attack chart (RULINGS.md QR-220). Plans the path ({@link scanMove}; playMove plans afresh).
 * @param budget the charge's move, half-spaces (movement.ts `moveAllowance`)
 */
export function chargeLevel(world: QdWorld, i: number, moveTo: number, budget: number, level: Reduction): number {
  scanMove(world, i, moveTo, budget);
  return level + badGoingSteps(world, i, QD_RATE_FULL);
}

/**
 * The steps of reduction bad going on the path just scanned ({@link scanMove}'s `met.bad`) adds to
 * i's move at `rate`: one faster than a half move, unless sure footed (REEL 3, Movement in Bad
 * Going: "moving or manoeuvring any faster reduces the action dice"; the sure footed reroll a
 * failure instead, QR-67), one more if Lumbering (QR-142); on foot, `footTraits` (under
 * `+surefooted-rider` a Surefooted rider is spared the first too: walk.ts `sparedBadGoing`).
 */
function badGoingSteps(world: QdWorld, i: number, rate: number): number {
  if (met.bad !== 1) return 0;
  const feet = footTraits(world, i);
  return (rate >= QD_RATE_EVASIVE && !sparedBadGoing(world, i) ? 1 : 0) + ((feet & TRAIT.lumbering) !== 0 ? 1 : 0);
}

/**
 * The spaces i's move at `rate` may cover before terrain (`full`: his full move): a crawl's 4
 * paces, a half move, else the full move; 75% of it when he gets up from prone ("Deduct 25% from
 * movement when getting up from prone", REEL 3): not a crawl, which leaves him prone.
 */
function moveBudget(world: QdWorld, i: number, rate: number, full: number): number {
  const crawl = crawls(world, i, rate);
  return (crawl ? (2 * CRAWL_MOVE) / world.setup.pacesPerSpace : rate === QD_RATE_HALF || rate === QD_RATE_CRAWL ? full / 2 : full) * (world.prone[i] === 1 && !crawl ? 0.75 : 1);
}

/** True if i's move at `rate` is a crawl: a rider or a driver does not crawl, his crawl is a half move (RULINGS.md QR-30). */
function crawls(world: QdWorld, i: number, rate: number): boolean {
  return rate === QD_RATE_CRAWL && world.mounted[i] === 0 && world.driving !== i;
}

/**
 * The move itself after a 5+ (any row): the rate's distance, twice the move on a 10 at a dash
 * (galloped, for a rider); crawling ends prone; evasive or fast movement noted.
 */
function go(world: QdWorld, i: number, moveTo: number, rate: number, v: number, full: number): number {
  const crawl = crawls(world, i, rate);
  const paces = crawl ? (2 * CRAWL_MOVE) / world.setup.pacesPerSpace : rate === QD_RATE_HALF || rate === QD_RATE_CRAWL ? full / 2 : v === 10 && rate === QD_RATE_DASH ? 2 * full : full;
  const start = world.cell[i]!;
  // The words of the log: built once per rate on foot; a rider's or a driver's only for a replay (no string per move in the trial loop).
  const how =
    world.mounted[i] === 0 && world.driving !== i
      ? (MOVE_HOW[rate] ?? 'moves (full move)')
      : world.log === null
        ? ''
        : `${world.driving === i ? `drives the ${world.setup.vehicles[world.aboard[i]!]!.name}` : 'moves'} (${world.mounted[i] === 1 ? 'mounted, ' : ''}${QD_RATE_NAMES[rate] ?? 'full move'})`;
  // The walk scanMove planned is the one taken when nothing differs (movement.ts moveAsPlanned): not walked twice.
  // Getting up costs 25%; a crawl does not get up (moveBudget).
  const budget = paces * (world.prone[i] === 1 && !crawl ? 0.75 : 1);
  // The move his agent declared: one to an exit cell leaves the map there, unless it is a chase (QR-181).
  const leave = headsForExit(world, i, moveTo);
  const wasProne = world.prone[i] === 1 && !crawl;
  if (!moveAsPlanned(world, i, moveTo, budget, how, leave)) moveToward(world, i, moveTo, budget, how, leave);
  if (crawl) world.prone[i] = 1;
  // Getting up is the first 25% of the move he passed his test for ("Deduct 25% from movement when
  // getting up from prone", REEL 3): he is up though what is left takes him to no square (a half
  // move in bad going on 12-foot squares, 3 half-spaces, and a diagonal step there costs 4).
  // RULINGS.md QR-226: an audit, 2026-12-01, saw Northfield's robbers lie in the bank after a fall,
  // each card's half move "no way to go" and a chance of another fall.
  if (wasProne && world.cell[i] === start && world.prone[i] === 1 && world.status[i] === STATUS_UP) {
    world.prone[i] = 0;
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} gets up where he lay`);
  }
  if (world.cell[i] !== start) {
    if (rate === QD_RATE_EVASIVE) world.evading[i] = 1;
    else if (rate === QD_RATE_FULL || rate === QD_RATE_DASH) world.movingQuickly[i] = 1;
    if (v === 10 && rate === QD_RATE_DASH) world.galloped[i] = 1;
  }
  return v === 10 && rate !== QD_RATE_DASH ? MOVE_AND_ACT : MOVE_DONE;
}

/**
 * A 1 on a terrain row: disorientated (half a move at random; the card goes on), a fall in snow or
 * sand (fouled), under in the swamp (fouled), a fall in the ruins (a second 1 injures); a fall or
 * going under ends the card. @returns a {@link playMove} result
 */
function disaster(world: QdWorld, i: number, row: number, level: Reduction): number {
  if (row === ROW_FOREST) {
    // "Disorientated! The character only moves ½ maximum move; roll again for random movement".
    count(world, Q_RANDOM_MOVES);
    randomMove(world, i, moveAllowance(world, i) / 2, 'wanders, disorientated,');
    return MOVE_DONE;
  }
  if (row === ROW_SNOW) {
    fallOver(world, i, true, 'loses his balance and falls over');
    foul(world, i, met.terrain === T_SAND ? 'sand' : 'snow');
  } else if (row === ROW_SWAMP) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} blunders into a deep pool and goes under`);
    foul(world, i, 'water');
  } else {
    fallOver(world, i, true, 'loses his footing amongst the rubble and falls over');
    // "Roll again, if they score a 1 they are injured".
    const again = rollActionDice(world, i, level);
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} rolls again after the fall: ${rolled(world, again)}`);
    if (again === 1) injuryTest(world, i);
  }
  return MOVE_ENDS_CARD;
}

/** i falls over: prone; `drops`: what he holds drawn is dropped (he picks it up on his next card). */
function fallOver(world: QdWorld, i: number, drops: boolean, how: string): void {
  world.prone[i] = 1;
  count(world, Q_FALLS);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} ${how}`);
  if (drops && world.drawn[i] === 1 && world.inHand[i]! >= 0 && world.dropped[i] === 0) {
    world.dropped[i] = 1;
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} drops what he is carrying`);
  }
}

/** i's missile weapons are fouled with `what` (snow, sand or water) until an action test clears them ({@link clearWeapons}). */
function foul(world: QdWorld, i: number, what: string): void {
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)}'s weapons are fouled with ${what}`);
  if (world.fouled[i] === 1) return;
  world.fouled[i] = 1;
  count(world, Q_FOULED);
}

/** The enemy up nearest to i (the first listed of those equally near), or i himself when none is up: who causes the courage test of a fall's injury. */
function nearestEnemyUp(world: QdWorld, i: number): number {
  let source = i;
  let best = Infinity;
  for (let j = 0; j < world.n; j++) {
    if (world.sideOf[j] === world.sideOf[i] || world.status[j] !== STATUS_UP) continue;
    const d = world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.cell[j]!)]!;
    if (d < best) {
      best = d;
      source = j;
    }
  }
  return source;
}

/**
 * i tests for injury after a fall "as if hit by an low impact weapon" (REEL 3, the ruins row; the
 * plain row's "fall over and test for injury" alike: RULINGS.md QR-68): effects.ts `resolveHit`
 * at his armour's DV with the light impact adjustment, lethal. The courage test a hit calls for is
 * caused by the nearest enemy up (himself if none); his last attacker is left as it was.
 * `adjust` and `what`: another weapon's DV adjustments and name (his own stick of dynamite going
 * off: the high impact and explosive adjustments, shooting.ts `blast`, RULINGS.md QR-153).
 */
export function injuryTest(world: QdWorld, i: number, adjust: number = DV['light-or-improvised'], what = 'a light impact weapon'): void {
  const source = nearestEnemyUp(world, i);
  const last = world.lastAttacker[i]!;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} tests for injury as if hit by ${what}`);
  resolveHit(world, i, source, world.setup.characters[i]!.armour + adjust, 0, BY_SHOOTING, 0, INJURY_TEST);
  world.lastAttacker[i] = last;
  if (world.pendingFree[i] === i) world.pendingFree[i] = -1;
}

/**
 * The action of i's card while his weapons are fouled: "must pass an Action test to clear their
 * weapons of snow or sand [of water] before they can be used again" (REEL 3, the snow and swamp
 * rows): his action dice, 5+ clears them (RULINGS.md QR-70).
 */
export function clearWeapons(world: QdWorld, i: number): void {
  const v = test(world, i, 0, 0, 'clears his weapons');
  if (v < 5) return;
  world.fouled[i] = 0;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)}'s weapons are clear`);
}
