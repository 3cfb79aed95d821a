/**
 * C. Brawls (boot-hill-rulebook.txt, TURN SEQUENCE C and BRAWLS; BRAWLING CHARTS: PUNCHING
 * TABLE, GRAPPLING TABLE, striking weapons; RULINGS.md S11, S12, S15, S19, S20, S21): who brawls
 * whom, the order of blows, the rounds of each turn, punches, grapples and holds, the arms free to
 * punch, striking weapons, blows at half effect and the next-round modifiers.
 *
 * Reads: brawlOpp, status, cell, basp, leftHanded, inHand, offHand, gone, wStrike, heldBy, holding,
 * holdKind, nextMod, helplessFrom/Until, halfFrom/Until. Writes: brawlOpp, holding, heldBy, holdKind, nextMod, woundPts, wounded,
 * brawlRounds, brawlDamage, lastAttacker, moraleDue, action, order, key; status via takeOut.
 */
import { diceLane } from '@deadeye/rng';
import { ACT_BRAWL, BRAWL_GRAPPLE, BRAWL_KEEP_HOLD, BRAWL_PUNCH, BRAWL_STRIKE, PHASE_BRAWL } from '@deadeye/core';
import { type GrappleResult, grappleRowFor, GRAPPLING_TABLE, punchRowFor } from '../tables/brawl.ts';
import { takeOut } from './casualties.ts';
import { BRAWL_ROUNDS, STRIKE_EXTRA, STRIKE_LABELS, STRIKE_ROLL, STRIKE_STUN, STRIKE_WOUNDS } from './lookups.ts';
import { decide, inFront } from './observe.ts';
import { STRIKE_NONE } from './setup.ts';
import { halfEffect, helpless, stunCheck } from './stunning.ts';
import { draw } from './weapons.ts';
import { ALL_LOCATIONS, HOLD_ARM_LEFT, HOLD_ARM_RIGHT, HOLD_BEAR, HOLD_HEAD, HOLD_NONE, nameOf, noteAttacker, releaseBrawl, type SkirmishWorld, sortOrder, ST_UNCONSCIOUS, ST_UP } from './world.ts';
import { rollWound } from './wounds.ts';

/**
 * Taken off a surprised man's speed in the order of blows on turn 1 (S19): no BASP comes near it,
 * so the surprised strike after everyone else. An ordering device, not a rule number.
 */
const SURPRISED_LAST = 1000;
const HOLD_OF: Readonly<Partial<Record<GrappleResult, number>>> = { armLockLeft: HOLD_ARM_LEFT, armLockRight: HOLD_ARM_RIGHT, headLock: HOLD_HEAD, bearHug: HOLD_BEAR };
const HOLD_ROW: readonly number[] = [-1, ...(['armLockLeft', 'armLockRight', 'headLock', 'bearHug'] as const).map((r) => GRAPPLING_TABLE.findIndex((g) => g.result === r))];

/** i goes for `t` hand to hand (an adjacent man up); `t` fights back (S20). */
export function startBrawl(world: SkirmishWorld, i: number, t: number): void {
  if (t < 0 || t >= world.n || t === i || world.status[t] !== ST_UP) return;
  if (!adjacent(world, i, t)) return;
  world.brawlOpp[i] = t;
  // "any character can engage in brawling with another character of his choice - whether or not
  // the other character wishes to fight": the other fights back (S20).
  if (world.brawlOpp[t]! < 0) world.brawlOpp[t] = i;
  world.action[i] = ACT_BRAWL;
  if (world.log !== null) world.log.push(`  ${nameOf(world, i)} goes for ${nameOf(world, t)} hand to hand`);
}

/** Within 6 feet: the same or an adjacent space (BRAWLS). */
export function adjacent(world: SkirmishWorld, i: number, j: number): boolean {
  const a = world.cell[i]!;
  const b = world.cell[j]!;
  return Math.abs(world.cellX[a]! - world.cellX[b]!) <= 1 && Math.abs(world.cellY[a]! - world.cellY[b]!) <= 1;
}

/**
 * C. Brawls: every pair still up and adjacent fights the turn's brawling rounds, blows in order of
 * speed (BASP, S19; surprised men last on turn 1); a helpless man strikes no blow.
 */
export function brawlPhase(world: SkirmishWorld): void {
  const n = world.n;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const o = world.brawlOpp[i]!;
    if (o < 0) continue;
    if (world.status[i] !== ST_UP || world.status[o] !== ST_UP || !adjacent(world, i, o)) {
      releaseBrawl(world, i);
      continue;
    }
    // "A stunned character may do nothing on the turn after he is stunned" (STUNNING CHART): a
    // holder helpless keeps no hold (S21).
    if (world.holding[i]! >= 0 && helpless(world, i)) letGo(world, i, 'is stunned and loses');
    world.order[count++] = i;
    // First blow: the higher speed ability (BASP here, S19), unless surprised on turn 1.
    const surprised = world.turn === 1 && world.setup.characters[i]!.surprise > 0;
    // At half effect (S12: the second turn after a stun), half his BASP, as on net speed.
    const speed = halfEffect(world, i) ? world.basp[i]! - Math.trunc(world.basp[i]! / 2) : world.basp[i]!;
    world.key[i] = speed - (surprised ? SURPRISED_LAST : 0) - i * 1e-6;
  }
  if (count === 0) return;
  sortOrder(world, count, false);
  // Next-round modifiers hold for the following brawling round only (S11): those of a round
  // played before the last turn's have lapsed.
  if (world.lastBrawlTurn !== world.turn - 1) lapseNextMods(world);
  for (let round = 1; round <= BRAWL_ROUNDS; round++) {
    if (world.log !== null) world.log.push(`  brawling round ${round}`);
    for (let k = 0; k < count; k++) {
      const i = world.order[k]!;
      const o = world.brawlOpp[i]!;
      if (world.status[i] !== ST_UP || o < 0 || world.status[o] !== ST_UP || helpless(world, i)) continue;
      world.brawlRounds[i] = world.brawlRounds[i]! + 1;
      blow(world, i, o);
    }
    // The round's modifiers are for the next one; the last round's, unused (he did not roll: held
    // helpless, keeping a hold), lapse.
    for (let i = 0; i < n; i++) {
      world.nextMod[i] = world.nextModNow[i]!;
      world.nextModNow[i] = 0;
    }
  }
  world.lastBrawlTurn = world.turn;
}

/** Every pending next-round modifier lapses (S11: none of them is for the coming round or firing). */
function lapseNextMods(world: SkirmishWorld): void {
  for (let i = 0; i < world.n; i++) world.nextMod[i] = 0;
}

/** Adds `delta` to i's next-round modifier, earned in the round being played (S11). */
function earn(world: SkirmishWorld, i: number, delta: number): void {
  world.nextModNow[i] = world.nextModNow[i]! + delta;
}

/** One brawling action of `i` against `j` (BRAWLING CHARTS). */
export function blow(world: SkirmishWorld, i: number, j: number): void {
  const it = decide(world, i, PHASE_BRAWL);
  let choice = it.brawl;
  if (it.weapon >= 0 && it.weapon !== world.inHand[i]) draw(world, i, it.weapon);
  const held = world.heldBy[i]! >= 0;
  // A character held in a bear hug may only grapple (GRAPPLING TABLE, note).
  if (held && world.holdKind[i] === HOLD_BEAR) choice = BRAWL_GRAPPLE;
  if (world.holding[i]! >= 0) {
    if (choice === BRAWL_KEEP_HOLD && world.holding[i] === j) {
      keepHold(world, i, world.holding[i]!);
      return;
    }
    releaseHold(world, i);
  } else if (choice === BRAWL_KEEP_HOLD) choice = BRAWL_GRAPPLE;
  // A weapon is swung from a hand its arm lock leaves free; with no arm free to punch (a weapon in
  // each hand, or the one free of weapons locked), the blow is struck with a weapon in hand (S21).
  let strike = choice === BRAWL_STRIKE ? strikingWeapon(world, i) : STRIKE_NONE;
  if (choice === BRAWL_STRIKE && strike === STRIKE_NONE) choice = BRAWL_PUNCH;
  if (choice !== BRAWL_GRAPPLE && strike === STRIKE_NONE && freeArms(world, i) === 0) strike = strikingWeapon(world, i);
  world.stream.lane(diceLane(i));
  const dice = world.stream.twoD10Digits();
  // His modifiers of the last round and those earned earlier in this one (S11: the rulebook's
  // example, Juan thrown and rolling 3 - 2 in the same round).
  const mod = world.nextMod[i]! + world.nextModNow[i]!;
  world.nextMod[i] = 0;
  world.nextModNow[i] = 0;
  if (choice === BRAWL_GRAPPLE) grapple(world, i, j, dice, mod);
  else punch(world, i, j, dice, mod, strike);
}

/**
 * A punch or a blow with a striking weapon (`strike` STRIKE_*, or STRIKE_NONE): `dice` (2d10 read
 * as digits) + `mod` + the weapon's modifier on the PUNCHING TABLE; free arms decide which column
 * (S21); knives and tomahawks roll on the WOUND CHART; striking weapons may stun (STUNNING CHART).
 */
export function punch(world: SkirmishWorld, i: number, j: number, dice: number, mod: number, strike: number): void {
  const sMod = strike >= 0 ? STRIKE_ROLL[strike]! : 0;
  const score = dice + mod + sMod;
  const row = punchRowFor(score);
  // Which arms are free (S21): the strong hand (Right column, swapped for a left-hander: PUNCHING
  // TABLE notes) punches when free, else the other; the combination scores 2 + 2 with both free.
  // A blow with a striking weapon is one arm's: the strong hand's, or the other's when the strong
  // arm is locked (strikingWeapon then swung the second pistol).
  const free = strike < 0 ? freeArms(world, i) : armLocked(world, i, true) ? ARM_WEAK : ARM_STRONG;
  let effect = (free & ARM_STRONG) !== 0 ? row.effectRight : row.effectLeft;
  if (row.combination && free === (ARM_STRONG | ARM_WEAK)) effect = row.effectLeft + row.effectRight;
  const what = strike >= 0 ? STRIKE_LABELS[strike]! : 'punch';
  if (world.log !== null) {
    world.log.push(`    ${nameOf(world, i)} ${what}: 2d10 ${dice}${mod !== 0 ? ` ${mod > 0 ? '+' : ''}${mod}` : ''}${sMod !== 0 ? ` ${sMod}` : ''} = ${score}: ${row.label}${halfEffect(world, i) ? ', at half effect' : ''}`);
  }
  if (effect > 0) {
    if (strike >= 0 && STRIKE_WOUNDS[strike]) {
      // Knife or tomahawk: a hit rolls on the WOUND CHART instead.
      noteAttacker(world, j, i);
      rollWound(world, j, i, -1, -1, ALL_LOCATIONS);
    } else brawlHurt(world, j, inflicted(world, i, effect + (strike >= 0 ? STRIKE_EXTRA[strike]! : 0)), i);
    if (strike >= 0) {
      // From behind: outside the arc he faces, adjacent as every brawler is (S12).
      const surprised = !inFront(world, j, world.cell[i]!) || (world.turn === 1 && world.setup.characters[j]!.surprise > 0);
      stunCheck(world, j, STRIKE_STUN[strike]![surprised ? 1 : 0]!, what);
    }
  }
  earn(world, j, row.nextOpponent);
}

/**
 * A grapple: `dice` + `mod` on the GRAPPLING TABLE; held, only the rows that break a hold count;
 * a hold row puts `j` in i's hold (one hold at a time on a man).
 */
export function grapple(world: SkirmishWorld, i: number, j: number, dice: number, mod: number): void {
  const score = dice + mod;
  const row = grappleRowFor(score);
  const held = world.heldBy[i]! >= 0;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} grapples: 2d10 ${dice}${mod !== 0 ? ` ${mod > 0 ? '+' : ''}${mod}` : ''} = ${score}: ${held ? (row.breaksHold ? `breaks the hold (${row.label})` : 'held: no effect') : row.label}${halfEffect(world, i) ? ', at half effect' : ''}`);
  if (held) {
    // Held: only the breaking rows count; 3 or less just breaks it, 15-16 breaks it and throws.
    if (!row.breaksHold) return;
    releaseHold(world, world.heldBy[i]!);
    if (row.result !== 'throw') return;
  }
  if (row.effectYou > 0) brawlHurt(world, i, row.effectYou, j);
  earn(world, i, row.nextYou);
  if (row.effectOpponent > 0) brawlHurt(world, j, inflicted(world, i, row.effectOpponent), i);
  earn(world, j, row.nextOpponent);
  const hold = HOLD_OF[row.result];
  if (hold !== undefined && world.status[i] === ST_UP && world.status[j] === ST_UP) {
    // One hold at a time on a man: a new hold replaces another's; the holder lets go of anyone else.
    if (world.heldBy[j]! >= 0) releaseHold(world, world.heldBy[j]!);
    releaseHold(world, i);
    world.holding[i] = j;
    world.heldBy[j] = i;
    world.holdKind[j] = hold;
  }
}

/** Continues a hold without rolling: its effect and modifier again (GRAPPLING, holds). */
export function keepHold(world: SkirmishWorld, i: number, j: number): void {
  const row = GRAPPLING_TABLE[HOLD_ROW[world.holdKind[j]!]!]!;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} keeps the ${row.label.toLowerCase()}${halfEffect(world, i) ? ', at half effect' : ''}`);
  brawlHurt(world, j, inflicted(world, i, row.effectOpponent), i);
  earn(world, j, row.nextOpponent);
}

/** Bits of {@link freeArms}: the strong arm (the gun hand: the right, the left for a left-hander) and the other. */
const ARM_STRONG = 1;
const ARM_WEAK = 2;

/**
 * i's arms free to punch (S21; BRAWLS, Punching: "Punching by a character assumes that one or
 * both arms are free"): bits {@link ARM_STRONG} and {@link ARM_WEAK}, each unless an arm lock holds
 * that arm or its hand holds a weapon: the weapon in hand in the strong hand, a second pistol drawn
 * (S9) in the other. A weapon lost, thrown or exploded holds no hand.
 */
function freeArms(world: SkirmishWorld, i: number): number {
  let free = 0;
  if (!armLocked(world, i, true) && !holds(world, i, world.inHand[i]!)) free |= ARM_STRONG;
  if (!armLocked(world, i, false) && !(world.offHand[i] !== world.inHand[i] && holds(world, i, world.offHand[i]!))) free |= ARM_WEAK;
  return free;
}

/** True when an arm lock holds i's strong arm (`strong`: the right, the left for a left-hander) or his other arm. */
function armLocked(world: SkirmishWorld, i: number, strong: boolean): boolean {
  const rightArm = (world.leftHanded[i] === 1) !== strong;
  return world.heldBy[i]! >= 0 && world.holdKind[i] === (rightArm ? HOLD_ARM_RIGHT : HOLD_ARM_LEFT);
}

/** True when i's weapon `w` (index in his list, or -1) is his to swing: not lost, thrown or exploded. */
function holds(world: SkirmishWorld, i: number, w: number): boolean {
  return w >= 0 && world.gone[i * world.maxW + w] === 0;
}

/**
 * The striking weapon (STRIKE_*) of a blow of i's with a weapon in hand (S21): the weapon in his
 * strong hand, or, that arm locked, the second pistol in the other (S9); STRIKE_NONE when neither
 * can be swung.
 */
function strikingWeapon(world: SkirmishWorld, i: number): number {
  const maxW = world.maxW;
  const w = world.inHand[i]!;
  if (!armLocked(world, i, true)) return holds(world, i, w) ? world.wStrike[i * maxW + w]! : STRIKE_NONE;
  const off = world.offHand[i]!;
  return off !== w && holds(world, i, off) ? world.wStrike[i * maxW + off]! : STRIKE_NONE;
}

/**
 * The strength points `pts` of a brawling action of i's take from his opponent (S12): half, rounded
 * down, while he acts at half effect (the second turn after a stun: "all actions at half-effect");
 * else all of them.
 */
function inflicted(world: SkirmishWorld, i: number, pts: number): number {
  return halfEffect(world, i) ? Math.trunc(pts / 2) : pts;
}

/** `holder` lets go of the man he holds, if any, the replay saying so: "<holder> <how> his hold on <man>". */
export function letGo(world: SkirmishWorld, holder: number, how: string): void {
  const j = world.holding[holder]!;
  if (j < 0) return;
  if (world.log !== null) world.log.push(`  ${nameOf(world, holder)} ${how} his hold on ${nameOf(world, j)}`);
  releaseHold(world, holder);
}

/** `holder` lets go of the man he holds, if any. */
export function releaseHold(world: SkirmishWorld, holder: number): void {
  const j = world.holding[holder]!;
  if (j < 0) return;
  world.holding[holder] = -1;
  world.heldBy[j] = -1;
  world.holdKind[j] = HOLD_NONE;
}

/** Brawling damage: strength points lost like wounds (BRAWLS; S15). */
export function brawlHurt(world: SkirmishWorld, t: number, pts: number, by: number): void {
  if (pts <= 0 || world.status[t] !== ST_UP) return;
  world.woundPts[t] = world.woundPts[t]! + pts;
  world.wounded[t] = 1;
  if (by !== t) world.brawlDamage[by] = world.brawlDamage[by]! + pts;
  if (by !== t) noteAttacker(world, t, by);
  if (world.log !== null) world.log.push(`      ${nameOf(world, t)} loses ${pts} STR (${world.str[t]! - world.woundPts[t]!} of ${world.str[t]} left)`);
  if (world.woundPts[t]! >= world.str[t]!) takeOut(world, t, ST_UNCONSCIOUS);
  else if (world.setup.morale.wounded === 1) world.moraleDue[t] = 1;
}
