/**
 * Weapons lying on the map (the scenario's `items`) under Quick on the Draw (RULINGS.md QR-182):
 * compiled as slots of every character's, not his until he picks one up (a basic action, no test,
 * combined with a move that ends on it: REEL 3, BASIC ACTIONS), then in hand and usable; an item
 * picked up is gone for everyone else; Coffeyville's unarmed townsmen arm themselves from Isham's
 * counter.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ACT_DRAW, ACT_PICK_UP, loadScenario, parseScenario, PHASE_MOVE, QD_RATE_FULL, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem, scenarioAgents } from '@deadeye/registry';
import { replayQdTrial, type QdSetup } from '../src/index.ts';
import { forcedWorld, idleAgent } from './qd-helpers.ts';

const system = getSystem('quickdraw');

/** A street with an unarmed clerk (Law) beside two items and an outlaw 33 spaces east, out of his revolver's reach. */
function yard(items: string, clerkAt = '[3, 4]'): string {
  return `name: Items yard
map: { width: 40, height: 9, default: street }
sides: [{ name: Law }, { name: Outlaws }]
characters:
  - name: Clerk
    side: Law
    position: ${clerkAt}
    facing: E
    weapons: []
    stats: { quickdraw: { type: supporting, personality: ordinary, skills: [], weapons: [] } }
    agent: { doctrine: rifleman, targeting: nearest }
  - name: Outlaw
    side: Outlaws
    position: [36, 4]
    facing: W
    weapons: [{ code: SAR6 }]
    stats: { quickdraw: { type: supporting, personality: ordinary, skills: [], weapons: [cartridge-revolver] } }
    agent: { doctrine: standing }
items: ${items}
maxTurns: 12
`;
}

function compile(text: string): QdSetup {
  return compileScenario(system, parseScenario(text, 'items.yaml'), {}) as QdSetup;
}

const TWO = '[{ at: [5, 4], code: 15R, loaded: 1 }, { at: [3, 6], code: 2SG, loaded: 0, spare: 10 }]';
const CLERK = 0;
const OUTLAW = 1;

describe('items compiled', () => {
  const setup = compile(yard(TWO));

  it('each item is a slot of every character after what he carries, fists still last', () => {
    expect(setup.items).toEqual([
      { cell: 4 * 40 + 5, loaded: 1, owner: -1, weapon: -1 },
      { cell: 6 * 40 + 3, loaded: 0, owner: -1, weapon: -1 },
    ]);
    expect(setup.characters[CLERK]!.carried).toBe(0);
    expect(setup.characters[CLERK]!.weapons.map((w) => w.id)).toEqual(['repeating-rifle', 'double-barrelled-shotgun', 'fists']);
    expect(setup.characters[OUTLAW]!.carried).toBe(1);
    expect(setup.characters[OUTLAW]!.weapons.map((w) => w.id)).toEqual(['cartridge-revolver', 'repeating-rifle', 'double-barrelled-shotgun', 'fists']);
  });

  it('an item with no Quick on the Draw weapon is refused with the field named', () => {
    expect(() => compile(yard('[{ at: [5, 4], code: NOSUCH }]'))).toThrow(/items\.yaml: items\[0\]\.code: NOSUCH has no Quick on the Draw weapon/);
  });

  it('at the start an item is not his: nothing loaded or spare in his observation, fists in hand, the items on their cells', () => {
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [5]);
    expect(world.inHand[CLERK]).toBe(2);
    expect(world.inHand[OUTLAW]).toBe(0);
    expect(Array.from(world.itemCell)).toEqual([4 * 40 + 5, 6 * 40 + 3]);
    const o = world.obs[CLERK]!;
    expect(o.itemCount).toBe(2);
    expect(Array.from(o.itemCell)).toEqual([4 * 40 + 5, 6 * 40 + 3]);
    expect(o.spare[0]).toBe(0);
    expect(o.spare[1]).toBe(0);
    // The outlaw's own revolver is his; the items are not.
    expect(world.faceDown[OUTLAW * world.maxW + 0]).toBe(0);
    expect(world.faceDown[OUTLAW * world.maxW + 1]).toBe(1);
  });
});

/** Declares `action` (weapon `k`) with no move on every decision. */
function declaring(action: number, k: number): SkirmishAgent {
  return (_o, _s, out) => {
    out.action = action;
    out.weapon = k;
  };
}

describe('picking up', () => {
  it('standing on it: the card\'s action, no test; in hand, drawn, loaded as it lay; gone from the map', () => {
    const setup = compile(yard(TWO, '[5, 4]'));
    const { engine, world, stream } = forcedWorld(setup, [declaring(ACT_PICK_UP, 0), idleAgent], [5, 5, 5, 5]);
    world.seen.fill(1);
    world.log = [];
    engine.playCard(CLERK);
    expect(stream.draws).toBe(0);
    expect(world.itemCell[0]).toBe(-1);
    expect(world.inHand[CLERK]).toBe(0);
    expect(world.drawn[CLERK]).toBe(1);
    expect(world.faceDown[CLERK * world.maxW + 0]).toBe(0);
    expect(world.loaded[CLERK * world.maxW + 0]).toBe(1);
    expect(world.obs[CLERK]!.spare[0]).toBe(99);
    expect(world.log).toContain('    Clerk picks up the Repeating rifle at (5,4)');
  });

  it('an empty item is picked up empty', () => {
    const setup = compile(yard(TWO, '[3, 6]'));
    const { engine, world } = forcedWorld(setup, [declaring(ACT_PICK_UP, 1), idleAgent], [5, 5, 5, 5]);
    world.seen.fill(1);
    engine.playCard(CLERK);
    expect(world.inHand[CLERK]).toBe(1);
    expect(world.loaded[CLERK * world.maxW + 1]).toBe(0);
  });

  it('refused from another cell, and an item already taken', () => {
    const setup = compile(yard(TWO));
    const { engine, world } = forcedWorld(setup, [declaring(ACT_PICK_UP, 0), idleAgent], [5, 5, 5, 5]);
    world.seen.fill(1);
    engine.playCard(CLERK);
    expect(world.itemCell[0]).toBe(4 * 40 + 5);
    expect(world.inHand[CLERK]).toBe(2);
    expect(world.faceDown[CLERK * world.maxW + 0]).toBe(1);
    // Taken by someone else: the clerk, now on its cell, finds nothing.
    world.itemCell[0] = -1;
    world.cell[CLERK] = 4 * 40 + 5;
    engine.playCard(CLERK);
    expect(world.inHand[CLERK]).toBe(2);
    expect(world.faceDown[CLERK * world.maxW + 0]).toBe(1);
  });

  it('an item still lying cannot be drawn', () => {
    const setup = compile(yard(TWO));
    const { engine, world } = forcedWorld(setup, [declaring(ACT_DRAW, 0), idleAgent], [5, 5, 5, 5]);
    world.seen.fill(1);
    engine.playCard(CLERK);
    expect(world.inHand[CLERK]).toBe(2);
  });

  it('on the move: a move that ends on the item picks it up on the same card', () => {
    const setup = compile(yard(TWO));
    const mover: SkirmishAgent = (o, _s, out) => {
      if (o.phase !== PHASE_MOVE) return;
      out.moveTo = 4 * 40 + 5;
      out.rate = QD_RATE_FULL;
      out.action = ACT_PICK_UP;
      out.weapon = 0;
    };
    // The move's test (5: made).
    const { engine, world } = forcedWorld(setup, [mover, idleAgent], [5, 5, 5, 5, 5]);
    world.seen.fill(1);
    world.log = [];
    engine.playCard(CLERK);
    expect(world.cell[CLERK]).toBe(4 * 40 + 5);
    expect(world.itemCell[0]).toBe(-1);
    expect(world.inHand[CLERK]).toBe(0);
  });
});

describe('with the agents', () => {
  it('the unarmed rifleman fetches the nearest weapon (the rifle, or the shotgun after falling back toward it) and fires it', () => {
    const setup = compile(yard(TWO));
    const agents = scenarioAgents(system, setup);
    let fetched = 0;
    let fired = 0;
    for (let t = 0; t < 10; t++) {
      const log = replayQdTrial(setup, agents, 'items', t).log;
      if (log.some((l) => /Clerk picks up the (Repeating rifle at \(5,4\)|Double-barrelled shotgun at \(3,6\))/.test(l))) fetched++;
      if (log.some((l) => /Clerk fires his (Repeating rifle|Double-barrelled shotgun) at Outlaw/.test(l))) fired++;
    }
    expect(fetched).toBe(10);
    expect(fired).toBeGreaterThan(5);
  });

  it('Coffeyville: the five unarmed townsmen arm themselves from Isham\'s counter, each item once', () => {
    const setup = compileScenario(system, loadScenario(fileURLToPath(new URL('../../../scenarios/coffeyville.yaml', import.meta.url))), {}) as QdSetup;
    const agents = scenarioAgents(system, setup);
    const names = ['Lucius Baldwin', 'George Cubine', 'Charles Brown', 'Thomas Ayres', 'T. A. Reynolds'];
    const armed = new Map(names.map((n) => [n, 0]));
    let shots = 0;
    for (let t = 0; t < 12; t++) {
      const log = replayQdTrial(setup, agents, 'items', t).log;
      const picks = log.filter((l) => / picks up the /.test(l));
      // No item is picked up twice.
      const at = picks.map((l) => / at (\(\d+,\d+\))/.exec(l)![1]);
      expect(new Set(at).size).toBe(at.length);
      for (const n of names) if (picks.some((l) => l.includes(`${n} picks up`))) armed.set(n, armed.get(n)! + 1);
      shots += log.filter((l) => names.some((n) => l.includes(`${n} fires his`))).length;
    }
    for (const n of names) expect(armed.get(n), n).toBeGreaterThan(0);
    expect(shots).toBeGreaterThan(0);
  }, 60_000);
});
