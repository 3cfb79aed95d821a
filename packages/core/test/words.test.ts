import { describe, expect, it } from 'vitest';
import { closestName, duelistNames, inlineName, parseRanges, parseWhole, readKeyValueLine, refuseRepeats } from '../src/words.ts';

const KEYS = ['NAME', 'BAC', 'WPN'] as const;
type Key = (typeof KEYS)[number];
const example = (k: Key): string => ({ NAME: 'NAME=Kate', BAC: 'BAC=70', WPN: 'WPN=SAR6' })[k];
/** The line read, or the problem reported for it. */
const read = (line: string): Map<Key, string> | string => {
  try {
    return readKeyValueLine(line, KEYS, ['BAC', 'WPN'], example, (problem) => {
      throw new Error(problem);
    });
  } catch (e) {
    return (e as Error).message;
  }
};

describe('readKeyValueLine: the inline lines of every rule system', () => {
  it('reads KEY=VALUE pairs: keys any case, spaces or commas between pairs and round =, a value up to the next KEY=', () => {
    expect(read('BAC=70 WPN=SAR6')).toEqual(new Map([['BAC', '70'], ['WPN', 'SAR6']]));
    expect(read(' bac = 70%,  wpn=D2/SAR6, ')).toEqual(new Map([['BAC', '70%'], ['WPN', 'D2/SAR6']]));
    expect(read('name=Big Nose Kate BAC=70 WPN=SAR6')).toEqual(new Map([['NAME', 'Big Nose Kate'], ['BAC', '70'], ['WPN', 'SAR6']]));
    // A key starts after a space or comma: "Kate2BAC=1" is all NAME's value.
    expect(read('NAME=Kate2BAC=1 BAC=70 WPN=SAR6')).toEqual(new Map([['NAME', 'Kate2BAC=1'], ['BAC', '70'], ['WPN', 'SAR6']]));
  });
  it('reports each problem with the fix', () => {
    expect(read('')).toBe('no KEY=VALUE pairs (write e.g. BAC=70 WPN=SAR6)');
    expect(read('Kate')).toBe('no KEY=VALUE pairs (write e.g. BAC=70 WPN=SAR6)');
    expect(read('Kate, BAC=70 WPN=SAR6')).toBe('unexpected "Kate" before the first KEY=VALUE (write every value as KEY=VALUE)');
    expect(read('BAC=70 STR=14 WPN=SAR6')).toBe('unknown key STR="14"; allowed keys: NAME, BAC, WPN');
    expect(read('BAC=70 bac=80 WPN=SAR6')).toBe('BAC given twice ("70" and "80"; keep one)');
    expect(read('BAC=, WPN=SAR6')).toBe('BAC has no value (write e.g. BAC=70)');
  });
  it('leaves required keys to the caller (a missing one is its own message)', () => {
    expect(read('BAC=70')).toEqual(new Map([['BAC', '70']]));
  });
});

describe('inlineName', () => {
  it('strips quotes round a NAME, and falls back when it is missing or empty', () => {
    expect(inlineName('"Big Nose Kate"', 'line')).toBe('Big Nose Kate');
    expect(inlineName(" 'Kid' ", 'line')).toBe('Kid');
    expect(inlineName(undefined, 'line')).toBe('line');
    expect(inlineName('""', 'line')).toBe('line');
  });
});

describe('closestName: the "did you mean" hint', () => {
  it('the nearest option within one edit in three letters, else none', () => {
    expect(closestName('facnig', ['facing', 'side', 'name'])).toBe('facing');
    expect(closestName('Sid', ['side', 'name'])).toBe('side');
    expect(closestName('LAW', ['Law', 'Cowboys'])).toBe('Law');
    expect(closestName('xyz', ['side', 'name'])).toBeUndefined();
    expect(closestName('Wyatt Earp', ['Joe Foster', 'Bat Masterson'])).toBeUndefined();
  });
  it('compares the normalised forms and returns the option as given; ties go to the first', () => {
    const letters = (s: string): string => s.toLowerCase().replace(/[^a-z]/g, '');
    expect(closestName('doc holiday', ['Doc Holliday', 'Bat Masterson'], letters)).toBe('Doc Holliday');
    expect(closestName('cat', ['bat', 'hat'])).toBe('bat');
  });
});

describe('refuseRepeats: a list option naming one item twice', () => {
  it('names the option and the repeat as typed the second time, in the form compared', () => {
    expect(() => refuseRepeats('--only', ['Doc Holliday', 'Deputy'])).not.toThrow();
    expect(() => refuseRepeats('--only', ['Doc Holliday', 'Deputy', 'Doc Holliday'])).toThrow(/^--only: Doc Holliday is named twice$/);
    expect(() => refuseRepeats('--only', ['FDR6', 'fdr6'], (w) => w.toLowerCase())).toThrow(/^--only: fdr6 is named twice$/);
  });
});

describe('parseRanges: --range in plain decimals', () => {
  it('takes whole and decimal spaces, and refuses hexadecimal and exponent forms (an audit, 2026-12: 0x10 was played as 16)', () => {
    expect(parseRanges('2, 5,10.5,+3,.5')).toEqual([2, 5, 10.5, 3, 0.5]);
    for (const bad of ['0x10', '1e-9', '1E2', '0b11', '0o7', 'Infinity', '-5', '0', '']) {
      expect(() => parseRanges(bad), bad).toThrow(new RegExp(`^--range: "${bad}" is not a positive number of spaces \\(1 space = 6 ft\\) written in plain decimals`));
    }
    expect(() => parseRanges('5,5.0')).toThrow(/^--range: 5 is listed twice$/);
  });
});

describe('parseWhole: a whole number option', () => {
  it('says a number past the limit is too large, with the range to give, not that it is not whole', () => {
    expect(parseWhole('1e3', '--max-turns', 1, { max: 1000, what: 'turns' })).toBe(1000);
    expect(() => parseWhole('99999999999999999999', '--max-turns', 1, { max: 1000, what: 'turns' })).toThrow(/^--max-turns: "99999999999999999999" is more than 1000 turns; give 1 to 1000$/);
    expect(() => parseWhole('99999999999999999999', '--points', 1)).toThrow(/^--points: "99999999999999999999" is more than 9007199254740991; give 1 to 9007199254740991$/);
    expect(() => parseWhole('0', '--max-turns', 1, { max: 1000, what: 'turns' })).toThrow(/^--max-turns: "0" is not a whole number >= 1$/);
    expect(() => parseWhole('2.5', '--max-turns', 1, { max: 1000, what: 'turns' })).toThrow(/is not a whole number >= 1$/);
  });
});

describe('duelistNames: the names every system\'s duel shows', () => {
  it('A and B for a line without NAME=, B suffixed (B) after a name the same as A\'s, others as given', () => {
    expect(duelistNames({ name: 'Doc Holliday', words: 'doc holliday' }, { name: 'Johnny Ringo', words: 'Johnny Ringo' })).toEqual({ a: 'Doc Holliday', b: 'Johnny Ringo' });
    expect(duelistNames({ name: 'Doc Holliday', words: 'Doc Holliday' }, { name: 'Doc Holliday', words: 'Doc Holliday' })).toEqual({ a: 'Doc Holliday', b: 'Doc Holliday (B)' });
    expect(duelistNames({ name: 'BASP=+12 BAC=70 STR=14 WPN=SAR6', words: ' BASP=+12 BAC=70 STR=14 WPN=SAR6 ' }, { name: 'Doc Holliday', words: 'Doc Holliday' })).toEqual({ a: 'A', b: 'Doc Holliday' });
    expect(duelistNames({ name: 'RANGED=+1 WPN=colt', words: 'RANGED=+1 WPN=colt' }, { name: 'RANGED=+1 WPN=colt', words: 'RANGED=+1 WPN=colt' })).toEqual({ a: 'A', b: 'B' });
    // NAME=A for B beside an unnamed A: still told apart.
    expect(duelistNames({ name: 'BAC=70 WPN=SAR6', words: 'BAC=70 WPN=SAR6' }, { name: 'A', words: 'NAME=A BAC=70 WPN=SAR6' })).toEqual({ a: 'A', b: 'A (B)' });
    // Names already so given come back unchanged.
    expect(duelistNames({ name: 'A', words: 'BAC=70 WPN=SAR6' }, { name: 'Doc (B)' })).toEqual({ a: 'A', b: 'Doc (B)' });
  });
});
