/**
 * Riding down (REEL 5, FIGHTING: MOUNTS, FIGHTING FROM A MOUNT OR MOVING VEHICLE: "Mounts/Moving
 * vehicles can attempt to run down one or more characters. On the turn that the attack takes
 * place, the characters at risk can test to evade to avoid the collision if they have a turn/cards
 * outstanding. If they fail to evade, they roll for hits received."); RULINGS.md QR-158. A rider,
 * or the driver of a vehicle, declares it on his card (`ACT_RIDE_DOWN` at `PHASE_MOVE`, acting.ts
 * `cardMoveOrAction`): the Wanting to make an attack test, his full move at the man (the horse's,
 * or the vehicle's with everyone in it: vehicles.ts `carry`), the man's test to evade (Wanting to
 * evade, REEL 3, forfeiting his next card), and the collision: one hit on the EFFECTS OF HIT TABLE
 * (nothing on the vehicle: a man is no "larger object"). An attack after a move of over 8 paces
 * carries him on past on his next card (mounts.ts `markCarriedPast`, QR-157). Reads and writes
 * `cell` (through movement.ts), `driving`, the vehicle's state (through `carry`), `void`,
 * `defenceless`, `attackedPhase`, `carriedPast`; wounds through effects.ts. Draws only from the
 * trial's stream. Allocates nothing (its log's words are built only when a log is kept).
 */
import { BLOW_STANDARD, SHOT_HASTY, STATUS_UP } from '@deadeye/core';
import { DV } from '../tables/dv.ts';
import { BY_FIGHTING, fearsomeCourage, resolveHit, targetDv } from './effects.ts';
import { answeredMove, inContact, strike } from './fighting.ts';
import { isLocated } from './locating.ts';
import { carriesOn, markCarriedPast, pacesThisCard } from './mounts.ts';
import { moveAllowance, moveAway, moveToward } from './movement.ts';
import { fullMove } from './walk.ts';
import { CUT, PASS, REROLL, test } from './rolls.ts';
import { TRAIT } from './setup.ts';
import { EVADE_NONE, evadeWith, testToEvade } from './evade.ts';
import { shootAction } from './shootouts.ts';
import { carry } from './vehicles.ts';
import { Q_COLLISIONS, Q_RIDE_DOWNS, Q_RIDE_DOWNS_EVADED } from './counts.ts';
import { active, count, DUCK_HELPLESS, nameOf, PANICKED, type QdWorld } from './world.ts';

/** A collision's hits count as High Impact when the mount moved over this many paces on the card ("any hits count as high impact if the mount/vehicle is moving over 4 paces", REEL 5). */
export const RIDE_DOWN_HIGH_IMPACT_OVER = 4;

/**
 * True if i may ride (or drive) down `t` now (RULINGS.md QR-158): i rides a horse in control (not
 * bolting) or drives a vehicle that may move (mounts.ts `carriesOn`; not Immobilized: "Moving
 * vehicles"), is not in close combat, and `t` is an enemy up, a man on foot (not a beast, not
 * riding, not in a vehicle), not already in contact with him (the mount or vehicle must be
 * moving: a run-down is made with a move). Otherwise the engine plays the declaration as an attack.
 */
export function mayRideDown(world: QdWorld, i: number, t: number): boolean {
  return (
    carriesOn(world, i) &&
    world.engaged[i]! < 0 &&
    world.status[t] === STATUS_UP &&
    world.sideOf[t] !== world.sideOf[i] &&
    world.animal[t] === 0 &&
    world.mounted[t] === 0 &&
    world.aboard[t]! < 0 &&
    !inContact(world, i, t)
  );
}

/**
 * Rider (or driver) i rides (drives) down `t` on his card (REEL 5, FIGHTING FROM A MOUNT OR MOVING
 * VEHICLE; RULINGS.md QR-158, edited for vehicles), `t` as {@link mayRideDown} allows:
 * 1. the "Wanting to make an attack" test (REEL 5; Disciplined and Fanatic reroll a failure, Cut!
 *    when ordered; `free`: passed without a roll, QR-131): 1 he loses confidence and falls back 2
 *    paces (a driver with his vehicle and everyone in it), 2-4 he hesitates; 5+ he rides;
 * 2. his full move at `t` (movement.ts `moveToward`): a horse's 16 paces, or a driver's vehicle's
 *    own move (walk.ts `movePaces`: a wagon's 10 paces ..., halved for Reduced Mobility) on
 *    the cells a vehicle may enter, carrying everyone in it (vehicles.ts `carry`, which notes the
 *    paces it moved); not in contact at its end, he has not reached him: no collision; in
 *    contact, a Fearsome rider gives the man a courage test, a Fearsome man the rider one, the
 *    rider first (RULINGS.md QR-110, QR-158): a rider who flees or is downed, or a man who flees or
 *    falls back out of contact, ends it;
 * 3. `t`, with a card still to come this phase, not caught by surprise (QR-204), active (not
 *    knocked out), not ducked down helpless, not entangled nor trapped under a dead horse (he
 *    cannot move), tests to evade
 *    (REEL 3, the movement chart's "Wanting to evade", his action dice), forfeiting that card
 *    (QR-3): 1 "Gripped By Fear!" he freezes; 2-4 "Panic! Hesitate, then fall back ½ a move with
 *    back to the enemy and unable to fight back": the collision, then (if still up) half his move
 *    away, back turned, defenceless until his next card; 5-9 "Evade then!": his full move away, no
 *    collision; 10 "Caught them Out!" ("May also attack the enemy before moving or move and shoot
 *    at them"): as `evadeShoots(t, i)` chooses, his full move away and then a hasty shot at the
 *    rider (`shootAction`, the 10 his test), or else (and with no `evadeShoots`) a standard blow at
 *    the rider first, then the same move;
 * 4. the collision ("they roll for hits received"): one hit, lethal, rolled by `t` on the EFFECTS
 *    OF HIT TABLE (effects.ts `resolveHit`, his Lucky and Cut! as for any hit) at his DV with the
 *    charging adjustment (DV -1: "Hit by a character charging in") and, the mount or vehicle having
 *    moved over {@link RIDE_DOWN_HIGH_IMPACT_OVER} paces on this card, High Impact (DV -1). The
 *    vehicle takes nothing: its collision row ("In collision with a larger object or vehicle",
 *    REEL 6, HITS ON VEHICLES) is for what is larger than a man;
 * 5. a run-down after a move of over 8 paces carries him on past on his next card (QR-157).
 * The run-down is no fight: neither is engaged in close combat after it. `moved`: called with i
 * after his ride or drive at `t` has moved him, before the evade and the collision (the engine's
 * holders respond to it, RULINGS.md QR-168); the run-down goes on only if he is still able, not
 * broken, still riding or driving, and `t` is up. `evadeShoots`: called with `t` and i on the evade's
 * 10, true for the move and shoot (the engine asks `t`'s agent), false for the blow.
 */
export function rideDown(
  world: QdWorld,
  i: number,
  t: number,
  cutOrder: number,
  free: boolean,
  moved: ((i: number) => void) | null = null,
  evadeShoots: ((t: number, i: number) => boolean) | null = null,
): void {
  if (world.setup.noFighting === 1) return;
  if (!isLocated(world, i, t)) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} has not located ${nameOf(world, t)} and cannot ride him down`);
    return;
  }
  const c = world.setup.characters[i]!;
  const driver = world.mounted[i] === 0;
  const log = world.log !== null;
  // A charge with its move (QR-158): after an earlier move in the phase its test is on reduced
  // dice, and it counts as a move for the next (REEL 3, "a second or subsequent turn"; QR-168).
  const level = world.movesThisPhase[i]! > 0 ? 1 : 0;
  world.movesThisPhase[i] = world.movesThisPhase[i]! + 1;
  const v = test(world, i, level, ((c.traits & (TRAIT.disciplined | TRAIT.fanatic)) !== 0 ? REROLL : 0) | (cutOrder === 1 ? CUT : 0) | (free ? PASS : 0), log ? `wants to ${driver ? 'run' : 'ride'} down ${nameOf(world, t)}` : '');
  if (v === 1) {
    // A driver falls back with his vehicle and everyone in it (vehicles.ts `carry`), as on any drive.
    const from = world.cell[i]!;
    if (driver) world.driving = i;
    moveAway(world, i, world.cell[t]!, (2 * 2) / world.setup.pacesPerSpace, false, 'loses confidence and falls back 2 paces');
    if (driver) {
      carry(world, i, from);
      world.driving = -1;
    }
    return;
  }
  if (v <= 4) {
    if (world.log !== null) world.log.push(`    They look Tough! ${nameOf(world, i)} hesitates`);
    return;
  }
  // The vehicle's words in the log: "the wagon", else "Rider's horse".
  const mount = !log ? '' : driver ? `the ${world.setup.vehicles[world.aboard[i]!]!.name}` : `${nameOf(world, i)}'s horse`;
  const start = world.cell[i]!;
  if (driver) {
    const from = world.cell[i]!;
    world.driving = i;
    moveToward(world, i, world.cell[t]!, fullMove(world, i), log ? `drives ${mount} at ${nameOf(world, t)}` : '');
    carry(world, i, from);
    world.driving = -1;
  } else moveToward(world, i, world.cell[t]!, fullMove(world, i), log ? `rides at ${nameOf(world, t)}` : '');
  // Holders answer the ride (fighting.ts `answeredMove`); a rider shot off his horse, or a driver off his vehicle, runs nobody down.
  if (moved !== null && world.cell[i] !== start && (!answeredMove(world, i, t, start, moved) || !carriesOn(world, i))) return;
  if (!inContact(world, i, t)) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} does not reach ${nameOf(world, t)}`);
    return;
  }
  // Fearsome: "Opponents take a Courage Test ... if they charge or are charged by such a character"
  // (REEL 2): a run-down is a charge (RULINGS.md QR-158), tested as a charge's on contact (QR-110):
  // the rider first, then his man. A rider who flees or is downed rides nobody down; a man who
  // fled or fell back out of contact is not run down.
  const td = world.setup.characters[t]!;
  if (((td.traits | c.traits) & TRAIT.fearsome) !== 0) {
    if ((td.traits & TRAIT.fearsome) !== 0) fearsomeCourage(world, i, t);
    if ((c.traits & TRAIT.fearsome) !== 0) fearsomeCourage(world, t, i);
    if (!active(world, i) || world.broken[i] === 1 || !carriesOn(world, i) || world.status[t] !== STATUS_UP || !inContact(world, i, t)) return;
  }
  world.attackedPhase[t] = world.turn;
  count(world, Q_RIDE_DOWNS);
  const paces = pacesThisCard(world, i);
  let collides = true;
  let panics = false;
  const outstanding = evadeWith(world, t) !== EVADE_NONE;
  // Caught by surprise (his forfeited cards not yet turned), he answers nothing yet (RULINGS.md QR-204).
  if (outstanding && world.surpriseLeft[t]! > 0 && world.log !== null) world.log.push(`    ${nameOf(world, t)} is caught by surprise: he cannot evade ${mount} yet`);
  if (outstanding && world.surpriseLeft[t] === 0 && active(world, t) && world.ducked[t] !== DUCK_HELPLESS && world.entangled[t] === 0 && world.trapped[t] === 0) {
    // "if they have a turn/cards outstanding": the test uses that card (QR-3), as a response does;
    // a holder's, his hold (RULINGS.md QR-197, QR-311).
    const e = testToEvade(world, t, log ? `evades ${mount}` : '', log ? `tests to evade ${mount}` : '');
    if (e >= 5) {
      collides = false;
      count(world, Q_RIDE_DOWNS_EVADED);
      // "Caught them Out! ... May also attack the enemy before moving or move and shoot at them"
      // (REEL 3, Wanting to evade, 10): his choice (`evadeShoots`, his agent's; RULINGS.md QR-158).
      // Fleeing already (broken by an earlier courage test), he evades as he flees (QR-259), and
      // neither strikes nor shoots: a man fleeing fights back on no other man's card (QR-191, QR-244).
      const wasBroken = world.broken[t]!;
      const shoots = e === 10 && wasBroken === 0 && evadeShoots !== null && evadeShoots(t, i);
      if (e === 10 && !shoots && wasBroken !== 0) {
        if (world.log !== null) world.log.push(`    Caught them Out! ${nameOf(world, t)} evades; fleeing, he neither strikes nor shoots`);
      } else if (e === 10 && !shoots) {
        if (world.log !== null) world.log.push(`    Caught them Out! ${nameOf(world, t)} strikes at the ${driver ? 'driver' : 'rider'} before he moves`);
        strike(world, t, i, BLOW_STANDARD, 0, 0, 0, false);
      } else if (shoots && world.log !== null) world.log.push(`    Caught them Out! ${nameOf(world, t)} evades to move and shoot at the ${driver ? 'driver' : 'rider'}`);
      // The blow's Deadly Riposte may have downed him, or broken him on its courage test: a man who
      // fled has made his move, and evades no further (RULINGS.md QR-259).
      if (active(world, t) && world.broken[t] === wasBroken) {
        const from = world.cell[t];
        moveAway(world, t, world.cell[i]!, moveAllowance(world, t), true, log ? (driver ? `evades ${mount}` : 'evades the horse') : '');
        // An evade: "Shot while evading" until his next card (RULINGS.md QR-163).
        if (world.cell[t] !== from) world.evading[t] = 1;
        // The shot after the move: hasty ("If moved any shots are rated as Hasty", REEL 4), tested
        // already by the 10 (a holstered gun drawn and fired as on a draw's 5-9); at the rider
        // while he is up and in reach (`shootAction` says so when he is not).
        if (shoots && active(world, t) && world.broken[t] === 0 && world.status[i] === STATUS_UP) shootAction(world, t, i, SHOT_HASTY, 0, true);
      } else if (world.log !== null) world.log.push(`    ${nameOf(world, t)} ${world.broken[t] !== wasBroken ? 'has fled' : 'is down'} before he can get away from ${mount}`);
    } else if (e >= 2) panics = true;
    else if (world.log !== null) world.log.push(`    Gripped By Fear! ${nameOf(world, t)} freezes`);
  } else if (world.log !== null) world.log.push(outstanding ? `    ${nameOf(world, t)} cannot evade` : `    ${nameOf(world, t)} has no card left to evade with`);
  if (collides) {
    count(world, Q_COLLISIONS);
    if (world.log !== null) world.log.push(`    ${mount} runs down ${nameOf(world, t)}${paces > RIDE_DOWN_HIGH_IMPACT_OVER ? ' (High Impact)' : ''}`);
    // Man Killer "makes any form of attack" (REEL 2) at DV -2, the run-down one (RULINGS.md QR-185).
    const killer = (world.setup.characters[i]!.traits & TRAIT.manKiller) !== 0 ? DV['man-killer'] : 0;
    const dv = targetDv(world, t, i, BY_FIGHTING, 0) + DV.charging + (paces > RIDE_DOWN_HIGH_IMPACT_OVER ? DV['high-impact'] : 0) + killer;
    resolveHit(world, t, i, dv, 0, BY_FIGHTING, 0);
    if (panics && active(world, t) && world.broken[t] === 0) {
      moveAway(world, t, world.cell[i]!, moveAllowance(world, t) / 2, true, 'panics and falls back');
      // "Panic! ... with back to the enemy and unable to fight back": as the break-off's (RULINGS.md QR-162).
      world.defenceless[t] = PANICKED;
    }
  }
  markCarriedPast(world, i, t);
}
