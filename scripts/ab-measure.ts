/**
 * `pnpm ab-measure`: what pairing on common random numbers buys, measured (issue #16 section 7).
 * Not a test: it plays real runs and prints their figures.
 *
 * One scenario (default `scenarios/coffeyville.yaml`, BOOT HILL) and one house rule (default
 * `houserules/shotgun-plus-ten.yaml`), `--trials` per arm (default 20,000):
 * - paired: arm A (as written) and arm B (with the house rule) from the same seed, compared trial
 *   by trial as `deadeye ab` does (Agresti-Min interval of the change in the town's win rate);
 * - unpaired: the same two arms from two different seeds (two independent runs), the change's
 *   95% Wald interval for two independent proportions;
 * - the null rule (`houserules/no-change.yaml`) paired: its difference must be exactly 0.
 * Prints each interval's half-width, their ratio, and the unpaired trials the paired interval is
 * worth, then the same as JSON.
 *
 * Options: --scenario FILE, --house-rule FILE, --side NAME (default: the scenario's last side),
 * --trials N, --threads N.
 */
import { fileURLToPath } from 'node:url';
import { loadHouseRule, loadScenario, resolveHouseRules, type CompiledScenario } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { TrialPool } from '@deadeye/runner';
import { pairedWinDifference, zForConfidence } from '@deadeye/stats';

const args = process.argv.slice(2);
const opt = (name: string, d: string): string => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1]! : d;
};
const root = (p: string): string => fileURLToPath(new URL(`../${p}`, import.meta.url));
const FILE = opt('--scenario', 'scenarios/coffeyville.yaml');
const RULE = opt('--house-rule', 'houserules/shotgun-plus-ten.yaml');
const TRIALS = Number(opt('--trials', '20000'));
const THREADS = Number(opt('--threads', '2'));
if (!(Number.isInteger(TRIALS) && TRIALS >= 2)) throw new Error(`--trials must be a whole number >= 2, got ${opt('--trials', '')}`);

const system = getSystem('boothill');
const scenario = { ...loadScenario(root(FILE)), file: FILE };
/** The scenario compiled with the house rules of `files` (none: as written). */
const compile = (files: readonly string[]): CompiledScenario => {
  const rules = files.map((f) => ({ ...loadHouseRule(root(f)), file: f }));
  const house = resolveHouseRules(system, rules, undefined);
  return compileScenario(system, scenario, { variant: house.variant, ...(rules.length === 0 ? {} : { tables: house.tables }) });
};
const plain = compile([]);
const ruled = compile([RULE]);
const nullRule = compile(['houserules/no-change.yaml']);
const sideName = opt('--side', plain.sides[plain.sides.length - 1]!.name);
const side = plain.sides.findIndex((s) => s.name === sideName);
if (side < 0) throw new Error(`--side: "${sideName}" is not a side of ${FILE}: ${plain.sides.map((s) => s.name).join(', ')}`);

const pool = new TrialPool(THREADS);
try {
  const paired = await pool.runPaired(system.id, [plain, ruled, nullRule], { seed: 'ab-measure', trials: TRIALS });
  const independent = await pool.runPaired(system.id, [ruled], { seed: 'ab-measure-independent', trials: TRIALS });
  const p = pairedWinDifference(paired.winners[0]!, paired.winners[1]!, side);
  const nul = pairedWinDifference(paired.winners[0]!, paired.winners[2]!, side);
  // Unpaired: A from the first run, B from an independent run (another seed).
  const rate = (w: Int8Array): number => w.reduce((n, x) => n + (x === side ? 1 : 0), 0) / w.length;
  const pa = rate(paired.winners[0]!);
  const pb = rate(independent.winners[0]!);
  const z = zForConfidence(0.95);
  const unpairedHalf = z * Math.sqrt((pa * (1 - pa) + pb * (1 - pb)) / TRIALS);
  const pairedHalf = (p.interval[1] - p.interval[0]) / 2;
  const pts = (x: number): string => `${x >= 0 ? '+' : '-'}${Math.abs(100 * x).toFixed(2)}`;
  const out = {
    scenario: FILE,
    houseRule: RULE,
    side: sideName,
    trials: TRIALS,
    paired: { change: p.difference, interval: p.interval, halfWidth: pairedHalf, discordant: p.gained + p.lost, unpairedEquivalent: Math.round(p.unpairedEquivalent) },
    unpaired: { change: pb - pa, interval: [pb - pa - unpairedHalf, pb - pa + unpairedHalf], halfWidth: unpairedHalf },
    halfWidthRatio: Number((unpairedHalf / pairedHalf).toFixed(2)),
    pairedNarrower: pairedHalf < unpairedHalf,
    nullRule: { difference: nul.difference, discordant: nul.gained + nul.lost, exactlyZero: nul.difference === 0 && nul.gained + nul.lost === 0 },
  };
  console.log(`${FILE}, BOOT HILL, ${sideName} win rate, ${TRIALS.toLocaleString('en-US')} trials per arm; B: ${RULE}`);
  console.log(`  paired (common random numbers):   ${pts(p.difference)} points [${pts(p.interval[0])}, ${pts(p.interval[1])}], half-width ${(100 * pairedHalf).toFixed(2)} points; ${out.paired.discordant} trials changed`);
  console.log(`  unpaired (two independent runs):  ${pts(pb - pa)} points [${pts(pb - pa - unpairedHalf)}, ${pts(pb - pa + unpairedHalf)}], half-width ${(100 * unpairedHalf).toFixed(2)} points`);
  console.log(`  the paired interval is ${out.halfWidthRatio} times narrower: pairing made this comparison as precise as ${out.paired.unpairedEquivalent.toLocaleString('en-US')} unpaired trials per arm`);
  console.log(`  null rule (houserules/no-change.yaml) paired: difference ${nul.difference}, ${out.nullRule.discordant} trials changed${out.nullRule.exactlyZero ? ' (exactly zero)' : ' (NOT ZERO: a bug)'}`);
  console.log(JSON.stringify(out));
  if (!out.nullRule.exactlyZero || !out.pairedNarrower) process.exitCode = 1;
} finally {
  await pool.destroy();
}
