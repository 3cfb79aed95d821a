import { describe, expect, it } from 'vitest';
import { S_NO_FIRE } from '@deadeye/core';
import { Stream } from '@deadeye/rng';
import { TARGETING_POLICIES, isTargetable, isTargetingPolicy, pickTarget, type TargetingPolicy } from '../src/index.ts';
import { fakeMap, makeObservation, type CharSpec } from './observation-fixture.ts';

const street = fakeMap(Array.from({ length: 9 }, () => '.'.repeat(20)));

/**
 * 0: the observer (side 0) at x=0; 1: a friend right beside him; 2: an enemy at 5 spaces;
 * 3: an enemy at 3 spaces, not visible; 4: an enemy at 4 spaces, down; 5: an enemy of a third side
 * at 8 spaces.
 */
function crowd(over: Partial<Record<number, Partial<CharSpec>>> = {}) {
  const base: CharSpec[] = [
    { side: 0, at: [0, 4] },
    { side: 0, at: [1, 4], danger: 9, leader: 0 },
    { side: 1, at: [5, 4], danger: 1 },
    { side: 1, at: [3, 4], visible: 0, danger: 9 },
    { side: 1, at: [4, 4], up: 0, danger: 9 },
    { side: 2, at: [8, 4], danger: 2 },
  ];
  return makeObservation(
    street,
    base.map((c, i) => ({ ...c, ...over[i] })),
  );
}

describe('TARGETING_POLICIES', () => {
  it('lists the four policies', () => {
    expect([...TARGETING_POLICIES]).toEqual(['nearest', 'mostDangerous', 'lastAttacker', 'leader']);
    expect(isTargetingPolicy('leader')).toBe(true);
    expect(isTargetingPolicy('closest')).toBe(false);
  });
});

describe('nearest', () => {
  it('picks the nearest visible enemy that is up, skipping the friend, the unseen and the fallen', () => {
    expect(pickTarget('nearest', crowd())).toBe(2);
  });
  it('picks a nearer enemy once it is visible', () => {
    expect(pickTarget('nearest', crowd({ 3: { visible: 1 } }))).toBe(3);
  });
  it('picks an enemy of any other side', () => {
    expect(pickTarget('nearest', crowd({ 2: { up: 0 } }))).toBe(5);
  });
  it('breaks a distance tie toward the lower index', () => {
    expect(pickTarget('nearest', crowd({ 5: { at: [4, 1] } }))).toBe(2); // both exactly 5 spaces away
    expect(pickTarget('nearest', crowd({ 5: { at: [3, 1] } }))).toBe(5); // 4.24 spaces: nearer
  });
  it('returns -1 with no targetable enemy', () => {
    expect(pickTarget('nearest', crowd({ 2: { visible: 0 }, 5: { up: 0 } }))).toBe(-1);
  });
});

describe('a special rule forbidding fire (S_NO_FIRE)', () => {
  it('leaves the enemy out under every policy', () => {
    for (const policy of TARGETING_POLICIES) {
      // Two targetable enemies, 2 and 5 (5 the leader and the last attacker).
      const obs = crowd({ 5: { leader: 1 } });
      obs.lastAttacker = 5;
      const first = pickTarget(policy, obs);
      expect([2, 5]).toContain(first);
      obs.sightBits[first] = obs.sightBits[first]! | S_NO_FIRE;
      expect(isTargetable(obs, first)).toBe(false);
      const other = first === 2 ? 5 : 2;
      expect(pickTarget(policy, obs)).toBe(other);
      obs.sightBits[other] = obs.sightBits[other]! | S_NO_FIRE;
      expect(pickTarget(policy, obs)).toBe(-1);
    }
  });
});

describe('mostDangerous', () => {
  it('picks the highest danger among targetable enemies only', () => {
    // friend (9), unseen (9) and fallen (9) are more dangerous but never picked
    expect(pickTarget('mostDangerous', crowd())).toBe(5);
  });
  it('breaks a danger tie toward the nearest', () => {
    expect(pickTarget('mostDangerous', crowd({ 2: { danger: 2 } }))).toBe(2);
    expect(pickTarget('mostDangerous', crowd({ 2: { danger: 2, at: [10, 4] } }))).toBe(5);
  });
  it('breaks a tie of danger and distance toward the lower index', () => {
    expect(pickTarget('mostDangerous', crowd({ 2: { danger: 2, at: [4, 1] }, 5: { at: [5, 4] } }))).toBe(2);
    expect(pickTarget('mostDangerous', crowd({ 2: { danger: 2, at: [5, 4] }, 5: { at: [4, 1] } }))).toBe(2);
  });
  it('with every danger 0 picks the nearest', () => {
    expect(pickTarget('mostDangerous', crowd({ 2: { danger: 0 }, 5: { danger: 0 } }))).toBe(2);
  });
  it('returns -1 with no targetable enemy', () => {
    expect(pickTarget('mostDangerous', crowd({ 2: { visible: 0 }, 5: { visible: 0 } }))).toBe(-1);
  });
});

describe('lastAttacker', () => {
  it('picks the last attacker while it is a visible enemy that is up', () => {
    const o = crowd();
    o.lastAttacker = 2;
    expect(pickTarget('lastAttacker', o)).toBe(2); // though 5 is more dangerous
  });
  it.each([
    ['no attacker', -1],
    ['an unseen attacker', 3],
    ['a fallen attacker', 4],
    ['a friendly attacker', 1],
    ['the observer himself', 0],
  ] as const)('falls back to mostDangerous with %s', (_what, attacker) => {
    const o = crowd();
    o.lastAttacker = attacker;
    expect(pickTarget('lastAttacker', o)).toBe(5);
  });
});

describe('leader', () => {
  it('picks a visible enemy leader that is up, though another enemy is nearer and more dangerous', () => {
    expect(pickTarget('leader', crowd({ 2: { leader: 1, danger: 0.5 }, 5: { danger: 3 } }))).toBe(2);
    expect(pickTarget('leader', crowd({ 5: { leader: 1, danger: 0 }, 2: { danger: 5 } }))).toBe(5);
  });
  it('picks the nearest of several enemy leaders', () => {
    expect(pickTarget('leader', crowd({ 2: { leader: 1 }, 5: { leader: 1 } }))).toBe(2);
  });
  it('ignores its own leader, an unseen leader and a fallen leader, falling back to mostDangerous', () => {
    expect(pickTarget('leader', crowd({ 1: { leader: 1 }, 3: { leader: 1 }, 4: { leader: 1 } }))).toBe(5);
  });
});

describe('every policy', () => {
  it.each(TARGETING_POLICIES.map((p) => [p]))('%s never picks the observer, a friend, an unseen or a fallen character', (policy: TargetingPolicy) => {
    const o = crowd({ 1: { leader: 1 }, 3: { leader: 1 }, 4: { leader: 1 }, 2: { visible: 0 }, 5: { up: 0 } });
    o.lastAttacker = 1;
    expect(pickTarget(policy, o)).toBe(-1);
  });
});

describe('every policy against its definition', () => {
  /**
   * The policies test an enemy's targetability (and so his firing limits) only when he would beat
   * the best found so far. Their answers must be those of the definition: among every targetable
   * enemy, the best by the policy's order (ties to the lower index).
   */
  const reference = (policy: TargetingPolicy, o: ReturnType<typeof makeObservation>): number => {
    const ok = [...o.enemies].filter((j) => isTargetable(o, j));
    const nearest = (js: number[]): number => js.reduce((b, j) => (b < 0 || o.distance[j]! < o.distance[b]! ? j : b), -1);
    const dangerous = ok.reduce((b, j) => (b < 0 || o.danger[j]! > o.danger[b]! || (o.danger[j] === o.danger[b] && o.distance[j]! < o.distance[b]!) ? j : b), -1);
    if (policy === 'nearest') return nearest(ok);
    if (policy === 'mostDangerous') return dangerous;
    if (policy === 'lastAttacker') return ok.includes(o.lastAttacker) ? o.lastAttacker : dangerous;
    const leader = nearest(ok.filter((j) => o.leader[j] === 1));
    return leader >= 0 ? leader : dangerous;
  };

  it.each(TARGETING_POLICIES.map((p) => [p]))('%s: 3,000 seeded crowds with ties, the unseen, the fallen and S_NO_FIRE', (policy: TargetingPolicy) => {
    const rng = new Stream('targeting-reference');
    let picked = 0;
    for (let t = 0; t < 3000; t++) {
      // The observer and 9 others on a 6 x 5 corner of the street: distances and dangers repeat.
      const chars: CharSpec[] = [{ side: 0, at: [0, 0] }];
      for (let k = 1; k < 10; k++) {
        chars.push({ side: rng.die(3) - 1, at: [rng.die(6) - 1, rng.die(5) - 1], visible: rng.die(4) > 1 ? 1 : 0, up: rng.die(5) > 1 ? 1 : 0, danger: rng.die(3) - 1, leader: rng.die(4) === 1 ? 1 : 0 });
      }
      const o = makeObservation(street, chars);
      o.lastAttacker = rng.die(10) - 1;
      for (let k = 1; k < 10; k++) if (rng.die(4) === 1) o.sightBits[k] = o.sightBits[k]! | S_NO_FIRE;
      const want = reference(policy, o);
      if (want >= 0) picked++;
      expect(pickTarget(policy, o)).toBe(want);
    }
    // Both answers occur: someone picked, and nobody.
    expect(picked).toBeGreaterThan(300);
    expect(picked).toBeLessThan(3000);
  });
});
