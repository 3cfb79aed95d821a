/**
 * Fighting (REEL 5, FIGHTING): wanting to make an attack (closing into contact: a charge), the
 * defender's response (evade, block or a hasty shot, forfeiting his next card), to hit with the
 * attack dice of a melee weapon (reduced for poor fighters and the outnumbered), A Deadly Riposte
 * on a 1, a Deadly Blow on a 10, Mighty Blow and All Out Attack (each once a phase), reach (the
 * longer reach lowers DV until the shorter scores on him, per pair while in contact: RULINGS.md
 * QR-114), fighting in buildings, Fearsome, and breaking off, and restraining by brute strength (a
 * grapple that hits: entangle.ts). A beast attacks here too, with its own attack dice (REEL 7:
 * BEASTS; RULINGS.md QR-48), and a beast attacked is
 * activated and tests its reaction when hit (beasts.ts). Hits go to effects.ts (blunt weapons
 * knock out). Reads and writes `engaged`, `reachWon`,
 * `backFoot`, `blocking`, `defenceless`, `allOutDv`, `mightyUsed`, `allOutUsed`, the hand-to-hand
 * tallies. Allocates nothing.
 */
import { BLOW_ALL_OUT, BLOW_MIGHTY, BLOW_RESTRAIN, BLOW_STANDARD, DEFEND_BASIC, DEFEND_BLOCK, DEFEND_EVADE, DEFEND_HASTY_SHOT, SHOT_HASTY, STATUS_UP, W_HITS, W_KILLS, W_SHOTS, W_STRIDE, W_WOUNDS } from '@deadeye/core';
import { DV } from '../tables/dv.ts';
import { ATTACK_FORMS } from '../tables/types.ts';
import { activate, settleReactions, WAKE_ATTACKED } from './beasts.ts';
import { BY_FIGHTING, endFightsWith, fearsomeCourage, isDefenceless, resolveHit, targetDv } from './effects.ts';
import { isLocated, responseReacts } from './locating.ts';
import { ENT_ENTANGLED, restrain } from './entangle.ts';
import { refusesHarm } from './persuasion.ts';
import { moveAllowance, moveAway, movedQuickly, moveToward } from './movement.ts';
import { fighterChooses, hitMount, markCarriedPast, mountDv, pacesThisCard, strikesMount } from './mounts.ts';
import { blowVdv, fighterChoosesVehicle, hitVehicle, strikesVehicle } from './vehicles.ts';
import { CUT, heldJokerDone, holdJokerOn, LED, LUCK, PASS, REROLL, cutSaved, newAttackDice, rollAttack, spendCut, spendLuck, test } from './rolls.ts';
import { TRAIT, type QdWeaponSpec } from './setup.ts';
import { BAND_CLOSE_COMBAT, BOTH_IF_LOADED, fire, readyToShoot, REROLL_ANY_MISS, REROLL_NOT_ONES, SHOT_HASTY_WITHOUT_DEDUCTION, weaponInHand } from './shooting.ts';
import { drawsOnly } from './shootouts.ts';
import { chargeLevel } from './terrain.ts';
import { rollBeastDice, beastDice } from './wild-animals.ts';
import { Q_ALL_OUT_ATTACKS, Q_DEADLY_RIPOSTES, Q_EVADES, Q_MIGHTY_BLOWS, Q_RESPONSES } from './counts.ts';
import { active, BLOCK_HASTY, BLOCKING, cardsLeft, count, DEFENCELESS, drawWeapon, DUCK_HELPLESS, endSurprise, inContact, otherOpponent, PANICKED, poisonedWeapon, MOOD_BACK, MOOD_FLEE, nameOf, setReachWon, type QdWorld } from './world.ts';

/** Contact and the other opponent live in world.ts (effects.ts reads them too); the fighting rules' importers find them here as well. */
export { inContact, otherOpponent };


const FORM_MELEE = ATTACK_FORMS.indexOf('melee');
const dice = newAttackDice();

/**
 * The weapon i fights with (its index in his weapons): a fighting or improvised weapon he has to
 * hand (not face down nor an item still lying on the map: world.ts `faceDown`), else, Two Fisted,
 * his fists and feet (RULINGS.md QR-184), else the gun in hand (clubbed), else fists (the last).
 * A thrown weapon he has thrown is not in his hand (it lies where it landed, RULINGS.md QR-189):
 * fists.
 */
export function meleeWeapon(world: QdWorld, i: number): number {
  const c = world.setup.characters[i]!;
  const ws = c.weapons;
  for (let w = 0; w < ws.length - 1; w++) if (ws[w]!.missile === 0 && world.faceDown[i * world.maxW + w] === 0) return w;
  if ((c.traits & TRAIT.twoFisted) !== 0) return ws.length - 1;
  const h = world.inHand[i]!;
  if (h < 0 || h >= ws.length || (ws[h]!.thrown === 1 && world.loaded[i * world.maxW + h] === 0)) return ws.length - 1;
  return h;
}

/**
 * Bloodthirsty i, in a fight, tests to stop fighting ("Must pass an Action test to stop fighting",
 * REEL 2, PERSONALITY; RULINGS.md QR-82): true if he passes (5+); false, logged, if he cannot stop.
 * Callers test only a Bloodthirsty man fighting (his card's move away: personalities.ts
 * `fightsOn`; his evade as a defender: {@link strike}).
 */
export function stopsFighting(world: QdWorld, i: number): boolean {
  if (test(world, i, 0, 0, 'tries to stop fighting (Bloodthirsty)') >= 5) return true;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} cannot stop fighting`);
  return false;
}

/**
 * `i` and `t` are fighting (REEL 5: "Once an attack has been made and the fighting has started,
 * characters do not need to reroll to continue fighting but do need to roll if they want to break
 * off"): i's opponent is t, and t's is i unless he is fighting someone already. Set by every
 * attack that strikes on its own card's test: a charge or an attack in contact (`attackAction`)
 * and a blow from a hold (RULINGS.md QR-121).
 */
export function engage(world: QdWorld, i: number, t: number): void {
  world.engaged[i] = t;
  if (world.engaged[t]! < 0) world.engaged[t] = i;
}

/**
 * True if `t` may fight back on another man's card (a Deadly Riposte: "opponent makes an immediate
 * fight back", REEL 5; a courage test's 10, "May make an immediate fight back if in close combat",
 * REEL 3): able (`active`: up, not knocked out), not ducked down helpless ("will not even defend
 * self", QR-113), not entangled or restrained ("defenceless ... otherwise makes no action or
 * move", REEL 6; QR-74), not in the break-off's Panic ("unable to fight back", REEL 5; QR-162),
 * not fleeing ("panic and flee at maximum speed", REEL 3: flight is his whole turn; QR-191,
 * QR-244), and, a beast, with an attack die left ("cannot make any offensive actions", REEL 7;
 * QR-283).
 */
export function mayFightBack(world: QdWorld, t: number): boolean {
  return active(world, t) && world.ducked[t] !== DUCK_HELPLESS && world.entangled[t]! < ENT_ENTANGLED && world.defenceless[t] !== PANICKED && world.broken[t] === 0 && (world.animal[t] === 0 || beastDice(world, t) > 0);
}

/**
 * After i's charge, follow up or ride at `t` from cell `from`: if he moved and `moved` is given,
 * the holders' chance at him before his blow or collision (the engine's `opportunities`,
 * RULINGS.md QR-168). @returns false if the attack is off after it: he is no longer able
 * (`active`) or is broken, or `t` is down; true when nothing was asked
 */
export function answeredMove(world: QdWorld, i: number, t: number, from: number, moved: ((i: number) => void) | null): boolean {
  if (moved === null || world.cell[i] === from) return true;
  moved(i);
  return active(world, i) && world.broken[i] === 0 && world.status[t] === STATUS_UP;
}

/**
 * True if attacker `i` can still strike `t` after a courage test (RULINGS.md QR-110): both up and
 * conscious (`active`; `t` up), neither fled (`broken`), and still in contact.
 */
function stillFighting(world: QdWorld, i: number, t: number): boolean {
  return active(world, i) && world.status[t] === STATUS_UP && world.broken[i] === 0 && world.broken[t] === 0 && inContact(world, i, t);
}

/**
 * i attacks `t` on his card (ACT_ATTACK) with form `blow` (BLOW_*): unless already fighting him,
 * the "Wanting to make an attack" test (Disciplined and Fanatic reroll a failure; 1 falls back 2
 * paces, 2-4 hesitates, 10 may reroll a miss), then a charge into contact with a full move if not
 * in contact. Having charged, against a Fearsome enemy or as a Fearsome charger, the other takes a
 * courage test in close combat (REEL 2 Fearsome; RULINGS.md QR-110): one who flees or falls back
 * out of contact ends the attack, no blow struck. Rash characters and Fanatics make an All Out
 * Attack in the first round. An enemy hidden from him and not located (locating.ts `isLocated`)
 * cannot be attacked. `free`: the Wanting to Attack test is passed without a roll, read as a 5
 * ("another action" of a 10, a reaction's "No need to make an action roll": RULINGS.md QR-131).
 * `moved`: called with i after his charge or follow up has moved him, before the blow (the
 * engine's holders respond to it: "in anticipation of an enemy ... attempting to close with
 * them", QR-168); the blow is struck only if he is still able and in contact with `t` after it.
 * `cameIn`: his card's move brought him into contact with `t` before this attack, its free
 * action (a 10's "move once and perform another action", REEL 3): the blow is a charge's (DV -1,
 * "Hit by a character charging in", REEL 6; the Fearsome courage test, QR-110; RULINGS.md QR-183).
 */
export function attackAction(world: QdWorld, i: number, t: number, blow: number, cutOrder: number, free = false, moved: ((i: number) => void) | null = null, cameIn = false): void {
  if (world.setup.noFighting === 1 || t < 0 || world.status[t] !== STATUS_UP) return;
  const c = world.setup.characters[i]!;
  let reroll = 0;
  // A fight has started between them if either is fighting the other: a man attacked while he was
  // busy with a third turns on his attacker with no test ("do not need to reroll to continue fighting").
  const fresh = world.engaged[i] !== t && world.engaged[t] !== i;
  if (!fresh) world.engaged[i] = t;
  if (fresh) {
    if (!isLocated(world, i, t)) {
      // An enemy hidden and not located cannot be charged (locating.ts, RULINGS.md QR-55).
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} has not located ${nameOf(world, t)} and cannot charge him`);
      return;
    }
    // A charge is a move (RULINGS.md QR-168): after an earlier move in the phase its test is on
    // reduced dice ("a second or subsequent turn", REEL 3), and it counts as one for the next.
    const charge = !inContact(world, i, t);
    // And, as any move faster than a half move, on reduced dice in bad going (and for the Lumbering
    // there): the saloon's floor is bad going (RULINGS.md QR-220; an audit, 2026-12-01).
    const level = charge ? chargeLevel(world, i, world.cell[t]!, moveAllowance(world, i), world.movesThisPhase[i]! > 0 ? 1 : 0) : 0;
    if (charge) world.movesThisPhase[i] = world.movesThisPhase[i]! + 1;
    const v = test(world, i, level, ((c.traits & (TRAIT.disciplined | TRAIT.fanatic)) !== 0 ? REROLL : 0) | (cutOrder === 1 ? CUT : 0) | (free ? PASS : 0), 'wants to attack');
    if (v === 1) {
      const at = world.cell[i]!;
      moveAway(world, i, world.cell[t]!, (2 * 2) / world.setup.pacesPerSpace, false, "loses confidence and falls back 2 paces");
      // A move of his turns this phase where it moved him (a charge's was counted above): his
      // next move test of the phase is on reduced dice (RULINGS.md QR-6, amended by the
      // thirty-fourth audit: gap (h) of QR-21's thirty-third).
      if (!charge && world.cell[i] !== at) world.movesThisPhase[i] = world.movesThisPhase[i]! + 1;
      return;
    }
    if (v <= 4) {
      if (world.log !== null) world.log.push(`    They look Tough! ${nameOf(world, i)} hesitates`);
      return;
    }
    if (v === 10) reroll = REROLL_NOT_ONES;
    let charged = 0;
    if (charge) {
      const from = world.cell[i]!;
      moveToward(world, i, world.cell[t]!, moveAllowance(world, i), 'charges');
      movedQuickly(world, i, from);
      if (!answeredMove(world, i, t, from, moved) || !inContact(world, i, t)) return;
      charged = 1;
    } else if (cameIn) charged = 1;
    engage(world, i, t);
    if (charged === 1 && !fearsomeCharge(world, i, t)) return;
    if ((c.traits & (TRAIT.rash | TRAIT.fanatic)) !== 0) blow = BLOW_ALL_OUT;
    strike(world, i, t, blow, reroll, charged, cutOrder, true);
    // A rider whose mount moved over 8 paces to attack is carried on past on his next card (RULINGS.md QR-157).
    if (world.mounted[i] === 1) markCarriedPast(world, i, t);
    return;
  }
  if (!inContact(world, i, t)) {
    // His opponent fell back or panicked out of contact: he follows up, with no test ("do not need
    // to reroll to continue fighting"), a full move into contact, and strikes as one "following
    // up" (DV -1, the charge's row). Out of reach, the fight is over, for both (RULINGS.md QR-161, QR-241).
    const from = world.cell[i]!;
    world.movesThisPhase[i] = world.movesThisPhase[i]! + 1;
    moveToward(world, i, world.cell[t]!, moveAllowance(world, i), 'follows up');
    movedQuickly(world, i, from);
    if (!answeredMove(world, i, t, from, moved)) return;
    if (!inContact(world, i, t)) {
      // The fight is over for both: his next attack on him is a new one, tested (QR-161, QR-241).
      world.engaged[i] = -1;
      if (world.engaged[t] === i) world.engaged[t] = -1;
      return;
    }
    // Caught up with and attacked, he is in the fight again, as any man attacked (a man who broke
    // off in Panic had left it): his courage test is in close combat, and to walk away he must break
    // off (RULINGS.md QR-179, QR-245).
    engage(world, i, t);
    strike(world, i, t, blow, reroll, 1, cutOrder, true);
    if (world.mounted[i] === 1) markCarriedPast(world, i, t);
    return;
  }
  // His card's move brought him back into contact with the man he fights: he charges in, whichever
  // chart gave him the move (RULINGS.md QR-183; the sixth audit's reading, now in a fight going on too).
  if (cameIn && !fearsomeCharge(world, i, t)) return;
  strike(world, i, t, blow, reroll, cameIn ? 1 : 0, cutOrder, true);
  if (world.mounted[i] === 1) markCarriedPast(world, i, t);
}

/**
 * A charge of i at `t` where either is Fearsome: "Opponents take a Courage Test ... if they charge
 * or are charged by such a character" (REEL 2): only on a charge, in close combat (RULINGS.md
 * QR-110): the caller has engaged the two first ({@link engage}), so that the test is read "in
 * close combat" (COURAGE TEST: 1 flee, 2-4 fall back 2 paces On the Back Foot). Used by
 * {@link attackAction} and by a beast's charge (beast-card.ts `beastAttack`; a beast itself takes
 * no courage test, QR-49). @returns false when no blow follows (he fled, fell back out of contact,
 * or is down: COURAGE TEST), their fight ended where contact was lost
 */
export function fearsomeCharge(world: QdWorld, i: number, t: number): boolean {
  const ti = world.setup.characters[i]!.traits;
  const tt = world.setup.characters[t]!.traits;
  if (((ti | tt) & TRAIT.fearsome) === 0) return true;
  if ((tt & TRAIT.fearsome) !== 0) fearsomeCourage(world, i, t);
  if ((ti & TRAIT.fearsome) !== 0) fearsomeCourage(world, t, i);
  if (stillFighting(world, i, t)) return true;
  if (world.engaged[i] === t && !inContact(world, i, t)) world.engaged[i] = -1;
  if (world.engaged[t] === i && (world.broken[t] === 1 || !inContact(world, i, t))) world.engaged[t] = -1;
  return false;
}

/**
 * One attack of i on `t` (FIGHTING: TRYING TO HIT). `respond`: the defender may respond
 * (not on a riposte). A man blocking makes no attack until his next card, and on that card his
 * attack is hasty (REEL 5, Block; RULINGS.md QR-115). The defender's response (FORMS OF ATTACK: "a
 * defender with a turn remaining can choose to respond"; "Responding to an attack": 1 defenceless,
 * 2-4 flustered DV -1, 5-9 evade, block or a hasty shot, 10 the same without deduction) forfeits
 * his next card. An attacker whose courage test, on being hit by the hasty shot, makes him flee or
 * fall back out of contact strikes no blow (QR-110).
 *
 * A beast attacking (RULINGS.md QR-48) rolls its attack dice left and takes the best ("When a
 * beast attacks, it rolls the number of attack dice shown and takes the best result"), read on the
 * same chart; not reduced for being outnumbered, no Cut!; its bite is lethal (never blunt), high
 * impact for cats and reptiles, Strong counts its paws as fists; its attacks are not counted as a
 * weapon's. A beast attacked is activated; hit, it tests its reaction once the blow is over.
 *
 * In order: the blow declared, the defender's response ({@link defenderResponse}), the blow rolled
 * with its rerolls (Expert, Get Stuck In!, Cut!, Lucky), a Deadly Riposte or a miss, then the hit: its DV, the
 * target's own with the attacker's adjustments ({@link blowDv}), on the rider, his mount or his
 * vehicle, and the effects of hit table (effects.ts `resolveHit`).
 */
export function strike(world: QdWorld, i: number, t: number, blow: number, reroll: number, charged: number, cutOrder: number, respond: boolean): void {
  if (!active(world, i) || world.status[t] !== STATUS_UP) return;
  // A man under a Charismatic or Dominant enemy's sway strikes nobody (persuasion.ts, RULINGS.md QR-159).
  if (world.setup.persuasion === 1 && refusesHarm(world, i)) return;
  // Blocking: "they cannot make a counter attack" until his next card (a riposte, a free action, a
  // blow from a hold, a break-off's first blow): RULINGS.md QR-115.
  if (world.blocking[i] === BLOCKING) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is blocking and cannot counter attack`);
    return;
  }
  const c = world.setup.characters[i]!;
  const beast = c.beast;
  // "If a beast loses all of its attack dice it cannot make any offensive actions".
  if (beast !== null && beastDice(world, i) === 0) return;
  if (world.animal[t] === 1) activate(world, t, i, WAKE_ATTACKED);
  world.attackedPhase[t] = world.turn;
  if (blow === BLOW_MIGHTY && world.mightyUsed[i] === 1) blow = BLOW_STANDARD;
  if (blow === BLOW_ALL_OUT && world.allOutUsed[i] === 1) blow = BLOW_STANDARD;
  if (blow === BLOW_MIGHTY) {
    world.mightyUsed[i] = 1;
    count(world, Q_MIGHTY_BLOWS);
  }
  if (blow === BLOW_ALL_OUT) {
    world.allOutUsed[i] = 1;
    world.allOutDv[i] = 1;
    count(world, Q_ALL_OUT_ATTACKS);
  }
  // The attack is declared before the defender responds: logged now, so that it shows even when
  // his response ends it (an evade out of contact, a hasty shot that stops the blow).
  const declared = world.log !== null && beast === null ? meleeWeapon(world, i) : -1;
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} attacks ${nameOf(world, t)}${beast === null ? ` with ${(c.weapons[declared] as QdWeaponSpec).name}` : ''}${blow === BLOW_MIGHTY ? ' (a Mighty Blow)' : blow === BLOW_ALL_OUT ? ' (an All Out Attack)' : ''}`);
  const response = defenderResponse(world, i, t, respond, beast !== null);
  if (response === NO_BLOW) return;
  const w = meleeWeapon(world, i);
  const spec = c.weapons[w] as QdWeaponSpec;
  // "Fighting more opponents than they have cards": every able man in contact fighting him, or
  // whom he fights (his own opponent counts though busy with another), once each.
  let outnumbering = 0;
  for (let j = 0; j < world.n; j++) if ((world.engaged[j] === i || world.engaged[i] === j) && active(world, j) && inContact(world, i, j)) outnumbering++;
  const level = ((c.traits & TRAIT.poorFighter) !== 0 ? 1 : 0) + (outnumbering > cardsLeft(world, i) ? 1 : 0);
  if (world.log !== null && beast === null && w !== declared) world.log.push(`    ${nameOf(world, i)} strikes with ${spec.name}`);
  let v: number;
  if (beast !== null) v = rollBeastDice(world, i, beastDice(world, i), 'rolls its attack dice');
  else {
    rollAttack(world, i, FORM_MELEE, level, dice);
    v = dice.values[0]!;
  }
  // A miss rerolled once: a Fighter or Expert with the weapon any miss, a 1 too ("If they fail to hit
  // their opponent /target they may reroll", REEL 2; RULINGS.md QR-111), and so the Deadly Riposte's
  // "can reroll their dice" and a hold's Quick Reactions! (`REROLL_ANY_MISS`); Get Stuck In! (10 to
  // attack, `REROLL_NOT_ONES`) "ignoring any 1s", and the All Out Attack's reroll printed under
  // 2-4, a 2-4 only.
  const meleeExpert = beast === null && spec.meleeExpert === 1 && (c.traits & TRAIT.expert) !== 0;
  let oneIgnored = false;
  if (v <= 4 && ((v >= 2 && (reroll === REROLL_NOT_ONES || blow === BLOW_ALL_OUT)) || reroll === REROLL_ANY_MISS || meleeExpert)) {
    if (beast !== null) v = rollBeastDice(world, i, beastDice(world, i), 'rerolls its attack dice');
    else {
      // Why, in the replay (an audit, 2026-12-01: a second roll of the dice stood there unexplained).
      // A reroll of any miss is a Deadly Riposte's (no response to it) or a hold's Quick Reactions!.
      if (world.log !== null) {
        const why = meleeExpert ? 'Expert' : reroll === REROLL_ANY_MISS ? (respond ? 'Quick Reactions!' : 'Deadly Riposte') : reroll === REROLL_NOT_ONES ? 'Get Stuck In!' : 'All Out Attack';
        world.log.push(`    ${nameOf(world, i)} rerolls the attack dice (${why})`);
      }
      rollAttack(world, i, FORM_MELEE, level, dice);
      v = dice.values[0]!;
    }
    // +reroll-ones-ignored: Get Stuck In!'s "ignoring any 1s rolled" as the reroll's 1 ignored, a
    // miss (2-4) with no Deadly Riposte (RULINGS.md QR-111).
    if (v === 1 && reroll === REROLL_NOT_ONES && !meleeExpert && world.setup.variant.rerollOnesIgnored === 1) {
      oneIgnored = true;
      if (world.log !== null) world.log.push(`    the reroll's 1 is ignored (Get Stuck In!): no Deadly Riposte`);
    }
  }
  let cut = false;
  if (v < 5 && cutOrder === 1 && beast === null && spendCut(world, i)) {
    cut = true;
    oneIgnored = false;
    rollAttack(world, i, FORM_MELEE, level, dice);
    v = dice.values[0]!;
    if (v >= 5) cutSaved(world);
  }
  // Lucky rerolls a missed blow as he does a missed shot, a Deadly Riposte's 1 too ("dice rolls
  // which cause an adverse affect on them": REEL 2; RULINGS.md QR-83); not Cut!'s second take, which
  // he "has to abide by" (REEL 1; QR-5). Under `+lucky-effects` only the Riposte's 1, which does
  // something to him; his luck improves the effects of his hits instead (effects.ts `resolveHit`; QR-83).
  if (v < 5 && !cut && beast === null && (v === 1 || world.setup.variant.luckyEffects === 0) && spendLuck(world, i)) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is Lucky and rerolls the blow`);
    oneIgnored = false;
    rollAttack(world, i, FORM_MELEE, level, dice);
    v = dice.values[0]!;
  }
  world.brawlRounds[i] = world.brawlRounds[i]! + 1;
  // A beast's bite is no weapon of the table: not counted in the weapons' rows.
  const wc = beast === null ? world.weaponCells + (spec.index * 4 + BAND_CLOSE_COMBAT) * W_STRIDE : -1;
  if (wc >= 0) world.acc[wc + W_SHOTS] = world.acc[wc + W_SHOTS]! + 1;
  if (v === 1 && !oneIgnored) {
    if ((blow === BLOW_MIGHTY || blow === BLOW_ALL_OUT) && world.defenceless[i] === 0) world.defenceless[i] = DEFENCELESS;
    count(world, Q_DEADLY_RIPOSTES);
    if (world.log !== null) world.log.push(`    A Deadly Riposte! ${nameOf(world, t)} ${mayFightBack(world, t) ? 'fights back' : 'cannot fight back'}`);
    if (mayFightBack(world, t)) strike(world, t, i, BLOW_STANDARD, REROLL_ANY_MISS, 0, 0, false);
    return;
  }
  if (v <= 4) {
    if (blow === BLOW_MIGHTY) world.backFoot[i] = 1;
    if (blow === BLOW_ALL_OUT && world.defenceless[i] === 0) world.defenceless[i] = DEFENCELESS;
    if (world.log !== null) world.log.push(`    Missed!`);
    return;
  }
  if (wc >= 0) world.acc[wc + W_HITS] = world.acc[wc + W_HITS]! + 1;
  // A grapple that succeeds restrains him: the entanglement chart, twice on a 10 (RULINGS.md QR-71).
  if (blow === BLOW_RESTRAIN) {
    restrain(world, i, t, v === 10);
    return;
  }
  const d = world.setup.characters[t]!;
  const tw = d.weapons[meleeWeapon(world, t)] as QdWeaponSpec;
  // The target's own DV, then the attacker's adjustments in `dv` (a mount hit takes these too).
  const own = targetDv(world, t, i, BY_FIGHTING, 0) + ((response & RESPONSE_FLUSTERED) !== 0 ? -1 : 0) + ((response & RESPONSE_DEFENCELESS) !== 0 && !isDefenceless(world, t, BY_FIGHTING) ? DV.defenceless : 0);
  // A clubbed handgun close reach, as the Fists etc bullet's light clubs, under +clubbed-close (QR-118).
  const clubbedClose = world.setup.variant.clubbedClose === 1;
  const reach = clubbedClose ? spec.clubbedReach : spec.reach;
  const theirReach = clubbedClose ? tw.clubbedReach : tw.reach;
  // Riding (RULINGS.md QR-37): "any hits count as high impact if the mount ... is moving over 4 paces" (FIGHTING FROM A MOUNT OR MOVING VEHICLE).
  const highImpact = world.mounted[i] === 1 ? pacesThisCard(world, i) > 4 : world.aboard[i]! >= 0 && world.vMoved[world.aboard[i]!]! > 4;
  const dv = blowDv(world, i, t, v, blow, charged, spec, w, reach > theirReach, highImpact);
  // "the advantage of reach is lost if the character with the shorter reach weapon manages to score a
  // hit" (REEL 2, COMBAT WEAPONS): against this opponent, while they stay in contact (RULINGS.md QR-114).
  if (reach < theirReach) setReachWon(world, i, t);
  // A blow at a rider may strike his mount (FIGHTING OPPONENTS ON MOUNTS OR MOVING VEHICLES).
  const expertWeapon = spec.meleeExpert === 1 && (c.traits & TRAIT.expert) !== 0;
  if (world.mounted[t] === 1 && strikesMount(world, i, t, fighterChooses(world, i, t, expertWeapon))) {
    hitMount(world, t, i, mountDv(world, t, i, BY_FIGHTING) + dv);
    return;
  }
  // A blow at a rider of a vehicle may strike the vehicle (RULINGS.md QR-40).
  const veh = world.aboard[t]!;
  if (veh >= 0 && strikesVehicle(world, i, t, fighterChoosesVehicle(world, i, t, expertWeapon))) {
    // A beast's "All damage is rated as high impact" (REEL 7) on the vehicle table too: "Hit by a High Impact weapon".
    const r = hitVehicle(world, veh, i, blowVdv(world, veh, i, spec, v === 10, highImpact || (beast !== null && beast.highImpact === 1)));
    world.brawlDamage[i] = world.brawlDamage[i]! + r.cards;
    if (wc >= 0) {
      world.acc[wc + W_WOUNDS] = world.acc[wc + W_WOUNDS]! + r.cards;
      world.acc[wc + W_KILLS] = world.acc[wc + W_KILLS]! + r.out;
    }
    return;
  }
  const blunt = beast === null && spec.blunt === 1 && (c.traits & TRAIT.martialArtist) === 0 ? 1 : 0;
  // Dipped in poison; under +poison-kept a thrown one picked up again too (QR-216).
  const r = resolveHit(world, t, i, own + dv, blunt, BY_FIGHTING, beast === null ? poisonedWeapon(world, i, w) : beast.venom);
  world.brawlDamage[i] = world.brawlDamage[i]! + r.cards;
  if (wc >= 0) world.acc[wc + W_WOUNDS] = world.acc[wc + W_WOUNDS]! + r.cards;
  if (r.out === 1) {
    if (wc >= 0) world.acc[wc + W_KILLS] = world.acc[wc + W_KILLS]! + 1;
    // His opponent down, he is still fighting any other man fighting him (QR-180).
    world.engaged[i] = otherOpponent(world, i, t);
  }
  if (world.setup.beasts > 0) settleReactions(world, WAKE_ATTACKED);
}

/**
 * The attacker's adjustments to the DV of a blow of i's on `t` that hit with die `v` (REEL 6, DV
 * ADJUSTMENTS; the target's own DV is effects.ts `targetDv`'s): a Bull's Eye (10), Man Killer, a
 * Mighty Blow, the longer reach (`longerReach`, until the shorter scores: QR-114), charging, the
 * combat skills (QR-116, one -1 under `+one-combat-skill`), Two Weapon Trained and Two Fisted,
 * Strong with a blunt weapon, Off Handed, an improvised weapon, on the back foot, a weapon drawn
 * under `+drawing-blows` (QR-9), hasty after a block (QR-115), a beast's high impact, riding
 * (QR-37) and the high impact of a mount or vehicle moving over 4 paces (`highImpact`). `spec`:
 * the weapon (index `w` of his) he strikes with. Part of {@link strike}.
 * @returns the sum, DV steps (negative: easier to hurt)
 */
function blowDv(world: QdWorld, i: number, t: number, v: number, blow: number, charged: number, spec: QdWeaponSpec, w: number, longerReach: boolean, highImpact: boolean): number {
  const c = world.setup.characters[i]!;
  const beast = c.beast;
  let dv = 0;
  if (v === 10) dv += DV['bulls-eye'];
  if ((c.traits & TRAIT.manKiller) !== 0) dv += DV['man-killer'];
  if (blow === BLOW_MIGHTY) dv += DV['mighty-blow'];
  if (longerReach && world.reachWon[t * world.n + i] === 0) dv += DV['longer-reach'];
  if (charged === 1) dv += DV.charging;
  // The combat skills, each its own -1 as the skill table prints them (REEL 2; RULINGS.md QR-116):
  // Fighter or Expert with this weapon (a clubbed gun counts as a club: QR-173), Martial Artist
  // however armed, Brawler with a club or an improvised short range weapon; Two Weapon Trained and
  // Two Fisted (with fists and feet) each its own -1 too. With +one-combat-skill the DV table's one
  // bullet, "Hit in close combat by a Fighter, Brawler or one with martial arts skill", is one -1
  // however many of the three he has (QR-116).
  const fighter = spec.meleeExpert === 1 && (c.traits & TRAIT.expert) !== 0;
  const martial = (c.traits & TRAIT.martialArtist) !== 0;
  const brawling = (c.traits & TRAIT.brawler) !== 0 && spec.brawling === 1;
  if (world.setup.variant.oneCombatSkill === 1) {
    if (fighter || martial || brawling) dv += DV['close-combat-skill'];
  } else {
    if (fighter) dv += DV.expert;
    if (martial) dv += DV['close-combat-skill'];
    if (brawling) dv += DV['close-combat-skill'];
  }
  if ((c.traits & TRAIT.twoWeaponTrained) !== 0) dv += DV['two-weapon-or-two-fisted'];
  if ((c.traits & TRAIT.twoFisted) !== 0 && spec.id === 'fists') dv += DV['two-weapon-or-two-fisted'];
  if ((c.traits & TRAIT.strong) !== 0 && spec.blunt === 1) dv += DV['strong-blunt'];
  if ((c.traits & TRAIT.offHanded) !== 0) dv += DV['off-handed'];
  if (spec.improvised === 1) dv += DV['light-or-improvised'];
  if (world.backFoot[i] === 1) dv += DV['back-foot'];
  // `+drawing-blows`: "Hit by opponent Drawing weapon on this turn" (+1) on a blow struck with a
  // weapon he carries but has not in hand (not the weapon in hand, not his fists), unless Quick
  // Draw, which "ignores the increase on an enemies DV when drawing a weapon and ... fighting"
  // (REEL 2, REEL 6; RULINGS.md QR-9). Off, the row is not applied to blows.
  if (world.setup.variant.drawingBlows === 1 && beast === null && w !== world.inHand[i] && w < c.weapons.length - 1 && (c.traits & TRAIT.quickDraw) === 0) dv += DV.drawing;
  // The card after his block: "in their turn can only make a hasty attack" (QR-115).
  if (world.blocking[i] === BLOCK_HASTY) dv += DV.hasty;
  if (beast !== null && beast.highImpact === 1) dv += DV['high-impact'];
  // Riding (RULINGS.md QR-37): "Hit by a character riding a mount"; high impact moving over 4 paces.
  if (world.mounted[i] === 1) dv += DV.mounted;
  if (highImpact) dv += DV['high-impact'];
  return dv;
}

/** {@link defenderResponse}: the blow is not struck (the defender evaded out of contact, or his hasty shot stopped it). */
const NO_BLOW = -1;
/** {@link defenderResponse}: flustered (the response chart's 2-4): his DV is lowered by 1. */
const RESPONSE_FLUSTERED = 1;
/** {@link defenderResponse}: made defenceless (the response chart's 1, or a hasty shot that did not stop the blow). */
const RESPONSE_DEFENCELESS = 2;

/**
 * The defender `t`'s response to i's attack (REEL 5, FORMS OF ATTACK: "a defender with a turn
 * remaining can choose to respond"; "Responding to an attack": 1 defenceless, 2-4 flustered DV -1,
 * 5-9 evade, block or a hasty shot, 10 the same without deduction), which forfeits his next card
 * (a holder answers from his hold: RULINGS.md QR-3, QR-197, QR-320). No response when `respond` is
 * false (a riposte), he is Rash (or Proud under `+proud-stands`) ordered to evade (QR-78), has no
 * missile weapon ready for a hasty shot, is in a Panic or fleeing (QR-162, QR-191, QR-243, QR-244),
 * makes the basic defence, ducked helpless, has no card left, or is still surprised (QR-204,
 * QR-231). An evade moves him away (QR-163, QR-240, QR-357); a block stops his counter attacks
 * (QR-115); a hasty shot is fired (QR-105, QR-110; a beast, `beast` true, shot at tests its
 * reaction at once: QR-280). Part of {@link strike}.
 * @returns `NO_BLOW`, or bits: `RESPONSE_FLUSTERED`, `RESPONSE_DEFENCELESS`
 */
function defenderResponse(world: QdWorld, i: number, t: number, respond: boolean, beast: boolean): number {
  let flustered = false;
  // The response's 1, or a hasty shot that did not stop the blow, makes him defenceless: "Defenceless
  // or helpless" is one DV -2, not added to a defencelessness he has already (RULINGS.md QR-9).
  let madeDefenceless = false;
  // A Rash man "Always stands, fights" (REEL 2; RULINGS.md QR-78): he does not evade (his order to
  // evade is the basic defence: no response, no card forfeited); a Proud one too under +proud-stands.
  const standing = TRAIT.rash | (world.setup.variant.proudStands === 1 ? TRAIT.proud : 0);
  const rashStands = world.defenceOrder[t] === DEFEND_EVADE && (world.setup.characters[t]!.traits & standing) !== 0;
  // A hasty shot needs a missile weapon ready ("if armed with a missile weapon", REEL 5): with none
  // he makes the basic defence and keeps his card. So too a man in the break-off's or the evade's
  // Panic, "unable to fight back" until his next card: a shot at his attacker is fighting back
  // (RULINGS.md QR-162, QR-243); and a man fleeing, who fires no shot on another man's card (QR-191, QR-244).
  const shotless = world.defenceOrder[t] === DEFEND_HASTY_SHOT && (!readyToShoot(world, t) || world.defenceless[t] === PANICKED || world.broken[t] === 1);
  // A holder responds with his hold, as to an opponent drawing (shootouts.ts `respondToDraw`); anyone
  // else forfeits a card still to come (RULINGS.md QR-3, QR-197).
  const holds = world.holding[t] === 1;
  let mayRespond = respond && !rashStands && !shotless && active(world, t) && world.defenceOrder[t] !== DEFEND_BASIC && world.ducked[t] !== DUCK_HELPLESS && (holds || world.toCome[t]! - world.void[t]! > 0);
  // Surprised, he answers no attack until his forfeited cards have passed, as he answers no draw
  // (a "surprised" defender "count[s] as Defenceless", REEL 5; RULINGS.md QR-204, QR-231).
  if (mayRespond && world.surpriseLeft[t]! > 0) {
    mayRespond = false;
    if (world.log !== null) world.log.push(`    ${nameOf(world, t)} is caught by surprise: he cannot respond to the attack yet`);
  }
  if (mayRespond) {
    if (holds) world.holding[t] = 0;
    else world.void[t] = world.void[t]! + 1;
    count(world, Q_RESPONSES);
    endSurprise(world, t);
    const d = world.setup.characters[t]!;
    // From his hold it is a response to a hold action, as answering a draw from it (shooting.ts
    // `respondToDraw`): Disciplined rerolls ("May reroll when ... Hold") and a Natural Leader's
    // dice are rolled (RULINGS.md QR-80, QR-122, QR-230); with a card forfeited, neither.
    const rerolls = (d.traits & TRAIT.quickWitted) !== 0 || (holds && (d.traits & TRAIT.disciplined) !== 0) ? REROLL : 0;
    // From his hold, the red joker of the hold's card is this test's (RULINGS.md QR-320).
    const was = holds ? holdJokerOn(world, t) : world.jokerOn[t]!;
    const v = test(world, t, (d.traits & TRAIT.cautious) !== 0 ? 1 : 0, rerolls | LUCK | (holds ? LED : 0), 'responds to the attack');
    if (holds) heldJokerDone(world, t, was);
    // A response to a new enemy is the reaction to him (RULINGS.md QR-350).
    responseReacts(world, t, i);
    // The response chart's outcome in its words (an audit, 2026-12-01: the roll was shown, its effect not).
    if (v === 1) {
      madeDefenceless = true;
      if (world.log !== null) world.log.push(`    Hesitate! ${nameOf(world, t)} counts as defenceless`);
    } else if (v <= 4) {
      flustered = true;
      if (world.log !== null) world.log.push(`    Flustered! ${nameOf(world, t)}'s DV is lowered by 1`);
    } else {
      const order = world.defenceOrder[t]!;
      // A Bloodthirsty man fighting his attacker evades (moves out of the fight) only if he passes
      // the test to stop fighting; failing, he stands (QR-82).
      const stands = order === DEFEND_EVADE && d.bloodthirsty === 1 && world.engaged[t] === i && !stopsFighting(world, t);
      if (order === DEFEND_EVADE && !stands) {
        count(world, Q_EVADES);
        const from = world.cell[t];
        moveAway(world, t, world.cell[i]!, moveAllowance(world, t), false, 'evades');
        // "Evade - turn and evade away": until his next card he is "Shot while evading" (DV +2; RULINGS.md QR-163).
        if (world.cell[t] !== from) world.evading[t] = 1;
        // Out of contact, the fight is over; hemmed in beside him (a wall, an obstacle he failed to
        // cross), the blow is struck and the fight goes on: "Once an attack has been made and the
        // fighting has started, characters do not need to reroll to continue fighting" (RULINGS.md QR-240).
        if (!inContact(world, i, t)) {
          world.engaged[t] = -1;
          world.engaged[i] = -1;
          // Nor is he fought by a third man he left behind (effects.ts `endFightsWith`, as after a
          // flight, QR-224, and a break-off's "Evade then!", QR-242): a later attack on him is a new
          // one, tested, not an untested follow up (RULINGS.md QR-357).
          endFightsWith(world, t);
          return NO_BLOW;
        }
      } else if (order === DEFEND_BLOCK) {
        world.blocking[t] = BLOCKING;
      } else if (order === DEFEND_HASTY_SHOT) {
        // Drawn to shoot, the gun stays in his hand; one that "Cannot be drawn and fired in the
        // same turn" is only drawn (RULINGS.md QR-105). Either way his response was not a defence.
        if (!drawsOnly(world, t, weaponInHand(world, t) as QdWeaponSpec)) {
          if (world.drawn[t] === 0) drawWeapon(world, t, false);
          fire(world, t, i, v === 10 ? SHOT_HASTY_WITHOUT_DEDUCTION : SHOT_HASTY, 0, false, BOTH_IF_LOADED);
        }
        madeDefenceless = true;
        // A beast shot at tests its reaction at once: backing off or fleeing, it does not attack, nor
        // when the shot took its last attack die ("cannot make any offensive actions": RULINGS.md
        // QR-280); a man whose courage test made him flee or fall back out of contact strikes no blow (QR-110).
        if (!stillFighting(world, i, t) || (beast && (world.mood[i] === MOOD_BACK || world.mood[i] === MOOD_FLEE || beastDice(world, i) === 0))) return NO_BLOW;
      }
    }
  }
  return (flustered ? RESPONSE_FLUSTERED : 0) | (madeDefenceless ? RESPONSE_DEFENCELESS : 0);
}

/** {@link breakOff}: he stays (froze, or retreated in panic); the caller moves him no further. */
export const BREAK_HELD = 0;
/** {@link breakOff}: he broke off on the test ("Evade then!"): the move away needs no test of its own (RULINGS.md QR-130). */
export const BREAK_OFF = 1;
/** {@link breakOff}: there was no fight left to break off (QR-180): his move is tested as any other. */
export const BREAK_NO_FIGHT = 2;
/**
 * {@link breakOff}: he broke off on a 10 and chose "move and shoot at them" (REEL 5, "Caught them
 * Out!"): as {@link BREAK_OFF}, and after the move a hasty shot at the opponent he broke off from
 * (`world.caughtOutAt`), without a test (RULINGS.md QR-22).
 */
export const BREAK_OFF_SHOOTS = 3;

/**
 * i, in close combat, wants to move away: "Wanting to break off from a fight" (1 freezes; 2-4
 * retreats half a move with his back to the enemy, unable to fight back: defenceless until his
 * next card; 5-9 breaks off, from every man fighting him (QR-242), and may move his full move
 * away; 10 "Caught them Out! Successfully break off from the fight. May also attack the enemy
 * before moving or move and shoot at them", his agent's choice (`shoots`, the card's `breakShot`):
 * a blow first, of the form `blowOf(i, t)` gives, his agent's (standard without it), or, when
 * `shoots` and he has a weapon in hand he can shoot (`readyToShoot`), no blow: he breaks off and
 * the caller shoots at `t` after the move ({@link BREAK_OFF_SHOOTS}, `world.caughtOutAt`; RULINGS.md
 * QR-22). The test is a
 * move's: after an earlier move in the phase it is on reduced dice, and whatever its outcome it
 * counts as one (REEL 3, "a second or subsequent turn"; RULINGS.md QR-168, QR-6): here when he is
 * held (1-4), by the caller's move when he breaks off (5+). An opponent
 * down, out of contact or knocked out fights no longer: he breaks off from another man still
 * fighting him ({@link otherOpponent}), and with none there is no test (RULINGS.md QR-180).
 * @returns {@link BREAK_HELD}, {@link BREAK_OFF}, {@link BREAK_OFF_SHOOTS} or {@link BREAK_NO_FIGHT}
 */
export function breakOff(world: QdWorld, i: number, cutOrder: number, blowOf: ((i: number, t: number) => number) | null = null, shoots = false): number {
  let t = world.engaged[i]!;
  // An opponent down, out of contact or knocked out (senseless until he comes round, QR-112)
  // fights no longer: with nobody else fighting him he walks away with no break-off test.
  if (t < 0 || !inContact(world, i, t) || !active(world, t)) {
    t = otherOpponent(world, i, t);
    world.engaged[i] = t;
    if (t < 0) return BREAK_NO_FIGHT;
  }
  // A move's test (QR-180): on a Natural Leader's dice within 10 paces, "testing for movement" (REEL
  // 2, PERSONALITY; RULINGS.md QR-80, QR-313); no reroll of the Wanting to Move roll's (Fleet Footed,
  // Surefooted, Disciplined): the break-off has its own chart.
  const v = test(world, i, world.movesThisPhase[i]! > 0 ? 1 : 0, (cutOrder === 1 ? CUT : 0) | LED, 'wants to break off');
  // Held, the test was his move (the caller counts a break off's move when it is made).
  if (v <= 4) world.movesThisPhase[i] = world.movesThisPhase[i]! + 1;
  if (v === 1) return BREAK_HELD;
  if (v <= 4) {
    moveAway(world, i, world.cell[t]!, moveAllowance(world, i) / 2, true, 'panics and retreats');
    // Defenceless and "unable to fight back" until his next card (QR-162; not defenceless under
    // +panic-keeps-defence, QR-22: effects.ts isDefenceless); his opponent, still
    // engaged with him, follows him up (QR-161).
    world.defenceless[i] = PANICKED;
    world.engaged[i] = -1;
    return BREAK_HELD;
  }
  // "Caught them Out! ... May also attack the enemy before moving or move and shoot at them"
  // (REEL 5): the shot, his agent's choice, only with a weapon in hand he can shoot; else the blow.
  let out = BREAK_OFF;
  if (v === 10) {
    if (shoots && readyToShoot(world, i)) {
      world.caughtOutAt = t;
      out = BREAK_OFF_SHOOTS;
      if (world.log !== null) world.log.push(`    Caught them Out! ${nameOf(world, i)} breaks off to move and shoot at ${nameOf(world, t)}`);
    } else {
      const wasBroken = world.broken[i]!;
      strike(world, i, t, blowOf === null ? BLOW_STANDARD : blowOf(i, t), 0, 0, 0, false);
      // The blow's Deadly Riposte ("opponent makes an immediate fight back", REEL 5) may have downed
      // or knocked him out, or broken him on its courage test (fled: his flight was his move): he
      // moves no further (RULINGS.md QR-259). The test was his move.
      if (!active(world, i) || world.broken[i] !== wasBroken) {
        world.movesThisPhase[i] = world.movesThisPhase[i]! + 1;
        if (world.log !== null && !active(world, i)) world.log.push(`    ${nameOf(world, i)} is ${world.status[i] === STATUS_UP ? 'knocked out' : 'down'} before he can move away`);
        return BREAK_HELD;
      }
    }
  }
  // "Successfully break off from the fight": from everyone fighting him, his opponent and any other
  // man fighting him beside (RULINGS.md QR-242): an attack on him after it is a new one, tested.
  world.engaged[i] = -1;
  for (let k = 0; k < world.n; k++) if (world.engaged[k] === i) world.engaged[k] = -1;
  return out;
}
