#!/usr/bin/env node
/**
 * The `deadeye` command: starts the pre-built bundle (`packages/cli/dist/`, made by
 * `scripts/build.ts`, which `pnpm install` runs) under plain Node, compiling the CLI bundle (the
 * program: the commands' options and help) with its V8 code cache and handing it this module's
 * import() (a CommonJS file compiled by vm has none) and its loader of bundles, with which the CLI
 * bundle loads the commands' bundle when a command runs, and that one the rule systems' on first use.
 *
 * Plain JavaScript, not TypeScript, because it must run before anything is built; CommonJS, not
 * an ES module, because Node starts a CommonJS entry about 7 ms sooner (its ES module loader is
 * not set up: `node e.cjs` against `node e.mjs`, both empty, medians of 30 alternated runs). Before
 * running a bundle it checks that the build is current: every workspace file the build was made
 * from (listed in `dist/current.json`) must have the recorded size and modification time, or else,
 * when only its time moved (a checkout, a `touch`), the recorded sha256. A file edited since, or no
 * build at all, rebuilds first (one line on stderr, about 2 s), so `deadeye` never runs stale code.
 * The files the program depends on (`inputs`, some 30) are checked before it starts; the others
 * (`commandInputs`, some 280: the commands', the rule systems', the report's, the worker's) before
 * the commands' bundle loads, which comes before a command does anything, so `--help` skips them
 * (about 4 ms: a stat of each). A rebuild at that point leaves the running program as it is: its
 * own files did not change, so the new build's CLI bundle is the same.
 */
'use strict';
const { readFileSync, renameSync, statSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');
const { pathToFileURL } = require('node:url');
const { Script } = require('node:vm');

const ROOT = join(__dirname, '../../../');
const DIST = join(__dirname, '../dist');
const CURRENT = join(DIST, 'current.json');

/** `current.json`, or undefined when there is no build. */
function readStamp() {
  try {
    return JSON.parse(readFileSync(CURRENT, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Whether the build is that of the files as they are now, of those listed under `key` (`inputs` or
 * `commandInputs`). When only modification times moved, records the new ones (so the hashes are
 * computed once).
 */
function isFresh(stamp, key) {
  if (stamp === undefined || !Array.isArray(stamp[key])) return false;
  let moved = false;
  for (const input of stamp[key]) {
    let s;
    try {
      s = statSync(ROOT + input.path);
    } catch {
      return false;
    }
    if (s.size !== input.size) return false;
    if (s.mtimeMs === input.mtimeMs) continue;
    const { createHash } = require('node:crypto');
    if (createHash('sha256').update(readFileSync(ROOT + input.path)).digest('hex') !== input.sha256) return false;
    input.mtimeMs = s.mtimeMs;
    moved = true;
  }
  if (moved) {
    try {
      const tmp = `${CURRENT}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(stamp));
      renameSync(tmp, CURRENT);
    } catch {
      // Read-only checkout: the hashes are checked again next time.
    }
  }
  return true;
}

let stamp = readStamp();
/**
 * Rebuilds (one line on stderr, the build's errors after it) unless the files listed under `key`
 * are as the build recorded them, and reads the new stamp; exits with status 2 when the build fails.
 */
function ensureBuilt(key) {
  if (isFresh(stamp, key)) return;
  process.stderr.write(`deadeye: ${stamp === undefined ? 'no build yet' : 'sources changed since the last build'}; building (pnpm build)\n`);
  const tsx = pathToFileURL(createRequire(ROOT + 'package.json').resolve('tsx')).href;
  const { spawnSync } = require('node:child_process');
  const r = spawnSync(process.execPath, ['--import', tsx, ROOT + 'scripts/build.ts', '--quiet'], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  stamp = readStamp();
  if (r.status !== 0 || stamp === undefined) {
    process.stderr.write(`deadeye: error: the build failed (exit status ${r.status}, its errors above); fix the source and run again, or pnpm build\n`);
    process.exit(2);
  }
}
ensureBuilt('inputs');
/** Whether the files of the bundles after the CLI's (`commandInputs`) were checked. */
let commandsChecked = false;
/**
 * Compiles a CommonJS file of the build (`name`, in the build's directory) with the V8 code cache
 * of its last start (`<name>.v8cache`), runs it as a module and returns its `module.exports`. The
 * CLI bundle with its cache: about 45 ms less CPU for `deadeye --help` (154 -> 109 ms) and 30 ms for
 * a one-trial duel than as an ES module without one (medians of 11, measured here). V8 checks that
 * the cache is of this source, this V8 and these flags, or compiles as usual (`cachedDataRejected`);
 * then the cache is written again. Before the first bundle after the CLI's, checks the files of
 * the commands' and the rule systems' bundles (`commandInputs`), rebuilding if one changed.
 * @param name the file's name, e.g. `deadeye.cjs`
 * @param requireOf its `require` (default: Node's, from the file)
 * @param extra more parameters of the module's function, by name (the same names at every start:
 *   the cache is of the wrapped source)
 */
function loadBundle(name, requireOf, extra) {
  if (name !== 'deadeye.cjs' && !commandsChecked) {
    ensureBuilt('commandInputs');
    commandsChecked = true;
  }
  const file = join(DIST, stamp.dir, name);
  let cachedData;
  try {
    cachedData = readFileSync(`${file}.v8cache`);
  } catch {
    cachedData = undefined;
  }
  // The build writes the bundles all in ASCII (runner's worker-bundle.ts `asciiOnly`; a test checks
  // it): read as Latin-1, the same characters, it is a one-byte string made in about 5 ms, where
  // decoding it as UTF-8 took 15 to 20.
  let source;
  try {
    source = readFileSync(file).toString('latin1');
  } catch (e) {
    // A build directory someone emptied or copied in part: say so in one line, as for bad input.
    process.stderr.write(`deadeye: error: ${file}: ${e.code === 'ENOENT' ? 'missing' : e.message}: the build is incomplete; run pnpm build\n`);
    process.exit(2);
  }
  const names = Object.keys(extra);
  const script = new Script(`(function (exports, require, module, __filename, __dirname${names.map((n) => `, ${n}`).join('')}) {${source}\n})`, { filename: file, cachedData });
  if (cachedData === undefined || script.cachedDataRejected === true) {
    let written = false;
    const writeCache = () => {
      if (written) return;
      written = true;
      try {
        const tmp = `${file}.v8cache.${process.pid}.tmp`;
        writeFileSync(tmp, script.createCachedData());
        renameSync(tmp, `${file}.v8cache`);
      } catch {
        // Read-only checkout: compiled without a cache next time too.
      }
    };
    // At exit, or before the runner sets its V8 flags for the worker threads, whichever comes first:
    // a cache made after records those flags, and the next start (V8's defaults) would reject it
    // (the runner's v8-flags.ts, V8_FLAGS_EVENT; the name is repeated here, before any bundle loads).
    process.once('deadeye:v8-flags', writeCache);
    process.once('exit', writeCache);
  }
  const bundle = { exports: {} };
  script.runInThisContext()(bundle.exports, requireOf ?? createRequire(file), bundle, file, dirname(file), ...Object.values(extra));
  return bundle.exports;
}

// The CLI bundle. A CommonJS file compiled by vm has no import(): it gets this module's
// (`__deadeyeImport`), and `loadBundle` (`__deadeyeLoad`), and hands both to the commands' bundle,
// which it loads when a command runs (scripts/build.ts, lazyActions); that one loads the rule
// systems' bundle on first use (lazyRegistry).
loadBundle('deadeye.cjs', undefined, {
  // Relative to the build's directory (the current one, should the commands' check have rebuilt).
  __deadeyeImport: (specifier) => import(new URL(specifier, pathToFileURL(join(DIST, stamp.dir, '/'))).href),
  __deadeyeLoad: loadBundle,
});
