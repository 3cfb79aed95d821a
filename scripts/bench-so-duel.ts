/**
 * `tsx scripts/bench-so-duel.ts`: speed of the Shootout! standing duel, printed as JSON (a
 * benchmark, not a test).
 *
 * - The exact solver (`solveShootoutDuelExact`): milliseconds per matchup on six matchups (Draw!,
 *   shotgun, derringer, rifled muskets, pins, a Gatling gun's 60 rounds), the median of 20 solves
 *   after 5 warm-up solves, and a cold first solve in this process. Target (issue #13): < 50 ms.
 * - The Monte Carlo engine: trials per second in one thread (Doc Holliday vs Johnny Rico at 6"),
 *   and garbage collections during one `runBatch` of `--trials` (default 2,000,000) trials on a
 *   single stream after a warm-up (a trial loop that allocates nothing triggers none).
 * Options: --trials N.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { standingDuelist } from '@deadeye/agents';
import { Stream } from '@deadeye/rng';
import {
  ShootoutDuelEngine,
  buildShootoutDuels,
  createShootoutDuelAccumulator,
  rangedWeapon,
  solveShootoutDuelExact,
  type DuelProfile,
  type Factors,
} from '@deadeye/shootout';

const args = process.argv.slice(2);
const i = args.indexOf('--trials');
const TRIALS = Number(i >= 0 ? args[i + 1] : 2_000_000);
if (!(Number.isInteger(TRIALS) && TRIALS >= 1)) throw new Error(`--trials must be a whole number >= 1, got ${args[i + 1]}`);

const AGENTS = [standingDuelist, standingDuelist] as const;
const f = (close: number, ranged: number, speed: number, courage: number, leader: number, htk: number): Factors => ({ close, ranged, speed, courage, leader, htk });
const p = (name: string, factors: Factors, weapon: string): DuelProfile => ({ name, factors, weapon: rangedWeapon(weapon) });
// Factors as printed in shootout.txt (Famous Names, Troop Types).
const doc = p('Doc Holliday', f(0, 3, 3, 2, 0, 2), 'colt-revolver');
const rico = p('Johnny Rico', f(1, 3, 3, 2, 0, 3), 'colt-revolver');
const wildBill = p('Wild Bill Hickock', f(2, 1, 1, 3, 0, 3), 'colt-revolver');
const matchups = [
  ['Doc Holliday vs Johnny Rico, Colts at 6"', buildShootoutDuels(doc, rico, [6])[0]!],
  ['Townsman shotgun vs Cowboy repeater at 3"', buildShootoutDuels(p('Townsman', f(0, 0, 0, 0, 0, 1), 'shotgun'), p('Cowboy', f(0, 1, 0, 0, 0, 1), 'repeater-rifle'), [3])[0]!],
  ['Gambler derringer vs Deputy Colt at 6"', buildShootoutDuels(p('Gambler', f(0, 2, 1, 1, 0, 1), 'derringer'), p('Deputy', f(0, 1, 0, 1, 0, 1), 'colt-revolver'), [6])[0]!],
  ['Sergeant vs Sergeant, rifled muskets at 20"', buildShootoutDuels(p('Sergeant', f(1, 1, 0, 1, 1, 2), 'rifled-musket'), p('Sergeant', f(1, 1, 0, 1, 1, 2), 'rifled-musket'), [20])[0]!],
  ['Wild Bill Hickock vs Johnny Rico at 3"', buildShootoutDuels(wildBill, rico, [3])[0]!],
  ['Hired Gun Gatling gun vs Wild Bill Hickock at 12"', buildShootoutDuels(p('Hired Gun', f(1, 3, 2, 1, 0, 2), 'gatling-gun'), wildBill, [12])[0]!],
] as const;

const exact = matchups.map(([label, m]) => {
  const t0 = performance.now();
  solveShootoutDuelExact(m, AGENTS);
  const coldMs = performance.now() - t0;
  for (let k = 0; k < 5; k++) solveShootoutDuelExact(m, AGENTS);
  const times: number[] = [];
  for (let k = 0; k < 20; k++) {
    const s = performance.now();
    solveShootoutDuelExact(m, AGENTS);
    times.push(performance.now() - s);
  }
  times.sort((x, y) => x - y);
  return { matchup: label, medianMs: Number(times[10]!.toFixed(3)), coldMs: Number(coldMs.toFixed(3)) };
});

async function monteCarlo(): Promise<{ trialsPerSecond: number; gcMinor: number; gcMajor: number; heapGrowthKiB: number }> {
  const m = matchups[0][1];
  const engine = new ShootoutDuelEngine(m, AGENTS);
  const acc = createShootoutDuelAccumulator(m);
  engine.runBatch(new Stream('so-bench-warm-up'), 200_000, acc);
  const stream = new Stream('so-bench');
  await new Promise((r) => setTimeout(r, 50));
  let minor = 0;
  let major = 0;
  const obs = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind;
      if (kind === 1) minor++;
      else major++;
    }
  });
  obs.observe({ entryTypes: ['gc'] });
  const heap0 = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  engine.runBatch(stream, TRIALS, acc);
  const s = (performance.now() - t0) / 1000;
  const heap1 = process.memoryUsage().heapUsed;
  await new Promise((r) => setTimeout(r, 50));
  obs.disconnect();
  return { trialsPerSecond: Math.round(TRIALS / s), gcMinor: minor, gcMajor: major, heapGrowthKiB: Math.round((heap1 - heap0) / 1024) };
}

const mc = await monteCarlo();
process.stdout.write(
  `${JSON.stringify({ exactSolver: { targetMs: 50, matchups: exact, worstMedianMs: Math.max(...exact.map((e) => e.medianMs)) }, monteCarlo: { matchup: matchups[0][0], trials: TRIALS, ...mc } }, null, 2)}\n`,
);
