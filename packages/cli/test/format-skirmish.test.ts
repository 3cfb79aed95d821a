/**
 * The terminal summary of a scenario run, from the hand-made counts of `packages/stats/test`.
 */
import { describe, expect, it } from 'vitest';
import { assessHistory, PER_SHOT_INTERVAL_NOTE, summarizeSkirmish, wilson, type ScenarioHistory, type TurnUnit } from '@deadeye/stats';
import { formatSkirmishSummary } from '../src/format-skirmish.ts';
import { NAME_BILLY, SKIRMISH_COUNTS, SKIRMISH_HISTORY, SKIRMISH_INFO, SKIRMISH_INFO_WITH_HISTORY } from '../../stats/test/skirmish-fixtures.ts';
import { CARDS, COURAGE, SKIRMISH_COUNTS_SECTIONS } from '../../stats/test/section-fixtures.ts';

/** The lines from the History heading on. */
function historyLines(text: string): string[] {
  const lines = text.trimEnd().split('\n');
  const at = lines.findIndex((l) => l.startsWith('History ('));
  return at < 0 ? [] : lines.slice(at);
}

describe('formatSkirmishSummary: the hit rates\' intervals', () => {
  it('says under the character table that they take the shots as independent: a rough guide (an audit, 2026-12-07)', () => {
    const lines = formatSkirmishSummary(summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS)).split('\n');
    const head = lines.findIndex((l) => l.includes('hit rate (95% Wilson interval)'));
    const note = lines.findIndex((l) => l.startsWith('  hit rates count shots, several a trial'));
    expect(head).toBeGreaterThanOrEqual(0);
    expect(note).toBeGreaterThan(head);
    expect(lines[note]).toBe(`  ${PER_SHOT_INTERVAL_NOTE}`);
  });
});

describe('formatSkirmishSummary: the fates a system cannot produce', () => {
  it("has no unconscious column under Shootout! (0 HTK is dead: its terms' absentEndStates), and has one under BOOT HILL (an audit, 2026-12-07)", () => {
    const head = (system: string): string => formatSkirmishSummary(summarizeSkirmish({ ...SKIRMISH_INFO, system }, SKIRMISH_COUNTS)).split('\n').find((l) => l.includes('hit rate (95% Wilson interval)')) ?? '';
    expect(head('shootout')).not.toContain('unconscious');
    expect(head('shootout')).toContain('dead');
    expect(head('boothill')).toContain('unconscious');
  });
});

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

describe('formatSkirmishSummary: a record checked against the run (assessHistory)', () => {
  const check = (patch: Partial<ScenarioHistory>, turn: TurnUnit = { unit: 'turn', seconds: 10 }) => {
    const record = { ...SKIRMISH_HISTORY, ...patch };
    return formatSkirmishSummary(assessHistory(summarizeSkirmish({ ...SKIRMISH_INFO, history: record }, SKIRMISH_COUNTS), record, { victory: [], turn }));
  };

  it('flags a record never produced, a length past the turn limit, and lists what lies outside the model', () => {
    const lines = historyLines(check({ winner: 'Townsfolk', fates: { 'Johnny Behan': 'dead', 'Wyatt Earp': 'unhurt' }, turns: 12, notes: ['Nobody ever fires at Behan.'] }));
    expect(lines.slice(1)).toEqual([
      '  outcome       record     simulated',
      '  winner        Townsfolk      0.00%  [0.00%, 0.38%]    trials Townsfolk won; never happened in 1,000 trials',
      '  Wyatt Earp    unhurt        70.00%  [67.09%, 72.76%]',
      '  Johnny Behan  dead           0.00%  [0.00%, 0.38%]    never happened in 1,000 trials',
      '  length        12 turns           —                    not comparable: the record (12 turns) is longer than the turn limit (10 turns): no trial can last so long; mean 3.92 turns',
      '  also recorded (not simulated):',
      '    Shots fired: about 30',
      '    Distance: about 6 to 10 feet',
      '  notes on the record beside the model:',
      '    - Nobody ever fires at Behan.',
      '  outside what the model produced in this run: winner: Townsfolk; Johnny Behan: dead; length: 12 turns, longer than the turn limit of 10',
    ]);
  });

  it('says so when the whole record came up, and sets "no side won" beside its matching outcome', () => {
    expect(historyLines(check({})).at(-1)).toBe('  every recorded outcome came up in at least one trial');
    // Three sides: the draws.
    const none = historyLines(check({ winner: null, noWinner: 'stopped', fates: {}, facts: [] }));
    expect(none[2]).toBe('  winner   none (stopped)     10.00%  [8.29%, 12.02%]   no side won (the turn limit, or every side out at once: not told apart in this scenario); the record: the fight was stopped before either side won');
    // Another system's turn: the length is not comparable.
    expect(historyLines(check({}, { unit: 'turn', seconds: null })).find((l) => l.startsWith('  length'))).toMatch(/—\s+not comparable: the record counts BOOT HILL turns of about 10 seconds, and in this rule system a turn has no fixed game time/);
  });
});

describe('formatSkirmishSummary: a rule system\'s own sections', () => {
  /** The lines from the line starting with `title` to the next blank line. */
  function block(text: string, title: string): string[] {
    const lines = text.split('\n');
    const at = lines.findIndex((l) => l.startsWith(title));
    if (at < 0) return [];
    const end = lines.findIndex((l, i) => i > at && l === '');
    return lines.slice(at, end < 0 ? undefined : end);
  }

  it('prints each section as a small table after the shared lines: proportions with Wilson intervals, means', () => {
    const text = formatSkirmishSummary(summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS_SECTIONS));
    const plain = formatSkirmishSummary(summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS));
    expect(text.startsWith(plain)).toBe(true);
    expect(block(text, 'Courage tests')).toEqual([
      `Courage tests (quickdraw.courage): ${COURAGE.description}`,
      '  group         row                             count / out of  share (95% Wilson interval)',
      '  Wyatt Earp    stand firm (5-9)                     120 / 200   60.00%  [53.08%, 66.54%]',
      '  Wyatt Earp    fall back and take cover (2-4)        60 / 200   30.00%  [24.07%, 36.68%]',
      '  Wyatt Earp    flee (1)                              20 / 200   10.00%  [6.57%, 14.94%]',
      '  Ike Clanton   stand firm (5-9)                       30 / 40   75.00%  [59.81%, 85.81%]',
      '  Ike Clanton   flee (1)                               10 / 40   25.00%  [14.19%, 40.19%]',
      '  Doc Holliday  stand firm (5-9)                         0 / 0  —',
    ]);
    expect(block(text, 'Cards lost')).toEqual([
      `Cards lost and jokers drawn (quickdraw.cards): ${CARDS.description}`,
      '  row           count / out of  mean',
      '  cards lost     2,500 / 1,000  2.500',
      '  jokers drawn   1,500 / 1,000  1.500',
    ]);
    // the printed bounds are those of the summary (wilson(120, 200))
    const [low, high] = wilson(120, 200);
    expect(text).toContain(`[${(100 * low).toFixed(2)}%, ${(100 * high).toFixed(2)}%]`);
  });

  it('leaves out a section that counted nothing, naming it on one last line, and puts separators in its description\'s counts', () => {
    const none = { ...COURAGE, rows: COURAGE.rows.map((r) => ({ ...r, count: 0, of: 0 })) };
    const zero = { ...CARDS, id: 'quickdraw.zero', title: 'Zero means', rows: CARDS.rows.map((r) => ({ ...r, count: 0 })) };
    const big = { ...CARDS, description: 'Cards lost (2500 in all, 12345 jokers; in 1881)' };
    const text = formatSkirmishSummary(summarizeSkirmish(SKIRMISH_INFO, { ...SKIRMISH_COUNTS, sections: [none, big, zero] }));
    expect(text).not.toContain('Courage tests (quickdraw.courage):');
    expect(text).not.toContain('Zero means (quickdraw.zero):');
    expect(text).toContain('Cards lost and jokers drawn (quickdraw.cards): Cards lost (2,500 in all, 12,345 jokers; in 1881)');
    expect(text.trimEnd().split('\n').at(-1)).toBe('Nothing counted in this run: Courage tests (quickdraw.courage); Zero means (quickdraw.zero)');
  });

  it('prints the sections before the History lines', () => {
    const text = formatSkirmishSummary(summarizeSkirmish(SKIRMISH_INFO_WITH_HISTORY, SKIRMISH_COUNTS_SECTIONS));
    expect(text.indexOf('Cards lost and jokers drawn')).toBeGreaterThan(text.indexOf('Courage tests'));
    expect(text.indexOf('History (')).toBeGreaterThan(text.indexOf('Cards lost and jokers drawn'));
  });

  it('words the turn from the registered system, or from the turn given', () => {
    const summary = summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS);
    expect(formatSkirmishSummary(summary)).toContain('mean turns played 3.92 of at most 10 (a turn is about 10 seconds)');
    expect(formatSkirmishSummary(summary, { unit: 'phase', seconds: null })).toContain('mean turns played 3.92 of at most 10 (a turn is one phase, of no fixed game time)');
    expect(formatSkirmishSummary({ ...summary, system: 'unregistered' })).toContain('mean turns played 3.92 of at most 10 (turns of the rule system)');
  });
});

describe("formatSkirmishSummary: the rule system's own words", () => {
  it("Quick on the Draw: the end state 'out, alive' (its unconscious) with what it means, and the first shot as the system counts it", () => {
    const text = formatSkirmishSummary(summarizeSkirmish({ ...SKIRMISH_INFO, system: 'quickdraw' }, SKIRMISH_COUNTS));
    const head = text.split('\n').find((l) => l.trimStart().startsWith('character'))!;
    expect(head).toMatch(/unhurt\s+wounded\s+out, alive\s+dead\s+fled\s+captured/);
    expect(text).toMatch(/\n {2}out, alive: out of the action at the end .*POST ACTION roll/);
    expect(text).toMatch(/\nfirst shot: first to draw and shoot, still up at the end of the trial in 75\.00% \[.*\] of 2,000 trials in which someone drew and shot/);
    // BOOT HILL keeps its names and counts its firing phases.
    const bh = formatSkirmishSummary(summarizeSkirmish({ ...SKIRMISH_INFO, system: 'boothill' }, SKIRMISH_COUNTS));
    expect(bh).toMatch(/unhurt\s+wounded\s+unconscious\s+dead/);
    expect(bh).toMatch(/\nfirst shot: fastest character still up at the end of the phase in 75\.00% .* of 2,000 firing phases in which/);
  });
});
