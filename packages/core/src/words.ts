/**
 * Parsing the words users type for options every rule system shares (trial counts, turn limits,
 * range lists). Each function throws an Error whose message names the option and the fix, which
 * the CLI prints as one line (`deadeye: error: ...`, exit status 2).
 */

/**
 * Parses a whole number option (`10000`, `1e4`, `+5`).
 * @param option the option's name for the message, e.g. `--trials`
 * @throws Error naming the option unless the words are a safe integer >= `min`
 */
export function parseWhole(words: string, option: string, min: number): number {
  const n = Number(words);
  if (!/^\s*[+]?\d+(\.\d+)?(e[+]?\d+)?\s*$/i.test(words) || !Number.isSafeInteger(n) || n < min) {
    throw new Error(`${option}: "${words}" is not a whole number >= ${min}`);
  }
  return n;
}

/**
 * Parses `--range`: one positive number of map spaces or a comma list (`2,5,10,15`), each once.
 * @throws Error naming `--range` for an empty, non-positive, non-numeric or repeated entry
 */
export function parseRanges(words: string): number[] {
  const parts = words.split(',').map((s) => s.trim());
  const out: number[] = [];
  for (const p of parts) {
    const r = Number(p);
    if (p === '' || !Number.isFinite(r) || r <= 0) {
      throw new Error(`--range: "${p}" is not a positive number of spaces (1 space = 6 ft); give e.g. --range 10 or --range 2,5,10,15`);
    }
    if (out.includes(r)) throw new Error(`--range: ${r} is listed twice`);
    out.push(r);
  }
  return out;
}
