/**
 * What `deadeye duel`, `deadeye replay` of a duel and `deadeye roster` do: the duel compiled under
 * its `--system` and played (or replayed, or its roster listed). Their options are defined in
 * commands.ts; the pre-built command loads this module with the other commands' code
 * (actions.ts), when a command runs.
 */
import type { Command } from 'commander';
import { type CompiledDuel, type DuelRangeCounts, type DuelRunInfo, type DuelWords, type HouseRuleSummary } from '@deadeye/core';
import { applyHouseRules, formatHouseRules, houseRuleInputs, loadHouseRules, refuseCharacterChanges, withHouseRules } from './house-rules.ts';
import { duelOf, exactDuel, getSystem, replayDuel, withForeignDuelists } from '@deadeye/registry';
import { progressBar, runDuels } from '@deadeye/runner';
import { formatPrecision, precisionPlan, summarizeDuel, widestHalfWidth, type PrecisionPlan, type RateCount } from '@deadeye/stats';
import { formatDuelSummary } from './format.ts';
import { prepareOutputs, writeOutputs } from './io.ts';
import { VERSION } from './options-help.ts';
import { parseTarget, plannedTrials, type PlayOptions } from './target-error.ts';
import { parseTrialNumber, parseTrials } from './play-words.ts';
import { replayScenarioCommand } from './scenario-commands.ts';

/** The duel words as commander hands them over, with the options every duel command shares. */
export interface DuelOptions {
  system: string;
  a: string;
  b: string;
  weaponA?: string;
  weaponB?: string;
  range?: string;
  variant?: string;
  maxTurns?: string;
  /** `--house-rule` files, in order. */
  houseRule?: string[];
}

/** Compiles the duel's matchups (one per range) under its `--system`. @throws Error naming the option and the fix */
function compileDuels(o: DuelOptions): { system: ReturnType<typeof getSystem>; matchups: CompiledDuel[]; houseRules: readonly HouseRuleSummary[] } {
  const system = getSystem(o.system);
  const duel = duelOf(system);
  const rules = loadHouseRules(o.houseRule);
  const house = applyHouseRules(system, rules, o.variant);
  refuseCharacterChanges(house, 'deadeye duel');
  const range = o.range ?? duel.defaultRange;
  if (range === undefined) throw new Error(`--range: ${system.name} needs a range (e.g. --range 5 or --range 2,5,10)`);
  const { houseRule: _files, ...plain } = o;
  const words: DuelWords = withForeignDuelists(system, {
    ...plain,
    variant: house.variant,
    range,
    maxTurns: o.maxTurns ?? String(duel.defaultMaxTurns),
    ...(rules.length === 0 ? {} : { tables: house.tables }),
  });
  return { system, matchups: duel.compile(words), houseRules: house.rules };
}

/** The options of `deadeye duel`: the duelists and ranges, the trials (or a target precision) and outputs, and `--exact`. */
export interface DuelCommandOptions extends DuelOptions, PlayOptions {
  exact?: boolean;
}

/** `deadeye duel`: Monte Carlo duels at one or more ranges, with optional exact solution, JSON and report. */
export async function duelCommand(o: DuelCommandOptions, cmd?: Command): Promise<void> {
  const { system, matchups, houseRules } = compileDuels(o);
  const request = parseTarget(o, cmd?.getOptionValueSource('trials') === 'cli');
  let trials = request === undefined ? parseTrials(o.trials, 1) : 0;
  if (o.exact === true && duelOf(system).exact === undefined) throw new Error(`--exact: ${system.name} has no exact duel solver`);
  const { threads, jsonPath, reportDir, report } = await prepareOutputs(o, { inputs: houseRuleInputs(o.houseRule) });

  const first = matchups[0] as CompiledDuel;
  /** A duel's headline rates at each range: A wins, B wins, both down, nobody down. */
  const duelRates = (cs: readonly DuelRangeCounts[]): RateCount[] =>
    cs.flatMap((c) => [
      { label: `${first.a.name} wins at ${c.range}`, count: c.aWins, n: c.trials },
      { label: `${first.b.name} wins at ${c.range}`, count: c.bWins, n: c.trials },
      { label: `both down at ${c.range}`, count: c.bothDown, n: c.trials },
      { label: `nobody down at ${c.range}`, count: c.draw, n: c.trials },
    ]);
  let planned: ReturnType<typeof plannedTrials> | undefined;
  if (request !== undefined) {
    const pilot = await runDuels(system.id, matchups, { seed: request.pilotSeed, trials: request.pilotTrials, threads, progress: progressBar(`${first.a.name} vs ${first.b.name}: pilot`, { quiet: o.quiet === true }) });
    planned = plannedTrials(request, duelRates(pilot.counts));
    trials = planned.trials;
  }
  const progress = progressBar(`${first.a.name} vs ${first.b.name}`, { quiet: o.quiet === true });
  const run = await runDuels(system.id, matchups, { seed: o.seed, trials, threads, progress });
  const counts = run.counts.map((c, i) => (o.exact === true ? { ...c, exact: exactDuel(system, matchups[i] as CompiledDuel)! } : c));
  const info: DuelRunInfo = {
    system: system.id,
    variant: first.variant,
    seed: o.seed,
    trials,
    threads: run.threads,
    maxTurns: first.maxTurns,
    elapsedMs: Math.round(run.elapsedMs),
    trialsPerSecond: Math.round((trials * matchups.length * 1000) / run.elapsedMs),
    version: VERSION,
  };
  let summary: ReturnType<typeof summarizeDuel> & { precision?: PrecisionPlan } = withHouseRules(summarizeDuel(info, counts), houseRules);
  if (request !== undefined && planned !== undefined) summary = { ...summary, precision: precisionPlan({ ...request, confidence: 0.95 }, planned, widestHalfWidth(duelRates(run.counts))) };
  process.stdout.write(formatDuelSummary(summary) + formatHouseRules(houseRules) + (summary.precision === undefined ? '' : formatPrecision(summary.precision)));
  // The report words the first fire from the system's own (the report does not import the registry).
  const writeReport = report === undefined ? undefined : (dir: string, s: typeof summary) => report.writeDuelReport(dir, s, { terms: system.terms, turn: system.turn });
  await writeOutputs(summary, jsonPath, reportDir, writeReport);
}

/** The options of `deadeye replay`: a duel's words (no duelists for a scenario's replay), the seed and the trial. */
export interface ReplayOptions extends Omit<DuelOptions, 'a' | 'b'> {
  a?: string;
  b?: string;
  seed: string;
  trial: string;
}

/** `deadeye replay` of a duel: one trial of a duel run, turn by turn. @throws Error naming the option and the fix */
export function replayCommand(o: DuelOptions & { seed: string; trial: string }): void {
  const trial = parseTrialNumber(o.trial);
  const { system, matchups } = compileDuels(o);
  if (matchups.length !== 1) throw new Error('--range: replay takes a single range');
  const matchup = matchups[0] as CompiledDuel;
  const r = replayDuel(system, matchup, o.seed, trial);
  const out = [`Replay of trial ${r.trial}, seed ${o.seed}, variant ${matchup.variant}`, ...r.header, ...r.log];
  process.stdout.write(`${out.join('\n')}\n`);
}

/** The duel options of `replay`, as typed. */
const REPLAY_DUEL_OPTIONS = [
  ['a', '--a'],
  ['b', '--b'],
  ['weaponA', '--weapon-a'],
  ['weaponB', '--weapon-b'],
  ['range', '--range'],
] as const;

/**
 * Refuses `replay`'s duel options beside a scenario file, which a scenario's replay would ignore
 * (an audit, 2026-11-30: `replay S --trial 3 --a X --range 999` replayed S as if they were not there).
 * @throws Error, one line naming the options given and the scenario
 */
export function refuseDuelOptions(scenario: string, o: Partial<Record<(typeof REPLAY_DUEL_OPTIONS)[number][0], string>>): void {
  const given = REPLAY_DUEL_OPTIONS.filter(([k]) => o[k] !== undefined).map(([, flag]) => flag);
  if (given.length === 0) return;
  throw new Error(`${given.join(', ')}: ${given.length === 1 ? 'a duel option' : 'duel options'}, not with a scenario file (${scenario}), whose characters, weapons and positions are the scenario's; replay the scenario without ${given.length === 1 ? 'it' : 'them'}, or a duel with --a, --b and --range and no scenario file`);
}

/** `deadeye roster`: a rule system's bundled characters. @throws Error for a system with no roster or an unknown group */
export function rosterCommand(o: { system: string; group?: string; json?: boolean }): void {
  const system = getSystem(o.system);
  if (system.roster === undefined) {
    // A system that converts another's characters plays that roster: say which, and where to list it.
    const from = (system.convertsFrom ?? []).map((id) => getSystem(id)).filter((x) => x.roster !== undefined);
    throw new Error(
      from.length === 0
        ? `--system: ${system.name} has no bundled roster`
        : `--system: ${system.name} has no bundled roster of its own; it plays ${from.map((x) => x.name).join(' and ')}'s characters converted (duel --a "Doc Holliday" works): list them with deadeye roster --system ${from[0]!.id}`,
    );
  }
  process.stdout.write(system.roster.format(o));
}

/**
 * `deadeye replay`: one trial of a scenario run (with a scenario file) or of a duel run (with --a,
 * --b and --range), turn by turn.
 * @throws Error naming the option and the fix (duel options beside a scenario file, a duel without
 *   its duelists)
 */
export function replayAction(scenario: string | undefined, o: ReplayOptions): void {
  if (scenario !== undefined) {
    refuseDuelOptions(scenario, o);
    return replayScenarioCommand(scenario, o);
  }
  // A duel's range as `duel` takes it: Quick on the Draw's defaults to 15 paces; the others need --range.
  if (o.a === undefined || o.b === undefined) {
    throw new Error('replay: give a scenario file, or a duel with --a and --b (and --range; Quick on the Draw: default 15 paces)');
  }
  return replayCommand({ ...o, a: o.a, b: o.b });
}
