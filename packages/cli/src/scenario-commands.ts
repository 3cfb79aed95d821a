/**
 * The scenario commands of `deadeye`: run, validate, replay of a scenario trial, systems; and what
 * `compare` and `library` (library-command.ts) share with run: loading and playing a scenario.
 */
import { MAX_TURNS_LIMIT, parseWhole, type CompiledScenario, type HouseRuleSummary, type RuleSystem, type Scenario, type SkirmishRunInfo } from '@deadeye/core';
import { compileWithHouseRules, formatHouseRules, houseRuleInputs, loadHouseRules, withHouseRules } from './house-rules.ts';
import { loadScenarioFile } from './file-kinds.ts';
import { parseTrialNumber, parseTrials } from './play-words.ts';
import { RULE_SYSTEMS, compileScenario, getSystem, replayScenario } from '@deadeye/registry';
import { progressBar, runScenario } from '@deadeye/runner';
import { assessHistory, formatPrecision, precisionPlan, summarizeSkirmish, widestHalfWidth, type PrecisionPlan, type SkirmishSummary } from '@deadeye/stats';
import type { Command } from 'commander';
import { parseTarget, plannedTrials, skirmishRates, type PlayOptions } from './target-error.ts';
import { join } from 'node:path';
import { formatSkirmishSummary } from './format-skirmish.ts';
import { prepareOutputs, readScenarioDirectory, userPath, writeOutputs } from './io.ts';
import { VERSION } from './options-help.ts';

interface ScenarioOptions {
  /** `--variant`; undefined: the system's default. */
  variant?: string | undefined;
  maxTurns?: string | undefined;
  system: string;
  /** `--house-rule` files, in order. */
  houseRule?: string[] | undefined;
}

/**
 * Reads `--max-turns`: a whole number of the system's turns, 1 to {@link MAX_TURNS_LIMIT}.
 * @throws Error naming the option (an audit, 2026-11-29: 5000 was reported as the scenario file's maxTurns)
 */
export function parseMaxTurns(words: string): number {
  return parseWhole(words, '--max-turns', 1, { max: MAX_TURNS_LIMIT, what: 'turns' });
}

/**
 * Loads, validates and compiles a scenario file for a rule system (`--system`, from the registry).
 * @returns the rule system, the scenario as read (with its historical record, if any) and the compiled setup
 * @throws Error for an unknown system (listing the known ones), or naming the file, the field
 *   path, what was expected and what was found (a file of another kind: one line saying which, and
 *   what to do with it).
 */
export function loadScenarioSetup(
  file: string,
  o: ScenarioOptions,
): { readonly system: RuleSystem; readonly scenario: Scenario; readonly setup: CompiledScenario; readonly houseRules: readonly HouseRuleSummary[] } {
  const system = getSystem(o.system);
  const rules = loadHouseRules(o.houseRule);
  const scenario = loadScenarioFile(userPath(file), file);
  const maxTurns = o.maxTurns === undefined ? undefined : parseMaxTurns(o.maxTurns);
  const { setup, house } = compileWithHouseRules(system, { ...scenario, file }, rules, { variant: o.variant, maxTurns });
  return { system, scenario, setup, houseRules: house.rules };
}

/** The options of `deadeye run`. */
interface RunOptions extends ScenarioOptions, PlayOptions {}

/**
 * `deadeye run`: plays a scenario many times and summarizes sides, characters, turns, weapons and
 * first shots, and, when the scenario has a historical record, sets the record beside them.
 */
export async function runCommand(file: string, o: RunOptions, cmd?: Command): Promise<void> {
  const summary = await playScenarioFile(file, o, cmd?.getOptionValueSource('trials') === 'cli');
  const precision = (summary.summary as { precision?: PrecisionPlan }).precision;
  process.stdout.write(formatSkirmishSummary(summary.summary) + formatHouseRules(summary.summary.houseRules) + (precision === undefined ? '' : formatPrecision(precision)));
  await writeOutputs(summary.summary, summary.jsonPath, summary.reportDir, summary.writeReport);
}

/**
 * Plays a scenario file as `deadeye run` does and summarizes it (outputs checked but not written).
 * @throws Error for a bad scenario or option (naming the file or the option).
 */
async function playScenarioFile(
  file: string,
  o: RunOptions,
  trialsGiven = false,
): Promise<{
  summary: SkirmishSummary;
  jsonPath: string | undefined;
  reportDir: string | undefined;
  writeReport: ((dir: string, summary: SkirmishSummary) => Promise<{ dir: string }>) | undefined;
}> {
  const { system, scenario, setup, houseRules } = loadScenarioSetup(file, o);
  const request = parseTarget(o, trialsGiven);
  let trials = request === undefined ? parseTrials(o.trials, 1) : 0;
  const { threads, jsonPath, reportDir, report } = await prepareOutputs(o, { inputs: [{ what: 'the scenario', path: file }, ...houseRuleInputs(o.houseRule)] });

  let planned: ReturnType<typeof plannedTrials> | undefined;
  if (request !== undefined) {
    const pilot = await runScenario(system.id, setup, { seed: request.pilotSeed, trials: request.pilotTrials, threads, progress: progressBar(`${setup.name}: pilot`, { quiet: o.quiet === true }) });
    planned = plannedTrials(request, skirmishRates(pilot.counts));
    trials = planned.trials;
  }
  let summary = await playSetup(system, scenario, setup, { seed: o.seed, trials, threads, quiet: o.quiet === true, houseRules });
  if (request !== undefined && planned !== undefined) {
    const rates = [...summary.sides.map((sd) => ({ label: `${sd.name} win`, count: sd.wins, n: summary.trials })), { label: 'nobody wins', count: summary.draws.count, n: summary.trials }];
    summary = { ...summary, precision: precisionPlan({ ...request, confidence: 0.95 }, planned, widestHalfWidth(rates)) } as SkirmishSummary;
  }
  // The report words the turn and the counts from the system's own (the report does not import the registry).
  const turn = { unit: system.turn.unit, seconds: system.turn.seconds };
  const writeReport = report === undefined ? undefined : (dir: string, s: SkirmishSummary) => report.writeSkirmishReport(dir, s, { turn, terms: system.terms });
  return { summary, jsonPath, reportDir, writeReport };
}

/**
 * Plays a compiled scenario `trials` times under `system` from `seed` on `threads` threads, with a
 * progress bar (labelled `label`, default the scenario's name; none with `quiet`), and summarizes
 * it, with the scenario's historical record when it has one, checked against what the run produced
 * (`assessHistory`: records never produced, a length not comparable, what "no side won" means).
 * @returns the summary as `deadeye run --json` writes it
 * @throws Error when the runner fails (a worker error)
 */
export async function playSetup(
  system: RuleSystem,
  scenario: Scenario,
  setup: CompiledScenario,
  o: { seed: string; trials: number; threads: number; quiet: boolean; label?: string; houseRules?: readonly HouseRuleSummary[] },
): Promise<SkirmishSummary> {
  const progress = progressBar(o.label ?? setup.name, { quiet: o.quiet });
  const run = await runScenario(system.id, setup, { seed: o.seed, trials: o.trials, threads: o.threads, progress });
  const info: SkirmishRunInfo = {
    scenario: setup.id,
    scenarioName: setup.name,
    system: system.id,
    variant: setup.variant.name,
    seed: o.seed,
    trials: o.trials,
    threads: run.threads,
    maxTurns: setup.maxTurns,
    elapsedMs: Math.round(run.elapsedMs),
    trialsPerSecond: Math.round((o.trials * 1000) / run.elapsedMs),
    version: VERSION,
    ...(scenario.history === undefined ? {} : { history: scenario.history }),
  };
  const summary = withHouseRules(summarizeSkirmish(info, run.counts), o.houseRules ?? []);
  if (scenario.history === undefined) return summary;
  return assessHistory(summary, scenario.history, { victory: scenario.victory, turn: { unit: system.turn.unit, seconds: system.turn.seconds } });
}

/** `deadeye validate`: checks a scenario file (schema, references, and what the rule system knows) without running it. */
export function validateCommand(file: string, o: Omit<ScenarioOptions, 'maxTurns'>): void {
  const { system, setup, houseRules } = loadScenarioSetup(file, { system: o.system, houseRule: o.houseRule });
  const sides = setup.sides.map((s) => `${s.name} (${s.members.length})`).join(' vs ');
  process.stdout.write(
    `${file}: valid. "${setup.name}": ${setup.characters.length} characters, ${sides}; map ${setup.map.width} x ${setup.map.height} spaces; turn limit ${setup.maxTurns}\n`,
  );
  // Warnings do not fail validation (exit status 0): the system plays the scenario as it is.
  for (const w of system.scenarios.warnings?.(setup) ?? []) process.stdout.write(`${file}: warning: ${w}\n`);
  process.stdout.write(formatHouseRules(houseRules));
}

/** `deadeye replay FILE`: one trial of a scenario run, turn by turn, with positions. */
export function replayScenarioCommand(file: string, o: ScenarioOptions & { seed: string; trial: string }): void {
  const { system, setup } = loadScenarioSetup(file, o);
  const trial = parseTrialNumber(o.trial);
  const r = replayScenario(system, setup, o.seed, trial);
  const out = [
    `Replay of trial ${r.trial} of "${setup.name}", seed ${o.seed}, variant ${setup.variant.name}`,
    `Positions are map cells (x, y), x to the east and y to the south; 1 space = ${system.scenarios.spaceIs(setup)}.`,
    ...r.log,
    `Result: ${r.winner >= 0 ? `${setup.sides[r.winner]?.name} win` : 'draw'} in ${r.turns} ${system.turn.unit}(s); ` + r.fates.map((c) => `${c.name} ${c.fate}`).join(', '),
  ];
  process.stdout.write(`${out.join('\n')}\n`);
}

/** What `deadeye systems` says of one registered rule system. */
export interface SystemListing {
  readonly id: string;
  readonly name: string;
  readonly defaultVariant: string;
  readonly variants: readonly { readonly name: string; readonly kind: string; readonly description: string }[];
  readonly turn: RuleSystem['turn'];
  readonly sources: RuleSystem['sources'];
  readonly rulings: string;
  readonly duel: boolean;
  readonly exactDuel: boolean;
  readonly roster: readonly string[];
  /** Scenario files of the directory (relative to it) this system compiles. */
  readonly plays: readonly string[];
  /** Those it cannot play, with the first problem it reports. */
  readonly cannotPlay: readonly { readonly file: string; readonly why: string }[];
}

/**
 * Every registered rule system, and which scenario files of `dir` each can play (a file it
 * compiles without error), as {@link SystemListing}s.
 * @throws Error naming the directory when it cannot be read
 */
export function listSystems(dir: string): SystemListing[] {
  const root = userPath(dir);
  const names = readScenarioDirectory(dir, 'systems').filter((f) => f.endsWith('.yaml') || f.endsWith('.yml')).sort();
  // Each file is read and checked once; each system compiles it.
  const loaded = names.map((f) => {
    try {
      return { file: f, scenario: loadScenarioFile(join(root, f), join(dir, f)) as Scenario | undefined, error: '' };
    } catch (e) {
      return { file: f, scenario: undefined, error: (e as Error).message };
    }
  });
  return RULE_SYSTEMS.map((s) => {
    const plays: string[] = [];
    const cannotPlay: { file: string; why: string }[] = [];
    for (const l of loaded) {
      if (l.scenario === undefined) {
        cannotPlay.push({ file: l.file, why: l.error });
        continue;
      }
      try {
        compileScenario(s, { ...l.scenario, file: join(dir, l.file) }, {});
        plays.push(l.file);
      } catch (e) {
        cannotPlay.push({ file: l.file, why: (e as Error).message });
      }
    }
    return {
      id: s.id,
      name: s.name,
      defaultVariant: s.defaultVariant,
      variants: s.variants.map((v) => ({ name: v.name, kind: v.kind, description: v.description })),
      turn: s.turn,
      sources: s.sources,
      rulings: s.rulings,
      duel: s.duel !== undefined,
      exactDuel: s.duel?.exact !== undefined,
      roster: s.roster?.groups ?? [],
      plays,
      cannotPlay,
    };
  });
}

/** `deadeye systems [dir]`: the registered rule systems, as text or JSON. */
export function systemsCommand(dir: string, o: { json?: boolean }): void {
  const list = listSystems(dir);
  if (o.json === true) {
    process.stdout.write(`${JSON.stringify(list, null, 2)}\n`);
    return;
  }
  const lines: string[] = [];
  for (const s of list) {
    lines.push(`${s.id}: ${s.name}`);
    lines.push(`  turn: ${s.turn.phases.join(', then ')}${s.turn.seconds === null ? '' : ` (a ${s.turn.unit} is about ${s.turn.seconds} seconds)`}; distances in ${s.turn.distance}`);
    lines.push(`  variants (--variant, default ${s.defaultVariant}):`);
    for (const v of s.variants) lines.push(`    ${v.kind === 'switch' ? '+' : ''}${v.name}: ${v.description}`);
    lines.push(`  standing duel: ${s.duel ? `yes${s.exactDuel ? ', with an exact solver (--exact)' : ''}` : 'no'}; roster: ${s.roster.length > 0 ? s.roster.join(', ') : 'none'}`);
    lines.push(`  seed sources (../shared/seeds/):`);
    for (const src of s.sources) lines.push(`    ${src.file}: ${src.title}`);
    lines.push(`  rulings: ${s.rulings}`);
    lines.push(`  plays ${s.plays.length} of the ${s.plays.length + s.cannotPlay.length} scenario files in ${dir}: ${s.plays.join(', ') || 'none'}`);
    for (const c of s.cannotPlay) lines.push(`    not ${c.file}: ${c.why.split('\n')[0]}`);
    lines.push('');
  }
  process.stdout.write(lines.join('\n'));
}
