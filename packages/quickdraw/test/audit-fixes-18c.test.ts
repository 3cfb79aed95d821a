/**
 * The eighteenth audit's fixes, third helper (REEL 5, FIGHTING, and REEL 6, DETERMINING THE
 * EFFECTS OF SHOOTING AND FIGHTING: replays of the saloon brawl, the Long Branch and the fixtures,
 * 2026-12-02), on forced dice:
 * 1. a defender whose evade leaves him still in contact with his attacker (hemmed in by a wall, or
 *    stopped by an obstacle he failed to cross) is struck, and the fight goes on: the two stay
 *    engaged ("Once an attack has been made and the fighting has started, characters do not need to
 *    reroll to continue fighting", REEL 5), so the blow's courage test is taken in close combat and
 *    the attacker's next blow is not tested again (fighting.ts `strike`; RULINGS.md QR-240).
 * 2. a follow up that does not bring him back into contact ends the fight for both (QR-161's "Out
 *    of reach after the move, the fight is over"; fighting.ts `attackAction`; RULINGS.md QR-241):
 *    the follower's next attack is a new one, with its Wanting to Attack test and its charge, not
 *    another untested follow up, and the other no longer fights him either.
 * 3. a man who breaks off ("Successfully break off from the fight", REEL 5) breaks off from every
 *    man fighting him, not only from his opponent (fighting.ts `breakOff`; RULINGS.md QR-242): a
 *    second man fighting him attacks him afterwards as anew, tested, not by an untested follow up.
 * 4. a man in the break-off's Panic, "unable to fight back" until his next card, makes no hasty
 *    shot in response to an attack (fighting.ts `strike`; RULINGS.md QR-162, QR-243): the basic
 *    defence, his card kept.
 * 5. a man fleeing (broken on a courage test's 1) who is caught by an attack makes no Deadly
 *    Riposte and no hasty shot in defence (fighting.ts `mayFightBack`, `strike`; RULINGS.md
 *    QR-191, QR-244): flight is his whole turn.
 * 6. a man who panicked on his break-off test, followed up and struck, is in the fight again
 *    (fighting.ts `attackAction`; RULINGS.md QR-245): the blow's courage test is taken in close
 *    combat, and he is engaged with the man who struck him.
 * Each fix's assertions fail on the code before it; the controls pass on both.
 */
import { describe, expect, it } from 'vitest';
import { BLOW_STANDARD, DEFEND_EVADE, DEFEND_HASTY_SHOT } from '@deadeye/core';
import { attackAction, BREAK_OFF, breakOff, inContact } from '../src/skirmish/fighting.ts';
import { moveAllowance, moveAway } from '../src/skirmish/movement.ts';
import { PANICKED } from '../src/skirmish/world.ts';
import { arena } from './beast-helpers.ts';
import { forcedWorld, idleAgent, lineOf } from './qd-helpers.ts';

const KNIFE = '{ type: supporting, personality: ordinary, weapons: [knife] }';
const PAD = Array.from({ length: 20 }, () => 7);

/**
 * A (Men, facing west) at (11,10) and B (Beasts) at (10,10), knives, in contact. `walled`: B is
 * walled in on the west, north and south ((9,9)-(10,9), (9,11)-(10,11), (9,10)), so that his evade
 * has no cell farther from A to go to; else the open arena.
 */
function pair(walled: boolean) {
  return arena(
    [
      { name: 'A', qd: KNIFE, side: 'Men', at: [11, 10], facing: 'W' },
      { name: 'B', qd: KNIFE, side: 'Beasts', at: [10, 10] },
    ],
    walled
      ? [
          [9, 9, 2, 1],
          [9, 11, 2, 1],
          [9, 10, 1, 1],
        ]
      : [],
  );
}

/**
 * A attacks B, who has a card to come and the order to evade, on the forced dice: A's Wanting to
 * Attack 7, B's response 7 (evade), A's attack 8 (a hit), B's effect 9 at DV 0 (a courage test),
 * B's courage 3 (2-4); then `then`, and 7s. The world, its log kept from the start.
 */
function evadeThenBlow(walled: boolean, then: readonly number[] = []) {
  const { world } = forcedWorld(pair(walled), [idleAgent, idleAgent], [7, 7, 8, 9, 3, ...then, ...PAD]);
  world.seen.fill(1);
  world.located.fill(1);
  world.log = [];
  world.toCome[1] = 1;
  world.defenceOrder[1] = DEFEND_EVADE;
  attackAction(world, 0, 1, BLOW_STANDARD, 0);
  return world;
}

describe('1. an evade that leaves him in contact: the fight goes on (QR-240)', () => {
  it('walled in, B evades nowhere, is struck, and the two are still fighting', () => {
    const world = evadeThenBlow(true);
    expect(lineOf(world.log!, /B evades: no way to go/)).toBeGreaterThan(0);
    expect(inContact(world, 0, 1)).toBe(true);
    expect(lineOf(world.log!, /B rolls 9 for the effect/)).toBeGreaterThan(0);
    expect(world.engaged[0]).toBe(1);
    expect(world.engaged[1]).toBe(0);
  });

  it("the blow's courage test of 3 is taken in close combat: he falls back 2 paces On the Back Foot", () => {
    const world = evadeThenBlow(true);
    expect(lineOf(world.log!, /B falls back 2 paces/)).toBeGreaterThan(0);
    expect(world.backFoot[1]).toBe(1);
  });

  it("A's next attack on him continues the fight: no Wanting to Attack test", () => {
    // After the blow, on the 7s that follow: A's next attack (a hit), B's effect and courage.
    const world = evadeThenBlow(true);
    const from = world.log!.length;
    world.toCome[1] = 0;
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    const after = world.log!.slice(from);
    expect(lineOf(after, /A wants to attack/)).toBe(-1);
    expect(lineOf(after, /A attacks B/)).toBeGreaterThanOrEqual(0);
  });

  it('control: in the open B evades out of contact, no blow is struck, and neither fights the other', () => {
    const world = evadeThenBlow(false);
    expect(lineOf(world.log!, /B evades \(/)).toBeGreaterThan(0);
    expect(inContact(world, 0, 1)).toBe(false);
    expect(lineOf(world.log!, /A rolls/)).toBe(-1);
    expect(world.engaged[0]).toBe(-1);
    expect(world.engaged[1]).toBe(-1);
  });
});

/** A (Men) at (5,10) and B (Beasts, facing west) at (30,10), knives: far beyond A's move. */
const apart = arena([
  { name: 'A', qd: KNIFE, side: 'Men', at: [5, 10] },
  { name: 'B', qd: KNIFE, side: 'Beasts', at: [30, 10], facing: 'W' },
]);

/** A and B fighting each other (B fell back out of reach); A's attack on B on the forced 7s. The world, its log kept. */
function followUpOutOfReach() {
  const { world } = forcedWorld(apart, [idleAgent, idleAgent], PAD);
  world.seen.fill(1);
  world.located.fill(1);
  world.log = [];
  world.engaged[0] = 1;
  world.engaged[1] = 0;
  attackAction(world, 0, 1, BLOW_STANDARD, 0);
  return world;
}

describe('2. a follow up that does not reach him ends the fight for both (QR-241)', () => {
  it('A follows up with no test, out of reach: neither is fighting the other', () => {
    const world = followUpOutOfReach();
    expect(lineOf(world.log!, /A follows up/)).toBe(0);
    expect(lineOf(world.log!, /A wants to attack/)).toBe(-1);
    expect(inContact(world, 0, 1)).toBe(false);
    expect(world.engaged[0]).toBe(-1);
    expect(world.engaged[1]).toBe(-1);
  });

  it("A's next attack on him is a new one: the Wanting to Attack test and a charge, not another follow up", () => {
    const world = followUpOutOfReach();
    const from = world.log!.length;
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    const after = world.log!.slice(from);
    expect(lineOf(after, /A wants to attack/)).toBe(0);
    expect(lineOf(after, /A charges/)).toBe(1);
    expect(lineOf(after, /follows up/)).toBe(-1);
  });
});

/** A (Men) at (10,10), fought by B (Beasts) at (11,10), his opponent, and C (Beasts) at (10,11), knives. */
const three = arena([
  { name: 'A', qd: KNIFE, side: 'Men', at: [10, 10] },
  { name: 'B', qd: KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
  { name: 'C', qd: KNIFE, side: 'Beasts', at: [10, 11], facing: 'N' },
]);

/** A breaks off from B on a 7 with C fighting him too, and moves his full move away (as the engine's card does); the 7s after. */
function brokeOffFromTwo() {
  const { world } = forcedWorld(three, [idleAgent, idleAgent, idleAgent], PAD);
  world.seen.fill(1);
  world.located.fill(1);
  world.log = [];
  world.engaged[0] = 1;
  world.engaged[1] = 0;
  world.engaged[2] = 0;
  const broke = breakOff(world, 0, 0);
  moveAway(world, 0, world.cell[1]!, moveAllowance(world, 0), false, 'breaks off');
  return { world, broke };
}

describe('3. a man who breaks off breaks off from everyone fighting him (QR-242)', () => {
  it('A breaks off on a 7: neither B nor C is fighting him any longer', () => {
    const { world, broke } = brokeOffFromTwo();
    expect(broke).toBe(BREAK_OFF);
    expect(inContact(world, 0, 2)).toBe(false);
    expect(world.engaged[0]).toBe(-1);
    expect(world.engaged[1]).toBe(-1);
    expect(world.engaged[2]).toBe(-1);
  });

  it("C's attack on him afterwards is a new one: tested and a charge, not an untested follow up", () => {
    const { world } = brokeOffFromTwo();
    const from = world.log!.length;
    attackAction(world, 2, 0, BLOW_STANDARD, 0);
    const after = world.log!.slice(from);
    expect(lineOf(after, /C wants to attack/)).toBe(0);
    expect(lineOf(after, /C charges/)).toBe(1);
    expect(lineOf(after, /follows up/)).toBe(-1);
  });

  it("control: B's attack on him afterwards is a new one too (as before the fix)", () => {
    const { world } = brokeOffFromTwo();
    const from = world.log!.length;
    attackAction(world, 1, 0, BLOW_STANDARD, 0);
    const after = world.log!.slice(from);
    expect(lineOf(after, /B wants to attack/)).toBe(0);
    expect(lineOf(after, /follows up/)).toBe(-1);
  });
});

const GUN = '{ type: supporting, personality: ordinary, weapons: [cartridge-revolver] }';

/** A (Men, a knife) at (10,10) attacks B (Beasts, facing west, his revolver drawn) at (11,10), B ordered to answer with a hasty shot, a card to come; on the 7s. */
function attackedWithHastyShotOrder(panicked: boolean) {
  const setup = arena([
    { name: 'A', qd: KNIFE, side: 'Men', at: [10, 10] },
    { name: 'B', qd: GUN, side: 'Beasts', at: [11, 10], facing: 'W', drawn: true },
  ]);
  const { world } = forcedWorld(setup, [idleAgent, idleAgent], PAD);
  world.seen.fill(1);
  world.located.fill(1);
  world.log = [];
  world.toCome[1] = 1;
  world.defenceOrder[1] = DEFEND_HASTY_SHOT;
  if (panicked) world.defenceless[1] = PANICKED;
  attackAction(world, 0, 1, BLOW_STANDARD, 0);
  return world;
}

describe('4. "unable to fight back": no hasty shot in defence in the Panic (QR-243)', () => {
  it('B in the Panic makes no response: no shot at A; struck defenceless (DV -2)', () => {
    const world = attackedWithHastyShotOrder(true);
    expect(lineOf(world.log!, /B responds to the attack/)).toBe(-1);
    expect(lineOf(world.log!, /B fires/)).toBe(-1);
    expect(lineOf(world.log!, /B rolls 7 for the effect at DV -2/)).toBeGreaterThan(0);
  });

  it('control: B not in the Panic responds with his hasty shot', () => {
    const world = attackedWithHastyShotOrder(false);
    expect(lineOf(world.log!, /B responds to the attack/)).toBeGreaterThan(0);
    expect(lineOf(world.log!, /B fires his Cartridge revolver at A \(hasty shot/)).toBeGreaterThan(0);
  });
});

/**
 * A (Men, a knife) at (10,10) attacks B (Beasts, facing west, revolver drawn, a card to come,
 * ordered to answer with a hasty shot) at (11,10); `broken`: B is fleeing. Forced dice: A's Wanting
 * to Attack 7, then (if B answers) B's response 7, his shot 2 (a miss); A's attack 1 (a Deadly
 * Riposte); then 7s.
 */
function riposteOnFleeing(broken: boolean) {
  const setup = arena([
    { name: 'A', qd: KNIFE, side: 'Men', at: [10, 10] },
    { name: 'B', qd: GUN, side: 'Beasts', at: [11, 10], facing: 'W', drawn: true },
  ]);
  const dice = broken ? [7, 1] : [7, 7, 2, 1];
  const { world } = forcedWorld(setup, [idleAgent, idleAgent], [...dice, ...PAD]);
  world.seen.fill(1);
  world.located.fill(1);
  world.log = [];
  world.toCome[1] = 1;
  world.defenceOrder[1] = DEFEND_HASTY_SHOT;
  if (broken) world.broken[1] = 1;
  attackAction(world, 0, 1, BLOW_STANDARD, 0);
  return world;
}

describe('5. a man fleeing makes no Deadly Riposte and no hasty shot in defence (QR-244)', () => {
  it('B fleeing: no shot in defence, and on A\'s 1 he cannot fight back', () => {
    const world = riposteOnFleeing(true);
    expect(lineOf(world.log!, /B fires/)).toBe(-1);
    expect(lineOf(world.log!, /A Deadly Riposte! B cannot fight back/)).toBeGreaterThan(0);
    expect(lineOf(world.log!, /B attacks A/)).toBe(-1);
  });

  it('control: B not fleeing shoots in defence, and on A\'s 1 fights back', () => {
    const world = riposteOnFleeing(false);
    expect(lineOf(world.log!, /B fires his Cartridge revolver at A \(hasty shot/)).toBeGreaterThan(0);
    expect(lineOf(world.log!, /A Deadly Riposte! B fights back/)).toBeGreaterThan(0);
    expect(lineOf(world.log!, /B attacks A/)).toBeGreaterThan(0);
  });
});

describe('6. a man followed up and struck is in the fight again (QR-245)', () => {
  it("B panics breaking off (3), A follows up and hits (8); B's courage 3 is in close combat", () => {
    // B's break off 3 (Panic); A's follow up: attack 8, B's effect 9 (a courage test), courage 3.
    const { world } = forcedWorld(pair(false), [idleAgent, idleAgent], [3, 8, 9, 3, ...PAD]);
    world.seen.fill(1);
    world.located.fill(1);
    world.log = [];
    world.engaged[0] = 1;
    world.engaged[1] = 0;
    breakOff(world, 1, 0);
    expect(world.engaged[1]).toBe(-1);
    attackAction(world, 0, 1, BLOW_STANDARD, 0);
    expect(lineOf(world.log!, /B panics and retreats/)).toBe(1);
    expect(lineOf(world.log!, /A follows up/)).toBe(2);
    expect(lineOf(world.log!, /B falls back 2 paces/)).toBeGreaterThan(2);
    expect(world.backFoot[1]).toBe(1);
    expect(world.engaged[1]).toBe(0);
  });
});
