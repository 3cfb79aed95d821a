/**
 * A rule system's own sections: summarised once for every system, carried into the scenario and
 * duel summaries only when the counts have them; the duel without BOOT HILL's duelist fields.
 */
import { describe, expect, it } from 'vitest';
import { groupDigits, sectionCounted, summarizeDuel, summarizeSections, summarizeSkirmish, turnNote, turnsLength, wilson, zForConfidence, type CountSection } from '@deadeye/stats';
import { COURAGE, QD_INFO, QD_RANGE, SKIRMISH_COUNTS_SECTIONS } from './section-fixtures.ts';
import { SKIRMISH_COUNTS, SKIRMISH_INFO } from './skirmish-fixtures.ts';
import { INFO, RANGE_3 } from './fixtures.ts';

/** The Wilson score interval written out, independently of intervals.ts. */
function wilsonByHand(k: number, n: number, z = 1.959963984540054): [number, number] {
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n));
  return [centre - half, centre + half];
}

describe('summarizeSections', () => {
  const summary = summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS_SECTIONS);
  const sections = summary.sections ?? [];

  it('carries the sections into the scenario summary, in order, after the shared fields', () => {
    expect(sections.map((s) => [s.id, s.title, s.kind])).toEqual([
      ['quickdraw.courage', 'Courage tests', 'proportion'],
      ['quickdraw.cards', 'Cards lost and jokers drawn', 'mean'],
    ]);
    expect(sections[0]?.description).toBe(COURAGE.description);
    expect(Object.keys(summary).at(-1)).toBe('sections');
  });

  it('gives each proportion row its rate and its 95% Wilson interval', () => {
    const rows = sections[0]?.rows ?? [];
    const wyattStood = rows[0];
    expect(wyattStood).toEqual({ label: 'stand firm (5-9)', group: 'Wyatt Earp', count: 120, of: 200, rate: 0.6, low: wilson(120, 200)[0], high: wilson(120, 200)[1] });
    // 120 / 200: [0.5308, 0.6654]
    expect(wyattStood?.low).toBeCloseTo(0.53083672039262, 12);
    expect(wyattStood?.high).toBeCloseTo(0.6653942143319266, 12);
    expect(wyattStood?.low).toBeCloseTo(wilsonByHand(120, 200)[0], 12);
    expect(wyattStood?.high).toBeCloseTo(wilsonByHand(120, 200)[1], 12);
    // 30 / 40 = 0.75: [0.5981, 0.8581]
    expect(rows[3]).toMatchObject({ group: 'Ike Clanton', count: 30, of: 40, rate: 0.75 });
    expect(rows[3]?.low).toBeCloseTo(0.5980603857923198, 12);
    expect(rows[3]?.high).toBeCloseTo(0.8581288136090369, 12);
    // nothing to count: no rate, no interval
    expect(rows[5]).toEqual({ label: 'stand firm (5-9)', group: 'Doc Holliday', count: 0, of: 0, rate: null, low: null, high: null });
  });

  it('gives each mean row its mean and no interval, and no group key when none was given', () => {
    expect(sections[1]?.rows).toEqual([
      { label: 'cards lost', count: 2500, of: 1000, rate: 2.5, low: null, high: null },
      { label: 'jokers drawn', count: 1500, of: 1000, rate: 1.5, low: null, high: null },
    ]);
    expect(Object.keys(sections[1]?.rows[0] ?? {})).not.toContain('group');
  });

  it('uses the summary confidence level', () => {
    const at99 = summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS_SECTIONS, 0.99).sections?.[0]?.rows[0];
    expect([at99?.low, at99?.high]).toEqual(wilson(120, 200, 0.99));
    expect(at99?.low).toBeCloseTo(wilsonByHand(120, 200, zForConfidence(0.99))[0], 12);
  });

  it('adds no key at all when the counts have no sections', () => {
    const plain = summarizeSkirmish(SKIRMISH_INFO, SKIRMISH_COUNTS);
    expect('sections' in plain).toBe(false);
    expect(JSON.stringify(plain)).not.toContain('sections');
    expect(summarizeSkirmish(SKIRMISH_INFO, { ...SKIRMISH_COUNTS, sections: [] }).sections).toEqual([]);
  });

  it('refuses inconsistent sections', () => {
    const bad = (s: Partial<CountSection>): (() => unknown) => () => summarizeSections([{ ...COURAGE, ...s }]);
    expect(bad({ rows: [{ label: 'x', count: 5, of: 4 }] })).toThrow(/section quickdraw\.courage, row x: count must be an integer in 0\.\.4, got 5/);
    expect(bad({ rows: [{ label: 'x', group: 'Wyatt', count: 1.5, of: 4 }] })).toThrow(/row Wyatt \/ x: count/);
    expect(bad({ rows: [{ label: 'x', count: 1, of: -1 }] })).toThrow(/of must be an integer/);
    expect(bad({ kind: 'ratio' as 'mean' })).toThrow(/kind must be proportion or mean/);
    expect(() => summarizeSections([COURAGE, COURAGE])).toThrow(/two sections have the id quickdraw\.courage/);
    // a mean may exceed its `of`
    expect(summarizeSections([{ ...COURAGE, kind: 'mean', rows: [{ label: 'x', count: 9, of: 4 }] }])[0]?.rows[0]?.rate).toBe(2.25);
  });
});

describe('summarizeDuel: a system without BOOT HILL duelist fields', () => {
  const summary = summarizeDuel(QD_INFO, [QD_RANGE]);
  const r = summary.results[0];

  it('leaves out first shot base, BAC, STR and the wound chart, and keeps the profile', () => {
    expect(r?.a.profile).toBe('Hero, brave; quick-draw, marksman; Cartridge revolver');
    for (const key of ['firstShotBase', 'bac', 'str', 'woundsPerTrial', 'woundLocations', 'woundSeverity']) expect(Object.keys(r?.a ?? {})).not.toContain(key);
    expect(Object.keys(r?.a ?? {})).toEqual([
      'name', 'weapon', 'profile', 'hitRate', 'hitRateCI', 'shotsPerTrial', 'firedFirst', 'winRateWhenFiredFirst', 'winRateWhenFiredFirstCI', 'unhurt', 'wounded', 'unconscious', 'dead',
    ]);
    expect(r?.a.hitRate).toBe(0.4);
    expect(r?.b.dead).toBe(0.25);
  });

  it('summarises the range sections at 95%', () => {
    expect(r?.sections?.[0]?.rows[0]).toEqual({ label: 'lethal', count: 30, of: 40, rate: 0.75, low: wilson(30, 40)[0], high: wilson(30, 40)[1] });
    // 10 / 40 = 0.25: low 0.1419
    expect(r?.sections?.[0]?.rows[1]?.low).toBeCloseTo(0.14187118639096305, 12);
    expect(r?.sections?.[0]?.rows[1]?.low).toBeCloseTo(wilsonByHand(10, 40)[0], 12);
  });

  it('keeps BOOT HILL duelists as they were: the same keys in the same order, no profile, no sections', () => {
    const boot = summarizeDuel(INFO, [RANGE_3]).results[0];
    expect(Object.keys(boot?.a ?? {})).toEqual([
      'name', 'weapon', 'firstShotBase', 'bac', 'str', 'hitRate', 'hitRateCI', 'shotsPerTrial', 'woundsPerTrial', 'firedFirst', 'winRateWhenFiredFirst', 'winRateWhenFiredFirstCI',
      'unhurt', 'wounded', 'unconscious', 'dead', 'woundLocations', 'woundSeverity',
    ]);
    expect(Object.keys(boot ?? {}).at(-1)).toBe('exact');
  });
});

describe('turn wording', () => {
  it('words BOOT HILL turns as before, and other turns from their unit and seconds', () => {
    expect(turnNote({ unit: 'turn', seconds: 10 })).toBe('a turn is about 10 seconds');
    expect(turnNote({ unit: 'phase', seconds: null })).toBe('a turn is one phase, of no fixed game time');
    expect(turnNote({ unit: 'turn', seconds: null })).toBe('a turn has no fixed game time');
    expect(turnNote({ unit: 'phase', seconds: 5 })).toBe('a turn is one phase, about 5 seconds');
    expect(turnNote(undefined)).toBe('turns of the rule system');
    expect(turnsLength(2.5, { unit: 'turn', seconds: 10 })).toBe('2.5 turns (about 25 seconds)');
    expect(turnsLength(1, { unit: 'turn', seconds: null })).toBe('1 turn');
    expect(turnsLength(3, undefined)).toBe('3 turns');
  });
});

describe('what the texts and reports show of a section', () => {
  it('counts a section as counted when a row has a total, a mean section only when a count is above 0', () => {
    expect(sectionCounted([{ rate: null, count: 0 }], 'proportion')).toBe(false);
    expect(sectionCounted([{ rate: null, count: 0 }, { rate: 0, count: 0 }], 'proportion')).toBe(true);
    expect(sectionCounted([{ rate: 0, count: 0 }], 'mean')).toBe(false);
    expect(sectionCounted([{ rate: 0, count: 0 }, { rate: 0.001, count: 1 }], 'mean')).toBe(true);
  });

  it('puts thousands separators in counts of five digits or more, and of four when they are the section\'s', () => {
    expect(groupDigits('Tests taken (25767 in all)')).toBe('Tests taken (25,767 in all)');
    expect(groupDigits('Task rolls (3049 in all: windows)', [929, 3049])).toBe('Task rolls (3,049 in all: windows)');
    expect(groupDigits('In 1881 (QR-1234, SR-67): 0.12345, 12345.5, x12345, 1,234, (0 in all)')).toBe('In 1881 (QR-1234, SR-67): 0.12345, 12345.5, x12345, 1,234, (0 in all)');
  });
});
