import { describe, expect, it } from 'vitest';
import { ForcedStream, Stream } from '@deadeye/rng';
import {
  DEFAULT_INLINE_MORALE,
  characterFromAbilityRolls,
  firstShotBase,
  parseStatLine,
  rollCharacter,
} from '../src/characters.ts';

describe('parseStatLine', () => {
  it('parses the screen-style stat line', () => {
    const c = parseStatLine('BASP=+12 BAC=70 STR=14 WPN=SAR6');
    expect(c).toMatchObject({
      name: 'BASP=+12 BAC=70 STR=14 WPN=SAR6',
      aliases: [],
      group: 'inline',
      basp: 12,
      bac: 70,
      str: 14,
      mrl: DEFAULT_INLINE_MORALE,
      experience: null,
      weapons: [{ code: 'SAR6', printed: 'SAR6', printedFirstShot: null }],
    });
    expect(c.mrl).toBe(50);
    expect(c.note).toMatch(/MRL not given/);
    expect(c.source.seed).toBe('boot-hill-referee-screen-and-northfield-module.md');
    expect(firstShotBase(c)).toBe(20);
  });

  it('accepts lower case, commas, %, spaces around =, NAME, MRL, EXP and several weapons', () => {
    const c = parseStatLine('name=Big Nose Kate, basp = -2, bac=65%, str=12, mrl=80%, exp=3, wpn=d2/SAR6');
    expect(c).toMatchObject({ name: 'Big Nose Kate', basp: -2, bac: 65, str: 12, mrl: 80, experience: 3 });
    expect(c.note).toBeUndefined();
    expect(c.weapons.map((w) => [w.code, w.printed])).toEqual([
      ['2D', 'd2'],
      ['SAR6', 'SAR6'],
    ]);
    expect(firstShotBase(c)).toBe(3); // -2 + Average +5
    expect(firstShotBase(c, 'SAR6')).toBe(6);
    expect(parseStatLine('NAME="Kate" BASP=0 BAC=50 STR=9 WPN=FDR6').name).toBe('Kate');
  });

  it('uses the name argument when the line has no NAME', () => {
    expect(parseStatLine('BASP=12 BAC=70 STR=14 WPN=SAR6', 'A').name).toBe('A');
    expect(parseStatLine('NAME=Kate BASP=12 BAC=70 STR=14 WPN=SAR6', 'A').name).toBe('Kate');
  });

  it('rejects a missing required key, naming it and the fix', () => {
    expect(() => parseStatLine('BASP=+12 BAC=70 STR=14')).toThrow(
      'inline duelist "BASP=+12 BAC=70 STR=14": missing WPN (add e.g. WPN=SAR6)',
    );
    expect(() => parseStatLine('BAC=70 STR=14 WPN=SAR6')).toThrow('missing BASP (add e.g. BASP=+12)');
    expect(() => parseStatLine('BASP=1 STR=14 WPN=SAR6')).toThrow('missing BAC (add e.g. BAC=70)');
    expect(() => parseStatLine('BASP=1 BAC=70 WPN=SAR6')).toThrow('missing STR (add e.g. STR=14)');
  });

  it('rejects unknown and repeated keys and stray text', () => {
    expect(() => parseStatLine('BASP=1 BAC=70 STR=14 WPN=SAR6 SPD=4')).toThrow(
      'inline duelist "BASP=1 BAC=70 STR=14 WPN=SAR6 SPD=4": unknown key SPD="4"; allowed keys: NAME, BASP, BAC, STR, MRL, EXP, WPN',
    );
    expect(() => parseStatLine('BASP=1 BAC=70 bac=60 STR=14 WPN=SAR6')).toThrow('BAC given twice ("70" and "60"; keep one)');
    expect(() => parseStatLine('fast BASP=1 BAC=70 STR=14 WPN=SAR6')).toThrow('unexpected "fast" before the first KEY=VALUE');
    expect(() => parseStatLine('fast and accurate')).toThrow('no KEY=VALUE pairs');
    expect(() => parseStatLine('BASP= BAC=70 STR=14 WPN=SAR6')).toThrow('BASP has no value (write e.g. BASP=+12)');
  });

  it('rejects non-numeric and out-of-range values, naming the value found', () => {
    expect(() => parseStatLine('BASP=fast BAC=70 STR=14 WPN=SAR6')).toThrow(
      'BASP="fast" is not an integer number of speed points (write e.g. BASP=+12)',
    );
    expect(() => parseStatLine('BASP=1 BAC=70 80 STR=14 WPN=SAR6')).toThrow('BAC="70 80" is not an integer percentage 0..200');
    expect(() => parseStatLine('BASP=1.5 BAC=70 STR=14 WPN=SAR6')).toThrow('BASP="1.5"');
    expect(() => parseStatLine('BASP=1 BAC=250 STR=14 WPN=SAR6')).toThrow('BAC=250 is out of range: a percentage from 0 to 200 (write e.g. BAC=70)');
    expect(() => parseStatLine('BASP=1 BAC=-1 STR=14 WPN=SAR6')).toThrow('BAC=-1 is out of range');
    expect(() => parseStatLine('BASP=1 BAC=70 STR=0 WPN=SAR6')).toThrow(
      'STR=0 is out of range: strength points from 1 to 1000 (write e.g. STR=14)',
    );
    // The limit itself, not only what the value counts (an audit, 2026-12).
    expect(() => parseStatLine('BASP=+12 BAC=70 STR=9999 WPN=SAR6')).toThrow('STR=9999 is out of range: strength points from 1 to 1000 (write e.g. STR=14)');
    expect(() => parseStatLine('BASP=+2000 BAC=70 STR=14 WPN=SAR6')).toThrow('BASP=+2000 is out of range: speed points from -1000 to 1000 (write e.g. BASP=+12)');
    expect(() => parseStatLine('BASP=1 BAC=70 STR=14% WPN=SAR6')).toThrow('STR="14%" is not');
    expect(() => parseStatLine('BASP=1 BAC=70 STR=14 MRL=101 WPN=SAR6')).toThrow('MRL=101 is out of range');
    expect(() => parseStatLine('BASP=1 BAC=70 STR=14 EXP=-1 WPN=SAR6')).toThrow('EXP=-1 is out of range: gunfights from 0 to 1000');
  });

  it('rejects unknown weapons, naming the weapon', () => {
    expect(() => parseStatLine('BASP=1 BAC=70 STR=14 WPN=LASER')).toThrow(
      /^inline duelist "BASP=1 BAC=70 STR=14 WPN=LASER": WPN="LASER" is not a known weapon \(Unknown weapon code "LASER".*; write e.g. WPN=SAR6\)$/,
    );
    expect(() => parseStatLine('BASP=1 BAC=70 STR=14 WPN=SAR6/')).toThrow('has an empty weapon');
    expect(() => parseStatLine('BASP=1 BAC=70 STR=14 WPN=SAR6 +9')).toThrow('give the weapon code only');
  });
});

describe('firstShotBase', () => {
  it('needs a weapon', () => {
    const kid = characterFromAbilityRolls(
      { speed: 50, gunAccuracy: 50, throwingAccuracy: 50, strength: 50, bravery: 50, experience: 50 },
      { name: 'Unarmed' },
    );
    expect(() => firstShotBase(kid)).toThrow('firstShotBase: Unarmed carries no weapon');
    expect(firstShotBase(kid, 'AR')).toBe(kid.basp - 10);
    expect(() => firstShotBase(kid, 'PHASER')).toThrow('Unknown weapon code "PHASER"');
  });
});

describe('characterFromAbilityRolls', () => {
  // boot-hill-rulebook.txt, BASE NUMBERS: "The Colorado Kid", scores already modified.
  const KID = { speed: 90, gunAccuracy: 64, throwingAccuracy: 62, strength: 80, bravery: 55, experience: 30 };

  it('reproduces the rulebook worked example "The Colorado Kid"', () => {
    const kid = characterFromAbilityRolls(KID, { name: 'The Colorado Kid', weapons: ['DAR6'] });
    expect(kid.abilities.speed).toMatchObject({ description: 'Very Fast', score: 12 });
    expect(kid.abilities.gunAccuracy).toMatchObject({ description: 'Fair', score: 5 });
    expect(kid.abilities.throwingAccuracy).toMatchObject({ description: 'Fair', score: 5 });
    expect(kid.abilities.strength).toMatchObject({ description: 'Hardy', score: 16 });
    expect(kid.abilities.bravery).toMatchObject({ description: 'Above Average', speedModifier: 1, accuracyModifier: 3 });
    expect(kid.abilities.experience).toMatchObject({ gunfights: 'None', accuracyModifier: -10 });
    expect(kid).toMatchObject({
      name: 'The Colorado Kid',
      group: 'rolled',
      basp: 13,
      bac: 48, // "a hit determination rating of -2 ... to give a result of 48%"
      throwingBac: 48,
      str: 16,
      mrl: 55,
      experience: 0,
      weapons: [{ code: 'DAR6', printed: 'DAR6', printedFirstShot: null }],
    });
    expect(firstShotBase(kid)).toBe(18); // "to give a first shot rating of 18"
    expect(kid.abilities.scores).toEqual(KID);
    expect(kid.source.seed).toBe('boot-hill-rulebook.txt');
  });

  it('applies the Initial Modification to player characters, except to experience', () => {
    const rolls = { speed: 20, gunAccuracy: 40, throwingAccuracy: 60, strength: 80, bravery: 95, experience: 30 };
    const npc = characterFromAbilityRolls(rolls, {});
    const pc = characterFromAbilityRolls(rolls, { playerCharacter: true });
    // speed 20 +25 = 45 (Quick +4); gun 40 +15 = 55 (Fair +5); throwing 60 +10 = 70 (Good +7);
    // strength 80 +5 = 85 (Strong 17); bravery 95 +0 (Fearless +4/+15); experience stays 30 (None -10).
    expect(pc.abilities.scores).toEqual({ speed: 45, gunAccuracy: 55, throwingAccuracy: 70, strength: 85, bravery: 95, experience: 30 });
    expect(pc.abilities.rolled).toEqual(rolls);
    expect(pc.abilities.playerCharacter).toBe(true);
    expect([pc.basp, pc.bac, pc.throwingBac, pc.str, pc.mrl, pc.experience]).toEqual([8, 60, 62, 17, 95, 0]);
    // the same rolls unmodified: speed 20 Average 0, gun 40 +2, throwing 60 +5, strength 80 Hardy 16
    expect(npc.abilities.scores).toEqual(rolls);
    expect([npc.basp, npc.bac, npc.throwingBac, npc.str, npc.mrl, npc.experience]).toEqual([4, 57, 60, 16, 95, 0]);
    expect(npc.name).toBe('rolled character');
    expect(npc.weapons).toEqual([]);
  });

  it('reads 00 as 100 and the top rows of every table', () => {
    const top = characterFromAbilityRolls(
      { speed: 100, gunAccuracy: 100, throwingAccuracy: 99, strength: 100, bravery: 100, experience: 100 },
      { playerCharacter: true },
    );
    expect([top.basp, top.bac, top.throwingBac, top.str, top.mrl, top.experience]).toEqual([27, 95, 95, 20, 100, 11]);
  });

  it('rejects rolls that are not percentile rolls', () => {
    for (const bad of [0, 101, 2.5, Number.NaN]) {
      expect(() => characterFromAbilityRolls({ ...KID, bravery: bad })).toThrow(`ability roll bravery=${bad}: must be a percentile roll`);
    }
    expect(() => characterFromAbilityRolls(KID, { weapons: ['RAYGUN'] })).toThrow('Unknown weapon code "RAYGUN"');
  });
});

describe('rollCharacter', () => {
  it('rolls six d100 in the order speed, gun, throwing, strength, bravery, experience', () => {
    const stream = new ForcedStream([90, 64, 62, 80, 55, 30]);
    const kid = rollCharacter(stream, { name: 'The Colorado Kid', weapons: ['DAR6'] });
    expect(stream.draws).toBe(6);
    expect(kid).toEqual(
      characterFromAbilityRolls(
        { speed: 90, gunAccuracy: 64, throwingAccuracy: 62, strength: 80, bravery: 55, experience: 30 },
        { name: 'The Colorado Kid', weapons: ['DAR6'] },
      ),
    );
    expect([kid.basp, kid.bac, firstShotBase(kid)]).toEqual([13, 48, 18]);
  });

  it('modifies player characters and draws only six numbers', () => {
    const stream = new ForcedStream([20, 40, 60, 80, 95, 30, 1]);
    const pc = rollCharacter(stream, { playerCharacter: true });
    expect(stream.draws).toBe(6);
    expect([pc.basp, pc.bac, pc.throwingBac, pc.str, pc.mrl]).toEqual([8, 60, 62, 17, 95]);
  });

  it('is a pure function of the stream key', () => {
    const a = rollCharacter(new Stream('characters-test'), { weapons: ['FDR6'] });
    const b = rollCharacter(new Stream('characters-test'), { weapons: ['FDR6'] });
    expect(a).toEqual(b);
    expect(a.abilities.rolled.speed).toBeGreaterThanOrEqual(1);
    expect(a.abilities.rolled.speed).toBeLessThanOrEqual(100);
  });
});
