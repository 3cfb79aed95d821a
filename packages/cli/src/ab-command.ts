/**
 * `deadeye ab FILE --b RULE.yaml [--a RULE.yaml]`: one scenario under one rule system in two arms
 * (A: as written, or with `--a` house rules; B: with `--b` house rules), played on common random
 * numbers (trial t of both arms from the same numbers, rng's lanes keeping each character's dice
 * and each agent's choices apart) and compared trial by trial (`@deadeye/stats` ab.ts): each
 * side's win rate and the draws (McNemar), the turns and each side's casualties (paired t), Holm
 * across them, and what the pairing was worth in unpaired trials. Text, JSON (`--json`) and a
 * report (`--report`).
 */
import type { HouseRuleSummary } from '@deadeye/core';
import { houseRuleInputs } from './house-rules.ts';
import { PAIRED_TRIALS_WHY, parseTrials } from './play-words.ts';
import { TrialPool, progressBar } from '@deadeye/runner';
import { abComparison, formatP, formatPrecision, formatSigned, precisionPlan, shareText, type AbArm, type AbComparison, type PrecisionPlan } from '@deadeye/stats';
import type { Command } from 'commander';
import { parseTarget, plannedTrials, type PlayOptions } from './target-error.ts';
import { prepareOutputs, writeOutputs } from './io.ts';
import { VERSION } from './options-help.ts';
import { loadScenarioSetup } from './scenario-commands.ts';
import { thousands } from '@deadeye/core';

/** The options of `deadeye ab`. */
export interface AbOptions extends PlayOptions {
  a?: string[] | undefined;
  b?: string[] | undefined;
  system: string;
  variant?: string | undefined;
  maxTurns?: string | undefined;
}

/** An arm's label, description and house rules. */
function arm(label: string, rules: readonly HouseRuleSummary[]): AbArm {
  return { label, description: rules.length === 0 ? 'the rules as written' : rules.map((r) => r.name).join(' + '), houseRules: rules };
}

/** The comparison's text for the terminal: the summary, then one line per metric. */
export function formatAb(c: AbComparison): string {
  const lines = [...c.text, ''];
  const pad = Math.max(...c.metrics.map((m) => m.label.length));
  // A mean gets the decimals its interval needs: two at least, more while the interval's half-width
  // would round to nothing (an audit, 2026-12-01: `4.95 4.95 +0.00 [+0.00, +0.00]` beside p 0.0001,
  // a change of +0.002 [+0.001, +0.004]).
  const places = (m: AbComparison['metrics'][number]): number => {
    const half = (m.interval[1] - m.interval[0]) / 2;
    return half > 0 ? Math.min(4, Math.max(2, 1 - Math.floor(Math.log10(half)))) : 2;
  };
  const val = (m: AbComparison['metrics'][number], x: number, signed = false): string =>
    m.kind === 'rate' ? (signed ? formatSigned(100 * x, 2) : shareText(x, 1)) : signed ? formatSigned(x, places(m)) : x.toFixed(places(m));
  lines.push(`${'metric'.padEnd(pad)}  ${'A'.padStart(8)}  ${'B'.padStart(8)}  B - A [${Math.round(c.confidence * 100)}% paired interval]     p (Holm)  worth unpaired trials`);
  for (const m of c.metrics) {
    const diff = `${val(m, m.difference, true)} [${val(m, m.interval[0], true)}, ${val(m, m.interval[1], true)}]${m.kind === 'rate' ? ' points' : ''}`;
    const worth = Number.isFinite(m.unpairedEquivalent) ? thousands(Math.round(m.unpairedEquivalent)) : 'any number';
    const p = formatP(m.adjustedP);
    lines.push(`${m.label.padEnd(pad)}  ${val(m, m.a.value).padStart(8)}  ${val(m, m.b.value).padStart(8)}  ${diff.padEnd(36)}  ${p.padStart(8)}  ${worth}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Plays and reports an A/B comparison.
 * @throws Error naming the option and the fix (no `--b`, a bad trial count), or a ScenarioError
 *   naming the file and field (a bad scenario or house-rule file, a house rule of another system)
 */
export async function abCommand(file: string, o: AbOptions, cmd?: Command): Promise<void> {
  if (o.b === undefined || o.b.length === 0) throw new Error('--b: give the house-rule file(s) of arm B, e.g. --b houserules/shotgun-plus-ten.yaml (arm A is the rules as written, or --a files)');
  const request = parseTarget(o, cmd?.getOptionValueSource('trials') === 'cli');
  let trials = request === undefined ? parseTrials(o.trials, 2, '--trials', PAIRED_TRIALS_WHY) : 0;
  const outputs = await prepareOutputs(o, { inputs: [{ what: 'the scenario', path: file }, ...houseRuleInputs(o.a, '--a'), ...houseRuleInputs(o.b, '--b')] });
  const common = { system: o.system, variant: o.variant, maxTurns: o.maxTurns };
  const a = loadScenarioSetup(file, { ...common, houseRule: o.a });
  const b = loadScenarioSetup(file, { ...common, houseRule: o.b });
  const pool = new TrialPool(outputs.threads);
  let run;
  let planned: ReturnType<typeof plannedTrials> | undefined;
  try {
    if (request !== undefined) {
      // The pilot: the share of trials in which the arms differ on each rate bounds its paired variance.
      const pilot = await pool.runPaired(a.system.id, [a.setup, b.setup], { seed: request.pilotSeed, trials: request.pilotTrials, progress: progressBar(`${a.setup.name}: pilot`, { quiet: o.quiet === true }) });
      const [wa, wb] = [pilot.winners[0]!, pilot.winners[1]!];
      const differ = (side: number): number => wa.reduce((n, x, t) => n + ((x === side) !== (wb[t] === side) ? 1 : 0), 0);
      const rates = [...a.setup.sides.map((sd, s) => ({ label: `${sd.name} win`, count: differ(s), n: wa.length, kind: 'paired' as const })), { label: 'nobody wins', count: differ(-1), n: wa.length, kind: 'paired' as const }];
      planned = plannedTrials(request, rates);
      trials = Math.max(2, planned.trials);
    }
    const progress = progressBar(`${a.setup.name} (${a.system.name}, A and B)`, { quiet: o.quiet === true });
    run = await pool.runPaired(a.system.id, [a.setup, b.setup], { seed: o.seed, trials, progress });
  } finally {
    await pool.destroy();
  }
  const variant = a.setup.variant.name === b.setup.variant.name ? a.setup.variant.name : `A ${a.setup.variant.name}, B ${b.setup.variant.name}`;
  const comparison = abComparison(
    {
      scenario: a.setup.id,
      scenarioName: a.setup.name,
      system: a.system.id,
      systemName: a.system.name,
      variant,
      turnUnit: a.system.turn.unit,
      trials,
      seed: o.seed,
      confidence: 0.95,
      pairing: "common random numbers: trial t of both arms draws the same numbers for the same purposes (@deadeye/rng: per trial and lane, each character's dice and each agent's choices apart)",
      a: arm('A', a.houseRules),
      b: arm('B', b.houseRules),
      elapsedMs: Math.round(run.elapsedMs),
      version: VERSION,
    },
    a.setup.sides.map((s) => s.name),
    run.records[0]!,
    run.records[1]!,
  );
  let out: AbComparison & { precision?: PrecisionPlan } = comparison;
  if (request !== undefined && planned !== undefined) {
    // The headline rates of an A/B test are the paired changes in the rates: their half-widths.
    const widest = comparison.metrics.filter((m) => m.kind === 'rate').reduce((w, m) => ((m.interval[1] - m.interval[0]) / 2 > w.halfWidth ? { halfWidth: (m.interval[1] - m.interval[0]) / 2, label: `change in ${m.label}` } : w), { halfWidth: 0, label: '' });
    out = { ...comparison, precision: precisionPlan({ ...request, confidence: 0.95 }, planned, widest) };
  }
  process.stdout.write(formatAb(comparison) + (out.precision === undefined ? '' : formatPrecision(out.precision)));
  const report = outputs.report;
  await writeOutputs(out, outputs.jsonPath, outputs.reportDir, report === undefined ? undefined : (dir: string, c: AbComparison) => report.writeAbReport(dir, c));
}
