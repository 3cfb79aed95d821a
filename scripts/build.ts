/**
 * `pnpm build` (and `pnpm install`, through the root `prepare` script): builds the `deadeye`
 * command ahead of time, so that it starts under plain Node with no TypeScript compilation and no
 * worker bundling (issue #17 section 2).
 *
 * Writes, under `packages/cli/dist/` (ignored by git):
 * - `build-<id>/deadeye.cjs`: the CLI's program (`packages/cli/src/main.ts`, the commands'
 *   options and help) and commander, bundled by esbuild into one CommonJS file, which the launcher
 *   compiles with a V8 code cache (`deadeye.cjs.v8cache`, written by its first start, which the
 *   build makes: compiling it was about a third of a start; CommonJS because Node 20 caches no ES
 *   module's code);
 * - `build-<id>/actions.cjs`: what the commands do (`packages/cli/src/actions.ts`) and every
 *   workspace package it imports but the rule systems, which the CLI bundle loads through the
 *   launcher, with its own code cache, when a command runs ({@link lazyActions}), so that
 *   `deadeye --help` neither reads nor compiles it;
 * - `build-<id>/systems.cjs`: the registry and all it reaches but `@deadeye/core` and
 *   `@deadeye/rng` (the agents, the three rules packages, their tables), which the commands'
 *   bundle loads the same way the first time it reads the registry ({@link lazyRegistry});
 * - `build-<id>/report.mjs`: the report package as an ES module (vega is one), which the commands'
 *   bundle loads with import() for `--report`;
 * - `build-<id>/worker.bundle.cjs`: the worker, bundled with the runner's own options
 *   (`WORKER_BUILD`), its V8 code cache, and `worker.cjs`, which loads it with the cache
 *   ({@link WORKER_STUB}) and which the commands' bundle names through `DEADEYE_PREBUILT_WORKER`;
 * - `current.json`: which build is current, and the workspace files it was built from (path, size,
 *   modification time, sha256), for the launcher (`packages/cli/bin/deadeye.cjs`) to tell a stale
 *   build from a fresh one: the program's before it starts, the rest before a command runs
 *   ({@link BuildStamp}).
 *
 * The bundle is this checkout's, not a package to copy elsewhere:
 * - the dependencies listed in {@link EXTERNAL} stay out of it and are imported by a path relative
 *   to the bundle, to the very file the importing source resolves (pnpm gives each package only
 *   its own dependencies, so a bare name would not resolve from `packages/cli/dist/`);
 * - `import.meta.url` in each bundled source is rewritten to that source file's own URL, so that
 *   what a module finds relative to itself (the root package.json, the scenarios, its dependencies
 *   loaded with `createRequire`, the fonts) it finds as it does from the sources.
 *
 * Options: `--quiet` (no line on success). Prints `deadeye: built <dir> in <s> s` to stderr.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Script } from 'node:vm';
import { build, type Metafile, type Plugin } from 'esbuild';
// The module itself, not the runner package: the build loads no engine (a source that does not compile fails in esbuild, with its own message).
import { asciiOnly, WORKER_BUILD } from '../packages/runner/src/worker-bundle.ts';
import { WORKER_V8_FLAGS } from '../packages/runner/src/v8-flags.ts';
import { bundleReaders } from './validators.ts';

/** The repository root. */
export const ROOT = fileURLToPath(new URL('../', import.meta.url));
/** Where the builds and `current.json` go. */
export const DIST = join(ROOT, 'packages/cli/dist');
/** The file naming the current build and its inputs. */
export const CURRENT = join(DIST, 'current.json');

/**
 * The dependencies left out of the bundle: `piscina` (it starts its workers from a file next to its
 * own, and the worker must share its instance), `@resvg/resvg-js` (a native addon), `danfojs-node`,
 * `vega` and `vega-lite` (several MB each, loaded only for a report; left as they are rather than
 * bundled, so they load exactly as from the sources). Everything else a source imports (commander,
 * seedrandom, the two @stdlib distributions imported statically) is bundled: one file read instead
 * of dozens of small modules resolved one by one. What a source loads on first use with
 * `createRequire` (yaml, ajv, piscina, cli-progress, the @stdlib tests) esbuild does not see: it is
 * loaded from its package at that point, as from the sources.
 */
export const EXTERNAL = ['piscina', '@resvg/resvg-js', 'danfojs-node', 'vega', 'vega-lite'];

/** One file a build was made from, as `current.json` records it. */
export interface BuildInput {
  /** Path relative to the repository root, `/`-separated. */
  readonly path: string;
  readonly size: number;
  readonly mtimeMs: number;
  /** sha256 of the content, hex. */
  readonly sha256: string;
}

/** The contents of `current.json`. */
export interface BuildStamp {
  /** The build's directory under `packages/cli/dist/`. */
  readonly dir: string;
  /** When it was built, ISO 8601. */
  readonly built: string;
  /**
   * What the CLI bundle (the program) depends on: its workspace sources, `packages/cli/src/actions.ts`
   * (whose exports its facade lists), the build script, the package manifests and the lockfile
   * (no `node_modules` file: `pnpm install` rebuilds). The launcher checks these before it starts.
   */
  readonly inputs: readonly BuildInput[];
  /**
   * Every other workspace source of the build: the commands', the rule systems', the report's and
   * the worker's. The launcher checks these before it loads the commands' bundle, so that
   * `--help` stats some 25 files, not 300.
   */
  readonly commandInputs: readonly BuildInput[];
}

const isExternal = (path: string): boolean => EXTERNAL.some((name) => path === name || path.startsWith(`${name}/`));
/** A workspace source file (not a dependency's). */
const isWorkspaceSource = (path: string): boolean => path.startsWith(join(ROOT, 'packages')) && !path.includes('/node_modules/') && /\.[cm]?ts$/.test(path);

/**
 * The plugin every build shares: externals imported by a path relative to the output file's
 * directory `outdir`, and each source's `import.meta.url` made its own (see the file's header).
 * @param format the output format: an ES module has `import.meta.url`, a CommonJS file `__dirname`
 * @param aside workspace packages built into their own file in `outdir` (name -> file name)
 */
function checkoutPlugin(outdir: string, format: 'esm' | 'cjs', aside: Readonly<Record<string, string>> = {}): Plugin {
  return {
    name: 'deadeye-checkout',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (args) => {
        const file = aside[args.path];
        if (file !== undefined) return { path: `./${file}`, external: true };
        if (args.pluginData === 'deadeye-external' || !isExternal(args.path)) return undefined;
        const r = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'deadeye-external' });
        if (r.errors.length > 0) return { errors: r.errors };
        const rel = relative(outdir, r.path).split('\\').join('/');
        return { path: rel.startsWith('.') ? rel : `./${rel}`, external: true };
      });
      b.onLoad({ filter: /\.ts$/ }, (args) => {
        if (!isWorkspaceSource(args.path)) return undefined;
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.url')) return undefined;
        const rel = JSON.stringify(relative(outdir, args.path).split('\\').join('/'));
        // CommonJS: through a helper the banner defines at the top of the file, where `require` is
        // still Node's (a source may declare its own `require`, which this expression would meet).
        const own = format === 'esm' ? `new URL(${rel}, import.meta.url).href` : `${CJS_SOURCE_URL}(${rel})`;
        return { contents: text.replaceAll('import.meta.url', own), loader: 'ts' };
      });
    },
  };
}

/** What commander's command.js loads first, and what the CLI bundle puts there instead ({@link lazyChildProcess}). */
const COMMANDER_CHILD_PROCESS = "const childProcess = require('node:child_process');";
const LAZY_CHILD_PROCESS = "const childProcess = { get spawn() { return require('node:child_process').spawn; } };";

/**
 * For the CLI bundle: commander's `lib/command.js` loads `node:child_process` (with Node's net and
 * streams) when it is loaded, for the executable subcommands (`childProcess.spawn`, its only use)
 * that Deadeye does not have; in the bundle it is loaded on first use, which never comes. That was
 * about 4 ms of every start of `deadeye`. The sources (tsx) load commander as it is.
 * @throws Error from the build when commander's file no longer has that line (another version):
 *   look again, and change or drop this plugin
 */
function lazyChildProcess(): Plugin {
  return {
    name: 'deadeye-lazy-child-process',
    setup(b) {
      b.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        // The line, and no use of childProcess but its declaration and childProcess.spawn(...).
        if (!text.includes(COMMANDER_CHILD_PROCESS) || (text.match(/\bchildProcess\b(?!\.spawn\()/g) ?? []).length !== 1) {
          throw new Error(`${args.path}: expected ${COMMANDER_CHILD_PROCESS} and no use but childProcess.spawn(...); see scripts/build.ts lazyChildProcess`);
        }
        return { contents: text.replace(COMMANDER_CHILD_PROCESS, LAZY_CHILD_PROCESS), loader: 'js' };
      });
    },
  };
}

/** The commands' code: their bundle's entry, which the CLI bundle loads when a command runs ({@link lazyActions}). */
const ACTIONS_SOURCE = join(ROOT, 'packages/cli/src/actions.ts');
/** The one module that imports {@link ACTIONS_SOURCE}: the commands' definitions. */
const COMMANDS_SOURCE = join(ROOT, 'packages/cli/src/commands.ts');
/** The commands' bundle, a CommonJS file beside the CLI bundle. */
export const ACTIONS_FILE = 'actions.cjs';
/** Core's module of what reading a file needs, yaml loaded from its package and no schema compiled ahead in the sources ({@link fileReaders}). */
const FILE_LIBRARIES_SOURCE = join(ROOT, 'packages/core/src/scenario/file-libraries.ts');
/** What reading a file needs, yaml and the schema validators compiled ahead (scripts/validators.ts), a CommonJS file beside the CLI bundle. */
export const READERS_FILE = 'readers.cjs';
/** The registry's entry: the rule systems' bundle, which the commands' bundle loads on first use ({@link lazyRegistry}). */
const REGISTRY_SOURCE = join(ROOT, 'packages/registry/src/index.ts');
/** The rule systems' bundle, a CommonJS file beside the CLI bundle. */
export const SYSTEMS_FILE = 'systems.cjs';
/** The workspace packages in the rule systems' bundle: the registry and all it reaches but {@link SHARED}. */
const SYSTEMS_PACKAGES = ['registry', 'agents', 'boothill', 'quickdraw', 'shootout'];
/**
 * What the rule systems' bundle imports from the commands' bundle rather than bundling again (so
 * that each is one instance: one `ScenarioError` class, one table cache): package name -> its entry.
 */
const SHARED: Readonly<Record<string, string>> = { '@deadeye/core': 'packages/core/src/index.ts', '@deadeye/rng': 'packages/rng/src/index.ts' };
/** Of the rule systems' packages, the modules the CLI bundle holds itself: what the help reads (`@deadeye/registry/about`, and each rules package's `system/about.ts`). */
const isAboutModule = (path: string): boolean => /^packages\/[^/]+\/src\/(system\/)?about\.ts$/.test(path);
/**
 * The workspace modules the CLI bundle holds besides the about modules: what building the program
 * reads (main.ts, commands.ts, usage-errors.ts, the options' help, feet per space, whole numbers'
 * thousands, the default thread count). The help modules among them hold constants and pure
 * functions only, so the commands' bundle, which imports them too, may hold a second copy.
 */
const CLI_MODULES = ['packages/cli/src/main.ts', 'packages/cli/src/commands.ts', 'packages/cli/src/usage-errors.ts', 'packages/cli/src/options-help.ts', 'packages/core/src/scale.ts', 'packages/core/src/thousands.ts', 'packages/runner/src/threads.ts'];
/** Of {@link CLI_MODULES}, those only the CLI bundle may hold (a class or the program: one instance). */
const CLI_ONLY = ['packages/cli/src/main.ts', 'packages/cli/src/commands.ts', 'packages/cli/src/usage-errors.ts'];
/** Commander, the one dependency the CLI bundle holds. */
const isCommander = (path: string): boolean => /^node_modules\/\.pnpm\/commander@[^/]+\/node_modules\/commander\//.test(path);

/**
 * The names an entry module exports, as esbuild reads them (types excluded).
 * @param expected one name it must export
 * @throws Error when that name is not among them (the entry moved or esbuild changed its metafile)
 */
async function exportsOf(entry: string, expected: string): Promise<string[]> {
  const r = await build({ entryPoints: [entry], bundle: false, format: 'esm', platform: 'node', write: false, metafile: true, logLevel: 'warning' });
  const names = Object.values(r.metafile.outputs).flatMap((o) => o.exports);
  if (!names.includes(expected)) throw new Error(`${entry}: esbuild lists no ${expected} among its exports (${names.join(', ') || 'none'}); see scripts/build.ts lazyFacade`);
  return names;
}

/**
 * A plugin that gives each import matched by `filter` (from `importer`, when given) a CommonJS
 * module whose every export (`names`) is a getter: the first read of any runs `load` (JavaScript
 * statements after `lines`, loading a bundle through the launcher's `loadBundle`, whose result the
 * getters read). The module stays in its own bundle file, read and compiled only when a command
 * uses it; a command reads such an export when it runs, never while its options are built.
 */
function lazyFacade(name: string, filter: RegExp, importer: string | undefined, names: readonly string[], lines: readonly string[], load: string): Plugin {
  const contents = [`// Made by scripts/build.ts (${name}): loaded on the first read of any export.`, 'let loaded;', ...lines, `const load = () => (loaded ??= ${load});`, `for (const name of ${JSON.stringify(names)}) Object.defineProperty(exports, name, { enumerable: true, get: () => load()[name] });`].join('\n');
  return {
    name: `deadeye-${name}`,
    setup(b) {
      b.onResolve({ filter }, (args) => (importer === undefined || args.importer === importer ? { path: args.path, namespace: `deadeye-${name}` } : undefined));
      b.onLoad({ filter: /.*/, namespace: `deadeye-${name}` }, () => ({ contents, loader: 'js', resolveDir: ROOT }));
    },
  };
}

/**
 * For the commands' bundle: the rule systems load on first use, from their own file ({@link SYSTEMS_FILE}).
 * Each import of `@deadeye/registry` (the one door to them from the CLI, the runner and the stats:
 * .dependency-cruiser.cjs) meets a CommonJS module whose every export is a getter that loads the
 * rule systems' bundle the first time one is read, through the launcher's `loadBundle` (with its
 * own V8 code cache), handing it the commands' bundle's `@deadeye/core` and `@deadeye/rng` ({@link SHARED}).
 * A command that plays or describes a rule system reads the registry before it does anything with
 * one, so it runs as before; `deadeye --help` and the building of the commands' options read
 * `@deadeye/registry/about` only, and neither read nor compile the 0.8 MB of the agents, the three
 * rules packages and their tables (docs/performance.md, "The rule systems, loaded on first use").
 * The sources (tsx, the tests) import the registry as it is.
 * @param names what the registry exports ({@link exportsOf})
 */
function lazyRegistry(names: readonly string[]): Plugin {
  // esbuild's require of a bundled ES module makes a new object of getters for all its exports at
  // each call, and each module of the rule systems' bundle asks (42 ms of a one-trial duel under
  // the profiler): it gets one object per package instead, of plain values, so that a rules
  // module's use of a core function is a property read, not a getter's call; the exports are such
  // values, none being reassigned (checkSplit refuses an `export let`).
  const shared = Object.entries(SHARED).map(([name, entry]) => `${JSON.stringify(name)}: () => require(${JSON.stringify(join(ROOT, entry))})`).join(', ');
  const lines = [
    `const SHARED = { ${shared} };`,
    'const made = new Map();',
    'const shared = (id) => {',
    '  if (!Object.hasOwn(SHARED, id)) return require(id);',
    '  if (!made.has(id)) made.set(id, Object.defineProperty({ ...SHARED[id]() }, "__esModule", { value: true }));',
    '  return made.get(id);',
    '};',
  ];
  return lazyFacade('lazy-registry', /^@deadeye\/registry$/, undefined, names, lines, `__deadeyeLoad(${JSON.stringify(SYSTEMS_FILE)}, shared, {})`);
}

/**
 * For the CLI bundle: what the commands do loads when one runs, from its own file
 * ({@link ACTIONS_FILE}). commands.ts's import of `./actions.ts` meets a CommonJS module whose
 * every export is a getter that loads the commands' bundle the first time one is read, through the
 * launcher's `loadBundle` (with its own V8 code cache), handing it the launcher's import() and
 * `loadBundle` (for the report and the rule systems' bundle). The program calls an action (or
 * `--seed`'s parser) only once commander has parsed a command line for it; `deadeye --help`,
 * `--version` and a usage error read none, and so neither read nor compile the 0.4 MB of core, the
 * runner, the statistics and the commands' code (docs/performance.md, "The commands' code, loaded
 * when a command runs, and counts without Intl"). The sources (tsx, the tests) import it as it is.
 * @param names what actions.ts exports ({@link exportsOf})
 */
function lazyActions(names: readonly string[]): Plugin {
  return lazyFacade('lazy-actions', /^\.\/actions\.ts$/, COMMANDS_SOURCE, names, [], `__deadeyeLoad(${JSON.stringify(ACTIONS_FILE)}, undefined, { ${DYNAMIC_IMPORT}, __deadeyeLoad })`);
}

/**
 * For the commands' bundle: core's `scenario/file-libraries.ts` ({@link FILE_LIBRARIES_SOURCE}),
 * which in the sources loads yaml from its package and has no schema compiled ahead, becomes a
 * module whose `yamlLibrary` and `precompiledValidator` read {@link READERS_FILE} (yaml and the
 * validators the build compiled, scripts/validators.ts), loaded through the launcher's
 * `loadBundle`, with its own V8 code cache, on the first call of either: a command that reads no
 * file (a duel, the help) neither reads nor compiles it. The loader (core's scenario/load.ts)
 * then compiles with ajv only a schema the build does not list.
 */
function fileReaders(): Plugin {
  const contents = [
    '// Made by scripts/build.ts (fileReaders): yaml and the validators compiled by the build, loaded on first use.',
    'let readers;',
    `const load = () => (readers ??= __deadeyeLoad(${JSON.stringify(READERS_FILE)}, undefined, {}));`,
    'export const yamlLibrary = () => load().yaml;',
    'export const precompiledValidator = (schemaJson) => load().PRECOMPILED_VALIDATORS.get(schemaJson);',
  ].join('\n');
  return {
    name: 'deadeye-file-readers',
    setup(b) {
      b.onLoad({ filter: /file-libraries\.ts$/ }, (args) => (args.path === FILE_LIBRARIES_SOURCE ? { contents, loader: 'js' } : undefined));
    },
  };
}

/** For the rule systems' bundle: {@link SHARED} stay `require` calls, which the commands' bundle answers. */
function sharedWithCli(): Plugin {
  return {
    name: 'deadeye-shared-with-cli',
    setup(b) {
      b.onResolve({ filter: /^@deadeye\// }, (args) => (SHARED[args.path] === undefined ? undefined : { path: args.path, external: true }));
    },
  };
}

/**
 * Checks that the three bundles split the workspace as {@link lazyActions} and {@link lazyRegistry}
 * need:
 * - the CLI bundle holds only what building the program reads ({@link CLI_MODULES}, the about
 *   modules, commander), or the help would read and compile what no help needs;
 * - the commands' bundle holds none of the rule systems' packages (but the about modules) and
 *   none of the CLI bundle's own modules ({@link CLI_ONLY});
 * - the rule systems' bundle holds no workspace package but theirs, and imports the rest from the
 *   commands' bundle ({@link SHARED}): else a module would be two instances;
 * - no shared module exports a variable, which the rule systems' bundle reads once.
 * @param inputs each bundle's inputs, as esbuild's metafile lists them (paths from the root)
 * @throws Error naming the module in the wrong bundle, or the shared module that exports a variable
 */
function checkSplit(inputs: { readonly cli: readonly string[]; readonly actions: readonly string[]; readonly systems: readonly string[] }): void {
  const fromFiles = (paths: readonly string[]): string[] => paths.filter((p) => p.startsWith('packages/') || p.startsWith('node_modules/'));
  const wrongCli = fromFiles(inputs.cli).find((p) => !CLI_MODULES.includes(p) && !isAboutModule(p) && !isCommander(p));
  if (wrongCli !== undefined) throw new Error(`the CLI bundle holds ${wrongCli}, which building the program does not need: import it in packages/cli/src/actions.ts's modules (the commands' code), not in commands.ts; or, if the help must read it, add it to CLI_MODULES (scripts/build.ts)`);
  const inSystems = (path: string): boolean => SYSTEMS_PACKAGES.some((p) => path.startsWith(`packages/${p}/`));
  const wrongActions = inputs.actions.find((p) => (inSystems(p) && !isAboutModule(p)) || CLI_ONLY.includes(p));
  if (wrongActions !== undefined) throw new Error(`${ACTIONS_FILE} holds ${wrongActions}, which belongs in ${inSystems(wrongActions) ? SYSTEMS_FILE : CLI_FILE}: ${inSystems(wrongActions) ? 'import it through @deadeye/registry' : 'the commands\' code must not import the program'}`);
  const wrongSystems = inputs.systems.find((p) => p.startsWith('packages/') && !inSystems(p));
  if (wrongSystems !== undefined) throw new Error(`${SYSTEMS_FILE} holds ${wrongSystems}, outside SYSTEMS_PACKAGES: add its package there (a rules package, or one only the registry imports), or to SHARED if the commands' bundle imports it too (scripts/build.ts)`);
  // The rule systems' bundle gets the shared packages' exports as values, once: none may change.
  const sharedDirs = Object.values(SHARED).map((entry) => entry.slice(0, entry.indexOf('/src/') + 5));
  for (const p of inputs.actions) {
    if (sharedDirs.some((d) => p.startsWith(d)) && /^export (let|var)\b/m.test(readFileSync(join(ROOT, p), 'utf8'))) throw new Error(`${p} exports a variable (export let/var), which ${SYSTEMS_FILE} would read once: export a function, or change lazyRegistry in scripts/build.ts`);
  }
}

/** The CLI bundle, a CommonJS file the launcher compiles with its V8 code cache (`<file>.v8cache`). */
export const CLI_FILE = 'deadeye.cjs';
/** The report, an ES module file beside it. */
const REPORT_FILE = 'report.mjs';
/** The name under which the launcher hands the CLI bundle its import() (see packages/cli/bin/deadeye.cjs), which hands it on to the commands' bundle. */
const DYNAMIC_IMPORT = '__deadeyeImport';

/** The helper a CommonJS bundle's banner defines: a source's URL from its path relative to the bundle. */
const CJS_SOURCE_URL = '__deadeyeSourceUrl';

/**
 * What piscina loads in each worker thread (`worker.cjs`): it compiles the worker bundle
 * (`worker.bundle.cjs`) with the V8 code cache the build made of it (`worker.bundle.cjs.v8cache`),
 * then exports what the bundle exports. Why: compiling the 0.9 MB bundle took most of a worker's
 * start; with the cache, loading it took 19 ms of CPU instead of 45 (measured here, medians of 5),
 * and every trial run starts its workers (a one-trial duel waits for one). V8 checks that the cache
 * is of this source and this V8 with these flags; when not, it compiles as usual
 * (`cachedDataRejected`), so a stale or missing cache only costs time. The code compiled is the
 * bundle's, byte for byte: the engines run the same code either way.
 */
const WORKER_STUB = `'use strict';
// Made by scripts/build.ts: loads worker.bundle.cjs with its V8 code cache.
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const Module = require('node:module');
const { Script } = require('node:vm');
const file = join(__dirname, 'worker.bundle.cjs');
let cachedData;
try { cachedData = readFileSync(file + '.v8cache'); } catch {}
// All ASCII (scripts/build.ts): read as Latin-1, a one-byte string, faster than decoding UTF-8.
const script = new Script(Module.wrap(readFileSync(file).toString('latin1')), { filename: file, cachedData });
const bundle = { exports: {} };
script.runInThisContext()(bundle.exports, Module.createRequire(file), bundle, file, __dirname);
module.exports = bundle.exports;
`;

/**
 * Writes the V8 code cache of the worker bundle, made after running its module code once here
 * (so the cache holds the functions that loading compiles, not only the top level) under the V8
 * flags a run's workers start with (runner's `WORKER_V8_FLAGS`, set in this process first; a long
 * run's workers, with the larger inlining budget of `LONG_RUN_V8_FLAGS`, reject it and compile the
 * bundle afresh, about 30 ms of CPU a worker), and the loader piscina starts ({@link WORKER_STUB}).
 */
function writeWorkerLoader(outdir: string): void {
  // Under the workers' own V8 flags: V8 rejects a cache made under others (v8-flags.ts).
  for (const flag of WORKER_V8_FLAGS) setFlagsFromString(flag);
  const file = join(outdir, 'worker.bundle.cjs');
  const script = new Script(Module.wrap(readFileSync(file).toString('latin1')), { filename: file });
  const bundle = { exports: {} };
  (script.runInThisContext() as (...a: unknown[]) => void)(bundle.exports, createRequire(file), bundle, file, outdir);
  writeFileSync(`${file}.v8cache`, script.createCachedData());
  writeFileSync(join(outdir, 'worker.cjs'), WORKER_STUB);
}

/** The file's entry in `current.json`. */
function inputOf(absolute: string): BuildInput {
  const s = statSync(absolute);
  return {
    path: relative(ROOT, absolute).split('\\').join('/'),
    size: s.size,
    mtimeMs: s.mtimeMs,
    sha256: createHash('sha256').update(readFileSync(absolute)).digest('hex'),
  };
}

/**
 * Bundles `entry` (a source's absolute path) for the launcher's `loadBundle`: one CommonJS file for
 * Node 20, returned unwritten with esbuild's metafile (the caller checks its text and writes it to
 * `outfile`), each source's `import.meta.url` its own through the banner's helper
 * ({@link CJS_SOURCE_URL}), and no comments or indentation: read and compiled at each start, 7.5 ms
 * less when the CLI was one bundle of 1.8 MB -> 1.3 MB (docs/performance.md, "The start, without
 * what no command needs"); names as in the sources.
 * @param plugins the checkout plugin and the bundle's facades
 * @param define esbuild's replacements of global names (none by default)
 * @throws Error from esbuild (a source that does not compile, an import that does not resolve)
 */
function cjsBundle(entry: string, outfile: string, plugins: Plugin[], define: Record<string, string> = {}) {
  return build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    outfile,
    minifyWhitespace: true,
    absWorkingDir: ROOT,
    define,
    banner: { js: `const ${CJS_SOURCE_URL} = (rel) => require("node:url").pathToFileURL(require("node:path").join(__dirname, rel)).href;` },
    plugins,
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
}

/** Builds older than this that are not current are removed (a command started on one may still load its chunks). */
const KEEP_OLD_BUILDS_MS = 3_600_000;

/**
 * Builds the CLI and the worker into a new `packages/cli/dist/build-<id>/`, then points
 * `current.json` at it (written whole, by a rename, so a concurrent launcher reads the old or the
 * new one), and removes old builds.
 * @returns the new stamp and the build's wall time, milliseconds
 * @throws Error from esbuild (a source that does not compile, a dependency that does not resolve)
 */
export async function buildDeadeye(): Promise<{ stamp: BuildStamp; ms: number }> {
  const started = performance.now();
  const dir = `build-${Date.now().toString(36)}-${process.pid}`;
  const outdir = join(DIST, dir);
  mkdirSync(outdir, { recursive: true });
  try {
    return await buildInto(dir, outdir, started);
  } catch (e) {
    rmSync(outdir, { recursive: true, force: true });
    throw e;
  }
}

/** {@link buildDeadeye} once `outdir` (`packages/cli/dist/<dir>`) exists. */
async function buildInto(dir: string, outdir: string, started: number): Promise<{ stamp: BuildStamp; ms: number }> {
  const workerSource = WORKER_BUILD.entryPoints[0];
  const worker = await build({
    ...WORKER_BUILD,
    entryPoints: [workerSource],
    external: [],
    outfile: join(outdir, 'worker.bundle.cjs'),
    absWorkingDir: ROOT,
    banner: { js: `const ${CJS_SOURCE_URL} = (rel) => require("node:url").pathToFileURL(require("node:path").join(__dirname, rel)).href;` },
    plugins: [checkoutPlugin(outdir, 'cjs')],
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  // All ASCII, as the worker bundled from the sources (worker-bundle.ts `asciiOnly`: read faster).
  writeFileSync(join(outdir, 'worker.bundle.cjs'), asciiOnly(worker.outputFiles[0]!.text));
  writeWorkerLoader(outdir);
  // The report (vega and vega-lite are ES modules only) in its own ES module file, which the CLI
  // loads with import() when a command writes a report.
  const report = await build({
    entryPoints: [join(ROOT, 'packages/report/src/index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: join(outdir, REPORT_FILE),
    absWorkingDir: ROOT,
    // Bundled CommonJS code calls require for Node's own modules.
    banner: { js: "import { createRequire as __deadeyeCreateRequire } from 'node:module';\nconst require = __deadeyeCreateRequire(import.meta.url);" },
    plugins: [checkoutPlugin(outdir, 'esm')],
    metafile: true,
    logLevel: 'warning',
  });
  // The rule systems (the registry and all it reaches), in their own file: the CLI bundle loads
  // it on first use (lazyRegistry), and the help never does.
  const systems = await cjsBundle(REGISTRY_SOURCE, join(outdir, SYSTEMS_FILE), [sharedWithCli(), checkoutPlugin(outdir, 'cjs')]);
  const systemsText = asciiOnly(systems.outputFiles[0]!.text);
  if (/\bimport\(/.test(systemsText)) throw new Error(`${SYSTEMS_FILE} has an import() call, which a CommonJS file compiled by the launcher cannot make: load the module with createRequire`);
  writeFileSync(join(outdir, SYSTEMS_FILE), `'use strict';\n${systemsText}`);
  // What the commands do (actions.ts and all it reaches but the rule systems), in its own file:
  // the CLI bundle loads it when a command runs (lazyActions), and the help never does.
  // What reading a file needs (yaml and the schema validators compiled ahead, scripts/validators.ts),
  // in its own file, which the commands' bundle loads the first time it reads a file (fileReaders).
  writeFileSync(join(outdir, READERS_FILE), await bundleReaders());
  const actions = await cjsBundle(ACTIONS_SOURCE, join(outdir, ACTIONS_FILE), [fileReaders(), lazyRegistry(await exportsOf(REGISTRY_SOURCE, 'getSystem')), checkoutPlugin(outdir, 'cjs', { '@deadeye/report': REPORT_FILE })], {
    // The worker file, relative to worker-bundle.ts (whose import.meta.url the plugin keeps as its own).
    DEADEYE_PREBUILT_WORKER: JSON.stringify(relative(dirname(workerSource), join(outdir, 'worker.cjs')).split('\\').join('/')),
  });
  // A CommonJS file compiled by the launcher (vm.Script, for its code cache) cannot import(): the
  // one dynamic import, the report's, goes through the launcher's (DYNAMIC_IMPORT).
  // All ASCII (worker-bundle.ts `asciiOnly`): read into a one-byte string, 25 ms less at each start.
  const actionsText = asciiOnly(actions.outputFiles[0]!.text);
  const imports = actionsText.match(/\bimport\(/g)?.length ?? 0;
  const reportImport = `import("./${REPORT_FILE}")`;
  if (imports !== 1 || !actionsText.includes(reportImport)) throw new Error(`${ACTIONS_FILE} has ${imports} import() calls; expected only ${reportImport}: load another module with createRequire, or extend scripts/build.ts`);
  // Strict, as the ES modules it was made from.
  writeFileSync(join(outdir, ACTIONS_FILE), `'use strict';\n${actionsText.replace(reportImport, `${DYNAMIC_IMPORT}("./${REPORT_FILE}")`)}`);
  // The program: main.ts, the commands' options and help, commander.
  const cli = await cjsBundle(join(ROOT, 'packages/cli/src/main.ts'), join(outdir, CLI_FILE), [lazyActions(await exportsOf(ACTIONS_SOURCE, 'duelCommand')), checkoutPlugin(outdir, 'cjs'), lazyChildProcess()]);
  const text = asciiOnly(cli.outputFiles[0]!.text);
  if (/\bimport\(/.test(text)) throw new Error(`the CLI bundle has an import() call, which a CommonJS file compiled by the launcher cannot make: load the module with createRequire, or in the commands' code (actions.ts)`);
  // Strict, as the ES modules it was made from; no hashbang (the launcher wraps it in a function).
  writeFileSync(join(outdir, CLI_FILE), `'use strict';\n${text.replace(/^#!.*\n/, '')}`);
  checkSplit({ cli: Object.keys(cli.metafile.inputs), actions: Object.keys(actions.metafile.inputs), systems: Object.keys(systems.metafile.inputs) });
  // For `npx esbuild --analyze`-style questions (what is in which file): esbuild's own record.
  writeFileSync(join(outdir, 'metafile.json'), JSON.stringify(cli.metafile));
  writeFileSync(join(outdir, 'actions.metafile.json'), JSON.stringify(actions.metafile));
  writeFileSync(join(outdir, 'systems.metafile.json'), JSON.stringify(systems.metafile));
  const sourcesOf = (...ms: Metafile[]): string[] => [...new Set(ms.flatMap((m) => Object.keys(m.inputs)).map((p) => join(ROOT, p)).filter(isWorkspaceSource))].sort();
  // The program's: the CLI bundle's sources and actions.ts, whose exports its facade lists; the
  // build script and its validators module, the package manifests and the lockfile (a change to any changes every
  // bundle). Then every other source of the build (the commands', the rule systems', the report's,
  // the worker's), which the launcher checks only when a command runs.
  const program = [...sourcesOf(cli.metafile), ACTIONS_SOURCE];
  const extra = [fileURLToPath(import.meta.url), fileURLToPath(new URL('./validators.ts', import.meta.url)), join(ROOT, 'package.json'), join(ROOT, 'pnpm-lock.yaml'), ...readdirSync(join(ROOT, 'packages')).map((p) => join(ROOT, 'packages', p, 'package.json'))];
  const rest = sourcesOf(worker.metafile, report.metafile, systems.metafile, actions.metafile).filter((p) => !program.includes(p));
  const stamp: BuildStamp = { dir, built: new Date().toISOString(), inputs: program.concat(extra).map(inputOf), commandInputs: rest.map(inputOf) };
  const tmp = `${CURRENT}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(stamp)}\n`);
  renameSync(tmp, CURRENT);
  // Two starts of the new build: it must start, and its first starts write the code caches: the
  // CLI bundle's (`--help`, which loads neither other bundle), then the commands' and the rule
  // systems' (a one-trial run of the street fight, played in this thread: the cache then holds what compiling and playing a
  // scenario compiles, which a start would otherwise compile again: with a cache made by `deadeye
  // systems` instead, a one-trial run took 13.5 ms more than before the rule systems had a bundle
  // of their own, against 2.6 ms with this one, medians of 41 and 31 runs alternated with the old).
  for (const args of [['--help'], ['run', join(ROOT, 'scenarios/street-fight.yaml'), '--trials', '1', '--quiet']]) {
    const warm = spawnSync(process.execPath, [join(ROOT, 'packages/cli/bin/deadeye.cjs'), ...args], { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
    if (warm.status !== 0) throw new Error(`the new build does not start (deadeye ${args.join(' ')}: exit status ${warm.status}): ${warm.stderr}`);
  }
  for (const old of readdirSync(DIST)) {
    if (!old.startsWith('build-') || old === dir) continue;
    const path = join(DIST, old);
    if (Date.now() - statSync(path).mtimeMs > KEEP_OLD_BUILDS_MS) rmSync(path, { recursive: true, force: true });
  }
  return { stamp, ms: performance.now() - started };
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const { stamp, ms } = await buildDeadeye();
    if (!process.argv.includes('--quiet')) process.stderr.write(`deadeye: built packages/cli/dist/${stamp.dir} in ${(ms / 1000).toFixed(1)} s\n`);
  } catch (e) {
    // esbuild has printed each error with its file and line above.
    process.stderr.write(`deadeye: the build failed: ${(e as Error).message.split('\n')[0]}\n`);
    process.exitCode = 1;
  }
}
