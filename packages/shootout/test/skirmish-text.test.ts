/**
 * The rows of shootout.txt the skirmish engine reads, checked against the seed text: the command
 * point costs ("1. Command Points"), the to-hit and saving throw situational modifiers ("3. Ranged
 * Combat"), the moves ("2. Move Troops"), close combat's 2" ("4. Close Combat"). Each number is
 * read from the text and compared with what the engine does.
 */
import { placeAt } from '@deadeye/core';
import { describe, expect, it } from 'vitest';
import {
  BASE_MOVE_INCHES,
  CLOSE_COMBAT_INCHES,
  CLOSE_QUARTERS_INCHES,
  COMMAND_RADIUS_INCHES,
  commandCost,
  reload,
  saveModifier,
  slotInHand,
  toHitModifier,
} from '../src/skirmish/index.ts';
import { cellOf, forcedWorld, idle, setupOf, type Fig } from './skirmish-helpers.ts';
import { plain, soLines } from './seed-text.ts';

/** The signed number ending the tab row whose label cell is `label` (tags removed), e.g. `-2`. */
function rowValue(label: string): number {
  for (const line of soLines) {
    const cells = line.split('\t').map(plain).filter((c) => c !== '');
    const k = cells.indexOf(label);
    if (k >= 0 && k + 1 < cells.length) return Number(/^[+-]?\d+/.exec(cells[k + 1]!)![0]);
  }
  throw new Error(`no row "${label}" in shootout.txt`);
}

/** The first line of the text containing `words`. */
function lineWith(words: string): string {
  const l = soLines.find((x) => x.includes(words));
  if (l === undefined) throw new Error(`no line with "${words}"`);
  return l;
}

const a: Fig = { name: 'A', at: [5, 5], group: 'g', leader: true };
const man: Fig = { name: 'Man', at: [6, 5], group: 'g' };
const foe: Fig = { name: 'Foe', side: 'B', at: [13, 5], htk: 3 };

describe('1. Command Points: the costs', () => {
  it('"To move a figure 1"; "To move a figure outside command radius of 6" 2"', () => {
    const { world } = forcedWorld(setupOf([a, man, foe]), []);
    expect(commandCost(world, 1)).toBe(rowValue('To move a figure'));
    const radius = Number(/radius of (\d+)"/.exec(lineWith('outside command radius'))![1]);
    expect(COMMAND_RADIUS_INCHES).toBe(radius);
    placeAt(world, 1, cellOf(world, 5 + radius + 1, 5));
    expect(commandCost(world, 1)).toBe(rowValue('To move a figure outside command radius of 6"'));
  });
  it('"To snapfire at a new target during movement phase 1"', () => {
    const snap = (o: { snapTarget: number }, _s: unknown, out: { action: number; target: number }) => {
      if (o.snapTarget >= 0) {
        out.action = 1;
        out.target = o.snapTarget;
      }
    };
    const { engine, world } = forcedWorld(setupOf([{ ...a, ranged: 0 }, foe]), [1, 1], [snap as never, idle]);
    world.gPoints[0] = 3;
    world.gPoints[1] = 3;
    // Foe has moved into A's sight: A snapfires at him, and A's group pays.
    (engine as unknown as { snapfires(m: number): void }).snapfires(1);
    expect(3 - world.gPoints[0]!).toBe(rowValue('To snapfire at a new target during movement phase'));
  });
  it('"To reload a heavy weapon 1"', () => {
    const { world } = forcedWorld(setupOf([{ ...a, weapons: ['gatling-gun'] }, foe]), []);
    world.loaded[slotInHand(world, 0)] = 0;
    world.gPoints[0] = 3;
    reload(world, 0);
    expect(3 - world.gPoints[0]!).toBe(rowValue('To reload a heavy weapon'));
  });
});

describe('3. Ranged Combat: the situational modifiers', () => {
  const shooter: Fig = { name: 'S', at: [5, 5] };
  const diff = (change: (w: ReturnType<typeof forcedWorld>['world']) => void, snap = false): number => {
    const base = forcedWorld(setupOf([shooter, { ...foe, at: [20, 5] }]), []).world;
    const before = toHitModifier(base, 0, 1, slotInHand(base, 0), false);
    change(base);
    return toHitModifier(base, 0, 1, slotInHand(base, 0), snap) - before;
  };
  it('to hit: Target stationary, Target in open, Target at short range, Snapfiring, Firer pinned down', () => {
    expect(-diff((w) => (w.movedHalf[1] = 2))).toBe(rowValue('Target stationary'));
    const covered = forcedWorld(setupOf([shooter, { ...foe, at: [20, 5] }], { cover: ['{ kind: soft, cells: [[10, 5]] }'] }), []).world;
    const open = forcedWorld(setupOf([shooter, { ...foe, at: [20, 5] }]), []).world;
    expect(toHitModifier(open, 0, 1, 0, false) - toHitModifier(covered, 0, 1, 0, false)).toBe(rowValue('Target in open'));
    expect(diff((w) => placeAt(w, 1, cellOf(w, 8, 5)))).toBe(rowValue('Target at short range'));
    expect(diff(() => undefined, true)).toBe(rowValue('Snapfiring'));
    expect(diff((w) => (w.pinned[0] = 1))).toBe(rowValue('Firer pinned down'));
  });
  it('saving throws: Target moved >3" this turn, Target in hard cover, Low visibility', () => {
    const w = forcedWorld(setupOf([shooter, foe]), []).world;
    const base = saveModifier(w, w.cell[0]!, 1);
    w.movedHalf[1] = 7;
    expect(saveModifier(w, w.cell[0]!, 1) - base).toBe(rowValue('Target moved >3" this turn'));
    const hard = forcedWorld(setupOf([shooter, foe], { cover: ['{ kind: hard, cells: [[12, 5]] }'] }), []).world;
    expect(saveModifier(hard, hard.cell[0]!, 1) - base).toBe(rowValue('Target in hard cover'));
    const dark = forcedWorld(setupOf([shooter, foe], {}, { variant: 'text+low-visibility' }), []).world;
    expect(saveModifier(dark, dark.cell[0]!, 1) - base).toBe(rowValue('Low visibility'));
  });
});

describe('2. Move Troops and 4. Close Combat: the distances', () => {
  it('"6" + its Speed factor"; "within 12" of visible enemy ... 1D6" + Speed factor"; "within 2" to engage"; the bullwhip\'s 12\' is 2"', () => {
    expect(BASE_MOVE_INCHES).toBe(Number(/up to (\d+)" \+ its Speed/.exec(lineWith('may move up to'))![1]));
    expect(CLOSE_QUARTERS_INCHES).toBe(Number(/within (\d+)" of visible enemy/.exec(lineWith('of visible enemy'))![1]));
    expect(lineWith('of visible enemy')).toContain('1D6" + Speed factor');
    expect(CLOSE_COMBAT_INCHES).toBe(Number(/within (\d+)" to engage/.exec(lineWith('to engage in close combat'))![1]));
    const whipFeet = Number(/from (\d+)' away/.exec(lineWith('Bullwhip'))![1]);
    expect(whipFeet / 6).toBe(CLOSE_COMBAT_INCHES); // one inch a 6-foot space (RULINGS.md SR-30)
  });
});
