/**
 * The Monte Carlo standing duel over struct-of-arrays columns.
 *
 * One engine is built per matchup (per worker); `runBatch` plays a batch of trials from one
 * seeded stream into an accumulator without allocating. The same `runTrial` code path, given a
 * log array, prints every roll for `deadeye replay`, so a replayed trial is the batch's trial.
 *
 * Rules (Deadeye issue #2 section 5, citing the seeds):
 * - Net speed = first shot base + wound modifier + consecutive-fire bonus
 *   (boot-hill-rulebook.txt, FIRST SHOT DETERMINATION CHART). The higher fires its whole volley
 *   first; equal net speeds fire simultaneously (rulebook, COMBAT: First Shot Determination).
 * - Each shot hits on d100 <= BAC + range + shot number + wounds + gun arm + weapon modifiers
 *   (HIT DETERMINATION CHART; the Referee's Screen's reading by default).
 * - Each hit wounds once, or d10 times on the SHOTGUN/SCATTER GUN EFFECTS TABLE; each wound rolls
 *   location and severity on the WOUND CHART (rulebook, WOUNDS).
 */
import {
  INTENT_FIRE,
  INTENT_RELOAD,
  createColumnTable,
  duelistBlock,
  intentAmount,
  intentKind,
  type ColumnTable,
  type WeaponAgent,
  type WeaponObservation,
} from '@deadeye/core';
import { diceLane, type Stream } from '@deadeye/rng';
import {
  LOCATION_LABELS,
  SEVERITY_LABELS,
  LOCATION_OF_ROLL,
  LOCATIONS,
  RIGHT_ARM_HAND,
  SEVERITY_LIGHT,
  SEVERITY_MORTAL,
  SEVERITY_OF_ROLL,
  SPREAD_WOUNDS,
  STRENGTH_LOSS,
} from '../wound-lookup.ts';
import {
  ACC_A_WINS,
  ACC_BOTH_DOWN,
  ACC_B_WINS,
  ACC_DRAW,
  ACC_RANDOM_DRAWS,
  ACC_SIMULTANEOUS_FIRST,
  ACC_TRIALS,
  D_END,
  D_FIRED_FIRST,
  D_HITS,
  D_LOCATION,
  D_SEVERITY,
  D_SHOTS,
  D_WINS,
  D_WINS_WHEN_FIRST,
  TURNS_BASE,
  DUEL_LAYOUT,
} from './accumulator.ts';
import { Spread, type DuelMatchup } from './matchup.ts';

/** Wound chart locations (the accumulator's D_LOCATION slots). */
const LOCATION_COUNT = LOCATIONS.length;
/** Wound severities: light, serious, mortal (the accumulator's D_SEVERITY slots). */
const SEVERITY_COUNT = SEVERITY_LABELS.length;

/** The winner code (WINNER_A, WINNER_B, BOTH_DOWN, DRAW) of a packed trial outcome (bits 0-1; {@link unpackOutcome}). */
function packedWinner(packed: number): number {
  return packed & 3;
}
/** Who fired first in turn 1 (FIRST_A, FIRST_B, FIRST_TIE) of a packed trial outcome (bits 2-3). */
function packedFirst(packed: number): number {
  return (packed >> 2) & 3;
}
/** Duelist d's end state (END_UNHURT, END_WOUNDED, END_UNCONSCIOUS, END_DEAD) in a packed trial outcome (bits 4-5 for A, 6-7 for B). */
function packedEnd(packed: number, d: number): number {
  return (packed >> (4 + 2 * d)) & 3;
}

/** Character status codes in the `status` column. */
export const UP = 0;
export const UNCONSCIOUS = 1;
export const DEAD = 2;

/** Winner codes of a trial. */
export const WINNER_A = 0;
export const WINNER_B = 1;
export const BOTH_DOWN = 2;
export const DRAW = 3;

/** Who fired first in turn 1. */
export const FIRST_A = 0;
export const FIRST_B = 1;
export const FIRST_TIE = 2;

/** End state codes (same order as `END_STATES` of @deadeye/core). */
export const END_UNHURT = 0;
export const END_WOUNDED = 1;
export const END_UNCONSCIOUS = 2;
export const END_DEAD = 3;

/** Outcome of one trial, unpacked (replay, tests). */
export interface DuelTrialOutcome {
  readonly winner: 'A' | 'B' | 'both down' | 'draw';
  /** Turns played, 1..maxTurns. */
  readonly turns: number;
  readonly firedFirst: 'A' | 'B' | 'tie';
  readonly a: DuelistTrialOutcome;
  readonly b: DuelistTrialOutcome;
}

/** One duelist's side of a trial outcome. */
export interface DuelistTrialOutcome {
  readonly end: 'unhurt' | 'wounded' | 'unconscious' | 'dead';
  readonly shots: number;
  readonly hits: number;
  /** Strength points lost to wounds. */
  readonly woundPoints: number;
}

const WINNERS = ['A', 'B', 'both down', 'draw'] as const;
const FIRSTS = ['A', 'B', 'tie'] as const;
const ENDS = ['unhurt', 'wounded', 'unconscious', 'dead'] as const;

const DUEL_COLUMNS = {
  /** Strength points lost to wounds. */
  wounds: 'i32',
  /** Worst wound on the gun arm/hand: 0 none, 1 light, 2 serious. */
  gunArm: 'u8',
  /** Rounds loaded. */
  loaded: 'i32',
  /** 1 if the duelist fired at the other in the previous turn. */
  fired: 'u8',
  /** UP, UNCONSCIOUS or DEAD. */
  status: 'u8',
  shots: 'i32',
  hits: 'i32',
} as const;

/**
 * Runs standing-duel trials for one compiled matchup. Not thread-safe; build one per worker.
 */
export class DuelEngine {
  readonly matchup: DuelMatchup;
  /** Per-trial state of duelist 0 (A) and 1 (B). */
  readonly state: ColumnTable<typeof DUEL_COLUMNS>;

  // Static per-duelist columns, filled once.
  private readonly firstShotBase = new Int32Array(2);
  /** BAC + range modifier + weapon modifier: the part of the hit chance fixed for the duel. */
  private readonly hitBase = new Int32Array(2);
  private readonly str = new Int32Array(2);
  private readonly rateOfFire = new Int32Array(2);
  private readonly capacity = new Int32Array(2);
  private readonly reloadRate = new Int32Array(2);
  /** Offset into SPREAD_WOUNDS for a d10 of 1, or -1 for a single-ball weapon. */
  private readonly spreadBase = new Int32Array(2);
  private readonly shotMod: Int32Array;
  /** The lane a trial is entered at: the dice of the duelist with the higher first shot base (A on a tie). */
  private readonly firstLane: number;
  private readonly names: readonly [string, string];
  // The state's columns, held as fields: monomorphic loads, no destructuring of `state.columns`.
  private readonly wounds: Int32Array;
  private readonly gunArm: Uint8Array;
  private readonly loaded: Int32Array;
  private readonly fired: Uint8Array;
  private readonly status: Uint8Array;
  private readonly shots: Int32Array;
  private readonly hits: Int32Array;
  /**
   * Trials played since the last {@link DuelEngine.tally}, by the low 8 bits of their
   * packed outcome (winner, who fired first, each duelist's end): a batch adds one count here per
   * trial and the accumulator's outcome slots once at its end, not a dozen slots per trial.
   */
  private readonly outcomeCounts = new Float64Array(256);
  /**
   * Wounds received since the last {@link DuelEngine.tally}, by duelist, location and severity
   * (index `(d * LOCATION_COUNT + location) * SEVERITY_COUNT + severity`): one count a wound, added to the
   * accumulator's location and severity slots by `tally`.
   */
  private readonly woundCounts = new Float64Array(2 * LOCATION_COUNT * SEVERITY_COUNT);
  // (Counting there, not in the accumulator's slots trial by trial, took the standing duel from
  // about 0.23 to 0.26 of its draws-only floor: scripts/duel-floor.ts, 3 alternating A/B runs,
  // higher in each; the outcome's branches and a dozen slots a trial were about a tenth of it.)

  /** The duelists' agents (DESIGN.md principle 4: agents decide, the engine resolves). */
  private readonly agents: readonly [WeaponAgent, WeaponAgent];
  /** One observation per duelist, overwritten at each decision. */
  private readonly observation: readonly [WeaponObservation, WeaponObservation];

  /**
   * @param matchup the compiled duel
   * @param agents the two duelists' agents (the registry hands in @deadeye/agents' standing duelist)
   */
  constructor(matchup: DuelMatchup, agents: readonly [WeaponAgent, WeaponAgent]) {
    this.matchup = matchup;
    this.agents = agents;
    const observe = (s: DuelMatchup['a']): WeaponObservation => ({
      loaded: 0,
      capacity: s.capacity,
      rateOfFire: s.rateOfFire,
      reloadRate: s.reloadRate,
      targetUp: 1,
    });
    this.observation = [observe(matchup.a), observe(matchup.b)];
    this.state = createColumnTable(DUEL_COLUMNS, 2);
    ({ wounds: this.wounds, gunArm: this.gunArm, loaded: this.loaded, fired: this.fired, status: this.status, shots: this.shots, hits: this.hits } = this.state.columns);
    const specs = [matchup.a, matchup.b] as const;
    specs.forEach((s, i) => {
      this.firstShotBase[i] = s.firstShotBase;
      this.hitBase[i] = s.bac + s.rangeModifier + s.weaponModifier;
      this.str[i] = s.str;
      this.rateOfFire[i] = s.rateOfFire;
      this.capacity[i] = s.capacity;
      this.reloadRate[i] = s.reloadRate;
      this.spreadBase[i] = s.spread === Spread.None ? -1 : (s.spread - 1) * 40 + s.bandIndex;
    });
    this.shotMod = Int32Array.from(matchup.mods.shot);
    this.firstLane = diceLane(matchup.b.firstShotBase > matchup.a.firstShotBase ? 1 : 0);
    this.names = [matchup.a.name, matchup.b.name];
  }

  /**
   * Plays `trials` trials from `stream` and adds their counts to `acc` (see accumulator.ts).
   * `onTrial`, when given, is called after each trial with its index in the batch and packed
   * outcome (tests and sampling only; read it with {@link unpackOutcome}).
   */
  runBatch(stream: Stream, trials: number, acc: Float64Array, onTrial?: (i: number, packed: number) => void): void {
    const drawsBefore = stream.draws;
    for (let i = 0; i < trials; i++) {
      const packed = this.playTrial(stream, acc, null);
      if (onTrial !== undefined) onTrial(i, packed);
    }
    this.tally(acc);
    acc[ACC_RANDOM_DRAWS] = (acc[ACC_RANDOM_DRAWS] as number) + (stream.draws - drawsBefore);
  }

  /**
   * Plays one trial and adds it to `acc`. With `log`, appends a line per event (net speeds,
   * every roll, every wound). Returns the packed outcome (see {@link unpackOutcome}).
   */
  runTrial(stream: Stream, acc: Float64Array, log: string[] | null): number {
    const packed = this.playTrial(stream, acc, log);
    this.tally(acc);
    return packed;
  }

  /**
   * Adds the outcomes counted in `outcomeCounts` and the wounds in `woundCounts` to `acc` and
   * clears them: trials, wins, both down and draws, simultaneous first fire, and per duelist wins,
   * fired first, wins when first, end state, and wounds by location and by severity. The same sums
   * as adding each trial's in turn (whole numbers, exact in a double).
   */
  private tally(acc: Float64Array): void {
    const wc = this.woundCounts;
    for (let i = 0; i < wc.length; i++) {
      const n = wc[i] as number;
      if (n === 0) continue;
      wc[i] = 0;
      const base = duelistBlock(DUEL_LAYOUT, i < LOCATION_COUNT * SEVERITY_COUNT ? 0 : 1);
      const loc = Math.floor(i / SEVERITY_COUNT) % LOCATION_COUNT;
      const sev = i % SEVERITY_COUNT;
      acc[base + D_LOCATION + loc] = (acc[base + D_LOCATION + loc] as number) + n;
      acc[base + D_SEVERITY + sev] = (acc[base + D_SEVERITY + sev] as number) + n;
    }
    const counts = this.outcomeCounts;
    for (let p = 0; p < 256; p++) {
      const n = counts[p] as number;
      if (n === 0) continue;
      counts[p] = 0;
      const winner = packedWinner(p);
      const first = packedFirst(p);
      acc[ACC_TRIALS] = (acc[ACC_TRIALS] as number) + n;
      const slot = winner === WINNER_A ? ACC_A_WINS : winner === WINNER_B ? ACC_B_WINS : winner === BOTH_DOWN ? ACC_BOTH_DOWN : ACC_DRAW;
      acc[slot] = (acc[slot] as number) + n;
      if (first === FIRST_TIE) acc[ACC_SIMULTANEOUS_FIRST] = (acc[ACC_SIMULTANEOUS_FIRST] as number) + n;
      for (let d = 0; d < 2; d++) {
        const base = duelistBlock(DUEL_LAYOUT, d);
        const won = winner === d;
        const end = packedEnd(p, d);
        if (won) acc[base + D_WINS] = (acc[base + D_WINS] as number) + n;
        if (first === d) {
          acc[base + D_FIRED_FIRST] = (acc[base + D_FIRED_FIRST] as number) + n;
          if (won) acc[base + D_WINS_WHEN_FIRST] = (acc[base + D_WINS_WHEN_FIRST] as number) + n;
        }
        acc[base + D_END + end] = (acc[base + D_END + end] as number) + n;
      }
    }
  }

  /**
   * Plays one trial: its shots, hits, wounds and length go into `acc`, its outcome into
   * `outcomeCounts` (for {@link DuelEngine.tally}). Returns the packed outcome.
   */
  private playTrial(stream: Stream, acc: Float64Array, log: string[] | null): number {
    const { wounds, loaded, fired, status, shots, hits } = this;
    const m = this.matchup;
    // Entered at the dice lane of the duelist who fires first when both fire (the trial's own lane
    // is never drawn from): the same numbers, one lane fewer seeded (rng's nextTrial).
    stream.nextTrial(this.firstLane);
    // V8 inlines this call (`node --trace-turbo-inlining` on the bundled duel).
    this.resetTrial();

    let first = FIRST_TIE;
    let turn = 1;
    let over = false;
    for (; turn <= m.maxTurns; turn++) {
      if (log !== null) log.push(`Turn ${turn}`);
      // Each duelist's agent decides: fire n shots at the other, reload k rounds, or hold.
      let volleyA = 0;
      let volleyB = 0;
      for (let d = 0; d < 2; d++) {
        const o = this.observation[d] as WeaponObservation;
        o.loaded = loaded[d] as number;
        o.targetUp = status[1 - d] === UP ? 1 : 0;
        const intent = this.agents[d] as WeaponAgent;
        const decision = intent(o);
        const kind = intentKind(decision);
        const amount = intentAmount(decision);
        if (kind === INTENT_FIRE) {
          // The engine enforces the weapon: never more than its rate of fire or the rounds loaded.
          // (Compared as integers, not with a three-argument Math.min.)
          const rof = this.rateOfFire[d] as number;
          const l = loaded[d] as number;
          const most = rof < l ? rof : l;
          const n = amount < most ? amount : most;
          if (d === 0) volleyA = n;
          else volleyB = n;
        } else if (kind === INTENT_RELOAD) {
          const l = loaded[d] as number;
          const room = (this.capacity[d] as number) - l;
          const rr = this.reloadRate[d] as number;
          const k = Math.min(amount, rr, room);
          loaded[d] = l + k;
          if (log !== null) log.push(`  ${this.names[d]} reloads ${k} (now ${l + k} loaded) and does not fire`);
        } else if (log !== null) {
          log.push(`  ${this.names[d]} holds (nothing loaded and nothing to load)`);
        }
      }
      const firedA = volleyA > 0 ? 1 : 0;
      const firedB = volleyB > 0 ? 1 : 0;
      if (volleyA > 0 && volleyB > 0) {
        const nsA = this.netSpeed(0);
        const nsB = this.netSpeed(1);
        if (log !== null) {
          log.push(`  net speed: ${this.names[0]} ${this.describeNetSpeed(0)}; ${this.names[1]} ${this.describeNetSpeed(1)}`);
        }
        if (turn === 1) first = nsA > nsB ? FIRST_A : nsB > nsA ? FIRST_B : FIRST_TIE;
        if (nsA > nsB) {
          if (log !== null) log.push(`  ${this.names[0]} fires first`);
          this.volley(0, 0, volleyA, this.hitChanceBase(0), stream, log);
          if (status[1] === UP) {
            if (log !== null) log.push(`  ${this.names[1]} fires`);
            this.volley(1, 0, volleyB, this.hitChanceBase(1), stream, log);
          }
        } else if (nsB > nsA) {
          if (log !== null) log.push(`  ${this.names[1]} fires first`);
          this.volley(1, 0, volleyB, this.hitChanceBase(1), stream, log);
          if (status[0] === UP) {
            if (log !== null) log.push(`  ${this.names[0]} fires`);
            this.volley(0, 0, volleyA, this.hitChanceBase(0), stream, log);
          }
        } else {
          // Simultaneous: both volleys from the state at the start of the exchange.
          if (log !== null) log.push(`  equal net speeds: simultaneous fire`);
          const baseA = this.hitChanceBase(0);
          const baseB = this.hitChanceBase(1);
          this.volley(0, 0, volleyA, baseA, stream, log);
          this.volley(1, 0, volleyB, baseB, stream, log);
        }
      } else if (volleyA > 0) {
        this.volley(0, 0, volleyA, this.hitChanceBase(0), stream, log);
      } else if (volleyB > 0) {
        this.volley(1, 0, volleyB, this.hitChanceBase(1), stream, log);
      }
      fired[0] = firedA;
      fired[1] = firedB;
      if (status[0] !== UP || status[1] !== UP) {
        over = true;
        break;
      }
    }

    // Outcome.
    let winner: number;
    if (!over) {
      winner = DRAW;
      turn = m.maxTurns;
    } else if (status[0] !== UP && status[1] !== UP) winner = BOTH_DOWN;
    else if (status[1] !== UP) winner = WINNER_A;
    else winner = WINNER_B;

    if (over) acc[TURNS_BASE + turn - 1] = (acc[TURNS_BASE + turn - 1] as number) + 1;
    let packed = winner | (first << 2) | (turn << 8);
    for (let d = 0; d < 2; d++) {
      const base = duelistBlock(DUEL_LAYOUT, d);
      const st = status[d] as number;
      const end = st === DEAD ? END_DEAD : st === UNCONSCIOUS ? END_UNCONSCIOUS : (wounds[d] as number) > 0 ? END_WOUNDED : END_UNHURT;
      packed |= end << (4 + 2 * d);
      acc[base + D_SHOTS] = (acc[base + D_SHOTS] as number) + (shots[d] as number);
      acc[base + D_HITS] = (acc[base + D_HITS] as number) + (hits[d] as number);
    }
    // The outcome's slots are added once a batch (tally): one count here.
    const counts = this.outcomeCounts;
    counts[packed & 255] = (counts[packed & 255] as number) + 1;
    if (log !== null) {
      const o = unpackOutcome(packed, this.state);
      log.push(
        `Outcome: ${o.winner === 'A' ? `${this.names[0]} wins` : o.winner === 'B' ? `${this.names[1]} wins` : o.winner} after ${o.turns} turn(s); ` +
          `${this.names[0]} ${o.a.end}, ${this.names[1]} ${o.b.end}`,
      );
    }
    return packed;
  }

  /** Sets both duelists as a trial starts: unhurt, up, weapons fully loaded, no earlier fire. */
  resetTrial(): void {
    // Element by element, not `state.clear()` (seven `fill` calls on arrays of five kinds):
    // clear() was a quarter of the duel's CPU time (node --cpu-prof, bundled), and writing it
    // out took the duel from 2.33 to 4.36 M duels per CPU second (scripts/duel-floor.ts, medians
    // of 3 alternating A/B runs; ratio to the draws-only floor 0.125 -> 0.23).
    const { wounds, gunArm, loaded, fired, status, shots, hits } = this;
    wounds[0] = 0;
    wounds[1] = 0;
    gunArm[0] = 0;
    gunArm[1] = 0;
    loaded[0] = this.capacity[0] as number;
    loaded[1] = this.capacity[1] as number;
    fired[0] = 0;
    fired[1] = 0;
    status[0] = UP;
    status[1] = UP;
    shots[0] = 0;
    shots[1] = 0;
    hits[0] = 0;
    hits[1] = 0;
  }

  /**
   * Duelist `s` fires shot `shot` (0-based: the first, second or third of a turn's volley) at the
   * other from the duelists' present state, as {@link DuelEngine.runTrial} resolves each shot of
   * a volley: the hit roll (d100), then the wounds (a d10 on the SHOTGUN/SCATTER GUN EFFECTS TABLE
   * for a shotgun or scatter gun, then location and severity d100s per wound), counted into
   * `acc`. The single-shot odds (`odds.ts`) call it after {@link DuelEngine.resetTrial}.
   */
  fireShot(s: number, shot: number, stream: Stream, acc: Float64Array, log: string[] | null): void {
    this.volley(s, shot, 1, this.hitChanceBase(s), stream, log);
    this.tally(acc);
  }

  /** Net speed of duelist `d` now: first shot base + wound modifier + consecutive-fire bonus. */
  private netSpeed(d: number): number {
    const mods = this.matchup.mods;
    return (this.firstShotBase[d] as number) + this.woundModifier(d, mods.speedWoundsLight, mods.speedWoundsHeavy) + (this.fired[d] === 1 ? mods.consecutiveFire : 0);
  }

  /** Net speed with its parts, for the replay log. */
  private describeNetSpeed(d: number): string {
    const mods = this.matchup.mods;
    const w = this.woundModifier(d, mods.speedWoundsLight, mods.speedWoundsHeavy);
    const c = this.fired[d] === 1 ? mods.consecutiveFire : 0;
    const parts = [`first shot base ${this.firstShotBase[d]}`];
    if (w !== 0) parts.push(`wounds ${w}`);
    if (c !== 0) parts.push(`consecutive fire +${c}`);
    return `${this.netSpeed(d)} (${parts.join(', ')})`;
  }

  /** `light` if wounds total under 50% of STR, `heavy` at 50% or more, 0 if unwounded. */
  private woundModifier(d: number, light: number, heavy: number): number {
    const w = this.wounds[d] as number;
    if (w === 0) return 0;
    return 2 * w >= (this.str[d] as number) ? heavy : light;
  }

  /** Duelist `d`'s hit chance before the shot-number modifier, from its current state. */
  private hitChanceBase(d: number): number {
    const mods = this.matchup.mods;
    const arm = this.gunArm[d] as number;
    return (
      (this.hitBase[d] as number) +
      this.woundModifier(d, mods.hitWoundsLight, mods.hitWoundsHeavy) +
      (arm === 2 ? mods.gunArmSerious : arm === 1 ? mods.gunArmLight : 0)
    );
  }

  /**
   * Shooter `s` fires shots `first` .. `first + n - 1` of a volley (0-based: the shot modifier of
   * each) at the other with hit chance `base` + shot modifier, each hit's wounds rolled (location
   * and severity on the WOUND CHART: strength lost, the gun arm's wound, unconscious or dead,
   * counted in `woundCounts` for {@link DuelEngine.tally}); stops once the target is out. One loop
   * body for the duel and the single-shot odds ({@link DuelEngine.fireShot}): a separate per-shot
   * method cost the duel about 5% (A/B, medians of 7 runs).
   */
  private volley(s: number, first: number, n: number, base: number, stream: Stream, log: string[] | null): void {
    const t = 1 - s;
    const { status, wounds, gunArm, shotMod } = this;
    const woundCounts = this.woundCounts;
    const woundBase = t * LOCATION_COUNT * SEVERITY_COUNT;
    const sb = this.spreadBase[s] as number;
    const strT = this.str[t] as number;
    // The volley's dice (to hit, wounds) are the shooter's (rng's lanes: common random numbers).
    stream.lane(diceLane(s));
    const end = first + n;
    let i = first;
    let hitCount = 0;
    // Each shot fires while the target is up; the rounds, shots and hits are counted once the
    // volley is over (nothing in it reads them).
    for (; i < end && status[t] === UP; i++) {
      const chance = base + (shotMod[i] as number);
      const roll = stream.d100();
      if (log !== null) this.logShot(log, s, i, chance, roll);
      if (roll > chance) continue;
      hitCount++;
      let w = 1;
      if (sb >= 0) {
        const d10 = stream.d10();
        w = SPREAD_WOUNDS[sb + (d10 - 1) * 4] as number;
        if (log !== null) log.push(`      spread d10 ${d10}: ${w} wound(s)`);
      }
      // Each wound is resolved here, not in a method of its own, and the log lines are built in
      // cold methods (logShot, logWound): the duel went from 0.224 to 0.238 of its draws-only
      // floor (scripts/duel-floor.ts, medians of 4 alternating A/B runs of 5 rounds; higher in
      // every pair).
      for (let k = 0; k < w; k++) {
        const locRoll = stream.d100();
        const loc = LOCATION_OF_ROLL[locRoll] as number;
        const sevRoll = stream.d100();
        const sev = SEVERITY_OF_ROLL[loc * 101 + sevRoll] as number;
        if (sev === SEVERITY_MORTAL) {
          status[t] = DEAD;
        } else {
          const wt = (wounds[t] as number) + (STRENGTH_LOSS[sev] as number);
          wounds[t] = wt;
          if (loc === RIGHT_ARM_HAND) {
            const level = sev === SEVERITY_LIGHT ? 1 : 2;
            if (level > (gunArm[t] as number)) gunArm[t] = level;
          }
          if (strT - wt <= 0 && status[t] === UP) status[t] = UNCONSCIOUS;
        }
        const wi = woundBase + loc * SEVERITY_COUNT + sev;
        woundCounts[wi] = (woundCounts[wi] as number) + 1;
        if (log !== null) this.logWound(log, t, locRoll, loc, sevRoll, sev);
      }
    }
    const fired = i - first;
    this.loaded[s] = (this.loaded[s] as number) - fired;
    this.shots[s] = (this.shots[s] as number) + fired;
    this.hits[s] = (this.hits[s] as number) + hitCount;
  }

  /** The replay log's line for shot `i` (0-based) of duelist `s` (a cold path, as logWound). */
  private logShot(log: string[], s: number, i: number, chance: number, roll: number): void {
    log.push(`    ${this.names[s]} shot ${i + 1}: needs ${chance} or less, rolls ${roll}: ${roll <= chance ? 'HIT' : 'miss'}`);
  }

  /** The replay log's line for a wound just resolved on duelist `t` (out of the volley's loop: a cold path). */
  private logWound(log: string[], t: number, locRoll: number, loc: number, sevRoll: number, sev: number): void {
    const { wounds, status } = this;
    const st = status[t] === DEAD ? 'DEAD' : status[t] === UNCONSCIOUS ? 'UNCONSCIOUS' : 'up';
    log.push(
      `      wound on ${this.names[t]}: location roll ${locRoll} = ${LOCATION_LABELS[loc]}, severity roll ${sevRoll} = ${SEVERITY_LABELS[sev]}; ` +
        `STR ${(this.str[t] as number) - (wounds[t] as number)} of ${this.str[t]} left, ${st}`,
    );
  }
}

/**
 * Unpacks a packed trial outcome; shots, hits and wound points are read from the engine's state
 * columns, so call it right after the trial.
 */
export function unpackOutcome(packed: number, state: DuelEngine['state']): DuelTrialOutcome {
  const c = state.columns;
  const side = (d: number): DuelistTrialOutcome => ({
    end: ENDS[packedEnd(packed, d)] as DuelistTrialOutcome['end'],
    shots: c.shots[d] as number,
    hits: c.hits[d] as number,
    woundPoints: c.wounds[d] as number,
  });
  return {
    winner: WINNERS[packedWinner(packed)] as DuelTrialOutcome['winner'],
    firedFirst: FIRSTS[packedFirst(packed)] as DuelTrialOutcome['firedFirst'],
    turns: packed >> 8,
    a: side(0),
    b: side(1),
  };
}
