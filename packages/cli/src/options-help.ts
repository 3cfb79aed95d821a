/**
 * What building the `deadeye` program (commands.ts `buildProgram`) reads besides commander and the
 * rule systems' about modules: the version, the help of the options several commands share, the
 * defaults that help prints, and the collector of a repeatable option. Kept apart from the modules
 * that also use them (io.ts, house-rules.ts, target-error.ts, guard-commands.ts), so that building
 * the program, and so `deadeye --help`, loads nothing of what the commands do: the pre-built command
 * holds these in its CLI bundle and the commands' code in another, loaded when a command runs
 * (scripts/build.ts, `lazyActions`). This module imports Node's `fs`, `path` and `url` and core's
 * `thousands` only.
 */
import { readFileSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { thousands } from '@deadeye/core/thousands';

/** Deadeye's version, from the root package.json. */
export const VERSION: string = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

/**
 * The default directory of `library` and `systems`: the scenarios bundled with Deadeye (the
 * project's scenarios/), as the user would type it: relative to the directory the command is run
 * from when it lies below it (`scenarios` at the project's root), else absolute, so that either
 * command works from any directory (it had `scenarios` relative to the caller's directory, which
 * failed elsewhere: "scenarios: no such directory").
 */
export function bundledScenariosDir(): string {
  const dir = fileURLToPath(new URL('../../../scenarios', import.meta.url));
  const rel = relative(resolve(process.env['INIT_CWD'] ?? process.cwd()), dir);
  return rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? dir : rel;
}

/** Commander's collector of a repeatable option: `--house-rule a.yaml --house-rule b.yaml` -> `['a.yaml', 'b.yaml']`. */
export function collect(value: string, previous: readonly string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** The `--house-rule` option's help. */
export const HOUSE_RULE_HELP = 'a house-rule file (houserules/*.yaml: changed table cells and variant switches, see README "House rules"); repeatable, applied in order, each file once';

/** Default `--max-trials` (with `--target-error`), trials. */
export const DEFAULT_MAX_TRIALS = 1_000_000;

/** The `--target-error` option's help. */
export const TARGET_ERROR_HELP = 'instead of --trials: play as many trials as every headline rate needs for its 95% interval to be at most this half-width (a fraction: 0.005 is half a percentage point), the count chosen from an independent 2,000-trial pilot (see README "Target precision")';
/** The `--max-trials` option's help. */
export const MAX_TRIALS_HELP = `with --target-error: the most trials to play (default ${thousands(DEFAULT_MAX_TRIALS)}); the precision is reported as not reached when it stops the run`;

/** The family-wise false-alarm rate of `deadeye check` unless `--alpha` says otherwise. */
export const DEFAULT_ALPHA = 0.001;
