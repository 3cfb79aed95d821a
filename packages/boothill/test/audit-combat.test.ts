/**
 * Two BOOT HILL combat defects found by an audit (2026-11-27), each shown with forced dice:
 *
 * - Two guns (RULINGS.md S9; HIT DETERMINATION CHART "Firing two pistols -30", FIRST SHOT
 *   DETERMINATION CHART "draws two guns" -3; TURN SEQUENCE B.1 "indicate target and number of
 *   shots"): the penalties apply only in a firing where both pistols fire, the off-hand pistol
 *   fires the shots declared, and a reload action reloads the off-hand pistol too.
 * - The bow (RULINGS.md S16; the ability table "THROWING ACCURACY (Includes Knives, Spears and
 *   Bows)"; BASE NUMBERS "one for firearms and another for thrown/launched weapons"): shot on
 *   throwing accuracy, and not a firearm.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, ACT_RELOAD, PHASE_FIRE, parseScenario, type SkirmishAgent } from '@deadeye/core';
import { ForcedStream } from '@deadeye/rng';
import { FIRST_SHOT_MODIFIERS as FS, HIT_MODIFIERS, SkirmishEngine, compileSkirmish, createSkirmishAccumulator, parseSkirmishVariant } from '../src/index.ts';

const H = HIT_MODIFIERS.screen;

/** A (side A, at x = 0) with `weapons` and `extra` fields against B (side B, at x = `bx`) with a SAR6, on a 40 x 9 street. */
function yaml(weapons: string, extra = '', bx = 8, stats = '{ basp: 10, bac: 70, str: 99, mrl: 90, throwing: 40 }'): string {
  return `
name: audit
map: { width: 40, height: 9, exits: [] }
sides: [{ name: A }, { name: B }]
characters:
  - { name: A, stats: { boothill: ${stats} }, side: A, position: [0, 4], facing: E, weapons: ${weapons}, player: true, agent: { doctrine: standing }${extra} }
  - { name: B, stats: { boothill: { basp: 10, bac: 70, str: 99, mrl: 90 } }, side: B, position: [${bx}, 4], facing: W, weapons: [{ code: SAR6 }], player: true, agent: { doctrine: standing } }
`;
}

/** Fires `shots` at character `target` (B by default). */
const fire = (shots: number, target = 1): SkirmishAgent => (obs, _r, out) => {
  if (obs.phase === PHASE_FIRE) {
    out.action = ACT_FIRE;
    out.target = target;
    out.shots = shots;
    out.weapon = -1;
  }
};
/** A reloads. */
const reloader: SkirmishAgent = (obs, _r, out) => {
  if (obs.phase === PHASE_FIRE) out.action = ACT_RELOAD;
};
const idle: SkirmishAgent = () => {};

/** Plays turn 1 with the dice `first`, then every die 100 (every further shot misses); returns the log. */
function play(text: string, a: SkirmishAgent, first: readonly number[] = [], b: SkirmishAgent = idle): string[] {
  const setup = compileSkirmish(parseScenario(text, 'audit.yaml'), { variant: parseSkirmishVariant('screen'), maxTurns: 1 });
  const log: string[] = [];
  new SkirmishEngine(setup, [a, b]).runTrial(new ForcedStream([...first, ...new Array<number>(400).fill(100)]), createSkirmishAccumulator(setup), log);
  return log;
}

/** A's hit rolls in a log: the chance each needed. */
function shots(log: string[]): number[] {
  return log.filter((l) => l.trim().startsWith('A shot ')).map((l) => Number(/needs (-?\d+) or less/.exec(l)![1]));
}

/** A's net speed in a log. */
function netSpeed(log: string[]): number {
  const line = log.find((l) => l.includes(' at net speed ') && l.includes('A ('));
  if (line === undefined) throw new Error(`A did not fire:\n${log.join('\n')}`);
  return Number(/A \((-?\d+):/.exec(line)![1]);
}

describe('two guns (S9)', () => {
  const one = play(yaml('[{ code: DAR6 }]'), fire(1));
  const b0 = shots(one)[0]!;
  const s0 = netSpeed(one);

  it('both pistols loaded: -3 net speed, -30 on every shot, -10 more off-hand', () => {
    const log = play(yaml('[{ code: DAR6 }, { code: DAR6 }]', ', twoGuns: true'), fire(1));
    expect(netSpeed(log)).toBe(s0 + FS.drawsTwoGuns);
    expect(shots(log)).toEqual([b0 + H.twoPistols, b0 + H.twoPistols + H.wrongHand]);    // The replay's base lines (an audit, 2026-12-01): the gun hand's and the off-hand pistol's, each
    // with its terms, which add up to it.
    const base = log.find((l) => l.startsWith("    A's base chance to hit: "))!;
    const off = log.find((l) => l.startsWith('    with the off-hand pistol: '))!;
    expect(base).toContain(`two pistols ${H.twoPistols}`);
    expect(off).toContain(`wrong hand ${H.wrongHand}`);
    const sum = (line: string) => line.slice(line.indexOf('(') + 1, -1).split(', ').reduce((t, w) => t + Number(/ ([+-]?\d+)$/.exec(w)![1]), 0);
    expect(sum(base)).toBe(Number(/: (-?\d+) \(/.exec(base)![1]));
    expect(sum(off)).toBe(Number(/: (-?\d+) \(/.exec(off)![1]));
  });

  it('an empty off-hand pistol: one pistol fires, without the two-gun penalties', () => {
    const log = play(yaml('[{ code: DAR6 }, { code: DAR6, loaded: 0 }]', ', twoGuns: true'), fire(1));
    expect(netSpeed(log)).toBe(s0);
    expect(shots(log)).toEqual([b0]);
  });

  it('the off-hand pistol fires the shots declared, capped by its rate of fire and rounds loaded', () => {
    // DAR6: rate of fire 3.
    const twice = play(yaml('[{ code: DAR6 }, { code: DAR6 }]', ', twoGuns: true'), fire(2));
    expect(shots(twice)).toEqual([b0 + H.twoPistols, b0 + H.twoPistols + H.secondShot, b0 + H.twoPistols + H.wrongHand, b0 + H.twoPistols + H.wrongHand + H.secondShot]);
    const once = play(yaml('[{ code: DAR6 }, { code: DAR6 }]', ', twoGuns: true'), fire(1));
    expect(shots(once)).toHaveLength(2);
    const short = play(yaml('[{ code: DAR6 }, { code: DAR6, loaded: 1 }]', ', twoGuns: true'), fire(3));
    expect(shots(short)).toHaveLength(4);
  });

  it('a reload action reloads the gun hand\'s pistol first, then the off-hand one, within the reload rate', () => {
    // DAR6: reload rate 3. The gun hand's pistol full: all three go into the off-hand one.
    let log = play(yaml('[{ code: DAR6 }, { code: DAR6, loaded: 0 }]', ', twoGuns: true'), reloader);
    expect(log.filter((l) => l.includes('A reloads'))).toEqual(['  A reloads 3 into the off-hand pistol (3 loaded, 21 spare)']);
    // One round short in the gun hand: one there, two into the off-hand pistol.
    log = play(yaml('[{ code: DAR6, loaded: 5 }, { code: DAR6, loaded: 0 }]', ', twoGuns: true'), reloader);
    expect(log.filter((l) => l.includes('A reloads'))).toEqual(['  A reloads 1 (6 loaded, 23 spare)', '  A reloads 2 into the off-hand pistol (2 loaded, 22 spare)']);
  });
});

describe('the bow is launched, on throwing accuracy, not a firearm (S16)', () => {
  // The movement phase's two d100s, then A's hit roll 1 (a hit), location and severity rolls.
  const hit = (location: number): number[] => [50, 60, 1, location, 1];
  const HEAD = 90;
  const LEFT_ARM = 23;

  it('a bow hits on THROWING accuracy (40), not BAC (70)', () => {
    // 10 spaces: the bow's medium band (7, 18, 30, 50).
    const log = play(yaml('[{ code: BW }]', '', 10), fire(1));
    expect(shots(log)).toEqual([40 + H.range.medium]);
  });

  it('a bow needs a throwing accuracy', () => {
    const text = yaml('[{ code: BW }]', '', 10, '{ basp: 10, bac: 70, str: 99, mrl: 90 }');
    expect(() => compileSkirmish(parseScenario(text, 'audit.yaml'))).toThrow(/Bow is shot on THROWING accuracy/);
  });

  it('an arrow in the head is no "bullet wound in head" (STUNNING CHART)', () => {
    const pistol = play(yaml('[{ code: SAR6 }]', '', 10), fire(1), hit(HEAD));
    expect(pistol.some((l) => l.includes('wound on B: location roll 90 = Head'))).toBe(true);
    expect(pistol.some((l) => l.includes('stun check (bullet wound in head)'))).toBe(true);
    const bow = play(yaml('[{ code: BW }]', '', 10), fire(1), hit(HEAD));
    expect(bow.some((l) => l.includes('wound on B: location roll 90 = Head'))).toBe(true);
    expect(bow.some((l) => l.includes('stun check'))).toBe(false);
  });

  it('a bow is not the off-hand pistol of two guns', () => {
    const one = play(yaml('[{ code: SAR6 }]'), fire(1));
    const log = play(yaml('[{ code: SAR6 }, { code: BW }]', ', twoGuns: true'), fire(1));
    expect(netSpeed(log)).toBe(netSpeed(one));
    expect(shots(log)).toEqual(shots(one));
  });

  it('a bowman firing over hard cover shows both arms, as a rifleman does (WOUNDS, S5)', () => {
    // B, right-handed, behind a wall beside him, fires back: a hit rolled on his left arm is covered
    // when he fires a pistol (gun arm, head, one shoulder) and lands when he draws a bow.
    const withB = (code: string): string =>
      yaml('[{ code: SAR6 }]', '', 10)
        .replace('map: { width: 40, height: 9, exits: [] }', 'map: { width: 40, height: 9, exits: [], cover: [{ kind: hard, cells: [[9, 4]] }] }')
        .replace('mrl: 90 } }, side: B, position: [10, 4], facing: W, weapons: [{ code: SAR6 }]', `mrl: 90, throwing: 40 } }, side: B, position: [10, 4], facing: W, weapons: [{ code: ${code} }]`);
    const landed = (code: string): boolean => {
      const log = play(withB(code), fire(1), hit(LEFT_ARM), fire(1, 0));
      expect(log.some((l) => /A shot 1 at B .*HIT/.test(l))).toBe(true);
      return log.some((l) => l.includes('wound on B'));
    };
    expect(landed('SAR6')).toBe(false);
    expect(landed('BW')).toBe(true);
  });
});
