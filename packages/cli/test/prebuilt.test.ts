/**
 * The pre-built `deadeye` command (issue #17 section 2: scripts/build.ts, packages/cli/bin/deadeye.cjs)
 * gives what the TypeScript sources give: the same results JSON for a duel (with the exact
 * solution), a scenario run and an A/B test at fixed seeds, and the same report files (charts drawn
 * with the same fonts, tables). Run as a user runs it: `node_modules/.bin/deadeye`, pnpm's shim of
 * the `bin` entry, which rebuilds first when a source changed since the last build. The other CLI
 * tests run the sources.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LONG_RUN_TRIALS_PER_THREAD, WORKER_V8_FLAGS } from '@deadeye/runner';
import { deadeye, ROOT, type CliRun } from './run-cli.ts';

const BIN = join(ROOT, 'node_modules/.bin/deadeye');
const tmp = mkdtempSync(join(tmpdir(), 'deadeye-prebuilt-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The pre-built command, from the repository root. */
function prebuilt(...args: string[]): CliRun {
  const r = spawnSync(BIN, args, { encoding: 'utf8', cwd: ROOT, env: { ...process.env, INIT_CWD: ROOT } });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The same command from the sources (tsx), as the other CLI tests run it (run-cli.ts). */
const sources = deadeye;

/** A results JSON without what depends on the machine: wall times, rates, thread counts (at any depth). */
function withoutTiming(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'), (key, value: unknown) => (['elapsedMs', 'trialsPerSecond', 'threads'].includes(key) ? undefined : value));
}

/** Runs `args` both ways, each writing `--json` to its own file; both must succeed with nothing on stderr. */
function bothJson(name: string, ...args: string[]): { built: unknown; source: unknown } {
  const built = prebuilt(...args, '--quiet', '--json', join(tmp, `${name}.built.json`));
  // A rebuild (sources edited since the last build) says so on stderr, once.
  expect(built.stderr.replace(/^deadeye: .*building \(pnpm build\)\n/, '')).toBe('');
  expect(built.status).toBe(0);
  const source = sources(...args, '--quiet', '--json', join(tmp, `${name}.source.json`));
  expect(source.stderr).toBe('');
  expect(source.status).toBe(0);
  return { built: withoutTiming(join(tmp, `${name}.built.json`)), source: withoutTiming(join(tmp, `${name}.source.json`)) };
}

/** The current build's directory, after a start of the command (which rebuilds a stale build). */
function currentBuild(): string {
  expect(prebuilt('--version').status).toBe(0);
  return join(ROOT, 'packages/cli/dist', (JSON.parse(readFileSync(join(ROOT, 'packages/cli/dist/current.json'), 'utf8')) as { dir: string }).dir);
}

/**
 * A checkout of the launcher and the root package.json in a new directory under the test's own
 * (named from `prefix`), with `bundles` of the current build copied into its build directory `b`
 * (no stamp: the test writes its own).
 * @returns its root, and a start of its launcher from the repository root
 */
function launcherCheckout(prefix: string, bundles: readonly string[]): { root: string; start: (...args: string[]) => SpawnSyncReturns<string> } {
  const dir = currentBuild();
  const root = mkdtempSync(join(tmp, prefix));
  mkdirSync(join(root, 'packages/cli/bin'), { recursive: true });
  mkdirSync(join(root, 'packages/cli/dist/b'), { recursive: true });
  copyFileSync(join(ROOT, 'package.json'), join(root, 'package.json'));
  copyFileSync(join(ROOT, 'packages/cli/bin/deadeye.cjs'), join(root, 'packages/cli/bin/deadeye.cjs'));
  for (const f of bundles) copyFileSync(join(dir, f), join(root, 'packages/cli/dist/b', f));
  return { root, start: (...args) => spawnSync(process.execPath, [join(root, 'packages/cli/bin/deadeye.cjs'), ...args], { encoding: 'utf8', cwd: ROOT }) };
}

describe('the pre-built deadeye command', () => {
  it('is the bin entry pnpm links, and answers --version', () => {
    expect(existsSync(BIN)).toBe(true);
    const r = prebuilt('--version');
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
  });

  it('plays a duel exactly as the sources do (Monte Carlo and exact, two ranges, seed 42)', () => {
    const { built, source } = bothJson('duel', 'duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '2,10', '--trials', '5000', '--seed', '42', '--exact');
    expect(built).toEqual(source);
    expect((built as { results: unknown[] }).results).toHaveLength(2);
  });

  it('plays a scenario exactly as the sources do (the street fight, 1,000 trials, seed 7)', () => {
    const { built, source } = bothJson('run', 'run', 'scenarios/street-fight.yaml', '--trials', '1000', '--seed', '7');
    expect(built).toEqual(source);
    expect((built as { trials: number }).trials).toBe(1000);
  });

  it('runs an A/B test exactly as the sources do (a house rule file, the paired tests)', () => {
    const { built, source } = bothJson('ab', 'ab', 'scenarios/coffeyville.yaml', '--b', 'houserules/shotgun-plus-ten.yaml', '--trials', '600', '--seed', '3');
    expect(built).toEqual(source);
  });

  it('writes the same report files (charts as SVG and PNG, tables)', () => {
    const args = ['duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '5', '--trials', '2000', '--seed', '9', '--quiet'];
    expect(prebuilt(...args, '--report', join(tmp, 'report-built')).status).toBe(0);
    expect(sources(...args, '--report', join(tmp, 'report-source')).status).toBe(0);
    for (const sub of ['charts', 'tables']) {
      const files = readdirSync(join(tmp, 'report-built', sub)).sort();
      expect(files).toEqual(readdirSync(join(tmp, 'report-source', sub)).sort());
      expect(files.some((f) => f.endsWith('.png'))).toBe(sub === 'charts');
      for (const f of files) expect(readFileSync(join(tmp, 'report-built', sub, f)).equals(readFileSync(join(tmp, 'report-source', sub, f))), `${sub}/${f}`).toBe(true);
    }
  });

  it("starts without the packages a command does not use: --help and a one-trial duel read no statistics, YAML or schema library, --help no node:v8, crypto or child_process and not the rule systems, a run or a validate neither yaml's package nor ajv", () => {
    // What each start required beside the bundle, and which bundles it read (fixtures/trace-require.cjs).
    // The balance statistics once required @stdlib at every start (some 180 files, about 40 ms of a 165 ms --help).
    const traced = (kind: 'required' | 'read' | 'intl', ...args: string[]): string[] => {
      const r = spawnSync(process.execPath, ['--require', fileURLToPath(new URL('./fixtures/trace-require.cjs', import.meta.url)), join(ROOT, 'packages/cli/bin/deadeye.cjs'), ...args], { encoding: 'utf8', cwd: ROOT, env: { ...process.env, INIT_CWD: ROOT } });
      expect(r.status).toBe(0);
      return r.stderr.split('\n').filter((l) => l.startsWith(`deadeye-${kind} `)).map((l) => l.slice(`deadeye-${kind} `.length));
    };
    const required = (...args: string[]): string[] => traced('required', ...args);
    // The commands' bundle and the rule systems' (scripts/build.ts, lazyActions, lazyRegistry): not
    // read for the help, a command's help or the version (about 14 and 24 ms of a start), read by
    // a duel, which then plays as the sources do (the tests above).
    for (const args of [['--help'], ['duel', '--help'], ['--version']]) expect(traced('read', ...args), args.join(' ')).toEqual(['deadeye.cjs']);
    expect(traced('read', 'duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '10', '--trials', '1', '--quiet')).toEqual(['deadeye.cjs', 'actions.cjs', 'systems.cjs']);
    const unused = /@stdlib|^yaml$|^ajv|danfo|vega/;
    const help = required('--help');
    expect(help.filter((m) => unused.test(m))).toEqual([]);
    // Nor the Node modules it does not use (loaded on first use: the runner's node:v8, the hashes'
    // node:crypto, commander's and the baseline's node:child_process; about 10 ms of each start).
    // The trace sees them: a run of more than 64 trials requires node:v8 when it starts its threads.
    expect(required('run', 'scenarios/street-fight.yaml', '--trials', '100', '--threads', '1', '--quiet')).toContain('node:v8');
    expect(help.filter((m) => /^(node:)?(v8|crypto|child_process)$/.test(m))).toEqual([]);
    expect(required('duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '10', '--trials', '1', '--quiet').filter((m) => unused.test(m))).toEqual([]);
    // A file is read with what the build put in readers.cjs (scripts/validators.ts): yaml, and the
    // schema validators it compiled. Neither a run nor a validate loads a module of yaml's package
    // (about 80 files, some 55 ms of their start) or ajv, which compiled the scenario schema in about
    // 140 ms more. The trace sees both: the sources load them.
    for (const args of [['run', 'scenarios/northfield.yaml', '--trials', '1', '--quiet'], ['validate', 'scenarios/northfield.yaml']]) {
      expect(traced('read', ...args), args.join(' ')).toContain('readers.cjs');
      expect(required(...args).filter((m) => /^ajv|^yaml$|yaml-1\.1|[\\/]parse[\\/]lexer/.test(m)), args.join(' ')).toEqual([]);
    }
    const fromSources = spawnSync(process.execPath, ['--require', fileURLToPath(new URL('./fixtures/trace-require.cjs', import.meta.url)), '--import', 'tsx', join(ROOT, 'packages/cli/src/main.ts'), 'validate', 'scenarios/street-fight.yaml'], { encoding: 'utf8', cwd: ROOT });
    expect(fromSources.stderr.split('\n')).toContain('deadeye-required ajv');
    expect(fromSources.stderr.split('\n')).toContain('deadeye-required yaml');
    // Counts are written without Intl (core's thousands): its first call loads ICU's locale data,
    // 20 to 30 ms of a start. The trace counts the calls of toLocaleString (the code before made
    // two in this duel).
    for (const args of [['--help'], ['duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '10', '--trials', '1'], ['run', 'scenarios/street-fight.yaml', '--trials', '1']]) {
      expect(traced('intl', ...args), args.join(' ')).toEqual([]);
    }
  });

  it('is built all in ASCII, which the launcher and the worker loader read as Latin-1', () => {
    const dir = currentBuild();
    for (const f of ['deadeye.cjs', 'actions.cjs', 'systems.cjs', 'readers.cjs', 'worker.bundle.cjs', 'worker.cjs']) {
      const bytes = readFileSync(join(dir, f));
      expect(bytes.length, f).toBeGreaterThan(0);
      expect(bytes.findIndex((b) => b > 0x7f), f).toBe(-1);
    }
  });

  it('plays --help without the commands\' and the rule systems\' bundles, and says in one line (exit status 2) that the build is incomplete when a bundle it needs is missing', () => {
    const dir = currentBuild();
    // A checkout of the launcher and the root package.json beside a build of the CLI bundle alone,
    // then with the commands' bundle (no systems.cjs), then of nothing; a stamp of no inputs, which
    // is always fresh.
    const { root, start } = launcherCheckout('partial-', ['deadeye.cjs']);
    writeFileSync(join(root, 'packages/cli/dist/current.json'), JSON.stringify({ dir: 'b', built: '', inputs: [], commandInputs: [] }));
    const help = start('--help');
    expect(help.status, help.stderr).toBe(0);
    expect(help.stdout).toMatch(/^Usage: deadeye/);
    const missing = (file: string): string => `deadeye: error: ${join(root, 'packages/cli/dist/b', file)}: missing: the build is incomplete; run pnpm build\n`;
    const duel = (): ReturnType<typeof start> => start('duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '10');
    const noActions = duel();
    expect(noActions.status).toBe(2);
    expect(noActions.stderr).toBe(missing('actions.cjs'));
    copyFileSync(join(dir, 'actions.cjs'), join(root, 'packages/cli/dist/b/actions.cjs'));
    const noSystems = duel();
    expect(noSystems.status).toBe(2);
    expect(noSystems.stderr).toBe(missing('systems.cjs'));
    rmSync(join(root, 'packages/cli/dist/b/deadeye.cjs'));
    const none = start('--help');
    expect(none.status).toBe(2);
    expect(none.stdout).toBe('');
    expect(none.stderr).toBe(missing('deadeye.cjs'));
  });

  it("rebuilds before it runs a stale bundle: the program's files checked before it starts, the commands' before a command runs (not for --help), a file whose time alone moved checked by its hash", () => {
    // A checkout of the launcher beside a copy of the current build (in b), whose stamp lists one
    // file of the program's (program.txt) and one of the commands' (command.txt); its build script
    // (what the launcher runs to rebuild) copies the build to a new directory and stamps it afresh,
    // saying so on stderr (an ES module, as the root package.json says). node_modules is the
    // repository's (the launcher runs tsx from there).
    const { root, start } = launcherCheckout('stale-', ['deadeye.cjs', 'actions.cjs', 'systems.cjs']);
    mkdirSync(join(root, 'scripts'));
    symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
    const stampScript = `
      import { cpSync, readFileSync, statSync, writeFileSync } from 'node:fs';
      import { createHash } from 'node:crypto';
      const root = ${JSON.stringify(root)};
      const input = (path) => ({ path, size: statSync(root + '/' + path).size, mtimeMs: statSync(root + '/' + path).mtimeMs, sha256: createHash('sha256').update(readFileSync(root + '/' + path)).digest('hex') });
      const stamp = (dir) => writeFileSync(root + '/packages/cli/dist/current.json', JSON.stringify({ dir, built: '', inputs: [input('program.txt')], commandInputs: [input('command.txt')] }));`;
    writeFileSync(join(root, 'scripts/build.ts'), `${stampScript}\nconst next = 'b' + Date.now(); cpSync(root + '/packages/cli/dist/b', root + '/packages/cli/dist/' + next, { recursive: true }); stamp(next); process.stderr.write('built ' + next + '\\n');\n`);
    writeFileSync(join(root, 'program.txt'), 'a');
    writeFileSync(join(root, 'command.txt'), 'a');
    expect(spawnSync(process.execPath, ['--input-type=module', '-e', `${stampScript}\nstamp('b');`]).status).toBe(0);
    const current = (): string => (JSON.parse(readFileSync(join(root, 'packages/cli/dist/current.json'), 'utf8')) as { dir: string }).dir;
    const duel = () => start('duel', '--a', 'Doc Holliday', '--b', 'Johnny Ringo', '--range', '10', '--trials', '1', '--quiet');
    const rebuilt = /^deadeye: sources changed since the last build; building \(pnpm build\)\nbuilt (b\d+)\n$/;
    // Fresh: nothing built.
    for (const r of [start('--help'), duel()]) expect([r.status, r.stderr]).toEqual([0, '']);
    // A file of the commands' edited: the help does not look; a duel rebuilds first, then plays from the new build.
    writeFileSync(join(root, 'command.txt'), 'bb');
    const help = start('--help');
    expect([help.status, help.stderr, current()]).toEqual([0, '', 'b']);
    const afterEdit = duel();
    expect(afterEdit.status, afterEdit.stderr).toBe(0);
    expect(afterEdit.stderr).toMatch(rebuilt);
    expect(afterEdit.stdout).toMatch(/^BOOT HILL standing duel: Doc Holliday/);
    expect(current()).toBe(rebuilt.exec(afterEdit.stderr)![1]);
    expect([duel().stderr, start('--help').stderr]).toEqual(['', '']);
    // A file of the program's edited: the help rebuilds before it starts.
    writeFileSync(join(root, 'program.txt'), 'cc');
    const helpAfterEdit = start('--help');
    expect(helpAfterEdit.status).toBe(0);
    expect(helpAfterEdit.stderr).toMatch(rebuilt);
    expect(helpAfterEdit.stdout).toMatch(/^Usage: deadeye/);
    // A file whose time moved but not its content (a checkout): no build; its new time recorded.
    const before = current();
    utimesSync(join(root, 'command.txt'), new Date(2001, 1, 1), new Date(2001, 1, 1));
    expect([duel().stderr, current()]).toEqual(['', before]);
    const recorded = (JSON.parse(readFileSync(join(root, 'packages/cli/dist/current.json'), 'utf8')) as { commandInputs: { mtimeMs: number }[] }).commandInputs[0]!.mtimeMs;
    expect(recorded).toBe(new Date(2001, 1, 1).getTime());
  });

  it('reports bad input as the sources do: one line, exit status 2', () => {
    const built = prebuilt('duel', '--a', 'Nobody Atall', '--b', 'Johnny Ringo', '--range', '5');
    const source = sources('duel', '--a', 'Nobody Atall', '--b', 'Johnny Ringo', '--range', '5');
    expect(built.status).toBe(2);
    expect(built.stderr).toBe(source.stderr);
    expect(built.stdout).toBe('');
  });

  it('reports the mistakes of a file as the sources do, checked by the schema validators the build compiled', () => {
    // Scenarios with mistakes the schema finds (fields missing, misspelt, out of range, of another
    // type; stat blocks of each system), and a house rule with one.
    const northfield = readFileSync(join(ROOT, 'scenarios/northfield.yaml'), 'utf8');
    const street = readFileSync(join(ROOT, 'scenarios/street-fight.yaml'), 'utf8');
    const bad: [name: string, original: string, text: string][] = [
      ['missing.yaml', '', 'name: x\nmap: {width: 3}\n'],
      ['misspelt.yaml', street, street.replace('facing:', 'facnig:')],
      ['not-a-facing.yaml', street, street.replace('facing: E', 'facing: EAST')],
      ['out-of-range.yaml', street, street.replace(/width: \d+/, 'width: -4')],
      ['boothill-stats.yaml', northfield, northfield.replace('boothill: { basp: 16, bac: 93, str: 14, mrl: 92 }', 'boothill: { basp: 16, bac: 93, str: 0, mrl: 192, brains: 3 }')],
      ['quickdraw-stats.yaml', northfield, northfield.replace('quickdraw: { type: main,', 'quickdraw: { type: mian,')],
    ];
    for (const [name, original, text] of bad) {
      expect(text, name).not.toBe(original);
      writeFileSync(join(tmp, name), text);
      const args = ['run', join(tmp, name), '--trials', '2', '--quiet', ...(name === 'quickdraw-stats.yaml' ? ['--system', 'quickdraw'] : [])];
      const built = prebuilt(...args);
      const source = sources(...args);
      expect(built.status, name).toBe(2);
      expect(built.stderr, name).toMatch(new RegExp(`${name}: `));
      expect(built.stderr, name).toBe(source.stderr);
      expect(built.stdout, name).toBe('');
    }
    writeFileSync(join(tmp, 'bad-rule.yaml'), `${readFileSync(join(ROOT, 'houserules/shotgun-plus-ten.yaml'), 'utf8')}\nfacnig: 1\n`);
    const args = ['run', 'scenarios/street-fight.yaml', '--trials', '2', '--quiet', '--house-rule', join(tmp, 'bad-rule.yaml')];
    const built = prebuilt(...args);
    expect(built.status).toBe(2);
    expect(built.stderr).toMatch(/bad-rule\.yaml: facnig: /);
    expect(built.stderr).toBe(sources(...args).stderr);
  });

  it("makes code caches that are used: the worker bundle's under the threads' V8 flags, the CLI's, the commands', the rule systems' and the file readers' after a long run that started them under V8's defaults", () => {
    // The build current (a start rebuilds it when a source changed), then a run that finds no CLI
    // cache, writes one and starts the pool's thread: a long run (LONG_RUN_TRIALS_PER_THREAD), whose
    // thread sets the runner's LONG_RUN_V8_FLAGS, the larger inlining budget among them, which a
    // cache written after would record.
    const dir = currentBuild();
    for (const f of ['deadeye.cjs', 'actions.cjs', 'systems.cjs', 'readers.cjs']) rmSync(join(dir, `${f}.v8cache`), { force: true });
    const run = prebuilt('run', 'scenarios/street-fight.yaml', '--trials', String(LONG_RUN_TRIALS_PER_THREAD), '--threads', '1', '--quiet');
    expect(run.status, run.stderr).toBe(0);
    // Whether V8 rejects `file`'s cache, in a thread started after `flags` are set (as the pool's).
    // wrap: Node's own module wrapper, or the launcher's (its loadBundle) with these extra parameters.
    const rejected = (file: string, wrap: 'cjs' | readonly string[], flags: readonly string[]): string => {
      const source = wrap === 'cjs' ? 'require("node:module").wrap(src)' : `\`(function (exports, require, module, __filename, __dirname${wrap.map((p) => `, ${p}`).join('')}) {\${src}\\n})\``;
      const code = `const { readFileSync } = require('node:fs'); const { Script } = require('node:vm'); const file = ${JSON.stringify(file)}; const src = readFileSync(file, 'utf8'); const s = new Script(${source}, { filename: file, cachedData: readFileSync(file + '.v8cache') }); process.stdout.write(String(s.cachedDataRejected));`;
      const main = `for (const f of ${JSON.stringify(flags)}) require('node:v8').setFlagsFromString(f); new (require('node:worker_threads').Worker)(${JSON.stringify(code)}, { eval: true });`;
      return spawnSync(process.execPath, ['-e', main], { encoding: 'utf8' }).stdout;
    };
    expect(rejected(join(dir, 'worker.bundle.cjs'), 'cjs', WORKER_V8_FLAGS)).toBe('false');
    expect(rejected(join(dir, 'deadeye.cjs'), ['__deadeyeImport', '__deadeyeLoad'], [])).toBe('false');
    expect(rejected(join(dir, 'actions.cjs'), ['__deadeyeImport', '__deadeyeLoad'], [])).toBe('false');
    expect(rejected(join(dir, 'systems.cjs'), [], [])).toBe('false');
    expect(rejected(join(dir, 'readers.cjs'), [], [])).toBe('false');
  });
});
