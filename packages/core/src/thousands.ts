/**
 * Whole numbers with their thousands separated, as every output of Deadeye prints a count: written
 * by hand rather than with `toLocaleString('en-US')`, whose first call in a process loads ICU's
 * locale data: 20 to 30 ms, measured here, of a one-trial duel's start (which prints counts), and
 * of any command's. A module of its own, importing nothing (`@deadeye/core/thousands`), because
 * the commands' help prints a default with it and must not load the rest of core.
 */

/**
 * `n` as `toLocaleString('en-US')` writes it, for a whole number without Intl: `1234567` ->
 * `1,234,567`, `-1234` -> `-1,234`, `999` -> `999`. Any other number (a fraction, -0, one beyond
 * 2^53, NaN, an infinity) is handed to `toLocaleString('en-US')` itself, so the text is always
 * the same as its.
 * @param n the number (any unit: trials, dollars, trials per second)
 */
export function thousands(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString('en-US');
  const digits = String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 ? `-${digits}` : digits;
}

/**
 * A count of trials as the outputs print it: `1 trial`, `2 trials`, `12,000 trials` (an audit,
 * 2026-12-08: "1 trials each", "1 trials (0.5%) ended differently").
 */
export function trialsText(n: number): string {
  return `${thousands(n)} trial${n === 1 ? '' : 's'}`;
}
