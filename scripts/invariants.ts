/**
 * `pnpm invariants`: plays scenarios under rule systems with the state invariants of
 * scripts/invariant-checks.ts checked at every agent decision, turn and trial (occupancy, status
 * transitions, nobody acting while out, ammunition, each system's counters, the incremental
 * observation against a fresh one, the accumulator, a trial replayed alone), and prints one line
 * per scenario and system, with up to three examples of each kind of violation and the command
 * that replays the trial. The golden results say outcomes did not move; this says the state behind
 * them stayed consistent (README, "pnpm invariants").
 *
 *   pnpm invariants [--systems boothill,quickdraw,shootout] [--scenarios a,b|all] [--trials N] [--seed S] [--variant V | --every-switch] [--verbose]
 *
 * `--variant V` plays one system's variant (its switches, e.g. every Quick on the Draw switch on:
 * the state must stay consistent under each rule a group might play); it needs one system.
 * `--every-switch` plays each system's default reading with every one of its switches on
 * (`text+lethal+...` under Quick on the Draw, `screen+misfires` under BOOT HILL), any number of
 * systems; `pnpm test` runs it after the default check.
 *
 * Default: every scenario in scenarios/*.yaml under every registered system, 2,000 trials each
 * (Northfield, whose checked trial costs about 60 of the street fight's, 200 unless `--trials` is
 * given), seed 1; about 45 s. A scenario is named by its file's base name, or given as a path to a YAML file.
 * `--verbose` also lists the cases the rules allow that were met (each with its ruling).
 *
 * Exit status: 0 when every check held, 1 when any violation was found (or a scenario could not
 * be played), 2 for bad arguments (one line on stderr).
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getSystem, systemIds } from '@deadeye/registry';
import { checkInvariants, formatInvariantResult, type InvariantResult } from './invariant-checks.ts';

/** The repository's root (this script's parent directory). */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCENARIOS = join(ROOT, 'scenarios');
/** Trials per scenario by default, and for `northfield` (45 characters: a checked trial costs about 60 of the street fight's; its 200 take 3-4 s a system). */
const DEFAULT_TRIALS = 2000;
const DEFAULT_NORTHFIELD_TRIALS = 200;

/** What the command line asks for. */
interface Request {
  readonly systems: readonly string[];
  /** Scenario files, absolute. */
  readonly files: readonly string[];
  /** Trials per scenario; undefined: the defaults above. */
  readonly trials: number | undefined;
  readonly seed: string;
  /** `--variant`: one system's variant, or undefined for its default. */
  readonly variant: string | undefined;
  /** `--every-switch`: each system's default reading with all its switches on (then `variant` is undefined). */
  readonly everySwitch: boolean;
  readonly verbose: boolean;
}

/** A bad argument: printed as one line, exit status 2. */
class ArgumentError extends Error {}

/** The usage line, shown with a bad option. */
const USAGE = 'pnpm invariants [--systems boothill,quickdraw,shootout] [--scenarios a,b|all] [--trials N] [--seed S] [--variant V | --every-switch] [--verbose]';
/** The options that take a value. */
const VALUE_OPTIONS = ['--systems', '--scenarios', '--trials', '--seed', '--variant'];

/**
 * Reads the command line.
 * @throws ArgumentError for an unknown option, an unknown system or scenario, a scenario file that
 *   does not exist, a trial count that is not a whole number >= 1, an empty seed
 */
function parseRequest(argv: readonly string[]): Request {
  // `--trials -3` as `--trials=-3`, so that a negative count is read as one (and refused below),
  // not as an unknown option.
  const args: string[] = [];
  for (let k = 0; k < argv.length; k++) {
    const next = argv[k + 1];
    if (VALUE_OPTIONS.includes(argv[k]!) && next !== undefined && /^-\d/.test(next)) args.push(`${argv[k]}=${argv[++k]}`);
    else args.push(argv[k]!);
  }
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        systems: { type: 'string' },
        scenarios: { type: 'string' },
        trials: { type: 'string' },
        seed: { type: 'string', default: '1' },
        variant: { type: 'string' },
        'every-switch': { type: 'boolean', default: false },
        verbose: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    throw new ArgumentError(`${(e as Error).message.split('\n')[0]!} (usage: ${USAGE})`);
  }
  const known = systemIds();
  const systems = values.systems === undefined ? known : list(values.systems, '--systems');
  for (const s of systems) if (!known.includes(s)) throw new ArgumentError(`--systems: unknown rule system "${s}"; known: ${known.join(', ')}`);
  const bundled = readdirSync(SCENARIOS)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => basename(f, '.yaml'))
    .sort();
  const asked = values.scenarios === undefined || values.scenarios === 'all' ? bundled : list(values.scenarios, '--scenarios');
  const files = asked.map((s) => {
    if (s.endsWith('.yaml') || s.endsWith('.yml')) {
      const file = resolve(process.env['INIT_CWD'] ?? process.cwd(), s);
      if (!existsSync(file)) throw new ArgumentError(`--scenarios: no file ${s}`);
      return file;
    }
    if (!bundled.includes(s)) throw new ArgumentError(`--scenarios: unknown scenario "${s}"; known: all, ${bundled.join(', ')} (or a path to a .yaml file)`);
    return join(SCENARIOS, `${s}.yaml`);
  });
  let trials: number | undefined;
  if (values.trials !== undefined) {
    trials = Number(values.trials);
    if (!(Number.isInteger(trials) && trials >= 1)) throw new ArgumentError(`--trials: expected a whole number >= 1, got "${values.trials}"`);
  }
  if (values.seed.trim() === '') throw new ArgumentError('--seed: expected a word or number, got nothing');
  if (values.variant !== undefined && values['every-switch']) throw new ArgumentError('--variant and --every-switch: give one or the other (--every-switch plays each system\'s default reading with all its switches on)');
  if (values.variant !== undefined && systems.length !== 1) throw new ArgumentError(`--variant: a variant is one system's; give one system with --systems (got ${systems.join(', ')}), or use --every-switch`);
  return { systems, files, trials, seed: values.seed, variant: values.variant, everySwitch: values['every-switch'], verbose: values.verbose };
}

/** The comma list given to `option`, blanks dropped. @throws ArgumentError when it names nothing */
function list(s: string, option: string): string[] {
  const items = s
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
  if (items.length === 0) throw new ArgumentError(`${option}: expected a comma list, got "${s}"`);
  return items;
}

/** System `id`'s variant for the request: `--variant`, else with `--every-switch` its default reading and every switch (`text+a+b...`), else undefined (its default). */
function variantFor(req: Request, id: string): string | undefined {
  if (!req.everySwitch) return req.variant;
  const system = getSystem(id);
  const switches = system.variants.filter((v) => v.kind === 'switch').map((v) => v.name);
  return switches.length === 0 ? undefined : `${system.defaultVariant}+${switches.join('+')}`;
}

/** `1234567` as `1,234,567`. */
const count = (x: number): string => x.toLocaleString('en-US');

/** Runs the request; returns the exit status (0 clean, 1 violations or a scenario that could not be played). */
function main(req: Request): number {
  const t0 = performance.now();
  let failed = 0;
  let violations = 0;
  let trials = 0;
  let decisions = 0;
  let allowed = 0;
  let checks = 0;
  const trialsLine = req.trials === undefined ? `${DEFAULT_TRIALS} trials a scenario (Northfield ${DEFAULT_NORTHFIELD_TRIALS})` : `${req.trials} trials a scenario`;
  console.log(`invariants: seed ${req.seed}, ${trialsLine}, systems ${req.systems.join(', ')}${req.variant === undefined ? '' : `, variant ${req.variant}`}${req.everySwitch ? ', every switch of each system on' : ''}`);
  for (const file of req.files) {
    const id = basename(file).replace(/\.ya?ml$/, '');
    const n = req.trials ?? (id === 'northfield' ? DEFAULT_NORTHFIELD_TRIALS : DEFAULT_TRIALS);
    for (const system of req.systems) {
      let r: InvariantResult;
      try {
        r = checkInvariants({ system, file, trials: n, seed: req.seed, variant: variantFor(req, system) });
      } catch (e) {
        failed++;
        console.log(`${system.padEnd(10)} ${id.padEnd(20)} cannot be played: ${(e as Error).message}`);
        continue;
      }
      checks++;
      trials += r.trials;
      decisions += r.decisions;
      violations += r.violationCount;
      allowed += Object.values(r.allowed).reduce((s, k) => s + k, 0);
      for (const line of formatInvariantResult(r, { verbose: req.verbose, cwd: process.env['INIT_CWD'] ?? ROOT })) console.log(line);
    }
  }
  const secs = ((performance.now() - t0) / 1000).toFixed(1);
  const allowedNote = allowed === 0 ? '' : ` (${count(allowed)} cases the rules allow${req.verbose ? '' : ', listed by --verbose'})`;
  const found = violations === 0 ? 'no violations' : `${count(violations)} violation${violations === 1 ? '' : 's'}`;
  console.log(`${checks} check${checks === 1 ? '' : 's'}, ${count(trials)} trials, ${count(decisions)} decisions in ${secs} s: ${found}${failed > 0 ? `, ${failed} could not be played` : ''}${allowedNote}`);
  return violations > 0 || failed > 0 ? 1 : 0;
}

let req: Request;
try {
  req = parseRequest(process.argv.slice(2));
} catch (e) {
  if (!(e instanceof ArgumentError)) throw e;
  console.error(`invariants: ${e.message}`);
  process.exit(2);
}
process.exitCode = main(req);
