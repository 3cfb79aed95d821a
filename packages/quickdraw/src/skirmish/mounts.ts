/**
 * Mounts (quick-on-the-draw.md): riding, mounting and dismounting (REEL 3, WANTING TO MOVE and
 * BASIC ACTIONS: "mount or dismount ... control a mount ... can be combined with movement. No
 * additional test is necessary"); losing control and bolting (REEL 3, Random Movement: "On
 * occasion characters will ... lose control of a mount. In such cases their movement is random");
 * which of rider and mount a hit strikes (REEL 4, SHOOTING AT A RIDER OR AT VEHICLES; REEL 5,
 * FIGHTING OPPONENTS ON MOUNTS OR MOVING VEHICLES; REEL 6, HITS FROM SHOOTING OR FIGHTING ON
 * MOUNTED OPPONENTS AND VEHICLES); and the hits on a mount (REEL 6, HITS ON MOUNTS): the effects
 * chart read for the mount, its stamina, the collapse and the rider's fall, the rider's test to
 * keep control, thrown riders, and riders trapped under their dead mount. RULINGS.md QR-30..QR-37.
 * The rider or driver carried on past his opponent after an attack over 8 paces, or stopping by
 * decelerating unsafely (REEL 5, FIGHTING FROM A MOUNT OR MOVING VEHICLE; RULINGS.md QR-157): a
 * driver's vehicle through vehicles.ts `carry`, his stop a task (tasks.ts `task`).
 *
 * Reads and writes `mounted` (core's), `horseCell`, `mountHits`, `bolting`, `trapped`,
 * `movingQuickly`, `carriedPast`, `carryFrom`; moves riders through movement.ts and wounds them through effects.ts. Draws
 * only from the trial's stream. Allocates nothing.
 */
import { offsetIndex, S_OBSCURED, STATUS_UP, UNREACHABLE } from '@deadeye/core';
import { DV } from '../tables/dv.ts';
import { hitEffect } from '../tables/effects.ts';
import { MOUNT_CONTROL, MOUNT_STAMINA, RIDER_OR_MOUNT_RULE } from '../tables/mounts.ts';
import { BY_SHOOTING, endFightsWith, hitResult, INJURY_TEST, onePerLine, resolveHit } from './effects.ts';
import { moveAway, moveToward, randomMove } from './movement.ts';
import { fullMove } from './walk.ts';
import { inCoverFrom } from './cover.ts';
import { LUCK, REROLL, rollActionDice, rolled, test } from './rolls.ts';
import { task } from './tasks.ts';
import { carry, drives } from './vehicles.ts';
import { TRAIT, TRAIT2 } from './setup.ts';
import { Q_CARRIED_PAST, Q_CONTROL_TESTS, Q_LOST_CONTROL, Q_MOUNT_HITS, Q_MOUNTS_COLLAPSED, Q_RIDERS_THROWN, Q_STOPS_TRIED } from './counts.ts';
import {
  count,
  COURAGE_QUEUE,
  nameOf,
  type QdWorld,
  withinPace,
  xy,
} from './world.ts';

/**
 * Hits a mount takes before it collapses: every mount of a scenario is a horse ("Mounts that are
 * horse or camel sized can take 2 hits before they collapse", REEL 6, HITS ON MOUNTS; RULINGS.md
 * QR-30).
 */
export const HORSE_STAMINA: number = MOUNT_STAMINA['horse-or-camel'];

/** The lowest 1D10 that puts a hit on the stated target (REEL 4, SHOOTING AT A RIDER OR AT VEHICLES: "5+"). */
const STATED_TARGET_FROM = Math.min(...RIDER_OR_MOUNT_RULE.statedTargetOn);
/** The highest control test roll that throws the rider ("If they roll 1"). */
const THROWN_TO = Math.max(...MOUNT_CONTROL.thrownOn);

/** i, on foot, standing on his riderless horse's cell, gets up on it (a basic action: no test). */
export function mountHorse(world: QdWorld, i: number): void {
  world.mounted[i] = 1;
  world.horseCell[i] = -1;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} mounts his horse at ${xy(world, world.cell[i]!)}`);
}

/** i gets down where he is (a basic action: no test); his horse stays there riderless. */
export function dismount(world: QdWorld, i: number): void {
  world.mounted[i] = 0;
  world.horseCell[i] = world.cell[i]!;
  world.bolting[i] = 0;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} dismounts at ${xy(world, world.cell[i]!)}`);
}

/**
 * Whether a shot at a rider may be put on the rider or the mount at the shooter's choice (REEL 4,
 * SHOOTING AT A RIDER OR AT VEHICLES: "A Marksman or a character who aimed can choose").
 */
export function shooterChooses(world: QdWorld, i: number, aimed: boolean): boolean {
  return aimed || (world.setup.characters[i]!.traits & TRAIT.marksman) !== 0;
}

/**
 * Whether a blow at a rider may be put on the rider or the mount at the attacker's choice (REEL 5,
 * FIGHTING OPPONENTS ON MOUNTS OR MOVING VEHICLES: "If the attacker is mounted, an expert with a
 * particular melee weapon or a man killer ... can decide"; "If the attacker is on foot and the
 * opponent is stationary ... can decide"). Stationary: `t` did not move on his last card
 * (RULINGS.md QR-33). `expertWeapon`: the attacker is an Expert with the weapon he strikes with.
 */
export function fighterChooses(world: QdWorld, i: number, t: number, expertWeapon: boolean): boolean {
  if (world.mounted[i] === 1 || expertWeapon || (world.setup.characters[i]!.traits & TRAIT.manKiller) !== 0) return true;
  // "If the attacker is on foot": not a passenger or a driver in a vehicle.
  return world.aboard[i]! < 0 && world.movedThisCard[t] === 0 && world.bolting[t] === 0;
}

/**
 * Whether one hit on the rider `t` strikes his mount. The attacker states (or, when he may choose,
 * chooses) the rider (RULINGS.md QR-33); with the switch `+aim-at-horse` a man (not a beast, which
 * states nothing) states or chooses the horse ("the player must state whether they are shooting at
 * the rider or the mount/vehicle"). Without the choice he rolls 1D10 for the hit: "if they score
 * 5+ they hit their stated target on a 1-4 they hit the other target" (REEL 4, SHOOTING AT A RIDER
 * OR AT VEHICLES; REEL 6, HITS FROM SHOOTING OR FIGHTING ON MOUNTED OPPONENTS AND VEHICLES).
 */
export function strikesMount(world: QdWorld, attacker: number, t: number, chooses: boolean): boolean {
  const atHorse = world.setup.variant.aimAtHorse === 1 && world.animal[attacker] === 0;
  if (chooses) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, attacker)} puts the hit on ${atHorse ? `${nameOf(world, t)}'s horse` : 'the rider'} (his choice)`);
    return atHorse;
  }
  const r = world.stream.d10();
  const mount = atHorse ? r >= STATED_TARGET_FROM : r < STATED_TARGET_FROM;
  if (world.log !== null) world.log.push(`    rider or mount: 1D10 ${r}: the hit strikes ${mount ? `${nameOf(world, t)}'s horse` : 'the rider'}`);
  return mount;
}

/**
 * The mount's DV against a hit by `attacker` (REEL 6, ADJUSTMENTS FOR SHOOTING AND FIGHTING TO
 * DV, "For the target/Defender"): 0 (REEL 7, ANIMAL TYPES: horses "Normally 0"), and for shots the
 * adjustments of where it stands and how it moves, which it shares with its rider: point blank,
 * evading or moving quickly, hard or light cover. The rider's own (armour, shield, Stealthy,
 * defenceless, blocking, All Out Attack) are not the mount's (RULINGS.md QR-34). Each condition
 * counts, or each printed line once under `+one-per-line` (QR-178). The caller adds the attacker's
 * adjustments, as for the rider.
 */
export function mountDv(world: QdWorld, t: number, attacker: number, how: number): number {
  let dv = 0;
  if (how !== BY_SHOOTING) return dv;
  const from = world.cell[attacker]!;
  const here = world.cell[t]!;
  if (withinPace(world, from, here)) dv += DV['point-blank'];
  // The printed lines' conditions, each counted (RULINGS.md QR-178), or each line once under `+one-per-line`.
  let line2 = 0;
  let line1 = 0;
  if (world.evading[t] === 1) line2 += DV.evading;
  else if (world.movingQuickly[t] === 1) line1 += DV['moving-quickly'];
  if (inCoverFrom(world, t, from)) line2 += DV['hard-cover'];
  else if ((world.map.sight(from)[here]! & S_OBSCURED) !== 0) line1 += DV['light-cover'];
  return dv + (world.setup.variant.onePerLine === 1 ? onePerLine(line2, line1) : line2 + line1);
}

/**
 * One hit on the mount of rider `t` by `attacker` at DV `dv` (every adjustment included): REEL 6,
 * HITS ON MOUNTS, "For each hit roll on the shooting or combat outcome charts as normal but the
 * result applied to mounts are slightly different". The roll is 1D10 (the mount has no action
 * dice: RULINGS.md QR-31; with the switch `+rider-dice`, the rider's action dice, no reroll) on
 * the EFFECTS OF HIT TABLE:
 * - Hit (1 to 3 hits): the mount loses that much stamina; at {@link HORSE_STAMINA} it collapses
 *   ({@link collapse}); otherwise the rider tests to keep control ({@link controlTest});
 * - Courage Test: "The mount is spooked": the rider tests to keep control;
 * - Graze: the rider tests to keep control, unless a Hero, a Main Character or an expert rider;
 * - Near Miss: no effect.
 */
export function hitMount(world: QdWorld, t: number, attacker: number, dv: number): void {
  count(world, Q_MOUNT_HITS);
  world.lastAttacker[t] = attacker;
  // 1D10 (QR-31); with +rider-dice the rider's action dice, as for a hit on him (no Lucky nor Cut!: his cards are not at stake).
  const riderDice = world.setup.variant.riderDice === 1;
  const roll = riderDice ? rollActionDice(world, t, 0) : world.stream.d10();
  const effect = hitEffect(roll, dv);
  if (world.log !== null) {
    const dice = riderDice ? `${nameOf(world, t)} rolls ${rolled(world, roll)}` : `1D10 ${roll}`;
    world.log.push(`    ${nameOf(world, t)}'s horse: ${dice} for the effect at DV ${dv}: ${effect}`);
  }
  switch (effect) {
    case 'near-miss':
      return;
    case 'graze': {
      const c = world.setup.characters[t]!;
      if (c.star === 1 || (c.traits2 & TRAIT2.expertRider) !== 0) {
        if (world.log !== null) world.log.push(`    ${nameOf(world, t)} keeps control of his horse without a test`);
        return;
      }
      heldControlTest(world, t, attacker);
      return;
    }
    case 'courage-test':
      if (world.log !== null) world.log.push(`    ${nameOf(world, t)}'s horse is spooked`);
      heldControlTest(world, t, attacker);
      return;
    default: {
      const hits = effect === '1-hit' ? 1 : effect === '2-hits' ? 2 : 3;
      world.mountHits[t] = world.mountHits[t]! + hits;
      if (world.log !== null) world.log.push(`    ${nameOf(world, t)}'s horse takes ${hits} hit${hits > 1 ? 's' : ''} (${Math.min(world.mountHits[t]!, HORSE_STAMINA)} of ${HORSE_STAMINA})`);
      if (world.mountHits[t]! >= HORSE_STAMINA) collapse(world, t, attacker);
      else heldControlTest(world, t, attacker);
    }
  }
}

/**
 * The test to keep control a hit on t's mount calls for (REEL 6, HITS ON MOUNTS): while the hits of
 * one shot are being scored, or in simultaneous fire (the world's `courageDeferDepth` above 0), it
 * waits in the courage tests' queue with them (effects.ts `flushCourage`, which calls
 * {@link controlAfterShot}), so that a horse bolting, or a rider thrown, does not move him or
 * unhorse him before the rest of the hits of the same shot are scored where he was (RULINGS.md
 * QR-300, after QR-203); otherwise it is taken at once ({@link controlTest}).
 */
function heldControlTest(world: QdWorld, t: number, source: number): void {
  if (world.courageDeferDepth > 0 && world.courageQueued < COURAGE_QUEUE) {
    const q = world.courageQueued++;
    world.courageQueue[2 * q] = -1 - t;
    world.courageQueue[2 * q + 1] = source;
    return;
  }
  controlTest(world, t, source);
}

/**
 * A test to keep control held back until the shot was over ({@link heldControlTest}; RULINGS.md
 * QR-300): taken if t still rides that horse and is up ("Unless the mount has collapsed, the rider
 * must also test to keep control of their mount": a horse brought down by a later hit of the shot,
 * or a rider thrown by an earlier test, calls for none).
 */
export function controlAfterShot(world: QdWorld, t: number, source: number): void {
  if (world.mounted[t] === 1 && world.status[t] === STATUS_UP) controlTest(world, t, source);
}

/** True if t's mount was travelling fast: a full move or more, or evasive, on his last card, or bolting (RULINGS.md QR-35). */
function travellingFast(world: QdWorld, t: number): boolean {
  return world.movingQuickly[t] === 1 || world.evading[t] === 1 || world.galloped[t] === 1;
}

/**
 * t's mount collapses under him (REEL 6, HITS ON MOUNTS, Hit: "can no longer be ridden"): he is
 * on foot where it fell and tests for injury as if falling ({@link fallInjury}); "On a roll of 1
 * they also become trapped under their dead mount: They must pass an Action Test to free
 * themselves" ({@link freeFromMount}). He is trapped as soon as the roll is read, before its
 * outcome (the courage test) is played: he stays by his horse (RULINGS.md QR-141).
 */
export function collapse(world: QdWorld, t: number, source: number): void {
  count(world, Q_MOUNTS_COLLAPSED);
  const fast = travellingFast(world, t);
  world.mounted[t] = 0;
  world.horseCell[t] = -1;
  world.bolting[t] = 0;
  if (world.log !== null) world.log.push(`    ${nameOf(world, t)}'s horse collapses`);
  // A roll of 1 traps him before its outcome is played (resolveHit's `fall`): the courage test finds him pinned (QR-141).
  fallInjury(world, t, source, fast, 1);
  if (world.trapped[t] === 1) {
    if (world.upNow[t] === 1) {
      if (world.log !== null) world.log.push(`    ${nameOf(world, t)} is trapped under his dead horse`);
    } else world.trapped[t] = 0;
  }
}

/**
 * t tests for injury as if falling (REEL 6, HITS ON MOUNTS): his action dice on the EFFECTS OF HIT
 * TABLE at his basic DV (armour) as a normal hit (under `+fall-low-impact` as a Low Impact hit, DV
 * +1, as the ruins' fall: REEL 3), or as a High Impact hit (DV -1) if the mount was travelling
 * fast; hits wound (RULINGS.md QR-35). Its outcome is played as any hit's (courage
 * tests included; `source` is the one who caused it). `trap` 1 (a collapsed mount): a roll read of
 * 1 traps him under it before the outcome is played (effects.ts `resolveHit`'s `fall`; QR-141).
 * Returns the roll read (1..10).
 */
export function fallInjury(world: QdWorld, t: number, source: number, fast: boolean, trap = 0): number {
  // Under +fall-low-impact a fall from a horse not going fast is "as if hit by an low impact weapon" (QR-35).
  const low = !fast && world.setup.variant.fallLowImpact === 1;
  if (world.log !== null) world.log.push(`    ${nameOf(world, t)} tests for injury as if falling${fast ? ' from a fast horse (as a High Impact hit)' : low ? ' (as a Low Impact hit)' : ''}`);
  const dv = world.setup.characters[t]!.armour + (fast ? DV['high-impact'] : low ? DV['light-or-improvised'] : 0);
  resolveHit(world, t, source, dv, 0, BY_SHOOTING, 0, trap | INJURY_TEST);
  return hitResult.roll;
}

/**
 * t tests to keep control of his mount (REEL 6, HITS ON MOUNTS), with his action dice: the task of
 * a basic action in adverse circumstances (REEL 3, BASIC ACTIONS), so an expert rider rerolls any
 * failure ("Good in a particular skill": RULINGS.md QR-32), and Lucky may reroll it. 5+ keeps
 * control. 2-4: "they have lost control of their mount which bolts in a random direction and will
 * continue to do so until they pass an action Test" ({@link bolt} at once, then {@link regainControl}
 * on each of his cards). 1: "in addition they are thrown from their mount which will then bolt in a
 * random direction. They test for injury" ({@link thrown}). `source`: who caused the test. A
 * rider knocked out takes no test: his horse bolts (QR-199).
 */
export function controlTest(world: QdWorld, t: number, source: number): void {
  let v: number;
  if (world.kod[t] === 1) {
    // A rider knocked out is senseless (QR-112): he takes no test and does not keep control; his
    // horse bolts with him as on a 2-4 (QR-199). No dice.
    if (world.log !== null) world.log.push(`    ${nameOf(world, t)} is senseless and cannot keep control of his horse`);
    v = THROWN_TO + 1;
  } else {
    count(world, Q_CONTROL_TESTS);
    const expert = (world.setup.characters[t]!.traits2 & TRAIT2.expertRider) !== 0;
    v = test(world, t, 0, (expert ? REROLL : 0) | LUCK, 'tests to keep control of his horse');
  }
  if (v >= 5) return;
  count(world, Q_LOST_CONTROL);
  // Bolting or thrown, he is carried on past nobody (RULINGS.md QR-157): the horse is out of his hands.
  world.carriedPast[t] = -1;
  if (v <= THROWN_TO) {
    thrown(world, t, source);
    return;
  }
  world.bolting[t] = 1;
  if (world.log !== null) world.log.push(`    ${nameOf(world, t)} loses control of his horse`);
  bolt(world, t);
}

/**
 * t is thrown from his mount (a control test of 1): on foot where he was, his horse bolting away
 * riderless out of the action (RULINGS.md QR-36), and he tests for injury as if falling
 * (`source`: who caused it).
 */
export function thrown(world: QdWorld, t: number, source: number): void {
  count(world, Q_RIDERS_THROWN);
  const fast = travellingFast(world, t);
  world.mounted[t] = 0;
  world.horseCell[t] = -1;
  world.bolting[t] = 0;
  if (world.log !== null) world.log.push(`    ${nameOf(world, t)} is thrown; his horse bolts away riderless`);
  fallInjury(world, t, source, fast);
}

/**
 * t's mount bolts: a full mounted move (16 paces) in a random direction (REEL 3, Random Movement:
 * 1D10, 1-3 reverse, 4-5 right, 6-7 left, 8+ straight ahead, from his facing), on the cells a
 * horse may enter; he counts as moving quickly until his next card (RULINGS.md QR-35). Carried
 * out of contact, he is out of his fight on both sides: those fighting him fight him no longer
 * (effects.ts `endFightsWith`, as after a flight, QR-224, and as a rider carried past, QR-157), so
 * a later attack on him is a new one, tested, not an untested follow up (RULINGS.md QR-340).
 */
export function bolt(world: QdWorld, t: number): void {
  const from = world.cell[t]!;
  randomMove(world, t, fullMove(world, t), 'is carried off by his bolting horse');
  if (world.cell[t] !== from) {
    world.movingQuickly[t] = 1;
    world.engaged[t] = -1;
    // QR-340: the horse took him out of the fight for his opponent too.
    endFightsWith(world, t);
  }
}

/**
 * On each of i's cards while his mount bolts: an action test to regain control (an expert rider
 * rerolls a failure). 5+: control regained, and he plays the card; otherwise the mount bolts again
 * and the card is spent. Returns true if he may play the card.
 */
export function regainControl(world: QdWorld, i: number): boolean {
  const expert = (world.setup.characters[i]!.traits2 & TRAIT2.expertRider) !== 0;
  const v = test(world, i, 0, expert ? REROLL : 0, 'tries to regain control of his horse');
  if (v >= 5) {
    world.bolting[i] = 0;
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} regains control of his horse`);
    return true;
  }
  bolt(world, i);
  return false;
}

/**
 * On each of i's cards while he is trapped under his dead mount: the Action Test to free himself,
 * read on the task chart (REEL 3, TASKS; a Strong character rerolls a failure: "Characters who are
 * strong can reroll any task requiring strength"). 1-4: still trapped; 5-9: free, the card spent;
 * 10: free, and he may play the card ("Complete Success! ... may perform another action or move").
 * Returns true if he may play the card.
 */
export function freeFromMount(world: QdWorld, i: number): boolean {
  const strong = (world.setup.characters[i]!.traits & TRAIT.strong) !== 0;
  const v = test(world, i, 0, strong ? REROLL : 0, 'tries to free himself from under his dead horse');
  if (v < 5) return false;
  world.trapped[i] = 0;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} frees himself`);
  return v === 10;
}

/**
 * Paces a mount must move on the card of its rider's attack for him to be carried past his
 * opponent: "When mounts/vehicles move over 8 paces to attack an opponent, they must move on past
 * their opponent on their next turn" (REEL 5, FIGHTING FROM A MOUNT OR MOVING VEHICLE).
 */
export const CARRIED_PAST_OVER = 8;

/**
 * Paces i has moved on the card being played, from the cell it began in (`cardStart`) to his cell,
 * straight: the measure of RULINGS.md QR-37's "moving over 4 paces" and QR-157's over 8.
 */
export function pacesThisCard(world: QdWorld, i: number): number {
  return world.map.offsetDistance[offsetIndex(world.map, world.cardStart[i]!, world.cell[i]!)]! * world.setup.pacesPerSpace;
}

/**
 * True if i's mount or vehicle moves under him, in his hands, so that it may carry him on past an
 * opponent (RULINGS.md QR-157): he rides a horse in control (not bolting), or he drives a vehicle
 * (vehicles.ts `drives`) that may still move (not Immobilized).
 */
export function carriesOn(world: QdWorld, i: number): boolean {
  return (world.mounted[i] === 1 && world.bolting[i] === 0) || (drives(world, i) && world.vImmobile[world.aboard[i]!] === 0);
}

/**
 * After rider or driver i's attack on `t` on his own card (fighting.ts `attackAction`, a blow;
 * ride-down.ts `rideDown`, a run-down): if his mount or vehicle moved over
 * {@link CARRIED_PAST_OVER} paces on this card ({@link pacesThisCard}) and still moves under him in
 * his hands ({@link carriesOn}), he must move on past `t` on his next card played (`carriedPast`,
 * from the line his charge began on: `carryFrom`); RULINGS.md QR-157 (edited for vehicles).
 */
export function markCarriedPast(world: QdWorld, i: number, t: number): void {
  if (!carriesOn(world, i) || pacesThisCard(world, i) <= CARRIED_PAST_OVER) return;
  world.carriedPast[i] = t;
  world.carryFrom[i] = world.cardStart[i]!;
  if (world.log !== null) {
    const drive = world.mounted[i] === 0;
    world.log.push(`    ${nameOf(world, i)} attacked after ${drive ? 'driving' : 'riding'} over ${CARRIED_PAST_OVER} paces: he must ${drive ? 'drive' : 'ride'} on past ${nameOf(world, t)} on his next card`);
  }
}

/** What {@link stopUnsafely} gives: he did not stop (a rider's lost control: the card is spent; a driver: carried on past). */
export const STOP_FAILED = 0;
/** He stopped, in control: he plays his card. */
export const STOP_KEPT = 1;
/** A driver's Complete Success! (10): he stopped, and his card is a move and an action, the action without its test. */
export const STOP_AND_ACT = 2;

/**
 * Rider or driver i stops instead of moving on past `t` ("unless they choose to stop by
 * decelerating unsafely and so needing to test for control", REEL 5, FIGHTING FROM A MOUNT OR
 * MOVING VEHICLE; RULINGS.md QR-157, edited for vehicles):
 * - a rider: the test to keep control of his mount ({@link controlTest}, caused by `t`): 5+ he
 *   stops where he is; 2-4 his horse bolts; 1 he is thrown;
 * - a driver: decelerating in adverse circumstances, a task ("Accelerating, decelerating or
 *   manoeuvring is a basic action but may become a task in adverse circumstances", REEL 3; the
 *   chart "Wanting to complete a task", his action dice, Lucky as in the rider's test; tasks.ts
 *   `task`): 5-9 he stops; 10 "Complete Success!" he stops and may act again; 1-4 he fails to
 *   stop: the caller carries him on past ({@link carryOnPast}). The vehicle has no control chart
 *   (no team of its own: RULINGS.md QR-38), so nothing bolts, and no injury.
 * @returns {@link STOP_FAILED}, {@link STOP_KEPT} or {@link STOP_AND_ACT}
 */
export function stopUnsafely(world: QdWorld, i: number, t: number): number {
  count(world, Q_STOPS_TRIED);
  if (world.mounted[i] === 0) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} decelerates unsafely to stop short of driving on past ${nameOf(world, t)}`);
    const v = task(world, i, 0, LUCK, 'tries to stop his vehicle');
    if (v < 5) {
      if (world.log !== null) world.log.push(`    ${v === 1 ? 'Complete Failure!' : 'No Luck so Far!'} ${nameOf(world, i)} cannot stop`);
      return STOP_FAILED;
    }
    if (world.log !== null) world.log.push(`    ${v === 10 ? 'Complete Success!' : 'Success!'} ${nameOf(world, i)} stops${v === 10 ? ' and may act again' : ''}`);
    return v === 10 ? STOP_AND_ACT : STOP_KEPT;
  }
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} decelerates unsafely to stop short of riding on past ${nameOf(world, t)}`);
  controlTest(world, i, t);
  const stopped = world.mounted[i] === 1 && world.bolting[i] === 0;
  if (stopped && world.log !== null) world.log.push(`    ${nameOf(world, i)} keeps control and stops`);
  return stopped ? STOP_KEPT : STOP_FAILED;
}

/**
 * Rider or driver i is carried on past `t` (REEL 5, FIGHTING FROM A MOUNT OR MOVING VEHICLE: "they
 * must move on past their opponent on their next turn"; RULINGS.md QR-157, edited for vehicles):
 * a full move (a horse's 16 paces, a vehicle's own: walk.ts `movePaces`), no test, on along
 * the line from where his charge began (`carryFrom`) through his cell, toward the farthest cell a
 * horse (a vehicle, when he drives) may enter on that line within the move (the path there goes
 * round whoever stands in the way), else straight away from `t`. He counts as moving quickly until
 * his next card, as after any full move; a driver's vehicle carries everyone in it (vehicles.ts
 * `carry`: its move noted, over 4 paces for its riders' blows).
 */
export function carryOnPast(world: QdWorld, i: number, t: number): void {
  const map = world.map;
  const here = world.cell[i]!;
  const driver = world.mounted[i] === 0 && drives(world, i);
  if (driver) world.driving = i;
  const budget = fullMove(world, i);
  const passable = driver ? map.vehiclePassable : map.horsePassable;
  const x0 = map.cellX[here]!;
  const y0 = map.cellY[here]!;
  let dx = x0 - map.cellX[world.carryFrom[i]!]!;
  let dy = y0 - map.cellY[world.carryFrom[i]!]!;
  const len = Math.sqrt(dx * dx + dy * dy);
  let to = -1;
  if (len > 0) {
    dx /= len;
    dy /= len;
    // An orthogonal step costs 2 half-spaces: the straight ride is budget / 2 spaces long (as beasts.ts `runAway`).
    for (let s = Math.floor(budget / 2); s >= 1 && to < 0; s--) {
      const x = Math.min(map.width - 1, Math.max(0, Math.round(x0 + dx * s)));
      const y = Math.min(map.height - 1, Math.max(0, Math.round(y0 + dy * s)));
      const c = y * map.width + x;
      if (c !== here && passable[c] === 1 && (driver ? map.vehiclePathField(c) : map.horsePathField(c))[here]! < UNREACHABLE) to = c;
    }
  }
  const how = world.log !== null ? `is carried on past ${nameOf(world, t)}` : '';
  // Carried, not heading anywhere: an exit cell on his line does not take him off the map (QR-181).
  if (to >= 0) moveToward(world, i, to, budget, how);
  else moveAway(world, i, world.cell[t]!, budget, true, how);
  // Counted when he moved (`Q_CARRIED_PAST`): hemmed in, he stands, his card spent all the same.
  if (world.cell[i] !== here) {
    world.movingQuickly[i] = 1;
    count(world, Q_CARRIED_PAST);
  }
  if (driver) {
    carry(world, i, here);
    world.driving = -1;
  }
  world.engaged[i] = -1;
  if (world.engaged[t] === i) world.engaged[t] = -1;
}
