/**
 * `deadeye balance --system ID`: a round robin at equal cost in the standard encounter
 * (`scenarios/templates/balance-encounter.yaml`, core's `encounterScenario`): every pair of the
 * system's entrants (Shootout!'s profiles at equal points, BOOT HILL's weapons between identical
 * gunfighters at each range band) fights `--trials` times, half with each on the west line, every
 * pairing on common random numbers (one stream id for all: trial t of every pairing draws the
 * same numbers), on the runner's worker threads. Reports the win-rate matrix with Wilson
 * intervals, Bradley-Terry strengths with bootstrap intervals, and each entrant's score against
 * its cost with the verdicts (`@deadeye/stats` balance.ts): text, JSON, CSV and a report.
 */
import { MAX_MAP_SIDE, encounterScenario, loadEncounterTemplate, parseWhole, resolveHouseRules, type BalanceSide, type BalanceSupport, type CompiledScenario, type EncounterTemplate, type RuleSystem, thousands } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';
import { TrialPool, progressBar } from '@deadeye/runner';
import { BALANCE_MIN_LINE, BALANCE_UNDECIDED_SHARE, balanceCsv, balanceDistance, balanceTable, formatBalanceP, shareText, type BalanceResult, type BalanceTableInput, type PairOutcome } from '@deadeye/stats';
import type { PlayOptions } from './target-error.ts';
import { formatHouseRules, houseRuleInputs, loadHouseRules, refuseCharacterChanges, withHouseRules } from './house-rules.ts';
import { parseTrials } from './play-words.ts';
import { prepareOutputs, userPath, writeFileAtomic, writeOutputs } from './io.ts';
import { VERSION } from './options-help.ts';
import { readingAs, TEMPLATE_FILE } from './file-kinds.ts';

/** The template played unless `--template` names another. */
export const DEFAULT_TEMPLATE = new URL('../../../scenarios/templates/balance-encounter.yaml', import.meta.url).pathname;

/** Bootstrap replicates of the Bradley-Terry intervals. */
export const BALANCE_BOOTSTRAP = 200;

/** Most pairings (x bands) a round robin plays: each is two compiled scenarios. */
export const MAX_BALANCE_PAIRINGS = 4000;

/** The options of `deadeye balance`. */
export interface BalanceOptions extends Omit<PlayOptions, 'targetError' | 'maxTrials'> {
  system: string;
  variant?: string | undefined;
  template?: string | undefined;
  only?: string | undefined;
  range?: string | undefined;
  points?: string | undefined;
  band?: string | undefined;
  alpha: string;
  csv?: string | undefined;
  houseRule?: string[] | undefined;
}

/**
 * The system's balance support.
 * @throws Error, one line: the system's own reason when it has no notion of cost, or that it has none yet
 */
export function balanceOf(system: RuleSystem): BalanceSupport {
  const b = system.balance;
  if (b === undefined) throw new Error(`--system ${system.id}: ${system.name} has no balance table yet`);
  if (b.kind === 'none') throw new Error(`--system ${system.id}: ${b.reason}`);
  return b;
}

/**
 * The template with `--range` and `--points` applied. `--range` is at most what the map's side
 * limit leaves beside the template's margins ({@link MAX_MAP_SIDE} - 1 - 2 x margin spaces).
 * @throws Error naming the option
 */
function templateFrom(o: BalanceOptions): EncounterTemplate {
  const path = o.template === undefined ? DEFAULT_TEMPLATE : userPath(o.template);
  const t = readingAs(() => loadEncounterTemplate(path), path, o.template ?? path, TEMPLATE_FILE);
  const most = MAX_MAP_SIDE - 1 - 2 * t.margin;
  const range = o.range === undefined ? undefined : parseWhole(o.range, '--range', 1);
  if (range !== undefined && range > most) throw new Error(`--range: ${range} spaces leave no room on the largest map (${MAX_MAP_SIDE} spaces, less the template's margins of ${t.margin}); give at most ${most}`);
  return {
    ...t,
    ...(range === undefined ? {} : { range }),
    ...(o.points === undefined ? {} : { points: parseWhole(o.points, '--points', 1) }),
  };
}

/**
 * Plays and reports a round robin.
 * @throws Error naming the option and the fix (a system with no notion of cost, a bad `--only`,
 *   trials, alpha or band), or a ScenarioError naming the template or house-rule file and field
 */
export async function balanceCommand(o: BalanceOptions): Promise<void> {
  const system = getSystem(o.system);
  const support = balanceOf(system);
  const trials = parseTrials(o.trials, 2, '--trials', 'half of them are played each way round, each entrant on the west line once; an odd count is rounded up to the next even one');
  const half = Math.ceil(trials / 2);
  const alpha = Number(o.alpha);
  if (!(alpha > 0 && alpha < 1)) throw new Error(`--alpha: expected a probability between 0 and 1 (e.g. 0.05), found "${o.alpha}"`);
  // The options a system's round robin does not take are refused before the template's limits are
  // checked (a review, 2026-11-29: BOOT HILL's --range 500 was told "give at most 195", then refused).
  if (!support.bands && o.band !== undefined) throw new Error(`--band: ${system.name}'s round robin is played at the template's range (--range), not at bands`);
  if (support.bands && o.range !== undefined) throw new Error(`--range: ${system.name}'s round robin is played at each band's range (the template's bands; --band picks some)`);
  const template = templateFrom(o);
  const bandNames = Object.keys(template.bands) as (keyof EncounterTemplate['bands'])[];
  const bands: { band: string | null; range: number }[] = !support.bands
    ? [{ band: null, range: template.range }]
    : (o.band === undefined ? bandNames : o.band.split(',').map((w) => w.trim())).map((b) => {
        if (!bandNames.includes(b as never)) throw new Error(`--band: "${b}" is not a band; use ${bandNames.join(', ')} (a comma list)`);
        return { band: b, range: template.bands[b as keyof EncounterTemplate['bands']] };
      });
  const entrants = support.entrants(o.only);
  const reference = Math.max(0, entrants.findIndex((e) => e.id === support.reference));
  const rules = loadHouseRules(o.houseRule);
  const house = resolveHouseRules(system, rules, o.variant);
  // The encounter's figures are the entrants', nobody named (an audit, 2026-11-29: such a change
  // was ignored, and listed as applied).
  refuseCharacterChanges(house, 'balance');
  if (support.bands && o.points !== undefined) throw new Error(`--points: ${system.name}'s round robin fields one man a side (identical gunfighters, the weapon alone differs); leave it out`);
  if (!support.bands && entrants.every((e) => e.cost > template.points)) {
    const cheapest = Math.min(...entrants.map((e) => e.cost));
    throw new Error(`--points ${template.points}: less than every entrant's cost (the cheapest ${cheapest} ${support.costUnit}), so each would field one figure at unequal cost; give at least ${cheapest}`);
  }
  const pairs: [number, number][] = [];
  for (let i = 0; i < entrants.length; i++) for (let j = i + 1; j < entrants.length; j++) pairs.push([i, j]);
  if (pairs.length * bands.length > MAX_BALANCE_PAIRINGS) throw new Error(`--only: ${pairs.length} pairings x ${bands.length} bands is more than ${MAX_BALANCE_PAIRINGS}; name fewer entrants`);
  // Every arm compiled before anything is played: per band, pairing and way round, each size of
  // the west side against each size of the east side (RULINGS: a side mixing two sizes), with the
  // share of fights it stands for.
  const sidesOf = (k: number, prefix: string): readonly BalanceSide[] => support.sides(entrants[k]!, template, prefix);
  const arms: CompiledScenario[] = [];
  const armOf: { table: number; pair: number; aWest: boolean; weight: number }[] = [];
  bands.forEach((b, bi) => {
    pairs.forEach(([i, j], pi) => {
      for (const [w, e] of [[i, j], [j, i]] as const) {
        for (const ws of sidesOf(w, `W ${entrants[w]!.name}`)) {
          for (const es of sidesOf(e, `E ${entrants[e]!.name}`)) {
            const west = { name: `West ${entrants[w]!.name}`, figures: ws.figures };
            const east = { name: `East ${entrants[e]!.name}`, figures: es.figures };
            arms.push(compileScenario(system, encounterScenario(template, west, east, b.range), { variant: house.variant, ...(rules.length === 0 ? {} : { tables: house.tables }) }));
            armOf.push({ table: bi, pair: pi, aWest: w === i, weight: ws.weight * es.weight });
          }
        }
      }
    });
  });
  if (arms.length > 2 * MAX_BALANCE_PAIRINGS) throw new Error(`--only: ${arms.length} scenarios to play (pairings x bands x sizes x 2) is more than ${2 * MAX_BALANCE_PAIRINGS}; name fewer entrants`);
  const outputs = await prepareOutputs(o, {
    files: [{ option: '--csv', value: o.csv, example: 'balance.csv' }],
    inputs: [{ what: '--template', path: o.template }, ...houseRuleInputs(o.houseRule)],
  });
  const csvPath = outputs.files[0];
  const pool = new TrialPool(outputs.threads);
  let run;
  try {
    const progress = progressBar(`${system.name} balance: ${pairs.length} pairings${bands.length > 1 ? ` x ${bands.length} bands` : ''}, both ways (${arms.length} scenarios)`, { quiet: o.quiet === true });
    run = await pool.runPaired(system.id, arms, { seed: o.seed, trials: half, progress });
  } finally {
    await pool.destroy();
  }
  const sides = entrants.map((_, k) => {
    const ss = sidesOf(k, 'x');
    return { fielded: ss.reduce((t, s) => t + s.weight * s.fielded, 0), sizes: ss.map((s) => ({ figures: s.figures.length, weight: s.weight })) };
  });
  // Each pairing's outcomes: every arm's wins weighed by its share of fights, both ways round.
  // A fight nothing decided (no winner when the turn limit was reached) is counted apart from the
  // draws: an entrant with most of its fights so gets no verdict (stats' balanceTable).
  const outcomes: PairOutcome[][] = bands.map(() => pairs.map(([i, j]) => ({ a: i, b: j, trials: 2 * half, winsA: 0, winsB: 0, draws: 0, undecided: 0 })));
  armOf.forEach((m, k) => {
    const out = outcomes[m.table]![m.pair]! as { winsA: number; winsB: number; draws: number; undecided: number };
    const aSide = m.aWest ? 0 : 1;
    const turns = run.records[k]!.turns;
    const limit = arms[k]!.maxTurns;
    let a = 0;
    let b = 0;
    let idle = 0;
    run.winners[k]!.forEach((w, t) => {
      if (w === aSide) a++;
      else if (w === 1 - aSide) b++;
      else if (turns[t]! >= limit) idle++;
    });
    out.winsA += m.weight * a;
    out.winsB += m.weight * b;
    out.draws += m.weight * (half - a - b);
    out.undecided += m.weight * idle;
  });
  const tables = bands.map((b, bi) => {
    const reach = support.reach === undefined ? undefined : entrants.map((e) => support.reach!(e, b.range, house.tables));
    const input: BalanceTableInput = { band: b.band, range: b.range, pairs: outcomes[bi]!, sides, ...(reach === undefined ? {} : { reach }) };
    const stream = streamFor(`${o.seed}/bootstrap`, `${template.id}-${b.band ?? 'range'}`);
    stream.nextTrial();
    return balanceTable(entrants, input, { confidence: 0.95, alpha, equalCost: !support.bands, reference, uniform: () => stream.uniform(), replicates: BALANCE_BOOTSTRAP, costUnit: support.costUnit });
  });
  const { file: _f, ...templateFields } = template;
  const result: BalanceResult = withHouseRules(
    {
      kind: 'balance',
      system: system.id,
      systemName: system.name,
      variant: arms[0]!.variant.name,
      subject: support.subject,
      costUnit: support.costUnit,
      costSource: support.costSource,
      rulings: support.rulings,
      ...(support.distances === undefined ? {} : { distances: support.distances }),
      equalCost: !support.bands,
      template: { ...templateFields, file: o.template ?? 'scenarios/templates/balance-encounter.yaml' },
      trials: 2 * half,
      seed: o.seed,
      confidence: 0.95,
      alpha,
      pairing: `common random numbers: every pairing's scenario has the stream id "${template.id}", so trial t of every pairing draws the same numbers (@deadeye/rng, per trial and lane); each pairing plays ${thousands(half)} trials each way (each entrant on the west line once)`,
      draws: 'a fight no side won (all out at once, or the turn limit) is half a win to each',
      reference,
      entrants,
      tables,
      elapsedMs: Math.round(run.elapsedMs),
      version: VERSION,
    },
    house.rules,
  );
  process.stdout.write(formatBalance(result) + formatHouseRules(house.rules));
  for (const w of balanceWarnings(result)) process.stderr.write(`deadeye: warning: ${w}\n`);
  if (csvPath !== undefined) {
    writeFileAtomic(csvPath, balanceCsv(result));
    process.stdout.write(`CSV: ${csvPath}\n`);
  }
  const report = outputs.report;
  await writeOutputs(result, outputs.jsonPath, outputs.reportDir, report === undefined ? undefined : (dir: string, r: BalanceResult) => report.writeBalanceReport(dir, r));
}

/**
 * One line per table whose verdicts were withheld (`no verdict`), for stderr: most fights of some
 * entrants undecided (the sides never closed: an audit, 2026-12, found every entrant of Shootout!'s
 * balance at 100 spaces called "fair" on draws alone), or too few entrants in reach for the line
 * of score on cost. The tables' own text says which entrants and why.
 */
export function balanceWarnings(r: BalanceResult): string[] {
  return r.tables.flatMap((t) => {
    const none = t.standings.filter((s) => s.verdict === 'no verdict');
    if (none.length === 0) return [];
    const where = t.band === null ? `at ${balanceDistance(t.range)}` : `at ${balanceDistance(t.range)} (the ${t.band} band)`;
    const idle = none.filter((s) => s.undecided > BALANCE_UNDECIDED_SHARE);
    const why =
      idle.length > 0
        ? `most fights of ${idle.length === t.standings.length ? 'every entrant' : `${idle.length} of ${t.standings.length} entrants`} were undecided (no side had won at the turn limit): give a shorter --range, or a template with more turns`
        : `fewer than ${BALANCE_MIN_LINE} entrants in reach to fit the line of score on cost through: name more that reach it`;
    return [`${where}: no verdict for ${none.length} of ${t.standings.length} entrants; ${why}`];
  });
}

/** A side's sizes: `5`, or `4 (38%) or 5 (62%)`. */
export function sizesText(sizes: readonly { readonly figures: number; readonly weight: number }[]): string {
  return sizes.length === 1 ? String(sizes[0]!.figures) : sizes.map((z) => `${z.figures} (${(100 * z.weight).toFixed(0)}%)`).join(' or ');
}

/** The round robin for the terminal: per table, the standings by strength, the matrix when small, and the verdicts. */
export function formatBalance(r: BalanceResult): string {
  const pct = (x: number): string => shareText(x, 1);
  const sgn = (x: number): string => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;
  const t0 = r.template as { name?: string; points?: number };
  const lines = [
    `${r.systemName} balance: ${r.subject}; ${r.entrants.length} entrants, ${thousands((r.entrants.length * (r.entrants.length - 1)) / 2)} pairings, ${thousands(r.trials)} trials a pairing (half each way), seed ${r.seed}, variant ${r.variant}`,
    `encounter: ${t0.name ?? ''} (${String(r.template['file'])})${r.equalCost ? `, ${t0.points ?? ''} ${r.costUnit} a side` : ''}; cost: ${r.costSource}; rulings: ${r.rulings}`,
    `strength: Bradley-Terry log-strength, ${r.entrants[r.reference]!.name} = 0, 95% bootstrap interval; score: wins + draws/2 against all, 95% Wilson interval`,
  ];
  const pad = Math.max(...r.entrants.map((e) => e.name.length));
  for (const t of r.tables) {
    lines.push('', t.band === null ? `at ${balanceDistance(t.range)}:` : `at ${balanceDistance(t.range)}, the template's ${t.band} band:`);
    const reach = t.standings.some((s) => s.reach !== undefined);
    const reachPad = reach ? Math.max(...t.standings.map((s) => s.reach?.text.length ?? 0)) : 0;
    lines.push(`  ${'entrant'.padEnd(pad)}  ${'cost'.padStart(6)}  ${r.equalCost ? `${'figures (share of fights)'.padEnd(26)}  ` : ''}${reach ? `${'its band here'.padEnd(reachPad)}  ` : ''}${'score [95%]'.padEnd(22)}  ${'strength [95%]'.padEnd(24)}  ${'p (Holm)'.padStart(8)}  verdict`);
    for (const s of [...t.standings].sort((a, b) => b.strength - a.strength)) {
      const e = r.entrants[s.entrant]!;
      const score = `${pct(s.score)} [${pct(s.interval[0])}, ${pct(s.interval[1])}]`;
      const strength = `${sgn(s.strength)} [${sgn(s.strengthInterval[0])}, ${sgn(s.strengthInterval[1])}]`;
      lines.push(`  ${e.name.padEnd(pad)}  ${String(e.cost).padStart(6)}  ${r.equalCost ? `${sizesText(s.sizes).padEnd(26)}  ` : ''}${reach ? `${(s.reach?.text ?? '').padEnd(reachPad)}  ` : ''}${score.padEnd(22)}  ${strength.padEnd(24)}  ${formatBalanceP(s.adjustedP).padStart(8)}  ${s.verdict}`);
    }
    if (r.entrants.length <= 12) {
      lines.push(`  row's score against column:`);
      // Whole percents, but never 0% or 100% for a share that is not (stats' shareText: the
      // decimals that tell it apart; an audit, 2026-12: 0.99875 printed as 100%); the columns as
      // wide as the widest cell.
      const cells = r.entrants.map((_, i) =>
        r.entrants.map((_, j) => {
          const c = t.cells.find((x) => x.row === i && x.column === j);
          return c === undefined ? '-' : shareText(c.score, 0);
        }),
      );
      const width = Math.max(5, ...cells.flat().map((c) => c.length + 1));
      lines.push(`  ${''.padEnd(pad + 4)}${r.entrants.map((_, k) => String(k + 1).padStart(width)).join('')}`);
      r.entrants.forEach((e, i) => {
        lines.push(`  ${String(i + 1).padStart(2)} ${e.name.padEnd(pad)} ${cells[i]!.map((c) => c.padStart(width)).join('')}`);
      });
    }
    for (const l of t.text) lines.push(`  ${l}`);
  }
  return `${lines.join('\n')}\n`;
}
