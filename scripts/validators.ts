/**
 * The schema validators the build compiles ahead of time (issue #17 section 2: a `run` or a
 * `validate` spent about 140 ms of its start in ajv compiling the scenario schema, and 40 more
 * loading ajv): every JSON Schema the tool checks a file or a stat block against, and
 * ajv's standalone code of them, which scripts/build.ts bundles with yaml into `readers.cjs`, loaded
 * by the module it puts in place of core's `scenario/file-libraries.ts` (which has none in the
 * sources).
 *
 * The code is ajv's own (`ajv/dist/standalone`), made with the loader's options and vocabulary
 * (core's `SCHEMA_OPTIONS`, `SCHEMA_VOCABULARY`), so it accepts, rejects, reports and fills in
 * defaults as the validator ajv compiles at run time (cli's file-readers.test.ts checks it
 * on every bundled scenario and house rule and on files with mistakes). Each validator is keyed by
 * its schema's JSON text: the loader uses it only for a schema with that very text.
 *
 * A schema left out of {@link PRECOMPILED_SCHEMAS} is compiled at run time, as before: add a new
 * one here.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { asciiOnly } from '../packages/runner/src/worker-bundle.ts';
import { type parseYamlWithSchema, SCHEMA_OPTIONS, SCHEMA_VOCABULARY } from '../packages/core/src/scenario/load.ts';
import { scenarioSchema } from '../packages/core/src/scenario/schema.ts';
import { houseRuleSchema } from '../packages/core/src/house-rules/load.ts';
import { encounterTemplateSchema } from '../packages/core/src/balance.ts';
import { ANY_DATA } from '../packages/cli/src/file-kinds.ts';
import { sweepFileSchema } from '../packages/cli/src/sweep-file.ts';
import { BOOT_HILL_STAT_BLOCK } from '../packages/boothill/src/skirmish/stat-block.ts';
import { QD_BEAST_BLOCK, QD_STAT_BLOCK, QD_STAT_BLOCK_OVERRIDE } from '../packages/quickdraw/src/character/stat-block.ts';
import { SO_STAT_BLOCK } from '../packages/shootout/src/skirmish/profile.ts';

/** A JSON Schema, as the loader takes one (ajv's type: scripts/ does not depend on ajv itself). */
type SchemaObject = Parameters<typeof parseYamlWithSchema>[2];

/** What the build uses of ajv, loaded from core's dependency (scripts/ does not depend on ajv itself). */
interface AjvForStandalone {
  addVocabulary(words: string[]): unknown;
  addSchema(schema: SchemaObject, key: string): unknown;
}

/** Every schema the loader checks against, by a name of its own (an identifier: the name of its validator in the generated code). */
export const PRECOMPILED_SCHEMAS: Readonly<Record<string, SchemaObject>> = {
  scenario: scenarioSchema,
  houseRule: houseRuleSchema,
  encounterTemplate: encounterTemplateSchema,
  sweepFile: sweepFileSchema,
  anyData: ANY_DATA,
  bootHillStats: BOOT_HILL_STAT_BLOCK,
  quickDrawStats: QD_STAT_BLOCK,
  quickDrawStatsOverride: QD_STAT_BLOCK_OVERRIDE,
  quickDrawBeast: QD_BEAST_BLOCK,
  shootoutStats: SO_STAT_BLOCK,
};

/** Where ajv resolves from: core's dependency, as the loader's. */
const CORE = fileURLToPath(new URL('../packages/core/package.json', import.meta.url));

/**
 * The ES module of the build's validators (in its `readers.cjs`): ajv's standalone code of every schema of
 * {@link PRECOMPILED_SCHEMAS} (it `require`s two small modules of ajv's runtime, which esbuild
 * bundles: {@link bundleReaders}), then `PRECOMPILED_VALIDATORS`, a Map
 * from each schema's `JSON.stringify` text to its validator.
 * @throws Error from ajv when a schema does not compile (as it would at run time)
 */
export function precompiledValidatorsModule(schemas: Readonly<Record<string, SchemaObject>> = PRECOMPILED_SCHEMAS): string {
  const require = createRequire(CORE);
  const { Ajv } = require('ajv') as { Ajv: new (options: object) => AjvForStandalone };
  const standaloneCode = (require('ajv/dist/standalone') as { default: (ajv: AjvForStandalone, refs: Record<string, string>) => string }).default;
  const ajv = new Ajv({ ...SCHEMA_OPTIONS, code: { source: true, esm: true } });
  ajv.addVocabulary([...SCHEMA_VOCABULARY]);
  const names = Object.keys(schemas);
  for (const name of names) ajv.addSchema(schemas[name]!, name);
  const code = standaloneCode(ajv, Object.fromEntries(names.map((n) => [n, n])));
  const table = names.map((n) => `[${JSON.stringify(JSON.stringify(schemas[n]))}, ${n}]`).join(',\n');
  return `${code}\nexport const PRECOMPILED_VALIDATORS = new Map([\n${table}\n]);\n`;
}

/**
 * The text of the build's `readers.cjs`, what reading a file needs (core's
 * `scenario/file-libraries.ts`): {@link precompiledValidatorsModule} and the `yaml` package
 * (exported as `yaml`), bundled by esbuild into one CommonJS file (ajv's two runtime modules and
 * yaml's files in it, so it requires only Node's own modules), all in ASCII (runner's
 * `asciiOnly`, as every bundle of the build), whitespace minified.
 * @throws Error from ajv (a schema that does not compile) or esbuild
 */
export async function bundleReaders(schemas: Readonly<Record<string, SchemaObject>> = PRECOMPILED_SCHEMAS): Promise<string> {
  const r = await build({
    stdin: { contents: `${precompiledValidatorsModule(schemas)}\nexport * as yaml from 'yaml';\n`, resolveDir: fileURLToPath(new URL('../packages/core/src/scenario/', import.meta.url)), sourcefile: 'readers (scripts/validators.ts)', loader: 'js' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    minifyWhitespace: true,
    write: false,
    logLevel: 'warning',
  });
  return `'use strict';\n${asciiOnly(r.outputFiles[0]!.text)}`;
}
