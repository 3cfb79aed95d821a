/**
 * The terminal summary of a scenario run, from the hand-made counts of `packages/stats/test`.
 */
import { describe, expect, it } from 'vitest';
import { summarizeSkirmish } from '@deadeye/stats';
import { formatSkirmishSummary } from '../src/format-skirmish.ts';
import { NAME_BILLY, SKIRMISH_COUNTS, SKIRMISH_HISTORY, SKIRMISH_INFO, SKIRMISH_INFO_WITH_HISTORY } from '../../stats/test/skirmish-fixtures.ts';

/** The lines from the History heading on. */
function historyLines(text: string): string[] {
  const lines = text.trimEnd().split('\n');
  const at = lines.findIndex((l) => l.startsWith('History ('));
  return at < 0 ? [] : lines.slice(at);
}

describe('formatSkirmishSummary: history', () => {
  it('prints no History lines without a record', () => {
    const text = formatSkirmishSummary(summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS));
    expect(text).not.toContain('History');
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^first shot: /);
  });

  it('prints the record beside the simulated shares after the existing summary', () => {
    const text = formatSkirmishSummary(summarizeSkirmish(SKIRMISH_INFO_WITH_HISTORY, SKIRMISH_COUNTS));
    const plain = formatSkirmishSummary(summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS));
    expect(text.startsWith(plain)).toBe(true);
    expect(text.endsWith('\n')).toBe(true);
    const col = (what: string): string => what.padEnd(NAME_BILLY.length);
    expect(historyLines(text)).toEqual([
      `History (${SKIRMISH_HISTORY.source}): the fight of 26 October 1881 as recorded, beside the simulated share of trials (95% Wilson interval)`,
      `  ${col('outcome')}  record   simulated`,
      `  ${col('winner')}  Earps       60.00%  [56.93%, 62.99%]  trials Earps won`,
      `  ${col('Wyatt Earp')}  unhurt      70.00%  [67.09%, 72.76%]`,
      `  ${col('Virgil Earp')}  wounded     30.00%  [27.24%, 32.91%]`,
      `  ${col('Ike Clanton')}  fled        40.00%  [37.01%, 43.07%]`,
      `  ${NAME_BILLY}  dead        35.00%  [32.11%, 38.01%]`,
      `  ${col('length')}  3 turns     55.00%  [51.90%, 58.06%]  trials that ended within 3 turns; mean 3.92 turns`,
      '  also recorded (not simulated):',
      '    Shots fired: about 30',
      '    Distance: about 6 to 10 feet',
    ]);
  });

  it('sets a record that no side won beside the draws, and says when there is nothing to compare', () => {
    const drawn = formatSkirmishSummary(summarizeSkirmish({ ...SKIRMISH_INFO, history: { source: 'a book', winner: null, fates: {}, facts: [] } }, SKIRMISH_COUNTS));
    expect(historyLines(drawn)).toEqual([
      'History (a book): the fight as recorded, beside the simulated share of trials (95% Wilson interval)',
      '  outcome  record       simulated',
      '  winner   no side won     10.00%  [8.29%, 12.02%]  draws',
    ]);
    const bare = formatSkirmishSummary(summarizeSkirmish({ ...SKIRMISH_INFO, history: { source: 'a book', fates: {}, turns: 1, facts: [{ fact: 'Shots fired', value: '3' }] } }, SKIRMISH_COUNTS));
    expect(historyLines(bare).slice(2)).toEqual([
      '  length   1 turn     10.00%  [8.29%, 12.02%]  trials that ended within 1 turn; mean 3.92 turns',
      '  also recorded (not simulated):',
      '    Shots fired: 3',
    ]);
    const empty = formatSkirmishSummary(summarizeSkirmish({ ...SKIRMISH_INFO, history: { source: 'a book', fates: {}, facts: [] } }, SKIRMISH_COUNTS));
    expect(historyLines(empty)).toEqual([
      'History (a book): the fight as recorded, beside the simulated share of trials (95% Wilson interval)',
      '  the record gives no winner, fates or length to compare',
    ]);
  });
});
