/**
 * Vehicles running men down and carried past, on forced dice (REEL 5, FIGHTING: MOUNTS, FIGHTING
 * FROM A MOUNT OR MOVING VEHICLE: "Mounts/Moving vehicles can attempt to run down one or more
 * characters"; "When mounts/vehicles move over 8 paces to attack an opponent, they must move on
 * past their opponent on their next turn unless they choose to stop by decelerating unsafely";
 * RULINGS.md QR-157 and QR-158, edited for vehicles): a driver runs down a man who fails to evade
 * (the collision's hit, High Impact after over 4 paces, nothing on the wagon) and one who evades;
 * a passenger's declaration played as an attack; the driver carried on past on his next card
 * after a drive of over 8 paces; the driver who stops, a task (5-9 he stops, 10 his card's action
 * needs no test, 1-4 he cannot and is carried on past); a driver's attack is a charge on foot, not
 * carried past; the gunfighter's `rideDown` parameter making a driver declare it through the
 * Quick on the Draw hook (with 0, never).
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ACT_ATTACK, ACT_FIRE, ACT_NONE, ACT_RIDE_DOWN, loadScenario, PHASE_MOVE, placeAt, type Scenario, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, createScenarioEngine, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import type { QdEngine } from '../src/skirmish/engine.ts';
import { Q_RESPONSES, Q_TASKS, Q_VEHICLE_HITS } from '../src/skirmish/counts.ts';
import { PANICKED, type QdWorld } from '../src/skirmish/world.ts';
import { cellOf, idleAgent, lineOf, qCount, seenWorld, xOf, yOf, chargerAgent } from './qd-helpers.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/vehicle-yard.yaml', import.meta.url));
/** The fixture's Shooter (Law, on foot at (5,5), a Supporting character: 2 cards), the wagon's Driver and Passenger (Outlaws; a wagon moves 10 paces). */
const SHOOTER = 0;
const DRIVER = 1;
const PASSENGER = 2;
const WAGON = 0;

function compile(s: Scenario = loadScenario(FIXTURE)): QdSetup {
  return compileScenario(getSystem('quickdraw'), s, {}) as QdSetup;
}

/** At every question of the card: `action` at the Shooter; `stop` answered when carried past. */
const driverAgent = (action: number, stop = 0): SkirmishAgent => chargerAgent(action, SHOOTER, stop);

/**
 * The fixture on forced dice, the wagon (its Driver and Passenger in it) at (`wagonX`, 5) on the
 * Shooter's row, `agent` the Driver's; the Shooter with `cardsToCome` cards still to come this
 * phase; everyone seen and located, a log.
 */
function yard(wagonX: number, agent: SkirmishAgent, dice: readonly number[], cardsToCome = 1): { engine: QdEngine; world: QdWorld; draws: () => number } {
  const w = seenWorld(compile(), dice, [idleAgent, agent, idleAgent]);
  w.world.located.fill(1);
  const at = cellOf(w.world, wagonX, 5);
  placeAt(w.world, DRIVER, at);
  placeAt(w.world, PASSENGER, at);
  w.world.vCell[WAGON] = at;
  w.world.cardStart[DRIVER] = at;
  w.world.toCome[SHOOTER] = cardsToCome;
  return { engine: w.engine, world: w.world, draws: () => w.stream.draws };
}

const log = (w: QdWorld): string[] => w.log!;

describe('a driver runs a man down (REEL 5: "Mounts/Moving vehicles can attempt to run down one or more characters")', () => {
  it('he fails to evade (2-4): the collision, one hit at DV -2 (charging, High Impact over 4 paces); the wagon takes nothing', () => {
    // The Driver wants to run him down: 7; the wagon drives 10 paces to (6,5). The Shooter's test to evade: 3 (Panic!); the effect 7 at DV -2: 1 hit; his courage test 7.
    const { engine, world: w, draws } = yard(16, driverAgent(ACT_RIDE_DOWN), [7, 3, 7, 7]);
    engine.playCard(DRIVER);
    expect(draws()).toBe(4);
    expect(lineOf(log(w), /Driver wants to run down Shooter: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log(w), /Driver drives the wagon at Shooter \(16,5\) -> \(6,5\)/)).toBeGreaterThan(-1);
    expect(lineOf(log(w), /Shooter tests to evade the wagon: rolls 3/)).toBeGreaterThan(lineOf(log(w), /drives the wagon at/));
    expect(lineOf(log(w), /the wagon runs down Shooter \(High Impact\)/)).toBeGreaterThan(lineOf(log(w), /tests to evade/));
    expect(lineOf(log(w), /Shooter rolls 7 for the effect at DV -2: 1-hit/)).toBeGreaterThan(-1);
    expect(w.lethal[SHOOTER]).toBe(1);
    expect(w.lastAttacker[SHOOTER]).toBe(DRIVER);
    expect(w.defenceless[SHOOTER]).toBe(PANICKED);
    // The wagon carried its passenger, and its move is noted; it took no hit of its own.
    expect(w.cell[PASSENGER]).toBe(w.cell[DRIVER]);
    expect(w.vCell[WAGON]).toBe(w.cell[DRIVER]);
    expect(w.vMoved[WAGON]).toBe(10);
    expect(qCount(w, Q_VEHICLE_HITS)).toBe(0);
    expect(lineOf(log(w), /the wagon: 1D10/)).toBe(-1);
    // Over 8 paces: he must drive on past him on his next card; a run-down is no fight.
    expect(w.carriedPast[DRIVER]).toBe(SHOOTER);
    expect(lineOf(log(w), /Driver attacked after driving over 8 paces: he must drive on past Shooter on his next card/)).toBeGreaterThan(-1);
    expect(w.engaged[DRIVER]).toBe(-1);
  });

  it('within 4 paces the collision is not High Impact, and he is not carried past', () => {
    // From (9,5): 3 paces to (6,5). Run down 7; no card left; the effect 8 at DV -1 (charging only): a courage test, 7.
    const { engine, world: w, draws } = yard(9, driverAgent(ACT_RIDE_DOWN), [7, 8, 7], 0);
    engine.playCard(DRIVER);
    expect(draws()).toBe(3);
    expect(lineOf(log(w), /Shooter has no card left to evade with/)).toBeGreaterThan(-1);
    expect(lineOf(log(w), /the wagon runs down Shooter$/)).toBeGreaterThan(-1);
    expect(lineOf(log(w), /Shooter rolls 8 for the effect at DV -1/)).toBeGreaterThan(-1);
    expect(w.carriedPast[DRIVER]).toBe(-1);
  });

  it('the man evades (5+): he forfeits his card and moves his full move away; no collision', () => {
    const { engine, world: w, draws } = yard(16, driverAgent(ACT_RIDE_DOWN), [7, 6]);
    engine.playCard(DRIVER);
    expect(draws()).toBe(2);
    expect([xOf(w, DRIVER), yOf(w, DRIVER)]).toEqual([6, 5]);
    expect(lineOf(log(w), /Shooter tests to evade the wagon: rolls 6/)).toBeGreaterThan(-1);
    expect(lineOf(log(w), /Shooter evades the wagon/)).toBeGreaterThan(-1);
    expect(lineOf(log(w), /runs down/)).toBe(-1);
    expect(w.lethal[SHOOTER]).toBe(0);
    expect(w.void[SHOOTER]).toBe(1);
    expect(qCount(w, Q_RESPONSES)).toBe(1);
    expect(xOf(w, SHOOTER)).toBeLessThan(5);
  });

  it('a 1 on the attack test: the driver falls back 2 paces with the wagon and his passenger, no one left behind', () => {
    const { engine, world: w, draws } = yard(16, driverAgent(ACT_RIDE_DOWN), [1]);
    engine.playCard(DRIVER);
    expect(draws()).toBe(1);
    expect(lineOf(log(w), /Driver wants to run down Shooter: rolls 1/)).toBeGreaterThan(-1);
    expect(lineOf(log(w), /loses confidence and falls back 2 paces/)).toBeGreaterThan(-1);
    expect(xOf(w, DRIVER)).toBeGreaterThan(16);
    expect(w.vCell[WAGON]).toBe(w.cell[DRIVER]);
    expect(w.cell[PASSENGER]).toBe(w.cell[DRIVER]);
  });

  it('a passenger cannot run a man down: his declaration is an attack', () => {
    const w = seenWorld(compile(), [7, 7, 7, 7], [idleAgent, idleAgent, driverAgent(ACT_RIDE_DOWN)]);
    w.world.located.fill(1);
    w.engine.playCard(PASSENGER);
    expect(lineOf(log(w.world), /run down|runs down|ride down/)).toBe(-1);
    expect(lineOf(log(w.world), /Passenger wants to attack/)).toBeGreaterThan(-1);
  });
});

describe('a vehicle carried past (REEL 5: "they must move on past their opponent on their next turn unless they choose to stop by decelerating unsafely")', () => {
  /** The run-down of 10 paces (run down 7; no card to evade; the effect 8: a courage test, 7), then the Driver's next card. */
  const afterRunDown = (agent: SkirmishAgent, more: readonly number[]) => {
    const y = yard(16, agent, [7, 8, 7, ...more], 0);
    y.engine.playCard(DRIVER);
    expect(y.world.carriedPast[DRIVER]).toBe(SHOOTER);
    y.engine.playCard(DRIVER);
    return y;
  };

  it('on his next card the wagon drives on past the man: its full move, no test, on along its line, with its passenger', () => {
    const { world: w, draws } = afterRunDown(driverAgent(ACT_RIDE_DOWN), []);
    expect(draws()).toBe(3);
    expect(lineOf(log(w), /Driver is carried on past Shooter \(6,5\) -> \(0,5\)/)).toBeGreaterThan(-1);
    expect(xOf(w, DRIVER)).toBeLessThan(xOf(w, SHOOTER));
    expect(w.cell[PASSENGER]).toBe(w.cell[DRIVER]);
    expect(w.vCell[WAGON]).toBe(w.cell[DRIVER]);
    expect(w.vMoved[WAGON]).toBeGreaterThan(4);
    expect(w.movingQuickly[PASSENGER]).toBe(1);
    expect(w.carriedPast[DRIVER]).toBe(-1);
    // The card was that drive: no second run-down.
    expect(log(w).filter((l) => /wants to run down/.test(l)).length).toBe(1);
  });

  it('one who stops decelerates unsafely, a task: 5-9 he stops and plays his card', () => {
    let carried = false;
    const agent: SkirmishAgent = (o, _s, out) => {
      if (o.carriedPast >= 0) {
        carried = true;
        out.stop = 1;
        return;
      }
      out.action = carried ? ACT_NONE : ACT_RIDE_DOWN;
      out.target = SHOOTER;
    };
    const { world: w, draws } = afterRunDown(agent, [7]);
    expect(draws()).toBe(4);
    expect(lineOf(log(w), /Driver decelerates unsafely to stop short of driving on past Shooter/)).toBeGreaterThan(-1);
    expect(lineOf(log(w), /Driver tries to stop his vehicle: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log(w), /Success! Driver stops$/)).toBeGreaterThan(-1);
    expect(qCount(w, Q_TASKS)).toBe(1);
    expect(lineOf(log(w), /carried on past/)).toBe(-1);
    expect([xOf(w, DRIVER), yOf(w, DRIVER)]).toEqual([6, 5]);
    expect(w.lethal[DRIVER]).toBe(0);
  });

  it("10 (Complete Success!): he stops and his card's action needs no test; 1-4: he cannot stop and is carried on past (no bolting, no injury)", () => {
    /** Runs him down on his first card; carried past, asks to stop; then shoots at the Shooter. */
    const stopThenShoot = (): SkirmishAgent => {
      let cards = 0;
      return (o, _s, out) => {
        if (o.carriedPast >= 0) {
          out.stop = 1;
          return;
        }
        if (o.phase === PHASE_MOVE) cards++;
        out.action = cards === 1 ? ACT_RIDE_DOWN : ACT_FIRE;
        out.target = SHOOTER;
      };
    };
    // Stop 10; his shot: no Wanting to Shoot test, the hit roll 7, the effect 7, the courage test 7.
    const best = afterRunDown(stopThenShoot(), [10, 7, 7, 7]);
    expect(lineOf(log(best.world), /Complete Success! Driver stops and may act again/)).toBeGreaterThan(-1);
    expect(lineOf(log(best.world), /Driver fires his Cartridge revolver at Shooter/)).toBeGreaterThan(-1);
    expect(lineOf(log(best.world), /Driver wants to shoot/)).toBe(-1);
    expect(lineOf(log(best.world), /carried on past/)).toBe(-1);
    // Stop 7: the same card's shot takes its test.
    const kept = afterRunDown(stopThenShoot(), [7, 7, 7, 7, 7]);
    expect(lineOf(log(kept.world), /Driver wants to shoot: rolls 7/)).toBeGreaterThan(lineOf(log(kept.world), /Success! Driver stops$/));
    for (const roll of [3, 1]) {
      const { world: w, draws } = afterRunDown(stopThenShoot(), [roll]);
      expect(draws()).toBe(4);
      expect(lineOf(log(w), new RegExp(`Driver tries to stop his vehicle: rolls ${roll}`))).toBeGreaterThan(-1);
      expect(lineOf(log(w), roll === 1 ? /Complete Failure! Driver cannot stop/ : /No Luck so Far! Driver cannot stop/)).toBeGreaterThan(-1);
      expect(lineOf(log(w), /Driver is carried on past Shooter \(6,5\) -> \(0,5\)/)).toBeGreaterThan(lineOf(log(w), /cannot stop/));
      expect(w.cell[PASSENGER]).toBe(w.cell[DRIVER]);
      expect(w.lethal[DRIVER]).toBe(0);
      expect(w.status[DRIVER]).toBe(w.status[PASSENGER]);
      expect(lineOf(log(w), /Driver fires/)).toBe(-1);
    }
  });

  it('a driver who declares an attack charges on foot (QR-38): no vehicle moved to attack, he is not carried past', () => {
    // The Wanting to Attack test 7: he gets out and charges 8 paces on foot, short of the Shooter.
    const { engine, world: w } = yard(16, driverAgent(ACT_ATTACK), [7]);
    engine.playCard(DRIVER);
    expect(lineOf(log(w), /Driver gets out of the wagon/)).toBeGreaterThan(-1);
    expect(lineOf(log(w), /Driver charges \(16,5\) -> \(8,5\)/)).toBeGreaterThan(-1);
    expect(w.vCell[WAGON]).toBe(cellOf(w, 16, 5));
    expect(w.carriedPast[DRIVER]).toBe(-1);
  });
});

describe("the gunfighter's rideDown parameter makes a driver run a man down (the Quick on the Draw hook)", () => {
  const play = (params: Record<string, number>): QdWorld => {
    const s = loadScenario(FIXTURE);
    const setup = compile({
      ...s,
      vehicles: s.vehicles!.map((v) => ({ ...v, position: [16, 5] as [number, number] })),
      characters: s.characters.map((c, i) => (i === DRIVER ? { ...c, position: [16, 5] as [number, number], agent: { doctrine: 'gunfighter', params } } : i === PASSENGER ? { ...c, position: [16, 5] as [number, number] } : c)),
    });
    const engine = createScenarioEngine('quickdraw', setup) as QdEngine;
    const w = seenWorld(setup, [7, 8, 7, ...Array.from({ length: 20 }, () => 7)], engine.world.agents);
    w.world.located.fill(1);
    w.engine.playCard(DRIVER);
    return w.world;
  };

  it('with rideDown 1 a driving gunfighter runs down the man on foot he would shoot; with 0 (the default) never', () => {
    const on = play({ rideDown: 1 });
    expect(lineOf(on.log!, /Driver wants to run down Shooter/)).toBeGreaterThan(-1);
    expect(lineOf(on.log!, /the wagon runs down Shooter \(High Impact\)/)).toBeGreaterThan(-1);
    for (const off of [play({}), play({ rideDown: 0 })]) {
      expect(lineOf(off.log!, /run down/)).toBe(-1);
      expect(lineOf(off.log!, /runs down/)).toBe(-1);
    }
  });
});
