/**
 * The direction of Deadeye's imports (DESIGN.md, package map), checked by dependency-cruiser in
 * `pnpm test` (and so in CI):
 *
 *   cli -> report / stats / runner -> registry -> rules packages / agents -> core -> rng
 *
 * `core` imports no rules package; nothing above the registry (runner, stats, report, cli) names
 * a rules package; a rules package imports neither the agents (the registry hands engines their
 * agents), nor another rules package, nor anything above it. Only sources are checked: tests may
 * use what they test with. Adding a rule system: add its package name to RULES below.
 */
/** The rules packages (one per rule system). */
const RULES = '(boothill|quickdraw|shootout)';
const pkg = (names) => `^packages/${names}/src/`;

/** For each package: the packages its sources may not import. */
const forbidden = [
  ['rng', '(core|agents|registry|runner|stats|report|cli|boothill|quickdraw|shootout)', 'rng is the bottom layer'],
  ['core', `(agents|registry|runner|stats|report|cli|${RULES.slice(1, -1)})`, 'core is system-neutral: it imports only rng'],
  ['agents', `(registry|runner|stats|report|cli|${RULES.slice(1, -1)})`, 'agents speak the core vocabulary only: no rules package, nothing above'],
  [RULES, '(agents|registry|runner|stats|report|cli)', 'a rules package imports only core and rng: the registry hands its engines their agents'],
  ['registry', '(runner|stats|report|cli)', 'the registry sits below the runner, stats, report and cli'],
  ['runner', `(stats|report|cli|agents|${RULES.slice(1, -1)})`, 'the runner goes through the registry and names no rules package'],
  ['stats', `(runner|report|cli|registry|agents|${RULES.slice(1, -1)})`, 'stats summarise system-neutral counts from core'],
  ['report', `(runner|cli|registry|agents|${RULES.slice(1, -1)})`, 'the report draws summaries from stats'],
  ['cli', `(agents|${RULES.slice(1, -1)})`, 'the cli reaches rule systems through the registry only'],
].map(([from, to, comment]) => ({
  name: `no-${from.replace(/[()|]/g, '-').replace(/^-|-$/g, '')}-to-${to.replace(/[()|]/g, '-').replace(/^-|-$/g, '').replace(/-+/g, '-')}`,
  comment,
  severity: 'error',
  from: { path: pkg(from) },
  to: { path: pkg(to) },
}));

/** A rules package never imports another rules package. */
forbidden.push({
  name: 'no-rules-package-to-another',
  comment: 'rule systems share code through core, never by importing one another',
  severity: 'error',
  from: { path: `^packages/${RULES}/src/` },
  to: { path: `^packages/${RULES}/src/`, pathNot: '^packages/$1/src/' },
});

forbidden.push({
  name: 'no-circular',
  comment: 'import cycles make module initialisation order fragile',
  severity: 'error',
  from: { path: '^packages/[^/]+/src/' },
  to: { circular: true },
});

module.exports = {
  forbidden,
  options: {
    doNotFollow: { path: 'node_modules' },
    // dist/: the pre-built command's bundles (scripts/build.ts), not sources.
    exclude: { path: '(^|/)node_modules/|/test/|^packages/[^/]+/dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.js', '.mjs', '.cjs'] },
    combinedDependencies: false,
    preserveSymlinks: false,
  },
};
