/**
 * The Shootout! system hook (src/systems/shootout.ts), tested alone on hand-made observations:
 * paces, close combat, which figures to spend command points on, the command radius, snapfire,
 * Draw!, split dice, a pinned figure's return fire; and `agentFor` binding it under `shootout`.
 */
import {
  ACT_CLOSE_COMBAT,
  ACT_FIRE,
  ACT_NONE,
  ACT_RELOAD,
  HORSE_MOUNT,
  PHASE_FIRE,
  PHASE_MOVE,
  RATE_STILL,
  SO_RATE_FULL,
  SO_RATE_SHORT,
  soDieChance,
} from '@deadeye/core';
import { describe, expect, it } from 'vitest';
import {
  agentFor,
  closeExpectation,
  closeWanted,
  commandWorth,
  drawWanted,
  keepInRadius,
  radiusSlot,
  PACE_DASH,
  PACE_RUN,
  PACE_STILL,
  PACE_WALK,
  rangedExpectation,
  returnFireOnly,
  SHOOTOUT_HOOK,
  snapfireWanted,
  splitTargets,
  SYSTEM_HOOKS,
  validateAgentSpec,
} from '../src/index.ts';
import { fakeMap, intent, makeObservation, NO_RNG, type CharSpec, type TestObservation, type WeaponSpec } from './observation-fixture.ts';

/** A Colt Revolver as the Shootout! engine describes it: 2 dice, 6 rounds, short 3", maximum 18". */
const COLT: WeaponSpec = { loaded: 6, spare: 99, capacity: 6, rateOfFire: 2, reloadRate: 6, bands: [3, 9, 18, 18], firearm: 1 };
/** A Gatling gun: 4 dice, 60 rounds, splits its dice. */
const GATLING: WeaponSpec = { loaded: 60, spare: 99, capacity: 60, rateOfFire: 4, reloadRate: 60, bands: [6, 12, 24, 24], firearm: 1, longArm: 1 };

const ROW = '..............................';
const MAP = fakeMap([ROW, ROW, ROW, ROW, ROW, ROW, ROW, ROW, ROW, ROW, ROW]);

/** An observation by character 0 with Shootout!'s fields set (radius 6 spaces, his own numbers). */
function obs(chars: readonly CharSpec[], o: { phase?: number; weapons?: readonly WeaponSpec[]; speed?: readonly number[]; holstered?: readonly number[]; close?: [number, number]; ranged?: number } = {}): TestObservation {
  const x = makeObservation(MAP, chars, { phase: o.phase ?? PHASE_FIRE, weapons: o.weapons ?? [COLT] });
  const n = chars.length;
  x.commandRadius = 6;
  x.group = Int32Array.from(chars, (c) => c.side);
  x.speedFactor = Int8Array.from(o.speed ?? Array(n).fill(0));
  x.holstered = Uint8Array.from(o.holstered ?? Array(n).fill(0));
  x.splitDice = Uint8Array.from({ length: 4 }, (_, w) => (o.weapons?.[w] === GATLING ? 1 : 0));
  x.closeDice = o.close?.[0] ?? 1;
  x.closeFactor = o.close?.[1] ?? 0;
  x.rangedFactor = o.ranged ?? 0;
  x.groupLeader = -1;
  x.commandCost = 1;
  x.commandPoints = 3;
  x.moveAllowance = 6;
  x.snapTarget = -1;
  return x;
}

describe('paces and the doctrines\' requests', () => {
  it('still, crawl and walk a short move, evade, run and dash the full move; the BOOT HILL rate words are accepted', () => {
    const o = obs([{ side: 0, at: [1, 1] }]);
    expect(SHOOTOUT_HOOK.pace(o, PACE_STILL)).toBe(RATE_STILL);
    expect(SHOOTOUT_HOOK.pace(o, PACE_WALK)).toBe(SO_RATE_SHORT);
    expect(SHOOTOUT_HOOK.pace(o, PACE_RUN)).toBe(SO_RATE_FULL);
    expect(SHOOTOUT_HOOK.pace(o, PACE_DASH)).toBe(SO_RATE_FULL);
    expect(SHOOTOUT_HOOK.noFaster(SO_RATE_SHORT, PACE_WALK)).toBe(true);
    expect(SHOOTOUT_HOOK.noFaster(SO_RATE_FULL, PACE_WALK)).toBe(false);
    expect(SYSTEM_HOOKS.shootout).toBe(SHOOTOUT_HOOK);
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { rate: 'runDodge' } }, 'shootout')).toEqual([]);
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { rate: 'full' } }, 'shootout')).toEqual([]);
    expect(validateAgentSpec({ doctrine: 'gunfighter', params: { rate: 'sprint' } }, 'shootout')[0]).toMatch(/movement rate \(short, full, crawl, walk, runDodge, run, trot, gallop, or a SO_RATE code 1\.\.2\)/);
  });
  it('close combat is ACT_CLOSE_COMBAT; aiming is a shot now; quick shots and dismounts write nothing; mounting asks HORSE_MOUNT (Northfield)', () => {
    const out = intent();
    SHOOTOUT_HOOK.engage(out, 2);
    expect(out).toMatchObject({ action: ACT_CLOSE_COMBAT, target: 2 });
    SHOOTOUT_HOOK.aim(out, 1);
    expect(out).toMatchObject({ action: ACT_FIRE, target: 1 });
    const before = { ...out };
    SHOOTOUT_HOOK.quickShot(out);
    SHOOTOUT_HOOK.dismount(out);
    expect(out).toEqual(before);
    SHOOTOUT_HOOK.mount(out);
    expect(out).toEqual({ ...before, horse: HORSE_MOUNT });
  });
});

describe('when to close for close combat', () => {
  const near: CharSpec[] = [{ side: 0, at: [5, 5] }, { side: 1, at: [6, 5] }];
  it('closes with a Bowie knife at Close +2 (2 dice x 1/2) as good as a Colt at Ranged +0 in the open at short range (2 x 1/2); not with fists (1 x 1/6)', () => {
    expect(rangedExpectation(obs(near), 1)).toBeCloseTo(2 * soDieChance(0 + 1 + 1), 9);
    for (let m = -3; m <= 8; m++) expect(closeExpectation(obs(near, { close: [1, m] }))).toBeCloseTo(soDieChance(m), 9);
    expect(closeWanted(obs(near, { close: [2, 2] }), 1, false)).toBe(1);
    expect(closeWanted(obs(near, { close: [1, 0] }), 1, false)).toBe(-1);
  });
  it('an empty weapon expects nothing now: fists then; not when pinned, nor beyond the reach', () => {
    const empty = obs(near, { weapons: [{ ...COLT, loaded: 0 }] });
    expect(closeWanted(empty, 1, false)).toBe(1);
    empty.pinned = 1;
    expect(closeWanted(empty, 1, false)).toBe(-1);
    const far = obs([{ side: 0, at: [5, 5] }, { side: 1, at: [9, 5] }], { weapons: [{ ...COLT, loaded: 0 }] });
    expect(closeWanted(far, 1, false)).toBe(-1);
  });
  it('settle at PHASE_FIRE turns a reload into close combat with an enemy within 2"', () => {
    const o = obs(near, { weapons: [{ ...COLT, loaded: 0 }] });
    const out = intent();
    out.action = ACT_RELOAD;
    SHOOTOUT_HOOK.settle(o, out, NO_RNG);
    expect(out).toMatchObject({ action: ACT_CLOSE_COMBAT, target: 1 });
  });
  it('settle at PHASE_MOVE sends a knife-fighter within one move to close combat', () => {
    const o = obs([{ side: 0, at: [5, 5] }, { side: 1, at: [11, 5] }], { phase: PHASE_MOVE, close: [2, 2] });
    const out = intent();
    out.action = ACT_FIRE;
    out.target = 1;
    SHOOTOUT_HOOK.settle(o, out, NO_RNG);
    expect(out).toMatchObject({ action: ACT_CLOSE_COMBAT, target: 1, moveTo: MAP.cellAt(11, 5), rate: SO_RATE_FULL, command: 4 });
  });
});

describe('command points: the command radius and which figures to spend them on', () => {
  const group: CharSpec[] = [{ side: 0, at: [5, 5] }, { side: 0, at: [3, 5], leader: 1 }, { side: 1, at: [28, 5] }];
  /** Where keepInRadius sends figure 0 of `chars` (his leader figure 1) asked to go to (20,5) at a full move. */
  const clamped = (chars: CharSpec[]): number => {
    const o = obs(chars, { phase: PHASE_MOVE });
    o.groupLeader = 1;
    const out = intent();
    out.moveTo = MAP.cellAt(20, 5);
    out.rate = SO_RATE_FULL;
    keepInRadius(o, out);
    return out.moveTo;
  };
  it('keeps a move inside 6" of the leader: the free cell within it nearest the destination', () => {
    expect(clamped(group)).toBe(MAP.cellAt(9, 5));
    // A Hired Gun, the leader, a move to close combat: as asked.
    for (const change of ['hired', 'leader', 'close'] as const) {
      const p = obs(group, { phase: PHASE_MOVE });
      p.groupLeader = change === 'leader' ? 0 : 1;
      if (change === 'hired') p.hiredGun = 1;
      const q = intent();
      q.moveTo = MAP.cellAt(20, 5);
      q.rate = SO_RATE_FULL;
      if (change === 'close') q.action = ACT_CLOSE_COMBAT;
      keepInRadius(p, q);
      expect(q.moveTo, change).toBe(MAP.cellAt(20, 5));
    }
  });
  it('leaves the destination of a figure outside the radius already (SR-34: he pays 2 points wherever he goes)', () => {
    // An audit, 2026-11-29: the clamp drew figures far from their leader toward him (townsmen away
    // from their posts) and saved no point.
    const far: CharSpec[] = [{ side: 0, at: [15, 5] }, { side: 0, at: [3, 5], leader: 1 }, { side: 1, at: [28, 5] }];
    expect(clamped(far)).toBe(MAP.cellAt(20, 5));
  });
  it("sends a rider only to a cell his horse may enter (an audit: riders sent onto sidewalks stood still)", () => {
    // Row 5 is a sidewalk (no horses) from x 6 to 12; the nearest cell in the radius to the
    // destination a horse may enter is off it.
    const rows = Array.from({ length: 11 }, (_, y) => (y === 5 ? '......SSSSSSS.................' : '..............................'));
    const map = fakeMap(rows);
    const o = makeObservation(map, [{ side: 0, at: [5, 5] }, { side: 0, at: [3, 5], leader: 1 }, { side: 1, at: [28, 5] }], { phase: PHASE_MOVE, weapons: [COLT], mounted: true });
    o.groupLeader = 1;
    o.commandRadius = 6;
    const out = intent();
    out.moveTo = map.cellAt(20, 5);
    out.rate = SO_RATE_FULL;
    keepInRadius(o, out);
    expect(map.horsePassable[out.moveTo]).toBe(1);
    expect(map.distance(out.moveTo, map.cellAt(3, 5))).toBeLessThanOrEqual(o.commandRadius + 1e-9);
  });
  it('finds the same cell as a plain scan of every cell in the radius (nearest the destination, ties the lowest index), over many random placements, cached or not', () => {
    // A map with walls and an exit, figures on random cells, destinations anywhere: the pruned search (rows nearest the destination first) against the definition.
    const rows = ['E....#.........#..............', '.....#....#....#.......##.....', '..........#.........#.........', '#####.....#...........#.......', '...........###........#.......', '..............................', '....###......#.....#####......', '..............#...............', '.........#.........#..........', '...#.....#..........#.....####', '..............................'];
    const map = fakeMap(rows);
    let seed = 12345;
    const rand = (k: number): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % k;
    };
    const open = (): [number, number] => {
      for (;;) {
        const x = rand(map.width);
        const y = rand(map.height);
        if (map.passable[y * map.width + x] === 1) return [x, y];
      }
    };
    let moved = 0;
    for (let t = 0; t < 400; t++) {
      const chars: CharSpec[] = Array.from({ length: 2 + rand(6) }, (_, k) => ({ side: k === 2 ? 1 : 0, at: open(), up: rand(5) === 0 ? 0 : 1 }));
      const o = makeObservation(map, chars, { phase: PHASE_MOVE, weapons: [COLT] });
      o.commandRadius = [2, 3, 6, 4.5][rand(4)]!;
      o.groupLeader = 1;
      // Half the destinations from a pool of 8 cells: the same destination with other leaders'
      // cells and radii, which the cache of searches (keepInRadius) must tell apart.
      const dest = t % 2 === 0 ? rand(map.cells) : (rand(8) * 41) % map.cells;
      const q = intent();
      q.moveTo = dest;
      q.rate = SO_RATE_FULL;
      keepInRadius(o, q);
      // The definition: every cell in the leader's radius, in index order, strictly nearer wins.
      const lc = o.cell[1]!;
      // A destination inside the radius, or a figure outside it already (he pays 2 points wherever he goes): as asked.
      if (map.distance(dest, lc) <= o.commandRadius + 1e-9 || map.distance(o.cell[0]!, lc) > o.commandRadius + 1e-9) {
        expect(q.moveTo).toBe(dest);
        continue;
      }
      let best = -1;
      let bestD = Infinity;
      for (let c = 0; c < map.cells; c++) {
        if (map.passable[c] !== 1 || map.exit[c] === 1 || map.distance(c, lc) > o.commandRadius + 1e-9) continue;
        if (c !== o.cell[0] && chars.some((ch, k) => k !== 0 && (ch.up ?? 1) === 1 && o.cell[k] === c)) continue;
        const d = map.distance(c, dest);
        if (d < bestD) {
          bestD = d;
          best = c;
        }
      }
      expect(q.moveTo, `trial ${t}`).toBe(best < 0 ? dest : best === o.cell[0] ? -1 : best);
      if (q.moveTo !== dest) moved++;
    }
    // Most random figures stand outside their leader's radius (left as asked); the rest are clamped.
    expect(moved).toBeGreaterThan(10);
  });
  it('tells apart two leaders whose searches share a slot of the cache', () => {
    // A 70 x 70 open map: more (destination, leader) pairs than the cache's 4,096 slots, so two
    // leaders' searches toward one destination must share a slot.
    const big = fakeMap(Array.from({ length: 70 }, () => '.'.repeat(70)));
    const dest = big.cellAt(69, 69);
    const answer = (lc: number): number => {
      const o = makeObservation(big, [{ side: 0, at: [0, 0] }, { side: 0, at: [lc % big.width, Math.floor(lc / big.width)] }], { phase: PHASE_MOVE, weapons: [COLT] });
      o.commandRadius = 6;
      o.groupLeader = 1;
      const q = intent();
      q.moveTo = dest;
      q.rate = SO_RATE_FULL;
      keepInRadius(o, q);
      return q.moveTo;
    };
    const bySlot = new Map<number, number>();
    let pair: [number, number] | null = null;
    for (let lc = 1; lc < big.cells && pair === null; lc++) {
      if (big.distance(dest, lc) <= 6.5) continue;
      const other = bySlot.get(radiusSlot(dest, lc));
      if (other !== undefined && big.distance(other, lc) > 3) pair = [other, lc];
      else bySlot.set(radiusSlot(dest, lc), lc);
    }
    expect(pair).not.toBeNull();
    const [a, b] = pair!;
    const first = [answer(a), answer(b)];
    expect(first[0]).not.toBe(first[1]);
    // Again, each now cached (or displaced by the other): the same cells, never the other's.
    expect([answer(a), answer(b), answer(a)]).toEqual([first[0], first[1], first[0]]);
  });
  it('worth 3 to a figure with nobody to shoot, 1 to one who can; one less outside the radius; -1 for no move', () => {
    const out = intent();
    out.moveTo = MAP.cellAt(9, 5);
    out.rate = SO_RATE_FULL;
    const o = obs(group, { phase: PHASE_MOVE });
    o.groupLeader = 1;
    expect(commandWorth(o, out)).toBe(3); // the enemy is 23" away: beyond the Colt's 18"
    const close = obs([{ side: 0, at: [5, 5] }, { side: 0, at: [3, 5] }, { side: 1, at: [15, 5] }], { phase: PHASE_MOVE });
    close.groupLeader = 1;
    close.inCover = 1;
    expect(commandWorth(close, out)).toBe(1);
    close.inCover = 0;
    expect(commandWorth(close, out)).toBe(2); // in the open with an enemy in sight: to cover
    close.commandCost = 2;
    expect(commandWorth(close, out)).toBe(1);
    o.groupLeader = 0;
    expect(commandWorth(o, out)).toBe(3);
    const still = intent();
    expect(commandWorth(o, still)).toBe(-1);
  });
});

describe('snapfire, Draw!, split dice, return fire', () => {
  it('snapfires when the point would be lost or the group has more than 2; never pinned or out of range', () => {
    const o = obs([{ side: 0, at: [5, 5] }, { side: 1, at: [15, 5] }]);
    o.snapTarget = 1;
    o.commandPoints = 1;
    expect(snapfireWanted(o)).toBe(false);
    o.groupMoved = 1;
    expect(snapfireWanted(o)).toBe(true);
    o.pinned = 1;
    expect(snapfireWanted(o)).toBe(false);
    o.pinned = 0;
    o.groupMoved = 0;
    o.commandPoints = 3;
    expect(snapfireWanted(o)).toBe(true);
    const out = intent();
    SHOOTOUT_HOOK.settle(o, out, NO_RNG);
    expect(out).toMatchObject({ action: ACT_FIRE, target: 1 });
    const far = obs([{ side: 0, at: [5, 5] }, { side: 1, at: [25, 5] }]);
    far.snapTarget = 1;
    far.groupMoved = 1;
    expect(snapfireWanted(far)).toBe(false);
    const none = intent();
    none.action = ACT_FIRE;
    none.target = 1;
    SHOOTOUT_HOOK.settle(far, none, NO_RNG);
    expect(none.action).toBe(ACT_NONE);
  });
  it('calls a Draw! with both revolvers holstered when at least as fast', () => {
    const chars: CharSpec[] = [{ side: 0, at: [5, 5] }, { side: 1, at: [10, 5] }];
    const out = intent();
    out.action = ACT_FIRE;
    out.target = 1;
    expect(drawWanted(obs(chars, { holstered: [1, 1], speed: [2, 2] }), out)).toBe(true);
    expect(drawWanted(obs(chars, { holstered: [1, 1], speed: [3, 2] }), out)).toBe(true);
    expect(drawWanted(obs(chars, { holstered: [1, 1], speed: [1, 2] }), out)).toBe(false);
    expect(drawWanted(obs(chars, { holstered: [1, 0], speed: [3, 2] }), out)).toBe(false);
    SHOOTOUT_HOOK.settle(obs(chars, { holstered: [1, 1], speed: [3, 2] }), out, NO_RNG);
    expect(out.draw).toBe(1);
  });
  it('splits a Gatling gun\'s 4 dice between two targets; a Colt never splits', () => {
    const chars: CharSpec[] = [{ side: 0, at: [5, 5] }, { side: 1, at: [15, 5] }, { side: 1, at: [16, 6] }, { side: 1, at: [12, 8] }];
    const g = obs(chars, { weapons: [GATLING] });
    const out = intent();
    out.action = ACT_FIRE;
    out.target = 1;
    splitTargets(g, out);
    expect([out.target, out.target2, out.target3]).toEqual([1, 3, -1]);
    const c = intent();
    c.action = ACT_FIRE;
    c.target = 1;
    splitTargets(obs(chars), c);
    expect([c.target2, c.target3]).toEqual([-1, -1]);
  });
  it('a pinned figure fires back at his last attacker only', () => {
    const chars: CharSpec[] = [{ side: 0, at: [5, 5] }, { side: 1, at: [15, 5] }, { side: 1, at: [10, 5] }];
    const o = obs(chars);
    o.pinned = 1;
    o.lastAttacker = 1;
    const out = intent();
    out.action = ACT_FIRE;
    out.target = 2;
    returnFireOnly(o, out);
    expect(out.target).toBe(1);
    o.lastAttacker = -1;
    returnFireOnly(o, out);
    expect(out.action).toBe(ACT_NONE);
  });
});

describe('agentFor under shootout', () => {
  it('binds the hook after the doctrine: a gunfighter in range fires, and asks nothing of the command points at PHASE_FIRE', () => {
    const agent = agentFor({ doctrine: 'gunfighter' }, 'shootout');
    const o = obs([{ side: 0, at: [5, 5] }, { side: 1, at: [15, 5], danger: 1 }]);
    const out = intent();
    agent(o, NO_RNG, out);
    expect(out).toMatchObject({ action: ACT_FIRE, target: 1, shots: 2, command: 0, draw: 0 });
    const m = obs([{ side: 0, at: [5, 5] }, { side: 1, at: [28, 5], danger: 1 }], { phase: PHASE_MOVE });
    const move = intent();
    agent(m, NO_RNG, move);
    expect(move.moveTo).toBe(MAP.cellAt(28, 5));
    expect(move.rate).toBe(SO_RATE_SHORT);
    expect(move.command).toBe(3);
  });
});
