/**
 * The Quick on the Draw hook's first aid (src/systems/quickdraw.ts `patientOf`, `settleFirstAid`):
 * a healer with a wounded or fallen comrade within reach and no enemy close goes to him and gives
 * first aid (ACT_HEAL); not when an enemy is close, nor without the Healer skill, nor out of reach.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, ACT_HEAL, PHASE_FIRE, PHASE_MOVE, QD_RATE_FULL, RATE_STILL, SHOT_AUTO, STATUS_UNCONSCIOUS, type SkirmishIntent } from '@deadeye/core';
import { agentFor } from '../src/index.ts';
import { HEAL_REACH, HEAL_SAFE, patientOf, QUICK_DRAW_HOOK } from '../src/systems/quickdraw.ts';
import { fakeMap, intent, makeObservation, NO_RNG, QD_REVOLVER, type CharSpec, type TestObservation } from './observation-fixture.ts';

const STREET = fakeMap(Array.from({ length: 5 }, () => `E${'.'.repeat(38)}E`));

/**
 * The healer (0, side 0) at (10,2); a comrade (1) at `comrade` paces east, wounded (`treatable`
 * cards) and `fallen` or up; a second comrade (2) wounded 3 paces west, up; an enemy (3)
 * `enemy` paces east.
 */
function scene(phase: number, comrade: number, enemy: number, fallen = true, healer = 1, treatable = [0, 2, 1, 0]): TestObservation {
  const chars: CharSpec[] = [
    { side: 0, at: [10, 2] },
    { side: 0, at: [10 + comrade, 2], ...(fallen ? { up: 0, status: STATUS_UNCONSCIOUS } : {}) },
    { side: 0, at: [7, 2] },
    { side: 1, at: [10 + enemy, 2] },
  ];
  return makeObservation(STREET, chars, { phase, weapons: [QD_REVOLVER], quickDraw: { healer, treatable: Int8Array.from(treatable), cards: 2, cardsMax: 2, drawn: 1 } });
}

function settled(o: TestObservation, fields: Partial<SkirmishIntent>): SkirmishIntent {
  const out = Object.assign(intent(), fields);
  QUICK_DRAW_HOOK.settle(o, out, NO_RNG);
  return out;
}

describe('systems/quickdraw: first aid', () => {
  it('picks a fallen comrade before a nearer one up and wounded; none beyond reach or with an enemy close', () => {
    expect(patientOf(scene(PHASE_MOVE, 5, 20))).toBe(1);
    expect(patientOf(scene(PHASE_MOVE, 5, 20, false))).toBe(2); // both up: the nearer (3 paces)
    expect(patientOf(scene(PHASE_MOVE, HEAL_REACH + 1, 20, true, 1, [0, 2, 0, 0]))).toBe(-1);
    expect(patientOf(scene(PHASE_MOVE, 5, HEAL_SAFE))).toBe(-1);
    expect(patientOf(scene(PHASE_MOVE, 5, 20, true, 0))).toBe(-1);
    expect(patientOf(scene(PHASE_MOVE, 5, 20, true, 1, [0, 0, 0, 0]))).toBe(-1);
  });

  it('out of contact: a full move to him with first aid planned; in contact: no move, first aid', () => {
    const far = settled(scene(PHASE_MOVE, 5, 20), { action: ACT_FIRE, target: 3, moveTo: -1 });
    expect(far).toMatchObject({ action: ACT_HEAL, target: 1, moveTo: STREET.cellAt(15, 2), rate: QD_RATE_FULL, shot: SHOT_AUTO, cut: 0 });
    const near = settled(scene(PHASE_MOVE, 1, 20), { action: ACT_FIRE, target: 3, moveTo: STREET.cellAt(20, 2), rate: QD_RATE_FULL });
    expect(near).toMatchObject({ action: ACT_HEAL, target: 1, moveTo: -1, rate: RATE_STILL });
    const fire = settled(scene(PHASE_FIRE, 1, 20), { action: ACT_FIRE, target: 3 });
    expect(fire).toMatchObject({ action: ACT_HEAL, target: 1 });
    // At PHASE_FIRE still out of contact: the doctrine's action stands.
    expect(settled(scene(PHASE_FIRE, 5, 20), { action: ACT_FIRE, target: 3 })).toMatchObject({ action: ACT_FIRE, target: 3 });
  });

  it('the gunfighter doctrine under Quick on the Draw: a healer gives first aid; with an enemy close he fights', () => {
    const agent = agentFor({ doctrine: 'gunfighter' }, 'quickdraw');
    const out = intent();
    agent(scene(PHASE_FIRE, 1, 20), NO_RNG, out);
    expect(out.action).toBe(ACT_HEAL);
    const threatened = intent();
    agent(scene(PHASE_FIRE, 1, 4), NO_RNG, threatened);
    expect(threatened.action).not.toBe(ACT_HEAL);
  });
});
