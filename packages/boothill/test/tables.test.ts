import { describe, it, expect } from 'vitest';
import {
  ACCURACY_TABLE,
  BRAVERY_TABLE,
  DEFAULT_HIT_READING,
  EXPERIENCE_TABLE,
  FIELD_OF_FIRE,
  FIRST_SHOT_MODIFIERS,
  FIRST_SHOT_MODIFIER_LABELS,
  FIRST_SHOT_MODIFIERS_SOURCE,
  FIRST_SHOT_ONE_OF,
  HIT_DETERMINATION_BASE,
  HIT_MODIFIERS,
  MISFIRE_RULES,
  MISFIRE_TABLE,
  PLAYER_CHARACTER_MODIFICATION,
  PRICE_CHART,
  RANGE_BANDS,
  SHOTGUN_EFFECTS,
  SPEED_TABLE,
  STRENGTH_TABLE,
  SURVIVAL_MODIFICATION,
  WEAPONS_CHART,
  WEAPONS_CHART_SOURCE,
  WEAPON_ITEMS,
  WEAPON_SPEED_MODIFIERS,
  WOUND_CHART,
  WOUND_CHART_SCREEN_SECOND_COPY_LEFT_LEG_LIGHT,
  WOUND_CHART_SOURCE,
  WOUND_MOVEMENT_EFFECTS,
  WOUND_STRENGTH_LOSS,
  applyPlayerCharacterModification,
  lookupAbility,
  misfireResult,
  misfireRowFor,
  rangeBand,
  shotgunWounds,
  weaponByCode,
  weaponSpeedModifier,
  woundLocationOf,
  woundSeverityOf,
} from '../src/tables/index.ts';
import type { RollRange, WeaponType } from '../src/tables/index.ts';
import { chunk, rulebookCells, rulebookHeading, rulebookLines, screenLines, v2Lines } from './seed-text.ts';

// ---------------------------------------------------------------------------------------------------
// helpers

/** How many times each roll 1..100 is covered by the ranges (index 0 = roll 1). */
function coverage(ranges: readonly (RollRange | null)[]): number[] {
  const counts = new Array<number>(100).fill(0);
  for (const r of ranges) {
    if (r === null) continue;
    expect(Number.isInteger(r[0]) && Number.isInteger(r[1])).toBe(true);
    expect(r[0]).toBeLessThanOrEqual(r[1]);
    expect(r[0]).toBeGreaterThanOrEqual(1);
    expect(r[1]).toBeLessThanOrEqual(100);
    for (let roll = r[0]; roll <= r[1]; roll++) counts[roll - 1] = (counts[roll - 1] ?? 0) + 1;
  }
  return counts;
}

function expectExactCover(ranges: readonly (RollRange | null)[]): void {
  expect(coverage(ranges)).toEqual(new Array<number>(100).fill(1));
}

/** Printed percentile range ("01-40", "00", "99-00", "96", "—") -> RollRange | null. */
function parseRange(text: string): RollRange | null {
  const t = text.trim();
  if (t === '—' || t === '-' || t === '') return null;
  const num = (s: string): number => (s === '00' ? 100 : Number.parseInt(s, 10));
  const m = /^(\d\d)(?:-(\d\d))?$/.exec(t);
  if (!m || m[1] === undefined) throw new Error(`bad range "${text}"`);
  const lo = num(m[1]);
  return [lo, m[2] === undefined ? lo : num(m[2])];
}

/** Printed signed modifier ("+ 10", "- 5", "0", "+10") -> number. */
function parseModifier(text: string): number {
  return Number.parseInt(text.replace(/\s+/g, ''), 10);
}


/** Tab-separated data lines of the Referee's Screen section starting after the heading line at `start`. */
function screenSectionRows(start: number): string[][] {
  const rows: string[][] = [];
  for (let i = start + 1; i < screenLines.length; i++) {
    const line = screenLines[i] ?? '';
    if (/^#/.test(line)) break;
    if (line.includes('\t')) rows.push(line.split('\t'));
  }
  return rows;
}

function screenHeading(pattern: RegExp, nth = 0): number {
  const hits = screenLines.flatMap((l, i) => (pattern.test(l) ? [i] : []));
  const at = hits[nth];
  if (at === undefined) throw new Error(`heading ${pattern} #${nth} not found in the screen seed`);
  return at;
}





// ---------------------------------------------------------------------------------------------------
// abilities

describe('ability tables (rulebook DETERMINATION OF INDIVIDUAL ABILITIES)', () => {
  const d100Tables = [SPEED_TABLE, ACCURACY_TABLE, STRENGTH_TABLE, BRAVERY_TABLE, EXPERIENCE_TABLE, PLAYER_CHARACTER_MODIFICATION, SURVIVAL_MODIFICATION];

  it('each table covers rolls 1..100 exactly once and cites the rulebook', () => {
    for (const t of d100Tables) {
      expectExactCover(t.rows.map((r) => r.roll));
      expect(t.source.seed).toBe('boot-hill-rulebook.txt');
      expect(t.source.section.length).toBeGreaterThan(0);
    }
  });

  it('every ability table matches the rulebook text cell for cell', () => {
    const scoreTable = (heading: string, rows: number) =>
      chunk(rulebookCells(rulebookHeading(heading, (l) => l === 'Die Score') + 1, 3 * (rows + 1)).slice(3), 3).map((r) => ({
        roll: parseRange(r[0] ?? ''),
        description: r[1],
        score: parseModifier(r[2] ?? ''),
      }));
    expect(scoreTable('SPEED', SPEED_TABLE.rows.length)).toEqual(SPEED_TABLE.rows);
    expect(scoreTable('GUN ACCURACY (Includes All Firearms) and THROWING ACCURACY (Includes Knives, Spears and Bows)', ACCURACY_TABLE.rows.length)).toEqual(
      ACCURACY_TABLE.rows,
    );
    expect(scoreTable('STRENGTH', STRENGTH_TABLE.rows.length)).toEqual(STRENGTH_TABLE.rows);

    const bravery = chunk(rulebookCells(rulebookHeading('BRAVERY', (l) => l === 'Die Score') + 1, 5 * (BRAVERY_TABLE.rows.length + 1)).slice(5), 5);
    expect(bravery.map((r) => ({ roll: parseRange(r[0] ?? ''), description: r[1], speedModifier: parseModifier(r[2] ?? ''), accuracyModifier: parseModifier(r[3] ?? '') }))).toEqual(
      BRAVERY_TABLE.rows,
    );

    const experience = chunk(rulebookCells(rulebookHeading('EXPERIENCE', (l) => l === 'Die Score') + 1, 3 * (EXPERIENCE_TABLE.rows.length + 1)).slice(3), 3);
    expect(experience.map((r) => ({ roll: parseRange(r[0] ?? ''), gunfights: r[1], accuracyModifier: parseModifier(r[2] ?? '') }))).toEqual(
      EXPERIENCE_TABLE.rows.map(({ roll, gunfights, accuracyModifier }) => ({ roll, gunfights, accuracyModifier })),
    );

    const initial = chunk(rulebookCells(rulebookHeading('Original Dice Score Rolled', (l) => l === 'Modification'), 2 * (PLAYER_CHARACTER_MODIFICATION.rows.length + 1)).slice(2), 2);
    expect(initial.map((r) => ({ roll: parseRange(r[0] ?? ''), modification: r[1] }))).toEqual(
      PLAYER_CHARACTER_MODIFICATION.rows.map(({ roll, modification }) => ({ roll, modification })),
    );

    const survival = chunk(rulebookCells(rulebookHeading('Current Dice Score', (l) => l === 'Modification to Dice Score'), 2 * (SURVIVAL_MODIFICATION.rows.length + 1)).slice(2), 2);
    expect(survival.map((r) => ({ roll: parseRange(r[0] ?? ''), modification: r[1] }))).toEqual(
      SURVIVAL_MODIFICATION.rows.map(({ printedRoll, modification }) => ({ roll: printedRoll, modification })),
    );
  });

  it('SPEED cells', () => {
    expect(lookupAbility(SPEED_TABLE, 1)).toEqual({ roll: [1, 5], description: 'Slow', score: -5 });
    expect(lookupAbility(SPEED_TABLE, 6).score).toBe(-2);
    expect(lookupAbility(SPEED_TABLE, 35).score).toBe(2);
    expect(lookupAbility(SPEED_TABLE, 66)).toMatchObject({ description: 'Fast', score: 9 });
    expect(lookupAbility(SPEED_TABLE, 90)).toMatchObject({ description: 'Very Fast', score: 12 });
    expect(lookupAbility(SPEED_TABLE, 95)).toMatchObject({ description: 'Lightning', score: 15 });
    expect(lookupAbility(SPEED_TABLE, 96)).toMatchObject({ description: 'Greased Lightning', score: 18 });
    expect(lookupAbility(SPEED_TABLE, 97).score).toBe(19);
    expect(lookupAbility(SPEED_TABLE, 99).score).toBe(21);
    expect(lookupAbility(SPEED_TABLE, 100).score).toBe(22);
  });

  it('ACCURACY cells', () => {
    expect(lookupAbility(ACCURACY_TABLE, 5)).toMatchObject({ description: 'Very Poor', score: -9 });
    expect(lookupAbility(ACCURACY_TABLE, 15).score).toBe(-6);
    expect(lookupAbility(ACCURACY_TABLE, 25).score).toBe(-3);
    expect(lookupAbility(ACCURACY_TABLE, 64)).toMatchObject({ description: 'Fair', score: 5 });
    expect(lookupAbility(ACCURACY_TABLE, 75).score).toBe(7);
    expect(lookupAbility(ACCURACY_TABLE, 86)).toMatchObject({ description: 'Excellent', score: 15 });
    expect(lookupAbility(ACCURACY_TABLE, 98)).toMatchObject({ description: 'Crack Shot', score: 18 });
    expect(lookupAbility(ACCURACY_TABLE, 99)).toMatchObject({ description: 'Deadeye', score: 20 });
  });

  it('STRENGTH cells', () => {
    expect(lookupAbility(STRENGTH_TABLE, 2)).toMatchObject({ description: 'Feeble', score: 8 });
    expect(lookupAbility(STRENGTH_TABLE, 17)).toMatchObject({ description: 'Weakling', score: 11 });
    expect(lookupAbility(STRENGTH_TABLE, 18).score).toBe(12);
    expect(lookupAbility(STRENGTH_TABLE, 80)).toMatchObject({ description: 'Hardy', score: 16 });
    expect(lookupAbility(STRENGTH_TABLE, 83).score).toBe(16);
    expect(lookupAbility(STRENGTH_TABLE, 84)).toMatchObject({ description: 'Strong', score: 17 });
    expect(lookupAbility(STRENGTH_TABLE, 98)).toMatchObject({ description: 'Powerful', score: 19 });
    expect(lookupAbility(STRENGTH_TABLE, 100)).toMatchObject({ description: 'Mighty', score: 20 });
  });

  it('BRAVERY cells', () => {
    expect(lookupAbility(BRAVERY_TABLE, 10)).toMatchObject({ description: 'Coward', speedModifier: -4, accuracyModifier: -6 });
    expect(lookupAbility(BRAVERY_TABLE, 11)).toMatchObject({ speedModifier: -2, accuracyModifier: -3 });
    expect(lookupAbility(BRAVERY_TABLE, 55)).toMatchObject({ description: 'Above Average', speedModifier: 1, accuracyModifier: 3 });
    expect(lookupAbility(BRAVERY_TABLE, 81)).toMatchObject({ description: 'Very Brave', speedModifier: 3, accuracyModifier: 10 });
    expect(lookupAbility(BRAVERY_TABLE, 98)).toMatchObject({ description: 'Fearless', speedModifier: 4, accuracyModifier: 15 });
    expect(lookupAbility(BRAVERY_TABLE, 99)).toMatchObject({ description: 'Foolhardy', speedModifier: 5, accuracyModifier: 15 });
  });

  it('EXPERIENCE cells', () => {
    expect(lookupAbility(EXPERIENCE_TABLE, 30)).toMatchObject({ gunfights: 'None', minGunfights: 0, accuracyModifier: -10 });
    expect(lookupAbility(EXPERIENCE_TABLE, 41)).toMatchObject({ gunfights: '1', accuracyModifier: -5 });
    expect(lookupAbility(EXPERIENCE_TABLE, 75)).toMatchObject({ gunfights: '2', accuracyModifier: -5 });
    expect(lookupAbility(EXPERIENCE_TABLE, 90)).toMatchObject({ gunfights: '4', accuracyModifier: 0 });
    expect(lookupAbility(EXPERIENCE_TABLE, 93)).toMatchObject({ gunfights: '5', accuracyModifier: 2 });
    expect(lookupAbility(EXPERIENCE_TABLE, 96)).toMatchObject({ gunfights: '7', accuracyModifier: 6 });
    expect(lookupAbility(EXPERIENCE_TABLE, 98)).toMatchObject({ gunfights: '9', accuracyModifier: 8 });
    expect(lookupAbility(EXPERIENCE_TABLE, 100)).toMatchObject({ gunfights: '11 or more', minGunfights: 11, accuracyModifier: 10 });
    // minGunfights follows the printed counts.
    EXPERIENCE_TABLE.rows.forEach((r, i) => expect(r.minGunfights).toBe(i));
  });

  it('the Colorado Kid example of BASE NUMBERS reads the tables as printed', () => {
    // SPEED 90 (+12), GUN ACCURACY 64 (+5), STRENGTH 80 (16), BRAVERY 55 (+1 / +3), EXPERIENCE 30 (-10).
    const firstShot = lookupAbility(SPEED_TABLE, 90).score + lookupAbility(BRAVERY_TABLE, 55).speedModifier + WEAPON_SPEED_MODIFIERS.Average;
    expect(firstShot).toBe(18);
    const hit =
      lookupAbility(ACCURACY_TABLE, 64).score + lookupAbility(BRAVERY_TABLE, 55).accuracyModifier + lookupAbility(EXPERIENCE_TABLE, 30).accuracyModifier;
    expect(hit).toBe(-2);
    expect(HIT_DETERMINATION_BASE + hit).toBe(48);
    expect(lookupAbility(STRENGTH_TABLE, 80).score).toBe(16);
  });

  it('lookupAbility rejects rolls outside 1..100 with a RangeError naming the table', () => {
    for (const bad of [0, 101, -3, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => lookupAbility(SPEED_TABLE, bad)).toThrow(RangeError);
    }
    expect(() => lookupAbility(STRENGTH_TABLE, 0)).toThrow(/STRENGTH/);
  });

  it('Initial Modification: printed rows and the improved score', () => {
    expect(lookupAbility(PLAYER_CHARACTER_MODIFICATION, 25)).toMatchObject({ modification: 'Add 25 to percentile dice score', add: 25 });
    expect(lookupAbility(PLAYER_CHARACTER_MODIFICATION, 26).add).toBe(15);
    expect(lookupAbility(PLAYER_CHARACTER_MODIFICATION, 70).add).toBe(10);
    expect(lookupAbility(PLAYER_CHARACTER_MODIFICATION, 71).add).toBe(5);
    expect(lookupAbility(PLAYER_CHARACTER_MODIFICATION, 91)).toMatchObject({ modification: 'Add nothing', add: 0 });
    expect(applyPlayerCharacterModification(1)).toBe(26);
    expect(applyPlayerCharacterModification(25)).toBe(50);
    expect(applyPlayerCharacterModification(26)).toBe(41);
    expect(applyPlayerCharacterModification(50)).toBe(65);
    expect(applyPlayerCharacterModification(70)).toBe(80);
    expect(applyPlayerCharacterModification(90)).toBe(95);
    expect(applyPlayerCharacterModification(91)).toBe(91);
    expect(applyPlayerCharacterModification(100)).toBe(100);
    for (let r = 1; r <= 100; r++) expect(applyPlayerCharacterModification(r)).toBeLessThanOrEqual(100);
    expect(() => applyPlayerCharacterModification(0)).toThrow(RangeError);
  });

  it('Survival Modification: printed overlap kept, 51 read as 51-70', () => {
    expect(SURVIVAL_MODIFICATION.rows.map((r) => r.printedRoll)).toEqual([
      [1, 51],
      [51, 70],
      [71, 90],
      [91, 95],
      [96, 100],
    ]);
    expect(SURVIVAL_MODIFICATION.source.note).toMatch(/01-51/);
    expect(lookupAbility(SURVIVAL_MODIFICATION, 50)).toMatchObject({ modification: 'Add 3', add: 3 });
    expect(lookupAbility(SURVIVAL_MODIFICATION, 51)).toMatchObject({ modification: 'Add 2', add: 2 });
    expect(lookupAbility(SURVIVAL_MODIFICATION, 90).add).toBe(1);
    expect(lookupAbility(SURVIVAL_MODIFICATION, 95)).toMatchObject({ modification: 'Add ½', add: 0.5 });
    expect(lookupAbility(SURVIVAL_MODIFICATION, 96).add).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------------
// weapons

describe('weapons (rulebook WEAPONS CHART, PRICE CHART; Referee\'s Screen)', () => {
  it('weapon speed modifiers', () => {
    expect(WEAPON_SPEED_MODIFIERS).toEqual({
      'Very Slow': -10,
      Slow: -5,
      'Below Average': 0,
      Average: 5,
      Fast: 8,
      'Very Fast': 10,
    });
  });

  it('WEAPONS CHART cells', () => {
    expect(WEAPONS_CHART.fastDrawRevolver).toEqual({
      type: 'fastDrawRevolver', name: 'Fast Draw Revolver', bands: [3, 7, 15, 30],
      rateOfFire: 3, doubleBarrelledStar: false, reloadRate: 3, speed: 'Very Fast',
    });
    expect(WEAPONS_CHART.capAndBallRevolver.bands).toEqual([3, 7, 12, 26]);
    expect(WEAPONS_CHART.capAndBallRevolver.reloadRate).toBe(1);
    expect(WEAPONS_CHART.longBarrelRevolver).toMatchObject({ bands: [6, 12, 25, 45], rateOfFire: 1, reloadRate: 3 });
    expect(WEAPONS_CHART.scatterGun).toMatchObject({ bands: [2, 4, 8, 15], rateOfFire: 1, doubleBarrelledStar: true, reloadRate: 2, speed: 'Below Average' });
    expect(WEAPONS_CHART.shotgun).toMatchObject({ bands: [6, 12, 18, 36], doubleBarrelledStar: true, speed: 'Slow' });
    expect(WEAPONS_CHART.derringer).toMatchObject({ bands: [1, 3, 6, 10], doubleBarrelledStar: true, reloadRate: 2 });
    expect(WEAPONS_CHART.knifeOrTomahawk).toMatchObject({ bands: [1, 2, 3, 4], reloadRate: null, speed: 'Average' });
    expect(WEAPONS_CHART.lance.reloadRate).toBeNull();
    expect(WEAPONS_CHART.bow).toMatchObject({ bands: [7, 18, 30, 50], reloadRate: 1, speed: 'Below Average' });
    expect(WEAPONS_CHART.buffaloRifle).toMatchObject({ bands: [30, 60, 120, 300], speed: 'Very Slow' });
    expect(WEAPONS_CHART.armyRifle.bands).toEqual([25, 50, 100, 250]);
    expect(WEAPONS_CHART.civilWarCarbine.bands).toEqual([12, 24, 50, 100]);
    expect(WEAPONS_CHART.otherRifles).toMatchObject({ bands: [20, 40, 80, 200], rateOfFire: 3, reloadRate: 3 });
    expect(WEAPONS_CHART.otherCarbines.bands).toEqual([15, 30, 50, 120]);
    for (const [key, row] of Object.entries(WEAPONS_CHART)) {
      expect(row.type).toBe(key);
      expect([...row.bands].sort((a, b) => a - b)).toEqual([...row.bands]);
    }
  });

  const chartFromScreen = (): Map<string, string[]> => {
    const start = screenHeading(/^## WEAPONS CHART$/);
    const rows = screenSectionRows(start).filter((r) => r[0] !== 'Weapon');
    return new Map(rows.map((r) => [r[0] ?? '', r.slice(1)]));
  };

  const chartFromRulebook = (): Map<string, string[]> => {
    const start = rulebookLines.findIndex((l, i) => l.trim() === 'WEAPONS CHART' && rulebookLines[i + 1]?.trim() === 'Weapon');
    expect(start).toBeGreaterThan(0);
    const cells: string[] = [];
    for (let i = start + 9; i < rulebookLines.length; i++) {
      const t = (rulebookLines[i] ?? '').trim();
      if (t.startsWith('* =')) break;
      cells.push(t);
    }
    expect(cells.length % 8).toBe(0);
    const out = new Map<string, string[]>();
    for (let i = 0; i < cells.length; i += 8) out.set(cells[i] ?? '', cells.slice(i + 1, i + 8));
    return out;
  };

  /** Our row printed back in the chart's notation. */
  const printed = (type: WeaponType): string[] => {
    const r = WEAPONS_CHART[type];
    const b = r.bands;
    return [
      `0 to ${b[0]}`, `${b[0]}+ to ${b[1]}`, `${b[1]}+ to ${b[2]}`, `${b[2]}+ to ${b[3]}`,
      `${r.rateOfFire}${r.doubleBarrelledStar ? '*' : ''}`, r.reloadRate === null ? '—' : String(r.reloadRate), r.speed,
    ];
  };

  it('the WEAPONS CHART lines of the Referee\'s Screen appear as transcribed', () => {
    const screen = chartFromScreen();
    expect(screen.size).toBe(17);
    for (const type of Object.keys(WEAPONS_CHART) as WeaponType[]) {
      expect(screen.get(WEAPONS_CHART[type].name), type).toEqual(printed(type));
    }
  });

  it('the rulebook WEAPONS CHART agrees with the transcription (and so with the screen)', () => {
    const rulebook = chartFromRulebook();
    expect(rulebook.size).toBe(17);
    for (const type of Object.keys(WEAPONS_CHART) as WeaponType[]) {
      const cells = (rulebook.get(WEAPONS_CHART[type].name) ?? []).map((c) => (c === '-' ? '—' : c));
      expect(cells, type).toEqual(printed(type));
    }
    expect(WEAPONS_CHART_SOURCE.note).toMatch(/same/);
  });

  it('PRICE CHART rows', () => {
    expect(PRICE_CHART).toHaveLength(36);
    const abbrs = ['KN', '1D', '2D', 'CBR', 'SAR6', 'SAR5', 'DAR6', 'DAR5', 'FDR6', 'FDR5', 'LBR', '1SG', '2SG', '6SG', 'SCG', 'CWR', 'CWC', '15R', '9R', '6R', '12C', '9C', '6C', 'BR', 'AR'];
    expect(PRICE_CHART.flatMap((p) => (p.abbreviation === null ? [] : [p.abbreviation]))).toEqual(abbrs);
    const by = (item: string) => PRICE_CHART.find((p) => p.item === item);
    expect(by('Two-Shot Derringer')).toMatchObject({ abbreviation: '2D', cost: '$ 15.00', costCents: 1500, availability: 'after 1870', weaponSpeed: 'Average' });
    expect(by('Fast Draw Revolver (6 shot)**')).toMatchObject({ costCents: 4000, weaponSpeed: 'Very Fast', footnote: 'Includes holster and belt in price' });
    expect(by('Repeating Shotgun (6 shot)')).toMatchObject({ abbreviation: '6SG', costCents: 7500, availability: 'after 1885' });
    expect(by('Repeating Carbine (12 shot)')?.costCents).toBe(4800);
    expect(by('"Buffalo" Rifle (1 shot)')).toMatchObject({ abbreviation: 'BR', costCents: 3000, availability: null, weaponSpeed: 'Very Slow' });
    expect(by('Holster & Gun Belt')).toMatchObject({ abbreviation: null, costCents: 500, weaponSpeed: null });
    expect(by('Ammunition (except Shotgun loads)')).toMatchObject({ cost: '$ 2.00 per box of 100', costCents: 200 });
    expect(by('Shotgun loads')?.cost).toBe('$ 2.00 per box of 25');
    expect(by('Saddle, Bridle, & Pads')?.costCents).toBe(4000);
    expect(by('Good horse')).toMatchObject({ cost: '$100.00', costCents: 10000 });
    expect(by('Excellent horse')?.costCents).toBe(15000);
    expect(by('Mule')?.costCents).toBe(2000);
    expect(by('Oxen')?.costCents).toBe(2500);
    for (const p of PRICE_CHART) {
      const dollars = /\$\s*(\d+)\.(\d\d)/.exec(p.cost);
      expect(dollars).not.toBeNull();
      expect(Number(dollars?.[1]) * 100 + Number(dollars?.[2])).toBe(p.costCents);
      expect(p.abbreviation === null).toBe(p.weaponSpeed === null);
    }
  });

  it('the PRICE CHART matches the rulebook text cell for cell', () => {
    const rows = chunk(rulebookCells(rulebookHeading('PRICE CHART', (l) => l === 'Item') + 1, 5 * (PRICE_CHART.length + 1)).slice(5), 5);
    expect(rows).toEqual(PRICE_CHART.map((p) => [p.item, p.abbreviation ?? '', p.cost, p.availability ?? '', p.weaponSpeed ?? '']));
  });

  it('every price-chart weapon has one WEAPON_ITEM, plus BW', () => {
    const codes = WEAPON_ITEMS.map((w) => w.code);
    for (const p of PRICE_CHART) if (p.abbreviation !== null) expect(codes).toContain(p.abbreviation);
    expect(codes).toEqual([...PRICE_CHART.flatMap((p) => (p.abbreviation === null ? [] : [p.abbreviation])), 'BW']);
  });

  it('every WEAPON_ITEM agrees with its WEAPONS CHART row and price-chart row', () => {
    for (const w of WEAPON_ITEMS) {
      const chart = WEAPONS_CHART[w.type];
      // The price chart's speed column and the weapons chart's speed never disagree.
      expect(w.speed, w.code).toBe(chart.speed);
      expect(w.reloadRate, w.code).toBe(chart.reloadRate ?? 0);
      expect(w.rateOfFire, w.code).toBe(w.doubleBarrelled && chart.doubleBarrelledStar ? 2 : chart.rateOfFire);
      const price = PRICE_CHART.find((p) => p.abbreviation === w.code);
      if (w.code === 'BW') {
        expect(price).toBeUndefined();
        expect(w.cost).toBeNull();
        expect(w.source.seed).toBe('boot-hill-referee-screen-and-northfield-module.md');
        expect(w.source.section).toMatch(/AVERAGE MISCELLANEOUS CHARACTERS CHART/);
      } else {
        expect(price?.weaponSpeed, w.code).toBe(chart.speed);
        expect(w.cost, w.code).toBe((price?.costCents ?? Number.NaN) / 100);
        expect(w.availability).toBe(price?.availability);
        expect(w.source.seed).toBe('boot-hill-rulebook.txt');
      }
    }
  });

  it('weapon item cells: type, capacity, double barrels, rate, reload', () => {
    const expected: Record<string, [WeaponType, number, boolean, number, number]> = {
      KN: ['knifeOrTomahawk', 1, false, 1, 0],
      '1D': ['derringer', 1, false, 1, 2],
      '2D': ['derringer', 2, true, 2, 2],
      CBR: ['capAndBallRevolver', 6, false, 3, 1],
      SAR6: ['singleActionRevolver', 6, false, 3, 3],
      SAR5: ['singleActionRevolver', 5, false, 3, 3],
      DAR6: ['doubleActionRevolver', 6, false, 3, 3],
      DAR5: ['doubleActionRevolver', 5, false, 3, 3],
      FDR6: ['fastDrawRevolver', 6, false, 3, 3],
      FDR5: ['fastDrawRevolver', 5, false, 3, 3],
      LBR: ['longBarrelRevolver', 6, false, 1, 3],
      '1SG': ['shotgun', 1, false, 1, 2],
      '2SG': ['shotgun', 2, true, 2, 2],
      '6SG': ['shotgun', 6, false, 1, 2],
      SCG: ['scatterGun', 2, true, 2, 2],
      CWR: ['civilWarRifle', 7, false, 1, 2],
      CWC: ['civilWarCarbine', 7, false, 1, 2],
      '15R': ['otherRifles', 15, false, 3, 3],
      '9R': ['otherRifles', 9, false, 3, 3],
      '6R': ['otherRifles', 6, false, 3, 3],
      '12C': ['otherCarbines', 12, false, 3, 3],
      '9C': ['otherCarbines', 9, false, 3, 3],
      '6C': ['otherCarbines', 6, false, 3, 3],
      BR: ['buffaloRifle', 1, false, 1, 1],
      AR: ['armyRifle', 1, false, 1, 1],
      BW: ['bow', 1, false, 1, 1],
    };
    expect(WEAPON_ITEMS.map((w) => w.code)).toEqual(Object.keys(expected));
    for (const w of WEAPON_ITEMS) {
      expect([w.type, w.capacity, w.doubleBarrelled, w.rateOfFire, w.reloadRate], w.code).toEqual(expected[w.code]);
    }
    expect(weaponByCode('SCG')).toMatchObject({ rateOfFire: 2, reloadRate: 2, cost: 40 });
    expect(weaponByCode('FDR6')).toMatchObject({ name: 'Fast Draw Revolver (6 shot)', cost: 40, availability: 'after 1870' });
    expect(weaponByCode('KN').name).toBe('Hunting Knife');
    expect(weaponByCode('BW')).toMatchObject({ name: 'Bow', cost: null, availability: null, speed: 'Below Average' });
  });

  it('weaponByCode: codes, aliases, case and spaces', () => {
    expect(weaponByCode('d2').code).toBe('2D');
    expect(weaponByCode(' fdr6 ').code).toBe('FDR6');
    expect(weaponByCode('SG2').code).toBe('2SG');
    expect(weaponByCode('SCG2').code).toBe('SCG');
    expect(weaponByCode('R6').code).toBe('6R');
    expect(weaponByCode('R9').code).toBe('9R');
    expect(weaponByCode('C9').code).toBe('9C');
    expect(weaponByCode('D1').code).toBe('1D');
    expect(weaponByCode('SG1').code).toBe('1SG');
    expect(weaponByCode('SG6').code).toBe('6SG');
    expect(weaponByCode('R15').code).toBe('15R');
    expect(weaponByCode('C12').code).toBe('12C');
    expect(weaponByCode('C6').code).toBe('6C');
    const all = WEAPON_ITEMS.flatMap((w) => [w.code, ...w.aliases]);
    expect(new Set(all).size).toBe(all.length);
    for (const w of WEAPON_ITEMS) for (const a of w.aliases) expect(a).toBe(a.toUpperCase());
    expect(() => weaponByCode('XYZ')).toThrow(Error);
    expect(() => weaponByCode('XYZ')).toThrow(/XYZ/);
    expect(() => weaponByCode('XYZ')).toThrow(/FDR6/);
  });

  it('every weapon code of the Referee\'s Screen and module resolves', () => {
    const text = screenLines.join('\n');
    const codes = new Set<string>();
    for (const m of text.matchAll(/\b(FDR6|SAR6|SG2|C9|BW|R6|R9|SCG2|D2|AR)\s*[+-]\s*\d/g)) codes.add(m[1] ?? '');
    expect(codes.size).toBe(10);
    for (const c of codes) expect(() => weaponByCode(c)).not.toThrow();
  });

  it('weaponSpeedModifier', () => {
    expect(weaponSpeedModifier('FDR6')).toBe(10);
    expect(weaponSpeedModifier('SAR6')).toBe(8);
    expect(weaponSpeedModifier('DAR5')).toBe(5);
    expect(weaponSpeedModifier('CBR')).toBe(0);
    expect(weaponSpeedModifier('sg2')).toBe(-5);
    expect(weaponSpeedModifier('BR')).toBe(-10);
    expect(() => weaponSpeedModifier('nope')).toThrow(/nope/);
  });

  it('rangeBand', () => {
    expect(rangeBand('fastDrawRevolver', 0)).toBe('short');
    expect(rangeBand('fastDrawRevolver', 3)).toBe('short');
    expect(rangeBand('fastDrawRevolver', 3.01)).toBe('medium');
    expect(rangeBand('fastDrawRevolver', 7)).toBe('medium');
    expect(rangeBand('fastDrawRevolver', 8)).toBe('long');
    expect(rangeBand('fastDrawRevolver', 15)).toBe('long');
    expect(rangeBand('fastDrawRevolver', 15.5)).toBe('extreme');
    expect(rangeBand('fastDrawRevolver', 30)).toBe('extreme');
    expect(() => rangeBand('fastDrawRevolver', 31)).toThrow(RangeError);
    expect(() => rangeBand('fastDrawRevolver', 31)).toThrow(/Fast Draw Revolver/);
    expect(() => rangeBand('fastDrawRevolver', 31)).toThrow(/31 spaces \(186 ft\)/);
    expect(() => rangeBand('fastDrawRevolver', 31)).toThrow(/30 spaces \(180 ft\)/);
    expect(() => rangeBand('fastDrawRevolver', -1)).toThrow(RangeError);
    expect(() => rangeBand('fastDrawRevolver', Number.NaN)).toThrow(RangeError);
    expect(() => rangeBand('fastDrawRevolver', Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(rangeBand('buffaloRifle', 300)).toBe('extreme');
    expect(rangeBand('scatterGun', 2)).toBe('short');
    expect(rangeBand('scatterGun', 4)).toBe('medium');
    expect(rangeBand('knifeOrTomahawk', 1.5)).toBe('medium');
    expect(() => rangeBand('knifeOrTomahawk', 4.5)).toThrow(/Knife or Tomahawk/);
  });
});

// ---------------------------------------------------------------------------------------------------
// first shot

describe('FIRST SHOT DETERMINATION CHART', () => {
  it('cells', () => {
    expect(FIRST_SHOT_MODIFIERS).toEqual({
      givingOpponentFirstMove: -1,
      surprised: -5,
      completelySurprised: -10,
      runningOrRunningAndDodging: -20,
      onHorseback: -10,
      woundsLessThanHalf: -5,
      woundsHalfOrMore: -20,
      drawsTwoGuns: -3,
      hipshoots: 5,
      firesSameTargetConsecutiveTurn: 10,
      aimsSameTargetConsecutiveTurn: 5,
    });
  });

  it('fire and aim bonuses are one or the other', () => {
    expect(FIRST_SHOT_ONE_OF).toEqual([['firesSameTargetConsecutiveTurn', 'aimsSameTargetConsecutiveTurn']]);
    expect(FIRST_SHOT_MODIFIERS_SOURCE.note).toMatch(/one or the other/);
  });

  it('matches the rulebook chart, labels and values in order', () => {
    const start = rulebookHeading('FIRST SHOT DETERMINATION CHART', (l) => l === 'SURPRISE');
    const cells: string[] = [];
    for (let i = start + 1; i < rulebookLines.length; i++) {
      const line = rulebookLines[i] ?? '';
      if (line === '\tHit Determination') break;
      if (line.startsWith('\t') && line.trim() !== '') cells.push(line.trim());
    }
    const pairs = chunk(cells, 2);
    expect(pairs.map((p) => parseModifier(p[1] ?? ''))).toEqual(Object.values(FIRST_SHOT_MODIFIERS));
    expect(pairs.map((p) => p[0])).toEqual(Object.values(FIRST_SHOT_MODIFIER_LABELS).map((l) => l.replace(/^[A-Z]+ \/ /, '')));
  });

  it('the v2 combat digest prints the same values (rulebook signs)', () => {
    const v2 = v2Lines;
    const tableAfter = (heading: string): number[] => {
      const start = v2.findIndex((l) => l.trim() === heading);
      const out: number[] = [];
      for (let i = start + 3; i < v2.length && (v2[i] ?? '').startsWith('|'); i++) {
        out.push(parseModifier((v2[i] ?? '').split('|')[2] ?? ''));
      }
      return out;
    };
    expect(tableAfter('### First Shot Determination Modifiers')).toEqual(Object.values(FIRST_SHOT_MODIFIERS));
    const r = HIT_MODIFIERS.rulebook;
    expect(tableAfter('### Hit Determination Modifiers')).toEqual([
      ...Object.values(r.range), ...Object.values(r.shooterMovement), ...Object.values(r.targetMovement), ...Object.values(r.wounds),
      r.weaponAtRest, r.secondShot, r.thirdShot, r.scatterGun, r.shotgun, r.wrongHand, r.lightWoundGunArm, r.seriousWoundGunArm,
      r.twoPistols, r.hipshooting, r.targetObscured,
    ]);
  });

  it('matches the Referee\'s Screen copy', () => {
    const start = screenHeading(/^## FIRST SHOT DETERMINATION CHART$/);
    const values: number[] = [];
    for (let i = start + 1; i < screenLines.length; i++) {
      const line = screenLines[i] ?? '';
      if (/^### WEAPON SPEED CLASS/.test(line)) break;
      const cells = line.split('\t');
      if (cells.length === 2) values.push(parseModifier(cells[1] ?? ''));
    }
    expect(values).toEqual(Object.values(FIRST_SHOT_MODIFIERS));
  });
});

// ---------------------------------------------------------------------------------------------------
// hit modifiers

describe('HIT DETERMINATION CHART (both readings)', () => {
  it('default reading and base', () => {
    expect(DEFAULT_HIT_READING).toBe('screen');
    expect(HIT_DETERMINATION_BASE).toBe(50);
  });

  it('screen reading cells', () => {
    const s = HIT_MODIFIERS.screen;
    expect(s.range).toEqual({ short: 10, medium: 0, long: -15, extreme: -25 });
    expect(s.targetMovement).toEqual({ walkingOrCrawling: -5, runningOrTrotting: -10, galloping: -15, runningAndDodging: -20 });
    expect(s.scatterGun).toBe(20);
    expect(s.shotgun).toBe(10);
    expect(s.source.seed).toBe('boot-hill-referee-screen-and-northfield-module.md');
  });

  it('rulebook reading cells', () => {
    const r = HIT_MODIFIERS.rulebook;
    expect(r.range).toEqual({ short: -10, medium: 0, long: 15, extreme: 25 });
    expect(r.targetMovement).toEqual({ walkingOrCrawling: 5, runningOrTrotting: 10, galloping: 15, runningAndDodging: 20 });
    expect(r.scatterGun).toBe(-20);
    expect(r.shotgun).toBe(-10);
    expect(r.source.seed).toBe('boot-hill-rulebook.txt');
  });

  it('shared cells agree in both readings', () => {
    for (const t of [HIT_MODIFIERS.screen, HIT_MODIFIERS.rulebook]) {
      expect(t.shooterMovement).toEqual({ walking: -5, crawling: -10, runningAndDodging: -30, running: -20, trotting: -15, galloping: -25 });
      expect(t.wounds).toEqual({ lessThanHalf: -5, halfOrMore: -20 });
      expect([t.weaponAtRest, t.secondShot, t.thirdShot, t.wrongHand, t.lightWoundGunArm, t.seriousWoundGunArm, t.twoPistols, t.hipshooting, t.targetObscured]).toEqual([
        10, -10, -20, -10, -25, -50, -30, -10, -10,
      ]);
    }
  });

  it('the rulebook\'s printed lines match the rulebook reading, in order', () => {
    const start = rulebookHeading('HIT DETERMINATION CHART', (l) => l === 'RANGE');
    const cells: string[] = [];
    for (let i = start + 1; i < rulebookLines.length; i++) {
      const line = rulebookLines[i] ?? '';
      if (line === '\tWOUNDS') break;
      if (line.startsWith('\t') && line.trim() !== '') cells.push(line.trim());
    }
    const values = chunk(cells, 2).map((pair) => parseModifier(pair[1] ?? ''));
    const r = HIT_MODIFIERS.rulebook;
    expect(values).toEqual([
      ...Object.values(r.range), ...Object.values(r.shooterMovement), ...Object.values(r.targetMovement), ...Object.values(r.wounds),
      r.weaponAtRest, r.secondShot, r.thirdShot, r.scatterGun, r.shotgun, r.wrongHand, r.lightWoundGunArm, r.seriousWoundGunArm,
      r.twoPistols, r.hipshooting, r.targetObscured,
    ]);
  });

  it('the screen\'s printed lines match the screen reading, in order', () => {
    const start = screenHeading(/^## HIT DETERMINATION CHART$/);
    const values: number[] = [];
    for (let i = start + 1; i < screenLines.length; i++) {
      const line = screenLines[i] ?? '';
      if (/^## /.test(line)) break;
      const cells = line.split('\t');
      if (cells.length === 2) values.push(parseModifier(cells[1] ?? ''));
    }
    const s = HIT_MODIFIERS.screen;
    expect(values).toEqual([
      ...Object.values(s.range), ...Object.values(s.shooterMovement), ...Object.values(s.targetMovement), ...Object.values(s.wounds),
      s.weaponAtRest, s.secondShot, s.thirdShot, s.scatterGun, s.shotgun, s.wrongHand, s.lightWoundGunArm, s.seriousWoundGunArm,
      s.twoPistols, s.hipshooting, s.targetObscured,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// wounds

describe('WOUND CHART', () => {
  it('location rolls cover 1..100 exactly once; each row\'s severities cover 1..100', () => {
    expectExactCover(WOUND_CHART.map((r) => r.roll));
    for (const r of WOUND_CHART) expectExactCover([r.light, r.serious, r.mortal]);
  });

  it('cells', () => {
    const by = (loc: string) => WOUND_CHART.find((r) => r.location === loc);
    expect(by('leftLeg')).toMatchObject({ label: 'Left Leg', roll: [1, 10], light: [1, 40], serious: [41, 100], mortal: null });
    expect(by('leftArmHand')).toMatchObject({ roll: [21, 25], light: [1, 75], serious: [76, 100], mortal: null });
    expect(by('rightShoulder')).toMatchObject({ roll: [31, 40], serious: [41, 90], mortal: [91, 100] });
    expect(by('abdomenGroin')).toMatchObject({ roll: [51, 70], serious: [41, 80], mortal: [81, 100] });
    expect(by('chest')).toMatchObject({ roll: [71, 85], light: [1, 20], serious: [21, 60], mortal: [61, 100] });
    expect(by('head')).toMatchObject({ roll: [86, 100], light: [1, 20], serious: [21, 40], mortal: [41, 100] });
    expect(WOUND_CHART_SOURCE.seed).toBe('boot-hill-rulebook.txt');
  });

  it('lookups (the rulebook example: 49 then 72 is a serious left shoulder wound)', () => {
    const row = woundLocationOf(49);
    expect(row.location).toBe('leftShoulder');
    expect(woundSeverityOf(row, 72)).toBe('serious');
    expect(woundLocationOf(1).location).toBe('leftLeg');
    expect(woundLocationOf(100).location).toBe('head');
    expect(woundSeverityOf(woundLocationOf(10), 40)).toBe('light');
    expect(woundSeverityOf(woundLocationOf(10), 100)).toBe('serious');
    expect(woundSeverityOf(woundLocationOf(80), 61)).toBe('mortal');
    expect(() => woundLocationOf(0)).toThrow(RangeError);
    expect(() => woundLocationOf(101)).toThrow(RangeError);
    expect(() => woundSeverityOf(row, 0)).toThrow(RangeError);
    expect(() => woundSeverityOf(row, 2.5)).toThrow(RangeError);
  });

  it('strength loss and movement effects', () => {
    expect(WOUND_STRENGTH_LOSS).toEqual({ light: 3, serious: 7 });
    expect(WOUND_MOVEMENT_EFFECTS.map((e) => [e.where, e.severity, e.speedFactor, e.walkOnly, e.walkingUnaffected])).toEqual([
      ['leg', 'light', 0.5, false, false],
      ['leg', 'serious', 0.5, true, false],
      ['other', 'serious', 0.5, false, true],
    ]);
  });

  it('the rulebook WOUND CHART text matches cell for cell', () => {
    const rows = chunk(rulebookCells(rulebookHeading('WOUND CHART', (l) => l === 'Dice Roll') + 1, 5 * (WOUND_CHART.length + 1)).slice(5), 5);
    expect(
      rows.map((r) => ({ label: r[1], roll: parseRange(r[0] ?? ''), light: parseRange(r[2] ?? ''), serious: parseRange(r[3] ?? ''), mortal: parseRange(r[4] ?? '') })),
    ).toEqual(WOUND_CHART.map(({ label, roll, light, serious, mortal }) => ({ label, roll, light, serious, mortal })));
  });

  it('the screen\'s first copy matches; its second copy differs only in the Left Leg light erratum', () => {
    const toRow = (cells: string[]) => ({
      label: cells[1],
      roll: parseRange(cells[0] ?? ''),
      light: parseRange(cells[2] ?? ''),
      serious: parseRange(cells[3] ?? ''),
      mortal: parseRange(cells[4] ?? ''),
    });
    const ours = WOUND_CHART.map(({ label, roll, light, serious, mortal }) => ({ label, roll, light, serious, mortal }));
    const first = screenSectionRows(screenHeading(/^#+ WOUND CHART$/, 0)).filter((r) => r[0] !== 'Dice Roll').map(toRow);
    const second = screenSectionRows(screenHeading(/^#+ WOUND CHART$/, 1)).filter((r) => r[0] !== 'Dice Roll').map(toRow);
    expect(first).toEqual(ours);
    expect(second[0]?.light).toEqual(WOUND_CHART_SCREEN_SECOND_COPY_LEFT_LEG_LIGHT);
    expect(second.slice(1)).toEqual(ours.slice(1));
    expect({ ...second[0], light: ours[0]?.light }).toEqual(ours[0]);
  });
});

// ---------------------------------------------------------------------------------------------------
// shotgun effects

describe('SHOTGUN/SCATTER GUN EFFECTS TABLE', () => {
  it('shape: 10 rows of 4 bands each', () => {
    for (const kind of ['scatterGun', 'shotgun'] as const) {
      expect(SHOTGUN_EFFECTS[kind]).toHaveLength(10);
      for (const row of SHOTGUN_EFFECTS[kind]) expect(row).toHaveLength(4);
    }
  });

  it('cells', () => {
    expect(shotgunWounds('shotgun', 10, 'short')).toBe(4);
    expect(shotgunWounds('shotgun', 10, 'long')).toBe(2);
    expect(shotgunWounds('shotgun', 1, 'extreme')).toBe(0);
    expect(shotgunWounds('shotgun', 3, 'extreme')).toBe(1);
    expect(shotgunWounds('shotgun', 4, 'medium')).toBe(2);
    expect(shotgunWounds('shotgun', 9, 'medium')).toBe(3);
    expect(shotgunWounds('scatterGun', 1, 'long')).toBe(0);
    expect(shotgunWounds('scatterGun', 3, 'long')).toBe(1);
    expect(shotgunWounds('scatterGun', 4, 'extreme')).toBe(0);
    expect(shotgunWounds('scatterGun', 5, 'extreme')).toBe(1);
    expect(shotgunWounds('scatterGun', 8, 'medium')).toBe(2);
    expect(shotgunWounds('scatterGun', 9, 'short')).toBe(3);
    expect(() => shotgunWounds('shotgun', 0, 'short')).toThrow(RangeError);
    expect(() => shotgunWounds('shotgun', 11, 'short')).toThrow(RangeError);
    expect(() => shotgunWounds('shotgun', 1, 'point-blank' as never)).toThrow(RangeError);
  });

  it('matches the Referee\'s Screen copy', () => {
    const rows = screenSectionRows(screenHeading(/^## SHOTGUN\/SCATTER GUN EFFECTS TABLE$/))
      .filter((r) => /^\d+$/.test(r[0] ?? ''))
      .map((r) => r.slice(1, 9).map(Number));
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.slice(0, 4))).toEqual(SHOTGUN_EFFECTS.scatterGun);
    expect(rows.map((r) => r.slice(4, 8))).toEqual(SHOTGUN_EFFECTS.shotgun);
  });

  it('field of fire', () => {
    expect(FIELD_OF_FIRE.shotgun.short.kind).toBe('singleTarget');
    expect(FIELD_OF_FIRE.shotgun.medium.kind).toBe('everyTargetInSpace');
    expect([FIELD_OF_FIRE.shotgun.long.spaces, FIELD_OF_FIRE.shotgun.extreme.spaces]).toEqual([3, 3]);
    expect(FIELD_OF_FIRE.scatterGun.short.kind).toBe('everyTargetInSpace');
    expect(FIELD_OF_FIRE.scatterGun.medium).toMatchObject({ kind: 'everyTargetWithin', spaces: 3 });
    expect([FIELD_OF_FIRE.scatterGun.long.spaces, FIELD_OF_FIRE.scatterGun.extreme.spaces]).toEqual([5, 5]);
    for (const band of RANGE_BANDS) {
      expect(FIELD_OF_FIRE.shotgun[band].text.length).toBeGreaterThan(0);
      expect(FIELD_OF_FIRE.scatterGun[band].text.length).toBeGreaterThan(0);
    }
  });
});

// ---------------------------------------------------------------------------------------------------
// misfire

describe('MISFIRE TABLE (Referee\'s Screen)', () => {
  it('every row covers 1..100 exactly once', () => {
    for (const r of MISFIRE_TABLE) expectExactCover([r.noMisfire, r.dud, r.explosion, r.jammedShell]);
  });

  it('cells', () => {
    const cb = misfireRowFor('capAndBallRevolver');
    expect(cb).toMatchObject({ weapon: 'Cap & Ball Revolver', noMisfire: [1, 95], dud: [96, 99], explosion: [100, 100], jammedShell: null });
    expect(misfireRowFor('derringer')).toMatchObject({ noMisfire: [1, 98], dud: [99, 100] });
    expect(misfireRowFor('civilWarRifle')).toMatchObject({ dud: [96, 97], jammedShell: [98, 100] });
    expect(misfireRowFor('otherCarbines')).toMatchObject({ noMisfire: [1, 97], dud: [98, 98], jammedShell: [99, 100] });
    expect(misfireRowFor('fastDrawRevolver')).toMatchObject({ noMisfire: [1, 99], dud: [100, 100] });
    expect(misfireRowFor('armyRifle')?.dud).toEqual([99, 100]);
    expect(misfireRowFor('knifeOrTomahawk')).toBeUndefined();
    expect(misfireRowFor('bow')).toBeUndefined();
    expect(misfireRowFor('lance')).toBeUndefined();
    expect(MISFIRE_TABLE).toHaveLength(14);
    if (cb === undefined) throw new Error('no Cap & Ball row');
    expect(misfireResult(cb, 95)).toBe('noMisfire');
    expect(misfireResult(cb, 99)).toBe('dud');
    expect(misfireResult(cb, 100)).toBe('explosion');
    const other = misfireRowFor('otherRifles');
    if (other === undefined) throw new Error('no Other Rifles row');
    expect(misfireResult(other, 99)).toBe('jammedShell');
    expect(() => misfireResult(cb, 0)).toThrow(RangeError);
  });

  it('rules below the table', () => {
    expect(MISFIRE_RULES).toMatchObject({ dudAlwaysMisses: true, explosionInjuryChancePercent: 50, jamClearTurns: 3 });
  });

  it('matches the Referee\'s Screen lines', () => {
    const rows = screenSectionRows(screenHeading(/^### MISFIRE TABLE$/))
      .filter((r) => r[0] !== 'Weapon')
      .map((r) => ({
        weapon: r[0],
        noMisfire: parseRange(r[1] ?? ''),
        dud: parseRange(r[2] ?? ''),
        explosion: parseRange(r[3] ?? ''),
        jammedShell: parseRange(r[4] ?? ''),
      }));
    expect(rows).toEqual(MISFIRE_TABLE.map(({ weapon, noMisfire, dud, explosion, jammedShell }) => ({ weapon, noMisfire, dud, explosion, jammedShell })));
  });
});
