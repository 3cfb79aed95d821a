/**
 * Quick on the Draw's variant switches of the rulings QR-31, QR-33, QR-37, QR-40 and QR-49
 * (packages/quickdraw/RULINGS.md; src/variant.ts), on forced dice: each with the switch off (the
 * ruling as played) and on (the group's alternative), each assertion about a switch failing if the
 * switch did nothing.
 *
 * - `+printed-reaction-dice` (QR-49; beasts.ts `reactionTest`): a wounded beast's reaction test
 *   rolls the attack dice printed for its kind, not those it has left. Source: REEL 7: BEASTS,
 *   "When a beast has to test reaction due to being shot at or hit, roll the number of attack dice
 *   shown for the animal and take the highest".
 */
import { describe, expect, it } from 'vitest';
import { parseQdVariant, type QdSetup } from '../src/index.ts';
import { reactionTest } from '../src/skirmish/beasts.ts';
import { MOOD_BACK, MOOD_HUNT } from '../src/skirmish/world.ts';
import { arena, MINOR_GUN } from './beast-helpers.ts';
import { forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

/** `setup` under the variant `words` (e.g. `text+printed-reaction-dice`). */
function under(setup: QdSetup, words: string): QdSetup {
  return { ...setup, variant: parseQdVariant(words) };
}

describe("+printed-reaction-dice: the beast's reaction test (REEL 7: BEASTS; RULINGS.md QR-49)", () => {
  /** Jed (a minor character with a revolver) at (10,10), an activated cougar (2 attack dice printed) at (14,10). */
  function cougar(words: string, values: readonly number[]) {
    const setup = arena([
      { name: 'Jed', qd: MINOR_GUN, side: 'Men', at: [10, 10] },
      { name: 'Cat', qd: '{ animal: large-cat }', side: 'Beasts', at: [14, 10], facing: 'W' },
    ]);
    const r = forcedWorld(under(setup, words), [idleAgent, idleAgent], [...values, ...Array.from({ length: 20 }, () => 7)]);
    r.world.awake[1] = 1;
    r.world.log = [];
    return r;
  }

  it('the cougar prints 2 attack dice', () => {
    const { world } = cougar('text', []);
    expect(world.setup.characters[1]!.beast!.attackDice).toBe(2);
  });

  it('off: a cougar with one hit rolls its one die left (3: it backs off); on: the 2 printed (3, 8: it attacks)', () => {
    const off = cougar('text', [3, 8]);
    off.world.beastHits[1] = 1;
    reactionTest(off.world, 1, 0, 0);
    expect(lineOf(off.world.log!, /Cat tests its reaction: 1D10 3$/)).toBeGreaterThan(-1);
    expect(off.world.mood[1]).toBe(MOOD_BACK);
    const on = cougar('text+printed-reaction-dice', [3, 8]);
    on.world.beastHits[1] = 1;
    reactionTest(on.world, 1, 0, 0);
    expect(lineOf(on.world.log!, /Cat tests its reaction: 2D10 8 \(best of 3, 8\)/)).toBeGreaterThan(-1);
    expect(on.world.mood[1]).toBe(MOOD_HUNT);
    expect(on.world.prey[1]).toBe(0);
  });

  it('off: with no attack dice left it still rolls one; on: the 2 printed', () => {
    const off = cougar('text', [2, 9]);
    off.world.beastHits[1] = 2;
    reactionTest(off.world, 1, 0, 0);
    expect(lineOf(off.world.log!, /Cat tests its reaction: 1D10 2$/)).toBeGreaterThan(-1);
    const on = cougar('text+printed-reaction-dice', [2, 9]);
    on.world.beastHits[1] = 2;
    reactionTest(on.world, 1, 0, 0);
    expect(lineOf(on.world.log!, /Cat tests its reaction: 2D10 9 \(best of 2, 9\)/)).toBeGreaterThan(-1);
  });

  it('unhurt, the switch changes nothing: 2 dice either way', () => {
    for (const words of ['text', 'text+printed-reaction-dice']) {
      const { world, stream } = cougar(words, [4, 6]);
      reactionTest(world, 1, 0, 0);
      expect(stream.draws).toBe(2);
      expect(world.mood[1]).toBe(MOOD_HUNT);
    }
  });
});
