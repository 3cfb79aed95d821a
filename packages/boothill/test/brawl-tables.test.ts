/**
 * The brawling, stunning, movement and morale tables checked against the seed texts themselves: the
 * rulebook's BRAWLING CHARTS and MOVEMENT, the Referee's Screen tables and the Northfield module's
 * MORALE, and the v2 combat digest's sections 2 and 6.
 */
import { describe, it, expect } from 'vitest';
import {
  BRAWL_MODIFIER_PERCENT_PER_POINT,
  GRAPPLING_TABLE,
  GRAPPLING_TABLE_SOURCE,
  MORALE_MODIFIERS,
  MORALE_MODIFIER_LABELS,
  MORALE_SOURCE,
  MOVEMENT_COSTS,
  MOVEMENT_COSTS_SOURCE,
  MOVEMENT_RATES,
  MOVEMENT_RATES_SOURCE,
  PUNCHING_TABLE,
  PUNCHING_TABLE_SOURCE,
  STRIKING_WEAPONS,
  STRIKING_WEAPONS_SOURCE,
  STUNNED_TURNS_HALF,
  STUNNED_TURNS_HELPLESS,
  STUNNING_CHART,
  STUNNING_CHART_SOURCE,
  grappleRowFor,
  punchRowFor,
} from '../src/tables/index.ts';
import type { GrappleRow, PunchRow, Source, StunRow } from '../src/tables/index.ts';
import { chunk, rulebookCells, rulebookHeading, rulebookLines, screenLines, v2Lines } from './seed-text.ts';

// ---------------------------------------------------------------------------------------------------
// seed files

const rulebookText = rulebookLines.join('\n');




function screenHeading(pattern: RegExp, nth = 0): number {
  const hits = screenLines.flatMap((l, i) => (pattern.test(l) ? [i] : []));
  const at = hits[nth];
  if (at === undefined) throw new Error(`heading ${pattern} #${nth} not found in the screen seed`);
  return at;
}

/** Lines of a screen section, from after the heading at `start` to the next heading. */
function screenSection(start: number): string[] {
  const out: string[] = [];
  for (let i = start + 1; i < screenLines.length; i++) {
    const line = screenLines[i] ?? '';
    if (/^#/.test(line)) break;
    out.push(line);
  }
  return out;
}

/** Tab-separated rows of a screen section (header rows included). */
function screenRows(start: number): string[][] {
  return screenSection(start)
    .filter((l) => l.includes('\t'))
    .map((l) => l.split('\t').map((c) => c.trim()));
}

/** Data rows of a v2 digest markdown table under `heading` (header and separator skipped). */
function v2TableRows(heading: string): string[][] {
  const start = v2Lines.findIndex((l) => l.trim() === heading);
  if (start < 0) throw new Error(`v2 heading ${heading} not found`);
  const rows: string[][] = [];
  let i = start + 1;
  while (i < v2Lines.length && !(v2Lines[i] ?? '').startsWith('|')) i++;
  for (i += 2; i < v2Lines.length && (v2Lines[i] ?? '').startsWith('|'); i++) {
    rows.push((v2Lines[i] ?? '').split('|').slice(1, -1).map((c) => c.trim()));
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------------
// cell parsers

/** "2 or less" / "3 or 4" / "5 to 7" / "14" / "19 or more" -> [low, high] (-99 / 99 for open ends). */
function parseScore(text: string): [number, number] {
  const t = text.trim();
  let m = /^(\d+) or less$/.exec(t);
  if (m) return [-99, Number(m[1])];
  m = /^(\d+) or more$/.exec(t);
  if (m) return [Number(m[1]), 99];
  m = /^(\d+) (?:or|to) (\d+)$/.exec(t);
  if (m) return [Number(m[1]), Number(m[2])];
  m = /^(\d+)$/.exec(t);
  if (m) return [Number(m[1]), Number(m[1])];
  throw new Error(`bad score cell "${text}"`);
}

/** A printed result without bold tags and footnote marks (#, **, †). */
function cleanLabel(text: string): string {
  return text.replace(/<\/?b>/g, '').replace(/[#*†\s]+$/u, '').trim();
}

const isBlank = (t: string): boolean => /^(|—|-|-\(-\))$/.test(t.replace(/\s+/g, ''));

/** A next-round cell: "" / "—" -> 0; "+2 (Opponent)" / "-1 (Opponent)" / "+2" / "-1" -> the number. */
function parseNext(text: string, requireOpponent: boolean): number {
  if (isBlank(text)) return 0;
  const m = /^([+-]\d+)( \(Opponent\))?$/.exec(text.trim());
  if (!m) throw new Error(`bad next-round cell "${text}"`);
  if (requireOpponent && m[2] === undefined) throw new Error(`next-round cell "${text}" does not name the opponent`);
  return Number(m[1]);
}

type PunchFields = Omit<PunchRow, 'result'>;
type GrappleFields = Omit<GrappleRow, 'result' | 'hold' | 'breaksHold'>;

/** Rulebook / v2 punching effect cell: "" | "1 (Left) 2 (Right)" | "2 plus 2". */
function parsePunchEffect(text: string): Pick<PunchRow, 'effectLeft' | 'effectRight' | 'combination'> {
  if (isBlank(text)) return { effectLeft: 0, effectRight: 0, combination: false };
  let m = /^(\d+) \(Left\) (\d+) \(Right\)$/.exec(text);
  if (m) return { effectLeft: Number(m[1]), effectRight: Number(m[2]), combination: false };
  m = /^(\d+) plus (\d+)$/.exec(text);
  if (m) return { effectLeft: Number(m[1]), effectRight: Number(m[2]), combination: true };
  throw new Error(`bad punching effect cell "${text}"`);
}

/** A rulebook / v2 PUNCHING TABLE row: [score, result, effect, next]. */
function punchFromPrinted(cells: readonly string[]): PunchFields {
  const [score, result, effect, next] = cells;
  const [low, high] = parseScore(score ?? '');
  return { low, high, label: cleanLabel(result ?? ''), ...parsePunchEffect(effect ?? ''), nextOpponent: parseNext(next ?? '', true) };
}

/**
 * A Referee's Screen PUNCHING TABLE row. The screen's header says "Effect | Opponent | You" (copied from
 * its grappling table) but the rows hold Effect (Left) | Effect (Right) | next round (opponent), the
 * combination's "2 plus 2" spanning both effect cells.
 */
function punchFromScreen(cells: readonly string[]): PunchFields {
  const [score, result, left, right, next] = cells;
  const [low, high] = parseScore(score ?? '');
  const combo = /^(\d+) plus (\d+)$/.exec(left ?? '');
  const num = (t: string): number => (isBlank(t) ? 0 : Number(t));
  const effects = combo
    ? { effectLeft: Number(combo[1]), effectRight: Number(combo[2]), combination: true }
    : { effectLeft: num(left ?? ''), effectRight: num(right ?? ''), combination: false };
  if (combo) expect(isBlank(right ?? '')).toBe(true);
  return { low, high, label: cleanLabel(result ?? ''), ...effects, nextOpponent: parseNext(next ?? '', false) };
}

/**
 * A rulebook / v2 GRAPPLING TABLE row: [score, result, effect, next]. The effect cell takes four forms:
 * blank; "2" (points the opponent loses); "2 (Opponent) -2 (Opponent)" (Throw: effect and next round in
 * one cell); and the garbled knee/gouge "4 (-) (Opponent) - (-) (You) -4 (-) (You)", which is the
 * screen's three columns Effect "4 (-)" | Opponent "- (-)" | You "-4 (-)" run together with stray column
 * names: the row is "Opponent knees you", so the Effect is lost by you and the -4 is your next roll.
 */
function grappleFromPrinted(cells: readonly string[]): GrappleFields {
  const [score, result, effect = '', next = ''] = cells;
  const [low, high] = parseScore(score ?? '');
  const row = { low, high, label: cleanLabel(result ?? ''), effectOpponent: 0, effectYou: 0, nextOpponent: 0, nextYou: 0 };
  let m: RegExpExecArray | null;
  if (isBlank(effect)) {
    // nothing
  } else if ((m = /^(\d+)$/.exec(effect))) {
    row.effectOpponent = Number(m[1]);
  } else if ((m = /^(\d+) \(Opponent\) ([+-]\d+) \(Opponent\)$/.exec(effect))) {
    row.effectOpponent = Number(m[1]);
    row.nextOpponent = Number(m[2]);
    expect(isBlank(next)).toBe(true);
  } else if ((m = /^(\d+) \(-\) \(Opponent\) - \(-\) \(You\) (-\d+) \(-\) \(You\)$/.exec(effect))) {
    expect(row.label).toMatch(/^Opponent (knees|gouges) you/);
    row.effectYou = Number(m[1]);
    row.nextYou = Number(m[2]);
    expect(isBlank(next)).toBe(true);
  } else {
    throw new Error(`bad grappling effect cell "${effect}"`);
  }
  if (!isBlank(next)) row.nextOpponent = parseNext(next, true);
  return row;
}

/**
 * A Referee's Screen GRAPPLING TABLE row: [score, result, Effect, Opponent, You] (cells may carry a
 * "(-)" mark). On "Opponent knees/gouges you" the Effect is lost by you.
 */
function grappleFromScreen(cells: readonly string[]): GrappleFields & { hold: boolean; breaksHold: boolean } {
  const [score, result = '', effect = '', opp = '', you = ''] = cells;
  const [low, high] = parseScore(score ?? '');
  const num = (t: string): number => {
    const s = t.replace(/\(-\)/g, '').replace(/\s+/g, '');
    return isBlank(s) ? 0 : Number(s.replace(/^\+/, ''));
  };
  const onYou = /^Opponent (knees|gouges) you/.test(result);
  return {
    low,
    high,
    label: cleanLabel(result),
    effectOpponent: onYou ? 0 : num(effect),
    effectYou: onYou ? num(effect) : 0,
    nextOpponent: num(opp),
    nextYou: num(you),
    hold: /<b>/.test(result),
    breaksHold: /\*\*/.test(result),
  };
}

/**
 * The checker: every field the seed gives (the keys of each parsed row) compared with our row at the
 * same index. Returns one message per mismatch (empty when they agree).
 */
function mismatches(seed: readonly object[], ours: readonly object[], what: string): string[] {
  const out: string[] = [];
  if (seed.length !== ours.length) out.push(`${what}: seed has ${seed.length} rows, ours ${ours.length}`);
  seed.forEach((s, i) => {
    const o = ours[i] as Record<string, unknown> | undefined;
    for (const [k, v] of Object.entries(s)) {
      if (o?.[k] !== v) out.push(`${what} row ${i} ${k}: seed ${JSON.stringify(v)}, ours ${JSON.stringify(o?.[k])}`);
    }
  });
  return out;
}

// parsed seed tables

const rulebookPunching = (): PunchFields[] => {
  const start = rulebookHeading('PUNCHING TABLE', (n) => n === 'Adjusted Die Score');
  const cells = rulebookCells(start + 1, 4 * (1 + 11) + 1);
  expect(cells.slice(0, 4)).toEqual(['Adjusted Die Score', 'Result', 'Effect', 'Next round + or - on dice roll*']);
  expect(cells[cells.length - 1]).toBe('Notes to the PUNCHING TABLE');
  return chunk(cells.slice(4, -1), 4).map(punchFromPrinted);
};

const rulebookGrapplingRaw = (): string[][] => {
  const start = rulebookHeading('GRAPPLING TABLE', (n) => n === 'Adjusted Die Score');
  const cells = rulebookCells(start + 1, 4 * (1 + 12) + 1);
  expect(cells.slice(0, 4)).toEqual(['Adjusted Die Score', 'Result', 'Effect', 'Next round + or - on dice roll*']);
  expect(cells[cells.length - 1]).toBe('Notes to the GRAPPLING TABLE');
  return chunk(cells.slice(4, -1), 4);
};

const screenPunchingRaw = (): string[][] =>
  screenRows(screenHeading(/^### PUNCHING TABLE$/)).filter((r) => r[0] !== 'Adjusted Die Score');
const screenGrapplingRaw = (): string[][] =>
  screenRows(screenHeading(/^### GRAPPLING TABLE$/)).filter((r) => r[0] !== 'Adjusted Die Score');

const printedFields = <T extends object>(rows: readonly T[], keys: readonly (keyof T)[]): Partial<T>[] =>
  rows.map((r) => Object.fromEntries(keys.map((k) => [k, r[k]])) as Partial<T>);

const PUNCH_KEYS = ['low', 'high', 'label', 'effectLeft', 'effectRight', 'combination', 'nextOpponent'] as const;
const GRAPPLE_KEYS = ['low', 'high', 'label', 'effectOpponent', 'effectYou', 'nextOpponent', 'nextYou'] as const;

const expectSource = (s: Source, seed: string): void => {
  expect(s.seed).toBe(seed);
  expect(s.section.length).toBeGreaterThan(0);
  expect((s.note ?? '').length).toBeGreaterThan(0);
};

// ---------------------------------------------------------------------------------------------------
// PUNCHING TABLE

describe('PUNCHING TABLE', () => {
  it('matches the rulebook BRAWLING CHARTS cell for cell', () => {
    expect(mismatches(rulebookPunching(), PUNCHING_TABLE, 'rulebook PUNCHING TABLE')).toEqual([]);
  });

  it('matches the v2 digest section 6', () => {
    const rows = v2TableRows('### Punching Table').map(punchFromPrinted);
    expect(mismatches(rows, PUNCHING_TABLE, 'v2 Punching Table')).toEqual([]);
  });

  it("matches the Referee's Screen (columns Left | Right | next round)", () => {
    const raw = screenPunchingRaw();
    // the screen's misprinted header: "Effect | Next round ... Opponent | You"
    const header = screenRows(screenHeading(/^### PUNCHING TABLE$/))[0];
    expect(header?.slice(2)).toEqual(['Effect', 'Next round + or - on dice roll* Opponent', 'You']);
    expect(mismatches(raw.map(punchFromScreen), PUNCHING_TABLE, 'screen PUNCHING TABLE')).toEqual([]);
  });

  it('result keys follow the printed labels', () => {
    const key = (label: string): string => label.replace(/ (\w)/g, (_, c: string) => c.toUpperCase()).replace(/^\w/, (c) => c.toLowerCase());
    for (const r of PUNCHING_TABLE) expect(r.result).toBe(key(r.label));
  });

  it('the combination note: 2 + 2 with both arms free, 2 with one', () => {
    expect(rulebookText).toContain("if both arms are free, scores 2 + 2 points against the opponent's strength rating; if only one arm is free, but 2 points are scored");
    const combo = PUNCHING_TABLE.filter((r) => r.combination);
    expect(combo).toEqual([expect.objectContaining({ low: 16, high: 16, effectLeft: 2, effectRight: 2, nextOpponent: -1 })]);
  });

  it('the right-handed reading is recorded', () => {
    expect(rulebookText).toContain('the table is set up to favor right-handed characters. When necessary for left-handed characters, simply reverse the listings in the column.');
    expect(PUNCHING_TABLE_SOURCE.note).toMatch(/right-handed/);
    for (const r of PUNCHING_TABLE) expect(r.effectRight).toBeGreaterThanOrEqual(r.effectLeft);
    expectSource(PUNCHING_TABLE_SOURCE, 'boot-hill-rulebook.txt');
  });
});

// ---------------------------------------------------------------------------------------------------
// GRAPPLING TABLE

describe('GRAPPLING TABLE', () => {
  it('matches the rulebook BRAWLING CHARTS cell for cell (knee/gouge decoded)', () => {
    const raw = rulebookGrapplingRaw();
    expect(mismatches(raw.map(grappleFromPrinted), GRAPPLING_TABLE, 'rulebook GRAPPLING TABLE')).toEqual([]);
    // "**" marks the rows a held character breaks the hold with
    expect(raw.map((r) => /\*\*$/.test(r[1] ?? ''))).toEqual(GRAPPLING_TABLE.map((r) => r.breaksHold));
  });

  it('matches the v2 digest section 6', () => {
    const rows = v2TableRows('### Grappling Table').map(grappleFromPrinted);
    expect(mismatches(rows, GRAPPLING_TABLE, 'v2 Grappling Table')).toEqual([]);
  });

  it("matches the Referee's Screen columns Effect | Opponent | You, bold holds and ** breaks", () => {
    expect(mismatches(screenGrapplingRaw().map(grappleFromScreen), GRAPPLING_TABLE, 'screen GRAPPLING TABLE')).toEqual([]);
  });

  it('breaking holds: "either 15, 16 or 3 or less"', () => {
    expect(rulebookText).toContain('the only way to break the hold will be on a GRAPPLING table roll of either 15, 16 or 3 or less');
    for (let s = -5; s <= 25; s++) expect(grappleRowFor(s).breaksHold).toBe(s <= 3 || s === 15 || s === 16);
  });

  it('the four holds', () => {
    expect(rulebookText).toContain('There are 4 holds on the GRAPPLING table (arm locks left and right, head lock, and bear hug)');
    expect(GRAPPLING_TABLE.filter((r) => r.hold).map((r) => r.result)).toEqual(['armLockLeft', 'armLockRight', 'headLock', 'bearHug']);
  });

  it('the knee/gouge reading and the arm-lock discrepancy are recorded in the source', () => {
    expectSource(GRAPPLING_TABLE_SOURCE, 'boot-hill-rulebook.txt');
    expect(GRAPPLING_TABLE_SOURCE.note).toContain('4 (-) (Opponent) - (-) (You) -4 (-) (You)');
    expect(GRAPPLING_TABLE_SOURCE.note).toMatch(/arm lock/i);
    expect(GRAPPLING_TABLE_SOURCE.note).toMatch(/tables govern/);
  });
});

// ---------------------------------------------------------------------------------------------------
// lookups

describe('score lookups', () => {
  const tables = [
    ['PUNCHING', PUNCHING_TABLE, punchRowFor],
    ['GRAPPLING', GRAPPLING_TABLE, grappleRowFor],
  ] as const;

  for (const [name, table, lookup] of tables) {
    it(`${name}: rows contiguous from -99 to 99, every score -5..25 in exactly one row`, () => {
      expect(table[0]?.low).toBe(-99);
      expect(table[table.length - 1]?.high).toBe(99);
      for (let i = 1; i < table.length; i++) expect(table[i]?.low).toBe((table[i - 1]?.high ?? NaN) + 1);
      for (let s = -5; s <= 25; s++) {
        const hits = table.filter((r) => s >= r.low && s <= r.high);
        expect(hits).toHaveLength(1);
        expect(lookup(s)).toBe(hits[0]);
      }
      expect(lookup(-1000)).toBe(table[0]);
      expect(lookup(1000)).toBe(table[table.length - 1]);
      for (const bad of [2.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => lookup(bad)).toThrow(RangeError);
    });
  }

  it('boundaries', () => {
    expect([2, 3, 4, 5, 7, 8, 9, 10, 13, 14, 15, 16, 17, 18, 19, 20].map((s) => punchRowFor(s).result)).toEqual([
      'miss', 'miss', 'miss', 'miss', 'miss', 'blocked', 'blocked', 'glancingBlow', 'glancingBlow', 'jab', 'hook',
      'combination', 'rabbitPunch', 'uppercut', 'haymaker', 'haymaker',
    ]);
    expect([1, 2, 3, 4, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((s) => grappleRowFor(s).result)).toEqual([
      'knee', 'gouge', 'gouge', 'noHold', 'noHold', 'armLockLeft', 'armLockLeft', 'armLockRight', 'armLockRight',
      'elbowSmash', 'throw', 'throw', 'kick', 'headLock', 'bearHug',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// striking weapons and the 10% conversion

describe('striking weapons', () => {
  const words: Record<string, number> = { one: 1, two: 2 };

  it('club / gun barrel or butt and chair, as the rulebook words them', () => {
    const small = /Striking weapons such as a club or a gun barrel or butt use the normal column for effect on the PUNCHING table, causing an extra point of damage if a hit is made, but necessitating a subtraction of (\w+) from the dice roll to hit/.exec(rulebookText);
    expect(small).not.toBeNull();
    for (const k of ['gunButt', 'club'] as const) {
      expect(STRIKING_WEAPONS[k]).toEqual({ key: k, rollModifier: -(words[small?.[1] ?? ''] ?? NaN), extraEffect: 1, woundChart: false });
    }
    const large = /Larger striking weapons, such as a chair, add (\w+) points to any damage scored, but mean a subtraction of (\w+) from the dice roll to hit/.exec(rulebookText);
    expect(STRIKING_WEAPONS.chair).toEqual({ key: 'chair', rollModifier: -(words[large?.[2] ?? ''] ?? NaN), extraEffect: words[large?.[1] ?? ''], woundChart: false });
  });

  it('knife and tomahawk roll on the WOUND chart, no roll modifier printed', () => {
    expect(rulebookText).toContain('if the weapon is a knife or similar cutting weapon (such as a tomahawk), any hit results in rolls on the WOUND chart');
    for (const k of ['knife', 'tomahawk'] as const) expect(STRIKING_WEAPONS[k]).toEqual({ key: k, rollModifier: 0, extraEffect: 0, woundChart: true });
    expect(STRIKING_WEAPONS_SOURCE.note).toMatch(/no roll modifier for cutting weapons, so 0/);
    expectSource(STRIKING_WEAPONS_SOURCE, 'boot-hill-rulebook.txt');
  });

  it('10% per next-round point', () => {
    const m = /Each plus or minus will make a (\d+)% adjustment to the hit determination chance, i\.e\., a -2 effect will lower the chance of hitting by (\d+)%/.exec(rulebookText);
    expect(Number(m?.[1])).toBe(BRAWL_MODIFIER_PERCENT_PER_POINT);
    expect(Number(m?.[2])).toBe(2 * BRAWL_MODIFIER_PERCENT_PER_POINT);
  });
});

// ---------------------------------------------------------------------------------------------------
// the rulebook's worked example

describe('Example of a brawl (rulebook), replayed on the tables', () => {
  it('every roll gives the printed result; totals agree except the arm lock (example 1, tables 2)', () => {
    const { gunButt, chair } = STRIKING_WEAPONS;
    let juan = 0; // strength lost
    let sam = 0;
    // round 1: Sam strikes with his revolver, 14 - 1 = 13, glancing blow, 1 + 1 = 2
    const r1 = punchRowFor(14 + gunButt.rollModifier);
    expect(r1.result).toBe('glancingBlow');
    juan += r1.effectRight + gunButt.extraEffect;
    // Juan grapples 18: head lock, Sam -4 and -2 next round
    const r2 = grappleRowFor(18);
    expect(r2).toMatchObject({ result: 'headLock', effectOpponent: 4, nextOpponent: -2, hold: true });
    sam += r2.effectOpponent;
    expect([juan, sam]).toEqual([2, 4]);
    // round 2: Sam, held, grapples 5 - 2 = 3: breaks the hold, no other effect
    const r3 = grappleRowFor(5 + r2.nextOpponent);
    expect(r3).toMatchObject({ result: 'gouge', breaksHold: true });
    // Juan punches 16: combination, both arms free, 2 + 2
    const r4 = punchRowFor(16);
    expect(r4.combination).toBe(true);
    sam += r4.effectRight + (r4.combination ? 2 : 0);
    expect([juan, sam]).toEqual([2, 8]);
    // round 3: Sam punches 7: miss. Juan grapples 3: gouged, loses 1, -2 next
    expect(punchRowFor(7).result).toBe('miss');
    const r6 = grappleRowFor(3);
    expect(r6).toMatchObject({ result: 'gouge', effectYou: 1, nextYou: -2 });
    juan += r6.effectYou;
    // round 4: Sam swings a chair, 15 - 2 = 13, glancing blow 1 + 2 = 3
    const r7 = punchRowFor(15 + chair.rollModifier);
    expect(r7.result).toBe('glancingBlow');
    juan += r7.effectRight + chair.extraEffect;
    // Juan grapples 13 - 2 (gouge) = 11: arm lock, left
    const r8 = grappleRowFor(13 + r6.nextYou);
    expect(r8).toMatchObject({ result: 'armLockLeft', effectOpponent: 2, nextOpponent: -1, hold: true });
    sam += r8.effectOpponent;
    // "Juan has lost a total of 6 ... Sam has lost 9": the example's arm lock costs 1, the tables 2
    expect(juan).toBe(6);
    expect(rulebookText).toContain('Sam suffers the loss of another strength point');
    expect(rulebookText).toContain('Sam has lost 9 strength points');
    expect(sam).toBe(10);
    // round 5: Sam, held, 17 - 1 = 16: throw, breaks the hold, Juan -2 and -2 next
    const r9 = grappleRowFor(17 + r8.nextOpponent);
    expect(r9).toMatchObject({ result: 'throw', breaksHold: true, effectOpponent: 2, nextOpponent: -2 });
    juan += r9.effectOpponent;
    // Juan grapples 3 - 2 = 1: kneed, loses 4
    const r10 = grappleRowFor(3 + r9.nextOpponent);
    expect(r10).toMatchObject({ result: 'knee', effectYou: 4, nextYou: -4 });
    juan += r10.effectYou;
    expect(13 - juan).toBe(1); // "already down to only a single strength point remaining"
    // round 6: Sam punches 15: hook, 2 points: knockout
    const r11 = punchRowFor(15);
    expect(r11).toMatchObject({ result: 'hook', effectRight: 2 });
    expect(13 - juan - r11.effectRight).toBeLessThanOrEqual(0);
  });
});

// ---------------------------------------------------------------------------------------------------
// STUNNING CHART

const screenStunRows = (): Pick<StunRow, 'label' | 'basic' | 'fromBehindOrSurprised'>[] => {
  const rows = screenRows(screenHeading(/^### STUNNING CHART$/));
  expect(rows[0]).toEqual(['', 'Basic', 'Hit From Behind/Surprised']);
  const pct = (t: string): number => {
    const m = /^(\d+)%$/.exec(t);
    if (!m) throw new Error(`bad percent "${t}"`);
    return Number(m[1]);
  };
  return rows.slice(1).map(([label = '', basic = '', behind = '']) => ({ label, basic: pct(basic), fromBehindOrSurprised: pct(behind) }));
};

describe("STUNNING CHART (Referee's Screen)", () => {
  it('matches the screen cell for cell', () => {
    expect(mismatches(screenStunRows(), STUNNING_CHART, 'STUNNING CHART')).toEqual([]);
    expect(STUNNING_CHART.map((r) => r.cause)).toEqual(['gunButtOrBarrel', 'club', 'chair', 'bulletWoundInHead', 'buffaloGunBulletWound', 'tomahawk']);
    expectSource(STUNNING_CHART_SOURCE, 'boot-hill-referee-screen-and-northfield-module.md');
  });

  it('duration of a stun', () => {
    const text = screenSection(screenHeading(/^### STUNNING CHART$/)).join('\n');
    expect(text).toContain('A stunned character may do nothing on the turn after he is stunned, and will make all actions at half-effect on the following turn');
    expect([STUNNED_TURNS_HELPLESS, STUNNED_TURNS_HALF]).toEqual([1, 1]);
  });
});

// ---------------------------------------------------------------------------------------------------
// MOVEMENT

const FOOT: Record<string, string> = { Crawling: 'crawling', Walking: 'walking', 'Running and dodging': 'runningAndDodging', Running: 'running' };
const MOUNTED: Record<string, string> = { Walking: 'walking', Trotting: 'trotting', Galloping: 'galloping' };

describe('MOVEMENT', () => {
  const start = rulebookHeading('MOVEMENT', (n) => n.startsWith('Each character moves at a certain maximum rate'));
  const end = rulebookLines.findIndex((l, i) => i > start && l.trim() === 'Movement Changes');
  const section = rulebookLines.slice(start, end);
  const sectionText = section.join('\n');

  it('on-foot rates match the rulebook; its mounted column is lost in the seed', () => {
    const from = section.findIndex((l) => l.trim() === 'On Foot');
    const to = section.findIndex((l) => l.trim().startsWith('Certain modifiers'));
    const cells = section.slice(from + 1, to).map((l) => l.trim()).filter((l) => l !== '');
    expect(cells[0]).toBe('Mounted');
    const onFoot = Object.fromEntries(chunk(cells.slice(1), 2).map(([label = '', n = '']) => [FOOT[label] ?? label, Number(n)]));
    expect(onFoot).toEqual(MOVEMENT_RATES.onFoot);
    expect(sectionText).not.toMatch(/Trotting|Galloping/);
    expect(MOVEMENT_RATES_SOURCE.note).toMatch(/mounted column is lost/);
    expectSource(MOVEMENT_RATES_SOURCE, 'boot-hill-rulebook.txt');
  });

  it("both Referee's Screen MOVEMENT TABLEs give the same rates, foot and mounted", () => {
    for (const nth of [0, 1]) {
      const rows = screenRows(screenHeading(/^#+ MOVEMENT TABLE$/, nth));
      expect(rows[0]).toEqual(['On Foot', '', 'Mounted', '']);
      const onFoot: Record<string, number> = {};
      const mounted: Record<string, number> = {};
      for (const [fl = '', fn = '', ml = '', mn = ''] of rows.slice(1)) {
        onFoot[FOOT[fl.replace('Dodging', 'dodging')] ?? fl] = Number(fn);
        if (ml !== '') mounted[MOUNTED[ml] ?? ml] = Number(mn);
      }
      expect({ onFoot, mounted }).toEqual(MOVEMENT_RATES);
    }
  });

  it('the v2 digest section 2 gives the same on-foot rates', () => {
    const s = v2Lines.findIndex((l) => l.trim() === '## 2. Movement');
    const onFoot: Record<string, number> = {};
    for (let i = s + 1; i < v2Lines.length && !(v2Lines[i] ?? '').startsWith('## '); i++) {
      const m = /^- (.+): (\d+)$/.exec((v2Lines[i] ?? '').trim());
      if (m?.[1] !== undefined) onFoot[FOOT[m[1]] ?? m[1]] = Number(m[2]);
    }
    expect(onFoot).toEqual(MOVEMENT_RATES.onFoot);
  });

  it('costs match the rulebook wording', () => {
    const num = (re: RegExp): number => Number(re.exec(sectionText)?.[1] ?? NaN);
    expect(num(/Movement through a door means a subtraction of (\d+) from the movement rate/)).toBe(MOVEMENT_COSTS.door);
    expect(num(/through an open window means a subtraction of (\d+) from the movement rate and ends a character's move immediately/)).toBe(MOVEMENT_COSTS.window);
    expect(num(/Movement on stairs \(either up or down\) means a subtraction of (\d+) from the movement rate for each flight traversed/)).toBe(MOVEMENT_COSTS.stairsPerFlight);
    expect(num(/Dropping a distance of (\d+) feet or more \(from a roof, for instance\) will end a character's move immediately/)).toBe(MOVEMENT_COSTS.dropEndsMoveFeet);
    expect(num(/Mounting or dismounting a horse or vehicle means a subtraction of (\d+) from the movement rate and ends a character's move immediately/)).toBe(MOVEMENT_COSTS.mountOrDismount);
    const rough = /Uphill movement or movement through rough or dense terrain should be at (½) normal speed, except for (\w+) and (\w+), which remain normal/.exec(sectionText);
    expect(rough?.[1] === '½' ? 0.5 : NaN).toBe(MOVEMENT_COSTS.roughOrUphillFactor);
    expect([rough?.[2], rough?.[3]]).toEqual(MOVEMENT_COSTS.roughExempt);
    expect([MOVEMENT_COSTS.windowEndsMove, MOVEMENT_COSTS.mountEndsMove]).toEqual([true, true]);
    expectSource(MOVEMENT_COSTS_SOURCE, 'boot-hill-rulebook.txt');
  });

  it("the Referee's Screen repeats door, window, stairs and drop", () => {
    for (const nth of [0, 1]) {
      const text = screenSection(screenHeading(/^#+ MOVEMENT TABLE$/, nth)).join(' ');
      const num = (re: RegExp): number => Number(re.exec(text)?.[1] ?? NaN);
      expect(num(/Moving through a door costs (\d+) movement point/)).toBe(MOVEMENT_COSTS.door);
      expect(num(/Moving through a window costs (\d+) movement points and ends the character's movement/)).toBe(MOVEMENT_COSTS.window);
      expect(num(/Moving on stairs costs (\d+) movement points per flight/)).toBe(MOVEMENT_COSTS.stairsPerFlight);
      expect(num(/Dropping (\d+) feet or more ends a character's move/)).toBe(MOVEMENT_COSTS.dropEndsMoveFeet);
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// MORALE

/** The module's "Morale Modifiers" list: a line without an explicit sign after the bullet is a minus. */
const seedMorale = (): { value: number; label: string }[] => {
  const start = screenHeading(/^### Morale Modifiers \(add or subtract from the % die roll\)$/);
  return screenSection(start)
    .filter((l) => l.startsWith('- '))
    .map((l) => {
      const m = /^- (?:([+-]) ?)?(\d+) (If .+)$/.exec(l.trim());
      if (!m) throw new Error(`bad morale line "${l}"`);
      return { value: (m[1] === '+' ? 1 : -1) * Number(m[2]), label: (m[3] ?? '').replace(/\*/g, '') };
    });
};

describe('MORALE (Northfield module)', () => {
  it('modifier values and labels match the module, in printed order', () => {
    const seed = seedMorale();
    expect(seed.map((s) => s.value)).toEqual(Object.values(MORALE_MODIFIERS));
    expect(seed.map((s) => s.label)).toEqual(Object.values(MORALE_MODIFIER_LABELS));
    expect(Object.keys(MORALE_MODIFIER_LABELS)).toEqual(Object.keys(MORALE_MODIFIERS));
    expect(MORALE_MODIFIERS).toEqual({
      jamesYoungerGang: -10, greatestNumbers: -5, fewestCasualties: -5, citizenOfNorthfield: -5, relativeKilled: -10,
      woundsLessThanHalf: 5, woundsMoreThanHalf: 10, outlawsRecognized: 10, directlyThreatened: 10,
    });
  });

  it('a check fails when the roll is higher than morale; the sign reading is recorded', () => {
    const text = screenSection(screenHeading(/^## MORALE$/)).join('\n');
    expect(text).toContain("If the roll is higher than the individual's morale (or *Bravery*) score, that individual has failed the check");
    expect(MORALE_SOURCE.note).toMatch(/higher than/);
    expect(MORALE_SOURCE.note).toMatch(/read as minus/);
    expectSource(MORALE_SOURCE, 'boot-hill-referee-screen-and-northfield-module.md');
  });
});

// ---------------------------------------------------------------------------------------------------
// the checker catches a broken cell

describe('the checker catches an altered cell', () => {
  it('in every table', () => {
    const alter = <T extends object>(rows: readonly T[], i: number, patch: Partial<T>): T[] =>
      rows.map((r, j) => (j === i ? { ...r, ...patch } : r));

    const punch = rulebookPunching();
    expect(mismatches(punch, alter(PUNCHING_TABLE, 5, { effectRight: 3 }), 'p')).toEqual(['p row 5 effectRight: seed 2, ours 3']);
    expect(mismatches(punch, alter(PUNCHING_TABLE, 10, { nextOpponent: 3 }), 'p')).toHaveLength(1);
    expect(mismatches(punch, alter(PUNCHING_TABLE, 4, { high: 12 }), 'p')).toHaveLength(1);
    expect(mismatches(punch, PUNCHING_TABLE.slice(1), 'p').length).toBeGreaterThan(0);
    expect(mismatches(printedFields(PUNCHING_TABLE, PUNCH_KEYS), alter(PUNCHING_TABLE, 7, { combination: false }), 'p')).toHaveLength(1);

    const grapple = rulebookGrapplingRaw().map(grappleFromPrinted);
    expect(mismatches(grapple, alter(GRAPPLING_TABLE, 0, { effectYou: 0, effectOpponent: 4 }), 'g')).toHaveLength(2);
    expect(mismatches(grapple, alter(GRAPPLING_TABLE, 1, { nextYou: -1 }), 'g')).toEqual(['g row 1 nextYou: seed -2, ours -1']);
    expect(mismatches(grapple, alter(GRAPPLING_TABLE, 5, { label: 'Arm lock, right' }), 'g')).toHaveLength(1);
    const screenGrapple = screenGrapplingRaw().map(grappleFromScreen);
    expect(mismatches(screenGrapple, alter(GRAPPLING_TABLE, 6, { hold: false }), 'g')).toHaveLength(1);
    expect(mismatches(screenGrapple, alter(GRAPPLING_TABLE, 8, { breaksHold: false }), 'g')).toHaveLength(1);
    expect(mismatches(printedFields(GRAPPLING_TABLE, GRAPPLE_KEYS), GRAPPLING_TABLE, 'g')).toEqual([]);

    expect(mismatches(screenStunRows(), alter(STUNNING_CHART, 4, { fromBehindOrSurprised: 65 }), 's')).toEqual([
      's row 4 fromBehindOrSurprised: seed 30, ours 65',
    ]);

    // morale: a flipped sign
    const seed = seedMorale();
    const flipped = { ...MORALE_MODIFIERS, citizenOfNorthfield: 5 };
    expect(mismatches(seed.map(({ value }) => ({ value })), Object.values(flipped).map((value) => ({ value })), 'm')).toEqual([
      'm row 3 value: seed -5, ours 5',
    ]);
  });
});

describe('brawling rounds per turn (rulebook TURN SEQUENCE, BRAWLS)', () => {
  it('are the two rounds the rulebook prints, in both places', async () => {
    const { BRAWLING_ROUNDS_PER_TURN, BRAWLING_ROUNDS_PER_TURN_SOURCE } = await import('../src/tables/brawl.ts');
    const words: Record<string, number> = { one: 1, two: 2, three: 3 };
    const turn = rulebookLines.join('\n').match(/will have (\w+) rounds of brawling per turn/)?.[1];
    const brawls = rulebookLines.join('\n').match(/The brawling portion of the turn consists of (\w+) rounds/)?.[1];
    expect([words[turn ?? ''], words[brawls ?? '']]).toEqual([BRAWLING_ROUNDS_PER_TURN, BRAWLING_ROUNDS_PER_TURN]);
    expect(BRAWLING_ROUNDS_PER_TURN_SOURCE.seed).toBe('boot-hill-rulebook.txt');
  });
  it('name the striking weapons in the replay log after their table keys', async () => {
    const { STRIKE_LABELS } = await import('../src/skirmish/lookups.ts');
    expect(STRIKE_LABELS).toEqual(['gun butt', 'club', 'chair', 'knife', 'tomahawk']);
  });
});
