/**
 * Parsing the words users type for options every rule system shares (trial counts, turn limits,
 * range lists, the duelists' inline KEY=VALUE lines) and the "did you mean" hint for a mistyped
 * name. Each parser throws an Error whose message names the option and the fix, which the CLI
 * prints as one line (`deadeye: error: ...`, exit status 2).
 */
import { distance as levenshtein } from 'fastest-levenshtein';

/**
 * Parses a whole number option (`10000`, `1e4`, `+5`).
 * @param option the option's name for the message, e.g. `--trials`
 * @param limit the largest value the option takes and what it counts, for the message (`{ max:
 *   1000, what: 'turns' }`: `--max-turns: "5000" is more than 1000 turns; give 1 to 1000`);
 *   without it, the largest safe integer
 * @throws Error naming the option unless the words are a safe integer from `min` to the limit; a
 *   whole number past the limit is said to be too large, with the range to give (an audit,
 *   2026-12: `--max-turns 99999999999999999999` was "not a whole number >= 1")
 */
export function parseWhole(words: string, option: string, min: number, limit?: { readonly max: number; readonly what: string }): number {
  const n = Number(words);
  const whole = /^\s*[+]?\d+(\.\d+)?(e[+]?\d+)?\s*$/i.test(words) && Number.isInteger(n);
  const max = limit?.max ?? Number.MAX_SAFE_INTEGER;
  if (whole && n > max) throw new Error(`${option}: "${words}" is more than ${max}${limit === undefined ? '' : ` ${limit.what}`}; give ${min} to ${max}`);
  if (!whole || !Number.isSafeInteger(n) || n < min) {
    throw new Error(`${option}: "${words}" is not a whole number >= ${min}`);
  }
  return n;
}

/**
 * Refuses a comma list that names one item twice (an audit, 2026-12: `--systems
 * quickdraw,quickdraw` printed two identical columns, `--only "Doc Holliday,Doc Holliday"` was
 * taken silently), as every list option words it: `<option>: <item> is named twice`.
 * @param option the option's name for the message, e.g. `--only`
 * @param items the list's items as typed (trimmed, empty ones dropped)
 * @param normalise the form compared (default: as typed), e.g. lower case for names
 * @throws Error naming the option and the first item given a second time, as typed the second time
 */
export function refuseRepeats(option: string, items: readonly string[], normalise: (item: string) => string = (s) => s): void {
  const keys = items.map(normalise);
  const k = keys.findIndex((key, i) => keys.indexOf(key) !== i);
  if (k >= 0) throw new Error(`${option}: ${items[k]} is named twice`);
}

/**
 * Parses `--range`: one positive number of map spaces or a comma list (`2,5,10,15`), each once,
 * each a plain decimal (`10`, `2.5`, `+3`): not hexadecimal, binary or exponent forms, which
 * `Number` takes (an audit, 2026-12: `0x10` was played as 16, `1e-9` printed as "range 1e-9
 * spaces (6.000000000000001e-9 ft)"). Only ranges: the options that take exponents (`--trials
 * 1e4`, `--target-error 5e-3`) have their own parsers.
 * @param unit what a range counts, in the system's words, for the message (default BOOT HILL's
 *   `spaces (1 space = 6 ft)`; Quick on the Draw's `paces`, Shootout!'s `inches (1 inch = 6 ft)`)
 * @throws Error naming `--range` for an empty, non-positive, non-decimal or repeated entry
 */
export function parseRanges(words: string, unit = 'spaces (1 space = 6 ft)'): number[] {
  const parts = words.split(',').map((s) => s.trim());
  const out: number[] = [];
  for (const p of parts) {
    const r = Number(p);
    if (p === '' || !/^\+?(\d+(\.\d*)?|\.\d+)$/.test(p) || !Number.isFinite(r) || r <= 0) {
      throw new Error(`--range: "${p}" is not a positive number of ${unit} written in plain decimals; give e.g. --range 10 or --range 2,5,10,15`);
    }
    if (out.includes(r)) throw new Error(`--range: ${r} is listed twice`);
    out.push(r);
  }
  return out;
}

/**
 * Reads an inline line of `KEY=VALUE` pairs, the duelists every rule system takes after `--a` and
 * `--b` (BOOT HILL's stat line `BASP=+12 BAC=70 STR=14 WPN=SAR6`, Quick on the Draw's
 * `TYPE=hero PERSONALITY=brave WPN=cartridge-revolver`, Shootout!'s `RANGED=+3 HTK=2 WPN=colt`):
 * keys are letters, case-insensitive, each at most once, spaces allowed around `=`; pairs are
 * separated by spaces or commas; a value is the text up to the next `KEY=` (so `NAME=Big Nose Kate`
 * keeps its spaces), trimmed, trailing commas dropped. What the values mean is each system's.
 * @param keys the allowed keys, upper case, in the order the messages list them
 * @param required the keys the caller requires, suggested when the text has no `KEY=` at all (a
 *   missing one the caller reports itself, in its own words)
 * @param example a pair to suggest for a key, e.g. `WPN=SAR6`
 * @param fail throws the caller's error for a problem (the caller prefixes the line and field)
 * @returns the values by upper-case key
 * @throws (through `fail`) for text with no `KEY=` (suggesting the `required` keys), text before
 *   the first `KEY=`, an unknown key (listing the allowed ones), a key given twice, or a key with
 *   no value
 */
export function readKeyValueLine<K extends string>(
  text: string,
  keys: readonly K[],
  required: readonly K[],
  example: (key: K) => string,
  fail: (problem: string) => never,
): Map<K, string> {
  const matches = [...text.matchAll(/(?:^|[\s,])([A-Za-z]+)\s*=/g)];
  if (matches.length === 0) fail(`no KEY=VALUE pairs (write e.g. ${required.map(example).join(' ')})`);
  const values = new Map<K, string>();
  matches.forEach((m, i) => {
    const rawKey = m[1] as string;
    const key = rawKey.toUpperCase() as K;
    const keyStart = (m.index ?? 0) + m[0].indexOf(rawKey);
    const leading = text.slice(0, keyStart).replace(/^[\s,]+|[\s,]+$/g, '');
    if (i === 0 && leading !== '') fail(`unexpected "${leading}" before the first KEY=VALUE (write every value as KEY=VALUE)`);
    const start = (m.index ?? 0) + m[0].length;
    const next = matches[i + 1];
    const end = next === undefined ? text.length : (next.index ?? 0) + next[0].indexOf(next[1] as string);
    const value = text.slice(start, end).trim().replace(/,+$/, '').trim();
    if (!keys.includes(key)) fail(`unknown key ${rawKey}="${value}"; allowed keys: ${keys.join(', ')}`);
    if (values.has(key)) fail(`${key} given twice ("${values.get(key)}" and "${value}"; keep one)`);
    if (value === '') fail(`${key} has no value (write e.g. ${example(key)})`);
    values.set(key, value);
  });
  return values;
}

/**
 * The name an inline line gives in its `NAME=` value (see {@link readKeyValueLine}), quotes round
 * it stripped, or `otherwise` when there is none or it is empty.
 */
export function inlineName(given: string | undefined, otherwise: string): string {
  const name = given?.trim().replace(/^["']|["']$/g, '').trim();
  return name !== undefined && name !== '' ? name : otherwise;
}

/** One duelist for {@link duelistNames}: the name his system gave him, and the words typed for him. */
export interface DuelistNaming {
  readonly name: string;
  /** `--a` or `--b` as typed; undefined when not known (only the same-name rule applies). */
  readonly words?: string | undefined;
}

/**
 * The names two duelists are shown by, the same under every rule system's duel (an audit,
 * 2026-12: BOOT HILL printed "Doc Holliday wins" twice for two Doc Hollidays, and named a stat line
 * without `NAME=` by the whole line): an inline line given without `NAME=` (whose name is the line
 * itself, {@link inlineName}) is `A` or `B`; then, when both names are the same, B's is suffixed
 * ` (B)` (`Doc Holliday` and `Doc Holliday (B)`). Names already so given come back unchanged.
 * @returns A's and B's names
 */
export function duelistNames(a: DuelistNaming, b: DuelistNaming): { a: string; b: string } {
  const short = (d: DuelistNaming, letter: string): string => (d.words !== undefined && d.words.includes('=') && d.name === d.words.trim() ? letter : d.name);
  const nameA = short(a, 'A');
  const nameB = short(b, 'B');
  return { a: nameA, b: nameB === nameA ? `${nameB} (B)` : nameB };
}

/**
 * The option a mistyped `word` most likely meant, for a "did you mean" hint: the one at the
 * smallest edit distance (Levenshtein, `fastest-levenshtein`) after `normalise` (default: lower
 * case), if it is at most one edit for every three letters of the normalised word (a word of
 * fewer than three letters: none, so only a difference of case or of what `normalise` drops),
 * else undefined (a hint far from the word is noise: "Wyatt Earp" is not a slip for "Joe
 * Foster"). Ties go to the first option.
 * @param options the names allowed, as shown to the user (returned as given)
 * @param normalise the form compared (e.g. letters only, lower case), applied to both sides
 */
export function closestName(word: string, options: readonly string[], normalise: (s: string) => string = (s) => s.toLowerCase()): string | undefined {
  const w = normalise(word);
  let best: string | undefined;
  let bestDistance = Math.floor(w.length / 3) + 1;
  for (const o of options) {
    const d = levenshtein(w, normalise(o));
    if (d < bestDistance) {
      best = o;
      bestDistance = d;
    }
  }
  return best;
}
