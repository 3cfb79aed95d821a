/**
 * Acting on a Quick on the Draw card (REEL 3): the owner of each card turned (engine.ts
 * `playTurn`) comes round if knocked out, tries to escape if entangled (entangle.ts), is carried on
 * past his opponent if he attacked from a horse, or ran him down driving a vehicle, after a move
 * over 8 paces on his last card (mounts.ts, RULINGS.md QR-157), picks up a dropped gun, tries to
 * locate the enemies hidden from him (locating.ts), reacts to an enemy newly in sight, then moves
 * or makes an action (QR-130: a move on the movement chart's row for the terrain, terrain.ts, a
 * second move in a phase on reduced dice, in close combat the break-off chart, a linear obstacle
 * on the task chart, tasks.ts; or one action: shoot, take aim, reload, draw, attack, hold, first
 * aid, healing.ts, clearing fouled weapons, a charm or an influence, persuasion.ts, whose subject
 * tests at his cards to be free of it; or a move and shoot on one test; or a rider's or driver's
 * run-down, ride-down.ts, QR-158; a 10 gives a move and an action); holders respond to
 * opportunities after each move and each action, and a courage test of 10 gives a free action
 * (both responses.ts, the base class).
 *
 * Reading order (one class, in the order of a card; each rule itself lives in the module named):
 * - `playCard`: the card's three steps: `beforeActing` (what may spend the card before he acts:
 *   coming round, escaping, a bolting horse, carried past, a dropped gun, a flight, a sway),
 *   `lookAndReact` (locating, the agent asked, a courage test owed, the reaction to a new enemy),
 *   then the move or action;
 * - `cardMoveOrAction`, `act`: acting on a card, leaving by an exit (REEL 3, WANTING TO
 *   MOVE, BASIC ACTIONS, TASKS; QR-130, QR-181); every card's replay line; `draw` and `pickUp`, the
 *   basic actions (a plain draw answered under `+plain-draws-answered`: shootouts.ts, QR-253);
 * - `moveAfterReload`, `shotAfterReload`, `moveAfterTask`, `passedMove`: the move or shot a chart's
 *   outcome gives on the card, its test passed (REEL 4, Needing to reload; REEL 3, TASKS; QR-106,
 *   QR-167, QR-228);
 * - `takeCover`: a courage test's 2-4 (REEL 3, COURAGE TEST; QR-196);
 * - `moveRerolls` and the enemy it looks to (QR-349).
 * The world, the observer, the agents' asking (`observe`, `ask`), the callbacks the rule modules
 * make into the engine (`charged`, `evadeShoots`, `brawlBlow`), the holders' responses
 * (`opportunities`, `blowAgainst`) and the free actions (`freeActions`) are responses.ts's
 * `QdResponses`, which this class extends.
 * Split out of engine.ts on 2026-12-05, and its responses out of it on 2026-12-06, the same code
 * (the same statements, the same dice in the same order: golden all same), so that each part reads
 * against its reel: engine.ts the card procedure (REEL 1, FILMING THE ACTION), this module acting
 * on a card (REEL 3), responses.ts the holds' responses and free actions. Acting on a card calls
 * the responses, never the other way round; engine.ts's `QdEngine` extends `QdActing` (its
 * `playTurn` calls `playCard` and `freeActions`, its `beastCard` `opportunities`). Nothing here
 * calls back into the card procedure, so this module imports nothing of engine.ts (no cycle).
 * Allocates nothing per trial.
 */
import {
  ACT_ATTACK,
  ACT_DRAW,
  ACT_FIRE,
  ACT_HEAL,
  ACT_HOLD,
  ACT_NONE,
  ACT_PERSUADE,
  ACT_PICK_UP,
  ACT_RELOAD,
  ACT_RIDE_DOWN,
  ACT_SURRENDER,
  ACT_TAKE_AIM,
  ACT_TASK,
  HORSE_DISMOUNT,
  HORSE_MOUNT,
  PHASE_FIRE,
  PHASE_MOVE,
  QD_RATE_FULL,
  QD_RATE_HALF,
  SHOT_AUTO,
  SHOT_HASTY,
  STATUS_CAPTURED,
  STATUS_FLED,
  STATUS_UP,
  TASK_COVER,
  TASK_INTIMIDATE,
  TASK_SEARCH,
  TASK_THREATEN,
  offsetIndex,
  touch,
} from '@deadeye/core';
import { comeRound, courageTest, flee } from './effects.ts';
import { fightsOn, takingTrophies } from './personalities.ts';
import { persuade, swayOnCard } from './persuasion.ts';
import { attackAction, BREAK_HELD, BREAK_OFF, BREAK_OFF_SHOOTS, breakOff, inContact, otherOpponent, strike } from './fighting.ts';
import { escapeOnCard } from './entangle.ts';
import { firstAid } from './healing.ts';
import { locateEnemies, lookingNeeded } from './locating.ts';
import { headsForExit, moveAllowance, moveAwayClear, moveToCover, movedQuickly } from './movement.ts';
import { footTraits, taken } from './walk.ts';
import { coverFrom, shelteredFrom } from './cover.ts';
import { bolt, carriesOn, carryOnPast, dismount, freeFromMount, mountHorse, regainControl, STOP_AND_ACT, STOP_FAILED, stopUnsafely } from './mounts.ts';
import { mayRideDown, rideDown } from './ride-down.ts';
import { carry, drives, enterVehicle, exitVehicle, stopVehicle } from './vehicles.ts';
import { blackJokerIdles, blackJokerStops, CUT, JOKER_RED_PASSES, LED, LUCK, PASS, REROLL, test } from './rolls.ts';
import { TRAIT, type QdSetup } from './setup.ts';
import { fire, inReach, noThrowOnMove, readyToShoot, RELOADED_HASTY_SHOT, RELOADED_NOTHING, RELOADED_OPEN_FIRE, reload, REROLL_NONE, REROLL_NOT_ONES, settleHands, weaponInHand } from './shooting.ts';
import { answerPlainDraw, loseNerve, shootAction } from './shootouts.ts';
import { clearWeapons, MOVE_AND_ACT, MOVE_ENDS_CARD, plainMoveLevel, playMove } from './terrain.ts';
import type { QdNorthfieldRules } from './northfield.ts';
import { QdResponses } from './responses.ts';
import { scenarioTask } from './tasks.ts';
import { Q_HOLDS } from './counts.ts';
import {
  active,
  BLOCK_HASTY,
  CONTACT,
  count,
  drawWeapon,
  duckDown,
  holdLapses,
  fightingWith,
  nameOf,
  type QdWorld,
  resetStance,
  goOut,
  showSpare,
  takeInHand,
  xy,
} from './world.ts';

/** The Northfield module's tasks in the replay's words: "the black joker: X does not <words>" (RULINGS.md QR-24). */
const NF_TASK_WORDS: Readonly<Record<number, string>> = {
  [TASK_THREATEN]: 'threaten the employee',
  [TASK_SEARCH]: 'search the bank',
  [TASK_COVER]: 'cover the employee',
  [TASK_INTIMIDATE]: 'fire in the air',
};

/**
 * What the steps before a card's move or action leave for it ({@link QdActing.beforeActing},
 * {@link QdActing.lookAndReact}): `CARD_SPENT`, the card is over; else bits: `CARD_NO_ROLL` its move
 * or action is made without its test; `CARD_FREE` a move and an action; `CARD_RUSHES` his move is
 * toward the nearest enemy he sees (Rash, Fanatic); `CARD_TWICE` two actions (`+two-actions`).
 */
const CARD_SPENT = -1;
const CARD_NO_ROLL = 1;
const CARD_FREE = 2;
const CARD_RUSHES = 4;
const CARD_TWICE = 8;

/**
 * Acting on a card (REEL 3): the part of the engine the card procedure (engine.ts `QdEngine`, which
 * extends it) calls into for a card, `playCard`; the holds' responses and the free actions, with
 * the world, the observer and the agents' asking, are its base's (responses.ts `QdResponses`).
 * Nothing in it calls back into the card procedure.
 */
export abstract class QdActing extends QdResponses {
  /** `world` as the engine built it (its layout's cells set, the special rule plugged in), `northfield` its special rule or null. */
  protected constructor(world: QdWorld, setup: QdSetup, northfield: QdNorthfieldRules | null) {
    super(world, setup, northfield);
  }

  /**
   * i acts on one of his cards: what comes before he may act ({@link beforeActing}: coming round,
   * escaping, a bolting horse, a dropped gun, a flight...), locating and the reaction to a new
   * enemy ({@link lookAndReact}), then the card's move or action ({@link cardMoveOrAction}).
   */
  playCard(i: number): void {
    const world = this.world;
    const before = this.beforeActing(i);
    if (before === CARD_SPENT) return;
    const card = this.lookAndReact(i, before);
    if (card === CARD_SPENT) return;
    // The aim of his last card holds for this card's shot only (RULINGS.md QR-132).
    const aimed = world.aimingAt[i]!;
    this.cardMoveOrAction(i, (card & CARD_FREE) !== 0, (card & CARD_NO_ROLL) !== 0, (card & CARD_RUSHES) !== 0, (card & CARD_TWICE) !== 0);
    if (world.aimingAt[i] === aimed && world.aimedCard[i] === 0) world.aimingAt[i] = -1;
    world.aimedCard[i] = 0;
  }

  /**
   * The start of i's card, before he may act (REEL 3; the rules each cite): his stance reset and his
   * hold lapsed (QR-13); under `+black-joker-idle` the black joker's card does nothing more (QR-24);
   * coming round if knocked out (QR-164); a trophy taken; escaping if entangled (QR-74); freeing
   * himself from his dead mount or regaining control of a bolting one; carried on past his opponent
   * (QR-157); picking up a dropped gun (QR-68); a Northfield citizen not yet stirring (QR-92); a
   * flight (QR-13, QR-227); a sway shaken off (QR-159). Each of these may spend the card.
   * @returns `CARD_SPENT`, or `CARD_NO_ROLL` (come round on a 10: the card's move or action without
   * its test) and `CARD_FREE` (a driver's stop of 10: a move and an action), as bits
   */
  private beforeActing(i: number): number {
    const world = this.world;
    world.cardStart[i] = world.cell[i]!;
    world.galloped[i] = 0;
    // Carried on past his opponent on this card, his next after an attack over 8 paces (RULINGS.md QR-157).
    const past = world.carriedPast[i]!;
    if (past >= 0) world.carriedPast[i] = -1;
    if (drives(world, i)) stopVehicle(world, i);
    resetStance(world, i);
    world.taskFree[i] = 0;
    if (world.holding[i] === 1) {
      // His card turned while holding: the hold lapses and he plays the card (RULINGS.md QR-13).
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} stops holding`);
      holdLapses(world, i, "'s hold lapses");
    }
    // Under +black-joker-idle the black joker's card makes no movement or action, not even
    // coming round (RULINGS.md QR-24).
    if (blackJokerIdles(world, i)) return CARD_SPENT;
    // Coming round on a 10, "Let Me At'em! Come round and may perform another action or move,
    // attack or shoot": one more thing, the card's move or its action, with no test (RULINGS.md QR-164).
    let roundFree = false;
    if (world.kod[i] === 1) {
      if (!comeRound(world, i)) {
        // His horse, bolting, "will continue to do so until they pass an action Test" (REEL 6, HITS
        // ON MOUNTS): senseless, or come round with the card spent on it, he has passed none; it
        // runs on (RULINGS.md QR-301).
        if (world.bolting[i] === 1 && world.mounted[i] === 1 && world.status[i] === STATUS_UP) {
          const at = world.cell[i];
          bolt(world, i);
          // The bolt is his card's move: holders may respond to it (RULINGS.md QR-343).
          if (world.cell[i] !== at) this.opportunities(i);
        }
        return CARD_SPENT;
      }
      roundFree = true;
    }
    if (takingTrophies(world, i)) return CARD_SPENT;
    // Entangled or restrained: the card goes to escaping (entangle.ts, RULINGS.md QR-74).
    if (world.entangled[i] !== 0 && !escapeOnCard(world, i)) return CARD_SPENT;
    // Under his dead mount, or on a bolting one, his card goes first to the action test (mounts.ts).
    if (world.trapped[i] === 1 && !freeFromMount(world, i)) return CARD_SPENT;
    if (world.bolting[i] === 1) {
      const at = world.cell[i];
      if (!regainControl(world, i)) {
        // Bolting on: the horse's random move is his card's move, and holders may respond to it,
        // as to a man fleeing or a rider carried past (RULINGS.md QR-343).
        if (world.cell[i] !== at) this.opportunities(i);
        return CARD_SPENT;
      }
    }
    // A driver's stop of 10 (Complete Success!) gives the card a move and an action (QR-157).
    let stopped = STOP_FAILED;
    if (past >= 0 && world.broken[i] === 0 && carriesOn(world, i)) {
      stopped = this.carryPast(i, past);
      if (stopped === STOP_FAILED) return CARD_SPENT;
    }
    if (world.dropped[i] === 1) {
      // Picking it up is the card (QR-68): a basic action, no test; the black joker stops it, as
      // it stops a draw (QR-24, QR-182). Picked up, it is in his hand, drawn (QR-68 amended).
      if (blackJokerStops(world, i, 'pick up his gun')) return CARD_SPENT;
      world.dropped[i] = 0;
      world.drawn[i] = 1;
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} picks up his dropped gun: in his hand, drawn`);
      return CARD_SPENT;
    }
    const nf = this.northfield;
    // The Northfield module: before the alarm a citizen does not move, not even broken (QR-92).
    if (nf !== null && nf.unaware(i)) {
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} does not stir`);
      return CARD_SPENT;
    }
    if (world.broken[i] === 1) {
      // The black joker stops his flight: "makes no movement or action" (a flight rolls no die
      // for the joker to make a 1; RULINGS.md QR-24, amended 2026-12-04).
      if (blackJokerStops(world, i, 'flee')) return CARD_SPENT;
      // A man fleeing moves as anyone: holders may respond to it (RULINGS.md QR-13).
      const at = world.cell[i];
      // Under the Northfield module a broken gang member on foot runs for his horse first (QR-97).
      if (!(nf !== null && nf.toHorse(i))) {
        // Away from the last man who attacked him while that man is up; from one now down, fled or
        // captured there is nothing to run from (QR-227): the nearest road out, as for a man broken
        // with nobody attacking him (his own cell).
        const by = world.lastAttacker[i]!;
        const src = by >= 0 && world.status[by] === STATUS_UP ? world.cell[by]! : world.cell[i]!;
        flee(world, i, src, moveAllowance(world, i));
      }
      if (world.cell[i] !== at) this.opportunities(i);
      return CARD_SPENT;
    }
    // The Northfield module: before the alarm only the gang and the bank employees act; a citizen due
    // a morale check makes it first, and failing it leaves play (RULINGS.md QR-92).
    if (nf !== null && !nf.mayMove(i)) {
      if (world.log !== null && world.status[i] === STATUS_UP) world.log.push(`    ${nameOf(world, i)} does not stir`);
      return CARD_SPENT;
    }
    // Under a Charismatic or Dominant enemy's sway, he tests to shake it off before he decides:
    // failing, the card passes (persuasion.ts, RULINGS.md QR-159).
    if (world.setup.persuasion === 1 && world.swayedBy[i]! >= 0 && swayOnCard(world, i)) return CARD_SPENT;
    return (roundFree ? CARD_NO_ROLL : 0) | (stopped === STOP_AND_ACT ? CARD_FREE : 0);
  }

  /**
   * i looks for the enemies hidden from him (locating.ts, RULINGS.md QR-56; under
   * `+locate-as-action` looking is the card's action), his agent is asked for the card
   * (`PHASE_MOVE`), a courage test owed is taken, and he reacts to a new enemy (REEL 3, "Reacting to
   * a new event/locating the enemy"; QR-12, QR-131, QR-355): 1 freezes, 2-4 takes cover, 5-9 no
   * action roll this card, 10 a move and an action (Rash and Fanatic rush the nearest enemy; under
   * `+two-actions`, two actions). `before`: what {@link beforeActing} left (bits).
   * @returns `CARD_SPENT`, or the card's bits (`CARD_NO_ROLL`, `CARD_FREE`, `CARD_RUSHES`, `CARD_TWICE`)
   */
  private lookAndReact(i: number, before: number): number {
    const world = this.world;
    const c = world.setup.characters[i]!;
    // Locating the enemy hidden from him, before he decides (RULINGS.md QR-56); "Got you!" gives a further action.
    // Under +locate-as-action looking is the card's action, taken when no enemy is located and one
    // is needed: "I see no enemy! ... Can try again next turn"; "Got you! ... can move again or
    // perform another action this turn": only a 10 leaves him the card's move or action.
    let free = false;
    // A "Got you!" (the look's 10) on this card.
    let gotYou = false;
    if (world.setup.variant.locateAsAction === 0) gotYou = free = locateEnemies(world, i);
    else if (lookingNeeded(world, i)) {
      if (!locateEnemies(world, i)) return CARD_SPENT;
      gotYou = true;
    }
    if ((before & CARD_FREE) !== 0) free = true;
    this.ask(i, PHASE_MOVE, false);
    if (world.pendingCourage[i]! >= 0) {
      const j = world.pendingCourage[i]!;
      world.pendingCourage[i] = -1;
      const at = world.cell[i]!;
      courageTest(world, i, j);
      if (!active(world, i) || world.broken[i] === 1) return CARD_SPENT;
      // Fallen back (2-4): the rest of his card is decided afresh from where he stands now (his
      // agent had been asked before the test; the card's action would read that observation).
      if (world.cell[i] !== at) this.ask(i, PHASE_MOVE, false);
    }
    // The reaction to a new enemy (REEL 3, "Reacting to a new event/locating the enemy"; RULINGS.md
    // QR-12, QR-131): 1 freeze, 2-4 take cover, 5-9 "No need to make an action roll" (the card's
    // move or action is made without its test), 10 "up to 2 actions" (a move and an action, both
    // without a test; Rash and Fanatic "must move towards the enemy as quickly as possible"; under
    // +two-actions, with no move, two actions).
    // Coming round on a 10 (QR-164): the card's move or action, made without its test.
    let noRoll = (before & CARD_NO_ROLL) !== 0;
    // Under +got-you-reacts the look's 10 is a passed reaction: the card's move or action without
    // its test, as the reaction's 5-9 gives (RULINGS.md QR-56).
    if (gotYou && world.setup.variant.gotYouReacts === 1 && !noRoll) {
      noRoll = true;
      if (world.log !== null) world.log.push(`    Got you! ${nameOf(world, i)} reacts at once: no action roll this card`);
    }
    let rushes = false;
    // Under +two-actions a reaction's 10 gives two actions of any kind, not a move and an action (QR-131).
    let twice = false;
    if (world.mustReact[i] === 1 && world.reactTo[i]! >= 0 && world.status[world.reactTo[i]!] !== STATUS_UP) {
      // The one new enemy it was owed to is down since he was seen (shot down by this man on the
      // card he saw him, or by another): a body is no enemy to react to (RULINGS.md QR-355, amended
      // by the thirty-first audit; several new enemies, -2, are tested as before).
      world.mustReact[i] = 0;
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)}'s new enemy ${nameOf(world, world.reactTo[i]!)} is out of the fight: no reaction test`);
    }
    if (world.mustReact[i] === 1) {
      world.mustReact[i] = 0;
      // The replay names the enemy it is owed to (several: "new enemies"): a man re-located on the
      // same card is not the cause (the street fight, trial 86).
      const to = world.reactTo[i]!;
      const what = world.log === null ? '' : to >= 0 ? `reacts to a new enemy (${nameOf(world, to)})` : 'reacts to new enemies';
      const v = test(world, i, (c.traits & TRAIT.cautious) !== 0 ? 1 : 0, ((c.traits & TRAIT.quickWitted) !== 0 ? REROLL : 0) | LUCK, what);
      if (v === 1) {
        if (world.log !== null) world.log.push(`    What shall I do? ${nameOf(world, i)} freezes`);
        return CARD_SPENT;
      }
      if (v <= 4) {
        // Heading for cover is a move: holders may respond to it (QR-13), and a move of his
        // turns this phase: his next move test of the phase is on reduced dice (REEL 3; QR-6 amended).
        const at = world.cell[i];
        this.takeCover(i);
        if (world.cell[i] !== at) {
          world.movesThisPhase[i] = world.movesThisPhase[i]! + 1;
          this.opportunities(i);
        }
        // A "Got you!" of this card's look ("can move again or perform another action this turn",
        // REEL 3): the dash for cover was his move, the further action stands, with no test (as
        // after a move's 10); not ducked down, nor broken or down by then (RULINGS.md QR-358).
        if (free && active(world, i) && world.broken[i] === 0 && world.ducked[i] === 0) {
          this.ask(i, PHASE_FIRE, false);
          if (this.act(i, true, true)) this.opportunities(i);
        }
        return CARD_SPENT;
      }
      noRoll = true;
      if (v === 10) {
        free = true;
        rushes = (c.traits & (TRAIT.rash | TRAIT.fanatic)) !== 0;
        twice = !rushes && world.setup.variant.twoActions === 1;
      }
      if (world.log !== null) world.log.push(v === 10 ? `    Let's do it! ${nameOf(world, i)} may move and act, with no action roll` : `    Made of stern stuff! ${nameOf(world, i)} acts with no action roll`);
    }
    return (free ? CARD_FREE : 0) | (noRoll ? CARD_NO_ROLL : 0) | (rushes ? CARD_RUSHES : 0) | (twice ? CARD_TWICE : 0);
  }

  /**
   * Rider or driver i's card after an attack following a move of over 8 paces (REEL 5, FIGHTING
   * FROM A MOUNT OR MOVING VEHICLE: "they must move on past their opponent on their next turn
   * unless they choose to stop by decelerating unsafely and so needing to test for control";
   * RULINGS.md QR-157, edited for vehicles): his agent is asked at `PHASE_MOVE` with `carriedPast`
   * = `t` in his observation; `stop` 1: the test to stop (mounts.ts `stopUnsafely`: a rider's
   * control test, a driver's task), and if he stops he plays the card (a driver's 10: with a move
   * and an action); a rider who loses control has spent it; else (or a driver who fails to stop)
   * he is carried on past (mounts.ts `carryOnPast`: a full move, no test), holders may respond,
   * and the card is spent on that move (QR-130: a move ends the card).
   * @returns mounts.ts `STOP_FAILED` (the card is spent), `STOP_KEPT` or `STOP_AND_ACT` (he plays it)
   */
  private carryPast(i: number, t: number): number {
    const world = this.world;
    this.observe(i, PHASE_MOVE);
    world.obs[i]!.carriedPast = t;
    this.ask(i, PHASE_MOVE, true);
    if (world.intent.stop === 1) {
      const at = world.cell[i];
      const s = stopUnsafely(world, i, t);
      // A rider whose horse bolted on the test was moved on his card: holders may respond (QR-343).
      if (s === STOP_FAILED && world.cell[i] !== at) this.opportunities(i);
      // A rider who lost control has spent the card on it; a driver who failed to stop goes on past.
      if (s !== STOP_FAILED || world.mounted[i] === 1 || !drives(world, i)) return s;
    }
    carryOnPast(world, i, t);
    world.movesThisPhase[i] = world.movesThisPhase[i]! + 1;
    this.opportunities(i);
    return STOP_FAILED;
  }

  /**
   * The rest of i's card once he may act (RULINGS.md QR-130: "they must state if they wish to move
   * or make an action", REEL 3): from his agent's `PHASE_MOVE` intent, one of
   * - a move with a shot declared (`ACT_FIRE` at a target, the weapon drawn and ready, a path that
   *   meets no terrain row of the movement chart, on foot or riding): "Move and shoot", one test on
   *   the Wanting to Shoot chart (REEL 4) at the move's reduction; 1 loses his nerve, 2-4
   *   hesitates (no move, no shot), 5+ the move, then his agent is asked again and a shot is
   *   played without a further test (hasty: he moved; a rider's as QR-37; a 10 may reroll a miss);
   * - a move with an attack declared: the attack, whose charge is the move (REEL 5);
   * - a move (anything else declared): the movement chart; a 10's "move once and perform another
   *   action" (or a task's 10 at an obstacle) gives the action too, without a test; a drawn weapon
   *   (`ACT_DRAW`) is drawn on the move (QR-130);
   * - no move (or a move to a taken cell beside him: the man he walked up to): the action, tested.
   * `free`: a move and an action this card, the action without a test ("Got you!", a reaction's
   * 10); `noRoll`: the move or the action is made without its test (a reaction's 5+); `rushes`:
   * Rash or Fanatic after a reaction's 10, his move is toward the nearest enemy he sees. `twice`
   * (a reaction's 10 under `+two-actions`, RULINGS.md QR-131): a card with no move has two
   * actions, both without a test, his agent asked afresh for the second (not after a hold); a card
   * with a move has the move and one action, as without it.
   */
  private cardMoveOrAction(i: number, free: boolean, noRoll: boolean, rushes: boolean, twice = false): void {
    const world = this.world;
    const c = world.setup.characters[i]!;
    const nf = this.northfield;
    const intent = world.intent;
    // His orders until his next card, from this card's first intent (a card that is only a move asks no other).
    this.standingOrders(i);
    // Under +block-attack-only the card after a block "can only make a hasty attack" (REEL 5, FORMS OF ATTACK; QR-115).
    if (world.blocking[i] === BLOCK_HASTY && world.setup.variant.blockAttackOnly === 1) {
      this.blockTurn(i, free || noRoll, intent.moveTo >= 0 && intent.rate > 0 && intent.moveTo !== world.cell[i]);
      return;
    }
    let moveTo = intent.moveTo;
    let rate = intent.rate;
    const cutOrder = intent.cut;
    const declared = intent.action;
    const target = intent.target;
    // The weapon drawn or the item picked up on the move (read now: the holders' responses to his move ask their agents into the same intent).
    const weapon = intent.weapon;
    // A break-off's 10: move and shoot at the enemy rather than attack him first (REEL 5; RULINGS.md QR-22).
    const breakShot = intent.breakShot === 1;
    // Riding down (RULINGS.md QR-158): the card's move and attack in one; declared where it cannot be, an attack.
    if (declared === ACT_RIDE_DOWN && target >= 0) {
      if (mayRideDown(world, i, target)) rideDown(world, i, target, cutOrder, free || noRoll, this.charged, this.evadeShoots);
      else attackAction(world, i, target, this.blowAgainst(i, target), cutOrder, free || noRoll, this.charged);
      this.opportunities(i);
      return;
    }
    if (rushes) {
      const enemy = this.nearestEnemySeen(i);
      if (enemy >= 0 && world.engaged[i]! < 0) {
        moveTo = world.cell[enemy]!;
        rate = QD_RATE_FULL;
      }
    }
    // Mounting and dismounting are basic actions combined with the move, with no test of their own
    // (REEL 3, BASIC ACTIONS; RULINGS.md QR-30): he mounts when his move ends on (or he stands on)
    // his riderless horse's cell, and dismounts where his move ends.
    const toHorse = intent.horse === HORSE_MOUNT && world.mounted[i] === 0 && world.horseCell[i]! >= 0;
    const getDown = intent.horse === HORSE_DISMOUNT && world.mounted[i] === 1;
    if (toHorse) {
      if (world.cell[i] === world.horseCell[i]) {
        mountHorse(world, i);
        moveTo = -1;
      } else {
        moveTo = world.horseCell[i]!;
        if (rate <= 0) rate = QD_RATE_FULL;
      }
    }
    // Vehicles (REEL 3, BASIC ACTIONS: "enter or exit a vehicle", no test; RULINGS.md QR-38): the
    // driver's move moves his vehicle and everyone in it (not an immobilized one); another rider
    // rides along unless he gets out (then his move is on foot); a man on foot gets back into his
    // own vehicle when his move ends beside it (or he stands there).
    const veh = world.aboard[i]!;
    const driver = drives(world, i);
    const own = c.vehicle;
    const toVehicle = intent.horse === HORSE_MOUNT && !toHorse && veh < 0 && world.mounted[i] === 0 && own >= 0 && world.vDestroyed[own] === 0;
    const getOut = intent.horse === HORSE_DISMOUNT && veh >= 0;
    if (veh >= 0 && !driver) {
      if (getOut) exitVehicle(world, i);
      else moveTo = -1;
    }
    if (driver && world.vImmobile[veh] === 1) moveTo = -1;
    if (toVehicle) {
      if (world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.vCell[own]!)]! <= CONTACT) {
        enterVehicle(world, i, own);
        moveTo = -1;
      } else {
        moveTo = world.vCell[own]!;
        if (rate <= 0) rate = QD_RATE_FULL;
      }
    }
    const basic = toHorse || getDown || toVehicle || getOut;
    // A move declared with an attack is the attack's charge (REEL 5, WANTING TO MAKE AN ATTACK):
    // the attack is the card's action (QR-130). Not when the card has a move and an action anyway.
    // A move to a taken cell he stands beside already is no move (the engine stops a man beside
    // whom he walks to: the card is his action).
    const beside = moveTo >= 0 && moveTo !== world.cell[i] && taken(world, i, moveTo) && world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, moveTo)]! <= CONTACT;
    // An attack on the opponent he is fighting who fell back out of contact is his follow up (fighting.ts `attackAction`, RULINGS.md QR-161), not a break off.
    const followsUp = target >= 0 && world.engaged[i] === target && !inContact(world, i, target);
    // Sent to the exit cell he stands on (put there by a fall back, or a move that stopped on it):
    // he leaves by it, as he would have on arriving (QR-181); not under the Northfield module (QR-97).
    if (moveTo >= 0 && moveTo === world.cell[i] && rate > 0 && nf === null && !basic && world.aboard[i]! < 0 && headsForExit(world, i, moveTo)) {
      goOut(world, i, STATUS_FLED);
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} leaves the map`);
      return;
    }
    const moves = moveTo >= 0 && rate > 0 && moveTo !== world.cell[i] && !beside && !(declared === ACT_ATTACK && target >= 0 && !free && !basic && (world.engaged[i]! < 0 || followsUp));
    if (!moves) {
      if (getDown) dismount(world, i);
      if (driver && getOut) exitVehicle(world, i);
      // Getting on or off, in or out, changes what he observes of himself: ask afresh.
      this.ask(i, PHASE_FIRE, !basic);
      // A hold or a wait is no move and no action: no opportunity for the enemy's holders, unless he
      // got on or off, in or out (a basic action) on the card (RULINGS.md QR-13, QR-321).
      if (this.act(i, free || noRoll) || basic) this.opportunities(i);
      // "Can perform up to 2 actions" as two actions of any kind (+two-actions; QR-131): the second, untested.
      if (twice && active(world, i) && world.broken[i] === 0 && world.holding[i] === 0) {
        if (world.log !== null) world.log.push(`    ${nameOf(world, i)}'s second action`);
        this.ask(i, PHASE_FIRE, false);
        if (this.act(i, true, false, false)) this.opportunities(i);
      }
      return;
    }
    let pass = noRoll ? PASS : 0;
    // Broken off from a fight on the break-off chart (its move is his evade).
    let brokeOff = false;
    // The break-off's 10 chosen as "move and shoot at them": the opponent he shoots at after the move (RULINGS.md QR-22).
    let shootsAt = -1;
    if (world.engaged[i]! >= 0) {
      if (fightsOn(world, i, this.brawlBlow, this.charged)) return;
      const broke = breakOff(world, i, cutOrder, this.brawlBlow, breakShot);
      if (broke === BREAK_HELD) return;
      // "Evade then! Successfully break off from the fight - may move up to the maximum distance
      // away" (REEL 5): the break-off's success is the move's (RULINGS.md QR-130). With no fight
      // left to break off (QR-180) the move is tested as any other.
      if (broke === BREAK_OFF || broke === BREAK_OFF_SHOOTS) {
        pass = PASS;
        brokeOff = true;
      }
      if (broke === BREAK_OFF_SHOOTS) {
        shootsAt = world.caughtOutAt;
        world.caughtOutAt = -1;
      }
    }
    const from = world.cell[i]!;
    const level = world.movesThisPhase[i]! > 0 ? 1 : 0;
    // Move and shoot (REEL 4, "Wanting to Shoot or Move and shoot"): one test for both.
    let shootAfter = false;
    let shotReroll = REROLL_NONE;
    // Under +no-throw-moved a weapon whose shots are all deliberate or aimed makes no move and shoot (QR-107): the move alone.
    // Broken off from a fight, the card's move is the break-off's ("Evade then! ... may move up to
    // the maximum distance away", REEL 5): no move and shoot; only its 10 adds a shot (QR-22).
    if (declared === ACT_FIRE && target >= 0 && !free && !brokeOff && !driver && !basic && world.drawn[i] === 1 && readyToShoot(world, i) && !noThrowOnMove(world, i)) {
      const lv = plainMoveLevel(world, i, moveTo, rate, level);
      if (lv >= 0) {
        const v = test(world, i, lv, ((c.traits & TRAIT.disciplined) !== 0 ? REROLL : 0) | (cutOrder === 1 ? CUT : 0) | pass, 'wants to move and shoot');
        if (v === 1) {
          // A move test, whatever its outcome: the next is on reduced dice (REEL 3; RULINGS.md QR-6).
          world.movesThisPhase[i] = world.movesThisPhase[i]! + 1;
          loseNerve(world, i, target);
          this.opportunities(i);
          return;
        }
        if (v <= 4) {
          world.movesThisPhase[i] = world.movesThisPhase[i]! + 1;
          if (world.log !== null) world.log.push(`    Where's the target! ${nameOf(world, i)} hesitates`);
          return;
        }
        shootAfter = true;
        shotReroll = v === 10 ? REROLL_NOT_ONES : REROLL_NONE;
        pass = PASS;
      }
    }
    // Under +walk-draw-shoot a man on foot with his weapon not drawn who declares a walk with a shot
    // "walk[s] into range, draw[s] and shoot[s]" as one choice of the card, on one roll: the drawing
    // chart's (REEL 4, SHOOTOUTS: "To walk, draw and shoot, roll the action dice and check on the
    // chart below"; RULINGS.md QR-17). The walk (a path meeting no terrain row of the movement chart)
    // is made without its test; the draw and shot follow it (shootAction). Off: the card is the walk.
    let walkDraw = false;
    if (!shootAfter && world.setup.variant.walkDrawShoot === 1 && declared === ACT_FIRE && target >= 0 && !free && !driver && !basic && world.mounted[i] === 0 && world.drawn[i] === 0 && world.engaged[i]! < 0 && readyToShoot(world, i) && plainMoveLevel(world, i, moveTo, rate, level) >= 0) {
      walkDraw = true;
      pass = PASS;
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} walks in to draw and shoot: one roll, the drawing chart's (QR-17)`);
    }
    if (driver) world.driving = i;
    // The movement chart's row for the terrain his path meets, and bad going (terrain.ts).
    // His card's own move: a linear obstacle crossed on a 10 in it gives him another action (tasks.ts `crossObstacle`, QR-63).
    world.cardMover = i;
    // What the move may change besides his cell (getting down prone, falling): a move that changed
    // nothing is no opportunity for the enemy's holders (RULINGS.md QR-330).
    const prone0 = world.prone[i]!;
    const moved = playMove(world, i, moveTo, rate, level, this.moveRerolls(i, moveTo) | (cutOrder === 1 ? CUT : 0) | LED | pass, this.nearestEnemySeen(i));
    world.cardMover = -1;
    world.movesThisPhase[i] = world.movesThisPhase[i]! + 1;
    // "Evade then! Successfully break off": the move away is an evade, shot meanwhile at DV +2 as
    // any man evading (RULINGS.md QR-163), not only moving quickly.
    if (brokeOff && world.cell[i] !== from) {
      world.evading[i] = 1;
      world.movingQuickly[i] = 0;
    }
    if (moved === MOVE_AND_ACT) free = true;
    // A linear obstacle crossed on a task roll of 10: "may perform another action" (tasks.ts).
    if (world.taskFree[i] === 1) {
      world.taskFree[i] = 0;
      free = true;
    }
    if (driver) {
      carry(world, i, from);
      world.driving = -1;
      if (getOut) exitVehicle(world, i);
    }
    if (toHorse && world.cell[i] === world.horseCell[i]) mountHorse(world, i);
    if (toVehicle && world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.vCell[own]!)]! <= CONTACT) enterVehicle(world, i, own);
    if (getDown) dismount(world, i);
    if (nf !== null) {
      nf.afterMove(i);
      // The gang leaves town only mounted, by an exit he was heading for (VICTORY CONDITIONS; QR-97).
      const here = world.cell[i]!;
      if (world.status[i] === STATUS_UP && world.map.exit[here] === 1 && world.map.exit[moveTo] === 1 && nf.mayLeave(i)) {
        goOut(world, i, STATUS_FLED);
        if (world.log !== null) world.log.push(`    ${nameOf(world, i)} rides out of town`);
        return;
      }
    }
    // "Are you Sure? Hesitate and do not move" (the movement chart's 2-4), or a move that got him
    // nowhere (his way held, a task at an obstacle failed): he neither moved nor acted, and the
    // enemy's holders are offered nothing, as for a hold or a wait (RULINGS.md QR-321, QR-330).
    // A break-off (its test passed: he is out of the fight), getting on or off a horse or in or
    // out of a vehicle (a basic action, seen), a fall or going prone are offered as before.
    const stood = world.cell[i] === from && world.prone[i] === prone0 && moved !== MOVE_ENDS_CARD && !brokeOff && !basic;
    if (!stood) this.opportunities(i);
    if (moved === MOVE_ENDS_CARD) return;
    if (!active(world, i) || world.broken[i] === 1) return;
    if (shootsAt >= 0) {
      // "Caught them Out! ... or move and shoot at them" (REEL 5, WANTING TO BREAK FROM A FIGHT, 10):
      // the shot after the move, tested already by the break-off's 10 (QR-131), hasty: "If moved any
      // shots are rated as Hasty" (REEL 4, WANTING TO SHOOT, 5-9), "Hasty Shots – these are any shots
      // made whilst moving" (TYPES OF SHOOTING); at him only while he is up and in reach
      // (`shootAction` says so when he is not). A holstered gun is drawn and fired as on a draw's
      // 5-9, hasty too (QUICK DRAW). Nothing more on the card (RULINGS.md QR-22).
      if (world.status[shootsAt] === STATUS_UP) shootAction(world, i, shootsAt, SHOT_HASTY, 0, true);
      return;
    }
    if (!free && !shootAfter && !walkDraw) {
      // A weapon drawn on the move (RULINGS.md QR-130), an item picked up where the move ends
      // (QR-182); any other action declared waits for a later card.
      const hand = world.inHand[i]!;
      const drawn = world.drawn[i]!;
      if (declared === ACT_DRAW) this.draw(i, weapon);
      else if (declared === ACT_PICK_UP) this.pickUp(i, weapon);
      // Standing where he was, he drew or picked up: that is what the holders see (RULINGS.md QR-330).
      if (stood && (world.inHand[i] !== hand || world.drawn[i] !== drawn)) this.opportunities(i);
      return;
    }
    this.ask(i, PHASE_FIRE, false);
    if (shootAfter && !free) {
      // The shot of the move and shoot, tested already: only a shot.
      this.standingOrders(i);
      if (world.intent.action !== ACT_FIRE) return;
      const t = world.intent.target;
      if (t >= 0 && world.engaged[i]! < 0) {
        // Both barrels if his agent asked for 2 shots (RULINGS.md QR-167).
        this.fireAfterMove(i, t, world.intent.shot, shotReroll, world.intent.shots >= 2 ? 2 : 1);
      }
    } else if (walkDraw && !free) {
      // The draw and shot of +walk-draw-shoot, on the drawing chart (its roll the card's one): only a shot.
      this.standingOrders(i);
      if (world.intent.action === ACT_FIRE && world.intent.target >= 0) shootAction(world, i, world.intent.target, world.intent.shot, cutOrder, false, world.intent.shots >= 2 ? 2 : 1);
    } else if (!this.act(i, true, true)) {
      // The further action after the move a hold refused or a wait: none, and the enemy's holders
      // were offered the move already (RULINGS.md QR-321).
      return;
    }
    this.opportunities(i);
  }

  /**
   * i's card after his block under `+block-attack-only` ("Block – ... they cannot make a counter
   * attack and in their turn can only make a hasty attack", REEL 5, FORMS OF ATTACK; RULINGS.md
   * QR-115): his agent asked afresh, the attack it declares (`ACT_ATTACK`, or no action while he
   * fights on: the fight's blow) at a man up in contact, hasty (fighting.ts: the target's DV +2),
   * with no charge; anything else (a move, a charge, a shot, a reload, a hold) is refused and the
   * card passes.
   * @param free the attack's test passed without a roll (a reaction's 5+, coming round on a 10)
   * @param moving his agent declared a move (refused: logged)
   */
  private blockTurn(i: number, free: boolean, moving: boolean): void {
    const world = this.world;
    if (moving && world.log !== null) world.log.push(`    ${nameOf(world, i)} blocked: no move on this card, only a hasty attack`);
    this.ask(i, PHASE_FIRE, true);
    const a = world.intent.action;
    const t = a === ACT_ATTACK && world.intent.target >= 0 ? world.intent.target : world.engaged[i]!;
    if ((a === ACT_ATTACK || a === ACT_NONE) && t >= 0 && world.status[t] === STATUS_UP && inContact(world, i, t)) {
      this.act(i, free, true);
      this.opportunities(i);
    } else if (world.log !== null) world.log.push(`    ${nameOf(world, i)} blocked: on this card he can only make a hasty attack at a man in contact, and the card passes`);
  }

  /**
   * The action of i's card from his agent's PHASE_FIRE intent. `free`: its test is passed without
   * a roll (a shot's Wanting to Shoot or drawing test, an attack's Wanting to Attack, a reload, the
   * scenario's task; first aid keeps its test): "another action" of a 10, or a reaction's "No need
   * to make an action roll" (RULINGS.md QR-56, QR-63, QR-131). `afterMove`: the action after this
   * card's move, whose attack strikes only a man in contact (no charge: QR-212). `mayHold`: a hold
   * may be declared; not after this card's move or action ("can choose not to move or act on their
   * turn but to hold", REEL 3; RULINGS.md QR-290).
   * @returns false when the card's action was none: a hold (declared or refused) or a wait, no move
   *   and no action ("choose not to move or act on their turn but to hold", REEL 3), which presents
   *   the enemy's holders no opportunity (RULINGS.md QR-321); else true
   */
  private act(i: number, free: boolean, afterMove = false, mayHold = !afterMove): boolean {
    const world = this.world;
    const intent = world.intent;
    this.standingOrders(i);
    const t = intent.target;
    // Weapons fouled with snow, sand or water: out of a fight, the card's action clears them (terrain.ts, RULINGS.md QR-70).
    if (world.fouled[i] === 1 && world.engaged[i]! < 0 && intent.action !== ACT_ATTACK && intent.action !== ACT_SURRENDER && intent.action !== ACT_PERSUADE) {
      clearWeapons(world, i);
      return true;
    }
    switch (intent.action) {
      case ACT_FIRE: {
        // In close combat he shoots at his opponent or fights him; both barrels if his agent asked for 2 shots (RULINGS.md QR-167).
        // An opponent down or knocked out fights no longer (QR-180): another man still fighting him
        // is his opponent, and with none he is out of close combat and shoots at whom his agent
        // chose (QR-223; an audit, 2026-12-01: his shot went on being turned on the dead beast or
        // the senseless man beside him, "no target in reach", card after card).
        let opp = world.engaged[i]!;
        if (opp >= 0 && !active(world, opp)) opp = otherOpponent(world, i, opp);
        const inFight = opp >= 0 && inContact(world, i, opp);
        const at = t >= 0 && inFight && opp !== t ? opp : t;
        // A 10 on Wanting to Shoot at the man he fights: "OR if attacked may choose to make a Hasty
        // Shot and make a counter attack" (REEL 4), if his agent so chose; the blow after the shot,
        // while both are up and in contact (RULINGS.md QR-188).
        const counterOnTen = intent.counter === 1 && inFight && at === opp && world.setup.noFighting === 0;
        const cut = intent.cut;
        if (shootAction(world, i, at, intent.shot, cut, free, intent.shots >= 2 ? 2 : 1, counterOnTen) && active(world, i) && world.status[opp] === STATUS_UP && inContact(world, i, opp)) {
          strike(world, i, opp, this.blowAgainst(i, opp), REROLL_NONE, 0, cut, true);
        }
        break;
      }
      case ACT_TAKE_AIM:
        if (t >= 0 && world.status[t] === STATUS_UP && !blackJokerStops(world, i, 'take aim')) {
          world.aimingAt[i] = t;
          world.aimedCard[i] = 1;
          world.lastTarget[i] = t;
          if (world.log !== null) world.log.push(`    ${nameOf(world, i)} takes aim at ${nameOf(world, t)}`);
        }
        break;
      case ACT_RELOAD: {
        // 5-9: a hasty shot, 10: open fire, at his last target if in reach; else 5-9 a half move,
        // 10 a move, the one his agent asks, or on the 10 a half move and then the hasty shot if
        // his last target is in reach from there (RULINGS.md QR-106).
        const may = reload(world, i, intent.cut, free);
        if (may !== RELOADED_NOTHING && this.shotAfterReload(i, may === RELOADED_HASTY_SHOT ? SHOT_HASTY : SHOT_AUTO)) break;
        if (may === RELOADED_HASTY_SHOT || may === RELOADED_OPEN_FIRE) {
          const rate = this.moveAfterReload(i, may === RELOADED_OPEN_FIRE ? QD_RATE_FULL : QD_RATE_HALF);
          if (may === RELOADED_OPEN_FIRE && rate > 0 && rate <= QD_RATE_HALF) this.shotAfterReload(i, SHOT_HASTY);
        }
        break;
      }
      case ACT_DRAW:
        if (!blackJokerStops(world, i, 'draw')) this.draw(i, intent.weapon);
        break;
      case ACT_PICK_UP:
        if (!blackJokerStops(world, i, 'pick up a weapon')) this.pickUp(i, intent.weapon);
        break;
      case ACT_ATTACK: {
        const target = t >= 0 ? t : world.engaged[i]!;
        const cut = intent.cut;
        // The action after this card's move ("Move It!": "move once and perform another action";
        // "Got you!"; a task's 10 at an obstacle): a blow at a man in contact, no charge or follow
        // up, which would be a second move (RULINGS.md QR-130, QR-168, QR-212).
        if (afterMove && target >= 0 && world.status[target] === STATUS_UP && !inContact(world, i, target)) {
          // (A move test failed, "hesitate and do not move", is his move too: said so, not "has moved".)
          if (world.log !== null) world.log.push(`    ${nameOf(world, i)} ${world.cardStart[i] === world.cell[i] ? 'has had his move on this card (it got him nowhere)' : 'has moved on this card'}: ${nameOf(world, target)} is out of contact, no charge after the move`);
          break;
        }
        // This card's move brought him into contact (its 10's further action): he charged in (RULINGS.md QR-183).
        const from = world.cardStart[i]!;
        const cameIn = target >= 0 && from !== world.cell[i] && world.map.offsetDistance[offsetIndex(world.map, from, world.cell[target]!)]! > CONTACT;
        attackAction(world, i, target, this.blowAgainst(i, target), cut, free, this.charged, cameIn);
        break;
      }
      case ACT_HOLD:
        // A hold is the card's whole turn, no move or action on it: not the further action of a
        // move's 10, a task's 10 or a reaction's second action (REEL 3; RULINGS.md QR-290).
        if (!mayHold) {
          if (world.log !== null) world.log.push(`    ${nameOf(world, i)} ${afterMove ? 'had his move' : 'has acted'} on this card: no hold on it`);
          return false;
        }
        if (world.setup.characters[i]!.canHold === 1 && world.heldThisPhase[i] === 0 && !blackJokerStops(world, i, 'hold')) {
          world.holding[i] = 1;
          world.heldThisPhase[i] = 1;
          // The red joker of this card, unspent (a hold rolls nothing), is kept for the response
          // from the hold, the card's action made later (REEL 1; RULINGS.md QR-320).
          const j = world.jokerOn[i]!;
          world.holdJoker[i] = j === 1 || j === JOKER_RED_PASSES ? j : 0;
          count(world, Q_HOLDS);
          if (world.log !== null) world.log.push(`    ${nameOf(world, i)} holds`);
        } else if (world.log !== null && (world.setup.characters[i]!.canHold === 0 || world.heldThisPhase[i] === 1)) {
          world.log.push(`    ${nameOf(world, i)} may not hold${world.setup.characters[i]!.canHold === 0 ? ' (a minor character)' : ' twice in a phase'}: the card passes`);
        }
        // No move and no action: nothing for the enemy's holders to respond to (RULINGS.md QR-321).
        return false;
      case ACT_HEAL:
        firstAid(world, i, t);
        break;
      case ACT_PERSUADE:
        // A Charismatic character's charm, a Dominant one's influence: its own chart is the test,
        // rolled even on a free action (as first aid's), persuasion.ts (RULINGS.md QR-159, QR-160).
        persuade(world, i, t, intent.cut);
        break;
      case ACT_SURRENDER:
        goOut(world, i, STATUS_CAPTURED);
        if (world.log !== null) world.log.push(`    ${nameOf(world, i)} surrenders`);
        break;
      case ACT_TASK:
        // A task takes the card's action: the Northfield module's (threaten, search, cover,
        // intimidate: resolved by the module with its own dice, no task roll: QR-100), or the
        // scenario's own task 0 at his place, on the task chart (tasks.ts scenarioTask, QR-89).
        if (intent.task !== 0 && this.northfield !== null) {
          // A threat, a search or a cover is the man's one action of the turn ("may not perform any
          // other action that turn", ROBBING THE BANK): not after he has fired this phase on an
          // earlier card (RULINGS.md QR-209). Firing into the air is a shot itself. Under
          // +robber-card-turn the module's turn is one card: an earlier card's shot does not bar it.
          if (intent.task !== TASK_INTIMIDATE && world.actedPhase[i] === world.turn && world.setup.variant.robberCardTurn === 0) {
            if (world.log !== null) world.log.push(`    ${nameOf(world, i)} has fired this turn: no threat, search or cover (the module's one action a turn)`);
          } else if (!blackJokerStops(world, i, NF_TASK_WORDS[intent.task] ?? 'make his task')) {
            // A module's task rolls no die: the black joker stops it (RULINGS.md QR-24, amended 2026-12-04).
            this.northfield.declare(i, intent.task, t);
          }
        } else if (intent.task === 0 && scenarioTask(world, i, free ? PASS : 0) === 10 && !this.moveAfterTask(i)) {
          // Complete Success!: "may perform another action or move, attack or shoot" (REEL 3,
          // TASKS): a move if his agent, asked afresh, declares one (moveAfterTask), else the
          // doctrine's action once more, asked afresh, without a test (RULINGS.md QR-63, QR-228).
          this.ask(i, PHASE_FIRE, false);
          if (world.intent.action !== ACT_TASK) this.act(i, true, false, false);
        }
        break;
      case ACT_NONE:
      default:
        if (world.engaged[i]! >= 0 && inContact(world, i, world.engaged[i]!) && world.setup.noFighting === 0) {
          // Once fighting, the fight goes on without a test (REEL 5).
          const cut = intent.cut;
          strike(world, i, world.engaged[i]!, this.blowAgainst(i, world.engaged[i]!), 0, 0, cut, true);
        } else {
          if (world.log !== null) world.log.push(`    ${nameOf(world, i)} ${afterMove ? 'makes no action after his move: none asked' : 'waits: no move and no action asked'}`);
          // No move and no action: nothing for the enemy's holders to respond to (RULINGS.md QR-321).
          return false;
        }
        break;
    }
    return true;
  }

  /** i's orders until his next card from his agent's last intent: respond to an opponent drawing, the defence in close combat, Cut! on a failed roll. */
  private standingOrders(i: number): void {
    const world = this.world;
    const intent = world.intent;
    world.respondOrder[i] = intent.respond;
    world.defenceOrder[i] = intent.defence;
    world.cutOrder[i] = intent.cut;
  }

  /**
   * The move a reload lets i make when it let him shoot and he did not (no target in reach):
   * "Ready to shoot! Successfully reload or reprime and may now move ½ move or make a hasty shot";
   * "Rapid Reload! ... may immediately Open Fire, or move 1 move, or move ½ move and make a hasty
   * shot" (REEL 4, SHOOTING RELATED TASKS, Needing to reload or restring; RULINGS.md QR-106): on
   * the 10 a move of a half move or less is the last of these (the caller then takes the shot if
   * it can). His agent is asked for his move
   * (`PHASE_MOVE`, a fresh observation) and it is played at most at `cap` (`QD_RATE_HALF`, or
   * `QD_RATE_FULL` on the 10) on the movement chart's row for its terrain, its test passed (the
   * reload's roll was his test), a move of the phase. Not for a man fighting (leaving a fight is a
   * break-off, REEL 5), broken, or in a vehicle (a driver's move is his vehicle's, QR-38).
   * @returns the rate played (`QD_RATE_*`, at most `cap`), or 0 when he did not move
   */
  private moveAfterReload(i: number, cap: number): number {
    const world = this.world;
    if (!active(world, i) || world.broken[i] === 1 || world.engaged[i]! >= 0 || world.aboard[i]! >= 0) return 0;
    this.ask(i, PHASE_MOVE, false);
    const intent = world.intent;
    const moveTo = intent.moveTo;
    let rate = intent.rate;
    if (moveTo < 0 || rate <= 0 || moveTo === world.cell[i]) return 0;
    // The rate codes are ordered by speed (core's QdRate): a faster move is cut to the cap.
    if (rate > cap) rate = cap;
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} moves after his reload (${cap === QD_RATE_FULL ? 'a move' : 'a half move'} at most)`);
    this.passedMove(i, moveTo, rate);
    return rate;
  }

  /**
   * The move the scenario task's 10 lets i make: "Complete Success! Succeed in the task and may
   * perform another action or move, attack or shoot" (REEL 3, TASKS; RULINGS.md QR-228). His agent
   * is asked at `PHASE_MOVE` (a fresh observation); a move it declares to another cell, with no
   * attack declared (an attack, its charge included, is the action: the caller's), is played at
   * its rate on the movement chart's row for its terrain, its test passed (the task's roll was his
   * test: read as a 5, so a dash is one move), a move of the phase. Not for a man fighting (leaving
   * a fight is a break-off, REEL 5), broken, or in a vehicle (a driver's move is his vehicle's,
   * QR-38), as after a reload (QR-106).
   * @returns true when he moved (the 10 is spent on it), false when no move was declared (the
   *   caller asks for the action)
   */
  private moveAfterTask(i: number): boolean {
    const world = this.world;
    if (!active(world, i) || world.broken[i] === 1 || world.engaged[i]! >= 0 || world.aboard[i]! >= 0) return false;
    this.ask(i, PHASE_MOVE, false);
    const intent = world.intent;
    const moveTo = intent.moveTo;
    if (moveTo < 0 || intent.rate <= 0 || moveTo === world.cell[i] || (intent.action === ACT_ATTACK && intent.target >= 0)) return false;
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} moves after his task (Complete Success!)`);
    this.passedMove(i, moveTo, intent.rate);
    return true;
  }

  /**
   * i's move toward `moveTo` at `rate` (`QD_RATE_*`) that a chart's outcome gives him (after a
   * reload, QR-106; after a task's 10, QR-228): on the movement chart's row for its terrain
   * (terrain.ts `playMove`) with its test passed (no dice: the chart's roll was his test), counted
   * as a move of the phase (the next move test of the phase is on reduced dice, REEL 3).
   */
  private passedMove(i: number, moveTo: number, rate: number): void {
    const world = this.world;
    const level = world.movesThisPhase[i]! > 0 ? 1 : 0;
    playMove(world, i, moveTo, rate, level, LED | PASS, this.nearestEnemySeen(i));
    world.movesThisPhase[i] = world.movesThisPhase[i]! + 1;
    if (this.northfield !== null) this.northfield.afterMove(i);
  }

  /**
   * The shot a reload lets i make (REEL 4, SHOOTING RELATED TASKS, Needing to reload or restring;
   * RULINGS.md QR-106), of type `asked` (`SHOT_HASTY`, or `SHOT_AUTO` for the 10's "Open Fire"),
   * without a test: at his last target, if that man is in reach of the weapon in hand (up, in
   * sight, located, within twice its range); else, when an enemy is in reach, at the one his agent
   * chooses (asked `PHASE_FIRE` afresh; its shot if it asks one at a man in reach, both barrels of
   * a double if it asks 2 shots). At the last target a double fires both barrels when both are
   * loaded, as the doctrines ask (QR-167; until 2026-12-02 one). No agent is asked when no enemy
   * is in reach.
   * @returns true when the shot was taken, else false (the caller offers the move)
   */
  private shotAfterReload(i: number, asked: number): boolean {
    const world = this.world;
    const spec = weaponInHand(world, i);
    if (spec === undefined) return false;
    const lt = world.lastTarget[i]!;
    if (lt >= 0 && inReach(world, i, lt, spec)) {
      // Both barrels of a double when both are loaded, as the doctrines ask (RULINGS.md QR-167).
      fire(world, i, lt, asked, 0, false, 2);
      return true;
    }
    // His last target down, gone or out of reach (or none yet): the text names no target, so his
    // agent chooses among the enemies in reach (until 2026-12-01 the shot was lost).
    const enemies = this.enemiesOf[world.sideOf[i]!]!;
    let any = false;
    for (let k = 0; k < enemies.length && !any; k++) any = inReach(world, i, enemies[k]!, spec);
    if (!any) return false;
    this.ask(i, PHASE_FIRE, false);
    const t = world.intent.target;
    if (world.intent.action !== ACT_FIRE || t < 0 || world.sideOf[t] === world.sideOf[i] || !inReach(world, i, t, spec)) {
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} takes no shot after his reload: his agent asks none at a man in reach`);
      return false;
    }
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} shoots after his reload at ${nameOf(world, t)}${lt >= 0 ? `, his last target ${nameOf(world, lt)} ${world.status[lt] === STATUS_UP ? 'out of reach' : 'out of the fight'}` : ''}`);
    fire(world, i, t, asked, 0, false, world.intent.shots >= 2 ? 2 : 1);
    return true;
  }

  /**
   * i draws his weapon `w` (a basic action, no test: RULINGS.md QR-130), if he carries it face up.
   * A two-gun man's first two handguns come out together, one in each hand, and he uses the one
   * `settleHands` gives (world.ts `takeInHand`; QR-156). Under `+plain-draws-answered` his enemies
   * who see him draw may answer it (shootouts.ts `answerPlainDraw`, QR-253). A weapon already in
   * one of his hands, drawn (a two-gun man's other gun too), is not drawn again: nothing changes
   * and nobody answers ("X has his Y in hand already"; RULINGS.md QR-253, the twentieth audit).
   */
  private draw(i: number, w: number): void {
    const world = this.world;
    const ws = world.setup.characters[i]!.weapons;
    if (w < 0 || w >= ws.length || world.faceDown[i * world.maxW + w] !== 0) return;
    // The Northfield module: a bank employee's gun only after his heroics (QR-95).
    if (world.northfield !== null && !world.northfield.mayDraw(i)) return;
    // Already in one of his hands and drawn (a two-gun man's other gun too: QR-156), nothing is
    // drawn: he keeps the gun he shoots, and there is nothing to answer (RULINGS.md QR-253).
    if (world.drawn[i] === 1 && (world.inHand[i] === w || world.offHand[i] === w)) {
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} has his ${ws[w]!.name} in hand already`);
      return;
    }
    takeInHand(world, i, w);
    drawWeapon(world, i, false);
    const o = world.offHand[i]!;
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} draws his ${ws[world.inHand[i]!]!.name}${o >= 0 ? ` and his ${ws[o]!.name}, one in each hand` : ''}`);
    if (o >= 0) settleHands(world, i);
    // Under +plain-draws-answered his enemies may answer the draw (RULINGS.md QR-253).
    answerPlainDraw(world, i);
  }

  /**
   * i picks up item `k` (an index into `QdSetup.items`) lying in his cell: a basic action, no test,
   * combined with a move that ends there (REEL 3, BASIC ACTIONS; RULINGS.md QR-182). It becomes his
   * weapon `carried + k`, in his hand and drawn, loaded as it lay (`QdSetup.items[k].loaded`); the
   * weapon he held before he keeps. Refused (nothing happens) when the item is gone or lies
   * elsewhere, or he is not up.
   */
  private pickUp(i: number, k: number): void {
    const world = this.world;
    if (k < 0 || k >= world.itemCell.length || world.itemCell[k] !== world.cell[i] || world.status[i] !== STATUS_UP) return;
    const c = world.setup.characters[i]!;
    const w = c.carried + k;
    world.itemCell[k] = -1;
    world.faceDown[i * world.maxW + w] = 0;
    // A thrown weapon always lies ready to throw again, though he may have thrown it from this slot before (RULINGS.md QR-189).
    if (world.setup.items[k]!.owner >= 0) world.loaded[i * world.maxW + w] = 1;
    showSpare(world, i, w);
    takeInHand(world, i, w);
    world.drawn[i] = 1;
    touch(world, i);
    if (world.log !== null) world.log.push(`    ${nameOf(world, i)} picks up the ${c.weapons[w]!.name} at ${xy(world, world.cell[i]!)}${world.loaded[i * world.maxW + w] === 0 ? ', empty' : ''}`);
  }

  /**
   * The shot of a move and shoot at `t` (REEL 4, "Wanting to Shoot or Move and shoot"), its test
   * passed already: fired if the weapon in hand is ready and `t` in reach (hasty: he moved; a
   * rider's as RULINGS.md QR-37 says); `reroll` `REROLL_NOT_ONES` after a 10 ("Got Them! ... may
   * reroll the shooting attack dice if failed to hit ignoring any 1's rolled", QR-102); `barrels` 2
   * for both barrels (QR-167), else 1.
   */
  private fireAfterMove(i: number, t: number, asked: number, reroll: number, barrels: number): void {
    const world = this.world;
    const spec = weaponInHand(world, i);
    if (spec === undefined || !readyToShoot(world, i) || !inReach(world, i, t, spec)) {
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} has no target in reach after his move`);
      return;
    }
    fire(world, i, t, asked, reroll, false, barrels);
  }


  /**
   * "This doesn't look good!": head for the nearest cover if in the open (a move away from the
   * nearest enemy when none is within a move: QR-196), duck down if in cover; fighting hand to hand
   * in the open, he stays in the fight (world.ts `fightingWith`; RULINGS.md QR-347).
   */
  private takeCover(i: number): void {
    const world = this.world;
    const enemy = this.nearestEnemySeen(i);
    if (enemy < 0) {
      // No enemy in sight to take cover from (the one that called for the test was not located, or
      // is down): he stays; said, so that the 2-4 rolled does not pass unexplained (an audit, 2026-12-01).
      if (world.log !== null) world.log.push(`    This doesn't look good! ${nameOf(world, i)} sees no enemy to take cover from and stays`);
      return;
    }
    const from = world.cell[enemy]!;
    // In a vehicle he ducks down in it (RULINGS.md QR-41).
    if (shelteredFrom(world, i, from) || world.aboard[i]! >= 0) {
      duckDown(world, i);
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)} ducks down`);
      return;
    }
    // Fighting hand to hand, he does not head for cover out of the fight: leaving it is the
    // break-off's roll, on his own card, a wish to break off (REEL 5; RULINGS.md QR-347, as QR-269).
    const foe = fightingWith(world, i);
    if (foe >= 0) {
      if (world.log !== null) world.log.push(`    This doesn't look good! ${nameOf(world, i)} is fighting ${nameOf(world, foe)} hand to hand: he does not head for cover`);
      return;
    }
    const budget = moveAllowance(world, i);
    const cover = coverFrom(world, i, from, budget);
    const at = world.cell[i]!;
    if (cover >= 0) moveToCover(world, i, cover, budget, 'heads for cover');
    // No cover within a move: a move away from the enemy, as the courage test's 2-4 (RULINGS.md QR-196).
    else moveAwayClear(world, i, from, budget, 'heads away, no cover in reach');
    // A full move off the movement chart: moving quickly until his next card (RULINGS.md QR-213 amended).
    movedQuickly(world, i, at);
  }

  /** The nearest enemy up that i sees (from his last observation), or -1. */
  private nearestEnemySeen(i: number): number {
    const world = this.world;
    const o = world.obs[i]!;
    let best = -1;
    let bestD = Infinity;
    const enemies = this.enemiesOf[world.sideOf[i]!]!;
    for (let e = 0; e < enemies.length; e++) {
      const j = enemies[e]!;
      if (world.status[j] !== STATUS_UP || o.visible[j] === 0) continue;
      if (o.distance[j]! < bestD) {
        bestD = o.distance[j]!;
        best = j;
      }
    }
    return best;
  }

  /**
   * The rerolls of i's wanting-to-move test toward `dest`: Fleet Footed on foot only ("Runs Like
   * the Wind", as Surefooted and Lumbering: walk.ts `footTraits`, RULINGS.md QR-142),
   * Disciplined; Rash and Fanatic toward the enemy ("Can reroll a failed Move roll which would
   * take them towards the enemy", REEL 2): `dest` nearer than he stands to the enemy as he knows
   * him ({@link knownEnemyCell}: one out of sight counts where he last saw him, QR-349).
   */
  private moveRerolls(i: number, dest: number): number {
    const world = this.world;
    const traits = world.setup.characters[i]!.traits;
    if ((traits & TRAIT.disciplined) !== 0 || (footTraits(world, i) & TRAIT.fleetFooted) !== 0) return REROLL;
    if ((traits & (TRAIT.rash | TRAIT.fanatic)) !== 0) {
      const at = this.knownEnemyCell(i);
      if (at >= 0 && world.map.offsetDistance[offsetIndex(world.map, dest, at)]! < world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, at)]!) return REROLL;
    }
    return 0;
  }

  /**
   * The cell of "the enemy" i moves toward, for Rash's and Fanatic's reroll (RULINGS.md QR-349): the
   * nearest enemy up he sees ({@link nearestEnemySeen}), else, with none in sight, the enemy up whose
   * cell as he last saw it (his observation's `cell`) is nearest him (map distance, spaces; ties the
   * lowest index); -1 when he knows of none. Its loop is `nearestEnemySeen`'s over other cells (last
   * seen, not current), kept apart so that the seen case stays that function's. Allocates nothing.
   * @returns a map cell index, or -1
   */
  private knownEnemyCell(i: number): number {
    const world = this.world;
    const seen = this.nearestEnemySeen(i);
    if (seen >= 0) return world.cell[seen]!;
    const o = world.obs[i]!;
    const map = world.map;
    const own = world.cell[i]!;
    let best = -1;
    let bestD = Infinity;
    const enemies = this.enemiesOf[world.sideOf[i]!]!;
    for (let e = 0; e < enemies.length; e++) {
      const j = enemies[e]!;
      const c = o.cell[j]!;
      if (world.status[j] !== STATUS_UP || c < 0) continue;
      const d = map.offsetDistance[offsetIndex(map, own, c)]!;
      if (d < bestD) {
        bestD = d;
        best = c;
      }
    }
    return best;
  }
}
