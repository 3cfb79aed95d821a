/**
 * The Monte Carlo duel engine (src/duel/engine.ts) with forced dice: every die the engine rolls is
 * scripted, in the order it rolls them (Draw! A then B; per turn: courage tests A then B, A's
 * combat dice and B's saving throws, B's combat dice and A's saving throws), and the stream must
 * be used up exactly: a rule that rolled one die more or fewer fails the test.
 */
import { describe, expect, it } from 'vitest';
import { ForcedStream } from '@deadeye/rng';
import {
  ShootoutDuelEngine,
  buildShootoutDuels,
  createShootoutDuelAccumulator,
  scoresSix,
  shootoutDuelCounts,
  unpackShootoutOutcome,
  type DuelProfile,
  type ShootoutDuel,
} from '../src/index.ts';
import { duelistBlock } from '@deadeye/core';
import { D_PINS, SHOOTOUT_DUEL_LAYOUT } from '../src/duel/accumulator.ts';
import { ROWS, STANDING, profile } from './duel-helpers.ts';

/** Plays one trial of `m` on `dice`; checks every die was used. */
function play(m: ShootoutDuel, dice: number[]) {
  const engine = new ShootoutDuelEngine(m, STANDING);
  const acc = createShootoutDuelAccumulator(m);
  const stream = new ForcedStream(dice);
  const log: string[] = [];
  const packed = engine.runTrial(stream, acc, log);
  expect(stream.draws, `dice used of ${dice.length}\n${log.join('\n')}`).toBe(dice.length);
  return { outcome: unpackShootoutOutcome(packed, engine), log, acc, counts: shootoutDuelCounts(m, acc), text: log.join('\n') };
}

function duel(a: DuelProfile, b: DuelProfile, range: number, maxTurns: number, variant?: string): ShootoutDuel {
  return buildShootoutDuels(a, b, [range], maxTurns, variant)[0]!;
}

/** An inline profile (not a printed row): Ranged +5, everything else 0, HTK 1. */
const sharp = (weapon: string): DuelProfile => profile('Sharp', { close: 0, ranged: 5, speed: 0, courage: 0, leader: 0, htk: 1 }, weapon);
const row = (name: string, key: keyof typeof ROWS, weapon: string): DuelProfile => profile(name, ROWS[key], weapon);
const section = (c: ReturnType<typeof play>['counts'], id: string) => c.sections!.find((s) => s.id === id)!;

describe('scoresSix: 6 or more succeeds, a natural 1 never does, a natural 6 has no rule of its own (SR-28)', () => {
  it('combat die, saving throw and courage test', () => {
    expect(scoresSix(1, 5)).toBe(false); // 1 + 5 = 6, but a natural 1 misses / fails
    expect(scoresSix(1, 10)).toBe(false);
    expect(scoresSix(2, 4)).toBe(true);
    expect(scoresSix(5, 0)).toBe(false);
    expect(scoresSix(6, 0)).toBe(true);
    expect(scoresSix(6, -1)).toBe(false);
  });
});

describe('duel engine: hits and saving throws (3. Ranged Combat)', () => {
  it('a natural 1 misses even at +7; a 2 hits; only a 6 saves (no saving-throw modifier, SR-20)', () => {
    // Sharp (Ranged +5, repeater, 10" long: +7) vs Townsman (repeater, +2). Turn 1 is ordinary (no revolvers).
    const r = play(duel(sharp('repeater-rifle'), row('Townsman', 'townsman', 'repeater-rifle'), 10, 1), [1, 2, 6, 3, 1]);
    expect(r.outcome).toMatchObject({ winner: 'draw', turns: 1, a: { dice: 2, hits: 1, unsaved: 0 }, b: { dice: 2, hits: 0, htk: 1 } });
    expect(r.text).toContain('1 (natural 1: miss), 2 = 9 hit');
    expect(r.text).toContain('Townsman saving throw 1D6 6: saved');
  });
  it('a saving throw of 5 fails; an unsaved hit takes the last HTK: dead; the other volley was already rolled', () => {
    const r = play(duel(sharp('repeater-rifle'), row('Townsman', 'townsman', 'repeater-rifle'), 10, 5), [3, 3, 6, 5, 2, 2]);
    expect(r.outcome).toMatchObject({ winner: 'A', turns: 1, firstFire: 'simultaneous', a: { end: 'unhurt' }, b: { end: 'dead', htk: 0, pinned: 0 } });
    expect(r.counts.turnsHistogram[0]).toBe(1);
    expect(r.counts.b.endState.dead).toBe(1);
    const fire = section(r.counts, 'shootout.duel.ranged-combat');
    expect(fire.rows.filter((x) => x.group?.startsWith('Sharp')).map((x) => [x.count, x.of])).toEqual([[2, 2], [1, 2], [1, 2]]);
  });
});

describe('duel engine: pinned down and the courage test (Courage; SR-26, SR-27)', () => {
  // Trooper (Ranged +1, Courage +1, HTK 1) vs Sergeant (Ranged +1, Courage +1, HTK 2), repeaters at 10": +3 each.
  const trooper = row('Trooper', 'trooper', 'repeater-rifle');
  const sergeant = row('Sergeant', 'sergeant', 'repeater-rifle');
  it('2 hits (both saved) pin; pinned, he fires at -1: 3 + 2 = 5 misses, and the failed test keeps the pin', () => {
    const r = play(duel(trooper, sergeant, 10, 2), [4, 4, 6, 6, 2, 2, /* turn 2 */ 3, 2, 2, 3, 3]);
    expect(r.outcome).toMatchObject({ winner: 'draw', b: { htk: 2, end: 'unhurt', hits: 0, pinned: 1 } });
    expect(r.text).toContain('Sergeant took 2 hits and is pinned down');
    expect(r.text).toContain('courage test 1D6 3 + Courage +1 = 4: fails');
    expect(r.text).toContain('Sergeant fires 2 combat dice with his Repeater Rifle at +2 (Ranged +1, target stationary +1, target in open +1, pinned down -1): 3 = 5 miss, 3 = 5 miss');
    const pinned = section(r.counts, 'shootout.duel.pinned');
    expect(pinned.rows.map((x) => [x.group, x.label, x.count, x.of])).toEqual([
      ['Trooper', 'pinned down at least once', 0, 1],
      ['Trooper', 'courage tests passed', 0, 0],
      ['Sergeant', 'pinned down at least once', 1, 1],
      ['Sergeant', 'courage tests passed', 0, 1],
    ]);
  });
  it('1 hit does not pin: the same 3s hit at +3, and no courage test is taken', () => {
    const r = play(duel(trooper, sergeant, 10, 2), [4, 2, 6, 2, 2, /* turn 2 */ 2, 2, 3, 3, 6, 6]);
    expect(r.outcome).toMatchObject({ winner: 'draw', a: { hits: 1 }, b: { hits: 2, pinned: 0 } });
    expect(r.text).not.toContain('courage test');
    // The Trooper took 2 hits (both saved) and survived: pinned now.
    expect(r.outcome.a.pinned).toBe(1);
  });
  it('a passed courage test ends the pin before he fires: 5 + 1 = 6 passes, and his 3s hit at +3', () => {
    const r = play(duel(trooper, sergeant, 10, 2), [4, 4, 6, 6, 2, 2, /* turn 2 */ 5, 2, 2, 3, 3, 6, 6]);
    expect(r.text).toContain('courage test 1D6 5 + Courage +1 = 6: passes, no longer pinned');
    expect(r.outcome).toMatchObject({ b: { hits: 2, pinned: 0 }, a: { pinned: 1 } });
    expect(section(r.counts, 'shootout.duel.pinned').rows[3]).toMatchObject({ count: 1, of: 1 });
  });
  it('a natural 1 fails the courage test even with Courage +5', () => {
    const brave = profile('Brave', { ...ROWS.sergeant, courage: 5 }, 'repeater-rifle'); // inline: the Sergeant's row with Courage +5
    const r = play(duel(trooper, brave, 10, 2), [4, 4, 6, 6, 2, 2, /* turn 2 */ 1, 2, 2, 3, 3]);
    expect(r.text).toContain('courage test 1D6 1 + Courage +5 = 6 (natural 1 fails): fails');
    expect(r.outcome.b).toMatchObject({ hits: 0, pinned: 1 });
  });
  it('a duelist hit twice again while pinned stays pinned (counted once)', () => {
    const r = play(duel(trooper, sergeant, 10, 2), [4, 4, 6, 6, 2, 2, /* turn 2 */ 3, 4, 4, 6, 6, 2, 2]);
    expect(r.text).toContain('stays pinned down');
    expect(r.acc[duelistBlock(SHOOTOUT_DUEL_LAYOUT, 1) + D_PINS]).toBe(1);
    expect(section(r.counts, 'shootout.duel.per-trial').rows.find((x) => x.group === 'Sergeant' && x.label === 'times pinned down')!.count).toBe(1);
  });
});

describe('duel engine: Draw! (SR-21, SR-22)', () => {
  const doc = row('Doc Holliday', 'docHolliday', 'colt-revolver');
  it('the faster kills: no fire in return', () => {
    // Doc 1 + 3 = 4 beats Townsman 3 + 0 = 3; Doc's 4s hit at +5; both saves fail; the Townsman (HTK 1) is dead and never fires.
    const r = play(duel(doc, row('Townsman', 'townsman', 'colt-revolver'), 6, 20), [1, 3, 4, 4, 2, 3]);
    expect(r.outcome).toMatchObject({ winner: 'A', turns: 1, firstFire: 'A', b: { dice: 0, end: 'dead' }, a: { end: 'unhurt' } });
    expect(r.text).toContain('Townsman 1D6 3 + Speed +0 = 3');
    expect(r.text).toContain('Doc Holliday receives no fire in return');
    const draw = section(r.counts, 'shootout.duel.draw');
    expect(draw.rows.map((x) => [x.count, x.of])).toEqual([[1, 1], [0, 1], [0, 1], [1, 1], [1, 1]]);
    expect(r.counts.a).toMatchObject({ firedFirst: 1, winsWhenFiredFirst: 1 });
    expect(r.counts.simultaneousFirst).toBe(0);
  });
  it('equal totals fire simultaneously: both may die', () => {
    const deputy = row('Deputy', 'deputy', 'colt-revolver');
    const r = play(duel(deputy, deputy, 10, 20), [3, 3, 5, 1, 2, 5, 1, 2]);
    expect(r.outcome).toMatchObject({ winner: 'both down', firstFire: 'simultaneous', a: { end: 'dead' }, b: { end: 'dead' } });
    expect(r.counts).toMatchObject({ bothDown: 1, simultaneousFirst: 1 });
    expect(section(r.counts, 'shootout.duel.draw').rows[2]).toMatchObject({ label: 'tied: simultaneous fire', count: 1, of: 1 });
  });
  it('a second shooter pinned by the first volley fires at -1 that same turn', () => {
    // Doc 1 + 3 = 4 beats the Sheriff 1 + 1 = 2. Doc: 2 hits, one saved: Sheriff HTK 1, pinned.
    // Sheriff (Ranged +2) fires at +3: 2 = 5 misses, 3 = 6 hits (unpinned both would hit).
    const r = play(duel(doc, row('Sheriff', 'sheriff', 'colt-revolver'), 10, 1), [1, 1, 6, 6, 6, 2, 2, 3, 4]);
    expect(r.text).toContain('Sheriff fires 2 combat dice with his Colt Revolver at +3 (Ranged +2, target stationary +1, target in open +1, pinned down -1): 2 = 5 miss, 3 = 6 hit');
    expect(r.outcome).toMatchObject({ winner: 'draw', firstFire: 'A', a: { htk: 1 }, b: { htk: 1, hits: 1, pinned: 1 } });
  });
  it('no Draw! without two revolvers: a derringer is not one; with +derringer-draw it is', () => {
    const gambler = row('Gambler', 'gambler', 'derringer');
    // Doc +5 at 5" (long), Gambler Ranged +2: +4. Ordinary turn: Doc [2, 2] = 7 hits, saves [6, 6]; Gambler [1].
    const plain = play(duel(doc, gambler, 5, 1), [2, 2, 6, 6, 1]);
    expect(plain.text).toContain('no Draw!');
    expect(plain.outcome.firstFire).toBe('simultaneous');
    const drawn = play(duel(doc, gambler, 5, 1, 'text+derringer-draw'), [6, 1, 2, 2, 6, 6, 1]);
    expect(drawn.text).toContain('Draw!: Doc Holliday 1D6 6 + Speed +3 = 9; Gambler 1D6 1 + Speed +1 = 2');
    expect(drawn.outcome).toMatchObject({ firstFire: 'A', b: { pinned: 1, dice: 1 } });
  });
});

describe('duel engine: ammunition and reloading (SR-24, SR-25)', () => {
  it('a rifled musket (2 dice, 1 round) fires one die, then spends a turn reloading', () => {
    const trooper = row('Trooper', 'trooper', 'rifled-musket');
    const r = play(duel(trooper, trooper, 10, 3), [2, 2, /* turn 2: both reload */ /* turn 3 */ 2, 2]);
    expect(r.outcome).toMatchObject({ winner: 'draw', turns: 3, a: { dice: 2 }, b: { dice: 2 } });
    expect(r.text).toContain('Turn 2\n  Trooper reloads his Rifled Musket to 1 round and does not fire');
    expect(section(r.counts, 'shootout.duel.per-trial').rows.filter((x) => x.label === 'reload turns').map((x) => x.count)).toEqual([1, 1]);
  });
  it('a shotgun (3 dice, 2 rounds) fires the 2 dice it has; with +volleys all 3, two turns running', () => {
    const townsman = row('Townsman', 'townsman', 'shotgun');
    const r = play(duel(townsman, townsman, 6, 3), [3, 3, 3, 3, /* reload */ 3, 3, 3, 3]);
    expect(r.outcome).toMatchObject({ a: { dice: 4 }, b: { dice: 4 } });
    const v = play(duel(townsman, townsman, 6, 3, 'text+volleys'), [3, 3, 3, 3, 3, 3, /* turn 2 */ 3, 3, 3, 3, 3, 3 /* turn 3: reload */]);
    expect(v.outcome).toMatchObject({ a: { dice: 6 }, b: { dice: 6 } });
    expect(v.text).toContain('Turn 3\n  Townsman reloads his Shotgun to 2 rounds');
  });
  it('a Colt fires three turns, reloads on the fourth; a bow (n/a) never runs out and never reloads', () => {
    // Deputy (+3) vs Plains Indian Warrior (Ranged +1: +3), 10": every 2 misses. Turn 1 is ordinary (a bow is no revolver).
    const r = play(duel(row('Deputy', 'deputy', 'colt-revolver'), row('Warrior', 'plainsWarrior', 'bow-and-arrows'), 10, 5), Array(18).fill(2));
    expect(r.outcome).toMatchObject({ a: { dice: 8 }, b: { dice: 10 } });
    expect(r.text.match(/reloads/g)).toHaveLength(1);
  });
  it('the derringer fires twice and reloads (2 rounds); single shot with +derringer-single-shot', () => {
    const gambler = row('Gambler', 'gambler', 'derringer');
    const two = play(duel(gambler, gambler, 5, 4), [1, 1, 1, 1, /* reload */ 1, 1]);
    expect(two.outcome.a.dice).toBe(3);
    const one = play(duel(gambler, gambler, 5, 4, 'derringer-single-shot'), [1, 1, /* reload */ 1, 1 /* reload */]);
    expect(one.outcome.a.dice).toBe(2);
  });
});

describe('duel engine: the end of a duel (SR-29)', () => {
  it('after max turns with both alive it is a draw, not in the turns histogram; unhurt and wounded end states', () => {
    const doc = row('Doc Holliday', 'docHolliday', 'colt-revolver');
    const rico = row('Johnny Rico', 'johnnyRico', 'colt-revolver');
    // Draw!: 2 + 3 = 5 vs 4 + 3 = 7: Rico first; 1 hit (6 + 5), Doc saves nothing: HTK 1. Doc fires: misses with two 1s.
    const r = play(duel(doc, rico, 6, 1), [2, 4, 6, 1, 3, 1, 1]);
    expect(r.counts).toMatchObject({ draw: 1, aWins: 0, bWins: 0, trials: 1 });
    expect(r.counts.turnsHistogram).toEqual([0]);
    expect(r.counts.a.endState).toEqual({ unhurt: 0, wounded: 1, unconscious: 0, dead: 0 });
    expect(r.counts.b.endState).toEqual({ unhurt: 1, wounded: 0, unconscious: 0, dead: 0 });
    expect(r.counts.b).toMatchObject({ firedFirst: 1, shots: 2, hits: 1 });
    expect(r.text).toMatch(/Outcome: a draw \(no one dead after 1 turns\)/);
  });
});
