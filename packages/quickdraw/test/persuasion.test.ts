/**
 * Persuasion (REEL 2, PERSONALITY; RULINGS.md QR-159, QR-160): the Charismatic character's charm of
 * an enemy next to him and the Dominant character's influence over one within 10 paces in sight,
 * each on the text's own 1 / 2-4 / 5-9 / 10 chart; the man under a charm of 5-9 (or any sway under
 * `+persuaded-stand-down`) makes no shot nor blow until he passes an action test at the start of
 * one of his cards (never, after a 10); a hit frees him of a 5-9 sway; the agents try only with the
 * doctrine's `persuade` parameter. The man turned to fight for the persuader's side (a charm's 10,
 * an influence's 5-10) is switches-l.test.ts's. Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, ACT_PERSUADE, PHASE_FIRE, PHASE_MOVE, SHOT_AUTO, emptyIntent, type SkirmishAgent } from '@deadeye/core';
import { agentFor } from '@deadeye/agents';
import { streamFor } from '@deadeye/rng';
import { resolveHit } from '../src/skirmish/effects.ts';
import { strike } from '../src/skirmish/fighting.ts';
import { mayPersuade } from '../src/skirmish/persuasion.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { SWAY_FOR_GOOD, SWAY_UNTIL_TEST } from '../src/skirmish/world.ts';
import { arena } from './beast-helpers.ts';
import { forcedWorld, idleAgent, lineOf, withChar } from './qd-helpers.ts';
import { createQdAccumulator, parseQdVariant, QdEngine, type QdSetup } from '../src/index.ts';

/** A supporting character (1D10 action dice) of `personality` with a cartridge revolver. */
const man = (personality: string): string => `{ type: supporting, personality: ${personality}, weapons: [cartridge-revolver] }`;

/**
 * The persuader P (index 0, Men) of `personality` at (2, 5) and the enemy T (index 1, Beasts: a
 * man of the other side) at `at`; `walls` as `[x, y, w, h]` rects.
 */
function pair(personality: string, at: readonly [number, number], walls: readonly (readonly [number, number, number, number])[] = []): QdSetup {
  return arena(
    [
      { name: 'P', qd: man(personality), side: 'Men', at: [2, 5] },
      { name: 'T', qd: man('ordinary'), side: 'Beasts', at },
    ],
    walls,
    3,
  );
}

/** Asks to persuade character 1. */
const persuadeAgent: SkirmishAgent = (_o, _s, out) => {
  out.action = ACT_PERSUADE;
  out.target = 1;
};
/** Fires at character 0. */
const fireAtP: SkirmishAgent = (_o, _s, out) => {
  out.action = ACT_FIRE;
  out.target = 0;
};

/** A world of `setup` on the forced dice `values` then sevens, everyone seen (no reaction test), a log kept. */
function world(setup: QdSetup, values: readonly number[], agents: readonly SkirmishAgent[] = [persuadeAgent, fireAtP]) {
  const w = forcedWorld(setup, agents, [...values, ...Array.from({ length: 80 }, () => 7)]);
  w.world.seen.fill(1);
  w.world.log = [];
  return w;
}

describe('Charismatic: the charm of an enemy next to him (QR-159)', () => {
  it('1: the enemy is repelled; a second try is refused, nothing rolled', () => {
    const { engine, world: w, stream } = world(pair('charismatic', [3, 5]), [1]);
    engine.playCard(0);
    expect(lineOf(w.log!, /P tries to charm T: rolls 1/)).toBeGreaterThanOrEqual(0);
    expect(w.repelled[0 * w.n + 1]).toBe(1);
    expect(w.swayedBy[1]).toBe(-1);
    expect(mayPersuade(w, 0, 1)).toBe(false);
    const draws = stream.draws;
    engine.playCard(0);
    expect(stream.draws).toBe(draws);
    expect(lineOf(w.log!, /P cannot try to persuade T now/)).toBeGreaterThanOrEqual(0);
    expect(w.swayedBy[1]).toBe(-1);
  });
  it('2-4: nothing, and he may try again (a 6 then charms him)', () => {
    const { engine, world: w } = world(pair('charismatic', [3, 5]), [3, 6]);
    engine.playCard(0);
    expect(w.swayedBy[1]).toBe(-1);
    expect(w.repelled[1]).toBe(0);
    expect(lineOf(w.log!, /T is not swayed \(P may try again\)/)).toBeGreaterThanOrEqual(0);
    engine.playCard(0);
    expect(w.swayedBy[1]).toBe(0);
    expect(w.swayHow[1]).toBe(SWAY_UNTIL_TEST);
  });
  it('5-9: the charmed man does not shoot when his agent asks to; a 5+ at a later card frees him and he shoots', () => {
    // P charms on a 7; T's first card: the test fails (3), the card passes; his second: 6 frees him.
    const { engine, world: w } = world(pair('charismatic', [3, 5]), [7, 3, 6]);
    engine.playCard(0);
    expect(w.swayedBy[1]).toBe(0);
    expect(w.swayHow[1]).toBe(SWAY_UNTIL_TEST);
    const before = w.log!.length;
    engine.playCard(1);
    const first = w.log!.slice(before);
    expect(lineOf(first, /T tests to shake off P's charm: rolls 3/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(first, /T is still under P's charm: his card passes/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(first, /T (draws and shoots|wants to shoot|fires)/)).toBe(-1);
    expect(w.shots[1]).toBe(0);
    // A shot or a blow asked of him outside his card (a response, a free action) is refused too, nothing rolled.
    const stream = w.stream;
    const draws = stream.draws;
    w.drawn[1] = 1;
    fire(w, 1, 0, SHOT_AUTO, 0, false);
    strike(w, 1, 0, 0, 0, 0, 0, false);
    expect(stream.draws).toBe(draws);
    expect(w.shots[1]).toBe(0);
    expect(w.log!.filter((l) => /T is under P's charm: he will not attack/.test(l)).length).toBe(2);
    w.drawn[1] = 0;
    const mid = w.log!.length;
    engine.playCard(1);
    const second = w.log!.slice(mid);
    expect(lineOf(second, /T tests to shake off P's charm: rolls 6/)).toBeGreaterThanOrEqual(0);
    expect(lineOf(second, /T is free of P's charm/)).toBeGreaterThanOrEqual(0);
    expect(w.swayedBy[1]).toBe(-1);
    expect(lineOf(second, /T fires his/)).toBeGreaterThanOrEqual(0);
    expect(w.shots[1]).toBe(1);
  });
  it('10 under +persuaded-stand-down: captivated, standing down, no test frees him, nor a hit; a 5-9 sway is broken by a hit', () => {
    const { engine, world: w, stream } = world({ ...pair('charismatic', [3, 5]), variant: parseQdVariant('text+persuaded-stand-down') }, [10]);
    engine.playCard(0);
    expect(w.swayHow[1]).toBe(SWAY_FOR_GOOD);
    const draws = stream.draws;
    for (let k = 0; k < 3; k++) engine.playCard(1);
    expect(stream.draws).toBe(draws);
    expect(w.log!.filter((l) => /T is under P's charm for good: his card passes/.test(l)).length).toBe(3);
    resolveHit(w, 1, 0, 0, 0);
    expect(w.swayedBy[1]).toBe(0);
    // A 7: until a test; a hit on him frees him.
    const b = world(pair('charismatic', [3, 5]), [7]);
    b.engine.playCard(0);
    expect(b.world.swayedBy[1]).toBe(0);
    resolveHit(b.world, 1, 0, 0, 0);
    expect(b.world.swayedBy[1]).toBe(-1);
    expect(lineOf(b.world.log!, /the hit frees T of P's charm/)).toBeGreaterThanOrEqual(0);
  });
  it('not beyond contact: an enemy two spaces off is no target', () => {
    const { engine, world: w, stream } = world(pair('charismatic', [4, 5]), [7]);
    engine.playCard(0);
    expect(stream.draws).toBe(0);
    expect(w.swayedBy[1]).toBe(-1);
    expect(lineOf(w.log!, /P cannot try to persuade T now/)).toBeGreaterThanOrEqual(0);
  });
});

describe('Dominant: the influence over an enemy within 10 paces in sight (QR-160)', () => {
  it('at 10 paces in sight: a 7 and he obeys until a test (fighting for P: switches-l.test.ts)', () => {
    const { engine, world: w } = world(pair('dominant', [12, 5]), [7]);
    engine.playCard(0);
    expect(lineOf(w.log!, /P tries to influence T: rolls 7/)).toBeGreaterThanOrEqual(0);
    expect(w.swayedBy[1]).toBe(0);
    expect(w.swayHow[1]).toBe(SWAY_UNTIL_TEST);
  });
  it('beyond 10 paces, or out of sight behind a wall: refused, nothing rolled', () => {
    const far = world(pair('dominant', [13, 5]), [7]);
    far.engine.playCard(0);
    expect(far.stream.draws).toBe(0);
    expect(far.world.swayedBy[1]).toBe(-1);
    const hidden = world(pair('dominant', [8, 5], [[5, 2, 1, 7]]), [7]);
    hidden.engine.playCard(0);
    expect(hidden.world.swayedBy[1]).toBe(-1);
    expect(lineOf(hidden.world.log!, /P tries to influence/)).toBe(-1);
    expect(lineOf(hidden.world.log!, /P cannot try to persuade T now/)).toBeGreaterThanOrEqual(0);
  });
  it('1: repelled, never influenced by him again', () => {
    const { engine, world: w } = world(pair('dominant', [8, 5]), [1, 9]);
    engine.playCard(0);
    expect(w.repelled[1]).toBe(1);
    engine.playCard(0);
    expect(w.swayedBy[1]).toBe(-1);
  });
});

describe('only a Charismatic or Dominant character persuades', () => {
  it('an ordinary character asking to persuade is refused, nothing rolled', () => {
    const { engine, world: w, stream } = world(pair('ordinary', [3, 5]), [10]);
    engine.playCard(0);
    expect(stream.draws).toBe(0);
    expect(w.swayedBy[1]).toBe(-1);
    expect(lineOf(w.log!, /P cannot try to persuade T now/)).toBeGreaterThanOrEqual(0);
  });
});

describe('the agents: the doctrine parameter `persuade` (default 0)', () => {
  /** The Charismatic P next to his enemy, as a gunfighter with the scenario's agent parameters `params` (the engine's `obs.params`). */
  function gunfighters(params: Record<string, number>): { setup: QdSetup; agents: SkirmishAgent[] } {
    const setup = withChar(pair('charismatic', [3, 5]), 0, { params });
    const agents = [agentFor({ doctrine: 'gunfighter', targeting: 'nearest', params }, 'quickdraw'), agentFor({ doctrine: 'gunfighter', targeting: 'nearest' }, 'quickdraw')];
    return { setup, agents };
  }
  /** What P's agent asks at PHASE_MOVE and PHASE_FIRE: action and target of each. */
  function asks(params: Record<string, number>): number[] {
    const { setup, agents } = gunfighters(params);
    const { engine, world: w } = forcedWorld(setup, agents, []);
    w.seen.fill(1);
    w.drawn[0] = 1;
    const out = emptyIntent();
    const got: number[] = [];
    for (const phase of [PHASE_MOVE, PHASE_FIRE]) {
      engine.observe(0, phase);
      expect(w.obs[0]!.persuadable[1]).toBe(1);
      Object.assign(out, emptyIntent());
      agents[0]!(w.obs[0]!, w.stream, out);
      got.push(out.action, out.target);
    }
    return got;
  }
  /** The log of `trials` trials of the two gunfighters (seeded stream). */
  function trialsLog(params: Record<string, number>, trials: number): string[] {
    const { setup, agents } = gunfighters(params);
    const engine = new QdEngine(setup, agents);
    const log: string[] = [];
    engine.world.log = log;
    engine.runBatch(streamFor('persuasion', setup.id, 0), trials, createQdAccumulator(setup));
    return log;
  }
  it('off: the agent never asks (he shoots); on: he charms the enemy next to him', () => {
    const off = asks({});
    expect(off[0]).not.toBe(ACT_PERSUADE);
    expect(off[2]).not.toBe(ACT_PERSUADE);
    expect(asks({ persuade: 0 })).toEqual(off);
    expect(asks({ persuade: 1 })).toEqual([ACT_PERSUADE, 1, ACT_PERSUADE, 1]);
  });
  it('on: a shot the doctrine aims at the man under his own sway goes to another enemy in reach (he is left to the last)', () => {
    const three = (params: Record<string, number>) =>
      withChar(
        arena(
          [
            { name: 'P', qd: man('charismatic'), side: 'Men', at: [2, 5] },
            { name: 'T', qd: man('ordinary'), side: 'Beasts', at: [3, 5] },
            { name: 'U', qd: man('ordinary'), side: 'Beasts', at: [8, 5] },
          ],
          [],
          3,
        ),
        0,
        { params },
      );
    const target = (params: Record<string, number>): number[] => {
      const agent = agentFor({ doctrine: 'gunfighter', targeting: 'nearest', params }, 'quickdraw');
      const { engine, world: w } = forcedWorld(three(params), [agent, idleAgent, idleAgent], []);
      w.seen.fill(1);
      w.drawn[0] = 1;
      w.swayedBy[1] = 0;
      w.swayHow[1] = SWAY_UNTIL_TEST;
      engine.observe(0, PHASE_FIRE);
      expect(Array.from(w.obs[0]!.persuadable)).toEqual([0, 2, 0]);
      const out = emptyIntent();
      agent(w.obs[0]!, w.stream, out);
      return [out.action, out.target];
    };
    expect(target({ persuade: 1 })).toEqual([ACT_FIRE, 2]);
    expect(target({})).toEqual([ACT_FIRE, 1]);
  });
  it('off, whole trials of the Charismatic gunfighter against his neighbour: no charm is ever tried (on: it is)', () => {
    expect(lineOf(trialsLog({}, 40), /tries to charm/)).toBe(-1);
    expect(lineOf(trialsLog({ persuade: 1 }, 40), /P tries to charm T/)).toBeGreaterThanOrEqual(0);
  });
});
