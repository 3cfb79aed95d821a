/**
 * Action dice (REEL 1, DETERMINING OUTCOMES – DICE ROLLS; REEL 2, CHARACTER TYPE/STAR STATUS):
 * Heroes and Main Characters roll 2D10 and take the best, the others 1D10; reduced dice are 1D10
 * for the stars and 2D10 take the worst for the others. Rerolls from traits keep the second
 * result; "Cut!" (REEL 1, 'CUT!' - RESHOOT THE SCENE!) rerolls a star's failed roll once a game (once a phase under `+cut-each-phase`, QR-5) at
 * the price of his next card; Lucky (REEL 2, PERSONALITY) rerolls up to four dice a game; a joker
 * turned before the card makes its first test a 10 (red) or a 1 (black) (REEL 1, FILMING THE
 * ACTION). Attack dice by form (REEL 4, the dice-by-attack-form table) are rolled into
 * {@link AttackDice}. Reads `jokerOn`, `cutLeft`, `luckLeft`, `toCome`; writes them and `void`.
 * Allocates nothing.
 */
import { ATTACK_FORM_DICE } from '../tables/attack-forms.ts';
import { ATTACK_FORMS } from '../tables/types.ts';
import { READ_BEST, READ_EACH, READ_WORST, type QdSetup } from './setup.ts';
import { offsetIndex, STATUS_UP } from '@deadeye/core';
import { diceLane } from '@deadeye/rng';
import { Q_CUT_SAVED, Q_CUTS, Q_LUCKY } from './counts.ts';
import { count, nameOf, type QdWorld } from './world.ts';

/** How much a test's dice are reduced: 0 the action dice, 1 reduced, 2 reduced twice (e.g. a poor shot's long shot), and so on: reductions add (RULINGS.md QR-4, QR-67). */
export type Reduction = number;

/**
 * The reduction a roll is made at: `level` as the causes add up (QR-4, QR-67), or under
 * `+reduce-once` at most 1, the table's one "Reduced Action dice" column however many causes apply
 * (REEL 2, CHARACTER TYPE/STAR STATUS; REEL 4: "Use reduced action dice if poor shots or poor
 * fighter/brawler or if outnumbered in a fight"; RULINGS.md QR-4). Shared by the engine's action,
 * attack and beast dice and the single-shot odds (system/odds.ts).
 * @param setup the compiled scenario (its variant)
 * @param level reductions added, 0 or more
 */
export function reductionRolled(setup: QdSetup, level: Reduction): Reduction {
  return level > 1 && setup.variant.reduceOnce === 1 ? 1 : level;
}

/**
 * Rolls `dice` D10 read `read` (`READ_BEST`, `READ_WORST`) from the stream's current lane: the die
 * read, 1..10. Sets `world.rolledOne` to 1 if any die showed a 1 (a discarded one too: RULINGS.md
 * QR-8), else 0, and `world.rolledLow` to the lowest die (`+flint-any-die`); during a replay, keeps
 * every die for {@link rolled}.
 */
export function rollRead(world: QdWorld, dice: number, read: number): number {
  let v = world.stream.d10();
  let one = v === 1 ? 1 : 0;
  let low = v;
  const shown = world.log !== null;
  if (shown) {
    world.diceShown[0] = v;
    world.diceShownCount = Math.min(dice, world.diceShown.length);
    world.diceShownRead = read;
  }
  for (let k = 1; k < dice; k++) {
    const r = world.stream.d10();
    if (shown && k < world.diceShown.length) world.diceShown[k] = r;
    if (r === 1) one = 1;
    if (r < low) low = r;
    if (read === READ_WORST ? r < v : r > v) v = r;
  }
  world.rolledOne = one;
  world.rolledLow = low;
  return v;
}

/** The dice of the last {@link rollRead}, as the log lists them: `3, 7`. Only during a replay. */
function diceList(world: QdWorld): string {
  let s = '';
  for (let k = 0; k < world.diceShownCount; k++) s += (k > 0 ? ', ' : '') + world.diceShown[k];
  return s;
}

/**
 * For the log: `v`, the roll of action dice just made ({@link rollActionDice}), with every die
 * when several were rolled, e.g. `7 (best of 3, 7)`, `2 (worst of 2, 9)`. Call it only during a
 * replay (`world.log` set) and before the next roll.
 */
export function rolled(world: QdWorld, v: number): string {
  if (world.diceShownCount <= 1) return `${v}`;
  return `${v} (${world.diceShownRead === READ_WORST ? 'worst' : 'best'} of ${diceList(world)})`;
}

/**
 * One roll of i's action dice at reduction `level` (RULINGS.md QR-4): 0 his action dice, 1 his
 * reduced dice, and each further level one step down the same ladder: dice read worst gain a die,
 * one die becomes 2D10 take the worst, several read best become one. Reductions add (QR-67): with
 * the table's dice, reduced twice is 2D10 take the worst for a star and 3D10 for the others,
 * reduced three times 3D10 and 4D10, and so on; under `+reduce-once` never more than reduced once
 * ({@link reductionRolled}).
 */
export function rollActionDice(world: QdWorld, i: number, level: Reduction): number {
  // A character's action dice are his own lane's (rng: common random numbers), whoever's card it is.
  world.stream.lane(diceLane(i));
  const c = world.setup.characters[i]!;
  if (level <= 0) return rollRead(world, c.dice, c.diceRead);
  let dice = c.reducedDice;
  let read = c.reducedRead;
  const rolledAt = reductionRolled(world.setup, level);
  for (let k = 1; k < rolledAt; k++) {
    if (read === READ_WORST) dice++;
    else if (dice > 1) dice = 1;
    else {
      dice = 2;
      read = READ_WORST;
    }
  }
  return rollRead(world, dice, read);
}

/**
 * Options of a test: reroll a failure (a trait), Cut! allowed (the agent asked), Lucky allowed;
 * `LED`: a test a Natural Leader's dice may take for his side (movement, courage, responding to a
 * hold: REEL 2, PERSONALITY, Natural Leader); `NO_AURA`: no Dominant character's sway applies (a
 * roll that is not an action or task test; or the test of a man turned to a persuader's side to
 * shake the sway off, which his new side's sway must not help: persuasion.ts, RULINGS.md QR-160).
 */
export const REROLL = 1;
export const CUT = 2;
export const LUCK = 4;
export const LED = 8;
export const NO_AURA = 16;
/**
 * `PASS`: the test is passed without a roll, read as a 5 (a plain success): "No need to make an
 * action roll" (REEL 3, reacting to a new event, 5-9), the action a 10 gives "another action"
 * for, the move of a successful break-off (RULINGS.md QR-130, QR-131). A joker on the card is
 * left for its next roll.
 */
export const PASS = 32;
/**
 * {@link test} option: a roll of 1 is not rerolled (by a trait, a sway, Cut! or Lucky): its outcome
 * has happened. Lighting a fuse: "If a 1 is thrown it explodes prematurely" (REEL 4, WEAPONS TABLE;
 * shooting.ts `lightFuse`; RULINGS.md QR-153).
 */
export const KEEP_ONE = 64;
/** The roll a {@link PASS}ed test reads. */
export const PASSED = 5;

/** Paces within which a Natural Leader's or a Dominant character's side feel him (REEL 2, PERSONALITY: "if within 10 paces"). */
export const AURA_PACES = 10;

/**
 * The Natural Leader (`which` 0) or Dominant character (`which` 1) of i's side, other than i,
 * active, not fleeing, and within {@link AURA_PACES} paces of him; the nearest; -1 if none.
 * Allocates nothing.
 */
export function auraNear(world: QdWorld, i: number, which: number): number {
  // Same side, other than i; "his command" is read in test() (RULINGS.md QR-80).
  let best = -1;
  let bestD = AURA_PACES / world.setup.pacesPerSpace + 1e-9;
  const chars = world.setup.characters;
  for (let j = 0; j < world.n; j++) {
    if (j === i || world.sideOf[j] !== world.sideOf[i] || (which === 0 ? chars[j]!.naturalLeader : chars[j]!.dominant) === 0) continue;
    if (world.status[j] !== STATUS_UP || world.kod[j] === 1 || world.broken[j] === 1) continue;
    const d = world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.cell[j]!)]!;
    if (d <= bestD) {
      bestD = d;
      best = j;
    }
  }
  return best;
}

/** Spends one of i's Lucky rerolls (REEL 2, PERSONALITY, Lucky: "up to 4 dice rolls during the game"): false if none is left. */
export function spendLuck(world: QdWorld, i: number): boolean {
  if (world.luckLeft[i]! <= 0) return false;
  world.luckLeft[i] = world.luckLeft[i]! - 1;
  count(world, Q_LUCKY);
  return true;
}

/**
 * A test of i's action dice: the joker on his card decides the first test of it (red 10, black
 * 1), and under `+red-joker-easy` every later test of the red joker's card passes unrolled
 * ({@link redJokerPasses}: {@link PASSED} + `shift`, read as {@link PASSED}; RULINGS.md QR-7); else the roll, a failed roll (1-4) rerolled once by a trait (`REROLL`, or the sway of a
 * Dominant character of his side within 10 paces unless `NO_AURA`), then by "Cut!" (`CUT`: a star
 * with Cut! left and a card still to come this phase, which he forfeits), then by Lucky (`LUCK`,
 * while he has rerolls left). Each reroll keeps the second result. With `LED`, the dice rolled are
 * those of a Natural Leader of his side within 10 paces, if any (RULINGS.md QR-80, QR-81). With
 * `PASS` nothing is rolled (nor logged: the caller says why): the test reads {@link PASSED}. With
 * `KEEP_ONE` a roll of 1 is kept: no reroll of it.
 * @param what the test's name, for the log
 * @param shift taken off the roll by the caller before it reads the chart (the Northfield module's
 *   Morale Modifiers, RULINGS.md QR-93): a roll is a failure to reroll when the roll less `shift`
 *   is 1-4; default 0
 * @returns the roll (before `shift`), 1..10 (a pass of the red joker's card under `+red-joker-easy`: {@link PASSED} + `shift`)
 */
export function test(world: QdWorld, i: number, level: Reduction, options: number, what: string, shift = 0): number {
  if ((options & PASS) !== 0) return PASSED;
  if (redJokerPasses(world, i, what)) return PASSED + shift;
  const forced = jokerRoll(world, i, what);
  if (forced !== 0) return forced;
  let diceOf = i;
  let sway = -1;
  if (world.setup.auras === 1) {
    if ((options & LED) !== 0) {
      const l = auraNear(world, i, 0);
      // "His command": his side's men of his type or below; under +leader-commands-all, all of his side (QR-80).
      if (l >= 0 && (world.setup.characters[l]!.cards >= world.setup.characters[i]!.cards || world.setup.variant.leaderCommandsAll === 1)) diceOf = l;
    }
    if ((options & (REROLL | NO_AURA)) === 0) sway = auraNear(world, i, 1);
  }
  let v = rollActionDice(world, diceOf, level);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} ${what}: rolls ${rolled(world, v)}${level > 0 ? ` (reduced x${reductionRolled(world.setup, level)})` : ''}${diceOf !== i ? ` on ${nameOf(world, diceOf)}'s dice (Natural Leader)` : ''}`);
  // A 1 kept (KEEP_ONE): a fuse's explosion is not rerolled.
  const kept = (options & KEEP_ONE) !== 0;
  if (v - shift < 5 && !(kept && v === 1) && ((options & REROLL) !== 0 || sway >= 0)) {
    v = rollActionDice(world, diceOf, level);
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} rerolls (${sway >= 0 ? `under ${nameOf(world, sway)}'s sway` : 'trait'}): ${rolled(world, v)}`);
  }
  if (v - shift < 5 && !(kept && v === 1) && (options & CUT) !== 0) v = cut(world, i, level, v, diceOf);
  if (v - shift < 5 && !(kept && v === 1) && (options & LUCK) !== 0 && spendLuck(world, i)) {
    v = rollActionDice(world, diceOf, level);
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is Lucky and rerolls: ${rolled(world, v)}`);
  }
  return v;
}

/**
 * The joker on i's card, spent on the first roll of it (REEL 1, FILMING THE ACTION; RULINGS.md
 * QR-7, QR-24): 10 after the red joker, 1 after the black; 0 when no joker is on his card (roll
 * the dice). Shared by the characters' tests and the beasts' attack dice.
 * @param what the roll's name, for the log
 */
export function jokerRoll(world: QdWorld, i: number, what: string): number {
  const joker = world.jokerOn[i]!;
  if (joker === 0 || joker === JOKER_RED_PASSES) return 0;
  world.jokerOn[i] = spentJoker(world, joker);
  const v = joker === 1 ? 10 : 1;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} ${what}: ${jokerName(world, i, joker)} makes it a ${v}`);
  return v;
}

/**
 * `jokerOn` after the red joker's first roll under `+red-joker-easy` (RULINGS.md QR-7): every
 * later test of the card passes ({@link redJokerPasses}); attack dice are rolled.
 */
export const JOKER_RED_PASSES = 3;

/** The replay's name of joker `joker` (1 red, 2 black) on i's card: the red one on the card the Road Agent's Spin favours is the spin (RULINGS.md QR-15). */
function jokerName(world: QdWorld, i: number, joker: number): string {
  if (joker === 2) return 'the black joker';
  return world.spunCard === i ? "the Road Agent's Spin" : 'the red joker';
}

/** What `jokerOn` becomes once joker `joker` (1 red, 2 black) has made the card's first roll: 0, or {@link JOKER_RED_PASSES} after the red one under `+red-joker-easy` (QR-7). */
function spentJoker(world: QdWorld, joker: number): number {
  return joker === 1 && world.setup.variant.redJokerEasy === 1 ? JOKER_RED_PASSES : 0;
}

/**
 * Under `+red-joker-easy` (RULINGS.md QR-7), the red joker's card after its first roll: "treats
 * all tasks as easy and does not need to test" (REEL 1, FILMING THE ACTION): true, and logged, if
 * i's test `what` passes without a roll (the caller reads it as {@link PASSED}); false otherwise
 * (always with the switch off: `jokerOn` is then never {@link JOKER_RED_PASSES}).
 */
export function redJokerPasses(world: QdWorld, i: number, what: string): boolean {
  if (world.jokerOn[i] !== JOKER_RED_PASSES) return false;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} ${what}: the red joker, no need to test (passes)`);
  return true;
}

/**
 * The black joker on i's card, still unspent when he makes an action that rolls no dice (a hold,
 * taking aim, drawing): "That character either makes no movement or action on that turn or
 * suffers a reverse or mishap" (REEL 1): spent, and the action is not made (RULINGS.md QR-24).
 * @param what the action, for the log
 * @returns true if the action is lost
 */
export function blackJokerStops(world: QdWorld, i: number, what: string): boolean {
  if (world.jokerOn[i] !== 2) return false;
  world.jokerOn[i] = 0;
  if (world.log !== null) world.log.push(`    the black joker: ${nameOf(world, i)} does not ${what}`);
  return true;
}

/**
 * The red joker of the card h held on, put on h for his response test from that hold (REEL 1,
 * FILMING THE ACTION: "The Red Joker ... affects the next card that is turned over. That character
 * gets a bonus appropriate to the situation, equivalent to rolling a 10"; RULINGS.md QR-320): a
 * hold rolls nothing on its card, and the response is that card's action, made later in the phase.
 * Call it just before the response test when he responds from his hold, and give what it returns
 * back to `jokerOn[h]` after the test ({@link heldJokerDone}): the joker is spent on that test
 * ({@link test}: 10; under `+red-joker-easy`, once spent before the hold, a pass). Cleared either
 * way: a hold has one response.
 * @returns `jokerOn[h]` as it was
 */
export function holdJokerOn(world: QdWorld, h: number): number {
  const was = world.jokerOn[h]!;
  const j = world.holdJoker[h]!;
  if (j === 0) return was;
  world.holdJoker[h] = 0;
  world.jokerOn[h] = j;
  if (world.log !== null) world.log.push(`    ${nameOf(world, h)} held on the red joker's card: it is his response's`);
  return was;
}

/** After the response test {@link holdJokerOn} readied: `jokerOn[h]` back to `was` (the hold's joker spent on that test only, RULINGS.md QR-320). */
export function heldJokerDone(world: QdWorld, h: number, was: number): void {
  world.jokerOn[h] = was;
}

/**
 * Under `+black-joker-idle` (RULINGS.md QR-24), the black joker on i's card as the card is played:
 * "That character either makes no movement or action on that turn" (REEL 1, FILMING THE ACTION),
 * the text's first choice: the joker is spent, logged, and true (the card does nothing more: no
 * test, move, action or attack). False when no black joker is on his card, and always with the
 * switch off (the joker is then the card's first test's 1, or {@link blackJokerStops}).
 */
export function blackJokerIdles(world: QdWorld, i: number): boolean {
  if (world.jokerOn[i] !== 2 || world.setup.variant.blackJokerIdle !== 1) return false;
  world.jokerOn[i] = 0;
  if (world.log !== null) world.log.push(`    the black joker: ${nameOf(world, i)} makes no movement or action`);
  return true;
}

/** True if i may yell "Cut!" now: a star with it left (once a game; once a phase under `+cut-each-phase`) and a card still to come this phase (RULINGS.md QR-5). */
export function mayCut(world: QdWorld, i: number): boolean {
  return world.cutLeft[i] === 1 && world.toCome[i]! - world.void[i]! > 0;
}

/**
 * "Cut!" yelled by i: spent for the game, his next card given up, counted. The caller rerolls the
 * failed dice (an action test, or the attack dice of a shot or blow) and calls {@link cutSaved}
 * when the second take succeeds. @returns false (nothing spent) when he may not yell it
 */
export function spendCut(world: QdWorld, i: number): boolean {
  if (!mayCut(world, i)) return false;
  world.cutLeft[i] = 0;
  world.void[i] = world.void[i]! + 1;
  count(world, Q_CUTS);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} yells "Cut!" (gives up his next card) and rerolls`);
  return true;
}

/** Counts a "Cut!" whose second take succeeded. */
export function cutSaved(world: QdWorld): void {
  count(world, Q_CUT_SAVED);
}

/**
 * "Cut!": i rerolls the failed action roll `v` at reduction `level`, giving up his next card;
 * returns the second take. `diceOf`: whose action dice the test uses (a Natural Leader's, else his own).
 */
export function cut(world: QdWorld, i: number, level: Reduction, v: number, diceOf = i): number {
  if (!spendCut(world, i)) return v;
  const again = rollActionDice(world, diceOf, level);
  if (again >= 5) cutSaved(world);
  if (world.log !== null) world.log.push(`    second take: ${rolled(world, again)}`);
  return again;
}

/**
 * Attack dice of one shot or blow, rolled into `world`'s {@link AttackDice}: the dice of `form`
 * (ATTACK_FORMS index) for a star or not, at reduction `level` (RULINGS.md QR-4: reduced once,
 * "both/all can score" loses a die, a single die becomes 2D10 take the worst, 2D10 best becomes
 * 1D10).
 */
export interface AttackDice {
  /** Dice that score on their own (each read separately), 1..4, and their values. */
  count: number;
  readonly values: Int8Array;
  /** 1 if any die rolled showed a 1 (discarded ones included: RULINGS.md QR-8). */
  anyOne: number;
  /** The lowest die thrown when one value is read (a best or worst read, discarded dice included; the joker's die): a flintlock's misfire under `+flint-any-die` (QR-8). */
  low: number;
  /** 1 per die that misfired or jammed (it scores nothing). */
  readonly misfired: Uint8Array;
}

/** A fresh {@link AttackDice}. */
export function newAttackDice(): AttackDice {
  return { count: 0, values: new Int8Array(4), anyOne: 0, low: 0, misfired: new Uint8Array(4) };
}

/**
 * The dice of attack form `form` (its row of the dice by attack form: a star's or another's) at
 * reduction `level` (each level: "each die scores" loses a die, down to one read best; one die
 * read best becomes two read worst; two or more read best become one; read worst gains a die),
 * packed as `dice * 4 + read` (`READ_*`): an integer, so the trial loop boxes nothing. Shared by
 * {@link rollAttack} and the single-shot odds (system/odds.ts).
 */
export function attackDiceAt(form: number, star: boolean, level: number): number {
  const spec = ATTACK_FORM_DICE[ATTACK_FORMS[form]!];
  const row = star ? spec.star : spec.other;
  let dice = row.dice;
  let read = row.read === 'each' ? READ_EACH : row.read === 'worst' ? READ_WORST : READ_BEST;
  for (let k = 0; k < level; k++) {
    if (read === READ_EACH) {
      dice--;
      if (dice === 1) read = READ_BEST;
    } else if (read === READ_BEST && dice > 1) dice = 1;
    else if (read === READ_BEST) {
      dice = 2;
      read = READ_WORST;
    } else dice++;
  }
  return dice * 4 + read;
}

/** Reductions {@link PACKED_DICE} holds; a deeper one is computed by {@link attackDiceAt} at the call. */
const PACKED_LEVELS = 8;
/**
 * {@link attackDiceAt} of every form, star or not, and reduction 0..{@link PACKED_LEVELS}-1, at
 * `(form * 2 + star) * PACKED_LEVELS + level`: the trial loop reads a number instead of the
 * table's strings (with the other changes of its commit, +1.6% on scripts/bench-qd.ts's street fight).
 */
const PACKED_DICE: Int32Array = Int32Array.from({ length: ATTACK_FORMS.length * 2 * PACKED_LEVELS }, (_, k) =>
  attackDiceAt(Math.floor(k / (2 * PACKED_LEVELS)), Math.floor(k / PACKED_LEVELS) % 2 === 1, k % PACKED_LEVELS),
);

/** Rolls the attack dice of `form` for i at reduction `level` (at most 1 under `+reduce-once`: {@link reductionRolled}) into `out` (the joker of his card applies to the first die). */
export function rollAttack(world: QdWorld, i: number, form: number, level: Reduction, out: AttackDice): void {
  world.stream.lane(diceLane(i));
  const star = world.setup.characters[i]!.star;
  const at = reductionRolled(world.setup, level);
  const packed = at >= 0 && at < PACKED_LEVELS ? PACKED_DICE[(form * 2 + star) * PACKED_LEVELS + at]! : attackDiceAt(form, star === 1, at);
  const dice = packed >> 2;
  const read = packed & 3;
  out.anyOne = 0;
  let joker = world.jokerOn[i]!;
  // Under +red-joker-easy the red joker, once spent, passes tests only: attack dice are rolled (QR-7).
  if (joker === JOKER_RED_PASSES) joker = 0;
  else if (joker !== 0) world.jokerOn[i] = spentJoker(world, joker);
  if (read === READ_EACH) {
    out.count = dice;
    for (let k = 0; k < dice; k++) {
      const v = k === 0 && joker !== 0 ? (joker === 1 ? 10 : 1) : world.stream.d10();
      out.values[k] = v;
      if (v === 1) out.anyOne = 1;
    }
    out.low = out.values[0]!;
  } else if (joker !== 0) {
    // The joker's die stands alone: no other die is rolled.
    out.count = 1;
    out.values[0] = joker === 1 ? 10 : 1;
    out.anyOne = joker === 1 ? 0 : 1;
    out.low = out.values[0]!;
    world.diceShownCount = 1;
  } else {
    out.count = 1;
    out.values[0] = rollRead(world, dice, read);
    out.anyOne = world.rolledOne;
    out.low = world.rolledLow;
  }
  if (world.log !== null) {
    // Every die: those that score each, or all of those read best or worst.
    const each = read === READ_EACH;
    let s = '';
    if (each) for (let k = 0; k < out.count; k++) s += (k > 0 ? ', ' : '') + out.values[k];
    const how = each ? ' (each scores)' : world.diceShownCount > 1 ? ` (${read === READ_WORST ? 'worst' : 'best'} of ${diceList(world)})` : '';
    world.log.push(`    ${nameOf(world, i)} rolls ${dice}D10${how}: ${each ? s : out.values[0]}${joker !== 0 ? ` (the ${joker === 1 ? 'red' : 'black'} joker)` : ''}`);
  }
}
