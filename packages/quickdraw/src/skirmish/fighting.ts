/**
 * Fighting (REEL 5, FIGHTING): wanting to make an attack (closing into contact: a charge), the
 * defender's response (evade, block or a hasty shot, forfeiting his next card), to hit with the
 * attack dice of a melee weapon (reduced for poor fighters and the outnumbered), A Deadly Riposte
 * on a 1, a Deadly Blow on a 10, Mighty Blow and All Out Attack (each once a phase), reach (the
 * longer reach lowers DV until the shorter scores), fighting in buildings, Fearsome, and breaking
 * off. Hits go to effects.ts (blunt weapons knock out). Reads and writes `engaged`, `reachWon`,
 * `backFoot`, `blocking`, `defenceless`, `allOutDv`, `mightyUsed`, `allOutUsed`, the hand-to-hand
 * tallies. Allocates nothing.
 */
import { BLOW_ALL_OUT, BLOW_MIGHTY, BLOW_STANDARD, DEFEND_BASIC, DEFEND_BLOCK, DEFEND_EVADE, DEFEND_HASTY_SHOT, SHOT_HASTY, STATUS_UP, W_HITS, W_KILLS, W_SHOTS, W_STRIDE, W_WOUNDS } from '@deadeye/core';
import { DV } from '../tables/dv.ts';
import { ATTACK_FORMS } from '../tables/types.ts';
import { BY_FIGHTING, courageTest, resolveHit, targetDv } from './effects.ts';
import { moveAway, moveToward } from './movement.ts';
import { CUT, REROLL, cutSaved, newAttackDice, rollAttack, spendCut, test } from './rolls.ts';
import { TRAIT, type QdWeaponSpec } from './setup.ts';
import { BAND_CLOSE_COMBAT, fire, readyToShoot } from './shooting.ts';
import { active, cardsLeft, count, nameOf, Q_ALL_OUT_ATTACKS, Q_DEADLY_RIPOSTES, Q_EVADES, Q_MIGHTY_BLOWS, Q_RESPONSES, type QdWorld, spaces } from './world.ts';

const FORM_MELEE = ATTACK_FORMS.indexOf('melee');
/** Contact: within one space (8 neighbours), spaces. */
export const CONTACT = 1.5;
const dice = newAttackDice();

/** The weapon i fights with (its index in his weapons): a fighting or improvised weapon he carries, else the gun in hand (clubbed), else fists (the last). */
export function meleeWeapon(world: QdWorld, i: number): number {
  const ws = world.setup.characters[i]!.weapons;
  for (let w = 0; w < ws.length - 1; w++) if (ws[w]!.missile === 0) return w;
  const h = world.inHand[i]!;
  return h >= 0 && h < ws.length ? h : ws.length - 1;
}

/** True if `a` and `b` are in contact. */
export function inContact(world: QdWorld, a: number, b: number): boolean {
  return spaces(world, world.cell[a]!, world.cell[b]!) <= CONTACT;
}

/**
 * i attacks `t` on his card (ACT_ATTACK) with form `blow` (BLOW_*): unless already fighting him,
 * the "Wanting to make an attack" test (Disciplined and Fanatic reroll a failure; 1 falls back 2
 * paces, 2-4 hesitates, 10 may reroll a miss), then a charge into contact with a full move if not
 * in contact. Rash characters and Fanatics make an All Out Attack in the first round.
 */
export function attackAction(world: QdWorld, i: number, t: number, blow: number, cutOrder: number): void {
  if (world.setup.noFighting === 1 || t < 0 || world.status[t] !== STATUS_UP) return;
  const c = world.setup.characters[i]!;
  let reroll = 0;
  const fresh = world.engaged[i] !== t;
  if (fresh) {
    const v = test(world, i, 0, ((c.traits & (TRAIT.disciplined | TRAIT.fanatic)) !== 0 ? REROLL : 0) | (cutOrder === 1 ? CUT : 0), 'wants to attack');
    if (v === 1) {
      moveAway(world, i, world.cell[t]!, (2 * 2) / world.setup.pacesPerSpace, false, "loses confidence and falls back 2 paces");
      return;
    }
    if (v <= 4) {
      if (world.log !== null) world.log.push(`    They look Tough! ${nameOf(world, i)} hesitates`);
      return;
    }
    if (v === 10) reroll = 1;
    let charged = 0;
    if (!inContact(world, i, t)) {
      moveToward(world, i, world.cell[t]!, (2 * c.move) / world.setup.pacesPerSpace, 'charges');
      if (!inContact(world, i, t)) return;
      charged = 1;
    }
    // Fearsome: "Opponents take a Courage Test ... if they charge or are charged by such a character".
    if ((world.setup.characters[t]!.traits & TRAIT.fearsome) !== 0) courageTest(world, i, t);
    if ((c.traits & TRAIT.fearsome) !== 0) courageTest(world, t, i);
    if (!active(world, i) || world.broken[i] === 1) return;
    world.engaged[i] = t;
    if (world.engaged[t]! < 0) world.engaged[t] = i;
    if ((c.traits & (TRAIT.rash | TRAIT.fanatic)) !== 0) blow = BLOW_ALL_OUT;
    strike(world, i, t, blow, reroll, charged, cutOrder, true);
    return;
  }
  if (!inContact(world, i, t)) {
    world.engaged[i] = -1;
    return;
  }
  strike(world, i, t, blow, reroll, 0, cutOrder, true);
}

/**
 * One attack of i on `t` (FIGHTING: TRYING TO HIT). `respond`: the defender may respond
 * (not on a riposte). The defender's response (FORMS OF ATTACK: "a defender with a turn remaining
 * can choose to respond"; "Responding to an attack": 1 defenceless, 2-4 flustered DV -1, 5-9 evade,
 * block or a hasty shot, 10 the same without deduction) forfeits his next card.
 */
export function strike(world: QdWorld, i: number, t: number, blow: number, reroll: number, charged: number, cutOrder: number, respond: boolean): void {
  if (!active(world, i) || world.status[t] !== STATUS_UP) return;
  const c = world.setup.characters[i]!;
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
  let defenderDv = 0;
  let hastyAfter = 0;
  if (respond && active(world, t) && world.defenceOrder[t] !== DEFEND_BASIC && world.ducked[t] === 0 && world.toCome[t]! - world.void[t]! > 0) {
    world.void[t] = world.void[t]! + 1;
    count(world, Q_RESPONSES);
    const d = world.setup.characters[t]!;
    const v = test(world, t, (d.traits & TRAIT.cautious) !== 0 ? 1 : 0, (d.traits & TRAIT.quickWitted) !== 0 ? REROLL : 0, 'responds to the attack');
    if (v === 1) defenderDv += DV.defenceless;
    else if (v <= 4) defenderDv -= 1;
    else {
      const order = world.defenceOrder[t]!;
      if (order === DEFEND_EVADE) {
        count(world, Q_EVADES);
        moveAway(world, t, world.cell[i]!, (2 * d.move) / world.setup.pacesPerSpace, false, 'evades');
        world.engaged[t] = -1;
        world.engaged[i] = -1;
        if (!inContact(world, i, t)) return;
      } else if (order === DEFEND_BLOCK) {
        world.blocking[t] = 1;
      } else if (order === DEFEND_HASTY_SHOT && readyToShoot(world, t)) {
        fire(world, t, i, v === 10 ? 0 : SHOT_HASTY, 0, false);
        hastyAfter = 1;
        if (!active(world, i)) return;
      }
    }
  }
  const w = meleeWeapon(world, i);
  const spec = c.weapons[w] as QdWeaponSpec;
  let outnumbering = 0;
  for (let j = 0; j < world.n; j++) if (world.engaged[j] === i && active(world, j)) outnumbering++;
  const level = ((c.traits & TRAIT.poorFighter) !== 0 ? 1 : 0) + (outnumbering > cardsLeft(world, i) ? 1 : 0);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} attacks ${nameOf(world, t)} with ${spec.name}${blow === BLOW_MIGHTY ? ' (a Mighty Blow)' : blow === BLOW_ALL_OUT ? ' (an All Out Attack)' : ''}`);
  rollAttack(world, i, FORM_MELEE, level, dice);
  let v = dice.values[0]!;
  if (v >= 2 && v <= 4 && (reroll === 1 || (spec.expert === 1 && (c.traits & TRAIT.expert) !== 0) || blow === BLOW_ALL_OUT)) {
    rollAttack(world, i, FORM_MELEE, level, dice);
    v = dice.values[0]!;
  }
  if (v < 5 && cutOrder === 1 && spendCut(world, i)) {
    rollAttack(world, i, FORM_MELEE, level, dice);
    v = dice.values[0]!;
    if (v >= 5) cutSaved(world);
  }
  world.brawlRounds[i] = world.brawlRounds[i]! + 1;
  const wc = world.weaponCells + (spec.index * 4 + BAND_CLOSE_COMBAT) * W_STRIDE;
  world.acc[wc + W_SHOTS] = world.acc[wc + W_SHOTS]! + 1;
  if (v === 1) {
    if (blow !== BLOW_STANDARD) world.defenceless[i] = 1;
    count(world, Q_DEADLY_RIPOSTES);
    if (world.log !== null) world.log.push(`    A Deadly Riposte! ${nameOf(world, t)} fights back`);
    if (active(world, t) && world.ducked[t] === 0) strike(world, t, i, BLOW_STANDARD, 1, 0, 0, false);
    return;
  }
  if (v <= 4) {
    if (blow === BLOW_MIGHTY) world.backFoot[i] = 1;
    if (blow === BLOW_ALL_OUT) world.defenceless[i] = 1;
    if (world.log !== null) world.log.push(`    Missed!`);
    return;
  }
  world.acc[wc + W_HITS] = world.acc[wc + W_HITS]! + 1;
  const d = world.setup.characters[t]!;
  const tw = d.weapons[meleeWeapon(world, t)] as QdWeaponSpec;
  let dv = targetDv(world, t, i, BY_FIGHTING, 0) + defenderDv + (hastyAfter === 1 ? DV.defenceless : 0);
  if (v === 10) dv += DV['bulls-eye'];
  if ((c.traits & TRAIT.manKiller) !== 0) dv += DV['man-killer'];
  if (blow === BLOW_MIGHTY) dv += DV['mighty-blow'];
  if (spec.reach > tw.reach && world.reachWon[t] === 0) dv += DV['longer-reach'];
  if (charged === 1) dv += DV.charging;
  if ((spec.expert === 1 && (c.traits & TRAIT.expert) !== 0) || (c.traits & TRAIT.martialArtist) !== 0 || ((c.traits & TRAIT.brawler) !== 0 && spec.improvised === 1)) dv += DV['close-combat-skill'];
  if ((c.traits & TRAIT.twoWeaponTrained) !== 0 || ((c.traits & TRAIT.twoFisted) !== 0 && spec.id === 'fists')) dv += DV['two-weapon-or-two-fisted'];
  if ((c.traits & TRAIT.strong) !== 0 && spec.blunt === 1) dv += DV['strong-blunt'];
  if ((c.traits & TRAIT.offHanded) !== 0) dv += DV['off-handed'];
  if (spec.improvised === 1) dv += DV['light-or-improvised'];
  if (world.backFoot[i] === 1) dv += DV['back-foot'];
  // Blocking: "in their turn can only make a hasty attack".
  if (world.blocking[i] === 1) dv += DV.hasty;
  const blunt = spec.blunt === 1 && (c.traits & TRAIT.martialArtist) === 0 ? 1 : 0;
  const r = resolveHit(world, t, i, dv, blunt);
  if (spec.reach < tw.reach) world.reachWon[i] = 1;
  world.brawlDamage[i] = world.brawlDamage[i]! + r.cards;
  world.acc[wc + W_WOUNDS] = world.acc[wc + W_WOUNDS]! + r.cards;
  if (r.out === 1) {
    world.acc[wc + W_KILLS] = world.acc[wc + W_KILLS]! + 1;
    world.engaged[i] = -1;
  }
}

/**
 * i, in close combat, wants to move away: "Wanting to break off from a fight" (1 freezes; 2-4
 * retreats half a move with his back to the enemy, unable to fight back: defenceless until his
 * next card; 5-9 breaks off and may move his full move away; 10 breaks off and may strike first).
 * @returns true if he broke off (the caller moves him)
 */
export function breakOff(world: QdWorld, i: number, cutOrder: number): boolean {
  const t = world.engaged[i]!;
  if (t < 0 || !inContact(world, i, t) || world.status[t] !== STATUS_UP) {
    world.engaged[i] = -1;
    return true;
  }
  const v = test(world, i, 0, cutOrder === 1 ? CUT : 0, 'wants to break off');
  if (v === 1) return false;
  const c = world.setup.characters[i]!;
  if (v <= 4) {
    moveAway(world, i, world.cell[t]!, c.move / world.setup.pacesPerSpace, true, 'panics and retreats');
    world.defenceless[i] = 1;
    world.engaged[i] = -1;
    return false;
  }
  if (v === 10) strike(world, i, t, BLOW_STANDARD, 0, 0, 0, false);
  world.engaged[i] = -1;
  if (world.engaged[t] === i) world.engaged[t] = -1;
  return true;
}
