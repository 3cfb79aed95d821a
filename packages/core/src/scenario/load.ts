/**
 * Reading scenario files: YAML text -> schema validation with defaults (`schema.ts`) -> the
 * cross-reference checks the schema cannot express -> a {@link Scenario}. Every problem found is
 * reported at once, each with the path of the field, what was expected and what was found, so that
 * the fix is evident from the message.
 */
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, extname } from 'node:path';
import type { Ajv, ErrorObject, SchemaObject, ValidateFunction } from 'ajv';
import type { Document, LineCounter } from 'yaml';
import { closestName } from '../words.ts';
import { compileMap, C_HARD, T_WALL } from './game-map.ts';
import { precompiledValidator, yamlLibrary } from './file-libraries.ts';
import { MAX_AREA_CELLS, MAX_SCENARIO_BYTES, MAX_YAML_ALIASES, scenarioSchema } from './schema.ts';
import { NO_WINNER_MEANINGS, type Area, type Scenario, type ScenarioHistory } from './types.ts';

let ajvClass: typeof import('ajv').Ajv | undefined;

/**
 * `ajv`'s class, loaded on first use rather than at import, and only to compile a schema: the
 * built command has its schemas compiled already (file-libraries.ts) and loads ajv for none of
 * them. A synchronous require, as every reader here is synchronous.
 */
function ajv(): typeof import('ajv').Ajv {
  return (ajvClass ??= (createRequire(import.meta.url)('ajv') as typeof import('ajv')).Ajv);
}

/** One thing wrong with a scenario file. */
export interface ScenarioProblem {
  /** Field path, e.g. `characters[2].position`, `map.width`; `''` for the file as a whole. */
  readonly path: string;
  /** What the field should hold, e.g. `an array of 2 whole numbers [x, y]`. */
  readonly expected: string;
  /** What it holds, e.g. `"abc"`, `nothing`, `unknown field "facnig"`. */
  readonly found: string;
  /** 1-based line (and column) in the file, when known. */
  readonly line?: number;
  readonly column?: number;
}

/**
 * A scenario file that cannot be read, parsed or validated. `message` lists every problem, one per
 * line, as `file: path: expected ..., found ... (line N)`; `path`, `expected` and `found` are those
 * of the first problem, `problems` holds them all.
 */
export class ScenarioError extends Error {
  readonly file: string;
  readonly path: string;
  readonly expected: string;
  readonly found: string;
  readonly problems: readonly ScenarioProblem[];

  /** @param problems at least one. */
  constructor(file: string, problems: readonly ScenarioProblem[]) {
    const first = problems[0];
    if (first === undefined) throw new RangeError('ScenarioError needs at least one problem');
    super(problems.map((p) => formatProblem(file, p)).join('\n'));
    this.name = 'ScenarioError';
    this.file = file;
    this.path = first.path;
    this.expected = first.expected;
    this.found = first.found;
    this.problems = problems;
  }
}

/** One line of a {@link ScenarioError} message: `file: path: expected ..., found ... (line N, column M)`. */
export function formatProblem(file: string, p: ScenarioProblem): string {
  const where = p.line === undefined ? '' : ` (line ${p.line}${p.column === undefined ? '' : `, column ${p.column}`})`;
  return `${file}: ${p.path === '' ? '' : `${p.path}: `}expected ${p.expected}, found ${p.found}${where}`;
}

/**
 * The stream id a scenario gets when the file does not set `id`: the file's base name without its
 * extension (`scenarios/duel-main-street.yaml` -> `duel-main-street`).
 */
export function scenarioIdFromFile(file: string): string {
  return basename(file, extname(file));
}

/** What a scenario file may be at most, in the words of an error message. */
const SIZE_LIMIT = `a scenario file of at most ${MAX_SCENARIO_BYTES} bytes (1 MiB)`;

/** The problem of a scenario text of `bytes` bytes (a lower bound when `more`), past the limit. */
function tooLarge(bytes: number, more = false): ScenarioProblem {
  return { path: '', expected: SIZE_LIMIT, found: `${more ? 'more than ' : ''}${bytes} bytes; split the fight or simplify its map` };
}

/**
 * The bytes of a small file (a scenario, a house rule, a sweep file, an encounter template), reading
 * at most `maxBytes` + 1 bytes (so a huge file, or a device that never ends, is not read whole).
 * Written once for every file the tool reads.
 * @param kind what it is, for the size message (`a house-rule file`: "expected a house-rule file of at most N bytes")
 * @param readable what was expected when it cannot be read (`a readable house-rule file (e.g. ...)`)
 * @param limit the size message's expected text instead of `<kind> of at most N bytes`
 * @param fix words after the size found (`split the fight or simplify its map`)
 * @throws ScenarioError naming `path`: `expected <kind> of at most N bytes, found M bytes`, or
 *   `expected <readable>, found no such file` (a directory, or the system's message)
 */
export function readSmallFile(path: string, maxBytes: number, kind: string, readable: string, limit?: string, fix?: string): Buffer {
  const expected = limit ?? `${kind} of at most ${maxBytes} bytes`;
  const tail = fix === undefined ? '' : `; ${fix}`;
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const size = fstatSync(fd).size;
    if (size > maxBytes) throw new ScenarioError(path, [{ path: '', expected, found: `${size} bytes${tail}` }]);
    const buffer = Buffer.alloc(maxBytes + 1);
    let length = 0;
    for (let n = -1; n !== 0 && length < buffer.length; length += n) n = readSync(fd, buffer, length, buffer.length - length, null);
    if (length > maxBytes) throw new ScenarioError(path, [{ path: '', expected, found: `more than ${maxBytes} bytes${tail}` }]);
    return buffer.subarray(0, length);
  } catch (e) {
    if (e instanceof ScenarioError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    const found = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'a directory' : e instanceof Error ? e.message : String(e);
    throw new ScenarioError(path, [{ path: '', expected: readable, found }]);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The text of the scenario file at `path` ({@link readSmallFile}, at most {@link MAX_SCENARIO_BYTES}). @throws ScenarioError when it is larger, or cannot be read */
function readScenarioText(path: string): string {
  return readSmallFile(path, MAX_SCENARIO_BYTES, 'a scenario file', 'a readable scenario file (e.g. scenarios/duel-main-street.yaml)', SIZE_LIMIT, 'split the fight or simplify its map').toString('utf8');
}

/**
 * Reads a scenario file and parses it with {@link parseScenario}; `file` on the result is `path` as
 * given (relative paths are relative to the working directory).
 * @throws ScenarioError when the file cannot be read, is larger than {@link MAX_SCENARIO_BYTES},
 *   or is not a valid scenario.
 */
export function loadScenario(path: string): Scenario {
  return parseScenario(readScenarioText(path), path);
}

/**
 * Parses and validates the YAML text of a scenario and fills in the documented defaults (see
 * `docs/scenarios.md`). `id` defaults to {@link scenarioIdFromFile}(`file`); `file` is set to `file`.
 * @param file the name to report problems against and to derive the id from.
 * @throws ScenarioError listing every problem: a text past {@link MAX_SCENARIO_BYTES}, the first
 *   YAML syntax error (with line and column), aliases past {@link MAX_YAML_ALIASES}, then, if the YAML is
 *   well-formed, schema violations (lists past their limits among them), then, if the shapes are
 *   right, broken references (unknown sides and places, duplicate names, cells off the map or in
 *   walls...).
 */
/**
 * Parses YAML text as plain data (aliases bounded, see `toData`) and the problem list that names
 * its lines; shared by scenario files and other data files (house rules).
 * @throws ScenarioError naming `file` for the first YAML syntax error (with its line and column;
 *   the later ones mostly follow from it) or an alias bomb
 */
function readYaml(text: string, file: string): { readonly data: unknown; readonly problems: Problems } {
  const { LineCounter, parseDocument } = yamlLibrary();
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length > 0) {
    // The first error only: the parser's later ones mostly follow from it (a tab used as
    // indentation gave eleven lines, an audit found, 2026-11-29).
    throw new ScenarioError(
      file,
      doc.errors.slice(0, 1).map((e) => {
        const { line, col } = lineCounter.linePos(e.pos[0]);
        return { path: '', expected: 'valid YAML', found: `a syntax error: ${e.message.split('\n')[0] ?? ''}`, line, column: col };
      }),
    );
  }
  return { data: toData(doc, file), problems: new Problems(doc, lineCounter) };
}

export function parseScenario(text: string, file: string): Scenario {
  // Characters are 1 to 4 bytes in UTF-8: only a text that might be too large is measured.
  if (text.length > MAX_SCENARIO_BYTES / 4 && Buffer.byteLength(text, 'utf8') > MAX_SCENARIO_BYTES) {
    throw new ScenarioError(file, [tooLarge(Buffer.byteLength(text, 'utf8'))]);
  }
  const { data, problems } = readYaml(text, file);
  return scenarioFromData(data, problems, file);
}

/**
 * A scenario built in code (`deadeye balance`'s encounters), checked and given its defaults as a
 * file's text is by {@link parseScenario}, without the YAML parse (problems carry no line).
 * `data` is the plain data a scenario file would hold; it is changed (defaults filled in).
 * @param file the name to report problems against and to derive the id from
 * @throws ScenarioError listing every problem, as {@link parseScenario}
 */
export function parseScenarioData(data: unknown, file: string): Scenario {
  return scenarioFromData(data, new Problems(null, null), file);
}

/** The part of {@link parseScenario} after the YAML: schema and defaults, special rules, history, references. */
function scenarioFromData(data: unknown, problems: Problems, file: string): Scenario {
  const validate = validatorOf(scenarioSchema);
  if (!validate(data)) {
    for (const e of withoutAnyOfNoise(validate.errors ?? [])) schemaProblem(problems, data, e);
    problems.throwIfAny(file);
  }
  type RuleEntry = string | ({ readonly rule: string } & Record<string, string | number>);
  type HistoryFile = Omit<ScenarioHistory, 'facts' | 'date'> & { readonly date?: string | number; readonly facts: readonly { fact: string; value: string | number }[] };
  const parsed = data as Omit<Scenario, 'id' | 'specialRules' | 'specialRuleParams' | 'history'> & {
    readonly id?: string;
    readonly specialRules: readonly RuleEntry[];
    readonly history?: HistoryFile;
  };
  // Special rules: bare names, or {rule, ...parameters}; each rule once.
  const specialRules: string[] = [];
  const specialRuleParams: Record<string, Record<string, string | number>> = {};
  parsed.specialRules.forEach((entry, i) => {
    const ruleName = typeof entry === 'string' ? entry : entry.rule;
    if (specialRules.includes(ruleName)) problems.add(['specialRules', i], 'each special rule named once', `${show(ruleName)} again`);
    specialRules.push(ruleName);
    if (typeof entry !== 'string') {
      const { rule: _rule, ...params } = entry;
      specialRuleParams[ruleName] = params;
    }
  });
  let history: ScenarioHistory | undefined;
  if (parsed.history !== undefined) {
    const { date, facts, ...record } = parsed.history;
    history = { ...record, ...(date === undefined ? {} : { date: String(date) }), facts: facts.map((f) => ({ fact: f.fact, value: String(f.value) })) };
  }
  const { history: _h, ...rest } = parsed;
  const scenario: Scenario = {
    ...rest,
    ...(history === undefined ? {} : { history }),
    specialRules,
    specialRuleParams,
    id: parsed.id ?? scenarioIdFromFile(file),
    file,
  };
  checkReferences(scenario, problems);
  problems.throwIfAny(file);
  return scenario;
}

/**
 * The plain data of a parsed YAML document, resolving aliases up to {@link MAX_YAML_ALIASES}.
 * @throws ScenarioError naming the file for an alias bomb ("billion laughs": aliases of aliases
 *   that would expand exponentially) or any other alias `yaml` cannot resolve.
 */
function toData(doc: Document, file: string): unknown {
  try {
    return doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (/excessive alias count/i.test(message)) {
      throw new ScenarioError(file, [
        {
          path: '',
          expected: `YAML with at most ${MAX_YAML_ALIASES} uses of aliases (*name), counting the aliases inside what each one refers to`,
          found: 'aliases of aliases that expand without bound (a "billion laughs" alias bomb); write the repeated parts out instead',
        },
      ]);
    }
    throw new ScenarioError(file, [{ path: '', expected: 'valid YAML', found: message.split('\n')[0] ?? message }]);
  }
}

/**
 * Where a file of another kind than a scenario (a house rule, `core/src/house-rules.ts`) collects
 * its problems: `add` one per field path (segments: names and list indices), `throwIfAny` throws
 * them all as one {@link ScenarioError} (one line each, `file: path: expected ..., found ...`,
 * with the YAML line where known).
 */
export interface YamlProblems {
  add(segments: readonly (string | number)[], expected: string, found: string): void;
  throwIfAny(file: string): void;
}

/**
 * Parses YAML `text` (read from `file`) and validates it against a JSON Schema with `expected`
 * annotations, as scenario files are (the same ajv settings, the same error wording, aliases
 * bounded by {@link MAX_YAML_ALIASES}), for other data files (house rules).
 * @returns the plain data, and a problem list (with the YAML lines) for the checks the schema cannot express
 * @throws ScenarioError naming `file` for YAML syntax errors, an alias bomb, or schema violations
 */
export function parseYamlWithSchema(text: string, file: string, schema: SchemaObject): { readonly data: unknown; readonly problems: YamlProblems } {
  const { data, problems } = readYaml(text, file);
  const validate = validatorOf(schema);
  if (!validate(data)) {
    const other = anotherKindOfFile(data, schema);
    if (other !== undefined) throw new ScenarioError(file, [other]);
    for (const e of withoutAnyOfNoise(validate.errors ?? [])) schemaProblem(problems, data, e);
    problems.throwIfAny(file);
  }
  return { data, problems };
}

/**
 * The one problem of a file of another kind than `schema`'s (a scenario given as a house rule or
 * a balance template, a house rule given as a scenario), which would otherwise get a line for each
 * of its fields (fourteen for a scenario given as a template; an audit, 2026-11-29): required
 * fields are missing and the fields the schema does not know outnumber those it does. Named by
 * `expected`, by default the schema's top-level `expected`. `data` is the file's data as written
 * (before a validator fills in defaults, which would count as known fields).
 * @returns the problem, or undefined when the file looks like one of this kind with mistakes
 */
export function anotherKindOfFile(data: unknown, schema: SchemaObject, expected: unknown = schema.expected): ScenarioProblem | undefined {
  if (!isRecord(data) || !Array.isArray(schema.required) || !isRecord(schema.properties) || typeof expected !== 'string') return undefined;
  const known = Object.keys(schema.properties);
  const fields = Object.keys(data);
  const unknown = fields.filter((f) => !known.includes(f));
  const missing = (schema.required as string[]).filter((f) => !fields.includes(f));
  if (missing.length === 0 || unknown.length <= fields.length - unknown.length) return undefined;
  const shown = unknown.length > 6 ? `${unknown.slice(0, 6).join(', ')}...` : unknown.join(', ');
  return { path: '', expected, found: `a file of another kind (the fields ${shown}; no ${missing.join(', ')})` };
}

/** A value as error messages show it (YAML flow style, cut at 60 characters; `nothing` when absent). */
export function showValue(v: unknown): string {
  return show(v);
}

/** ` (did you mean "x"?)` when `word` is a likely misspelling of one of `options`, else `''`. */
export function didYouMean(word: string, options: readonly string[]): string {
  return suggestion(word, options);
}

// ---------------------------------------------------------------------------------------------
// Problem collection

type Segment = string | number;

/** Collects problems with their paths and lines, without duplicates. */
class Problems {
  private readonly list: ScenarioProblem[] = [];
  private readonly seen = new Set<string>();

  /** @param doc the YAML document and its line counter, for line numbers; null: none (a stat block checked after loading). */
  constructor(
    private readonly doc: Document | null,
    private readonly lines: LineCounter | null,
  ) {}

  add(segments: readonly Segment[], expected: string, found: string): void {
    const path = formatPath(segments);
    const key = `${path}\n${expected}\n${found}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const line = this.lineOf(segments);
    this.list.push(line === undefined ? { path, expected, found } : { path, expected, found, line });
  }

  /** Throws every problem collected so far, sorted by line (stable), if there are any. */
  throwIfAny(file: string): void {
    if (this.list.length === 0) return;
    const sorted = this.list.map((p, i) => ({ p, i })).sort((a, b) => (a.p.line ?? Infinity) - (b.p.line ?? Infinity) || a.i - b.i);
    throw new ScenarioError(file, sorted.map((s) => s.p));
  }

  /** Line of the deepest YAML node on the path that exists. */
  private lineOf(segments: readonly Segment[]): number | undefined {
    if (this.doc === null || this.lines === null) return undefined;
    for (let n = segments.length; n >= 0; n--) {
      const node: unknown = this.doc.getIn(segments.slice(0, n), true);
      if (yamlLibrary().isNode(node) && node.range) return this.lines.linePos(node.range[0]).line;
    }
    return undefined;
  }
}

/** `characters[2].position`, `map.places["bank door"]`. */
function formatPath(segments: readonly Segment[]): string {
  let s = '';
  for (const seg of segments) {
    if (typeof seg === 'number') s += `[${seg}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(seg)) s += s === '' ? seg : `.${seg}`;
    else s += `[${JSON.stringify(seg)}]`;
  }
  return s;
}

/** A value as the messages show it, in YAML flow style (`[6, 2]`, `"abc"`), cut at 60 characters; `nothing` when absent. */
function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'an empty value';
  const s = flow(v);
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

function flow(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(flow).join(', ')}]`;
  if (isRecord(v)) return `{${Object.entries(v).map(([k, x]) => `${k}: ${flow(x)}`).join(', ')}}`;
  return JSON.stringify(v) ?? String(v);
}

function quoteAll(values: readonly unknown[]): string {
  return values.map((v) => JSON.stringify(v)).join(', ');
}

/** ` (did you mean "facing"?)` when `word` is a likely misspelling of one of `options` (core's `closestName`), else `''`. */
function suggestion(word: unknown, options: readonly unknown[]): string {
  if (typeof word !== 'string') return '';
  const best = closestName(word, options.filter((o): o is string => typeof o === 'string'));
  return best === undefined ? '' : ` (did you mean ${JSON.stringify(best)}?)`;
}

// ---------------------------------------------------------------------------------------------
// Schema validation

/** A rule system's JSON Schema of its stat block (ajv's draft-07 object, with `expected` annotations). */
export type StatBlockSchema = SchemaObject;

/**
 * Checks a rule system's stat block of character `index` (`stats.<system>`) against the system's
 * JSON Schema (with `expected` annotations, as the scenario schema's), reporting every problem as
 * the loader does: `file: characters[i].stats.<system>.<field>: expected ..., found ...` (without
 * line numbers: the YAML is gone by then).
 * @param file the scenario file named in the messages
 * @throws ScenarioError listing every problem
 */
export function checkStatBlock(schema: SchemaObject, block: unknown, file: string, index: number, system: string): void {
  const validate = validatorOf(schema);
  if (validate(block)) return;
  const problems = new Problems(null, null);
  const wrapped = { characters: Object.assign([], { [index]: { stats: { [system]: block } } }) };
  for (const e of withoutAnyOfNoise(validate.errors ?? [])) schemaProblem(problems, wrapped, { ...e, instancePath: `/characters/${index}/stats/${system}${e.instancePath}` });
  problems.throwIfAny(file);
}

/**
 * The options of every ajv instance that checks a file (every error, defaults filled in, the
 * failing value and schema in each error, `discriminator`, union types), and the keywords it
 * accepts without checking (`expected`, the wording of the error messages). The build's
 * precompiled validators (scripts/validators.ts) are made with the very same.
 */
export const SCHEMA_OPTIONS = { allErrors: true, useDefaults: true, verbose: true, discriminator: true, allowUnionTypes: true } as const;
/** See {@link SCHEMA_OPTIONS}. */
export const SCHEMA_VOCABULARY: readonly string[] = ['expected'];

/** An ajv instance as the loader uses it ({@link SCHEMA_OPTIONS}). */
function newAjv(): Ajv {
  const instance = new (ajv())(SCHEMA_OPTIONS);
  instance.addVocabulary([...SCHEMA_VOCABULARY]);
  return instance;
}

const validators = new WeakMap<SchemaObject, ValidateFunction>();

/**
 * The validator of `schema`, made once per schema object: the build's, compiled ahead from the
 * same JSON text (file-libraries.ts), or else compiled now by ajv (the sources, or a schema the build
 * does not list).
 */
function validatorOf(schema: SchemaObject): ValidateFunction {
  let validate = validators.get(schema);
  if (validate === undefined) {
    validate = precompiledValidator(JSON.stringify(schema)) ?? newAjv().compile(schema);
    validators.set(schema, validate);
  }
  return validate;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** What a schema node accepts, in words: its `expected` annotation, or a phrase built from its keywords. */
function describe(schema: unknown): string {
  if (!isRecord(schema)) return 'a valid value';
  if (typeof schema.expected === 'string') return schema.expected;
  if (Array.isArray(schema.enum)) return `one of ${quoteAll(schema.enum)}`;
  if ('const' in schema) return JSON.stringify(schema.const);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const { minimum: min, maximum: max, exclusiveMinimum: above } = schema;
      const range =
        typeof min === 'number' && typeof max === 'number'
          ? ` from ${min} to ${max}`
          : typeof min === 'number'
            ? ` ${min} or more`
            : typeof above === 'number'
              ? ` greater than ${above}`
              : typeof max === 'number'
                ? ` ${max} or less`
                : '';
      return `${schema.type === 'integer' ? 'a whole number' : 'a number'}${range}`;
    }
    case 'string':
      return schema.minLength ? 'non-empty text' : 'text';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'a mapping';
    default:
      return 'a valid value';
  }
}

/** Path segments of an ajv instance path (`/characters/2/position`), array indices as numbers. */
function instanceSegments(data: unknown, instancePath: string): Segment[] {
  const segments: Segment[] = [];
  let cur: unknown = data;
  for (const raw of instancePath.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (Array.isArray(cur)) {
      segments.push(Number(key));
      cur = cur[Number(key)];
    } else {
      segments.push(key);
      cur = isRecord(cur) ? cur[key] : undefined;
    }
  }
  return segments;
}

/**
 * ajv's errors without the noise of `anyOf`: a failed `anyOf` reports every branch's errors and
 * then its own, so one mistake gave several contradictory lines (a sweep file's empty `values`
 * list: "expected non-empty text", "expected a list", and two more; an audit, 2026-11-29). Innermost
 * first, each `anyOf` keeps only the errors of the one branch whose type fits the value, if one
 * does: those about its fields, an unknown or missing field named, and, in place of those about
 * the value itself, the `anyOf`'s own (its `expected` says every form); else its own alone.
 * @param errors ajv's `validate.errors`, in its order
 * @returns the errors to report, in the same order
 */
function withoutAnyOfNoise(errors: readonly ErrorObject[]): ErrorObject[] {
  let list = [...errors];
  const anyOfs = list.filter((e) => e.keyword === 'anyOf').sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const a of anyOfs) {
    const prefix = `${a.schemaPath}/`;
    // A branch's errors are under the anyOf's schema path and about its value (or inside it): the
    // same schema path is met again for the next item of a list (a review, 2026-11-29: two bad
    // `vary` items lost the first one's error).
    const under = (e: ErrorObject): boolean => e.instancePath === a.instancePath || e.instancePath.startsWith(`${a.instancePath}/`);
    const branchOf = (e: ErrorObject): number => (e.schemaPath.startsWith(prefix) && under(e) ? Number(e.schemaPath.slice(prefix.length).split('/')[0]) : -1);
    const branches = Array.isArray(a.schema) ? a.schema.length : 0;
    const misfit = new Set(list.filter((e) => branchOf(e) >= 0 && e.keyword === 'type' && e.instancePath === a.instancePath).map(branchOf));
    const fitting = Array.from({ length: branches }, (_, i) => i).filter((i) => !misfit.has(i));
    const own = fitting.length === 1 ? list.filter((e) => branchOf(e) === fitting[0]) : [];
    const aboutFields = own.filter((e) => e.instancePath !== a.instancePath || e.keyword === 'additionalProperties' || e.keyword === 'required');
    const keep = aboutFields.length > 0 && aboutFields.length === own.length ? aboutFields : [...aboutFields, a];
    list = list.flatMap((e) => (e === a ? keep : branchOf(e) >= 0 ? [] : [e]));
  }
  return withoutMisspeltRequired(list);
}

/**
 * ajv's errors without a required field's "missing" where an unknown field of the same object is
 * its misspelling: one mistake, one line, the unknown field's with its "did you mean" (an audit,
 * 2026-12-08: `systm: boothill` in a house rule gave "system: ... (required), found nothing (line
 * 1)" and then "systm: ... found unknown field "systm" (did you mean "system"?) (line 3)"; a
 * scenario's `nmae:` the same two).
 */
function withoutMisspeltRequired(errors: readonly ErrorObject[]): ErrorObject[] {
  const meant = new Set<string>();
  for (const e of errors) {
    if (e.keyword !== 'additionalProperties') continue;
    const parent = isRecord(e.parentSchema) ? e.parentSchema : {};
    const near = closestName(String((e.params as Record<string, unknown>).additionalProperty), Object.keys(isRecord(parent.properties) ? parent.properties : {}));
    if (near !== undefined) meant.add(`${e.instancePath}\u0000${near}`);
  }
  return errors.filter((e) => !(e.keyword === 'required' && meant.has(`${e.instancePath}\u0000${String((e.params as Record<string, unknown>).missingProperty)}`)));
}

/** Turns one ajv error into a problem. */
function schemaProblem(problems: Problems, data: unknown, e: ErrorObject): void {
  const at = instanceSegments(data, e.instancePath);
  const parent = isRecord(e.parentSchema) ? e.parentSchema : {};
  const properties = isRecord(parent.properties) ? parent.properties : {};
  const params = e.params as Record<string, unknown>;
  switch (e.keyword) {
    case 'required': {
      const field = String(params.missingProperty);
      problems.add([...at, field], `${describe(properties[field])} (required)`, 'nothing');
      return;
    }
    case 'additionalProperties': {
      const field = String(params.additionalProperty);
      const allowed = Object.keys(properties);
      problems.add([...at, field], `one of the fields ${allowed.join(', ')}`, `unknown field ${JSON.stringify(field)}${suggestion(field, allowed)}`);
      return;
    }
    case 'enum': {
      const options = Array.isArray(e.schema) ? e.schema : [];
      problems.add(at, `one of ${quoteAll(options)}`, `${show(e.data)}${suggestion(e.data, options)}`);
      return;
    }
    case 'discriminator': {
      const tag = String(params.tag);
      const tags = (Array.isArray(parent.oneOf) ? parent.oneOf : []).map((b: unknown) =>
        isRecord(b) && isRecord(b.properties) && isRecord(b.properties[tag]) ? b.properties[tag].const : undefined,
      );
      problems.add([...at, tag], `one of ${quoteAll(tags)}`, `${show(params.tagValue)}${suggestion(params.tagValue, tags)}`);
      return;
    }
    case 'uniqueItems': {
      const [i, j] = [Number(params.i), Number(params.j)].sort((a, b) => a - b);
      const item = Array.isArray(e.data) ? e.data[i ?? 0] : undefined;
      problems.add(at, `${describe(parent)} without repeats`, `${show(item)} twice (items ${i} and ${j})`);
      return;
    }
    case 'maxItems':
    case 'maxProperties': {
      // A tuple ([x, y], a rectangle) says its length in its `expected` phrase.
      if (Array.isArray(parent.items)) {
        problems.add(at, describe(parent), show(e.data));
        return;
      }
      const count = Array.isArray(e.data) ? e.data.length : isRecord(e.data) ? Object.keys(e.data).length : 0;
      const entries = e.keyword === 'maxItems' ? 'entries' : 'names';
      problems.add(at, `${describe(parent)}: at most ${String(params.limit)} ${entries} (a limit of Deadeye's, see docs/scenarios.md)`, `${count} ${entries}`);
      return;
    }
    case 'oneOf':
      // The discriminator reports a bad `type`; the chosen branch reports its own errors.
      return;
    default:
      problems.add(at, describe(parent), show(e.data));
  }
}

// ---------------------------------------------------------------------------------------------
// Reference checks

/** Checks what the schema cannot: names, cross-references, cells on the map and passable. */
function checkReferences(s: Scenario, problems: Problems): void {
  const { width, height } = s.map;
  const onMapPhrase = `a cell on the ${width}x${height} map: x 0 to ${width - 1}, y 0 to ${height - 1}`;
  const onMap = (x: number, y: number) => x < width && y < height;

  const sideNames = s.sides.map((d) => d.name);
  const sideList = `one of the sides ${quoteAll(sideNames)}`;
  const placeNames = Object.keys(s.map.places);
  const placeList = placeNames.length > 0 ? `a place named in map.places: ${quoteAll(placeNames)}` : 'a place named in map.places (none is defined)';

  uniqueNames(problems, 'sides', sideNames, 'a side name');
  uniqueNames(problems, 'characters', s.characters.map((c) => c.name), 'a character name');
  const vehicles = s.vehicles ?? [];
  const vehicleNames = vehicles.map((v) => v.name);
  uniqueNames(problems, 'vehicles', vehicleNames, 'a vehicle name');

  // Map areas.
  let mapOk = true;
  const checkArea = (segments: readonly Segment[], a: Area) => {
    if (a.cells === undefined && a.rect === undefined) {
      problems.add(segments, '`cells: [[x, y], ...]` and/or `rect: [x, y, width, height]`', 'neither');
      mapOk = false;
    }
    a.cells?.forEach(([x, y], i) => {
      if (!onMap(x, y)) {
        problems.add([...segments, 'cells', i], onMapPhrase, show([x, y]));
        mapOk = false;
      }
    });
    if (a.rect !== undefined) {
      const [x, y, w, h] = a.rect;
      if (x + w > width || y + h > height) {
        problems.add([...segments, 'rect'], `a rectangle inside the ${width}x${height} map (x + width <= ${width}, y + height <= ${height})`, show(a.rect));
        mapOk = false;
      }
    }
  };
  s.map.terrain.forEach((a, i) => checkArea(['map', 'terrain', i], a));
  s.map.cover.forEach((a, i) => checkArea(['map', 'cover', i], a));
  for (const [place, a] of Object.entries(s.map.places)) checkArea(['map', 'places', place], a);
  s.map.heights.forEach((a, i) => checkArea(['map', 'heights', i], a));
  s.map.exits?.forEach((place, i) => {
    if (!placeNames.includes(place)) {
      problems.add(['map', 'exits', i], placeList, `${show(place)}${suggestion(place, placeNames)}`);
      mapOk = false;
    }
  });
  // The work of building the map, bounded before it is built.
  const areas: readonly Area[] = [...s.map.terrain, ...s.map.cover, ...Object.values(s.map.places), ...s.map.heights];
  const painted = areas.reduce((sum, a) => sum + (a.cells?.length ?? 0) + (a.rect === undefined ? 0 : a.rect[2] * a.rect[3]), 0);
  if (painted > MAX_AREA_CELLS) {
    problems.add(
      ['map'],
      `terrain patches, cover objects, places and height patches covering at most ${MAX_AREA_CELLS} cells in all (each area counted in full; a limit of Deadeye's, see docs/scenarios.md)`,
      `${painted} cells; use fewer or smaller areas`,
    );
    mapOk = false;
  }
  const gameMap = mapOk ? compileMap(s.map) : undefined;

  // Sides.
  s.sides.forEach((side, i) => {
    const members = s.characters.filter((c) => c.side === side.name).map((c) => c.name);
    if (members.length === 0) problems.add(['sides', i], `at least one character with side: ${JSON.stringify(side.name)}`, 'none');
    if (side.leader !== undefined && !members.includes(side.leader)) {
      problems.add(
        ['sides', i, 'leader'],
        members.length > 0 ? `a character of side ${JSON.stringify(side.name)}: ${quoteAll(members)}` : `a character of side ${JSON.stringify(side.name)}`,
        `${show(side.leader)}${suggestion(side.leader, members)}`,
      );
    }
  });

  // Characters. One figure a space (BOOT HILL S2; a reserve waits off the map, riders share their
  // vehicle's cell, the Northfield module's two a square are its own rule): a character on another's cell is refused (an audit,
  // 2026-11-29: it passed validate and run).
  const standing = new Map<string, string>();
  const stacking = s.specialRules.includes('northfield');
  s.characters.forEach((c, i) => {
    const at = ['characters', i];
    // A rider in a vehicle stands in the vehicle's cell with its other riders.
    if (!c.reserve && !stacking && c.vehicle === undefined) {
      const key = c.position.join(',');
      const other = standing.get(key);
      if (other !== undefined) problems.add([...at, 'position'], `a cell nobody else starts on (one figure a space)`, `${show(c.position)}, also ${other}'s`);
      else standing.set(key, c.name);
    }
    if (!sideNames.includes(c.side)) problems.add([...at, 'side'], sideList, `${show(c.side)}${suggestion(c.side, sideNames)}`);
    const [x, y] = c.position;
    if (!onMap(x, y)) problems.add([...at, 'position'], onMapPhrase, show(c.position));
    else if (gameMap !== undefined) {
      const cell = gameMap.cellAt(x, y);
      if (gameMap.passable[cell] !== 1) {
        const kind = `${gameMap.cover[cell] === C_HARD ? 'hard' : 'corner'} cover`;
        const name = gameMap.coverName[cell] ?? kind;
        const blocker = gameMap.terrain[cell] === T_WALL ? 'a wall' : name === kind ? kind : `${kind} (${name})`;
        problems.add([...at, 'position'], 'a cell a figure can stand on (not a wall, hard cover or corner cover)', `${show(c.position)}, ${blocker}`);
      }
    }
    if (c.mounted && c.horseStrength === undefined) problems.add([...at, 'horseStrength'], "the horse's STRENGTH, a whole number (required when mounted is true)", 'nothing');
    if (c.horseAt !== undefined) {
      if (c.mounted) problems.add([...at, 'horseAt'], 'no horseAt for a mounted character (his horse is under him)', show(c.horseAt));
      if (c.horseStrength === undefined) problems.add([...at, 'horseStrength'], "the horse's STRENGTH, a whole number (required with horseAt)", 'nothing');
      const [hx, hy] = c.horseAt;
      if (!onMap(hx, hy)) problems.add([...at, 'horseAt'], onMapPhrase, show(c.horseAt));
      else if (gameMap !== undefined && gameMap.passable[gameMap.cellAt(hx, hy)] !== 1) problems.add([...at, 'horseAt'], 'a cell a horse can stand on (not a wall or cover)', show(c.horseAt));
    }
    if (c.roster === undefined && (c.stats === undefined || Object.keys(c.stats).length === 0)) {
      problems.add(at, 'a `roster` name or inline `stats` (e.g. `stats: {boothill: {basp, bac, str, mrl}}`)', 'neither');
    }
    if (c.twoGuns && c.weapons.length < 2) problems.add([...at, 'twoGuns'], 'true only for a character carrying at least 2 weapons', `true with ${c.weapons.length} weapon(s)`);
    if (c.vehicle !== undefined) {
      const v = vehicles.find((w) => w.name === c.vehicle);
      if (v === undefined) {
        problems.add([...at, 'vehicle'], vehicleNames.length > 0 ? `a vehicle named in vehicles: ${quoteAll(vehicleNames)}` : 'a vehicle named in vehicles (none is defined)', `${show(c.vehicle)}${suggestion(c.vehicle, vehicleNames)}`);
      } else if (v.position[0] !== x || v.position[1] !== y) {
        problems.add([...at, 'position'], `the cell of his vehicle ${JSON.stringify(v.name)}, ${show(v.position)} (he starts in it)`, show(c.position));
      }
      if (c.mounted) problems.add([...at, 'mounted'], 'false for a character in a vehicle (or remove his `vehicle`)', 'true');
      if (c.horseAt !== undefined) problems.add([...at, 'horseAt'], 'no horseAt for a character in a vehicle (or remove his `vehicle`)', show(c.horseAt));
    }
  });

  // Vehicles.
  vehicles.forEach((v, i) => {
    const at = ['vehicles', i];
    const [x, y] = v.position;
    if (!onMap(x, y)) problems.add([...at, 'position'], onMapPhrase, show(v.position));
    else if (gameMap !== undefined && gameMap.passable[gameMap.cellAt(x, y)] !== 1) problems.add([...at, 'position'], 'a cell a vehicle can stand on (not a wall, hard cover or corner cover)', show(v.position));
    if (v.driver !== undefined) {
      const riders = s.characters.filter((c) => c.vehicle === v.name).map((c) => c.name);
      if (!riders.includes(v.driver)) {
        problems.add([...at, 'driver'], riders.length > 0 ? `one of its riders (characters with vehicle: ${JSON.stringify(v.name)}): ${quoteAll(riders)}` : `one of its riders (a character with vehicle: ${JSON.stringify(v.name)}; none has it)`, `${show(v.driver)}${suggestion(v.driver, riders)}`);
      }
    }
  });

  // Items.
  s.items.forEach((item, i) => {
    const [x, y] = item.at;
    if (!onMap(x, y)) problems.add(['items', i, 'at'], onMapPhrase, show(item.at));
    else if (gameMap !== undefined && gameMap.passable[gameMap.cellAt(x, y)] !== 1) {
      problems.add(['items', i, 'at'], 'a cell a figure can stand on (not a wall, hard cover or corner cover)', show(item.at));
    }
  });

  // The historical record.
  const h = s.history;
  if (h !== undefined) {
    const characterNames = s.characters.map((c) => c.name);
    if (h.winner !== undefined && h.winner !== null && !sideNames.includes(h.winner)) {
      problems.add(['history', 'winner'], `${sideList}, or null`, `${show(h.winner)}${suggestion(h.winner, sideNames)}`);
    }
    // `noWinner` says what a `winner: null` means: required with it, and only with it.
    if (h.winner === null && h.noWinner === undefined) {
      problems.add(['history', 'noWinner'], `what "winner: null" means: one of ${quoteAll(NO_WINNER_MEANINGS)}`, 'nothing');
    } else if (h.winner !== null && h.noWinner !== undefined) {
      problems.add(['history', 'noWinner'], 'no noWinner unless winner is null (it says what "no side won" means)', `${show(h.noWinner)} with ${h.winner === undefined ? 'no winner recorded' : `winner ${show(h.winner)}`}`);
    }
    for (const who of Object.keys(h.fates)) {
      if (!characterNames.includes(who)) problems.add(['history', 'fates', who], `a character name: ${quoteAll(characterNames)}`, `${show(who)}${suggestion(who, characterNames)}`);
    }
  }

  // Victory conditions.
  s.victory.forEach((v, i) => {
    if (v.type === 'lastSideStanding') return;
    if (!sideNames.includes(v.side)) problems.add(['victory', i, 'side'], sideList, `${show(v.side)}${suggestion(v.side, sideNames)}`);
    if (v.type === 'reachPlace' && !placeNames.includes(v.place)) {
      problems.add(['victory', i, 'place'], placeList, `${show(v.place)}${suggestion(v.place, placeNames)}`);
    }
  });
}

/** Reports every name that repeats an earlier one in `list` (at `list[i].name`). */
function uniqueNames(problems: Problems, list: string, names: readonly string[], what: string): void {
  const first = new Map<string, number>();
  names.forEach((n, i) => {
    const j = first.get(n);
    if (j === undefined) first.set(n, i);
    else problems.add([list, i, 'name'], `${what} used only once`, `${show(n)}, also ${list}[${j}].name`);
  });
}
