/**
 * Riding down and the rider carried past, on forced dice (REEL 5, FIGHTING: MOUNTS, FIGHTING FROM
 * A MOUNT OR MOVING VEHICLE; RULINGS.md QR-157, QR-158): a run-down the man evades, one he fails
 * to evade and takes the collision's hit, a man with no card left who cannot evade; a rider who
 * attacked after a move of over 8 paces carried on past on his next card, one who stops and takes
 * the control test, and one who moved 8 paces or less and is not carried past; the gunfighter's
 * `rideDown` parameter through the Quick on the Draw hook.
 */
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ACT_ATTACK, ACT_FIRE, ACT_NONE, ACT_RIDE_DOWN, loadScenario, placeAt, type Scenario, type SkirmishAgent } from '@deadeye/core';
import { compileScenario, createScenarioEngine, getSystem } from '@deadeye/registry';
import type { QdSetup } from '../src/index.ts';
import type { QdEngine } from '../src/skirmish/engine.ts';
import { Q_CONTROL_TESTS, Q_RESPONSES } from '../src/skirmish/counts.ts';
import { PANICKED, type QdWorld } from '../src/skirmish/world.ts';
import { cellOf, idleAgent, lineOf, qCount, seenWorld, xOf, yOf, chargerAgent } from './qd-helpers.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url));
/** The fixture's Shooter (Law, on foot at (5,5), a Supporting character: 2 cards) and Rider (Outlaws, mounted, a Minor character). */
const SHOOTER = 0;
const RIDER = 1;

function compile(s: Scenario = loadScenario(FIXTURE)): QdSetup {
  return compileScenario(getSystem('quickdraw'), s, {}) as QdSetup;
}

/** At every question of the card: `action` at the Shooter; `stop` answered when carried past. */
const riderAgent = (action: number, stop = 0): SkirmishAgent => chargerAgent(action, SHOOTER, stop);

/**
 * The fixture on forced dice, the Rider at (`riderX`, 5) on the Shooter's row, `agent` his; the
 * Shooter with `cardsToCome` cards still to come this phase, `shooterAgent` his; everyone seen and
 * located, a log.
 */
function yard(riderX: number, agent: SkirmishAgent, dice: readonly number[], cardsToCome = 1, shooterAgent: SkirmishAgent = idleAgent): { engine: QdEngine; world: QdWorld; draws: () => number } {
  const w = seenWorld(compile(), dice, [shooterAgent, agent, idleAgent]);
  w.world.located.fill(1);
  placeAt(w.world, RIDER, cellOf(w.world, riderX, 5));
  w.world.cardStart[RIDER] = w.world.cell[RIDER]!;
  w.world.toCome[SHOOTER] = cardsToCome;
  return { engine: w.engine, world: w.world, draws: () => w.stream.draws };
}

const log = (w: QdWorld): string[] => w.log!;

describe('riding down (REEL 5: "the characters at risk can test to evade ... If they fail to evade, they roll for hits received")', () => {
  it('the man evades (5+): he forfeits his card and moves his full move away; no collision', () => {
    // The Rider wants to ride him down: 7; he rides 14 paces to (6,5). The Shooter's test to evade: 6.
    const { engine, world: w, draws } = yard(20, riderAgent(ACT_RIDE_DOWN), [7, 6]);
    engine.playCard(RIDER);
    expect(draws()).toBe(2);
    expect([xOf(w, RIDER), yOf(w, RIDER)]).toEqual([6, 5]);
    expect(lineOf(log(w), /Rider wants to ride down Shooter: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log(w), /Shooter tests to evade Rider's horse: rolls 6/)).toBeGreaterThan(lineOf(log(w), /Rider rides at Shooter/));
    expect(lineOf(log(w), /Shooter evades the horse/)).toBeGreaterThan(-1);
    expect(lineOf(log(w), /runs down/)).toBe(-1);
    expect(w.lethal[SHOOTER]).toBe(0);
    expect(w.void[SHOOTER]).toBe(1);
    expect(qCount(w, Q_RESPONSES)).toBe(1);
    expect(xOf(w, SHOOTER)).toBeLessThan(5);
    // A run-down is no fight.
    expect(w.engaged[RIDER]).toBe(-1);
    expect(w.engaged[SHOOTER]).toBe(-1);
  });

  it('he fails to evade (2-4): the collision, one hit on the effects table at DV -2 (charging, High Impact), then he falls back half a move, defenceless', () => {
    // Ride 7; evade 3 (Panic!); the effect: his 1D10 7 at DV -2: 1 hit; his courage test 7.
    const { engine, world: w, draws } = yard(20, riderAgent(ACT_RIDE_DOWN), [7, 3, 7, 7]);
    engine.playCard(RIDER);
    expect(draws()).toBe(4);
    expect(lineOf(log(w), /Rider's horse runs down Shooter \(High Impact\)/)).toBeGreaterThan(lineOf(log(w), /Shooter tests to evade Rider's horse: rolls 3/));
    expect(lineOf(log(w), /Shooter rolls 7 for the effect at DV -2: 1-hit/)).toBeGreaterThan(-1);
    expect(w.lethal[SHOOTER]).toBe(1);
    expect(lineOf(log(w), /Shooter panics and falls back/)).toBeGreaterThan(lineOf(log(w), /for the effect/));
    expect(w.defenceless[SHOOTER]).toBe(PANICKED);
    expect(w.lastAttacker[SHOOTER]).toBe(RIDER);
    // Frozen (1): the collision, no fall back.
    const frozen = yard(20, riderAgent(ACT_RIDE_DOWN), [7, 1, 9, 7]);
    frozen.engine.playCard(RIDER);
    expect(lineOf(log(frozen.world), /Gripped By Fear! Shooter freezes/)).toBeGreaterThan(-1);
    expect(lineOf(log(frozen.world), /Shooter rolls 9 for the effect at DV -2: courage-test/)).toBeGreaterThan(-1);
    expect([xOf(frozen.world, SHOOTER), yOf(frozen.world, SHOOTER)]).toEqual([5, 5]);
  });

  it('a man with no card left this phase cannot evade: no test, the collision (nor one trapped under his dead horse)', () => {
    // Ride 7; no evade test; the effect 8 at DV -2: a courage test, 7.
    const { engine, world: w, draws } = yard(20, riderAgent(ACT_RIDE_DOWN), [7, 8, 7], 0);
    engine.playCard(RIDER);
    expect(draws()).toBe(3);
    expect(lineOf(log(w), /tests to evade/)).toBe(-1);
    expect(lineOf(log(w), /Shooter has no card left to evade with/)).toBeGreaterThan(-1);
    expect(lineOf(log(w), /Shooter rolls 8 for the effect at DV -2: courage-test/)).toBeGreaterThan(-1);
    expect(w.void[SHOOTER]).toBe(0);
    // Trapped under a dead horse he cannot move: no test either, his card kept.
    const pinned = yard(20, riderAgent(ACT_RIDE_DOWN), [7, 8, 7]);
    pinned.world.trapped[SHOOTER] = 1;
    pinned.engine.playCard(RIDER);
    expect(lineOf(log(pinned.world), /Shooter cannot evade/)).toBeGreaterThan(-1);
    expect(lineOf(log(pinned.world), /Shooter rolls 8 for the effect at DV -2/)).toBeGreaterThan(-1);
    expect(pinned.world.void[SHOOTER]).toBe(0);
  });

  it('within 4 paces the collision is not High Impact; a rider in contact already attacks instead', () => {
    // From (9,5): 3 paces to (6,5). Ride 7; no card; the effect 8 at DV -1 (charging only): courage test 7.
    const near = yard(9, riderAgent(ACT_RIDE_DOWN), [7, 8, 7], 0);
    near.engine.playCard(RIDER);
    expect(lineOf(log(near.world), /Shooter rolls 8 for the effect at DV -1/)).toBeGreaterThan(-1);
    expect(near.world.carriedPast[RIDER]).toBe(-1);
    // Beside him: played as an attack (the Wanting to Attack test 7, a blow 3: missed), and they fight.
    const beside = yard(6, riderAgent(ACT_RIDE_DOWN), [7, 3]);
    beside.engine.playCard(RIDER);
    expect(lineOf(log(beside.world), /Rider wants to attack: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log(beside.world), /Rider attacks Shooter/)).toBeGreaterThan(-1);
    expect(beside.world.engaged[RIDER]).toBe(SHOOTER);
  });

  it('a failed Wanting to Attack test: 2-4 he hesitates and does not ride', () => {
    const { engine, world: w, draws } = yard(20, riderAgent(ACT_RIDE_DOWN), [3]);
    engine.playCard(RIDER);
    expect(draws()).toBe(1);
    expect(xOf(w, RIDER)).toBe(20);
    expect(lineOf(log(w), /They look Tough! Rider hesitates/)).toBeGreaterThan(-1);
  });
});

describe('carried past (REEL 5: "they must move on past their opponent on their next turn unless they choose to stop by decelerating unsafely")', () => {
  it('a rider who struck a blow after a move of over 8 paces is carried on past on his next card: a full move, no test', () => {
    // The attack test 7; he charges 14 paces to (6,5); his blow 3: missed.
    const { engine, world: w, draws } = yard(20, riderAgent(ACT_ATTACK), [7, 3]);
    engine.playCard(RIDER);
    expect(w.engaged[RIDER]).toBe(SHOOTER);
    expect(w.carriedPast[RIDER]).toBe(SHOOTER);
    expect(lineOf(log(w), /Rider attacked after riding over 8 paces: he must ride on past Shooter on his next card/)).toBeGreaterThan(lineOf(log(w), /Missed!/));
    // His next card: no die; carried on westward past the Shooter, 16 paces along his line to (0,5).
    engine.playCard(RIDER);
    expect(draws()).toBe(2);
    expect(lineOf(log(w), /Rider is carried on past Shooter \(6,5\) -> \(0,5\)/)).toBeGreaterThan(-1);
    expect(xOf(w, RIDER)).toBeLessThan(xOf(w, SHOOTER));
    expect(w.movingQuickly[RIDER]).toBe(1);
    expect(w.engaged[RIDER]).toBe(-1);
    expect(w.engaged[SHOOTER]).toBe(-1);
    expect(w.carriedPast[RIDER]).toBe(-1);
    // The card was that move: no attack on it.
    expect(log(w).filter((l) => /Rider wants to attack/.test(l)).length).toBe(1);
  });

  it('so is a rider after a run-down over 8 paces', () => {
    // Ride 7; no card; the effect 8: courage 7. Next card: carried past.
    const { engine, world: w } = yard(20, riderAgent(ACT_RIDE_DOWN), [7, 8, 7], 0);
    engine.playCard(RIDER);
    expect(w.carriedPast[RIDER]).toBe(SHOOTER);
    engine.playCard(RIDER);
    expect(lineOf(log(w), /Rider is carried on past Shooter/)).toBeGreaterThan(-1);
    expect(xOf(w, RIDER)).toBeLessThan(5);
  });

  it('one who stops takes the test to keep control: 5+ he stops and plays his card, 2-4 his horse bolts', () => {
    const stops = (dice: number[]) => {
      let carried = false;
      const agent: SkirmishAgent = (o, _s, out) => {
        if (o.carriedPast >= 0) {
          carried = true;
          out.stop = 1;
          return;
        }
        // His card once stopped: nothing asked (in contact, the fight goes on).
        out.action = carried ? ACT_NONE : ACT_ATTACK;
        out.target = SHOOTER;
      };
      const y = yard(20, agent, dice);
      y.engine.playCard(RIDER);
      const at = y.world.cell[RIDER];
      y.world.facing[RIDER] = 6; // west, the way he charged
      y.engine.playCard(RIDER);
      return { ...y, at };
    };
    // Attack 7, blow 3 (missed); next card: control 7: he stops where he is and plays the card: the fight goes on, a blow 3.
    const kept = stops([7, 3, 7, 3]);
    expect(kept.draws()).toBe(4);
    expect(lineOf(log(kept.world), /Rider decelerates unsafely to stop short of riding on past Shooter/)).toBeGreaterThan(-1);
    expect(lineOf(log(kept.world), /Rider tests to keep control of his horse: rolls 7/)).toBeGreaterThan(-1);
    expect(lineOf(log(kept.world), /Rider keeps control and stops/)).toBeGreaterThan(-1);
    expect(kept.world.cell[RIDER]).toBe(kept.at);
    expect(qCount(kept.world, Q_CONTROL_TESTS)).toBe(1);
    expect(lineOf(log(kept.world), /carried on past/)).toBe(-1);
    expect(log(kept.world).filter((l) => /Rider attacks Shooter/.test(l)).length).toBe(2);
    // Control 3: lost; his horse bolts at once (random movement 4: to his right, north of his westward facing), the card spent.
    const lost = stops([7, 3, 3, 4]);
    expect(lost.draws()).toBe(4);
    expect(lost.world.bolting[RIDER]).toBe(1);
    expect(lineOf(log(lost.world), /Rider loses control of his horse/)).toBeGreaterThan(-1);
    expect(yOf(lost.world, RIDER)).toBeLessThan(5);
    expect(log(lost.world).filter((l) => /Rider attacks Shooter/.test(l)).length).toBe(1);
  });

  it('a rider who moved 8 paces or less to attack is not carried past', () => {
    // From (13,5): 7 paces to (6,5). Attack 7, blow 3 (missed). His next card: the fight goes on where he is (7s).
    const { engine, world: w } = yard(13, riderAgent(ACT_ATTACK), [7, 3, ...Array.from({ length: 20 }, () => 7)]);
    engine.playCard(RIDER);
    expect([xOf(w, RIDER), yOf(w, RIDER)]).toEqual([6, 5]);
    expect(w.carriedPast[RIDER]).toBe(-1);
    expect(lineOf(log(w), /must ride on past/)).toBe(-1);
    engine.playCard(RIDER);
    expect(lineOf(log(w), /carried on past/)).toBe(-1);
    expect(log(w).filter((l) => /Rider attacks Shooter/.test(l)).length).toBe(2);
    expect([xOf(w, RIDER), yOf(w, RIDER)]).toEqual([6, 5]);
  });
});

describe("the gunfighter's rideDown parameter (the Quick on the Draw hook)", () => {
  const withRider = (params: Record<string, number>): QdSetup => {
    const s = loadScenario(FIXTURE);
    return compile({ ...s, characters: s.characters.map((c, i) => (i === RIDER ? { ...c, position: [20, 5] as [number, number], agent: { doctrine: 'gunfighter', params } } : c)) });
  };
  const play = (params: Record<string, number>): QdWorld => {
    const setup = withRider(params);
    const engine = createScenarioEngine('quickdraw', setup) as QdEngine;
    const w = seenWorld(setup, [7, 8, 7, ...Array.from({ length: 20 }, () => 7)], engine.world.agents);
    w.world.located.fill(1);
    w.engine.playCard(RIDER);
    return w.world;
  };

  it('with rideDown 1 a mounted gunfighter rides down the man on foot he would shoot; without it he does not', () => {
    const on = play({ rideDown: 1 });
    expect(lineOf(on.log!, /Rider wants to ride down Shooter/)).toBeGreaterThan(-1);
    expect(lineOf(on.log!, /Rider's horse runs down Shooter/)).toBeGreaterThan(-1);
    const off = play({});
    expect(lineOf(off.log!, /ride down/)).toBe(-1);
    expect(lineOf(off.log!, /runs down/)).toBe(-1);
  });
});

describe('a ride at a holder: he responds before the collision (RULINGS.md QR-168)', () => {
  it("the holding Shooter's response comes after the ride and before his test to evade", () => {
    const holder: SkirmishAgent = (o, _s, out) => {
      out.action = o.responding === 1 ? ACT_FIRE : ACT_NONE;
      out.target = RIDER;
    };
    const { engine, world: w } = yard(20, riderAgent(ACT_RIDE_DOWN), [7, ...Array.from({ length: 40 }, () => 7)]);
    (w.agents as SkirmishAgent[])[SHOOTER] = holder;
    w.holding[SHOOTER] = 1;
    w.drawn[SHOOTER] = 1;
    w.inHand[SHOOTER] = 0;
    engine.playCard(RIDER);
    const ride = lineOf(log(w), /Rider rides at Shooter/);
    const response = lineOf(log(w), /Shooter responds from his hold/);
    expect(ride).toBeGreaterThan(-1);
    expect(response).toBe(ride + 1);
    const evade = lineOf(log(w), /Shooter tests to evade/);
    expect(evade).toBeGreaterThan(response);
  });
});

describe('the evade\'s 10 (REEL 3, Wanting to evade: "Caught them Out! Successfully evade. May also attack the enemy before moving or move and shoot at them"; QR-158)', () => {
  /** The Shooter's agent: a shot at the Rider whenever asked. */
  const shootsRider: SkirmishAgent = (_o, _s, out) => {
    out.action = ACT_FIRE;
    out.target = RIDER;
  };
  /** Ride 7; the Shooter's test to evade 10; then 7s (the blow or the shot, their effects). */
  const dice = [7, 10, ...Array<number>(30).fill(7)];

  it('his agent would shoot the rider: his full move away, then a hasty shot at him (his revolver drawn and fired), no blow', () => {
    const { engine, world: w } = yard(20, riderAgent(ACT_RIDE_DOWN), dice, 1, shootsRider);
    engine.playCard(RIDER);
    const l = log(w);
    expect(lineOf(l, /Caught them Out! Shooter evades to move and shoot at the rider/)).toBeGreaterThan(-1);
    expect(lineOf(l, /strikes at the rider/)).toBe(-1);
    const moved = lineOf(l, /Shooter evades the horse/);
    expect(moved).toBeGreaterThan(-1);
    expect(lineOf(l, /Shooter fires his Cartridge revolver at Rider \(hasty shot/)).toBeGreaterThan(moved);
    expect(lineOf(l, /runs down/)).toBe(-1);
    expect(w.drawn[SHOOTER]).toBe(1);
    expect(xOf(w, SHOOTER)).toBeLessThan(5);
  });

  it('his agent would not shoot (idle): the blow at the rider before he moves, no shot', () => {
    const { engine, world: w } = yard(20, riderAgent(ACT_RIDE_DOWN), dice, 1);
    engine.playCard(RIDER);
    const l = log(w);
    const blow = lineOf(l, /Caught them Out! Shooter strikes at the rider before he moves/);
    expect(blow).toBeGreaterThan(-1);
    expect(lineOf(l, /Shooter evades the horse/)).toBeGreaterThan(blow);
    expect(lineOf(l, /Shooter fires/)).toBe(-1);
  });
});
