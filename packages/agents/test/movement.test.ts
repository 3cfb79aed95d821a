import { describe, expect, it } from 'vitest';
import { S_BLOCKED, S_CORNER, S_HARD, UNREACHABLE, compileMap } from '@deadeye/core';
import { costFromSelf, facingToward, fleeCell, forwardCoverCell, lastKnownEnemy, nearestCoverCell, stepToward } from '../src/index.ts';
import { fleeCellFree, rideOutCell, rideOutCellFree } from '../src/movement.ts';
import { coverSlot } from '../src/movement.ts';
import { fakeMap, makeObservation, scenarioMapOf } from './observation-fixture.ts';

/**
 * Hard cover at (3,2). From a shooter at (10,2), the only cell behind it (the line crosses the
 * cover cell next to the target) is (2,2).
 */
const TROUGH = ['...........', '...........', '...H.......', '...........', '...........'];

describe('facingToward', () => {
  const w = 10;
  const at = (x: number, y: number) => y * w + x;
  it('maps the eight directions, N = 0 clockwise, y growing south', () => {
    const from = at(5, 5);
    expect(facingToward(from, at(5, 1), w)).toBe(0);
    expect(facingToward(from, at(8, 2), w)).toBe(1);
    expect(facingToward(from, at(9, 5), w)).toBe(2);
    expect(facingToward(from, at(7, 7), w)).toBe(3);
    expect(facingToward(from, at(5, 9), w)).toBe(4);
    expect(facingToward(from, at(2, 8), w)).toBe(5);
    expect(facingToward(from, at(0, 5), w)).toBe(6);
    expect(facingToward(from, at(4, 4), w)).toBe(7);
  });
  it('rounds to the nearest direction', () => {
    expect(facingToward(at(0, 5), at(9, 4), w)).toBe(2); // 6 degrees north of east
    expect(facingToward(at(0, 9), at(5, 6), w)).toBe(1); // 31 degrees north of east: NE
  });
  it('returns -1 (keep) for the same cell or a missing one', () => {
    expect(facingToward(at(3, 3), at(3, 3), w)).toBe(-1);
    expect(facingToward(-1, at(3, 3), w)).toBe(-1);
  });
});

describe('nearestCoverCell', () => {
  const map = fakeMap(TROUGH);
  const threat = map.cellAt(10, 2);
  it('finds the cell behind hard cover from the threat, by path cost from the observer', () => {
    const o = makeObservation(map, [{ side: 0, at: [6, 0] }, { side: 1, at: [10, 2] }]);
    expect(nearestCoverCell(o, threat, 24)).toBe(map.cellAt(2, 2));
  });
  it('respects the path cost limit in half-spaces: (6,0) -> (2,2) costs 2 diagonal + 2 orthogonal steps = 10', () => {
    const o = makeObservation(map, [{ side: 0, at: [6, 0] }, { side: 1, at: [10, 2] }]);
    expect(nearestCoverCell(o, threat, 10)).toBe(map.cellAt(2, 2));
    expect(nearestCoverCell(o, threat, 9)).toBe(-1);
  });
  it('returns the own cell when already in cover, and skips a cell another character holds', () => {
    const o = makeObservation(map, [{ side: 0, at: [2, 2] }, { side: 1, at: [10, 2] }]);
    expect(nearestCoverCell(o, threat, 24)).toBe(map.cellAt(2, 2));
    const p = makeObservation(map, [{ side: 0, at: [6, 0] }, { side: 1, at: [10, 2] }, { side: 0, at: [2, 2] }]);
    expect(nearestCoverCell(p, threat, 24)).toBe(-1);
  });
  it('never picks an exit cell (ending a move there leaves the map)', () => {
    const edge = fakeMap(['...........', '...........', 'EH.........', '...........', '...........']);
    const o = makeObservation(edge, [{ side: 0, at: [3, 0] }, { side: 1, at: [10, 2] }]);
    expect(edge.sight(edge.cellAt(10, 2))[edge.cellAt(0, 2)]).toBe(S_HARD);
    expect(nearestCoverCell(o, edge.cellAt(10, 2), 40)).toBe(-1);
  });
  it('returns -1 without a threat', () => {
    const o = makeObservation(map, [{ side: 0, at: [6, 0] }]);
    expect(nearestCoverCell(o, -1, 24)).toBe(-1);
  });
  it('does not count a line blocked by a wall as cover', () => {
    // A wall at (6,2) also lies on the line from (10,2) to (2,2): hard and blocked.
    const walled = fakeMap(['...........', '...........', '...H..#....', '...........', '...........']);
    expect(walled.sight(walled.cellAt(10, 2))[walled.cellAt(2, 2)]).toBe(S_BLOCKED | S_HARD);
    const o = makeObservation(walled, [{ side: 0, at: [6, 0] }, { side: 1, at: [10, 2] }]);
    expect(nearestCoverCell(o, walled.cellAt(10, 2), 40)).toBe(-1);
  });
});

describe('nearestCoverCell memo', () => {
  /** The nearest free cover cell by brute force over every cell (no memo, no search radius). */
  const reference = (o: ReturnType<typeof makeObservation>, threat: number, maxCost: number): number => {
    const map = o.map;
    const own = o.cell[o.self] as number;
    const field = map.pathField(own);
    let best = -1;
    let bestCost = Infinity;
    for (let c = 0; c < map.cells; c++) {
      const bits = map.sight(threat)[c] as number;
      if (c === threat || map.exit[c] === 1 || (bits & (S_HARD | S_CORNER)) === 0 || (bits & S_BLOCKED) !== 0) continue;
      const cost = costFromSelf(map, field, own, c);
      if (cost >= UNREACHABLE || cost > maxCost) continue;
      if (c !== own && [1, 2].some((k) => o.up[k] === 1 && o.cell[k] === c)) continue;
      if (cost < bestCost) {
        bestCost = cost;
        best = c;
      }
    }
    return best;
  };
  it('gives the brute-force answer for more (own, threat) pairs than the cache has slots, twice over', () => {
    // 24 x 24 with hard cover every 4th cell of every 3rd row, 12 threats: 6,900 pairs share the
    // 4,096 slots and evict one another; the second pass, in reverse order, meets evicted pairs.
    const size = 24;
    const rows = Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => (y % 3 === 1 && x % 4 === 2 ? 'H' : '.')).join(''));
    const map = fakeMap(rows);
    const threats = Array.from({ length: 12 }, (_, k) => map.cellAt((k * 7) % size, (k * 11) % size));
    const o = makeObservation(map, [{ side: 0, at: [0, 0] }, { side: 1, at: [size - 1, size - 1] }, { side: 0, at: [12, 12] }]);
    const answers: number[] = [];
    for (let own = 0; own < map.cells; own++) {
      if (map.passable[own] !== 1 || own === map.cellAt(12, 12)) continue;
      o.cell[0] = own;
      for (const threat of threats) if (threat !== own) answers.push(own, threat, reference(o, threat, 30));
    }
    expect(answers.length / 3).toBeGreaterThan(4096);
    expect(answers.filter((_, k) => k % 3 === 2 && answers[k]! >= 0).length).toBeGreaterThan(answers.length / 6);
    for (const pass of [0, 1]) {
      for (let m = 0; m < answers.length / 3; m++) {
        const k = 3 * (pass === 0 ? m : answers.length / 3 - 1 - m);
        o.cell[0] = answers[k]!;
        expect(nearestCoverCell(o, answers[k + 1]!, 30)).toBe(answers[k + 2]);
      }
    }
    // Pairs that share a slot and have different answers, asked in turn: each must evict the other.
    // (The hash spreads the pairs of one own cell, or of one threat, over distinct slots on a map
    // this size: pairs that collide differ in both cells.)
    let clashes = 0;
    for (let m = 0; m < answers.length && clashes < 5; m += 3) {
      for (let q = m + 3; q < answers.length; q += 3) {
        if (answers[q + 2] === answers[m + 2] || coverSlot(answers[q]!, answers[q + 1]!) !== coverSlot(answers[m]!, answers[m + 1]!)) continue;
        for (const k of [m, q, m, q]) {
          o.cell[0] = answers[k]!;
          expect(nearestCoverCell(o, answers[k + 1]!, 30)).toBe(answers[k + 2]);
        }
        clashes++;
        break;
      }
    }
    expect(clashes).toBe(5);
  });
});

describe('forwardCoverCell memo', () => {
  /**
   * The free cover cell nearest the threat (ties: the cheaper, then the lowest index), more than
   * half a space nearer it than the observer, by brute force over every cell (no memo, no radius).
   */
  const reference = (o: ReturnType<typeof makeObservation>, threat: number, maxCost: number): number => {
    const map = o.map;
    const own = o.cell[o.self] as number;
    const field = map.pathField(own);
    const ownD = map.distance(own, threat) - 0.5;
    let best = -1;
    let bestD = Infinity;
    let bestCost = Infinity;
    for (let c = 0; c < map.cells; c++) {
      const bits = map.sight(threat)[c] as number;
      if (c === threat || map.exit[c] === 1 || (bits & (S_HARD | S_CORNER)) === 0 || (bits & S_BLOCKED) !== 0) continue;
      const d = map.distance(c, threat);
      const cost = costFromSelf(map, field, own, c);
      if (d >= ownD || cost >= UNREACHABLE || cost > maxCost) continue;
      if (c !== own && [1, 2].some((k) => o.up[k] === 1 && o.cell[k] === c)) continue;
      if (d < bestD || (d === bestD && cost < bestCost)) {
        bestD = d;
        bestCost = cost;
        best = c;
      }
    }
    return best;
  };
  it('gives the brute-force answer for more (own, threat) pairs than the cache has slots, a comrade standing on cover', () => {
    // The map of the nearestCoverCell memo's test; the comrade stands on a cover cell, on the
    // second pass on another, so that a memoised order must skip him where he stands now.
    const size = 24;
    const rows = Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => (y % 3 === 1 && x % 4 === 2 ? 'H' : '.')).join(''));
    const map = fakeMap(rows);
    const threats = Array.from({ length: 12 }, (_, k) => map.cellAt((k * 7) % size, (k * 11) % size));
    const o = makeObservation(map, [{ side: 0, at: [0, 0] }, { side: 1, at: [size - 1, size - 1] }, { side: 0, at: [10, 13] }]);
    let asked = 0;
    let found = 0;
    for (const comrade of [map.cellAt(10, 13), map.cellAt(14, 10)]) {
      o.cell[2] = comrade;
      for (let own = 0; own < map.cells; own++) {
        if (map.passable[own] !== 1 || own === comrade) continue;
        o.cell[0] = own;
        for (const threat of threats) {
          if (threat === own) continue;
          const want = reference(o, threat, 30);
          expect(forwardCoverCell(o, threat, 30)).toBe(want);
          asked++;
          if (want >= 0) found++;
        }
      }
    }
    expect(asked).toBeGreaterThan(2 * 4096);
    expect(found).toBeGreaterThan(asked / 6);
  });
});

describe('rideOutCellFree', () => {
  // A street with exits at both ends: the west one (0,1) two spaces away, the east one (10,1) eight.
  const map = fakeMap(['...........', 'E.........E', '...........']);
  it('rides for the nearest exit, and for another when an enemy who is up stands on it', () => {
    expect(rideOutCellFree(makeObservation(map, [{ side: 0, at: [2, 1] }]))).toBe(map.cellAt(0, 1));
    const held = makeObservation(map, [{ side: 0, at: [2, 1] }, { side: 1, at: [0, 1] }]);
    expect(rideOutCell(held)).toBe(map.cellAt(0, 1));
    expect(rideOutCellFree(held)).toBe(map.cellAt(10, 1));
  });
  it('keeps the nearest exit when the one on it is a comrade or down, or every exit is held', () => {
    expect(rideOutCellFree(makeObservation(map, [{ side: 0, at: [2, 1] }, { side: 0, at: [0, 1] }]))).toBe(map.cellAt(0, 1));
    expect(rideOutCellFree(makeObservation(map, [{ side: 0, at: [2, 1] }, { side: 1, at: [0, 1], up: 0 }]))).toBe(map.cellAt(0, 1));
    expect(rideOutCellFree(makeObservation(map, [{ side: 0, at: [2, 1] }, { side: 1, at: [0, 1] }, { side: 1, at: [10, 1] }]))).toBe(map.cellAt(0, 1));
  });
});

describe('fleeCellFree', () => {
  // A street with exits at both ends: the west one (0,1) two spaces away, the east one (10,1) eight.
  const map = fakeMap(['...........', 'E.........E', '...........']);
  it('runs for the nearest exit, and for another when an enemy who is up stands on it', () => {
    expect(fleeCellFree(makeObservation(map, [{ side: 0, at: [2, 1] }]))).toBe(map.cellAt(0, 1));
    const held = makeObservation(map, [{ side: 0, at: [2, 1] }, { side: 1, at: [0, 1] }]);
    expect(fleeCell(held)).toBe(map.cellAt(0, 1));
    expect(fleeCellFree(held)).toBe(map.cellAt(10, 1));
  });
  it('keeps the nearest exit when the one on it is a comrade or down, or every exit is held', () => {
    expect(fleeCellFree(makeObservation(map, [{ side: 0, at: [2, 1] }, { side: 0, at: [0, 1] }]))).toBe(map.cellAt(0, 1));
    expect(fleeCellFree(makeObservation(map, [{ side: 0, at: [2, 1] }, { side: 1, at: [0, 1], up: 0 }]))).toBe(map.cellAt(0, 1));
    expect(fleeCellFree(makeObservation(map, [{ side: 0, at: [2, 1] }, { side: 1, at: [0, 1] }, { side: 1, at: [10, 1] }]))).toBe(map.cellAt(0, 1));
  });
  it('takes the free exit cheapest by path cost on foot, a door surcharge counted', () => {
    // From (3,0): the held exit (0,0) 3 steps; a door exit (7,0) 4 steps (8 half-spaces + 2 for the
    // door = 10), nearer in a straight line than the street exit (7,1): 3 steps and a diagonal (9).
    const doors = fakeMap(['E......D', '........']);
    const o = makeObservation(doors, [{ side: 0, at: [3, 0] }, { side: 1, at: [0, 0] }], { exits: [0, 7, 15] });
    expect(fleeCell(o)).toBe(0);
    expect(fleeCellFree(o)).toBe(15);
  });
});

describe('fleeCell', () => {
  it('picks the exit nearest by path, not by straight line', () => {
    // Exits on both ends; a wall with a gap at the bottom makes the left exit (nearer in a
    // straight line, 5 spaces) farther by path (16 half-spaces, round the wall) than the right one (6 spaces, 12).
    const map = fakeMap(['E...#......E', 'E...#......E', 'E...#......E', 'E...........E'.slice(1)]);
    const o = makeObservation(map, [{ side: 0, at: [5, 0] }]);
    expect(fleeCell(o)).toBe(map.cellAt(11, 0));
    const near = makeObservation(map, [{ side: 0, at: [2, 0] }]);
    expect(fleeCell(near)).toBe(map.cellAt(0, 0));
  });
  it('counts the door surcharge of entering the exit (the field toward the observer does not)', () => {
    // Door exit at x=0, street exit at x=4, observer at x=2: both 2 steps, the door costs 2 more.
    const map = fakeMap(['D...E']);
    const o = makeObservation(map, [{ side: 0, at: [2, 0] }], { exits: [0, 4] });
    expect(map.pathField(o.cell[0] as number)[0]).toBe(4);
    expect(costFromSelf(map, map.pathField(2), 2, 0)).toBe(6);
    expect(fleeCell(o)).toBe(4);
  });
  it('walks one field shared by every observer, not one per observer cell', () => {
    const map = fakeMap(['...........', 'E.........E', '...........']);
    for (const [x, y] of [[2, 0], [3, 1], [4, 2], [6, 0], [7, 1], [8, 2]] as const) {
      const o = makeObservation(map, [{ side: 0, at: [x, y] }]);
      expect(fleeCell(o)).toBe(x < 5 ? map.cellAt(0, 1) : map.cellAt(10, 1));
    }
    expect(map.fieldsComputed).toBe(1);
  });
  it('returns the own cell on an exit', () => {
    const map = fakeMap(['E...E']);
    expect(fleeCell(makeObservation(map, [{ side: 0, at: [4, 0] }]))).toBe(4);
  });
  it('does not squeeze diagonally between two walls', () => {
    // From (0,1) the exit (1,0) is one diagonal step, but (1,1) and (0,0) are walls: the way
    // round is long, so the other exit (0,4) is nearer.
    const map = fakeMap(['#E#..', '.#...', '.#...', '.#...', 'E....']);
    expect(fleeCell(makeObservation(map, [{ side: 0, at: [0, 1] }]))).toBe(map.cellAt(0, 4));
  });
  it('returns -1 when no exit can be reached', () => {
    const map = fakeMap(['E#...']);
    const o = makeObservation(map, [{ side: 0, at: [3, 0] }]);
    expect(fleeCell(o)).toBe(-1);
  });
});

describe('steps', () => {
  const map = fakeMap(['.....']);
  it('stepToward returns the destination, or -1 for the own cell', () => {
    const o = makeObservation(map, [{ side: 0, at: [1, 0] }]);
    expect(stepToward(o, 4)).toBe(4);
    expect(stepToward(o, 1)).toBe(-1);
    expect(stepToward(o, -1)).toBe(-1);
  });
});

describe('lastKnownEnemy', () => {
  const map = fakeMap(['..........']);
  it('prefers the last target while it is up, else the nearest last known enemy that is up', () => {
    const o = makeObservation(map, [
      { side: 0, at: [0, 0] },
      { side: 1, at: [8, 0], visible: 0 },
      { side: 1, at: [4, 0], visible: 0 },
      { side: 1, at: [2, 0], visible: 0, up: 0 },
      { side: 0, at: [1, 0] },
    ]);
    expect(lastKnownEnemy(o)).toBe(2);
    o.lastTarget = 1;
    expect(lastKnownEnemy(o)).toBe(1);
    o.up[1] = 0;
    expect(lastKnownEnemy(o)).toBe(2);
    o.up[2] = 0;
    expect(lastKnownEnemy(o)).toBe(-1);
  });
});

describe('on the compiled map', () => {
  it('finds the same cover cell and exit as on the fake map', () => {
    const rows = ['E..........', '...........', '...H.......', '...........', '..........E'];
    const map = compileMap(scenarioMapOf(rows));
    const o = makeObservation(map, [{ side: 0, at: [6, 0] }, { side: 1, at: [10, 2] }]);
    expect(nearestCoverCell(o, map.cellAt(10, 2), 24)).toBe(map.cellAt(2, 2));
    expect(fleeCell(o)).toBe(map.cellAt(10, 4)); // 6 orthogonal steps (12) or 4 diagonal (12): the first of the descent
    expect(fleeCell(makeObservation(map, [{ side: 0, at: [4, 0] }]))).toBe(map.cellAt(0, 0)); // 8 against 16
  });
});
