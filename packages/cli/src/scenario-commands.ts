/**
 * The scenario commands of `deadeye`: run, validate, and replay of a scenario trial.
 */
import { loadScenario, type Scenario, type SkirmishRunInfo } from '@deadeye/core';
import { compileSkirmish, parseSkirmishVariant, replaySkirmishTrial, STATUS_NAMES, type SkirmishSetup } from '@deadeye/boothill';
import { progressBar, runScenario } from '@deadeye/runner';
import { summarizeSkirmish, type SkirmishSummary } from '@deadeye/stats';
import { basename, join, relative } from 'node:path';
import { parseWhole } from './duelists.ts';
import { formatSkirmishSummary } from './format-skirmish.ts';
import { VERSION, prepareOutputs, readScenarioDirectory, userPath, writeFileAtomic, writeOutputs } from './io.ts';

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
  const summary = await playScenarioFile(file, o);
  process.stdout.write(formatSkirmishSummary(summary.summary));
  await writeOutputs(summary.summary, summary.jsonPath, summary.reportDir, summary.writeReport);
}

/**
 * Plays a scenario file as `deadeye run` does and summarizes it (outputs checked but not written).
 * @throws Error for a bad scenario or option (naming the file or the option).
 */
async function playScenarioFile(
  file: string,
  o: RunOptions,
): Promise<{
  summary: SkirmishSummary;
  jsonPath: string | undefined;
  reportDir: string | undefined;
  writeReport: ((dir: string, summary: SkirmishSummary) => Promise<{ dir: string }>) | undefined;
}> {
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
  return { summary: summarizeSkirmish(info, run.counts), jsonPath, reportDir, writeReport: report?.writeSkirmishReport };
}

interface LibraryOptions {
  trials: string;
  seed: string;
  threads?: string;
  variant: string;
  out: string;
  quiet?: boolean;
}

/** Percent with one decimal. */
const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/**
 * `deadeye library`: refights every scenario of `dir` that has a historical record (`history`),
 * as `deadeye run` with `--json OUT/<id>.json --report OUT/<id>`, and writes `OUT/library.md`:
 * per scenario the recorded winner and each recorded fate beside the simulated share of trials
 * (95% Wilson interval) and the recorded length beside the simulated mean (turns of 10 seconds).
 * @throws Error when `dir` holds no scenario with a history block, or for a bad scenario or option.
 */
export async function libraryCommand(dir: string, o: LibraryOptions): Promise<void> {
  const root = userPath(dir);
  const files = readScenarioDirectory(dir)
    .filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'))
    .sort()
    .map((f) => join(root, f))
    .filter((f) => loadScenario(f).history !== undefined);
  if (files.length === 0) throw new Error(`${dir}: no scenario file with a history block; the library refights historical scenarios only`);
  await prepareOutputs({ threads: o.threads, out: o.out });
  const out = userPath(o.out);
  const lines: string[] = [
    '# The scenario library against history',
    '',
    `Written by \`deadeye library ${dir} --trials ${o.trials} --seed ${o.seed} --variant ${o.variant} --out ${o.out}\` (deadeye ${VERSION}):`,
    'each historical scenario played under BOOT HILL, the record beside the share of trials that',
    'repeated it (95% Wilson interval). Each scenario\'s JSON and HTML report are beside this file.',
    '',
  ];
  for (const file of files) {
    const id = basename(file).replace(/\.ya?ml$/, '');
    const r = await playScenarioFile(file, { ...o, system: 'boothill', json: join(out, `${id}.json`), report: join(out, id) });
    await writeOutputs(r.summary, r.jsonPath, r.reportDir, r.writeReport);
    const h = r.summary.history!;
    const w = h.winner;
    process.stdout.write(
      `${r.summary.scenarioName}: ${w === undefined ? 'no winner recorded' : w === null ? `no side won in the record; a draw in ${pct(r.summary.draws.rate)} of trials` : `the record's winner (${w.side}) won ${pct(w.simulatedRate)} of trials`}\n`,
    );
    lines.push(`## ${r.summary.scenarioName}${h.date === undefined ? '' : ` (${h.date})`}`, '', `\`${relative(process.cwd(), file)}\`; ${r.summary.trials} trials, seed ${r.summary.seed}, report [${id}/](${id}/index.html), JSON [${id}.json](${id}.json).`, '');
    lines.push('| outcome | record | simulated | 95% Wilson interval |', '|---|---|---|---|');
    if (w === null) lines.push(`| winner | none | ${pct(r.summary.draws.rate)} draws | ${pct(r.summary.draws.ci[0])} to ${pct(r.summary.draws.ci[1])} |`);
    else if (w !== undefined) lines.push(`| winner | ${w.side} | ${pct(w.simulatedRate)} | ${pct(w.ci[0])} to ${pct(w.ci[1])} |`);
    for (const f of h.fates) lines.push(`| ${f.character} | ${f.recorded} | ${pct(f.simulatedRate)} | ${pct(f.ci[0])} to ${pct(f.ci[1])} |`);
    if (h.turns !== undefined) lines.push(`| length | ${h.turns.recorded} turns | ${pct(h.turns.atMostRecorded)} within it (mean ${h.turns.simulatedMean.toFixed(1)} turns) | ${pct(h.turns.atMostRecordedCI[0])} to ${pct(h.turns.atMostRecordedCI[1])} |`);
    lines.push('');
  }
  const path = join(out, 'library.md');
  writeFileAtomic(path, `${lines.join('\n')}`);
  process.stdout.write(`library summary: ${path}\n`);
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
