/**
 * The measuring half of scripts/duel-floor.ts, which bundles this file with the engine and runs
 * it in a plain `node` child (scripts/bundled-child.ts). Not meant to be run by itself.
 *
 * Arguments: `--rounds N`, `--trials N`, `--a NAME`, `--b NAME`, `--range SPACES`, `--duel-only`
 * (no floor rounds: for a CPU profile of the duel); prints one JSON line (see duel-floor.ts for
 * what it holds).
 */
import { createHash } from 'node:crypto';
import { compileDuel, findCharacter } from '@deadeye/boothill';
import { createDuelEngine, duelOf, getSystem } from '@deadeye/registry';
import { Stream, streamFor } from '@deadeye/rng';

const args = process.argv.slice(2);
const value = (name: string): string | undefined => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const ROUNDS = Number(value('--rounds'));
const TRIALS = Number(value('--trials'));
const A = value('--a')!;
const B = value('--b')!;
const RANGE = Number(value('--range'));
const DUEL_ONLY = args.includes('--duel-only');
const SEED = 'duel-floor';
/** Trials per stream, as the runner's tasks cut a run (a fresh `streamFor` per batch). */
const BATCH = 8192;

const matchup = compileDuel({ a: findCharacter(A), b: findCharacter(B), range: RANGE });
const engine = createDuelEngine('boothill', matchup);
const duel = duelOf(getSystem('boothill'));
const acc = duel.createAccumulator(matchup);

/** CPU seconds (user + system) of this process since `c0`. */
const cpuSeconds = (c0: NodeJS.CpuUsage): number => {
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1e6;
};

/**
 * Plays every trial once, one at a time, and records the random numbers each drew (each a d100
 * or a d10): the floor draws as many. Returns a checksum of the trials' accumulator (two versions
 * of the engine that play the same trials print the same one) and the mean draws per duel.
 */
function recordDraws(): { checksum: string; drawsPerDuel: number } {
  const check = duel.createAccumulator(matchup);
  let total = 0;
  for (let first = 0; first < TRIALS; first += BATCH) {
    const stream = streamFor(SEED, matchup.id, first);
    const end = Math.min(TRIALS, first + BATCH);
    for (let t = first; t < end; t++) {
      const before = stream.draws;
      engine.runBatch(stream, 1, check);
      drawsOf[t] = stream.draws - before;
      total += stream.draws - before;
    }
  }
  return { checksum: createHash('sha256').update(new Uint8Array(check.buffer)).digest('hex').slice(0, 16), drawsPerDuel: total / TRIALS };
}
const drawsOf = new Uint16Array(TRIALS);
const { checksum, drawsPerDuel } = recordDraws();

/** Duels per CPU second: the engine plays the trials, in batches of BATCH from their own streams. */
function duelRound(): number {
  const c0 = process.cpuUsage();
  for (let first = 0; first < TRIALS; first += BATCH) engine.runBatch(streamFor(SEED, matchup.id, first), Math.min(BATCH, TRIALS - first), acc);
  return TRIALS / cpuSeconds(c0);
}

let sink = 0;
/**
 * Duels per CPU second of the draws-only floor: the same streams (one per batch), as many d100s
 * per duel as the duel drew in that trial, no rules. With `enter`, each trial is also entered
 * (`nextTrial`: the trial's numbers derived), as the duel must.
 */
function floorRound(enter: boolean): number {
  const c0 = process.cpuUsage();
  let sum = 0;
  for (let first = 0; first < TRIALS; first += BATCH) {
    const stream = streamFor(SEED, matchup.id, first);
    const end = Math.min(TRIALS, first + BATCH);
    for (let t = first; t < end; t++) {
      if (enter) stream.nextTrial();
      for (let k = drawsOf[t] as number; k > 0; k--) sum += stream.d100();
    }
  }
  const secs = cpuSeconds(c0);
  sink += sum;
  return TRIALS / secs;
}

/** d100s per CPU second from one lane, no trials entered (the bare generator, as bench.ts's raw draw rate). */
function rawRound(): number {
  const s = new Stream('duel-floor-raw');
  const n = 5_000_000;
  const c0 = process.cpuUsage();
  let sum = 0;
  for (let i = 0; i < n; i++) sum += s.d100();
  const secs = cpuSeconds(c0);
  sink += sum;
  return n / secs;
}

// Warm-up: each loop optimised before timing.
duelRound();
if (!DUEL_ONLY) {
  floorRound(false);
  floorRound(true);
  rawRound();
}
const duels: number[] = [];
const floors: number[] = [];
const ratios: number[] = [];
const entered: number[] = [];
const enteredRatios: number[] = [];
const raws: number[] = [];
// Alternating rounds: a change in the machine's load falls on all of them.
for (let r = 0; r < ROUNDS; r++) {
  const d = duelRound();
  duels.push(d);
  if (DUEL_ONLY) continue;
  const f = floorRound(false);
  const e = floorRound(true);
  floors.push(f);
  ratios.push(d / f);
  entered.push(e);
  enteredRatios.push(d / e);
  raws.push(rawRound());
}
const median = (a: number[]): number => (a.length === 0 ? Number.NaN : [...a].sort((x, y) => x - y)[a.length >> 1]!);
const rounded = (a: number[]) => ({ median: Math.round(median(a)), rounds: a.map(Math.round) });
console.log(
  JSON.stringify({
    duelsPerCpuSecond: rounded(duels),
    floorDuelsPerCpuSecond: rounded(floors),
    ratioToFloor: Number(median(ratios).toFixed(4)),
    floorWithTrialEntryDuelsPerCpuSecond: rounded(entered),
    ratioToFloorWithTrialEntry: Number(median(enteredRatios).toFixed(4)),
    randomNumbersPerDuel: Number(drawsPerDuel.toFixed(4)),
    rawD100PerCpuSecond: Math.round(median(raws)),
    checksum,
    sink: sink > 0,
  }),
);
