/**
 * Shooting fixes on forced dice (ForcedStream): single shot breech loaders jam on a 1 (QR-103), a
 * sawn-off's one barrel takes one round, thrown weapons' shots are deliberate or aimed (QR-107),
 * clearing a jam does not reload and a 5-9 reload allows a hasty shot (QR-106).
 */
import { describe, expect, it } from 'vitest';
import { ACT_RELOAD, SHOT_DELIBERATE, SHOT_HASTY } from '@deadeye/core';
import type { QdEngine } from '../src/index.ts';
import { fire, reload, RELOADED_HASTY_SHOT, RELOADED_NOTHING, RELOADED_OPEN_FIRE } from '../src/skirmish/shooting.ts';
import { Q_JAMS, type QdWorld } from '../src/skirmish/world.ts';
import { duelSetup, forcedWorld, idleAgent, lineOf, qCount } from './qd-helpers.ts';

const MAIN = 'TYPE=main PERSONALITY=ordinary';
const TARGET = 'TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver NAME=B';
/** Plenty of 7s after the dice a test cares about (a 7 neither fails nor is special). */
const PAD = Array.from({ length: 40 }, () => 7);

/** A's line against a Supporting target B at `range` paces, on the forced dice `values`; both seen and located, a log kept. */
function world(a: string, values: readonly number[], range = 5): { engine: QdEngine; world: QdWorld } {
  const w = forcedWorld(duelSetup(`${a} NAME=A`, TARGET, range, 5), [idleAgent, idleAgent], [...values, ...PAD]);
  w.world.seen.fill(1);
  w.world.located.fill(1);
  w.world.log = [];
  return w;
}

describe('rounds and barrels', () => {
  it("a sawn-off's one-barrel shot takes one round, its second empties it", () => {
    const { world: w } = world(`${MAIN} WPN=sawn-off-shotgun`, [3, 4, 3, 4]);
    expect(w.loaded[0]).toBe(2);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.loaded[0]).toBe(1);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.loaded[0]).toBe(0);
  });

  it("a double-barrelled shotgun's one barrel takes one round", () => {
    const { world: w } = world(`${MAIN} WPN=double-barrelled-shotgun`, [3, 4]);
    fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
    expect(w.loaded[0]).toBe(1);
  });
});

describe('single shot breech loaders (QR-103)', () => {
  it('a single shot breech loader jams on a 1 ("Damn It! ... a single shot breech loader it jams")', () => {
    for (const wpn of ['breech-loading-rifle', 'breech-loading-carbine', 'sharps-rifle']) {
      const { world: w } = world(`${MAIN} WPN=${wpn}`, [1, 1]);
      fire(w, 0, 1, SHOT_DELIBERATE, 0, false);
      expect(w.jammed[0], wpn).toBe(1);
      expect(qCount(w, Q_JAMS)).toBe(1);
      expect(w.loaded[0]).toBe(0);
    }
  });
});

describe('reloading and clearing a jam (QR-106)', () => {
  it('clearing a jam (5-9) does not reload the weapon: the reload is a later card', () => {
    // Jammed: reduced dice (Main: 1D10): 7 clears it; the next card's reload 7, 6.
    const { world: w } = world(`${MAIN} WPN=breech-loading-rifle`, [7, 7, 6]);
    w.jammed[0] = 1;
    w.loaded[0] = 0;
    expect(reload(w, 0, 0)).toBe(RELOADED_NOTHING);
    expect(w.jammed[0]).toBe(0);
    expect(w.loaded[0]).toBe(0);
    expect(reload(w, 0, 0)).toBe(RELOADED_HASTY_SHOT);
    expect(w.loaded[0]).toBe(1);
  });

  it('a 10 clearing a jam "may load or shoot": an empty weapon is loaded, one with rounds may open fire', () => {
    const empty = world(`${MAIN} WPN=breech-loading-rifle`, [10]).world;
    empty.jammed[0] = 1;
    empty.loaded[0] = 0;
    expect(reload(empty, 0, 0)).toBe(RELOADED_NOTHING);
    expect([empty.jammed[0], empty.loaded[0]]).toEqual([0, 1]);
    // A pepperpot jammed on a 2 keeps its rounds.
    const rounds = world(`${MAIN} WPN=pepperpot`, [10]).world;
    rounds.jammed[0] = 1;
    rounds.loaded[0] = 1;
    expect(reload(rounds, 0, 0)).toBe(RELOADED_OPEN_FIRE);
    expect([rounds.jammed[0], rounds.loaded[0]]).toEqual([0, 1]);
  });

  it('a 5-9 on the reload chart: "Ready to shoot! ... may now ... make a hasty shot" at his last target', () => {
    // A's reload card: 7, 6 (a single shot rifle, empty); the hasty shot 3, 2.
    const { engine, world: w } = world(`${MAIN} WPN=breech-loading-rifle`, [7, 6, 3, 2]);
    w.drawn[0] = 1;
    w.loaded[0] = 0;
    w.lastTarget[0] = 1;
    w.intent.action = ACT_RELOAD;
    w.intent.target = 1;
    (engine as unknown as { act(i: number, free: boolean): void }).act(0, false);
    expect(lineOf(w.log!, /A's .* is ready to shoot/)).toBeGreaterThan(-1);
    expect(lineOf(w.log!, /A fires his .* at B \(hasty shot/)).toBeGreaterThan(-1);
    expect(w.shots[0]).toBe(1);
  });
});

describe('"All shots are deliberate or aimed" (WEAPONS TABLE; QR-107)', () => {
  it('a spear thrown after moving is deliberate, not hasty', () => {
    const { world: w } = world(`${MAIN} WPN=thrown`, [3, 2]);
    w.movedThisCard[0] = 1;
    fire(w, 0, 1, SHOT_HASTY, 0, false);
    expect(lineOf(w.log!, /A fires his .* \(deliberate shot/)).toBeGreaterThan(-1);
  });

  it('a spear thrown standing after aiming at the target is aimed, even asked hasty', () => {
    const { world: w } = world(`${MAIN} WPN=thrown`, [3, 2]);
    w.aimingAt[0] = 1;
    fire(w, 0, 1, SHOT_HASTY, 0, false);
    expect(lineOf(w.log!, /A fires his .* \(aimed shot/)).toBeGreaterThan(-1);
  });
});
