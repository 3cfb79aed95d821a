/**
 * `deadeye compare FILE --vary ATTRIBUTE [--who NAME]`: how much one step of speed, accuracy or
 * toughness matters under each rule system. Per system: the scenario unchanged, one step down and
 * one step up of the named character (or of every member of the named side), as the system
 * defines a step (`RuleSystem.vary`, core vary.ts), the three arms played on common random
 * numbers (trial t of each from the same numbers, rng's `streamFor(seed, id, t)`) and compared trial by trial
 * (`@deadeye/stats` paired.ts): the change in the side's win rate with a paired interval and
 * McNemar's p-value. Text, JSON (`--json`) and a report with the effect chart (`--report`).
 */
import { VARY_ATTRIBUTES, type Scenario, type VaryAttribute, thousands, trialsText } from '@deadeye/core';
import { parseTrials } from './play-words.ts';
import { getSystem } from '@deadeye/registry';
import { formatHouseRules, withHouseRules, type ComparedSetup } from './house-rules.ts';
import { TrialPool, progressBar } from '@deadeye/runner';
import { formatP, shareText, varyComparison, varyPoints, type VaryArms, type VaryComparison } from '@deadeye/stats';
import { writeOutputs, type RunOutputs } from './io.ts';
import { VERSION } from './options-help.ts';

/** What `--vary` moves: the characters (indices, in scenario order), the side whose win rate is read, and the words given. */
export interface VaryTarget {
  readonly who: string;
  readonly characters: readonly number[];
  readonly side: number;
}

/**
 * Reads `--vary` and `--who`: the attribute, and a character's name or a side's name (default:
 * the first side, every member).
 * @throws Error naming the option, what was found and what is expected
 */
export function parseVary(scenario: Scenario, vary: string, who: string | undefined): { attribute: VaryAttribute; target: VaryTarget } {
  if (!(VARY_ATTRIBUTES as readonly string[]).includes(vary)) throw new Error(`--vary: expected one of ${VARY_ATTRIBUTES.join(', ')}, found "${vary}"`);
  const sideIndex = (name: string): number => scenario.sides.findIndex((s) => s.name === name);
  const name = who ?? scenario.sides[0]!.name;
  const c = scenario.characters.findIndex((ch) => ch.name === name);
  if (c >= 0) return { attribute: vary as VaryAttribute, target: { who: name, characters: [c], side: sideIndex(scenario.characters[c]!.side) } };
  const s = sideIndex(name);
  if (s < 0) {
    throw new Error(`--who: "${name}" is neither a character nor a side of the scenario; give a character (${scenario.characters.map((ch) => ch.name).join(', ')}) or a side (${scenario.sides.map((sd) => sd.name).join(', ')})`);
  }
  const members = scenario.characters.flatMap((ch, i) => (ch.side === name ? [i] : []));
  return { attribute: vary as VaryAttribute, target: { who: name, characters: members, side: s } };
}

/** The comparison's text for the terminal: the summary sentences, then a table per system. */
export function formatVary(c: VaryComparison): string {
  // Two decimals, rates and changes alike (stats' vary.ts `pct`, `points`): an interval crossing 0
  // shows it, and a change is the difference of the two rates shown (an audit, 2026-12-07).
  const pct = (x: number): string => shareText(x, 2);
  const pts = varyPoints;
  const lines = [`${c.scenarioName}: one step of ${c.attribute} for ${c.who}; ${trialsText(c.trials)} per arm, seed ${c.seed}, paired on common random numbers`, ''];
  for (const t of c.text) lines.push(t);
  for (const s of c.systems) {
    lines.push('', `${s.systemName}: a step is ${s.step.step}`);
    lines.push(`  unchanged  ${c.side} win ${pct(s.base.rate)} [${pct(s.base.interval[0])}, ${pct(s.base.interval[1])}]`);
    for (const st of s.steps) {
      const moved = st.changes.map((ch) => `${ch.character} ${ch.from} -> ${ch.to}`).join('; ');
      const not = st.cannot.map((x) => `${x.character} not moved: ${x.why}`).join('; ');
      const p = st.paired;
      if (p === undefined) lines.push(`  ${st.direction.padEnd(9)}  not played (${not || 'nobody to move'})`);
      else {
        // No trial's winner changed: the unpaired equivalent is infinite; say why instead.
        const worth = Number.isFinite(p.unpairedEquivalent) ? `pairing made it as precise as ${thousands(Math.round(p.unpairedEquivalent))} unpaired trials` : "no trial's winner changed, so no number of unpaired trials is as precise";
        lines.push(`  ${st.direction.padEnd(9)}  ${c.side} win ${pct(p.armRate)}, change ${pts(p.difference)} points [${pts(p.interval[0])}, ${pts(p.interval[1])}], McNemar p ${formatP(p.pValue)} (Holm-adjusted ${formatP(st.adjustedP!)}: ${st.detected === true ? 'detected' : 'not detected'}); ${worth}`);
        lines.push(`             ${moved}${not === '' ? '' : `; ${not}`}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Plays and reports a `--vary` comparison for the systems chosen by `compare` (each compiled).
 * @throws Error when no chosen system defines steps, or a worker fails
 */
export async function varyCommand(
  file: string,
  scenario: Scenario,
  chosen: readonly ComparedSetup[],
  o: { vary: string; who?: string | undefined; seed: string; trials: string; quiet?: boolean | undefined },
  outputs: RunOutputs,
): Promise<void> {
  const trials = parseTrials(o.trials, 1);
  const { attribute, target } = parseVary(scenario, o.vary, o.who);
  const arms: VaryArms[] = [];
  const pool = new TrialPool(outputs.threads);
  try {
    for (const { id, setup, scenario: ruled, recompile } of chosen) {
      const system = getSystem(id);
      if (system.vary === undefined) throw new Error(`--vary: ${system.name} defines no steps of ${attribute}; leave it out with --systems`);
      // Each step is taken from the scenario as its house rules leave it (their changes to named
      // characters written in) and compiled with their table cells and variant, as the unchanged arm.
      const steps = ([-1, 1] as const).map((dir) => ({ dir, ...system.vary!.step(ruled, setup, target.characters, attribute, dir, recompile) }));
      const played = steps.filter((s) => s.changes.length > 0);
      const progress = progressBar(`${setup.name} (${system.name}, ${1 + played.length} arms)`, { quiet: o.quiet === true });
      const run = await pool.runPaired(id, [setup, ...played.map((s) => s.setup)], { seed: o.seed, trials, progress });
      arms.push({
        system: id,
        systemName: system.name,
        step: system.vary.steps[attribute],
        base: run.winners[0]!,
        steps: steps.map((s) => ({ direction: s.dir < 0 ? 'down' : 'up', changes: s.changes, cannot: s.cannot, winners: s.changes.length === 0 ? null : run.winners[1 + played.indexOf(s)]! })),
        elapsedMs: run.elapsedMs,
      });
    }
  } finally {
    await pool.destroy();
  }
  const first = chosen[0]!.setup;
  const comparison = varyComparison(
    {
      scenario: first.id,
      scenarioName: first.name,
      attribute,
      who: target.who,
      characters: target.characters.map((i) => scenario.characters[i]!.name),
      trials,
      seed: o.seed,
      confidence: 0.95,
      pairing: "common random numbers: trial t of every arm draws the same numbers (@deadeye/rng, per trial and lane: each character's dice and each agent's choices), and each step is compared with the unchanged scenario trial by trial",
      version: VERSION,
    },
    { index: target.side, name: scenario.sides[target.side]!.name },
    arms,
  );
  const houseRules = chosen.flatMap((c) => c.houseRules);
  process.stdout.write(formatVary(comparison) + formatHouseRules(houseRules));
  const report = outputs.report;
  await writeOutputs(withHouseRules(comparison, houseRules), outputs.jsonPath, outputs.reportDir, report === undefined ? undefined : (dir: string, c: VaryComparison) => report.writeVaryReport(dir, c));
}
