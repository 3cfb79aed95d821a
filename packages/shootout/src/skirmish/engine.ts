/**
 * The Shootout! turn procedure and trial engine (shootout.txt, "Game Sequence": "1. Roll Command
 * Points. 2. Move Troops 3. Ranged Combat 4. Close Combat"). A turn:
 * - its start: pinned figures test their courage (courage.ts), each group's leader is checked
 *   (a figure nominated when none is left) and every group rolls its command points (command.ts);
 * - movement: the groups in initiative order; each asks its figures where they would go
 *   (`PHASE_MOVE`, with how much a command point on each is worth) and spends its points on them,
 *   the most wanted first, each while it has the point (or two, outside the command radius) his
 *   move costs (movement.ts); after each move, enemies who see the mover newly may snapfire at him
 *   for a command point (`PHASE_FIRE` with `snapTarget`; ranged.ts);
 * - ranged combat: every figure up that has not fired is asked (`PHASE_FIRE`); Draw!s first
 *   (draw.ts), then every other volley is rolled and the unsaved hits applied together (ranged.ts,
 *   saves.ts); figures with no rounds reload; a figure on a weapon lying on the map may pick it up
 *   instead (items.ts); pins;
 * - close combat (close-combat.ts); the command points left are lost.
 * The trial is played by core's `playTurns` and recorded by core's `recordTrial` plus the system's
 * own counts (accumulator.ts). Allocates nothing per trial.
 */
import { agentLane, TRIAL_LANE, type Stream } from '@deadeye/rng';
import {
  A_FASTEST_STANDING,
  A_RANDOM_DRAWS,
  ACT_CLOSE_COMBAT,
  ACT_DRAW,
  ACT_FIRE,
  ACT_NONE,
  ACT_PICK_UP,
  ACT_RELOAD,
  ACT_SURRENDER,
  ACT_TASK,
  holdObjective,
  offsetIndex,
  recordNorthfield,
  PHASE_FIRE,
  PHASE_MOVE,
  playTurns,
  recordTrial,
  resetIntent,
  S_BLOCKED,
  SO_RATE_FULL,
  STATUS_CAPTURED,
  touch,
  touchArms,
  type ObservationTables,
  type SkirmishAgent,
  type TrialEngine,
  type TurnProcedure,
  playBatch,
  type TrialRecords,
} from '@deadeye/core';
import { soLayout, type SoLayout } from './accumulator.ts';
import { closeCombatPhase, engage, engagesMountedInOpen, mayEngageMounted } from './close-combat.ts';
import { commandCost, ensureLeaders, initiative, losePoints, outsideRadius, rollCommandPoints, spend } from './command.ts';
import { pinnedTests } from './courage.ts';
import { drawAgreed, playDraw } from './draw.ts';
import { pickUp } from './items.ts';
import { mountIfBeside, moveAway, moveFigure } from './movement.ts';
import { ShootoutNorthfieldRules, takeOutSo } from './northfield.ts';
import { observe, soTables } from './observe.ts';
import { canFireAt, mayReload, reload, slotInHand, volley } from './ranged.ts';
import { applyPending, checkAllPinned, checkPinned } from './saves.ts';
import type { SoSetup } from './setup.ts';
import {
  attackersThisTurn,
  count,
  nameOf,
  rangedSpecOf,
  resetSoWorld,
  S_CP_MOVE,
  S_CP_OUTSIDE,
  S_CP_SNAPFIRE,
  S_MOVES,
  S_SNAPFIRES,
  SoWorld,
  surprisedNow,
  up,
  xy,
} from './world.ts';

/** The engine of one compiled scenario: a world, the agents, the layout. One per worker. */
export class SoEngine implements TrialEngine, TurnProcedure {
  readonly world: SoWorld;
  readonly layout: SoLayout;
  private readonly tables: ObservationTables;
  /** The faster figure of each Draw! this ranged combat phase (for core's first-shot counts), and how many. */
  private readonly faster: Int32Array;
  private fasterLen = 0;
  /** 1 for a figure whose Northfield task this ranged combat phase was declared before anyone acted. */
  private readonly taskDeclared: Uint8Array;
  /**
   * Per figure pinned from an earlier turn, in the ranged combat phase: 1 once he has acted in it
   * (`pinnedDone`), and the enemies who had fired at him this turn when he was last asked
   * (`pinnedSeen`; see {@link SoEngine.pinnedReturnFire}).
   */
  private readonly pinnedDone: Uint8Array;
  private readonly pinnedSeen: Int32Array;
  /** The `northfield` special rule (the module over Shootout!'s adapter, northfield.ts), or null. */
  readonly northfield: ShootoutNorthfieldRules | null;

  constructor(setup: SoSetup, agents: readonly SkirmishAgent[]) {
    this.world = new SoWorld(setup, agents);
    this.layout = soLayout(setup);
    this.world.weaponCells = this.layout.weapons;
    this.world.soAt = this.layout.so;
    this.tables = soTables(this.world);
    this.faster = new Int32Array(Math.max(1, this.world.n));
    this.taskDeclared = new Uint8Array(Math.max(1, this.world.n));
    this.pinnedDone = new Uint8Array(Math.max(1, this.world.n));
    this.pinnedSeen = new Int32Array(Math.max(1, this.world.n));
    // The special rule, plugged into the world's hook for the phases (RULINGS.md SR-67).
    this.northfield = setup.northfield === null ? null : new ShootoutNorthfieldRules(setup.northfield, this.world);
    this.world.northfield = this.northfield;
  }

  /** Plays `trials` trials from `stream` into `acc` (the layout of soLayout); `records`, when given, gets trial t's winning side (or -1), turns and casualties at index t (core's `playBatch`). */
  runBatch(stream: Stream, trials: number, acc: Float64Array, records?: TrialRecords): void {
    playBatch(this, stream, trials, acc, records);
  }

  /** One trial: reset (and the Northfield module's set-up), play the turns, record (the module's section too). @returns the winning side's index, or -1 */
  playTrial(): number {
    const world = this.world;
    const stream = world.stream;
    stream.nextTrial();
    const before = stream.draws;
    resetSoWorld(world);
    const nf = this.northfield;
    if (nf !== null) nf.reset();
    const winner = playTurns(world, this, world.setup.maxTurns);
    recordTrial(world, world.acc, this.layout, winner, world.turn);
    if (nf !== null && this.layout.northfield !== null) recordNorthfield(world.acc, this.layout.northfield, nf);
    world.acc[A_RANDOM_DRAWS] = world.acc[A_RANDOM_DRAWS]! + (stream.draws - before);
    return winner;
  }

  /** The winner after a turn: Northfield's victory by money (RULINGS.md SR-79), else core's Victory on the neutral columns. */
  winner(final: boolean): number {
    return this.northfield !== null ? this.northfield.winner(final) : this.world.victory.winner(this.world, final);
  }

  /**
   * One turn: Northfield's turn start (citizen reaction), its start, movement, Northfield's arming,
   * ranged combat, close combat, Northfield's end of turn (threats, search, heroics, loading,
   * reinforcements), the points lost (RULINGS.md SR-72).
   */
  playTurn(turn: number): void {
    const world = this.world;
    if (world.log !== null) world.log.push(`Turn ${turn}`);
    const nf = this.northfield;
    world.stream.lane(TRIAL_LANE);
    if (nf !== null) nf.turnStart(turn);
    this.startTurn();
    this.movementPhase();
    if (nf !== null) nf.armingPhase(turn);
    this.rangedPhase();
    if (world.setup.noCloseCombat === 0) closeCombatPhase(world);
    if (nf !== null) nf.endTurn(turn);
    losePoints(world);
  }

  /** The turn's start: per-turn columns cleared, who sees whom, pinned figures' courage, leaders, command points. */
  private startTurn(): void {
    const world = this.world;
    const n = world.n;
    for (let i = 0; i < n; i++) {
      world.movedHalf[i] = 0;
      world.moveDone[i] = 0;
      world.hitsTaken[i] = 0;
      world.fired[i] = 0;
      world.closeWith[i] = -1;
      world.engagedByMounted[i] = 0;
      world.engageTest[i] = 0;
      world.wantTo[i] = -1;
      world.wantRate[i] = 0;
      world.urgency[i] = 0;
      world.planClose[i] = -1;
    }
    // Where everyone stands now: snapfire is at "target not visible at start of turn" (seenAtStart).
    for (let i = 0; i < n; i++) {
      world.cellAtStart[i] = world.cell[i]!;
      world.upAtStart[i] = up(world, i) ? 1 : 0;
    }
    pinnedTests(world);
    ensureLeaders(world);
    rollCommandPoints(world);
  }

  /** Fills i's observation for `phase` and asks his agent (the intent reset first). */
  private ask(i: number, phase: number, snapTarget: number): void {
    const world = this.world;
    observe(world, this.tables, i, phase);
    world.obs[i]!.snapTarget = snapTarget;
    resetIntent(world.intent);
    // The agent's choices come from its own lane; the rules' dice go on in the lane they were in.
    const stream = world.stream;
    const was = stream.lane(agentLane(i));
    world.agents[i]!(world.obs[i]!, stream, world.intent);
    stream.lane(was);
  }

  /** The movement phase: each group in initiative order spends its command points. */
  private movementPhase(): void {
    const world = this.world;
    const groups = initiative(world);
    if (world.log !== null) world.log.push('  Movement');
    for (let k = 0; k < groups; k++) this.groupMove(world.gOrder[k]!);
  }

  /**
   * Group `g` moves: a figure that must withdraw goes first (free); every other figure up and not
   * pinned is asked where it would go; then the points go to the figures asking most (`command`),
   * the cheaper move first among equals, then scenario order, each while the group has what his
   * move costs. A man on foot going to engage a mounted man in the open tests his courage first
   * (close-combat.ts `mayEngageMounted`); on a failure he neither moves nor engages him that turn
   * (RULINGS.md SR-51).
   */
  private groupMove(g: number): void {
    const world = this.world;
    const members = world.setup.groups[g]!.members;
    const intent = world.intent;
    const nf = world.northfield;
    for (let k = 0; k < members.length; k++) {
      const i = members[k]!;
      if (!up(world, i)) continue;
      // Surprised, he does not move in turn 1 (RULINGS.md SR-85).
      if (surprisedNow(world, i, 1)) {
        world.moveDone[i] = 1;
        if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is ${world.setup.characters[i]!.surprise === 2 ? 'completely ' : ''}surprised: he does not move this turn`);
        continue;
      }
      // Northfield: citizens still (or failing the morale check before moving: SR-68); a broken
      // gang member rides out first, at no command point (SR-70), unless pinned down again since he
      // broke: then, as a man who must move away (SR-51), he stays until his pin ends (SR-77).
      if (nf !== null && !nf.mayMove(i)) {
        world.moveDone[i] = 1;
        continue;
      }
      if (nf !== null && world.nfBroken[i] === 1) {
        world.moveDone[i] = 1;
        if (world.pinned[i] === 1) {
          if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is broken but pinned down: he stays where he is`);
          continue;
        }
        this.ask(i, PHASE_MOVE, -1);
        world.wantTo[i] = intent.moveTo;
        if (intent.moveTo >= 0) {
          const at = world.cell[i]!;
          moveFigure(world, i, intent.moveTo, SO_RATE_FULL);
          this.afterMove(i, at);
        }
        continue;
      }
      // He must move away (SR-51), unless pinned: a pinned man moves only once he passes his test
      // (SR-49, SR-50), and then he moves away.
      if (world.mustWithdraw[i] === 1 && world.pinned[i] === 0) {
        world.mustWithdraw[i] = 0;
        world.moveDone[i] = 1;
        const from = this.nearestEnemy(i);
        if (from >= 0) {
          if (world.log !== null) world.log.push(`    ${nameOf(world, i)} must move away`);
          const at = world.cell[i]!;
          moveAway(world, i, world.cell[from]!);
          this.afterMove(i, at);
        }
        continue;
      }
      if (world.pinned[i] === 1) continue;
      this.ask(i, PHASE_MOVE, -1);
      world.wantTo[i] = intent.moveTo;
      world.wantRate[i] = intent.rate;
      // `command`: above 0 that much, 0 (no opinion) a move asked counts 1, below 0 none.
      world.urgency[i] = intent.moveTo >= 0 && intent.rate > 0 ? (intent.command > 0 ? intent.command : intent.command === 0 ? 1 : 0) : 0;
      world.planClose[i] = intent.action === ACT_CLOSE_COMBAT ? intent.target : -1;
      if (intent.moveTo < 0 && intent.face >= 0) world.facing[i] = intent.face;
    }
    for (;;) {
      let best = -1;
      let bestCost = 0;
      for (let k = 0; k < members.length; k++) {
        const i = members[k]!;
        if (!up(world, i) || world.moveDone[i] === 1 || world.urgency[i]! <= 0 || world.pinned[i] === 1) continue;
        const cost = commandCost(world, i);
        if (cost > world.gPoints[g]!) continue;
        if (best < 0 || world.urgency[i]! > world.urgency[best]! || (world.urgency[i] === world.urgency[best] && cost < bestCost)) {
          best = i;
          bestCost = cost;
        }
      }
      if (best < 0) break;
      world.moveDone[best] = 1;
      const t = world.planClose[best]!;
      if (t >= 0 && up(world, t) && engagesMountedInOpen(world, best, t)) {
        // A failure holds for the turn: engage() refuses him this mounted man too (SR-51).
        if (!mayEngageMounted(world, best)) {
          world.planClose[best] = -1;
          if (world.log !== null) world.log.push(`    ${nameOf(world, best)} stays at a firing distance`);
          continue;
        }
      }
      const outside = outsideRadius(world, best);
      spend(world, g, bestCost, outside ? S_CP_OUTSIDE : S_CP_MOVE);
      count(world, S_MOVES);
      if (world.log !== null) world.log.push(`    ${nameOf(world, best)}: ${bestCost} command point${bestCost === 1 ? '' : 's'}${outside ? ' (outside the command radius)' : ''}, ${world.gPoints[g]} left`);
      const at = world.cell[best]!;
      moveFigure(world, best, world.wantTo[best]!, world.wantRate[best]!);
      this.afterMove(best, at);
    }
    world.gMoved[g] = 1;
  }

  /**
   * After i's move from cell `from`: under Northfield he mounts if he was going to his horse and
   * stands beside it (SR-70) and the module sees the move (captures); then, if he left `from`, the
   * snapfire at him (a move that went nowhere, a roll of 1" into a step that costs more, is no
   * "new target during movement": SR-45).
   */
  private afterMove(i: number, from: number): void {
    const world = this.world;
    const nf = world.northfield;
    if (nf !== null && up(world, i)) {
      if (world.mounted[i] === 0 && world.horseCell[i]! >= 0 && world.wantTo[i] === world.horseCell[i]) mountIfBeside(world, i);
      nf.afterMove(i);
    }
    if (up(world, i) && world.cell[i] !== from) this.snapfires(i);
  }

  /** True if `k` saw `j` at the start of the turn: `j` up then, on a clear line between their cells then. */
  private seenAtStart(k: number, j: number): boolean {
    const world = this.world;
    return world.upAtStart[j] === 1 && (world.map.sight(world.cellAtStart[k]!)[world.cellAtStart[j]!]! & S_BLOCKED) === 0;
  }

  /**
   * Snapfire at `mover` after his move ("To snapfire at a new target during movement phase 1";
   * RULINGS.md SR-45): each enemy up who has not fired this turn, is not pinned, whose group has a
   * command point left, who did not see `mover` at the start of the turn and may fire at him now
   * is asked (`PHASE_FIRE`, `snapTarget`); a shot at `mover` costs his group the point and is
   * rolled at -2, its hits applied at once.
   */
  private snapfires(mover: number): void {
    const world = this.world;
    const n = world.n;
    const intent = world.intent;
    for (let k = 0; k < n; k++) {
      if (world.sideOf[k] === world.sideOf[mover] || !up(world, k) || world.fired[k] === 1 || world.pinned[k] === 1 || surprisedNow(world, k, 1)) continue;
      const g = world.groupOf[k]!;
      if (world.gPoints[g]! < 1 || this.seenAtStart(k, mover)) continue;
      if (!canFireAt(world, k, mover, slotInHand(world, k))) continue;
      this.ask(k, PHASE_FIRE, mover);
      if (intent.action !== ACT_FIRE || intent.target !== mover) continue;
      spend(world, g, 1, S_CP_SNAPFIRE);
      count(world, S_SNAPFIRES);
      if (world.log !== null) world.log.push(`    ${nameOf(world, k)}: 1 command point (snapfire), ${world.gPoints[g]} left`);
      volley(world, k, mover, -1, -1, true, true);
      checkPinned(world, mover);
      if (!up(world, mover)) return;
    }
  }

  /**
   * The ranged combat phase: every figure up that has not fired is asked; Draw!s are played first;
   * then each figure fires (at a target still up: one killed in a Draw! makes him choose again),
   * reloads (asked, or with no rounds in the weapon in hand), changes weapon, picks up a weapon
   * lying in his cell (RULINGS.md SR-60), engages in close combat, does his task or surrenders;
   * the unsaved hits land together; pins.
   */
  private rangedPhase(): void {
    const world = this.world;
    const n = world.n;
    if (world.log !== null) world.log.push('  Ranged combat');
    for (let i = 0; i < n; i++) {
      world.fAction[i] = 0;
      world.fTarget[i] = -1;
      world.fDraw[i] = 0;
      world.intentTask[i] = 0;
      if (!up(world, i) || world.fired[i] === 1) continue;
      // Completely surprised, he takes no ranged combat action in turn 1 (RULINGS.md SR-85).
      if (surprisedNow(world, i, 2)) {
        if (world.log !== null) world.log.push(`    ${nameOf(world, i)} is completely surprised: he takes no action this turn`);
        continue;
      }
      this.ask(i, PHASE_FIRE, -1);
      this.keepFireIntent(i);
      if (world.pinned[i] === 1) this.pinnedSeen[i] = attackersThisTurn(world, i);
    }
    this.fasterLen = 0;
    for (let a = 0; a < n; a++) {
      if (world.fAction[a] !== ACT_FIRE || !drawAgreed(world, a, world.fTarget[a]!)) continue;
      const f = playDraw(world, a, world.fTarget[a]!);
      if (f >= 0) this.faster[this.fasterLen++] = f;
    }
    // The Northfield module's tasks are declared before anyone acts (ranged combat is simultaneous,
    // SR-44): a bank employee covered this turn does not shoot, whichever of the two is listed
    // first (core's `mayShootAt`; SR-73).
    this.taskDeclared.fill(0);
    if (world.northfield !== null) {
      for (let i = 0; i < n; i++) {
        // Not a pinned figure's: he may only return fire (SR-49).
        if (!up(world, i) || world.fired[i] === 1 || world.pinned[i] === 1 || world.fAction[i] !== ACT_TASK || world.intentTask[i] === 0) continue;
        world.northfield.declare(i, world.intentTask[i]!, world.fTarget[i]!);
        this.taskDeclared[i] = 1;
      }
    }
    // The figures pinned from an earlier turn act after the others (pinnedReturnFire).
    for (let i = 0; i < n; i++) {
      if (!up(world, i) || world.fired[i] === 1 || world.pinned[i] !== 0 || surprisedNow(world, i, 2)) continue;
      this.rangedAction(i);
    }
    this.pinnedReturnFire();
    applyPending(world);
    checkAllPinned(world);
    for (let k = 0; k < this.fasterLen; k++) {
      if (up(world, this.faster[k]!)) world.acc[A_FASTEST_STANDING] = world.acc[A_FASTEST_STANDING]! + 1;
    }
  }

  /**
   * The ranged combat actions of the figures pinned from an earlier turn, after the others'. "Pinned
   * figures may only return fire" (shootout.txt, Courage): at an enemy who fired at him this turn or
   * last (`canFireAt`), and ranged combat is simultaneous (SR-44), so every volley at him this turn
   * counts, whoever the scenario lists first (RULINGS.md SR-49):
   * - a pinned figure whose declared shot is one he may fire now fires it;
   * - one whose declared action is not (no enemy had fired at him, or his attacker is out of sight
   *   or down) is asked again once an enemy has fired at him since he was last asked, and fires if
   *   his answer is a shot he may fire;
   * - this is repeated until nobody more fires, so two pinned figures return each other's fire
   *   whichever is listed first (a volley only ever adds return fire: its hits land at the end);
   * - the rest then do what they declared or last answered (a reload, a weapon taken...), as
   *   {@link SoEngine.rangedAction} plays it.
   */
  private pinnedReturnFire(): void {
    const world = this.world;
    const n = world.n;
    const done = this.pinnedDone;
    done.fill(0);
    let fired = true;
    while (fired) {
      fired = false;
      for (let i = 0; i < n; i++) {
        if (world.pinned[i] !== 1 || done[i] === 1 || !up(world, i) || world.fired[i] === 1) continue;
        if (!this.mayFireDeclared(i)) {
          const seen = attackersThisTurn(world, i);
          if (seen === this.pinnedSeen[i]) continue;
          this.pinnedSeen[i] = seen;
          if (world.log !== null) world.log.push(`    ${nameOf(world, i)}, pinned down, is fired at: he may return fire`);
          this.ask(i, PHASE_FIRE, -1);
          this.keepFireIntent(i);
          if (!this.mayFireDeclared(i)) continue;
        }
        done[i] = 1;
        fired = true;
        this.rangedAction(i);
      }
    }
    for (let i = 0; i < n; i++) {
      if (world.pinned[i] !== 1 || done[i] === 1 || !up(world, i) || world.fired[i] === 1) continue;
      this.rangedAction(i);
    }
  }

  /** True if figure i's declared ranged combat action is a volley he may fire now (at his first target, with rounds loaded). */
  private mayFireDeclared(i: number): boolean {
    const world = this.world;
    if (world.fAction[i] !== ACT_FIRE) return false;
    const slot = slotInHand(world, i);
    return slot >= 0 && world.loaded[slot]! > 0 && canFireAt(world, i, world.fTarget[i]!, slot);
  }

  /**
   * Figure i's action of the ranged combat phase, as declared (`fAction`, `fTarget`...): a volley
   * (at a target still up: one killed in a Draw! makes him choose again; an empty weapon reloads),
   * a reload, a change of weapon, close combat engaged, a weapon picked up, his task, or surrender.
   */
  private rangedAction(i: number): void {
    const world = this.world;
    let act = world.fAction[i]!;
    const slot = slotInHand(world, i);
    if (act === ACT_FIRE && slot >= 0 && world.loaded[slot]! > 0 && !canFireAt(world, i, world.fTarget[i]!, slot)) {
      // His target fell in a Draw! (or cannot be fired at): he chooses again.
      this.ask(i, PHASE_FIRE, -1);
      this.keepFireIntent(i);
      act = world.fAction[i]!;
    }
    if (world.pinned[i] === 1 && (act === ACT_DRAW || act === ACT_PICK_UP || act === ACT_TASK || (act === ACT_RELOAD && slot >= 0 && world.loaded[slot]! > 0))) {
      // "Pinned figures may only return fire" (Courage): no weapon taken or picked up, no task, no
      // topping off a weapon with rounds left; he still reloads a weapon with no rounds, to return
      // fire with it (RULINGS.md SR-49).
      if (world.log !== null) world.log.push(`    ${nameOf(world, i)}, pinned down, may only return fire: he does not ${act === ACT_TASK ? 'do his task' : act === ACT_DRAW ? 'take another weapon' : act === ACT_RELOAD ? 'reload a weapon with rounds left' : 'pick up a weapon'}`);
      act = ACT_NONE;
    }
    switch (act) {
      case ACT_FIRE:
        if (slot >= 0 && world.loaded[slot] === 0) {
          if (mayReload(world, i)) reload(world, i);
        }
        else volley(world, i, world.fTarget[i]!, world.fTarget2[i]!, world.fTarget3[i]!, false, false);
        break;
      case ACT_RELOAD:
        if (mayReload(world, i)) reload(world, i);
        break;
      case ACT_DRAW: {
        const w = world.fTarget3[i]!;
        // The Northfield module: a bank employee's gun only after his heroics (SR-71).
        if (w >= 0 && w < world.rangedCount[i]! && w !== world.inHand[i] && world.gone[i * world.maxW + w] === 0 && (world.northfield === null || world.northfield.mayDraw(i))) {
          world.inHand[i] = w;
          touchArms(world, i);
          world.holstered[i] = 0;
          world.fired[i] = 1;
          // His own observation's fields (holstered) changed: logged as any change of his is.
          touch(world, i);
          if (world.log !== null) world.log.push(`    ${nameOf(world, i)} takes his ${rangedSpecOf(world.setup, i, w)!.name}`);
        }
        break;
      }
      case ACT_CLOSE_COMBAT:
        if (world.setup.noCloseCombat === 0) engage(world, i, world.fTarget[i]!);
        break;
      case ACT_PICK_UP:
        // A weapon lying in his cell (item index in `fTarget3`): his action of the turn (RULINGS.md SR-60).
        pickUp(world, i, world.fTarget3[i]!);
        break;
      case ACT_TASK: {
        // Northfield's tasks (threaten, search, cover, intimidate: SR-73); task 0 is the scenario's own.
        if (world.northfield !== null && world.intentTask[i] !== 0) {
          if (this.taskDeclared[i] === 0) world.northfield.declare(i, world.intentTask[i]!, world.fTarget[i]!);
          break;
        }
        const tp = world.taskPlace[i];
        if (tp !== null && tp !== undefined && tp.includes(world.cell[i]!)) {
          world.tasksDone[i] = world.tasksDone[i]! + 1;
          holdObjective(world, i);
          if (world.log !== null) world.log.push(`    ${nameOf(world, i)} does the task at ${xy(world, world.cell[i]!)}`);
        }
        break;
      }
      case ACT_SURRENDER:
        takeOutSo(world, i, STATUS_CAPTURED);
        if (world.log !== null) world.log.push(`    ${nameOf(world, i)} surrenders`);
        break;
      default:
        // "A figure with no rounds spends the turn reloading to full" (RULINGS.md SR-42).
        if (slot >= 0 && world.loaded[slot] === 0 && mayReload(world, i)) reload(world, i);
        break;
    }
  }

  /** Keeps the intent just asked of `i` for the ranged combat phase (action, targets, Draw!, the weapon to take or the item to pick up in `fTarget3`), turning him toward his target. */
  private keepFireIntent(i: number): void {
    const world = this.world;
    const intent = world.intent;
    world.fAction[i] = intent.action;
    world.fTarget[i] = intent.target;
    world.fTarget2[i] = intent.target2;
    world.fTarget3[i] = intent.action === ACT_DRAW || intent.action === ACT_PICK_UP ? intent.weapon : intent.target3;
    world.fDraw[i] = intent.draw === 1 ? 1 : 0;
    world.intentTask[i] = intent.action === ACT_TASK ? intent.task : 0;
    const t = intent.target;
    if (t >= 0 && t < world.n && t !== i) {
      const f = world.map.facing(world.cell[i]!, world.cell[t]!);
      if (f >= 0) world.facing[i] = f;
    }
  }

  /** The nearest enemy up of `i` (any, seen or not), or -1. */
  private nearestEnemy(i: number): number {
    const world = this.world;
    let best = -1;
    let bestD = Infinity;
    for (let j = 0; j < world.n; j++) {
      if (world.sideOf[j] === world.sideOf[i] || !up(world, j)) continue;
      const d = world.map.offsetDistance[offsetIndex(world.map, world.cell[i]!, world.cell[j]!)]!;
      if (d < bestD) {
        bestD = d;
        best = j;
      }
    }
    return best;
  }
}
