/**
 * The worker threads run one bundled JavaScript file of `worker.ts` and everything it imports.
 *
 * Why: loaded module by module (through tsx), every constant and helper a hot loop takes from
 * another module is a live module binding; bundled into one scope by esbuild they are plain
 * locals, and the engines run about 20% faster (measured here on the 3-against-3 street fight:
 * 30,700 against 37,500 trials per second in one thread).
 *
 * Two ways to get the file:
 * - the pre-built `deadeye` command (`scripts/build.ts`, run by `pnpm install`) bundles the worker
 *   with these same options next to the CLI bundle and defines `DEADEYE_PREBUILT_WORKER`, its path
 *   relative to this source file; nothing is bundled at run time;
 * - run from the TypeScript sources (tsx: the tests, `pnpm guard`, the scripts), the worker is
 *   bundled once per process, in memory, then written under the runner package's
 *   `node_modules/.cache/deadeye-worker/` with its content hash in the name, so unchanged sources
 *   reuse the same file and an edited source gets a new one.
 * `piscina` stays external (the worker must share piscina's own `move` markers), which is why the
 * cached file lives inside the runner package: its bare import resolves from there.
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Set by scripts/build.ts (esbuild `define`) in the pre-built CLI only: the worker file, relative to this source file. */
declare const DEADEYE_PREBUILT_WORKER: string | undefined;

const WORKER_SOURCE = fileURLToPath(new URL('./worker.ts', import.meta.url));
const CACHE_DIR = fileURLToPath(new URL('../node_modules/.cache/deadeye-worker/', import.meta.url));

/**
 * The esbuild options of the worker bundle, shared by the in-memory build below and the pre-built
 * one (scripts/build.ts), so that both run the same code. CommonJS: its module scope is a function
 * scope, and the engines ran about 8% faster in it than in the same bundle as an ES module
 * (measured here).
 */
export const WORKER_BUILD = {
  entryPoints: [WORKER_SOURCE],
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  external: ['piscina'],
} as const;

/**
 * `code` with every character outside ASCII written as a `\uXXXX` escape (one per UTF-16 unit).
 * Why: Node reads a file that is all ASCII into a one-byte string, and one character outside it
 * makes Node decode the whole file as UTF-8 into a two-byte string: reading the 1.8 MB CLI bundle
 * as UTF-8 took 17 to 25 ms, its bytes alone 3 to 6 and a one-byte string of them 5 more, and five
 * such characters (four in comments esbuild keeps, one in a regular expression) were the cause.
 * The escapes mean the same in comments, strings, regular expressions and identifiers, so the code
 * runs as before. Only a template literal's raw text would differ, and no source reads raw text
 * (no `String.raw`, no tagged template); esbuild's output had no such character in a template.
 * @param code JavaScript source, any size
 * @returns the same source, all ASCII (the same length or longer: six characters per unit escaped)
 */
export function asciiOnly(code: string): string {
  // A character escaped already (an odd run of backslashes before it: `\’` in a string or a regular
  // expression means the character itself) loses that backslash to its `\u` escape.
  return code.replace(/(\\*)([^\x00-\x7f])/g, (_, slashes: string, c: string) => `${slashes.slice(slashes.length % 2)}\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

let built: string | undefined;

/**
 * The path of the bundled worker file: the pre-built one in the `deadeye` command; from the
 * sources, built and written on the first call of the process.
 * @throws Error naming the cause when esbuild cannot bundle the worker (a syntax error in a
 *   source) or the cache directory cannot be written.
 */
export function workerFile(): string {
  if (built !== undefined) return built;
  if (typeof DEADEYE_PREBUILT_WORKER === 'string') return (built = fileURLToPath(new URL(DEADEYE_PREBUILT_WORKER, import.meta.url)));
  let code: string;
  try {
    // Loaded here, not imported: the pre-built command never loads esbuild.
    const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof import('esbuild');
    const result = buildSync({ ...WORKER_BUILD, entryPoints: [...WORKER_BUILD.entryPoints], external: [...WORKER_BUILD.external], write: false, logLevel: 'silent' });
    const out = result.outputFiles[0];
    if (out === undefined) throw new Error('esbuild wrote no output');
    code = asciiOnly(out.text);
  } catch (e) {
    throw new Error(`cannot bundle the worker ${WORKER_SOURCE}: ${(e as Error).message}`);
  }
  // node:crypto loaded here, as esbuild: the pre-built command never comes this way.
  const { createHash } = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = join(CACHE_DIR, `worker-${hash}.cjs`);
  if (!existsSync(file)) {
    try {
      mkdirSync(CACHE_DIR, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, code);
      renameSync(tmp, file);
    } catch (e) {
      throw new Error(`cannot write the worker bundle to ${CACHE_DIR}: ${(e as Error).message}`);
    }
  }
  built = file;
  return file;
}
