/**
 * Morale (boot-hill-referee-screen-and-northfield-module.md, Referee's Screen, MORALE; RULINGS.md
 * S14): the checks due this turn, resolved at its end: d100 plus modifiers against MRL; failing,
 * the character breaks (flees) or surrenders, as the scenario says.
 *
 * Reads: moraleDue, status, player, broken, sideOf, sideSize, sideCasualties, woundPts, str, mrl.
 * Writes: moraleDue, broken; status via takeOut.
 */
import { diceLane } from '@deadeye/rng';
import { takeOut } from './casualties.ts';
import { MORALE } from './lookups.ts';
import { nameOf, setBroken, type SkirmishWorld, ST_CAPTURED, ST_UP } from './world.ts';


/** End of turn: the morale checks due (S14), for characters up, not players, not already broken. */
export function resolveMorale(world: SkirmishWorld): void {
  for (let i = 0; i < world.n; i++) {
    if (world.moraleDue[i] !== 1) continue;
    world.moraleDue[i] = 0;
    if (world.status[i] !== ST_UP || world.player[i] === 1 || world.broken[i] === 1) continue;
    moraleCheck(world, i);
  }
}

/** Morale check (module MORALE): d100 + modifiers; higher than MRL fails: flee or surrender. */
export function moraleCheck(world: SkirmishWorld, i: number): void {
  const m = world.setup.morale;
  const s = world.sideOf[i]!;
  let mod = 0;
  const sides = world.setup.sides.length;
  if (m.greatestNumbers === 1) {
    const mine = world.sideSize[s]! - world.sideCasualties[s]!;
    let most = true;
    for (let o = 0; o < sides; o++) if (o !== s && world.sideSize[o]! - world.sideCasualties[o]! >= mine) most = false;
    if (most) mod += MORALE.greatestNumbers;
  }
  if (m.fewestCasualties === 1) {
    let fewest = true;
    for (let o = 0; o < sides; o++) if (o !== s && world.sideCasualties[o]! <= world.sideCasualties[s]!) fewest = false;
    if (fewest) mod += MORALE.fewestCasualties;
  }
  if (m.wounds === 1 && world.woundPts[i]! > 0) mod += 2 * world.woundPts[i]! > world.str[i]! ? MORALE.woundsMoreThanHalf : MORALE.woundsLessThanHalf;
  world.stream.lane(diceLane(i));
  const roll = world.stream.d100();
  const fail = roll + mod > world.mrl[i]!;
  if (world.log !== null) world.log.push(`  morale ${nameOf(world, i)}: d100 ${roll}${mod !== 0 ? ` ${mod > 0 ? '+' : ''}${mod}` : ''} against ${world.mrl[i]}: ${fail ? (m.surrender === 1 ? 'fails, surrenders' : 'fails, flees') : 'holds'}`);
  if (!fail) return;
  if (m.surrender === 1) takeOut(world, i, ST_CAPTURED);
  else setBroken(world, i, 1);
}
