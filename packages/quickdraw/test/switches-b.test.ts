/**
 * Variant switches of Quick on the Draw for rulings a group might play otherwise (issue #12), on
 * forced dice: each with the switch off (the ruling as played) and on (the group's alternative).
 * 1. `+gone-dead` (RULINGS.md QR-61): first aid's 1, "He's Gone! The wounded character loses all
 *    cards and is out of the game" (REEL 6, TESTING TO COME ROUND OR HEAL A WOUND, Trying to
 *    heal). Off: he is a casualty of lethal hits, unconscious, his fate the POST ACTION chart's
 *    (QR-20): a roll other than 1 and he lives. On: dead at once, nothing rolled after the action.
 */
import { describe, expect, it } from 'vitest';
import { STATUS_DEAD, STATUS_UNCONSCIOUS } from '@deadeye/core';
import { parseQdVariant } from '../src/index.ts';
import { casualtyFate, takeCards } from '../src/skirmish/effects.ts';
import { firstAid, treatable } from '../src/skirmish/healing.ts';
import type { QdSetup } from '../src/skirmish/setup.ts';
import { coverSetup, who } from './fixture.ts';
import { forcedWorld, idleAgent } from './qd-helpers.ts';

const PAD = Array.from({ length: 40 }, () => 7);
/** `setup` under the variant `words` (e.g. `text+gone-dead`). */
const under = (setup: QdSetup, words: string): QdSetup => ({ ...setup, variant: parseQdVariant(words) });

describe("1. +gone-dead: He's Gone! as death at once (QR-61)", () => {
  const DOC = who('Doc');
  const M = who('Marshal');
  /** The Marshal (3 cards) with `lethal` wounds, Doc's first aid rolled on `values`. */
  function treated(words: string, lethal: number, values: number[]) {
    const r = forcedWorld(under(coverSetup, words), coverSetup.characters.map(() => idleAgent), values);
    takeCards(r.world, M, lethal, 0);
    firstAid(r.world, DOC, M);
    return r;
  }

  it('off: a wounded man up is a casualty, unconscious; a fate roll of 9 after the action and he lives', () => {
    // Doc's 1D10: 1, He's Gone!. Then the Marshal's fate, 2D10 best: 9, 9.
    const { world, stream } = treated('text', 1, [1, 9, 9, ...PAD]);
    expect(world.status[M]).toBe(STATUS_UNCONSCIOUS);
    expect(treatable(world, M)).toBe(0);
    casualtyFate(world, M);
    expect(world.status[M]).toBe(STATUS_UNCONSCIOUS);
    expect(stream.draws).toBe(3);
  });

  it('on: the same roll kills him at once; nothing is rolled after the action', () => {
    const { world, stream } = treated('text+gone-dead', 1, [1, 9, 9, ...PAD]);
    expect(world.status[M]).toBe(STATUS_DEAD);
    expect(world.gone[M]).toBe(1);
    casualtyFate(world, M);
    expect(world.status[M]).toBe(STATUS_DEAD);
    expect(stream.draws).toBe(1);
  });

  it('on: a casualty already down (no card left) dies of it too; off he stays a casualty', () => {
    expect(treated('text', 3, [1, ...PAD]).world.status[M]).toBe(STATUS_UNCONSCIOUS);
    expect(treated('text+gone-dead', 3, [1, ...PAD]).world.status[M]).toBe(STATUS_DEAD);
  });

  it('on: only the 1 kills; a 5-9 still brings him back', () => {
    const { world } = treated('text+gone-dead', 3, [6, ...PAD]);
    expect(world.status[M]).not.toBe(STATUS_DEAD);
    expect(world.lethal[M]).toBe(2);
  });
});
