/**
 * Plain-text rendering of a duel summary for the terminal.
 */
import { RULE_SYSTEMS } from '@deadeye/registry';
import type { DuelSummary, DuelRangeSummary } from '@deadeye/stats';

/** A fraction as percent with 2 decimals. */
export const pct = (x: number): string => `${(100 * x).toFixed(2)}%`;
/** As {@link pct}, `—` for null. */
export const pctOrDash = (x: number | null): string => (x === null ? '—' : pct(x));
/** A rule system id as printed: the registered system's name (the id itself if none is registered). */
export const systemName = (id: string): string => RULE_SYSTEMS.find((x) => x.id === id)?.name ?? id;
/** A whole number with thousands separators. */
export const int = (n: number): string => Math.round(n).toLocaleString('en-US');

/**
 * The summary as text: a header with the run's facts, then per range the outcome shares with
 * 95% Wilson intervals (and the exact probabilities when solved), mean turns, hit rates and fates.
 */
export function formatDuelSummary(s: DuelSummary): string {
  const r0 = s.results[0] as DuelRangeSummary;
  const lines: string[] = [];
  const who = (d: DuelRangeSummary['a']): string => `${d.name} (${d.weapon}, first shot base ${d.firstShotBase}, BAC ${d.bac}%, STR ${d.str})`;
  lines.push(`${systemName(s.system)} standing duel: ${who(r0.a)} vs ${who(r0.b)}`);
  lines.push(
    `variant ${s.variant} | seed ${s.seed} | ${int(s.trials)} trials per range | ${s.threads} thread(s) | max ${s.maxTurns} turns | ` +
      `${(s.elapsedMs / 1000).toFixed(2)} s (${int(s.trialsPerSecond)} trials/s) | deadeye ${s.version}`,
  );
  for (const r of s.results) {
    lines.push('');
    lines.push(`range ${r.range} spaces (${r.rangeFeet} ft): ${r.a.name} at ${r.band.a} range, ${r.b.name} at ${r.band.b} range`);
    const exact = r.exact;
    lines.push(`  ${'outcome'.padEnd(28)} ${'Monte Carlo'.padStart(11)}  ${'95% Wilson interval'.padEnd(20)}${exact ? '  exact' : ''}`);
    const row = (label: string, mc: number, ci: readonly [number, number] | null, ex: number | undefined): void => {
      const ciText = ci === null ? '' : `[${pct(ci[0])}, ${pct(ci[1])}]`;
      lines.push(`  ${label.padEnd(28)} ${pct(mc).padStart(11)}  ${ciText.padEnd(20)}${ex === undefined ? '' : `  ${pct(ex)}`}`);
    };
    row(`${r.a.name} wins`, r.aWins, r.aWinsCI, exact?.aWins);
    row(`${r.b.name} wins`, r.bWins, r.bWinsCI, exact?.bWins);
    row('both down', r.bothDown, null, exact?.bothDown);
    row(`draw (${s.maxTurns} turns)`, r.draw, null, exact?.draw);
    lines.push(`  mean turns played ${r.meanTurns.toFixed(3)}${exact ? ` (exact ${exact.meanTurns.toFixed(3)})` : ''}`);
    for (const d of [r.a, r.b]) {
      lines.push(
        `  ${d.name}: hit rate ${pctOrDash(d.hitRate)}, ${d.shotsPerTrial.toFixed(2)} shots per duel, fired first ${pct(d.firedFirst)}` +
          `${d.winRateWhenFiredFirst === null ? '' : ` (won ${pct(d.winRateWhenFiredFirst)} of those)`}; ` +
          `ends unhurt ${pct(d.unhurt)}, wounded ${pct(d.wounded)}, unconscious ${pct(d.unconscious)}, dead ${pct(d.dead)}`,
      );
    }
    if (r.simultaneousFirst > 0) lines.push(`  equal net speeds in turn 1: ${pct(r.simultaneousFirst)} of duels (simultaneous fire)`);
  }
  lines.push('');
  return lines.join('\n');
}
