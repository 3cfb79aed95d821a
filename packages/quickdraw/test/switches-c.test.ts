/**
 * Variant switches of Quick on the Draw (issue #12: "a ruling a group might play differently is a
 * variant switch"), each on forced dice or a forced state: with the switch off the ruling as
 * played, with it on the group's alternative. Each assertion about a switch fails if the switch
 * does nothing. Rule text: ../shared/seeds/quick-on-the-draw.md; rulings: RULINGS.md.
 *
 * - `+hasty-off-handed` (QR-156): "Increase the target's VDV by 2 ... Hit by a shooter who was
 *   making hasty shots or firing off handed" (REEL 6, HITS ON VEHICLES, ADJUSTMENTS). Off: a hasty
 *   shot from the wrong hand is +2 once (one bullet); on: +2 for each, +4. A hasty shot alone, or a
 *   deliberate one from the wrong hand, is +2 either way; Ambidextrous ignores the wrong hand
 *   (REEL 2) either way.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadScenario, SHOT_DELIBERATE, SHOT_HASTY } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { parseQdVariant, type QdSetup } from '../src/index.ts';
import { IMPACT_NORMAL, TRAIT } from '../src/skirmish/setup.ts';
import { shotVdv } from '../src/skirmish/vehicles.ts';
import { seenWorld, withChar } from './qd-helpers.ts';

/** `setup` played under the variant `words` (e.g. `text+hasty-off-handed`). */
function withVariant(setup: QdSetup, words: string): QdSetup {
  return { ...setup, variant: parseQdVariant(words) };
}

describe('+hasty-off-handed: a hasty shot from the wrong hand at a vehicle, VDV +2 for each (QR-156)', () => {
  const FIXTURE = fileURLToPath(new URL('./fixtures/vehicle-yard.yaml', import.meta.url));
  const SHOOTER = 0;
  const WAGON = 0;
  const setup = compileScenario(getSystem('quickdraw'), loadScenario(FIXTURE), {}) as QdSetup;
  const revolver = setup.characters[SHOOTER]!.weapons[0]!;
  /** The wagon's VDV against a shot of `type`, from the wrong hand or not, under `variant`, the shooter's traits `traits`. */
  const vdv = (variant: string, type: number, wrong: number, traits = 0): number => {
    const w = seenWorld(withVariant(withChar(setup, SHOOTER, { traits }), variant), []).world;
    w.wrongHand[SHOOTER] = wrong;
    return shotVdv(w, WAGON, SHOOTER, type, revolver, IMPACT_NORMAL, false);
  };

  it('off: one bullet, +2 once; on: +2 for a hasty shot and +2 for the wrong hand, +4', () => {
    const base = vdv('text', SHOT_DELIBERATE, 0);
    expect(vdv('text', SHOT_HASTY, 1)).toBe(base + 2);
    expect(vdv('text+hasty-off-handed', SHOT_HASTY, 1)).toBe(base + 4);
  });

  it('on: a hasty shot alone, or the wrong hand alone, is still +2; Ambidextrous adds nothing for the hand', () => {
    const base = vdv('text+hasty-off-handed', SHOT_DELIBERATE, 0);
    expect(vdv('text+hasty-off-handed', SHOT_HASTY, 0)).toBe(base + 2);
    expect(vdv('text+hasty-off-handed', SHOT_DELIBERATE, 1)).toBe(base + 2);
    expect(vdv('text+hasty-off-handed', SHOT_HASTY, 1, TRAIT.ambidextrous)).toBe(base + 2);
  });
});
