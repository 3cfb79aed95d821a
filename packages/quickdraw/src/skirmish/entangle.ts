/**
 * Entangling or restraining opponents (REEL 6, ENTANGLING OR RESTRAINING OPPONENTS; ATTEMPTING TO
 * ESCAPE FROM ENTANGLEMENT): a net, lasso or bolas (weapons table `entangling`, within 8 paces)
 * or a whip (`whip`, within 3) is shot at him, or one or more characters restrain him by brute
 * strength (an attack in close combat, `BLOW_RESTRAIN`); if the throw or the grapple succeeds he
 * throws his action dice on the entanglement chart (twice, the worse kept, after a 10 to hit):
 * barely, partially, entangled (defenceless), completely trapped (defenceless, no escape without
 * help). His cards then go to escaping (the escape chart: 1 it gets worse, 2-4 try again, 5-9
 * free, 10 free and he may act; a tool or weapon, help from a friend and Strong reroll; reduced
 * dice when it is difficult or two or more restrain him). An entangled character neither moves
 * nor acts (walk.ts takes no step for him). RULINGS.md QR-71..QR-74. Reads and writes
 * `entangled`, `entangledHow`, `restraining`, `defenceless`, the response orders; counts
 * entanglements and escapes. Allocates nothing outside the replay log.
 */
import { offsetIndex } from '@deadeye/core';
import { ENTANGLEMENT_CHART, type EntanglementResult } from '../tables/entanglement.ts';
import { chartCell } from '../tables/charts.ts';
import { LUCK, NO_AURA, REROLL, test } from './rolls.ts';
import { TRAIT, type QdWeaponSpec } from './setup.ts';
import { beastTest } from './wild-animals.ts';
import { Q_ENTANGLED, Q_ESCAPES } from './counts.ts';
import { active, CONTACT, count, holdLapses, nameOf, type QdWorld } from './world.ts';

/** How entangled a character is (`QdWorld.entangled`): free, then the chart's four results from the least to the worst. */
export const ENT_FREE = 0;
export const ENT_BARELY = 1;
export const ENT_PARTIALLY = 2;
export const ENT_ENTANGLED = 3;
export const ENT_TRAPPED = 4;
/** What holds him (`QdWorld.entangledHow`): a weapon (until he escapes), or restrainers (while one still holds him). */
export const BY_WEAPON = 1;
export const BY_RESTRAINT = 2;

const LEVEL_OF: Readonly<Record<EntanglementResult, number>> = { barely: ENT_BARELY, partially: ENT_PARTIALLY, entangled: ENT_ENTANGLED, trapped: ENT_TRAPPED };
/** The level of each chart roll 1..10 (index: the roll), read from {@link ENTANGLEMENT_CHART}. */
const LEVEL_BY_ROLL = new Int8Array(11);
for (const row of ENTANGLEMENT_CHART) for (let r = row.from; r <= row.to; r++) LEVEL_BY_ROLL[r] = LEVEL_OF[row.result];
/** The chart's title of each level, for the log (index = `ENT_*`). */
const LEVEL_TITLE: readonly string[] = ['free', ...[ENT_BARELY, ENT_PARTIALLY, ENT_ENTANGLED, ENT_TRAPPED].map((l) => ENTANGLEMENT_CHART.find((r) => LEVEL_OF[r.result] === l)!.title)];

/**
 * True if `spec` entangles (a net, lasso or bolas, or a whip): REEL 6, ENTANGLING OR RESTRAINING
 * OPPONENTS, "may attempt to entangle an opponent within 8 paces ... if armed with a whip within 3
 * paces" (the weapons table's ranges; no long throws: RULINGS.md QR-72).
 */
export function entangles(spec: QdWeaponSpec): boolean {
  return spec.id === 'entangling' || spec.id === 'whip';
}

/**
 * `t` is caught by `by`'s net, lasso, bolas or whip (`how` {@link BY_WEAPON}) or restrained by him
 * (`how` {@link BY_RESTRAINT}): "the character who was attacked must then throw their action dice
 * to determine the outcome" on the entanglement chart; `twice` (a 10 to hit): "must roll twice on
 * the outcome table and take the worst result". Lucky may reroll a roll of 1-4. A result better
 * than how he is already entangled leaves him as he was (QR-73). He stops holding and will not
 * respond; at "entangled" or worse he is defenceless.
 */
export function entangle(world: QdWorld, t: number, by: number, how: number, twice: boolean): void {
  // An outcome roll, not an action or task test: no Dominant's sway (NO_AURA; RULINGS.md QR-81).
  // A beast has no action dice: its attack dice left, the best (wild-animals.ts `beastTest`, QR-140).
  const beast = world.animal[t] === 1;
  let v = beast ? beastTest(world, t, 0, false, 'rolls on the entanglement chart') : test(world, t, 0, LUCK | NO_AURA, 'rolls on the entanglement chart');
  if (twice) {
    const again = 'rolls again on the entanglement chart (a 10 scored: the worse counts)';
    const w = beast ? beastTest(world, t, 0, false, again) : test(world, t, 0, LUCK | NO_AURA, again);
    if (w < v) v = w;
  }
  let level = LEVEL_BY_ROLL[v]!;
  if (world.entangled[t]! > level) level = world.entangled[t]!;
  world.entangled[t] = level;
  if (how === BY_WEAPON || world.entangledHow[t] === 0) world.entangledHow[t] = how;
  holdLapses(world, t, "'s hold ends, entangled");
  world.respondOrder[t] = 0;
  world.defenceOrder[t] = 0;
  if (level >= ENT_ENTANGLED) world.defenceless[t] = 1;
  count(world, Q_ENTANGLED);
  if (world.log !== null) world.log.push(`    ${nameOf(world, t)} is ${how === BY_WEAPON ? 'caught' : `held by ${nameOf(world, by)}`}: ${LEVEL_TITLE[level]}`);
}

/**
 * `i` restrains `t` by brute strength after a successful grapple ("attempting to restrain a
 * character by strength alone is treated as an attack made when fighting"): he holds him while he
 * stays in contact and active, and `t` rolls on the entanglement chart ({@link entangle}).
 */
export function restrain(world: QdWorld, i: number, t: number, twice: boolean): void {
  world.restraining[i] = t;
  entangle(world, t, i, BY_RESTRAINT, twice);
}

/** How many hold `t` by strength now: in contact with him and active. */
export function restrainers(world: QdWorld, t: number): number {
  let k = 0;
  for (let j = 0; j < world.n; j++) {
    if (world.restraining[j] === t && active(world, j) && world.map.offsetDistance[offsetIndex(world.map, world.cell[j]!, world.cell[t]!)]! <= CONTACT) k++;
  }
  return k;
}

/**
 * A friend who helps `i` escape: up and acting, free himself, in contact; a Ruthless one only if
 * he passes a reaction test first ("Must pass a reaction test to do anything that helps or
 * supports others", REEL 2; his dice, Quick Witted rerolls; RULINGS.md QR-84); -1 none.
 */
function helper(world: QdWorld, i: number): number {
  for (let j = 0; j < world.n; j++) {
    if (j === i || world.sideOf[j] !== world.sideOf[i] || !active(world, j) || world.entangled[j] !== ENT_FREE) continue;
    if (world.map.offsetDistance[offsetIndex(world.map, world.cell[j]!, world.cell[i]!)]! > CONTACT) continue;
    const c = world.setup.characters[j]!;
    if (c.ruthless === 1 && test(world, j, 0, (c.traits & TRAIT.quickWitted) !== 0 ? REROLL : 0, 'must pass a reaction test to help another (Ruthless)') < 5) {
      if (world.log !== null) world.log.push(`    ${nameOf(world, j)} puts his own objectives first`);
      continue;
    }
    return j;
  }
  return -1;
}

/** True if i has a tool or weapon to cut or pry himself free: a fighting or improvised weapon to hand (not face down nor lying on the map: world.ts `faceDown`; not his fists). */
function hasTool(world: QdWorld, i: number): boolean {
  const ws = world.setup.characters[i]!.weapons;
  for (let w = 0; w < ws.length; w++) if (ws[w]!.missile === 0 && ws[w]!.id !== 'fists' && world.faceDown[i * world.maxW + w] === 0) return true;
  return false;
}

/** Frees `t`: no longer entangled, nobody restrains him. */
function setFree(world: QdWorld, t: number): void {
  world.entangled[t] = ENT_FREE;
  world.entangledHow[t] = 0;
  for (let j = 0; j < world.n; j++) if (world.restraining[j] === t) world.restraining[j] = -1;
}

/**
 * The card of an entangled character goes to escaping (ATTEMPTING TO ESCAPE FROM ENTANGLEMENT):
 * restrained with nobody holding him any longer, he is free and plays the card; completely
 * trapped, he tries only with a friend's help; else his action dice (reduced when "entangled" or
 * worse, and again with two or more restraining him; a reroll with a tool or weapon, a friend's
 * help, or Strong): 1 "It's Getting Worse!" (one level worse), 2-4 no luck, 5-9 free, 10 free
 * and he may move and act on this card. Barely entangled, any success lets him act too; partially
 * or worse, a 5-9 ends the card (QR-74). A beast's card goes to escaping too (beast-card.ts
 * `beastMove`): its attack dice left, the best, reduced as a character's (wild-animals.ts
 * `beastTest`), rerolled only if Strong; it has no friend's help, so completely trapped it
 * cannot try (RULINGS.md QR-140).
 * @returns true if he may play the rest of this card (move and act)
 */
export function escapeOnCard(world: QdWorld, i: number): boolean {
  let level = world.entangled[i]!;
  const holders = restrainers(world, i);
  if (world.entangledHow[i] === BY_RESTRAINT && holders === 0) {
    setFree(world, i);
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is no longer held`);
    return true;
  }
  // A beast has no friend to untie it and no tool: only Strong rerolls, on its own dice (QR-140).
  const beast = world.animal[i] === 1;
  const help = beast ? -1 : helper(world, i);
  if (level === ENT_TRAPPED && help < 0) {
    world.defenceless[i] = 1;
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is completely trapped and cannot escape without help`);
    return false;
  }
  const c = world.setup.characters[i]!;
  const reroll = help >= 0 || (c.traits & TRAIT.strong) !== 0 || (!beast && level !== ENT_TRAPPED && hasTool(world, i));
  const reduction = (level >= ENT_ENTANGLED ? 1 : 0) + (holders >= 2 ? 1 : 0);
  if (world.log !== null && help >= 0) world.log.push(`    ${nameOf(world, help)} helps ${nameOf(world, i)}`);
  const v = beast ? beastTest(world, i, reduction, reroll, 'tries to escape') : test(world, i, reduction, reroll ? REROLL : 0, 'tries to escape');
  if (world.log !== null) world.log.push(`    ${chartCell('escape', v === 1 ? 0 : v <= 4 ? 1 : v <= 9 ? 2 : 3).title}`);
  if (v >= 5) {
    setFree(world, i);
    count(world, Q_ESCAPES);
    return v === 10 || level === ENT_BARELY;
  }
  if (v === 1 && level < ENT_TRAPPED) {
    level++;
    world.entangled[i] = level;
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is now ${LEVEL_TITLE[level]}`);
  }
  if (level >= ENT_ENTANGLED) world.defenceless[i] = 1;
  return false;
}
