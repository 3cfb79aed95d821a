/**
 * A scenario character's agent parameters (`agent.params`) as the numbers the doctrines read, for
 * a rule system compiling a scenario: numbers as written, booleans 1 or 0, `band` a range band
 * index (short 0, medium 1, long 2, extreme 3), `rate` the system's movement rate code by its own
 * rate words (and BOOT HILL's, which the bundled scenarios are written with), and any other word
 * the first cell of the map place it names.
 */
import type { Scenario } from './types.ts';

/** The range band words of `agent.params.band`, by index. */
export const BAND_WORDS: readonly string[] = ['short', 'medium', 'long', 'extreme'];

/**
 * The first cell of map place `name` of `scenario` (its first listed cell, else its rectangle's
 * top-left corner), or undefined when the map has no such place.
 */
export function placeFirstCell(scenario: Scenario, name: string): number | undefined {
  const a = scenario.map.places[name];
  const first = a?.cells?.[0] ?? (a?.rect === undefined ? undefined : ([a.rect[0], a.rect[1]] as const));
  return first === undefined ? undefined : first[1] * scenario.map.width + first[0];
}

/**
 * Character `index`'s `agent.params` of `scenario` as numbers.
 * @param rateWords the system's movement rate words to codes
 * @param fail throws the system's one-line error for a field path (`characters[i] (name).agent.params.band`) and a message
 * @param at the character's field path prefix, e.g. `characters[2] (Deputy)`
 * @throws what `fail` throws: a band or rate word not known, a place not on the map
 */
export function agentParamNumbers(
  scenario: Scenario,
  index: number,
  rateWords: Readonly<Record<string, number>>,
  at: string,
  fail: (path: string, message: string) => never,
): Record<string, number> {
  const params: Record<string, number> = {};
  for (const [k, v] of Object.entries(scenario.characters[index]?.agent.params ?? {})) {
    if (typeof v === 'number') params[k] = v;
    else if (typeof v === 'boolean') params[k] = v ? 1 : 0;
    else if (k === 'band') {
      const b = BAND_WORDS.indexOf(v);
      if (b < 0) fail(`${at}.agent.params.band`, `expected one of ${BAND_WORDS.join(', ')}, found "${v}"`);
      params[k] = b;
    } else if (k === 'rate') {
      const r = rateWords[v];
      if (r === undefined) fail(`${at}.agent.params.rate`, `expected one of ${Object.keys(rateWords).join(', ')}, found "${v}"`);
      params[k] = r as number;
    } else {
      const cell = placeFirstCell(scenario, v);
      if (cell === undefined) fail(`${at}.agent.params.${k}`, `"${v}" is not a place of map.places (${Object.keys(scenario.map.places).join(', ') || 'none defined'})`);
      params[k] = cell as number;
    }
  }
  return params;
}
