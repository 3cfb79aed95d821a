/**
 * The holders' responses and the free actions of Quick on the Draw (REEL 3, RESPONDING TO AN
 * OPPORTUNITY WHILE HOLDING; COURAGE TEST, 10), with what they and acting on a card share: the
 * world, the observer and the agents' asking. The base of acting.ts's `QdActing` (acting on a
 * card), which engine.ts's `QdEngine` (the card procedure) extends in turn.
 *
 * Reading order:
 * - `observe`, `ask`: what an agent sees (observe.ts `QdObserver`) and asks, from its own lane
 *   (DESIGN.md principle 4);
 * - `charged`, `evadeShoots`, `brawlBlow`: what the rule modules call back into the engine (the
 *   holders' chance at a charge, QR-168; the choice on an evade's 10 against a run-down, asked of
 *   the evader's agent, QR-158; the form of a blow struck on a card that was a move);
 * - `opportunities`, `respondFromHold`, `blowAgainst`: holders' responses (REEL 3, RESPONDING TO AN
 *   OPPORTUNITY WHILE HOLDING; QR-197);
 * - `freeActions`: a courage test's 10 (REEL 3, COURAGE TEST; QR-198, QR-201, QR-204). Courage
 *   tests held back while a shot's hits are scored are shooting.ts's and effects.ts's
 *   (`flushCourage`, QR-203).
 * Split out of acting.ts on 2026-12-06, the same code (the same statements, the same dice in the
 * same order: golden all same). Nothing here calls into acting on a card or the card procedure:
 * this module imports neither acting.ts nor engine.ts (no cycle). Allocates nothing per trial.
 */
import { agentLane, diceLane } from '@deadeye/rng';
import { ACT_ATTACK, ACT_FIRE, BLOW_ALL_OUT, BLOW_STANDARD, PHASE_BRAWL, PHASE_FIRE, resetIntent, S_BLOCKED, SHOT_AUTO, SHOT_HASTY, STATUS_UP } from '@deadeye/core';
import { engage, inContact, mayFightBack, strike } from './fighting.ts';
import { responseReacts } from './locating.ts';
import { moveAllowance, movedQuickly, moveToward } from './movement.ts';
import { heldJokerDone, holdJokerOn, LED, LUCK, REROLL, test } from './rolls.ts';
import { TRAIT, type QdSetup } from './setup.ts';
import { BOTH_IF_LOADED, fire, inReach, readyToShoot, REROLL_ANY_MISS, REROLL_NONE, weaponInHand } from './shooting.ts';
import { flustered, respondToOpportunity, shootAction } from './shootouts.ts';
import type { QdNorthfieldRules } from './northfield.ts';
import { QdObserver } from './observe.ts';
import { Q_RESPONSES } from './counts.ts';
import { active, cardNow, count, DUCK_HELPLESS, endSurprise, fightHolds, nameOf, PANICKED, type QdWorld } from './world.ts';

/** Most passes of the free actions a courage test of 10 gives, one after another (a chain of 10s; {@link QdResponses.freeActions}). */
const FREE_PASSES = 64;

/**
 * The holders' responses and the free actions (REEL 3), and the world, the observer and the
 * agents' asking that acting on a card shares with them: the base of acting.ts's `QdActing`.
 */
export abstract class QdResponses {
  readonly world: QdWorld;
  /** What each agent sees (observe.ts). */
  protected readonly observer: QdObserver;
  /** The characters of the other sides, by side (the world's `enemiesOf`). */
  protected readonly enemiesOf: readonly Int32Array[];
  /** The `northfield` special rule (northfield.ts; RULINGS.md QR-89 onwards), or null. */
  readonly northfield: QdNorthfieldRules | null;
  /** The holders' chance at a man whose charge or follow up has just moved him, before his blow (fighting.ts `attackAction`, RULINGS.md QR-168): made once, not per attack. */
  protected readonly charged = (i: number): void => this.opportunities(i);
  /**
   * On a 10 evading rider `i`'s run-down, `t`'s choice (REEL 3, Wanting to evade, 10: "May also
   * attack the enemy before moving or move and shoot at them"; RULINGS.md QR-158): his agent is
   * asked as for a response (`PHASE_FIRE`); a shot at the rider, with a weapon he can shoot, is the
   * move and shoot (true), anything else the blow before moving (false).
   */
  protected readonly evadeShoots = (t: number, i: number): boolean => {
    const world = this.world;
    this.ask(t, PHASE_FIRE, false);
    const intent = world.intent;
    return intent.action === ACT_FIRE && intent.target === i && readyToShoot(world, t);
  };
  /** {@link blowAgainst}, bound: the form of a blow struck where the card's intent was a move (Rash or Bloodthirsty fighting on, the break-off's 10). */
  protected readonly brawlBlow = (i: number, t: number): number => this.blowAgainst(i, t);

  /** `world` as the engine built it (its layout's cells set, the special rule plugged in), `northfield` its special rule or null. */
  protected constructor(world: QdWorld, setup: QdSetup, northfield: QdNorthfieldRules | null) {
    this.world = world;
    this.northfield = northfield;
    this.observer = new QdObserver(world, setup, northfield);
    this.enemiesOf = world.enemiesOf;
  }

  /** Fills i's observation for decision point `phase` (observe.ts `QdObserver`: the others, the reaction an enemy newly in sight calls for, his own fields). */
  observe(i: number, phase: number): void {
    this.observer.observe(i, phase);
  }

  /**
   * Asks i's agent at decision point `phase` (the intent is reset first). `again`: i's observation
   * was filled for this card and nothing he can see has changed since (he did not move): only the
   * decision point is set anew.
   */
  protected ask(i: number, phase: number, again: boolean): void {
    const world = this.world;
    if (again) world.obs[i]!.phase = phase;
    else this.observe(i, phase);
    resetIntent(world.intent);
    // The agent's choices come from its own lane; the rules' dice go on in the lane they were in.
    const stream = world.stream;
    const was = stream.lane(agentLane(i));
    world.agents[i]!(world.obs[i]!, stream, world.intent);
    stream.lane(was);
  }

  /**
   * After `actor` has moved or acted, each enemy holding who sees a target may respond to the
   * opportunity (asked `PHASE_FIRE` with `responding` 1; only a shot or an attack is played), on
   * the "Responding to an opportunity" test either way (a shot: shootouts.ts `respondToOpportunity`;
   * an attack: {@link respondFromHold}, RULINGS.md QR-121). Not a holder entangled (QR-263), nor one fighting hand to hand a
   * man other than the actor, nor with a shot at another (world.ts `fightHolds`, QR-261): his hold is kept.
   */
  protected opportunities(actor: number): void {
    const world = this.world;
    if (world.status[actor] !== STATUS_UP) return;
    // The enemies of the actor, in index order.
    const enemies = this.enemiesOf[world.sideOf[actor]!]!;
    for (let k = 0; k < enemies.length; k++) {
      const h = enemies[k]!;
      // A man who fled on a courage test holds no longer (COURAGE TEST, 1: "panic and flee"); one
      // ducked down helpless ("will not even defend self") responds to nothing until his next card,
      // his hold kept (RULINGS.md QR-254); nor does one in the Panic of evading, "unable to fight
      // back" (Wanting to evade, 2-4; QR-262); nor one entangled or restrained, who "makes no action
      // or move" but escaping (REEL 6; QR-74, QR-263).
      if (world.holding[h] === 0 || !active(world, h) || world.broken[h] === 1 || world.ducked[h] === DUCK_HELPLESS || world.defenceless[h] === PANICKED || world.entangled[h] !== 0) continue;
      // Fighting hand to hand, he responds to no man but one he fights: turning on another is
      // breaking off, his own card's roll (REEL 5; RULINGS.md QR-261); his hold is kept.
      if (fightHolds(world, h, actor) >= 0) continue;
      if ((world.map.sight(world.cell[h]!)[world.cell[actor]!]! & S_BLOCKED) !== 0) continue;
      const spec = weaponInHand(world, h);
      const shootable = spec !== undefined && readyToShoot(world, h) && inReach(world, h, actor, spec);
      if (!shootable && !inContact(world, h, actor)) continue;
      this.ask(h, PHASE_FIRE, false);
      const intent = world.intent;
      // The response's dice are the holder's; the actor's lane again after it.
      world.stream.lane(diceLane(h));
      if (intent.action === ACT_FIRE && intent.target >= 0 && spec !== undefined && readyToShoot(world, h) && inReach(world, h, intent.target, spec) && fightHolds(world, h, intent.target) < 0) {
        if (world.log !== null) world.log.push(`    ${nameOf(world, h)} responds from his hold`);
        respondToOpportunity(world, h, intent.target, intent.shot, intent.shots >= 2 ? 2 : 1);
      } else if (intent.action === ACT_ATTACK && intent.target >= 0 && inContact(world, h, intent.target)) {
        const t = intent.target;
        if (world.log !== null) world.log.push(`    ${nameOf(world, h)} responds from his hold`);
        // The response test first (RULINGS.md QR-121); 10: "if attacking or shooting can reroll the
        // dice if necessary for this action only": any miss, as a shot's (QR-102). The blow starts a fight.
        const v = this.respondFromHold(h, t);
        if (v >= 5) {
          const fresh = world.engaged[h] !== t;
          engage(world, h, t);
          let blow = this.blowAgainst(h, t);
          // The first round of a fight: Rash and Fanatic "must use" the All Out Attack (REEL 5; RULINGS.md QR-78).
          if (fresh && (world.setup.characters[h]!.traits & (TRAIT.rash | TRAIT.fanatic)) !== 0) blow = BLOW_ALL_OUT;
          strike(world, h, t, blow, v === 10 ? REROLL_ANY_MISS : REROLL_NONE, 0, 0, true);
        }
      }
      this.freeActions();
      world.stream.lane(diceLane(actor));
      if (world.status[actor] !== STATUS_UP) return;
    }
  }

  /**
   * Holder h's "Responding to an opportunity" test to attack `t` (REEL 3, RESPONDING TO AN
   * OPPORTUNITY WHILE HOLDING: "the player declares their intent (eg to shoot or attack) and then
   * rolls their character's action dice"; RULINGS.md QR-121), as for a shot from a hold
   * (shootouts.ts `respondToOpportunity`): reduced if Cautious, a failure rerolled if Quick Witted or
   * Disciplined (QR-122), a Natural Leader's dice within 10 paces. The hold is spent either way.
   * 1 "Flustered!" (shootouts.ts `flustered`, as for a shot from the hold: no retreat out of a fight, QR-268); 2-4 "Hesitate! Unable to respond in time and so do
   * nothing". @returns the roll: on 5+ the caller attacks (on a 10 with the reroll)
   */
  private respondFromHold(h: number, t: number): number {
    const world = this.world;
    world.holding[h] = 0;
    count(world, Q_RESPONSES);
    const traits = world.setup.characters[h]!.traits;
    // The red joker of his hold's card is this test's (RULINGS.md QR-320).
    const was = holdJokerOn(world, h);
    const v = test(world, h, (traits & TRAIT.cautious) !== 0 ? 1 : 0, ((traits & (TRAIT.quickWitted | TRAIT.disciplined)) !== 0 ? REROLL : 0) | LED | LUCK, 'responds to an opportunity');
    heldJokerDone(world, h, was);
    // A response to a new enemy is the reaction to him (RULINGS.md QR-350).
    responseReacts(world, h, t);
    // "Flustered! ... retreat slowly towards cover": half his move (QR-232), not out of a fight (QR-268).
    if (v === 1) flustered(world, h, t);
    else if (v <= 4 && world.log !== null) world.log.push(`    Hesitate! ${nameOf(world, h)} does not respond in time`);
    return v;
  }

  /**
   * The form of i's attack on `t` (REEL 5, FORMS OF ATTACK: "An attacker can choose to do a
   * Standard Attack, Mighty Blow or All Out Attack"): his agent is asked at `PHASE_BRAWL` with `t`
   * as his opponent (`brawlOpponent`), on his observation brought up to date (the others' rows
   * only where someone moved or changed since: a shot or a fall back earlier in the card, QR-188),
   * and its `blow` is the answer (`BLOW_STANDARD` when `t` is -1). The intent is overwritten:
   * callers read what they need of it first. (Until 2026-11-30 it reused the card's first
   * observation as it stood: `pnpm invariants` at seed 23 found a counter attack after a fall back
   * asked on the man's old cell; the doctrines' blow reads only `star`, so no result moved.)
   */
  protected blowAgainst(i: number, t: number): number {
    if (t < 0) return BLOW_STANDARD;
    this.observe(i, PHASE_BRAWL);
    this.world.obs[i]!.brawlOpponent = t;
    this.ask(i, PHASE_BRAWL, true);
    return this.world.intent.blow;
  }

  /**
   * Free actions from a courage test of 10: fight back the one who caused it when the two are
   * fighting, else shoot back at him (beside him with no shot to fire, a blow; QR-201); a Rash or
   * Fanatic character not in contact "must move towards the enemy as quickly as possible"
   * (COURAGE TEST, 10): a full move toward him instead of the shot, holders responding to it
   * (RULINGS.md QR-169). Looks only when one may be owed (`pendingFreeAny`); one owed during the
   * look (a free shot's own courage test of 10) is played at once after it, in another pass,
   * whoever is listed first: "immediate" (COURAGE TEST, 10; QR-198). At most {@link FREE_PASSES}
   * passes (each needs another 10). A man broken takes none (QR-191: he shoots on no other man's card);
   * a man in the Panic of breaking off or evading, "unable to fight back", neither fights nor shoots
   * back (QR-162, QR-262); a man entangled or restrained at any level neither shoots back nor moves
   * (REEL 6: "otherwise makes no action or move"), his fight back in close combat as `mayFightBack`
   * allows (QR-162, QR-267).
   */
  protected freeActions(): void {
    const world = this.world;
    for (let pass = 0; world.pendingFreeAny !== 0 && pass < FREE_PASSES; pass++) this.freeActionsPass();
  }

  /** One pass of {@link freeActions} over the characters in order. */
  private freeActionsPass(): void {
    const world = this.world;
    world.pendingFreeAny = 0;
    for (let k = 0; k < world.n; k++) {
      const src = world.pendingFree[k]!;
      if (src < 0) continue;
      world.pendingFree[k] = -1;
      // Able (`active`); under +ko-courage a man knocked out with cards left acts on his 10 too (RULINGS.md QR-112).
      if (world.status[k] !== STATUS_UP || (world.kod[k] === 1 && world.setup.variant.koCourage === 0) || world.broken[k] === 1 || world.status[src] !== STATUS_UP) continue;
      // Not at a man of his own side: a comrade's shot that tested him, or one whose hit freed him of a persuader's sway and put him back on it (RULINGS.md QR-160).
      if (world.sideOf[src] === world.sideOf[k]) continue;
      // Still caught by surprise (his forfeited cards not yet turned), he has no free action (QR-204).
      if (world.surpriseLeft[k]! > 0) {
        if (world.log !== null) world.log.push(`    ${nameOf(world, k)} is caught by surprise: no free action`);
        continue;
      }
      const was = world.stream.lane(diceLane(k));
      // Knocked out (only under +ko-courage): the KO is the loss of the card alone, and he fights on
      // for this free action (RULINGS.md QR-112); knocked out again after it, his cards still out.
      const ko = world.kod[k]!;
      if (ko === 1) world.kod[k] = 0;
      const contact = inContact(world, k, src);
      // "fight back if in close combat": a fight between them (an attack made), not a man merely
      // beside him, who is shot (QR-201).
      if (contact && (world.engaged[k] === src || world.engaged[src] === k) && world.setup.noFighting === 0) {
        // A fight back only for one able to (fighting.ts `mayFightBack`).
        if (mayFightBack(world, k)) {
          endSurprise(world, k);
          strike(world, k, src, 0, 0, 0, 0, false);
        }
      } else if (world.entangled[k] !== 0) {
        // Entangled or restrained at any level, his next card goes to escaping and he "otherwise
        // makes no action or move" (REEL 6): no shot back and no rush at the enemy (RULINGS.md QR-74, QR-267).
        if (world.log !== null) world.log.push(`    Totally Unaffected! ${nameOf(world, k)} is entangled: no shot at ${nameOf(world, src)} and no move`);
      } else if (!contact && (world.setup.characters[k]!.traits & (TRAIT.rash | TRAIT.fanatic)) !== 0) {
        const at = world.cell[k];
        endSurprise(world, k);
        moveToward(world, k, world.cell[src]!, moveAllowance(world, k), 'rushes at the enemy');
        movedQuickly(world, k, at!);
        if (world.cell[k] !== at) this.opportunities(k);
      } else if (world.defenceless[k] === PANICKED) {
        // In the Panic of breaking off or evading, "unable to fight back" until his next card: no
        // shot back either, as no fight back (fighting.ts `mayFightBack`; RULINGS.md QR-162, QR-262).
        if (world.log !== null) world.log.push(`    Totally Unaffected! ${nameOf(world, k)} panicked and cannot fight back: no shot at ${nameOf(world, src)}`);
      } else {
        const spec = weaponInHand(world, k);
        if (spec !== undefined && readyToShoot(world, k) && inReach(world, k, src, spec)) {
          // A gun in the holster is drawn and fired as on a draw of 5-9: hasty unless Quick Draw
          // (shootouts.ts `shootAction`, free: RULINGS.md QR-131); a drawn one fires at once.
          // Both barrels of a loaded double, as the doctrines ask on his own card (RULINGS.md QR-167 amended).
          // Drawn on this card, the gun is drawn and fired "in the same turn": hasty unless Quick
          // Draw; drawn on a 2-4 ("do not shoot this turn"), or a gun that may not be drawn and
          // fired in the same turn, it does not fire on this card (RULINGS.md QR-354).
          const noShot = world.drawn[k] === 1 && world.drawnNoShot[k] === cardNow(world);
          if (world.log !== null) world.log.push(noShot ? `    Totally Unaffected! ${nameOf(world, k)} drew on this card and may not shoot this turn: no shot at ${nameOf(world, src)}` : `    Totally Unaffected! ${nameOf(world, k)} shoots back`);
          endSurprise(world, k);
          if (noShot) {
            // Nothing more: the free action is his shot, and he may not fire it.
          } else if (world.drawn[k] === 1) {
            const sameTurn = world.drawnCard[k] === cardNow(world) && (world.setup.characters[k]!.traits & TRAIT.quickDraw) === 0;
            fire(world, k, src, sameTurn ? SHOT_HASTY : SHOT_AUTO, 0, false, BOTH_IF_LOADED);
          } else shootAction(world, k, src, SHOT_AUTO, 0, true, BOTH_IF_LOADED);
        } else if (world.log !== null) {
          world.log.push(`    Totally Unaffected! ${nameOf(world, k)} has no shot to fire back at ${nameOf(world, src)} (no loaded weapon ready in hand, or ${nameOf(world, src)} beyond its reach)`);
        }
      }
      if (ko === 1) world.kod[k] = 1;
      world.stream.lane(was);
    }
  }
}
