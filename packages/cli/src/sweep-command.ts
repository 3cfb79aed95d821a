/**
 * `deadeye sweep [SCENARIO] --vary SPEC [--vary SPEC] | --sweep FILE`: a grid of changes to one
 * scenario under one rule system, every cell paired with the scenario as written (the baseline)
 * on common random numbers (`@deadeye/stats` sweep.ts): long-format JSON and CSV (one row per cell
 * and headline rate), a line with its interval band for one varied parameter, a heat map for two.
 *
 * A SPEC is `NAME=VALUES` or `house:FILE`:
 * - `NAME` a table cell, `<system>.<table>.<row>.<column>` (the cells house rules may change,
 *   README "House rules"), set to each value;
 * - `NAME` a character's stat, `<character>.<system>.<stat>` (the stats the system's
 *   `vary.stats` lists: BOOT HILL's basp, bac, str, mrl; Quick on the Draw's type, move, armour
 *   and each skill on or off; Shootout!'s six factors), set to each value;
 * - `NAME` `<character>.weapon`: his first weapon replaced by each value, a weapon of the system's
 *   table (`vary.weapons`: BOOT HILL codes, Quick on the Draw and Shootout! weapon ids);
 * - `NAME` `range`: the distance in spaces between the two sides, set to each value (core
 *   `withRange`: the second side moved along the line between the sides' first characters);
 * - `VALUES` `a..b:step` (numbers from a to b by step), or a comma list (`2,5,10`; words such as
 *   `true` for a variant switch or `hero` for a type);
 * - `house:FILE` a house-rule file, off and on.
 * A sweep file (`sweep-file.ts`) gives the same things as YAML; the command line overrides it.
 */
import { closestName, ScenarioError, scenarioRange, withRange, type CellValue, type CompiledScenario, type HouseRule, type RuleSystem, type Scenario, thousands } from '@deadeye/core';
import { TrialPool, progressBar } from '@deadeye/runner';
import { formatPrecision, formatSigned, precisionPlan, shareText, sweepCsv, sweepResult, widestHalfWidth, type PrecisionPlan, type SweepParameter, type SweepResult } from '@deadeye/stats';
import type { Command } from 'commander';
import { parseTarget, plannedTrials, skirmishRates, type PlayOptions } from './target-error.ts';
import { compileWithHouseRules, formatHouseRules, houseRuleInputs, loadHouseRules, withHouseRules } from './house-rules.ts';
import { loadSweepFile, type SweepFile } from './sweep-file.ts';
import { readingAs, SWEEP_FILE } from './file-kinds.ts';
import { prepareOutputs, writeFileAtomic, writeOutputs, userPath, type CommandInput } from './io.ts';
import { VERSION } from './options-help.ts';
import { PAIRED_TRIALS_WHY, parseTrials } from './play-words.ts';
import { accessSync, constants, statSync } from 'node:fs';
import { loadScenarioSetup, parseMaxTurns } from './scenario-commands.ts';

/** The options of `deadeye sweep`. */
export interface SweepOptions extends PlayOptions {
  vary?: string[] | undefined;
  system: string;
  variant?: string | undefined;
  maxTurns?: string | undefined;
  csv?: string;
  /** A sweep file (`sweep-file.ts`), whose fields the other options override. */
  sweep?: string | undefined;
  /** `--house-rule` files, applied to every cell and the baseline, in order. */
  houseRule?: string[] | undefined;
}

/** Most cells in a grid: each is a full run. */
export const MAX_SWEEP_CELLS = 400;

/** Most trials in a whole sweep (cells and baseline): each trial's outcome is kept for pairing, about 13 bytes. */
export const MAX_SWEEP_TRIALS = 200_000_000;

/** @throws Error naming the options when the sweep would keep more than {@link MAX_SWEEP_TRIALS} trial outcomes */
function checkSize(arms: number, trials: number): void {
  if (arms * trials > MAX_SWEEP_TRIALS) throw new Error(`--trials: ${arms} arms (the cells and the baseline) x ${thousands(trials)} trials is more than ${thousands(MAX_SWEEP_TRIALS)} trials in all; use fewer cells, fewer trials or a lower --max-trials`);
}

/** One parsed `--vary`: what it changes and its values. */
type Spec =
  | { readonly kind: 'cell'; readonly name: string; readonly path: string; readonly values: readonly CellValue[] }
  | { readonly kind: 'stat'; readonly name: string; readonly character: number; readonly stat: string; readonly values: readonly CellValue[] }
  | { readonly kind: 'weapon'; readonly name: string; readonly character: number; readonly values: readonly string[] }
  | { readonly kind: 'range'; readonly name: string; readonly values: readonly number[] }
  | { readonly kind: 'house'; readonly name: string; readonly rule: HouseRule; readonly values: readonly boolean[] };

/** `stats` for an error message: the stats with one description grouped (`a, b, c (a skill: true or false)`). */
function listStats(stats: Readonly<Record<string, string>>): string {
  const groups = new Map<string, string[]>();
  for (const [k, v] of Object.entries(stats)) groups.set(v, [...(groups.get(v) ?? []), k]);
  return [...groups].map(([what, names]) => `${names.join(', ')} (${what})`).join('; ');
}

/** `a..b:step` or `x,y,z` as values (numbers where they read as numbers, `true`/`false`, else words). @throws Error naming the option */
export function parseValues(text: string, spec: string): CellValue[] {
  // The step's sign is read too, so that a negative step gets the range's own message (an audit,
  // 2026-12-01: `80..100:-5` fell through to the list's reading and was blamed on the stat's range).
  const range = /^(-?\d+(?:\.\d+)?)\.\.(-?\d+(?:\.\d+)?)(?::(-?\d+(?:\.\d+)?))?$/.exec(text.trim());
  if (range !== null) {
    const [a, b, step] = [Number(range[1]), Number(range[2]), Number(range[3] ?? 1)];
    if (!(step > 0) || b < a) throw new Error(`--vary "${spec}": a range is from..to:step with from <= to and a step above 0, e.g. 80..100:5`);
    const n = Math.floor((b - a) / step + 1e-9) + 1;
    if (n > MAX_SWEEP_CELLS) throw new Error(`--vary "${spec}": ${n} values; at most ${MAX_SWEEP_CELLS}`);
    return Array.from({ length: n }, (_, k) => Number((a + k * step).toPrecision(12)));
  }
  const words = text.split(',').map((w) => w.trim());
  if (words.length === 0 || words.some((w) => w === '')) throw new Error(`--vary "${spec}": expected values as from..to:step or a comma list, e.g. 80..100:5 or 2,5,10`);
  const values = words.map((w) => (w === 'true' ? true : w === 'false' ? false : Number.isFinite(Number(w)) ? Number(w) : w));
  // A value listed twice would be played twice, as two cells of the same change (an audit,
  // 2026-12-08: `bac=80,80` played and printed two identical cells, and drew the line through both).
  const twice = values.find((v, k) => values.indexOf(v) !== k);
  if (twice !== undefined) throw new Error(`--vary "${spec}": the value ${String(twice)} is given twice; give each value once`);
  return values;
}

/**
 * Reads the `--vary` specs against the scenario and system.
 * @throws Error naming the spec and the fix: no `=`, an unknown character or system, a stat the system cannot set
 */
export function parseSpecs(specs: readonly string[], scenario: Scenario, system: RuleSystem): Spec[] {
  if (specs.length === 0 || specs.length > 2) throw new Error(`--vary: give one or two parameters (a line for one, a heat map for two), found ${specs.length}`);
  const parsed = specs.map((spec): Spec => parseSpec(spec, scenario, system));
  // One parameter named twice: the second setting would overwrite the first in every cell (an
  // audit, 2026-11-29: the cells were labelled with values never played).
  if (parsed.length === 2 && parsed[0]!.name === parsed[1]!.name) throw new Error(`--vary: ${parsed[0]!.name} is given twice; give its values once (e.g. "${parsed[0]!.name}=a,b,c") and another parameter, if any, second`);
  return parsed;
}

/** One `--vary` spec, parsed (see {@link parseSpecs}). */
function parseSpec(spec: string, scenario: Scenario, system: RuleSystem): Spec {
  if (spec.startsWith('house:')) {
    const [rule] = loadHouseRules([spec.slice('house:'.length)]);
    return { kind: 'house', name: spec, rule: rule!, values: [false, true] };
  }
  const eq = spec.indexOf('=');
  if (eq <= 0) throw new Error(`--vary "${spec}": expected NAME=VALUES (e.g. "Doc Holliday.boothill.bac=80..100:5", "boothill.hitModifiers.shotgun.short=10..40:10") or house:FILE`);
  const name = spec.slice(0, eq).trim();
  const values = parseValues(spec.slice(eq + 1), spec);
  const parts = name.split('.');
  if (parts[0] === system.id) return { kind: 'cell', name, path: name, values };
  if (name === 'range') {
    if (values.some((v) => typeof v !== 'number' || !(v > 0))) throw new Error(`--vary "${spec}": a range is a distance in spaces above 0, e.g. range=2,5,10,15`);
    return { kind: 'range', name, values: values as number[] };
  }
  if (parts.length >= 2 && parts[parts.length - 1] === 'weapon') {
    const who = parts.slice(0, -1).join('.');
    const i = scenario.characters.findIndex((c) => c.name === who);
    if (i >= 0) {
      const weapons = system.vary?.weapons;
      if (weapons === undefined || system.vary?.setWeapon === undefined) throw new Error(`--vary "${spec}": ${system.name} cannot change a character's weapon in a sweep`);
      return { kind: 'weapon', name, character: i, values: values.map(String) };
    }
  }
  const sys = parts[parts.length - 2];
  const stat = parts[parts.length - 1]!;
  const who = parts.slice(0, -2).join('.');
  const i = scenario.characters.findIndex((c) => c.name === who);
  if (parts.length < 3 || i < 0) {
    // A character's name mistyped, or his stat named without the system ("Doc Holliday.bac"): the
    // parameter meant, whole, if a name is near.
    const names = scenario.characters.map((c) => c.name);
    const typed = parts.length >= 3 ? who : parts.length === 2 ? parts[0]! : '';
    const near = typed === '' ? undefined : closestName(typed, names);
    const meant = near === undefined ? undefined : parts.length >= 3 ? `${near}.${sys}.${stat}` : stat === 'weapon' ? `${near}.weapon` : `${near}.${system.id}.${stat}`;
    const hint = meant === undefined ? '' : `; did you mean "${meant}"?`;
    throw new Error(`--vary "${spec}": "${name}" is neither a table cell of ${system.name} (${system.id}.<table>.<row>.<column>), nor a character's stat (<character>.${system.id}.<stat>) or weapon (<character>.weapon), nor range (characters: ${names.join(', ')})${hint}`);
  }
  if (sys !== system.id) throw new Error(`--vary "${spec}": the stat is of "${sys}", and the sweep plays ${system.id} (--system)`);
  const stats = system.vary?.stats;
  if (stats === undefined || system.vary?.setStat === undefined) throw new Error(`--vary "${spec}": ${system.name} cannot set a character's stats in a sweep yet; vary a table cell (${system.id}.<table>.<row>.<column>) instead`);
  if (!(stat in stats)) throw new Error(`--vary "${spec}": ${system.name}'s stats are ${listStats(stats)}`);
  return { kind: 'stat', name, character: i, stat, values };
}

/**
 * The readable title of a parameter, for the report's axes and legends (its `name`, the raw key,
 * stays in the JSON and the tables): a stat with its character and the system's own description
 * and unit ("Doc Holliday: BAC, basic accuracy with firearms (percent, 0..100)"), a table cell by
 * table, row and column, a weapon, the range in map spaces, a house rule by name. An audit
 * (2026-12-07) found "Doc Holliday.boothill.bac" as the x axis' title, without its "%".
 */
export function parameterTitle(s: Spec, scenario: Scenario, system: RuleSystem): string {
  switch (s.kind) {
    case 'stat':
      return `${scenario.characters[s.character]?.name ?? s.name}: ${s.stat.toUpperCase()}, ${system.vary?.stats?.[s.stat] ?? s.stat}`;
    case 'cell':
      return `${system.name} table cell: ${s.name.split('.').slice(1).join(' / ')}`;
    case 'weapon':
      return `${scenario.characters[s.character]?.name ?? s.name}'s weapon`;
    case 'range':
      return 'Range between the sides (map spaces)';
    case 'house':
      return `House rule "${s.rule.name}" (off / on)`;
  }
}

/** A value as the outputs show it. */
function word(v: CellValue | boolean): string {
  return typeof v === 'boolean' ? (v ? 'on' : 'off') : String(v);
}

/**
 * Plays and reports a sweep.
 * @throws Error naming the option and the fix, or a ScenarioError naming the file and field (a bad value for a cell)
 */
/**
 * The options of a sweep with its file's fields filled in where the command line gave none
 * (`given(option)`: the option was typed on the command line), and the scenario to play.
 * @throws Error when neither the command line nor the sweep file names a scenario
 */
export function mergeSweepFile(file: string | undefined, o: SweepOptions, sf: SweepFile | undefined, given: (option: keyof SweepOptions) => boolean): { readonly scenario: string; readonly options: SweepOptions } {
  const scenario = file ?? sf?.scenario;
  if (scenario === undefined) throw new Error(`deadeye sweep: give a scenario file${sf === undefined ? ' (or --sweep FILE naming one)' : `; the sweep file ${sf.file} names none (scenario: scenarios/...)`}`);
  if (sf === undefined) return { scenario, options: o };
  const pick = <K extends keyof SweepOptions>(k: K, fromFile: SweepOptions[K] | undefined): SweepOptions[K] => (given(k) || fromFile === undefined ? o[k] : fromFile);
  return {
    scenario,
    options: {
      ...o,
      system: pick('system', sf.system) as string,
      variant: pick('variant', sf.variant),
      seed: pick('seed', sf.seed) as string,
      // --target-error on the command line replaces the file's trials.
      trials: (given('targetError') ? o.trials : pick('trials', sf.trials)) as string,
      houseRule: pick('houseRule', sf.houseRules === undefined ? undefined : [...sf.houseRules]),
      vary: pick('vary', [...sf.vary]),
    },
  };
}

/**
 * A wrapper of the steps that read values a sweep file may have given: an error they throw naming
 * `--system`, `--variant`, `--trials` or a `--vary` spec that came from the file (not typed on the
 * command line) is reworded to name the file and its field (`sweeps/x.yaml: system: ...`,
 * `sweeps/x.yaml: vary[0] ("range=5..1:1"): ...`, one cell's value:
 * `sweeps/x.yaml: vary[0] ("range=5,100000"), the value 100000: ...`): the user never typed the
 * option it named (an audit, 2026-11-29). Other errors pass unchanged.
 * @param vary the `--vary` specs played, the file's (as `NAME=VALUES` text) when it gave them
 */
function sweepFileBlame(sf: SweepFile | undefined, given: (option: keyof SweepOptions) => boolean, vary: readonly string[]): <T>(step: () => T) => T {
  return (step) => {
    try {
      return step();
    } catch (e) {
      if (sf === undefined || !(e instanceof Error) || e.constructor !== Error) throw e;
      for (const field of ['system', 'variant', 'trials'] as const) {
        if (!given(field) && e.message.startsWith(`--${field}: `)) throw new Error(`${sf.file}: ${field}: ${e.message.slice(field.length + 4)}`);
      }
      if (!given('vary') && e.message.startsWith('--vary')) {
        const k = vary.findIndex((spec) => e.message.startsWith(`--vary "${spec}": `));
        if (k >= 0) throw new Error(`${sf.file}: vary[${k}] ("${vary[k]}"): ${e.message.slice(`--vary "${vary[k]}": `.length)}`);
        // One cell's value (inCell's `--vary NAME=VALUE: `).
        const cell = /^--vary ([^=]+)=([^:]*): /.exec(e.message);
        const c = cell === null ? -1 : vary.findIndex((spec) => spec.startsWith(`${cell[1]}=`));
        if (cell !== null && c >= 0) throw new Error(`${sf.file}: vary[${c}] ("${vary[c]}"), the value ${cell[2]}: ${e.message.slice(cell[0].length)}`);
        throw new Error(`${sf.file}: vary: ${e.message.replace(/^--vary:? /, '')}`);
      }
      throw e;
    }
  };
}

/** Why `path` (absolute) cannot be read as a file, in a few words, or undefined when it can. */
function unreadable(path: string): string | undefined {
  try {
    if (statSync(path).isDirectory()) return 'a directory';
    accessSync(path, constants.R_OK);
    return undefined;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'no such file' : code === 'EACCES' ? 'permission denied' : (code ?? String(e));
  }
}

/**
 * Checks the paths a sweep file gives and the sweep plays (`scenario` unless a scenario argument
 * replaces it, `houseRules` unless `--house-rule` does, each `house:FILE` of `vary` unless `--vary`
 * does), so that a missing one is blamed on the sweep file's field rather than on the path alone
 * (an audit, 2026-11-30).
 * @param scenarioGiven whether a scenario argument was typed
 * @throws Error `sweeps/x.yaml: houseRules[0]: houserules/nope.yaml is not a readable file (no such file); fix the path ...`
 */
export function checkSweepFilePaths(sf: SweepFile, scenarioGiven: boolean, given: (option: keyof SweepOptions) => boolean): void {
  const fields: [string, string][] = [];
  if (!scenarioGiven && sf.scenario !== undefined) fields.push(['scenario', sf.scenario]);
  if (!given('houseRule')) (sf.houseRules ?? []).forEach((f, k) => fields.push([`houseRules[${k}]`, f]));
  if (!given('vary')) sf.vary.forEach((spec, k) => spec.startsWith('house:') && fields.push([`vary[${k}] ("${spec}")`, spec.slice('house:'.length)]));
  for (const [field, path] of fields) {
    const why = unreadable(userPath(path));
    if (why !== undefined) throw new Error(`${sf.file}: ${field}: ${path} is not a readable file (${why}); fix the path (a sweep file's paths are read from the directory deadeye runs in)`);
  }
}

/** Runs `make`, an error of this module's own (a plain Error) prefixed with `--vary NAME=VALUE: ` so that it names the cell. */
function inCell<T>(name: string, value: CellValue | boolean, make: () => T): T {
  try {
    return make();
  } catch (e) {
    if (e instanceof Error && e.constructor === Error) throw new Error(`--vary ${name}=${word(value)}: ${e.message}`);
    throw e;
  }
}

/**
 * `make`, with a sweep cell's table value refused as the option it came from: the cell is a house
 * rule of the sweep's own (file `--vary NAME`), whose one change's fields the user never wrote
 * (an audit, 2026-12-01: `--vary ...range: changes[0].to: expected ...`). Now one line
 * `--vary NAME=VALUE: expected ..., found ...`; any other error unchanged.
 */
function sweepCellBlame<T>(make: () => T, specs: readonly { readonly kind: string; readonly name: string }[], choice: readonly (CellValue | boolean)[]): T {
  try {
    return make();
  } catch (e) {
    const k = e instanceof ScenarioError ? specs.findIndex((s) => s.kind === 'cell' && `--vary ${s.name}` === e.file) : -1;
    if (k < 0) throw e;
    const problems = (e as ScenarioError).problems.map((p) => `expected ${p.expected}, found ${p.found}`);
    throw new Error(`--vary ${specs[k]!.name}=${word(choice[k]!)}: ${problems.join('; ')}`);
  }
}

/**
 * Plays and reports a sweep.
 * @param file the scenario file (undefined: the sweep file's `scenario`)
 * @throws Error naming the option and the fix, or a ScenarioError naming the file and field (a bad
 *   sweep file, a bad value for a cell)
 */
export async function sweepCommand(file: string | undefined, options: SweepOptions, cmd?: Command): Promise<void> {
  const sf = options.sweep === undefined ? undefined : readingAs(() => loadSweepFile(userPath(options.sweep!), options.sweep), userPath(options.sweep), options.sweep, SWEEP_FILE);
  const given = (k: keyof SweepOptions): boolean => (cmd === undefined ? options[k] !== undefined : cmd.getOptionValueSource(k) === 'cli');
  const { scenario: scenarioFile, options: o } = mergeSweepFile(file, options, sf, given);
  if (sf !== undefined) checkSweepFilePaths(sf, file !== undefined, given);
  const fromFile = sweepFileBlame(sf, given, o.vary ?? []);
  const request = parseTarget(o, given('trials'));
  let trials = request === undefined ? fromFile(() => parseTrials(o.trials, 2, '--trials', PAIRED_TRIALS_WHY)) : 0;
  const baseRules = loadHouseRules(o.houseRule);
  const base = fromFile(() => loadScenarioSetup(scenarioFile, { system: o.system, variant: o.variant, maxTurns: o.maxTurns, houseRule: o.houseRule }));
  const system = base.system;
  const scenario = { ...base.scenario, file: scenarioFile };
  const specs = fromFile(() => parseSpecs(o.vary ?? [], base.scenario, system));
  const grid: { values: Record<string, string>; choice: (CellValue | boolean)[] }[] = [];
  const [first, second] = specs;
  for (const a of first!.values) {
    if (second === undefined) grid.push({ values: { [first!.name]: word(a) }, choice: [a] });
    else for (const b of second.values) grid.push({ values: { [first!.name]: word(a), [second.name]: word(b) }, choice: [a, b] });
  }
  if (grid.length > MAX_SWEEP_CELLS) throw new Error(`--vary: ${grid.length} cells; at most ${MAX_SWEEP_CELLS} (each is a full run)`);
  const maxTurns = o.maxTurns === undefined ? undefined : parseMaxTurns(o.maxTurns);
  const writtenRange = specs.some((s) => s.kind === 'range') ? scenarioRange(scenario) : undefined;
  // Every cell compiled before anything is played, so that a bad value stops the sweep at once.
  const setups: CompiledScenario[] = fromFile(() => grid.map((cell) => {
    const rules: HouseRule[] = [...baseRules];
    specs.forEach((s, k) => {
      const v = cell.choice[k]!;
      if (s.kind === 'house' && v === true) rules.push(s.rule);
      if (s.kind === 'cell') rules.push({ name: `${s.name} = ${word(v)}`, description: 'a sweep cell', system: system.id, file: `--vary ${s.name}`, sha256: '', changes: [{ set: s.path, to: v as CellValue, note: 'deadeye sweep' }] });
    });
    let current: Scenario & { readonly file?: string } = scenario;
    // The range first: it moves characters of the scenario, which the stats and weapons then compile from.
    specs.forEach((s, k) => {
      if (s.kind === 'range') current = { ...inCell(s.name, cell.choice[k]!, () => withRange(current, cell.choice[k] as number)).scenario, file: scenarioFile };
    });
    // House rules' cells, switches and changes to named characters, then the sweep's own stats and
    // weapons (which win), each compiled from the scenario as the last change left it.
    const ruled = sweepCellBlame(() => compileWithHouseRules(system, current, rules, { variant: o.variant, maxTurns }), specs, cell.choice);
    current = ruled.scenario;
    const compile = (changed: Scenario & { readonly file?: string }): CompiledScenario => {
      current = changed;
      return ruled.recompile(changed);
    };
    let setup = ruled.setup;
    specs.forEach((s, k) => {
      const v = cell.choice[k]!;
      if (s.kind === 'stat') setup = inCell(s.name, v, () => system.vary!.setStat!(current, setup, s.character, s.stat, v, compile));
      if (s.kind === 'weapon') setup = inCell(s.name, v, () => system.vary!.setWeapon!(current, setup, s.character, String(v), compile));
    });
    return setup;
  }));
  if (request === undefined) checkSize(grid.length + 1, trials);
  const inputs: CommandInput[] = [
    { what: 'the scenario', path: scenarioFile },
    { what: '--sweep', path: options.sweep },
    ...houseRuleInputs(o.houseRule),
    ...(o.vary ?? []).filter((spec) => spec.startsWith('house:')).map((spec) => ({ what: `--vary ${spec}: the house-rule file`, path: spec.slice('house:'.length) })),
  ];
  const outputs = await prepareOutputs(o, { files: [{ option: '--csv', value: o.csv, example: 'sweep.csv' }], inputs });
  const csvPath = outputs.files[0];
  const pool = new TrialPool(outputs.threads);
  let run;
  let planned: ReturnType<typeof plannedTrials> | undefined;
  try {
    if (request !== undefined) {
      // The pilot plays every cell: each cell's rates are the sweep's headline rates.
      const pilot = await pool.runPaired(system.id, setups, { seed: request.pilotSeed, trials: request.pilotTrials, progress: progressBar(`${base.setup.name}: pilot of ${grid.length} cells`, { quiet: o.quiet === true }) });
      planned = plannedTrials(request, pilot.counts.flatMap((c) => skirmishRates(c)));
      trials = Math.max(2, planned.trials);
      checkSize(grid.length + 1, trials);
    }
    const progress = progressBar(`${base.setup.name}: ${grid.length} cells and the baseline`, { quiet: o.quiet === true });
    run = await pool.runPaired(system.id, [base.setup, ...setups], { seed: o.seed, trials, progress });
  } finally {
    await pool.destroy();
  }
  const parameters: SweepParameter[] = specs.map((s) => ({ name: s.name, values: s.values.map((v) => word(v)) }));
  const result = sweepResult(
    {
      scenario: base.setup.id,
      scenarioName: base.setup.name,
      system: system.id,
      systemName: system.name,
      variant: base.setup.variant.name,
      trials,
      seed: o.seed,
      confidence: 0.95,
      pairing: "common random numbers: trial t of every cell and of the baseline draws the same numbers for the same purposes (@deadeye/rng: per trial and lane), and each cell is compared with the baseline trial by trial",
      parameters,
      elapsedMs: Math.round(run.elapsedMs),
      version: VERSION,
    },
    base.setup.sides.map((s) => s.name),
    run.winners[0]!,
    grid.map((cell, k) => ({ values: cell.values, winners: run.winners[k + 1]! })),
  );
  // The sweep file, the range as written and the house rules under every cell, after the fields a sweep always has.
  const extra = {
    ...(sf === undefined ? {} : { sweepFile: { file: sf.file, ...(sf.name === undefined ? {} : { name: sf.name }), ...(sf.description === undefined ? {} : { description: sf.description }) } }),
    ...(writtenRange === undefined ? {} : { rangeAsWritten: Number(writtenRange.toFixed(3)) }),
  };
  let out: SweepResult & { precision?: PrecisionPlan } = withHouseRules({ ...result, ...extra }, base.houseRules);
  if (request !== undefined && planned !== undefined) {
    out = { ...out, precision: precisionPlan({ ...request, confidence: 0.95 }, planned, widestHalfWidth(result.rows.map((r) => ({ label: `${r.metric} at ${Object.values(r.values).join(', ')}`, count: r.count, n: r.trials })))) };
  }
  const rangeLine = writtenRange === undefined ? '' : `range as written: ${Number(writtenRange.toFixed(2))} spaces (the first character of each side; range moves the second side along that line)\n`;
  process.stdout.write(formatSweep(result) + rangeLine + formatHouseRules(base.houseRules) + (out.precision === undefined ? '' : formatPrecision(out.precision)));
  if (csvPath !== undefined) {
    writeFileAtomic(csvPath, sweepCsv(result));
    process.stdout.write(`CSV: ${csvPath}\n`);
  }
  const report = outputs.report;
  await writeOutputs(out, outputs.jsonPath, outputs.reportDir, report === undefined ? undefined : (dir: string, r: SweepResult) => report.writeSweepReport(dir, r, { titles: Object.fromEntries(specs.map((s) => [s.name, parameterTitle(s, base.scenario, system)])) }));
}

/** The sweep for the terminal: the baseline, then per cell each rate and its change. */
export function formatSweep(r: SweepResult): string {
  const pct = (x: number): string => shareText(x, 1);
  const pts = (x: number): string => formatSigned(100 * x, 1);
  const lines = [
    `${r.scenarioName} under ${r.systemName}: ${r.parameters.map((p) => `${p.name} = ${p.values.join(', ')}`).join('; ')}; ${thousands(r.trials)} trials per cell, seed ${r.seed}, each cell paired with the scenario as written`,
    `baseline (as written): ${r.baseline.map((b) => `${b.metric} ${pct(b.rate)}`).join(', ')}`,
  ];
  const cells = new Map<number, typeof r.rows>();
  for (const row of r.rows) cells.set(row.cell, [...(cells.get(row.cell) ?? []), row]);
  for (const rows of cells.values()) {
    const head = Object.entries(rows[0]!.values).map(([k, v]) => `${k} = ${v}`).join(', ');
    lines.push(`${head}: ${rows.map((x) => `${x.metric} ${pct(x.rate)} (${pts(x.difference)} [${pts(x.differenceInterval[0])}, ${pts(x.differenceInterval[1])}] points)`).join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}
