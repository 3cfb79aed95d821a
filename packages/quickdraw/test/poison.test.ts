/**
 * Poison (REEL 6, POISON) on forced dice: a character injured (a Hit, a card lost) by a poisoned
 * weapon or a venomous beast tests with his action dice; 1-4 is two lethal hits more; Frail reduced
 * dice, Tough rerolls; a graze, or an unpoisoned weapon, calls for no test; `poisoned` must name his
 * own weapons.
 */
import { describe, expect, it } from 'vitest';
import { BLOW_STANDARD, parseScenario, SHOT_DELIBERATE, STATUS_UP } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { BY_SHOOTING, resolveHit } from '../src/skirmish/effects.ts';
import { strike } from '../src/skirmish/fighting.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { Q_POISON_FAILED, Q_POISON_TESTS } from '../src/skirmish/counts.ts';
import { cardsLeft, type QdWorld } from '../src/skirmish/world.ts';
import { arena, arenaText } from './beast-helpers.ts';
import { forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

const q = (world: QdWorld, k: number): number => world.acc[world.qAt + k]!;
const L = (world: QdWorld): string[] => world.log ?? [];
const CROW = '{ type: supporting, personality: ordinary, weapons: [bow, knife], poisoned: [bow] }';

/** The Crow (0, poisoned bow) 8 paces from a target (1) of stat block `target`. */
function crowAnd(target: string, values: readonly number[]) {
  const setup = arena([
    { name: 'Crow', qd: CROW, side: 'Men', at: [10, 10] },
    { name: 'Target', qd: target, side: 'Beasts', at: [18, 10], facing: 'W' },
  ]);
  const r = forcedWorld(setup, [idleAgent, idleAgent], values);
  r.world.log = [];
  return r;
}

const HERO = '{ type: hero, personality: ordinary, weapons: [cartridge-revolver] }';

describe('the poison test', () => {
  it('failed (1-4): two lethal hits more, before his courage test', () => {
    // The hero's effect roll 2D10 best 4, 4 at DV 0: 1 hit. Poison 2D10 best 3, 2: failed. Courage 7, 7.
    const { world, stream } = crowAnd(HERO, [4, 4, 3, 2, 7, 7]);
    resolveHit(world, 1, 0, 0, 0, BY_SHOOTING, 1);
    expect(world.lethal[1]).toBe(3);
    expect(cardsLeft(world, 1)).toBe(1);
    expect(q(world, Q_POISON_TESTS)).toBe(1);
    expect(q(world, Q_POISON_FAILED)).toBe(1);
    expect(lineOf(L(world), /Target tests against the poison: rolls 3/)).toBeLessThan(lineOf(L(world), /Target takes a courage test/));
    expect(stream.draws).toBe(6);
  });

  it('passed (5+): nothing more', () => {
    const { world } = crowAnd(HERO, [4, 4, 8, 2, 7, 7]);
    resolveHit(world, 1, 0, 0, 0, BY_SHOOTING, 1);
    expect(world.lethal[1]).toBe(1);
    expect(q(world, Q_POISON_TESTS)).toBe(1);
    expect(q(world, Q_POISON_FAILED)).toBe(0);
  });

  it('a graze or a courage test result is no injury: no test', () => {
    const graze = crowAnd(HERO, [10, 2]);
    resolveHit(graze.world, 1, 0, 0, 0, BY_SHOOTING, 1);
    expect(q(graze.world, Q_POISON_TESTS)).toBe(0);
    expect(graze.stream.draws).toBe(2);
    const shaken = crowAnd(HERO, [9, 2, 7, 7]);
    resolveHit(shaken.world, 1, 0, 0, 0, BY_SHOOTING, 1);
    expect(q(shaken.world, Q_POISON_TESTS)).toBe(0);
  });

  it('an unpoisoned weapon calls for no test', () => {
    const { world, stream } = crowAnd(HERO, [4, 4, 7, 7]);
    resolveHit(world, 1, 0, 0, 0, BY_SHOOTING, 0);
    expect(world.lethal[1]).toBe(1);
    expect(q(world, Q_POISON_TESTS)).toBe(0);
    expect(stream.draws).toBe(4);
  });

  it('a shot from the poisoned bow calls for it; a blow of the (unpoisoned) knife does not', () => {
    // Bow (1D10): 6, a hit at 8 paces (normal impact). Effect 4, 4; poison 3, 2; courage 7, 7.
    const shot = crowAnd(HERO, [6, 4, 4, 3, 2, 7, 7]);
    fire(shot.world, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(q(shot.world, Q_POISON_FAILED)).toBe(1);
    expect(shot.world.lethal[1]).toBe(3);
    const setup = arena([
      { name: 'Crow', qd: CROW, side: 'Men', at: [10, 10] },
      { name: 'Target', qd: HERO, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    // The knife (the Crow's fighting weapon), 1D10: 6; effect 4, 4; courage 7, 7.
    const cut = forcedWorld(setup, [idleAgent, idleAgent], [6, 4, 4, 7, 7]);
    strike(cut.world, 0, 1, BLOW_STANDARD, 0, 0, 0, true);
    expect(cut.world.lethal[1]).toBe(1);
    expect(q(cut.world, Q_POISON_TESTS)).toBe(0);
  });

  it('Frail: reduced dice (a hero rolls 1D10)', () => {
    const { world, stream } = crowAnd('{ type: hero, personality: ordinary, skills: [frail], weapons: [cartridge-revolver] }', [4, 4, 3, 7, 7]);
    resolveHit(world, 1, 0, 0, 0, BY_SHOOTING, 1);
    expect(lineOf(L(world), /Target tests against the poison: rolls 3 \(reduced x1\)/)).toBeGreaterThan(-1);
    expect(q(world, Q_POISON_FAILED)).toBe(1);
    expect(stream.draws).toBe(5);
  });

  it('Frail: reduced dice (a supporting character rolls 2D10 and takes the worst)', () => {
    // Effect 1D10 4: 1 hit (one card left). Poison 2D10 worst 9, 4: failed, and he is out.
    const { world, stream } = crowAnd('{ type: supporting, personality: ordinary, skills: [frail], weapons: [cartridge-revolver] }', [4, 9, 4]);
    resolveHit(world, 1, 0, 0, 0, BY_SHOOTING, 1);
    expect(q(world, Q_POISON_FAILED)).toBe(1);
    expect(world.status[1]).not.toBe(STATUS_UP);
    expect(stream.draws).toBe(3);
  });

  it('Tough: a failed test is rerolled and the second stands', () => {
    const tough = crowAnd('{ type: supporting, personality: ordinary, skills: [tough], weapons: [cartridge-revolver] }', [4, 3, 8, 7]);
    resolveHit(tough.world, 1, 0, 0, 0, BY_SHOOTING, 1);
    expect(lineOf(L(tough.world), /Target rerolls \(trait\): 8/)).toBeGreaterThan(-1);
    expect(q(tough.world, Q_POISON_FAILED)).toBe(0);
    expect(tough.world.lethal[1]).toBe(1);
    expect(tough.world.status[1]).toBe(STATUS_UP);
    // Without Tough the same 3 fails: two lethal hits take his last card.
    const plain = crowAnd('{ type: supporting, personality: ordinary, weapons: [cartridge-revolver] }', [4, 3]);
    resolveHit(plain.world, 1, 0, 0, 0, BY_SHOOTING, 1);
    expect(q(plain.world, Q_POISON_FAILED)).toBe(1);
    expect(plain.world.status[1]).not.toBe(STATUS_UP);
    expect(plain.stream.draws).toBe(2);
  });

  it('already down from the hit, he takes no test', () => {
    const { world, stream } = crowAnd('{ type: minor, personality: ordinary, weapons: [cartridge-revolver] }', [4]);
    resolveHit(world, 1, 0, 0, 0, BY_SHOOTING, 1);
    expect(world.status[1]).not.toBe(STATUS_UP);
    expect(q(world, Q_POISON_TESTS)).toBe(0);
    expect(stream.draws).toBe(1);
  });
});

describe('venom', () => {
  function bitten(animal: string, values: readonly number[]) {
    const setup = arena([
      { name: 'Jed', qd: '{ type: supporting, personality: ordinary, weapons: [cartridge-revolver] }', side: 'Men', at: [10, 10] },
      { name: 'Beast', qd: `{ animal: ${animal} }`, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const r = forcedWorld(setup, [idleAgent, idleAgent], values);
    r.world.log = [];
    strike(r.world, 1, 0, BLOW_STANDARD, 0, 0, 0, true);
    return r;
  }

  it("a snake's bite that injures calls for the poison test", () => {
    // The snake's 1D10: 6, a hit. Jed's effect 4 at DV 0: 1 hit. Poison 3: failed.
    const { world } = bitten('snake', [6, 4, 3]);
    expect(q(world, Q_POISON_TESTS)).toBe(1);
    expect(world.status[0]).not.toBe(STATUS_UP);
  });

  it("a dog's bite does not", () => {
    const { world, stream } = bitten('dog', [6, 2, 4, 7]);
    expect(q(world, Q_POISON_TESTS)).toBe(0);
    expect(world.lethal[0]).toBe(1);
    expect(stream.draws).toBe(4);
  });
});

describe('stats.quickdraw.poisoned', () => {
  const compile = (qd: string): string => {
    try {
      const text = arenaText([
        { name: 'Jed', qd, side: 'Men', at: [1, 1] },
        { name: 'Cat', qd: '{ animal: large-cat }', side: 'Beasts', at: [3, 3] },
      ]);
      compileScenario(getSystem('quickdraw'), parseScenario(text, 'arena.yaml'), {});
    } catch (e) {
      return (e as Error).message;
    }
    return 'compiled';
  };

  it('each must be one of his weapons: one line naming the field and his weapons', () => {
    const m = compile('{ type: minor, personality: ordinary, weapons: [cartridge-revolver], poisoned: [bow] }');
    expect(m.split('\n')).toHaveLength(1);
    expect(m).toMatch(/^arena\.yaml: characters\[0\]\.stats\.quickdraw\.poisoned\[0\]: expected one of his weapons \(cartridge-revolver\).*found "bow"/);
    expect(compile('{ type: minor, personality: ordinary, weapons: [knife], poisoned: [knife] }')).toBe('compiled');
    const unknown = compile('{ type: minor, personality: ordinary, weapons: [knife], poisoned: [arrows] }');
    expect(unknown).toMatch(/characters\[0\]\.stats\.quickdraw\.poisoned\[0\]: expected one of/);
  });

  it('compiles into the weapon', () => {
    const setup = arena([
      { name: 'Crow', qd: CROW, side: 'Men', at: [1, 1] },
      { name: 'Cat', qd: '{ animal: large-cat }', side: 'Beasts', at: [3, 3] },
    ]);
    const ws = setup.characters[0]!.weapons;
    expect(ws.map((w) => [w.id, w.poisoned])).toEqual([
      ['bow', 1],
      ['knife', 0],
      ['fists', 0],
    ]);
    expect(setup.characters[0]!.profile.casting.some((l) => /poisoned: bow/.test(l))).toBe(true);
  });
});
