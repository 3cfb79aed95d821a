/**
 * Seeded random streams and dice in the field's terms.
 *
 * Every random number Deadeye uses comes from a {@link Stream}. The numbers are derived for
 * pairing and for parallelism (issue #16):
 * - **Per trial.** Trial t of the run `(seed, id)` draws from its own numbers, a pure function of
 *   (seed, id, t): any cut of a run into tasks, on any number of threads, gives the same results,
 *   and a run of N trials is the first N trials of every longer run.
 * - **Per character and purpose (lanes).** Within a trial the numbers come in lanes: the trial's
 *   own ({@link TRIAL_LANE}: shuffles, movement order, the set-up), character i's dice
 *   ({@link diceLane}) and character i's agent's choices ({@link agentLane}). Engines select the
 *   lane of whoever is acting. Two arms of a comparison (a variant, a house rule, a changed stat)
 *   therefore draw the same numbers for the same purposes: a rule that draws one more die shifts
 *   only that character's later dice in that trial, never another character's, never an agent's
 *   choices, never another trial's (common random numbers).
 *
 * Derivation: the key `deadeye|<seed>|<id>` seeds seedrandom's `xor4096`, whose first four 32-bit
 * outputs are the run's root. A lane's 128-bit state is four words, word k =
 * fmix32(T_k ^ (lane + 1) * G_k) with T_k = fmix32(fmix32(root_k ^ tLow) + tHigh * K_k), tLow and tHigh the
 * trial index's low and high 32 bits and fmix32 MurmurHash3's finaliser (a bijection of 32-bit
 * words, so two trials never share word 0 for a lane, nor two lanes in one trial). The lane then
 * steps Tyche-i (Neves and Araujo 2011), exactly seedrandom's `tychei` step. No warm-up: every
 * state word is already a full-avalanche hash (as SplitMix seeds xoshiro), unlike the weak seeds
 * (zeros and a string's characters) that seedrandom's 20 warm-up rounds are for. Seeding a lane
 * costs about 10 ns and happens when the lane is first used in a trial.
 */
// seedrandom's xor4096 alone: the package's main module also evaluates its six other generators
// and requires Node's crypto (for auto-seeding, which Deadeye never uses) at every start of the CLI
// and of each worker (4.8 ms of a `deadeye --help` under the CPU profiler, which slows it).
import xor4096 from 'seedrandom/lib/xor4096.js';

/** Name of the generator behind every stream (reported by benchmarks and baselines). */
export const GENERATOR = 'seedrandom.tychei per trial and lane, rooted in seedrandom.xor4096';

/** The derivation's version, written into baselines: a different one means every result moved. */
export const DERIVATION = `deadeye|<seed>|<id> -> xor4096 root -> per (trial, lane) fmix32 -> tychei (2026-11, #16)`;

/** The trial's own lane: shuffles, order rolls, set-up placements, anything no character owns. */
export const TRIAL_LANE = 0;

/** The lane of character i's dice (the rolls of his actions: to hit, wounds, tests). */
export function diceLane(i: number): number {
  return 1 + 2 * i;
}

/** The lane of character i's agent's choices (the random parts of its doctrine). */
export function agentLane(i: number): number {
  return 2 + 2 * i;
}

/** The root key of the run `(seed, id)`. */
export function streamKey(seed: string | number, id: string): string {
  return `deadeye|${String(seed)}|${id}`;
}

/** Odd multipliers per state word: of the trial's high word (K) and of the lane (G). */
const K0 = 0x9e3779b1 | 0;
const K1 = 0x7feb352d;
const K2 = 0x846ca68b | 0;
const K3 = 0x68e31da5;
const G0 = 0x85157af5 | 0;
const G1 = 0x2c1b3c6d;
const G2 = 0x297a2d39;
const G3 = 0xb5297a4d | 0;

/**
 * A seeded stream of random numbers with dice helpers: the numbers of one run `(seed, id)`, trial
 * by trial and lane by lane (see the module's header). Counts every number it draws (`draws`), so
 * callers can report random numbers per trial.
 *
 * Use: an engine calls {@link Stream.nextTrial} at the start of each trial, and {@link Stream.lane}
 * when someone else acts. Before the first `nextTrial` the stream is in its first trial, lane 0
 * (tests and tools that only want dice can draw at once). Every operation stays in 32-bit integers
 * and a die returns a small integer, so a trial loop that rolls dice allocates nothing.
 */
export class Stream {
  /** Random numbers drawn so far (one per die rolled). */
  draws = 0;
  /** The run's root words. */
  private readonly root = new Int32Array(4);
  /** The trial the stream is in, and the next one {@link Stream.nextTrial} enters. */
  private current: number;
  private next: number;
  /** The current trial's words before the lane is mixed in. */
  private readonly tw = new Int32Array(4);
  /** Counts trials entered; a lane whose `seededIn` differs is seeded on first use. */
  private epoch = 0;
  /** Tyche-i state, four words per lane (a, b, c, d); grows with the lanes used. */
  private state = new Int32Array(4 * 16);
  private seededIn = new Int32Array(16).fill(-1);
  /** Offset of the current lane's state in `state`. */
  private at = 0;
  /** The current lane. */
  private currentLane = 0;

  /**
   * @param key the run's key (see {@link streamKey}), or any string for a stream of dice
   * @param firstTrial the trial (0-based) the first {@link Stream.nextTrial} enters
   */
  constructor(key: string, firstTrial = 0) {
    const root = xor4096(key);
    for (let j = 0; j < 4; j++) this.root[j] = root.int32() | 0;
    this.current = firstTrial;
    this.next = firstTrial;
    this.enter(firstTrial, TRIAL_LANE);
  }

  /** The trial the stream is in (0-based). */
  get trial(): number {
    return this.current;
  }

  /**
   * Enters the next trial (the first call enters `firstTrial`), every lane fresh, drawing from
   * lane `k` (default the trial's own, {@link TRIAL_LANE}): the same numbers as entering at the
   * trial's lane and then calling {@link Stream.lane}(k), without seeding a lane the trial may
   * never draw from (an engine whose first numbers are a character's dice enters at his lane).
   */
  nextTrial(k: number = TRIAL_LANE): void {
    this.enter(this.next, k);
    this.next++;
  }

  /** Draws from lane `k` from now on (see {@link TRIAL_LANE}, {@link diceLane}, {@link agentLane}). @returns the lane it was in */
  lane(k: number): number {
    const was = this.currentLane;
    if (k === was) return was;
    // A lane not yet used in this trial (or past the arrays: undefined) is seeded first.
    if (this.seededIn[k] !== this.epoch) this.fresh(k);
    this.currentLane = k;
    this.at = k << 2;
    return was;
  }

  /** Makes lane k ready for this trial: room for it, and its state seeded. */
  private fresh(k: number): void {
    if (k >= this.seededIn.length) this.grow(k);
    this.seed(k);
  }

  /** Enters `trial` at lane `k`: the trial's words, then lane k seeded (every other lane on first use). */
  private enter(trial: number, k: number): void {
    this.current = trial;
    this.epoch = (this.epoch + 1) | 0;
    const lo = trial | 0;
    // (No division below 2^32, nearly every run's trials.)
    const hi = trial < 4294967296 ? 0 : Math.floor(trial / 4294967296) | 0;
    // T_k = fmix32(fmix32(root_k ^ lo) + hi * K_k), the four words' finalisers written out and
    // interleaved in locals: four independent chains the CPU runs side by side, with no store
    // between steps (issue #17: entering a trial and seeding its lanes was about a fifth of the
    // standing duel's time as a loop of fmix32 calls; written out, the duel ran 1.08 times as fast:
    // scripts/ab-engine.ts --duel, median of 8 processes, each faster). The same numbers (the
    // derivation test in test/rng.test.ts).
    const r = this.root;
    let a = r[0]! ^ lo;
    let b = r[1]! ^ lo;
    let c = r[2]! ^ lo;
    let d = r[3]! ^ lo;
    a ^= a >>> 16;
    b ^= b >>> 16;
    c ^= c >>> 16;
    d ^= d >>> 16;
    a = Math.imul(a, 0x85ebca6b);
    b = Math.imul(b, 0x85ebca6b);
    c = Math.imul(c, 0x85ebca6b);
    d = Math.imul(d, 0x85ebca6b);
    a ^= a >>> 13;
    b ^= b >>> 13;
    c ^= c >>> 13;
    d ^= d >>> 13;
    a = Math.imul(a, 0xc2b2ae35);
    b = Math.imul(b, 0xc2b2ae35);
    c = Math.imul(c, 0xc2b2ae35);
    d = Math.imul(d, 0xc2b2ae35);
    a = ((a ^ (a >>> 16)) + Math.imul(hi, K0)) | 0;
    b = ((b ^ (b >>> 16)) + Math.imul(hi, K1)) | 0;
    c = ((c ^ (c >>> 16)) + Math.imul(hi, K2)) | 0;
    d = ((d ^ (d >>> 16)) + Math.imul(hi, K3)) | 0;
    a ^= a >>> 16;
    b ^= b >>> 16;
    c ^= c >>> 16;
    d ^= d >>> 16;
    a = Math.imul(a, 0x85ebca6b);
    b = Math.imul(b, 0x85ebca6b);
    c = Math.imul(c, 0x85ebca6b);
    d = Math.imul(d, 0x85ebca6b);
    a ^= a >>> 13;
    b ^= b >>> 13;
    c ^= c >>> 13;
    d ^= d >>> 13;
    a = Math.imul(a, 0xc2b2ae35);
    b = Math.imul(b, 0xc2b2ae35);
    c = Math.imul(c, 0xc2b2ae35);
    d = Math.imul(d, 0xc2b2ae35);
    const t = this.tw;
    t[0] = a ^ (a >>> 16);
    t[1] = b ^ (b >>> 16);
    t[2] = c ^ (c >>> 16);
    t[3] = d ^ (d >>> 16);
    this.currentLane = k;
    this.at = k << 2;
    if (k >= this.seededIn.length) this.grow(k);
    this.seed(k);
  }

  private grow(k: number): void {
    let size = this.seededIn.length;
    while (size <= k) size *= 2;
    const state = new Int32Array(4 * size);
    state.set(this.state);
    const seeded = new Int32Array(size).fill(-1);
    seeded.set(this.seededIn);
    this.state = state;
    this.seededIn = seeded;
  }

  /**
   * Seeds lane k's state for this trial: word j = fmix32(T_j ^ (k + 1) * G_j), written out as in
   * {@link Stream.enter}. (One in-place helper for the three copies of the four finalisers, reading
   * and writing a typed array between them, made the standing duel 6% slower: scripts/ab-engine.ts
   * --duel, 7 of 8 processes slower; so they stay written out.)
   */
  private seed(k: number): void {
    const t = this.tw;
    const l = (k + 1) | 0;
    let a = t[0]! ^ Math.imul(l, G0);
    let b = t[1]! ^ Math.imul(l, G1);
    let c = t[2]! ^ Math.imul(l, G2);
    let d = t[3]! ^ Math.imul(l, G3);
    a ^= a >>> 16;
    b ^= b >>> 16;
    c ^= c >>> 16;
    d ^= d >>> 16;
    a = Math.imul(a, 0x85ebca6b);
    b = Math.imul(b, 0x85ebca6b);
    c = Math.imul(c, 0x85ebca6b);
    d = Math.imul(d, 0x85ebca6b);
    a ^= a >>> 13;
    b ^= b >>> 13;
    c ^= c >>> 13;
    d ^= d >>> 13;
    a = Math.imul(a, 0xc2b2ae35);
    b = Math.imul(b, 0xc2b2ae35);
    c = Math.imul(c, 0xc2b2ae35);
    d = Math.imul(d, 0xc2b2ae35);
    const s = this.state;
    const o = k << 2;
    s[o] = a ^ (a >>> 16);
    s[o + 1] = b ^ (b >>> 16);
    s[o + 2] = c ^ (c >>> 16);
    s[o + 3] = d ^ (d >>> 16);
    this.seededIn[k] = this.epoch;
  }

  /** One Tyche-i step of the current lane (seedrandom's `tychei` `next`); returns the new `a`. */
  private step(): number {
    const s = this.state;
    const o = this.at;
    let a = s[o]!;
    let b = s[o + 1]!;
    let c = s[o + 2]!;
    let d = s[o + 3]!;
    b = (b << 25) ^ (b >>> 7) ^ c;
    c = (c - d) | 0;
    d = (d << 24) ^ (d >>> 8) ^ a;
    a = (a - b) | 0;
    b = (b << 20) ^ (b >>> 12) ^ c;
    c = (c - d) | 0;
    d = (d << 16) ^ (c >>> 16) ^ a;
    a = (a - b) | 0;
    s[o] = a;
    s[o + 1] = b;
    s[o + 2] = c;
    s[o + 3] = d;
    return a;
  }

  /** A step, then `Math.floor(u * n) + 1` with `u` the step's 32 bits over 2^32. */
  private roll(n: number): number {
    return Math.floor(((this.step() >>> 0) / 4294967296) * n) + 1;
  }

  /** A uniform double in [0, 1) (32 random bits). */
  uniform(): number {
    this.draws++;
    return (this.step() >>> 0) / 4294967296;
  }

  /** A uniform integer 1..n (one die with n faces). @throws RangeError if n is not a positive integer. */
  die(n: number): number {
    if (!(Number.isInteger(n) && n > 0)) throw new RangeError(`die(n): n must be a positive integer, got ${n}`);
    this.draws++;
    return this.roll(n);
  }

  /** Percentile dice: 1..100 (the printed "00" is 100). */
  d100(): number {
    this.draws++;
    return this.roll(100);
  }

  /** One ten-sided die: 1..10 (a 0 read as 10). */
  d10(): number {
    this.draws++;
    return this.roll(10);
  }

  /** One six-sided die: 1..6. */
  d6(): number {
    this.draws++;
    return this.roll(6);
  }

  /**
   * BOOT HILL brawling roll: percentile dice read as two digits and added, 2..20 (each die 1..10,
   * a 0 read as 10). Source: boot-hill-rulebook.txt, BRAWLS ("adds the digits together to obtain
   * a number score of 2 to 20").
   */
  twoD10Digits(): number {
    return this.d10() + this.d10();
  }

  /**
   * Rolls `n` ten-sided dice and sums the `keep` highest. @throws RangeError unless 1 <= keep <= n.
   */
  nD10KeepHighest(n: number, keep: number): number {
    return this.keep(n, keep, true);
  }

  /** Rolls `n` ten-sided dice and sums the `keep` lowest. @throws RangeError unless 1 <= keep <= n. */
  nD10KeepLowest(n: number, keep: number): number {
    return this.keep(n, keep, false);
  }

  /** Fisher-Yates shuffle of `items` in place (card decks); returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.uniform() * (i + 1));
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }

  private keep(n: number, keep: number, highest: boolean): number {
    if (!(Number.isInteger(n) && Number.isInteger(keep) && keep >= 1 && keep <= n)) {
      throw new RangeError(`nD10 keep: need integers 1 <= keep <= n, got n=${n} keep=${keep}`);
    }
    const rolls: number[] = [];
    for (let i = 0; i < n; i++) rolls.push(this.d10());
    rolls.sort((x, y) => (highest ? y - x : x - y));
    let sum = 0;
    for (let i = 0; i < keep; i++) sum += rolls[i] as number;
    return sum;
  }
}

/**
 * The stream of the run `(seed, id)` whose first {@link Stream.nextTrial} enters trial
 * `firstTrial` (0-based): what a worker plays trials `firstTrial, firstTrial + 1, ...` from, and
 * what a replay of trial `firstTrial` plays alone. Trial t draws the same numbers whichever stream
 * enters it, so every run is paired with every other run of the same seed and id (common random
 * numbers: `compare --vary`, `ab`, sweeps).
 * @param seed the run's seed as the user gave it (any string or integer)
 * @param id the matchup or scenario id, e.g. `duel|Doc Holliday/FDR6|Johnny Ringo/FDR6|10`
 */
export function streamFor(seed: string | number, id: string, firstTrial = 0): Stream {
  return new Stream(streamKey(seed, id), firstTrial);
}

/**
 * A stream that replays fixed dice (tests, worked examples): each call to a die returns the next
 * value of `values` as is, whatever the trial or lane. @throws Error when the values run out or a
 * value is outside the die.
 */
export class ForcedStream extends Stream {
  private i = 0;
  constructor(private readonly values: readonly number[]) {
    super('forced');
  }
  private take(max: number): number {
    const v = this.values[this.i++];
    if (v === undefined) throw new Error(`ForcedStream: ran out of forced dice after ${this.values.length}`);
    if (!Number.isInteger(v) || v < 1 || v > max) throw new Error(`ForcedStream: value ${v} is not a roll of 1..${max}`);
    this.draws++;
    return v;
  }
  override d100(): number {
    return this.take(100);
  }
  override d10(): number {
    return this.take(10);
  }
  override d6(): number {
    return this.take(6);
  }
  override die(n: number): number {
    return this.take(n);
  }
  override uniform(): number {
    throw new Error('ForcedStream: uniform() cannot be forced; use the dice');
  }
}
