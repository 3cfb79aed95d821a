/**
 * The Quick on the Draw turn procedure and trial engine. A phase (the system's turn) is a pack of
 * every character's cards left and the two jokers, shuffled from the trial's stream and turned one
 * at a time until it is empty (REEL 1, FILMING THE ACTION); the owner of each card acts on it (REEL
 * 3: acting.ts `QdActing`, which this engine extends: coming round, escaping, moving or acting,
 * the holders' responses, a courage test's free actions). A beast (REEL 7) has its card in the
 * pack only once activated (beasts.ts) and plays it by its own procedure (beast-card.ts). The
 * trial is played by core's `playTurns` and recorded by core's `recordTrial` plus the system's own
 * counts (accumulator.ts). Allocates nothing per trial.
 *
 * Reading order (the order of a trial; each rule itself lives in the module named):
 * - `runBatch`, `playTrial`: a trial's start (the Road Agent's Spin, QR-15; the Northfield module's
 *   set-up; who sees whom, the Fearsome's first sightings and the standing respond orders, kept
 *   from the first trial while they are the same every trial; QR-12, QR-55, QR-120), the phases,
 *   the casualties' fates and the counts;
 * - `playTurn`, `winner`: the phases and the pack, the jokers (QR-7), surprise's forfeits in phase 1
 *   and the cards it leaves to pass (`surpriseLeft`; REEL 1, FILMING THE ACTION; QR-14, QR-204);
 *   each card played (acting.ts `playCard`), then the free actions it gave (responses.ts
 *   `freeActions`) and the victory check;
 * - `passedOutTests`: the start of a phase under `+passed-out-come-round` (QR-10);
 * - `beastCard`: a beast's card, the holders responding to it (responses.ts `opportunities`).
 * Acting on a card is acting.ts's, split out on 2026-12-05 so that this module reads against REEL
 * 1's card procedure; what an agent sees and asks (`observe`, `ask`), the holders' responses and
 * the free actions are responses.ts's (acting.ts's base class), split out of it on 2026-12-06.
 */
import { diceLane, TRIAL_LANE, type Stream } from '@deadeye/rng';
import {
  A_EXCHANGES,
  A_FASTEST_STANDING,
  A_RANDOM_DRAWS,
  FIGHT_GOES_ON,
  PHASE_FIRE,
  PHASE_MOVE,
  playTurns,
  recordNorthfield,
  recordTrial,
  STATUS_FLED,
  STATUS_NAMES,
  STATUS_UP,
  type SkirmishAgent,
  type TrialEngine,
  type TurnProcedure,
  playBatch,
  type TrialRecords,
} from '@deadeye/core';
import { QdActing } from './acting.ts';
import { beastAttack, beastMove } from './beast-card.ts';
import { wakeBeasts } from './beasts.ts';
import { casualtyFate, comeRoundPassedOut, passedOut } from './effects.ts';
import { locateEveryoneAtStart } from './locating.ts';
import { TRAIT, type QdSetup } from './setup.ts';
import { QdNorthfieldRules } from './northfield.ts';
import { qdLayout, type QdLayout } from './accumulator.ts';
import { Q_BLACK_JOKERS, Q_PHASES, Q_RED_JOKERS } from './counts.ts';
import {
  BLACK_JOKER,
  cardsLeft,
  count,
  holdLapses,
  nameOf,
  QdWorld,
  RED_JOKER,
  resetQdWorld,
  restoreTurned,
  resetStance,
} from './world.ts';

/** The replay's line for a card of `o`, out of the action (down, fled, captured): it passes. */
function outOfAction(world: QdWorld, o: number): string {
  return `    ${nameOf(world, o)} ${world.status[o] === STATUS_FLED ? 'has fled' : `is ${STATUS_NAMES[world.status[o]!]}`}: the card passes`;
}

/** The engine of one compiled scenario: a world, the agents, the layout. One per worker. */
export class QdEngine extends QdActing implements TrialEngine, TurnProcedure {
  readonly layout: QdLayout;
  /** The character favoured by the Road Agent's Spin this trial until his first card is turned (it follows a red joker, played or forfeit), or -1. */
  private spin = -1;
  /** Who sees whom at the start of every trial (`seen`), once computed; likewise who has located whom (`located`, `locatedAt`). */
  private seenAtStart: Uint8Array | null = null;
  private locatedAtStart: Uint8Array | null = null;
  private locatedCellAtStart: Int32Array | null = null;
  /**
   * The standing respond orders at the start of every trial (`respondOrder`, RULINGS.md QR-120),
   * once the first trial has asked for them; null until then, and always under the Northfield
   * module (its start is random) or when an agent drew a number for them (they may differ).
   * The start observations and asks they save were about 5% of the street fight's time
   * (scripts/ab-engine.ts x1.04). The agents are pure functions of the observation and their own
   * lane's numbers (agents' index.ts), and the start observation is the same every trial; the
   * observations skipped change nothing later: each character's first observation in the trial
   * is then computed afresh (core's `observeOthers`, its incremental result the same as afresh),
   * with the same sightings and locatings (restored above), and an agent lane not drawn from is
   * seeded on its first use with the same numbers (rng's `Stream.lane`).
   */
  private ordersAtStart: Uint8Array | null = null;
  /** The Fearsome characters (beasts included), in index order: their opponents in sight at the start take a courage test (RULINGS.md QR-12). */
  private readonly fearsome: Int32Array;

  constructor(setup: QdSetup, agents: readonly SkirmishAgent[]) {
    const world = new QdWorld(setup, agents);
    const layout = qdLayout(setup);
    world.weaponCells = layout.weapons;
    world.qAt = layout.qd;
    // The special rule, plugged into the world's hooks (special-rule.ts) for the card procedure.
    const northfield = setup.northfield === null ? null : new QdNorthfieldRules(setup.northfield, world);
    world.northfield = northfield;
    super(world, setup, northfield);
    this.layout = layout;
    this.fearsome = Int32Array.from(setup.characters.flatMap((c, i) => ((c.traits & TRAIT.fearsome) !== 0 ? [i] : [])));
  }

  /** Plays `trials` trials from `stream` into `acc` (the layout of qdLayout); `records`, when given, gets trial t's winning side (or -1), turns and casualties at index t (core's `playBatch`). */
  runBatch(stream: Stream, trials: number, acc: Float64Array, records?: TrialRecords): void {
    playBatch(this, stream, trials, acc, records);
  }

  /** One trial: reset, the Road Agent's Spin, the Northfield module's set-up, the standing respond orders, play the phases, the casualties' fates, record. @returns the winning side's index, or -1 */
  playTrial(): number {
    const world = this.world;
    const stream = world.stream;
    stream.nextTrial();
    const before = stream.draws;
    resetQdWorld(world);
    const spin = world.setup.roadAgentsSpin;
    this.spin = -1;
    if (spin !== null) {
      const d = stream.d6();
      this.spin = d <= spin.succeeds ? spin.spinner : spin.against;
      if (world.log !== null) world.log.push(`Road Agent's Spin: d6 ${d}: ${nameOf(world, this.spin)}'s first card follows a red joker`);
    }
    // Before the first phase: turn 0 (not the last trial's last phase) for the start's
    // observations, the standing orders and the first sightings below.
    world.turn = 0;
    // The Northfield module's set-up (citizens placed at random, weapons face down, the money).
    const nf = this.northfield;
    if (nf !== null) nf.reset();
    // Who sees whom at the start (a new enemy in sight later calls for a reaction test): the same
    // every trial (everyone up in his start cell, sight all round), so computed once; under the
    // Northfield module the citizens' places are random, so computed each trial.
    if (this.seenAtStart === null || nf !== null) {
      // A face-off (`+face-off`, RULINGS.md QR-55): everyone in sight starts located, hidden or not.
      if (world.setup.variant.faceOff === 1) locateEveryoneAtStart(world);
      for (let i = 0; i < world.n; i++) {
        this.observe(i, PHASE_MOVE);
        world.mustReact[i] = 0;
      }
      // Kept only when it is the same every trial (nothing allocated per trial under the module).
      if (nf === null) {
        this.seenAtStart = world.seen.slice();
        this.locatedAtStart = world.located.slice();
        this.locatedCellAtStart = world.locatedAt.slice();
      }
    } else {
      world.seen.set(this.seenAtStart);
      world.located.set(this.locatedAtStart!);
      world.locatedAt.set(this.locatedCellAtStart!);
    }
    // A Fearsome enemy in sight at the start is a first sighting too: a courage test at the
    // observer's first card (REEL 2, Fearsome: "Opponents take a Courage Test on first sighting";
    // RULINGS.md QR-12); no reaction test, as nothing is a new event yet. A beast counts whether or
    // not its card is in the pack yet (QR-46).
    const fearsome = this.fearsome;
    for (let k = 0; k < fearsome.length; k++) {
      const j = fearsome[k]!;
      for (let i = 0; i < world.n; i++) {
        if (world.sideOf[i] !== world.sideOf[j] && world.animal[i] === 0 && world.seen[i * world.n + j] === 1 && world.pendingCourage[i]! < 0) world.pendingCourage[i] = j;
      }
    }
    // The standing respond orders (RULINGS.md QR-120): from the trial's start, what each
    // character's agent orders on his start observation, asked as for an action; each card's
    // action then gives the order anew, and it stands across phases.
    // Like the sightings above, they are the same every trial when the start is (no Northfield
    // module) and the agents drew no number for them: kept from the first trial (`ordersAtStart`).
    if (this.ordersAtStart !== null && nf === null) world.respondOrder.set(this.ordersAtStart);
    else {
      const drawn = stream.draws;
      for (let i = 0; i < world.n; i++) {
        if (world.animal[i] === 1 || world.status[i] !== STATUS_UP) continue;
        this.ask(i, PHASE_FIRE, false);
        world.respondOrder[i] = world.intent.respond;
      }
      if (nf === null && stream.draws === drawn) this.ordersAtStart = world.respondOrder.slice();
    }
    const winner = playTurns(world, this, world.setup.maxTurns);
    // Everyone a persuader turned back on his side as cast, for the counts (RULINGS.md QR-159, QR-160).
    if (world.sidesChanged !== 0) restoreTurned(world);
    for (let i = 0; i < world.n; i++) casualtyFate(world, i);
    recordTrial(world, world.acc, this.layout, winner, world.turn);
    const acc = world.acc;
    if (nf !== null && this.layout.northfield !== null) recordNorthfield(acc, this.layout.northfield, nf);
    if (world.firstDrawer >= 0) {
      acc[A_EXCHANGES] = acc[A_EXCHANGES]! + 1;
      if (world.status[world.firstDrawer] === STATUS_UP) acc[A_FASTEST_STANDING] = acc[A_FASTEST_STANDING]! + 1;
    }
    if (world.setup.duel === 1 && world.duelFirst >= 0) {
      const k = this.layout.duel + world.duelFirst;
      acc[k] = acc[k]! + 1;
      if (world.duelFirst < 2 && winner === world.sideOf[world.duelFirst]) acc[this.layout.duel + 3 + world.duelFirst] = acc[this.layout.duel + 3 + world.duelFirst]! + 1;
    }
    if (world.setup.duel === 1 && world.status[0] !== STATUS_UP && world.status[1] !== STATUS_UP) acc[this.layout.duel + 5] = acc[this.layout.duel + 5]! + 1;
    acc[A_RANDOM_DRAWS] = acc[A_RANDOM_DRAWS]! + (stream.draws - before);
    return winner;
  }

  /** The winner after a phase: the Northfield module's victory by money (QR-90), else core's Victory on the neutral columns. */
  winner(final: boolean): number {
    return this.northfield !== null ? this.northfield.winner(final) : this.world.victory.winner(this.world, final);
  }

  /**
   * One phase: the pack of every character's cards left and the two jokers, shuffled and turned one
   * at a time. A beast's card is in it once the beast is activated; one activated while the pack is
   * turned joins the cards still to come (beasts.ts `activate`). Under the Northfield module the
   * phase is the module's turn (RULINGS.md QR-90): its turn start before the pack is built, its
   * arming and end of turn after the last card.
   */
  playTurn(turn: number): void {
    const world = this.world;
    const n = world.n;
    const nf = this.northfield;
    // The phase's own draws (the module's turn start, the shuffle) are the trial's lane's.
    world.stream.lane(TRIAL_LANE);
    if (nf !== null) nf.turnStart(turn);
    let len = 0;
    world.packAt = -1;
    if (world.setup.beasts > 0) wakeBeasts(world);
    // Under +passed-out-come-round a man passed out from blunt hits tests to come round now (QR-10).
    if (world.setup.variant.passedOutComeRound === 1) this.passedOutTests(turn);
    for (let i = 0; i < n; i++) {
      world.toCome[i] = 0;
      world.void[i] = 0;
      world.voidHit[i] = 0;
      world.surpriseLeft[i] = 0;
      holdLapses(world, i, "'s hold ends with the phase");
      world.heldThisPhase[i] = 0;
      world.mightyUsed[i] = 0;
      world.allOutUsed[i] = 0;
      world.movesThisPhase[i] = 0;
      // Under +cut-each-phase a star's Cut! comes back every phase, not once a game (RULINGS.md QR-5).
      if (world.setup.variant.cutEachPhase === 1) world.cutLeft[i] = world.setup.characters[i]!.star;
      if (world.status[i] !== STATUS_UP || (world.animal[i] === 1 && world.awake[i] === 0)) continue;
      const k = cardsLeft(world, i);
      world.toCome[i] = k;
      for (let c = 0; c < k; c++) world.pack[len++] = i;
      // Surprise (RULINGS.md QR-14): the surprised lose their first card of the first phase; the
      // completely surprised all but their last. Under +surprise-defenceless none: they only count
      // as defenceless until they act (world.ts resetQdWorld).
      if (turn === 1 && world.setup.variant.surpriseDefenceless === 0) {
        const s = world.setup.characters[i]!.surprise;
        world.void[i] = s === 1 ? Math.min(1, k) : s === 2 ? Math.max(0, k - 1) : 0;
        world.surpriseLeft[i] = world.void[i]!;
      }
    }
    world.pack[len++] = RED_JOKER;
    world.pack[len++] = BLACK_JOKER;
    for (let x = len - 1; x > 0; x--) {
      const j = world.stream.die(x + 1) - 1;
      const tmp = world.pack[x]!;
      world.pack[x] = world.pack[j]!;
      world.pack[j] = tmp;
    }
    world.packLen = len;
    // A joker turned last in the last phase's pack has no effect (RULINGS.md QR-7): it affects only
    // "the next card that is turned over" of its own phase.
    world.joker = 0;
    count(world, Q_PHASES);
    if (world.log !== null) {
      world.log.push(`Phase ${turn}: ${len} cards`);
      // Surprise's forfeits, said once here: the cards themselves log only "forfeit".
      for (let i = 0; turn === 1 && i < n; i++) {
        const s = world.setup.characters[i]!.surprise;
        const v = world.void[i]!;
        if (v > 0) world.log.push(`  ${nameOf(world, i)} is ${s === 2 ? 'completely surprised' : 'surprised'}: the first ${v > 1 ? `${v} ` : ''}of his ${world.toCome[i]} cards this phase ${v > 1 ? 'are' : 'is'} forfeit`);
        else if (s > 0 && world.setup.variant.surpriseDefenceless === 1 && world.toCome[i]! > 0) world.log.push(`  ${nameOf(world, i)} is ${s === 2 ? 'completely surprised' : 'surprised'}: he counts as defenceless until he acts`);
      }
    }
    let over = false;
    for (let x = 0; x < world.packLen; x++) {
      world.packAt = x;
      const o = world.pack[x]!;
      if (o < 0) {
        count(world, o === RED_JOKER ? Q_RED_JOKERS : Q_BLACK_JOKERS);
        // A joker affects the next card turned; the other joker right after it takes its place (RULINGS.md QR-7).
        world.joker = o === RED_JOKER ? 1 : 2;
        if (world.log !== null) world.log.push(`  card ${x + 1}: the ${o === RED_JOKER ? 'red' : 'black'} joker`);
        continue;
      }
      const joker = world.joker;
      world.joker = 0;
      // The Road Agent's Spin is his first card's red joker (RULINGS.md QR-15): spent on it as a
      // joker is, played or forfeit (QR-7).
      const spun = o === this.spin;
      if (spun) this.spin = -1;
      world.toCome[o] = world.toCome[o]! - 1;
      if (world.log !== null) world.log.push(`  card ${x + 1}: ${nameOf(world, o)}`);
      if (world.void[o]! > 0) {
        // A hit's card (counted last: none of a response's or a Cut!'s left before it), said so: the
        // replay said "forfeit" alike for a card a wound had taken and one given for a response.
        const byHit = world.void[o]! <= world.voidHit[o]!;
        world.void[o] = world.void[o]! - 1;
        // Surprise's forfeits are his first cards (QR-14): the first turned pass it (QR-204).
        if (world.surpriseLeft[o]! > 0) world.surpriseLeft[o] = world.surpriseLeft[o]! - 1;
        // A response's or a Cut!'s forfeit is "their next card": counted first, a hit's last (QR-117).
        if (world.voidHit[o]! > world.void[o]!) world.voidHit[o] = world.void[o]!;
        // A man out of the action (a hit's last card took him down) is said to be out: his card
        // passes, whatever was forfeit (the replay had called a dead man's card forfeit).
        if (world.log !== null) world.log.push(world.status[o] === STATUS_UP ? `    ${nameOf(world, o)}'s card is forfeit${byHit ? ': a hit took it' : ''}` : outOfAction(world, o));
        // Not played: what lasts "until his next card" (resetStance: defenceless, evading, moving
        // quickly, ducked down, the block...) lasts through it, to his next card played (QR-208);
        // under +forfeit-clears the card turned ends it.
        if (world.setup.variant.forfeitClears === 1) resetStance(world, o);
        continue;
      }
      if (world.status[o] !== STATUS_UP) {
        // Out of the action since the pack was made (down, fled, captured): his card passes.
        if (world.log !== null) world.log.push(outOfAction(world, o));
        continue;
      }
      // Under +hold-until-responds his card turned while he holds passes, the hold kept ("cannot play
      // another card while they are holding", REEL 3; RULINGS.md QR-13): not played, as a forfeit
      // (QR-208), its joker spent on it (QR-7). Off, playCard ends the hold and plays the card.
      if (world.holding[o] === 1 && world.setup.variant.holdUntilResponds === 1) {
        if (world.log !== null) world.log.push(`    ${nameOf(world, o)} is holding: his card passes`);
        if (world.setup.variant.forfeitClears === 1) resetStance(world, o);
        continue;
      }
      world.jokerOn[o] = spun ? 1 : joker;
      if (spun) {
        world.spunCard = o;
        // The spin is his card's red joker: a black joker turned just before it is set aside (QR-15).
        if (joker === 2 && world.log !== null) world.log.push(`    the Road Agent's Spin: ${nameOf(world, o)}'s card follows a red joker, not the black joker before it`);
      }
      // The card's dice are its owner's (rng's lanes: common random numbers).
      world.stream.lane(diceLane(o));
      // The module's lines during a card are the card's events, four spaces in as the engine's.
      if (nf !== null) nf.indent = '  ';
      if (world.animal[o] === 1) this.beastCard(o);
      else this.playCard(o);
      // The red joker (or the Spin) on a card that rolled no die (a draw, taking aim, picking up, a
      // wait, a dropped gun picked up...) has nothing to make a 10 and goes with the
      // card; the replay says so. A hold keeps it for its response (QR-320). RULINGS.md QR-331.
      if (world.jokerOn[o] === 1 && !(world.holding[o] === 1 && world.holdJoker[o] !== 0) && world.log !== null) {
        world.log.push(`    ${spun ? "the Road Agent's Spin" : 'the red joker'}: nothing on ${nameOf(world, o)}'s card was rolled, and it goes with the card`);
      }
      // The black joker on a card whose owner rolled nothing (a wait, a card that passes, a beast
      // whose prey evaded before its attack dice) is spent on it: said, as the red one is (RULINGS.md QR-24, QR-331).
      if (world.jokerOn[o] === 2 && world.log !== null) world.log.push(`    the black joker: ${nameOf(world, o)} rolled nothing on this card, and it goes with the card`);
      world.jokerOn[o] = 0;
      world.spunCard = -1;
      this.freeActions();
      if (nf !== null) nf.indent = '';
      if (world.setup.beasts > 0) wakeBeasts(world);
      if ((nf !== null ? nf.winner(false) : world.victory.winner(world, false)) !== FIGHT_GOES_ON) {
        over = true;
        break;
      }
    }
    world.packAt = -1;
    // The module's end of the phase (arming, threats, searches, loading, reinforcements) only while
    // the game goes on (an audit, 2026-12-01: once the last gang member in town was gone,
    // reinforcements still came in, 719 of 6,211 arrivals counted in 300 trials; RULINGS.md QR-90).
    if (nf !== null && !over) {
      world.stream.lane(TRIAL_LANE);
      nf.armingPhase(turn);
      nf.endTurn(turn);
    }
  }

  /**
   * The start of phase `turn` under `+passed-out-come-round` (RULINGS.md QR-10): each man passed out
   * from blunt hits alone (effects.ts `passedOut`) tests to come round (`comeRoundPassedOut`) on his
   * own dice lane, before the cards are dealt; one who comes round is dealt his cards.
   */
  private passedOutTests(turn: number): void {
    const world = this.world;
    for (let i = 0; i < world.n; i++) {
      if (!passedOut(world, i)) continue;
      if (world.log !== null) world.log.push(`  start of phase ${turn}: ${nameOf(world, i)} has passed out`);
      const was = world.stream.lane(diceLane(i));
      comeRoundPassedOut(world, i);
      world.stream.lane(was);
    }
  }

  /** Beast i plays its card (beast-card.ts): it moves, holders may respond, it attacks, holders may respond. */
  private beastCard(i: number): void {
    const world = this.world;
    const t = beastMove(world, i);
    if (world.movedThisCard[i] === 1) this.opportunities(i);
    if (t >= 0) {
      beastAttack(world, i, t);
      this.opportunities(i);
    }
  }
}
