/**
 * The sixth audit's fixes (replays read against REEL 3, 5 and 6), on forced dice:
 * 1. a move and shoot's test counts as a move test whatever its outcome: the next move that phase
 *    is tested on reduced dice (acting.ts `cardMoveOrAction`; RULINGS.md QR-6);
 * 2. a man whose opponent is knocked out, down or out of contact moves away with no break-off
 *    test, but his move is tested as any other (fighting.ts `breakOff`; QR-180);
 * 3. a card's move that brings a man into contact with the enemy he then attacks as its further
 *    action (a 10) makes the attack a charge: DV -1 (fighting.ts `attackAction`; QR-183);
 * 4. a Two Fisted man with no fighting weapon fights with his fists, not his clubbed gun: DV -1
 *    (fighting.ts `meleeWeapon`; QR-184);
 * 5. a Man Killer's run-down collision is at DV -2 more (ride-down.ts `rideDown`; QR-185);
 * 6. the Le Mat's bullets reload on reduced dice, a cap and ball revolver's (QR-187).
 */
import { describe, expect, it } from 'vitest';
import { ACT_ATTACK, ACT_FIRE, ACT_NONE, PHASE_MOVE, QD_RATE_FULL, type SkirmishAgent } from '@deadeye/core';
import { fileURLToPath } from 'node:url';
import { ACT_RIDE_DOWN, BLOW_STANDARD, loadScenario, placeAt } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { TRAIT, type QdSetup } from '../src/index.ts';
import { BREAK_HELD, BREAK_NO_FIGHT, BREAK_OFF, breakOff, meleeWeapon, strike } from '../src/skirmish/fighting.ts';
import { reload } from '../src/skirmish/shooting.ts';
import { cellOf, chargerAgent, idleAgent, lineOf, seenWorld, versusWorld, withChar } from './qd-helpers.ts';
import { convertWeaponCode } from '../src/character/convert.ts';

const A = 0;
const B = 1;

/**
 * Declares, on its move decision, a move to `cell` (a full move) with `action` at B; on any other,
 * `then` (default `action`) at B.
 */
function moveWith(cell: () => number, action: number, then = action): SkirmishAgent {
  return (o, _s, out) => {
    out.action = o.phase === PHASE_MOVE ? action : then;
    out.target = B;
    if (o.phase === PHASE_MOVE) {
      out.moveTo = cell();
      out.rate = QD_RATE_FULL;
    }
  };
}

describe('a move and shoot counts as a move whatever its test (REEL 3; QR-6)', () => {
  it('hesitating (3) on his first card, his second move and shoot is tested on reduced dice', () => {
    const { engine, world } = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver', [3, 7, 7, 7]);
    const agent = moveWith(() => world.cell[A]! + 1, ACT_FIRE);
    (world.agents as SkirmishAgent[])[A] = agent;
    world.drawn[A] = 1;
    engine.playCard(A);
    expect(lineOf(world.log!, /A wants to move and shoot: rolls 3$/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Where's the target! A hesitates/)).toBeGreaterThan(-1);
    expect(world.movesThisPhase[A]).toBe(1);
    engine.playCard(A);
    expect(lineOf(world.log!, /A wants to move and shoot: rolls 7 \(worst of 7, 7\) \(reduced x1\)/)).toBeGreaterThan(-1);
  });
});

describe('no fight left to break off: the move is tested as any (REEL 3, REEL 5; QR-180)', () => {
  it('his opponent knocked out, he moves away on the Wanting to Move test, not on none', () => {
    const { engine, world } = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=cartridge-revolver', [3, 7, 7], 1);
    (world.agents as SkirmishAgent[])[A] = moveWith(() => world.cell[A]! - 3, 0);
    world.engaged[A] = B;
    world.engaged[B] = A;
    world.kod[B] = 1;
    const from = world.cell[A];
    engine.playCard(A);
    // The 3 is his move test: he hesitates and stays.
    expect(lineOf(world.log!, /A wants to move: rolls 3/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /wants to break off/)).toBe(-1);
    expect(world.cell[A]).toBe(from);
    expect(world.engaged[A]).toBe(-1);
  });

  it('breakOff tells the three cases apart', () => {
    const ko = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=knife', [], 1).world;
    ko.engaged[A] = B;
    ko.kod[B] = 1;
    expect(breakOff(ko, A, 0)).toBe(BREAK_NO_FIGHT);
    const held = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=knife', [1], 1).world;
    held.engaged[A] = B;
    expect(breakOff(held, A, 0)).toBe(BREAK_HELD);
    const off = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=knife', [6], 1).world;
    off.engaged[A] = B;
    expect(breakOff(off, A, 0)).toBe(BREAK_OFF);
  });
});

describe("charging in on a 10's further action (REEL 3, REEL 6; QR-183)", () => {
  it('a move of 10 that ends beside B, then the attack: B is hit at DV -1', () => {
    // A's move 10 (Move It!: a move and another action), the attack with no test; blow 7; B's effect 7.
    const { engine, world } = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=knife', [10, 7, 7, 7, 7], 4);
    (world.agents as SkirmishAgent[])[A] = moveWith(() => world.cell[B]! - 1, ACT_NONE, ACT_ATTACK);
    (world.agents as SkirmishAgent[])[B] = idleAgent;
    engine.playCard(A);
    expect(lineOf(world.log!, /A wants to move: rolls 10/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /A charges/)).toBe(-1);
    expect(lineOf(world.log!, /A attacks B/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /B rolls \d+ for the effect at DV -1/)).toBeGreaterThan(-1);
  });

  it('in a fight going on, fallen back out of contact: the 10\'s move back in and the attack are a charge too, DV -1', () => {
    // The audit of 2026-12-01: the fight not fresh (engaged), so the charge's DV was lost (DV 0).
    const { engine, world } = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=knife', [10, 7, 7, 7, 7], 4);
    world.engaged[A] = B;
    world.engaged[B] = A;
    (world.agents as SkirmishAgent[])[A] = moveWith(() => world.cell[B]! - 1, ACT_NONE, ACT_ATTACK);
    (world.agents as SkirmishAgent[])[B] = idleAgent;
    engine.playCard(A);
    expect(lineOf(world.log!, /A wants to move: rolls 10/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /A follows up/)).toBe(-1);
    expect(lineOf(world.log!, /B rolls \d+ for the effect at DV -1/)).toBeGreaterThan(-1);
  });

  it('already in contact at the card\'s start: no charge, DV 0', () => {
    const { engine, world } = versusWorld('TYPE=supporting PERSONALITY=ordinary WPN=knife', [7, 7, 7, 7, 7], 1);
    (world.agents as SkirmishAgent[])[A] = (_o, _s, out) => {
      out.action = ACT_ATTACK;
      out.target = B;
    };
    engine.playCard(A);
    expect(lineOf(world.log!, /B rolls \d+ for the effect at DV 0/)).toBeGreaterThan(-1);
  });
});

describe('Two Fisted fights with his fists (REEL 2; QR-184)', () => {
  it('carrying a revolver, his blow is with fists at DV -1; an ordinary man clubs the revolver at DV 0', () => {
    for (const [skills, weapon, dv] of [['SKILLS=two-fisted', 'Fists', -1], ['', 'Cartridge revolver', 0]] as const) {
      const { world } = versusWorld(`TYPE=main PERSONALITY=ordinary ${skills} WPN=cartridge-revolver`, [7, 7, 7], 1);
      strike(world, A, B, BLOW_STANDARD, 0, 0, 0, false);
      expect(lineOf(world.log!, new RegExp(`A attacks B with ${weapon}`)), skills).toBeGreaterThan(-1);
      expect(lineOf(world.log!, new RegExp(`B rolls 7 for the effect at DV ${dv}`)), skills).toBeGreaterThan(-1);
    }
  });

  it('a knife he carries is still his weapon', () => {
    const { world } = versusWorld('TYPE=main PERSONALITY=ordinary SKILLS=two-fisted WPN=knife', [], 1);
    expect(world.setup.characters[A]!.weapons[meleeWeapon(world, A)]!.id).toBe('knife');
  });
});

describe("Man Killer's run-down (REEL 2; QR-185)", () => {
  it('the collision is at DV -4 for a Man Killer rider (charging, High Impact, Man Killer), -2 without', () => {
    const base = compileScenario(getSystem('quickdraw'), loadScenario(fileURLToPath(new URL('./fixtures/mount-duel.yaml', import.meta.url))), {}) as QdSetup;
    const SHOOTER = 0;
    const RIDER = 1;
    for (const [killer, dv] of [[true, -4], [false, -2]] as const) {
      const setup = killer ? withChar(base, RIDER, { traits: base.characters[RIDER]!.traits | TRAIT.manKiller }) : base;
      // Ride 7; evade 3 (the collision); the effect 7; his courage test 7.
      const { engine, world } = seenWorld(setup, [7, 3, 7, 7, 7, 7], [idleAgent, chargerAgent(ACT_RIDE_DOWN, SHOOTER), idleAgent]);
      world.located.fill(1);
      placeAt(world, RIDER, cellOf(world, 20, 5));
      world.cardStart[RIDER] = world.cell[RIDER]!;
      world.toCome[SHOOTER] = 1;
      engine.playCard(RIDER);
      expect(lineOf(world.log!, new RegExp(`Shooter rolls 7 for the effect at DV ${dv}`)), String(killer)).toBeGreaterThan(-1);
    }
  });
});

describe("the Le Mat's bullets reload as a cap and ball revolver's (REEL 4, RELOADING WEAPONS; QR-187)", () => {
  it('empty, its reload is tested on reduced dice; a cartridge revolver on the action dice', () => {
    for (const [weapon, reduced] of [['le-mat', true], ['cartridge-revolver', false]] as const) {
      const { world } = versusWorld(`TYPE=supporting PERSONALITY=ordinary WPN=${weapon}`, [7, 7]);
      world.inHand[A] = 0;
      world.loaded[A * world.maxW] = 0;
      reload(world, A, 0);
      expect(lineOf(world.log!, reduced ? /A reloads: rolls 7 \(worst of 7, 7\) \(reduced x1\)/ : /A reloads: rolls 7$/), weapon).toBeGreaterThan(-1);
    }
  });
});

describe('a chair swung as a club is blunt (REEL 6, Hit; REEL 2, Brawler; QR-207)', () => {
  it('its hit knocks a card out, where the lethal farm implement of its row wounds', () => {
    // A (minor: 1D10) strikes 7, a hit; B's effect roll 4 at DV 1 (an improvised weapon: +1): one hit.
    for (const [weapon, knocked, wounded] of [['improvised-club', 1, 0], ['improvised-short', 0, 1]] as const) {
      const { world } = versusWorld(`TYPE=minor PERSONALITY=ordinary WPN=${weapon}`, [7, 4], 1);
      expect(world.setup.characters[A]!.weapons[meleeWeapon(world, A)]!.id, weapon).toBe(weapon);
      strike(world, A, B, BLOW_STANDARD, 0, 0, 0, false);
      expect(lineOf(world.log!, /B rolls 4 for the effect at DV 1: 1-hit/), weapon).toBeGreaterThan(-1);
      expect([world.ko[B], world.lethal[B]], weapon).toEqual([knocked, wounded]);
    }
  });

  it("a BOOT HILL CHAIR is cast as the improvised club (QR-C8)", () => {
    expect(convertWeaponCode('CHAIR')).toBe('improvised-club');
  });
});
