/**
 * Plain-text rendering of a scenario summary for the terminal.
 */
import { SKIRMISH_END_STATES } from '@deadeye/core';
import type { SkirmishSummary } from '@deadeye/stats';
import { int, pct, pctOrDash } from './format.ts';

const interval = (ci: readonly [number, number] | null): string => (ci === null ? '' : `[${pct(ci[0])}, ${pct(ci[1])}]`);

/**
 * The summary as text: the run's facts; each side's win rate with its Wilson interval; each
 * character's fates (percent of trials), shots per trial and hit rate; mean turns; the first-shot rate.
 */
export function formatSkirmishSummary(s: SkirmishSummary): string {
  const level = `${Math.round(s.confidence * 100)}%`;
  const lines: string[] = [];
  lines.push(`${s.system === 'boothill' ? 'BOOT HILL' : s.system} scenario: ${s.scenarioName} (${s.scenario})`);
  lines.push(
    `variant ${s.variant} | seed ${s.seed} | ${int(s.trials)} trials | ${s.threads} thread(s) | max ${s.maxTurns} turns | ` +
      `${(s.elapsedMs / 1000).toFixed(2)} s (${int(s.trialsPerSecond)} trials/s) | deadeye ${s.version}`,
  );
  lines.push('');
  lines.push(`  ${'side'.padEnd(30)} ${'wins'.padStart(9)}  ${`${level} Wilson interval`.padEnd(20)}  mean casualties`);
  for (const side of s.sides) {
    lines.push(`  ${side.name.padEnd(30)} ${pct(side.winRate).padStart(9)}  ${interval(side.winRateCI).padEnd(20)}  ${side.casualties.mean.toFixed(2)}`);
  }
  lines.push(`  ${'(draw: no side won)'.padEnd(30)} ${pct(s.draws.rate).padStart(9)}  ${interval(s.draws.ci)}`);
  lines.push('');
  const head = SKIRMISH_END_STATES.map((e) => e.padStart(12)).join('');
  lines.push(`  ${'character'.padEnd(24)} ${'side'.padEnd(14)}${head}  shots/trial  hit rate`);
  for (const c of s.characters) {
    const fates = SKIRMISH_END_STATES.map((e) => pct(c[e].rate).padStart(12)).join('');
    lines.push(`  ${c.name.padEnd(24)} ${c.side.padEnd(14)}${fates}  ${c.meanShots.toFixed(2).padStart(11)}  ${pctOrDash(c.hitRate.rate)}`);
  }
  lines.push('');
  lines.push(`mean turns ${s.turns.mean.toFixed(2)} (a turn is about 10 seconds)`);
  const fs = s.firstShot;
  lines.push(
    fs.exchanges === 0
      ? 'first shot: no exchange of fire had a single fastest shooter'
      : `first shot: the fastest shooter was still standing after ${pctOrDash(fs.rate)} of ${int(fs.exchanges)} exchanges ${interval(fs.ci)}`,
  );
  return `${lines.join('\n')}\n`;
}
