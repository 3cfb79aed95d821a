/**
 * Sweep files (`deadeye sweep --sweep FILE`, issue #16 section 4): a sweep written down, so that it
 * can be committed and played again. YAML, read and checked as house-rule files are (core
 * `parseYamlWithSchema`: the same ajv settings and one-line problems naming the file, the field
 * path, what was expected and what was found).
 *
 * The format (README, "`deadeye sweep`"; example `sweeps/doc-bac-by-range.yaml`):
 * ```yaml
 * name: Doc Holliday's accuracy against the range     # optional text
 * description: Does Doc need his BAC more at long range?   # optional text
 * scenario: scenarios/duel-main-street.yaml   # optional: the scenario (else given on the command line)
 * system: boothill                            # optional: --system
 * variant: screen                             # optional: --variant
 * trials: 5000                                # optional: --trials (a whole number, 2 or more)
 * seed: 7                                     # optional: --seed (a word or a number; spaces around it dropped)
 * houseRules: [houserules/shotgun-plus-ten.yaml]   # optional: --house-rule, applied to every cell and the baseline
 * vary:                                       # required: one or two parameters
 *   - "Doc Holliday.boothill.bac=80..100:5"   # a --vary spec as on the command line
 *   - { name: range, values: [2, 5, 10, 15] } # or a name and its values (a list, or "from..to:step")
 * ```
 * Paths in the file (scenario, house rules, `house:FILE`) are read as on the command line:
 * relative to the directory deadeye is run from. An option given on the command line replaces the
 * file's (`--vary` replaces the whole `vary` list).
 */
import { parseYamlWithSchema, readSmallFile, showValue, type CellValue } from '@deadeye/core';

/** A JSON Schema object, as core's `parseYamlWithSchema` takes it. */
type SchemaObject = Parameters<typeof parseYamlWithSchema>[2];

/** Largest sweep file, bytes (64 KiB: a sweep is a few lines). */
export const MAX_SWEEP_FILE_BYTES = 64 * 1024;

/** A sweep file as read: every field optional but `vary`, each parameter as a `--vary` spec. */
export interface SweepFile {
  /** The path it was read from, as given. */
  readonly file: string;
  readonly name?: string;
  readonly description?: string;
  readonly scenario?: string;
  readonly system?: string;
  readonly variant?: string;
  /** Trials per cell, as `--trials` takes it (text). */
  readonly trials?: string;
  readonly seed?: string;
  readonly houseRules?: readonly string[];
  /** One or two `--vary` specs (`NAME=VALUES` or `house:FILE`). */
  readonly vary: readonly string[];
}

const text = (expected: string): SchemaObject => ({ type: 'string', minLength: 1, expected });

/** The JSON Schema (draft-07, ajv, with `expected` annotations) of a sweep file; no other field anywhere. */
export const sweepFileSchema: SchemaObject = {
  type: 'object',
  expected: 'a sweep file: a scenario and one or two parameters to vary (e.g. sweeps/doc-bac-by-range.yaml)',
  additionalProperties: false,
  required: ['vary'],
  properties: {
    name: text("the sweep's name (non-empty text)"),
    description: { type: 'string', expected: 'text saying what the sweep asks' },
    scenario: text('a scenario file, e.g. scenarios/duel-main-street.yaml'),
    system: { type: 'string', pattern: '^[a-z][a-z0-9]*$', expected: 'a rule system id (boothill, quickdraw, shootout: see deadeye systems)' },
    variant: text('a rules variant of the system (as --variant)'),
    trials: { type: 'integer', minimum: 2, expected: 'trials per cell, a whole number 2 or more' },
    seed: { type: ['string', 'number'], expected: 'a seed: any word or number' },
    houseRules: { type: 'array', maxItems: 20, items: text('a house-rule file, e.g. houserules/shotgun-plus-ten.yaml'), expected: 'a list of house-rule files, applied to every cell and to the baseline' },
    vary: {
      type: 'array',
      minItems: 1,
      maxItems: 2,
      expected: 'a list of one or two parameters, each a --vary spec ("Doc Holliday.boothill.bac=80..100:5", "house:FILE") or {name, values}',
      items: {
        anyOf: [
          { type: 'string', minLength: 1 },
          {
            type: 'object',
            additionalProperties: false,
            required: ['name', 'values'],
            properties: {
              name: text('what is varied: range, <character>.weapon, <character>.<system>.<stat> or <system>.<table>.<row>.<column>'),
              values: {
                anyOf: [
                  { type: 'string', minLength: 1 },
                  { type: 'array', minItems: 1, items: { type: ['number', 'string', 'boolean'] } },
                ],
                expected: 'the values: a list ([2, 5, 10]) or a range "from..to:step"',
              },
            },
          },
        ],
        expected: 'a --vary spec as text ("NAME=VALUES" or "house:FILE") or {name: NAME, values: [...]}',
      },
    },
  },
};

/**
 * Reads and checks a sweep file ({@link parseSweepFile}).
 * @throws ScenarioError naming the file (unreadable, larger than {@link MAX_SWEEP_FILE_BYTES}), else as {@link parseSweepFile}
 */
export function loadSweepFile(path: string, shownAs: string = path): SweepFile {
  const bytes = readSmallFile(path, MAX_SWEEP_FILE_BYTES, 'a sweep file', 'a readable sweep file (e.g. sweeps/doc-bac-by-range.yaml)');
  return parseSweepFile(bytes.toString('utf8'), shownAs);
}

/**
 * Parses and checks the YAML text of a sweep file: the schema ({@link sweepFileSchema}), then no
 * value of a `{name, values}` parameter holds a comma (the values are joined with commas into a
 * spec), and the seed is not blank (the spaces around it are dropped, as `--seed`'s).
 * @param file the name problems are reported against
 * @throws ScenarioError, one line a problem: `file: vary[1].values: expected ..., found ...`
 */
export function parseSweepFile(yaml: string, file: string): SweepFile {
  const { data, problems } = parseYamlWithSchema(yaml, file, sweepFileSchema);
  type Param = string | { readonly name: string; readonly values: string | readonly CellValue[] };
  const d = data as Omit<SweepFile, 'file' | 'trials' | 'seed' | 'vary'> & { trials?: number; seed?: string | number; vary: readonly Param[] };
  const vary = d.vary.map((p, i): string => {
    if (typeof p === 'string') return p;
    if (typeof p.values === 'string') return `${p.name}=${p.values}`;
    p.values.forEach((v, k) => {
      if (typeof v === 'string' && (v.includes(',') || v.trim() === '')) problems.add(['vary', i, 'values', k], 'a value without commas, not blank', showValue(v));
    });
    return `${p.name}=${p.values.map(String).join(',')}`;
  });
  // A seed is read as --seed reads it (play-words.ts parseSeed): the spaces around it dropped, a blank one refused.
  const seed = d.seed === undefined ? undefined : String(d.seed).trim();
  if (seed === '') problems.add(['seed'], 'a seed: any word or number (not blank)', showValue(d.seed));
  problems.throwIfAny(file);
  return {
    file,
    ...(d.name === undefined ? {} : { name: d.name }),
    ...(d.description === undefined ? {} : { description: d.description }),
    ...(d.scenario === undefined ? {} : { scenario: d.scenario }),
    ...(d.system === undefined ? {} : { system: d.system }),
    ...(d.variant === undefined ? {} : { variant: d.variant }),
    ...(d.trials === undefined ? {} : { trials: String(d.trials) }),
    ...(seed === undefined ? {} : { seed }),
    ...(d.houseRules === undefined ? {} : { houseRules: d.houseRules }),
    vary,
  };
}
