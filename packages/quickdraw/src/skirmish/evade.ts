/**
 * The test to evade a run-down (ride-down.ts) or a stampede (beasts.ts): what a man at risk may test
 * with, and the test itself, written once for both. Its own module so that beasts.ts and
 * ride-down.ts share it without importing each other (no cycle: dependency-cruiser's no-circular).
 */
import { heldJokerDone, holdJokerOn, LED, REROLL, test } from './rolls.ts';
import { TRAIT } from './setup.ts';
import { Q_RESPONSES } from './counts.ts';
import { count, endSurprise, nameOf, type QdWorld } from './world.ts';

/** {@link evadeWith}: no hold and no card outstanding: he cannot test to evade. */
export const EVADE_NONE = 0;
/** {@link evadeWith}: he holds: the test to evade is spent from his hold (RULINGS.md QR-311). */
export const EVADE_HOLD = 1;
/** {@link evadeWith}: a card still to come, forfeited for the test (QR-3). */
export const EVADE_CARD = 2;

/**
 * What `t` at risk of a run-down or a stampede may test to evade with: "the characters at risk can
 * test to evade to avoid the collision if they have a turn/cards outstanding" (REEL 5, FIGHTING
 * FROM A MOUNT OR MOVING VEHICLE). A holder's held turn is his turn outstanding, and he "cannot play
 * another card while they are holding" (REEL 3): he evades from his hold, as a holder attacked
 * responds with it (RULINGS.md QR-197, QR-311); anyone else forfeits a card still to come.
 * @returns `EVADE_HOLD`, `EVADE_CARD` or `EVADE_NONE`
 */
export function evadeWith(world: QdWorld, t: number): number {
  if (world.holding[t] === 1) return EVADE_HOLD;
  return world.toCome[t]! - world.void[t]! > 0 ? EVADE_CARD : EVADE_NONE;
}

/**
 * `t`'s test to evade, made with what {@link evadeWith} gives (not `EVADE_NONE`; the caller checks
 * he may act): his hold is spent (the replay says "<spent> from his hold" unless `spent` is empty),
 * else a card still to come is forfeited (QR-3). The movement chart's Wanting to evade row, a test
 * for movement, on a Natural Leader's dice within 10 paces (REEL 2, PERSONALITY, Natural Leader;
 * RULINGS.md QR-80); from his hold a Disciplined man rerolls ("May reroll when ... Hold", QR-122,
 * QR-230), and the red joker of the hold's card is this test's (QR-320). Counted as a response.
 * @param label the test's replay label ('' for none)
 * @returns the roll read (1..10)
 */
export function testToEvade(world: QdWorld, t: number, spent: string, label: string): number {
  const fromHold = world.holding[t] === 1;
  let rerolls = 0;
  if (fromHold) {
    world.holding[t] = 0;
    if (world.log !== null && spent !== '') world.log.push(`    ${nameOf(world, t)} ${spent} from his hold`);
    if ((world.setup.characters[t]!.traits & TRAIT.disciplined) !== 0) rerolls = REROLL;
  } else world.void[t] = world.void[t]! + 1;
  count(world, Q_RESPONSES);
  endSurprise(world, t);
  const was = fromHold ? holdJokerOn(world, t) : 0;
  const v = test(world, t, 0, LED | rerolls, label);
  if (fromHold) heldJokerDone(world, t, was);
  return v;
}
