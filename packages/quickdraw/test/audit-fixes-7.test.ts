/**
 * The seventh audit's fixes (REEL 3 and REEL 5 read against close combat), on forced dice:
 * 1. a man who puts his opponent down is still fighting another man fighting him, and must break
 *    off from him to move away (fighting.ts `strike`, `otherOpponent`, `breakOff`; RULINGS.md
 *    QR-180);
 * 2. a Bloodthirsty man who cannot stop fighting an opponent who fell back out of contact follows
 *    him up, and strikes no blow from where he stands (personalities.ts `fightsOn`; QR-82, QR-161);
 * 3. a defender's hasty shot on a response of 10 is a hasty shot without its +2, not a deliberate
 *    one: no Marksman or aimed adjustment (fighting.ts `strike`, shooting.ts
 *    `SHOT_HASTY_WITHOUT_DEDUCTION`; QR-23);
 * 4. a break-off test after a move in the phase is on reduced dice (fighting.ts `breakOff`; QR-180);
 * 5. a Rash man who fights on where he wanted to move strikes the blow his agent asks at
 *    `PHASE_BRAWL` (a Mighty Blow), not always a standard one (personalities.ts `fightsOn`; QR-78).
 * Each fails on the code before the fix.
 */
import { describe, expect, it } from 'vitest';
import { ACT_NONE, BLOW_MIGHTY, BLOW_STANDARD, DEFEND_HASTY_SHOT, PHASE_BRAWL, type SkirmishAgent } from '@deadeye/core';
import { arena } from './beast-helpers.ts';
import { attackAction, inContact, strike } from '../src/skirmish/fighting.ts';
import { cellOf, idleAgent, lineOf, locatedWorld } from './qd-helpers.ts';

const KNIFE = '{ type: supporting, personality: ordinary, weapons: [knife] }';
const SEVENS = Array.from({ length: 40 }, () => 7);

/** An agent that, on its card, moves a full move to (x, y) with no action. */
function awayTo(world: { map: unknown }, x: number, y: number): SkirmishAgent {
  return (_o, _s, out) => {
    out.action = ACT_NONE;
    out.moveTo = cellOf(world as Parameters<typeof cellOf>[0], x, y);
    out.rate = 4;
  };
}

describe('the seventh audit (close combat)', () => {
  it('1. his opponent down, he still fights the other man fighting him: a break-off test to move away', () => {
    const setup = arena([
      { name: 'A', qd: '{ type: minor, personality: ordinary, weapons: [knife] }', side: 'Men', at: [9, 10] },
      { name: 'B', qd: KNIFE, side: 'Men', at: [11, 10], facing: 'W' },
      { name: 'C', qd: KNIFE, side: 'Beasts', at: [10, 10] },
    ]);
    // A attacks C (wants 6, misses on 3); B attacks C (6, 3); C strikes A (8; A's effect 2: two hits, out).
    const { engine, world } = locatedWorld(setup, [6, 3, 6, 3, 8, 2, ...Array.from({ length: 40 }, () => 6)], [idleAgent, idleAgent, idleAgent]);
    attackAction(world, 0, 2, BLOW_STANDARD, 0);
    attackAction(world, 1, 2, BLOW_STANDARD, 0);
    strike(world, 2, 0, BLOW_STANDARD, 0, 0, 0, true);
    expect(lineOf(world.log!, /A collapses from his wounds/)).toBeGreaterThan(-1);
    expect(world.engaged[2]).toBe(1);
    expect(inContact(world, 1, 2)).toBe(true);
    (world.agents as SkirmishAgent[])[2] = awayTo(world, 10, 2);
    world.toCome[2] = 1;
    world.log = [];
    engine.playCard(2);
    expect(lineOf(world.log!, /C wants to break off: rolls 6/)).toBe(0);
    expect(lineOf(world.log!, /C wants to move/)).toBe(-1);
  });

  it('2. a Bloodthirsty man who cannot stop follows up an opponent who fell back, then strikes', () => {
    const setup = arena([
      { name: 'Butcher', qd: '{ type: supporting, personality: bloodthirsty, weapons: [knife] }', side: 'Men', at: [10, 10] },
      { name: 'Victim', qd: KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    // Butcher attacks (wants 7, hits 8; Victim's effect 7: a courage test, 3: falls back 2 paces);
    // Butcher's card, a move toward him: the stop test 2 fails; the blow 8, the effect 3.
    const { engine, world } = locatedWorld(setup, [7, 8, 7, 3, 2, 8, 3, ...SEVENS], [idleAgent, idleAgent]);
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log!, /Victim falls back 2 paces/)).toBeGreaterThan(-1);
    expect(inContact(world, 0, 1)).toBe(false);
    const x0 = world.map.cellX[world.cell[0]!]!;
    (world.agents as SkirmishAgent[])[0] = (_o, _s, out) => {
      out.action = ACT_NONE;
      out.moveTo = world.cell[1]!;
      out.rate = 4;
    };
    world.toCome[0] = 1;
    world.log = [];
    engine.playCard(0);
    const follows = lineOf(world.log!, /Butcher follows up/);
    expect(lineOf(world.log!, /Butcher cannot stop fighting/)).toBeGreaterThan(-1);
    expect(follows).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Butcher attacks Victim/)).toBeGreaterThan(follows);
    // The follow up's DV -1 ("charging in or following up").
    expect(lineOf(world.log!, /Victim rolls 3 for the effect at DV -1/)).toBeGreaterThan(-1);
    expect(world.map.cellX[world.cell[0]!]).not.toBe(x0);
  });

  /**
   * A Marksman gunman (a cartridge revolver, drawn) attacked at point blank by a knife fighter,
   * his defence a hasty shot: the attack played on `dice` (his response first, then his shot and
   * the attacker's effect roll). Returns the log.
   */
  function respondWithShot(dice: readonly number[], aiming = false): string[] {
    const setup = arena([
      { name: 'Attacker', qd: KNIFE, side: 'Men', at: [10, 10] },
      { name: 'Gunman', qd: '{ type: supporting, personality: ordinary, skills: [marksman], weapons: [cartridge-revolver] }', side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const { world } = locatedWorld(setup, [...dice, ...SEVENS], [idleAgent, idleAgent]);
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    world.defenceOrder[1] = DEFEND_HASTY_SHOT;
    world.toCome[1] = 1;
    world.drawn[1] = 1;
    world.inHand[1] = 0;
    if (aiming) world.aimingAt[1] = 0;
    strike(world, 0, 1, BLOW_STANDARD, 0, 0, 0, true);
    return world.log!;
  }

  it('3. a Marksman\'s hasty shot on a response of 10: hasty without deduction, DV -1 at point blank (not -3; aiming, not -4)', () => {
    for (const aiming of [false, true]) {
      // The response 10; the shot 7 (a hit); the Attacker's effect 7.
      const log = respondWithShot([10, 7, 7], aiming);
      expect(lineOf(log, /Gunman fires his Cartridge revolver at Attacker \(hasty shot without deduction/)).toBeGreaterThan(-1);
      expect(lineOf(log, /Attacker rolls 7 for the effect at DV -1:/)).toBeGreaterThan(-1);
    }
  });

  it('3b. on a response of 5-9 the hasty shot keeps its +2', () => {
    const log = respondWithShot([6, 7, 7]);
    expect(lineOf(log, /\(hasty shot, 1\.0 paces/)).toBeGreaterThan(-1);
    expect(lineOf(log, /Attacker rolls 7 for the effect at DV 1:/)).toBeGreaterThan(-1);
  });

  it('4. a break-off after a move in the phase is tested on reduced dice', () => {
    const setup = arena([
      { name: 'Leaver', qd: '{ type: main, personality: ordinary, weapons: [knife] }', side: 'Men', at: [10, 10] },
      { name: 'Other', qd: KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    for (const moves of [0, 1]) {
      // A Main character: 2D10, best; reduced, 1D10 (the 3).
      const { engine, world } = locatedWorld(setup, [3, 8, ...SEVENS], [idleAgent, idleAgent]);
            world.engaged[0] = 1;
      world.engaged[1] = 0;
      world.movesThisPhase[0] = moves;
      (world.agents as SkirmishAgent[])[0] = awayTo(world, 3, 10);
      world.toCome[0] = 1;
      world.log = [];
      engine.playCard(0);
      if (moves === 0) expect(lineOf(world.log!, /Leaver wants to break off: rolls 8/)).toBe(0);
      else {
        expect(lineOf(world.log!, /Leaver wants to break off: rolls 3 \(reduced/)).toBe(0);
        expect(lineOf(world.log!, /Leaver panics and retreats/)).toBe(1);
        expect(world.movesThisPhase[0]).toBe(2);
      }
    }
  });

  it('5. a Rash man fighting on where he wanted to move strikes the blow his agent asks (a Mighty Blow)', () => {
    const setup = arena([
      { name: 'Hothead', qd: '{ type: main, personality: rash, weapons: [knife] }', side: 'Men', at: [10, 10] },
      { name: 'Other', qd: KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
    ]);
    const { engine, world } = locatedWorld(setup, Array.from({ length: 40 }, () => 6), [idleAgent, idleAgent]);
        world.engaged[0] = 1;
    world.engaged[1] = 0;
    const phases: number[] = [];
    (world.agents as SkirmishAgent[])[0] = (o, _s, out) => {
      phases.push(o.phase);
      if (o.phase === PHASE_BRAWL) {
        out.blow = BLOW_MIGHTY;
        return;
      }
      out.action = ACT_NONE;
      out.moveTo = cellOf(world, 3, 10);
      out.rate = 4;
    };
    world.toCome[0] = 1;
    world.log = [];
    engine.playCard(0);
    expect(lineOf(world.log!, /Hothead stands and fights \(Rash\)/)).toBe(0);
    expect(lineOf(world.log!, /Hothead attacks Other with Knife \(a Mighty Blow\)/)).toBe(1);
    expect(phases).toContain(PHASE_BRAWL);
    expect(world.mightyUsed[0]).toBe(1);
  });
});
