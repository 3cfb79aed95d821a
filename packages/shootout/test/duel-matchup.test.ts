/**
 * The standing duel's compilation (src/duel/matchup.ts, variant.ts): the table cells and
 * modifiers it reads checked against shootout.txt, the modifiers and range bands it compiles, the
 * ammunition readings (SR-24, SR-25), the Draw! rule (SR-21, SR-22), and the input errors.
 */
import { describe, expect, it } from 'vitest';
import {
  DERRINGER_ROUNDS,
  DUEL_MODIFIERS,
  SHOOTOUT_DUEL_MAX_TURNS,
  SHOOTOUT_DUEL_PARTS,
  SHOOTOUT_VARIANTS,
  TARGET_SCORE,
  buildShootoutDuels,
  parseShootoutVariant,
  rangedWeapon,
  RANGED_WEAPONS,
} from '../src/index.ts';
import { ROWS, ROW_SOURCES, profile } from './duel-helpers.ts';
import { lineIndex, plain, rowNamed, soLines } from './seed-text.ts';

const doc = profile('Doc Holliday', ROWS.docHolliday, 'colt-revolver');
const rico = profile('Johnny Rico', ROWS.johnnyRico, 'colt-revolver');

describe('duel: what it reads from shootout.txt', () => {
  const body = lineIndex('Each group rolls 1D6 and modifies it according to Leadership.');
  const ranged = lineIndex('3. Ranged Combat', body);

  it.each(RANGED_WEAPONS.map((w) => [w.name, w] as const))('weapon row %s: dice, short and max range, ammunition as the duel reads them', (name, w) => {
    const cells = rowNamed(name, ranged);
    const [m] = buildShootoutDuels(profile('A', ROWS.townsman, w.id), profile('B', ROWS.townsman, 'colt-revolver'), [1]);
    expect(m!.a.dice).toBe(Number(cells[1]));
    // "Up to 3\"" is short range, inclusive; n/a never is.
    const shortCell = cells[2] ?? '';
    const short = shortCell === 'n/a' ? null : Number(/^Up to (\d+)"$/.exec(shortCell)?.[1]);
    expect(w.shortRange).toBe(short);
    expect(m!.a.band).toBe(short === null ? 'long' : 'short');
    // Max range: exactly it is allowed, past it is an error.
    const max = Number((cells[3] ?? '').replace('"', ''));
    expect(() => buildShootoutDuels(profile('A', ROWS.townsman, w.id), profile('B', ROWS.townsman, 'spear'), [Math.min(max, 12)])).not.toThrow();
    if (max <= 12) expect(() => buildShootoutDuels(profile('A', ROWS.townsman, w.id), profile('B', ROWS.townsman, 'spear'), [max + 0.5])).toThrow(/maximum range/);
    // Ammunition: a number is counted; n/a is not (SR-24); the blank derringer cell holds 2 (SR-25).
    const ammo = cells[5] ?? '';
    if (/^\d+$/.test(ammo)) expect([m!.a.limited, m!.a.capacity]).toEqual([1, Number(ammo)]);
    else if (ammo === 'n/a') expect([m!.a.limited, m!.a.capacity]).toEqual([0, 0]);
    else expect([ammo, m!.a.limited, m!.a.capacity]).toEqual(['', 1, DERRINGER_ROUNDS]);
  });

  it('the to-hit modifiers the duel uses are the printed ones; the saving-throw ones do not apply', () => {
    const mods = soLines.slice(ranged).map((l) => l.split('\t').map(plain));
    const cell = (label: string): number => {
      const row = mods.find((c) => c.includes(label));
      if (row === undefined) throw new Error(`no "${label}" in 3. Ranged Combat`);
      return Number(row[row.indexOf(label) + 1]);
    };
    expect(DUEL_MODIFIERS.targetStationary).toBe(cell('Target stationary'));
    expect(DUEL_MODIFIERS.targetInOpen).toBe(cell('Target in open'));
    expect(DUEL_MODIFIERS.shortRange).toBe(cell('Target at short range'));
    expect(DUEL_MODIFIERS.firerPinned).toBe(cell('Firer pinned down'));
    // The three saving-throw modifiers exist (each +1) and none applies to two figures standing in the open (SR-20).
    expect([cell('Target moved >3" this turn'), cell('Target in hard cover'), cell('Low visibility')]).toEqual([1, 1, 1]);
    expect(DUEL_MODIFIERS.savingThrow).toBe(0);
    expect(soLines.some((l) => l.includes('Each score of six or more is a hit. All natural rolls of 1 are misses.'))).toBe(true);
    expect(soLines.some((l) => l.includes('Each score of 6 or above is a save. All natural rolls of 1 are fails.'))).toBe(true);
    expect(TARGET_SCORE).toBe(6);
  });

  it.each(Object.entries(ROW_SOURCES))('the test profile %s is its printed row', (key, [first, heading]) => {
    const cells = rowNamed(first, lineIndex(heading, lineIndex('Troop Listings.')));
    const n = (c: string | undefined): number => (c === undefined || c === '' ? 0 : Number(c));
    const r = ROWS[key as keyof typeof ROWS];
    expect([r.close, r.ranged, r.speed, r.courage, r.leader, r.htk]).toEqual(cells.slice(1, 7).map(n));
  });
});

describe('duel: compiled modifiers (SR-20, SR-29)', () => {
  it('Doc Holliday at 6": Ranged +3, stationary +1, open +1; long range', () => {
    const [m] = buildShootoutDuels(doc, rico, [6]);
    expect(m!.a.hitModifier).toBe(5);
    expect(m!.a.band).toBe('long');
    expect(m!.maxTurns).toBe(SHOOTOUT_DUEL_MAX_TURNS);
  });
  it('exactly 3" is a Colt\'s short range (+1), 3.5" is not; exactly 18" is within its maximum', () => {
    const [at3, at35, at18] = buildShootoutDuels(doc, rico, [3, 3.5, 18]);
    expect([at3!.a.band, at3!.a.hitModifier]).toEqual(['short', 6]);
    expect([at35!.a.band, at35!.a.hitModifier]).toEqual(['long', 5]);
    expect(at18!.a.band).toBe('long');
  });
  it('variants share the stream id; ranges and duelists do not', () => {
    const [a] = buildShootoutDuels(doc, rico, [6]);
    const [b] = buildShootoutDuels(doc, rico, [6], 20, 'text+volleys');
    const [c] = buildShootoutDuels(doc, rico, [7]);
    const [d] = buildShootoutDuels(rico, doc, [6]);
    expect(a!.id).toBe(b!.id);
    expect(new Set([a!.id, c!.id, d!.id]).size).toBe(3);
  });
  it('two duelists of the same name: B is told apart', () => {
    const [m] = buildShootoutDuels(doc, doc, [6]);
    expect([m!.a.name, m!.b.name]).toEqual(['Doc Holliday', 'Doc Holliday (B)']);
  });
});

describe('duel: Draw! and ammunition readings (SR-21, SR-22, SR-24, SR-25)', () => {
  const gambler = profile('Gambler', ROWS.gambler, 'derringer');
  it('two Colts open with a Draw!; a derringer does not, unless +derringer-draw', () => {
    expect(buildShootoutDuels(doc, rico, [6])[0]!.draw).toBe(1);
    expect(buildShootoutDuels(doc, gambler, [6])[0]!.draw).toBe(0);
    expect(buildShootoutDuels(doc, profile('Cowboy', ROWS.cowboy, 'repeater-rifle'), [6])[0]!.draw).toBe(0);
    expect(buildShootoutDuels(doc, gambler, [6], 20, 'text+derringer-draw')[0]!.draw).toBe(1);
  });
  it('the derringer holds 2 rounds, 1 with +derringer-single-shot', () => {
    expect(buildShootoutDuels(gambler, doc, [6])[0]!.a.capacity).toBe(2);
    expect(buildShootoutDuels(gambler, doc, [6], 20, 'derringer-single-shot')[0]!.a.capacity).toBe(1);
  });
  it('variant names are canonical, switches in a fixed order; unknown words are refused', () => {
    expect(parseShootoutVariant(undefined, true).name).toBe('text');
    expect(parseShootoutVariant('derringer-draw+volleys', true).name).toBe('text+volleys+derringer-draw');
    expect(parseShootoutVariant('text+derringer-single-shot', true)).toMatchObject({ derringerSingleShot: 1, derringerDraw: 0, volleys: 0, lowVisibility: 0 });
    expect(() => parseShootoutVariant('text+lethal', true)).toThrow(/--variant: unknown "lethal" for the Shootout! duel \(the one-on-one fight duel, replay and odds play\); expected text, optionally with \+volleys, \+derringer-draw/);
    // The duel is fought in good visibility (SR-20): the skirmish's low-visibility switch is refused.
    expect(() => parseShootoutVariant('low-visibility', true)).toThrow(/"low-visibility" is a switch of the Shootout! skirmish only, not of the Shootout! duel \(the one-on-one fight duel, replay and odds play\)/);
    expect(parseShootoutVariant('low-visibility').lowVisibility).toBe(1);
    expect(SHOOTOUT_VARIANTS.map((v) => v.name)).toEqual(['text', 'low-visibility', 'volleys', 'derringer-draw', 'derringer-single-shot', 'courage-one-passes']);
    expect(SHOOTOUT_DUEL_PARTS.variants).toEqual(['text', 'text+volleys', 'text+derringer-draw', 'text+derringer-single-shot']);
    expect(SHOOTOUT_DUEL_PARTS.variants).toContain('text+volleys');
  });
});

describe('duel: input errors name the option and the fix', () => {
  it('a range beyond either weapon\'s maximum names --range, the duelist, the weapon and its maximum', () => {
    expect(() => buildShootoutDuels(doc, profile('Gambler', ROWS.gambler, 'derringer'), [7])).toThrow(
      /^--range 7: 7" is beyond Gambler's Derringer Pistol, whose maximum range is 6" \(shootout\.txt, "3\. Ranged Combat"\); give a range from 1 to 6 inches$/,
    );
    expect(() => buildShootoutDuels(doc, rico, [6, 19])).toThrow(/^--range 19: .*Doc Holliday's Colt Revolver, whose maximum range is 18"/);
  });
  it('a range under 1" or not a number', () => {
    expect(() => buildShootoutDuels(doc, rico, [0.5])).toThrow(/^--range 0\.5: a standing duel needs at least 1" .*give a range from 1 to 18 inches$/);
    expect(() => buildShootoutDuels(doc, rico, [Number.NaN])).toThrow(/^--range NaN/);
    expect(() => buildShootoutDuels(doc, rico, [])).toThrow(/^--range: give at least one range/);
  });
  it('max turns, HTK, factors', () => {
    expect(() => buildShootoutDuels(doc, rico, [6], 0)).toThrow(/^--max-turns: must be a whole number of turns from 1 to 1000, got 0$/);
    expect(() => buildShootoutDuels(doc, rico, [6], 2.5)).toThrow(/^--max-turns/);
    expect(() => buildShootoutDuels({ ...doc, factors: { ...doc.factors, htk: 0 } }, rico, [6])).toThrow(/^--a: Doc Holliday: HTK must be a whole number from 1 to 99 \(hits to kill\), got 0$/);
    expect(() => buildShootoutDuels(doc, { ...rico, factors: { ...rico.factors, speed: 1.5 } }, [6])).toThrow(/^--b: Johnny Rico: the SPEED factor must be a whole number/);
    expect(() => buildShootoutDuels({ ...doc, name: ' ' }, rico, [6])).toThrow(/^--a: the duelist has no name/);
  });
  it('low visibility: the duel (and odds, compare, sweep, which compile it) refuses the switch it would not play (SR-20, SR-48)', () => {
    expect(() => buildShootoutDuels(doc, rico, [6], 20, 'text+low-visibility')).toThrow(/^--variant: "low-visibility" is a switch of the Shootout! skirmish only/);
    expect(buildShootoutDuels(doc, rico, [6], 20, 'text+volleys')[0]!.variant).toBe('text+volleys');
  });
  it('a heavy weapon needs LEADER 0 or more: its reload costs a command point the duel does not roll (SR-20)', () => {
    const gunner = (leader: number) => profile('Gunner', { ...ROWS.townsman, leader }, 'cannon-6pdr');
    expect(() => buildShootoutDuels(gunner(-3), rico, [12])).toThrow(/^--a: Gunner: a Cannon, 6 pdr in the standing duel needs LEADER 0 or more .*SR-20\), got -3$/);
    expect(() => buildShootoutDuels(rico, profile('Gatling', { ...ROWS.townsman, leader: -1 }, 'gatling-gun'), [12])).toThrow(/^--b: Gatling: a Gatling/);
    expect(() => buildShootoutDuels(gunner(0), rico, [12])).not.toThrow();
    // A revolver with a negative Leader spends no command point: allowed.
    expect(() => buildShootoutDuels(profile('Shy', { ...ROWS.townsman, leader: -2 }, 'colt-revolver'), rico, [6])).not.toThrow();
  });
  it('the profile line names every factor and the weapon', () => {
    const [m] = buildShootoutDuels(doc, profile('Bow', ROWS.plainsWarrior, 'bow-and-arrows'), [6]);
    expect(m!.a.profile).toBe('CLOSE +0 RANGED +3 SPEED +3 COURAGE +2 LEADER +0 HTK 2; Colt Revolver (2 dice, short 3", max 18", 6 rounds)');
    expect(m!.b.profile).toBe('CLOSE +0 RANGED +1 SPEED +1 COURAGE +0 LEADER +0 HTK 1; Bow & Arrows (2 dice, short 6", max 18", never reloads)');
    expect(rangedWeapon('derringer').ammoCell).toBe('');
  });
});
