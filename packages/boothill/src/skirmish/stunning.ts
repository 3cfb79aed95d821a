/**
 * STUNNING CHART (boot-hill-referee-screen-and-northfield-module.md, Referee's Screen, STUNNING;
 * RULINGS.md S12): the stun roll, and the two turns it costs (helpless, then half effect).
 *
 * Reads: status, turn, helplessFrom, helplessUntil, halfFrom, halfUntil. Writes: the same, speedStale.
 */
import { STUNNED_TURNS_HALF, STUNNED_TURNS_HELPLESS } from '../tables/stunning.ts';
import { type SkirmishWorld, ST_UP } from './world.ts';


/** True while `i` is stunned helpless (S12: the turn after the stun, not the rest of the stun's own turn): he does nothing. */
export function helpless(world: SkirmishWorld, i: number): boolean {
  return world.helplessUntil[i]! >= world.turn && world.helplessFrom[i]! <= world.turn;
}

/** True while `i` acts at half effect (S12: the second turn after the stun), and is not helpless. */
export function halfEffect(world: SkirmishWorld, i: number): boolean {
  return world.halfUntil[i]! >= world.turn && world.halfFrom[i]! <= world.turn && !helpless(world, i);
}

/** STUNNING CHART: d100 <= chance stuns `t` (helpless next turn, half effect the turn after). */
export function stunCheck(world: SkirmishWorld, t: number, chance: number, why: string): void {
  if (chance <= 0 || world.status[t] !== ST_UP) return;
  const roll = world.stream.d100();
  const stunned = roll <= chance;
  if (world.log !== null) world.log.push(`      stun check (${why}): needs ${chance} or less, rolls ${roll}${stunned ? ': STUNNED' : ''}`);
  if (!stunned) return;
  world.speedStale[t] = 1;
  // S12: stunned in turn T: helpless in T+1, half effect in T+2; the rest of T as he was (helpless
  // or at half effect already, from an earlier stun, he stays so: only a later start is moved).
  const turn = world.turn;
  if (!helpless(world, t)) world.helplessFrom[t] = turn + 1;
  if (world.helplessUntil[t]! < turn + STUNNED_TURNS_HELPLESS) world.helplessUntil[t] = turn + STUNNED_TURNS_HELPLESS;
  if (!(world.halfUntil[t]! >= turn && world.halfFrom[t]! <= turn)) world.halfFrom[t] = turn + 1;
  world.halfUntil[t] = turn + STUNNED_TURNS_HELPLESS + STUNNED_TURNS_HALF;
}
