/**
 * The effects of a hit (REEL 6, DETERMINING THE EFFECTS OF SHOOTING AND FIGHTING): the target's
 * DV (armour, then the adjustments for the target and for the shooter or attacker), his roll of
 * his own action dice on the EFFECTS OF HIT TABLE, and its outcome: near miss, graze, courage
 * test, or 1 to 3 hits, each removing a card (lethal weapons for good, blunt weapons until he
 * comes round). Also the courage test (REEL 3, COURAGE TEST) and its outcomes, coming round (REEL
 * 6, TESTING TO COME ROUND OR HEAL A WOUND) and the POST ACTION REST AND RECOVERY chart for the
 * fate of a casualty. Reads and writes the cards columns, `status` (through setStatus),
 * `broken`, `ducked`, `backFoot`, `kod`, `pendingFree`. Allocates nothing.
 */
import { offsetIndex, S_OBSCURED, setStatus, STATUS_CAPTURED, STATUS_DEAD, STATUS_UNCONSCIOUS, STATUS_UP, T_INTERIOR, UNREACHABLE } from '@deadeye/core';
import { hitEffect } from '../tables/effects.ts';
import type { HitEffect } from '../tables/types.ts';
import { DV } from '../tables/dv.ts';
import { ENT_ENTANGLED } from './entangle.ts';
import { cutSaved, LED, LUCK, REROLL, rollActionDice, rolled, spendCut, spendLuck, test } from './rolls.ts';
import { TRAIT } from './setup.ts';
import { exitGroups, exitRouteNears, fleeFromExit, walkToExit } from './exits.ts';
import { moveAllowance, moveAway, moveAwayClear, moveToCover, movedQuickly } from './movement.ts';
import { clearWalkFailedTask, lastWalkFailedTask } from './walk.ts';
import { coverFrom, shelteredFrom, inCoverFrom } from './cover.ts';
import { POISON_HITS, poisonTest } from './poison.ts';
import { releaseOnHit } from './persuasion.ts';
import { beastDamage } from './wild-animals.ts';
import { getUp } from './healing.ts';
import {
  Q_BLUNT_HITS,
  Q_CARD_HITS,
  Q_COURAGE_EFFECTS,
  Q_CAME_ROUND,
  Q_COURAGE_BAND,
  Q_COURAGE_TESTS,
  Q_FLED,
  Q_GLOBAL,
  Q_GRAZES,
  Q_LETHAL_HITS,
  Q_NEAR_MISSES,
  Q_PER_CHARACTER,
} from './counts.ts';
import {
  active,
  inContact,
  otherOpponent,
  cardsLeft,
  COURAGE_QUEUE,
  count,
  nameOf,
  BLOCKING,
  duckDown,
  DUCK_HELPLESS,
  goOut,
  holdLapses,
  PANICKED,
  type ExitGroup,
  type QdWorld,
  withinPace,
  xy,
} from './world.ts';

/**
 * What a hit did, for the caller's counts: cards removed, whether the target is now out, and the
 * effects roll read (1..10). `effects` gathers, over every hit resolved since a caller last set it
 * to 0, one bit per final EFFECTS OF HIT TABLE outcome ({@link EFFECT_NEAR_MISS} ...): what the
 * single-shot odds' Monte Carlo reads of an attack (system/odds.ts); nothing in the engine reads it.
 */
export interface HitResult {
  cards: number;
  out: number;
  roll: number;
  effects: number;
}

/** Bits of {@link HitResult.effects}: a near miss, a graze, a courage test, a hit (1 to 3 hits). */
export const EFFECT_NEAR_MISS = 1;
export const EFFECT_GRAZE = 2;
export const EFFECT_COURAGE_TEST = 4;
export const EFFECT_HITS = 8;

/** The hit being resolved (one per world: no allocation). */
export const hitResult: HitResult = { cards: 0, out: 0, roll: 0, effects: 0 };

/**
 * Bits of {@link resolveHit}'s `fall`: `FALL_TRAP` a rider's fall under his collapsed mount (a roll
 * read of 1 traps him, QR-141); `INJURY_TEST` a test for injury (a fall, his own blast: terrain.ts
 * `injuryTest`, mounts.ts `fallInjury`), no hit anyone made: no Lucky attacker improves it (QR-83).
 */
export const FALL_TRAP = 1;
export const INJURY_TEST = 2;

/** Hit kinds: whether the weapon was shot (range matters) or swung. */
export const BY_SHOOTING = 0;
export const BY_FIGHTING = 1;

/**
 * True if `t` counts as defenceless when hit (`how`: BY_SHOOTING or BY_FIGHTING): by his stance
 * (`defenceless`; the break-off's or evade's Panic, {@link PANICKED}, not under
 * `+panic-keeps-defence`: "unable to fight back" is then no blow back only, RULINGS.md QR-22,
 * QR-162), knocked out, entangled or restrained ("entangled" or worse, QR-74), ducked down helpless
 * in a fight (QR-113). "Defenceless or helpless" is one DV -2 however many of these hold (QR-9).
 */
export function isDefenceless(world: QdWorld, t: number, how: number): boolean {
  const stance = world.defenceless[t]!;
  return (stance !== 0 && (stance !== PANICKED || world.setup.variant.panicKeepsDefence === 0)) || world.kod[t] === 1 || world.entangled[t]! >= ENT_ENTANGLED || (how === BY_FIGHTING && world.ducked[t] === DUCK_HELPLESS);
}

/**
 * The `+one-per-line` reading of the target's two printed lines of conditions (RULINGS.md QR-178):
 * `line2` the sum of "Shot while evading or in dense or hard cover or lying prone" that hold (each
 * +2), `line1` of "Shot while Moving quickly or in light cover" (each +1); each line counts once
 * however many of its conditions hold: at most +2 and +1 (REEL 6, ADJUSTMENTS FOR SHOOTING AND
 * FIGHTING TO DV). Used by {@link targetDv} and mounts.ts `mountDv`.
 */
export function onePerLine(line2: number, line1: number): number {
  return Math.min(line2, DV.evading) + Math.min(line1, DV['moving-quickly']);
}

/**
 * The DV adjustments for the target (ADJUSTMENTS FOR SHOOTING AND FIGHTING TO DV, "For the
 * target/Defender"), given how he was hit, from `attacker`'s cell. Armour is the basic DV
 * (PROTECTION: DV0 no armour, DV1 minimal, DV2 armoured); the table's "Wearing Armour" row is that
 * basic DV, not added again (RULINGS.md QR-9). Defenceless: by his stance (`defenceless`), knocked
 * out, entangled or restrained ("entangled" or worse, QR-74), ducked down helpless in a fight
 * (QR-113). Cover counts only against shooting: light cover is a soft-covered (obscured) line,
 * hard cover a hard or corner covered cell. Each condition of a printed line counts (QR-178), or
 * each line once under `+one-per-line` ({@link onePerLine}).
 */
export function targetDv(world: QdWorld, t: number, attacker: number, how: number, nonGunpowder: number): number {
  const c = world.setup.characters[t]!;
  let dv = c.armour;
  // "Entangled or restrained: The character is defenceless" (REEL 6) as long as he is, whatever his
  // cards did meanwhile (coming round: RULINGS.md QR-74).
  if (isDefenceless(world, t, how)) dv += DV.defenceless;
  if (world.allOutDv[t] === 1) dv += DV['all-out-attacker'];
  if (c.shield === 1 && (how === BY_FIGHTING || nonGunpowder === 1)) dv += DV.shield;
  if (how === BY_SHOOTING) {
    const from = world.cell[attacker]!;
    if (withinPace(world, from, world.cell[t]!)) dv += DV['point-blank'];
    // The two printed lines of conditions: "Shot while evading or in dense or hard cover or lying
    // prone" (+2) and "Shot while Moving quickly or in light cover" (+1); each condition counts
    // (RULINGS.md QR-178), or under `+one-per-line` each line once.
    let line2 = 0;
    let line1 = 0;
    if (world.evading[t] === 1) line2 += DV.evading;
    else if (world.movingQuickly[t] === 1) line1 += DV['moving-quickly'];
    if (world.prone[t] === 1) line2 += DV.prone;
    const sight = world.map.sight(from)[world.cell[t]!]!;
    const nf = world.northfield;
    if (nf !== null) {
      // The Northfield module's cover replaces the map's: hard inside a building unless shot from
      // an adjacent square, the corner of a building kept; anyone else "can be hit anywhere" (QR-99).
      if (nf.hardCover(t, attacker, sight)) line2 += DV['hard-cover'];
    } else if (inCoverFrom(world, t, from)) line2 += DV['hard-cover'];
    else if ((sight & S_OBSCURED) !== 0) line1 += DV['light-cover'];
    dv += world.setup.variant.onePerLine === 1 ? onePerLine(line2, line1) : line2 + line1;
    if ((c.traits & TRAIT.stealthy) !== 0) dv += DV.stealthy;
  } else {
    if (world.blocking[t] === BLOCKING) dv += DV.block;
    // Fighting in buildings: "Characters fighting in a building count as behind defences if being
    // attacked": against an attacker outside (RULINGS.md QR-177); under +inside-defences whoever
    // attacks him, until he is "pushed back and the attacker is able to enter the building".
    if (world.map.terrain[world.cell[t]!] === T_INTERIOR) {
      const attackerInside = world.map.terrain[world.cell[attacker]!] === T_INTERIOR;
      if (world.setup.variant.insideDefences === 1 ? !(attackerInside && world.pushedBack[t] === 1) : !attackerInside) dv += DV['behind-defences'];
    }
  }
  return dv;
}

/** The cards an effect of the effects of hit table takes (tables/effects.ts `HITS_OF`, as comparisons: no keyed lookup in the trial loop). */
function cardsOf(effect: HitEffect): number {
  return effect === '1-hit' ? 1 : effect === '2-hits' ? 2 : effect === '3-hits' ? 3 : 0;
}

/**
 * Resolves one hit on `t` by `attacker` at DV `dv` (every adjustment included): t rolls his
 * action dice on the EFFECTS OF HIT TABLE (a roll that would take cards may be rerolled by Lucky,
 * and by Cut! when it would take his last card: RULINGS.md QR-5) and the outcome is applied.
 * `blunt` 1: the hits knock out (a card removed until he comes round) instead of wounding.
 * `how`: `BY_SHOOTING` or `BY_FIGHTING`. `poisoned` 1: a poisoned weapon or a venomous bite: a hit
 * that wounds him (takes a card) calls for the poison test (REEL 6, POISON; RULINGS.md QR-53)
 * before his courage test, a graze too under `+poison-graze`; failed, it is 2 lethal hits more. A
 * beast is hit on DAMAGE TO WILD ANIMALS instead (wild-animals.ts, RULINGS.md QR-51). `fall`:
 * bits; {@link FALL_TRAP}, the injury test of a rider whose mount collapsed (mounts.ts
 * `collapse`): a roll read of 1 traps him under it (`trapped`) before the outcome is played, so
 * that its courage test finds him pinned there (RULINGS.md QR-35, QR-141); {@link INJURY_TEST}, a
 * test for injury, no hit. Under `+lucky-effects` a Lucky attacker of another side rerolls a Near
 * Miss or a Graze of his hit ("improving the results of hits caused by them", REEL 2; QR-83), one
 * of his four, when the target has not rerolled it: the second take stands. Fills
 * {@link hitResult}.
 */
export function resolveHit(world: QdWorld, t: number, attacker: number, dv: number, blunt: number, how = BY_SHOOTING, poisoned = 0, fall = 0): HitResult {
  hitResult.cards = 0;
  hitResult.out = 0;
  if (world.animal[t] === 1) {
    const r = beastDamage(world, t, attacker, dv, how === BY_FIGHTING ? 1 : 0);
    hitResult.cards = r.cards;
    hitResult.out = r.out;
    return hitResult;
  }
  // A hit frees him of a charm or an influence until a test (persuasion.ts, RULINGS.md QR-159).
  if (world.setup.persuasion === 1) releaseOnHit(world, t);
  let roll = rollActionDice(world, t, 0);
  let effect = hitEffect(roll, dv);
  if (world.log !== null) world.log.push(`    ${nameOf(world, t)} rolls ${rolled(world, roll)} for the effect at DV ${dv}: ${effect}`);
  let hits = cardsOf(effect);
  if (hits > 0 && (world.luckLeft[t]! > 0 || hits >= cardsLeft(world, t))) {
    // Lucky first (it keeps Cut! for later), else Cut! to save the last card: one reroll, the second take stands.
    let again = false;
    let byCut = false;
    if (spendLuck(world, t)) again = true;
    else byCut = again = spendCut(world, t);
    if (again) {
      roll = rollActionDice(world, t, 0);
      effect = hitEffect(roll, dv);
      if (world.log !== null) world.log.push(`    ${nameOf(world, t)} rerolls the effect: ${rolled(world, roll)}, ${effect}`);
      // The second take stands (QR-5), its cards too (QR-88: the first take's number was removed before).
      hits = cardsOf(effect);
      // A Cut! second take that no longer takes his last card(s) saved him.
      if (byCut && hits < cardsLeft(world, t)) cutSaved(world);
    }
  } else if (
    world.setup.variant.luckyEffects === 1 &&
    (effect === 'near-miss' || effect === 'graze') &&
    (fall & INJURY_TEST) === 0 &&
    attacker >= 0 &&
    world.sideOf[attacker] !== world.sideOf[t] &&
    spendLuck(world, attacker)
  ) {
    // `+lucky-effects`: the Lucky attacker improves the result of his hit (REEL 2; QR-83); the second take stands (QR-5).
    roll = rollActionDice(world, t, 0);
    effect = hitEffect(roll, dv);
    if (world.log !== null) world.log.push(`    ${nameOf(world, attacker)} is Lucky and has the effect rerolled: ${rolled(world, roll)}, ${effect}`);
    hits = cardsOf(effect);
  }
  hitResult.roll = roll;
  world.lastAttacker[t] = attacker;
  // "On a roll of 1 they also become trapped under their dead mount" (REEL 6, HITS ON MOUNTS; QR-141).
  if ((fall & FALL_TRAP) !== 0 && roll === 1) world.trapped[t] = 1;
  switch (effect) {
    case 'near-miss':
      count(world, Q_NEAR_MISSES);
      hitResult.effects |= EFFECT_NEAR_MISS;
      return hitResult;
    case 'graze': {
      count(world, Q_GRAZES);
      hitResult.effects |= EFFECT_GRAZE;
      // Under +poison-graze a graze of a poisoned weapon or a venomous bite injures him: the poison
      // test, before his courage test, as for a Hit (RULINGS.md QR-53).
      if (poisoned === 1 && blunt === 0 && world.setup.variant.poisonGraze === 1 && poisonTest(world, t)) takeCards(world, t, POISON_HITS, 0);
      const c = world.setup.characters[t]!;
      // Graze: "Characters who are a Hero or Main Character or are Brave or a Fanatic can carry on".
      if (c.star === 0 && (c.traits & (TRAIT.brave | TRAIT.fanatic)) === 0) courageTest(world, t, attacker);
      return hitResult;
    }
    case 'courage-test':
      count(world, Q_COURAGE_EFFECTS);
      hitResult.effects |= EFFECT_COURAGE_TEST;
      courageTest(world, t, attacker);
      return hitResult;
    default:
      count(world, Q_CARD_HITS);
      hitResult.effects |= EFFECT_HITS;
      takeCards(world, t, hits, blunt);
      if (poisoned === 1 && blunt === 0 && hitResult.cards > 0 && world.status[t] === STATUS_UP && poisonTest(world, t)) takeCards(world, t, POISON_HITS, 0);
      if (world.status[t] === STATUS_UP && (world.kod[t] === 0 || world.setup.variant.koCourage === 1)) courageTest(world, t, attacker);
      return hitResult;
  }
}

/**
 * `t` loses `hits` cards: lethal hits for good (he is wounded), blunt hits until he comes round
 * (he is knocked out while any are out). Each removes one of his cards still to come this phase
 * when he has one (RULINGS.md QR-3). With no cards left he is a casualty (lethal) or passes out
 * (blunt only): out of the action.
 */
export function takeCards(world: QdWorld, t: number, hits: number, blunt: number): void {
  const k = world.qAt + Q_GLOBAL + t * Q_PER_CHARACTER;
  for (let h = 0; h < hits && cardsLeft(world, t) > 0; h++) {
    if (blunt === 1) {
      world.ko[t] = world.ko[t]! + 1;
      world.kod[t] = 1;
      count(world, Q_BLUNT_HITS);
      world.acc[k + 1] = world.acc[k + 1]! + 1;
    } else {
      world.lethal[t] = world.lethal[t]! + 1;
      world.wounded[t] = 1;
      count(world, Q_LETHAL_HITS);
      world.acc[k] = world.acc[k]! + 1;
    }
    if (world.toCome[t]! - world.void[t]! > 0) {
      world.void[t] = world.void[t]! + 1;
      world.voidHit[t] = world.voidHit[t]! + 1;
    }
    hitResult.cards++;
  }
  if (world.log !== null && hitResult.cards > 0) world.log.push(`    ${nameOf(world, t)} loses ${hitResult.cards} card${hitResult.cards > 1 ? 's' : ''} (${blunt === 1 ? 'knocked out' : 'wounded'}); ${cardsLeft(world, t)} left`);
  if (cardsLeft(world, t) === 0 && world.status[t] === STATUS_UP) {
    hitResult.out = 1;
    // A casualty of lethal hits; with only blunt hits he passes out (RULINGS.md QR-20 decides the casualty's fate).
    setStatus(world, t, world.lethal[t]! > 0 && world.setup.variant.lethal === 1 ? STATUS_DEAD : STATUS_UNCONSCIOUS);
    world.engaged[t] = -1;
    if (world.log !== null) world.log.push(`    ${nameOf(world, t)} ${world.lethal[t]! > 0 ? 'collapses from his wounds' : 'passes out'}`);
    if (world.northfield !== null) world.northfield.onTakeOut(t, world.status[t]!);
    // A Bloodthirsty opponent takes trophies from the fallen foe until he passes an action test (RULINGS.md QR-82).
    for (let k = 0; k < world.n; k++) {
      if (world.engaged[k] === t && world.setup.characters[k]!.bloodthirsty === 1 && world.status[k] === STATUS_UP) world.trophy[k] = 1;
    }
  }
}

/**
 * A courage test of `t` (COURAGE TEST), caused by `source` (a character): Heroic characters do not
 * test; Brave and Proud characters reroll a failure; a Fanatic ignores 1s. Outcomes: 1 flee at
 * full speed if in the open or in close combat, duck down if in cover (defenceless in close
 * combat: `DUCK_HELPLESS`), surrender if unable to flee; 2-4 in close combat fall back 2 paces "On
 * the Back Foot", in the open fall back one move toward cover, in cover duck down (`DUCK_DOWN`: he
 * still defends himself); in close combat he flees or falls back away from the man he fights
 * ({@link combatFoe}), else from `source` (RULINGS.md QR-21); in a vehicle, 1 or 2-4 duck down in
 * it (RULINGS.md QR-41; the 1 defenceless, QR-113); trapped under his dead horse, the same: 1 ducks down defenceless, 2-4
 * ducks down behind it (QR-141); 5-9 unaffected; 10 a free action: shoot back or fight back at once
 * (`pendingFree`, played by the engine). A beast does not test, nor a man knocked out (but under
 * `+ko-courage`, RULINGS.md QR-112), unconscious or otherwise out of the action (REEL 6, Hit;
 * QR-112).
 */
export function courageTest(world: QdWorld, t: number, source: number): void {
  const c = world.setup.characters[t]!;
  // A beast takes no courage test: its reaction test (beasts.ts) is its nerve (RULINGS.md QR-49).
  if (world.animal[t] === 1) return;
  // Heroic: "No need to test for Courage" (REEL 2, PERSONALITY); the replay says so.
  if ((c.traits & TRAIT.heroic) !== 0) {
    if (world.log !== null && world.status[t] === STATUS_UP) world.log.push(`    ${nameOf(world, t)} is Heroic: no courage test`);
    return;
  }
  // "Unless the character is now a casualty or has passed out they must take a Courage Test" (REEL 6,
  // Hit): a man knocked out (or down) takes none, whatever calls for it (RULINGS.md QR-112).
  // Under +ko-courage a man knocked out with cards left tests and carries out the outcome (QR-112).
  if ((world.kod[t] === 1 && world.setup.variant.koCourage === 0) || world.status[t] !== STATUS_UP) return;
  // While a shot's hits are scored, or in simultaneous fire, the test waits until the shooting is over (RULINGS.md QR-203).
  if (world.courageDeferDepth > 0 && world.courageQueued < COURAGE_QUEUE) {
    const q = world.courageQueued++;
    world.courageQueue[2 * q] = t;
    world.courageQueue[2 * q + 1] = source;
    if (t === world.courageHeldFor && world.log !== null) world.log.push(`    ${nameOf(world, t)}'s courage test waits until his simultaneous shot is fired`);
    return;
  }
  count(world, Q_COURAGE_TESTS);
  let v = test(world, t, 0, ((c.traits & (TRAIT.brave | TRAIT.proud)) !== 0 ? REROLL | LUCK : LUCK) | LED, 'takes a courage test');
  if (v === 1 && (c.traits & TRAIT.fanatic) !== 0) v = 2;
  count(world, Q_COURAGE_BAND + (v === 1 ? 0 : v <= 4 ? 1 : v <= 9 ? 2 : 3));
  const move = budgetPaces(world, t);
  // In a vehicle he can neither flee nor fall back without getting out: he ducks down in it (RULINGS.md QR-41).
  const aboard = world.aboard[t]! >= 0;
  // Trapped under his dead horse he cannot be moved: he ducks down behind it (RULINGS.md QR-141).
  const trapped = world.trapped[t] === 1;
  // "In close combat": a man fighting him still able to, his own opponent or another (QR-225).
  const inCombat = inCloseCombat(world, t);
  // In close combat he flees or falls back "away from the enemy" he fights, not from a shooter
  // elsewhere who caused the test (RULINGS.md QR-21, QR-225); out of it, from the one who caused it.
  const from = world.cell[inCombat ? combatFoe(world, t, source) : source]!;
  if (v === 1) {
    if (!aboard && !trapped && (inCombat || !courageCover(world, t, from))) {
      flee(world, t, from, move);
    } else {
      // "If already in cover duck down and will not even defend self if attacked in close combat" (QR-113).
      world.ducked[t] = DUCK_HELPLESS;
      if (world.log !== null) world.log.push(`    ${nameOf(world, t)} ducks down and will not even defend himself`);
    }
  } else if (v <= 4) {
    if (aboard) {
      duckDown(world, t);
      if (world.log !== null) world.log.push(`    ${nameOf(world, t)} ducks down in the ${world.setup.vehicles[world.aboard[t]!]!.name}`);
    } else if (trapped) {
      duckDown(world, t);
      if (world.log !== null) world.log.push(`    ${nameOf(world, t)} ducks down behind his dead horse`);
    } else if (inCombat) {
      moveAway(world, t, from, (2 * 2) / world.setup.pacesPerSpace, false, 'falls back 2 paces');
      world.backFoot[t] = 1;
      world.pushedBack[t] = 1;
    } else if (courageCover(world, t, from)) {
      duckDown(world, t);
      if (world.log !== null) world.log.push(`    ${nameOf(world, t)} ducks down behind cover`);
    } else {
      const cover = coverFrom(world, t, from, move, true);
      const at = world.cell[t]!;
      if (cover >= 0) moveToCover(world, t, cover, move, 'falls back to cover', from);
      else moveAwayClear(world, t, from, move, 'falls back');
      // "1 move": a full move off the movement chart, moving quickly until his next card (RULINGS.md QR-213 amended).
      movedQuickly(world, t, at);
    }
  } else if (v === 10) {
    world.pendingFree[t] = source;
    world.pendingFreeAny = 1;
  }
}

/**
 * True if `t` is "in close combat" for his courage test (COURAGE TEST: "If in the open or in close
 * combat ..."; "If in close combat, fall back 2 paces"): fighting a man still able to fight
 * (`active`: up and not knocked out), his own opponent, or another man fighting him beside him
 * (world.ts `otherOpponent`). An opponent knocked out or down, nobody else
 * fighting him, is no fight, as for breaking off (RULINGS.md QR-180, QR-225). Allocates nothing.
 */
function inCloseCombat(world: QdWorld, t: number): boolean {
  const e = world.engaged[t]!;
  return e >= 0 && (active(world, e) || otherOpponent(world, t, e) >= 0);
}

/**
 * The man `t`, "in close combat" ({@link inCloseCombat}), flees or falls back from on his courage
 * test (COURAGE TEST: 1 "If in the open or in close combat, panic and flee at maximum speed away
 * from the enemy"; 2-4 "If in close combat, fall back 2 paces", REEL 3; RULINGS.md QR-21): the
 * one who caused the test if he is one of the men fighting t and beside him (a blow, a Fearsome
 * charge); else t's own opponent if beside him and able; else another able man fighting t beside
 * him (world.ts `otherOpponent`); else his own opponent, able, who fell back out of contact
 * (QR-161). Never a shooter elsewhere. Allocates nothing.
 */
function combatFoe(world: QdWorld, t: number, source: number): number {
  const e = world.engaged[t]!;
  if (source !== t && active(world, source) && inContact(world, t, source) && (e === source || world.engaged[source] === t)) return source;
  if (active(world, e) && inContact(world, t, e)) return e;
  const o = otherOpponent(world, t, e);
  return o >= 0 ? o : e;
}

/**
 * `t`'s courage test for the charge of Fearsome `source` at him, or his own charge at Fearsome
 * `source` (REEL 2, PERSONALITY, Fearsome: "Opponents take a Courage Test on first sighting or if
 * they charge or are charged by such a character"; RULINGS.md QR-110, QR-246): one test for the
 * one encounter. A first-sighting test of `source` still owed (`pendingCourage`, taken at his next
 * card: QR-12) is this one, and is dropped; a first sighting of him later calls for none
 * (`fearsomeMet`). Called by fighting.ts `fearsomeCharge` and ride-down.ts `rideDown`.
 */
export function fearsomeCourage(world: QdWorld, t: number, source: number): void {
  world.fearsomeMet[t * world.n + source] = 1;
  if (world.pendingCourage[t] === source) {
    world.pendingCourage[t] = -1;
    if (world.log !== null) world.log.push(`    ${nameOf(world, t)}'s test on first sighting ${nameOf(world, source)} is this one`);
  }
  courageTest(world, t, source);
}

/**
 * Takes the courage tests held back since the queue was `mark` long (RULINGS.md QR-203), in the
 * order they were called for, and leaves the queue `mark` long: a test that leads to more shooting
 * (a holder answering a flight) queues and takes its own after it, as a stack. An entry whose
 * tester is negative (`-1 - t`) is a rider's test to keep control of his horse held back the same
 * way (mounts.ts `hitMount`, RULINGS.md QR-300): `control` takes it.
 */
export function flushCourage(world: QdWorld, mark: number, control: (world: QdWorld, t: number, source: number) => void): void {
  for (let k = mark; k < world.courageQueued; k++) {
    const t = world.courageQueue[2 * k]!;
    if (t < 0) control(world, -1 - t, world.courageQueue[2 * k + 1]!);
    else courageTest(world, t, world.courageQueue[2 * k + 1]!);
  }
  world.courageQueued = mark;
}

/** i's move in half-spaces (his maximum move, mounted or on foot). */
function budgetPaces(world: QdWorld, i: number): number {
  return moveAllowance(world, i);
}

/**
 * True if `t` is not "in the open" for a courage test caused from cell `from` (REEL 3, COURAGE
 * TEST: "If in the open ... If already in cover duck down"): in cover from there (cover.ts
 * `shelteredFrom`: hard or corner cover, or out of its line altogether, a wall between: a man who
 * fell behind a wall, his test taken against the nearest enemy through it, ducks down; RULINGS.md
 * QR-21 amended). Under `+courage-light-cover`, in light cover too, as the DV table reads it ("in
 * light cover": soft cover on the line, `S_OBSCURED`, not under the Northfield module, whose cover
 * replaces the map's; {@link targetDv}). Only the courage test asks: a shot needs a line, and its
 * DV reads the cover.
 */
function courageCover(world: QdWorld, t: number, from: number): boolean {
  return shelteredFrom(world, t, from) || (world.setup.variant.courageLightCover === 1 && world.northfield === null && (world.map.sight(from)[world.cell[t]!]! & S_OBSCURED) !== 0);
}

/**
 * Of the exits of `exits` ({@link exitGroups}) t can reach (on foot, or on the cells a horse may
 * enter when he rides), the nearest by his way there whose first step does not take him nearer cell
 * `from` ({@link exitRouteNears}); null when none.
 */
function otherExit(world: QdWorld, t: number, exits: Int32Array, from: number, budget: number): ExitGroup | null {
  const map = world.map;
  const here = world.cell[t]!;
  let best: ExitGroup | null = null;
  let bestCost = UNREACHABLE;
  // Made once per world (every character's `exits` is the map's exit cells: world.ts), indexed
  // (a for-of's iterator is an object a cold function allocates).
  const groups = world.exitGroups ?? (world.exitGroups = exitGroups(map, exits));
  for (let k = 0; k < groups.length; k++) {
    const g = groups[k]!;
    const field = world.mounted[t] === 1 ? map.horsePathFieldToSet(g.key, g.cells) : map.pathFieldToSet(g.key, g.cells);
    const cost = field[here]!;
    if (!(cost > 0 && cost < bestCost) || exitRouteNears(world, t, g.cells, from, budget, g.key)) continue;
    best = g;
    bestCost = cost;
  }
  return best;
}

/**
 * `t`, fleeing cell `from` with `budget` half-spaces, where the way to the nearest of `exits` leads
 * toward `from` (exits.ts `exitRouteNears`): toward the nearest other exit whose way does not
 * ({@link otherExit}), else away from `from` (RULINGS.md QR-21; a beast too, QR-47). Used by
 * {@link flee} and beasts.ts `beastFlee`.
 * @returns true if it ran away from `from` (movement.ts `moveAwayClear`, stopping short of an enemy
 *   up, QR-348: no other exit, or none he could walk
 *   toward), so that {@link flee} does not try the same again (RULINGS.md QR-21, amended by the
 *   twentieth audit: the replay said "flees: no way to go" twice for one attempt)
 */
export function fleeByOtherExit(world: QdWorld, t: number, exits: Int32Array, from: number, budget: number): boolean {
  const other = otherExit(world, t, exits, from, budget);
  if (other !== null && walkToExit(world, t, other.cells, budget, 'flees', other.key)) return false;
  moveAwayClear(world, t, from, budget, 'flees', true);
  return true;
}

/**
 * `t` panics and flees at full speed "away from the enemy" (COURAGE TEST, 1): toward the nearest
 * exit, unless the first step he would take on it takes him nearer cell `from` (exits.ts
 * `exitRouteNears`): then toward the nearest other exit whose way does not (an audit, 2026-12-01:
 * Northfield's robbers, the nearest road out past the man they fled, rode into a dead end and
 * surrendered with other roads open); with none, or as a rider none reachable for his horse, away
 * from `from`, stopping short of a cell beside an enemy up (movement.ts `moveAwayClear`: he flees
 * away from the enemy, not into contact with another, RULINGS.md QR-348); on foot with no exit
 * reachable, or cornered, he surrenders (RULINGS.md QR-21).
 */
export function flee(world: QdWorld, t: number, from: number, budget: number): void {
  clearWalkFailedTask();
  // A flight is counted when he breaks, not at each card he goes on fleeing (acting.ts: a broken
  // man's card is a flight again); an audit, 2026-12-01: 18 counted where 11 men fled.
  if (world.broken[t] === 0) count(world, Q_FLED);
  world.broken[t] = 1;
  world.engaged[t] = -1;
  // Fleeing, he holds no longer: no response from a hold (responses.ts `opportunities`).
  holdLapses(world, t, "'s hold ends as he flees");
  const exits = world.obs[t]!.exits;
  const start = world.cell[t]!;
  // On an exit open to him he leaves by it (RULINGS.md QR-181, amended by the twenty-ninth audit).
  if (fleeFromExit(world, t, exits)) {
    endFightsWith(world, t);
    return;
  }
  // Whether he has already tried to run away from `from` (`moveAway`): once is the attempt, and
  // the replay says it once (RULINGS.md QR-21, amended by the twentieth audit).
  let ranAway = false;
  if (exits.length > 0 && exitRouteNears(world, t, exits, from, budget)) ranAway = fleeByOtherExit(world, t, exits, from, budget);
  else if (exits.length > 0) {
    // A rider whose horse cannot reach an exit gallops away instead (RULINGS.md QR-30).
    if (!walkToExit(world, t, exits, budget, 'flees') && world.mounted[t] === 1) {
      moveAwayClear(world, t, from, budget, 'flees', true);
      ranAway = true;
    }
  } else {
    moveAwayClear(world, t, from, budget, 'flees', true);
    ranAway = true;
  }
  // "If unable to do either attempt to surrender": the way to the exit blocked (a man standing in
  // it), he runs away from the enemy instead; he surrenders only when he can go nowhere. A man
  // stopped by the task roll at an obstacle tried, and fled: he tries again on his next card
  // (the task chart's "may try again next turn"; RULINGS.md QR-21).
  if (!ranAway && world.status[t] === STATUS_UP && world.cell[t] === start && !lastWalkFailedTask()) moveAwayClear(world, t, from, budget, 'flees', true);
  if (world.status[t] === STATUS_UP && world.cell[t] === start && !lastWalkFailedTask()) {
    setStatus(world, t, STATUS_CAPTURED);
    if (world.log !== null) world.log.push(`    ${nameOf(world, t)} cannot get away and surrenders`);
  }
  // "flee at maximum speed": shot until his next card, he is "Moving quickly" (DV +1; RULINGS.md QR-206).
  movedQuickly(world, t, start);
  endFightsWith(world, t);
}

/**
 * `t` has fled out of contact: the men fighting him fight him no longer ("panic and flee at
 * maximum speed away from the enemy", COURAGE TEST, 1: he is out of the fight, as his own `engaged`
 * says). Each fights on with another man still fighting him (engaged with him, able and in contact,
 * the lowest index: world.ts `otherOpponent`, QR-180), else nobody; a later attack on `t` is a
 * new one, tested, not a follow up (RULINGS.md QR-224). A man still beside him (he could not get
 * away) is still fighting him. Also after a bolting horse carries its rider out of contact
 * (mounts.ts `bolt`, RULINGS.md QR-340). Allocates nothing.
 */
export function endFightsWith(world: QdWorld, t: number): void {
  for (let k = 0; k < world.n; k++) {
    if (world.engaged[k] === t && !inContact(world, k, t)) world.engaged[k] = otherOpponent(world, k, t);
  }
}

/**
 * A knocked-out character tests to come round on his card (TESTING TO COME ROUND): frail use
 * reduced dice, tough reroll a failure. 1: knocked out for the rest of the action (unconscious);
 * 2-4 groggy; 5-9 comes round and recovers the cards knocked out (RULINGS.md QR-10); 10 comes
 * round and may act on this card. Returns true if he may act now.
 */
export function comeRound(world: QdWorld, i: number): boolean {
  const v = comeRoundRoll(world, i);
  if (v === 1) {
    goOut(world, i, STATUS_UNCONSCIOUS);
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is out for the rest of the action`);
    if (world.northfield !== null) world.northfield.onTakeOut(i, STATUS_UNCONSCIOUS);
    return false;
  }
  if (v <= 4) return false;
  world.kod[i] = 0;
  world.ko[i] = 0;
  count(world, Q_CAME_ROUND);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} comes round`);
  return v === 10;
}

/** i's roll to come round (TESTING TO COME ROUND): his action dice, reduced if Frail; Tough, and Lucky, reroll a failure. */
function comeRoundRoll(world: QdWorld, i: number): number {
  const c = world.setup.characters[i]!;
  // Lucky rerolls a failure (1-4): "dice rolls which cause an adverse affect on them" (QR-83).
  return test(world, i, (c.traits & TRAIT.frail) !== 0 ? 1 : 0, ((c.traits & TRAIT.tough) !== 0 ? REROLL : 0) | LUCK, 'tries to come round');
}

/**
 * True if i has passed out from blunt hits alone and may still come round under
 * `+passed-out-come-round` (RULINGS.md QR-10): unconscious, every card knocked out (none lost to a
 * lethal hit), not out for the rest of the action after a come-round roll of 1 (`gone`).
 */
export function passedOut(world: QdWorld, i: number): boolean {
  return world.status[i] === STATUS_UNCONSCIOUS && world.lethal[i] === 0 && world.ko[i]! > 0 && cardsLeft(world, i) === 0 && world.gone[i] === 0;
}

/**
 * Under `+passed-out-come-round` (RULINGS.md QR-10), a man who has passed out from blunt hits alone
 * ({@link passedOut}) tests to come round at the start of a phase, before the cards are dealt:
 * "When a character has no cards left they are deemed to be casualties and are unable to move or
 * perform any actions, unless they receive medical aid or if their wounds are from a Stunning
 * weapon and they succeed in recovering" (REEL 2, CHARACTER TYPE/STAR STATUS). The roll is
 * {@link comeRound}'s: 1 "KO'd for the rest of the action" (he tests no more and is beyond first
 * aid, `gone`); 2-4 groggy, out still; 5-9 and 10 he comes round with every card (QR-10) and gets
 * up where he lies (healing.ts `getUp`), dealt his cards this phase (the 10's "another action" has
 * no card to go with at the start of a phase). Counted with those coming round.
 * @returns true if he came round
 */
export function comeRoundPassedOut(world: QdWorld, i: number): boolean {
  const v = comeRoundRoll(world, i);
  if (v === 1) {
    world.gone[i] = 1;
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is out for the rest of the action`);
    return false;
  }
  if (v <= 4) return false;
  world.kod[i] = 0;
  world.ko[i] = 0;
  const nb = getUp(world, i);
  count(world, Q_CAME_ROUND);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} comes round and gets up${nb >= 0 ? ` at ${xy(world, nb)}` : ''}`);
  return true;
}

/**
 * True if i is a casualty of lethal hits whose fate waits for the end of the action (QR-20): out
 * of the action with lethal hits among his cards lost, unconscious, or captured lying so
 * (Northfield's citizens take an outlaw down in his square: he is as hurt as if they had not;
 * RULINGS.md QR-98), lethal and blunt hits together as for the unconscious.
 */
export function lethalCasualty(world: QdWorld, i: number): boolean {
  const st = world.status[i];
  const out = st === STATUS_UNCONSCIOUS || (st === STATUS_CAPTURED && world.lethal[i]! + world.ko[i]! >= world.cardsMax[i]!);
  return out && world.lethal[i]! > 0;
}

/**
 * The fate of a casualty of lethal hits at the end of the trial (POST ACTION REST AND RECOVERY,
 * "injured and with no cards they could activate"): his action dice; a 1 is "He's Going!", roll
 * again: 1 to 4 "A Goner!" (dead); anything else he lives (unconscious, or captured). RULINGS.md
 * QR-20; a man captured after all his cards were lost, some to lethal hits, rolls too (QR-98).
 */
export function casualtyFate(world: QdWorld, i: number): void {
  if (!lethalCasualty(world, i) || world.setup.variant.lethal === 1) return;
  const v = rollActionDice(world, i, 0);
  const first = world.log !== null ? rolled(world, v) : '';
  if (v !== 1) {
    if (world.log !== null) world.log.push(`  after the action: ${nameOf(world, i)} rolls ${first}: he lives`);
    return;
  }
  const again = rollActionDice(world, i, 0);
  if (again <= 4) setStatus(world, i, STATUS_DEAD);
  if (world.log !== null) world.log.push(`  after the action: ${nameOf(world, i)} rolls ${first}, "He's Going!", then ${rolled(world, again)}: ${again <= 4 ? 'A Goner!' : again <= 9 ? 'Needs Extensive Medical Care!' : 'Needs Medical Care!'}`);
}
