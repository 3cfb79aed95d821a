/**
 * The Monte Carlo Shootout! standing duel.
 *
 * One engine is built per matchup (per worker); `runBatch` plays a batch of trials from one seeded
 * stream into an accumulator without allocating (state in typed arrays sized once; strings only
 * inside `if (log !== null)`). The same `runTrial`, given a log array, writes every die for
 * `deadeye replay`, so a replayed trial is the batch's trial.
 *
 * Each turn (issue #13, section 3; shootout.txt "3. Ranged Combat", "Draw!", "Courage"; rulings
 * SR-20..SR-29 in packages/shootout/RULINGS.md, "The standing duel"):
 * 1. Each pinned duelist tests courage: 1D6 + Courage, 6 or more passes, a natural 1 fails; a pass
 *    ends the pin before he fires (SR-27).
 * 2. Each duelist's agent decides: fire (combat dice, one round each, never more than loaded) or
 *    reload (to full, no fire that turn) (SR-24, SR-25).
 * 3. Turn 1 between two holstered revolvers is a Draw!: 1D6 + Speed each; the higher fires all his
 *    dice first and, if he kills, receives no fire; otherwise the other fires, at -1 if the first
 *    volley pinned him; equal totals fire simultaneously (SR-21, SR-22). Every other turn both
 *    volleys are rolled from the state at the start of the exchange, then applied together (SR-23).
 * 4. A volley: each combat die d6 + Ranged + target stationary +1 + target in open +1 + short
 *    range +1 (range <= short range) + pinned -1; 6 or more hits, a natural 1 misses (SR-20, SR-28).
 *    Each hit: a saving throw, 1D6 + 0 (no saving-throw modifier applies, SR-20), 6 or above
 *    saves, a natural 1 fails. Each unsaved hit takes one from HTK; at 0 the figure is dead (SR-29).
 * 5. A duelist who took 2 or more hits (before saving throws) in the turn and survives is pinned
 *    down (SR-26).
 *
 * Measured with scripts/bench-so-duel.ts (one thread, shared 2-core machine): about 4,000,000
 * trials/s for Doc Holliday vs Johnny Rico at 6", no garbage collection in 2,000,000 trials.
 */
import { INTENT_FIRE, INTENT_RELOAD, duelistBlock, intentAmount, intentKind, type WeaponAgent, type WeaponObservation } from '@deadeye/core';
import { diceLane, type Stream } from '@deadeye/rng';
import {
  ACC_A_WINS,
  ACC_BOTH_DOWN,
  ACC_B_WINS,
  ACC_DRAW,
  ACC_DRAWS,
  ACC_DRAW_KILLS,
  ACC_DRAW_TIES,
  ACC_DRAW_WON_BY_FASTER,
  ACC_RANDOM_DRAWS,
  ACC_SIMULTANEOUS_FIRST,
  ACC_TRIALS,
  D_COURAGE_PASSED,
  D_COURAGE_TESTS,
  D_DICE,
  D_END,
  D_FIRED_FIRST,
  D_HITS,
  D_PINNED_TRIALS,
  D_PINS,
  D_RELOADS,
  D_SAVED,
  D_UNSAVED,
  D_WINS,
  D_WINS_WHEN_FIRST,
  TURNS_BASE,
  SHOOTOUT_DUEL_LAYOUT,
} from './accumulator.ts';
import { DUEL_MODIFIERS, TARGET_SCORE, type ShootoutDuel, type ShootoutDuelist } from './matchup.ts';

/** Winner of a trial (the packed outcome's low 2 bits). */
export const DuelWinner = { A: 0, B: 1, BothDown: 2, Draw: 3 } as const;
export type DuelWinner = (typeof DuelWinner)[keyof typeof DuelWinner];

/** Who fired first in turn 1: A or B won the Draw!, or the first fire was simultaneous (a tied Draw! or an ordinary turn 1). */
export const FirstFire = { A: 0, B: 1, Simultaneous: 2 } as const;
export type FirstFire = (typeof FirstFire)[keyof typeof FirstFire];

/** End state codes, in core's `END_STATES` order (a Shootout! figure is never unconscious). */
export const DuelEnd = { Unhurt: 0, Wounded: 1, Unconscious: 2, Dead: 3 } as const;
export type DuelEnd = (typeof DuelEnd)[keyof typeof DuelEnd];

/** Outcome of one trial, unpacked (replay, tests). */
export interface ShootoutDuelTrialOutcome {
  readonly winner: 'A' | 'B' | 'both down' | 'draw';
  /** Turns played, 1..maxTurns (a draw: maxTurns). */
  readonly turns: number;
  readonly firstFire: 'A' | 'B' | 'simultaneous';
  readonly a: ShootoutDuelistTrialOutcome;
  readonly b: ShootoutDuelistTrialOutcome;
}

/** One duelist's side of a trial outcome. */
export interface ShootoutDuelistTrialOutcome {
  readonly end: 'unhurt' | 'wounded' | 'dead';
  /** HTK left (0: dead). */
  readonly htk: number;
  /** Combat dice rolled, hits scored (before saving throws), and of those the unsaved. */
  readonly dice: number;
  readonly hits: number;
  readonly unsaved: number;
  /** 1 if pinned down at the end. */
  readonly pinned: number;
}

/**
 * Whether a d6 `roll` (1..6) plus `modifier` succeeds: a combat die hits, a saving throw saves, a
 * courage test passes. "Each score of six or more is a hit. All natural rolls of 1 are misses."
 * "Each score of 6 or above is a save. All natural rolls of 1 are fails." (shootout.txt,
 * "3. Ranged Combat"); "score 6 or more to pass" (Courage); a natural 1 fails the courage test
 * too, and a natural 6 has no rule of its own (RULINGS.md SR-27, SR-28).
 */
export function scoresSix(roll: number, modifier: number): boolean {
  return roll !== 1 && roll + modifier >= TARGET_SCORE;
}

const WINNERS = ['A', 'B', 'both down', 'draw'] as const;
const FIRSTS = ['A', 'B', 'simultaneous'] as const;
const ENDS = ['unhurt', 'wounded', 'unconscious', 'dead'] as const;

/**
 * Plays Shootout! standing duels for one compiled matchup. Not thread-safe: build one per worker.
 */
export class ShootoutDuelEngine {
  readonly matchup: ShootoutDuel;

  // Static per-duelist numbers (index 0 = A, 1 = B), filled once.
  private readonly htkStart = new Int32Array(2);
  private readonly dice = new Int32Array(2);
  private readonly hitModifier = new Int32Array(2);
  private readonly speed = new Int32Array(2);
  private readonly courage = new Int32Array(2);
  /** 1 when the weapon's rounds are counted (SR-24). */
  private readonly limited = new Uint8Array(2);
  private readonly capacity = new Int32Array(2);
  /** 1 when each turn of fire spends one round whatever the dice (`+volleys`, SR-24). */
  private readonly perVolley: number;

  // Per-trial state, reset at the start of each trial.
  /** HTK left; 0 = dead. */
  readonly htk = new Int32Array(2);
  /** Rounds loaded (rounds, or turns of fire with `+volleys`); unused when not `limited`. */
  readonly rounds = new Int32Array(2);
  /** 1 while pinned down. */
  readonly pinned = new Uint8Array(2);
  /** 1 once pinned down in this trial. */
  private readonly pinnedEver = new Uint8Array(2);
  /** Combat dice rolled, hits scored and unsaved hits scored this trial, by shooter. */
  readonly diceRolled = new Int32Array(2);
  readonly hitsScored = new Int32Array(2);
  readonly unsavedScored = new Int32Array(2);

  // Per-turn scratch.
  /** Combat dice each duelist will fire this turn (0: he does not fire), and rounds that spends. */
  private readonly fireDice = new Int32Array(2);
  private readonly fireSpend = new Int32Array(2);
  /** Hits (before saves) and unsaved hits taken this turn, by target. */
  private readonly hitsTaken = new Int32Array(2);
  private readonly unsavedTaken = new Int32Array(2);

  private readonly names: readonly [string, string];
  private readonly specs: readonly [ShootoutDuelist, ShootoutDuelist];
  /** The duelists' agents (DESIGN.md principle 4: agents decide, the engine resolves). */
  private readonly agents: readonly [WeaponAgent, WeaponAgent];
  /** One observation per duelist, overwritten at each decision. */
  private readonly observation: readonly [WeaponObservation, WeaponObservation];

  /**
   * @param matchup the compiled duel (`buildShootoutDuels`)
   * @param agents the two duelists' agents: what to do with the weapon each turn (the registry
   *   hands in @deadeye/agents' standing duelist: fire all it can while loaded, else reload)
   */
  constructor(matchup: ShootoutDuel, agents: readonly [WeaponAgent, WeaponAgent]) {
    this.matchup = matchup;
    this.agents = agents;
    this.specs = [matchup.a, matchup.b];
    this.names = [matchup.a.name, matchup.b.name];
    this.perVolley = matchup.switches.volleys;
    this.specs.forEach((s, d) => {
      this.htkStart[d] = s.htk;
      this.dice[d] = s.dice;
      this.hitModifier[d] = s.hitModifier;
      this.speed[d] = s.speed;
      this.courage[d] = s.courage;
      this.limited[d] = s.limited;
      this.capacity[d] = s.capacity;
    });
    this.observation = [this.newObservation(0), this.newObservation(1)];
  }

  /**
   * What duelist `d` sees of his weapon. A turn of fire is `rateOfFire` shots: one per combat die,
   * or one volley of all the dice with `+volleys`. Reloading loads to full in one turn
   * (`reloadRate` = capacity, SR-24). A weapon whose rounds are not counted shows itself always
   * full and cannot be reloaded.
   */
  private newObservation(d: number): WeaponObservation {
    const rate = this.perVolley === 1 ? 1 : (this.dice[d] as number);
    const limited = this.limited[d] === 1;
    const capacity = limited ? (this.capacity[d] as number) : rate;
    return { loaded: capacity, capacity, rateOfFire: rate, reloadRate: limited ? capacity : 0, targetUp: 1 };
  }

  /**
   * Plays `trials` trials from `stream` and adds their counts to `acc` (see accumulator.ts).
   * `onTrial`, when given, is called after each trial with its index in the batch and packed
   * outcome (tests only; read it with {@link unpackShootoutOutcome}).
   */
  runBatch(stream: Stream, trials: number, acc: Float64Array, onTrial?: (i: number, packed: number) => void): void {
    const drawsBefore = stream.draws;
    for (let i = 0; i < trials; i++) {
      const packed = this.runTrial(stream, acc, null);
      if (onTrial !== undefined) onTrial(i, packed);
    }
    acc[ACC_RANDOM_DRAWS] = (acc[ACC_RANDOM_DRAWS] as number) + (stream.draws - drawsBefore);
  }

  /**
   * Plays one trial and adds it to `acc`. With `log`, appends a line per event and every die.
   * @returns the packed outcome: winner | first fire << 2 | end A << 4 | end B << 6 | turns << 8
   */
  runTrial(stream: Stream, acc: Float64Array, log: string[] | null): number {
    const m = this.matchup;
    const { htk, rounds, pinned } = this;
    stream.nextTrial();
    for (let d = 0; d < 2; d++) {
      htk[d] = this.htkStart[d] as number;
      rounds[d] = this.capacity[d] as number;
      pinned[d] = 0;
      this.pinnedEver[d] = 0;
      this.diceRolled[d] = 0;
      this.hitsScored[d] = 0;
      this.unsavedScored[d] = 0;
    }

    let first: number = FirstFire.Simultaneous;
    let turn = 1;
    let over = false;
    for (; turn <= m.maxTurns; turn++) {
      if (log !== null) log.push(`Turn ${turn}`);
      // 1. A pinned duelist tests courage before he fires (SR-27).
      for (let d = 0; d < 2; d++) if (pinned[d] === 1) this.courageTest(d, stream, acc, log);
      // 2. Each agent decides: fire or reload (SR-24).
      for (let d = 0; d < 2; d++) this.decide(d, acc, log);
      const f0 = this.fireDice[0] as number;
      const f1 = this.fireDice[1] as number;
      // 3. Fire.
      this.hitsTaken[0] = 0;
      this.hitsTaken[1] = 0;
      this.unsavedTaken[0] = 0;
      this.unsavedTaken[1] = 0;
      if (turn === 1 && m.draw === 1 && f0 > 0 && f1 > 0) {
        first = this.drawTurn(stream, acc, log);
      } else {
        if (turn === 1 && log !== null && f0 > 0 && f1 > 0) log.push('  no Draw! (not two holstered revolvers): both fire simultaneously');
        this.simultaneous(stream, acc, log);
      }
      if (htk[0] === 0 || htk[1] === 0) {
        over = true;
        break;
      }
    }

    // Outcome.
    let winner: number;
    if (!over) {
      winner = DuelWinner.Draw;
      turn = m.maxTurns;
    } else if (htk[0] === 0 && htk[1] === 0) winner = DuelWinner.BothDown;
    else if (htk[1] === 0) winner = DuelWinner.A;
    else winner = DuelWinner.B;

    acc[ACC_TRIALS] = (acc[ACC_TRIALS] as number) + 1;
    const slot = winner === DuelWinner.A ? ACC_A_WINS : winner === DuelWinner.B ? ACC_B_WINS : winner === DuelWinner.BothDown ? ACC_BOTH_DOWN : ACC_DRAW;
    acc[slot] = (acc[slot] as number) + 1;
    if (over) acc[TURNS_BASE + turn - 1] = (acc[TURNS_BASE + turn - 1] as number) + 1;
    if (first === FirstFire.Simultaneous) acc[ACC_SIMULTANEOUS_FIRST] = (acc[ACC_SIMULTANEOUS_FIRST] as number) + 1;
    let packed = winner | (first << 2) | (turn << 8);
    for (let d = 0; d < 2; d++) {
      const base = duelistBlock(SHOOTOUT_DUEL_LAYOUT, d);
      const won = winner === d;
      const h = htk[d] as number;
      const end = h === 0 ? DuelEnd.Dead : h < (this.htkStart[d] as number) ? DuelEnd.Wounded : DuelEnd.Unhurt;
      packed |= end << (4 + 2 * d);
      if (won) acc[base + D_WINS] = (acc[base + D_WINS] as number) + 1;
      if (first === d) {
        acc[base + D_FIRED_FIRST] = (acc[base + D_FIRED_FIRST] as number) + 1;
        if (won) acc[base + D_WINS_WHEN_FIRST] = (acc[base + D_WINS_WHEN_FIRST] as number) + 1;
      }
      if (this.pinnedEver[d] === 1) acc[base + D_PINNED_TRIALS] = (acc[base + D_PINNED_TRIALS] as number) + 1;
      acc[base + D_END + end] = (acc[base + D_END + end] as number) + 1;
    }
    if (log !== null) {
      const o = unpackShootoutOutcome(packed, this);
      const result = o.winner === 'A' ? `${this.names[0]} wins` : o.winner === 'B' ? `${this.names[1]} wins` : o.winner === 'draw' ? `a draw (no one dead after ${m.maxTurns} turns)` : 'both dead';
      log.push(`Outcome: ${result} in turn ${o.turns}; ${this.names[0]} ${o.a.end} (HTK ${o.a.htk}), ${this.names[1]} ${o.b.end} (HTK ${o.b.htk})`);
    }
    return packed;
  }

  /** A pinned duelist's courage test: 1D6 + Courage, 6 or more passes, a natural 1 fails; a pass ends the pin (SR-27). */
  private courageTest(d: number, stream: Stream, acc: Float64Array, log: string[] | null): void {
    const base = duelistBlock(SHOOTOUT_DUEL_LAYOUT, d);
    stream.lane(diceLane(d));
    const r = stream.d6();
    const c = this.courage[d] as number;
    const pass = scoresSix(r, c);
    acc[base + D_COURAGE_TESTS] = (acc[base + D_COURAGE_TESTS] as number) + 1;
    if (pass) {
      acc[base + D_COURAGE_PASSED] = (acc[base + D_COURAGE_PASSED] as number) + 1;
      this.pinned[d] = 0;
    }
    if (log !== null) {
      log.push(`  ${this.names[d]} is pinned down: courage test 1D6 ${r} + Courage ${signed(c)} = ${r + c}${r === 1 ? ' (natural 1 fails)' : ''}: ${pass ? 'passes, no longer pinned' : 'fails, still pinned (fires at -1)'}`);
    }
  }

  /** Asks duelist `d`'s agent what to do with his weapon and resolves it: sets `fireDice[d]`/`fireSpend[d]` or reloads (SR-24). */
  private decide(d: number, acc: Float64Array, log: string[] | null): void {
    const o = this.observation[d] as WeaponObservation;
    const limited = this.limited[d] === 1;
    if (limited) o.loaded = this.rounds[d] as number;
    const intent = (this.agents[d] as WeaponAgent)(o);
    const kind = intentKind(intent);
    this.fireDice[d] = 0;
    this.fireSpend[d] = 0;
    if (kind === INTENT_FIRE) {
      const n = intentAmount(intent);
      const dice = this.dice[d] as number;
      const loaded = limited ? (this.rounds[d] as number) : o.capacity;
      if (this.perVolley === 1) {
        // One round is a whole turn of fire: all the weapon's dice.
        if (n >= 1 && loaded >= 1) {
          this.fireDice[d] = dice;
          this.fireSpend[d] = limited ? 1 : 0;
        }
      } else {
        // One round per combat die; never more dice than the weapon has or rounds loaded.
        const k = n < dice ? (n < loaded ? n : loaded) : dice < loaded ? dice : loaded;
        this.fireDice[d] = k;
        this.fireSpend[d] = limited ? k : 0;
      }
    } else if (kind === INTENT_RELOAD && limited && (this.rounds[d] as number) < (this.capacity[d] as number)) {
      // Reloading fills the weapon and takes the turn (SR-24).
      this.rounds[d] = this.capacity[d] as number;
      const base = duelistBlock(SHOOTOUT_DUEL_LAYOUT, d);
      acc[base + D_RELOADS] = (acc[base + D_RELOADS] as number) + 1;
      if (log !== null) log.push(`  ${this.names[d]} reloads his ${(this.specs[d] as ShootoutDuelist).weaponName} to ${this.capacity[d]} round${this.capacity[d] === 1 ? '' : 's'} and does not fire`);
    } else if (log !== null) {
      log.push(`  ${this.names[d]} holds his fire`);
    }
  }

  /** Turn 1 between two holstered revolvers (SR-21): 1D6 + Speed each, A's die first. Returns who fired first. */
  private drawTurn(stream: Stream, acc: Float64Array, log: string[] | null): number {
    stream.lane(diceLane(0));
    const rA = stream.d6();
    stream.lane(diceLane(1));
    const rB = stream.d6();
    const sA = this.speed[0] as number;
    const sB = this.speed[1] as number;
    const tA = rA + sA;
    const tB = rB + sB;
    acc[ACC_DRAWS] = (acc[ACC_DRAWS] as number) + 1;
    if (log !== null) {
      log.push(`  Draw!: ${this.names[0]} 1D6 ${rA} + Speed ${signed(sA)} = ${tA}; ${this.names[1]} 1D6 ${rB} + Speed ${signed(sB)} = ${tB}`);
    }
    if (tA === tB) {
      acc[ACC_DRAW_TIES] = (acc[ACC_DRAW_TIES] as number) + 1;
      if (log !== null) log.push('  equal totals: both fire simultaneously');
      this.simultaneous(stream, acc, log);
      return FirstFire.Simultaneous;
    }
    const x = tA > tB ? 0 : 1;
    const y = 1 - x;
    if (sA !== sB && (x === 0) === sA > sB) acc[ACC_DRAW_WON_BY_FASTER] = (acc[ACC_DRAW_WON_BY_FASTER] as number) + 1;
    if (log !== null) log.push(`  ${this.names[x]} is faster and fires first`);
    this.volley(x, stream, acc, log);
    this.applyHits(y, log);
    if (this.htk[y] === 0) {
      acc[ACC_DRAW_KILLS] = (acc[ACC_DRAW_KILLS] as number) + 1;
      if (log !== null) log.push(`  ${this.names[x]} receives no fire in return`);
      return x;
    }
    // The pin takes effect at once: a pinned second shooter fires at -1 (SR-26).
    this.pinIfHit(y, acc, log);
    this.volley(y, stream, acc, log);
    this.applyHits(x, log);
    this.pinIfHit(x, acc, log);
    return x;
  }

  /** Both volleys rolled from the state at the start of the exchange, then applied together (SR-23). */
  private simultaneous(stream: Stream, acc: Float64Array, log: string[] | null): void {
    this.volley(0, stream, acc, log);
    this.volley(1, stream, acc, log);
    this.applyHits(0, log);
    this.applyHits(1, log);
    this.pinIfHit(0, acc, log);
    this.pinIfHit(1, acc, log);
  }

  /**
   * Shooter `s` fires `fireDice[s]` combat dice at the other (nothing when 0), then the target
   * rolls a saving throw per hit; adds to `hitsTaken`/`unsavedTaken` of the target, applied later.
   */
  private volley(s: number, stream: Stream, acc: Float64Array, log: string[] | null): void {
    const n = this.fireDice[s] as number;
    if (n === 0) return;
    stream.lane(diceLane(s));
    const t = 1 - s;
    if (this.limited[s] === 1) this.rounds[s] = (this.rounds[s] as number) - (this.fireSpend[s] as number);
    const pin = this.pinned[s] === 1 ? DUEL_MODIFIERS.firerPinned : 0;
    const mod = (this.hitModifier[s] as number) + pin;
    let hits = 0;
    let line = '';
    for (let i = 0; i < n; i++) {
      const r = stream.d6();
      const hit = scoresSix(r, mod);
      if (hit) hits++;
      if (log !== null) line += `${i === 0 ? '' : ', '}${r}${r === 1 ? ' (natural 1: miss)' : ` = ${r + mod} ${hit ? 'hit' : 'miss'}`}`;
    }
    if (log !== null) {
      log.push(`  ${this.names[s]} fires ${n} combat ${n === 1 ? 'die' : 'dice'} with his ${(this.specs[s] as ShootoutDuelist).weaponName} at ${signed(mod)} (${this.describeModifier(s)}): ${line}; ${hits} hit${hits === 1 ? '' : 's'}`);
      if (this.limited[s] === 1) log.push(`    ${this.rounds[s]} round${this.rounds[s] === 1 ? '' : 's'} left`);
    }
    let unsaved = 0;
    for (let i = 0; i < hits; i++) {
      const r = stream.d6();
      const saved = scoresSix(r, DUEL_MODIFIERS.savingThrow);
      if (!saved) unsaved++;
      if (log !== null) log.push(`    ${this.names[t]} saving throw 1D6 ${r}${r === 1 ? ' (natural 1 fails)' : ''}: ${saved ? 'saved' : 'not saved'}`);
    }
    this.hitsTaken[t] = (this.hitsTaken[t] as number) + hits;
    this.unsavedTaken[t] = (this.unsavedTaken[t] as number) + unsaved;
    this.diceRolled[s] = (this.diceRolled[s] as number) + n;
    this.hitsScored[s] = (this.hitsScored[s] as number) + hits;
    this.unsavedScored[s] = (this.unsavedScored[s] as number) + unsaved;
    const base = duelistBlock(SHOOTOUT_DUEL_LAYOUT, s);
    acc[base + D_DICE] = (acc[base + D_DICE] as number) + n;
    acc[base + D_HITS] = (acc[base + D_HITS] as number) + hits;
    acc[base + D_SAVED] = (acc[base + D_SAVED] as number) + (hits - unsaved);
    acc[base + D_UNSAVED] = (acc[base + D_UNSAVED] as number) + unsaved;
  }

  /** Takes target `t`'s unsaved hits this turn from his HTK; at 0 he is dead (SR-29). */
  private applyHits(t: number, log: string[] | null): void {
    const u = this.unsavedTaken[t] as number;
    if (u === 0) return;
    const h = (this.htk[t] as number) - u;
    this.htk[t] = h < 0 ? 0 : h;
    if (log !== null) log.push(`  ${this.names[t]} takes ${u} unsaved hit${u === 1 ? '' : 's'}: ${this.htk[t] === 0 ? 'DEAD' : `HTK ${this.htk[t]} of ${this.htkStart[t]} left`}`);
  }

  /** Pins target `t` down if he took 2 or more hits (before saves) this turn and is alive (SR-26). */
  private pinIfHit(t: number, acc: Float64Array, log: string[] | null): void {
    if (this.htk[t] === 0 || (this.hitsTaken[t] as number) < 2) return;
    if (this.pinned[t] === 0) {
      const base = duelistBlock(SHOOTOUT_DUEL_LAYOUT, t);
      acc[base + D_PINS] = (acc[base + D_PINS] as number) + 1;
      this.pinned[t] = 1;
      this.pinnedEver[t] = 1;
      if (log !== null) log.push(`  ${this.names[t]} took ${this.hitsTaken[t]} hits and is pinned down (fires at -1)`);
    } else if (log !== null) {
      log.push(`  ${this.names[t]} took ${this.hitsTaken[t]} hits and stays pinned down`);
    }
  }

  /** The to-hit modifier's parts, for the log. */
  private describeModifier(s: number): string {
    const spec = this.specs[s] as ShootoutDuelist;
    const parts = [`Ranged ${signed(spec.ranged)}`, 'target stationary +1', 'target in open +1'];
    if (spec.band === 'short') parts.push('short range +1');
    if (this.pinned[s] === 1) parts.push('pinned down -1');
    return parts.join(', ');
  }
}

function signed(n: number): string {
  return n < 0 ? `${n}` : `+${n}`;
}

/**
 * Unpacks a packed trial outcome; HTK, dice, hits and the pin are read from the engine's state,
 * so call it right after the trial.
 */
export function unpackShootoutOutcome(packed: number, engine: ShootoutDuelEngine): ShootoutDuelTrialOutcome {
  const side = (d: number): ShootoutDuelistTrialOutcome => ({
    end: ENDS[(packed >> (4 + 2 * d)) & 3] as ShootoutDuelistTrialOutcome['end'],
    htk: engine.htk[d] as number,
    dice: engine.diceRolled[d] as number,
    hits: engine.hitsScored[d] as number,
    unsaved: engine.unsavedScored[d] as number,
    pinned: engine.pinned[d] as number,
  });
  return {
    winner: WINNERS[packed & 3] as ShootoutDuelTrialOutcome['winner'],
    firstFire: FIRSTS[(packed >> 2) & 3] as ShootoutDuelTrialOutcome['firstFire'],
    turns: packed >> 8,
    a: side(0),
    b: side(1),
  };
}
