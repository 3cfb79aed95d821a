/**
 * What reading a file needs besides the loader itself (load.ts): the YAML parser, and the schema
 * validators compiled ahead of time by the build. In the sources, {@link yamlLibrary} loads `yaml`
 * from its package on first use, and {@link precompiledValidator} has none, so that the loader
 * compiles each schema with ajv on first use. The build (scripts/build.ts) puts a module of its own
 * in this one's place in the commands' bundle: on the first call of either it loads `readers.cjs`,
 * which holds yaml and ajv's standalone code of every schema on the build's list
 * (scripts/validators.ts), through the launcher with its V8 code cache. So the built `deadeye`
 * reads no module of yaml's package and neither loads ajv nor compiles a schema when it reads a
 * file: loading yaml's 80 files took 25 to 55 ms of a `run`'s start, compiling the scenario
 * schema about 140 and loading ajv about 40 (docs/performance.md, "What reading a file needs,
 * built ahead"). A command that reads no file (a duel, `--help`) loads neither.
 *
 * A validator is given only for the very JSON text it was compiled from, so a schema changed since
 * the build is compiled afresh, never checked by the old code (and the launcher rebuilds when a
 * source changes anyway).
 */
import { createRequire } from 'node:module';
import type { ValidateFunction } from 'ajv';

let yaml: typeof import('yaml') | undefined;

/** The `yaml` package, loaded on first use (a synchronous require, as every reader is synchronous; it is CommonJS under Node). */
export function yamlLibrary(): typeof import('yaml') {
  return (yaml ??= createRequire(import.meta.url)('yaml') as typeof import('yaml'));
}

/**
 * The build's validator of the schema whose `JSON.stringify` text is `schemaJson`, or `undefined`
 * when it made none (always, in the sources).
 */
export const precompiledValidator: (schemaJson: string) => ValidateFunction | undefined = () => undefined;
