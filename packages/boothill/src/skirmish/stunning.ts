/**
 * STUNNING CHART (boot-hill-referee-screen-and-northfield-module.md, Referee's Screen, STUNNING;
 * RULINGS.md S12): the stun roll, and the two turns it costs (helpless, then half effect).
 *
 * Reads: status, turn, helplessUntil, halfUntil. Writes: helplessUntil, halfUntil, speedStale.
 */
import { STUNNED_TURNS_HALF, STUNNED_TURNS_HELPLESS } from '../tables/stunning.ts';
import { type SkirmishWorld, ST_UP } from './world.ts';


/** True while `i` is stunned helpless (S12: the turn after the stun): he does nothing. */
export function helpless(world: SkirmishWorld, i: number): boolean {
  return world.helplessUntil[i]! >= world.turn;
}

/** True while `i` acts at half effect (S12: the second turn after the stun), and is not helpless. */
export function halfEffect(world: SkirmishWorld, i: number): boolean {
  return world.halfUntil[i]! >= world.turn && !helpless(world, i);
}

/** STUNNING CHART: d100 <= chance stuns `t` (helpless next turn, half effect the turn after). */
export function stunCheck(world: SkirmishWorld, t: number, chance: number, why: string): void {
  if (chance <= 0 || world.status[t] !== ST_UP) return;
  const roll = world.stream.d100();
  const stunned = roll <= chance;
  if (world.log !== null) world.log.push(`      stun check (${why}): needs ${chance} or less, rolls ${roll}${stunned ? ': STUNNED' : ''}`);
  if (!stunned) return;
  world.speedStale[t] = 1;
  // S12: stunned in turn T: helpless in T+1, half effect in T+2.
  world.helplessUntil[t] = world.turn + STUNNED_TURNS_HELPLESS;
  world.halfUntil[t] = world.turn + STUNNED_TURNS_HELPLESS + STUNNED_TURNS_HALF;
}
