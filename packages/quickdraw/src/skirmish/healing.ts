/**
 * First aid (REEL 6, TESTING TO COME ROUND OR HEAL A WOUND: "To attempt to come round if KO'd or
 * to provide first aid if a medic/healer, the player rolls their character's action dice ... If
 * the KO'd/wounded character is frail use reduced dice; If the KO'd/wounded character is Tough
 * reroll a failed dice roll"; the chart "Trying to heal": 1 He's Gone! (the wounded character
 * loses all cards and is out of the game), 2-4 Try Some More (may try again next turn), 5-9
 * Feeling Better (recovers 1 card), 10 It's a Miracle! (recovers all lost cards)). A casualty
 * "will take no further part in the action unless they receive medical assistance which restores
 * 1 card" (REEL 6, EFFECTS OF HIT TABLE, Hit). Healer/Saw Bones: "Can heal wounds and aid
 * recovery" (REEL 2).
 *
 * Reads and writes the cards columns (`lethal`, `ko`, `kod`, `void`, `voidHit`), `status`
 * (through core's setStatus), `sideCasualties`, `gone`, `engaged`; fills the observation's
 * `treatable`.
 * Allocates nothing.
 */
import { offsetIndex, placeAt, setStatus, type SkirmishObservation, STATUS_DEAD, STATUS_UNCONSCIOUS, STATUS_UP } from '@deadeye/core';
import { freeCellBeside } from './movement.ts';
import { REROLL, test } from './rolls.ts';
import { TRAIT } from './setup.ts';
import { Q_HEAL_CARDS, Q_HEALS } from './counts.ts';
import { cardsLeft, CONTACT, count, nameOf, type QdWorld, xy } from './world.ts';


/**
 * The cards first aid could restore to `t` now (RULINGS.md QR-60): the cards he has lost to
 * wounds and knock-outs, when he is up, or a casualty who fell with no card left (a casualty of
 * lethal hits, or passed out from blunt ones); 0 when unhurt, dead, fled or captured, out for
 * the action after a come-round roll of 1 (unconscious with cards left; passed out, under
 * `+passed-out-come-round`, `gone`), or beyond first aid ("He's Gone!", `gone`).
 */
export function treatable(world: QdWorld, t: number): number {
  if (world.gone[t] === 1) return 0;
  const st = world.status[t]!;
  if (st !== STATUS_UP && !(st === STATUS_UNCONSCIOUS && cardsLeft(world, t) === 0)) return 0;
  return world.lethal[t]! + world.ko[t]!;
}

/**
 * Fills observer `i`'s `treatable` (per character: {@link treatable} for his comrades, himself
 * excluded; 0 for enemies). Called at the end of the engine's `observe`.
 */
export function observeWounded(world: QdWorld, i: number, o: SkirmishObservation): void {
  const side = world.sideOf[i]!;
  const out = o.treatable;
  for (let j = 0; j < world.n; j++) out[j] = j !== i && world.sideOf[j] === side ? treatable(world, j) : 0;
}

/**
 * Healer `h` gives first aid to comrade `p` as the action of his card (ACT_HEAL; RULINGS.md QR-59,
 * QR-60, QR-61). Nothing happens unless `h` has the Healer skill, `p` is another character of his
 * side in contact (within one space) and {@link treatable}. The test is `h`'s action dice,
 * reduced if `p` is Frail, a failure rerolled once if `p` is Tough:
 * - 1 "He's Gone!": `p` loses every card and is beyond first aid for the rest of the trial; a
 *   casualty of lethal hits (his fate after the action is the POST ACTION chart, RULINGS.md QR-20;
 *   dead at once under `+lethal` or `+gone-dead`, QR-61);
 * - 2-4: nothing (he may try again on a later card);
 * - 5-9: one card back (a wound first, else a knocked-out card);
 * - 10: every lost card back.
 * A card restored gives back one of `p`'s cards still to come this phase that a hit had taken
 * (`voidHit` of `void`, RULINGS.md QR-3, QR-117; not one forfeited to a response or a Cut!); a
 * casualty who gets a card back is up again in his cell (no longer counted among his side's
 * casualties) and, while any knocked-out card is still out, knocked out (he tests to come round on
 * his card).
 * @returns the cards restored (0 on a failure)
 */
export function firstAid(world: QdWorld, h: number, p: number): number {
  const c = world.setup.characters[h]!;
  if ((c.traits & TRAIT.healer) === 0 || p < 0 || p === h || world.sideOf[p] !== world.sideOf[h]) return 0;
  const lost = treatable(world, p);
  if (lost === 0) return 0;
  if (world.map.offsetDistance[offsetIndex(world.map, world.cell[h]!, world.cell[p]!)]! > CONTACT) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, h)} is not in contact with ${nameOf(world, p)} to give first aid`);
    return 0;
  }
  if (c.ruthless === 1 && test(world, h, 0, (c.traits & TRAIT.quickWitted) !== 0 ? REROLL : 0, 'must pass a reaction test to help another (Ruthless)') < 5) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, h)} puts his own objectives first`);
    return 0;
  }
  const pt = world.setup.characters[p]!.traits;
  count(world, Q_HEALS);
  if (world.log !== null) world.log.push(`    ${nameOf(world, h)} gives first aid to ${nameOf(world, p)} (${lost} card${lost > 1 ? 's' : ''} lost)`);
  const v = test(world, h, (pt & TRAIT.frail) !== 0 ? 1 : 0, (pt & TRAIT.tough) !== 0 ? REROLL : 0, 'tries to heal');
  if (v === 1) {
    heIsGone(world, p);
    return 0;
  }
  if (v <= 4) {
    if (world.log !== null) world.log.push(`    Try Some More: ${nameOf(world, p)} is not healed yet`);
    return 0;
  }
  const back = v === 10 ? lost : 1;
  for (let k = 0; k < back; k++) {
    if (world.lethal[p]! > 0) world.lethal[p] = world.lethal[p]! - 1;
    else world.ko[p] = world.ko[p]! - 1;
    // Only a card a hit took comes back, not one a response or a Cut! used up (QR-60, QR-117).
    if (world.voidHit[p]! > 0) {
      world.voidHit[p] = world.voidHit[p]! - 1;
      world.void[p] = world.void[p]! - 1;
    }
  }
  if (world.ko[p] === 0) world.kod[p] = 0;
  count(world, Q_HEAL_CARDS, back);
  if (world.status[p] !== STATUS_UP) {
    // The healer may stand over him (a casualty holds no cell): he gets up beside him.
    const nb = getUp(world, p);
    if (nb >= 0 && world.log !== null) world.log.push(`    ${nameOf(world, p)} gets up beside ${nameOf(world, h)}, at ${xy(world, nb)}`);
  }
  if (world.log !== null) world.log.push(`    ${v === 10 ? "It's a Miracle!" : 'Feeling Better:'} ${nameOf(world, p)} recovers ${back} card${back > 1 ? 's' : ''}; ${cardsLeft(world, p)} in play`);
  return back;
}

/**
 * `p`, a casualty lying in his cell, is up again there (no longer counted among his side's
 * casualties); another figure standing over him (a casualty holds no cell), he gets up on the
 * first free cell beside it, as one getting out of a vehicle does (one figure a cell; RULINGS.md
 * QR-193). Used by {@link firstAid} and, under `+passed-out-come-round`, a passed-out man coming
 * round (effects.ts; QR-10). Allocates nothing.
 * @returns the cell he got up on when it is not his own, else -1
 */
export function getUp(world: QdWorld, p: number): number {
  const here = world.cell[p]!;
  const crowded = world.occupancy[here]! >= world.setup.stacking;
  setStatus(world, p, STATUS_UP);
  // core's setStatus counts a casualty when he goes down, not back when he gets up.
  world.sideCasualties[world.sideOf[p]!] = world.sideCasualties[world.sideOf[p]!]! - 1;
  if (!crowded) return -1;
  const nb = freeCellBeside(world, p, here);
  if (nb >= 0) placeAt(world, p, nb);
  return nb;
}

/**
 * "He's Gone!": `p` loses every card and is out of the game (beyond first aid): a casualty of
 * lethal hits (unconscious, his fate the POST ACTION chart's), or dead at once under `+lethal` or
 * `+gone-dead` (RULINGS.md QR-61).
 */
function heIsGone(world: QdWorld, p: number): void {
  world.gone[p] = 1;
  world.lethal[p] = world.cardsMax[p]!;
  world.ko[p] = 0;
  world.kod[p] = 0;
  world.wounded[p] = 1;
  world.void[p] = world.toCome[p]!;
  world.engaged[p] = -1;
  // Dead at once under +lethal (every casualty of lethal hits) or +gone-dead ("He's Gone!" alone; RULINGS.md QR-61).
  const dead = world.setup.variant.lethal === 1 || world.setup.variant.goneDead === 1;
  if (world.status[p] === STATUS_UP || (world.status[p] === STATUS_UNCONSCIOUS && dead)) {
    setStatus(world, p, dead ? STATUS_DEAD : STATUS_UNCONSCIOUS);
  }
  if (world.log !== null) world.log.push(`    He's Gone! ${nameOf(world, p)} loses all his cards and is out of the game`);
}
