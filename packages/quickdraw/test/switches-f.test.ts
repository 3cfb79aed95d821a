/**
 * Variant switches of Quick on the Draw (issue #12: "a ruling a group might play differently is a
 * variant switch"), each on forced dice: with the switch off the ruling as played, with it on the
 * group's alternative. Each assertion about a switch fails if the switch does nothing.
 * 1. `+panic-keeps-defence` (RULINGS.md QR-22, QR-162): the break-off's Panic, "Panic! Hesitate,
 *    then retreat ½ a move with back to the enemy and unable to fight back" (REEL 5, WANTING TO
 *    BREAK FROM A FIGHT). Off: defenceless (DV -2) and no blow back until his next card; on: no
 *    blow back (no Deadly Riposte) but his basic defence kept (charged: DV -1, not -3).
 * 2. `+shot-stays-hidden` (RULINGS.md QR-58): the text locates only by the test and by being in the
 *    open ("Enemy in the open in line of sight are seen automatically. Enemy who are hiding ...
 *    may be more difficult to find", REEL 3, LOCATING THE ENEMY). Off: the Bushwhacker's shot from
 *    behind the trough locates him to the Marshal and Doc; on: it does not, and the Marshal's
 *    locating test (reduced dice, QR-56) still finds him.
 * 3. `+courage-light-cover` (RULINGS.md QR-21): "Let's get out of here! If in the open ... panic and
 *    flee ... If already in cover duck down ..."; "Fall back and Take Cover! If in the open fall back
 *    1 move towards the nearest cover" (REEL 3, COURAGE TEST); the DV table's "in light cover".
 *    B behind a strip of forest (soft cover: the line obscured) from A, who caused his test. Off:
 *    he is in the open: a 3 falls back, a 1 flees; on: he is in cover: a 3 ducks down (still
 *    defending himself), a 1 ducks down and will not defend himself. Control: in the open with
 *    the switch on, a 3 still falls back.
 * 4. `+surprise-defenceless` (RULINGS.md QR-14): the text's only word on surprise, "surprised in
 *    which case they count as Defenceless" (REEL 5, FORMS OF ATTACK). Off: the surprised lose
 *    their first card of phase 1, the completely surprised all but their last (and are defenceless
 *    until they act); on: no card lost, and both count as defenceless until they act (their first
 *    card turned).
 * 5. `+locate-as-action` (RULINGS.md QR-56): "2 to 4 I see no enemy! Fail to locate the enemy. Can
 *    try again next turn; 5 to 9 I see you! Locate the enemy/object. May need to react; 10 Got you!
 *    Locate the enemy and automatically react to them so can move again or perform another action
 *    this turn" (REEL 3, LOCATING THE ENEMY). The Marshal, the Boss gone, with only the Bushwhacker
 *    hidden behind the trough. Off: a free look at the start of his card, then his shot (a 6, a
 *    reaction of 7: no wanting-to-shoot test); on: looking is the card (a 6 locates him and ends
 *    the card: no shot), a 10 leaves him the card's action (his shot, tested on Wanting to Shoot);
 *    with an enemy in the open he does not look at all.
 * 6. `+got-you-reacts` (RULINGS.md QR-56): the look's 10, "Got you! Locate the enemy and
 *    automatically react to them so can move again or perform another action this turn" (REEL 3,
 *    LOCATING THE ENEMY), read as a passed reaction ("No need to make an action roll", the reaction's
 *    5-9). The Marshal, the Boss gone, the Bushwhacker hidden, walks 3 spaces east. Off: after the
 *    look's 10 his move is tested on the movement chart (a 3: "Are you Sure?", no move); on: the
 *    move is made without its roll. Control: a look's 6 with the switch on (the Bushwhacker seen
 *    before: no reaction test) still tests the move.
 */
import { describe, expect, it } from 'vitest';
import { ACT_FIRE, BLOW_STANDARD, PHASE_FIRE, setStatus, STATUS_FLED, type SkirmishAgent, parseScenario, S_BLOCKED, S_HARD, S_CORNER, S_OBSCURED, SHOT_DELIBERATE } from '@deadeye/core';
import { compileScenario, getSystem } from '@deadeye/registry';
import { ForcedStream } from '@deadeye/rng';
import { parseQdVariant, type QdSetup } from '../src/index.ts';
import { attackAction, breakOff } from '../src/skirmish/fighting.ts';
import { PANICKED } from '../src/skirmish/world.ts';
import { isLocated, locateEnemies } from '../src/skirmish/locating.ts';
import { fire } from '../src/skirmish/shooting.ts';
import { BY_SHOOTING, courageTest, isDefenceless } from '../src/skirmish/effects.ts';
import { cardsLeft, DUCK_DOWN, DUCK_HELPLESS } from '../src/skirmish/world.ts';
import { arena, arenaText } from './beast-helpers.ts';
import { coverSetup, who } from './fixture.ts';
import { forcedWorld, idleAgent, lineOf, shuffleDice, walksEastAgent, withChar } from './qd-helpers.ts';

const PAD = Array.from({ length: 40 }, () => 7);
const KNIFE = '{ type: supporting, personality: ordinary, weapons: [knife] }';

/** `setup` under the variant `words` (e.g. `text+panic-keeps-defence`). */
function under(setup: QdSetup, words: string): QdSetup {
  return { ...setup, variant: parseQdVariant(words) };
}

/** A (Men) at (10,10) and B (Beasts, facing west) at (11,10), knives, in contact, on the arena. */
const pair = arena([
  { name: 'A', qd: KNIFE, side: 'Men', at: [10, 10] },
  { name: 'B', qd: KNIFE, side: 'Beasts', at: [11, 10], facing: 'W' },
]);

/**
 * B, fighting A, breaks off on a 3 (Panic: retreats half a move, back turned); A then charges
 * him (want-attack 7; charging in: DV -1) and strikes with the attack roll `attack`, the effect 8; the log.
 */
function panicThenBlow(setup: QdSetup, attack: number): string[] {
  const { world } = forcedWorld(setup, [idleAgent, idleAgent], [3, 7, attack, 8, ...PAD]);
  world.seen.fill(1);
  world.located.fill(1);
  world.engaged[0] = 1;
  world.engaged[1] = 0;
  world.log = [];
  breakOff(world, 1, 0);
  expect(world.defenceless[1]).toBe(PANICKED);
  world.engaged[0] = -1;
  attackAction(world, 0, 1, BLOW_STANDARD, 0);
  return world.log;
}

describe('1. +panic-keeps-defence: "unable to fight back" is no blow back, not defenceless (REEL 5; QR-22, QR-162)', () => {
  it('off: B in the Panic is struck at DV -3 (defenceless -2, charged -1)', () => {
    const log = panicThenBlow(pair, 8);
    expect(lineOf(log, /B rolls 8 for the effect at DV -3/)).toBeGreaterThan(0);
  });

  it('on: B in the Panic keeps his basic defence: struck at DV -1 (charged only)', () => {
    const log = panicThenBlow(under(pair, 'text+panic-keeps-defence'), 8);
    expect(lineOf(log, /B rolls 8 for the effect at DV -1/)).toBeGreaterThan(0);
    expect(lineOf(log, /at DV -3/)).toBe(-1);
  });

  it('on and off: a blow that misses him draws no Deadly Riposte ("unable to fight back")', () => {
    for (const words of ['text', 'text+panic-keeps-defence']) {
      const log = panicThenBlow(under(pair, words), 1);
      expect(lineOf(log, /Deadly Riposte! B cannot fight back/)).toBeGreaterThan(0);
      expect(lineOf(log, /B attacks A/)).toBe(-1);
    }
  });
});

describe('2. +shot-stays-hidden: a shot does not give a hidden shooter away (REEL 3; QR-58)', () => {
  const M = who('Marshal');
  const B = who('Bushwhacker');
  const DOC = who('Doc');
  const N = coverSetup.characters.length;
  const idle = coverSetup.characters.map(() => idleAgent);

  /** The Bushwhacker, hidden behind the trough and not located, shoots at the Marshal (to hit 3: a miss); the world. */
  function afterShot(setup: QdSetup) {
    const { world } = forcedWorld(setup, idle, [3, ...PAD]);
    expect(isLocated(world, M, B)).toBe(false);
    expect(isLocated(world, DOC, B)).toBe(false);
    fire(world, B, M, SHOT_DELIBERATE, 0, false);
    return world;
  }

  it('off: the shot locates him to the Marshal and Doc', () => {
    const world = afterShot(coverSetup);
    expect(world.located[M * N + B]).toBe(1);
    expect(isLocated(world, M, B)).toBe(true);
    expect(isLocated(world, DOC, B)).toBe(true);
  });

  it('on: the shot locates him to nobody; the Marshal finds him by the locating test (6: I see you!)', () => {
    const world = afterShot(under(coverSetup, 'text+shot-stays-hidden'));
    expect(world.located[M * N + B]).toBe(0);
    expect(isLocated(world, M, B)).toBe(false);
    expect(isLocated(world, DOC, B)).toBe(false);
    world.stream = new ForcedStream([6, ...PAD]);
    locateEnemies(world, M);
    expect(isLocated(world, M, B)).toBe(true);
  });
});

describe('3. +courage-light-cover: light cover is cover for the courage outcomes (REEL 3; QR-21)', () => {
  const GUN = '{ type: supporting, personality: ordinary, weapons: [cartridge-revolver] }';
  const figures = [
    { name: 'A', qd: GUN, side: 'Men', at: [10, 10] },
    { name: 'B', qd: GUN, side: 'Beasts', at: [14, 10], facing: 'W' },
  ] as const;
  /** A at (10,10), B at (14,10); with `forest`, a strip of forest at x = 12 (rows 5-14) between them. */
  function field(forest: boolean): QdSetup {
    const text = arenaText(figures, forest ? [[12, 5, 1, 10]] : []).replace('type: wall', 'type: forest');
    return compileScenario(getSystem('quickdraw'), parseScenario(text, 'arena.yaml'), {}) as QdSetup;
  }
  const behindForest = field(true);
  const open = field(false);

  /** B's courage test against A, rolled `v` (`obscured`: the line from A to B is, light cover); the world. */
  function tested(setup: QdSetup, v: number, obscured: boolean) {
    const { world } = forcedWorld(setup, [idleAgent, idleAgent], [v, ...PAD]);
    world.seen.fill(1);
    world.located.fill(1);
    world.log = [];
    const bits = world.map.sight(world.cell[0]!)[world.cell[1]!]!;
    expect(bits & (S_BLOCKED | S_HARD | S_CORNER)).toBe(0);
    expect((bits & S_OBSCURED) !== 0).toBe(obscured);
    courageTest(world, 1, 0);
    return world;
  }

  it('off: behind light cover he is in the open: a 3 falls back, a 1 flees', () => {
    const three = tested(behindForest, 3, true);
    expect(three.ducked[1]).toBe(0);
    expect(lineOf(three.log!, /B falls back/)).toBeGreaterThan(0);
    const one = tested(behindForest, 1, true);
    expect(one.ducked[1]).toBe(0);
    expect(lineOf(one.log!, /B flees/)).toBeGreaterThan(0);
  });

  it('on: behind light cover he is in cover: a 3 ducks down (defending himself), a 1 ducks down helpless', () => {
    const on = under(behindForest, 'text+courage-light-cover');
    const three = tested(on, 3, true);
    expect(three.ducked[1]).toBe(DUCK_DOWN);
    expect(three.cell[1]).toBe(three.map.width * 10 + 14);
    expect(lineOf(three.log!, /B ducks down behind cover/)).toBeGreaterThan(0);
    const one = tested(on, 1, true);
    expect(one.ducked[1]).toBe(DUCK_HELPLESS);
    expect(lineOf(one.log!, /B flees/)).toBe(-1);
  });

  it('control, on: in the open (no forest) a 3 still falls back', () => {
    const three = tested(under(open, 'text+courage-light-cover'), 3, false);
    expect(three.ducked[1]).toBe(0);
    expect(lineOf(three.log!, /B falls back/)).toBeGreaterThan(0);
  });
});

describe('4. +surprise-defenceless: the surprised only count as defenceless until they act (REEL 5; QR-14)', () => {
  const GUN = '{ type: supporting, personality: ordinary, weapons: [cartridge-revolver] }';
  const base = arena([
    { name: 'A', qd: GUN, side: 'Men', at: [5, 10] },
    { name: 'B', qd: GUN, side: 'Beasts', at: [30, 10], facing: 'W' },
  ]);

  /**
   * B surprised (`surprise` 1) or completely (2) under `words`; phase 1 played with idle agents, the
   * pack shuffled to B's cards first, then A's, then the jokers. The world before the phase (B's
   * defencelessness) and the log of the phase.
   */
  function phaseOne(surprise: number, words: string) {
    const setup = under(withChar(base, 1, { surprise }), words);
    const probe = forcedWorld(setup, [idleAgent, idleAgent], PAD).world;
    const a = cardsLeft(probe, 0);
    const b = cardsLeft(probe, 1);
    const initial = [...Array.from({ length: a }, () => 0), ...Array.from({ length: b }, () => 1), -1, -2];
    const wanted = [...Array.from({ length: b }, () => 1), ...Array.from({ length: a }, () => 0), -1, -2];
    const { engine, world } = forcedWorld(setup, [idleAgent, idleAgent], [...shuffleDice(initial, wanted), ...PAD, ...PAD]);
    world.seen.fill(1);
    world.located.fill(1);
    const before = isDefenceless(world, 1, BY_SHOOTING);
    world.log = [];
    engine.playTurn(1);
    return { before, log: world.log, cards: b, after: world.defenceless[1] };
  }

  it('off: surprised, B loses his first card and is not defenceless', () => {
    const r = phaseOne(1, 'text');
    expect(r.before).toBe(false);
    expect(lineOf(r.log, /B is surprised: the first of his \d cards this phase is forfeit/)).toBeGreaterThan(0);
    expect(r.log.filter((l) => /B's card is forfeit/.test(l))).toHaveLength(1);
  });

  it('off: completely surprised, B loses all his cards but the last and is defenceless until then', () => {
    const r = phaseOne(2, 'text');
    expect(r.before).toBe(true);
    expect(r.log.filter((l) => /B's card is forfeit/.test(l))).toHaveLength(r.cards - 1);
  });

  it('on: surprised or completely, B loses no card and counts as defenceless until his first card', () => {
    for (const surprise of [1, 2]) {
      const r = phaseOne(surprise, 'text+surprise-defenceless');
      expect(r.before).toBe(true);
      expect(lineOf(r.log, /B is (completely )?surprised: he counts as defenceless until he acts/)).toBeGreaterThan(0);
      expect(lineOf(r.log, /forfeit/)).toBe(-1);
      // His first card played ended it.
      expect(r.after).toBe(0);
    }
  });
});

describe('5. +locate-as-action: locating is the card\'s action (REEL 3; QR-56)', () => {
  const M = who('Marshal');
  const B = who('Bushwhacker');
  const BOSS = who('Boss');
  const N = coverSetup.characters.length;
  /** Fires at the Bushwhacker, or at the Boss if he is up. */
  const shooter: SkirmishAgent = (o, _s, out) => {
    if (o.phase === PHASE_FIRE) {
      out.action = ACT_FIRE;
      out.target = o.visible[BOSS] === 1 ? BOSS : B;
    }
  };
  const agents = coverSetup.characters.map((_c, i) => (i === M ? shooter : idleAgent));

  /** The Marshal's card under `words` on the forced dice `values` (the Boss fled unless `boss`); the world. */
  function card(words: string, values: readonly number[], boss = false) {
    const { engine, world } = forcedWorld(under(coverSetup, words), agents, [...values, ...PAD]);
    if (!boss) setStatus(world, BOSS, STATUS_FLED);
    world.seen[M * N + BOSS] = 1;
    world.log = [];
    engine.playCard(M);
    return world;
  }

  it('off: a free look (6 locates), then the card: the reaction (7, 7) and his shot', () => {
    const world = card('text', [6, 7, 7, 3, 3]);
    expect(lineOf(world.log!, /Marshal tries to locate the enemy: rolls 6/)).toBeGreaterThan(-1);
    expect(world.located[M * N + B]).toBe(1);
    expect(world.shots[M]).toBe(1);
  });

  it('on: a 6 locates him and spends the card: no shot', () => {
    const world = card('text+locate-as-action', [6, 7, 7, 3, 3]);
    expect(lineOf(world.log!, /Marshal tries to locate the enemy: rolls 6/)).toBeGreaterThan(-1);
    expect(world.located[M * N + B]).toBe(1);
    expect(world.shots[M]).toBe(0);
    expect(lineOf(world.log!, /Marshal reacts to a new enemy/)).toBe(-1);
  });

  it('on: a 3 fails and spends the card ("Can try again next turn")', () => {
    const world = card('text+locate-as-action', [3]);
    expect(world.located[M * N + B]).toBe(0);
    expect(world.shots[M]).toBe(0);
    // The card ends on the failed look: nothing after it (off, he would go on to his shot, and find no target).
    expect(world.log!.at(-1)).toMatch(/I see no enemy! Marshal fails to locate Bushwhacker/);
    const off = card('text', [3]);
    expect(off.log!.at(-1)).not.toMatch(/I see no enemy!/);
  });

  it('on: a 10 leaves the card\'s action, tested: he wants to shoot and fires; off, the 10 spares the test', () => {
    const on = card('text+locate-as-action', [10]);
    expect(lineOf(on.log!, /Marshal wants to shoot/)).toBeGreaterThan(-1);
    expect(on.shots[M]).toBe(1);
    const off = card('text', [10]);
    expect(lineOf(off.log!, /Marshal wants to shoot/)).toBe(-1);
    expect(off.shots[M]).toBe(1);
  });

  it('on: with the Boss in the open (located), he does not look: he shoots at the Boss', () => {
    const world = card('text+locate-as-action', [], true);
    expect(lineOf(world.log!, /Marshal tries to locate/)).toBe(-1);
    expect(world.shots[M]).toBe(1);
  });
});

describe('6. +got-you-reacts: the look\'s 10 is a passed reaction (REEL 3; QR-56)', () => {
  const M = who('Marshal');
  const B = who('Bushwhacker');
  const BOSS = who('Boss');
  const N = coverSetup.characters.length;
  const agents = coverSetup.characters.map((_c, i) => (i === M ? walksEastAgent : idleAgent));

  /**
   * The Marshal's card under `words` on the forced dice `values` (the Boss fled; `seenBefore`: the
   * Bushwhacker seen before, so that a look's 5-9 calls for no reaction test, QR-12); the world and
   * his cell before it. His look is on reduced dice (one die), his move test on two (the best).
   */
  function card(words: string, values: readonly number[], seenBefore = false) {
    const { engine, world } = forcedWorld(under(coverSetup, words), agents, [...values, ...PAD]);
    setStatus(world, BOSS, STATUS_FLED);
    world.seen[M * N + BOSS] = 1;
    if (seenBefore) world.seen[M * N + B] = 1;
    world.log = [];
    const start = world.cell[M]!;
    engine.playCard(M);
    return { world, start };
  }

  it('off: after "Got you!" (10) the move is tested: 3 and 3, and he hesitates', () => {
    const { world, start } = card('text', [10, 3, 3]);
    expect(world.located[M * N + B]).toBe(1);
    expect(lineOf(world.log!, /Are you Sure\? Marshal hesitates and does not move/)).toBeGreaterThan(-1);
    expect(world.cell[M]).toBe(start);
  });

  it('on: after "Got you!" (10) the move is made with no roll', () => {
    const { world, start } = card('text+got-you-reacts', [10, 3, 3]);
    expect(world.located[M * N + B]).toBe(1);
    expect(lineOf(world.log!, /Got you! Marshal reacts at once: no action roll this card/)).toBeGreaterThan(-1);
    expect(lineOf(world.log!, /Are you Sure\?/)).toBe(-1);
    expect(world.cell[M]).not.toBe(start);
  });

  it('on: a look\'s 6 (located, no "Got you!") leaves the move tested: 3 and 3, and he hesitates', () => {
    const { world, start } = card('text+got-you-reacts', [6, 3, 3], true);
    expect(world.located[M * N + B]).toBe(1);
    expect(lineOf(world.log!, /reacts/)).toBe(-1);
    expect(lineOf(world.log!, /Are you Sure\? Marshal hesitates and does not move/)).toBeGreaterThan(-1);
    expect(world.cell[M]).toBe(start);
  });
});
