/**
 * The thirtieth audit (a, 2026-12-04, a read of the street fight): an enemy first seen when he is
 * already down (unconscious or dead) calls for no reaction test (RULINGS.md QR-355). "Reacting to a
 * new event/locating the enemy" (REEL 3) is the meeting of an enemy, and a casualty is "unable to
 * move or perform any actions" (REEL 2); the engine's own locating looks only for enemies up
 * (QR-56). Before, a man who came upon a body he had never seen alive owed the test: in the street
 * fight (seed 1, trial 37) the Sheriff froze on a 1 for Frank Stilwell, down since phase 1 (5 such
 * tests in trials 0-40). A Fearsome enemy's first-sighting courage test stands, down or not
 * (QR-265). The replay now names the enemy the reaction is owed to (trial 86: "reacts to a new
 * enemy" right after the Sheriff re-located Curly Bill read as if Curly were the cause). The unit
 * case fails on the code before.
 */
import { describe, expect, it } from 'vitest';
import { STATUS_DEAD, STATUS_UNCONSCIOUS, STATUS_UP } from '@deadeye/core';
import { getSystem, replayScenario } from '@deadeye/registry';
import { TRAIT } from '../src/skirmish/setup.ts';
import { firstSight } from '../src/skirmish/locating.ts';
import type { QdWorld } from '../src/skirmish/world.ts';
import { bundled } from './fixture.ts';

/** A world of three: A (side 0) and B, C (side 1), C Fearsome when `fearsomeC`; only what firstSight reads. */
function fake(statusB: number, statusC: number, fearsomeC = false) {
  const n = 3;
  return {
    n,
    turn: 3,
    log: [] as string[],
    sideOf: Int32Array.of(0, 1, 1),
    status: Uint8Array.of(STATUS_UP, statusB, statusC),
    seen: new Uint8Array(n * n),
    fearsomeMet: new Uint8Array(n * n),
    mustReact: new Uint8Array(n),
    reactTo: Int32Array.of(-1, -1, -1),
    pendingCourage: Int32Array.of(-1, -1, -1),
    setup: { characters: [{ name: 'A', traits: 0 }, { name: 'B', traits: 0 }, { name: 'C', traits: fearsomeC ? TRAIT.fearsome : 0 }] },
  };
}

describe('the thirtieth audit (a): no reaction test to a body (QR-355)', () => {
  it('an enemy first seen already down is seen, and owes no reaction', () => {
    for (const down of [STATUS_UNCONSCIOUS, STATUS_DEAD]) {
      const w = fake(down, STATUS_UP);
      firstSight(w as unknown as QdWorld, 0, 1);
      expect(w.seen[0 * 3 + 1]).toBe(1);
      expect(w.mustReact[0]).toBe(0);
      // C, up, is a new enemy: the reaction is his.
      firstSight(w as unknown as QdWorld, 0, 2);
      expect(w.mustReact[0]).toBe(1);
      expect(w.reactTo[0]).toBe(2);
    }
  });

  it('an enemy up owes it as before; a reaction owed to him stands when a body is seen after', () => {
    const w = fake(STATUS_UP, STATUS_DEAD);
    firstSight(w as unknown as QdWorld, 0, 1);
    firstSight(w as unknown as QdWorld, 0, 2);
    expect(w.mustReact[0]).toBe(1);
    expect(w.reactTo[0]).toBe(1);
  });

  it('a Fearsome enemy first seen already down still gives the courage test (QR-265)', () => {
    const w = fake(STATUS_UP, STATUS_DEAD, true);
    firstSight(w as unknown as QdWorld, 0, 2);
    expect(w.mustReact[0]).toBe(0);
    expect(w.pendingCourage[0]).toBe(2);
  });

  it('the replay names the enemy a reaction is owed to', () => {
    const system = getSystem('quickdraw');
    const setup = bundled('street-fight');
    const names = new Set(setup.characters.map((c) => c.name));
    let named = 0;
    for (let t = 0; t < 6; t++) {
      for (const l of replayScenario(system, setup, '1', t).log) {
        const m = / reacts to (?:a new enemy \((.+)\)|new enemies): rolls /.exec(l);
        if (m === null) continue;
        if (m[1] !== undefined) {
          expect(names.has(m[1]), l).toBe(true);
          named++;
        }
      }
    }
    expect(named).toBeGreaterThan(0);
  });
});
