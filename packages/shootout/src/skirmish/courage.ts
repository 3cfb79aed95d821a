/**
 * Courage (shootout.txt, "Courage"): "Roll 1D6, adding their courage factor and score 6 or more to
 * pass." Taken by a pinned figure ("To move next go they must pass a courage test. They may test
 * each turn until they pass": RULINGS.md SR-50), by a man on foot who wants to engage mounted men
 * in the open in close combat, and by a man on foot engaged in close combat by mounted men who
 * survives the round ("failure means the figure must move away next turn": SR-51). A natural 1
 * fails (SR-50), unless the variant's `courage-one-passes` reads the text's words alone.
 *
 * Reads the Courage factors; writes `pinned` (a pass ends the pin) and the counts. Draws one die
 * per test.
 */
import { diceLane } from '@deadeye/rng';
import { count, nameOf, S_ENGAGE_PASSED, S_ENGAGE_TESTS, S_PIN_PASSED, S_PIN_TESTS, S_STAND_PASSED, S_STAND_TESTS, type SoWorld } from './world.ts';

/** Why a courage test is taken (which counts it lands in). */
export const COURAGE_PINNED = 0;
export const COURAGE_ENGAGE_MOUNTED = 1;
export const COURAGE_STAND_MOUNTED = 2;
const TEST_CELL = [S_PIN_TESTS, S_ENGAGE_TESTS, S_STAND_TESTS] as const;
const PASS_CELL = [S_PIN_PASSED, S_ENGAGE_PASSED, S_STAND_PASSED] as const;
const WHY = ['to move while pinned down', 'to engage a mounted man in the open', 'to stand against mounted men'] as const;

/**
 * Whether a courage die `d` (1D6) with `bonus` added (Courage, and the Northfield module's pips)
 * passes: 6 or more, and a natural 1 fails unless the variant is `courage-one-passes` (SR-50).
 */
export function couragePasses(world: SoWorld, d: number, bonus: number): boolean {
  return (d !== 1 || world.setup.variant.courageOnePasses === 1) && d + bonus >= 6;
}

/** i tests his courage (`why`: a `COURAGE_*` code): 1D6 + Courage, 6 or more passes, a natural 1 fails ({@link couragePasses}). Returns true on a pass. */
export function courageTest(world: SoWorld, i: number, why: number): boolean {
  world.stream.lane(diceLane(i));
  const d = world.stream.d6();
  const c = world.courageF[i]!;
  const pass = couragePasses(world, d, c);
  count(world, TEST_CELL[why]!);
  if (pass) count(world, PASS_CELL[why]!);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} tests courage ${WHY[why]}: 1D6 ${d} + Courage ${c} = ${d + c}: ${pass ? 'passes' : d === 1 ? 'a natural 1, fails' : 'fails'}`);
  return pass;
}

/** At the start of a turn each pinned figure up tests; a pass ends the pin (RULINGS.md SR-50). */
export function pinnedTests(world: SoWorld): void {
  for (let i = 0; i < world.n; i++) {
    if (world.pinned[i] !== 1 || world.status[i] !== 0) continue;
    if (courageTest(world, i, COURAGE_PINNED)) world.pinned[i] = 0;
  }
}
