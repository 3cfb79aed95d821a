/**
 * The second audit's fixes to BOOT HILL (2026-11-29), each on forced dice over a small scenario
 * and each failing on the code before (boot-hill-rulebook.txt BRAWLS, MOVEMENT; the Referee's
 * Screen's STUNNING CHART and MISFIRE TABLE; RULINGS.md S11, S12, S18, S26):
 *
 * - S11: a next-round brawling modifier holds for the following brawling round, or the firing of
 *   the next turn, and then lapses (it was kept until used, any number of turns later).
 * - S12: the STUNNING CHART's "Hit From Behind" column for a blow from outside the arc the victim
 *   faces, next to him as every brawler is (S3's one-space sight made it unreachable in a brawl);
 *   a buffalo gun's bullet in the head stuns on the head's row (it took the buffalo row's 25/30).
 * - S18: a jammed weapon is cleared in the three turns after the jam (it fired again in the third).
 * - S26: a horse got on after its rider moved on foot stood still: next turn it starts at a walk or
 *   a trot (it galloped).
 * - S2: a first step that costs more than the whole move (stairs at a walk, a window at a crawl) is
 *   taken as the whole move (it was never taken).
 * - S5: around a corner a pistol shows no leg outside the Northfield module (the rulebook names the
 *   leg for the rifle only).
 */
import { describe, expect, it } from 'vitest';
import { ACT_BRAWL, ACT_FIRE, BRAWL_PUNCH, BRAWL_STRIKE, HORSE_DISMOUNT, HORSE_MOUNT, parseScenario, PHASE_BRAWL, PHASE_FIRE, PHASE_MOVE, RATE_CRAWL, RATE_GALLOP, RATE_WALK, type SkirmishAgent } from '@deadeye/core';
import { ForcedStream, streamFor, type Stream } from '@deadeye/rng';
import { compileSkirmish, createSkirmishAccumulator, parseSkirmishVariant, SkirmishEngine } from '../src/index.ts';
import { puncher, type Who, yaml } from './rules-scenario.ts';

/** A at (x, 4) with `weapons`, faster than B (BASP 20: he strikes first). */
const fastA = (x: number, weapons: string): Who => ({ pos: [x, 4], weapons, stats: '{ basp: 20, bac: 70, str: 99, mrl: 90 }' });
/** Plays one trial of `text` with `agents` on `stream`; returns the log. */
function play(text: string, agents: SkirmishAgent[], stream: Stream, maxTurns: number, variant?: string): string[] {
  const setup = compileSkirmish(parseScenario(text, 'audit.yaml'), { maxTurns, ...(variant === undefined ? {} : { variant: parseSkirmishVariant(variant) }) });
  const log: string[] = [];
  new SkirmishEngine(setup, agents).runTrial(stream, createSkirmishAccumulator(setup), log);
  return log;
}
const nineties = (k: number) => Array.from({ length: k }, () => 99);

describe('S11: a next-round brawling modifier holds for the next round or the next turn\'s firing, then lapses', () => {
  // A (BAC 70, SAR6) brawls B in turn 1; B's round-2 miss gives A +1 (round 2's 2d10 6 - 3 = 3).
  const text = yaml(fastA(2, '[{ code: SAR6 }]'), { pos: [3, 4], weapons: '[]' });
  const dice = [50, 60, 3, 3, 3, 3, 10, 9, 3, 3, ...nineties(60)];
  const shooter = (fireTurn: number): SkirmishAgent => (obs, _r, out) => {
    if (obs.phase === PHASE_FIRE && obs.turn === 1) {
      out.action = ACT_BRAWL;
      out.target = 1;
    }
    // He steps back out of the brawl in turn 2, facing B.
    if (obs.phase === PHASE_MOVE && obs.turn === 2) {
      out.moveTo = 4 * 40;
      out.rate = RATE_WALK;
      out.face = 2;
    }
    if (obs.phase === PHASE_FIRE && obs.turn === fireTurn) {
      out.action = ACT_FIRE;
      out.target = 1;
      out.shots = 1;
    }
    if (obs.phase === PHASE_BRAWL) out.brawl = BRAWL_PUNCH;
  };

  it('firing in turn 2, the turn after, he has the +1 (+10%): 70 + 10 short - 5 walking + 10 = 85', () => {
    const log = play(text, [shooter(2), puncher], new ForcedStream(dice), 4);
    expect(log).toContain('    B punch: 2d10 6 -3 = 3: Miss');
    expect(log.find((l) => l.includes('A shot 1 at B'))).toMatch(/needs 85 or less/);
  });

  it('firing first in turn 4, standing, the +1 has lapsed: 70 + 10 short = 80', () => {
    const log = play(text, [shooter(4), puncher], new ForcedStream(dice), 4);
    expect(log.find((l) => l.includes('A shot 1 at B'))).toMatch(/needs 80 or less/);
  });
});

describe('S12: the STUNNING CHART\'s "Hit From Behind" column for a blow from behind, next to him', () => {
  const clubber: SkirmishAgent = (obs, _r, out) => {
    if (obs.phase === PHASE_FIRE && obs.turn === 1) {
      out.action = ACT_BRAWL;
      out.target = 1;
    }
    if (obs.phase === PHASE_BRAWL) out.brawl = BRAWL_STRIKE;
  };
  // A's club: 2d10 14 - 1 = 13, a glancing blow; the stun roll 99 (no stun).
  const dice = [50, 60, 10, 4, 99, 3, 3, 3, 3, 3, 3, 99, 99];

  it('B facing away from A (east, A to his west): the club stuns on 65%', () => {
    const log = play(yaml(fastA(2, '[{ code: CLUB }]'), { pos: [3, 4], facing: 'E', weapons: '[]' }), [clubber, puncher], new ForcedStream(dice), 1);
    expect(log).toContain('      stun check (club): needs 65 or less, rolls 99');
  });

  it('B facing A (west): the Basic column, 25%', () => {
    const log = play(yaml(fastA(2, '[{ code: CLUB }]'), { pos: [3, 4], weapons: '[]' }), [clubber, puncher], new ForcedStream(dice), 1);
    expect(log).toContain('      stun check (club): needs 25 or less, rolls 99');
  });
});

describe('S12: a buffalo gun\'s bullet in the head stuns on the head\'s row', () => {
  it('BR and SAR6 alike: location 90 (head), a light wound, stun roll 40 against 50: stunned', () => {
    for (const code of ['BR', 'SAR6']) {
      const text = yaml(fastA(2, `[{ code: ${code} }]`), { pos: [5, 4], weapons: '[]' });
      const a: SkirmishAgent = (obs, _r, out) => {
        if (obs.phase === PHASE_FIRE && obs.turn === 1) {
          out.action = ACT_FIRE;
          out.target = 1;
          out.shots = 1;
        }
      };
      // Order 50 60; to hit 1; location 90; severity 10; stun roll 40.
      const log = play(text, [a, () => {}], new ForcedStream([50, 60, 1, 90, 10, 40, ...nineties(5)]), 1);
      expect(log.find((l) => l.includes('stun check'))).toBe('      stun check (bullet wound in head): needs 50 or less, rolls 40: STUNNED');
    }
  });
});

describe('S18: a jammed weapon is cleared in the three turns after the jam', () => {
  it('jammed in turn 1, A fires again in turn 5, not before', () => {
    const text = yaml(fastA(2, '[{ code: R6 }]'), { pos: [20, 4], weapons: '[]' });
    const a: SkirmishAgent = (obs, _r, out) => {
      if (obs.phase === PHASE_FIRE) {
        out.action = ACT_FIRE;
        out.target = 1;
        out.shots = 1;
      }
    };
    // Turn 1: order 50 60, the misfire roll 99 (a jammed shell); then 50s.
    const log = play(text, [a, () => {}], new ForcedStream([50, 60, 99, ...Array.from({ length: 80 }, () => 50)]), 5, 'screen+misfires');
    const turnOf = (k: number) => log.slice(0, k).filter((l) => l.startsWith('Turn ')).length;
    const shots = log.flatMap((l, k) => (l.includes('A shot') ? [turnOf(k)] : []));
    const jam = log.findIndex((l) => l.includes('misfire roll 99: jammedShell'));
    expect(turnOf(jam)).toBe(1);
    // The jam comes before the shot is rolled: his first shot is in turn 5.
    expect(shots[0]).toBe(5);
  });
});

describe('S26: a horse got on after its rider moved on foot starts at a walk or a trot', () => {
  it('A walks three spaces back to his horse and mounts: next turn he trots, not gallops', () => {
    const text = yaml({ pos: [0, 4], extra: ', mounted: true, horseStrength: 40' }, { pos: [39, 0] });
    const a: SkirmishAgent = (obs, _r, out) => {
      if (obs.phase !== PHASE_MOVE) return;
      if (obs.turn === 1) out.horse = HORSE_DISMOUNT;
      if (obs.turn === 2) {
        out.moveTo = 4 * 40 + 3;
        out.rate = RATE_WALK;
      }
      if (obs.turn === 3) {
        out.horse = HORSE_MOUNT;
        out.rate = RATE_WALK;
      }
      if (obs.turn === 4) {
        out.moveTo = 4 * 40 + 39;
        out.rate = RATE_GALLOP;
      }
    };
    const setup = compileSkirmish(parseScenario(text, 'horse.yaml'), { maxTurns: 4 });
    const log = play(text, [a, () => {}], streamFor('horse', setup.id, 0), 4);
    expect(log.some((l) => l.startsWith('  A mounts his horse'))).toBe(true);
    const turn4 = log.slice(log.indexOf('Turn 4'));
    expect(turn4.find((l) => l.startsWith('  A moves'))).toMatch(/^ {2}A moves trotting/);
  });
});

describe('S2: a first step dearer than the whole move takes the whole move', () => {
  const text = (terrain: string) => yaml({ pos: [0, 4] }, { pos: [39, 0] }, { terrain });
  const moves = (terrain: string, rate: number) => {
    const mover: SkirmishAgent = (obs, _r, out) => {
      if (obs.phase === PHASE_MOVE) {
        out.moveTo = 4 * 40 + 39;
        out.rate = rate;
      }
    };
    const setup = compileSkirmish(parseScenario(text(terrain), 'stairs.yaml'), { maxTurns: 3 });
    return play(text(terrain), [mover, () => {}], streamFor('stairs', setup.id, 0), 3).filter((l) => l.startsWith('  A moves'));
  };
  it('walking (6 spaces) up stairs (7): he stops before them, then climbs them as his whole next move, then walks on', () => {
    expect(moves('[{ type: wall, rect: [3, 0, 1, 9] }, { type: stairs, cells: [[3, 4]] }]', RATE_WALK)).toEqual([
      '  A moves walking (0,4) -> (2,4)',
      '  A moves walking (2,4) -> (3,4)',
      '  A moves walking (3,4) -> (9,4)',
    ]);
  });
  it('crawling (2 spaces) through a window (4): the same', () => {
    expect(moves('[{ type: wall, rect: [3, 0, 1, 9] }, { type: window, cells: [[3, 4]] }]', RATE_CRAWL)).toEqual([
      '  A moves crawling (0,4) -> (2,4)',
      '  A moves crawling (2,4) -> (3,4)',
      '  A moves crawling (3,4) -> (5,4)',
    ]);
  });
});

describe('S5: around a corner a pistol shows no leg; a rifle does', () => {
  const text = (weapon: string) => yaml({ pos: [0, 4] }, { pos: [8, 4], weapons: `[{ code: ${weapon} }]` }, { cover: '[{ kind: corner, cells: [[7, 4]] }]' });
  const fire =
    (t: number): SkirmishAgent =>
    (obs, _r, out) => {
      if (obs.phase === PHASE_FIRE) {
        out.action = ACT_FIRE;
        out.target = t;
        out.shots = 1;
      }
    };
  // Order 50 60; A's shot hits (1), location 15 (Right Leg), severity 10; everything else misses.
  const dice = [50, 60, 1, 15, 10, ...nineties(8)];
  it('B firing a pistol from behind the corner: the leg is covered, a miss', () => {
    const log = play(text('SAR6'), [fire(1), fire(0)], new ForcedStream(dice), 1);
    expect(log).toContain('      location roll 15 = Right Leg: behind cover, a miss');
  });
  it('B firing a rifle: the leg is exposed', () => {
    const log = play(text('6R'), [fire(1), fire(0)], new ForcedStream(dice), 1);
    expect(log.some((l) => l.startsWith('      wound on B: location roll 15 = Right Leg'))).toBe(true);
  });
});
