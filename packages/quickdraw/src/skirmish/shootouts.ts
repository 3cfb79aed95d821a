/**
 * The SHOOTOUTS of REEL 4 and the shots of a card: a man shooting on his card (`shootAction`: the
 * drawing-and-shooting chart when his weapon is not drawn yet, else the Wanting to Shoot test),
 * the answers of every enemy who sees him draw (the man drawn on first: "Responding to an opponent
 * drawing"; RULINGS.md QR-120, QR-170, QR-248), a holder's response to an opportunity (REEL 3),
 * losing one's nerve, and a weapon that may not be drawn and fired in the same turn. The shot
 * itself is shooting.ts's `fire`. Allocates nothing.
 */
import { SHOT_AUTO, SHOT_FANNING, SHOT_HASTY, SHOT_SNAP, STATUS_UP } from '@deadeye/core';
import { flushCourage } from './effects.ts';
import { isLocated, responseReacts } from './locating.ts';
import { controlAfterShot } from './mounts.ts';
import { moveAllowance, moveAwayClear, moveToCover } from './movement.ts';
import { coverFrom, shelteredFrom } from './cover.ts';
import { CUT, heldJokerDone, holdJokerOn, LED, LUCK, PASS, REROLL, test } from './rolls.ts';
import { TRAIT, type QdWeaponSpec } from './setup.ts';
import { armed, BOTH_IF_LOADED, fire, inReach, lightFuse, noteDuelFirst, readyToShoot, REROLL_ANY_MISS, REROLL_NOT_ONES, throwBarred, weaponInHand } from './shooting.ts';
import { Q_RESPONSES } from './counts.ts';
import { active, count, drawWeapon, duckDown, DUCK_HELPLESS, endSurprise, fightHolds, fightingWith, nameOf, PANICKED, type QdWorld } from './world.ts';

/**
 * i shoots at `t` on his card (ACT_FIRE): a weapon not drawn is drawn and fired on the SHOOTOUTS
 * chart ("Drawing and shooting"; Quick Draw rerolls a failure), with the responses to an opponent
 * drawing, the target's first, then every other enemy's who sees him draw (not under
 * `+target-answers-draw`; RULINGS.md QR-248); a drawn weapon needs the "Wanting to Shoot" test
 * (Disciplined rerolls). `free`:
 * no test (a 10 on the move, a courage test or the reload chart; a reaction's "No need to make an
 * action roll"): a drawn weapon fires, one to draw is drawn and fired as on a 5-9 (RULINGS.md
 * QR-131). `cutOrder`: the agent would yell Cut! on a failed roll. A stick of dynamite whose fuse
 * is not lit has it lit first, which takes the card unless a 10 lets him throw at once (`lightFuse`, QR-153).
 * `barrels`: 2 for both barrels of a weapon that has them (`fire`, RULINGS.md QR-167), else 1.
 * After the target's response to his draw, the drawer shoots only if the target is still in reach
 * (within twice the effective range, in sight and located: `inReach`), and a responder who shoots
 * after him only if the drawer is in his (RULINGS.md QR-234). A drawer whose target is out of his
 * reach after the target's response has drawn and has no shot: the other enemies answer a draw that
 * does not shoot (`everyEnemyAnswers`, QR-170), a Quick Draw's answer shooting first, not
 * simultaneous with a shot never fired (QR-203, QR-192: he is the first to draw and shoot).
 * `counterOnTen`: t is the opponent he is in close combat with and his agent chose, on a 10 of the
 * Wanting to Shoot test, "a Hasty Shot and ... a counter attack" (REEL 4, WANTING TO SHOOT, 10: "OR
 * if attacked may choose to make a Hasty Shot and make a counter attack"; RULINGS.md QR-188): the
 * 10's shot is then hasty, without the perfect shot's reroll, and the caller strikes the blow.
 * @returns true when the 10's counter attack is owed (the shot taken hasty), else false
 */
export function shootAction(world: QdWorld, i: number, t: number, asked: number, cutOrder: number, free: boolean, barrels = 1, counterOnTen = false): boolean {
  const spec = weaponInHand(world, i);
  if (spec === undefined || !armed(world, i)) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} has nothing ready to shoot`);
    return false;
  }
  if (t < 0 || !inReach(world, i, t, spec)) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} has no target in reach${t >= 0 && world.status[t] === STATUS_UP && !isLocated(world, i, t) ? ` (he has not located ${nameOf(world, t)})` : ''}`);
    return false;
  }
  // Under +no-throw-moved no throw after moving, before any test (QR-107).
  if (throwBarred(world, i, spec)) return false;
  // "The fuse must be lit. This is a task ... that takes one turn" (WEAPONS TABLE; QR-153).
  if (spec.explosive === 1 && world.fuseLit[i] === 0) {
    if (lightFuse(world, i, cutOrder) < 10 || !active(world, i)) return false;
    free = true;
  }
  const c = world.setup.characters[i]!;
  const cutBit = cutOrder === 1 ? CUT : 0;
  // A shoulder arm at rest raised by a stationary man for a deliberate or aimed shot is not drawn (QUICK DRAW).
  const raising = raisesAtRest(world, i, spec, asked);
  if (world.drawn[i] === 0 && !raising) {
    if (spec.noDrawAndFire === 1) {
      drawWeapon(world, i, true);
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} draws his ${spec.name} (it may not be drawn and fired in the same turn)`);
      answerDraw(world, t, i);
      return false;
    }
    // The drawing chart is his test to shoot: Quick Draw rerolls it, and Disciplined, who "May reroll when Wanting to ... Shoot" (RULINGS.md QR-172).
    const v = test(world, i, 0, ((c.traits & (TRAIT.quickDraw | TRAIT.disciplined)) !== 0 ? REROLL : 0) | cutBit | (free ? PASS : 0), 'draws and shoots');
    // A free action's draw is read as a 5-9 with no roll (RULINGS.md QR-131): said, since the test logs nothing.
    if (free && world.log !== null) world.log.push(`    ${nameOf(world, i)} draws his ${spec.name} and shoots (no roll)`);
    if (v === 1) {
      world.dropped[i] = 1;
      if (world.log !== null) world.log.push(`    Darn It! ${nameOf(world, i)} fumbles and drops his gun`);
      return false;
    }
    drawWeapon(world, i, v <= 4);
    if (v <= 4) {
      if (world.log !== null) world.log.push(`    Slow on the Draw! ${nameOf(world, i)} draws but does not shoot`);
      // He drew: "an opponent drawing his weapon", whom his target may answer (RULINGS.md QR-170).
      answerDraw(world, t, i);
      return false;
    }
    const quick = (c.traits & TRAIT.quickDraw) !== 0;
    // 5-9: "Treat as hasty shot unless you have the Quick Draw Trait"; 10: "without any deductions for drawing".
    const hasty = v < 10 && !quick;
    const drawerFirst = v === 10 && quick;
    // His target answers first, then every other enemy who sees him draw (RULINGS.md QR-248).
    const after = respondToDraw(world, t, i, drawerFirst);
    if (after === RESPONSE_FIRST) noteDuelFirst(world, t);
    else if (after === RESPONSE_AFTER) world.answersLate[t] = 1;
    let sim = after === RESPONSE_SIMULTANEOUS ? 1 : 0;
    // Hit first, he may have fled on his courage test: a broken man does not shoot (COURAGE TEST, 1).
    // The target's response may have moved one of them (its 2-4 backs the target off 4 paces; a
    // hit first may send the drawer back): he shoots only at a target still in reach, "up to twice
    // the effective range" and in sight (REEL 4, WEAPONS TABLE; RULINGS.md QR-234). Known before
    // the others answer: a drawer with no shot is answered as one who draws and does not shoot
    // (QR-170), nobody's shot simultaneous with his (QR-203 amended, the twentieth audit).
    let shoots = sim > 0 || (active(world, i) && world.broken[i] === 0);
    if (shoots && sim === 0 && !inReach(world, i, t, spec)) {
      if (world.log !== null && world.status[t] === STATUS_UP) world.log.push(`    ${nameOf(world, i)} has drawn: ${nameOf(world, t)} is out of his reach now, no shot (QR-234)`);
      shoots = false;
      if (world.setup.variant.targetAnswersDraw === 0) everyEnemyAnswers(world, i, t);
    } else if (shoots && world.setup.variant.targetAnswersDraw === 0) sim += othersAnswer(world, i, t, drawerFirst);
    // Another's shot first may have put him down, broken him or sent him back out of reach, as
    // the target's could; simultaneous fire moves nobody before all the shots are fired, and he
    // shoots whatever the shots fired with his did to him (QR-203).
    if (shoots && sim === 0) {
      shoots = active(world, i) && world.broken[i] === 0;
      if (shoots && !inReach(world, i, t, spec)) {
        if (world.log !== null && world.status[t] === STATUS_UP) world.log.push(`    ${nameOf(world, i)} has drawn: ${nameOf(world, t)} is out of his reach now, no shot (QR-234)`);
        shoots = false;
      }
    }
    if (shoots) {
      if (after === RESPONSE_SIMULTANEOUS) noteDuelFirst(world, -2);
      else if (after !== RESPONSE_FIRST) noteDuelFirst(world, i);
      // Noted once fired: a man under a persuader's sway draws but fires nothing (RULINGS.md QR-266).
      if (fire(world, i, t, hasty ? SHOT_HASTY : asked, 0, sim > 0, barrels)) noteDrawAndShot(world, i);
    }
    // Simultaneous fire: the courage tests the shots called for, now that all are fired (QR-203).
    if (sim > 0) {
      world.courageHeldFor = -1;
      world.courageDeferDepth -= sim;
      if (world.courageDeferDepth === 0) flushCourage(world, world.courageHeldMark, controlAfterShot);
    }
    // The responders who shoot after him, his target first, each, his courage test after the
    // drawer's hit perhaps taking him back, only at a drawer in his reach (QR-234).
    answerLate(world, i, t);
    return false;
  }
  let reroll = 0;
  let counter = false;
  if (!free) {
    const v = test(world, i, 0, ((c.traits & TRAIT.disciplined) !== 0 ? REROLL : 0) | cutBit, 'wants to shoot');
    if (v === 1) {
      // A fall back on his card is a move of his turns this phase (REEL 3; RULINGS.md QR-6 amended).
      const at = world.cell[i];
      loseNerve(world, i, t);
      if (world.cell[i] !== at) world.movesThisPhase[i] = world.movesThisPhase[i]! + 1;
      return false;
    }
    if (v <= 4) {
      if (world.log !== null) world.log.push(`    Where's the target! ${nameOf(world, i)} hesitates`);
      return false;
    }
    if (v === 10) {
      if (counterOnTen) {
        counter = true;
        asked = SHOT_HASTY;
        if (world.log !== null) world.log.push(`    Got Them! ${nameOf(world, i)} takes a hasty shot and a counter attack (QR-188)`);
      } else reroll = REROLL_NOT_ONES;
    }
  }
  // Raised to the shoulder to fire, the weapon is up from now on (RULINGS.md QR-104).
  if (raising) world.drawn[i] = 1;
  noteDuelFirst(world, i);
  fire(world, i, t, asked, reroll, false, barrels);
  return counter;
}

/**
 * True if i raises a shoulder arm at rest to fire without drawing: "A character who raises a
 * shoulder arm to fire counts as drawing if they fire on the same turn unless they were stationary
 * and making a deliberate shot" (REEL 4, QUICK DRAW): the weapon is not up (`drawn` 0), he has not
 * moved on this card, and the shot asked is deliberate or aimed (not hasty, snap or fanning).
 */
function raisesAtRest(world: QdWorld, i: number, spec: QdWeaponSpec, asked: number): boolean {
  return world.drawn[i] === 0 && spec.shoulderArm === 1 && world.movedThisCard[i] === 0 && asked !== SHOT_HASTY && asked !== SHOT_SNAP && asked !== SHOT_FANNING;
}

/**
 * A response that draws a weapon which "Cannot be drawn and fired in the same turn" (WEAPONS
 * TABLE: long pistols, the Le Mat): the weapon is drawn and not fired. True if so (RULINGS.md QR-105).
 */
export function drawsOnly(world: QdWorld, i: number, spec: QdWeaponSpec): boolean {
  if (world.drawn[i] !== 0 || spec.noDrawAndFire === 0) return false;
  drawWeapon(world, i, true);
  if (world.log !== null) world.log.push(`    ${nameOf(world, i)} draws his ${spec.name} (it may not be drawn and fired in the same turn)`);
  return true;
}

/**
 * Wanting to shoot, 1: "Lose confidence and will not shoot. Instead falls back 4 paces facing the
 * enemy or moves towards the nearest cover or if in cover ducks down" (REEL 4); and Responding to
 * an opportunity, 1: "Flustered! Panic and if in the open retreat slowly towards cover. If in cover
 * duck down" (REEL 3), where `budget` is half his move (`moveAllowance`: 'slowly', RULINGS.md
 * QR-121, QR-232). In cover (cover.ts `shelteredFrom`: hard or corner cover, or a wall between;
 * QR-21 amended) or aboard he ducks down; fighting hand to hand he stays in the fight
 * (world.ts `fightingWith`; RULINGS.md QR-269: leaving it takes the break-off roll).
 * @param budget the move toward cover or back, half-spaces; default 4 paces
 * @param panics true for the responder's "Flustered!" ({@link flustered}): only the replay's words differ
 */
export function loseNerve(world: QdWorld, i: number, t: number, budget: number = (2 * 4) / world.setup.pacesPerSpace, panics = false): void {
  const from = world.cell[t]!;
  // In a vehicle he ducks down in it (RULINGS.md QR-41).
  if (shelteredFrom(world, i, from) || world.aboard[i]! >= 0) {
    duckDown(world, i);
    if (world.log !== null) world.log.push(panics ? `    Flustered! ${nameOf(world, i)} panics and ducks down` : `    I'm not sure I can do this! ${nameOf(world, i)} ducks down`);
    return;
  }
  // Fighting hand to hand, he does not fall back out of the fight: leaving it is the break-off's
  // roll, on his own card, a wish to break off (REEL 5; RULINGS.md QR-269, as QR-264 and QR-268).
  const foe = fightingWith(world, i);
  if (foe >= 0) {
    if (world.log !== null) {
      world.log.push(
        panics
          ? `    Flustered! ${nameOf(world, i)} panics, but is fighting ${nameOf(world, foe)} hand to hand: he does not retreat`
          : `    I'm not sure I can do this! ${nameOf(world, i)} loses his nerve, but is fighting ${nameOf(world, foe)} hand to hand: he does not fall back`,
      );
    }
    return;
  }
  // A holder's "Flustered!" retreats: to cover back from the enemy only, as a courage test's fall
  // back (cover.ts `coverFrom` and movement.ts `moveToCover` with `from`; RULINGS.md QR-232 amended, QR-210).
  const cover = coverFrom(world, i, from, budget, panics);
  if (cover >= 0) moveToCover(world, i, cover, budget, panics ? 'panics and retreats slowly toward cover' : 'loses his nerve and heads for cover', panics ? from : -1);
  else moveAwayClear(world, i, from, budget, panics ? 'panics and retreats slowly' : 'loses his nerve and falls back');
}

/**
 * Responding to an opportunity, 1: "Flustered! Panic and if in the open retreat slowly towards
 * cover. If in cover duck down" (REEL 3): {@link loseNerve} on half his move (QR-121, QR-232): a
 * holder fighting hand to hand (world.ts `fightingWith`: the man who acted, the one man QR-261 lets
 * him respond to) in the open does not retreat, leaving the fight takes the break-off roll on his own
 * card (REEL 5; RULINGS.md QR-268, as QR-264); in cover he ducks down.
 */
export function flustered(world: QdWorld, h: number, t: number): void {
  loseNerve(world, h, t, moveAllowance(world, h) / 2, true);
}

/**
 * Records i as the first man of the trial to draw and shoot (`firstDrawer`: the results' "fastest
 * drawer left standing", REEL 4 SHOOTOUTS), if nobody has yet: the drawer on the drawing chart, a
 * man who drew to respond to him (SHOOTOUTS, Responding to an opponent drawing) or to an
 * opportunity from a hold (REEL 3), when he fires: noted after `fire`, and only if the shot was
 * fired (not refused under a persuader's sway: RULINGS.md QR-266).
 */
function noteDrawAndShot(world: QdWorld, i: number): void {
  if (world.firstDrawer < 0) world.firstDrawer = i;
}

/** Results of a response to an opponent drawing. */
const RESPONSE_NONE = 0;
const RESPONSE_FIRST = 1;
const RESPONSE_AFTER = 2;
const RESPONSE_SIMULTANEOUS = 3;

/**
 * `r` answers `drawer`, who drew his weapon without shooting (a drawing test of 2-4, or a weapon
 * that may not be drawn and fired in the same turn): the response to an opponent drawing, as to a
 * draw and shot ({@link respondToDraw}); a response that does not shoot first shoots then, there
 * being no shot of the drawer's to wait for (SHOOTOUTS; RULINGS.md QR-170).
 */
function answerDraw(world: QdWorld, r: number, drawer: number): void {
  answerDrawOnly(world, r, drawer);
  if (world.setup.variant.targetAnswersDraw === 1) return;
  // Every other enemy who sees him draw answers too, in index order, while he is up and able (RULINGS.md QR-248).
  everyEnemyAnswers(world, drawer, r);
}

/**
 * Under `+plain-draws-answered` (RULINGS.md QR-253): `drawer` drew a weapon as his card's action or
 * on the move (`ACT_DRAW`), declaring no shot; every enemy of his who sees him draw answers it as
 * a draw that does not shoot ({@link answerDraw} without a man drawn on), in index order, while he
 * is up and able. Under the reading (the switch off) nobody answers such a draw; nor with
 * `+target-answers-draw` as well, where only the man drawn on answers and here there is none.
 */
export function answerPlainDraw(world: QdWorld, drawer: number): void {
  const v = world.setup.variant;
  if (v.plainDrawsAnswered === 1 && v.targetAnswersDraw === 0) everyEnemyAnswers(world, drawer, -1);
}

/** Every enemy of `drawer` but `skip` answers his draw that does not shoot ({@link answerDrawOnly}), in index order, while he is up and able. */
function everyEnemyAnswers(world: QdWorld, drawer: number, skip: number): void {
  const side = world.sideOf[drawer];
  for (let k = 0; k < world.n; k++) {
    if (!active(world, drawer) || world.broken[drawer] === 1) return;
    if (k !== skip && k !== drawer && world.sideOf[k] !== side) answerDrawOnly(world, k, drawer);
  }
}

/** {@link answerDraw}'s answer of one man `r`: the response, and his shot if it does not shoot first. */
function answerDrawOnly(world: QdWorld, r: number, drawer: number): void {
  const after = respondToDraw(world, r, drawer, false);
  if (after === RESPONSE_FIRST) noteDuelFirst(world, r);
  else if (after === RESPONSE_AFTER && active(world, r) && world.broken[r] === 0 && readyToShoot(world, r)) {
    noteDuelFirst(world, r);
    if (fire(world, r, drawer, respondHasty(world, r) ? SHOT_HASTY : SHOT_AUTO, 0, false, BOTH_IF_LOADED) && world.drewToRespond[r] === 1) noteDrawAndShot(world, r);
  }
}

/**
 * The enemies of `drawer` other than his target `t` answer his draw and shot (REEL 4, SHOOTOUTS:
 * "A character who is holding or responding to an opponent drawing his weapon, if he has cards
 * remaining, can choose to respond to the action"; RULINGS.md QR-248), in index order, each as
 * {@link respondToDraw} lets him (in reach of him, in sight and located; holding, or ordered to
 * respond with a card to come; not surprised, nor fighting another man hand to hand), while the drawer is up and able: a response that
 * shoots first is fired there; one that shoots after him is marked (`answersLate`, fired by
 * {@link answerLate}). Not under `+target-answers-draw`.
 * @returns how many answered in simultaneous fire (each holds the courage tests until the drawer's shot: QR-203)
 */
function othersAnswer(world: QdWorld, drawer: number, t: number, drawerFirst: boolean): number {
  const side = world.sideOf[drawer];
  let sim = 0;
  for (let k = 0; k < world.n; k++) {
    if (world.status[drawer] !== STATUS_UP || !active(world, drawer) || world.broken[drawer] === 1) break;
    if (k === t || k === drawer || world.sideOf[k] === side) continue;
    const a = respondToDraw(world, k, drawer, drawerFirst);
    if (a === RESPONSE_SIMULTANEOUS) sim++;
    else if (a === RESPONSE_AFTER) world.answersLate[k] = 1;
  }
  return sim;
}

/**
 * The men marked `answersLate` (they answered `drawer`'s draw and shoot after him: the chart's 5-9
 * or 10 without Quick Draw), his target `t` first, then in index order: each, still able, not
 * broken, with a weapon ready, shoots at the drawer if he is in his reach (QR-234), else the
 * replay says he has no shot ("X answered: Y is out of his reach now, no shot"), as it does for the
 * drawer (`shootAction`). The marks are cleared.
 */
function answerLate(world: QdWorld, drawer: number, t: number): void {
  for (let q = -1; q < world.n; q++) {
    const r = q < 0 ? t : q;
    if (world.answersLate[r] === 0 || (q >= 0 && r === t)) continue;
    world.answersLate[r] = 0;
    if (!active(world, r) || world.broken[r] === 1 || !readyToShoot(world, r)) continue;
    if (inReach(world, r, drawer, weaponInHand(world, r)!)) {
      // The drawer's shot came first: in the duel, the only setup that keeps the note, a late
      // answer always follows his own shot, noted already (RULINGS.md QR-192).
      noteDuelFirst(world, drawer);
      if (fire(world, r, drawer, respondHasty(world, r) ? SHOT_HASTY : SHOT_AUTO, 0, false, BOTH_IF_LOADED) && world.drewToRespond[r] === 1) noteDrawAndShot(world, r);
    } else if (world.log !== null && world.status[drawer] === STATUS_UP) {
      // Said, as for the drawer: his answer's roll is not left without its outcome (QR-234).
      world.log.push(`    ${nameOf(world, r)} answered: ${nameOf(world, drawer)} is out of his reach now, no shot (QR-234)`);
    }
  }
}

/** True if r's response shot is hasty: drawing without Quick Draw (SHOOTOUTS, "Responding to an opponent drawing", 5-9). */
function respondHasty(world: QdWorld, r: number): boolean {
  return world.respondRoll[r]! < 10 && (world.setup.characters[r]!.traits & TRAIT.quickDraw) === 0 && world.drewToRespond[r] === 1;
}

/**
 * `r`, the target of `drawer` who is drawing and shooting, or another enemy of his who sees him
 * draw (RULINGS.md QR-248), responds if he is holding or asked to
 * respond with a card still to come (which he gives up), not caught by surprise (QR-204), nor ducked
 * down helpless (REEL 3, COURAGE TEST, 1: "will not even defend self"; QR-254), nor entangled or
 * restrained (REEL 6: his next card goes to escaping; QR-74, QR-263), nor in the Panic of
 * breaking off or evading ("unable to fight back", until his next card: QR-262), nor fighting hand to
 * hand a man other than the drawer (REEL 5: leaving a fight is a break-off, on his own card;
 * world.ts `fightHolds`, QR-261), his card or hold kept: SHOOTOUTS, "Responding to an opponent
 * drawing" (Cautious reduced dice, Quick Witted and Quick Draw reroll a failure; from a hold, a
 * Disciplined man too, on a Natural Leader's dice: RULINGS.md QR-122). 1 hesitate; 2-4
 * back off 4 paces without drawing (fighting hand to hand, he does not draw and stays in the fight:
 * QR-264); 5-9 draw and shoot (hasty unless Quick Draw; a Quick Draw
 * shoots first); 10 draw and shoot without deductions (a Quick Draw shoots first). When the
 * drawer, a Quick Draw on a 10, shoots first too, it is simultaneous. A response that shoots
 * first is fired here. A weapon that may not be drawn and fired in the same turn is drawn only.
 */
function respondToDraw(world: QdWorld, r: number, drawer: number, drawerFirst: boolean): number {
  if (!active(world, r) || world.broken[r] === 1 || !readyToShoot(world, r)) return RESPONSE_NONE;
  const spec = weaponInHand(world, r) as QdWeaponSpec;
  if (!inReach(world, r, drawer, spec)) return RESPONSE_NONE;
  const holding = world.holding[r] === 1;
  if (!holding && !(world.respondOrder[r] === 1 && world.toCome[r]! - world.void[r]! > 0)) return RESPONSE_NONE;
  // Surprised, he answers nobody until his forfeited cards have passed (RULINGS.md QR-14, QR-204).
  if (world.surpriseLeft[r]! > 0) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, r)} is caught by surprise: he cannot answer ${nameOf(world, drawer)} yet`);
    return RESPONSE_NONE;
  }
  // Ducked down helpless ("will not even defend self", REEL 3, COURAGE TEST, 1), he answers no draw
  // until his next card, as he answers no attack (RULINGS.md QR-113, QR-254).
  if (world.ducked[r] === DUCK_HELPLESS) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, r)} has ducked down and will not even defend himself: he does not answer ${nameOf(world, drawer)}`);
    return RESPONSE_NONE;
  }
  // Entangled or restrained, his next card goes to escaping and he "otherwise makes no action or
  // move" (REEL 6): he answers no draw (RULINGS.md QR-74, QR-263).
  if (world.entangled[r] !== 0) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, r)} is entangled: he does not answer ${nameOf(world, drawer)}`);
    return RESPONSE_NONE;
  }
  // In the Panic of breaking off or evading, "unable to fight back" until his next card: his
  // answer would be a shot at a man drawing on him or his side (REEL 3, REEL 5; QR-162, QR-262).
  if (world.defenceless[r] === PANICKED) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, r)} panicked and cannot fight back: he does not answer ${nameOf(world, drawer)}`);
    return RESPONSE_NONE;
  }
  // Fighting hand to hand, he answers no draw but that of a man he fights: to turn from the fight,
  // or to back off out of it, is to break off, which takes his own card's roll (REEL 5; QR-261).
  const foe = fightHolds(world, r, drawer);
  if (foe >= 0) {
    if (world.log !== null) world.log.push(`    ${nameOf(world, r)} is fighting ${nameOf(world, foe)} hand to hand: he does not answer ${nameOf(world, drawer)}`);
    return RESPONSE_NONE;
  }
  if (holding) world.holding[r] = 0;
  else world.void[r] = world.void[r]! + 1;
  count(world, Q_RESPONSES);
  endSurprise(world, r);
  const c = world.setup.characters[r]!;
  // Disciplined rerolls when he responds from a hold ("May reroll when ... Hold": RULINGS.md QR-122);
  // a Quick Draw only when his gun is holstered: the answer is then his draw ("Can reroll a failed
  // draw action", REEL 2; QR-174 amended, as `respondToOpportunity`).
  const rerolls = (c.traits & TRAIT.quickWitted) !== 0 || ((c.traits & TRAIT.quickDraw) !== 0 && world.drawn[r] === 0) || (holding && (c.traits & TRAIT.disciplined) !== 0) ? REROLL : 0;
  // From a hold it is a response to a hold action: a Natural Leader's dice (LED; QR-80, QR-122).
  // From a hold, the red joker of the hold's card is this test's (RULINGS.md QR-320).
  const was = holding ? holdJokerOn(world, r) : world.jokerOn[r]!;
  const v = test(world, r, (c.traits & TRAIT.cautious) !== 0 ? 1 : 0, rerolls | LUCK | (holding ? LED : 0), 'responds to an opponent drawing');
  if (holding) heldJokerDone(world, r, was);
  // A response to a new enemy is the reaction to him (RULINGS.md QR-350).
  responseReacts(world, r, drawer);
  world.respondRoll[r] = v;
  if (v === 1) {
    if (world.log !== null) world.log.push(`    What The? ${nameOf(world, r)} hesitates`);
    return RESPONSE_NONE;
  }
  if (v <= 4) {
    // Fighting hand to hand (the drawer, who is the man he fights: QR-261), he panics and does not
    // draw, but does not back off: leaving the fight takes the break-off roll on his own card (REEL 5; QR-264).
    const foe = fightingWith(world, r);
    if (foe >= 0) {
      if (world.log !== null) world.log.push(`    Time to get out 'a Town! ${nameOf(world, r)} panics and does not draw, but is fighting ${nameOf(world, foe)} hand to hand: he does not back off`);
      return RESPONSE_NONE;
    }
    // Backing off from the drawer, he stops short of any other enemy (movement.ts `moveAwayClear`;
    // RULINGS.md QR-210 amended, QR-348, QR-356): a panic does not walk into another man's reach.
    moveAwayClear(world, r, world.cell[drawer]!, (2 * 4) / world.setup.pacesPerSpace, "panics and backs off 4 paces ('Time to get out 'a Town!')");
    return RESPONSE_NONE;
  }
  world.drewToRespond[r] = world.drawn[r] === 0 ? 1 : 0;
  if (drawsOnly(world, r, spec)) return RESPONSE_NONE;
  if (world.drawn[r] === 0) drawWeapon(world, r, false);
  const first = (c.traits & TRAIT.quickDraw) !== 0;
  if (!first) return RESPONSE_AFTER;
  if (drawerFirst) {
    // Simultaneous: noted so before the responder's shot (fire notes a shot as first). The
    // drawer's courage tests from it wait until his own shot is fired (QR-203: `shootAction`).
    noteDuelFirst(world, -2);
    // Said in the replay: the two shots are logged one after the other (an audit, 2026-12-01).
    if (world.log !== null) world.log.push(`    ${nameOf(world, drawer)} and ${nameOf(world, r)} both shoot first: simultaneous fire`);
    if (world.courageDeferDepth++ === 0) world.courageHeldMark = world.courageQueued;
    world.courageHeldFor = drawer;
    fire(world, r, drawer, respondHasty(world, r) ? SHOT_HASTY : SHOT_AUTO, 0, true, BOTH_IF_LOADED);
    return RESPONSE_SIMULTANEOUS;
  }
  if (fire(world, r, drawer, respondHasty(world, r) ? SHOT_HASTY : SHOT_AUTO, 0, false, BOTH_IF_LOADED) && world.drewToRespond[r] === 1) noteDrawAndShot(world, r);
  return RESPONSE_FIRST;
}

/**
 * A holder responds to an opportunity (REEL 3, RESPONDING TO AN OPPORTUNITY WHILE HOLDING) by
 * shooting at `t`: "Responding to an opportunity" (Cautious reduced, Quick Witted and Disciplined,
 * for the Hold, reroll a failure: RULINGS.md QR-122; a Quick Draw too when he draws to respond:
 * QR-174): 1 flustered (ducks down in cover, else falls back toward cover, not out of a fight: `flustered`, QR-268); 2-4 hesitates; 5-9 shoots
 * (no further test; drawing makes it hasty unless Quick Draw, and a weapon that may not be drawn and
 * fired in the same turn is drawn only; a shoulder arm raised by a stationary man for a deliberate
 * or aimed shot is not drawn); 10 shoots and "can reroll the dice" of a miss (QR-102). The hold is
 * spent either way.
 * `barrels`: as for {@link fire}.
 */
export function respondToOpportunity(world: QdWorld, h: number, t: number, asked: number, barrels = 1): void {
  world.holding[h] = 0;
  count(world, Q_RESPONSES);
  const c = world.setup.characters[h]!;
  const spec = weaponInHand(world, h) as QdWeaponSpec;
  // A shoulder arm raised by a stationary man for a deliberate shot is not drawn (QUICK DRAW; QR-104).
  const drawing = world.drawn[h] === 0 && !raisesAtRest(world, h, spec, asked);
  // Drawing to respond, a Quick Draw "can reroll a failed draw action" (REEL 2), as when answering a draw (RULINGS.md QR-174).
  const rerolls = (c.traits & (TRAIT.quickWitted | TRAIT.disciplined)) !== 0 || (drawing && (c.traits & TRAIT.quickDraw) !== 0) ? REROLL : 0;
  // The red joker of his hold's card is this test's (RULINGS.md QR-320).
  const was = holdJokerOn(world, h);
  const v = test(world, h, (c.traits & TRAIT.cautious) !== 0 ? 1 : 0, rerolls | LED | LUCK, 'responds to an opportunity');
  heldJokerDone(world, h, was);
  // A response to a new enemy is the reaction to him (RULINGS.md QR-350).
  responseReacts(world, h, t);
  if (v === 1) {
    // "Retreat slowly": half his move, but not out of a fight (RULINGS.md QR-121, QR-232, QR-268).
    flustered(world, h, t);
    return;
  }
  if (v <= 4) {
    if (world.log !== null) world.log.push(`    Hesitate! ${nameOf(world, h)} does not respond in time`);
    return;
  }
  if (drawing && drawsOnly(world, h, spec)) return;
  if (world.drawn[h] === 0) drawWeapon(world, h, false);
  // "When a character draws and fires their weapon in the same turn this counts as firing a Hasty
  // Shot ... A character that has the Quick Draw Trait ignores this penalty" (REEL 4, QUICK DRAW):
  // the response's 10 gives the reroll only (RULINGS.md QR-102, QR-174).
  const hasty = drawing && (c.traits & TRAIT.quickDraw) === 0;
  if (fire(world, h, t, hasty ? SHOT_HASTY : asked, v === 10 ? REROLL_ANY_MISS : 0, false, barrels) && drawing) noteDrawAndShot(world, h);
}

