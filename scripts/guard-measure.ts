/**
 * `pnpm guard-measure`: the CI regression guard's real behaviour, measured (issue #15, section 3),
 * printed as text and JSON. Not a test: it takes minutes.
 *
 * - False alarms: `--null-checks` (default 1,000) checks of an unchanged scenario (BOOT HILL's
 *   street fight), each a baseline run (seed `null-<k>`) against a check run (seed `null-<k>/check`,
 *   the rule `deadeye check` uses), `--null-trials` trials each (default 10,000): the share of checks
 *   that fail at alpha 0.001, 0.01 and 0.05, with Wilson intervals, against the stated alpha.
 * - Power: three known shifts of the same scenario, the check run playing the shifted scenario
 *   against an unshifted baseline: +5 BAC for the Town Marshal (a gun accuracy house rule), the
 *   rulebook's hit modifiers instead of the screen's (variant `rulebook`), and one round fewer in
 *   the Town Marshal's revolver. For each of `--power-trials` (default 2,000, 5,000, 10,000, 20,000,
 *   50,000) the share of `--power-checks` (default 40) checks that fail at alpha 0.001, and the
 *   fewest of those trial counts with power of at least 80% and 95%.
 *
 * Options: --null-checks N, --null-trials N, --power-checks N, --power-trials a,b,c, --threads N.
 */
import { fileURLToPath } from 'node:url';
import { loadScenario, type CompiledScenario, type Scenario } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { TrialPool } from '@deadeye/runner';
import { guardCheck, guardOutcomes, wilson, type GuardOutcomes } from '@deadeye/stats';

const args = process.argv.slice(2);
const opt = (name: string, d: string): string => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1]! : d;
};
const NULL_CHECKS = Number(opt('--null-checks', '1000'));
const NULL_TRIALS = Number(opt('--null-trials', '10000'));
const POWER_CHECKS = Number(opt('--power-checks', '40'));
const POWER_TRIALS = opt('--power-trials', '2000,5000,10000,20000,50000').split(',').map(Number);
const THREADS = Number(opt('--threads', '2'));
const ALPHAS = [0.001, 0.01, 0.05];

const system = getSystem('boothill');
const file = fileURLToPath(new URL('../scenarios/street-fight.yaml', import.meta.url));
const scenario: Scenario & { file: string } = { ...loadScenario(file), file };
const compile = (s: Scenario & { file?: string }, variant?: string): CompiledScenario => compileScenario(system, s, { variant });
const marshal = scenario.characters.findIndex((c) => c.name === 'Town Marshal');

/** The known shifts, each a compiled scenario. */
const base = compile(scenario);
const baseMarshal = (base as unknown as { characters: { basp: number; bac: number; str: number; mrl: number; weapons: { capacity?: number }[] }[] }).characters[marshal]!;
const shifts: { name: string; setup: CompiledScenario }[] = [
  {
    name: '+5 BAC for the Town Marshal',
    setup: compile({ ...scenario, characters: scenario.characters.map((c, i) => (i !== marshal ? c : { ...c, stats: { ...(c.stats ?? {}), boothill: { basp: baseMarshal.basp, bac: baseMarshal.bac + 5, str: baseMarshal.str, mrl: baseMarshal.mrl } } })) }),
  },
  { name: "the rulebook's hit modifiers instead of the screen's", setup: compile(scenario, 'rulebook') },
  {
    name: "one round fewer in the Town Marshal's revolver",
    setup: compile({ ...scenario, characters: scenario.characters.map((c, i) => (i !== marshal ? c : { ...c, weapons: c.weapons.map((w, k) => (k === 0 ? { ...w, loaded: (w.loaded ?? 6) - 1 } : w)) })) }),
  },
];

const pool = new TrialPool(THREADS);
const play = async (setup: CompiledScenario, seed: string, trials: number): Promise<GuardOutcomes> => guardOutcomes((await pool.runScenario('boothill', setup, { seed, trials })).counts);
/** The smallest Holm-adjusted p-value of a check (it fails at alpha when this is below alpha). */
const minAdjusted = (a: GuardOutcomes, b: GuardOutcomes): number => Math.min(...guardCheck(a, b, 0.25).tests.map((t) => t.adjustedP));

const started = Date.now();
const nullMin: number[] = [];
for (let k = 0; k < NULL_CHECKS; k++) {
  const a = await play(base, `null-${k}`, NULL_TRIALS);
  const b = await play(base, `null-${k}/check`, NULL_TRIALS);
  nullMin.push(minAdjusted(a, b));
  if ((k + 1) % 100 === 0) process.stderr.write(`null checks: ${k + 1}/${NULL_CHECKS} (${Math.round((Date.now() - started) / 1000)} s)\n`);
}
const falseAlarms = ALPHAS.map((alpha) => {
  const n = nullMin.filter((p) => p < alpha).length;
  const [low, high] = wilson(n, NULL_CHECKS);
  return { alpha, failed: n, rate: n / NULL_CHECKS, low, high };
});

const power: { shift: string; rows: { trials: number; power: number; low: number; high: number }[]; trialsFor80: number | null; trialsFor95: number | null }[] = [];
for (const s of shifts) {
  const rows: { trials: number; power: number; low: number; high: number }[] = [];
  for (const trials of POWER_TRIALS) {
    let failed = 0;
    for (let k = 0; k < POWER_CHECKS; k++) {
      const a = await play(base, `power-${k}`, trials);
      const b = await play(s.setup, `power-${k}/check`, trials);
      if (minAdjusted(a, b) < 0.001) failed++;
    }
    const [low, high] = wilson(failed, POWER_CHECKS);
    rows.push({ trials, power: failed / POWER_CHECKS, low, high });
    process.stderr.write(`power: ${s.name}, ${trials} trials: ${failed}/${POWER_CHECKS}\n`);
  }
  const fewest = (target: number): number | null => rows.find((r) => r.power >= target)?.trials ?? null;
  power.push({ shift: s.name, rows, trialsFor80: fewest(0.8), trialsFor95: fewest(0.95) });
}
await pool.destroy();

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;
console.log(`False alarms: ${NULL_CHECKS} checks of the unchanged street fight (BOOT HILL), ${NULL_TRIALS.toLocaleString('en-US')} trials a run`);
for (const f of falseAlarms) console.log(`  alpha ${f.alpha}: ${f.failed} failed, ${pct(f.rate)} [${pct(f.low)}, ${pct(f.high)}]`);
console.log(`Power at alpha 0.001 (${POWER_CHECKS} checks each; baseline and check of the same trial count):`);
for (const p of power) {
  console.log(`  ${p.shift}: ${p.rows.map((r) => `${r.trials.toLocaleString('en-US')} trials ${pct(r.power)}`).join(', ')}; 80% power from ${p.trialsFor80?.toLocaleString('en-US') ?? 'more than the largest'}, 95% from ${p.trialsFor95?.toLocaleString('en-US') ?? 'more than the largest'}`);
}
console.log(JSON.stringify({ nullChecks: NULL_CHECKS, nullTrials: NULL_TRIALS, falseAlarms, powerChecks: POWER_CHECKS, power, seconds: Math.round((Date.now() - started) / 1000) }));
