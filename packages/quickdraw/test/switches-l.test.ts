/**
 * The persuaded enemy turned on his own side (RULINGS.md QR-159, QR-160), and `+persuaded-stand-down`,
 * under which he only stands down. The charm's 10 ("they will do everything in their power to aid
 * him or her") and the influence's 5-9 ("will obey and, if required, attack another character ...
 * until they pass an Action test") and 10 ("will do whatever the dominant character requires")
 * read as fighting for the persuader's side. On forced dice: P (Men) persuades T (Beasts), whose
 * comrade U stands farther off; T's agent shoots at the first enemy of his observation, U's idles.
 * - a charm of 10: T is on P's side (core `changeSide`: sides, lists, sizes; his observation's
 *   enemies), and on his card he shoots at U; under the switch he stands down;
 * - a charm of 5-9 turns nobody;
 * - the influence's 5-9: each of his cards he tests; failing, he fights on for P's side, passing
 *   (or a hit on him) puts him back on his own, where he shoots at P; under the switch he stands down;
 * - the sides as they stand decide the winner; at the trial's end everyone is back on the side he
 *   was cast on, with each side's casualties counted there (core `restoreSides`);
 * - whole trials with the agents' `persuade` parameter: men are turned, and every trial ends with
 *   the sides as cast; under the switch nobody is turned.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, ACT_PERSUADE, FIGHT_GOES_ON, setStatus, STATUS_DEAD, type SkirmishAgent } from '@deadeye/core';
import { agentFor } from '@deadeye/agents';
import { streamFor } from '@deadeye/rng';
import { resolveHit } from '../src/skirmish/effects.ts';
import { restoreTurned, SWAY_FOR_GOOD } from '../src/skirmish/world.ts';
import { arena } from './beast-helpers.ts';
import { forcedWorld, idleAgent, lineOf, withChar } from './qd-helpers.ts';
import { createQdAccumulator, parseQdVariant, QdEngine, type QdSetup } from '../src/index.ts';

const man = (personality: string): string => `{ type: supporting, personality: ${personality}, weapons: [cartridge-revolver] }`;

/** P (0, Men) of `personality` at (2,5); T (1, Beasts) at `tAt`; U (2, Beasts) at (9,8); under the variant `words`. */
function three(personality: string, tAt: readonly [number, number], words: string): QdSetup {
  const base = arena(
    [
      { name: 'P', qd: man(personality), side: 'Men', at: [2, 5] },
      { name: 'T', qd: man('ordinary'), side: 'Beasts', at: tAt },
      { name: 'U', qd: man('ordinary'), side: 'Beasts', at: [9, 8] },
    ],
    [],
    3,
  );
  return { ...base, variant: parseQdVariant(words) };
}

/** Asks to persuade character 1. */
const persuadeT: SkirmishAgent = (_o, _s, out) => {
  out.action = ACT_PERSUADE;
  out.target = 1;
};
/** Shoots at the first enemy of his observation (the side he is on now). */
const shootFirstEnemy: SkirmishAgent = (o, _s, out) => {
  out.action = ACT_FIRE;
  out.target = o.enemies[0] ?? -1;
};

/** The world of `setup` on the forced dice `values` then sevens, everyone seen, a log kept. */
function world(setup: QdSetup, values: readonly number[]) {
  const w = forcedWorld(setup, [persuadeT, shootFirstEnemy, idleAgent], [...values, ...Array.from({ length: 120 }, () => 7)]);
  w.world.seen.fill(1);
  w.world.located.fill(1);
  w.world.log = [];
  return w;
}

describe('the charm: the captivated enemy fights for the charmer (QR-159)', () => {
  it('a charm of 10: T is on the Men, and on his card he shoots at U', () => {
    const { engine, world: w } = world(three('charismatic', [3, 5], 'text'), [10]);
    engine.playCard(0);
    expect(w.swayHow[1]).toBe(SWAY_FOR_GOOD);
    expect(Array.from(w.sideOf)).toEqual([0, 0, 1]);
    expect(Array.from(w.membersOf[0]!)).toEqual([0, 1]);
    expect(Array.from(w.enemiesOf[0]!)).toEqual([2]);
    expect(Array.from(w.enemiesOf[1]!)).toEqual([0, 1]);
    expect(Array.from(w.sideSize)).toEqual([2, 1]);
    expect(Array.from(w.obs[1]!.enemies)).toEqual([2]);
    expect(lineOf(w.log!, /Outstanding! T is under P's charm for the rest of the fight: he fights for P's side/)).toBeGreaterThanOrEqual(0);
    const before = w.log!.length;
    engine.playCard(1);
    const card = w.log!.slice(before);
    expect(lineOf(card, /T fires his .* at U/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(card, /his card passes/)).toBe(-1);
    expect(w.shots[1]).toBe(1);
  });
  it('+persuaded-stand-down, the same dice: T stands down (his card passes, no shot), on his own side', () => {
    const { engine, world: w } = world(three('charismatic', [3, 5], 'text+persuaded-stand-down'), [10]);
    engine.playCard(0);
    expect(Array.from(w.sideOf)).toEqual([0, 1, 1]);
    engine.playCard(1);
    expect(lineOf(w.log!, /T is under P's charm for good: his card passes/)).toBeGreaterThanOrEqual(0);
    expect(w.shots[1]).toBe(0);
  });
  it('a charm of 7: nobody is turned (he stands down until a test)', () => {
    const { engine, world: w } = world(three('charismatic', [3, 5], 'text'), [7, 3]);
    engine.playCard(0);
    expect(w.swayedBy[1]).toBe(0);
    expect(Array.from(w.sideOf)).toEqual([0, 1, 1]);
    engine.playCard(1);
    expect(lineOf(w.log!, /T is still under P's charm: his card passes/)).toBeGreaterThanOrEqual(0);
    expect(w.shots[1]).toBe(0);
  });
});

describe('the influence: the influenced enemy obeys and attacks (QR-160)', () => {
  it('a 7: T fights for the Men while he fails his test (3), and passing it (7) puts him back on the Beasts, shooting at P', () => {
    const { engine, world: w } = world(three('dominant', [8, 5], 'text'), [7, 3]);
    engine.playCard(0);
    expect(Array.from(w.sideOf)).toEqual([0, 0, 1]);
    expect(lineOf(w.log!, /T is under P's influence: he fights for P's side until he passes an action test/)).toBeGreaterThanOrEqual(0);
    let from = w.log!.length;
    engine.playCard(1);
    let card = w.log!.slice(from);
    expect(lineOf(card, /T tests to shake off P's influence: rolls 3/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(card, /T still obeys P: he fights for his side/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(card, /T fires his .* at U/)).toBeGreaterThanOrEqual(0);
    from = w.log!.length;
    engine.playCard(1);
    card = w.log!.slice(from);
    expect(lineOf(card, /T is free of P's influence: he is back on his own side/)).toBeGreaterThanOrEqual(0);
    expect(Array.from(w.sideOf)).toEqual([0, 1, 1]);
    expect(Array.from(w.obs[1]!.enemies)).toEqual([0]);
    expect(lineOf(card, /T fires his .* at P/)).toBeGreaterThanOrEqual(0);
  });
  it('a hit on the man turned by a 5-9 frees him and puts him back; a 10 holds through a hit', () => {
    const a = world(three('dominant', [8, 5], 'text'), [6]);
    a.engine.playCard(0);
    expect(a.world.sideOf[1]).toBe(0);
    resolveHit(a.world, 1, 2, 0, 0);
    expect(a.world.swayedBy[1]).toBe(-1);
    expect(a.world.sideOf[1]).toBe(1);
    expect(lineOf(a.world.log!, /the hit frees T of P's influence: he is back on his own side/)).toBeGreaterThanOrEqual(0);
    const b = world(three('dominant', [8, 5], 'text'), [10]);
    b.engine.playCard(0);
    resolveHit(b.world, 1, 2, 0, 0);
    expect(b.world.sideOf[1]).toBe(0);
    expect(b.world.swayHow[1]).toBe(SWAY_FOR_GOOD);
  });
  it("the hit that puts him back on his side gives him no free shot at its shooter, now his comrade (a courage test's 10)", () => {
    // P influences T on a 6; U's hit: the effect roll 7 (DV 0: a courage test), the test 10.
    const { engine, world: w } = world(three('dominant', [8, 5], 'text'), [6, 7, 10]);
    engine.playCard(0);
    w.drawn[1] = 1;
    resolveHit(w, 1, 2, 0, 0);
    expect(w.sideOf[1]).toBe(1);
    expect(w.pendingFree[1]).toBe(2);
    (engine as unknown as { freeActions(): void }).freeActions();
    expect(lineOf(w.log!, /T shoots back/)).toBe(-1);
    expect(w.shots[1]).toBe(0);
  });
  it('+persuaded-stand-down, the same 7: T stands down on his own side', () => {
    const { engine, world: w } = world(three('dominant', [8, 5], 'text+persuaded-stand-down'), [7, 3]);
    engine.playCard(0);
    expect(Array.from(w.sideOf)).toEqual([0, 1, 1]);
    engine.playCard(1);
    expect(w.shots[1]).toBe(0);
  });
});

describe('the sides as they stand decide the fight; the counts are by the sides as cast', () => {
  it('U down: with T turned the Men have won; under +persuaded-stand-down the fight goes on', () => {
    const on = world(three('charismatic', [3, 5], 'text'), [10]);
    on.engine.playCard(0);
    setStatus(on.world, 2, STATUS_DEAD);
    expect(on.engine.winner(false)).toBe(0);
    const off = world(three('charismatic', [3, 5], 'text+persuaded-stand-down'), [10]);
    off.engine.playCard(0);
    setStatus(off.world, 2, STATUS_DEAD);
    expect(off.engine.winner(false)).toBe(FIGHT_GOES_ON);
  });
  it("the trial's end puts T back on the Beasts, U's death counted there, and the observations' enemies as cast", () => {
    const { engine, world: w } = world(three('charismatic', [3, 5], 'text'), [10]);
    engine.playCard(0);
    setStatus(w, 2, STATUS_DEAD);
    setStatus(w, 1, STATUS_DEAD);
    expect(Array.from(w.sideCasualties)).toEqual([1, 1]);
    restoreTurned(w);
    expect(Array.from(w.sideOf)).toEqual([0, 1, 1]);
    expect(Array.from(w.sideSize)).toEqual([1, 2]);
    expect(Array.from(w.sideCasualties)).toEqual([0, 2]);
    expect(Array.from(w.membersOf[1]!)).toEqual([1, 2]);
    expect(w.obs.map((o) => Array.from(o.enemies))).toEqual([[1, 2], [0], [0]]);
    expect(w.sidesChanged).toBe(0);
  });
});

describe('whole trials: the agents persuade', () => {
  /** `trials` trials of a Charismatic and a Dominant gunfighter (persuade 1) against three men, seeded; the log and the world after. */
  function play(words: string, trials: number) {
    const base = arena(
      [
        { name: 'P', qd: man('charismatic'), side: 'Men', at: [2, 5] },
        { name: 'D', qd: man('dominant'), side: 'Men', at: [2, 9] },
        { name: 'T', qd: man('ordinary'), side: 'Beasts', at: [3, 5] },
        { name: 'V', qd: man('ordinary'), side: 'Beasts', at: [8, 9] },
        { name: 'U', qd: man('ordinary'), side: 'Beasts', at: [12, 8] },
      ],
      [],
      3,
    );
    const params = { persuade: 1 };
    const setup = withChar(withChar({ ...base, variant: parseQdVariant(words) }, 0, { params }), 1, { params });
    const agents = setup.characters.map((_, i) => agentFor(i < 2 ? { doctrine: 'gunfighter', targeting: 'nearest', params } : { doctrine: 'gunfighter', targeting: 'nearest' }, 'quickdraw'));
    const engine = new QdEngine(setup, agents);
    const log: string[] = [];
    engine.world.log = log;
    const acc = createQdAccumulator(setup);
    engine.runBatch(streamFor('turncoats', setup.id, 0), trials, acc);
    return { log, world: engine.world, acc };
  }
  it('men are turned and turned back; after each trial the sides are as cast; under +persuaded-stand-down nobody is', () => {
    const { log, world: w, acc } = play('text', 200);
    expect(acc[0]).toBe(200);
    expect(log.filter((l) => /he fights for (P|D)'s side/.test(l)).length).toBeGreaterThan(5);
    expect(log.filter((l) => /back on his own side/.test(l)).length).toBeGreaterThan(0);
    expect(Array.from(w.sideOf)).toEqual(Array.from(w.homeSideOf));
    expect(w.sidesChanged).toBe(0);
    const off = play('text+persuaded-stand-down', 200);
    expect(off.log.filter((l) => /fights for/.test(l)).length).toBe(0);
  });
});
