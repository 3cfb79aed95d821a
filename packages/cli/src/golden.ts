/**
 * The golden results: the contract that a change not meant to change outcomes leaves every bundled
 * scenario's and the standing duel's results JSON byte-identical at a fixed seed (Deadeye issue
 * #11, section 4). {@link GOLDEN_CASES} lists what is played; {@link playGolden} plays one case
 * exactly as `deadeye run --json` / `deadeye duel --json` do (the same registry, runner, summary
 * and JSON), with the machine-dependent fields (`threads`, `elapsedMs`, `trialsPerSecond`) left
 * out, and without the checks of the historical record that `run` adds (`assessHistory`: counts,
 * "never produced" and "not comparable" flags, what "no side won" means, notes), which are
 * derived from the outcomes kept here and from the scenario file. The expected files live in `golden/<system>/<case>.json`; `pnpm golden` checks them and
 * `pnpm golden --write` rewrites them (only for a change meant to move outcomes: say so in the
 * commit). The test `packages/cli/test/golden.test.ts` runs the same check in `pnpm test`.
 */
import { readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadScenario, type CompiledDuel, type DuelRunInfo, type SkirmishRunInfo } from '@deadeye/core';
import { compileScenario, duelOf, exactDuel, getSystem, withForeignDuelists } from '@deadeye/registry';
import type { TrialPool } from '@deadeye/runner';
import { summarizeDuel, summarizeSkirmish } from '@deadeye/stats';
import { VERSION } from './options-help.ts';

/** The repository's root directory. */
export const REPO_ROOT: string = fileURLToPath(new URL('../../../', import.meta.url));
/** Where the expected files are: `golden/<system>/<case>.json`. */
export const GOLDEN_DIR: string = join(REPO_ROOT, 'golden');
/** The seed of every golden run. */
export const GOLDEN_SEED = '7';

/** One golden case: a scenario file or a duel, under a system and variant, at a trial count. */
export type GoldenCase =
  | { readonly name: string; readonly system: string; readonly kind: 'scenario'; readonly file: string; readonly variant?: string; readonly trials: number }
  | {
      readonly name: string;
      readonly system: string;
      readonly kind: 'duel';
      readonly a: string;
      readonly b: string;
      readonly weaponB?: string;
      readonly range: string;
      readonly variant?: string;
      readonly trials: number;
    };

/** Trials per golden scenario run (Northfield, at about 1,000 trials/s per thread, gets fewer). */
const SCENARIO_TRIALS = 2000;
const SLOW_SCENARIO_TRIALS: Readonly<Record<string, number>> = { northfield: 600 };

/**
 * The golden cases: every bundled scenario (`scenarios/*.yaml`) under BOOT HILL's default
 * variant, the street fight also as `rulebook+misfires`, and two standing duels (roster names at
 * three ranges, and a stat line against a shotgun under the rulebook's reading), both solved
 * exactly as well; under Quick on the Draw four scenarios, Northfield (the module) and two
 * SHOOTOUTS duels (one by roster names converted, one by inline lines with the `+lethal` switch);
 * under Shootout! the same four scenarios, Northfield, and two duels.
 */
export function goldenCases(): GoldenCase[] {
  const dir = join(REPO_ROOT, 'scenarios');
  const files = readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort();
  return [
    ...files.map((f): GoldenCase => {
      const id = basename(f, '.yaml');
      return { name: id, system: 'boothill', kind: 'scenario', file: join(dir, f), trials: SLOW_SCENARIO_TRIALS[id] ?? SCENARIO_TRIALS };
    }),
    { name: 'street-fight-rulebook-misfires', system: 'boothill', kind: 'scenario', file: join(dir, 'street-fight.yaml'), variant: 'rulebook+misfires', trials: SCENARIO_TRIALS },
    { name: 'duel-doc-ringo', system: 'boothill', kind: 'duel', a: 'Doc Holliday', b: 'Johnny Ringo', range: '2,10,15', trials: 20_000 },
    { name: 'duel-statline-shotgun', system: 'boothill', kind: 'duel', a: 'BASP=+12 BAC=70 STR=14 WPN=SAR6', b: 'Doc Holliday', weaponB: 'SCG2', range: '2,4', variant: 'rulebook', trials: 20_000 },
    // Quick on the Draw: shooting from cover, a gang fight, a brawl, an ambush by surprise, and the SHOOTOUTS duel.
    ...['street-fight', 'ok-corral', 'saloon-brawl', 'ben-thompson-ambush'].map(
      (id): GoldenCase => ({ name: id, system: 'quickdraw', kind: 'scenario', file: join(dir, `${id}.yaml`), trials: SCENARIO_TRIALS }),
    ),
    // Northfield under Quick on the Draw (the module through its adapter, RULINGS.md QR-89..QR-100): fewer trials, as BOOT HILL's.
    { name: 'northfield', system: 'quickdraw', kind: 'scenario', file: join(dir, 'northfield.yaml'), trials: 400 },
    { name: 'duel-doc-ringo', system: 'quickdraw', kind: 'duel', a: 'Doc Holliday', b: 'Johnny Ringo', range: '5,15', trials: 10_000 },
    { name: 'duel-inline-lines', system: 'quickdraw', kind: 'duel', a: 'TYPE=hero PERSONALITY=brave SKILLS=quick-draw,marksman WPN=cartridge-revolver NAME=Hero', b: 'TYPE=minor PERSONALITY=ordinary WPN=cartridge-revolver ARMOUR=minimal NAME=Minor', range: '15', variant: 'text+lethal', trials: 10_000 },
    // Shootout!: the same four scenarios (cast from BOOT HILL), Northfield (its stats.shootout blocks; fewer trials, as BOOT HILL's), the Famous Names duel and an inline shotgun duel with a switch.
    ...['street-fight', 'ok-corral', 'saloon-brawl', 'ben-thompson-ambush', 'northfield'].map(
      (id): GoldenCase => ({ name: id, system: 'shootout', kind: 'scenario', file: join(dir, `${id}.yaml`), trials: SLOW_SCENARIO_TRIALS[id] ?? SCENARIO_TRIALS }),
    ),
    { name: 'duel-doc-ringo', system: 'shootout', kind: 'duel', a: 'Doc Holliday', b: 'Johnny Ringo', range: '3,6,18', trials: 10_000 },
    { name: 'duel-inline-shotgun', system: 'shootout', kind: 'duel', a: 'RANGED=+1 COURAGE=+1 HTK=2 WPN=shotgun', b: 'RANGED=+2 HTK=1 WPN=musket', range: '6,12', variant: 'text+volleys', trials: 10_000 },
  ];
}

/** Leaves out the fields that depend on the machine and the thread count. */
function withoutTiming<T extends object>(summary: T): Omit<T, 'threads' | 'elapsedMs' | 'trialsPerSecond'> {
  const { threads: _t, elapsedMs: _e, trialsPerSecond: _r, ...rest } = summary as T & { threads: number; elapsedMs: number; trialsPerSecond: number };
  return rest;
}

/**
 * Plays one golden case on `pool` and returns its results JSON text (as `--json` writes it, less
 * the timing fields).
 * @throws Error for a case the system cannot play (a scenario that no longer compiles)
 */
export async function playGolden(c: GoldenCase, pool: TrialPool): Promise<string> {
  const system = getSystem(c.system);
  if (c.kind === 'scenario') {
    const scenario = loadScenario(c.file);
    const setup = compileScenario(system, { ...scenario, file: c.file }, { variant: c.variant });
    const run = await pool.runScenario(system.id, setup, { seed: GOLDEN_SEED, trials: c.trials });
    const info: SkirmishRunInfo = {
      scenario: setup.id,
      scenarioName: setup.name,
      system: system.id,
      variant: setup.variant.name,
      seed: GOLDEN_SEED,
      trials: c.trials,
      threads: 0,
      maxTurns: setup.maxTurns,
      elapsedMs: 0,
      trialsPerSecond: 0,
      version: VERSION,
      ...(scenario.history === undefined ? {} : { history: scenario.history }),
    };
    return `${JSON.stringify(withoutTiming(summarizeSkirmish(info, run.counts)), null, 2)}\n`;
  }
  const duel = duelOf(system);
  const matchups = duel.compile(withForeignDuelists(system, { a: c.a, b: c.b, weaponB: c.weaponB, range: c.range, variant: c.variant, maxTurns: String(duel.defaultMaxTurns) }));
  const run = await pool.run(system.id, matchups, { seed: GOLDEN_SEED, trials: c.trials });
  const first = matchups[0] as CompiledDuel;
  const info: DuelRunInfo = {
    system: system.id,
    variant: first.variant,
    seed: GOLDEN_SEED,
    trials: c.trials,
    threads: 0,
    maxTurns: first.maxTurns,
    elapsedMs: 0,
    trialsPerSecond: 0,
    version: VERSION,
  };
  const counts = run.counts.map((k, i) => {
    const exact = exactDuel(system, matchups[i] as CompiledDuel);
    return exact === undefined ? k : { ...k, exact };
  });
  return `${JSON.stringify(withoutTiming(summarizeDuel(info, counts)), null, 2)}\n`;
}

/** The expected file of a case. */
export function goldenPath(c: GoldenCase): string {
  return join(GOLDEN_DIR, c.system, `${c.name}.json`);
}
