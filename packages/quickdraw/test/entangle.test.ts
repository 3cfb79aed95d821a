/**
 * Entangling and restraining on forced dice (entangle.ts; quick-on-the-draw.md, REEL 6,
 * ENTANGLING OR RESTRAINING OPPONENTS and ATTEMPTING TO ESCAPE FROM ENTANGLEMENT; REEL 4's "a net,
 * lasso, bolas or whip it becomes entangled"; RULINGS.md QR-71..QR-74): a throw that hits puts the
 * target on the entanglement chart (twice on a 10), every chart result, the reach, the escape
 * chart with its rerolls and reduced dice, restraint by strength, the whip's lash, and the
 * accumulator's sections.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, BLOW_RESTRAIN, parseScenario, placeAt, SHOT_AUTO, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { createQdAccumulator, qdCounts, type QdSetup } from '../src/index.ts';
import { BY_RESTRAINT, BY_WEAPON, ENT_BARELY, ENT_ENTANGLED, ENT_FREE, ENT_PARTIALLY, ENT_TRAPPED, escapeOnCard } from '../src/skirmish/entangle.ts';
import { strike } from '../src/skirmish/fighting.ts';
import { moveToward } from '../src/skirmish/movement.ts';
import { fire, inReach } from '../src/skirmish/shooting.ts';
import { Q_ENTANGLED, Q_ESCAPES } from '../src/skirmish/counts.ts';
import { type QdWorld } from '../src/skirmish/world.ts';
import { forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

const W = 20;
const block = (weapons: string, skills = ''): string => `{ type: minor, personality: ordinary, skills: [${skills}], weapons: [${weapons}] }`;

interface Who {
  readonly x: number;
  readonly y?: number;
  readonly side: 'A' | 'B';
  readonly weapons?: string;
  readonly skills?: string;
}

/** A 20 x 5 street with minor characters named A, B, C... (index order), each drawn with his first weapon. */
function setupOf(...who: Who[]): QdSetup {
  const chars = who
    .map((w, k) => `  - { name: ${String.fromCharCode(65 + k)}, stats: { quickdraw: ${block(w.weapons ?? 'cartridge-revolver', w.skills)} }, side: ${w.side}, position: [${w.x}, ${w.y ?? 2}], facing: ${w.side === 'A' ? 'E' : 'W'}, drawn: true, weapons: [], agent: { doctrine: standing } }`)
    .join('\n');
  const text = `
name: entangle
map: { width: ${W}, height: 5, exits: [] }
sides: [{ name: A }, { name: B }]
characters:
${chars}
`;
  return compileScenario(getSystem('quickdraw'), parseScenario(text, 'entangle.yaml'), {}) as QdSetup;
}

function world(setup: QdSetup, dice: number[]): { w: QdWorld; draws: () => number } {
  const { world: w, stream } = forcedWorld(setup, setup.characters.map(() => idleAgent), dice);
  w.log = [];
  w.seen.fill(1);
  return { w, draws: () => stream.draws };
}
const q = (w: QdWorld, k: number): number => w.acc[w.qAt + k]!;
/** A lasso thrower (A) 5 paces from B. */
const LASSO = setupOf({ x: 2, side: 'A', weapons: 'entangling' }, { x: 7, side: 'B' });

describe('a net, lasso or bolas thrown (QR-71, QR-72)', () => {
  it('a hit puts the target on the entanglement chart with his own dice, instead of the effects of a hit', () => {
    const { w, draws } = world(LASSO, [7, 6]);
    fire(w, 0, 1, SHOT_AUTO, 0, false);
    expect([w.entangled[1], w.entangledHow[1]]).toEqual([ENT_PARTIALLY, BY_WEAPON]);
    expect(lineOf(w.log!, /B rolls on the entanglement chart: rolls 6/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /for the effect/)).toBe(-1);
    expect(w.lethal[1]).toBe(0);
    expect(q(w, Q_ENTANGLED)).toBe(1);
    expect(draws()).toBe(2);
    // Recoiled after each use (RELOADING WEAPONS).
    expect(w.loaded[0 * w.maxW + 0]).toBe(0);
  });

  it.each([
    [10, ENT_BARELY, 0],
    [9, ENT_PARTIALLY, 0],
    [5, ENT_PARTIALLY, 0],
    [4, ENT_ENTANGLED, 1],
    [2, ENT_ENTANGLED, 1],
    [1, ENT_TRAPPED, 1],
  ])('the chart: a roll of %i is level %i, defenceless %i', (roll, level, defenceless) => {
    const { w } = world(LASSO, [6, roll]);
    fire(w, 0, 1, SHOT_AUTO, 0, false);
    expect([w.entangled[1], w.defenceless[1]]).toEqual([level, defenceless]);
  });

  it('a 10 to hit: he rolls twice and the worse result stands', () => {
    const { w } = world(LASSO, [10, 8, 3]);
    fire(w, 0, 1, SHOT_AUTO, 0, false);
    expect(w.entangled[1]).toBe(ENT_ENTANGLED);
    expect(lineOf(w.log!, /B rolls again on the entanglement chart/)).toBeGreaterThan(-1);
  });

  it('a result better than how he is already caught leaves him as he was (QR-73)', () => {
    const { w } = world(LASSO, [6, 10]);
    w.entangled[1] = ENT_ENTANGLED;
    fire(w, 0, 1, SHOT_AUTO, 0, false);
    expect(w.entangled[1]).toBe(ENT_ENTANGLED);
  });

  it('a miss catches nothing; a 1 entangles the lasso itself (freed like a jam)', () => {
    const miss = world(LASSO, [3]);
    fire(miss.w, 0, 1, SHOT_AUTO, 0, false);
    expect([miss.w.entangled[1], miss.w.jammed[0]]).toEqual([ENT_FREE, 0]);
    const one = world(LASSO, [1]);
    fire(one.w, 0, 1, SHOT_AUTO, 0, false);
    expect([one.w.entangled[1], one.w.jammed[0]]).toEqual([ENT_FREE, 1]);
    expect(lineOf(one.w.log!, /Damn It! the Lasso, bolas or net becomes entangled/)).toBeGreaterThan(-1);
  });

  it('reach: a lasso within 8 paces, a whip within 3, no long throws', () => {
    for (const [weapons, range] of [['entangling', 8], ['whip', 3]] as const) {
      const near = world(setupOf({ x: 2, side: 'A', weapons }, { x: 2 + range, side: 'B' }), []).w;
      const far = world(setupOf({ x: 2, side: 'A', weapons }, { x: 3 + range, side: 'B' }), []).w;
      const spec = near.setup.characters[0]!.weapons[0]!;
      expect([weapons, inReach(near, 0, 1, spec), inReach(far, 0, 1, spec)]).toEqual([weapons, true, false]);
    }
  });
});

describe('the whip', () => {
  it('entangles a free target; lashes one already caught, a hasty shot of light impact', () => {
    const setup = setupOf({ x: 2, side: 'A', weapons: 'whip' }, { x: 4, side: 'B' });
    const free = world(setup, [7, 6]).w;
    fire(free, 0, 1, SHOT_AUTO, 0, false);
    expect(free.entangled[1]).toBe(ENT_PARTIALLY);
    // Caught already (partially: not defenceless): the lash hits at DV 0 + 2 (hasty) + 1 (light impact).
    const caught = world(setup, [7, 5, 7]).w;
    caught.entangled[1] = ENT_PARTIALLY;
    fire(caught, 0, 1, SHOT_AUTO, 0, false);
    expect(lineOf(caught.log!, /A fires his Whip at B \(hasty shot/)).toBeGreaterThan(-1);
    expect(lineOf(caught.log!, /B rolls 5 for the effect at DV 3/)).toBeGreaterThan(-1);
  });
});

describe('escaping (ATTEMPTING TO ESCAPE FROM ENTANGLEMENT, QR-74)', () => {
  const caught = (level: number, dice: number[], setup = LASSO): { w: QdWorld; draws: () => number; acts: boolean } => {
    const r = world(setup, dice);
    r.w.entangled[1] = level;
    r.w.entangledHow[1] = BY_WEAPON;
    const acts = escapeOnCard(r.w, 1);
    return { ...r, acts };
  };

  it('barely: a success frees him and he may act; partially: 5-9 frees him, his card is over; 10 he acts', () => {
    const barely = caught(ENT_BARELY, [5]);
    expect([barely.acts, barely.w.entangled[1], q(barely.w, Q_ESCAPES)]).toEqual([true, ENT_FREE, 1]);
    const partly = caught(ENT_PARTIALLY, [5]);
    expect([partly.acts, partly.w.entangled[1]]).toEqual([false, ENT_FREE]);
    const ten = caught(ENT_PARTIALLY, [10]);
    expect([ten.acts, ten.w.entangled[1]]).toEqual([true, ENT_FREE]);
    expect(lineOf(ten.w.log!, /That Was Easy!/)).toBeGreaterThan(-1);
  });

  it("2-4 I Won't Give Up!: no change; 1 It's Getting Worse!: one level worse (defenceless from entangled on)", () => {
    const no = caught(ENT_PARTIALLY, [3]);
    expect([no.acts, no.w.entangled[1], no.w.defenceless[1]]).toEqual([false, ENT_PARTIALLY, 0]);
    const worse = caught(ENT_PARTIALLY, [1]);
    expect([worse.w.entangled[1], worse.w.defenceless[1]]).toEqual([ENT_ENTANGLED, 1]);
    const trapped = caught(ENT_ENTANGLED, [1, 1]);
    expect(trapped.w.entangled[1]).toBe(ENT_TRAPPED);
  });

  it('entangled: a difficult escape on reduced dice (a minor character: 2D10, the worst)', () => {
    const stays = caught(ENT_ENTANGLED, [9, 4]);
    expect(stays.w.entangled[1]).toBe(ENT_ENTANGLED);
    expect(lineOf(stays.w.log!, /B tries to escape: rolls 4 \(worst of 9, 4\) \(reduced x1\)/)).toBeGreaterThan(-1);
    expect(caught(ENT_ENTANGLED, [9, 6]).w.entangled[1]).toBe(ENT_FREE);
  });

  it('completely trapped: no escape without help; with a friend in contact, reduced dice and a reroll', () => {
    const alone = caught(ENT_TRAPPED, []);
    expect([alone.acts, alone.w.entangled[1], alone.w.defenceless[1], alone.draws()]).toEqual([false, ENT_TRAPPED, 1, 0]);
    const helped = caught(ENT_TRAPPED, [3, 9, 9, 8], setupOf({ x: 2, side: 'A', weapons: 'entangling' }, { x: 7, side: 'B' }, { x: 8, side: 'B' }));
    expect(lineOf(helped.w.log!, /C helps B/)).toBeGreaterThan(-1);
    expect(helped.w.entangled[1]).toBe(ENT_FREE);
  });

  it('a tool or weapon (a knife) and Strong reroll a failure', () => {
    const knife = caught(ENT_PARTIALLY, [3, 6], setupOf({ x: 2, side: 'A', weapons: 'entangling' }, { x: 7, side: 'B', weapons: 'knife, cartridge-revolver' }));
    expect(knife.w.entangled[1]).toBe(ENT_FREE);
    const strong = caught(ENT_PARTIALLY, [3, 6], setupOf({ x: 2, side: 'A', weapons: 'entangling' }, { x: 7, side: 'B', skills: 'strong' }));
    expect(strong.w.entangled[1]).toBe(ENT_FREE);
    const neither = caught(ENT_PARTIALLY, [3, 6]);
    expect(neither.w.entangled[1]).toBe(ENT_PARTIALLY);
  });

  it('an entangled character takes no step, and his card goes to escaping', () => {
    const { w } = world(LASSO, [3]);
    w.entangled[1] = ENT_PARTIALLY;
    const from = w.cell[1]!;
    moveToward(w, 1, from + 5, 16, 'moves');
    expect(w.cell[1]).toBe(from);
    const shooter: SkirmishAgent = (_o, _s, out) => {
      out.action = ACT_FIRE;
      out.target = 0;
    };
    const { engine, world: e, stream } = forcedWorld(LASSO, [idleAgent, shooter], [3]);
    e.seen.fill(1);
    e.entangled[1] = ENT_PARTIALLY;
    e.entangledHow[1] = BY_WEAPON;
    engine.playCard(1);
    expect([e.shots[1], e.entangled[1], stream.draws]).toEqual([0, ENT_PARTIALLY, 1]);
  });
});

describe('restraining by brute strength (QR-71)', () => {
  const GRAPPLE = setupOf({ x: 2, side: 'A', weapons: 'fists' }, { x: 3, side: 'B' }, { x: 2, y: 3, side: 'A', weapons: 'fists' });

  it('a grapple that hits restrains: the chart instead of the effects of a hit; he is held while the restrainer stays', () => {
    const { w, draws } = world(GRAPPLE, [6, 7]);
    strike(w, 0, 1, BLOW_RESTRAIN, 0, 0, 0, false);
    expect([w.entangled[1], w.entangledHow[1], w.restraining[0]]).toEqual([ENT_PARTIALLY, BY_RESTRAINT, 1]);
    expect(lineOf(w.log!, /B is held by A: Partially entangled or restrained/)).toBeGreaterThan(-1);
    expect(draws()).toBe(2);
    // A lets go (steps away): B is free on his card without a roll, and plays it.
    placeAt(w, 0, 0);
    expect(escapeOnCard(w, 1)).toBe(true);
    expect([w.entangled[1], w.restraining[0], draws()]).toEqual([ENT_FREE, -1, 2]);
  });

  it('a 10 on the grapple: the worse of two rolls; a miss restrains nobody', () => {
    const ten = world(GRAPPLE, [10, 8, 2]).w;
    strike(ten, 0, 1, BLOW_RESTRAIN, 0, 0, 0, false);
    expect(ten.entangled[1]).toBe(ENT_ENTANGLED);
    const miss = world(GRAPPLE, [3]).w;
    strike(miss, 0, 1, BLOW_RESTRAIN, 0, 0, 0, false);
    expect([miss.entangled[1], miss.restraining[0]]).toEqual([ENT_FREE, -1]);
  });

  it('two or more restraining him: his escape is on reduced dice', () => {
    const { w } = world(GRAPPLE, [6, 7, 6, 8, 9, 4]);
    strike(w, 0, 1, BLOW_RESTRAIN, 0, 0, 0, false);
    strike(w, 2, 1, BLOW_RESTRAIN, 0, 0, 0, false);
    expect(escapeOnCard(w, 1)).toBe(false);
    expect(lineOf(w.log!, /B tries to escape: rolls 4 \(worst of 9, 4\) \(reduced x1\)/)).toBeGreaterThan(-1);
    expect(w.entangled[1]).toBe(ENT_PARTIALLY);
  });
});

describe('the results sections', () => {
  it('entanglement and terrain are shown where the scenario can have them', () => {
    const ids = (s: QdSetup): string[] => (qdCounts(s, createQdAccumulator(s)).sections ?? []).map((x) => x.id);
    expect(ids(LASSO)).toContain('quickdraw.entanglement');
    expect(ids(LASSO)).not.toContain('quickdraw.terrain');
    const plain = setupOf({ x: 2, side: 'A' }, { x: 7, side: 'B' });
    expect(ids(plain)).not.toContain('quickdraw.entanglement');
  });
});
