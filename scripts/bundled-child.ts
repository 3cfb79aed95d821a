/**
 * Runs a measuring script as the workers run the engines: bundled by esbuild with everything it
 * imports into one CommonJS file (as packages/runner/src/worker-bundle.ts bundles the worker;
 * module by module through tsx the engines run about 20% slower, which would hide or invent
 * differences), in a plain `node` child process (no tsx loader there: its module hooks detach an
 * ArrayBuffer, and the first detach in a thread makes V8 check every later typed-array access for
 * a detached buffer; see packages/runner/src/worker.ts), with the V8 flags of a long run's workers
 * (runner's `LONG_RUN_V8_FLAGS`: no background compiler, a larger inlining budget): these scripts
 * measure the speed once warm.
 *
 * Used by scripts/bench-qd.ts and scripts/duel-floor.ts (the measuring halves are
 * bench-qd-run.ts and duel-floor-run.ts, not meant to be run by themselves), and by
 * scripts/ab-engine.ts ({@link bundleScript}: two checkouts' engines in one process).
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LONG_RUN_V8_FLAGS } from '@deadeye/runner';

/** This checkout's root (the parent of scripts/). */
export const CHECKOUT_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** How to bundle and run a measuring script. */
export interface BundledChildOptions {
  /**
   * The checkout whose packages/ (with their node_modules) the script's `@deadeye/*` imports
   * resolve from, e.g. a copy of the code before a change for an A/B; default this checkout. The
   * script itself is always this checkout's.
   */
  readonly root?: string | undefined;
  /** Options for `node` before the bundle's path (e.g. `--cpu-prof`). */
  readonly nodeArgs?: readonly string[];
  /** Working directory of the child (where `--cpu-prof` writes its profile); default this process's. */
  readonly cwd?: string;
}

/**
 * Bundles `script` (a TypeScript file, absolute path) and runs it with `args` in a plain `node`
 * child; the child's stderr goes to this process's stderr.
 * @returns the child's stdout
 * @throws Error naming the script when esbuild cannot bundle it or the child exits non-zero
 */
export function runBundled(script: string, args: readonly string[], options: BundledChildOptions = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'deadeye-bundled-'));
  const file = join(dir, `${basename(script, '.ts')}.cjs`);
  writeFileSync(file, bundleScript(script, options.root));
  const child = spawnSync(process.execPath, [...LONG_RUN_V8_FLAGS, ...(options.nodeArgs ?? []), file, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 2 ** 20,
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
  });
  rmSync(dir, { recursive: true, force: true });
  if (child.status !== 0) throw new Error(`${basename(script)}: the bundled child failed (status ${child.status})`);
  return child.stdout;
}

/**
 * Bundles `script` (a TypeScript file, absolute path) into one CommonJS file's text, its
 * `@deadeye/*` imports resolved from `root`'s packages (default this checkout), as
 * {@link runBundled} runs it; scripts/ab-engine.ts loads two such bundles in one process.
 * @throws Error when esbuild cannot bundle it
 */
export function bundleScript(script: string, rootDir?: string): string {
  const root = resolve(rootDir ?? CHECKOUT_ROOT);
  // esbuild is the runner's dependency (not resolvable from scripts/ for types): the one call used.
  const esbuild = createRequire(join(root, 'packages/runner/package.json'))('esbuild') as { buildSync(o: object): { outputFiles: { text: string }[] } };
  const out = esbuild.buildSync({
    // The workspace packages resolve from root's registry (which names every rule system).
    stdin: { contents: readFileSync(script, 'utf8'), resolveDir: join(root, 'packages/registry'), loader: 'ts', sourcefile: basename(script) },
    bundle: true,
    platform: 'node',
    // CommonJS, as the worker bundle (packages/runner/src/worker-bundle.ts: faster than ESM there).
    format: 'cjs',
    target: 'node20',
    // The scenario loader finds yaml and ajv from its own file (core's createRequire): the bundle runs from a temporary directory.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(root, 'packages/core/src/scenario/load.ts')).href) },
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}
