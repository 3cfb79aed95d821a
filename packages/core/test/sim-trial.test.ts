/**
 * The neutral frame of a trial (src/sim/trial.ts): turns until a winner, the scenario's victory
 * conditions, and recording into the outcome accumulator.
 */
import { describe, expect, it } from 'vitest';
import {
  A_DRAWS,
  A_TRIALS,
  C_END,
  C_HITS,
  C_SHOTS,
  FIGHT_GOES_ON,
  STATUS_DEAD,
  STATUS_FLED,
  SimWorld,
  Victory,
  countedCasualties,
  createTrialRecords,
  holdObjective,
  noteTrial,
  createOutcomeAccumulator,
  outcomeLayout,
  playTurns,
  readOutcomeCounts,
  recordTrial,
  resetSimWorld,
  placeAt,
  setStatus,
  startAt,
  type TurnProcedure,
  type VictoryCondition,
} from '../src/index.ts';

const SIDES = [
  { name: 'Law', members: [0, 1] },
  { name: 'Gang', members: [2] },
];
const PLACES = new Map([['bank', Int32Array.of(5, 6)]]);

function world(): SimWorld {
  const w = new SimWorld([0, 0, 1], [2, 1], 1, 10);
  resetSimWorld(w);
  startAt(w, 0, 0);
  startAt(w, 1, 1);
  startAt(w, 2, 9);
  return w;
}

describe('playTurns', () => {
  it('plays turns until the procedure names a winner, and leaves the turn played in world.turn', () => {
    const w = world();
    const played: number[] = [];
    const p: TurnProcedure = { playTurn: (t) => played.push(t), winner: () => (played.length === 3 ? 1 : FIGHT_GOES_ON) };
    expect(playTurns(w, p, 10)).toBe(1);
    expect(played).toEqual([1, 2, 3]);
    expect(w.turn).toBe(3);
  });
  it('asks once more with final set at the turn limit, and calls a fight still going a draw', () => {
    const w = world();
    const finals: boolean[] = [];
    const holds: TurnProcedure = { playTurn: () => undefined, winner: (final) => (finals.push(final), final ? 0 : FIGHT_GOES_ON) };
    expect(playTurns(w, holds, 4)).toBe(0);
    expect(finals).toEqual([false, false, false, false, true]);
    expect(w.turn).toBe(4);
    const never: TurnProcedure = { playTurn: () => undefined, winner: () => FIGHT_GOES_ON };
    expect(playTurns(w, never, 2)).toBe(-1);
  });
});

describe('Victory', () => {
  it('gives the fight to the last side standing, and to nobody when every side is out', () => {
    const w = world();
    const v = new Victory([{ type: 'lastSideStanding' }] as VictoryCondition[], SIDES, PLACES, 3);
    expect(v.winner(w, false)).toBe(FIGHT_GOES_ON);
    setStatus(w, 2, STATUS_DEAD);
    expect(v.winner(w, false)).toBe(0);
    setStatus(w, 0, STATUS_DEAD);
    setStatus(w, 1, STATUS_FLED);
    expect(v.winner(w, false)).toBe(-1);
  });
  it('counts the characters of the side who reached its place, and forgets them at reset', () => {
    const w = world();
    const v = new Victory([{ type: 'reachPlace', side: 'Gang', place: 'bank', count: 1 }], SIDES, PLACES, 3);
    expect(v.arrive(0, 0, 5)).toBeNull();
    expect(v.winner(w, false)).toBe(FIGHT_GOES_ON);
    expect(v.arrive(2, 1, 4)).toBeNull();
    expect(v.winner(w, false)).toBe(FIGHT_GOES_ON);
    // The place's name the first time he reaches it (the replay's "X reaches P"), not again.
    expect(v.arrive(2, 1, 6)).toBe('bank');
    expect(v.winner(w, false)).toBe(1);
    expect(v.arrive(2, 1, 6)).toBeNull();
    v.reset();
    expect(v.winner(w, false)).toBe(FIGHT_GOES_ON);
    expect(v.arrive(2, 1, 6)).toBe('bank');
    // With names and a log kept: the replay's line, once.
    const named = new Victory([{ type: 'reachPlace', side: 'Gang', place: 'bank', count: 1 }], SIDES, PLACES, 3, ['Abe', 'Bo', 'Cy']);
    const log: string[] = [];
    named.arrive(2, 1, 6, log);
    named.arrive(2, 1, 6, log);
    named.arrive(0, 0, 5, log);
    expect(log).toEqual(['    Cy reaches bank']);
  });
  it('gives the fight to a side holding out only at the turn limit, and only with someone left', () => {
    const w = world();
    const v = new Victory([{ type: 'holdOut', side: 'Gang' }], SIDES, PLACES, 3);
    expect(v.winner(w, false)).toBe(FIGHT_GOES_ON);
    expect(v.winner(w, true)).toBe(1);
  });
});

describe('recordTrial', () => {
  it('records the trial, the draw, the turns, each side and each character into the neutral cells', () => {
    const w = world();
    const layout = outcomeLayout({ maxTurns: 5, sideSizes: [2, 1], characters: 3, weaponClasses: 1, bands: 4 });
    const acc = createOutcomeAccumulator(layout);
    w.wounded[1] = 1;
    w.shots[0] = 3;
    w.hits[0] = 2;
    setStatus(w, 2, STATUS_DEAD);
    recordTrial(w, acc, layout, 0, 4);
    recordTrial(w, acc, layout, -1, 5);
    expect([acc[A_TRIALS], acc[A_DRAWS]]).toEqual([2, 1]);
    const o = layout.characters[0]!;
    expect([acc[o + C_SHOTS], acc[o + C_HITS], acc[o + C_END]]).toEqual([6, 4, 2]);
    const counts = readOutcomeCounts(layout, acc, { maxTurns: 5, sides: SIDES, characters: [{ name: 'a', side: 0 }, { name: 'b', side: 0 }, { name: 'c', side: 1 }], weaponClasses: [{ id: 'gun', name: 'Gun' }], bands: ['short', 'medium', 'long', 'extreme'] });
    expect(counts.turns).toEqual([0, 0, 0, 1, 1]);
    expect(counts.sides.map((s) => s.wins)).toEqual([1, 0]);
    expect(counts.sides[1]?.casualties).toEqual([0, 2]);
    expect(counts.characters[1]?.endState.wounded).toBe(2);
    expect(counts.characters[2]?.endState.dead).toBe(2);
    expect(counts.weapons).toEqual([]);
  });
  it('counts a man off the map holding his side objective as escaped and no casualty; one without it as fled and a casualty', () => {
    const w = world();
    const layout = outcomeLayout({ maxTurns: 5, sideSizes: [2, 1], characters: 3, weaponClasses: 1, bands: 4 });
    const acc = createOutcomeAccumulator(layout);
    const records = createTrialRecords(2, 2);
    // Both of side 0 leave the map, a wounded one after a scenario task: he escaped.
    w.wounded[0] = 1;
    holdObjective(w, 0);
    setStatus(w, 0, STATUS_FLED);
    setStatus(w, 1, STATUS_FLED);
    expect(w.sideCasualties[0]).toBe(2);
    expect(countedCasualties(w, 0)).toBe(1);
    recordTrial(w, acc, layout, 1, 3);
    noteTrial(records, 0, w, 1);
    // The next trial starts with nobody holding anything: the same exits are two fled.
    resetSimWorld(w);
    setStatus(w, 0, STATUS_FLED);
    setStatus(w, 1, STATUS_FLED);
    recordTrial(w, acc, layout, 1, 3);
    noteTrial(records, 1, w, 1);
    const counts = readOutcomeCounts(layout, acc, { maxTurns: 5, sides: SIDES, characters: [{ name: 'a', side: 0 }, { name: 'b', side: 0 }, { name: 'c', side: 1 }], weaponClasses: [{ id: 'gun', name: 'Gun' }], bands: ['short', 'medium', 'long', 'extreme'] });
    expect(counts.characters[0]?.endState).toEqual({ unhurt: 0, wounded: 0, escaped: 1, unconscious: 0, dead: 0, fled: 1, captured: 0 });
    expect(counts.characters[1]?.endState.fled).toBe(2);
    expect(counts.sides[0]?.casualties).toEqual([0, 1, 1]);
    expect([records.casualties[0], records.casualties[2]]).toEqual([1, 2]);
  });
});

describe('observeOthers', () => {
  /** An open street `width` spaces long, one row; character 0 (side 0) at x 0, characters 1 and 2 (side 1) at x 2 and 4; an empty observation. */
  async function street(width: number) {
    const { compileMap } = await import('../src/index.ts');
    const map = compileMap({ width, height: 1, feetPerSpace: 6, default: 'street', terrain: [], cover: [], places: {}, exits: [] } as never);
    const w = new SimWorld([0, 1, 1], [1, 2], 1, width);
    resetSimWorld(w);
    startAt(w, 0, 0);
    startAt(w, 1, 2);
    startAt(w, 2, 4);
    const o = { cell: new Int32Array(3), visible: new Uint8Array(3), distance: new Float64Array(3), danger: new Float64Array(3), sightBits: new Uint8Array(3) };
    return { map, w, o, size: map.offsetDistance.length, lastSeen: new Int32Array(9).fill(-1) };
  }

  it('sees comrades always, enemies on a clear line inside the arc or as attackers he is aware of, and remembers where they were', async () => {
    const { observeOthers, ObserverMemory } = await import('../src/index.ts');
    const { map, w, o, size, lastSeen } = await street(5);
    // Character 0 faces east (2); he sees offset +2 only (a toy arc), not +4.
    const arc = new Uint8Array(8 * size);
    arc[2 * size + map.offsetCentre + 2] = 1;
    const tables = { arc, arcSize: size, threatBands: Int32Array.of(-1, 0, -1), bandByOffset: new Int8Array(size).fill(1), threatTable: Float64Array.of(0, 0.75), threatAt: new Int32Array(3) };
    const memory = new ObserverMemory(3);
    w.facing[0] = 2;
    observeOthers(w, map, 0, o as never, tables, lastSeen, null, 0, memory);
    expect(Array.from(o.visible)).toEqual([1, 1, 0]);
    expect(Array.from(o.distance)).toEqual([0, 2, 4]);
    expect(Array.from(o.danger)).toEqual([0, 0.75, 0]);
    expect(Array.from(o.cell)).toEqual([0, 2, -1]);
    // Out of sight, he is where he was last seen; an attacker he is aware of is seen whatever the arc.
    placeAt(w, 1, 3);
    const aware = new Uint8Array(9);
    aware[0 * 3 + 2] = 1;
    observeOthers(w, map, 0, o as never, tables, lastSeen, aware, 1, memory);
    expect(Array.from(o.visible)).toEqual([1, 0, 1]);
    expect(Array.from(o.cell)).toEqual([0, 2, 4]);
    // Aware of both (a new count: every enemy's row again, though nobody moved): both seen.
    aware[0 * 3 + 1] = 1;
    observeOthers(w, map, 0, o as never, tables, lastSeen, aware, 2, memory);
    expect(Array.from(o.visible)).toEqual([1, 1, 1]);
    expect(Array.from(o.cell)).toEqual([0, 3, 4]);
  });

  it('recomputes only the rows of those who changed since the observer last looked (the change log), and all of them when he moved', async () => {
    const { observeOthers, ObserverMemory, touch } = await import('../src/index.ts');
    const { map, w, o, size, lastSeen } = await street(6);
    const arc = new Uint8Array(8 * size).fill(1);
    const threatBands = Int32Array.of(-1, -1, -1);
    const tables = { arc, arcSize: size, threatBands, bandByOffset: new Int8Array(size).fill(0), threatTable: Float64Array.of(0.5), threatAt: new Int32Array(3) };
    const memory = new ObserverMemory(3);
    observeOthers(w, map, 0, o as never, tables, lastSeen, null, 0, memory);
    expect(Array.from(o.distance)).toEqual([0, 2, 4]);
    // A row not logged is not recomputed: poke it, and it stays poked while nobody changes...
    o.distance[2] = 99;
    observeOthers(w, map, 0, o as never, tables, lastSeen, null, 0, memory);
    expect(Array.from(o.distance)).toEqual([0, 2, 99]);
    // ...while the row of a character who moved or whose threat changed is.
    placeAt(w, 1, 3);
    threatBands[2] = 0;
    touch(w, 2);
    observeOthers(w, map, 0, o as never, tables, lastSeen, null, 0, memory);
    expect(Array.from(o.distance)).toEqual([0, 3, 4]);
    expect(Array.from(o.danger)).toEqual([0, 0, 0.5]);
    // The observer moves: every row afresh.
    o.distance[2] = 99;
    placeAt(w, 0, 1);
    observeOthers(w, map, 0, o as never, tables, lastSeen, null, 0, memory);
    expect(Array.from(o.distance)).toEqual([0, 2, 3]);
    // Forgetting him (observedAt -1) does the same.
    o.distance[1] = 99;
    memory.observedAt[0] = -1;
    observeOthers(w, map, 0, o as never, tables, lastSeen, null, 0, memory);
    expect(Array.from(o.distance)).toEqual([0, 2, 3]);
  });
});
