/**
 * The twenty-third audit, part a (23a), on forced dice: REEL 6's hits on mounts (with REEL 3 and
 * REEL 4 on riding and shooting at riders). Each fix's assertions fail on the code before it; the
 * controls pass on both.
 *
 * 1. The hits of one shot land together (RULINGS.md QR-203): a rider's test to keep control of his
 *    horse, called for by one pellet of a blast of both barrels, waits until every hit of the shot
 *    is scored (REEL 6, HITS ON MOUNTS: "For each hit roll on the shooting or combat outcome charts
 *    as normal"). Before, the horse bolted between the two barrels, and the second pellet was read
 *    at the bolted horse's new cell and pace (no longer point blank, moving quickly: DV +2), or on
 *    the rider thrown to the ground (mounts.ts `hitMount`, effects.ts `flushCourage`; QR-300).
 * 2. A horse that has bolted "will continue to do so until they pass an action Test" (REEL 6, HITS
 *    ON MOUNTS): with its rider knocked out (QR-199) it runs on, on each of his cards spent trying
 *    to come round. Before, it stood still while he was senseless, and was not "travelling fast"
 *    (acting.ts `playCard`; QR-301).
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { loadScenario, placeAt, SHOT_DELIBERATE, type Scenario } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { QdEngine } from '../src/index.ts';
import { Q_CONTROL_TESTS, Q_LOST_CONTROL, Q_MOUNT_HITS } from '../src/skirmish/counts.ts';
import { cellOf, lineOf, qCount, seenWorld, xOf, yOf } from './qd-helpers.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url));
const SHOOTER = 0;
const RIDER = 1;
const PAD = Array<number>(40).fill(7);

/**
 * The mount yard fixture (Shooter, Rider mounted at (10,5) facing west, Walker), the Shooter a
 * Main character with `weapon` (a Quick on the Draw id).
 */
function yard(weapon = 'cartridge-revolver'): QdSetup {
  const s: Scenario = loadScenario(FIXTURE);
  const shooter = s.characters[SHOOTER]!;
  const qd = { ...(shooter.stats?.quickdraw as Record<string, unknown>), type: 'main', weapons: [weapon] };
  const changed: Scenario = { ...s, characters: s.characters.map((c, k) => (k === SHOOTER ? { ...c, stats: { ...c.stats, quickdraw: qd } } : c)) };
  return compileScenario(getSystem('quickdraw'), changed, {}) as QdSetup;
}

/**
 * Shooter (a Main character, a double-barrelled shotgun, loaded) beside the Rider at (9,5) fires
 * both barrels at him (deliberate). Forced dice: his 2D10, each scoring, 7, 7 (two hits); then `rest`.
 */
function blast(rest: readonly number[]) {
  const m = seenWorld(yard('double-barrelled-shotgun'), [7, 7, ...rest, ...PAD]);
  m.world.located.fill(1);
  placeAt(m.world, SHOOTER, cellOf(m.world, 9, 5));
  m.world.drawn[SHOOTER] = 1;
  fire(m.world, SHOOTER, RIDER, SHOT_DELIBERATE, 0, false, 2);
  return m;
}

describe('1. the hits of one shot land together: the control test waits for the second pellet (QR-300)', () => {
  it('both pellets strike the horse at point blank where it stood; then it bolts', () => {
    // Rider or mount 3 (the horse), its effect 9 (spooked); rider or mount 3 (the horse), its
    // effect 9 (spooked); then the two control tests: 3 (control lost: random movement 2, reverse:
    // east, away from the Shooter), and 7 (kept).
    const { world: w } = blast([3, 9, 3, 9, 3, 2, 7]);
    const log = w.log!;
    expect(lineOf(log, /fires both barrels/)).toBeGreaterThan(-1);
    const first = lineOf(log, /Rider's horse: 1D10 9 for the effect at DV (-?\d+)/);
    const second = log.findIndex((l, k) => k > first && /Rider's horse: 1D10 9 for the effect at DV/.test(l));
    expect(first).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    // The same DV for both pellets: the horse had not moved between them.
    const dvOf = (l: string) => Number(/at DV (-?\d+)/.exec(l)![1]);
    expect(dvOf(log[second]!)).toBe(dvOf(log[first]!));
    // The control test (and the bolt) come after the second pellet is scored.
    const control = lineOf(log, /Rider tests to keep control of his horse/);
    expect(control).toBeGreaterThan(second);
    expect(lineOf(log, /carried off by his bolting horse/)).toBeGreaterThan(second);
    expect(qCount(w, Q_MOUNT_HITS)).toBe(2);
    expect(qCount(w, Q_LOST_CONTROL)).toBe(1);
    // Bolted east from (10,5), after both pellets.
    expect(yOf(w, RIDER)).toBe(5);
    expect(xOf(w, RIDER)).toBeGreaterThan(10);
  });

  it('a horse brought down by the second pellet: no control test for the first (the mount has collapsed)', () => {
    // Rider or mount 3 (the horse), its effect 5 at point blank: 1 hit (control test owed); rider
    // or mount 3, its effect 5: a second hit, it collapses; the rider's fall 9 (a courage test, 7).
    const { world: w } = blast([3, 5, 3, 5, 9, 7]);
    const log = w.log!;
    expect(lineOf(log, /Rider's horse collapses/)).toBeGreaterThan(-1);
    // "Unless the mount has collapsed, the rider must also test to keep control of their mount".
    expect(qCount(w, Q_CONTROL_TESTS)).toBe(0);
    expect(w.mounted[RIDER]).toBe(0);
  });

  it('control: one pellet on the horse, one on the rider: one control test, after both', () => {
    // Rider or mount 3 (the horse), its effect 9 (spooked); rider or mount 7 (the rider), his effect 9 (courage test).
    const { world: w } = blast([3, 9, 7, 9, 7, 7]);
    expect(qCount(w, Q_MOUNT_HITS)).toBe(1);
    expect(qCount(w, Q_CONTROL_TESTS)).toBe(1);
    expect(w.mounted[RIDER]).toBe(1);
  });
});

describe('2. a horse bolting with its rider knocked out runs on while he is senseless (QR-301)', () => {
  /** The Rider knocked out (one card lost to a blow, one left) on a bolting horse at (10,5), facing east; his card is played on `dice`. */
  function senseless(dice: readonly number[]) {
    const m = seenWorld(yard(), [...dice, ...PAD]);
    const w = m.world;
    w.located.fill(1);
    w.facing[RIDER] = 2;
    w.kod[RIDER] = 1;
    w.ko[RIDER] = 1;
    w.bolting[RIDER] = 1;
    (m.engine as QdEngine).playCard(RIDER);
    return w;
  }

  it('he fails to come round (3): his horse bolts on, a full move (random movement 8: straight ahead, east)', () => {
    const w = senseless([3, 8]);
    const log = w.log!;
    expect(lineOf(log, /Rider tries to come round: rolls 3/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Rider is carried off by his bolting horse/)).toBeGreaterThan(-1);
    expect(xOf(w, RIDER)).toBeGreaterThan(10);
    expect(w.bolting[RIDER]).toBe(1);
    expect(w.kod[RIDER]).toBe(1);
    expect(w.movingQuickly[RIDER]).toBe(1);
  });

  it('he comes round (7), the card spent on it: his horse, still out of control, bolts on', () => {
    const w = senseless([7, 8]);
    expect(lineOf(w.log!, /Rider comes round/)).toBeGreaterThan(-1);
    expect(w.kod[RIDER]).toBe(0);
    expect(w.bolting[RIDER]).toBe(1);
    expect(xOf(w, RIDER)).toBeGreaterThan(10);
  });

  it('control: out for the rest of the action (1), nothing more; come round on a 10, he tries to regain control (7) and plays the card', () => {
    const out = senseless([1, 8]);
    expect(lineOf(out.log!, /carried off by his bolting horse/)).toBe(-1);
    expect(xOf(out, RIDER)).toBe(10);
    const up = senseless([10, 7]);
    expect(lineOf(up.log!, /Rider tries to regain control of his horse: rolls 7/)).toBeGreaterThan(-1);
    expect(up.bolting[RIDER]).toBe(0);
    expect(xOf(up, RIDER)).toBe(10);
  });
});
