/**
 * Scenario files as the commands read them, and what a file given as a scenario is when it is
 * not one: a house-rule file, a sweep file, a balance template or a baseline, named in one line
 * with the command that takes it (an audit, 2026-11-30: a house-rule file given to `run` gave 5
 * lines of schema problems, a baseline 17). The other direction, a scenario given as a house rule
 * or a template, is core's `parseYamlWithSchema` ("found a file of another kind"), which this
 * module also falls back on for a file of no kind it knows.
 */
import { statSync } from 'node:fs';
import { MAX_SCENARIO_BYTES, ScenarioError, anotherKindOfFile, encounterTemplateSchema, houseRuleSchema, loadScenario, parseYamlWithSchema, readSmallFile, scenarioSchema, type Scenario } from '@deadeye/core';
import { sweepFileSchema } from './sweep-file.ts';

/** A JSON Schema object, as core's `parseYamlWithSchema` takes it. */
type SchemaObject = Parameters<typeof parseYamlWithSchema>[2];

/** Any data: the schema with which a file is parsed only to see what it holds. */
export const ANY_DATA: SchemaObject = {};

/** A kind of file the tool reads besides scenarios: how to tell it, what it is called, and which command takes it. */
interface FileKind {
  /** What it is, e.g. `a house-rule file`. */
  readonly kind: string;
  /** Whether the data (a mapping) is one. */
  readonly is: (data: Readonly<Record<string, unknown>>) => boolean;
  /** What to do with the file, as typed. */
  readonly fix: (file: string) => string;
}

/**
 * Whether `data` has every field `schema` requires, and more of its fields are the schema's than
 * not (so a file of that kind with a mistake or two is still recognised).
 */
function fitsSchema(schema: SchemaObject, data: Readonly<Record<string, unknown>>): boolean {
  const known = Object.keys((schema['properties'] ?? {}) as Record<string, unknown>);
  const required = (schema['required'] ?? []) as readonly string[];
  const fields = Object.keys(data);
  const mine = fields.filter((f) => known.includes(f)).length;
  return required.length > 0 && required.every((f) => fields.includes(f)) && mine > fields.length - mine;
}

/** The kinds recognised, the most particular first. The baseline's format word is guard-commands' `BASELINE_FORMAT`. */
const KINDS: readonly FileKind[] = [
  { kind: 'a scenario file', is: (d) => (scenarioSchema['required'] as readonly string[]).every((f) => f in d), fix: (f) => `play it with deadeye run ${f}` },
  { kind: 'a baseline (the JSON deadeye baseline writes)', is: (d) => d['format'] === 'deadeye-baseline', fix: (f) => `check it with deadeye check ${f}` },
  { kind: 'a house-rule file', is: (d) => fitsSchema(houseRuleSchema, d), fix: (f) => `give it with --house-rule ${f} beside a scenario file, e.g. deadeye run scenarios/duel-main-street.yaml --house-rule ${f}` },
  { kind: 'an encounter template for deadeye balance', is: (d) => fitsSchema(encounterTemplateSchema, d), fix: (f) => `give it with deadeye balance --template ${f}` },
  { kind: 'a sweep file', is: (d) => fitsSchema(sweepFileSchema, d), fix: (f) => `play it with deadeye sweep --sweep ${f}` },
];

/** What a scenario file holds at least, in words. */
const SCENARIO_EXPECTED = 'a scenario file (name, map, sides, characters; e.g. scenarios/duel-main-street.yaml)';

/** A kind of file a command reads, for {@link otherKindOfFile}: what it expects in words, and its `kind` among those recognised. */
export interface ExpectedFile {
  readonly expected: string;
  readonly kind: string;
}

/** A scenario, as `run`, `duel`, `compare` and the others read one. */
export const SCENARIO_FILE: ExpectedFile = { expected: SCENARIO_EXPECTED, kind: 'a scenario file' };
/** A sweep file, as `sweep --sweep` reads one. */
export const SWEEP_FILE: ExpectedFile = { expected: "a sweep file (vary: one or two parameters, and the run's settings; e.g. sweeps/doc-bac-by-range.yaml)", kind: 'a sweep file' };
/** A house-rule file, as `--house-rule` (and `ab --a`, `--b`) reads one. */
export const HOUSE_RULE_FILE: ExpectedFile = { expected: 'a house-rule file: name, description, system, changes (e.g. houserules/shotgun-plus-ten.yaml)', kind: 'a house-rule file' };
/** An encounter template, as `balance --template` reads one. */
export const TEMPLATE_FILE: ExpectedFile = { expected: 'an encounter template (id, name, terrain, range, points...; e.g. scenarios/templates/balance-encounter.yaml)', kind: 'an encounter template for deadeye balance' };

/**
 * The one problem of a file given as `expecting` (default a scenario) that is a file of another
 * kind, or undefined when it looks like one of the kind expected with mistakes (or cannot be read
 * or parsed: its own error stands). An audit, 2026-12-01: a house-rule file given to `sweep
 * --sweep` gave two schema lines, to `balance --template` eleven.
 * @param path the file, as the error names it
 * @param shownAs the file as typed, for the fix
 */
export function otherKindOfFile(path: string, shownAs: string = path, expecting: ExpectedFile = SCENARIO_FILE): ScenarioError | undefined {
  let data: unknown;
  try {
    // A regular file only: a FIFO or a device, read once already, may block or give other bytes.
    if (!statSync(path).isFile()) return undefined;
    const text = readSmallFile(path, MAX_SCENARIO_BYTES, 'a scenario file', 'a readable scenario file').toString('utf8');
    data = parseYamlWithSchema(text, path, ANY_DATA).data;
  } catch {
    return undefined;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const fields = data as Record<string, unknown>;
  const own = KINDS.find((k) => k.kind === expecting.kind);
  if (own !== undefined && own.is(fields)) return undefined;
  const kind = KINDS.find((k) => k.kind !== expecting.kind && k.is(fields));
  if (kind !== undefined) return new ScenarioError(path, [{ path: '', expected: expecting.expected, found: `${kind.kind}; ${kind.fix(shownAs)}` }]);
  if (expecting !== SCENARIO_FILE) return undefined;
  // No kind it knows: core's rule for a file of another kind, on the fields as written (core's
  // validator fills in a scenario's defaults first, which would then count as known fields).
  const other = anotherKindOfFile(fields, scenarioSchema, SCENARIO_EXPECTED);
  return other === undefined ? undefined : new ScenarioError(path, [{ ...other, found: `${other.found}; give a scenario file` }]);
}

/**
 * Reads a scenario file (core `loadScenario`); a file of another kind given as one is named in one
 * line with what to do ({@link otherKindOfFile}).
 * @param path the file (absolute, or relative to the working directory)
 * @param shownAs the file as the user typed it: errors name it so
 * @returns the scenario, as `loadScenario` returns it
 * @throws ScenarioError naming the file: a file of another kind (one line), or `loadScenario`'s
 *   problems (unreadable, too large, bad YAML, the schema, the references)
 */
export function loadScenarioFile(path: string, shownAs: string = path): Scenario {
  return readingAs(() => loadScenario(path), path, shownAs, SCENARIO_FILE);
}

/**
 * Runs `read`, a loader of a file of kind `expecting` at `path`; when it fails with the file's
 * problems and the file is of another kind, that is the one line thrown instead ({@link otherKindOfFile}).
 * @throws ScenarioError naming the file as `shownAs` (the problems of `path`); else whatever `read` throws
 */
export function readingAs<T>(read: () => T, path: string, shownAs: string, expecting: ExpectedFile): T {
  try {
    return read();
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    const error = otherKindOfFile(path, shownAs, expecting) ?? e;
    // Named as the user typed it, as the rule systems' own checks of the file name it (an audit,
    // 2026-12-07: `run q.yaml` named "/tmp/ux/q.yaml" for a schema problem, "q.yaml" for a stat block's).
    throw error.file === path && shownAs !== path ? new ScenarioError(shownAs, error.problems) : error;
  }
}
