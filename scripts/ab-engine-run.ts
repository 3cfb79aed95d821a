/**
 * The measuring half of scripts/ab-engine.ts, bundled and run in a plain `node` child: loads the
 * two sides' bundles (ab-engine-side.ts, each with its own checkout's engines) in this one process,
 * warms each on four fixed-seed batches (their accumulators' checksums: equal when both play the
 * same trials), then plays `--slices` slices of `--trials` trials, each slice on both sides with the
 * same stream (common random numbers), alternating which goes first (A B, B A, ...), and times each
 * in CPU time (user + system). Prints one JSON line. Not meant to be run by itself.
 *
 * Arguments: `--a FILE --b FILE` (the side bundles), `--system ID`, `--scenario FILE`, `--trials N`,
 * `--slices N`, and `--duel "A|B|RANGE"` for the BOOT HILL standing duel instead of the scenario.
 */
import { createRequire } from 'node:module';
// The type only (erased in the bundle): each side's module is its own bundle, loaded below.
import type { Side } from './ab-engine-side.ts';

const args = process.argv.slice(2);
const value = (name: string): string => {
  const i = args.indexOf(name);
  if (i < 0 || args[i + 1] === undefined) throw new Error(`ab-engine-run: ${name} missing`);
  return args[i + 1]!;
};
const TRIALS = Number(value('--trials'));
const SLICES = Number(value('--slices'));
const system = value('--system');
const scenario = value('--scenario');
// `--duel "A|B|RANGE"`: the BOOT HILL standing duel instead of the scenario.
const duel = args.includes('--duel') ? value('--duel').split('|') : null;
type SideModule = { makeSide(s: string, f: string): Side; makeDuelSide(a: string, b: string, range: number): Side };
const load = (file: string): Side => {
  const m = createRequire(file)(file) as SideModule;
  return duel === null ? m.makeSide(system, scenario) : m.makeDuelSide(duel[0]!, duel[1]!, Number(duel[2]));
};
const sides = [load(value('--a')), load(value('--b'))];

// Warm-up (sight rows, path fields, JIT): four batches, as many trials as a slice.
for (const side of sides) for (let b = 0; b < 4; b++) side.run('ab-engine-check', b, TRIALS);
const checksums = sides.map((s) => s.checksum());

const cpu = [new Float64Array(SLICES), new Float64Array(SLICES)];
for (let s = 0; s < SLICES; s++) {
  for (let k = 0; k < 2; k++) {
    const which = (s + k) % 2;
    const c0 = process.cpuUsage();
    sides[which]!.run('ab-engine', s, TRIALS);
    const c = process.cpuUsage(c0);
    cpu[which]![s] = (c.user + c.system) / 1e6;
  }
}
const sum = (a: Float64Array): number => a.reduce((x, y) => x + y, 0);
const ratios = Array.from({ length: SLICES }, (_, s) => cpu[0]![s]! / cpu[1]![s]!).sort((x, y) => x - y);
const median = SLICES % 2 === 1 ? ratios[(SLICES - 1) / 2]! : (ratios[SLICES / 2 - 1]! + ratios[SLICES / 2]!) / 2;
console.log(JSON.stringify({
  trialsPerCpuSecond: { a: Math.round((SLICES * TRIALS) / sum(cpu[0]!)), b: Math.round((SLICES * TRIALS) / sum(cpu[1]!)) },
  // b's speed over a's: above 1, b is faster.
  speedup: { total: Number((sum(cpu[0]!) / sum(cpu[1]!)).toFixed(4)), medianOfSlices: Number(median.toFixed(4)), slicesBFaster: ratios.filter((r) => r > 1).length, slices: SLICES },
  checksums: { a: checksums[0], b: checksums[1], same: checksums[0] === checksums[1] },
}));
