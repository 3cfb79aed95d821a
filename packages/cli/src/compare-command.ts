/**
 * `deadeye compare`: one scenario played under several rule systems from the same seed, side by
 * side, with a chi-square test per metric (Holm-adjusted) and a plain-language summary
 * (`@deadeye/stats` compare.ts); JSON and an HTML comparison report. With `--vary`, one step of an
 * attribute per system instead, on common random numbers (vary-command.ts).
 */
import { ScenarioError, type HouseRule, type HouseRuleSummary, type Scenario, thousands, trialsText } from '@deadeye/core';
import { applyHouseRules, compileWithHouseRules, formatHouseRules, houseRuleInputs, loadHouseRules, type ComparedSetup } from './house-rules.ts';
import { loadScenarioFile } from './file-kinds.ts';
import { parseTrials } from './play-words.ts';
import { RULE_SYSTEMS, compileScenario, getSystem } from '@deadeye/registry';
import { compareSkirmishes, formatP, formatPrecision, precisionPlan, widestHalfWidth, type ComparedRun, type ComparisonSummary, type PrecisionPlan } from '@deadeye/stats';
import { prepareOutputs, userPath, writeOutputs } from './io.ts';
import { parseSystemIds } from './system-list.ts';
import { playSetup } from './scenario-commands.ts';
import { parseVary, varyCommand } from './vary-command.ts';
import type { Command } from 'commander';
import { runScenario, progressBar } from '@deadeye/runner';
import { parseTarget, plannedTrials, skirmishRates } from './target-error.ts';

/** The options of `deadeye compare` as commander hands them over. */
export interface CompareOptions {
  /** Comma list of system ids; undefined: every system that can play the scenario. */
  systems?: string;
  trials: string;
  /** `--target-error` and `--max-trials` (target-error.ts), instead of `--trials`. */
  targetError?: string;
  maxTrials?: string;
  seed: string;
  threads?: string;
  alpha: string;
  json?: string;
  report?: string;
  quiet?: boolean;
  /** `speed`, `accuracy` or `toughness`: play one step down and up of it instead (vary-command.ts). */
  vary?: string;
  /** With `vary`: a character's or a side's name (default: the first side). */
  who?: string;
  /** `--house-rule` files, in order; each applies to its own system's run only. */
  houseRule?: string[];
}

/**
 * The systems a comparison plays: those named in `--systems` (each must play the scenario), or
 * every registered system that compiles it; each compiled with the house rules of its own system
 * (`rules`, in order: a house rule changes only its own system's run, the others play as printed).
 * @throws Error for an unknown system id, a system named twice, one that cannot play the file
 *   (with its first problem), or fewer than two systems able to play it; ScenarioError for a
 *   house rule that does not fit its system, or whose system is not among those compared
 */
export function systemsToCompare(
  file: string,
  scenario: Scenario,
  systems: string | undefined,
  rules: readonly HouseRule[] = [],
): ComparedSetup[] {
  const named = systems === undefined ? undefined : parseSystemIds(systems);
  // One system named is the option's mistake, not the scenario's (an audit, 2026-11-29: "only one
  // rule system can play it" was said of a scenario all three play).
  if (named !== undefined && named.length < 2) throw new Error(`--systems ${systems}: give two or more systems to compare (e.g. boothill,quickdraw)`);
  const out: ComparedSetup[] = [];
  const cannot: string[] = [];
  for (const system of RULE_SYSTEMS) {
    if (named !== undefined && !named.includes(system.id)) continue;
    const mine = rules.filter((r) => r.system === system.id);
    // A bad house rule stops the comparison; a scenario a system cannot play leaves it out.
    applyHouseRules(system, mine, undefined);
    try {
      const { setup, house, scenario: ruled, recompile } = compileWithHouseRules(system, { ...scenario, file }, mine, {});
      out.push({ id: system.id, setup, houseRules: house.rules, scenario: ruled, recompile });
    } catch (e) {
      // A house rule's own error (a character this scenario does not have) stops the comparison.
      if (e instanceof ScenarioError && mine.some((r) => r.file === e.file)) throw e;
      const why = (e as Error).message.split('\n')[0];
      if (named !== undefined) throw new Error(`--systems: ${system.id} cannot play ${file}: ${why}`);
      cannot.push(`${system.id} (${why})`);
    }
  }
  if (named !== undefined) out.sort((a, b) => named.indexOf(a.id) - named.indexOf(b.id));
  if (out.length < 2) throw new Error(`${file}: ${out.length === 0 ? 'no' : 'only one'} rule system can play it${cannot.length > 0 ? `; not ${cannot.join('; ')}` : ''}; compare needs two`);
  for (const r of rules) {
    if (!out.some((x) => x.id === r.system)) {
      throw new ScenarioError(r.file, [{ path: 'system', expected: `one of the systems compared (${out.map((x) => x.id).join(', ')}); a house rule applies to its own system's run only`, found: JSON.stringify(r.system) }]);
    }
  }
  return out;
}

/** The comparison's text for the terminal: the summary sentences, then the tests. */
export function formatComparison(c: ComparisonSummary): string {
  const lines = [`${c.scenarioName}: ${c.systems.map((s) => s.systemName).join(', ')}; ${trialsText(c.trials)} each, seed ${c.seed}`, ''];
  for (const t of c.text) lines.push(t);
  const perEvent = c.tests.filter((t) => t.perEvent).length;
  lines.push('', `Tests (chi-square, alpha ${c.alpha}; Holm-adjusted across the ${c.tests.length - perEvent} metrics counted in trials${perEvent > 0 ? `, and apart across the ${perEvent} counted in events (rough)` : ''}):`);
  const width = Math.max(...c.tests.map((t) => t.label.length), 6);
  for (const t of c.tests) {
    const p = formatP;
    lines.push(`  ${t.label.padEnd(width)}  chi2 ${t.statistic.toFixed(1).padStart(9)}  df ${String(t.df).padStart(2)}  p ${p(t.pValue).padStart(7)}  adjusted ${p(t.adjustedP).padStart(7)}  ${t.differ ? 'differ' : 'no difference detected'}${t.systems.length < c.systems.length ? ` (${t.systems.join(', ')} only)` : ''}${t.lowExpected ? ' (small counts: rough)' : ''}${t.exact ? " (small counts: Fisher's exact test)" : ''}${t.perEvent ? ' (events, several a trial: rough)' : ''}`);
  }
  for (const u of c.untested) lines.push(`  ${u.label.padEnd(width)}  not tested: ${u.why}`);
  return `${lines.join('\n')}\n`;
}

/**
 * `deadeye compare FILE`: plays the scenario under each system (`--systems`, default every system
 * that can play it) with the same seed and trial count, one after another, and prints, writes as
 * JSON (`--json`) and as a report (`--report`) the comparison.
 * @throws Error naming the file or option and the fix, before anything is played or written
 */
export async function compareCommand(file: string, o: CompareOptions, cmd?: Command): Promise<void> {
  const scenario = loadScenarioFile(userPath(file), file);
  const request = parseTarget(o, cmd?.getOptionValueSource('trials') === 'cli');
  if (request !== undefined && o.vary !== undefined) throw new Error('--target-error: not with --vary; give --trials');
  let trials = request === undefined ? parseTrials(o.trials, 1) : 0;
  const alpha = Number(o.alpha);
  if (!(alpha > 0 && alpha < 1)) throw new Error(`--alpha: expected a fraction between 0 and 1, e.g. 0.05, got ${o.alpha}`);
  if (o.who !== undefined && o.vary === undefined) throw new Error('--who: only with --vary (e.g. --vary speed --who "Doc Holliday")');
  if (o.vary !== undefined && cmd?.getOptionValueSource('alpha') === 'cli') throw new Error('--alpha: not with --vary (a step is detected at 5%, beside its 95% interval); leave it out');
  if (o.vary !== undefined) parseVary(scenario, o.vary, o.who);
  const chosen = systemsToCompare(file, scenario, o.systems, loadHouseRules(o.houseRule));
  const outputs = await prepareOutputs(o, { inputs: [{ what: 'the scenario', path: file }, ...houseRuleInputs(o.houseRule)] });
  if (o.vary !== undefined) return varyCommand(file, scenario, chosen, { ...o, vary: o.vary }, outputs);
  const { threads, jsonPath, reportDir, report } = outputs;
  let planned: ReturnType<typeof plannedTrials> | undefined;
  if (request !== undefined) {
    // One pilot per system; every system then plays the trials the most demanding rate needs.
    const rates = [];
    for (const { id, setup } of chosen) {
      const pilot = await runScenario(id, setup, { seed: request.pilotSeed, trials: request.pilotTrials, threads, progress: progressBar(`${setup.name} (${getSystem(id).name}): pilot`, { quiet: o.quiet === true }) });
      rates.push(...skirmishRates(pilot.counts).map((r) => ({ ...r, label: `${r.label} (${getSystem(id).name})` })));
    }
    planned = plannedTrials(request, rates);
    trials = planned.trials;
  }
  const runs: ComparedRun[] = [];
  for (const { id, setup, houseRules } of chosen) {
    const system = getSystem(id);
    const summary = await playSetup(system, scenario, setup, { seed: o.seed, trials, threads, quiet: o.quiet === true, label: `${setup.name} (${system.name})`, houseRules });
    runs.push({ summary, systemName: system.name, turn: { unit: system.turn.unit, seconds: system.turn.seconds }, terms: system.terms });
  }
  const houseRules = chosen.flatMap((c) => c.houseRules);
  const compared = compareSkirmishes(runs, alpha);
  let comparison: ComparisonSummary & { precision?: PrecisionPlan } = houseRules.length === 0 ? compared : { ...compared, houseRules };
  if (request !== undefined && planned !== undefined) {
    const rates = runs.flatMap((r) => [...r.summary.sides.map((sd) => ({ label: `${sd.name} win (${r.systemName})`, count: sd.wins, n: r.summary.trials })), { label: `nobody wins (${r.systemName})`, count: r.summary.draws.count, n: r.summary.trials }]);
    comparison = { ...comparison, precision: precisionPlan({ ...request, confidence: 0.95 }, planned, widestHalfWidth(rates)) };
  }
  process.stdout.write(formatComparison(comparison) + formatHouseRules(houseRules) + (comparison.precision === undefined ? '' : formatPrecision(comparison.precision)));
  await writeOutputs(comparison, jsonPath, reportDir, report === undefined ? undefined : (dir: string, c: ComparisonSummary) => report.writeComparisonReport(dir, c));
}
