/**
 * Plain-text rendering of a scenario summary for the terminal (the scenario counterpart of
 * `formatDuelSummary`). Rates are printed as percent with 2 decimals; intervals are Wilson at the
 * summary's confidence level; turns are the rule system's turns, worded from its registered `turn`
 * (BOOT HILL: about 10 seconds each).
 */
import { ESCAPED_MEANING, meanText, PER_SHOT_INTERVAL_NOTE, shownEndStates, neverProducedText, turnNote, type SkirmishHistorySummary, type SkirmishSummary, type TurnUnit } from '@deadeye/stats';
import { formatCountSections, int, pct, pctOrDash, systemName, termsOf, turnOf } from './format.ts';
import { thousands, trialsText } from '@deadeye/core';

const interval = (ci: readonly [number, number] | null): string => (ci === null ? '' : `[${pct(ci[0])}, ${pct(ci[1])}]`);


/** `3 turns`, `1 turn`, `2.5 turns`. */
const turnsText = (n: number): string => `${n} turn${n === 1 ? '' : 's'}`;

/**
 * The History lines: a heading with the record's source and the fight's date, then one row per recorded
 * outcome (the winner, each recorded fate, the fight's length) with the simulated share of trials
 * and its Wilson interval, then the record's other facts and notes. A winner recorded as `null` (no
 * side won) is set beside the outcome its `noWinner` matches (checked summaries), else the draws. A
 * recorded outcome no trial produced is flagged `never happened in N trials`; a length that cannot be set
 * beside the simulated one (other units, at or past the turn limit) shows no share but why not.
 * Checked summaries (`assessHistory`) end with the recorded outcomes outside what the run produced.
 */
function historyLines(s: SkirmishSummary, h: SkirmishHistorySummary, level: string): string[] {
  const never = neverProducedText(s.trials);
  const flagged = (note: string, produced: boolean | undefined): string => (produced === false ? (note === '' ? never : `${note}; ${never}`) : note);
  const rows: [what: string, recorded: string, rate: number | null, ci: readonly [number, number] | null, note: string][] = [];
  if (h.winner === null && h.noWinner !== undefined) {
    const n = h.noWinner;
    rows.push(['winner', `none (${n.meaning})`, n.rate, n.ci, flagged(`${n.outcomeText}; the record: ${n.meaningText}`, n.produced)]);
  } else if (h.winner === null) rows.push(['winner', 'no side won', s.draws.rate, s.draws.ci, 'draws']);
  else if (h.winner !== undefined) rows.push(['winner', h.winner.side, h.winner.simulatedRate, h.winner.ci, flagged(`trials ${h.winner.side} won`, h.winner.produced)]);
  const own = termsOf(s.system)?.endStates;
  for (const f of h.fates) rows.push([f.character, own?.[f.recorded]?.short ?? f.recorded, f.simulatedRate, f.ci, flagged('', f.produced)]);
  if (h.turns !== undefined) {
    const t = h.turns;
    if (t.comparable === false) rows.push(['length', turnsText(t.recorded), null, null, `not comparable: ${t.notComparable ?? 'see the record'}; mean ${t.simulatedMean.toFixed(2)} turns`]);
    else rows.push(['length', turnsText(t.recorded), t.atMostRecorded, t.atMostRecordedCI, `trials that ended within ${turnsText(t.recorded)}; mean ${t.simulatedMean.toFixed(2)} turns`]);
  }
  const fight = h.date === undefined ? 'the fight' : `the fight of ${h.date}`;
  const lines = [`History (${h.source}): ${fight} as recorded, beside the simulated share of trials (${level} Wilson interval)`];
  if (rows.length > 0) {
    const whatWidth = Math.max('outcome'.length, ...rows.map((r) => r[0].length));
    const recordWidth = Math.max('record'.length, ...rows.map((r) => r[1].length));
    const ciWidth = Math.max(...rows.map((r) => interval(r[3]).length));
    lines.push(`  ${'outcome'.padEnd(whatWidth)}  ${'record'.padEnd(recordWidth)}  ${'simulated'.padStart(9)}`);
    for (const [what, recorded, rate, ci, note] of rows) {
      lines.push(`  ${what.padEnd(whatWidth)}  ${recorded.padEnd(recordWidth)}  ${pctOrDash(rate).padStart(9)}  ${note === '' ? interval(ci) : `${interval(ci).padEnd(ciWidth)}  ${note}`}`.trimEnd());
    }
  } else lines.push('  the record gives no winner, fates or length to compare');
  if (h.facts.length > 0) lines.push('  also recorded (not simulated):', ...h.facts.map((f) => `    ${f.fact}: ${f.value}`));
  if (h.notes !== undefined && h.notes.length > 0) lines.push('  notes on the record beside the model:', ...h.notes.map((n) => `    - ${n}`));
  if (h.outsideModel !== undefined) {
    lines.push(h.outsideModel.length === 0 ? '  every recorded outcome came up in at least one trial' : `  outside what the model produced in this run: ${h.outsideModel.join('; ')}`);
  }
  return lines;
}

/**
 * The summary as text: the run's facts; each side's win rate with its Wilson interval and mean
 * casualties, and the draws; each character's fates (percent of trials), mean shots per trial and
 * hit rate with its interval; mean turns; the first-shot rate with its interval; the Northfield
 * module's outcomes when it was played; the rule system's own sections (`sections`), one small
 * table each; and, when the scenario has a historical record, the History lines (see {@link historyLines}).
 * @param turn the system's turn, to word its game time (default: the registered system's `turn`)
 */
export function formatSkirmishSummary(s: SkirmishSummary, turn: TurnUnit | undefined = turnOf(s.system)): string {
  const level = `${Number((s.confidence * 100).toFixed(2))}%`;
  const lines: string[] = [];
  lines.push(`${systemName(s.system)} scenario: ${s.scenarioName} (${s.scenario})`);
  lines.push(
    `variant ${s.variant} | seed ${s.seed} | ${trialsText(s.trials)} | ${s.threads} thread(s) | max ${s.maxTurns} turns | ` +
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
  const terms = termsOf(s.system);
  const states = shownEndStates(s.characters, terms?.absentEndStates);
  const head = states.map((e) => (terms?.endStates?.[e]?.short ?? e).padStart(12)).join('');
  lines.push(`  ${'character'.padEnd(nameWidth)}  ${'side'.padEnd(sideCol)}${head}  shots/trial  hit rate (${level} Wilson interval)`);
  for (const c of s.characters) {
    const fates = states.map((e) => pct(c[e].rate).padStart(12)).join('');
    const hit = c.hitRate.rate === null ? '— (no shots)' : `${pctOrDash(c.hitRate.rate)} ${interval(c.hitRate.ci)}`;
    lines.push(`  ${c.name.padEnd(nameWidth)}  ${c.side.padEnd(sideCol)}${fates}  ${meanText(c.meanShots, 2).padStart(11)}  ${hit}`);
  }

  for (const e of states) {
    const own = terms?.endStates?.[e];
    if (own !== undefined) lines.push(`  ${own.short}: ${own.meaning}`);
  }
  if (states.includes('escaped')) lines.push(`  escaped: ${ESCAPED_MEANING}`);
  if (s.characters.some((c) => c.hitRate.rate !== null)) lines.push(`  ${PER_SHOT_INTERVAL_NOTE}`);

  lines.push('');
  lines.push(`mean turns played ${s.turns.mean.toFixed(2)} of at most ${s.maxTurns} (${turnNote(turn)})`);
  const fs = s.firstShot;
  // In the system's words (terms.firstShot): what an exchange is, and when its fastest man is looked at.
  const words = terms?.firstShot;
  lines.push(
    fs.exchanges === 0 || fs.rate === null
      ? `first shot: no exchange counted${words === undefined ? '' : ` (${words.exchange})`}`
      : words === undefined
        ? `first shot: the fastest character was still up after ${pct(fs.rate)} ${interval(fs.ci)} of ${int(fs.exchanges)} exchanges of fire`
        : `first shot: ${words.fastest.toLowerCase()} ${words.standing} in ${pct(fs.rate)} ${interval(fs.ci)} of ${int(fs.exchanges)} ${words.exchange}`,
  );
  if (s.northfield !== undefined) {
    const nf = s.northfield;
    const dollars = (v: number): string => `$${thousands(Math.round(v))}`;
    lines.push('');
    lines.push('Shootout in Northfield (the module\'s own outcomes)');
    lines.push(`  gang victory (more money than the town's rewards): ${pct(nf.gangVictory.rate)} ${interval(nf.gangVictory.ci)}`);
    lines.push(`  money: gang ${dollars(nf.gangMoney.mean)} mean (rode out with any in ${pct(nf.gangGotMoney.rate)}), town rewards ${dollars(nf.townMoney.mean)} mean`);
    lines.push(`  vault looted ${pct(nf.vaultLooted.rate)} ${interval(nf.vaultLooted.ci)}; a cash reserve taken ${pct(nf.reserveFound.rate)} ${interval(nf.reserveFound.ci)}`);
    lines.push(
      `  robbery discovered on turn ${nf.discoveredTurn.mean === null ? '—' : nf.discoveredTurn.mean.toFixed(2)} on average (never: ${pct(nf.discoveredTurn.never.rate)}); gang recognized ${pct(nf.recognized.rate)}`,
    );
    lines.push(`  reinforcements: ${nf.reinforcements.mean.toFixed(2)} citizens a trial on average`);
  }
  lines.push(...formatCountSections(s.sections ?? [], level, '', true));
  if (s.history !== undefined) {
    lines.push('');
    lines.push(...historyLines(s, s.history, level));
  }
  return `${lines.join('\n')}\n`;
}
