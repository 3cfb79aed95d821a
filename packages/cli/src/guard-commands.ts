/**
 * The CI regression guard: `deadeye baseline` stores what a later check needs of a scenario run
 * (outcome counts, trials and seed, system and variant, content hashes of the scenario file and of
 * the system's rules tables, Deadeye's version and commit, the stream derivation, the test
 * settings) as plain, reviewable JSON; `deadeye check` reruns every baseline's scenario with a seed
 * derived from the baseline's (`<seed>/check`: independent streams, and a given tree passes or
 * fails the same way every time) and tests the new counts against the stored ones
 * (`@deadeye/stats` guard.ts): exit status 0 when nothing shifted, 1 when something did, 2 on bad
 * input; a table per baseline, and JUnit XML for CI systems.
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseWhole, sha256Hash, type AppliedChange, type CompiledScenario, type HouseRule, type RuleSystem, thousands, trialsText } from '@deadeye/core';
import { applyHouseRules, compileWithHouseRules as compileWithRules, houseRuleInputs, loadHouseRules } from './house-rules.ts';
import { loadScenarioFile } from './file-kinds.ts';
import { parseTrials } from './play-words.ts';
import { RULE_SYSTEMS, compileScenario, getSystem } from '@deadeye/registry';
import { DERIVATION } from '@deadeye/rng';
import { MAX_TRIALS, TrialPool, defaultThreads, progressBar } from '@deadeye/runner';
import { adjustAcross, detectableShift, formatP, formatSigned, guardCheck, rosterDifference, shareText, guardOutcomes, type GuardCheck, type GuardOutcomes, type GuardTest } from '@deadeye/stats';
import { assertDistinctOutputs, assertFileWritable, assertPathGiven, assertSparesInputs, shownPath, userPath, writeFileAtomic, type CommandInput } from './io.ts';
import { VERSION } from './options-help.ts';
import { parseSystemIds } from './system-list.ts';
import { DEFAULT_ALPHA } from './options-help.ts';

/**
 * The baseline file's format and the version written; a check reads it and
 * {@link BASELINE_FORMATS_READ}, and refuses any other. Version 2 (2026-12-01) counts the end
 * state `escaped` (off the map with the side's objective, no casualty); a version-1 baseline
 * counts such a man as fled and as a casualty, and is checked so (stats' `guardCheck`).
 */
export const BASELINE_FORMAT = 'deadeye-baseline';
export const BASELINE_FORMAT_VERSION = 2;
export const BASELINE_FORMATS_READ: readonly number[] = [1, 2];
/** How the random numbers are derived (rng's DERIVATION: per trial and lane); a baseline made under another cannot be checked. */
export const STREAM_DERIVATION = `trial-lanes-v1 (${DERIVATION})`;
/** The rule deriving a check's seed from the baseline's. */
export const checkSeed = (seed: string): string => `${seed}/check`;

/** A baseline file. */
export interface Baseline {
  readonly format: typeof BASELINE_FORMAT;
  readonly formatVersion: number;
  /** The scenario file, relative to the baseline file's folder, with its sha256 when the baseline was made. */
  readonly scenario: { readonly path: string; readonly id: string; readonly name: string; readonly sha256: string };
  readonly system: string;
  readonly variant: string;
  /** House rules applied (`--house-rule`), in order: each one's name, file as given, sha256 and changes as applied; `check` must be given the same files. */
  readonly houseRules: readonly BaselineHouseRule[];
  /** sha256 over the system's rules tables (`packages/<system>/src/tables`, file names and contents). */
  readonly rulesSha256: string;
  readonly deadeye: { readonly version: string; readonly commit: string | null };
  readonly streams: string;
  readonly seed: string;
  readonly trials: number;
  /** How a check tests against it (written for the reader; the check uses its own options). */
  readonly test: { readonly alpha: number; readonly checkSeed: string; readonly categorical: string; readonly ordinal: string; readonly adjustment: string };
  readonly outcomes: GuardOutcomes;
}

/** A house rule as a baseline names it. */
export interface BaselineHouseRule {
  readonly name: string;
  /** The file as given to `baseline --house-rule`. */
  readonly file: string;
  /** The file relative to the baseline's folder, where `check` reads it when given no `--house-rule` (baselines made since 2026-12-07). */
  readonly path?: string;
  readonly sha256: string;
  readonly changes: readonly AppliedChange[];
}

/**
 * Compiles a scenario for a baseline or its check with the house rules of its system among
 * `rules` (others are left out: with `--all`, each system gets its own).
 * @returns the setup and the house rules as a baseline names them
 */
function compileWithHouseRules(system: RuleSystem, scenario: Parameters<typeof compileScenario>[1], variant: string | undefined, rules: readonly HouseRule[]): { setup: CompiledScenario; houseRules: BaselineHouseRule[] } {
  const mine = rules.filter((r) => r.system === system.id);
  const { setup, house } = compileWithRules(system, scenario, mine, { variant });
  return { setup, houseRules: house.rules.map((r) => ({ name: r.name, file: r.file, sha256: r.sha256, changes: r.changes })) };
}

/** A baseline's house rules with where they are from the baseline's folder (`out`), for `check` to read them. */
function withPaths(rules: readonly BaselineHouseRule[], out: string): BaselineHouseRule[] {
  return rules.map((r) => ({ name: r.name, file: r.file, path: relative(dirname(out), userPath(r.file)), sha256: r.sha256, changes: r.changes }));
}

/**
 * Checks that the house rules given to `check` for a baseline's system change the cells it was
 * made with to the same values, in the same order (`made`: the baseline's; `now`: the given ones,
 * resolved). A rule edited in its notes or description only changes nothing played and passes, with
 * a note (an audit, 2026-12-07: a note edited turned the check red, by its file's sha256).
 * @returns the notes for the check's output (a rule file changed, its cells the same)
 * @throws Error `<baseline>: houseRules: expected --house-rule ..., found ...` naming the fix
 */
function checkSameHouseRules(file: string, b: Baseline, now: readonly BaselineHouseRule[]): string[] {
  const made = b.houseRules ?? [];
  if (made.length === now.length && made.every((h, i) => sameCells(h, now[i]!))) {
    return now.flatMap((r, i) => (r.sha256 === made[i]!.sha256 ? [] : [`the house rule ${r.file} changed since the baseline, not in the cells it changes (notes or description)`]));
  }
  const wanted = made.length === 0 ? 'no house rule of ' + b.system + ' (the baseline was made without)' : made.map((h) => `--house-rule ${h.file} ("${h.name}": ${h.changes.map((c) => `${c.path} ${String(c.value)}`).join(', ')})`).join(' ');
  const found = now.length === 0 ? 'none given' : now.map((r) => `${r.file} ("${r.name}": ${r.changes.map((c) => `${c.path} ${String(c.value)}`).join(', ')})`).join(', ');
  throw new Error(`${file}: houseRules: expected ${wanted}, in that order, found ${found}; give the same house rules, leave --house-rule out to play the baseline's own, or make the baseline again`);
}

/** Whether two house rules change the same cells to the same values, in the same order (their notes aside). */
function sameCells(a: BaselineHouseRule, b: BaselineHouseRule): boolean {
  const cells = (r: BaselineHouseRule): string => JSON.stringify(r.changes.map((c) => [c.path, c.value]));
  return cells(a) === cells(b);
}

/**
 * The house rules a baseline is checked with when `check` is given no `--house-rule`: its own, each
 * read from where the baseline names it (`path`, relative to the baseline's folder; a baseline made
 * before 2026-12-07 has only `file`, relative to the directory it was made from), as it is now:
 * like the scenario file, a rule changed since is played and noted, so a change of its cells is
 * a shift if it moves the outcomes (a folder of baselines with and without house rules is checked
 * in one command: an audit, 2026-12-07).
 * @throws Error naming the baseline, the rule and the fix when a file is missing, or as
 *   `loadHouseRule` for a file no longer a valid house rule
 */
function ownHouseRules(file: string, b: Baseline): HouseRule[] {
  return (b.houseRules ?? []).map((h, i) => {
    const at = h.path !== undefined ? resolve(dirname(file), h.path) : userPath(h.file);
    if (!existsSync(at)) throw new Error(`${shownPath(file)}: houseRules[${i}]: ${shownPath(at)} ("${h.name}"), which the baseline was made with, does not exist; restore it, give the rules with --house-rule, or make the baseline again`);
    return { ...loadHouseRules([at])[0]!, file: h.file };
  });
}

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

/** sha256 of a file's bytes, hex. */
function fileHash(path: string): string {
  return sha256Hash().update(readFileSync(path)).digest('hex');
}

/** sha256 over every file under the system's tables folder (sorted relative names and contents). */
export function rulesHash(system: string): string {
  const root = join(REPO, 'packages', system, 'src', 'tables');
  const h = sha256Hash();
  const walk = (dir: string): string[] => readdirSync(dir).sort().flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
  for (const f of existsSync(root) ? walk(root) : []) h.update(relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
  return h.digest('hex');
}

function gitCommit(): string | null {
  try {
    // node:child_process loaded here, not at every start of the command (scripts/build.ts defers commander's too).
    const { execFileSync } = createRequire(import.meta.url)('node:child_process') as typeof import('node:child_process');
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * Plays `setup` and returns its counts: a progress bar on a terminal; where stderr is not one (a
 * CI log) and not `quiet`, one line when it is played, `deadeye: <label>: 20,000 trials in 4.1 s`,
 * so that a log of `check baselines` or `baseline --all` shows how far it got (an audit, 2026-12-08:
 * a CI log showed nothing for the minutes the 42 baselines take).
 */
async function play(pool: TrialPool, system: string, setup: CompiledScenario, seed: string, trials: number, label: string, quiet: boolean): Promise<GuardOutcomes> {
  const run = await pool.runScenario(system, setup, { seed, trials, progress: progressBar(label, { quiet }) });
  if (!quiet && !process.stderr.isTTY) process.stderr.write(`deadeye: ${label}: ${trialsText(trials)} in ${(run.elapsedMs / 1000).toFixed(1)} s\n`);
  return guardOutcomes(run.counts);
}

/** The options of `deadeye baseline`. */
export interface BaselineOptions {
  system?: string;
  variant?: string;
  trials: string;
  seed: string;
  threads?: string;
  out: string;
  all?: boolean;
  /** With `all`: comma list of scenario file names (without .yaml) to leave out. */
  except?: string;
  quiet?: boolean;
  /** `--house-rule` files, in order (with `all`: each applied to its own system's baselines). */
  houseRule?: string[];
}

/**
 * `deadeye baseline FILE --out FILE.json` (one scenario under `--system`, default boothill), or
 * `deadeye baseline DIR --all --out DIR` (every scenario of the folder, or the one FILE, under every
 * system that can play it, or those of `--system`, one file `<scenario>.<system>.json` each).
 * Nothing is written until every baseline has been played: an interrupted run changes no file.
 * @throws Error naming the option or file and the fix, before anything is written
 */
export async function baselineCommand(target: string, o: BaselineOptions): Promise<void> {
  const trials = parseTrials(o.trials, 2, '--trials', 'a baseline of one trial has no spread to test against');
  const threads = o.threads === undefined ? defaultThreads() : parseWhole(o.threads, '--threads', 1);
  assertPathGiven('--out', o.out, o.all === true ? 'baselines' : 'baselines/x.boothill.json');
  const rules = loadHouseRules(o.houseRule);
  const jobs: { file: string; system: string; out: string }[] = [];
  const path = userPath(target);
  if (o.all === true) {
    if (!existsSync(path)) throw new Error(`${target}: --all needs a folder of scenario files, or one scenario file`);
    let systems: string[];
    try {
      systems = o.system === undefined ? RULE_SYSTEMS.map((s) => s.id) : parseSystemIds(o.system);
    } catch (e) {
      throw new Error((e as Error).message.replace(/^--systems: /, '--system: '));
    }
    // Each system has its own variants: --variant goes with one system, as library's (an audit,
    // 2026-11-30: --all --variant rulebook made BOOT HILL's baselines alone, saying nothing).
    if (o.variant !== undefined && systems.length !== 1) {
      throw new Error(`--variant: each rule system has its own variants, so --variant goes with one system (--system X), not with --all over ${o.system === undefined ? 'every system' : `--system ${o.system}`}; leave it out for each system's default variant, or name one system`);
    }
    // A folder: its scenarios; a file: that scenario alone (under every system).
    const folder = statSync(path).isDirectory() ? path : dirname(path);
    const yamls = statSync(path).isDirectory() ? readdirSync(path).filter((x) => x.endsWith('.yaml')).sort() : [basename(path)];
    const except = o.except === undefined ? [] : o.except.split(',').map((x) => x.trim());
    for (const x of except) if (!yamls.includes(`${x}.yaml`)) throw new Error(`--except: no scenario ${x}.yaml in ${target}; give file names without .yaml (${yamls.map((y) => basename(y, '.yaml')).join(', ')})`);
    for (const f of yamls.filter((y) => !except.includes(basename(y, '.yaml')))) {
      const scenario = { ...loadScenarioFile(join(folder, f)), file: join(folder, f) };
      for (const id of systems) {
        try {
          compileScenario(getSystem(id), scenario, { variant: o.variant });
        } catch (e) {
          // A variant the system does not have is no scenario's: refused, not taken for "cannot play".
          if (e instanceof Error && e.message.startsWith('--variant: ')) throw e;
          continue; // a system that cannot play it has no baseline of it
        }
        jobs.push({ file: join(folder, f), system: id, out: join(userPath(o.out), `${basename(f, '.yaml')}.${id}.json`) });
      }
    }
  } else {
    if (o.except !== undefined) throw new Error('--except: only with --all');
    if (!o.out.endsWith('.json')) throw new Error(`--out ${o.out}: give the baseline file's name, e.g. baselines/${basename(target, '.yaml')}.${o.system ?? 'boothill'}.json (or use --all with a folder)`);
    jobs.push({ file: path, system: o.system ?? 'boothill', out: userPath(o.out) });
    // One scenario under one system: every house rule given must be of that system.
    applyHouseRules(getSystem(o.system ?? 'boothill'), rules, o.variant);
  }
  // Bad output paths and bad house rules stop the command before anything is played.
  for (const j of jobs) assertFileWritable(j.out, `--out ${o.out}`, `give ${o.all === true ? 'a folder for the baselines' : "the baseline file's name"}`);
  assertSparesInputs(
    jobs.map((j) => ({ what: `--out ${o.out}`, path: j.out })),
    [...jobs.map((j) => ({ what: 'the scenario', path: shownPath(j.file) })), ...houseRuleInputs(o.houseRule)],
  );
  for (const j of jobs) compileWithHouseRules(getSystem(j.system), { ...loadScenarioFile(j.file, j.file === path ? target : j.file), file: j.file }, o.variant, rules);
  // Every input checked: a small baseline is made, with what it can and cannot see (an audit,
  // 2026-12-07: one of 1 trial passed its checks silently, with intervals of no width).
  if (trials < SMALL_BASELINE) {
    const points = (x: number): string => (100 * x).toFixed(0);
    const shift = detectableShift(trials, DEFAULT_ALPHA);
    // A rate near 50% can move 50 points at most: past that the guide's figure is no move at all
    // (an audit, 2026-12-08: 10 trials said "must move about 92 points", 2 trials 207).
    const what =
      shift < 0.5
        ? `a baseline this small detects only large shifts: a win rate near 50% must move about ${points(shift)} points for check to notice it (80% of the time, --alpha ${DEFAULT_ALPHA})`
        : `a baseline this small detects no shift of a win rate near 50%: not even a move to 0% or 100% would be noticed by check 80% of the time (--alpha ${DEFAULT_ALPHA})`;
    process.stderr.write(`deadeye: warning: --trials ${thousands(trials)}: ${what}, against about ${points(detectableShift(20000, DEFAULT_ALPHA))} with 20,000 trials, the bundled baselines'\n`);
  }
  const pool = new TrialPool(threads);
  const made: { out: string; text: string; what: string }[] = [];
  try {
    for (const [k, j] of jobs.entries()) {
      const system = getSystem(j.system);
      const scenario = { ...loadScenarioFile(j.file), file: j.file };
      const { setup, houseRules } = compileWithHouseRules(system, scenario, o.variant, rules);
      const outcomes = await play(pool, j.system, setup, o.seed, trials, `${jobs.length === 1 ? '' : `${k + 1} of ${jobs.length}: `}${setup.name} (${system.name})`, o.quiet === true);
      const baseline: Baseline = {
        format: BASELINE_FORMAT,
        formatVersion: BASELINE_FORMAT_VERSION,
        scenario: { path: relative(dirname(j.out), j.file), id: setup.id, name: setup.name, sha256: fileHash(j.file) },
        system: j.system,
        variant: setup.variant.name,
        houseRules: withPaths(houseRules, j.out),
        rulesSha256: rulesHash(j.system),
        deadeye: { version: VERSION, commit: gitCommit() },
        streams: STREAM_DERIVATION,
        seed: o.seed,
        trials,
        test: {
          alpha: DEFAULT_ALPHA,
          checkSeed: checkSeed(o.seed),
          categorical: "chi-square test of homogeneity on the 2 x k table, rare categories merged until every expected count is at least 5; a 2 x 2 table left with a smaller one by Fisher's exact test",
          ordinal: 'the same test on the histogram, each value a category',
          adjustment: 'Holm over every test of one check',
        },
        outcomes,
      };
      made.push({ out: j.out, text: `${JSON.stringify(baseline, null, 2)}\n`, what: `${setup.name}, ${system.name}` });
    }
  } finally {
    await pool.destroy();
  }
  // Written once every job has been played, so that an interrupted `--all` leaves the folder as it
  // was rather than some baselines new and some old, none marked (an audit, 2026-11-29).
  for (const m of made) {
    writeFileAtomic(m.out, m.text);
    process.stdout.write(`baseline: ${shownPath(m.out)} (${m.what}, ${trialsText(trials)}, seed ${o.seed})\n`);
  }
}

/** Below this many trials `baseline` warns that only large shifts will be detected. */
const SMALL_BASELINE = 1000;

/**
 * Reads and checks a baseline file.
 * @throws Error, one line naming the file and the field: not JSON, not a baseline, another format
 *   version or stream derivation (with how to make it again), its scenario file missing, an unknown
 *   system or variant, a blank seed, trials that are not a count of 1 to {@link MAX_TRIALS} or
 *   not the outcomes' trials, counts that do not add up to the trials
 */
export function readBaseline(file: string): Baseline {
  const again = `make it again with deadeye baseline`;
  let b: Baseline;
  try {
    b = JSON.parse(readFileSync(file, 'utf8')) as Baseline;
  } catch (e) {
    // A scenario given where its baseline was meant: say how to make the baseline.
    if (/\.ya?ml$/i.test(file)) throw new Error(`${file}: a scenario file, not a baseline (a .json); make one with deadeye baseline ${file} --out <file>.json, then check that`);
    // JSON.parse quotes the start of the text, newlines and all: one line, its quote closed.
    throw new Error(`${file}: not a readable baseline (${(e as Error).message.replace(/\s+/g, ' ').trim()}); ${again}`);
  }
  if (b === null || typeof b !== 'object' || b.format !== BASELINE_FORMAT) throw new Error(notABaseline(file, b));
  if (!BASELINE_FORMATS_READ.includes(b.formatVersion)) throw new Error(`${file}: formatVersion: written by an incompatible Deadeye (format ${String(b.formatVersion)}, this one reads ${BASELINE_FORMATS_READ.join(' and ')}); ${again}`);
  if (b.streams !== STREAM_DERIVATION) throw new Error(`${file}: streams: made with another random stream derivation ("${b.streams}", this Deadeye uses "${STREAM_DERIVATION}"); ${again}`);
  const o = b.outcomes as GuardOutcomes | undefined;
  if (o === undefined || !Number.isInteger(o.trials) || !Array.isArray(o.sides) || !Array.isArray(o.characters) || !Array.isArray(o.turns) || typeof b.seed !== 'string' || typeof b.scenario?.path !== 'string') {
    throw new Error(`${file}: outcomes: missing or malformed (trials, sides, characters, turns, seed, scenario.path); ${again}`);
  }
  // Every number of the outcomes is a count (an audit, 2026-11-29: a count edited to "16many"
  // reached the statistics library, whose message named neither the file nor the field).
  const bad = firstNonCount(o, 'outcomes');
  if (bad !== undefined) throw new Error(`${file}: ${bad.path}: expected a count (a whole number, 0 or more), found ${JSON.stringify(bad.found)}; ${again}`);
  if (typeof b.system !== 'string' || !RULE_SYSTEMS.some((x) => x.id === b.system)) {
    throw new Error(`${file}: system: expected one of ${RULE_SYSTEMS.map((x) => x.id).join(', ')}, found ${JSON.stringify(b.system)}; ${again}`);
  }
  // The fields the check plays from, each blamed on itself (an audit, 2026-11-30: trials -5 was
  // played, or refused by the runner naming neither file nor field; a bogus variant was blamed on
  // a --variant option check does not have; a blank seed was played; counts that did not add up
  // were tested).
  if (b.seed.trim() === '') throw new Error(`${file}: seed: expected the seed of the run (a word or a number), found ${JSON.stringify(b.seed)}; ${again}`);
  if (!(Number.isInteger(b.trials) && b.trials >= 1 && b.trials <= MAX_TRIALS)) throw new Error(`${file}: trials: expected the trials played, a whole number from 1 to ${MAX_TRIALS}, found ${JSON.stringify(b.trials)}; ${again}`);
  if (b.trials !== o.trials) throw new Error(`${file}: trials: ${b.trials}, but outcomes.trials is ${o.trials}; the two are the trials played and must agree: ${again}`);
  const sum = inconsistentCount(o);
  if (sum !== undefined) throw new Error(`${file}: ${sum}; the counts are corrupt: ${again}`);
  // Whether the system has the variant is known when it compiles the scenario (checkCommand, before anything is played).
  if (typeof b.variant !== 'string') throw new Error(`${file}: variant: expected the name of a rules variant, found ${JSON.stringify(b.variant)}; ${again}`);
  const scenario = resolve(dirname(file), b.scenario.path);
  if (!existsSync(scenario)) throw new Error(`${file}: scenario.path: ${scenario} does not exist; restore the scenario file or make the baseline again`);
  return b;
}

/**
 * The line for a JSON file that is not a baseline (no `format: "deadeye-baseline"`): what it looks
 * like when it is another of Deadeye's outputs (a run's results, `check --json`'s checks), and how
 * to make a baseline. An audit, 2026-12-07: a results JSON gave `found undefined`.
 */
function notABaseline(file: string, data: unknown): string {
  const d = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  const format = d?.['format'];
  if (format !== undefined) return `${file}: format: expected "${BASELINE_FORMAT}", found ${JSON.stringify(format)}; not a baseline file`;
  const scenario = typeof d?.['scenario'] === 'string' ? ` of scenario ${JSON.stringify(d['scenario'])}` : '';
  if (d !== undefined && 'checks' in d && 'alpha' in d) return `${file}: the checks deadeye check --json writes, not a baseline; give check the baseline files (e.g. baselines/)`;
  if (d !== undefined && 'trials' in d && 'sides' in d && 'system' in d) return `${file}: a results JSON${scenario} (deadeye run --json), not a baseline; make a baseline with deadeye baseline <scenario file> --out <file>.json, then check that`;
  return `${file}: format: missing, not a baseline file (deadeye baseline writes one, with format "${BASELINE_FORMAT}")`;
}

/**
 * The first count of a baseline's outcomes (each already a whole number, 0 or more) that does not
 * add up to the trials: every trial has one outcome of the sides' wins and the draws, one number
 * of turns, one number of casualties per side, one end state per character.
 * @returns the field and what it adds up to, e.g. `outcomes.turns: add up to 499 trials, not the 500 of outcomes.trials`, or undefined
 */
function inconsistentCount(o: GuardOutcomes): string | undefined {
  const total = (xs: readonly number[]): number => xs.reduce((a, x) => a + x, 0);
  const not = `not the ${o.trials} of outcomes.trials`;
  const wins = total(o.sides.map((s) => s.wins)) + o.draws;
  if (wins !== o.trials) return `outcomes.sides[].wins and outcomes.draws: add up to ${wins} trials, ${not}`;
  if (total(o.turns) !== o.trials) return `outcomes.turns: add up to ${total(o.turns)} trials, ${not}`;
  for (const [k, s] of o.sides.entries()) {
    if (!Array.isArray(s.casualties)) return `outcomes.sides[${k}].casualties: missing`;
    if (total(s.casualties) !== o.trials) return `outcomes.sides[${k}].casualties: add up to ${total(s.casualties)} trials, ${not}`;
  }
  for (const [k, c] of o.characters.entries()) {
    const states = Object.values(c.endState ?? {}) as number[];
    if (total(states) !== o.trials) return `outcomes.characters[${k}].endState: adds up to ${total(states)} trials, ${not}`;
  }
  return undefined;
}

/**
 * The first entry of a baseline's outcomes that is not a count: a number that is not a whole
 * number 0 or more, or a string where the counts are (names are strings: `name` fields are skipped).
 */
function firstNonCount(x: unknown, path: string): { path: string; found: unknown } | undefined {
  if (typeof x === 'number') return Number.isInteger(x) && x >= 0 ? undefined : { path, found: x };
  if (Array.isArray(x)) {
    for (let k = 0; k < x.length; k++) {
      const bad = firstNonCount(x[k], `${path}[${k}]`);
      if (bad !== undefined) return bad;
    }
    return undefined;
  }
  if (x !== null && typeof x === 'object') {
    for (const [k, v] of Object.entries(x)) {
      if (typeof v === 'string' && (k === 'name' || k === 'side' || k === 'weapon')) continue;
      const bad = firstNonCount(v, `${path}.${k}`);
      if (bad !== undefined) return bad;
    }
    return undefined;
  }
  return typeof x === 'boolean' || x === null ? undefined : { path, found: x };
}

/**
 * The baseline files named: each file, and every `*.json` of each folder, each once.
 * @throws Error for a path that does not exist, a folder with no baseline, or a baseline named
 *   twice (a file and its folder, a file given twice, a link to one): checked twice, it would add
 *   its tests twice to the Holm adjustment, weakening every test of the run (an audit, 2026-12-08:
 *   `check baselines baselines/x.json` checked x twice and adjusted over twice its tests)
 */
function baselineFiles(paths: readonly string[]): string[] {
  const named = new Map<string, string>();
  return paths.flatMap((p) => {
    const path = userPath(p);
    if (!existsSync(path)) throw new Error(`${p}: no such baseline file or folder`);
    const files = statSync(path).isDirectory() ? readdirSync(path).filter((f) => f.endsWith('.json')).sort().map((f) => join(path, f)) : [path];
    if (files.length === 0) throw new Error(`${p}: no baseline (*.json) in this folder; make them with deadeye baseline --all scenarios --out ${p}`);
    for (const f of files) {
      const real = realpathSync(f);
      const before = named.get(real);
      if (before !== undefined) {
        const by = before === p ? `twice by ${p}` : `by ${before} and by ${p}`;
        throw new Error(`${shownPath(f)}: named ${by}; give each baseline once (checked twice, its tests would count twice in the Holm adjustment and weaken every test of the run)`);
      }
      named.set(real, p);
    }
    return files;
  });
}

/** One baseline's check, as printed and written. */
export interface CheckedBaseline {
  readonly file: string;
  readonly scenario: string;
  readonly system: string;
  readonly variant: string;
  readonly trials: { readonly baseline: number; readonly now: number };
  readonly seed: string;
  /** What changed since the baseline was made (the scenario file, the rules tables), in words. */
  readonly changedSince: readonly string[];
  readonly check: GuardCheck;
}

/** The table of one baseline's check for the terminal. */
export function formatCheck(c: CheckedBaseline): string {
  const p = formatP;
  const lines = [`${c.file}: ${c.scenario}, ${c.system} (${c.variant}), ${trialsText(c.trials.now)} seed ${c.seed} against ${thousands(c.trials.baseline)}: ${c.check.shifted ? 'SHIFTED' : 'no shift'} (changes with ${(100 * (1 - c.check.alpha)).toFixed(1)}% intervals)`];
  for (const why of c.changedSince) lines.push(`  note: ${why}`);
  const w = Math.max(6, ...c.check.tests.map((t) => t.label.length));
  const change = (d: GuardTest['difference']): string => {
    const f = (x: number): string => (d.kind === 'share' ? formatSigned(100 * x, 2) : formatSigned(x, 3));
    return d.kind === 'share' ? `${d.label} ${f(d.value)} points [${f(d.interval[0])}, ${f(d.interval[1])}]` : `${f(d.value)} ${d.label} [${f(d.interval[0])}, ${f(d.interval[1])}]`;
  };
  for (const t of c.check.tests) lines.push(`  ${t.shifted ? 'SHIFT' : 'ok   '} ${t.label.padEnd(w)}  p ${p(t.pValue).padStart(7)}  adjusted ${p(t.adjustedP).padStart(7)}  change ${change(t.difference)}  baseline ${t.baseline}  now ${t.now}`);
  for (const u of c.check.untested) lines.push(`  -     ${u.metric}: not tested, ${u.why}`);
  // The win rates' interval is at 1 - 2 alpha, the level TOST reads: said on each line, since the
  // heading gives the tests' 1 - alpha (an audit found two intervals of one quantity, one unlabelled).
  const rateLevel = `${+(100 * (1 - 2 * c.check.alpha)).toFixed(2)}%`;
  for (const r of c.check.rates) {
    const pts = (x: number): string => formatSigned(100 * x, 2);
    // An interval off 0 beside "no shift detected": the verdict is the adjusted test's, said so
    // (an audit, 2026-12-07: CI readers take such an interval for a detected change).
    const off = r.verdict === 'no shift detected' && (r.interval[0] > 0 || r.interval[1] < 0) ? " (this interval is the rate's own, not adjusted for the other tests; the verdict is the Holm-adjusted test of the side wins and draws above)" : '';
    lines.push(`  ${r.side} win rate: ${shareText(r.baseline, 2)} -> ${shareText(r.now, 2)}, ${pts(r.difference)} points, ${rateLevel} interval [${pts(r.interval[0])}, ${pts(r.interval[1])}]: ${r.verdict === 'equivalent' ? `equivalent within ${(100 * c.check.equivalence!).toFixed(2)} points` : r.verdict}${off}`);
  }
  return `${lines.join('\n')}\n`;
}

const xml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JUnit XML: a test suite per baseline, a test case per metric, a failure per shifted one. */
export function junitXml(checks: readonly CheckedBaseline[]): string {
  const suites = checks.map((c) => {
    const cases = c.check.tests.map((t) => {
      const body = t.shifted ? `<failure message="${xml(`${t.label} shifted: adjusted p ${t.adjustedP.toExponential(2)} < ${c.check.alpha}`)}">${xml(`baseline: ${t.baseline}\nnow: ${t.now}\np ${t.pValue}, Holm-adjusted ${t.adjustedP}${c.changedSince.length > 0 ? `\n${c.changedSince.join('\n')}` : ''}`)}</failure>` : '';
      return `    <testcase classname="${xml(`${c.scenario}.${c.system}`)}" name="${xml(t.label)}">${body}</testcase>`;
    });
    return `  <testsuite name="${xml(c.file)}" tests="${c.check.tests.length}" failures="${c.check.tests.filter((t) => t.shifted).length}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  const failures = checks.reduce((s, c) => s + c.check.tests.filter((t) => t.shifted).length, 0);
  const tests = checks.reduce((s, c) => s + c.check.tests.length, 0);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="deadeye check" tests="${tests}" failures="${failures}">\n${suites.join('\n')}\n</testsuites>\n`;
}

/** The options of `deadeye check`. */
export interface CheckOptions {
  alpha: string;
  trials?: string;
  threads?: string;
  equivalence?: string;
  junit?: string;
  json?: string;
  quiet?: boolean;
  /** `--house-rule` files, in order: each baseline is replayed with those of its system, which must change the cells its own changed to the same values; none given: each baseline's own, from their files. */
  houseRule?: string[];
}

/**
 * `deadeye check PATH...`: every baseline (files, or every `*.json` of a folder) checked, every
 * test of the run Holm-adjusted together (so `--alpha` is the false-alarm rate of the whole run);
 * exit status 1 when any shifted (`process.exitCode`), 0 otherwise.
 * @throws Error, one line, for bad options or a bad baseline, before anything is played
 */
export async function checkCommand(paths: readonly string[], o: CheckOptions): Promise<void> {
  const alpha = Number(o.alpha);
  if (!(alpha > 0 && alpha < 1)) throw new Error(`--alpha: expected a fraction between 0 and 1, e.g. 0.001, got ${o.alpha}`);
  const equivalence = o.equivalence === undefined ? undefined : Number(o.equivalence);
  if (equivalence !== undefined && !(equivalence > 0 && equivalence < 1)) throw new Error(`--equivalence: expected a margin as a fraction between 0 and 1, e.g. 0.01 for one point, got ${o.equivalence}`);
  const trials = o.trials === undefined ? undefined : parseTrials(o.trials, 2, '--trials', 'a rerun of one trial has no spread to test: every check would pass');
  const threads = o.threads === undefined ? defaultThreads() : parseWhole(o.threads, '--threads', 1);
  const files = baselineFiles(paths);
  assertPathGiven('--junit', o.junit, 'check.xml');
  assertPathGiven('--json', o.json, 'check.json');
  const junitPath = o.junit === undefined ? undefined : userPath(o.junit);
  const jsonPath = o.json === undefined ? undefined : userPath(o.json);
  if (junitPath !== undefined) assertFileWritable(junitPath, `--junit ${o.junit}`, 'give a file name, e.g. check.xml');
  if (jsonPath !== undefined) assertFileWritable(jsonPath, `--json ${o.json}`, 'give a file name, e.g. check.json');
  assertDistinctOutputs([`--junit ${o.junit}`, junitPath], [`--json ${o.json}`, jsonPath]);
  const outputs = [{ what: `--junit ${o.junit}`, path: junitPath }, { what: `--json ${o.json}`, path: jsonPath }];
  const shown = shownPath;
  // A baseline named as an output is refused before it is read (it may not be one yet).
  assertSparesInputs(outputs, [...files.map((f): CommandInput => ({ what: 'the baseline', path: shown(f) })), ...houseRuleInputs(o.houseRule)]);
  const rules = loadHouseRules(o.houseRule);
  const baselines = files.map((f) => ({ file: f, b: readBaseline(f) }));
  assertSparesInputs(outputs, baselines.map(({ file, b }): CommandInput => ({ what: `the scenario of ${shown(file)}`, path: shown(resolve(dirname(file), b.scenario.path)) })));
  // Given --house-rule: those of each baseline's system, which must change what its own changed;
  // given none: each baseline's own, read from their files (ownHouseRules).
  const given = o.houseRule !== undefined && o.houseRule.length > 0;
  const rulesOf = baselines.map(({ file, b }) => (given ? rules : ownHouseRules(file, b)));
  for (const r of rules) {
    if (!baselines.some(({ b }) => b.system === r.system)) throw new Error(`${r.file}: system: expected the system of a baseline checked (${[...new Set(baselines.map(({ b }) => b.system))].join(', ')}), found "${r.system}"; this house rule applies to none`);
  }
  const setups = baselines.map(({ file, b }, k) => {
    const path = resolve(dirname(file), b.scenario.path);
    const scenario = { ...loadScenarioFile(path), file: path };
    const mine = rulesOf[k]!;
    // The baseline's variant is the one played, house rules' switches included; setting them again
    // changes nothing. A variant the system does not have is the baseline's field, not an option
    // (an audit, 2026-11-30: it was blamed on --variant, which check does not take).
    let setup: CompiledScenario;
    let played: BaselineHouseRule[];
    try {
      ({ setup, houseRules: played } = compileWithHouseRules(getSystem(b.system), scenario, b.variant, mine));
    } catch (e) {
      if (e instanceof Error && e.message.startsWith('--variant: ')) throw new Error(`${file}: variant: ${e.message.slice('--variant: '.length)}; make it again with deadeye baseline`);
      throw e;
    }
    // Sides or characters renamed, added or removed: said before anything is played, naming the
    // baseline, the scenario and the names (an audit, 2026-12-07: a renamed character was found
    // only after the replay, in a line that named neither file nor character).
    const differs = rosterDifference(b.outcomes, setup);
    if (differs !== null) throw new Error(`${shownPath(file)}: its scenario ${shownPath(path)} no longer has the baseline's sides and characters (${differs}); make the baseline again with deadeye baseline, or put the names back`);
    // Its own rules as they are now (one whose `system` was edited would be left out: refused);
    // noted where a file changed since; given ones must match.
    if (!given && played.length !== mine.length) {
      const lost = mine.find((r) => r.system !== b.system)!;
      throw new Error(`${shownPath(file)}: houseRules: ${lost.file} is now a house rule of ${lost.system}, the baseline's is ${b.system}; put its system back, or make the baseline again`);
    }
    const ruleNotes = given
      ? checkSameHouseRules(shownPath(file), b, played)
      : played.flatMap((r, i) => {
          const was = b.houseRules[i];
          if (r.sha256 === was?.sha256) return [];
          return [was !== undefined && sameCells(r, was) ? `the house rule ${r.file} changed since the baseline, not in the cells it changes (notes or description)` : `the house rule ${r.file} changed since the baseline, in the cells it changes: a shift may be the rule's, not the code's`];
        });
    return { path, setup, ruleNotes };
  });
  // A rerun of other trials than its baseline's: with rows so unequal the chi-square's far tail
  // (where Holm's thresholds lie) is too thin, and false alarms come somewhat more often than
  // --alpha (README, "`deadeye baseline` and `deadeye check`"; docs/ci.md). Said once, before anything is played.
  const unequal = trials === undefined ? [] : baselines.filter(({ b }) => b.trials !== trials);
  if (unequal.length > 0) {
    const first = unequal[0]!;
    const which = unequal.length === 1 ? `${shownPath(first.file)} was made with ${thousands(first.b.trials)}` : `${unequal.length} of the ${baselines.length} baselines were made with other trials (${shownPath(first.file)}: ${thousands(first.b.trials)})`;
    process.stderr.write(`deadeye: warning: --trials ${thousands(trials!)}: ${which}; against unequal trials the chi-square's far tail is too thin and false alarms come somewhat more often than --alpha (1.3% at --alpha 0.01 for 2,000 trials against 20,000); leave --trials out for the stated rate\n`);
  }
  const checks: CheckedBaseline[] = [];
  const pool = new TrialPool(threads);
  try {
    for (let k = 0; k < baselines.length; k++) {
      const { file, b } = baselines[k]!;
      const { path, setup, ruleNotes } = setups[k]!;
      const n = trials ?? b.trials;
      const seed = checkSeed(b.seed);
      const now = await play(pool, b.system, setup, seed, n, `check ${baselines.length === 1 ? '' : `${k + 1} of ${baselines.length}: `}${setup.name} (${getSystem(b.system).name})`, o.quiet === true);
      const changedSince: string[] = [];
      if (fileHash(path) !== b.scenario.sha256) changedSince.push(`the scenario file changed since the baseline (${shownPath(path)}): a shift may be the scenario's, not the rules'`);
      changedSince.push(...ruleNotes);
      if (rulesHash(b.system) !== b.rulesSha256) changedSince.push(`${getSystem(b.system).name}'s rules tables changed since the baseline (packages/${b.system}/src/tables)`);
      checks.push({ file: shownPath(file), scenario: b.scenario.name, system: b.system, variant: b.variant, trials: { baseline: b.trials, now: n }, seed, changedSince, check: guardCheck(b.outcomes, now, alpha, equivalence) });
    }
  } finally {
    await pool.destroy();
  }
  // One family: every test of every baseline of this run, Holm-adjusted together.
  const adjusted = adjustAcross(checks.map((c) => c.check), alpha);
  checks.forEach((c, k) => ((c as { check: GuardCheck }).check = adjusted[k]!));
  for (const c of checks) process.stdout.write(formatCheck(c));
  const shifted = checks.filter((c) => c.check.shifted).length;
  const tests = checks.reduce((s, c) => s + c.check.tests.length, 0);
  const rate = unequal.length === 0 ? `at most ${alpha}` : `at most ${alpha} with each baseline's own trials, somewhat more with --trials ${thousands(trials!)} (the warning above)`;
  process.stdout.write(`\n${checks.length} baseline${checks.length === 1 ? '' : 's'} checked: ${shifted === 0 ? 'no outcome distribution shifted' : `${shifted} shifted`} (${tests} tests, Holm-adjusted together: the chance of any false alarm in this run is ${rate}).\n`);
  if (junitPath !== undefined) writeFileAtomic(junitPath, junitXml(checks));
  if (jsonPath !== undefined) writeFileAtomic(jsonPath, `${JSON.stringify({ alpha, equivalence: equivalence ?? null, checks, version: VERSION }, null, 2)}\n`);
  if (shifted > 0) process.exitCode = 1;
}
