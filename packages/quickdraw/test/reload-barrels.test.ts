/**
 * The shot a reload allows (RULINGS.md QR-106) with a double-barrelled shotgun (QR-167: "A double
 * barrelled weapon firing both barrels ... ": the next column up, both rounds spent; the doctrines
 * fire both whenever both are loaded). On forced dice, A (empty double-barrelled shotgun) reloads
 * on a 6 ("Ready to shoot! ... make a hasty shot") with B 6 paces east:
 * - at his last target B, both barrels (until the eighteenth audit one, the other left loaded);
 * - with no last target, at the man his agent asks, both barrels if it asks 2 shots, one if 1.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, ACT_NONE, ACT_RELOAD, PHASE_FIRE, PHASE_MOVE, type SkirmishAgent } from '@deadeye/core';
import { arena } from './beast-helpers.ts';
import { lineOf, seenWorld } from './qd-helpers.ts';

const PAD = Array.from({ length: 40 }, () => 7);

/** A's card: he reloads on a 6; `lastTarget` B (1) or none; after the reload his agent asks `shots` at B. */
function card(lastTarget: number, shots: number) {
  const setup = arena([
    { name: 'A', qd: '{ type: supporting, personality: ordinary, weapons: [double-barrelled-shotgun] }', side: 'Men', at: [5, 10] },
    { name: 'B', qd: '{ type: supporting, personality: ordinary, weapons: [knife] }', side: 'Beasts', at: [11, 10], facing: 'W' },
  ]);
  let acted = false;
  const reloader: SkirmishAgent = (o, _s, out) => {
    if (o.phase === PHASE_FIRE && acted) {
      out.action = ACT_FIRE;
      out.target = 1;
      out.shots = shots;
      return;
    }
    if (o.phase === PHASE_MOVE) return;
    acted = true;
    out.action = ACT_RELOAD;
  };
  const idle: SkirmishAgent = (_o, _s, out) => {
    out.action = ACT_NONE;
  };
  const { engine, world } = seenWorld(setup, [6, ...PAD], [reloader, idle]);
  world.located.fill(1);
  world.drawn[0] = 1;
  world.loaded[0] = 0;
  world.lastTarget[0] = lastTarget;
  engine.playCard(0);
  return world;
}

describe('the shot after a reload with a double-barrelled shotgun (QR-106, QR-167)', () => {
  it('at his last target: both barrels, both rounds spent', () => {
    const w = card(1, 1);
    expect(lineOf(w.log!, /A fires both barrels of his Double-barrelled shotgun at B/)).toBeGreaterThan(-1);
    expect(w.loaded[0]).toBe(0);
  });
  it("no last target: the agent's 2 shots fire both barrels, its 1 shot one", () => {
    const both = card(-1, 2);
    expect(lineOf(both.log!, /A shoots after his reload at B/)).toBeGreaterThan(-1);
    expect(lineOf(both.log!, /A fires both barrels of his/)).toBeGreaterThan(-1);
    const one = card(-1, 1);
    expect(lineOf(one.log!, /A fires both barrels/)).toBe(-1);
    expect(lineOf(one.log!, /A fires his Double-barrelled shotgun at B/)).toBeGreaterThan(-1);
    expect(one.loaded[0]).toBe(1);
  });
});
