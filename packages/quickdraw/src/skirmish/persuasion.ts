/**
 * Persuasion (REEL 2, CASTING – CREATING CHARACTERS, PERSONALITY): the Charismatic character's
 * charm ("An absolute Charmer: When next to a character they wish to 'charm', the character tests.
 * 1 Fails so badly that the charmed character is repelled by them and will never be charmed. 2 to
 * 4 Fails but may try again 5 to 9 Success. The charmed character will do as the charismatic
 * character wants (but not harm themselves or another) until they pass an Action test 10
 * Outstanding success. The charmed character is so captivated by the character that they will do
 * everything in their power to aid him or her.") and the Dominant character's influence ("To
 * influence other characters, including opponents, test. 1 Fails so badly that repels the
 * character who will be hostile for the rest of the game 2 to 4 Fail but may try again. 5 to 9
 * Success. The characters will obey and, if required, attack another character but will not harm
 * themselves until they pass an Action test (a roll of 5+). 10 Outstanding success and the
 * character will do whatever the dominant character requires"). RULINGS.md QR-159, QR-160.
 *
 * In a fight: a persuader's card's action (`ACT_PERSUADE`, {@link persuade}) at an enemy in
 * reach ({@link mayPersuade}: next to him, within contact, for a charm; within 10 paces and
 * located for an influence) is an action test on the chart: 1 repels him (`repelled`: never again
 * by this persuader this trial), 2-4 nothing, 5-9 a sway until he passes an action test
 * (`SWAY_UNTIL_TEST`), 10 a sway for the rest of the trial (`SWAY_FOR_GOOD`). A man under a sway
 * ({@link swayedBy}) makes no shot nor blow (`fire` and `strike` refuse them: {@link refusesHarm}),
 * tests at each of his cards to shake it off ({@link swayOnCard}: 5+ frees him and he plays the
 * card, else the card passes), and a hit on him frees him from a 5-9 sway ({@link releaseOnHit}).
 *
 * A charm's 10 ("they will do everything in their power to aid him or her", QR-159) and an
 * influence's 5-10 ("will obey and, if required, attack another character", QR-160) turn him on his
 * own side instead ({@link turnSide}, core `changeSide`), but under `+persuaded-stand-down` or the
 * Northfield module: he fights for the persuader's side, plays his cards, and after an influence's
 * 5-9 tests at each of them to shake the sway off, which, or a hit, puts him back on his own side.
 *
 * Every check here is read only when the scenario has a persuader (`setup.persuasion`): the
 * callers test that flag first. Reads and writes `swayedBy`, `swayHow`, `repelled`, and clears the
 * standing orders of the swayed (`holding`, `respondOrder`, `defenceOrder`, `pendingFree`).
 * Allocates nothing but core's side lists when a man is turned (the log's strings only while a
 * replay is logged).
 */
import { changeSide, DEFEND_BASIC, offsetIndex, PERSUADER_CHARM, PERSUADER_INFLUENCE, type SkirmishObservation } from '@deadeye/core';
import { isLocated } from './locating.ts';
import { AURA_PACES, CUT, NO_AURA, test } from './rolls.ts';
import { Q_PERSUADED, Q_PERSUASIONS, Q_REPELLED, Q_SHAKEN_OFF, Q_TURNED } from './counts.ts';
import { active, CONTACT, count, holdLapses, nameOf, sidesAfterChange, SWAY_FOR_GOOD, SWAY_UNTIL_TEST, type QdWorld } from './world.ts';

/**
 * Paces within which a Dominant character influences an enemy: the same 10 paces as his sway over
 * his followers ("if they are within 10 paces"; rolls.ts {@link AURA_PACES}; RULINGS.md QR-160).
 */
export const INFLUENCE_PACES = AURA_PACES;

/** What i's personality lets him do to others: {@link PERSUADER_CHARM} (Charismatic), {@link PERSUADER_INFLUENCE} (Dominant), else 0. */
export function persuaderOf(world: QdWorld, i: number): number {
  const c = world.setup.characters[i]!;
  return c.charismatic === 1 ? PERSUADER_CHARM : c.dominant === 1 ? PERSUADER_INFLUENCE : 0;
}

/**
 * True if persuader i may try to persuade `j` now: i is Charismatic or Dominant; `j` is an enemy
 * (not a beast), up, not knocked out, not fleeing (`broken`), not under anyone's sway, not repelled
 * by i; in reach: within contact ({@link CONTACT}, spaces) for a charm ("When next to a
 * character"), within {@link INFLUENCE_PACES} paces for an influence; and located by i (locating.ts
 * `isLocated`: on a clear line, in the open or in contact, or found by a locating test).
 */
export function mayPersuade(world: QdWorld, i: number, j: number): boolean {
  const kind = persuaderOf(world, i);
  if (kind === 0 || j < 0 || j === i || world.sideOf[j] === world.sideOf[i] || world.animal[j] === 1) return false;
  if (!active(world, j) || world.broken[j] === 1 || world.swayedBy[j]! >= 0 || world.repelled[i * world.n + j] === 1) return false;
  const d = world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.cell[j]!)]!;
  if (kind === PERSUADER_CHARM ? d > CONTACT : d * world.setup.pacesPerSpace > INFLUENCE_PACES + 1e-9) return false;
  return isLocated(world, i, j);
}

/** The word of i's persuasion for the log: a charm or an influence. */
function what(world: QdWorld, i: number): string {
  return persuaderOf(world, i) === PERSUADER_CHARM ? 'charm' : 'influence';
}

/**
 * Persuader i's card's action at `t` (`ACT_PERSUADE`): refused (nothing rolled) unless
 * {@link mayPersuade}; else an action test of his action dice (a joker on his card decides it; a
 * Dominant comrade within 10 paces rerolls a failure, as any action test; Cut! on a failed roll
 * when `cutOrder` is 1), read on the personality's chart: 1 `t` is repelled (`repelled`), 2-4
 * nothing ("may try again"), 5-9 `t` is under i's sway until he passes an action test
 * (`SWAY_UNTIL_TEST`), 10 for the rest of the trial (`SWAY_FOR_GOOD`). A man put under a sway
 * stops holding, and his orders to respond, to defend himself with a shot and his owed free action
 * lapse. @returns the roll read (0 when refused)
 */
export function persuade(world: QdWorld, i: number, t: number, cutOrder: number): number {
  if (!mayPersuade(world, i, t)) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} cannot try to persuade ${t >= 0 ? nameOf(world, t) : 'anyone'} now`);
    return 0;
  }
  const word = what(world, i);
  const v = test(world, i, 0, cutOrder === 1 ? CUT : 0, world.log !== null ? `tries to ${word} ${nameOf(world, t)}` : '');
  count(world, Q_PERSUASIONS);
  if (v === 1) {
    count(world, Q_REPELLED);
    world.repelled[i * world.n + t] = 1;
    if (world.log !== null) world.log.push(`    Repelled! ${nameOf(world, t)} will never fall under ${nameOf(world, i)}'s ${word}`);
    return v;
  }
  if (v <= 4) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, t)} is not swayed (${nameOf(world, i)} may try again)`);
    return v;
  }
  count(world, Q_PERSUADED);
  world.swayedBy[t] = i;
  world.swayHow[t] = v === 10 ? SWAY_FOR_GOOD : SWAY_UNTIL_TEST;
  holdLapses(world, t, "'s hold ends under the sway");
  world.respondOrder[t] = 0;
  world.defenceOrder[t] = DEFEND_BASIC;
  world.pendingFree[t] = -1;
  if (turns(world, i, v)) {
    count(world, Q_TURNED);
    turnSide(world, t, world.sideOf[i]!);
    if (world.log !== null) {
      world.log.push(
        v === 10
          ? `    Outstanding! ${nameOf(world, t)} is under ${nameOf(world, i)}'s ${word} for the rest of the fight: he fights for ${nameOf(world, i)}'s side`
          : `    ${nameOf(world, t)} is under ${nameOf(world, i)}'s ${word}: he fights for ${nameOf(world, i)}'s side until he passes an action test`,
      );
    }
    return v;
  }
  if (world.log !== null) {
    world.log.push(
      v === 10
        ? `    Outstanding! ${nameOf(world, t)} is under ${nameOf(world, i)}'s ${word} for the rest of the fight: he will harm nobody`
        : `    ${nameOf(world, t)} is under ${nameOf(world, i)}'s ${word}: he will harm nobody until he passes an action test`,
    );
  }
  return v;
}

/**
 * At the start of i's card (after what takes a card before he decides: coming round, trophies,
 * escaping, his mount, his dropped gun, fleeing), if he is under a sway: for the rest of the trial
 * (`SWAY_FOR_GOOD`) the card passes; else he tests (his action dice; 5+ passes: "until they pass an
 * Action test (a roll of 5+)") and passing frees him to play the card; failing, the card passes:
 * he does nothing on it (RULINGS.md QR-159). @returns true if the card passes
 */
export function swayOnCard(world: QdWorld, i: number): boolean {
  const by = world.swayedBy[i]!;
  if (by < 0) return false;
  if (turned(world, i)) return turnedOnCard(world, i, by);
  if (world.swayHow[i] === SWAY_FOR_GOOD) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is under ${nameOf(world, by)}'s ${what(world, by)} for good: his card passes`);
    return true;
  }
  const v = test(world, i, 0, 0, world.log !== null ? `tests to shake off ${nameOf(world, by)}'s ${what(world, by)}` : '');
  if (v >= 5) {
    count(world, Q_SHAKEN_OFF);
    world.swayedBy[i] = -1;
    world.swayHow[i] = 0;
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is free of ${nameOf(world, by)}'s ${what(world, by)}`);
    return false;
  }
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is still under ${nameOf(world, by)}'s ${what(world, by)}: his card passes`);
  return true;
}

/**
 * True (and logged) if i is under a sway: he makes no shot nor blow, at anyone ("not harm
 * themselves or another"; "will obey ... but will not harm themselves"). Read by shooting.ts
 * `fire` and fighting.ts `strike`, so that every shot and blow is refused: his card's, a response,
 * a riposte, a free action of a courage test of 10.
 */
export function refusesHarm(world: QdWorld, i: number): boolean {
  const by = world.swayedBy[i]!;
  // Turned to his persuader's side, he fights for it (QR-159, QR-160).
  if (by < 0 || turned(world, i)) return false;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is under ${nameOf(world, by)}'s ${what(world, by)}: he will not attack`);
  return true;
}

/**
 * A hit on `t` (effects.ts `resolveHit`, whoever made it) frees him from a sway until a test
 * (5-9): the charm and the obedience stop short of harm to himself (RULINGS.md QR-159). A sway for
 * good (10) holds: that row has no such limit.
 */
export function releaseOnHit(world: QdWorld, t: number): void {
  const by = world.swayedBy[t]!;
  if (by < 0 || world.swayHow[t] === SWAY_FOR_GOOD) return;
  world.swayedBy[t] = -1;
  world.swayHow[t] = 0;
  const back = turned(world, t);
  if (back) turnSide(world, t, world.homeSideOf[t]!);
  if (world.log !== null) world.log.push(`    the hit frees ${nameOf(world, t)} of ${nameOf(world, by)}'s ${what(world, by)}${back ? ': he is back on his own side' : ''}`);
}

/**
 * True if persuader i's success `v` (5 to 10) turns the man persuaded to i's side: a charm's 10
 * ("they will do everything in their power to aid him or her", RULINGS.md QR-159), an influence's
 * 5-10 ("will obey and, if required, attack another character", QR-160); not under
 * `+persuaded-stand-down`, nor under the Northfield module (its rules keep the gang and the town
 * as cast: QR-19).
 */
function turns(world: QdWorld, i: number, v: number): boolean {
  if (world.northfield !== null || world.setup.variant.persuadedStandDown === 1) return false;
  return persuaderOf(world, i) !== PERSUADER_CHARM || v === 10;
}

/** True if `t` fights for another side than the one he was cast on: turned by a persuader ({@link turnSide}). */
export function turned(world: QdWorld, t: number): boolean {
  return world.sideOf[t] !== world.homeSideOf[t];
}

/**
 * The start of a card of i, turned to the side of `by` (who persuaded him): on a 10
 * nothing (he plays the card for that side); on a 5-9 he tests (his action dice, 5+: "until they
 * pass an Action test (a roll of 5+)"; no Dominant character's sway rerolls it: his comrades now
 * are the side he would leave), and passing frees him and puts him back on his own side
 * ({@link turnSide}); either way he plays the card (RULINGS.md QR-160). @returns false: the card
 * does not pass
 */
function turnedOnCard(world: QdWorld, i: number, by: number): boolean {
  if (world.swayHow[i] === SWAY_FOR_GOOD) return false;
  // No Dominant's sway rerolls it (NO_AURA): the side he is turned to would help him leave it.
  const v = test(world, i, 0, NO_AURA, world.log !== null ? `tests to shake off ${nameOf(world, by)}'s ${what(world, by)}` : '');
  if (v >= 5) {
    count(world, Q_SHAKEN_OFF);
    world.swayedBy[i] = -1;
    world.swayHow[i] = 0;
    turnSide(world, i, world.homeSideOf[i]!);
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is free of ${nameOf(world, by)}'s ${what(world, by)}: he is back on his own side`);
  } else if (world.log !== null) world.log.push(`    ${nameOf(world, i)} still obeys ${nameOf(world, by)}: he fights for his side`);
  return false;
}

/**
 * Turns `t` (up) to side `side` (core `changeSide`), and makes again what the engine kept from the
 * sides: every observation's `enemies` (its side's list) and the incremental rows (core
 * `resetObserverMemory`: every observer's next look starts afresh), the danger of every comrade
 * row (0: a comrade's is never written), and the engine's own: `t` and the men of the side he
 * leaves know where each other stand (located, seen, last seen where they stand now: they were
 * comrades), and the rest of world.ts `sidesAfterChange` (RULINGS.md QR-159, QR-160). Allocates
 * (core's side lists).
 */
export function turnSide(world: QdWorld, t: number, side: number): void {
  const n = world.n;
  const left = world.sideOf[t]!;
  changeSide(world, t, side);
  for (let k = 0; k < n; k++) {
    if (k !== t && world.sideOf[k] === left) {
      world.located[k * n + t] = 1;
      world.locatedAt[k * n + t] = world.cell[t]!;
      world.located[t * n + k] = 1;
      world.locatedAt[t * n + k] = world.cell[k]!;
      world.seen[k * n + t] = 1;
      world.seen[t * n + k] = 1;
      world.lastSeen[k * n + t] = world.cell[t]!;
      world.lastSeen[t * n + k] = world.cell[k]!;
    }
  }
  sidesAfterChange(world);
}

/** Fills persuader i's observation's `persuadable` (per character: 2 if under i's own sway, 1 if {@link mayPersuade}, else 0). Allocates nothing. */
export function observePersuadable(world: QdWorld, i: number, o: SkirmishObservation): void {
  const p = o.persuadable;
  for (let j = 0; j < world.n; j++) p[j] = world.swayedBy[j] === i ? 2 : mayPersuade(world, i, j) ? 1 : 0;
}
