/**
 * The twenty-ninth audit (c and d, 2026-12-04).
 *
 * (c) A gun drawn on a card and fired again on it by a courage test's 10 ("Totally Unaffected!":
 * shoot back) is drawn and fired "in the same turn": a hasty shot unless Quick Draw (REEL 4, QUICK
 * DRAW); drawn on the drawing chart's 2-4 ("Slow on the Draw! You draw but do not shoot this
 * turn", REEL 4, SHOOTOUTS), it does not fire on that card at all (RULINGS.md QR-354). Before, the
 * 10's shot with a gun in hand was deliberate whenever it was drawn: in the O.K. Corral with Tom
 * armed (seed 1) Virgil Earp, slow on the draw, shot back deliberate on the same card (trial 6), and
 * after a hasty draw and shot fired again deliberate (trial 162). Fails on the code before.
 *
 * (d) A courage test's 2-4 ducking down does not lift a 1's "will not even defend self" from the
 * same shot's hits (REEL 3, COURAGE TEST; QR-113, QR-203): `duckDown` keeps the worse state.
 */
import { describe, expect, it } from 'vitest';
import { getSystem, replayScenario } from '@deadeye/registry';
import { courageTest } from '../src/skirmish/effects.ts';
import { DUCK_HELPLESS } from '../src/skirmish/world.ts';
import { arena, MINOR_GUN } from './beast-helpers.ts';
import { bundled } from './fixture.ts';
import { lineOf, locatedWorld } from './qd-helpers.ts';

const SEVENS = Array.from({ length: 40 }, () => 7);

describe('the twenty-ninth audit (c): a shot back on the card he drew (QR-354)', () => {
  it('slow on the draw, Virgil Earp does not shoot back on that card (O.K. Corral, Tom armed, trial 6, phase 1, card 3)', () => {
    const log = replayScenario(getSystem('quickdraw'), bundled('ok-corral-tom-armed'), '1', 6).log;
    const slow = log.indexOf('    Slow on the Draw! Virgil Earp draws but does not shoot');
    expect(slow).toBeGreaterThan(0);
    const k = log.indexOf('    Totally Unaffected! Virgil Earp drew on this card and may not shoot this turn: no shot at Frank McLaury');
    expect(k).toBeGreaterThan(slow);
    expect(log[k + 1]).toBe('  card 4: Virgil Earp');
    expect(log.slice(slow, k + 1).some((l) => l.startsWith('    Virgil Earp fires'))).toBe(false);
  });

  it("drawn and fired on this card, his shot back is hasty (trial 162, phase 1, card 1)", () => {
    const log = replayScenario(getSystem('quickdraw'), bundled('ok-corral-tom-armed'), '1', 162).log;
    const k = log.indexOf('    Totally Unaffected! Virgil Earp shoots back');
    expect(k).toBeGreaterThan(0);
    expect(log[k + 1]).toBe('    Virgil Earp fires his Cartridge revolver at Billy Clanton (hasty shot, 1.0 paces)');
  });
});

describe('the twenty-ninth audit (d): ducking down keeps "will not even defend self"', () => {
  // Abe at (5,3) west of a wall (x 8, y 0-5), Bob east of it at (11,3): Abe is in cover from him.
  const setup = arena(
    [
      { name: 'Abe', qd: MINOR_GUN, side: 'Men', at: [5, 3], drawn: true },
      { name: 'Bob', qd: MINOR_GUN, side: 'Beasts', at: [11, 3], facing: 'W', drawn: true },
    ],
    [[8, 0, 1, 6]],
  );
  it('a 1 and then a 3: he stays helpless', () => {
    const { world } = locatedWorld(setup, [1, 3, ...SEVENS]);
    courageTest(world, 0, 1);
    expect(world.ducked[0]).toBe(DUCK_HELPLESS);
    courageTest(world, 0, 1);
    expect(lineOf(world.log!, /Abe ducks down behind cover/)).toBeGreaterThan(-1);
    expect(world.ducked[0]).toBe(DUCK_HELPLESS);
  });
});
