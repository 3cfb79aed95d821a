/**
 * Plain-text rendering of a scenario summary for the terminal (the scenario counterpart of
 * `formatDuelSummary`). Rates are printed as percent with 2 decimals; intervals are Wilson at the
 * summary's confidence level; turns are BOOT HILL turns (about 10 seconds each).
 */
import { SKIRMISH_END_STATES } from '@deadeye/core';
import type { SkirmishSummary } from '@deadeye/stats';
import { int, pct, pctOrDash } from './format.ts';

const interval = (ci: readonly [number, number] | null): string => (ci === null ? '' : `[${pct(ci[0])}, ${pct(ci[1])}]`);

/** Rule system ids as printed. */
const SYSTEM_NAMES: Readonly<Record<string, string>> = { boothill: 'BOOT HILL', quickdraw: 'Quick on the Draw', shootout: 'Shootout!' };

/**
 * The summary as text: the run's facts; each side's win rate with its Wilson interval and mean
 * casualties, and the draws; each character's fates (percent of trials), mean shots per trial and
 * hit rate with its interval; mean turns; the first-shot rate with its interval.
 */
export function formatSkirmishSummary(s: SkirmishSummary): string {
  const level = `${Number((s.confidence * 100).toFixed(2))}%`;
  const lines: string[] = [];
  lines.push(`${SYSTEM_NAMES[s.system] ?? s.system} scenario: ${s.scenarioName} (${s.scenario})`);
  lines.push(
    `variant ${s.variant} | seed ${s.seed} | ${int(s.trials)} trials | ${s.threads} thread(s) | max ${s.maxTurns} turns | ` +
      `${(s.elapsedMs / 1000).toFixed(2)} s (${int(s.trialsPerSecond)} trials/s) | deadeye ${s.version}`,
  );

  lines.push('');
  const drawLabel = '(draw: no side won)';
  const sideWidth = Math.max('side'.length, drawLabel.length, ...s.sides.map((x) => x.name.length));
  const ciHead = `${level} Wilson interval`;
  const ciWidth = Math.max(ciHead.length, ...s.sides.map((x) => interval(x.winRateCI).length), interval(s.draws.ci).length);
  lines.push(`  ${'side'.padEnd(sideWidth)}  ${'wins'.padStart(8)}  ${ciHead.padEnd(ciWidth)}  mean casualties`);
  for (const x of s.sides) {
    lines.push(`  ${x.name.padEnd(sideWidth)}  ${pct(x.winRate).padStart(8)}  ${interval(x.winRateCI).padEnd(ciWidth)}  ${x.casualties.mean.toFixed(2)}`);
  }
  lines.push(`  ${drawLabel.padEnd(sideWidth)}  ${pct(s.draws.rate).padStart(8)}  ${interval(s.draws.ci)}`);

  lines.push('');
  const nameWidth = Math.max('character'.length, ...s.characters.map((c) => c.name.length));
  const sideCol = Math.max('side'.length, ...s.characters.map((c) => c.side.length));
  const head = SKIRMISH_END_STATES.map((e) => e.padStart(12)).join('');
  lines.push(`  ${'character'.padEnd(nameWidth)}  ${'side'.padEnd(sideCol)}${head}  shots/trial  hit rate (${level} Wilson interval)`);
  for (const c of s.characters) {
    const fates = SKIRMISH_END_STATES.map((e) => pct(c[e].rate).padStart(12)).join('');
    const hit = c.hitRate.rate === null ? '— (no shots)' : `${pctOrDash(c.hitRate.rate)} ${interval(c.hitRate.ci)}`;
    lines.push(`  ${c.name.padEnd(nameWidth)}  ${c.side.padEnd(sideCol)}${fates}  ${c.meanShots.toFixed(2).padStart(11)}  ${hit}`);
  }

  lines.push('');
  lines.push(`mean turns played ${s.turns.mean.toFixed(2)} of at most ${s.maxTurns} (a turn is about 10 seconds)`);
  const fs = s.firstShot;
  lines.push(
    fs.exchanges === 0 || fs.rate === null
      ? 'first shot: no exchange of fire had a single fastest character'
      : `first shot: the fastest character was still up after ${pct(fs.rate)} ${interval(fs.ci)} of ${int(fs.exchanges)} exchanges of fire`,
  );
  return `${lines.join('\n')}\n`;
}
