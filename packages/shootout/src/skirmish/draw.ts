/**
 * Draw! (shootout.txt, "Draw!"): "When two figures with holstered revolvers decide to duel roll
 * 1D6 for each and add their speed factors. The fastest gets to roll his combat dice first, and if
 * he kills his opponent receives no fire in return." Equal totals fire together (RULINGS.md
 * SR-53, as the standing duel plays it): both volleys rolled, then the hits applied together. The
 * second to fire, pinned by the first volley, fires at -1 ("The pin takes effect at once").
 *
 * Reads Speed, `holstered`; writes through ranged.ts and saves.ts, and the Draw! counts (core's
 * first-shot exchanges: a Draw! with a faster figure). Draws two dice, then the volleys'.
 */
import { diceLane } from '@deadeye/rng';
import { A_EXCHANGES, ACT_FIRE } from '@deadeye/core';
import { canFireAt, slotInHand, volley } from './ranged.ts';
import { applyPending, checkPinned } from './saves.ts';
import { count, nameOf, S_DRAW_FASTER_KILLED, S_DRAW_TIES, S_DRAWS, surprisedNow, up, type SoWorld } from './world.ts';

/**
 * True if `a` and `b` may Draw!: enemies, both up, both holding a holstered revolver, neither has
 * fired this turn, each asked to fire at the other with a Draw! (`fAction`, `fDraw` and
 * `fTarget`), and each may fire at the other now (ranged.ts `canFireAt`: in range, on a clear
 * line; RULINGS.md SR-53). "Two figures ... decide to duel": a duel neither can shoot is no Draw!.
 */
export function drawAgreed(world: SoWorld, a: number, b: number): boolean {
  return (
    b >= 0 &&
    b !== a &&
    world.sideOf[a] !== world.sideOf[b] &&
    up(world, a) &&
    up(world, b) &&
    world.fired[a] === 0 &&
    world.fired[b] === 0 &&
    world.holstered[a] === 1 &&
    world.holstered[b] === 1 &&
    world.fDraw[a] === 1 &&
    world.fDraw[b] === 1 &&
    world.fTarget[a] === b &&
    world.fTarget[b] === a &&
    world.fAction[a] === ACT_FIRE &&
    world.fAction[b] === ACT_FIRE &&
    canFireAt(world, a, b, slotInHand(world, a)) &&
    canFireAt(world, b, a, slotInHand(world, b))
  );
}

/**
 * Plays the Draw! between `a` and `b` (each 1D6 + Speed). The faster fires all his combat dice at
 * the other, the hits applied at once; if the other is still up he fires back. Equal totals: both
 * fire, the hits applied together. In turn 1 a surprised figure is the slower whatever the dice,
 * unless both are (RULINGS.md SR-85: the dice are rolled all the same, so that the streams stay
 * paired with a run without surprise). Returns the faster figure, or -1 on equal totals.
 */
export function playDraw(world: SoWorld, a: number, b: number): number {
  world.stream.lane(diceLane(a));
  const da = world.stream.d6();
  world.stream.lane(diceLane(b));
  const db = world.stream.d6();
  let ta = da + world.speedF[a]!;
  let tb = db + world.speedF[b]!;
  count(world, S_DRAWS);
  if (world.log !== null) {
    world.log.push(`    Draw! ${nameOf(world, a)} 1D6 ${da} + Speed ${world.speedF[a]} = ${ta}; ${nameOf(world, b)} 1D6 ${db} + Speed ${world.speedF[b]} = ${tb}`);
  }
  const sa = surprisedNow(world, a, 1);
  if (sa !== surprisedNow(world, b, 1)) {
    // The surprised one lost his moment: the other is the faster (SR-85).
    if (world.log !== null) world.log.push(`    ${nameOf(world, sa ? a : b)} is surprised: he is the slower`);
    ta = sa ? 0 : 1;
    tb = sa ? 1 : 0;
  }
  if (ta === tb) {
    count(world, S_DRAW_TIES);
    if (world.log !== null) world.log.push('    equal: they fire together');
    volley(world, a, b, -1, -1, false, false);
    volley(world, b, a, -1, -1, false, false);
    applyPending(world);
    checkPinned(world, a);
    checkPinned(world, b);
    return -1;
  }
  const first = ta > tb ? a : b;
  const second = first === a ? b : a;
  world.acc[A_EXCHANGES] = world.acc[A_EXCHANGES]! + 1;
  if (world.log !== null) world.log.push(`    ${nameOf(world, first)} is faster`);
  volley(world, first, second, -1, -1, false, true);
  checkPinned(world, second);
  if (!up(world, second)) {
    count(world, S_DRAW_FASTER_KILLED);
    world.holstered[second] = 0;
    return first;
  }
  volley(world, second, first, -1, -1, false, true);
  checkPinned(world, first);
  return first;
}
