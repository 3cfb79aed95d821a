/**
 * Poison (REEL 6: DETERMINING THE EFFECTS OF SHOOTING AND FIGHTING, POISON; `POISON_RULE` in
 * tables/charts.ts): "Any character injured by a weapon which is dipped in poison or by a beast that
 * has poisonous or toxic venom takes a test. Characters who are frail have their action dice
 * reduced. Characters who are tough may reroll. If they fail the test (1 to 4), treat as a 2 lethal
 * hits." The test only: effects.ts `resolveHit` calls it after a hit that injured him (RULINGS.md
 * QR-53) and takes the two lethal hits. Reads and writes what a test does (`jokerOn`, `luckLeft`,
 * `cutLeft`, `void`). Allocates nothing.
 */
import { POISON_RULE } from '../tables/charts.ts';
import { cut, REROLL, rollActionDice, rolled, spendLuck, test } from './rolls.ts';
import { TRAIT } from './setup.ts';
import { Q_POISON_FAILED, Q_POISON_TESTS } from './counts.ts';
import { cardsLeft, count, nameOf, type QdWorld } from './world.ts';

/** Lethal hits a failed poison test counts as (POISON: "treat as a 2 lethal hits"). */
export const POISON_HITS = POISON_RULE.lethalHits;

/**
 * `t`'s poison test: his action dice, reduced if Frail; a failure (1-4) rerolled if Tough, then,
 * still failed, one reroll more as an effects roll's (effects.ts `resolveHit`; RULINGS.md QR-5,
 * QR-53): by Lucky while he has rerolls, else by Cut! when the two hits would take his last cards;
 * never both. Each reroll keeps the second result. Counted (tests, failures).
 * @returns true if he failed: the caller takes {@link POISON_HITS} lethal hits
 */
export function poisonTest(world: QdWorld, t: number): boolean {
  const c = world.setup.characters[t]!;
  count(world, Q_POISON_TESTS);
  const level = (c.traits & TRAIT.frail) !== 0 ? 1 : 0;
  let v = test(world, t, level, (c.traits & TRAIT.tough) !== 0 ? REROLL : 0, 'tests against the poison');
  if (v < 5) {
    // Lucky first (it keeps Cut! for later), else Cut! to save his last cards: one reroll (QR-53).
    if (spendLuck(world, t)) {
      v = rollActionDice(world, t, level);
      if (world.log !== null) world.log.push(`    ${nameOf(world, t)} is Lucky and rerolls: ${rolled(world, v)}`);
    } else if (POISON_HITS >= cardsLeft(world, t)) v = cut(world, t, level, v);
  }
  const failed = v <= POISON_RULE.failOn[POISON_RULE.failOn.length - 1]!;
  if (failed) {
    count(world, Q_POISON_FAILED);
    if (world.log !== null) world.log.push(`    the poison takes hold of ${nameOf(world, t)}: ${POISON_HITS} lethal hits`);
  } else if (world.log !== null) world.log.push(`    ${nameOf(world, t)} shakes off the poison`);
  return failed;
}
