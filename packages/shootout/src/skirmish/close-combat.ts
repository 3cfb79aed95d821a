/**
 * Close combat (shootout.txt, "4. Close Combat"): "Roll number of dice for weapon and add close
 * combat skill factor. Each score of six or more is a hit. All natural rolls of 1 are misses.
 * Targets roll a saving throw on 1D6 for each hit adding any situational modifiers. ... Figures
 * must be within 2" to engage in close combat." The Bullwhip "Can hit from 12' away": 2" at one
 * inch a 6-foot space, the same reach (RULINGS.md SR-54). And "Courage": men on foot engaged by
 * mounted men who survive the round test their courage or must move away next turn (SR-51).
 *
 * Who fights (RULINGS.md SR-54): each figure whose agent asked close combat with an enemy within
 * 2" (not a pinned one; a man on foot engaging a mounted man in the open only on a passed courage
 * test, SR-51), and each figure so attacked, who fights back against his attacker (the first of
 * them) unless he chose his own opponent. Every fighter rolls his close combat dice at his
 * opponent, then the unsaved hits are applied together. The dice get the Close factor only (SR-55).
 *
 * Reads `closeWith`, the Close factors, close dice and classes (the Rifle Butt only with a rifle of
 * his to use, not face down: `fightDice`, SR-4), `mounted`, `engageTest`, the Northfield module's
 * covers; writes
 * `closeWith`, `engageTest`, `engagedByMounted`, `mustWithdraw`, the close combat rounds and
 * damage (core's brawl columns), the weapon block and counts; unsaved hits through saves.ts. Draws
 * the close combat dice and the courage tests.
 */
import { diceLane } from '@deadeye/rng';
import { offsetIndex, S_BLOCKED, S_CORNER, S_HARD, S_OBSCURED, W_HITS, W_SHOTS } from '@deadeye/core';
import { COURAGE_ENGAGE_MOUNTED, COURAGE_STAND_MOUNTED, courageTest } from './courage.ts';
import { weaponCell } from './ranged.ts';
import { applyPending, saveOrTake } from './saves.ts';
import { BAND_CLOSE, count, nameOf, S_CLOSE_ROUNDS, up, type SoWorld } from './world.ts';

/** "Figures must be within 2" to engage in close combat": inches. */
export const CLOSE_COMBAT_INCHES = 2;

/** True if `i` and `t` stand within 2" of each other (inclusive). */
export function withinCloseRange(world: SoWorld, i: number, t: number): boolean {
  return world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.cell[t]!)]! <= CLOSE_COMBAT_INCHES / world.ips + 1e-9;
}

/** Sight bits that put a figure out of the open (cover on the line: RULINGS.md SR-40). */
const COVER_BITS = S_HARD | S_CORNER | S_OBSCURED;

/**
 * True if `i`, on foot, engaging `t`, mounted, would engage a mounted man in the open (no cover on
 * the line between them): "Men on foot can only move to engage mounted men in the open, in close
 * combat if they first pass a courage test" ("Courage"; RULINGS.md SR-51).
 */
export function engagesMountedInOpen(world: SoWorld, i: number, t: number): boolean {
  return world.mounted[t] === 1 && world.mounted[i] === 0 && (world.map.sight(world.cell[i]!)[world.cell[t]!]! & COVER_BITS) === 0;
}

/**
 * `i`'s courage test to engage a mounted man in the open, taken once a turn: the result of the one
 * he took this turn (as he moved to engage), else a test now, recorded in `engageTest`. A failure
 * holds for the whole turn: "Otherwise the figure must remain at a firing distance" (SR-51).
 * Returns true on a pass.
 */
export function mayEngageMounted(world: SoWorld, i: number): boolean {
  if (world.engageTest[i] === 0) world.engageTest[i] = courageTest(world, i, COURAGE_ENGAGE_MOUNTED) ? 1 : 2;
  return world.engageTest[i] === 1;
}

/**
 * `i` engages `t` in close combat this turn if he may: `t` an enemy up within 2" with no wall
 * between them (a blocked line: SR-54), `i` up and not
 * pinned (a pinned figure only fights back: RULINGS.md SR-49), not a Northfield bank employee
 * covered this turn (he "will not try to attack": SR-73); and a man on foot engaging a mounted
 * man in the open has passed his courage test this turn, or passes it now (`mayEngageMounted`: a
 * failure as he moved to engage, or now, and he does not engage him: SR-51). Returns true if
 * engaged.
 */
export function engage(world: SoWorld, i: number, t: number): boolean {
  if (t < 0 || t >= world.n || world.sideOf[t] === world.sideOf[i] || !up(world, t) || !up(world, i) || world.pinned[i] === 1) return false;
  if (!withinCloseRange(world, i, t)) return false;
  // Within 2" but a wall between them (the line blocked, as for sight and fire): no close combat
  // through it (RULINGS.md SR-54 amended).
  if ((world.map.sight(world.cell[i]!)[world.cell[t]!]! & S_BLOCKED) !== 0) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} cannot reach ${nameOf(world, t)} through the wall between them`);
    return false;
  }
  // The Northfield module: "If a teller or cashier is being 'covered' by at least one gang member,
  // the bank employee will not try to attack" (ROBBING THE BANK, Covering): no shot (core's
  // `mayShootAt`) and no close combat either; attacked, he fights back (RULINGS.md SR-73).
  if (world.northfield !== null && world.northfield.covered(i)) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is covered: he does not attack ${nameOf(world, t)}`);
    return false;
  }
  if (engagesMountedInOpen(world, i, t) && !mayEngageMounted(world, i)) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} stays at a firing distance from ${nameOf(world, t)}`);
    return false;
  }
  world.closeWith[i] = t;
  return true;
}

/**
 * The close combat phase: the pairings of men still up (one who went down in ranged combat
 * engaged nobody, one pinned by it starts no fight, and one whose own opponent fell is free to
 * fight back), attacked figures fight
 * back, every fighter rolls at his opponent, the hits are applied together, then each man on foot
 * fought by a mounted man (who attacked him or fights back at him), still up, tests his courage (a
 * failure: he must move away next turn: RULINGS.md SR-51).
 */
export function closeCombatPhase(world: SoWorld): void {
  const n = world.n;
  // A pairing one of whose men went down in ranged combat is no fight (SR-51, SR-54), nor one
  // started by a man pinned in it (he only fights back: SR-49, the pin "at once"): cleared in a
  // pass of its own, before anyone fights back, so the order the figures are listed in does not matter.
  for (let i = 0; i < n; i++) {
    const t = world.closeWith[i]!;
    if (t >= 0 && (!up(world, i) || !up(world, t) || world.pinned[i] === 1)) world.closeWith[i] = -1;
  }
  let any = false;
  for (let i = 0; i < n; i++) {
    const t = world.closeWith[i]!;
    if (t < 0) continue;
    any = true;
    if (world.closeWith[t]! < 0 && up(world, t)) world.closeWith[t] = i;
  }
  if (!any) return;
  // Who is fought by a mounted man, once every fighter (those fighting back too) has his opponent:
  // the order the figures are listed in does not matter (SR-51).
  for (let i = 0; i < n; i++) {
    const t = world.closeWith[i]!;
    if (t >= 0 && world.mounted[i] === 1 && world.mounted[t] === 0) world.engagedByMounted[t] = 1;
  }
  if (world.log !== null) world.log.push('  Close combat');
  for (let i = 0; i < n; i++) {
    const t = world.closeWith[i]!;
    if (t < 0 || !up(world, i) || !up(world, t)) continue;
    strike(world, i, t);
  }
  applyPending(world);
  for (let t = 0; t < n; t++) {
    if (world.engagedByMounted[t] === 1 && up(world, t) && world.mounted[t] === 0 && !courageTest(world, t, COURAGE_STAND_MOUNTED)) world.mustWithdraw[t] = 1;
  }
}

/**
 * True if `i`'s close combat weapon is the Rifle Butt and no rifle is his to use: every Repeater
 * Rifle or Rifled Musket of his is face down (a Northfield citizen's weapon not found yet: "When a
 * counter is face down, the individual either has no weapon and cannot fire", Counter Positioning)
 * or an item of the map not picked up. The butt is the rifle's ("Rifle Butt", 4. Close Combat;
 * RULINGS.md SR-4): without the rifle he fights with his fists (SR-71).
 */
function buttWithoutRifle(world: SoWorld, i: number): boolean {
  if (world.closeCls[i] !== world.setup.rifleButt.cls) return false;
  const base = i * world.maxW;
  for (let w = 0; w < world.rangedCount[i]!; w++) if (world.wButt[base + w] === 1 && world.gone[base + w] === 0) return false;
  return true;
}

/** The close combat dice `i` fights with now: his weapon's, Fists' while his Rifle Butt has no rifle ({@link buttWithoutRifle}). */
export function fightDice(world: SoWorld, i: number): number {
  return buttWithoutRifle(world, i) ? world.setup.fists.dice : world.closeDice[i]!;
}

/** The weapon class `i` fights with now (the accumulator's): his weapon's, Fists' while his Rifle Butt has no rifle. */
export function fightCls(world: SoWorld, i: number): number {
  return buttWithoutRifle(world, i) ? world.setup.fists.cls : world.closeCls[i]!;
}

/**
 * `i` rolls his close combat dice at `t` (each 1D6 + Close, 6 or more hits, a natural 1 misses);
 * each hit to `t`'s saving throw, unsaved hits queued. Counts a round for `i`, his damage, and the
 * weapon's dice, hits and wounds at the close combat band. Returns the hits.
 */
export function strike(world: SoWorld, i: number, t: number): number {
  const dice = fightDice(world, i);
  const mod = world.closeF[i]!;
  const cell = weaponCell(world, fightCls(world, i), BAND_CLOSE);
  const acc = world.acc;
  const from = world.cell[i]!;
  const pend = world.pendLen;
  count(world, S_CLOSE_ROUNDS);
  world.brawlRounds[i] = world.brawlRounds[i]! + 1;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} fights ${nameOf(world, t)}: ${dice} ${dice === 1 ? 'die' : 'dice'} + Close ${mod}`);
  let hits = 0;
  for (let k = 0; k < dice; k++) {
    // Every draw names its lane (rng: common random numbers): the fighter's dice.
    world.stream.lane(diceLane(i));
    const d = world.stream.d6();
    const hit = d !== 1 && d + mod >= 6;
    acc[cell + W_SHOTS] = acc[cell + W_SHOTS]! + 1;
    if (world.log !== null) world.log.push(`      1D6 ${d}: ${hit ? 'hit' : d === 1 ? 'a natural 1, misses' : 'misses'}`);
    if (!hit) continue;
    hits++;
    acc[cell + W_HITS] = acc[cell + W_HITS]! + 1;
    saveOrTake(world, from, t, cell, BAND_CLOSE, false);
  }
  world.brawlDamage[i] = world.brawlDamage[i]! + (world.pendLen - pend);
  world.lastAttacker[t] = i;
  return hits;
}
