/**
 * The scenario commands of `deadeye`: run, validate, and replay of a scenario trial.
 */
import { loadScenario, type Scenario, type SkirmishRunInfo } from '@deadeye/core';
import { compileSkirmish, parseSkirmishVariant, replaySkirmishTrial, STATUS_NAMES, type SkirmishSetup } from '@deadeye/boothill';
import { progressBar, runScenario } from '@deadeye/runner';
import { summarizeSkirmish } from '@deadeye/stats';
import { parseWhole } from './duelists.ts';
import { formatSkirmishSummary } from './format-skirmish.ts';
import { VERSION, prepareOutputs, userPath, writeOutputs } from './io.ts';

/** The rule systems a scenario can be played under (`--system`). */
export const SYSTEMS = ['boothill'] as const;

interface ScenarioOptions {
  variant: string;
  maxTurns?: string;
  system: string;
}

/**
 * Loads, validates and compiles a scenario file for a rule system.
 * @returns the scenario as read (with its historical record, if any) and the compiled setup
 * @throws Error naming the file, the field path, what was expected and what was found.
 */
export function loadScenarioSetup(file: string, o: ScenarioOptions): { readonly scenario: Scenario; readonly setup: SkirmishSetup } {
  if (!(SYSTEMS as readonly string[]).includes(o.system)) {
    throw new Error(`--system: unknown rule system "${o.system}"; this version plays ${SYSTEMS.join(', ')}`);
  }
  const scenario = loadScenario(userPath(file));
  const maxTurns = o.maxTurns === undefined ? undefined : parseWhole(o.maxTurns, '--max-turns', 1);
  const setup = compileSkirmish({ ...scenario, file }, { variant: parseSkirmishVariant(o.variant), ...(maxTurns === undefined ? {} : { maxTurns }) });
  return { scenario, setup };
}

/** As {@link loadScenarioSetup}, the compiled setup only. */
export function loadSetup(file: string, o: ScenarioOptions): SkirmishSetup {
  return loadScenarioSetup(file, o).setup;
}

interface RunOptions extends ScenarioOptions {
  trials: string;
  seed: string;
  threads?: string;
  json?: string;
  report?: string;
  quiet?: boolean;
}

/**
 * `deadeye run`: plays a scenario many times and summarizes sides, characters, turns, weapons and
 * first shots, and, when the scenario has a historical record, sets the record beside them.
 */
export async function runCommand(file: string, o: RunOptions): Promise<void> {
  const { scenario, setup } = loadScenarioSetup(file, o);
  const trials = parseWhole(o.trials, '--trials', 1);
  const { threads, jsonPath, reportDir, report } = await prepareOutputs(o);

  const progress = progressBar(setup.name, { quiet: o.quiet === true });
  const run = await runScenario(setup, { seed: o.seed, trials, threads, progress });
  const info: SkirmishRunInfo = {
    scenario: setup.id,
    scenarioName: setup.name,
    system: o.system,
    variant: setup.variant.name,
    seed: o.seed,
    trials,
    threads: run.threads,
    maxTurns: setup.maxTurns,
    elapsedMs: Math.round(run.elapsedMs),
    trialsPerSecond: Math.round((trials * 1000) / run.elapsedMs),
    version: VERSION,
    ...(scenario.history === undefined ? {} : { history: scenario.history }),
  };
  const summary = summarizeSkirmish(info, run.counts);
  process.stdout.write(formatSkirmishSummary(summary));
  await writeOutputs(summary, jsonPath, reportDir, report?.writeSkirmishReport);
}

/** `deadeye validate`: checks a scenario file (schema, references, and what the rule system knows) without running it. */
export function validateCommand(file: string, o: Omit<ScenarioOptions, 'maxTurns'>): void {
  const setup = loadSetup(file, { ...o, variant: 'screen' });
  const sides = setup.sides.map((s) => `${s.name} (${s.members.length})`).join(' vs ');
  process.stdout.write(
    `${file}: valid. "${setup.name}": ${setup.characters.length} characters, ${sides}; map ${setup.map.width} x ${setup.map.height} spaces; turn limit ${setup.maxTurns}\n`,
  );
}

/** `deadeye replay FILE`: one trial of a scenario run, turn by turn, with positions. */
export function replayScenarioCommand(file: string, o: ScenarioOptions & { seed: string; trial: string }): void {
  const setup = loadSetup(file, o);
  const trial = parseWhole(o.trial, '--trial', 0);
  const r = replaySkirmishTrial(setup, o.seed, trial);
  const out = [
    `Replay of trial ${r.trial} (batch ${r.batch}) of "${setup.name}", seed ${o.seed}, variant ${setup.variant.name}`,
    `Positions are map cells (x, y), x to the east and y to the south; 1 space = ${setup.map.feetPerSpace} ft.`,
    ...r.log,
    `Result: ${r.outcome.winner >= 0 ? `${setup.sides[r.outcome.winner]?.name} win` : 'draw'} in ${r.outcome.turns} turn(s); ` +
      r.outcome.characters.map((c) => `${c.name} ${c.status === STATUS_NAMES[0] && c.woundPoints > 0 ? 'wounded' : c.status}`).join(', '),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}
