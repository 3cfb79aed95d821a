/**
 * The range of a two-sided scenario (src/scenario/range.ts, `deadeye sweep --vary range=...`):
 * measured between the sides' first characters, set by moving the second side along that line in
 * formation, and refused with one line off the map, on a wall or hard cover, onto a character, or
 * with other than two sides.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenario, parseScenario } from '../src/scenario/load.ts';
import { rangeAnchors, scenarioRange, withRange } from '../src/scenario/range.ts';

const DUEL = loadScenario(fileURLToPath(new URL('../../../scenarios/duel-main-street.yaml', import.meta.url)));

/** An open 20 x 20 field: A at (2, 2) with a friend at (2, 3), B at (8, 10) (10 spaces on a 3-4-5 slant) with a friend at (9, 10); walls at (5, 6) and (10, 12); a reserve man of B. */
const FIELD = parseScenario(
  `name: Field
map:
  width: 20
  height: 20
  terrain:
    - { type: wall, cells: [[5, 6], [10, 12]] }
sides:
  - { name: A }
  - { name: B }
characters:
  - { name: A1, stats: { boothill: { basp: 10, bac: 50, str: 12, mrl: 50 } }, side: A, position: [2, 2], facing: SE, weapons: [{ code: SAR6 }], agent: { doctrine: standing } }
  - { name: A2, stats: { boothill: { basp: 10, bac: 50, str: 12, mrl: 50 } }, side: A, position: [2, 3], facing: SE, weapons: [{ code: SAR6 }], agent: { doctrine: standing } }
  - { name: B0, stats: { boothill: { basp: 10, bac: 50, str: 12, mrl: 50 } }, side: B, position: [0, 0], reserve: true, facing: NW, weapons: [{ code: SAR6 }], agent: { doctrine: standing } }
  - { name: B1, stats: { boothill: { basp: 10, bac: 50, str: 12, mrl: 50 } }, side: B, position: [8, 10], facing: NW, weapons: [{ code: SAR6 }], agent: { doctrine: standing } }
  - { name: B2, stats: { boothill: { basp: 10, bac: 50, str: 12, mrl: 50 } }, side: B, position: [9, 10], facing: NW, weapons: [{ code: SAR6 }], agent: { doctrine: standing } }
`,
  'field.yaml',
);

describe('the range as written', () => {
  it('is the distance between the first characters (not in reserve) of the two sides, in spaces', () => {
    expect(scenarioRange(DUEL)).toBe(30);
    expect(rangeAnchors(FIELD)).toEqual({ first: 0, second: 3 });
    expect(scenarioRange(FIELD)).toBe(10);
  });
});

describe('setting the range', () => {
  it('moves the second side along the line, in formation; the first side stays', () => {
    const r = withRange(DUEL, 10);
    expect(r.range).toBe(10);
    expect(r.scenario.characters[0]!.position).toEqual([5, 5]);
    expect(r.scenario.characters[1]!.position).toEqual([15, 5]);
    expect(scenarioRange(r.scenario)).toBe(10);
    expect(r.scenario.map).toBe(DUEL.map);
    expect(DUEL.characters[1]!.position).toEqual([35, 5]);
  });
  it('on a slant, to the nearest cell; the reserve stays where it is', () => {
    const far = withRange(FIELD, 15).scenario.characters.map((c) => c.position);
    expect(far).toEqual([[2, 2], [2, 3], [0, 0], [11, 14], [12, 14]]);
    const odd = withRange(FIELD, 7);
    // 7 * (0.6, 0.8) = (4.2, 5.6) -> (4, 6): 7.21 spaces, within a space of 7.
    expect(odd.scenario.characters[3]!.position).toEqual([6, 8]);
    expect(Math.abs(odd.range - 7)).toBeLessThan(0.5);
  });
  it('the range as written leaves every bundled two-sided scenario as it is', () => {
    const dir = fileURLToPath(new URL('../../../scenarios/', import.meta.url));
    let n = 0;
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.yaml'))) {
      const s = loadScenario(join(dir, f));
      if (s.sides.length !== 2) continue;
      n++;
      expect(withRange(s, scenarioRange(s)).scenario.characters.map((c) => c.position), f).toEqual(s.characters.map((c) => c.position));
    }
    expect(n).toBeGreaterThan(5);
  });
});

describe('refusals, one line each', () => {
  const oneLine = (f: () => unknown, message: RegExp): void => {
    let error: Error | undefined;
    try {
      f();
    } catch (e) {
      error = e as Error;
    }
    expect(error?.message).toMatch(message);
    expect(error?.message.split('\n')).toHaveLength(1);
  };
  it('off the map, with the longest range the map holds', () => oneLine(() => withRange(DUEL, 36), /^range 36: Johnny Ringo would stand at \[41, 5\], off the 40 x 11 map; give a range of at most 34 spaces on this map$/));
  it('off the map for a range too short (a man of the second side between the two pushed off behind the first), with the ranges the map holds', () => {
    // A at x 0; B2 at x 1 moves with B1 (x 6): B1 no nearer than 5 keeps B2 on, no farther than 11 keeps B1 on.
    const line = parseScenario(
      `name: Line
map: { width: 12, height: 1 }
sides: [{ name: A }, { name: B }]
characters:
  - { name: A1, stats: { boothill: { basp: 10, bac: 50, str: 12, mrl: 50 } }, side: A, position: [0, 0], facing: E, weapons: [{ code: SAR6 }], agent: { doctrine: standing } }
  - { name: B1, stats: { boothill: { basp: 10, bac: 50, str: 12, mrl: 50 } }, side: B, position: [6, 0], facing: W, weapons: [{ code: SAR6 }], agent: { doctrine: standing } }
  - { name: B2, stats: { boothill: { basp: 10, bac: 50, str: 12, mrl: 50 } }, side: B, position: [1, 0], facing: W, weapons: [{ code: SAR6 }], agent: { doctrine: standing } }
`,
      'line.yaml',
    );
    oneLine(() => withRange(line, 3), /^range 3: B2 would stand at \[-2, 0\], off the 12 x 1 map; give a range from 5 to 11 spaces on this map$/);
    oneLine(() => withRange(line, 12), /^range 12: B1 would stand at \[12, 0\], off the 12 x 1 map; give a range of at most 11 spaces on this map$/);
    expect(withRange(line, 7).range).toBe(7);
    expect(withRange(line, 11).range).toBe(11);
  });
  it('on a wall', () => oneLine(() => withRange(FIELD, 5), /^range 5: B1 would stand at \[5, 6\], a cell a figure may not stand on \(a wall or hard cover\)$/));
  it('on a wall, for another of the side (B2 moves with B1, one cell east of him)', () => oneLine(() => withRange(FIELD, 12), /^range 12: B2 would stand at \[10, 12\], a cell a figure may not stand on/));
  it('onto a character who stays', () => oneLine(() => withRange(FIELD, 0.7), /^range 0\.7: B1 would stand at \[2, 3\], where A2 stands$/));
  it('a range not above 0', () => oneLine(() => withRange(DUEL, 0), /^range 0: expected a distance in spaces above 0$/));
  it('other than two sides', () => {
    const three = { ...FIELD, sides: [...FIELD.sides, { name: 'C' }] };
    oneLine(() => withRange(three, 5), /^range: Field has 3 sides \(A, B, C\); a range is set between two sides only$/);
  });
});

describe('vehicles', () => {
  const stage = (riderSide: string): ReturnType<typeof parseScenario> =>
    parseScenario(
      `name: Stage
map: { width: 20, height: 6 }
sides: [{ name: agents }, { name: stage }]
vehicles:
  - { name: coach, kind: coach, position: [15, 2], facing: W, driver: Bud }
characters:
  - { name: Jim, stats: { quickdraw: { type: minor, personality: ordinary, weapons: [cartridge-revolver] } }, side: agents, position: [3, 2], facing: E, weapons: [], agent: { doctrine: standing } }
  - { name: Bud, stats: { quickdraw: { type: minor, personality: ordinary, weapons: [cartridge-revolver] } }, side: stage, position: [15, 2], facing: W, vehicle: coach, weapons: [], agent: { doctrine: standing } }
  - { name: Bob, stats: { quickdraw: { type: minor, personality: ordinary, weapons: [cartridge-revolver] } }, side: ${riderSide}, position: [15, 2], facing: W, vehicle: coach, weapons: [], agent: { doctrine: standing } }
`,
      'stage.yaml',
    );
  it('the vehicle the second side rides in moves with it', () => {
    const r = withRange(stage('stage'), 6).scenario;
    expect(r.vehicles![0]!.position).toEqual([9, 2]);
    expect(r.characters.map((c) => c.position)).toEqual([[3, 2], [9, 2], [9, 2]]);
  });
  it('a vehicle carrying both sides is refused, one line', () => {
    expect(() => withRange(stage('agents'), 6)).toThrow(/^range 6: the vehicle coach carries both sides, so the second side cannot be moved apart from it$/);
  });
});

