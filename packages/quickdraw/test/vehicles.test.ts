/**
 * Vehicles on forced dice (src/skirmish/vehicles.ts and its hooks; RULINGS.md QR-38..QR-42): the
 * driver moving his vehicle at its table distance with everyone in it, on the cells a vehicle may
 * enter, halved by Reduced Mobility and stopped by Immobilized; getting in and out; the split of a
 * hit between a rider and his vehicle; the VDV and its adjustments; every outcome of the damage
 * table; riders ducking in it; shots from it; the scenario format's checks, BOOT HILL's refusal,
 * and the stagecoach fixture played by the agents.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import {
  BLOW_STANDARD,
  HORSE_DISMOUNT,
  HORSE_MOUNT,
  loadScenario,
  PHASE_MOVE,
  placeAt,
  QD_RATE_FULL,
  SHOT_AIMED,
  SHOT_DELIBERATE,
  SHOT_HASTY,
  SHOT_SNAP,
  STATUS_UP,
  type Scenario,
  type SkirmishAgent,
} from '@deadeye/core';
import { compileScenario, createScenarioEngine, getSystem } from '@deadeye/registry';
import { streamFor } from '@deadeye/rng';
import { createQdAccumulator, qdCounts, type QdSetup } from '../src/index.ts';
import { courageTest } from '../src/skirmish/effects.ts';
import { strike } from '../src/skirmish/fighting.ts';
import { moveToward } from '../src/skirmish/movement.ts';
import { IMPACT_HIGH, IMPACT_NORMAL, TRAIT, VEHICLE_MOVE } from '../src/skirmish/setup.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { blowVdv, hitVehicle, shotVdv } from '../src/skirmish/vehicles.ts';
import { Q_COURAGE_TESTS, Q_VEHICLE_HITS, Q_VEHICLES_DESTROYED } from '../src/skirmish/counts.ts';
import { cellOf, idleAgent, lineOf, qCount, seenWorld, withChar, xOf } from './qd-helpers.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/vehicle-yard.yaml', import.meta.url));
const STAGECOACH = fileURLToPath(new URL('./fixtures/stagecoach.yaml', import.meta.url));
const SHOOTER = 0;
const DRIVER = 1;
const PASSENGER = 2;
const WAGON = 0;

function scenario(): Scenario {
  return loadScenario(FIXTURE);
}

function compile(s: Scenario = scenario()): QdSetup {
  return compileScenario(getSystem('quickdraw'), s, {}) as QdSetup;
}


function withVehicle(setup: QdSetup, change: Partial<QdSetup['vehicles'][number]>): QdSetup {
  return { ...setup, vehicles: setup.vehicles.map((v) => ({ ...v, ...change })) };
}

const world = seenWorld;


const x = xOf;

const q = qCount;

/** An agent that asks, at PHASE_MOVE, to move to (x, 5) at `rate` with the given horse (mount/vehicle) choice. */
function mover(toX: number, rate: number, horse = 0): SkirmishAgent {
  return (o, _s, out) => {
    if (o.phase !== PHASE_MOVE) return;
    out.moveTo = toX < 0 ? -1 : 5 * o.map.width + toX;
    out.rate = rate;
    out.horse = horse;
  };
}

const east = (toX = 35, horse = 0): SkirmishAgent[] => [idleAgent, mover(toX, QD_RATE_FULL, horse), idleAgent];

describe('driving (REEL 3, WANTING TO MOVE: wagons 10 paces, coaches 12)', () => {
  it("the driver's move moves the vehicle its own distance, with everyone in it", () => {
    const { engine, world: w, stream } = world(compile(), [7], east());
    engine.playCard(DRIVER);
    expect(VEHICLE_MOVE.wagon).toBe(10);
    expect(x(w, DRIVER)).toBe(20);
    expect(w.cell[PASSENGER]).toBe(w.cell[DRIVER]);
    expect(w.vCell[WAGON]).toBe(w.cell[DRIVER]);
    expect(w.vMoved[WAGON]).toBe(10);
    expect(w.vQuick[WAGON]).toBe(1);
    expect(w.movingQuickly[PASSENGER]).toBe(1);
    expect(stream.draws).toBe(1);
    expect(lineOf(w.log!, /Driver drives the wagon \(full move\) \(10,5\) -> \(20,5\)/)).toBeGreaterThan(-1);
    // A coach: 12 paces.
    const coach = world(withVehicle(compile(), { kind: 'coach', move: VEHICLE_MOVE.coach }), [7], east());
    coach.engine.playCard(DRIVER);
    expect(x(coach.world, DRIVER)).toBe(22);
  });

  it('Reduced Mobility halves the move (again for each); Immobilized: no move, no test', () => {
    const half = world(compile(), [7], east());
    half.world.vHalved[WAGON] = 1;
    half.engine.playCard(DRIVER);
    expect(x(half.world, DRIVER)).toBe(15);
    const stuck = world(compile(), [], east());
    stuck.world.vImmobile[WAGON] = 1;
    stuck.engine.playCard(DRIVER);
    expect(x(stuck.world, DRIVER)).toBe(10);
    expect(stuck.stream.draws).toBe(0);
  });

  it('bad going costs a vehicle 50%; it crosses no obstacle (the fence), a man on foot does', () => {
    // The dice: the man on foot's task roll at the fence (a linear obstacle, tasks.ts: RULINGS.md QR-62), 7 (and 7).
    const { world: w } = world(compile(), [7, 7]);
    placeAt(w, DRIVER, cellOf(w, 20, 5));
    w.driving = DRIVER;
    // 10 paces from x 20: 21, 22, 23 (1 each), 24 and 25 rough (2 each), 26, 27, 28.
    moveToward(w, DRIVER, cellOf(w, 35, 5), 20, 'drives');
    expect(x(w, DRIVER)).toBe(28);
    // 4 paces toward (41, 5) from (39, 5): the fence at x 40 is open only at (40, 8), so the wagon has not got past it.
    placeAt(w, DRIVER, cellOf(w, 39, 5));
    moveToward(w, DRIVER, cellOf(w, 41, 5), 8, 'drives');
    expect(x(w, DRIVER)).toBeLessThan(41);
    expect(w.map.vehiclePassable[w.cell[DRIVER]!]).toBe(1);
    w.driving = -1;
    // The shooter steps over the fence on a task roll of 7: 2 paces.
    placeAt(w, SHOOTER, cellOf(w, 39, 5));
    moveToward(w, SHOOTER, cellOf(w, 41, 5), 8, 'walks');
    expect(x(w, SHOOTER)).toBe(41);
  });

  it('a passenger rides along: his own move is not played (no test)', () => {
    const { engine, world: w, stream } = world(compile(), [], [idleAgent, idleAgent, mover(59, QD_RATE_FULL)]);
    engine.playCard(PASSENGER);
    expect(x(w, PASSENGER)).toBe(10);
    expect(w.aboard[PASSENGER]).toBe(WAGON);
    expect(stream.draws).toBe(0);
  });
});

describe('getting in and out (REEL 3, BASIC ACTIONS: no test of their own)', () => {
  it('a passenger gets out beside the vehicle with no die, then moves on foot (his move tested)', () => {
    const still = world(compile(), [], [idleAgent, idleAgent, mover(-1, 0, HORSE_DISMOUNT)]);
    still.engine.playCard(PASSENGER);
    expect(still.world.aboard[PASSENGER]).toBe(-1);
    expect(still.world.cell[PASSENGER]).not.toBe(still.world.vCell[WAGON]);
    expect(still.stream.draws).toBe(0);
    const walks = world(compile(), [7], [idleAgent, idleAgent, mover(59, QD_RATE_FULL, HORSE_DISMOUNT)]);
    walks.engine.playCard(PASSENGER);
    expect(walks.world.aboard[PASSENGER]).toBe(-1);
    expect(x(walks.world, PASSENGER)).toBeGreaterThanOrEqual(18);
    expect(walks.world.vCell[WAGON]).toBe(cellOf(walks.world, 10, 5));
  });

  it('the driver drives, then gets out where the move ends; the wagon stays there', () => {
    const { engine, world: w } = world(compile(), [7], east(35, HORSE_DISMOUNT));
    engine.playCard(DRIVER);
    expect(w.aboard[DRIVER]).toBe(-1);
    expect(w.vCell[WAGON]).toBe(cellOf(w, 20, 5));
    expect(w.cell[PASSENGER]).toBe(cellOf(w, 20, 5));
  });

  it('a man beside his vehicle gets back in with no die', () => {
    const { engine, world: w, stream } = world(compile(), [], [idleAgent, idleAgent, mover(-1, QD_RATE_FULL, HORSE_MOUNT)]);
    w.aboard[PASSENGER] = -1;
    placeAt(w, PASSENGER, cellOf(w, 11, 5));
    engine.playCard(PASSENGER);
    expect(w.aboard[PASSENGER]).toBe(WAGON);
    expect(w.cell[PASSENGER]).toBe(w.vCell[WAGON]);
    expect(stream.draws).toBe(0);
  });
});

describe('which of a rider and his vehicle a hit strikes (REEL 4; REEL 5)', () => {
  it('a shot: 1D10 1-4 the vehicle (the VDV table), 5+ the rider', () => {
    // Hit 7; rider or vehicle 3; the damage 1D10 8 at VDV 2 (light construction 1, small arms +1): no damage.
    const v = world(compile(), [7, 3, 8]);
    fire(v.world, SHOOTER, PASSENGER, SHOT_DELIBERATE, 0, false);
    expect(q(v.world, Q_VEHICLE_HITS)).toBe(1);
    expect(lineOf(v.world.log!, /the wagon: 1D10 8 for the damage at VDV 2: no-damage/)).toBeGreaterThan(-1);
    expect(v.stream.draws).toBe(3);
    // Rider or vehicle 6: the passenger rolls for the effect (9 at DV 0: a courage test, 7).
    const r = world(compile(), [7, 6, 9, 7]);
    fire(r.world, SHOOTER, PASSENGER, SHOT_DELIBERATE, 0, false);
    expect(q(r.world, Q_VEHICLE_HITS)).toBe(0);
    expect(lineOf(r.world.log!, /Passenger rolls 9 for the effect at DV 0/)).toBeGreaterThan(-1);
  });

  it('a blow: on foot at a vehicle that moved up to 4 paces he chooses; beyond, 1D10', () => {
    const slow = world(compile(), [7, 9, 7]);
    placeAt(slow.world, SHOOTER, cellOf(slow.world, 9, 5));
    slow.world.vMoved[WAGON] = 4;
    strike(slow.world, SHOOTER, PASSENGER, BLOW_STANDARD, 0, 0, 0, false);
    expect(slow.stream.draws).toBe(3);
    expect(lineOf(slow.world.log!, /not his vehicle \(his choice\)/)).toBeGreaterThan(-1);
    // Moved 6 paces: hit 7, rider or vehicle 2: the wagon, damage 9 at VDV 1 + 1 (attacked in melee): no damage.
    const fast = world(compile(), [7, 2, 9]);
    placeAt(fast.world, SHOOTER, cellOf(fast.world, 9, 5));
    fast.world.vMoved[WAGON] = 6;
    strike(fast.world, SHOOTER, PASSENGER, BLOW_STANDARD, 0, 0, 0, false);
    expect(lineOf(fast.world.log!, /the wagon: 1D10 9 for the damage at VDV 2: no-damage/)).toBeGreaterThan(-1);
  });
});

describe('the VDV and its adjustments (REEL 6, HITS ON VEHICLES)', () => {
  const setup = compile();
  const { world: w } = world(setup, []);
  const revolver = setup.characters[SHOOTER]!.weapons[0]!;
  const base = shotVdv(w, WAGON, SHOOTER, SHOT_DELIBERATE, revolver, IMPACT_NORMAL, false);

  it('light construction 1, small arms +1', () => {
    expect(setup.vehicles[WAGON]!.vdv).toBe(1);
    expect(base).toBe(2);
  });

  it('Marksman -2, Bulls Eye -2, High Impact -1, aimed -1, hasty +2, moving very fast +1', () => {
    const m = world(withChar(setup, SHOOTER, { traits: TRAIT.marksman }), []).world;
    expect(shotVdv(m, WAGON, SHOOTER, SHOT_DELIBERATE, revolver, IMPACT_NORMAL, false)).toBe(base - 2);
    expect(shotVdv(m, WAGON, SHOOTER, SHOT_HASTY, revolver, IMPACT_NORMAL, false)).toBe(base + 2);
    expect(shotVdv(w, WAGON, SHOOTER, SHOT_DELIBERATE, revolver, IMPACT_NORMAL, true)).toBe(base - 2);
    expect(shotVdv(w, WAGON, SHOOTER, SHOT_DELIBERATE, revolver, IMPACT_HIGH, false)).toBe(base - 1);
    expect(shotVdv(w, WAGON, SHOOTER, SHOT_AIMED, revolver, IMPACT_NORMAL, false)).toBe(base - 1);
    w.vFaster[WAGON] = 1;
    expect(shotVdv(w, WAGON, SHOOTER, SHOT_DELIBERATE, revolver, IMPACT_NORMAL, false)).toBe(base + 1);
    w.vFaster[WAGON] = 0;
  });

  it('a blow: attacked in melee +1, a Deadly Blow -2, On the Back Foot +2', () => {
    const club = setup.characters[SHOOTER]!.weapons[0]!;
    const melee = blowVdv(w, WAGON, SHOOTER, club, false, false);
    expect(melee).toBe(2);
    expect(blowVdv(w, WAGON, SHOOTER, club, true, false)).toBe(melee - 2);
    expect(blowVdv(w, WAGON, SHOOTER, club, false, true)).toBe(melee - 1);
    w.backFoot[SHOOTER] = 1;
    expect(blowVdv(w, WAGON, SHOOTER, club, false, false)).toBe(melee + 2);
    w.backFoot[SHOOTER] = 0;
  });
});

describe('the damage table (REEL 6, HITS ON VEHICLES) at VDV 2', () => {
  it('Destroyed: the vehicle and everyone in it (each loses all his cards)', () => {
    const { world: w } = world(compile(), [1]);
    const r = hitVehicle(w, WAGON, SHOOTER, 2);
    expect(w.vDestroyed[WAGON]).toBe(1);
    expect(q(w, Q_VEHICLES_DESTROYED)).toBe(1);
    expect(w.status[DRIVER]).not.toBe(STATUS_UP);
    expect(w.status[PASSENGER]).not.toBe(STATUS_UP);
    expect(w.status[SHOOTER]).toBe(STATUS_UP);
    expect(r.out).toBe(2);
    expect(r.cards).toBe(2);
  });

  it('Immobilized: it may no longer move; each rider takes a courage test', () => {
    const { world: w, stream } = world(compile(), [2, 7, 7]);
    hitVehicle(w, WAGON, SHOOTER, 2);
    expect(w.vImmobile[WAGON]).toBe(1);
    expect(q(w, Q_COURAGE_TESTS)).toBe(2);
    expect(stream.draws).toBe(3);
  });

  it('Reduced Mobility: its move halved; courage tests', () => {
    const { world: w } = world(compile(), [4, 7, 7]);
    hitVehicle(w, WAGON, SHOOTER, 2);
    expect(w.vHalved[WAGON]).toBe(1);
    expect(w.vImmobile[WAGON]).toBe(0);
    expect(q(w, Q_COURAGE_TESTS)).toBe(2);
  });

  it('Courage test: its riders test; No Damage: nothing', () => {
    const ct = world(compile(), [7, 7, 7]);
    hitVehicle(ct.world, WAGON, SHOOTER, 2);
    expect(q(ct.world, Q_COURAGE_TESTS)).toBe(2);
    expect(ct.world.vHalved[WAGON]).toBe(0);
    const nd = world(compile(), [8]);
    hitVehicle(nd.world, WAGON, SHOOTER, 2);
    expect(q(nd.world, Q_COURAGE_TESTS)).toBe(0);
    expect(nd.stream.draws).toBe(1);
  });
});

describe('riders of a vehicle', () => {
  it('a courage test of 1 or 2-4: he ducks down in it, neither fleeing nor falling back', () => {
    for (const roll of [1, 3]) {
      const { world: w } = world(compile(), [roll]);
      courageTest(w, PASSENGER, SHOOTER);
      // The 1 ducks down and "will not even defend self" (RULINGS.md QR-113): DUCK_HELPLESS (2).
      expect(w.ducked[PASSENGER]).toBe(roll === 1 ? 2 : 1);
      expect(w.aboard[PASSENGER]).toBe(WAGON);
      expect(w.cell[PASSENGER]).toBe(w.vCell[WAGON]);
      expect(w.broken[PASSENGER]).toBe(0);
    }
  });

  it('shots from a vehicle: never hasty for its moves; moving faster, snap and not aimed', () => {
    const typeOf = (faster: number, asked: number, aiming: boolean): string => {
      const { world: w } = world(compile(), [2, 2]);
      w.vFaster[WAGON] = faster;
      w.movedThisCard[DRIVER] = 1;
      if (aiming) w.aimingAt[DRIVER] = SHOOTER;
      fire(w, DRIVER, SHOOTER, asked, 0, false);
      return /\((\w+) shot/.exec(w.log!.find((l) => / fires /.test(l))!)![1]!;
    };
    expect(typeOf(0, SHOT_DELIBERATE, false)).toBe('deliberate');
    expect(typeOf(0, SHOT_DELIBERATE, true)).toBe('aimed');
    expect(typeOf(0, SHOT_SNAP, false)).toBe('deliberate');
    expect(typeOf(1, SHOT_DELIBERATE, true)).toBe('deliberate');
    expect(typeOf(1, SHOT_SNAP, false)).toBe('snap');
  });
});

describe('scenario input', () => {
  it('BOOT HILL refuses a scenario with vehicles, in one line naming the field and the fix', () => {
    expect(() => compileScenario(getSystem('boothill'), scenario(), {})).toThrow(/vehicle-yard\.yaml: vehicles: BOOT HILL has no vehicle rules in Deadeye; remove the vehicles .* or run it with --system quickdraw/);
  });

  it('a vehicle off the cells a vehicle may enter (on the fence) is refused', () => {
    const s = scenario();
    const moved = {
      ...s,
      vehicles: s.vehicles!.map((v) => ({ ...v, position: [40, 5] as [number, number] })),
      characters: s.characters.map((c) => (c.vehicle === undefined ? c : { ...c, position: [40, 5] as [number, number] })),
    };
    expect(() => compile(moved)).toThrow(/vehicles\[0\] \(wagon\)\.position: a vehicle must stand on a cell it may enter .* move it/);
  });
});

describe('the stagecoach fixture, played by the agents', () => {
  it('shows the vehicles section, with hits on the stage and stages destroyed', () => {
    const setup = compileScenario(getSystem('quickdraw'), loadScenario(STAGECOACH), {}) as QdSetup;
    const engine = createScenarioEngine('quickdraw', setup);
    const acc = createQdAccumulator(setup);
    engine.runBatch(streamFor('1', setup.id, 0), 400, acc);
    const section = qdCounts(setup, acc).sections?.find((s) => s.id === 'quickdraw.vehicles');
    expect(section).toBeDefined();
    const row = (label: string): number => section!.rows.find((r) => r.label === label)!.count;
    expect(row('hits on vehicles')).toBeGreaterThan(200);
    expect(row('vehicles destroyed')).toBeGreaterThan(20);
    expect(row('vehicles destroyed')).toBeLessThanOrEqual(400);
  });
});
