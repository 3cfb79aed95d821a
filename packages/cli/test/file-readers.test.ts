/**
 * What the build puts in `readers.cjs` (scripts/validators.ts): the schema validators it compiles
 * ahead, against the ones ajv compiles at run time from the same schemas with the loader's options
 * (core's `SCHEMA_OPTIONS`, `SCHEMA_VOCABULARY`), on every bundled scenario, house rule, sweep file
 * and balance template, the test fixtures and each character's stat blocks (each against every
 * schema), and on thousands of copies of them with one mistake each (a value removed, or of
 * another type or out of range, or an unknown field in a mapping; against their own kind's
 * schemas): the same verdict, the same errors (ajv's error objects: path, keyword, parameters, the
 * failing value, and the parts of the failing schema the loader reads) and the same data after the
 * defaults are filled in. And its yaml, against yaml's package.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_OPTIONS, SCHEMA_VOCABULARY } from '@deadeye/core';
import { bundleReaders, PRECOMPILED_SCHEMAS } from '../../../scripts/validators.ts';
import { ROOT } from './run-cli.ts';

/** A validator as ajv makes one: true or false, and its errors on the function. */
type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

const fromCore = createRequire(join(ROOT, 'packages/core/package.json'));
// yaml and ajv are core's dependencies, not cli's: loaded from core, typed as far as used here.
const yaml = fromCore('yaml') as { parse(text: string): unknown };

/** Every schema compiled at run time, as core's loader does. */
function runtimeValidators(): Record<string, Validate> {
  const { Ajv } = fromCore('ajv') as { Ajv: new (options: object) => { addVocabulary(words: string[]): unknown; compile(schema: object): Validate } };
  const out: Record<string, Validate> = {};
  for (const [name, schema] of Object.entries(PRECOMPILED_SCHEMAS)) {
    const ajv = new Ajv(SCHEMA_OPTIONS);
    ajv.addVocabulary([...SCHEMA_VOCABULARY]);
    out[name] = ajv.compile(schema);
  }
  return out;
}

/** The build's `readers.cjs`, evaluated: the schema validators by their schema's JSON text, and yaml. */
async function readers(): Promise<{ PRECOMPILED_VALIDATORS: Map<string, Validate>; yaml: { parse(text: string): unknown } }> {
  const text = await bundleReaders();
  const module = { exports: {} as Awaited<ReturnType<typeof readers>> };
  // It requires only Node's own modules: ajv's runtime modules and yaml are bundled into it.
  const nodeOnly = (id: string): unknown => {
    if (!isBuiltin(id)) throw new Error(`readers.cjs required ${id}`);
    return fromCore(id);
  };
  new Function('module', 'exports', 'require', text)(module, module.exports, nodeOnly);
  return module.exports;
}

/** The validators of the build's `readers.cjs`. */
async function precompiledTable(): Promise<Map<string, Validate>> {
  return (await readers()).PRECOMPILED_VALIDATORS;
}

/** The YAML files of a directory under the root, parsed. */
function documents(dir: string): { file: string; data: unknown }[] {
  return readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({ file: `${dir}/${f}`, data: yaml.parse(readFileSync(join(ROOT, dir, f), 'utf8')) as unknown }));
}

/** Paths (keys and indices) of every value in `data`, parents before children. */
function paths(data: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  if (Array.isArray(data)) data.forEach((v, i) => (out.push([...at, i]), paths(v, [...at, i], out)));
  else if (typeof data === 'object' && data !== null) for (const [k, v] of Object.entries(data)) (out.push([...at, k]), paths(v, [...at, k], out));
  return out;
}

/** What replaces a value in a copy with one mistake: nothing, other types, a negative, a fractional and a huge number, an empty list and mapping. */
const REPLACEMENTS: unknown[] = [undefined, null, 'x', -1, 2.5, 1e9, [], {}, true];

/**
 * Copies of `data`, each with one mistake at one of at most `most` of its paths (spread over all
 * of them): the value removed or replaced ({@link REPLACEMENTS}), or, a mapping, given an unknown field.
 */
function mutants(data: unknown, most: number): unknown[] {
  const all = paths(data);
  const step = Math.max(1, Math.ceil(all.length / most));
  const out: unknown[] = [];
  for (let p = 0; p < all.length; p += step) {
    const path = all[p]!;
    for (const r of [...REPLACEMENTS, 'unknown-field']) {
      const copy = structuredClone(data) as Record<string | number, unknown>;
      let parent: Record<string | number, unknown> = copy;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      const last = path[path.length - 1]!;
      if (r === 'unknown-field') {
        if (typeof parent[last] !== 'object' || parent[last] === null || Array.isArray(parent[last])) continue;
        (parent[last] as Record<string, unknown>)['facnig'] = 1;
      } else if (r === undefined && !Array.isArray(parent)) delete parent[last];
      else parent[last] = r;
      out.push(copy);
    }
  }
  return out;
}

/**
 * An error as compared: ajv's whole object, but of the schema it failed (`schema`, `parentSchema`:
 * the loader reads their `expected` wording, fields and options) the parts the loader reads, not
 * the whole scenario schema again for every error at its top level.
 */
function errorReplacer(key: string, value: unknown): unknown {
  if ((key === 'parentSchema' || key === 'schema') && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const s = value as Record<string, unknown>;
    return { expected: s['expected'], type: s['type'], keys: Object.keys(s), properties: Object.keys((s['properties'] as object | undefined) ?? {}), oneOf: s['oneOf'] === undefined ? undefined : JSON.stringify(s['oneOf']).length, items: Array.isArray(s['items']) ? s['items'].length : undefined };
  }
  return value;
}

/** One validator's whole answer on a copy of `data`: verdict, errors, the data with defaults filled in. */
function answer(validate: Validate, data: unknown): string {
  const copy = structuredClone(data);
  const ok = validate(copy);
  return JSON.stringify({ ok, errors: validate.errors ?? null, data: copy }, errorReplacer);
}

/** The schemas a file is checked against with one mistake: its own kind's (by its directory), every stat block's for a stat block. */
function ownSchemas(file: string): string[] {
  if (file.includes('.stats.')) return ['bootHillStats', 'quickDrawStats', 'quickDrawStatsOverride', 'quickDrawBeast', 'shootoutStats'];
  if (file.startsWith('scenarios/templates/')) return ['encounterTemplate'];
  if (file.startsWith('houserules/')) return ['houseRule'];
  if (file.startsWith('sweeps/')) return ['sweepFile'];
  return ['scenario'];
}

describe('what the build puts in readers.cjs: the schema validators it compiles (scripts/validators.ts), and yaml', () => {
  it('cover every schema of the list, one for each JSON text', async () => {
    const table = await precompiledTable();
    for (const [name, schema] of Object.entries(PRECOMPILED_SCHEMAS)) expect(typeof table.get(JSON.stringify(schema)), name).toBe('function');
    expect(table.size).toBe(new Set(Object.values(PRECOMPILED_SCHEMAS).map((s) => JSON.stringify(s))).size);
  });

  it("bundle yaml, which reads every bundled file as yaml's package does", async () => {
    const bundled = (await readers()).yaml;
    for (const dir of ['scenarios', 'scenarios/templates', 'houserules', 'sweeps']) {
      for (const f of readdirSync(join(ROOT, dir)).filter((x) => x.endsWith('.yaml'))) {
        const text = readFileSync(join(ROOT, dir, f), 'utf8');
        expect(bundled.parse(text), `${dir}/${f}`).toEqual(yaml.parse(text));
      }
    }
    expect(() => bundled.parse('a: [1, 2')).toThrow();
  });

  it('accept, reject, report and fill in defaults as the validators ajv compiles at run time, on every bundled file and fixture and on copies of them with one mistake each', async () => {
    const table = await precompiledTable();
    const runtime = runtimeValidators();
    const names = Object.keys(PRECOMPILED_SCHEMAS);
    const files = [
      ...documents('scenarios'),
      ...documents('scenarios/templates'),
      ...documents('houserules'),
      ...documents('sweeps'),
      ...documents('packages/quickdraw/test/fixtures'),
      ...documents('packages/shootout/test/fixtures'),
      ...documents('packages/cli/test/fixtures'),
    ];
    // The stat blocks, checked alone (core's checkStatBlock).
    const blocks: { file: string; data: unknown }[] = [];
    for (const { file, data } of files) {
      const characters = (data as { characters?: { stats?: Record<string, unknown> }[] }).characters;
      if (!Array.isArray(characters)) continue;
      characters.forEach((c, i) => {
        for (const [system, block] of Object.entries(c?.stats ?? {})) blocks.push({ file: `${file} characters[${i}].stats.${system}`, data: block });
      });
    }
    let checked = 0;
    let rejected = 0;
    const compare = (file: string, data: unknown, against: readonly string[]): void => {
      for (const name of against) {
        const a = answer(table.get(JSON.stringify(PRECOMPILED_SCHEMAS[name]))!, data);
        const b = answer(runtime[name]!, data);
        if (a !== b) expect(JSON.parse(a), `${file} against ${name}`).toEqual(JSON.parse(b));
        checked++;
        if (a.startsWith('{"ok":false')) rejected++;
      }
    };
    for (const { file, data } of [...files, ...blocks]) {
      // The file as it is against every schema; its copies with one mistake against its own kind's.
      compare(file, data, names);
      for (const m of mutants(data, file.includes('.stats.') ? 12 : 40)) compare(`${file} (a copy with one mistake)`, m, ownSchemas(file));
    }
    // The corpus is what it says: dozens of files, thousands of copies, most of them rejected by a schema.
    expect(files.length).toBeGreaterThan(30);
    expect(blocks.length).toBeGreaterThan(100);
    expect(checked).toBeGreaterThan(20_000);
    expect(rejected).toBeGreaterThan(checked / 2);
  });
});
